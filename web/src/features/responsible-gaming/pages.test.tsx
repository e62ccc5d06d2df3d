import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@/shared/auth/auth-store';
import { clearToasts, useToastStore } from '@/shared/ui/toast-store';
import { DurationLimitPage } from './duration-limit-page';
import { LimitHistoryPage } from './limit-history-page';
import { ResponsibleGamingPage } from './overview-page';
import { activeValue, createRgClient, pending, renderRg, slot } from './test-utils';

const toastTitles = () => useToastStore.getState().toasts.map((t) => t.title);

function historyEntry(id: string, action: string, previous: string | null, current: string | null) {
  return { __typename: 'LimitHistoryEntry', id, type: 'DEPOSIT', period: 'DAILY', action, previous, current, at: '2026-11-20T15:00:00Z' };
}

describe('responsible-gaming pages', () => {
  beforeEach(() => {
    clearToasts();
    useAuthStore.setState({ loginState: 'loggedIn', userId: 'u1', bearerToken: 't' });
  });

  it('overview lists every slot with its values and links, and the breaks', async () => {
    const { client } = createRgClient(() => ({
      limits: [
        slot({ activeLimit: activeValue(50000, '$500.00 per day'), pendingLimit: pending('p-1', 'INCREASE_PENDING', 80000, 'Increase to $800.00 per day'), used: 1000, remaining: 49000 }),
        slot({ id: 'DEPOSIT:WEEKLY', period: 'WEEKLY', title: 'Weekly Deposit Limit' }),
        slot({ id: 'DAILY_TIME', type: 'DAILY_TIME', period: null, title: 'Session Time Limit', activeLimit: activeValue(120, '2 hours per day'), used: 45, remaining: 75 }),
      ],
    }));
    renderRg(<ResponsibleGamingPage />, client);
    const deposits = await screen.findByRole('region', { name: 'Deposit limits' });
    expect(within(deposits).getAllByRole('article')).toHaveLength(2);
    expect(within(deposits).getByRole('link', { name: 'Set Weekly Deposit Limit' })).toHaveAttribute('href', '/account/responsible-gaming/limits/deposit/weekly');
    const time = screen.getByRole('region', { name: 'Wagering and time' });
    expect(within(time).getByText('45 minutes')).toBeInTheDocument();
    expect(within(time).getByText('1 hour 15 minutes')).toBeInTheDocument();
    expect(within(time).getByRole('link', { name: 'Change Session Time Limit' })).toHaveAttribute('href', '/account/responsible-gaming/limits/time');
    expect(screen.getByRole('link', { name: /Take a cool-off/ })).toHaveAttribute('href', '/account/responsible-gaming/cool-off');
    expect(screen.getByRole('link', { name: /Self-exclude/ })).toHaveAttribute('href', '/account/responsible-gaming/self-exclusion');
    expect(screen.getByRole('link', { name: /Limit history/ })).toHaveAttribute('href', '/account/responsible-gaming/limit-history');
  });

  it('session time limit offers No Limit and 1 to 10 hours and saves minutes', async () => {
    const user = userEvent.setup();
    const { client, named } = createRgClient((op) =>
      op.operationName === 'SetLimit'
        ? { setLimit: { __typename: 'SetLimitPayload', errorMessage: null, limit: slot({ id: 'DAILY_TIME', type: 'DAILY_TIME', period: null, title: 'Session Time Limit', activeLimit: activeValue(180, '3 hours per day') }) } }
        : { limits: [slot({ id: 'DAILY_TIME', type: 'DAILY_TIME', period: null, title: 'Session Time Limit' })] },
    );
    renderRg(<DurationLimitPage type="DAILY_TIME" />, client, '/account/responsible-gaming/limits/time');
    const group = await screen.findByRole('group', { name: 'Daily time limit' });
    const labels = within(group).getAllByRole('radio').map((r) => r.closest('label')?.textContent);
    expect(labels).toEqual(['No Limit', '1 hour', '2 hours', '3 hours', '4 hours', '5 hours', '6 hours', '7 hours', '8 hours', '9 hours', '10 hours']);
    expect(within(group).getByRole('radio', { name: 'No Limit' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(within(group).getByRole('radio', { name: '3 hours' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTitles()).toEqual(['Time limit saved successfully!']));
    expect(named('SetLimit')[0]?.variables).toEqual({ rgLimitType: 'DAILY_TIME', rgLimitPeriod: null, amountOrDuration: 180 });
  });

  it('reality check-in offers Off, 15 and 30 minutes and 1 to 4 hours', async () => {
    const user = userEvent.setup();
    const checkIn = slot({ id: 'CHECK_IN_FREQUENCY', type: 'CHECK_IN_FREQUENCY', period: null, title: 'Reality Check-In', activeLimit: activeValue(30, 'Every 30 minutes') });
    const { client, named } = createRgClient((op) =>
      op.operationName === 'SetLimit' ? { setLimit: { __typename: 'SetLimitPayload', errorMessage: null, limit: { ...checkIn, activeLimit: null } } } : { limits: [checkIn] },
    );
    renderRg(<DurationLimitPage type="CHECK_IN_FREQUENCY" />, client, '/account/responsible-gaming/limits/reality-check-in');
    const group = await screen.findByRole('group', { name: 'Remind me every' });
    expect(within(group).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Off', '15 minutes', '30 minutes', '1 hour', '2 hours', '3 hours', '4 hours']);
    await waitFor(() => expect(within(group).getByRole('radio', { name: '30 minutes' })).toBeChecked());
    await user.click(within(group).getByRole('radio', { name: 'Off' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTitles()).toEqual(["You've successfully updated your reality check-in."]));
    expect(named('SetLimit')[0]?.variables).toEqual({ rgLimitType: 'CHECK_IN_FREQUENCY', rgLimitPeriod: null, amountOrDuration: null });
  });

  it('limit history: empty state', async () => {
    const { client } = createRgClient(() => ({ limitHistory: { __typename: 'LimitHistoryPage', entries: [], nextCursor: null } }));
    renderRg(<LimitHistoryPage />, client, '/account/responsible-gaming/limit-history');
    expect(await screen.findByRole('heading', { name: 'No limit changes yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set a limit' })).toHaveAttribute('href', '/account/responsible-gaming');
  });

  it('limit history: pages with "Load more" until the end', async () => {
    const user = userEvent.setup();
    const { client, named } = createRgClient((op) =>
      op.variables.after === 'c1'
        ? { limitHistory: { __typename: 'LimitHistoryPage', entries: [historyEntry('h2', 'SET', null, '$500.00 per day')], nextCursor: null } }
        : { limitHistory: { __typename: 'LimitHistoryPage', entries: [historyEntry('h1', 'DECREASED', '$500.00 per day', '$300.00 per day')], nextCursor: 'c1' } },
    );
    renderRg(<LimitHistoryPage />, client, '/account/responsible-gaming/limit-history');
    const list = await screen.findByRole('list', { name: 'Limit changes' });
    expect(within(list).getByText('Limit decreased')).toBeInTheDocument();
    expect(within(list).getByText('$500.00 per day → $300.00 per day')).toBeInTheDocument();
    expect(named('LimitHistory')[0]?.variables).toEqual({ first: 20 });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getByText('Limit set')).toBeInTheDocument();
    expect(named('LimitHistory')[1]?.variables).toEqual({ first: 20, after: 'c1' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
