//! [`store::ResponsibleGamingStore`] on PostgreSQL. Each write is one transaction;
//! limit checks, deposits under a limit and exclusions first lock the account's `users` row
//! (`SELECT ... FOR UPDATE`), so two concurrent deposits of one account are checked one after
//! the other, and each change commits together with its audit row. Limit writes are
//! compare-and-set on the slot's version.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::ids::{SessionId, UserId};
use domain::responsible_gaming::Slot;
use domain::responsible_gaming::changes::{HistoryAction, HistoryLine, Pending, SlotState};
use domain::responsible_gaming::checks;
use domain::responsible_gaming::exclusions::{self, ExclusionKind};
use sqlx::PgConnection;
use store::{
    Audit, AuditRow, DepositWindow, DepositWithinLimits, Exclusion, ExclusionStarted,
    LimitHistoryRow, LimitWrite, NewPayment, OperatorRestriction, ResponsibleGamingStore,
    RestrictionLifted, Session, StoreError, StoreResult, StoredLimit, WagerActivity, WagerTotals,
};

use crate::rows::{SessionRow, instant, millis, session_columns};
use crate::{PgStore, backend, count, insert_error};

fn corrupt(what: &str, value: &str) -> StoreError {
    StoreError::Corrupt(format!("{what} {value}"))
}

fn slot(id: &str) -> StoreResult<Slot> {
    Slot::parse(id).map_err(|_| corrupt("limit slot", id))
}

type LimitRow = (
    String,
    Option<i64>,
    Option<String>,
    Option<i64>,
    Option<i64>,
    Option<i64>,
    i64,
);

fn stored_limit(row: LimitRow) -> StoreResult<StoredLimit> {
    let (slot_id, active, pending_id, pending_value, requested_at, effective_at, version) = row;
    let pending = match (pending_id, effective_at) {
        (Some(id), Some(effective)) => Some(Pending {
            id,
            value: pending_value,
            requested_at: instant(requested_at.unwrap_or(effective))?,
            effective_at: instant(effective)?,
        }),
        _ => None,
    };
    Ok(StoredLimit {
        slot: slot(&slot_id)?,
        state: SlotState { active, pending },
        version,
    })
}

type ExclusionRow = (String, String, String, String, i64, Option<i64>);

fn exclusion(row: ExclusionRow) -> StoreResult<Exclusion> {
    let (id, user_id, kind, duration, starts_at, ends_at) = row;
    Ok(Exclusion {
        id,
        user_id: UserId::from_raw(user_id),
        kind: ExclusionKind::parse(&kind).ok_or_else(|| corrupt("exclusion kind", &kind))?,
        duration,
        starts_at: instant(starts_at)?,
        ends_at: ends_at.map(instant).transpose()?,
    })
}

type RestrictionRow = (
    String,
    String,
    Option<i64>,
    String,
    String,
    i64,
    Option<i64>,
    Option<String>,
);

/// The columns [`restriction`] reads, in order.
macro_rules! restriction_columns {
    () => {
        "id, user_id, ends_at, reason, created_by, created_at, lifted_at, lifted_by"
    };
}

fn restriction(row: RestrictionRow) -> StoreResult<OperatorRestriction> {
    let (id, user_id, ends_at, reason, created_by, created_at, lifted_at, lifted_by) = row;
    Ok(OperatorRestriction {
        id,
        user_id: UserId::from_raw(user_id),
        ends_at: ends_at.map(instant).transpose()?,
        reason,
        created_by,
        created_at: instant(created_at)?,
        lifted_at: lifted_at.map(instant).transpose()?,
        lifted_by,
    })
}

async fn load_restriction(
    db: &mut PgConnection,
    id: &str,
    user: &UserId,
) -> StoreResult<Option<OperatorRestriction>> {
    let row: Option<RestrictionRow> = sqlx::query_as(concat!(
        "SELECT ",
        restriction_columns!(),
        " FROM rg_casino_restrictions WHERE id = $1 AND user_id = $2"
    ))
    .bind(id)
    .bind(user.as_str())
    .fetch_optional(&mut *db)
    .await
    .map_err(backend)?;
    row.map(restriction).transpose()
}

