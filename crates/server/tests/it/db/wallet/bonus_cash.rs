//! Bonus cash end to end (docs/product/promotions.md, "Bonus cash"): a deposit with a code
//! grants it; a graded losing parlay and casino stakes play it through (a replayed debit
//! counts once, a rolled-back one not at all) until its remainder converts to cash; bonus cash
//! not played through expires back to the operator; `setActiveBonusCash` chooses the grant
//! that plays and refuses clearly; an operator's hand grade counts once. The ledger verifies
//! at the end of each.

use super::{assert_ledger, card_deposit_input, key};
use crate::common::betting::{Bettor, bettor, games, place_parlay, settled};
use crate::common::feed::result;
use crate::common::{TestApp, eventually};
use chrono::Duration;
use domain::ids::UserId;
use domain::money::Currency;
use domain::promotion::Event;
use serde_json::{Value, json};
use server::casino::wallet::{self, CallBody, WalletRequest};
use server::promotions::{bonus_cash, engine};

const LIST: &str = "{ bonusCash { id title status active amount { amount } remaining { amount } required { amount } wagered { amount } } }";
const CHOOSE: &str = "mutation($id: ID!) { setActiveBonusCash(id: $id) { bonusCash { id active } error { code message } } }";
const LAUNCH: &str = "mutation { launchCasinoGame(gameSlug: \"european-roulette\", demo: false) { gameSession { id } error { code message } } }";

async fn app() -> TestApp {
    TestApp::spawn_with(|c| {
        c.betting.delay_scale = 0.2;
        c.payments.job_interval = std::time::Duration::from_secs(3600);
        c.payments.settle_delay = std::time::Duration::from_secs(60);
    })
    .await
}

/// `cents` of bonus cash to wager `multiple` times, on a deposit of $10.00 or more (with
/// `code`, if any), living `days`.
fn definition(slug: &str, code: Option<&str>, cents: i64, multiple: u32, days: u32) -> Value {
    json!({
        "schemaVersion": 1,
        "slug": slug,
        "title": format!("{slug} bonus cash"),
        "startsAt": "2025-01-01T00:00:00Z",
        "endsAt": "2036-01-01T00:00:00Z",
        "eligibility": { "promoCode": code },
        "trigger": { "kind": "deposit", "minCents": 1000 },
        "awards": [{ "kind": "bonusCash", "amount": { "fixedCents": cents }, "playThrough": multiple }],
        "caps": { "awardDays": days }
    })
}

async fn list(app: &TestApp, token: &str) -> Vec<Value> {
    let res = app.graphql(Some(token), LIST, json!({})).await;
    res["data"]["bonusCash"]
        .as_array()
        .unwrap_or_else(|| panic!("{res}"))
        .clone()
}

/// (cash, bonus) of `user`.
async fn money(app: &TestApp, user: &UserId) -> (i64, i64) {
    let b = app.store().balances(user, Currency::Usd).await.unwrap();
    (b.cash.cents, b.bonus.cents)
}

/// One wallet call of the built-in provider in `session` for `b`, signed.
async fn call(app: &TestApp, b: &Bettor, session: &str, tx: &str, body: CallBody) -> Value {
    let request = WalletRequest {
        player_id: b.user.to_string(),
        session_id: session.to_owned(),
        transaction_id: Some(tx.to_owned()),
        call: body,
        sent_at: app.now(),
    };
    let bytes = serde_json::to_vec(&request).unwrap();
    let secret = wallet::provider_secret(&app.state.config.token_secret.0, "builtin");
    let signature = wallet::sign(&secret, &bytes);
    let reply = wallet::handle(&app.state, "builtin", &bytes, &signature)
        .await
        .unwrap_or_else(|e| panic!("{tx}: {e:?}"));
    serde_json::to_value(reply).unwrap()
}

fn debit(round: &str, cents: i64) -> CallBody {
    CallBody::Debit {
        round_id: round.to_owned(),
        amount_cents: cents,
        free_rounds_id: None,
        closing_credit: None,
    }
}

