import { useMutation, useQuery } from '@apollo/client';
import { useAuth } from '@/shared/auth/use-auth';
import { AddRecentSearchDocument, ClearRecentSearchesDocument, RecentSearchesDocument } from './search-operations';

export interface RecentSearches {
  /** Newest first, at most three (the server keeps the list). */
  terms: string[];
  /** Records a search of a logged-in bettor (nothing for visitors). */
  remember: (term: string) => void;
  /** Forgets them all. */
  clear: () => void;
}

/**
 * The logged-in bettor's recent searches, read while `active`. Saving one is best effort: a
 * failed save leaves the list as it was and never stops the search itself.
 */
export function useRecentSearches(active: boolean): RecentSearches {
  const { isLoggedIn } = useAuth();
  const { data } = useQuery(RecentSearchesDocument, { skip: !active || !isLoggedIn, fetchPolicy: 'cache-and-network' });
  const [add] = useMutation(AddRecentSearchDocument, {
    update(cache, { data: added }) {
      if (added) cache.writeQuery({ query: RecentSearchesDocument, data: { recentSearches: added.addRecentSearch } });
    },
  });
  const [clearAll] = useMutation(ClearRecentSearchesDocument, {
    update(cache, { data: cleared }) {
      if (cleared) cache.writeQuery({ query: RecentSearchesDocument, data: { recentSearches: cleared.clearRecentSearches } });
    },
  });
  return {
    terms: isLoggedIn ? (data?.recentSearches ?? []) : [],
    remember: (term) => {
      if (isLoggedIn && term) void add({ variables: { term } }).catch(() => undefined);
    },
    clear: () => {
      void clearAll().catch(() => undefined);
    },
  };
}
