import { graphql } from '@/graphql/gql';

/**
 * The bets feature's GraphQL documents (see docs/product/settlement-and-cash-out.md). Placed bets,
 * their legs and cash-out offers are normalized by id, so a `betHistory` or `cashoutUpdated` push
 * changes every view at once.
 */
export const BetsPlacedBetFragment = graphql(`
  fragment BetsMoney on Money {
    amount
    amountLong
    currency
    formattedAmount
  }

  fragment BetsOdds on Odds {
    numerator
    denominator
    numeratorLong
    denominatorLong
    american
    decimal
    formattedOdds
  }

  fragment BetsCashout on Cashout {
    id
    betId
    variant
    betAmount { ...BetsMoney }
    cashoutAmount { ...BetsMoney }
    cashoutSelections
    delayMilliseconds
  }

  fragment BetsLeg on PlacedBetLeg {
    id
    marketSelectionId
    selectionName
    marketName
    eventName
    eventId
    eventStartTime
    odds { ...BetsOdds }
    points { value formattedPoints }
    outcome
    overrideOutcome
    regraded
    conditionalGradingDetails
    deadHeatFactor
    inPlay
  }

  fragment BetsPlacedBet on PlacedBet {
    id
    rawId
    type
    status
    state
    outcome
    overrideOutcome
    numLegs
    placedAt
    closedAt
    betAmount { ...BetsMoney }
    totalBetAmount { ...BetsMoney }
    potentialPayout { ...BetsMoney }
    odds { ...BetsOdds }
    amountSourceType
    amounts {
      bet { ...BetsMoney }
      potential { ...BetsMoney }
      win { ...BetsMoney }
      payout { ...BetsMoney }
      cashout { ...BetsMoney }
    }
    profitBoost { percentage maxStake { ...BetsMoney } }
    freeBet
    regraded
    teaserPoints
    roundRobinSizes
    shareableDeepLink
    cashout { ...BetsCashout }
    cashoutUnavailableReason
    legs { ...BetsLeg }
  }
`);

/** One page of a history section (My Bets reads BETTING with OPEN or SETTLED). */
export const BetsSectionDocument = graphql(`
  query BetsSection($sectionId: BetHistorySectionId!, $filter: BetHistoryFilter, $from: DateTime, $to: DateTime, $first: Int, $after: String) {
    betHistorySection(sectionId: $sectionId, filter: $filter, from: $from, to: $to, first: $first, after: $after) {
      bets { ...BetsPlacedBet }
      endCursor
      hasNextPage
    }
  }
`);

/** The history frame's section tabs. */
export const BetsHistoryPageDocument = graphql(`
  query BetsHistoryPage {
    betHistoryPage {
      sections { id title }
      hasBets
    }
  }
`);

/** Count, staked, paid and profit of the bets a filter selects. */
export const BetsHistoryTotalsDocument = graphql(`
  query BetsHistoryTotals($filter: BetHistoryFilter, $from: DateTime, $to: DateTime) {
    betHistoryTotals(filter: $filter, from: $from, to: $to) {
      count
      staked { ...BetsMoney }
      paid { ...BetsMoney }
      profit { ...BetsMoney }
    }
  }
`);

/** The viewer's bets as they change (placed, accepted, graded, cashed out). */
export const BetsHistoryUpdatedDocument = graphql(`
  subscription BetsHistoryUpdated {
    betHistory { ...BetsPlacedBet }
  }
`);

/** The viewer's cash-out values as they move. */
export const BetsCashoutUpdatedDocument = graphql(`
  subscription BetsCashoutUpdated {
    cashoutUpdated { ...BetsCashout }
  }
`);

/** Full cash-out at the value the bettor saw (cents as a string). */
export const BetsFullCashoutDocument = graphql(`
  mutation BetsFullCashout($input: FullCashoutInput!) {
    fullCashoutTrigger(input: $input) {
      success
      cashout { ...BetsCashout }
      cashoutError { code message }
      patronBalanceAfter { playableBalance { ...BetsMoney } }
      bet { ...BetsPlacedBet }
    }
  }
`);

/** A share link for one of the viewer's bets (idempotent per bet and channel). */
export const BetsShareDocument = graphql(`
  mutation BetsShare($betId: ID!, $channel: String) {
    shareBet(betId: $betId, channel: $channel) {
      url
      canonicalUrl
      errors { code message }
    }
  }
`);

/** A shared bet by its code (public; null for an unknown link; no personal data). */
export const BetsSharedBetDocument = graphql(`
  query BetsSharedBet($canonicalUrl: String!) {
    sharedBet(canonicalUrl: $canonicalUrl) {
      canonicalUrl
      type
      numLegs
      odds { ...BetsOdds }
      outcome
      state
      placedAt
      legs {
        marketSelectionId
        selectionName
        marketName
        eventName
        eventStartTime
        odds { ...BetsOdds }
        points { value formattedPoints }
        outcome
      }
    }
  }
`);
