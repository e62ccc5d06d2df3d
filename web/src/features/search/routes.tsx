import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage } from '@/shared/routing/lazy-page';

/** The results page and its base (full layout); both show `notFound` while the `search` flag is off. */
export function searchRoutes(notFound: ReactNode): RouteObject[] {
  return [
    { path: '/search', lazy: lazyPage(() => import('./search-page'), (m) => <m.SearchHomePage notFound={notFound} />) },
    { path: '/search/:term/all', lazy: lazyPage(() => import('./search-page'), (m) => <m.SearchResultsPage notFound={notFound} />) },
  ];
}
