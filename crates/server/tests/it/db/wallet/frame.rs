//! The payments frame under concurrent and repeated submits: each step of a payment reaches
//! the processor once, every answer is the one outcome the receipt shows, and a processor
//! call that fails or never answers is resolved by the job without a second charge.

use super::{
    app, assert_ledger, balances, card, deposit, frame_of, frame_post, key, receipt, signed,
};
use crate::common::TestApp;
use chrono::{Duration, Utc};
use domain::money::Money;
use serde_json::{Value, json};
use server::state::AppState;
use server::wallet::sandbox::{
    self, CHECK_NOT_DONE, Charge, NOT_RECEIVED, Poll, Processor, ProcessorError, Sandbox,
};
use std::sync::Arc;
use store::Payment;
use tokio::sync::{Barrier, Notify};

const APPROVES: &str = "4242424242424242";
const DECLINES: &str = "4000000000000002";
const CHALLENGES: &str = "4000000000003220";

/// How many submits race for one payment.
const RACERS: usize = 10;

/// Starts a frame deposit of `provider` and returns its payment id and frame token.
async fn frame_deposit(app: &TestApp, token: &str, provider: &str, cents: i64) -> (String, String) {
    let answer = deposit(
        app,
        token,
        json!({"amountCents": cents, "paymentProviderId": provider, "idempotencyKey": key()}),
    )
    .await;
    let (path, frame_token) = frame_of(answer["uri"].as_str().expect("frame"));
    (path.trim_start_matches("/frame/").to_owned(), frame_token)
}

/// The server's state with `processor` in place of its own.
fn with_processor(app: &TestApp, processor: Arc<dyn Processor>) -> AppState {
    let mut state = app.state.clone();
    state.processor = processor;
    state
}

/// Posts every body to `/frame/api/{id}/{step}` at once; the answers in order.
async fn race(
    state: &AppState,
    id: &str,
    step: &str,
    frame_token: &str,
    bodies: Vec<Value>,
) -> Vec<(u16, Value)> {
    let start = Arc::new(Barrier::new(bodies.len()));
    let posts: Vec<_> = bodies
        .into_iter()
        .map(|body| {
            let (state, start) = (state.clone(), Arc::clone(&start));
            let (path, frame_token) = (format!("/frame/api/{id}/{step}"), frame_token.to_owned());
            tokio::spawn(async move {
                start.wait().await;
                frame_post(&state, &path, &frame_token, body).await
            })
        })
        .collect();
    let mut answers = Vec::new();
    for post in posts {
        answers.push(post.await.expect("submit"));
    }
    answers
}

/// Asserts every answer is the first one and returns it.
fn one_answer(answers: &[(u16, Value)]) -> Value {
    let (status, first) = answers.first().cloned().expect("answers");
    assert_eq!(status, 200, "{first}");
    assert!(
        answers.iter().all(|a| *a == (status, first.clone())),
        "{answers:#?}"
    );
    first
}

/// Cards that approve and cards that decline, taking turns.
fn mixed_cards() -> Vec<Value> {
    (0..RACERS)
        .map(|i| card(if i % 2 == 0 { APPROVES } else { DECLINES }))
        .collect()
}

/// A processor whose card charges wait for `release` (after telling `reached`), so the other
/// submits arrive while the first is with the processor.
struct Gated {
    inner: Arc<Sandbox>,
    reached: Notify,
    release: Notify,
}

#[async_trait::async_trait]
impl Processor for Gated {
    async fn poll(&self, p: &Payment, now: chrono::DateTime<Utc>) -> Result<Poll, ProcessorError> {
        self.inner.poll(p, now).await
    }
    async fn charge_card(&self, key: &str, n: &str, a: Money) -> Result<Charge, ProcessorError> {
        self.reached.notify_one();
        self.release.notified().await;
        self.inner.charge_card(key, n, a).await
    }
    async fn charge_token(&self, key: &str, t: &str, a: Money) -> Result<Charge, ProcessorError> {
        self.inner.charge_token(key, t, a).await
    }
    async fn complete_challenge(&self, key: &str, passed: bool) -> Result<Charge, ProcessorError> {
        self.inner.complete_challenge(key, passed).await
    }
}

