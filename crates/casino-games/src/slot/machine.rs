//! The machine: five reel strips, the window they show and the 20 paylines across it.

use super::paytable::{FREE_SPIN_MULTIPLIER, Symbol, line_hit, scatter_award};
use super::spin::{LineWin, Spin, SpinKind};
use crate::convert::to_u64;
use crate::rng::Rng;
use std::num::NonZeroUsize;

/// Reels in the window.
pub const REELS: usize = 5;
/// Rows in the window.
pub const ROWS: usize = 3;

/// A row of the window.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Row {
    Top,
    Middle,
    Bottom,
}

impl Row {
    /// This row's symbol of a reel's column.
    const fn of(self, [top, middle, bottom]: [Symbol; ROWS]) -> Symbol {
        match self {
            Row::Top => top,
            Row::Middle => middle,
            Row::Bottom => bottom,
        }
    }
}

/// A payline: the row it crosses on each reel.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Line(pub [Row; REELS]);

use Row::{Bottom as B, Middle as M, Top as T};

/// The 20 fixed paylines, numbered from 1 in this order.
pub const LINES: [Line; 20] = [
    Line([M, M, M, M, M]),
    Line([T, T, T, T, T]),
    Line([B, B, B, B, B]),
    Line([T, M, B, M, T]),
    Line([B, M, T, M, B]),
    Line([T, T, M, B, B]),
    Line([B, B, M, T, T]),
    Line([M, T, T, T, M]),
    Line([M, B, B, B, M]),
    Line([T, M, M, M, T]),
    Line([B, M, M, M, B]),
    Line([M, T, M, B, M]),
    Line([M, B, M, T, M]),
    Line([T, M, T, M, T]),
    Line([B, M, B, M, B]),
    Line([M, M, T, M, M]),
    Line([M, M, B, M, M]),
    Line([T, T, B, T, T]),
    Line([B, B, T, B, B]),
    Line([T, B, B, B, T]),
];

/// The reel strips and the paylines: with the paytable (`super::paytable`), the whole game.
#[derive(Debug, Clone, Copy)]
pub struct Machine {
    reels: [&'static [Symbol]; REELS],
    lines: &'static [Line],
}

/// The casino's slot (docs/product/casino-games.md, "Slot").
pub static MACHINE: Machine = Machine {
    reels: [&REEL_1, &REEL_2, &REEL_3, &REEL_4, &REEL_5],
    lines: &LINES,
};

impl Machine {
    /// A machine of other strips and lines, to check the RTP computation against enumeration.
    #[cfg(test)]
    pub(super) const fn with(reels: [&'static [Symbol]; REELS], lines: &'static [Line]) -> Self {
        Self { reels, lines }
    }

    /// The reel strips, each read top to bottom as it passes the window.
    pub const fn reels(&self) -> &[&'static [Symbol]; REELS] {
        &self.reels
    }

    /// The paylines.
    pub const fn lines(&self) -> &'static [Line] {
        self.lines
    }

    /// How many line bets a spin costs.
    pub const fn line_count(&self) -> u64 {
        to_u64(self.lines.len())
    }

    /// A round: a spin and, when it awards them, its free spins.
    pub(crate) fn play(&self, line_bet: u64, rng: &mut Rng) -> (Spin, Vec<Spin>) {
        let base = self.spin_at(self.stops(rng), line_bet, SpinKind::Base);
        let free_spins = (0..base.free_spins_awarded)
            .map(|_| self.spin_at(self.stops(rng), line_bet, SpinKind::Free))
            .collect();
        (base, free_spins)
    }

    /// Where each reel stops: a uniform position of its strip.
    fn stops(&self, rng: &mut Rng) -> [usize; REELS] {
        self.reels
            .map(|strip| NonZeroUsize::new(strip.len()).map_or(0, |len| rng.index(len)))
    }

