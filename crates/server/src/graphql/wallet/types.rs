//! The wallet's GraphQL shapes (see `docs/product/wallet.md`): providers, methods, form fields,
//! user errors, create answers and receipts.

use crate::graphql::money::Money;
use crate::wallet::providers::{FormField, Provider, ProviderKind};
use crate::wallet::{UserError as WalletError, create, receipt};
use async_graphql::{Enum, ID, Interface, SimpleObject};
use chrono::{DateTime, Utc};
use domain::money::Currency;
use domain::payments::{Direction, PaymentStatus as DomainStatus};
use store::{Payment, PaymentMethod as StoredMethod};

/// A deposit or a withdrawal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum PaymentDirection {
    Deposit,
    Withdrawal,
}

impl From<PaymentDirection> for Direction {
    fn from(d: PaymentDirection) -> Self {
        match d {
            PaymentDirection::Deposit => Direction::Deposit,
            PaymentDirection::Withdrawal => Direction::Withdrawal,
        }
    }
}

impl From<Direction> for PaymentDirection {
    fn from(d: Direction) -> Self {
        match d {
            Direction::Deposit => PaymentDirection::Deposit,
            Direction::Withdrawal => PaymentDirection::Withdrawal,
        }
    }
}

/// Where a deposit or withdrawal stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum PaymentStatus {
    Pending,
    PendingCashDeposit,
    PendingWireDeposit,
    PendingCashPickup,
    PendingWireWithdrawal,
    Successful,
    Failed,
}

impl From<DomainStatus> for PaymentStatus {
    fn from(s: DomainStatus) -> Self {
        match s {
            DomainStatus::Pending => PaymentStatus::Pending,
            DomainStatus::PendingCashDeposit => PaymentStatus::PendingCashDeposit,
            DomainStatus::PendingWireDeposit => PaymentStatus::PendingWireDeposit,
            DomainStatus::PendingCashPickup => PaymentStatus::PendingCashPickup,
            DomainStatus::PendingWireWithdrawal => PaymentStatus::PendingWireWithdrawal,
            DomainStatus::Successful => PaymentStatus::Successful,
            DomainStatus::Failed => PaymentStatus::Failed,
        }
    }
}

/// How a provider's page works: CARD, BANK_TRANSFER and INTERAC deposits open the payments
/// frame; WIRE_TRANSFER and CASH_AT_CASINO have their own app pages; WALLET_BUTTON is a device
/// wallet (offered where the device has the provider's capability) and CARD_DROP_IN the
/// processor's card form, both started with the provider's `clientId` and completed with
/// their complete calls; HIDDEN_GATEWAY deposits run in a hidden frame with no input.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum PaymentProviderType {
    Card,
    BankTransfer,
    Interac,
    WireTransfer,
    CashAtCasino,
    WalletButton,
    CardDropIn,
    HiddenGateway,
}

/// Whether a provider takes payments now: UNAVAILABLE when the bettor excluded it or the
/// processor reports it down (shown, not usable).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum PaymentProviderAvailability {
    Available,
    Unavailable,
}

impl From<ProviderKind> for PaymentProviderType {
    fn from(k: ProviderKind) -> Self {
        match k {
            ProviderKind::Card => PaymentProviderType::Card,
            ProviderKind::BankTransfer => PaymentProviderType::BankTransfer,
            ProviderKind::Interac => PaymentProviderType::Interac,
            ProviderKind::WireTransfer => PaymentProviderType::WireTransfer,
            ProviderKind::CashAtCasino => PaymentProviderType::CashAtCasino,
            ProviderKind::WalletButton => PaymentProviderType::WalletButton,
            ProviderKind::CardDropIn => PaymentProviderType::CardDropIn,
            ProviderKind::HiddenGateway => PaymentProviderType::HiddenGateway,
        }
    }
}

/// A device wallet capability of a provider.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum PaymentCapability {
    ApplePay,
}

