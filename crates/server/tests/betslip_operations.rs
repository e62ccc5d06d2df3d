//! Every betslip operation of spec 001 §7 that `betslip.rs` leaves out, with its errors (§8),
//! on the running server (SQLite, or PostgreSQL with `STORE_BACKEND=postgres`): profit
//! boosts (computed, capped at their maximum stake, refused when restricted, expired, used or
//! another bettor's, paid boosted at settlement), Credits as the amount source, alternate
//! lines and teaser points, featured bets, replacing and merging, clearing the slip and its
//! teaser section, and the quick betslip. Amounts are exact cents; the ledger verifies after
//! each test that moves money.

#![allow(
    clippy::inconsistent_digit_grouping,
    reason = "cents are written as dollars_cents: 13_80 is $13.80"
)]

mod common;

use chrono::{Duration, Utc};
use common::TestApp;
use common::betting::*;
use common::feed;
use serde_json::{Value, json};
use store::{NewReward, RewardStatus};

const BOOST: &str = "mutation($b: ID!, $p: ID) { betslipSelectProfitBoost(draftBetId: $b, profitBoostId: $p) { ...S } }";
const SOURCE: &str = "mutation($b: ID!, $t: AmountSourceType!, $f: ID) { betslipSetAmountSource(draftBetId: $b, amountSourceType: $t, freeBetId: $f) { ...S } }";
const ADJUST: &str = "mutation($o: ID!, $n: ID!) { betslipAdjustMarketSelectionPoints(oldMarketSelectionId: $o, newMarketSelectionId: $n) { ...S } }";
const TEASE: &str =
    "mutation($b: ID!, $p: Float!) { betslipBuyTeaserPoints(draftBetId: $b, points: $p) { ...S } }";
const FEATURED: &str = "mutation($f: ID!) { betslipAddFeaturedBet(featuredBetId: $f) { ...S } }";
const REPLACE: &str = "mutation($s: [BetslipAddSelectionInput!]!, $m: Boolean!) { betslipReplace(selections: $s, mergeBetslip: $m) { ...S } }";
const CLEAR: &str = "mutation { betslipClear { ...S } }";
const CLEAR_TEASER: &str = "mutation { betslipClearTeaser { ...S } }";

const QUICK: &str = "query { quickBetslip { ...S } }";
const QUICK_ADD: &str = "mutation($id: ID!, $n: String!, $d: String!) { quickBetslipAddMarketSelection(selectionId: $id, odds: {numeratorLong: $n, denominatorLong: $d}, selectionOrigin: \"quick-bets\") { ...S } }";
const QUICK_REMOVE: &str =
    "mutation($id: ID!) { quickBetslipRemoveMarketSelection(selectionId: $id) { ...S } }";
const QUICK_SET: &str = "mutation($b: ID!, $a: String!, $f: AmountField!) { quickBetslipSetBetAmount(draftBetId: $b, amount: $a, amountField: $f) { ...S } }";
const QUICK_SOURCE: &str = "mutation($b: ID!, $t: AmountSourceType!) { quickBetslipSetAmountSource(draftBetId: $b, amountSourceType: $t) { ...S } }";
const QUICK_ACCEPT: &str = "mutation { quickBetslipAcceptChanges { ...S } }";
const QUICK_PLACE: &str = "mutation($b: ID!, $a: String!, $v: Int!, $k: String!) { quickBetslipPlaceBet(bet: {draftBetId: $b, betAmount: $a}, betslipVersion: $v, idempotencyKey: $k) { placedBets { id type betAmount { amount } potentialPayout { amount } legs { marketSelectionId odds { american } } } patronBalanceAfter { withdrawableBalance { amount } } errors { code message priority displayType } betslip { ...S } } }";

// ---- the error catalogue (spec 001 §8) as the server sends it -----------------------------

fn error(code: &str, message: &str, priority: u8, display: &str) -> Value {
    json!({"code": code, "message": message, "priority": priority, "displayType": display})
}

fn invalid(message: &str) -> Value {
    error("INVALID", message, 8, "INVALID")
}

fn reward_unavailable() -> Value {
    error(
        "REWARD_UNAVAILABLE",
        "This reward is no longer available.",
        8,
        "INVALID",
    )
}

fn low_credits() -> Value {
    error(
        "LOW_PROMOTIONAL_CREDITS",
        "You don't have enough Credits for this bet.",
        5,
        "BET_AMOUNT",
    )
}

