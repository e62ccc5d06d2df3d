//! Settlement, cash-out, bet history and shared bets on the running server (SQLite, or
//! PostgreSQL with `STORE_BACKEND=postgres`): results from the vendor feed settle open bets
//! by themselves and pay once, a correction re-grades with the difference, cash-out pays the
//! offer the bettor saw exactly once, another bettor's bets stay out of reach, history pages
//! and totals add up, share links open the read-only card; the ledger verifies after each.

#![allow(
    clippy::inconsistent_digit_grouping,
    reason = "cents are written as dollars_cents: 16_66 is $16.66"
)]

use crate::common::betting::*;
use crate::common::feed::{self, result};
use crate::common::{TestApp, eventually};
use serde_json::{Value, json};
use std::time::Duration;

const HISTORY: &str = "query($f: BetHistoryFilter!, $after: String) { betHistorySection(sectionId: BETTING, filter: $f, first: 2, after: $after) { endCursor hasNextPage bets { id state outcome regraded closedAt amounts { bet { amount } payout { amount } win { amount } cashout { amount } } legs { outcome marketSelectionId } cashout { id cashoutAmount { amount amountLong } } cashoutUnavailableReason } } }";
const CASHOUT: &str = "mutation($b: ID!, $c: ID!, $a: String!) { fullCashoutTrigger(input: {betId: $b, cashoutId: $c, cashoutAmount: $a}) { success cashoutError { code message } cashout { id cashoutAmount { amountLong } } patronBalanceAfter { withdrawableBalance { amount } } bet { outcome state amounts { cashout { amount } } } } }";

/// Every bet of the bettor's history with `filter`.
async fn history(app: &TestApp, b: &Bettor, filter: &str) -> Vec<Value> {
    let mut bets = Vec::new();
    let mut after = Value::Null;
    loop {
        let res = app
            .graphql(
                Some(&b.token),
                HISTORY,
                json!({"f": filter, "after": after}),
            )
            .await;
        let page = data(&res, "betHistorySection");
        bets.extend(page["bets"].as_array().unwrap().iter().cloned());
        if page["hasNextPage"] != json!(true) {
            return bets;
        }
        after = page["endCursor"].clone();
    }
}

/// Waits (up to 10 s) until the bet reads as `outcome`.
async fn outcome_of(app: &TestApp, b: &Bettor, id: &str, outcome: &str) -> Value {
    let what = format!("bet {id} becomes {outcome}");
    eventually(&what, Duration::from_secs(10), || async move {
        history(app, b, "ALL")
            .await
            .into_iter()
            .find(|bet| bet["id"] == id && bet["outcome"] == outcome)
    })
    .await
}

#[tokio::test]
async fn results_settle_bets_once_and_corrections_regrade() {
    let app = TestApp::spawn_with(|c| c.betting.delay_scale = 0.2).await;
    let key = games(&app).await;
    let b = bettor(&app, "settle@example.com", 100_00).await;

    // $10 on KC -150 returns $16.66; a $10 parlay KC ML + KC -3.5 (g2).
    let single = place_straight(&app, &b, "g1.ml.h", "10", "k-single").await;
    let combo = place_parlay(&app, &b, &["g1.ml.h", "g2.sp.h"], "10", "k-combo").await;
    let lost = place_straight(&app, &b, "g3.tot.o", "5", "k-lost").await;
    assert_eq!(cash(&app, &b.user).await, 75_00);
    assert_eq!(history(&app, &b, "OPEN").await.len(), 3);

    app.push_ok(
        &key,
        &result(
            10,
            "g1.ml",
            &[("g1.ml.h", json!("win")), ("g1.ml.a", json!("loss"))],
        ),
    )
    .await;
    let won = outcome_of(&app, &b, &single, "WIN").await;
    assert_eq!(won["state"], "SETTLED");
    assert_eq!(won["amounts"]["payout"]["amount"], 16_66);
    assert_eq!(won["amounts"]["win"]["amount"], 6_66);
    assert!(won["closedAt"].is_string());
    // The parlay waits for g2; its first leg shows the win.
    let open = history(&app, &b, "OPEN").await;
    let waiting = open.iter().find(|x| x["id"] == combo).unwrap();
    assert_eq!(waiting["legs"][0]["outcome"], "WIN");
    assert_eq!(waiting["legs"][1]["outcome"], "PENDING");
    assert_eq!(cash(&app, &b.user).await, 75_00 + 16_66);

    // The same result again moves nothing.
    app.push_ok(
        &key,
        &result(
            11,
            "g1.ml",
            &[("g1.ml.h", json!("win")), ("g1.ml.a", json!("loss"))],
        ),
    )
    .await;
    // g2's spread pushes on a void: the parlay is repriced at KC -150 alone: $16.66.
    app.push_ok(
        &key,
        &result(
            12,
            "g2.sp",
            &[("g2.sp.h", json!("void")), ("g2.sp.a", json!("void"))],
        ),
    )
    .await;
    let repriced = outcome_of(&app, &b, &combo, "WIN").await;
    assert_eq!(repriced["amounts"]["payout"]["amount"], 16_66);
    app.push_ok(
        &key,
        &result(
            13,
            "g3.tot",
            &[("g3.tot.o", json!("loss")), ("g3.tot.u", json!("win"))],
        ),
    )
    .await;
    let gone = outcome_of(&app, &b, &lost, "LOSS").await;
    assert_eq!(gone["amounts"]["payout"]["amount"], 0);
    assert_eq!(cash(&app, &b.user).await, 75_00 + 16_66 * 2);

    // A correction: Buffalo won g1. Both bets on KC lose; the ledger takes back the payouts.
    app.push_ok(
        &key,
        &result(
            14,
            "g1.ml",
            &[("g1.ml.h", json!("loss")), ("g1.ml.a", json!("win"))],
        ),
    )
    .await;
    let regraded = outcome_of(&app, &b, &single, "LOSS").await;
    assert_eq!(regraded["regraded"], true);
    outcome_of(&app, &b, &combo, "LOSS").await;
    assert_eq!(cash(&app, &b.user).await, 75_00);

    let totals = app
        .graphql(
            Some(&b.token),
            "{ betHistoryTotals { count staked { amount } paid { amount } profit { amount } } }",
            json!({}),
        )
        .await;
    assert_eq!(
        data(&totals, "betHistoryTotals"),
        &json!({"count": 3, "staked": {"amount": 25_00}, "paid": {"amount": 0}, "profit": {"amount": -25_00}})
    );
    ledger_ok(&app).await;
}

