//! Odds as a reduced fraction of the profit (`decimal = 1 + numerator / denominator`), their
//! American and decimal presentations, price movement, and exact parlay multiplication.
//!
//! Prices are rationals so a parlay's odds and a bet's payout never depend on float rounding;
//! floats appear only where a pricing model hands over a probability.

use serde::{Deserialize, Serialize};
use std::cmp::Ordering;
use std::fmt;

/// Why a price could not be built.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OddsError {
    #[error("odds numerator and denominator must both be positive")]
    NotPositive,
    #[error("American odds must be +100 or longer, or -100 or shorter (got {0})")]
    AmericanOutOfRange(i64),
    #[error("decimal odds must be greater than 1.00")]
    DecimalTooShort,
    #[error("probability must be a number strictly between 0 and 1")]
    ProbabilityOutOfRange,
    #[error("the combined odds are too long to represent")]
    Overflow,
    #[error("a parlay needs at least one price")]
    Empty,
}

/// A price: the profit per unit staked as a reduced fraction (`5/2` is `+250`, `2.50` decimal
/// is `3/2`, Even is `1/1`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "RawOdds", into = "RawOdds")]
pub struct Odds {
    numerator: u64,
    denominator: u64,
}

#[derive(Serialize, Deserialize)]
struct RawOdds {
    numerator: u64,
    denominator: u64,
}

impl TryFrom<RawOdds> for Odds {
    type Error = OddsError;
    fn try_from(raw: RawOdds) -> Result<Self, Self::Error> {
        Odds::new(raw.numerator, raw.denominator)
    }
}

impl From<Odds> for RawOdds {
    fn from(odds: Odds) -> Self {
        RawOdds {
            numerator: odds.numerator,
            denominator: odds.denominator,
        }
    }
}

/// How a bettor wants prices shown (docs/product/sports-and-odds.md, "Odds format
/// preference"); American by default.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OddsFormat {
    #[default]
    American,
    /// Decimal ("EURO" in the client's vocabulary).
    Decimal,
}

impl OddsFormat {
    /// The stored name (`american`, `decimal`).
    pub fn as_str(self) -> &'static str {
        match self {
            OddsFormat::American => "american",
            OddsFormat::Decimal => "decimal",
        }
    }

    /// Parses a stored name.
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "american" => Some(OddsFormat::American),
            "decimal" => Some(OddsFormat::Decimal),
            _ => None,
        }
    }
}

impl Odds {
    /// The price in the bettor's format.
    pub fn format(self, format: OddsFormat) -> String {
        match format {
            OddsFormat::American => self.format_american(),
            OddsFormat::Decimal => self.format_decimal(),
        }
    }
}

/// Which way a price moved, from the bettor's side: `Up` pays more than before.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum OddsTrend {
    Up,
    Down,
    Unchanged,
}

impl OddsTrend {
    /// The movement from `previous` to `current`.
    pub fn between(previous: Odds, current: Odds) -> Self {
        match current.cmp_payout(previous) {
            Ordering::Greater => OddsTrend::Up,
            Ordering::Less => OddsTrend::Down,
            Ordering::Equal => OddsTrend::Unchanged,
        }
    }
}

/// Even money, `+100`, `2.00`.
pub const EVEN: Odds = Odds {
    numerator: 1,
    denominator: 1,
};

impl Odds {
    /// A price from a profit fraction, reduced to lowest terms.
    pub fn new(numerator: u64, denominator: u64) -> Result<Self, OddsError> {
        if numerator == 0 || denominator == 0 {
            return Err(OddsError::NotPositive);
        }
        let g = gcd(numerator, denominator);
        Ok(Odds {
            numerator: numerator / g,
            denominator: denominator / g,
        })
    }

    /// `+250` is `5/2`, `-110` is `10/11`; values between -100 and +100 do not exist.
    pub fn from_american(american: i64) -> Result<Self, OddsError> {
        if american >= 100 {
            Odds::new(american.unsigned_abs(), 100)
        } else if american <= -100 {
            Odds::new(100, american.unsigned_abs())
        } else {
            Err(OddsError::AmericanOutOfRange(american))
        }
    }

    /// `250` hundredths (`2.50`) is `3/2`.
    pub fn from_decimal_hundredths(hundredths: u64) -> Result<Self, OddsError> {
        match hundredths.checked_sub(100) {
            Some(profit) if profit > 0 => Odds::new(profit, 100),
            _ => Err(OddsError::DecimalTooShort),
        }
    }

