/**
 * What the client says about itself on every request (see docs/product/platform-services.md):
 * platform, application version (package version, 25.10.0 when unknown), client name (the brand)
 * and, on the identity API only, a per-browser install id.
 */
export const APP_VERSION_FALLBACK = '25.10.0';
export const PLATFORM = 'web';
const INSTALL_ID_KEY = 'sb.install-id';

/** `__APP_VERSION__` may be defined by the build; otherwise a fixed fallback. */
export function appVersion(): string {
  const injected = (globalThis as { __APP_VERSION__?: unknown }).__APP_VERSION__;
  const fromEnv = import.meta.env.VITE_APP_VERSION as unknown;
  for (const v of [injected, fromEnv]) {
    if (typeof v === 'string' && /^\d+\.\d+\.\d+/.test(v)) return v;
  }
  return APP_VERSION_FALLBACK;
}

/** The brand's theme code names the client. */
export function clientName(): string {
  return typeof __BRAND__ === 'string' ? __BRAND__ : 'halftime';
}

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A random id kept per browser; sent only to the identity API. */
export function installId(): string {
  try {
    const existing = localStorage.getItem(INSTALL_ID_KEY);
    if (existing) return existing;
    const id = randomId();
    localStorage.setItem(INSTALL_ID_KEY, id);
    return id;
  } catch {
    return 'unavailable';
  }
}

/** Headers sent with every request (GraphQL and REST). */
export function clientHeaders(): Record<string, string> {
  return {
    'x-platform': PLATFORM,
    'x-app-version': appVersion(),
    'x-client-name': clientName(),
  };
}

/** Headers of identity API calls: the common ones plus the install id. */
export function identityHeaders(): Record<string, string> {
  return { ...clientHeaders(), 'x-install-id': installId() };
}
