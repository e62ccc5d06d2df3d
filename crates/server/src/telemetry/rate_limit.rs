//! Per-client token buckets for the telemetry endpoints: each client (IP address plus the
//! `x-install-id` header) may burst up to the per-minute allowance, which refills evenly
//! over the minute. In memory, per server node.

use chrono::{DateTime, Utc};
use std::collections::HashMap;
use std::sync::Mutex;

/// Buckets are forgotten once this many exist and they have refilled completely.
const PRUNE_AT: usize = 10_000;

#[derive(Debug, Clone, Copy)]
struct Bucket {
    tokens: f64,
    updated: DateTime<Utc>,
}

/// Token buckets keyed by client.
#[derive(Debug)]
pub struct TokenBuckets {
    capacity: f64,
    refill_per_second: f64,
    buckets: Mutex<HashMap<String, Bucket>>,
}

impl TokenBuckets {
    /// `per_minute` tokens of burst, refilled at `per_minute` per minute (at least 1).
    pub fn per_minute(per_minute: u32) -> Self {
        let capacity = f64::from(per_minute.max(1));
        Self {
            capacity,
            refill_per_second: capacity / 60.0,
            buckets: Mutex::new(HashMap::new()),
        }
    }

    fn refilled(&self, bucket: Bucket, now: DateTime<Utc>) -> Bucket {
        let elapsed = (now - bucket.updated)
            .to_std()
            .unwrap_or_default()
            .as_secs_f64();
        Bucket {
            tokens: (bucket.tokens + elapsed * self.refill_per_second).min(self.capacity),
            updated: now,
        }
    }

    /// Whole seconds until `missing` tokens have refilled: at least 1, at most 60 (the whole
    /// allowance refills in a minute).
    fn retry_after(&self, missing: f64) -> u64 {
        (1_u32..60)
            .find(|&s| f64::from(s) * self.refill_per_second >= missing)
            .map_or(60, u64::from)
    }

    /// Whether one token is available at `now`, without taking it.
    pub fn check(&self, key: &str, now: DateTime<Utc>) -> Result<(), u64> {
        let buckets = self
            .buckets
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        match buckets.get(key) {
            Some(bucket) => {
                let bucket = self.refilled(*bucket, now);
                if bucket.tokens >= 1.0 {
                    Ok(())
                } else {
                    Err(self.retry_after(1.0 - bucket.tokens))
                }
            }
            None => Ok(()),
        }
    }

    /// Takes `n` tokens from `key`'s bucket at `now`, or (taking nothing) answers how many
    /// seconds until they are there.
    pub fn try_acquire(&self, key: &str, n: u32, now: DateTime<Utc>) -> Result<(), u64> {
        let wanted = f64::from(n);
        let mut buckets = self
            .buckets
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if buckets.len() >= PRUNE_AT {
            buckets.retain(|_, b| self.refilled(*b, now).tokens < self.capacity);
        }
        let bucket = buckets.get(key).copied().unwrap_or(Bucket {
            tokens: self.capacity,
            updated: now,
        });
        let mut bucket = self.refilled(bucket, now);
        if wanted > self.capacity {
            return Err(60);
        }
        if bucket.tokens + f64::EPSILON < wanted {
            let missing = wanted - bucket.tokens;
            buckets.insert(key.to_owned(), bucket);
            return Err(self.retry_after(missing));
        }
        bucket.tokens -= wanted;
        buckets.insert(key.to_owned(), bucket);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::Duration;

    fn instant() -> DateTime<Utc> {
        DateTime::from_timestamp(1_800_000_000, 0).unwrap()
    }

    #[test]
    fn bursts_up_to_the_allowance_then_refuses() {
        let buckets = TokenBuckets::per_minute(30);
        let now = instant();
        for _ in 0..30 {
            assert_eq!(buckets.try_acquire("a", 1, now), Ok(()));
        }
        assert_eq!(buckets.try_acquire("a", 1, now), Err(2));
        // Other clients have their own bucket.
        assert_eq!(buckets.try_acquire("b", 1, now), Ok(()));
    }

    #[test]
    fn refills_evenly_over_the_minute() {
        let buckets = TokenBuckets::per_minute(60);
        let now = instant();
        assert_eq!(buckets.try_acquire("a", 60, now), Ok(()));
        assert!(buckets.try_acquire("a", 1, now).is_err());
        assert_eq!(
            buckets.try_acquire("a", 5, now + Duration::seconds(5)),
            Ok(())
        );
        assert_eq!(
            buckets.try_acquire("a", 3, now + Duration::seconds(5)),
            Err(3)
        );
    }

    #[test]
    fn a_refused_batch_takes_nothing() {
        let buckets = TokenBuckets::per_minute(120);
        let now = instant();
        assert_eq!(buckets.try_acquire("a", 100, now), Ok(()));
        assert_eq!(buckets.try_acquire("a", 50, now), Err(15));
        assert_eq!(buckets.try_acquire("a", 20, now), Ok(()));
        assert_eq!(buckets.try_acquire("a", 500, now), Err(60));
    }
}
