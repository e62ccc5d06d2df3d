//! Settlement, cash-out, bet history and shared bets on the running server (SQLite, or
//! PostgreSQL with `STORE_BACKEND=postgres`): results from the vendor feed settle open bets
//! by themselves and pay once, a correction re-grades with the difference, cash-out pays the
//! offer the bettor saw exactly once, another bettor's bets stay out of reach, history pages
//! and totals add up, share links open the read-only card; the ledger verifies after each.

#![allow(
    clippy::inconsistent_digit_grouping,
    reason = "cents are written as dollars_cents: 16_66 is $16.66"
)]

mod common;

use common::TestApp;
use common::betting::*;
use common::feed::{self, result};
use serde_json::{Value, json};
use std::time::Duration;

const HISTORY: &str = "query($f: BetHistoryFilter!, $after: String) { betHistorySection(sectionId: BETTING, filter: $f, first: 2, after: $after) { endCursor hasNextPage bets { id state outcome regraded closedAt amounts { bet { amount } payout { amount } win { amount } cashout { amount } } legs { outcome marketSelectionId } cashout { id cashoutAmount { amount amountLong } } cashoutUnavailableReason } } }";
const CASHOUT: &str = "mutation($b: ID!, $c: ID!, $a: String!) { fullCashoutTrigger(input: {betId: $b, cashoutId: $c, cashoutAmount: $a}) { success cashoutError { code message } cashout { id cashoutAmount { amountLong } } patronBalanceAfter { withdrawableBalance { amount } } bet { outcome state amounts { cashout { amount } } } } }";

/// Places one straight of `cents` on `selection` alone; answers the placed bet's id.
async fn straight(app: &TestApp, b: &Bettor, selection: &str, amount: &str, key: &str) -> String {
    clear(app, b).await;
    add(app, &b.token, selection).await;
    let slip = set_amount(app, &b.token, &format!("straight:{selection}"), amount).await;
    let bet = &bets_of(&slip, "straight")[0];
    let placed = place(
        app,
        &b.token,
        json!([{"draftBetId": bet["id"], "betAmount": bet["betAmount"]["amount"].to_string()}]),
        slip["version"].as_i64().unwrap(),
        key,
    )
    .await;
    assert_eq!(placed["errors"], json!([]), "{placed}");
    placed["placedBets"][0]["id"].as_str().unwrap().to_owned()
}

/// A parlay of `selections` for `amount`; answers its id.
async fn parlay(app: &TestApp, b: &Bettor, selections: &[&str], amount: &str, key: &str) -> String {
    clear(app, b).await;
    for s in selections {
        add(app, &b.token, s).await;
    }
    let slip = set_amount(app, &b.token, "parlay", amount).await;
    let bet = &bets_of(&slip, "parlay")[0];
    let placed = place(
        app,
        &b.token,
        json!([{"draftBetId": "parlay", "betAmount": bet["betAmount"]["amount"].to_string()}]),
        slip["version"].as_i64().unwrap(),
        key,
    )
    .await;
    assert_eq!(placed["errors"], json!([]), "{placed}");
    placed["placedBets"][0]["id"].as_str().unwrap().to_owned()
}

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
    for _ in 0..100 {
        if let Some(bet) = history(app, b, "ALL")
            .await
            .into_iter()
            .find(|bet| bet["id"] == id && bet["outcome"] == outcome)
        {
            return bet;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!(
        "bet {id} never became {outcome}: {:?}",
        history(app, b, "ALL").await
    );
}

#[tokio::test]
async fn results_settle_bets_once_and_corrections_regrade() {
    let app = TestApp::spawn_with(|c| c.betting.delay_scale = 0.2).await;
    let key = games(&app).await;
    let b = bettor(&app, "settle@example.com", 100_00).await;

    // $10 on KC -150 returns $16.66; a $10 parlay KC ML + KC -3.5 (g2).
    let single = straight(&app, &b, "g1.ml.h", "10", "k-single").await;
    let combo = parlay(&app, &b, &["g1.ml.h", "g2.sp.h"], "10", "k-combo").await;
    let lost = straight(&app, &b, "g3.tot.o", "5", "k-lost").await;
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
    let id = straight(&app, &b, "g1.ml.a", "10", "k-heat").await;

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
    let id = straight(&app, &b, "g1.ml.a", "10", "k-cash").await;

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
    tokio::time::sleep(Duration::from_millis(500)).await;
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
async fn suspended_markets_have_no_offer_and_visitors_none_at_all() {
    let app = TestApp::spawn_with(|c| c.betting.delay_scale = 0.2).await;
    let key = games(&app).await;
    let b = bettor(&app, "susp@example.com", 100_00).await;
    straight(&app, &b, "g2.ml.h", "10", "k-susp").await;
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
    let id = parlay(&app, &b, &["g1.ml.h", "g3.sp.a"], "5", "k-share").await;

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
