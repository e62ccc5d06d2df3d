//! Conformance cases of [`store::CatalogueStore`] (feed documents, sequences, the catalogue
//! read back, push-feed keys) and of the account holder's preferences.
//!
//! Documents are written as JSON and read with `FeedDocument::from_json`, as a vendor's
//! would be, so every document here also passes the stateless validation.

use std::time::{Duration as StdDuration, Instant};

use chrono::{DateTime, Duration, Utc};
use domain::catalogue::{Market, SelectionResult};
use domain::feed::{FeedDocument, FeedError};
use domain::ids::UserId;
use domain::odds::{Odds, OddsFormat};
use domain::sports::{EventStatus, OfferStatus};
use serde_json::{Value, json};

use super::{new_user, t0};
use store::{
    AppliedChanges, CatalogueSnapshot, EventState, FeedOutcome, GradedMarket, NewFeedKey, Store,
    StoreError, UserPreferences,
};

const SOURCE: &str = "vendor-a";

fn minutes(n: i64) -> DateTime<Utc> {
    t0() + Duration::minutes(n)
}

fn odds(american: i64) -> Value {
    serde_json::to_value(Odds::from_american(american).expect("quotable")).expect("odds json")
}

/// An event header; `hour` sets its start time (events are listed by start time).
fn event_at(id: &str, status: &str, hour: u32) -> Value {
    json!({
        "id": id,
        "name": format!("Visitors @ Hosts ({id})"),
        "sport": {"slug": "football", "name": "Football"},
        "organization": {"slug": "usa", "name": "USA"},
        "competition": {"slug": "nfl", "name": "NFL"},
        "start_time": format!("2026-11-29T{hour:02}:00:00Z"),
        "status": status,
        "home": {"id": format!("{id}-h"), "abbreviation": "HOS", "medium_name": "Hosts",
                 "full_name": "The Hosts"},
        "away": {"id": format!("{id}-a"), "abbreviation": "VIS", "medium_name": "Visitors",
                 "full_name": "The Visitors"}
    })
}

fn event(id: &str, status: &str) -> Value {
    event_at(id, status, 18)
}

/// A moneyline whose selections are `{id}-home` (-150) and `{id}-away` (+130).
fn moneyline(id: &str, event_id: &str) -> Value {
    json!({
        "id": id,
        "event_id": event_id,
        "name": "Moneyline",
        "type": "moneyline",
        "status": "open",
        "main": true,
        "selections": [
            {"id": format!("{id}-home"), "name": "The Hosts", "kind": "home", "side": "home",
             "odds": odds(-150), "status": "open"},
            {"id": format!("{id}-away"), "name": "The Visitors", "kind": "away", "side": "away",
             "odds": odds(130), "status": "open"}
        ]
    })
}

/// A spread at -3.5 / +3.5 whose selections are `{id}-home` and `{id}-away`.
fn spread(id: &str, event_id: &str) -> Value {
    json!({
        "id": id,
        "event_id": event_id,
        "name": "Spread",
        "type": "spread",
        "status": "open",
        "selections": [
            {"id": format!("{id}-home"), "name": "The Hosts", "kind": "home", "side": "home",
             "points": "-3.5", "odds": odds(-110), "status": "open"},
            {"id": format!("{id}-away"), "name": "The Visitors", "kind": "away", "side": "away",
             "points": "+3.5", "odds": odds(-110), "status": "open"}
        ]
    })
}

fn price(market: &str, side: &str, american: i64) -> Value {
    json!({"prices": {"market_id": market, "prices": [
        {"selection_id": format!("{market}-{side}"), "odds": odds(american)}
    ]}})
}

fn market_status(market: &str, status: &str) -> Value {
    json!({"market_status": {"market_id": market, "status": status}})
}

fn result(market: &str, home: &str, away: &str) -> Value {
    json!({"result": {"market_id": market, "results": [
        {"selection_id": format!("{market}-home"), "result": home},
        {"selection_id": format!("{market}-away"), "result": away}
    ]}})
}

fn statistics(event_id: &str, live_status: &str, home: u32, away: u32) -> Value {
    json!({"statistics": {"event_id": event_id, "statistics": {
        "live_status": live_status, "home_score": home, "away_score": away,
        "progress": "Q2", "updated_at": "2026-11-29T18:40:00Z"
    }}})
}

fn document(source: &str, sequence: u64, changes: Vec<Value>) -> FeedDocument {
    let json = json!({"source": source, "sequence": sequence, "changes": changes});
    FeedDocument::from_json(json.to_string().as_bytes())
        .unwrap_or_else(|e| panic!("test document is invalid: {e}"))
}

fn parse_market(json: Value) -> Market {
    serde_json::from_value(json).expect("market json")
}

async fn apply<S: Store>(store: &S, sequence: u64, changes: Vec<Value>) -> FeedOutcome {
    apply_at(store, SOURCE, sequence, changes, minutes(0)).await
}

async fn apply_at<S: Store>(
    store: &S,
    source: &str,
    sequence: u64,
    changes: Vec<Value>,
    at: DateTime<Utc>,
) -> FeedOutcome {
    store
        .apply_feed_document(&document(source, sequence, changes), at)
        .await
        .expect("apply feed document")
}