    /// The spin whose reels stop at `stops` (the position of each strip shown in the top row).
    pub(crate) fn spin_at(&self, stops: [usize; REELS], line_bet: u64, kind: SpinKind) -> Spin {
        let window = self.window(stops);
        let multiplier = match kind {
            SpinKind::Base => 1,
            SpinKind::Free => FREE_SPIN_MULTIPLIER,
        };
        let line_wins: Vec<LineWin> = self
            .lines
            .iter()
            .zip(1..)
            .filter_map(|(line, number)| {
                line_hit(&line_symbols(line, &window)).map(|hit| LineWin {
                    line: number,
                    symbol: hit.symbol,
                    count: hit.count,
                    win_cents: hit.pays * line_bet * multiplier,
                })
            })
            .collect();
        let scatters = window
            .iter()
            .flatten()
            .filter(|symbol| **symbol == Symbol::Scatter)
            .count();
        let award = scatter_award(scatters);
        let scatter_win_cents = award.pays * line_bet * self.line_count() * multiplier;
        let free_spins_awarded = match kind {
            SpinKind::Base => award.free_spins,
            SpinKind::Free => 0,
        };
        let win_cents = line_wins.iter().map(|win| win.win_cents).sum::<u64>() + scatter_win_cents;
        Spin {
            kind,
            stops,
            window,
            line_wins,
            scatters,
            scatter_win_cents,
            free_spins_awarded,
            win_cents,
        }
    }

    /// The symbols in the window, reel by reel, top to bottom.
    fn window(&self, stops: [usize; REELS]) -> [[Symbol; ROWS]; REELS] {
        let mut window = [[Symbol::Cherry; ROWS]; REELS];
        for ((column, strip), stop) in window.iter_mut().zip(self.reels).zip(stops) {
            *column = column_at(strip, stop);
        }
        window
    }
}

/// The symbols a strip shows in the window when it stops at `stop`, top to bottom (every strip
/// of a machine has at least as many stops as the window has rows).
pub(crate) fn column_at(strip: &[Symbol], stop: usize) -> [Symbol; ROWS] {
    let mut column = [Symbol::Cherry; ROWS];
    for (cell, symbol) in column.iter_mut().zip(strip.iter().cycle().skip(stop)) {
        *cell = *symbol;
    }
    column
}

/// The symbols `line` crosses in `window`.
fn line_symbols(line: &Line, window: &[[Symbol; ROWS]; REELS]) -> [Symbol; REELS] {
    let mut symbols = [Symbol::Cherry; REELS];
    for ((symbol, row), column) in symbols.iter_mut().zip(line.0).zip(window) {
        *symbol = row.of(*column);
    }
    symbols
}

use Symbol::{Bar, Bell, Cherry, Lemon, Melon, Orange, Plum, Scatter, Seven, Wild};

// Reels 1 and 5 carry one seven, bar and bell each; reels 2 to 4 two or three. Every strip has
// one scatter, so a reel shows at most one.
const REEL_1: [Symbol; 32] = [
    Scatter, Orange, Lemon, Melon, Cherry, Cherry, Orange, Seven, Lemon, Cherry, Plum, Orange,
    Wild, Melon, Bar, Lemon, Cherry, Orange, Lemon, Cherry, Plum, Bell, Orange, Cherry, Melon,
    Lemon, Cherry, Orange, Wild, Lemon, Cherry, Plum,
];
const REEL_2: [Symbol; 32] = [
    Cherry, Seven, Bar, Scatter, Orange, Plum, Melon, Lemon, Cherry, Bell, Wild, Lemon, Orange,
    Bar, Melon, Plum, Cherry, Seven, Cherry, Lemon, Bell, Plum, Melon, Orange, Bar, Cherry, Wild,
    Lemon, Orange, Plum, Melon, Bell,
];
const REEL_3: [Symbol; 32] = [
    Bar, Cherry, Wild, Lemon, Orange, Plum, Melon, Bell, Cherry, Seven, Bar, Scatter, Orange, Plum,
    Melon, Lemon, Cherry, Bell, Wild, Lemon, Orange, Bar, Melon, Plum, Cherry, Seven, Cherry,
    Lemon, Bell, Plum, Melon, Orange,
];
const REEL_4: [Symbol; 32] = [
    Cherry, Seven, Cherry, Lemon, Bell, Plum, Melon, Orange, Bar, Cherry, Wild, Lemon, Orange,
    Plum, Melon, Bell, Cherry, Seven, Bar, Scatter, Orange, Plum, Melon, Lemon, Cherry, Bell, Wild,
    Lemon, Orange, Bar, Melon, Plum,
];
const REEL_5: [Symbol; 32] = [
    Cherry, Plum, Bell, Orange, Cherry, Melon, Lemon, Cherry, Orange, Wild, Lemon, Cherry, Plum,
    Scatter, Orange, Lemon, Melon, Cherry, Cherry, Orange, Seven, Lemon, Cherry, Plum, Orange,
    Wild, Melon, Bar, Lemon, Cherry, Orange, Lemon,
];

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn the_lines_are_twenty_different_paths() {
        let distinct: HashSet<Line> = LINES.into_iter().collect();
        assert_eq!(distinct.len(), 20);
        assert_eq!(MACHINE.line_count(), 20);
    }

