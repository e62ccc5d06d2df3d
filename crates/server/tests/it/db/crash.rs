//! Crash safety: the debug `sportsbook` binary, in its own process, is killed with SIGKILL
//! while several bettors place bets over HTTP, then restarted on the same data. Every
//! acknowledged bet must still be there with its stake, each bettor's cash must equal their
//! deposit less the stakes of the bets that exist (none lost, none created, none debited
//! twice) and `sportsbook admin ledger verify` must pass.
//!
//! The bettors go the placement benchmark's way (`benches/common/bettor.rs`, shared by path).
//! The binary is `SPORTSBOOK_BIN`, else the `sportsbook` beside this test binary's folder
//! (`make build-tests` builds both). On PostgreSQL (`STORE_BACKEND=postgres`) the server runs on
//! a fresh database copied from the migrated template.

#[path = "../../../benches/common/bettor.rs"]
#[allow(
    dead_code,
    reason = "the placement benchmark's multi-node launch is not the crash test's"
)]
mod bettor;
#[path = "../../../benches/common/mod.rs"]
#[allow(
    dead_code,
    reason = "the benchmarks' book also moves prices and opens stores, which this test does not"
)]
mod book;

use crate::common::Backend;
use bettor::{Bettor, DEPOSIT_CENTS, Launcher, PLACE, SET_AMOUNT, STAKE, STAKE_CENTS};
use domain::money::Currency;
use serde_json::json;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};
use store::Store;

const BETTORS: u64 = 4;
/// Acknowledged bets before the kill: enough that the kill lands mid-load.
const BETS_BEFORE_KILL: u64 = 45;

/// `SPORTSBOOK_BIN`, else the `sportsbook` beside this test binary's folder
/// (`<target>/debug/deps/it-<hash>`), else the debug one under `CARGO_TARGET_DIR`.
fn debug_binary() -> PathBuf {
    let beside = std::env::current_exe()
        .ok()
        .and_then(|exe| Some(exe.parent()?.parent()?.join("sportsbook")));
    match beside {
        Some(bin) if std::env::var_os("SPORTSBOOK_BIN").is_none() && bin.exists() => bin,
        _ => bettor::binary("debug"),
    }
}

/// What one bettor saw: the acknowledged bets and how many placements were sent.
#[derive(Default)]
struct Seen {
    acknowledged: Vec<String>,
    attempts: u64,
}

/// Places the slip's three bets until a request goes unanswered (the server was killed),
/// counting acknowledged bets in `placed`.
async fn place_until_killed(bettor: Bettor, n: u64, placed: Arc<AtomicU64>) -> Seen {
    let mut seen = Seen::default();
    let Ok((ids, mut version)) = bettor.try_slip().await else {
        return seen;
    };
    let bets: Vec<_> = ids
        .iter()
        .map(|id| json!({"draftBetId": id, "betAmount": STAKE_CENTS.to_string()}))
        .collect();
    let mut stakes_set = true;
    loop {
        if !stakes_set {
            for id in &ids {
                match bettor
                    .try_graphql(SET_AMOUNT, json!({"id": id, "amount": STAKE}))
                    .await
                {
                    Ok(set) => {
                        version = set["betslipSetBetAmount"]["version"]
                            .as_i64()
                            .unwrap_or(version);
                    }
                    Err(_) => return seen,
                }
            }
        }
        seen.attempts += 1;
        let key = format!("crash-{n}-{}", seen.attempts);
        let Ok(answer) = bettor
            .try_graphql(PLACE, json!({"bets": bets, "version": version, "key": key}))
            .await
        else {
            return seen;
        };
        let result = &answer["placeBets"];
        let ids: Vec<String> = result["placedBets"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|b| b["id"].as_str().map(str::to_owned))
            .collect();
        assert!(
            !ids.is_empty(),
            "a placement before the kill was refused: {result}"
        );
        placed.fetch_add(u64::try_from(ids.len()).unwrap(), Ordering::Relaxed);
        seen.acknowledged.extend(ids);
        stakes_set = false;
        version = result["betslip"]["version"].as_i64().unwrap_or(version);
    }
}

