//! Wallet queries and mutations (see `docs/product/wallet.md`). Thin: authenticate, read the
//! account, call [`crate::wallet`], map. Every call answers only the viewer's own payments and
//! methods; an id of another account's is simply not found.

pub mod types;

use super::account::load_user;
use super::context::{require_user, state};
use super::errors;
use crate::wallet::complete::{self, Flow};
use crate::wallet::{self, UserError as WalletError, create, providers, receipt};
use async_graphql::{Context, ID, InputObject, Object, Result};
use domain::ids::{PaymentId, PaymentMethodId};
use domain::payments::{Direction, PaymentEvent};
use store::{StoreError, User};
use types::*;

/// The viewer's account row.
async fn viewer(ctx: &Context<'_>) -> Result<User> {
    let (user_id, _) = require_user(ctx)?;
    load_user(ctx, user_id).await
}

fn store_error(context: &'static str) -> impl Fn(StoreError) -> async_graphql::Error {
    move |e| errors::internal(context, e)
}

/// What the provider views need about the viewer: exclusions, saved methods, withdrawable
/// cash.
struct Holdings {
    processor: std::sync::Arc<dyn crate::wallet::sandbox::Processor>,
    excluded: Vec<String>,
    methods: Vec<store::PaymentMethod>,
    withdrawable: domain::money::Money,
}

impl Holdings {
    async fn load(ctx: &Context<'_>, user: &User) -> Result<Self> {
        let state = state(ctx)?;
        Ok(Self {
            processor: state.processor.clone(),
            excluded: state
                .store
                .provider_exclusions(&user.id)
                .await
                .map_err(store_error("provider exclusions"))?,
            methods: state
                .store
                .payment_methods(&user.id)
                .await
                .map_err(store_error("payment methods"))?,
            withdrawable: state
                .store
                .balances(&user.id, user.currency)
                .await
                .map_err(store_error("balances"))?
                .cash,
        })
    }

    fn viewing(&self, user: &User, direction: Direction) -> Viewing<'_> {
        Viewing {
            direction,
            currency: user.currency,
            excluded: &self.excluded,
            processor: self.processor.as_ref(),
            methods: &self.methods,
            withdrawable: self.withdrawable,
        }
    }

    fn receipt(&self, user: &User, payment: &store::Payment) -> PaymentReceipt {
        let method = self
            .methods
            .iter()
            .find(|m| Some(&m.id) == payment.method_id.as_ref());
        PaymentReceipt::build(payment, method, &self.viewing(user, payment.direction))
    }
}

/// The provider list of a page for the viewer.
async fn providers_page(
    ctx: &Context<'_>,
    user: &User,
    direction: Direction,
    quick: bool,
) -> Result<PaymentProvidersPage> {
    let holdings = Holdings::load(ctx, user).await?;
    let methods = &holdings.methods;
    let region = domain::region::find(&user.region);
    let viewing = holdings.viewing(user, direction);
    let list: Vec<PaymentProvider> = providers::PROVIDERS
        .iter()
        .filter(|p| region.is_some_and(|r| p.offered(r, direction)))
        // Quick deposit stays on the page: no wire or cash, which need the bettor elsewhere.
        .filter(|p| {
            !quick
                || !matches!(
                    p.kind,
                    providers::ProviderKind::WireTransfer | providers::ProviderKind::CashAtCasino
                )
        })
        .filter_map(|p| PaymentProvider::build(p, &viewing))
        .collect();
    // The preferred provider: the one with the most recently saved method, else the first
    // usable (available) one. When the usual one is excluded, the fallback says so
    // (`preferredWarning`).
    let usable = |p: &&PaymentProvider| p.availability == PaymentProviderAvailability::Available;
    let usual = methods
        .last()
        .and_then(|m| list.iter().find(|p| p.code == m.provider));
    let preferred = usual
        .filter(usable)
        .or_else(|| list.iter().find(usable))
        .cloned()
        .map(|mut p| {
            p.preferred_warning = usual
                .filter(|u| u.excluded)
                .map(|u| preferred_warning(&u.name, &p.name));
            p
        });
    Ok(PaymentProvidersPage {
        transaction_type: direction.into(),
        preferred_payment_provider: preferred,
        payment_providers: list,
    })
}

