//! Error reporting and analytics, server side (see `docs/product/platform-services.md`):
//! - `POST /api/client-errors`: the web app's unexpected errors ([`client_errors`]);
//! - `POST /api/analytics/events`: batches of analytics events ([`analytics`]), also
//!   published on the bus as `Event::Analytics`;
//! - `GET /api/dev/client-errors`, `GET /api/dev/analytics-events`: development-only
//!   reads, newest first ([`dev`]); 404 in production.
//!
//! Everything is masked with `domain::masking` before it is stored, published or
//! forwarded (the client masks too; the server never trusts that it did). Both endpoints
//! take JSON only (415 otherwise), refuse large bodies (413), name the offending field on
//! bad input (400/422) and are rate-limited per client (IP address plus `x-install-id`)
//! with token buckets (429 with `Retry-After`). Errors use the `errors` shape of the
//! identity API.

pub mod analytics;
pub mod client_errors;
pub mod dev;
pub mod rate_limit;
pub mod sentry;

use crate::config::Config;
use crate::identity::errors::ApiError;
use crate::identity::extract::RequestContext;
use crate::state::AppState;
use crate::viewer::Viewer;
use axum::Router;
use axum::body::Body;
use axum::http::{HeaderMap, StatusCode, header};
use axum::routing::{get, post};
use domain::ids::UserId;
use rate_limit::TokenBuckets;
use sentry::SentryForwarder;
use serde_json::{Map, Value};
use std::sync::Arc;

/// Per-node telemetry state kept in `AppState`.
#[derive(Debug, Clone)]
pub struct Telemetry {
    /// Error reports per client (one token per report).
    pub report_limits: Arc<TokenBuckets>,
    /// Analytics events per client (one token per event).
    pub analytics_limits: Arc<TokenBuckets>,
    /// Forwarding to a Sentry-compatible service, when `SENTRY_DSN` is set.
    pub sentry: Option<SentryForwarder>,
}

impl Telemetry {
    pub fn new(config: &Config) -> Self {
        let environment = if config.env.is_production() {
            "production"
        } else {
            "development"
        };
        Self {
            report_limits: Arc::new(TokenBuckets::per_minute(config.client_errors_per_minute)),
            analytics_limits: Arc::new(TokenBuckets::per_minute(
                config.analytics_events_per_minute,
            )),
            sentry: config
                .sentry_dsn
                .clone()
                .map(|dsn| SentryForwarder::new(dsn, environment)),
        }
    }
}

/// The telemetry routes (with the 5-second time limit of the REST API).
pub fn routes() -> Router<AppState> {
    crate::identity::with_timeout(
        Router::new()
            .route("/api/client-errors", post(client_errors::handler))
            .route("/api/analytics/events", post(analytics::handler))
            .route("/api/dev/client-errors", get(dev::client_errors))
            .route("/api/dev/analytics-events", get(dev::analytics_events)),
        crate::identity::TIMEOUT,
    )
}

/// Who is sending: the rate-limit key and what is stored with the record.
#[derive(Debug, Clone)]
pub struct Client {
    /// `<ip>|<install id or ->`.
    pub key: String,
    pub install_id: Option<String>,
    /// The account holder when a valid session token came along (an invalid or expired
    /// token is not an error here: reports are sent precisely when things go wrong).
    pub user_id: Option<UserId>,
}

/// Whether `id` is a plausible install id (an opaque token, never personal data).
pub fn valid_install_id(id: &str) -> bool {
    (1..=128).contains(&id.len())
        && id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.' | ':'))
}

impl Client {
    pub async fn resolve(state: &AppState, ctx: &RequestContext, headers: &HeaderMap) -> Self {
        let install_id = headers
            .get("x-install-id")
            .and_then(|v| v.to_str().ok())
            .map(str::trim)
            .filter(|v| valid_install_id(v))
            .map(str::to_owned);
        let user_id = match Viewer::from_headers(state, headers).await {
            Ok(Viewer::User { user_id, .. } | Viewer::Limited { user_id, .. }) => Some(user_id),
            _ => None,
        };
        Client {
            key: format!("{}|{}", ctx.ip_key(), install_id.as_deref().unwrap_or("-")),
            install_id,
            user_id,
        }
    }
}

