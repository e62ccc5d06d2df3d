//! What a request costs the database: the statements the server runs, counted from the
//! backends' statement logs (one event per statement: target `sqlx::query` from the PostgreSQL
//! driver, [`store_sqlite::STATEMENT_LOG`] from the SQLite backend's threads).
//!
//! The count is process-wide, as nextest runs each test in a process of its own; background
//! jobs may add a statement now and then, so a test takes the fewest over a few requests.

use std::sync::atomic::{AtomicU64, Ordering};
use tracing::{Event, Subscriber};
use tracing_subscriber::layer::{Context, Layer, SubscriberExt};
use tracing_subscriber::util::SubscriberInitExt;

static STATEMENTS: AtomicU64 = AtomicU64::new(0);

struct CountStatements;

impl<S: Subscriber> Layer<S> for CountStatements {
    fn on_event(&self, event: &Event<'_>, _: Context<'_, S>) {
        let target = event.metadata().target();
        if target == "sqlx::query" || target == store_sqlite::STATEMENT_LOG {
            STATEMENTS.fetch_add(1, Ordering::Relaxed);
        }
    }
}

/// Starts counting (once per process; later calls change nothing).
pub fn count() {
    let _ = tracing_subscriber::registry()
        .with(CountStatements)
        .try_init();
}

/// The statements run so far.
pub fn so_far() -> u64 {
    STATEMENTS.load(Ordering::Relaxed)
}
