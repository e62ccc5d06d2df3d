//! Feed ingestion over HTTP against the real server and database: operator keys, sequence
//! ordering and idempotency, whole-or-nothing rejection naming the field, and what bettors then
//! read through GraphQL (menu, pages, events, preferences).

use crate::common::TestApp;
use crate::common::feed::{self, SOURCE};
use serde_json::{Value, json};

const START: &str = "2030-11-29T18:00:00Z";

const EVENT: &str = r#"query($id: ID!, $f: OddsFormat) {
  event(id: $id, oddsFormat: $f, includeOddsTrend: true) {
    id name status
    participants { abbreviation }
    statistics { homeScore awayScore progress isInPlay football { downAndDistance } }
    markets { id type isMain status selections { id type name { clean } points { formattedPoints }
      odds { american decimal formattedOdds numerator denominator } trend status } }
  }
}"#;

async fn event(app: &TestApp, id: &str, format: &str) -> Value {
    app.graphql(None, EVENT, json!({"id": id, "f": format}))
        .await
}

fn home_moneyline(answer: &Value) -> &Value {
    let markets = answer["data"]["event"]["markets"].as_array().unwrap();
    let ml = markets.iter().find(|m| m["type"] == "MONEYLINE").unwrap();
    ml["selections"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["type"] == "HOME")
        .unwrap()
}

#[tokio::test]
async fn pushing_needs_a_live_key_of_the_documents_source() {
    let app = TestApp::spawn().await;
    let document = feed::new_game(1, "g1", START);
    let res = app
        .client
        .post(app.url("/api/feed/documents"))
        .json(&document)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 401);
    let body: Value = res.json().await.unwrap();
    assert!(body["errors"]["authorization"][0]["message"].is_string());

    let (status, _) = app.push("fk_nope_nope", &document).await;
    assert_eq!(status, 401);

    let other = app.feed_key("another-vendor").await;
    let (status, body) = app.push(&other, &document).await;
    assert_eq!(status, 403, "{body}");
    assert!(
        body["errors"]["source"][0]["message"]
            .as_str()
            .unwrap()
            .contains("another-vendor")
    );

    let key = app.feed_key(SOURCE).await;
    let res = app
        .client
        .post(app.url("/api/feed/documents"))
        .bearer_auth(&key)
        .header("content-type", "text/plain")
        .body(document.to_string())
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 415);

    app.push_ok(&key, &document).await;

    // A revoked key stops working at once.
    let keys = app.store().feed_keys().await.unwrap();
    let id = &keys.iter().find(|k| k.source == SOURCE).unwrap().id;
    assert!(app.store().revoke_feed_key(id, app.now()).await.unwrap());
    let (status, _) = app.push(&key, &feed::home_price(2, "g1", -120)).await;
    assert_eq!(status, 401);
}

