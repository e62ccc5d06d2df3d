import './search.css';
import { useQuery } from '@apollo/client';
import { Link, useParams, useSearchParams } from 'react-router';
import { CircleAlert, SearchX, Search as SearchGlyph } from 'lucide-react';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useFeatureFlag } from '@/shared/flags/use-feature-flag';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/shared/ui/tabs';
import type { ReactNode } from 'react';
import { SearchPageDocument } from './search-operations';
import { resultDetail, SearchIcon } from './search-result-parts';
import { cleanTerm, isSearchable, parseTab, RESULTS_PER_PAGE, SEARCH_TABS, type SearchTabKey } from './search-rules';
import { useRecentSearches } from './use-recent-searches';
import { useSearchSettings } from './use-search-settings';

/** `/search`: what the results page says before anything is searched (`notFound` while the flag is off). */
export function SearchHomePage({ notFound }: { notFound: ReactNode }) {
  const enabled = useFeatureFlag('search');
  const { minimumLength } = useSearchSettings();
  useDocumentTitle('Search');
  if (!enabled) return notFound;
  return (
    <div className="search-page">
      <EmptyState icon={<SearchGlyph size={32} />} title="Search" headingLevel={1}>
        Type at least {minimumLength} characters in the search box to find events, teams, players, competitions and casino games.
      </EmptyState>
    </div>
  );
}

/** `/search/{term}/all`: the term's results in the tabs ALL, SPORTSBOOK and CASINO (`?tab=`); `notFound` while the flag is off. */
export function SearchResultsPage({ notFound }: { notFound: ReactNode }) {
  const enabled = useFeatureFlag('search');
  const { minimumLength } = useSearchSettings();
  const { term: raw = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get('tab'));
  const term = cleanTerm(raw);
  const searchable = isSearchable(term, minimumLength);
  const api = SEARCH_TABS.find((t) => t.key === tab)?.api ?? 'ALL';
  const recent = useRecentSearches(false);
  const { data, previousData, loading, error, refetch } = useQuery(SearchPageDocument, {
    variables: { term, tab: api, first: RESULTS_PER_PAGE },
    skip: !enabled || !searchable,
    fetchPolicy: 'cache-and-network',
  });
  useDocumentTitle(searchable ? `Search results for ${term}` : 'Search');
  if (!enabled) return notFound;

  // The counts stay on the tabs while another tab loads.
  const page = data?.searchPage ?? previousData?.searchPage;
  const counts: Record<SearchTabKey, number | undefined> = {
    all: page?.allCount,
    sportsbook: page?.sportsbookCount,
    casino: page?.casinoCount,
  };
  const current = data?.searchPage;

  let body;
  if (!searchable) {
    body = (
      <EmptyState icon={<SearchGlyph size={32} />} title="Keep typing">
        Enter at least {minimumLength} characters to search.
      </EmptyState>
    );
  } else if (!current && loading) {
    body = (
      <div className="search-results" aria-busy="true" aria-label="Loading results">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={56} radius={10} />
        ))}
      </div>
    );
  } else if (!current && error) {
    body = (
      <div role="alert">
        <EmptyState
          icon={<CircleAlert size={32} />}
          title="Something went wrong"
          action={
            <Button variant="outline" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        >
          We could not search right now. Check your connection and try again.
        </EmptyState>
      </div>
    );
  } else if (!current || current.results.length === 0) {
    body = (
      <EmptyState icon={<SearchX size={32} />} title={`No results for “${term}”`}>
        Check the spelling, or search for a team, player, competition or game.
      </EmptyState>
    );
  } else {
    body = (
      <ul className="search-results">
        {current.results.map((r) => (
          <li key={r.id}>
            <Link className="search-result" to={r.path} onClick={() => recent.remember(term)}>
              <SearchIcon kind={r.kind} />
              <span className="search-result__text">
                <span className="search-result__title">{r.title}</span>
                <span className="search-result__detail">{resultDetail(r)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="search-page">
      <h1 className="search-page__title">Search results</h1>
      {searchable ? <p className="search-page__term">for “{term}”</p> : null}
      <Tabs
        value={tab}
        onValueChange={(next) => {
          const key = parseTab(next);
          setParams(key === 'all' ? {} : { tab: key }, { replace: true });
        }}
      >
        <TabsList aria-label="Result types" className="search-page__tabs">
          {SEARCH_TABS.map((t) => (
            <TabsTrigger key={t.key} value={t.key}>
              {t.label}
              {counts[t.key] !== undefined ? <span className="search-page__count"> ({counts[t.key]})</span> : null}
            </TabsTrigger>
          ))}
        </TabsList>
        {SEARCH_TABS.map((t) => (
          <TabsContent key={t.key} value={t.key}>
            {t.key === tab ? body : null}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
