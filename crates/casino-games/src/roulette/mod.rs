//! European roulette: a single-zero wheel of 37 pockets and every standard bet
//! (docs/product/casino-games.md, "Roulette").
//!
//! Every bet returns 36/37 of its stake on average: a bet covering `k` numbers wins with
//! probability `k/37` and pays back `36/k` times the stake. A zero loses every outside bet (no
//! *la partage*).

mod bet;

pub use bet::{Bet, BetKind, HIGHEST, RED, RouletteError};

use crate::rng::Rng;
use crate::stake::Stake;
use serde::{Deserialize, Serialize};
use std::num::NonZeroU32;

/// Roulette's RTP for every bet: 36/37, which a test recomputes bet by bet.
pub const DESIGNED_RTP: f64 = 36.0 / 37.0;

/// The most wagers one spin takes: more than one of each of the 157 distinct bets.
pub const MAX_WAGERS: usize = 200;

/// The pockets: 0 to 36.
const POCKETS: NonZeroU32 = NonZeroU32::MIN.saturating_add(HIGHEST);

/// A stake on a bet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Wager {
    pub bet: Bet,
    #[serde(rename = "stake_cents")]
    pub stake: Stake,
}

/// A wager and what it paid back.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct WagerResult {
    pub wager: Wager,
    /// The stake times the bet's return when it won, else 0.
    pub win_cents: u64,
}

/// A spin of the wheel.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RouletteOutcome {
    /// The number the ball landed on.
    pub pocket: u32,
    pub wagers: Vec<WagerResult>,
    pub stake_cents: u64,
    pub win_cents: u64,
}

/// Spins the wheel for `wagers`: at least one, at most [`MAX_WAGERS`].
pub fn play(wagers: &[Wager], rng: &mut Rng) -> Result<RouletteOutcome, RouletteError> {
    if wagers.is_empty() {
        return Err(RouletteError::NoWagers);
    }
    if wagers.len() > MAX_WAGERS {
        return Err(RouletteError::TooManyWagers);
    }
    let pocket = rng.below(POCKETS);
    let wagers: Vec<WagerResult> = wagers
        .iter()
        .map(|&wager| WagerResult {
            wager,
            win_cents: wager.bet.win_cents(wager.stake.cents(), pocket),
        })
        .collect();
    Ok(RouletteOutcome {
        pocket,
        stake_cents: wagers.iter().map(|w| w.wager.stake.cents()).sum(),
        win_cents: wagers.iter().map(|w| w.win_cents).sum(),
        wagers,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rtp::{ExactRtp, RtpMeter};
    use crate::seed::Seed;

    fn wager(kind: BetKind, cents: u64) -> Wager {
        Wager {
            bet: Bet::new(kind).unwrap(),
            stake: Stake::new(cents).unwrap(),
        }
    }

    /// One wager of each kind of bet.
    fn board() -> Vec<Wager> {
        [
            BetKind::Straight(17),
            BetKind::Split([0, 2]),
            BetKind::Street([10, 11, 12]),
            BetKind::Corner([26, 27, 29, 30]),
            BetKind::SixLine([31, 32, 33, 34, 35, 36]),
            BetKind::Column(2),
            BetKind::Dozen(1),
            BetKind::Red,
            BetKind::Black,
            BetKind::Odd,
            BetKind::Even,
            BetKind::Low,
            BetKind::High,
        ]
        .into_iter()
        .map(|kind| wager(kind, 100))
        .collect()
    }

    #[test]
    fn every_bet_returns_36_over_37_exactly() {
        let mut bets = 0;
        let inside = (0..=HIGHEST).flat_map(|a| {
            (a..=HIGHEST).flat_map(move |b| {
                [
                    BetKind::Straight(a),
                    BetKind::Split([a, b]),
                    BetKind::Street([a, b, b + 1]),
                    BetKind::Corner([a, a + 1, b, b + 1]),
                    BetKind::SixLine([a, a + 1, a + 2, b, b + 1, b + 2]),
                ]
            })
        });
        let outside = (0..=4).flat_map(|n| [BetKind::Column(n), BetKind::Dozen(n)]);
        let even_money = [
            BetKind::Red,
            BetKind::Black,
            BetKind::Odd,
            BetKind::Even,
            BetKind::Low,
            BetKind::High,
        ];
        let mut seen = std::collections::HashSet::new();
        for bet in inside
            .chain(outside)
            .chain(even_money)
            .filter_map(|kind| Bet::new(kind).ok())
        {
            if seen.insert(bet) {
                bets += 1;
                assert_eq!(bet.exact_rtp(), ExactRtp::new(36, 37), "{bet:?}");
            }
        }
        // 37 straights, 60 splits, 14 streets, 23 corners, 11 six lines, 3 columns, 3 dozens
        // and 6 even-money bets.
        assert_eq!(bets, 157);
        assert!((DESIGNED_RTP - ExactRtp::new(36, 37).value()).abs() < 1e-15);
    }

    #[test]
    fn a_spin_settles_every_wager_on_the_pocket() {
        let mut rng = Rng::from_seed(&Seed::from_bytes([3; 32]));
        let board = board();
        for _ in 0..1000 {
            let spin = play(&board, &mut rng).unwrap();
            assert!(spin.pocket <= HIGHEST);
            assert_eq!(spin.stake_cents, 1300);
            for result in &spin.wagers {
                let won = result.wager.bet.covers(spin.pocket);
                let returns = result.wager.bet.returns();
                assert_eq!(result.win_cents, if won { 100 * returns } else { 0 });
            }
            assert_eq!(
                spin.win_cents,
                spin.wagers.iter().map(|w| w.win_cents).sum::<u64>()
            );
            if spin.pocket == 0 {
                // Only the split 0-2 wins on zero.
                assert_eq!(spin.win_cents, 1800);
            }
        }
    }

    #[test]
    fn a_spin_needs_between_one_and_the_maximum_of_wagers() {
        let mut rng = Rng::from_seed(&Seed::from_bytes([3; 32]));
        assert_eq!(play(&[], &mut rng), Err(RouletteError::NoWagers));
        let red = wager(BetKind::Red, 1);
        assert!(play(&vec![red; MAX_WAGERS], &mut rng).is_ok());
        assert_eq!(
            play(&vec![red; MAX_WAGERS + 1], &mut rng),
            Err(RouletteError::TooManyWagers)
        );
    }

    #[test]
    fn simulated_spins_confirm_the_designed_rtp() {
        let mut rng = Rng::from_seed(&Seed::from_bytes([4; 32]));
        let board = board();
        let mut meter = RtpMeter::default();
        for _ in 0..500_000 {
            let spin = play(&board, &mut rng).unwrap();
            meter.record(spin.stake_cents, spin.win_cents);
        }
        let (low, high) = meter.interval_99();
        assert!(
            meter.admits(DESIGNED_RTP),
            "measured {:.5} in [{low:.5}, {high:.5}]",
            meter.rtp()
        );
        // Precise enough to tell a single-zero wheel from a double-zero one (36/38).
        assert!(!meter.admits(36.0 / 38.0), "[{low:.5}, {high:.5}]");
    }
}
