//! The casino: its catalogue ([`catalogue`]), game providers ([`provider`], with the
//! built-in one in [`builtin`]), launching a game with the platform's checks ([`launch`]) and
//! the seamless wallet every provider moves money through ([`wallet`]), free rounds and
//! free-to-play promotions ([`rewards`], docs/product/casino-rewards.md), progressive jackpots
//! ([`jackpots`]). The rules are in
//! docs/product/casino.md; the game maths is the `casino-games` crate.

pub mod builtin;
pub mod catalogue;
pub mod jackpots;
pub mod launch;
pub mod provider;
pub mod rewards;
pub mod tax;
pub mod wallet;

use crate::clock::Clock;
use crate::state::AppState;
use axum::Router;
use provider::GameProvider;
use std::sync::Arc;

/// The casino's providers.
pub struct Casino {
    /// The built-in provider (its API reads its launch keys and demo tables).
    pub builtin: Arc<builtin::BuiltinProvider>,
    /// The draws of stakes on games that feed a jackpot.
    pub jackpot_draws: jackpots::Draws,
}

impl Casino {
    pub fn new(token_secret: &str, clock: Arc<Clock>) -> Self {
        Self {
            builtin: Arc::new(builtin::BuiltinProvider::new(token_secret, clock)),
            jackpot_draws: jackpots::Draws::default(),
        }
    }

    /// The provider with code `code`.
    pub fn provider(&self, code: &str) -> Option<Arc<dyn GameProvider>> {
        let builtin: Arc<dyn GameProvider> = self.builtin.clone();
        (builtin.code() == code).then_some(builtin)
    }
}

/// The seamless wallet and the built-in provider's game client API.
pub fn routes() -> Router<AppState> {
    wallet::routes().merge(builtin::api::routes())
}

/// The W-2G routes: the ID upload (a body far larger than the app's default limit) and the
/// forms' PDFs. Served beside, not inside, the app's body-limit layer; the platform gate is
/// added by the caller.
pub fn tax_routes() -> Router<AppState> {
    tax::routes()
}
