//! The slot's RTP, exactly, from its strips and paytable.
//!
//! A spin pays its lines and its scatters. A reel's stop is uniform over its strip, so the symbol
//! it shows in any row is distributed as the strip's symbol counts, independently of the other
//! reels: every line has the same expected win, the sum over all symbol combinations of the
//! product of the reels' counts of those symbols times the combination's pay, over the number of
//! stop combinations. Scatters pay on whole columns: each reel's number of scatters in the window
//! is counted over all its stops, and the reels' counts are convolved.
//!
//! Free spins play the same reels with every win multiplied by `m` and award no further spins, so
//! a spin that awards `n` free spins is worth `n * m * E[spin]` more. With `mu` the expected number
//! of free spins a paid spin awards:
//!
//! `RTP = E[spin] / total bet * (1 + m * mu)`.

use super::machine::{Machine, ROWS, column_at};
use super::paytable::{FREE_SPIN_MULTIPLIER, Symbol, line_hit, scatter_award};
use crate::convert::to_u64;
use crate::rtp::ExactRtp;

impl Machine {
    /// The RTP of a round (a paid spin and the free spins it awards), exactly.
    pub fn exact_rtp(&self) -> ExactRtp {
        let combinations: u128 = self
            .reels()
            .iter()
            .map(|strip| count(strip.len()))
            .product();
        let lines = u128::from(self.line_count());
        let symbol_counts: Vec<Vec<(Symbol, u128)>> = self
            .reels()
            .iter()
            .map(|strip| symbol_counts(strip))
            .collect();
        // Line bets over all stop combinations.
        let line_pays = line_pays(&symbol_counts, &mut Vec::new(), 1);
        let (scatter_pays, free_spins) = self.scatter_counts().iter().zip(0..).fold(
            (0, 0),
            |(pays, spins), (&stops, scatters)| {
                let award = scatter_award(scatters);
                (
                    pays + stops * u128::from(award.pays),
                    spins + stops * u128::from(award.free_spins),
                )
            },
        );
        let spin = lines * line_pays + lines * scatter_pays;
        let multiplier = u128::from(FREE_SPIN_MULTIPLIER);
        ExactRtp::new(
            spin * (combinations + multiplier * free_spins),
            lines * combinations * combinations,
        )
    }

    /// How many stop combinations show 0, 1, 2... scatters in the window.
    fn scatter_counts(&self) -> Vec<u128> {
        self.reels().iter().fold(vec![1], |so_far, strip| {
            let mut reel = vec![0; ROWS + 1];
            for stop in 0..strip.len() {
                let scatters = column_at(strip, stop)
                    .iter()
                    .filter(|symbol| **symbol == Symbol::Scatter)
                    .count();
                if let Some(stops) = reel.get_mut(scatters) {
                    *stops += 1;
                }
            }
            convolve(&so_far, &reel)
        })
    }
}

/// How often each symbol is on `strip`.
fn symbol_counts(strip: &[Symbol]) -> Vec<(Symbol, u128)> {
    Symbol::ALL
        .iter()
        .map(|symbol| {
            (
                *symbol,
                count(strip.iter().filter(|s| *s == symbol).count()),
            )
        })
        .filter(|(_, count)| *count > 0)
        .collect()
}

/// The line bets one line pays over every combination of the remaining `reels`' symbols after
/// `line`, each weighted by how many stop combinations show it (`weight` for `line` so far).
fn line_pays(reels: &[Vec<(Symbol, u128)>], line: &mut Vec<Symbol>, weight: u128) -> u128 {
    let Some((reel, rest)) = reels.split_first() else {
        return line_hit(line).map_or(0, |hit| weight * u128::from(hit.pays));
    };
    reel.iter()
        .map(|&(symbol, count)| {
            line.push(symbol);
            let pays = line_pays(rest, line, weight * count);
            line.pop();
            pays
        })
        .sum()
}

/// The distribution of a sum of two independent counts, as numbers of combinations.
fn convolve(a: &[u128], b: &[u128]) -> Vec<u128> {
    let mut sum = vec![0; (a.len() + b.len()).saturating_sub(1)];
    for (i, x) in a.iter().enumerate() {
        for (j, y) in b.iter().enumerate() {
            if let Some(cell) = sum.get_mut(i + j) {
                *cell += x * y;
            }
        }
    }
    sum
}

fn count(n: usize) -> u128 {
    u128::from(to_u64(n))
}
