import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LINK_GAMECAST_KEY,
  LINK_ORIGIN_KEY,
  LINK_RETRIED_KEY,
  LINK_START_URL_KEY,
  LINK_STATE_KEY,
  LINK_VERIFIER_KEY,
  LinkFlowError,
  MISSING_TOKEN,
  MISSING_TOKEN_URL,
  clearStoredLink,
  exchangeCode,
  safeGamecastLink,
  safeReturnPath,
  startLink,
  storedLink,
} from './link-flow';
import { LINKED_ACCOUNTS_PATH, returnTarget, runLinkCallback } from './link-callback';

const STATE = 's'.repeat(32);
const VERIFIER = 'v'.repeat(64);

function stash(state = STATE, verifier: string | null = VERIFIER) {
  localStorage.setItem(LINK_STATE_KEY, state);
  if (verifier) localStorage.setItem(LINK_VERIFIER_KEY, verifier);
}

function deps(search: string, over: Partial<Parameters<typeof runLinkCallback>[0]> = {}) {
  return {
    search: new URLSearchParams(search),
    retried: false,
    exchange: vi.fn(async () => 'a.b.c'),
    createLink: vi.fn(async () => 'SUCCESS'),
    ...over,
  };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('runLinkCallback', () => {
  it('checks, exchanges with the stored verifier, links, and succeeds', async () => {
    stash();
    const d = deps(`code=abc&state=${STATE}`);
    await expect(runLinkCallback(d)).resolves.toEqual({ status: 'success' });
    expect(d.exchange).toHaveBeenCalledWith('abc', VERIFIER);
    expect(d.createLink).toHaveBeenCalledWith('a.b.c');
    // The verifier and state are single-use.
    expect(localStorage.getItem(LINK_VERIFIER_KEY)).toBeNull();
    expect(localStorage.getItem(LINK_STATE_KEY)).toBeNull();
  });

  it('refuses a state that is not the stored one, before any call', async () => {
    stash();
    const d = deps(`code=abc&state=${'t'.repeat(32)}`);
    await expect(runLinkCallback(d)).resolves.toEqual({
      status: 'error',
      variant: 'generic',
      detail: 'State received by the server does not match local entropy',
      code: 'INVALID',
    });
    expect(d.exchange).not.toHaveBeenCalled();
    expect(localStorage.getItem(LINK_STATE_KEY)).toBeNull();
  });

  it('needs a stored state, a stored verifier and a code', async () => {
    const noState = await runLinkCallback(deps(`code=abc&state=${STATE}`));
    expect(noState).toMatchObject({ detail: 'State received by the server does not match local entropy' });
    stash(STATE, null);
    expect(await runLinkCallback(deps(`code=abc&state=${STATE}`))).toMatchObject({ detail: 'Missing code verifier', code: 'INVALID' });
    stash();
    expect(await runLinkCallback(deps(`state=${STATE}`))).toMatchObject({ detail: 'Authorization code missing', code: 'ONE_ID_AUTH_FAIL' });
  });

  it("shows the partner's own refusal", async () => {
    stash();
    const screen = await runLinkCallback(deps(`error=access_denied&error_description=The+user+cancelled&state=${STATE}`));
    expect(screen).toMatchObject({ status: 'error', variant: 'generic', detail: 'The user cancelled', code: 'ONE_ID_AUTH_FAIL' });
  });

  it('maps a missing token and the link results to their variants', async () => {
    stash();
    const noToken = deps(`code=abc&state=${STATE}`, { exchange: vi.fn(async () => Promise.reject(new LinkFlowError(MISSING_TOKEN))) });
    expect(await runLinkCallback(noToken)).toMatchObject({ variant: 'generic', detail: 'Did not receive a valid JWT token', code: 'ONE_ID_TOKEN_FAIL' });
    stash();
    const duplicate = deps(`code=abc&state=${STATE}`, { createLink: vi.fn(async () => 'DUPLICATE_PAIRWISE_ID') });
    expect(await runLinkCallback(duplicate)).toEqual({ status: 'error', variant: 'duplicate', detail: 'DUPLICATE_PAIRWISE_ID', code: 'DUPLICATE_PAIRWISE_ID' });
    stash();
    const other = deps(`code=abc&state=${STATE}`, { createLink: vi.fn(async () => 'ALREADY_LINKED') });
    expect(await runLinkCallback(other)).toMatchObject({ variant: 'generic', detail: 'ALREADY_LINKED', code: 'ALREADY_LINKED' });
    stash();
    const thrown = deps(`code=abc&state=${STATE}`, { createLink: vi.fn(async () => Promise.reject(new Error('network'))) });
    expect(await runLinkCallback(thrown)).toMatchObject({
      variant: 'generic',
      detail: 'An unexpected error occurred while trying to link the account',
      code: 'INVALID',
    });
  });

  it('after a retry, a failure offers "Unable to link account" (Continue only); the duplicate stays itself', async () => {
    stash();
    expect(await runLinkCallback(deps(`code=abc&state=${STATE}`, { retried: true, createLink: vi.fn(async () => 'INVALID_TOKEN') }))).toMatchObject({
      variant: 'unable',
      code: 'INVALID_TOKEN',
    });
    stash();
    expect(await runLinkCallback(deps(`code=abc&state=${STATE}`, { retried: true, createLink: vi.fn(async () => 'DUPLICATE_PAIRWISE_ID') }))).toMatchObject({
      variant: 'duplicate',
    });
  });
});

describe('exchangeCode', () => {
  const partner = { tokenUrl: 'http://localhost:3000/partner-sandbox/token', clientId: 'sportsbook-web' };

  it('posts exactly the form of the REST table and answers the id_token', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ id_token: 'h.p.s' }), { status: 200 }));
    await expect(exchangeCode(partner, 'abc', VERIFIER, fetchImpl)).resolves.toBe('h.p.s');
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(partner.tokenUrl);
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toEqual({
      code: 'abc',
      code_verifier: VERIFIER,
      grant_type: 'authorization_code',
      client_id: 'sportsbook-web',
      redirect_uri: `${window.location.origin}/account_linking/callback`,
    });
  });

  it('needs the partner token URL and a JWT in the answer', async () => {
    await expect(exchangeCode({ tokenUrl: null, clientId: 'x' }, 'abc', VERIFIER)).rejects.toMatchObject({ message: MISSING_TOKEN_URL.message });
    const error = vi.fn(async () => new Response(JSON.stringify({ error: 'invalid_grant' }), { status: 400 }));
    await expect(exchangeCode(partner, 'abc', VERIFIER, error)).rejects.toMatchObject({ message: MISSING_TOKEN.message, code: 'ONE_ID_TOKEN_FAIL' });
    const down = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(exchangeCode(partner, 'abc', VERIFIER, down)).rejects.toMatchObject({ code: 'ONE_ID_TOKEN_FAIL' });
  });
});

