/**
 * The buy-teaser-points call (draftBetId, points, affectedMarkets, odds): the
 * teaser, the points chosen, the markets of the legs the bettor saw and the price shown for
 * those points, so the server refuses a teaser whose legs changed and flags a price other
 * than the one shown.
 */
import type { BetslipBuyTeaserPointsMutationVariables } from '@/graphql/graphql';
import type { DraftBet } from './slip-view';

export type TeaserPreview = DraftBet['teaserPreviews'][number];

export type BuyTeaserPointsVariables = Omit<BetslipBuyTeaserPointsMutationVariables, 'oddsFormat' | 'includeOddsTrend'>;

export function buyTeaserPointsVariables(bet: DraftBet, preview: TeaserPreview): BuyTeaserPointsVariables {
  const affectedMarkets = [...new Set(bet.draftLegs.map((l) => l.marketSelection.marketId))];
  const odds = preview.totalOdds ? { numeratorLong: preview.totalOdds.numeratorLong, denominatorLong: preview.totalOdds.denominatorLong } : null;
  return { draftBetId: bet.id, points: preview.points.decimalPoints, affectedMarkets, odds };
}