#[tokio::test]
async fn promo_bonus_cash_is_played_through_by_bets_and_casino_stakes_then_converts() {
    let app = app().await;
    let feed = games(&app).await;
    app.create_promotion(&definition("cash-back", Some("BONUSCASH"), 2_000, 3, 30))
        .await;
    let b = bettor(&app, "bonus-cash@example.com", 10_000).await;

    // A $50.00 deposit with the code: $20.00 of bonus cash to wager 3x ($60.00).
    let (_, answer) = card_deposit_input(
        &app,
        &b.token,
        json!({"amountCents": 5_000, "paymentProviderId": "PaymentProvider:card:DEPOSIT", "idempotencyKey": key(), "promotionCode": "BONUSCASH"}),
    )
    .await;
    assert_eq!(answer["result"], "approved", "{answer}");
    assert_eq!(money(&app, &b.user).await, (15_000, 2_000));
    let held = list(&app, &b.token).await;
    assert_eq!(held.len(), 1, "{held:?}");
    assert_eq!(
        (
            &held[0]["title"],
            &held[0]["status"],
            &held[0]["active"],
            &held[0]["remaining"]["amount"],
            &held[0]["required"]["amount"],
            &held[0]["wagered"]["amount"]
        ),
        (
            &json!("cash-back bonus cash"),
            &json!("ACTIVE"),
            &json!(true),
            &json!(2_000),
            &json!(6_000),
            &json!(0)
        )
    );

    // A losing $10.00 parlay counts its stake when it is graded, once.
    let bet = place_parlay(&app, &b, &["g1.ml.h", "g2.sp.h"], "10", "k-bonus-parlay").await;
    app.push_ok(
        &feed,
        &result(
            10,
            "g1.ml",
            &[("g1.ml.h", json!("loss")), ("g1.ml.a", json!("win"))],
        ),
    )
    .await;
    settled(&app, &b.user, &bet).await;
    let (app_ref, token) = (&app, b.token.clone());
    eventually(
        "the graded parlay counts",
        std::time::Duration::from_secs(10),
        || {
            let token = token.clone();
            async move {
                let held = list(app_ref, &token).await;
                (held[0]["wagered"]["amount"] == json!(1_000)).then_some(())
            }
        },
    )
    .await;

    // Casino stakes: $20.00 counts (its replay does not count again), a rolled-back $5.00 does
    // not count, and $30.00 more completes the $60.00.
    let launched = app.graphql(Some(&b.token), LAUNCH, json!({})).await;
    let session = launched["data"]["launchCasinoGame"]["gameSession"]["id"]
        .as_str()
        .unwrap_or_else(|| panic!("{launched}"))
        .to_owned();
    call(&app, &b, &session, "tx-1", debit("r-1", 2_000)).await;
    let replay = call(&app, &b, &session, "tx-1", debit("r-1", 2_000)).await;
    assert_eq!(replay["replayed"], true, "{replay}");
    call(&app, &b, &session, "tx-2", debit("r-2", 500)).await;
    call(
        &app,
        &b,
        &session,
        "tx-3",
        CallBody::Rollback {
            rolled_back_transaction_id: "tx-2".into(),
        },
    )
    .await;
    assert_eq!(list(&app, &b.token).await[0]["wagered"]["amount"], 3_000);
    let (cash_before, _) = money(&app, &b.user).await;
    call(&app, &b, &session, "tx-4", debit("r-3", 3_000)).await;

    // Played through: the $20.00 is cash, the bonus balance empty.
    let held = list(&app, &b.token).await;
    assert_eq!(
        (
            &held[0]["status"],
            &held[0]["active"],
            &held[0]["remaining"]["amount"],
            &held[0]["wagered"]["amount"]
        ),
        (&json!("CONVERTED"), &json!(false), &json!(0), &json!(6_000))
    );
    assert_eq!(money(&app, &b.user).await, (cash_before - 3_000 + 2_000, 0));
    // Stakes after the conversion count towards nothing.
    call(&app, &b, &session, "tx-5", debit("r-4", 100)).await;
    assert_eq!(list(&app, &b.token).await[0]["wagered"]["amount"], 6_000);
    assert_ledger(&app).await;
}

