//! Progressive jackpots on the server (docs/product/casino.md, "Jackpots"; the rules are
//! `domain::jackpot`, the pools' storage `store::JackpotStore`): the pools are created at
//! start from the catalogue, and each real-money stake on a game that feeds one carries a
//! draw from the casino RNG to the wallet's debit, where the store adds the contribution and
//! pays a hit in the stake's own transaction.

use crate::casino::catalogue::{self, GameInfo};
use crate::state::AppState;
use casino_games::Rng;
use casino_games::seed::EntropyError;
use domain::jackpot::{self, JackpotDraw};
use std::num::NonZeroUsize;

/// Creates the catalogue's pools that do not exist yet, each funded with its seed by the house.
pub async fn ensure(state: &AppState) -> anyhow::Result<()> {
    let now = state.clock.now();
    for j in catalogue::jackpots() {
        let pool = state
            .store
            .ensure_jackpot(j.slug, jackpot::POOL_CURRENCY, j.seed_cents, now)
            .await?;
        tracing::info!(jackpot = j.slug, amount = %pool.amount.formatted(), "jackpot pool ready");
    }
    Ok(())
}

/// Where stakes' draws come from: the casino RNG, or draws queued by a test of the running
/// server (like its clock, moved by tests; nothing outside the process can queue one).
#[derive(Debug, Default)]
pub struct Draws {
    queued: std::sync::Mutex<std::collections::VecDeque<u64>>,
}

impl Draws {
    /// Makes the next stake on a feeding game draw `n` (0 hits), for tests.
    pub fn queue(&self, n: u64) {
        self.queued
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .push_back(n);
    }

    /// The draw a stake on `game` is judged with, when the game feeds a jackpot: uniform in
    /// `0..H` from a fresh ChaCha20 stream seeded by the operating system.
    pub fn draw_for(&self, game: &GameInfo) -> Result<Option<JackpotDraw>, EntropyError> {
        let Some(j) = catalogue::jackpot_of(game.slug) else {
            return Ok(None);
        };
        let queued = self
            .queued
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .pop_front();
        if let Some(n) = queued {
            return Ok(Some(j.draw(n.min(j.denominator.saturating_sub(1)))));
        }
        let Some(bound) = usize::try_from(j.denominator)
            .ok()
            .and_then(NonZeroUsize::new)
        else {
            return Ok(None);
        };
        let drawn = Rng::from_os()?.index(bound);
        Ok(u64::try_from(drawn).ok().map(|n| j.draw(n)))
    }
}
