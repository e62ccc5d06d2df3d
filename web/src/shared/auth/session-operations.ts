import { graphql } from '@/graphql/gql';

/** Session data read after login (see docs/product/shell-and-identity.md): the welcome toast uses it. */
export const SessionAccountDocument = graphql(`
  query SessionAccount {
    sessionAccount {
      firstName
      lastLoginAt
      previousLoginAt
      email
      realityCheckinInterval
      currentTime
    }
  }
`);

/** The heartbeat. */
export const HeartbeatDocument = graphql(`
  mutation Heartbeat($elapsedSeconds: Int!) {
    heartbeat(elapsedSeconds: $elapsedSeconds) {
      heartbeat
      serverTime
    }
  }
`);
