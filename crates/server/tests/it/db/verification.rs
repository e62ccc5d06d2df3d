//! Identity verification over HTTP on the running server: the sandbox flow to approved (its
//! signed result posted back over HTTP), needs review resolved by an operator, rejections with
//! reasons and the attempt limit, signed callbacks (bad, missing and stale signatures refused,
//! a replay applied once), privacy between accounts, and the payment gates: withdrawals before
//! and after verification, and the lifetime deposit threshold.

use super::wallet::{WITHDRAW, card_deposit, deposit, key};
use crate::common::{TestApp, eventually};
use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use domain::verification::Status;
use serde_json::{Value, json};
use server::verification::admin::{self, Decision};
use server::verification::callbacks::{CALLBACK_PATH, SIGNATURE_HEADER};
use std::time::Duration;

const ACCOUNT: &str = "/i/identity_verifications/account";
const SCANS: &str = "/i/identity_verifications/scans";

/// A server whose sandbox posts its result at once (and whose deposit threshold is $100.00,
/// so the threshold test stays small).
async fn app() -> TestApp {
    TestApp::spawn_with(|c| {
        c.verification.result_delay = Duration::ZERO;
        c.verification.deposit_threshold_cents = 10_000;
    })
    .await
}

async fn get(app: &TestApp, token: &str, path: &str) -> (u16, Value) {
    let res = app
        .client
        .get(app.url(path))
        .bearer_auth(token)
        .send()
        .await
        .expect("request");
    let status = res.status().as_u16();
    (status, res.json().await.unwrap_or(Value::Null))
}

async fn post(app: &TestApp, token: Option<&str>, path: &str, body: &Value) -> (u16, Value) {
    let mut req = app.client.post(app.url(path)).json(body);
    if let Some(token) = token {
        req = req.bearer_auth(token);
    }
    let res = req.send().await.expect("request");
    let status = res.status().as_u16();
    (status, res.json().await.unwrap_or(Value::Null))
}

/// A JPEG's first bytes, padded to a plausible size, in base64.
fn jpeg() -> String {
    let mut bytes = vec![0xFF, 0xD8, 0xFF, 0xE0];
    bytes.resize(2_048, 7);
    STANDARD.encode(bytes)
}

fn png() -> String {
    let mut bytes = vec![0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A];
    bytes.resize(2_048, 3);
    STANDARD.encode(bytes)
}

/// The account's details as signed up (`TestApp::signup_body`), on a driver's license.
fn details(number: &str) -> Value {
    json!({
        "idType": "DRIVERS_LICENSE",
        "firstName": "Alex",
        "lastName": "Morgan",
        "dateOfBirth": "1990-05-15",
        "expiresOn": "2031-06-30",
        "documentNumber": number,
    })
}

/// Starts a scan, gives `details` and both sides; answers the scan id and the last answer.
async fn submit(app: &TestApp, token: &str, details: &Value) -> (String, Value) {
    let (status, started) = post(app, Some(token), SCANS, &json!({})).await;
    assert_eq!(status, 201, "{started}");
    let scan = started["scan"]["id"].as_str().expect("scan id").to_owned();
    assert_eq!(started["scan"]["status"], "OPEN");
    let (status, initiated) = post(
        app,
        Some(token),
        &format!("{SCANS}/{scan}/document_initiations"),
        details,
    )
    .await;
    assert_eq!(status, 200, "{initiated}");
    let back = (details["idType"] != "PASSPORT").then(png);
    let (status, verified) = post(
        app,
        Some(token),
        &format!("{SCANS}/{scan}/document_verifications"),
        &json!({"front": jpeg(), "back": back}),
    )
    .await;
    assert_eq!(status, 202, "{verified}");
    (scan, verified)
}

/// Waits for the account's status to become `status`; answers the account's view.
async fn status_becomes(app: &TestApp, token: &str, status: &str) -> Value {
    eventually(
        &format!("verification {status}"),
        Duration::from_secs(10),
        || async {
            let (_, view) = get(app, token, ACCOUNT).await;
            (view["status"] == status).then_some(view)
        },
    )
    .await
}

