import { graphql } from '@/graphql/gql';

/** Prices and statuses of up to 200 markets (written into the normalized cache). */
export const SportsMarketUpdatedDocument = graphql(`
  subscription SportsMarketUpdated($marketIds: [ID!]!, $oddsFormat: OddsFormat!, $includeOddsTrend: Boolean!) {
    marketUpdated(marketIds: $marketIds, oddsFormat: $oddsFormat, includeOddsTrend: $includeOddsTrend) {
      ...SportsMarket
    }
  }
`);

/** Scoreboards and statuses of up to 100 events (written into the normalized cache). */
export const SportsRichEventUpdatedDocument = graphql(`
  subscription SportsRichEventUpdated($eventIds: [ID!]!) {
    richEventUpdated(eventIds: $eventIds) {
      ...SportsEvent
    }
  }
`);

/**
 * Which markets a table card shows (structure only, not cached): when a card's main lines
 * change, the page is read again.
 */
export const SportsTableCardStructureDocument = graphql(`
  subscription SportsTableCardStructure($eventIds: [ID!]!, $oddsFormat: OddsFormat!, $includeOddsTrend: Boolean!) {
    tableCardUpdated(eventIds: $eventIds, oddsFormat: $oddsFormat, includeOddsTrend: $includeOddsTrend) {
      id
      columns {
        market {
          id
        }
      }
    }
  }
`);

/** Which markets an event page's drawers hold (structure only, not cached). */
export const SportsMarketCardStructureDocument = graphql(`
  subscription SportsMarketCardStructure($marketCardIds: [ID!]!, $oddsFormat: OddsFormat!, $includeOddsTrend: Boolean!) {
    marketCardUpdated(marketCardIds: $marketCardIds, oddsFormat: $oddsFormat, includeOddsTrend: $includeOddsTrend) {
      id
      markets {
        id
      }
    }
  }
`);
