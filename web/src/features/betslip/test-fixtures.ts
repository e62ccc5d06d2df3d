/** Betslip answers for component tests (shapes of the generated fragments). */
import type { BetslipDraftBetFragment, BetslipDraftLegFragment, BetslipErrorFieldsFragment, BetslipFieldsFragment } from '@/graphql/graphql';

export function money(cents: number) {
  return { __typename: 'Money' as const, amount: cents, amountLong: String(cents), currency: 'USD', formattedAmount: `$${(cents / 100).toFixed(2)}` };
}

export function odds(n: number, d: number, american: string) {
  return { __typename: 'Odds' as const, numerator: n, denominator: d, numeratorLong: String(n), denominatorLong: String(d), american, decimal: (1 + n / d).toFixed(2), formattedOdds: american };
}

export function slipError(displayType: BetslipErrorFieldsFragment['displayType'], message: string, priority = 5, code: string = displayType): BetslipErrorFieldsFragment {
  return { __typename: 'BetslipError', code, message, priority, displayType, disableAwardsDisplay: false, limit: null };
}

export function leg(id: string, name: string, over: Partial<BetslipDraftLegFragment> = {}): BetslipDraftLegFragment {
  return {
    __typename: 'DraftLeg',
    id,
    marketSelection: {
      __typename: 'BetslipMarketSelection',
      id,
      marketId: `m-${id}`,
      eventId: `e-${id}`,
      name: { __typename: 'SelectionName', cleanName: name, full: name },
      odds: odds(10, 11, '-110'),
      points: null,
      status: 'OPEN',
    },
    marketName: 'Moneyline',
    marketStartAt: '2030-01-01T18:00:00Z',
    eventName: `Event ${id}`,
    errors: [],
    marketSelectionRequiresAcceptance: false,
    marketSelectionOddsTrend: null,
    acceptedOdds: odds(10, 11, '-110'),
    buyPointOptions: [],
    ...over,
  };
}

export function draftBet(id: string, type: BetslipDraftBetFragment['type'], legs: BetslipDraftLegFragment[], over: Partial<BetslipDraftBetFragment> = {}): BetslipDraftBetFragment {
  return {
    __typename: 'DraftBet',
    id,
    type,
    betAmount: money(0),
    totalBetAmount: money(0),
    winAmount: money(0),
    boostedWinAmount: null,
    totalOdds: odds(10, 11, '-110'),
    boostedTotalOdds: null,
    totalOddsTrend: null,
    draftLegs: legs,
    draftLegEventGroupings: [],
    errors: [],
    amountSourceType: 'CASH',
    patronSetAmountType: 'BET',
    selectedFreeBetId: null,
    selectedProfitBoostId: null,
    availableFreeBets: [],
    availableProfitBoosts: [],
    availablePromotionalCreditBalance: money(0),
    maximumBetAmount: money(5_000_000),
    isParlayPlusEligible: false,
    numberOfCombinations: 1,
    numberOfDistinctLegs: legs.length,
    placeBetDelayMilliseconds: 0,
    label: null,
    teaserPoints: null,
    teaserPreviews: [],
    teaserMarketSelectionsMappings: [],
    ...over,
  };
}

/** A section as the server totals it: stakes, and returns without a bonus bet's stake. */
function section(bets: BetslipDraftBetFragment[], errors: BetslipErrorFieldsFragment[] = []) {
  const cents = (m: { amountLong: string } | null | undefined) => Number(m?.amountLong ?? 0);
  const stakes = bets.reduce((sum, b) => sum + cents(b.totalBetAmount), 0);
  const back = bets.reduce((sum, b) => sum + (b.amountSourceType === 'FREE_BET' ? 0 : cents(b.totalBetAmount)), 0);
  const wins = bets.reduce((sum, b) => sum + cents(b.winAmount), 0);
  const boosted = bets.reduce((sum, b) => sum + cents(b.boostedWinAmount ?? b.winAmount), 0);
  return {
    __typename: 'BetslipSection' as const,
    draftBets: bets,
    draftBetEventGroupings: [],
    errors,
    totalBetAmount: money(stakes),
    totalPotentialReturnAmount: money(back + wins),
    totalPotentialBoostedReturnAmount: money(back + boosted),
    totalPotentialReturnAmountTrend: null,
  };
}

/** A slip of straight bets on `legs`, a parlay when there are two or more. */
export function slip(legs: BetslipDraftLegFragment[], over: { straight?: BetslipDraftBetFragment[]; parlay?: BetslipDraftBetFragment[]; roundRobin?: BetslipDraftBetFragment[]; errors?: BetslipErrorFieldsFragment[]; version?: number } = {}): BetslipFieldsFragment {
  const straight = over.straight ?? legs.map((l) => draftBet(`straight:${l.id}`, 'STRAIGHT', [l]));
  const parlay = over.parlay ?? (legs.length >= 2 ? [draftBet('parlay', 'PARLAY', legs)] : []);
  return {
    __typename: 'Betslip',
    id: 'slip-1',
    version: over.version ?? 1,
    numberOfSelections: legs.length,
    marketSelections: legs.map((l) => l.marketSelection),
    marketSelectionsMetadata: legs.map((l) => ({ __typename: 'MarketSelectionMetadata' as const, marketSelectionId: l.id, shareId: null, selectionOrigin: 'table-card', branchChannel: null, attributes: [] })),
    errors: over.errors ?? [],
    straight: section(straight),
    parlay: section(parlay),
    teaser: section([]),
    roundRobin: section(over.roundRobin ?? []),
    autoAcceptOddsChanges: 'NONE',
  };
}
