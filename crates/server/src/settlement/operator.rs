//! `POST /api/settlements`: an operator grades, re-grades or voids one market by hand
//! (`sportsbook admin settle`).
//!
//! Authentication: `Authorization: Bearer <feed key>` of the reserved source
//! [`OPERATOR_SOURCE`] (`sportsbook admin feed keys create --source operator --by NAME`). The
//! request becomes the next feed document of that source, so a hand grade travels the one
//! path every grade takes (the store, every node's catalogue, the settlement job), and it
//! writes a settlement audit row naming who did it, why, and with which key.
//!
//! Body (JSON): `{"market_id", "void": true, "by", "reason"}` or
//! `{"market_id", "results": [{"selection_id", "result"}], "by", "reason"}`. Answers:
//! - 200 `{"status": "graded" | "regraded" | "unchanged", "marketId", "sequence"}`
//! - 401 missing or unknown key; 403 a key of another source; 415 not JSON
//! - 422 `{"errors": {"<field>": [message]}}`: nothing was graded
//! - 503 with `Retry-After`: the node's feed queue is full

use crate::feed::http::{authenticated, is_json};
use crate::feed::{IngestError, Ingested};
use crate::identity::errors::ApiError;
use crate::state::AppState;
use axum::Json;
use axum::Router;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use domain::feed::{FeedChange, Outcome, ResultChange};
use domain::sports::OfferStatus;
use serde::Deserialize;
use serde_json::json;
use store::NewSettlementAudit;

/// The feed source of hand grades; only its keys may call this route.
pub const OPERATOR_SOURCE: &str = "operator";
/// Largest request body.
const MAX_BODY_BYTES: usize = 64 * 1024;
/// Longest `by` and `reason`.
const MAX_TEXT: usize = 500;

/// The operator settlement route (outside the maintenance gate, like the feed).
pub fn routes() -> Router<AppState> {
    Router::new().route("/api/settlements", post(settle)).layer(
        tower_http::limit::RequestBodyLimitLayer::new(MAX_BODY_BYTES),
    )
}

/// A hand grade of one market.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct SettleRequest {
    market_id: String,
    /// Voids every selection (the market is off: bets on it are refunded).
    #[serde(default)]
    void: bool,
    /// Grades each selection; exclusive with `void`.
    #[serde(default)]
    results: Option<Vec<Outcome>>,
    /// Who grades (kept in the audit row).
    by: String,
    /// Why (kept in the audit row).
    reason: String,
}

async fn settle(State(state): State<AppState>, headers: HeaderMap, body: Bytes) -> Response {
    let key = match authenticated(&state, &headers).await {
        Ok(key) => key,
        Err(refused) => return refused,
    };
    if key.source != OPERATOR_SOURCE {
        return ApiError::field(
            StatusCode::FORBIDDEN,
            "authorization",
            format!("Only a feed key of source {OPERATOR_SOURCE:?} may grade markets by hand."),
        )
        .into_response();
    }
    if !is_json(&headers) {
        return ApiError::base(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "Send the settlement as application/json.",
        )
        .into_response();
    }
    let request: SettleRequest = match serde_json::from_slice(&body) {
        Ok(request) => request,
        Err(e) => return invalid("base", &format!("The settlement is malformed: {e}.")),
    };
    let by = request.by.trim();
    let reason = request.reason.trim();
    for (field, text) in [("by", by), ("reason", reason)] {
        if text.is_empty() || text.chars().count() > MAX_TEXT {
            return invalid(field, &format!("must be 1 to {MAX_TEXT} characters"));
        }
    }
    let Some(market) = state.catalogue.market(&request.market_id) else {
        return invalid("market_id", "is not a known market");
    };
    let results = match (request.void, request.results) {
        (true, None) => ResultChange::void(&market.market).results,
        (false, Some(results)) => results,
        _ => {
            return invalid(
                "void",
                "give either \"void\": true or the results, not both",
            );
        }
    };
    let was_finished = market.market.status == OfferStatus::Finished;
    let detail = json!({"reason": reason, "key": key.id, "results": &results}).to_string();
    let change = FeedChange::Result(ResultChange {
        market_id: request.market_id.clone(),
        results,
    });
    let sequence = match state.feed.ingest_next(OPERATOR_SOURCE, vec![change]).await {
        Ok(Ingested::Applied {
            sequence,
            graded: 0,
            ..
        }) => {
            return answer("unchanged", &request.market_id, sequence);
        }
        Ok(Ingested::Applied { sequence, .. }) => sequence,
        Ok(Ingested::Ignored { .. }) | Err(IngestError::Busy) => return busy(),
        Err(IngestError::Invalid(error)) => {
            // The document's path (`changes[0].result.results[1]...`) less the document part.
            let field = error
                .field
                .strip_prefix("changes[0].result.")
                .unwrap_or(&error.field);
            return invalid(field, &error.message);
        }
        Err(IngestError::Store(err)) => return ApiError::unavailable(err).into_response(),
    };
    let action = match (request.void, was_finished) {
        (true, _) => "void_market",
        (false, true) => "regrade_market",
        (false, false) => "grade_market",
    };
    let audit = state
        .store
        .record_settlement_audit(NewSettlementAudit {
            actor: format!("admin:{by}"),
            action: action.into(),
            market_id: Some(request.market_id.clone()),
            detail,
            at: state.clock.now(),
        })
        .await;
    if let Err(err) = audit {
        // The grade is applied and will settle; the missing row must not go unnoticed.
        tracing::error!(error = %err, market = %request.market_id, "settlement audit row not written");
        return ApiError::unavailable(err).into_response();
    }
    let status = if was_finished { "regraded" } else { "graded" };
    answer(status, &request.market_id, sequence)
}

fn answer(status: &str, market_id: &str, sequence: u64) -> Response {
    Json(json!({"status": status, "marketId": market_id, "sequence": sequence})).into_response()
}

fn invalid(field: &str, message: &str) -> Response {
    ApiError::field(StatusCode::UNPROCESSABLE_ENTITY, field, message).into_response()
}

fn busy() -> Response {
    ApiError {
        retry_after: Some(1),
        ..ApiError::base(
            StatusCode::SERVICE_UNAVAILABLE,
            "The feed queue is full. Retry shortly.",
        )
    }
    .into_response()
}
