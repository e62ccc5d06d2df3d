//! `POST /api/client-errors`: an unexpected error the web app reports.
//!
//! Body (JSON, at most `Config::client_error_max_bytes`, 64 KiB by default):
//! `{"message", "stack"?, "url"?, "release"?, "level": "error"|"warning", "context"?: {},
//! "tags"?: {"name": string|number|boolean}}`; unknown fields are ignored. Answers 202
//! `{"id"}` once the masked report is stored; the report is then forwarded to Sentry in the
//! background when `SENTRY_DSN` is set.

use super::sentry::ReportForSentry;
use super::{
    Client, Problems, optional_object, optional_string, read_json_object, required_string, too_many,
};
use crate::identity::errors::ApiError;
use crate::identity::extract::RequestContext;
use crate::state::AppState;
use axum::Json;
use axum::body::Body;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use domain::masking::{mask_object, mask_text};
use serde_json::{Map, Value, json};
use store::{NewTelemetryRecord, TelemetryKind};

pub const MAX_MESSAGE: usize = 4_000;
pub const MAX_STACK: usize = 32_000;
pub const MAX_URL: usize = 2_048;
pub const MAX_RELEASE: usize = 128;
pub const MAX_TAGS: usize = 50;
pub const MAX_TAG_KEY: usize = 64;
pub const MAX_TAG_VALUE: usize = 256;

/// A validated report (not yet masked).
#[derive(Debug, Clone, PartialEq)]
pub struct ClientErrorReport {
    pub message: String,
    pub stack: Option<String>,
    pub url: Option<String>,
    pub release: Option<String>,
    pub level: String,
    pub context: Option<Map<String, Value>>,
    pub tags: Option<Map<String, Value>>,
}

impl ClientErrorReport {
    /// Validates a parsed body; every problem is named by its field.
    pub fn from_json(map: &Map<String, Value>) -> Result<Self, ApiError> {
        let mut problems = Problems::default();
        let message = required_string(map, "message", MAX_MESSAGE, &mut problems);
        let stack = optional_string(map, "stack", MAX_STACK, &mut problems);
        let url = optional_string(map, "url", MAX_URL, &mut problems);
        let release = optional_string(map, "release", MAX_RELEASE, &mut problems);
        let level = match map.get("level") {
            Some(Value::String(l)) if l == "error" || l == "warning" => Some(l.clone()),
            None | Some(Value::Null) => {
                problems.add("level", "is required (error or warning)");
                None
            }
            Some(_) => {
                problems.add("level", "must be error or warning");
                None
            }
        };
        let context = optional_object(map, "context", &mut problems);
        let tags = optional_object(map, "tags", &mut problems);
        if let Some(tags) = &tags {
            if tags.len() > MAX_TAGS {
                problems.add("tags", format!("at most {MAX_TAGS} tags"));
            }
            for (key, value) in tags {
                let field = format!("tags.{}", key.chars().take(MAX_TAG_KEY).collect::<String>());
                if key.is_empty() || key.chars().count() > MAX_TAG_KEY {
                    problems.add(
                        field.clone(),
                        format!("tag names are 1 to {MAX_TAG_KEY} characters"),
                    );
                }
                match value {
                    Value::String(s) if s.chars().count() > MAX_TAG_VALUE => {
                        problems.add(field, format!("must be at most {MAX_TAG_VALUE} characters"));
                    }
                    Value::String(_) | Value::Number(_) | Value::Bool(_) => {}
                    _ => problems.add(field, "must be a string, number or boolean"),
                }
            }
        }
        problems.into_result()?;
        match (message, level) {
            (Some(message), Some(level)) => Ok(ClientErrorReport {
                message,
                stack,
                url,
                release,
                level,
                context,
                tags,
            }),
            _ => Err(ApiError::base(
                StatusCode::UNPROCESSABLE_ENTITY,
                "The report is incomplete.",
            )),
        }
    }

