//! The store conformance suite on SQLite: a fresh temporary database file per test.
#![allow(
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a failed expectation panics, saying what went wrong"
)]

use std::path::PathBuf;

use store_conformance::Harness;
use store_sqlite::SqliteStore;
use store_sqlite::test_support::TestFile;

/// A migrated database in a uniquely named temporary file (a copy of the migrated
/// template), removed on teardown.
struct TempSqlite {
    store: SqliteStore,
    file: TestFile,
}

impl Harness for TempSqlite {
    type Store = SqliteStore;

    async fn setup() -> Self {
        let file = TestFile::create().await;
        let store = SqliteStore::connect(&file.url())
            .await
            .unwrap_or_else(|e| panic!("open {}: {e}", file.url()));
        TempSqlite { store, file }
    }

    fn store(&self) -> SqliteStore {
        self.store.clone()
    }

    async fn teardown(self) {
        self.store.close().await;
        self.file.remove();
    }
}

/// A path for a database file the test creates itself.
fn unique_path() -> PathBuf {
    std::env::temp_dir().join(format!("sbtest-own-{}.db", ulid_like()))
}

/// A name no other test uses: the process id and a per-process counter.
fn ulid_like() -> String {
    use std::sync::atomic::{AtomicU64, Ordering};
    static SEQ: AtomicU64 = AtomicU64::new(0);
    format!(
        "{}-{}",
        std::process::id(),
        SEQ.fetch_add(1, Ordering::Relaxed)
    )
}

store_conformance::conformance_tests!(TempSqlite);

/// Keys claimed before migration 0014 have no fingerprint (erased here as the migration left
/// them) and replay whatever a placement with them asks for.
#[tokio::test(flavor = "multi_thread")]
async fn placement_keys_from_before_fingerprints_replay() {
    store_conformance::run::<TempSqlite, _, _>(|store| {
        store_conformance::placement_keys_from_before_fingerprints_replay(
            store,
            |store: SqliteStore| async move {
                sqlx::query("UPDATE bet_placements SET fingerprint = NULL")
                    .execute(store.pool())
                    .await
                    .unwrap_or_else(|e| panic!("{e}"));
            },
        )
    })
    .await;
}

/// A measurement, not a check: how long documents of 100 price changes (one per market, 100
/// markets) take to apply. `cargo test -p store-sqlite --test conformance -- --ignored
/// --nocapture measure`.
#[tokio::test(flavor = "multi_thread")]
#[ignore = "prints a measurement"]
async fn measure_prices_documents() {
    let harness = TempSqlite::setup().await;
    let mut times = store_conformance::time_prices_documents(harness.store(), 200).await;
    harness.teardown().await;
    times.sort();
    let at = |q: usize| {
        times
            .get(times.len() * q / 100)
            .copied()
            .unwrap_or_default()
    };
    println!(
        "100-change prices document on SQLite: median {:?}, p90 {:?}, max {:?} ({} documents)",
        at(50),
        at(90),
        times.last().copied().unwrap_or_default(),
        times.len()
    );
}

/// The in-memory form used for quick experiments works too.
#[tokio::test]
async fn in_memory_database_works() {
    let store = SqliteStore::connect("sqlite::memory:")
        .await
        .unwrap_or_else(|e| panic!("{e}"));
    store.migrate().await.unwrap_or_else(|e| panic!("{e}"));
    store_conformance::ledger_funding_and_balances(store.clone()).await;
    store_conformance::refresh_token_rotation_and_reuse(store).await;
}

/// A measurement, not a check: 32 bettors placing 100 single bets each, all at once.
/// `cargo test -p store-sqlite --release --test conformance -- --ignored --nocapture placements`.
#[tokio::test(flavor = "multi_thread")]
#[ignore = "prints a measurement"]
async fn measure_placements() {
    let harness = TempSqlite::setup().await;
    let (mut times, wall) = store_conformance::time_placements(harness.store(), 32, 100).await;
    harness.teardown().await;
    times.sort();
    let at = |q: usize| {
        times
            .get(times.len() * q / 100)
            .copied()
            .unwrap_or_default()
    };
    println!(
        "placements on SQLite: {:.0} bets/s, p50 {:?}, p99 {:?} ({} bets)",
        f64::from(u32::try_from(times.len()).unwrap_or(u32::MAX)) / wall.as_secs_f64(),
        at(50),
        at(99),
        times.len()
    );
}

/// `verify_ledger` reports a cached balance edited behind the ledger's back and a
/// transaction whose postings no longer sum to zero.
#[tokio::test]
async fn verify_ledger_reports_tampering() {
    let harness = TempSqlite::setup().await;
    let store = harness.store();
    store_conformance::ledger_funding_and_balances(store.clone()).await;
    tamper(&store).await;
    harness.teardown().await;
}

