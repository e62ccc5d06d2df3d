//! [`store::VerificationStore`]: identity verification. Every change to an account's
//! verification first makes sure its status row exists and locks it, so submissions, results
//! and reviews of one account apply one at a time (on SQLite the single writer gives the
//! same). A provider result claims its event id with an insert that does nothing on conflict:
//! of two deliveries of one event, the second finds the first's row and changes nothing.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::ids::UserId;
use domain::money::{Currency, Money};
use domain::tax::id_document::IdType;
use domain::verification::{RejectReason, Status, SubmitRefusal, Verification};
use store::{
    IdentityResult, IdentityReview, IdentityScan, IdentityVerification, NewIdentityScan,
    ResultApplied, ReviewDecision, ScanStatus, SealedImage, StoreError, StoreResult, SubmittedScan,
    VerificationStore,
};

use crate::SqlStore;
use crate::convert::{corrupt, instant, millis, opt_instant, small};
use crate::db::{Backend, Executor, query, query_as, query_scalar};
use crate::row;

row! {
    struct StatusRow {
        status: String,
        attempts: i64,
        reasons: String,
        verified_at: Option<i64>,
        updated_at: i64,
    }
}

const SCAN_COLUMNS: &str =
    "id, user_id, provider_reference, scan_url, status, id_type, created_at, submitted_at";

row! {
    struct ScanRow {
        id: String,
        user_id: String,
        provider_reference: String,
        scan_url: String,
        status: String,
        id_type: Option<String>,
        created_at: i64,
        submitted_at: Option<i64>,
    }
}

row! {
    struct ReviewRow {
        id: String,
        user_id: String,
        decision: String,
        previous: String,
        reasons: String,
        note: String,
        operator: String,
        created_at: i64,
    }
}

fn status(code: &str) -> StoreResult<Status> {
    Status::parse(code).ok_or_else(|| corrupt("verification status", code))
}

fn verification(row: &StatusRow) -> StoreResult<Verification> {
    Ok(Verification {
        status: status(&row.status)?,
        attempts: small(row.attempts)?,
        reasons: RejectReason::parse_list(&row.reasons),
    })
}

fn scan(row: ScanRow) -> StoreResult<IdentityScan> {
    Ok(IdentityScan {
        status: ScanStatus::parse(&row.status)
            .ok_or_else(|| corrupt("scan status", &row.status))?,
        id_type: row
            .id_type
            .as_deref()
            .map(|t| IdType::parse(t).ok_or_else(|| corrupt("ID type", t)))
            .transpose()?,
        id: row.id,
        user_id: UserId::from_raw(row.user_id),
        provider_reference: row.provider_reference,
        scan_url: row.scan_url,
        created_at: instant(row.created_at)?,
        submitted_at: opt_instant(row.submitted_at)?,
    })
}

fn review(row: ReviewRow) -> StoreResult<IdentityReview> {
    let decision = match row.decision.as_str() {
        "APPROVED" => ReviewDecision::Approve,
        "REJECTED" => ReviewDecision::Reject(RejectReason::parse_list(&row.reasons)),
        other => return Err(corrupt("review decision", other)),
    };
    Ok(IdentityReview {
        id: row.id,
        user_id: UserId::from_raw(row.user_id),
        decision,
        previous: status(&row.previous)?,
        note: row.note,
        operator: row.operator,
        at: instant(row.created_at)?,
    })
}

/// The refusal of a submission the rules do not allow, as the store's conflict.
fn refusal(refused: SubmitRefusal) -> StoreError {
    StoreError::Conflict(match refused {
        SubmitRefusal::AlreadyVerified => "identity_verified",
        SubmitRefusal::InProgress => "identity_pending",
        SubmitRefusal::InReview => "identity_in_review",
        SubmitRefusal::AttemptsExhausted => "identity_attempts",
    })
}

async fn user_exists(db: &mut dyn Executor, user: &UserId) -> StoreResult<()> {
    let found: Option<String> = query_scalar("SELECT id FROM users WHERE id = $1")
        .bind(user.as_str())
        .fetch_optional(db)
        .await?;
    found.map(|_| ()).ok_or(StoreError::NotFound("user"))
}

/// The account's status row, created unverified when missing, locked.
async fn lock_status(
    db: &mut dyn Executor,
    user: &UserId,
    at: DateTime<Utc>,
) -> StoreResult<StatusRow> {
    user_exists(db, user).await?;
    query(
        "INSERT INTO identity_verifications (user_id, status, attempts, reasons, updated_at) \
         VALUES ($1, 'UNVERIFIED', 0, '', $2) ON CONFLICT (user_id) DO NOTHING",
    )
    .bind(user.as_str())
    .bind(millis(at))
    .execute(db)
    .await?;
    let lock = db.dialect().lock("FOR UPDATE");
    Ok(query_as(format!(
        "SELECT status, attempts, reasons, verified_at, updated_at FROM identity_verifications \
         WHERE user_id = $1 {lock}"
    ))
    .bind(user.as_str())
    .fetch_one(db)
    .await?)
}

