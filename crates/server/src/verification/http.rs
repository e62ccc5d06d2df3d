//! The player's identity-verification REST calls, authenticated like the other identity calls
//! (`Authorization: Bearer`); errors in the identity `errors` shape, every bad field at once.
//!
//! - `GET /i/identity_verifications/account`: the account's verification ([`View`]).
//! - `POST /i/identity_verifications/scans`: starts a scan with the provider (201), or answers
//!   the scan still open (200). 409 when the account may not submit (verified, pending, in
//!   review, attempts used up); 503 when the provider cannot be reached, and on every scan
//!   call when no provider checks documents here (production without a vendor).
//! - `POST /i/identity_verifications/scans/{id}/document_initiations`: the document
//!   initiation, `{"idType", "firstName", "lastName", "dateOfBirth", "expiresOn",
//!   "documentNumber"}` as printed on the ID (dates `YYYY-MM-DD`); 200 with the view.
//! - `POST /i/identity_verifications/scans/{id}/document_verifications`: the document
//!   verification, `{"front": "<base64 JPEG or PNG>", "back": "<base64>"}` (`back` for IDs
//!   that have one, never for a passport), each at most 5 MB; the scan goes to the provider,
//!   the account is pending (202 with the view) until the result's callback lands.
//!
//! Another account's scan is answered 404, like an unknown one.

use super::provider::{Photo, Provider, Submission};
use crate::identity::errors::ApiError;
use crate::identity::extract::{ApiJson, SignedIn};
use crate::seal::{self, Sealer};
use crate::state::AppState;
use axum::extract::{DefaultBodyLimit, Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use chrono::{DateTime, NaiveDate, Utc};
use domain::signup::FieldErrors;
use domain::tax::id_document::{self, DocumentKind, IdError, IdType, MAX_DOCUMENT_BYTES};
use domain::verification::{
    AccountDetails, DocumentDetails, MAX_ATTEMPTS, Outcome, SubmitRefusal, needs_back,
};
use serde::{Deserialize, Serialize};
use store::{IdentityResult, IdentityVerification, NewIdentityScan, SealedImage, StoreError, User};

/// The status path.
pub const ACCOUNT_PATH: &str = "/i/identity_verifications/account";
/// The scans path.
pub const SCANS_PATH: &str = "/i/identity_verifications/scans";

/// The largest body: two photos in base64 and the field names.
pub const MAX_BODY_BYTES: usize = 2 * (MAX_DOCUMENT_BYTES / 3 * 4 + 4) + 16 * 1024;

/// The routes, with their own body limit (the app's default is far smaller).
pub fn routes() -> Router<AppState> {
    Router::new()
        .route(ACCOUNT_PATH, get(account))
        .route(SCANS_PATH, post(start))
        .route(
            "/i/identity_verifications/scans/{id}/document_initiations",
            post(initiate),
        )
        .route(
            "/i/identity_verifications/scans/{id}/document_verifications",
            post(verify),
        )
        .layer(DefaultBodyLimit::max(MAX_BODY_BYTES))
}

/// A rejection reason as answered.
#[derive(Debug, Serialize)]
struct Reason {
    code: &'static str,
    message: &'static str,
}

/// The scan the player can resume or is waiting for.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct ScanView {
    id: String,
    /// `OPEN` or `SUBMITTED`.
    status: &'static str,
    scan_url: String,
    /// Set once the document was initiated.
    id_type: Option<&'static str>,
    /// Whether the ID has a back to photograph (once the type is known).
    needs_back: Option<bool>,
    created_at: DateTime<Utc>,
}

/// The account's verification as the app shows it.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct View {
    /// `UNVERIFIED`, `PENDING`, `NEEDS_REVIEW`, `VERIFIED` or `REJECTED`.
    status: &'static str,
    attempts: u32,
    max_attempts: u32,
    attempts_left: u32,
    /// Whether a scan may be started or resumed now.
    can_submit: bool,
    /// Why not, when it may not.
    refusal: Option<String>,
    /// The last rejection's reasons.
    reasons: Vec<Reason>,
    scan: Option<ScanView>,
    verified_at: Option<DateTime<Utc>>,
    /// Lifetime deposits an unverified account may reach, in cents.
    deposit_threshold_cents: i64,
    /// Whether a provider checks documents here (none in production until a vendor is
    /// integrated: only operators verify then).
    available: bool,
}