#[tokio::test]
async fn dead_heats_pay_their_share_and_bad_results_are_refused() {
    let app = TestApp::spawn_with(|c| c.betting.delay_scale = 0.2).await;
    let key = games(&app).await;
    let b = bettor(&app, "heat@example.com", 50_00).await;
    // $10 at +130 with a 1/2 dead heat: $5 rides at 2.3 = $11.50.
    let id = place_straight(&app, &b, "g1.ml.a", "10", "k-heat").await;

    let half = json!({"dead_heat": {"numerator": 1, "denominator": 2}});
    let (status, body) = app
        .push(
            &key,
            &result(
                20,
                "g1.ml",
                &[
                    (
                        "g1.ml.h",
                        json!({"dead_heat": {"numerator": 3, "denominator": 2}}),
                    ),
                    ("g1.ml.a", half.clone()),
                ],
            ),
        )
        .await;
    assert_eq!(status, 422, "{body}");
    assert!(body.to_string().contains("dead_heat"), "{body}");
    let (status, body) = app
        .push(
            &key,
            &result(
                21,
                "g1.ml",
                &[("nope", json!("win")), ("g1.ml.a", json!("loss"))],
            ),
        )
        .await;
    assert_eq!(status, 422, "{body}");
    let (status, body) = app
        .push(
            &key,
            &result(
                22,
                "g9.ml",
                &[("g9.ml.h", json!("win")), ("g9.ml.a", json!("loss"))],
            ),
        )
        .await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(history(&app, &b, "OPEN").await.len(), 1, "nothing graded");
    assert_eq!(cash(&app, &b.user).await, 40_00);

    app.push_ok(
        &key,
        &result(23, "g1.ml", &[("g1.ml.h", half.clone()), ("g1.ml.a", half)]),
    )
    .await;
    let bet = outcome_of(&app, &b, &id, "WIN").await;
    assert_eq!(bet["amounts"]["payout"]["amount"], 11_50);
    assert_eq!(bet["legs"][0]["outcome"], "DEAD_HEAT");
    assert_eq!(cash(&app, &b.user).await, 51_50);
    ledger_ok(&app).await;
}

