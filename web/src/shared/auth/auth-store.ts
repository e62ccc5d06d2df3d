/**
 * The auth store (see docs/product/shell-and-identity.md): tokens and login state, persisted in
 * localStorage so a reload resumes the session. Tokens are written only through the actions here:
 *
 * - `setTokens` stores a full session (bearer + refresh token) and computes
 *   `accessTokenRefreshAt` = now + lifetime - 30 s;
 * - `setLimitedAccessToken` refuses while a bearer token exists (a limited token is only
 *   the first half of a strong-authentication login);
 * - `clearSession` forgets everything of the session (the anonymous token is kept unless
 *   asked: it belongs to the browser, not the account).
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Token refresh runs this long before expiry. */
export const REFRESH_MARGIN_MS = 30_000;
/** Access-token lifetime when the server does not say. */
export const DEFAULT_TOKEN_LIFETIME_SECONDS = 900;
export const AUTH_STORAGE_KEY = 'sb.auth';

export type LoginState = 'unknown' | 'loggedIn' | 'loggedOut';

/** The token endpoint's successful answer with a full session. */
export interface FullTokenResponse {
  access_token: string;
  refresh_token: string;
  user_id: string;
  expires_in?: number;
  token_type?: string;
}

/** The password grant's answer when strong authentication is on. */
export interface LimitedTokenResponse {
  limited_access_token: string;
  user_id: string;
  expires_in?: number;
  strong_auth_required?: boolean;
}

export type TokenResponse = FullTokenResponse | LimitedTokenResponse;

export function isFullTokenResponse(r: unknown): r is FullTokenResponse {
  const o = r as Partial<FullTokenResponse> | null;
  return !!o && typeof o.access_token === 'string' && typeof o.refresh_token === 'string' && typeof o.user_id === 'string';
}

export function isLimitedTokenResponse(r: unknown): r is LimitedTokenResponse {
  const o = r as Partial<LimitedTokenResponse> | null;
  return !!o && typeof o.limited_access_token === 'string' && typeof o.user_id === 'string';
}

export class LimitedTokenWithBearerError extends Error {
  constructor() {
    super('A limited access token cannot be set while a bearer token exists.');
    this.name = 'LimitedTokenWithBearerError';
  }
}

export interface AuthData {
  /** Epoch milliseconds at which the access token must be refreshed. */
  accessTokenRefreshAt: number | null;
  bearerToken: string | null;
  limitedAccessToken: string | null;
  refreshToken: string | null;
  anonymousToken: string | null;
  userId: string | null;
  /** Epoch milliseconds the session began (heartbeat's elapsed seconds count from here). */
  sessionStartedAt: number | null;
  loginState: LoginState;
}

export interface AuthActions {
  setTokens: (response: FullTokenResponse, now?: number) => void;
  setLimitedAccessToken: (response: LimitedTokenResponse) => void;
  setAnonymousToken: (token: string | null) => void;
  setLoginState: (state: LoginState) => void;
  clearSession: (options?: { keepAnonymousToken?: boolean }) => void;
}

export type AuthState = AuthData & AuthActions;

const EMPTY_SESSION: Omit<AuthData, 'anonymousToken' | 'loginState'> = {
  accessTokenRefreshAt: null,
  bearerToken: null,
  limitedAccessToken: null,
  refreshToken: null,
  userId: null,
  sessionStartedAt: null,
};

/** When to refresh a token of `expiresIn` seconds issued at `now`: 30 s before expiry. */
export function refreshAtFor(expiresIn: number | undefined, now: number): number {
  const lifetime = typeof expiresIn === 'number' && Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn : DEFAULT_TOKEN_LIFETIME_SECONDS;
  // Very short lifetimes (tests, forced short sessions) refresh at half-life rather than in a loop.
  return now + Math.max(lifetime * 1000 - REFRESH_MARGIN_MS, (lifetime * 1000) / 2);
}

export const useAuthStore = create<AuthState>()(
  persist(
    (set, get) => ({
      ...EMPTY_SESSION,
      anonymousToken: null,
      loginState: 'unknown',
      setTokens: (response, now = Date.now()) => {
        const prev = get();
        set({
          bearerToken: response.access_token,
          refreshToken: response.refresh_token,
          userId: response.user_id,
          limitedAccessToken: null,
          accessTokenRefreshAt: refreshAtFor(response.expires_in, now),
          // A refresh continues the session; a new user starts a new one.
          sessionStartedAt: prev.sessionStartedAt !== null && prev.userId === response.user_id && prev.bearerToken ? prev.sessionStartedAt : now,
          loginState: 'loggedIn',
        });
      },
      setLimitedAccessToken: (response) => {
        if (get().bearerToken) throw new LimitedTokenWithBearerError();
        set({ limitedAccessToken: response.limited_access_token, userId: response.user_id });
      },
      setAnonymousToken: (token) => set({ anonymousToken: token }),
      setLoginState: (loginState) => set({ loginState }),
      clearSession: ({ keepAnonymousToken = true } = {}) =>
        set((s) => ({
          ...EMPTY_SESSION,
          anonymousToken: keepAnonymousToken ? s.anonymousToken : null,
          loginState: 'loggedOut',
        })),
    }),
    {
      name: AUTH_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      // The login state is decided again on every start.
      partialize: ({ accessTokenRefreshAt, bearerToken, limitedAccessToken, refreshToken, anonymousToken, userId, sessionStartedAt }) => ({
        accessTokenRefreshAt,
        bearerToken,
        limitedAccessToken,
        refreshToken,
        anonymousToken,
        userId,
        sessionStartedAt,
      }),
    },
  ),
);

/** The token to present: the bearer, else the limited one, else the visitor's. */
export function currentToken(state: AuthData = useAuthStore.getState()): string | null {
  return state.bearerToken ?? state.limitedAccessToken ?? state.anonymousToken;
}
