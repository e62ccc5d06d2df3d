import { afterEach, describe, expect, it, vi } from 'vitest';
import { onLogout } from '@/shared/auth/auth-events';
import { useAuthStore } from '@/shared/auth/auth-store';
import { admissionTicket, ADMISSION_HEADER } from './admission-ticket';
import { appPlatformHandlers, createPlatformFetch, HTTP_WAITING_ROOM_SECONDS, operationNameOf, STARTUP_WAITING_ROOM_SECONDS, withAdmission, type PlatformHandlers } from './platform-fetch';
import { usePlatformStore } from './platform-store';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const waiting = (extra: Record<string, unknown> = {}) => json(202, { cfWaitingRoom: { inWaitingRoom: true, ...extra } });
const maintenance = () =>
  json(503, { maintenanceModeContent: { title: 'Upgrading', message: null, refreshIntervalSeconds: 7 } }, { 'x-maintenance-mode': 'true' });

function handlers(): PlatformHandlers & { onMaintenance: ReturnType<typeof vi.fn>; onWaiting: ReturnType<typeof vi.fn> } {
  return { onMaintenance: vi.fn(), onWaiting: vi.fn() };
}

describe('platform fetch: admission ticket', () => {
  it('fetches one ticket before the first requests, shared by requests fired together', async () => {
    const ticketFetch = vi.fn(async () => json(200, {}, { [ADMISSION_HEADER]: 'first-contact' }));
    const seen: (string | null)[] = [];
    const base = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Headers(init?.headers).get(ADMISSION_HEADER));
      return json(200, {});
    });
    const f = createPlatformFetch({ base: base as typeof fetch, handlers: handlers(), ticketFetch: ticketFetch as unknown as typeof fetch });
    await Promise.all([f('/graphql'), f('/graphql'), f('/graphql')]);
    expect(ticketFetch).toHaveBeenCalledTimes(1);
    expect(ticketFetch).toHaveBeenCalledWith('/api/waiting-room', expect.anything());
    expect(seen).toEqual(['first-contact', 'first-contact', 'first-contact']);
  });

  it('stores the ticket the server returns and sends it on every later request', async () => {
    const seen: (string | null)[] = [];
    const base = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Headers(init?.headers).get(ADMISSION_HEADER));
      return json(200, { data: {} }, { [ADMISSION_HEADER]: 'ticket-1' });
    });
    const f = createPlatformFetch({ base: base as typeof fetch, handlers: handlers() });
    await f('/graphql', { method: 'POST', body: '{}' });
    await f('/graphql', { method: 'POST', body: '{}' });
    expect(seen).toEqual([null, 'ticket-1']);
    expect(admissionTicket()).toBe('ticket-1');
    expect(sessionStorage.getItem('sb.admission-ticket')).toBe('ticket-1');
  });
});

describe('platform fetch: maintenance (503 + x-maintenance-mode)', () => {
  afterEach(() => {
    usePlatformStore.setState({ maintenance: null, waiting: {} });
    useAuthStore.setState({ loginState: 'loggedOut' });
  });

  it('reports the content and hands the 503 on', async () => {
    const h = handlers();
    const f = createPlatformFetch({ base: (async () => maintenance()) as typeof fetch, handlers: h });
    const res = await f('/graphql', { method: 'POST', body: '{}' });
    expect(res.status).toBe(503);
    expect(await res.json()).toHaveProperty('maintenanceModeContent');
    expect(h.onMaintenance).toHaveBeenCalledWith({ title: 'Upgrading', message: null, image: null, link: null, label: null, refreshIntervalSeconds: 7 });
  });

  it('a 503 without the header is not maintenance', async () => {
    const h = handlers();
    const f = createPlatformFetch({ base: (async () => json(503, {})) as typeof fetch, handlers: h });
    await f('/graphql');
    expect(h.onMaintenance).not.toHaveBeenCalled();
  });

  it('the app handler shows the screen and logs a logged-in user out with reason maintenance', () => {
    const reasons: string[] = [];
    const off = onLogout((r) => reasons.push(r.reason));
    useAuthStore.setState({ loginState: 'loggedIn' });
    appPlatformHandlers.onMaintenance({ title: null, message: null, image: null, link: null, label: null, refreshIntervalSeconds: null });
    off();
    expect(usePlatformStore.getState().maintenance).not.toBeNull();
    expect(reasons).toEqual(['maintenance']);
  });
});