async fn write_status(
    db: &mut dyn Executor,
    user: &UserId,
    v: &Verification,
    at: DateTime<Utc>,
) -> StoreResult<()> {
    let verified_at = (v.status == Status::Verified).then_some(millis(at));
    query(
        "UPDATE identity_verifications SET status = $1, attempts = $2, reasons = $3, \
         verified_at = $4, updated_at = $5 WHERE user_id = $6",
    )
    .bind(v.status.as_str())
    .bind(i64::from(v.attempts))
    .bind(RejectReason::join(&v.reasons))
    .bind(verified_at)
    .bind(millis(at))
    .bind(user.as_str())
    .execute(db)
    .await?;
    Ok(())
}

/// The user's latest scan that is open or submitted.
async fn current_scan(db: &mut dyn Executor, user: &UserId) -> StoreResult<Option<IdentityScan>> {
    let row: Option<ScanRow> = query_as(format!(
        "SELECT {SCAN_COLUMNS} FROM identity_scans WHERE user_id = $1 AND status <> 'DECIDED' \
         ORDER BY created_at DESC, id DESC LIMIT 1"
    ))
    .bind(user.as_str())
    .fetch_optional(db)
    .await?;
    row.map(scan).transpose()
}

async fn identity_verification(
    db: &mut dyn Executor,
    user: UserId,
) -> StoreResult<IdentityVerification> {
    let row: Option<StatusRow> = query_as(
        "SELECT status, attempts, reasons, verified_at, updated_at FROM identity_verifications \
         WHERE user_id = $1",
    )
    .bind(user.as_str())
    .fetch_optional(&mut *db)
    .await?;
    let scan = current_scan(db, &user).await?;
    Ok(match row {
        Some(row) => IdentityVerification {
            verification: verification(&row)?,
            verified_at: opt_instant(row.verified_at)?,
            updated_at: Some(instant(row.updated_at)?),
            user_id: user,
            scan,
        },
        None => IdentityVerification {
            user_id: user,
            verification: Verification::default(),
            scan,
            verified_at: None,
            updated_at: None,
        },
    })
}

async fn start_identity_scan(
    db: &mut dyn Executor,
    new: NewIdentityScan,
) -> StoreResult<IdentityScan> {
    let row = lock_status(db, &new.user_id, new.at).await?;
    verification(&row)?.can_submit().map_err(refusal)?;
    if current_scan(db, &new.user_id).await?.is_some() {
        return Err(StoreError::Conflict("identity_scan_open"));
    }
    query(
        "INSERT INTO identity_scans (id, user_id, provider_reference, scan_url, status, \
         created_at) VALUES ($1, $2, $3, $4, 'OPEN', $5)",
    )
    .bind(new.id.as_str())
    .bind(new.user_id.as_str())
    .bind(new.provider_reference.as_str())
    .bind(new.scan_url.as_str())
    .bind(millis(new.at))
    .execute(db)
    .await?;
    Ok(IdentityScan {
        id: new.id,
        user_id: new.user_id,
        provider_reference: new.provider_reference,
        scan_url: new.scan_url,
        status: ScanStatus::Open,
        id_type: None,
        created_at: new.at,
        submitted_at: None,
    })
}

/// The user's scan `id`, locked.
async fn lock_scan(db: &mut dyn Executor, user: &UserId, id: &str) -> StoreResult<IdentityScan> {
    let lock = db.dialect().lock("FOR UPDATE");
    let row: Option<ScanRow> = query_as(format!(
        "SELECT {SCAN_COLUMNS} FROM identity_scans WHERE id = $1 AND user_id = $2 {lock}"
    ))
    .bind(id)
    .bind(user.as_str())
    .fetch_optional(db)
    .await?;
    row.map(scan)
        .transpose()?
        .ok_or(StoreError::NotFound("identity_scan"))
}

async fn initiate_identity_document(
    db: &mut dyn Executor,
    user: UserId,
    scan_id: String,
    id_type: IdType,
    details_sealed: String,
    at: DateTime<Utc>,
) -> StoreResult<IdentityScan> {
    lock_status(db, &user, at).await?;
    let mut found = lock_scan(db, &user, &scan_id).await?;
    if found.status != ScanStatus::Open {
        return Err(StoreError::Conflict("identity_scan_closed"));
    }
    query("UPDATE identity_scans SET id_type = $1, details_sealed = $2 WHERE id = $3")
        .bind(id_type.as_str())
        .bind(details_sealed.as_str())
        .bind(scan_id.as_str())
        .execute(db)
        .await?;
    found.id_type = Some(id_type);
    Ok(found)
}

