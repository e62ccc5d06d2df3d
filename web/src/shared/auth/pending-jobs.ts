/**
 * The pending "disable strong auth" job (see docs/product/shell-and-identity.md): when a user ticks
 * "Don't ask for a code again on this account" on the one-time-code screen, the change is queued
 * (persisted, since it needs the full session that only exists after the code is verified) and run
 * on login, then removed.
 */
import { httpRequest } from '@/shared/api/http-client';
import { reportError } from '@/shared/api/report-error';

export const PENDING_DISABLE_STRONG_AUTH_KEY = 'sb.pending-disable-strong-auth';

interface PendingJob {
  userId: string | null;
  queuedAt: number;
}

export function queueDisableStrongAuth(userId: string | null): void {
  const job: PendingJob = { userId, queuedAt: Date.now() };
  localStorage.setItem(PENDING_DISABLE_STRONG_AUTH_KEY, JSON.stringify(job));
}

export function cancelDisableStrongAuth(): void {
  localStorage.removeItem(PENDING_DISABLE_STRONG_AUTH_KEY);
}

export function pendingDisableStrongAuth(): PendingJob | null {
  try {
    const raw = localStorage.getItem(PENDING_DISABLE_STRONG_AUTH_KEY);
    return raw ? (JSON.parse(raw) as PendingJob) : null;
  } catch {
    return null;
  }
}

/**
 * Runs the pending job for `userId` with the new session's token. Returns true when the
 * preference was changed. The job is removed whatever the outcome, so a failure does not
 * repeat on every login; the user can still switch it off in the security settings.
 */
export async function runPendingJobs(token: string, userId: string): Promise<boolean> {
  const job = pendingDisableStrongAuth();
  if (!job) return false;
  cancelDisableStrongAuth();
  if (job.userId && job.userId !== userId) return false;
  try {
    await httpRequest('/api/login_preferences', { method: 'PATCH', token, json: { strong_auth_enabled: false } });
    return true;
  } catch (error) {
    reportError(error, { source: 'identity-api', job: 'disable-strong-auth' });
    return false;
  }
}