impl View {
    fn new(state: &AppState, current: IdentityVerification) -> Self {
        let v = current.verification;
        let refusal = super::submit_refusal(state, &v);
        View {
            status: v.status.as_str(),
            attempts: v.attempts,
            max_attempts: MAX_ATTEMPTS,
            attempts_left: v.attempts_left(),
            can_submit: refusal.is_none(),
            refusal,
            reasons: v
                .reasons
                .iter()
                .map(|r| Reason {
                    code: r.as_str(),
                    message: r.message(),
                })
                .collect(),
            scan: current.scan.map(|s| ScanView {
                id: s.id,
                status: s.status.as_str(),
                scan_url: s.scan_url,
                id_type: s.id_type.map(IdType::as_str),
                needs_back: s.id_type.map(needs_back),
                created_at: s.created_at,
            }),
            verified_at: current.verified_at,
            deposit_threshold_cents: state.config.verification.deposit_threshold_cents,
            available: state.verification.is_some(),
        }
    }
}

/// The refusals the store answers, in the player's words.
fn store_error(e: StoreError) -> ApiError {
    let conflict = |r: SubmitRefusal| ApiError::base(StatusCode::CONFLICT, r.to_string());
    match e {
        StoreError::NotFound("identity_scan") => {
            ApiError::base(StatusCode::NOT_FOUND, "This scan was not found.")
        }
        StoreError::Conflict("identity_verified") => conflict(SubmitRefusal::AlreadyVerified),
        StoreError::Conflict("identity_pending") => conflict(SubmitRefusal::InProgress),
        StoreError::Conflict("identity_in_review") => conflict(SubmitRefusal::InReview),
        StoreError::Conflict("identity_attempts") => conflict(SubmitRefusal::AttemptsExhausted),
        StoreError::Conflict("identity_scan_closed") => ApiError::base(
            StatusCode::CONFLICT,
            "This scan was already sent for checking.",
        ),
        StoreError::Conflict("identity_document_missing") => ApiError::base(
            StatusCode::CONFLICT,
            "Enter the details of your ID before you upload its photos.",
        ),
        other => ApiError::internal(other),
    }
}

/// The provider, or 503 with [`super::UNAVAILABLE`] when none checks documents here.
fn provider(state: &AppState) -> Result<&dyn Provider, ApiError> {
    state
        .verification
        .as_deref()
        .ok_or_else(|| ApiError::base(StatusCode::SERVICE_UNAVAILABLE, super::UNAVAILABLE))
}

async fn signed_in_user(state: &AppState, who: &SignedIn) -> Result<User, ApiError> {
    state
        .store
        .user_by_id(&who.user_id)
        .await
        .map_err(ApiError::internal)?
        .ok_or_else(ApiError::unauthenticated)
}

async fn view(state: &AppState, user: &User) -> Result<View, ApiError> {
    let current = state
        .store
        .identity_verification(&user.id)
        .await
        .map_err(ApiError::internal)?;
    Ok(View::new(state, current))
}

async fn account(State(state): State<AppState>, who: SignedIn) -> Result<Json<View>, ApiError> {
    let user = signed_in_user(&state, &who).await?;
    Ok(Json(view(&state, &user).await?))
}

async fn start(State(state): State<AppState>, who: SignedIn) -> Result<Response, ApiError> {
    let user = signed_in_user(&state, &who).await?;
    let provider = provider(&state)?;
    let current = state
        .store
        .identity_verification(&user.id)
        .await
        .map_err(ApiError::internal)?;
    if current.scan.is_some() {
        return Ok(Json(View::new(&state, current)).into_response());
    }
    if let Err(refusal) = current.verification.can_submit() {
        return Err(ApiError::base(StatusCode::CONFLICT, refusal.to_string()));
    }
    let started = provider
        .start(user.id.as_str())
        .await
        .map_err(ApiError::unavailable)?;
    let created = state
        .store
        .start_identity_scan(NewIdentityScan {
            id: ulid::Ulid::new().to_string(),
            user_id: user.id.clone(),
            provider_reference: started.reference,
            scan_url: started.scan_url,
            at: state.clock.now(),
        })
        .await;
    match created {
        Ok(_) => Ok((StatusCode::CREATED, Json(view(&state, &user).await?)).into_response()),
        // A concurrent start won: answer its scan.
        Err(StoreError::Conflict("identity_scan_open")) => {
            Ok(Json(view(&state, &user).await?).into_response())
        }
        Err(e) => Err(store_error(e)),
    }
}