async fn submit_identity_scan(
    db: &mut dyn Executor,
    user: UserId,
    scan_id: String,
    front: SealedImage,
    back: Option<SealedImage>,
    at: DateTime<Utc>,
) -> StoreResult<SubmittedScan> {
    let row = lock_status(db, &user, at).await?;
    let found = lock_scan(db, &user, &scan_id).await?;
    if found.status != ScanStatus::Open {
        return Err(StoreError::Conflict("identity_scan_closed"));
    }
    let details_sealed: Option<String> =
        query_scalar("SELECT details_sealed FROM identity_scans WHERE id = $1")
            .bind(scan_id.as_str())
            .fetch_one(&mut *db)
            .await?;
    let Some(details_sealed) = details_sealed.filter(|_| found.id_type.is_some()) else {
        return Err(StoreError::Conflict("identity_document_missing"));
    };
    let mut current = verification(&row)?;
    current.can_submit().map_err(refusal)?;
    query(
        "UPDATE identity_scans SET status = 'SUBMITTED', front_type = $1, front_sealed = $2, \
         back_type = $3, back_sealed = $4, submitted_at = $5 WHERE id = $6",
    )
    .bind(front.kind.media_type())
    .bind(front.sealed.as_str())
    .bind(back.as_ref().map(|b| b.kind.media_type()))
    .bind(back.as_ref().map(|b| b.sealed.clone()))
    .bind(millis(at))
    .bind(scan_id.as_str())
    .execute(&mut *db)
    .await?;
    current.status = Status::Pending;
    current.attempts = current.attempts.saturating_add(1);
    current.reasons.clear();
    write_status(db, &user, &current, at).await?;
    Ok(SubmittedScan {
        verification: identity_verification(db, user).await?,
        details_sealed,
    })
}

async fn apply_identity_result(
    db: &mut dyn Executor,
    result: IdentityResult,
) -> StoreResult<ResultApplied> {
    let row: Option<(String, String)> =
        query_as("SELECT id, user_id FROM identity_scans WHERE provider_reference = $1")
            .bind(result.provider_reference.as_str())
            .fetch_optional(&mut *db)
            .await?;
    let (scan_id, user) = row.ok_or(StoreError::NotFound("identity_scan"))?;
    let user = UserId::from_raw(user);
    let claimed = query(
        "INSERT INTO identity_verification_events (event_id, scan_id, applied, received_at) \
         VALUES ($1, $2, $3, $4) ON CONFLICT (event_id) DO NOTHING",
    )
    .bind(result.event_id.as_str())
    .bind(scan_id.as_str())
    .bind(false)
    .bind(millis(result.at))
    .execute(&mut *db)
    .await?;
    let status_row = lock_status(db, &user, result.at).await?;
    let mut current = verification(&status_row)?;
    let found = lock_scan(db, &user, &scan_id).await?;
    if claimed == 0 || found.status != ScanStatus::Submitted || !current.awaits_result() {
        return Ok(ResultApplied {
            applied: false,
            user_id: user,
            verification: current,
        });
    }
    let outcome_code = result.outcome.status().as_str();
    query(
        "UPDATE identity_scans SET status = 'DECIDED', outcome = $1, reasons = $2, \
         decided_at = $3 WHERE id = $4",
    )
    .bind(outcome_code)
    .bind(RejectReason::join(result.outcome.reasons()))
    .bind(millis(result.at))
    .bind(scan_id.as_str())
    .execute(&mut *db)
    .await?;
    query("UPDATE identity_verification_events SET applied = $1 WHERE event_id = $2")
        .bind(true)
        .bind(result.event_id.as_str())
        .execute(&mut *db)
        .await?;
    current.status = result.outcome.status();
    current.reasons = result.outcome.reasons().to_vec();
    write_status(db, &user, &current, result.at).await?;
    Ok(ResultApplied {
        applied: true,
        user_id: user,
        verification: current,
    })
}

