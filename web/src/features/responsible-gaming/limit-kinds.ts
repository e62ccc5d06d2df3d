import type { RgLimitPeriod, RgLimitType } from '@/graphql/graphql';

/** Base path of the responsible-gaming pages (see docs/product/responsible-gaming-and-location.md). */
export const RG_BASE = '/account/responsible-gaming';

export const rgPaths = {
  overview: RG_BASE,
  limits: `${RG_BASE}/limit`,
  history: `${RG_BASE}/limit-history`,
  coolOff: `${RG_BASE}/cool-off`,
  selfExclusion: `${RG_BASE}/self-exclusion`,
  time: `${RG_BASE}/limits/time`,
  realityCheckIn: `${RG_BASE}/limits/reality-check-in`,
  maxSingleWager: `${RG_BASE}/limits/max-single-wager`,
  cashflow: (type: CashflowSlug, period: PeriodSlug) => `${RG_BASE}/limits/${type}/${period}`,
} as const;

export type CashflowSlug = 'deposit' | 'loss' | 'spend';
export type PeriodSlug = 'daily' | 'weekly' | 'monthly';

export const CASHFLOW_SLUGS: readonly CashflowSlug[] = ['deposit', 'loss', 'spend'];
export const PERIOD_SLUGS: readonly PeriodSlug[] = ['daily', 'weekly', 'monthly'];

export const CASHFLOW_TYPES: Record<CashflowSlug, RgLimitType> = { deposit: 'DEPOSIT', loss: 'LOSS', spend: 'SPEND' };
export const PERIODS: Record<PeriodSlug, RgLimitPeriod> = { daily: 'DAILY', weekly: 'WEEKLY', monthly: 'MONTHLY' };

/** Types whose values are money (cents). */
export const MONEY_TYPES: ReadonlySet<RgLimitType> = new Set<RgLimitType>(['DEPOSIT', 'LOSS', 'SPEND', 'MAX_SINGLE_WAGER']);

/** Bounds of a money limit in cents: $1.00 to $9,999,999.99. */
export const MIN_LIMIT_CENTS = 100;
export const MAX_LIMIT_CENTS = 999_999_999;

/** "{Type}" of the success toast "{Type} limit saved successfully!". */
const TYPE_LABELS: Record<RgLimitType, string> = {
  DEPOSIT: 'Deposit',
  LOSS: 'Loss',
  SPEND: 'Spend',
  MAX_SINGLE_WAGER: 'Max single wager',
  DAILY_TIME: 'Time',
  CHECK_IN_FREQUENCY: 'Check-in frequency',
};

export function typeLabel(type: RgLimitType): string {
  return TYPE_LABELS[type];
}

/** Where a limit slot's setting lives. */
export function limitPath(type: RgLimitType, period: RgLimitPeriod | null | undefined): string {
  switch (type) {
    case 'DAILY_TIME':
      return rgPaths.time;
    case 'CHECK_IN_FREQUENCY':
      return rgPaths.realityCheckIn;
    case 'MAX_SINGLE_WAGER':
      return rgPaths.maxSingleWager;
    default: {
      const slug = (Object.keys(CASHFLOW_TYPES) as CashflowSlug[]).find((k) => CASHFLOW_TYPES[k] === type) ?? 'deposit';
      const p = (Object.keys(PERIODS) as PeriodSlug[]).find((k) => PERIODS[k] === period) ?? 'daily';
      return rgPaths.cashflow(slug, p);
    }
  }
}

/** The toasts of the limit pages. */
export const limitMessages = {
  saved: (type: RgLimitType) =>
    type === 'CHECK_IN_FREQUENCY' ? "You've successfully updated your reality check-in." : `${typeLabel(type)} limit saved successfully!`,
  setFailed: (type: RgLimitType) => `Error setting ${typeLabel(type).toLowerCase()} limit. Please try again later.`,
  canceled: 'Limit change canceled successfully!',
  cancelFailed: 'Error canceling limit change. Please try again later.',
  /** `name` is the slot's title, e.g. "Daily Deposit Limit" -> "daily deposit limit". */
  confirmed: (name: string) => `You've successfully updated your ${name.toLowerCase()}.`,
  confirmFailed: 'Error confirming limit change. Please try again later.',
} as const;

/** One choice of a duration limit (minutes; null = no limit / off). */
export interface DurationChoice {
  value: number | null;
  label: string;
}

/** Session time limit choices: No Limit or 1 to 10 hours, in minutes. */
export const TIME_LIMIT_CHOICES: readonly DurationChoice[] = [
  { value: null, label: 'No Limit' },
  ...Array.from({ length: 10 }, (_, i) => ({ value: (i + 1) * 60, label: i === 0 ? '1 hour' : `${i + 1} hours` })),
];

/** Reality check-in choices: off, 15 and 30 minutes, 1 to 4 hours, in minutes. */
export const CHECK_IN_CHOICES: readonly DurationChoice[] = [
  { value: null, label: 'Off' },
  { value: 15, label: '15 minutes' },
  { value: 30, label: '30 minutes' },
  { value: 60, label: '1 hour' },
  { value: 120, label: '2 hours' },
  { value: 180, label: '3 hours' },
  { value: 240, label: '4 hours' },
];
