//! What one spin showed and paid.

use super::machine::{REELS, ROWS};
use super::paytable::Symbol;
use serde::{Deserialize, Serialize};

/// A paid spin of the base game, or one of the free spins it awarded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SpinKind {
    Base,
    /// Wins are multiplied by [`super::FREE_SPIN_MULTIPLIER`]; no free spins are awarded.
    Free,
}

/// A win on one payline.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LineWin {
    /// The line's number, from 1 (see [`super::LINES`]).
    pub line: u32,
    pub symbol: Symbol,
    /// How many of the symbol, from the first reel.
    pub count: usize,
    pub win_cents: u64,
}

/// One spin of the reels.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Spin {
    pub kind: SpinKind,
    /// Each reel's stop: the position of its strip shown in the top row.
    pub stops: [usize; REELS],
    /// The symbols shown, reel by reel, top to bottom.
    pub window: [[Symbol; ROWS]; REELS],
    pub line_wins: Vec<LineWin>,
    /// Scatters anywhere in the window.
    pub scatters: usize,
    pub scatter_win_cents: u64,
    pub free_spins_awarded: u32,
    /// The lines' and the scatters' wins.
    pub win_cents: u64,
}
