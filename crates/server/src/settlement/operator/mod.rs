//! Operators' hand settlement (`sportsbook admin settle` and `admin settle-bet`): grade,
//! re-grade or void one market ([`market`], `POST /api/settlements`), or override one bet
//! ([`bet`], `POST /api/settlements/bets`).
//!
//! Authentication: `Authorization: Bearer <feed key>` of the reserved source
//! [`OPERATOR_SOURCE`] (`sportsbook admin feed keys create --source operator --by NAME`).
//! Every action writes a settlement audit row naming who did it (`admin:{by}`), why, and with
//! which key. Answers in common:
//! - 401 missing or unknown key; 403 a key of another source; 415 not JSON
//! - 422 `{"errors": {"<field>": [message]}}`: nothing was done

pub mod bet;
pub mod market;

use crate::feed::http::{authenticated, is_json};
use crate::identity::errors::ApiError;
use crate::state::AppState;
use axum::Router;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::post;

/// The feed source of hand grades; only its keys may call these routes.
pub const OPERATOR_SOURCE: &str = "operator";
/// Largest request body.
const MAX_BODY_BYTES: usize = 64 * 1024;
/// Longest `by` and `reason`.
const MAX_TEXT: usize = 500;

/// The operator settlement routes (outside the maintenance gate, like the feed).
pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/api/settlements", post(market::settle))
        .route("/api/settlements/bets", post(bet::override_bet))
        .layer(tower_http::limit::RequestBodyLimitLayer::new(
            MAX_BODY_BYTES,
        ))
}

/// The operator key of a JSON request, or the refusal to answer.
async fn operator_key(state: &AppState, headers: &HeaderMap) -> Result<store::FeedKey, Response> {
    let key = authenticated(state, headers).await?;
    if key.source != OPERATOR_SOURCE {
        return Err(ApiError::field(
            StatusCode::FORBIDDEN,
            "authorization",
            format!("Only a feed key of source {OPERATOR_SOURCE:?} may settle by hand."),
        )
        .into_response());
    }
    if !is_json(headers) {
        return Err(ApiError::base(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "Send the settlement as application/json.",
        )
        .into_response());
    }
    Ok(key)
}

/// `by` and `reason` trimmed, each 1 to [`MAX_TEXT`] characters.
fn who_and_why<'a>(by: &'a str, reason: &'a str) -> Result<(&'a str, &'a str), ApiError> {
    let (by, reason) = (by.trim(), reason.trim());
    for (field, text) in [("by", by), ("reason", reason)] {
        if text.is_empty() || text.chars().count() > MAX_TEXT {
            return Err(invalid(
                field,
                &format!("must be 1 to {MAX_TEXT} characters"),
            ));
        }
    }
    Ok((by, reason))
}

/// 422 on one field: nothing was done.
fn invalid(field: &str, message: &str) -> ApiError {
    ApiError::field(StatusCode::UNPROCESSABLE_ENTITY, field, message)
}

/// 503 with `Retry-After`: try again shortly.
fn busy(message: &str) -> ApiError {
    ApiError {
        retry_after: Some(1),
        ..ApiError::base(StatusCode::SERVICE_UNAVAILABLE, message)
    }
}
