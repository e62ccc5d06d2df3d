import { gql } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from './apollo-client';
import { graphqlHttpUrl, graphqlWsUrl, resetEndpoints } from './endpoints';
import { REGION_RETRY_EXEMPT } from './error-link';
import { ADMISSION_HEADER, WAITING_ROOM_STATUS_PATH } from '@/shared/platform/admission-ticket';

/** UNAUTHORIZED_REGION exactly as the server raises it (crates/server/src/graphql/errors.rs). */
const REGION_ERROR = {
  message: 'Sports betting is not available in your current location.',
  path: ['placeBets'],
  extensions: { code: 'UNAUTHORIZED_REGION', sportsbookUrl: 'https://nj.example.com', websocketUrl: 'wss://nj.example.com/graphql' },
};

const PLACE_BETS = gql`
  mutation PlaceBets($key: String!) {
    placeBets(bets: [], betslipVersion: 1, idempotencyKey: $key) {
      placedBets {
        id
      }
    }
  }
`;

const AUTHORIZE = gql`
  mutation GeolocationAuthorizeGeoPacket($geoPacket: String!) {
    geolocationAuthorizeGeoPacket(geoPacket: $geoPacket) {
      region
    }
  }
`;

/** Answers each GraphQL request with the next of `answers`, recording where it went (the admission-ticket request aside). */
function stubServer(...answers: unknown[]) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
      if (url === WAITING_ROOM_STATUS_PATH) return new Response('{}', { status: 200, headers: { [ADMISSION_HEADER]: 'ticket-1' } });
      urls.push(url);
      const body = answers[Math.min(urls.length - 1, answers.length - 1)];
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return urls;
}

function client() {
  return createApolloClient({
    getToken: () => 'bearer',
    onStartupUnauthenticated: async () => undefined,
    isLoggedIn: () => true,
    isTokenStale: () => false,
    refreshTokens: async () => undefined,
    logout: vi.fn(),
    notifyNotLoggedIn: vi.fn(),
    report: vi.fn(),
  }).client;
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetEndpoints();
});

describe('UNAUTHORIZED_REGION through the app client', () => {
  it('stores the URLs the server named and retries the operation at the new sportsbook URL', async () => {
    const urls = stubServer({ data: null, errors: [REGION_ERROR] }, { data: { placeBets: { __typename: 'PlaceBetsResult', placedBets: [] } } });
    const result = await client().mutate({ mutation: PLACE_BETS, variables: { key: 'k1' } });
    expect(result.errors).toBeUndefined();
    expect(result.data?.placeBets.placedBets).toEqual([]);
    expect(urls).toHaveLength(2);
    expect(urls[0]).toMatch(/^\/graphql/);
    expect(urls[1]).toMatch(/^https:\/\/nj\.example\.com\/graphql/);
    // Later requests and the websocket follow the stored URLs.
    expect(graphqlHttpUrl()).toBe('https://nj.example.com/graphql');
    expect(graphqlWsUrl()).toBe('wss://nj.example.com/graphql');
  });

  it('retries once: a second refusal reaches the caller', async () => {
    const urls = stubServer({ data: null, errors: [REGION_ERROR] });
    const result = await client().mutate({ mutation: PLACE_BETS, variables: { key: 'k2' }, errorPolicy: 'all' });
    expect(urls).toHaveLength(2);
    expect(result.errors?.[0]?.message).toBe('Sports betting is not available in your current location.');
  });

  it('does nothing for the location-authorize operation', async () => {
    expect(REGION_RETRY_EXEMPT.has('GeolocationAuthorizeGeoPacket')).toBe(true);
    const urls = stubServer({ data: null, errors: [{ ...REGION_ERROR, path: ['geolocationAuthorizeGeoPacket'] }] });
    const result = await client().mutate({ mutation: AUTHORIZE, variables: { geoPacket: 'p' }, errorPolicy: 'all' });
    expect(urls).toHaveLength(1);
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED_REGION');
    expect(graphqlHttpUrl()).toBe('/graphql');
  });
});
