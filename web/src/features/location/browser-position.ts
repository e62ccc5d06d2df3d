/**
 * Where the person is: the browser's geolocation API with a cached position of at most 30 s at low
 * accuracy (see docs/product/responsible-gaming-and-location.md), or the dev-tools fixed coordinate
 * outside production.
 */
import { activeFixedPosition } from '@/shared/location/fixed-position';
import { BrowserGeoError } from './geo-errors';
import type { PositionSource } from './collector';

/** Cached position maximum age, low accuracy. */
export const POSITION_MAXIMUM_AGE_MS = 30_000;
export const POSITION_TIMEOUT_MS = 15_000;

export interface ResolvedPosition {
  latitude: number;
  longitude: number;
  accuracy: number;
  source: PositionSource;
  /** ISO 3166-2 code of a fixed coordinate from the default table. */
  region: string | null;
}

/** The browser's position; rejects with a `BrowserGeoError`. */
export function browserPosition(geolocation: Geolocation | undefined = typeof navigator === 'undefined' ? undefined : navigator.geolocation): Promise<ResolvedPosition> {
  return new Promise((resolve, reject) => {
    if (!geolocation || typeof geolocation.getCurrentPosition !== 'function') {
      reject(new BrowserGeoError('unsupported'));
      return;
    }
    geolocation.getCurrentPosition(
      (p) =>
        resolve({
          latitude: p.coords.latitude,
          longitude: p.coords.longitude,
          // Browsers answer a positive accuracy; the collector refuses anything else.
          accuracy: p.coords.accuracy > 0 ? p.coords.accuracy : 1,
          source: 'browser',
          region: null,
        }),
      (e) => {
        // GeolocationPositionError: 1 PERMISSION_DENIED, 2 POSITION_UNAVAILABLE, 3 TIMEOUT.
        const kind = e.code === 1 ? 'permission_denied' : e.code === 3 ? 'timeout' : 'position_unavailable';
        reject(new BrowserGeoError(kind, e.message || undefined));
      },
      { maximumAge: POSITION_MAXIMUM_AGE_MS, enableHighAccuracy: false, timeout: POSITION_TIMEOUT_MS },
    );
  });
}

/** The fixed coordinate when one is set (never in production), else the browser's. */
export async function currentPosition(): Promise<ResolvedPosition> {
  const fixed = activeFixedPosition();
  if (fixed) return { latitude: fixed.latitude, longitude: fixed.longitude, accuracy: fixed.accuracy, source: 'fixed', region: fixed.region };
  return browserPosition();
}