#[tokio::test]
async fn cash_out_pays_the_offer_seen_exactly_once() {
    let app = TestApp::spawn_with(|c| c.betting.delay_scale = 0.2).await;
    let key = games(&app).await;
    let b = bettor(&app, "cash@example.com", 100_00).await;
    let other = bettor(&app, "other@example.com", 100_00).await;
    let id = place_straight(&app, &b, "g1.ml.a", "10", "k-cash").await;

    let bets = history(&app, &b, "OPEN").await;
    let offer = bets[0]["cashout"].clone();
    assert!(offer["id"].is_string(), "{bets:?}");
    let cents = offer["cashoutAmount"]["amountLong"]
        .as_str()
        .unwrap()
        .to_owned();
    // Unchanged prices: fair value less the 5% margin, below the stake.
    let value: i64 = cents.parse().unwrap();
    assert!((8_00..10_00).contains(&value), "{value}");

    // The location rule: the bettor's second session has not verified its location, so it
    // may not cash out, and nothing moves.
    let unverified = app.login("cash@example.com", crate::common::PASSWORD).await["access_token"]
        .as_str()
        .unwrap()
        .to_owned();
    let refused = app
        .graphql(
            Some(&unverified),
            CASHOUT,
            json!({"b": id, "c": offer["id"], "a": cents}),
        )
        .await;
    let refused = data(&refused, "fullCashoutTrigger");
    assert_eq!(refused["success"], false, "{refused}");
    assert_eq!(refused["cashoutError"]["code"], "GEO");
    assert_eq!(cash(&app, &b.user).await, 90_00);

    // The price moves: the offer seen is stale and the answer carries the new one.
    app.push_ok(&key, &json!({"source": feed::SOURCE, "sequence": 30, "changes": [{"prices": {"market_id": "g1.ml", "prices": [
        {"selection_id": "g1.ml.a", "odds": {"numerator": 100, "denominator": 110}},
        {"selection_id": "g1.ml.h", "odds": {"numerator": 100, "denominator": 110}}
    ]}}]}))
    .await;
    let stale = app
        .graphql(
            Some(&b.token),
            CASHOUT,
            json!({"b": id, "c": offer["id"], "a": cents}),
        )
        .await;
    let stale = data(&stale, "fullCashoutTrigger");
    assert_eq!(stale["success"], false);
    assert_eq!(stale["cashoutError"]["code"], "INVALID");
    let fresh = stale["cashout"].clone();
    let fresh_cents: i64 = fresh["cashoutAmount"]["amountLong"]
        .as_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!(
        fresh_cents > value,
        "the bettor's side shortened: {fresh_cents} > {value}"
    );

    // Another bettor cannot cash it out, nor read it.
    let theirs = app
        .graphql(
            Some(&other.token),
            CASHOUT,
            json!({"b": id, "c": fresh["id"], "a": fresh_cents.to_string()}),
        )
        .await;
    assert_eq!(
        data(&theirs, "fullCashoutTrigger")["cashoutError"]["code"],
        "INVALID"
    );
    assert!(data(&theirs, "fullCashoutTrigger")["bet"].is_null());
    assert!(history(&app, &other, "ALL").await.is_empty());

    // Two triggers at once: exactly one pays.
    let vars = json!({"b": id, "c": fresh["id"], "a": fresh_cents.to_string()});
    let (first, second) = tokio::join!(
        app.graphql(Some(&b.token), CASHOUT, vars.clone()),
        app.graphql(Some(&b.token), CASHOUT, vars.clone())
    );
    let answers = [
        data(&first, "fullCashoutTrigger").clone(),
        data(&second, "fullCashoutTrigger").clone(),
    ];
    assert_eq!(
        answers.iter().filter(|a| a["success"] == true).count(),
        1,
        "{answers:?}"
    );
    let paid = answers.iter().find(|a| a["success"] == true).unwrap();
    assert_eq!(paid["bet"]["outcome"], "CASH_OUT");
    assert_eq!(paid["bet"]["amounts"]["cashout"]["amount"], fresh_cents);
    assert_eq!(
        paid["patronBalanceAfter"]["withdrawableBalance"]["amount"],
        90_00 + fresh_cents
    );
    assert_eq!(cash(&app, &b.user).await, 90_00 + fresh_cents);

    // A settled bet has no offer; results later change nothing.
    let again = app.graphql(Some(&b.token), CASHOUT, vars).await;
    assert_eq!(
        data(&again, "fullCashoutTrigger")["cashoutError"]["code"],
        "GENERIC"
    );
    app.push_ok(
        &key,
        &result(
            31,
            "g1.ml",
            &[("g1.ml.h", json!("loss")), ("g1.ml.a", json!("win"))],
        ),
    )
    .await;
    // Once the job has graded the market (its audit row says so), the cashed-out bet is as it was.
    eventually(
        "the job grades the market",
        Duration::from_secs(10),
        || async {
            let audit = app
                .store()
                .settlement_audit(Some("g1.ml"), 10)
                .await
                .unwrap();
            audit
                .iter()
                .any(|row| row.actor.starts_with("feed:"))
                .then_some(())
        },
    )
    .await;
    assert_eq!(cash(&app, &b.user).await, 90_00 + fresh_cents);
    let bad = app
        .graphql(
            Some(&b.token),
            CASHOUT,
            json!({"b": id, "c": "x", "a": "-5"}),
        )
        .await;
    assert_eq!(error_code(&bad), "BAD_USER_INPUT", "{bad}");
    ledger_ok(&app).await;
}

