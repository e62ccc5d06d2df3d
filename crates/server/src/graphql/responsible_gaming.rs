//! Responsible-gaming queries and mutations: limits by type, the limit history, the amount
//! wagered this session, the break in force, and setting, cancelling and confirming limits
//! and acknowledgements. Thin: authenticate, call [`crate::responsible_gaming::service`], map.

use super::account::load_user;
use super::context::{require_user, state};
use super::errors;
use super::money::Money;
use crate::responsible_gaming::service::{self, RgError};
use crate::responsible_gaming::views::{LimitValueView, LimitView, PendingView};
use async_graphql::{Context, Enum, ID, Object, Result, SimpleObject};
use chrono::{DateTime, Utc};
use domain::money::Money as DomainMoney;
use domain::responsible_gaming::changes::{HistoryAction, PendingState as DomainPendingState};
use domain::responsible_gaming::{LimitPeriod, LimitType, Slot};

/// What a limit restricts.
#[derive(Enum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum RgLimitType {
    Deposit,
    Loss,
    Spend,
    MaxSingleWager,
    DailyTime,
    CheckInFrequency,
}

impl From<RgLimitType> for LimitType {
    fn from(t: RgLimitType) -> Self {
        match t {
            RgLimitType::Deposit => LimitType::Deposit,
            RgLimitType::Loss => LimitType::Loss,
            RgLimitType::Spend => LimitType::Spend,
            RgLimitType::MaxSingleWager => LimitType::MaxSingleWager,
            RgLimitType::DailyTime => LimitType::DailyTime,
            RgLimitType::CheckInFrequency => LimitType::CheckInFrequency,
        }
    }
}

impl From<LimitType> for RgLimitType {
    fn from(t: LimitType) -> Self {
        match t {
            LimitType::Deposit => RgLimitType::Deposit,
            LimitType::Loss => RgLimitType::Loss,
            LimitType::Spend => RgLimitType::Spend,
            LimitType::MaxSingleWager => RgLimitType::MaxSingleWager,
            LimitType::DailyTime => RgLimitType::DailyTime,
            LimitType::CheckInFrequency => RgLimitType::CheckInFrequency,
        }
    }
}

/// The period a money limit covers.
#[derive(Enum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum RgLimitPeriod {
    Daily,
    Weekly,
    Monthly,
}

impl From<RgLimitPeriod> for LimitPeriod {
    fn from(p: RgLimitPeriod) -> Self {
        match p {
            RgLimitPeriod::Daily => LimitPeriod::Daily,
            RgLimitPeriod::Weekly => LimitPeriod::Weekly,
            RgLimitPeriod::Monthly => LimitPeriod::Monthly,
        }
    }
}

impl From<LimitPeriod> for RgLimitPeriod {
    fn from(p: LimitPeriod) -> Self {
        match p {
            LimitPeriod::Daily => RgLimitPeriod::Daily,
            LimitPeriod::Weekly => RgLimitPeriod::Weekly,
            LimitPeriod::Monthly => RgLimitPeriod::Monthly,
        }
    }
}

/// Where a pending change stands.
#[derive(Enum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum PendingLimitState {
    ActionRequired,
    IncreasePending,
    RemovalPending,
}

impl From<DomainPendingState> for PendingLimitState {
    fn from(s: DomainPendingState) -> Self {
        match s {
            DomainPendingState::ActionRequired => PendingLimitState::ActionRequired,
            DomainPendingState::IncreasePending => PendingLimitState::IncreasePending,
            DomainPendingState::RemovalPending => PendingLimitState::RemovalPending,
        }
    }
}

/// What the limit history records.
#[derive(Enum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum LimitHistoryAction {
    Set,
    Decreased,
    IncreaseRequested,
    RemovalRequested,
    Confirmed,
    Cancelled,
    TookEffect,
    Removed,
}

impl From<HistoryAction> for LimitHistoryAction {
    fn from(a: HistoryAction) -> Self {
        match a {
            HistoryAction::Set => LimitHistoryAction::Set,
            HistoryAction::Decreased => LimitHistoryAction::Decreased,
            HistoryAction::IncreaseRequested => LimitHistoryAction::IncreaseRequested,
            HistoryAction::RemovalRequested => LimitHistoryAction::RemovalRequested,
            HistoryAction::Confirmed => LimitHistoryAction::Confirmed,
            HistoryAction::Cancelled => LimitHistoryAction::Cancelled,
            HistoryAction::TookEffect => LimitHistoryAction::TookEffect,
            HistoryAction::Removed => LimitHistoryAction::Removed,
        }
    }
}

