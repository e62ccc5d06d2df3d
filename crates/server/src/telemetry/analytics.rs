//! `POST /api/analytics/events`: a batch of analytics events.
//!
//! Body (JSON, at most `Config::analytics_max_bytes`, 256 KiB by default):
//! `{"events": [{"name", "properties"?: {}, "timestamp": <ms>, "installId"}]}` with 1 to
//! [`MAX_EVENTS`] events. Each event takes one token of the client's analytics allowance
//! (the whole batch or nothing). Properties are masked, the batch is stored in one
//! transaction, then every event is published on the bus as `Event::Analytics`. Answers
//! 202 `{"accepted": n}`.

use super::{Client, Problems, read_json_object, too_many, valid_install_id};
use crate::bus::Event;
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

/// Events per request.
pub const MAX_EVENTS: usize = 50;
/// Characters of an event name.
pub const MAX_NAME: usize = 128;

/// One validated event (not yet masked).
#[derive(Debug, Clone, PartialEq)]
pub struct AnalyticsEvent {
    pub name: String,
    pub properties: Map<String, Value>,
    /// When it happened on the client, in milliseconds since the Unix epoch.
    pub timestamp: i64,
    pub install_id: String,
}

impl AnalyticsEvent {
    /// The stored document: `{"name", "properties", "timestamp"}`, masked.
    pub fn masked_payload(&self) -> Value {
        json!({
            "name": mask_text(&self.name),
            "properties": Value::Object(mask_object(&self.properties)),
            "timestamp": self.timestamp,
        })
    }
}

/// Validates a parsed body; problems are named like `events[2].name`.
pub fn parse_batch(map: &Map<String, Value>) -> Result<Vec<AnalyticsEvent>, ApiError> {
    let mut problems = Problems::default();
    let Some(items) = map.get("events").and_then(Value::as_array) else {
        problems.add("events", "is required: a list of events");
        return problems.into_result().map(|()| Vec::new());
    };
    if items.is_empty() || items.len() > MAX_EVENTS {
        problems.add(
            "events",
            format!("must hold between 1 and {MAX_EVENTS} events"),
        );
        return problems.into_result().map(|()| Vec::new());
    }
    let mut events = Vec::with_capacity(items.len());
    for (i, item) in items.iter().enumerate() {
        let field = |name: &str| format!("events[{i}].{name}");
        let Some(event) = item.as_object() else {
            problems.add(format!("events[{i}]"), "must be an object");
            continue;
        };
        let name = match event.get("name") {
            Some(Value::String(n)) if n.trim().is_empty() => {
                problems.add(field("name"), "must not be blank");
                None
            }
            Some(Value::String(n)) if n.chars().count() > MAX_NAME => {
                problems.add(
                    field("name"),
                    format!("must be at most {MAX_NAME} characters"),
                );
                None
            }
            Some(Value::String(n)) => Some(n.clone()),
            None | Some(Value::Null) => {
                problems.add(field("name"), "is required");
                None
            }
            Some(_) => {
                problems.add(field("name"), "must be a string");
                None
            }
        };
        let properties = match event.get("properties") {
            None | Some(Value::Null) => Some(Map::new()),
            Some(Value::Object(p)) => Some(p.clone()),
            Some(_) => {
                problems.add(field("properties"), "must be an object");
                None
            }
        };
        let timestamp = match event.get("timestamp") {
            Some(Value::Number(n)) => match n.as_i64().filter(|t| *t >= 0) {
                Some(t) => Some(t),
                None => {
                    problems.add(
                        field("timestamp"),
                        "must be whole milliseconds since 1970-01-01",
                    );
                    None
                }
            },
            None | Some(Value::Null) => {
                problems.add(field("timestamp"), "is required");
                None
            }
            Some(_) => {
                problems.add(field("timestamp"), "must be a number (milliseconds)");
                None
            }
        };
        let install_id = match event.get("installId") {
            Some(Value::String(id)) if valid_install_id(id) => Some(id.clone()),
            None | Some(Value::Null) => {
                problems.add(field("installId"), "is required");
                None
            }
            Some(_) => {
                problems.add(
                    field("installId"),
                    "must be 1 to 128 letters, digits, '-', '_', '.' or ':'",
                );
                None
            }
        };
        if let (Some(name), Some(properties), Some(timestamp), Some(install_id)) =
            (name, properties, timestamp, install_id)
        {
            events.push(AnalyticsEvent {
                name,
                properties,
                timestamp,
                install_id,
            });
        }
    }
    problems.into_result()?;
    Ok(events)
}

