//! How a limit change applies. A new limit or a decrease protects the bettor and applies at
//! once. An increase or a removal waits: it may take effect only when the current period
//! has ended and never sooner than the region's minimum wait; where the regulator requires it
//! (New Jersey, Pennsylvania and by default) the bettor must then confirm it again, otherwise
//! it takes effect by itself. Reality check-in changes always apply at once.

use super::periods::{self, Window};
use super::rules::RegionRules;
use super::{LimitType, Slot};
use chrono::{DateTime, Duration, Utc};
use chrono_tz::Tz;
use serde::{Deserialize, Serialize};

/// A change waiting to take effect.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pending {
    pub id: String,
    /// The new value; `None` removes the limit.
    pub value: Option<i64>,
    pub requested_at: DateTime<Utc>,
    pub effective_at: DateTime<Utc>,
}

/// A slot's limit as stored: what is in force and what waits.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SlotState {
    pub active: Option<i64>,
    pub pending: Option<Pending>,
}

/// Where a pending change stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum PendingState {
    /// It may take effect now and waits for the bettor's confirmation.
    ActionRequired,
    /// An increase waiting for its effective time.
    IncreasePending,
    /// A removal waiting for its effective time.
    RemovalPending,
}

/// What the limit history records.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum HistoryAction {
    Set,
    Decreased,
    IncreaseRequested,
    RemovalRequested,
    Confirmed,
    Cancelled,
    TookEffect,
    Removed,
}

impl HistoryAction {
    pub const ALL: [HistoryAction; 8] = [
        HistoryAction::Set,
        HistoryAction::Decreased,
        HistoryAction::IncreaseRequested,
        HistoryAction::RemovalRequested,
        HistoryAction::Confirmed,
        HistoryAction::Cancelled,
        HistoryAction::TookEffect,
        HistoryAction::Removed,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            HistoryAction::Set => "SET",
            HistoryAction::Decreased => "DECREASED",
            HistoryAction::IncreaseRequested => "INCREASE_REQUESTED",
            HistoryAction::RemovalRequested => "REMOVAL_REQUESTED",
            HistoryAction::Confirmed => "CONFIRMED",
            HistoryAction::Cancelled => "CANCELLED",
            HistoryAction::TookEffect => "TOOK_EFFECT",
            HistoryAction::Removed => "REMOVED",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        HistoryAction::ALL.into_iter().find(|a| a.as_str() == s)
    }
}

/// One history line: the action with the values before and after.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HistoryLine {
    pub action: HistoryAction,
    pub previous: Option<i64>,
    pub current: Option<i64>,
}

/// The slot after a change, and what the history records.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Decision {
    pub state: SlotState,
    pub history: Vec<HistoryLine>,
}

/// A change that cannot be made (the message is the client's).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ChangeError {
    #[error("You have no limit to remove.")]
    NothingToRemove,
    #[error("There is no pending change to this limit.")]
    NothingPending,
    #[error("This change can be confirmed from {0}.")]
    NotYetConfirmable(String),
    #[error("This change takes effect by itself; there is nothing to confirm.")]
    NoConfirmationNeeded,
}

fn line(action: HistoryAction, previous: Option<i64>, current: Option<i64>) -> HistoryLine {
    HistoryLine {
        action,
        previous,
        current,
    }
}

/// The earliest moment an increase or removal requested at `now` may take effect: the end of
/// the current counting period (none for a max single wager), and never sooner than the
/// region's minimum wait.
pub fn effective_at(slot: &Slot, rules: &RegionRules, tz: Tz, now: DateTime<Utc>) -> DateTime<Utc> {
    let wait = now + Duration::hours(rules.minimum_wait_hours);
    match slot.counting_period() {
        Some(p) => periods::window(p, tz, now).end.max(wait),
        None => wait,
    }
}

