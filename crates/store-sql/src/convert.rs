//! Conversions between stored columns and the store's models, shared by every area.

use chrono::{DateTime, Utc};
use domain::money::Currency;
use store::{StoreError, StoreResult};

/// Milliseconds since the Unix epoch, as stored.
pub(crate) fn millis(at: DateTime<Utc>) -> i64 {
    at.timestamp_millis()
}

/// Reads a stored instant back.
pub(crate) fn instant(ms: i64) -> StoreResult<DateTime<Utc>> {
    DateTime::from_timestamp_millis(ms)
        .ok_or_else(|| StoreError::Corrupt(format!("instant out of range: {ms}")))
}

/// Reads an optional stored instant back.
pub(crate) fn opt_instant(ms: Option<i64>) -> StoreResult<Option<DateTime<Utc>>> {
    ms.map(instant).transpose()
}

/// A stored value that does not read back.
pub(crate) fn corrupt(what: &str, value: impl std::fmt::Display) -> StoreError {
    StoreError::Corrupt(format!("{what} {value}"))
}

/// A stored currency code.
pub(crate) fn currency(code: &str) -> StoreResult<Currency> {
    Currency::parse(code).map_err(|_| corrupt("currency", code))
}

/// A stored count (never negative).
pub(crate) fn count(n: i64) -> StoreResult<u64> {
    u64::try_from(n).map_err(|_| corrupt("negative count", n))
}

/// A u64 as stored (integers are signed 64-bit on both databases): larger values are refused.
pub(crate) fn signed(n: u64) -> StoreResult<i64> {
    i64::try_from(n).map_err(|_| StoreError::Conflict("odds"))
}

/// A stored u64 (odds parts).
pub(crate) fn unsigned(n: i64) -> StoreResult<u64> {
    u64::try_from(n).map_err(|_| corrupt("negative odds", n))
}

/// A stored small count.
pub(crate) fn small(n: i64) -> StoreResult<u32> {
    u32::try_from(n).map_err(|_| corrupt("count out of range", n))
}

/// Items stored as one comma-separated column.
pub(crate) fn joined<T: ToString>(items: &[T]) -> String {
    items
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

/// The items of a comma-separated column.
pub(crate) fn split(text: &str) -> impl Iterator<Item = &str> {
    text.split(',').filter(|s| !s.is_empty())
}

/// A value as the JSON text stored for it.
pub(crate) fn to_json<T: serde::Serialize>(value: &T) -> StoreResult<String> {
    serde_json::to_string(value).map_err(|e| StoreError::Backend(format!("to JSON: {e}")))
}

/// A stored JSON text read back; `what` names it in the error.
pub(crate) fn from_json<T: serde::de::DeserializeOwned>(json: &str, what: &str) -> StoreResult<T> {
    serde_json::from_str(json).map_err(|e| StoreError::Corrupt(format!("{what}: {e}")))
}
