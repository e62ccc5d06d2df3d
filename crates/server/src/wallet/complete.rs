//! Deposits finished outside the payments frame. A device wallet's payment sheet (the wallet
//! button, Apple Pay style) and a processor's card drop-in hand the app a one-time token; the
//! app completes the pending deposit with it, or cancels the deposit when the bettor backs
//! out. Either way the processor's answer settles the payment like any other. The charge
//! carries the payment's idempotency key, so repeated or concurrent completions charge once.

use super::create::{Created, Next, Outcome, unexpected};
use super::providers::{self, ProviderKind};
use super::sandbox::{self, Charge};
use super::{UserError, settle};
use crate::state::AppState;
use chrono::{DateTime, Utc};
use domain::ids::PaymentId;
use domain::payments::{Direction, PaymentEvent, PaymentStatus, Submission};
use store::{Payment, User};

/// Which outside-the-frame flow a call belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flow {
    /// A device wallet (`walletButtonDeposit*`): deposits of a wallet-button provider.
    WalletButton,
    /// A processor-hosted card form (`cardDropInDeposit*`): drop-in and card deposits.
    CardDropIn,
}

impl Flow {
    /// Whether a provider of `kind` finishes its deposits through this flow (the drop-in
    /// takes card deposits too, which native clients start with the card provider).
    fn takes(self, kind: ProviderKind) -> bool {
        match self {
            Flow::WalletButton => kind == ProviderKind::WalletButton,
            Flow::CardDropIn => matches!(kind, ProviderKind::Card | ProviderKind::CardDropIn),
        }
    }

    fn token_field(self) -> &'static str {
        match self {
            Flow::WalletButton => "walletToken",
            Flow::CardDropIn => "cardToken",
        }
    }
}

/// The viewer's deposit of `flow` that still waits for its token.
async fn waiting(
    state: &AppState,
    user: &User,
    id: &PaymentId,
    flow: Flow,
) -> Result<Payment, Vec<UserError>> {
    let payment = state
        .store
        .payment(&user.id, id)
        .await
        .map_err(unexpected("deposit completion"))?
        .filter(|p| {
            p.direction == Direction::Deposit
                && p.status == PaymentStatus::Pending
                && p.submission == Submission::Open
                && p.next_step_at.is_none()
                && providers::by_code(&p.provider).is_some_and(|pr| flow.takes(pr.kind))
        });
    payment.ok_or_else(|| {
        vec![UserError::field(
            "receiptId",
            "This deposit is not waiting for a payment any more.",
        )]
    })
}

/// Charges the token for the deposit and settles it.
pub async fn complete(
    state: &AppState,
    user: &User,
    id: &PaymentId,
    flow: Flow,
    token: &str,
    now: DateTime<Utc>,
) -> Outcome {
    let token = token.trim();
    if token.is_empty() || token.len() > 512 {
        return Err(vec![UserError::field(
            flow.token_field(),
            "The payment token is missing or malformed.",
        )]);
    }
    let payment = waiting(state, user, id, flow).await?;
    // The payment's own key: a repeated or concurrent completion is charged once.
    let key = sandbox::charge_key(&payment.id);
    let charged = state.processor.charge_token(&key, token, payment.amount);
    let charge = charged.await.map_err(|e| {
        tracing::warn!(error = %e, "deposit completion: processor");
        vec![UserError::general(
            Some("TRY_AGAIN"),
            "An unexpected error occurred. Try again.",
        )]
    })?;
    let (event, reason) = match charge {
        Charge::Approved => (PaymentEvent::Confirmed, None),
        Charge::Declined { reason } => (PaymentEvent::Declined, Some(reason)),
        // Device wallets and drop-ins authenticate the cardholder themselves; a token that
        // still wants a challenge was not authenticated and is not charged.
        Charge::ChallengeRequired => {
            return Err(vec![UserError::field(
                flow.token_field(),
                "This card needs a security check: pay with the card form instead.",
            )]);
        }
    };
    let settled = settle(state, &payment.id, event, reason.as_deref(), now)
        .await
        .map_err(unexpected("deposit completion"))?;
    Ok(Created {
        payment: settled.payment,
        next: Next::Receipt,
    })
}

/// The failure reason of a deposit the bettor cancelled (not a failed attempt).
pub const CANCELLED_BY_YOU: &str = "Cancelled by you.";

/// The bettor closed the wallet sheet or the drop-in: the deposit fails, nothing moved.
pub async fn cancel(
    state: &AppState,
    user: &User,
    id: &PaymentId,
    flow: Flow,
    now: DateTime<Utc>,
) -> Outcome {
    let payment = waiting(state, user, id, flow).await?;
    let settled = settle(
        state,
        &payment.id,
        PaymentEvent::Declined,
        Some(CANCELLED_BY_YOU),
        now,
    )
    .await
    .map_err(unexpected("deposit cancel"))?;
    Ok(Created {
        payment: settled.payment,
        next: Next::Receipt,
    })
}
