import { describe, expect, it } from 'vitest';
import { displayCurrency } from '@/shared/ui/currency-input';
import { normalizeCurrency } from '@/shared/ui/currency-input';
import { amountForServer, centsToAmountText, hasNonZeroDigit, maxBetDollars, moneyCents, normalizeAmount } from './amount-rules';

describe('bet amounts', () => {
  it('accepts digits with at most two decimals and strips everything else', () => {
    expect(normalizeAmount('$1,234.5')).toBe('1234.5');
    expect(normalizeAmount('-12')).toBe('12');
    expect(normalizeAmount('.5')).toBe('0.5');
    expect(normalizeAmount('12.345')).toBeNull();
  });

  it('refuses more than 9,999,999.99', () => {
    expect(normalizeAmount('9999999.99')).toBe('9999999.99');
    expect(normalizeAmount('10000000')).toBeNull();
  });

  it('shows a dollar prefix and thousands separators', () => {
    expect(displayCurrency('1234567.5')).toBe('$1,234,567.5');
  });

  it('turns cents into input text and back into dollars for the server', () => {
    expect(centsToAmountText(1250)).toBe('12.50');
    expect(centsToAmountText('999999999')).toBe('9999999.99');
    expect(centsToAmountText(0)).toBe('');
    expect(amountForServer('12')).toBe('12.00');
    expect(amountForServer('12.5')).toBe('12.50');
    expect(amountForServer('12.')).toBe('12.00');
    expect(amountForServer('')).toBe('0');
  });

  it('knows whether an amount has a non-zero digit', () => {
    expect(hasNonZeroDigit('0.00')).toBe(false);
    expect(hasNonZeroDigit('0.01')).toBe(true);
  });

  it('reads Money cents from the 64-bit string', () => {
    expect(moneyCents({ amountLong: '5000000000', amount: 0 })).toBe(5_000_000_000);
    expect(moneyCents(null)).toBe(0);
  });

  it("caps the Bet field at the bettor's maximum bet, never above 9,999,999.99", () => {
    expect(maxBetDollars({ amountLong: '4000' })).toBe(40);
    expect(maxBetDollars({ amountLong: '5000000000' })).toBe(9_999_999.99);
    // What the Bet input does with it: empty or at most the maximum.
    const max = maxBetDollars({ amountLong: '4000' });
    expect(normalizeCurrency('40', { decimals: 2, max })).toBe('40');
    expect(normalizeCurrency('40.01', { decimals: 2, max })).toBeNull();
    expect(normalizeCurrency('', { decimals: 2, max })).toBe('');
  });
});
