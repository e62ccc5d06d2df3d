import { graphql } from '@/graphql/gql';

/** Session data read after login (spec 000 §3, §4.2): the welcome toast uses it. */
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

/** The heartbeat (spec 000 §4.3, §7.2). */
export const HeartbeatDocument = graphql(`
  mutation Heartbeat($elapsedSeconds: Int!) {
    heartbeat(elapsedSeconds: $elapsedSeconds) {
      heartbeat
      serverTime
    }
  }
`);
