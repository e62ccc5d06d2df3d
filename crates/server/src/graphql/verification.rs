//! `Account.identityVerification`: the account's identity verification
//! (docs/product/identity-verification.md), the same status, attempts and reasons as
//! `GET /i/identity_verifications/account`, read from the same store. Never anything typed
//! from the ID or a photo; the scan itself stays on the REST calls that drive it.

use super::context::state;
use super::errors;
use super::money::Money;
use async_graphql::{Context, Enum, Result, SimpleObject};
use chrono::{DateTime, Utc};
use domain::verification::{MAX_ATTEMPTS, RejectReason, Status};

/// Where an account's identity verification stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum IdentityVerificationStatus {
    /// Never submitted (a scan may be open).
    Unverified,
    /// Submitted; the provider's result has not arrived.
    Pending,
    /// The provider could not decide: an operator reviews the documents.
    NeedsReview,
    Verified,
    /// The last submission was refused, for the reasons given.
    Rejected,
}

impl From<Status> for IdentityVerificationStatus {
    fn from(s: Status) -> Self {
        match s {
            Status::Unverified => Self::Unverified,
            Status::Pending => Self::Pending,
            Status::NeedsReview => Self::NeedsReview,
            Status::Verified => Self::Verified,
            Status::Rejected => Self::Rejected,
        }
    }
}

/// Why a submission was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum IdentityVerificationReasonCode {
    DocumentExpired,
    Unreadable,
    NameMismatch,
    DateOfBirthMismatch,
    UnderAge,
}

impl From<RejectReason> for IdentityVerificationReasonCode {
    fn from(r: RejectReason) -> Self {
        match r {
            RejectReason::DocumentExpired => Self::DocumentExpired,
            RejectReason::Unreadable => Self::Unreadable,
            RejectReason::NameMismatch => Self::NameMismatch,
            RejectReason::DateOfBirthMismatch => Self::DateOfBirthMismatch,
            RejectReason::UnderAge => Self::UnderAge,
        }
    }
}

/// A rejection reason with what the player reads about it (and what to do).
#[derive(Debug, Clone, SimpleObject)]
pub struct IdentityVerificationReason {
    pub code: IdentityVerificationReasonCode,
    pub message: &'static str,
}

/// The account's identity verification.
#[derive(Debug, Clone, SimpleObject)]
pub struct IdentityVerification {
    pub status: IdentityVerificationStatus,
    /// The last rejection's reasons (empty unless rejected).
    pub reasons: Vec<IdentityVerificationReason>,
    /// Submissions made so far.
    pub attempts: i32,
    pub max_attempts: i32,
    pub attempts_left: i32,
    /// Whether a scan may be started (or resumed) now.
    pub can_submit: bool,
    /// Why not, in the player's words, when it may not.
    pub refusal: Option<String>,
    /// Whether a provider checks documents here; false in production until a vendor is
    /// integrated (scans are refused and only operators verify accounts).
    pub available: bool,
    pub verified_at: Option<DateTime<Utc>>,
    /// When the status last changed; null for an account that never started.
    pub updated_at: Option<DateTime<Utc>>,
    /// The lifetime deposits an account may reach before it must be verified.
    pub deposit_threshold: Money,
}

/// Reads an account's identity verification.
pub async fn load(ctx: &Context<'_>, user: &store::User) -> Result<IdentityVerification> {
    let state = state(ctx)?;
    let current = state
        .store
        .identity_verification(&user.id)
        .await
        .map_err(|e| errors::internal("identity verification", e))?;
    let v = &current.verification;
    let refusal = crate::verification::submit_refusal(state, v);
    let count = |n: u32| i32::try_from(n).unwrap_or(i32::MAX);
    Ok(IdentityVerification {
        status: v.status.into(),
        reasons: v
            .reasons
            .iter()
            .map(|r| IdentityVerificationReason {
                code: (*r).into(),
                message: r.message(),
            })
            .collect(),
        attempts: count(v.attempts),
        max_attempts: count(MAX_ATTEMPTS),
        attempts_left: count(v.attempts_left()),
        can_submit: refusal.is_none(),
        refusal,
        available: state.verification.is_some(),
        verified_at: current.verified_at,
        updated_at: current.updated_at,
        deposit_threshold: Money(domain::money::Money::new(
            state.config.verification.deposit_threshold_cents,
            user.currency,
        )),
    })
}
