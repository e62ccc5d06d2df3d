import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { SearchHomePage, SearchResultsPage } from './search-page';

/** The results page and its base (full layout); both show `notFound` while the `search` flag is off. */
export function searchRoutes(notFound: ReactNode): RouteObject[] {
  return [
    { path: '/search', element: <SearchHomePage notFound={notFound} /> },
    { path: '/search/:term/all', element: <SearchResultsPage notFound={notFound} /> },
  ];
}
