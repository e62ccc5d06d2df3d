/**
 * Where the API lives and where the client is. The GraphQL endpoints start same-origin; an
 * UNAUTHORIZED_REGION error carries the sportsbook and websocket URLs to use instead (see
 * docs/product/platform-services.md), which are kept here (and in sessionStorage, for this tab) and
 * read by the HTTP and websocket links on every request. The region and country codes from startup
 * travel with token requests.
 */
const ENDPOINTS_KEY = 'sb.endpoints';

interface Endpoints {
  sportsbookUrl: string | null;
  websocketUrl: string | null;
}

let endpoints: Endpoints = load();
let region: { regionCode: string | null; countryCode: string | null } = { regionCode: null, countryCode: null };

function load(): Endpoints {
  try {
    const raw = sessionStorage.getItem(ENDPOINTS_KEY);
    if (raw) {
      const v = JSON.parse(raw) as Partial<Endpoints>;
      return { sportsbookUrl: v.sportsbookUrl ?? null, websocketUrl: v.websocketUrl ?? null };
    }
  } catch {
    // Unreadable storage: same-origin defaults.
  }
  return { sportsbookUrl: null, websocketUrl: null };
}

function safeUrl(value: unknown, protocols: string[]): string | null {
  if (typeof value !== 'string' || !value) return null;
  try {
    const u = new URL(value, window.location.origin);
    return protocols.includes(u.protocol) ? u.toString().replace(/\/$/, '') : null;
  } catch {
    return null;
  }
}

/** Stores the URLs an UNAUTHORIZED_REGION error named; true when they changed. */
export function setRegionEndpoints(sportsbookUrl: unknown, websocketUrl: unknown): boolean {
  const next: Endpoints = {
    sportsbookUrl: safeUrl(sportsbookUrl, ['http:', 'https:']) ?? endpoints.sportsbookUrl,
    websocketUrl: safeUrl(websocketUrl, ['ws:', 'wss:']) ?? endpoints.websocketUrl,
  };
  const changed = next.sportsbookUrl !== endpoints.sportsbookUrl || next.websocketUrl !== endpoints.websocketUrl;
  endpoints = next;
  try {
    sessionStorage.setItem(ENDPOINTS_KEY, JSON.stringify(endpoints));
  } catch {
    // Kept in memory only.
  }
  return changed;
}

export function resetEndpoints(): void {
  endpoints = { sportsbookUrl: null, websocketUrl: null };
  try {
    sessionStorage.removeItem(ENDPOINTS_KEY);
  } catch {
    // Nothing stored.
  }
}

/** The GraphQL HTTP endpoint. */
export function graphqlHttpUrl(): string {
  return endpoints.sportsbookUrl ? `${endpoints.sportsbookUrl}/graphql` : '/graphql';
}

/** The GraphQL websocket endpoint. */
export function graphqlWsUrl(): string {
  if (endpoints.websocketUrl) return endpoints.websocketUrl;
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/graphql`;
}

export function setClientRegion(regionCode: string | null | undefined, countryCode: string | null | undefined): void {
  region = { regionCode: regionCode ?? null, countryCode: countryCode ?? null };
}

/** `x-region-code` / `x-country-code` for token requests, when known. */
export function regionHeaders(): Record<string, string> {
  const h: Record<string, string> = {};
  if (region.regionCode) h['x-region-code'] = region.regionCode;
  if (region.countryCode) h['x-country-code'] = region.countryCode;
  return h;
}
