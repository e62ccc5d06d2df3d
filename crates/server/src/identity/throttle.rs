//! In-memory sliding-window rate limits of the identity API: failed logins per IP,
//! password-reset emails per address, one-time codes per session.
//!
//! They are per server node; with several nodes each enforces its own window (the
//! per-account lockout in the store is the cross-node guard).

use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;
use std::time::{Duration, Instant};

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
    events: Mutex<HashMap<String, VecDeque<Instant>>>,
}

impl RateLimiter {
    pub fn new(limit: usize, window: Duration) -> Self {
        Self {
            limit,
            window,
            events: Mutex::new(HashMap::new()),
        }
    }

    fn prune(&self, q: &mut VecDeque<Instant>, now: Instant) {
        while q
            .front()
            .is_some_and(|t| now.duration_since(*t) >= self.window)
        {
            q.pop_front();
        }
    }

    /// `Some(seconds to wait)` when `key` has used up its window, else `None`.
    pub fn blocked(&self, key: &str) -> Option<u64> {
        let now = Instant::now();
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
                .saturating_sub(now.duration_since(oldest))
                .as_secs()
                .max(1),
        )
    }

    /// Records one event for `key`.
    pub fn record(&self, key: &str) {
        let now = Instant::now();
        let mut events = self
            .events
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        // Keep memory bounded: drop keys whose events all expired once the map grows.
        if events.len() > 100_000 {
            events.retain(|_, q| {
                q.back()
                    .is_some_and(|t| now.duration_since(*t) < self.window)
            });
        }
        let q = events.entry(key.to_owned()).or_default();
        self.prune(q, now);
        q.push_back(now);
    }

    /// Records an event unless the key is blocked; `Err(seconds)` when blocked.
    pub fn try_acquire(&self, key: &str) -> Result<(), u64> {
        if let Some(wait) = self.blocked(key) {
            return Err(wait);
        }
        self.record(key);
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
        let rl = RateLimiter::new(3, Duration::from_millis(200));
        for _ in 0..3 {
            assert_eq!(rl.blocked("ip"), None);
            rl.record("ip");
        }
        assert!(rl.blocked("ip").is_some());
        assert_eq!(rl.blocked("other"), None);
        assert!(rl.try_acquire("ip").is_err());
        std::thread::sleep(Duration::from_millis(250));
        assert_eq!(rl.blocked("ip"), None);
        assert!(rl.try_acquire("ip").is_ok());
    }
}