async fn open_store(url: &str) -> Arc<dyn Store> {
    if url.starts_with("postgres") {
        Arc::new(
            store_postgres::PgStore::connect(url)
                .await
                .expect("connect PostgreSQL"),
        )
    } else {
        Arc::new(
            store_sqlite::SqliteStore::connect(url)
                .await
                .expect("open SQLite"),
        )
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_killed_mid_load_keeps_every_acknowledged_bet_and_a_balanced_ledger() {
    let data_dir = std::env::temp_dir().join(format!(
        "sbcrash-{}",
        ulid::Ulid::new().to_string().to_lowercase()
    ));
    std::fs::create_dir_all(&data_dir).expect("data folder");
    let pg = match Backend::from_env() {
        Backend::Sqlite => None,
        Backend::Postgres => {
            let base = std::env::var("TEST_POSTGRES_URL")
                .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/postgres".into());
            Some(store_postgres::test_support::TestDb::create(&base).await)
        }
    };
    let database_url = pg.as_ref().map_or_else(
        || format!("sqlite://{}", data_dir.join("sportsbook.db").display()),
        |db| db.url().to_owned(),
    );
    let launcher = Launcher::new(debug_binary(), &data_dir, Some(&database_url));
    let key = launcher.migrate_and_key(book::SOURCE);
    let client = reqwest::Client::new();
    let server = launcher.serve(&client).await;
    let games = usize::try_from(BETTORS).unwrap() + 1;
    bettor::push_feed(&client, &server, &key, &book::catalogue(1)[..games]).await;

    let mut ready = Vec::new();
    for n in 0..BETTORS {
        let game = usize::try_from(n).unwrap();
        let selections = [
            format!("{}.h", book::market_id(game * book::MARKETS_PER_EVENT)),
            format!(
                "{}.a",
                book::market_id((game + 1) * book::MARKETS_PER_EVENT)
            ),
        ];
        // Each bettor is a client of its own.
        ready.push(bettor::prepare(reqwest::Client::new(), &server, n, selections).await);
    }
    let emails: Vec<String> = ready.iter().map(|b| b.email.clone()).collect();

    let placed = Arc::new(AtomicU64::new(0));
    let tasks: Vec<_> = ready
        .into_iter()
        .zip(0u64..)
        .map(|(bettor, n)| tokio::spawn(place_until_killed(bettor, n, placed.clone())))
        .collect();
    let deadline = Instant::now() + Duration::from_secs(20);
    while placed.load(Ordering::Relaxed) < BETS_BEFORE_KILL {
        assert!(Instant::now() < deadline, "the bettors placed too few bets");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    // SIGKILL, with placements in flight.
    drop(server);
    let mut seen = Vec::new();
    for task in tasks {
        seen.push(task.await.expect("bettor task"));
    }

    let server = launcher.serve(&client).await;
    let store = open_store(&database_url).await;
    for (n, (email, seen)) in (0u64..).zip(emails.iter().zip(&seen)) {
        let user = store
            .user_by_email(email)
            .await
            .unwrap()
            .expect("the bettor survives");
        let bets: BTreeMap<String, _> = store
            .bets_of(&user.id, 10_000)
            .await
            .unwrap()
            .into_iter()
            .map(|b| (b.id.to_string(), b))
            .collect();
        for id in &seen.acknowledged {
            let bet = bets
                .get(id)
                .unwrap_or_else(|| panic!("acknowledged bet {id} of {email} is lost"));
            assert_eq!(bet.total_stake_cents, STAKE_CENTS, "stake of {id}");
        }
        for bet in bets.values() {
            let attempt: u64 = bet
                .idempotency_key
                .strip_prefix(&format!("crash-{n}-"))
                .and_then(|a| a.parse().ok())
                .unwrap_or_else(|| panic!("bet {} of {email} was never asked for", bet.id));
            assert!(
                attempt <= seen.attempts,
                "bet {} of {email} was never asked for",
                bet.id
            );
        }
        let stakes: i64 = bets.values().map(|b| b.total_stake_cents).sum();
        let cash = store
            .balances(&user.id, Currency::Usd)
            .await
            .unwrap()
            .cash
            .cents;
        assert_eq!(
            cash,
            DEPOSIT_CENTS - stakes,
            "{email}: deposit less the stakes of its {} bets",
            bets.len()
        );
    }
    let acknowledged: usize = seen.iter().map(|s| s.acknowledged.len()).sum();
    assert!(acknowledged >= usize::try_from(BETS_BEFORE_KILL).unwrap());
    drop(server);
    let verified = launcher.run(&["admin", "ledger", "verify"]);
    assert!(!verified.is_empty(), "ledger verify printed its report");
    if let Some(db) = pg {
        drop(store);
        db.drop().await;
    }
    let _ = std::fs::remove_dir_all(&data_dir);
}
