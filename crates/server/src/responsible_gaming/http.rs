//! The REST paths of the responsible-gaming tools (see
//! `docs/product/responsible-gaming-and-location.md`): cash-flow limits, the time limit, the
//! reality check-in interval, cool-offs, self-exclusions, restrictions and acknowledgements. Errors
//! take the identity shape `{"errors": {"<field>": [...]}}`.

use super::service::{self, RgError};
use crate::identity::errors::ApiError;
use crate::identity::extract::{ApiJson, SignedIn};
use crate::state::AppState;
use axum::Json;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use chrono::{DateTime, Utc};
use domain::responsible_gaming::exclusions::{self, ExclusionKind};
use domain::responsible_gaming::{LimitPeriod, LimitType, Slot};
use serde_json::{Value, json};
use store::{Exclusion, User};

impl From<RgError> for ApiError {
    fn from(e: RgError) -> Self {
        match e {
            RgError::Invalid { field, message } => {
                ApiError::field(StatusCode::UNPROCESSABLE_ENTITY, field, message)
            }
            RgError::NotFound { field, message } => {
                ApiError::field(StatusCode::NOT_FOUND, field, message)
            }
            RgError::Store(e) => ApiError::internal(e),
        }
    }
}

/// The signed-in account holder's row and the service's "now".
async fn account(state: &AppState, who: &SignedIn) -> Result<(User, DateTime<Utc>), ApiError> {
    let user = state
        .store
        .user_by_id(&who.user_id)
        .await?
        .ok_or_else(ApiError::unauthenticated)?;
    Ok((user, state.clock.now()))
}

fn not_found_limit() -> ApiError {
    ApiError::field(StatusCode::NOT_FOUND, "limit", "There is no such limit.")
}

fn invalid_amount(message: &str) -> ApiError {
    ApiError::field(StatusCode::UNPROCESSABLE_ENTITY, "amount", message)
}

/// `{"amount": integer or null}`: `None` removes. Fractions, strings and a missing key are
/// refused; numbers beyond 64 bits read as too large.
fn amount_of(body: &Value) -> Result<Option<i64>, ApiError> {
    let Some(object) = body.as_object() else {
        return Err(invalid_amount("Send a JSON object with an amount."));
    };
    match object.get("amount") {
        None => Err(invalid_amount(
            "Enter an amount, or null to remove the limit.",
        )),
        Some(Value::Null) => Ok(None),
        Some(Value::Number(n)) => {
            if let Some(i) = n.as_i64() {
                return Ok(Some(i));
            }
            if n.is_u64() {
                return Ok(Some(i64::MAX));
            }
            match n.as_f64() {
                Some(f) if f.fract() != 0.0 => Err(invalid_amount("Enter a whole number.")),
                Some(f) if f < 0.0 => Ok(Some(i64::MIN)),
                _ => Ok(Some(i64::MAX)),
            }
        }
        Some(_) => Err(invalid_amount("Enter the amount as a number.")),
    }
}

/// `deposit`, `spend`, `loss`, `max_single_wager` in paths.
fn cashflow_type(kind: &str) -> Option<LimitType> {
    match kind {
        "deposit" => Some(LimitType::Deposit),
        "spend" => Some(LimitType::Spend),
        "loss" => Some(LimitType::Loss),
        "max_single_wager" => Some(LimitType::MaxSingleWager),
        _ => None,
    }
}

fn period(segment: &str) -> Option<LimitPeriod> {
    match segment {
        "daily" => Some(LimitPeriod::Daily),
        "weekly" => Some(LimitPeriod::Weekly),
        "monthly" => Some(LimitPeriod::Monthly),
        _ => None,
    }
}

fn slot(limit_type: LimitType, period: Option<LimitPeriod>) -> Result<Slot, ApiError> {
    Slot::new(limit_type, period).map_err(|e| invalid_amount(&e.to_string()))
}

async fn list(state: &AppState, who: &SignedIn, t: LimitType) -> Result<Response, ApiError> {
    let (user, now) = account(state, who).await?;
    let limits = service::limits(state, &user, Some(t), now).await?;
    Ok(Json(json!({ "limits": limits })).into_response())
}

async fn set(
    state: &AppState,
    who: &SignedIn,
    slot: Slot,
    body: &Value,
) -> Result<Response, ApiError> {
    let amount = amount_of(body)?;
    let (user, now) = account(state, who).await?;
    let view = service::set_limit(state, &user, Some(&who.session_id), slot, amount, now).await?;
    Ok(Json(json!({ "limit": view })).into_response())
}

