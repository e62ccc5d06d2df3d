import { graphql } from '@/graphql/gql';
import type { SportsMarketplacePageQuery } from '@/graphql/graphql';

/**
 * A sportsbook page by its canonical URL (the app path): home, live, sport, organization,
 * competition and event pages, with their tabs (sections), shelves, chips and trail.
 */
export const SportsMarketplacePageDocument = graphql(`
  query SportsMarketplacePage($canonicalUrl: String!, $oddsFormat: OddsFormat!, $includeOddsTrend: Boolean!) {
    marketplacePage(canonicalUrl: $canonicalUrl, oddsFormat: $oddsFormat, includeOddsTrend: $includeOddsTrend) {
      id
      canonicalUrl
      pageType
      title
      breadcrumbs {
        label
        deepLink {
          canonicalUrl
          webUrl
        }
      }
      chips {
        id
        label
        icon
        selected
        deepLink {
          canonicalUrl
          webUrl
        }
      }
      sections {
        id
        title
        selected
        deepLink {
          canonicalUrl
          webUrl
        }
        shelves {
          __typename
          ... on CarouselShelf {
            id
            title
            icon
            seeAllLink {
              canonicalUrl
              webUrl
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
              webUrl
            }
            cards {
              ...SportsTableCard
            }
          }
          ... on DrawerShelf {
            id
            title
            expanded
            marketCards {
              ...SportsMarketCard
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
                  ...SportsEvent
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
                id
                title
                events {
                  ...SportsEvent
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
      }
    }
  }
`);

export type MarketplacePageData = SportsMarketplacePageQuery['marketplacePage'];
export type MarketplaceSectionData = MarketplacePageData['sections'][number];
export type ShelfData = MarketplaceSectionData['shelves'][number];
export type ShelfOf<T extends ShelfData['__typename']> = Extract<ShelfData, { __typename: T }>;
export type FeaturedCardData = ShelfOf<'FeaturedBetsShelf'>['cards'][number];
export type ChipData = MarketplacePageData['chips'][number];
