import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { betsPaths } from './bets-paths';

/** Loads a route's chunk; the app passes its loader, which retries failed chunk loads. */
export type ChunkLoader = <T>(load: () => Promise<T>) => Promise<T>;

const direct: ChunkLoader = (load) => load();

/**
 * The sportsbook's bet pages (see docs/product/settlement-and-cash-out.md), lazily loaded, absolute
 * paths: place them as children of the full layout (the betslip sits beside them). `/shared_bet`
 * needs no login; My Bets shows visitors a log-in prompt.
 */
export function myBetsRoutes(load: ChunkLoader = direct): RouteObject[] {
  const page = () => load(() => import('./my-bets-page'));
  return [
    {
      path: betsPaths.open,
      lazy: async () => {
        const { MyBetsPage } = await page();
        return { element: <MyBetsPage tab="open" /> };
      },
    },
    {
      path: betsPaths.settled,
      lazy: async () => {
        const { MyBetsPage } = await page();
        return { element: <MyBetsPage tab="settled" /> };
      },
    },
    {
      path: '/shared_bet',
      lazy: async () => {
        const { SharedBetPage } = await load(() => import('./shared-bet-page'));
        return { Component: SharedBetPage };
      },
    },
  ];
}

/**
 * The account history frame: account/history, history/{sectionId} and
 * history/{sectionId}/{sessionId}. Login-required: place them behind the account area's
 * guard. `transactions` is the Transactions section's content (the wallet's list) and
 * `casino` the Casino section's (the casino's sessions) with `casinoRoutes`, its session and
 * round pages; the app layer composes them because features do not import one another.
 */
export function historyRoutes({
  load = direct,
  transactions,
  casino,
  casinoRoutes = [],
}: { load?: ChunkLoader; transactions?: ReactNode; casino?: ReactNode; casinoRoutes?: RouteObject[] } = {}): RouteObject[] {
  return [
    ...casinoRoutes,
    { path: '/account/history', element: <Navigate to={betsPaths.history('BETTING')} replace /> },
    {
      path: '/account/history/:sectionId',
      lazy: async () => {
        const { HistoryPage } = await load(() => import('./history-page'));
        return { element: <HistoryPage transactions={transactions} casino={casino} /> };
      },
    },
    {
      path: '/account/history/:sectionId/:sessionId',
      lazy: async () => {
        const { BetDetailPage } = await load(() => import('./bet-detail-page'));
        return { Component: BetDetailPage };
      },
    },
  ];
}
