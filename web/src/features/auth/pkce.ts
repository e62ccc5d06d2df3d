/**
 * Sign-in through the authorization-code flow with PKCE (RFC 7636; see
 * docs/product/shell-and-identity.md): a random code verifier of random length 43-128 from the
 * unreserved characters, its S256 challenge, a state of at least 22 characters, both kept in
 * localStorage until the `oauth_callback` route redeems the code.
 */
export const VERIFIER_CHARSET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
export const VERIFIER_MIN_LENGTH = 43;
export const VERIFIER_MAX_LENGTH = 128;
export const STATE_LENGTH = 32;
export const VERIFIER_STORAGE_KEY = 'sb.oauth.code-verifier';
export const STATE_STORAGE_KEY = 'sb.oauth.state';
export const RETURN_PATH_STORAGE_KEY = 'sb.oauth.return-path';

/** A uniformly random integer in [0, bound) from the CSPRNG (rejection sampling). */
function randomBelow(bound: number): number {
  const limit = Math.floor(256 / bound) * bound;
  const byte = new Uint8Array(1);
  for (;;) {
    crypto.getRandomValues(byte);
    const b = byte[0] ?? 0;
    if (b < limit) return b % bound;
  }
}

/** `length` random characters of the verifier charset. */
export function randomString(length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += VERIFIER_CHARSET.charAt(randomBelow(VERIFIER_CHARSET.length));
  return out;
}

/** A code verifier; its length is itself random in 43..128 unless given. */
export function generateCodeVerifier(length?: number): string {
  const n = length ?? VERIFIER_MIN_LENGTH + randomBelow(VERIFIER_MAX_LENGTH - VERIFIER_MIN_LENGTH + 1);
  if (n < VERIFIER_MIN_LENGTH || n > VERIFIER_MAX_LENGTH) throw new RangeError('A code verifier has 43 to 128 characters.');
  return randomString(n);
}

export function generateState(): string {
  return randomString(STATE_LENGTH);
}

export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** BASE64URL(SHA256(ASCII(verifier))). */
export async function codeChallengeS256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64UrlEncode(new Uint8Array(digest));
}

export interface AuthorizeParams {
  authorizeUrl: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  state: string;
  /** Extra query parameters (prompt, login_hint...). */
  extraParams?: Record<string, string>;
}

export function buildAuthorizeUrl({ authorizeUrl, clientId, redirectUri, codeChallenge, state, extraParams = {} }: AuthorizeParams): string {
  const url = new URL(authorizeUrl, window.location.origin);
  for (const [k, v] of Object.entries(extraParams)) url.searchParams.set(k, v);
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('code_challenge', codeChallenge);
  url.searchParams.set('code_challenge_method', 'S256');
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('state', state);
  return url.toString();
}

/** The registered redirect URI of the web app. */
export function redirectUri(): string {
  return `${window.location.origin}/oauth_callback`;
}

export class MissingSignInConfigError extends Error {
  constructor(missing: string[]) {
    super(`Sign-in is not configured: missing ${missing.join(' and ')}`);
    this.name = 'MissingSignInConfigError';
  }
}

/**
 * Prepares a sign-in: stores a new verifier and state, answers the authorize URL.
 * Throws MissingSignInConfigError when startup lacks the client id or authorize URL.
 */
export async function prepareAuthorization(config: {
  authorizeUrl: string | null | undefined;
  clientId: string | null | undefined;
  returnPath?: string;
  extraParams?: Record<string, string>;
}): Promise<string> {
  const missing: string[] = [];
  if (!config.clientId) missing.push('singleSignOnClientId');
  if (!config.authorizeUrl) missing.push('singleSignOnAuthorizeUrl');
  if (!config.clientId || !config.authorizeUrl) throw new MissingSignInConfigError(missing);
  const verifier = generateCodeVerifier();
  const state = generateState();
  localStorage.setItem(VERIFIER_STORAGE_KEY, verifier);
  localStorage.setItem(STATE_STORAGE_KEY, state);
  if (config.returnPath) localStorage.setItem(RETURN_PATH_STORAGE_KEY, config.returnPath);
  else localStorage.removeItem(RETURN_PATH_STORAGE_KEY);
  return buildAuthorizeUrl({
    authorizeUrl: config.authorizeUrl,
    clientId: config.clientId,
    redirectUri: redirectUri(),
    codeChallenge: await codeChallengeS256(verifier),
    state,
    extraParams: config.extraParams,
  });
}

export const STATE_MISMATCH_MESSAGE = 'State received by the server does not match local entropy';
export const MISSING_VERIFIER_MESSAGE = 'Missing code verifier';
export const MISSING_CODE_MESSAGE = 'Authorization code missing';

export class CallbackError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CallbackError';
  }
}

export interface CallbackCheck {
  code: string;
  verifier: string;
  returnPath: string | null;
}

/**
 * Checks the callback's query against what was stored (see docs/product/shell-and-identity.md) and
 * removes the stored values whatever the outcome (they are single-use).
 */
export function takeCallbackParams(search: URLSearchParams): CallbackCheck {
  const verifier = localStorage.getItem(VERIFIER_STORAGE_KEY);
  const state = localStorage.getItem(STATE_STORAGE_KEY);
  const returnPath = localStorage.getItem(RETURN_PATH_STORAGE_KEY);
  localStorage.removeItem(VERIFIER_STORAGE_KEY);
  localStorage.removeItem(STATE_STORAGE_KEY);
  localStorage.removeItem(RETURN_PATH_STORAGE_KEY);
  const error = search.get('error');
  if (error) throw new CallbackError(search.get('error_description') || `Sign-in was not completed (${error}).`);
  if (!state || search.get('state') !== state) throw new CallbackError(STATE_MISMATCH_MESSAGE);
  if (!verifier) throw new CallbackError(MISSING_VERIFIER_MESSAGE);
  const code = search.get('code');
  if (!code) throw new CallbackError(MISSING_CODE_MESSAGE);
  return { code, verifier, returnPath };
}
