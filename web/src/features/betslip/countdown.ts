/**
 * Reward expiry countdown (see docs/product/betslip.md): shown only under a cap, hours
 * and minutes, seconds only under one hour, red under one hour.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** The countdown shows when less than this is left (the spec does not give the value). */
export const COUNTDOWN_CAP_MS = 24 * HOUR;

export interface Countdown {
  text: string;
  /** Under one hour: shown in red. */
  urgent: boolean;
}

/** "Expires in 5h 03m", "Expires in 12m 09s"; null when over the cap; "Expired" at zero. */
export function formatCountdown(expiresAtMs: number, nowMs: number, capMs: number = COUNTDOWN_CAP_MS): Countdown | null {
  const left = expiresAtMs - nowMs;
  if (!Number.isFinite(left) || left >= capMs) return null;
  if (left <= 0) return { text: 'Expired', urgent: true };
  const hours = Math.floor(left / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  const seconds = Math.floor((left % MINUTE) / SECOND);
  const pad = (n: number) => n.toString().padStart(2, '0');
  if (hours > 0) return { text: `Expires in ${hours}h ${pad(minutes)}m`, urgent: false };
  return { text: `Expires in ${minutes}m ${pad(seconds)}s`, urgent: true };
}
