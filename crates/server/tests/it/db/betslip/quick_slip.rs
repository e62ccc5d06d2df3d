//! The quick betslip: one bet apart from the slip, its draft bet set in one call or not at
//! all.

use super::support::*;
use crate::common::betting::*;
use crate::common::feed;
use serde_json::{Value, json};
use store::NewReward;

#[tokio::test]
async fn the_quick_betslip_holds_one_bet_apart_from_the_slip() {
    let app = app().await;
    let key = games(&app).await;
    let b = bettor(&app, "quick@example.com", 50_00).await;
    add(&app, &b.token, "g1.ml.a").await;
    let quick_add = |selection: &'static str| {
        let app = &app;
        let token = b.token.clone();
        async move {
            let (n, d) = price(app, selection);
            gql(
                app,
                &token,
                QUICK_ADD,
                json!({"id": selection, "n": n, "d": d}),
            )
            .await
        }
    };

    let res = quick_add("g2.ml.a").await;
    let quick = data(&res, "quickBetslipAddMarketSelection").clone();
    assert_eq!(quick["id"], format!("quick:user:{}", b.user));
    assert_eq!(selections(&quick), ["g2.ml.a"]);
    assert_eq!(
        quick["marketSelectionsMetadata"],
        json!([{"marketSelectionId": "g2.ml.a", "selectionOrigin": "quick-bets", "attributes": ["QuickBet"]}])
    );
    // Another selection replaces it; the slip itself is untouched.
    let res = quick_add("g3.ml.h").await;
    assert_eq!(
        selections(data(&res, "quickBetslipAddMarketSelection")),
        ["g3.ml.h"]
    );
    assert_eq!(selections(&read_slip(&app, &b.token).await), ["g1.ml.a"]);

    // Amounts: To Win $10 at -150 takes a $15 stake.
    let res = gql(
        &app,
        &b.token,
        QUICK_SET,
        json!({"b": "straight:g3.ml.h", "a": "10", "f": "WIN"}),
    )
    .await;
    let bet = straight_bet(data(&res, "quickBetslipSetBetAmount"), "g3.ml.h");
    assert_eq!(
        (
            &bet["betAmount"]["amount"],
            &bet["winAmount"]["amount"],
            &bet["patronSetAmountType"]
        ),
        (&json!(15_00), &json!(10_00), &json!("WIN"))
    );
    let res = gql(
        &app,
        &b.token,
        QUICK_SET,
        json!({"b": "straight:g1.ml.a", "a": "5", "f": "BET"}),
    )
    .await;
    refused(&res, &invalid(NOT_IN_SLIP));
    let res = gql(
        &app,
        &b.token,
        QUICK_SET,
        json!({"b": "straight:g3.ml.h", "a": "1.234", "f": "BET"}),
    )
    .await;
    assert_eq!(betslip_error(&res)["code"], "INVALID", "{res}");
    let res = gql(
        &app,
        &b.token,
        QUICK_SET,
        json!({"b": "straight:g3.ml.h", "a": "10", "f": "BET"}),
    )
    .await;
    let bet = straight_bet(data(&res, "quickBetslipSetBetAmount"), "g3.ml.h");
    assert_eq!(bet["winAmount"]["amount"], 6_66);

    // Amount source: no Credits, refused on the bet; back to cash.
    let res = gql(
        &app,
        &b.token,
        QUICK_SOURCE,
        json!({"b": "straight:g3.ml.h", "t": "PROMOTIONAL_CREDIT"}),
    )
    .await;
    let bet = straight_bet(data(&res, "quickBetslipSetAmountSource"), "g3.ml.h");
    assert_eq!(bet["errors"], json!([low_credits()]));
    let res = gql(
        &app,
        &b.token,
        QUICK_SOURCE,
        json!({"b": "straight:g3.ml.h", "t": "CASH"}),
    )
    .await;
    assert_eq!(
        straight_bet(data(&res, "quickBetslipSetAmountSource"), "g3.ml.h")["errors"],
        json!([])
    );

    // The price moves: placing is refused until the change is accepted.
    app.push_ok(&key, &feed::home_price(10, "g3", -200)).await;
    let res = gql(&app, &b.token, QUICK, json!({})).await;
    let quick = data(&res, "quickBetslip").clone();
    assert_eq!(
        straight_bet(&quick, "g3.ml.h")["errors"],
        json!([odds_changed()])
    );
    let quick_place = |amount: &'static str, v: i64, k: &'static str| {
        let app = &app;
        let token = b.token.clone();
        async move {
            let res = gql(
                app,
                &token,
                QUICK_PLACE,
                json!({"b": "straight:g3.ml.h", "a": amount, "v": v, "k": k}),
            )
            .await;
            data(&res, "quickBetslipPlaceBet").clone()
        }
    };
    let answer = quick_place("1000", version(&quick), "quick-1").await;
    assert_eq!(answer["errors"], json!([odds_changed()]));
    assert_eq!(answer["placedBets"], json!([]));
    let res = gql(&app, &b.token, QUICK_ACCEPT, json!({})).await;
    let quick = data(&res, "quickBetslipAcceptChanges").clone();
    let bet = straight_bet(&quick, "g3.ml.h");
    assert_eq!(bet["errors"], json!([]));
    assert_eq!(bet["totalOdds"]["american"], "-200");
    assert_eq!(bet["winAmount"]["amount"], 5_00);

    // A stale version, then the bet.
    let answer = quick_place("1000", version(&quick) - 1, "quick-2").await;
    assert_eq!(answer["errors"], json!([betslip_changed()]));
    assert_eq!(cash(&app, &b.user).await, 50_00);
    let answer = quick_place("1000", version(&quick), "quick-3").await;
    assert_eq!(answer["errors"], json!([]), "{answer}");
    assert_eq!(
        answer["placedBets"],
        json!([{"id": answer["placedBets"][0]["id"], "type": "STRAIGHT", "betAmount": {"amount": 10_00},
                "potentialPayout": {"amount": 15_00}, "legs": [{"marketSelectionId": "g3.ml.h", "odds": {"american": "-200"}}]}])
    );
    assert_eq!(
        answer["patronBalanceAfter"]["withdrawableBalance"]["amount"],
        40_00
    );
    assert_eq!(answer["betslip"]["numberOfSelections"], 0);
    assert_eq!(cash(&app, &b.user).await, 40_00);
    assert_eq!(selections(&read_slip(&app, &b.token).await), ["g1.ml.a"]);

    // Removing: only what is there.
    quick_add("g2.ml.a").await;
    let res = gql(&app, &b.token, QUICK_REMOVE, json!({"id": "g1.ml.a"})).await;
    let quick = data(&res, "quickBetslipRemoveMarketSelection").clone();
    assert_eq!(selections(&quick), ["g2.ml.a"]);
    let res = gql(&app, &b.token, QUICK_REMOVE, json!({"id": "g2.ml.a"})).await;
    let emptied = data(&res, "quickBetslipRemoveMarketSelection").clone();
    assert_eq!(emptied["numberOfSelections"], 0);
    assert_eq!(version(&emptied), version(&quick) + 1);

    // Errors: an unknown selection, a draft bet of the other slip, a visitor placing.
    let res = gql(
        &app,
        &b.token,
        QUICK_ADD,
        json!({"id": "nope", "n": "1", "d": "1"}),
    )
    .await;
    refused(&res, &selection_closed());
    let res = gql(
        &app,
        &b.token,
        QUICK_PLACE,
        json!({"b": "straight:g1.ml.a", "a": "500", "v": version(&emptied), "k": "quick-4"}),
    )
    .await;
    refused(&res, &invalid(NOT_IN_SLIP));
    let anonymous = visitor(&app).await;
    let (n, d) = price(&app, "g2.ml.a");
    let res = gql(
        &app,
        &anonymous,
        QUICK_ADD,
        json!({"id": "g2.ml.a", "n": n, "d": d}),
    )
    .await;
    assert_eq!(
        selections(data(&res, "quickBetslipAddMarketSelection")),
        ["g2.ml.a"],
        "visitors have a quick betslip"
    );
    let res = gql(
        &app,
        &anonymous,
        QUICK_PLACE,
        json!({"b": "straight:g2.ml.a", "a": "0", "v": 1, "k": "quick-5"}),
    )
    .await;
    assert_eq!(error_code(&res), "UNAUTHENTICATED");
    ledger_ok(&app).await;
}

