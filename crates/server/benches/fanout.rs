//! Fan-out: N graphql-transport-ws subscribers on one server node, each watching a page of
//! about 50 markets, while the feed changes M prices per second across 1,000 markets.
//!
//! The server is the release `sportsbook` binary in its own process (SQLite, simulator off);
//! this process pushes feed documents over HTTP with a feed key and runs the subscribers.
//! Prints delivery latency (feed accepted, i.e. `Market.updatedAt`, to client received)
//! p50/p99/max, messages per second delivered, and the server's CPU and memory.
//!
//! Settings (environment): `FANOUT_SUBSCRIBERS` (5000), `FANOUT_CHANGES_PER_SECOND` (500),
//! `FANOUT_SECONDS` (20), `SPORTSBOOK_BIN` (default the release binary under
//! `CARGO_TARGET_DIR`). Run with `make bench`.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    clippy::as_conversions,
    reason = "a benchmark stops at the first surprise, and its figures are measurements, not money"
)]

use domain::feed::FeedDocument;
use futures::{SinkExt, StreamExt};
use serde_json::json;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};
use tokio::sync::Semaphore;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;

mod common;

#[allow(dead_code, reason = "each benchmark uses the measures it prints")]
#[path = "common/measure.rs"]
mod measure;

use measure::{cpu_seconds, memory_mib, percentile, setting};

use common::{MARKETS, SOURCE, market_id};

const PAGE: usize = 50;
/// Documents per second the feed sends (the changes are spread over them).
const DOCUMENTS_PER_SECOND: u64 = 50;

const QUERY: &str = r#"subscription Markets($ids: [ID!]!, $oddsFormat: OddsFormat, $includeOddsTrend: Boolean) {
  marketUpdated(marketIds: $ids, oddsFormat: $oddsFormat, includeOddsTrend: $includeOddsTrend) {
    id status updatedAt
    selections { id status unavailableLabel name { clean } points { formattedPoints }
      odds { american decimal formattedOdds numerator denominator } previousOdds { formattedOdds } trend }
  }
}"#;

fn binary() -> std::path::PathBuf {
    if let Ok(bin) = std::env::var("SPORTSBOOK_BIN") {
        return bin.into();
    }
    let target = std::env::var("CARGO_TARGET_DIR").unwrap_or_else(|_| {
        format!(
            "{}/.cache/sportsbook/target",
            std::env::var("HOME").unwrap_or_default()
        )
    });
    std::path::Path::new(&target).join("release/sportsbook")
}

/// A tiny deterministic generator (xorshift) for market picks.
struct Picks(u64);

impl Picks {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        usize::try_from(self.next() % u64::try_from(n).unwrap_or(1)).unwrap_or(0)
    }
}

