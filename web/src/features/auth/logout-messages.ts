import type { LogoutReason } from '@/shared/auth/logout-reasons';

export interface ReasonMessage {
  title: string;
  body: string;
  tone: 'info' | 'warning' | 'danger' | 'success';
}

/** The login page's banner for each logout reason (see docs/product/shell-and-identity.md). */
export const LOGOUT_REASON_MESSAGES: Record<LogoutReason, ReasonMessage> = {
  'logged-out': {
    title: 'You have been logged out',
    body: 'You have been logged out. Log in again whenever you are ready.',
    tone: 'info',
  },
  inactivity: {
    title: 'Logged out for inactivity',
    body: 'We logged you out because you were inactive for a while. Please log in again to continue.',
    tone: 'warning',
  },
  'time-limit': {
    title: 'Daily time limit reached',
    body: 'We logged you out because you reached your set daily time limit. Come back tomorrow!',
    tone: 'warning',
  },
  'location-changed': {
    title: 'Your location changed',
    body: 'We logged you out because your location changed. Please log in again to play where you are now.',
    tone: 'warning',
  },
  'location-verification': {
    title: 'Location verification problem',
    body: 'We logged you out because we found you in a different valid region. Please log in again to verify your location.',
    tone: 'warning',
  },
  'refresh-token-failed': {
    title: 'Your session has ended',
    body: 'We could not keep your session going because of a technical issue. Please log in again.',
    tone: 'danger',
  },
  'technical-issue': {
    title: 'Your session has ended',
    body: 'We logged you out because of a technical issue. Please log in again.',
    tone: 'danger',
  },
  maintenance: {
    title: 'Down for maintenance',
    body: 'We logged you out while we carry out scheduled maintenance. Please log in again once we are back.',
    tone: 'info',
  },
  'cool-off': {
    title: 'Cool-off period started',
    body: 'Your cool-off period has started successfully and you have been logged out. You can log in again when it ends.',
    tone: 'success',
  },
  'self-exclusion': {
    title: 'Self-exclusion confirmed',
    body: 'Your self-exclusion was successful and you have been logged out. If you need support, call 1-800-GAMBLER.',
    tone: 'success',
  },
  unauthorized: {
    title: 'Please log in',
    body: 'You must be logged in to view this page.',
    tone: 'info',
  },
  'session-expired': {
    title: 'You are not logged in',
    body: 'You are not logged in. Please log in again to proceed.',
    tone: 'warning',
  },
  'password-changed': {
    title: 'Password updated',
    body: 'Your password was changed and every device was logged out. Log in with your new password.',
    tone: 'success',
  },
};