fn selection_closed() -> Value {
    error(
        "SELECTION_CLOSED",
        "This selection is no longer available.",
        6,
        "SELECTION_DISABLED",
    )
}

fn odds_changed() -> Value {
    error(
        "ODDS_CHANGED",
        "Odds have changed. Please review and accept the changes.",
        2,
        "ODDS_CHANGED",
    )
}

fn betslip_changed() -> Value {
    error(
        "BETSLIP_CHANGED",
        "Your betslip changed. Please review it and try again.",
        9,
        "RETRYABLE",
    )
}

const NOT_IN_SLIP: &str = "This bet is not in your betslip.";

/// Asserts an operation was refused as BAD_USER_INPUT carrying `expected`.
#[track_caller]
fn refused(res: &Value, expected: &Value) {
    assert_eq!(error_code(res), "BAD_USER_INPUT", "{res}");
    assert_eq!(betslip_error(res), expected, "{res}");
}

// ---- small calls -------------------------------------------------------------------------

async fn select_boost(app: &TestApp, token: &str, bet: &str, boost: Option<&str>) -> Value {
    gql(app, token, BOOST, json!({"b": bet, "p": boost})).await
}

async fn source(
    app: &TestApp,
    token: &str,
    bet: &str,
    kind: &str,
    free_bet: Option<&str>,
) -> Value {
    gql(
        app,
        token,
        SOURCE,
        json!({"b": bet, "t": kind, "f": free_bet}),
    )
    .await
}

fn version(slip: &Value) -> i64 {
    slip["version"].as_i64().expect("version")
}

fn ids(list: &Value, field: &str) -> Vec<String> {
    list.as_array()
        .expect("a list")
        .iter()
        .map(|v| v[field].as_str().expect("a string").to_owned())
        .collect()
}

/// The selections of the slip, in order.
fn selections(slip: &Value) -> Vec<String> {
    ids(&slip["marketSelections"], "id")
}

/// The profit boosts a draft bet offers.
fn boosts(bet: &Value) -> Vec<String> {
    ids(&bet["availableProfitBoosts"], "rawId")
}

/// A selection to add at its current price.
fn pick(app: &TestApp, selection: &str) -> Value {
    let (n, d) = price(app, selection);
    json!({"selectionId": selection, "odds": {"numeratorLong": n, "denominatorLong": d}, "selectionOrigin": "share"})
}

fn straight_bet(slip: &Value, selection: &str) -> Value {
    let id = format!("straight:{selection}");
    bets_of(slip, "straight")
        .iter()
        .find(|b| b["id"] == id.as_str())
        .cloned()
        .unwrap_or_else(|| panic!("no {id} in {slip}"))
}

// ---- profit boosts -----------------------------------------------------------------------

