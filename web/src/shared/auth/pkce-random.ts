/**
 * PKCE (RFC 7636) building blocks shared by sign-in and account linking: a random code
 * verifier of random length 43-128 from the unreserved characters, its S256 challenge, a
 * random state of 32 characters and the authorize URL of a request.
 */
export const VERIFIER_CHARSET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
export const VERIFIER_MIN_LENGTH = 43;
export const VERIFIER_MAX_LENGTH = 128;
export const STATE_LENGTH = 32;

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
