//! The responsible-gaming service: reads limits with their usage, applies changes decided by
//! `domain::responsible_gaming`, starts cool-offs and self-exclusions, records
//! acknowledgements, and answers the checks of deposits, logins and heartbeats. Every change
//! is stored with its audit row (who, what, when, which session) in one transaction.

use super::views::{self, LimitView};
use crate::state::AppState;
use chrono::{DateTime, Duration, Utc};
use chrono_tz::Tz;
use domain::ids::{SessionId, UserId};
use domain::money::Currency;
use domain::responsible_gaming::changes::{self, ChangeError, Decision, PendingState, SlotState};
use domain::responsible_gaming::checks::{self, Span, Usage};
use domain::responsible_gaming::exclusions::{self, ExclusionKind};
use domain::responsible_gaming::periods::{self, Window};
use domain::responsible_gaming::rules::{self, RegionRules};
use domain::responsible_gaming::{LimitPeriod, LimitType, Slot};
use std::collections::HashMap;
use store::{
    Audit, Exclusion, ExclusionStarted, LimitWrite, StoreError, StoredLimit, User, WagerTotals,
};

/// Acknowledgement types a bettor may record.
pub const ACK_TYPES: [&str; 2] = ["LIMITS_MODAL", "RESPONSIBLE_GAMING"];

/// Why a responsible-gaming request is refused.
#[derive(Debug)]
pub enum RgError {
    /// The input or the request is not acceptable now (422 on `field`).
    Invalid {
        field: &'static str,
        message: String,
    },
    /// Nothing to act on (404 on `field`).
    NotFound {
        field: &'static str,
        message: String,
    },
    Store(StoreError),
}

impl RgError {
    fn invalid(field: &'static str, message: impl ToString) -> Self {
        RgError::Invalid {
            field,
            message: message.to_string(),
        }
    }

    /// The message shown to the bettor (a generic one for store failures).
    pub fn message(&self) -> String {
        match self {
            RgError::Invalid { message, .. } | RgError::NotFound { message, .. } => message.clone(),
            RgError::Store(_) => crate::identity::errors::GENERIC_MESSAGE.to_owned(),
        }
    }
}

impl From<StoreError> for RgError {
    fn from(e: StoreError) -> Self {
        RgError::Store(e)
    }
}

/// The region's rules and time zone for an account.
pub fn region_of(user: &User) -> (RegionRules, Tz) {
    (rules::for_region(&user.region), periods::zone(&user.region))
}

fn audit(
    user: &UserId,
    session: Option<&SessionId>,
    action: &str,
    detail: String,
    at: DateTime<Utc>,
) -> Audit {
    Audit {
        user_id: user.clone(),
        session_id: session.cloned(),
        action: action.to_owned(),
        detail,
        at,
    }
}

fn show(v: Option<i64>) -> String {
    v.map_or_else(|| "none".to_owned(), |v| v.to_string())
}

/// The account's slots, with pending changes that took effect by themselves (regions
/// without re-confirmation) written as such first.
pub async fn load_limits(
    state: &AppState,
    user: &User,
    now: DateTime<Utc>,
) -> Result<HashMap<Slot, StoredLimit>, StoreError> {
    let stored = state.store.limits(&user.id).await?;
    limits_taking_effect(state, user, stored, now).await
}

