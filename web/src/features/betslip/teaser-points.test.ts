import { describe, expect, it } from 'vitest';
import { draftBet, leg, odds } from './test-fixtures';
import { buyTeaserPointsVariables, type TeaserPreview } from './teaser-points';

const points = (decimalPoints: number) => ({ __typename: 'TeaserPoints' as const, formattedPoints: String(decimalPoints), decimalPoints });

describe('buy teaser points variables', () => {
  const teaser = draftBet('teaser:football', 'TEASER', [leg('g1.sp.h', 'KC -3.5'), leg('g2.tot.o', 'Over 47.5'), leg('g3.sp.a', 'BUF +3.5')]);

  it('sends the legs’ markets as shown and the price shown for the points', () => {
    const preview: TeaserPreview = { __typename: 'TeaserPreview', enabled: true, points: points(6.5), totalOdds: odds(3, 2, '+150') };
    expect(buyTeaserPointsVariables(teaser, preview)).toEqual({
      draftBetId: 'teaser:football',
      points: 6.5,
      affectedMarkets: ['m-g1.sp.h', 'm-g2.tot.o', 'm-g3.sp.a'],
      odds: { numeratorLong: '3', denominatorLong: '2' },
    });
  });

  it('names a market once and sends no odds when none were shown', () => {
    const twice = draftBet('teaser:basketball', 'TEASER', [
      leg('a', 'A'),
      leg('b', 'B', { marketSelection: { ...leg('b', 'B').marketSelection, marketId: 'm-a' } }),
    ]);
    const preview: TeaserPreview = { __typename: 'TeaserPreview', enabled: false, points: points(5), totalOdds: null };
    expect(buyTeaserPointsVariables(twice, preview)).toEqual({ draftBetId: 'teaser:basketball', points: 5, affectedMarkets: ['m-a'], odds: null });
  });
});
