//! Deposit promo codes from promotions, end to end: the code a bettor may use is displayed and
//! validated from the live promotions, a completed deposit with it grants the promotion's
//! award through the ledger once (however often settlement repeats, however many triggers
//! race), and a paused promotion's code stops working until it is resumed.

use super::{app, assert_ledger, card_deposit, deposit, key};
use crate::common::TestApp;
use domain::ids::UserId;
use domain::money::Currency;
use domain::payments::PaymentEvent;
use domain::promotion::{Action, Event};
use serde_json::{Value, json};
use server::promotions::{admin, engine};
use store::AwardOutcome;

const DISPLAY: &str = "{ displayPromoCode { code status message } }";
const CHECK: &str =
    "query($code: String!) { validateDepositPromoCode(code: $code) { code status message } }";

/// A deposit match: `percent`% of a deposit of at least $10.00 up to $500.00 as promotional
/// credit, behind `code`; `first` makes it a first-deposit offer.
pub(super) fn match_definition(slug: &str, code: &str, percent: u32, first: bool) -> Value {
    json!({
        "schemaVersion": 1,
        "slug": slug,
        "title": format!("{percent}% Deposit Match up to $500"),
        "startsAt": "2025-01-01T00:00:00Z",
        "endsAt": "2036-01-01T00:00:00Z",
        "eligibility": { "promoCode": code },
        "trigger": { "kind": if first { "firstDeposit" } else { "deposit" }, "minCents": 1000 },
        "awards": [
            { "kind": "promotionalCredit", "amount": { "matchPercent": percent, "maxCents": 50000 } }
        ],
        "caps": { "awardDays": 30 }
    })
}

async fn check(app: &TestApp, token: &str, code: &str) -> (String, String, String) {
    let v = app
        .graphql(Some(token), CHECK, json!({ "code": code }))
        .await;
    let c = &v["data"]["validateDepositPromoCode"];
    (
        c["code"].as_str().unwrap_or_default().to_owned(),
        c["status"].as_str().unwrap_or_default().to_owned(),
        c["message"].as_str().unwrap_or_default().to_owned(),
    )
}

async fn bonus(app: &TestApp, user: &str) -> i64 {
    app.store()
        .balances(&UserId::from_raw(user), Currency::Usd)
        .await
        .expect("balances")
        .promotional_credit
        .cents
}

#[tokio::test]
async fn promo_codes_come_from_live_promotions_and_a_deposit_with_one_grants_its_award() {
    let app = app().await;
    let (user, token, _) = app.user_with_tokens("promo@example.com").await;
    // No promotion: no code to show, and yesterday's hard-coded codes mean nothing.
    assert_eq!(
        app.graphql(Some(&token), DISPLAY, json!({})).await["data"]["displayPromoCode"],
        Value::Null
    );
    assert_eq!(check(&app, &token, "WELCOME100").await.1, "INVALID");

    app.create_promotion(&match_definition("welcome-match", "WELCOME100", 100, true))
        .await;
    app.create_promotion(&match_definition("reload-match", "RELOAD25", 25, false))
        .await;
    let shown = app.graphql(Some(&token), DISPLAY, json!({})).await;
    assert_eq!(shown["data"]["displayPromoCode"]["code"], "WELCOME100");
    assert_eq!(
        shown["data"]["displayPromoCode"]["message"],
        "100% Deposit Match up to $500"
    );
    assert_eq!(
        check(&app, &token, " reload25 ").await,
        (
            "RELOAD25".into(),
            "VALID".into(),
            "25% Deposit Match up to $500".into()
        )
    );
    assert_eq!(
        check(&app, &token, "FREEMONEY").await,
        (
            "FREEMONEY".into(),
            "INVALID".into(),
            "This promo code is not valid.".into()
        )
    );
    // A deposit with an unknown code is refused on the code's field.
    let refused = deposit(&app, &token, json!({"amountCents": 2000, "paymentProviderId": "PaymentProvider:card:DEPOSIT", "idempotencyKey": key(), "promotionCode": "FREEMONEY"})).await;
    assert_eq!(refused["permitted"], false, "{refused}");
    assert_eq!(refused["userErrors"][0]["field"], "promotionCode");

    // $40.00 with WELCOME100: 100% of it, $40.00 of promotional credit.
    let (id, answer) = card_deposit_with_code(&app, &token, 4_000, "welcome100").await;
    assert_eq!(answer["result"], "approved");
    assert_eq!(bonus(&app, &user).await, 4_000);
    let receipt = super::receipt(&app, &token, &id).await;
    assert!(
        receipt["receiptLines"].to_string().contains("WELCOME100"),
        "{receipt}"
    );

    // The first deposit is made: the welcome code is spent, the reload code is still shown.
    assert_eq!(
        check(&app, &token, "WELCOME100").await.2,
        "You have already used this promo code."
    );
    let shown = app.graphql(Some(&token), DISPLAY, json!({})).await;
    assert_eq!(shown["data"]["displayPromoCode"]["code"], "RELOAD25");
    // A deposit without a code earns no code promotion.
    card_deposit(&app, &token, 2_000, "4242424242424242").await;
    assert_eq!(bonus(&app, &user).await, 4_000);
    assert_ledger(&app).await;
}

async fn card_deposit_with_code(
    app: &TestApp,
    token: &str,
    cents: i64,
    code: &str,
) -> (String, Value) {
    super::card_deposit_input(
        app,
        token,
        json!({"amountCents": cents, "paymentProviderId": "PaymentProvider:card:DEPOSIT", "idempotencyKey": key(), "promotionCode": code}),
    )
    .await
}

