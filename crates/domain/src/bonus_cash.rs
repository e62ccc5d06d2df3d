//! Bonus cash: money a promotion puts in the bettor's bonus balance, to be wagered a number of
//! times (its play-through) before it becomes cash. Each award of it is a *grant* that is
//! active (being played through), converted (played through: moved to cash) or expired (not
//! played through in time: taken back). One active grant per account plays: the one the bettor
//! chose last, otherwise the oldest ([`plays_first`]). Every real-money wager counts towards it
//! once ([`sportsbook_wager`], [`casino_wager`]); when what was wagered reaches what is
//! required ([`played_through`]) the grant's remaining amount converts to cash.
//!
//! Nothing here reads a clock or a database: the caller passes the instant and the facts.

use crate::settlement::BetOutcome;
use chrono::{DateTime, Utc};
use std::cmp::Ordering;

/// Where a grant stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Status {
    /// In the bonus balance, being played through.
    Active,
    /// Played through: its remaining amount moved to cash.
    Converted,
    /// Not played through before it expired: its remaining amount taken back.
    Expired,
}

impl Status {
    /// Every status.
    pub const ALL: [Status; 3] = [Status::Active, Status::Converted, Status::Expired];

    /// The stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Active => "active",
            Status::Converted => "converted",
            Status::Expired => "expired",
        }
    }

    /// The status of a stored name.
    pub fn parse(s: &str) -> Option<Self> {
        Status::ALL.into_iter().find(|b| b.as_str() == s)
    }
}

/// What decides which active grant plays: when the bettor chose it (never: `None`), when it
/// was granted, and its id (the tie-break).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayOrder<'a> {
    pub chosen_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    pub id: &'a str,
}

/// The order in which active grants play: the one chosen last first, then those never chosen,
/// oldest first. The store's query for the active grant sorts the same way (`chosen_at`
/// descending with 0 for never, then `created_at`, then id).
pub fn plays_first(a: &PlayOrder<'_>, b: &PlayOrder<'_>) -> Ordering {
    b.chosen_at
        .cmp(&a.chosen_at)
        .then(a.created_at.cmp(&b.created_at))
        .then(a.id.cmp(b.id))
}

