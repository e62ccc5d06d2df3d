//! The games' random number generator: ChaCha20, a cryptographically secure stream cipher used as
//! a generator, seeded per round from a [`Seed`].
//!
//! Every draw reads 32-bit words of the stream (64-bit ones only for ranges wider than
//! `u32::MAX`), so a seed gives the same outcomes on every platform. Ranges are mapped by
//! rejection sampling: a word is used only if it falls in the largest span that every value of the
//! range divides evenly, so no value is more likely than another (no modulo bias). Shuffles are
//! Fisher–Yates over those unbiased draws, so every order is equally likely.

use crate::convert::{to_index, to_u64};
use crate::seed::{EntropyError, Seed};
use rand_chacha::ChaCha20Rng;
use rand_core::{RngCore, SeedableRng};
use std::fmt;
use std::num::{NonZeroU32, NonZeroUsize};

/// A ChaCha20 random stream.
pub struct Rng {
    stream: ChaCha20Rng,
}

impl Rng {
    /// The stream of `seed`: replaying a round, or a round's own randomness.
    pub fn from_seed(seed: &Seed) -> Self {
        Self {
            stream: ChaCha20Rng::from_seed(*seed.bytes()),
        }
    }

    /// A stream seeded by the operating system, for play whose seed need not be kept.
    pub fn from_os() -> Result<Self, EntropyError> {
        Seed::from_os().map(|seed| Self::from_seed(&seed))
    }

    /// A uniform value in `0..bound`.
    pub fn below(&mut self, bound: NonZeroU32) -> u32 {
        let bound = bound.get();
        // 2^32 mod bound: the words below it would make the smallest values likelier.
        let rejected = bound.wrapping_neg() % bound;
        loop {
            let word = self.stream.next_u32();
            if word >= rejected {
                return word % bound;
            }
        }
    }

    /// A uniform value in `0..bound`, from 64-bit words; `bound` exceeds `u32::MAX`.
    fn below_wide(&mut self, bound: u64) -> u64 {
        let rejected = bound.wrapping_neg() % bound;
        loop {
            let word = self.stream.next_u64();
            if word >= rejected {
                return word % bound;
            }
        }
    }

    /// A uniform index into something of `len` items.
    pub fn index(&mut self, len: NonZeroUsize) -> usize {
        let drawn = match NonZeroU32::try_from(len) {
            Ok(bound) => u64::from(self.below(bound)),
            Err(_) => self.below_wide(to_u64(len.get())),
        };
        to_index(drawn)
    }

    /// Shuffles `items` so that every order is equally likely.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        let len = items.len();
        self.shuffle_prefix(items, len);
    }

    /// Moves a uniform random choice of `count` of `items`, in uniform random order, to the
    /// front: the first `count` steps of a Fisher–Yates shuffle (a draw without replacement).
    pub fn shuffle_prefix<T>(&mut self, items: &mut [T], count: usize) {
        let mut rest = items;
        for _ in 0..count {
            // The last item left has nowhere else to go: drawing for it would waste a word.
            let Some(choices) = NonZeroUsize::new(rest.len()).filter(|len| len.get() > 1) else {
                return;
            };
            rest.swap(0, self.index(choices));
            let Some((_, tail)) = std::mem::take(&mut rest).split_first_mut() else {
                return;
            };
            rest = tail;
        }
    }
}

impl fmt::Debug for Rng {
    /// The stream's state would predict every later draw: it is not shown.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Rng").finish_non_exhaustive()
    }
}
