//! `POST /i/identity_verifications/callbacks`: the provider's result for a scan. The raw body
//! is signed (`x-verification-signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`
//! with `VERIFICATION_CALLBACK_SECRET`, checked in constant time within five minutes of the
//! server clock by [`crate::http::signed_callback`]); a bad, missing or stale signature is
//! refused with 401 before the body is read and nothing is recorded. Each `eventId` is applied
//! at most once: a repeat answers 200 with `applied: false`.
//!
//! Body: `{"eventId", "reference", "outcome": "APPROVED" | "NEEDS_REVIEW" | "REJECTED",
//! "reasons": [reason codes, at least one when rejected]}`. Answers: 200 `{applied, status}`;
//! 401 signature; 404 unknown reference; 422 wrong shape.

use crate::http::signed_callback::{Signing, verified_body};
use crate::identity::errors::ApiError;
use crate::state::AppState;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::routing::post;
use axum::{Json, Router};
use domain::verification::{Outcome, RejectReason};
use serde::{Deserialize, Serialize};
use serde_json::json;
use store::{IdentityResult, StoreError};

/// The callback's path.
pub const CALLBACK_PATH: &str = "/i/identity_verifications/callbacks";

/// The signature header.
pub const SIGNATURE_HEADER: &str = "x-verification-signature";

/// The signed body.
#[derive(Debug, Deserialize, Serialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ResultBody {
    /// The provider's id for this notification (what a redelivery repeats).
    pub event_id: String,
    /// The scan's reference.
    pub reference: String,
    pub outcome: String,
    #[serde(default)]
    pub reasons: Vec<String>,
}

impl ResultBody {
    /// The body of an outcome.
    pub fn new(event_id: String, reference: String, outcome: &Outcome) -> Self {
        Self {
            event_id,
            reference,
            outcome: match outcome {
                Outcome::Approved => "APPROVED",
                Outcome::NeedsReview => "NEEDS_REVIEW",
                Outcome::Rejected(_) => "REJECTED",
            }
            .to_owned(),
            reasons: outcome
                .reasons()
                .iter()
                .map(|r| r.as_str().to_owned())
                .collect(),
        }
    }

    /// The outcome it carries; the problem otherwise.
    fn outcome(&self) -> Result<Outcome, String> {
        let mut reasons = Vec::new();
        for code in &self.reasons {
            reasons
                .push(RejectReason::parse(code).ok_or_else(|| format!("unknown reason {code:?}"))?);
        }
        match (self.outcome.as_str(), reasons.is_empty()) {
            ("APPROVED", true) => Ok(Outcome::Approved),
            ("NEEDS_REVIEW", true) => Ok(Outcome::NeedsReview),
            ("REJECTED", false) => Ok(Outcome::Rejected(reasons)),
            ("APPROVED" | "NEEDS_REVIEW", false) => {
                Err("reasons are given only with REJECTED".into())
            }
            ("REJECTED", true) => Err("REJECTED needs at least one reason".into()),
            (other, _) => Err(format!("unknown outcome {other:?}")),
        }
    }
}

pub fn routes() -> Router<AppState> {
    Router::new().route(CALLBACK_PATH, post(handler))
}

fn unprocessable(message: impl Into<String>) -> ApiError {
    ApiError::base(StatusCode::UNPROCESSABLE_ENTITY, message)
}

async fn handler(
    State(state): State<AppState>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Json<serde_json::Value>, ApiError> {
    let now = state.clock.now();
    let signing = Signing {
        header: SIGNATURE_HEADER,
        secret: &state.config.verification.callback_secret.0,
        source: "identity verification",
    };
    let callback: ResultBody = verified_body(signing, &headers, &body, now)?;
    let valid_id = |s: &str| !s.is_empty() && s.len() <= 200;
    if !valid_id(&callback.event_id) || !valid_id(&callback.reference) {
        return Err(unprocessable(
            "eventId and reference must be 1 to 200 characters.",
        ));
    }
    let outcome = callback
        .outcome()
        .map_err(|e| unprocessable(format!("The callback's outcome is not valid: {e}.")))?;
    let applied = state
        .store
        .apply_identity_result(IdentityResult {
            event_id: callback.event_id,
            provider_reference: callback.reference,
            outcome,
            at: now,
        })
        .await
        .map_err(|e| match e {
            StoreError::NotFound(_) => {
                ApiError::base(StatusCode::NOT_FOUND, "No scan has this reference.")
            }
            other => ApiError::internal(other),
        })?;
    if applied.applied {
        tracing::info!(
            user = %applied.user_id,
            status = applied.verification.status.as_str(),
            "identity verification result applied"
        );
    }
    Ok(Json(json!({
        "applied": applied.applied,
        "status": applied.verification.status.as_str(),
    })))
}
