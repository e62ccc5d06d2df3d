import type { ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/shared/auth/auth-store';
import { clearToasts } from '@/shared/ui/toast-store';
import { BetDetailPage } from './bet-detail-page';
import { listVariables } from './bet-cache';
import { BetsSectionDocument } from './bets-operations';
import { HistoryPage } from './history-page';
import { bet, connection, createBetsClient, money, renderBets } from './test-utils';

vi.mock('@/shared/api/report-error', () => ({ reportError: vi.fn() }));

const sections = {
  betHistoryPage: {
    __typename: 'BetHistoryPage',
    hasBets: true,
    sections: [
      { __typename: 'BetHistorySectionInfo', id: 'BETTING', title: 'Betting' },
      { __typename: 'BetHistorySectionInfo', id: 'CASINO', title: 'Casino' },
      { __typename: 'BetHistorySectionInfo', id: 'TRANSACTION', title: 'Transactions' },
    ],
  },
};
const totals = { betHistoryTotals: { __typename: 'BetHistoryTotals', count: 21, staked: money(21000), paid: money(5000), profit: money(-16000) } };

/** Bets b0..b{n-1}, each a minute older than the one before. */
function bets(n: number, from = 0) {
  return Array.from({ length: n }, (_, i) => bet(`b${from + i}`, { placedAt: new Date(Date.parse('2030-01-04T15:00:00Z') - (from + i) * 60_000).toISOString() }));
}

const routes = (transactions?: ReactNode) => ({
  '/account/history/:sectionId': <HistoryPage transactions={transactions} />,
  '/account/history/:sectionId/:sessionId': <BetDetailPage />,
});

beforeEach(() => {
  useAuthStore.setState({ loginState: 'loggedIn', userId: 'u1', bearerToken: 't' });
});

afterEach(() => {
  useAuthStore.setState({ loginState: 'loggedOut', userId: null, bearerToken: null });
  clearToasts();
});

describe('<HistoryPage>', () => {
  it('Betting: section tabs, totals, 20 bets and "Load more" after the end cursor', async () => {
    const api = createBetsClient((op) => {
      if (op.operationName === 'BetsHistoryPage') return sections;
      if (op.operationName === 'BetsHistoryTotals') return totals;
      if (op.operationName === 'BetsSection') {
        return op.variables.after === 'c20' ? { betHistorySection: connection(bets(1, 20), 'c21', false) } : { betHistorySection: connection(bets(20), 'c20', true) };
      }
      return null;
    });
    renderBets(api.client, '/account/history/betting', routes());
    expect(screen.getByRole('heading', { level: 1, name: 'History' })).toBeInTheDocument();
    const tabs = await screen.findByRole('navigation', { name: 'History sections' });
    expect(within(tabs).getAllByRole('link').map((l) => l.textContent)).toEqual(['Betting', 'Casino', 'Transactions']);
    expect(within(tabs).getByRole('link', { name: 'Betting' })).toHaveAttribute('aria-current', 'page');

    const list = await screen.findByRole('list', { name: 'Bets' });
    expect(within(list).getAllByRole('link')).toHaveLength(20);
    const totalsList = await screen.findByLabelText('Totals');
    expect(totalsList).toHaveTextContent('21');
    expect(totalsList).toHaveTextContent('$210.00');
    expect(totalsList).toHaveTextContent('-$160.00');
    expect(api.named('BetsSection')[0]?.variables).toEqual({ sectionId: 'BETTING', filter: 'ALL', from: null, to: null, first: 20, after: null });

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(21));
    expect(api.named('BetsSection')[1]?.variables).toMatchObject({ first: 20, after: 'c20' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('21 bets shown')).toBeInTheDocument();
    expect(within(list).getAllByRole('link')[0]).toHaveAttribute('href', '/account/history/betting/b0');
  });

  it('filters by state and date range (display time zone) through the query string', async () => {
    const api = createBetsClient((op) => {
      if (op.operationName === 'BetsHistoryPage') return sections;
      if (op.operationName === 'BetsHistoryTotals') return totals;
      if (op.operationName === 'BetsSection') return { betHistorySection: connection([]) };
      return null;
    });
    renderBets(api.client, '/account/history/betting', routes());
    expect(await screen.findByRole('heading', { name: 'No bets yet' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Settled' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account/history/betting?filter=settled'));
    expect(await screen.findByRole('heading', { name: 'No bets match these filters' })).toBeInTheDocument();
    expect(api.named('BetsSection').at(-1)?.variables).toMatchObject({ filter: 'SETTLED' });

    await userEvent.type(screen.getByLabelText('From'), '2025-01-15');
    await userEvent.type(screen.getByLabelText('To'), '2025-01-31');
    await waitFor(() =>
      expect(api.named('BetsSection').at(-1)?.variables).toMatchObject({ filter: 'SETTLED', from: '2025-01-15T05:00:00.000Z', to: '2025-02-01T04:59:59.999Z' }),
    );
    expect(api.named('BetsHistoryTotals').at(-1)?.variables).toEqual({ filter: 'SETTLED', from: '2025-01-15T05:00:00.000Z', to: '2025-02-01T04:59:59.999Z' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear dates' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/\/account\/history\/betting\?filter=settled$/));
  });

  it('a backwards date range is refused without a query', async () => {
    const api = createBetsClient((op) => (op.operationName === 'BetsHistoryPage' ? sections : op.operationName === 'BetsHistoryTotals' ? totals : { betHistorySection: connection([]) }));
    renderBets(api.client, '/account/history/betting?from=2025-02-01&to=2025-01-01', routes());
    expect(await screen.findByRole('alert')).toHaveTextContent('The end date must be on or after the start date.');
    expect(api.named('BetsSection')).toHaveLength(0);
  });

  it('Casino shows its empty state; Transactions shows the wallet section handed in', async () => {
    const api = createBetsClient((op) => (op.operationName === 'BetsHistoryPage' ? sections : null));
    renderBets(api.client, '/account/history/casino', routes(<section aria-label="Transactions">wallet receipts</section>));
    expect(screen.getByRole('heading', { name: 'No casino activity yet' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('link', { name: 'Transactions' }));
    expect(screen.getByRole('region', { name: 'Transactions' })).toHaveTextContent('wallet receipts');
    expect(screen.getByTestId('location')).toHaveTextContent('/account/history/transactions');
  });

  it('Casino shows the casino section handed in instead of the empty state', async () => {
    const api = createBetsClient((op) => (op.operationName === 'BetsHistoryPage' ? sections : null));
    renderBets(api.client, '/account/history/casino', {
      '/account/history/:sectionId': <HistoryPage casino={<section aria-label="Casino sessions">casino sessions</section>} />,
    });
    expect(screen.getByRole('region', { name: 'Casino sessions' })).toHaveTextContent('casino sessions');
    expect(screen.queryByRole('heading', { name: 'No casino activity yet' })).not.toBeInTheDocument();
  });

  it('unknown and singular section names lead to the right section', async () => {
    const api = createBetsClient((op) => (op.operationName === 'BetsHistoryPage' ? sections : null));
    renderBets(api.client, '/account/history/transaction', routes(<p>wallet receipts</p>));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account/history/transactions'));
    expect(screen.getByText('wallet receipts')).toBeInTheDocument();
  });
});

describe('<BetDetailPage>', () => {
  it('shows a bet from the cache in full', async () => {
    const api = createBetsClient(() => null);
    const b = bet('b7', { state: 'SETTLED', status: 'SETTLED', outcome: 'LOSS', cashout: null, closedAt: '2030-01-05T21:00:00Z' });
    api.client.writeQuery({ query: BetsSectionDocument, variables: listVariables('ALL'), data: { __typename: 'Query', betHistorySection: connection([b]) } });
    renderBets(api.client, '/account/history/betting/b7', routes());
    const card = await screen.findByRole('article', { name: '2-Leg Parlay' });
    expect(within(card).getByText('Lost')).toBeInTheDocument();
    expect(within(card).getByText(/^Settled/)).toBeInTheDocument();
    expect(within(card).getByText('Bet ID b7')).toBeInTheDocument();
    expect(api.named('BetsSection')).toHaveLength(0);
  });

  it('reads history pages to find a bet that is not cached, and says when it is not there', async () => {
    const api = createBetsClient((op) =>
      op.variables.after === 'c1' ? { betHistorySection: connection([bet('b2')], null, false) } : { betHistorySection: connection([bet('b1')], 'c1', true) },
    );
    renderBets(api.client, '/account/history/betting/b2', routes());
    expect(await screen.findByRole('article', { name: '2-Leg Parlay' })).toHaveTextContent('Bet ID b2');
    expect(api.named('BetsSection').map((o) => o.variables.after)).toEqual([null, 'c1']);

    const missing = createBetsClient(() => ({ betHistorySection: connection([bet('b1')], null, false) }));
    renderBets(missing.client, '/account/history/betting/nope', routes());
    expect(await screen.findByRole('heading', { name: 'Bet not found' })).toBeInTheDocument();
  });
});