/// The first saved card's id for withdrawals.
async fn saved_card(app: &TestApp, token: &str) -> String {
    let methods = app.graphql(Some(token), "{ paymentProvidersLandingPage(transactionType: WITHDRAWAL) { paymentProviders { code methods { id } } } }", json!({})).await;
    methods["data"]["paymentProvidersLandingPage"]["paymentProviders"][0]["methods"][0]["id"]
        .as_str()
        .expect("saved card")
        .to_owned()
}

async fn withdraw(app: &TestApp, token: &str, method: &str, cents: i64) -> Value {
    let answer = app.graphql(Some(token), WITHDRAW, json!({"input": {"amountCents": cents, "paymentProviderId": "card", "paymentMethodId": method, "idempotencyKey": key()}})).await;
    answer["data"]["withdrawalCreate"].clone()
}

fn signed(secret: &str, at: chrono::DateTime<chrono::Utc>, body: &str) -> String {
    domain::payments::sign_callback(secret.as_bytes(), at, body.as_bytes())
}

#[tokio::test]
async fn the_sandbox_flow_verifies_and_then_a_withdrawal_is_allowed() {
    let app = app().await;
    let (_, token, _) = app.user_with_tokens("kyc-flow@example.com").await;
    card_deposit(&app, &token, 5_000, "4242424242424242").await;
    let card = saved_card(&app, &token).await;

    let refused = withdraw(&app, &token, &card, 1_000).await;
    assert_eq!(refused["permitted"], false, "{refused}");
    assert_eq!(refused["userErrors"][0]["action"], "VERIFY_IDENTITY");
    assert_eq!(
        refused["userErrors"][0]["message"],
        "Verify your identity before your first withdrawal."
    );

    let (status, view) = get(&app, &token, ACCOUNT).await;
    assert_eq!(status, 200);
    assert_eq!(view["status"], "UNVERIFIED");
    assert_eq!(view["attemptsLeft"], 3);
    assert_eq!(view["canSubmit"], true);
    assert_eq!(view["scan"], Value::Null);

    // Starting twice resumes the open scan.
    let (status, first) = post(&app, Some(&token), SCANS, &json!({})).await;
    assert_eq!(status, 201, "{first}");
    let (status, again) = post(&app, Some(&token), SCANS, &json!({})).await;
    assert_eq!(status, 200);
    assert_eq!(again["scan"]["id"], first["scan"]["id"]);
    let scan = first["scan"]["id"].as_str().expect("scan").to_owned();
    // Photos before the details are refused.
    let (status, early) = post(
        &app,
        Some(&token),
        &format!("{SCANS}/{scan}/document_verifications"),
        &json!({"front": jpeg(), "back": png()}),
    )
    .await;
    assert_eq!(status, 409, "{early}");
    let (status, initiated) = post(
        &app,
        Some(&token),
        &format!("{SCANS}/{scan}/document_initiations"),
        &details("D123-4567-8901"),
    )
    .await;
    assert_eq!(status, 200, "{initiated}");
    assert_eq!(initiated["scan"]["idType"], "DRIVERS_LICENSE");
    assert_eq!(initiated["scan"]["needsBack"], true);
    let (status, pending) = post(
        &app,
        Some(&token),
        &format!("{SCANS}/{scan}/document_verifications"),
        &json!({"front": jpeg(), "back": png()}),
    )
    .await;
    assert_eq!(status, 202, "{pending}");
    assert_eq!(pending["attempts"], 1);

    let verified = status_becomes(&app, &token, "VERIFIED").await;
    assert_eq!(verified["canSubmit"], false);
    assert!(verified["verifiedAt"].is_string());
    // Nothing typed from the ID is ever answered.
    assert!(!verified.to_string().contains("D123"), "{verified}");

    let allowed = withdraw(&app, &token, &card, 1_000).await;
    assert_eq!(allowed["permitted"], true, "{allowed}");
    let (status, _) = post(&app, Some(&token), SCANS, &json!({})).await;
    assert_eq!(status, 409);
}