#[tokio::test]
async fn a_profit_boost_boosts_the_profit_up_to_its_maximum_stake_and_the_bet_pays_it() {
    let app = app().await;
    let key = games(&app).await;
    let b = bettor(&app, "boost@example.com", 100_00).await;
    // `sportsbook admin award profit-boost --percentage 50 --max-stake 10.00`
    let boost = grant(&app, profit_boost(&b.user, 50, 10_00)).await;

    add(&app, &b.token, "g1.ml.a").await;
    let slip = set_amount(&app, &b.token, "straight:g1.ml.a", "5").await;
    let bet = straight_bet(&slip, "g1.ml.a");
    assert_eq!(
        bet["availableProfitBoosts"],
        json!([{"rawId": boost.id, "boostPercentage": 50, "maximumStakeAmount": {"amount": 10_00},
                "maximumAmount": {"amount": 5_00}, "isRestricted": false, "eventRestrictionLabel": null}])
    );
    assert_eq!(bet["boostedWinAmount"], Value::Null);
    assert_eq!(bet["boostedTotalOdds"], Value::Null);

    // Under the cap: +130 on $5 wins $6.50, boosted by half: $9.75; 13/10 becomes 39/20.
    let res = select_boost(&app, &b.token, "straight:g1.ml.a", Some(&boost.id)).await;
    let slip = data(&res, "betslipSelectProfitBoost").clone();
    let bet = straight_bet(&slip, "g1.ml.a");
    assert_eq!(bet["selectedProfitBoostId"], boost.id.as_str());
    assert_eq!(bet["errors"], json!([]));
    assert_eq!(bet["winAmount"]["amount"], 6_50);
    assert_eq!(bet["boostedWinAmount"]["amount"], 9_75);
    assert_eq!(
        bet["boostedTotalOdds"],
        json!({"american": "+195", "numerator": 39, "denominator": 20})
    );
    assert_eq!(
        bet["totalOdds"],
        json!({"american": "+130", "numerator": 13, "denominator": 10})
    );

    // Over the cap: the first $10 of $20 earns the boost ($19.50), the rest the price ($13).
    let slip = set_amount(&app, &b.token, "straight:g1.ml.a", "20").await;
    let bet = straight_bet(&slip, "g1.ml.a");
    assert_eq!(bet["winAmount"]["amount"], 26_00);
    assert_eq!(bet["boostedWinAmount"]["amount"], 32_50);
    assert_eq!(
        slip["straight"]["totalPotentialReturnAmount"]["amount"],
        46_00
    );
    assert_eq!(
        slip["straight"]["totalPotentialBoostedReturnAmount"]["amount"],
        52_50
    );

    // Removing it takes the boost off; selecting it again puts it back.
    let res = select_boost(&app, &b.token, "straight:g1.ml.a", None).await;
    let bet = straight_bet(data(&res, "betslipSelectProfitBoost"), "g1.ml.a");
    assert_eq!(bet["selectedProfitBoostId"], Value::Null);
    assert_eq!(bet["boostedWinAmount"], Value::Null);
    let res = select_boost(&app, &b.token, "straight:g1.ml.a", Some(&boost.id)).await;
    let slip = data(&res, "betslipSelectProfitBoost").clone();

    let answer = place(
        &app,
        &b.token,
        json!([{"draftBetId": "straight:g1.ml.a", "betAmount": "2000"}]),
        version(&slip),
        "boost-1",
    )
    .await;
    assert_eq!(answer["errors"], json!([]), "{answer}");
    let placed = &answer["placedBets"][0];
    assert_eq!(placed["potentialPayout"]["amount"], 52_50);
    assert_eq!(
        placed["profitBoost"],
        json!({"percentage": 50, "maxStake": {"amount": 10_00}})
    );
    assert_eq!(placed["odds"]["american"], "+130");
    assert_eq!(cash(&app, &b.user).await, 80_00);
    let bet_id = placed["rawId"].as_str().unwrap().to_owned();
    let used = app
        .store()
        .rewards(&b.user, Utc::now())
        .await
        .unwrap()
        .into_iter()
        .find(|r| r.id == boost.id)
        .unwrap();
    assert_eq!(used.status, RewardStatus::Used);
    assert_eq!(
        used.used_by_bet.map(|id| id.to_string()),
        Some(bet_id.clone())
    );

    // Used: no other bet is offered it, and choosing it is refused.
    let slip = add(&app, &b.token, "g2.ml.a").await;
    assert!(boosts(&straight_bet(&slip, "g2.ml.a")).is_empty());
    let res = select_boost(&app, &b.token, "straight:g2.ml.a", Some(&boost.id)).await;
    refused(&res, &reward_unavailable());

    // Buffalo win g1: the bet pays $20 + $32.50.
    app.push_ok(
        &key,
        &feed::result(
            10,
            "g1.ml",
            &[("g1.ml.h", json!("loss")), ("g1.ml.a", json!("win"))],
        ),
    )
    .await;
    let bet = settled(&app, &b.user, &bet_id).await;
    assert_eq!(bet.payout_cents, 52_50);
    assert_eq!(cash(&app, &b.user).await, 80_00 + 52_50);
    ledger_ok(&app).await;
}

