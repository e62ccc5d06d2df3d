//! `POST /api/tax/w2g/id_document`: the W-2G win modal's government ID upload, authenticated
//! like the other REST calls (`Authorization: Bearer`). The body is JSON:
//! `{"idType": "DRIVERS_LICENSE" | "PASSPORT" | "STATE_ID", "idNumber": "...", "document":
//! "<base64 of a JPEG, PNG or PDF, at most 5 MB>"}`; unknown fields are refused. The document's
//! kind is read from its first bytes, never from a name. The number and the document are
//! sealed ([`super::seal`]) before they reach the store; the answer (201) and every later
//! query carry only the type, the number's last four characters and when it was uploaded.
//! Errors use the `errors` shape of the identity REST calls, by field: 401 without a login,
//! 422 for a bad type, number or document, 409 when no W-2G form is waiting for an ID, 413 for
//! a body over the limit.

use super::seal::Sealer;
use crate::identity::errors::ApiError;
use crate::identity::extract::{ApiJson, SignedIn};
use crate::state::AppState;
use axum::extract::{DefaultBodyLimit, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use axum::{Json, Router};
use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use chrono::{DateTime, Utc};
use domain::tax::id_document::{self, IdError, IdType, MAX_DOCUMENT_BYTES};
use serde::{Deserialize, Serialize};
use store::{NewIdDocument, StoreError};

/// The upload's path.
pub const PATH: &str = "/api/tax/w2g/id_document";

/// The largest body accepted: the largest document in base64 plus the other fields.
pub const MAX_BODY_BYTES: usize = MAX_DOCUMENT_BYTES / 3 * 4 + 16 * 1024;

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct Body {
    id_type: String,
    id_number: String,
    document: String,
}

/// The answer: what the app may ever show of an ID.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct Uploaded {
    id_type: &'static str,
    number_last_four: String,
    uploaded_at: DateTime<Utc>,
    /// How many waiting W-2G forms the ID was given to.
    forms_covered: u64,
}

/// The upload route, with its own body limit (the app's default is far smaller).
pub fn routes() -> Router<AppState> {
    Router::new()
        .route(PATH, post(upload))
        .layer(DefaultBodyLimit::max(MAX_BODY_BYTES))
}

fn refused(err: IdError) -> ApiError {
    ApiError::field(
        StatusCode::UNPROCESSABLE_ENTITY,
        err.field(),
        err.to_string(),
    )
}

async fn upload(
    State(state): State<AppState>,
    who: SignedIn,
    ApiJson(body): ApiJson<Body>,
) -> Result<Response, ApiError> {
    let id_type = IdType::parse(&body.id_type).ok_or_else(|| refused(IdError::UnknownType))?;
    let number = id_document::normalize_number(&body.id_number).map_err(refused)?;
    if body.document.len() > MAX_BODY_BYTES {
        return Err(refused(IdError::TooLarge));
    }
    let bytes = STANDARD.decode(body.document.trim()).map_err(|_| {
        ApiError::field(
            StatusCode::UNPROCESSABLE_ENTITY,
            "document",
            "The document must be sent as base64.",
        )
    })?;
    let kind = id_document::check_document(&bytes).map_err(refused)?;
    let id = ulid::Ulid::new().to_string();
    let sealer = Sealer::new(&state.config.token_secret.0);
    let sealed = sealer
        .seal(&id, "number", number.as_bytes())
        .and_then(|n| Ok((n, sealer.seal(&id, "document", &bytes)?)));
    let (number_sealed, document_sealed) = sealed.map_err(ApiError::internal)?;
    let now = state.clock.now();
    let last_four = id_document::last_four(&number);
    let covered = state
        .store
        .save_w2g_id_document(NewIdDocument {
            id,
            user_id: who.user_id.clone(),
            id_type,
            number_last_four: last_four.clone(),
            number_sealed,
            document_kind: kind,
            document_sealed,
            at: now,
        })
        .await
        .map_err(|e| match e {
            StoreError::Conflict("w2g_not_required") => ApiError::base(
                StatusCode::CONFLICT,
                "No W-2G form is waiting for an ID: there is nothing to upload.",
            ),
            other => ApiError::internal(other),
        })?;
    tracing::info!(user = %who.user_id, covered, "W-2G ID uploaded");
    let answer = Uploaded {
        id_type: id_type.as_str(),
        number_last_four: last_four,
        uploaded_at: now,
        forms_covered: covered,
    };
    Ok((StatusCode::CREATED, Json(answer)).into_response())
}
