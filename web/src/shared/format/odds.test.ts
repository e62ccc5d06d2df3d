import { describe, expect, it } from 'vitest';
import { americanValue, comparePayout, formatAmerican, formatDecimal, formatOdds, oddsFraction, oddsKey } from './odds';

const f = (numerator: number, denominator: number) => ({ numerator: BigInt(numerator), denominator: BigInt(denominator) });

describe('odds formatting', () => {
  it('formats American prices with a sign, and even money as Even', () => {
    expect(formatAmerican(f(3, 2))).toBe('+150');
    expect(formatAmerican(f(5, 2))).toBe('+250');
    expect(formatAmerican(f(10, 11))).toBe('-110');
    expect(formatAmerican(f(2, 3))).toBe('-150');
    expect(formatAmerican(f(1, 1))).toBe('Even');
  });

  it('rounds American prices half away from zero, like the server', () => {
    // 7/20 is -285.71 -> -286; 201/200 is +100.5 -> +101; 1001/1000 rounds to +100 -> Even.
    expect(americanValue(f(7, 20))).toBe(-286n);
    expect(formatAmerican(f(201, 200))).toBe('+101');
    expect(formatAmerican(f(1001, 1000))).toBe('Even');
    expect(formatAmerican(f(999, 1000))).toBe('Even');
    // 1/8 is -800 exactly; 8/1 is +800.
    expect(formatAmerican(f(1, 8))).toBe('-800');
    expect(formatAmerican(f(8, 1))).toBe('+800');
  });

  it('formats decimal prices with two decimals, half up; Even is 2.00', () => {
    expect(formatDecimal(f(3, 2))).toBe('2.50');
    expect(formatDecimal(f(1, 1))).toBe('2.00');
    expect(formatDecimal(f(10, 11))).toBe('1.91');
    expect(formatDecimal(f(1, 8))).toBe('1.13');
    expect(formatDecimal(f(100, 1))).toBe('101.00');
    expect(formatDecimal(f(1, 200))).toBe('1.01');
  });

  it('prefers the strings the server sent, then the fraction, then formattedOdds', () => {
    const sent = { american: '+150', decimal: '2.50', formattedOdds: '+150', numerator: 3, denominator: 2 };
    expect(formatOdds(sent, 'AMERICAN')).toBe('+150');
    expect(formatOdds(sent, 'EURO')).toBe('2.50');
    expect(formatOdds({ numerator: 10, denominator: 11 }, 'EURO')).toBe('1.91');
    expect(formatOdds({ numeratorLong: '1', denominatorLong: '1', numerator: 0, denominator: 0 }, 'AMERICAN')).toBe('Even');
    expect(formatOdds({ formattedOdds: '-105' }, 'EURO')).toBe('-105');
    expect(formatOdds(null, 'AMERICAN')).toBe('—');
  });

  it('reads 64-bit numerators from the long strings', () => {
    const big = { numeratorLong: '9007199254740993', denominatorLong: '1' };
    expect(oddsFraction(big)).toEqual({ numerator: 9007199254740993n, denominator: 1n });
    expect(formatDecimal(oddsFraction(big)!)).toBe('9007199254740994.00');
    expect(oddsFraction({ numerator: 0, denominator: 1 })).toBeNull();
  });

  it('compares what two prices pay', () => {
    expect(comparePayout({ numerator: 10, denominator: 11 }, { numerator: 1, denominator: 1 })).toBe(1);
    expect(comparePayout({ numerator: 3, denominator: 2 }, { numerator: 6, denominator: 5 })).toBe(-1);
    expect(comparePayout({ numerator: 3, denominator: 2 }, { numerator: 6, denominator: 4 })).toBe(0);
    expect(comparePayout(null, { numerator: 1, denominator: 1 })).toBe(0);
    expect(oddsKey({ numerator: 6, denominator: 4, numeratorLong: '3', denominatorLong: '2' })).toBe('3/2');
  });
});
