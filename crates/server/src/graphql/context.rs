//! Per-request GraphQL context: who is asking and from where, plus the helpers resolvers
//! use to authenticate (`require_user`) and to require an operating region.

use super::errors;
use crate::client_location::ClientLocation;
use crate::state::AppState;
use crate::viewer::{Viewer, ViewerError};
use async_graphql::{Context, ErrorExtensions, Result};
use domain::ids::{SessionId, UserId};
use domain::region::Region;

/// What the transport (HTTP request or websocket `connection_init`) learned about the caller.
#[derive(Debug, Clone)]
pub struct RequestContext {
    /// The viewer, or why the presented token was refused. An absent token is `Viewer::Nobody`.
    pub viewer: Result<Viewer, ViewerError>,
    /// Where the request comes from (edge headers or peer address).
    pub location: ClientLocation,
}

/// The shared application state.
pub fn state<'a>(ctx: &Context<'a>) -> Result<&'a AppState> {
    ctx.data::<AppState>()
        .map_err(|e| errors::internal("schema built without AppState", e.message))
}

/// The transport's request context.
pub fn request<'a>(ctx: &Context<'a>) -> Result<&'a RequestContext> {
    ctx.data::<RequestContext>()
        .map_err(|e| errors::internal("request without RequestContext", e.message))
}

/// The viewer; a refused token is UNAUTHENTICATED (so the client refreshes or logs out).
pub fn viewer<'a>(ctx: &Context<'a>) -> Result<&'a Viewer> {
    match &request(ctx)?.viewer {
        Ok(viewer) => Ok(viewer),
        Err(ViewerError::Unauthenticated) => Err(errors::unauthenticated()),
        Err(ViewerError::Revoked(reason)) => {
            Err(errors::unauthenticated().extend_with(|_, e| e.set("reason", *reason)))
        }
        Err(ViewerError::Unavailable) => {
            Err(errors::internal("viewer lookup", "store unavailable"))
        }
    }
}

/// The account holder behind a full session, or UNAUTHENTICATED.
pub fn require_user<'a>(ctx: &Context<'a>) -> Result<(&'a UserId, &'a SessionId)> {
    viewer(ctx)?.user().ok_or_else(errors::unauthenticated)
}

/// The operating region the caller is in, or UNAUTHORIZED_REGION carrying the sportsbook and
/// websocket URLs (on HTTP and on the websocket alike). The session's verified location (an
/// unexpired location authorisation) takes precedence over the region of the request's IP;
/// visitors and unverified sessions are judged by the IP. Resolvers that take wagers call this
/// (see `docs/product/responsible-gaming-and-location.md`).
pub async fn require_operating_region(ctx: &Context<'_>) -> Result<&'static Region> {
    let state = state(ctx)?;
    let request = request(ctx)?;
    let session = request.viewer.as_ref().ok().and_then(Viewer::user);
    let now = state.clock.now();
    let operating = match crate::location::verified_location(state, session, None, now).await {
        Some(verified) => verified.operating_region(),
        None => request.location.operating_region(),
    };
    operating.ok_or_else(|| errors::unauthorized_region(&state.config))
}
