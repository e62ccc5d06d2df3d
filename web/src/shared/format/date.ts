/** Display time zone of the product (spec 000 §9). */
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
