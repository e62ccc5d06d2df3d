import { graphql } from '@/graphql/gql';

/** Every betslip answer carries the whole slip (see docs/product/betslip.md). */
export const BetslipFieldsFragment = graphql(`
  fragment BetslipOdds on Odds {
    numerator
    denominator
    numeratorLong
    denominatorLong
    american
    decimal
    formattedOdds
  }

  fragment BetslipMoney on Money {
    amount
    amountLong
    currency
    formattedAmount
  }

  fragment BetslipErrorFields on BetslipError {
    code
    message
    priority
    displayType
    disableAwardsDisplay
    limit { type period amount { ...BetslipMoney } }
  }

  fragment BetslipSelection on BetslipMarketSelection {
    id
    marketId
    eventId
    name { cleanName full }
    odds { ...BetslipOdds }
    points { value formattedPoints }
    status
  }

  fragment BetslipDraftLeg on DraftLeg {
    id
    marketSelection { ...BetslipSelection }
    marketName
    marketStartAt
    eventName
    errors { ...BetslipErrorFields }
    marketSelectionRequiresAcceptance
    marketSelectionOddsTrend
    acceptedOdds { ...BetslipOdds }
    buyPointOptions { marketSelectionId points { value formattedPoints } odds { ...BetslipOdds } }
  }

  fragment BetslipGrouping on DraftLegEventGrouping {
    eventId
    eventName
    eventStatus
    startsAt
    deepLink { canonicalUrl webUrl }
    odds { ...BetslipOdds }
    oddsTrend
    legGroupRequiresAcceptance
    isParlayPlusEligible
    draftLegs { id }
  }

  fragment BetslipDraftBet on DraftBet {
    id
    type
    betAmount { ...BetslipMoney }
    totalBetAmount { ...BetslipMoney }
    winAmount { ...BetslipMoney }
    boostedWinAmount { ...BetslipMoney }
    totalOdds { ...BetslipOdds }
    boostedTotalOdds { ...BetslipOdds }
    totalOddsTrend
    draftLegs { ...BetslipDraftLeg }
    draftLegEventGroupings { ...BetslipGrouping }
    errors { ...BetslipErrorFields }
    amountSourceType
    patronSetAmountType
    selectedFreeBetId
    selectedProfitBoostId
    availableFreeBets { id rawId title amount { ...BetslipMoney } expiresTime isRestricted }
    availableProfitBoosts {
      id
      rawId
      title
      boostPercentage
      maximumStakeAmount { ...BetslipMoney }
      maximumAmount { ...BetslipMoney }
      numberOfLegsRestrictionLabel
      eventRestrictionLabel
      expiresTime
      isRestricted
      status
    }
    availablePromotionalCreditBalance { ...BetslipMoney }
    maximumBetAmount { ...BetslipMoney }
    isParlayPlusEligible
    numberOfCombinations
    numberOfDistinctLegs
    placeBetDelayMilliseconds
    label
    teaserPoints { formattedPoints decimalPoints }
    teaserPreviews { enabled points { formattedPoints decimalPoints } totalOdds { ...BetslipOdds } }
    teaserMarketSelectionsMappings { draftLegId teasedPoints { value formattedPoints } }
  }

  fragment BetslipSectionFields on BetslipSection {
    draftBets { ...BetslipDraftBet }
    draftBetEventGroupings { ...BetslipGrouping }
    errors { ...BetslipErrorFields }
    totalBetAmount { ...BetslipMoney }
    totalPotentialReturnAmount { ...BetslipMoney }
    totalPotentialBoostedReturnAmount { ...BetslipMoney }
    totalPotentialReturnAmountTrend
  }

  fragment BetslipFields on Betslip {
    id
    version
    numberOfSelections
    marketSelections { ...BetslipSelection }
    marketSelectionsMetadata { marketSelectionId shareId selectionOrigin branchChannel attributes }
    errors { ...BetslipErrorFields }
    straight { ...BetslipSectionFields }
    parlay { ...BetslipSectionFields }
    teaser { ...BetslipSectionFields }
    roundRobin { ...BetslipSectionFields }
    autoAcceptOddsChanges
  }
`);

