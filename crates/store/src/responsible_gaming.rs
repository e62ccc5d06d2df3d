//! Responsible-gaming storage: limits (active and pending per slot) with their history,
//! cool-offs and self-exclusions, acknowledgements, the wager activity ledger, failed deposit
//! attempts, and the audit log. Every change to a limit, exclusion or acknowledgement writes
//! its audit row in the same transaction. Deposits under a limit are created with the limit
//! check in the same transaction, so concurrent deposits cannot both pass one limit.
//! Operators' restrictions of the casino are created and lifted (never deleted), each with its
//! audit row in the same transaction.

use crate::{NewPayment, PaymentCreated, Session, StoreResult};
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::ids::{SessionId, UserId};
use domain::responsible_gaming::Slot;
use domain::responsible_gaming::casino::Closure;
use domain::responsible_gaming::changes::{HistoryLine, SlotState};
use domain::responsible_gaming::exclusions::ExclusionKind;

/// Who made a change, from which session, and what it was.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Audit {
    pub user_id: UserId,
    /// `None` for changes the system makes (a pending change taking effect by itself).
    pub session_id: Option<SessionId>,
    /// `limit.set`, `limit.cancel`, `limit.confirm`, `cool_off.start`, `ack`, ...
    pub action: String,
    /// What changed, e.g. `DEPOSIT:DAILY 50000 -> 10000`.
    pub detail: String,
    pub at: DateTime<Utc>,
}

/// An audit row as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AuditRow {
    pub id: i64,
    pub user_id: UserId,
    pub session_id: Option<SessionId>,
    pub action: String,
    pub detail: String,
    pub at: DateTime<Utc>,
}

/// One slot of an account as stored. `version` counts writes (optimistic concurrency).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredLimit {
    pub slot: Slot,
    pub state: SlotState,
    pub version: i64,
}

/// A limit change decided by `domain::responsible_gaming::changes`, to store.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LimitWrite {
    pub user_id: UserId,
    pub slot: Slot,
    /// The version the decision was made on (0 when the slot was never written):
    /// a concurrent change makes the write `StoreError::Conflict("limit")`.
    pub expected_version: i64,
    pub state: SlotState,
    pub history: Vec<HistoryLine>,
    pub audit: Audit,
}

/// A limit history row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LimitHistoryRow {
    pub id: i64,
    pub slot: Slot,
    pub line: HistoryLine,
    pub at: DateTime<Utc>,
}

/// A cool-off or self-exclusion.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Exclusion {
    pub id: String,
    pub user_id: UserId,
    pub kind: ExclusionKind,
    /// The code chosen (`24h`, `1w`, `lifetime`).
    pub duration: String,
    pub starts_at: DateTime<Utc>,
    /// `None`: lifetime.
    pub ends_at: Option<DateTime<Utc>>,
}

impl Exclusion {
    /// Whether it is in force at `now`.
    pub fn active_at(&self, now: DateTime<Utc>) -> bool {
        self.closure().in_force(now)
    }

    /// What it closes, for `domain::responsible_gaming::casino::restriction`.
    pub fn closure(&self) -> Closure {
        Closure::exclusion(self.starts_at, self.ends_at)
    }
}

/// What [`ResponsibleGamingStore::start_exclusion`] did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ExclusionStarted {
    /// Stored; every live session of the account was revoked (these).
    Started {
        exclusion: Exclusion,
        revoked: Vec<SessionId>,
    },
    /// The exclusion in force ends later (or never): nothing was written.
    WouldShorten(Exclusion),
}

/// An operator's restriction of the casino for one account holder. Lifting sets `lifted_at`
/// and `lifted_by`; the row stays.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OperatorRestriction {
    pub id: String,
    pub user_id: UserId,
    /// `None`: until lifted.
    pub ends_at: Option<DateTime<Utc>>,
    pub reason: String,
    /// The operator who created it.
    pub created_by: String,
    pub created_at: DateTime<Utc>,
    pub lifted_at: Option<DateTime<Utc>>,
    /// The operator who lifted it.
    pub lifted_by: Option<String>,
}

impl OperatorRestriction {
    /// What it closes, for `domain::responsible_gaming::casino::restriction`.
    pub fn closure(&self) -> Closure {
        Closure::operator(self.created_at, self.ends_at, self.lifted_at)
    }

    /// Whether it closes the casino at `now`.
    pub fn in_force(&self, now: DateTime<Utc>) -> bool {
        self.closure().in_force(now)
    }
}

/// What [`ResponsibleGamingStore::lift_casino_restriction`] did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RestrictionLifted {
    /// Lifted now (the row as stored).
    Lifted(OperatorRestriction),
    /// It had been lifted before: nothing was written.
    AlreadyLifted(OperatorRestriction),
}

/// A wager or casino round's money, for the spend and loss limits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WagerActivity {
    pub user_id: UserId,
    /// What it belongs to (a bet id, a casino round id); a repeat of the same reference and
    /// kind is ignored.
    pub reference: String,
    /// Cents staked (counted at `at`).
    pub stake_cents: i64,
    /// Cents paid back (winnings including the stake, a refund); zero for a stake alone.
    pub return_cents: i64,
    pub at: DateTime<Utc>,
}

/// Stakes and returns in a period.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct WagerTotals {
    pub stakes: i64,
    pub returns: i64,
}

/// A deposit limit in force: deposits (pending or confirmed) created at or after `since`
/// plus the new one may not exceed `limit_cents`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DepositWindow {
    pub since: DateTime<Utc>,
    pub limit_cents: i64,
}

