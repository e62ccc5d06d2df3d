//! A small, portable, seedable random number generator (xoshiro256** seeded through
//! SplitMix64). Its output is fixed by its algorithm, not by a dependency's version, so a
//! seed reproduces the same games on every build.

#[cfg(test)]
use crate::num::fu;

/// xoshiro256**.
#[derive(Debug, Clone)]
pub(crate) struct Rng {
    a: u64,
    b: u64,
    c: u64,
    d: u64,
}

fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A 64-bit hash of a string (FNV-1a, then SplitMix64's finaliser to spread the bits).
pub(crate) fn hash_str(s: &str) -> u64 {
    let mut h: u64 = 0xCBF2_9CE4_8422_2325;
    for byte in s.bytes() {
        h ^= u64::from(byte);
        h = h.wrapping_mul(0x0000_0100_0000_01B3);
    }
    let mut state = h;
    splitmix(&mut state)
}

/// Combines two hashes (order matters).
pub(crate) fn mix(a: u64, b: u64) -> u64 {
    let mut state = a ^ b.rotate_left(29).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    splitmix(&mut state)
}

impl Rng {
    /// A generator from a 64-bit seed.
    pub(crate) fn new(seed: u64) -> Self {
        let mut s = seed;
        Rng {
            a: splitmix(&mut s),
            b: splitmix(&mut s),
            c: splitmix(&mut s),
            d: splitmix(&mut s),
        }
    }

    /// A generator for one purpose (`key`) under a seed: independent streams per key.
    pub(crate) fn keyed(seed: u64, key: &str) -> Self {
        Rng::new(mix(seed, hash_str(key)))
    }

    pub(crate) fn next_u64(&mut self) -> u64 {
        let result = self.b.wrapping_mul(5).rotate_left(7).wrapping_mul(9);
        let t = self.b << 17;
        self.c ^= self.a;
        self.d ^= self.b;
        self.b ^= self.c;
        self.a ^= self.d;
        self.c ^= t;
        self.d = self.d.rotate_left(45);
        result
    }

    /// Uniform in `[0, 1)`.
    pub(crate) fn unit(&mut self) -> f64 {
        let bits = self.next_u64() >> 11;
        let high = u32::try_from(bits >> 32).unwrap_or(0);
        let low = u32::try_from(bits & 0xFFFF_FFFF).unwrap_or(0);
        (f64::from(high) * 4_294_967_296.0 + f64::from(low)) / 9_007_199_254_740_992.0
    }

    /// True with probability `p`.
    pub(crate) fn chance(&mut self, p: f64) -> bool {
        self.unit() < p
    }

    /// Uniform in `0..n` (0 when `n` is 0).
    pub(crate) fn below(&mut self, n: usize) -> usize {
        let n64 = u64::try_from(n).unwrap_or(u64::MAX);
        if n64 == 0 {
            return 0;
        }
        usize::try_from(self.next_u64() % n64).unwrap_or(0)
    }

    /// Uniform integer in `lo..=hi`.
    pub(crate) fn between(&mut self, lo: i64, hi: i64) -> i64 {
        if hi <= lo {
            return lo;
        }
        let span = u64::try_from(hi - lo).unwrap_or(u64::MAX).saturating_add(1);
        lo + i64::try_from(self.next_u64() % span).unwrap_or(0)
    }

    /// Uniform in `[lo, hi)`.
    pub(crate) fn uniform(&mut self, lo: f64, hi: f64) -> f64 {
        lo + (hi - lo) * self.unit()
    }

    /// Normal with the given mean and standard deviation (Box-Muller).
    pub(crate) fn normal(&mut self, mean: f64, sd: f64) -> f64 {
        let u1 = self.unit().max(1e-300);
        let u2 = self.unit();
        mean + sd * (-2.0 * u1.ln()).sqrt() * (std::f64::consts::TAU * u2).cos()
    }

    /// Exponential with the given mean.
    pub(crate) fn exponential(&mut self, mean: f64) -> f64 {
        -mean * (1.0 - self.unit()).max(1e-300).ln()
    }

    /// An index drawn with the given (non-negative) weights; 0 when they are all zero.
    pub(crate) fn weighted(&mut self, weights: &[f64]) -> usize {
        let total: f64 = weights.iter().map(|w| w.max(0.0)).sum();
        if total <= 0.0 {
            return 0;
        }
        let mut target = self.unit() * total;
        for (i, w) in weights.iter().enumerate() {
            let w = w.max(0.0);
            if target < w {
                return i;
            }
            target -= w;
        }
        weights.len().saturating_sub(1)
    }

    /// Fisher-Yates.
    pub(crate) fn shuffle<T>(&mut self, items: &mut [T]) {
        let n = items.len();
        for i in (1..n).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }
}

/// A seconds figure for timelines: `x` seconds as whole milliseconds.
pub(crate) fn ms(seconds: f64) -> i64 {
    crate::num::round_i64(seconds * 1000.0)
}

/// The share `i / n` as a float.
#[cfg(test)]
pub(crate) fn share(i: usize, n: usize) -> f64 {
    fu(i) / fu(n.max(1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_stream_and_keys_are_independent() {
        let mut a = Rng::keyed(7, "nfl-1");
        let mut b = Rng::keyed(7, "nfl-1");
        let mut c = Rng::keyed(7, "nfl-2");
        let xs: Vec<u64> = (0..5).map(|_| a.next_u64()).collect();
        let ys: Vec<u64> = (0..5).map(|_| b.next_u64()).collect();
        let zs: Vec<u64> = (0..5).map(|_| c.next_u64()).collect();
        assert_eq!(xs, ys);
        assert_ne!(xs, zs);
    }

    #[test]
    fn draws_have_the_right_moments() {
        let mut rng = Rng::new(42);
        let n = 20_000;
        let units: Vec<f64> = (0..n).map(|_| rng.unit()).collect();
        assert!(units.iter().all(|u| (0.0..1.0).contains(u)));
        let mean = units.iter().sum::<f64>() / fu(n);
        assert!((mean - 0.5).abs() < 0.01);
        let normals: Vec<f64> = (0..n).map(|_| rng.normal(3.0, 2.0)).collect();
        let m = normals.iter().sum::<f64>() / fu(n);
        let v = normals.iter().map(|x| (x - m).powi(2)).sum::<f64>() / fu(n);
        assert!(
            (m - 3.0).abs() < 0.06 && (v.sqrt() - 2.0).abs() < 0.06,
            "{m} {v}"
        );
        let counts = (0..n).fold([0usize; 3], |mut acc, _| {
            acc[rng.weighted(&[1.0, 2.0, 1.0])] += 1;
            acc
        });
        assert!((share(counts[1], n) - 0.5).abs() < 0.02);
        for _ in 0..1000 {
            let x = rng.between(-2, 3);
            assert!((-2..=3).contains(&x));
        }
    }
}