async fn insert_audit(db: &mut PgConnection, audit: &Audit) -> StoreResult<()> {
    sqlx::query(
        "INSERT INTO rg_audit_log (user_id, session_id, action, detail, at) \
         VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(audit.user_id.as_str())
    .bind(audit.session_id.as_ref().map(SessionId::as_str))
    .bind(&audit.action)
    .bind(&audit.detail)
    .bind(millis(audit.at))
    .execute(&mut *db)
    .await
    .map_err(|e| insert_error(e, "audit", "user"))?;
    Ok(())
}

async fn load_limit(
    db: &mut PgConnection,
    user: &UserId,
    slot_id: &str,
) -> StoreResult<Option<StoredLimit>> {
    let row: Option<LimitRow> = sqlx::query_as(
        "SELECT slot, active_value, pending_id, pending_value, pending_requested_at, \
         pending_effective_at, version FROM rg_limits WHERE user_id = $1 AND slot = $2",
    )
    .bind(user.as_str())
    .bind(slot_id)
    .fetch_optional(&mut *db)
    .await
    .map_err(backend)?;
    row.map(stored_limit).transpose()
}

/// Deposits (not failed) of the account created at or after `since`.
async fn deposits_since(
    db: &mut PgConnection,
    user: &UserId,
    since: DateTime<Utc>,
) -> StoreResult<i64> {
    sqlx::query_scalar(
        "SELECT COALESCE(SUM(amount_cents), 0)::BIGINT FROM payments \
         WHERE user_id = $1 AND direction = 'DEPOSIT' AND status <> 'FAILED' \
         AND created_at >= $2",
    )
    .bind(user.as_str())
    .bind(millis(since))
    .fetch_one(&mut *db)
    .await
    .map_err(backend)
}

/// Serialises limit checks of one account: locks its `users` row until the transaction ends.
async fn lock_account(db: &mut PgConnection, user: &UserId) -> StoreResult<()> {
    let found: Option<String> = sqlx::query_scalar("SELECT id FROM users WHERE id = $1 FOR UPDATE")
        .bind(user.as_str())
        .fetch_optional(&mut *db)
        .await
        .map_err(backend)?;
    found.map(|_| ()).ok_or(StoreError::NotFound("user"))
}

#[async_trait]
impl ResponsibleGamingStore for PgStore {
    async fn limits(&self, user: &UserId) -> StoreResult<Vec<StoredLimit>> {
        let rows: Vec<LimitRow> = sqlx::query_as(
            "SELECT slot, active_value, pending_id, pending_value, pending_requested_at, \
             pending_effective_at, version FROM rg_limits WHERE user_id = $1 ORDER BY slot",
        )
        .bind(user.as_str())
        .fetch_all(&self.pool)
        .await
        .map_err(backend)?;
        rows.into_iter().map(stored_limit).collect()
    }

    async fn write_limit(&self, write: LimitWrite) -> StoreResult<StoredLimit> {
        let mut db = self.write().await?;
        let slot_id = write.slot.id();
        let pending = write.state.pending.as_ref();
        // The update applies only on the version the change was decided on.
        let done = sqlx::query(
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
        .bind(&slot_id)
        .bind(write.state.active)
        .bind(pending.map(|p| p.id.as_str()))
        .bind(pending.and_then(|p| p.value))
        .bind(pending.map(|p| millis(p.requested_at)))
        .bind(pending.map(|p| millis(p.effective_at)))
        .bind(write.expected_version + 1)
        .bind(millis(write.audit.at))
        .bind(write.expected_version)
        .execute(&mut *db)
        .await
        .map_err(|e| insert_error(e, "limit", "user"))?;
        if done.rows_affected() != 1 {
            return Err(StoreError::Conflict("limit"));
        }
        for line in &write.history {
            sqlx::query(
                "INSERT INTO rg_limit_history (user_id, slot, action, previous_value, \
                 current_value, at) VALUES ($1, $2, $3, $4, $5, $6)",
            )
            .bind(write.user_id.as_str())
            .bind(&slot_id)
            .bind(line.action.as_str())
            .bind(line.previous)
            .bind(line.current)
            .bind(millis(write.audit.at))
            .execute(&mut *db)
            .await
            .map_err(backend)?;
        }
        insert_audit(&mut db, &write.audit).await?;
        let stored = load_limit(&mut db, &write.user_id, &slot_id)
            .await?
            .ok_or(StoreError::NotFound("limit"))?;
        db.commit().await.map_err(backend)?;
        Ok(stored)
    }

    async fn limit_history(
        &self,
        user: &UserId,
        limit: u32,
        before: Option<i64>,
    ) -> StoreResult<Vec<LimitHistoryRow>> {
        let rows: Vec<(i64, String, String, Option<i64>, Option<i64>, i64)> = sqlx::query_as(
            "SELECT id, slot, action, previous_value, current_value, at FROM rg_limit_history \
             WHERE user_id = $1 AND id < $2 ORDER BY id DESC LIMIT $3",
        )
        .bind(user.as_str())
        .bind(before.unwrap_or(i64::MAX))
        .bind(i64::from(limit))
        .fetch_all(&self.pool)
        .await
        .map_err(backend)?;
        rows.into_iter()
            .map(|(id, slot_id, action, previous, current, at)| {
                Ok(LimitHistoryRow {
                    id,
                    slot: slot(&slot_id)?,
                    line: HistoryLine {
                        action: HistoryAction::parse(&action)
                            .ok_or_else(|| corrupt("history action", &action))?,
                        previous,
                        current,
                    },
                    at: instant(at)?,
                })
            })
            .collect()
    }

    async fn exclusions(&self, user: &UserId) -> StoreResult<Vec<Exclusion>> {
        let rows: Vec<ExclusionRow> = sqlx::query_as(
            "SELECT id, user_id, kind, duration, starts_at, ends_at FROM rg_exclusions \
             WHERE user_id = $1 ORDER BY starts_at DESC, id DESC",
        )
        .bind(user.as_str())
        .fetch_all(&self.pool)
        .await
        .map_err(backend)?;
        rows.into_iter().map(exclusion).collect()
    }

    async fn start_exclusion(&self, new: Exclusion, audit: Audit) -> StoreResult<ExclusionStarted> {
        let mut db = self.write().await?;
        lock_account(&mut db, &new.user_id).await?;
        let rows: Vec<ExclusionRow> = sqlx::query_as(
            "SELECT id, user_id, kind, duration, starts_at, ends_at FROM rg_exclusions \
             WHERE user_id = $1 AND (ends_at IS NULL OR ends_at > $2)",
        )
        .bind(new.user_id.as_str())
        .bind(millis(new.starts_at))
        .fetch_all(&mut *db)
        .await
        .map_err(backend)?;
        for row in rows {
            let current = exclusion(row)?;
            if !exclusions::extends(current.ends_at, new.ends_at) {
                return Ok(ExclusionStarted::WouldShorten(current));
            }
        }
        sqlx::query(
            "INSERT INTO rg_exclusions (id, user_id, kind, duration, starts_at, ends_at) \
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(&new.id)
        .bind(new.user_id.as_str())
        .bind(new.kind.as_str())
        .bind(&new.duration)
        .bind(millis(new.starts_at))
        .bind(new.ends_at.map(millis))
        .execute(&mut *db)
        .await
        .map_err(|e| insert_error(e, "exclusion", "user"))?;
        let revoked: Vec<String> = sqlx::query_scalar(
            "UPDATE sessions SET revoked_at = $1, revoke_reason = $2 \
             WHERE user_id = $3 AND revoked_at IS NULL AND absolute_expires_at > $1 \
             RETURNING id",
        )
        .bind(millis(new.starts_at))
        .bind(new.kind.revoke_reason())
        .bind(new.user_id.as_str())
        .fetch_all(&mut *db)
        .await
        .map_err(backend)?;
        insert_audit(&mut db, &audit).await?;
        db.commit().await.map_err(backend)?;
        Ok(ExclusionStarted::Started {
            exclusion: new,
            revoked: revoked.into_iter().map(SessionId::from_raw).collect(),
        })
    }

    async fn record_ack(&self, ack_type: &str, audit: Audit) -> StoreResult<()> {
        let mut db = self.write().await?;
        sqlx::query(
            "INSERT INTO rg_acks (user_id, ack_type, at) VALUES ($1, $2, $3) \
             ON CONFLICT (user_id, ack_type) DO UPDATE SET at = excluded.at",
        )
        .bind(audit.user_id.as_str())
        .bind(ack_type)
        .bind(millis(audit.at))
        .execute(&mut *db)
        .await
        .map_err(|e| insert_error(e, "ack", "user"))?;
        insert_audit(&mut db, &audit).await?;
        db.commit().await.map_err(backend)?;
        Ok(())
    }

    async fn acks(&self, user: &UserId) -> StoreResult<Vec<(String, DateTime<Utc>)>> {
        let rows: Vec<(String, i64)> =
            sqlx::query_as("SELECT ack_type, at FROM rg_acks WHERE user_id = $1 ORDER BY ack_type")
                .bind(user.as_str())
                .fetch_all(&self.pool)
                .await
                .map_err(backend)?;
        rows.into_iter()
            .map(|(t, at)| Ok((t, instant(at)?)))
            .collect()
    }

    async fn record_wager_activity(&self, activity: WagerActivity) -> StoreResult<bool> {
        if activity.stake_cents < 0 || activity.return_cents < 0 {
            return Err(StoreError::Conflict("amount"));
        }
        let mut db = self.write().await?;
        let done = sqlx::query(
            "INSERT INTO rg_wager_activity (user_id, reference, stake_cents, return_cents, at) \
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT (user_id, reference) DO NOTHING",
        )
        .bind(activity.user_id.as_str())
        .bind(&activity.reference)
        .bind(activity.stake_cents)
        .bind(activity.return_cents)
        .bind(millis(activity.at))
        .execute(&mut *db)
        .await
        .map_err(|e| insert_error(e, "wager_activity", "user"))?;
        db.commit().await.map_err(backend)?;
        Ok(done.rows_affected() == 1)
    }

    async fn wager_totals(
        &self,
        user: &UserId,
        since: &[DateTime<Utc>],
    ) -> StoreResult<Vec<WagerTotals>> {
        let mut out = Vec::with_capacity(since.len());
        for at in since {
            let (stakes, returns): (i64, i64) = sqlx::query_as(
                "SELECT COALESCE(SUM(stake_cents), 0)::BIGINT, COALESCE(SUM(return_cents), 0)::BIGINT \
                 FROM rg_wager_activity WHERE user_id = $1 AND at >= $2",
            )
            .bind(user.as_str())
            .bind(millis(*at))
            .fetch_one(&self.pool)
            .await
            .map_err(backend)?;
            out.push(WagerTotals { stakes, returns });
        }
        Ok(out)
    }

    async fn deposit_totals_since(
        &self,
        user: &UserId,
        since: &[DateTime<Utc>],
    ) -> StoreResult<Vec<i64>> {
        let mut db = self.pool.acquire().await.map_err(backend)?;
        let mut out = Vec::with_capacity(since.len());
        for at in since {
            out.push(deposits_since(&mut db, user, *at).await?);
        }
        Ok(out)
    }

    async fn create_deposit_within_limits(
        &self,
        payment: NewPayment,
        windows: &[DepositWindow],
    ) -> StoreResult<DepositWithinLimits> {
        let mut db = self.write().await?;
        lock_account(&mut db, &payment.user_id).await?;
        let replay: Option<i32> = sqlx::query_scalar(
            "SELECT 1 FROM payments WHERE user_id = $1 AND idempotency_key = $2",
        )
        .bind(payment.user_id.as_str())
        .bind(&payment.idempotency_key)
        .fetch_optional(&mut *db)
        .await
        .map_err(backend)?;
        if replay.is_none() {
            let mut used = Vec::with_capacity(windows.len());
            for w in windows {
                used.push(deposits_since(&mut db, &payment.user_id, w.since).await?);
            }
            let pairs: Vec<(i64, i64)> = used
                .iter()
                .zip(windows)
                .map(|(u, w)| (*u, w.limit_cents))
                .collect();
            if !checks::fits(payment.amount.cents, &pairs) {
                return Ok(DepositWithinLimits::Exceeded { used });
            }
        }
        let created = crate::payments::create_in(&mut db, payment).await?;
        db.commit().await.map_err(backend)?;
        Ok(DepositWithinLimits::Created(Box::new(created)))
    }

    async fn record_failed_deposit(
        &self,
        user: &UserId,
        payment: &str,
        at: DateTime<Utc>,
    ) -> StoreResult<()> {
        let mut db = self.write().await?;
        sqlx::query("INSERT INTO rg_failed_deposits (user_id, payment_id, at) VALUES ($1, $2, $3)")
            .bind(user.as_str())
            .bind(payment)
            .bind(millis(at))
            .execute(&mut *db)
            .await
            .map_err(|e| insert_error(e, "failed_deposit", "user"))?;
        db.commit().await.map_err(backend)?;
        Ok(())
    }

    async fn failed_deposits_since(&self, user: &UserId, since: DateTime<Utc>) -> StoreResult<u64> {
        let n: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM rg_failed_deposits WHERE user_id = $1 AND at >= $2",
        )
        .bind(user.as_str())
        .bind(millis(since))
        .fetch_one(&self.pool)
        .await
        .map_err(backend)?;
        count(n)
    }

    async fn sessions_between(
        &self,
        user: &UserId,
        since: DateTime<Utc>,
        until: DateTime<Utc>,
    ) -> StoreResult<Vec<Session>> {
        let rows: Vec<SessionRow> = sqlx::query_as(concat!(
            "SELECT ",
            session_columns!(),
            " FROM sessions WHERE user_id = $1 AND kind = 'full' AND created_at < $3 \
             AND (revoked_at IS NULL OR revoked_at > $2) ORDER BY created_at"
        ))
        .bind(user.as_str())
        .bind(millis(since))
        .bind(millis(until))
        .fetch_all(&self.pool)
        .await
        .map_err(backend)?;
        rows.into_iter().map(Session::try_from).collect()
    }

    async fn audit_log(&self, user: &UserId, limit: u32) -> StoreResult<Vec<AuditRow>> {
        let rows: Vec<(i64, String, Option<String>, String, String, i64)> = sqlx::query_as(
            "SELECT id, user_id, session_id, action, detail, at FROM rg_audit_log \
             WHERE user_id = $1 ORDER BY id DESC LIMIT $2",
        )
        .bind(user.as_str())
        .bind(i64::from(limit))
        .fetch_all(&self.pool)
        .await
        .map_err(backend)?;
        rows.into_iter()
            .map(|(id, user_id, session_id, action, detail, at)| {
                Ok(AuditRow {
                    id,
                    user_id: UserId::from_raw(user_id),
                    session_id: session_id.map(SessionId::from_raw),
                    action,
                    detail,
                    at: instant(at)?,
                })
            })
            .collect()
    }

    async fn create_casino_restriction(
        &self,
        new: OperatorRestriction,
        audit: Audit,
    ) -> StoreResult<OperatorRestriction> {
        let mut db = self.write().await?;
        sqlx::query(
            "INSERT INTO rg_casino_restrictions \
             (id, user_id, ends_at, reason, created_by, created_at, lifted_at, lifted_by) \
             VALUES ($1, $2, $3, $4, $5, $6, NULL, NULL)",
        )
        .bind(&new.id)
        .bind(new.user_id.as_str())
        .bind(new.ends_at.map(millis))
        .bind(&new.reason)
        .bind(&new.created_by)
        .bind(millis(new.created_at))
        .execute(&mut *db)
        .await
        .map_err(|e| insert_error(e, "casino restriction", "user"))?;
        insert_audit(&mut db, &audit).await?;
        let stored = load_restriction(&mut db, &new.id, &new.user_id)
            .await?
            .ok_or(StoreError::NotFound("casino restriction"))?;
        db.commit().await.map_err(backend)?;
        Ok(stored)
    }

    async fn casino_restriction(&self, id: &str) -> StoreResult<Option<OperatorRestriction>> {
        let row: Option<RestrictionRow> = sqlx::query_as(concat!(
            "SELECT ",
            restriction_columns!(),
            " FROM rg_casino_restrictions WHERE id = $1"
        ))
        .bind(id)
        .fetch_optional(&self.pool)
        .await
        .map_err(backend)?;
        row.map(restriction).transpose()
    }

    async fn lift_casino_restriction(
        &self,
        id: &str,
        lifted_by: &str,
        audit: Audit,
    ) -> StoreResult<RestrictionLifted> {
        let mut db = self.write().await?;
        // Conditional: of two concurrent lifts one sets the columns, the other finds them set.
        let lifted: Option<RestrictionRow> = sqlx::query_as(concat!(
            "UPDATE rg_casino_restrictions SET lifted_at = $1, lifted_by = $2 \
             WHERE id = $3 AND user_id = $4 AND lifted_at IS NULL \
             RETURNING ",
            restriction_columns!()
        ))
        .bind(millis(audit.at))
        .bind(lifted_by)
        .bind(id)
        .bind(audit.user_id.as_str())
        .fetch_optional(&mut *db)
        .await
        .map_err(backend)?;
        let Some(row) = lifted else {
            let current = load_restriction(&mut db, id, &audit.user_id)
                .await?
                .ok_or(StoreError::NotFound("casino restriction"))?;
            return Ok(RestrictionLifted::AlreadyLifted(current));
        };
        let lifted = restriction(row)?;
        insert_audit(&mut db, &audit).await?;
        db.commit().await.map_err(backend)?;
        Ok(RestrictionLifted::Lifted(lifted))
    }

    async fn casino_restrictions(&self, user: &UserId) -> StoreResult<Vec<OperatorRestriction>> {
        let rows: Vec<RestrictionRow> = sqlx::query_as(concat!(
            "SELECT ",
            restriction_columns!(),
            " FROM rg_casino_restrictions WHERE user_id = $1 \
             ORDER BY created_at DESC, id COLLATE \"C\" DESC"
        ))
        .bind(user.as_str())
        .fetch_all(&self.pool)
        .await
        .map_err(backend)?;
        rows.into_iter().map(restriction).collect()
    }

    async fn active_casino_restrictions(
        &self,
        user: &UserId,
        now: DateTime<Utc>,
    ) -> StoreResult<Vec<OperatorRestriction>> {
        let rows: Vec<RestrictionRow> = sqlx::query_as(concat!(
            "SELECT ",
            restriction_columns!(),
            " FROM rg_casino_restrictions \
             WHERE user_id = $1 AND created_at <= $2 \
             AND (ends_at IS NULL OR ends_at > $2) AND (lifted_at IS NULL OR lifted_at > $2) \
             ORDER BY created_at DESC, id COLLATE \"C\" DESC"
        ))
        .bind(user.as_str())
        .bind(millis(now))
        .fetch_all(&self.pool)
        .await
        .map_err(backend)?;
        rows.into_iter().map(restriction).collect()
    }
}