#[tokio::test]
async fn cash_out_prices_each_bet_the_way_placement_did() {
    let app = TestApp::spawn().await;
    games(&app).await;
    let b = bettor(&app, "sgp-cash@example.com", 100_00).await;
    // Right after placement, prices unchanged: the stake less the 5% margin, for a straight,
    // a parlay of independent legs and a same-game parlay (KC ML with the g1 Over, priced
    // jointly below the product of its legs) alike.
    place_straight(&app, &b, "g1.ml.a", "10", "k-sgp-1").await;
    place_parlay(&app, &b, &["g2.ml.h", "g3.tot.o"], "10", "k-sgp-2").await;
    let same_game = place_parlay(&app, &b, &["g1.ml.h", "g1.tot.o"], "10", "k-sgp-3").await;
    let bets = history(&app, &b, "OPEN").await;
    assert_eq!(bets.len(), 3, "{bets:?}");
    for bet in &bets {
        let cents: i64 = bet["cashout"]["cashoutAmount"]["amountLong"]
            .as_str()
            .unwrap_or_default()
            .parse()
            .unwrap_or_default();
        assert!((9_49..=9_50).contains(&cents), "{bet}");
    }
    // The same-game parlay's price is its joint price, not the product of its legs.
    let res = app
        .graphql(
        Some(&b.token),
        "query { betHistorySection(sectionId: BETTING, filter: OPEN, first: 5) { bets { id odds { american } legs { odds { american } } } } }",
        json!({}),
        )
        .await;
    let placed = data(&res, "betHistorySection")["bets"]
        .as_array()
        .unwrap()
        .iter()
        .find(|bet| bet["id"] == same_game.as_str())
        .cloned()
        .unwrap();
    let decimal = |american: &Value| {
        let a: f64 = american.as_str().unwrap().parse().unwrap();
        if a > 0.0 {
            1.0 + a / 100.0
        } else {
            1.0 - 100.0 / a
        }
    };
    let product: f64 = placed["legs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|leg| decimal(&leg["odds"]["american"]))
        .product();
    assert!(
        decimal(&placed["odds"]["american"]) < product * 0.95,
        "{placed}"
    );
    ledger_ok(&app).await;
}

#[tokio::test]
async fn suspended_markets_have_no_offer_and_visitors_none_at_all() {
    let app = TestApp::spawn_with(|c| c.betting.delay_scale = 0.2).await;
    let key = games(&app).await;
    let b = bettor(&app, "susp@example.com", 100_00).await;
    place_straight(&app, &b, "g2.ml.h", "10", "k-susp").await;
    app.push_ok(
        &key,
        &json!({"source": feed::SOURCE, "sequence": 40, "changes": [
            {"market_status": {"market_id": "g2.ml", "status": "closed"}}
        ]}),
    )
    .await;
    let bets = history(&app, &b, "OPEN").await;
    assert!(bets[0]["cashout"].is_null());
    assert_eq!(
        bets[0]["cashoutUnavailableReason"],
        "Cash out is suspended while a market is closed."
    );
    let res = app.graphql(None, "{ cashouts { id } }", json!({})).await;
    assert_eq!(error_code(&res), "UNAUTHENTICATED");
}

#[tokio::test]
async fn shared_bets_open_a_read_only_card() {
    let app = TestApp::spawn_with(|c| c.betting.delay_scale = 0.2).await;
    games(&app).await;
    let b = bettor(&app, "share@example.com", 100_00).await;
    let other = bettor(&app, "nosy@example.com", 0).await;
    let id = place_parlay(&app, &b, &["g1.ml.h", "g3.sp.a"], "5", "k-share").await;

    const SHARE: &str = "mutation($b: ID!, $c: String) { shareBet(betId: $b, channel: $c) { url canonicalUrl errors { code message } } }";
    let res = app
        .graphql(Some(&b.token), SHARE, json!({"b": id, "c": "copy"}))
        .await;
    let link = data(&res, "shareBet").clone();
    let again = app
        .graphql(Some(&b.token), SHARE, json!({"b": id, "c": "copy"}))
        .await;
    assert_eq!(
        data(&again, "shareBet")["url"],
        link["url"],
        "one link per channel"
    );
    let code = link["canonicalUrl"].as_str().unwrap();
    assert!(
        link["url"]
            .as_str()
            .unwrap()
            .ends_with(&format!("/s/{code}"))
    );

    let theirs = app
        .graphql(Some(&other.token), SHARE, json!({"b": id}))
        .await;
    assert_eq!(
        data(&theirs, "shareBet")["errors"][0]["code"],
        "BET_NOT_FOUND"
    );
    let bad = app
        .graphql(Some(&b.token), SHARE, json!({"b": id, "c": "no spaces"}))
        .await;
    assert_eq!(error_code(&bad), "BAD_USER_INPUT");

    // The short link sends visitors to the app's page with the channel.
    let res = app
        .client
        .get(app.url(&format!("/s/{code}")))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 303);
    assert_eq!(
        res.headers()["location"],
        format!("/shared_bet?canonicalUrl={code}&utm_source=copy").as_str()
    );
    let res = app
        .client
        .get(app.url("/s/zzzzzzzzzz"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 404);

    // Anyone reads the card: legs and price, nothing of the bettor.
    let card = app
        .graphql(
            None,
            "query($c: String!) { sharedBet(canonicalUrl: $c) { type numLegs state outcome legs { marketSelectionId outcome } } }",
            json!({"c": code}),
        )
        .await;
    assert_eq!(
        data(&card, "sharedBet"),
        &json!({"type": "PARLAY", "numLegs": 2, "state": "OPEN", "outcome": "PENDING", "legs": [
            {"marketSelectionId": "g1.ml.h", "outcome": "PENDING"},
            {"marketSelectionId": "g3.sp.a", "outcome": "PENDING"}
        ]})
    );
    let unknown = app
        .graphql(
            None,
            "{ sharedBet(canonicalUrl: \"nope\") { type } }",
            json!({}),
        )
        .await;
    assert!(data(&unknown, "sharedBet").is_null());
    let history = app
        .graphql(
            Some(&b.token),
            "{ betHistorySection(sectionId: BETTING) { bets { shareableDeepLink } } }",
            json!({}),
        )
        .await;
    assert_eq!(
        data(&history, "betHistorySection")["bets"][0]["shareableDeepLink"],
        link["url"]
    );
}

/// `POST /api/settlements` with `key`; answers status and body.
async fn settle_by_hand(app: &TestApp, key: &str, body: &Value) -> (u16, Value) {
    by_hand(app, "/api/settlements", key, body).await
}

/// `POST /api/settlements/bets` with `key`; answers status and body.
async fn override_by_hand(app: &TestApp, key: &str, body: &Value) -> (u16, Value) {
    by_hand(app, "/api/settlements/bets", key, body).await
}

async fn by_hand(app: &TestApp, path: &str, key: &str, body: &Value) -> (u16, Value) {
    let res = app
        .client
        .post(app.url(path))
        .bearer_auth(key)
        .json(body)
        .send()
        .await
        .unwrap();
    let status = res.status().as_u16();
    (status, res.json().await.unwrap_or(Value::Null))
}

#[tokio::test]
async fn an_operator_voids_and_regrades_a_market_by_hand_with_an_audit_row() {
    let app = app().await;
    let vendor = games(&app).await;
    let operator = app.feed_key("operator").await;
    let b = bettor(&app, "by-hand@example.com", 100_00).await;
    let single = place_straight(&app, &b, "g1.ml.h", "10", "k-hand").await;
    assert_eq!(cash(&app, &b.user).await, 90_00);

    let void = json!({"market_id": "g1.ml", "void": true, "by": "jane@operator", "reason": "kick-off moved to another venue"});
    // Only an operator key may grade by hand, and every field is checked; nothing moves.
    let refusals = [
        (&vendor, void.clone(), 403, "authorization"),
        (
            &operator,
            json!({"market_id": "nope", "void": true, "by": "jane", "reason": "r"}),
            422,
            "market_id",
        ),
        (
            &operator,
            json!({"market_id": "g1.ml", "by": "jane", "reason": "r"}),
            422,
            "void",
        ),
        (
            &operator,
            json!({"market_id": "g1.ml", "void": true, "results": [], "by": "jane", "reason": "r"}),
            422,
            "void",
        ),
        (
            &operator,
            json!({"market_id": "g1.ml", "void": true, "by": " ", "reason": "r"}),
            422,
            "by",
        ),
        (
            &operator,
            json!({"market_id": "g1.ml", "results": [{"selection_id": "g2.ml.h", "result": "win"}, {"selection_id": "g1.ml.a", "result": "loss"}], "by": "jane", "reason": "r"}),
            422,
            "results[0].selection_id",
        ),
        (
            &operator,
            json!({"market_id": "g1.ml", "results": [{"selection_id": "g1.ml.h", "result": "win"}], "by": "jane", "reason": "r"}),
            422,
            "results",
        ),
    ];
    for (key, body, status, field) in refusals {
        let (got, answer) = settle_by_hand(&app, key, &body).await;
        assert_eq!(got, status, "{body}: {answer}");
        assert!(answer["errors"][field].is_array(), "{field}: {answer}");
    }
    let (status, _) = settle_by_hand(&app, "fk_unknown", &void).await;
    assert_eq!(status, 401);
    assert_eq!(cash(&app, &b.user).await, 90_00);
    assert!(
        app.store()
            .settlement_audit(Some("g1.ml"), 10)
            .await
            .unwrap()
            .is_empty()
    );

    // The void refunds the stake.
    let (status, answer) = settle_by_hand(&app, &operator, &void).await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["status"], "graded");
    let refunded = outcome_of(&app, &b, &single, "VOIDED").await;
    assert_eq!(refunded["amounts"]["payout"]["amount"], 10_00);
    assert_eq!(cash(&app, &b.user).await, 100_00);

    // The same void again changes nothing; a re-grade to a home win pays the difference.
    let (_, again) = settle_by_hand(&app, &operator, &void).await;
    assert_eq!(again["status"], "unchanged");
    let win = json!({"market_id": "g1.ml", "results": [
        {"selection_id": "g1.ml.h", "result": "win"}, {"selection_id": "g1.ml.a", "result": "loss"}
    ], "by": "sam@operator", "reason": "the game was played after all"});
    let (status, answer) = settle_by_hand(&app, &operator, &win).await;
    assert_eq!(
        (status, answer["status"].as_str()),
        (200, Some("regraded")),
        "{answer}"
    );
    let won = outcome_of(&app, &b, &single, "WIN").await;
    assert_eq!(won["regraded"], true);
    assert_eq!(cash(&app, &b.user).await, 90_00 + 16_66);

    // Who did what, newest first: the job's row follows each operator's row.
    let audit = app
        .store()
        .settlement_audit(Some("g1.ml"), 10)
        .await
        .unwrap();
    let by_hand: Vec<(&str, &str)> = audit
        .iter()
        .filter(|a| a.actor.starts_with("admin:"))
        .map(|a| (a.actor.as_str(), a.action.as_str()))
        .collect();
    assert_eq!(
        by_hand,
        vec![
            ("admin:sam@operator", "regrade_market"),
            ("admin:jane@operator", "void_market")
        ]
    );
    assert!(audit.iter().any(|a| a.actor == "feed:operator"));
    let jane = audit
        .iter()
        .find(|a| a.actor == "admin:jane@operator")
        .unwrap();
    let detail: Value = serde_json::from_str(&jane.detail).unwrap();
    assert_eq!(detail["reason"], "kick-off moved to another venue");
    assert!(detail["key"].is_string());
    ledger_ok(&app).await;
}