#[tokio::test]
async fn documents_apply_in_order_and_stale_or_repeated_ones_change_nothing() {
    let app = TestApp::spawn().await;
    let key = app.feed_key(SOURCE).await;
    let mut bus = app.state.bus.subscribe();

    app.push_ok(&key, &feed::new_game(1, "g1", START)).await;
    let answer = event(&app, "g1", "AMERICAN").await;
    assert_eq!(
        answer["data"]["event"]["name"],
        "Buffalo Bills @ Kansas City Chiefs"
    );
    assert_eq!(answer["data"]["event"]["status"], "PRE_GAME");
    // US sports list the away side first, on the event and in every market.
    assert_eq!(
        answer["data"]["event"]["participants"],
        json!([{"abbreviation": "BUF"}, {"abbreviation": "KC"}])
    );
    let spread = &answer["data"]["event"]["markets"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["type"] == "SPREAD")
        .unwrap()["selections"];
    assert_eq!(spread[0]["points"]["formattedPoints"], "+3.5");
    assert_eq!(spread[1]["points"]["formattedPoints"], "-3.5");
    assert_eq!(home_moneyline(&answer)["odds"]["american"], "-150");

    match bus.recv().await.unwrap() {
        server::bus::Event::CatalogueChanged {
            source,
            sequence,
            event_ids,
            market_ids,
            ..
        } => {
            assert_eq!((source.as_str(), sequence), (SOURCE, 1));
            assert_eq!(event_ids, ["g1"]);
            assert_eq!(market_ids.len(), 3);
        }
        other => panic!("expected a catalogue change, got {other:?}"),
    }

    // The same sequence again, and an older one, are ignored.
    let (status, body) = app.push(&key, &feed::home_price(1, "g1", -200)).await;
    assert_eq!(
        (status, body["status"].as_str()),
        (200, Some("ignored")),
        "{body}"
    );
    assert_eq!(body["lastSequence"], 1);

    app.push_ok(&key, &feed::home_price(2, "g1", -170)).await;
    let (_, body) = app.push(&key, &feed::home_price(2, "g1", -400)).await;
    assert_eq!(body["status"], "ignored");
    let answer = event(&app, "g1", "EURO").await;
    let home = home_moneyline(&answer);
    assert_eq!(home["odds"]["american"], "-170");
    assert_eq!(home["odds"]["decimal"], "1.59");
    assert_eq!(home["odds"]["formattedOdds"], "1.59");
    assert_eq!(
        (
            home["odds"]["numerator"].as_i64(),
            home["odds"]["denominator"].as_i64()
        ),
        (Some(10), Some(17))
    );
    // The price shortened: the bettor's trend is down.
    assert_eq!(home["trend"], "DOWN");

    app.push_ok(&key, &feed::in_play(3, "g1", 7, 3)).await;
    let answer = event(&app, "g1", "AMERICAN").await;
    let e = &answer["data"]["event"];
    assert_eq!(e["status"], "IN_PLAY");
    assert_eq!(e["statistics"]["homeScore"], 7);
    assert_eq!(e["statistics"]["football"]["downAndDistance"], "2nd & 6");
    assert_eq!(app.store().feed_sequence(SOURCE).await.unwrap(), 3);
}

#[tokio::test]
async fn an_invalid_document_is_rejected_whole_and_names_the_field() {
    let app = TestApp::spawn().await;
    let key = app.feed_key(SOURCE).await;

    let mut document = feed::new_game(1, "g1", START);
    document["changes"][2]["market"]["selections"][0]["points"] = json!("-3.25");
    let (status, body) = app.push(&key, &document).await;
    assert_eq!(status, 422);
    assert_eq!(
        body["errors"]["changes[2].market.selections[0].points"][0]["message"],
        "points must be a number of whole or half points, like -3.5 or 47"
    );

    // A rule that needs the stored state: pricing a market nobody created.
    let mut document = feed::new_game(1, "g1", START);
    document["changes"]
        .as_array_mut()
        .unwrap()
        .push(feed::home_price(1, "nope", -120)["changes"][0].clone());
    let (status, body) = app.push(&key, &document).await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(
        body["errors"]["changes[4].prices.market_id"][0]["message"],
        "is not a known market"
    );

    // Nothing of either document was written, and the sequence was not used up.
    let answer = event(&app, "g1", "AMERICAN").await;
    assert_eq!(answer["errors"][0]["extensions"]["code"], "NOT_FOUND");
    assert_eq!(app.store().feed_sequence(SOURCE).await.unwrap(), 0);
    app.push_ok(&key, &feed::new_game(1, "g1", START)).await;

    // Malformed JSON and unknown fields name where they are.
    let (status, body) = app
        .push(
            &key,
            &json!({"source": SOURCE, "sequence": 2, "changes": [{"colour": "red"}]}),
        )
        .await;
    assert_eq!(status, 422);
    assert!(
        body["errors"]["changes[0]"][0]["message"]
            .as_str()
            .unwrap()
            .contains("colour"),
        "{body}"
    );
}