describe('startLink and return targets', () => {
  it('stores a verifier of 43-128 characters, a state of at least 22, the start URL and origin', async () => {
    const url = new URL(await startLink({ authorizeUrl: '/partner-sandbox/authorize', clientId: 'sportsbook-web' }, { url: '/account/summary', origin: 'prompt' }));
    const verifier = localStorage.getItem(LINK_VERIFIER_KEY) ?? '';
    const state = localStorage.getItem(LINK_STATE_KEY) ?? '';
    expect(verifier.length).toBeGreaterThanOrEqual(43);
    expect(verifier.length).toBeLessThanOrEqual(128);
    expect(state.length).toBeGreaterThanOrEqual(22);
    expect(url.pathname).toBe('/partner-sandbox/authorize');
    expect(url.searchParams.get('state')).toBe(state);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('client_id')).toBe('sportsbook-web');
    expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/account_linking/callback`);
    expect(localStorage.getItem(LINK_START_URL_KEY)).toBe('/account/summary');
    expect(localStorage.getItem(LINK_ORIGIN_KEY)).toBe('prompt');
    expect(storedLink()).toEqual({ startUrl: '/account/summary', origin: 'prompt', retried: false, gamecastLink: null });
    await startLink({ authorizeUrl: '/a', clientId: 'c' }, { url: '/x', origin: 'linked-accounts', retried: true });
    expect(localStorage.getItem(LINK_RETRIED_KEY)).toBe('true');
    clearStoredLink();
    expect(storedLink()).toEqual({ startUrl: null, origin: null, retried: false, gamecastLink: null });
  });

  it('keeps the gamecast link with the flow, and forgets it when a flow starts without one or ends', async () => {
    await startLink({ authorizeUrl: '/a', clientId: 'c' }, { url: '/account/linked-accounts?gamecastLink=%2Fevents%2Fev-1', origin: 'linked-accounts', gamecastLink: '/events/ev-1' });
    expect(localStorage.getItem(LINK_GAMECAST_KEY)).toBe('/events/ev-1');
    expect(storedLink().gamecastLink).toBe('/events/ev-1');
    await startLink({ authorizeUrl: '/a', clientId: 'c' }, { url: '/account/summary', origin: 'prompt' });
    expect(localStorage.getItem(LINK_GAMECAST_KEY)).toBeNull();
    await startLink({ authorizeUrl: '/a', clientId: 'c' }, { url: '/x', origin: 'linked-accounts', gamecastLink: 'https://media.example/games/1' });
    clearStoredLink();
    expect(localStorage.getItem(LINK_GAMECAST_KEY)).toBeNull();
  });

  it('returns to the gamecast link, else the stored start URL, else the linked accounts, else home', () => {
    const partner = 'https://media.example/oauth/authorize';
    expect(returnTarget({ startUrl: '/account/summary', gamecastLink: '/events/ev-1' }, true, partner)).toBe('/events/ev-1');
    expect(returnTarget({ startUrl: '/account/summary', gamecastLink: 'https://media.example/games/1?tab=plays' }, true, partner)).toBe('https://media.example/games/1?tab=plays');
    expect(returnTarget({ startUrl: '/account/summary', gamecastLink: 'https://evil.example/games/1' }, true, partner)).toBe('/account/summary');
    expect(returnTarget({ startUrl: '/account/summary', gamecastLink: null }, true)).toBe('/account/summary');
    expect(returnTarget({ startUrl: null, gamecastLink: null }, true)).toBe(LINKED_ACCOUNTS_PATH);
    expect(returnTarget({ startUrl: 'https://evil.example/', gamecastLink: null }, true)).toBe(LINKED_ACCOUNTS_PATH);
    expect(returnTarget({ startUrl: '//evil.example/', gamecastLink: '//evil.example/' }, false)).toBe('/');
    expect(safeReturnPath('/account_linking/callback?code=x')).toBeNull();
  });

  it('takes as gamecast link only an app path or a page of the partner’s own site', () => {
    const partner = 'https://media.example/oauth/authorize';
    expect(safeGamecastLink('/events/ev-1?tab=live', partner)).toBe('/events/ev-1?tab=live');
    expect(safeGamecastLink('https://media.example/games/1', partner)).toBe('https://media.example/games/1');
    expect(safeGamecastLink('https://media.example.evil.example/games/1', partner)).toBeNull();
    expect(safeGamecastLink('http://media.example/games/1', partner)).toBeNull();
    expect(safeGamecastLink('https://user:pw@media.example/games/1', partner)).toBeNull();
    expect(safeGamecastLink('javascript:alert(1)', partner)).toBeNull();
    expect(safeGamecastLink('//media.example/games/1', partner)).toBeNull();
    expect(safeGamecastLink('https://media.example/games/1', null)).toBeNull();
    expect(safeGamecastLink(`/events/${'x'.repeat(2048)}`, partner)).toBeNull();
    expect(safeGamecastLink(null, partner)).toBeNull();
  });
});