/// The note on a fallback preferred provider when the bettor's usual one is excluded.
fn preferred_warning(usual: &str, chosen: &str) -> String {
    format!("{usual} is on your excluded list, so {chosen} is selected instead.")
}

/// Deposit create input.
#[derive(Debug, Clone, InputObject)]
pub struct DepositCreateInput {
    /// Whole cents, 1 to 100000000.
    pub amount_cents: i32,
    pub payment_provider_id: ID,
    pub payment_method_id: Option<ID>,
    pub promotion_code: Option<String>,
    pub quick_deposit: Option<bool>,
    /// A fresh key per submit; a retry of the same submit reuses it.
    pub idempotency_key: String,
}

impl DepositCreateInput {
    fn request(&self) -> create::Request {
        create::Request {
            amount_cents: i64::from(self.amount_cents),
            provider_id: self.payment_provider_id.0.clone(),
            method_id: self.payment_method_id.as_ref().map(|id| id.0.clone()),
            promotion_code: self.promotion_code.clone(),
            quick_deposit: self.quick_deposit.unwrap_or(false),
            idempotency_key: self.idempotency_key.clone(),
            fields: Vec::new(),
        }
    }
}

/// Withdrawal create input.
#[derive(Debug, Clone, InputObject)]
pub struct WithdrawalCreateInput {
    pub amount_cents: i32,
    pub payment_provider_id: ID,
    pub payment_method_id: Option<ID>,
    pub idempotency_key: String,
}

impl WithdrawalCreateInput {
    fn request(&self) -> create::Request {
        create::Request {
            amount_cents: i64::from(self.amount_cents),
            provider_id: self.payment_provider_id.0.clone(),
            method_id: self.payment_method_id.as_ref().map(|id| id.0.clone()),
            idempotency_key: self.idempotency_key.clone(),
            ..create::Request::default()
        }
    }
}

/// An Interac e-Transfer withdrawal.
#[derive(Debug, Clone, InputObject)]
pub struct InteracWithdrawalInput {
    pub amount_cents: i32,
    /// The e-mail registered with Interac.
    pub email: String,
    pub idempotency_key: String,
}

/// A wire deposit (instructions come on the receipt).
#[derive(Debug, Clone, InputObject)]
pub struct WireTransferDepositInput {
    pub amount_cents: i32,
    pub idempotency_key: String,
}

/// A first wire withdrawal with the bank's details.
#[derive(Debug, Clone, InputObject)]
pub struct WireTransferWithdrawalInput {
    pub amount_cents: i32,
    pub account_holder: String,
    pub bank_name: String,
    pub routing_number: String,
    pub account_number: String,
    pub swift_code: Option<String>,
    pub idempotency_key: String,
}

/// A device wallet's answer for a wallet-button deposit.
#[derive(Debug, Clone, InputObject)]
pub struct WalletButtonCompleteInput {
    pub receipt_id: ID,
    /// The wallet's one-time payment token from the device.
    pub wallet_token: String,
}

/// Wallet queries.
#[derive(Default)]
pub struct WalletQuery;

#[Object]
impl WalletQuery {
    /// The providers of the deposit or withdrawal page.
    async fn payment_providers_landing_page(
        &self,
        ctx: &Context<'_>,
        transaction_type: PaymentDirection,
    ) -> Result<PaymentProvidersPage> {
        let user = viewer(ctx).await?;
        providers_page(ctx, &user, transaction_type.into(), false).await
    }

