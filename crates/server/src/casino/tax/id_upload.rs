//! `POST /api/tax/w2g/id_document`: the W-2G win modal's one submit, authenticated like the
//! other REST calls (`Authorization: Bearer`). The body is JSON:
//! `{"idType": "DRIVERS_LICENSE" | "PASSPORT" | "STATE_ID", "idNumber": "...", "document":
//! "<base64 of a JPEG, PNG or PDF, at most 5 MB>", "tin": "123-45-6789", "address": {"line1",
//! "line2", "city", "state", "zip"}}`; unknown fields are refused. The document's kind is read
//! from its first bytes, never from a name. The ID number, the document and the TIN are sealed
//! ([`crate::seal`]) before they reach the store; the address is kept as the account's latest
//! and copied onto every form covered. The answer (201) and every later query carry only the
//! ID's type and last four characters, the TIN's last four digits and when it was uploaded.
//! Errors use the `errors` shape of the identity REST calls, every bad field at once (`idType`,
//! `idNumber`, `document`, `tin`, `address.line1`, `address.line2`, `address.city`,
//! `address.state`, `address.zip`): 401 without a login, 422 for bad fields, 409 when no W-2G
//! form is waiting for an ID, 413 for a body over the limit.

use crate::identity::errors::ApiError;
use crate::identity::extract::{ApiJson, SignedIn};
use crate::seal::{self, Sealer};
use crate::state::AppState;
use axum::extract::{DefaultBodyLimit, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use axum::{Json, Router};
use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use chrono::{DateTime, Utc};
use domain::signup::FieldErrors;
use domain::tax::address::{AddressInput, UsAddress};
use domain::tax::id_document::{self, DocumentKind, IdError, IdType, MAX_DOCUMENT_BYTES};
use domain::tax::tin::Tin;
use serde::{Deserialize, Serialize};
use store::{NewIdDocument, StoreError};

/// The upload's path.
pub const PATH: &str = "/api/tax/w2g/id_document";

/// The largest body accepted: the largest document in base64 plus the other fields.
pub const MAX_BODY_BYTES: usize = MAX_DOCUMENT_BYTES / 3 * 4 + 16 * 1024;

/// The request (no `Debug`: it holds the TIN and the address, which are never logged). A
/// missing `tin` or `address` is answered field by field like an empty one.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct Body {
    id_type: String,
    id_number: String,
    document: String,
    #[serde(default)]
    tin: String,
    #[serde(default)]
    address: AddressInput,
}

/// Everything the body gives, checked.
struct Given {
    id_type: IdType,
    number: String,
    document: Vec<u8>,
    kind: DocumentKind,
    tin: Tin,
    address: UsAddress,
}

/// The answer: what the app may ever show of an ID.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct Uploaded {
    id_type: &'static str,
    number_last_four: String,
    uploaded_at: DateTime<Utc>,
    /// The TIN's last four digits.
    tin_last_four: String,
    /// How many waiting W-2G forms the ID was given to.
    forms_covered: u64,
}

/// The upload route, with its own body limit (the app's default is far smaller).
pub fn routes() -> Router<AppState> {
    Router::new()
        .route(PATH, post(upload))
        .layer(DefaultBodyLimit::max(MAX_BODY_BYTES))
}

/// Checks every field of the body; answers every problem at once, by field.
fn check(body: Body) -> Result<Given, FieldErrors> {
    let mut errors = FieldErrors::default();
    let mut id_error = |e: IdError| errors.add(e.field(), e.to_string());
    let id_type = IdType::parse(&body.id_type);
    if id_type.is_none() {
        id_error(IdError::UnknownType);
    }
    let number = id_document::normalize_number(&body.id_number)
        .map_err(&mut id_error)
        .ok();
    let document = if body.document.len() > MAX_BODY_BYTES {
        id_error(IdError::TooLarge);
        None
    } else if let Ok(bytes) = STANDARD.decode(body.document.trim()) {
        match id_document::check_document(&bytes) {
            Ok(kind) => Some((bytes, kind)),
            Err(e) => {
                id_error(e);
                None
            }
        }
    } else {
        errors.add("document", "The document must be sent as base64.");
        None
    };
    let tin = Tin::parse(&body.tin)
        .map_err(|e| errors.add(e.field(), e.to_string()))
        .ok();
    let address = UsAddress::parse(&body.address)
        .map_err(|problems| {
            for e in problems {
                errors.add(e.field(), e.to_string());
            }
        })
        .ok();
    match (id_type, number, document, tin, address) {
        (Some(id_type), Some(number), Some((document, kind)), Some(tin), Some(address)) => {
            Ok(Given {
                id_type,
                number,
                document,
                kind,
                tin,
                address,
            })
        }
        _ => Err(errors),
    }
}

async fn upload(
    State(state): State<AppState>,
    who: SignedIn,
    ApiJson(body): ApiJson<Body>,
) -> Result<Response, ApiError> {
    let given = check(body).map_err(ApiError::validation)?;
    let id = ulid::Ulid::new().to_string();
    let sealer = Sealer::new(&state.config.token_secret.0, seal::W2G_ID_DOCUMENTS);
    let seal = |field: &str, plaintext: &[u8]| {
        sealer
            .seal(&id, field, plaintext)
            .map_err(ApiError::internal)
    };
    let number_sealed = seal("number", given.number.as_bytes())?;
    let document_sealed = seal("document", &given.document)?;
    let tin_sealed = seal("tin", given.tin.digits().as_bytes())?;
    let now = state.clock.now();
    let last_four = id_document::last_four(&given.number);
    let tin_last_four = given.tin.last_four().to_owned();
    let covered = state
        .store
        .save_w2g_id_document(NewIdDocument {
            id,
            user_id: who.user_id.clone(),
            id_type: given.id_type,
            number_last_four: last_four.clone(),
            number_sealed,
            document_kind: given.kind,
            document_sealed,
            tin_kind: given.tin.kind(),
            tin_last_four: tin_last_four.clone(),
            tin_sealed,
            address: given.address,
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
    tracing::info!(user = %who.user_id, covered, "W-2G ID, TIN and address received");
    let answer = Uploaded {
        id_type: given.id_type.as_str(),
        number_last_four: last_four,
        uploaded_at: now,
        tin_last_four,
        forms_covered: covered,
    };
    Ok((StatusCode::CREATED, Json(answer)).into_response())
}