#[tokio::test]
async fn a_profit_boost_is_refused_when_restricted_expired_taken_or_another_bettors() {
    let app = app().await;
    games(&app).await;
    let b = bettor(&app, "boosts@example.com", 100_00).await;
    let other = bettor(&app, "other@example.com", 0).await;
    let soon = grant(
        &app,
        NewReward {
            expires_at: Utc::now() + Duration::hours(1),
            ..profit_boost(&b.user, 25, 10_00)
        },
    )
    .await;
    let parlays_only = grant(
        &app,
        NewReward {
            bet_types: vec!["parlay".into()],
            min_legs: Some(2),
            ..profit_boost(&b.user, 20, 10_00)
        },
    )
    .await;
    let g2_only = grant(
        &app,
        NewReward {
            event_id: Some("g2".into()),
            ..profit_boost(&b.user, 30, 10_00)
        },
    )
    .await;
    let expired = grant(
        &app,
        NewReward {
            expires_at: Utc::now() - Duration::minutes(1),
            ..profit_boost(&b.user, 50, 10_00)
        },
    )
    .await;
    let theirs = grant(&app, profit_boost(&other.user, 50, 10_00)).await;

    add(&app, &b.token, "g1.ml.a").await;
    let slip = set_amount(&app, &b.token, "straight:g1.ml.a", "10").await;
    // A straight on g1 is offered only the unrestricted boost that has not expired.
    assert_eq!(
        boosts(&straight_bet(&slip, "g1.ml.a")),
        vec![soon.id.clone()]
    );
    for id in [expired.id.as_str(), theirs.id.as_str(), "nope"] {
        let res = select_boost(&app, &b.token, "straight:g1.ml.a", Some(id)).await;
        refused(&res, &reward_unavailable());
    }
    // A draft bet the slip does not have.
    let res = select_boost(&app, &b.token, "parlay", Some(&soon.id)).await;
    refused(&res, &invalid(NOT_IN_SLIP));
    assert_eq!(version(&read_slip(&app, &b.token).await), version(&slip));

    // A boost restricted to parlays can be chosen on the straight, but the bet does not take
    // it: the bet carries REWARD_UNAVAILABLE and placing it is refused.
    let res = select_boost(&app, &b.token, "straight:g1.ml.a", Some(&parlays_only.id)).await;
    let slip = data(&res, "betslipSelectProfitBoost").clone();
    let bet = straight_bet(&slip, "g1.ml.a");
    assert_eq!(bet["selectedProfitBoostId"], parlays_only.id.as_str());
    assert_eq!(bet["boostedWinAmount"], Value::Null);
    assert_eq!(bet["errors"], json!([reward_unavailable()]));
    let answer = place(
        &app,
        &b.token,
        json!([{"draftBetId": "straight:g1.ml.a", "betAmount": "1000"}]),
        version(&slip),
        "restricted-1",
    )
    .await;
    assert_eq!(answer["errors"], json!([reward_unavailable()]));
    assert_eq!(answer["placedBets"], json!([]));
    let res = select_boost(&app, &b.token, "straight:g1.ml.a", None).await;
    assert_eq!(
        straight_bet(data(&res, "betslipSelectProfitBoost"), "g1.ml.a")["errors"],
        json!([])
    );

    // With g2 in the slip: the g2 straight is offered the g2 boost (restricted, labelled
    // with the event); the parlay is offered the parlay boost, not the g2 one (g1 is in it).
    let slip = add(&app, &b.token, "g2.ml.a").await;
    let g2 = straight_bet(&slip, "g2.ml.a");
    assert_eq!(boosts(&g2), vec![soon.id.clone(), g2_only.id.clone()]);
    assert_eq!(g2["availableProfitBoosts"][1]["isRestricted"], true);
    assert_eq!(
        g2["availableProfitBoosts"][1]["eventRestrictionLabel"],
        "Buffalo Bills @ Kansas City Chiefs"
    );
    let parlay = &bets_of(&slip, "parlay")[0];
    assert_eq!(
        boosts(parlay),
        vec![soon.id.clone(), parlays_only.id.clone()]
    );
    // 23/10 x 23/10 = 529/100: $10 wins $42.90, boosted 20%: $51.48 (429/100 -> 1287/250).
    set_amount(&app, &b.token, "parlay", "10").await;
    let res = select_boost(&app, &b.token, "parlay", Some(&parlays_only.id)).await;
    let slip = data(&res, "betslipSelectProfitBoost").clone();
    let parlay = &bets_of(&slip, "parlay")[0];
    assert_eq!(parlay["errors"], json!([]));
    assert_eq!(parlay["winAmount"]["amount"], 42_90);
    assert_eq!(parlay["boostedWinAmount"]["amount"], 51_48);
    assert_eq!(parlay["boostedTotalOdds"]["numerator"], 1287);
    assert_eq!(parlay["boostedTotalOdds"]["denominator"], 250);

    // One boost serves one bet: the second bet choosing it gets REWARD_UNAVAILABLE.
    select_boost(&app, &b.token, "straight:g1.ml.a", Some(&soon.id)).await;
    let res = select_boost(&app, &b.token, "straight:g2.ml.a", Some(&soon.id)).await;
    let slip = data(&res, "betslipSelectProfitBoost").clone();
    assert_eq!(
        straight_bet(&slip, "g1.ml.a")["boostedWinAmount"]["amount"],
        16_25
    );
    assert_eq!(
        straight_bet(&slip, "g2.ml.a")["errors"],
        json!([reward_unavailable()])
    );
    select_boost(&app, &b.token, "straight:g2.ml.a", None).await;

    // The boost expires while chosen: the bet loses it and placing it is refused. The
    // location authorisation runs on the same clock, so it is renewed after the jump.
    app.state.clock.advance(Duration::hours(2));
    authorise(&app, &b.token).await;
    let slip = read_slip(&app, &b.token).await;
    let bet = straight_bet(&slip, "g1.ml.a");
    assert_eq!(bet["selectedProfitBoostId"], soon.id.as_str());
    assert_eq!(bet["boostedWinAmount"], Value::Null);
    assert_eq!(bet["errors"], json!([reward_unavailable()]));
    let answer = place(
        &app,
        &b.token,
        json!([{"draftBetId": "straight:g1.ml.a", "betAmount": "1000"}]),
        version(&slip),
        "expired-1",
    )
    .await;
    assert_eq!(answer["errors"], json!([reward_unavailable()]));
    assert_eq!(cash(&app, &b.user).await, 100_00);
    assert_eq!(app.store().count_bets(&b.user).await.unwrap(), 0);
    ledger_ok(&app).await;
}

