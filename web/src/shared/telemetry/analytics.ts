/**
 * Analytics (see docs/product/platform-services.md): `track(name, properties)` sends events to the
 * server's event sink `POST /api/analytics/events` (batched, at most 50 per request,
 * masked) — only when cookie consent allows analytics. There is also a sampled
 * monitoring copy: an install is in the monitoring sample when a stable hash of its install
 * id modulo 101 falls under the startup `monitoringSampleRate` (0..1, default 0); its
 * events carry `monitoringSample: true` so the sink can pass that copy on.
 * The last 100 events are kept in memory for the dev-tools view.
 */
import { admissionHeaders } from '@/shared/platform/admission-ticket';
import { clientHeaders, installId } from '@/shared/api/client-info';
import { analyticsAllowed } from '@/shared/hooks/use-cookie-consent';
import { maskValue } from './masking';

export const ANALYTICS_PATH = '/api/analytics/events';
export const SAMPLE_MODULO = 101;
export const MAX_EVENTS_PER_BATCH = 50;
export const ANALYTICS_FLUSH_DELAY_MS = 1000;
export const MAX_KEPT_EVENTS = 100;

export type AnalyticsProperties = Record<string, unknown>;

export interface AnalyticsEvent {
  name: string;
  properties: AnalyticsProperties;
  timestamp: number;
  installId: string;
}

export interface TrackedEvent extends AnalyticsEvent {
  /** queued/sent/failed; `no-consent` events never left the browser. */
  delivery: 'queued' | 'sent' | 'failed' | 'no-consent';
}

/** FNV-1a (32 bit) of a string: stable across sessions and browsers. */
export function stableHash(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i += 1) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** The install's sampling bucket, 0..100 (hash modulo 101). */
export function sampleBucket(id: string): number {
  return stableHash(id) % SAMPLE_MODULO;
}

/** Whether an install is in a sample of `rate` (0..1): 0 never, 1 always. */
export function inSample(id: string, rate: number): boolean {
  if (!Number.isFinite(rate) || rate <= 0) return false;
  if (rate >= 1) return true;
  return sampleBucket(id) < Math.round(rate * SAMPLE_MODULO);
}

let monitoringSampleRate = 0;

/** The startup `monitoringSampleRate` (default 0). */
export function setMonitoringSampleRate(rate: number | null | undefined): void {
  monitoringSampleRate = typeof rate === 'number' && Number.isFinite(rate) ? Math.min(1, Math.max(0, rate)) : 0;
}

export function getMonitoringSampleRate(): number {
  return monitoringSampleRate;
}

const kept: TrackedEvent[] = [];
const queue: TrackedEvent[] = [];
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | null = null;
let flushing = false;

function changed(): void {
  for (const l of Array.from(listeners)) l();
}

export function onEventsChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

type Sender = (events: AnalyticsEvent[]) => Promise<'sent' | 'failed'>;

async function defaultSender(events: AnalyticsEvent[]): Promise<'sent' | 'failed'> {
  try {
    const response = await fetch(ANALYTICS_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...clientHeaders(), 'x-install-id': installId(), ...admissionHeaders() },
      body: JSON.stringify({ events }),
      credentials: 'same-origin',
      keepalive: true,
    });
    return response.ok ? 'sent' : 'failed';
  } catch {
    return 'failed';
  }
}

let sender: Sender = defaultSender;

export function configureAnalytics(options: { send?: Sender }): void {
  sender = options.send ?? defaultSender;
}

/** Sends the queued events now, 50 per request. */
export async function flushAnalytics(): Promise<void> {
  if (timer) {
    clearTimeout(timer);
    timer = null;
  }
  if (flushing) return;
  flushing = true;
  try {
    while (queue.length) {
      const batch = queue.splice(0, MAX_EVENTS_PER_BATCH);
      const result = await sender(batch.map(({ name, properties, timestamp, installId: id }) => ({ name, properties, timestamp, installId: id })));
      for (const e of batch) e.delivery = result;
      changed();
    }
  } finally {
    flushing = false;
  }
}

/** Records an analytics event; it is sent only when the person allowed analytics cookies. */
export function track(name: string, properties: AnalyticsProperties = {}): void {
  const id = installId();
  const masked = maskValue(properties) as AnalyticsProperties;
  const allowed = analyticsAllowed();
  if (allowed && inSample(id, monitoringSampleRate)) masked.monitoringSample = true;
  const event: TrackedEvent = { name, properties: masked, timestamp: Date.now(), installId: id, delivery: allowed ? 'queued' : 'no-consent' };
  kept.push(event);
  if (kept.length > MAX_KEPT_EVENTS) kept.splice(0, kept.length - MAX_KEPT_EVENTS);
  if (allowed) {
    queue.push(event);
    if (queue.length >= MAX_EVENTS_PER_BATCH) void flushAnalytics();
    else if (!timer) {
      timer = setTimeout(() => {
        timer = null;
        void flushAnalytics();
      }, ANALYTICS_FLUSH_DELAY_MS);
    }
  }
  changed();
}

/** The kept events, oldest first. */
export function trackedEvents(): readonly TrackedEvent[] {
  return kept.slice();
}

export function clearTrackedEvents(): void {
  kept.length = 0;
  queue.length = 0;
  if (timer) clearTimeout(timer);
  timer = null;
  changed();
}
