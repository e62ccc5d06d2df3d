//! [`store::ResponsibleGamingStore`]. Each write is one unit of work; limit checks, deposits
//! under a limit and exclusions first read the account's `users` row under a row lock (where
//! row locks exist; elsewhere a write holds the whole database), so two concurrent deposits
//! of one account are checked one after the other, a limit check and the deposit it admits
//! or an exclusion and the sessions it revokes see no concurrent change, and each change
//! commits together with its audit row. Limit writes are compare-and-set on the slot's
//! version.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::ids::{SessionId, UserId};
use domain::responsible_gaming::Slot;
use domain::responsible_gaming::changes::{HistoryAction, HistoryLine, Pending, SlotState};
use domain::responsible_gaming::checks;
use domain::responsible_gaming::exclusions::{self, ExclusionKind};
use store::{
    Audit, AuditRow, DepositWindow, DepositWithinLimits, Exclusion, ExclusionStarted,
    LimitHistoryRow, LimitWrite, NewPayment, OperatorRestriction, ResponsibleGamingStore,
    RestrictionLifted, Session, StoreError, StoreResult, StoredLimit, WagerActivity, WagerTotals,
};

use crate::SqlStore;
use crate::convert::{corrupt, count, instant, millis, opt_instant};
use crate::db::{Backend, Executor, query, query_as, query_scalar};
use crate::identity::{SESSION_COLUMNS, SessionRow};
use crate::payments;
use crate::row;

/// Columns of `rg_limits` read into [`LimitRow`].
const LIMIT_COLUMNS: &str = "slot, active_value, pending_id, pending_value, \
     pending_requested_at, pending_effective_at, version";

/// Columns of `rg_exclusions` read into [`ExclusionRow`].
const EXCLUSION_COLUMNS: &str = "id, user_id, kind, duration, starts_at, ends_at";

/// Columns of `rg_casino_restrictions` read into [`RestrictionRow`].
const RESTRICTION_COLUMNS: &str =
    "id, user_id, ends_at, reason, created_by, created_at, lifted_at, lifted_by";

fn slot(id: &str) -> StoreResult<Slot> {
    Slot::parse(id).map_err(|_| corrupt("limit slot", id))
}

row! {
    struct LimitRow {
        slot: String,
        active_value: Option<i64>,
        pending_id: Option<String>,
        pending_value: Option<i64>,
        pending_requested_at: Option<i64>,
        pending_effective_at: Option<i64>,
        version: i64,
    }
}

impl TryFrom<LimitRow> for StoredLimit {
    type Error = StoreError;

    fn try_from(row: LimitRow) -> StoreResult<Self> {
        let pending = match (row.pending_id, row.pending_effective_at) {
            (Some(id), Some(effective)) => Some(Pending {
                id,
                value: row.pending_value,
                requested_at: instant(row.pending_requested_at.unwrap_or(effective))?,
                effective_at: instant(effective)?,
            }),
            _ => None,
        };
        Ok(StoredLimit {
            slot: slot(&row.slot)?,
            state: SlotState {
                active: row.active_value,
                pending,
            },
            version: row.version,
        })
    }
}

/// The user's limit slots, in slot order.
pub(crate) async fn limits_in(
    db: &mut dyn Executor,
    user: &UserId,
) -> StoreResult<Vec<StoredLimit>> {
    let rows: Vec<LimitRow> = query_as(format!(
        "SELECT {LIMIT_COLUMNS} FROM rg_limits WHERE user_id = $1 ORDER BY slot"
    ))
    .bind(user.as_str())
    .fetch_all(db)
    .await?;
    rows.into_iter().map(StoredLimit::try_from).collect()
}

/// The user's self-exclusions, newest first.
pub(crate) async fn exclusions_in(
    db: &mut dyn Executor,
    user: &UserId,
) -> StoreResult<Vec<Exclusion>> {
    let rows: Vec<ExclusionRow> = query_as(format!(
        "SELECT {EXCLUSION_COLUMNS} FROM rg_exclusions WHERE user_id = $1 \
         ORDER BY starts_at DESC, id DESC"
    ))
    .bind(user.as_str())
    .fetch_all(db)
    .await?;
    rows.into_iter().map(Exclusion::try_from).collect()
}

