//! The processing job: asks the processor about every pending payment whose time has come and
//! applies its answer. That includes the frame's claimed steps whose processor call failed or
//! timed out and security checks nobody answered (the processor answers the charge's outcome
//! by its idempotency key and closes what was not decided, so nothing is charged twice).
//! Restart-safe by construction: the store applies an answer and its
//! ledger movement in one transaction and a final payment never moves money again, so a job
//! killed at any point (before, during or after a settle) simply asks again on the next pass
//! and the money moves exactly once.

use super::sandbox::Poll;
use crate::state::AppState;
use chrono::{DateTime, Utc};
use std::time::Duration;

/// Payments handled per pass.
const BATCH: u32 = 100;

/// What one pass did.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Pass {
    pub settled: usize,
    pub waiting: usize,
    pub failed: usize,
}

/// Handles every payment due at `now` once.
pub async fn run_once(state: &AppState, now: DateTime<Utc>) -> Pass {
    let mut pass = Pass::default();
    let due = match state.store.due_payments(now, BATCH).await {
        Ok(due) => due,
        Err(e) => {
            tracing::error!(error = %e, "payments job: reading due payments");
            pass.failed += 1;
            return pass;
        }
    };
    for payment in due {
        let answer = match state.processor.poll(&payment, now).await {
            Ok(answer) => answer,
            Err(e) => {
                tracing::warn!(payment = %payment.id, error = %e, "payments job: processor");
                pass.failed += 1;
                continue;
            }
        };
        let result = match answer {
            Poll::Settle { event, reason } => {
                super::settle(state, &payment.id, event, reason.as_deref(), now)
                    .await
                    .map(|_| pass.settled += 1)
            }
            Poll::Wait { at } => state
                .store
                .reschedule_payment(&payment.id, payment.status, Some(at), now)
                .await
                .map(|_| pass.waiting += 1),
        };
        if let Err(e) = result {
            tracing::error!(payment = %payment.id, error = %e, "payments job: applying");
            pass.failed += 1;
        }
    }
    pass
}

/// Runs the job every `interval` until aborted (the node stopped running the jobs).
pub fn start(state: AppState, interval: Duration) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let mut ticker = tokio::time::interval(interval);
        ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            ticker.tick().await;
            run_once(&state, state.clock.now()).await;
        }
    })
}
