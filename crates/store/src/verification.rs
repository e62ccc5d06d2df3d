//! Identity verification (`domain::verification` has the rules): each account's status and
//! attempts, the scans sent to the verification provider, the provider's result events (each
//! applied at most once) and the operators' reviews. Personal details and document photos
//! arrive sealed (encrypted) by the caller; reads never answer them.

use crate::StoreResult;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::ids::UserId;
use domain::money::{Currency, Money};
use domain::tax::id_document::{DocumentKind, IdType};
use domain::verification::{Outcome, RejectReason, Status, Verification};

/// Where a scan stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ScanStatus {
    /// Started; the player is entering details or photographing the ID.
    Open,
    /// Sent to the provider; its result has not arrived.
    Submitted,
    /// The provider's result arrived.
    Decided,
}

impl ScanStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            ScanStatus::Open => "OPEN",
            ScanStatus::Submitted => "SUBMITTED",
            ScanStatus::Decided => "DECIDED",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        [ScanStatus::Open, ScanStatus::Submitted, ScanStatus::Decided]
            .into_iter()
            .find(|v| v.as_str() == s)
    }
}

/// A scan as the app may see it: never the details or the photos.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IdentityScan {
    pub id: String,
    pub user_id: UserId,
    /// The provider's reference (what its results name).
    pub provider_reference: String,
    /// The provider's page or session for the scan.
    pub scan_url: String,
    pub status: ScanStatus,
    /// The ID type once the document was initiated.
    pub id_type: Option<IdType>,
    pub created_at: DateTime<Utc>,
    pub submitted_at: Option<DateTime<Utc>>,
}

/// An account's verification with its open scan, if any.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IdentityVerification {
    pub user_id: UserId,
    pub verification: Verification,
    /// The scan the player can resume (open) or is waiting for (submitted).
    pub scan: Option<IdentityScan>,
    pub verified_at: Option<DateTime<Utc>>,
    /// `None` for an account that never started.
    pub updated_at: Option<DateTime<Utc>>,
}

/// A scan the provider started.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewIdentityScan {
    pub id: String,
    pub user_id: UserId,
    pub provider_reference: String,
    pub scan_url: String,
    pub at: DateTime<Utc>,
}

/// One sealed photo of a side of an ID.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SealedImage {
    pub kind: DocumentKind,
    /// Nonce and ciphertext, base64.
    pub sealed: String,
}

/// A submitted scan: the account's verification (now pending) and the details sealed at the
/// document initiation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubmittedScan {
    pub verification: IdentityVerification,
    pub details_sealed: String,
}

/// The provider's result for a scan.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IdentityResult {
    /// The provider's event id: a repeat is not applied again.
    pub event_id: String,
    pub provider_reference: String,
    pub outcome: Outcome,
    pub at: DateTime<Utc>,
}

/// What applying a result did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResultApplied {
    /// False for a repeated event id, or a result for a scan that is no longer waiting.
    pub applied: bool,
    pub user_id: UserId,
    pub verification: Verification,
}

/// An operator's decision.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReviewDecision {
    Approve,
    /// At least one reason.
    Reject(Vec<RejectReason>),
}

/// An operator's review, for the audit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IdentityReview {
    pub id: String,
    pub user_id: UserId,
    pub decision: ReviewDecision,
    /// The status the decision replaced.
    pub previous: Status,
    pub note: String,
    pub operator: String,
    pub at: DateTime<Utc>,
}

/// Identity verification storage. Every method is one transaction; the status row is locked
/// while it changes, so concurrent submissions, results and reviews apply one at a time.
#[async_trait]
pub trait VerificationStore: Send + Sync {
    /// The account's verification (unverified with no attempts for an account that never
    /// started) and its latest scan while that is open or submitted.
    async fn identity_verification(&self, user: &UserId) -> StoreResult<IdentityVerification>;

    /// Records a scan the provider started. `Conflict("identity_verified" |
    /// "identity_pending" | "identity_in_review" | "identity_attempts")` when the account
    /// may not submit (`Verification::can_submit`); `Conflict("identity_scan_open")` when a
    /// scan is already open (resume it instead); `NotFound("user")`.
    async fn start_identity_scan(&self, scan: NewIdentityScan) -> StoreResult<IdentityScan>;

    /// The document initiation: the ID's type and the details typed from it (sealed) on the
    /// user's open scan; a repeat replaces them. `NotFound("identity_scan")` for a scan that
    /// is not the user's; `Conflict("identity_scan_closed")` once it was submitted.
    async fn initiate_identity_document(
        &self,
        user: &UserId,
        scan_id: &str,
        id_type: IdType,
        details_sealed: String,
        at: DateTime<Utc>,
    ) -> StoreResult<IdentityScan>;

    /// The document verification: the photos (sealed) sent with the user's open, initiated
    /// scan; the account goes pending and the attempt is counted. Answers the details sealed
    /// at the initiation, for the provider. `NotFound("identity_scan")`,
    /// `Conflict("identity_scan_closed")`, `Conflict("identity_document_missing")` before the
    /// initiation, and the refusals of [`VerificationStore::start_identity_scan`].
    async fn submit_identity_scan(
        &self,
        user: &UserId,
        scan_id: &str,
        front: SealedImage,
        back: Option<SealedImage>,
        at: DateTime<Utc>,
    ) -> StoreResult<SubmittedScan>;

    /// Applies the provider's result to the scan it names, once per event id: a repeated
    /// event, or a result for a scan no longer submitted, answers `applied: false` and
    /// changes nothing. `NotFound("identity_scan")` for an unknown reference (nothing is
    /// recorded).
    async fn apply_identity_result(&self, result: IdentityResult) -> StoreResult<ResultApplied>;

    /// An operator's decision, audited. Approval applies to an account in review, rejected or
    /// unverified (support verifying by hand, e.g. after the attempts ran out); rejection only
    /// to one in review. `Conflict("identity_review")` otherwise; `NotFound("user")`.
    async fn review_identity_verification(
        &self,
        review: IdentityReview,
    ) -> StoreResult<Verification>;

    /// The account's reviews, newest first.
    async fn identity_reviews(&self, user: &UserId) -> StoreResult<Vec<IdentityReview>>;

    /// The user's lifetime deposits in `currency` that count against the unverified limit:
    /// every deposit not failed (pending ones included).
    async fn lifetime_deposits(&self, user: &UserId, currency: Currency) -> StoreResult<Money>;
}