#[tokio::test]
async fn the_menu_and_pages_show_what_the_feed_sent() {
    let app = TestApp::spawn().await;
    let key = app.feed_key(SOURCE).await;
    app.push_ok(&key, &feed::new_game(1, "g1", START)).await;
    app.push_ok(&key, &feed::new_game(2, "g2", "2030-11-30T01:00:00Z"))
        .await;
    app.push_ok(&key, &feed::in_play(3, "g2", 0, 3)).await;

    let menu = app
        .graphql(None, "{ sportsMenu { items { id label live liveCount type children { label liveCount deepLink { webUrl } children { label deepLink { webUrl } } } } } liveEventsCount { count label } }", json!({}))
        .await;
    let items = menu["data"]["sportsMenu"]["items"].as_array().unwrap();
    assert_eq!(items[0]["label"], "Live");
    assert_eq!(items[0]["liveCount"], 1);
    let sports = items.iter().find(|i| i["type"] == "HEADER").unwrap();
    let football = &sports["children"][0];
    assert_eq!(football["label"], "Football");
    assert_eq!(football["liveCount"], 1);
    assert_eq!(
        football["children"][0]["deepLink"]["webUrl"],
        "/sport/football/organization/usa/competition/nfl"
    );
    assert_eq!(
        menu["data"]["liveEventsCount"],
        json!({"count": 1, "label": "1 Live"})
    );

    let page = r#"query($url: String!) { marketplacePage(canonicalUrl: $url, oddsFormat: AMERICAN) {
        pageType title breadcrumbs { label }
        sections { title selected shelves { __typename ... on TableShelf { title cards { id columns { header market { id } } } } } }
    } }"#;
    let competition = app
        .graphql(
            None,
            page,
            json!({"url": "/sport/football/organization/usa/competition/nfl"}),
        )
        .await;
    let p = &competition["data"]["marketplacePage"];
    assert_eq!(p["pageType"], "COMPETITION", "{competition}");
    assert_eq!(p["title"], "NFL");
    let shelves = p["sections"][0]["shelves"].as_array().unwrap();
    assert_eq!(shelves[0]["title"], "Live");
    assert_eq!(shelves[0]["cards"][0]["id"], "g2");
    assert_eq!(shelves[0]["cards"][0]["columns"][0]["header"], "Spread");

    let live = app
        .graphql(
            None,
            page,
            json!({"url": "/sport/football/organization/usa/competition/nfl/live"}),
        )
        .await;
    let sections = live["data"]["marketplacePage"]["sections"]
        .as_array()
        .unwrap();
    assert!(
        sections
            .iter()
            .any(|s| s["title"] == "Live" && s["selected"] == true)
    );

    for unknown in [
        "/sport/curling",
        "/sport/football/organization/usa/competition/xfl",
        "/sport/football/organization/usa/competition/nfl/event/nope",
        "/sport/football/organization/usa/competition/nfl/event/g1/nope",
        "/nowhere",
    ] {
        let answer = app.graphql(None, page, json!({"url": unknown})).await;
        assert_eq!(
            answer["errors"][0]["extensions"]["code"], "NOT_FOUND",
            "{unknown}: {answer}"
        );
    }

    let deeplink = app
        .graphql(
            None,
            "query($p: String!) { deeplinkByPath(path: $p) { canonicalUrl pageType } }",
            json!({"p": "/sport/football/organization/usa/competition/nfl/event/g1?x=1"}),
        )
        .await;
    assert_eq!(deeplink["data"]["deeplinkByPath"]["pageType"], "EVENT");
}

#[tokio::test]
async fn odds_preference_is_kept_for_account_holders() {
    let app = TestApp::spawn().await;
    let query = "{ userPreferences { oddsFormat } }";
    let anonymous = app.graphql(None, query, json!({})).await;
    assert_eq!(
        anonymous["errors"][0]["extensions"]["code"],
        "UNAUTHENTICATED"
    );

    let (_, token, _) = app.user_with_tokens("prefs@example.com").await;
    let answer = app.graphql(Some(&token), query, json!({})).await;
    assert_eq!(answer["data"]["userPreferences"]["oddsFormat"], "AMERICAN");
    let set =
        "mutation($f: OddsFormat) { setUserPreferences(input: {oddsFormat: $f}) { oddsFormat } }";
    let answer = app.graphql(Some(&token), set, json!({"f": "EURO"})).await;
    assert_eq!(answer["data"]["setUserPreferences"]["oddsFormat"], "EURO");
    let answer = app.graphql(Some(&token), query, json!({})).await;
    assert_eq!(answer["data"]["userPreferences"]["oddsFormat"], "EURO");
    let bad = app.graphql(Some(&token), set, json!({"f": "ROMAN"})).await;
    assert!(bad["errors"].is_array());
    let answer = app.graphql(Some(&token), query, json!({})).await;
    assert_eq!(answer["data"]["userPreferences"]["oddsFormat"], "EURO");
}