fn applied(outcome: FeedOutcome) -> AppliedChanges {
    match outcome {
        FeedOutcome::Applied(changes) => changes,
        other => panic!("expected Applied, got {other:?}"),
    }
}

fn rejected(outcome: FeedOutcome) -> FeedError {
    match outcome {
        FeedOutcome::Rejected(error) => error,
        other => panic!("expected Rejected, got {other:?}"),
    }
}

/// The stored market with this id (found through its home selection).
async fn stored_market<S: Store>(store: &S, id: &str) -> Market {
    store
        .market_of_selection(&format!("{id}-home"))
        .await
        .expect("read market")
        .unwrap_or_else(|| panic!("market {id} is stored"))
}

async fn stored_event<S: Store>(store: &S, id: &str) -> EventState {
    store
        .catalogue_event(id)
        .await
        .expect("read event")
        .unwrap_or_else(|| panic!("event {id} is stored"))
        .0
}

fn snapshot_ids(snapshot: &CatalogueSnapshot) -> (Vec<&str>, Vec<&str>) {
    (
        snapshot
            .events
            .iter()
            .map(|e| e.event.id.as_str())
            .collect(),
        snapshot.markets.iter().map(|m| m.id.as_str()).collect(),
    )
}

/// An event with a moneyline `m1` and a spread `m2`, applied as `SOURCE`'s sequence 1.
async fn seed<S: Store>(store: &S) {
    applied(
        apply(
            store,
            1,
            vec![
                json!({"event": event("e1", "pre_game")}),
                json!({"market": moneyline("m1", "e1")}),
                json!({"market": spread("m2", "e1")}),
            ],
        )
        .await,
    );
}

/// A document is stored and read back whole: snapshot, one event, a selection's market.
pub async fn catalogue_apply_and_read_back<S: Store + Clone>(store: S) {
    assert_eq!(store.feed_sequence(SOURCE).await.expect("sequence"), 0);
    assert_eq!(
        store.catalogue_snapshot(t0()).await.expect("snapshot"),
        CatalogueSnapshot::default()
    );
    assert_eq!(store.catalogue_event("e1").await.expect("event"), None);
    assert_eq!(store.market_of_selection("m1-home").await.expect("m"), None);

    // A later change sees an earlier one: the moneyline is created, then priced.
    let changes = applied(
        apply(
            &store,
            1,
            vec![
                json!({"event": event("e1", "pre_game")}),
                json!({"market": moneyline("m1", "e1")}),
                json!({"market": spread("m2", "e1")}),
                price("m1", "home", -160),
            ],
        )
        .await,
    );
    let header = serde_json::from_value(event("e1", "pre_game")).expect("event json");
    let e1 = EventState {
        event: header,
        statistics: None,
    };
    let mut m1 = parse_market(moneyline("m1", "e1"));
    m1.selections[0].odds = Odds::from_american(-160).expect("odds");
    let m2 = parse_market(spread("m2", "e1"));
    assert_eq!(
        changes,
        AppliedChanges {
            source: SOURCE.to_owned(),
            sequence: 1,
            events: vec![e1.clone()],
            markets: vec![m1.clone(), m2.clone()],
            graded: Vec::new(),
        }
    );
    assert_eq!(store.feed_sequence(SOURCE).await.expect("sequence"), 1);
    assert_eq!(store.feed_sequence("vendor-b").await.expect("sequence"), 0);

    let snapshot = store.catalogue_snapshot(t0()).await.expect("snapshot");
    assert_eq!(
        snapshot,
        CatalogueSnapshot {
            events: vec![e1.clone()],
            markets: vec![m1.clone(), m2.clone()],
        }
    );
    assert_eq!(
        store.catalogue_event("e1").await.expect("event"),
        Some((e1, vec![m1.clone(), m2.clone()]))
    );
    assert_eq!(
        store.market_of_selection("m1-away").await.expect("m"),
        Some(m1)
    );
    assert_eq!(
        store.market_of_selection("m2-home").await.expect("m"),
        Some(m2)
    );
    assert_eq!(store.market_of_selection("m3-home").await.expect("m"), None);
    assert_eq!(store.catalogue_event("e2").await.expect("event"), None);
}

/// Stale and repeated sequences are ignored without writing; sources count separately; a
/// rejected document does not use up its sequence.
pub async fn catalogue_sequences_ignore_stale_and_duplicates<S: Store + Clone>(store: S) {
    seed(&store).await;
    applied(apply(&store, 5, vec![price("m1", "home", -170)]).await);
    assert_eq!(store.feed_sequence(SOURCE).await.expect("sequence"), 5);

    for stale in [5, 3, 1] {
        assert_eq!(
            apply(&store, stale, vec![price("m1", "home", 200)]).await,
            FeedOutcome::Ignored { last_sequence: 5 },
            "sequence {stale}"
        );
    }
    assert_eq!(
        stored_market(&store, "m1").await.selections[0]
            .odds
            .american(),
        -170,
        "ignored documents write nothing"
    );

    // Another source has its own sequence.
    applied(apply_at(&store, "vendor-b", 1, vec![price("m1", "home", -180)], t0()).await);
    assert_eq!(store.feed_sequence("vendor-b").await.expect("sequence"), 1);
    assert_eq!(store.feed_sequence(SOURCE).await.expect("sequence"), 5);

    // Rejected: the sequence stays free for the corrected document.
    let error = rejected(apply(&store, 6, vec![price("m9", "home", 120)]).await);
    assert_eq!(error.field, "changes[0].prices.market_id");
    assert_eq!(store.feed_sequence(SOURCE).await.expect("sequence"), 5);
    let changes = applied(apply(&store, 6, vec![price("m1", "home", 120)]).await);
    assert_eq!(changes.sequence, 6);
    assert_eq!(store.feed_sequence(SOURCE).await.expect("sequence"), 6);
    assert_eq!(
        stored_market(&store, "m1").await.selections[0]
            .odds
            .american(),
        120
    );
}

