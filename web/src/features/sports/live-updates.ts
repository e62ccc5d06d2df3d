import { useEffect, useMemo, useRef } from 'react';
import { useApolloClient, type DocumentNode, type FetchPolicy } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { OddsVariables } from '@/shared/odds/use-odds-format';
import {
  SportsMarketCardStructureDocument,
  SportsMarketUpdatedDocument,
  SportsRichEventUpdatedDocument,
  SportsTableCardStructureDocument,
} from './live-operations';
import { selectedShelf, type MarketplacePageData } from './marketplace-operations';

/** Most markets one `marketUpdated` subscription may watch (the server's limit). */
export const MARKETS_PER_SUBSCRIPTION = 200;
/** Most events or market cards one subscription may watch (the server's limit). */
export const EVENTS_PER_SUBSCRIPTION = 100;
/** A structure change is followed by one page read, at most this often. */
export const REFETCH_MIN_INTERVAL_MS = 3000;
/** Changes arriving together wait this long and cause one page read. */
export const REFETCH_DEBOUNCE_MS = 500;
/** A subscription that failed is started again after this long (doubling up to a minute). */
export const RESUBSCRIBE_MS = 2000;

/** Unique ids, sorted, in chunks of at most `size` (so a chunk's ids do not depend on screen order). */
export function chunkIds(ids: Iterable<string>, size: number): string[][] {
  const sorted = Array.from(new Set(ids)).sort();
  const chunks: string[][] = [];
  for (let i = 0; i < sorted.length; i += size) chunks.push(sorted.slice(i, i + size));
  return chunks;
}

/** What a page shows that live updates keep current. */
export interface LiveTargets {
  marketIds: string[];
  eventIds: string[];
  /** Table cards: event id -> the market ids of its columns ("" where a column is empty). */
  tableCards: Map<string, string>;
  /** Market cards: card id -> its market ids, sorted. */
  marketCards: Map<string, string>;
  /** Event id -> status as the page was read. */
  eventStatus: Map<string, string>;
}

/** Everything on a page that can move. */
export function liveTargets(page: MarketplacePageData | null | undefined): LiveTargets {
  const marketIds = new Set<string>();
  const eventIds = new Set<string>();
  const tableCards = new Map<string, string>();
  const marketCards = new Map<string, string>();
  const eventStatus = new Map<string, string>();
  const event = (e: { id: string; status: string }) => {
    eventIds.add(e.id);
    eventStatus.set(e.id, e.status);
  };
  if (page?.event) event(page.event);
  for (const section of page?.sections ?? []) {
    for (const raw of section.shelves) {
      const shelf = selectedShelf(raw);
      if (!shelf) continue;
      switch (shelf.__typename) {
        case 'CarouselShelf':
        case 'TableShelf':
          for (const card of shelf.cards) {
            event(card.event);
            const ids = card.columns.map((c) => c.market?.id ?? '');
            ids.filter(Boolean).forEach((id) => marketIds.add(id));
            tableCards.set(card.id, ids.join(','));
          }
          break;
        case 'DrawerShelf':
          for (const card of shelf.marketCards) {
            card.markets.forEach((m) => marketIds.add(m.id));
            marketCards.set(card.id, card.markets.map((m) => m.id).sort().join(','));
          }
          break;
        case 'FeaturedBetsShelf':
          for (const card of shelf.cards) {
            if (card.__typename === 'FeaturedStraightBetCard') {
              event(card.event);
              marketIds.add(card.selection.marketId);
            } else if (card.__typename === 'FeaturedParlayBetCard') {
              card.selections.forEach((s) => marketIds.add(s.marketId));
            }
          }
          break;
        default:
          break;
      }
    }
  }
  return { marketIds: [...marketIds], eventIds: [...eventIds], tableCards, marketCards, eventStatus };
}

interface ChunkedSubscription<TData> {
  query: TypedDocumentNode<TData, Record<string, unknown>> | DocumentNode;
  /** The variable that carries the ids (`marketIds`, `eventIds`, `marketCardIds`). */
  idsVariable: string;
  ids: string[];
  size: number;
  variables?: Record<string, unknown>;
  /** `no-cache` for structure signals; results are written to the cache otherwise. */
  fetchPolicy?: FetchPolicy;
  onData?: (data: TData) => void;
}

/**
 * Subscribes to `ids` in chunks of at most `size` ids (one subscription per chunk); a chunk
 * whose ids and variables did not change keeps its subscription when the others change. A
 * failed chunk is started again after a pause.
 */