#[tokio::test]
async fn promo_awards_are_granted_once_when_settlement_repeats_and_triggers_race() {
    let app = app().await;
    let (user, token, _) = app.user_with_tokens("race@example.com").await;
    let promotion = app
        .create_promotion(&match_definition("welcome-match", "WELCOME100", 50, true))
        .await;
    let (id, _) = card_deposit_with_code(&app, &token, 10_000, "WELCOME100").await;
    assert_eq!(bonus(&app, &user).await, 5_000, "50% of $100.00");

    // The processor's callback repeats: settlement answers the final payment again and the
    // trigger runs again; the award row answers it.
    let payment_id = domain::ids::PaymentId::from_raw(id.clone());
    let again = server::wallet::settle(
        &app.state,
        &payment_id,
        PaymentEvent::Confirmed,
        None,
        app.now(),
    )
    .await
    .expect("settle again");
    assert!(!again.applied);
    assert_eq!(bonus(&app, &user).await, 5_000);

    // Eight triggers of the same deposit at once, as from eight nodes: none grants again.
    let holder = app
        .store()
        .user_by_id(&UserId::from_raw(&user))
        .await
        .unwrap()
        .unwrap();
    let event = Event::Deposit {
        amount_cents: 10_000,
        first: true,
        promo_code: Some("WELCOME100".into()),
    };
    let runs: Vec<_> = (0..8)
        .map(|_| {
            let (store, holder, event) = (app.store().clone(), holder.clone(), event.clone());
            let (source, now) = (format!("deposit:{id}"), app.now());
            tokio::spawn(async move {
                engine::run(store.as_ref(), "halftime", &holder, &event, &source, now).await
            })
        })
        .collect();
    for run in runs {
        let outcomes = run.await.expect("task").expect("run");
        assert_eq!(outcomes.len(), 1);
        assert!(matches!(&outcomes[0], (p, AwardOutcome::AlreadyAwarded(_)) if *p == promotion.id));
    }
    assert_eq!(bonus(&app, &user).await, 5_000);
    assert_eq!(
        app.store()
            .promotion_awards(&holder.id)
            .await
            .unwrap()
            .len(),
        1
    );
    assert_ledger(&app).await;
}

#[tokio::test]
async fn promo_codes_of_paused_promotions_stop_working_until_resumed() {
    let app = app().await;
    let (user, token, _) = app.user_with_tokens("paused@example.com").await;
    let p = app
        .create_promotion(&match_definition("reload-match", "RELOAD25", 25, false))
        .await;
    admin::change(
        app.store().as_ref(),
        "reload-match",
        Action::Pause,
        "ops",
        app.now(),
    )
    .await
    .expect("pause");
    assert_eq!(check(&app, &token, "RELOAD25").await.1, "INVALID");
    let again = admin::change(
        app.store().as_ref(),
        p.id.as_str(),
        Action::Pause,
        "ops",
        app.now(),
    )
    .await;
    assert_eq!(
        again.unwrap_err().to_string(),
        "the promotion is already paused"
    );
    admin::change(
        app.store().as_ref(),
        p.id.as_str(),
        Action::Resume,
        "ops",
        app.now(),
    )
    .await
    .expect("resume");
    assert_eq!(check(&app, &token, "RELOAD25").await.1, "VALID");

    // A deposit with the resumed code earns it: 25% of $40.00.
    card_deposit_with_code(&app, &token, 4_000, "RELOAD25").await;
    assert_eq!(bonus(&app, &user).await, 1_000);
    let trail = app.store().promotion_audit(&p.id).await.unwrap();
    let actions: Vec<&str> = trail.iter().map(|a| a.action.as_str()).collect();
    assert_eq!(actions, ["create", "pause", "resume"]);
    assert_ledger(&app).await;
}

#[tokio::test]
async fn promo_the_seeded_offers_award_a_new_bettor_who_opts_in_and_deposits() {
    let app = app().await;
    server::seed::run(app.store().as_ref(), &app.state.config, app.now())
        .await
        .expect("seed");
    let (user, token, _) = app.user_with_tokens("newcomer@example.com").await;
    let holder = app
        .store()
        .user_by_id(&UserId::from_raw(&user))
        .await
        .unwrap()
        .unwrap();
    // The welcome code is offered on the deposit page at once.
    let shown = app.graphql(Some(&token), DISPLAY, json!({})).await;
    assert_eq!(shown["data"]["displayPromoCode"]["code"], "WELCOME100");
    for slug in ["welcome-offer", "casino-free-spins"] {
        let (_, enrolled) = server::promotions::enrollment::enroll(
            app.store().as_ref(),
            "halftime",
            &holder,
            slug,
            app.now(),
        )
        .await
        .expect("opt in");
        assert_eq!(enrolled, domain::promotion::Enrollment::Success);
    }
    // A first deposit of $20.00 without a code: the welcome Bonus Bet and the free spins.
    card_deposit(&app, &token, 2_000, "4242424242424242").await;
    let rewards = app
        .store()
        .available_rewards(&holder.id, app.now())
        .await
        .unwrap();
    let titles: Vec<(&str, i64)> = rewards
        .iter()
        .map(|r| (r.title.as_str(), r.amount_cents))
        .collect();
    assert_eq!(titles, [("Welcome Bonus Bet", 2_500)]);
    let spins = app
        .store()
        .free_rounds(&holder.id, app.now())
        .await
        .unwrap();
    assert_eq!(spins.len(), 1);
    assert_eq!((spins[0].rounds_left, spins[0].stake.cents), (20, 20));
    assert_eq!(spins[0].title, "Gold Rush Free Spins");
    assert_ledger(&app).await;
}
