//! The betslip end to end on the running server (SQLite, or PostgreSQL with
//! `STORE_BACKEND=postgres`): building a slip (add, remove, amounts, accept changes, clear,
//! teasers, round robins), placing bets with every refusal the contract lists (location,
//! responsible-gaming limits, funds, a stale version), idempotent retries, two sessions
//! placing at once, promotion and demotion of a visitor's slip, bad input, the in-play delay
//! with a price moving against the bettor, rewards used once; the ledger verifies after each.

use crate::common::betting::*;
use crate::common::feed;
use crate::common::{TestApp, eventually};
use chrono::Duration;
use domain::ids::UserId;
use serde_json::{Value, json};

#[tokio::test]
async fn a_bet_that_cannot_be_built_is_classified_invalid_and_legs_carry_clean_names() {
    let app = app().await;
    games(&app).await;
    let b = bettor(&app, "invalid@example.com", 0).await;
    const TYPES: &str = "{ betslip { straight { draftBets { type draftLegs { marketSelection { name { clean cleanName } } } } } parlay { draftBets { type errors { code } } } } }";
    add(&app, &b.token, "g1.ml.a").await;
    add(&app, &b.token, "g2.sp.h").await;
    let res = app.graphql(Some(&b.token), TYPES, json!({})).await;
    let slip = data(&res, "betslip");
    assert_eq!(slip["parlay"]["draftBets"][0]["type"], "PARLAY", "{slip}");
    for bet in slip["straight"]["draftBets"].as_array().expect("straights") {
        assert_eq!(bet["type"], "STRAIGHT");
        let name = &bet["draftLegs"][0]["marketSelection"]["name"];
        assert!(
            name["cleanName"].as_str().is_some_and(|n| !n.is_empty()),
            "{name}"
        );
        assert_eq!(name["cleanName"], name["clean"]);
    }
    // Both sides of one moneyline cannot be combined: the parlay is INVALID, the straights
    // stay what they are.
    add(&app, &b.token, "g1.ml.h").await;
    let res = app.graphql(Some(&b.token), TYPES, json!({})).await;
    let slip = data(&res, "betslip");
    let parlay = &slip["parlay"]["draftBets"][0];
    assert_eq!(
        (
            parlay["type"].as_str(),
            parlay["errors"][0]["code"].as_str()
        ),
        (Some("INVALID"), Some("INVALID")),
        "{slip}"
    );
    let straights: Vec<&Value> = slip["straight"]["draftBets"]
        .as_array()
        .expect("straights")
        .iter()
        .map(|b| &b["type"])
        .collect();
    assert_eq!(straights, [&json!("STRAIGHT"); 3]);
}