async fn review_identity_verification(
    db: &mut dyn Executor,
    review: IdentityReview,
) -> StoreResult<Verification> {
    let row = lock_status(db, &review.user_id, review.at).await?;
    let mut current = verification(&row)?;
    let allowed = match &review.decision {
        ReviewDecision::Approve => matches!(
            current.status,
            Status::NeedsReview | Status::Rejected | Status::Unverified
        ),
        ReviewDecision::Reject(reasons) => {
            current.status == Status::NeedsReview && !reasons.is_empty()
        }
    };
    if !allowed || current.status != review.previous {
        return Err(StoreError::Conflict("identity_review"));
    }
    let (decision, reasons) = match &review.decision {
        ReviewDecision::Approve => ("APPROVED", Vec::new()),
        ReviewDecision::Reject(reasons) => ("REJECTED", reasons.clone()),
    };
    query(
        "INSERT INTO identity_verification_reviews (id, user_id, decision, previous, reasons, \
         note, operator, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
    )
    .bind(review.id.as_str())
    .bind(review.user_id.as_str())
    .bind(decision)
    .bind(current.status.as_str())
    .bind(RejectReason::join(&reasons))
    .bind(review.note.as_str())
    .bind(review.operator.as_str())
    .bind(millis(review.at))
    .execute(&mut *db)
    .await?;
    // A scan still open when support decides is closed: the decision replaces it.
    query("UPDATE identity_scans SET status = 'DECIDED', decided_at = $1 WHERE user_id = $2 AND status <> 'DECIDED'")
        .bind(millis(review.at))
        .bind(review.user_id.as_str())
        .execute(&mut *db)
        .await?;
    current.status = match review.decision {
        ReviewDecision::Approve => Status::Verified,
        ReviewDecision::Reject(_) => Status::Rejected,
    };
    current.reasons = reasons;
    write_status(db, &review.user_id, &current, review.at).await?;
    Ok(current)
}

async fn identity_reviews(db: &mut dyn Executor, user: UserId) -> StoreResult<Vec<IdentityReview>> {
    let rows: Vec<ReviewRow> = query_as(
        "SELECT id, user_id, decision, previous, reasons, note, operator, created_at \
         FROM identity_verification_reviews WHERE user_id = $1 ORDER BY created_at DESC, id DESC",
    )
    .bind(user.as_str())
    .fetch_all(db)
    .await?;
    rows.into_iter().map(review).collect()
}

async fn lifetime_deposits(
    db: &mut dyn Executor,
    user: UserId,
    currency: Currency,
) -> StoreResult<Money> {
    let cents: i64 = query_scalar(
        "SELECT CAST(COALESCE(SUM(amount_cents), 0) AS BIGINT) FROM payments WHERE user_id = $1 AND direction = 'DEPOSIT' \
         AND status <> 'FAILED' AND currency = $2",
    )
    .bind(user.as_str())
    .bind(currency.code())
    .fetch_one(db)
    .await?;
    Ok(Money::new(cents, currency))
}

#[async_trait]
impl<B: Backend> VerificationStore for SqlStore<B> {
    async fn identity_verification(&self, user: &UserId) -> StoreResult<IdentityVerification> {
        let user = user.clone();
        self.snapshot(move |db| Box::pin(identity_verification(db, user)))
            .await
    }

    async fn start_identity_scan(&self, scan: NewIdentityScan) -> StoreResult<IdentityScan> {
        self.write(move |db| Box::pin(start_identity_scan(db, scan)))
            .await
    }

    async fn initiate_identity_document(
        &self,
        user: &UserId,
        scan_id: &str,
        id_type: IdType,
        details_sealed: String,
        at: DateTime<Utc>,
    ) -> StoreResult<IdentityScan> {
        let (user, scan_id) = (user.clone(), scan_id.to_owned());
        self.write(move |db| {
            Box::pin(initiate_identity_document(
                db,
                user,
                scan_id,
                id_type,
                details_sealed,
                at,
            ))
        })
        .await
    }

    async fn submit_identity_scan(
        &self,
        user: &UserId,
        scan_id: &str,
        front: SealedImage,
        back: Option<SealedImage>,
        at: DateTime<Utc>,
    ) -> StoreResult<SubmittedScan> {
        let (user, scan_id) = (user.clone(), scan_id.to_owned());
        self.write(move |db| Box::pin(submit_identity_scan(db, user, scan_id, front, back, at)))
            .await
    }

    async fn apply_identity_result(&self, result: IdentityResult) -> StoreResult<ResultApplied> {
        self.write(move |db| Box::pin(apply_identity_result(db, result)))
            .await
    }

    async fn review_identity_verification(
        &self,
        review: IdentityReview,
    ) -> StoreResult<Verification> {
        self.write(move |db| Box::pin(review_identity_verification(db, review)))
            .await
    }

    async fn identity_reviews(&self, user: &UserId) -> StoreResult<Vec<IdentityReview>> {
        let user = user.clone();
        self.read(move |db| Box::pin(identity_reviews(db, user)))
            .await
    }

    async fn lifetime_deposits(&self, user: &UserId, currency: Currency) -> StoreResult<Money> {
        let user = user.clone();
        self.read(move |db| Box::pin(lifetime_deposits(db, user, currency)))
            .await
    }
}
