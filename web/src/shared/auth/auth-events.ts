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