row! {
    struct ExclusionRow {
        id: String,
        user_id: String,
        kind: String,
        duration: String,
        starts_at: i64,
        ends_at: Option<i64>,
    }
}

impl TryFrom<ExclusionRow> for Exclusion {
    type Error = StoreError;

    fn try_from(row: ExclusionRow) -> StoreResult<Self> {
        Ok(Exclusion {
            id: row.id,
            user_id: UserId::from_raw(row.user_id),
            kind: ExclusionKind::parse(&row.kind)
                .ok_or_else(|| corrupt("exclusion kind", &row.kind))?,
            duration: row.duration,
            starts_at: instant(row.starts_at)?,
            ends_at: opt_instant(row.ends_at)?,
        })
    }
}

row! {
    struct RestrictionRow {
        id: String,
        user_id: String,
        ends_at: Option<i64>,
        reason: String,
        created_by: String,
        created_at: i64,
        lifted_at: Option<i64>,
        lifted_by: Option<String>,
    }
}

impl TryFrom<RestrictionRow> for OperatorRestriction {
    type Error = StoreError;

    fn try_from(row: RestrictionRow) -> StoreResult<Self> {
        Ok(OperatorRestriction {
            id: row.id,
            user_id: UserId::from_raw(row.user_id),
            ends_at: opt_instant(row.ends_at)?,
            reason: row.reason,
            created_by: row.created_by,
            created_at: instant(row.created_at)?,
            lifted_at: opt_instant(row.lifted_at)?,
            lifted_by: row.lifted_by,
        })
    }
}

row! {
    struct HistoryRow {
        id: i64,
        slot: String,
        action: String,
        previous_value: Option<i64>,
        current_value: Option<i64>,
        at: i64,
    }
}

impl TryFrom<HistoryRow> for LimitHistoryRow {
    type Error = StoreError;

    fn try_from(row: HistoryRow) -> StoreResult<Self> {
        Ok(LimitHistoryRow {
            id: row.id,
            slot: slot(&row.slot)?,
            line: HistoryLine {
                action: HistoryAction::parse(&row.action)
                    .ok_or_else(|| corrupt("history action", &row.action))?,
                previous: row.previous_value,
                current: row.current_value,
            },
            at: instant(row.at)?,
        })
    }
}

row! {
    struct AuditLogRow {
        id: i64,
        user_id: String,
        session_id: Option<String>,
        action: String,
        detail: String,
        at: i64,
    }
}

impl TryFrom<AuditLogRow> for AuditRow {
    type Error = StoreError;

    fn try_from(row: AuditLogRow) -> StoreResult<Self> {
        Ok(AuditRow {
            id: row.id,
            user_id: UserId::from_raw(row.user_id),
            session_id: row.session_id.map(SessionId::from_raw),
            action: row.action,
            detail: row.detail,
            at: instant(row.at)?,
        })
    }
}

/// The restrictions read by `SELECT <restriction columns> FROM rg_casino_restrictions
/// WHERE {filter}`, newest first (ids of one instant in byte order, on both databases).
/// The user's casino restrictions in force at `now`.
pub(crate) async fn active_casino_restrictions_in(
    db: &mut dyn Executor,
    user: UserId,
    now: DateTime<Utc>,
) -> StoreResult<Vec<OperatorRestriction>> {
    restrictions_where(
        db,
        "user_id = $1 AND created_at <= $2 AND (ends_at IS NULL OR ends_at > $2) \
         AND (lifted_at IS NULL OR lifted_at > $2)",
        user,
        Some(millis(now)),
    )
    .await
}

async fn restrictions_where(
    db: &mut dyn Executor,
    filter: &str,
    user: UserId,
    now: Option<i64>,
) -> StoreResult<Vec<OperatorRestriction>> {
    let mut select = query_as(format!(
        "SELECT {RESTRICTION_COLUMNS} FROM rg_casino_restrictions WHERE {filter} \
         ORDER BY created_at DESC, id {} DESC",
        db.dialect().byte_order()
    ))
    .bind(user.as_str());
    if let Some(now) = now {
        select = select.bind(now);
    }
    let rows: Vec<RestrictionRow> = select.fetch_all(db).await?;
    rows.into_iter()
        .map(OperatorRestriction::try_from)
        .collect()
}

