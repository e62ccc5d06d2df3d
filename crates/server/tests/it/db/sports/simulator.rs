//! The built-in simulator driving the real server through the feed ingestion path: the book
//! fills with games, some in play, and at high speed games finish and their markets are
//! graded.

use crate::common::{TestApp, eventually};
use serde_json::json;
use server::bus::Event;
use server::feed::simulator::SimulatorConfig;
use std::time::Duration;

#[tokio::test]
async fn the_simulator_fills_the_book_and_grades_finished_games() {
    let app = TestApp::spawn_with(|config| {
        config.simulator = Some(SimulatorConfig {
            seed: 11,
            speed: 600.0,
        });
    })
    .await;
    // Wait for games in play, then for one of them to finish and be graded.
    let live = eventually("games go in play", Duration::from_secs(30), || async {
        let live: std::collections::HashSet<String> = app
            .state
            .catalogue
            .events(app.now(), |e| e.is_live())
            .iter()
            .map(|e| e.event.id.clone())
            .collect();
        (live.len() >= 3).then_some(live)
    })
    .await;
    let mut bus = app.state.bus.subscribe();
    let graded = tokio::time::timeout(Duration::from_secs(90), async {
        loop {
            match bus.recv().await {
                Ok(Event::CatalogueChanged { graded, source, .. }) => {
                    assert_eq!(source, "sim");
                    let mine: Vec<_> = graded
                        .into_iter()
                        .filter(|g| live.contains(&g.event_id))
                        .collect();
                    if !mine.is_empty() {
                        return mine;
                    }
                }
                Ok(_) | Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => {}
                Err(e) => panic!("bus closed: {e}"),
            }
        }
    })
    .await
    .expect("a game seen in play has markets graded at 600x");
    assert!(!graded[0].corrected);

    let answer = app
        .graphql(
            None,
            "{ liveEventsCount { count } sportsMenu { items { type children { label children { label } } } } }",
            json!({}),
        )
        .await;
    assert!(
        answer["data"]["liveEventsCount"]["count"].as_u64().unwrap() > 0,
        "{answer}"
    );
    let sports = answer["data"]["sportsMenu"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|i| i["type"] == "HEADER")
        .unwrap()["children"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["label"].as_str().unwrap().to_owned())
        .collect::<Vec<_>>();
    for sport in [
        "Football",
        "Basketball",
        "Hockey",
        "Baseball",
        "Soccer",
        "Tennis",
        "Darts",
    ] {
        assert!(
            sports.contains(&sport.to_owned()),
            "{sport} missing from {sports:?}"
        );
    }
    assert!(app.store().feed_sequence("sim").await.unwrap() > 0);

    // A graded market's event is on record with its results.
    let (_, markets) = app
        .store()
        .catalogue_event(&graded[0].event_id)
        .await
        .unwrap()
        .expect("the graded market's event is stored");
    let market = markets
        .iter()
        .find(|m| m.id == graded[0].market_id)
        .expect("the graded market is stored");
    assert!(market.selections.iter().all(|s| s.result.is_some()));
}
