/**
 * Why a session ended (see docs/product/shell-and-identity.md). The reason travels to the login
 * page as `/login?reason=<reason>`, which shows its message.
 */
export const LOGOUT_REASONS = [
  /** The user logged out (no message beyond the generic one). */
  'logged-out',
  'inactivity',
  /** The heartbeat answered TIME_LIMIT_EXCEEDED: the daily time limit was reached. */
  'time-limit',
  /** Geolocation found the user in a different valid region. */
  'location-changed',
  /** Location verification failed in a way that needs a new login. */
  'location-verification',
  'refresh-token-failed',
  'technical-issue',
  'maintenance',
  'cool-off',
  'self-exclusion',
  /** A page needed a login (protected route). */
  'unauthorized',
  /** The server no longer accepted the session (GraphQL UNAUTHENTICATED). */
  'session-expired',
  /** The account holder changed their password: every session ended, this one too. */
  'password-changed',
] as const;

export type LogoutReason = (typeof LOGOUT_REASONS)[number];

export function isLogoutReason(value: unknown): value is LogoutReason {
  return typeof value === 'string' && (LOGOUT_REASONS as readonly string[]).includes(value);
}

/** Reasons after which the user is sent back where they were once they log in again. */
export const REASONS_KEEPING_PATH: ReadonlySet<LogoutReason> = new Set<LogoutReason>([
  'inactivity',
  'refresh-token-failed',
  'technical-issue',
  'unauthorized',
  'session-expired',
]);
