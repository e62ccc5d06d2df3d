//! `POST /api/feed/documents`: how a data vendor pushes feed documents.
//!
//! Authentication: `Authorization: Bearer <feed key>` (see [`super::keys`]); a key may only
//! send documents of its own source. Answers (JSON):
//! - 200 `{"status": "applied", "sequence", "events", "markets", "graded"}`
//! - 200 `{"status": "ignored", "lastSequence"}`: stale or duplicate sequence, nothing changed
//! - 401 missing or unknown key; 403 the document's source is not the key's
//! - 413 larger than [`MAX_DOCUMENT_BYTES`]; 415 not `application/json`
//! - 422 `{"errors": {"<json path>": [{"message"}]}}`: the document was rejected whole
//! - 503 with `Retry-After`: the node's feed queue is full
//!
//! The route is outside the maintenance gate: prices keep flowing while bettors are away.

use super::{IngestError, Ingested, keys};
use crate::identity::errors::ApiError;
use crate::state::AppState;
use axum::Json;
use axum::Router;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use domain::feed::FeedDocument;
use serde_json::json;

/// Largest document accepted over HTTP.
pub const MAX_DOCUMENT_BYTES: usize = FeedDocument::MAX_BYTES;

/// The push-feed route (with its own body limit).
pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/api/feed/documents", post(push))
        .layer(tower_http::limit::RequestBodyLimitLayer::new(
            MAX_DOCUMENT_BYTES,
        ))
}

async fn push(State(state): State<AppState>, headers: HeaderMap, body: Bytes) -> Response {
    let key = match authenticated(&state, &headers).await {
        Ok(key) => key,
        Err(refused) => return refused,
    };
    if !is_json(&headers) {
        return ApiError::base(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "Feed documents must be sent as application/json.",
        )
        .into_response();
    }
    let document = match FeedDocument::from_json(&body) {
        Ok(document) => document,
        Err(error) => return rejected(&error.field, &error.message),
    };
    if document.source != key.source {
        return ApiError::field(
            StatusCode::FORBIDDEN,
            "source",
            format!(
                "This key may only send documents of source {:?}.",
                key.source
            ),
        )
        .into_response();
    }
    match state.feed.ingest(&document).await {
        Ok(Ingested::Applied {
            sequence,
            events,
            markets,
            graded,
        }) => Json(json!({
            "status": "applied",
            "sequence": sequence,
            "events": events,
            "markets": markets,
            "graded": graded,
        }))
        .into_response(),
        Ok(Ingested::Ignored { last_sequence }) => {
            Json(json!({"status": "ignored", "lastSequence": last_sequence})).into_response()
        }
        Err(IngestError::Invalid(error)) => rejected(&error.field, &error.message),
        Err(IngestError::Busy) => ApiError {
            retry_after: Some(1),
            ..ApiError::base(
                StatusCode::SERVICE_UNAVAILABLE,
                "The feed queue is full. Retry shortly.",
            )
        }
        .into_response(),
        Err(IngestError::Store(err)) => ApiError::unavailable(err).into_response(),
    }
}

/// The live feed key the request presents, or the 401 (or 503) to answer.
pub(crate) async fn authenticated(
    state: &AppState,
    headers: &HeaderMap,
) -> Result<store::FeedKey, Response> {
    let Some(presented) = bearer(headers) else {
        return Err(ApiError::field(
            StatusCode::UNAUTHORIZED,
            "authorization",
            "Send the feed key as Authorization: Bearer <key>.",
        )
        .into_response());
    };
    match keys::authenticate(state.store.as_ref(), presented).await {
        Ok(Some(key)) => Ok(key),
        Ok(None) => Err(ApiError::field(
            StatusCode::UNAUTHORIZED,
            "authorization",
            "The feed key is unknown or revoked.",
        )
        .into_response()),
        Err(err) => Err(ApiError::unavailable(err).into_response()),
    }
}

/// Whether the request says its body is JSON.
pub(crate) fn is_json(headers: &HeaderMap) -> bool {
    headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.trim_start().starts_with("application/json"))
}

fn rejected(field: &str, message: &str) -> Response {
    ApiError::field(StatusCode::UNPROCESSABLE_ENTITY, field, message).into_response()
}

fn bearer(headers: &HeaderMap) -> Option<&str> {
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.split_once(' ')?;
    scheme
        .eq_ignore_ascii_case("bearer")
        .then(|| token.trim())
        .filter(|t| !t.is_empty())
}
