import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import type { ApolloClient } from '@apollo/client';
import { useAuthStore } from '@/shared/auth/auth-store';
import { useFixedPositionStore } from '@/shared/location/fixed-position';
import { GEO_PACKET_STORAGE_KEY } from '@/shared/location/geo-packet-storage';
import { useLocationStore } from '@/shared/location/location-store';
import { clearTrackedEvents, trackedEvents } from '@/shared/telemetry/analytics';
import { EVENTS } from '@/shared/telemetry/events';
import { useToastStore } from '@/shared/ui/toast-store';
import { currentPosition, POSITION_MAXIMUM_AGE_MS } from './browser-position';
import { collectGeoPacket, COLLECTOR_PATH } from './collector';
import { apolloGeoApi, type GeoErrorShape } from './geo-api';
import { LocationController, SERVICE_UNAVAILABLE_MESSAGE } from './location-controller';
import { ERROR_TITLE, SERVICES_ACTION, SERVICES_TITLE, useLocationModalStore, VERIFYING_TITLE } from './location-ui';

const NOW = Date.parse('2025-06-01T12:00:00Z');
const NJ = { latitude: 40.4862, longitude: -74.4518, accuracy: 20 };

const iso = (ms: number) => new Date(ms).toISOString();
const geoError = (name: string, code: number, displayType: string, priority: number): GeoErrorShape => ({
  code,
  name,
  message: `${name} message`,
  displayType: displayType as GeoErrorShape['displayType'],
  priority,
});

interface Authorization {
  errors: GeoErrorShape[];
  expiresAt: string | null;
  refreshAt: string | null;
  region: string | null;
}

const authorized = (refreshInMs = 960_000, expiresInMs = 1_200_000, region = 'US-NJ'): Authorization => ({
  errors: [],
  expiresAt: iso(Date.now() + expiresInMs),
  refreshAt: iso(Date.now() + refreshInMs),
  region,
});

/** A mocked Apollo client answering the four location operations by name. */
function mockApollo() {
  const server = {
    licenses: ['licence-1', 'licence-2', 'licence-3'],
    licenseErrors: [] as GeoErrorShape[],
    authorizations: [] as Authorization[],
    ips: [] as string[],
  };
  const calls: { name: string; variables: Record<string, unknown> }[] = [];
  const opName = (doc: DocumentNode) => (doc.definitions[0] as OperationDefinitionNode).name?.value ?? '';
  let licence = 0;
  const mutate = vi.fn(async ({ mutation, variables }: { mutation: DocumentNode; variables: Record<string, unknown> }) => {
    const name = opName(mutation);
    calls.push({ name, variables });
    switch (name) {
      case 'GeolocationGetApiToken':
      case 'GeolocationForceRefetchLicense': {
        const field = name === 'GeolocationGetApiToken' ? 'geolocationGetApiToken' : 'geolocationForceRefetchLicense';
        const key = server.licenseErrors.length ? null : (server.licenses[licence++] ?? null);
        return { data: { [field]: { licenseKey: key, errors: server.licenseErrors } } };
      }
      case 'GeolocationAuthorizeGeoPacket': {
        const next = server.authorizations.length > 1 ? server.authorizations.shift() : server.authorizations[0];
        return { data: { geolocationAuthorizeGeoPacket: next ?? authorized() } };
      }
      default:
        throw new Error(`unexpected mutation ${name}`);
    }
  });
  let lastIp = '203.0.113.7';
  const query = vi.fn(async ({ query: doc }: { query: DocumentNode }) => {
    calls.push({ name: opName(doc), variables: {} });
    lastIp = server.ips.shift() ?? lastIp;
    return { data: { publicIpCheck: { ipAddress: lastIp } } };
  });
  const client = { mutate, query } as unknown as Pick<ApolloClient<unknown>, 'mutate' | 'query'>;
  return { server, calls, client, count: (name: string) => calls.filter((c) => c.name === name).length };
}

