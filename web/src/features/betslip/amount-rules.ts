/**
 * Bet and To Win amounts (see docs/product/betslip.md): numeric, no negatives, at most 2 decimals,
 * "$" prefix and thousands separators when shown, at most 9,999,999.99. The inputs keep a
 * plain decimal string ("1234.5"); the server takes dollars as typed ("1234.50").
 */
import { normalizeCurrency } from '@/shared/ui/currency-input';

/** The largest amount either field takes, in cents (9999999.99). */
export const MAX_AMOUNT_CENTS = 999_999_999;
/** The same in dollars, for the input's limit. */
export const MAX_AMOUNT_DOLLARS = MAX_AMOUNT_CENTS / 100;

/** Cleans typed text into a plain decimal string, or null when the edit is refused. */
export function normalizeAmount(raw: string): string | null {
  return normalizeCurrency(raw, { decimals: 2, max: MAX_AMOUNT_DOLLARS });
}

/** Integer cents -> the input's plain text ("12.50"); zero is an empty field. */
export function centsToAmountText(cents: number | bigint | string | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  let value: bigint;
  try {
    value = BigInt(typeof cents === 'number' ? Math.trunc(cents) : cents);
  } catch {
    return '';
  }
  if (value <= 0n) return '';
  return `${value / 100n}.${(value % 100n).toString().padStart(2, '0')}`;
}

/** What the server receives: dollars with two decimals ("12" -> "12.00"); empty -> "0". */
export function amountForServer(text: string): string {
  const clean = text.endsWith('.') ? text.slice(0, -1) : text;
  if (clean === '' || clean === '.') return '0';
  const [whole = '0', frac = ''] = clean.split('.');
  return `${whole || '0'}.${frac.padEnd(2, '0').slice(0, 2)}`;
}

/**
 * The most the Bet field takes, in dollars: the bettor's maximum bet (`maximumBetAmount`, the
 * operator's maximum lowered by their max single wager limit), never above 9,999,999.99. An
 * edit above it is refused, so the field stays at most the maximum (or empty).
 */
export function maxBetDollars(maximumBetAmount: { amountLong?: string | null; amount?: number | null } | null | undefined): number {
  const cents = moneyCents(maximumBetAmount);
  return Math.min(MAX_AMOUNT_CENTS, Math.max(0, cents)) / 100;
}

/** Whether the amount has a non-zero digit (a retryable error allows the button only then). */
export function hasNonZeroDigit(text: string): boolean {
  return /[1-9]/.test(text);
}

/** Cents of a GraphQL Money (64-bit string preferred), 0 when absent. */
export function moneyCents(money: { amountLong?: string | null; amount?: number | null } | null | undefined): number {
  if (!money) return 0;
  const n = money.amountLong != null ? Number(money.amountLong) : (money.amount ?? 0);
  return Number.isFinite(n) ? n : 0;
}
