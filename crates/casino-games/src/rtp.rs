//! Return to player (RTP): what a game pays back per unit staked. The designed RTP is an exact
//! fraction computed from a game's rules; the measured RTP comes from simulated rounds, with its
//! 99% confidence interval.

use crate::convert::to_f64;

/// The two-sided 99% point of the standard normal distribution.
pub const Z_99: f64 = 2.575_829_303_548_901;

/// An RTP as an exact fraction in lowest terms.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ExactRtp {
    numerator: u128,
    denominator: u128,
}

impl ExactRtp {
    /// `numerator / denominator`, reduced.
    pub(crate) fn new(numerator: u128, denominator: u128) -> Self {
        let divisor = gcd(numerator, denominator).max(1);
        Self {
            numerator: numerator / divisor,
            denominator: denominator / divisor,
        }
    }

    /// The numerator, in lowest terms.
    pub const fn numerator(self) -> u128 {
        self.numerator
    }

    /// The denominator, in lowest terms.
    pub const fn denominator(self) -> u128 {
        self.denominator
    }

    /// The nearest `f64`.
    pub fn value(self) -> f64 {
        to_f64(self.numerator) / to_f64(self.denominator)
    }
}

fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// The RTP of simulated rounds: total won over total staked, and how sure that figure is.
#[derive(Debug, Clone, Default)]
pub struct RtpMeter {
    rounds: u64,
    stake: f64,
    win: f64,
    stake_squared: f64,
    win_squared: f64,
    stake_times_win: f64,
}

impl RtpMeter {
    /// Counts a round that staked `stake_cents` and paid back `win_cents`.
    pub fn record(&mut self, stake_cents: u64, win_cents: u64) {
        let stake = to_f64(u128::from(stake_cents));
        let win = to_f64(u128::from(win_cents));
        self.rounds += 1;
        self.stake += stake;
        self.win += win;
        self.stake_squared += stake * stake;
        self.win_squared += win * win;
        self.stake_times_win += stake * win;
    }

    /// Rounds counted.
    pub fn rounds(&self) -> u64 {
        self.rounds
    }

    /// Total won over total staked.
    pub fn rtp(&self) -> f64 {
        self.win / self.stake
    }

    /// The 99% confidence interval of the RTP. The RTP is a ratio of two sums, so its standard
    /// error is that of the per-round residual `win - rtp * stake` (the delta method), over the
    /// mean stake; stakes that vary by round (blackjack's doubles and splits) are accounted for.
    pub fn interval_99(&self) -> (f64, f64) {
        let rtp = self.rtp();
        let rounds = to_f64(u128::from(self.rounds));
        let residual_squares =
            self.win_squared - 2.0 * rtp * self.stake_times_win + rtp * rtp * self.stake_squared;
        let residual_variance = residual_squares / (rounds - 1.0);
        let mean_stake = self.stake / rounds;
        let half_width = Z_99 * (residual_variance / rounds).sqrt() / mean_stake;
        (rtp - half_width, rtp + half_width)
    }

    /// Whether `rtp` is inside the 99% confidence interval.
    pub fn admits(&self, rtp: f64) -> bool {
        let (low, high) = self.interval_99();
        (low..=high).contains(&rtp)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exact_rtps_are_reduced() {
        let rtp = ExactRtp::new(72, 74);
        assert_eq!((rtp.numerator(), rtp.denominator()), (36, 37));
        assert_eq!(rtp, ExactRtp::new(36, 37));
        assert!((rtp.value() - 36.0 / 37.0).abs() < 1e-15);
    }

    #[test]
    fn a_fixed_stake_interval_is_the_mean_win_interval() {
        // Wins of 0 and 2 on stakes of 1, half each: RTP 1, per-round standard deviation 1
        // (sample: sqrt(n / (n - 1))), so the half-width is Z_99 * sqrt(1 / (n - 1)).
        let mut meter = RtpMeter::default();
        for round in 0..10_000 {
            meter.record(1, if round % 2 == 0 { 0 } else { 2 });
        }
        assert_eq!(meter.rounds(), 10_000);
        assert!((meter.rtp() - 1.0).abs() < 1e-12);
        let (low, high) = meter.interval_99();
        let half_width = Z_99 / 9_999f64.sqrt();
        assert!((high - 1.0 - half_width).abs() < 1e-12, "{high}");
        assert!((1.0 - low - half_width).abs() < 1e-12, "{low}");
        assert!(meter.admits(1.0));
        assert!(!meter.admits(1.0 + 2.0 * half_width));
    }

    #[test]
    fn varying_stakes_are_not_mistaken_for_noise() {
        // Every round pays back 1.9 times its stake: the wins vary widely, the RTP not at all.
        let mut meter = RtpMeter::default();
        for stake in 1..1000 {
            meter.record(10 * stake, 19 * stake);
        }
        assert!((meter.rtp() - 1.9).abs() < 1e-12);
        let (low, high) = meter.interval_99();
        assert!(high - low < 1e-6, "{low}..{high}");
    }
}