/** The viewer's betslip (cache-and-network). */
export const BetslipDocument = graphql(`
  query Betslip($oddsFormat: OddsFormat!, $includeOddsTrend: Boolean!) {
    betslip(oddsFormat: $oddsFormat, includeOddsTrend: $includeOddsTrend) { ...BetslipFields }
  }
`);

/** Every recomputed slip, pushed over the websocket. */
export const BetslipUpdatedDocument = graphql(`
  subscription BetslipUpdated($oddsFormat: OddsFormat!, $includeOddsTrend: Boolean!) {
    betslipUpdated(oddsFormat: $oddsFormat, includeOddsTrend: $includeOddsTrend, isSubscription: true) { ...BetslipFields }
  }
`);

export const BetslipAddMarketSelectionDocument = graphql(`
  mutation BetslipAddMarketSelection($selectionId: ID!, $odds: BetslipOddsInput!, $selectionOrigin: String!, $branchChannel: String, $shareId: String, $oddsFormat: OddsFormat!, $includeOddsTrend: Boolean!) {
    betslipAddMarketSelection(selectionId: $selectionId, odds: $odds, selectionOrigin: $selectionOrigin, branchChannel: $branchChannel, shareId: $shareId, oddsFormat: $oddsFormat, includeOddsTrend: $includeOddsTrend) { ...BetslipFields }
  }
`);

export const BetslipAddMarketSelectionsDocument = graphql(`
  mutation BetslipAddMarketSelections($selections: [BetslipAddSelectionInput!]!, $oddsFormat: OddsFormat!, $includeOddsTrend: Boolean!) {
    betslipAddMarketSelections(selections: $selections, oddsFormat: $oddsFormat, includeOddsTrend: $includeOddsTrend) { ...BetslipFields }
  }
`);

export const BetslipRemoveMarketSelectionDocument = graphql(`
  mutation BetslipRemoveMarketSelection($selectionId: ID!, $oddsFormat: OddsFormat!, $includeOddsTrend: Boolean!) {
    betslipRemoveMarketSelection(selectionId: $selectionId, oddsFormat: $oddsFormat, includeOddsTrend: $includeOddsTrend) { ...BetslipFields }
  }
`);

export const BetslipSetBetAmountDocument = graphql(`
  mutation BetslipSetBetAmount($draftBetId: ID!, $amount: String!, $amountField: AmountField!, $oddsFormat: OddsFormat!, $includeOddsTrend: Boolean!) {
    betslipSetBetAmount(draftBetId: $draftBetId, amount: $amount, amountField: $amountField, oddsFormat: $oddsFormat, includeOddsTrend: $includeOddsTrend) { ...BetslipFields }
  }
`);

export const BetslipSetAmountSourceDocument = graphql(`
  mutation BetslipSetAmountSource($draftBetId: ID!, $amountSourceType: AmountSourceType!, $freeBetId: ID, $oddsFormat: OddsFormat!, $includeOddsTrend: Boolean!) {
    betslipSetAmountSource(draftBetId: $draftBetId, amountSourceType: $amountSourceType, freeBetId: $freeBetId, oddsFormat: $oddsFormat, includeOddsTrend: $includeOddsTrend) { ...BetslipFields }
  }
`);

export const BetslipSelectProfitBoostDocument = graphql(`
  mutation BetslipSelectProfitBoost($draftBetId: ID!, $profitBoostId: ID, $oddsFormat: OddsFormat!, $includeOddsTrend: Boolean!) {
    betslipSelectProfitBoost(draftBetId: $draftBetId, profitBoostId: $profitBoostId, oddsFormat: $oddsFormat, includeOddsTrend: $includeOddsTrend) { ...BetslipFields }
  }
`);

export const BetslipAdjustMarketSelectionPointsDocument = graphql(`
  mutation BetslipAdjustMarketSelectionPoints($oldMarketSelectionId: ID!, $newMarketSelectionId: ID!, $oddsFormat: OddsFormat!, $includeOddsTrend: Boolean!) {
    betslipAdjustMarketSelectionPoints(oldMarketSelectionId: $oldMarketSelectionId, newMarketSelectionId: $newMarketSelectionId, oddsFormat: $oddsFormat, includeOddsTrend: $includeOddsTrend) { ...BetslipFields }
  }
`);