/// A server-supplied constraint set for one form field; the web form applies it.
#[derive(Debug, Clone, SimpleObject)]
pub struct PaymentFormField {
    /// The input's name in the mutation.
    pub name: String,
    pub label: String,
    pub required: bool,
    pub max_length: Option<i32>,
    /// A regular expression the whole value must match.
    pub pattern: Option<String>,
    /// Shown when `pattern` does not match.
    pub pattern_error: Option<String>,
}

impl From<&FormField> for PaymentFormField {
    fn from(f: &FormField) -> Self {
        Self {
            name: f.name.to_owned(),
            label: f.label.to_owned(),
            required: f.required,
            max_length: f.max_length.and_then(|m| i32::try_from(m).ok()),
            pattern: f.pattern.map(str::to_owned),
            pattern_error: f.pattern_error.map(str::to_owned),
        }
    }
}

/// A saved card or bank account.
#[derive(Debug, Clone, SimpleObject)]
pub struct PaymentMethod {
    pub id: ID,
    /// `Visa •••• 4242`
    pub name: String,
    pub description: Option<String>,
}

impl From<&StoredMethod> for PaymentMethod {
    fn from(m: &StoredMethod) -> Self {
        Self {
            id: ID(m.id.to_string()),
            name: m.label.clone(),
            description: Some(format!("Saved {}", m.created_at.format("%b %-d, %Y"))),
        }
    }
}

/// Something with a global id.
#[derive(Interface)]
#[graphql(field(name = "id", ty = "&ID"))]
pub enum Node {
    PaymentProvider(PaymentProvider),
}

/// A payment provider as one account holder sees it.
#[derive(Debug, Clone, SimpleObject)]
pub struct PaymentProvider {
    /// Node id: `PaymentProvider:{code}:{DEPOSIT|WITHDRAWAL}`.
    pub id: ID,
    /// `card`, `bank_transfer`, `interac`, `wire_transfer`, `cash_at_casino`, `apple_pay`,
    /// `card_drop_in`, `instant_bank`, `instant_bank_slow`
    pub code: String,
    pub name: String,
    pub description: Option<String>,
    pub details: Option<String>,
    #[graphql(name = "type")]
    pub kind: PaymentProviderType,
    /// Icon URL (an SVG drawn at 163 x 113).
    pub icon: String,
    pub supports_methods: bool,
    /// The bettor excluded this provider: shown, not usable.
    pub excluded: bool,
    /// AVAILABLE, or UNAVAILABLE when excluded or down at the processor.
    pub availability: PaymentProviderAvailability,
    /// The processor's public client id the app starts a WALLET_BUTTON sheet or the
    /// CARD_DROP_IN form with (null for other types, or when the processor has none).
    pub client_id: Option<String>,
    pub vendor_information: Option<String>,
    pub warning: Option<String>,
    pub prompt: Option<String>,
    /// On the preferred provider only: why it is not the bettor's usual one (the provider of
    /// their most recently saved method is on their excluded list).
    pub preferred_warning: Option<String>,
    /// Withdrawals: what can be withdrawn through this provider now.
    pub balance: Option<Money>,
    pub minimum_amount: Money,
    pub maximum_amount: Money,
    pub preferred_method: Option<PaymentMethod>,
    pub methods: Vec<PaymentMethod>,
    /// Extra fields the provider's form collects.
    pub method_options: Vec<PaymentFormField>,
    pub capabilities: Vec<PaymentCapability>,
}

/// What the provider list needs to know about the account.
pub struct Viewing<'a> {
    pub direction: Direction,
    pub currency: Currency,
    pub excluded: &'a [String],
    /// The processor: which providers it takes now, and its public client id.
    pub processor: &'a dyn crate::wallet::sandbox::Processor,
    pub methods: &'a [StoredMethod],
    pub withdrawable: domain::money::Money,
}

