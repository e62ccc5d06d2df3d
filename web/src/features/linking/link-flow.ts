/**
 * The account link flow (docs/product/account-linking.md): PKCE S256 against the media
 * partner's authorize endpoint, the callback's checks, and the code exchange at the partner's
 * token URL. What the flow keeps between leaving for the partner and coming back lives in
 * localStorage: the verifier and state (single-use), where the flow started, where it was
 * started from, whether the bettor already retried, and the gamecast link: the game page a
 * deep link into linking came from, to return to once linking is over.
 */
import { buildAuthorizeUrl, codeChallengeS256, generateCodeVerifier, generateState } from '@/shared/auth/pkce-random';

export const LINK_VERIFIER_KEY = 'sb.link.code-verifier';
export const LINK_STATE_KEY = 'sb.link.state';
export const LINK_START_URL_KEY = 'sb.link.start-url';
export const LINK_ORIGIN_KEY = 'sb.link.origin';
export const LINK_RETRIED_KEY = 'sb.link.retried';
export const LINK_GAMECAST_KEY = 'sb.link.gamecast-link';

/** The deep link's query parameter naming the game page to return to after linking. */
export const GAMECAST_PARAM = 'gamecastLink';

/** Where a link flow was started from. */
export type LinkOrigin = 'linked-accounts' | 'prompt';

export const CALLBACK_PATH = '/account_linking/callback';

/** The media partner's name (the server's linked-accounts label). */
export const PARTNER_NAME = 'Halftime Media';

/** Texts and codes of the flow's failures (spec §4.4, §5 and the error table). */
export const MISSING_CODE = { message: 'Authorization code missing', code: 'ONE_ID_AUTH_FAIL' } as const;
export const MISSING_TOKEN = { message: 'Did not receive a valid JWT token', code: 'ONE_ID_TOKEN_FAIL' } as const;
export const STATE_MISMATCH = { message: 'State received by the server does not match local entropy', code: 'INVALID' } as const;
export const MISSING_VERIFIER = { message: 'Missing code verifier', code: 'INVALID' } as const;
export const MISSING_TOKEN_URL = { message: 'Unable to receive partner token url', code: 'INVALID' } as const;
export const UNEXPECTED = { message: 'An unexpected error occurred while trying to link the account', code: 'INVALID' } as const;

/** A failure of the flow with its support code. */
export class LinkFlowError extends Error {
  readonly code: string;
  constructor({ message, code }: { message: string; code: string }) {
    super(message);
    this.name = 'LinkFlowError';
    this.code = code;
  }
}

export interface PartnerConfig {
  authorizeUrl: string;
  clientId: string;
  tokenUrl: string;
}

/** The redirect URI registered with the partner. */
export function linkRedirectUri(): string {
  return `${window.location.origin}${CALLBACK_PATH}`;
}

/** How a link flow starts: where, from what, whether it is a retry, and the game page to return to. */
export interface LinkStart {
  url: string;
  origin: LinkOrigin;
  retried?: boolean;
  /** A validated gamecast link ({@link safeGamecastLink}), or none. */
  gamecastLink?: string | null;
}

/**
 * Starts a link: stores a new verifier (43-128 characters) and state (32), the start URL,
 * origin and gamecast link; answers the partner's authorize URL to leave for.
 */
export async function startLink(partner: Pick<PartnerConfig, 'authorizeUrl' | 'clientId'>, start: LinkStart): Promise<string> {
  const verifier = generateCodeVerifier();
  const state = generateState();
  localStorage.setItem(LINK_VERIFIER_KEY, verifier);
  localStorage.setItem(LINK_STATE_KEY, state);
  localStorage.setItem(LINK_START_URL_KEY, start.url);
  localStorage.setItem(LINK_ORIGIN_KEY, start.origin);
  if (start.retried) localStorage.setItem(LINK_RETRIED_KEY, 'true');
  else localStorage.removeItem(LINK_RETRIED_KEY);
  if (start.gamecastLink) localStorage.setItem(LINK_GAMECAST_KEY, start.gamecastLink);
  else localStorage.removeItem(LINK_GAMECAST_KEY);
  return buildAuthorizeUrl({
    authorizeUrl: partner.authorizeUrl,
    clientId: partner.clientId,
    redirectUri: linkRedirectUri(),
    codeChallenge: await codeChallengeS256(verifier),
    state,
  });
}

