import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RgLimitFieldsFragment } from '@/graphql/graphql';
import { clearToasts, useToastStore } from '@/shared/ui/toast-store';
import { limitMessages } from './limit-kinds';
import { LimitSlotCard } from './limit-slot-card';
import { activeValue, createRgClient, pending, renderRg, slot, type Answer } from './test-utils';

const toastTitles = () => useToastStore.getState().toasts.map((t) => t.title);

function card(state: string) {
  return slot({
    activeLimit: activeValue(50000, '$500.00 per day'),
    pendingLimit: pending('p-9', state, 80000, state === 'ACTION_REQUIRED' ? 'Confirm to apply' : 'Increase to $800.00 per day, pending until Nov 25, 12:00 AM'),
    used: 12000,
    remaining: 38000,
    periodEndsAt: '2026-11-24T05:00:00Z',
  }) as unknown as RgLimitFieldsFragment;
}

function answers(confirm: Answer, cancel: Answer) {
  return createRgClient((op) => (op.operationName === 'ConfirmPendingLimit' ? confirm : op.operationName === 'CancelPendingLimit' ? cancel : null));
}

const applied = slot({ activeLimit: activeValue(80000, '$800.00 per day') });

describe('limit toasts', () => {
  it('uses the exact texts', () => {
    expect(limitMessages.saved('DEPOSIT')).toBe('Deposit limit saved successfully!');
    expect(limitMessages.saved('DAILY_TIME')).toBe('Time limit saved successfully!');
    expect(limitMessages.setFailed('SPEND')).toBe('Error setting spend limit. Please try again later.');
    expect(limitMessages.canceled).toBe('Limit change canceled successfully!');
    expect(limitMessages.cancelFailed).toBe('Error canceling limit change. Please try again later.');
    expect(limitMessages.confirmed('Daily Deposit Limit')).toBe("You've successfully updated your daily deposit limit.");
  });
});

describe('<LimitSlotCard> pending change', () => {
  beforeEach(() => clearToasts());

  it('shows used, remaining, the reset time and the pending state; no confirm before the period ends', () => {
    const { client } = answers(null, null);
    renderRg(<LimitSlotCard limit={card('INCREASE_PENDING')} link />, client);
    const article = screen.getByRole('article', { name: 'Daily Deposit Limit' });
    expect(within(article).getByText('$120.00')).toBeInTheDocument();
    expect(within(article).getByText('$380.00')).toBeInTheDocument();
    expect(within(article).getByText(/Increase pending ·/)).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'Change Daily Deposit Limit' })).toHaveAttribute('href', '/account/responsible-gaming/limits/deposit/daily');
    expect(within(article).queryByRole('button', { name: 'Confirm change' })).not.toBeInTheDocument();
  });

  it('confirms an ACTION_REQUIRED change by its id', async () => {
    const user = userEvent.setup();
    const { client, named } = answers({ confirmPendingLimit: { __typename: 'SetLimitPayload', errorMessage: null, limit: applied } }, null);
    renderRg(<LimitSlotCard limit={card('ACTION_REQUIRED')} />, client);
    await user.click(screen.getByRole('button', { name: 'Confirm change' }));
    await waitFor(() => expect(toastTitles()).toEqual(["You've successfully updated your daily deposit limit."]));
    expect(named('ConfirmPendingLimit')[0]?.variables).toEqual({ limitId: 'p-9' });
  });

  it("shows the server's reason when a confirmation is refused", async () => {
    const user = userEvent.setup();
    const { client } = answers({ confirmPendingLimit: { __typename: 'SetLimitPayload', errorMessage: 'This change cannot be confirmed yet.', limit: null } }, null);
    renderRg(<LimitSlotCard limit={card('ACTION_REQUIRED')} />, client);
    await user.click(screen.getByRole('button', { name: 'Confirm change' }));
    await waitFor(() => expect(toastTitles()).toEqual(['This change cannot be confirmed yet.']));
  });

  it('cancels a pending change: "Limit change canceled successfully!"', async () => {
    const user = userEvent.setup();
    const { client, named } = answers(null, { cancelPendingLimit: { __typename: 'SetLimitPayload', errorMessage: null, limit: slot({ activeLimit: activeValue(50000, '$500.00 per day') }) } });
    renderRg(<LimitSlotCard limit={card('INCREASE_PENDING')} />, client);
    await user.click(screen.getByRole('button', { name: 'Cancel change' }));
    await waitFor(() => expect(toastTitles()).toEqual(['Limit change canceled successfully!']));
    expect(named('CancelPendingLimit')[0]?.variables).toEqual({ limitId: 'p-9' });
  });

  it('says "Error canceling limit change. Please try again later." when cancelling fails', async () => {
    const user = userEvent.setup();
    const { client } = answers(null, new Error('offline'));
    renderRg(<LimitSlotCard limit={card('REMOVAL_PENDING')} />, client);
    await user.click(screen.getByRole('button', { name: 'Cancel change' }));
    await waitFor(() => expect(toastTitles()).toEqual(['Error canceling limit change. Please try again later.']));
  });

  it('says the same when the server refuses the cancellation, with its reason', async () => {
    const user = userEvent.setup();
    const { client } = answers(null, { cancelPendingLimit: { __typename: 'SetLimitPayload', errorMessage: 'Nothing is pending.', limit: null } });
    renderRg(<LimitSlotCard limit={card('INCREASE_PENDING')} />, client);
    await user.click(screen.getByRole('button', { name: 'Cancel change' }));
    await waitFor(() => expect(toastTitles()).toEqual(['Error canceling limit change. Please try again later.']));
    expect(useToastStore.getState().toasts[0]?.description).toBe('Nothing is pending.');
  });
});
