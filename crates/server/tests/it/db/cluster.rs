//! Several nodes behind one PostgreSQL database and one NATS (JetStream): what one node does
//! every other node sees (prices, balances, bet history, revocations), and the singleton jobs
//! move to another node when their leader dies.
//!
//! PostgreSQL only (`STORE_BACKEND=postgres`; on SQLite these tests return at once, saying
//! so). NATS is `TEST_NATS_URL` (default `nats://127.0.0.1:4222`), or for the restart test a
//! `nats-server` of the test's own; when NATS is not there the tests are skipped with a
//! message, unless `REQUIRE_NATS=1` (CI), which fails them. Each test has a stream of its own
//! (a unique `NATS_PREFIX`), deleted at the end.
//!
//! Nodes run in this process, each with its own database pool and NATS connection. The leader
//! that dies runs on a tokio runtime of its own, shut down without a word: its tasks stop
//! where they are, its connections drop, and its lease is left to expire, as after `kill -9`.

#![allow(
    clippy::inconsistent_digit_grouping,
    reason = "cents are written as dollars_cents: 16_66 is $16.66"
)]

use crate::common::betting::*;
use crate::common::feed;
use crate::common::nats::{self, OwnNats};
use crate::common::ws::{close_frame, connect, init, next, subscribe};
use crate::common::{Backend, TestApp, eventually};
use serde_json::json;
use server::bus::{Bus, nats::NatsBus};
use server::config::NatsConfig;
use std::sync::Arc;
use std::time::Duration;
use store_postgres::test_support::TestDb;

/// Whether the tests run on PostgreSQL; says they are skipped otherwise.
fn on_postgres() -> bool {
    let on = Backend::from_env() == Backend::Postgres;
    if !on {
        eprintln!("multi-node tests run on PostgreSQL only (STORE_BACKEND=postgres): skipped");
    }
    on
}

/// One database and one stream shared by the nodes of a test.
struct Cluster {
    db: Option<TestDb>,
    nats: NatsConfig,
}

impl Cluster {
    /// A fresh database and a stream of its own on the machine's NATS; `None` (the test is
    /// skipped) off PostgreSQL, or when NATS does not answer and `REQUIRE_NATS` is unset.
    async fn new() -> Option<Cluster> {
        if !on_postgres() {
            return None;
        }
        Some(Cluster::with(nats::machine("sbtest").await?).await)
    }

    /// A fresh database, the nodes' bus on `nats`.
    async fn with(nats: NatsConfig) -> Cluster {
        let base = std::env::var("TEST_POSTGRES_URL")
            .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/postgres".into());
        Cluster {
            db: Some(TestDb::create(&base).await),
            nats,
        }
    }

    fn db_url(&self) -> &str {
        self.db.as_ref().unwrap().url()
    }

    /// A node on the shared database and stream (the caller's runtime runs it).
    async fn node(&self) -> TestApp {
        let store = store_postgres::PgStore::connect(self.db_url())
            .await
            .unwrap();
        let bus = NatsBus::connect(&self.nats, &server::state::new_node_id())
            .await
            .unwrap();
        TestApp::spawn_node(Arc::new(store), Bus::nats(bus), |c| {
            c.betting.delay_scale = 0.2;
        })
        .await
    }

    /// A node on a runtime of its own, which [`Doomed::kill`] stops like `kill -9`.
    fn doomed_node(&self) -> Doomed {
        let (db_url, nats) = (self.db_url().to_owned(), self.nats.clone());
        std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .enable_all()
                .build()
                .unwrap();
            let app = runtime.block_on(async move {
                let store = store_postgres::PgStore::connect(&db_url).await.unwrap();
                let bus = NatsBus::connect(&nats, &server::state::new_node_id())
                    .await
                    .unwrap();
                TestApp::spawn_node(Arc::new(store), Bus::nats(bus), |_| {}).await
            });
            Doomed {
                app: Some(app),
                runtime: Some(runtime),
            }
        })
        .join()
        .unwrap()
    }

    /// Deletes the stream and the database.
    async fn finish(mut self) {
        nats::drop_stream(&self.nats).await;
        if let Some(db) = self.db.take() {
            db.drop().await;
        }
    }
}

