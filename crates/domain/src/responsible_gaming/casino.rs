//! Whether the casino is closed to a bettor (docs/product/responsible-gaming-and-location.md,
//! "Casino restrictions"): during a cool-off or a self-exclusion, and while an operator's
//! restriction of the casino is in force. The restriction the client is told
//! (`casinoRestriction { active expiresAt }`) is active with the latest end of everything in
//! force, or with no end when any of it has none (a lifetime self-exclusion, an indefinite
//! operator restriction): the client hides the casino while `active` and shows `expiresAt` as the
//! day it opens again.
//!
//! Also the operator's inputs for a restriction: how long ([`RestrictionLength`], turned into
//! an end by [`end_of`]), why ([`Reason`]) and who acts ([`Actor`]).

use super::periods;
use chrono::{DateTime, Duration, NaiveDate, Utc};
use chrono_tz::Tz;

/// Longest restriction with an end, in days (about ten years); anything longer is indefinite.
pub const MAX_DAYS: i64 = 3650;
/// Longest reason kept with a restriction.
pub const MAX_REASON_CHARS: usize = 500;
/// Longest name of the operator who acts.
pub const MAX_ACTOR_CHARS: usize = 100;

/// One thing that closes the casino: from `starts_at` until `ends_at` (`None`: no end).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Closure {
    pub starts_at: DateTime<Utc>,
    pub ends_at: Option<DateTime<Utc>>,
}

impl Closure {
    /// A cool-off or self-exclusion (`ends_at` `None`: lifetime).
    pub fn exclusion(starts_at: DateTime<Utc>, ends_at: Option<DateTime<Utc>>) -> Self {
        Self { starts_at, ends_at }
    }

    /// An operator's restriction created at `created_at` until `ends_at` (`None`:
    /// indefinite); lifting it at `lifted_at` ends it then, if that is sooner.
    pub fn operator(
        created_at: DateTime<Utc>,
        ends_at: Option<DateTime<Utc>>,
        lifted_at: Option<DateTime<Utc>>,
    ) -> Self {
        let ends_at = match (ends_at, lifted_at) {
            (Some(end), Some(lifted)) => Some(end.min(lifted)),
            (None, Some(lifted)) => Some(lifted),
            (end, None) => end,
        };
        Self {
            starts_at: created_at,
            ends_at,
        }
    }

    /// Whether it closes the casino at `now` (start inclusive, end exclusive).
    pub fn in_force(&self, now: DateTime<Utc>) -> bool {
        self.starts_at <= now && self.ends_at.is_none_or(|end| now < end)
    }
}

/// What the client is told: whether the casino is closed and until when (`None` while
/// active: no end is set).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct CasinoRestriction {
    pub active: bool,
    pub expires_at: Option<DateTime<Utc>>,
}

/// The casino restriction at `now` from every closure of the bettor (those not in force are
/// ignored): active when any is in force; it expires with the latest of them, and never
/// while one in force has no end.
pub fn restriction(
    closures: impl IntoIterator<Item = Closure>,
    now: DateTime<Utc>,
) -> CasinoRestriction {
    let mut active = false;
    let mut endless = false;
    let mut latest: Option<DateTime<Utc>> = None;
    for closure in closures.into_iter().filter(|c| c.in_force(now)) {
        active = true;
        match closure.ends_at {
            None => endless = true,
            Some(end) => latest = latest.max(Some(end)),
        }
    }
    CasinoRestriction {
        active,
        expires_at: if endless { None } else { latest },
    }
}

/// How long an operator closes the casino to a bettor.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RestrictionLength {
    /// This many days (1 to [`MAX_DAYS`]) from now.
    Days(i64),
    /// Until this date begins in the bettor's time zone: the casino opens again that day.
    Until(NaiveDate),
    /// Until an operator lifts it.
    Indefinite,
}

/// Why an operator's restriction is refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RestrictionError {
    #[error("A restriction lasts 1 to {MAX_DAYS} days; for longer, make it indefinite.")]
    DaysOutOfRange,
    #[error(
        "{date} is not in the future in the bettor's time zone ({zone}): a restriction ends at the start of a later date."
    )]
    NotInFuture { date: NaiveDate, zone: String },
    #[error("{date} is more than {MAX_DAYS} days away; for longer, make it indefinite.")]
    TooFar { date: NaiveDate },
    #[error("Give a reason: it is kept with the restriction and its audit row.")]
    EmptyReason,
    #[error("A reason has at most {MAX_REASON_CHARS} characters.")]
    ReasonTooLong,
    #[error("Give the name of the operator who acts.")]
    EmptyActor,
    #[error("An operator's name has at most {MAX_ACTOR_CHARS} characters.")]
    ActorTooLong,
}

