//! The built-in sandbox provider. It decides a submission at once and deterministically from
//! what was submitted, then posts its signed result to the platform's callback path after
//! `VERIFICATION_RESULT_SECONDS`, over HTTP like a real vendor (a task of its own; the
//! signature's time is the server clock's):
//!
//! - document number `SANDBOX-REVIEW`: needs review;
//! - document number `SANDBOX-UNREADABLE`: rejected, unreadable;
//! - otherwise the details typed from the ID against the account
//!   (`domain::verification::findings`): expired, name or date-of-birth mismatch, under age;
//!   none of them approves.

use super::callbacks::{CALLBACK_PATH, ResultBody, SIGNATURE_HEADER};
use super::provider::{Provider, ProviderError, StartedScan, Submission};
use crate::clock::Clock;
use async_trait::async_trait;
use domain::verification::{Outcome, RejectReason, findings};
use std::sync::Arc;
use std::time::Duration;

/// The document number that sends a submission to review.
pub const REVIEW_NUMBER: &str = "SANDBOX-REVIEW";
/// The document number the sandbox cannot read.
pub const UNREADABLE_NUMBER: &str = "SANDBOX-UNREADABLE";

/// Deliveries of one result before the sandbox gives up (a platform that is down).
const DELIVERIES: u32 = 5;

/// The sandbox provider.
pub struct Sandbox {
    callback_url: String,
    secret: Vec<u8>,
    delay: Duration,
    clock: Arc<Clock>,
    client: reqwest::Client,
}

impl std::fmt::Debug for Sandbox {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Sandbox({})", self.callback_url)
    }
}

impl Sandbox {
    /// A sandbox posting to the platform at `public_url`.
    pub fn new(public_url: &str, secret: &str, delay: Duration, clock: Arc<Clock>) -> Self {
        Self {
            callback_url: format!("{}{CALLBACK_PATH}", public_url.trim_end_matches('/')),
            secret: secret.as_bytes().to_vec(),
            delay,
            clock,
            client: reqwest::Client::builder()
                .timeout(Duration::from_secs(10))
                .build()
                .unwrap_or_default(),
        }
    }

    /// What the sandbox decides for a submission on its clock's day.
    pub fn decide(submission: &Submission, today: chrono::NaiveDate) -> Outcome {
        match submission.document_number.as_str() {
            REVIEW_NUMBER => Outcome::NeedsReview,
            UNREADABLE_NUMBER => Outcome::Rejected(vec![RejectReason::Unreadable]),
            _ => Outcome::from_findings(findings(&submission.document, &submission.account, today)),
        }
    }

    /// Posts one result, retrying a platform that does not answer.
    async fn deliver(&self, body: Vec<u8>) {
        for attempt in 1..=DELIVERIES {
            let signature = domain::payments::sign_callback(&self.secret, self.clock.now(), &body);
            let sent = self
                .client
                .post(&self.callback_url)
                .header(SIGNATURE_HEADER, signature)
                .header(reqwest::header::CONTENT_TYPE, "application/json")
                .body(body.clone())
                .send()
                .await;
            match sent {
                Ok(res) if !res.status().is_server_error() => {
                    if !res.status().is_success() {
                        tracing::warn!(status = %res.status(), "sandbox verification result refused");
                    }
                    return;
                }
                Ok(res) => {
                    tracing::warn!(status = %res.status(), attempt, "sandbox verification result not taken")
                }
                Err(e) => {
                    tracing::warn!(error = %e, attempt, "sandbox verification result not delivered")
                }
            }
            tokio::time::sleep(Duration::from_millis(500) * attempt).await;
        }
    }
}

#[async_trait]
impl Provider for Arc<Sandbox> {
    async fn start(&self, _user: &str) -> Result<StartedScan, ProviderError> {
        let reference = format!("sbx_{}", ulid::Ulid::new().to_string().to_lowercase());
        Ok(StartedScan {
            scan_url: format!("sandbox://identity-scans/{reference}"),
            reference,
        })
    }

    async fn submit(&self, submission: Submission) -> Result<(), ProviderError> {
        let outcome = Sandbox::decide(&submission, self.clock.now().date_naive());
        let body = ResultBody::new(
            format!("evt_{}", ulid::Ulid::new().to_string().to_lowercase()),
            submission.reference,
            &outcome,
        );
        let body = serde_json::to_vec(&body).map_err(|e| ProviderError(e.to_string()))?;
        let sandbox = Arc::clone(self);
        tokio::spawn(async move {
            tokio::time::sleep(sandbox.delay).await;
            sandbox.deliver(body).await;
        });
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::super::provider::Photo;
    use super::*;
    use chrono::NaiveDate;
    use domain::tax::id_document::IdType;
    use domain::verification::{AccountDetails, DocumentDetails};

    fn date(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap_or_default()
    }

    fn submission(number: &str, first_name: &str) -> Submission {
        Submission {
            reference: "sbx_1".into(),
            document: DocumentDetails {
                id_type: IdType::Passport,
                first_name: first_name.into(),
                last_name: "Morgan".into(),
                date_of_birth: date(1990, 5, 15),
                expires_on: date(2030, 1, 1),
            },
            document_number: number.into(),
            front: Photo {
                media_type: "image/jpeg",
                bytes: vec![0xFF, 0xD8, 0xFF],
            },
            back: None,
            account: AccountDetails {
                first_name: "Alex".into(),
                last_name: "Morgan".into(),
                date_of_birth: date(1990, 5, 15),
                legal_age: 21,
            },
        }
    }

    #[test]
    fn the_sandbox_decides_from_what_is_submitted() {
        let today = date(2026, 11, 29);
        assert_eq!(
            Sandbox::decide(&submission("P1234567", "Alex"), today),
            Outcome::Approved
        );
        assert_eq!(
            Sandbox::decide(&submission(REVIEW_NUMBER, "Alex"), today),
            Outcome::NeedsReview
        );
        assert_eq!(
            Sandbox::decide(&submission(UNREADABLE_NUMBER, "Alex"), today),
            Outcome::Rejected(vec![RejectReason::Unreadable])
        );
        assert_eq!(
            Sandbox::decide(&submission("P1234567", "Sam"), today),
            Outcome::Rejected(vec![RejectReason::NameMismatch])
        );
    }
}
