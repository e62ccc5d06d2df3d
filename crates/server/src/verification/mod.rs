//! Identity verification (docs/product/identity-verification.md; rules in
//! `domain::verification`): the player's REST calls ([`http`]: the account's status, a scan
//! started or resumed, the document initiation and the document verification), the provider
//! they go to ([`provider`], the built-in [`sandbox`]), its signed result callbacks
//! ([`callbacks`]), operators' reviews ([`admin`]) and the payment gates: a withdrawal needs a
//! verified identity, and so does a deposit that would take lifetime deposits above the
//! configured threshold.
//!
//! What the player types from the ID and the photos of its sides are sealed
//! ([`crate::seal`], purpose `IDENTITY_VERIFICATION`, record the scan's id) before they reach
//! the store and are never served back; logs name accounts by id only.

pub mod admin;
pub mod callbacks;
pub mod http;
pub mod provider;
pub mod sandbox;

use crate::state::AppState;
use crate::wallet::UserError;
use domain::money::Money;
use domain::verification::{self, PaymentRefusal};
use store::{StoreError, User};

/// The `action` of a payment refused until the identity is verified.
pub const VERIFY_IDENTITY: &str = "VERIFY_IDENTITY";

fn refused(refusal: &PaymentRefusal) -> UserError {
    UserError::general(Some(VERIFY_IDENTITY), refusal.to_string())
}

/// Why the user may not withdraw yet, if they may not.
pub async fn withdrawal_refusal(
    state: &AppState,
    user: &User,
) -> Result<Option<UserError>, StoreError> {
    let current = state.store.identity_verification(&user.id).await?;
    Ok(verification::check_withdrawal(current.verification.status)
        .err()
        .map(|r| refused(&r)))
}

/// Why the user may not deposit `amount_cents` yet, if they may not.
pub async fn deposit_refusal(
    state: &AppState,
    user: &User,
    amount_cents: i64,
) -> Result<Option<UserError>, StoreError> {
    let current = state.store.identity_verification(&user.id).await?;
    let lifetime = state
        .store
        .lifetime_deposits(&user.id, user.currency)
        .await?;
    Ok(verification::check_deposit(
        current.verification.status,
        lifetime,
        Money::new(amount_cents, user.currency),
        Money::new(
            state.config.verification.deposit_threshold_cents,
            user.currency,
        ),
    )
    .err()
    .map(|r| refused(&r)))
}
