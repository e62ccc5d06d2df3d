/** Display time zone of the product (see docs/product/shell-and-identity.md). */
export const DISPLAY_TIME_ZONE = 'America/New_York';

function toDate(value: Date | string | number): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: DISPLAY_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

const dateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: DISPLAY_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

const timeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: DISPLAY_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

const yearFormat = new Intl.DateTimeFormat('en-US', { timeZone: DISPLAY_TIME_ZONE, year: 'numeric' });

/** "Nov 22, 2025, 3:04 PM EST"; empty for an invalid value. */
export function formatDateTime(value: Date | string | number): string {
  const d = toDate(value);
  return d ? dateTimeFormat.format(d) : '';
}

/** "Nov 22, 2025". */
export function formatDate(value: Date | string | number): string {
  const d = toDate(value);
  return d ? dateFormat.format(d) : '';
}

/** "3:04 PM EST". */
export function formatTime(value: Date | string | number): string {
  const d = toDate(value);
  return d ? timeFormat.format(d) : '';
}

/** The calendar year in the display time zone (the copyright line uses it). */
export function displayYear(value: Date | string | number = new Date()): string {
  const d = toDate(value);
  return d ? yearFormat.format(d) : '';
}

const dayKeyFormat = new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const weekdayFormat = new Intl.DateTimeFormat('en-US', { timeZone: DISPLAY_TIME_ZONE, weekday: 'short', month: 'short', day: 'numeric' });
const shortTimeFormat = new Intl.DateTimeFormat('en-US', { timeZone: DISPLAY_TIME_ZONE, hour: 'numeric', minute: '2-digit' });

/** Days between two calendar dates of the display time zone (`2025-11-22` keys). */
function dayDiff(a: Date, b: Date): number {
  const ms = (d: Date) => Date.parse(`${dayKeyFormat.format(d)}T00:00:00Z`);
  return Math.round((ms(b) - ms(a)) / 86_400_000);
}

/**
 * When an event starts, as a schedule shows it: "Today · 7:30 PM", "Tomorrow · 1:00 PM",
 * "Sat, Nov 29 · 1:00 PM" (display time zone); empty for an invalid value.
 */
export function formatStartTime(value: Date | string | number, now: Date | string | number = Date.now()): string {
  const d = toDate(value);
  const n = toDate(now);
  if (!d || !n) return '';
  const time = shortTimeFormat.format(d);
  const diff = dayDiff(n, d);
  if (diff === 0) return `Today · ${time}`;
  if (diff === 1) return `Tomorrow · ${time}`;
  return `${weekdayFormat.format(d)} · ${time}`;
}