#[tokio::test]
async fn concurrent_card_submits_charge_once_and_answer_alike() {
    let app = app().await;
    let (_, token, _) = app.user_with_tokens("frame-race@example.com").await;
    let (id, frame_token) = frame_deposit(&app, &token, "card", 2_500).await;
    let sandbox = Arc::new(Sandbox::default());
    let gated = Arc::new(Gated {
        inner: Arc::clone(&sandbox),
        reached: Notify::new(),
        release: Notify::new(),
    });
    let state = with_processor(&app, gated.clone());

    let submits = {
        let state = state.clone();
        let (id, frame_token) = (id.clone(), frame_token.clone());
        tokio::spawn(async move { race(&state, &id, "card", &frame_token, mixed_cards()).await })
    };
    tokio::time::timeout(std::time::Duration::from_secs(10), gated.reached.notified())
        .await
        .expect("one submit reaches the processor");
    let claimed = app
        .store()
        .payment_by_id(&domain::ids::PaymentId::from_raw(id.as_str()))
        .await
        .expect("read")
        .expect("payment");
    assert_eq!(
        (claimed.status.as_str(), claimed.submission.as_str()),
        ("PENDING", "CHARGING"),
        "claimed before the processor was called"
    );
    gated.release.notify_one();
    let answers = submits.await.expect("race");
    let answer = one_answer(&answers);
    assert_eq!(sandbox.calls(), 1, "the processor was called once");

    let r = receipt(&app, &token, &id).await;
    let credited = match answer["result"].as_str() {
        Some("approved") => {
            assert_eq!(r["status"], "SUCCESSFUL");
            2_500
        }
        Some("declined") => {
            assert_eq!(r["status"], "FAILED");
            assert_eq!(answer["message"], r["failureReason"]);
            0
        }
        other => panic!("a card answers approved or declined, not {other:?}"),
    };
    assert_eq!(answer["receiptId"], id.as_str());
    assert_eq!(balances(&app, &token).await, (credited, 0));

    // A later submit, with either card, reads the same outcome and charges nothing.
    for number in [APPROVES, DECLINES] {
        let again = frame_post(
            &state,
            &format!("/frame/api/{id}/card"),
            &frame_token,
            card(number),
        )
        .await;
        assert_eq!(again, (200, answer.clone()));
    }
    assert_eq!(sandbox.calls(), 1);
    assert_eq!(balances(&app, &token).await, (credited, 0));
    // Only the charged card can have been saved.
    let methods = app
        .store()
        .payment_methods(&claimed.user_id)
        .await
        .expect("methods");
    assert_eq!(methods.len(), usize::from(credited > 0), "{methods:?}");
    assert_ledger(&app).await;
}

