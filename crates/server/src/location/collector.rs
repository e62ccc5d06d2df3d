//! The built-in provider's collector, `POST /geo/v1/packets` (same origin as the app): takes
//! `{"licenseKey", "latitude", "longitude", "accuracy", "source"}` and answers
//! `{"geoPacket": "..."}`, or `{"code", "name", "message"}` with 601-605 (contract `geo.md`).
//! The client address recorded in the packet is the one [`crate::client_location`] resolves.

use super::provider::{CollectRefusal, CollectRequest};
use crate::identity::extract::RequestContext;
use crate::state::AppState;
use axum::Json;
use axum::Router;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use domain::geolocation::CollectorError;
use serde_json::json;

/// Largest body accepted, in bytes.
const MAX_BODY_BYTES: usize = 4096;

/// The collector's route.
pub fn routes() -> Router<AppState> {
    Router::new().route("/geo/v1/packets", post(collect))
}

fn refusal(r: CollectRefusal) -> Response {
    let status = StatusCode::from_u16(r.error.http_status()).unwrap_or(StatusCode::BAD_REQUEST);
    let body = json!({"code": r.error.code(), "name": r.error.name(), "message": r.message});
    (status, Json(body)).into_response()
}

/// Reads the body strictly: a JSON object with exactly the five fields, of the right types.
fn parse(body: &[u8]) -> Result<CollectRequest, CollectRefusal> {
    let invalid = |message: String| CollectRefusal {
        error: CollectorError::InvalidPosition,
        message,
    };
    if body.len() > MAX_BODY_BYTES {
        return Err(invalid(format!(
            "The request body is larger than {MAX_BODY_BYTES} bytes."
        )));
    }
    let value: serde_json::Value = serde_json::from_slice(body)
        .map_err(|_| invalid("The request body must be a JSON object.".into()))?;
    let key_missing = value
        .get("licenseKey")
        .and_then(serde_json::Value::as_str)
        .is_none_or(|k| k.trim().is_empty());
    if value.is_object() && key_missing {
        return Err(CollectRefusal {
            error: CollectorError::LicenseInvalid,
            message: "licenseKey is required.".into(),
        });
    }
    serde_json::from_value(value).map_err(|e| invalid(format!("Invalid request body: {e}.")))
}

async fn collect(State(state): State<AppState>, ctx: RequestContext, body: Bytes) -> Response {
    let request = match parse(&body) {
        Ok(request) => request,
        Err(r) => return refusal(r),
    };
    let now = state.clock.now();
    match state
        .location
        .provider
        .collect(&request, ctx.location.ip, now)
        .await
    {
        Ok(packet) => Json(json!({ "geoPacket": packet })).into_response(),
        Err(r) => refusal(r),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bodies_are_read_strictly() {
        let ok = parse(
            br#"{"licenseKey":"gl_x","latitude":40.2,"longitude":-74.7,"accuracy":20,"source":"browser"}"#,
        )
        .unwrap();
        assert_eq!(ok.license_key, "gl_x");
        let code = |body: &[u8]| parse(body).unwrap_err().error.code();
        assert_eq!(code(b"not json"), 603);
        assert_eq!(code(b"[]"), 603);
        assert_eq!(
            code(br#"{"latitude":1,"longitude":1,"accuracy":1,"source":"browser"}"#),
            601
        );
        assert_eq!(
            code(
                br#"{"licenseKey":" ","latitude":1,"longitude":1,"accuracy":1,"source":"browser"}"#
            ),
            601
        );
        assert_eq!(
            code(br#"{"licenseKey":"k","latitude":"1","longitude":1,"accuracy":1,"source":"browser"}"#),
            603
        );
        assert_eq!(
            code(br#"{"licenseKey":"k","latitude":1,"longitude":1,"accuracy":1,"source":"gps"}"#),
            603
        );
        assert_eq!(
            code(br#"{"licenseKey":"k","latitude":1,"longitude":1,"accuracy":1,"source":"browser","x":1}"#),
            603
        );
        assert_eq!(
            code(br#"{"licenseKey":"k","latitude":1,"longitude":1,"source":"fixed"}"#),
            603
        );
        let mut big = br#"{"licenseKey":""#.to_vec();
        big.extend(std::iter::repeat_n(b'k', MAX_BODY_BYTES));
        assert_eq!(code(&big), 603);
    }
}
