//! Development-only reads of what the app sent: `GET /api/dev/client-errors` and
//! `GET /api/dev/analytics-events`, newest first, `?limit=` 1..=200 (default 50). Each item
//! is the stored (masked) document plus `id`, `createdAt`, `userId` and `installId`.
//! 404 in production.

use crate::identity::errors::ApiError;
use crate::state::AppState;
use axum::Json;
use axum::extract::rejection::QueryRejection;
use axum::extract::{Query, State};
use axum::http::StatusCode;
use serde::Deserialize;
use serde_json::{Map, Value, json};
use store::{MAX_TELEMETRY_PAGE, TelemetryKind, TelemetryRecord};

/// Default page size.
pub const DEFAULT_LIMIT: u32 = 50;

#[derive(Debug, Default, Deserialize)]
pub struct ListQuery {
    pub limit: Option<String>,
}

fn item(record: TelemetryRecord) -> Value {
    let mut map = match serde_json::from_str::<Value>(&record.payload) {
        Ok(Value::Object(map)) => map,
        _ => Map::new(),
    };
    map.insert("id".into(), json!(record.id));
    map.insert(
        "createdAt".into(),
        json!(
            record
                .created_at
                .to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
        ),
    );
    map.insert(
        "userId".into(),
        json!(record.user_id.as_ref().map(|u| u.as_str().to_owned())),
    );
    map.insert("installId".into(), json!(record.install_id));
    Value::Object(map)
}

async fn list(
    state: &AppState,
    query: Result<Query<ListQuery>, QueryRejection>,
    kind: TelemetryKind,
) -> Result<Vec<Value>, ApiError> {
    if state.config.env.is_production() {
        return Err(ApiError::base(StatusCode::NOT_FOUND, "Not found"));
    }
    let Query(query) =
        query.map_err(|e| ApiError::field(StatusCode::BAD_REQUEST, "limit", e.body_text()))?;
    let limit = match query.limit.as_deref() {
        None | Some("") => DEFAULT_LIMIT,
        Some(raw) => raw
            .parse::<u32>()
            .ok()
            .filter(|n| (1..=MAX_TELEMETRY_PAGE).contains(n))
            .ok_or_else(|| {
                ApiError::field(
                    StatusCode::BAD_REQUEST,
                    "limit",
                    format!("must be a whole number from 1 to {MAX_TELEMETRY_PAGE}"),
                )
            })?,
    };
    let records = state.store.recent_telemetry(kind, limit).await?;
    Ok(records.into_iter().map(item).collect())
}

/// `{"clientErrors": [...]}`
pub async fn client_errors(
    State(state): State<AppState>,
    query: Result<Query<ListQuery>, QueryRejection>,
) -> Result<Json<Value>, ApiError> {
    let items = list(&state, query, TelemetryKind::ClientError).await?;
    Ok(Json(json!({ "clientErrors": items })))
}

/// `{"analyticsEvents": [...]}`
pub async fn analytics_events(
    State(state): State<AppState>,
    query: Result<Query<ListQuery>, QueryRejection>,
) -> Result<Json<Value>, ApiError> {
    let items = list(&state, query, TelemetryKind::AnalyticsEvent).await?;
    Ok(Json(json!({ "analyticsEvents": items })))
}
