//! Exact money arithmetic on prices: the win of a stake (rounded down to the cent), the stake
//! of a win (rounded up to the cent), profit boosts, and exact fractions wide enough for the
//! products of many legs. Intermediates are `u128`; a product that would not fit falls back
//! to 256-bit multiplication, and results beyond `i64` saturate, so nothing here panics.

use crate::odds::Odds;

/// The profit of `stake_cents` at `odds`, rounded down to the cent: `floor(stake × n / d)`.
/// Non-positive stakes win nothing.
pub fn win_for_stake(stake_cents: i64, odds: Odds) -> i64 {
    let Ok(stake) = u128::try_from(stake_cents) else {
        return 0;
    };
    saturate(
        mul_div(
            stake,
            u128::from(odds.numerator()),
            u128::from(odds.denominator()),
        )
        .0,
    )
}

/// The smallest stake whose profit at `odds` is at least `win_cents`: `ceil(win × d / n)`.
/// Non-positive wins need no stake.
pub fn stake_for_win(win_cents: i64, odds: Odds) -> i64 {
    let Ok(win) = u128::try_from(win_cents) else {
        return 0;
    };
    let (q, exact) = mul_div(
        win,
        u128::from(odds.denominator()),
        u128::from(odds.numerator()),
    );
    saturate(if exact { q } else { q.saturating_add(1) })
}

/// The profit of `stake_cents` at `odds` with a profit boost of `percentage` on the part of
/// the stake up to `max_stake_cents` (the rest earns the normal profit), rounded down once:
/// `floor((boosted × n × (100 + pct) + rest × n × 100) / (d × 100))`.
pub fn boosted_win_for_stake(
    stake_cents: i64,
    odds: Odds,
    percentage: u32,
    max_stake_cents: i64,
) -> i64 {
    let stake = u128::try_from(stake_cents).unwrap_or(0);
    let cap = u128::try_from(max_stake_cents).unwrap_or(0);
    let boosted = stake.min(cap);
    let rest = stake - boosted;
    let factor = 100 + u128::from(percentage);
    // Weighted stake in hundredths of a cent: at most 2^63 * 2^33, within u128.
    let weighted = boosted * factor + rest * 100;
    saturate(
        mul_div(
            weighted,
            u128::from(odds.numerator()),
            u128::from(odds.denominator()) * 100,
        )
        .0,
    )
}

/// The price with its profit multiplied by `(100 + percentage) / 100`; `None` when it does
/// not fit a price.
pub fn boosted_odds(odds: Odds, percentage: u32) -> Option<Odds> {
    let profit = Fraction {
        num: u128::from(odds.numerator()) * (100 + u128::from(percentage)),
        den: u128::from(odds.denominator()) * 100,
    }
    .reduced();
    Odds::new(
        u64::try_from(profit.num).ok()?,
        u64::try_from(profit.den).ok()?,
    )
    .ok()
}

/// A non-negative fraction with wide terms (a product of decimal prices).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fraction {
    pub num: u128,
    pub den: u128,
}

impl Fraction {
    /// One.
    pub const ONE: Fraction = Fraction { num: 1, den: 1 };

    /// The decimal price `(n + d) / d` of `odds`.
    pub fn decimal(odds: Odds) -> Fraction {
        let d = u128::from(odds.denominator());
        Fraction {
            num: u128::from(odds.numerator()) + d,
            den: d,
        }
    }

    /// The exact product; reduces only when the plain product would overflow, `None` when
    /// even the reduced one does not fit.
    pub fn times(self, other: Fraction) -> Option<Fraction> {
        if let (Some(num), Some(den)) = (
            self.num.checked_mul(other.num),
            self.den.checked_mul(other.den),
        ) {
            return Some(Fraction { num, den });
        }
        let a = self.reduced();
        let b = other.reduced();
        let g1 = gcd(a.num, b.den).max(1);
        let g2 = gcd(b.num, a.den).max(1);
        Some(Fraction {
            num: (a.num / g1).checked_mul(b.num / g2)?,
            den: (a.den / g2).checked_mul(b.den / g1)?,
        })
    }