/// The document initiation's body (no `Debug`: it holds personal data, never logged).
#[derive(Deserialize, Serialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct Details {
    #[serde(default)]
    id_type: String,
    #[serde(default)]
    first_name: String,
    #[serde(default)]
    last_name: String,
    #[serde(default)]
    date_of_birth: String,
    #[serde(default)]
    expires_on: String,
    #[serde(default)]
    document_number: String,
}

/// The details checked: the document and its normalised number.
fn check_details(body: &Details) -> Result<(DocumentDetails, String), FieldErrors> {
    let mut errors = FieldErrors::default();
    let id_type = IdType::parse(body.id_type.trim());
    if id_type.is_none() {
        errors.add("idType", IdError::UnknownType.to_string());
    }
    let mut name = |field: &'static str, label: &str, value: &str| {
        let value = value.trim();
        if value.is_empty() || value.chars().count() > 50 || value.chars().any(char::is_control) {
            errors.add(
                field,
                format!("Enter your {label} as printed on your ID (at most 50 characters)."),
            );
            None
        } else {
            Some(value.to_owned())
        }
    };
    let first_name = name("firstName", "first name", &body.first_name);
    let last_name = name("lastName", "last name", &body.last_name);
    let date = |value: &str| NaiveDate::parse_from_str(value.trim(), "%Y-%m-%d").ok();
    let date_of_birth = date(&body.date_of_birth)
        .filter(|d| *d >= NaiveDate::from_ymd_opt(1900, 1, 1).unwrap_or_default());
    if date_of_birth.is_none() {
        errors.add(
            "dateOfBirth",
            "Enter your date of birth as printed on your ID (YYYY-MM-DD).",
        );
    }
    let expires_on = date(&body.expires_on);
    if expires_on.is_none() {
        errors.add(
            "expiresOn",
            "Enter the expiry date printed on your ID (YYYY-MM-DD).",
        );
    }
    let number = id_document::normalize_number(&body.document_number)
        .map_err(|e| errors.add("documentNumber", e.to_string()))
        .ok();
    match (
        id_type,
        first_name,
        last_name,
        date_of_birth,
        expires_on,
        number,
    ) {
        (
            Some(id_type),
            Some(first_name),
            Some(last_name),
            Some(date_of_birth),
            Some(expires_on),
            Some(number),
        ) => Ok((
            DocumentDetails {
                id_type,
                first_name,
                last_name,
                date_of_birth,
                expires_on,
            },
            number,
        )),
        _ => Err(errors),
    }
}

/// What is sealed at the initiation: the details and the number, as JSON.
#[derive(Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
struct SealedDetails {
    first_name: String,
    last_name: String,
    date_of_birth: NaiveDate,
    expires_on: NaiveDate,
    document_number: String,
}

fn sealer(state: &AppState) -> Sealer {
    Sealer::new(&state.config.token_secret.0, seal::IDENTITY_VERIFICATION)
}

async fn initiate(
    State(state): State<AppState>,
    who: SignedIn,
    Path(scan_id): Path<String>,
    ApiJson(body): ApiJson<Details>,
) -> Result<Json<View>, ApiError> {
    let user = signed_in_user(&state, &who).await?;
    provider(&state)?;
    let (document, number) = check_details(&body).map_err(ApiError::validation)?;
    let plain = serde_json::to_vec(&SealedDetails {
        first_name: document.first_name,
        last_name: document.last_name,
        date_of_birth: document.date_of_birth,
        expires_on: document.expires_on,
        document_number: number,
    })
    .map_err(ApiError::internal)?;
    let sealed = sealer(&state)
        .seal(&scan_id, "details", &plain)
        .map_err(ApiError::internal)?;
    state
        .store
        .initiate_identity_document(
            &user.id,
            &scan_id,
            document.id_type,
            sealed,
            state.clock.now(),
        )
        .await
        .map_err(store_error)?;
    Ok(Json(view(&state, &user).await?))
}

/// The document verification's body.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Photos {
    #[serde(default)]
    front: String,
    #[serde(default)]
    back: Option<String>,
}