#[tokio::test]
async fn a_slip_is_built_priced_and_cleared() {
    let app = app().await;
    games(&app).await;
    let b = bettor(&app, "build@example.com", 0).await;

    let slip = add(&app, &b.token, "g1.ml.a").await;
    assert_eq!(slip["numberOfSelections"], 1);
    assert_eq!(bets_of(&slip, "straight")[0]["id"], "straight:g1.ml.a");
    assert_eq!(bets_of(&slip, "parlay").len(), 0);

    // +130: $10 wins $13; To Win $26 needs a $20 stake.
    let slip = set_amount(&app, &b.token, "straight:g1.ml.a", "10.00").await;
    let bet = &bets_of(&slip, "straight")[0];
    assert_eq!(bet["betAmount"]["amount"], 1_000);
    assert_eq!(bet["winAmount"]["amount"], 1_300);
    let res = gql(
        &app,
        &b.token,
        SET,
        json!({"b": "straight:g1.ml.a", "a": "26", "f": "WIN"}),
    )
    .await;
    let bet = &bets_of(data(&res, "betslipSetBetAmount"), "straight")[0];
    assert_eq!(bet["betAmount"]["amount"], 2_000);
    assert_eq!(bet["winAmount"]["amount"], 2_600);

    // A second event makes a parlay: +130 and -110 = 10/11 -> 2.3 x 1.909... - 1.
    let slip = add(&app, &b.token, "g2.sp.h").await;
    assert_eq!(slip["numberOfSelections"], 2);
    assert_eq!(bets_of(&slip, "parlay")[0]["id"], "parlay");
    let slip = set_amount(&app, &b.token, "parlay", "10").await;
    let parlay = &bets_of(&slip, "parlay")[0];
    // 23/10 * 21/11 = 483/110 -> profit 373/110 of $10 = $33.90 (rounded down).
    assert_eq!(parlay["winAmount"]["amount"], 3_390);

    // Same-event selections of one market cannot be combined.
    let slip = add(&app, &b.token, "g1.ml.h").await;
    assert_eq!(
        slip["parlay"]["draftBets"][0]["errors"][0]["code"], "INVALID",
        "{slip}"
    );

    // Removing and clearing.
    let res = gql(
        &app,
        &b.token,
        "mutation { betslipRemoveMarketSelection(selectionId: \"g1.ml.h\") { ...S } }",
        json!({}),
    )
    .await;
    assert_eq!(
        data(&res, "betslipRemoveMarketSelection")["numberOfSelections"],
        2
    );
    let res = gql(
        &app,
        &b.token,
        "mutation { betslipClear { ...S } }",
        json!({}),
    )
    .await;
    let slip = data(&res, "betslipClear");
    assert_eq!(slip["numberOfSelections"], 0);
    let res = gql(&app, &b.token, "query { betslip { ...S } }", json!({})).await;
    assert_eq!(data(&res, "betslip")["numberOfSelections"], 0);
}

#[tokio::test]
async fn odds_changes_need_acceptance_unless_the_preference_allows() {
    let app = app().await;
    let key = games(&app).await;
    let b = bettor(&app, "odds@example.com", 10_000).await;
    add(&app, &b.token, "g1.ml.h").await;
    set_amount(&app, &b.token, "straight:g1.ml.h", "5").await;

    // -150 moves to -200 (worse for the bettor).
    app.push_ok(&key, &feed::home_price(10, "g1", -200)).await;
    let res = gql(&app, &b.token, "query { betslip { ...S } }", json!({})).await;
    let slip = data(&res, "betslip").clone();
    let bet = &bets_of(&slip, "straight")[0];
    assert_eq!(bet["errors"][0]["code"], "ODDS_CHANGED", "{slip}");
    assert_eq!(bet["errors"][0]["displayType"], "ODDS_CHANGED");
    let version = slip["version"].as_i64().unwrap();
    let answer = place(
        &app,
        &b.token,
        json!([{"draftBetId": "straight:g1.ml.h", "betAmount": "500"}]),
        version,
        "odds-1",
    )
    .await;
    assert_eq!(answer["errors"][0]["code"], "ODDS_CHANGED", "{answer}");
    assert_eq!(answer["placedBets"], json!([]));
    assert_eq!(cash(&app, &b.user).await, 10_000);

    let res = gql(
        &app,
        &b.token,
        "mutation { betslipAcceptChanges { ...S } }",
        json!({}),
    )
    .await;
    let slip = data(&res, "betslipAcceptChanges").clone();
    assert_eq!(bets_of(&slip, "straight")[0]["errors"], json!([]));
    assert_eq!(
        bets_of(&slip, "straight")[0]["totalOdds"]["american"],
        "-200"
    );

    // With ANY, a later move is accepted by itself.
    let res = app
        .graphql(
            Some(&b.token),
            "mutation { betslipSetAutoAcceptOddsChanges(value: ANY) { autoAcceptOddsChanges } }",
            json!({}),
        )
        .await;
    assert_eq!(
        data(&res, "betslipSetAutoAcceptOddsChanges")["autoAcceptOddsChanges"],
        "ANY"
    );
    app.push_ok(&key, &feed::home_price(11, "g1", -250)).await;
    let res = gql(&app, &b.token, "query { betslip { ...S } }", json!({})).await;
    let slip = data(&res, "betslip");
    assert_eq!(bets_of(slip, "straight")[0]["errors"], json!([]));
    assert_eq!(slip["autoAcceptOddsChanges"], "ANY");
    let prefs = app.store().user_preferences(&b.user).await.unwrap();
    assert_eq!(
        prefs.auto_accept_odds_changes,
        domain::betslip::AutoAccept::Any
    );
}