/// A node that will die abruptly.
struct Doomed {
    app: Option<TestApp>,
    runtime: Option<tokio::runtime::Runtime>,
}

impl Doomed {
    fn app(&self) -> &TestApp {
        self.app.as_ref().unwrap()
    }

    /// Stops every task of the node at once: no graceful shutdown, no lease released.
    fn kill(&mut self) {
        if let Some(runtime) = self.runtime.take() {
            runtime.shutdown_background();
        }
    }
}

impl Drop for Doomed {
    fn drop(&mut self) {
        self.kill();
    }
}

const BALANCE: &str = "subscription { accountBalance { withdrawableBalance { amount } } }";

/// The price of `selection` in `app`'s catalogue, once it has the market.
async fn price_on(app: &TestApp, selection: &str) -> domain::odds::Odds {
    eventually(
        &format!("{selection} reaches {}", app.base_url),
        Duration::from_secs(10),
        || async {
            let (market, _) = app.state.catalogue.selection(selection)?;
            Some(market.market.selection(selection)?.odds)
        },
    )
    .await
}

#[tokio::test]
async fn prices_balances_and_revocations_reach_every_node() {
    let Some(cluster) = Cluster::new().await else {
        return;
    };
    let a = cluster.node().await;
    let b = cluster.node().await;
    let c = cluster.node().await;

    // A feed document ingested on A reaches B's and C's catalogues.
    let key = a.feed_key(feed::SOURCE).await;
    a.push_ok(&key, &feed::new_game(1, "g1", &start_in(&a, 1)))
        .await;
    let on_a = price_on(&a, "g1.ml.h").await;
    assert_eq!(price_on(&b, "g1.ml.h").await, on_a);
    assert_eq!(price_on(&c, "g1.ml.h").await, on_a);
    // A price move on A is announced to B's subscribers with the new price in B's catalogue.
    let mut changes_on_b = b.state.catalogue.subscribe();
    a.push_ok(&key, &feed::home_price(2, "g1", -200)).await;
    let moved = a.state.catalogue.market("g1.ml").unwrap();
    let moved = moved.market.selection("g1.ml.h").unwrap().odds;
    assert_ne!(moved, on_a);
    let changed = tokio::time::timeout(Duration::from_secs(10), async {
        loop {
            let change = changes_on_b.recv().await.unwrap();
            if change.market_ids.contains("g1.ml") {
                return change;
            }
        }
    })
    .await
    .expect("B announces the price move");
    assert!(changed.market_event_ids.contains("g1"), "{changed:?}");
    assert_eq!(price_on(&b, "g1.ml.h").await, moved);
    let entry = b.state.catalogue.market("g1.ml").unwrap();
    assert_eq!(
        entry.previous_odds("g1.ml.h"),
        Some(on_a),
        "B shows the trend"
    );

    // A bet placed on A updates the bettor's balance and history watchers on B.
    let bettor = bettor(&a, "cluster@example.com", 100_00).await;
    let mut ws = connect(&b).await;
    init(&mut ws, Some(&bettor.token)).await;
    subscribe(&mut ws, "1", BALANCE, json!({})).await;
    let first = next(&mut ws).await;
    assert_eq!(
        first["payload"]["data"]["accountBalance"]["withdrawableBalance"]["amount"], 100_00,
        "{first}"
    );
    subscribe(
        &mut ws,
        "2",
        "subscription { betHistory { id } }",
        json!({}),
    )
    .await;
    let bet_id = place_straight(&a, &bettor, "g1.ml.h", "10", "cluster-1").await;
    // B's balance and bet history subscribers hear of it, in either order.
    let (mut balance, mut history) = (None, None);
    while balance.is_none() || history.is_none() {
        let pushed = next(&mut ws).await;
        match pushed["id"].as_str() {
            Some("1") => {
                balance = Some(
                    pushed["payload"]["data"]["accountBalance"]["withdrawableBalance"]["amount"]
                        .clone(),
                );
            }
            Some("2") => history = Some(pushed["payload"]["data"]["betHistory"]["id"].clone()),
            _ => panic!("unexpected {pushed}"),
        }
    }
    assert_eq!(balance, Some(json!(90_00)));
    assert_eq!(history, Some(json!(bet_id)));
    let open = b
        .graphql(
            Some(&bettor.token),
            "{ betHistorySection(sectionId: BETTING, filter: OPEN, first: 5) { bets { id } } }",
            json!({}),
        )
        .await;
    assert_eq!(
        open["data"]["betHistorySection"]["bets"],
        json!([{"id": bet_id}]),
        "{open}"
    );

    // A logout on A closes the session's websockets on B and C at once.
    let mut on_c = connect(&c).await;
    init(&mut on_c, Some(&bettor.token)).await;
    let kept = b
        .graphql(Some(&bettor.token), "{ betslip { version } }", json!({}))
        .await;
    assert!(kept["errors"].is_null(), "{kept}");
    let logout = a
        .client
        .post(a.url("/api/logout"))
        .bearer_auth(&bettor.token)
        .send()
        .await
        .unwrap();
    assert_eq!(logout.status(), 204);
    assert_eq!(close_frame(&mut ws).await.0, 4403);
    assert_eq!(close_frame(&mut on_c).await.0, 4403);
    // B, which kept the session for its requests, refuses its token within a second: it heard
    // of the logout, it did not wait for its kept copy to go stale.
    eventually(
        "B refuses the logged-out token",
        Duration::from_secs(1),
        || async {
            let res = b
                .graphql(Some(&bettor.token), "{ betslip { version } }", json!({}))
                .await;
            (res["errors"][0]["extensions"]["code"] == "UNAUTHENTICATED").then_some(())
        },
    )
    .await;

    drop((a, b, c));
    cluster.finish().await;
}

