//! Bet placement: many bettors placing straight and parlay bets at once, over HTTP, against
//! the release `sportsbook` binary in its own process, on SQLite and (when `TEST_POSTGRES_URL`
//! answers) on PostgreSQL.
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
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

#[allow(
    dead_code,
    reason = "the book is shared with the feed and fan-out benchmarks, which also move prices"
)]
mod common;

use common::{EVENTS, MARKETS_PER_EVENT, SOURCE, market_id};

const PASSWORD: &str = "Bench-password-1";
/// Central New Jersey, far from any border.
const NEW_JERSEY: (f64, f64) = (40.4862, -74.4518);
const STAKE: &str = "1.00";
const STAKE_CENTS: &str = "100";

const LICENCE: &str =
    "mutation { geolocationGetApiToken(licenseType: BROWSER) { licenseKey errors { code } } }";
const AUTHORISE: &str = "mutation($p: String!) { geolocationAuthorizeGeoPacket(geoPacket: $p) { errors { code name } expiresAt } }";
const DEPOSIT: &str = "mutation($input: DepositCreateInput!) { depositCreate(input: $input) { permitted uri userErrors { field message } } }";
const ADD: &str = "mutation($id: ID!, $odds: BetslipOddsInput!) { betslipAddMarketSelection(selectionId: $id, odds: $odds, selectionOrigin: \"event-page\") { version } }";
const SET_AMOUNT: &str = "mutation($id: ID!, $amount: String!) { betslipSetBetAmount(draftBetId: $id, amount: $amount, amountField: BET) { version } }";
const SLIP: &str = "{ betslip { version straight { draftBets { id betAmount { amountLong } } } parlay { draftBets { id betAmount { amountLong } } } } }";
const PLACE: &str = "mutation($bets: [PlaceBetInput!]!, $version: Int!, $key: String!) { placeBets(bets: $bets, betslipVersion: $version, idempotencyKey: $key, keepBetslipSelections: true) { placedBets { id } errors { code message } betslip { version } } }";

fn setting(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

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

/// CPU seconds (user + system) the process used so far.
fn cpu_seconds(pid: u32) -> f64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    let fields: Vec<&str> = stat
        .rsplit_once(')')
        .map(|(_, rest)| rest.split_whitespace().collect())
        .unwrap_or_default();
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|v| v.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    (ticks(11) + ticks(12)) / 100.0
}

struct Server {
    child: Child,
    url: String,
    payments_url: String,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

/// Migrates and starts the server on `database_url` (None: SQLite under `data_dir`); answers
/// the server and a feed key of the benchmark's source.
fn start_server(data_dir: &std::path::Path, database_url: Option<&str>) -> (Server, String) {
    let bin = binary();
    assert!(
        bin.exists(),
        "{} is missing: build it with `cargo build --release -p sportsbook` (make bench does)",
        bin.display()
    );
    let (port, payments_port) = (free_port(), free_port());
    let command = |args: &[&str]| {
        let mut c = Command::new(&bin);
        c.args(args)
            .env("DATA_DIR", data_dir)
            .env("BIND", format!("127.0.0.1:{port}"))
            .env("PAYMENTS_BIND", format!("127.0.0.1:{payments_port}"))
            .env("APP_ENV", "development")
            .env("SIM", "off")
            .env("RUST_LOG", "warn")
            .env_remove("WEB_DIR");
        match database_url {
            Some(url) => c.env("DATABASE_URL", url),
            None => c.env_remove("DATABASE_URL"),
        };
        c
    };
    let run = |args: &[&str]| {
        let out = command(args).output().expect("run the binary");
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    run(&["migrate"]);
    let key = run(&[
        "admin", "feed", "keys", "create", "--source", SOURCE, "--by", "bench",
    ])
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
            url: format!("http://127.0.0.1:{port}"),
            payments_url: format!("http://127.0.0.1:{payments_port}"),
        },
        key,
    )
}

