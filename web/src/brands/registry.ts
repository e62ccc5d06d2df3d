import { halftime } from './halftime/brand';
import { riverbend } from './riverbend/brand';
import { scorecard } from './scorecard/brand';
import { silvermesa } from './silvermesa/brand';
import type { BrandCode, BrandConfig } from './types';

export const BRANDS: Record<BrandCode, BrandConfig> = { halftime, scorecard, riverbend, silvermesa };

export function isBrandCode(value: string): value is BrandCode {
  return value in BRANDS;
}

/** The brand this build was made for (`BRAND` at build time). */
export function buildBrand(): BrandConfig {
  const code = typeof __BRAND__ === 'string' && isBrandCode(__BRAND__) ? __BRAND__ : 'halftime';
  return BRANDS[code];
}
