//! Live catalogue subscriptions over graphql-transport-ws against the real server: the
//! current state first, then every change; coalescing for a slow reader; the shared fan-out
//! and the per-operation path giving the same answers; bad input refused.

use crate::common::TestApp;
use crate::common::feed::{self, SOURCE};
use crate::common::ws::{connect, init, next, next_within, subscribe};
use serde_json::{Value, json};
use std::time::Duration;

const START: &str = "2030-11-29T18:00:00Z";

const MARKETS: &str = r#"subscription($ids: [ID!]!) {
  marketUpdated(marketIds: $ids, oddsFormat: AMERICAN, includeOddsTrend: true) {
    id updatedAt selections { id type odds { american } trend }
  }
}"#;

fn home_american(message: &Value) -> Option<&str> {
    message["payload"]["data"]["marketUpdated"]["selections"]
        .as_array()?
        .iter()
        .find(|s| s["type"] == "HOME")?["odds"]["american"]
        .as_str()
}

async fn game(app: &TestApp) -> String {
    let key = app.feed_key(SOURCE).await;
    app.push_ok(&key, &feed::new_game(1, "g1", START)).await;
    key
}

#[tokio::test]
async fn market_updates_send_the_current_state_then_each_change() {
    let app = TestApp::spawn().await;
    let key = game(&app).await;
    let mut ws = connect(&app).await;
    init(&mut ws, None).await;
    subscribe(
        &mut ws,
        "m",
        MARKETS,
        json!({"ids": ["g1.ml", "g1.sp", "g1.ml"]}),
    )
    .await;

    let mut first: Vec<Value> = vec![next(&mut ws).await, next(&mut ws).await];
    first.sort_by_key(|m| m["payload"]["data"]["marketUpdated"]["id"].to_string());
    assert_eq!(first[0]["id"], "m");
    assert_eq!(first[0]["type"], "next");
    assert_eq!(first[0]["payload"]["data"]["marketUpdated"]["id"], "g1.ml");
    assert_eq!(home_american(&first[0]), Some("-150"));
    assert_eq!(first[1]["payload"]["data"]["marketUpdated"]["id"], "g1.sp");

    app.push_ok(&key, &feed::home_price(2, "g1", -165)).await;
    let update = next(&mut ws).await;
    assert_eq!(update["payload"]["data"]["marketUpdated"]["id"], "g1.ml");
    assert_eq!(home_american(&update), Some("-165"));
    let home = update["payload"]["data"]["marketUpdated"]["selections"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["type"] == "HOME")
        .unwrap();
    assert_eq!(home["trend"], "DOWN");
    // The spread did not change: nothing more is sent.
    assert_eq!(next_within(&mut ws, Duration::from_millis(300)).await, None);
}

#[tokio::test]
async fn a_watcher_that_falls_behind_gets_the_latest_state_not_a_backlog() {
    use server::graphql::fanout::{Fanout, FanoutStats, Plan};
    use std::sync::Arc;
    let app = TestApp::spawn().await;
    let key = game(&app).await;
    let fanout = Fanout::new(
        server::graphql::schema(&app.state),
        Arc::clone(&app.state.catalogue),
        Arc::clone(&app.state.clock),
        Arc::new(FanoutStats::default()),
    );
    let request = async_graphql::Request::new(MARKETS).variables(
        async_graphql::Variables::from_json(json!({"ids": ["g1.ml", "g1.sp"]})),
    );
    let Plan::Shared { shape, keys } = Fanout::plan(&request) else {
        panic!("a marketUpdated subscription with variable ids is shared");
    };
    let wake = Arc::new(tokio::sync::Notify::new());
    let watcher = fanout
        .register("m", shape, keys, Arc::clone(&wake))
        .expect("the document executes");
    wake.notified().await;
    assert_eq!(
        watcher.frames().len(),
        2,
        "the current state of both markets"
    );

    // 60 moves of one market while the connection sends nothing.
    for i in 0..60u64 {
        app.push_ok(
            &key,
            &feed::home_price(2 + i, "g1", -151 - i64::try_from(i).unwrap()),
        )
        .await;
    }
    tokio::time::timeout(Duration::from_secs(2), wake.notified())
        .await
        .expect("the watcher is woken");
    // Nothing tells when the fan-out has taken the last of the 60 change notices, so give
    // its listener a moment: then the watcher has one frame, not one per change.
    tokio::time::sleep(Duration::from_millis(100)).await;
    let frames = watcher.frames();
    assert_eq!(
        frames.len(),
        1,
        "one frame per changed key, not one per change"
    );
    let frame: Value = serde_json::from_str(&frames[0]).unwrap();
    assert_eq!(frame["id"], "m");
    assert_eq!(home_american(&frame), Some("-210"));
    assert!(watcher.frames().is_empty());
}