/// The bettor's bet `id` with its overrides.
async fn overrides_of(app: &TestApp, b: &Bettor, id: &str) -> Value {
    let res = app
        .graphql(
            Some(&b.token),
            "{ betHistorySection(sectionId: BETTING, filter: ALL, first: 20) { bets { id state outcome overrideOutcome regraded amounts { payout { amount } } legs { outcome overrideOutcome conditionalGradingDetails } } } }",
            json!({}),
        )
        .await;
    data(&res, "betHistorySection")["bets"]
        .as_array()
        .unwrap()
        .iter()
        .find(|bet| bet["id"] == id)
        .cloned()
        .unwrap()
}

#[tokio::test]
async fn an_operator_overrides_one_bet_and_later_results_follow_it() {
    let app = app().await;
    let vendor = games(&app).await;
    let operator = app.feed_key("operator").await;
    let b = bettor(&app, "override@example.com", 100_00).await;
    let other = bettor(&app, "bystander@example.com", 100_00).await;
    let single = place_straight(&app, &b, "g1.ml.h", "10", "k-o1").await;
    let combo = place_parlay(&app, &b, &["g1.sp.h", "g2.ml.h"], "10", "k-o2").await;
    let theirs = place_straight(&app, &other, "g1.ml.h", "10", "k-o3").await;
    assert_eq!(cash(&app, &b.user).await, 80_00);

    // Only an operator key may override, and every field is checked; nothing moves.
    let (who, why) = (
        "jane@operator",
        "palpable error: the price was posted wrong",
    );
    let void = json!({"bet_id": single, "void": true, "by": who, "reason": why});
    let legs = |legs: Value| json!({"bet_id": combo, "legs": legs, "by": who, "reason": why});
    let refusals = [
        (&vendor, void.clone(), 403, "authorization"),
        (
            &operator,
            json!({"bet_id": "nope", "void": true, "by": who, "reason": why}),
            422,
            "bet_id",
        ),
        (
            &operator,
            json!({"bet_id": single, "by": who, "reason": why}),
            422,
            "void",
        ),
        (
            &operator,
            json!({"bet_id": single, "void": true, "clear": true, "by": who, "reason": why}),
            422,
            "void",
        ),
        (&operator, legs(json!([])), 422, "legs"),
        (
            &operator,
            legs(json!([{"position": 2, "result": "win"}])),
            422,
            "legs[0].position",
        ),
        (
            &operator,
            legs(json!([{"position": 0, "result": "win"}, {"position": 0, "result": "loss"}])),
            422,
            "legs[1].position",
        ),
        (
            &operator,
            legs(
                json!([{"position": 0, "result": {"dead_heat": {"numerator": 3, "denominator": 2}}}]),
            ),
            422,
            "legs[0].result",
        ),
        (
            &operator,
            json!({"bet_id": single, "clear": true, "by": who, "reason": why}),
            422,
            "clear",
        ),
        (
            &operator,
            json!({"bet_id": single, "void": true, "by": who, "reason": ""}),
            422,
            "reason",
        ),
    ];
    for (key, body, status, field) in refusals {
        let (got, answer) = override_by_hand(&app, key, &body).await;
        assert_eq!(got, status, "{body}: {answer}");
        assert!(answer["errors"][field].is_array(), "{field}: {answer}");
    }
    assert_eq!(cash(&app, &b.user).await, 80_00);
    assert!(
        app.store()
            .settlement_audit(None, 10)
            .await
            .unwrap()
            .is_empty()
    );

    // Voiding the open single gives the stake back at once.
    let (status, answer) = override_by_hand(&app, &operator, &void).await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(
        (
            &answer["outcome"],
            &answer["overrideOutcome"],
            &answer["cashDeltaCents"]
        ),
        (&json!("voided"), &json!("voided"), &json!(10_00))
    );
    assert_eq!(cash(&app, &b.user).await, 90_00);
    let voided = overrides_of(&app, &b, &single).await;
    assert_eq!(
        (
            &voided["outcome"],
            &voided["overrideOutcome"],
            &voided["state"]
        ),
        (&json!("VOIDED"), &json!("VOIDED"), &json!("SETTLED"))
    );
    assert_eq!(voided["legs"][0]["outcome"], "VOID");

    // A leg set by hand: the parlay's spread leg is void, the parlay rides on g2 alone.
    let (status, answer) = override_by_hand(
        &app,
        &operator,
        &legs(json!([{"position": 0, "result": "void"}])),
    )
    .await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(
        (&answer["status"], &answer["outcome"]),
        (&json!("open"), &json!("pending"))
    );
    let waiting = overrides_of(&app, &b, &combo).await;
    assert_eq!(waiting["legs"][0]["outcome"], "VOID");
    assert_eq!(waiting["legs"][0]["overrideOutcome"], "VOID");
    assert!(waiting["legs"][0]["conditionalGradingDetails"].is_string());
    assert_eq!(waiting["legs"][1]["overrideOutcome"], Value::Null);

    // The feed's results do not move what the operator decided: g1's home win pays the
    // bystander, not the voided single; g1's spread loss does not lose the parlay.
    app.push_ok(
        &vendor,
        &result(
            10,
            "g1.ml",
            &[("g1.ml.h", json!("win")), ("g1.ml.a", json!("loss"))],
        ),
    )
    .await;
    app.push_ok(
        &vendor,
        &result(
            11,
            "g1.sp",
            &[("g1.sp.h", json!("loss")), ("g1.sp.a", json!("win"))],
        ),
    )
    .await;
    app.push_ok(
        &vendor,
        &result(
            12,
            "g2.ml",
            &[("g2.ml.h", json!("win")), ("g2.ml.a", json!("loss"))],
        ),
    )
    .await;
    outcome_of(&app, &other, &theirs, "WIN").await;
    let won = outcome_of(&app, &b, &combo, "WIN").await;
    assert_eq!(
        won["amounts"]["payout"]["amount"], 16_66,
        "paid at g2's -150 alone"
    );
    assert_eq!(overrides_of(&app, &b, &single).await["outcome"], "VOIDED");
    assert_eq!(cash(&app, &b.user).await, 90_00 + 16_66);

    // Lifting the overrides grades the bets on their markets again; the ledger posts the
    // differences: the parlay loses on the spread, the single wins.
    let clear = |bet: &str| json!({"bet_id": bet, "clear": true, "by": "sam@operator", "reason": "the prices were right"});
    let (_, answer) = override_by_hand(&app, &operator, &clear(&combo)).await;
    assert_eq!(
        (&answer["outcome"], &answer["cashDeltaCents"]),
        (&json!("loss"), &json!(-16_66))
    );
    let (_, answer) = override_by_hand(&app, &operator, &clear(&single)).await;
    assert_eq!(
        (&answer["outcome"], &answer["cashDeltaCents"]),
        (&json!("win"), &json!(6_66))
    );
    assert_eq!(answer["overrideOutcome"], Value::Null);
    let lifted = overrides_of(&app, &b, &combo).await;
    assert_eq!(
        (&lifted["outcome"], &lifted["regraded"]),
        (&json!("LOSS"), &json!(true))
    );
    assert_eq!(lifted["legs"][0]["overrideOutcome"], Value::Null);
    assert_eq!(lifted["legs"][0]["outcome"], "LOSS");
    assert_eq!(cash(&app, &b.user).await, 90_00 + 6_66);

    // Who did what, newest first.
    let audit = app.store().settlement_audit(None, 20).await.unwrap();
    let by_hand: Vec<(&str, &str)> = audit
        .iter()
        .filter(|a| a.actor.starts_with("admin:"))
        .map(|a| (a.actor.as_str(), a.action.as_str()))
        .collect();
    assert_eq!(
        by_hand,
        vec![
            ("admin:sam@operator", "clear_overrides"),
            ("admin:sam@operator", "clear_overrides"),
            ("admin:jane@operator", "override_legs"),
            ("admin:jane@operator", "void_bet"),
        ]
    );
    let detail: Value = serde_json::from_str(&audit.last().unwrap().detail).unwrap();
    assert!(detail["key"].is_string());
    ledger_ok(&app).await;
}

