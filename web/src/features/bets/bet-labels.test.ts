import { describe, expect, it } from 'vitest';
import { betTitle, legOutcomeLabel, outcomeLabel, pickName, shownOutcome } from './bet-labels';

describe('bet labels', () => {
  it('titles every bet type', () => {
    expect(betTitle({ type: 'STRAIGHT', numLegs: 1 })).toBe('Straight');
    expect(betTitle({ type: 'PARLAY', numLegs: 3 })).toBe('3-Leg Parlay');
    expect(betTitle({ type: 'PARLAY_PLUS', numLegs: 4 })).toBe('4-Leg Parlay+');
    expect(betTitle({ type: 'TEASER', numLegs: 2, teaserPoints: 6 })).toBe('2-Leg Teaser (6 pts)');
    expect(betTitle({ type: 'TEASER', numLegs: 3, teaserPoints: 6.5 })).toBe('3-Leg Teaser (6.5 pts)');
    expect(betTitle({ type: 'ROUND_ROBIN', numLegs: 4, roundRobinSizes: [2, 3] })).toBe('Round Robin (2s, 3s)');
    expect(betTitle({ type: 'INVALID', numLegs: 3 })).toBe('3-Leg Bet');
  });

  it('an override outcome wins; leg results read as words', () => {
    expect(outcomeLabel(shownOutcome({ outcome: 'LOSS', overrideOutcome: 'VOIDED' }))).toBe('Void');
    expect(outcomeLabel('CASH_OUT')).toBe('Cashed Out');
    expect(legOutcomeLabel('DEAD_HEAT', '1/3')).toBe('Dead heat (1/3)');
    expect(legOutcomeLabel('UNAVAILABLE')).toBe('Unavailable');
  });

  it('names a pick with its line once', () => {
    expect(pickName({ selectionName: 'Over', points: { formattedPoints: '47.5' } })).toBe('Over 47.5');
    expect(pickName({ selectionName: 'Chiefs -3.5', points: { formattedPoints: '-3.5' } })).toBe('Chiefs -3.5');
    expect(pickName({ selectionName: 'Chiefs', points: null })).toBe('Chiefs');
  });
});
