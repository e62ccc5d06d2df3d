//! In-memory sliding-window rate limits of the identity API: failed logins per IP,
//! password-reset emails per address, one-time codes per session.
//!
//! They are per server node; with several nodes each enforces its own window (the
//! per-account lockout in the store is the cross-node guard).

use chrono::{DateTime, Utc};
use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;
use std::time::Duration;

/// Failed logins allowed from one IP address per window.
pub const LOGIN_FAILURES_PER_IP: usize = 20;
pub const LOGIN_FAILURE_WINDOW: Duration = Duration::from_secs(15 * 60);
/// Password-reset emails per address per hour.
pub const RESET_EMAILS_PER_ADDRESS: usize = 5;
/// One-time codes sent per session per ten minutes.
pub const CODES_PER_SESSION: usize = 5;

/// Counts events per key within a sliding window.
#[derive(Debug)]
pub struct RateLimiter {
    limit: usize,
    window: Duration,
    events: Mutex<HashMap<String, VecDeque<DateTime<Utc>>>>,
}

impl RateLimiter {
    pub fn new(limit: usize, window: Duration) -> Self {
        Self {
            limit,
            window,
            events: Mutex::new(HashMap::new()),
        }
    }

    /// How long ago `then` was at `now` (zero for instants after `now`).
    fn since(then: DateTime<Utc>, now: DateTime<Utc>) -> Duration {
        (now - then).to_std().unwrap_or_default()
    }

    fn prune(&self, q: &mut VecDeque<DateTime<Utc>>, now: DateTime<Utc>) {
        while q
            .front()
            .is_some_and(|t| Self::since(*t, now) >= self.window)
        {
            q.pop_front();
        }
    }

    /// `Some(seconds to wait)` when `key` has used up its window at `now`, else `None`.
    pub fn blocked(&self, key: &str, now: DateTime<Utc>) -> Option<u64> {
        let mut events = self
            .events
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let q = events.get_mut(key)?;
        self.prune(q, now);
        if q.len() < self.limit {
            return None;
        }
        let oldest = q.front().copied()?;
        Some(
            self.window
                .saturating_sub(Self::since(oldest, now))
                .as_secs()
                .max(1),
        )
    }

    /// Records one event for `key` at `now`.
    pub fn record(&self, key: &str, now: DateTime<Utc>) {
        let mut events = self
            .events
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        // Keep memory bounded: drop keys whose events all expired once the map grows.
        if events.len() > 100_000 {
            events.retain(|_, q| q.back().is_some_and(|t| Self::since(*t, now) < self.window));
        }
        let q = events.entry(key.to_owned()).or_default();
        self.prune(q, now);
        q.push_back(now);
    }

    /// Records an event unless the key is blocked; `Err(seconds)` when blocked.
    pub fn try_acquire(&self, key: &str, now: DateTime<Utc>) -> Result<(), u64> {
        if let Some(wait) = self.blocked(key, now) {
            return Err(wait);
        }
        self.record(key, now);
        Ok(())
    }
}

/// The identity API's limits, kept in `AppState`.
#[derive(Debug)]
pub struct Throttles {
    pub login_failures_by_ip: RateLimiter,
    pub reset_emails_by_address: RateLimiter,
    pub codes_by_session: RateLimiter,
}

impl Default for Throttles {
    fn default() -> Self {
        Self {
            login_failures_by_ip: RateLimiter::new(LOGIN_FAILURES_PER_IP, LOGIN_FAILURE_WINDOW),
            reset_emails_by_address: RateLimiter::new(
                RESET_EMAILS_PER_ADDRESS,
                Duration::from_secs(3600),
            ),
            codes_by_session: RateLimiter::new(CODES_PER_SESSION, Duration::from_secs(600)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_after_limit_and_recovers() {
        let rl = RateLimiter::new(3, Duration::from_secs(60));
        let now = DateTime::from_timestamp(1_800_000_000, 0).unwrap();
        for _ in 0..3 {
            assert_eq!(rl.blocked("ip", now), None);
            rl.record("ip", now);
        }
        assert_eq!(rl.blocked("ip", now), Some(60));
        assert_eq!(rl.blocked("other", now), None);
        assert!(rl.try_acquire("ip", now).is_err());
        let later = now + chrono::Duration::seconds(45);
        assert_eq!(rl.blocked("ip", later), Some(15));
        let after = now + chrono::Duration::seconds(60);
        assert_eq!(rl.blocked("ip", after), None);
        assert!(rl.try_acquire("ip", after).is_ok());
    }
}
