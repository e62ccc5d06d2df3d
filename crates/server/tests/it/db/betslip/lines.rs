//! Alternate lines: adjusting points moves a leg within its family; a same-game group change
//! is not an odds change, a price move is.

use super::support::*;
use crate::common::betting::*;
use crate::common::feed;
use serde_json::{Value, json};

#[tokio::test]
async fn adjusting_points_moves_the_leg_to_another_line_of_its_family() {
    let app = app().await;
    let key = games(&app).await;
    app.push_ok(&key, &feed::markets(10, &feed::alternate_spreads("g1")))
        .await;
    let b = bettor(&app, "lines@example.com", 50_00).await;

    let slip = add(&app, &b.token, "g1.sp.h").await;
    let leg = &straight_bet(&slip, "g1.sp.h")["draftLegs"][0];
    assert_eq!(
        leg["buyPointOptions"],
        json!([
            {"marketSelectionId": "g1.asp7.h", "points": {"formattedPoints": "-7.5"}, "odds": {"american": "+200"}},
            {"marketSelectionId": "g1.asp1.h", "points": {"formattedPoints": "-1.5"}, "odds": {"american": "-150"}}
        ])
    );
    let slip = set_amount(&app, &b.token, "straight:g1.sp.h", "10").await;
    assert_eq!(straight_bet(&slip, "g1.sp.h")["winAmount"]["amount"], 9_09);
    add(&app, &b.token, "g2.ml.a").await;
    let slip = set_amount(&app, &b.token, "parlay", "10").await;
    // 21/11 x 23/10 = 483/110: $10 wins $33.90.
    assert_eq!(bets_of(&slip, "parlay")[0]["winAmount"]["amount"], 33_90);

    // KC -3.5 -110 -> KC -7.5 +200: the leg, its straight (stake kept) and the parlay move.
    let res = gql(
        &app,
        &b.token,
        ADJUST,
        json!({"o": "g1.sp.h", "n": "g1.asp7.h"}),
    )
    .await;
    let slip = data(&res, "betslipAdjustMarketSelectionPoints").clone();
    assert_eq!(selections(&slip), ["g1.asp7.h", "g2.ml.a"]);
    assert_eq!(
        slip["marketSelections"][0],
        json!({"id": "g1.asp7.h", "status": "OPEN", "odds": {"american": "+200"}, "points": {"formattedPoints": "-7.5"}})
    );
    let bet = straight_bet(&slip, "g1.asp7.h");
    assert_eq!(bet["betAmount"]["amount"], 10_00);
    assert_eq!(bet["winAmount"]["amount"], 20_00);
    assert_eq!(bet["errors"], json!([]));
    assert_eq!(
        ids(&bet["draftLegs"][0]["buyPointOptions"], "marketSelectionId"),
        ["g1.sp.h", "g1.asp1.h"]
    );
    // 3/1 x 23/10 = 69/10: +590, $10 wins $59.
    let parlay = &bets_of(&slip, "parlay")[0];
    assert_eq!(parlay["totalOdds"]["american"], "+590");
    assert_eq!(parlay["winAmount"]["amount"], 59_00);
    let adjusted = version(&slip);

    // Refusals change nothing.
    let adjust = |old: &'static str, new: &'static str| {
        let app = &app;
        let token = b.token.clone();
        async move { gql(app, &token, ADJUST, json!({"o": old, "n": new})).await }
    };
    refused(
        &adjust("g1.sp.h", "g1.asp1.h").await,
        &invalid("This selection is not in your betslip."),
    );
    let not_alternative = invalid("That line is not an alternative of this selection.");
    for other in ["g1.asp1.a", "g1.ml.h", "g1.tot.o", "g2.sp.h", "nope"] {
        refused(&adjust("g1.asp7.h", other).await, &not_alternative);
    }
    // A suspended line is not offered.
    app.push_ok(&key, &feed::market_status(11, "g1.asp1", "closed"))
        .await;
    let slip = read_slip(&app, &b.token).await;
    assert_eq!(
        ids(
            &straight_bet(&slip, "g1.asp7.h")["draftLegs"][0]["buyPointOptions"],
            "marketSelectionId"
        ),
        ["g1.sp.h"]
    );
    refused(&adjust("g1.asp7.h", "g1.asp1.h").await, &not_alternative);
    app.push_ok(&key, &feed::market_status(12, "g1.asp1", "open"))
        .await;
    assert_eq!(version(&read_slip(&app, &b.token).await), adjusted);
    // A line already in the slip.
    add(&app, &b.token, "g1.asp1.h").await;
    refused(
        &adjust("g1.asp7.h", "g1.asp1.h").await,
        &invalid("That line is already in your betslip."),
    );
    let res = gql(
        &app,
        &b.token,
        "mutation { betslipRemoveMarketSelection(selectionId: \"g1.asp1.h\") { ...S } }",
        json!({}),
    )
    .await;
    let slip = data(&res, "betslipRemoveMarketSelection").clone();

    // The bet is placed on the new line.
    let answer = place(
        &app,
        &b.token,
        json!([{"draftBetId": "straight:g1.asp7.h", "betAmount": "1000"}]),
        version(&slip),
        "line-1",
    )
    .await;
    assert_eq!(answer["errors"], json!([]), "{answer}");
    let placed = &answer["placedBets"][0];
    assert_eq!(
        placed["legs"],
        json!([{"marketSelectionId": "g1.asp7.h", "points": {"formattedPoints": "-7.5"}, "odds": {"american": "+200"}}])
    );
    assert_eq!(placed["potentialPayout"]["amount"], 30_00);
    assert_eq!(cash(&app, &b.user).await, 40_00);
    ledger_ok(&app).await;
}

