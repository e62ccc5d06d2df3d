import type { RouteObject } from 'react-router';
import { CASINO_BASE, PA_CASINO_BASE } from './casino-paths';
import { CasinoRegionGate } from './region-gate';

/** Loads a route's chunk; the app passes its loader, which retries failed chunk loads. */
export type ChunkLoader = <T>(load: () => Promise<T>) => Promise<T>;

const direct: ChunkLoader = (load) => load();

function pages(base: string, load: ChunkLoader): RouteObject[] {
  const lobby = () => load(() => import('./lobby'));
  const category = () => load(() => import('./category-page'));
  return [
    { path: base, lazy: async () => ({ Component: (await lobby()).CasinoLobbyPage }) },
    { path: `${base}/lobby`, lazy: async () => ({ Component: (await lobby()).CasinoLobbyPage }) },
    { path: `${base}/category/jackpots/:jackpotSlug`, lazy: async () => ({ Component: (await load(() => import('./jackpots'))).JackpotPage }) },
    { path: `${base}/category/play_with_rewards`, lazy: async () => ({ Component: (await load(() => import('./rewards-pages'))).PlayWithRewardsPage }) },
    { path: `${base}/f2p/:promotionId`, lazy: async () => ({ Component: (await load(() => import('./rewards-pages'))).FreeToPlayPage }) },
    { path: `${base}/category/:categorySlug`, lazy: async () => ({ Component: (await category()).CategoryPage }) },
    {
      path: `${base}/category/:categorySlug/:gameProviderGameId`,
      lazy: async () => ({ Component: (await load(() => import('./game-page'))).GamePage }),
    },
  ];
}

/**
 * The casino's pages, lazily loaded, absolute paths: `/casino` and `/casino/lobby` (the lobby),
 * `/casino/category/{slug}`, `/casino/category/jackpots/{jackpot}`,
 * `/casino/category/play_with_rewards`, `/casino/f2p/{promotionId}` (a free-to-play promotion),
 * `/casino/category/{slug}/{gameProviderGameId}` (the game
 * page), and the same under `/pa/casino`. The region gate sends US-PA visitors to the PA set.
 * Place them as children of the full layout.
 */
export function casinoRoutes(load: ChunkLoader = direct): RouteObject[] {
  return [{ element: <CasinoRegionGate />, children: [...pages(CASINO_BASE, load), ...pages(PA_CASINO_BASE, load)] }];
}

/**
 * The casino history's detail pages: `account/history/casino/{sessionId}` (the session's rounds)
 * and `account/history/casino/{roundId}/round?session={sessionId}` (a round). Login-required:
 * the app places them with the history frame behind the account area's guard (their static
 * `casino` segment ranks them before the frame's `{sectionId}/{sessionId}`).
 */
export function casinoHistoryRoutes(load: ChunkLoader = direct): RouteObject[] {
  const history = () => load(() => import('./casino-history'));
  return [
    { path: '/account/history/casino/:roundId/round', lazy: async () => ({ Component: (await history()).CasinoRoundPage }) },
    { path: '/account/history/casino/:sessionId', lazy: async () => ({ Component: (await history()).CasinoSessionPage }) },
  ];
}
