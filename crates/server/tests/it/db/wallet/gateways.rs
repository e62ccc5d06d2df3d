//! Deposits finished on the payments origin without the frame's forms: the hidden gateway
//! (one provider that completes, one whose bank stalls), the device wallet's sheet and the
//! card drop-in (both started with the processor's client id and completed with their
//! complete calls), and provider availability as the processor reports it.

use super::{app, assert_ledger, balances, deposit, frame_of, frame_post, key, receipt};
use crate::common::TestApp;
use axum::body::Body;
use axum::http::Request;
use chrono::Duration;
use domain::money::Money;
use serde_json::{Value, json};
use server::state::AppState;
use server::wallet::sandbox::{
    CLIENT_ID, Charge, NOT_RECEIVED, Poll, Processor, ProcessorError, Sandbox,
};
use std::sync::Arc;
use store::Payment;
use tower::ServiceExt;

const PROVIDERS: &str = "{ paymentProvidersQuickDepositLandingPage { preferredPaymentProvider { code } paymentProviders { code type availability clientId warning } } }";

/// The quick deposit's providers by code.
async fn providers(app: &TestApp, token: &str) -> Vec<Value> {
    let page = app.graphql(Some(token), PROVIDERS, json!({})).await;
    page["data"]["paymentProvidersQuickDepositLandingPage"]["paymentProviders"]
        .as_array()
        .cloned()
        .unwrap_or_default()
}

fn find<'a>(list: &'a [Value], code: &str) -> &'a Value {
    list.iter()
        .find(|p| p["code"] == code)
        .unwrap_or_else(|| panic!("{code} in {list:?}"))
}

/// `GET` of a frame page; its status and HTML.
async fn frame_page(state: &AppState, path_and_query: &str) -> (u16, String) {
    let response = server::wallet::frame::router(state.clone())
        .oneshot(
            Request::get(path_and_query)
                .body(Body::empty())
                .expect("request"),
        )
        .await
        .expect("frame page");
    let status = response.status().as_u16();
    let bytes = axum::body::to_bytes(response.into_body(), 1 << 20)
        .await
        .expect("body");
    (status, String::from_utf8_lossy(&bytes).into_owned())
}

/// Starts a deposit of `provider`: its receipt id, deep link, frame path and token.
async fn start(
    app: &TestApp,
    token: &str,
    provider: &str,
    cents: i64,
) -> (String, String, String, String) {
    let answer = deposit(
        app,
        token,
        json!({"amountCents": cents, "paymentProviderId": provider, "idempotencyKey": key()}),
    )
    .await;
    assert_eq!(answer["permitted"], true, "{answer}");
    let uri = answer["uri"].as_str().expect("uri").to_owned();
    let (path, frame_token) = frame_of(&uri);
    let id = answer["receiptId"].as_str().expect("receipt").to_owned();
    (id, uri, path, frame_token)
}