// ---- Credits -----------------------------------------------------------------------------

#[tokio::test]
async fn credits_pay_the_stake_instead_of_cash_and_a_short_balance_is_refused() {
    let app = app().await;
    let key = games(&app).await;
    let b = bettor(&app, "credits@example.com", 5_00).await;
    // `sportsbook admin award credits --amount 10.00`
    grant_credits(&app, &b.user, 10_00).await;

    add(&app, &b.token, "g1.ml.a").await;
    let res = source(
        &app,
        &b.token,
        "straight:g1.ml.a",
        "PROMOTIONAL_CREDIT",
        None,
    )
    .await;
    let bet = straight_bet(data(&res, "betslipSetAmountSource"), "g1.ml.a");
    assert_eq!(bet["amountSourceType"], "PROMOTIONAL_CREDIT");
    assert_eq!(bet["availablePromotionalCreditBalance"]["amount"], 10_00);

    // $12 of Credits out of $10.
    let slip = set_amount(&app, &b.token, "straight:g1.ml.a", "12").await;
    assert_eq!(
        straight_bet(&slip, "g1.ml.a")["errors"],
        json!([low_credits()])
    );
    let answer = place(
        &app,
        &b.token,
        json!([{"draftBetId": "straight:g1.ml.a", "betAmount": "1200"}]),
        version(&slip),
        "credits-1",
    )
    .await;
    assert_eq!(answer["errors"], json!([low_credits()]));
    assert_eq!(answer["placedBets"], json!([]));
    assert_eq!(
        (cash(&app, &b.user).await, credits(&app, &b.user).await),
        (5_00, 10_00)
    );

    // Two Credits bets share the balance: $6 fits, a second $6 does not, $4 does.
    add(&app, &b.token, "g2.ml.a").await;
    source(
        &app,
        &b.token,
        "straight:g2.ml.a",
        "PROMOTIONAL_CREDIT",
        None,
    )
    .await;
    set_amount(&app, &b.token, "straight:g1.ml.a", "6").await;
    let slip = set_amount(&app, &b.token, "straight:g2.ml.a", "6").await;
    assert_eq!(straight_bet(&slip, "g1.ml.a")["errors"], json!([]));
    assert_eq!(
        straight_bet(&slip, "g2.ml.a")["errors"],
        json!([low_credits()])
    );
    let slip = set_amount(&app, &b.token, "straight:g2.ml.a", "4").await;
    assert_eq!(straight_bet(&slip, "g2.ml.a")["errors"], json!([]));
    let answer = place(
        &app,
        &b.token,
        json!([
            {"draftBetId": "straight:g1.ml.a", "betAmount": "600"},
            {"draftBetId": "straight:g2.ml.a", "betAmount": "400"}
        ]),
        version(&slip),
        "credits-2",
    )
    .await;
    assert_eq!(answer["errors"], json!([]), "{answer}");
    let placed = answer["placedBets"].as_array().unwrap();
    assert_eq!(placed[0]["amountSourceType"], "PROMOTIONAL_CREDIT");
    // $6 at +130 returns $13.80 in cash; $4 returns $9.20.
    assert_eq!(placed[0]["potentialPayout"]["amount"], 13_80);
    assert_eq!(placed[1]["potentialPayout"]["amount"], 9_20);
    assert_eq!(
        answer["patronBalanceAfter"]["withdrawableBalance"]["amount"],
        5_00
    );
    assert_eq!(
        (cash(&app, &b.user).await, credits(&app, &b.user).await),
        (5_00, 0),
        "the stakes came from Credits, not cash"
    );

    // No Credits left: refused; switching back to cash pays from cash.
    add(&app, &b.token, "g3.ml.a").await;
    source(
        &app,
        &b.token,
        "straight:g3.ml.a",
        "PROMOTIONAL_CREDIT",
        None,
    )
    .await;
    let slip = set_amount(&app, &b.token, "straight:g3.ml.a", "1").await;
    let bet = straight_bet(&slip, "g3.ml.a");
    assert_eq!(bet["errors"], json!([low_credits()]));
    assert_eq!(bet["availablePromotionalCreditBalance"]["amount"], 0);
    let res = source(&app, &b.token, "straight:g3.ml.a", "CASH", None).await;
    let slip = data(&res, "betslipSetAmountSource").clone();
    let bet = straight_bet(&slip, "g3.ml.a");
    assert_eq!(bet["amountSourceType"], "CASH");
    assert_eq!(bet["errors"], json!([]));
    let answer = place(
        &app,
        &b.token,
        json!([{"draftBetId": "straight:g3.ml.a", "betAmount": "100"}]),
        version(&slip),
        "cash-1",
    )
    .await;
    assert_eq!(answer["errors"], json!([]), "{answer}");
    assert_eq!(cash(&app, &b.user).await, 4_00);

    // A bonus bet needs its id; an unknown one is refused.
    add(&app, &b.token, "g1.tot.o").await;
    let res = source(&app, &b.token, "straight:g1.tot.o", "FREE_BET", None).await;
    refused(&res, &invalid("Choose the bonus bet to use."));
    let res = source(
        &app,
        &b.token,
        "straight:g1.tot.o",
        "FREE_BET",
        Some("nope"),
    )
    .await;
    refused(&res, &reward_unavailable());
    let res = source(&app, &b.token, "straight:nope", "CASH", None).await;
    refused(&res, &invalid(NOT_IN_SLIP));

    // A Credits stake that wins is paid in cash, stake and profit.
    app.push_ok(
        &key,
        &feed::result(
            10,
            "g1.ml",
            &[("g1.ml.h", json!("loss")), ("g1.ml.a", json!("win"))],
        ),
    )
    .await;
    let first = placed[0]["rawId"].as_str().unwrap();
    assert_eq!(settled(&app, &b.user, first).await.payout_cents, 13_80);
    assert_eq!(
        (cash(&app, &b.user).await, credits(&app, &b.user).await),
        (4_00 + 13_80, 0)
    );
    ledger_ok(&app).await;
}

