/**
 * Sign-in through the authorization-code flow with PKCE (RFC 7636; see
 * docs/product/shell-and-identity.md): a random code verifier of random length 43-128 from the
 * unreserved characters, its S256 challenge, a state of at least 22 characters, both kept in
 * localStorage until the `oauth_callback` route redeems the code.
 */
import { buildAuthorizeUrl, codeChallengeS256, generateCodeVerifier, generateState } from '@/shared/auth/pkce-random';

export {
  VERIFIER_CHARSET,
  VERIFIER_MIN_LENGTH,
  VERIFIER_MAX_LENGTH,
  STATE_LENGTH,
  randomString,
  generateCodeVerifier,
  generateState,
  base64UrlEncode,
  codeChallengeS256,
  buildAuthorizeUrl,
  type AuthorizeParams,
} from '@/shared/auth/pkce-random';
export const VERIFIER_STORAGE_KEY = 'sb.oauth.code-verifier';
export const STATE_STORAGE_KEY = 'sb.oauth.state';
export const RETURN_PATH_STORAGE_KEY = 'sb.oauth.return-path';

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