/** A mocked collector behind `fetch`: each answer is a status and a body, the last repeats. */
function mockCollector(...answers: [number, unknown][]) {
  const bodies: Record<string, unknown>[] = [];
  let n = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    expect(String(input)).toBe(COLLECTOR_PATH);
    bodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    const [status, body] = answers[Math.min(n, answers.length - 1)] ?? [200, { geoPacket: `packet-${n}` }];
    n += 1;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, bodies };
}

const packet = (name = 'packet'): [number, unknown] => [200, { geoPacket: name }];

/** navigator.geolocation answering a position or a GeolocationPositionError code. */
function mockGeolocation(answer: { coords: typeof NJ } | { code: 1 | 2 | 3 }) {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    if ('coords' in answer) ok({ coords: answer.coords, timestamp: Date.now() } as unknown as GeolocationPosition);
    else fail?.({ code: answer.code, message: 'denied' } as GeolocationPositionError);
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

function logIn(userId = 'user-1') {
  useAuthStore.setState({ loginState: 'loggedIn', userId, bearerToken: 'bearer', refreshToken: 'refresh' });
}

function setup(options: { login?: boolean } = {}) {
  const apollo = mockApollo();
  const logout = vi.fn();
  const controller = new LocationController({
    api: apolloGeoApi(apollo.client),
    collect: collectGeoPacket,
    position: currentPosition,
    logout,
  });
  if (options.login !== false) logIn();
  return { apollo, logout, controller };
}

const toasts = () => useToastStore.getState().toasts;
const toastTitled = (title: string) => toasts().find((t) => t.title === title);
const location = () => useLocationStore.getState();

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  useAuthStore.setState({ loginState: 'loggedOut', userId: null, bearerToken: null, refreshToken: null });
  useLocationStore.getState().reset();
  useFixedPositionStore.setState({ fixed: null });
  useToastStore.getState().clear();
  useLocationModalStore.getState().close();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('location controller: a check', () => {
  it('verifies: licence, browser position (cached 30 s, low accuracy), packet, authorisation; stores expiry and refresh', async () => {
    const { apollo, controller } = setup();
    const geo = mockGeolocation({ coords: NJ });
    const { bodies } = mockCollector(packet('signed-packet'));
    apollo.server.authorizations = [authorized(960_000, 1_200_000)];

    const seen: string[] = [];
    const unsubscribe = useToastStore.subscribe((s) => s.toasts.forEach((t) => seen.push(t.title)));
    await controller.check('manual_check');
    unsubscribe();

    expect(apollo.calls[0]).toEqual({ name: 'GeolocationGetApiToken', variables: { geolocationParams: null, licenseType: 'BROWSER' } });
    expect(geo).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), expect.objectContaining({ maximumAge: POSITION_MAXIMUM_AGE_MS, enableHighAccuracy: false }));
    expect(bodies).toEqual([{ licenseKey: 'licence-1', ...NJ, source: 'browser' }]);
    expect(apollo.calls.find((c) => c.name === 'GeolocationAuthorizeGeoPacket')?.variables).toEqual({ geoPacket: 'signed-packet' });
    expect(location()).toMatchObject({
      state: 'success',
      authorized: true,
      region: 'US-NJ',
      licenseKey: 'licence-1',
      trigger: 'manual_check',
      expiresAt: NOW + 1_200_000,
      refreshAt: NOW + 960_000,
      errors: [],
    });
    expect(sessionStorage.getItem(GEO_PACKET_STORAGE_KEY)).toBe('signed-packet');
    // "Verifying Location..." while loading, gone afterwards.
    expect(seen).toContain(VERIFYING_TITLE);
    expect(toastTitled(VERIFYING_TITLE)).toBeUndefined();
    expect(useLocationModalStore.getState().modal).toBeNull();
  });

  it('uses the dev-tools fixed coordinate instead of the browser and keeps the licence for the next check', async () => {
    const { apollo, controller } = setup();
    const geo = mockGeolocation({ coords: NJ });
    const { bodies } = mockCollector(packet());
    useFixedPositionStore.getState().setFixed({ latitude: 39.1582, longitude: -75.5244, accuracy: 20, region: 'US-DE', label: 'Delaware' });

    await controller.check('manual_check');
    await controller.check('manual_check');

    expect(geo).not.toHaveBeenCalled();
    expect(bodies[0]).toEqual({ licenseKey: 'licence-1', latitude: 39.1582, longitude: -75.5244, accuracy: 20, source: 'fixed' });
    expect(bodies[1]?.licenseKey).toBe('licence-1');
    expect(apollo.count('GeolocationGetApiToken')).toBe(1);
  });

  it('permission denied: "Location Services Disabled" toast whose "More information" opens the services modal', async () => {
    const { apollo, controller } = setup();
    mockGeolocation({ code: 1 });
    const { fetchMock } = mockCollector(packet());

    await controller.check('manual_check');

    expect(fetchMock).not.toHaveBeenCalled();
    expect(apollo.count('GeolocationAuthorizeGeoPacket')).toBe(0);
    expect(location()).toMatchObject({ state: 'error', authorized: false });
    expect(location().errors[0]?.name).toBe('PERMISSION_DENIED');
    const t = toastTitled(SERVICES_TITLE);
    expect(t).toMatchObject({ variant: 'warning', duration: -1, dismissible: true });
    expect(t?.action?.label).toBe(SERVICES_ACTION);
    t?.action?.onClick();
    expect(useLocationModalStore.getState().modal).toEqual({ kind: 'services' });
  });

  it('a browser without geolocation gets the persistent "Location Error Detected" toast', async () => {
    const { controller } = setup();
    Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
    mockCollector(packet());
    await controller.check('manual_check');
    expect(toastTitled(ERROR_TITLE)).toMatchObject({ duration: -1, dismissible: true, description: 'Refresh your browser to try again. For more help, contact support.' });
    expect(location().errors[0]?.name).toBe('UNSUPPORTED');
  });

  it('a position the browser cannot find opens the troubleshoot modal', async () => {
    const { controller } = setup();
    mockGeolocation({ code: 3 });
    mockCollector(packet());
    await controller.check('manual_check');
    expect(useLocationModalStore.getState().modal).toMatchObject({ kind: 'error', displayType: 'TROUBLESHOOT' });
  });

  it('several authorise errors: the modal shows the lowest priority number; authorisation cleared', async () => {
    const { apollo, controller } = setup();
    mockGeolocation({ coords: NJ });
    mockCollector(packet());
    apollo.server.authorizations = [authorized()];
    await controller.check('manual_check');
    expect(location().authorized).toBe(true);

    apollo.server.authorizations = [
      {
        errors: [
          geoError('VPN', 704, 'TROUBLESHOOT', 2),
          geoError('RATE_LIMITED', 711, 'TROUBLESHOOT', 4),
          geoError('OUT_OF_BOUNDARY', 701, 'OUTSIDE_ACTIVE_OR_VALID_REGION', 1),
        ],
        expiresAt: null,
        refreshAt: null,
        region: null,
      },
    ];
    await controller.check('manual_check');

    expect(useLocationModalStore.getState().modal).toEqual({ kind: 'error', displayType: 'OUTSIDE_ACTIVE_OR_VALID_REGION', message: 'OUT_OF_BOUNDARY message' });
    expect(location()).toMatchObject({ state: 'error', authorized: false, expiresAt: null, refreshAt: null, region: null });
    expect(location().errors.map((e) => e.name)).toEqual(['VPN', 'RATE_LIMITED', 'OUT_OF_BOUNDARY']);
  });

  it('collector LICENSE_EXPIRED (602): refetches the licence once and retries', async () => {
    const { apollo, controller } = setup();
    mockGeolocation({ coords: NJ });
    const { bodies } = mockCollector([400, { code: 602, name: 'LICENSE_EXPIRED', message: 'expired' }], packet('fresh'));

    await controller.check('manual_check');

    const refetches = apollo.calls.filter((c) => c.name === 'GeolocationForceRefetchLicense');
    expect(refetches).toEqual([{ name: 'GeolocationForceRefetchLicense', variables: { currentLicenseKey: 'licence-1', licenseType: 'BROWSER' } }]);
    expect(bodies.map((b) => b.licenseKey)).toEqual(['licence-1', 'licence-2']);
    expect(location()).toMatchObject({ state: 'success', authorized: true, licenseKey: 'licence-2', trigger: 'license_expired' });
  });

  it('collector LICENSE_EXPIRED twice: one refetch only, then the error modal', async () => {
    const { apollo, controller } = setup();
    mockGeolocation({ coords: NJ });
    const { bodies } = mockCollector([400, { code: 602, name: 'LICENSE_EXPIRED', message: 'expired' }]);

    await controller.check('manual_check');

    expect(apollo.count('GeolocationForceRefetchLicense')).toBe(1);
    expect(bodies).toHaveLength(2);
    expect(location().state).toBe('error');
    expect(useLocationModalStore.getState().modal).toMatchObject({ kind: 'error', displayType: 'TROUBLESHOOT' });
  });

  it('authorise LICENSE_EXPIRED: refetches the licence, collects a new packet and authorises again', async () => {
    const { apollo, controller } = setup();
    mockGeolocation({ coords: NJ });
    mockCollector(packet('first'), packet('second'));
    apollo.server.authorizations = [{ errors: [geoError('LICENSE_EXPIRED', 713, 'TROUBLESHOOT', 4)], expiresAt: null, refreshAt: null, region: null }, authorized()];

    await controller.check('manual_check');

    expect(apollo.count('GeolocationForceRefetchLicense')).toBe(1);
    expect(apollo.calls.filter((c) => c.name === 'GeolocationAuthorizeGeoPacket').map((c) => c.variables.geoPacket)).toEqual(['first', 'second']);
    expect(location()).toMatchObject({ state: 'success', authorized: true });
  });

  it('service unavailable (604): the verify modal and a permanent warning toast', async () => {
    const { apollo, controller } = setup();
    mockGeolocation({ coords: NJ });
    mockCollector([503, { code: 604, name: 'SERVICE_UNAVAILABLE', message: 'down' }]);

    await controller.check('manual_check');

    expect(apollo.count('GeolocationAuthorizeGeoPacket')).toBe(0);
    expect(useLocationModalStore.getState().modal).toEqual({ kind: 'verify', message: SERVICE_UNAVAILABLE_MESSAGE });
    expect(toastTitled(ERROR_TITLE)).toMatchObject({ variant: 'warning', duration: -1 });
    expect(location()).toMatchObject({ state: 'error', authorized: false });
    expect(location().errors[0]).toMatchObject({ code: 604, name: 'SERVICE_UNAVAILABLE' });
  });

  it('no licence: the permanent warning toast', async () => {
    const { apollo, controller } = setup();
    mockGeolocation({ coords: NJ });
    const { fetchMock } = mockCollector(packet());
    apollo.server.licenseErrors = [geoError('LICENSE_INVALID', 601, 'CONTACT_SUPPORT', 3)];
    await controller.check('manual_check');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(toastTitled(ERROR_TITLE)).toBeDefined();
    expect(location()).toMatchObject({ state: 'error', licenseKey: null });
  });

  it('a different valid region logs out with the reason location-changed', async () => {
    const { apollo, controller, logout } = setup();
    mockGeolocation({ coords: NJ });
    mockCollector(packet());
    apollo.server.authorizations = [
      { errors: [geoError('USER_IN_DIFFERENT_VALID_REGION', 702, 'OUTSIDE_ACTIVE_OR_VALID_REGION', 1)], expiresAt: null, refreshAt: null, region: null },
    ];
    await controller.check('manual_check');
    expect(logout).toHaveBeenCalledWith('location-changed');
    expect(useLocationModalStore.getState().modal).toBeNull();
  });

  it('an exclusion boundary in a casino re-checks once instead of the modal; elsewhere it is the modal', async () => {
    const { apollo, controller } = setup();
    mockGeolocation({ coords: NJ });
    mockCollector(packet());
    const border = { errors: [geoError('IN_EXCLUSION_BOUNDARY', 703, 'IN_EXCLUSION_BOUNDARY', 2)], expiresAt: null, refreshAt: null, region: null };
    apollo.server.authorizations = [border, authorized()];

    await controller.check('manual_check', 'casino');
    expect(useLocationModalStore.getState().modal).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    await controller.check('manual_check', 'casino');
    expect(apollo.count('GeolocationAuthorizeGeoPacket')).toBe(2);
    expect(location()).toMatchObject({ state: 'success', authorized: true });

    apollo.server.authorizations = [border];
    await controller.check('manual_check');
    expect(useLocationModalStore.getState().modal).toMatchObject({ kind: 'error', displayType: 'IN_EXCLUSION_BOUNDARY' });
  });
});

