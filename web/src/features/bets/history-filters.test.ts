import { describe, expect, it } from 'vitest';
import { dayEnd, dayStart, historySearch, parseDay, parseHistoryFilters, rangeValid } from './history-filters';

describe('history filters', () => {
  it('reads the query string, ignoring what it does not know', () => {
    expect(parseHistoryFilters('?filter=Settled&from=2025-01-15&to=2025-02-30')).toEqual({ filter: 'SETTLED', from: '2025-01-15', to: null });
    expect(parseHistoryFilters('?filter=bogus')).toEqual({ filter: 'ALL', from: null, to: null });
    expect(historySearch({ filter: 'OPEN', from: '2025-01-01', to: null })).toBe('?filter=open&from=2025-01-01');
    expect(historySearch({ filter: 'ALL', from: null, to: null })).toBe('');
  });

  it('accepts real calendar days only', () => {
    expect(parseDay('2024-02-29')).toBe('2024-02-29');
    expect(parseDay('2025-02-29')).toBeNull();
    expect(parseDay('2025-1-5')).toBeNull();
  });

  it('a day runs from its first to its last instant in New York time (standard and daylight time)', () => {
    expect(dayStart('2025-01-15')).toBe('2025-01-15T05:00:00.000Z');
    expect(dayEnd('2025-01-31')).toBe('2025-02-01T04:59:59.999Z');
    expect(dayStart('2025-07-04')).toBe('2025-07-04T04:00:00.000Z');
    // The spring-forward day is 23 hours long.
    expect(dayStart('2025-03-09')).toBe('2025-03-09T05:00:00.000Z');
    expect(dayEnd('2025-03-09')).toBe('2025-03-10T03:59:59.999Z');
  });

  it('a range must run forwards', () => {
    expect(rangeValid({ from: '2025-01-02', to: '2025-01-01' })).toBe(false);
    expect(rangeValid({ from: '2025-01-01', to: '2025-01-01' })).toBe(true);
    expect(rangeValid({ from: null, to: '2025-01-01' })).toBe(true);
  });
});
