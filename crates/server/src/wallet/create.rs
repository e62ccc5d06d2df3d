//! Creating deposits and withdrawals: every input checked (provider, amount, method, promo
//! code, form fields, idempotency key) into field-by-field user errors, then the payment
//! recorded (a withdrawal's funds held in the same transaction) and the next step named: the
//! payments frame, or the receipt.

use super::providers::{self, FormField, Provider, ProviderKind};
use super::sandbox::{self, Charge};
use super::{UserError, frame_token, settle};
use crate::responsible_gaming;
use crate::state::AppState;
use chrono::{DateTime, Utc};
use domain::ids::PaymentId;
use domain::ledger::Bucket;
use domain::money::Money;
use domain::payments::{Direction, PaymentEvent, check_amount_cents};
use store::{NewPayment, Payment, PaymentCreated, StoreError, User};

/// A create request as the GraphQL layer received it.
#[derive(Debug, Clone, Default)]
pub struct Request {
    pub amount_cents: i64,
    /// A provider node id (`PaymentProvider:card:DEPOSIT`) or code.
    pub provider_id: String,
    pub method_id: Option<String>,
    pub promotion_code: Option<String>,
    pub quick_deposit: bool,
    pub idempotency_key: String,
    /// Values of the provider's extra form fields, by name.
    pub fields: Vec<(&'static str, String)>,
}

/// Where the client goes after a create.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Next {
    /// The payments frame at this absolute URL; `hidden` when it needs no input.
    Frame { url: String, hidden: bool },
    /// The receipt page.
    Receipt,
}

/// A created (or replayed) payment and where to go.
#[derive(Debug, Clone)]
pub struct Created {
    pub payment: Payment,
    pub next: Next,
}

/// What a create call answers.
pub type Outcome = Result<Created, Vec<UserError>>;

/// A provider the processor reports down.
pub const UNAVAILABLE: &str = "This payment method is unavailable right now. Choose another one.";

/// The idempotency key rule: 8 to 100 visible ASCII characters.
fn check_key(key: &str) -> Result<(), UserError> {
    if (8..=100).contains(&key.len()) && key.bytes().all(|b| b.is_ascii_graphic()) {
        Ok(())
    } else {
        Err(UserError::field(
            "idempotencyKey",
            "The request key must be 8 to 100 visible characters.",
        ))
    }
}

/// The provider named by `id` (node id or code) for `direction` and this account.
fn find_provider(
    user: &User,
    id: &str,
    direction: Direction,
) -> Result<&'static Provider, UserError> {
    let provider = match providers::by_node_id(id) {
        Some((p, d)) if d == direction => Some(p),
        Some(_) => None,
        None => providers::by_code(id),
    };
    let region = domain::region::find(&user.region);
    match (provider, region) {
        (Some(p), Some(region)) if p.offered(region, direction) => Ok(p),
        _ => Err(UserError::field(
            "paymentProviderId",
            format!(
                "This payment method is not available for {}s.",
                noun(direction)
            ),
        )),
    }
}

fn noun(direction: Direction) -> &'static str {
    match direction {
        Direction::Deposit => "deposit",
        Direction::Withdrawal => "withdrawal",
    }
}

/// Checks the amount against the platform and provider limits.
fn check_amount(
    provider: &Provider,
    direction: Direction,
    user: &User,
    cents: i64,
) -> Result<(), UserError> {
    let field = |m: String| UserError::field("amountCents", m);
    check_amount_cents(cents).map_err(|e| field(e.to_string()))?;
    provider
        .limits(direction, user.currency)
        .ok_or_else(|| field("This payment method is not available.".into()))?
        .check(direction, cents)
        .map_err(|e| field(e.to_string()))
}

/// Checks one extra field against its constraints.
pub fn check_field(field: &FormField, value: Option<&str>) -> Result<(), UserError> {
    let value = value.map(str::trim).unwrap_or_default();
    let error = |m: String| UserError::field(field.name, m);
    if value.is_empty() {
        return if field.required {
            Err(error(format!("Enter the {}.", field.label.to_lowercase())))
        } else {
            Ok(())
        };
    }
    if let Some(max) = field.max_length
        && value.chars().count() > usize::try_from(max).unwrap_or(usize::MAX)
    {
        return Err(error(format!("Use at most {max} characters.")));
    }
    if let (Some(pattern), Some(message)) = (field.pattern, field.pattern_error)
        && !regex::Regex::new(pattern).is_ok_and(|re| re.is_match(value))
    {
        return Err(error(message.to_owned()));
    }
    Ok(())
}