describe('location controller: timers, triggers and reset', () => {
  it('re-checks at refreshAt (authorization_refresh) and keeps the new times', async () => {
    const { apollo, controller } = setup();
    mockGeolocation({ coords: NJ });
    mockCollector(packet());
    apollo.server.authorizations = [authorized(60_000, 120_000), authorized(600_000, 720_000)];
    await controller.check('manual_check');
    expect(location().authorized).toBe(true);

    await vi.advanceTimersByTimeAsync(59_000);
    expect(apollo.count('GeolocationAuthorizeGeoPacket')).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(apollo.count('GeolocationAuthorizeGeoPacket')).toBe(2));
    await vi.waitFor(() => expect(location().state).toBe('success'));
    expect(location()).toMatchObject({ trigger: 'authorization_refresh', authorized: true, refreshAt: NOW + 600_000, expiresAt: NOW + 720_000 });
  });

  it('authorised becomes false when the authorisation runs out', async () => {
    const { apollo, controller } = setup();
    mockGeolocation({ coords: NJ });
    mockCollector(packet());
    apollo.server.authorizations = [authorized(10 * 60_000, 60_000)];
    await controller.check('manual_check');
    expect(location().authorized).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(location().authorized).toBe(false);
  });

  it('the IP-check timer re-checks when the public IP changes (ip_change), every ipAddressCheckTimerSeconds', async () => {
    const { apollo, controller } = setup({ login: false });
    mockGeolocation({ coords: NJ });
    mockCollector(packet());
    apollo.server.ips = ['198.51.100.1', '198.51.100.1', '203.0.113.9'];
    controller.configure({ ipCheckSeconds: 5 });
    controller.start();
    useAuthStore.setState({ loginState: 'loggedIn', userId: 'user-1' });
    await controller.check('manual_check');
    await vi.waitFor(() => expect(location().ip).toBe('198.51.100.1'));
    expect(apollo.count('GeolocationAuthorizeGeoPacket')).toBe(1);

    await vi.advanceTimersByTimeAsync(5_000); // same IP: nothing
    expect(apollo.count('PublicIpCheck')).toBe(2);
    expect(apollo.count('GeolocationAuthorizeGeoPacket')).toBe(1);

    await vi.advanceTimersByTimeAsync(5_000); // changed
    await vi.waitFor(() => expect(apollo.count('GeolocationAuthorizeGeoPacket')).toBe(2));
    await vi.waitFor(() => expect(location().state).toBe('success'));
    expect(location()).toMatchObject({ ip: '203.0.113.9', trigger: 'ip_change' });
    controller.stop();
  });

  it('runs log_in after a login and app_launch when a stored session resumes', async () => {
    const { apollo, controller } = setup({ login: false });
    mockGeolocation({ coords: NJ });
    mockCollector(packet());
    useAuthStore.setState({ loginState: 'unknown' });
    controller.start();
    useAuthStore.setState({ loginState: 'loggedIn', userId: 'user-1' });
    await controller.check('manual_check');
    expect(location().trigger).toBe('app_launch');

    useAuthStore.setState({ loginState: 'loggedOut', userId: null });
    useAuthStore.setState({ loginState: 'loggedIn', userId: 'user-2' });
    await controller.check('manual_check');
    expect(location()).toMatchObject({ trigger: 'log_in', state: 'success' });
    // A new login gets a new licence.
    expect(apollo.count('GeolocationGetApiToken')).toBe(2);
    controller.stop();
  });

  it('logout resets all: state, licence, geo packet, toasts, modals and timers', async () => {
    const { apollo, controller } = setup({ login: false });
    mockGeolocation({ coords: NJ });
    mockCollector(packet());
    controller.start();
    useAuthStore.setState({ loginState: 'loggedIn', userId: 'user-1' });
    await controller.check('manual_check');
    expect(location().authorized).toBe(true);
    useLocationModalStore.getState().open({ kind: 'services' });

    useAuthStore.setState({ loginState: 'loggedOut', userId: null });

    expect(location()).toMatchObject({ licenseKey: null, ip: null, authorized: false, expiresAt: null, refreshAt: null, region: null, state: 'idle', errors: [] });
    expect(sessionStorage.getItem(GEO_PACKET_STORAGE_KEY)).toBeNull();
    expect(useLocationModalStore.getState().modal).toBeNull();
    const before = apollo.calls.length;
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(apollo.calls.length).toBe(before);
    controller.stop();
  });

  it('a visitor (or a user without an id) runs no check', async () => {
    const { apollo, controller } = setup({ login: false });
    const geo = mockGeolocation({ coords: NJ });
    const { fetchMock } = mockCollector(packet());
    controller.start();
    await controller.check('manual_check');
    useAuthStore.setState({ loginState: 'loggedIn', userId: null });
    await controller.check('manual_check');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(apollo.calls).toEqual([]);
    expect(geo).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(location().state).toBe('idle');
    controller.stop();
  });
});

