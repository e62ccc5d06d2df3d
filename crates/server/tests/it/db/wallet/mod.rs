//! The wallet end to end on the running server: GraphQL creates and their user errors, the
//! payments frame's card, challenge and bank flows, withdrawals held and cancelled, the
//! processing job (also killed mid-way), signed processor callbacks, the deposit
//! acknowledgement and isolation between accounts. Every test ends with a verified ledger.

use crate::common::TestApp;
use axum::body::Body;
use axum::http::Request;
use chrono::{Duration, Utc};
use domain::money::Money;
use serde_json::{Value, json};
use server::state::AppState;
use server::wallet::sandbox::{Charge, Poll, Processor, ProcessorError};
use std::sync::Arc;
use store::Payment;
use tokio::sync::Notify;
use tower::ServiceExt;

mod bonus_cash;
mod frame;
mod gateways;
mod promotions;

const CREATE: &str = "mutation($input: DepositCreateInput!) { depositCreate(input: $input) { permitted uri receiptId userErrors { action field message } } }";
const VALIDATE: &str = "mutation($input: DepositCreateInput!) { depositValidateCreate(input: $input) { permitted userErrors { field message } } }";
pub(crate) const WITHDRAW: &str = "mutation($input: WithdrawalCreateInput!) { withdrawalCreate(input: $input) { permitted uri receiptId userErrors { action field message } } }";
const RECEIPT: &str = "query($id: ID!) { paymentReceipt(id: $id) { id status transactionType amount { amount } cancellable failureReason receiptLines { label value } provider { code } } }";
const BALANCES: &str = "{ account { balances { withdrawableBalance { amount } heldBalance { amount } globalBalance { amount } } requiresResponsibleGamingAcknowledgement depositAckModal { title buttonLabel } } }";

/// A server whose job never runs by itself: tests run passes with a chosen clock.
async fn app() -> TestApp {
    TestApp::spawn_with(|c| {
        c.payments.job_interval = std::time::Duration::from_secs(3600);
        c.payments.settle_delay = std::time::Duration::from_secs(60);
    })
    .await
}

pub(crate) fn key() -> String {
    format!("key-{}", ulid::Ulid::new())
}

pub(crate) async fn deposit(app: &TestApp, token: &str, input: Value) -> Value {
    let body = app
        .graphql(Some(token), CREATE, json!({ "input": input }))
        .await;
    body["data"]["depositCreate"].clone()
}

async fn balances(app: &TestApp, token: &str) -> (i64, i64) {
    let body = app.graphql(Some(token), BALANCES, json!({})).await;
    let b = &body["data"]["account"]["balances"];
    (
        b["withdrawableBalance"]["amount"].as_i64().unwrap_or(-1),
        b["heldBalance"]["amount"].as_i64().unwrap_or(-1),
    )
}

async fn receipt(app: &TestApp, token: &str, id: &str) -> Value {
    app.graphql(Some(token), RECEIPT, json!({ "id": id })).await["data"]["paymentReceipt"].clone()
}

/// The frame path and token of a create answer's deep link.
fn frame_of(uri: &str) -> (String, String) {
    let link = url::Url::parse(&format!("http://app{uri}")).expect("deep link");
    let frame = link
        .query_pairs()
        .find(|(k, _)| k == "frame")
        .map(|(_, v)| v.into_owned())
        .expect("frame parameter");
    let frame = url::Url::parse(&frame).expect("frame URL");
    let token = frame
        .query_pairs()
        .find(|(k, _)| k == "token")
        .map(|(_, v)| v.into_owned())
        .expect("token");
    (frame.path().to_owned(), token)
}

/// Posts to the payments frame's router (served on its own listener in production).
async fn frame_post(state: &AppState, path: &str, token: &str, body: Value) -> (u16, Value) {
    let response = server::wallet::frame::router(state.clone())
        .oneshot(
            Request::post(path)
                .header("content-type", "application/json")
                .header("x-frame-token", token)
                .body(Body::from(body.to_string()))
                .expect("request"),
        )
        .await
        .expect("frame answer");
    let status = response.status().as_u16();
    let bytes = axum::body::to_bytes(response.into_body(), 1 << 20)
        .await
        .expect("body");
    (
        status,
        serde_json::from_slice(&bytes).unwrap_or(Value::Null),
    )
}

fn card(number: &str) -> Value {
    json!({"cardNumber": number, "expiry": "12/39", "cvc": "123", "nameOnCard": "Alex Morgan", "saveCard": true})
}

/// Deposits `cents` by card through the frame and returns the receipt id.
pub(crate) async fn card_deposit(
    app: &TestApp,
    token: &str,
    cents: i64,
    number: &str,
) -> (String, Value) {
    card_deposit_input(app, token, json!({"amountCents": cents, "paymentProviderId": "PaymentProvider:card:DEPOSIT", "idempotencyKey": key(), "cardNumber": number})).await
}

