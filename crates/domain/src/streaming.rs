//! Who may watch an event's live stream, and when (docs/product/sports-and-odds.md, "Live
//! streams and the match tracker").
//!
//! A regulated book streams only to account holders inside an operating region who have a
//! funded account, an open bet, or a bet settled from the last 24 hours (the rights holders'
//! usual condition), and only while the event is about to start or in play.

use crate::sports::EventStatus;
use chrono::{DateTime, Duration, Utc};

/// How long before the start a stream opens.
pub const OPENS_BEFORE_START: Duration = Duration::minutes(15);

/// Why the event has no stream now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unavailable {
    /// The event was cancelled.
    Cancelled,
    /// The event is over.
    Closed,
    /// Too early: the stream opens [`OPENS_BEFORE_START`] before the start.
    Pending,
}

impl Unavailable {
    /// What the bettor is told.
    pub fn message(self) -> &'static str {
        match self {
            Unavailable::Cancelled => "This event was cancelled, so there is no stream.",
            Unavailable::Closed => "This event is over. The stream has ended.",
            Unavailable::Pending => "The stream starts 15 minutes before the event.",
        }
    }
}

/// Whether an event can be streamed at `now`.
pub fn availability(
    status: EventStatus,
    start: DateTime<Utc>,
    now: DateTime<Utc>,
) -> Result<(), Unavailable> {
    match status {
        EventStatus::Cancelled => Err(Unavailable::Cancelled),
        EventStatus::Finished => Err(Unavailable::Closed),
        EventStatus::InPlay => Ok(()),
        EventStatus::PreGame | EventStatus::Hidden | EventStatus::Invalid => {
            if now >= start - OPENS_BEFORE_START {
                Ok(())
            } else {
                Err(Unavailable::Pending)
            }
        }
    }
}

/// Why this viewer may not watch.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Restriction {
    /// Not logged in.
    Anonymous,
    /// No funds, no open bet and no settled bet placed in the last [`RECENT_BET`].
    NoBalanceOrBet,
    /// Outside the operator's licensed regions.
    OutOfRegion,
}

impl Restriction {
    /// What the bettor is told.
    pub fn message(self) -> &'static str {
        match self {
            Restriction::Anonymous => "Log in to watch the live stream.",
            Restriction::NoBalanceOrBet => {
                "Fund your account or place a bet to watch the live stream."
            }
            Restriction::OutOfRegion => {
                "Live streams are only available where we are licensed to operate."
            }
        }
    }
}

/// What the viewer brings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Viewer {
    pub logged_in: bool,
    pub in_operating_region: bool,
    /// A positive balance or a qualifying bet (see [`funded_or_bet`]).
    pub funded_or_bet: bool,
}

/// How long after it was placed a settled bet still opens streams.
pub const RECENT_BET: Duration = Duration::hours(24);

/// The bettor's money and bets, as far as streams care.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Activity {
    /// Cash, restricted and bonus balances together, in cents.
    pub balance_cents: i64,
    /// Whether a bet is open (accepted or waiting for acceptance), however old.
    pub open_bet: bool,
    /// When the most recently placed settled bet was placed (a rejected bet is no bet).
    pub last_settled_bet_placed_at: Option<DateTime<Utc>>,
}

/// Whether the bettor has a stake in the action: a positive balance, an open bet, or a settled
/// bet placed within [`RECENT_BET`] of `now`.
pub fn funded_or_bet(activity: &Activity, now: DateTime<Utc>) -> bool {
    activity.balance_cents > 0
        || activity.open_bet
        || activity
            .last_settled_bet_placed_at
            .is_some_and(|placed| now - placed <= RECENT_BET)
}

/// The first restriction that applies, checked in the order a bettor can fix them.
pub fn restriction(viewer: Viewer) -> Option<Restriction> {
    if !viewer.logged_in {
        Some(Restriction::Anonymous)
    } else if !viewer.in_operating_region {
        Some(Restriction::OutOfRegion)
    } else if !viewer.funded_or_bet {
        Some(Restriction::NoBalanceOrBet)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(minutes: i64) -> DateTime<Utc> {
        DateTime::from_timestamp(1_800_000_000 + minutes * 60, 0).unwrap()
    }

    #[test]
    fn streams_open_shortly_before_the_start_and_close_at_the_end() {
        let start = at(60);
        assert_eq!(
            availability(EventStatus::PreGame, start, at(0)),
            Err(Unavailable::Pending)
        );
        assert_eq!(availability(EventStatus::PreGame, start, at(45)), Ok(()));
        assert_eq!(availability(EventStatus::InPlay, start, at(0)), Ok(()));
        assert_eq!(
            availability(EventStatus::Finished, start, at(90)),
            Err(Unavailable::Closed)
        );
        assert_eq!(
            availability(EventStatus::Cancelled, start, at(90)),
            Err(Unavailable::Cancelled)
        );
    }

    #[test]
    fn a_balance_an_open_bet_or_a_recent_settled_bet_qualifies() {
        let none = Activity {
            balance_cents: 0,
            open_bet: false,
            last_settled_bet_placed_at: None,
        };
        let now = at(10_000);
        assert!(!funded_or_bet(&none, now));
        let funded = Activity {
            balance_cents: 1,
            ..none
        };
        assert!(funded_or_bet(&funded, now));
        let overdrawn = Activity {
            balance_cents: -500,
            ..none
        };
        assert!(!funded_or_bet(&overdrawn, now));
        let open = Activity {
            open_bet: true,
            ..none
        };
        assert!(funded_or_bet(&open, now));
        let settled = |minutes_ago: i64| Activity {
            last_settled_bet_placed_at: Some(at(10_000 - minutes_ago)),
            ..none
        };
        assert!(funded_or_bet(&settled(24 * 60), now));
        assert!(!funded_or_bet(&settled(24 * 60 + 1), now));
    }

    #[test]
    fn restrictions_come_in_the_order_a_bettor_fixes_them() {
        let ok = Viewer {
            logged_in: true,
            in_operating_region: true,
            funded_or_bet: true,
        };
        assert_eq!(restriction(ok), None);
        assert_eq!(
            restriction(Viewer {
                logged_in: false,
                in_operating_region: false,
                funded_or_bet: false
            }),
            Some(Restriction::Anonymous)
        );
        assert_eq!(
            restriction(Viewer {
                in_operating_region: false,
                funded_or_bet: false,
                ..ok
            }),
            Some(Restriction::OutOfRegion)
        );
        assert_eq!(
            restriction(Viewer {
                funded_or_bet: false,
                ..ok
            }),
            Some(Restriction::NoBalanceOrBet)
        );
    }
}
