import type { RouteObject } from 'react-router';
import { SearchHomePage, SearchResultsPage } from './search-page';

/** The results page and its base (full layout); both answer "not found" while the `search` flag is off. */
export const searchRoutes: RouteObject[] = [
  { path: '/search', element: <SearchHomePage /> },
  { path: '/search/:term/all', element: <SearchResultsPage /> },
];
