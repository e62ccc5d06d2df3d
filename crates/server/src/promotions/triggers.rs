//! Where the promotion engine hears of qualifying events: each trigger runs after the
//! event's own transaction committed (never inside it), and may run again for the same event
//! (a processor's repeated callback, a second node) without granting twice: the store's
//! unique award row decides. A failure is logged and leaves the event itself untouched.

use super::engine;
use crate::bus::Event as BusEvent;
use crate::state::AppState;
use chrono::{DateTime, Utc};
use domain::payments::{Direction, PaymentStatus};
use domain::promotion::Event;
use store::Payment;

/// A settled payment: a successful deposit runs the deposit-triggered promotions (with the
/// deposit's promo code, and whether it is the account's first deposit).
pub async fn deposit_settled(state: &AppState, payment: &Payment, at: DateTime<Utc>) {
    if payment.direction != Direction::Deposit || payment.status != PaymentStatus::Successful {
        return;
    }
    let store = state.store.as_ref();
    let run = async {
        let Some(user) = store.user_by_id(&payment.user_id).await? else {
            return Ok(false);
        };
        let first = store.first_successful_deposit(&user.id).await? == Some(payment.id.clone());
        let event = Event::Deposit {
            amount_cents: payment.amount.cents,
            first,
            promo_code: payment.promotion_code.clone(),
        };
        let source = format!("deposit:{}", payment.id);
        let outcomes = engine::run(store, &state.config.brand, &user, &event, &source, at).await?;
        Ok::<_, store::StoreError>(engine::granted_any(&outcomes))
    };
    match run.await {
        Ok(true) => state.bus.publish(BusEvent::BalanceChanged {
            user_id: payment.user_id.clone(),
        }),
        Ok(false) => {}
        Err(e) => tracing::error!(
            payment = %payment.id,
            error = %e,
            "deposit promotions not run; a repeated settlement runs them again"
        ),
    }
}
