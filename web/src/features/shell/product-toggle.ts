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

/** Casino routes or a standalone casino select casino; home and sportsbook routes select sportsbook. */
export function selectedProduct(pathname: string, standaloneCasino: boolean): Product {
  if (standaloneCasino) return 'casino';
  return pathname === '/casino' || pathname.startsWith('/casino/') ? 'casino' : 'sportsbook';
}

/** Where each side of the toggle goes. */
export const PRODUCT_HOME: Record<Product, string> = { sportsbook: '/', casino: '/casino' };