/// [`load_limits`] of slots the caller read already.
pub async fn limits_taking_effect(
    state: &AppState,
    user: &User,
    stored: Vec<StoredLimit>,
    now: DateTime<Utc>,
) -> Result<HashMap<Slot, StoredLimit>, StoreError> {
    let (rules, _) = region_of(user);
    let mut map = HashMap::new();
    for stored in stored {
        let stored = match changes::due(&stored.state, &rules, now) {
            Some(decision) => {
                let write = LimitWrite {
                    user_id: user.id.clone(),
                    slot: stored.slot,
                    expected_version: stored.version,
                    audit: audit(
                        &user.id,
                        None,
                        "limit.took_effect",
                        format!("{} {}", stored.slot.id(), show(decision.state.active)),
                        now,
                    ),
                    state: decision.state.clone(),
                    history: decision.history,
                };
                match state.store.write_limit(write).await {
                    Ok(s) => s,
                    // Another request applied it first: the same outcome.
                    Err(StoreError::Conflict(_)) => StoredLimit {
                        slot: stored.slot,
                        state: decision.state,
                        version: stored.version + 1,
                    },
                    Err(e) => return Err(e),
                }
            }
            None => stored,
        };
        map.insert(stored.slot, stored);
    }
    Ok(map)
}

/// Usage of every counting period now: deposits, stakes and returns per period, and today's
/// minutes logged in.
#[derive(Debug, Clone)]
pub struct Usages {
    pub windows: HashMap<LimitPeriod, Window>,
    pub deposits: HashMap<LimitPeriod, i64>,
    pub wagers: HashMap<LimitPeriod, WagerTotals>,
    pub minutes_today: i64,
}

impl Usages {
    /// What is used of a slot in its current period.
    pub fn used(&self, slot: &Slot) -> i64 {
        let p = slot.period.unwrap_or(LimitPeriod::Daily);
        let wagers = self.wagers.get(&p).copied().unwrap_or_default();
        match slot.limit_type {
            LimitType::Deposit => self.deposits.get(&p).copied().unwrap_or(0),
            LimitType::Spend => wagers.stakes,
            LimitType::Loss => checks::loss(wagers.stakes, wagers.returns),
            LimitType::DailyTime => self.minutes_today,
            LimitType::MaxSingleWager | LimitType::CheckInFrequency => 0,
        }
    }
}

fn windows(tz: Tz, now: DateTime<Utc>) -> Vec<(LimitPeriod, Window)> {
    LimitPeriod::ALL
        .into_iter()
        .map(|p| (p, periods::window(p, tz, now)))
        .collect()
}

/// Reads usage for every period.
pub async fn usages(
    state: &AppState,
    user: &User,
    now: DateTime<Utc>,
) -> Result<Usages, StoreError> {
    let mut usages = wager_usages(state, user, now).await?;
    let (periods, starts): (Vec<LimitPeriod>, Vec<DateTime<Utc>>) =
        usages.windows.iter().map(|(p, w)| (*p, w.start)).unzip();
    let deposits = state.store.deposit_totals_since(&user.id, &starts).await?;
    usages.deposits = periods.into_iter().zip(deposits).collect();
    usages.minutes_today = minutes_today(state, user, now).await?;
    Ok(usages)
}

/// Usage of every counting period's stakes and returns only (the wager checks need nothing
/// else: deposits and minutes stay empty).
pub async fn wager_usages(
    state: &AppState,
    user: &User,
    now: DateTime<Utc>,
) -> Result<Usages, StoreError> {
    let (_, tz) = region_of(user);
    let windows = windows(tz, now);
    let starts: Vec<DateTime<Utc>> = windows.iter().map(|(_, w)| w.start).collect();
    let wagers = state.store.wager_totals(&user.id, &starts).await?;
    Ok(Usages {
        deposits: HashMap::new(),
        wagers: windows.iter().map(|(p, _)| *p).zip(wagers).collect(),
        minutes_today: 0,
        windows: windows.into_iter().collect(),
    })
}

/// Minutes the account has been logged in today (its region's day), counted from each login
/// to its logout, or for a live session to its last sign of life plus the heartbeat grace.
pub async fn minutes_today(
    state: &AppState,
    user: &User,
    now: DateTime<Utc>,
) -> Result<i64, StoreError> {
    let (_, tz) = region_of(user);
    let day = periods::window(LimitPeriod::Daily, tz, now);
    let grace = Duration::seconds(i64::from(state.config.heartbeat_seconds.max(30)) * 2);
    let sessions = state
        .store
        .sessions_between(&user.id, day.start, now)
        .await?;
    let spans: Vec<Span> = sessions
        .iter()
        .map(|s| Span {
            start: s.created_at,
            end: match s.revoked_at {
                Some(r) => r,
                None => (s.last_seen_at + grace).min(s.absolute_expires_at),
            }
            .min(now),
        })
        .collect();
    Ok(checks::minutes_in(
        &spans,
        Window {
            start: day.start,
            end: now.min(day.end),
        },
    ))
}

