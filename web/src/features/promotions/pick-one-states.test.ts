import { describe, expect, it } from 'vitest';
import { cardState, PICK_ONE_START, pickOneReducer, type PickOne, type PickOneEvent } from './pick-one-states';

const run = (...events: PickOneEvent[]) => events.reduce<PickOne>(pickOneReducer, PICK_ONE_START);
const states = (s: PickOne) => ['a', 'b', 'c'].map((id) => cardState(s, id));

describe('pick-one card states', () => {
  it('start DEFAULT; selecting one makes the others DEFAULT', () => {
    expect(states(PICK_ONE_START)).toEqual(['DEFAULT', 'DEFAULT', 'DEFAULT']);
    expect(states(run({ type: 'select', id: 'a' }, { type: 'select', id: 'b' }))).toEqual(['DEFAULT', 'SELECTED', 'DEFAULT']);
  });

  it('claiming: the chosen CLAIMING, the others DISABLED; success: CLAIMED and HIDDEN', () => {
    const claiming = run({ type: 'select', id: 'c' }, { type: 'claim' });
    expect(states(claiming)).toEqual(['DISABLED', 'DISABLED', 'CLAIMING']);
    // No selection while claiming.
    expect(states(pickOneReducer(claiming, { type: 'select', id: 'a' }))).toEqual(['DISABLED', 'DISABLED', 'CLAIMING']);
    expect(states(pickOneReducer(claiming, { type: 'claimed' }))).toEqual(['HIDDEN', 'HIDDEN', 'CLAIMED']);
  });

  it('a failed claim returns to the selection; nothing claims without one', () => {
    expect(states(run({ type: 'select', id: 'a' }, { type: 'claim' }, { type: 'failed' }))).toEqual(['SELECTED', 'DEFAULT', 'DEFAULT']);
    expect(run({ type: 'claim' })).toEqual(PICK_ONE_START);
    expect(states(run({ type: 'select', id: 'a' }, { type: 'claim' }, { type: 'claimed' }, { type: 'failed' }))).toEqual(['CLAIMED', 'HIDDEN', 'HIDDEN']);
  });
});
