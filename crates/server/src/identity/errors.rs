//! The identity API's error types and their JSON shapes.
//!
//! - [`OAuthError`]: RFC 6749, section 5.2 `{"error", "error_description"}` for `/oauth/token`.
//! - [`ApiError`]: `{"errors": {"<field>": [{"message": "..."}]}}` for the other endpoints.
//!
//! Internal causes (database, mail, hashing) are logged and answered with a generic
//! message; they never reach the client.

use axum::Json;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use domain::signup::FieldErrors;
use serde_json::{Map, Value, json};
use std::collections::BTreeMap;

/// The generic message for failures that are not the client's fault.
pub const GENERIC_MESSAGE: &str =
    "Oops, we encountered an error. Please hang on and try again later while we sort things out.";
/// Shown when a bearer token is missing, expired, forged or its session ended.
pub const NOT_LOGGED_IN: &str = "You are not logged in. Please log in again to proceed.";

/// Adds `Cache-Control: no-store` and `Pragma: no-cache` (RFC 6749, section 5.1).
pub fn no_store(mut response: Response) -> Response {
    let headers = response.headers_mut();
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    headers.insert(header::PRAGMA, HeaderValue::from_static("no-cache"));
    response
}

/// An RFC 6749 error answer of the token endpoint.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OAuthError {
    pub status: StatusCode,
    pub error: &'static str,
    pub description: String,
    /// Seconds for `Retry-After` (throttling).
    pub retry_after: Option<u64>,
}

impl OAuthError {
    fn new(status: StatusCode, error: &'static str, description: impl Into<String>) -> Self {
        Self {
            status,
            error,
            description: description.into(),
            retry_after: None,
        }
    }
    /// 400 `invalid_request`: malformed, missing or duplicated parameters.
    pub fn invalid_request(description: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, "invalid_request", description)
    }
    /// 400 `invalid_grant`: wrong credentials, or a code/token that is invalid, expired or spent.
    pub fn invalid_grant(description: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, "invalid_grant", description)
    }
    /// 401 `invalid_client`: unknown client.
    pub fn invalid_client(description: impl Into<String>) -> Self {
        Self::new(StatusCode::UNAUTHORIZED, "invalid_client", description)
    }
    /// 400 `unauthorized_client`: the client may not use this grant.
    pub fn unauthorized_client(description: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, "unauthorized_client", description)
    }
    /// 400 `unsupported_grant_type`.
    pub fn unsupported_grant_type(grant: &str) -> Self {
        let shown: String = grant.chars().take(64).collect();
        Self::new(
            StatusCode::BAD_REQUEST,
            "unsupported_grant_type",
            format!(
                "grant_type {shown:?} is not supported; use password, refresh_token, limited_access_token or authorization_code"
            ),
        )
    }
    /// 400 `access_denied`: the account may not log in now (a cool-off, a self-exclusion,
    /// the daily time limit).
    pub fn access_denied(description: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, "access_denied", description)
    }
    /// 429 with `Retry-After`.
    pub fn too_many_requests(description: impl Into<String>, retry_after: u64) -> Self {
        Self {
            retry_after: Some(retry_after),
            ..Self::new(
                StatusCode::TOO_MANY_REQUESTS,
                "invalid_request",
                description,
            )
        }
    }
    /// The same error with another status.
    pub fn with_status(self, status: StatusCode) -> Self {
        Self { status, ..self }
    }
    /// 413: the body is larger than the server accepts.
    pub fn payload_too_large(limit: usize) -> Self {
        Self::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            "invalid_request",
            format!("request body is larger than {limit} bytes"),
        )
    }
    /// 500 `server_error`, after logging `cause`.
    pub fn server_error(cause: impl std::fmt::Display) -> Self {
        tracing::error!(error = %cause, "token endpoint failed");
        Self::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            "server_error",
            GENERIC_MESSAGE,
        )
    }
    /// 503 `temporarily_unavailable`, after logging `cause`.
    pub fn unavailable(cause: impl std::fmt::Display) -> Self {
        tracing::error!(error = %cause, "token endpoint dependency unavailable");
        Self::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "temporarily_unavailable",
            GENERIC_MESSAGE,
        )
    }
}

impl IntoResponse for OAuthError {
    fn into_response(self) -> Response {
        let mut response = (
            self.status,
            Json(json!({"error": self.error, "error_description": self.description})),
        )
            .into_response();
        if let Some(secs) = self.retry_after
            && let Ok(v) = HeaderValue::from_str(&secs.to_string())
        {
            response.headers_mut().insert(header::RETRY_AFTER, v);
        }
        no_store(response)
    }
}

