//! `GET /api/dev/mailbox` (development only): the newest messages of the dev mailbox,
//! emails and one-time codes, for people and end-to-end tests. 404 in production.

use super::errors::ApiError;
use crate::mail::{mailbox_dir, read_mailbox};
use crate::state::AppState;
use axum::Json;
use axum::extract::rejection::QueryRejection;
use axum::extract::{Query, State};
use axum::http::StatusCode;
use serde::Deserialize;
use serde_json::{Value, json};

/// Optional filters.
#[derive(Debug, Default, Deserialize)]
pub struct MailboxQuery {
    /// Only messages to this address or phone number.
    pub to: Option<String>,
    /// How many (default 50, at most 200).
    pub limit: Option<usize>,
}

/// `{"messages": [{"id", "kind", "to", "subject", "body", "sent_at"}]}`, newest first.
pub async fn handler(
    State(state): State<AppState>,
    query: Result<Query<MailboxQuery>, QueryRejection>,
) -> Result<Json<Value>, ApiError> {
    if state.config.env.is_production() {
        return Err(ApiError::base(StatusCode::NOT_FOUND, "Not found"));
    }
    let Query(query) = query.map_err(|e| ApiError::base(StatusCode::BAD_REQUEST, e.body_text()))?;
    let limit = query.limit.unwrap_or(50).clamp(1, 200);
    let mut messages = read_mailbox(
        &mailbox_dir(&state.config.data_dir),
        if query.to.is_some() { 1000 } else { limit },
    )
    .await;
    if let Some(to) = &query.to {
        messages.retain(|m| m.to.eq_ignore_ascii_case(to));
        messages.truncate(limit);
    }
    Ok(Json(json!({ "messages": messages })))
}
