//! The store conformance suite on PostgreSQL: a fresh database per test on the server
//! `TEST_POSTGRES_URL` points at (default `postgres://postgres@127.0.0.1:5432/postgres`),
//! dropped afterwards.
#![allow(
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a failed expectation panics, saying what went wrong"
)]

use store_conformance::Harness;
use store_postgres::test_support::TestDb;
use store_postgres::{PgDb, PgStore};

/// A migrated, uniquely named database (a copy of the migrated template), dropped on
/// teardown.
struct FreshPg {
    store: PgStore,
    db: TestDb,
}

fn base_url() -> String {
    std::env::var("TEST_POSTGRES_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/postgres".to_owned())
}

impl Harness for FreshPg {
    type Store = PgStore;

    async fn setup() -> Self {
        let db = TestDb::create(&base_url()).await;
        // Small pools: tests run in parallel against one server.
        let store = PgDb::open(db.url(), 5)
            .await
            .map(PgStore::new)
            .unwrap_or_else(|e| panic!("connect {}: {e}", db.url()));
        FreshPg { store, db }
    }

    fn store(&self) -> PgStore {
        self.store.clone()
    }

    async fn teardown(self) {
        self.store.close().await;
        self.db.drop().await;
    }
}

store_conformance::conformance_tests!(FreshPg);

/// Keys claimed before migration 0014 have no fingerprint (erased here as the migration left
/// them) and replay whatever a placement with them asks for.
#[tokio::test(flavor = "multi_thread")]
async fn placement_keys_from_before_fingerprints_replay() {
    store_conformance::run::<FreshPg, _, _>(|store| {
        store_conformance::placement_keys_from_before_fingerprints_replay(
            store,
            |store: PgStore| async move {
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
/// markets) take to apply. `cargo test -p store-postgres --test conformance -- --ignored
/// --nocapture measure`.
#[tokio::test(flavor = "multi_thread")]
#[ignore = "prints a measurement"]
async fn measure_prices_documents() {
    let harness = FreshPg::setup().await;
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
        "100-change prices document on PostgreSQL: median {:?}, p90 {:?}, max {:?} ({} documents)",
        at(50),
        at(90),
        times.last().copied().unwrap_or_default(),
        times.len()
    );
}

/// A measurement, not a check: 32 bettors placing 100 single bets each, all at once.
/// `cargo test -p store-postgres --release --test conformance -- --ignored --nocapture placements`.
#[tokio::test(flavor = "multi_thread")]
#[ignore = "prints a measurement"]
async fn measure_placements() {
    let harness = FreshPg::setup().await;
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
        "placements on PostgreSQL: {:.0} bets/s, p50 {:?}, p99 {:?} ({} bets)",
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
    use store::LedgerStore;
    let harness = FreshPg::setup().await;
    let store = harness.store();
    store_conformance::ledger_funding_and_balances(store.clone()).await;
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
    harness.teardown().await;
}

/// A `TestDb` that is not dropped explicitly (a panicking test) is still removed.
#[tokio::test]
async fn test_db_is_removed_when_dropped_implicitly() {
    use store::Store;
    let base = base_url();
    let db = TestDb::create(&base).await;
    let name = db.name().to_owned();
    assert!(name.starts_with("sbtest_"));
    assert_eq!(name, name.to_lowercase());
    let exists = |name: String| {
        let base = base.clone();
        async move {
            let pool = sqlx::PgPool::connect(&base)
                .await
                .unwrap_or_else(|e| panic!("{e}"));
            let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM pg_database WHERE datname = $1")
                .bind(name)
                .fetch_one(&pool)
                .await
                .unwrap_or_else(|e| panic!("{e}"));
            pool.close().await;
            n == 1
        }
    };
    assert!(exists(name.clone()).await);
    let store = PgDb::open(db.url(), 1)
        .await
        .map(PgStore::new)
        .unwrap_or_else(|e| panic!("{e}"));
    store.ping().await.unwrap_or_else(|e| panic!("{e}"));
    // Still connected: the drop must force the session out.
    std::mem::drop(db);
    assert!(!exists(name).await);
}

/// A measurement, not a check: an event with 100,000 open bets (straights, parlays, teasers
/// and round robins of 1,000 bettors) finishes; its bets are read by market in pages, graded
/// and applied in batches of 2,000 (placing them is not timed).
/// `cargo test -p store-postgres --release --test conformance -- --ignored --nocapture measure_settlement`.
#[tokio::test(flavor = "multi_thread")]
#[ignore = "prints a measurement"]
async fn measure_settlement() {
    let bets = std::env::var("SETTLEMENT_BETS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(100_000);
    let harness = FreshPg::setup().await;
    let (settled, took) =
        store_conformance::time_settlement(harness.store(), 1_000, bets, 2_000).await;
    harness.teardown().await;
    println!(
        "settlement on PostgreSQL: {settled} bets in {took:?}, {:.0} bets/s",
        f64::from(u32::try_from(settled).unwrap_or(u32::MAX)) / took.as_secs_f64()
    );
}