/// The handler.
pub async fn handler(
    State(state): State<AppState>,
    ctx: RequestContext,
    headers: HeaderMap,
    body: Body,
) -> Result<Response, ApiError> {
    let client = Client::resolve(&state, &ctx, &headers).await;
    let limits = &state.telemetry.analytics_limits;
    let created_at = state.clock.now();
    limits.check(&client.key, created_at).map_err(too_many)?;
    let map = read_json_object(&headers, body, state.config.analytics_max_bytes).await?;
    let events = parse_batch(&map)?;
    let count = u32::try_from(events.len()).unwrap_or(u32::MAX);
    limits
        .try_acquire(&client.key, count, created_at)
        .map_err(too_many)?;

    let masked: Vec<(AnalyticsEvent, Value)> = events
        .into_iter()
        .map(|e| {
            let payload = e.masked_payload();
            (e, payload)
        })
        .collect();
    let records = masked
        .iter()
        .map(|(event, payload)| NewTelemetryRecord {
            id: ulid::Ulid::new().to_string(),
            kind: TelemetryKind::AnalyticsEvent,
            payload: payload.to_string(),
            user_id: client.user_id.clone(),
            install_id: Some(event.install_id.clone()),
            created_at,
        })
        .collect();
    state.store.insert_telemetry(records).await?;
    for (event, payload) in masked {
        state.bus.publish(Event::Analytics {
            name: payload
                .get("name")
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_owned(),
            properties: payload.get("properties").cloned().unwrap_or_default(),
            user_id: client.user_id.clone(),
            install_id: Some(event.install_id),
        });
    }
    Ok((StatusCode::ACCEPTED, Json(json!({ "accepted": count }))).into_response())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(v: Value) -> Result<Vec<AnalyticsEvent>, ApiError> {
        parse_batch(v.as_object().unwrap())
    }

    #[test]
    fn validates_batches_naming_fields() {
        assert!(parse(json!({})).unwrap_err().errors.contains_key("events"));
        assert!(
            parse(json!({"events": []}))
                .unwrap_err()
                .errors
                .contains_key("events")
        );
        let many: Vec<Value> = (0..=MAX_EVENTS)
            .map(|_| json!({"name": "x", "timestamp": 1, "installId": "i"}))
            .collect();
        assert!(
            parse(json!({"events": many}))
                .unwrap_err()
                .errors
                .contains_key("events")
        );
        let err = parse(json!({"events": [
            {"name": "ok", "timestamp": 1, "installId": "i"},
            {"name": "", "properties": [], "timestamp": "now", "installId": "a@b.co"},
            3
        ]}))
        .unwrap_err();
        for field in [
            "events[1].name",
            "events[1].properties",
            "events[1].timestamp",
            "events[1].installId",
            "events[2]",
        ] {
            assert!(err.errors.contains_key(field), "{field}: {:?}", err.errors);
        }
        assert!(!err.errors.contains_key("events[0].name"));
    }

    #[test]
    fn masks_properties() {
        let events = parse(json!({"events": [{
            "name": "deposit_attempt",
            "properties": {"email": "a@b.co", "amount": 2500, "note": "call (555) 123-4567"},
            "timestamp": 1_767_225_600_000_i64,
            "installId": "abc-123"
        }]}))
        .unwrap();
        let payload = events[0].masked_payload();
        assert_eq!(
            payload,
            json!({
                "name": "deposit_attempt",
                "properties": {"email": "[email]", "amount": 2500, "note": "call [phone]"},
                "timestamp": 1_767_225_600_000_i64
            })
        );
    }
}
