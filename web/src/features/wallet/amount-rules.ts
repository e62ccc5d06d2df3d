import { formatCents } from '@/shared/format/money';

/** Amount limits of a provider, in cents. */
export interface AmountLimits {
  minCents: number;
  maxCents: number;
}

/** Cents of a GraphQL `Money` (the 64-bit string when present). */
export function moneyCents(money: { amount: number; amountLong?: string | null } | null | undefined): number {
  if (!money) return 0;
  const long = money.amountLong;
  if (long && /^-?\d+$/.test(long)) return Number(long);
  return money.amount;
}

/**
 * The amount field's rule (see docs/product/wallet.md): an amount is required and must lie within
 * the provider's minimum and maximum. Returns the message to show, or null when valid.
 */
export function amountError(cents: number | null, { minCents, maxCents }: AmountLimits): string | null {
  if (cents === null || cents <= 0) return 'Enter an amount.';
  if (cents < minCents) return `The minimum amount is ${formatCents(minCents)}.`;
  if (cents > maxCents) return `The maximum amount is ${formatCents(maxCents)}.`;
  return null;
}

/** The hint under an amount field: "Min $10.00 · Max $5,000.00". */
export function limitsHint({ minCents, maxCents }: AmountLimits): string {
  return `Min ${formatCents(minCents)} · Max ${formatCents(maxCents)}`;
}

/** The currency input's bounds in dollars (it works in plain decimal strings). */
export function inputBounds({ minCents, maxCents }: AmountLimits): { min: number; max: number } {
  return { min: minCents / 100, max: maxCents / 100 };
}