#[tokio::test]
async fn needs_review_is_resolved_by_an_operator() {
    let app = app().await;
    let (_, token, _) = app.user_with_tokens("kyc-review@example.com").await;
    submit(
        &app,
        &token,
        &details(server::verification::sandbox::REVIEW_NUMBER),
    )
    .await;
    let review = status_becomes(&app, &token, "NEEDS_REVIEW").await;
    assert_eq!(review["canSubmit"], false);
    let (status, body) = post(&app, Some(&token), SCANS, &json!({})).await;
    assert_eq!(status, 409);
    assert!(
        body["errors"]["base"][0]["message"]
            .as_str()
            .unwrap_or_default()
            .contains("review"),
        "{body}"
    );

    let decide = |reject: &'static [String], note: &'static str| {
        admin::decide(
            app.store().as_ref(),
            Decision {
                email: "kyc-review@example.com",
                reject,
                note,
                by: "ops@example.com",
            },
            app.now(),
        )
    };
    assert!(matches!(
        decide(&[], "").await,
        Err(admin::ReviewError::BadNote)
    ));
    let (_, approved) = decide(&[], "matched the documents by video call")
        .await
        .expect("approve");
    assert_eq!(approved.status, Status::Verified);
    assert!(matches!(
        decide(&[], "again").await,
        Err(admin::ReviewError::NotReviewable("VERIFIED"))
    ));
    let (_, _, reviews) = admin::show(app.store().as_ref(), "kyc-review@example.com")
        .await
        .expect("show");
    assert_eq!(reviews.len(), 1);
    assert_eq!(reviews[0].operator, "ops@example.com");
    assert_eq!(reviews[0].previous, Status::NeedsReview);
    status_becomes(&app, &token, "VERIFIED").await;
}

#[tokio::test]
async fn rejections_carry_reasons_and_attempts_run_out() {
    let app = app().await;
    let (_, token, _) = app.user_with_tokens("kyc-reject@example.com").await;
    let mut wrong = details("D1234567");
    wrong["firstName"] = json!("Sam");
    wrong["expiresOn"] = json!("2020-01-31");
    submit(&app, &token, &wrong).await;
    let rejected = status_becomes(&app, &token, "REJECTED").await;
    let codes: Vec<&str> = rejected["reasons"]
        .as_array()
        .expect("reasons")
        .iter()
        .filter_map(|r| r["code"].as_str())
        .collect();
    assert_eq!(codes, ["DOCUMENT_EXPIRED", "NAME_MISMATCH"]);
    assert_eq!(rejected["attemptsLeft"], 2);
    assert_eq!(rejected["canSubmit"], true);

    let mut passport = details(server::verification::sandbox::UNREADABLE_NUMBER);
    passport["idType"] = json!("PASSPORT");
    submit(&app, &token, &passport).await;
    let unreadable = eventually("second rejection", Duration::from_secs(10), || async {
        let (_, view) = get(&app, &token, ACCOUNT).await;
        (view["status"] == "REJECTED" && view["attempts"] == 2).then_some(view)
    })
    .await;
    assert_eq!(unreadable["reasons"][0]["code"], "UNREADABLE");

    let mut minor = details("D1234567");
    minor["dateOfBirth"] = json!("2010-02-01");
    submit(&app, &token, &minor).await;
    let last = eventually("third rejection", Duration::from_secs(10), || async {
        let (_, view) = get(&app, &token, ACCOUNT).await;
        (view["status"] == "REJECTED" && view["attempts"] == 3).then_some(view)
    })
    .await;
    let codes: Vec<&str> = last["reasons"]
        .as_array()
        .expect("reasons")
        .iter()
        .filter_map(|r| r["code"].as_str())
        .collect();
    assert_eq!(codes, ["DATE_OF_BIRTH_MISMATCH", "UNDER_AGE"]);
    assert_eq!(last["canSubmit"], false);
    assert!(
        last["refusal"]
            .as_str()
            .unwrap_or_default()
            .contains("Contact support"),
        "{last}"
    );
    let (status, _) = post(&app, Some(&token), SCANS, &json!({})).await;
    assert_eq!(status, 409);
}

