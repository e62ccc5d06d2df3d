import { graphql } from '@/graphql/gql';
import type { SportsLiveStreamQuery, SportsTrackerEventQuery } from '@/graphql/graphql';

/**
 * An event's live stream for the viewer, or why there is none (see
 * docs/product/sports-and-odds.md). `geoPacket` is the location check's packet, sent only
 * when the app has one.
 */
export const SportsLiveStreamDocument = graphql(`
  query SportsLiveStream($eventId: ID!, $geoPacket: String) {
    liveStream(eventId: $eventId, geoPacket: $geoPacket) {
      __typename
      ... on LiveStreamDetails {
        eventId
        provider
        streamType
        url
        expiresAt
      }
      ... on LiveStreamError {
        code
        message
        retryAfterSeconds
      }
      ... on LiveStreamRightsError {
        message
      }
      ... on LiveStreamPatronRestriction {
        reason
        message
      }
    }
  }
`);

/** The tracker page's event (its scoreboard and live statistics). */
export const SportsTrackerEventDocument = graphql(`
  query SportsTrackerEvent($eventId: ID!) {
    event(id: $eventId) {
      ...SportsEvent
    }
  }
`);

export type LiveStreamResultData = SportsLiveStreamQuery['liveStream'];
export type TrackerEventData = SportsTrackerEventQuery['event'];