/// When a restriction decided at `now` for a bettor in `tz` ends (`None`: indefinite).
pub fn end_of(
    length: RestrictionLength,
    now: DateTime<Utc>,
    tz: Tz,
) -> Result<Option<DateTime<Utc>>, RestrictionError> {
    match length {
        RestrictionLength::Days(days) => {
            if !(1..=MAX_DAYS).contains(&days) {
                return Err(RestrictionError::DaysOutOfRange);
            }
            Ok(Some(now + Duration::days(days)))
        }
        RestrictionLength::Until(date) => {
            let end = periods::local_midnight(tz, date);
            if end <= now {
                return Err(RestrictionError::NotInFuture {
                    date,
                    zone: tz.name().to_owned(),
                });
            }
            if end > now + Duration::days(MAX_DAYS) {
                return Err(RestrictionError::TooFar { date });
            }
            Ok(Some(end))
        }
        RestrictionLength::Indefinite => Ok(None),
    }
}

fn text(
    raw: &str,
    max: usize,
    empty: RestrictionError,
    long: RestrictionError,
) -> Result<String, RestrictionError> {
    let trimmed = raw.trim();
    if trimmed.is_empty() {
        return Err(empty);
    }
    if trimmed.chars().count() > max {
        return Err(long);
    }
    Ok(trimmed.to_owned())
}

/// Why an operator restricts a bettor: trimmed, not empty, at most [`MAX_REASON_CHARS`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reason(String);

