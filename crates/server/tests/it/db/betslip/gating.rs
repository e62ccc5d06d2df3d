//! Gating before the first try (docs/product/betslip.md, "Gating"): the slip itself carries
//! the location, the responsible-gaming acknowledgement and the region state, so the place
//! button and banners are right before the bettor presses anything; a placement refused by a
//! responsible-gaming limit names that limit.

use crate::common::betting::*;
use crate::common::ws;
use domain::ids::PaymentId;
use domain::money::{Currency, Money};
use domain::payments::{Direction, PaymentEvent, PaymentStatus};
use serde_json::{Value, json};
use store::NewPayment;

const READ: &str =
    "query { betslip { errors { code message priority displayType disableAwardsDisplay } } }";

fn codes(errors: &Value) -> Vec<&str> {
    errors
        .as_array()
        .expect("errors")
        .iter()
        .map(|e| e["code"].as_str().unwrap())
        .collect()
}

/// A visitor's slip read from `region` (the edge's `x-client-region`).
async fn visitor_errors(app: &crate::common::TestApp, token: &str, region: &str) -> Value {
    let res = app
        .client
        .post(app.url("/graphql"))
        .header("x-client-region", region)
        .bearer_auth(token)
        .json(&json!({"query": READ}))
        .send()
        .await
        .unwrap();
    let body: Value = res.json().await.unwrap();
    body["data"]["betslip"]["errors"].clone()
}

#[tokio::test]
async fn visitors_follow_the_region_flag() {
    let app = app().await;
    let token = visitor(&app).await;
    assert_eq!(visitor_errors(&app, &token, "US-NJ").await, json!([]));
    assert_eq!(
        visitor_errors(&app, &token, "US-CA").await,
        json!([{
            "code": "ANONYMOUS_REGION",
            "message": "Betting isn't available in your region.",
            "priority": 3,
            "displayType": "ANONYMOUS_REGION",
            "disableAwardsDisplay": true
        }])
    );
}

#[tokio::test]
async fn an_unverified_location_shows_on_the_slip_until_verified() {
    let app = app().await;
    games(&app).await;
    let (_, token, _) = app.user_with_tokens("gate-geo@example.com").await;
    // Before anything is added or placed.
    let res = app.graphql(Some(&token), READ, json!({})).await;
    assert_eq!(
        res["data"]["betslip"]["errors"],
        json!([{
            "code": "GEO_NOT_VERIFIED",
            "message": GEO,
            "priority": 3,
            "displayType": "GEO",
            "disableAwardsDisplay": true
        }])
    );
    // Every slip the server answers carries it.
    let slip = add(&app, &token, "g1.ml.a").await;
    assert_eq!(codes(&slip["errors"]), vec!["GEO_NOT_VERIFIED"]);
    authorise(&app, &token).await;
    assert_eq!(read_slip(&app, &token).await["errors"], json!([]));
}

/// Confirms a $2,500.00 deposit of `b` in New Jersey (through the wallet service, as the
/// processor's confirmation does): the acknowledgement threshold is reached.
async fn deposit_over_the_threshold(app: &crate::common::TestApp, b: &Bettor, key: &str) {
    let id = PaymentId::from_raw(format!("pay-{key}"));
    app.store()
        .create_payment(NewPayment {
            id: id.clone(),
            user_id: b.user.clone(),
            direction: Direction::Deposit,
            provider: "card".into(),
            method_id: None,
            amount: Money::new(250_000, Currency::Usd),
            status: PaymentStatus::Pending,
            idempotency_key: key.into(),
            region: "US-NJ".into(),
            promotion_code: None,
            processor_reference: None,
            next_step_at: None,
            at: app.now(),
        })
        .await
        .unwrap();
    server::wallet::settle(&app.state, &id, PaymentEvent::Confirmed, None, app.now())
        .await
        .unwrap();
}

