//! `POST /api/accounts`: sign-up. Refused (403) outside the US and Canada by the IP's
//! country; every field error at once (422); a taken email is 409.

use super::clients::brand_name;
use super::errors::ApiError;
use super::extract::{ApiJson, RequestContext};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use chrono::{DateTime, Utc};
use domain::signup::{SignupForm, ValidSignup};
use serde::Deserialize;
use serde_json::{Value, json};
use store::{NewUser, StoreError};

/// The sign-up body; absent fields are treated as empty so they get their own message.
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct SignupBody {
    pub email: String,
    pub password: String,
    pub first_name: String,
    pub last_name: String,
    pub date_of_birth: String,
    pub region: String,
}

/// The date at `now` in the region's time zone (ages change at local midnight).
fn today_in(region_code: &str, now: DateTime<Utc>) -> chrono::NaiveDate {
    let tz = domain::region::find(region_code)
        .and_then(|r| r.time_zone.parse::<chrono_tz::Tz>().ok())
        .unwrap_or(chrono_tz::America::New_York);
    now.with_timezone(&tz).date_naive()
}

/// Creates the account; the user id of the new account.
pub async fn create_account(
    state: &AppState,
    ctx: &RequestContext,
    body: SignupBody,
) -> Result<String, ApiError> {
    let now = state.clock.now();
    if !ctx.location.in_served_country() {
        tracing::info!(country = ?ctx.location.country, "sign-up refused outside the US and Canada");
        return Err(ApiError::base(
            StatusCode::FORBIDDEN,
            format!(
                "We're sorry, {} does not operate in your region.",
                brand_name(&state.config.brand)
            ),
        ));
    }
    let form = SignupForm {
        email: body.email,
        password: body.password,
        first_name: body.first_name,
        last_name: body.last_name,
        date_of_birth: body.date_of_birth,
        region: body.region,
    };
    let valid: ValidSignup = domain::signup::validate(&form, today_in(form.region.trim(), now))
        .map_err(ApiError::validation)?;
    let password_hash = crate::password::hash(state.config.password_hash_cost, &valid.password)
        .await
        .map_err(ApiError::internal)?;
    let user = state
        .store
        .create_user(NewUser {
            email: valid.email.into_string(),
            password_hash,
            first_name: valid.first_name.into_string(),
            last_name: valid.last_name.into_string(),
            date_of_birth: valid.date_of_birth,
            region: valid.region.code.to_owned(),
            currency: valid.region.currency(),
            created_at: now,
        })
        .await
        .map_err(|e| match e {
            StoreError::Conflict("email") => ApiError::field(
                StatusCode::CONFLICT,
                "email",
                "An account with this email already exists. Log in or reset your password.",
            ),
            other => ApiError::internal(other),
        })?;
    tracing::info!(user_id = %user.id, region = %user.region, "account created");
    crate::promotions::triggers::signed_up(state, &user, now).await;
    Ok(user.id.to_string())
}

/// `POST /api/accounts` -> 201 `{"user_id"}`
pub async fn handler(
    State(state): State<AppState>,
    ctx: RequestContext,
    ApiJson(body): ApiJson<SignupBody>,
) -> Result<(StatusCode, Json<Value>), ApiError> {
    let user_id = create_account(&state, &ctx, body).await?;
    Ok((StatusCode::CREATED, Json(json!({ "user_id": user_id }))))
}
