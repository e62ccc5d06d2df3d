import { halftime } from './halftime/brand';
import { riverbend } from './riverbend/brand';
import { scorecard } from './scorecard/brand';
import { silvermesa } from './silvermesa/brand';
import type { BrandConfig } from './types';

/**
 * The brand this build was made for (`BRAND` at build time). `__BRAND__` is a literal in a build,
 * so the other brands' branches, and with them their themes and logos, leave the bundle.
 */
export function buildBrand(): BrandConfig {
  if (__BRAND__ === 'scorecard') return scorecard;
  if (__BRAND__ === 'riverbend') return riverbend;
  if (__BRAND__ === 'silvermesa') return silvermesa;
  return halftime;
}
