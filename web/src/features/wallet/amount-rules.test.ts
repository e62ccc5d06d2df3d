import { describe, expect, it } from 'vitest';
import { blurCurrency, currencyToCents, displayCurrency, normalizeCurrency } from '@/shared/ui/currency-input';
import { amountError, inputBounds, limitsHint, moneyCents } from './amount-rules';

const limits = { minCents: 1000, maxCents: 500000 };

describe('wallet amount (the currency input rules with provider limits)', () => {
  it('shows a $ prefix and thousands separators', () => {
    expect(displayCurrency('1234567.5')).toBe('$1,234,567.5');
  });

  it('turns a leading "." into "0." and allows at most 2 decimals', () => {
    expect(normalizeCurrency('.5')).toBe('0.5');
    expect(normalizeCurrency('12.345')).toBeNull();
    expect(normalizeCurrency('$1,250.75')).toBe('1250.75');
  });

  it('pads one decimal to two on blur', () => {
    expect(blurCurrency('12.5')).toBe('12.50');
    expect(blurCurrency('12.')).toBe('12');
  });

  it('refuses edits above the provider maximum', () => {
    const { max } = inputBounds(limits);
    expect(max).toBe(5000);
    expect(normalizeCurrency('5000', { max })).toBe('5000');
    expect(normalizeCurrency('5000.01', { max })).toBeNull();
  });

  it('converts to integer cents without floating-point drift', () => {
    expect(currencyToCents('0.29')).toBe(29);
    expect(currencyToCents('1234.5')).toBe(123450);
    expect(currencyToCents('19.99')).toBe(1999);
    expect(currencyToCents('')).toBeNull();
  });

  it('requires an amount within the provider limits', () => {
    expect(amountError(null, limits)).toBe('Enter an amount.');
    expect(amountError(999, limits)).toBe('The minimum amount is $10.00.');
    expect(amountError(500001, limits)).toBe('The maximum amount is $5,000.00.');
    expect(amountError(1000, limits)).toBeNull();
    expect(limitsHint(limits)).toBe('Min $10.00 · Max $5,000.00');
  });

  it('reads cents from Money, preferring the 64-bit string', () => {
    expect(moneyCents({ amount: 5, amountLong: '500000000000' })).toBe(500000000000);
    expect(moneyCents({ amount: 250 })).toBe(250);
    expect(moneyCents(null)).toBe(0);
  });
});
