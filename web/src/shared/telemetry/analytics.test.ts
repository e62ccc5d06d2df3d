import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCookieConsent } from '@/shared/hooks/use-cookie-consent';
import {
  clearTrackedEvents,
  configureAnalytics,
  flushAnalytics,
  inSample,
  MAX_EVENTS_PER_BATCH,
  sampleBucket,
  SAMPLE_MODULO,
  setMonitoringSampleRate,
  stableHash,
  track,
  trackedEvents,
  type AnalyticsEvent,
} from './analytics';

describe('analytics sampling (hash modulo 101)', () => {
  it('is stable per install id and spreads over 0..100', () => {
    expect(stableHash('install-1')).toBe(stableHash('install-1'));
    expect(sampleBucket('install-1')).toBe(stableHash('install-1') % SAMPLE_MODULO);
    const buckets = new Set(Array.from({ length: 2000 }, (_, i) => sampleBucket(`id-${i}`)));
    expect(Math.min(...buckets)).toBe(0);
    expect(Math.max(...buckets)).toBe(100);
    expect(buckets.size).toBe(101);
  });

  it('samples none at 0, all at 1, and about the rate in between', () => {
    const ids = Array.from({ length: 5000 }, (_, i) => `install-${i}`);
    expect(ids.filter((id) => inSample(id, 0)).length).toBe(0);
    expect(ids.filter((id) => inSample(id, 1)).length).toBe(ids.length);
    const share = ids.filter((id) => inSample(id, 0.25)).length / ids.length;
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.3);
    // The same install always gets the same answer.
    expect(inSample('install-7', 0.25)).toBe(inSample('install-7', 0.25));
  });
});

describe('track()', () => {
  let sent: AnalyticsEvent[][];
  beforeEach(() => {
    sent = [];
    configureAnalytics({
      send: async (events) => {
        sent.push(events);
        return 'sent';
      },
    });
  });
  afterEach(() => {
    clearTrackedEvents();
    configureAnalytics({});
    setMonitoringSampleRate(0);
    useCookieConsent.setState({ choice: null });
  });

  it('sends nothing without analytics consent (undecided or refused)', async () => {
    track('login_success');
    useCookieConsent.getState().save(false);
    track('logout', { reason: 'inactivity' });
    await flushAnalytics();
    expect(sent).toEqual([]);
    expect(trackedEvents().map((e) => e.delivery)).toEqual(['no-consent', 'no-consent']);
  });

  it('sends masked events with the install id once analytics is allowed', async () => {
    useCookieConsent.getState().save(true);
    track('login_failure', { errorCode: 'invalid_grant', email: 'alex@example.com' });
    await flushAnalytics();
    expect(sent).toHaveLength(1);
    const [event] = sent[0] ?? [];
    expect(event).toMatchObject({ name: 'login_failure', properties: { errorCode: 'invalid_grant', email: '[email]' } });
    expect(typeof event?.installId).toBe('string');
    expect(typeof event?.timestamp).toBe('number');
    expect(trackedEvents()[0]?.delivery).toBe('sent');
  });

  it('batches at most 50 events per request', async () => {
    useCookieConsent.getState().save(true);
    vi.useFakeTimers();
    try {
      for (let i = 0; i < MAX_EVENTS_PER_BATCH + 5; i += 1) track('modal_opened', { i });
      await vi.runAllTimersAsync();
    } finally {
      vi.useRealTimers();
    }
    await flushAnalytics();
    expect(sent.map((b) => b.length)).toEqual([50, 5]);
  });

  it('flags the monitoring copy only for installs inside the sample rate', async () => {
    useCookieConsent.getState().save(true);
    setMonitoringSampleRate(0);
    track('a');
    setMonitoringSampleRate(1);
    track('b');
    await flushAnalytics();
    const events = sent.flat();
    expect(events[0]?.properties.monitoringSample).toBeUndefined();
    expect(events[1]?.properties.monitoringSample).toBe(true);
  });
});