/// A document whose last change is invalid writes nothing, not even its first changes.
pub async fn catalogue_rejection_is_whole_or_nothing<S: Store + Clone>(store: S) {
    let error = rejected(
        apply(
            &store,
            1,
            vec![
                json!({"event": event("e1", "pre_game")}),
                json!({"market": moneyline("m1", "e1")}),
                price("m1", "home", -200),
                price("nope", "home", 110),
            ],
        )
        .await,
    );
    assert_eq!(
        error,
        FeedError::new("changes[3].prices.market_id", "is not a known market")
    );
    assert_eq!(store.feed_sequence(SOURCE).await.expect("sequence"), 0);
    assert_eq!(
        store.catalogue_snapshot(t0()).await.expect("snapshot"),
        CatalogueSnapshot::default()
    );
    assert_eq!(store.catalogue_event("e1").await.expect("event"), None);
    assert_eq!(store.market_of_selection("m1-home").await.expect("m"), None);

    // Against stored rows: the price move, the statistics and the new market all stay out.
    seed(&store).await;
    let before = store.catalogue_event("e1").await.expect("event");
    let mut thief = moneyline("m3", "e1");
    thief["selections"][1]["id"] = json!("m1-away");
    let error = rejected(
        apply(
            &store,
            2,
            vec![
                price("m1", "home", -200),
                statistics("e1", "in_progress", 7, 0),
                json!({"market": spread("m4", "e1")}),
                json!({"market": thief}),
            ],
        )
        .await,
    );
    assert_eq!(
        error,
        FeedError::new(
            "changes[3].market.selections[1].id",
            "belongs to another market"
        )
    );
    assert_eq!(store.catalogue_event("e1").await.expect("event"), before);
    assert_eq!(store.market_of_selection("m4-home").await.expect("m"), None);
    assert_eq!(store.feed_sequence(SOURCE).await.expect("sequence"), 1);
}

/// Each rule that needs stored state names the change's field.
pub async fn catalogue_rejections_need_stored_state<S: Store + Clone>(store: S) {
    seed(&store).await;
    let mut stealing = moneyline("m3", "e1");
    stealing["selections"][0]["id"] = json!("m2-home");
    let mut sharing = spread("m4", "e1");
    sharing["selections"][1]["id"] = json!("m3-away");
    let cases: Vec<(Vec<Value>, &str, Option<&str>)> = vec![
        (
            vec![json!({"market": moneyline("m3", "e9")})],
            "changes[0].market.event_id",
            Some("is not a known event"),
        ),
        (
            vec![statistics("e9", "in_progress", 0, 0)],
            "changes[0].statistics.event_id",
            Some("is not a known event"),
        ),
        (
            vec![price("m9", "home", 100)],
            "changes[0].prices.market_id",
            Some("is not a known market"),
        ),
        (
            vec![
                json!({"event": event("e2", "pre_game")}),
                market_status("m9", "closed"),
            ],
            "changes[1].market_status.market_id",
            Some("is not a known market"),
        ),
        (
            vec![result("m9", "win", "loss")],
            "changes[0].result.market_id",
            Some("is not a known market"),
        ),
        // An event created later in the document is not known yet.
        (
            vec![
                json!({"market": moneyline("m3", "e2")}),
                json!({"event": event("e2", "pre_game")}),
            ],
            "changes[0].market.event_id",
            Some("is not a known event"),
        ),
        (
            vec![json!({ "market": stealing })],
            "changes[0].market.selections[0].id",
            Some("belongs to another market"),
        ),
        // Two new markets of one document cannot share a selection either.
        (
            vec![
                json!({"market": moneyline("m3", "e1")}),
                json!({ "market": sharing }),
            ],
            "changes[1].market.selections[1].id",
            Some("belongs to another market"),
        ),
        // The domain's rules, with the change's path.
        (
            vec![json!({"prices": {"market_id": "m1", "prices": [
                {"selection_id": "m2-home", "odds": odds(100)}
            ]}})],
            "changes[0].prices.prices[0].selection_id",
            None,
        ),
        (
            vec![json!({"result": {"market_id": "m1", "results": [
                {"selection_id": "m1-home", "result": "win"}
            ]}})],
            "changes[0].result.results",
            None,
        ),
        (
            vec![
                json!({"event": event("e2", "pre_game")}),
                json!({"market": moneyline("m1", "e2")}),
            ],
            "changes[1].market.event_id",
            None,
        ),
        (
            vec![json!({"prices": {"market_id": "m2", "prices": [
                {"selection_id": "m2-home", "odds": odds(-110), "points": "-4.5"}
            ]}})],
            "changes[0].prices.selections",
            None,
        ),
    ];
    for (sequence, (changes, field, message)) in (2..).zip(cases) {
        let error = rejected(apply(&store, sequence, changes).await);
        assert_eq!(error.field, field, "{error}");
        if let Some(message) = message {
            assert_eq!(error.message, message, "{error}");
        }
    }
    assert_eq!(store.feed_sequence(SOURCE).await.expect("sequence"), 1);
    let snapshot = store.catalogue_snapshot(t0()).await.expect("snapshot");
    assert_eq!(snapshot_ids(&snapshot), (vec!["e1"], vec!["m1", "m2"]));
    assert_eq!(
        stored_market(&store, "m1").await,
        parse_market(moneyline("m1", "e1"))
    );
}

