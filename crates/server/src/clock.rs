//! The server's notion of "now" for rules that depend on elapsed time (responsible-gaming
//! periods, pending limit changes, exclusions, the daily time limit, casino restrictions;
//! location licences, packet ages and authorisations): the system clock plus an offset that
//! is zero unless moved. It is the only such clock (`AppState::clock`). Tests (and a
//! developer on a local server) move it forward to see a period end or an authorisation
//! expire without waiting.

use chrono::{DateTime, Duration, Utc};
use std::sync::atomic::{AtomicI64, Ordering};

/// System time shifted by an adjustable offset (zero by default).
#[derive(Debug, Default)]
pub struct Clock {
    offset_ms: AtomicI64,
}

impl Clock {
    /// The current instant.
    pub fn now(&self) -> DateTime<Utc> {
        Utc::now() + Duration::milliseconds(self.offset_ms.load(Ordering::Relaxed))
    }

    /// Moves the clock forward (or back, for a negative duration).
    pub fn advance(&self, by: Duration) {
        self.offset_ms
            .fetch_add(by.num_milliseconds(), Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn advances_from_system_time() {
        let clock = Clock::default();
        let before = Utc::now();
        assert!(clock.now() >= before);
        clock.advance(Duration::days(2));
        assert!(clock.now() >= before + Duration::days(2));
    }
}