/// The cool-off or self-exclusion in force, if any.
pub async fn active_exclusion(
    state: &AppState,
    user: &UserId,
    now: DateTime<Utc>,
) -> Result<Option<Exclusion>, StoreError> {
    let exclusions = state.store.exclusions(user).await?;
    Ok(active_among(&exclusions, now).cloned())
}

/// The exclusion of `exclusions` in force at `now`, if any: the one ending last (lifetime
/// first) is the one that matters.
pub fn active_among(exclusions: &[Exclusion], now: DateTime<Utc>) -> Option<&Exclusion> {
    exclusions
        .iter()
        .filter(|e| e.active_at(now))
        .max_by_key(|e| e.ends_at.map_or(i64::MAX, |t| t.timestamp_millis()))
}

fn exclusion_blocks_changes(ex: &Exclusion) -> String {
    format!("Limits cannot be changed during your {}.", ex.kind.noun())
}

/// One slot as shown.
#[allow(clippy::too_many_arguments)]
fn view(
    slot: &Slot,
    stored: Option<&StoredLimit>,
    usages: &Usages,
    rules: &RegionRules,
    currency: Currency,
    tz: Tz,
    now: DateTime<Utc>,
    excluded: Option<&Exclusion>,
) -> LimitView {
    let state = stored.map(|s| s.state.clone()).unwrap_or_default();
    let used = usages.used(slot);
    let counts = !matches!(
        slot.limit_type,
        LimitType::MaxSingleWager | LimitType::CheckInFrequency
    );
    LimitView {
        id: slot.id(),
        limit_type: slot.limit_type,
        period: slot.period,
        active_limit: state
            .active
            .map(|v| views::value(slot, v, currency, "Active")),
        pending_limit: state
            .pending
            .as_ref()
            .and_then(|p| views::pending(slot, p, rules, currency, tz, now)),
        used: if counts { used } else { 0 },
        remaining: state
            .active
            .filter(|_| counts)
            .map(|limit| checks::remaining(limit, used)),
        period_ends_at: slot
            .counting_period()
            .and_then(|p| usages.windows.get(&p))
            .map(|w| w.end),
        title: slot.title(),
        body: slot.body(),
        error_message: excluded.map(exclusion_blocks_changes),
    }
}

/// Every slot of `only` (or of every type), money types daily, weekly, monthly.
pub async fn limits(
    state: &AppState,
    user: &User,
    only: Option<LimitType>,
    now: DateTime<Utc>,
) -> Result<Vec<LimitView>, StoreError> {
    let (rules, tz) = region_of(user);
    let stored = load_limits(state, user, now).await?;
    let usages = usages(state, user, now).await?;
    let excluded = active_exclusion(state, &user.id, now).await?;
    let slots = match only {
        Some(t) => Slot::all_of(t),
        None => Slot::all(),
    };
    Ok(slots
        .iter()
        .map(|slot| {
            view(
                slot,
                stored.get(slot),
                &usages,
                &rules,
                user.currency,
                tz,
                now,
                excluded.as_ref(),
            )
        })
        .collect())
}

/// One slot as shown.
pub async fn limit(
    state: &AppState,
    user: &User,
    slot: Slot,
    now: DateTime<Utc>,
) -> Result<LimitView, StoreError> {
    let all = limits(state, user, Some(slot.limit_type), now).await?;
    all.into_iter()
        .find(|v| v.id == slot.id())
        .ok_or(StoreError::NotFound("limit"))
}