#[tokio::test]
async fn a_pending_deposit_acknowledgement_shows_on_the_slip_until_acknowledged() {
    let app = app().await;
    let b = bettor(&app, "gate-ack@example.com", 0).await;
    assert_eq!(read_slip(&app, &b.token).await["errors"], json!([]));
    deposit_over_the_threshold(&app, &b, "gate-ack").await;
    let slip = read_slip(&app, &b.token).await;
    assert_eq!(
        slip["errors"],
        json!([{
            "code": "RG_ACKNOWLEDGEMENT_REQUIRED",
            "message": "Please review and acknowledge your responsible gaming limits before placing a bet."
        }])
    );
    let res = app
        .client
        .post(app.url("/api/deposit_acknowledgements"))
        .bearer_auth(&b.token)
        .json(&json!({"acknowledged": true}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 202);
    assert_eq!(read_slip(&app, &b.token).await["errors"], json!([]));
}

#[tokio::test]
async fn a_limit_refusal_names_the_limit_and_the_stake_input_is_capped_by_it() {
    let app = app().await;
    games(&app).await;
    let b = bettor(&app, "gate-limit@example.com", 10_000).await;
    let res = app
        .client
        .post(app.url("/i/cashflow_limits/max_single_wager"))
        .bearer_auth(&b.token)
        .json(&json!({"amount": 4_000}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    add(&app, &b.token, "g1.ml.a").await;
    let slip = set_amount(&app, &b.token, "straight:g1.ml.a", "50").await;
    let version = slip["version"].as_i64().unwrap();
    let max = app
        .graphql(
            Some(&b.token),
            "query { betslip { straight { draftBets { maximumBetAmount { amount } } } } }",
            json!({}),
        )
        .await;
    assert_eq!(
        max["data"]["betslip"]["straight"]["draftBets"][0]["maximumBetAmount"]["amount"],
        4_000
    );
    let res = app
        .graphql(
        Some(&b.token),
        "mutation($bets: [PlaceBetInput!]!, $v: Int!, $k: String!) { placeBets(bets: $bets, betslipVersion: $v, idempotencyKey: $k) { placedBets { id } errors { code message displayType limit { type period amount { amount formattedAmount } } } } }",
        json!({"bets": [{"draftBetId": "straight:g1.ml.a", "betAmount": "5000"}], "v": version, "k": "gate-limit-1"}),
    )
    .await;
    let answer = &res["data"]["placeBets"];
    assert_eq!(answer["placedBets"], json!([]));
    assert_eq!(
        answer["errors"],
        json!([{
            "code": "RG_LIMIT",
            "message": "This wager exceeds your max single wager limit of $40.00.",
            "displayType": "RG_LIMIT",
            "limit": {"type": "MAX_SINGLE_WAGER", "period": null, "amount": {"amount": 4_000, "formattedAmount": "$40.00"}}
        }])
    );
    assert_eq!(cash(&app, &b.user).await, 10_000);
}

/// The error codes of the next slip the subscription pushes.
async fn pushed_codes(socket: &mut ws::Ws) -> Vec<String> {
    let message = ws::next(socket).await;
    codes(&message["payload"]["data"]["betslipUpdated"]["errors"])
        .into_iter()
        .map(str::to_owned)
        .collect()
}

#[tokio::test]
async fn a_live_slip_is_pushed_when_an_acknowledgement_is_raised_and_when_its_location_lapses() {
    const LIVE: &str = "subscription { betslipUpdated { errors { code } } }";
    let app = app().await;
    let b = bettor(&app, "gate-live@example.com", 0).await;
    let mut socket = ws::connect(&app).await;
    ws::init(&mut socket, Some(&b.token)).await;
    ws::subscribe(&mut socket, "1", LIVE, json!({})).await;
    assert!(pushed_codes(&mut socket).await.is_empty());

    // A deposit confirmed over New Jersey's threshold raises the acknowledgement: pushed.
    deposit_over_the_threshold(&app, &b, "gate-live").await;
    assert_eq!(
        pushed_codes(&mut socket).await,
        ["RG_ACKNOWLEDGEMENT_REQUIRED"]
    );

    // The session's location authorisation expires: pushed without anything else changing.
    app.state.clock.advance(chrono::Duration::hours(6));
    assert_eq!(
        pushed_codes(&mut socket).await,
        ["RG_ACKNOWLEDGEMENT_REQUIRED", "GEO_NOT_VERIFIED"]
    );
}