#[tokio::test]
async fn another_node_finishes_the_settlement_of_a_leader_killed_mid_way() {
    let Some(cluster) = Cluster::new().await else {
        return;
    };
    let started = std::time::Instant::now();
    // The first node takes the jobs lease; the next ones wait.
    let mut leader = cluster.doomed_node();
    eventually("the first node leads", Duration::from_secs(10), || async {
        leader.app().state.jobs.is_leader().then_some(())
    })
    .await;
    let first_token = leader.app().state.jobs.fence().unwrap().token;
    let b = cluster.node().await;
    let key = b.feed_key(feed::SOURCE).await;
    b.push_ok(&key, &feed::new_game(1, "g1", &start_in(&b, 1)))
        .await;
    // C starts late: it loads the game from the store, then follows the stream.
    let c = cluster.node().await;
    price_on(&c, "g1.ml.h").await;
    assert!(!b.state.jobs.is_leader() && !c.state.jobs.is_leader());

    let mut bettors = Vec::new();
    for i in 0..3 {
        let bettor = bettor(&c, &format!("takeover{i}@example.com"), 100_00).await;
        for k in 0..3 {
            place_straight(&c, &bettor, "g1.ml.h", "10", &format!("takeover-{i}-{k}")).await;
        }
        assert_eq!(cash(&c, &bettor.user).await, 70_00);
        bettors.push(bettor);
    }
    // The result goes in on B; the leader dies as it hears of it.
    b.push_ok(
        &key,
        &feed::result(
            2,
            "g1.ml",
            &[("g1.ml.h", json!("win")), ("g1.ml.a", json!("loss"))],
        ),
    )
    .await;
    leader.kill();

    // B or C takes the lease over and settles every bet, once.
    let new_leader = eventually("another node leads", Duration::from_secs(15), || async {
        [&b, &c]
            .into_iter()
            .find(|n| n.state.jobs.is_leader())
            .map(|n| n.state.node.clone())
    })
    .await;
    let lease = c.store().lease(server::jobs::LEASE).await.unwrap().unwrap();
    assert_eq!(lease.holder, *new_leader);
    assert!(lease.token > first_token, "{lease:?}");
    for bettor in &bettors {
        eventually("every bet is settled", Duration::from_secs(15), || async {
            let open = c
                .store()
                .open_bets_for_markets(&["g1.ml".to_owned()], 100, None)
                .await
                .unwrap();
            open.iter()
                .all(|bet| bet.user_id != bettor.user)
                .then_some(())
        })
        .await;
    }
    // Each bet pays once: $10 at the home price -150 returns $16.66.
    for bettor in &bettors {
        assert_eq!(cash(&c, &bettor.user).await, 70_00 + 3 * 16_66);
    }
    ledger_ok(&c).await;
    eprintln!(
        "leader killed and settlement finished by another node in {:?}",
        started.elapsed()
    );

    drop((b, c, leader));
    cluster.finish().await;
}

