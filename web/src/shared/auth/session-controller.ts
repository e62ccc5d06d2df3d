/**
 * The session lifecycle (see docs/product/shell-and-identity.md), free of React so it can be tested
 * with fake timers: resume on start, refresh 30 s before expiry (paused while offline), logout on
 * refresh failure, the inactivity timer, the heartbeat, and logout itself (server call, stores,
 * caches, timers, tokens, then the login page with the reason).
 */
import type { ToastInput } from '@/shared/ui/toast-store';
import { reportError } from '@/shared/api/report-error';
import { AUTH_STORAGE_KEY, useAuthStore, type AuthData } from './auth-store';
import { emitLogout, hasBeforeLogoutHooks, onLogin, onLogout, runBeforeLogoutHooks, type LogoutRequest } from './auth-events';
import { REASONS_KEEPING_PATH, type LogoutReason } from './logout-reasons';
import { OFFLINE_REFRESH_MESSAGE, RefreshError, refreshSession, type RefreshOptions } from './refresh';
import { runPendingJobs } from './pending-jobs';

export const TIME_LIMIT_MESSAGE = "We logged you out because you reached your set daily time limit. Come back tomorrow!";
export const LAST_ACTIVITY_KEY = 'sb.last-activity';
/** Activity is written to storage (shared with other tabs) at most this often. */
const ACTIVITY_WRITE_INTERVAL_MS = 5000;
const TICK_MS = 1000;
const OFFLINE_TOAST_ID = 'session-offline';

export type HeartbeatAnswer = 'OK' | 'TIME_LIMIT_EXCEEDED' | string;

export interface SessionSettings {
  /** Minutes without interaction before logout (from startup); null or 0 disables. */
  inactivityThresholdMinutes: number | null;
  /** Seconds between heartbeats (from startup); null or 0 disables. */
  heartbeatIntervalSeconds: number | null;
}

export interface SessionControllerDeps {
  /** Revokes the session on the server. */
  logoutRequest: (token: string) => Promise<void>;
  /** Sends the heartbeat mutation and answers its `heartbeat` value. */
  heartbeat: (elapsedSeconds: number) => Promise<HeartbeatAnswer>;
  /** Clears every client cache (Apollo store, other stores). */
  clearCaches: () => Promise<void> | void;
  navigate: (path: string) => void;
  /** The current path with its query, for previousPath. */
  currentPath: () => string;
  notify: (toast: ToastInput) => void;
  dismissNotification?: (id: string) => void;
  /** Called after the tokens of a new login are stored (welcome toast, session data). */
  onLogin?: (userId: string) => void;
  refresh?: (options?: RefreshOptions) => Promise<void>;
  runPendingJobs?: (token: string, userId: string) => Promise<unknown>;
  now?: () => number;
  isOnline?: () => boolean;
  /** Where events are listened to (window in the browser). */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/** The login path for a logout reason (previousPath only when the reason keeps it and it is not home). */
export function loginPathFor(reason: LogoutReason, previousPath?: string): string {
  const params = new URLSearchParams();
  if (reason !== 'logged-out') params.set('reason', reason);
  if (previousPath && previousPath !== '/' && !previousPath.startsWith('/login')) params.set('previousPath', previousPath);
  const q = params.toString();
  return q ? `/login?${q}` : '/login';
}

export class SessionController {
  private readonly deps: SessionControllerDeps;
  private settings: SessionSettings = { inactivityThresholdMinutes: null, heartbeatIntervalSeconds: null };
  private refreshTimer: ReturnType<typeof setTimeout> | null = null;
  private tick: ReturnType<typeof setInterval> | null = null;
  private cleanups: (() => void)[] = [];
  private refreshing = false;
  /** A refresh came due while offline; it runs when the browser is back online. */
  private pendingRefresh = false;
  private loggingOut = false;
  private lastActivity = 0;
  private lastActivityWrite = 0;
  private lastHeartbeat = 0;
  private heartbeatInFlight = false;
  private started = false;

  constructor(deps: SessionControllerDeps) {
    this.deps = deps;
  }

  private now(): number {
    return this.deps.now ? this.deps.now() : Date.now();
  }

  private online(): boolean {
    if (this.deps.isOnline) return this.deps.isOnline();
    return typeof navigator === 'undefined' || navigator.onLine !== false;
  }

  private get store() {
    return useAuthStore.getState();
  }

  /** True while a refresh is waiting for the connection to come back. */
  get isRefreshPaused(): boolean {
    return this.pendingRefresh;
  }

