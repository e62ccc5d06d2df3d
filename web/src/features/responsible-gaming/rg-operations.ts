import { graphql } from '@/graphql/gql';

/** One limit slot as every responsible-gaming page shows it (see docs/product/responsible-gaming-and-location.md). */
export const RgLimitFieldsFragment = graphql(`
  fragment RgLimitFields on RgLimit {
    id
    type
    period
    title
    body
    used
    remaining
    periodEndsAt
    errorMessage
    activeLimit {
      amountOrDuration
      description
      badge
    }
    pendingLimit {
      id
      state
      effectiveAt
      description
      badge
      value {
        amountOrDuration
        description
        badge
      }
    }
  }
`);

/** The slots of one limit type, or of every type when `type` is omitted. */
export const RgLimitsDocument = graphql(`
  query RgLimits($type: RgLimitType) {
    limits(type: $type) {
      ...RgLimitFields
    }
  }
`);

/** Sets (or, with a null amount, removes) a limit: decreases apply at once, increases wait. */
export const SetLimitDocument = graphql(`
  mutation SetLimit($rgLimitType: RgLimitType!, $rgLimitPeriod: RgLimitPeriod, $amountOrDuration: Int) {
    setLimit(rgLimitType: $rgLimitType, rgLimitPeriod: $rgLimitPeriod, amountOrDuration: $amountOrDuration) {
      errorMessage
      limit {
        ...RgLimitFields
      }
    }
  }
`);

export const CancelPendingLimitDocument = graphql(`
  mutation CancelPendingLimit($limitId: ID!) {
    cancelPendingLimit(limitId: $limitId) {
      errorMessage
      limit {
        ...RgLimitFields
      }
    }
  }
`);

export const ConfirmPendingLimitDocument = graphql(`
  mutation ConfirmPendingLimit($limitId: ID!) {
    confirmPendingLimit(limitId: $limitId) {
      errorMessage
      limit {
        ...RgLimitFields
      }
    }
  }
`);

/** The limit history, newest first, a page at a time. */
export const LimitHistoryDocument = graphql(`
  query LimitHistory($first: Int, $after: String) {
    limitHistory(first: $first, after: $after) {
      nextCursor
      entries {
        id
        type
        period
        action
        previous
        current
        at
      }
    }
  }
`);

/** What the responsible-gaming pages and modals need to know about the account. */
export const RgAccountDocument = graphql(`
  query RgAccount {
    account {
      id
      region
      showLimitsModal
      realityCheckinInterval
    }
  }
`);

/** The reality check-in interval of this session (seconds; null when off). */
export const RgSessionDocument = graphql(`
  query RgSession {
    sessionAccount {
      realityCheckinInterval
    }
  }
`);

/** Amount wagered since this session's login (always read from the network). */
export const SpentInSessionDocument = graphql(`
  query SpentInSession {
    spentInSession {
      amount
      amountLong
      currency
    }
  }
`);