/// Prices move odds, lines and statuses; statuses open and close markets; results grade,
/// corrections re-grade and repeats change nothing.
pub async fn catalogue_prices_status_and_results<S: Store + Clone>(store: S) {
    seed(&store).await;
    let changes = applied(
        apply(
            &store,
            2,
            vec![
                json!({"prices": {"market_id": "m2", "prices": [
                    {"selection_id": "m2-home", "odds": odds(-105), "points": "-4.5",
                     "status": "closed"},
                    {"selection_id": "m2-away", "odds": odds(-115), "points": "+4.5"}
                ]}}),
                market_status("m1", "closed"),
            ],
        )
        .await,
    );
    let m2 = stored_market(&store, "m2").await;
    assert_eq!(
        changes.markets,
        vec![m2.clone(), stored_market(&store, "m1").await]
    );
    assert_eq!(m2.selections[0].odds.american(), -105);
    assert_eq!(
        m2.selections[0].points,
        Some("-4.5".parse().expect("points"))
    );
    assert_eq!(m2.selections[0].status, OfferStatus::Closed);
    assert_eq!(
        m2.selections[1].points,
        Some("+4.5".parse().expect("points"))
    );
    assert_eq!(m2.selections[1].status, OfferStatus::Open);
    assert_eq!(
        stored_market(&store, "m1").await.status,
        OfferStatus::Closed
    );

    // Grading.
    let changes = applied(apply(&store, 3, vec![result("m1", "win", "loss")]).await);
    assert_eq!(
        changes.graded,
        vec![GradedMarket {
            market_id: "m1".to_owned(),
            event_id: "e1".to_owned(),
            corrected: false,
        }]
    );
    let m1 = stored_market(&store, "m1").await;
    assert_eq!(changes.markets, vec![m1.clone()]);
    assert_eq!(m1.status, OfferStatus::Finished);
    assert_eq!(m1.selections[0].result, Some(SelectionResult::Win));
    assert_eq!(m1.selections[1].result, Some(SelectionResult::Loss));
    assert!(
        m1.selections
            .iter()
            .all(|s| s.status == OfferStatus::Finished)
    );

    // A repeat changes nothing and lists nothing, but the sequence moves on.
    let changes = applied(apply(&store, 4, vec![result("m1", "win", "loss")]).await);
    assert!(
        changes.markets.is_empty() && changes.graded.is_empty(),
        "{changes:?}"
    );
    assert_eq!(store.feed_sequence(SOURCE).await.expect("sequence"), 4);

    // A correction re-grades.
    let changes = applied(apply(&store, 5, vec![result("m1", "loss", "win")]).await);
    assert_eq!(
        changes.graded,
        vec![GradedMarket {
            market_id: "m1".to_owned(),
            event_id: "e1".to_owned(),
            corrected: true,
        }]
    );
    let m1 = stored_market(&store, "m1").await;
    assert_eq!(changes.markets, vec![m1.clone()]);
    assert_eq!(m1.selections[0].result, Some(SelectionResult::Loss));
    assert_eq!(m1.selections[1].result, Some(SelectionResult::Win));

    // Graded and corrected within one document: listed once, as a first grading, with the
    // last grades.
    let changes = applied(
        apply(
            &store,
            6,
            vec![result("m2", "win", "loss"), result("m2", "push", "push")],
        )
        .await,
    );
    assert_eq!(
        changes.graded,
        vec![GradedMarket {
            market_id: "m2".to_owned(),
            event_id: "e1".to_owned(),
            corrected: false,
        }]
    );
    let m2 = stored_market(&store, "m2").await;
    assert_eq!(changes.markets, vec![m2.clone()]);
    assert!(
        m2.selections
            .iter()
            .all(|s| s.result == Some(SelectionResult::Push))
    );

    // Corrected and corrected back within one document: nothing changed.
    let changes = applied(
        apply(
            &store,
            7,
            vec![result("m1", "void", "void"), result("m1", "loss", "win")],
        )
        .await,
    );
    assert!(
        changes.markets.is_empty() && changes.graded.is_empty(),
        "{changes:?}"
    );
    assert_eq!(stored_market(&store, "m1").await, m1);
}

