//! Demo tables: play for fun, kept by the provider alone. A demo table starts with
//! `domain::casino::DEMO_BALANCE_CENTS` of play money, never reaches the platform's wallet or
//! ledger, and is forgotten after [`IDLE`] without play (or, when [`CAPACITY`] tables are
//! open, the longest idle first).

use super::rounds::OpenHand;
use chrono::{DateTime, Duration, Utc};
use domain::casino::DEMO_BALANCE_CENTS;
use std::collections::HashMap;
use std::sync::Mutex;

/// How long an untouched demo table is kept.
pub const IDLE: Duration = Duration::hours(12);

/// The most demo tables kept at once.
pub const CAPACITY: usize = 10_000;

/// One demo table.
#[derive(Debug, Clone)]
pub struct DemoTable {
    pub balance_cents: i64,
    /// A blackjack hand in play.
    pub open_hand: Option<OpenHand>,
    touched_at: DateTime<Utc>,
}

/// Every demo table of this node, by id.
#[derive(Debug, Default)]
pub struct DemoTables {
    tables: Mutex<HashMap<String, DemoTable>>,
}

impl DemoTables {
    /// Opens a table `id` with the starting play money.
    pub fn open(&self, id: &str, now: DateTime<Utc>) {
        let mut tables = self.lock();
        if tables.len() >= CAPACITY {
            tables.retain(|_, t| now - t.touched_at < IDLE);
        }
        if tables.len() >= CAPACITY
            && let Some(oldest) = tables
                .iter()
                .min_by_key(|(_, t)| t.touched_at)
                .map(|(id, _)| id.clone())
        {
            tables.remove(&oldest);
        }
        tables.insert(
            id.to_owned(),
            DemoTable {
                balance_cents: DEMO_BALANCE_CENTS,
                open_hand: None,
                touched_at: now,
            },
        );
    }

    /// Runs `f` on table `id` (`None`: unknown or forgotten), marking it used.
    pub fn with<T>(
        &self,
        id: &str,
        now: DateTime<Utc>,
        f: impl FnOnce(&mut DemoTable) -> T,
    ) -> Option<T> {
        let mut tables = self.lock();
        let table = tables.get_mut(id).filter(|t| now - t.touched_at < IDLE)?;
        table.touched_at = now;
        Some(f(table))
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, DemoTable>> {
        // A panic while holding the lock leaves the map consistent (every change is one
        // insert, remove or field write), so a poisoned lock is still usable.
        self.tables
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_start_with_play_money_and_are_forgotten_when_idle() {
        let tables = DemoTables::default();
        let now = DateTime::from_timestamp(1_800_000_000, 0).unwrap_or_default();
        tables.open("d1", now);
        assert_eq!(
            tables.with("d1", now, |t| t.balance_cents),
            Some(DEMO_BALANCE_CENTS)
        );
        tables.with("d1", now, |t| t.balance_cents -= 500);
        let later = now + IDLE - Duration::seconds(1);
        assert_eq!(
            tables.with("d1", later, |t| t.balance_cents),
            Some(DEMO_BALANCE_CENTS - 500)
        );
        assert_eq!(tables.with("d1", later + IDLE, |t| t.balance_cents), None);
        assert_eq!(tables.with("unknown", now, |t| t.balance_cents), None);
    }
}
