import { useMemo, type ReactElement } from 'react';
import { useQuery } from '@apollo/client';
import { Layers } from 'lucide-react';
import { useFeatureFlag } from '@/shared/flags/use-feature-flag';
import { useFlagStore } from '@/shared/flags/flag-store';
import { useOddsVariables } from '@/shared/odds/use-odds-format';
import { EmptyState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';
import { SportsParlayLoungeDocument, type ParlayLoungeData } from './parlay-lounge-operations';
import { SportsMarketUpdatedDocument } from './live-operations';
import { MARKETS_PER_SUBSCRIPTION, useChunkedSubscription } from './live-updates';
import { isNotFound, LoadError, useDocumentTitle } from './marketplace-page';
import { ParlayBetCard } from './featured-bets';
import { SportIcon } from './sport-icon';
import './sports.css';

/** The lounge is read again this often (new games make new parlays). */
export const PARLAY_LOUNGE_POLL_MS = 60_000;

function LoungeSkeleton() {
  return (
    <div aria-busy="true" className="shelf">
      <span className="sr-only" role="status">
        Loading parlays
      </span>
      <Skeleton width={200} height={22} />
      <ul className="featured-grid" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <div className="featured-card">
              <Skeleton width={90} height={14} />
              <Skeleton width="70%" height={20} />
              {[0, 1, 2].map((r) => (
                <Skeleton key={r} height={32} />
              ))}
              <Skeleton height={36} radius={8} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Every leg's price stays live (`marketUpdated` writes the legs into the cache). */
function useLiveLegs(page: ParlayLoungeData | null) {
  const odds = useOddsVariables();
  const marketIds = useMemo(() => (page?.sections ?? []).flatMap((s) => s.cards.flatMap((c) => c.selections.map((l) => l.marketId))), [page]);
  const vars = useMemo(() => ({ oddsFormat: odds.oddsFormat, includeOddsTrend: odds.includeOddsTrend }), [odds.oddsFormat, odds.includeOddsTrend]);
  useChunkedSubscription({ query: SportsMarketUpdatedDocument, idsVariable: 'marketIds', ids: marketIds, size: MARKETS_PER_SUBSCRIPTION, variables: vars });
}

function Lounge({ notFound }: { notFound: ReactElement }) {
  const odds = useOddsVariables();
  const { data, previousData, error, refetch, networkStatus } = useQuery(SportsParlayLoungeDocument, {
    variables: odds,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
    pollInterval: PARLAY_LOUNGE_POLL_MS,
  });
  const page = data?.parlayLoungePage ?? previousData?.parlayLoungePage ?? null;
  useLiveLegs(page);
  useDocumentTitle(page ? page.title : 'Parlay Lounge');

  if (!page && isNotFound(error)) return notFound;
  if (!page && error) return <LoadError onRetry={() => void refetch()} retrying={networkStatus === 4} />;
  return (
    <div className="sports-page sports-page--parlay-lounge">
      <header className="sports-page__header">
        <div className="sports-page__title-row">
          <h1 className="sports-page__title">
            <SportIcon name="parlay-lounge" size={28} className="sports-page__title-icon" />
            {page?.title ?? 'Parlay Lounge'}
          </h1>
        </div>
        {page?.description ? <p className="shelf__subtitle">{page.description}</p> : null}
      </header>
      {!page ? (
        <LoungeSkeleton />
      ) : page.sections.length === 0 ? (
        <div className="shelf shelf--empty">
          <EmptyState icon={<Layers size={26} />} title="No parlays right now">
            <p>Ready-made parlays appear here when upcoming games are open for betting. Check back soon, or build your own from any game.</p>
          </EmptyState>
        </div>
      ) : (
        <div className="sports-page__shelves">
          {page.sections.map((section) => (
            <section key={section.id} className="shelf" aria-labelledby={`lounge-${section.id.replace(/[^a-zA-Z0-9_-]/g, '-')}`}>
              <header className="shelf__head">
                <span className="shelf__icon" aria-hidden="true">
                  <Layers size={20} />
                </span>
                <div className="shelf__titles">
                  <h2 className="shelf__title" id={`lounge-${section.id.replace(/[^a-zA-Z0-9_-]/g, '-')}`}>
                    {section.title}
                  </h2>
                  <p className="shelf__subtitle">{`${section.cards.length} parlay${section.cards.length === 1 ? '' : 's'}`}</p>
                </div>
              </header>
              <ul className="featured-grid featured-grid--lounge">
                {section.cards.map((card) => (
                  <li key={card.id}>
                    <ParlayBetCard card={card} origin="parlay-lounge" />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      <p className="sports-page__note">Odds and lines can change at any time. Payouts are estimates for a $10 stake at the prices shown.</p>
    </div>
  );
}

/**
 * The parlay lounge (`/parlay-lounge`, flag `parlayLounge`): themed sections of ready-made
 * parlays. With the flag off (or the server answering NOT_FOUND) it is the not-found page.
 */
export function ParlayLoungePage({ notFound }: { notFound: ReactElement }) {
  const on = useFeatureFlag('parlayLounge');
  // Before the server's first answer the flag is only its default: wait rather than flash not-found.
  const known = useFlagStore((s) => s.updatedAt !== null);
  if (!on && !known) return <LoungeSkeleton />;
  if (!on) return notFound;
  return <Lounge notFound={notFound} />;
}