/// A finished market never reopens: not by status, price or replacement.
pub async fn catalogue_finished_markets_never_reopen<S: Store + Clone>(store: S) {
    seed(&store).await;
    applied(apply(&store, 2, vec![result("m1", "win", "loss")]).await);
    let finished = stored_market(&store, "m1").await;

    let error = rejected(apply(&store, 3, vec![market_status("m1", "open")]).await);
    assert_eq!(error.field, "changes[0].market_status.status");
    let error = rejected(apply(&store, 3, vec![price("m1", "home", 300)]).await);
    assert_eq!(
        error,
        FeedError::new("changes[0].prices.market_id", "the market is finished")
    );
    let error = rejected(
        apply(
            &store,
            3,
            vec![
                price("m2", "home", -120),
                json!({"market": moneyline("m1", "e1")}),
            ],
        )
        .await,
    );
    assert_eq!(error.field, "changes[1].market.status");
    assert_eq!(stored_market(&store, "m1").await, finished);
    assert_eq!(
        stored_market(&store, "m2").await,
        parse_market(spread("m2", "e1"))
    );

    // Finishing a finished market again is allowed and changes nothing.
    let changes = applied(apply(&store, 3, vec![market_status("m1", "finished")]).await);
    assert!(changes.markets.is_empty(), "{changes:?}");
    assert_eq!(stored_market(&store, "m1").await, finished);
}

/// Statistics set the event's status (hidden and invalid events stay so); an event's header
/// can be replaced without losing its statistics; `ended_at` follows the status.
pub async fn catalogue_statistics_drive_event_status<S: Store + Clone>(store: S) {
    seed(&store).await;
    let changes = applied(
        apply_at(
            &store,
            SOURCE,
            2,
            vec![statistics("e1", "in_progress", 7, 3)],
            minutes(10),
        )
        .await,
    );
    let e1 = stored_event(&store, "e1").await;
    assert_eq!(e1.event.status, EventStatus::InPlay);
    let stats = e1.statistics.clone().expect("statistics stored");
    assert_eq!((stats.home_score, stats.away_score), (7, 3));
    assert_eq!(changes.events, vec![e1.clone()]);
    assert!(changes.markets.is_empty());

    // A new header keeps the statistics.
    let mut renamed = event("e1", "in_play");
    renamed["name"] = json!("Renamed");
    applied(apply(&store, 3, vec![json!({"event": renamed})]).await);
    let e1 = stored_event(&store, "e1").await;
    assert_eq!(e1.event.name, "Renamed");
    assert_eq!(e1.statistics, Some(stats));

    // Final: finished at minute 20, kept in snapshots asking from then on.
    applied(
        apply_at(
            &store,
            SOURCE,
            4,
            vec![statistics("e1", "final", 21, 3)],
            minutes(20),
        )
        .await,
    );
    assert_eq!(
        stored_event(&store, "e1").await.event.status,
        EventStatus::Finished
    );
    let ids = |s: CatalogueSnapshot| s.events.into_iter().map(|e| e.event.id).collect::<Vec<_>>();
    assert_eq!(
        ids(store.catalogue_snapshot(minutes(20)).await.expect("s")),
        ["e1"]
    );
    assert!(ids(store.catalogue_snapshot(minutes(21)).await.expect("s")).is_empty());

    // A later correction of a finished event's score does not move its end.
    applied(
        apply_at(
            &store,
            SOURCE,
            5,
            vec![statistics("e1", "final", 24, 3)],
            minutes(30),
        )
        .await,
    );
    assert!(ids(store.catalogue_snapshot(minutes(21)).await.expect("s")).is_empty());
    assert_eq!(
        stored_event(&store, "e1")
            .await
            .statistics
            .expect("statistics")
            .home_score,
        24
    );

    // Back in play (a premature final): no end any more; ended again later.
    applied(
        apply_at(
            &store,
            SOURCE,
            6,
            vec![statistics("e1", "in_progress", 24, 3)],
            minutes(40),
        )
        .await,
    );
    assert_eq!(
        stored_event(&store, "e1").await.event.status,
        EventStatus::InPlay
    );
    assert_eq!(
        ids(store.catalogue_snapshot(minutes(600)).await.expect("s")),
        ["e1"]
    );
    applied(
        apply_at(
            &store,
            SOURCE,
            7,
            vec![statistics("e1", "cancelled", 24, 3)],
            minutes(50),
        )
        .await,
    );
    assert_eq!(
        stored_event(&store, "e1").await.event.status,
        EventStatus::Cancelled
    );
    assert_eq!(
        ids(store.catalogue_snapshot(minutes(50)).await.expect("s")),
        ["e1"]
    );
    assert!(ids(store.catalogue_snapshot(minutes(51)).await.expect("s")).is_empty());

    // A hidden event stays hidden whatever the statistics say.
    applied(
        apply(
            &store,
            8,
            vec![
                json!({"event": event("e2", "hidden")}),
                statistics("e2", "in_progress", 1, 0),
            ],
        )
        .await,
    );
    assert_eq!(
        stored_event(&store, "e2").await.event.status,
        EventStatus::Hidden
    );
    assert!(ids(store.catalogue_snapshot(minutes(51)).await.expect("s")).is_empty());
}

