//! The payments frame's submissions: each step of a payment (the card charge, the security
//! check's result, a transfer) reaches the processor at most once, and every request about it
//! answers the one outcome the receipt shows.
//!
//! A submit first claims its step in the store (`PaymentStore::claim_submission`, a
//! conditional update: of concurrent submits one wins). The winner calls the processor with
//! the payment's idempotency key (`sandbox::charge_key`) on a task of its own, so the answer is
//! applied even when the request goes away, and bounded by `processor_timeout`. Every request,
//! the winner's included, then answers from the stored payment: the others wait while the
//! processor is answering, and a step still unanswered when the wait ends answers "pending"
//! (the receipt page follows it). A claimed step is due for the processing job a while after
//! the processor's timeout: a call that failed or timed out is resolved by polling the
//! processor for the key's outcome, which never charges again.

use super::frame_token;
use super::sandbox::{self, Charge};
use crate::state::AppState;
use chrono::{DateTime, Utc};
use domain::ids::{PaymentId, UserId};
use domain::payments::{PaymentEvent, PaymentStatus, Submission};
use serde_json::{Value, json};
use std::future::Future;
use std::time::Duration;
use store::{Payment, StoreError};

/// How often a waiting request reads the payment again.
const WAIT_EVERY: Duration = Duration::from_millis(25);

/// How much longer than the processor's timeout a request waits for another's answer (the
/// winner still has to store it).
const WAIT_MARGIN: Duration = Duration::from_secs(2);

/// How long a security check waits for the cardholder (as long as a frame token lives).
pub const CHECK_LIFE: chrono::Duration = frame_token::FRAME_TTL;

/// A failed payment's message when the processor gave no reason.
pub const NO_REASON: &str = "Your deposit could not be processed. Try again or use another method.";

/// The user the security check's token is issued to (it proves the charge asked for a check).
fn checker() -> UserId {
    UserId::from_raw("challenge")
}

/// When the processing job looks at a step the processor is answering: well after the
/// processor's timeout, so it never asks while the claimer still waits.
pub fn recovery_at(state: &AppState, now: DateTime<Utc>) -> DateTime<Utc> {
    let timeout =
        chrono::Duration::from_std(state.config.payments.processor_timeout).unwrap_or_default();
    now + timeout * 2
}

/// Claims `step` (from, to) of `payment` and runs `work` (the processor call and what follows)
/// when this request won; then answers the stored outcome.
pub async fn submit<W, F>(
    state: &AppState,
    payment: &Payment,
    step: (Submission, Submission),
    next_step_at: Option<DateTime<Utc>>,
    work: W,
) -> Result<Value, StoreError>
where
    W: FnOnce(AppState, Payment) -> F,
    F: Future<Output = ()> + Send + 'static,
{
    let now = state.clock.now();
    let claimed = state
        .store
        .claim_submission(&payment.id, step.0, step.1, next_step_at, now)
        .await?;
    let wait = match claimed {
        Some(claimed) => {
            if let Err(e) = tokio::spawn(work(state.clone(), claimed)).await {
                tracing::error!(payment = %payment.id, error = %e, "payments frame: submission task");
            }
            Duration::ZERO
        }
        None => state.config.payments.processor_timeout + WAIT_MARGIN,
    };
    outcome(state, &payment.id, wait).await
}

/// The stored outcome of a payment, waiting up to `wait` while the processor answers a step.
async fn outcome(state: &AppState, id: &PaymentId, wait: Duration) -> Result<Value, StoreError> {
    let deadline = tokio::time::Instant::now() + wait;
    loop {
        let payment = state
            .store
            .payment_by_id(id)
            .await?
            .ok_or(StoreError::NotFound("payment"))?;
        let waiting = !payment.status.is_final() && payment.submission.in_flight();
        if !waiting || tokio::time::Instant::now() >= deadline {
            return Ok(answer(state, &payment));
        }
        tokio::time::sleep(WAIT_EVERY).await;
    }
}

/// What the frame does next for a payment as stored: the same payment gives the same answer.
pub fn answer(state: &AppState, payment: &Payment) -> Value {
    let id = payment.id.as_str();
    match (payment.status, payment.submission) {
        (PaymentStatus::Successful, _) => json!({"result": "approved", "receiptId": id}),
        (PaymentStatus::Failed, _) => json!({
            "result": "declined",
            "message": payment.failure_reason.as_deref().unwrap_or(NO_REASON),
            "receiptId": id,
        }),
        (_, Submission::Challenge) => json!({
            "result": "challenge",
            "challengeToken": challenge_token(state, payment),
        }),
        // Still with the processor, a transfer on its way: the receipt follows it.
        _ => json!({"result": "pending", "receiptId": id}),
    }
}

/// The proof that the charge asked for a security check, valid until the check's deadline
/// (the step's `next_step_at`), so every request about the step gets the same token.
fn challenge_token(state: &AppState, payment: &Payment) -> String {
    let deadline = payment
        .next_step_at
        .unwrap_or(payment.updated_at + CHECK_LIFE);
    frame_token::issue_until(
        state.config.token_secret.0.as_bytes(),
        &payment.id,
        &checker(),
        deadline,
    )
}

/// Whether `token` is the security-check token of `payment`.
pub fn check_token(state: &AppState, payment: &Payment, token: &str) -> bool {
    frame_token::verify(
        state.config.token_secret.0.as_bytes(),
        token,
        &payment.id,
        &checker(),
        state.clock.now(),
    )
}

/// Asks the processor within its timeout; `None` (logged) when it failed or did not answer:
/// the step stays claimed and the processing job resolves it.
pub async fn ask(
    state: &AppState,
    payment: &Payment,
    call: impl Future<Output = Result<Charge, sandbox::ProcessorError>>,
) -> Option<Charge> {
    match tokio::time::timeout(state.config.payments.processor_timeout, call).await {
        Ok(Ok(charge)) => Some(charge),
        Ok(Err(e)) => {
            tracing::warn!(payment = %payment.id, error = %e, "payments frame: processor");
            None
        }
        Err(_) => {
            tracing::warn!(payment = %payment.id, "payments frame: processor timed out");
            None
        }
    }
}

/// Applies the processor's answer to the step `at` of a claimed payment: an approval or a
/// decline settles it; a security check moves it to the check, due when the check expires.
pub async fn apply(state: &AppState, payment: &Payment, at: Submission, charge: Charge) {
    let now = state.clock.now();
    let applied = match charge {
        Charge::Approved => super::settle(state, &payment.id, PaymentEvent::Confirmed, None, now)
            .await
            .map(drop),
        Charge::Declined { reason } => super::settle(
            state,
            &payment.id,
            PaymentEvent::Declined,
            Some(&reason),
            now,
        )
        .await
        .map(drop),
        Charge::ChallengeRequired => state
            .store
            .claim_submission(
                &payment.id,
                at,
                Submission::Challenge,
                Some(now + CHECK_LIFE),
                now,
            )
            .await
            .map(drop),
    };
    if let Err(e) = applied {
        tracing::error!(payment = %payment.id, error = %e, "payments frame: applying the processor's answer");
    }
}