#[tokio::test]
async fn changing_a_same_game_group_is_not_an_odds_change_but_a_price_move_is() {
    let app = app().await;
    let key = games(&app).await;
    app.push_ok(&key, &feed::markets(10, &feed::alternate_spreads("g1")))
        .await;
    let b = bettor(&app, "group@example.com", 0).await;
    let parlay_of = |slip: &Value| bets_of(slip, "parlay")[0].clone();

    // KC -3.5 and the Over of one game: a same-game group priced jointly, accepted as shown.
    add(&app, &b.token, "g1.sp.h").await;
    let slip = add(&app, &b.token, "g1.tot.o").await;
    let formed = parlay_of(&slip);
    assert_eq!(formed["errors"], json!([]), "{slip}");
    assert_eq!(slip["errors"], json!([]));

    // The bettor moves the spread to -7.5: a new group at its own price, nothing to accept.
    let res = gql(
        &app,
        &b.token,
        ADJUST,
        json!({"o": "g1.sp.h", "n": "g1.asp7.h"}),
    )
    .await;
    let slip = data(&res, "betslipAdjustMarketSelectionPoints").clone();
    let adjusted = parlay_of(&slip);
    assert_ne!(adjusted["totalOdds"], formed["totalOdds"]);
    assert_eq!(adjusted["errors"], json!([]), "{slip}");
    assert_eq!(slip["errors"], json!([]));

    // Adding a third leg of the game, or taking it out again: the same.
    let slip = add(&app, &b.token, "g1.ml.h").await;
    let three = parlay_of(&slip);
    assert_eq!(three["draftLegs"].as_array().unwrap().len(), 3);
    assert_eq!(three["errors"], json!([]), "{slip}");
    assert_eq!(slip["errors"], json!([]));

    // A price moving inside the group still needs the bettor's acceptance.
    app.push_ok(&key, &feed::home_price(11, "g1", -200)).await;
    let slip = read_slip(&app, &b.token).await;
    assert_eq!(
        parlay_of(&slip)["errors"],
        json!([odds_changed()]),
        "{slip}"
    );
    let res = gql(
        &app,
        &b.token,
        "mutation { betslipAcceptChanges { ...S } }",
        json!({}),
    )
    .await;
    let slip = data(&res, "betslipAcceptChanges").clone();
    assert_eq!(parlay_of(&slip)["errors"], json!([]));

    let res = gql(
        &app,
        &b.token,
        "mutation { betslipRemoveMarketSelection(selectionId: \"g1.ml.h\") { ...S } }",
        json!({}),
    )
    .await;
    let slip = data(&res, "betslipRemoveMarketSelection").clone();
    assert_eq!(parlay_of(&slip)["totalOdds"], adjusted["totalOdds"]);
    assert_eq!(parlay_of(&slip)["errors"], json!([]), "{slip}");
    assert_eq!(slip["errors"], json!([]));
}
