import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useApolloClient, useQuery } from '@apollo/client';
import { Zap } from 'lucide-react';
import type { QuickBetsMode } from '@/graphql/graphql';
import { useOddsVariables } from '@/shared/odds/use-odds-format';
import { QuickPickContext } from '@/shared/selections/quick-pick';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';
import {
  SportsQuickBetsModesDocument,
  SportsQuickBetsMoreDocument,
  SportsQuickBetsPageDocument,
  SportsQuickBetUpdatedDocument,
  type QuickBetsModeTabData,
  type QuickBetsSectionData,
} from './quick-bets-operations';
import { EVENTS_PER_SUBSCRIPTION, useChunkedSubscription } from './live-updates';
import { LoadError, useDocumentTitle } from './marketplace-page';
import { QuickBetCard } from './quick-bet-card';
import { usePeriodicRefresh } from './use-periodic-refresh';
import './sports.css';

/** Cards read at once (the first page, and each "Show more"). */
export const QUICK_BETS_PAGE_SIZE = 12;
/** The modes' counts are read again this often. */
export const QUICK_BETS_MODES_REFRESH_MS = 60_000;

const MODES: Record<string, QuickBetsMode> = { popular: 'POPULAR', live: 'LIVE', 'starting-soon': 'STARTING_SOON' };

/** The `?mode=` value of a mode ("starting-soon"). */
export function modeParam(mode: QuickBetsMode): string {
  return mode.toLowerCase().replace(/_/g, '-');
}

/** The mode a `?mode=` value names (Popular by default). */
export function modeOf(param: string | null): QuickBetsMode {
  return (param && MODES[param]) || 'POPULAR';
}

/** Merges a next page into a section: its cards appended (no card twice), the new cursor. */
export function appendPage(section: QuickBetsSectionData, next: QuickBetsSectionData): QuickBetsSectionData {
  const seen = new Set(section.cards.map((c) => c.id));
  return { ...section, totalCount: next.totalCount, pageInfo: next.pageInfo, cards: [...section.cards, ...next.cards.filter((c) => !seen.has(c.id))] };
}

