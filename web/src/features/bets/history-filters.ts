/**
 * The betting history's filters, kept in the query string so a filtered view can be
 * bookmarked and Back works: `?filter=open|settled` (all by default) and a date range
 * `from` / `to` as calendar days (`2025-01-31`) of the product's display time zone
 * (America/New_York). `from` is sent as the first instant of its day and `to` as the last
 * millisecond of its day, so a range of one day covers that whole day.
 */
import type { BetHistoryFilter } from '@/graphql/graphql';
import { DISPLAY_TIME_ZONE } from '@/shared/format/date';

export interface HistoryFilters {
  filter: BetHistoryFilter;
  from: string | null;
  to: string | null;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const FILTERS: Record<string, BetHistoryFilter> = { all: 'ALL', open: 'OPEN', settled: 'SETTLED' };

/** A real calendar day as `YYYY-MM-DD`, or null. */
export function parseDay(raw: string | null | undefined): string | null {
  const m = raw ? DAY.exec(raw.trim()) : null;
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? m[0] : null;
}

export function parseHistoryFilters(search: string | URLSearchParams): HistoryFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return {
    filter: FILTERS[(params.get('filter') ?? '').toLowerCase()] ?? 'ALL',
    from: parseDay(params.get('from')),
    to: parseDay(params.get('to')),
  };
}

/** The query string of `filters` (defaults left out); "" when nothing is set. */
export function historySearch(filters: HistoryFilters): string {
  const params = new URLSearchParams();
  if (filters.filter !== 'ALL') params.set('filter', filters.filter.toLowerCase());
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  const q = params.toString();
  return q ? `?${q}` : '';
}

/** Whether the range runs forwards (an open end always does). */
export function rangeValid(filters: Pick<HistoryFilters, 'from' | 'to'>): boolean {
  return !filters.from || !filters.to || filters.from <= filters.to;
}

/** Milliseconds the zone is ahead of UTC at `instant`. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The first instant of a calendar day in `timeZone` (ISO), or null for a bad day. */
export function dayStart(day: string, timeZone: string = DISPLAY_TIME_ZONE): string | null {
  const valid = parseDay(day);
  if (!valid) return null;
  const [y, m, d] = valid.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d);
  // Twice: the offset at the first guess can differ from the offset at the answer (DST days).
  let instant = wall - zoneOffsetMs(wall, timeZone);
  instant = wall - zoneOffsetMs(instant, timeZone);
  return new Date(instant).toISOString();
}

/** The last millisecond of a calendar day in `timeZone` (ISO), or null for a bad day. */
export function dayEnd(day: string, timeZone: string = DISPLAY_TIME_ZONE): string | null {
  const valid = parseDay(day);
  if (!valid) return null;
  const [y, m, d] = valid.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  const start = dayStart(next, timeZone);
  return start ? new Date(Date.parse(start) - 1).toISOString() : null;
}