#[tokio::test]
async fn callbacks_need_a_fresh_valid_signature_and_apply_once() {
    // The sandbox waits an hour: the test posts the provider's results itself.
    let app = TestApp::spawn_with(|c| {
        c.verification.result_delay = Duration::from_secs(3600);
    })
    .await;
    let (id, token, _) = app.user_with_tokens("kyc-callbacks@example.com").await;
    submit(&app, &token, &details("D1234567")).await;
    let reference = app
        .store()
        .identity_verification(&domain::ids::UserId::from_raw(id))
        .await
        .expect("read")
        .scan
        .map(|s| s.provider_reference)
        .expect("submitted scan");
    let secret = app.state.config.verification.callback_secret.0.clone();
    let body =
        json!({"eventId": "evt_1", "reference": reference, "outcome": "APPROVED"}).to_string();
    let send = |header: Option<String>, body: String| {
        let app = &app;
        async move {
            let mut req = app
                .client
                .post(app.url(CALLBACK_PATH))
                .header("content-type", "application/json")
                .body(body);
            if let Some(h) = header {
                req = req.header(SIGNATURE_HEADER, h);
            }
            let res = req.send().await.expect("callback");
            let status = res.status().as_u16();
            (status, res.json::<Value>().await.unwrap_or(Value::Null))
        }
    };
    let now = app.now();
    assert_eq!(send(None, body.clone()).await.0, 401);
    assert_eq!(
        send(
            Some(signed(
                "another secret of thirty-two characters!!",
                now,
                &body
            )),
            body.clone()
        )
        .await
        .0,
        401
    );
    let stale = now - chrono::Duration::minutes(10);
    assert_eq!(
        send(Some(signed(&secret, stale, &body)), body.clone())
            .await
            .0,
        401
    );
    let tampered = body.replace("APPROVED", "NEEDS_REVIEW");
    assert_eq!(
        send(Some(signed(&secret, now, &body)), tampered).await.0,
        401
    );
    // None of those was recorded: the account still waits.
    let (_, view) = get(&app, &token, ACCOUNT).await;
    assert_eq!(view["status"], "PENDING");

    let bad =
        json!({"eventId": "evt_x", "reference": reference, "outcome": "REJECTED"}).to_string();
    assert_eq!(send(Some(signed(&secret, now, &bad)), bad).await.0, 422);
    let unknown =
        json!({"eventId": "evt_y", "reference": "nope", "outcome": "APPROVED"}).to_string();
    assert_eq!(
        send(Some(signed(&secret, now, &unknown)), unknown).await.0,
        404
    );

    let (status, first) = send(Some(signed(&secret, now, &body)), body.clone()).await;
    assert_eq!((status, &first["applied"]), (200, &json!(true)), "{first}");
    let (status, replay) = send(Some(signed(&secret, now, &body)), body.clone()).await;
    assert_eq!(
        (status, &replay["applied"]),
        (200, &json!(false)),
        "{replay}"
    );
    let other = json!({"eventId": "evt_2", "reference": reference, "outcome": "REJECTED", "reasons": ["UNREADABLE"]}).to_string();
    let (status, late) = send(Some(signed(&secret, now, &other)), other).await;
    assert_eq!((status, &late["applied"]), (200, &json!(false)));
    let (_, view) = get(&app, &token, ACCOUNT).await;
    assert_eq!(view["status"], "VERIFIED");
}

