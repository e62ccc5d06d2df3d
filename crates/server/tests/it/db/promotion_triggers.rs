//! Bet and sign-up triggers of promotions on the running server: an accepted parlay earns
//! a bet-placed promotion's profit boost, a losing parlay earns an opted-in bettor's second
//! chance bonus bet when the settlement job grades it, a new account earns a sign-up bonus
//! bet; each once, with the ledger verified.

use crate::common::betting::*;
use crate::common::feed::result;
use crate::common::{TestApp, eventually};
use domain::ids::UserId;
use domain::promotion::{Action, Enrollment};
use serde_json::{Value, json};
use server::promotions::{admin, enrollment};
use std::time::Duration;
use store::{Reward, RewardKind};

fn definition(slug: &str, trigger: Value, opt_in: bool, award: Value) -> Value {
    json!({
        "schemaVersion": 1,
        "slug": slug,
        "title": slug,
        "startsAt": "2025-01-01T00:00:00Z",
        "endsAt": "2036-01-01T00:00:00Z",
        "eligibility": { "optInRequired": opt_in },
        "trigger": trigger,
        "awards": [award]
    })
}

async fn rewards(app: &TestApp, user: &UserId) -> Vec<Reward> {
    app.store()
        .available_rewards(user, app.now())
        .await
        .unwrap()
}

#[tokio::test]
async fn promo_parlays_earn_a_boost_when_placed_and_a_second_chance_when_lost() {
    let app = TestApp::spawn_with(|c| c.betting.delay_scale = 0.2).await;
    let key = games(&app).await;
    let parlays = json!({ "betTypes": ["parlay"], "minLegs": 2 });
    app.create_promotion(&definition(
            "parlay-boost",
            json!({ "kind": "betPlaced", "conditions": parlays }),
            false,
            json!({ "kind": "profitBoost", "percentage": 50, "maxStakeCents": 2500, "restriction": { "betTypes": ["parlay"] } }),
        ),
    )
    .await;
    let second = app
        .create_promotion(&definition(
            "second-chance",
            json!({ "kind": "betSettledLosing", "conditions": parlays }),
            true,
            json!({ "kind": "bonusBet", "amount": { "matchPercent": 100, "maxCents": 2500 } }),
        ))
        .await;
    let b = bettor(&app, "parlays@example.com", 10_000).await;

    assert!(rewards(&app, &b.user).await.is_empty());

    // A $10 parlay: the boost at once; the second chance waits for the opt-in and the loss.
    let id = place_parlay(&app, &b, &["g1.ml.h", "g2.sp.h"], "10", "k-parlay").await;
    let held = rewards(&app, &b.user).await;
    assert_eq!(held.len(), 1, "{held:?}");
    assert_eq!(
        (
            held[0].kind,
            held[0].boost_percentage,
            held[0].max_stake_cents
        ),
        (RewardKind::ProfitBoost, 50, 2500)
    );
    assert_eq!(held[0].bet_types, ["parlay"]);
    // A second parlay (on other games) earns no second boost.
    place_parlay(&app, &b, &["g2.sp.h", "g3.tot.o"], "5", "k-parlay-2").await;
    assert_eq!(rewards(&app, &b.user).await.len(), 1);

    // Opting in: the second chance needs it, the boost does not.
    let holder = app.store().user_by_id(&b.user).await.unwrap().unwrap();
    let enroll = |slug: &'static str| {
        let holder = holder.clone();
        let app = &app;
        async move {
            enrollment::enroll(app.store().as_ref(), "halftime", &holder, slug, app.now()).await
        }
    };
    assert_eq!(
        enroll("second-chance").await.unwrap().1,
        Enrollment::Success
    );
    assert_eq!(
        enroll("second-chance").await.unwrap().1,
        Enrollment::Success
    );
    assert_eq!(
        enroll("parlay-boost").await.unwrap().1,
        Enrollment::NotRequired
    );
    assert_eq!(
        enroll("no-such-promo").await.unwrap_err().to_string(),
        "This promotion does not exist."
    );
    admin::change(
        app.store().as_ref(),
        "parlay-boost",
        Action::End,
        "ops",
        app.now(),
    )
    .await
    .unwrap();
    assert_eq!(
        enroll("parlay-boost").await.unwrap_err().to_string(),
        "This promotion is not running."
    );
    assert_eq!(
        app.store().promotion_enrollments(&b.user).await.unwrap(),
        vec![second.id.clone()]
    );
    app.push_ok(
        &key,
        &result(
            10,
            "g1.ml",
            &[("g1.ml.h", json!("loss")), ("g1.ml.a", json!("win"))],
        ),
    )
    .await;
    settled(&app, &b.user, &id).await;
    let user = b.user.clone();
    let app_ref = &app;
    let bonus = eventually(
        "the second chance is granted",
        Duration::from_secs(10),
        || {
            let user = user.clone();
            async move {
                rewards(app_ref, &user)
                    .await
                    .into_iter()
                    .find(|r| r.kind == RewardKind::FreeBet)
            }
        },
    )
    .await;
    // 100% of the $10.00 stake.
    assert_eq!(bonus.amount_cents, 1_000);
    assert_eq!(bonus.granted_by, format!("promotion:{}", second.id));
    let awards = app.store().promotion_awards(&b.user).await.unwrap();
    assert_eq!(
        awards.len(),
        2,
        "one boost and one second chance: {awards:?}"
    );
    ledger_ok(&app).await;
}

