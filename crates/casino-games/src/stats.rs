//! Statistics for the randomness tests, each at 99% confidence: Pearson's chi-square goodness of
//! fit, the Wald–Wolfowitz runs test and lag-1 serial correlation.

use crate::convert::{to_f64, to_u64};
use crate::rtp::Z_99;

/// The standard normal distribution's upper 1% point.
const Z_UPPER_1_PERCENT: f64 = 2.326_347_874_040_841;

fn real(n: u64) -> f64 {
    to_f64(u128::from(n))
}

fn count(n: usize) -> f64 {
    real(to_u64(n))
}

/// Pearson's chi-square statistic of `observed` counts against the category `probabilities`.
pub fn chi_square(observed: &[u64], probabilities: &[f64]) -> f64 {
    assert_eq!(observed.len(), probabilities.len());
    let total = real(observed.iter().sum());
    observed
        .iter()
        .zip(probabilities)
        .map(|(&count, p)| {
            let expected = total * p;
            assert!(
                expected > 0.0,
                "every category needs a positive expectation"
            );
            (real(count) - expected).powi(2) / expected
        })
        .sum()
}

/// The 99th percentile of the chi-square distribution with `degrees` degrees of freedom, by the
/// Wilson–Hilferty approximation: `(X / k)^(1/3)` is close to normal with mean `1 - 2 / (9k)` and
/// variance `2 / (9k)`.
pub fn chi_square_critical_99(degrees: usize) -> f64 {
    let k = count(degrees);
    let variance = 2.0 / (9.0 * k);
    k * (1.0 - variance + Z_UPPER_1_PERCENT * variance.sqrt()).powi(3)
}

/// Whether `observed` counts fit the category `probabilities` at 99%.
pub fn fits(observed: &[u64], probabilities: &[f64]) -> bool {
    let statistic = chi_square(observed, probabilities);
    let critical = chi_square_critical_99(observed.len() - 1);
    let fits = statistic < critical;
    if !fits {
        eprintln!("chi-square {statistic:.2} over the 99% point {critical:.2}");
    }
    fits
}

/// Whether `observed` counts fit equally likely categories at 99%.
pub fn is_uniform(observed: &[u64]) -> bool {
    fits(observed, &vec![1.0 / count(observed.len()); observed.len()])
}

/// The runs test's z statistic: how far the number of runs of equal values in `sequence` is from
/// its expectation for a random order of the same values, in standard deviations.
pub fn runs_z(sequence: &[bool]) -> f64 {
    let n = count(sequence.len());
    let ups = count(sequence.iter().filter(|up| **up).count());
    let downs = n - ups;
    let runs = 1.0
        + count(
            sequence
                .windows(2)
                .filter(|pair| pair[0] != pair[1])
                .count(),
        );
    let product = 2.0 * ups * downs;
    let mean = product / n + 1.0;
    let variance = product * (product - n) / (n * n * (n - 1.0));
    (runs - mean) / variance.sqrt()
}

/// Whether `sequence`'s runs are those of a random order at 99% (two-sided).
pub fn runs_are_random(sequence: &[bool]) -> bool {
    let z = runs_z(sequence);
    let random = z.abs() < Z_99;
    if !random {
        eprintln!("runs test z = {z:.2}");
    }
    random
}

/// The lag-1 serial correlation coefficient of `values`.
pub fn serial_correlation(values: &[f64]) -> f64 {
    let mean = values.iter().sum::<f64>() / count(values.len());
    let deviations: Vec<f64> = values.iter().map(|v| v - mean).collect();
    let lagged: f64 = deviations.windows(2).map(|pair| pair[0] * pair[1]).sum();
    let squares: f64 = deviations.iter().map(|d| d * d).sum();
    lagged / squares
}