#[tokio::test]
async fn another_account_cannot_read_or_act_on_a_scan() {
    let app = TestApp::spawn_with(|c| {
        c.verification.result_delay = Duration::from_secs(3600);
    })
    .await;
    let (_, owner, _) = app.user_with_tokens("kyc-owner@example.com").await;
    let (_, other, _) = app.user_with_tokens("kyc-intruder@example.com").await;
    let (status, started) = post(&app, Some(&owner), SCANS, &json!({})).await;
    assert_eq!(status, 201);
    let scan = started["scan"]["id"].as_str().expect("scan").to_owned();
    let (status, _) = post(
        &app,
        Some(&other),
        &format!("{SCANS}/{scan}/document_initiations"),
        &details("D1234567"),
    )
    .await;
    assert_eq!(status, 404);
    post(
        &app,
        Some(&owner),
        &format!("{SCANS}/{scan}/document_initiations"),
        &details("D1234567"),
    )
    .await;
    let (status, _) = post(
        &app,
        Some(&other),
        &format!("{SCANS}/{scan}/document_verifications"),
        &json!({"front": jpeg(), "back": png()}),
    )
    .await;
    assert_eq!(status, 404);
    let (_, theirs) = get(&app, &other, ACCOUNT).await;
    assert_eq!(theirs["status"], "UNVERIFIED");
    assert_eq!(theirs["scan"], Value::Null);
    let (_, mine) = get(&app, &owner, ACCOUNT).await;
    assert_eq!(mine["scan"]["id"], scan.as_str());
    // Not logged in.
    let (status, _) = post(&app, None, SCANS, &json!({})).await;
    assert_eq!(status, 401);
    let res = app.client.get(app.url(ACCOUNT)).send().await.expect("get");
    assert_eq!(res.status(), 401);
}

#[tokio::test]
async fn bad_details_and_photos_are_refused_field_by_field() {
    let app = TestApp::spawn_with(|c| {
        c.verification.result_delay = Duration::from_secs(3600);
    })
    .await;
    let (_, token, _) = app.user_with_tokens("kyc-fields@example.com").await;
    let (_, started) = post(&app, Some(&token), SCANS, &json!({})).await;
    let scan = started["scan"]["id"].as_str().expect("scan").to_owned();
    let initiation = format!("{SCANS}/{scan}/document_initiations");
    let (status, body) = post(
        &app,
        Some(&token),
        &initiation,
        &json!({"idType": "LIBRARY_CARD", "firstName": "", "lastName": "Morgan", "dateOfBirth": "15/05/1990", "expiresOn": "soon", "documentNumber": "!"}),
    )
    .await;
    assert_eq!(status, 422);
    for field in [
        "idType",
        "firstName",
        "dateOfBirth",
        "expiresOn",
        "documentNumber",
    ] {
        assert!(body["errors"][field].is_array(), "{field}: {body}");
    }
    let mut passport = details("P1234567");
    passport["idType"] = json!("PASSPORT");
    let (status, _) = post(&app, Some(&token), &initiation, &passport).await;
    assert_eq!(status, 200);
    let verification = format!("{SCANS}/{scan}/document_verifications");
    let pdf = STANDARD.encode([b"%PDF-1.7".as_slice(), &[0u8; 200]].concat());
    let (status, body) = post(
        &app,
        Some(&token),
        &verification,
        &json!({"front": pdf, "back": jpeg()}),
    )
    .await;
    assert_eq!(status, 422);
    assert!(body["errors"]["front"].is_array(), "{body}");
    assert_eq!(
        body["errors"]["back"][0]["message"],
        "A passport has no back to upload."
    );
    let (status, body) = post(
        &app,
        Some(&token),
        &verification,
        &json!({"front": "not base64!"}),
    )
    .await;
    assert_eq!(status, 422, "{body}");
    let (_, view) = get(&app, &token, ACCOUNT).await;
    assert_eq!(view["status"], "UNVERIFIED", "refusals count no attempt");
    assert_eq!(view["attempts"], 0);
}

#[tokio::test]
async fn deposits_above_the_threshold_need_a_verified_identity() {
    let app = app().await;
    let (_, token, _) = app.user_with_tokens("kyc-deposits@example.com").await;
    card_deposit(&app, &token, 6_000, "4242424242424242").await;
    card_deposit(&app, &token, 4_000, "4242424242424242").await;
    let refused = deposit(
        &app,
        &token,
        json!({"amountCents": 1_000, "paymentProviderId": "PaymentProvider:card:DEPOSIT", "idempotencyKey": key()}),
    )
    .await;
    assert_eq!(refused["permitted"], false, "{refused}");
    let error = refused["userErrors"]
        .as_array()
        .and_then(|e| e.iter().find(|e| e["action"] == "VERIFY_IDENTITY"))
        .cloned()
        .unwrap_or_default();
    assert_eq!(
        error["message"],
        "Verify your identity to deposit more: unverified accounts can deposit up to $100.00 in total, and this deposit would take you to $110.00."
    );
    app.verify_identity("kyc-deposits@example.com").await;
    card_deposit(&app, &token, 50_000, "4242424242424242").await;
}

