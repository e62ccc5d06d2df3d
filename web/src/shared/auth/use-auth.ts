import { useAuthStore, isFullTokenResponse, isLimitedTokenResponse, type LoginState, type TokenResponse } from './auth-store';
import { emitLogin, emitLogout } from './auth-events';
import type { LogoutReason } from './logout-reasons';

export type LoginOutcome = 'loggedIn' | 'strongAuthRequired';

/**
 * Stores a token answer: a full session logs in (welcome toast, pending jobs, timers via
 * the session provider); a limited token waits for the one-time code.
 */
export function acceptTokenResponse(response: TokenResponse): LoginOutcome {
  const store = useAuthStore.getState();
  if (isFullTokenResponse(response)) {
    store.setTokens(response);
    emitLogin({ userId: response.user_id });
    return 'loggedIn';
  }
  if (isLimitedTokenResponse(response)) {
    store.setLimitedAccessToken(response);
    return 'strongAuthRequired';
  }
  throw new Error('Unknown token response');
}

export interface UseAuth {
  loginState: LoginState;
  isLoggedIn: boolean;
  /** False while the stored session is being checked (show skeletons). */
  isKnown: boolean;
  userId: string | null;
  /** A strong-authentication login is waiting for its one-time code. */
  hasLimitedAccessToken: boolean;
  acceptTokenResponse: (response: TokenResponse) => LoginOutcome;
  /** Ends the session (server call, stores, caches) and goes to the login page. */
  logout: (reason?: LogoutReason, previousPath?: string) => void;
}

/** The login state and the session actions, for any component. */
export function useAuth(): UseAuth {
  const loginState = useAuthStore((s) => s.loginState);
  const userId = useAuthStore((s) => s.userId);
  const hasLimitedAccessToken = useAuthStore((s) => Boolean(s.limitedAccessToken) && !s.bearerToken);
  return {
    loginState,
    isLoggedIn: loginState === 'loggedIn',
    isKnown: loginState !== 'unknown',
    userId,
    hasLimitedAccessToken,
    acceptTokenResponse,
    logout: (reason = 'logged-out', previousPath) => emitLogout(previousPath ? { reason, previousPath } : { reason }),
  };
}
