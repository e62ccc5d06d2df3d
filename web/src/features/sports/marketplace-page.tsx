import { useEffect, type ReactElement } from 'react';
import { useLocation } from 'react-router';
import { useQuery, type ApolloError } from '@apollo/client';
import { RefreshCw, WifiOff } from 'lucide-react';
import { useBrand } from '@/brands/brand-context';
import { useOddsVariables } from '@/shared/odds/use-odds-format';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { SportsEventPageDocument, SportsListPageDocument, type MarketplacePageData } from './marketplace-operations';
import { useLiveMarketplace } from './live-updates';
import { PageHeader } from './page-header';
import { Shelf } from './shelves';
import { EventHeader } from './event-header';
import { BrowseDirectory } from './browse-directory';
import { EventPageSkeleton, ListPageSkeleton } from './skeletons';
import './sports.css';

/** List pages are read again this often, so new games and games going live appear. */
export const LIST_PAGE_POLL_MS = 60_000;

/** The canonical URL of an app path: no trailing slash, no query. */
export function canonicalUrlOf(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '/';
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Whether the server answered that the path names nothing (an unknown sport, competition or event). */
export function isNotFound(error: ApolloError | undefined): boolean {
  return Boolean(error?.graphQLErrors.some((e) => e.extensions?.code === 'NOT_FOUND'));
}

function isEventPath(path: string): boolean {
  return /\/event\/[^/]+/.test(path);
}

/** The sport a page is about (its icon beside the title), if any. */
function pageIcon(page: MarketplacePageData): string | null {
  if (page.pageType === 'LIVE') return 'live';
  if (page.pageType === 'EXCLUSIVES') return 'exclusives';
  if (page.pageType === 'SPORT') return page.canonicalUrl.split('/')[2] ?? null;
  return null;
}

/** Sets the tab's title ("Title | Brand"; the brand alone for ''); null leaves it. */
export function useDocumentTitle(title: string | null) {
  const brand = useBrand();
  useEffect(() => {
    if (title === null) return;
    const before = document.title;
    document.title = title ? `${title} | ${brand.name}` : brand.name;
    return () => {
      document.title = before;
    };
  }, [title, brand.name]);
}

/** A page that could not be read: what happened and a Retry button. */
export function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className="sports-page">
      <EmptyState
        headingLevel={1}
        icon={<WifiOff size={26} />}
        title="We couldn't load this page"
        action={
          <Button icon={<RefreshCw size={18} aria-hidden="true" />} onClick={onRetry} loading={retrying}>
            Retry
          </Button>
        }
      >
        <p>Check your connection, then try again. Your picks are kept.</p>
      </EmptyState>
    </div>
  );
}

/** A page of the sportsbook; its tabs, shelves and (on event pages) the scoreboard. */
function PageBody({ page }: { page: MarketplacePageData }) {
  const section = page.sections.find((s) => s.selected) ?? page.sections[0];
  const isHome = page.pageType === 'HOME';
  return (
    <div className={`sports-page sports-page--${page.pageType.toLowerCase()}`}>
      <PageHeader page={page} icon={pageIcon(page)}>
        {page.event ? <EventHeader event={page.event} /> : null}
      </PageHeader>
      <div className="sports-page__shelves">
        {section?.shelves.map((shelf, i) => (
          <Shelf key={`${shelf.__typename}:${'id' in shelf ? shelf.id : i}`} shelf={shelf} page={page} sectionTitle={section.title} />
        ))}
      </div>
      {isHome ? <BrowseDirectory /> : null}
      {isHome ? null : <p className="sports-page__note">Odds and lines can change at any time. Times are Eastern.</p>}
    </div>
  );
}

/**
 * Every sportsbook route (home, /live, /exclusives, /sport/...): the page at the current path
 * from `marketplacePage(canonicalUrl)`, kept live over the websocket. An unknown path shows
 * `notFound` (the app's not-found page).
 */
export function MarketplacePage({ notFound }: { notFound: ReactElement }) {
  const { pathname } = useLocation();
  const canonicalUrl = canonicalUrlOf(pathname);
  const odds = useOddsVariables();
  const eventPage = isEventPath(canonicalUrl);
  const options = { variables: { canonicalUrl, ...odds }, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first', notifyOnNetworkStatusChange: true } as const;
  const list = useQuery(SportsListPageDocument, { ...options, skip: eventPage, pollInterval: eventPage ? 0 : LIST_PAGE_POLL_MS });
  const single = useQuery(SportsEventPageDocument, { ...options, skip: !eventPage });
  const { data, previousData, error, refetch, networkStatus } = eventPage ? single : list;
  // While the odds format changes, the same page stays on screen (prices switch at once).
  const page: MarketplacePageData | null =
    data?.marketplacePage ?? (previousData?.marketplacePage.canonicalUrl === canonicalUrl ? previousData.marketplacePage : null);
  useLiveMarketplace(page, odds, refetch);
  useDocumentTitle(page ? (page.pageType === 'HOME' ? '' : page.title) : null);

  if (!page && isNotFound(error)) return notFound;
  if (!page && error) return <LoadError onRetry={() => void refetch()} retrying={networkStatus === 4} />;
  if (!page) return eventPage ? <EventPageSkeleton /> : <ListPageSkeleton />;
  return <PageBody page={page} />;
}
