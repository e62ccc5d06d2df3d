//! `POST /oauth/token` (RFC 6749, section 3.2) with the grants `password`, `refresh_token`,
//! `limited_access_token` and `authorization_code` (PKCE S256). Bodies may be
//! `application/x-www-form-urlencoded` or `application/json`; every answer carries
//! `Cache-Control: no-store` and `Pragma: no-cache`.

use super::clients;
use super::errors::{OAuthError, no_store};
use super::extract::RequestContext;
use super::login::{self, LoginFailure};
use super::sessions::{self, LoginAnswer};
use crate::state::AppState;
use crate::tokens::{self, TokenKind};
use axum::Json;
use axum::body::Bytes;
use axum::extract::State;
use axum::extract::rejection::BytesRejection;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use domain::ids::SessionId;
use std::collections::HashMap;
use store::{RefreshOutcome, SessionKind};

/// The parameters of a token request, whatever the body encoding.
#[derive(Debug, Default)]
pub struct Params(HashMap<String, String>);

impl Params {
    /// A parameter, treating an empty value as absent.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.0
            .get(name)
            .map(String::as_str)
            .filter(|v| !v.is_empty())
    }

    /// A required parameter; `invalid_request` naming it when absent.
    pub fn require(&self, name: &str) -> Result<&str, OAuthError> {
        self.get(name).ok_or_else(|| {
            OAuthError::invalid_request(format!("missing required parameter: {name}"))
        })
    }

    /// Parses a form-encoded body (a repeated parameter is an error, RFC 6749, section 3.2).
    pub fn from_form(body: &[u8]) -> Result<Params, OAuthError> {
        let mut map = HashMap::new();
        for (k, v) in url::form_urlencoded::parse(body) {
            if map.insert(k.to_string(), v.into_owned()).is_some() {
                return Err(OAuthError::invalid_request(format!(
                    "parameter {k} is repeated"
                )));
            }
        }
        Ok(Params(map))
    }

    /// Parses a JSON object body whose values are strings (null counts as absent).
    pub fn from_json(body: &[u8]) -> Result<Params, OAuthError> {
        if body.iter().all(u8::is_ascii_whitespace) {
            return Ok(Params::default());
        }
        let value: serde_json::Value = serde_json::from_slice(body)
            .map_err(|e| OAuthError::invalid_request(format!("malformed JSON body: {e}")))?;
        let serde_json::Value::Object(object) = value else {
            return Err(OAuthError::invalid_request(
                "the JSON body must be an object",
            ));
        };
        let mut map = HashMap::new();
        for (k, v) in object {
            match v {
                serde_json::Value::String(s) => {
                    map.insert(k, s);
                }
                serde_json::Value::Null => {}
                _ => {
                    return Err(OAuthError::invalid_request(format!(
                        "parameter {k} must be a string"
                    )));
                }
            }
        }
        Ok(Params(map))
    }

    /// Parses a body by its content type.
    pub fn from_body(headers: &HeaderMap, body: &[u8]) -> Result<Params, OAuthError> {
        let content_type = headers
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.split(';').next())
            .map(|v| v.trim().to_ascii_lowercase());
        match content_type.as_deref() {
            Some("application/x-www-form-urlencoded") => Params::from_form(body),
            Some("application/json") => Params::from_json(body),
            _ => Err(OAuthError::invalid_request(
                "Content-Type must be application/x-www-form-urlencoded or application/json",
            )),
        }
    }
}

