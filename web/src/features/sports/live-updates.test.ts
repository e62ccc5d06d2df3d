import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chunkIds, createRefetchScheduler, liveTargets, MARKETS_PER_SUBSCRIPTION, REFETCH_MIN_INTERVAL_MS } from './live-updates';
import { mainLines, nflEvent, page, section, tableCard } from './test-fixtures';

describe('live updates', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('splits ids into sorted, unique chunks of at most 200', () => {
    const ids = Array.from({ length: 450 }, (_, i) => `m${String(i).padStart(3, '0')}`);
    const chunks = chunkIds([...ids].reverse().concat(['m001']), MARKETS_PER_SUBSCRIPTION);
    expect(chunks.map((c) => c.length)).toEqual([200, 200, 50]);
    expect(chunks[0]![0]).toBe('m000');
    expect(chunkIds([], 200)).toEqual([]);
  });

  it('collects the markets, events and card structure a page shows', () => {
    const e = nflEvent('e1');
    const markets = mainLines('e1', 'Bills', 'Chiefs');
    const p = page({
      sections: [
        section('home', 'Featured', [
          { __typename: 'TableShelf', id: 't', title: 'NFL', subtitle: null, columnHeaders: ['Spread', 'Total', 'Moneyline'], seeAllLink: null, cards: [tableCard(e, [markets[0]!, null, markets[2]!])] },
        ]),
      ],
    });
    const t = liveTargets(p);
    expect(t.marketIds.sort()).toEqual(['e1-ml', 'e1-spread']);
    expect(t.eventIds).toEqual(['e1']);
    expect(t.tableCards.get('e1')).toBe('e1-spread,,e1-ml');
    expect(t.eventStatus.get('e1')).toBe('PRE_GAME');
  });

  it('reads the page once for a burst of structure changes, and at most every 3 s', () => {
    const refetch = vi.fn();
    let clock = 0;
    const s = createRefetchScheduler(refetch, () => clock);
    s.schedule();
    s.schedule();
    vi.advanceTimersByTime(500);
    expect(refetch).toHaveBeenCalledTimes(1);
    clock = 600;
    s.schedule();
    vi.advanceTimersByTime(1000);
    expect(refetch).toHaveBeenCalledTimes(1);
    clock = 500 + REFETCH_MIN_INTERVAL_MS;
    vi.advanceTimersByTime(REFETCH_MIN_INTERVAL_MS);
    expect(refetch).toHaveBeenCalledTimes(2);
  });
});