/// The snapshot holds live and upcoming events, and ended ones only while recent, each with
/// all its markets; hidden and invalid events are left out.
pub async fn catalogue_snapshot_excludes_old_finished_events<S: Store + Clone>(store: S) {
    let events = [
        ("live", "in_play", 17),
        ("upcoming", "pre_game", 20),
        ("old", "finished", 12),
        ("recent", "finished", 13),
        ("called-off", "cancelled", 19),
        ("hidden", "hidden", 18),
        ("invalid", "invalid", 18),
    ];
    // Every event ends up with one moneyline; "old" ended at minute 0, the rest later.
    for (sequence, (id, status, hour)) in (1..).zip(events) {
        let at = if id == "old" { minutes(0) } else { minutes(60) };
        applied(
            apply_at(
                &store,
                SOURCE,
                sequence,
                vec![
                    json!({"event": event_at(id, status, hour)}),
                    json!({"market": moneyline(&format!("{id}-ml"), id)}),
                ],
                at,
            )
            .await,
        );
    }
    applied(
        apply(
            &store,
            10,
            vec![json!({"market": spread("live-sp", "live")})],
        )
        .await,
    );

    let snapshot = store
        .catalogue_snapshot(minutes(30))
        .await
        .expect("snapshot");
    assert_eq!(
        snapshot_ids(&snapshot),
        (
            vec!["recent", "live", "called-off", "upcoming"],
            vec![
                "recent-ml",
                "live-ml",
                "live-sp",
                "called-off-ml",
                "upcoming-ml"
            ]
        )
    );
    let all = store
        .catalogue_snapshot(minutes(0))
        .await
        .expect("snapshot");
    assert_eq!(
        snapshot_ids(&all).0,
        vec!["old", "recent", "live", "called-off", "upcoming"]
    );
    // Old events are still readable one by one.
    let (old, markets) = store
        .catalogue_event("old")
        .await
        .expect("event")
        .expect("old is stored");
    assert_eq!(old.event.status, EventStatus::Finished);
    assert_eq!(markets.len(), 1);
    assert_eq!(
        store
            .market_of_selection("hidden-ml-away")
            .await
            .expect("m")
            .map(|m| m.id),
        Some("hidden-ml".to_owned())
    );
}

/// `AppliedChanges` lists what changed, whole, once, in the order first touched; rows sent
/// again unchanged are not listed.
pub async fn catalogue_applied_changes_list_each_entity_once<S: Store + Clone>(store: S) {
    seed(&store).await;
    let changes = applied(
        apply(
            &store,
            2,
            vec![
                json!({"event": event("e2", "pre_game")}),
                json!({"market": moneyline("m3", "e2")}),
                price("m3", "home", -300),
                statistics("e2", "in_progress", 3, 0),
                price("m3", "away", 240),
                // Unchanged rows sent again.
                json!({"market": moneyline("m1", "e1")}),
                json!({"event": event("e1", "pre_game")}),
                price("m2", "home", -110),
            ],
        )
        .await,
    );
    let e2 = stored_event(&store, "e2").await;
    assert_eq!(e2.event.status, EventStatus::InPlay);
    assert!(e2.statistics.is_some());
    let m3 = stored_market(&store, "m3").await;
    assert_eq!(m3.selections[0].odds.american(), -300);
    assert_eq!(m3.selections[1].odds.american(), 240);
    assert_eq!(changes.events, vec![e2]);
    assert_eq!(changes.markets, vec![m3]);

    let changes = applied(
        apply(
            &store,
            3,
            vec![
                price("m2", "home", -120),
                price("m1", "home", -140),
                price("m2", "away", -105),
                statistics("e1", "scheduled", 0, 0),
                json!({"event": event("e2", "in_play")}),
            ],
        )
        .await,
    );
    let ids: Vec<&str> = changes.markets.iter().map(|m| m.id.as_str()).collect();
    assert_eq!(ids, ["m2", "m1"]);
    assert_eq!(changes.markets[0].selections[0].odds.american(), -120);
    assert_eq!(changes.markets[0].selections[1].odds.american(), -105);
    // e1 got statistics (its status stays pre-game); e2's header is the same as stored.
    let ids: Vec<&str> = changes.events.iter().map(|e| e.event.id.as_str()).collect();
    assert_eq!(ids, ["e1"]);
    assert_eq!(changes.events[0].event.status, EventStatus::PreGame);
    assert!(changes.events[0].statistics.is_some());
}

/// Many concurrent applies of one (source, sequence): exactly one applies.
pub async fn concurrent_feed_documents_with_one_sequence_apply_once<S: Store + Clone>(store: S) {
    seed(&store).await;
    let tasks: Vec<_> = (0..12)
        .map(|_| {
            let store = store.clone();
            tokio::spawn(async move {
                let doc = document(
                    SOURCE,
                    2,
                    vec![
                        json!({"market": moneyline("m3", "e1")}),
                        price("m1", "home", -400),
                    ],
                );
                store.apply_feed_document(&doc, t0()).await
            })
        })
        .collect();
    let mut applied_count = 0;
    for task in futures::future::join_all(tasks).await {
        match task.expect("task").expect("apply") {
            FeedOutcome::Applied(changes) => {
                applied_count += 1;
                let ids: Vec<&str> = changes.markets.iter().map(|m| m.id.as_str()).collect();
                assert_eq!(ids, ["m3", "m1"]);
            }
            FeedOutcome::Ignored { last_sequence } => assert_eq!(last_sequence, 2),
            FeedOutcome::Rejected(error) => panic!("rejected: {error}"),
        }
    }
    assert_eq!(applied_count, 1);
    assert_eq!(store.feed_sequence(SOURCE).await.expect("sequence"), 2);
    let snapshot = store.catalogue_snapshot(t0()).await.expect("snapshot");
    assert_eq!(
        snapshot_ids(&snapshot),
        (vec!["e1"], vec!["m1", "m2", "m3"])
    );
}

