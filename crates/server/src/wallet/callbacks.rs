//! `POST /api/payments/callbacks`: a processor tells us a payment's outcome. The body is
//! signed (`x-payments-signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` with
//! the callback secret, checked by [`crate::http::signed_callback`]); each `callbackId` is applied at
//! most once, so a replayed callback is refused even inside the signature's time window.
//!
//! Answers: 200 `{status, applied}`; 401 bad or stale signature; 409 replayed callback id;
//! 404 unknown payment; 422 wrong body shape.

use crate::http::signed_callback::{Signing, verified_body};
use crate::identity::errors::ApiError;
use crate::state::AppState;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::routing::post;
use axum::{Json, Router};
use domain::ids::PaymentId;
use domain::payments::PaymentEvent;
use serde::{Deserialize, Serialize};

/// The signed body.
#[derive(Debug, Deserialize, Serialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Callback {
    /// The processor's id for this notification (what replays repeat).
    pub callback_id: String,
    pub payment_id: String,
    /// `confirmed` or `declined`.
    pub event: PaymentEvent,
    #[serde(default)]
    pub reason: Option<String>,
}

#[derive(Debug, Serialize)]
struct Answer {
    status: &'static str,
    applied: bool,
}

pub const SIGNATURE_HEADER: &str = "x-payments-signature";

pub fn routes() -> Router<AppState> {
    Router::new().route("/api/payments/callbacks", post(handler))
}

async fn handler(
    State(state): State<AppState>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Json<serde_json::Value>, ApiError> {
    let now = state.clock.now();
    let signing = Signing {
        header: SIGNATURE_HEADER,
        secret: &state.config.payments.callback_secret.0,
        source: "payments",
    };
    let callback: Callback = verified_body(signing, &headers, &body, now)?;
    if callback.event == PaymentEvent::CancelledByPatron {
        return Err(ApiError::base(
            StatusCode::UNPROCESSABLE_ENTITY,
            "A processor can confirm or decline a payment, not cancel it for the bettor.",
        ));
    }
    if callback.callback_id.is_empty() || callback.callback_id.len() > 200 {
        return Err(ApiError::base(
            StatusCode::UNPROCESSABLE_ENTITY,
            "callbackId must be 1 to 200 characters.",
        ));
    }
    let id = PaymentId::from_raw(callback.payment_id.as_str());
    if state.store.payment_by_id(&id).await?.is_none() {
        return Err(ApiError::base(StatusCode::NOT_FOUND, "Unknown payment."));
    }
    if !state
        .store
        .remember_callback(&callback.callback_id, now)
        .await?
    {
        return Err(ApiError::base(
            StatusCode::CONFLICT,
            "This callback was already received.",
        ));
    }
    let reason = callback
        .reason
        .as_deref()
        .map(|r| r.chars().take(200).collect::<String>());
    let settled = super::settle(&state, &id, callback.event, reason.as_deref(), now).await?;
    Ok(Json(serde_json::json!(Answer {
        status: settled.payment.status.as_str(),
        applied: settled.applied,
    })))
}