async fn load_restriction(
    db: &mut dyn Executor,
    id: &str,
    user: &UserId,
) -> StoreResult<Option<OperatorRestriction>> {
    let row: Option<RestrictionRow> = query_as(format!(
        "SELECT {RESTRICTION_COLUMNS} FROM rg_casino_restrictions WHERE id = $1 AND user_id = $2"
    ))
    .bind(id)
    .bind(user.as_str())
    .fetch_optional(db)
    .await?;
    row.map(OperatorRestriction::try_from).transpose()
}

async fn insert_audit(db: &mut dyn Executor, audit: &Audit) -> StoreResult<()> {
    query(
        "INSERT INTO rg_audit_log (user_id, session_id, action, detail, at) \
         VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(audit.user_id.as_str())
    .bind(audit.session_id.as_ref().map(SessionId::as_str))
    .bind(audit.action.as_str())
    .bind(audit.detail.as_str())
    .bind(millis(audit.at))
    .execute(db)
    .await
    .map_err(|e| e.on_insert("audit", "user"))?;
    Ok(())
}

async fn load_limit(
    db: &mut dyn Executor,
    user: &UserId,
    slot_id: &str,
) -> StoreResult<Option<StoredLimit>> {
    let row: Option<LimitRow> = query_as(format!(
        "SELECT {LIMIT_COLUMNS} FROM rg_limits WHERE user_id = $1 AND slot = $2"
    ))
    .bind(user.as_str())
    .bind(slot_id)
    .fetch_optional(db)
    .await?;
    row.map(StoredLimit::try_from).transpose()
}

/// Deposits (not failed) of the account created at or after `since`.
async fn deposits_since(
    db: &mut dyn Executor,
    user: &UserId,
    since: DateTime<Utc>,
) -> StoreResult<i64> {
    Ok(query_scalar(
        "SELECT CAST(COALESCE(SUM(amount_cents), 0) AS BIGINT) FROM payments \
         WHERE user_id = $1 AND direction = 'DEPOSIT' AND status <> 'FAILED' \
         AND created_at >= $2",
    )
    .bind(user.as_str())
    .bind(millis(since))
    .fetch_one(db)
    .await?)
}

/// Serialises limit checks of one account: reads its `users` row under a row lock until the
/// unit of work ends (where row locks exist; elsewhere the write already holds the whole
/// database). `NotFound("user")` for an unknown account.
async fn lock_account(db: &mut dyn Executor, user: &UserId) -> StoreResult<()> {
    let found: Option<String> = query_scalar(format!(
        "SELECT id FROM users WHERE id = $1 {}",
        db.dialect().lock("FOR UPDATE")
    ))
    .bind(user.as_str())
    .fetch_optional(db)
    .await?;
    found.map(|_| ()).ok_or(StoreError::NotFound("user"))
}

async fn write_limit(db: &mut dyn Executor, write: LimitWrite) -> StoreResult<StoredLimit> {
    let slot_id = write.slot.id();
    let pending = write.state.pending.as_ref();
    // The update applies only on the version the change was decided on.
    let done = query(
        "INSERT INTO rg_limits (user_id, slot, active_value, pending_id, pending_value, \
         pending_requested_at, pending_effective_at, version, updated_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) \
         ON CONFLICT (user_id, slot) DO UPDATE SET active_value = excluded.active_value, \
         pending_id = excluded.pending_id, pending_value = excluded.pending_value, \
         pending_requested_at = excluded.pending_requested_at, \
         pending_effective_at = excluded.pending_effective_at, \
         version = excluded.version, updated_at = excluded.updated_at \
         WHERE rg_limits.version = $10",
    )
    .bind(write.user_id.as_str())
    .bind(slot_id.as_str())
    .bind(write.state.active)
    .bind(pending.map(|p| p.id.as_str()))
    .bind(pending.and_then(|p| p.value))
    .bind(pending.map(|p| millis(p.requested_at)))
    .bind(pending.map(|p| millis(p.effective_at)))
    .bind(write.expected_version + 1)
    .bind(millis(write.audit.at))
    .bind(write.expected_version)
    .execute(db)
    .await
    .map_err(|e| e.on_insert("limit", "user"))?;
    if done != 1 {
        return Err(StoreError::Conflict("limit"));
    }
    for line in &write.history {
        query(
            "INSERT INTO rg_limit_history (user_id, slot, action, previous_value, \
             current_value, at) VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(write.user_id.as_str())
        .bind(slot_id.as_str())
        .bind(line.action.as_str())
        .bind(line.previous)
        .bind(line.current)
        .bind(millis(write.audit.at))
        .execute(db)
        .await?;
    }
    insert_audit(db, &write.audit).await?;
    load_limit(db, &write.user_id, &slot_id)
        .await?
        .ok_or(StoreError::NotFound("limit"))
}

async fn start_exclusion(
    db: &mut dyn Executor,
    new: Exclusion,
    audit: Audit,
) -> StoreResult<ExclusionStarted> {
    lock_account(db, &new.user_id).await?;
    let rows: Vec<ExclusionRow> = query_as(format!(
        "SELECT {EXCLUSION_COLUMNS} FROM rg_exclusions \
         WHERE user_id = $1 AND (ends_at IS NULL OR ends_at > $2)"
    ))
    .bind(new.user_id.as_str())
    .bind(millis(new.starts_at))
    .fetch_all(db)
    .await?;
    for row in rows {
        let current = Exclusion::try_from(row)?;
        if !exclusions::extends(current.ends_at, new.ends_at) {
            // Nothing was written yet.
            return Ok(ExclusionStarted::WouldShorten(current));
        }
    }
    query(
        "INSERT INTO rg_exclusions (id, user_id, kind, duration, starts_at, ends_at) \
         VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(new.id.as_str())
    .bind(new.user_id.as_str())
    .bind(new.kind.as_str())
    .bind(new.duration.as_str())
    .bind(millis(new.starts_at))
    .bind(new.ends_at.map(millis))
    .execute(db)
    .await
    .map_err(|e| e.on_insert("exclusion", "user"))?;
    let revoked: Vec<String> = query_scalar(
        "UPDATE sessions SET revoked_at = $1, revoke_reason = $2 \
         WHERE user_id = $3 AND revoked_at IS NULL AND absolute_expires_at > $1 \
         RETURNING id",
    )
    .bind(millis(new.starts_at))
    .bind(new.kind.revoke_reason())
    .bind(new.user_id.as_str())
    .fetch_all(db)
    .await?;
    insert_audit(db, &audit).await?;
    Ok(ExclusionStarted::Started {
        exclusion: new,
        revoked: revoked.into_iter().map(SessionId::from_raw).collect(),
    })
}

async fn create_deposit_within_limits(
    db: &mut dyn Executor,
    payment: NewPayment,
    windows: Vec<DepositWindow>,
) -> StoreResult<DepositWithinLimits> {
    lock_account(db, &payment.user_id).await?;
    let replay: Option<i64> =
        query_scalar("SELECT 1 FROM payments WHERE user_id = $1 AND idempotency_key = $2")
            .bind(payment.user_id.as_str())
            .bind(payment.idempotency_key.as_str())
            .fetch_optional(db)
            .await?;
    if replay.is_none() {
        let mut used = Vec::with_capacity(windows.len());
        for w in &windows {
            used.push(deposits_since(db, &payment.user_id, w.since).await?);
        }
        let pairs: Vec<(i64, i64)> = used
            .iter()
            .zip(&windows)
            .map(|(u, w)| (*u, w.limit_cents))
            .collect();
        if !checks::fits(payment.amount.cents, &pairs) {
            // Nothing was written yet.
            return Ok(DepositWithinLimits::Exceeded { used });
        }
    }
    let created = payments::create_in(db, payment).await?;
    Ok(DepositWithinLimits::Created(Box::new(created)))
}

async fn create_casino_restriction(
    db: &mut dyn Executor,
    new: OperatorRestriction,
    audit: Audit,
) -> StoreResult<OperatorRestriction> {
    query(
        "INSERT INTO rg_casino_restrictions \
         (id, user_id, ends_at, reason, created_by, created_at, lifted_at, lifted_by) \
         VALUES ($1, $2, $3, $4, $5, $6, NULL, NULL)",
    )
    .bind(new.id.as_str())
    .bind(new.user_id.as_str())
    .bind(new.ends_at.map(millis))
    .bind(new.reason.as_str())
    .bind(new.created_by.as_str())
    .bind(millis(new.created_at))
    .execute(db)
    .await
    .map_err(|e| e.on_insert("casino restriction", "user"))?;
    insert_audit(db, &audit).await?;
    load_restriction(db, &new.id, &new.user_id)
        .await?
        .ok_or(StoreError::NotFound("casino restriction"))
}

async fn lift_casino_restriction(
    db: &mut dyn Executor,
    id: String,
    lifted_by: String,
    audit: Audit,
) -> StoreResult<RestrictionLifted> {
    // Conditional: of two concurrent lifts one sets the columns, the other finds them set.
    let lifted: Option<RestrictionRow> = query_as(format!(
        "UPDATE rg_casino_restrictions SET lifted_at = $1, lifted_by = $2 \
         WHERE id = $3 AND user_id = $4 AND lifted_at IS NULL \
         RETURNING {RESTRICTION_COLUMNS}"
    ))
    .bind(millis(audit.at))
    .bind(lifted_by.as_str())
    .bind(id.as_str())
    .bind(audit.user_id.as_str())
    .fetch_optional(db)
    .await?;
    let Some(row) = lifted else {
        // Nothing was written.
        let current = load_restriction(db, &id, &audit.user_id)
            .await?
            .ok_or(StoreError::NotFound("casino restriction"))?;
        return Ok(RestrictionLifted::AlreadyLifted(current));
    };
    let lifted = OperatorRestriction::try_from(row)?;
    insert_audit(db, &audit).await?;
    Ok(RestrictionLifted::Lifted(lifted))
}

#[async_trait]
impl<B: Backend> ResponsibleGamingStore for SqlStore<B> {
    async fn limits(&self, user: &UserId) -> StoreResult<Vec<StoredLimit>> {
        let user = user.clone();
        self.read(move |db| Box::pin(async move { limits_in(db, &user).await }))
            .await
    }

    async fn write_limit(&self, write: LimitWrite) -> StoreResult<StoredLimit> {
        self.write(move |db| Box::pin(write_limit(db, write))).await
    }

    async fn limit_history(
        &self,
        user: &UserId,
        limit: u32,
        before: Option<i64>,
    ) -> StoreResult<Vec<LimitHistoryRow>> {
        let user = user.clone();
        self.read(move |db| {
            Box::pin(async move {
                let rows: Vec<HistoryRow> = query_as(
                    "SELECT id, slot, action, previous_value, current_value, at \
                     FROM rg_limit_history WHERE user_id = $1 AND id < $2 \
                     ORDER BY id DESC LIMIT $3",
                )
                .bind(user.as_str())
                .bind(before.unwrap_or(i64::MAX))
                .bind(limit)
                .fetch_all(db)
                .await?;
                rows.into_iter().map(LimitHistoryRow::try_from).collect()
            })
        })
        .await
    }

    async fn exclusions(&self, user: &UserId) -> StoreResult<Vec<Exclusion>> {
        let user = user.clone();
        self.read(move |db| Box::pin(async move { exclusions_in(db, &user).await }))
            .await
    }

    async fn start_exclusion(&self, new: Exclusion, audit: Audit) -> StoreResult<ExclusionStarted> {
        self.write(move |db| Box::pin(start_exclusion(db, new, audit)))
            .await
    }

    async fn record_ack(&self, ack_type: &str, audit: Audit) -> StoreResult<()> {
        let ack_type = ack_type.to_owned();
        self.write(move |db| {
            Box::pin(async move {
                query(
                    "INSERT INTO rg_acks (user_id, ack_type, at) VALUES ($1, $2, $3) \
                     ON CONFLICT (user_id, ack_type) DO UPDATE SET at = excluded.at",
                )
                .bind(audit.user_id.as_str())
                .bind(ack_type.as_str())
                .bind(millis(audit.at))
                .execute(db)
                .await
                .map_err(|e| e.on_insert("ack", "user"))?;
                insert_audit(db, &audit).await
            })
        })
        .await
    }

    async fn acks(&self, user: &UserId) -> StoreResult<Vec<(String, DateTime<Utc>)>> {
        let user = user.clone();
        self.read(move |db| {
            Box::pin(async move {
                let rows: Vec<(String, i64)> = query_as(
                    "SELECT ack_type, at FROM rg_acks WHERE user_id = $1 ORDER BY ack_type",
                )
                .bind(user.as_str())
                .fetch_all(db)
                .await?;
                rows.into_iter()
                    .map(|(ack_type, at)| Ok((ack_type, instant(at)?)))
                    .collect()
            })
        })
        .await
    }

    async fn record_wager_activity(&self, activity: WagerActivity) -> StoreResult<bool> {
        if activity.stake_cents < 0 || activity.return_cents < 0 {
            return Err(StoreError::Conflict("amount"));
        }
        self.write(move |db| {
            Box::pin(async move {
                let done = query(
                    "INSERT INTO rg_wager_activity (user_id, reference, stake_cents, \
                     return_cents, at) VALUES ($1, $2, $3, $4, $5) \
                     ON CONFLICT (user_id, reference) DO NOTHING",
                )
                .bind(activity.user_id.as_str())
                .bind(activity.reference.as_str())
                .bind(activity.stake_cents)
                .bind(activity.return_cents)
                .bind(millis(activity.at))
                .execute(db)
                .await
                .map_err(|e| e.on_insert("wager_activity", "user"))?;
                Ok(done == 1)
            })
        })
        .await
    }

    async fn wager_totals(
        &self,
        user: &UserId,
        since: &[DateTime<Utc>],
    ) -> StoreResult<Vec<WagerTotals>> {
        let (user, since) = (user.clone(), since.to_vec());
        self.read(move |db| {
            Box::pin(async move {
                let mut out = Vec::with_capacity(since.len());
                for at in since {
                    let (stakes, returns): (i64, i64) = query_as(
                        "SELECT CAST(COALESCE(SUM(stake_cents), 0) AS BIGINT), \
                         CAST(COALESCE(SUM(return_cents), 0) AS BIGINT) \
                         FROM rg_wager_activity WHERE user_id = $1 AND at >= $2",
                    )
                    .bind(user.as_str())
                    .bind(millis(at))
                    .fetch_one(db)
                    .await?;
                    out.push(WagerTotals { stakes, returns });
                }
                Ok(out)
            })
        })
        .await
    }

    async fn deposit_totals_since(
        &self,
        user: &UserId,
        since: &[DateTime<Utc>],
    ) -> StoreResult<Vec<i64>> {
        let (user, since) = (user.clone(), since.to_vec());
        self.read(move |db| {
            Box::pin(async move {
                let mut out = Vec::with_capacity(since.len());
                for at in since {
                    out.push(deposits_since(db, &user, at).await?);
                }
                Ok(out)
            })
        })
        .await
    }

    async fn create_deposit_within_limits(
        &self,
        payment: NewPayment,
        windows: &[DepositWindow],
    ) -> StoreResult<DepositWithinLimits> {
        let windows = windows.to_vec();
        self.write(move |db| Box::pin(create_deposit_within_limits(db, payment, windows)))
            .await
    }

    async fn record_failed_deposit(
        &self,
        user: &UserId,
        payment: &str,
        at: DateTime<Utc>,
    ) -> StoreResult<()> {
        let (user, payment) = (user.clone(), payment.to_owned());
        self.write(move |db| {
            Box::pin(async move {
                query(
                    "INSERT INTO rg_failed_deposits (user_id, payment_id, at) \
                     VALUES ($1, $2, $3)",
                )
                .bind(user.as_str())
                .bind(payment.as_str())
                .bind(millis(at))
                .execute(db)
                .await
                .map_err(|e| e.on_insert("failed_deposit", "user"))?;
                Ok(())
            })
        })
        .await
    }

    async fn failed_deposits_since(&self, user: &UserId, since: DateTime<Utc>) -> StoreResult<u64> {
        let user = user.clone();
        self.read(move |db| {
            Box::pin(async move {
                let n: i64 = query_scalar(
                    "SELECT COUNT(*) FROM rg_failed_deposits WHERE user_id = $1 AND at >= $2",
                )
                .bind(user.as_str())
                .bind(millis(since))
                .fetch_one(db)
                .await?;
                count(n)
            })
        })
        .await
    }

    async fn sessions_between(
        &self,
        user: &UserId,
        since: DateTime<Utc>,
        until: DateTime<Utc>,
    ) -> StoreResult<Vec<Session>> {
        let user = user.clone();
        self.read(move |db| {
            Box::pin(async move {
                let rows: Vec<SessionRow> = query_as(format!(
                    "SELECT {SESSION_COLUMNS} FROM sessions WHERE user_id = $1 \
                     AND kind = 'full' AND created_at < $3 \
                     AND (revoked_at IS NULL OR revoked_at > $2) ORDER BY created_at"
                ))
                .bind(user.as_str())
                .bind(millis(since))
                .bind(millis(until))
                .fetch_all(db)
                .await?;
                rows.into_iter().map(Session::try_from).collect()
            })
        })
        .await
    }

    async fn audit_log(&self, user: &UserId, limit: u32) -> StoreResult<Vec<AuditRow>> {
        let user = user.clone();
        self.read(move |db| {
            Box::pin(async move {
                let rows: Vec<AuditLogRow> = query_as(
                    "SELECT id, user_id, session_id, action, detail, at FROM rg_audit_log \
                     WHERE user_id = $1 ORDER BY id DESC LIMIT $2",
                )
                .bind(user.as_str())
                .bind(limit)
                .fetch_all(db)
                .await?;
                rows.into_iter().map(AuditRow::try_from).collect()
            })
        })
        .await
    }

    async fn create_casino_restriction(
        &self,
        new: OperatorRestriction,
        audit: Audit,
    ) -> StoreResult<OperatorRestriction> {
        self.write(move |db| Box::pin(create_casino_restriction(db, new, audit)))
            .await
    }

    async fn casino_restriction(&self, id: &str) -> StoreResult<Option<OperatorRestriction>> {
        let id = id.to_owned();
        self.read(move |db| {
            Box::pin(async move {
                let row: Option<RestrictionRow> = query_as(format!(
                    "SELECT {RESTRICTION_COLUMNS} FROM rg_casino_restrictions WHERE id = $1"
                ))
                .bind(id.as_str())
                .fetch_optional(db)
                .await?;
                row.map(OperatorRestriction::try_from).transpose()
            })
        })
        .await
    }

    async fn lift_casino_restriction(
        &self,
        id: &str,
        lifted_by: &str,
        audit: Audit,
    ) -> StoreResult<RestrictionLifted> {
        let (id, lifted_by) = (id.to_owned(), lifted_by.to_owned());
        self.write(move |db| Box::pin(lift_casino_restriction(db, id, lifted_by, audit)))
            .await
    }

    async fn casino_restrictions(&self, user: &UserId) -> StoreResult<Vec<OperatorRestriction>> {
        let user = user.clone();
        self.read(move |db| Box::pin(restrictions_where(db, "user_id = $1", user, None)))
            .await
    }

    async fn active_casino_restrictions(
        &self,
        user: &UserId,
        now: DateTime<Utc>,
    ) -> StoreResult<Vec<OperatorRestriction>> {
        let user = user.clone();
        self.read(move |db| Box::pin(active_casino_restrictions_in(db, user, now)))
            .await
    }
}
