import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { MarketplacePage } from './marketplace-page';
import { lazyPage } from '@/shared/routing/lazy-page';

/**
 * The sportsbook's pages (see docs/product/sports-and-odds.md): home, /live and /live/{sport},
 * /exclusives, /quick-bets, /parlay-lounge (flag `parlayLounge`), and
 * /sport/{sport}[/section/{section}], .../organization/{organization},
 * .../competition/{competition}[/{section}], .../event/{eventId}[/{section}]. The server decides
 * what each path names; `notFound` is the app's not-found page for the rest. Absolute paths: place
 * them as children of the full layout.
 */
export function sportsRoutes(notFound: ReactElement): RouteObject[] {
  const page = <MarketplacePage notFound={notFound} />;
  return [
    { path: '/live', element: page },
    { path: '/live/:sport', element: page },
    { path: '/exclusives', element: page },
    { path: '/quick-bets', lazy: lazyPage(() => import('./quick-bets-page'), (m) => <m.QuickBetsPage />) },
    { path: '/parlay-lounge', lazy: lazyPage(() => import('./parlay-lounge-page'), (m) => <m.ParlayLoungePage notFound={notFound} />) },
    { path: '/sport/*', element: page },
  ];
}

/** The sportsbook home (the marketplace page at `/`). */
export function SportsHomePage({ notFound }: { notFound: ReactElement }) {
  return <MarketplacePage notFound={notFound} />;
}

/** The match tracker (`/streams/:eventId/tracker`, the built-in provider's stream URL): no shell. */
export const streamRoutes: RouteObject[] = [{ path: '/streams/:eventId/tracker', lazy: lazyPage(() => import('./match-tracker'), (m) => <m.TrackerPage />) }];
