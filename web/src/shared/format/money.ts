/** Money arrives in integer minor units (cents); these helpers never go through floats. */
export type CurrencyCode = 'USD' | 'CAD';

export interface MoneyLike {
  amount?: number | null;
  amountLong?: string | null;
  currency?: string | null;
}

function toBigInt(cents: number | bigint | string): bigint {
  if (typeof cents === 'bigint') return cents;
  if (typeof cents === 'number') {
    if (!Number.isFinite(cents)) return 0n;
    return BigInt(Math.trunc(cents));
  }
  return /^-?\d+$/.test(cents.trim()) ? BigInt(cents.trim()) : 0n;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** `formatCents(100000)` -> "$1,000.00"; negative amounts -> "-$12.50". */
export function formatCents(cents: number | bigint | string, _currency: CurrencyCode | string = 'USD'): string {
  const value = toBigInt(cents);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = groupThousands((abs / 100n).toString());
  const frac = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}$${whole}.${frac}`;
}

/** Formats a GraphQL `Money`, preferring the 64-bit `amountLong`. */
export function formatMoney(money: MoneyLike | null | undefined): string {
  if (!money) return formatCents(0);
  const cents = money.amountLong ?? money.amount ?? 0;
  return formatCents(cents, money.currency ?? 'USD');
}

/** "USD" -> "US dollars", for screen readers and titles. */
export function currencyName(currency: string | null | undefined): string {
  return currency === 'CAD' ? 'Canadian dollars' : 'US dollars';
}
