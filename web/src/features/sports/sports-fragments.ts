import { graphql } from '@/graphql/gql';

/**
 * The shapes every sports view reads. Prices carry both display strings (the Odds component
 * shows the viewer's format without a round trip) and the exact fraction (move direction,
 * the betslip's numerator/denominator).
 */
export const SportsOddsFragment = graphql(`
  fragment SportsOdds on Odds {
    numeratorLong
    denominatorLong
    american
    decimal
    formattedOdds
  }
`);

export const SportsSelectionFragment = graphql(`
  fragment SportsSelection on MarketSelection {
    id
    marketId
    eventId
    name {
      clean
      full
    }
    type
    points {
      value
      formattedPoints
    }
    odds {
      ...SportsOdds
    }
    trend
    status
    unavailableLabel
  }
`);

export const SportsMarketFragment = graphql(`
  fragment SportsMarket on Market {
    id
    eventId
    name
    type
    isMain
    status
    updatedAt
    statisticAccrued
    selections {
      ...SportsSelection
    }
  }
`);

export const SportsStatisticsFragment = graphql(`
  fragment SportsStatistics on EventStatistics {
    homeScore
    awayScore
    progress
    isInPlay
    liveStatus
    clock {
      seconds
      running
      countsDown
      updatedAt
    }
    segments {
      label
      home
      away
    }
    football {
      possession
      fieldPosition
      yardsFromGoal
      downAndDistance
      redZone
    }
    baseball {
      balls
      strikes
      outs
      onFirst
      onSecond
      onThird
      homeBatting
    }
    tennis {
      currentServer
      homeGameScore
      awayGameScore
    }
    soccer {
      homeRedCards
      awayRedCards
    }
    hockey {
      homePlayersInBox
      awayPlayersInBox
    }
    darts {
      homeLegScore
      awayLegScore
      thrower
    }
  }
`);

/**
 * An event's header and scoreboard (what `richEventUpdated` refreshes). Kept lean: the
 * server limits a query's complexity (every field counts), and a list page repeats this
 * for its carousel and tables.
 */
export const SportsEventFragment = graphql(`
  fragment SportsEvent on Event {
    id
    name
    startTime
    status
    deepLink {
      canonicalUrl
    }
    sport {
      id
      slug
      name
    }
    competition {
      id
      slug
      name
    }
    participants {
      id
      abbreviation
      mediumName
      fullName
    }
    homeParticipant {
      id
    }
    awayParticipant {
      id
    }
    statistics {
      ...SportsStatistics
    }
    networks
    extraInformation
    marketCount
    liveStreamAvailable
  }
`);

export const SportsTableCardFragment = graphql(`
  fragment SportsTableCard on TableCard {
    id
    event {
      ...SportsEvent
    }
    columns {
      header
      market {
        ...SportsMarket
      }
    }
  }
`);

export const SportsMarketCardFragment = graphql(`
  fragment SportsMarketCard on MarketCard {
    id
    eventId
    title
    expanded
    markets {
      ...SportsMarket
    }
  }
`);

/** A ready-made parlay (featured bets on list pages, the parlay lounge): legs, combined price, $10 payout. */
export const SportsFeaturedParlayFragment = graphql(`
  fragment SportsFeaturedParlay on FeaturedParlayBetCard {
    id
    title
    description
    events {
      id
      name
    }
    selections {
      ...SportsSelection
    }
    odds {
      ...SportsOdds
    }
    estimatedPayout {
      amount
      amountLong
      currency
      formattedAmount
    }
  }
`);

/** What a featured bet shows of its event: name, competition and where the game stands. */
export const SportsEventSummaryFragment = graphql(`
  fragment SportsEventSummary on Event {
    id
    name
    startTime
    status
    sport {
      id
      slug
    }
    competition {
      id
      name
    }
    statistics {
      homeScore
      awayScore
      progress
      isInPlay
      liveStatus
      clock {
        seconds
        running
        countsDown
        updatedAt
      }
    }
  }
`);
