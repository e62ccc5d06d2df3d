import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from './auth-store';
import { BEFORE_LOGOUT_TIMEOUT_MS, emitLogin, emitLogout, onBeforeLogout } from './auth-events';
import { RefreshError, OFFLINE_REFRESH_MESSAGE } from './refresh';
import { LAST_ACTIVITY_KEY, SessionController, TIME_LIMIT_MESSAGE, loginPathFor, type SessionControllerDeps } from './session-controller';

const T0 = Date.UTC(2025, 0, 15, 12, 0, 0);
const FULL = { access_token: 'access-1', refresh_token: 'sess.refresh-1', user_id: 'u1', expires_in: 900 };

function setup(overrides: Partial<SessionControllerDeps> = {}) {
  let online = true;
  const target = new EventTarget();
  const deps = {
    logoutRequest: vi.fn().mockResolvedValue(undefined),
    heartbeat: vi.fn().mockResolvedValue('OK'),
    clearCaches: vi.fn().mockResolvedValue(undefined),
    navigate: vi.fn(),
    currentPath: vi.fn(() => '/account/summary'),
    notify: vi.fn(),
    dismissNotification: vi.fn(),
    onLogin: vi.fn(),
    runPendingJobs: vi.fn().mockResolvedValue(false),
    refresh: vi.fn(async () => {
      useAuthStore.getState().setTokens({ ...FULL, access_token: 'access-2', refresh_token: 'sess.refresh-2' });
    }),
    isOnline: () => online,
    target: target as unknown as Window,
    ...overrides,
  };
  const controller = new SessionController(deps);
  return {
    deps,
    controller,
    goOffline: () => {
      online = false;
      target.dispatchEvent(new Event('offline'));
    },
    goOnline: () => {
      online = true;
      target.dispatchEvent(new Event('online'));
    },
  };
}