#[tokio::test]
async fn promo_a_new_account_earns_the_sign_up_bonus_bet_once() {
    let app = TestApp::spawn().await;
    app.create_promotion(&definition(
            "welcome-bonus",
            json!({ "kind": "signUp" }),
            false,
            json!({ "kind": "bonusBet", "amount": { "fixedCents": 500 }, "title": "Welcome Bonus Bet" }),
        ),
    )
    .await;
    let (id, _, _) = app.user_with_tokens("welcome@example.com").await;
    let user = UserId::from_raw(id);
    let held = rewards(&app, &user).await;
    assert_eq!(held.len(), 1);
    assert_eq!(
        (held[0].title.as_str(), held[0].amount_cents),
        ("Welcome Bonus Bet", 500)
    );
}

#[tokio::test]
async fn promo_a_turnover_awards_once_the_money_staked_reaches_it() {
    let app = TestApp::spawn_with(|c| c.betting.delay_scale = 0.2).await;
    games(&app).await;
    app.create_promotion(&definition(
            "weekly-turnover",
            json!({ "kind": "turnover", "minCents": 2500, "days": 7 }),
            false,
            json!({ "kind": "bonusBet", "amount": { "fixedCents": 500 }, "title": "Turnover Bonus Bet" }),
        ),
    )
    .await;
    let b = bettor(&app, "turnover@example.com", 10_000).await;
    // $10.00 and $10.00: $20.00 staked, under the $25.00.
    place_parlay(&app, &b, &["g1.ml.h", "g2.sp.h"], "10", "k-t1").await;
    place_parlay(&app, &b, &["g2.sp.h", "g3.tot.o"], "10", "k-t2").await;
    assert!(rewards(&app, &b.user).await.is_empty());
    // $10.00 more: $30.00, the award; a fourth bet earns no second one.
    place_parlay(&app, &b, &["g1.ml.h", "g3.tot.o"], "10", "k-t3").await;
    let held = rewards(&app, &b.user).await;
    assert_eq!(
        held.iter()
            .map(|r| (r.title.as_str(), r.amount_cents))
            .collect::<Vec<_>>(),
        [("Turnover Bonus Bet", 500)]
    );
    place_parlay(&app, &b, &["g1.ml.h", "g2.sp.h"], "10", "k-t4").await;
    assert_eq!(rewards(&app, &b.user).await.len(), 1);
    assert_eq!(
        app.store()
            .money_staked_since(&b.user, app.now() - chrono::Duration::days(1))
            .await
            .unwrap(),
        4_000
    );
    ledger_ok(&app).await;
}