// ---- lines: alternate spreads and teaser points ------------------------------------------

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

// ---- featured bets, replace and merge, clearing ------------------------------------------

/// The ids of the featured bet cards `/exclusives` shows.
async fn featured_cards(app: &TestApp, token: &str) -> Vec<String> {
    let res = app
        .graphql(
            Some(token),
            "{ marketplacePage(canonicalUrl: \"/exclusives\") { sections { shelves { __typename
                ... on FeaturedBetsShelf { cards { ... on FeaturedStraightBetCard { id } ... on FeaturedParlayBetCard { id } } } } } } }",
            json!({}),
        )
        .await;
    let page = data(&res, "marketplacePage");
    page["sections"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|s| s["shelves"].as_array().unwrap().iter())
        .filter(|s| s["__typename"] == "FeaturedBetsShelf")
        .flat_map(|s| ids(&s["cards"], "id"))
        .collect()
}

#[tokio::test]
async fn a_featured_bet_adds_its_selections_at_their_current_prices() {
    let app = app().await;
    let key = games(&app).await;
    let b = bettor(&app, "featured@example.com", 0).await;
    let cards = featured_cards(&app, &b.token).await;
    assert_eq!(
        cards[..4],
        [
            "featured:g1.ml.h",
            "featured:g2.ml.h",
            "featured:g3.ml.h",
            "featured-parlay:g1.ml.h+g2.ml.h+g3.ml.h"
        ],
        "{cards:?}"
    );

    // The price moved after the card was shown: the selection comes in at the new price.
    app.push_ok(&key, &feed::home_price(10, "g1", -200)).await;
    let res = gql(&app, &b.token, FEATURED, json!({"f": cards[0]})).await;
    let slip = data(&res, "betslipAddFeaturedBet").clone();
    assert_eq!(selections(&slip), ["g1.ml.h"]);
    assert_eq!(slip["marketSelections"][0]["odds"]["american"], "-200");
    assert_eq!(
        slip["marketSelectionsMetadata"],
        json!([{"marketSelectionId": "g1.ml.h", "selectionOrigin": "featured", "attributes": []}])
    );
    assert_eq!(slip["errors"], json!([]));
    assert_eq!(straight_bet(&slip, "g1.ml.h")["errors"], json!([]));

    // The parlay card adds its three legs (g1 once): 1/2, 2/3, 2/3 -> 3/2 x 5/3 x 5/3 = 25/6.
    let res = gql(&app, &b.token, FEATURED, json!({"f": cards[3]})).await;
    let slip = data(&res, "betslipAddFeaturedBet").clone();
    assert_eq!(selections(&slip), ["g1.ml.h", "g2.ml.h", "g3.ml.h"]);
    let parlay = &bets_of(&slip, "parlay")[0];
    assert_eq!(parlay["errors"], json!([]));
    assert_eq!(
        (
            &parlay["totalOdds"]["numerator"],
            &parlay["totalOdds"]["denominator"]
        ),
        (&json!(19), &json!(6))
    );
    let added = version(&slip);

    // Refusals add nothing, not even the good part of a parlay card.
    let res = gql(&app, &b.token, FEATURED, json!({"f": "nope"})).await;
    refused(&res, &invalid("This featured bet is no longer available."));
    let res = gql(&app, &b.token, FEATURED, json!({"f": "featured:nope"})).await;
    refused(&res, &selection_closed());
    let res = gql(
        &app,
        &b.token,
        FEATURED,
        json!({"f": "featured-parlay:g1.tot.o+nope"}),
    )
    .await;
    refused(&res, &selection_closed());
    let slip = read_slip(&app, &b.token).await;
    assert_eq!(version(&slip), added);
    assert_eq!(selections(&slip), ["g1.ml.h", "g2.ml.h", "g3.ml.h"]);

    // Visitors may add featured bets too.
    let anonymous = visitor(&app).await;
    let res = gql(&app, &anonymous, FEATURED, json!({"f": cards[1]})).await;
    assert_eq!(selections(data(&res, "betslipAddFeaturedBet")), ["g2.ml.h"]);
    let res = app
        .graphql(None, &with_slip(FEATURED), json!({"f": cards[1]}))
        .await;
    assert_eq!(error_code(&res), "UNAUTHENTICATED");
}

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

