/**
 * Error reporting (see docs/product/platform-services.md): unexpected errors are masked on the
 * client, kept locally (the last 50, for dev-tools) and sent in small batches to the server's own
 * endpoint `POST /api/client-errors` (one report per request, as the server takes them; the server
 * masks again and may forward to a Sentry-compatible DSN). 401s and subscription errors are never
 * reported; a 429 or 413 answer drops the report rather than retrying.
 */
import { admissionHeaders } from '@/shared/platform/admission-ticket';
import { appVersion, clientHeaders, installId } from '@/shared/api/client-info';
import { maskText, maskValue } from './masking';

export const CLIENT_ERRORS_PATH = '/api/client-errors';
export const MAX_KEPT_REPORTS = 50;
/** Reports wait this long so bursts go out together. */
export const REPORT_FLUSH_DELAY_MS = 2000;
/** At most this many reports wait for sending; older ones are dropped. */
export const MAX_QUEUED_REPORTS = 20;
const MAX_STACK = 8000;

export interface ErrorContext {
  /** Where it happened: "graphql", "network", "identity-api", "sign-in"... */
  source: string;
  operationName?: string;
  [key: string]: unknown;
}

export type ReportLevel = 'error' | 'warning';

/** The body of `POST /api/client-errors`. */
export interface ClientErrorPayload {
  message: string;
  stack?: string;
  url?: string;
  release?: string;
  level: ReportLevel;
  context?: Record<string, unknown>;
  tags?: Record<string, string>;
}

export interface ErrorReport {
  at: string;
  name: string;
  message: string;
  context: ErrorContext;
  /** 'queued' until sent, then 'sent' or 'failed'. */
  delivery: 'queued' | 'sent' | 'failed';
  payload: ClientErrorPayload;
}

const kept: ErrorReport[] = [];
const queue: ErrorReport[] = [];
let flushTimer: ReturnType<typeof setTimeout> | null = null;
let flushing = false;
const listeners = new Set<() => void>();
const reportListeners = new Set<(report: ErrorReport) => void>();

/** Called with every new report (analytics counts error codes). */
export function onErrorReported(listener: (report: ErrorReport) => void): () => void {
  reportListeners.add(listener);
  return () => {
    reportListeners.delete(listener);
  };
}

function changed(): void {
  for (const l of Array.from(listeners)) l();
}

/** Called whenever the kept reports change (dev-tools live view). */
export function onReportsChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function describe(error: unknown): { name: string; message: string; stack?: string } {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  if (typeof error === 'string') return { name: 'Error', message: error };
  try {
    return { name: 'Error', message: JSON.stringify(error) };
  } catch {
    return { name: 'Error', message: String(error) };
  }
}

/** 401s are expected (expired sessions) and never reported. */
export function isUnauthorizedStatus(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { statusCode?: unknown; status?: unknown; kind?: unknown };
  return e.statusCode === 401 || e.status === 401 || e.kind === 'UNAUTHORIZED_ERROR';
}

/** Subscription errors are not reported. */
export function isSubscriptionContext(context: ErrorContext): boolean {
  return context.source === 'subscription' || context.operationType === 'subscription' || context.subscription === true;
}

function currentUrl(): string | undefined {
  try {
    // Path only: query strings may carry tokens or codes.
    return `${window.location.origin}${window.location.pathname}`;
  } catch {
    return undefined;
  }
}

/** Builds the masked payload of one report. */
export function buildPayload(error: unknown, context: ErrorContext, level: ReportLevel = 'error'): { name: string; payload: ClientErrorPayload } {
  const { name, message, stack } = describe(error);
  const maskedContext = maskValue(context) as Record<string, unknown>;
  const tags: Record<string, string> = { source: String(context.source), platform: clientHeaders()['x-platform'] ?? 'web', client: clientHeaders()['x-client-name'] ?? '' };
  if (typeof context.operationName === 'string') tags.operation = context.operationName;
  if (typeof context.code === 'string') tags.code = context.code;
  return {
    name,
    payload: {
      message: maskText(`${name}: ${message}`).slice(0, 4000),
      stack: stack ? maskText(stack).slice(0, MAX_STACK) : undefined,
      url: currentUrl(),
      release: appVersion(),
      level,
      context: maskedContext,
      tags: maskValue(tags) as Record<string, string>,
    },
  };
}

export interface ReporterOptions {
  /** Replaceable for tests. */
  send?: (payload: ClientErrorPayload) => Promise<'sent' | 'failed'>;
}

async function defaultSend(payload: ClientErrorPayload): Promise<'sent' | 'failed'> {
  try {
    const response = await fetch(CLIENT_ERRORS_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...clientHeaders(), 'x-install-id': installId(), ...admissionHeaders() },
      body: JSON.stringify(payload),
      credentials: 'same-origin',
      keepalive: true,
    });
    return response.status === 202 || response.ok ? 'sent' : 'failed';
  } catch {
    return 'failed';
  }
}

let send: (payload: ClientErrorPayload) => Promise<'sent' | 'failed'> = defaultSend;

export function configureReporter(options: ReporterOptions): void {
  send = options.send ?? defaultSend;
}

/** Sends every queued report now (one request each, in order). */
export async function flushReports(): Promise<void> {
  if (flushTimer) {
    clearTimeout(flushTimer);
    flushTimer = null;
  }
  if (flushing) return;
  flushing = true;
  try {
    while (queue.length) {
      const report = queue.shift();
      if (!report) break;
      report.delivery = await send(report.payload);
      changed();
    }
  } finally {
    flushing = false;
  }
}

function scheduleFlush(): void {
  if (flushTimer || typeof window === 'undefined') return;
  flushTimer = setTimeout(() => {
    flushTimer = null;
    void flushReports();
  }, REPORT_FLUSH_DELAY_MS);
}

/** Reports an unexpected error: masked, kept (last 50) and queued for the server. */
export function reportError(error: unknown, context: ErrorContext, level: ReportLevel = 'error'): void {
  if (isUnauthorizedStatus(error) || isSubscriptionContext(context)) return;
  const { name, payload } = buildPayload(error, context, level);
  const report: ErrorReport = {
    at: new Date().toISOString(),
    name,
    message: payload.message,
    context: (payload.context ?? { source: context.source }) as ErrorContext,
    delivery: 'queued',
    payload,
  };
  kept.push(report);
  if (kept.length > MAX_KEPT_REPORTS) kept.splice(0, kept.length - MAX_KEPT_REPORTS);
  queue.push(report);
  if (queue.length > MAX_QUEUED_REPORTS) queue.splice(0, queue.length - MAX_QUEUED_REPORTS);
  if (import.meta.env.DEV && import.meta.env.MODE !== 'test') {
    console.error(`[reported] ${payload.message}`, payload.context);
  }
  changed();
  for (const l of Array.from(reportListeners)) l(report);
  scheduleFlush();
}

/** The kept reports, oldest first. */
export function reportedErrors(): readonly ErrorReport[] {
  return kept.slice();
}

/** Empties the kept and queued reports (tests). */
export function clearReportedErrors(): void {
  kept.length = 0;
  queue.length = 0;
  if (flushTimer) clearTimeout(flushTimer);
  flushTimer = null;
  changed();
}