#[tokio::test]
async fn a_security_check_is_asked_once_and_answered_once() {
    let app = app().await;
    let (_, token, _) = app.user_with_tokens("frame-check@example.com").await;
    let (id, frame_token) = frame_deposit(&app, &token, "card", 3_000).await;
    let sandbox = Arc::new(Sandbox::default());
    let state = with_processor(&app, sandbox.clone());

    let cards = (0..RACERS).map(|_| card(CHALLENGES)).collect();
    let asked = one_answer(&race(&state, &id, "card", &frame_token, cards).await);
    assert_eq!(asked["result"], "challenge", "{asked}");
    assert_eq!(sandbox.calls(), 1);
    assert_eq!(receipt(&app, &token, &id).await["status"], "PENDING");
    // Another card cannot start a second charge while the check waits.
    let other = frame_post(
        &state,
        &format!("/frame/api/{id}/card"),
        &frame_token,
        card(APPROVES),
    )
    .await;
    assert_eq!(other, (200, asked.clone()));

    let check = asked["challengeToken"].as_str().expect("challenge token");
    let results = (0..RACERS)
        .map(|i| json!({"challengeToken": check, "approve": i % 2 == 0}))
        .collect();
    let answer = one_answer(&race(&state, &id, "challenge", &frame_token, results).await);
    assert_eq!(sandbox.calls(), 2, "one charge, one check result");
    let r = receipt(&app, &token, &id).await;
    match answer["result"].as_str() {
        Some("approved") => {
            assert_eq!(r["status"], "SUCCESSFUL");
            assert_eq!(balances(&app, &token).await, (3_000, 0));
        }
        Some("declined") => {
            assert_eq!(r["status"], "FAILED");
            assert_eq!(answer["message"], r["failureReason"]);
            assert_eq!(balances(&app, &token).await, (0, 0));
        }
        other => panic!("a check answers approved or declined, not {other:?}"),
    }
    assert_ledger(&app).await;
}

#[tokio::test]
async fn an_unanswered_security_check_fails_when_it_expires() {
    let app = app().await;
    let (_, token, _) = app.user_with_tokens("frame-expiry@example.com").await;
    let (id, frame_token) = frame_deposit(&app, &token, "card", 3_000).await;
    let path = format!("/frame/api/{id}/card");
    let (_, asked) = frame_post(&app.state, &path, &frame_token, card(CHALLENGES)).await;
    assert_eq!(asked["result"], "challenge");

    let early = server::wallet::job::run_once(&app.state, app.now() + Duration::minutes(29)).await;
    assert_eq!(early.settled, 0, "the check is still open");
    let expired =
        server::wallet::job::run_once(&app.state, app.now() + Duration::minutes(31)).await;
    assert_eq!(expired.settled, 1);
    let r = receipt(&app, &token, &id).await;
    assert_eq!(
        (r["status"].as_str(), r["failureReason"].as_str()),
        (Some("FAILED"), Some(CHECK_NOT_DONE))
    );
    // The bettor's late answer to the check reads the failure and moves nothing.
    let check = asked["challengeToken"].as_str().expect("challenge token");
    let (status, late) = frame_post(
        &app.state,
        &format!("/frame/api/{id}/challenge"),
        &frame_token,
        json!({"challengeToken": check, "approve": true}),
    )
    .await;
    assert_eq!(
        (status, late["result"].as_str(), late["message"].as_str()),
        (200, Some("declined"), Some(CHECK_NOT_DONE))
    );
    assert_eq!(balances(&app, &token).await, (0, 0));
    assert_ledger(&app).await;
}

/// A processor that takes the charge (the inner sandbox records it) and then never answers,
/// as when the network drops the reply.
struct LostReply {
    inner: Arc<Sandbox>,
}

#[async_trait::async_trait]
impl Processor for LostReply {
    async fn poll(&self, p: &Payment, now: chrono::DateTime<Utc>) -> Result<Poll, ProcessorError> {
        self.inner.poll(p, now).await
    }
    async fn charge_card(&self, key: &str, n: &str, a: Money) -> Result<Charge, ProcessorError> {
        self.inner.charge_card(key, n, a).await?;
        std::future::pending().await
    }
    async fn charge_token(&self, key: &str, t: &str, a: Money) -> Result<Charge, ProcessorError> {
        self.inner.charge_token(key, t, a).await
    }
    async fn complete_challenge(&self, key: &str, passed: bool) -> Result<Charge, ProcessorError> {
        self.inner.complete_challenge(key, passed).await
    }
}

/// A server whose frame gives up on the processor after 200 ms.
async fn impatient_app() -> TestApp {
    TestApp::spawn_with(|c| {
        c.payments.job_interval = std::time::Duration::from_secs(3600);
        c.payments.processor_timeout = std::time::Duration::from_millis(200);
    })
    .await
}