impl PaymentProvider {
    /// The provider as `viewing` sees it (`None` when it does not offer the direction).
    pub fn build(p: &Provider, viewing: &Viewing<'_>) -> Option<Self> {
        let limits = p.limits(viewing.direction, viewing.currency)?;
        let methods: Vec<PaymentMethod> = viewing
            .methods
            .iter()
            .filter(|m| m.provider == p.code)
            .map(PaymentMethod::from)
            .collect();
        let excluded = viewing.excluded.iter().any(|c| c == p.code);
        let down = !viewing.processor.available(p.code);
        let withdrawal = viewing.direction == Direction::Withdrawal;
        let needs_method = withdrawal && p.supports_methods && methods.is_empty();
        Some(Self {
            id: ID(p.node_id(viewing.direction)),
            code: p.code.to_owned(),
            name: p.name.to_owned(),
            description: Some(p.description.to_owned()),
            details: Some(p.details.to_owned()),
            kind: p.kind.into(),
            icon: p.icon(),
            supports_methods: p.supports_methods,
            excluded,
            availability: if excluded || down {
                PaymentProviderAvailability::Unavailable
            } else {
                PaymentProviderAvailability::Available
            },
            client_id: viewing
                .processor
                .client_id()
                .filter(|_| p.kind.needs_client_id())
                .map(str::to_owned),
            vendor_information: p.vendor_information.map(str::to_owned),
            warning: if excluded {
                Some(
                    "This payment method is on the excluded list and is unavailable right now."
                        .to_owned(),
                )
            } else {
                down.then(|| crate::wallet::create::UNAVAILABLE.to_owned())
            },
            prompt: needs_method.then(|| {
                format!(
                    "Make a deposit with {} first: withdrawals go back to where your money came from.",
                    p.name
                )
            }),
            preferred_warning: None,
            balance: withdrawal.then_some(Money(viewing.withdrawable)),
            minimum_amount: Money(limits.min),
            maximum_amount: Money(limits.max),
            // The most recently saved method is the preferred one.
            preferred_method: methods.last().cloned(),
            methods,
            method_options: match viewing.direction {
                Direction::Withdrawal => p.withdrawal_fields.iter().map(Into::into).collect(),
                Direction::Deposit => Vec::new(),
            },
            capabilities: p
                .capabilities
                .iter()
                .map(|c| match c {
                    crate::wallet::providers::Capability::ApplePay => PaymentCapability::ApplePay,
                })
                .collect(),
        })
    }
}

/// The provider list of a wallet page.
#[derive(Debug, Clone, SimpleObject)]
pub struct PaymentProvidersPage {
    pub transaction_type: PaymentDirection,
    pub preferred_payment_provider: Option<PaymentProvider>,
    pub payment_providers: Vec<PaymentProvider>,
}

/// A refusal of a wallet call, for one field or the whole request.
#[derive(Debug, Clone, SimpleObject)]
pub struct UserError {
    /// What the client should do: `TRY_AGAIN`, `CONTACT_SUPPORT`, `VERIFY_IDENTITY` or null.
    pub action: Option<String>,
    /// The input at fault, or null for the whole request.
    pub field: Option<String>,
    pub message: String,
}

impl From<WalletError> for UserError {
    fn from(e: WalletError) -> Self {
        Self {
            action: e.action.map(str::to_owned),
            field: e.field,
            message: e.message,
        }
    }
}

/// The answer of every create call.
#[derive(Debug, Clone, SimpleObject)]
pub struct PaymentCreateResult {
    pub permitted: bool,
    /// Where to go next, a web deep link: the payments frame
    /// (`/account/wallet/deposit/gateway?frame=...`) or a receipt
    /// (`/account/wallet/receipt/{id}`). Null with userErrors.
    pub uri: Option<String>,
    pub receipt_id: Option<ID>,
    /// Where the payment stands now (a completed wallet-button or drop-in deposit is
    /// SUCCESSFUL or FAILED at once). Null with userErrors.
    pub status: Option<PaymentStatus>,
    /// Why a FAILED payment failed.
    pub failure_reason: Option<String>,
    pub user_errors: Vec<UserError>,
}

impl PaymentCreateResult {
    pub fn refused(errors: Vec<WalletError>) -> Self {
        Self {
            permitted: false,
            uri: None,
            receipt_id: None,
            status: None,
            failure_reason: None,
            user_errors: errors.into_iter().map(Into::into).collect(),
        }
    }

