//! A placement's idempotency key on the running server: the same request again (its answer
//! lost) replays the first placement's bets, in any order, even after the slip changed; the
//! key sent with anything else is refused with IDEMPOTENCY_KEY_REUSED, placing nothing and
//! leaving the slip and the balance as they were: another selection with the last key, an
//! older key with a new selection, and placements racing with one key.

use super::support::*;
use crate::common::TestApp;
use crate::common::betting::*;
use serde_json::{Value, json};

/// Adds `selection` with a stake of `dollars` and places it alone with `key`.
async fn place_alone(
    app: &TestApp,
    b: &Bettor,
    selection: &str,
    dollars: &str,
    key: &str,
) -> Value {
    add(app, &b.token, selection).await;
    let draft = format!("straight:{selection}");
    let slip = set_amount(app, &b.token, &draft, dollars).await;
    let cents = straight_bet(&slip, selection)["betAmount"]["amount"].clone();
    let answer = place(
        app,
        &b.token,
        json!([{"draftBetId": draft, "betAmount": cents.to_string()}]),
        version(&slip),
        key,
    )
    .await;
    assert_eq!(answer["errors"], json!([]), "{answer}");
    answer
}

fn bet_ids(answer: &Value) -> Vec<String> {
    ids(&answer["placedBets"], "id")
}

/// A refused placement: the error, no bets, no balance.
#[track_caller]
fn refused_as_reused(answer: &Value) {
    assert_eq!(answer["errors"], json!([key_reused()]), "{answer}");
    assert_eq!(answer["placedBets"], json!([]));
    assert_eq!(answer["patronBalanceAfter"], Value::Null);
}

#[tokio::test]
async fn the_last_key_sent_with_another_selection_is_refused_and_the_bet_stays_in_the_slip() {
    let app = app().await;
    games(&app).await;
    let b = bettor(&app, "key-reuse@example.com", 5_000).await;
    let first = place_alone(&app, &b, "g1.ml.a", "10", "key-1").await;
    assert_eq!(bet_ids(&first).len(), 1);
    assert_eq!(cash(&app, &b.user).await, 4_000);

    add(&app, &b.token, "g2.ml.h").await;
    let slip = set_amount(&app, &b.token, "straight:g2.ml.h", "20").await;
    let answer = place(
        &app,
        &b.token,
        json!([{"draftBetId": "straight:g2.ml.h", "betAmount": "2000"}]),
        version(&slip),
        "key-1",
    )
    .await;
    refused_as_reused(&answer);
    let now = read_slip(&app, &b.token).await;
    assert_eq!(version(&now), version(&slip), "the slip was not written");
    assert_eq!(selections(&now), vec!["g2.ml.h"]);
    assert_eq!(
        straight_bet(&now, "g2.ml.h")["betAmount"]["amount"],
        2_000,
        "the $20 bet is still in the slip"
    );
    assert_eq!(cash(&app, &b.user).await, 4_000);
    assert_eq!(app.store().count_bets(&b.user).await.unwrap(), 1);

    // A new key places it.
    let answer = place(
        &app,
        &b.token,
        json!([{"draftBetId": "straight:g2.ml.h", "betAmount": "2000"}]),
        version(&now),
        "key-2",
    )
    .await;
    assert_eq!(answer["errors"], json!([]), "{answer}");
    assert_eq!(cash(&app, &b.user).await, 2_000);
    ledger_ok(&app).await;
}

#[tokio::test]
async fn an_older_key_sent_with_a_new_selection_is_refused_and_the_selection_stays() {
    let app = app().await;
    games(&app).await;
    let b = bettor(&app, "key-older@example.com", 5_000).await;
    place_alone(&app, &b, "g1.ml.a", "10", "older").await;
    place_alone(&app, &b, "g2.ml.a", "5", "newer").await;
    assert_eq!(cash(&app, &b.user).await, 3_500);

    add(&app, &b.token, "g3.ml.h").await;
    let slip = set_amount(&app, &b.token, "straight:g3.ml.h", "20").await;
    let answer = place(
        &app,
        &b.token,
        json!([{"draftBetId": "straight:g3.ml.h", "betAmount": "2000"}]),
        version(&slip),
        "older",
    )
    .await;
    refused_as_reused(&answer);
    let now = read_slip(&app, &b.token).await;
    assert_eq!(version(&now), version(&slip), "the slip was not written");
    assert_eq!(selections(&now), vec!["g3.ml.h"]);
    assert_eq!(straight_bet(&now, "g3.ml.h")["betAmount"]["amount"], 2_000);
    assert_eq!(cash(&app, &b.user).await, 3_500);
    assert_eq!(app.store().count_bets(&b.user).await.unwrap(), 2);
    ledger_ok(&app).await;
}

