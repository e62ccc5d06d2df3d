//! The waiting room (see `docs/product/platform-services.md`): admission control with a limit on
//! concurrent sessions. Each browser carries an admission ticket (header `x-admission-ticket`,
//! issued by the server on first contact). Over the limit the API answers 202 with
//! `{"cfWaitingRoom": {"inWaitingRoom": true, "refreshIntervalSeconds": 5, "position": n}}`; a seat
//! frees when an admitted ticket idles for `WAITING_ROOM_IDLE_SECONDS` or its holder logs out, and
//! the oldest waiting ticket gets it.
//!
//! Admission is decided by the store in one transaction (so nodes agree and concurrent
//! requests never over-admit). A node remembers tickets it saw admitted and asks the store
//! again only every few seconds per ticket, which is also how often `last_seen_at` is
//! written.

use super::refuse_in_production;
use crate::identity::errors::ApiError;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::extract::rejection::JsonRejection;
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use serde_json::json;
use std::time::Duration;
use store::{Admission, AdmissionRules, PlatformSettings, StoreResult};

/// Request and response header carrying the admission ticket.
pub const HEADER: &str = "x-admission-ticket";
/// Poll interval told to waiting clients.
pub const WAITING_REFRESH_SECONDS: u32 = 5;
/// Poll interval told to admitted clients (and in startup data).
pub const ADMITTED_REFRESH_SECONDS: u32 = 30;
/// Longest interval between two store checks of an admitted ticket.
const MAX_TOUCH_INTERVAL: Duration = Duration::from_secs(5);
/// A waiting ticket that stops polling leaves the queue after this long (at least).
const MIN_WAITING_IDLE: Duration = Duration::from_secs(60);
/// Largest limit accepted.
pub const MAX_LIMIT: u32 = 1_000_000;

/// The limit in force: the operator's, else the configuration's (0 = off).
pub fn max_sessions(state: &AppState, settings: &PlatformSettings) -> u32 {
    settings
        .waiting_room_max
        .unwrap_or(state.config.waiting_room_max_sessions)
}

/// The ticket presented in `headers`, when well formed (1 to 64 of `A-Za-z0-9-_`).
pub fn presented_ticket(headers: &HeaderMap) -> Option<String> {
    let raw = headers.get(HEADER)?.to_str().ok()?.trim();
    let ok = !raw.is_empty()
        && raw.len() <= 64
        && raw
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
    ok.then(|| raw.to_owned())
}

/// A new ticket id.
pub fn new_ticket() -> String {
    ulid::Ulid::new().to_string()
}

fn touch_interval(idle: Duration) -> Duration {
    (idle / 2).min(MAX_TOUCH_INTERVAL)
}

/// Where `ticket` stands under a limit of `max` (> 0).
pub async fn admission(state: &AppState, ticket: &str, max: u32) -> StoreResult<Admission> {
    let idle = state.config.waiting_room_idle;
    let touch = touch_interval(idle);
    let now = state.clock.now();
    if state.platform.recently_admitted(ticket, touch, now) {
        return Ok(Admission::Admitted);
    }
    let chrono_idle = chrono::Duration::from_std(idle).unwrap_or(chrono::Duration::seconds(60));
    let waiting_idle = chrono::Duration::from_std(idle.max(MIN_WAITING_IDLE))
        .unwrap_or(chrono::Duration::seconds(60));
    let rules = AdmissionRules {
        max_sessions: max,
        idle: chrono_idle,
        waiting_idle,
    };
    let outcome = state.store.admit_ticket(ticket, rules, now).await?;
    match outcome {
        Admission::Admitted => state.platform.remember_admitted(ticket, touch, now),
        Admission::Waiting { .. } => state.platform.forget_ticket(ticket),
    }
    Ok(outcome)
}

/// Frees the seat of `ticket` (its holder logged out).
pub async fn release(state: &AppState, ticket: &str) {
    state.platform.forget_ticket(ticket);
    if let Err(err) = state.store.release_ticket(ticket).await {
        tracing::warn!(error = %err, "could not release admission ticket");
    }
}

/// The `cfWaitingRoom` payload.
pub fn payload(admission: Admission) -> serde_json::Value {
    match admission {
        Admission::Admitted => json!({
            "inWaitingRoom": false,
            "refreshIntervalSeconds": ADMITTED_REFRESH_SECONDS,
        }),
        Admission::Waiting { position } => json!({
            "inWaitingRoom": true,
            "refreshIntervalSeconds": WAITING_REFRESH_SECONDS,
            "position": position,
        }),
    }
}