/// One bettor's HTTP conversation.
struct Bettor {
    client: reqwest::Client,
    url: String,
    token: String,
}

impl Bettor {
    async fn graphql(&self, query: &str, variables: Value) -> Value {
        let answer: Value = self
            .client
            .post(format!("{}/graphql", self.url))
            .bearer_auth(&self.token)
            .json(&json!({ "query": query, "variables": variables }))
            .send()
            .await
            .expect("GraphQL request")
            .json()
            .await
            .expect("GraphQL answer is JSON");
        assert!(answer["errors"].is_null(), "{query}: {answer}");
        answer["data"].clone()
    }
}

/// Signs up, logs in, deposits $2,000.00 by card, verifies the location in New Jersey and
/// builds a slip of two selections (two straights and their parlay at $1.00 each).
async fn prepare(client: reqwest::Client, server: &Server, n: u64) -> Bettor {
    let email = format!("bettor{n}@bench.example.com");
    let res = client
        .post(format!("{}/api/accounts", server.url))
        .json(&json!({"email": email, "password": PASSWORD, "first_name": "Bench", "last_name": "Bettor",
            "date_of_birth": "1990-05-15", "region": "US-NJ"}))
        .send()
        .await
        .expect("sign up");
    assert_eq!(res.status().as_u16(), 201, "sign-up {email}");
    let tokens: Value = client
        .post(format!("{}/oauth/token", server.url))
        .json(&json!({"grant_type": "password", "username": email, "password": PASSWORD, "client_id": "web"}))
        .send()
        .await
        .expect("log in")
        .json()
        .await
        .expect("token answer");
    let bettor = Bettor {
        client,
        url: server.url.clone(),
        token: tokens["access_token"]
            .as_str()
            .expect("access token")
            .to_owned(),
    };

    let created = bettor
        .graphql(
            DEPOSIT,
            json!({"input": {"amountCents": 200_000, "paymentProviderId": "PaymentProvider:card:DEPOSIT",
                "idempotencyKey": format!("bench-deposit-{n}")}}),
        )
        .await;
    let uri = created["depositCreate"]["uri"]
        .as_str()
        .expect("deposit uri");
    let link = url::Url::parse(&format!("http://app{uri}")).expect("deep link");
    let frame = link
        .query_pairs()
        .find(|(k, _)| k == "frame")
        .map(|(_, v)| url::Url::parse(&v).expect("frame URL"))
        .expect("frame parameter");
    let frame_token = frame
        .query_pairs()
        .find(|(k, _)| k == "token")
        .map(|(_, v)| v.into_owned())
        .expect("frame token");
    let payment = frame.path().trim_start_matches("/frame/").to_owned();
    let paid = bettor
        .client
        .post(format!("{}/frame/api/{payment}/card", server.payments_url))
        .header("x-frame-token", frame_token)
        .json(
            &json!({"cardNumber": "4242424242424242", "expiry": "12/39", "cvc": "123",
            "nameOnCard": "Bench Bettor", "saveCard": false}),
        )
        .send()
        .await
        .expect("card payment");
    assert_eq!(paid.status().as_u16(), 200, "card deposit of {email}");

    let licence = bettor.graphql(LICENCE, json!({})).await;
    let key = licence["geolocationGetApiToken"]["licenseKey"]
        .as_str()
        .expect("licence key");
    let collected: Value = bettor
        .client
        .post(format!("{}/geo/v1/packets", server.url))
        .json(
            &json!({"licenseKey": key, "latitude": NEW_JERSEY.0, "longitude": NEW_JERSEY.1,
            "accuracy": 20, "source": "fixed"}),
        )
        .send()
        .await
        .expect("collector")
        .json()
        .await
        .expect("collector answer");
    let packet = collected["geoPacket"].as_str().expect("geo packet");
    let authorised = bettor.graphql(AUTHORISE, json!({"p": packet})).await;
    assert_eq!(
        authorised["geolocationAuthorizeGeoPacket"]["errors"],
        json!([]),
        "location of {email}"
    );

    let games = u64::try_from(EVENTS).unwrap_or(1);
    let first = usize::try_from(n % games).unwrap_or(0);
    let second = usize::try_from((n + 1) % games).unwrap_or(0);
    for (game, side) in [(first, "h"), (second, "a")] {
        let selection = format!("{}.{side}", market_id(game * MARKETS_PER_EVENT));
        // -110 is 10/11.
        bettor
            .graphql(
                ADD,
                json!({"id": selection, "odds": {"numeratorLong": "10", "denominatorLong": "11"}}),
            )
            .await;
    }
    let slip = bettor.graphql(SLIP, json!({})).await;
    let ids: Vec<String> = ["straight", "parlay"]
        .iter()
        .flat_map(|section| {
            slip["betslip"][section]["draftBets"]
                .as_array()
                .cloned()
                .unwrap_or_default()
        })
        .filter_map(|bet| bet["id"].as_str().map(str::to_owned))
        .collect();
    assert_eq!(ids.len(), 3, "two straights and a parlay: {slip}");
    for id in &ids {
        bettor
            .graphql(SET_AMOUNT, json!({"id": id, "amount": STAKE}))
            .await;
    }
    bettor
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
    let slip = bettor.graphql(SLIP, json!({})).await;
    let ids: Vec<String> = ["straight", "parlay"]
        .iter()
        .flat_map(|section| {
            slip["betslip"][section]["draftBets"]
                .as_array()
                .cloned()
                .unwrap_or_default()
        })
        .filter_map(|bet| bet["id"].as_str().map(str::to_owned))
        .collect();
    let mut version = slip["betslip"]["version"].as_i64().unwrap_or(0);
    let bets: Vec<Value> = ids
        .iter()
        .map(|id| json!({"draftBetId": id, "betAmount": STAKE_CENTS}))
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

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let rank = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[rank.min(sorted.len() - 1)]
}

