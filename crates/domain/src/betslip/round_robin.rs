//! Round robins: from n legs on different events, every k-leg parlay for each chosen size k,
//! one stake per combination. A size's win is the sum of each combination's win, each
//! rounded down to the cent.
//!
//! All sizes are computed in one depth-first walk over the legs' subsets, carrying the exact
//! product of decimal prices from parent to child, so each subset costs one multiplication
//! and (for sizes with a stake) one division: 12 legs with every size is 4,095 subsets.

use super::MAX_AMOUNT_CENTS;
use super::amounts::Fraction;

/// The most legs a round robin may have (2^12 subsets).
pub const MAX_LEGS: usize = 12;
/// The fewest legs a round robin needs.
pub const MIN_LEGS: usize = 3;

/// The number of k-leg combinations of n legs, C(n, k); 0 when k > n.
pub fn combinations(n: u32, k: u32) -> u64 {
    if k > n {
        return 0;
    }
    let k = k.min(n - k);
    let mut c: u128 = 1;
    for i in 0..k {
        // c × (n − i) / (i + 1) stays an integer at every step.
        c = c * u128::from(n - i) / u128::from(i + 1);
    }
    u64::try_from(c).unwrap_or(u64::MAX)
}

/// Per size `k` (the index), the summed win of every k-leg combination of `legs` (decimal
/// prices) at `stakes[k]` cents per combination; sizes without a stake (or beyond `stakes`)
/// win 0. `None` for a size whose combined prices are too long to represent.
pub fn wins_by_size(legs: &[Fraction], stakes: &[i64]) -> Vec<Option<i64>> {
    let mut wins: Vec<Option<i64>> = vec![Some(0); stakes.len()];
    let deepest = stakes.iter().rposition(|&s| s > 0).unwrap_or(0);
    if deepest >= 2 {
        walk(legs, stakes, deepest, 0, 0, Fraction::ONE, &mut wins);
    }
    wins
}

fn walk(
    legs: &[Fraction],
    stakes: &[i64],
    deepest: usize,
    start: usize,
    depth: usize,
    product: Fraction,
    wins: &mut [Option<i64>],
) {
    let size = depth + 1;
    for (i, leg) in legs.iter().enumerate().skip(start) {
        let Some(next) = product.times(*leg) else {
            for w in wins.iter_mut().skip(size) {
                *w = None;
            }
            continue;
        };
        if let (Some(&stake), Some(Some(total))) = (stakes.get(size), wins.get_mut(size))
            && stake > 0
        {
            *total = total.saturating_add(next.win_for_stake(stake));
        }
        if size < deepest {
            walk(legs, stakes, deepest, i + 1, size, next, wins);
        }
    }
}

/// The least stake per combination whose size-`k` round robin wins at least `win_cents` in
/// total; `None` when no stake up to [`MAX_AMOUNT_CENTS`] does, or the prices are too long.
pub fn stake_for_win(legs: &[Fraction], k: usize, win_cents: i64) -> Option<i64> {
    if win_cents <= 0 {
        return Some(0);
    }
    let total_at = |stake: i64| -> Option<i64> {
        let mut stakes = vec![0; k + 1];
        *stakes.get_mut(k)? = stake;
        wins_by_size(legs, &stakes).get(k).copied().flatten()
    };
    // The win is between s × R − m and s × R (R the summed profit fraction, m the
    // combinations): bracket from a float estimate, then bisect on the exact sums.
    let rate = profit_rate(legs, k);
    let m = f64::from(u32::try_from(combinations(count(legs), count_k(k))).unwrap_or(u32::MAX));
    if !(rate.is_finite() && rate > 0.0) {
        return None;
    }
    let target = f64::from(u32::try_from(win_cents).unwrap_or(u32::MAX));
    let mut low = float_to_cents((target / rate).floor() - 2.0);
    let mut high = float_to_cents(((target + m) / rate).ceil() + 2.0).max(low + 1);
    if total_at(low)? >= win_cents {
        low = 0;
    }
    while total_at(high)? < win_cents {
        if high >= MAX_AMOUNT_CENTS {
            return None;
        }
        high = high.saturating_mul(2).min(MAX_AMOUNT_CENTS);
    }
    // Invariant: total_at(low) < win (or low = 0), total_at(high) >= win.
    if low == 0 && total_at(0)? >= win_cents {
        return Some(0);
    }
    while high - low > 1 {
        let mid = low + (high - low) / 2;
        if total_at(mid)? >= win_cents {
            high = mid;
        } else {
            low = mid;
        }
    }
    Some(high)
}

