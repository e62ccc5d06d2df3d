import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Operation } from '@apollo/client';
import { useAuthStore } from '@/shared/auth/auth-store';
import { clearToasts, useToastStore } from '@/shared/ui/toast-store';
import { CASHOUT_GENERIC_ERROR } from './cashout-button';
import { MyBetsPage } from './my-bets-page';
import { bet, cashedOut, cashout, connection, createBetsClient, renderBets } from './test-utils';

vi.mock('@/shared/api/report-error', () => ({ reportError: vi.fn() }));

const INVALID_MESSAGE = 'The cash out value has changed. Review the new value and try again.';
const routes = { '/my-bets': <MyBetsPage tab="open" />, '/my-bets/settled': <MyBetsPage tab="settled" /> };

function filterOf(op: Operation): unknown {
  return op.variables.filter;
}

function toastTitles(): string[] {
  return useToastStore.getState().toasts.map((t) => t.title);
}

beforeEach(() => {
  useAuthStore.setState({ loginState: 'loggedIn', userId: 'u1', bearerToken: 't' });
});

afterEach(() => {
  useAuthStore.setState({ loginState: 'loggedOut', userId: null, bearerToken: null });
  clearToasts();
});

describe('<MyBetsPage> cash-out', () => {
  it('confirms, sends the cents seen, toasts "Cashed out" and moves the bet to settled', async () => {
    const open = bet('b1');
    let settledReads = 0;
    const api = createBetsClient((op) => {
      if (op.operationName === 'BetsSection' && filterOf(op) === 'OPEN') return { betHistorySection: connection([open]) };
      if (op.operationName === 'BetsSection' && filterOf(op) === 'SETTLED') {
        settledReads += 1;
        // The first read (before the cash-out) is empty; later reads never answer, so the list shows what the cache holds.
        return settledReads === 1 ? { betHistorySection: connection([]) } : null;
      }
      if (op.operationName === 'BetsFullCashout') {
        return { fullCashoutTrigger: { __typename: 'FullCashoutResult', success: true, cashout: null, cashoutError: null, patronBalanceAfter: null, bet: cashedOut(open, 1250) } };
      }
      return null;
    });
    renderBets(api.client, '/my-bets/settled', routes);
    expect(await screen.findByRole('heading', { name: 'No settled bets' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Open' }));

    const card = await screen.findByRole('article', { name: '2-Leg Parlay' });
    expect(within(card).getByText('Kansas City Chiefs')).toBeInTheDocument();
    expect(within(card).getByText('Over 47.5')).toBeInTheDocument();
    expect(within(card).getByText('+264')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Cash Out $12.50' }));
    const confirm = within(card).getByRole('button', { name: 'Confirm Cash Out $12.50' });
    expect(confirm).toHaveFocus();
    expect(api.named('BetsFullCashout')).toHaveLength(0);
    await userEvent.click(confirm);

    await waitFor(() => expect(toastTitles()).toContain('Cashed out $12.50'));
    expect(api.named('BetsFullCashout')[0]?.variables).toEqual({ input: { betId: 'b1', cashoutId: 'co-b1', cashoutAmount: '1250' } });
    expect(await screen.findByRole('heading', { name: 'No open bets' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Settled' }));
    const settled = await screen.findByRole('article', { name: '2-Leg Parlay' });
    expect(within(settled).getAllByText('Cashed Out').length).toBeGreaterThan(0);
    expect(within(settled).queryByRole('button', { name: /Cash Out/ })).not.toBeInTheDocument();
  });

  it('INVALID: shows the message inline and the new value for a new confirmation', async () => {
    const open = bet('b1');
    const calls: unknown[] = [];
    const api = createBetsClient((op) => {
      if (op.operationName === 'BetsSection') return { betHistorySection: connection([open]) };
      if (op.operationName === 'BetsFullCashout') {
        calls.push(op.variables);
        if (calls.length === 1) {
          return {
            fullCashoutTrigger: {
              __typename: 'FullCashoutResult',
              success: false,
              cashout: cashout('co-b1-2', 'b1', 1100),
              cashoutError: { __typename: 'CashoutError', code: 'INVALID', message: INVALID_MESSAGE },
              patronBalanceAfter: null,
              bet: null,
            },
          };
        }
        return { fullCashoutTrigger: { __typename: 'FullCashoutResult', success: true, cashout: null, cashoutError: null, patronBalanceAfter: null, bet: cashedOut(open, 1100) } };
      }
      return null;
    });
    renderBets(api.client, '/my-bets', routes);
    const card = await screen.findByRole('article', { name: '2-Leg Parlay' });
    await userEvent.click(within(card).getByRole('button', { name: 'Cash Out $12.50' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm Cash Out $12.50' }));

    expect(await within(card).findByRole('alert')).toHaveTextContent(INVALID_MESSAGE);
    const again = within(card).getByRole('button', { name: 'Confirm Cash Out $11.00' });
    expect(again).toHaveAccessibleDescription(INVALID_MESSAGE);
    expect(toastTitles()).not.toContain('Cashed out $12.50');

    await userEvent.click(again);
    await waitFor(() => expect(toastTitles()).toContain('Cashed out $11.00'));
    expect(calls).toEqual([
      { input: { betId: 'b1', cashoutId: 'co-b1', cashoutAmount: '1250' } },
      { input: { betId: 'b1', cashoutId: 'co-b1-2', cashoutAmount: '1100' } },
    ]);
  });

  it('GEO and failed calls: the message inline, back to the first step', async () => {
    let calls = 0;
    const api = createBetsClient((op) => {
      if (op.operationName === 'BetsSection') return { betHistorySection: connection([bet('b1')]) };
      if (op.operationName === 'BetsFullCashout') {
        calls += 1;
        if (calls === 1) {
          return {
            fullCashoutTrigger: {
              __typename: 'FullCashoutResult',
              success: false,
              cashout: null,
              cashoutError: { __typename: 'CashoutError', code: 'GEO', message: 'You must be in a permitted location to cash out.' },
              patronBalanceAfter: null,
              bet: null,
            },
          };
        }
        return new Error('network down');
      }
      return null;
    });
    renderBets(api.client, '/my-bets', routes);
    const card = await screen.findByRole('article', { name: '2-Leg Parlay' });
    await userEvent.click(within(card).getByRole('button', { name: 'Cash Out $12.50' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm Cash Out $12.50' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('You must be in a permitted location to cash out.');
    expect(within(card).getByRole('button', { name: 'Cash Out $12.50' })).toHaveFocus();

    await userEvent.click(within(card).getByRole('button', { name: 'Cash Out $12.50' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm Cash Out $12.50' }));
    await waitFor(() => expect(within(card).getByRole('alert')).toHaveTextContent(CASHOUT_GENERIC_ERROR));
  });

  it('no offer: the button is disabled and described by the reason', async () => {
    const reason = 'Cash out is suspended while a market is closed.';
    const api = createBetsClient((op) => (op.operationName === 'BetsSection' ? { betHistorySection: connection([bet('b1', { cashout: null, cashoutUnavailableReason: reason })]) } : null));
    renderBets(api.client, '/my-bets', routes);
    const card = await screen.findByRole('article', { name: '2-Leg Parlay' });
    const button = within(card).getByRole('button', { name: 'Cash Out' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(reason);
    expect(within(card).getByText(reason)).toBeVisible();
    await userEvent.click(button);
    expect(within(card).queryByRole('button', { name: /Confirm Cash Out/ })).not.toBeInTheDocument();
    expect(api.named('BetsFullCashout')).toHaveLength(0);
  });

  it('the value moves live (cashoutUpdated): new amount, up/down, said politely', async () => {
    const api = createBetsClient((op) => (op.operationName === 'BetsSection' ? { betHistorySection: connection([bet('b1')]) } : null));
    renderBets(api.client, '/my-bets', routes);
    const card = await screen.findByRole('article', { name: '2-Leg Parlay' });
    await waitFor(() => expect(api.subscribed('BetsCashoutUpdated')).toBe(true));

    act(() => api.push('BetsCashoutUpdated', { cashoutUpdated: cashout('co-b1-2', 'b1', 1400) }));
    const button = await within(card).findByRole('button', { name: 'Cash Out $14.00' });
    expect(button.closest('.cashout')).toHaveAttribute('data-trend', 'up');
    expect(within(card).getByText('Cash out value up to $14.00')).toBeInTheDocument();

    act(() => api.push('BetsCashoutUpdated', { cashoutUpdated: cashout('co-b1-2', 'b1', 900) }));
    expect(await within(card).findByRole('button', { name: 'Cash Out $9.00' })).toBeInTheDocument();
    expect(within(card).getByText('Cash out value down to $9.00')).toBeInTheDocument();
  });

  it('a bet graded live (betHistory) leaves the open list', async () => {
    const open = bet('b1');
    const api = createBetsClient((op) => (op.operationName === 'BetsSection' ? { betHistorySection: connection(filterOf(op) === 'OPEN' ? [open, bet('b2')] : []) } : null));
    renderBets(api.client, '/my-bets', routes);
    expect(await screen.findAllByRole('article', { name: '2-Leg Parlay' })).toHaveLength(2);
    await waitFor(() => expect(api.subscribed('BetsHistoryUpdated')).toBe(true));
    act(() =>
      api.push('BetsHistoryUpdated', {
        betHistory: { ...open, state: 'SETTLED', status: 'SETTLED', outcome: 'WIN', cashout: null, amounts: { ...open.amounts, payout: { ...open.amounts.potential } } },
      }),
    );
    await waitFor(() => expect(screen.getAllByRole('article', { name: '2-Leg Parlay' })).toHaveLength(1));
  });
});

describe('<MyBetsPage>', () => {
  it('visitors see a log-in prompt that comes back here', async () => {
    useAuthStore.setState({ loginState: 'loggedOut', userId: null, bearerToken: null });
    const api = createBetsClient(() => null);
    renderBets(api.client, '/my-bets/settled', routes);
    expect(screen.getByRole('heading', { name: 'Log in to see your bets' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login?previousPath=%2Fmy-bets%2Fsettled');
    expect(api.named('BetsSection')).toHaveLength(0);
  });

  it('empty open list: "No open bets" with a way to the sports', async () => {
    const api = createBetsClient(() => ({ betHistorySection: connection([]) }));
    renderBets(api.client, '/my-bets', routes);
    expect(await screen.findByRole('heading', { name: 'No open bets' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Sports' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Open' })).toHaveAttribute('aria-current', 'page');
    expect(api.named('BetsSection')[0]?.variables).toMatchObject({ sectionId: 'BETTING', filter: 'OPEN', first: 20, after: null });
  });

  it('settled bets show outcomes, leg results and the regraded mark', async () => {
    const won = bet('b9', {
      type: 'STRAIGHT',
      numLegs: 1,
      state: 'SETTLED',
      status: 'SETTLED',
      outcome: 'WIN',
      regraded: true,
      cashout: null,
      closedAt: '2030-01-05T21:00:00Z',
      amounts: { __typename: 'BetAmounts', bet: { ...bet('x').amounts.bet }, potential: { ...bet('x').amounts.potential }, win: null, payout: { ...bet('x').amounts.potential }, cashout: null },
      legs: [{ ...bet('b9').legs[0]!, outcome: 'DEAD_HEAT', deadHeatFactor: '1/2', regraded: true }],
    });
    const api = createBetsClient(() => ({ betHistorySection: connection([won]) }));
    renderBets(api.client, '/my-bets/settled', routes);
    const card = await screen.findByRole('article', { name: 'Straight' });
    expect(within(card).getByText('Won')).toBeInTheDocument();
    expect(within(card).getAllByText('Regraded')).toHaveLength(2);
    expect(within(card).getByText('Dead heat (1/2)')).toBeInTheDocument();
    expect(within(card).getByText('Payout').nextElementSibling).toHaveTextContent('$36.45');
    expect(within(card).queryByRole('button', { name: /Cash Out/ })).not.toBeInTheDocument();
    expect(within(card).queryByText('Settled by the sportsbook')).not.toBeInTheDocument();
  });

  it("a bet the operator voided shows the override and the leg's note", async () => {
    const voided = bet('b10', {
      type: 'STRAIGHT',
      numLegs: 1,
      state: 'SETTLED',
      status: 'SETTLED',
      outcome: 'VOIDED',
      overrideOutcome: 'VOIDED',
      cashout: null,
      closedAt: '2030-01-05T21:00:00Z',
      legs: [{ ...bet('b10').legs[0]!, outcome: 'WIN', overrideOutcome: 'VOID', conditionalGradingDetails: "Result set by the sportsbook's settlement team." }],
    });
    const api = createBetsClient(() => ({ betHistorySection: connection([voided]) }));
    renderBets(api.client, '/my-bets/settled', routes);
    const card = await screen.findByRole('article', { name: 'Straight' });
    expect(within(card).getByText('Settled by the sportsbook')).toBeInTheDocument();
    expect(within(card).getByText("Result set by the sportsbook's settlement team.")).toBeInTheDocument();
  });
});
