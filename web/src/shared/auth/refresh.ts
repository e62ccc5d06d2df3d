/**
 * Token refresh (see docs/product/shell-and-identity.md): one refresh at a time per browser.
 * Refresh tokens rotate on every use and the server revokes the whole session when a spent one
 * comes back, so concurrent refreshes must never send the same token twice: calls in this tab share
 * one promise, tabs take a Web Lock when the browser has them, and the stored state is read again
 * first so a tab adopts tokens another tab has just obtained.
 */
import { isHttpError } from '@/shared/api/http-client';
import { useAuthStore } from './auth-store';
import { refreshTokenGrant } from './token-api';

export const NOT_LOGGED_IN_MESSAGE = 'User is not logged in. Will not refresh token';
export const OFFLINE_REFRESH_MESSAGE = 'Could not refresh access token. Internet connection has been lost.';

export type RefreshFailure = 'not-logged-in' | 'offline' | 'rejected' | 'unavailable';

export class RefreshError extends Error {
  readonly failure: RefreshFailure;
  constructor(failure: RefreshFailure, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RefreshError';
    this.failure = failure;
  }
}

export interface RefreshOptions {
  /**
   * The server refused the current access token: refresh even if it looks fresh, unless
   * another tab has already replaced it.
   */
  force?: boolean;
}

let inFlight: Promise<void> | null = null;

function online(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

async function rehydrate(): Promise<void> {
  try {
    await useAuthStore.persist.rehydrate();
  } catch {
    // Keep the in-memory state.
  }
}

async function run({ force = false }: RefreshOptions): Promise<void> {
  const before = useAuthStore.getState();
  await rehydrate();
  const state = useAuthStore.getState();
  if (!state.refreshToken) throw new RefreshError('not-logged-in', NOT_LOGGED_IN_MESSAGE);
  const replacedElsewhere = state.refreshToken !== before.refreshToken;
  const fresh = state.accessTokenRefreshAt !== null && state.accessTokenRefreshAt > Date.now();
  if (fresh && (replacedElsewhere || !force)) {
    if (state.loginState !== 'loggedIn') state.setLoginState('loggedIn');
    return;
  }
  if (!online()) throw new RefreshError('offline', OFFLINE_REFRESH_MESSAGE);
  try {
    const tokens = await refreshTokenGrant(state.refreshToken);
    useAuthStore.getState().setTokens(tokens);
  } catch (cause) {
    if (isHttpError(cause, 'NETWORK_ERROR') || !online()) {
      throw new RefreshError('offline', OFFLINE_REFRESH_MESSAGE, { cause });
    }
    // A definite refusal (invalid_grant, 401) ends the session; anything else may pass.
    const refused = isHttpError(cause) && cause.status !== undefined && cause.status >= 400 && cause.status < 500;
    throw new RefreshError(refused ? 'rejected' : 'unavailable', `Token refresh failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/** Refreshes the session's tokens (shared by every caller in this tab). */
export function refreshSession(options: RefreshOptions = {}): Promise<void> {
  if (inFlight) return inFlight;
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  const task = locks ? locks.request('sb-token-refresh', () => run(options)) : run(options);
  inFlight = Promise.resolve(task).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
