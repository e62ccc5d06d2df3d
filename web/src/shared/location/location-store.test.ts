import { describe, expect, it, vi } from 'vitest';
import { handleLocationChecks, requestLocationCheck } from './location-requests';
import { LOCATION_STORAGE_KEY, useLocationStore } from './location-store';

const stored = () => JSON.parse(localStorage.getItem(LOCATION_STORAGE_KEY) ?? 'null') as { state: Record<string, unknown> } | null;

describe('location store', () => {
  it('persists the licence, IP, times and authorisation; a check cut short is not persisted as running', () => {
    const s = useLocationStore.getState();
    s.reset();
    s.setLicenseKey('licence-1');
    s.setIp('203.0.113.7');
    s.succeed({ expiresAt: Date.now() + 60_000, refreshAt: Date.now() + 30_000, region: 'US-NJ' });
    s.startCheck('ip_change');
    expect(stored()?.state).toMatchObject({ licenseKey: 'licence-1', ip: '203.0.113.7', authorized: true, region: 'US-NJ', state: 'idle' });
  });

  it('an authorisation that ran out while the app was closed is not one after rehydration', async () => {
    localStorage.setItem(
      LOCATION_STORAGE_KEY,
      JSON.stringify({ state: { licenseKey: 'k', authorized: true, expiresAt: Date.now() - 1000, refreshAt: Date.now() - 5000, region: 'US-NJ', state: 'success' }, version: 1 }),
    );
    await useLocationStore.persist.rehydrate();
    expect(useLocationStore.getState()).toMatchObject({ authorized: false, licenseKey: 'k', region: 'US-NJ' });
  });

  it('a failure clears the authorisation and keeps the errors; reset clears all', () => {
    const s = useLocationStore.getState();
    s.succeed({ expiresAt: Date.now() + 60_000, refreshAt: Date.now() + 30_000, region: 'US-NJ' });
    s.fail([{ code: 701, name: 'OUT_OF_BOUNDARY', message: 'Outside', displayType: 'OUTSIDE_ACTIVE_OR_VALID_REGION', priority: 1 }]);
    expect(useLocationStore.getState()).toMatchObject({ state: 'error', authorized: false, expiresAt: null, refreshAt: null, region: null });
    expect(useLocationStore.getState().errors).toHaveLength(1);
    s.reset();
    expect(useLocationStore.getState()).toMatchObject({ state: 'idle', errors: [], licenseKey: null, ip: null, trigger: null });
  });
});

describe('requestLocationCheck', () => {
  it('does nothing without a controller and asks the registered one (manual_check by default)', async () => {
    await expect(requestLocationCheck()).resolves.toBeUndefined();
    const handler = vi.fn(async () => {});
    const unregister = handleLocationChecks(handler);
    await requestLocationCheck({ context: 'casino' });
    expect(handler).toHaveBeenCalledWith({ trigger: 'manual_check', context: 'casino' });
    unregister();
    await requestLocationCheck();
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
