//! The few numeric conversions the workspace lints forbid as `as` casts, each lossless or rounding
//! on purpose, with the reason next to it.

// Ranges are drawn from 32- or 64-bit words: every `usize` must fit a `u64`.
const _: () = assert!(usize::BITS <= u64::BITS);

/// A length or an index as a `u64`: lossless, as `usize` is at most 64 bits wide (asserted above).
#[expect(
    clippy::as_conversions,
    reason = "lossless: usize is at most 64 bits wide"
)]
pub(crate) const fn to_u64(n: usize) -> u64 {
    n as u64
}

/// A `u64` drawn below a `usize` bound, as an index: lossless, as it is smaller than that bound.
#[expect(
    clippy::as_conversions,
    reason = "lossless: callers pass values drawn below a usize bound"
)]
pub(crate) const fn to_index(drawn: u64) -> usize {
    drawn as usize
}

/// `value` rounded to the nearest `f64` (exact below 2^53).
#[expect(
    clippy::as_conversions,
    reason = "u128 has no From into f64: rounding to nearest is the intent"
)]
pub(crate) const fn to_f64(value: u128) -> f64 {
    value as f64
}