async fn tamper(store: &SqliteStore) {
    use store::LedgerStore;
    sqlx::query(
        "UPDATE ledger_accounts SET balance = balance + 1 \
         WHERE owner_kind = 'user' AND bucket = 'cash'",
    )
    .execute(store.pool())
    .await
    .unwrap_or_else(|e| panic!("{e}"));
    let report = store
        .verify_ledger()
        .await
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(!report.is_ok());
    assert!(report.unbalanced.is_empty(), "{report:?}");
    assert_eq!(report.mismatched.len(), 1, "{report:?}");
    let (account, cached, summed) = &report.mismatched[0];
    assert!(
        account.starts_with("user:") && account.ends_with(":cash:USD"),
        "{account}"
    );
    assert_eq!(*cached, summed + 1);

    let tx: String = sqlx::query_scalar("SELECT id FROM ledger_transactions ORDER BY id LIMIT 1")
        .fetch_one(store.pool())
        .await
        .unwrap_or_else(|e| panic!("{e}"));
    sqlx::query(
        "INSERT INTO ledger_postings (transaction_id, account_id, amount) \
         SELECT $1, id, 7 FROM ledger_accounts WHERE owner_kind = 'house' LIMIT 1",
    )
    .bind(&tx)
    .execute(store.pool())
    .await
    .unwrap_or_else(|e| panic!("{e}"));
    let report = store
        .verify_ledger()
        .await
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        report
            .unbalanced
            .iter()
            .map(|t| t.as_str())
            .collect::<Vec<_>>(),
        vec![tx.as_str()]
    );
    assert_eq!(report.mismatched.len(), 2, "{report:?}");
}

/// `connect` creates the database file's missing folders (a fresh `./data/`).
#[tokio::test]
async fn connect_creates_missing_folders() {
    let root = unique_path().with_extension("d");
    let path = root.join("nested").join("store.db");
    let url = format!("sqlite://{}", path.display());
    let store = SqliteStore::connect(&url)
        .await
        .unwrap_or_else(|e| panic!("{e}"));
    store.migrate().await.unwrap_or_else(|e| panic!("{e}"));
    store_conformance::ping(store.clone()).await;
    store.close().await;
    assert!(path.exists());
    let _ = std::fs::remove_dir_all(&root);
}

/// A measurement, not a check: an event with 100,000 open bets (straights, parlays, teasers
/// and round robins of 1,000 bettors) finishes; its bets are read by market in pages, graded
/// and applied in batches of 2,000 (placing them is not timed).
/// `cargo test -p store-sqlite --release --test conformance -- --ignored --nocapture measure_settlement`.
#[tokio::test(flavor = "multi_thread")]
#[ignore = "prints a measurement"]
async fn measure_settlement() {
    let bets = std::env::var("SETTLEMENT_BETS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(100_000);
    let harness = TempSqlite::setup().await;
    let (settled, took) =
        store_conformance::time_settlement(harness.store(), 1_000, bets, 2_000).await;
    harness.teardown().await;
    println!(
        "settlement on SQLite: {settled} bets in {took:?}, {:.0} bets/s",
        f64::from(u32::try_from(settled).unwrap_or(u32::MAX)) / took.as_secs_f64()
    );
}

/// Migration 0011 rebuilds `ledger_accounts` (a holder's cash may go below zero): a
/// database with ledger history keeps every account under its id, every posting's
/// reference, and a ledger that verifies.
#[tokio::test]
async fn settlement_migration_keeps_the_ledger() {
    use store::LedgerStore;
    let path = unique_path();
    let url = format!("sqlite://{}", path.display());
    let store = SqliteStore::connect(&url)
        .await
        .unwrap_or_else(|e| panic!("{e}"));
    // Embedded at compile time, like the store's own: a build reused from another clone's
    // folder must not look for the migrations where that clone was.
    let mut before = sqlx::migrate!("./migrations");
    before.migrations = std::borrow::Cow::Owned(
        before
            .migrations
            .iter()
            .filter(|m| m.version < 11)
            .cloned()
            .collect(),
    );
    before
        .run(store.pool())
        .await
        .unwrap_or_else(|e| panic!("{e}"));
    store_conformance::ledger_funding_and_balances(store.clone()).await;
    let accounts = |store: SqliteStore| async move {
        sqlx::query_as::<_, (i64, String, String, String, i64)>(
            "SELECT id, owner_kind, owner_id, bucket, balance FROM ledger_accounts ORDER BY id",
        )
        .fetch_all(store.pool())
        .await
        .unwrap_or_else(|e| panic!("{e}"))
    };
    let old = accounts(store.clone()).await;
    assert!(!old.is_empty());

    store.migrate().await.unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(accounts(store.clone()).await, old);
    let broken: Vec<(String, i64, String, i64)> = sqlx::query_as("PRAGMA foreign_key_check")
        .fetch_all(store.pool())
        .await
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(broken.is_empty(), "{broken:?}");
    let report = store
        .verify_ledger()
        .await
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(report.is_ok(), "{report:?}");
    // New accounts continue after the old ids.
    let (id,): (i64,) = sqlx::query_as(
        "INSERT INTO ledger_accounts (owner_kind, owner_id, bucket, currency, balance) \
         VALUES ('house', 'probe', 'main', 'USD', 0) RETURNING id",
    )
    .fetch_one(store.pool())
    .await
    .unwrap_or_else(|e| panic!("{e}"));
    assert!(old.iter().all(|(old_id, ..)| *old_id < id));
    // Holders' buckets other than cash still refuse a negative balance.
    let refused = sqlx::query(
        "UPDATE ledger_accounts SET balance = -1 WHERE owner_kind = 'user' AND bucket = 'bonus'",
    )
    .execute(store.pool())
    .await;
    assert!(refused.is_err());
    store.close().await;
    for suffix in ["", "-wal", "-shm"] {
        let mut file = path.clone().into_os_string();
        file.push(suffix);
        let _ = std::fs::remove_file(file);
    }
}