/// A deposit's promo code, checked against the live promotions (`promotions::codes`): the
/// reason it is refused, as a `promotionCode` error.
async fn check_promo_code(
    state: &AppState,
    user: &User,
    code: &str,
) -> Result<Option<UserError>, StoreError> {
    let now = state.clock.now();
    Ok(
        crate::promotions::codes::check(state.store.as_ref(), &state.config.brand, user, code, now)
            .await?
            .err()
            .map(|message| UserError::field("promotionCode", message)),
    )
}

/// Logs a store failure under `context` and answers the retryable general error.
pub fn unexpected(context: &'static str) -> impl Fn(StoreError) -> Vec<UserError> + Copy {
    move |e| {
        tracing::error!(error = %e, context, "wallet");
        vec![UserError::general(
            Some("TRY_AGAIN"),
            "An unexpected error occurred. Try again.",
        )]
    }
}

/// Every check of a create request; the first error of each field.
pub async fn validate(
    state: &AppState,
    user: &User,
    direction: Direction,
    request: &Request,
) -> Result<(&'static Provider, Option<store::PaymentMethod>), Vec<UserError>> {
    let internal = unexpected("wallet validation");
    // A withdrawal before the identity is verified is refused on that alone.
    if direction == Direction::Withdrawal
        && let Some(refusal) = crate::verification::withdrawal_refusal(state, user)
            .await
            .map_err(internal)?
    {
        return Err(vec![refusal]);
    }
    let mut errors = Vec::new();
    if let Err(e) = check_key(&request.idempotency_key) {
        errors.push(e);
    }
    let provider = match find_provider(user, &request.provider_id, direction) {
        Ok(p) => Some(p),
        Err(e) => {
            errors.push(e);
            None
        }
    };
    let mut method = None;
    if let Some(provider) = provider {
        let excluded = state
            .store
            .provider_exclusions(&user.id)
            .await
            .map_err(internal)?;
        if excluded.iter().any(|c| c == provider.code) {
            errors.push(UserError::field(
                "paymentProviderId",
                "This payment method is on the excluded list and is unavailable right now.",
            ));
        } else if !state.processor.available(provider.code) {
            errors.push(UserError::field("paymentProviderId", UNAVAILABLE));
        }
        if let Err(e) = check_amount(provider, direction, user, request.amount_cents) {
            errors.push(e);
        }
        match &request.method_id {
            Some(id) => {
                let saved = state
                    .store
                    .payment_methods(&user.id)
                    .await
                    .map_err(internal)?;
                match saved
                    .into_iter()
                    .find(|m| m.id.as_str() == id && m.provider == provider.code)
                {
                    Some(m) => method = Some(m),
                    None => errors.push(UserError::field(
                        "paymentMethodId",
                        "Choose one of your saved payment methods.",
                    )),
                }
            }
            None if direction == Direction::Withdrawal && provider.supports_methods => {
                errors.push(UserError::field(
                    "paymentMethodId",
                    format!(
                        "Withdrawals go back to a {} you deposited with. Choose one, or deposit with it first.",
                        match provider.kind {
                            ProviderKind::Card => "card",
                            _ => "bank account",
                        }
                    ),
                ));
            }
            None => {}
        }
        let fields: &[FormField] = match direction {
            Direction::Withdrawal => provider.withdrawal_fields,
            Direction::Deposit => &[],
        };
        for field in fields {
            let value = request
                .fields
                .iter()
                .find(|(n, _)| *n == field.name)
                .map(|(_, v)| v.as_str());
            if let Err(e) = check_field(field, value) {
                errors.push(e);
            }
        }
        if direction == Direction::Withdrawal && errors.is_empty() {
            let balances = state
                .store
                .balances(&user.id, user.currency)
                .await
                .map_err(internal)?;
            if request.amount_cents > balances.cash.cents {
                errors.push(over_balance(balances.cash));
            }
        }
    }
    if let Some(code) = request
        .promotion_code
        .as_deref()
        .filter(|c| !c.trim().is_empty())
        && direction == Direction::Deposit
        && let Some(e) = check_promo_code(state, user, code)
            .await
            .map_err(internal)?
    {
        errors.push(e);
    }
    // Responsible gaming: breaks, the failed-deposit review and the deposit limits.
    let amount_refused = errors
        .iter()
        .any(|e| e.field.as_deref() == Some("amountCents"));
    if direction == Direction::Deposit
        && !amount_refused
        && let Some(refusal) =
            crate::verification::deposit_refusal(state, user, request.amount_cents)
                .await
                .map_err(internal)?
    {
        errors.push(refusal);
    }
    if direction == Direction::Deposit && !amount_refused {
        let now = state.clock.now();
        if let Some(refusal) =
            responsible_gaming::enforcement::deposit_gate(state, user, request.amount_cents, now)
                .await
                .map_err(internal)?
        {
            errors.push(refusal);
        }
    }
    match provider {
        Some(p) if errors.is_empty() => Ok((p, method)),
        _ => Err(errors),
    }
}