  /** Begins: decides the login state from the stored session and starts listening. */
  start(): void {
    if (this.started) return;
    this.started = true;
    const target = this.deps.target ?? (typeof window !== 'undefined' ? window : undefined);
    if (target) {
      const online = () => this.handleOnline();
      const offline = () => this.handleOffline();
      const storage = (e: Event) => this.handleStorage(e as StorageEvent);
      target.addEventListener('online', online);
      target.addEventListener('offline', offline);
      target.addEventListener('storage', storage);
      this.cleanups.push(() => {
        target.removeEventListener('online', online);
        target.removeEventListener('offline', offline);
        target.removeEventListener('storage', storage);
      });
    }
    this.cleanups.push(onLogout((req) => void this.logout(req.reason, req.previousPath)));
    this.cleanups.push(onLogin(({ userId }) => this.handleLogin(userId)));
    let previous: AuthData = this.store;
    this.cleanups.push(
      useAuthStore.subscribe((state) => {
        const changed = state.accessTokenRefreshAt !== previous.accessTokenRefreshAt || state.loginState !== previous.loginState;
        previous = state;
        if (changed) this.onSessionChanged();
      }),
    );
    this.resume();
  }

  stop(): void {
    this.started = false;
    for (const c of this.cleanups.splice(0)) c();
    this.clearTimers();
  }

  /** Startup values for the inactivity timer and heartbeat. */
  configure(settings: Partial<SessionSettings>): void {
    this.settings = { ...this.settings, ...settings };
  }

  /** Records user activity (mouse, keyboard, touch, scroll); resets the inactivity timer. */
  recordActivity(): void {
    const now = this.now();
    this.lastActivity = now;
    if (now - this.lastActivityWrite >= ACTIVITY_WRITE_INTERVAL_MS) {
      this.lastActivityWrite = now;
      try {
        localStorage.setItem(LAST_ACTIVITY_KEY, String(now));
      } catch {
        // Per-tab only.
      }
    }
  }

  private resume(): void {
    const s = this.store;
    const hasSession = Boolean(s.bearerToken || s.refreshToken);
    if (!hasSession) {
      s.setLoginState('loggedOut');
      return;
    }
    const refreshAt = s.accessTokenRefreshAt;
    if (!s.refreshToken || !s.bearerToken || typeof refreshAt !== 'number' || !Number.isFinite(refreshAt) || refreshAt <= 0) {
      void this.logout('technical-issue', undefined, { keepPath: true });
      return;
    }
    this.lastActivity = Math.max(this.now(), this.storedActivity());
    this.lastHeartbeat = this.now();
    if (refreshAt > this.now()) {
      s.setLoginState('loggedIn');
      this.onSessionChanged();
    } else {
      // Expired while away: refresh first, then the session is known to be good.
      void this.refreshNow();
    }
  }

  private handleLogin(userId: string): void {
    const now = this.now();
    this.lastActivity = now;
    this.lastHeartbeat = now;
    this.pendingRefresh = false;
    this.loggingOut = false;
    this.onSessionChanged();
    const token = this.store.bearerToken;
    if (token) {
      const run = this.deps.runPendingJobs ?? runPendingJobs;
      void Promise.resolve(run(token, userId)).catch((e: unknown) => reportError(e, { source: 'pending-jobs' }));
    }
    this.deps.onLogin?.(userId);
  }

  private onSessionChanged(): void {
    const s = this.store;
    if (s.loginState === 'loggedIn' && s.accessTokenRefreshAt !== null) {
      this.scheduleRefresh(s.accessTokenRefreshAt);
      this.startTick();
    } else if (s.loginState === 'loggedOut') {
      this.clearTimers();
    }
  }

  private scheduleRefresh(at: number): void {
    if (this.refreshTimer) clearTimeout(this.refreshTimer);
    const delay = Math.max(0, Math.min(at - this.now(), 2_147_483_647));
    this.refreshTimer = setTimeout(() => {
      this.refreshTimer = null;
      void this.refreshNow();
    }, delay);
  }

  private startTick(): void {
    if (this.tick) return;
    this.tick = setInterval(() => this.onTick(), TICK_MS);
  }

  private clearTimers(): void {
    if (this.refreshTimer) clearTimeout(this.refreshTimer);
    if (this.tick) clearInterval(this.tick);
    this.refreshTimer = null;
    this.tick = null;
    this.pendingRefresh = false;
  }

  /** Refreshes the tokens now; pauses while offline; logs out when refused. */
  async refreshNow(): Promise<void> {
    if (this.refreshing || this.loggingOut) return;
    if (!this.online()) {
      this.pauseRefresh();
      return;
    }
    this.refreshing = true;
    try {
      await (this.deps.refresh ?? refreshSession)();
      this.pendingRefresh = false;
      this.deps.dismissNotification?.(OFFLINE_TOAST_ID);
      if (this.store.loginState !== 'loggedIn') this.store.setLoginState('loggedIn');
      this.onSessionChanged();
    } catch (error) {
      if (error instanceof RefreshError && error.failure === 'offline') {
        this.pauseRefresh();
      } else {
        reportError(error, { source: 'token-refresh' });
        await this.logout('refresh-token-failed', undefined, { keepPath: true });
      }
    } finally {
      this.refreshing = false;
    }
  }

  private pauseRefresh(): void {
    if (!this.pendingRefresh) {
      this.deps.notify({
        id: OFFLINE_TOAST_ID,
        title: 'You are offline',
        description: OFFLINE_REFRESH_MESSAGE,
        variant: 'warning',
        duration: -1,
      });
    }
    this.pendingRefresh = true;
    if (this.store.loginState === 'unknown') this.store.setLoginState('loggedIn');
  }

