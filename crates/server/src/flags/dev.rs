//! `GET /api/dev/feature-flags` (development only; 404 in production): every flag with its
//! default, stored rules (allow-listed emails counted, never shown) and who changed them.
//! Requires header `x-flags-private-key` equal to the configured FLAGS_PRIVATE_KEY.

use super::admin;
use crate::identity::errors::ApiError;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::routing::get;
use serde_json::{Value, json};
use sha2::{Digest, Sha256};

/// Header carrying the private key.
pub const KEY_HEADER: &str = "x-flags-private-key";

pub fn routes() -> axum::Router<AppState> {
    axum::Router::new().route("/api/dev/feature-flags", get(handler))
}

/// Compares digests so the time taken does not depend on how much of the key matched.
fn key_matches(presented: &str, expected: &str) -> bool {
    let a = Sha256::digest(presented.as_bytes());
    let b = Sha256::digest(expected.as_bytes());
    a.iter()
        .zip(b.iter())
        .fold(0u8, |acc, (x, y)| acc | (x ^ y))
        == 0
}

pub async fn handler(
    State(state): State<AppState>,
    headers: HeaderMap,
) -> Result<Json<Value>, ApiError> {
    if state.config.env.is_production() {
        return Err(ApiError::base(StatusCode::NOT_FOUND, "Not found"));
    }
    let presented = headers.get(KEY_HEADER).and_then(|v| v.to_str().ok());
    match presented {
        Some(key) if key_matches(key, &state.config.flags_private_key.0) => {}
        Some(_) => {
            return Err(ApiError::field(
                StatusCode::UNAUTHORIZED,
                KEY_HEADER,
                "The private key is not valid.",
            ));
        }
        None => {
            return Err(ApiError::field(
                StatusCode::UNAUTHORIZED,
                KEY_HEADER,
                "A private key is required.",
            ));
        }
    }
    let listing = admin::list(state.store.as_ref())
        .await
        .map_err(ApiError::internal)?;
    let flags: Vec<Value> = listing
        .iter()
        .map(|l| {
            json!({
                "key": l.flag.key,
                "default": l.flag.default,
                "description": l.flag.description,
                "rules": l.rules.as_ref().map(domain::flags::RuleSet::to_public_json),
                "summary": l.summary(),
                "updatedAt": l.updated_at,
                "updatedBy": l.updated_by,
            })
        })
        .collect();
    Ok(Json(json!({ "flags": flags })))
}
