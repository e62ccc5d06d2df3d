/**
 * What location failures mean to a person (see docs/product/responsible-gaming-and-location.md):
 * the collector's 600-series codes, the authorise 700-series errors (several may come; the lowest
 * priority number shows), browser geolocation failures and the client messages by kind.
 */
import type { GeoDisplayType } from '@/graphql/graphql';
import type { LocationError } from '@/shared/location/location-store';

export type { GeoDisplayType };

/** Collector (`POST /geo/v1/packets`) codes. */
export const COLLECTOR_CODES = {
  LICENSE_INVALID: 601,
  LICENSE_EXPIRED: 602,
  INVALID_POSITION: 603,
  SERVICE_UNAVAILABLE: 604,
  REQUEST_IN_PROGRESS: 605,
} as const;

/** Authorise error names with a client behaviour other than the modal. */
export const USER_IN_DIFFERENT_VALID_REGION = 'USER_IN_DIFFERENT_VALID_REGION';
export const IN_EXCLUSION_BOUNDARY = 'IN_EXCLUSION_BOUNDARY';
export const LICENSE_EXPIRED = 'LICENSE_EXPIRED';
export const PACKET_EXPIRED = 'PACKET_EXPIRED';

/** The client messages by kind. */
export const CLIENT_MESSAGES = {
  contactSupport: 'An unexpected error has occurred. Contact our support team if you continue to experience these issues.',
  network: 'Please check your internet connection and try again.',
  localService: 'There was a problem communicating with location services. Please try again.',
  unsupportedVersion: 'Your location client is out of date. Please reinstall it and try again.',
  unexpected: 'An unexpected error has occurred. To continue, please try validating your location again.',
} as const;

/** Browser geolocation failures. */
export type BrowserGeoErrorKind = 'unsupported' | 'permission_denied' | 'timeout' | 'position_unavailable';

export const BROWSER_MESSAGES: Record<BrowserGeoErrorKind, string> = {
  unsupported: 'This browser cannot share its location. Use a browser with location services to verify your location.',
  permission_denied: 'Location access is turned off for this site. Allow location access in your browser to verify your location.',
  timeout: 'Your location cannot be detected: the browser took too long to answer. Please try validating your location again.',
  position_unavailable: 'Your location cannot be detected. Make sure location services are on and try again.',
};

/** A failed browser position request. */
export class BrowserGeoError extends Error {
  readonly kind: BrowserGeoErrorKind;
  constructor(kind: BrowserGeoErrorKind, detail?: string) {
    super(detail ? `${BROWSER_MESSAGES[kind]} (${detail})` : BROWSER_MESSAGES[kind]);
    this.name = 'BrowserGeoError';
    this.kind = kind;
  }
}

/** A failure answered by the collector (`{code, name, message}`) or reaching it. */
export class CollectorError extends Error {
  readonly code: number;
  readonly codeName: string;
  /** HTTP status, undefined when the collector could not be reached. */
  readonly status: number | undefined;
  constructor(code: number, codeName: string, message: string, status?: number) {
    super(message);
    this.name = 'CollectorError';
    this.code = code;
    this.codeName = codeName;
    this.status = status;
  }
}

/** The error to show among several: the lowest priority number (the first of equals). */
export function topError<T extends { priority: number }>(errors: readonly T[]): T | null {
  let best: T | null = null;
  for (const e of errors) if (!best || e.priority < best.priority) best = e;
  return best;
}

/** A client-side failure in the shape of the stored errors (code 0: not the server's). */
export function clientError(name: string, message: string, displayType: GeoDisplayType | null, priority = 4): LocationError {
  return { code: 0, name, message, displayType, priority };
}

/** A collector answer as a stored error, with the client message for its kind. */
export function collectorLocationError(error: CollectorError): LocationError {
  switch (error.code) {
    case COLLECTOR_CODES.LICENSE_INVALID:
      return { code: error.code, name: error.codeName, message: CLIENT_MESSAGES.contactSupport, displayType: 'CONTACT_SUPPORT', priority: 3 };
    case COLLECTOR_CODES.SERVICE_UNAVAILABLE:
      return { code: error.code, name: error.codeName, message: CLIENT_MESSAGES.localService, displayType: null, priority: 4 };
    case 0:
      // Never reached the collector.
      return { code: 0, name: error.codeName, message: CLIENT_MESSAGES.network, displayType: 'TROUBLESHOOT', priority: 4 };
    default:
      return { code: error.code, name: error.codeName, message: CLIENT_MESSAGES.unexpected, displayType: 'TROUBLESHOOT', priority: 4 };
  }
}

export interface ErrorModalContent {
  title: string;
  body: string;
  /** Offer "Check Location" (a manual re-check). */
  recheck: boolean;
  /** Offer a link to support. */
  support: boolean;
}

/** Title and words of the error modal for a display type (the outside-area text included). */
export function errorModalContent(displayType: GeoDisplayType | string, message: string): ErrorModalContent {
  switch (displayType) {
    case 'OUTSIDE_ACTIVE_OR_VALID_REGION':
      return {
        title: "You're outside our operating area",
        body: 'You can still browse markets and deposit funds, but you must be physically located in an operating area to wager.',
        recheck: true,
        support: false,
      };
    case 'IN_EXCLUSION_BOUNDARY':
      return {
        title: "You're too close to a border",
        body: 'You are near the edge of an area where wagering is permitted. Move further inside it, then check your location again.',
        recheck: true,
        support: false,
      };
    case 'CONTACT_SUPPORT':
      return { title: 'Location Error Detected', body: CLIENT_MESSAGES.contactSupport, recheck: false, support: true };
    case 'DEVICE_ROOTED':
      return {
        title: 'Device not supported',
        body: 'Your location cannot be verified on a rooted or modified device. Use another device to wager.',
        recheck: false,
        support: true,
      };
    case 'VERSION_OUTDATED':
      return { title: 'Update required', body: CLIENT_MESSAGES.unsupportedVersion, recheck: true, support: false };
    case 'TROUBLESHOOT':
    default:
      return { title: "We can't find your location", body: message || CLIENT_MESSAGES.unexpected, recheck: true, support: true };
  }
}
