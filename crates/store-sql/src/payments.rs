//! [`store::PaymentStore`]: deposits and withdrawals with their ledger movements, saved
//! payment methods, provider exclusions, processor callbacks and deposit acknowledgements.
//! A payment's status change, its ledger posting (through [`ledger::post_in`]) and the
//! deposit total it adds to commit in one unit of work. Settling and rescheduling read the
//! payment under a row lock first (where row locks exist; elsewhere a write holds the whole
//! database), so of two concurrent events one applies and the other sees a final payment; a
//! withdrawal's hold relies on the ledger's conditional balance update, so of concurrent
//! withdrawals of the whole balance exactly one is written. A submission step is claimed with
//! one conditional update, so of concurrent claimers one wins. The deposit total is one upsert
//! (atomic under concurrent confirmations). Locks are taken in one order: payment, ledger
//! accounts by key, deposit total, acknowledgement.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::ids::{PaymentId, PaymentMethodId, UserId};
use domain::ledger::LedgerError;
use domain::money::Money;
use domain::payments::{
    self, Direction, LedgerEffect, PaymentEvent, PaymentStatus, Submission, TransitionError,
};
use store::{
    DepositAcknowledgement, NewPayment, NewPaymentMethod, Payment, PaymentCreated, PaymentMethod,
    PaymentSettled, PaymentStore, StoreError, StoreResult,
};

use crate::SqlStore;
use crate::convert::{corrupt, currency, instant, millis, opt_instant};
use crate::db::{Backend, Executor, query, query_as, query_scalar};
use crate::ledger;
use crate::row;

/// Columns of `payments` read into [`PaymentRow`].
const PAYMENT_COLUMNS: &str = "id, user_id, direction, provider, method_id, amount_cents, \
     currency, status, idempotency_key, region, promotion_code, processor_reference, \
     failure_reason, next_step_at, submission, created_at, updated_at";

/// Columns of `payment_methods` read into [`MethodRow`].
const METHOD_COLUMNS: &str = "id, user_id, provider, label, processor_token, created_at";

row! {
    struct PaymentRow {
        id: String,
        user_id: String,
        direction: String,
        provider: String,
        method_id: Option<String>,
        amount_cents: i64,
        currency: String,
        status: String,
        idempotency_key: String,
        region: String,
        promotion_code: Option<String>,
        processor_reference: Option<String>,
        failure_reason: Option<String>,
        next_step_at: Option<i64>,
        submission: String,
        created_at: i64,
        updated_at: i64,
    }
}

impl TryFrom<PaymentRow> for Payment {
    type Error = StoreError;

    fn try_from(row: PaymentRow) -> StoreResult<Self> {
        Ok(Payment {
            direction: Direction::parse(&row.direction)
                .ok_or_else(|| corrupt("payment direction", &row.direction))?,
            status: PaymentStatus::parse(&row.status)
                .ok_or_else(|| corrupt("payment status", &row.status))?,
            amount: Money::new(row.amount_cents, currency(&row.currency)?),
            id: PaymentId::from_raw(row.id),
            user_id: UserId::from_raw(row.user_id),
            provider: row.provider,
            method_id: row.method_id.map(PaymentMethodId::from_raw),
            idempotency_key: row.idempotency_key,
            region: row.region,
            promotion_code: row.promotion_code,
            processor_reference: row.processor_reference,
            failure_reason: row.failure_reason,
            next_step_at: opt_instant(row.next_step_at)?,
            submission: Submission::parse(&row.submission)
                .ok_or_else(|| corrupt("payment submission", &row.submission))?,
            created_at: instant(row.created_at)?,
            updated_at: instant(row.updated_at)?,
        })
    }
}

row! {
    struct MethodRow {
        id: String,
        user_id: String,
        provider: String,
        label: String,
        processor_token: String,
        created_at: i64,
    }
}

impl TryFrom<MethodRow> for PaymentMethod {
    type Error = StoreError;

    fn try_from(row: MethodRow) -> StoreResult<Self> {
        Ok(PaymentMethod {
            id: PaymentMethodId::from_raw(row.id),
            user_id: UserId::from_raw(row.user_id),
            provider: row.provider,
            label: row.label,
            processor_token: row.processor_token,
            created_at: instant(row.created_at)?,
        })
    }
}

