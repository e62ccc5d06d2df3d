import { graphql } from '@/graphql/gql';

/** A term's results in one tab, with every tab's count. */
export const SearchPageDocument = graphql(`
  query SearchPage($term: String!, $tab: SearchTab!, $first: Int!) {
    searchPage(term: $term, tab: $tab, first: $first) {
      term
      tab
      allCount
      sportsbookCount
      casinoCount
      results {
        id
        kind
        title
        subtitle
        path
        startTime
        live
      }
    }
  }
`);

/** The viewer's recent searches, newest first. */
export const RecentSearchesDocument = graphql(`
  query RecentSearches {
    recentSearches
  }
`);

/** Remembers a search; answers the recent searches after. */
export const AddRecentSearchDocument = graphql(`
  mutation AddRecentSearch($term: String!) {
    addRecentSearch(term: $term)
  }
`);

/** Forgets the recent searches. */
export const ClearRecentSearchesDocument = graphql(`
  mutation ClearRecentSearches {
    clearRecentSearches
  }
`);
