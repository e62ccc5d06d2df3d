//! The platform gate: in front of the API, answers 503 while maintenance is on and 202
//! while the caller waits for a waiting-room seat.
//!
//! Gated: `/graphql`, `/oauth/*`, `/api/*` and `/i/*`. Never gated: health probes, static
//! files, `/api/maintenance`, `/api/waiting-room`, `/api/dev/*` and the push feed
//! (`/api/feed/*`, which is not a bettor's path and keeps prices current during maintenance). Websocket upgrades are
//! subject to maintenance but not to the waiting room (browsers cannot send the ticket
//! header on them, and they need an admitted page to exist at all).

use super::{maintenance, waiting_room};
use crate::state::AppState;
use axum::extract::{Request, State};
use axum::middleware::Next;
use axum::response::Response;

/// Whether the gate applies to `path`.
pub fn is_gated(path: &str) -> bool {
    if path == "/api/maintenance"
        || path == "/api/waiting-room"
        || path == "/api/dev"
        || path.starts_with("/api/dev/")
        || path.starts_with("/api/feed/")
    {
        return false;
    }
    path == "/graphql"
        || path.starts_with("/graphql/")
        || path.starts_with("/oauth/")
        || path.starts_with("/api/")
        || path.starts_with("/i/")
}

fn is_websocket_upgrade(req: &Request) -> bool {
    req.headers()
        .get(axum::http::header::UPGRADE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.eq_ignore_ascii_case("websocket"))
}

/// The middleware (`axum::middleware::from_fn_with_state`).
pub async fn gate(State(state): State<AppState>, req: Request, next: Next) -> Response {
    let path = req.uri().path().to_owned();
    if !is_gated(&path) {
        return next.run(req).await;
    }
    let settings = match state
        .platform
        .settings(state.store.as_ref(), state.clock.now())
        .await
    {
        Ok(settings) => settings,
        Err(err) => {
            // Without the switches we cannot tell; let the request through (it needs the
            // same store and fails on its own if the store is down).
            tracing::error!(error = %err, "platform settings unavailable");
            return next.run(req).await;
        }
    };
    if let Some(content) = maintenance::active_content(&settings) {
        return maintenance::blocked_response(content);
    }

    let presented = waiting_room::presented_ticket(req.headers());
    let max = waiting_room::max_sessions(&state, &settings);
    if max == 0 || is_websocket_upgrade(&req) {
        let res = next.run(req).await;
        if let Some(ticket) = presented {
            if path == "/api/logout" && res.status().is_success() {
                waiting_room::release(&state, &ticket).await;
            }
            return waiting_room::with_ticket(res, &ticket);
        }
        return res;
    }

    let ticket = presented.unwrap_or_else(waiting_room::new_ticket);
    match waiting_room::admission(&state, &ticket, max).await {
        Ok(store::Admission::Admitted) => {}
        Ok(waiting @ store::Admission::Waiting { .. }) => {
            return waiting_room::waiting_response(waiting, &ticket);
        }
        Err(err) => {
            tracing::error!(error = %err, "admission check failed; letting the request through");
        }
    }
    let res = next.run(req).await;
    if path == "/api/logout" && res.status().is_success() {
        waiting_room::release(&state, &ticket).await;
    }
    waiting_room::with_ticket(res, &ticket)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gated_paths() {
        for p in [
            "/graphql",
            "/oauth/token",
            "/oauth/authorize",
            "/api/accounts",
            "/api/logout",
            "/i/regions",
        ] {
            assert!(is_gated(p), "{p}");
        }
        for p in [
            "/",
            "/healthz",
            "/readyz",
            "/assets/index.js",
            "/account/summary",
            "/api/maintenance",
            "/api/waiting-room",
            "/api/dev/maintenance",
            "/api/dev/mailbox",
        ] {
            assert!(!is_gated(p), "{p}");
        }
    }
}
