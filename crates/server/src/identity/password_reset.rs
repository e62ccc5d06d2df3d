//! Passwords: `POST /api/password_reset_requests` (emails a one-hour, single-use link),
//! `POST /api/password_resets` (sets the new password, unlocks the account, ends every
//! session) and `POST /api/password` (a signed-in user changes theirs).

use super::clients::{self, brand_name};
use super::errors::ApiError;
use super::extract::{ApiJson, SignedIn};
use crate::mail::{Message, MessageKind};
use crate::state::AppState;
use crate::tokens;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use domain::identity::{Email, EmailError};
use domain::ids::UserId;
use serde::Deserialize;
use serde_json::{Value, json};
use store::{NewPasswordReset, User};

/// How long a reset link works.
pub const RESET_LIFETIME_SECS: i64 = 3600;
/// Answer to a token that is unknown, spent or expired.
pub const INVALID_TOKEN: &str = "This password reset link is invalid or has expired.";

/// Body of a reset request.
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct ResetRequestBody {
    pub email: String,
    pub client_id: String,
}

/// Body of a reset.
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct ResetBody {
    pub token: String,
    pub password: String,
}

/// Body of a password change.
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct ChangeBody {
    pub current_password: String,
    pub new_password: String,
}

/// Reset tokens are `<user id>.<256 random bits>` so the new password can be checked
/// against the account's email before the token is spent; only the hash is stored.
fn reset_token_user(token: &str) -> Option<UserId> {
    let (uid, secret) = token.split_once('.')?;
    (!uid.is_empty() && uid.len() <= 64 && secret.len() >= 32).then(|| UserId::from_raw(uid))
}

fn policy_errors(field: &'static str, password: &str, email: Option<&str>) -> Result<(), ApiError> {
    domain::password::check(password, email).map_err(|problems| {
        let mut errors = domain::signup::FieldErrors::default();
        for p in problems {
            errors.add(field, p.to_string());
        }
        ApiError::validation(errors)
    })
}

async fn send_reset_email(state: &AppState, user: &User) -> Result<(), ApiError> {
    let token = format!("{}.{}", user.id, tokens::random_token());
    let now = state.clock.now();
    state
        .store
        .insert_password_reset(NewPasswordReset {
            token_hash: tokens::hash_secret(&token),
            user_id: user.id.clone(),
            created_at: now,
            expires_at: now + chrono::Duration::seconds(RESET_LIFETIME_SECS),
        })
        .await?;
    let brand = brand_name(&state.config.brand);
    let mut link = url::Url::parse(&format!(
        "{}/account/update-password",
        state.config.public_url.trim_end_matches('/')
    ))
    .map_err(ApiError::internal)?;
    link.query_pairs_mut().append_pair("token", &token);
    let body = format!(
        "Hi {name},\n\nWe received a request to reset the password of your {brand} account. \
Choose a new password here (the link works once, for one hour):\n\n{link}\n\n\
If you did not ask for this, you can ignore this email: your password stays the same.\n\n{brand}\n{footer}",
        name = user.first_name,
        footer = super::email_preferences::footer(state, &user.id),
    );
    state
        .mailer
        .send(Message {
            kind: MessageKind::Email,
            to: user.email.clone(),
            subject: format!("Reset your {brand} password"),
            body,
        })
        .await
        .map_err(ApiError::internal)
}

/// Validates the request and, when the account exists, sends the reset email in the
/// background so the answer (always 201) takes the same time either way.
pub async fn request_reset(state: &AppState, body: ResetRequestBody) -> Result<(), ApiError> {
    let email = Email::parse(&body.email).map_err(|e| {
        let message = match e {
            EmailError::Missing => "Please enter your email",
            EmailError::Invalid => "Please enter a valid email",
        };
        ApiError::field(StatusCode::UNPROCESSABLE_ENTITY, "email", message)
    })?;
    if clients::find(body.client_id.trim()).is_none() {
        return Err(ApiError::field(
            StatusCode::UNPROCESSABLE_ENTITY,
            "client_id",
            "Unknown client_id",
        ));
    }
    let key = email.as_str().to_lowercase();
    if let Err(wait) = state
        .throttles
        .reset_emails_by_address
        .try_acquire(&key, state.clock.now())
    {
        return Err(ApiError::too_many_requests(
            "email",
            "Too many reset emails were requested for this address. Please try again later.",
            wait,
        ));
    }
    let state = state.clone();
    tokio::spawn(async move {
        match state.store.user_by_email(email.as_str()).await {
            Ok(Some(user)) => {
                if let Err(e) = send_reset_email(&state, &user).await {
                    tracing::error!(error = ?e, user_id = %user.id, "password reset email not sent");
                } else {
                    tracing::info!(user_id = %user.id, "password reset email sent");
                }
            }
            Ok(None) => tracing::info!("password reset requested for an unknown address"),
            Err(e) => tracing::error!(error = %e, "password reset lookup failed"),
        }
    });
    Ok(())
}

