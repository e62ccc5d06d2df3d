/**
 * The mobile redirect (see docs/product/shell-and-identity.md): on a small touch device we offer
 * the app once per browser session through /get-the-app, which has "Continue on web". Never on
 * /shared_bet or /signup (a shared bet or a sign-up must open where it was sent), nor on the offer
 * itself, nor on a live stream or a casino game client (each plays inside a page's frame).
 */
export const APP_OFFER_PATH = '/get-the-app';
export const APP_OFFER_SEEN_KEY = 'app-offer-seen';
export const SMALL_TOUCH_QUERY = '(max-width: 767px) and (pointer: coarse)';

const EXCLUDED = ['/shared_bet', '/signup', APP_OFFER_PATH, '/oauth_callback', '/account/update-password', '/streams', '/casino-games'];

export function isExcludedFromAppOffer(pathname: string): boolean {
  return EXCLUDED.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

export function shouldOfferApp({
  pathname,
  smallTouchDevice,
  alreadyOffered,
}: {
  pathname: string;
  smallTouchDevice: boolean;
  alreadyOffered: boolean;
}): boolean {
  return smallTouchDevice && !alreadyOffered && !isExcludedFromAppOffer(pathname);
}

export function appOfferSeen(): boolean {
  try {
    return sessionStorage.getItem(APP_OFFER_SEEN_KEY) === '1';
  } catch {
    return true;
  }
}

export function markAppOfferSeen(): void {
  try {
    sessionStorage.setItem(APP_OFFER_SEEN_KEY, '1');
  } catch {
    // Without storage the offer is simply not repeated in this page's life.
  }
}

/** Only same-site paths may be the "continue" target (no open redirects). */
export function safeNextPath(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  return next;
}
