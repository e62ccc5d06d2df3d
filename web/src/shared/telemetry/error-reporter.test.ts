import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearReportedErrors, configureReporter, flushReports, MAX_KEPT_REPORTS, reportedErrors, reportError, type ClientErrorPayload } from './error-reporter';

describe('error reporter', () => {
  let sent: ClientErrorPayload[];
  beforeEach(() => {
    sent = [];
    configureReporter({
      send: async (p) => {
        sent.push(p);
        return 'sent';
      },
    });
  });
  afterEach(() => {
    clearReportedErrors();
    configureReporter({});
  });

  it('masks the message, stack and context before sending to /api/client-errors', async () => {
    const error = new Error('Lookup failed for alex@example.com, card 4111 1111 1111 1111');
    reportError(error, { source: 'graphql', operationName: 'Account', code: 'INTERNAL_SERVER_ERROR', variables: { firstName: 'Alex', phone: '555-123-4567' } });
    await flushReports();
    expect(sent).toHaveLength(1);
    const [p] = sent;
    expect(p?.message).toBe('Error: Lookup failed for [email], card [card]');
    expect(p?.stack).not.toMatch(/alex@example\.com/);
    expect(p?.level).toBe('error');
    expect(p?.context).toEqual({ source: 'graphql', operationName: 'Account', code: 'INTERNAL_SERVER_ERROR', variables: { firstName: '[name]', phone: '[phone]' } });
    expect(p?.tags).toMatchObject({ source: 'graphql', operation: 'Account', code: 'INTERNAL_SERVER_ERROR' });
    expect(reportedErrors()[0]?.delivery).toBe('sent');
  });

  it('never reports 401s or subscription errors', async () => {
    reportError(Object.assign(new Error('HTTP 401'), { statusCode: 401 }), { source: 'network' });
    reportError({ kind: 'UNAUTHORIZED_ERROR' }, { source: 'identity-api' });
    reportError(new Error('socket closed'), { source: 'subscription', operationName: 'AccountBalance' });
    await flushReports();
    expect(sent).toEqual([]);
    expect(reportedErrors()).toEqual([]);
  });

  it('keeps the last 50 locally for dev-tools', () => {
    for (let i = 0; i < MAX_KEPT_REPORTS + 7; i += 1) reportError(new Error(`e${i}`), { source: 'test' });
    const kept = reportedErrors();
    expect(kept).toHaveLength(50);
    expect(kept[0]?.message).toBe('Error: e7');
    expect(kept.at(-1)?.message).toBe('Error: e56');
  });
});
