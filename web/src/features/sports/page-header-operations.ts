import { graphql } from '@/graphql/gql';

/** A page's chips with fresh counts (refreshed without re-reading the page). */
export const SportsDynamicChipsDocument = graphql(`
  query SportsDynamicChips($canonicalUrl: String!) {
    dynamicChips(canonicalUrl: $canonicalUrl) {
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
