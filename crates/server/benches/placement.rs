//! Bet placement: many bettors placing straight and parlay bets at once, over HTTP, against
//! the release `sportsbook` binary in its own process, on SQLite and (when `TEST_POSTGRES_URL`
//! answers) on PostgreSQL, then on two nodes sharing that PostgreSQL with their bus on NATS
//! (`TEST_NATS_URL`, default `nats://127.0.0.1:4222`; skipped, saying so, when it does not
//! answer), half the bettors on each.
//!
//! Every bettor goes the real way first: signs up, logs in, deposits by card through the
//! payments frame, verifies their location (licence, collector, authorisation) and builds a
//! betslip of two selections from different games. Then each repeats `placeBets` with its
//! two straights and the parlay (three bets, `keepBetslipSelections`), a fresh idempotency key
//! each time, as fast as the server answers. Prints bets placed per second, `placeBets`
//! latency p50/p99/max and the server's CPU.
//!
//! Settings (environment): `PLACEMENT_BETTORS` (64), `PLACEMENT_SECONDS` (15),
//! `SPORTSBOOK_BIN` (default the release binary under `CARGO_TARGET_DIR`). Run with `make bench`.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    clippy::as_conversions,
    reason = "a benchmark stops at the first surprise, and its figures are measurements, not money"
)]

use serde_json::{Value, json};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

#[allow(
    dead_code,
    reason = "the book is shared with the feed and fan-out benchmarks, which also move prices"
)]
mod common;

#[allow(dead_code, reason = "each benchmark uses the measures it prints")]
#[path = "common/measure.rs"]
mod measure;

use measure::{cpu_seconds, percentile, setting};

#[path = "common/bettor.rs"]
mod bettor;

use bettor::{Bettor, Launcher, PLACE, SET_AMOUNT, STAKE, STAKE_CENTS};
use common::{EVENTS, MARKETS_PER_EVENT, SOURCE, market_id};

/// Bettor `n`'s two selections: the home side of one game and the away side of the next.
fn selections(n: u64) -> [String; 2] {
    let games = u64::try_from(EVENTS).unwrap_or(1);
    let first = usize::try_from(n % games).unwrap_or(0);
    let second = usize::try_from((n + 1) % games).unwrap_or(0);
    [
        format!("{}.h", market_id(first * MARKETS_PER_EVENT)),
        format!("{}.a", market_id(second * MARKETS_PER_EVENT)),
    ]
}

#[derive(Default)]
struct Totals {
    bets: AtomicU64,
    refused: AtomicU64,
    latencies: std::sync::Mutex<Vec<Duration>>,
}

/// Places the slip's three bets again and again until `stop`. A placement clears the stakes
/// it used (the selections stay), so each round types them again first, as a bettor would;
/// only `placeBets` counts in the latency.
async fn place_loop(bettor: Bettor, n: u64, stop: Arc<AtomicBool>, totals: Arc<Totals>) {
    let (ids, mut version) = bettor.slip().await;
    let bets: Vec<Value> = ids
        .iter()
        .map(|id| json!({"draftBetId": id, "betAmount": STAKE_CENTS.to_string()}))
        .collect();
    let mut attempt = 0u64;
    let mut latencies = Vec::new();
    let mut stakes_set = true;
    while !stop.load(Ordering::Relaxed) {
        if !stakes_set {
            for id in &ids {
                let set = bettor
                    .graphql(SET_AMOUNT, json!({"id": id, "amount": STAKE}))
                    .await;
                version = set["betslipSetBetAmount"]["version"]
                    .as_i64()
                    .unwrap_or(version);
            }
        }
        attempt += 1;
        let started = Instant::now();
        let answer = bettor
            .graphql(
                PLACE,
                json!({"bets": bets, "version": version, "key": format!("bench-{n}-{attempt}")}),
            )
            .await;
        latencies.push(started.elapsed());
        let result = &answer["placeBets"];
        let placed = result["placedBets"].as_array().map_or(0, Vec::len);
        totals
            .bets
            .fetch_add(u64::try_from(placed).unwrap_or(0), Ordering::Relaxed);
        if placed == 0 && totals.refused.fetch_add(1, Ordering::Relaxed) == 0 {
            eprintln!("first refusal: {result}");
        }
        stakes_set = placed == 0;
        version = result["betslip"]["version"].as_i64().unwrap_or(version);
    }
    totals
        .latencies
        .lock()
        .expect("latencies")
        .extend(latencies);
}