#[tokio::test]
async fn the_shared_fanout_and_the_per_operation_path_answer_alike() {
    let app = TestApp::spawn().await;
    let key = game(&app).await;
    let mut shared = connect(&app).await;
    init(&mut shared, None).await;
    subscribe(&mut shared, "a", MARKETS, json!({"ids": ["g1.ml"]})).await;
    // Ids written inline cannot be shared: that operation runs on its own.
    let inline = MARKETS
        .replace("($ids: [ID!]!)", "")
        .replace("marketIds: $ids", r#"marketIds: ["g1.ml"]"#);
    let mut own = connect(&app).await;
    init(&mut own, None).await;
    subscribe(&mut own, "b", &inline, json!({})).await;

    let (a, b) = (next(&mut shared).await, next(&mut own).await);
    assert_eq!(a["payload"], b["payload"]);
    app.push_ok(&key, &feed::home_price(2, "g1", -135)).await;
    let (a, b) = (next(&mut shared).await, next(&mut own).await);
    assert_eq!(home_american(&a), Some("-135"));
    assert_eq!(a["payload"], b["payload"]);

    // Many watchers of one shape share one rendering per state.
    let renders_before = app_renders(&app).await;
    let mut watchers = Vec::new();
    for i in 0..20 {
        let mut ws = connect(&app).await;
        init(&mut ws, None).await;
        subscribe(
            &mut ws,
            &format!("w{i}"),
            MARKETS,
            json!({"ids": ["g1.ml"]}),
        )
        .await;
        next(&mut ws).await;
        watchers.push(ws);
    }
    app.push_ok(&key, &feed::home_price(3, "g1", -140)).await;
    for ws in &mut watchers {
        assert_eq!(home_american(&next(ws).await), Some("-140"));
    }
    let renders = app_renders(&app).await - renders_before;
    assert!(renders <= 4, "20 watchers caused {renders} renders");
}

/// How many frames the server's fan-out rendered (read through the benchmark counter).
async fn app_renders(app: &TestApp) -> u64 {
    let res = app
        .client
        .get(app.url("/api/dev/fanout"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let body: Value = res.json().await.unwrap();
    body["renders"].as_u64().unwrap()
}

#[tokio::test]
async fn scoreboards_follow_the_statistics() {
    let app = TestApp::spawn().await;
    let key = game(&app).await;
    let mut ws = connect(&app).await;
    init(&mut ws, None).await;
    subscribe(
        &mut ws,
        "e",
        "subscription($ids: [ID!]!) { richEventUpdated(eventIds: $ids) { id status statistics { homeScore awayScore progress clock { seconds running countsDown } } } }",
        json!({"ids": ["g1"]}),
    )
    .await;
    let first = next(&mut ws).await;
    assert_eq!(
        first["payload"]["data"]["richEventUpdated"]["status"],
        "PRE_GAME"
    );
    assert_eq!(
        first["payload"]["data"]["richEventUpdated"]["statistics"],
        Value::Null
    );
    app.push_ok(&key, &feed::in_play(2, "g1", 7, 3)).await;
    let update = next(&mut ws).await;
    let e = &update["payload"]["data"]["richEventUpdated"];
    assert_eq!(e["status"], "IN_PLAY");
    assert_eq!(e["statistics"]["homeScore"], 7);
    assert_eq!(e["statistics"]["clock"]["countsDown"], true);
}

#[tokio::test]
async fn bad_subscriptions_are_refused_with_an_error() {
    let app = TestApp::spawn().await;
    game(&app).await;
    let mut ws = connect(&app).await;
    init(&mut ws, None).await;
    subscribe(&mut ws, "none", MARKETS, json!({"ids": []})).await;
    let error = next(&mut ws).await;
    assert_eq!(error["type"], "error");
    assert_eq!(error["id"], "none");
    assert_eq!(error["payload"][0]["extensions"]["code"], "BAD_USER_INPUT");

    let many: Vec<String> = (0..201).map(|i| format!("m{i}")).collect();
    subscribe(&mut ws, "many", MARKETS, json!({"ids": many})).await;
    assert_eq!(next(&mut ws).await["type"], "error");

    let unknown_field = MARKETS.replace("updatedAt", "colour");
    subscribe(&mut ws, "field", &unknown_field, json!({"ids": ["g1.ml"]})).await;
    let error = next(&mut ws).await;
    assert_eq!(
        (error["type"].as_str(), error["id"].as_str()),
        (Some("error"), Some("field"))
    );

    // Unknown ids are simply quiet until they exist; the connection stays usable.
    subscribe(&mut ws, "later", MARKETS, json!({"ids": ["g9.ml"]})).await;
    assert_eq!(next_within(&mut ws, Duration::from_millis(300)).await, None);
    let key = app.feed_key("other-source").await;
    let mut document = feed::new_game(1, "g9", START);
    document["source"] = json!("other-source");
    app.push_ok(&key, &document).await;
    let arrived = next(&mut ws).await;
    assert_eq!(arrived["id"], "later");
    assert_eq!(home_american(&arrived), Some("-150"));
}