fn change_error(e: ChangeError) -> RgError {
    match e {
        ChangeError::NothingPending => RgError::NotFound {
            field: "limit",
            message: e.to_string(),
        },
        ChangeError::NothingToRemove => RgError::invalid("amount", e),
        ChangeError::NotYetConfirmable(_) | ChangeError::NoConfirmationNeeded => {
            RgError::invalid("limit", e)
        }
    }
}

/// Decides and stores a change to one slot, retrying when a concurrent change won.
async fn change(
    state: &AppState,
    user: &User,
    session: Option<&SessionId>,
    slot: Slot,
    action: &str,
    now: DateTime<Utc>,
    decide: impl Fn(&SlotState) -> Result<Decision, ChangeError>,
) -> Result<LimitView, RgError> {
    if let Some(ex) = active_exclusion(state, &user.id, now).await? {
        return Err(RgError::invalid("limit", exclusion_blocks_changes(&ex)));
    }
    for _ in 0..3 {
        let stored = load_limits(state, user, now).await?;
        let current = stored.get(&slot);
        let before = current.map(|c| c.state.clone()).unwrap_or_default();
        let decision = decide(&before).map_err(change_error)?;
        if decision.history.is_empty() && decision.state == before {
            return Ok(limit(state, user, slot, now).await?);
        }
        let detail = format!(
            "{} active {} -> {}, pending {} -> {}",
            slot.id(),
            show(before.active),
            show(decision.state.active),
            show(before.pending.as_ref().and_then(|p| p.value)),
            show(decision.state.pending.as_ref().and_then(|p| p.value)),
        );
        let write = LimitWrite {
            user_id: user.id.clone(),
            slot,
            expected_version: current.map_or(0, |c| c.version),
            state: decision.state,
            history: decision.history,
            audit: audit(&user.id, session, action, detail, now),
        };
        match state.store.write_limit(write).await {
            Ok(_) => return Ok(limit(state, user, slot, now).await?),
            Err(StoreError::Conflict("limit")) => continue,
            Err(e) => return Err(e.into()),
        }
    }
    Err(RgError::Store(StoreError::Conflict("limit")))
}

/// Sets (or with `None` removes) a limit: a new limit or a decrease at once, an increase or
/// removal pending. `amount` is checked for the slot first.
pub async fn set_limit(
    state: &AppState,
    user: &User,
    session: Option<&SessionId>,
    slot: Slot,
    amount: Option<i64>,
    now: DateTime<Utc>,
) -> Result<LimitView, RgError> {
    let requested = amount
        .map(|v| slot.check_value(v))
        .transpose()
        .map_err(|e| RgError::invalid("amount", e))?;
    let (rules, tz) = region_of(user);
    change(state, user, session, slot, "limit.set", now, |current| {
        changes::set(
            &slot,
            current,
            requested,
            &rules,
            tz,
            now,
            ulid::Ulid::new().to_string(),
        )
    })
    .await
}

/// Cancels the slot's pending change.
pub async fn cancel_pending(
    state: &AppState,
    user: &User,
    session: Option<&SessionId>,
    slot: Slot,
    now: DateTime<Utc>,
) -> Result<LimitView, RgError> {
    change(
        state,
        user,
        session,
        slot,
        "limit.cancel",
        now,
        changes::cancel,
    )
    .await
}

/// Confirms the slot's pending change (only once it is ACTION_REQUIRED).
pub async fn confirm_pending(
    state: &AppState,
    user: &User,
    session: Option<&SessionId>,
    slot: Slot,
    now: DateTime<Utc>,
) -> Result<LimitView, RgError> {
    let (rules, tz) = region_of(user);
    change(
        state,
        user,
        session,
        slot,
        "limit.confirm",
        now,
        |current| changes::confirm(current, &rules, now, |t| views::short_moment(t, tz)),
    )
    .await
}

