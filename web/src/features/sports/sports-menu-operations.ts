import { graphql } from '@/graphql/gql';
import type { SportsMenuQuery } from '@/graphql/graphql';

/** The side navigation's sports content, nested up to four levels (see docs/product/sports-and-odds.md). */
export const SportsMenuDocument = graphql(`
  query SportsMenu {
    sportsMenu {
      items {
        ...SportsMenuEntry
        children {
          ...SportsMenuEntry
          children {
            ...SportsMenuEntry
            children {
              ...SportsMenuEntry
            }
          }
        }
      }
    }
  }
`);

export const SportsMenuEntryFragment = graphql(`
  fragment SportsMenuEntry on SportsMenuItem {
    id
    label
    icon
    type
    live
    liveCount
    deepLink {
      canonicalUrl
      webUrl
    }
  }
`);

/** How many events are in play (cache-first; only asked while the live-events-counter flag is on). */
export const LiveEventsCountDocument = graphql(`
  query LiveEventsCount {
    liveEventsCount {
      count
      label
    }
  }
`);

export type SportsMenuItemData = SportsMenuQuery['sportsMenu']['items'][number];