/// Σ over k-combinations of (product of decimal prices − 1), in floats: the elementary
/// symmetric polynomial e_k of the prices minus C(n, k).
fn profit_rate(legs: &[Fraction], k: usize) -> f64 {
    let mut e = vec![0.0f64; k + 1];
    if let Some(first) = e.first_mut() {
        *first = 1.0;
    }
    for leg in legs {
        let x = leg.to_f64();
        for j in (1..=k).rev() {
            let previous = e.get(j - 1).copied().unwrap_or(0.0);
            if let Some(slot) = e.get_mut(j) {
                *slot += previous * x;
            }
        }
    }
    let c = combinations(count(legs), count_k(k));
    e.get(k).copied().unwrap_or(0.0) - f64::from(u32::try_from(c).unwrap_or(u32::MAX))
}

fn count(legs: &[Fraction]) -> u32 {
    u32::try_from(legs.len()).unwrap_or(u32::MAX)
}

fn count_k(k: usize) -> u32 {
    u32::try_from(k).unwrap_or(u32::MAX)
}

/// A float amount as cents clamped to 0..=MAX_AMOUNT_CENTS.
fn float_to_cents(value: f64) -> i64 {
    if value.is_nan() || value <= 0.0 {
        return 0;
    }
    let mut cents: i64 = 0;
    // Powers of two from 2^29 down: MAX_AMOUNT_CENTS < 2^30.
    let mut bit: i64 = 1 << 29;
    while bit > 0 {
        let candidate = cents + bit;
        if f64::from(u32::try_from(candidate).unwrap_or(u32::MAX)) <= value {
            cents = candidate;
        }
        bit >>= 1;
    }
    if value >= 1_073_741_824.0 {
        return MAX_AMOUNT_CENTS;
    }
    cents.min(MAX_AMOUNT_CENTS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::odds::Odds;

    fn legs(american: &[i64]) -> Vec<Fraction> {
        american
            .iter()
            .map(|&a| Fraction::decimal(Odds::from_american(a).unwrap()))
            .collect()
    }

    #[test]
    fn combination_counts() {
        assert_eq!(combinations(3, 2), 3);
        assert_eq!(combinations(4, 2), 6);
        assert_eq!(combinations(4, 3), 4);
        assert_eq!(combinations(5, 2), 10);
        assert_eq!(combinations(8, 4), 70);
        assert_eq!(combinations(12, 6), 924);
        assert_eq!(combinations(12, 12), 1);
        assert_eq!(combinations(3, 4), 0);
        let all: u64 = (2..=12).map(|k| combinations(12, k)).sum();
        assert_eq!(all, 4083);
        assert_eq!(combinations(60, 30), 118_264_581_564_861_424);
    }

    #[test]
    fn each_combination_is_rounded_then_summed() {
        // Three -110 legs by 2s: three parlays at 320/121; $1 each wins 264.46 -> $2.64 each.
        let l = legs(&[-110, -110, -110]);
        let wins = wins_by_size(&l, &[0, 0, 100, 0]);
        assert_eq!(wins, vec![Some(0), Some(0), Some(792), Some(0)]);
        // By 3s: one parlay, (21/11)^3 - 1 = 7930/1331 -> $1 wins $5.95.
        let wins = wins_by_size(&l, &[0, 0, 0, 100]);
        assert_eq!(wins.get(3), Some(&Some(595)));
    }

    #[test]
    fn sizes_match_brute_force() {
        let l = legs(&[-110, 150, -200, 300, 120, -150, 105]);
        let stakes = [0, 0, 137, 251, 99, 1000, 7, 1];
        let wins = wins_by_size(&l, &stakes);
        for k in 2..=7usize {
            let mut expected = 0i64;
            for mask in 0u32..(1 << l.len()) {
                if usize::try_from(mask.count_ones()).unwrap() != k {
                    continue;
                }
                let mut p = Fraction::ONE;
                for (i, leg) in l.iter().enumerate() {
                    if mask & (1 << i) != 0 {
                        p = p.times(*leg).unwrap();
                    }
                }
                expected += p.win_for_stake(stakes[k]);
            }
            assert_eq!(wins[k], Some(expected), "size {k}");
        }
    }

    #[test]
    fn stakes_from_a_win_are_minimal() {
        let l = legs(&[-110, 150, -200, 300, 120]);
        for k in 2..=5usize {
            for target in [1i64, 99, 1000, 123_456, 50_000_000] {
                let stake = stake_for_win(&l, k, target).unwrap();
                let mut stakes = vec![0; k + 1];
                stakes[k] = stake;
                assert!(wins_by_size(&l, &stakes)[k].unwrap() >= target);
                stakes[k] = stake - 1;
                assert!(
                    wins_by_size(&l, &stakes)[k].unwrap() < target,
                    "k {k} target {target}"
                );
            }
        }
        assert_eq!(stake_for_win(&l, 2, 0), Some(0));
        assert_eq!(stake_for_win(&l, 2, i64::MAX), None);
    }
}
