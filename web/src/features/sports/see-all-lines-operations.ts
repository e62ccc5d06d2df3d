import { graphql } from '@/graphql/gql';
import type { SportsSeeAllLinesQuery } from '@/graphql/graphql';

/** Every line of an event's spread or total family (the main line and each alternate), by line. */
export const SportsSeeAllLinesDocument = graphql(`
  query SportsSeeAllLines($eventId: ID!, $marketType: MarketType!, $oddsFormat: OddsFormat!, $includeOddsTrend: Boolean!) {
    seeAllLines(eventId: $eventId, marketType: $marketType, oddsFormat: $oddsFormat, includeOddsTrend: $includeOddsTrend) {
      title
      markets {
        ...SportsMarket
      }
    }
  }
`);

export type SeeAllLinesData = SportsSeeAllLinesQuery['seeAllLines'];
