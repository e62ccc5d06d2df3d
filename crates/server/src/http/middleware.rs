//! The middleware stack: request ids, structured request logs, JSON 413 answers, gzip for
//! clients that accept it (a sports page's GraphQL answer shrinks about tenfold), the security
//! headers of every response and honest keep-alive after answers that leave the request body
//! unread. (Body size limits are set per route group in [`crate::router`].)

use super::security_headers::SecurityHeaders;
use crate::config::Config;
use crate::state::AppState;
use axum::Router;
use axum::body::Body;
use axum::http::{HeaderName, HeaderValue, Request, header};
use axum::middleware::Next;
use axum::response::Response;
use futures::StreamExt;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;
use tower_http::classify::ServerErrorsFailureClass;
use tower_http::request_id::{MakeRequestUuid, PropagateRequestIdLayer, SetRequestIdLayer};
use tower_http::trace::TraceLayer;

const REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");

/// Client headers recorded on every request log line.
const CLIENT_HEADERS: [&str; 4] = [
    "x-platform",
    "x-install-id",
    "x-app-version",
    "x-client-name",
];

/// The app listener's stack around `router`.
pub fn wrap(router: Router<AppState>, config: &Config) -> Router<AppState> {
    router
        .layer(tower_http::compression::CompressionLayer::new())
        .layer(axum::middleware::from_fn(crate::identity::errors::json_payload_too_large))
        .layer(PropagateRequestIdLayer::new(REQUEST_ID))
        .layer(TraceLayer::new_for_http().make_span_with(|req: &Request<_>| {
            let header = |name: &str| {
                req.headers().get(name).and_then(|v| v.to_str().ok()).unwrap_or("").to_owned()
            };
            let [platform, install_id, app_version, client_name] = CLIENT_HEADERS.map(header);
            tracing::info_span!(
                "request",
                method = %req.method(),
                path = %req.uri().path(),
                request_id = %header(REQUEST_ID.as_str()),
                platform, install_id,
                app_version = if app_version.is_empty() { "25.10.0".to_owned() } else { app_version },
                client_name,
            )
        })
        .on_failure(log_failure))
        .layer(SetRequestIdLayer::new(REQUEST_ID, MakeRequestUuid))
        .layer(SecurityHeaders::app(config).layer())
        .layer(axum::middleware::from_fn(close_after_unread_body))
}

/// An answer given before the request body was read to its end (a 401 from an extractor, a
/// 413 from the length alone, a 415) says `connection: close`. The server does not keep
/// reading a body nobody wants, so it closes the connection after such an answer; saying so
/// lets the client read the whole answer and open a new connection for its next request
/// instead of sending it on one that is closing.
pub async fn close_after_unread_body(request: Request<Body>, next: Next) -> Response {
    let headers = request.headers();
    let has_body = headers.contains_key(header::TRANSFER_ENCODING)
        || headers
            .get(header::CONTENT_LENGTH)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.trim() != "0");
    if !has_body {
        return next.run(request).await;
    }
    let read_to_end = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&read_to_end);
    let request = request.map(|body| {
        let end = futures::stream::once(async move {
            flag.store(true, Ordering::Release);
            None
        })
        .filter_map(std::future::ready);
        Body::from_stream(body.into_data_stream().chain(end))
    });
    let mut response = next.run(request).await;
    if !read_to_end.load(Ordering::Acquire) {
        response
            .headers_mut()
            .insert(header::CONNECTION, HeaderValue::from_static("close"));
    }
    response
}

/// Logs a failed response. A 503 is the server answering as designed (maintenance, not ready),
/// so it is an info line; every other server error or transport failure is an error.
fn log_failure(class: ServerErrorsFailureClass, latency: Duration, _span: &tracing::Span) {
    let latency_ms = latency.as_millis();
    match class {
        ServerErrorsFailureClass::StatusCode(status)
            if status == axum::http::StatusCode::SERVICE_UNAVAILABLE =>
        {
            tracing::info!(%status, latency_ms, "service unavailable");
        }
        class => tracing::error!(classification = %class, latency_ms, "response failed"),
    }
}

/// The payments frame's stack: request ids, request logs of method and path only (never
/// the query's frame token, never a body) and its security headers.
pub fn wrap_frame(router: Router, config: &Config) -> Router {
    router
        .layer(PropagateRequestIdLayer::new(REQUEST_ID))
        .layer(
            TraceLayer::new_for_http()
                .make_span_with(|req: &Request<_>| {
                    tracing::info_span!(
                        "frame_request",
                        method = %req.method(),
                        path = %req.uri().path(),
                    )
                })
                .on_failure(log_failure),
        )
        .layer(SetRequestIdLayer::new(REQUEST_ID, MakeRequestUuid))
        .layer(SecurityHeaders::payments_frame(config).layer())
        .layer(axum::middleware::from_fn(close_after_unread_body))
}