async fn pending(
    state: &AppState,
    who: &SignedIn,
    slot: Slot,
    confirm: bool,
) -> Result<Response, ApiError> {
    let (user, now) = account(state, who).await?;
    let view = if confirm {
        service::confirm_pending(state, &user, Some(&who.session_id), slot, now).await?
    } else {
        service::cancel_pending(state, &user, Some(&who.session_id), slot, now).await?
    };
    Ok(Json(json!({ "limit": view })).into_response())
}

/// `GET /i/cashflow_limits/{kind}`
pub async fn show_cashflow(
    State(state): State<AppState>,
    who: SignedIn,
    Path(kind): Path<String>,
) -> Result<Response, ApiError> {
    let t = cashflow_type(&kind).ok_or_else(not_found_limit)?;
    list(&state, &who, t).await
}

/// `POST /i/cashflow_limits/max_single_wager` (the money types need a period).
pub async fn set_cashflow(
    State(state): State<AppState>,
    who: SignedIn,
    Path(kind): Path<String>,
    ApiJson(body): ApiJson<Value>,
) -> Result<Response, ApiError> {
    let t = cashflow_type(&kind).ok_or_else(not_found_limit)?;
    set(&state, &who, slot(t, None)?, &body).await
}

/// `POST /i/cashflow_limits/{kind}/{period}` sets; `POST
/// /i/cashflow_limits/max_single_wager/pending` confirms.
pub async fn post_cashflow_sub(
    State(state): State<AppState>,
    who: SignedIn,
    Path((kind, sub)): Path<(String, String)>,
    body: Bytes,
) -> Result<Response, ApiError> {
    let t = cashflow_type(&kind).ok_or_else(not_found_limit)?;
    if sub == "pending" && !t.has_period() {
        return pending(&state, &who, slot(t, None)?, true).await;
    }
    let p = period(&sub).ok_or_else(not_found_limit)?;
    let body: Value = serde_json::from_slice(&body).map_err(|e| {
        ApiError::base(
            StatusCode::BAD_REQUEST,
            format!("The request body is not valid JSON: {e}"),
        )
    })?;
    set(&state, &who, slot(t, Some(p))?, &body).await
}

/// `DELETE /i/cashflow_limits/max_single_wager/pending` cancels.
pub async fn delete_cashflow_sub(
    State(state): State<AppState>,
    who: SignedIn,
    Path((kind, sub)): Path<(String, String)>,
) -> Result<Response, ApiError> {
    let t = cashflow_type(&kind).ok_or_else(not_found_limit)?;
    if sub != "pending" || t.has_period() {
        return Err(not_found_limit());
    }
    pending(&state, &who, slot(t, None)?, false).await
}

/// `POST` (confirm) and `DELETE` (cancel) `/i/cashflow_limits/{kind}/{period}/pending`.
pub async fn post_cashflow_pending(
    State(state): State<AppState>,
    who: SignedIn,
    Path((kind, p)): Path<(String, String)>,
) -> Result<Response, ApiError> {
    cashflow_pending(&state, &who, &kind, &p, true).await
}

/// See [`post_cashflow_pending`].
pub async fn delete_cashflow_pending(
    State(state): State<AppState>,
    who: SignedIn,
    Path((kind, p)): Path<(String, String)>,
) -> Result<Response, ApiError> {
    cashflow_pending(&state, &who, &kind, &p, false).await
}

async fn cashflow_pending(
    state: &AppState,
    who: &SignedIn,
    kind: &str,
    p: &str,
    confirm: bool,
) -> Result<Response, ApiError> {
    let t = cashflow_type(kind).ok_or_else(not_found_limit)?;
    let p = period(p).ok_or_else(not_found_limit)?;
    let slot = Slot::new(t, Some(p)).map_err(|_| not_found_limit())?;
    pending(state, who, slot, confirm).await
}

const TIME: Slot = Slot {
    limit_type: LimitType::DailyTime,
    period: None,
};
const CHECK_IN: Slot = Slot {
    limit_type: LimitType::CheckInFrequency,
    period: None,
};

/// `GET /i/time_limits`
pub async fn show_time(State(state): State<AppState>, who: SignedIn) -> Result<Response, ApiError> {
    list(&state, &who, LimitType::DailyTime).await
}

