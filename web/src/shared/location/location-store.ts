/**
 * The location state (see docs/product/responsible-gaming-and-location.md): persisted across
 * sessions in localStorage (licence key, IP, refresh and expiry times, authorised) with the check
 * state and the last errors. Written only by the location controller (features/location); read
 * anywhere through `useLocationStatus()`. `reset()` clears all; `expire()` makes `authorized` false
 * when the authorisation runs out.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const LOCATION_STORAGE_KEY = 'sb.location';

export type LocationCheckState = 'idle' | 'loading' | 'success' | 'error';

export type LocationTrigger = 'log_in' | 'app_launch' | 'manual_check' | 'authorization_refresh' | 'ip_change' | 'license_expired';

/** One failure of the last check, as shown to the person (server errors keep their code and name). */
export interface LocationError {
  /** Server code (601-605 collector, 701-713 authorise) or 0 for browser and client failures. */
  code: number;
  name: string;
  message: string;
  /** GeoDisplayType, or null for failures shown as a toast. */
  displayType: string | null;
  priority: number;
}

export interface LocationData {
  licenseKey: string | null;
  /** The client IP the server last reported (publicIpCheck). */
  ip: string | null;
  /** Epoch milliseconds at which the authorisation is re-checked. */
  refreshAt: number | null;
  /** Epoch milliseconds at which the authorisation ends. */
  expiresAt: number | null;
  authorized: boolean;
  /** ISO 3166-2 code of the authorised region. */
  region: string | null;
  state: LocationCheckState;
  /** The trigger of the last (or running) check. */
  trigger: LocationTrigger | null;
  errors: LocationError[];
  /** Epoch milliseconds the last check finished. */
  checkedAt: number | null;
}

export interface LocationActions {
  setLicenseKey: (licenseKey: string | null) => void;
  setIp: (ip: string | null) => void;
  startCheck: (trigger: LocationTrigger) => void;
  succeed: (result: { expiresAt: number; refreshAt: number; region: string | null }, now?: number) => void;
  /** The check failed: authorisation cleared, errors kept. */
  fail: (errors: LocationError[], now?: number) => void;
  /** The authorisation ran out. */
  expire: () => void;
  reset: () => void;
}

export type LocationStoreState = LocationData & LocationActions;

const INITIAL: LocationData = {
  licenseKey: null,
  ip: null,
  refreshAt: null,
  expiresAt: null,
  authorized: false,
  region: null,
  state: 'idle',
  trigger: null,
  errors: [],
  checkedAt: null,
};

export const useLocationStore = create<LocationStoreState>()(
  persist(
    (set) => ({
      ...INITIAL,
      setLicenseKey: (licenseKey) => set({ licenseKey }),
      setIp: (ip) => set({ ip }),
      startCheck: (trigger) => set({ state: 'loading', trigger }),
      succeed: ({ expiresAt, refreshAt, region }, now = Date.now()) =>
        set({ state: 'success', authorized: expiresAt > now, expiresAt, refreshAt, region, errors: [], checkedAt: now }),
      fail: (errors, now = Date.now()) =>
        set({ state: 'error', authorized: false, expiresAt: null, refreshAt: null, region: null, errors, checkedAt: now }),
      expire: () => set({ authorized: false }),
      reset: () => set({ ...INITIAL }),
    }),
    {
      name: LOCATION_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ licenseKey, ip, refreshAt, expiresAt, authorized, region, state, trigger, errors, checkedAt }) => ({
        licenseKey,
        ip,
        refreshAt,
        expiresAt,
        authorized,
        region,
        // A check cut short by a reload is not running any more.
        state: state === 'loading' ? 'idle' : state,
        trigger,
        errors,
        checkedAt,
      }),
      // An authorisation that ran out while the app was closed is not one.
      onRehydrateStorage: () => (state) => {
        if (state?.authorized && (state.expiresAt === null || state.expiresAt <= Date.now())) state.expire();
      },
    },
  ),
);

export interface LocationStatus {
  /** True while an unexpired authorisation holds. */
  authorized: boolean;
  region: string | null;
  state: LocationCheckState;
  expiresAt: number | null;
  errors: LocationError[];
}

/** The location status for any component (betslip, casino, dev-tools). */
export function useLocationStatus(): LocationStatus {
  const authorized = useLocationStore((s) => s.authorized);
  const region = useLocationStore((s) => s.region);
  const state = useLocationStore((s) => s.state);
  const expiresAt = useLocationStore((s) => s.expiresAt);
  const errors = useLocationStore((s) => s.errors);
  return { authorized, region, state, expiresAt, errors };
}
