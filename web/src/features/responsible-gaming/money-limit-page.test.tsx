import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@/shared/auth/auth-store';
import { clearToasts, useToastStore } from '@/shared/ui/toast-store';
import { limitAmountError, MoneyLimitPage } from './money-limit-page';
import { activeValue, createRgClient, pending, renderRg, slot, type Answer } from './test-utils';

const PATH = '/account/responsible-gaming/limits/deposit/daily';

function toastTitles() {
  return useToastStore.getState().toasts.map((t) => t.title);
}

/** A fake server holding one daily deposit slot; `onSet` decides the setLimit answer. */
function server(initial: Record<string, unknown>, onSet: (vars: Record<string, unknown>) => Answer) {
  let current = initial;
  return createRgClient((op) => {
    if (op.operationName === 'RgLimits') return { limits: [current, slot({ id: 'DEPOSIT:WEEKLY', period: 'WEEKLY', title: 'Weekly Deposit Limit' })] };
    if (op.operationName === 'SetLimit') {
      const answer = onSet(op.variables);
      const limit = (answer as { setLimit?: { limit?: Record<string, unknown> | null } } | null)?.setLimit?.limit;
      if (limit) current = limit;
      return answer;
    }
    return { limitHistory: { __typename: 'LimitHistoryPage', entries: [], nextCursor: null } };
  });
}

function payload(limit: Record<string, unknown> | null, errorMessage: string | null = null) {
  return { setLimit: { __typename: 'SetLimitPayload', errorMessage, limit } };
}

describe('money limit amount rules', () => {
  it('needs an amount from $1.00 to $9,999,999.99', () => {
    expect(limitAmountError(null)).toBe('Enter a limit amount.');
    expect(limitAmountError(99)).toBe('Enter an amount of at least $1.00.');
    expect(limitAmountError(1_000_000_000)).toBe('Enter an amount of at most $9,999,999.99.');
    expect(limitAmountError(100)).toBe(true);
    expect(limitAmountError(999_999_999)).toBe(true);
  });
});

