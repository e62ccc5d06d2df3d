//! Identity verification (KYC) rules (docs/product/identity-verification.md): an account's
//! verification status and attempts, the payments that need a verified identity, the details a
//! player enters from their ID and the findings a document check can reach. No I/O: the
//! provider that checks documents and the store that keeps the status live in the server.

use crate::money::Money;
use crate::signup::age_on;
use crate::tax::id_document::IdType;
use chrono::NaiveDate;

/// Verifications an account may submit before only support can help (a rejected fourth try
/// is not offered).
pub const MAX_ATTEMPTS: u32 = 3;

/// Lifetime deposits (cents) an unverified account may reach: $2,000.00.
pub const DEFAULT_DEPOSIT_THRESHOLD_CENTS: i64 = 200_000;

/// Where an account's verification stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Status {
    /// Never submitted (a scan may be open).
    Unverified,
    /// Submitted; the provider's result has not arrived.
    Pending,
    /// The provider could not decide: an operator reviews the documents.
    NeedsReview,
    Verified,
    /// The last submission was refused for the reasons kept with it.
    Rejected,
}

impl Status {
    pub const ALL: [Status; 5] = [
        Status::Unverified,
        Status::Pending,
        Status::NeedsReview,
        Status::Verified,
        Status::Rejected,
    ];

    /// The stored (and API) code.
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Unverified => "UNVERIFIED",
            Status::Pending => "PENDING",
            Status::NeedsReview => "NEEDS_REVIEW",
            Status::Verified => "VERIFIED",
            Status::Rejected => "REJECTED",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|v| v.as_str() == s)
    }
}

/// Why a submission was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RejectReason {
    DocumentExpired,
    Unreadable,
    NameMismatch,
    DateOfBirthMismatch,
    UnderAge,
}

impl RejectReason {
    pub const ALL: [RejectReason; 5] = [
        RejectReason::DocumentExpired,
        RejectReason::Unreadable,
        RejectReason::NameMismatch,
        RejectReason::DateOfBirthMismatch,
        RejectReason::UnderAge,
    ];

    /// The stored (and API) code.
    pub fn as_str(self) -> &'static str {
        match self {
            RejectReason::DocumentExpired => "DOCUMENT_EXPIRED",
            RejectReason::Unreadable => "UNREADABLE",
            RejectReason::NameMismatch => "NAME_MISMATCH",
            RejectReason::DateOfBirthMismatch => "DATE_OF_BIRTH_MISMATCH",
            RejectReason::UnderAge => "UNDER_AGE",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|v| v.as_str() == s)
    }

    /// What the player reads, with what to do about it.
    pub fn message(self) -> &'static str {
        match self {
            RejectReason::DocumentExpired => "Your ID has expired. Use an ID that is still valid.",
            RejectReason::Unreadable => {
                "We could not read your ID. Take the photos again in good light, with the whole ID in view."
            }
            RejectReason::NameMismatch => {
                "The name on your ID does not match the name on your account."
            }
            RejectReason::DateOfBirthMismatch => {
                "The date of birth on your ID does not match the one on your account."
            }
            RejectReason::UnderAge => {
                "Your ID shows you are under the legal age to play in your state or province."
            }
        }
    }

    /// Reads a stored comma-separated list; unknown codes are skipped.
    pub fn parse_list(s: &str) -> Vec<RejectReason> {
        s.split(',').filter_map(Self::parse).collect()
    }

    /// The stored form of a list: codes joined by commas.
    pub fn join(reasons: &[RejectReason]) -> String {
        reasons
            .iter()
            .map(|r| r.as_str())
            .collect::<Vec<_>>()
            .join(",")
    }
}

/// What a provider decided about a submission.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    Approved,
    NeedsReview,
    /// At least one reason.
    Rejected(Vec<RejectReason>),
}

impl Outcome {
    /// The status an outcome leaves the account in.
    pub fn status(&self) -> Status {
        match self {
            Outcome::Approved => Status::Verified,
            Outcome::NeedsReview => Status::NeedsReview,
            Outcome::Rejected(_) => Status::Rejected,
        }
    }

    pub fn reasons(&self) -> &[RejectReason] {
        match self {
            Outcome::Rejected(reasons) => reasons,
            _ => &[],
        }
    }

    /// The outcome of a list of findings: none approves.
    pub fn from_findings(findings: Vec<RejectReason>) -> Outcome {
        if findings.is_empty() {
            Outcome::Approved
        } else {
            Outcome::Rejected(findings)
        }
    }
}

/// An account's verification as the rules see it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verification {
    pub status: Status,
    /// Submissions made so far.
    pub attempts: u32,
    /// The last rejection's reasons (empty unless rejected).
    pub reasons: Vec<RejectReason>,
}

