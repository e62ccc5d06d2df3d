/**
 * The identity (and later payments) REST client: `fetch` with the client headers, the
 * install id, a 5-second time limit (see docs/product/platform-services.md) and typed failures:
 *
 * | kind               | when                                                        |
 * |--------------------|-------------------------------------------------------------|
 * | UNAUTHORIZED_ERROR | the server answered 401                                     |
 * | NETWORK_ERROR      | the browser is offline                                      |
 * | TIMEOUT_ERROR      | no answer within the time limit                             |
 * | CONNECTION_ERROR   | online, but the server could not be reached                 |
 * | UNKNOWN_ERROR      | any other non-2xx answer (status and parsed body attached)  |
 */
import { admissionHeaders } from '@/shared/platform/admission-ticket';
import { withAdmission } from '@/shared/platform/platform-fetch';
import { identityHeaders } from './client-info';

export const HTTP_TIMEOUT_MS = 5000;

export type HttpErrorKind = 'UNAUTHORIZED_ERROR' | 'NETWORK_ERROR' | 'TIMEOUT_ERROR' | 'CONNECTION_ERROR' | 'UNKNOWN_ERROR';

/** Field errors of the identity API: `{"errors": {"field": [{"message": "..."}]}}`. */
export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  readonly kind: HttpErrorKind;
  /** HTTP status when the server answered. */
  readonly status: number | undefined;
  /** Parsed JSON body when the server answered with one. */
  readonly body: unknown;

  constructor(kind: HttpErrorKind, message: string, status?: number, body?: unknown) {
    super(message);
    this.name = kind;
    this.kind = kind;
    this.status = status;
    this.body = body;
  }

  /** `errors.<field>[].message` of the identity API's error shape. */
  get fieldErrors(): FieldErrors {
    return parseFieldErrors(this.body);
  }

  /** RFC 6749 `error` of the token endpoint. */
  get oauthError(): { error: string; description: string } | null {
    const b = this.body as { error?: unknown; error_description?: unknown } | null;
    if (!b || typeof b !== 'object' || typeof b.error !== 'string') return null;
    return { error: b.error, description: typeof b.error_description === 'string' ? b.error_description : '' };
  }
}

export function isHttpError(error: unknown, kind?: HttpErrorKind): error is HttpError {
  return error instanceof HttpError && (kind === undefined || error.kind === kind);
}

export function parseFieldErrors(body: unknown): FieldErrors {
  const out: FieldErrors = {};
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return out;
  for (const [field, list] of Object.entries(errors as Record<string, unknown>)) {
    if (!Array.isArray(list)) continue;
    const messages = list
      .map((e) => (typeof e === 'string' ? e : (e as { message?: unknown } | null)?.message))
      .filter((m): m is string => typeof m === 'string' && m.length > 0);
    if (messages.length) out[field] = messages;
  }
  return out;
}

/** The words to show a person for a failed request. */
export function httpErrorMessage(error: unknown): string {
  if (error instanceof HttpError) {
    switch (error.kind) {
      case 'NETWORK_ERROR':
        return 'You appear to be offline. Please check your internet connection and try again.';
      case 'TIMEOUT_ERROR':
        return 'The request took too long. Please try again.';
      case 'CONNECTION_ERROR':
        return 'We could not reach our servers. Please check your internet connection and try again.';
      case 'UNAUTHORIZED_ERROR':
        return 'You are not logged in. Please log in again to proceed.';
      default: {
        const oauth = error.oauthError;
        if (oauth?.description) return oauth.description;
        const fields = error.fieldErrors;
        const first = fields.base?.[0] ?? Object.values(fields)[0]?.[0];
        if (first) return first;
      }
    }
  }
  return 'Oops, we encountered an error. Please hang on and try again later while we sort things out.';
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** A JSON body. */
  json?: unknown;
  /** A form-encoded body. */
  form?: Record<string, string>;
  /** Bearer token for `Authorization`. */
  token?: string | null;
  headers?: Record<string, string>;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface HttpResponse<T> {
  status: number;
  data: T;
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** What an observer learns about a finished request (analytics of login outcomes). */
export interface HttpObservation {
  method: string;
  path: string;
  /** The form fields sent (token requests), if any. */
  form?: Record<string, string>;
  status?: number;
  data?: unknown;
  errorKind?: HttpErrorKind;
}

type HttpObserver = (observation: HttpObservation) => void;
const observers = new Set<HttpObserver>();

/** Subscribes to finished requests; returns the unsubscribe. Observers must not throw. */
export function observeHttp(observer: HttpObserver): () => void {
  observers.add(observer);
  return () => {
    observers.delete(observer);
  };
}

function notify(observation: HttpObservation): void {
  for (const o of Array.from(observers)) {
    try {
      o(observation);
    } catch {
      // An observer's failure never breaks the request.
    }
  }
}

/** Performs a request against the identity API (same origin). */
export async function httpRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<HttpResponse<T>> {
  const method = options.method ?? 'GET';
  try {
    const result = await performRequest<T>(path, options);
    notify({ method, path, form: options.form, status: result.status, data: result.data });
    return result;
  } catch (error) {
    if (error instanceof HttpError) notify({ method, path, form: options.form, status: error.status, data: error.body, errorKind: error.kind });
    throw error;
  }
}

async function performRequest<T>(path: string, options: RequestOptions): Promise<HttpResponse<T>> {
  const { method = 'GET', json, form, token, timeoutMs = HTTP_TIMEOUT_MS, signal } = options;
  if (isOffline()) throw new HttpError('NETWORK_ERROR', 'The browser is offline.');
  const headers: Record<string, string> = { Accept: 'application/json', ...identityHeaders(), ...options.headers };
  let body: string | undefined;
  if (form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(form).toString();
  } else if (json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(json);
  }
  if (token) headers.Authorization = `Bearer ${token}`;

  // Each attempt has its own time limit; a waiting-room answer (202) is retried after the
  // payload's interval (30 s by default) and a maintenance answer (503) switches the app
  // into maintenance mode (the platform folder beside this one).
  const attempt = async (): Promise<Response> => {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onAbort = () => controller.abort();
    signal?.addEventListener('abort', onAbort);
    try {
      return await fetch(path, { method, headers: { ...headers, ...admissionHeaders() }, body, signal: controller.signal, credentials: 'same-origin' });
    } catch (cause) {
      if (timedOut) throw new HttpError('TIMEOUT_ERROR', `No answer from ${path} within ${timeoutMs} ms.`);
      if (signal?.aborted) throw cause;
      if (isOffline()) throw new HttpError('NETWORK_ERROR', 'The browser is offline.');
      throw new HttpError('CONNECTION_ERROR', `Could not reach ${path}: ${cause instanceof Error ? cause.message : String(cause)}`);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  };
  // The GraphQL transport asks for the tab's first ticket; REST calls wait for that
  // request when it is under way rather than starting their own.
  const response = await withAdmission(attempt, { signal, ticketFetch: null });

  const data = await readBody(response);
  if (response.status === 401) {
    throw new HttpError('UNAUTHORIZED_ERROR', `Unauthorized: ${method} ${path}`, 401, data);
  }
  if (!response.ok) {
    throw new HttpError('UNKNOWN_ERROR', `${method} ${path} answered ${response.status}`, response.status, data);
  }
  return { status: response.status, data: data as T };
}
