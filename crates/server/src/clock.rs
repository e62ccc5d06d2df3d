//! The server's one notion of "now": the system clock plus an offset that is zero unless
//! moved. Every time read of the server goes through it (`AppState::clock`): sessions and
//! tokens, responsible-gaming periods, location licences and authorisations, the in-play
//! acceptance delay, throttles, caches and jobs. Tests (and a developer on a local server)
//! move it forward to see a period end, a session expire or a delay pass without waiting;
//! whoever sleeps until an instant through [`Clock::sleep_until`] wakes when it is moved.
//!
//! This module is the only place that reads the system clock (the workspace's clippy
//! configuration refuses `Utc::now` and `SystemTime::now` elsewhere).

use chrono::{DateTime, Duration, Utc};
use std::sync::atomic::{AtomicI64, Ordering};
use tokio::sync::Notify;

/// System time shifted by an adjustable offset (zero by default).
#[derive(Debug, Default)]
pub struct Clock {
    offset_ms: AtomicI64,
    /// Wakes [`Clock::sleep_until`] sleepers when the clock moves.
    moved: Notify,
}

impl Clock {
    /// A clock that reads system time (the default).
    pub fn system() -> Self {
        Self::default()
    }

    /// The current instant.
    #[allow(
        clippy::disallowed_methods,
        reason = "the clock is the one reader of system time"
    )]
    pub fn now(&self) -> DateTime<Utc> {
        Utc::now() + Duration::milliseconds(self.offset_ms.load(Ordering::Relaxed))
    }

    /// Moves the clock forward (or back, for a negative duration).
    pub fn advance(&self, by: Duration) {
        self.offset_ms
            .fetch_add(by.num_milliseconds(), Ordering::Relaxed);
        self.moved.notify_waiters();
    }

    /// How long until `at` by this clock (zero once it has passed).
    pub fn until(&self, at: DateTime<Utc>) -> std::time::Duration {
        (at - self.now()).to_std().unwrap_or_default()
    }

    /// Sleeps until this clock reads `at`: the time left in real time, cut short when the
    /// clock is moved past it.
    pub async fn sleep_until(&self, at: DateTime<Utc>) {
        loop {
            // Registered before the check, so a move in between still wakes this sleeper.
            let moved = self.moved.notified();
            let left = self.until(at);
            if left.is_zero() {
                return;
            }
            tokio::select! {
                () = tokio::time::sleep(left) => {}
                () = moved => {}
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    #[test]
    fn advances_from_system_time() {
        let clock = Clock::system();
        let before = clock.now();
        clock.advance(Duration::days(2));
        assert!(clock.now() >= before + Duration::days(2));
        assert!(clock.until(before + Duration::days(1)).is_zero());
        assert!(clock.until(before + Duration::days(3)) > std::time::Duration::from_secs(3600));
    }

    #[tokio::test]
    async fn a_sleeper_wakes_when_the_clock_moves_past_its_instant() {
        let clock = Arc::new(Clock::system());
        let at = clock.now() + Duration::hours(1);
        let sleeper = tokio::spawn({
            let clock = Arc::clone(&clock);
            async move { clock.sleep_until(at).await }
        });
        tokio::task::yield_now().await;
        clock.advance(Duration::minutes(30));
        tokio::task::yield_now().await;
        assert!(!sleeper.is_finished(), "woke half an hour early");
        clock.advance(Duration::minutes(31));
        tokio::time::timeout(std::time::Duration::from_secs(5), sleeper)
            .await
            .expect("woke once the clock passed the instant")
            .unwrap();
    }
}
