//! Bet sharing: a link-sharing provider turns a bet into a short link (`make_new_link`: one link
//! per bet and channel, made on first use). The built-in provider is the server's own short links,
//! `GET /s/{code}`, which send the visitor to the app's shared bet page with the channel as
//! `utm_source` (see `docs/product/settlement-and-cash-out.md`). An operator with a branded link
//! vendor puts its client behind [`LinkSharing`].

use crate::state::AppState;
use async_trait::async_trait;
use axum::Router;
use axum::extract::{Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use domain::ids::{BetId, UserId};
use store::{Store, StoreResult};

/// The channel of a link shared without naming one.
pub const DEFAULT_CHANNEL: &str = "share";

/// A bet's shareable link.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SharedLink {
    /// What the bettor copies.
    pub url: String,
    /// The id the shared bet page asks for (`sharedBet(canonicalUrl:)`).
    pub canonical_url: String,
}

/// A link-sharing provider.
#[async_trait]
pub trait LinkSharing: Send + Sync {
    /// The link to `user`'s bet for `channel` (the same link every time).
    /// `StoreError::NotFound("bet")` for a bet that is not the user's.
    async fn make_new_link(
        &self,
        store: &dyn Store,
        user: &UserId,
        bet_id: &BetId,
        channel: &str,
    ) -> StoreResult<SharedLink>;
}

/// The built-in provider: short links served by this server under `{public_url}/s/`, dated
/// by `clock`.
pub struct ShortLinks {
    pub public_url: String,
    pub clock: std::sync::Arc<crate::clock::Clock>,
}

#[async_trait]
impl LinkSharing for ShortLinks {
    async fn make_new_link(
        &self,
        store: &dyn Store,
        user: &UserId,
        bet_id: &BetId,
        channel: &str,
    ) -> StoreResult<SharedLink> {
        let link = store
            .create_share_link(user, bet_id, channel, self.clock.now())
            .await?;
        Ok(SharedLink {
            url: format!("{}/s/{}", self.public_url.trim_end_matches('/'), link.code),
            canonical_url: link.code,
        })
    }
}

/// `GET /s/{code}`.
pub fn routes() -> Router<AppState> {
    Router::new().route("/s/{code}", get(open_link))
}

/// Sends the visitor to the shared bet page (303), or 404 for an unknown code.
async fn open_link(State(state): State<AppState>, Path(code): Path<String>) -> Response {
    if !store::is_share_code(&code) {
        return StatusCode::NOT_FOUND.into_response();
    }
    let channel = match channel_of(state.store.as_ref(), &code).await {
        Ok(Some(channel)) => channel,
        Ok(None) => return StatusCode::NOT_FOUND.into_response(),
        Err(e) => {
            tracing::error!(error = %e, "share link lookup failed");
            return StatusCode::SERVICE_UNAVAILABLE.into_response();
        }
    };
    let location = format!(
        "/shared_bet?canonicalUrl={}&utm_source={}",
        urlencoding(&code),
        urlencoding(&channel)
    );
    (StatusCode::SEE_OTHER, [(header::LOCATION, location)]).into_response()
}

/// The channel a share code was made for.
async fn channel_of(store: &dyn Store, code: &str) -> StoreResult<Option<String>> {
    let Some(bet) = store.shared_bet(code).await? else {
        return Ok(None);
    };
    Ok(store
        .share_links(std::slice::from_ref(&bet.id))
        .await?
        .into_iter()
        .find(|l| l.code == code)
        .map(|l| l.channel))
}

/// Codes and channels are URL-safe by construction; this keeps the redirect safe even so.
fn urlencoding(s: &str) -> String {
    s.bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.') {
                char::from(b).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}
