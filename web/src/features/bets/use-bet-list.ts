import { useState } from 'react';
import { useQuery } from '@apollo/client';
import type { BetsSectionQueryVariables } from '@/graphql/graphql';
import { reportError } from '@/shared/api/report-error';
import { appendPage, matchesFilter } from './bet-cache';
import { BetsSectionDocument } from './bets-operations';

export type MoreState = 'idle' | 'loading' | 'failed';

/**
 * A list of placed bets, a page at a time (`first`, `after`
 * the last page's `endCursor`). Bets that no longer fit the filter (an open bet that just
 * settled) are left out at once, before the list itself is corrected.
 */
export function useBetList(variables: BetsSectionQueryVariables, { skip = false }: { skip?: boolean } = {}) {
  const query = useQuery(BetsSectionDocument, { variables, skip, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const [more, setMore] = useState<MoreState>('idle');
  const list = query.data?.betHistorySection ?? null;
  const bets = list ? list.bets.filter((b) => matchesFilter(b, variables.filter)) : null;

  const loadMore = async () => {
    if (!list?.hasNextPage || !list.endCursor || more === 'loading') return;
    setMore('loading');
    try {
      await query.fetchMore({
        variables: { after: list.endCursor },
        updateQuery: (prev, { fetchMoreResult }) => ({ ...prev, betHistorySection: appendPage(prev.betHistorySection, fetchMoreResult.betHistorySection) }),
      });
      setMore('idle');
    } catch (e) {
      reportError(e, { source: 'bets', call: 'betHistorySection' });
      setMore('failed');
    }
  };

  return {
    bets,
    hasNextPage: Boolean(list?.hasNextPage && list.endCursor),
    /** First load under way (nothing to show yet). */
    loading: !list && query.loading,
    /** The first load failed. */
    failed: !list && !query.loading && Boolean(query.error),
    retry: () => void query.refetch().catch(() => undefined),
    more,
    loadMore,
  };
}