impl Default for Verification {
    fn default() -> Self {
        Verification {
            status: Status::Unverified,
            attempts: 0,
            reasons: Vec::new(),
        }
    }
}

/// Why a new submission cannot be made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum SubmitRefusal {
    #[error("Your identity is already verified.")]
    AlreadyVerified,
    #[error("Your documents are being checked. We will update this page when the result arrives.")]
    InProgress,
    #[error("Your documents are with our team for review. We will let you know the result.")]
    InReview,
    #[error(
        "You have used all {MAX_ATTEMPTS} verification attempts. Contact support to verify your identity."
    )]
    AttemptsExhausted,
}

impl Verification {
    /// Submissions left before support is needed.
    pub fn attempts_left(&self) -> u32 {
        MAX_ATTEMPTS.saturating_sub(self.attempts)
    }

    /// Whether a scan may be started or submitted now.
    pub fn can_submit(&self) -> Result<(), SubmitRefusal> {
        match self.status {
            Status::Verified => Err(SubmitRefusal::AlreadyVerified),
            Status::Pending => Err(SubmitRefusal::InProgress),
            Status::NeedsReview => Err(SubmitRefusal::InReview),
            Status::Unverified | Status::Rejected if self.attempts_left() == 0 => {
                Err(SubmitRefusal::AttemptsExhausted)
            }
            Status::Unverified | Status::Rejected => Ok(()),
        }
    }

    /// Whether a provider's result applies: only to a pending submission.
    pub fn awaits_result(&self) -> bool {
        self.status == Status::Pending
    }

    /// Whether an operator's review applies: only to a submission that needs one.
    pub fn awaits_review(&self) -> bool {
        self.status == Status::NeedsReview
    }
}

/// A payment refused until the identity is verified.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PaymentRefusal {
    #[error("Verify your identity before your first withdrawal.")]
    WithdrawalNeedsVerification,
    #[error(
        "Verify your identity to deposit more: unverified accounts can deposit up to {limit} in total, and this deposit would take you to {total}."
    )]
    DepositNeedsVerification { limit: String, total: String },
}

/// Withdrawals need a verified identity.
pub fn check_withdrawal(status: Status) -> Result<(), PaymentRefusal> {
    match status {
        Status::Verified => Ok(()),
        _ => Err(PaymentRefusal::WithdrawalNeedsVerification),
    }
}

/// Whether an account in `status` may deposit only up to the lifetime threshold.
pub fn deposit_threshold_applies(status: Status) -> bool {
    status != Status::Verified
}

/// A deposit that would take lifetime deposits (`lifetime`: every deposit not failed) above
/// `threshold` needs a verified identity.
pub fn check_deposit(
    status: Status,
    lifetime: Money,
    amount: Money,
    threshold: Money,
) -> Result<(), PaymentRefusal> {
    let total = lifetime.cents.saturating_add(amount.cents);
    if !deposit_threshold_applies(status) || total <= threshold.cents {
        return Ok(());
    }
    Err(PaymentRefusal::DepositNeedsVerification {
        limit: threshold.formatted(),
        total: Money::new(total, amount.currency).formatted(),
    })
}

/// Whether a document type has a back side to photograph.
pub fn needs_back(id_type: IdType) -> bool {
    !matches!(id_type, IdType::Passport)
}

/// What the player enters from their ID (the document initiation).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DocumentDetails {
    pub id_type: IdType,
    pub first_name: String,
    pub last_name: String,
    pub date_of_birth: NaiveDate,
    pub expires_on: NaiveDate,
}

/// The account's own details, as signed up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AccountDetails {
    pub first_name: String,
    pub last_name: String,
    pub date_of_birth: NaiveDate,
    /// The region's legal age.
    pub legal_age: u8,
}

