//! `POST /api/logout`: revokes the session of the presented token (access or limited).
//! Idempotent: a token whose session is already revoked still answers 204.

use super::errors::ApiError;
use super::extract::RequestContext;
use super::sessions::announce_revoked;
use crate::state::AppState;
use crate::tokens::TokenKind;
use axum::extract::State;
use axum::http::StatusCode;
use domain::ids::SessionId;

/// Revokes the session behind `token` (reason `logout`).
pub async fn logout(state: &AppState, token: &str) -> Result<(), ApiError> {
    let now = state.clock.now();
    let claims = state
        .keys
        .verify(token, now)
        .map_err(|_| ApiError::unauthenticated())?;
    if claims.kind == TokenKind::Anonymous {
        return Err(ApiError::unauthenticated());
    }
    let sid = SessionId::from_raw(claims.sid.ok_or_else(ApiError::unauthenticated)?);
    let Some(session) = state.store.session(&sid).await? else {
        return Err(ApiError::unauthenticated());
    };
    if session.user_id.as_str() != claims.sub {
        return Err(ApiError::unauthenticated());
    }
    if session.revoked_at.is_none() {
        state.store.revoke_session(&sid, "logout", now).await?;
        announce_revoked(state, &sid, &session.user_id, "logout");
        tracing::info!(user_id = %session.user_id, session_id = %sid, "logged out");
    }
    Ok(())
}

/// `POST /api/logout` with `Authorization: Bearer` -> 204.
pub async fn handler(
    State(state): State<AppState>,
    ctx: RequestContext,
) -> Result<StatusCode, ApiError> {
    let token = ctx
        .bearer
        .as_deref()
        .ok_or_else(ApiError::unauthenticated)?;
    logout(&state, token).await?;
    Ok(StatusCode::NO_CONTENT)
}
