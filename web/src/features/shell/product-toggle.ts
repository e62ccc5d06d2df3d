/**
 * The sports/casino toggle (see docs/product/shell-and-identity.md) appears only when the casino is
 * enabled, the brand is not a standalone casino and no casino restriction is active.
 */
export function showProductToggle({
  casinoEnabled,
  standaloneCasino,
  casinoRestrictionActive,
}: {
  casinoEnabled: boolean | null | undefined;
  standaloneCasino: boolean;
  casinoRestrictionActive: boolean | null | undefined;
}): boolean {
  return casinoEnabled === true && !standaloneCasino && casinoRestrictionActive !== true;
}

export type Product = 'sportsbook' | 'casino';

/** The casino's path sets: `/casino` and Pennsylvania's `/pa/casino`. */
const CASINO_BASES = ['/casino', '/pa/casino'];

/** Whether a path is one of the casino's pages (either path set). */
export function isCasinoRoute(pathname: string): boolean {
  return CASINO_BASES.some((base) => pathname === base || pathname.startsWith(`${base}/`));
}

/** Casino routes or a standalone casino select casino; home and sportsbook routes select sportsbook. */
export function selectedProduct(pathname: string, standaloneCasino: boolean): Product {
  if (standaloneCasino) return 'casino';
  return isCasinoRoute(pathname) ? 'casino' : 'sportsbook';
}

/** Where each side of the toggle goes. */
export const PRODUCT_HOME: Record<Product, string> = { sportsbook: '/', casino: '/casino' };
