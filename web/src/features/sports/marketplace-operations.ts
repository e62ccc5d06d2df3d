import { graphql } from '@/graphql/gql';
import type {
  SportsEventPageQuery,
  SportsListPageQuery,
  SportsPageHeaderFragment as PageHeaderFields,
  SportsSectionTabFragment as SectionTabFields,
} from '@/graphql/graphql';

/**
 * A sportsbook page by its canonical URL (the app path). Two queries, because the server
 * caps a query's complexity (every field selected counts, whatever the data): list pages
 * (home, live, exclusives, sport, organization, competition) read carousels, tables and
 * featured bets; event pages read the event and its market drawers.
 */
export const SportsPageHeaderFragment = graphql(`
  fragment SportsPageHeader on MarketplacePage {
    id
    canonicalUrl
    pageType
    title
    breadcrumbs {
      label
      deepLink {
        canonicalUrl
      }
    }
    chips {
      id
      label
      icon
      count
      selected
      deepLink {
        canonicalUrl
      }
    }
  }
`);

export const SportsSectionTabFragment = graphql(`
  fragment SportsSectionTab on MarketplaceSection {
    id
    title
    selected
    deepLink {
      canonicalUrl
    }
  }
`);

export const SportsListPageDocument = graphql(`
  query SportsListPage($canonicalUrl: String!, $oddsFormat: OddsFormat!, $includeOddsTrend: Boolean!) {
    marketplacePage(canonicalUrl: $canonicalUrl, oddsFormat: $oddsFormat, includeOddsTrend: $includeOddsTrend) {
      ...SportsPageHeader
      sections {
        ...SportsSectionTab
        shelves {
          __typename
          ... on CarouselShelf {
            id
            title
            icon
            seeAllLink {
              canonicalUrl
            }
            cards {
              ...SportsTableCard
            }
          }
          ... on TableShelf {
            id
            title
            subtitle
            columnHeaders
            seeAllLink {
              canonicalUrl
            }
            cards {
              ...SportsTableCard
            }
          }
          ... on FeaturedBetsShelf {
            id
            title
            cards {
              __typename
              ... on FeaturedStraightBetCard {
                id
                title
                event {
                  ...SportsEventSummary
                }
                market {
                  id
                  name
                  type
                }
                selection {
                  ...SportsSelection
                }
                odds {
                  ...SportsOdds
                }
                previousOdds {
                  ...SportsOdds
                }
                estimatedPayout {
                  amount
                  amountLong
                  currency
                  formattedAmount
                }
              }
              ... on FeaturedParlayBetCard {
                ...SportsFeaturedParlay
              }
            }
          }
          ... on EmptyShelf {
            id
            title
            message
          }
        }
      }
    }
  }
`);

export const SportsEventPageDocument = graphql(`
  query SportsEventPage($canonicalUrl: String!, $oddsFormat: OddsFormat!, $includeOddsTrend: Boolean!) {
    marketplacePage(canonicalUrl: $canonicalUrl, oddsFormat: $oddsFormat, includeOddsTrend: $includeOddsTrend) {
      ...SportsPageHeader
      sections {
        ...SportsSectionTab
        shelves {
          __typename
          ... on DrawerShelf {
            id
            title
            expanded
            marketCards {
              ...SportsMarketCard
            }
          }
          ... on EmptyShelf {
            id
            title
            message
          }
        }
      }
      event {
        ...SportsEvent
        mediaLinks {
          label
          url
        }
      }
    }
  }
`);

export type ListPageData = SportsListPageQuery['marketplacePage'];
export type EventPageData = SportsEventPageQuery['marketplacePage'];

/** Drops the bare `{ __typename }` members a query's union gets for the kinds it does not select. */
type Selected<T> = T extends unknown ? (Exclude<keyof T, '__typename'> extends never ? never : T) : never;

/** A shelf as either query sends it (a kind the query does not select comes as a bare `{ __typename }`). */
export type ShelfData = ListPageData['sections'][number]['shelves'][number] | EventPageData['sections'][number]['shelves'][number];
/** A shelf with its fields. */
export type FullShelf = Selected<ShelfData>;
export type ShelfOf<T extends FullShelf['__typename']> = Extract<FullShelf, { __typename: T }>;

/** The shelf with its fields, or null for a kind the query did not ask about. */
export function selectedShelf(shelf: ShelfData): FullShelf | null {
  return 'id' in shelf ? shelf : null;
}
export type FeaturedCardData = Selected<ShelfOf<'FeaturedBetsShelf'>['cards'][number]>;

/** A page as the header, tabs, shelves and live updates see it (list and event pages alike). */
export type MarketplacePageData = PageHeaderFields & {
  sections: (SectionTabFields & { shelves: ShelfData[] })[];
  event?: EventPageData['event'];
};
