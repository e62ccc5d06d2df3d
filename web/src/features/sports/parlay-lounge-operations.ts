import { graphql } from '@/graphql/gql';
import type { SportsParlayLoungeQuery } from '@/graphql/graphql';

/**
 * The parlay lounge (`/parlay-lounge`): themed sections of ready-made parlays. The server
 * answers NOT_FOUND while the `parlayLounge` flag is off for the viewer.
 */
export const SportsParlayLoungeDocument = graphql(`
  query SportsParlayLounge($oddsFormat: OddsFormat!, $includeOddsTrend: Boolean!) {
    parlayLoungePage(oddsFormat: $oddsFormat, includeOddsTrend: $includeOddsTrend) {
      title
      description
      sections {
        id
        title
        cards {
          ...SportsFeaturedParlay
        }
      }
    }
  }
`);

export type ParlayLoungeData = SportsParlayLoungeQuery['parlayLoungePage'];
