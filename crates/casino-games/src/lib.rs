//! The built-in casino's game maths: the random number generator, the games (a video slot,
//! European roulette, blackjack and keno), their designed return to player, and the round
//! record an auditor replays.
//!
//! Nothing in this crate performs I/O, keeps time or knows the wallet: a game takes validated
//! bets and an [`Rng`], and returns its outcome with the stake and the win in integer cents. The
//! one call outside the process is [`Seed::from_os`], which asks the operating system for
//! entropy. The rules, paytables and how each RTP is computed are in
//! docs/product/casino-games.md.

pub mod blackjack;
mod convert;
pub mod keno;
pub mod record;
pub mod roulette;
pub mod rtp;
pub mod seed;
pub mod slot;
pub mod stake;

mod rng;
#[cfg(test)]
mod stats;

pub use record::{Bets, Game, Outcome, RoundRecord, play, replay};
pub use rng::Rng;
pub use seed::{Commitment, EntropyError, Seed};
pub use stake::{Stake, StakeError};
