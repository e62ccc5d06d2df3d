/**
 * The betslip's browser flags (see docs/product/betslip.md): local — hide quick deposit tooltip,
 * hide profit boosts tooltip, hide location warning modal, keep picks in betslip, first mount (the
 * betslip tab lives in the betslip store); session — reuse selections (the picks of the last
 * placement, offered again while the flag `reuseSelections` is on).
 */
export const LOCAL_FLAG_KEYS = {
  hideQuickDepositTooltip: 'sb.betslip.hide-quick-deposit-tooltip',
  hideProfitBoostsTooltip: 'sb.betslip.hide-profit-boosts-tooltip',
  hideLocationWarningModal: 'sb.betslip.hide-location-warning-modal',
  keepPicksInBetslip: 'sb.betslip.keep-picks',
  firstMount: 'sb.betslip.first-mount',
} as const;

export type LocalFlag = keyof typeof LOCAL_FLAG_KEYS;

export const REUSE_SELECTIONS_KEY = 'sb.betslip.reuse-selections';

export function readLocalFlag(flag: LocalFlag): boolean {
  try {
    return localStorage.getItem(LOCAL_FLAG_KEYS[flag]) === 'true';
  } catch {
    return false;
  }
}

export function writeLocalFlag(flag: LocalFlag, value: boolean): void {
  try {
    if (value) localStorage.setItem(LOCAL_FLAG_KEYS[flag], 'true');
    else localStorage.removeItem(LOCAL_FLAG_KEYS[flag]);
  } catch {
    // Storage unavailable: the flag lasts for this page only.
  }
}

/** A pick to offer again: the selection and the price it was placed at. */
export interface ReusableSelection {
  selectionId: string;
  numerator: string;
  denominator: string;
}

export function readReuseSelections(): ReusableSelection[] {
  try {
    const raw = sessionStorage.getItem(REUSE_SELECTIONS_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (p): p is ReusableSelection =>
        !!p && typeof p === 'object' && typeof (p as ReusableSelection).selectionId === 'string' && typeof (p as ReusableSelection).numerator === 'string' && typeof (p as ReusableSelection).denominator === 'string',
    );
  } catch {
    return [];
  }
}

export function writeReuseSelections(list: ReusableSelection[]): void {
  try {
    if (list.length) sessionStorage.setItem(REUSE_SELECTIONS_KEY, JSON.stringify(list));
    else sessionStorage.removeItem(REUSE_SELECTIONS_KEY);
  } catch {
    // Session storage unavailable.
  }
}