    pub fn from_outcome(outcome: create::Outcome) -> Self {
        match outcome {
            Ok(created) => Self {
                permitted: true,
                uri: Some(create::deep_link(&created.payment, &created.next)),
                receipt_id: Some(ID(created.payment.id.to_string())),
                status: Some(created.payment.status.into()),
                failure_reason: created.payment.failure_reason.clone(),
                user_errors: Vec::new(),
            },
            Err(errors) => Self::refused(errors),
        }
    }
}

/// The answer of every validate call.
#[derive(Debug, Clone, SimpleObject)]
pub struct PaymentValidateResult {
    pub permitted: bool,
    pub user_errors: Vec<UserError>,
}

impl PaymentValidateResult {
    pub fn from_errors(errors: Vec<WalletError>) -> Self {
        Self {
            permitted: errors.is_empty(),
            user_errors: errors.into_iter().map(Into::into).collect(),
        }
    }
}

/// One display line of a receipt.
#[derive(Debug, Clone, SimpleObject)]
pub struct ReceiptLine {
    pub label: String,
    pub value: String,
}

/// A deposit or withdrawal as its receipt shows it.
#[derive(Debug, Clone, SimpleObject)]
pub struct PaymentReceipt {
    /// The receipt id (the payment id).
    pub id: ID,
    /// The processor's reference.
    pub transaction_id: Option<String>,
    pub transaction_type: PaymentDirection,
    pub amount: Money,
    pub status: PaymentStatus,
    /// The provider used (null only for a provider the operator has since retired).
    pub provider: Option<PaymentProvider>,
    /// Display lines (method, reference, wire instructions, where to bring cash).
    pub receipt_lines: Vec<ReceiptLine>,
    pub failure_reason: Option<String>,
    /// A pending withdrawal the bettor may still cancel.
    pub cancellable: bool,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl PaymentReceipt {
    pub fn build(p: &Payment, method: Option<&StoredMethod>, viewing: &Viewing<'_>) -> Self {
        let provider = crate::wallet::providers::by_code(&p.provider)
            .and_then(|provider| PaymentProvider::build(provider, viewing));
        Self {
            id: ID(p.id.to_string()),
            transaction_id: p.processor_reference.clone(),
            transaction_type: p.direction.into(),
            amount: Money(p.amount),
            status: p.status.into(),
            provider,
            receipt_lines: receipt::lines(p, method)
                .into_iter()
                .map(|(label, value)| ReceiptLine { label, value })
                .collect(),
            failure_reason: p.failure_reason.clone(),
            cancellable: receipt::cancellable(p),
            created_at: p.created_at,
            updated_at: p.updated_at,
        }
    }
}

/// A page of receipts, newest first.
#[derive(Debug, Clone, SimpleObject)]
pub struct PaymentReceiptConnection {
    pub nodes: Vec<PaymentReceipt>,
    /// Pass as `after` for the next page; null on the last page.
    pub end_cursor: Option<ID>,
}

/// A casino cage.
#[derive(Debug, Clone, SimpleObject)]
pub struct PaymentFacility {
    pub name: String,
    pub address: String,
    pub hours: String,
    pub region: String,
}

/// What a bettor outside their home region sees on the deposit page.
#[derive(Debug, Clone, SimpleObject)]
pub struct OutOfStateDepositPage {
    pub title: String,
    pub body: String,
    pub allowed: bool,
}

/// A deposit promo code and what it does.
#[derive(Debug, Clone, SimpleObject)]
pub struct DepositPromoCode {
    pub code: String,
    /// `VALID` or `INVALID`.
    pub status: String,
    pub message: Option<String>,
}

/// The deposit acknowledgement modal.
#[derive(Debug, Clone, SimpleObject)]
pub struct DepositAckModal {
    pub title: String,
    pub body: String,
    pub button_label: String,
    pub show_deposit_ack_modal: bool,
    pub deposit_ack_type: String,
}