/// The token endpoint.
pub async fn token(
    State(state): State<AppState>,
    ctx: RequestContext,
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Response {
    match handle(&state, &ctx, &headers, body).await {
        Ok(answer) => {
            let json = match answer {
                LoginAnswer::Full(t) => serde_json::to_value(t),
                LoginAnswer::Limited(t) => serde_json::to_value(t),
            };
            match json {
                Ok(v) => no_store((StatusCode::OK, Json(v)).into_response()),
                Err(e) => OAuthError::server_error(e).into_response(),
            }
        }
        Err(e) => e.into_response(),
    }
}

async fn handle(
    state: &AppState,
    ctx: &RequestContext,
    headers: &HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Result<LoginAnswer, OAuthError> {
    let body = body.map_err(|rejection| {
        if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
            OAuthError::payload_too_large(state.config.max_body_bytes)
        } else {
            OAuthError::invalid_request(format!(
                "the request body could not be read: {}",
                rejection.body_text()
            ))
        }
    })?;
    let params = Params::from_body(headers, &body)?;
    let grant = params.require("grant_type")?;
    let client_id = params.require("client_id")?;
    tracing::info!(
        grant,
        client_id,
        region_code = ctx.region_code.as_deref().unwrap_or(""),
        country_code = ctx.country_code.as_deref().unwrap_or(""),
        ip_region = ctx.location.region.as_deref().unwrap_or(""),
        ip_country = ctx.location.country.as_deref().unwrap_or(""),
        "token request"
    );
    let client = match grant {
        "password" | "refresh_token" | "limited_access_token" | "authorization_code" => {
            clients::find(client_id)
                .ok_or_else(|| OAuthError::invalid_client("unknown client_id"))?
        }
        other => return Err(OAuthError::unsupported_grant_type(other)),
    };
    match grant {
        "password" => password_grant(state, ctx, &params, client).await,
        "refresh_token" => refresh_grant(state, &params, client).await,
        "limited_access_token" => limited_grant(state, ctx, &params, client).await,
        _ => code_grant(state, ctx, &params, client).await,
    }
}

fn login_error(failure: LoginFailure) -> OAuthError {
    match failure {
        LoginFailure::Throttled(wait) => OAuthError::too_many_requests(failure.message(), wait),
        LoginFailure::Unavailable(e) => OAuthError::unavailable(e),
        LoginFailure::InvalidCredentials => OAuthError::invalid_grant(failure.message()),
    }
}

/// Resource-owner password grant.
///
/// OAuth 2.1 and RFC 9700 (section 2.4) drop this grant. It is kept, deliberately, for exactly one
/// client: the first-party web app (`client_id` `web`), whose own login form posts the password
/// here (see `docs/product/shell-and-identity.md`). That client is served from our origin, never
/// shows the form to a third party, and gets the same protections as the sign-in page: per-IP
/// throttling, per-account lockout and no account enumeration. Every other client must use
/// `authorization_code` with PKCE.
async fn password_grant(
    state: &AppState,
    ctx: &RequestContext,
    params: &Params,
    client: clients::Client,
) -> Result<LoginAnswer, OAuthError> {
    if !client.password_grant {
        return Err(OAuthError::unauthorized_client(
            "this client may not use the password grant",
        ));
    }
    let username = params.require("username")?;
    let password = params.require("password")?;
    let user = login::check_credentials(state, ctx, username, password)
        .await
        .map_err(login_error)?;
    sessions::finish_login(state, &user, client.id, ctx).await
}

const REFRESH_INVALID: &str = "The refresh token is invalid. Please log in again.";

/// Refresh-token grant: rotation on every use; reuse of a spent token revokes the family.
async fn refresh_grant(
    state: &AppState,
    params: &Params,
    client: clients::Client,
) -> Result<LoginAnswer, OAuthError> {
    let presented = params.require("refresh_token")?;
    let sid = sessions::refresh_token_session(presented)
        .ok_or_else(|| OAuthError::invalid_grant(REFRESH_INVALID))?;
    let now = state.clock.now();
    let session = state
        .store
        .session(&sid)
        .await?
        .ok_or_else(|| OAuthError::invalid_grant(REFRESH_INVALID))?;
    if session.client_id != client.id || session.kind != SessionKind::Full {
        return Err(OAuthError::invalid_grant(REFRESH_INVALID));
    }
    sessions::refuse_during_break(state, &session.user_id).await?;
    let next = sessions::new_refresh_token(&sid);
    let row = sessions::refresh_row(state, &sid, session.absolute_expires_at, &next, now);
    match state
        .store
        .rotate_refresh_token(&tokens::hash_secret(presented), row, now)
        .await?
    {
        RefreshOutcome::Rotated(session) => {
            sessions::access_for(state, &session, next, now).map(LoginAnswer::Full)
        }
        RefreshOutcome::Reused => {
            tracing::warn!(session_id = %sid, user_id = %session.user_id, "refresh token reuse: session revoked");
            sessions::announce_revoked(state, &sid, &session.user_id, "refresh_token_reuse");
            Err(OAuthError::invalid_grant(
                "refresh token reuse detected; please log in again",
            ))
        }
        RefreshOutcome::Expired => Err(OAuthError::invalid_grant(
            "The refresh token has expired. Please log in again.",
        )),
        RefreshOutcome::NotFound => Err(OAuthError::invalid_grant(REFRESH_INVALID)),
    }
}

/// Upgrades a limited session whose one-time code was verified to a full session.
async fn limited_grant(
    state: &AppState,
    ctx: &RequestContext,
    params: &Params,
    client: clients::Client,
) -> Result<LoginAnswer, OAuthError> {
    const INVALID: &str =
        "The limited access token is invalid or has expired. Please log in again.";
    let token = params.require("limited_access_token")?;
    let now = state.clock.now();
    let claims = state
        .keys
        .verify(token, now)
        .map_err(|_| OAuthError::invalid_grant(INVALID))?;
    if claims.kind != TokenKind::Limited {
        return Err(OAuthError::invalid_grant(INVALID));
    }
    let sid = SessionId::from_raw(
        claims
            .sid
            .ok_or_else(|| OAuthError::invalid_grant(INVALID))?,
    );
    let session = state
        .store
        .session(&sid)
        .await?
        .ok_or_else(|| OAuthError::invalid_grant(INVALID))?;
    if !session.is_live(now)
        || session.kind != SessionKind::Limited
        || session.user_id.as_str() != claims.sub
        || session.client_id != client.id
    {
        return Err(OAuthError::invalid_grant(INVALID));
    }
    if session.verified_at.is_none() {
        return Err(OAuthError::invalid_grant(
            "Strong authentication is not complete: verify the one-time code first.",
        ));
    }
    let user = state
        .store
        .user_by_id(&session.user_id)
        .await?
        .ok_or_else(|| OAuthError::invalid_grant(INVALID))?;
    if user.locked_at.is_some() {
        return Err(OAuthError::invalid_grant(login::LOCKED));
    }
    state.store.revoke_session(&sid, "upgraded", now).await?;
    // The limited session's tokens stop at once on this node (it has no websockets to close).
    state.sessions.forget_user(&user.id);
    sessions::start_full_session(state, &user.id, client.id, ctx)
        .await
        .map(LoginAnswer::Full)
}

/// Authorization-code grant with PKCE S256 (RFC 7636): the code is single-use, bound to the
/// client and redirect URI it was issued for, and lives 10 minutes.
async fn code_grant(
    state: &AppState,
    ctx: &RequestContext,
    params: &Params,
    client: clients::Client,
) -> Result<LoginAnswer, OAuthError> {
    const INVALID: &str = "The authorization code is invalid, expired or already used.";
    let code = params.require("code")?;
    let verifier = params.require("code_verifier")?;
    let redirect_uri = params.require("redirect_uri")?;
    domain::pkce::validate_verifier(verifier)
        .map_err(|e| OAuthError::invalid_request(e.to_string()))?;
    let now = state.clock.now();
    let stored = state
        .store
        .consume_authorization_code(&tokens::hash_secret(code), now)
        .await?
        .ok_or_else(|| OAuthError::invalid_grant(INVALID))?;
    if stored.client_id != client.id {
        return Err(OAuthError::invalid_grant(
            "The authorization code was issued to another client.",
        ));
    }
    if stored.redirect_uri != redirect_uri {
        return Err(OAuthError::invalid_grant(
            "redirect_uri does not match the one the code was issued for.",
        ));
    }
    domain::pkce::verify_s256(verifier, &stored.code_challenge)
        .map_err(|e| OAuthError::invalid_grant(e.to_string()))?;
    let user = state
        .store
        .user_by_id(&stored.user_id)
        .await?
        .ok_or_else(|| OAuthError::invalid_grant(INVALID))?;
    if user.locked_at.is_some() {
        return Err(OAuthError::invalid_grant(login::LOCKED));
    }
    sessions::finish_login(state, &user, client.id, ctx).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn params_from_both_encodings() {
        let p = Params::from_form(b"grant_type=password&username=a%40b.com&password=x+y").unwrap();
        assert_eq!(p.get("username"), Some("a@b.com"));
        assert_eq!(p.get("password"), Some("x y"));
        assert!(Params::from_form(b"a=1&a=2").is_err());
        let p = Params::from_json(br#"{"grant_type":"password","x":null}"#).unwrap();
        assert_eq!(p.get("grant_type"), Some("password"));
        assert_eq!(p.get("x"), None);
        assert!(Params::from_json(b"[1]").is_err());
        assert!(
            Params::from_json(br#"{"a":1}"#)
                .unwrap_err()
                .description
                .contains("a must be a string")
        );
        assert!(
            Params::from_json(b"{")
                .unwrap_err()
                .description
                .starts_with("malformed JSON body")
        );
        assert_eq!(
            p.require("nope").unwrap_err().description,
            "missing required parameter: nope"
        );
    }
}