#[tokio::test]
async fn deposits_at_once_cannot_together_pass_the_threshold() {
    let app = app().await;
    let (_, token, _) = app.user_with_tokens("kyc-race@example.com").await;
    // Six $60.00 deposits at once against the $100.00 threshold: each alone fits, any two do
    // not, so exactly one is created (the check runs in the deposit's own transaction).
    let answers = futures::future::join_all((0..6).map(|_| {
        deposit(
            &app,
            &token,
            json!({"amountCents": 6_000, "paymentProviderId": "PaymentProvider:card:DEPOSIT", "idempotencyKey": key()}),
        )
    }))
    .await;
    let permitted = answers.iter().filter(|a| a["permitted"] == true).count();
    assert_eq!(permitted, 1, "{answers:?}");
    for refused in answers.iter().filter(|a| a["permitted"] != true) {
        assert!(
            refused["userErrors"]
                .as_array()
                .is_some_and(|e| e.iter().any(|e| e["action"] == "VERIFY_IDENTITY")),
            "{refused}"
        );
    }
}

const VERIFICATION_QUERY: &str = "{ account { identityVerification { status reasons { code message } attempts maxAttempts attemptsLeft canSubmit refusal available verifiedAt updatedAt depositThreshold { amount formattedAmount } } } }";

/// `Account.identityVerification` over GraphQL.
async fn graphql_view(app: &TestApp, token: &str) -> Value {
    let answer = app
        .graphql(Some(token), VERIFICATION_QUERY, json!({}))
        .await;
    assert!(answer["errors"].is_null(), "{answer}");
    answer["data"]["account"]["identityVerification"].clone()
}

#[tokio::test]
async fn graphql_answers_the_same_verification_as_rest() {
    let app = app().await;
    let (_, token, _) = app.user_with_tokens("kyc-graphql@example.com").await;
    let fresh = graphql_view(&app, &token).await;
    assert_eq!(fresh["status"], "UNVERIFIED");
    assert_eq!(fresh["reasons"], json!([]));
    assert_eq!(fresh["attemptsLeft"], 3);
    assert_eq!(fresh["maxAttempts"], 3);
    assert_eq!(fresh["canSubmit"], true);
    assert_eq!(fresh["available"], true);
    assert!(
        fresh["refusal"].is_null() && fresh["updatedAt"].is_null(),
        "{fresh}"
    );
    assert_eq!(fresh["depositThreshold"]["formattedAmount"], "$100.00");

    let mut wrong = details("D1234567");
    wrong["lastName"] = json!("Smith");
    submit(&app, &token, &wrong).await;
    let rest = status_becomes(&app, &token, "REJECTED").await;
    let rejected = graphql_view(&app, &token).await;
    assert_eq!(rejected["status"], "REJECTED");
    assert_eq!(
        rejected["reasons"],
        json!([{"code": "NAME_MISMATCH", "message": "The name on your ID does not match the name on your account."}])
    );
    assert_eq!(
        rejected["reasons"][0]["message"],
        rest["reasons"][0]["message"]
    );
    assert_eq!(rejected["attempts"], 1);
    assert_eq!(rejected["attemptsLeft"], 2);
    assert_eq!(rejected["canSubmit"], true);
    assert!(rejected["updatedAt"].is_string(), "{rejected}");

    submit(&app, &token, &details("SANDBOX-REVIEW")).await;
    status_becomes(&app, &token, "NEEDS_REVIEW").await;
    let review = graphql_view(&app, &token).await;
    assert_eq!(review["status"], "NEEDS_REVIEW");
    assert_eq!(review["reasons"], json!([]));
    assert_eq!(review["canSubmit"], false);
    assert_eq!(review["refusal"], rest_refusal(&app, &token).await);

    admin::decide(
        app.store().as_ref(),
        Decision {
            email: "kyc-graphql@example.com",
            reject: &[],
            note: "checked the documents by hand",
            by: "ops@example.com",
        },
        app.now(),
    )
    .await
    .expect("approve");
    let verified = graphql_view(&app, &token).await;
    assert_eq!(verified["status"], "VERIFIED");
    assert!(verified["verifiedAt"].is_string(), "{verified}");
    assert_eq!(verified["refusal"], "Your identity is already verified.");

    let visitor = app.graphql(None, VERIFICATION_QUERY, json!({})).await;
    assert_eq!(
        visitor["errors"][0]["extensions"]["code"], "UNAUTHENTICATED",
        "{visitor}"
    );
}

