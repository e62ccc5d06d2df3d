import { describe, expect, it } from 'vitest';
import { resolveDeepLink, resolveMenuItems, slugify } from './menu-items';
import { isExcludedFromAppOffer, safeNextPath, shouldOfferApp } from './mobile-redirect';
import { selectedProduct, showProductToggle } from './product-toggle';
import { signUpTarget } from './header';
import type { MenuItem } from './shell-operations';

describe('sports/casino toggle rule', () => {
  it('needs the casino on, a sportsbook brand and no casino restriction', () => {
    expect(showProductToggle({ casinoEnabled: true, standaloneCasino: false, casinoRestrictionActive: false })).toBe(true);
    expect(showProductToggle({ casinoEnabled: false, standaloneCasino: false, casinoRestrictionActive: false })).toBe(false);
    expect(showProductToggle({ casinoEnabled: true, standaloneCasino: true, casinoRestrictionActive: false })).toBe(false);
    expect(showProductToggle({ casinoEnabled: true, standaloneCasino: false, casinoRestrictionActive: true })).toBe(false);
    expect(showProductToggle({ casinoEnabled: null, standaloneCasino: false, casinoRestrictionActive: null })).toBe(false);
  });

  it('selects casino on casino routes or a standalone casino', () => {
    expect(selectedProduct('/', false)).toBe('sportsbook');
    expect(selectedProduct('/casino/lobby', false)).toBe('casino');
    expect(selectedProduct('/casinos-news', false)).toBe('sportsbook');
    expect(selectedProduct('/pa/casino/category/slots', false)).toBe('casino');
    expect(selectedProduct('/pa/sport', false)).toBe('sportsbook');
    expect(selectedProduct('/', true)).toBe('casino');
  });
});

describe('account menu items', () => {
  const origin = 'https://app.example';
  const items: MenuItem[] = [
    { __typename: 'MenuLeafItem', id: 'summary', label: 'Account Summary', icon: 'user', deepLink: { canonicalUrl: '/account/summary', webUrl: '' } },
    { __typename: 'MenuLeafItem', id: 'abs', label: 'Same origin', icon: null, deepLink: { canonicalUrl: 'https://app.example/account/help?x=1', webUrl: '' } },
    { __typename: 'MenuLeafItem', id: 'bad', label: 'Unresolvable', icon: null, deepLink: { canonicalUrl: 'halftime://nowhere', webUrl: '' } },
    { __typename: 'MenuLeafItem', id: 'none', label: 'No link', icon: null, deepLink: null },
    {
      __typename: 'MenuParentItem',
      id: 'settings',
      label: 'Settings & Privacy',
      icon: 'settings',
      children: [{ __typename: 'MenuLeafItem', id: 'security', label: 'Security', icon: 'shield', deepLink: { canonicalUrl: '/account/settings/security', webUrl: '' } }],
    },
    { __typename: 'MenuClientDisplayDescriptiveItem', id: 'mode', label: 'Dark Mode', description: 'Switch colours', icon: 'moon', clientDisplayType: 'COLOR_MODE_TOGGLE' },
  ];

  it('resolves links, sends parents to /account/{label slug} and skips what cannot resolve', () => {
    const resolved = resolveMenuItems(items, origin);
    expect(resolved.map((i) => i.id)).toEqual(['summary', 'abs', 'settings', 'mode']);
    expect(resolved[1]).toMatchObject({ kind: 'link', to: '/account/help?x=1', external: false });
    expect(resolved[2]).toMatchObject({ kind: 'parent', to: '/account/settings-and-privacy' });
    expect(resolved[3]).toMatchObject({ kind: 'client', display: 'COLOR_MODE_TOGGLE', description: 'Switch colours' });
  });

  it('keeps https links external and refuses protocol-relative paths', () => {
    expect(resolveDeepLink({ canonicalUrl: 'https://www.ncpgambling.org/', webUrl: null }, origin)).toEqual({ to: 'https://www.ncpgambling.org/', external: true });
    expect(resolveDeepLink({ canonicalUrl: '//evil.example/x', webUrl: null }, origin)).toBeNull();
    expect(slugify('Responsible Gaming')).toBe('responsible-gaming');
  });
});

describe('mobile redirect', () => {
  it('offers the app once per session on small touch devices', () => {
    expect(shouldOfferApp({ pathname: '/', smallTouchDevice: true, alreadyOffered: false })).toBe(true);
    expect(shouldOfferApp({ pathname: '/', smallTouchDevice: true, alreadyOffered: true })).toBe(false);
    expect(shouldOfferApp({ pathname: '/', smallTouchDevice: false, alreadyOffered: false })).toBe(false);
  });

  it('never redirects /shared_bet or /signup', () => {
    for (const p of ['/shared_bet', '/shared_bet/abc', '/signup', '/signup/success', '/get-the-app']) {
      expect(isExcludedFromAppOffer(p)).toBe(true);
      expect(shouldOfferApp({ pathname: p, smallTouchDevice: true, alreadyOffered: false })).toBe(false);
    }
    expect(isExcludedFromAppOffer('/signups-are-not-signup')).toBe(false);
  });

  it('never redirects a framed page: a live stream or a casino game client', () => {
    for (const p of ['/streams/e1/tracker', '/casino-games/builtin/slot']) {
      expect(shouldOfferApp({ pathname: p, smallTouchDevice: true, alreadyOffered: false })).toBe(false);
    }
    expect(shouldOfferApp({ pathname: '/casino', smallTouchDevice: true, alreadyOffered: false })).toBe(true);
  });

  it('continues only to same-site paths', () => {
    expect(safeNextPath('/legal/terms')).toBe('/legal/terms');
    expect(safeNextPath('https://evil.example')).toBe('/');
    expect(safeNextPath('//evil.example')).toBe('/');
    expect(safeNextPath(null)).toBe('/');
  });
});

describe('Sign Up target', () => {
  it('prefers the referral sign-up URL', () => {
    expect(signUpTarget(null)).toBe('/signup');
    expect(signUpTarget('  ')).toBe('/signup');
    expect(signUpTarget('/signup?promo_code=FRIEND')).toBe('/signup?promo_code=FRIEND');
  });
});