#[tokio::test]
async fn teasers_and_round_robins_follow_their_flags() {
    let app = app().await;
    games(&app).await;
    let b = bettor(&app, "teaser@example.com", 0).await;
    flag_on(&app, &b.token, "teaser").await;
    flag_on(&app, &b.token, "roundRobins").await;
    add(&app, &b.token, "g1.sp.h").await;
    add(&app, &b.token, "g2.tot.o").await;
    let slip = add(&app, &b.token, "g3.sp.a").await;

    let teasers = bets_of(&slip, "teaser");
    assert_eq!(teasers.len(), 1, "{slip}");
    assert_eq!(teasers[0]["id"], "teaser:football");
    assert_eq!(teasers[0]["label"], "Football Teaser");
    assert_eq!(teasers[0]["teaserPoints"]["decimalPoints"], 6.0);
    // 3 legs at 6 points: +160.
    assert_eq!(teasers[0]["totalOdds"]["american"], "+160");
    let res = gql(
        &app,
        &b.token,
        "mutation { betslipBuyTeaserPoints(draftBetId: \"teaser:football\", points: 7) { ...S } }",
        json!({}),
    )
    .await;
    let slip = data(&res, "betslipBuyTeaserPoints").clone();
    assert_eq!(bets_of(&slip, "teaser")[0]["totalOdds"]["american"], "+140");
    let res = gql(
        &app,
        &b.token,
        "mutation { betslipBuyTeaserPoints(draftBetId: \"teaser:football\", points: 5) { ...S } }",
        json!({}),
    )
    .await;
    assert_eq!(error_code(&res), "BAD_USER_INPUT");

    // Round robins by 2s (3 combinations) and 3s (1).
    let rr = bets_of(&slip, "roundRobin");
    assert_eq!(rr.len(), 2, "{slip}");
    assert_eq!(rr[0]["id"], "round-robin:2");
    assert_eq!(rr[0]["label"], "By 2's");
    assert_eq!(rr[0]["numberOfCombinations"], 3);
    assert_eq!(rr[1]["numberOfCombinations"], 1);
    let slip = set_amount(&app, &b.token, "round-robin:2", "2.00").await;
    let rr = &bets_of(&slip, "roundRobin")[0];
    assert_eq!(rr["betAmount"]["amount"], 200);
    assert_eq!(rr["totalBetAmount"]["amount"], 600);

    let res = gql(
        &app,
        &b.token,
        "mutation { betslipClearTeaser { ...S } }",
        json!({}),
    )
    .await;
    let slip = data(&res, "betslipClearTeaser");
    assert_eq!(slip["numberOfSelections"], 0, "every leg was a teaser leg");
}

