import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/shared/auth/auth-store';
import { CasinoHistorySection, CasinoRoundPage, CasinoSessionPage } from './casino-history';
import { createCasinoClient, money, renderCasino } from './test-utils';

vi.mock('@/shared/api/report-error', () => ({ reportError: vi.fn() }));

afterEach(() => {
  useAuthStore.setState({ loginState: 'loggedOut', userId: null, bearerToken: null });
});

function session(i: number, over: Record<string, unknown> = {}) {
  return {
    __typename: 'CasinoGameSession',
    id: `s${i}`,
    active: false,
    openedAt: new Date(Date.parse('2030-01-04T15:00:00Z') - i * 3_600_000).toISOString(),
    closedAt: null,
    roundCount: 3,
    staked: money(300),
    won: money(450),
    game: { __typename: 'CasinoGame', id: 'builtin:slot', name: 'Gold Rush Reels' },
    ...over,
  };
}

function round(id: string, sessionId: string, stake: number, won: number) {
  return {
    __typename: 'CasinoRound',
    roundId: id,
    sessionId,
    gameName: 'Gold Rush Reels',
    staked: money(stake),
    won: money(won),
    net: money(won - stake),
    startedAt: '2030-01-04T15:01:00Z',
    updatedAt: '2030-01-04T15:01:02Z',
  };
}

const routes = {
  '/account/history/casino': <CasinoHistorySection />,
  '/account/history/casino/:sessionId': <CasinoSessionPage />,
  '/account/history/casino/:roundId/round': <CasinoRoundPage />,
};

describe('casino history', () => {
  it('sessions (newest first, Load more by offset) -> a session\'s rounds -> a round\'s detail', async () => {
    const api = createCasinoClient((op) => {
      switch (op.operationName) {
        case 'CasinoGameSessions': {
          const offset = op.variables.offset as number;
          const items = offset === 0 ? Array.from({ length: 20 }, (_, i) => session(i, i === 0 ? { active: true, game: null } : {})) : [session(20)];
          return { casinoGameSessions: { __typename: 'CasinoGameSessionPage', items, offset, limit: 20, totalCount: 21 } };
        }
        case 'CasinoGameSession':
          return {
            casinoGameSession: { ...session(1), staked: money(300), won: money(150), rounds: [round('r1', 's1', 100, 0), round('r2', 's1', 200, 150)] },
          };
        case 'CasinoRoundDetail':
          return { casinoRoundDetail: round(op.variables.roundId as string, op.variables.sessionId as string, 200, 150) };
        default:
          return null;
      }
    });
    renderCasino(api, '/account/history/casino', routes);

    const list = await screen.findByRole('list', { name: 'Casino sessions' });
    const rows = within(list).getAllByRole('link');
    expect(rows).toHaveLength(20);
    expect(api.named('CasinoGameSessions')[0]?.variables).toEqual({ offset: 0, limit: 20 });
    // A game that left the catalogue, still open.
    expect(rows[0]).toHaveTextContent('A game no longer offered');
    expect(rows[0]).toHaveTextContent('Open');
    const second = rows[1]!;
    expect(second).toHaveTextContent('Gold Rush Reels');
    expect(second).toHaveTextContent(/Opened Jan 4, 2030/);
    expect(within(second).getByText('Rounds').nextElementSibling).toHaveTextContent('3');
    expect(within(second).getByText('Staked').nextElementSibling).toHaveTextContent('$3.00');
    expect(within(second).getByText('Won').nextElementSibling).toHaveTextContent('$4.50');
    expect(within(second).getByText('Net').nextElementSibling).toHaveTextContent('$1.50');
    expect(second).toHaveAttribute('href', '/account/history/casino/s1');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(21));
    expect(api.named('CasinoGameSessions')[1]?.variables).toEqual({ offset: 20, limit: 20 });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await userEvent.click(within(list).getAllByRole('link')[1]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Gold Rush Reels' })).toBeInTheDocument();
    expect(api.named('CasinoGameSession')[0]?.variables).toEqual({ id: 's1' });
    const totals = screen.getByLabelText('Session totals');
    expect(within(totals).getByText('Net').nextElementSibling).toHaveTextContent('-$1.50');
    const rounds = screen.getByRole('list', { name: 'Rounds' });
    const roundLinks = within(rounds).getAllByRole('link');
    expect(roundLinks.map((l) => l.getAttribute('href'))).toEqual(['/account/history/casino/r1/round?session=s1', '/account/history/casino/r2/round?session=s1']);
    expect(roundLinks[1]).toHaveTextContent('Round r2');
    expect(within(roundLinks[1]!).getByText('Net').nextElementSibling).toHaveTextContent('-$0.50');

    await userEvent.click(roundLinks[1]!);
    const detail = await screen.findByLabelText('Round detail');
    expect(api.named('CasinoRoundDetail')[0]?.variables).toEqual({ sessionId: 's1', roundId: 'r2' });
    expect(within(detail).getByText('Round').nextElementSibling).toHaveTextContent('r2');
    expect(within(detail).getByText('Staked').nextElementSibling).toHaveTextContent('$2.00');
    expect(within(detail).getByText('Won').nextElementSibling).toHaveTextContent('$1.50');
    expect(within(detail).getByText('Net').nextElementSibling).toHaveTextContent('-$0.50');
    expect(screen.getByRole('link', { name: 'Session' })).toHaveAttribute('href', '/account/history/casino/s1');
  });

  it('keeps the empty state for a player with no sessions', async () => {
    const api = createCasinoClient(() => ({ casinoGameSessions: { __typename: 'CasinoGameSessionPage', items: [], offset: 0, limit: 20, totalCount: 0 } }));
    renderCasino(api, '/account/history/casino', routes);
    expect(await screen.findByRole('heading', { name: 'No casino activity yet' })).toBeInTheDocument();
  });

  it('says a session or round of another player (null) is not available', async () => {
    const api = createCasinoClient((op) => (op.operationName === 'CasinoGameSession' ? { casinoGameSession: null } : { casinoRoundDetail: null }));
    renderCasino(api, '/account/history/casino/other', routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'This session is not available.' })).toBeInTheDocument();
  });

  it('a round link without its session is not available (no query)', () => {
    const api = createCasinoClient(() => null);
    renderCasino(api, '/account/history/casino/r1/round', routes);
    expect(screen.getByRole('heading', { level: 1, name: 'This round is not available.' })).toBeInTheDocument();
    expect(api.operations).toHaveLength(0);
  });
});
