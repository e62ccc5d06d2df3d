//! Starting sessions and minting their tokens: full sessions (access JWT + opaque refresh
//! token) and limited sessions (strong authentication pending).

use super::errors::OAuthError;
use super::extract::RequestContext;
use crate::state::AppState;
use crate::tokens::{self, TokenKind};
use crate::viewer::Viewer;
use chrono::{DateTime, Utc};
use domain::ids::{SessionId, UserId};
use serde::Serialize;
use std::time::Duration;
use store::{NewRefreshToken, NewSession, Session, SessionKind, User};

/// A full login: what the token endpoint answers.
#[derive(Debug, Clone, Serialize)]
pub struct FullTokens {
    pub access_token: String,
    pub refresh_token: String,
    pub user_id: String,
    pub expires_in: u64,
    pub token_type: &'static str,
}

/// A login waiting for its one-time code.
#[derive(Debug, Clone, Serialize)]
pub struct LimitedTokens {
    pub limited_access_token: String,
    pub user_id: String,
    pub expires_in: u64,
    pub token_type: &'static str,
    pub strong_auth_required: bool,
}

/// What a successful credential check leads to.
#[derive(Debug, Clone)]
pub enum LoginAnswer {
    Full(FullTokens),
    Limited(LimitedTokens),
}

/// Refresh tokens are `<session id>.<256 random bits>`: the session part lets the server
/// check the client before spending the token; only the SHA-256 of the whole is stored.
pub fn new_refresh_token(session_id: &SessionId) -> String {
    format!("{}.{}", session_id, tokens::random_token())
}

/// The session a refresh token claims to belong to (not yet verified).
pub fn refresh_token_session(token: &str) -> Option<SessionId> {
    let (sid, secret) = token.split_once('.')?;
    (!sid.is_empty() && sid.len() <= 64 && secret.len() >= 32).then(|| SessionId::from_raw(sid))
}

fn chrono_duration(d: Duration) -> chrono::Duration {
    chrono::Duration::from_std(d).unwrap_or(chrono::Duration::MAX)
}

/// Access-token lifetime: the configured TTL, never past the session's absolute expiry.
fn access_ttl(state: &AppState, session: &Session, now: DateTime<Utc>) -> Duration {
    let left = (session.absolute_expires_at - now)
        .to_std()
        .unwrap_or(Duration::ZERO);
    state
        .config
        .access_token_ttl
        .min(left)
        .max(Duration::from_secs(1))
}

/// Mints an access token for a live full session and answers it with `refresh_token`
/// (already stored by the caller).
pub fn access_for(
    state: &AppState,
    session: &Session,
    refresh_token: String,
    now: DateTime<Utc>,
) -> Result<FullTokens, OAuthError> {
    let ttl = access_ttl(state, session, now);
    let access_token = state
        .keys
        .issue(
            TokenKind::Access,
            session.user_id.as_str(),
            Some(session.id.as_str()),
            now,
            ttl,
        )
        .map_err(OAuthError::server_error)?;
    Ok(FullTokens {
        access_token,
        refresh_token,
        user_id: session.user_id.to_string(),
        expires_in: ttl.as_secs(),
        token_type: "Bearer",
    })
}

/// The refresh token row for `session`, expiring after the idle TTL but never after the
/// session's absolute expiry.
pub fn refresh_row(
    state: &AppState,
    session_id: &SessionId,
    absolute: DateTime<Utc>,
    token: &str,
    now: DateTime<Utc>,
) -> NewRefreshToken {
    let idle = now + chrono_duration(state.config.refresh_token_ttl);
    NewRefreshToken {
        token_hash: tokens::hash_secret(token),
        session_id: session_id.clone(),
        created_at: now,
        expires_at: idle.min(absolute),
    }
}

