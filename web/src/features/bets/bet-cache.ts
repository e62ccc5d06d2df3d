/**
 * Keeping the cached bet lists right as bets change. Bets and cash-out offers are normalized
 * by id, so a new value of a known bet shows everywhere by itself; what needs a hand is list
 * membership: a newly placed bet joins the open list, a settled (or cashed out) bet leaves it
 * and joins the settled list. The lists are the cached `betHistorySection` pages whose
 * variables the caller names (My Bets' two tabs, the history list on screen).
 */
import type { ApolloCache, Reference } from '@apollo/client';
import type { BetHistoryFilter, BetsCashoutFragment, BetsPlacedBetFragment, BetsSectionQuery, BetsSectionQueryVariables } from '@/graphql/graphql';
import { BetsSectionDocument } from './bets-operations';

/** Bets read at once: the first page and each "Load more" (the API's default). */
export const BETS_PAGE_SIZE = 20;

export type BetConnection = BetsSectionQuery['betHistorySection'];

/** The variables of a list's first page (the cache keeps later pages under them). */
export function listVariables(filter: BetHistoryFilter, from: string | null = null, to: string | null = null): BetsSectionQueryVariables {
  return { sectionId: 'BETTING', filter, from, to, first: BETS_PAGE_SIZE, after: null };
}

/** My Bets' tabs: open and settled bets of the betting section, no date range. */
export const MY_BETS_LISTS: readonly BetsSectionQueryVariables[] = [listVariables('OPEN'), listVariables('SETTLED')];

export function matchesFilter(bet: Pick<BetsPlacedBetFragment, 'state'>, filter: BetHistoryFilter | null | undefined): boolean {
  if (filter === 'OPEN') return bet.state === 'OPEN';
  if (filter === 'SETTLED') return bet.state === 'SETTLED';
  return true;
}

/** Newest placed first, then the larger id (the server's cursor order: placedAt, id). */
function before(a: Pick<BetsPlacedBetFragment, 'placedAt' | 'id'>, b: Pick<BetsPlacedBetFragment, 'placedAt' | 'id'>): boolean {
  const ta = Date.parse(a.placedAt);
  const tb = Date.parse(b.placedAt);
  if (ta !== tb) return ta > tb;
  return a.id > b.id;
}

/**
 * A list after `bet` changed: dropped when it no longer fits the filter, put in its place
 * (newest first) when it newly fits. A bet older than every loaded one stays out while more
 * pages exist: "Load more" brings it in its turn.
 */
export function mergeBet(list: BetConnection, bet: BetsPlacedBetFragment, filter: BetHistoryFilter | null | undefined): BetConnection {
  const present = list.bets.some((b) => b.id === bet.id);
  const fits = matchesFilter(bet, filter);
  if (present && !fits) return { ...list, bets: list.bets.filter((b) => b.id !== bet.id) };
  if (present || !fits) return list;
  const at = list.bets.findIndex((b) => before(bet, b));
  if (at === -1) return list.hasNextPage ? list : { ...list, bets: [...list.bets, bet] };
  return { ...list, bets: [...list.bets.slice(0, at), bet, ...list.bets.slice(at)] };
}

/** A next page appended to a list (no bet twice), with the new cursor. */
export function appendPage(list: BetConnection, next: BetConnection): BetConnection {
  const seen = new Set(list.bets.map((b) => b.id));
  return { ...next, bets: [...list.bets, ...next.bets.filter((b) => !seen.has(b.id))] };
}

/** Moves a changed bet in (or out of) each cached list named by `lists`. */
export function placeBetInLists(cache: ApolloCache<unknown>, bet: BetsPlacedBetFragment, lists: readonly BetsSectionQueryVariables[]): void {
  for (const variables of lists) {
    cache.updateQuery({ query: BetsSectionDocument, variables }, (prev) =>
      prev ? { ...prev, betHistorySection: mergeBet(prev.betHistorySection, bet, variables.filter) } : prev,
    );
  }
}

/**
 * Points a bet at a cash-out offer (a pushed or re-quoted value may come with a new id). The
 * offer itself must already be in the cache (a subscription or mutation answer wrote it).
 */
export function setBetCashout(cache: ApolloCache<unknown>, cashout: Pick<BetsCashoutFragment, 'id' | 'betId'>): void {
  const betRef = cache.identify({ __typename: 'PlacedBet', id: cashout.betId });
  const offerRef = cache.identify({ __typename: 'Cashout', id: cashout.id });
  if (!betRef || !offerRef) return;
  cache.modify({
    id: betRef,
    fields: {
      cashout: (_current: Reference | null, { toReference }) => toReference(offerRef) ?? null,
      cashoutUnavailableReason: () => null,
    },
  });
}