fn ledger_error(err: LedgerError) -> StoreError {
    StoreError::Backend(format!("payment ledger transaction: {err}"))
}

fn to_payments(rows: Vec<PaymentRow>) -> StoreResult<Vec<Payment>> {
    rows.into_iter().map(Payment::try_from).collect()
}

/// The payment `id`, read with `lock` appended (a row-lock clause, or nothing).
async fn by_id(db: &mut dyn Executor, id: &PaymentId, lock: &str) -> StoreResult<Option<Payment>> {
    let row: Option<PaymentRow> = query_as(format!(
        "SELECT {PAYMENT_COLUMNS} FROM payments WHERE id = $1 {lock}"
    ))
    .bind(id.as_str())
    .fetch_optional(db)
    .await?;
    row.map(Payment::try_from).transpose()
}

/// Reads a payment and locks its row until the unit of work ends (where row locks exist).
async fn lock(db: &mut dyn Executor, id: &PaymentId) -> StoreResult<Option<Payment>> {
    let clause = db.dialect().lock("FOR UPDATE");
    by_id(db, id, clause).await
}

async fn by_key(db: &mut dyn Executor, user: &UserId, key: &str) -> StoreResult<Option<Payment>> {
    let row: Option<PaymentRow> = query_as(format!(
        "SELECT {PAYMENT_COLUMNS} FROM payments WHERE user_id = $1 AND idempotency_key = $2"
    ))
    .bind(user.as_str())
    .bind(key)
    .fetch_optional(db)
    .await?;
    row.map(Payment::try_from).transpose()
}

/// The first payment made with a key, when `new` asks for the same thing again.
fn replay(first: Payment, new: &NewPayment) -> StoreResult<PaymentCreated> {
    let same = first.direction == new.direction
        && first.provider == new.provider
        && first.method_id == new.method_id
        && first.amount == new.amount;
    if same {
        Ok(PaymentCreated::Replayed(first))
    } else {
        Err(StoreError::Conflict("idempotency_key"))
    }
}

/// Posts the ledger effect of a payment step, and for a credited deposit adds to the
/// bettor's region total: `true` when that raised the deposit acknowledgement.
async fn post_effect(
    db: &mut dyn Executor,
    payment: &Payment,
    effect: LedgerEffect,
    at: DateTime<Utc>,
) -> StoreResult<bool> {
    if let Some(tx) = effect
        .transaction(&payment.id, &payment.user_id, payment.amount)
        .map_err(ledger_error)?
    {
        ledger::post_in(db, &tx, at).await?;
    }
    if effect != LedgerEffect::CreditCash {
        return Ok(false);
    }
    let after: i64 = query_scalar(
        "INSERT INTO deposit_totals (user_id, region, currency, total_cents, updated_at) \
         VALUES ($1, $2, $3, $4, $5) \
         ON CONFLICT (user_id, region, currency) DO UPDATE SET \
         total_cents = deposit_totals.total_cents + excluded.total_cents, \
         updated_at = excluded.updated_at \
         RETURNING total_cents",
    )
    .bind(payment.user_id.as_str())
    .bind(payment.region.as_str())
    .bind(payment.amount.currency.code())
    .bind(payment.amount.cents)
    .bind(millis(at))
    .fetch_one(db)
    .await?;
    let before = after.saturating_sub(payment.amount.cents);
    if !payments::reaches_acknowledgement(&payment.region, before, after) {
        return Ok(false);
    }
    // At most one acknowledgement waits: a newer one replaces it.
    query(
        "INSERT INTO deposit_acknowledgements (user_id, region, total_cents, currency, \
         raised_at) VALUES ($1, $2, $3, $4, $5) \
         ON CONFLICT (user_id) WHERE acknowledged_at IS NULL DO UPDATE SET \
         region = excluded.region, total_cents = excluded.total_cents, \
         currency = excluded.currency, raised_at = excluded.raised_at",
    )
    .bind(payment.user_id.as_str())
    .bind(payment.region.as_str())
    .bind(after)
    .bind(payment.amount.currency.code())
    .bind(millis(at))
    .execute(db)
    .await?;
    Ok(true)
}