/// A card deposit of `input` (its `cardNumber`, if any, is the card's: 4242... by default)
/// through the frame; returns the receipt id and the frame's answer.
async fn card_deposit_input(app: &TestApp, token: &str, mut input: Value) -> (String, Value) {
    let number = input
        .as_object_mut()
        .and_then(|o| o.remove("cardNumber"))
        .and_then(|n| n.as_str().map(str::to_owned))
        .unwrap_or_else(|| "4242424242424242".to_owned());
    let number = number.as_str();
    let answer = deposit(app, token, input).await;
    assert_eq!(answer["permitted"], true, "{answer}");
    let uri = answer["uri"].as_str().expect("uri");
    let (path, frame_token) = frame_of(uri);
    let id = path.trim_start_matches("/frame/").to_owned();
    let (status, body) = frame_post(
        &app.state,
        &format!("/frame/api/{id}/card"),
        &frame_token,
        card(number),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    (id, body)
}

async fn assert_ledger(app: &TestApp) {
    let report = app.store().verify_ledger().await.expect("verify");
    assert!(report.is_ok(), "{report:?}");
}

#[tokio::test]
async fn a_card_deposit_credits_once_and_shows_its_receipt() {
    let app = app().await;
    let (_, token, _) = app.user_with_tokens("card@example.com").await;
    let (id, answer) = card_deposit(&app, &token, 2_500, "4242 4242 4242 4242").await;
    assert_eq!(answer["result"], "approved");
    assert_eq!(balances(&app, &token).await, (2_500, 0));
    let r = receipt(&app, &token, &id).await;
    assert_eq!(r["status"], "SUCCESSFUL");
    assert_eq!(r["provider"]["code"], "card");
    assert!(
        r["receiptLines"]
            .to_string()
            .contains("Credit or Debit Card"),
        "{r}"
    );
    // The frame cannot be submitted twice.
    let (status, _) = frame_post(
        &app.state,
        &format!("/frame/api/{id}/card"),
        "x",
        card("4242424242424242"),
    )
    .await;
    assert_eq!(status, 404);
    // The saved card is listed and charges at once next time.
    let page = app.graphql(Some(&token), "{ paymentProvidersLandingPage(transactionType: DEPOSIT) { preferredPaymentProvider { code preferredMethod { id name } } } }", json!({})).await;
    let method =
        page["data"]["paymentProvidersLandingPage"]["preferredPaymentProvider"]["preferredMethod"]
            ["id"]
            .as_str()
            .expect("saved card")
            .to_owned();
    let again = deposit(&app, &token, json!({"amountCents": 1_000, "paymentProviderId": "card", "paymentMethodId": method, "idempotencyKey": key()})).await;
    assert!(
        again["uri"]
            .as_str()
            .unwrap_or_default()
            .starts_with("/account/wallet/receipt/"),
        "{again}"
    );
    let saved = receipt(&app, &token, again["receiptId"].as_str().expect("receipt")).await;
    assert!(
        saved["receiptLines"].to_string().contains("Visa •••• 4242"),
        "{saved}"
    );
    assert_eq!(balances(&app, &token).await, (3_500, 0));
    assert_ledger(&app).await;
}

#[tokio::test]
async fn declined_and_challenged_cards() {
    let app = app().await;
    let (_, token, _) = app.user_with_tokens("cards@example.com").await;
    let (id, answer) = card_deposit(&app, &token, 2_000, "4000000000000002").await;
    assert_eq!(answer["result"], "declined");
    assert_eq!(receipt(&app, &token, &id).await["status"], "FAILED");
    assert_eq!(balances(&app, &token).await, (0, 0));

    let (id, answer) = card_deposit(&app, &token, 3_000, "4000 0000 0000 3220").await;
    assert_eq!(answer["result"], "challenge");
    assert_eq!(
        balances(&app, &token).await,
        (0, 0),
        "nothing before the challenge"
    );
    // Another payment's frame token opens nothing.
    let other = deposit(
        &app,
        &token,
        json!({"amountCents": 3_000, "paymentProviderId": "card", "idempotencyKey": key()}),
    )
    .await;
    let (_, other_token) = frame_of(other["uri"].as_str().expect("uri"));
    let challenge = answer["challengeToken"].as_str().expect("challenge token");
    let (status, _) = frame_post(
        &app.state,
        &format!("/frame/api/{id}/challenge"),
        &other_token,
        json!({"challengeToken": challenge, "approve": true}),
    )
    .await;
    assert_eq!(status, 404);
    let payment_id = domain::ids::PaymentId::from_raw(id.as_str());
    let owner = app
        .store()
        .payment_by_id(&payment_id)
        .await
        .expect("read")
        .expect("payment")
        .user_id;
    let frame_token = server::wallet::frame_token::issue(
        app.state.config.token_secret.0.as_bytes(),
        &payment_id,
        &owner,
        app.now(),
    );
    // A forged challenge token is refused; the real one approves.
    let (status, body) = frame_post(
        &app.state,
        &format!("/frame/api/{id}/challenge"),
        &frame_token,
        json!({"challengeToken": "9999999999.00", "approve": true}),
    )
    .await;
    assert_eq!(
        (status, body["field"].as_str()),
        (422, Some("challengeToken"))
    );
    let (status, body) = frame_post(
        &app.state,
        &format!("/frame/api/{id}/challenge"),
        &frame_token,
        json!({"challengeToken": challenge, "approve": true}),
    )
    .await;
    assert_eq!(
        (status, body["result"].as_str()),
        (200, Some("approved")),
        "{body}"
    );
    assert_eq!(balances(&app, &token).await, (3_000, 0));
    assert_ledger(&app).await;
}

#[tokio::test]
async fn bad_input_is_refused_field_by_field_and_moves_nothing() {
    let app = app().await;
    let (_, token, _) = app.user_with_tokens("bad@example.com").await;
    let errors = |answer: &Value| -> Vec<(String, String)> {
        answer["userErrors"]
            .as_array()
            .cloned()
            .unwrap_or_default()
            .iter()
            .map(|e| {
                (
                    e["field"].as_str().unwrap_or("").to_owned(),
                    e["message"].as_str().unwrap_or("").to_owned(),
                )
            })
            .collect()
    };
    for (amount, message) in [
        (0, "greater than zero"),
        (-5, "greater than zero"),
        (500, "minimum deposit is $10.00"),
        (1_000_001, "maximum deposit is $10,000.00"),
    ] {
        let answer = deposit(
            &app,
            &token,
            json!({"amountCents": amount, "paymentProviderId": "card", "idempotencyKey": key()}),
        )
        .await;
        assert_eq!(answer["permitted"], false);
        let e = errors(&answer);
        assert_eq!(e[0].0, "amountCents", "{answer}");
        assert!(e[0].1.contains(message), "{amount}: {e:?}");
    }
    let answer = deposit(&app, &token, json!({"amountCents": 2_000, "paymentProviderId": "bitcoin", "paymentMethodId": "nope", "promotionCode": "FREEMONEY", "idempotencyKey": "short"})).await;
    let fields: Vec<String> = errors(&answer).into_iter().map(|(f, _)| f).collect();
    assert_eq!(
        fields,
        ["idempotencyKey", "paymentProviderId", "promotionCode"]
    );
    // Interac is Canadian: not offered to a New Jersey account.
    let answer = deposit(
        &app,
        &token,
        json!({"amountCents": 2_000, "paymentProviderId": "interac", "idempotencyKey": key()}),
    )
    .await;
    assert_eq!(errors(&answer)[0].0, "paymentProviderId");
    // Non-numeric and fractional amounts never reach the resolver.
    for amount in [json!("20"), json!(20.5)] {
        let body = app.graphql(Some(&token), CREATE, json!({"input": {"amountCents": amount, "paymentProviderId": "card", "idempotencyKey": key()}})).await;
        assert!(body["errors"][0]["message"].as_str().is_some(), "{body}");
    }
    // Validate answers the same errors without creating anything.
    let body = app.graphql(Some(&token), VALIDATE, json!({"input": {"amountCents": 2_000, "paymentProviderId": "card", "idempotencyKey": key()}})).await;
    assert_eq!(body["data"]["depositValidateCreate"]["permitted"], true);
    let list = app
        .graphql(
            Some(&token),
            "{ paymentReceipts { nodes { id } } }",
            json!({}),
        )
        .await;
    assert_eq!(list["data"]["paymentReceipts"]["nodes"], json!([]));
    // Visitors are refused.
    let body = app.graphql(None, VALIDATE, json!({"input": {"amountCents": 2_000, "paymentProviderId": "card", "idempotencyKey": key()}})).await;
    assert_eq!(body["errors"][0]["extensions"]["code"], "UNAUTHENTICATED");
    assert_ledger(&app).await;
}

#[tokio::test]
async fn a_retried_create_is_the_same_payment() {
    let app = app().await;
    let (_, token, _) = app.user_with_tokens("retry@example.com").await;
    let input = json!({"amountCents": 2_000, "paymentProviderId": "card", "idempotencyKey": "retry-key-0001"});
    let first = deposit(&app, &token, input.clone()).await;
    let second = deposit(&app, &token, input).await;
    assert_eq!(first["receiptId"], second["receiptId"]);
    let changed = deposit(&app, &token, json!({"amountCents": 3_000, "paymentProviderId": "card", "idempotencyKey": "retry-key-0001"})).await;
    assert_eq!(changed["userErrors"][0]["field"], "idempotencyKey");
    let list = app
        .graphql(
            Some(&token),
            "{ paymentReceipts { nodes { id } } }",
            json!({}),
        )
        .await;
    assert_eq!(
        list["data"]["paymentReceipts"]["nodes"]
            .as_array()
            .map(Vec::len),
        Some(1)
    );
}

#[tokio::test]
async fn a_withdrawal_holds_then_pays_out_or_is_cancelled() {
    let app = app().await;
    let (_, token, _) = app.user_with_tokens("withdraw@example.com").await;
    app.verify_identity("withdraw@example.com").await;
    card_deposit(&app, &token, 10_000, "4242424242424242").await;
    let method = app.graphql(Some(&token), "{ paymentProvidersLandingPage(transactionType: WITHDRAWAL) { paymentProviders { code methods { id } balance { amount } } } }", json!({})).await;
    let providers = method["data"]["paymentProvidersLandingPage"]["paymentProviders"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    let card = providers
        .iter()
        .find(|p| p["code"] == "card")
        .expect("card");
    assert_eq!(card["balance"]["amount"], 10_000);
    let method_id = card["methods"][0]["id"]
        .as_str()
        .expect("saved card")
        .to_owned();

    let over = app.graphql(Some(&token), WITHDRAW, json!({"input": {"amountCents": 10_001, "paymentProviderId": "card", "paymentMethodId": method_id, "idempotencyKey": key()}})).await;
    assert_eq!(
        over["data"]["withdrawalCreate"]["userErrors"][0]["field"],
        "amountCents"
    );
    let no_method = app.graphql(Some(&token), WITHDRAW, json!({"input": {"amountCents": 1_000, "paymentProviderId": "card", "idempotencyKey": key()}})).await;
    assert_eq!(
        no_method["data"]["withdrawalCreate"]["userErrors"][0]["field"],
        "paymentMethodId"
    );

    let w = app.graphql(Some(&token), WITHDRAW, json!({"input": {"amountCents": 4_000, "paymentProviderId": "card", "paymentMethodId": method_id, "idempotencyKey": key()}})).await;
    let first = w["data"]["withdrawalCreate"]["receiptId"]
        .as_str()
        .expect("receipt")
        .to_owned();
    assert_eq!(balances(&app, &token).await, (6_000, 4_000));
    assert_eq!(receipt(&app, &token, &first).await["cancellable"], true);
    let cancel = app.graphql(Some(&token), "mutation($id: ID!) { withdrawalCancel(receiptId: $id) { permitted userErrors { message } } }", json!({"id": first})).await;
    assert_eq!(
        cancel["data"]["withdrawalCancel"]["permitted"], true,
        "{cancel}"
    );
    assert_eq!(balances(&app, &token).await, (10_000, 0));
    let again = app.graphql(Some(&token), "mutation($id: ID!) { withdrawalCancel(receiptId: $id) { permitted userErrors { message } } }", json!({"id": first})).await;
    assert_eq!(again["data"]["withdrawalCancel"]["permitted"], false);

    let w = app.graphql(Some(&token), WITHDRAW, json!({"input": {"amountCents": 2_500, "paymentProviderId": "card", "paymentMethodId": method_id, "idempotencyKey": key()}})).await;
    let second = w["data"]["withdrawalCreate"]["receiptId"]
        .as_str()
        .expect("receipt")
        .to_owned();
    let early = server::wallet::job::run_once(&app.state, app.now()).await;
    assert_eq!(early.settled, 0, "not due yet");
    let pass = server::wallet::job::run_once(&app.state, app.now() + Duration::minutes(2)).await;
    assert_eq!(pass.settled, 1);
    assert_eq!(receipt(&app, &token, &second).await["status"], "SUCCESSFUL");
    assert_eq!(balances(&app, &token).await, (7_500, 0));
    assert_ledger(&app).await;
}

#[tokio::test]
async fn concurrent_withdrawals_of_the_whole_balance_one_succeeds() {
    let app = app().await;
    let (_, token, _) = app.user_with_tokens("race@example.com").await;
    app.verify_identity("race@example.com").await;
    let (_, _) = card_deposit(&app, &token, 5_000, "4242424242424242").await;
    let methods = app.graphql(Some(&token), "{ paymentProvidersLandingPage(transactionType: WITHDRAWAL) { paymentProviders { code methods { id } } } }", json!({})).await;
    let method_id =
        methods["data"]["paymentProvidersLandingPage"]["paymentProviders"][0]["methods"][0]["id"]
            .as_str()
            .expect("method")
            .to_owned();
    let one = |k: String| {
        let input = json!({"input": {"amountCents": 5_000, "paymentProviderId": "card", "paymentMethodId": method_id, "idempotencyKey": k}});
        let app = &app;
        let token = &token;
        async move { app.graphql(Some(token), WITHDRAW, input).await }
    };
    let (a, b) = tokio::join!(one(key()), one(key()));
    let permitted = [&a, &b]
        .iter()
        .filter(|r| r["data"]["withdrawalCreate"]["permitted"] == true)
        .count();
    assert_eq!(permitted, 1, "{a} {b}");
    assert_eq!(balances(&app, &token).await, (0, 5_000));
    assert_ledger(&app).await;
}

#[tokio::test]
async fn bank_transfers_wires_and_cash_wait_for_the_processor() {
    let app = app().await;
    let (_, token, _) = app.user_with_tokens("bank@example.com").await;
    let answer = deposit(&app, &token, json!({"amountCents": 5_000, "paymentProviderId": "bank_transfer", "idempotencyKey": key()})).await;
    let (path, frame_token) = frame_of(answer["uri"].as_str().expect("uri"));
    let id = path.trim_start_matches("/frame/").to_owned();
    let (status, body) = frame_post(&app.state, &format!("/frame/api/{id}/bank"), &frame_token, json!({"accountHolder": "Alex Morgan", "routingNumber": "12345", "accountNumber": "000123456789"})).await;
    assert_eq!(
        (status, body["field"].as_str()),
        (422, Some("routingNumber"))
    );
    let (status, body) = frame_post(&app.state, &format!("/frame/api/{id}/bank"), &frame_token, json!({"accountHolder": "Alex Morgan", "routingNumber": "021000021", "accountNumber": "000123456789", "extra": 1})).await;
    assert_eq!(status, 422, "unknown fields are refused: {body}");
    let (status, body) = frame_post(&app.state, &format!("/frame/api/{id}/bank"), &frame_token, json!({"accountHolder": "Alex Morgan", "routingNumber": "021000021", "accountNumber": "000123456789", "saveAccount": true})).await;
    assert_eq!((status, body["result"].as_str()), (200, Some("pending")));
    assert_eq!(receipt(&app, &token, &id).await["status"], "PENDING");

    let wire = app.graphql(Some(&token), "mutation($input: WireTransferDepositInput!) { wireTransferDepositCreate(input: $input) { receiptId uri } }", json!({"input": {"amountCents": 20_000, "idempotencyKey": key()}})).await;
    let wire_id = wire["data"]["wireTransferDepositCreate"]["receiptId"]
        .as_str()
        .expect("wire")
        .to_owned();
    let wire_receipt = receipt(&app, &token, &wire_id).await;
    assert_eq!(wire_receipt["status"], "PENDING_WIRE_DEPOSIT");
    assert!(
        wire_receipt["receiptLines"]
            .to_string()
            .contains("Routing number")
    );

    let cash = deposit(&app, &token, json!({"amountCents": 3_000, "paymentProviderId": "cash_at_casino", "idempotencyKey": key()})).await;
    let cash_id = cash["receiptId"].as_str().expect("cash").to_owned();
    assert_eq!(
        receipt(&app, &token, &cash_id).await["status"],
        "PENDING_CASH_DEPOSIT"
    );

    assert_eq!(balances(&app, &token).await, (0, 0));
    let later = app.now() + Duration::minutes(2);
    let pass = server::wallet::job::run_once(&app.state, later).await;
    assert_eq!(
        pass.settled, 2,
        "the transfer and the wire; cash waits for its confirmation"
    );
    assert_eq!(balances(&app, &token).await, (25_000, 0));
    let confirm = app
        .graphql(
            Some(&token),
            "mutation($id: ID!) { createConfirmationV2(receiptId: $id) { permitted uri } }",
            json!({"id": cash_id}),
        )
        .await;
    assert_eq!(confirm["data"]["createConfirmationV2"]["permitted"], true);
    server::wallet::job::run_once(&app.state, later + Duration::minutes(2)).await;
    assert_eq!(balances(&app, &token).await, (28_000, 0));
    assert_ledger(&app).await;
}

/// A processor that never answers a poll; it tells `reached` when one arrives.
struct Stalling {
    reached: Arc<Notify>,
}

#[async_trait::async_trait]
impl Processor for Stalling {
    async fn poll(&self, _: &Payment, _: chrono::DateTime<Utc>) -> Result<Poll, ProcessorError> {
        self.reached.notify_one();
        std::future::pending().await
    }
    async fn charge_card(&self, _: &str, _: &str, _: Money) -> Result<Charge, ProcessorError> {
        Ok(Charge::Approved)
    }
    async fn charge_token(&self, _: &str, _: &str, _: Money) -> Result<Charge, ProcessorError> {
        Ok(Charge::Approved)
    }
    async fn complete_challenge(&self, _: &str, _: bool) -> Result<Charge, ProcessorError> {
        Ok(Charge::Approved)
    }
}

#[tokio::test]
async fn a_job_killed_mid_way_credits_exactly_once_after_restart() {
    let app = app().await;
    let (_, token, _) = app.user_with_tokens("crash@example.com").await;
    let wire = app.graphql(Some(&token), "mutation($input: WireTransferDepositInput!) { wireTransferDepositCreate(input: $input) { receiptId } }", json!({"input": {"amountCents": 15_000, "idempotencyKey": key()}})).await;
    assert!(
        wire["data"]["wireTransferDepositCreate"]["receiptId"].is_string(),
        "{wire}"
    );
    let later = app.now() + Duration::minutes(2);

    let mut stalled = app.state.clone();
    let reached = Arc::new(Notify::new());
    stalled.processor = Arc::new(Stalling {
        reached: Arc::clone(&reached),
    });
    let job = tokio::spawn(async move { server::wallet::job::run_once(&stalled, later).await });
    tokio::time::timeout(std::time::Duration::from_secs(5), reached.notified())
        .await
        .expect("the job asks the processor");
    job.abort();
    assert!(job.await.is_err(), "the job was killed");
    assert_eq!(balances(&app, &token).await, (0, 0));

    let pass = server::wallet::job::run_once(&app.state, later).await;
    assert_eq!(pass.settled, 1);
    let pass = server::wallet::job::run_once(&app.state, later).await;
    assert_eq!(pass.settled, 0, "nothing is due any more");
    assert_eq!(balances(&app, &token).await, (15_000, 0));
    assert_ledger(&app).await;
}

fn signed(app: &TestApp, body: &Value, at: chrono::DateTime<Utc>) -> (String, String) {
    let text = body.to_string();
    let header = domain::payments::sign_callback(
        app.state.config.payments.callback_secret.0.as_bytes(),
        at,
        text.as_bytes(),
    );
    (text, header)
}

#[tokio::test]
async fn processor_callbacks_are_signed_and_applied_once() {
    let app = app().await;
    let (_, token, _) = app.user_with_tokens("callback@example.com").await;
    let wire = app.graphql(Some(&token), "mutation($input: WireTransferDepositInput!) { wireTransferDepositCreate(input: $input) { receiptId } }", json!({"input": {"amountCents": 12_000, "idempotencyKey": key()}})).await;
    let id = wire["data"]["wireTransferDepositCreate"]["receiptId"]
        .as_str()
        .expect("wire")
        .to_owned();
    let post = |text: String, header: String| {
        let app = &app;
        async move {
            app.client
                .post(app.url("/api/payments/callbacks"))
                .header("content-type", "application/json")
                .header("x-payments-signature", header)
                .body(text)
                .send()
                .await
                .expect("callback")
                .status()
                .as_u16()
        }
    };
    let body = json!({"callbackId": "cb-1", "paymentId": id, "event": "confirmed"});
    let (text, _) = signed(&app, &body, app.now());
    assert_eq!(post(text.clone(), "t=1,v1=00".into()).await, 401, "forged");
    let (_, stale) = signed(&app, &body, app.now() - Duration::minutes(10));
    assert_eq!(post(text.clone(), stale).await, 401, "stale");
    let (text, header) = signed(&app, &body, app.now());
    assert_eq!(post(text.clone(), header.clone()).await, 200);
    assert_eq!(post(text, header).await, 409, "replayed");
    assert_eq!(balances(&app, &token).await, (12_000, 0));
    let unknown = json!({"callbackId": "cb-2", "paymentId": "nope", "event": "confirmed"});
    let (text, header) = signed(&app, &unknown, app.now());
    assert_eq!(post(text, header).await, 404);
    let cancel = json!({"callbackId": "cb-3", "paymentId": id, "event": "cancelled_by_patron"});
    let (text, header) = signed(&app, &cancel, app.now());
    assert_eq!(post(text, header).await, 422);
    assert_ledger(&app).await;
}

#[tokio::test]
async fn reaching_the_new_jersey_threshold_asks_for_an_acknowledgement() {
    let app = app().await;
    let (_, token, _) = app.user_with_tokens("ack@example.com").await;
    // Deposits above the unverified limit need a verified identity.
    app.verify_identity("ack@example.com").await;
    // $2,499.99 is under the $2,500.00 threshold; a further $10.01 reaches it.
    card_deposit(&app, &token, 249_999, "4242424242424242").await;
    let before = app.graphql(Some(&token), BALANCES, json!({})).await;
    assert_eq!(
        before["data"]["account"]["requiresResponsibleGamingAcknowledgement"],
        false
    );
    card_deposit(&app, &token, 1_001, "4242424242424242").await;
    let after = app.graphql(Some(&token), BALANCES, json!({})).await;
    assert_eq!(
        after["data"]["account"]["requiresResponsibleGamingAcknowledgement"], true,
        "{after}"
    );
    assert_eq!(
        after["data"]["account"]["depositAckModal"]["title"],
        "You have reached $2,510.00 of deposits in New Jersey"
    );
    let post = |body: Value| {
        let app = &app;
        let token = token.clone();
        async move {
            app.client
                .post(app.url("/api/deposit_acknowledgements"))
                .bearer_auth(token)
                .json(&body)
                .send()
                .await
                .expect("ack")
                .status()
                .as_u16()
        }
    };
    assert_eq!(post(json!({"acknowledged": false})).await, 422);
    assert_eq!(post(json!({"acknowledged": true, "more": 1})).await, 422);
    assert_eq!(post(json!({"acknowledged": true})).await, 202);
    let cleared = app.graphql(Some(&token), BALANCES, json!({})).await;
    assert_eq!(
        cleared["data"]["account"]["requiresResponsibleGamingAcknowledgement"],
        false
    );
    assert_eq!(cleared["data"]["account"]["depositAckModal"], Value::Null);
    // The threshold asks once: later deposits do not raise it again.
    card_deposit(&app, &token, 5_000, "4242424242424242").await;
    let later = app.graphql(Some(&token), BALANCES, json!({})).await;
    assert_eq!(
        later["data"]["account"]["requiresResponsibleGamingAcknowledgement"],
        false
    );
}

#[tokio::test]
async fn another_accounts_receipts_and_methods_are_never_shown() {
    let app = app().await;
    let (_, alice, _) = app.user_with_tokens("alice@example.com").await;
    let (_, bob, _) = app.user_with_tokens("bob@example.com").await;
    let (id, _) = card_deposit(&app, &alice, 2_000, "4242424242424242").await;
    assert_eq!(receipt(&app, &bob, &id).await, Value::Null);
    let page = app.graphql(Some(&alice), "{ paymentProvidersLandingPage(transactionType: DEPOSIT) { paymentProviders { code methods { id } } } }", json!({})).await;
    let method =
        page["data"]["paymentProvidersLandingPage"]["paymentProviders"][0]["methods"][0]["id"]
            .as_str()
            .expect("method")
            .to_owned();
    let delete = app.graphql(Some(&bob), "mutation($id: ID!) { paymentMethodDelete(paymentMethodId: $id) { permitted userErrors { field } } }", json!({"id": method})).await;
    assert_eq!(delete["data"]["paymentMethodDelete"]["permitted"], false);
    let used = deposit(&app, &bob, json!({"amountCents": 2_000, "paymentProviderId": "card", "paymentMethodId": method, "idempotencyKey": key()})).await;
    assert_eq!(used["userErrors"][0]["field"], "paymentMethodId");
    let cancel = app
        .graphql(
            Some(&bob),
            "mutation($id: ID!) { withdrawalCancel(receiptId: $id) { permitted } }",
            json!({"id": id}),
        )
        .await;
    assert_eq!(cancel["data"]["withdrawalCancel"]["permitted"], false);
    let delete = app
        .graphql(
            Some(&alice),
            "mutation($id: ID!) { paymentMethodDelete(paymentMethodId: $id) { permitted } }",
            json!({"id": method}),
        )
        .await;
    assert_eq!(delete["data"]["paymentMethodDelete"]["permitted"], true);
}

#[tokio::test]
async fn excluded_providers_are_shown_but_refused() {
    let app = app().await;
    let (_, token, _) = app.user_with_tokens("exclude@example.com").await;
    let page = app.graphql(Some(&token), "mutation { updateProviderExclusions(providerCodes: [\"card\"]) { paymentProviders { code excluded warning } } }", json!({})).await;
    let card = page["data"]["updateProviderExclusions"]["paymentProviders"][0].clone();
    assert_eq!(
        (card["code"].as_str(), card["excluded"].as_bool()),
        (Some("card"), Some(true))
    );
    let answer = deposit(
        &app,
        &token,
        json!({"amountCents": 2_000, "paymentProviderId": "card", "idempotencyKey": key()}),
    )
    .await;
    assert_eq!(
        answer["userErrors"][0]["message"],
        "This payment method is on the excluded list and is unavailable right now."
    );
    let bad = app.graphql(Some(&token), "mutation { updateProviderExclusions(providerCodes: [\"paypal\"]) { paymentProviders { code } } }", json!({})).await;
    assert_eq!(bad["errors"][0]["extensions"]["code"], "BAD_USER_INPUT");
}

#[tokio::test]
async fn an_excluded_usual_provider_gives_way_with_a_preferred_warning() {
    let app = app().await;
    let (_, token, _) = app.user_with_tokens("usual@example.com").await;
    const PAGE: &str = "{ paymentProvidersQuickDepositLandingPage { preferredPaymentProvider { code preferredWarning } paymentProviders { code preferredWarning } } }";
    // No saved method: the first usable provider, nothing to warn about.
    let page = app.graphql(Some(&token), PAGE, json!({})).await;
    let first = &page["data"]["paymentProvidersQuickDepositLandingPage"];
    assert_eq!(
        first["preferredPaymentProvider"]["preferredWarning"],
        Value::Null,
        "{page}"
    );
    // A saved card makes the card provider the usual one.
    let (_, answer) = card_deposit(&app, &token, 2_500, "4242 4242 4242 4242").await;
    assert_eq!(answer["result"], "approved");
    let page = app.graphql(Some(&token), PAGE, json!({})).await;
    let usual =
        &page["data"]["paymentProvidersQuickDepositLandingPage"]["preferredPaymentProvider"];
    assert_eq!(
        (usual["code"].as_str(), &usual["preferredWarning"]),
        (Some("card"), &Value::Null),
        "{page}"
    );
    // Excluded, it gives way to the next usable provider, which says why.
    let excluded = app.graphql(Some(&token), "mutation { updateProviderExclusions(providerCodes: [\"card\"]) { paymentProviders { code } } }", json!({})).await;
    assert!(excluded["errors"].is_null(), "{excluded}");
    let page = app.graphql(Some(&token), PAGE, json!({})).await;
    let data = &page["data"]["paymentProvidersQuickDepositLandingPage"];
    let preferred = &data["preferredPaymentProvider"];
    assert_ne!(preferred["code"], "card", "{page}");
    let warning = preferred["preferredWarning"]
        .as_str()
        .expect("a preferred warning");
    assert!(
        warning.starts_with("Credit or Debit Card is on your excluded list, so "),
        "{warning}"
    );
    assert!(warning.ends_with(" is selected instead."), "{warning}");
    // Only the preferred provider carries it.
    let list = data["paymentProviders"].as_array().expect("providers");
    assert!(
        list.iter().all(|p| p["preferredWarning"].is_null()),
        "{page}"
    );
}

/// Signs up an account holder in `region` and logs in; returns the access token.
async fn holder_in(app: &TestApp, email: &str, region: &str) -> String {
    let mut body = TestApp::signup_body(email, crate::common::PASSWORD);
    body["region"] = json!(region);
    let res = app.signup(&body).await;
    assert_eq!(res.status(), 201);
    app.login(email, crate::common::PASSWORD).await["access_token"]
        .as_str()
        .expect("access token")
        .to_owned()
}

#[tokio::test]
async fn canadian_accounts_use_interac_both_ways() {
    let app = app().await;
    let token = holder_in(&app, "canada@example.com", "CA-ON").await;
    app.verify_identity("canada@example.com").await;
    let page = app
        .graphql(
            Some(&token),
            "{ paymentProvidersLandingPage(transactionType: DEPOSIT) { paymentProviders { code minimumAmount { currency } } } }",
            json!({}),
        )
        .await;
    let codes: Vec<String> = page["data"]["paymentProvidersLandingPage"]["paymentProviders"]
        .as_array()
        .cloned()
        .unwrap_or_default()
        .iter()
        .map(|p| p["code"].as_str().unwrap_or_default().to_owned())
        .collect();
    assert_eq!(
        codes,
        [
            "card",
            "interac",
            "wire_transfer",
            "apple_pay",
            "card_drop_in",
            "instant_bank",
            "instant_bank_slow"
        ]
    );
    assert_eq!(
        page["data"]["paymentProvidersLandingPage"]["paymentProviders"][0]["minimumAmount"]["currency"],
        "CAD"
    );

    let answer = deposit(&app, &token, json!({"amountCents": 6_000, "paymentProviderId": "PaymentProvider:interac:DEPOSIT", "idempotencyKey": key()})).await;
    let (path, frame_token) = frame_of(answer["uri"].as_str().expect("frame"));
    let id = path.trim_start_matches("/frame/").to_owned();
    let (status, body) = frame_post(
        &app.state,
        &format!("/frame/api/{id}/interac"),
        &frame_token,
        json!({"email": "not-an-email"}),
    )
    .await;
    assert_eq!((status, body["field"].as_str()), (422, Some("email")));
    let (status, _) = frame_post(
        &app.state,
        &format!("/frame/api/{id}/card"),
        &frame_token,
        card("4242424242424242"),
    )
    .await;
    assert_eq!(status, 404, "an Interac payment has no card form");
    let (status, body) = frame_post(
        &app.state,
        &format!("/frame/api/{id}/interac"),
        &frame_token,
        json!({"email": "jordan@example.ca"}),
    )
    .await;
    assert_eq!((status, body["result"].as_str()), (200, Some("pending")));
    server::wallet::job::run_once(&app.state, app.now() + Duration::minutes(2)).await;
    assert_eq!(balances(&app, &token).await, (6_000, 0));

    let interac = "mutation($input: InteracWithdrawalInput!) { interacWithdrawalCreate(input: $input) { permitted receiptId userErrors { field message } } }";
    let bad = app
        .graphql(
            Some(&token),
            interac,
            json!({"input": {"amountCents": 2_000, "email": "nope", "idempotencyKey": key()}}),
        )
        .await;
    assert_eq!(
        bad["data"]["interacWithdrawalCreate"]["userErrors"][0]["field"],
        "email"
    );
    let ok = app.graphql(Some(&token), interac, json!({"input": {"amountCents": 2_000, "email": "jordan@example.ca", "idempotencyKey": key()}})).await;
    assert_eq!(
        ok["data"]["interacWithdrawalCreate"]["permitted"], true,
        "{ok}"
    );
    assert_eq!(balances(&app, &token).await, (4_000, 2_000));
    assert_ledger(&app).await;
}

#[tokio::test]
async fn wire_withdrawals_check_their_bank_details() {
    let app = app().await;
    let (_, token, _) = app.user_with_tokens("wire@example.com").await;
    app.verify_identity("wire@example.com").await;
    card_deposit(&app, &token, 50_000, "4242424242424242").await;
    let wire = "mutation($input: WireTransferWithdrawalInput!) { firstWireTransferWithdrawalCreate(input: $input) { permitted receiptId userErrors { field message } } }";
    let details = |routing: &str, swift: &str| json!({"input": {"amountCents": 20_000, "accountHolder": "Alex Morgan", "bankName": "First Bank", "routingNumber": routing, "accountNumber": "123456789", "swiftCode": swift, "idempotencyKey": key()}});
    let bad = app
        .graphql(Some(&token), wire, details("12", "abcdefgh"))
        .await;
    let fields: Vec<&str> = bad["data"]["firstWireTransferWithdrawalCreate"]["userErrors"]
        .as_array()
        .map(|e| e.iter().filter_map(|e| e["field"].as_str()).collect())
        .unwrap_or_default();
    assert_eq!(fields, ["routingNumber", "swiftCode"]);
    let ok = app
        .graphql(Some(&token), wire, details("021000021", "CHASUS33"))
        .await;
    let id = ok["data"]["firstWireTransferWithdrawalCreate"]["receiptId"]
        .as_str()
        .expect("receipt")
        .to_owned();
    assert_eq!(
        receipt(&app, &token, &id).await["status"],
        "PENDING_WIRE_WITHDRAWAL"
    );
    assert_eq!(balances(&app, &token).await, (30_000, 20_000));

    let validate = "mutation($input: WithdrawalCreateInput!) { withdrawalValidateCreateV2(input: $input) { permitted userErrors { field message } } }";
    // The plain withdrawal call cannot skip a wire's bank details.
    let bare = app.graphql(Some(&token), validate, json!({"input": {"amountCents": 20_000, "paymentProviderId": "wire_transfer", "idempotencyKey": key()}})).await;
    assert_eq!(
        bare["data"]["withdrawalValidateCreateV2"]["userErrors"][0]["field"],
        "accountHolder"
    );
    let methods = app.graphql(Some(&token), "{ paymentProvidersLandingPage(transactionType: WITHDRAWAL) { paymentProviders { methods { id } } } }", json!({})).await;
    let method = methods["data"]["paymentProvidersLandingPage"]["paymentProviders"][0]["methods"]
        [0]["id"]
        .clone();
    let over = app.graphql(Some(&token), validate, json!({"input": {"amountCents": 30_001, "paymentProviderId": "card", "paymentMethodId": method, "idempotencyKey": key()}})).await;
    assert_eq!(
        over["data"]["withdrawalValidateCreateV2"]["userErrors"][0]["message"],
        "You can withdraw up to $300.00 right now."
    );
    server::wallet::job::run_once(&app.state, app.now() + Duration::minutes(2)).await;
    assert_eq!(receipt(&app, &token, &id).await["status"], "SUCCESSFUL");
    assert_eq!(balances(&app, &token).await, (30_000, 0));
    assert_ledger(&app).await;
}

#[tokio::test]
async fn provider_nodes_facilities_and_promo_codes() {
    let app = app().await;
    let (_, token, _) = app.user_with_tokens("extras@example.com").await;
    let node = app.graphql(Some(&token), "query($id: ID!) { node(id: $id) { id ... on PaymentProvider { code maximumAmount { amount } } } }", json!({"id": "PaymentProvider:card:DEPOSIT"})).await;
    assert_eq!(node["data"]["node"]["code"], "card");
    assert_eq!(node["data"]["node"]["maximumAmount"]["amount"], 1_000_000);
    let unknown = app
        .graphql(
            Some(&token),
            "query($id: ID!) { node(id: $id) { id } }",
            json!({"id": "PaymentProvider:paypal:DEPOSIT"}),
        )
        .await;
    assert_eq!(unknown["data"]["node"], Value::Null);
    let facilities = app
        .graphql(
            Some(&token),
            "{ paymentFacilities { name region } outOfStateDepositPage { allowed body } }",
            json!({}),
        )
        .await;
    assert_eq!(
        facilities["data"]["paymentFacilities"]
            .as_array()
            .map(Vec::len),
        Some(2)
    );
    assert_eq!(facilities["data"]["outOfStateDepositPage"]["allowed"], true);

    // The operator runs a first-deposit welcome code and a reload code.
    app.create_promotion(&promotions::match_definition(
        "welcome",
        "WELCOME100",
        100,
        true,
    ))
    .await;
    app.create_promotion(&promotions::match_definition(
        "reload", "RELOAD25", 25, false,
    ))
    .await;
    let promo = "{ displayPromoCode { code status } }";
    assert_eq!(
        app.graphql(Some(&token), promo, json!({})).await["data"]["displayPromoCode"]["code"],
        "WELCOME100"
    );
    let check =
        "query($code: String!) { validateDepositPromoCode(code: $code) { code status message } }";
    let valid = app
        .graphql(Some(&token), check, json!({"code": " reload25 "}))
        .await;
    assert_eq!(
        (
            valid["data"]["validateDepositPromoCode"]["code"].as_str(),
            valid["data"]["validateDepositPromoCode"]["status"].as_str()
        ),
        (Some("RELOAD25"), Some("VALID"))
    );
    let invalid = app
        .graphql(Some(&token), check, json!({"code": "FREEMONEY"}))
        .await;
    assert_eq!(
        invalid["data"]["validateDepositPromoCode"]["status"],
        "INVALID"
    );
    card_deposit(&app, &token, 2_000, "4242424242424242").await;
    assert_eq!(
        app.graphql(Some(&token), promo, json!({})).await["data"]["displayPromoCode"]["code"],
        "RELOAD25",
        "the welcome code is for a first deposit; the reload code is shown instead"
    );
}

#[tokio::test]
async fn wallet_button_and_card_drop_in_deposits_complete_or_cancel() {
    let app = app().await;
    let (_, token, _) = app.user_with_tokens("wallets@example.com").await;
    let page = app.graphql(Some(&token), "{ paymentProvidersLandingPage(transactionType: DEPOSIT) { paymentProviders { code type capabilities } } }", json!({})).await;
    let providers = page["data"]["paymentProvidersLandingPage"]["paymentProviders"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    let apple = providers
        .iter()
        .find(|p| p["code"] == "apple_pay")
        .expect("apple pay");
    assert_eq!(
        (apple["type"].as_str(), apple["capabilities"].clone()),
        (Some("WALLET_BUTTON"), json!(["APPLE_PAY"]))
    );

    let complete = "mutation($input: WalletButtonCompleteInput!) { walletButtonDepositComplete(input: $input) { permitted receiptId userErrors { field message } } }";
    let cancel = "mutation($id: ID!) { walletButtonDepositCancel(receiptId: $id) { permitted userErrors { field } } }";
    let started = deposit(
        &app,
        &token,
        json!({"amountCents": 4_000, "paymentProviderId": "apple_pay", "idempotencyKey": key()}),
    )
    .await;
    let id = started["receiptId"].as_str().expect("receipt").to_owned();
    let empty = app
        .graphql(
            Some(&token),
            complete,
            json!({"input": {"receiptId": id, "walletToken": " "}}),
        )
        .await;
    assert_eq!(
        empty["data"]["walletButtonDepositComplete"]["userErrors"][0]["field"],
        "walletToken"
    );
    let ok = app
        .graphql(
            Some(&token),
            complete,
            json!({"input": {"receiptId": id, "walletToken": "tok_approve_device"}}),
        )
        .await;
    assert_eq!(
        ok["data"]["walletButtonDepositComplete"]["permitted"], true,
        "{ok}"
    );
    assert_eq!(balances(&app, &token).await, (4_000, 0));
    let again = app
        .graphql(
            Some(&token),
            complete,
            json!({"input": {"receiptId": id, "walletToken": "tok_approve_device"}}),
        )
        .await;
    assert_eq!(
        again["data"]["walletButtonDepositComplete"]["userErrors"][0]["field"], "receiptId",
        "completed once"
    );
    assert_eq!(balances(&app, &token).await, (4_000, 0));

    let started = deposit(
        &app,
        &token,
        json!({"amountCents": 4_000, "paymentProviderId": "apple_pay", "idempotencyKey": key()}),
    )
    .await;
    let id = started["receiptId"].as_str().expect("receipt").to_owned();
    let closed = app.graphql(Some(&token), cancel, json!({"id": id})).await;
    assert_eq!(
        closed["data"]["walletButtonDepositCancel"]["permitted"],
        true
    );
    let r = receipt(&app, &token, &id).await;
    assert_eq!(
        (r["status"].as_str(), r["failureReason"].as_str()),
        (Some("FAILED"), Some("Cancelled by you."))
    );

    // The card drop-in completes pending card deposits only.
    let drop_in = "mutation($id: ID!, $token: String!) { cardDropInDepositComplete(receiptId: $id, cardToken: $token) { permitted userErrors { field message } } }";
    let wrong = app
        .graphql(
            Some(&token),
            drop_in,
            json!({"id": id, "token": "tok_approve_x"}),
        )
        .await;
    assert_eq!(
        wrong["data"]["cardDropInDepositComplete"]["permitted"],
        false
    );
    let card = deposit(
        &app,
        &token,
        json!({"amountCents": 2_500, "paymentProviderId": "card", "idempotencyKey": key()}),
    )
    .await;
    let card_id = card["receiptId"].as_str().expect("receipt").to_owned();
    let challenge = app
        .graphql(
            Some(&token),
            drop_in,
            json!({"id": card_id, "token": "tok_challenge_x"}),
        )
        .await;
    assert_eq!(
        challenge["data"]["cardDropInDepositComplete"]["userErrors"][0]["field"],
        "cardToken"
    );
    let declined = app
        .graphql(
            Some(&token),
            drop_in,
            json!({"id": card_id, "token": "tok_decline_x"}),
        )
        .await;
    assert_eq!(
        declined["data"]["cardDropInDepositComplete"]["permitted"], true,
        "a decline is an answer"
    );
    assert_eq!(receipt(&app, &token, &card_id).await["status"], "FAILED");
    let card = deposit(
        &app,
        &token,
        json!({"amountCents": 2_500, "paymentProviderId": "card", "idempotencyKey": key()}),
    )
    .await;
    let card_id = card["receiptId"].as_str().expect("receipt").to_owned();
    let ok = app
        .graphql(
            Some(&token),
            drop_in,
            json!({"id": card_id, "token": "tok_approve_x"}),
        )
        .await;
    assert_eq!(ok["data"]["cardDropInDepositComplete"]["permitted"], true);
    let other = deposit(
        &app,
        &token,
        json!({"amountCents": 2_500, "paymentProviderId": "card", "idempotencyKey": key()}),
    )
    .await;
    let other_id = other["receiptId"].as_str().expect("receipt").to_owned();
    let dropped = app
        .graphql(
            Some(&token),
            "mutation($id: ID!) { cardDropInDepositCancel(receiptId: $id) { permitted } }",
            json!({"id": other_id}),
        )
        .await;
    assert_eq!(
        dropped["data"]["cardDropInDepositCancel"]["permitted"],
        true
    );
    assert_eq!(balances(&app, &token).await, (6_500, 0));
    assert_ledger(&app).await;
}
