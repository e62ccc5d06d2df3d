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

use crate::clock::Clock;
use crate::config::Config;
use crate::state::AppState;
use crate::wallet::UserError;
use domain::money::Money;
use domain::verification::{self, PaymentRefusal, Verification};
use provider::Provider;
use std::sync::Arc;
use store::{StoreError, User};

/// The `action` of a payment refused until the identity is verified.
pub const VERIFY_IDENTITY: &str = "VERIFY_IDENTITY";

/// What the player reads when no provider checks documents.
pub const UNAVAILABLE: &str = "Identity verification is not available at the moment. Contact support to verify your identity.";

/// The provider this server verifies identities with: the built-in sandbox outside
/// production. None in production: no vendor is integrated yet, and the sandbox approves
/// whoever types their own name, which a regulated deployment must not do. Without one, scans
/// are refused ([`UNAVAILABLE`]) and only operators verify accounts
/// (`sportsbook admin verification approve`).
pub fn provider_for(config: &Config, clock: Arc<Clock>) -> Option<Arc<dyn Provider>> {
    if config.env.is_production() {
        return None;
    }
    Some(Arc::new(Arc::new(sandbox::Sandbox::new(
        &config.public_url,
        &config.verification.callback_secret.0,
        config.verification.result_delay,
        clock,
    ))))
}

/// Says at start-up when identities cannot be verified by document (no provider).
pub fn log_availability(state: &AppState) {
    if state.verification.is_none() {
        tracing::warn!(
            "identity verification is unavailable: production runs no sandbox and no provider is configured; scans are refused and only operators verify accounts (sportsbook admin verification approve)"
        );
    }
}

/// Why the account may not start or send a scan now, in the player's words; `None` when it
/// may. The REST view and `Account.identityVerification` answer the same.
pub fn submit_refusal(state: &AppState, current: &Verification) -> Option<String> {
    current
        .can_submit()
        .err()
        .map(|r| r.to_string())
        .or_else(|| state.verification.is_none().then(|| UNAVAILABLE.to_owned()))
}

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

/// The lifetime window an unverified account's deposits must fit, checked with the deposit
/// limits in the transaction that creates the deposit (`responsible_gaming::enforcement::
/// create_deposit`), so two deposits at once cannot together pass the threshold; none once
/// the identity is verified.
pub async fn deposit_window(
    state: &AppState,
    user: &User,
) -> Result<Option<store::DepositWindow>, StoreError> {
    let current = state.store.identity_verification(&user.id).await?;
    Ok(
        verification::deposit_threshold_applies(current.verification.status).then(|| {
            store::DepositWindow {
                since: chrono::DateTime::<chrono::Utc>::UNIX_EPOCH,
                limit_cents: state.config.verification.deposit_threshold_cents,
            }
        }),
    )
}

/// The refusal of a deposit of `amount_cents` that the lifetime window turned down, with
/// `lifetime` the deposits the transaction counted.
pub fn deposit_window_refusal(
    state: &AppState,
    user: &User,
    lifetime_cents: i64,
    amount_cents: i64,
) -> UserError {
    refused(&PaymentRefusal::DepositNeedsVerification {
        limit: Money::new(
            state.config.verification.deposit_threshold_cents,
            user.currency,
        )
        .formatted(),
        total: Money::new(lifetime_cents.saturating_add(amount_cents), user.currency).formatted(),
    })
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