#[tokio::test]
async fn a_cancelled_event_voids_its_markets_and_refunds_its_bets() {
    let app = app().await;
    let key = games(&app).await;
    let b = bettor(&app, "cancelled@example.com", 100_00).await;
    let single = place_straight(&app, &b, "g1.ml.h", "10", "k-c1").await;
    let combo = place_parlay(&app, &b, &["g1.sp.h", "g2.ml.h"], "10", "k-c2").await;
    assert_eq!(cash(&app, &b.user).await, 80_00);

    // The vendor only says the game is cancelled; its markets are voided with it.
    app.push_ok(
        &key,
        &json!({"source": feed::SOURCE, "sequence": 10, "changes": [{"statistics": {
            "event_id": "g1", "statistics": {"live_status": "cancelled", "home_score": 0,
            "away_score": 0, "progress": "Cancelled", "updated_at": "2026-11-29T18:00:00Z"}}}]}),
    )
    .await;
    let refunded = outcome_of(&app, &b, &single, "VOIDED").await;
    assert_eq!(refunded["amounts"]["payout"]["amount"], 10_00);
    // The parlay loses its g1 leg and waits on g2 alone.
    let open = history(&app, &b, "OPEN").await;
    let waiting = open.iter().find(|x| x["id"] == combo).unwrap();
    assert_eq!(waiting["legs"][0]["outcome"], "VOID");
    assert_eq!(waiting["legs"][1]["outcome"], "PENDING");
    assert_eq!(cash(&app, &b.user).await, 90_00);
    // The vendor pulls g2's moneyline: the pending leg's result is unavailable.
    app.push_ok(
        &key,
        &json!({"source": feed::SOURCE, "sequence": 11, "changes": [
            {"market_status": {"market_id": "g2.ml", "status": "hidden"}}]}),
    )
    .await;
    let open = history(&app, &b, "OPEN").await;
    let pulled = open.iter().find(|x| x["id"] == combo).unwrap();
    assert_eq!(pulled["legs"][1]["outcome"], "UNAVAILABLE");
    for market in ["g1.ml", "g1.sp", "g1.tot"] {
        let market = app.state.catalogue.market(market).unwrap();
        assert!(
            market
                .market
                .selections
                .iter()
                .all(|s| s.result == Some(domain::catalogue::SelectionResult::Void)),
            "{market:?}"
        );
    }
    ledger_ok(&app).await;
}