/// Concurrent documents of one source with different sequences: each applies or is ignored
/// against a higher applied sequence; the highest always applies and its prices are the ones
/// stored.
pub async fn concurrent_feed_sequences_end_at_the_highest<S: Store + Clone>(store: S) {
    applied(
        apply_at(
            &store,
            "setup",
            1,
            vec![
                json!({"event": event("e1", "pre_game")}),
                json!({"market": moneyline("m1", "e1")}),
            ],
            t0(),
        )
        .await,
    );
    const DOCUMENTS: u64 = 16;
    let tasks: Vec<_> = (1..=DOCUMENTS)
        .map(|sequence| {
            let store = store.clone();
            tokio::spawn(async move {
                let american = 100 + i64::try_from(sequence).expect("small");
                let doc = document(SOURCE, sequence, vec![price("m1", "home", american)]);
                (sequence, store.apply_feed_document(&doc, t0()).await)
            })
        })
        .collect();
    let mut applied_sequences = Vec::new();
    for task in futures::future::join_all(tasks).await {
        let (sequence, outcome) = task.expect("task");
        match outcome.expect("apply") {
            FeedOutcome::Applied(changes) => {
                assert_eq!(changes.sequence, sequence);
                applied_sequences.push(sequence);
            }
            FeedOutcome::Ignored { last_sequence } => assert!(
                last_sequence >= sequence,
                "{sequence} ignored against {last_sequence}"
            ),
            FeedOutcome::Rejected(error) => panic!("rejected: {error}"),
        }
    }
    assert!(
        applied_sequences.contains(&DOCUMENTS),
        "{applied_sequences:?}"
    );
    assert_eq!(
        store.feed_sequence(SOURCE).await.expect("sequence"),
        DOCUMENTS
    );
    assert_eq!(
        stored_market(&store, "m1").await.selections[0]
            .odds
            .american(),
        100 + i64::try_from(DOCUMENTS).expect("small"),
        "the highest sequence's price is stored"
    );
}

/// Documents of different sources applied at the same time never lose each other's changes:
/// both may create the same event and market, and when one renames an event while the
/// other updates its statistics, both changes stay.
pub async fn concurrent_sources_keep_each_others_changes<S: Store + Clone>(store: S) {
    let spawn = |source: &'static str, sequence: u64, changes: Vec<Value>| {
        let store = store.clone();
        tokio::spawn(async move {
            store
                .apply_feed_document(&document(source, sequence, changes), t0())
                .await
        })
    };
    let creations: Vec<_> = ["vendor-a", "vendor-b", "vendor-c", "vendor-d"]
        .into_iter()
        .map(|source| {
            spawn(
                source,
                1,
                vec![
                    json!({"event": event("e1", "pre_game")}),
                    json!({"market": moneyline("m1", "e1")}),
                ],
            )
        })
        .collect();
    for task in futures::future::join_all(creations).await {
        let outcome = task.expect("task").expect("apply");
        assert!(matches!(outcome, FeedOutcome::Applied(_)), "{outcome:?}");
    }
    let snapshot = store.catalogue_snapshot(t0()).await.expect("snapshot");
    assert_eq!(snapshot_ids(&snapshot), (vec!["e1"], vec!["m1"]));

    for round in 2..12u32 {
        let mut renamed = event("e1", "in_play");
        renamed["name"] = json!(format!("Round {round}"));
        let header = spawn("vendor-a", round.into(), vec![json!({"event": renamed})]);
        let stats = spawn(
            "vendor-b",
            round.into(),
            vec![statistics("e1", "in_progress", round, 0)],
        );
        for task in [header, stats] {
            let outcome = task.await.expect("task").expect("apply");
            assert!(matches!(outcome, FeedOutcome::Applied(_)), "{outcome:?}");
        }
        let e1 = stored_event(&store, "e1").await;
        assert_eq!(e1.event.name, format!("Round {round}"));
        assert_eq!(e1.statistics.expect("statistics").home_score, round);
    }
}

fn feed_key(id: &str, source: &str, hash: &str, minute: i64) -> NewFeedKey {
    NewFeedKey {
        id: id.to_owned(),
        source: source.to_owned(),
        key_hash: hash.to_owned(),
        created_at: minutes(minute),
        created_by: "ops@example.com".to_owned(),
    }
}

