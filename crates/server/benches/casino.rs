//! Casino rounds through the seamless wallet: many players spinning the built-in roulette for
//! real money at once, over HTTP, against the release `sportsbook` binary in its own process,
//! on SQLite and (when `TEST_POSTGRES_URL` answers) on PostgreSQL.
//!
//! Every player goes the real way first: signs up, logs in, deposits by card, verifies their
//! location and launches European Roulette for real money. Then each spins again and again
//! (a $1.00 chip on red) as fast as the server answers. A round is the game server's whole
//! round: its record kept, the stake debited through the signed wallet call with every rule of a
//! stake checked (live session, casino restriction, acknowledgement, location, limits), the
//! record settled and the win (or zero) credited. Prints rounds per second, round latency
//! p50/p99/max and the server's CPU.
//!
//! Settings (environment): `CASINO_PLAYERS` (64), `CASINO_SECONDS` (15), `SPORTSBOOK_BIN`.
//! Run with `make bench`.

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

#[allow(dead_code, reason = "the book is shared with the sports benchmarks")]
mod common;

#[allow(dead_code, reason = "each benchmark uses the measures it prints")]
#[path = "common/measure.rs"]
mod measure;

use measure::{cpu_seconds, percentile, setting};

#[allow(dead_code, reason = "the betslip half serves the placement benchmark")]
#[path = "common/bettor.rs"]
mod bettor;

use bettor::{Bettor, Launcher};

const LAUNCH: &str = "mutation { launchCasinoGame(gameSlug: \"european-roulette\", demo: false) { launchUrl error { code message } } }";

#[derive(Default)]
struct Totals {
    rounds: AtomicU64,
    refused: AtomicU64,
    latencies: std::sync::Mutex<Vec<Duration>>,
}

/// The game client's token of a real-money roulette launch.
async fn launch(player: &Bettor) -> String {
    let launched = player.graphql(LAUNCH, json!({})).await;
    let url = launched["launchCasinoGame"]["launchUrl"]
        .as_str()
        .unwrap_or_else(|| panic!("launch refused: {launched}"));
    url.split_once("#token=").expect("token").1.to_owned()
}

async fn spin_loop(player: Bettor, token: String, stop: Arc<AtomicBool>, totals: Arc<Totals>) {
    let url = format!("{}/casino/builtin/api/rounds", player.url);
    let body = json!({"bets": {"roulette": [{"bet": "red", "stake_cents": 100}]}});
    let mut latencies = Vec::new();
    while !stop.load(Ordering::Relaxed) {
        let started = Instant::now();
        let res = player
            .client
            .post(&url)
            .bearer_auth(&token)
            .json(&body)
            .send()
            .await
            .expect("round");
        let ok = res.status().is_success();
        let answer: Value = res.json().await.unwrap_or(Value::Null);
        latencies.push(started.elapsed());
        if ok {
            totals.rounds.fetch_add(1, Ordering::Relaxed);
        } else if totals.refused.fetch_add(1, Ordering::Relaxed) == 0 {
            eprintln!("first refusal: {answer}");
        }
    }
    totals
        .latencies
        .lock()
        .expect("latencies")
        .extend(latencies);
}

async fn run(label: &str, database_url: Option<&str>) {
    let players = setting("CASINO_PLAYERS", 64);
    let seconds = setting("CASINO_SECONDS", 15);
    let data_dir =
        std::env::temp_dir().join(format!("sb-bench-casino-{label}-{}", std::process::id()));
    std::fs::create_dir_all(&data_dir).expect("temp dir");
    let launcher = Launcher::new(bettor::binary("release"), &data_dir, database_url);
    launcher.run(&["migrate"]);
    let client = reqwest::Client::builder()
        .pool_max_idle_per_host(usize::try_from(players).unwrap_or(64))
        .build()
        .expect("HTTP client");
    let server = launcher.serve(&client).await;
    let pid = server.child.id();

    let preparing = Instant::now();
    let mut ready = Vec::new();
    for chunk in (0..players).collect::<Vec<_>>().chunks(16) {
        let batch = chunk.iter().map(|&n| {
            let client = client.clone();
            let server = &server;
            async move {
                let player = bettor::account(client, server, n).await;
                let token = launch(&player).await;
                (player, token)
            }
        });
        ready.extend(futures::future::join_all(batch).await);
    }
    println!(
        "casino ({label}): {players} players ready in {:.1} s; each spins European Roulette ($1.00 on red) for {seconds} s",
        preparing.elapsed().as_secs_f64()
    );

    let stop = Arc::new(AtomicBool::new(false));
    let totals = Arc::new(Totals::default());
    let cpu_before = cpu_seconds(pid);
    let started = Instant::now();
    let tasks: Vec<_> = ready
        .into_iter()
        .map(|(player, token)| tokio::spawn(spin_loop(player, token, stop.clone(), totals.clone())))
        .collect();
    tokio::time::sleep(Duration::from_secs(seconds)).await;
    stop.store(true, Ordering::Relaxed);
    for task in tasks {
        task.await.expect("player task");
    }
    let elapsed = started.elapsed().as_secs_f64();
    let cpu = cpu_seconds(pid) - cpu_before;
    let mut latencies = totals.latencies.lock().expect("latencies").clone();
    latencies.sort();
    let rounds = totals.rounds.load(Ordering::Relaxed);
    println!(
        "casino ({label}): {rounds} rounds in {elapsed:.1} s = {:.0} rounds/s through the seamless wallet ({} refused); \
         round latency p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms; server CPU {:.0}% of one core",
        rounds as f64 / elapsed,
        totals.refused.load(Ordering::Relaxed),
        percentile(&latencies, 0.50).as_secs_f64() * 1e3,
        percentile(&latencies, 0.99).as_secs_f64() * 1e3,
        latencies.last().copied().unwrap_or_default().as_secs_f64() * 1e3,
        cpu / elapsed * 100.0,
    );
    let verified = launcher.run(&["admin", "ledger", "verify"]);
    println!("casino ({label}): {}", verified.trim());
    drop(server);
    let _ = std::fs::remove_dir_all(&data_dir);
}

#[tokio::main]
async fn main() {
    run("SQLite", None).await;
    match common::reachable_postgres().await {
        Ok(base) => {
            let db = store_postgres::test_support::TestDb::create(&base).await;
            run("PostgreSQL", Some(db.url())).await;
            db.drop().await;
        }
        Err(base) => println!("casino (PostgreSQL): skipped, {base} does not answer"),
    }
}