    /// Deposit providers usable without leaving the page (no wire, no cash).
    async fn payment_providers_quick_deposit_landing_page(
        &self,
        ctx: &Context<'_>,
    ) -> Result<PaymentProvidersPage> {
        let user = viewer(ctx).await?;
        providers_page(ctx, &user, Direction::Deposit, true).await
    }

    /// Node by id: `PaymentProvider:{code}:{direction}` answers the provider with the
    /// viewer's methods; null for unknown ids.
    async fn node(&self, ctx: &Context<'_>, id: ID) -> Result<Option<Node>> {
        let Some((provider, direction)) = providers::by_node_id(&id) else {
            return Ok(None);
        };
        let user = viewer(ctx).await?;
        let page = providers_page(ctx, &user, direction, false).await?;
        Ok(page
            .payment_providers
            .into_iter()
            .find(|p| p.code == provider.code)
            .map(Node::PaymentProvider))
    }

    /// One of the viewer's receipts; null for unknown ids and other accounts' receipts.
    async fn payment_receipt(&self, ctx: &Context<'_>, id: ID) -> Result<Option<PaymentReceipt>> {
        let user = viewer(ctx).await?;
        let state = state(ctx)?;
        let Some(payment) = state
            .store
            .payment(&user.id, &PaymentId::from_raw(id.as_str()))
            .await
            .map_err(store_error("payment"))?
        else {
            return Ok(None);
        };
        let holdings = Holdings::load(ctx, &user).await?;
        Ok(Some(holdings.receipt(&user, &payment)))
    }

    /// The viewer's deposits and withdrawals, newest first (`first` 1 to 50).
    async fn payment_receipts(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = 20)] first: i32,
        after: Option<ID>,
    ) -> Result<PaymentReceiptConnection> {
        if !(1..=50).contains(&first) {
            return Err(errors::bad_user_input("first must be between 1 and 50."));
        }
        let user = viewer(ctx).await?;
        let state = state(ctx)?;
        let after = after.map(|a| PaymentId::from_raw(a.as_str()));
        let limit = u32::try_from(first).unwrap_or(20);
        let mut payments = state
            .store
            .payments(&user.id, limit + 1, after.as_ref())
            .await
            .map_err(store_error("payments"))?;
        let more = payments.len() > usize::try_from(limit).unwrap_or(usize::MAX);
        payments.truncate(usize::try_from(limit).unwrap_or(usize::MAX));
        let holdings = Holdings::load(ctx, &user).await?;
        let nodes: Vec<PaymentReceipt> = payments
            .iter()
            .map(|p| holdings.receipt(&user, p))
            .collect();
        Ok(PaymentReceiptConnection {
            end_cursor: more.then(|| nodes.last().map(|n| n.id.clone())).flatten(),
            nodes,
        })
    }

    /// Casino cages where cash deposits and pickups happen, in the viewer's region.
    async fn payment_facilities(&self, ctx: &Context<'_>) -> Result<Vec<PaymentFacility>> {
        let user = viewer(ctx).await?;
        Ok(receipt::facilities(&user.region)
            .map(|f| PaymentFacility {
                name: f.name.to_owned(),
                address: f.address.to_owned(),
                hours: f.hours.to_owned(),
                region: f.region.to_owned(),
            })
            .collect())
    }

    /// What the deposit page says to a bettor outside their home region: deposits stay
    /// allowed (funds can be added from anywhere), wagering needs an operating region.
    async fn out_of_state_deposit_page(&self, ctx: &Context<'_>) -> Result<OutOfStateDepositPage> {
        let user = viewer(ctx).await?;
        let home = domain::region::find(&user.region).map_or(user.region.as_str(), |r| r.name);
        Ok(OutOfStateDepositPage {
            title: "You're outside your home state".into(),
            body: format!(
                "You can still deposit to your {home} account, but you must be physically located in an operating area to wager."
            ),
            allowed: true,
        })
    }

    /// A promo code to pre-fill on the deposit page: the welcome offer until the first
    /// confirmed deposit, then none.
    async fn display_promo_code(&self, ctx: &Context<'_>) -> Result<Option<DepositPromoCode>> {
        let user = viewer(ctx).await?;
        let state = state(ctx)?;
        let offer = crate::promotions::codes::display(
            state.store.as_ref(),
            &state.config.brand,
            &user,
            state.clock.now(),
        )
        .await
        .map_err(store_error("promo code"))?;
        Ok(offer.map(|o| DepositPromoCode {
            code: o.code,
            status: "VALID".into(),
            message: Some(o.message),
        }))
    }

    /// Checks a deposit promo code.
    async fn validate_deposit_promo_code(
        &self,
        ctx: &Context<'_>,
        code: String,
    ) -> Result<DepositPromoCode> {
        let user = viewer(ctx).await?;
        if code.len() > 50 {
            return Err(errors::bad_user_input(
                "code must be at most 50 characters.",
            ));
        }
        let state = state(ctx)?;
        let checked = crate::promotions::codes::check(
            state.store.as_ref(),
            &state.config.brand,
            &user,
            &code,
            state.clock.now(),
        )
        .await
        .map_err(store_error("promo code"))?;
        Ok(match checked {
            Ok(offer) => DepositPromoCode {
                code: offer.code,
                status: "VALID".into(),
                message: Some(offer.message),
            },
            Err(message) => DepositPromoCode {
                code: code.trim().to_ascii_uppercase(),
                status: "INVALID".into(),
                message: Some(message),
            },
        })
    }
}