impl Reason {
    pub fn parse(raw: &str) -> Result<Self, RestrictionError> {
        text(
            raw,
            MAX_REASON_CHARS,
            RestrictionError::EmptyReason,
            RestrictionError::ReasonTooLong,
        )
        .map(Self)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// The operator who creates or lifts a restriction: trimmed, not empty, at most
/// [`MAX_ACTOR_CHARS`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Actor(String);

impl Actor {
    pub fn parse(raw: &str) -> Result<Self, RestrictionError> {
        text(
            raw,
            MAX_ACTOR_CHARS,
            RestrictionError::EmptyActor,
            RestrictionError::ActorTooLong,
        )
        .map(Self)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono_tz::America::{New_York, Toronto};

    fn utc(s: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(s).unwrap().with_timezone(&Utc)
    }

    fn date(s: &str) -> NaiveDate {
        s.parse().unwrap()
    }

    #[test]
    fn nothing_in_force_is_no_restriction() {
        let now = utc("2026-11-23T20:00:00Z");
        assert_eq!(restriction([], now), CasinoRestriction::default());
        let ended = Closure::exclusion(utc("2026-11-01T00:00:00Z"), Some(now));
        let not_yet = Closure::exclusion(now + Duration::seconds(1), None);
        assert_eq!(
            restriction([ended, not_yet], now),
            CasinoRestriction {
                active: false,
                expires_at: None
            }
        );
    }

    #[test]
    fn the_latest_end_in_force_wins_and_no_end_beats_every_end() {
        let now = utc("2026-11-23T20:00:00Z");
        let week = Closure::exclusion(now - Duration::hours(1), Some(now + Duration::weeks(1)));
        let month = Closure::operator(
            now - Duration::days(2),
            Some(now + Duration::days(30)),
            None,
        );
        assert_eq!(
            restriction([week, month], now),
            CasinoRestriction {
                active: true,
                expires_at: Some(now + Duration::days(30))
            }
        );
        let indefinite = Closure::operator(now - Duration::days(1), None, None);
        assert_eq!(
            restriction([week, indefinite, month], now),
            CasinoRestriction {
                active: true,
                expires_at: None
            }
        );
        let lifetime = Closure::exclusion(now, None);
        assert_eq!(
            restriction([lifetime], now),
            CasinoRestriction {
                active: true,
                expires_at: None
            }
        );
    }

    #[test]
    fn a_lifted_restriction_ends_when_lifted() {
        let created = utc("2026-11-01T00:00:00Z");
        let lifted = utc("2026-11-10T00:00:00Z");
        let indefinite = Closure::operator(created, None, Some(lifted));
        assert_eq!(indefinite.ends_at, Some(lifted));
        assert!(indefinite.in_force(lifted - Duration::milliseconds(1)));
        assert!(!indefinite.in_force(lifted));
        // Lifted after it ended anyway: it ended at its own end.
        let short = Closure::operator(created, Some(utc("2026-11-05T00:00:00Z")), Some(lifted));
        assert_eq!(short.ends_at, Some(utc("2026-11-05T00:00:00Z")));
        // A lifted indefinite restriction beside a dated one: the dated one is what is left.
        let dated = Closure::operator(created, Some(utc("2026-12-01T00:00:00Z")), None);
        assert_eq!(
            restriction([indefinite, dated], utc("2026-11-20T00:00:00Z")),
            CasinoRestriction {
                active: true,
                expires_at: Some(utc("2026-12-01T00:00:00Z"))
            }
        );
    }

    #[test]
    fn lengths_become_ends_in_the_bettors_zone() {
        let now = utc("2026-11-23T20:00:00Z"); // 3:00 PM EST on Nov 23
        assert_eq!(
            end_of(RestrictionLength::Days(30), now, New_York),
            Ok(Some(now + Duration::days(30)))
        );
        assert_eq!(
            end_of(RestrictionLength::Indefinite, now, New_York),
            Ok(None)
        );
        // A date ends at its local midnight: Dec 1 00:00 EST is 05:00 UTC.
        assert_eq!(
            end_of(RestrictionLength::Until(date("2026-12-01")), now, New_York),
            Ok(Some(utc("2026-12-01T05:00:00Z")))
        );
        // Tomorrow is the nearest date (Toronto keeps New York's offsets).
        assert_eq!(
            end_of(RestrictionLength::Until(date("2026-11-24")), now, Toronto),
            Ok(Some(utc("2026-11-24T05:00:00Z")))
        );
        // After the spring DST change, local midnight is EDT (04:00 UTC).
        assert_eq!(
            end_of(RestrictionLength::Until(date("2027-04-01")), now, New_York),
            Ok(Some(utc("2027-04-01T04:00:00Z")))
        );
    }

    #[test]
    fn past_dates_today_and_out_of_range_lengths_are_refused() {
        let now = utc("2026-11-24T03:00:00Z"); // still Nov 23 (10:00 PM EST) in New York
        for day in ["2026-11-01", "2026-11-23"] {
            let refused = end_of(RestrictionLength::Until(date(day)), now, New_York);
            assert_eq!(
                refused,
                Err(RestrictionError::NotInFuture {
                    date: date(day),
                    zone: "America/New_York".to_owned()
                })
            );
        }
        // Nov 24 is already today in UTC, but not yet in New York.
        assert!(end_of(RestrictionLength::Until(date("2026-11-24")), now, New_York).is_ok());
        assert_eq!(
            end_of(RestrictionLength::Until(date("2040-01-01")), now, New_York),
            Err(RestrictionError::TooFar {
                date: date("2040-01-01")
            })
        );
        for days in [0, -3, MAX_DAYS + 1] {
            assert_eq!(
                end_of(RestrictionLength::Days(days), now, New_York),
                Err(RestrictionError::DaysOutOfRange)
            );
        }
        assert!(end_of(RestrictionLength::Days(MAX_DAYS), now, New_York).is_ok());
        assert_eq!(
            RestrictionError::NotInFuture {
                date: date("2026-11-01"),
                zone: "America/New_York".to_owned()
            }
            .to_string(),
            "2026-11-01 is not in the future in the bettor's time zone (America/New_York): a restriction ends at the start of a later date."
        );
    }

    #[test]
    fn reasons_and_actors_are_trimmed_and_bounded() {
        assert_eq!(
            Reason::parse("  affordability review ").unwrap().as_str(),
            "affordability review"
        );
        assert_eq!(Reason::parse(" \n "), Err(RestrictionError::EmptyReason));
        assert_eq!(
            Reason::parse(&"x".repeat(MAX_REASON_CHARS + 1)),
            Err(RestrictionError::ReasonTooLong)
        );
        assert!(Reason::parse(&"é".repeat(MAX_REASON_CHARS)).is_ok());
        assert_eq!(Actor::parse("ops-jane").unwrap().as_str(), "ops-jane");
        assert_eq!(Actor::parse(""), Err(RestrictionError::EmptyActor));
        assert_eq!(
            Actor::parse(&"a".repeat(MAX_ACTOR_CHARS + 1)),
            Err(RestrictionError::ActorTooLong)
        );
    }
}