describe('platform fetch: waiting room (202)', () => {
  it("retries at the payload's interval until admitted, showing the position meanwhile", async () => {
    const h = handlers();
    const answers = [waiting({ refreshIntervalSeconds: 5, position: 3 }), waiting({ refreshIntervalSeconds: 5, position: 1 }), json(200, { data: { ok: true } })];
    const base = vi.fn(async () => answers.shift() ?? json(500, {}));
    const wait = vi.fn(async (_ms: number, _signal?: AbortSignal | null) => undefined);
    const f = createPlatformFetch({ base: base as unknown as typeof fetch, handlers: h, wait });
    const res = await f('/graphql?operationName=Account', {});
    expect(await res.json()).toEqual({ data: { ok: true } });
    expect(base).toHaveBeenCalledTimes(3);
    expect(wait.mock.calls.map((c) => c[0])).toEqual([5000, 5000]);
    expect(h.onWaiting.mock.calls.map((c) => c[1]?.position ?? null)).toEqual([3, 1, null]);
    // Left the waiting room once admitted.
    expect(h.onWaiting.mock.calls.at(-1)?.[1]).toBeNull();
  });

  it('defaults to 30 s in the HTTP layer and 5 s for the startup query', async () => {
    for (const [url, body, seconds] of [
      ['/graphql?operationName=Account', undefined, HTTP_WAITING_ROOM_SECONDS],
      ['/graphql?operationName=Startup&extensions=x', undefined, STARTUP_WAITING_ROOM_SECONDS],
      ['/graphql', JSON.stringify({ operationName: 'Startup', query: '{}' }), STARTUP_WAITING_ROOM_SECONDS],
    ] as const) {
      const answers = [waiting(), json(200, {})];
      const wait = vi.fn(async (_ms: number, _signal?: AbortSignal | null) => undefined);
      const f = createPlatformFetch({ base: (async () => answers.shift() ?? json(200, {})) as typeof fetch, handlers: handlers(), wait });
      await f(url, { method: body ? 'POST' : 'GET', body });
      expect(wait).toHaveBeenCalledWith(seconds * 1000, undefined);
    }
  });

  it('a 202 without the waiting-room payload is an ordinary answer', async () => {
    const h = handlers();
    const res = await withAdmission(async () => json(202, { accepted: true }), { handlers: h });
    expect(res.status).toBe(202);
    expect(h.onWaiting).not.toHaveBeenCalled();
  });

  it('stops waiting when the request is aborted', async () => {
    const h = handlers();
    const controller = new AbortController();
    const pending = withAdmission(async () => waiting({ refreshIntervalSeconds: 60 }), { handlers: h, signal: controller.signal });
    await vi.waitFor(() => expect(h.onWaiting).toHaveBeenCalled());
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(h.onWaiting.mock.calls.at(-1)?.[1]).toBeNull();
  });

  it('reads the operation name from GET queries and JSON bodies', () => {
    expect(operationNameOf('/graphql?operationName=Startup')).toBe('Startup');
    expect(operationNameOf('/graphql', { body: JSON.stringify({ operationName: 'Account' }) })).toBe('Account');
    expect(operationNameOf('/graphql', { body: 'not json' })).toBeNull();
  });
});

describe('REST client (httpRequest) in the waiting room and maintenance', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    usePlatformStore.setState({ maintenance: null, waiting: {} });
  });

  it('retries a 202 after 30 s by default, then returns the admitted answer', async () => {
    const { httpRequest } = await import('@/shared/api/http-client');
    vi.useFakeTimers();
    const answers = [waiting({ refreshIntervalSeconds: undefined }), json(200, { regions: [] })];
    const fetchMock = vi.fn(async () => answers.shift() ?? json(500, {}));
    vi.stubGlobal('fetch', fetchMock);
    const pending = httpRequest('/i/regions');
    await vi.advanceTimersByTimeAsync(29_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(Object.keys(usePlatformStore.getState().waiting)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(pending).resolves.toEqual({ status: 200, data: { regions: [] } });
    expect(usePlatformStore.getState().waiting).toEqual({});
  });

  it('a maintenance 503 switches maintenance on and fails the call', async () => {
    const { httpRequest } = await import('@/shared/api/http-client');
    vi.stubGlobal('fetch', vi.fn(async () => maintenance()));
    await expect(httpRequest('/api/login_preferences')).rejects.toMatchObject({ status: 503 });
    expect(usePlatformStore.getState().maintenance?.title).toBe('Upgrading');
  });
});
