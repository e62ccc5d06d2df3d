import { describe, expect, it } from 'vitest';
import { INITIAL_TAB_STATE, nextTabState, parseTab, visibleTab, type SlipShape } from './tab-rules';

const slip = (selections: number, parlayBets = selections >= 2 ? 1 : 0, teaserBets = 0): SlipShape => ({ selections, parlayBets, teaserBets });

describe('betslip tabs', () => {
  it('starts on Straight and stays there with one leg', () => {
    const s = nextTabState(INITIAL_TAB_STATE, { type: 'slipChanged', before: slip(0), after: slip(1) });
    expect(s).toEqual({ tab: 'straight', isNew: true });
  });

  it('moves a new slip to Parlay when a second leg makes parlay bets first exist', () => {
    const s = nextTabState(INITIAL_TAB_STATE, { type: 'slipChanged', before: slip(1), after: slip(2) });
    expect(s.tab).toBe('parlay');
  });

  it('does not move on the first read of a stored slip', () => {
    expect(nextTabState(INITIAL_TAB_STATE, { type: 'slipChanged', before: null, after: slip(3) }).tab).toBe('straight');
  });

  it('keeps a manually chosen Straight tab (the slip is no longer new)', () => {
    const manual = nextTabState(INITIAL_TAB_STATE, { type: 'manual', tab: 'straight' });
    expect(manual.isNew).toBe(false);
    expect(nextTabState(manual, { type: 'slipChanged', before: slip(1), after: slip(2) }).tab).toBe('straight');
  });

  it('goes back to Straight with one leg left', () => {
    const s = nextTabState({ tab: 'parlay', isNew: false }, { type: 'slipChanged', before: slip(2), after: slip(1) });
    expect(s.tab).toBe('straight');
  });

  it('clearing returns to Straight and marks the slip new', () => {
    expect(nextTabState({ tab: 'teaser', isNew: false }, { type: 'cleared' })).toEqual({ tab: 'straight', isNew: true });
    expect(nextTabState({ tab: 'parlay', isNew: false }, { type: 'slipChanged', before: slip(2), after: slip(0) })).toEqual({ tab: 'straight', isNew: true });
  });

  it('clearing the teaser goes to Parlay when parlay bets remain, else Straight', () => {
    expect(nextTabState({ tab: 'teaser', isNew: false }, { type: 'teaserCleared', slip: slip(3) }).tab).toBe('parlay');
    expect(nextTabState({ tab: 'teaser', isNew: false }, { type: 'teaserCleared', slip: slip(1) }).tab).toBe('straight');
  });

  it('leaves the teaser tab when its bets disappear', () => {
    const s = nextTabState({ tab: 'teaser', isNew: false }, { type: 'slipChanged', before: slip(3, 1, 1), after: slip(2, 1, 0) });
    expect(s.tab).toBe('parlay');
  });

  it('hides the teaser tab when the flag is off', () => {
    expect(visibleTab('teaser', false, slip(2))).toBe('parlay');
    expect(visibleTab('teaser', true, slip(2))).toBe('teaser');
  });

  it('parses a stored tab', () => {
    expect(parseTab('parlay')).toBe('parlay');
    expect(parseTab('roundRobin')).toBeNull();
    expect(parseTab(null)).toBeNull();
  });
});