/// Refuses a login (any grant) during a cool-off or self-exclusion, or once today's daily
/// time limit is reached, naming when it ends.
pub async fn refuse_during_break(state: &AppState, user_id: &UserId) -> Result<(), OAuthError> {
    match crate::responsible_gaming::service::login_refusal(state, user_id, state.clock.now())
        .await?
    {
        Some(reason) => {
            tracing::info!(user_id = %user_id, "login refused by responsible-gaming rules");
            Err(OAuthError::access_denied(reason))
        }
        None => Ok(()),
    }
}

/// Creates a full session for `user_id` and mints its tokens.
pub async fn start_full_session(
    state: &AppState,
    user_id: &UserId,
    client_id: &str,
    ctx: &RequestContext,
) -> Result<FullTokens, OAuthError> {
    refuse_during_break(state, user_id).await?;
    let now = state.clock.now();
    let session = state
        .store
        .create_session(NewSession {
            id: SessionId::generate(),
            user_id: user_id.clone(),
            kind: SessionKind::Full,
            client_id: client_id.to_owned(),
            created_at: now,
            absolute_expires_at: now + chrono_duration(state.config.session_max_age),
            ip: ctx.ip.map(|ip| ip.to_string()),
            user_agent: ctx.user_agent.clone(),
        })
        .await?;
    let refresh = new_refresh_token(&session.id);
    state
        .store
        .insert_refresh_token(refresh_row(
            state,
            &session.id,
            session.absolute_expires_at,
            &refresh,
            now,
        ))
        .await?;
    access_for(state, &session, refresh, now)
}

/// Creates a limited session (strong authentication pending) and mints its token.
pub async fn start_limited_session(
    state: &AppState,
    user_id: &UserId,
    client_id: &str,
    ctx: &RequestContext,
) -> Result<LimitedTokens, OAuthError> {
    refuse_during_break(state, user_id).await?;
    let now = state.clock.now();
    let ttl = state.config.limited_token_ttl;
    let session = state
        .store
        .create_session(NewSession {
            id: SessionId::generate(),
            user_id: user_id.clone(),
            kind: SessionKind::Limited,
            client_id: client_id.to_owned(),
            created_at: now,
            absolute_expires_at: now + chrono_duration(ttl),
            ip: ctx.ip.map(|ip| ip.to_string()),
            user_agent: ctx.user_agent.clone(),
        })
        .await?;
    let token = state
        .keys
        .issue(
            TokenKind::Limited,
            user_id.as_str(),
            Some(session.id.as_str()),
            now,
            ttl,
        )
        .map_err(OAuthError::server_error)?;
    Ok(LimitedTokens {
        limited_access_token: token,
        user_id: user_id.to_string(),
        expires_in: ttl.as_secs(),
        token_type: "Bearer",
        strong_auth_required: true,
    })
}

/// After the credentials were checked: a full session, or a limited one when the account
/// has strong authentication on. A limited token is refused while the request carries the
/// bearer token of a live full session.
pub async fn finish_login(
    state: &AppState,
    user: &User,
    client_id: &str,
    ctx: &RequestContext,
) -> Result<LoginAnswer, OAuthError> {
    if !user.strong_auth_enabled {
        return start_full_session(state, &user.id, client_id, ctx)
            .await
            .map(LoginAnswer::Full);
    }
    if let Some(bearer) = &ctx.bearer
        && let Ok(Viewer::User { .. }) = Viewer::from_token(state, bearer).await
    {
        return Err(OAuthError::invalid_request(
            "a limited access token cannot be issued while a session is active",
        ));
    }
    start_limited_session(state, &user.id, client_id, ctx)
        .await
        .map(LoginAnswer::Limited)
}

/// Tells the rest of the server (the token check, open websockets, other nodes) that a session
/// ended.
pub fn announce_revoked(state: &AppState, session_id: &SessionId, user_id: &UserId, reason: &str) {
    // This node refuses the session's tokens from now on; the others as they hear of it.
    state.sessions.forget_user(user_id);
    state.bus.publish(crate::bus::Event::SessionRevoked {
        session_id: session_id.clone(),
        user_id: user_id.clone(),
        reason: reason.to_owned(),
    });
}
