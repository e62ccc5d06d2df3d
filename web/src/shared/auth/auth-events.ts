/**
 * A small in-process event channel between whoever notices that a session must end (the
 * Apollo error link, the HTTP client, pages) and the session provider that ends it.
 */
import type { LogoutReason } from './logout-reasons';

export interface LogoutRequest {
  reason: LogoutReason;
  /** Path to return to after the next login (defaults to the current path when the reason keeps it). */
  previousPath?: string;
}

type Listener = (request: LogoutRequest) => void;

const listeners = new Set<Listener>();

/** Asks the session provider to log out. */
export function emitLogout(request: LogoutRequest): void {
  for (const l of Array.from(listeners)) l(request);
}

export function onLogout(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export interface LoginEvent {
  userId: string;
}

type LoginListener = (event: LoginEvent) => void;
const loginListeners = new Set<LoginListener>();

/** Announces that fresh tokens of a new login have been stored. */
export function emitLogin(event: LoginEvent): void {
  for (const l of Array.from(loginListeners)) l(event);
}

export function onLogin(listener: LoginListener): () => void {
  loginListeners.add(listener);
  return () => {
    loginListeners.delete(listener);
  };
}

/** Work that must run while the session still holds its tokens (the betslip's demotion). */
type BeforeLogoutHook = () => Promise<unknown>;
const beforeLogoutHooks = new Set<BeforeLogoutHook>();

/** Longest a logout waits for its before-logout hooks. */
export const BEFORE_LOGOUT_TIMEOUT_MS = 2000;

export function onBeforeLogout(hook: BeforeLogoutHook): () => void {
  beforeLogoutHooks.add(hook);
  return () => {
    beforeLogoutHooks.delete(hook);
  };
}

export function hasBeforeLogoutHooks(): boolean {
  return beforeLogoutHooks.size > 0;
}

/** Runs every hook (failures ignored), waiting at most `timeoutMs`. */
export async function runBeforeLogoutHooks(timeoutMs = BEFORE_LOGOUT_TIMEOUT_MS): Promise<void> {
  const all = Promise.allSettled(Array.from(beforeLogoutHooks, (h) => Promise.resolve().then(h)));
  let timer: ReturnType<typeof setTimeout> | null = null;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  await Promise.race([all, timeout]);
  if (timer) clearTimeout(timer);
}