    /// In lowest terms.
    pub fn reduced(self) -> Fraction {
        let g = gcd(self.num, self.den).max(1);
        Fraction {
            num: self.num / g,
            den: self.den / g,
        }
    }

    /// The profit of `stake_cents` at this decimal price, rounded down to the cent:
    /// `floor(stake × (num − den) / den)`.
    pub fn win_for_stake(self, stake_cents: i64) -> i64 {
        let Ok(stake) = u128::try_from(stake_cents) else {
            return 0;
        };
        let profit = self.num.saturating_sub(self.den);
        saturate(mul_div(stake, profit, self.den).0)
    }

    /// The decimal price as a profit fraction price; `None` when it does not fit or pays
    /// nothing.
    pub fn to_odds(self) -> Option<Odds> {
        let r = self.reduced();
        let profit = r.num.checked_sub(r.den)?;
        let n = u64::try_from(profit).ok()?;
        let d = u64::try_from(r.den).ok()?;
        Odds::new(n, d).ok()
    }

    /// As a float (for models and estimates only).
    pub fn to_f64(self) -> f64 {
        u128_to_f64(self.num) / u128_to_f64(self.den)
    }
}

fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

fn saturate(value: u128) -> i64 {
    i64::try_from(value).unwrap_or(i64::MAX)
}

/// Close enough for estimates.
pub(crate) fn u128_to_f64(value: u128) -> f64 {
    let high = u64::try_from(value >> 64).unwrap_or(u64::MAX);
    let low = u64::try_from(value & u128::from(u64::MAX)).unwrap_or(u64::MAX);
    u64_to_f64(high) * 18_446_744_073_709_551_616.0 + u64_to_f64(low)
}

fn u64_to_f64(value: u64) -> f64 {
    let high = u32::try_from(value >> 32).unwrap_or(u32::MAX);
    let low = u32::try_from(value & 0xFFFF_FFFF).unwrap_or(u32::MAX);
    f64::from(high) * 4_294_967_296.0 + f64::from(low)
}

/// `floor(a × b / c)` (saturating at `u128::MAX`) and whether the division was exact. `c` of
/// zero answers `(u128::MAX, false)`.
pub(crate) fn mul_div(a: u128, b: u128, c: u128) -> (u128, bool) {
    if c == 0 {
        return (u128::MAX, false);
    }
    if let Some(p) = a.checked_mul(b) {
        return (p / c, p % c == 0);
    }
    let (hi, lo) = wide_mul(a, b);
    if hi >= c {
        // The quotient needs more than 128 bits.
        return (u128::MAX, false);
    }
    // Long division of the 256-bit (hi, lo) by c, one bit at a time; hi < c throughout.
    let mut rem = hi;
    let mut quotient: u128 = 0;
    for bit in (0..128).rev() {
        let carry = rem >> 127;
        rem = (rem << 1) | ((lo >> bit) & 1);
        quotient <<= 1;
        if carry == 1 || rem >= c {
            rem = rem.wrapping_sub(c);
            quotient |= 1;
        }
    }
    (quotient, rem == 0)
}

