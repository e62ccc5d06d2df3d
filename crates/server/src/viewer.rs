//! Who is making a request: resolved once per request from the `Authorization` header.

use crate::state::AppState;
use crate::tokens::{TokenError, TokenKind};
use axum::http;
use domain::ids::{SessionId, UserId};
use http::HeaderMap;

/// The caller of a request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Viewer {
    /// No token at all.
    Nobody,
    /// A visitor with an anonymous token.
    Anonymous { visitor_id: String },
    /// An account holder with a live full session.
    User {
        user_id: UserId,
        session_id: SessionId,
    },
    /// An account holder whose session waits for its one-time code.
    Limited {
        user_id: UserId,
        session_id: SessionId,
    },
}

/// Why a presented bearer token was not accepted. An absent token is not an error.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ViewerError {
    /// The token is expired, forged, or its session was revoked or has expired.
    Unauthenticated,
    /// The session was ended by a responsible-gaming action (`cool-off`, `self-exclusion`,
    /// `time-limit`); the client logs out with this reason and shows its message.
    Revoked(&'static str),
    /// The store could not be reached.
    Unavailable,
}

/// Revocation reasons the client is told, so it can say why the session ended.
const TOLD_REASONS: [&str; 3] = ["cool-off", "self-exclusion", "time-limit"];

/// The reason a revoked session's client is told (GraphQL's `extensions.reason`, the
/// websocket's close reason), if it is one of [`TOLD_REASONS`]; others (`logout`,
/// `password_reset`, ...) are not told.
pub fn told_reason(reason: &str) -> Option<&'static str> {
    TOLD_REASONS.iter().copied().find(|r| *r == reason)
}

impl Viewer {
    /// Resolves the viewer from `Authorization: Bearer <token>`. Session-bound tokens are
    /// honoured only while their session is live, so logout and revocation take effect at once.
    pub async fn from_headers(
        state: &AppState,
        headers: &HeaderMap,
    ) -> Result<Viewer, ViewerError> {
        let Some(value) = headers.get(http::header::AUTHORIZATION) else {
            return Ok(Viewer::Nobody);
        };
        let token = value
            .to_str()
            .ok()
            .and_then(|v| {
                v.strip_prefix("Bearer ")
                    .or_else(|| v.strip_prefix("bearer "))
            })
            .map(str::trim)
            .ok_or(ViewerError::Unauthenticated)?;
        Self::from_token(state, token).await
    }

    /// Resolves the viewer from a raw bearer token (also used by websocket `connection_init`).
    pub async fn from_token(state: &AppState, token: &str) -> Result<Viewer, ViewerError> {
        let now = state.clock.now();
        let claims = state.keys.verify(token, now).map_err(|e| match e {
            TokenError::Expired | TokenError::Invalid => ViewerError::Unauthenticated,
        })?;
        if claims.kind == TokenKind::Anonymous {
            return Ok(Viewer::Anonymous {
                visitor_id: claims.sub,
            });
        }
        let sid = SessionId::from_raw(claims.sid.ok_or(ViewerError::Unauthenticated)?);
        let session = state
            .sessions
            .session(&sid, now)
            .await
            .map_err(|_| ViewerError::Unavailable)?
            .ok_or(ViewerError::Unauthenticated)?;
        if session.user_id.as_str() != claims.sub {
            return Err(ViewerError::Unauthenticated);
        }
        if !session.is_live(now) {
            return Err(session
                .revoke_reason
                .as_deref()
                .and_then(told_reason)
                .map_or(ViewerError::Unauthenticated, ViewerError::Revoked));
        }
        let user_id = session.user_id;
        match (claims.kind, session.kind) {
            (TokenKind::Access, store::SessionKind::Full) => Ok(Viewer::User {
                user_id,
                session_id: sid,
            }),
            (TokenKind::Limited, store::SessionKind::Limited) => Ok(Viewer::Limited {
                user_id,
                session_id: sid,
            }),
            _ => Err(ViewerError::Unauthenticated),
        }
    }

    /// The account holder behind a full session, if any.
    pub fn user(&self) -> Option<(&UserId, &SessionId)> {
        match self {
            Viewer::User {
                user_id,
                session_id,
            } => Some((user_id, session_id)),
            _ => None,
        }
    }
}