/// Sets the ticket header on `res`.
pub fn with_ticket(mut res: Response, ticket: &str) -> Response {
    if let Ok(value) = HeaderValue::from_str(ticket) {
        res.headers_mut().insert(HEADER, value);
    }
    res
}

/// The 202 answer of a request waiting for a seat.
pub fn waiting_response(admission: Admission, ticket: &str) -> Response {
    let mut res = (
        StatusCode::ACCEPTED,
        Json(json!({ "cfWaitingRoom": payload(admission) })),
    )
        .into_response();
    res.headers_mut().insert(
        axum::http::header::CACHE_CONTROL,
        HeaderValue::from_static("no-store"),
    );
    with_ticket(res, ticket)
}

/// `GET /api/waiting-room` (never blocked): the caller's standing,
/// `{"cfWaitingRoom": {...}, "ticket", "maxSessions"}`, with the ticket header.
pub async fn show(State(state): State<AppState>, headers: HeaderMap) -> Result<Response, ApiError> {
    let settings = state
        .platform
        .settings(state.store.as_ref(), state.clock.now())
        .await?;
    let max = max_sessions(&state, &settings);
    let ticket = presented_ticket(&headers).unwrap_or_else(new_ticket);
    let standing = if max == 0 {
        Admission::Admitted
    } else {
        admission(&state, &ticket, max).await?
    };
    let res = Json(json!({
        "cfWaitingRoom": payload(standing),
        "ticket": ticket,
        "maxSessions": max,
    }))
    .into_response();
    Ok(with_ticket(res, &ticket))
}

/// Body of `POST /api/dev/waiting-room`.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SetMaxInput {
    /// New limit (0 turns the room off); `null` returns to the configured limit.
    pub max_sessions: Option<u32>,
}

/// Stores the operator's limit and drops this node's cached switches.
pub async fn set_max(state: &AppState, max: Option<u32>) -> StoreResult<()> {
    state
        .store
        .set_waiting_room_max(max, state.clock.now())
        .await?;
    state.platform.invalidate();
    tracing::warn!(?max, "waiting-room limit set");
    Ok(())
}

/// `POST /api/dev/waiting-room` (development only): `{"maxSessions": N}` ->
/// `{"maxSessions": effective}`.
pub async fn dev_set_max(
    State(state): State<AppState>,
    body: Result<Json<SetMaxInput>, JsonRejection>,
) -> Result<Json<serde_json::Value>, ApiError> {
    refuse_in_production(&state)?;
    let Json(input) = body.map_err(|e| ApiError::base(StatusCode::BAD_REQUEST, e.body_text()))?;
    if input.max_sessions.is_some_and(|m| m > MAX_LIMIT) {
        return Err(ApiError::field(
            StatusCode::UNPROCESSABLE_ENTITY,
            "maxSessions",
            format!("must be between 0 and {MAX_LIMIT}"),
        ));
    }
    set_max(&state, input.max_sessions).await?;
    let settings = state
        .platform
        .settings(state.store.as_ref(), state.clock.now())
        .await?;
    Ok(Json(
        json!({ "maxSessions": max_sessions(&state, &settings) }),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tickets_must_be_well_formed() {
        let mut h = HeaderMap::new();
        assert_eq!(presented_ticket(&h), None);
        h.insert(HEADER, HeaderValue::from_static("01JABCDEF-xyz_1"));
        assert_eq!(presented_ticket(&h).as_deref(), Some("01JABCDEF-xyz_1"));
        h.insert(HEADER, HeaderValue::from_static("a b"));
        assert_eq!(presented_ticket(&h), None);
        h.insert(HEADER, HeaderValue::from_str(&"a".repeat(65)).unwrap());
        assert_eq!(presented_ticket(&h), None);
    }

    #[test]
    fn touch_interval_is_short_for_short_idle_times() {
        assert_eq!(touch_interval(Duration::from_secs(60)), MAX_TOUCH_INTERVAL);
        assert_eq!(
            touch_interval(Duration::from_secs(1)),
            Duration::from_millis(500)
        );
    }

    #[test]
    fn payload_shapes() {
        assert_eq!(
            payload(Admission::Waiting { position: 3 }),
            json!({"inWaitingRoom": true, "refreshIntervalSeconds": 5, "position": 3})
        );
        assert_eq!(payload(Admission::Admitted)["inWaitingRoom"], json!(false));
    }
}