#[tokio::test]
async fn a_flood_of_documents_is_applied_or_refused_cleanly_while_bettors_browse() {
    let app = TestApp::spawn().await;
    let key = app.feed_key(SOURCE).await;
    app.push_ok(&key, &feed::new_game(1, "g1", START)).await;

    // 150 documents at once, out of order, while a bettor keeps reading the event.
    let pushes = (2..152u64).rev().map(|sequence| {
        let (app, key) = (&app, &key);
        async move {
            let price = -110 - i64::try_from(sequence).unwrap();
            let res = app
                .client
                .post(app.url("/api/feed/documents"))
                .bearer_auth(key)
                .json(&feed::home_price(sequence, "g1", price))
                .send()
                .await
                .unwrap();
            let status = res.status().as_u16();
            let retry_after = res.headers().get("retry-after").is_some();
            let body: Value = res.json().await.unwrap();
            (sequence, status, retry_after, body)
        }
    });
    let reads = async {
        let mut answers = Vec::new();
        for _ in 0..20 {
            answers.push(event(&app, "g1", "AMERICAN").await);
        }
        answers
    };
    let (outcomes, answers) = tokio::join!(futures::future::join_all(pushes), reads);
    for answer in answers {
        assert!(
            answer["errors"].is_null(),
            "a bettor's read failed: {answer}"
        );
    }
    let mut highest_applied = 1;
    for (sequence, status, retry_after, body) in outcomes {
        match (status, body["status"].as_str()) {
            (200, Some("applied")) => highest_applied = highest_applied.max(sequence),
            (200, Some("ignored")) => {}
            (503, _) => assert!(retry_after, "a busy answer says when to retry"),
            other => panic!("unexpected answer to document {sequence}: {other:?} {body}"),
        }
    }
    // The newest applied document's price is the one bettors see, and the source's sequence.
    assert_eq!(
        app.store().feed_sequence(SOURCE).await.unwrap(),
        highest_applied
    );
    let expected = format!("-{}", 110 + highest_applied);
    let answer = event(&app, "g1", "AMERICAN").await;
    assert_eq!(
        home_moneyline(&answer)["odds"]["american"],
        expected.as_str()
    );
}

/// A page's filter reads the catalogue again (the markets of an event) while a feed write
/// waits for the lock: the filter runs outside the read lock, so neither waits for ever (a
/// second read on the same thread queues behind the waiting writer).
#[tokio::test(flavor = "multi_thread")]
async fn filters_reading_the_catalogue_never_deadlock_with_a_waiting_feed_write() {
    use std::sync::Arc;
    use std::time::Duration;
    let app = TestApp::spawn().await;
    let key = app.feed_key(SOURCE).await;
    let (status, body) = app.push(&key, &feed::new_game(1, "g1", START)).await;
    assert_eq!(status, 200, "{body}");
    let catalogue = Arc::clone(&app.state.catalogue);
    let now = app.now();
    let (done, finished) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let found = catalogue.events(now, |e| {
            let writer = Arc::clone(&catalogue);
            let write = std::thread::spawn(move || {
                writer.apply(
                    &store::AppliedChanges {
                        source: SOURCE.into(),
                        sequence: 2,
                        events: vec![],
                        markets: vec![],
                        graded: vec![],
                    },
                    now,
                );
            });
            // Let the writer reach the lock and wait there.
            std::thread::sleep(Duration::from_millis(100));
            let markets = catalogue.markets_of(e);
            write.join().expect("the write ends");
            !markets.is_empty()
        });
        let _ = done.send(found.len());
    });
    let found = tokio::task::spawn_blocking(move || finished.recv_timeout(Duration::from_secs(10)))
        .await
        .unwrap()
        .expect("events() with a reading filter finished while a write waited");
    assert_eq!(found, 1);
}