/// Wallet mutations.
#[derive(Default)]
pub struct WalletMutation;

async fn run_create(
    ctx: &Context<'_>,
    direction: Direction,
    request: create::Request,
) -> Result<PaymentCreateResult> {
    let user = viewer(ctx).await?;
    let state = state(ctx)?;
    let outcome = create::create(state, &user, direction, &request, state.clock.now()).await;
    Ok(PaymentCreateResult::from_outcome(outcome))
}

async fn run_validate(
    ctx: &Context<'_>,
    direction: Direction,
    request: create::Request,
) -> Result<PaymentValidateResult> {
    let user = viewer(ctx).await?;
    let state = state(ctx)?;
    let errors = create::validate(state, &user, direction, &request)
        .await
        .err()
        .unwrap_or_default();
    Ok(PaymentValidateResult::from_errors(errors))
}

/// Completes (with a token) or cancels (without) a deposit waiting outside the frame.
async fn finish(
    ctx: &Context<'_>,
    receipt_id: &ID,
    flow: Flow,
    token: Option<&str>,
) -> Result<PaymentCreateResult> {
    let user = viewer(ctx).await?;
    let state = state(ctx)?;
    let id = PaymentId::from_raw(receipt_id.as_str());
    let now = state.clock.now();
    let outcome = match token {
        Some(token) => complete::complete(state, &user, &id, flow, token, now).await,
        None => complete::cancel(state, &user, &id, flow, now).await,
    };
    Ok(PaymentCreateResult::from_outcome(outcome))
}

#[Object]
impl WalletMutation {
    /// Starts a deposit: answers where to go (the payments frame or the receipt).
    async fn deposit_create(
        &self,
        ctx: &Context<'_>,
        input: DepositCreateInput,
    ) -> Result<PaymentCreateResult> {
        run_create(ctx, Direction::Deposit, input.request()).await
    }

    /// Checks a deposit without starting it.
    async fn deposit_validate_create(
        &self,
        ctx: &Context<'_>,
        input: DepositCreateInput,
    ) -> Result<PaymentValidateResult> {
        run_validate(ctx, Direction::Deposit, input.request()).await
    }

    /// Requests a withdrawal: the amount is held at once and paid out when processed.
    async fn withdrawal_create(
        &self,
        ctx: &Context<'_>,
        input: WithdrawalCreateInput,
    ) -> Result<PaymentCreateResult> {
        run_create(ctx, Direction::Withdrawal, input.request()).await
    }

