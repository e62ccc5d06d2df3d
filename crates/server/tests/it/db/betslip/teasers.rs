//! Teaser points: buying them moves every leg and the price, other points are refused, and
//! the legs and price the bettor saw are checked.

use super::support::*;
use crate::common::betting::*;
use serde_json::{Value, json};

#[tokio::test]
async fn buying_teaser_points_moves_every_leg_and_the_price_and_refuses_other_points() {
    let app = app().await;
    games(&app).await;
    let b = bettor(&app, "tease@example.com", 100_00).await;
    flag_on(&app, &b.token, "teaser").await;
    add(&app, &b.token, "g1.sp.h").await;
    add(&app, &b.token, "g2.tot.o").await;
    add(&app, &b.token, "g3.sp.a").await;
    let slip = set_amount(&app, &b.token, "teaser:football", "10").await;
    let teaser = &bets_of(&slip, "teaser")[0];
    // 6 points: KC -3.5 -> +2.5, Over 47.5 -> 41.5, BUF +3.5 -> +9.5; 3 legs pay +160.
    assert_eq!(teaser["teaserPoints"]["decimalPoints"], 6.0);
    assert_eq!(
        teaser["teaserMarketSelectionsMappings"],
        json!([
            {"draftLegId": "g1.sp.h", "teasedPoints": {"formattedPoints": "+2.5"}},
            {"draftLegId": "g2.tot.o", "teasedPoints": {"formattedPoints": "41.5"}},
            {"draftLegId": "g3.sp.a", "teasedPoints": {"formattedPoints": "+9.5"}}
        ])
    );
    assert_eq!(
        teaser["teaserPreviews"],
        json!([
            {"enabled": true, "points": {"formattedPoints": "6"}, "totalOdds": {"american": "+160"}},
            {"enabled": true, "points": {"formattedPoints": "6.5"}, "totalOdds": {"american": "+150"}},
            {"enabled": true, "points": {"formattedPoints": "7"}, "totalOdds": {"american": "+140"}}
        ])
    );
    assert_eq!(teaser["winAmount"]["amount"], 16_00);

    let res = gql(
        &app,
        &b.token,
        TEASE,
        json!({"b": "teaser:football", "p": 6.5}),
    )
    .await;
    let slip = data(&res, "betslipBuyTeaserPoints").clone();
    let teaser = &bets_of(&slip, "teaser")[0];
    assert_eq!(teaser["teaserPoints"]["decimalPoints"], 6.5);
    assert_eq!(
        teaser["teaserMarketSelectionsMappings"],
        json!([
            {"draftLegId": "g1.sp.h", "teasedPoints": {"formattedPoints": "+3"}},
            {"draftLegId": "g2.tot.o", "teasedPoints": {"formattedPoints": "41"}},
            {"draftLegId": "g3.sp.a", "teasedPoints": {"formattedPoints": "+10"}}
        ])
    );
    assert_eq!(teaser["totalOdds"]["american"], "+150");
    assert_eq!(teaser["winAmount"]["amount"], 15_00);
    assert_eq!(teaser["betAmount"]["amount"], 10_00, "the stake stays");
    let bought = version(&slip);

    for points in [5.0, 6.25, 4.0, 8.0, -6.0] {
        let res = gql(
            &app,
            &b.token,
            TEASE,
            json!({"b": "teaser:football", "p": points}),
        )
        .await;
        refused(&res, &invalid("Football teasers offer 6, 6.5, 7 points."));
    }
    for bet in [
        "teaser:basketball",
        "parlay",
        "straight:g1.sp.h",
        "teaser:golf",
    ] {
        let res = gql(&app, &b.token, TEASE, json!({"b": bet, "p": 6})).await;
        refused(&res, &invalid(NOT_IN_SLIP));
    }
    let slip = read_slip(&app, &b.token).await;
    assert_eq!(version(&slip), bought);
    assert_eq!(
        bets_of(&slip, "teaser")[0]["teaserPoints"]["decimalPoints"],
        6.5
    );

    let answer = place(
        &app,
        &b.token,
        json!([{"draftBetId": "teaser:football", "betAmount": "1000"}]),
        bought,
        "tease-1",
    )
    .await;
    assert_eq!(answer["errors"], json!([]), "{answer}");
    let placed = &answer["placedBets"][0];
    assert_eq!(placed["type"], "TEASER");
    assert_eq!(placed["teaserPoints"], 6.5);
    assert_eq!(placed["potentialPayout"]["amount"], 25_00);
    assert_eq!(
        ids(&placed["legs"], "marketSelectionId"),
        ["g1.sp.h", "g2.tot.o", "g3.sp.a"]
    );
    let lines: Vec<&Value> = placed["legs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| &l["points"]["formattedPoints"])
        .collect();
    assert_eq!(lines, [&json!("+3"), &json!("41"), &json!("+10")]);
    assert_eq!(cash(&app, &b.user).await, 90_00);
    ledger_ok(&app).await;
}

#[tokio::test]
async fn buying_teaser_points_checks_the_legs_and_the_price_the_bettor_saw() {
    let app = app().await;
    games(&app).await;
    let b = bettor(&app, "tease-seen@example.com", 100_00).await;
    flag_on(&app, &b.token, "teaser").await;
    add(&app, &b.token, "g1.sp.h").await;
    add(&app, &b.token, "g2.tot.o").await;
    add(&app, &b.token, "g3.sp.a").await;
    let slip = set_amount(&app, &b.token, "teaser:football", "10").await;
    let before = version(&slip);
    let seen = json!(["g3.sp", "g1.sp", "g2.tot"]);
    let tease = |points: f64, markets: Value, odds: Value| {
        let app = &app;
        let token = b.token.clone();
        async move {
            gql(
                app,
                &token,
                TEASE_SEEN,
                json!({"b": "teaser:football", "p": points, "m": markets, "o": odds}),
            )
            .await
        }
    };

    // Markets other than the teaser's legs (one missing, one other, one extra): refused,
    // nothing changes.
    for markets in [
        json!(["g1.sp", "g2.tot"]),
        json!(["g1.sp", "g2.tot", "g3.ml"]),
        json!(["g1.sp", "g2.tot", "g3.sp", "g1.tot"]),
        json!([]),
    ] {
        let res = tease(6.5, markets, american("150")).await;
        refused(&res, &betslip_changed());
    }
    // Malformed odds: refused before anything is read.
    let res = tease(
        6.5,
        seen.clone(),
        json!({"numeratorLong": "0", "denominatorLong": "1"}),
    )
    .await;
    refused(
        &res,
        &invalid("Odds must be a positive fraction, like 10/11."),
    );
    let slip = read_slip(&app, &b.token).await;
    assert_eq!(version(&slip), before);
    assert_eq!(
        bets_of(&slip, "teaser")[0]["teaserPoints"]["decimalPoints"],
        6.0
    );

    // The legs and the price the bettor saw (+150 at 6.5): bought, nothing to accept.
    let res = tease(6.5, seen.clone(), american("150")).await;
    let slip = data(&res, "betslipBuyTeaserPoints").clone();
    let teaser = &bets_of(&slip, "teaser")[0];
    assert_eq!(teaser["teaserPoints"]["decimalPoints"], 6.5);
    assert_eq!(teaser["totalOdds"]["american"], "+150");
    assert_eq!(teaser["totalOddsTrend"], "NO_CHANGE");
    assert_eq!(teaser["errors"], json!([]));
    assert_eq!(teaser["winAmount"]["amount"], 15_00);
    assert_eq!(slip["errors"], json!([]));

    // 7 points seen at +150 (a stale preview; the table says +140): bought, but the price
    // moved down and needs acceptance; placing is refused until then.
    let res = tease(7.0, seen.clone(), american("150")).await;
    let slip = data(&res, "betslipBuyTeaserPoints").clone();
    let teaser = &bets_of(&slip, "teaser")[0];
    assert_eq!(teaser["teaserPoints"]["decimalPoints"], 7.0);
    assert_eq!(teaser["totalOdds"]["american"], "+140");
    assert_eq!(teaser["totalOddsTrend"], "DOWN");
    assert_eq!(teaser["errors"], json!([odds_changed()]));
    assert_eq!(teaser["winAmount"]["amount"], 14_00);
    assert_eq!(teaser["betAmount"]["amount"], 10_00);
    assert_eq!(slip["errors"], json!([slip_odds_changed()]));
    let answer = place(
        &app,
        &b.token,
        json!([{"draftBetId": "teaser:football", "betAmount": "1000"}]),
        version(&slip),
        "tease-seen-1",
    )
    .await;
    assert_eq!(answer["errors"], json!([odds_changed()]), "{answer}");
    assert_eq!(answer["placedBets"], json!([]));
    assert_eq!(cash(&app, &b.user).await, 100_00);

    // Accepting the legs' prices only leaves the teaser's; accepting everything takes it.
    let res = gql(
        &app,
        &b.token,
        ACCEPT_ONLY,
        json!({"s": ["g1.sp.h", "g2.tot.o", "g3.sp.a"]}),
    )
    .await;
    let slip = data(&res, "betslipAcceptChanges").clone();
    assert_eq!(
        bets_of(&slip, "teaser")[0]["errors"],
        json!([odds_changed()])
    );
    let res = gql(
        &app,
        &b.token,
        "mutation { betslipAcceptChanges(includeOddsTrend: true) { ...S teaser { draftBets { id totalOddsTrend } } } }",
        json!({}),
    )
    .await;
    let slip = data(&res, "betslipAcceptChanges").clone();
    let teaser = &bets_of(&slip, "teaser")[0];
    assert_eq!(teaser["errors"], json!([]));
    assert_eq!(teaser["totalOddsTrend"], "NO_CHANGE");
    assert_eq!(slip["errors"], json!([]));

    // Without what the bettor saw (older clients): bought as before.
    let res = tease(6.0, Value::Null, Value::Null).await;
    let slip = data(&res, "betslipBuyTeaserPoints").clone();
    let teaser = &bets_of(&slip, "teaser")[0];
    assert_eq!(teaser["totalOdds"]["american"], "+160");
    assert_eq!(teaser["errors"], json!([]));
    let res = tease(7.0, seen, american("140")).await;
    let slip = data(&res, "betslipBuyTeaserPoints").clone();
    assert_eq!(bets_of(&slip, "teaser")[0]["errors"], json!([]));

    let answer = place(
        &app,
        &b.token,
        json!([{"draftBetId": "teaser:football", "betAmount": "1000"}]),
        version(&slip),
        "tease-seen-2",
    )
    .await;
    assert_eq!(answer["errors"], json!([]), "{answer}");
    let placed = &answer["placedBets"][0];
    assert_eq!(placed["teaserPoints"], 7.0);
    assert_eq!(placed["odds"]["american"], "+140");
    assert_eq!(placed["potentialPayout"]["amount"], 24_00);
    assert_eq!(cash(&app, &b.user).await, 90_00);
    ledger_ok(&app).await;
}
