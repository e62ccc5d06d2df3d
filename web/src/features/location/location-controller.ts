/**
 * Location verification (see docs/product/responsible-gaming-and-location.md), free of React so it
 * can be tested with fake timers and mocked calls.
 *
 * A check: licence (geolocationGetApiToken, BROWSER; kept and reused) -> position (browser,
 * or the dev-tools fixed coordinate) -> collector (`POST /geo/v1/packets`) -> authorise ->
 * success stores expiry, refresh time and region and schedules the refresh (trigger
 * authorization_refresh) and the expiry (authorised becomes false). An expired licence is
 * refetched and the check retried once (license_expired). An IP-check timer re-checks when
 * the public IP changes (ip_change). Only logged-in users with a user id run checks; logout
 * resets everything.
 */
import type { GeolocationParamsInput } from '@/graphql/graphql';
import { reportError } from '@/shared/api/report-error';
import { useAuthStore, type AuthData } from '@/shared/auth/auth-store';
import type { LogoutReason } from '@/shared/auth/logout-reasons';
import { clearGeoPacket, storeGeoPacket } from '@/shared/location/geo-packet-storage';
import type { LocationContext } from '@/shared/location/location-requests';
import { useLocationStore, type LocationError, type LocationTrigger } from '@/shared/location/location-store';
import { trackLocationCheck } from '@/shared/telemetry/events';
import type { ResolvedPosition } from './browser-position';
import type { PacketRequest } from './collector';
import type { GeoApi, GeoErrorShape } from './geo-api';
import {
  BROWSER_MESSAGES,
  BrowserGeoError,
  CLIENT_MESSAGES,
  clientError,
  COLLECTOR_CODES,
  CollectorError,
  collectorLocationError,
  IN_EXCLUSION_BOUNDARY,
  LICENSE_EXPIRED,
  PACKET_EXPIRED,
  topError,
  USER_IN_DIFFERENT_VALID_REGION,
} from './geo-errors';
import {
  clearLocationProblems,
  clearLocationUi,
  closeLocationModal,
  hideVerifyingToast,
  openLocationModal,
  showLocationErrorToast,
  showServicesDisabledToast,
  showVerifyingToast,
} from './location-ui';

/** The IP check runs every 10 s unless the regional metadata says otherwise. */
export const DEFAULT_IP_CHECK_SECONDS = 10;
/** setTimeout's longest delay. */
const MAX_DELAY_MS = 2_147_483_647;

export const SERVICE_UNAVAILABLE_MESSAGE =
  'Our location service is unavailable right now, so wagering is paused. Browsing and deposits still work. Check your location again in a moment.';

export interface LocationControllerDeps {
  api: GeoApi;
  /** Sends the position to the collector; rejects with a `CollectorError`. */
  collect: (request: PacketRequest) => Promise<string>;
  /** The position to verify; rejects with a `BrowserGeoError`. */
  position: () => Promise<ResolvedPosition>;
  /** The fixed coordinate's licence parameters (dev-tools), or null. */
  licenseParams?: () => GeolocationParamsInput | null;
  logout: (reason: LogoutReason) => void;
  now?: () => number;
}

export class LocationController {
  private readonly deps: LocationControllerDeps;
  private running: Promise<void> | null = null;
  /** Bumped by a reset: answers of checks started before it are dropped. */
  private generation = 0;
  private refreshTimer: ReturnType<typeof setTimeout> | null = null;
  private expiryTimer: ReturnType<typeof setTimeout> | null = null;
  private ipTimer: ReturnType<typeof setInterval> | null = null;
  private ipCheckSeconds = DEFAULT_IP_CHECK_SECONDS;
  private ipPolling = false;
  /** An IP-check failure was reported; further ones are not until a check succeeds. */
  private ipFailureReported = false;
  /** A casino exclusion-boundary error already started its one re-check. */
  private casinoRecheckPending = false;
  private unsubscribe: (() => void) | null = null;

  constructor(deps: LocationControllerDeps) {
    this.deps = deps;
  }

  private now(): number {
    return this.deps.now ? this.deps.now() : Date.now();
  }

  private get store() {
    return useLocationStore.getState();
  }

