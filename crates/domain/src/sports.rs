//! The sports catalogue's vocabulary: event, live-event, market and selection statuses
//! (docs/product/sports-and-odds.md, "Event and market statuses") and line points (spreads and
//! totals) held exactly in half points.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// Where an event is in its life.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EventStatus {
    PreGame,
    InPlay,
    Finished,
    Cancelled,
    Hidden,
    Invalid,
}

impl EventStatus {
    /// Whether bettors may see the event at all (not hidden or invalid).
    pub fn is_public(self) -> bool {
        !matches!(self, EventStatus::Hidden | EventStatus::Invalid)
    }

    /// Whether the event is over: finished or cancelled (its markets are being or have been
    /// graded or voided).
    pub fn is_over(self) -> bool {
        matches!(self, EventStatus::Finished | EventStatus::Cancelled)
    }
}

/// The live status a scoreboard shows (finer than [`EventStatus`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LiveStatus {
    Scheduled,
    InProgress,
    Delayed,
    Postponed,
    Suspended,
    HalfOver,
    Final,
    Cancelled,
    Withdrawn,
}

impl LiveStatus {
    /// The event status a live status implies.
    pub fn event_status(self) -> EventStatus {
        match self {
            LiveStatus::Scheduled | LiveStatus::Delayed | LiveStatus::Postponed => {
                EventStatus::PreGame
            }
            LiveStatus::InProgress | LiveStatus::Suspended | LiveStatus::HalfOver => {
                EventStatus::InPlay
            }
            LiveStatus::Final => EventStatus::Finished,
            LiveStatus::Cancelled | LiveStatus::Withdrawn => EventStatus::Cancelled,
        }
    }

    /// Whether no more play (and so no more price changes) can follow.
    pub fn is_terminal(self) -> bool {
        matches!(
            self,
            LiveStatus::Final | LiveStatus::Cancelled | LiveStatus::Withdrawn
        )
    }
}

/// Status of a market or of one of its selections.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OfferStatus {
    /// Bettable.
    Open,
    /// Temporarily not bettable (shown as "Suspended").
    Closed,
    /// Not offered any more (shown as "Closed").
    Hidden,
    /// Settled.
    Finished,
}

impl OfferStatus {
    /// Whether a bet may be placed on it.
    pub fn is_bettable(self) -> bool {
        self == OfferStatus::Open
    }

    /// The label a bettor sees on a price that cannot be bet, if any.
    pub fn unavailable_label(self) -> Option<&'static str> {
        match self {
            OfferStatus::Open => None,
            OfferStatus::Closed => Some("Suspended"),
            OfferStatus::Hidden | OfferStatus::Finished => Some("Closed"),
        }
    }

    /// Whether the feed may move it to `next`: a finished offer never reopens.
    pub fn can_become(self, next: OfferStatus) -> bool {
        self != OfferStatus::Finished || next == OfferStatus::Finished
    }
}

/// A spread or total line, exact in half points (`-3.5` is `-7`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Points {
    halves: i32,
}

/// Why a line could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PointsError {
    #[error("points must be a number of whole or half points, like -3.5 or 47")]
    Malformed,
    #[error("points must be between -{max} and {max}", max = Points::MAX_ABS_HALVES / 2)]
    OutOfRange,
}

impl Points {
    /// The largest line accepted either way (1,000 points), in halves.
    pub const MAX_ABS_HALVES: i32 = 2_000;

    /// A line from a count of half points.
    pub fn from_halves(halves: i32) -> Result<Self, PointsError> {
        if halves.abs() > Self::MAX_ABS_HALVES {
            return Err(PointsError::OutOfRange);
        }
        Ok(Points { halves })
    }

    /// The line in half points.
    pub fn halves(self) -> i32 {
        self.halves
    }

    /// Whether the line can end level (a whole number), so a bet on it can push.
    pub fn can_push(self) -> bool {
        self.halves % 2 == 0
    }

    /// This line moved by `halves` half points (teasers and "adjust points").
    pub fn shifted(self, halves: i32) -> Result<Self, PointsError> {
        let moved = self
            .halves
            .checked_add(halves)
            .ok_or(PointsError::OutOfRange)?;
        Points::from_halves(moved)
    }

    /// A spread as shown: `"+3.5"`, `"-7"`, `"PK"` for zero.
    pub fn format_spread(self) -> String {
        match self.halves {
            0 => "PK".to_owned(),
            h if h > 0 => format!("+{self}"),
            _ => self.to_string(),
        }
    }
}