#[tokio::test]
async fn the_quick_draft_bet_is_set_in_one_call_or_not_at_all() {
    use crate::common::ws;
    let app = app().await;
    let key = games(&app).await;
    let b = bettor(&app, "quick-draft@example.com", 50_00).await;
    add(&app, &b.token, "g1.ml.a").await;
    let mut socket = ws::connect(&app).await;
    ws::init(&mut socket, Some(&b.token)).await;
    ws::subscribe(
        &mut socket,
        "1",
        "subscription { quickBetslipUpdated { version marketSelections { id } } }",
        json!({}),
    )
    .await;
    let first = ws::next(&mut socket).await;
    assert_eq!(
        first["payload"]["data"]["quickBetslipUpdated"]["marketSelections"],
        json!([]),
        "{first}"
    );
    let draft =
        |selection: &'static str, odds: Value, amount: &'static str, field: &'static str| {
            let app = &app;
            let token = b.token.clone();
            async move {
                gql(
                app,
                &token,
                QUICK_DRAFT,
                json!({"id": selection, "n": odds["numeratorLong"], "d": odds["denominatorLong"],
                       "a": amount, "f": field}),
            )
            .await
            }
        };

    // A selection at $15: -150 wins $10.
    let res = draft("g3.ml.h", american("-150"), "15", "BET").await;
    let quick = data(&res, "quickBetslipSetDraftBet").clone();
    assert_eq!(selections(&quick), ["g3.ml.h"]);
    assert_eq!(
        quick["marketSelectionsMetadata"],
        json!([{"marketSelectionId": "g3.ml.h", "selectionOrigin": "quick-bets", "attributes": ["QuickBet"]}])
    );
    let bet = straight_bet(&quick, "g3.ml.h");
    assert_eq!(
        (
            &bet["betAmount"]["amount"],
            &bet["winAmount"]["amount"],
            &bet["patronSetAmountType"],
            &bet["amountSourceType"],
            &bet["errors"]
        ),
        (
            &json!(15_00),
            &json!(10_00),
            &json!("BET"),
            &json!("CASH"),
            &json!([])
        )
    );
    let pushed = ws::next(&mut socket).await;
    assert_eq!(
        pushed["payload"]["data"]["quickBetslipUpdated"],
        json!({"version": quick["version"], "marketSelections": [{"id": "g3.ml.h"}]}),
        "{pushed}"
    );
    assert_eq!(selections(&read_slip(&app, &b.token).await), ["g1.ml.a"]);

    // Another selection replaces it, to win $13 at +130: a $10 stake.
    let res = draft("g2.ml.a", american("130"), "13", "WIN").await;
    let quick = data(&res, "quickBetslipSetDraftBet").clone();
    assert_eq!(selections(&quick), ["g2.ml.a"]);
    assert_eq!(bets_of(&quick, "straight").len(), 1);
    let bet = straight_bet(&quick, "g2.ml.a");
    assert_eq!(
        (
            &bet["betAmount"]["amount"],
            &bet["winAmount"]["amount"],
            &bet["patronSetAmountType"]
        ),
        (&json!(10_00), &json!(13_00), &json!("WIN"))
    );
    ws::next(&mut socket).await;
    let set = version(&quick);

    // Refusals, with the add, set-amount and set-source errors: nothing changes, nothing is
    // pushed.
    let too_large = error(
        "AMOUNT_TOO_LARGE",
        "Amounts can be at most $9,999,999.99.",
        7,
        "BET_AMOUNT",
    );
    let malformed = invalid("Enter an amount in dollars with at most 2 decimals, like 12.50.");
    for (selection, odds, amount, expected) in [
        ("nope", american("100"), "5", selection_closed()),
        ("g3.ml.h", american("-150"), "1.234", malformed.clone()),
        ("g3.ml.h", american("-150"), "-5", malformed),
        ("g3.ml.h", american("-150"), "10000000", too_large),
        (
            "g3.ml.h",
            json!({"numeratorLong": "1", "denominatorLong": "0"}),
            "5",
            invalid("Odds must be a positive fraction, like 10/11."),
        ),
    ] {
        let res = draft(selection, odds, amount, "BET").await;
        refused(&res, &expected);
    }
    let source = |t: &'static str, fb: Option<&'static str>| {
        let app = &app;
        let token = b.token.clone();
        async move {
            let odds = american("-150");
            gql(
                app,
                &token,
                QUICK_DRAFT,
                json!({"id": "g3.ml.h", "n": odds["numeratorLong"], "d": odds["denominatorLong"],
                       "a": "5", "f": "BET", "t": t, "fb": fb}),
            )
            .await
        }
    };
    let res = source("FREE_BET", None).await;
    refused(&res, &invalid("Choose the bonus bet to use."));
    let res = source("FREE_BET", Some("not-a-reward")).await;
    refused(&res, &reward_unavailable());
    assert!(
        ws::next_within(&mut socket, std::time::Duration::from_millis(500))
            .await
            .is_none()
    );
    let res = gql(&app, &b.token, QUICK, json!({})).await;
    let quick = data(&res, "quickBetslip").clone();
    assert_eq!(version(&quick), set);
    assert_eq!(selections(&quick), ["g2.ml.a"]);
    assert_eq!(
        straight_bet(&quick, "g2.ml.a")["betAmount"]["amount"],
        10_00
    );

    // A source: Credits (none here, so refused on the bet, as set-source does).
    let res = source("PROMOTIONAL_CREDIT", None).await;
    let bet = straight_bet(data(&res, "quickBetslipSetDraftBet"), "g3.ml.h");
    assert_eq!(bet["amountSourceType"], "PROMOTIONAL_CREDIT");
    assert_eq!(bet["betAmount"]["amount"], 5_00);
    assert_eq!(bet["errors"], json!([low_credits()]));

    // A bonus bet: its amount is the stake, whatever was typed.
    let bonus = grant(
        &app,
        NewReward {
            amount_cents: 7_50,
            ..new_reward(&app, &b.user, store::RewardKind::FreeBet)
        },
    )
    .await;
    let odds = american("-150");
    let res = gql(
        &app,
        &b.token,
        QUICK_DRAFT,
        json!({"id": "g3.ml.h", "n": odds["numeratorLong"], "d": odds["denominatorLong"],
               "a": "5", "f": "BET", "t": "FREE_BET", "fb": bonus.id}),
    )
    .await;
    let bet = straight_bet(data(&res, "quickBetslipSetDraftBet"), "g3.ml.h");
    assert_eq!(
        (
            &bet["amountSourceType"],
            &bet["selectedFreeBetId"],
            &bet["betAmount"]["amount"],
            &bet["winAmount"]["amount"],
            &bet["errors"]
        ),
        (
            &json!("FREE_BET"),
            &json!(bonus.id),
            &json!(7_50),
            &json!(5_00),
            &json!([])
        )
    );

    // The price the bettor saw is the accepted one: a moved price needs acceptance.
    app.push_ok(&key, &feed::home_price(10, "g3", -200)).await;
    let res = draft("g3.ml.h", american("-150"), "10", "BET").await;
    let bet = straight_bet(data(&res, "quickBetslipSetDraftBet"), "g3.ml.h");
    assert_eq!(bet["errors"], json!([odds_changed()]));
    assert_eq!(bet["amountSourceType"], "CASH", "a fresh stake");
    let res = draft("g3.ml.h", american("-200"), "10", "BET").await;
    let quick = data(&res, "quickBetslipSetDraftBet").clone();
    let bet = straight_bet(&quick, "g3.ml.h");
    assert_eq!(bet["errors"], json!([]));
    assert_eq!(bet["winAmount"]["amount"], 5_00);

    let res = gql(
        &app,
        &b.token,
        QUICK_PLACE,
        json!({"b": "straight:g3.ml.h", "a": "1000", "v": version(&quick), "k": "quick-draft-1"}),
    )
    .await;
    let answer = data(&res, "quickBetslipPlaceBet");
    assert_eq!(answer["errors"], json!([]), "{answer}");
    assert_eq!(answer["placedBets"][0]["potentialPayout"]["amount"], 15_00);
    assert_eq!(cash(&app, &b.user).await, 40_00);
    ledger_ok(&app).await;
}