// ---- the quick betslip -------------------------------------------------------------------

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

// ---- what the bettor saw: teaser legs and price, partial acceptance, the quick draft bet ---

const TEASE_SEEN: &str = "mutation($b: ID!, $p: Float!, $m: [ID!], $o: BetslipOddsInput) { betslipBuyTeaserPoints(draftBetId: $b, points: $p, affectedMarkets: $m, odds: $o, includeOddsTrend: true) { ...S teaser { draftBets { id totalOddsTrend } } } }";
const ACCEPT_ONLY: &str = "mutation($s: [ID!], $g: [[ID!]!]) { betslipAcceptChanges(marketSelections: $s, sameGameParlayLegs: $g, includeOddsTrend: true) { ...S teaser { draftBets { id totalOddsTrend } } draftBetEventGroupings: straight { draftBetEventGroupings { eventId legGroupRequiresAcceptance } } } }";
const QUICK_DRAFT: &str = "mutation($id: ID!, $n: String!, $d: String!, $a: String!, $f: AmountField!, $t: AmountSourceType, $fb: ID) { quickBetslipSetDraftBet(selectionId: $id, odds: {numeratorLong: $n, denominatorLong: $d}, amount: $a, amountField: $f, amountSourceType: $t, freeBetId: $fb, selectionOrigin: \"quick-bets\") { ...S } }";

/// ODDS_CHANGED as the slip's own errors read it (code and message).
fn slip_odds_changed() -> Value {
    json!({"code": "ODDS_CHANGED", "message": "Odds have changed. Please review and accept the changes."})
}