describe('SessionController', () => {
  let controllers: SessionController[] = [];
  const start = (s: ReturnType<typeof setup>) => {
    controllers.push(s.controller);
    s.controller.start();
    return s;
  };

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
    useAuthStore.getState().clearSession({ keepAnonymousToken: false });
    useAuthStore.getState().setLoginState('unknown');
  });
  afterEach(() => {
    for (const c of controllers) c.stop();
    controllers = [];
    vi.useRealTimers();
  });

  it('starts logged out without a stored session', () => {
    start(setup());
    expect(useAuthStore.getState().loginState).toBe('loggedOut');
  });

  it('resumes a valid stored session and refreshes 30 s before expiry', async () => {
    useAuthStore.getState().setTokens(FULL, T0);
    useAuthStore.getState().setLoginState('unknown');
    const s = start(setup());
    expect(useAuthStore.getState().loginState).toBe('loggedIn');

    await vi.advanceTimersByTimeAsync(869_000);
    expect(s.deps.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(s.deps.refresh).toHaveBeenCalledTimes(1);
    expect(useAuthStore.getState().bearerToken).toBe('access-2');
    // The next refresh is scheduled from the new lifetime.
    expect(useAuthStore.getState().accessTokenRefreshAt).toBe(T0 + 870_000 + 870_000);
    await vi.advanceTimersByTimeAsync(870_000);
    expect(s.deps.refresh).toHaveBeenCalledTimes(2);
  });

  it('logs out as a technical issue when the stored refresh time is invalid', async () => {
    useAuthStore.setState({ bearerToken: 'a', refreshToken: 'r', userId: 'u1', accessTokenRefreshAt: Number.NaN, loginState: 'unknown' });
    const s = start(setup());
    await vi.runOnlyPendingTimersAsync();
    expect(s.deps.navigate).toHaveBeenCalledWith('/login?reason=technical-issue&previousPath=%2Faccount%2Fsummary');
    expect(useAuthStore.getState().refreshToken).toBeNull();
  });

  it('pauses the refresh while offline and resumes when back online', async () => {
    useAuthStore.getState().setTokens(FULL, T0);
    const s = start(setup());
    s.goOffline();
    await vi.advanceTimersByTimeAsync(870_000);
    expect(s.deps.refresh).not.toHaveBeenCalled();
    expect(s.controller.isRefreshPaused).toBe(true);
    expect(s.deps.notify).toHaveBeenCalledWith(expect.objectContaining({ description: OFFLINE_REFRESH_MESSAGE }));
    // Still logged in while waiting.
    expect(useAuthStore.getState().loginState).toBe('loggedIn');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(s.deps.refresh).not.toHaveBeenCalled();

    s.goOnline();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.deps.refresh).toHaveBeenCalledTimes(1);
    expect(s.controller.isRefreshPaused).toBe(false);
    expect(useAuthStore.getState().bearerToken).toBe('access-2');
  });

  it('treats a refresh that fails for lack of connection as a pause, not a logout', async () => {
    useAuthStore.getState().setTokens(FULL, T0);
    const refresh = vi.fn().mockRejectedValue(new RefreshError('offline', OFFLINE_REFRESH_MESSAGE));
    const s = start(setup({ refresh }));
    await vi.advanceTimersByTimeAsync(870_000);
    expect(s.deps.navigate).not.toHaveBeenCalled();
    expect(s.controller.isRefreshPaused).toBe(true);
  });

  it('logs out with refresh-token-failed when the refresh is refused', async () => {
    useAuthStore.getState().setTokens(FULL, T0);
    const refresh = vi.fn().mockRejectedValue(new RefreshError('rejected', 'invalid_grant'));
    const s = start(setup({ refresh }));
    await vi.advanceTimersByTimeAsync(870_000);
    expect(s.deps.navigate).toHaveBeenCalledWith('/login?reason=refresh-token-failed&previousPath=%2Faccount%2Fsummary');
    expect(useAuthStore.getState().loginState).toBe('loggedOut');
  });

  it('logout first runs the before-logout hooks while the tokens still exist (bounded wait)', async () => {
    useAuthStore.getState().setTokens(FULL, T0);
    const seen: (string | null)[] = [];
    const offQuick = onBeforeLogout(async () => {
      seen.push(useAuthStore.getState().bearerToken);
    });
    const offStuck = onBeforeLogout(() => new Promise(() => undefined));
    const s = start(setup());
    emitLogout({ reason: 'logged-out' });
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual(['access-1']);
    expect(useAuthStore.getState().bearerToken).toBe('access-1');
    await vi.advanceTimersByTimeAsync(BEFORE_LOGOUT_TIMEOUT_MS);
    expect(useAuthStore.getState().bearerToken).toBeNull();
    expect(s.deps.navigate).toHaveBeenCalledWith('/login');
    offQuick();
    offStuck();
  });

  it('logout clears the server session, tokens, caches and timers, then goes to login', async () => {
    useAuthStore.getState().setAnonymousToken('anon');
    useAuthStore.getState().setTokens(FULL, T0);
    localStorage.setItem(LAST_ACTIVITY_KEY, String(T0));
    const s = start(setup());
    emitLogout({ reason: 'logged-out' });
    await vi.advanceTimersByTimeAsync(0);
    expect(s.deps.logoutRequest).toHaveBeenCalledWith('access-1');
    expect(s.deps.clearCaches).toHaveBeenCalledTimes(1);
    const st = useAuthStore.getState();
    expect([st.bearerToken, st.refreshToken, st.userId, st.accessTokenRefreshAt]).toEqual([null, null, null, null]);
    expect(st.loginState).toBe('loggedOut');
    expect(localStorage.getItem(LAST_ACTIVITY_KEY)).toBeNull();
    expect(s.deps.navigate).toHaveBeenCalledWith('/login');
    // No timer survives: nothing refreshes later.
    await vi.advanceTimersByTimeAsync(2_000_000);
    expect(s.deps.refresh).not.toHaveBeenCalled();
    expect(s.deps.heartbeat).not.toHaveBeenCalled();
  });

  it('logs out after the inactivity threshold; activity resets it', async () => {
    useAuthStore.getState().setTokens({ ...FULL, expires_in: 3600 }, T0);
    const s = start(setup());
    s.controller.configure({ inactivityThresholdMinutes: 2, heartbeatIntervalSeconds: null });
    await vi.advanceTimersByTimeAsync(90_000);
    s.controller.recordActivity();
    await vi.advanceTimersByTimeAsync(90_000);
    expect(s.deps.navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(31_000);
    expect(s.deps.navigate).toHaveBeenCalledWith('/login?reason=inactivity&previousPath=%2Faccount%2Fsummary');
  });

  it('sends heartbeats with elapsed seconds and logs out on TIME_LIMIT_EXCEEDED', async () => {
    useAuthStore.getState().setTokens({ ...FULL, expires_in: 3600 }, T0);
    const heartbeat = vi.fn().mockResolvedValueOnce('OK').mockResolvedValueOnce('TIME_LIMIT_EXCEEDED');
    const s = start(setup({ heartbeat }));
    s.controller.configure({ heartbeatIntervalSeconds: 60, inactivityThresholdMinutes: null });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(heartbeat).toHaveBeenLastCalledWith(60);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(heartbeat).toHaveBeenLastCalledWith(120);
    expect(s.deps.navigate).toHaveBeenCalledWith('/login?reason=time-limit');
    expect(s.deps.notify).toHaveBeenCalledWith(expect.objectContaining({ description: TIME_LIMIT_MESSAGE }));
  });

  it('logs out when the heartbeat fails', async () => {
    useAuthStore.getState().setTokens({ ...FULL, expires_in: 3600 }, T0);
    const s = start(setup({ heartbeat: vi.fn().mockRejectedValue(new Error('boom')) }));
    s.controller.configure({ heartbeatIntervalSeconds: 30 });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(s.deps.navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/login\?reason=technical-issue/));
  });

  it('runs pending jobs and the login hook when tokens of a new login arrive', async () => {
    const s = start(setup());
    useAuthStore.getState().setTokens(FULL);
    emitLogin({ userId: 'u1' });
    await vi.advanceTimersByTimeAsync(0);
    expect(s.deps.runPendingJobs).toHaveBeenCalledWith('access-1', 'u1');
    expect(s.deps.onLogin).toHaveBeenCalledWith('u1');
  });
});

describe('loginPathFor', () => {
  it('carries the reason and previousPath, never home', () => {
    expect(loginPathFor('logged-out')).toBe('/login');
    expect(loginPathFor('inactivity', '/')).toBe('/login?reason=inactivity');
    expect(loginPathFor('unauthorized', '/account/help?x=1')).toBe('/login?reason=unauthorized&previousPath=%2Faccount%2Fhelp%3Fx%3D1');
  });
});
