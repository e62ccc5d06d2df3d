import { beforeEach, describe, expect, it } from 'vitest';
import { EXTERNAL_BETS_MAX, EXTERNAL_BETS_STORAGE_KEY, recordExternalBets, useExternalBetsStore } from './external-bets-store';

const stored = () => (JSON.parse(localStorage.getItem(EXTERNAL_BETS_STORAGE_KEY) ?? '{}') as { state?: { bets?: unknown } }).state?.bets;

describe('external bet list', () => {
  beforeEach(() => {
    useExternalBetsStore.setState({ bets: [] });
    localStorage.clear();
  });

  it('records bets in arrival order and keeps them in localStorage', () => {
    recordExternalBets({ id: 'abc123', channel: 'copy_link' });
    recordExternalBets({ id: 'sel-1', channel: null }, { id: 'sel-2', channel: 'twitter' });
    const expected = [
      { id: 'abc123', channel: 'copy_link' },
      { id: 'sel-1', channel: null },
      { id: 'sel-2', channel: 'twitter' },
    ];
    expect(useExternalBetsStore.getState().bets).toEqual(expected);
    expect(stored()).toEqual(expected);
  });

  it('keeps one entry per id: a repeat moves to the end with its latest channel', () => {
    recordExternalBets({ id: 'a', channel: 'sms' }, { id: 'b', channel: null });
    recordExternalBets({ id: 'a', channel: 'twitter' });
    expect(useExternalBetsStore.getState().bets).toEqual([
      { id: 'b', channel: null },
      { id: 'a', channel: 'twitter' },
    ]);
    // Repeats within one call collapse too.
    recordExternalBets({ id: 'c', channel: 'x' }, { id: 'c', channel: 'y' });
    expect(useExternalBetsStore.getState().bets.map((b) => `${b.id}:${b.channel}`)).toEqual(['b:null', 'a:twitter', 'c:y']);
  });

  it(`keeps only the last ${EXTERNAL_BETS_MAX}`, () => {
    for (let i = 0; i < EXTERNAL_BETS_MAX; i += 1) recordExternalBets({ id: `bet-${i}`, channel: null });
    expect(useExternalBetsStore.getState().bets).toHaveLength(EXTERNAL_BETS_MAX);
    recordExternalBets({ id: 'newest', channel: 'sms' }, { id: 'bet-1', channel: 'again' });
    const ids = useExternalBetsStore.getState().bets.map((b) => b.id);
    expect(ids).toHaveLength(EXTERNAL_BETS_MAX);
    // The two oldest made room: bet-0 dropped, bet-1 moved to the end, bet-2 is now the oldest.
    expect(ids[0]).toBe('bet-2');
    expect(ids).not.toContain('bet-0');
    expect(ids.slice(-2)).toEqual(['newest', 'bet-1']);
    expect(stored()).toHaveLength(EXTERNAL_BETS_MAX);
  });

  it('ignores malformed entries, from callers or from storage, and caps what it reads back', async () => {
    recordExternalBets({ id: '', channel: null });
    expect(useExternalBetsStore.getState().bets).toEqual([]);

    const many = Array.from({ length: EXTERNAL_BETS_MAX + 5 }, (_, i) => ({ id: `s-${i}`, channel: null }));
    localStorage.setItem(EXTERNAL_BETS_STORAGE_KEY, JSON.stringify({ state: { bets: [{ id: 7 }, 'junk', { id: 'ok', channel: 3 }, ...many] }, version: 1 }));
    await useExternalBetsStore.persist.rehydrate();
    const bets = useExternalBetsStore.getState().bets;
    expect(bets).toHaveLength(EXTERNAL_BETS_MAX);
    expect(bets[0]).toEqual({ id: 's-5', channel: null });
    expect(bets.at(-1)).toEqual({ id: `s-${EXTERNAL_BETS_MAX + 4}`, channel: null });
  });
});