#[tokio::test]
async fn a_genuine_retry_replays_the_same_bets_after_the_slip_changed_and_nothing_else_does() {
    let app = app().await;
    games(&app).await;
    let b = bettor(&app, "key-retry@example.com", 5_000).await;
    add(&app, &b.token, "g1.ml.a").await;
    add(&app, &b.token, "g2.ml.h").await;
    set_amount(&app, &b.token, "straight:g1.ml.a", "10").await;
    let slip = set_amount(&app, &b.token, "straight:g2.ml.h", "15").await;
    let v = version(&slip);
    let a = json!({"draftBetId": "straight:g1.ml.a", "betAmount": "1000"});
    let h = json!({"draftBetId": "straight:g2.ml.h", "betAmount": "1500"});
    let first = place(&app, &b.token, json!([a, h]), v, "retry-1").await;
    assert_eq!(first["errors"], json!([]), "{first}");
    assert_eq!(bet_ids(&first).len(), 2);
    assert_eq!(cash(&app, &b.user).await, 2_500);

    // The answer was lost; meanwhile the bettor added a selection (the slip moved on).
    add(&app, &b.token, "g3.ml.a").await;
    for request in [json!([a, h]), json!([h, a])] {
        let again = place(&app, &b.token, request, v, "retry-1").await;
        assert_eq!(again["errors"], json!([]), "{again}");
        assert_eq!(bet_ids(&again), bet_ids(&first));
        assert_eq!(
            again["patronBalanceAfter"]["withdrawableBalance"]["amount"],
            2_500
        );
    }
    assert_eq!(
        selections(&read_slip(&app, &b.token).await),
        vec!["g3.ml.a"]
    );

    // The key with anything else: part of the request, another amount, another version.
    let others = [
        (json!([a]), v),
        (
            json!([a, {"draftBetId": "straight:g2.ml.h", "betAmount": "1600"}]),
            v,
        ),
        (json!([a, h]), v + 1),
    ];
    for (request, version) in others {
        let answer = place(&app, &b.token, request, version, "retry-1").await;
        refused_as_reused(&answer);
    }
    assert_eq!(
        selections(&read_slip(&app, &b.token).await),
        vec!["g3.ml.a"]
    );
    assert_eq!(cash(&app, &b.user).await, 2_500);
    assert_eq!(app.store().count_bets(&b.user).await.unwrap(), 2);
    ledger_ok(&app).await;
}

#[tokio::test]
async fn placements_racing_with_one_key_place_one_request_and_refuse_the_other() {
    let app = app().await;
    games(&app).await;
    let b = bettor(&app, "key-race@example.com", 10_000).await;
    add(&app, &b.token, "g1.ml.a").await;
    add(&app, &b.token, "g2.ml.h").await;
    set_amount(&app, &b.token, "straight:g1.ml.a", "10").await;
    let slip = set_amount(&app, &b.token, "straight:g2.ml.h", "15").await;
    let v = version(&slip);
    let both = json!([
        {"draftBetId": "straight:g1.ml.a", "betAmount": "1000"},
        {"draftBetId": "straight:g2.ml.h", "betAmount": "1500"}
    ]);
    let one = json!([{"draftBetId": "straight:g1.ml.a", "betAmount": "1000"}]);
    let call = |bets: &Value| place(&app, &b.token, bets.clone(), v, "race");
    let (both_1, one_1, both_2, one_2) =
        tokio::join!(call(&both), call(&one), call(&both), call(&one));

    let placed = |answers: [&Value; 2]| {
        answers
            .iter()
            .all(|a| a["errors"] == json!([]) && !bet_ids(a).is_empty())
    };
    let (winners, losers, staked) = if placed([&both_1, &both_2]) {
        ([&both_1, &both_2], [&one_1, &one_2], 2_500)
    } else {
        assert!(
            placed([&one_1, &one_2]),
            "{both_1}\n{one_1}\n{both_2}\n{one_2}"
        );
        ([&one_1, &one_2], [&both_1, &both_2], 1_000)
    };
    assert_eq!(bet_ids(winners[0]), bet_ids(winners[1]), "the same bets");
    for loser in losers {
        refused_as_reused(loser);
    }
    let placed_count = bet_ids(winners[0]).len();
    assert_eq!(
        app.store().count_bets(&b.user).await.unwrap(),
        u64::try_from(placed_count).unwrap()
    );
    assert_eq!(cash(&app, &b.user).await, 10_000 - staked);
    ledger_ok(&app).await;
}