export function useChunkedSubscription<TData>({ query, idsVariable, ids, size, variables, fetchPolicy, onData }: ChunkedSubscription<TData>) {
  const client = useApolloClient();
  const onDataRef = useRef(onData);
  useEffect(() => {
    onDataRef.current = onData;
  });
  const varsKey = JSON.stringify(variables ?? {});
  const chunks = useMemo(() => chunkIds(ids, size), [ids, size]);
  const wanted = useMemo(() => new Map(chunks.map((c) => [`${varsKey}|${c.join(',')}`, c])), [chunks, varsKey]);
  const running = useRef(new Map<string, () => void>());

  useEffect(() => {
    const live = running.current;
    for (const [key, stop] of live) {
      if (!wanted.has(key)) {
        stop();
        live.delete(key);
      }
    }
    for (const [key, chunk] of wanted) {
      if (live.has(key)) continue;
      let sub: { unsubscribe: () => void } | null = null;
      let timer: ReturnType<typeof setTimeout> | null = null;
      let delay = RESUBSCRIBE_MS;
      const start = () => {
        sub = client
          .subscribe<TData>({ query, variables: { ...(JSON.parse(varsKey) as Record<string, unknown>), [idsVariable]: chunk }, fetchPolicy })
          .subscribe({
            next: (result) => {
              delay = RESUBSCRIBE_MS;
              if (result.data) onDataRef.current?.(result.data);
            },
            error: () => {
              timer = setTimeout(start, delay);
              delay = Math.min(delay * 2, 60_000);
            },
          });
      };
      start();
      live.set(key, () => {
        if (timer) clearTimeout(timer);
        sub?.unsubscribe();
      });
    }
  }, [client, query, idsVariable, fetchPolicy, wanted, varsKey]);

  useEffect(() => {
    const live = running.current;
    return () => {
      for (const stop of live.values()) stop();
      live.clear();
    };
  }, []);
}

/** Calls `refetch` once for a burst of calls, at most every REFETCH_MIN_INTERVAL_MS. */
export function createRefetchScheduler(refetch: () => unknown, now: () => number = Date.now) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let last = Number.NEGATIVE_INFINITY;
  return {
    schedule() {
      if (timer) return;
      const wait = Math.max(REFETCH_DEBOUNCE_MS, last + REFETCH_MIN_INTERVAL_MS - now());
      timer = setTimeout(() => {
        timer = null;
        last = now();
        void refetch();
      }, wait);
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

/**
 * Keeps a page live over the websocket: prices (`marketUpdated`, up to 200 markets per
 * subscription) and scoreboards (`richEventUpdated`) are written into the normalized cache,
 * so every view of a market or event changes at once. Structure changes read the page again:
 * a table card or market card whose markets changed (`tableCardUpdated`,
 * `marketCardUpdated`), or an event that started, finished or was called off.
 */
export function useLiveMarketplace(page: MarketplacePageData | null | undefined, odds: OddsVariables, refetch: () => unknown) {
  const targets = useMemo(() => liveTargets(page), [page]);
  const targetsRef = useRef(targets);
  useEffect(() => {
    targetsRef.current = targets;
  });
  const refetchRef = useRef(refetch);
  useEffect(() => {
    refetchRef.current = refetch;
  });
  const scheduler = useMemo(() => createRefetchScheduler(() => refetchRef.current()), []);
  useEffect(() => () => scheduler.cancel(), [scheduler]);

  const tableCardIds = useMemo(() => [...targets.tableCards.keys()], [targets]);
  const marketCardIds = useMemo(() => [...targets.marketCards.keys()], [targets]);
  const oddsVars = useMemo(() => ({ oddsFormat: odds.oddsFormat, includeOddsTrend: odds.includeOddsTrend }), [odds.oddsFormat, odds.includeOddsTrend]);

  useChunkedSubscription({
    query: SportsMarketUpdatedDocument,
    idsVariable: 'marketIds',
    ids: targets.marketIds,
    size: MARKETS_PER_SUBSCRIPTION,
    variables: oddsVars,
  });

  useChunkedSubscription({
    query: SportsRichEventUpdatedDocument,
    idsVariable: 'eventIds',
    ids: targets.eventIds,
    size: EVENTS_PER_SUBSCRIPTION,
    onData: (data) => {
      const e = data.richEventUpdated;
      const before = targetsRef.current.eventStatus.get(e.id);
      if (before && before !== e.status) scheduler.schedule();
    },
  });

  useChunkedSubscription({
    query: SportsTableCardStructureDocument,
    idsVariable: 'eventIds',
    ids: tableCardIds,
    size: EVENTS_PER_SUBSCRIPTION,
    variables: oddsVars,
    fetchPolicy: 'no-cache',
    onData: (data) => {
      const card = data.tableCardUpdated;
      const shown = targetsRef.current.tableCards.get(card.id);
      const now = card.columns.map((c) => c.market?.id ?? '').join(',');
      if (shown !== undefined && shown !== now) scheduler.schedule();
    },
  });

  useChunkedSubscription({
    query: SportsMarketCardStructureDocument,
    idsVariable: 'marketCardIds',
    ids: marketCardIds,
    size: EVENTS_PER_SUBSCRIPTION,
    variables: oddsVars,
    fetchPolicy: 'no-cache',
    onData: (data) => {
      const card = data.marketCardUpdated;
      const shown = targetsRef.current.marketCards.get(card.id);
      const now = card.markets.map((m) => m.id).sort().join(',');
      if (shown !== undefined && shown !== now) scheduler.schedule();
    },
  });
}