/// Runs the benchmark on `nodes` servers (more than one: `nats` names their bus, as
/// `NATS_URL` and `NATS_PREFIX`), bettor `n` on node `n % nodes`.
async fn run(label: &str, database_url: Option<&str>, nodes: usize, nats: Option<(&str, &str)>) {
    let bettors = setting("PLACEMENT_BETTORS", 64);
    let seconds = setting("PLACEMENT_SECONDS", 15);
    let data_dir = std::env::temp_dir().join(format!(
        "sb-bench-placement-{}-{}",
        label.replace([' ', ','], "-"),
        std::process::id()
    ));
    std::fs::create_dir_all(&data_dir).expect("temp dir");
    let mut launcher = Launcher::new(bettor::binary("release"), &data_dir, database_url);
    if let Some((url, prefix)) = nats {
        launcher = launcher
            .with_env("NATS_URL", url)
            .with_env("NATS_PREFIX", prefix);
    }
    let key = launcher.migrate_and_key(SOURCE);
    let client = reqwest::Client::builder()
        .pool_max_idle_per_host(usize::try_from(bettors).unwrap_or(64))
        .build()
        .expect("HTTP client");
    let first = launcher.serve(&client).await;
    bettor::push_feed(&client, &first, &key, &common::catalogue(1)).await;
    // The others start with the catalogue in the store.
    let mut servers = vec![first];
    for _ in 1..nodes {
        servers.push(launcher.another_node().serve(&client).await);
    }
    let pids: Vec<u32> = servers.iter().map(|s| s.child.id()).collect();

    let preparing = Instant::now();
    let mut ready = Vec::new();
    for chunk in (0..bettors).collect::<Vec<_>>().chunks(16) {
        let batch = chunk.iter().map(|&n| {
            let client = client.clone();
            let server = &servers[usize::try_from(n).unwrap_or(0) % servers.len()];
            async move { bettor::prepare(client, server, n, selections(n)).await }
        });
        ready.extend(futures::future::join_all(batch).await);
    }
    println!(
        "placement ({label}): {bettors} bettors ready in {:.1} s; each round types 3 stakes and places 2 straights + 1 parlay, for {seconds} s",
        preparing.elapsed().as_secs_f64()
    );

    let stop = Arc::new(AtomicBool::new(false));
    let totals = Arc::new(Totals::default());
    let cpu = || pids.iter().map(|&pid| cpu_seconds(pid)).sum::<f64>();
    let cpu_before = cpu();
    let started = Instant::now();
    let tasks: Vec<_> = ready
        .into_iter()
        .zip(0u64..)
        .map(|(bettor, n)| tokio::spawn(place_loop(bettor, n, stop.clone(), totals.clone())))
        .collect();
    tokio::time::sleep(Duration::from_secs(seconds)).await;
    stop.store(true, Ordering::Relaxed);
    for task in tasks {
        task.await.expect("bettor task");
    }
    let elapsed = started.elapsed().as_secs_f64();
    let cpu = cpu() - cpu_before;
    let mut latencies = totals.latencies.lock().expect("latencies").clone();
    latencies.sort();
    let bets = totals.bets.load(Ordering::Relaxed);
    println!(
        "placement ({label}): {bets} bets in {elapsed:.1} s = {:.0} bets/s ({} placeBets calls, {} refused); \
         placeBets latency p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms; server CPU {:.0}% of one core ({:.1} of 2 cores)",
        bets as f64 / elapsed,
        latencies.len(),
        totals.refused.load(Ordering::Relaxed),
        percentile(&latencies, 0.50).as_secs_f64() * 1e3,
        percentile(&latencies, 0.99).as_secs_f64() * 1e3,
        latencies.last().copied().unwrap_or_default().as_secs_f64() * 1e3,
        cpu / elapsed * 100.0,
        cpu / elapsed,
    );
    drop(servers);
    let _ = std::fs::remove_dir_all(&data_dir);
}

#[tokio::main]
async fn main() {
    run("SQLite", None, 1, None).await;
    let base = match common::reachable_postgres().await {
        Ok(base) => base,
        Err(base) => {
            println!("placement (PostgreSQL): skipped, {base} does not answer");
            return;
        }
    };
    let db = store_postgres::test_support::TestDb::create(&base).await;
    run("PostgreSQL", Some(db.url()), 1, None).await;
    db.drop().await;
    let nats = std::env::var("TEST_NATS_URL").unwrap_or_else(|_| "nats://127.0.0.1:4222".into());
    if async_nats::connect(&nats).await.is_err() {
        println!("placement (PostgreSQL, 2 nodes): skipped, NATS does not answer at {nats}");
        return;
    }
    let prefix = format!("sbbench-{}", std::process::id());
    let db = store_postgres::test_support::TestDb::create(&base).await;
    run(
        "PostgreSQL, 2 nodes on NATS",
        Some(db.url()),
        2,
        Some((&nats, &prefix)),
    )
    .await;
    db.drop().await;
    let client = async_nats::connect(&nats).await.expect("NATS");
    let _ = async_nats::jetstream::new(client)
        .delete_stream(server::bus::nats::stream_name(&prefix))
        .await;
}