    /// The price on the American ladder whose implied probability is nearest to `probability`
    /// (which already includes any margin). Probabilities beyond the ladder's ends get its
    /// longest or shortest price.
    pub fn from_probability(probability: f64) -> Result<Self, OddsError> {
        if !probability.is_finite() || probability <= 0.0 || probability >= 1.0 {
            return Err(OddsError::ProbabilityOutOfRange);
        }
        // The ladder runs from the longest price (lowest probability) to the shortest.
        let ladder: &[i64] = &AMERICAN_LADDER;
        let idx = ladder.partition_point(|&a| implied_of_american(a) < probability);
        let candidates = [idx.checked_sub(1), Some(idx)];
        let best = candidates
            .into_iter()
            .flatten()
            .filter_map(|i| ladder.get(i).copied())
            .min_by(|&a, &b| {
                let da = (implied_of_american(a) - probability).abs();
                let db = (implied_of_american(b) - probability).abs();
                da.total_cmp(&db)
            })
            .ok_or(OddsError::ProbabilityOutOfRange)?;
        Odds::from_american(best)
    }

    /// Whether a book may quote it: profit between 1/1000 and 1000 times the stake
    /// (American -100000 to +100000), so every payout and parlay stays representable.
    pub fn is_quotable(self) -> bool {
        let (n, d) = (u128::from(self.numerator), u128::from(self.denominator));
        n <= 1000 * d && d <= 1000 * n
    }

    /// The profit fraction's numerator (in lowest terms).
    pub fn numerator(self) -> u64 {
        self.numerator
    }

    /// The profit fraction's denominator (in lowest terms).
    pub fn denominator(self) -> u64 {
        self.denominator
    }

    /// The American price, rounded half away from zero; Even is `+100`.
    pub fn american(self) -> i64 {
        let (n, d) = (u128::from(self.numerator), u128::from(self.denominator));
        if n >= d {
            saturating_i64(rounded_div(100 * n, d))
        } else {
            -saturating_i64(rounded_div(100 * d, n))
        }
    }

    /// `"+150"`, `"-110"`, or `"Even"` for prices that round to even money.
    pub fn format_american(self) -> String {
        let american = self.american();
        if american.abs() == 100 {
            "Even".to_owned()
        } else if american > 0 {
            format!("+{american}")
        } else {
            american.to_string()
        }
    }

    /// Decimal odds in hundredths, rounded half up: `3/2` is `250`.
    pub fn decimal_hundredths(self) -> u64 {
        let (n, d) = (u128::from(self.numerator), u128::from(self.denominator));
        u64::try_from(rounded_div(100 * (n + d), d)).unwrap_or(u64::MAX)
    }

    /// `"2.50"`; Even is `"2.00"`.
    pub fn format_decimal(self) -> String {
        let h = self.decimal_hundredths();
        format!("{}.{:02}", h / 100, h % 100)
    }

    /// The probability the price implies, `denominator / (numerator + denominator)`.
    pub fn implied_probability(self) -> f64 {
        let d = u64_to_f64(self.denominator);
        d / (u64_to_f64(self.numerator) + d)
    }

    /// Compares what the two prices pay per unit staked.
    pub fn cmp_payout(self, other: Odds) -> Ordering {
        let left = u128::from(self.numerator) * u128::from(other.denominator);
        let right = u128::from(other.numerator) * u128::from(self.denominator);
        left.cmp(&right)
    }

    /// The parlay price of several legs: the product of their decimal odds, exactly.
    pub fn combine(legs: &[Odds]) -> Result<Odds, OddsError> {
        let (first, rest) = legs.split_first().ok_or(OddsError::Empty)?;
        // Accumulate the decimal price as (num / den) and reduce after each leg.
        let mut num = u128::from(first.numerator) + u128::from(first.denominator);
        let mut den = u128::from(first.denominator);
        for leg in rest {
            let leg_num = u128::from(leg.numerator) + u128::from(leg.denominator);
            let leg_den = u128::from(leg.denominator);
            num = num.checked_mul(leg_num).ok_or(OddsError::Overflow)?;
            den = den.checked_mul(leg_den).ok_or(OddsError::Overflow)?;
            let g = gcd_u128(num, den);
            num /= g;
            den /= g;
        }
        let profit = num.checked_sub(den).ok_or(OddsError::Overflow)?;
        let numerator = u64::try_from(profit).map_err(|_| OddsError::Overflow)?;
        let denominator = u64::try_from(den).map_err(|_| OddsError::Overflow)?;
        Odds::new(numerator, denominator)
    }
}

impl fmt::Display for Odds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.numerator, self.denominator)
    }
}

static AMERICAN_LADDER: std::sync::LazyLock<Vec<i64>> = std::sync::LazyLock::new(american_ladder);