/// Records a payment inside the caller's unit of work: see [`PaymentStore::create_payment`].
/// A replay writes nothing.
pub(crate) async fn create_in(
    db: &mut dyn Executor,
    new: NewPayment,
) -> StoreResult<PaymentCreated> {
    // A withdrawal holds its funds until an event makes it final: it cannot start final.
    if !new.status.fits(new.direction)
        || (new.direction == Direction::Withdrawal && new.status.is_final())
    {
        return Err(StoreError::Conflict("status"));
    }
    if let Some(first) = by_key(db, &new.user_id, &new.idempotency_key).await? {
        return replay(first, &new);
    }
    if let Some(method_id) = &new.method_id {
        let usable: Option<i64> = query_scalar(
            "SELECT 1 FROM payment_methods \
             WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL",
        )
        .bind(method_id.as_str())
        .bind(new.user_id.as_str())
        .fetch_optional(db)
        .await?;
        if usable.is_none() {
            return Err(StoreError::NotFound("payment_method"));
        }
    }
    let next_step_at = if new.status.is_final() {
        None
    } else {
        new.next_step_at.map(millis)
    };
    let row: Option<PaymentRow> = query_as(format!(
        "INSERT INTO payments (id, user_id, direction, provider, method_id, amount_cents, \
         currency, status, idempotency_key, region, promotion_code, processor_reference, \
         failure_reason, next_step_at, created_at, updated_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, NULL, $13, $14, $14) \
         ON CONFLICT (user_id, idempotency_key) DO NOTHING RETURNING {PAYMENT_COLUMNS}"
    ))
    .bind(new.id.as_str())
    .bind(new.user_id.as_str())
    .bind(new.direction.as_str())
    .bind(new.provider.as_str())
    .bind(new.method_id.as_ref().map(PaymentMethodId::as_str))
    .bind(new.amount.cents)
    .bind(new.amount.currency.code())
    .bind(new.status.as_str())
    .bind(new.idempotency_key.as_str())
    .bind(new.region.as_str())
    .bind(&new.promotion_code)
    .bind(&new.processor_reference)
    .bind(next_step_at)
    .bind(millis(new.at))
    .fetch_optional(db)
    .await
    .map_err(|e| e.on_insert("payment", "user"))?;
    let Some(row) = row else {
        let first = by_key(db, &new.user_id, &new.idempotency_key)
            .await?
            .ok_or(StoreError::Conflict("idempotency_key"))?;
        return replay(first, &new);
    };
    let payment = Payment::try_from(row)?;
    let effect = payments::on_create(payment.direction, payment.status);
    post_effect(db, &payment, effect, new.at).await?;
    Ok(PaymentCreated::New(payment))
}

async fn settle_payment(
    db: &mut dyn Executor,
    id: PaymentId,
    event: PaymentEvent,
    failure_reason: Option<String>,
    at: DateTime<Utc>,
) -> StoreResult<PaymentSettled> {
    let payment = lock(db, &id)
        .await?
        .ok_or(StoreError::NotFound("payment"))?;
    let (status, effect) = match payments::apply(payment.direction, payment.status, event) {
        Ok(next) => next,
        Err(TransitionError::AlreadyFinal { .. }) if event != PaymentEvent::CancelledByPatron => {
            return Ok(PaymentSettled {
                payment,
                applied: false,
                acknowledgement_raised: false,
            });
        }
        Err(TransitionError::AlreadyFinal { .. } | TransitionError::NotCancellable) => {
            return Err(StoreError::Conflict("status"));
        }
    };
    let next_step_at = if status.is_final() {
        None
    } else {
        payment.next_step_at.map(millis)
    };
    let row: PaymentRow = query_as(format!(
        "UPDATE payments SET status = $1, failure_reason = COALESCE($2, failure_reason), \
         next_step_at = $3, updated_at = $4 WHERE id = $5 RETURNING {PAYMENT_COLUMNS}"
    ))
    .bind(status.as_str())
    .bind(&failure_reason)
    .bind(next_step_at)
    .bind(millis(at))
    .bind(id.as_str())
    .fetch_one(db)
    .await?;
    let payment = Payment::try_from(row)?;
    let acknowledgement_raised = post_effect(db, &payment, effect, at).await?;
    Ok(PaymentSettled {
        payment,
        applied: true,
        acknowledgement_raised,
    })
}