fn over_balance(cash: Money) -> UserError {
    UserError::field(
        "amountCents",
        format!("You can withdraw up to {} right now.", cash.formatted()),
    )
}

/// Validates and records a payment, then takes its first step.
pub async fn create(
    state: &AppState,
    user: &User,
    direction: Direction,
    request: &Request,
    now: DateTime<Utc>,
) -> Outcome {
    let (provider, method) = validate(state, user, direction, request).await?;
    let unexpected = unexpected("wallet create");
    let status = provider.first_status(direction);
    let delay = chrono::Duration::from_std(state.config.payments.settle_delay).unwrap_or_default();
    // Withdrawals and offline deposits wait for the processor; frame deposits wait for the
    // bettor's card or bank details first.
    let waits_for_frame = direction == Direction::Deposit
        && provider.kind.deposits_on_payments_origin()
        && method.is_none();
    let next_step_at = match (direction, provider.kind) {
        (Direction::Deposit, ProviderKind::Card) => None,
        _ if waits_for_frame => None,
        // Cash waits for the bettor to confirm the cage visit (`confirm_cash`).
        (_, ProviderKind::CashAtCasino) => None,
        // A device wallet's sheet and the drop-in answer through `complete::complete`.
        (_, ProviderKind::WalletButton | ProviderKind::CardDropIn) => None,
        _ => Some(now + delay),
    };
    let new = NewPayment {
        id: PaymentId::generate(),
        user_id: user.id.clone(),
        direction,
        provider: provider.code.to_owned(),
        method_id: method.as_ref().map(|m| m.id.clone()),
        amount: Money::new(request.amount_cents, user.currency),
        status,
        idempotency_key: request.idempotency_key.clone(),
        region: user.region.clone(),
        // Checked by `validate` against the live promotions; stored upper case.
        promotion_code: request
            .promotion_code
            .as_deref()
            .filter(|_| direction == Direction::Deposit)
            .and_then(domain::promotion::normalize_promo_code),
        processor_reference: Some(sandbox::reference()),
        next_step_at,
        at: now,
    };
    // A deposit is created with the deposit limits checked in the same transaction.
    let created = match direction {
        Direction::Deposit => {
            match responsible_gaming::enforcement::create_deposit(state, user, new, now).await {
                Ok(Ok(created)) => Ok(created),
                Ok(Err(refusal)) => return Err(vec![refusal]),
                Err(e) => Err(e),
            }
        }
        Direction::Withdrawal => state.store.create_payment(new).await,
    };
    let created = match created {
        Ok(created) => created,
        Err(StoreError::InsufficientFunds(Bucket::Cash)) => {
            let cash = state
                .store
                .balances(&user.id, user.currency)
                .await
                .map(|b| b.cash)
                .map_err(unexpected)?;
            return Err(vec![over_balance(cash)]);
        }
        Err(StoreError::Conflict("idempotency_key")) => {
            return Err(vec![UserError::field(
                "idempotencyKey",
                "This request key was already used for a different payment.",
            )]);
        }
        Err(e) => return Err(unexpected(e)),
    };
    let payment = match created {
        PaymentCreated::Replayed(p) => {
            return Ok(Created {
                next: next_for(state, &p, provider, now),
                payment: p,
            });
        }
        PaymentCreated::New(p) => p,
    };
    if direction == Direction::Withdrawal {
        state.bus.publish(crate::bus::Event::BalanceChanged {
            user_id: user.id.clone(),
        });
    }
    // A saved card is charged at once.
    let payment = match (&method, provider.kind, direction) {
        (Some(m), ProviderKind::Card, Direction::Deposit) => {
            charge_saved(state, &payment, &m.processor_token, now)
                .await
                .map_err(unexpected)?
        }
        _ => payment,
    };
    let next = next_for(state, &payment, provider, now);
    Ok(Created { payment, next })
}

