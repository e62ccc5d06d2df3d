import { halftime } from './halftime/brand';
import { riverbend } from './riverbend/brand';
import { scorecard } from './scorecard/brand';
import { silvermesa } from './silvermesa/brand';
import type { BrandCode, BrandConfig } from './types';

/** Every brand, for tests and the development tools; the app itself reads only `buildBrand()`. */
export const BRANDS: Record<BrandCode, BrandConfig> = { halftime, scorecard, riverbend, silvermesa };
