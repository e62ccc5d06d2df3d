/**
 * Maintenance and waiting room in the HTTP layer (see docs/product/platform-services.md):
 *
 * - every request carries the tab's admission ticket (`x-admission-ticket`) and the
 *   ticket the server answers with is kept;
 * - a 503 with `x-maintenance-mode: true` switches the app into maintenance mode (the
 *   maintenance screen) and logs a logged-in user out with the reason `maintenance`; the
 *   response is handed on so the caller fails as usual behind the screen;
 * - a 202 with `{"cfWaitingRoom": {"inWaitingRoom": true, ...}}` holds the request: the
 *   waiting-room modal shows and the same request is sent again at the payload's
 *   interval (default 30 s here, 5 s for the startup query) until it is admitted, so the
 *   caller only ever sees the admitted answer (a waiting room is never a failure).
 *
 * `createPlatformFetch()` is the `fetch` of Apollo's HttpLink; the REST client wraps
 * each attempt with `withAdmission()`.
 */
import { useAuthStore } from '@/shared/auth/auth-store';
import { emitLogout } from '@/shared/auth/auth-events';
import { admissionHeaders, ADMISSION_HEADER, ensureAdmissionTicket, storeAdmissionTicket } from './admission-ticket';
import { parseMaintenanceContent, usePlatformStore, type MaintenanceContent, type WaitingRoomState } from './platform-store';

export const MAINTENANCE_HEADER = 'x-maintenance-mode';
/** Waiting-room retry when the payload names no interval: HTTP layer. */
export const HTTP_WAITING_ROOM_SECONDS = 30;
/** ... and on the startup-driven path. */
export const STARTUP_WAITING_ROOM_SECONDS = 5;
export const STARTUP_OPERATION_NAME = 'Startup';

export type PlatformSignal =
  | { kind: 'maintenance'; content: MaintenanceContent }
  | { kind: 'waiting-room'; refreshIntervalSeconds: number | null; position: number | null };

export interface PlatformHandlers {
  onMaintenance: (content: MaintenanceContent) => void;
  /** `state` null: the request `id` left the waiting room (admitted, failed or cancelled). */
  onWaiting: (id: string, state: WaitingRoomState | null) => void;
}

/** The app's handlers: the platform store, and a maintenance logout for a logged-in user. */
export const appPlatformHandlers: PlatformHandlers = {
  onMaintenance: (content) => {
    usePlatformStore.getState().enterMaintenance(content);
    if (useAuthStore.getState().loginState === 'loggedIn') emitLogout({ reason: 'maintenance' });
  },
  onWaiting: (id, state) => usePlatformStore.getState().setWaiting(id, state),
};

function positiveNumber(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : null;
}

/** Keeps the returned ticket and says whether the answer is maintenance or the waiting room. */
export async function inspectResponse(response: Response): Promise<PlatformSignal | null> {
  storeAdmissionTicket(response.headers.get(ADMISSION_HEADER));
  if (response.status === 503 && response.headers.get(MAINTENANCE_HEADER)?.toLowerCase() === 'true') {
    const body = (await response.clone().json().catch(() => null)) as { maintenanceModeContent?: unknown } | null;
    return { kind: 'maintenance', content: parseMaintenanceContent(body?.maintenanceModeContent) };
  }
  if (response.status === 202) {
    const body = (await response.clone().json().catch(() => null)) as { cfWaitingRoom?: Record<string, unknown> } | null;
    const room = body?.cfWaitingRoom;
    if (room && room.inWaitingRoom === true) {
      const position = typeof room.position === 'number' && Number.isFinite(room.position) ? room.position : null;
      return { kind: 'waiting-room', refreshIntervalSeconds: positiveNumber(room.refreshIntervalSeconds), position };
    }
  }
  return null;
}

function abortError(): Error {
  return typeof DOMException === 'function' ? new DOMException('The request was aborted.', 'AbortError') : new Error('aborted');
}

/** Resolves after `ms`, or rejects with an AbortError when `signal` aborts first. */
export function sleep(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export interface AdmissionOptions {
  defaultIntervalSeconds?: number;
  signal?: AbortSignal | null;
  handlers?: PlatformHandlers;
  /** Injectable for tests. */
  wait?: (ms: number, signal?: AbortSignal | null) => Promise<void>;
  now?: () => number;
  /**
   * Fetches the first ticket of the tab (default: GET /api/waiting-room with `fetch`);
   * null only waits for a ticket request already under way.
   */
  ticketFetch?: typeof fetch | null;
}

let held = 0;

/** Runs `attempt` until it is not a waiting-room answer; reports maintenance answers. */
export async function withAdmission(attempt: () => Promise<Response>, options: AdmissionOptions = {}): Promise<Response> {
  const { defaultIntervalSeconds = HTTP_WAITING_ROOM_SECONDS, signal, handlers = appPlatformHandlers, wait = sleep, now = Date.now } = options;
  await ensureAdmissionTicket(options.ticketFetch);
  held += 1;
  const id = `request-${held}`;
  let waited = false;
  try {
    for (;;) {
      const response = await attempt();
      const found = await inspectResponse(response);
      if (found?.kind === 'waiting-room') {
        const seconds = found.refreshIntervalSeconds ?? defaultIntervalSeconds;
        waited = true;
        handlers.onWaiting(id, { position: found.position, refreshIntervalSeconds: seconds, nextAttemptAt: now() + seconds * 1000 });
        await wait(seconds * 1000, signal);
        continue;
      }
      if (found?.kind === 'maintenance') handlers.onMaintenance(found.content);
      return response;
    }
  } finally {
    if (waited) handlers.onWaiting(id, null);
  }
}

/** The GraphQL operation a request carries (`operationName` of the GET query or the JSON body). */
export function operationNameOf(input: RequestInfo | URL, init?: RequestInit): string | null {
  try {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const fromQuery = new URL(url, 'http://localhost').searchParams.get('operationName');
    if (fromQuery) return fromQuery;
  } catch {
    // Not a URL we can read.
  }
  if (typeof init?.body === 'string') {
    try {
      const body = JSON.parse(init.body) as { operationName?: unknown };
      return typeof body.operationName === 'string' ? body.operationName : null;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * A `fetch` for Apollo's HttpLink: adds the admission ticket, holds waiting-room answers
 * (5 s default for Startup, 30 s otherwise) and reports maintenance answers.
 */
export function createPlatformFetch(options: { base?: typeof fetch; handlers?: PlatformHandlers; wait?: AdmissionOptions['wait']; ticketFetch?: typeof fetch } = {}): typeof fetch {
  return (input: RequestInfo | URL, init?: RequestInit) => {
    const base = options.base ?? globalThis.fetch;
    const startup = operationNameOf(input, init) === STARTUP_OPERATION_NAME;
    return withAdmission(
      () => {
        const headers = new Headers(init?.headers);
        for (const [k, v] of Object.entries(admissionHeaders())) headers.set(k, v);
        return base(input, { ...init, headers });
      },
      {
        defaultIntervalSeconds: startup ? STARTUP_WAITING_ROOM_SECONDS : HTTP_WAITING_ROOM_SECONDS,
        signal: init?.signal,
        handlers: options.handlers,
        wait: options.wait,
        ticketFetch: options.ticketFetch,
      },
    );
  };
}