#[tokio::test]
async fn placing_debits_the_stake_and_answers_the_balance() {
    let app = app().await;
    games(&app).await;
    let b = bettor(&app, "place@example.com", 5_000).await;
    add(&app, &b.token, "g1.ml.a").await;
    add(&app, &b.token, "g2.ml.h").await;
    set_amount(&app, &b.token, "straight:g1.ml.a", "10").await;
    let slip = set_amount(&app, &b.token, "straight:g2.ml.h", "15").await;
    let version = slip["version"].as_i64().unwrap();
    let res = app
        .graphql(Some(&b.token), "{ firstWagerRgModal }", json!({}))
        .await;
    assert_eq!(res["data"]["firstWagerRgModal"], true);

    let answer = place(
        &app,
        &b.token,
        json!([
            {"draftBetId": "straight:g1.ml.a", "betAmount": "1000"},
            {"draftBetId": "straight:g2.ml.h", "betAmount": "1500"}
        ]),
        version,
        "place-1",
    )
    .await;
    assert_eq!(answer["errors"], json!([]), "{answer}");
    let placed = answer["placedBets"].as_array().unwrap();
    assert_eq!(placed.len(), 2);
    assert_eq!(placed[0]["type"], "STRAIGHT");
    assert_eq!(placed[0]["status"], "OPEN");
    assert_eq!(placed[0]["betAmount"]["amount"], 1_000);
    // $10 at +130 returns $23.
    assert_eq!(placed[0]["potentialPayout"]["amount"], 2_300);
    assert_eq!(placed[0]["legs"][0]["marketSelectionId"], "g1.ml.a");
    assert_eq!(
        answer["patronBalanceAfter"]["withdrawableBalance"]["amount"],
        2_500
    );
    assert_eq!(cash(&app, &b.user).await, 2_500);
    assert_eq!(
        answer["betslip"]["numberOfSelections"], 0,
        "placed legs leave the slip"
    );
    let res = app
        .graphql(Some(&b.token), "{ firstWagerRgModal }", json!({}))
        .await;
    assert_eq!(res["data"]["firstWagerRgModal"], false);

    // The same request again: the same bets, nothing debited twice.
    let again = place(
        &app,
        &b.token,
        json!([
            {"draftBetId": "straight:g1.ml.a", "betAmount": "1000"},
            {"draftBetId": "straight:g2.ml.h", "betAmount": "1500"}
        ]),
        version,
        "place-1",
    )
    .await;
    assert_eq!(again["errors"], json!([]), "{again}");
    let ids = |v: &Value| -> Vec<String> {
        v["placedBets"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| b["id"].as_str().unwrap().to_owned())
            .collect()
    };
    assert_eq!(ids(&again), ids(&answer));
    assert_eq!(cash(&app, &b.user).await, 2_500);
    assert_eq!(app.store().count_bets(&b.user).await.unwrap(), 2);
    ledger_ok(&app).await;
}

