import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { test, expect, DEMO2 } from './fixtures';

// graphql-transport-ws over /graphql, driven by the `graphql-ws` client in Node (Node 20 has no
// global WebSocket, so the `ws` package is the implementation).
const PROTOCOL = 'graphql-transport-ws';

const wsUrl = (baseURL: string | undefined) => `${(baseURL ?? '').replace(/^http/, 'ws')}/graphql`;

interface Closed {
  code: number;
  reason: string;
}

/** Opens a raw graphql-transport-ws socket, sends `messages` once open, resolves on close. */
function rawSocket(url: string, messages: object[]): Promise<Closed> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, PROTOCOL);
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error('the server did not close the socket within 10 s'));
    }, 10_000);
    socket.on('open', () => {
      expect(socket.protocol).toBe(PROTOCOL);
      for (const m of messages) socket.send(JSON.stringify(m));
    });
    socket.on('close', (code, reason) => {
      clearTimeout(timer);
      resolve({ code, reason: reason.toString() });
    });
    socket.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
  });
}

const BALANCE_SUBSCRIPTION = 'subscription { accountBalance { playableBalance { amount formattedAmount } } }';

test.describe('GraphQL over websocket (graphql-transport-ws)', () => {
  let client: Client | undefined;
  test.afterEach(async () => {
    await client?.dispose();
    client = undefined;
  });

  test('a logged-in client subscribes to accountBalance without error', async ({ baseURL, request }) => {
    const tokenResponse = await request.post('/oauth/token', {
      form: { grant_type: 'password', username: DEMO2.email, password: DEMO2.password, client_id: 'web' },
    });
    expect(tokenResponse.status()).toBe(200);
    const { access_token: accessToken } = (await tokenResponse.json()) as { access_token: string };
    expect(accessToken).toBeTruthy();

    const events: string[] = [];
    let connected = false;
    client = createClient({
      url: wsUrl(baseURL),
      webSocketImpl: WebSocket,
      lazy: false,
      retryAttempts: 0,
      connectionParams: { Authorization: `Bearer ${accessToken}` },
      on: {
        connected: () => {
          connected = true;
        },
        closed: (e) => events.push(`closed ${(e as { code?: number }).code ?? ''}`),
        error: (e) => events.push(`error ${String(e)}`),
      },
    });

    // The subscription answers with the balance as it is now, then after every change: its
    // first message must carry that balance (the wallet spec moves this account's money, so
    // any amount), with no error or completion before it.
    const outcome = await new Promise<string>((resolve) => {
      const unsubscribe = client!.subscribe(
        { query: BALANCE_SUBSCRIPTION },
        {
          next: (value) => {
            unsubscribe();
            resolve(value.errors ? `errors: ${JSON.stringify(value.errors)}` : `data: ${JSON.stringify(value.data)}`);
          },
          error: (e) => resolve(`error: ${e instanceof Error ? e.message : JSON.stringify(e)}`),
          complete: () => resolve('completed early'),
        },
      );
    });
    expect(outcome).toMatch(/^data: \{"accountBalance":\{"playableBalance":\{"amount":\d+,"formattedAmount":"\$[\d,]+\.\d\d"\}\}\}$/);
    expect(connected).toBe(true);
    expect(events).toEqual([]);
  });

  test('a visitor gets UNAUTHENTICATED for accountBalance', async ({ baseURL }) => {
    client = createClient({ url: wsUrl(baseURL), webSocketImpl: WebSocket, retryAttempts: 0 });
    const result = await new Promise<unknown>((resolve) => {
      client!.subscribe(
        { query: BALANCE_SUBSCRIPTION },
        { next: (value) => resolve(value), error: (e) => resolve(e), complete: () => resolve('complete') },
      );
    });
    expect(JSON.stringify(result)).toContain('UNAUTHENTICATED');
  });

  test('connection_init with a forged token is closed with 4403', async ({ baseURL }) => {
    const forged =
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c2VyLTEiLCJleHAiOjQxMDI0NDQ4MDB9.bm90LWEtcmVhbC1zaWduYXR1cmU';
    let closeCode: number | undefined;
    client = createClient({
      url: wsUrl(baseURL),
      webSocketImpl: WebSocket,
      lazy: false,
      retryAttempts: 0,
      connectionParams: { Authorization: `Bearer ${forged}` },
      // The close is asserted below; keep the client from printing it.
      onNonLazyError: () => undefined,
      on: {
        closed: (e) => {
          closeCode ??= (e as { code?: number }).code;
        },
      },
    });
    const error = await new Promise<unknown>((resolve) => {
      client!.subscribe({ query: BALANCE_SUBSCRIPTION }, { next: () => undefined, error: resolve, complete: () => resolve('complete') });
    });
    expect((error as { code?: number }).code).toBe(4403);
    await expect.poll(() => closeCode).toBe(4403);

    // The same, on a raw socket.
    const raw = await rawSocket(wsUrl(baseURL), [{ type: 'connection_init', payload: { Authorization: `Bearer ${forged}` } }]);
    expect(raw.code).toBe(4403);
  });

  test('subscribe before connection_init is closed with 4401', async ({ baseURL }) => {
    const closed = await rawSocket(wsUrl(baseURL), [{ id: '1', type: 'subscribe', payload: { query: BALANCE_SUBSCRIPTION } }]);
    expect(closed.code).toBe(4401);
  });

  test('a second connection_init is closed with 4429 and bad JSON with 4400', async ({ baseURL }) => {
    const twice = await rawSocket(wsUrl(baseURL), [{ type: 'connection_init' }, { type: 'connection_init' }]);
    expect(twice.code).toBe(4429);
    const garbage = await rawSocket(wsUrl(baseURL), [{ type: 'not-a-message' }]);
    expect(garbage.code).toBe(4400);
  });
});