/// One photo checked: base64 of a JPEG or PNG within the size limits.
fn photo(field: &'static str, side: &str, raw: &str, errors: &mut FieldErrors) -> Option<Photo> {
    let bytes = match STANDARD.decode(raw.trim()) {
        Ok(bytes) => bytes,
        Err(_) => {
            errors.add(field, format!("Upload a photo of the {side} of your ID."));
            return None;
        }
    };
    match id_document::check_document(&bytes) {
        Ok(kind @ (DocumentKind::Jpeg | DocumentKind::Png)) => Some(Photo {
            media_type: kind.media_type(),
            bytes,
        }),
        Ok(DocumentKind::Pdf) | Err(IdError::BadDocumentType) => {
            errors.add(
                field,
                format!("The {side} must be a JPEG or PNG photo of your ID."),
            );
            None
        }
        Err(e) => {
            errors.add(field, e.to_string());
            None
        }
    }
}

async fn verify(
    State(state): State<AppState>,
    who: SignedIn,
    Path(scan_id): Path<String>,
    ApiJson(body): ApiJson<Photos>,
) -> Result<Response, ApiError> {
    let user = signed_in_user(&state, &who).await?;
    let provider = provider(&state)?;
    let current = state
        .store
        .identity_verification(&user.id)
        .await
        .map_err(ApiError::internal)?;
    let scan = current
        .scan
        .filter(|s| s.id == scan_id)
        .ok_or_else(|| store_error(StoreError::NotFound("identity_scan")))?;
    let Some(id_type) = scan.id_type else {
        return Err(store_error(StoreError::Conflict(
            "identity_document_missing",
        )));
    };
    let mut errors = FieldErrors::default();
    let front = photo("front", "front", &body.front, &mut errors);
    let back = match (&body.back, needs_back(id_type)) {
        (Some(raw), true) => photo("back", "back", raw, &mut errors),
        (None, true) => {
            errors.add("back", "Upload a photo of the back of your ID.");
            None
        }
        (Some(_), false) => {
            errors.add("back", "A passport has no back to upload.");
            None
        }
        (None, false) => None,
    };
    let Some(front) = front.filter(|_| errors.is_empty()) else {
        return Err(ApiError::validation(errors));
    };
    let sealer = sealer(&state);
    let seal_photo = |side: &str, p: &Photo| -> Result<SealedImage, ApiError> {
        Ok(SealedImage {
            kind: DocumentKind::parse(p.media_type).unwrap_or(DocumentKind::Jpeg),
            sealed: sealer
                .seal(&scan_id, side, &p.bytes)
                .map_err(ApiError::internal)?,
        })
    };
    let front_sealed = seal_photo("front", &front)?;
    let back_sealed = back.as_ref().map(|b| seal_photo("back", b)).transpose()?;
    let now = state.clock.now();
    let submitted = state
        .store
        .submit_identity_scan(&user.id, &scan_id, front_sealed, back_sealed, now)
        .await
        .map_err(store_error)?;
    let details: SealedDetails = sealer
        .open(&scan_id, "details", &submitted.details_sealed)
        .ok()
        .and_then(|plain| serde_json::from_slice(&plain).ok())
        .ok_or_else(|| ApiError::internal("sealed identity details do not open"))?;
    let legal_age = domain::region::find(&user.region).map_or(21, |r| r.legal_age);
    let sent = provider
        .submit(Submission {
            reference: scan.provider_reference.clone(),
            document: DocumentDetails {
                id_type,
                first_name: details.first_name,
                last_name: details.last_name,
                date_of_birth: details.date_of_birth,
                expires_on: details.expires_on,
            },
            document_number: details.document_number,
            front,
            back,
            account: AccountDetails {
                first_name: user.first_name.clone(),
                last_name: user.last_name.clone(),
                date_of_birth: user.date_of_birth,
                legal_age,
            },
        })
        .await;
    if let Err(e) = sent {
        // The documents are kept (sealed): an operator reviews them instead of the provider.
        tracing::error!(error = %e, user = %user.id, "identity documents not sent; held for review");
        state
            .store
            .apply_identity_result(IdentityResult {
                event_id: format!("platform:{scan_id}"),
                provider_reference: scan.provider_reference,
                outcome: Outcome::NeedsReview,
                at: now,
            })
            .await
            .map_err(ApiError::internal)?;
        return Ok((StatusCode::ACCEPTED, Json(view(&state, &user).await?)).into_response());
    }
    let answer = View::new(&state, submitted.verification);
    Ok((StatusCode::ACCEPTED, Json(answer)).into_response())
}