/// 429 in the `errors` shape with `Retry-After`.
pub fn too_many(retry_after: u64) -> ApiError {
    ApiError::too_many_requests(
        "base",
        "Too many requests from this client. Please try again later.",
        retry_after,
    )
}

/// Reads a JSON object body of at most `limit` bytes: 415 when the content type is not
/// JSON, 413 when too large, 400 when not valid JSON, 422 when not an object.
pub async fn read_json_object(
    headers: &HeaderMap,
    body: Body,
    limit: usize,
) -> Result<Map<String, Value>, ApiError> {
    let content_type = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let mime = content_type
        .split(';')
        .next()
        .unwrap_or("")
        .trim()
        .to_ascii_lowercase();
    if mime != "application/json" && !(mime.starts_with("application/") && mime.ends_with("+json"))
    {
        return Err(ApiError::base(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "Expected a JSON body with Content-Type: application/json.",
        ));
    }
    let too_large = || {
        ApiError::base(
            StatusCode::PAYLOAD_TOO_LARGE,
            format!("The request body is larger than {limit} bytes."),
        )
    };
    let declared = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<usize>().ok());
    if declared.is_some_and(|n| n > limit) {
        return Err(too_large());
    }
    let bytes = axum::body::to_bytes(body, limit).await.map_err(|err| {
        let mut source: Option<&(dyn std::error::Error + 'static)> = Some(&err);
        while let Some(e) = source {
            if e.to_string().contains("length limit exceeded") {
                return too_large();
            }
            source = e.source();
        }
        ApiError::base(
            StatusCode::BAD_REQUEST,
            "The request body could not be read.",
        )
    })?;
    let value: Value = serde_json::from_slice(&bytes).map_err(|e| {
        ApiError::base(
            StatusCode::BAD_REQUEST,
            format!("The request body is not valid JSON: {e}"),
        )
    })?;
    match value {
        Value::Object(map) => Ok(map),
        _ => Err(ApiError::base(
            StatusCode::UNPROCESSABLE_ENTITY,
            "The request body must be a JSON object.",
        )),
    }
}

/// Collects field errors of a validation (422 in the `errors` shape).
#[derive(Debug, Default)]
pub struct Problems(std::collections::BTreeMap<String, Vec<String>>);

impl Problems {
    pub fn add(&mut self, field: impl Into<String>, message: impl Into<String>) {
        self.0.entry(field.into()).or_default().push(message.into());
    }
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    /// `Ok(())` when nothing was added, else the 422.
    pub fn into_result(self) -> Result<(), ApiError> {
        if self.0.is_empty() {
            Ok(())
        } else {
            Err(ApiError {
                status: StatusCode::UNPROCESSABLE_ENTITY,
                errors: self.0,
                retry_after: None,
            })
        }
    }
}

/// An optional string field of at most `max` characters.
pub fn optional_string(
    map: &Map<String, Value>,
    field: &str,
    max: usize,
    problems: &mut Problems,
) -> Option<String> {
    match map.get(field) {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) if s.chars().count() <= max => Some(s.clone()),
        Some(Value::String(_)) => {
            problems.add(field, format!("must be at most {max} characters"));
            None
        }
        Some(_) => {
            problems.add(field, "must be a string");
            None
        }
    }
}

/// A required non-blank string field of at most `max` characters.
pub fn required_string(
    map: &Map<String, Value>,
    field: &str,
    max: usize,
    problems: &mut Problems,
) -> Option<String> {
    match map.get(field) {
        None | Some(Value::Null) => {
            problems.add(field, "is required");
            None
        }
        Some(Value::String(s)) if s.trim().is_empty() => {
            problems.add(field, "must not be blank");
            None
        }
        _ => optional_string(map, field, max, problems),
    }
}

/// An optional JSON object field.
pub fn optional_object(
    map: &Map<String, Value>,
    field: &str,
    problems: &mut Problems,
) -> Option<Map<String, Value>> {
    match map.get(field) {
        None | Some(Value::Null) => None,
        Some(Value::Object(o)) => Some(o.clone()),
        Some(_) => {
            problems.add(field, "must be an object");
            None
        }
    }
}