#[tokio::test]
async fn a_charge_whose_answer_is_lost_is_settled_by_the_job_without_a_second_charge() {
    let app = impatient_app().await;
    let (_, token, _) = app.user_with_tokens("frame-lost@example.com").await;
    let (id, frame_token) = frame_deposit(&app, &token, "card", 4_000).await;
    let sandbox = Arc::new(Sandbox::default());
    let state = with_processor(
        &app,
        Arc::new(LostReply {
            inner: sandbox.clone(),
        }),
    );

    let answer = one_answer(&race(&state, &id, "card", &frame_token, mixed_cards()).await);
    assert_eq!(answer, json!({"result": "pending", "receiptId": id}));
    assert_eq!(sandbox.calls(), 1);
    assert_eq!(receipt(&app, &token, &id).await["status"], "PENDING");
    assert_eq!(balances(&app, &token).await, (0, 0));
    // A retry while the charge is unresolved does not charge again.
    let retry = frame_post(
        &state,
        &format!("/frame/api/{id}/card"),
        &frame_token,
        card(APPROVES),
    )
    .await;
    assert_eq!(retry, (200, answer));
    assert_eq!(sandbox.calls(), 1);

    let pass = server::wallet::job::run_once(&state, app.now() + Duration::minutes(1)).await;
    assert_eq!(pass.settled, 1);
    assert_eq!(sandbox.calls(), 2, "the job asked once and charged nothing");
    let r = receipt(&app, &token, &id).await;
    let credited = if r["status"] == "SUCCESSFUL" {
        4_000
    } else {
        0
    };
    assert_eq!(balances(&app, &token).await, (credited, 0));
    let after = frame_post(
        &state,
        &format!("/frame/api/{id}/card"),
        &frame_token,
        card(APPROVES),
    )
    .await;
    let expected = if credited > 0 { "approved" } else { "declined" };
    assert_eq!(after.1["result"], expected, "{after:?} {r}");
    assert_ledger(&app).await;
}

/// A processor that cannot be reached: nothing is ever charged.
struct Unreachable;

#[async_trait::async_trait]
impl Processor for Unreachable {
    async fn poll(&self, _: &Payment, _: chrono::DateTime<Utc>) -> Result<Poll, ProcessorError> {
        Err(ProcessorError("connection refused".into()))
    }
    async fn charge_card(&self, _: &str, _: &str, _: Money) -> Result<Charge, ProcessorError> {
        Err(ProcessorError("connection refused".into()))
    }
    async fn charge_token(&self, _: &str, _: &str, _: Money) -> Result<Charge, ProcessorError> {
        Err(ProcessorError("connection refused".into()))
    }
    async fn complete_challenge(&self, _: &str, _: bool) -> Result<Charge, ProcessorError> {
        Err(ProcessorError("connection refused".into()))
    }
}

#[tokio::test]
async fn a_charge_that_never_reached_the_processor_fails_once_it_is_due() {
    let app = app().await;
    let (_, token, _) = app.user_with_tokens("frame-down@example.com").await;
    let (id, frame_token) = frame_deposit(&app, &token, "card", 4_000).await;
    let down = with_processor(&app, Arc::new(Unreachable));
    let path = format!("/frame/api/{id}/card");
    let (status, answer) = frame_post(&down, &path, &frame_token, card(APPROVES)).await;
    assert_eq!((status, answer["result"].as_str()), (200, Some("pending")));

    // The processor is back; the job asks it about the charge once the payment is due.
    let sandbox = Arc::new(Sandbox::default());
    let up = with_processor(&app, sandbox.clone());
    let early = server::wallet::job::run_once(&up, app.now()).await;
    assert_eq!(
        early.settled, 0,
        "not while the submit may still be waiting"
    );
    let pass = server::wallet::job::run_once(&up, app.now() + Duration::minutes(1)).await;
    assert_eq!(pass.settled, 1);
    let r = receipt(&app, &token, &id).await;
    assert_eq!(
        (r["status"].as_str(), r["failureReason"].as_str()),
        (Some("FAILED"), Some(NOT_RECEIVED))
    );
    // The bettor's retry reads the failure: the closed charge is never made.
    let (status, retry) = frame_post(&up, &path, &frame_token, card(APPROVES)).await;
    assert_eq!(
        (status, retry["result"].as_str(), retry["message"].as_str()),
        (200, Some("declined"), Some(NOT_RECEIVED))
    );
    assert_eq!(sandbox.calls(), 1, "the job's poll only");
    assert_eq!(
        sandbox
            .charge_card(
                &sandbox::charge_key(&domain::ids::PaymentId::from_raw(id.as_str())),
                APPROVES,
                Money::new(4_000, domain::money::Currency::Usd),
            )
            .await,
        Ok(Charge::Declined {
            reason: NOT_RECEIVED.into()
        }),
        "a charge arriving late is refused by the processor"
    );
    assert_eq!(balances(&app, &token).await, (0, 0));
    assert_ledger(&app).await;
}

