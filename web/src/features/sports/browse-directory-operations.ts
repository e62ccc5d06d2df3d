import { graphql } from '@/graphql/gql';
import type { SportsDirectoryQuery } from '@/graphql/graphql';

/** The book's directory (popular competitions, sports A-Z, every competition) with counts. */
export const SportsDirectoryDocument = graphql(`
  query SportsDirectory {
    staticMarketplace {
      sections {
        id
        title
        links {
          id
          label
          icon
          eventCount
          liveCount
          deepLink {
            canonicalUrl
          }
        }
      }
    }
  }
`);

export type DirectorySectionData = SportsDirectoryQuery['staticMarketplace']['sections'][number];