/// The slot of one of the account's pending changes (none for other accounts' ids).
pub async fn slot_of_pending(
    state: &AppState,
    user: &User,
    pending_id: &str,
    now: DateTime<Utc>,
) -> Result<Option<Slot>, StoreError> {
    Ok(load_limits(state, user, now)
        .await?
        .into_values()
        .find(|s| s.state.pending.as_ref().is_some_and(|p| p.id == pending_id))
        .map(|s| s.slot))
}

/// The value in force of one slot (a pending change that took effect by itself counts).
pub fn in_force(
    stored: &HashMap<Slot, StoredLimit>,
    slot: &Slot,
    rules: &RegionRules,
    now: DateTime<Utc>,
) -> Option<i64> {
    stored
        .get(slot)
        .and_then(|s| changes::in_force(&s.state, rules, now))
}

/// The reality check-in interval in seconds (`None`: off).
pub async fn reality_checkin_seconds(
    state: &AppState,
    user: &User,
    now: DateTime<Utc>,
) -> Result<Option<i32>, StoreError> {
    let (rules, _) = region_of(user);
    let stored = load_limits(state, user, now).await?;
    let slot = Slot {
        limit_type: LimitType::CheckInFrequency,
        period: None,
    };
    Ok(
        in_force(&stored, &slot, &rules, now)
            .and_then(|m| i32::try_from(m.saturating_mul(60)).ok()),
    )
}

/// Starts a cool-off or self-exclusion of `duration` (a code such as `24h` or `lifetime`),
/// revokes every session of the account and tells their open connections.
pub async fn start_exclusion(
    state: &AppState,
    user: &User,
    session: Option<&SessionId>,
    kind: ExclusionKind,
    duration: &str,
    now: DateTime<Utc>,
) -> Result<Exclusion, RgError> {
    let (rules, tz) = region_of(user);
    let length = exclusions::parse_length(kind, duration, &rules)
        .map_err(|e| RgError::invalid("duration", e))?;
    // Stored to the millisecond: answer what is stored.
    let now = DateTime::from_timestamp_millis(now.timestamp_millis()).unwrap_or(now);
    let exclusion = Exclusion {
        id: ulid::Ulid::new().to_string(),
        user_id: user.id.clone(),
        kind,
        duration: duration.to_owned(),
        starts_at: now,
        ends_at: exclusions::end_of(length, now, tz),
    };
    let detail = format!(
        "{} {} until {}",
        kind.as_str(),
        duration,
        exclusion
            .ends_at
            .map_or_else(|| "lifetime".to_owned(), |e| e.to_rfc3339())
    );
    let action = match kind {
        ExclusionKind::CoolOff => "cool_off.start",
        ExclusionKind::SelfExclusion => "self_exclusion.start",
    };
    match state
        .store
        .start_exclusion(exclusion, audit(&user.id, session, action, detail, now))
        .await?
    {
        ExclusionStarted::Started { exclusion, revoked } => {
            for sid in &revoked {
                crate::identity::sessions::announce_revoked(
                    state,
                    sid,
                    &user.id,
                    kind.revoke_reason(),
                );
            }
            tracing::info!(user_id = %user.id, kind = kind.as_str(), duration, revoked = revoked.len(), "exclusion started");
            Ok(exclusion)
        }
        ExclusionStarted::WouldShorten(current) => Err(RgError::invalid(
            "duration",
            exclusions::would_shorten(current.kind, current.ends_at, tz),
        )),
    }
}

/// Records an acknowledgement. `RESPONSIBLE_GAMING` also settles the deposit
/// acknowledgement the wallet asks for.
pub async fn ack(
    state: &AppState,
    user: &UserId,
    session: Option<&SessionId>,
    ack_type: &str,
    now: DateTime<Utc>,
) -> Result<(), RgError> {
    if !ACK_TYPES.contains(&ack_type) {
        return Err(RgError::invalid(
            "ackType",
            "Unknown acknowledgement type: use LIMITS_MODAL or RESPONSIBLE_GAMING.",
        ));
    }
    state
        .store
        .record_ack(
            ack_type,
            audit(user, session, "ack", ack_type.to_owned(), now),
        )
        .await?;
    if ack_type == "RESPONSIBLE_GAMING" {
        state.store.acknowledge_deposits(user, now).await?;
        crate::betslip::gate_changed(state, user);
    }
    Ok(())
}

