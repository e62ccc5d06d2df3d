/**
 * Asking for a location check from anywhere (the betslip's GEO error "Please Check
 * Location.", the casino, dev-tools). The location controller (features/location) answers
 * while it is mounted; without it (visitors, tests) a request does nothing.
 */
import type { LocationTrigger } from './location-store';

/** Where the check is asked from: in a casino an exclusion-boundary error re-checks instead of the modal. */
export type LocationContext = 'sportsbook' | 'casino';

export interface LocationCheckOptions {
  trigger?: LocationTrigger;
  context?: LocationContext;
}

type Handler = (options: Required<LocationCheckOptions>) => Promise<void>;

let handler: Handler | null = null;

/** The text the betslip shows for an unverified location (display type GEO, priority 3). */
export const LOCATION_NOT_VERIFIED_MESSAGE = 'We need to verify your location before you proceed. Please Check Location.';

/** Runs a location check (manual_check by default); resolves when it has finished. */
export function requestLocationCheck(options: LocationCheckOptions = {}): Promise<void> {
  if (!handler) return Promise.resolve();
  return handler({ trigger: options.trigger ?? 'manual_check', context: options.context ?? 'sportsbook' });
}

/** Registers the controller that runs checks; returns the unregister. */
export function handleLocationChecks(next: Handler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = null;
  };
}