#[tokio::test]
async fn a_restart_after_a_crash_mid_settlement_pays_the_rest_once() {
    let app = app().await;
    games(&app).await;
    let b = bettor(&app, "crash@example.com", 100_00).await;
    for k in ["k-r1", "k-r2", "k-r3"] {
        place_straight(&app, &b, "g1.ml.h", "10", k).await;
    }
    assert_eq!(cash(&app, &b.user).await, 70_00);

    // The result is committed, but the node dies before its settlement job hears of it:
    // written to the store behind the running node's back.
    let store = std::sync::Arc::clone(app.store());
    let document: domain::feed::FeedDocument = serde_json::from_value(result(
        10,
        "g1.ml",
        &[("g1.ml.h", json!("win")), ("g1.ml.a", json!("loss"))],
    ))
    .unwrap();
    let applied = store
        .apply_feed_document(&document, app.now())
        .await
        .unwrap();
    assert!(matches!(applied, store::FeedOutcome::Applied(_)));

    // A second node had settled one batch (here: one bet) when it crashed.
    let crashed = server::state::AppState::new((*app.state.config).clone(), store.clone());
    crashed.catalogue.load(
        store
            .catalogue_snapshot(app.now() - chrono::Duration::days(1))
            .await
            .unwrap(),
        app.now(),
    );
    let first = store
        .open_bets_for_markets(&["g1.ml".to_owned()], 1, None)
        .await
        .unwrap();
    let grade = server::settlement::grading::grade_bet(
        &crashed.catalogue,
        &crashed.config.betting.house_rules,
        &first[0],
        false,
    )
    .unwrap()
    .unwrap();
    store
        .apply_grades(vec![grade], app.now(), None)
        .await
        .unwrap();
    assert_eq!(cash(&app, &b.user).await, 70_00 + 16_66);

    // The restarted node sweeps what is resulted but open: the other two, once.
    let restarted = server::state::AppState::new((*app.state.config).clone(), store.clone());
    server::start(&restarted).await.unwrap();
    eventually(
        "the restarted node settles the open bets",
        Duration::from_secs(10),
        || async { history(&app, &b, "OPEN").await.is_empty().then_some(()) },
    )
    .await;
    assert_eq!(cash(&app, &b.user).await, 70_00 + 3 * 16_66);
    // Sweeping again pays nothing more.
    let again = server::settlement::job::resume(&restarted).await.unwrap();
    assert_eq!(again.applied, 0);
    assert_eq!(cash(&app, &b.user).await, 70_00 + 3 * 16_66);
    ledger_ok(&app).await;
}