export const BetslipBuyTeaserPointsDocument = graphql(`
  mutation BetslipBuyTeaserPoints($draftBetId: ID!, $points: Float!, $affectedMarkets: [ID!], $odds: BetslipOddsInput, $oddsFormat: OddsFormat!, $includeOddsTrend: Boolean!) {
    betslipBuyTeaserPoints(draftBetId: $draftBetId, points: $points, affectedMarkets: $affectedMarkets, odds: $odds, oddsFormat: $oddsFormat, includeOddsTrend: $includeOddsTrend) { ...BetslipFields }
  }
`);

export const BetslipAcceptChangesDocument = graphql(`
  mutation BetslipAcceptChanges($oddsFormat: OddsFormat!, $includeOddsTrend: Boolean!) {
    betslipAcceptChanges(oddsFormat: $oddsFormat, includeOddsTrend: $includeOddsTrend) { ...BetslipFields }
  }
`);

export const BetslipClearDocument = graphql(`
  mutation BetslipClear($oddsFormat: OddsFormat!, $includeOddsTrend: Boolean!) {
    betslipClear(oddsFormat: $oddsFormat, includeOddsTrend: $includeOddsTrend) { ...BetslipFields }
  }
`);

export const BetslipClearTeaserDocument = graphql(`
  mutation BetslipClearTeaser($oddsFormat: OddsFormat!, $includeOddsTrend: Boolean!) {
    betslipClearTeaser(oddsFormat: $oddsFormat, includeOddsTrend: $includeOddsTrend) { ...BetslipFields }
  }
`);

/** Replaces the slip's selections (or adds them to it with `mergeBetslip`): reusing selections. */
export const BetslipReplaceDocument = graphql(`
  mutation BetslipReplace($selections: [BetslipAddSelectionInput!]!, $mergeBetslip: Boolean!, $oddsFormat: OddsFormat!, $includeOddsTrend: Boolean!) {
    betslipReplace(selections: $selections, mergeBetslip: $mergeBetslip, oddsFormat: $oddsFormat, includeOddsTrend: $includeOddsTrend) { ...BetslipFields }
  }
`);

/** A featured bet card's selections into the main slip, at current prices. */
export const BetslipAddFeaturedBetDocument = graphql(`
  mutation BetslipAddFeaturedBet($featuredBetId: ID!, $oddsFormat: OddsFormat!, $includeOddsTrend: Boolean!) {
    betslipAddFeaturedBet(featuredBetId: $featuredBetId, oddsFormat: $oddsFormat, includeOddsTrend: $includeOddsTrend) { ...BetslipFields }
  }
`);

/** Moves the slip between the visitor and the account (header X-Anonymous-Authorization). */
export const BetslipTransferDocument = graphql(`
  mutation BetslipTransfer($direction: BetslipTransferDirection!) {
    betslipTransfer(direction: $direction) { id }
  }
`);

export const PlaceBetsDocument = graphql(`
  mutation PlaceBets($bets: [PlaceBetInput!]!, $betslipVersion: Int!, $idempotencyKey: String!, $oddsFormat: OddsFormat!, $keepBetslipSelections: Boolean, $includeOddsTrend: Boolean!) {
    placeBets(bets: $bets, betslipVersion: $betslipVersion, idempotencyKey: $idempotencyKey, oddsFormat: $oddsFormat, keepBetslipSelections: $keepBetslipSelections, includeOddsTrend: $includeOddsTrend) {
      placedBets {
        id
        rawId
        type
        status
        totalBetAmount { ...BetslipMoney }
        potentialPayout { ...BetslipMoney }
        legs { id marketSelectionId selectionName }
      }
      betslip { ...BetslipFields }
      patronBalanceAfter { playableBalance { ...BetslipMoney } }
      errors { ...BetslipErrorFields }
    }
  }
`);

/** Whether the bettor has yet to place a first wager (the first-wager responsible-gaming modal). */
export const FirstWagerRgModalDocument = graphql(`
  query FirstWagerRgModal {
    firstWagerRgModal
  }
`);