/// The current counting period of a slot, if it has one.
pub fn current_window(slot: &Slot, tz: Tz, now: DateTime<Utc>) -> Option<Window> {
    slot.counting_period().map(|p| periods::window(p, tz, now))
}

/// Decides what setting `requested` (a checked value, or `None` to remove) does to a slot.
/// `pending_id` names a new pending change if one is made.
pub fn set(
    slot: &Slot,
    state: &SlotState,
    requested: Option<i64>,
    rules: &RegionRules,
    tz: Tz,
    now: DateTime<Utc>,
    pending_id: String,
) -> Result<Decision, ChangeError> {
    let active = state.active;
    let mut history = Vec::new();
    if state.pending.is_some() {
        history.push(line(
            HistoryAction::Cancelled,
            active,
            state.pending.as_ref().and_then(|p| p.value),
        ));
    }
    let applied = |value: Option<i64>, action, history: Vec<HistoryLine>| {
        let mut history = history;
        history.push(line(action, active, value));
        Ok(Decision {
            state: SlotState {
                active: value,
                pending: None,
            },
            history,
        })
    };
    if slot.limit_type == LimitType::CheckInFrequency {
        return match requested {
            None if active.is_none() => Err(ChangeError::NothingToRemove),
            None => applied(None, HistoryAction::Removed, history),
            Some(v) => applied(Some(v), HistoryAction::Set, history),
        };
    }
    match (active, requested) {
        (None, None) => Err(ChangeError::NothingToRemove),
        (None, Some(v)) => applied(Some(v), HistoryAction::Set, history),
        (Some(a), Some(v)) if v < a => applied(Some(v), HistoryAction::Decreased, history),
        // The same value again keeps the limit and drops any waiting change.
        (Some(a), Some(v)) if v == a => Ok(Decision {
            state: SlotState {
                active,
                pending: None,
            },
            history,
        }),
        (Some(_), requested) => {
            history.push(line(
                if requested.is_some() {
                    HistoryAction::IncreaseRequested
                } else {
                    HistoryAction::RemovalRequested
                },
                active,
                requested,
            ));
            Ok(Decision {
                state: SlotState {
                    active,
                    pending: Some(Pending {
                        id: pending_id,
                        value: requested,
                        requested_at: now,
                        effective_at: effective_at(slot, rules, tz, now),
                    }),
                },
                history,
            })
        }
    }
}

/// Where a pending change stands at `now`; `None` when it has taken effect by itself (no
/// confirmation required in the region and its time has come).
pub fn pending_state(
    pending: &Pending,
    rules: &RegionRules,
    now: DateTime<Utc>,
) -> Option<PendingState> {
    if now < pending.effective_at {
        Some(if pending.value.is_some() {
            PendingState::IncreasePending
        } else {
            PendingState::RemovalPending
        })
    } else if rules.reconfirm_increase {
        Some(PendingState::ActionRequired)
    } else {
        None
    }
}

/// Drops the pending change.
pub fn cancel(state: &SlotState) -> Result<Decision, ChangeError> {
    let pending = state.pending.as_ref().ok_or(ChangeError::NothingPending)?;
    Ok(Decision {
        state: SlotState {
            active: state.active,
            pending: None,
        },
        history: vec![line(HistoryAction::Cancelled, state.active, pending.value)],
    })
}

fn apply_pending(state: &SlotState, pending: &Pending, action: HistoryAction) -> Decision {
    let action = if pending.value.is_none() {
        HistoryAction::Removed
    } else {
        action
    };
    Decision {
        state: SlotState {
            active: pending.value,
            pending: None,
        },
        history: vec![line(action, state.active, pending.value)],
    }
}