/// Names compared the way a document check does: case, accents aside, surrounding and
/// repeated spaces, dashes and apostrophes do not count.
fn name_key(name: &str) -> String {
    name.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

/// The findings of comparing an ID's details with the account on `today`, in a fixed order.
pub fn findings(
    document: &DocumentDetails,
    account: &AccountDetails,
    today: NaiveDate,
) -> Vec<RejectReason> {
    let mut found = Vec::new();
    if document.expires_on < today {
        found.push(RejectReason::DocumentExpired);
    }
    if name_key(&document.first_name) != name_key(&account.first_name)
        || name_key(&document.last_name) != name_key(&account.last_name)
    {
        found.push(RejectReason::NameMismatch);
    }
    if document.date_of_birth != account.date_of_birth {
        found.push(RejectReason::DateOfBirthMismatch);
    }
    if age_on(document.date_of_birth, today) < i32::from(account.legal_age) {
        found.push(RejectReason::UnderAge);
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::money::Currency;

    fn date(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap_or_default()
    }

    fn usd(cents: i64) -> Money {
        Money::new(cents, Currency::Usd)
    }

    fn verification(status: Status, attempts: u32) -> Verification {
        Verification {
            status,
            attempts,
            reasons: Vec::new(),
        }
    }

    #[test]
    fn codes_round_trip() {
        for s in Status::ALL {
            assert_eq!(Status::parse(s.as_str()), Some(s));
        }
        for r in RejectReason::ALL {
            assert_eq!(RejectReason::parse(r.as_str()), Some(r));
            assert!(!r.message().is_empty());
        }
        let list = [RejectReason::NameMismatch, RejectReason::UnderAge];
        assert_eq!(RejectReason::parse_list(&RejectReason::join(&list)), list);
        assert_eq!(RejectReason::parse_list(""), []);
    }

    #[test]
    fn submissions_follow_the_status_and_attempts() {
        assert_eq!(verification(Status::Unverified, 0).can_submit(), Ok(()));
        assert_eq!(verification(Status::Rejected, 2).can_submit(), Ok(()));
        assert_eq!(
            verification(Status::Rejected, MAX_ATTEMPTS).can_submit(),
            Err(SubmitRefusal::AttemptsExhausted)
        );
        assert_eq!(
            verification(Status::Pending, 1).can_submit(),
            Err(SubmitRefusal::InProgress)
        );
        assert_eq!(
            verification(Status::NeedsReview, 1).can_submit(),
            Err(SubmitRefusal::InReview)
        );
        assert_eq!(
            verification(Status::Verified, 1).can_submit(),
            Err(SubmitRefusal::AlreadyVerified)
        );
        assert_eq!(verification(Status::Rejected, 1).attempts_left(), 2);
        assert!(verification(Status::Pending, 1).awaits_result());
        assert!(!verification(Status::Verified, 1).awaits_result());
        assert!(verification(Status::NeedsReview, 1).awaits_review());
    }

    #[test]
    fn withdrawals_need_a_verified_identity() {
        assert_eq!(check_withdrawal(Status::Verified), Ok(()));
        for s in [
            Status::Unverified,
            Status::Pending,
            Status::NeedsReview,
            Status::Rejected,
        ] {
            assert_eq!(
                check_withdrawal(s),
                Err(PaymentRefusal::WithdrawalNeedsVerification)
            );
        }
    }

    #[test]
    fn deposits_above_the_threshold_need_a_verified_identity() {
        let limit = usd(200_000);
        assert_eq!(
            check_deposit(Status::Unverified, usd(150_000), usd(50_000), limit),
            Ok(())
        );
        let refused = check_deposit(Status::Pending, usd(150_000), usd(50_001), limit);
        assert_eq!(
            refused,
            Err(PaymentRefusal::DepositNeedsVerification {
                limit: "$2,000.00".into(),
                total: "$2,000.01".into()
            })
        );
        assert!(
            refused
                .err()
                .map(|e| e.to_string())
                .unwrap_or_default()
                .contains("up to $2,000.00 in total")
        );
        assert_eq!(
            check_deposit(Status::Verified, usd(5_000_000), usd(100_000), limit),
            Ok(())
        );
    }

    #[test]
    fn passports_have_no_back() {
        assert!(!needs_back(IdType::Passport));
        assert!(needs_back(IdType::DriversLicense));
        assert!(needs_back(IdType::StateId));
    }

    #[test]
    fn findings_compare_the_id_with_the_account() {
        let account = AccountDetails {
            first_name: "Alex".into(),
            last_name: "O'Neil-Morgan".into(),
            date_of_birth: date(1990, 5, 15),
            legal_age: 21,
        };
        let id = DocumentDetails {
            id_type: IdType::DriversLicense,
            first_name: " ALEX ".into(),
            last_name: "oneil morgan".into(),
            date_of_birth: date(1990, 5, 15),
            expires_on: date(2030, 1, 1),
        };
        let today = date(2026, 11, 29);
        assert_eq!(findings(&id, &account, today), []);
        assert_eq!(
            Outcome::from_findings(findings(&id, &account, today)),
            Outcome::Approved
        );
        let expired = DocumentDetails {
            expires_on: date(2026, 11, 28),
            ..id.clone()
        };
        assert_eq!(
            findings(&expired, &account, today),
            [RejectReason::DocumentExpired]
        );
        let other = DocumentDetails {
            first_name: "Sam".into(),
            date_of_birth: date(2010, 1, 1),
            ..id.clone()
        };
        assert_eq!(
            findings(&other, &account, today),
            [
                RejectReason::NameMismatch,
                RejectReason::DateOfBirthMismatch,
                RejectReason::UnderAge
            ]
        );
        let outcome = Outcome::from_findings(findings(&other, &account, today));
        assert_eq!(outcome.status(), Status::Rejected);
        assert_eq!(outcome.reasons().len(), 3);
    }
}
