import { graphql } from '@/graphql/gql';

/**
 * The quick betslip (see docs/product/betslip.md, "Quick betslip"): one selection, one straight
 * bet, kept on the server apart from the main slip. Every answer is the whole quick slip.
 */
export const QuickBetslipDocument = graphql(`
  query QuickBetslip($oddsFormat: OddsFormat!, $includeOddsTrend: Boolean!) {
    quickBetslip(oddsFormat: $oddsFormat, includeOddsTrend: $includeOddsTrend) { ...BetslipFields }
  }
`);

export const QuickBetslipUpdatedDocument = graphql(`
  subscription QuickBetslipUpdated($oddsFormat: OddsFormat!, $includeOddsTrend: Boolean!) {
    quickBetslipUpdated(oddsFormat: $oddsFormat, includeOddsTrend: $includeOddsTrend) { ...BetslipFields }
  }
`);

export const QuickBetslipAddMarketSelectionDocument = graphql(`
  mutation QuickBetslipAddMarketSelection($selectionId: ID!, $odds: BetslipOddsInput!, $selectionOrigin: String!, $oddsFormat: OddsFormat!, $includeOddsTrend: Boolean!) {
    quickBetslipAddMarketSelection(selectionId: $selectionId, odds: $odds, selectionOrigin: $selectionOrigin, oddsFormat: $oddsFormat, includeOddsTrend: $includeOddsTrend) { ...BetslipFields }
  }
`);

/** The selection, the seen price, the stake and its source in one call (a new pick keeps the stake). */
export const QuickBetslipSetDraftBetDocument = graphql(`
  mutation QuickBetslipSetDraftBet($selectionId: ID!, $odds: BetslipOddsInput!, $amount: String!, $amountField: AmountField!, $amountSourceType: AmountSourceType, $freeBetId: ID, $selectionOrigin: String, $oddsFormat: OddsFormat!, $includeOddsTrend: Boolean!) {
    quickBetslipSetDraftBet(selectionId: $selectionId, odds: $odds, amount: $amount, amountField: $amountField, amountSourceType: $amountSourceType, freeBetId: $freeBetId, selectionOrigin: $selectionOrigin, oddsFormat: $oddsFormat, includeOddsTrend: $includeOddsTrend) { ...BetslipFields }
  }
`);

export const QuickBetslipRemoveMarketSelectionDocument = graphql(`
  mutation QuickBetslipRemoveMarketSelection($selectionId: ID!, $oddsFormat: OddsFormat!, $includeOddsTrend: Boolean!) {
    quickBetslipRemoveMarketSelection(selectionId: $selectionId, oddsFormat: $oddsFormat, includeOddsTrend: $includeOddsTrend) { ...BetslipFields }
  }
`);

export const QuickBetslipSetBetAmountDocument = graphql(`
  mutation QuickBetslipSetBetAmount($draftBetId: ID!, $amount: String!, $amountField: AmountField!, $oddsFormat: OddsFormat!, $includeOddsTrend: Boolean!) {
    quickBetslipSetBetAmount(draftBetId: $draftBetId, amount: $amount, amountField: $amountField, oddsFormat: $oddsFormat, includeOddsTrend: $includeOddsTrend) { ...BetslipFields }
  }
`);

export const QuickBetslipSetAmountSourceDocument = graphql(`
  mutation QuickBetslipSetAmountSource($draftBetId: ID!, $amountSourceType: AmountSourceType!, $freeBetId: ID, $oddsFormat: OddsFormat!, $includeOddsTrend: Boolean!) {
    quickBetslipSetAmountSource(draftBetId: $draftBetId, amountSourceType: $amountSourceType, freeBetId: $freeBetId, oddsFormat: $oddsFormat, includeOddsTrend: $includeOddsTrend) { ...BetslipFields }
  }
`);

export const QuickBetslipAcceptChangesDocument = graphql(`
  mutation QuickBetslipAcceptChanges($oddsFormat: OddsFormat!, $includeOddsTrend: Boolean!) {
    quickBetslipAcceptChanges(oddsFormat: $oddsFormat, includeOddsTrend: $includeOddsTrend) { ...BetslipFields }
  }
`);

export const QuickBetslipPlaceBetDocument = graphql(`
  mutation QuickBetslipPlaceBet($bet: PlaceBetInput!, $betslipVersion: Int!, $idempotencyKey: String!, $oddsFormat: OddsFormat!, $includeOddsTrend: Boolean!) {
    quickBetslipPlaceBet(bet: $bet, betslipVersion: $betslipVersion, idempotencyKey: $idempotencyKey, oddsFormat: $oddsFormat, includeOddsTrend: $includeOddsTrend) {
      placedBets { id rawId }
      betslip { ...BetslipFields }
      patronBalanceAfter { playableBalance { ...BetslipMoney } }
      errors { ...BetslipErrorFields }
    }
  }
`);