/// `POST /i/time_limits` with minutes (60 to 600 in whole hours) or null.
pub async fn set_time(
    State(state): State<AppState>,
    who: SignedIn,
    ApiJson(body): ApiJson<Value>,
) -> Result<Response, ApiError> {
    set(&state, &who, TIME, &body).await
}

/// `POST /i/time_limits/pending` confirms.
pub async fn confirm_time(
    State(state): State<AppState>,
    who: SignedIn,
) -> Result<Response, ApiError> {
    pending(&state, &who, TIME, true).await
}

/// `DELETE /i/time_limits/pending` cancels.
pub async fn cancel_time(
    State(state): State<AppState>,
    who: SignedIn,
) -> Result<Response, ApiError> {
    pending(&state, &who, TIME, false).await
}

async fn checkin_answer(
    state: &AppState,
    user: &User,
    now: DateTime<Utc>,
) -> Result<Response, ApiError> {
    let seconds = service::reality_checkin_seconds(state, user, now).await?;
    Ok(Json(json!({ "realityCheckinInterval": seconds })).into_response())
}

/// `GET /i/reality_checkin_interval`: seconds or null.
pub async fn show_checkin(
    State(state): State<AppState>,
    who: SignedIn,
) -> Result<Response, ApiError> {
    let (user, now) = account(&state, &who).await?;
    checkin_answer(&state, &user, now).await
}

/// `PUT /i/reality_checkin_interval` with minutes (15, 30, 60, 120, 180, 240) or null.
pub async fn set_checkin(
    State(state): State<AppState>,
    who: SignedIn,
    ApiJson(body): ApiJson<Value>,
) -> Result<Response, ApiError> {
    let amount = amount_of(&body)?;
    let (user, now) = account(&state, &who).await?;
    match service::set_limit(&state, &user, Some(&who.session_id), CHECK_IN, amount, now).await {
        Ok(_) => {}
        // Turning off what is already off is simply done.
        Err(RgError::Invalid {
            field: "amount", ..
        }) if amount.is_none() => {}
        Err(e) => return Err(e.into()),
    }
    checkin_answer(&state, &user, now).await
}

/// An exclusion as the REST answers show it.
pub fn exclusion_json(e: &Exclusion) -> Value {
    json!({
        "kind": e.kind.as_str(),
        "duration": e.duration,
        "startsAt": e.starts_at,
        "endsAt": e.ends_at,
    })
}

async fn show_exclusion(
    state: &AppState,
    who: &SignedIn,
    kind: ExclusionKind,
    key: &str,
) -> Result<Response, ApiError> {
    let (user, now) = account(state, who).await?;
    let (rules, _) = service::region_of(&user);
    let current = service::active_exclusion(state, &user.id, now)
        .await?
        .filter(|e| e.kind == kind);
    let durations: Vec<&str> = match kind {
        ExclusionKind::CoolOff => exclusions::cool_off_codes(&rules),
        ExclusionKind::SelfExclusion => vec!["1y", "5y", "lifetime"],
    };
    Ok(
        Json(json!({ key: current.as_ref().map(exclusion_json), "durations": durations }))
            .into_response(),
    )
}

async fn start(
    state: &AppState,
    who: &SignedIn,
    kind: ExclusionKind,
    key: &str,
    body: &Value,
) -> Result<Response, ApiError> {
    let duration = body
        .get("duration")
        .and_then(Value::as_str)
        .ok_or_else(|| {
            ApiError::field(
                StatusCode::UNPROCESSABLE_ENTITY,
                "duration",
                "Choose a duration.",
            )
        })?;
    let (user, now) = account(state, who).await?;
    let exclusion =
        service::start_exclusion(state, &user, Some(&who.session_id), kind, duration, now).await?;
    Ok((
        StatusCode::CREATED,
        Json(json!({ key: exclusion_json(&exclusion) })),
    )
        .into_response())
}

/// `GET /i/cool_offs`: the cool-off in force (or null) and the durations offered.
pub async fn show_cool_off(
    State(state): State<AppState>,
    who: SignedIn,
) -> Result<Response, ApiError> {
    show_exclusion(&state, &who, ExclusionKind::CoolOff, "coolOff").await
}

/// `POST /i/cool_offs` `{"duration": "24h"|"72h"(NJ)|"1w"|"1m"|"2m"|"3m"}`: 201, then every
/// session of the account is revoked.
pub async fn start_cool_off(
    State(state): State<AppState>,
    who: SignedIn,
    ApiJson(body): ApiJson<Value>,
) -> Result<Response, ApiError> {
    start(&state, &who, ExclusionKind::CoolOff, "coolOff", &body).await
}

