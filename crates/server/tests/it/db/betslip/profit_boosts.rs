//! Profit boosts: the boosted profit, capped at the boost's maximum stake and paid boosted at
//! settlement; refused when restricted, expired, used or another bettor's.

use super::support::*;
use crate::common::betting::*;
use crate::common::feed;
use crate::common::{TestApp, long_sessions};
use chrono::Duration;
use serde_json::{Value, json};
use store::{NewReward, RewardStatus};

#[tokio::test]
async fn a_profit_boost_boosts_the_profit_up_to_its_maximum_stake_and_the_bet_pays_it() {
    let app = app().await;
    let key = games(&app).await;
    let b = bettor(&app, "boost@example.com", 100_00).await;
    // `sportsbook admin award profit-boost --percentage 50 --max-stake 10.00`
    let boost = grant(&app, profit_boost(&app, &b.user, 50, 10_00)).await;

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
        .rewards(&b.user, app.now())
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
    let app = TestApp::spawn_with(|c| {
        c.betting.delay_scale = 0.2;
        long_sessions(c);
    })
    .await;
    games(&app).await;
    let b = bettor(&app, "boosts@example.com", 100_00).await;
    let other = bettor(&app, "other@example.com", 0).await;
    let soon = grant(
        &app,
        NewReward {
            expires_at: app.now() + Duration::hours(1),
            ..profit_boost(&app, &b.user, 25, 10_00)
        },
    )
    .await;
    let parlays_only = grant(
        &app,
        NewReward {
            bet_types: vec!["parlay".into()],
            min_legs: Some(2),
            ..profit_boost(&app, &b.user, 20, 10_00)
        },
    )
    .await;
    let g2_only = grant(
        &app,
        NewReward {
            event_id: Some("g2".into()),
            ..profit_boost(&app, &b.user, 30, 10_00)
        },
    )
    .await;
    let expired = grant(
        &app,
        NewReward {
            expires_at: app.now() - Duration::minutes(1),
            ..profit_boost(&app, &b.user, 50, 10_00)
        },
    )
    .await;
    let theirs = grant(&app, profit_boost(&app, &other.user, 50, 10_00)).await;

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