    /// Checks a withdrawal without requesting it.
    async fn withdrawal_validate_create_v2(
        &self,
        ctx: &Context<'_>,
        input: WithdrawalCreateInput,
    ) -> Result<PaymentValidateResult> {
        run_validate(ctx, Direction::Withdrawal, input.request()).await
    }

    /// Cancels a pending withdrawal: the held funds go back to withdrawable cash.
    async fn withdrawal_cancel(
        &self,
        ctx: &Context<'_>,
        receipt_id: ID,
    ) -> Result<PaymentCreateResult> {
        let user = viewer(ctx).await?;
        let state = state(ctx)?;
        let id = PaymentId::from_raw(receipt_id.as_str());
        let not_found = || {
            PaymentCreateResult::refused(vec![WalletError::field(
                "receiptId",
                "This withdrawal was not found.",
            )])
        };
        let Some(payment) = state
            .store
            .payment(&user.id, &id)
            .await
            .map_err(store_error("payment"))?
        else {
            return Ok(not_found());
        };
        if !receipt::cancellable(&payment) {
            return Ok(PaymentCreateResult::refused(vec![WalletError::field(
                "receiptId",
                "Only a pending withdrawal can be cancelled.",
            )]));
        }
        match wallet::settle(
            state,
            &payment.id,
            PaymentEvent::CancelledByPatron,
            Some("Cancelled by you."),
            state.clock.now(),
        )
        .await
        {
            Ok(settled) if settled.applied => Ok(PaymentCreateResult {
                permitted: true,
                uri: Some(format!("/account/wallet/receipt/{}", payment.id)),
                receipt_id: Some(receipt_id),
                status: Some(settled.payment.status.into()),
                failure_reason: settled.payment.failure_reason.clone(),
                user_errors: Vec::new(),
            }),
            Ok(_) | Err(StoreError::Conflict(_)) => {
                Ok(PaymentCreateResult::refused(vec![WalletError::field(
                    "receiptId",
                    "Only a pending withdrawal can be cancelled.",
                )]))
            }
            Err(e) => Err(errors::internal("withdrawal cancel", e)),
        }
    }

    /// Confirms a cash-at-casino deposit or pickup: the receipt's reference is what the
    /// cage asks for, and the cage's confirmation is awaited from now on.
    async fn create_confirmation_v2(
        &self,
        ctx: &Context<'_>,
        receipt_id: ID,
    ) -> Result<PaymentCreateResult> {
        let user = viewer(ctx).await?;
        let id = PaymentId::from_raw(receipt_id.as_str());
        let outcome = create::confirm_cash(state(ctx)?, &user, &id, state(ctx)?.clock.now())
            .await
            .map(|payment| create::Created {
                payment,
                next: create::Next::Receipt,
            });
        Ok(PaymentCreateResult::from_outcome(outcome))
    }

    /// An Interac e-Transfer withdrawal to the bettor's Interac e-mail.
    async fn interac_withdrawal_create(
        &self,
        ctx: &Context<'_>,
        input: InteracWithdrawalInput,
    ) -> Result<PaymentCreateResult> {
        let request = create::Request {
            amount_cents: i64::from(input.amount_cents),
            provider_id: "interac".into(),
            idempotency_key: input.idempotency_key,
            fields: vec![("email", input.email)],
            ..create::Request::default()
        };
        run_create(ctx, Direction::Withdrawal, request).await
    }

    /// A wire deposit: the receipt carries the bank instructions and the reference.
    async fn wire_transfer_deposit_create(
        &self,
        ctx: &Context<'_>,
        input: WireTransferDepositInput,
    ) -> Result<PaymentCreateResult> {
        let request = create::Request {
            amount_cents: i64::from(input.amount_cents),
            provider_id: "wire_transfer".into(),
            idempotency_key: input.idempotency_key,
            ..create::Request::default()
        };
        run_create(ctx, Direction::Deposit, request).await
    }