/// The position of the grant that plays among `grants` (each with its status), if any is
/// active.
pub fn active_position(grants: &[(Status, PlayOrder<'_>)]) -> Option<usize> {
    grants
        .iter()
        .enumerate()
        .filter(|(_, (status, _))| *status == Status::Active)
        .min_by(|(_, (_, a)), (_, (_, b))| plays_first(a, b))
        .map(|(i, _)| i)
}

/// What a graded bet counts towards play-through: its money stake when it was graded a win or
/// a loss (a void, push, refund, cash-out or cancellation wagered nothing at risk), nothing
/// for a bonus bet (its stake is the operator's) or a stake of zero.
pub fn sportsbook_wager(outcome: BetOutcome, bonus_bet: bool, stake_cents: i64) -> Option<i64> {
    let decided = matches!(outcome, BetOutcome::Win | BetOutcome::Loss);
    (decided && !bonus_bet && stake_cents > 0).then_some(stake_cents)
}

/// What a casino stake counts: the stake of a real-money debit, nothing for a free round (the
/// operator's money) or a stake of zero.
pub fn casino_wager(free_round: bool, stake_cents: i64) -> Option<i64> {
    (!free_round && stake_cents > 0).then_some(stake_cents)
}

/// Whether a grant with `wagered_cents` of `required_cents` is played through.
pub fn played_through(wagered_cents: i64, required_cents: i64) -> bool {
    wagered_cents >= required_cents
}

/// Whether an active grant expiring at `expires_at` has expired at `now`.
pub fn expired(status: Status, expires_at: DateTime<Utc>, now: DateTime<Utc>) -> bool {
    status == Status::Active && now >= expires_at
}

/// Why the bettor cannot choose a grant to play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum ChoiceError {
    /// No grant with that id, or another account's.
    #[error("This bonus cash was not found.")]
    NotFound,
    /// It has converted to cash already.
    #[error("This bonus cash has already been converted to cash.")]
    Converted,
    /// It expired.
    #[error("This bonus cash has expired.")]
    Expired,
}

/// Whether the bettor may choose a grant (`None`: no grant of theirs has the id) to play.
pub fn check_choice(status: Option<Status>) -> Result<(), ChoiceError> {
    match status {
        None => Err(ChoiceError::NotFound),
        Some(Status::Active) => Ok(()),
        Some(Status::Converted) => Err(ChoiceError::Converted),
        Some(Status::Expired) => Err(ChoiceError::Expired),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::Duration;

    fn at(minutes: i64) -> DateTime<Utc> {
        DateTime::from_timestamp(1_767_225_600, 0).unwrap() + Duration::minutes(minutes)
    }

    fn order(id: &str, created: i64, chosen: Option<i64>) -> PlayOrder<'_> {
        PlayOrder {
            chosen_at: chosen.map(at),
            created_at: at(created),
            id,
        }
    }

    #[test]
    fn the_oldest_active_grant_plays_unless_another_was_chosen() {
        let grants = [
            (Status::Converted, order("a", 0, None)),
            (Status::Active, order("c", 2, None)),
            (Status::Active, order("b", 1, None)),
        ];
        assert_eq!(active_position(&grants), Some(2));
        let chosen = [
            (Status::Active, order("a", 0, Some(5))),
            (Status::Active, order("b", 1, Some(9))),
            (Status::Active, order("c", 2, None)),
        ];
        assert_eq!(active_position(&chosen), Some(1), "the last choice plays");
        let chosen_gone = [
            (Status::Active, order("a", 0, Some(5))),
            (Status::Expired, order("b", 1, Some(9))),
            (Status::Active, order("c", 2, None)),
        ];
        assert_eq!(
            active_position(&chosen_gone),
            Some(0),
            "an earlier choice before the never chosen"
        );
        let ties = [
            (Status::Active, order("b", 0, None)),
            (Status::Active, order("a", 0, None)),
        ];
        assert_eq!(active_position(&ties), Some(1));
        assert_eq!(
            active_position(&[(Status::Expired, order("a", 0, None))]),
            None
        );
    }

    #[test]
    fn only_decided_money_stakes_and_real_casino_stakes_count() {
        assert_eq!(sportsbook_wager(BetOutcome::Win, false, 500), Some(500));
        assert_eq!(sportsbook_wager(BetOutcome::Loss, false, 500), Some(500));
        for outcome in BetOutcome::ALL {
            if !matches!(outcome, BetOutcome::Win | BetOutcome::Loss) {
                assert_eq!(sportsbook_wager(outcome, false, 500), None, "{outcome:?}");
            }
            assert_eq!(sportsbook_wager(outcome, true, 500), None, "{outcome:?}");
        }
        assert_eq!(sportsbook_wager(BetOutcome::Loss, false, 0), None);
        assert_eq!(casino_wager(false, 200), Some(200));
        assert_eq!(casino_wager(true, 200), None);
        assert_eq!(casino_wager(false, 0), None);
    }

    #[test]
    fn play_through_and_expiry() {
        assert!(!played_through(9_999, 10_000));
        assert!(played_through(10_000, 10_000));
        assert!(played_through(10_500, 10_000));
        assert!(!expired(Status::Active, at(10), at(9)));
        assert!(expired(Status::Active, at(10), at(10)));
        assert!(!expired(Status::Converted, at(10), at(11)));
        assert!(!expired(Status::Expired, at(10), at(11)));
    }

    #[test]
    fn choices_name_what_is_wrong() {
        assert_eq!(check_choice(Some(Status::Active)), Ok(()));
        assert_eq!(check_choice(None), Err(ChoiceError::NotFound));
        assert_eq!(
            check_choice(Some(Status::Converted))
                .unwrap_err()
                .to_string(),
            "This bonus cash has already been converted to cash."
        );
        assert_eq!(
            check_choice(Some(Status::Expired)).unwrap_err().to_string(),
            "This bonus cash has expired."
        );
    }

    #[test]
    fn names_round_trip() {
        for s in Status::ALL {
            assert_eq!(Status::parse(s.as_str()), Some(s));
        }
    }
}
