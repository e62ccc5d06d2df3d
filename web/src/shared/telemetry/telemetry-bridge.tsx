import { useEffect } from 'react';
import { observeHttp, type HttpObservation } from '@/shared/api/http-client';
import { useStartup } from '@/shared/api/use-startup';
import { onLogout } from '@/shared/auth/auth-events';
import { setMonitoringSampleRate, track } from './analytics';
import { onErrorReported } from './error-reporter';

/** Login outcomes of the password grant as analytics events (with the error code on failure). */
export function trackLoginOutcome(o: HttpObservation): void {
  if (o.path !== '/oauth/token' || o.method !== 'POST' || o.form?.grant_type !== 'password') return;
  const body = (o.data && typeof o.data === 'object' ? o.data : {}) as Record<string, unknown>;
  if (o.status !== undefined && o.status >= 200 && o.status < 300) {
    track('login_success', { strongAuthRequired: body.strong_auth_required === true });
    return;
  }
  track('login_failure', {
    errorCode: typeof body.error === 'string' ? body.error : (o.errorKind ?? 'UNKNOWN_ERROR'),
    status: o.status ?? null,
  });
}

/**
 * Connects the app's events to analytics (login outcomes, logout reasons, error codes)
 * and the monitoring sample rate from startup. Mounted once by the app.
 */
export function TelemetryBridge() {
  const { data } = useStartup();
  const rate = data?.applicationMetadata.monitoringSampleRate;
  useEffect(() => setMonitoringSampleRate(rate), [rate]);

  useEffect(() => {
    const offHttp = observeHttp(trackLoginOutcome);
    const offLogout = onLogout((req) => track('logout', { reason: req.reason }));
    const offErrors = onErrorReported((report) => {
      const code = report.context.code;
      if (typeof code === 'string') track('error_code', { code, source: report.context.source, operationName: report.context.operationName ?? null });
    });
    return () => {
      offHttp();
      offLogout();
      offErrors();
    };
  }, []);
  return null;
}