#[tokio::test]
async fn the_hidden_gateway_completes_in_a_hidden_frame_or_stalls_until_the_job_fails_it() {
    let app = TestApp::spawn_with(|c| {
        c.payments.job_interval = std::time::Duration::from_secs(3600);
        c.payments.processor_timeout = std::time::Duration::from_millis(200);
    })
    .await;
    let (_, token, _) = app.user_with_tokens("hidden-gateway@example.com").await;
    let list = providers(&app, &token).await;
    for code in ["instant_bank", "instant_bank_slow"] {
        let p = find(&list, code);
        assert_eq!(
            (
                p["type"].as_str(),
                p["availability"].as_str(),
                &p["clientId"]
            ),
            (Some("HIDDEN_GATEWAY"), Some("AVAILABLE"), &Value::Null)
        );
    }

    // Completes: the deep link asks for a hidden frame, whose page charges the linked account.
    let (id, uri, path, frame_token) = start(&app, &token, "instant_bank", 2_000).await;
    assert!(uri.ends_with("&hidden=1"), "{uri}");
    let (status, html) = frame_page(
        &app.state,
        &format!("{path}?token={}", urlencode(&frame_token)),
    )
    .await;
    assert_eq!(status, 200);
    assert!(html.contains(r#""kind":"hidden""#), "{html}");
    assert!(!html.contains("<form"), "a hidden gateway asks nothing");
    let linked = format!("/frame/api/{id}/linked");
    let (status, answer) = frame_post(&app.state, &linked, &frame_token, json!({})).await;
    assert_eq!(
        (status, answer),
        (200, json!({"result": "approved", "receiptId": id}))
    );
    assert_eq!(balances(&app, &token).await, (2_000, 0));
    let (_, again) = frame_post(&app.state, &linked, &frame_token, json!({})).await;
    assert_eq!(again["result"], "approved", "charged once, answered alike");
    assert_eq!(balances(&app, &token).await, (2_000, 0));

    // Stalls: the bank never answers, the frame hears "pending" and stays silent; the job
    // later asks the processor, which never received a charge: nothing is charged.
    let (id, uri, _, frame_token) = start(&app, &token, "instant_bank_slow", 3_000).await;
    assert!(uri.ends_with("&hidden=1"), "{uri}");
    let linked = format!("/frame/api/{id}/linked");
    let (status, answer) = frame_post(&app.state, &linked, &frame_token, json!({})).await;
    assert_eq!(
        (status, answer),
        (200, json!({"result": "pending", "receiptId": id}))
    );
    assert_eq!(receipt(&app, &token, &id).await["status"], "PENDING");
    let pass = server::wallet::job::run_once(&app.state, app.now() + Duration::minutes(1)).await;
    assert_eq!(pass.settled, 1);
    let r = receipt(&app, &token, &id).await;
    assert_eq!(
        (r["status"].as_str(), r["failureReason"].as_str()),
        (Some("FAILED"), Some(NOT_RECEIVED))
    );
    assert_eq!(balances(&app, &token).await, (2_000, 0));
    assert_ledger(&app).await;
}

fn urlencode(s: &str) -> String {
    url::form_urlencoded::byte_serialize(s.as_bytes()).collect()
}

#[tokio::test]
async fn the_wallet_sheet_and_the_drop_in_hand_the_app_a_token_to_complete_with() {
    let app = app().await;
    let (_, token, _) = app.user_with_tokens("sheets@example.com").await;
    let list = providers(&app, &token).await;
    assert_eq!(find(&list, "apple_pay")["type"], "WALLET_BUTTON");
    assert_eq!(find(&list, "apple_pay")["clientId"], CLIENT_ID);
    assert_eq!(find(&list, "card_drop_in")["type"], "CARD_DROP_IN");
    assert_eq!(find(&list, "card_drop_in")["clientId"], CLIENT_ID);
    assert_eq!(find(&list, "card")["clientId"], Value::Null);

    // The device wallet's sheet: started without the client id it cannot open.
    let (id, uri, path, frame_token) = start(&app, &token, "apple_pay", 4_000).await;
    assert!(!uri.contains("hidden=1"), "{uri}");
    let page = format!("{path}?token={}", urlencode(&frame_token));
    let (_, html) = frame_page(&app.state, &page).await;
    assert!(html.contains("Unable to retrieve client id."), "{html}");
    let (_, html) = frame_page(&app.state, &format!("{page}&client=someone-else")).await;
    assert!(html.contains("Unable to retrieve client id."), "{html}");
    let (_, html) = frame_page(&app.state, &format!("{page}&client={CLIENT_ID}")).await;
    assert!(html.contains(r#"data-form="wallet-token""#), "{html}");

    let sheet = format!("/frame/api/{id}/wallet-token");
    let (status, refused) =
        frame_post(&app.state, &sheet, &frame_token, json!({"card": "gold"})).await;
    assert_eq!((status, refused["field"].as_str()), (422, Some("card")));
    let (status, issued) =
        frame_post(&app.state, &sheet, &frame_token, json!({"card": "approve"})).await;
    assert_eq!(status, 200, "{issued}");
    let wallet_token = issued["token"].as_str().expect("token").to_owned();
    assert!(wallet_token.starts_with("tok_approve_"), "{wallet_token}");
    assert_eq!(
        balances(&app, &token).await,
        (0, 0),
        "a token charges nothing"
    );
    let complete = "mutation($input: WalletButtonCompleteInput!) { walletButtonDepositComplete(input: $input) { permitted userErrors { field message } } }";
    let done = app
        .graphql(
            Some(&token),
            complete,
            json!({"input": {"receiptId": id, "walletToken": wallet_token}}),
        )
        .await;
    assert_eq!(
        done["data"]["walletButtonDepositComplete"]["permitted"], true,
        "{done}"
    );
    assert_eq!(balances(&app, &token).await, (4_000, 0));
    let (status, _) =
        frame_post(&app.state, &sheet, &frame_token, json!({"card": "approve"})).await;
    assert_eq!(status, 409, "a completed deposit issues no more tokens");

    // The card drop-in: the card is checked field by field, then tokenised.
    let (id, _, _, frame_token) = start(&app, &token, "card_drop_in", 2_500).await;
    let drop_in = format!("/frame/api/{id}/drop-in-token");
    let card = |number: &str| json!({"cardNumber": number, "expiry": "12/39", "cvc": "123", "nameOnCard": "Alex Morgan"});
    let (status, refused) =
        frame_post(&app.state, &drop_in, &frame_token, card("4242424242424241")).await;
    assert_eq!(
        (status, refused["field"].as_str()),
        (422, Some("cardNumber"))
    );
    let (status, issued) =
        frame_post(&app.state, &drop_in, &frame_token, card("4000000000000002")).await;
    assert_eq!(status, 200);
    let declining = issued["token"].as_str().expect("token").to_owned();
    assert!(declining.starts_with("tok_decline_"), "{declining}");
    let (_, issued) =
        frame_post(&app.state, &drop_in, &frame_token, card("4242424242424242")).await;
    let approving = issued["token"].as_str().expect("token").to_owned();
    let complete = "mutation($id: ID!, $token: String!) { cardDropInDepositComplete(receiptId: $id, cardToken: $token) { permitted userErrors { field } } }";
    let done = app
        .graphql(
            Some(&token),
            complete,
            json!({"id": id, "token": approving}),
        )
        .await;
    assert_eq!(
        done["data"]["cardDropInDepositComplete"]["permitted"], true,
        "{done}"
    );
    assert_eq!(receipt(&app, &token, &id).await["status"], "SUCCESSFUL");
    assert_eq!(balances(&app, &token).await, (6_500, 0));
    assert_ledger(&app).await;
}

/// The sandbox with the instant bank down.
struct BankDown(Sandbox);

#[async_trait::async_trait]
impl Processor for BankDown {
    async fn poll(
        &self,
        p: &Payment,
        now: chrono::DateTime<chrono::Utc>,
    ) -> Result<Poll, ProcessorError> {
        self.0.poll(p, now).await
    }
    async fn charge_card(&self, key: &str, n: &str, a: Money) -> Result<Charge, ProcessorError> {
        self.0.charge_card(key, n, a).await
    }
    async fn charge_token(&self, key: &str, t: &str, a: Money) -> Result<Charge, ProcessorError> {
        self.0.charge_token(key, t, a).await
    }
    async fn complete_challenge(&self, key: &str, passed: bool) -> Result<Charge, ProcessorError> {
        self.0.complete_challenge(key, passed).await
    }
    fn available(&self, code: &str) -> bool {
        code != "instant_bank"
    }
}

/// A GraphQL call to the app served with `state`.
async fn graphql_with(state: &AppState, token: &str, query: &str, variables: Value) -> Value {
    let response = server::router(state.clone())
        .oneshot(
            Request::post("/graphql")
                .header("content-type", "application/json")
                .header("accept", "application/json")
                .header("authorization", format!("Bearer {token}"))
                .body(Body::from(
                    json!({"query": query, "variables": variables}).to_string(),
                ))
                .expect("request"),
        )
        .await
        .expect("answer");
    let bytes = axum::body::to_bytes(response.into_body(), 1 << 20)
        .await
        .expect("body");
    serde_json::from_slice(&bytes).unwrap_or(Value::Null)
}

#[tokio::test]
async fn a_provider_the_processor_reports_down_is_unavailable_and_refused() {
    let app = app().await;
    let (_, token, _) = app.user_with_tokens("bank-down@example.com").await;
    let mut state = app.state.clone();
    state.processor = Arc::new(BankDown(Sandbox::default()));
    let page = graphql_with(&state, &token, PROVIDERS, json!({})).await;
    let list = page["data"]["paymentProvidersQuickDepositLandingPage"]["paymentProviders"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    let down = find(&list, "instant_bank");
    assert_eq!(
        (down["availability"].as_str(), down["warning"].as_str()),
        (
            Some("UNAVAILABLE"),
            Some(server::wallet::create::UNAVAILABLE)
        ),
        "{page}"
    );
    assert_eq!(
        find(&list, "instant_bank_slow")["availability"],
        "AVAILABLE"
    );
    let refused = graphql_with(
        &state,
        &token,
        "mutation($input: DepositCreateInput!) { depositCreate(input: $input) { permitted userErrors { field message } } }",
        json!({"input": {"amountCents": 2_000, "paymentProviderId": "instant_bank", "idempotencyKey": key()}}),
    )
    .await;
    assert_eq!(
        refused["data"]["depositCreate"]["userErrors"],
        json!([{"field": "paymentProviderId", "message": server::wallet::create::UNAVAILABLE}]),
        "{refused}"
    );
    // Excluded by the bettor: unavailable too, with the exclusion's warning.
    let excluded = app
        .graphql(
            Some(&token),
            "mutation { updateProviderExclusions(providerCodes: [\"card\"]) { paymentProviders { code } } }",
            json!({}),
        )
        .await;
    assert!(excluded["errors"].is_null(), "{excluded}");
    let list = providers(&app, &token).await;
    assert_eq!(find(&list, "card")["availability"], "UNAVAILABLE");
    assert_eq!(find(&list, "apple_pay")["availability"], "AVAILABLE");
}