describe('location controller: analytics', () => {
  it('tracks each check’s result: success, the top authorise error, a browser failure', async () => {
    clearTrackedEvents();
    const { apollo, controller } = setup();
    mockGeolocation({ coords: NJ });
    mockCollector(packet());
    apollo.server.authorizations = [authorized()];
    await controller.check('manual_check');
    apollo.server.authorizations = [
      {
        errors: [geoError('VPN', 704, 'TROUBLESHOOT', 2), geoError('OUT_OF_BOUNDARY', 701, 'OUTSIDE_ACTIVE_OR_VALID_REGION', 1)],
        expiresAt: null,
        refreshAt: null,
        region: null,
      },
    ];
    await controller.check('ip_change');
    mockGeolocation({ code: 1 });
    await controller.check('manual_check');

    const events = trackedEvents().filter((e) => e.name === EVENTS.locationCheck);
    expect(events.map((e) => e.properties)).toEqual([
      { trigger: 'manual_check', result: 'success', errorCode: null, errorName: null, displayType: null },
      { trigger: 'ip_change', result: 'error', errorCode: 701, errorName: 'OUT_OF_BOUNDARY', displayType: 'OUTSIDE_ACTIVE_OR_VALID_REGION' },
      { trigger: 'manual_check', result: 'error', errorCode: 0, errorName: 'PERMISSION_DENIED', displayType: location().errors[0]?.displayType ?? null },
    ]);
    clearTrackedEvents();
  });
});