async fn reschedule_payment(
    db: &mut dyn Executor,
    id: PaymentId,
    status: PaymentStatus,
    next_step_at: Option<DateTime<Utc>>,
    at: DateTime<Utc>,
) -> StoreResult<Payment> {
    let payment = lock(db, &id)
        .await?
        .ok_or(StoreError::NotFound("payment"))?;
    if payment.status.is_final() || status.is_final() || !status.fits(payment.direction) {
        return Err(StoreError::Conflict("status"));
    }
    let row: PaymentRow = query_as(format!(
        "UPDATE payments SET status = $1, next_step_at = $2, updated_at = $3 \
         WHERE id = $4 RETURNING {PAYMENT_COLUMNS}"
    ))
    .bind(status.as_str())
    .bind(next_step_at.map(millis))
    .bind(millis(at))
    .bind(id.as_str())
    .fetch_one(db)
    .await?;
    Payment::try_from(row)
}

async fn claim_submission(
    db: &mut dyn Executor,
    id: PaymentId,
    from: Submission,
    to: Submission,
    next_step_at: Option<DateTime<Utc>>,
    at: DateTime<Utc>,
) -> StoreResult<Option<Payment>> {
    if !from.can_move_to(to) {
        return Err(StoreError::Conflict("submission"));
    }
    // One conditional update: a concurrent claimer waits for this row (PostgreSQL re-checks
    // the condition on the row it waited for; SQLite has one writer) and then matches nothing.
    let row: Option<PaymentRow> = query_as(format!(
        "UPDATE payments SET submission = $1, next_step_at = $2, updated_at = $3 \
         WHERE id = $4 AND submission = $5 AND status NOT IN ('SUCCESSFUL', 'FAILED') \
         RETURNING {PAYMENT_COLUMNS}"
    ))
    .bind(to.as_str())
    .bind(next_step_at.map(millis))
    .bind(millis(at))
    .bind(id.as_str())
    .bind(from.as_str())
    .fetch_optional(db)
    .await?;
    match row {
        Some(row) => Payment::try_from(row).map(Some),
        None if by_id(db, &id, "").await?.is_some() => Ok(None),
        None => Err(StoreError::NotFound("payment")),
    }
}

async fn payments_page(
    db: &mut dyn Executor,
    user: UserId,
    limit: u32,
    before: Option<PaymentId>,
) -> StoreResult<Vec<Payment>> {
    let rows: Vec<PaymentRow> = match before {
        None => {
            query_as(format!(
                "SELECT {PAYMENT_COLUMNS} FROM payments WHERE user_id = $1 \
                 ORDER BY id DESC LIMIT $2"
            ))
            .bind(user.as_str())
            .bind(limit)
            .fetch_all(db)
            .await?
        }
        Some(before) => {
            query_as(format!(
                "SELECT {PAYMENT_COLUMNS} FROM payments WHERE user_id = $1 AND id < $2 \
                 ORDER BY id DESC LIMIT $3"
            ))
            .bind(user.as_str())
            .bind(before.as_str())
            .bind(limit)
            .fetch_all(db)
            .await?
        }
    };
    to_payments(rows)
}

async fn set_provider_exclusions(
    db: &mut dyn Executor,
    user: UserId,
    providers: Vec<String>,
    at: DateTime<Utc>,
) -> StoreResult<()> {
    query("DELETE FROM provider_exclusions WHERE user_id = $1")
        .bind(user.as_str())
        .execute(db)
        .await?;
    for provider in &providers {
        query(
            "INSERT INTO provider_exclusions (user_id, provider, created_at) \
             VALUES ($1, $2, $3) ON CONFLICT (user_id, provider) DO NOTHING",
        )
        .bind(user.as_str())
        .bind(provider)
        .bind(millis(at))
        .execute(db)
        .await
        .map_err(|e| e.on_insert("provider_exclusion", "user"))?;
    }
    Ok(())
}

