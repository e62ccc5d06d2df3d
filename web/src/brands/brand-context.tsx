import { createContext, useContext, type ReactNode } from 'react';
import { buildBrand } from './registry';
import type { BrandConfig } from './types';

const BrandContext = createContext<BrandConfig | null>(null);

/** Provides the brand; tests pass another brand to render its variant. */
export function BrandProvider({ brand, children }: { brand?: BrandConfig; children: ReactNode }) {
  return <BrandContext.Provider value={brand ?? buildBrand()}>{children}</BrandContext.Provider>;
}

export function useBrand(): BrandConfig {
  return useContext(BrandContext) ?? buildBrand();
}

export function isStandaloneCasino(brand: BrandConfig): boolean {
  return brand.kind === 'standalone-casino';
}
