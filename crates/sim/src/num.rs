//! Numeric helpers: the crate's only float-to-integer casts, the normal distribution and
//! Poisson probabilities the pricing models use.

/// `x` rounded to the nearest integer (halves away from zero); NaN is 0, infinities saturate.
#[expect(
    clippy::as_conversions,
    reason = "`as` from f64 to i64 saturates and maps NaN to 0, which is what we want"
)]
pub(crate) fn round_i64(x: f64) -> i64 {
    x.round() as i64
}

/// The largest integer not above `x` (saturating).
#[expect(
    clippy::as_conversions,
    reason = "`as` from f64 to i64 saturates and maps NaN to 0, which is what we want"
)]
pub(crate) fn floor_i64(x: f64) -> i64 {
    x.floor() as i64
}

/// `x` rounded into `i32` (saturating).
pub(crate) fn round_i32(x: f64) -> i32 {
    i32::try_from(round_i64(x).clamp(i64::from(i32::MIN), i64::from(i32::MAX))).unwrap_or(0)
}

/// `x` rounded into `u32`, negatives to 0 (saturating).
pub(crate) fn round_u32(x: f64) -> u32 {
    u32::try_from(round_i64(x).clamp(0, i64::from(u32::MAX))).unwrap_or(0)
}

/// An integer as a float (exact below 2^53).
#[expect(
    clippy::as_conversions,
    reason = "i64 to f64 is exact for every value this crate produces (below 2^53)"
)]
pub(crate) fn f(x: i64) -> f64 {
    x as f64
}

/// A count as a float.
pub(crate) fn fu(x: usize) -> f64 {
    f(i64::try_from(x).unwrap_or(i64::MAX))
}

/// The standard normal cumulative distribution function (absolute error below 1e-7).
pub(crate) fn normal_cdf(z: f64) -> f64 {
    if z.is_nan() {
        return 0.5;
    }
    0.5 * erfc(-z / std::f64::consts::SQRT_2)
}

/// The complementary error function, to about 1.2e-7 (Numerical Recipes' Chebyshev fit).
fn erfc(x: f64) -> f64 {
    let z = x.abs();
    let t = 1.0 / (1.0 + 0.5 * z);
    let poly = -z * z - 1.265_512_23
        + t * (1.000_023_68
            + t * (0.374_091_96
                + t * (0.096_784_18
                    + t * (-0.186_288_06
                        + t * (0.278_868_07
                            + t * (-1.135_203_98
                                + t * (1.488_515_87 + t * (-0.822_152_23 + t * 0.170_872_77))))))));
    let r = t * poly.exp();
    if x >= 0.0 { r } else { 2.0 - r }
}

/// Poisson probabilities `P(X = k)` for `k = 0..` until the remaining tail is negligible
/// (at most 80 terms), renormalised to sum to 1.
pub(crate) fn poisson(lambda: f64) -> Vec<f64> {
    let lambda = if lambda.is_finite() {
        lambda.max(0.0)
    } else {
        0.0
    };
    let mut out = Vec::with_capacity(16);
    let mut p = (-lambda).exp();
    let mut cumulative = 0.0;
    let mut k = 0_i64;
    loop {
        out.push(p);
        cumulative += p;
        k += 1;
        if (1.0 - cumulative < 1e-10 && f(k) > lambda) || k >= 80 {
            break;
        }
        p *= lambda / f(k);
    }
    let sum: f64 = out.iter().sum();
    if sum > 0.0 {
        for v in &mut out {
            *v /= sum;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normal_cdf_matches_known_values() {
        assert!((normal_cdf(0.0) - 0.5).abs() < 1e-7);
        assert!((normal_cdf(1.0) - 0.841_344_746).abs() < 1e-6);
        assert!((normal_cdf(-1.96) - 0.024_997_895).abs() < 1e-6);
        assert!(normal_cdf(9.0) > 0.999_999);
        assert!(normal_cdf(-9.0) < 1e-6);
    }

    #[test]
    fn poisson_sums_to_one_with_the_right_mean() {
        for lambda in [0.0, 0.3, 2.7, 11.0] {
            let p = poisson(lambda);
            let sum: f64 = p.iter().sum();
            let mean: f64 = p.iter().enumerate().map(|(k, q)| fu(k) * q).sum();
            assert!((sum - 1.0).abs() < 1e-9);
            assert!((mean - lambda).abs() < 1e-6, "{lambda} {mean}");
        }
    }

    #[test]
    fn casts_round_and_saturate() {
        assert_eq!(round_i64(2.5), 3);
        assert_eq!(round_i64(-2.5), -3);
        assert_eq!(round_u32(-4.0), 0);
        assert_eq!(round_i32(f64::NAN), 0);
        assert_eq!(floor_i64(-0.5), -1);
    }
}