#[async_trait]
impl<B: Backend> PaymentStore for SqlStore<B> {
    async fn create_payment(&self, new: NewPayment) -> StoreResult<PaymentCreated> {
        self.write(move |db| Box::pin(create_in(db, new))).await
    }

    async fn settle_payment(
        &self,
        id: &PaymentId,
        event: PaymentEvent,
        failure_reason: Option<&str>,
        at: DateTime<Utc>,
    ) -> StoreResult<PaymentSettled> {
        let (id, failure_reason) = (id.clone(), failure_reason.map(str::to_owned));
        self.write(move |db| Box::pin(settle_payment(db, id, event, failure_reason, at)))
            .await
    }

    async fn reschedule_payment(
        &self,
        id: &PaymentId,
        status: PaymentStatus,
        next_step_at: Option<DateTime<Utc>>,
        at: DateTime<Utc>,
    ) -> StoreResult<Payment> {
        let id = id.clone();
        self.write(move |db| Box::pin(reschedule_payment(db, id, status, next_step_at, at)))
            .await
    }

    async fn claim_submission(
        &self,
        id: &PaymentId,
        from: Submission,
        to: Submission,
        next_step_at: Option<DateTime<Utc>>,
        at: DateTime<Utc>,
    ) -> StoreResult<Option<Payment>> {
        let id = id.clone();
        self.write(move |db| Box::pin(claim_submission(db, id, from, to, next_step_at, at)))
            .await
    }

    async fn payment(&self, user: &UserId, id: &PaymentId) -> StoreResult<Option<Payment>> {
        let (user, id) = (user.clone(), id.clone());
        self.read(move |db| {
            Box::pin(async move {
                let row: Option<PaymentRow> = query_as(format!(
                    "SELECT {PAYMENT_COLUMNS} FROM payments WHERE id = $1 AND user_id = $2"
                ))
                .bind(id.as_str())
                .bind(user.as_str())
                .fetch_optional(db)
                .await?;
                row.map(Payment::try_from).transpose()
            })
        })
        .await
    }

    async fn payment_by_id(&self, id: &PaymentId) -> StoreResult<Option<Payment>> {
        let id = id.clone();
        self.read(move |db| Box::pin(async move { by_id(db, &id, "").await }))
            .await
    }

    async fn payments(
        &self,
        user: &UserId,
        limit: u32,
        before: Option<&PaymentId>,
    ) -> StoreResult<Vec<Payment>> {
        let (user, before) = (user.clone(), before.cloned());
        self.read(move |db| Box::pin(payments_page(db, user, limit, before)))
            .await
    }

    async fn due_payments(&self, now: DateTime<Utc>, limit: u32) -> StoreResult<Vec<Payment>> {
        self.read(move |db| {
            Box::pin(async move {
                let rows: Vec<PaymentRow> = query_as(format!(
                    "SELECT {PAYMENT_COLUMNS} FROM payments \
                     WHERE status NOT IN ('SUCCESSFUL', 'FAILED') AND next_step_at <= $1 \
                     ORDER BY next_step_at, id LIMIT $2"
                ))
                .bind(millis(now))
                .bind(limit)
                .fetch_all(db)
                .await?;
                to_payments(rows)
            })
        })
        .await
    }

    async fn save_payment_method(&self, new: NewPaymentMethod) -> StoreResult<PaymentMethod> {
        self.write(move |db| {
            Box::pin(async move {
                let row: MethodRow = query_as(format!(
                    "INSERT INTO payment_methods (id, user_id, provider, label, \
                     processor_token, created_at) VALUES ($1, $2, $3, $4, $5, $6) \
                     ON CONFLICT (user_id, provider, processor_token) \
                     DO UPDATE SET deleted_at = NULL RETURNING {METHOD_COLUMNS}"
                ))
                .bind(new.id.as_str())
                .bind(new.user_id.as_str())
                .bind(new.provider.as_str())
                .bind(new.label.as_str())
                .bind(new.processor_token.as_str())
                .bind(millis(new.at))
                .fetch_one(db)
                .await
                .map_err(|e| e.on_insert("payment_method", "user"))?;
                PaymentMethod::try_from(row)
            })
        })
        .await
    }