impl From<store::StoreError> for OAuthError {
    fn from(err: store::StoreError) -> Self {
        OAuthError::server_error(err)
    }
}

/// An error of the identity REST endpoints: a status and messages per field (`base` for
/// the request as a whole).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ApiError {
    pub status: StatusCode,
    pub errors: BTreeMap<String, Vec<String>>,
    pub retry_after: Option<u64>,
}

impl ApiError {
    /// One message on one field.
    pub fn field(status: StatusCode, field: &str, message: impl Into<String>) -> Self {
        let mut errors = BTreeMap::new();
        errors.insert(field.to_owned(), vec![message.into()]);
        Self {
            status,
            errors,
            retry_after: None,
        }
    }
    /// One message about the whole request.
    pub fn base(status: StatusCode, message: impl Into<String>) -> Self {
        Self::field(status, "base", message)
    }
    /// 422 with every field error of a validation.
    pub fn validation(errors: FieldErrors) -> Self {
        Self {
            status: StatusCode::UNPROCESSABLE_ENTITY,
            errors: errors
                .0
                .into_iter()
                .map(|(k, v)| (k.to_owned(), v))
                .collect(),
            retry_after: None,
        }
    }
    /// 401 not logged in.
    pub fn unauthenticated() -> Self {
        Self::base(StatusCode::UNAUTHORIZED, NOT_LOGGED_IN)
    }
    /// 429 with `Retry-After`.
    pub fn too_many_requests(field: &str, message: impl Into<String>, retry_after: u64) -> Self {
        Self {
            retry_after: Some(retry_after),
            ..Self::field(StatusCode::TOO_MANY_REQUESTS, field, message)
        }
    }
    /// 500 with the generic message, after logging `cause`.
    pub fn internal(cause: impl std::fmt::Display) -> Self {
        tracing::error!(error = %cause, "identity request failed");
        Self::base(StatusCode::INTERNAL_SERVER_ERROR, GENERIC_MESSAGE)
    }
    /// 503 with the generic message, after logging `cause`.
    pub fn unavailable(cause: impl std::fmt::Display) -> Self {
        tracing::error!(error = %cause, "identity dependency unavailable");
        Self::base(StatusCode::SERVICE_UNAVAILABLE, GENERIC_MESSAGE)
    }
}

/// `{"errors": {"field": [{"message": "..."}]}}`
pub fn errors_body(errors: &BTreeMap<String, Vec<String>>) -> Value {
    let mut map = Map::new();
    for (field, messages) in errors {
        map.insert(
            field.clone(),
            Value::Array(messages.iter().map(|m| json!({"message": m})).collect()),
        );
    }
    json!({ "errors": map })
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let mut response = (self.status, Json(errors_body(&self.errors))).into_response();
        let headers = response.headers_mut();
        if self.status == StatusCode::UNAUTHORIZED {
            headers.insert(header::WWW_AUTHENTICATE, HeaderValue::from_static("Bearer"));
        }
        if let Some(secs) = self.retry_after
            && let Ok(v) = HeaderValue::from_str(&secs.to_string())
        {
            headers.insert(header::RETRY_AFTER, v);
        }
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
        response
    }
}

impl From<store::StoreError> for ApiError {
    fn from(err: store::StoreError) -> Self {
        ApiError::internal(err)
    }
}

/// Middleware turning a plain-text 413 of the body-limit layer into JSON: the OAuth shape
/// under `/oauth/`, the `errors` shape elsewhere. Bodies refused before reaching a handler
/// (by `Content-Length`) thus still get a JSON answer. Use with `axum::middleware::from_fn`.
pub async fn json_payload_too_large(
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
    let oauth = request.uri().path().starts_with("/oauth/");
    let response = next.run(request).await;
    let is_json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/json"));
    if response.status() != StatusCode::PAYLOAD_TOO_LARGE || is_json {
        return response;
    }
    if oauth {
        OAuthError::invalid_request("the request body is too large")
            .with_status(StatusCode::PAYLOAD_TOO_LARGE)
            .into_response()
    } else {
        ApiError::base(
            StatusCode::PAYLOAD_TOO_LARGE,
            "The request body is too large.",
        )
        .into_response()
    }
}