#[tokio::test]
async fn concurrent_bank_submits_start_one_transfer() {
    let app = app().await;
    let (user, token, _) = app.user_with_tokens("frame-bank@example.com").await;
    let (id, frame_token) = frame_deposit(&app, &token, "bank_transfer", 5_000).await;
    let bodies = (0..RACERS)
        .map(|i| json!({"accountHolder": "Alex Morgan", "routingNumber": "021000021", "accountNumber": format!("00012345678{i}"), "saveAccount": true}))
        .collect();
    let answer = one_answer(&race(&app.state, &id, "bank", &frame_token, bodies).await);
    assert_eq!(answer, json!({"result": "pending", "receiptId": id}));
    let methods = app
        .store()
        .payment_methods(&domain::ids::UserId::from_raw(user.as_str()))
        .await
        .expect("methods");
    assert_eq!(
        methods.len(),
        1,
        "one transfer, one saved account: {methods:?}"
    );

    let pass = server::wallet::job::run_once(&app.state, app.now() + Duration::minutes(2)).await;
    assert_eq!(pass.settled, 1);
    assert_eq!(receipt(&app, &token, &id).await["status"], "SUCCESSFUL");
    assert_eq!(balances(&app, &token).await, (5_000, 0));
    let again = frame_post(
        &app.state,
        &format!("/frame/api/{id}/bank"),
        &frame_token,
        json!({"accountHolder": "Alex Morgan", "routingNumber": "021000021", "accountNumber": "000123456789"}),
    )
    .await;
    assert_eq!(again, (200, json!({"result": "approved", "receiptId": id})));
    assert_ledger(&app).await;
}

#[tokio::test]
async fn a_payment_decided_by_a_callback_is_never_charged_by_the_frame() {
    let app = app().await;
    let (_, token, _) = app.user_with_tokens("frame-callback@example.com").await;
    let (id, frame_token) = frame_deposit(&app, &token, "card", 2_000).await;
    let body = json!({"callbackId": "cb-frame", "paymentId": id, "event": "declined", "reason": "Refused by the processor."});
    let (text, header) = signed(&app, &body, app.now());
    let res = app
        .client
        .post(app.url("/api/payments/callbacks"))
        .header("content-type", "application/json")
        .header("x-payments-signature", header)
        .body(text)
        .send()
        .await
        .expect("callback");
    assert_eq!(res.status(), 200);

    let sandbox = Arc::new(Sandbox::default());
    let state = with_processor(&app, sandbox.clone());
    let answer = one_answer(&race(&state, &id, "card", &frame_token, mixed_cards()).await);
    assert_eq!(
        answer,
        json!({"result": "declined", "message": "Refused by the processor.", "receiptId": id})
    );
    assert_eq!(sandbox.calls(), 0);
    assert_eq!(balances(&app, &token).await, (0, 0));
    assert_ledger(&app).await;
}