/** What the flow stored before leaving, for the callback screen (read before it is cleared). */
export interface StoredLink {
  startUrl: string | null;
  origin: LinkOrigin | null;
  retried: boolean;
  /** The game page to return to, as stored (checked with {@link safeGamecastLink} before use). */
  gamecastLink: string | null;
}

export function storedLink(): StoredLink {
  const origin = localStorage.getItem(LINK_ORIGIN_KEY);
  return {
    startUrl: localStorage.getItem(LINK_START_URL_KEY),
    origin: origin === 'linked-accounts' || origin === 'prompt' ? origin : null,
    retried: localStorage.getItem(LINK_RETRIED_KEY) === 'true',
    gamecastLink: localStorage.getItem(LINK_GAMECAST_KEY),
  };
}

/** Forgets the start URL, origin, retried flag and gamecast link (the flow is over). */
export function clearStoredLink(): void {
  for (const key of [LINK_START_URL_KEY, LINK_ORIGIN_KEY, LINK_RETRIED_KEY, LINK_GAMECAST_KEY]) localStorage.removeItem(key);
}

/**
 * Checks the callback's query against what was stored (spec §5) and removes the verifier and
 * state whatever the outcome (single-use): the state must equal the stored one, a stored
 * verifier is required, then the code.
 */
export function takeLinkCallback(search: URLSearchParams): { code: string; verifier: string } {
  const verifier = localStorage.getItem(LINK_VERIFIER_KEY);
  const state = localStorage.getItem(LINK_STATE_KEY);
  localStorage.removeItem(LINK_VERIFIER_KEY);
  localStorage.removeItem(LINK_STATE_KEY);
  const error = search.get('error');
  if (error) throw new LinkFlowError({ message: search.get('error_description') || `The partner did not link the account (${error}).`, code: 'ONE_ID_AUTH_FAIL' });
  if (!state || search.get('state') !== state) throw new LinkFlowError(STATE_MISMATCH);
  if (!verifier) throw new LinkFlowError(MISSING_VERIFIER);
  const code = search.get('code');
  if (!code) throw new LinkFlowError(MISSING_CODE);
  return { code, verifier };
}

/**
 * Exchanges the code at the partner's token URL (form-encoded: code, code_verifier,
 * grant_type=authorization_code, client_id, redirect_uri); answers the ID token.
 */
export async function exchangeCode(
  partner: { tokenUrl: string | null | undefined; clientId: string | null | undefined },
  code: string,
  verifier: string,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  if (!partner.tokenUrl || !partner.clientId) throw new LinkFlowError(MISSING_TOKEN_URL);
  const body = new URLSearchParams({
    code,
    code_verifier: verifier,
    grant_type: 'authorization_code',
    client_id: partner.clientId,
    redirect_uri: linkRedirectUri(),
  });
  let answer: unknown;
  try {
    const response = await fetchImpl(partner.tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: body.toString(),
      credentials: 'omit',
    });
    answer = await response.json();
  } catch {
    throw new LinkFlowError(MISSING_TOKEN);
  }
  const idToken = typeof answer === 'object' && answer !== null && 'id_token' in answer ? (answer as { id_token: unknown }).id_token : null;
  if (typeof idToken !== 'string' || idToken.split('.').length !== 3) throw new LinkFlowError(MISSING_TOKEN);
  return idToken;
}

/** A same-origin app path to return to, or null. */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  if (raw.startsWith(CALLBACK_PATH)) return null;
  return raw;
}

/**
 * A gamecast link to return to after linking, or null: an app path ({@link safeReturnPath}),
 * or a page of the media partner's own site (the origin of its authorize URL, https outside
 * development), so a crafted deep link cannot send the bettor anywhere else.
 */
export function safeGamecastLink(raw: string | null | undefined, partnerAuthorizeUrl?: string | null): string | null {
  if (!raw || raw.length > 2048) return null;
  const path = safeReturnPath(raw);
  if (path) return path;
  if (!partnerAuthorizeUrl) return null;
  try {
    const url = new URL(raw);
    if (url.origin !== new URL(partnerAuthorizeUrl).origin || url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** Whether a return target is another site's page (left by a full navigation). */
export function isExternal(target: string): boolean {
  return !target.startsWith('/');
}
