import { describe, expect, it } from 'vitest';
import { appendPage, matchesFilter, mergeBet } from './bet-cache';
import { bet, connection } from './test-utils';

const at = (id: string, minutesAgo: number, state: 'OPEN' | 'SETTLED' = 'OPEN') =>
  bet(id, { state, placedAt: new Date(Date.parse('2030-01-04T15:00:00Z') - minutesAgo * 60_000).toISOString() });

describe('bet lists', () => {
  it('filters by state', () => {
    expect(matchesFilter({ state: 'OPEN' }, 'OPEN')).toBe(true);
    expect(matchesFilter({ state: 'SETTLED' }, 'OPEN')).toBe(false);
    expect(matchesFilter({ state: 'SETTLED' }, 'SETTLED')).toBe(true);
    expect(matchesFilter({ state: 'OPEN' }, 'ALL')).toBe(true);
  });

  it('a bet that no longer fits leaves; one that newly fits joins in placed order', () => {
    const list = connection([at('a', 0), at('c', 20)]);
    expect(mergeBet(list, at('a', 0, 'SETTLED'), 'OPEN').bets.map((b) => b.id)).toEqual(['c']);
    expect(mergeBet(list, at('b', 10), 'OPEN').bets.map((b) => b.id)).toEqual(['a', 'b', 'c']);
    expect(mergeBet(list, at('n', -5), 'OPEN').bets.map((b) => b.id)).toEqual(['n', 'a', 'c']);
    expect(mergeBet(list, at('b', 10, 'SETTLED'), 'OPEN')).toBe(list);
    expect(mergeBet(list, at('a', 0), 'OPEN')).toBe(list);
  });

  it('an older bet than all loaded waits for its page while more pages exist', () => {
    expect(mergeBet(connection([at('a', 0)], 'c1', true), at('z', 99), 'ALL').bets.map((b) => b.id)).toEqual(['a']);
    expect(mergeBet(connection([at('a', 0)], null, false), at('z', 99), 'ALL').bets.map((b) => b.id)).toEqual(['a', 'z']);
  });

  it('a next page appends without repeating a bet and takes the new cursor', () => {
    const next = appendPage(connection([at('a', 0), at('b', 1)], 'c1', true), connection([at('b', 1), at('c', 2)], 'c2', false));
    expect(next.bets.map((b) => b.id)).toEqual(['a', 'b', 'c']);
    expect(next).toMatchObject({ endCursor: 'c2', hasNextPage: false });
  });
});
