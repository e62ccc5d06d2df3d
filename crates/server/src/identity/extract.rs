//! Extractors of the identity API, each rejecting with the JSON error shape (never a plain
//! text body): [`ApiJson`] for JSON bodies, [`SignedIn`] and [`RestViewer`] for the bearer
//! token, [`RequestContext`] for where the request comes from.

use super::errors::ApiError;
use crate::client_location::{self, ClientLocation};
use crate::state::AppState;
use crate::viewer::{Viewer, ViewerError};
use axum::extract::rejection::JsonRejection;
use axum::extract::{ConnectInfo, FromRequest, FromRequestParts, Request};
use axum::http::request::Parts;
use axum::http::{HeaderMap, StatusCode, header};
use domain::ids::{SessionId, UserId};
use serde::de::DeserializeOwned;
use std::net::{IpAddr, SocketAddr};

/// A JSON body parsed into `T`. Refuses with 415 (not JSON), 400 (malformed JSON),
/// 422 (wrong shape, naming the field) or 413 (too large), all in the `errors` shape.
#[derive(Debug, Clone)]
pub struct ApiJson<T>(pub T);

/// Maps axum's JSON rejection to the identity error shape.
pub fn json_rejection(rejection: &JsonRejection) -> ApiError {
    match rejection {
        JsonRejection::MissingJsonContentType(_) => ApiError::base(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "Expected a JSON body with Content-Type: application/json.",
        ),
        JsonRejection::JsonSyntaxError(e) => ApiError::base(
            StatusCode::BAD_REQUEST,
            format!("The request body is not valid JSON: {}", e.body_text()),
        ),
        JsonRejection::JsonDataError(e) => ApiError::base(
            StatusCode::UNPROCESSABLE_ENTITY,
            format!("The request body has the wrong shape: {}", e.body_text()),
        ),
        other if other.status() == StatusCode::PAYLOAD_TOO_LARGE => ApiError::base(
            StatusCode::PAYLOAD_TOO_LARGE,
            "The request body is too large.",
        ),
        other => ApiError::base(
            StatusCode::BAD_REQUEST,
            format!("The request body could not be read: {}", other.body_text()),
        ),
    }
}

impl<T: DeserializeOwned> FromRequest<AppState> for ApiJson<T> {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &AppState) -> Result<Self, Self::Rejection> {
        match axum::Json::<T>::from_request(req, state).await {
            Ok(axum::Json(value)) => Ok(ApiJson(value)),
            Err(rejection) => Err(json_rejection(&rejection)),
        }
    }
}

/// The caller as resolved from the bearer token; an invalid token is refused with 401,
/// an absent one is [`Viewer::Nobody`].
#[derive(Debug, Clone)]
pub struct RestViewer(pub Viewer);

fn viewer_error(e: ViewerError) -> ApiError {
    match e {
        ViewerError::Unauthenticated | ViewerError::Revoked(_) => ApiError::unauthenticated(),
        ViewerError::Unavailable => ApiError::unavailable("session lookup failed"),
    }
}

impl FromRequestParts<AppState> for RestViewer {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        Viewer::from_headers(state, &parts.headers)
            .await
            .map(RestViewer)
            .map_err(viewer_error)
    }
}

/// An account holder with a live full session; anything else is refused with 401.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SignedIn {
    pub user_id: UserId,
    pub session_id: SessionId,
}

impl FromRequestParts<AppState> for SignedIn {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        match Viewer::from_headers(state, &parts.headers)
            .await
            .map_err(viewer_error)?
        {
            Viewer::User {
                user_id,
                session_id,
            } => Ok(SignedIn {
                user_id,
                session_id,
            }),
            _ => Err(ApiError::unauthenticated()),
        }
    }
}

/// Where a request comes from and what the client says about itself.
#[derive(Debug, Clone)]
pub struct RequestContext {
    pub ip: Option<IpAddr>,
    /// Resolved from the edge headers and the peer address (`crate::client_location`).
    pub location: ClientLocation,
    pub user_agent: Option<String>,
    /// `x-region-code` sent by the client (its own location check), logged only.
    pub region_code: Option<String>,
    /// `x-country-code` sent by the client, logged only.
    pub country_code: Option<String>,
    /// The raw `Authorization: Bearer` token, if any.
    pub bearer: Option<String>,
}

fn short_header(headers: &HeaderMap, name: &str, max: usize) -> Option<String> {
    headers
        .get(name)
        .and_then(|v| v.to_str().ok())
        .map(str::trim)
        .filter(|v| !v.is_empty())
        .map(|v| v.chars().take(max).collect())
}

impl RequestContext {
    /// Builds the context from headers and the peer address.
    pub fn new(state: &AppState, headers: &HeaderMap, peer: Option<IpAddr>) -> Self {
        let location = client_location::resolve(&state.config, headers, peer);
        let bearer = headers
            .get(header::AUTHORIZATION)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| {
                v.strip_prefix("Bearer ")
                    .or_else(|| v.strip_prefix("bearer "))
            })
            .map(|t| t.trim().to_owned())
            .filter(|t| !t.is_empty());
        Self {
            ip: location.ip,
            location,
            user_agent: short_header(headers, header::USER_AGENT.as_str(), 256),
            region_code: short_header(headers, "x-region-code", 16),
            country_code: short_header(headers, "x-country-code", 8),
            bearer,
        }
    }

    /// The IP as text for storage and throttling (`unknown` when there is none).
    pub fn ip_key(&self) -> String {
        self.ip
            .map_or_else(|| "unknown".to_owned(), |ip| ip.to_string())
    }
}

impl FromRequestParts<AppState> for RequestContext {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        let peer = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map(|ConnectInfo(addr)| addr.ip());
        Ok(RequestContext::new(state, &parts.headers, peer))
    }
}