#[tokio::test]
async fn promo_bonus_cash_is_chosen_with_clear_refusals_and_expires_to_the_operator() {
    let app = app().await;
    app.create_promotion(&definition("older", None, 1_000, 5, 7))
        .await;
    app.create_promotion(&definition("newer", None, 500, 2, 7))
        .await;
    let b = bettor(&app, "choose@example.com", 0).await;
    let holder = app.store().user_by_id(&b.user).await.unwrap().unwrap();
    let deposit = Event::Deposit {
        amount_cents: 2_000,
        first: true,
        promo_code: None,
    };
    let outcomes = engine::run(
        app.store().as_ref(),
        "halftime",
        &holder,
        &deposit,
        "deposit:test",
        app.now(),
    )
    .await
    .unwrap();
    assert_eq!(outcomes.len(), 2, "{outcomes:?}");
    assert_eq!(money(&app, &b.user).await, (0, 1_500));

    // Newest first; the oldest plays until another is chosen.
    let held = list(&app, &b.token).await;
    let titles: Vec<(&Value, &Value)> = held.iter().map(|g| (&g["title"], &g["active"])).collect();
    assert_eq!(
        titles,
        [
            (&json!("newer bonus cash"), &json!(false)),
            (&json!("older bonus cash"), &json!(true))
        ]
    );
    let (newer_id, older_id) = (held[0]["id"].clone(), held[1]["id"].clone());
    let chosen = app
        .graphql(Some(&b.token), CHOOSE, json!({ "id": newer_id }))
        .await;
    let answer = &chosen["data"]["setActiveBonusCash"];
    assert_eq!(answer["error"], Value::Null, "{chosen}");
    assert_eq!(
        (&answer["bonusCash"]["id"], &answer["bonusCash"]["active"]),
        (&newer_id, &json!(true))
    );
    let held = list(&app, &b.token).await;
    assert_eq!(
        (&held[0]["active"], &held[1]["active"]),
        (&json!(true), &json!(false))
    );

    // Refusals: an unknown id, another bettor's grant, a visitor.
    let refusal = |res: &Value| {
        let a = &res["data"]["setActiveBonusCash"];
        assert_eq!(a["bonusCash"], Value::Null, "{res}");
        (
            a["error"]["code"].as_str().unwrap_or_default().to_owned(),
            a["error"]["message"]
                .as_str()
                .unwrap_or_default()
                .to_owned(),
        )
    };
    let unknown = app
        .graphql(Some(&b.token), CHOOSE, json!({ "id": "no-such-grant" }))
        .await;
    assert_eq!(
        refusal(&unknown),
        ("NOT_FOUND".into(), "This bonus cash was not found.".into())
    );
    let other = bettor(&app, "other@example.com", 0).await;
    let theirs = app
        .graphql(Some(&other.token), CHOOSE, json!({ "id": older_id }))
        .await;
    assert_eq!(
        refusal(&theirs),
        ("NOT_FOUND".into(), "This bonus cash was not found.".into())
    );
    let visitor = app.graphql(None, CHOOSE, json!({ "id": older_id })).await;
    assert_eq!(
        visitor["errors"][0]["extensions"]["code"], "UNAUTHENTICATED",
        "{visitor}"
    );

    // Seven days on, neither was played through: both go back to the operator, once.
    let later = app.now() + Duration::days(7);
    assert_eq!(bonus_cash::expire_due(&app.state, later).await.unwrap(), 2);
    assert_eq!(bonus_cash::expire_due(&app.state, later).await.unwrap(), 0);
    assert_eq!(money(&app, &b.user).await, (0, 0));
    let held = list(&app, &b.token).await;
    assert!(
        held.iter().all(|g| g["status"] == "EXPIRED"
            && g["active"] == false
            && g["remaining"]["amount"] == 0),
        "{held:?}"
    );
    let expired = app
        .graphql(Some(&b.token), CHOOSE, json!({ "id": older_id }))
        .await;
    assert_eq!(
        refusal(&expired),
        ("NOT_ACTIVE".into(), "This bonus cash has expired.".into())
    );
    assert_ledger(&app).await;
}

#[tokio::test]
async fn promo_bonus_cash_counts_a_bet_an_operator_grades_by_hand() {
    let app = app().await;
    games(&app).await;
    let operator = app.feed_key("operator").await;
    app.create_promotion(&definition("by-hand", None, 1_000, 5, 7))
        .await;
    let b = bettor(&app, "by-hand@example.com", 10_000).await;
    let holder = app.store().user_by_id(&b.user).await.unwrap().unwrap();
    let deposit = Event::Deposit {
        amount_cents: 2_000,
        first: true,
        promo_code: None,
    };
    engine::run(
        app.store().as_ref(),
        "halftime",
        &holder,
        &deposit,
        "deposit:hand",
        app.now(),
    )
    .await
    .unwrap();
    let bet = place_parlay(&app, &b, &["g1.ml.h", "g2.sp.h"], "10", "k-hand").await;
    // The operator settles the parlay's first leg as lost: a loss, graded by hand.
    let body = json!({"bet_id": bet, "legs": [{"position": 0, "result": "loss"}], "by": "jane@operator", "reason": "result confirmed by the league"});
    for _ in 0..2 {
        let res = app
            .client
            .post(app.url("/api/settlements/bets"))
            .bearer_auth(&operator)
            .json(&body)
            .send()
            .await
            .unwrap();
        assert_eq!(res.status().as_u16(), 200, "{:?}", res.text().await);
    }
    settled(&app, &b.user, &bet).await;
    let held = list(&app, &b.token).await;
    assert_eq!(
        (&held[0]["wagered"]["amount"], &held[0]["status"]),
        (&json!(1_000), &json!("ACTIVE")),
        "counted once: {held:?}"
    );
    assert_ledger(&app).await;
}