fn int(v: i64) -> i32 {
    i32::try_from(v).unwrap_or(if v < 0 { i32::MIN } else { i32::MAX })
}

/// A limit value with its display forms.
#[derive(SimpleObject, Debug, Clone)]
pub struct RgLimitValue {
    /// Cents for DEPOSIT, LOSS, SPEND, MAX_SINGLE_WAGER; minutes for DAILY_TIME and
    /// CHECK_IN_FREQUENCY.
    pub amount_or_duration: i32,
    /// The money for the money types, null for the others.
    pub amount: Option<Money>,
    /// e.g. "$500.00 per day", "2 hours per day", "Every 30 minutes".
    pub description: String,
    /// "Active" or "Pending".
    pub badge: String,
}

impl From<LimitValueView> for RgLimitValue {
    fn from(v: LimitValueView) -> Self {
        Self {
            amount_or_duration: int(v.amount_or_duration),
            amount: v.amount.map(|c| Money(DomainMoney::new(c, v.currency))),
            description: v.description,
            badge: v.badge,
        }
    }
}

/// A change waiting to take effect.
#[derive(SimpleObject, Debug, Clone)]
pub struct RgPendingLimit {
    pub id: ID,
    pub state: PendingLimitState,
    /// Null when the change removes the limit.
    pub value: Option<RgLimitValue>,
    /// The earliest moment it can take effect (end of the current period, never sooner than
    /// 24 hours).
    pub effective_at: DateTime<Utc>,
    pub description: String,
    pub badge: String,
}

impl From<PendingView> for RgPendingLimit {
    fn from(p: PendingView) -> Self {
        Self {
            id: ID(p.id),
            state: p.state.into(),
            value: p.value.map(Into::into),
            effective_at: p.effective_at,
            description: p.description,
            badge: p.badge,
        }
    }
}

/// One limit slot of the account.
#[derive(SimpleObject, Debug, Clone)]
pub struct RgLimit {
    /// Stable id of the (type, period) slot, e.g. "DEPOSIT:DAILY", "DAILY_TIME".
    pub id: ID,
    #[graphql(name = "type")]
    pub limit_type: RgLimitType,
    /// Null for MAX_SINGLE_WAGER, DAILY_TIME and CHECK_IN_FREQUENCY.
    pub period: Option<RgLimitPeriod>,
    pub active_limit: Option<RgLimitValue>,
    pub pending_limit: Option<RgPendingLimit>,
    /// Used in the current period: cents (money types) or minutes (DAILY_TIME); 0 otherwise.
    pub used: i32,
    /// activeLimit - used, floored at 0; null without an active limit or where nothing counts.
    pub remaining: Option<i32>,
    /// End of the current period (local midnight of the bettor's region).
    pub period_ends_at: Option<DateTime<Utc>>,
    pub title: String,
    pub body: String,
    /// Set when the slot cannot be changed right now (e.g. during a cool-off).
    pub error_message: Option<String>,
}

impl From<LimitView> for RgLimit {
    fn from(v: LimitView) -> Self {
        Self {
            id: ID(v.id),
            limit_type: v.limit_type.into(),
            period: v.period.map(Into::into),
            active_limit: v.active_limit.map(Into::into),
            pending_limit: v.pending_limit.map(Into::into),
            used: int(v.used),
            remaining: v.remaining.map(int),
            period_ends_at: v.period_ends_at,
            title: v.title,
            body: v.body,
            error_message: v.error_message,
        }
    }
}

/// The answer of a limit change.
#[derive(SimpleObject, Debug, Clone)]
pub struct SetLimitPayload {
    pub limit: Option<RgLimit>,
    /// Null on success; otherwise why, e.g. "Enter an amount of at least $1.00."
    pub error_message: Option<String>,
}

/// One line of the limit history.
#[derive(SimpleObject, Debug, Clone)]
pub struct LimitHistoryEntry {
    pub id: ID,
    #[graphql(name = "type")]
    pub limit_type: RgLimitType,
    pub period: Option<RgLimitPeriod>,
    pub action: LimitHistoryAction,
    /// The value before, e.g. "$500.00 per day" (null when none).
    pub previous: Option<String>,
    /// The value after (null when none).
    pub current: Option<String>,
    pub at: DateTime<Utc>,
}