/// The prices a trader quotes, from the longest (`+10000`) to the shortest (`-10000`): steps
/// of 5 near even money, widening as prices lengthen, the way sportsbooks display them.
fn american_ladder() -> Vec<i64> {
    let bands: [(i64, i64, i64); 5] = [
        (100, 200, 5),
        (200, 500, 10),
        (500, 1000, 25),
        (1000, 2500, 50),
        (2500, 10000, 250),
    ];
    let mut magnitudes: Vec<i64> = Vec::new();
    for (from, to, step) in bands {
        let mut value = from;
        while value < to {
            magnitudes.push(value);
            value += step;
        }
    }
    magnitudes.push(10000);
    // Longest positive first, then the negatives from -105 to the shortest favourite.
    let mut ladder: Vec<i64> = magnitudes.iter().rev().copied().collect();
    ladder.extend(magnitudes.iter().skip(1).map(|m| -m));
    ladder
}

fn implied_of_american(american: i64) -> f64 {
    Odds::from_american(american).map_or(0.5, Odds::implied_probability)
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

fn gcd_u128(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// `round(num / den)` with halves rounded up; `den` is positive.
fn rounded_div(num: u128, den: u128) -> u128 {
    (2 * num + den) / (2 * den)
}

fn saturating_i64(value: u128) -> i64 {
    i64::try_from(value).unwrap_or(i64::MAX)
}

/// Exact for values up to 2^53, then as close as an `f64` gets.
fn u64_to_f64(value: u64) -> f64 {
    let high = u32::try_from(value >> 32).unwrap_or(u32::MAX);
    let low = u32::try_from(value & 0xFFFF_FFFF).unwrap_or(u32::MAX);
    f64::from(high) * 4_294_967_296.0 + f64::from(low)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn odds(n: u64, d: u64) -> Odds {
        Odds::new(n, d).unwrap()
    }

    #[test]
    fn reduces_and_rejects_zero() {
        assert_eq!(odds(10, 4), odds(5, 2));
        assert_eq!(odds(10, 4).numerator(), 5);
        assert_eq!(Odds::new(0, 3), Err(OddsError::NotPositive));
        assert_eq!(Odds::new(3, 0), Err(OddsError::NotPositive));
    }

    #[test]
    fn american_conversions() {
        assert_eq!(Odds::from_american(250).unwrap(), odds(5, 2));
        assert_eq!(Odds::from_american(-110).unwrap(), odds(10, 11));
        assert_eq!(Odds::from_american(100).unwrap(), EVEN);
        assert_eq!(Odds::from_american(-100).unwrap(), EVEN);
        assert_eq!(
            Odds::from_american(99),
            Err(OddsError::AmericanOutOfRange(99))
        );
        assert_eq!(
            Odds::from_american(-50),
            Err(OddsError::AmericanOutOfRange(-50))
        );
        assert_eq!(odds(5, 2).format_american(), "+250");
        assert_eq!(odds(10, 11).format_american(), "-110");
        assert_eq!(EVEN.format_american(), "Even");
        // 2/3 is -150; 1/3 is -300; 7/20 rounds -285.71 to -286.
        assert_eq!(odds(2, 3).american(), -150);
        assert_eq!(odds(7, 20).american(), -286);
        // Rounds half away from zero: 201/200 is +100.5.
        assert_eq!(odds(201, 200).american(), 101);
        assert_eq!(odds(1001, 1000).format_american(), "Even");
    }

    #[test]
    fn decimal_conversions() {
        assert_eq!(Odds::from_decimal_hundredths(250).unwrap(), odds(3, 2));
        assert_eq!(odds(3, 2).format_decimal(), "2.50");
        assert_eq!(EVEN.format_decimal(), "2.00");
        assert_eq!(odds(10, 11).format_decimal(), "1.91");
        assert_eq!(odds(1, 8).format_decimal(), "1.13");
        assert_eq!(odds(100, 1).format_decimal(), "101.00");
        assert_eq!(
            Odds::from_decimal_hundredths(100),
            Err(OddsError::DecimalTooShort)
        );
        assert_eq!(
            Odds::from_decimal_hundredths(20),
            Err(OddsError::DecimalTooShort)
        );
    }

    #[test]
    fn trends_follow_the_payout() {
        assert_eq!(OddsTrend::between(odds(10, 11), EVEN), OddsTrend::Up);
        assert_eq!(OddsTrend::between(odds(3, 2), odds(6, 5)), OddsTrend::Down);
        assert_eq!(
            OddsTrend::between(odds(3, 2), odds(6, 4)),
            OddsTrend::Unchanged
        );
    }

    #[test]
    fn probabilities_snap_to_the_ladder() {
        // A fair coin plus a 2.4% margin is the standard -110.
        assert_eq!(Odds::from_probability(0.5238).unwrap().american(), -110);
        assert_eq!(Odds::from_probability(0.5).unwrap(), EVEN);
        assert_eq!(Odds::from_probability(0.4).unwrap().american(), 150);
        // Long prices snap to the wider steps.
        assert_eq!(Odds::from_probability(0.0415).unwrap().american(), 2300);
        assert_eq!(Odds::from_probability(0.00001).unwrap().american(), 10000);
        assert_eq!(Odds::from_probability(0.99999).unwrap().american(), -10000);
        for bad in [0.0, 1.0, -0.2, 1.5, f64::NAN, f64::INFINITY] {
            assert_eq!(
                Odds::from_probability(bad),
                Err(OddsError::ProbabilityOutOfRange)
            );
        }
    }

    #[test]
    fn parlays_multiply_exactly() {
        // Two -110 legs: (21/11)^2 = 441/121, profit 320/121, +264.46 -> +264.
        let parlay = Odds::combine(&[odds(10, 11), odds(10, 11)]).unwrap();
        assert_eq!(parlay, odds(320, 121));
        assert_eq!(parlay.american(), 264);
        assert_eq!(Odds::combine(&[odds(3, 2)]).unwrap(), odds(3, 2));
        assert_eq!(Odds::combine(&[]), Err(OddsError::Empty));
        let long = vec![odds(10_000, 1); 6];
        assert_eq!(Odds::combine(&long), Err(OddsError::Overflow));
    }

    #[test]
    fn serde_validates() {
        let json = serde_json::to_string(&odds(6, 4)).unwrap();
        assert_eq!(json, r#"{"numerator":3,"denominator":2}"#);
        assert!(serde_json::from_str::<Odds>(r#"{"numerator":0,"denominator":2}"#).is_err());
        let back: Odds = serde_json::from_str(r#"{"numerator":10,"denominator":4}"#).unwrap();
        assert_eq!(back, odds(5, 2));
    }

    #[test]
    fn the_ladder_runs_from_longest_to_shortest() {
        let ladder = american_ladder();
        let probabilities: Vec<f64> = ladder.iter().map(|&a| implied_of_american(a)).collect();
        assert!(probabilities.windows(2).all(|w| w[0] < w[1]));
        assert!(ladder.contains(&-110) && ladder.contains(&-105) && ladder.contains(&105));
        assert!(!ladder.contains(&-100));
    }

    proptest! {
        #[test]
        fn american_round_trips(a in prop_oneof![100i64..100_000, -100_000i64..=-100]) {
            let o = Odds::from_american(a).unwrap();
            let back = o.american();
            prop_assert_eq!(if back == 100 && a == -100 { -100 } else { back }, a);
        }

        #[test]
        fn decimal_round_trips(h in 101u64..1_000_000) {
            prop_assert_eq!(Odds::from_decimal_hundredths(h).unwrap().decimal_hundredths(), h);
        }

        #[test]
        fn fractions_are_always_reduced(n in 1u64..1_000_000, d in 1u64..1_000_000, k in 1u64..1000) {
            let o = Odds::new(n * k, d * k).unwrap();
            prop_assert_eq!(gcd(o.numerator(), o.denominator()), 1);
            prop_assert_eq!(o, Odds::new(n, d).unwrap());
        }

        #[test]
        fn trends_are_antisymmetric(a in 1u64..10_000, b in 1u64..10_000, c in 1u64..10_000, d in 1u64..10_000) {
            let (x, y) = (odds(a, b), odds(c, d));
            let forward = OddsTrend::between(x, y);
            let backward = OddsTrend::between(y, x);
            let expected = match forward {
                OddsTrend::Up => OddsTrend::Down,
                OddsTrend::Down => OddsTrend::Up,
                OddsTrend::Unchanged => OddsTrend::Unchanged,
            };
            prop_assert_eq!(backward, expected);
        }

        #[test]
        fn parlays_pay_more_than_any_leg(legs in prop::collection::vec((1u64..200, 1u64..200), 2..7)) {
            let legs: Vec<Odds> = legs.into_iter().map(|(n, d)| odds(n, d)).collect();
            let parlay = Odds::combine(&legs).unwrap();
            for leg in &legs {
                prop_assert_eq!(parlay.cmp_payout(*leg), Ordering::Greater);
            }
            // Order does not matter.
            let mut reversed = legs.clone();
            reversed.reverse();
            prop_assert_eq!(Odds::combine(&reversed).unwrap(), parlay);
        }

        #[test]
        fn snapped_prices_stay_close(p in 0.01f64..0.99) {
            let o = Odds::from_probability(p).unwrap();
            prop_assert!((o.implied_probability() - p).abs() < 0.02);
        }
    }
}