  private handleOnline(): void {
    if (this.pendingRefresh) void this.refreshNow();
  }

  private handleOffline(): void {
    // Nothing to cancel: a refresh that comes due while offline waits (see pauseRefresh).
  }

  private storedActivity(): number {
    try {
      const v = Number(localStorage.getItem(LAST_ACTIVITY_KEY));
      return Number.isFinite(v) ? v : 0;
    } catch {
      return 0;
    }
  }

  private onTick(): void {
    const s = this.store;
    if (s.loginState !== 'loggedIn' || this.loggingOut) return;
    const now = this.now();
    // Safety net for timers delayed by a sleeping device.
    if (!this.refreshing && !this.pendingRefresh && s.accessTokenRefreshAt !== null && now >= s.accessTokenRefreshAt && !this.refreshTimer) {
      void this.refreshNow();
    }
    const minutes = this.settings.inactivityThresholdMinutes;
    if (minutes && minutes > 0) {
      const last = Math.max(this.lastActivity, this.storedActivity());
      if (now - last >= minutes * 60_000) {
        void this.logout('inactivity', undefined, { keepPath: true });
        return;
      }
    }
    const interval = this.settings.heartbeatIntervalSeconds;
    if (interval && interval > 0 && !this.heartbeatInFlight && now - this.lastHeartbeat >= interval * 1000) {
      this.lastHeartbeat = now;
      void this.sendHeartbeat();
    }
  }

  private async sendHeartbeat(): Promise<void> {
    const started = this.store.sessionStartedAt ?? this.now();
    const elapsedSeconds = Math.max(0, Math.floor((this.now() - started) / 1000));
    this.heartbeatInFlight = true;
    try {
      const answer = await this.deps.heartbeat(elapsedSeconds);
      if (answer === 'TIME_LIMIT_EXCEEDED') await this.logout('time-limit');
    } catch (error) {
      if (this.store.loginState !== 'loggedIn' || this.loggingOut) return;
      if (!this.online()) return;
      reportError(error, { source: 'heartbeat' });
      await this.logout('technical-issue', undefined, { keepPath: true });
    } finally {
      this.heartbeatInFlight = false;
    }
  }

  /** Another tab changed the stored session: follow it. */
  private handleStorage(e: StorageEvent): void {
    if (e.key !== AUTH_STORAGE_KEY && e.key !== null) return;
    const wasLoggedIn = this.store.loginState === 'loggedIn';
    void Promise.resolve(useAuthStore.persist.rehydrate()).then(() => {
      const s = this.store;
      if (wasLoggedIn && !s.refreshToken) {
        // Logged out elsewhere: end this tab's session without another server call.
        void this.logout('logged-out', undefined, { skipServer: true });
      } else if (!wasLoggedIn && s.refreshToken && s.bearerToken) {
        s.setLoginState('loggedIn');
        this.lastActivity = this.now();
        this.lastHeartbeat = this.now();
      }
    });
  }

  /**
   * Ends the session: tells the server (without waiting on it), clears timers, tokens,
   * stores and caches, then goes to the login page with the reason.
   */
  async logout(reason: LogoutReason, previousPath?: string, options: { keepPath?: boolean; skipServer?: boolean } = {}): Promise<void> {
    if (this.loggingOut) return;
    this.loggingOut = true;
    try {
      const s = this.store;
      const token = s.bearerToken ?? s.limitedAccessToken;
      this.clearTimers();
      // Hooks that need the session (moving the betslip back to the visitor) run first.
      if (s.bearerToken && !options.skipServer && hasBeforeLogoutHooks()) await runBeforeLogoutHooks();
      if (token && !options.skipServer) {
        void this.deps.logoutRequest(token).catch((e: unknown) => reportError(e, { source: 'identity-api', call: 'logout' }));
      }
      s.clearSession();
      try {
        localStorage.removeItem(LAST_ACTIVITY_KEY);
      } catch {
        // Nothing stored.
      }
      this.deps.dismissNotification?.(OFFLINE_TOAST_ID);
      try {
        await this.deps.clearCaches();
      } catch (e) {
        reportError(e, { source: 'logout', step: 'clear-caches' });
      }
      if (reason === 'time-limit') {
        this.deps.notify({ id: 'logout-time-limit', title: 'Daily time limit reached', description: TIME_LIMIT_MESSAGE, variant: 'warning', duration: -1 });
      }
      const keep = options.keepPath ?? REASONS_KEEPING_PATH.has(reason);
      const path = previousPath ?? (keep ? this.deps.currentPath() : undefined);
      this.deps.navigate(loginPathFor(reason, path));
    } finally {
      this.loggingOut = false;
    }
  }
}

/** Asks the running session provider to log out (from anywhere). */
export function requestLogout(reason: LogoutReason, previousPath?: string): void {
  const req: LogoutRequest = previousPath ? { reason, previousPath } : { reason };
  emitLogout(req);
}