struct Server {
    child: Child,
    url: String,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn start_server(data_dir: &std::path::Path) -> (Server, String) {
    let bin = binary();
    assert!(
        bin.exists(),
        "{} is missing: build it with `cargo build --release -p sportsbook` (make bench does)",
        bin.display()
    );
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port");
    let command = |args: &[&str]| {
        let mut c = Command::new(&bin);
        c.args(args)
            .env("DATA_DIR", data_dir)
            .env("BIND", format!("127.0.0.1:{port}"))
            .env("APP_ENV", "development")
            .env("SIM", "off")
            .env("RUST_LOG", "warn")
            .env_remove("DATABASE_URL")
            .env_remove("WEB_DIR");
        c
    };
    let out = command(&[
        "admin", "feed", "keys", "create", "--source", SOURCE, "--by", "bench",
    ])
    .output()
    .expect("create a feed key");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let key = String::from_utf8_lossy(&out.stdout)
        .lines()
        .find(|l| l.starts_with("fk_"))
        .expect("the key is printed")
        .to_owned();
    let child = command(&["serve"])
        .stdout(Stdio::null())
        .spawn()
        .expect("start the server");
    (
        Server {
            child,
            url: format!("127.0.0.1:{port}"),
        },
        key,
    )
}

async fn push(client: &reqwest::Client, url: &str, key: &str, document: &FeedDocument) {
    let res = client
        .post(format!("http://{url}/api/feed/documents"))
        .bearer_auth(key)
        .json(document)
        .send()
        .await
        .expect("push");
    assert!(
        res.status().is_success(),
        "push refused: {}",
        res.text().await.unwrap_or_default()
    );
}

/// Milliseconds from the frame's `updatedAt` to now.
fn latency_ms(frame: &str) -> Option<f64> {
    let start = frame.find("\"updatedAt\":\"")? + "\"updatedAt\":\"".len();
    let end = start + frame.get(start..)?.find('"')?;
    let at = chrono::DateTime::parse_from_rfc3339(frame.get(start..end)?).ok()?;
    let micros = (server::clock::Clock::system().now() - at.with_timezone(&chrono::Utc))
        .num_microseconds()?;
    Some(micros as f64 / 1000.0)
}

struct Totals {
    measuring: AtomicBool,
    stop: AtomicBool,
    messages: AtomicU64,
    ready: AtomicU64,
    latencies: std::sync::Mutex<Vec<f64>>,
}

async fn subscriber(url: String, seed: u64, totals: Arc<Totals>, gate: Arc<Semaphore>) {
    // Connections open a few hundred at a time, each until it has its initial markets.
    let mut permit = Some(gate.acquire_owned().await.expect("gate"));
    let mut request = format!("ws://{url}/graphql")
        .into_client_request()
        .expect("request");
    request.headers_mut().insert(
        "sec-websocket-protocol",
        "graphql-transport-ws".parse().expect("header"),
    );
    let (mut ws, _) = tokio_tungstenite::connect_async(request)
        .await
        .expect("connect");
    let mut picks = Picks(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut ids = std::collections::BTreeSet::new();
    while ids.len() < PAGE {
        ids.insert(market_id(picks.below(MARKETS)));
    }
    let send = |v: serde_json::Value| Message::text(v.to_string());
    ws.send(send(json!({"type": "connection_init", "payload": {}})))
        .await
        .expect("init");
    ws.send(send(
        json!({"id": "1", "type": "subscribe", "payload": {"query": QUERY, "variables": {
            "ids": ids, "oddsFormat": "AMERICAN", "includeOddsTrend": true
        }}}),
    ))
    .await
    .expect("subscribe");
    let mut initial = 0;
    let mut latencies = Vec::new();
    while !totals.stop.load(Ordering::Relaxed) {
        let Ok(Some(Ok(message))) =
            tokio::time::timeout(Duration::from_millis(500), ws.next()).await
        else {
            continue;
        };
        let Message::Text(text) = message else {
            continue;
        };
        if !text.starts_with("{\"id\"") {
            continue;
        }
        if initial < PAGE {
            initial += 1;
            if initial == PAGE {
                totals.ready.fetch_add(1, Ordering::Relaxed);
                permit = None;
            }
            continue;
        }
        if totals.measuring.load(Ordering::Relaxed) {
            totals.messages.fetch_add(1, Ordering::Relaxed);
            if let Some(ms) = latency_ms(text.as_str()) {
                latencies.push(ms);
            }
        }
    }
    drop(permit);
    totals
        .latencies
        .lock()
        .expect("latencies")
        .extend(latencies);
}

/// Pushes `per_document` price changes `DOCUMENTS_PER_SECOND` times a second for `seconds`,
/// one document at a time (a vendor's feed is ordered). Answers the changes sent, the pushes
/// that overran their slot, and each push's round trip in milliseconds.
async fn feed(
    url: String,
    key: String,
    mut sequence: u64,
    per_document: u64,
    seconds: u64,
) -> (u64, u64, Vec<f64>) {
    let client = reqwest::Client::new();
    let mut picks = Picks(0xDEC0_DED5);
    let started = Instant::now();
    let slot = Duration::from_millis(1000 / DOCUMENTS_PER_SECOND);
    let mut tick = tokio::time::interval(slot);
    let (mut sent, mut late, mut round_trips) = (0u64, 0u64, Vec::new());
    let mut flip = false;
    while started.elapsed() < Duration::from_secs(seconds) {
        tick.tick().await;
        let before = Instant::now();
        sequence += 1;
        flip = !flip;
        let changes = (0..per_document)
            .map(|_| {
                let n = picks.below(MARKETS);
                let american = -105 - i64::try_from(picks.below(20)).unwrap_or(0);
                common::price_change(n, flip, american)
            })
            .collect();
        let document = FeedDocument {
            source: SOURCE.into(),
            sequence,
            changes,
        };
        push(&client, &url, &key, &document).await;
        round_trips.push(before.elapsed().as_secs_f64() * 1000.0);
        sent += per_document;
        if before.elapsed() > slot {
            late += 1;
        }
    }
    (sent, late, round_trips)
}

#[tokio::main]
async fn main() {
    let subscribers = setting("FANOUT_SUBSCRIBERS", 5_000);
    let changes_per_second = setting("FANOUT_CHANGES_PER_SECOND", 500);
    let seconds = setting("FANOUT_SECONDS", 20);
    let data_dir = std::env::temp_dir().join(format!("sb-bench-fanout-{}", std::process::id()));
    std::fs::create_dir_all(&data_dir).expect("temp dir");
    let (server, key) = start_server(&data_dir);
    let pid = server.child.id();
    let client = reqwest::Client::new();
    for _ in 0..100 {
        if client
            .get(format!("http://{}/healthz", server.url))
            .send()
            .await
            .is_ok()
        {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let documents = common::catalogue(1);
    let sequence = documents.len() as u64;
    for document in &documents {
        push(&client, &server.url, &key, document).await;
    }
    println!(
        "fan-out: {subscribers} subscribers x {PAGE} markets of {MARKETS}; feed {changes_per_second} price changes/s for {seconds} s"
    );

    let totals = Arc::new(Totals {
        measuring: AtomicBool::new(false),
        stop: AtomicBool::new(false),
        messages: AtomicU64::new(0),
        ready: AtomicU64::new(0),
        latencies: std::sync::Mutex::new(Vec::new()),
    });
    let connecting = Instant::now();
    let gate = Arc::new(Semaphore::new(256));
    let tasks: Vec<_> = (0..subscribers)
        .map(|i| {
            tokio::spawn(subscriber(
                server.url.clone(),
                i + 1,
                Arc::clone(&totals),
                Arc::clone(&gate),
            ))
        })
        .collect();
    while totals.ready.load(Ordering::Relaxed) < subscribers {
        if connecting.elapsed() > Duration::from_secs(300) {
            panic!(
                "only {} of {subscribers} subscribers got their markets",
                totals.ready.load(Ordering::Relaxed)
            );
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let (rss_idle, _) = memory_mib(pid);
    println!(
        "  {subscribers} subscribers connected and received their {} initial markets in {:.1} s (server RSS {rss_idle:.0} MiB)",
        subscribers * u64::try_from(PAGE).unwrap_or(0),
        connecting.elapsed().as_secs_f64()
    );

    // The feed runs on a thread and runtime of its own, so the subscribers' work in this
    // process does not delay it: what it measures is the server's answer.
    let per_document = (changes_per_second / DOCUMENTS_PER_SECOND).max(1);
    let cpu_before = cpu_seconds(pid);
    let own_cpu_before = cpu_seconds(std::process::id());
    totals.measuring.store(true, Ordering::Relaxed);
    let started = Instant::now();
    let feeder = {
        let (url, key) = (server.url.clone(), key.clone());
        std::thread::spawn(move || {
            tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .expect("feeder runtime")
                .block_on(feed(url, key, sequence, per_document, seconds))
        })
    };
    let (sent_changes, late_ticks, mut push_ms) = feeder.join().expect("feeder");
    push_ms.sort_by(f64::total_cmp);
    let fed_for = started.elapsed().as_secs_f64();
    let cpu_after = cpu_seconds(pid);
    let (rss, peak) = memory_mib(pid);
    let own_cpu_after = cpu_seconds(std::process::id());
    tokio::time::sleep(Duration::from_secs(1)).await;
    totals.measuring.store(false, Ordering::Relaxed);
    let delivered = totals.messages.load(Ordering::Relaxed);
    totals.stop.store(true, Ordering::Relaxed);
    for task in tasks {
        let _ = task.await;
    }
    let stats: serde_json::Value = client
        .get(format!("http://{}/api/dev/fanout", server.url))
        .send()
        .await
        .expect("stats")
        .json()
        .await
        .unwrap_or_default();
    let mut latencies = std::mem::take(&mut *totals.latencies.lock().expect("latencies"));
    latencies.sort_by(f64::total_cmp);
    let expected = sent_changes * subscribers * u64::try_from(PAGE).unwrap_or(0)
        / u64::try_from(MARKETS).unwrap_or(1);
    println!(
        "  feed: {sent_changes} price changes in {fed_for:.1} s ({:.0}/s), {late_ticks} late pushes; push answered in p50 {:.1} ms, p99 {:.1} ms",
        sent_changes as f64 / fed_for,
        percentile(&push_ms, 0.5),
        percentile(&push_ms, 0.99),
    );
    println!(
        "  delivered: {delivered} market updates ({:.0}/s; about {expected} watcher updates were due, fewer when coalesced)",
        delivered as f64 / fed_for
    );
    println!(
        "  latency feed accepted -> client received: p50 {:.1} ms, p99 {:.1} ms, p99.9 {:.1} ms, max {:.1} ms ({} samples)",
        percentile(&latencies, 0.5),
        percentile(&latencies, 0.99),
        percentile(&latencies, 0.999),
        latencies.last().copied().unwrap_or(f64::NAN),
        latencies.len()
    );
    println!(
        "  server: {:.0}% CPU (of one core) while fed, RSS {rss:.0} MiB, peak {peak:.0} MiB; fan-out {stats}",
        (cpu_after - cpu_before) / fed_for * 100.0
    );
    // The subscribers share the machine with the server: what they use is not the server's.
    println!(
        "  bench clients and feeder: {:.0}% CPU (of one core) on the same {} cores",
        (own_cpu_after - own_cpu_before) / fed_for * 100.0,
        std::thread::available_parallelism().map_or(0, usize::from)
    );
    drop(server);
    let _ = std::fs::remove_dir_all(&data_dir);
}
