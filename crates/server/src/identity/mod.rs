//! Identity REST API (see `docs/product/shell-and-identity.md`): the OAuth token and authorization
//! endpoints, sign-up, logout, login and email preferences, password reset and change,
//! regions and the development mailbox. Handlers are thin: they extract, call a service function of
//! their module and map its typed error to the JSON shape of [`errors`].
//!
//! Every route answers within 5 seconds (see `docs/product/shell-and-identity.md`): a slower
//! request gets 504 JSON.

pub mod authorize;
pub mod clients;
pub mod dev_mailbox;
pub mod email_preferences;
pub mod errors;
pub mod extract;
pub mod live_sessions;
pub mod login;
pub mod logout;
pub mod one_time_code;
pub mod password_reset;
pub mod preferences;
pub mod regions;
pub mod sessions;
pub mod signup;
pub mod throttle;
pub mod token;

use crate::state::AppState;
use axum::error_handling::HandleErrorLayer;
use axum::http::StatusCode;
use axum::response::IntoResponse;
use axum::routing::{get, post};
use axum::{BoxError, Router};
use errors::ApiError;
use std::time::Duration;
use tower::ServiceBuilder;

/// Time limit of every identity request.
pub const TIMEOUT: Duration = Duration::from_secs(5);

async fn timed_out(err: BoxError) -> axum::response::Response {
    if err.is::<tower::timeout::error::Elapsed>() {
        ApiError::base(
            StatusCode::GATEWAY_TIMEOUT,
            "The request took too long. Please try again.",
        )
        .into_response()
    } else {
        ApiError::internal(err).into_response()
    }
}

/// Answers 504 JSON for requests to `router` that take longer than `limit`.
pub fn with_timeout<S: Clone + Send + Sync + 'static>(
    router: Router<S>,
    limit: Duration,
) -> Router<S> {
    router.layer(
        ServiceBuilder::new()
            .layer(HandleErrorLayer::new(timed_out))
            .timeout(limit),
    )
}

/// The identity routes, with their 5-second time limit.
pub fn routes() -> Router<AppState> {
    let routes = Router::new()
        .route("/oauth/token", post(token::token))
        .route(
            "/oauth/authorize",
            get(authorize::show).post(authorize::submit),
        )
        .route("/api/accounts", post(signup::handler))
        .route("/api/logout", post(logout::handler))
        .route(
            "/api/login_preferences",
            get(preferences::show).patch(preferences::patch),
        )
        .route("/api/password", post(password_reset::change_handler))
        .route(
            "/api/password_reset_requests",
            post(password_reset::request_handler),
        )
        .route("/api/password_resets", post(password_reset::reset_handler))
        .route("/i/regions", get(regions::handler))
        .route(
            "/i/email_preferences",
            get(email_preferences::show).patch(email_preferences::patch),
        )
        .route("/api/dev/mailbox", get(dev_mailbox::handler));
    with_timeout(routes, TIMEOUT)
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::body::Body;
    use axum::http::Request;
    use tower::ServiceExt;

    #[tokio::test]
    async fn slow_requests_get_504_json() {
        let slow = Router::new().route(
            "/slow",
            get(|| async {
                tokio::time::sleep(Duration::from_secs(5)).await;
                "late"
            }),
        );
        let app = with_timeout(slow, Duration::from_millis(50));
        let res = app
            .oneshot(Request::get("/slow").body(Body::empty()).unwrap())
            .await
            .unwrap();
        assert_eq!(res.status(), StatusCode::GATEWAY_TIMEOUT);
        let bytes = axum::body::to_bytes(res.into_body(), 4096).await.unwrap();
        let body: serde_json::Value = serde_json::from_slice(&bytes).unwrap();
        assert_eq!(
            body["errors"]["base"][0]["message"],
            "The request took too long. Please try again."
        );
    }
}
