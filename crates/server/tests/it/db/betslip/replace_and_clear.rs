//! Replacing and merging the slip; clearing its teaser section or all of it.

use super::support::*;
use crate::common::betting::*;
use serde_json::{Value, json};

#[tokio::test]
async fn replacing_and_merging_the_betslip() {
    let app = app().await;
    games(&app).await;
    let b = bettor(&app, "replace@example.com", 0).await;
    add(&app, &b.token, "g1.ml.a").await;
    set_amount(&app, &b.token, "straight:g1.ml.a", "5").await;

    // Replace: only the new selections remain, stakes of the old ones go.
    let res = gql(
        &app,
        &b.token,
        REPLACE,
        json!({"s": [pick(&app, "g2.ml.h"), pick(&app, "g3.ml.a")], "m": false}),
    )
    .await;
    let slip = data(&res, "betslipReplace").clone();
    assert_eq!(selections(&slip), ["g2.ml.h", "g3.ml.a"]);
    assert_eq!(slip["straight"]["totalBetAmount"]["amount"], 0);
    assert_eq!(bets_of(&slip, "parlay").len(), 1);
    assert_eq!(
        ids(&slip["marketSelectionsMetadata"], "selectionOrigin"),
        ["share", "share"]
    );

    // Merge: added to what is there (a selection already in it once), stakes kept.
    set_amount(&app, &b.token, "straight:g2.ml.h", "5").await;
    let res = gql(
        &app,
        &b.token,
        REPLACE,
        json!({"s": [pick(&app, "g3.ml.a"), pick(&app, "g1.tot.o")], "m": true}),
    )
    .await;
    let slip = data(&res, "betslipReplace").clone();
    assert_eq!(selections(&slip), ["g2.ml.h", "g3.ml.a", "g1.tot.o"]);
    assert_eq!(straight_bet(&slip, "g2.ml.h")["betAmount"]["amount"], 5_00);
    let merged = version(&slip);

    // All or none: an unknown selection, bad odds, too many at once or past the slip's 12.
    let res = gql(
        &app,
        &b.token,
        REPLACE,
        json!({"s": [pick(&app, "g1.ml.h"), {"selectionId": "nope", "odds": {"numeratorLong": "1", "denominatorLong": "1"}, "selectionOrigin": "share"}], "m": false}),
    )
    .await;
    refused(&res, &selection_closed());
    let res = gql(
        &app,
        &b.token,
        REPLACE,
        json!({"s": [{"selectionId": "g1.ml.h", "odds": {"numeratorLong": "0", "denominatorLong": "1"}, "selectionOrigin": "share"}], "m": true}),
    )
    .await;
    refused(
        &res,
        &invalid("Odds must be a positive fraction, like 10/11."),
    );
    let many: Vec<Value> = (0..21).map(|_| pick(&app, "g1.ml.h")).collect();
    let res = gql(&app, &b.token, REPLACE, json!({"s": many, "m": true})).await;
    refused(&res, &invalid("Add at most 20 selections at a time."));
    let more: Vec<Value> = [
        "g1.ml.h", "g1.ml.a", "g1.sp.h", "g1.sp.a", "g1.tot.u", "g2.ml.a", "g2.sp.h", "g2.sp.a",
        "g2.tot.o", "g2.tot.u", "g3.ml.h",
    ]
    .iter()
    .map(|s| pick(&app, s))
    .collect();
    let res = gql(&app, &b.token, REPLACE, json!({"s": more, "m": true})).await;
    refused(&res, &invalid("A betslip holds at most 12 selections."));
    let slip = read_slip(&app, &b.token).await;
    assert_eq!(version(&slip), merged);
    assert_eq!(selections(&slip), ["g2.ml.h", "g3.ml.a", "g1.tot.o"]);

    // The price sent is the one accepted: a replaced selection at an old price needs acceptance.
    let stale = json!({"selectionId": "g1.ml.h", "odds": {"numeratorLong": "10", "denominatorLong": "17"}, "selectionOrigin": "share"});
    let res = gql(&app, &b.token, REPLACE, json!({"s": [stale], "m": false})).await;
    let slip = data(&res, "betslipReplace").clone();
    assert_eq!(selections(&slip), ["g1.ml.h"]);
    assert_eq!(slip["errors"][0]["code"], "ODDS_CHANGED");
    assert_eq!(
        straight_bet(&slip, "g1.ml.h")["errors"],
        json!([odds_changed()])
    );

    // Replacing with nothing empties the slip; merging nothing changes nothing.
    let res = gql(&app, &b.token, REPLACE, json!({"s": [], "m": true})).await;
    assert_eq!(selections(data(&res, "betslipReplace")), ["g1.ml.h"]);
    let res = gql(&app, &b.token, REPLACE, json!({"s": [], "m": false})).await;
    assert_eq!(data(&res, "betslipReplace")["numberOfSelections"], 0);
    let res = app
        .graphql(None, &with_slip(REPLACE), json!({"s": [], "m": false}))
        .await;
    assert_eq!(error_code(&res), "UNAUTHENTICATED");
}

