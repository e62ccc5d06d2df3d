//! `POST /api/settlements`: an operator grades, re-grades or voids one market by hand
//! (`sportsbook admin settle`).
//!
//! The request becomes the next feed document of source [`OPERATOR_SOURCE`], so a hand grade
//! travels the one path every grade takes (the store, every node's catalogue, the settlement
//! job); the settlement job writes its own `feed:operator` audit row besides this one.
//!
//! Body (JSON): `{"market_id", "void": true, "by", "reason"}` or
//! `{"market_id", "results": [{"selection_id", "result"}], "by", "reason"}`. Answers (besides
//! those of every operator route, see [`super`]):
//! - 200 `{"status": "graded" | "regraded" | "unchanged", "marketId", "sequence"}`
//! - 503 with `Retry-After`: the node's feed queue is full

use super::{OPERATOR_SOURCE, busy, invalid, operator_key, who_and_why};
use crate::feed::{IngestError, Ingested};
use crate::identity::errors::ApiError;
use crate::state::AppState;
use axum::Json;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use domain::feed::{FeedChange, Outcome, ResultChange};
use domain::sports::OfferStatus;
use serde::Deserialize;
use serde_json::json;
use store::NewSettlementAudit;

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

/// Grades, re-grades or voids the market the request names.
pub(super) async fn settle(
    State(state): State<AppState>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let key = match operator_key(&state, &headers).await {
        Ok(key) => key,
        Err(refused) => return refused,
    };
    let request: SettleRequest = match serde_json::from_slice(&body) {
        Ok(request) => request,
        Err(e) => {
            return invalid("base", &format!("The settlement is malformed: {e}.")).into_response();
        }
    };
    let (by, reason) = match who_and_why(&request.by, &request.reason) {
        Ok(texts) => texts,
        Err(refused) => return refused.into_response(),
    };
    let Some(market) = state.catalogue.market(&request.market_id) else {
        return invalid("market_id", "is not a known market").into_response();
    };
    let results = match (request.void, request.results) {
        (true, None) => ResultChange::void(&market.market).results,
        (false, Some(results)) => results,
        _ => {
            return invalid(
                "void",
                "give either \"void\": true or the results, not both",
            )
            .into_response();
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
        Ok(Ingested::Ignored { .. }) | Err(IngestError::Busy) => {
            return busy("The feed queue is full. Retry shortly.").into_response();
        }
        Err(IngestError::Invalid(error)) => {
            // The document's path (`changes[0].result.results[1]...`) less the document part.
            let field = error
                .field
                .strip_prefix("changes[0].result.")
                .unwrap_or(&error.field);
            return invalid(field, &error.message).into_response();
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
