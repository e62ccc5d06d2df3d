import type { ToastInput } from '@/shared/ui/toast-store';
import { formatDateTime } from '@/shared/format/date';

export interface WelcomeData {
  firstName: string;
  /** The login before this one; null on a first login. */
  previousLoginAt: string | null | undefined;
  /** Server time now. */
  currentTime: string | null | undefined;
}

/** A first login (a sign-up's is one): the session has no login before this one (the welcome toast says "Welcome"). */
export function isFirstLogin(previousLoginAt: string | null | undefined): boolean {
  return !previousLoginAt;
}

/**
 * The welcome toast after a login: returning users "Welcome Back, {name}!" with their
 * last login and the server time (America/New_York); a first login "Welcome, {name}!".
 */
export function welcomeToast({ firstName, previousLoginAt, currentTime }: WelcomeData): ToastInput {
  const name = firstName.trim() || 'there';
  if (!previousLoginAt) {
    return { id: 'welcome', title: `Welcome, ${name}!`, description: 'Your account is ready. Good luck and play responsibly.', variant: 'success' };
  }
  const parts = [`Last login: ${formatDateTime(previousLoginAt)}.`];
  if (currentTime) parts.push(`Current time: ${formatDateTime(currentTime)}.`);
  return { id: 'welcome', title: `Welcome Back, ${name}!`, description: parts.join(' '), variant: 'success' };
}
