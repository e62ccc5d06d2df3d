//! The sportsbook server: axum router, identity REST, GraphQL (HTTP and websocket),
//! static web app, background jobs and sandbox providers.

pub mod brand;
pub mod bus;
pub mod catalogue;
pub mod client_location;
pub mod config;
pub mod flags;
pub mod graphql;
pub mod http;
pub mod identity;
pub mod mail;
pub mod password;
pub mod platform;
pub mod seed;
pub mod sms;
pub mod state;
pub mod telemetry;
pub mod tokens;
pub mod viewer;

use axum::Router;
use state::AppState;
use std::future::Future;
use tokio::net::TcpListener;

/// The whole HTTP surface of the server.
pub fn router(state: AppState) -> Router {
    let api = Router::new()
        .merge(http::health::routes())
        .merge(identity::routes())
        .merge(telemetry::routes())
        .merge(flags::dev::routes())
        .merge(graphql::routes(&state))
        .merge(platform::routes());
    // The platform gate (maintenance 503, waiting-room 202) sits inside the request-id,
    // logging and body-limit layers so its answers are logged like any other.
    let gated = api.merge(http::web_app::routes(&state.config)).layer(
        axum::middleware::from_fn_with_state(state.clone(), platform::middleware::gate),
    );
    http::middleware::wrap(gated, &state.config).with_state(state)
}

/// Serves on an already bound listener until `shutdown` resolves (tests bind port 0).
pub async fn serve(
    listener: TcpListener,
    state: AppState,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let app = router(state).into_make_service_with_connect_info::<std::net::SocketAddr>();
    axum::serve(listener, app)
        .with_graceful_shutdown(shutdown)
        .await
}
