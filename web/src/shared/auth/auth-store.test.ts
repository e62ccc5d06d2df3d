import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY, LimitedTokenWithBearerError, currentToken, refreshAtFor, useAuthStore } from './auth-store';

const FULL = { access_token: 'access-1', refresh_token: 'sess.refresh-1', user_id: 'u1', expires_in: 900, token_type: 'Bearer' };

describe('auth store', () => {
  beforeEach(() => {
    useAuthStore.getState().clearSession({ keepAnonymousToken: false });
    useAuthStore.getState().setLoginState('unknown');
  });

  it('stores a full session and refreshes 30 s before expiry', () => {
    useAuthStore.getState().setTokens(FULL, 1_000_000);
    const s = useAuthStore.getState();
    expect(s.bearerToken).toBe('access-1');
    expect(s.refreshToken).toBe('sess.refresh-1');
    expect(s.userId).toBe('u1');
    expect(s.loginState).toBe('loggedIn');
    expect(s.accessTokenRefreshAt).toBe(1_000_000 + 870_000);
    // Default lifetime of 900 s when the server does not say.
    expect(refreshAtFor(undefined, 0)).toBe(870_000);
    expect(refreshAtFor(20, 0)).toBe(10_000);
    expect(refreshAtFor(60, 0)).toBe(30_000);
  });

  it('refuses a limited access token while a bearer token exists', () => {
    useAuthStore.getState().setTokens(FULL);
    expect(() => useAuthStore.getState().setLimitedAccessToken({ limited_access_token: 'limited', user_id: 'u1' })).toThrow(LimitedTokenWithBearerError);
    expect(useAuthStore.getState().limitedAccessToken).toBeNull();
  });

  it('accepts a limited token without a session, and the upgrade replaces it', () => {
    useAuthStore.getState().setLimitedAccessToken({ limited_access_token: 'limited', user_id: 'u1' });
    expect(currentToken()).toBe('limited');
    expect(useAuthStore.getState().loginState).not.toBe('loggedIn');
    useAuthStore.getState().setTokens(FULL);
    expect(useAuthStore.getState().limitedAccessToken).toBeNull();
    expect(currentToken()).toBe('access-1');
  });

  it('presents bearer, then limited, then anonymous token', () => {
    useAuthStore.getState().setAnonymousToken('anon');
    expect(currentToken()).toBe('anon');
    useAuthStore.getState().setTokens(FULL);
    expect(currentToken()).toBe('access-1');
  });

  it('persists tokens but not the login state', () => {
    useAuthStore.getState().setTokens(FULL, 5);
    const stored = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? '{}') as { state: Record<string, unknown> };
    expect(stored.state.bearerToken).toBe('access-1');
    expect(stored.state.accessTokenRefreshAt).toBe(870_005);
    expect(stored.state).not.toHaveProperty('loginState');
  });

  it('clearSession forgets every token of the session', () => {
    useAuthStore.getState().setAnonymousToken('anon');
    useAuthStore.getState().setTokens(FULL);
    useAuthStore.getState().clearSession();
    const s = useAuthStore.getState();
    expect([s.bearerToken, s.refreshToken, s.limitedAccessToken, s.userId, s.accessTokenRefreshAt, s.sessionStartedAt]).toEqual([null, null, null, null, null, null]);
    expect(s.loginState).toBe('loggedOut');
    expect(s.anonymousToken).toBe('anon');
  });
});
