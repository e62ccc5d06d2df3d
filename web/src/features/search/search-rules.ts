/**
 * The search box's rules (docs/product/search.md): what typing keeps, when a term searches, and
 * the results page's paths. The server applies the same cleaning and limits to every call.
 */

/** Characters the search box removes as they are typed. */
const STRIPPED = /[%<]/g;
/** Used until startup data names the minimum length. */
export const FALLBACK_MINIMUM_LENGTH = 3;
/** Used until startup data names the debounce. */
export const FALLBACK_DEBOUNCE_MS = 1000;
/** Used until startup data names the maximum length. */
export const FALLBACK_MAXIMUM_LENGTH = 99;
/** Suggestions the header box lists. */
export const SUGGESTIONS = 6;
/** Results a results-page tab lists. */
export const RESULTS_PER_PAGE = 30;

/** The results page's base path. */
export const SEARCH_BASE = '/search';

export type SearchTabKey = 'all' | 'sportsbook' | 'casino';
export const SEARCH_TABS: { key: SearchTabKey; label: string; api: 'ALL' | 'SPORTSBOOK' | 'CASINO' }[] = [
  { key: 'all', label: 'ALL', api: 'ALL' },
  { key: 'sportsbook', label: 'SPORTSBOOK', api: 'SPORTSBOOK' },
  { key: 'casino', label: 'CASINO', api: 'CASINO' },
];

/** The typed value without `%` and `<`. */
export function stripTerm(typed: string): string {
  return typed.replace(STRIPPED, '');
}

/** The term a search runs with: stripped, trimmed, inner spaces collapsed. */
export function cleanTerm(typed: string): string {
  return stripTerm(typed).trim().replace(/\s+/g, ' ');
}

/** Whether the cleaned term is long enough to search. */
export function isSearchable(typed: string, minimumLength: number): boolean {
  return [...cleanTerm(typed)].length >= minimumLength;
}

/** `/search/{term}/all`, with `?tab=` for the SPORTSBOOK and CASINO tabs. */
export function searchPath(term: string, tab: SearchTabKey = 'all'): string {
  const path = `${SEARCH_BASE}/${encodeURIComponent(cleanTerm(term))}/all`;
  return tab === 'all' ? path : `${path}?tab=${tab}`;
}

/** Whether a path is the results page (or its base). */
export function isSearchPath(pathname: string): boolean {
  return pathname === SEARCH_BASE || pathname.startsWith(`${SEARCH_BASE}/`);
}

/** The tab a `?tab=` value names (ALL for anything else). */
export function parseTab(value: string | null): SearchTabKey {
  return value === 'sportsbook' || value === 'casino' ? value : 'all';
}