fn american(odds: &str) -> Value {
    // American to numerator/denominator strings as the client sends them.
    let a: i64 = odds.parse().unwrap();
    let (n, d) = if a > 0 { (a, 100) } else { (100, -a) };
    json!({"numeratorLong": n.to_string(), "denominatorLong": d.to_string()})
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

#[tokio::test]
async fn accepting_listed_changes_leaves_the_others_waiting() {
    let app = app().await;
    let key = games(&app).await;
    let b = bettor(&app, "accept-some@example.com", 0).await;
    // A same-game group (KC ML with the g1 Over) and a g2 leg.
    add(&app, &b.token, "g1.ml.h").await;
    add(&app, &b.token, "g1.tot.o").await;
    let slip = add(&app, &b.token, "g2.ml.h").await;
    assert_eq!(slip["errors"], json!([]));
    app.push_ok(&key, &feed::home_price(10, "g1", -200)).await;
    app.push_ok(&key, &feed::home_price(11, "g2", -120)).await;
    let waiting = |slip: &Value| {
        let legs: Vec<String> = bets_of(slip, "straight")
            .iter()
            .filter(|b| b["errors"] == json!([odds_changed()]))
            .map(|b| b["id"].as_str().unwrap().to_owned())
            .collect();
        (legs, bets_of(slip, "parlay")[0]["errors"].clone())
    };
    let slip = read_slip(&app, &b.token).await;
    assert_eq!(
        waiting(&slip),
        (
            vec!["straight:g1.ml.h".into(), "straight:g2.ml.h".into()],
            json!([odds_changed()])
        )
    );
    let before = version(&slip);

    // Unknown selections or groups: refused, nothing accepted.
    for (vars, message) in [
        (
            json!({"s": ["g2.ml.h", "g3.ml.h"]}),
            "This selection is not in your betslip.",
        ),
        (
            json!({"g": [["g1.ml.h"]]}),
            "This same-game group is not in your betslip.",
        ),
        (
            json!({"g": [["g1.ml.h", "g2.ml.h"]]}),
            "This same-game group is not in your betslip.",
        ),
    ] {
        let res = gql(&app, &b.token, ACCEPT_ONLY, vars).await;
        refused(&res, &invalid(message));
    }
    assert_eq!(version(&read_slip(&app, &b.token).await), before);

    // g2's price only: g1's leg and its group still wait, so does the parlay.
    let res = gql(&app, &b.token, ACCEPT_ONLY, json!({"s": ["g2.ml.h"]})).await;
    let slip = data(&res, "betslipAcceptChanges").clone();
    assert_eq!(
        waiting(&slip),
        (vec!["straight:g1.ml.h".into()], json!([odds_changed()]))
    );
    assert_eq!(slip["errors"], json!([slip_odds_changed()]));
    assert_eq!(
        straight_bet(&slip, "g2.ml.h")["totalOdds"]["american"],
        "-120"
    );
    // The group (its legs in any order): its joint price is accepted, its leg's is not.
    let res = gql(
        &app,
        &b.token,
        ACCEPT_ONLY,
        json!({"g": [["g1.tot.o", "g1.ml.h"]]}),
    )
    .await;
    let slip = data(&res, "betslipAcceptChanges").clone();
    assert_eq!(
        slip["draftBetEventGroupings"]["draftBetEventGroupings"],
        json!([{"eventId": "g1", "legGroupRequiresAcceptance": false},
               {"eventId": "g2", "legGroupRequiresAcceptance": false}]),
        "{slip}"
    );
    assert_eq!(
        waiting(&slip),
        (vec!["straight:g1.ml.h".into()], json!([odds_changed()]))
    );
    // Empty lists accept nothing; the leg itself, then, clears the slip.
    let res = gql(&app, &b.token, ACCEPT_ONLY, json!({"s": [], "g": []})).await;
    let slip = data(&res, "betslipAcceptChanges").clone();
    assert_eq!(
        waiting(&slip),
        (vec!["straight:g1.ml.h".into()], json!([odds_changed()]))
    );
    let res = gql(&app, &b.token, ACCEPT_ONLY, json!({"s": ["g1.ml.h"]})).await;
    let slip = data(&res, "betslipAcceptChanges").clone();
    assert_eq!(waiting(&slip), (Vec::<String>::new(), json!([])));
    assert_eq!(slip["errors"], json!([]));
    assert_eq!(
        straight_bet(&slip, "g1.ml.h")["totalOdds"]["american"],
        "-200"
    );
}

#[tokio::test]
async fn the_quick_draft_bet_is_set_in_one_call_or_not_at_all() {
    use common::ws;
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
            ..new_reward(&b.user, store::RewardKind::FreeBet)
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