async fn rest_refusal(app: &TestApp, token: &str) -> Value {
    get(app, token, ACCOUNT).await.1["refusal"].clone()
}

/// A writer into a shared buffer, to read what the server logs.
#[derive(Clone, Default)]
struct Captured(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);

impl std::io::Write for Captured {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().expect("log buffer").extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Captured {
    fn text(&self) -> String {
        String::from_utf8_lossy(&self.0.lock().expect("log buffer")).into_owned()
    }
}

/// What `log_availability` says about `app` at start-up.
fn startup_log(app: &TestApp) -> String {
    let captured = Captured::default();
    let writer = captured.clone();
    let subscriber = tracing_subscriber::fmt()
        .with_writer(move || writer.clone())
        .with_ansi(false)
        .finish();
    tracing::subscriber::with_default(subscriber, || {
        server::verification::log_availability(&app.state);
    });
    captured.text()
}

#[tokio::test]
async fn production_without_a_provider_refuses_scans_and_says_so() {
    let mut app = TestApp::spawn_with(|c| c.env = server::config::AppEnv::Production).await;
    // Production places a client by the edge's headers only (the test's loopback is trusted).
    let mut edge = reqwest::header::HeaderMap::new();
    edge.insert(
        "x-client-region",
        reqwest::header::HeaderValue::from_static("US-NJ"),
    );
    app.client = reqwest::Client::builder()
        .default_headers(edge)
        .build()
        .expect("HTTP client");
    let log = startup_log(&app);
    assert!(
        log.contains("WARN") && log.contains("identity verification is unavailable"),
        "{log}"
    );
    let (_, token, _) = app.user_with_tokens("kyc-production@example.com").await;

    let (status, view) = get(&app, &token, ACCOUNT).await;
    assert_eq!(status, 200);
    assert_eq!(view["status"], "UNVERIFIED");
    assert_eq!(view["available"], false);
    assert_eq!(view["canSubmit"], false);
    assert_eq!(view["refusal"], server::verification::UNAVAILABLE);

    let (status, body) = post(&app, Some(&token), SCANS, &json!({})).await;
    assert_eq!(status, 503, "{body}");
    assert_eq!(
        body["errors"]["base"][0]["message"],
        server::verification::UNAVAILABLE
    );
    for step in ["document_initiations", "document_verifications"] {
        let (status, body) = post(
            &app,
            Some(&token),
            &format!("{SCANS}/any/{step}"),
            &json!({}),
        )
        .await;
        assert_eq!(status, 503, "{step}: {body}");
    }
    let (_, view) = get(&app, &token, ACCOUNT).await;
    assert!(view["scan"].is_null(), "{view}");

    let answer = graphql_view(&app, &token).await;
    assert_eq!(answer["available"], false);
    assert_eq!(answer["canSubmit"], false);
    assert_eq!(answer["refusal"], server::verification::UNAVAILABLE);

    // Operators still verify by hand, and the answer then is the status, not the outage.
    admin::decide(
        app.store().as_ref(),
        Decision {
            email: "kyc-production@example.com",
            reject: &[],
            note: "checked the documents by video call",
            by: "ops@example.com",
        },
        app.now(),
    )
    .await
    .expect("approve");
    let (_, view) = get(&app, &token, ACCOUNT).await;
    assert_eq!(view["status"], "VERIFIED");
    assert_eq!(view["refusal"], "Your identity is already verified.");

    let development = startup_log(&TestApp::spawn().await);
    assert!(!development.contains("unavailable"), "{development}");
}
