//! The sportsbook server: axum router, identity REST, GraphQL (HTTP and websocket),
//! static web app, background jobs and sandbox providers.

pub mod betslip;
pub mod brand;
pub mod bus;
pub mod casino;
pub mod catalogue;
pub mod client_location;
pub mod clock;
pub mod config;
pub mod drain;
pub mod feed;
pub mod flags;
pub mod graphql;
pub mod http;
pub mod identity;
pub mod jobs;
pub mod linking;
pub mod location;
pub mod mail;
pub mod password;
pub mod platform;
pub mod promotions;
pub mod responsible_gaming;
pub mod seal;
pub mod search;
pub mod seed;
pub mod settlement;
pub mod sms;
pub mod state;
pub mod streaming;
pub mod telemetry;
pub mod tokens;
pub mod verification;
pub mod viewer;
pub mod wallet;
pub mod watch;

use axum::Router;
use state::AppState;
use std::future::Future;
use std::sync::Arc;
use tokio::net::TcpListener;

/// The whole HTTP surface of the server.
pub fn router(state: AppState) -> Router {
    let api = Router::new()
        .merge(http::health::routes())
        .merge(identity::routes())
        .merge(linking::routes(&state))
        .merge(telemetry::routes())
        .merge(flags::dev::routes())
        .merge(graphql::routes(&state))
        .merge(wallet::acknowledgement::routes())
        .merge(platform::routes())
        .merge(location::collector::routes())
        .merge(responsible_gaming::routes())
        .merge(settlement::share::routes())
        .merge(casino::routes());
    // The platform gate (maintenance 503, waiting-room 202) sits inside the request-id,
    // logging and body-limit layers so its answers are logged like any other.
    let gated = api
        .merge(http::web_app::routes(&state.config))
        .layer(axum::middleware::from_fn_with_state(
            state.clone(),
            platform::middleware::gate,
        ))
        .layer(tower_http::limit::RequestBodyLimitLayer::new(
            state.config.max_body_bytes,
        ));
    // Feed documents are larger than any bettor request and keep flowing during maintenance,
    // as do operators' hand grades and processor callbacks (money already moved at the
    // processor), and identity-verification results.
    // The W-2G ID upload carries a document of up to 5 MB: it has its own body limit, behind
    // the same platform gate.
    let tax = casino::tax_routes().layer(axum::middleware::from_fn_with_state(
        state.clone(),
        platform::middleware::gate,
    ));
    // The identity-verification photos have their own body limit too.
    let verification = verification::http::routes().layer(axum::middleware::from_fn_with_state(
        state.clone(),
        platform::middleware::gate,
    ));
    let app = gated
        .merge(tax)
        .merge(verification)
        .merge(feed::http::routes())
        .merge(settlement::operator::routes())
        .merge(wallet::callbacks::routes())
        .merge(verification::callbacks::routes());
    http::middleware::wrap(app, &state.config).with_state(state)
}

/// The payments frame's whole HTTP surface (its own origin, see [`serve_payments_frame`]).
pub fn payments_frame_router(state: AppState) -> Router {
    let config = state.config.clone();
    http::middleware::wrap_frame(wallet::frame::router(state), &config)
}

/// Loads this node's sports catalogue from the store, follows the other nodes' events (with
/// NATS) and starts competing for the singleton jobs ([`jobs`]). `serve` calls it first.
pub async fn start(state: &AppState) -> anyhow::Result<()> {
    // The stream's position before the snapshot: what is committed after it is read again.
    let position = match state.bus.cluster() {
        Some(cluster) => Some(cluster.position().await?),
        None => None,
    };
    let now = state.clock.now();
    let snapshot = state
        .store
        .catalogue_snapshot(now - catalogue::FINISHED_VISIBLE)
        .await?;
    let (events, markets) = (snapshot.events.len(), snapshot.markets.len());
    state.catalogue.load(snapshot, now);
    tracing::info!(events, markets, "catalogue loaded");
    if let (Some(cluster), Some(position)) = (state.bus.cluster(), position) {
        let follower: Arc<dyn bus::Follower> = state.feed.clone();
        cluster.follow(position, follower);
        tracing::info!(node = %state.node, position, "following the other nodes' events");
    }
    search::start(Arc::clone(&state.catalogue), Arc::clone(&state.search));
    verification::log_availability(state);
    casino::jackpots::ensure(state).await?;
    jobs::start(state).await?;
    // Load the region boundaries now rather than on the first location check.
    location::boundaries::Boundaries::shared().map_err(anyhow::Error::msg)?;
    tracing::info!(
        attribution = location::boundaries::ATTRIBUTION,
        "region boundaries loaded"
    );

    Ok(())
}

/// Serves the payments frame (its own origin) on an already bound listener until `shutdown`
/// resolves.
pub async fn serve_payments_frame(
    listener: TcpListener,
    state: AppState,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    axum::serve(listener, payments_frame_router(state))
        .with_graceful_shutdown(shutdown)
        .await
}

/// Serves on an already bound listener until `shutdown` resolves (tests bind port 0).
pub async fn serve(
    listener: TcpListener,
    state: AppState,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    start(&state).await.map_err(std::io::Error::other)?;
    let app = router(state.clone()).into_make_service_with_connect_info::<std::net::SocketAddr>();
    let drain = Arc::clone(&state.drain);
    let shutdown = async move {
        shutdown.await;
        drain.start();
    };
    let served = axum::serve(listener, app)
        .with_graceful_shutdown(shutdown)
        .await;
    // In-flight requests have finished: hand the jobs to another node at once.
    state.jobs.stop(&state).await;
    served
}