describe('<MoneyLimitPage>', () => {
  beforeEach(() => {
    clearToasts();
    useAuthStore.setState({ loginState: 'loggedIn', userId: 'u1', bearerToken: 't' });
  });

  it('validates the amount before calling the server', async () => {
    const user = userEvent.setup();
    const { client, named } = server(slot(), () => null);
    renderRg(<MoneyLimitPage type="DEPOSIT" period="DAILY" />, client, PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily Deposit Limit' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save limit' }));
    expect(await screen.findByText('Enter a limit amount.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Limit amount/), '.5');
    await user.click(screen.getByRole('button', { name: 'Save limit' }));
    expect(await screen.findByText('Enter an amount of at least $1.00.')).toBeInTheDocument();
    expect(named('SetLimit')).toHaveLength(0);
  });

  it('sets a new limit in cents and says "Deposit limit saved successfully!"', async () => {
    const user = userEvent.setup();
    const { client, named } = server(slot(), (vars) => payload(slot({ activeLimit: activeValue(vars.amountOrDuration as number, '$100.50 per day') })));
    renderRg(<MoneyLimitPage type="DEPOSIT" period="DAILY" />, client, PATH);
    const input = await screen.findByLabelText(/Limit amount/);
    await user.type(input, '1005');
    await user.type(input, '.5');
    expect(input).toHaveValue('$1,005.5');
    await user.clear(input);
    await user.type(input, '100.5');
    await user.tab();
    expect(input).toHaveValue('$100.50');
    await user.click(screen.getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(toastTitles()).toContain('Deposit limit saved successfully!'));
    expect(named('SetLimit')[0]?.variables).toEqual({ rgLimitType: 'DEPOSIT', rgLimitPeriod: 'DAILY', amountOrDuration: 10050 });
    const card = await screen.findByRole('article', { name: 'Your limit' });
    expect(await within(card).findByText('$100.50 per day')).toBeInTheDocument();
  });

  it('shows a raised limit as pending with its date and state', async () => {
    const user = userEvent.setup();
    const raised = slot({
      activeLimit: activeValue(50000, '$500.00 per day'),
      pendingLimit: pending('p-1', 'INCREASE_PENDING', 80000, 'Increase to $800.00 per day, pending until Nov 25, 12:00 AM'),
    });
    const { client } = server(slot({ activeLimit: activeValue(50000, '$500.00 per day') }), () => payload(raised));
    renderRg(<MoneyLimitPage type="DEPOSIT" period="DAILY" />, client, PATH);
    await user.type(await screen.findByLabelText(/New limit amount/), '800');
    await user.click(screen.getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(toastTitles()).toContain('Deposit limit saved successfully!'));
    expect(useToastStore.getState().toasts[0]?.description).toBe('Increase to $800.00 per day, pending until Nov 25, 12:00 AM');
    const card = screen.getByRole('article', { name: 'Your limit' });
    expect(await within(card).findByText(/Increase pending/)).toBeInTheDocument();
    expect(within(card).getByText('$800.00 per day')).toBeInTheDocument();
    expect(within(card).getByText('$500.00 per day')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Confirm change' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Cancel change' })).toBeInTheDocument();
  });

  it("toasts the server's errorMessage", async () => {
    const user = userEvent.setup();
    const { client } = server(slot(), () => payload(null, 'Enter an amount of at least $1.00.'));
    renderRg(<MoneyLimitPage type="DEPOSIT" period="DAILY" />, client, PATH);
    await user.type(await screen.findByLabelText(/Limit amount/), '5');
    await user.click(screen.getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(toastTitles()).toEqual(['Enter an amount of at least $1.00.']));
  });

  it('toasts "Error setting loss limit. Please try again later." when the call fails', async () => {
    const user = userEvent.setup();
    const lossSlot = slot({ id: 'LOSS:WEEKLY', type: 'LOSS', period: 'WEEKLY', title: 'Weekly Loss Limit' });
    const { client } = createRgClient((op) => (op.operationName === 'RgLimits' ? { limits: [lossSlot] } : new Error('network down')));
    renderRg(<MoneyLimitPage type="LOSS" period="WEEKLY" />, client, '/account/responsible-gaming/limits/loss/weekly');
    await user.type(await screen.findByLabelText(/Limit amount/), '25');
    await user.click(screen.getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(toastTitles()).toEqual(['Error setting loss limit. Please try again later.']));
  });

  it('removes a limit after confirming, sending a null amount', async () => {
    const user = userEvent.setup();
    const { client, named } = server(slot({ activeLimit: activeValue(50000, '$500.00 per day') }), () =>
      payload(slot({ activeLimit: activeValue(50000, '$500.00 per day'), pendingLimit: pending('p-2', 'REMOVAL_PENDING', null, 'Removal pending until Nov 25, 12:00 AM') })),
    );
    renderRg(<MoneyLimitPage type="DEPOSIT" period="DAILY" />, client, PATH);
    await user.click(await screen.findByRole('button', { name: 'Remove limit' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove your daily deposit limit?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove limit' }));
    await waitFor(() => expect(named('SetLimit')[0]?.variables).toEqual({ rgLimitType: 'DEPOSIT', rgLimitPeriod: 'DAILY', amountOrDuration: null }));
    await waitFor(() => expect(toastTitles()).toContain('Deposit limit saved successfully!'));
    expect(await screen.findByText(/Removal pending ·/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove limit' })).not.toBeInTheDocument());
  });

  it('links the other periods of the type', async () => {
    const { client } = server(slot(), () => null);
    renderRg(<MoneyLimitPage type="DEPOSIT" period="DAILY" />, client, PATH);
    const nav = await screen.findByRole('navigation', { name: 'Limit period' });
    expect(within(nav).getByRole('link', { name: 'Weekly' })).toHaveAttribute('href', '/account/responsible-gaming/limits/deposit/weekly');
    expect(within(nav).getByRole('link', { name: 'Daily' })).toHaveAttribute('aria-current', 'page');
  });
});