/// Whether the limits modal shows: a pending change needs confirmation and the bettor has
/// not dismissed the modal since it did.
pub async fn show_limits_modal(
    state: &AppState,
    user: &User,
    now: DateTime<Utc>,
) -> Result<bool, StoreError> {
    let (rules, _) = region_of(user);
    let stored = load_limits(state, user, now).await?;
    let dismissed = state
        .store
        .acks(&user.id)
        .await?
        .into_iter()
        .find(|(t, _)| t == "LIMITS_MODAL")
        .map(|(_, at)| at);
    Ok(stored.values().any(|s| {
        s.state.pending.as_ref().is_some_and(|p| {
            changes::pending_state(p, &rules, now) == Some(PendingState::ActionRequired)
                && dismissed.is_none_or(|d| d < p.effective_at)
        })
    }))
}

/// Why the account may not log in now, if it may not: a break in force, or today's time
/// limit reached.
pub async fn login_refusal(
    state: &AppState,
    user_id: &UserId,
    now: DateTime<Utc>,
) -> Result<Option<String>, StoreError> {
    let Some(user) = state.store.user_by_id(user_id).await? else {
        return Ok(None);
    };
    let (_, tz) = region_of(&user);
    if let Some(ex) = active_exclusion(state, user_id, now).await? {
        return Ok(Some(exclusions::login_refusal(ex.kind, ex.ends_at, tz)));
    }
    if time_limit_reached(state, &user, now).await? {
        return Ok(Some(checks::TIME_LIMIT_REACHED.to_owned()));
    }
    Ok(None)
}

/// Whether today's logged-in time reached the daily time limit.
pub async fn time_limit_reached(
    state: &AppState,
    user: &User,
    now: DateTime<Utc>,
) -> Result<bool, StoreError> {
    let (rules, _) = region_of(user);
    let stored = load_limits(state, user, now).await?;
    let slot = Slot {
        limit_type: LimitType::DailyTime,
        period: None,
    };
    let Some(limit) = in_force(&stored, &slot, &rules, now) else {
        return Ok(false);
    };
    Ok(minutes_today(state, user, now).await? >= limit)
}

/// The deposit limits in force with their usage.
pub async fn deposit_usages(
    state: &AppState,
    user: &User,
    now: DateTime<Utc>,
) -> Result<Vec<Usage>, StoreError> {
    let (rules, tz) = region_of(user);
    let stored = load_limits(state, user, now).await?;
    let active: Vec<(Slot, i64, Window)> = Slot::all_of(LimitType::Deposit)
        .into_iter()
        .filter_map(|slot| {
            let limit = in_force(&stored, &slot, &rules, now)?;
            let window = periods::window(slot.period?, tz, now);
            Some((slot, limit, window))
        })
        .collect();
    if active.is_empty() {
        return Ok(Vec::new());
    }
    let starts: Vec<DateTime<Utc>> = active.iter().map(|(_, _, w)| w.start).collect();
    let used = state.store.deposit_totals_since(&user.id, &starts).await?;
    Ok(active
        .into_iter()
        .zip(used)
        .map(|((slot, limit, window), used)| Usage {
            slot,
            limit,
            used,
            window,
        })
        .collect())
}

/// Stakes (and returns) of the account since `since`.
pub async fn wagered_since(
    state: &AppState,
    user: &UserId,
    since: DateTime<Utc>,
) -> Result<WagerTotals, StoreError> {
    Ok(state
        .store
        .wager_totals(user, &[since])
        .await?
        .into_iter()
        .next()
        .unwrap_or_default())
}