/// `GET /i/self_exclusions`
pub async fn show_self_exclusion(
    State(state): State<AppState>,
    who: SignedIn,
) -> Result<Response, ApiError> {
    show_exclusion(&state, &who, ExclusionKind::SelfExclusion, "selfExclusion").await
}

/// `POST /i/self_exclusions` `{"duration": "1y"|"5y"|"lifetime"}`.
pub async fn start_self_exclusion(
    State(state): State<AppState>,
    who: SignedIn,
    ApiJson(body): ApiJson<Value>,
) -> Result<Response, ApiError> {
    start(
        &state,
        &who,
        ExclusionKind::SelfExclusion,
        "selfExclusion",
        &body,
    )
    .await
}

/// `GET /i/restrictions`: what is in force: each break (`cool_off`, `self_exclusion`), which
/// also closes the casino (a `casino` entry with the same times), and each operator's
/// restriction of the casino (a `casino` entry from its creation; its reason and author are
/// the operator's and are not shown). `endsAt` null: no end.
pub async fn restrictions(
    State(state): State<AppState>,
    who: SignedIn,
) -> Result<Response, ApiError> {
    let (user, now) = account(&state, &who).await?;
    let entry = |t: &str, starts_at: DateTime<Utc>, ends_at: Option<DateTime<Utc>>| json!({"type": t, "startsAt": starts_at, "endsAt": ends_at});
    let mut list: Vec<Value> = state
        .store
        .exclusions(&user.id)
        .await?
        .iter()
        .filter(|e| e.active_at(now))
        .flat_map(|e| {
            let kind = match e.kind {
                ExclusionKind::CoolOff => "cool_off",
                ExclusionKind::SelfExclusion => "self_exclusion",
            };
            [kind, "casino"].map(|t| entry(t, e.starts_at, e.ends_at))
        })
        .collect();
    list.extend(
        state
            .store
            .active_casino_restrictions(&user.id, now)
            .await?
            .iter()
            .map(|r| entry("casino", r.created_at, r.closure().ends_at)),
    );
    Ok(Json(json!({ "restrictions": list })).into_response())
}

/// `GET /i/restrictions/active/casino`: `{"active", "expiresAt"}` as the account's
/// `casinoRestriction` (breaks and operators' restrictions together).
pub async fn casino(State(state): State<AppState>, who: SignedIn) -> Result<Response, ApiError> {
    let (user, now) = account(&state, &who).await?;
    let restriction =
        super::restrictions::casino_restriction(state.store.as_ref(), &user.id, now).await?;
    Ok(Json(json!({
        "active": restriction.active,
        "expiresAt": restriction.expires_at,
    }))
    .into_response())
}

/// `GET /i/acks`
pub async fn acks(State(state): State<AppState>, who: SignedIn) -> Result<Response, ApiError> {
    let list: Vec<Value> = state
        .store
        .acks(&who.user_id)
        .await?
        .into_iter()
        .map(|(t, at)| json!({"ackType": t, "at": at}))
        .collect();
    Ok(Json(json!({ "acks": list })).into_response())
}

async fn record(state: &AppState, who: &SignedIn, ack_type: &str) -> Result<Response, ApiError> {
    let now = state.clock.now();
    service::ack(state, &who.user_id, Some(&who.session_id), ack_type, now).await?;
    Ok((
        StatusCode::CREATED,
        Json(json!({ "ack": {"ackType": ack_type, "at": now} })),
    )
        .into_response())
}

/// `POST /i/acks` `{"ackType": "LIMITS_MODAL" | "RESPONSIBLE_GAMING"}`: 201.
pub async fn post_ack(
    State(state): State<AppState>,
    who: SignedIn,
    ApiJson(body): ApiJson<Value>,
) -> Result<Response, ApiError> {
    let ack_type = body.get("ackType").and_then(Value::as_str).unwrap_or("");
    record(&state, &who, ack_type).await
}

/// `PATCH /i/acks/limits_modal_dismissed_at`: 201; `showLimitsModal` becomes false.
pub async fn dismiss_limits_modal(
    State(state): State<AppState>,
    who: SignedIn,
) -> Result<Response, ApiError> {
    record(&state, &who, "LIMITS_MODAL").await
}