impl fmt::Display for Points {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.halves < 0 { "-" } else { "" };
        let whole = self.halves.unsigned_abs() / 2;
        if self.halves % 2 == 0 {
            write!(f, "{sign}{whole}")
        } else {
            write!(f, "{sign}{whole}.5")
        }
    }
}

impl FromStr for Points {
    type Err = PointsError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.trim();
        let (negative, digits) = match s.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, s.strip_prefix('+').unwrap_or(s)),
        };
        let (whole, half) = match digits.split_once('.') {
            Some((whole, "5")) => (whole, 1),
            Some((whole, "0")) | Some((whole, "")) => (whole, 0),
            Some(_) => return Err(PointsError::Malformed),
            None => (digits, 0),
        };
        if whole.is_empty() || !whole.bytes().all(|b| b.is_ascii_digit()) {
            return Err(PointsError::Malformed);
        }
        let whole: i32 = whole.parse().map_err(|_| PointsError::OutOfRange)?;
        let halves = whole
            .checked_mul(2)
            .and_then(|h| h.checked_add(half))
            .ok_or(PointsError::OutOfRange)?;
        Points::from_halves(if negative { -halves } else { halves })
    }
}

impl TryFrom<String> for Points {
    type Error = PointsError;
    fn try_from(s: String) -> Result<Self, Self::Error> {
        s.parse()
    }
}

impl From<Points> for String {
    fn from(points: Points) -> Self {
        points.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn points(s: &str) -> Points {
        s.parse().unwrap()
    }

    #[test]
    fn parses_and_formats_lines() {
        assert_eq!(points("-3.5").halves(), -7);
        assert_eq!(points("+7").halves(), 14);
        assert_eq!(points("47.5").to_string(), "47.5");
        assert_eq!(points("-0.5").to_string(), "-0.5");
        assert_eq!(points("3.0").to_string(), "3");
        assert_eq!(points("3.5").format_spread(), "+3.5");
        assert_eq!(points("-7").format_spread(), "-7");
        assert_eq!(points("0").format_spread(), "PK");
        for bad in ["", "-", "3.25", "3.7", "abc", "1e3", "--3", " . ", "+-1"] {
            assert_eq!(
                bad.parse::<Points>(),
                Err(PointsError::Malformed),
                "{bad:?}"
            );
        }
        assert_eq!("1000.5".parse::<Points>(), Err(PointsError::OutOfRange));
        assert_eq!(
            "99999999999".parse::<Points>(),
            Err(PointsError::OutOfRange)
        );
    }

    #[test]
    fn pushes_teasers_and_serde() {
        assert!(points("-3").can_push());
        assert!(!points("-3.5").can_push());
        assert_eq!(points("-2.5").shifted(12).unwrap(), points("3.5"));
        assert_eq!(points("1000").shifted(1), Err(PointsError::OutOfRange));
        assert_eq!(serde_json::to_string(&points("-1.5")).unwrap(), r#""-1.5""#);
        assert!(serde_json::from_str::<Points>(r#""2.25""#).is_err());
    }

    #[test]
    fn statuses_map_to_what_bettors_see() {
        assert_eq!(OfferStatus::Closed.unavailable_label(), Some("Suspended"));
        assert_eq!(OfferStatus::Hidden.unavailable_label(), Some("Closed"));
        assert_eq!(OfferStatus::Open.unavailable_label(), None);
        assert!(OfferStatus::Open.is_bettable() && !OfferStatus::Closed.is_bettable());
        assert!(!OfferStatus::Finished.can_become(OfferStatus::Open));
        assert!(OfferStatus::Closed.can_become(OfferStatus::Open));
        assert_eq!(LiveStatus::HalfOver.event_status(), EventStatus::InPlay);
        assert_eq!(LiveStatus::Postponed.event_status(), EventStatus::PreGame);
        assert_eq!(LiveStatus::Withdrawn.event_status(), EventStatus::Cancelled);
        assert!(LiveStatus::Final.is_terminal() && !LiveStatus::Suspended.is_terminal());
        assert_eq!(
            serde_json::to_string(&LiveStatus::HalfOver).unwrap(),
            r#""half_over""#
        );
    }

    proptest! {
        #[test]
        fn points_round_trip_through_text(h in -Points::MAX_ABS_HALVES..=Points::MAX_ABS_HALVES) {
            let p = Points::from_halves(h).unwrap();
            prop_assert_eq!(p.to_string().parse::<Points>().unwrap(), p);
            prop_assert_eq!(p.format_spread().replace("PK", "0").parse::<Points>().unwrap(), p);
        }
    }
}
