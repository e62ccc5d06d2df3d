/**
 * The Apollo Client of the app: links in order
 *
 *   error (see docs/product/platform-services.md) -> startup retry -> client headers + token -> split:
 *     subscriptions: graphql-ws (graphql-transport-ws; auth in connection_init,
 *                    keep-alive 30 s, 2 retries)
 *     the rest:      automatic persisted queries (GET by SHA-256 hash) -> HTTP
 *
 * The token is read on every request, so refreshes need no rebuild; the websocket
 * reconnects when the user changes (login, logout).
 */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, split } from '@apollo/client';
import { createPersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient, type Client } from 'graphql-ws';
import { clientHeaders } from './client-info';
import { graphqlHttpUrl, graphqlWsUrl } from './endpoints';
import { createErrorLink, type ErrorLinkDeps } from './error-link';
import { createStartupRetryLink } from './startup-retry-link';
import { createPlatformFetch } from '@/shared/platform/platform-fetch';

export const WS_KEEP_ALIVE_MS = 30_000;
export const WS_RETRY_ATTEMPTS = 2;

/** SHA-256 hex digest with the Web Crypto API. */
export async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface ApolloClientDeps extends ErrorLinkDeps {
  /** The token to present (bearer, limited or anonymous), read per request. */
  getToken: () => string | null;
  /** Startup answered UNAUTHENTICATED: refresh (or drop a stale visitor token). */
  onStartupUnauthenticated: () => Promise<void>;
}

export interface AppApolloClient {
  client: ApolloClient<unknown>;
  ws: Client;
  /** Reconnects the websocket (new user or token). */
  restartWebSocket: () => void;
}

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    possibleTypes: {
      MenuItem: ['MenuLeafItem', 'MenuParentItem', 'MenuClientDisplayItem', 'MenuClientDisplayDescriptiveItem'],
      Shelf: ['CarouselShelf', 'TableShelf', 'DrawerShelf', 'FeaturedBetsShelf', 'EmptyShelf'],
      FeaturedBetCard: ['FeaturedStraightBetCard', 'FeaturedParlayBetCard'],
    },
    typePolicies: {
      // Singletons per viewer: merged rather than replaced field by field.
      Startup: { keyFields: [] },
      AccountMenu: { keyFields: [] },
      ApplicationMetadata: { merge: true },
      ServiceAttributes: { merge: true },
      RegionalMetadata: { merge: true },
      Balances: { merge: true },
      // Read by the welcome toast and the reality check-in, each with its own fields.
      SessionAccount: { merge: true },
      // Sports: events, markets, selections, table cards and market cards are normalized by
      // id, so a live update of one market changes every view of it at once. Page structure
      // (sections, shelves, chips) belongs to its page; a participant's `side` depends on the
      // event, so participants stay inside their event.
      MarketplacePage: { keyFields: false },
      MarketplaceSection: { keyFields: false },
      CarouselShelf: { keyFields: false },
      TableShelf: { keyFields: false },
      DrawerShelf: { keyFields: false },
      FeaturedBetsShelf: { keyFields: false },
      EmptyShelf: { keyFields: false },
      Chip: { keyFields: false },
      // A ready-made parlay's id names its legs; the same legs can carry another title in
      // another place (featured bets, the lounge), so each card stays inside its shelf.
      FeaturedParlayBetCard: { keyFields: false },
      // Quick Bets sections are paged by the page that holds them ("Show more" appends).
      QuickBetsSection: { keyFields: false },
      ParlayLoungeSection: { keyFields: false },
      DirectorySection: { keyFields: false },
      DirectoryLink: { keyFields: false },
      SportsMenuItem: { keyFields: false },
      Participant: { keyFields: false },
      EventStatistics: { merge: true },
      // Betslip: one slip per viewer, written whole by every answer. Draft bets, legs and
      // groupings carry per-section errors and amounts, so they stay inside their section.
      DraftBet: { keyFields: false },
      DraftLeg: { keyFields: false },
      DraftLegEventGrouping: { keyFields: false },
      BetslipSection: { keyFields: false },
      BetslipMarketSelection: { keyFields: false },
    },
  });
}

export function createApolloClient(deps: ApolloClientDeps): AppApolloClient {
  const headersLink = new ApolloLink((operation, forward) => {
    const token = deps.getToken();
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
      headers: {
        ...headers,
        ...clientHeaders(),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    }));
    return forward(operation);
  });

  // Maintenance (503 + x-maintenance-mode) and waiting room (202) are handled in fetch.
  const httpLink = new HttpLink({ uri: () => graphqlHttpUrl(), credentials: 'same-origin', fetch: createPlatformFetch() });
  const hasWebCrypto = typeof crypto !== 'undefined' && typeof crypto.subtle?.digest === 'function';
  // Web Crypto exists only in secure contexts (https, localhost); elsewhere plain POSTs.
  const httpChain = hasWebCrypto ? createPersistedQueryLink({ sha256, useGETForHashedQueries: true }).concat(httpLink) : httpLink;

  let activeSocket: WebSocket | null = null;
  const ws = createClient({
    url: () => graphqlWsUrl(),
    lazy: true,
    keepAlive: WS_KEEP_ALIVE_MS,
    retryAttempts: WS_RETRY_ATTEMPTS,
    connectionParams: () => {
      const token = deps.getToken();
      return token ? { Authorization: `Bearer ${token}` } : {};
    },
    on: {
      connected: (socket) => {
        activeSocket = socket as WebSocket;
      },
      closed: () => {
        activeSocket = null;
      },
    },
  });
  const wsLink = new GraphQLWsLink(ws);

  const transport = split(
    ({ query }) => {
      const def = getMainDefinition(query);
      return def.kind === 'OperationDefinition' && def.operation === 'subscription';
    },
    wsLink,
    httpChain,
  );

  const link = ApolloLink.from([
    createErrorLink(deps),
    createStartupRetryLink({ onUnauthenticated: deps.onStartupUnauthenticated }),
    headersLink,
    transport,
  ]);

  const client = new ApolloClient({
    link,
    cache: createCache(),
    defaultOptions: {
      watchQuery: { errorPolicy: 'all' },
      query: { errorPolicy: 'all' },
    },
  });

  return {
    client: client as ApolloClient<unknown>,
    ws,
    restartWebSocket: () => {
      // 4205: a client-chosen close code that graphql-ws treats as retryable.
      if (activeSocket && activeSocket.readyState === WebSocket.OPEN) activeSocket.close(4205, 'Client Restart');
    },
  };
}