  private session(): { loggedIn: boolean; userId: string | null } {
    const s = useAuthStore.getState();
    return { loggedIn: s.loginState === 'loggedIn', userId: s.userId };
  }

  /** Follows the login state: log_in / app_launch checks, reset at logout. */
  start(): void {
    if (this.unsubscribe) return;
    let previous: AuthData = useAuthStore.getState();
    this.unsubscribe = useAuthStore.subscribe((state) => {
      const before = previous;
      previous = state;
      this.onAuthChanged(before, state);
    });
    const s = this.session();
    if (s.loggedIn && s.userId) this.beginSession('app_launch');
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.clearTimers();
    this.stopIpTimer();
  }

  /** The IP-check interval from the regional metadata (seconds; missing or not positive: 10 s). */
  configure(settings: { ipCheckSeconds?: number | null }): void {
    const seconds = settings.ipCheckSeconds;
    const next = typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_IP_CHECK_SECONDS;
    if (next === this.ipCheckSeconds) return;
    this.ipCheckSeconds = next;
    if (this.ipTimer) {
      this.stopIpTimer();
      this.startIpTimer();
    }
  }

  private onAuthChanged(before: AuthData, after: AuthData): void {
    const wasIn = before.loginState === 'loggedIn' && before.userId;
    const isIn = after.loginState === 'loggedIn' && after.userId;
    if (isIn && (!wasIn || before.userId !== after.userId)) {
      if (wasIn) this.reset();
      this.beginSession(before.loginState === 'unknown' ? 'app_launch' : 'log_in');
    } else if (!isIn && after.loginState === 'loggedOut' && before.loginState !== 'loggedOut') {
      this.reset();
    }
  }

  private beginSession(trigger: 'log_in' | 'app_launch'): void {
    // A licence belongs to one session: a new login gets a new one.
    if (trigger === 'log_in') this.store.setLicenseKey(null);
    const expiresAt = this.store.expiresAt;
    if (this.store.authorized && (expiresAt === null || expiresAt <= this.now())) this.store.expire();
    this.startIpTimer();
    void this.check(trigger);
  }

  /** Clears all: state, timers, the session's geo packet, toasts and modals. */
  reset(): void {
    this.generation += 1;
    this.running = null;
    this.casinoRecheckPending = false;
    this.clearTimers();
    this.stopIpTimer();
    this.store.reset();
    clearGeoPacket();
    clearLocationUi();
  }

  /** Runs a check (one at a time: a request during a check joins it). Visitors: nothing. */
  check(trigger: LocationTrigger, context: LocationContext = 'sportsbook'): Promise<void> {
    if (this.running) return this.running;
    const { loggedIn, userId } = this.session();
    if (!loggedIn || !userId) return Promise.resolve();
    const generation = this.generation;
    const run = this.run(trigger, context, generation).finally(() => {
      if (this.running === run) this.running = null;
    });
    this.running = run;
    return run;
  }

  private alive(generation: number): boolean {
    return generation === this.generation;
  }

  private async run(trigger: LocationTrigger, context: LocationContext, generation: number): Promise<void> {
    this.store.startCheck(trigger);
    if (trigger === 'manual_check') closeLocationModal();
    showVerifyingToast();
    try {
      await this.verify(context, generation);
    } catch (error) {
      if (!this.alive(generation)) return;
      reportError(error, { source: 'location', trigger });
      this.failWithModal([clientError('UNEXPECTED', CLIENT_MESSAGES.unexpected, 'TROUBLESHOOT')]);
    } finally {
      if (this.alive(generation)) {
        hideVerifyingToast();
        this.trackResult(trigger);
      }
    }
  }

  /** The check's result as an analytics event (success, or the top error shown). */
  private trackResult(trigger: LocationTrigger): void {
    const { state, errors } = this.store;
    if (state !== 'success' && state !== 'error') return;
    const top = state === 'error' ? topError(errors) : null;
    trackLocationCheck({ trigger, result: state, errorCode: top?.code ?? null, errorName: top?.name ?? null, displayType: top?.displayType ?? null });
  }