/// Whether `values` show no lag-1 serial correlation at 99% (two-sided): for independent values
/// the coefficient is close to normal with mean `-1/n` and variance `1/n`.
pub fn is_serially_independent(values: &[f64]) -> bool {
    let n = count(values.len());
    let z = (serial_correlation(values) + 1.0 / n) * n.sqrt();
    let independent = z.abs() < Z_99;
    if !independent {
        eprintln!("serial correlation z = {z:.2}");
    }
    independent
}

/// The index of an order of 0 to `n - 1` among all `n!` orders.
pub fn permutation_index(items: &[usize]) -> usize {
    items.iter().enumerate().fold(0, |index, (i, item)| {
        let smaller_after = items[i + 1..].iter().filter(|later| *later < item).count();
        index * (items.len() - i) + smaller_after
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;
    use crate::seed::Seed;
    use std::num::NonZeroU32;

    fn rng(byte: u8) -> Rng {
        Rng::from_seed(&Seed::from_bytes([byte; 32]))
    }

    #[test]
    fn critical_values_are_close_to_the_tables() {
        // 99th percentiles from the chi-square tables.
        for (degrees, table) in [
            (5, 15.086),
            (12, 26.217),
            (23, 41.638),
            (36, 58.619),
            (79, 111.144),
        ] {
            let approximation = chi_square_critical_99(degrees);
            assert!(
                (approximation / table - 1.0).abs() < 0.005,
                "{degrees}: {approximation} against {table}"
            );
        }
    }

    #[test]
    fn the_statistics_of_known_samples() {
        assert_eq!(chi_square(&[10, 20, 30], &[1.0 / 3.0; 3]), 10.0);
        assert_eq!(chi_square(&[25, 25], &[0.5, 0.5]), 0.0);
        // T T F F T F: 4 runs, 3 up and 3 down: mean 4, variance 1.2.
        assert!(runs_z(&[true, true, false, false, true, false]).abs() < 1e-12);
        let ramp: Vec<f64> = (0..100).map(f64::from).collect();
        assert!(serial_correlation(&ramp) > 0.95);
    }

    #[test]
    fn chi_square_rejects_modulo_bias() {
        // A byte reduced modulo 37: 256 = 6 * 37 + 34, so 34 of the 37 values come up 7 times in
        // 256 and three only 6.
        let mut rng = rng(1);
        let byte = NonZeroU32::new(256).unwrap();
        let mut counts = [0u64; 37];
        for _ in 0..370_000 {
            counts[usize::try_from(rng.below(byte) % 37).unwrap()] += 1;
        }
        assert!(!is_uniform(&counts));
    }

    #[test]
    fn chi_square_rejects_the_naive_shuffle() {
        // Swapping each position with any position gives 27 equally likely paths to 6 orders.
        let mut rng = rng(2);
        let three = NonZeroU32::new(3).unwrap();
        let mut counts = [0u64; 6];
        for _ in 0..60_000 {
            let mut items = [0, 1, 2];
            for i in 0..3 {
                let j = usize::try_from(rng.below(three)).unwrap();
                items.swap(i, j);
            }
            counts[permutation_index(&items)] += 1;
        }
        assert!(!is_uniform(&counts));
    }

    #[test]
    fn the_runs_test_rejects_alternation_and_streaks() {
        let alternating: Vec<bool> = (0..1000).map(|i| i % 2 == 0).collect();
        assert!(!runs_are_random(&alternating));
        let streaks: Vec<bool> = (0..1000).map(|i| i % 20 < 10).collect();
        assert!(!runs_are_random(&streaks));
    }

    #[test]
    fn serial_correlation_rejects_a_random_walk() {
        // Each pocket a step of -1, 0 or +1 from the last.
        let mut rng = rng(3);
        let three = NonZeroU32::new(3).unwrap();
        let mut pocket = 18u32;
        let walk: Vec<f64> = (0..10_000)
            .map(|_| {
                pocket = (pocket + 36 + rng.below(three)) % 37;
                f64::from(pocket)
            })
            .collect();
        assert!(!is_serially_independent(&walk));
    }
}