/// Spends a reset token and sets the new password (policy enforced first).
pub async fn reset(state: &AppState, body: ResetBody) -> Result<(), ApiError> {
    let invalid = || ApiError::field(StatusCode::BAD_REQUEST, "token", INVALID_TOKEN);
    let token = body.token.trim();
    let user_id = reset_token_user(token).ok_or_else(invalid)?;
    let user = state.store.user_by_id(&user_id).await?;
    policy_errors(
        "password",
        &body.password,
        user.as_ref().map(|u| u.email.as_str()),
    )?;
    if user.is_none() {
        return Err(invalid());
    }
    let hash = crate::password::hash(state.config.password_hash_cost, &body.password)
        .await
        .map_err(ApiError::internal)?;
    let done = state
        .store
        .complete_password_reset(&tokens::hash_secret(token), &hash, state.clock.now())
        .await?;
    let user_id = done.ok_or_else(invalid)?;
    tracing::info!(user_id = %user_id, "password reset; account unlocked and sessions revoked");
    Ok(())
}

/// Changes the signed-in user's password. Every session, this one included, ends: the
/// client logs in again with the new password.
pub async fn change(state: &AppState, who: &SignedIn, body: ChangeBody) -> Result<(), ApiError> {
    let user = state
        .store
        .user_by_id(&who.user_id)
        .await?
        .ok_or_else(ApiError::unauthenticated)?;
    if !crate::password::verify(&body.current_password, &user.password_hash).await {
        return Err(ApiError::field(
            StatusCode::UNPROCESSABLE_ENTITY,
            "current_password",
            "Your current password is incorrect.",
        ));
    }
    policy_errors("new_password", &body.new_password, Some(&user.email))?;
    let hash = crate::password::hash(state.config.password_hash_cost, &body.new_password)
        .await
        .map_err(ApiError::internal)?;
    // The store changes passwords only through a reset token: mint one and spend it at once
    // (same transaction semantics: unlock, failure counter cleared, sessions revoked).
    let token = tokens::random_token();
    let now = state.clock.now();
    state
        .store
        .insert_password_reset(NewPasswordReset {
            token_hash: tokens::hash_secret(&token),
            user_id: user.id.clone(),
            created_at: now,
            expires_at: now + chrono::Duration::seconds(60),
        })
        .await?;
    state
        .store
        .complete_password_reset(&tokens::hash_secret(&token), &hash, now)
        .await?
        .ok_or_else(|| ApiError::internal("fresh password-change token was not accepted"))?;
    super::sessions::announce_revoked(state, &who.session_id, &user.id, "password_reset");
    tracing::info!(user_id = %user.id, "password changed");
    Ok(())
}

/// `POST /api/password_reset_requests` -> 201
pub async fn request_handler(
    State(state): State<AppState>,
    ApiJson(body): ApiJson<ResetRequestBody>,
) -> Result<(StatusCode, Json<Value>), ApiError> {
    request_reset(&state, body).await?;
    Ok((StatusCode::CREATED, Json(json!({}))))
}

/// `POST /api/password_resets` -> 200
pub async fn reset_handler(
    State(state): State<AppState>,
    ApiJson(body): ApiJson<ResetBody>,
) -> Result<Json<Value>, ApiError> {
    reset(&state, body).await?;
    Ok(Json(json!({})))
}

/// `POST /api/password` -> 204
pub async fn change_handler(
    State(state): State<AppState>,
    who: SignedIn,
    ApiJson(body): ApiJson<ChangeBody>,
) -> Result<StatusCode, ApiError> {
    change(&state, &who, body).await?;
    Ok(StatusCode::NO_CONTENT)
}