    /// A wire withdrawal with the bank's details.
    async fn first_wire_transfer_withdrawal_create(
        &self,
        ctx: &Context<'_>,
        input: WireTransferWithdrawalInput,
    ) -> Result<PaymentCreateResult> {
        let request = create::Request {
            amount_cents: i64::from(input.amount_cents),
            provider_id: "wire_transfer".into(),
            idempotency_key: input.idempotency_key,
            fields: vec![
                ("accountHolder", input.account_holder),
                ("bankName", input.bank_name),
                ("routingNumber", input.routing_number),
                ("accountNumber", input.account_number),
                ("swiftCode", input.swift_code.unwrap_or_default()),
            ],
            ..create::Request::default()
        };
        run_create(ctx, Direction::Withdrawal, request).await
    }

    /// Completes a wallet-button (Apple Pay style) deposit with the device wallet's token.
    async fn wallet_button_deposit_complete(
        &self,
        ctx: &Context<'_>,
        input: WalletButtonCompleteInput,
    ) -> Result<PaymentCreateResult> {
        finish(
            ctx,
            &input.receipt_id,
            Flow::WalletButton,
            Some(&input.wallet_token),
        )
        .await
    }

    /// The bettor closed the wallet sheet: the deposit fails, nothing moved.
    async fn wallet_button_deposit_cancel(
        &self,
        ctx: &Context<'_>,
        receipt_id: ID,
    ) -> Result<PaymentCreateResult> {
        finish(ctx, &receipt_id, Flow::WalletButton, None).await
    }

    /// Completes a card deposit with a card drop-in's one-time token.
    async fn card_drop_in_deposit_complete(
        &self,
        ctx: &Context<'_>,
        receipt_id: ID,
        card_token: String,
    ) -> Result<PaymentCreateResult> {
        finish(ctx, &receipt_id, Flow::CardDropIn, Some(&card_token)).await
    }

    /// The bettor closed the card drop-in: the deposit fails, nothing moved.
    async fn card_drop_in_deposit_cancel(
        &self,
        ctx: &Context<'_>,
        receipt_id: ID,
    ) -> Result<PaymentCreateResult> {
        finish(ctx, &receipt_id, Flow::CardDropIn, None).await
    }

    /// Deletes one of the viewer's saved methods.
    async fn payment_method_delete(
        &self,
        ctx: &Context<'_>,
        payment_method_id: ID,
    ) -> Result<PaymentValidateResult> {
        let user = viewer(ctx).await?;
        let deleted = state(ctx)?
            .store
            .delete_payment_method(
                &user.id,
                &PaymentMethodId::from_raw(payment_method_id.as_str()),
                state(ctx)?.clock.now(),
            )
            .await
            .map_err(store_error("delete payment method"))?;
        Ok(PaymentValidateResult::from_errors(if deleted {
            Vec::new()
        } else {
            vec![WalletError::field(
                "paymentMethodId",
                "This payment method was not found.",
            )]
        }))
    }

    /// Replaces the viewer's excluded providers (known codes only); answers the deposit
    /// page.
    async fn update_provider_exclusions(
        &self,
        ctx: &Context<'_>,
        provider_codes: Vec<String>,
    ) -> Result<PaymentProvidersPage> {
        let user = viewer(ctx).await?;
        if provider_codes.len() > providers::PROVIDERS.len() {
            return Err(errors::bad_user_input("Too many provider codes."));
        }
        if let Some(unknown) = provider_codes
            .iter()
            .find(|c| providers::by_code(c).is_none())
        {
            return Err(errors::bad_user_input(format!(
                "Unknown payment provider {unknown:?}."
            )));
        }
        let mut codes = provider_codes;
        codes.sort();
        codes.dedup();
        state(ctx)?
            .store
            .set_provider_exclusions(&user.id, &codes, state(ctx)?.clock.now())
            .await
            .map_err(store_error("set provider exclusions"))?;
        providers_page(ctx, &user, Direction::Deposit, false).await
    }
}
