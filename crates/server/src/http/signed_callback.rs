//! Signed server-to-server callbacks (a payment processor's, an identity-verification
//! provider's): the raw body is signed in a header `t=<unix seconds>,v1=<hex HMAC-SHA256 of
//! "<t>.<body>">` with a shared secret (`domain::payments::verify_callback`: constant time,
//! within five minutes of the server clock). A missing, malformed, wrong or stale signature is
//! refused with 401 before the body is read; a body of the wrong shape is 422.

use crate::identity::errors::ApiError;
use axum::http::{HeaderMap, StatusCode};
use chrono::{DateTime, Utc};
use domain::payments::verify_callback;
use serde::de::DeserializeOwned;

/// How one kind of callback is signed.
#[derive(Debug, Clone, Copy)]
pub struct Signing<'a> {
    /// The header carrying the signature.
    pub header: &'static str,
    pub secret: &'a str,
    /// Who calls, for the log (`payments`, `identity verification`).
    pub source: &'static str,
}

/// The callback's body once its signature checks out, read as `T`.
pub fn verified_body<T: DeserializeOwned>(
    signing: Signing<'_>,
    headers: &HeaderMap,
    body: &[u8],
    now: DateTime<Utc>,
) -> Result<T, ApiError> {
    let signature = headers
        .get(signing.header)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    if let Err(e) = verify_callback(signing.secret.as_bytes(), signature, body, now) {
        tracing::warn!(error = %e, source = signing.source, "signed callback refused");
        return Err(ApiError::base(
            StatusCode::UNAUTHORIZED,
            format!("The callback signature is not valid: {e}."),
        ));
    }
    serde_json::from_slice(body).map_err(|e| {
        ApiError::base(
            StatusCode::UNPROCESSABLE_ENTITY,
            format!("The callback body has the wrong shape: {e}"),
        )
    })
}
