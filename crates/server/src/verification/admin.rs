//! Operators' decisions on identity verification (`sportsbook admin verification ...`): approve
//! an account in review (or verify one by hand: support after the attempts ran out), reject
//! one in review with reasons, and read an account's verification with its review audit.
//! Every decision is one audited store write naming the operator and their note.

use chrono::{DateTime, Utc};
use domain::verification::{RejectReason, Verification};
use store::{IdentityReview, IdentityVerification, ReviewDecision, Store, StoreError, User};

/// The reason codes an operator may give.
const REASON_CODES: &str =
    "DOCUMENT_EXPIRED, UNREADABLE, NAME_MISMATCH, DATE_OF_BIRTH_MISMATCH, UNDER_AGE";

/// Why a decision was refused.
#[derive(Debug, thiserror::Error)]
pub enum ReviewError {
    #[error("no account has the email {0}")]
    UnknownEmail(String),
    #[error("the note must be 1 to 500 characters")]
    BadNote,
    #[error("the operator must be 1 to 100 characters")]
    BadOperator,
    #[error("give at least one reason to reject: {REASON_CODES}")]
    NoReason,
    #[error("unknown reason {0:?}: use {REASON_CODES}")]
    UnknownReason(String),
    #[error(
        "the account's verification is {0}: approve applies to NEEDS_REVIEW, REJECTED or UNVERIFIED, reject to NEEDS_REVIEW"
    )]
    NotReviewable(&'static str),
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// An operator's decision about one account.
#[derive(Debug, Clone)]
pub struct Decision<'a> {
    pub email: &'a str,
    /// Reason codes to reject with; empty to approve.
    pub reject: &'a [String],
    pub note: &'a str,
    pub by: &'a str,
}

async fn user(store: &dyn Store, email: &str) -> Result<User, ReviewError> {
    let email = email.trim();
    store
        .user_by_email(email)
        .await?
        .ok_or_else(|| ReviewError::UnknownEmail(email.to_owned()))
}

/// Parses reason codes (at least one).
pub fn reasons(codes: &[String]) -> Result<Vec<RejectReason>, ReviewError> {
    let mut out = Vec::new();
    for code in codes {
        let code = code.trim().to_ascii_uppercase();
        let reason =
            RejectReason::parse(&code).ok_or_else(|| ReviewError::UnknownReason(code.clone()))?;
        if !out.contains(&reason) {
            out.push(reason);
        }
    }
    if out.is_empty() {
        return Err(ReviewError::NoReason);
    }
    Ok(out)
}

/// Applies a decision at `now` (approve when `reject` is empty).
pub async fn decide(
    store: &dyn Store,
    decision: Decision<'_>,
    now: DateTime<Utc>,
) -> Result<(User, Verification), ReviewError> {
    let note = decision.note.trim();
    if note.is_empty() || note.chars().count() > 500 {
        return Err(ReviewError::BadNote);
    }
    let by = decision.by.trim();
    if by.is_empty() || by.chars().count() > 100 {
        return Err(ReviewError::BadOperator);
    }
    let outcome = if decision.reject.is_empty() {
        ReviewDecision::Approve
    } else {
        ReviewDecision::Reject(reasons(decision.reject)?)
    };
    let user = user(store, decision.email).await?;
    let previous = store
        .identity_verification(&user.id)
        .await?
        .verification
        .status;
    let at = DateTime::from_timestamp_millis(now.timestamp_millis()).unwrap_or(now);
    let decided = store
        .review_identity_verification(IdentityReview {
            id: ulid::Ulid::new().to_string(),
            user_id: user.id.clone(),
            decision: outcome,
            previous,
            note: note.to_owned(),
            operator: by.to_owned(),
            at,
        })
        .await
        .map_err(|e| match e {
            StoreError::Conflict("identity_review") => {
                ReviewError::NotReviewable(previous.as_str())
            }
            other => ReviewError::Store(other),
        })?;
    tracing::info!(user_id = %user.id, status = decided.status.as_str(), by, "identity verification decided by an operator");
    Ok((user, decided))
}

/// An account's verification and its reviews, newest first.
pub async fn show(
    store: &dyn Store,
    email: &str,
) -> Result<(User, IdentityVerification, Vec<IdentityReview>), ReviewError> {
    let user = user(store, email).await?;
    let current = store.identity_verification(&user.id).await?;
    let reviews = store.identity_reviews(&user.id).await?;
    Ok((user, current, reviews))
}
