/**
 * Calls of the identity API about sessions (see docs/product/shell-and-identity.md):
 * the four grants of `POST /oauth/token`, and `POST /api/logout`. Token requests carry the
 * region and country headers.
 */
import { HttpError, httpRequest } from '@/shared/api/http-client';
import { regionHeaders } from '@/shared/api/endpoints';
import { isFullTokenResponse, isLimitedTokenResponse, type FullTokenResponse, type TokenResponse } from './auth-store';

/** The first-party web app's OAuth client id. */
export const CLIENT_ID = 'web';

async function tokenRequest(params: Record<string, string>): Promise<TokenResponse> {
  const { data } = await httpRequest<unknown>('/oauth/token', {
    method: 'POST',
    form: { ...params, client_id: CLIENT_ID },
    headers: regionHeaders(),
  });
  if (isFullTokenResponse(data) || isLimitedTokenResponse(data)) return data;
  const err = (data as { error?: unknown } | null)?.error;
  throw new HttpError('UNKNOWN_ERROR', `Unknown token response${typeof err === 'string' ? `: ${err}` : ''}`, 200, data);
}

async function fullTokenRequest(params: Record<string, string>): Promise<FullTokenResponse> {
  const r = await tokenRequest(params);
  if (!isFullTokenResponse(r)) throw new HttpError('UNKNOWN_ERROR', 'Unknown token response: expected a full session', 200, r);
  return r;
}

/** Password grant: a full session, or a limited token when strong authentication is on. */
export function passwordGrant(username: string, password: string): Promise<TokenResponse> {
  return tokenRequest({ grant_type: 'password', username, password });
}

export function refreshTokenGrant(refreshToken: string): Promise<FullTokenResponse> {
  return fullTokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken });
}

/** Upgrades a limited token whose one-time code was verified. */
export function limitedAccessTokenGrant(limitedAccessToken: string): Promise<FullTokenResponse> {
  return fullTokenRequest({ grant_type: 'limited_access_token', limited_access_token: limitedAccessToken });
}

export function authorizationCodeGrant(code: string, codeVerifier: string, redirectUri: string): Promise<TokenResponse> {
  return tokenRequest({ grant_type: 'authorization_code', code, code_verifier: codeVerifier, redirect_uri: redirectUri });
}

/** Revokes the session of `token` on the server. */
export async function logoutRequest(token: string): Promise<void> {
  await httpRequest('/api/logout', { method: 'POST', token });
}

/** The message to show for a failed token request. */
export function tokenErrorMessage(error: unknown): string {
  if (error instanceof HttpError) {
    const oauth = error.oauthError;
    if (oauth?.description) return oauth.description;
    if (error.kind === 'TIMEOUT_ERROR') return 'Logging in took too long. Please try again.';
    if (error.kind === 'NETWORK_ERROR' || error.kind === 'CONNECTION_ERROR') {
      return 'We could not reach our servers. Please check your internet connection and try again.';
    }
  }
  return 'Oops, we encountered an error. Please hang on and try again later while we sort things out.';
}
