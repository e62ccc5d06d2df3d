/**
 * The reality check-in rule (see docs/product/responsible-gaming-and-location.md): a check-in opens
 * when the interval divides the seconds elapsed since login. Ticks may be late (a throttled
 * background tab), so the rule is kept as "the number of whole intervals elapsed went up": a late
 * tick still opens the check-in it passed, once.
 */

/** Re-read of the session's spend while the check-in is open. */
export const SPENT_REFRESH_MS = 10_000;

/** Whole seconds from `startedAt` to `now` (epoch ms), never negative. */
export function elapsedSeconds(startedAt: number, now: number): number {
  return Math.max(0, Math.floor((now - startedAt) / 1000));
}

/** How many whole intervals have elapsed (0 without a valid interval). */
export function checkInIndex(elapsed: number, intervalSeconds: number | null | undefined): number {
  if (!intervalSeconds || intervalSeconds <= 0) return 0;
  return Math.floor(elapsed / intervalSeconds);
}

/** The check-in to open now, if any: the interval index reached since `lastIndex`. */
export function dueCheckIn(elapsed: number, intervalSeconds: number | null | undefined, lastIndex: number): number | null {
  const index = checkInIndex(elapsed, intervalSeconds);
  return index >= 1 && index > lastIndex ? index : null;
}

/** "1 hour 5 minutes", "45 minutes", "30 seconds" for a time since login. */
export function formatElapsed(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  if (s < 60) return `${s} ${s === 1 ? 'second' : 'seconds'}`;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const parts: string[] = [];
  if (h) parts.push(`${h} ${h === 1 ? 'hour' : 'hours'}`);
  if (m) parts.push(`${m} ${m === 1 ? 'minute' : 'minutes'}`);
  return parts.join(' ');
}