/// Keys are created, found by hash while live, listed newest first and revoked once.
pub async fn feed_keys_lifecycle<S: Store + Clone>(store: S) {
    assert!(store.feed_keys().await.expect("keys").is_empty());
    let a = store
        .create_feed_key(feed_key("k1", SOURCE, "hash-1", 0))
        .await
        .expect("create");
    assert_eq!(a.id, "k1");
    assert_eq!(a.source, SOURCE);
    assert_eq!(a.created_at, minutes(0));
    assert_eq!(a.created_by, "ops@example.com");
    assert_eq!(a.revoked_at, None);
    let b = store
        .create_feed_key(feed_key("k2", "vendor-b", "hash-2", 5))
        .await
        .expect("create");

    for duplicate in [
        feed_key("k1", SOURCE, "hash-3", 6),
        feed_key("k3", SOURCE, "hash-2", 6),
    ] {
        match store.create_feed_key(duplicate).await {
            Err(StoreError::Conflict(what)) => assert_eq!(what, "feed_key"),
            other => panic!("expected Conflict(feed_key), got {other:?}"),
        }
    }
    assert_eq!(
        store.feed_keys().await.expect("keys"),
        vec![b.clone(), a.clone()]
    );
    assert_eq!(
        store.feed_key_by_hash("hash-1").await.expect("lookup"),
        Some(a.clone())
    );
    assert_eq!(
        store.feed_key_by_hash("hash-9").await.expect("lookup"),
        None
    );

    assert!(
        store
            .revoke_feed_key("k1", minutes(10))
            .await
            .expect("revoke")
    );
    assert!(
        !store
            .revoke_feed_key("k1", minutes(11))
            .await
            .expect("revoke")
    );
    assert!(
        !store
            .revoke_feed_key("k9", minutes(11))
            .await
            .expect("revoke")
    );
    assert_eq!(
        store.feed_key_by_hash("hash-1").await.expect("lookup"),
        None
    );
    assert_eq!(
        store.feed_key_by_hash("hash-2").await.expect("lookup"),
        Some(b.clone())
    );
    let revoked = store::FeedKey {
        revoked_at: Some(minutes(10)),
        ..a
    };
    assert_eq!(store.feed_keys().await.expect("keys"), vec![b, revoked]);
}

/// Preferences are the defaults until set; unknown users are not found.
pub async fn user_preferences_default_and_set<S: Store + Clone>(store: S) {
    let user = store
        .create_user(new_user("prefs@example.com"))
        .await
        .expect("user");
    let other = store
        .create_user(new_user("prefs-other@example.com"))
        .await
        .expect("user");
    assert_eq!(
        store.user_preferences(&user.id).await.expect("prefs"),
        UserPreferences::default()
    );
    assert_eq!(UserPreferences::default().odds_format, OddsFormat::American);
    let decimal = UserPreferences {
        odds_format: OddsFormat::Decimal,
        ..UserPreferences::default()
    };
    assert_eq!(
        store
            .set_odds_format(&user.id, OddsFormat::Decimal, t0())
            .await
            .expect("set"),
        decimal
    );
    assert_eq!(
        store.user_preferences(&user.id).await.expect("prefs"),
        decimal
    );
    assert_eq!(
        store.user_preferences(&other.id).await.expect("prefs"),
        UserPreferences::default(),
        "preferences are per user"
    );
    assert_eq!(
        store
            .set_odds_format(&user.id, OddsFormat::American, t0())
            .await
            .expect("set"),
        UserPreferences::default()
    );
    assert_eq!(
        store.user_preferences(&user.id).await.expect("prefs"),
        UserPreferences::default()
    );

    let ghost = UserId::from_raw("01J00000000000000000000000");
    assert!(matches!(
        store.user_preferences(&ghost).await,
        Err(StoreError::NotFound("user"))
    ));
    assert!(matches!(
        store
            .set_odds_format(&ghost, OddsFormat::Decimal, t0())
            .await,
        Err(StoreError::NotFound("user"))
    ));

    // The betslip's auto-accept choice sits beside the odds format; each keeps the other.
    use domain::betslip::AutoAccept;
    assert_eq!(
        UserPreferences::default().auto_accept_odds_changes,
        AutoAccept::None
    );
    let higher = store
        .set_auto_accept_odds_changes(&other.id, AutoAccept::Higher, t0())
        .await
        .expect("set auto accept");
    assert_eq!(higher.auto_accept_odds_changes, AutoAccept::Higher);
    assert_eq!(higher.odds_format, OddsFormat::American);
    let both = store
        .set_odds_format(&other.id, OddsFormat::Decimal, t0())
        .await
        .expect("set");
    assert_eq!(
        both,
        UserPreferences {
            odds_format: OddsFormat::Decimal,
            auto_accept_odds_changes: AutoAccept::Higher,
            ..UserPreferences::default()
        }
    );
    assert!(matches!(
        store
            .set_auto_accept_odds_changes(&ghost, AutoAccept::Any, t0())
            .await,
        Err(StoreError::NotFound("user"))
    ));
}

/// Not a conformance case: times `rounds` documents of 100 price changes, one per market
/// across 10 events of 10 markets, after the markets are created. Returns each document's
/// time, for a backend's measurement test to print.
pub async fn time_prices_documents<S: Store>(store: S, rounds: u64) -> Vec<StdDuration> {
    let mut setup = Vec::new();
    for e in 0..10 {
        setup.push(json!({"event": event(&format!("e{e}"), "in_play")}));
        for m in 0..10 {
            setup.push(json!({"market": moneyline(&format!("m{e}-{m}"), &format!("e{e}"))}));
        }
    }
    applied(apply(&store, 1, setup).await);
    let mut times = Vec::new();
    for round in 0..rounds {
        let american = 101 + i64::try_from(round % 50).expect("small");
        let changes = (0..10)
            .flat_map(|e| (0..10).map(move |m| price(&format!("m{e}-{m}"), "away", american)))
            .collect();
        let doc = document(SOURCE, round + 2, changes);
        let started = Instant::now();
        let outcome = store.apply_feed_document(&doc, t0()).await.expect("apply");
        times.push(started.elapsed());
        assert_eq!(applied(outcome).markets.len(), 100);
    }
    times
}