/// A page of the limit history, newest first.
#[derive(SimpleObject, Debug, Clone)]
pub struct LimitHistoryPage {
    pub entries: Vec<LimitHistoryEntry>,
    /// Pass as `after` for the next page; null at the end.
    pub next_cursor: Option<String>,
}

/// A cool-off or self-exclusion.
#[derive(SimpleObject, Debug, Clone)]
pub struct RgExclusion {
    /// "COOL_OFF" or "SELF_EXCLUSION".
    pub kind: String,
    /// e.g. "72h", "1w", "1y", "lifetime".
    pub duration: String,
    pub starts_at: DateTime<Utc>,
    /// Null for a lifetime self-exclusion.
    pub ends_at: Option<DateTime<Utc>>,
}

async fn viewer(ctx: &Context<'_>) -> Result<store::User> {
    let (user_id, _) = require_user(ctx)?;
    load_user(ctx, user_id).await
}

fn store_error(context: &'static str) -> impl Fn(store::StoreError) -> async_graphql::Error {
    move |e| errors::internal(context, e)
}

/// A service answer as the payload: business refusals in `errorMessage`.
fn payload(result: std::result::Result<LimitView, RgError>) -> Result<SetLimitPayload> {
    match result {
        Ok(view) => Ok(SetLimitPayload {
            limit: Some(view.into()),
            error_message: None,
        }),
        Err(RgError::Store(e)) => Err(errors::internal("limit change", e)),
        Err(e) => Ok(SetLimitPayload {
            limit: None,
            error_message: Some(e.message()),
        }),
    }
}

fn refused(message: impl Into<String>) -> Result<SetLimitPayload> {
    Ok(SetLimitPayload {
        limit: None,
        error_message: Some(message.into()),
    })
}

/// Responsible-gaming queries.
#[derive(Default)]
pub struct ResponsibleGamingQuery;

#[Object]
impl ResponsibleGamingQuery {
    /// Every slot of `type` (money types: DAILY, WEEKLY, MONTHLY), or of every type.
    async fn limits(&self, ctx: &Context<'_>, r#type: Option<RgLimitType>) -> Result<Vec<RgLimit>> {
        let user = viewer(ctx).await?;
        let state = state(ctx)?;
        let views = service::limits(state, &user, r#type.map(Into::into), state.clock.now())
            .await
            .map_err(store_error("limits"))?;
        Ok(views.into_iter().map(Into::into).collect())
    }

    /// The limit history, newest first (`first` 1 to 100).
    async fn limit_history(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = 20)] first: Option<i32>,
        after: Option<String>,
    ) -> Result<LimitHistoryPage> {
        let first = first.unwrap_or(20);
        if !(1..=100).contains(&first) {
            return Err(errors::bad_user_input("first must be between 1 and 100."));
        }
        let before =
            match after.as_deref() {
                None => None,
                Some(cursor) => Some(cursor.parse::<i64>().ok().filter(|c| *c > 0).ok_or_else(
                    || errors::bad_user_input("after is not a cursor of this list."),
                )?),
            };
        let user = viewer(ctx).await?;
        let state = state(ctx)?;
        let limit = u32::try_from(first).unwrap_or(20);
        let mut rows = state
            .store
            .limit_history(&user.id, limit + 1, before)
            .await
            .map_err(store_error("limit history"))?;
        let more = rows.len() > usize::try_from(limit).unwrap_or(usize::MAX);
        rows.truncate(usize::try_from(limit).unwrap_or(usize::MAX));
        let describe = |slot: &Slot, v: Option<i64>| v.map(|v| slot.describe(v, user.currency));
        Ok(LimitHistoryPage {
            next_cursor: more
                .then(|| rows.last().map(|r| r.id.to_string()))
                .flatten(),
            entries: rows
                .iter()
                .map(|r| LimitHistoryEntry {
                    id: ID(r.id.to_string()),
                    limit_type: r.slot.limit_type.into(),
                    period: r.slot.period.map(Into::into),
                    action: r.line.action.into(),
                    previous: describe(&r.slot, r.line.previous),
                    current: describe(&r.slot, r.line.current),
                    at: r.at,
                })
                .collect(),
        })
    }

    /// The amount wagered since this session's login.
    async fn spent_in_session(&self, ctx: &Context<'_>) -> Result<Money> {
        let (user_id, session_id) = require_user(ctx)?;
        let user = load_user(ctx, user_id).await?;
        let state = state(ctx)?;
        let since = crate::responsible_gaming::enforcement::session_start(state, session_id)
            .await
            .map_err(store_error("session"))?
            .ok_or_else(errors::unauthenticated)?;
        let totals = service::wagered_since(state, user_id, since)
            .await
            .map_err(store_error("wager totals"))?;
        Ok(Money(DomainMoney::new(totals.stakes, user.currency)))
    }

    /// The cool-off or self-exclusion in force (null normally: a bettor in one cannot log in).
    async fn active_exclusion(&self, ctx: &Context<'_>) -> Result<Option<RgExclusion>> {
        let (user_id, _) = require_user(ctx)?;
        let state = state(ctx)?;
        Ok(service::active_exclusion(state, user_id, state.clock.now())
            .await
            .map_err(store_error("exclusion"))?
            .map(|e| RgExclusion {
                kind: e.kind.as_str().to_owned(),
                duration: e.duration,
                starts_at: e.starts_at,
                ends_at: e.ends_at,
            }))
    }
}

