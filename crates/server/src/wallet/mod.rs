//! The wallet (see `docs/product/wallet.md`): deposits and withdrawals through payment providers,
//! the sandbox processor behind each provider, the payments frame served on its own origin (each
//! of its steps submitted to the processor once, `submission`), signed processor callbacks, the
//! job that advances pending payments and the deposit acknowledgement.
//!
//! Money rules live in `domain::payments` (statuses, ledger effects) and the store runs each
//! step in one transaction, so this module decides *what* happens and never moves money
//! itself. Every create carries the client's idempotency key: a retried request answers the
//! first payment.

pub mod acknowledgement;
pub mod callbacks;
pub mod complete;
pub mod create;
pub mod frame;
pub mod frame_token;
pub mod job;
pub mod providers;
pub mod receipt;
pub mod sandbox;
pub mod submission;

use crate::bus::Event;
use crate::state::AppState;
use chrono::{DateTime, Utc};
use domain::ids::PaymentId;
use domain::payments::PaymentEvent;
use store::{PaymentSettled, StoreError};

/// A refusal the client shows next to a field.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserError {
    /// What the client should do: `TRY_AGAIN`, `CONTACT_SUPPORT`, `VERIFY_IDENTITY` or none.
    pub action: Option<&'static str>,
    /// The input at fault, or none for the whole request.
    pub field: Option<String>,
    pub message: String,
}

impl UserError {
    pub fn field(field: &str, message: impl Into<String>) -> Self {
        Self {
            action: None,
            field: Some(field.to_owned()),
            message: message.into(),
        }
    }

    pub fn general(action: Option<&'static str>, message: impl Into<String>) -> Self {
        Self {
            action,
            field: None,
            message: message.into(),
        }
    }
}

/// Applies a processor or bettor event to a payment and tells the account's sessions (and
/// their live slips, when it raised the deposit acknowledgement) when money moved. Repeats of a final payment's event answer `applied: false`.
pub async fn settle(
    state: &AppState,
    id: &PaymentId,
    event: PaymentEvent,
    failure_reason: Option<&str>,
    at: DateTime<Utc>,
) -> Result<PaymentSettled, StoreError> {
    let settled = state
        .store
        .settle_payment(id, event, failure_reason, at)
        .await?;
    if settled.applied {
        tracing::info!(
            payment = %id,
            status = settled.payment.status.as_str(),
            "payment settled"
        );
        state.bus.publish(Event::BalanceChanged {
            user_id: settled.payment.user_id.clone(),
        });
        // The slip's gating now asks for the acknowledgement: live slips show it at once.
        if settled.acknowledgement_raised {
            crate::betslip::gate_changed(state, &settled.payment.user_id);
        }
        // A declined or failed deposit counts towards the failed-deposit review.
        let payment = &settled.payment;
        if payment.direction == domain::payments::Direction::Deposit
            && payment.status == domain::payments::PaymentStatus::Failed
            && failure_reason != Some(complete::CANCELLED_BY_YOU)
        {
            crate::responsible_gaming::enforcement::record_failed_deposit(
                state,
                &payment.user_id,
                payment.id.as_str(),
                at,
            )
            .await;
        }
    }
    crate::promotions::triggers::deposit_settled(state, &settled.payment, at).await;
    Ok(settled)
}
