//! `GET/PATCH /api/login_preferences`: strong authentication on or off, and the phone the
//! one-time codes go to. `GET` answering 200 is how the client checks its session is valid.

use super::errors::ApiError;
use super::extract::{ApiJson, SignedIn};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use domain::identity::{Phone, mask_phone};
use serde::{Deserialize, Serialize};

/// The preferences as answered.
#[derive(Debug, Clone, Serialize)]
pub struct LoginPreferences {
    pub strong_auth_enabled: bool,
    /// The phone on file, masked (`+*********23`), or null.
    pub phone_on_file: Option<String>,
}

/// The PATCH body.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PreferencesPatch {
    pub strong_auth_enabled: bool,
    /// E.164 phone number; required when enabling and no phone is on file.
    #[serde(default)]
    pub phone: Option<String>,
}

async fn current(state: &AppState, who: &SignedIn) -> Result<LoginPreferences, ApiError> {
    let user = state
        .store
        .user_by_id(&who.user_id)
        .await?
        .ok_or_else(ApiError::unauthenticated)?;
    Ok(LoginPreferences {
        strong_auth_enabled: user.strong_auth_enabled,
        phone_on_file: user.phone.as_deref().map(mask_phone),
    })
}

/// Applies a change for the signed-in user.
pub async fn update(
    state: &AppState,
    who: &SignedIn,
    patch: PreferencesPatch,
) -> Result<LoginPreferences, ApiError> {
    let user = state
        .store
        .user_by_id(&who.user_id)
        .await?
        .ok_or_else(ApiError::unauthenticated)?;
    let phone = match patch
        .phone
        .as_deref()
        .map(str::trim)
        .filter(|p| !p.is_empty())
    {
        Some(raw) => Some(Phone::parse(raw).map_err(|e| {
            ApiError::field(StatusCode::UNPROCESSABLE_ENTITY, "phone", e.to_string())
        })?),
        None => None,
    };
    if patch.strong_auth_enabled && phone.is_none() && user.phone.is_none() {
        return Err(ApiError::field(
            StatusCode::UNPROCESSABLE_ENTITY,
            "phone",
            "Please add a phone number to receive your one-time codes.",
        ));
    }
    if let Some(phone) = phone {
        state
            .store
            .set_phone(&user.id, Some(phone.as_str().to_owned()))
            .await?;
    }
    if user.strong_auth_enabled != patch.strong_auth_enabled {
        state
            .store
            .set_strong_auth(&user.id, patch.strong_auth_enabled)
            .await?;
        tracing::info!(user_id = %user.id, enabled = patch.strong_auth_enabled, "strong authentication changed");
    }
    current(state, who).await
}

/// `GET /api/login_preferences`
pub async fn show(
    State(state): State<AppState>,
    who: SignedIn,
) -> Result<Json<LoginPreferences>, ApiError> {
    current(&state, &who).await.map(Json)
}

/// `PATCH /api/login_preferences`
pub async fn patch(
    State(state): State<AppState>,
    who: SignedIn,
    ApiJson(body): ApiJson<PreferencesPatch>,
) -> Result<Json<LoginPreferences>, ApiError> {
    update(&state, &who, body).await.map(Json)
}