    async fn payment_methods(&self, user: &UserId) -> StoreResult<Vec<PaymentMethod>> {
        let user = user.clone();
        self.read(move |db| {
            Box::pin(async move {
                let rows: Vec<MethodRow> = query_as(format!(
                    "SELECT {METHOD_COLUMNS} FROM payment_methods \
                     WHERE user_id = $1 AND deleted_at IS NULL ORDER BY created_at, id"
                ))
                .bind(user.as_str())
                .fetch_all(db)
                .await?;
                rows.into_iter().map(PaymentMethod::try_from).collect()
            })
        })
        .await
    }

    async fn delete_payment_method(
        &self,
        user: &UserId,
        id: &PaymentMethodId,
        at: DateTime<Utc>,
    ) -> StoreResult<bool> {
        let (user, id) = (user.clone(), id.clone());
        self.write(move |db| {
            Box::pin(async move {
                let done = query(
                    "UPDATE payment_methods SET deleted_at = $1 \
                     WHERE id = $2 AND user_id = $3 AND deleted_at IS NULL",
                )
                .bind(millis(at))
                .bind(id.as_str())
                .bind(user.as_str())
                .execute(db)
                .await?;
                Ok(done > 0)
            })
        })
        .await
    }

    async fn provider_exclusions(&self, user: &UserId) -> StoreResult<Vec<String>> {
        let user = user.clone();
        self.read(move |db| {
            Box::pin(async move {
                Ok(query_scalar(
                    "SELECT provider FROM provider_exclusions WHERE user_id = $1 \
                     ORDER BY provider",
                )
                .bind(user.as_str())
                .fetch_all(db)
                .await?)
            })
        })
        .await
    }

    async fn set_provider_exclusions(
        &self,
        user: &UserId,
        providers: &[String],
        at: DateTime<Utc>,
    ) -> StoreResult<()> {
        let (user, providers) = (user.clone(), providers.to_vec());
        self.write(move |db| Box::pin(set_provider_exclusions(db, user, providers, at)))
            .await
    }

    async fn remember_callback(&self, callback_id: &str, at: DateTime<Utc>) -> StoreResult<bool> {
        let callback_id = callback_id.to_owned();
        self.write(move |db| {
            Box::pin(async move {
                let done = query(
                    "INSERT INTO payment_callbacks (callback_id, received_at) VALUES ($1, $2) \
                     ON CONFLICT (callback_id) DO NOTHING",
                )
                .bind(callback_id.as_str())
                .bind(millis(at))
                .execute(db)
                .await?;
                Ok(done > 0)
            })
        })
        .await
    }

    async fn pending_deposit_acknowledgement(
        &self,
        user: &UserId,
    ) -> StoreResult<Option<DepositAcknowledgement>> {
        let user = user.clone();
        self.read(move |db| Box::pin(async move { pending_acknowledgement_in(db, &user).await }))
            .await
    }

    async fn acknowledge_deposits(&self, user: &UserId, at: DateTime<Utc>) -> StoreResult<bool> {
        let user = user.clone();
        self.write(move |db| {
            Box::pin(async move {
                let done = query(
                    "UPDATE deposit_acknowledgements SET acknowledged_at = $1 \
                     WHERE user_id = $2 AND acknowledged_at IS NULL",
                )
                .bind(millis(at))
                .bind(user.as_str())
                .execute(db)
                .await?;
                Ok(done > 0)
            })
        })
        .await
    }
}

/// The user's deposit total waiting for an acknowledgement, if any.
pub(crate) async fn pending_acknowledgement_in(
    db: &mut dyn Executor,
    user: &UserId,
) -> StoreResult<Option<DepositAcknowledgement>> {
    let row: Option<(String, i64, String, i64)> = query_as(
        "SELECT region, total_cents, currency, raised_at FROM deposit_acknowledgements \
         WHERE user_id = $1 AND acknowledged_at IS NULL",
    )
    .bind(user.as_str())
    .fetch_optional(db)
    .await?;
    row.map(|(region, total, code, raised_at)| {
        Ok(DepositAcknowledgement {
            region,
            total: Money::new(total, currency(&code)?),
            raised_at: instant(raised_at)?,
        })
    })
    .transpose()
}
