/**
 * Odds display (see docs/product/sports-and-odds.md): a price is the reduced
 * fraction of the profit, `numerator / denominator` (decimal = 1 + n/d), shown as American
 * ("+150", "-110", "Even") or decimal ("2.50", Even is "2.00") by the viewer's preference.
 *
 * The server sends both strings with every price; these helpers compute the same strings
 * from the fraction (the same rounding as `domain::odds`: American half away from zero,
 * decimal half up) for prices the client derives itself, and pick the string to show.
 * BigInt arithmetic: numerators can exceed 2^53 in long parlays.
 */

/** The viewer's odds format; `EURO` is decimal. */
export type OddsFormat = 'AMERICAN' | 'EURO';

export const DEFAULT_ODDS_FORMAT: OddsFormat = 'AMERICAN';

/** What a price carries over GraphQL (`Odds`); every field optional so partial shapes work. */
export interface OddsLike {
  numerator?: number | null;
  denominator?: number | null;
  numeratorLong?: string | null;
  denominatorLong?: string | null;
  american?: string | null;
  decimal?: string | null;
  formattedOdds?: string | null;
}

export interface Fraction {
  numerator: bigint;
  denominator: bigint;
}

function toBig(long: string | null | undefined, short: number | null | undefined): bigint | null {
  if (typeof long === 'string' && /^\d+$/.test(long.trim())) return BigInt(long.trim());
  if (typeof short === 'number' && Number.isSafeInteger(short) && short >= 0) return BigInt(short);
  return null;
}

/** The price as a positive fraction, or null when the shape has none. */
export function oddsFraction(odds: OddsLike | null | undefined): Fraction | null {
  if (!odds) return null;
  const numerator = toBig(odds.numeratorLong, odds.numerator);
  const denominator = toBig(odds.denominatorLong, odds.denominator);
  if (numerator === null || denominator === null || numerator <= 0n || denominator <= 0n) return null;
  return { numerator, denominator };
}

/** `round(num / den)` with halves rounded up (both positive). */
function roundedDiv(num: bigint, den: bigint): bigint {
  return (2n * num + den) / (2n * den);
}

/** The American price as a number (Even is +100): half away from zero, like the server. */
export function americanValue({ numerator: n, denominator: d }: Fraction): bigint {
  return n >= d ? roundedDiv(100n * n, d) : -roundedDiv(100n * d, n);
}

/** "+150", "-110", or "Even" for prices that round to even money. */
export function formatAmerican(fraction: Fraction): string {
  const a = americanValue(fraction);
  if (a === 100n || a === -100n) return 'Even';
  return a > 0n ? `+${a}` : a.toString();
}

/** "2.50" (two decimals, half up); Even is "2.00". */
export function formatDecimal({ numerator: n, denominator: d }: Fraction): string {
  const hundredths = roundedDiv(100n * (n + d), d);
  const whole = hundredths / 100n;
  const cents = (hundredths % 100n).toString().padStart(2, '0');
  return `${whole}.${cents}`;
}

/**
 * The string to show for `odds` in `format`: the server's string for that format when it
 * sent one, else computed from the fraction, else `formattedOdds`, else an em dash.
 */
export function formatOdds(odds: OddsLike | null | undefined, format: OddsFormat): string {
  if (!odds) return '—';
  const sent = format === 'EURO' ? odds.decimal : odds.american;
  if (sent) return sent;
  const fraction = oddsFraction(odds);
  if (fraction) return format === 'EURO' ? formatDecimal(fraction) : formatAmerican(fraction);
  return odds.formattedOdds || '—';
}

/** Whether `next` pays more (1), less (-1) or the same (0) per unit staked than `previous`. */
export function comparePayout(previous: OddsLike | null | undefined, next: OddsLike | null | undefined): -1 | 0 | 1 {
  const a = oddsFraction(previous);
  const b = oddsFraction(next);
  if (!a || !b) return 0;
  const left = b.numerator * a.denominator;
  const right = a.numerator * b.denominator;
  return left > right ? 1 : left < right ? -1 : 0;
}

/** A stable key of a price (for change detection), independent of the display format. */
export function oddsKey(odds: OddsLike | null | undefined): string {
  const f = oddsFraction(odds);
  if (f) return `${f.numerator}/${f.denominator}`;
  return odds?.american ?? odds?.decimal ?? odds?.formattedOdds ?? '';
}
