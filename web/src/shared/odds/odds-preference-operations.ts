import { graphql } from '@/graphql/gql';

/** The account holder's stored preferences (UNAUTHENTICATED for visitors). */
export const UserPreferencesDocument = graphql(`
  query UserPreferences {
    userPreferences {
      oddsFormat
      showOddsTrend
    }
  }
`);

/** Stores the account holder's odds format; answers the preferences as stored. */
export const SetUserPreferencesDocument = graphql(`
  mutation SetUserPreferences($input: UserPreferencesInput!) {
    setUserPreferences(input: $input) {
      oddsFormat
    }
  }
`);