  private async verify(context: LocationContext, generation: number): Promise<void> {
    let licenseKey = this.store.licenseKey;
    const reused = licenseKey !== null;
    if (!licenseKey) {
      licenseKey = await this.obtainLicense(generation);
      if (!licenseKey) return;
    }

    let position: ResolvedPosition;
    try {
      position = await this.deps.position();
    } catch (error) {
      if (!this.alive(generation)) return;
      this.failBrowser(error);
      return;
    }
    if (!this.alive(generation)) return;

    let licenseRetried = false;
    let packetRetried = false;
    for (;;) {
      let packet: string;
      try {
        packet = await this.deps.collect({
          licenseKey,
          latitude: position.latitude,
          longitude: position.longitude,
          accuracy: position.accuracy,
          source: position.source,
        });
      } catch (error) {
        if (!this.alive(generation)) return;
        const e = error instanceof CollectorError ? error : new CollectorError(0, 'CONNECTION_ERROR', String(error));
        if (e.code === COLLECTOR_CODES.LICENSE_EXPIRED && !licenseRetried) {
          licenseRetried = true;
          licenseKey = await this.refetchLicense(licenseKey, generation);
          if (!licenseKey) return;
          continue;
        }
        if (e.code === COLLECTOR_CODES.LICENSE_INVALID && reused && !licenseRetried) {
          // The kept licence belonged to an earlier session: get this session's.
          licenseRetried = true;
          licenseKey = await this.obtainLicense(generation);
          if (!licenseKey) return;
          continue;
        }
        this.failCollector(e);
        return;
      }
      if (!this.alive(generation)) return;
      storeGeoPacket(packet);

      const answer = await this.deps.api.authorize(packet);
      if (!this.alive(generation)) return;
      if (answer.errors.length === 0) {
        this.succeed(answer);
        return;
      }

      if (!licenseRetried && answer.errors.some((e) => e.name === LICENSE_EXPIRED)) {
        licenseRetried = true;
        licenseKey = await this.refetchLicense(licenseKey, generation);
        if (!licenseKey) return;
        continue;
      }
      if (!packetRetried && topError(answer.errors)?.name === PACKET_EXPIRED) {
        packetRetried = true;
        continue;
      }
      this.failAuthorize(answer.errors, context);
      return;
    }
  }

  private async obtainLicense(generation: number): Promise<string | null> {
    const answer = await this.deps.api.getLicense(this.deps.licenseParams?.() ?? null);
    if (!this.alive(generation)) return null;
    return this.acceptLicense(answer);
  }

  private async refetchLicense(current: string, generation: number): Promise<string | null> {
    this.store.startCheck('license_expired');
    const answer = await this.deps.api.refetchLicense(current);
    if (!this.alive(generation)) return null;
    return this.acceptLicense(answer);
  }

  /** Stores a licence; a missing one shows the permanent warning toast. */
  private acceptLicense(answer: { licenseKey: string | null; errors: GeoErrorShape[] }): string | null {
    if (answer.licenseKey && answer.errors.length === 0) {
      this.store.setLicenseKey(answer.licenseKey);
      return answer.licenseKey;
    }
    this.store.setLicenseKey(null);
    this.store.fail(answer.errors.length ? answer.errors : [clientError('LICENSE_MISSING', CLIENT_MESSAGES.contactSupport, null)], this.now());
    showLocationErrorToast();
    return null;
  }

  private succeed(answer: { expiresAt: string | null; refreshAt: string | null; region: string | null }): void {
    const expiresAt = answer.expiresAt ? Date.parse(answer.expiresAt) : NaN;
    const refreshAt = answer.refreshAt ? Date.parse(answer.refreshAt) : NaN;
    if (!Number.isFinite(expiresAt) || !Number.isFinite(refreshAt)) {
      reportError(new Error(`Authorisation without valid times: ${answer.expiresAt} / ${answer.refreshAt}`), { source: 'location' });
      this.failWithModal([clientError('UNEXPECTED', CLIENT_MESSAGES.unexpected, 'TROUBLESHOOT')]);
      return;
    }
    this.casinoRecheckPending = false;
    const now = this.now();
    this.store.succeed({ expiresAt, refreshAt, region: answer.region }, now);
    clearLocationProblems();
    this.schedule(refreshAt, expiresAt);
  }