function ModeTabs({ modes, current }: { modes: QuickBetsModeTabData[]; current: QuickBetsMode }) {
  return (
    <nav className="section-tabs" aria-label="Quick Bets modes">
      <ul>
        {modes.map((m) => (
          <li key={m.mode}>
            <Link
              to={m.mode === 'POPULAR' ? '/quick-bets' : `/quick-bets?mode=${modeParam(m.mode)}`}
              className="section-tabs__tab"
              aria-current={m.mode === current ? 'page' : undefined}
              replace
            >
              {m.title}
              <span className="chip__count quick-tabs__count">
                {m.count}
                <span className="sr-only">{m.count === 1 ? ' game' : ' games'}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function QuickBetsSkeleton() {
  return (
    <div aria-busy="true">
      <span className="sr-only" role="status">
        Loading Quick Bets
      </span>
      <ul className="quick-grid" aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i}>
            <div className="quick-card">
              <Skeleton width={140} height={14} />
              <Skeleton width="70%" height={20} />
              <Skeleton width="60%" height={20} />
              <div className="quick-card__picks" style={{ ['--n' as string]: 2 }}>
                <Skeleton height={48} radius={6} />
                <Skeleton height={48} radius={6} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The cards of a mode, kept live by event (`eventQuickBetDetailsUpdated` writes into the cache). */
function Section({ section, onMore, loadingMore, moreFailed }: { section: QuickBetsSectionData; onMore: () => void; loadingMore: boolean; moreFailed: boolean }) {
  const odds = useOddsVariables();
  const ids = useMemo(() => section.cards.map((c) => c.id), [section.cards]);
  const vars = useMemo(() => ({ oddsFormat: odds.oddsFormat, includeOddsTrend: odds.includeOddsTrend }), [odds.oddsFormat, odds.includeOddsTrend]);
  useChunkedSubscription({ query: SportsQuickBetUpdatedDocument, idsVariable: 'eventIds', ids, size: EVENTS_PER_SUBSCRIPTION, variables: vars });

  const headingId = `quick-${section.id.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
  if (section.cards.length === 0) {
    return (
      <section className="shelf shelf--empty" aria-labelledby={headingId}>
        <EmptyState icon={<Zap size={26} />} title={section.title}>
          <p id={headingId}>{section.emptyMessage}</p>
        </EmptyState>
      </section>
    );
  }
  return (
    <section className="shelf" aria-labelledby={headingId}>
      <header className="shelf__head">
        <div className="shelf__titles">
          <h2 className="shelf__title" id={headingId}>
            {section.title}
          </h2>
          <p className="shelf__subtitle" aria-live="polite">{`Showing ${section.cards.length} of ${section.totalCount}`}</p>
        </div>
      </header>
      <ul className="quick-grid">
        {section.cards.map((card) => (
          <li key={card.id}>
            <QuickBetCard card={card} />
          </li>
        ))}
      </ul>
      {section.pageInfo.hasNextPage ? (
        <div className="quick-more">
          {moreFailed ? (
            <p className="quick-more__error" role="alert">
              We couldn&apos;t load more games. Check your connection, then try again.
            </p>
          ) : null}
          <Button variant="outline" onClick={onMore} loading={loadingMore}>
            Show more
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/**
 * Quick Bets (`/quick-bets`): one-tap result bets by mode (Popular, Live,
 * Starting Soon as `?mode=`), a page at a time with "Show more", prices live. A tap on a price
 * opens the quick bet (the server's quick betslip), not the main slip.
 */
export function QuickBetsPage() {
  const [params] = useSearchParams();
  const mode = modeOf(params.get('mode'));
  const odds = useOddsVariables();
  const client = useApolloClient();
  const variables = { mode, first: QUICK_BETS_PAGE_SIZE, ...odds };
  const { data, previousData, error, refetch, networkStatus, fetchMore } = useQuery(SportsQuickBetsPageDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const [more, setMore] = useState<{ loading: boolean; failed: boolean }>({ loading: false, failed: false });
  useDocumentTitle('Quick Bets');

  const page = data?.quickBetsPage ?? (previousData?.quickBetsPage.section.mode === mode ? previousData.quickBetsPage : null);
  const counts = usePeriodicRefresh(
    () => client.query({ query: SportsQuickBetsModesDocument, variables: { mode }, fetchPolicy: 'network-only' }).then(({ data: d }) => d?.quickBetsPage.modes),
    QUICK_BETS_MODES_REFRESH_MS,
    mode,
    Boolean(page),
  );

  const showMore = async () => {
    const after = page?.section.pageInfo.endCursor;
    if (!after || more.loading) return;
    setMore({ loading: true, failed: false });
    try {
      await fetchMore({
        query: SportsQuickBetsMoreDocument,
        variables: { mode, first: QUICK_BETS_PAGE_SIZE, after, ...odds },
        updateQuery: (prev, { fetchMoreResult }) => ({ ...prev, quickBetsPage: { ...prev.quickBetsPage, section: appendPage(prev.quickBetsPage.section, fetchMoreResult.quickBetsSection) } }),
      });
      setMore({ loading: false, failed: false });
    } catch {
      setMore({ loading: false, failed: true });
    }
  };

  let body;
  if (!page && error) body = <LoadError onRetry={() => void refetch()} retrying={networkStatus === 4} />;
  else if (!page) body = <QuickBetsSkeleton />;
  else body = <Section key={mode} section={page.section} onMore={() => void showMore()} loadingMore={more.loading} moreFailed={more.failed} />;

  return (
    <div className="sports-page sports-page--quick-bets">
      <header className="sports-page__header">
        <div className="sports-page__title-row">
          <h1 className="sports-page__title">
            <Zap className="sports-page__title-icon" size={28} aria-hidden="true" />
            Quick Bets
          </h1>
        </div>
        <p className="shelf__subtitle">Back a result in one tap. Prices move as the games do.</p>
        {page ? <ModeTabs modes={counts ?? page.modes} current={mode} /> : null}
      </header>
      <QuickPickContext.Provider value>{body}</QuickPickContext.Provider>
      <p className="sports-page__note">Odds and lines can change at any time. Times are Eastern.</p>
    </div>
  );
}