    /// The document stored: every value masked.
    pub fn masked_payload(&self, user_agent: Option<&str>) -> Value {
        let mut payload = Map::new();
        payload.insert("message".into(), json!(mask_text(&self.message)));
        payload.insert("level".into(), json!(self.level));
        if let Some(stack) = &self.stack {
            payload.insert("stack".into(), json!(mask_text(stack)));
        }
        if let Some(url) = &self.url {
            payload.insert("url".into(), json!(mask_text(url)));
        }
        if let Some(release) = &self.release {
            payload.insert("release".into(), json!(mask_text(release)));
        }
        if let Some(context) = &self.context {
            payload.insert("context".into(), Value::Object(mask_object(context)));
        }
        if let Some(tags) = &self.tags {
            payload.insert("tags".into(), Value::Object(mask_object(tags)));
        }
        if let Some(ua) = user_agent {
            payload.insert("userAgent".into(), json!(mask_text(ua)));
        }
        Value::Object(payload)
    }
}

/// The handler.
pub async fn handler(
    State(state): State<AppState>,
    ctx: RequestContext,
    headers: HeaderMap,
    body: Body,
) -> Result<Response, ApiError> {
    let client = Client::resolve(&state, &ctx, &headers).await;
    let created_at = state.clock.now();
    state
        .telemetry
        .report_limits
        .try_acquire(&client.key, 1, created_at)
        .map_err(too_many)?;
    let map = read_json_object(&headers, body, state.config.client_error_max_bytes).await?;
    let report = ClientErrorReport::from_json(&map)?;
    let payload = report.masked_payload(ctx.user_agent.as_deref());
    let id = ulid::Ulid::new().to_string();
    state
        .store
        .insert_telemetry(vec![NewTelemetryRecord {
            id: id.clone(),
            kind: TelemetryKind::ClientError,
            payload: payload.to_string(),
            user_id: client.user_id.clone(),
            install_id: client.install_id.clone(),
            created_at,
        }])
        .await?;
    tracing::info!(report = %id, level = %report.level, "client error reported");
    if let Some(sentry) = &state.telemetry.sentry {
        sentry.forward(&ReportForSentry {
            id: id.clone(),
            payload,
            user_id: client.user_id.map(|u| u.as_str().to_owned()),
            created_at,
        });
    }
    Ok((StatusCode::ACCEPTED, Json(json!({ "id": id }))).into_response())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(v: Value) -> Result<ClientErrorReport, ApiError> {
        ClientErrorReport::from_json(v.as_object().unwrap())
    }

    #[test]
    fn validates_fields_by_name() {
        let err = parse(json!({"level": "fatal", "stack": 3, "context": [], "tags": {"a": {}}}))
            .unwrap_err();
        assert_eq!(err.status, StatusCode::UNPROCESSABLE_ENTITY);
        for field in ["message", "level", "stack", "context", "tags.a"] {
            assert!(err.errors.contains_key(field), "{field}: {:?}", err.errors);
        }
        let err = parse(json!({"message": " ", "level": "error"})).unwrap_err();
        assert!(err.errors.contains_key("message"));
        let err =
            parse(json!({"message": "x".repeat(MAX_MESSAGE + 1), "level": "error"})).unwrap_err();
        assert!(err.errors.contains_key("message"));
    }

    #[test]
    fn masks_every_value() {
        let report = parse(json!({
            "message": "failed for alex@example.com",
            "level": "warning",
            "stack": "at f (https://x/?phone=555-123-4567)",
            "url": "https://x/account?email=alex%40example.com",
            "context": {"user": {"firstName": "Alex"}, "card": "4111 1111 1111 1111"},
            "tags": {"route": "/account"},
            "unknown": "ignored"
        }))
        .unwrap();
        let payload = report.masked_payload(Some("Mozilla/5.0"));
        assert_eq!(payload["message"], "failed for [email]");
        assert_eq!(payload["stack"], "at f (https://x/?phone=[phone])");
        assert_eq!(payload["url"], "https://x/account?email=[email]");
        assert_eq!(payload["context"]["user"]["firstName"], "[name]");
        assert_eq!(payload["context"]["card"], "[card]");
        assert_eq!(payload["tags"]["route"], "/account");
        assert_eq!(payload["userAgent"], "Mozilla/5.0");
        assert!(payload.get("unknown").is_none());
    }
}