  private schedule(refreshAt: number, expiresAt: number): void {
    this.clearTimers();
    const now = this.now();
    this.expiryTimer = setTimeout(
      () => {
        this.expiryTimer = null;
        this.store.expire();
      },
      Math.min(Math.max(0, expiresAt - now), MAX_DELAY_MS),
    );
    this.refreshTimer = setTimeout(
      () => {
        this.refreshTimer = null;
        void this.check('authorization_refresh');
      },
      Math.min(Math.max(0, refreshAt - now), MAX_DELAY_MS),
    );
  }

  private clearTimers(): void {
    if (this.refreshTimer) clearTimeout(this.refreshTimer);
    if (this.expiryTimer) clearTimeout(this.expiryTimer);
    this.refreshTimer = null;
    this.expiryTimer = null;
  }

  /** A failed check: error state, authorisation cleared (and its timers). */
  private fail(errors: LocationError[]): void {
    this.clearTimers();
    this.store.fail(errors, this.now());
  }

  private failWithModal(errors: LocationError[]): void {
    this.fail(errors);
    const top = topError(errors);
    if (top?.displayType) openLocationModal({ kind: 'error', displayType: top.displayType, message: top.message });
  }

  private failBrowser(error: unknown): void {
    if (!(error instanceof BrowserGeoError)) throw error;
    const e = clientError(error.kind.toUpperCase(), BROWSER_MESSAGES[error.kind], null, 2);
    switch (error.kind) {
      case 'permission_denied':
        this.fail([e]);
        showServicesDisabledToast();
        return;
      case 'unsupported':
        this.fail([e]);
        showLocationErrorToast();
        return;
      default:
        this.failWithModal([{ ...e, displayType: 'TROUBLESHOOT' }]);
    }
  }

  private failCollector(error: CollectorError): void {
    const e = collectorLocationError(error);
    if (error.code === COLLECTOR_CODES.SERVICE_UNAVAILABLE) {
      // The provider is down: verify modal and a permanent warning toast.
      this.fail([e]);
      openLocationModal({ kind: 'verify', message: SERVICE_UNAVAILABLE_MESSAGE });
      showLocationErrorToast();
      return;
    }
    if (error.code !== 0) reportError(error, { source: 'location', code: error.code, name: error.codeName });
    this.failWithModal([e]);
  }

  private failAuthorize(errors: GeoErrorShape[], context: LocationContext): void {
    const stored: LocationError[] = errors.map((e) => ({ ...e }));
    const top = topError(errors);
    if (!top) return;
    if (top.name === USER_IN_DIFFERENT_VALID_REGION) {
      this.fail(stored);
      this.deps.logout('location-changed');
      return;
    }
    if (top.name === IN_EXCLUSION_BOUNDARY && context === 'casino' && !this.casinoRecheckPending) {
      // In a casino the exclusion-boundary error re-checks instead of the modal, once.
      this.fail(stored);
      this.casinoRecheckPending = true;
      const generation = this.generation;
      queueMicrotask(() => {
        if (this.alive(generation)) void this.check('manual_check', 'casino');
      });
      return;
    }
    this.casinoRecheckPending = false;
    this.failWithModal(stored);
  }

  private startIpTimer(): void {
    if (this.ipTimer) return;
    void this.pollIp();
    this.ipTimer = setInterval(() => void this.pollIp(), this.ipCheckSeconds * 1000);
  }

  private stopIpTimer(): void {
    if (this.ipTimer) clearInterval(this.ipTimer);
    this.ipTimer = null;
  }

  /** Reads the public IP; a change re-checks (ip_change). */
  async pollIp(): Promise<void> {
    if (this.ipPolling || !this.session().loggedIn) return;
    const generation = this.generation;
    this.ipPolling = true;
    try {
      const ip = await this.deps.api.publicIp();
      this.ipFailureReported = false;
      if (!ip || !this.alive(generation) || !this.session().loggedIn) return;
      const previous = this.store.ip;
      if (previous === ip) return;
      this.store.setIp(ip);
      if (previous !== null) await this.check('ip_change');
    } catch (error) {
      // The next tick tries again; a failing IP check says nothing about the location.
      if (!this.ipFailureReported) reportError(error, { source: 'location', step: 'ip-check' });
      this.ipFailureReported = true;
    } finally {
      this.ipPolling = false;
    }
  }
}