#[tokio::test]
async fn a_simulated_game_settles_its_bets_by_itself() {
    let app = TestApp::spawn_with(|c| {
        c.betting.delay_scale = 0.2;
        c.simulator = Some(server::feed::simulator::SimulatorConfig {
            seed: 11,
            speed: 600.0,
        });
    })
    .await;
    let b = bettor(&app, "sim@example.com", 100_00).await;
    // The next game to start with an open moneyline: bet on its first side before kick-off.
    let selection = eventually("a pre-game moneyline", Duration::from_secs(30), || async {
        let now = app.now();
        app.state
            .catalogue
            .events(now, |e| {
                e.event.status == domain::sports::EventStatus::PreGame
                    && e.event.start_time > now + chrono::Duration::seconds(3)
            })
            .into_iter()
            .find_map(|event| {
                app.state
                    .catalogue
                    .markets_of(&event)
                    .into_iter()
                    .find_map(|m| {
                        let open = m.market.market_type == domain::catalogue::MarketType::Moneyline
                            && m.market.status == domain::sports::OfferStatus::Open;
                        open.then(|| m.market.selections.first().map(|s| s.id.clone()))
                            .flatten()
                    })
            })
    })
    .await;
    let id = place_straight(&app, &b, &selection, "10", "k-sim").await;
    assert_eq!(cash(&app, &b.user).await, 90_00);

    // At 600x a game lasts seconds: the result comes from the simulator and the job pays.
    let settled = eventually(
        "the game finished and the bet settled",
        Duration::from_secs(150),
        || async {
            history(&app, &b, "SETTLED")
                .await
                .into_iter()
                .find(|bet| bet["id"] == id.as_str())
        },
    )
    .await;
    let payout = settled["amounts"]["payout"]["amount"].as_i64().unwrap();
    match settled["outcome"].as_str().unwrap() {
        "WIN" => {
            let win = settled["amounts"]["win"]["amount"].as_i64().unwrap();
            assert!(win > 0, "{settled}");
            assert_eq!(payout, 10_00 + win, "{settled}");
        }
        "LOSS" => assert_eq!(payout, 0, "{settled}"),
        "PUSH" | "VOIDED" | "REFUND" => assert_eq!(payout, 10_00, "{settled}"),
        other => panic!("unexpected outcome {other}: {settled}"),
    }
    assert_eq!(cash(&app, &b.user).await, 90_00 + payout);
    ledger_ok(&app).await;
}
