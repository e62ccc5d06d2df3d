import { describe, expect, it } from 'vitest';
import {
  MISSING_VERIFIER_MESSAGE,
  STATE_MISMATCH_MESSAGE,
  STATE_STORAGE_KEY,
  VERIFIER_CHARSET,
  VERIFIER_STORAGE_KEY,
  MissingSignInConfigError,
  buildAuthorizeUrl,
  codeChallengeS256,
  generateCodeVerifier,
  generateState,
  prepareAuthorization,
  takeCallbackParams,
} from './pkce';

describe('PKCE helpers', () => {
  it('makes verifiers of random length 43-128 from the unreserved characters', () => {
    const lengths = new Set<number>();
    for (let i = 0; i < 300; i += 1) {
      const v = generateCodeVerifier();
      expect(v.length).toBeGreaterThanOrEqual(43);
      expect(v.length).toBeLessThanOrEqual(128);
      expect(v).toMatch(/^[A-Za-z0-9\-._~]+$/);
      lengths.add(v.length);
    }
    // The length itself is random.
    expect(lengths.size).toBeGreaterThan(10);
    expect(VERIFIER_CHARSET).toHaveLength(66);
    expect(() => generateCodeVerifier(42)).toThrow(RangeError);
    expect(() => generateCodeVerifier(129)).toThrow(RangeError);
  });

  it('computes the S256 challenge of RFC 7636 appendix B', async () => {
    await expect(codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('makes states of at least 22 characters', () => {
    const s = generateState();
    expect(s.length).toBeGreaterThanOrEqual(22);
    expect(generateState()).not.toBe(s);
  });

  it('builds the authorize URL with every parameter', () => {
    const url = new URL(
      buildAuthorizeUrl({
        authorizeUrl: 'https://id.example/oauth/authorize',
        clientId: 'web',
        redirectUri: 'https://app.example/oauth_callback',
        codeChallenge: 'abc',
        state: 'x'.repeat(32),
        extraParams: { prompt: 'login' },
      }),
    );
    expect(url.origin + url.pathname).toBe('https://id.example/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'web',
      code_challenge: 'abc',
      code_challenge_method: 'S256',
      redirect_uri: 'https://app.example/oauth_callback',
      response_type: 'code',
      state: 'x'.repeat(32),
      prompt: 'login',
    });
  });

  it('stores verifier and state, and the callback checks then removes them', async () => {
    const href = await prepareAuthorization({ authorizeUrl: '/oauth/authorize', clientId: 'web', returnPath: '/account/summary' });
    const url = new URL(href);
    const verifier = localStorage.getItem(VERIFIER_STORAGE_KEY);
    const state = localStorage.getItem(STATE_STORAGE_KEY);
    expect(verifier).toBeTruthy();
    expect(url.searchParams.get('state')).toBe(state);
    expect(url.searchParams.get('code_challenge')).toBe(await codeChallengeS256(verifier ?? ''));
    expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/oauth_callback`);

    const ok = takeCallbackParams(new URLSearchParams({ code: 'the-code', state: state ?? '' }));
    expect(ok).toEqual({ code: 'the-code', verifier, returnPath: '/account/summary' });
    expect(localStorage.getItem(VERIFIER_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(STATE_STORAGE_KEY)).toBeNull();
  });

  it('refuses a callback whose state does not match, or without a verifier', async () => {
    await prepareAuthorization({ authorizeUrl: '/oauth/authorize', clientId: 'web' });
    expect(() => takeCallbackParams(new URLSearchParams({ code: 'c', state: 'forged-state-forged-state' }))).toThrow(STATE_MISMATCH_MESSAGE);
    // Values are single-use: removed even after a failure.
    expect(localStorage.getItem(VERIFIER_STORAGE_KEY)).toBeNull();

    localStorage.setItem(STATE_STORAGE_KEY, 's'.repeat(32));
    expect(() => takeCallbackParams(new URLSearchParams({ code: 'c', state: 's'.repeat(32) }))).toThrow(MISSING_VERIFIER_MESSAGE);
  });

  it('reports a missing client id or authorize URL', async () => {
    await expect(prepareAuthorization({ authorizeUrl: null, clientId: 'web' })).rejects.toBeInstanceOf(MissingSignInConfigError);
    await expect(prepareAuthorization({ authorizeUrl: '/x', clientId: undefined })).rejects.toThrow(/singleSignOnClientId/);
  });
});