/// Charges a saved card for a new deposit: approved and declined settle at once, a challenge
/// leaves the payment pending for the frame.
async fn charge_saved(
    state: &AppState,
    payment: &Payment,
    token: &str,
    now: DateTime<Utc>,
) -> Result<Payment, StoreError> {
    let charge = state
        .processor
        .charge_token(&sandbox::charge_key(&payment.id), token, payment.amount)
        .await
        .map_err(|e| StoreError::Backend(e.to_string()))?;
    Ok(match charge {
        Charge::Approved => {
            settle(state, &payment.id, PaymentEvent::Confirmed, None, now)
                .await?
                .payment
        }
        Charge::Declined { reason } => {
            settle(
                state,
                &payment.id,
                PaymentEvent::Declined,
                Some(&reason),
                now,
            )
            .await?
            .payment
        }
        Charge::ChallengeRequired => payment.clone(),
    })
}

/// Where the client goes for a payment: the frame while it waits for the bettor, else the
/// receipt.
pub fn next_for(
    state: &AppState,
    payment: &Payment,
    provider: &Provider,
    now: DateTime<Utc>,
) -> Next {
    let frame_pending = payment.direction == Direction::Deposit
        && !payment.status.is_final()
        && payment.next_step_at.is_none()
        && provider.kind.deposits_on_payments_origin();
    if frame_pending {
        Next::Frame {
            url: frame_url(state, payment, now),
            hidden: provider.kind == ProviderKind::HiddenGateway,
        }
    } else {
        Next::Receipt
    }
}

/// The frame's absolute URL for a payment, with its token.
pub fn frame_url(state: &AppState, payment: &Payment, now: DateTime<Utc>) -> String {
    let token = frame_token::issue(
        state.config.token_secret.0.as_bytes(),
        &payment.id,
        &payment.user_id,
        now,
    );
    format!(
        "{}/frame/{}?token={token}",
        state.config.payments.origin.trim_end_matches('/'),
        payment.id
    )
}

/// The app deep link for a step: `/account/wallet/{deposit|withdrawal}/gateway?frame=...` or
/// `/account/wallet/receipt/{id}`.
pub fn deep_link(payment: &Payment, next: &Next) -> String {
    match next {
        Next::Frame { url, hidden } => format!(
            "/account/wallet/{}/gateway?frame={}{}",
            noun(payment.direction),
            url::form_urlencoded::byte_serialize(url.as_bytes()).collect::<String>(),
            if *hidden { "&hidden=1" } else { "" }
        ),
        Next::Receipt => format!("/account/wallet/receipt/{}", payment.id),
    }
}

/// Confirms a cash-at-casino payment: the bettor will bring (or collect) the cash with the
/// receipt's reference, and the cage's confirmation is awaited from now on.
pub async fn confirm_cash(
    state: &AppState,
    user: &User,
    id: &PaymentId,
    now: DateTime<Utc>,
) -> Result<Payment, Vec<UserError>> {
    let refused = |m: &str| vec![UserError::field("receiptId", m)];
    let payment = state
        .store
        .payment(&user.id, id)
        .await
        .map_err(unexpected("cash confirmation"))?
        .ok_or_else(|| refused("This payment was not found."))?;
    let cash =
        providers::by_code(&payment.provider).is_some_and(|p| p.kind == ProviderKind::CashAtCasino);
    if !cash || payment.status.is_final() {
        return Err(refused("Only a pending cash payment can be confirmed."));
    }
    if payment.next_step_at.is_some() {
        return Ok(payment);
    }
    let delay = chrono::Duration::from_std(state.config.payments.settle_delay).unwrap_or_default();
    state
        .store
        .reschedule_payment(&payment.id, payment.status, Some(now + delay), now)
        .await
        .map_err(unexpected("cash confirmation"))
}