#[tokio::test]
async fn bets_acknowledged_while_nats_restarts_reach_the_other_node_once() {
    if !on_postgres() {
        return;
    }
    let Some(mut own) = OwnNats::start() else {
        return;
    };
    let cluster = Cluster::with(nats::config(&own.url(), "sbtest")).await;
    let a = cluster.node().await;
    let b = cluster.node().await;
    let key = a.feed_key(feed::SOURCE).await;
    a.push_ok(&key, &feed::new_game(1, "g1", &start_in(&a, 1)))
        .await;
    price_on(&b, "g1.ml.h").await;
    let bettor = bettor(&a, "restart@example.com", 100_00).await;
    let mut ws = connect(&b).await;
    init(&mut ws, Some(&bettor.token)).await;
    subscribe(&mut ws, "1", BALANCE, json!({})).await;
    next(&mut ws).await;
    let mut on_b = b.state.bus.subscribe();

    // Bets go in on A one after another; NATS goes down for a second early on.
    const BETS: usize = 12;
    let placing = async {
        let mut ids = Vec::new();
        for n in 0..BETS {
            ids.push(place_straight(&a, &bettor, "g1.ml.h", "1", &format!("restart-{n}")).await);
        }
        ids
    };
    let restarting = async {
        tokio::time::sleep(Duration::from_millis(300)).await;
        own.restart(Duration::from_secs(1)).await;
    };
    let (placed, ()) = tokio::join!(placing, restarting);

    // Every bet A acknowledged reaches B's subscribers once.
    let mut heard = std::collections::HashMap::<String, usize>::new();
    let deadline = tokio::time::Instant::now() + Duration::from_secs(30);
    while placed.iter().any(|id| !heard.contains_key(id)) {
        let event = tokio::time::timeout_at(deadline, on_b.recv())
            .await
            .unwrap_or_else(|_| panic!("B heard of {} of {BETS} bets", heard.len()))
            .unwrap();
        if let server::bus::Event::BetChanged { bet_id, .. } = event {
            *heard.entry(bet_id).or_default() += 1;
        }
    }
    while let Ok(Ok(event)) = tokio::time::timeout(Duration::from_secs(1), on_b.recv()).await {
        if let server::bus::Event::BetChanged { bet_id, .. } = event {
            *heard.entry(bet_id).or_default() += 1;
        }
    }
    assert!(heard.values().all(|&n| n == 1), "{heard:?}");
    // B's balance watcher ends on the balance after the last bet.
    let expected = 100_00 - 100 * i64::try_from(BETS).unwrap();
    loop {
        let pushed = next(&mut ws).await;
        let amount = &pushed["payload"]["data"]["accountBalance"]["withdrawableBalance"]["amount"];
        if amount == &json!(expected) {
            break;
        }
    }
    assert_eq!(cash(&a, &bettor.user).await, expected);

    drop((a, b));
    cluster.finish().await;
}