#[tokio::test]
async fn clearing_the_teaser_keeps_the_rest_and_clearing_the_slip_empties_it() {
    let app = app().await;
    games(&app).await;
    let b = bettor(&app, "clear@example.com", 10_00).await;
    flag_on(&app, &b.token, "teaser").await;
    add(&app, &b.token, "g1.sp.h").await;
    add(&app, &b.token, "g2.tot.o").await;
    add(&app, &b.token, "g3.ml.a").await;
    set_amount(&app, &b.token, "straight:g3.ml.a", "5").await;
    set_amount(&app, &b.token, "straight:g1.sp.h", "3").await;
    set_amount(&app, &b.token, "teaser:football", "10").await;
    let res = gql(
        &app,
        &b.token,
        TEASE,
        json!({"b": "teaser:football", "p": 7}),
    )
    .await;
    let before = data(&res, "betslipBuyTeaserPoints").clone();
    assert_eq!(
        ids(&bets_of(&before, "teaser")[0]["draftLegs"], "id"),
        ["g1.sp.h", "g2.tot.o"],
        "the moneyline is no teaser leg"
    );

    // The teaser's legs leave (with their straight stakes); the moneyline and its stake stay.
    let res = gql(&app, &b.token, CLEAR_TEASER, json!({})).await;
    let slip = data(&res, "betslipClearTeaser").clone();
    assert_eq!(selections(&slip), ["g3.ml.a"]);
    assert_eq!(straight_bet(&slip, "g3.ml.a")["betAmount"]["amount"], 5_00);
    assert_eq!(bets_of(&slip, "teaser").len(), 0);
    assert_eq!(
        slip["teaser"]["errors"],
        json!([{"code": "INVALID", "message": "Teasers need 2 or more football or basketball spread or total selections."}])
    );
    assert_eq!(
        slip["parlay"]["errors"],
        json!([{"code": "INVALID", "message": "A parlay needs 2 or more selections."}])
    );
    assert_eq!(version(&slip), version(&before) + 1);
    // Nothing to clear: nothing written.
    let res = gql(&app, &b.token, CLEAR_TEASER, json!({})).await;
    assert_eq!(version(data(&res, "betslipClearTeaser")), version(&slip));

    // The teaser comes back without its old points or stake, and so do the straights.
    add(&app, &b.token, "g1.sp.h").await;
    let slip = add(&app, &b.token, "g2.tot.o").await;
    let teaser = &bets_of(&slip, "teaser")[0];
    assert_eq!(teaser["teaserPoints"]["decimalPoints"], 6.0);
    assert_eq!(teaser["betAmount"]["amount"], 0);
    assert_eq!(straight_bet(&slip, "g1.sp.h")["betAmount"]["amount"], 0);

    // Clearing the slip: everything goes, the old draft bets can no longer be placed.
    let res = gql(&app, &b.token, CLEAR, json!({})).await;
    let cleared = data(&res, "betslipClear").clone();
    assert_eq!(cleared["numberOfSelections"], 0);
    assert_eq!(cleared["marketSelectionsMetadata"], json!([]));
    assert_eq!(cleared["straight"]["totalBetAmount"]["amount"], 0);
    assert_eq!(version(&cleared), version(&slip) + 1);
    let res = gql(&app, &b.token, CLEAR, json!({})).await;
    assert_eq!(
        version(data(&res, "betslipClear")),
        version(&cleared),
        "clearing an empty slip writes nothing"
    );
    let res = gql(
        &app,
        &b.token,
        PLACE,
        json!({"bets": [{"draftBetId": "straight:g3.ml.a", "betAmount": "500"}], "v": version(&cleared), "k": "after-clear"}),
    )
    .await;
    refused(&res, &invalid(NOT_IN_SLIP));
    let slip = add(&app, &b.token, "g3.ml.a").await;
    assert_eq!(straight_bet(&slip, "g3.ml.a")["betAmount"]["amount"], 0);
    assert_eq!(cash(&app, &b.user).await, 10_00);
}