/// Responsible-gaming mutations.
#[derive(Default)]
pub struct ResponsibleGamingMutation;

#[Object]
impl ResponsibleGamingMutation {
    /// Sets a limit; `amountOrDuration` null removes it. A new limit or a decrease applies at
    /// once, an increase or removal becomes pending.
    async fn set_limit(
        &self,
        ctx: &Context<'_>,
        rg_limit_type: RgLimitType,
        rg_limit_period: Option<RgLimitPeriod>,
        amount_or_duration: Option<i32>,
    ) -> Result<SetLimitPayload> {
        let (_, session_id) = require_user(ctx)?;
        let user = viewer(ctx).await?;
        let state = state(ctx)?;
        let slot = match Slot::new(rg_limit_type.into(), rg_limit_period.map(Into::into)) {
            Ok(slot) => slot,
            Err(e) => return refused(e.to_string()),
        };
        payload(
            service::set_limit(
                state,
                &user,
                Some(session_id),
                slot,
                amount_or_duration.map(i64::from),
                state.clock.now(),
            )
            .await,
        )
    }

    /// Cancels a pending change (`limitId` = RgPendingLimit.id).
    async fn cancel_pending_limit(
        &self,
        ctx: &Context<'_>,
        limit_id: ID,
    ) -> Result<SetLimitPayload> {
        pending_action(ctx, &limit_id, false).await
    }

    /// Confirms a pending change once it is ACTION_REQUIRED.
    async fn confirm_pending_limit(
        &self,
        ctx: &Context<'_>,
        limit_id: ID,
    ) -> Result<SetLimitPayload> {
        pending_action(ctx, &limit_id, true).await
    }

    /// Records an acknowledgement: "LIMITS_MODAL" (dismisses the limits modal) or
    /// "RESPONSIBLE_GAMING".
    async fn user_ack(&self, ctx: &Context<'_>, ack_type: String) -> Result<bool> {
        let (user_id, session_id) = require_user(ctx)?;
        let state = state(ctx)?;
        match service::ack(
            state,
            user_id,
            Some(session_id),
            &ack_type,
            state.clock.now(),
        )
        .await
        {
            Ok(()) => Ok(true),
            Err(RgError::Store(e)) => Err(errors::internal("ack", e)),
            Err(e) => Err(errors::bad_user_input(e.message())),
        }
    }
}

async fn pending_action(
    ctx: &Context<'_>,
    limit_id: &ID,
    confirm: bool,
) -> Result<SetLimitPayload> {
    let (_, session_id) = require_user(ctx)?;
    let user = viewer(ctx).await?;
    let state = state(ctx)?;
    let now = state.clock.now();
    let Some(slot) = service::slot_of_pending(state, &user, limit_id.as_str(), now)
        .await
        .map_err(store_error("pending limit"))?
    else {
        return refused("There is no pending change with this id.");
    };
    payload(if confirm {
        service::confirm_pending(state, &user, Some(session_id), slot, now).await
    } else {
        service::cancel_pending(state, &user, Some(session_id), slot, now).await
    })
}