/// What [`ResponsibleGamingStore::create_deposit_within_limits`] did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DepositWithinLimits {
    Created(Box<PaymentCreated>),
    /// Refused: the deposits already counted in each window (same order as given).
    Exceeded {
        used: Vec<i64>,
    },
}

/// Responsible-gaming storage.
#[async_trait]
pub trait ResponsibleGamingStore: Send + Sync {
    /// Every slot of the account that was ever written.
    async fn limits(&self, user: &UserId) -> StoreResult<Vec<StoredLimit>>;

    /// Stores a decided change with its history lines and audit row, if the slot is still at
    /// `expected_version` (`StoreError::Conflict("limit")` otherwise; nothing written).
    async fn write_limit(&self, write: LimitWrite) -> StoreResult<StoredLimit>;

    /// The limit history, newest first, at most `limit` rows, older than the row id
    /// `before` when given.
    async fn limit_history(
        &self,
        user: &UserId,
        limit: u32,
        before: Option<i64>,
    ) -> StoreResult<Vec<LimitHistoryRow>>;

    /// Every cool-off and self-exclusion of the account, newest first.
    async fn exclusions(&self, user: &UserId) -> StoreResult<Vec<Exclusion>>;

    /// Starts a break unless one in force ends later (`domain::...::exclusions::extends`),
    /// revokes every live session of the account with the kind's reason and writes the
    /// audit row, all in one transaction.
    async fn start_exclusion(
        &self,
        exclusion: Exclusion,
        audit: Audit,
    ) -> StoreResult<ExclusionStarted>;

    /// Records an acknowledgement (the latest time per type is kept) with its audit row.
    async fn record_ack(&self, ack_type: &str, audit: Audit) -> StoreResult<()>;

    /// The account's acknowledgements: type and latest time, oldest type first.
    async fn acks(&self, user: &UserId) -> StoreResult<Vec<(String, DateTime<Utc>)>>;

    /// Records a stake and/or return for the spend and loss limits; `false` when the same
    /// reference was recorded before (nothing written).
    async fn record_wager_activity(&self, activity: WagerActivity) -> StoreResult<bool>;

    /// Stakes and returns of the account at or after each `since`, in the same order.
    async fn wager_totals(
        &self,
        user: &UserId,
        since: &[DateTime<Utc>],
    ) -> StoreResult<Vec<WagerTotals>>;

    /// Deposits (pending or confirmed; not failed) created at or after each `since`, in cents.
    async fn deposit_totals_since(
        &self,
        user: &UserId,
        since: &[DateTime<Utc>],
    ) -> StoreResult<Vec<i64>>;

    /// Creates a deposit (as [`crate::PaymentStore::create_payment`]) only if it fits every
    /// window (`domain::responsible_gaming::checks::fits`), checked in the same transaction
    /// under a per-account lock, so of concurrent deposits only those that fit together pass.
    /// A replay of an existing idempotency key answers the first payment without a check.
    async fn create_deposit_within_limits(
        &self,
        payment: NewPayment,
        windows: &[DepositWindow],
    ) -> StoreResult<DepositWithinLimits>;

    /// Records a failed deposit attempt.
    async fn record_failed_deposit(
        &self,
        user: &UserId,
        payment: &str,
        at: DateTime<Utc>,
    ) -> StoreResult<()>;

    /// Failed deposit attempts at or after `since`.
    async fn failed_deposits_since(&self, user: &UserId, since: DateTime<Utc>) -> StoreResult<u64>;

    /// The account's full sessions that began before `until` and were not revoked before
    /// `since` (the time limit counts them).
    async fn sessions_between(
        &self,
        user: &UserId,
        since: DateTime<Utc>,
        until: DateTime<Utc>,
    ) -> StoreResult<Vec<Session>>;

    /// The account's audit log, newest first, at most `limit` rows.
    async fn audit_log(&self, user: &UserId, limit: u32) -> StoreResult<Vec<AuditRow>>;

    /// Stores an operator's restriction of the casino (not lifted) with its audit row, in one
    /// transaction. `StoreError::NotFound("user")` for an unknown account,
    /// `StoreError::Conflict("casino restriction")` for an id already used.
    async fn create_casino_restriction(
        &self,
        restriction: OperatorRestriction,
        audit: Audit,
    ) -> StoreResult<OperatorRestriction>;

    /// One restriction by id.
    async fn casino_restriction(&self, id: &str) -> StoreResult<Option<OperatorRestriction>>;

    /// Lifts restriction `id` of `audit.user_id` at `audit.at` by `lifted_by` and writes the
    /// audit row, in one transaction; a restriction lifted before (also concurrently) is
    /// answered as it is and writes nothing. `StoreError::NotFound("casino restriction")`
    /// when the account has no restriction with that id.
    async fn lift_casino_restriction(
        &self,
        id: &str,
        lifted_by: &str,
        audit: Audit,
    ) -> StoreResult<RestrictionLifted>;

    /// Every casino restriction of the account (lifted and ended ones too), newest first.
    async fn casino_restrictions(&self, user: &UserId) -> StoreResult<Vec<OperatorRestriction>>;

    /// The account's casino restrictions in force at `now` (created at or before it, neither
    /// ended nor lifted by then), newest first.
    async fn active_casino_restrictions(
        &self,
        user: &UserId,
        now: DateTime<Utc>,
    ) -> StoreResult<Vec<OperatorRestriction>>;
}
