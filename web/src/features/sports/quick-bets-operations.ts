import { graphql } from '@/graphql/gql';
import type * as G from '@/graphql/graphql';

/**
 * Quick Bets (`/quick-bets`): a mode's one-tap cards (an event and its result
 * market) a page at a time, the modes with their counts, and the cards' live updates.
 */
export const SportsQuickBetCardFragment = graphql(`
  fragment SportsQuickBetCard on QuickBetCard {
    id
    event {
      ...SportsEvent
    }
    market {
      ...SportsMarket
    }
  }
`);

export const SportsQuickBetsSectionFragment = graphql(`
  fragment SportsQuickBetsSection on QuickBetsSection {
    id
    mode
    title
    totalCount
    emptyMessage
    pageInfo {
      hasNextPage
      endCursor
    }
    cards {
      ...SportsQuickBetCard
    }
  }
`);

/** The page: its modes with counts and the selected mode's first cards. */
export const SportsQuickBetsPageDocument = graphql(`
  query SportsQuickBetsPage($mode: QuickBetsMode!, $first: Int!, $oddsFormat: OddsFormat!, $includeOddsTrend: Boolean!) {
    quickBetsPage(mode: $mode, first: $first, oddsFormat: $oddsFormat, includeOddsTrend: $includeOddsTrend) {
      modes {
        mode
        title
        count
        selected
      }
      section {
        ...SportsQuickBetsSection
      }
    }
  }
`);

/** The next cards of a mode ("Show more"), from the cursor of the page before. */
export const SportsQuickBetsMoreDocument = graphql(`
  query SportsQuickBetsMore($mode: QuickBetsMode!, $first: Int!, $after: String!, $oddsFormat: OddsFormat!, $includeOddsTrend: Boolean!) {
    quickBetsSection(mode: $mode, first: $first, after: $after, oddsFormat: $oddsFormat, includeOddsTrend: $includeOddsTrend) {
      ...SportsQuickBetsSection
    }
  }
`);

/** The modes' counts alone (read again now and then, without re-reading the cards). */
export const SportsQuickBetsModesDocument = graphql(`
  query SportsQuickBetsModes($mode: QuickBetsMode!) {
    quickBetsPage(mode: $mode, first: 1) {
      modes {
        mode
        title
        count
        selected
      }
    }
  }
`);

/** Cards by event id: the event (scoreboard) and its result market, after every change. */
export const SportsQuickBetUpdatedDocument = graphql(`
  subscription SportsQuickBetUpdated($eventIds: [ID!]!, $oddsFormat: OddsFormat!, $includeOddsTrend: Boolean!) {
    eventQuickBetDetailsUpdated(eventIds: $eventIds, oddsFormat: $oddsFormat, includeOddsTrend: $includeOddsTrend) {
      ...SportsQuickBetCard
    }
  }
`);

export type QuickBetCardData = G.SportsQuickBetCardFragment;
export type QuickBetsSectionData = G.SportsQuickBetsSectionFragment;
export type QuickBetsModeTabData = G.SportsQuickBetsPageQuery['quickBetsPage']['modes'][number];
