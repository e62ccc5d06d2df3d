import { isStandaloneCasino, useBrand } from '@/brands/brand-context';
import { useStartup } from '@/shared/api/use-startup';
import { useFeatureFlag } from '@/shared/flags/use-feature-flag';

/**
 * Whether casino promotions are shown: where the casino exists (a standalone casino, or a
 * sportsbook whose region has the casino) and the `casinoPromos` flag is on.
 */
export function useCasinoPromos(): boolean {
  const brand = useBrand();
  const { data } = useStartup();
  const casinoPromos = useFeatureFlag('casinoPromos');
  const casinoExists = isStandaloneCasino(brand) || data?.applicationMetadata?.casinoEnabled === true;
  return casinoPromos && casinoExists;
}

/** The promotions page's casino section id. */
export const CASINO_SECTION = 'casino';