/// The bettor confirms the pending change: only once it is [`PendingState::ActionRequired`].
/// `when` formats the effective time for the refusal message.
pub fn confirm(
    state: &SlotState,
    rules: &RegionRules,
    now: DateTime<Utc>,
    when: impl Fn(DateTime<Utc>) -> String,
) -> Result<Decision, ChangeError> {
    let pending = state.pending.as_ref().ok_or(ChangeError::NothingPending)?;
    match pending_state(pending, rules, now) {
        Some(PendingState::ActionRequired) => {
            Ok(apply_pending(state, pending, HistoryAction::Confirmed))
        }
        Some(_) => Err(ChangeError::NotYetConfirmable(when(pending.effective_at))),
        None => Err(ChangeError::NoConfirmationNeeded),
    }
}

/// In regions without re-confirmation, the pending change once its time has come.
pub fn due(state: &SlotState, rules: &RegionRules, now: DateTime<Utc>) -> Option<Decision> {
    let pending = state.pending.as_ref()?;
    match pending_state(pending, rules, now) {
        None => Some(apply_pending(state, pending, HistoryAction::TookEffect)),
        Some(_) => None,
    }
}

/// The value in force at `now`: the active one, or a pending one that took effect by itself.
pub fn in_force(state: &SlotState, rules: &RegionRules, now: DateTime<Utc>) -> Option<i64> {
    match due(state, rules, now) {
        Some(d) => d.state.active,
        None => state.active,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::responsible_gaming::rules;
    use crate::responsible_gaming::{LimitPeriod, LimitType};
    use chrono_tz::America::New_York;

    fn utc(s: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(s).unwrap().with_timezone(&Utc)
    }

    fn daily_deposit() -> Slot {
        Slot::new(LimitType::Deposit, Some(LimitPeriod::Daily)).unwrap()
    }

    fn nj() -> RegionRules {
        rules::for_region("US-NJ")
    }

    #[test]
    fn new_and_decrease_apply_at_once() {
        let now = utc("2026-11-23T17:00:00Z");
        let slot = daily_deposit();
        let d = set(
            &slot,
            &SlotState::default(),
            Some(50_000),
            &nj(),
            New_York,
            now,
            "p1".into(),
        )
        .unwrap();
        assert_eq!(d.state.active, Some(50_000));
        assert!(d.state.pending.is_none());
        assert_eq!(d.history[0].action, HistoryAction::Set);
        let d2 = set(
            &slot,
            &d.state,
            Some(10_000),
            &nj(),
            New_York,
            now,
            "p2".into(),
        )
        .unwrap();
        assert_eq!(d2.state.active, Some(10_000));
        assert_eq!(d2.history[0].action, HistoryAction::Decreased);
        assert_eq!(d2.history[0].previous, Some(50_000));
    }

    #[test]
    fn increase_waits_for_period_end_and_24_hours_then_confirmation() {
        // Monday Nov 23 2026, noon EST: the day ends at midnight, but 24 hours is later.
        let now = utc("2026-11-23T17:00:00Z");
        let slot = daily_deposit();
        let state = SlotState {
            active: Some(50_000),
            pending: None,
        };
        let d = set(
            &slot,
            &state,
            Some(80_000),
            &nj(),
            New_York,
            now,
            "p1".into(),
        )
        .unwrap();
        assert_eq!(d.state.active, Some(50_000));
        let pending = d.state.pending.clone().unwrap();
        assert_eq!(pending.effective_at, utc("2026-11-24T17:00:00Z"));
        assert_eq!(d.history[0].action, HistoryAction::IncreaseRequested);
        assert_eq!(
            pending_state(&pending, &nj(), now),
            Some(PendingState::IncreasePending)
        );
        let early = confirm(&d.state, &nj(), now, |t| t.to_rfc3339());
        assert!(matches!(early, Err(ChangeError::NotYetConfirmable(_))));
        // Still the old limit in force until confirmed, even after the effective time.
        let later = utc("2026-11-25T00:00:00Z");
        assert_eq!(
            pending_state(&pending, &nj(), later),
            Some(PendingState::ActionRequired)
        );
        assert_eq!(in_force(&d.state, &nj(), later), Some(50_000));
        let confirmed = confirm(&d.state, &nj(), later, |t| t.to_rfc3339()).unwrap();
        assert_eq!(confirmed.state.active, Some(80_000));
        assert_eq!(confirmed.history[0].action, HistoryAction::Confirmed);
    }

    #[test]
    fn monthly_increase_waits_for_month_end() {
        let now = utc("2026-11-23T17:00:00Z");
        let slot = Slot::new(LimitType::Loss, Some(LimitPeriod::Monthly)).unwrap();
        let state = SlotState {
            active: Some(10_000),
            pending: None,
        };
        let d = set(&slot, &state, None, &nj(), New_York, now, "p".into()).unwrap();
        let pending = d.state.pending.unwrap();
        assert_eq!(pending.value, None);
        assert_eq!(pending.effective_at, utc("2026-12-01T05:00:00Z"));
        assert_eq!(d.history[0].action, HistoryAction::RemovalRequested);
    }

    #[test]
    fn ontario_applies_after_24_hours_without_confirmation() {
        let on = rules::for_region("CA-ON");
        let tz = chrono_tz::America::Toronto;
        let now = utc("2026-11-23T17:00:00Z");
        let slot = Slot::new(LimitType::MaxSingleWager, None).unwrap();
        let state = SlotState {
            active: Some(2_500),
            pending: None,
        };
        let d = set(&slot, &state, Some(5_000), &on, tz, now, "p".into()).unwrap();
        let at = d.state.pending.as_ref().unwrap().effective_at;
        assert_eq!(at, now + Duration::hours(24));
        assert_eq!(
            in_force(&d.state, &on, at - Duration::seconds(1)),
            Some(2_500)
        );
        assert_eq!(in_force(&d.state, &on, at), Some(5_000));
        let took = due(&d.state, &on, at).unwrap();
        assert_eq!(took.history[0].action, HistoryAction::TookEffect);
        assert!(matches!(
            confirm(&d.state, &on, at, |t| t.to_rfc3339()),
            Err(ChangeError::NoConfirmationNeeded)
        ));
    }

    #[test]
    fn cancel_and_removal_rules() {
        let now = utc("2026-11-23T17:00:00Z");
        let slot = daily_deposit();
        assert_eq!(
            set(
                &slot,
                &SlotState::default(),
                None,
                &nj(),
                New_York,
                now,
                "p".into()
            ),
            Err(ChangeError::NothingToRemove)
        );
        assert_eq!(
            cancel(&SlotState::default()),
            Err(ChangeError::NothingPending)
        );
        let state = SlotState {
            active: Some(50_000),
            pending: None,
        };
        let d = set(
            &slot,
            &state,
            Some(90_000),
            &nj(),
            New_York,
            now,
            "p".into(),
        )
        .unwrap();
        let c = cancel(&d.state).unwrap();
        assert_eq!(c.state, state);
        assert_eq!(c.history[0].action, HistoryAction::Cancelled);
        // A decrease while an increase waits drops the increase.
        let dec = set(
            &slot,
            &d.state,
            Some(20_000),
            &nj(),
            New_York,
            now,
            "q".into(),
        )
        .unwrap();
        assert_eq!(dec.state.active, Some(20_000));
        assert!(dec.state.pending.is_none());
        assert_eq!(dec.history.len(), 2);
    }

    #[test]
    fn check_in_changes_apply_at_once() {
        let now = utc("2026-11-23T17:00:00Z");
        let slot = Slot::new(LimitType::CheckInFrequency, None).unwrap();
        let state = SlotState {
            active: Some(15),
            pending: None,
        };
        let d = set(&slot, &state, Some(60), &nj(), New_York, now, "p".into()).unwrap();
        assert_eq!(d.state.active, Some(60));
        let off = set(&slot, &d.state, None, &nj(), New_York, now, "p".into()).unwrap();
        assert_eq!(off.state.active, None);
        assert!(off.state.pending.is_none());
    }
}