/// The full 256-bit product as (high, low) halves.
fn wide_mul(a: u128, b: u128) -> (u128, u128) {
    const MASK: u128 = (1 << 64) - 1;
    let (a1, a0) = (a >> 64, a & MASK);
    let (b1, b0) = (b >> 64, b & MASK);
    let p00 = a0 * b0;
    let p01 = a0 * b1;
    let p10 = a1 * b0;
    let p11 = a1 * b1;
    let middle = (p00 >> 64) + (p01 & MASK) + (p10 & MASK);
    let lo = (p00 & MASK) | (middle << 64);
    let hi = p11 + (p01 >> 64) + (p10 >> 64) + (middle >> 64);
    (hi, lo)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn odds(american: i64) -> Odds {
        Odds::from_american(american).unwrap()
    }

    #[test]
    fn wins_round_down_and_stakes_round_up() {
        // $10 at +150 wins $15.00.
        assert_eq!(win_for_stake(1000, odds(150)), 1500);
        // $10 at -110 wins $9.0909... -> $9.09.
        assert_eq!(win_for_stake(1000, odds(-110)), 909);
        // To win $10 at -110 needs $11.00 exactly; to win $9.10, 1001/100 -> $10.01.
        assert_eq!(stake_for_win(1000, odds(-110)), 1100);
        assert_eq!(stake_for_win(910, odds(-110)), 1001);
        assert_eq!(win_for_stake(1001, odds(-110)), 910);
        assert_eq!(win_for_stake(-5, odds(150)), 0);
        assert_eq!(stake_for_win(0, odds(150)), 0);
    }

    #[test]
    fn boosts_apply_up_to_the_maximum_stake() {
        // $10 at +150 with a 50% boost: profit $15 -> $22.50.
        assert_eq!(boosted_win_for_stake(1000, odds(150), 50, 2500), 2250);
        // $50 with the boost capped at $25: 25 × 1.5 × 1.5 + 25 × 1.5 = 56.25 + 37.50.
        assert_eq!(boosted_win_for_stake(5000, odds(150), 50, 2500), 9375);
        // Rounded down once: $1 at -110 boosted 25% = 100 × 10/11 × 1.25 = 113.63.
        assert_eq!(boosted_win_for_stake(100, odds(-110), 25, 10_000), 113);
        assert_eq!(boosted_odds(odds(150), 50), Some(Odds::new(9, 4).unwrap()));
        assert_eq!(
            boosted_odds(odds(-110), 25),
            Some(Odds::new(25, 22).unwrap())
        );
    }

    #[test]
    fn wide_division_is_exact() {
        let big = u128::MAX / 3;
        assert_eq!(mul_div(big, 6, 4), (u128::MAX / 2, false));
        assert_eq!(mul_div(u128::MAX, u128::MAX, u128::MAX), (u128::MAX, true));
        assert_eq!(mul_div(u128::MAX, 2, 1), (u128::MAX, false));
        assert_eq!(mul_div(1 << 100, 1 << 100, 1 << 90), (1 << 110, true));
        assert_eq!(mul_div(5, 5, 0), (u128::MAX, false));
    }

    #[test]
    fn fractions_multiply_and_reduce() {
        let leg = Fraction::decimal(odds(-110));
        let two = leg.times(leg).unwrap();
        assert_eq!(two.to_odds(), Some(Odds::new(320, 121).unwrap()));
        assert_eq!(two.win_for_stake(10_000), 26_446);
        let huge = Fraction {
            num: u128::MAX,
            den: 1,
        };
        assert_eq!(huge.times(huge), None);
        assert_eq!(huge.to_odds(), None);
    }

    proptest! {
        #[test]
        fn wide_matches_narrow(a in 0u128..u128::from(u64::MAX), b in 0u128..u128::from(u64::MAX), c in 1u128..u128::from(u64::MAX)) {
            let p = a * b;
            prop_assert_eq!(mul_div(a, b, c), (p / c, p % c == 0));
            // Force the wide path with a common factor.
            let k = 1u128 << 64;
            if let Some(ck) = c.checked_mul(k) {
                prop_assert_eq!(mul_div(a * k, b, ck).0, p / c);
            }
        }

        #[test]
        fn the_stake_of_a_win_is_the_least_that_wins_it(win in 0i64..100_000_000, n in 1u64..100_000, d in 1u64..100_000) {
            let o = Odds::new(n, d).unwrap();
            let stake = stake_for_win(win, o);
            prop_assert!(win_for_stake(stake, o) >= win);
            if stake > 0 {
                prop_assert!(win_for_stake(stake - 1, o) < win);
            }
        }
    }
}