async fn run(label: &str, database_url: Option<&str>) {
    let bettors = setting("PLACEMENT_BETTORS", 64);
    let seconds = setting("PLACEMENT_SECONDS", 15);
    let data_dir =
        std::env::temp_dir().join(format!("sb-bench-placement-{label}-{}", std::process::id()));
    std::fs::create_dir_all(&data_dir).expect("temp dir");
    let (server, key) = start_server(&data_dir, database_url);
    let pid = server.child.id();
    let client = reqwest::Client::builder()
        .pool_max_idle_per_host(usize::try_from(bettors).unwrap_or(64))
        .build()
        .expect("HTTP client");
    let mut up = false;
    for _ in 0..100 {
        if client
            .get(format!("{}/healthz", server.url))
            .send()
            .await
            .is_ok()
        {
            up = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(up, "the server did not start");
    for document in common::catalogue(1) {
        let res = client
            .post(format!("{}/api/feed/documents", server.url))
            .bearer_auth(&key)
            .json(&document)
            .send()
            .await
            .expect("feed push");
        assert!(res.status().is_success(), "feed push: {}", res.status());
    }

    let preparing = Instant::now();
    let mut ready = Vec::new();
    for chunk in (0..bettors).collect::<Vec<_>>().chunks(16) {
        let batch = chunk.iter().map(|&n| {
            let client = client.clone();
            let server = &server;
            async move { prepare(client, server, n).await }
        });
        ready.extend(futures::future::join_all(batch).await);
    }
    println!(
        "placement ({label}): {bettors} bettors ready in {:.1} s; each round types 3 stakes and places 2 straights + 1 parlay, for {seconds} s",
        preparing.elapsed().as_secs_f64()
    );

    let stop = Arc::new(AtomicBool::new(false));
    let totals = Arc::new(Totals::default());
    let cpu_before = cpu_seconds(pid);
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
    let cpu = cpu_seconds(pid) - cpu_before;
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
        Err(base) => println!("placement (PostgreSQL): skipped, {base} does not answer"),
    }
}