    #[test]
    fn every_strip_has_32_stops_and_one_scatter() {
        for strip in MACHINE.reels() {
            assert_eq!(strip.len(), 32);
            assert_eq!(strip.iter().filter(|s| **s == Symbol::Scatter).count(), 1);
        }
    }

    #[test]
    fn the_window_shows_three_consecutive_stops_wrapping_round_the_strip() {
        assert_eq!(column_at(&REEL_1, 0), [Scatter, Orange, Lemon]);
        assert_eq!(column_at(&REEL_1, 31), [Plum, Scatter, Orange]);
        assert_eq!(column_at(&REEL_1, 30), [Cherry, Plum, Scatter]);
    }

    #[test]
    fn a_spin_pays_every_line_and_the_scatters() {
        // Every reel stopped with a wild in the top row and a lemon under it.
        let stops = [28, 10, 2, 10, 9];
        let spin = MACHINE.spin_at(stops, 10, SpinKind::Base);
        assert_eq!(
            spin.window,
            [
                [Wild, Lemon, Cherry],
                [Wild, Lemon, Orange],
                [Wild, Lemon, Orange],
                [Wild, Lemon, Orange],
                [Wild, Lemon, Cherry],
            ]
        );
        // Line 2 (top): five wilds, 1000 line bets. Line 1 (middle): five lemons, 60. Line 3
        // (bottom): a cherry then oranges, nothing. Line 8 (M T T T M): three wilds between two
        // lemons, five lemons. Line 10 (T M M M T): wilds around three lemons, five lemons.
        let win = |line: u32| {
            spin.line_wins
                .iter()
                .find(|w| w.line == line)
                .map(|w| (w.symbol, w.count, w.win_cents))
        };
        assert_eq!(win(2), Some((Wild, 5, 10_000)));
        assert_eq!(win(1), Some((Lemon, 5, 600)));
        assert_eq!(win(3), None);
        assert_eq!(win(8), Some((Lemon, 5, 600)));
        assert_eq!(win(10), Some((Lemon, 5, 600)));
        assert_eq!(spin.scatters, 0);
        assert_eq!(
            spin.win_cents,
            spin.line_wins.iter().map(|w| w.win_cents).sum::<u64>()
        );
    }

    #[test]
    fn three_scatters_pay_the_total_bet_three_times_and_award_ten_free_spins() {
        // The scatter is at 0 on reel 1, 3 on reel 2, 11 on reel 3.
        let stops = [0, 3, 11, 0, 0];
        let base = MACHINE.spin_at(stops, 10, SpinKind::Base);
        assert_eq!(base.scatters, 3);
        assert_eq!(base.scatter_win_cents, 3 * 10 * 20);
        assert_eq!(base.free_spins_awarded, 10);
        let free = MACHINE.spin_at(stops, 10, SpinKind::Free);
        assert_eq!(free.free_spins_awarded, 0, "free spins do not retrigger");
        assert_eq!(free.scatter_win_cents, 3 * base.scatter_win_cents);
        assert_eq!(free.win_cents, 3 * base.win_cents);
    }
}