#[tokio::test]
async fn refusals_come_back_as_betslip_errors_and_move_nothing() {
    let app = app().await;
    games(&app).await;
    // No location verified.
    let (id, token, _) = app.user_with_tokens("nogeo@example.com").await;
    let user = UserId::from_raw(id);
    fund(&app, &user, 1_000).await;
    add(&app, &token, "g1.ml.a").await;
    let slip = set_amount(&app, &token, "straight:g1.ml.a", "5").await;
    let version = slip["version"].as_i64().unwrap();
    let bets = json!([{"draftBetId": "straight:g1.ml.a", "betAmount": "500"}]);
    let answer = place(&app, &token, bets.clone(), version, "geo-1").await;
    assert_eq!(
        answer["errors"],
        json!([{"code": "GEO_NOT_VERIFIED", "message": GEO, "priority": 3, "displayType": "GEO"}])
    );
    assert_eq!(cash(&app, &user).await, 1_000);

    authorise(&app, &token).await;
    // A stale version.
    let answer = place(&app, &token, bets.clone(), version - 1, "stale-1").await;
    assert_eq!(answer["errors"][0]["code"], "BETSLIP_CHANGED", "{answer}");
    assert_eq!(answer["errors"][0]["displayType"], "RETRYABLE");
    // An amount the slip does not have.
    let answer = place(
        &app,
        &token,
        json!([{"draftBetId": "straight:g1.ml.a", "betAmount": "400"}]),
        version,
        "amount-1",
    )
    .await;
    assert_eq!(answer["errors"][0]["code"], "BETSLIP_CHANGED");

    // Over the balance.
    let slip = set_amount(&app, &token, "straight:g1.ml.a", "20").await;
    let version = slip["version"].as_i64().unwrap();
    let answer = place(
        &app,
        &token,
        json!([{"draftBetId": "straight:g1.ml.a", "betAmount": "2000"}]),
        version,
        "funds-1",
    )
    .await;
    assert_eq!(
        answer["errors"][0],
        json!({"code": "INSUFFICIENT_FUNDS", "message": "Insufficient funds. Deposit to place this bet.", "priority": 5, "displayType": "DEPOSIT"})
    );

    // Over the max single wager.
    let res = app
        .client
        .post(app.url("/i/cashflow_limits/max_single_wager"))
        .bearer_auth(&token)
        .json(&json!({"amount": 300}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let slip = set_amount(&app, &token, "straight:g1.ml.a", "5").await;
    let version = slip["version"].as_i64().unwrap();
    let answer = place(&app, &token, bets, version, "rg-1").await;
    assert_eq!(answer["errors"][0]["code"], "RG_LIMIT", "{answer}");
    assert_eq!(answer["errors"][0]["displayType"], "RG_LIMIT");
    assert_eq!(
        answer["errors"][0]["message"],
        "This wager exceeds your max single wager limit of $3.00."
    );
    assert_eq!(cash(&app, &user).await, 1_000);
    assert_eq!(app.store().count_bets(&user).await.unwrap(), 0);

    // Visitors cannot place at all.
    let anonymous = visitor(&app).await;
    let res = gql(
        &app,
        &anonymous,
        PLACE,
        json!({"bets": [], "v": 0, "k": "x"}),
    )
    .await;
    assert_eq!(error_code(&res), "UNAUTHENTICATED");
    ledger_ok(&app).await;
}

#[tokio::test]
async fn bad_input_is_bad_user_input_with_the_betslip_error() {
    let app = app().await;
    games(&app).await;
    let a = bettor(&app, "a@example.com", 0).await;
    let b = bettor(&app, "b@example.com", 0).await;
    add(&app, &a.token, "g1.ml.a").await;

    let res = gql(
        &app,
        &a.token,
        ADD,
        json!({"id": "nope", "n": "1", "d": "1"}),
    )
    .await;
    assert_eq!(error_code(&res), "BAD_USER_INPUT", "{res}");
    assert_eq!(
        res["errors"][0]["extensions"]["betslipError"]["code"],
        "SELECTION_CLOSED"
    );
    assert_eq!(
        res["errors"][0]["extensions"]["betslipError"]["displayType"],
        "SELECTION_DISABLED"
    );
    let res = gql(
        &app,
        &a.token,
        ADD,
        json!({"id": "g1.ml.h", "n": "0", "d": "1"}),
    )
    .await;
    assert_eq!(error_code(&res), "BAD_USER_INPUT");

    for amount in ["12.345", "-1", "abc", "1.2.3"] {
        let res = gql(
            &app,
            &a.token,
            SET,
            json!({"b": "straight:g1.ml.a", "a": amount, "f": "BET"}),
        )
        .await;
        assert_eq!(error_code(&res), "BAD_USER_INPUT", "{amount}: {res}");
        assert_eq!(
            res["errors"][0]["extensions"]["betslipError"]["code"],
            "INVALID"
        );
    }
    let res = gql(
        &app,
        &a.token,
        SET,
        json!({"b": "straight:g1.ml.a", "a": "10000000", "f": "BET"}),
    )
    .await;
    assert_eq!(
        res["errors"][0]["extensions"]["betslipError"]["code"],
        "AMOUNT_TOO_LARGE"
    );
    // Another owner's draft bet is not in this slip.
    let res = gql(
        &app,
        &b.token,
        SET,
        json!({"b": "straight:g1.ml.a", "a": "5", "f": "BET"}),
    )
    .await;
    assert_eq!(error_code(&res), "BAD_USER_INPUT");
    let res = gql(
        &app,
        &b.token,
        SET,
        json!({"b": "whatever", "a": "5", "f": "BET"}),
    )
    .await;
    assert_eq!(error_code(&res), "BAD_USER_INPUT");
    // And placing it is refused too.
    let res = gql(
        &app,
        &b.token,
        PLACE,
        json!({"bets": [{"draftBetId": "straight:g1.ml.a", "betAmount": "500"}], "v": 1, "k": "k1"}),
    )
    .await;
    assert_eq!(error_code(&res), "BAD_USER_INPUT");
    let res = gql(
        &app,
        &a.token,
        PLACE,
        json!({"bets": [{"draftBetId": "straight:g1.ml.a", "betAmount": "5.00"}], "v": 1, "k": "k1"}),
    )
    .await;
    assert_eq!(error_code(&res), "BAD_USER_INPUT");
    // A's slip is untouched.
    let res = gql(&app, &a.token, "query { betslip { ...S } }", json!({})).await;
    assert_eq!(data(&res, "betslip")["numberOfSelections"], 1);
}

#[tokio::test]
async fn a_visitors_slip_is_promoted_on_login_and_demoted_on_logout() {
    let app = app().await;
    games(&app).await;
    let anonymous = visitor(&app).await;
    add(&app, &anonymous, "g1.ml.a").await;
    add(&app, &anonymous, "g2.ml.a").await;
    let b = bettor(&app, "promote@example.com", 0).await;
    add(&app, &b.token, "g3.ml.h").await;

    let transfer = |direction: &'static str| {
        let app = &app;
        let token = b.token.clone();
        let anonymous = anonymous.clone();
        async move {
            let res = app
                .client
                .post(app.url("/graphql"))
                .bearer_auth(&token)
                .header("x-anonymous-authorization", format!("Bearer {anonymous}"))
                .json(&json!({"query": format!("mutation {{ betslipTransfer(direction: {direction}) {{ numberOfSelections marketSelections {{ id }} }} }}")}))
                .send()
                .await
                .unwrap();
            res.json::<Value>().await.unwrap()
        }
    };
    let res = transfer("TO_ACCOUNT").await;
    let slip = data(&res, "betslipTransfer");
    assert_eq!(
        slip["numberOfSelections"], 2,
        "the visitor's slip replaces it: {res}"
    );
    assert_eq!(slip["marketSelections"][0]["id"], "g1.ml.a");
    let res = gql(&app, &anonymous, "query { betslip { ...S } }", json!({})).await;
    assert_eq!(data(&res, "betslip")["numberOfSelections"], 0);

    let res = transfer("TO_ANONYMOUS").await;
    assert_eq!(data(&res, "betslipTransfer")["numberOfSelections"], 2);
    let res = gql(&app, &b.token, "query { betslip { ...S } }", json!({})).await;
    assert_eq!(data(&res, "betslip")["numberOfSelections"], 0);

    // Without the header it is refused.
    let res = app
        .graphql(
            Some(&b.token),
            "mutation { betslipTransfer(direction: TO_ACCOUNT) { id } }",
            json!({}),
        )
        .await;
    assert_eq!(error_code(&res), "BAD_USER_INPUT");
}

#[tokio::test]
async fn two_sessions_placing_beyond_the_balance_only_the_affordable_one_passes() {
    let app = app().await;
    games(&app).await;
    let b = bettor(&app, "race@example.com", 1_000).await;
    let tokens = app.login("race@example.com", crate::common::PASSWORD).await;
    let second = tokens["access_token"].as_str().unwrap().to_owned();
    authorise(&app, &second).await;
    // One session bets from the slip, the other from its quick betslip: both reach the store.
    add(&app, &b.token, "g1.ml.a").await;
    let slip = set_amount(&app, &b.token, "straight:g1.ml.a", "6").await;
    let version = slip["version"].as_i64().unwrap();
    let (n, d) = price(&app, "g2.ml.a");
    let res = gql(
        &app,
        &second,
        "mutation($n: String!, $d: String!) { quickBetslipAddMarketSelection(selectionId: \"g2.ml.a\", odds: {numeratorLong: $n, denominatorLong: $d}, selectionOrigin: \"quick-bets\") { ...S } }",
        json!({"n": n, "d": d}),
    )
    .await;
    assert_eq!(
        data(&res, "quickBetslipAddMarketSelection")["numberOfSelections"],
        1
    );
    let res = gql(
        &app,
        &second,
        "mutation { quickBetslipSetBetAmount(draftBetId: \"straight:g2.ml.a\", amount: \"6\", amountField: BET) { ...S } }",
        json!({}),
    )
    .await;
    let quick_version = data(&res, "quickBetslipSetBetAmount")["version"]
        .as_i64()
        .unwrap();
    const QUICK_PLACE: &str = "mutation($v: Int!) { quickBetslipPlaceBet(bet: {draftBetId: \"straight:g2.ml.a\", betAmount: \"600\"}, betslipVersion: $v, idempotencyKey: \"race-b\") { placedBets { id } errors { code } betslip { ...S } } }";

    let (first, other) = tokio::join!(
        place(
            &app,
            &b.token,
            json!([{"draftBetId": "straight:g1.ml.a", "betAmount": "600"}]),
            version,
            "race-a"
        ),
        gql(&app, &second, QUICK_PLACE, json!({"v": quick_version})),
    );
    let other = data(&other, "quickBetslipPlaceBet").clone();
    let outcomes = [&first, &other];
    let placed = outcomes
        .iter()
        .filter(|a| !a["placedBets"].as_array().unwrap().is_empty())
        .count();
    assert_eq!(placed, 1, "{first}\n{other}");
    let refused = outcomes
        .iter()
        .find(|a| a["placedBets"].as_array().unwrap().is_empty())
        .unwrap();
    assert_eq!(
        refused["errors"][0]["code"], "INSUFFICIENT_FUNDS",
        "{refused}"
    );
    assert_eq!(cash(&app, &b.user).await, 400);
    assert_eq!(app.store().count_bets(&b.user).await.unwrap(), 1);
    ledger_ok(&app).await;
}

#[tokio::test]
async fn a_price_moving_against_the_bettor_during_the_in_play_delay_rejects_and_refunds() {
    let app = app().await;
    let key = games(&app).await;
    app.push_ok(&key, &feed::in_play(10, "g1", 7, 3)).await;
    let b = bettor(&app, "inplay@example.com", 2_000).await;
    add(&app, &b.token, "g1.ml.h").await;
    let slip = set_amount(&app, &b.token, "straight:g1.ml.h", "10").await;
    let version = slip["version"].as_i64().unwrap();
    let res = app
        .graphql(
            Some(&b.token),
            "query { betslip { straight { draftBets { placeBetDelayMilliseconds } } } }",
            json!({}),
        )
        .await;
    // Football: 6 s, scaled by 0.2.
    assert_eq!(
        res["data"]["betslip"]["straight"]["draftBets"][0]["placeBetDelayMilliseconds"], 1_200,
        "{res}"
    );

    let placing = {
        let app = &app;
        let token = b.token.clone();
        async move {
            place(
                app,
                &token,
                json!([{"draftBetId": "straight:g1.ml.h", "betAmount": "1000"}]),
                version,
                "inplay-1",
            )
            .await
        }
    };
    let moving = async {
        // The stake is held meanwhile; the price moves, then the delay passes.
        stake_held(&app, &b.user, 1_000).await;
        app.push_ok(&key, &feed::home_price(11, "g1", -300)).await;
        app.state.clock.advance(Duration::seconds(2));
    };
    let (answer, ()) = tokio::join!(placing, moving);
    assert_eq!(answer["placedBets"], json!([]), "{answer}");
    assert_eq!(answer["errors"][0]["code"], "ODDS_CHANGED");
    assert_eq!(
        answer["patronBalanceAfter"]["withdrawableBalance"]["amount"],
        2_000
    );
    assert_eq!(cash(&app, &b.user).await, 2_000, "the stake is given back");
    assert_eq!(
        answer["betslip"]["numberOfSelections"], 1,
        "the selection stays"
    );

    // Accepted when the price holds.
    let res = gql(
        &app,
        &b.token,
        "mutation { betslipAcceptChanges { ...S } }",
        json!({}),
    )
    .await;
    let version = data(&res, "betslipAcceptChanges")["version"]
        .as_i64()
        .unwrap();
    let placing = place(
        &app,
        &b.token,
        json!([{"draftBetId": "straight:g1.ml.h", "betAmount": "1000"}]),
        version,
        "inplay-2",
    );
    let waiting = async {
        stake_held(&app, &b.user, 1_000).await;
        app.state.clock.advance(Duration::seconds(2));
    };
    let (answer, ()) = tokio::join!(placing, waiting);
    assert_eq!(answer["errors"], json!([]), "{answer}");
    assert_eq!(answer["placedBets"][0]["status"], "OPEN");
    assert_eq!(cash(&app, &b.user).await, 1_000);
    ledger_ok(&app).await;
}

/// Waits until a pending in-play bet holds the stake: the bettor has `cents` left.
async fn stake_held(app: &TestApp, user: &UserId, cents: i64) {
    eventually(
        "the stake is held",
        std::time::Duration::from_secs(5),
        || async { (cash(app, user).await == cents).then_some(()) },
    )
    .await;
}

#[tokio::test]
async fn a_bonus_bet_is_used_once() {
    let app = app().await;
    games(&app).await;
    let b = bettor(&app, "bonus@example.com", 0).await;
    let reward = grant(
        &app,
        store::NewReward {
            amount_cents: 500,
            expires_at: app.now() + Duration::days(3),
            ..new_reward(&app, &b.user, store::RewardKind::FreeBet)
        },
    )
    .await;
    add(&app, &b.token, "g1.ml.a").await;
    let source = "mutation($b: ID!, $f: ID) { betslipSetAmountSource(draftBetId: $b, amountSourceType: FREE_BET, freeBetId: $f) { ...S } }";
    let res = gql(
        &app,
        &b.token,
        source,
        json!({"b": "straight:g1.ml.a", "f": reward.id}),
    )
    .await;
    let slip = data(&res, "betslipSetAmountSource").clone();
    let bet = &bets_of(&slip, "straight")[0];
    assert_eq!(bet["betAmount"]["amount"], 500);
    // +130 on a $5 bonus bet: $6.50 profit, no stake back.
    assert_eq!(bet["winAmount"]["amount"], 650);
    let answer = place(
        &app,
        &b.token,
        json!([{"draftBetId": "straight:g1.ml.a", "betAmount": "500"}]),
        slip["version"].as_i64().unwrap(),
        "bonus-1",
    )
    .await;
    assert_eq!(answer["errors"], json!([]), "{answer}");
    assert_eq!(answer["placedBets"][0]["potentialPayout"]["amount"], 650);
    assert_eq!(cash(&app, &b.user).await, 0, "no money moved");

    add(&app, &b.token, "g2.ml.a").await;
    let res = gql(
        &app,
        &b.token,
        source,
        json!({"b": "straight:g2.ml.a", "f": reward.id}),
    )
    .await;
    assert_eq!(error_code(&res), "BAD_USER_INPUT");
    assert_eq!(
        res["errors"][0]["extensions"]["betslipError"]["code"],
        "REWARD_UNAVAILABLE"
    );
    ledger_ok(&app).await;
}

#[tokio::test]
async fn betslip_updated_pushes_changes_of_the_slip_and_of_its_prices_only() {
    use crate::common::ws;
    let app = app().await;
    let key = games(&app).await;
    let b = bettor(&app, "watch@example.com", 0).await;
    let mut socket = ws::connect(&app).await;
    ws::init(&mut socket, Some(&b.token)).await;
    ws::subscribe(
        &mut socket,
        "1",
        "subscription { betslipUpdated(includeOddsTrend: true) { numberOfSelections marketSelections { id odds { american } } } }",
        json!({}),
    )
    .await;
    let first = ws::next(&mut socket).await;
    assert_eq!(
        first["payload"]["data"]["betslipUpdated"]["numberOfSelections"], 0,
        "{first}"
    );

    add(&app, &b.token, "g1.ml.h").await;
    let added = ws::next(&mut socket).await;
    let slip = &added["payload"]["data"]["betslipUpdated"];
    assert_eq!(slip["numberOfSelections"], 1, "{added}");
    assert_eq!(slip["marketSelections"][0]["odds"]["american"], "-150");
    assert_eq!(app.state.betslips.watched_selections(), 1);

    // Another game's price: nothing for this slip.
    app.push_ok(&key, &feed::home_price(10, "g2", -170)).await;
    assert!(
        ws::next_within(&mut socket, std::time::Duration::from_millis(500))
            .await
            .is_none()
    );
    // Its own selection's price: pushed.
    app.push_ok(&key, &feed::home_price(11, "g1", -180)).await;
    let moved = ws::next(&mut socket).await;
    assert_eq!(
        moved["payload"]["data"]["betslipUpdated"]["marketSelections"][0]["odds"]["american"],
        "-180",
        "{moved}"
    );
}
