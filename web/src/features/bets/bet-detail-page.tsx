import { useEffect, useState } from 'react';
import { useApolloClient, useFragment, type ApolloQueryResult } from '@apollo/client';
import { Link, Navigate, useParams } from 'react-router';
import { ChevronLeft, SearchX } from 'lucide-react';
import { BetsPlacedBetFragmentDoc, type BetsPlacedBetFragment, type BetsSectionQuery } from '@/graphql/graphql';
import { reportError } from '@/shared/api/report-error';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { BetCard } from './bet-card';
import { listVariables } from './bet-cache';
import { BetsSkeleton } from './bet-list-parts';
import { BetsSectionDocument } from './bets-operations';
import { betsPaths, parseSection } from './bets-paths';
import { useBetsLive } from './use-bets-live';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import './bets.css';

/**
 * Pages read at most to find a bet that is not in the cache (a reload of the detail page).
 * The API has no bet-by-id query, so the history is read newest first, 20 at a time.
 */
export const DETAIL_SEARCH_PAGES = 25;

type Search = 'searching' | 'missing' | 'failed';

/** Reads history pages until `betId` is in the cache (useFragment then shows it). */
function useFindBet(betId: string, found: boolean): { search: Search; retry: () => void } {
  const client = useApolloClient();
  const [search, setSearch] = useState<Search>('searching');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (found) return;
    let cancelled = false;
    const run = async () => {
      let after: string | null = null;
      for (let page = 0; page < DETAIL_SEARCH_PAGES && !cancelled; page += 1) {
        const result: ApolloQueryResult<BetsSectionQuery> = await client.query({ query: BetsSectionDocument, variables: { ...listVariables('ALL'), after }, fetchPolicy: 'network-only' });
        const list = result.data.betHistorySection;
        if (list.bets.some((b) => b.id === betId)) return;
        if (!list.hasNextPage || !list.endCursor) break;
        after = list.endCursor;
      }
      if (!cancelled) setSearch('missing');
    };
    setSearch('searching');
    run().catch((e: unknown) => {
      reportError(e, { source: 'bets', call: 'betHistorySection' });
      if (!cancelled) setSearch('failed');
    });
    return () => {
      cancelled = true;
    };
  }, [client, betId, found, attempt]);
  return { search, retry: () => setAttempt((a) => a + 1) };
}

function BackLink() {
  return (
    <Link className="bets-back" to={betsPaths.history('BETTING')}>
      <ChevronLeft size={18} aria-hidden="true" />
      Betting history
    </Link>
  );
}

function Detail({ betId }: { betId: string }) {
  const cached = useFragment({ fragment: BetsPlacedBetFragmentDoc, fragmentName: 'BetsPlacedBet', from: { __typename: 'PlacedBet', id: betId } });
  const bet = cached.complete ? (cached.data as BetsPlacedBetFragment) : null;
  const { search, retry } = useFindBet(betId, Boolean(bet));
  useBetsLive();

  if (bet) return <BetCard bet={bet} headingLevel={2} />;
  if (search === 'searching') return <BetsSkeleton label="Loading the bet" rows={1} height={260} />;
  if (search === 'failed') {
    return (
      <EmptyState title="We could not load this bet" action={<Button onClick={retry}>Try again</Button>}>
        Please check your connection and try again.
      </EmptyState>
    );
  }
  return (
    <EmptyState
      icon={<SearchX size={28} />}
      title="Bet not found"
      action={
        <Button asChild variant="outline">
          <Link to={betsPaths.history('BETTING')}>View your bets</Link>
        </Button>
      }
    >
      We could not find this bet on your account. Open it from your betting history.
    </EmptyState>
  );
}

/**
 * `/account/history/{sectionId}/{sessionId}` (see docs/product/settlement-and-cash-out.md): one bet
 * of the Betting section in full: legs with results and odds, amounts, placed and settled times,
 * live while open (cash-out, share). Other sections have no detail page here (the wallet's receipts
 * live at their own paths), so their ids lead back to the section.
 */
export function BetDetailPage() {
  useDocumentTitle('Bet details');
  const { sectionId, sessionId } = useParams();
  const parsed = parseSection(sectionId);
  if (!parsed) return <Navigate to={betsPaths.history('BETTING')} replace />;
  if (parsed.section !== 'BETTING' || !sessionId) return <Navigate to={betsPaths.history(parsed.section)} replace />;
  return (
    <div className="bets-page bets-page--account">
      <BackLink />
      <h1 className="bets-page__title">Bet details</h1>
      <Detail key={sessionId} betId={sessionId} />
    </div>
  );
}
