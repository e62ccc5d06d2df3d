import { describe, expect, it } from 'vitest';
import { formatCents, formatMoney } from './money';
import { displayYear, formatDateTime, formatStartTime, formatTime } from './date';
import { splitPhoneNumbers, telHref } from './phone-links';

describe('money', () => {
  it('formats cents as dollars with thousands separators and two decimals', () => {
    expect(formatCents(100000)).toBe('$1,000.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(-1250)).toBe('-$12.50');
    expect(formatCents('123456789012345678')).toBe('$1,234,567,890,123,456.78');
  });

  it('prefers amountLong of a GraphQL Money', () => {
    expect(formatMoney({ amount: 1, amountLong: '250075', currency: 'USD' })).toBe('$2,500.75');
    expect(formatMoney(null)).toBe('$0.00');
  });
});

describe('dates', () => {
  it('shows instants in America/New_York', () => {
    // 2025-07-04 16:30 UTC is 12:30 PM EDT.
    expect(formatDateTime('2025-07-04T16:30:00Z')).toBe('Jul 4, 2025, 12:30 PM EDT');
    expect(formatTime('2025-01-15T05:00:00Z')).toBe('12:00 AM EST');
    // New Year in UTC is still the old year in New York.
    expect(displayYear('2026-01-01T02:00:00Z')).toBe('2025');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('says when an event starts relative to today in New York', () => {
    const now = '2025-11-22T15:00:00Z'; // 10:00 AM EST, Saturday
    expect(formatStartTime('2025-11-23T00:30:00Z', now)).toBe('Today · 7:30 PM');
    expect(formatStartTime('2025-11-23T18:00:00Z', now)).toBe('Tomorrow · 1:00 PM');
    expect(formatStartTime('2025-11-25T01:15:00Z', now)).toBe('Mon, Nov 24 · 8:15 PM');
    expect(formatStartTime('nope', now)).toBe('');
  });
});

describe('phone linkification', () => {
  it('finds the three phone number patterns', () => {
    const segs = splitPhoneNumbers('Call 1-866-531-2600, 609-555-0100 or (609)-555-0199 now.');
    expect(segs.filter((s) => s.kind === 'phone')).toEqual([
      { kind: 'phone', text: '1-866-531-2600', href: 'tel:+18665312600' },
      { kind: 'phone', text: '609-555-0100', href: 'tel:+16095550100' },
      { kind: 'phone', text: '(609)-555-0199', href: 'tel:+16095550199' },
    ]);
    expect(segs.map((s) => s.text).join('')).toBe('Call 1-866-531-2600, 609-555-0100 or (609)-555-0199 now.');
  });

  it('links the 1-800-GAMBLER help line', () => {
    const segs = splitPhoneNumbers('Gambling problem? Call 1-800-GAMBLER.');
    expect(segs[1]).toEqual({ kind: 'phone', text: '1-800-GAMBLER', href: 'tel:+18004262537' });
    expect(telHref('1-800-GAMBLER')).toBe('tel:+18004262537');
  });

  it('leaves other digit runs alone', () => {
    expect(splitPhoneNumbers('Order 12345-678-9012 and 2025-11-22 and 609-555-01000')).toEqual([
      { kind: 'text', text: 'Order 12345-678-9012 and 2025-11-22 and 609-555-01000' },
    ]);
    expect(splitPhoneNumbers('')).toEqual([]);
  });
});
