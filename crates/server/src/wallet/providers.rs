//! The payment providers a bettor can use (see `docs/product/wallet.md`): what each one is
//! called, how its page works, where it is offered, its limits per direction and the extra
//! form fields it collects. The list is the operator's configuration; the sandbox processor
//! behind every provider lives in [`super::sandbox`].

use domain::money::{Currency, Money};
use domain::payments::{Direction, Limits, PaymentStatus};
use domain::region::{Country, Region};

/// How a provider's page works in the app.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ProviderKind {
    /// Card details collected in the payments frame; 3-D Secure style challenges there too.
    Card,
    /// Bank account details collected in the payments frame; settles later.
    BankTransfer,
    /// Interac e-Transfer (Canadian regions): deposits in the frame, withdrawals to an email.
    Interac,
    /// Bank wire: instructions on the receipt for deposits, bank details for withdrawals.
    WireTransfer,
    /// Cash paid in or collected at a casino cage.
    CashAtCasino,
    /// A device wallet (Apple Pay style): the device's payment sheet authorises the deposit
    /// and hands the app a one-time wallet token.
    WalletButton,
    /// The processor's own card form (a drop-in): it turns the card into a one-time token the
    /// app completes the deposit with.
    CardDropIn,
    /// An account the bettor already authorised with the processor: the deposit needs no
    /// input and runs in a hidden payments frame.
    HiddenGateway,
}

impl ProviderKind {
    /// Whether the app starts this provider with the processor's public client id (the
    /// device wallet's sheet and the drop-in need one).
    pub fn needs_client_id(self) -> bool {
        matches!(self, ProviderKind::WalletButton | ProviderKind::CardDropIn)
    }

    /// Whether a deposit through this provider is finished on the payments origin (the frame,
    /// the wallet sheet, the drop-in or the hidden gateway) rather than on an app page.
    pub fn deposits_on_payments_origin(self) -> bool {
        !matches!(
            self,
            ProviderKind::WireTransfer | ProviderKind::CashAtCasino
        )
    }
}

/// A form field a provider needs beyond the amount, with its constraints (the web form
/// applies them; the server checks them again).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FormField {
    pub name: &'static str,
    pub label: &'static str,
    pub required: bool,
    pub max_length: Option<u32>,
    /// A whole-value pattern (JavaScript and `regex` compatible).
    pub pattern: Option<&'static str>,
    pub pattern_error: Option<&'static str>,
}

/// One provider of the operator's list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Provider {
    pub code: &'static str,
    pub name: &'static str,
    pub kind: ProviderKind,
    pub description: &'static str,
    /// Longer text under the description (processing times).
    pub details: &'static str,
    pub vendor_information: Option<&'static str>,
    /// Offered in this country only (`None`: everywhere).
    pub country: Option<Country>,
    pub deposit: Option<Range>,
    pub withdrawal: Option<Range>,
    /// Whether the bettor picks a saved method (cards, bank accounts).
    pub supports_methods: bool,
    pub withdrawal_fields: &'static [FormField],
    /// Device wallet capabilities (the app offers the provider only where the device has one).
    pub capabilities: &'static [Capability],
}

/// A device wallet a provider works through.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Capability {
    ApplePay,
}

/// Minimum and maximum in cents (the account's currency).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Range {
    pub min_cents: i64,
    pub max_cents: i64,
}

impl Provider {
    /// The provider's range for `direction`, if it offers it.
    pub fn range(&self, direction: Direction) -> Option<Range> {
        match direction {
            Direction::Deposit => self.deposit,
            Direction::Withdrawal => self.withdrawal,
        }
    }

    /// Limits in the account's currency.
    pub fn limits(&self, direction: Direction, currency: Currency) -> Option<Limits> {
        self.range(direction).map(|r| Limits {
            min: Money::new(r.min_cents, currency),
            max: Money::new(r.max_cents, currency),
        })
    }

    /// Whether the provider is offered to an account holder of `region` for `direction`.
    pub fn offered(&self, region: &Region, direction: Direction) -> bool {
        self.range(direction).is_some() && self.country.is_none_or(|c| c == region.country)
    }

    /// The node id: `PaymentProvider:{code}:{DEPOSIT|WITHDRAWAL}`.
    pub fn node_id(&self, direction: Direction) -> String {
        format!("PaymentProvider:{}:{}", self.code, direction.as_str())
    }

    /// The status a new payment starts in.
    pub fn first_status(&self, direction: Direction) -> PaymentStatus {
        match (self.kind, direction) {
            (ProviderKind::WireTransfer, Direction::Deposit) => PaymentStatus::PendingWireDeposit,
            (ProviderKind::WireTransfer, Direction::Withdrawal) => {
                PaymentStatus::PendingWireWithdrawal
            }
            (ProviderKind::CashAtCasino, Direction::Deposit) => PaymentStatus::PendingCashDeposit,
            (ProviderKind::CashAtCasino, Direction::Withdrawal) => PaymentStatus::PendingCashPickup,
            _ => PaymentStatus::Pending,
        }
    }

    /// The icon's path (an SVG drawn at 163 x 113), served with the web app's assets.
    pub fn icon(&self) -> String {
        format!("/payments/icons/{}.svg", self.code)
    }
}

const fn range(min_cents: i64, max_cents: i64) -> Option<Range> {
    Some(Range {
        min_cents,
        max_cents,
    })
}

/// Wire withdrawal details (`firstWireTransferWithdrawalCreate`).
pub const WIRE_FIELDS: &[FormField] = &[
    FormField {
        name: "accountHolder",
        label: "Account holder",
        required: true,
        max_length: Some(70),
        pattern: None,
        pattern_error: None,
    },
    FormField {
        name: "bankName",
        label: "Bank name",
        required: true,
        max_length: Some(70),
        pattern: None,
        pattern_error: None,
    },
    FormField {
        name: "routingNumber",
        label: "Routing number",
        required: true,
        max_length: Some(9),
        pattern: Some("^[0-9]{9}$"),
        pattern_error: Some("Enter the 9-digit routing number."),
    },
    FormField {
        name: "accountNumber",
        label: "Account number",
        required: true,
        max_length: Some(17),
        pattern: Some("^[0-9]{4,17}$"),
        pattern_error: Some("Enter an account number of 4 to 17 digits."),
    },
    FormField {
        name: "swiftCode",
        label: "SWIFT code",
        required: false,
        max_length: Some(11),
        pattern: Some("^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$"),
        pattern_error: Some("Enter an 8- or 11-character SWIFT code in capital letters."),
    },
];

/// The e-mail address registered with Interac (the payments frame asks for it too).
pub const INTERAC_EMAIL: FormField = FormField {
    name: "email",
    label: "Interac e-mail address",
    required: true,
    max_length: Some(254),
    pattern: Some("^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$"),
    pattern_error: Some("Enter the e-mail address registered with Interac."),
};

/// The Interac withdrawal's fields (`interacWithdrawalCreate`).
pub const INTERAC_FIELDS: &[FormField] = &[INTERAC_EMAIL];

/// Every provider, in the order the pages list them.
pub const PROVIDERS: &[Provider] = &[
    Provider {
        code: "card",
        name: "Credit or Debit Card",
        kind: ProviderKind::Card,
        description: "Visa, Mastercard and Discover.",
        details: "Deposits arrive at once. Withdrawals go back to a card you deposited with.",
        vendor_information: Some("Card payments are processed by Halfpenny Payments."),
        country: None,
        deposit: range(1_000, 1_000_000),
        withdrawal: range(1_000, 1_000_000),
        supports_methods: true,
        withdrawal_fields: &[],
        capabilities: &[],
    },
    Provider {
        code: "bank_transfer",
        name: "Online Bank Transfer",
        kind: ProviderKind::BankTransfer,
        description: "Pay straight from your checking account.",
        details: "Transfers are confirmed by your bank, usually within a minute.",
        vendor_information: Some("Bank transfers are processed by Halfpenny Payments."),
        country: Some(Country::Us),
        deposit: range(1_000, 2_500_000),
        withdrawal: range(1_000, 5_000_000),
        supports_methods: true,
        withdrawal_fields: &[],
        capabilities: &[],
    },
    Provider {
        code: "interac",
        name: "Interac e-Transfer",
        kind: ProviderKind::Interac,
        description: "Send money from your Canadian bank account.",
        details: "Deposits are confirmed by your bank, usually within a minute.",
        vendor_information: Some("Interac is a registered trade-mark of Interac Corp."),
        country: Some(Country::Ca),
        deposit: range(1_000, 1_000_000),
        withdrawal: range(1_000, 1_000_000),
        supports_methods: false,
        withdrawal_fields: INTERAC_FIELDS,
        capabilities: &[],
    },
    Provider {
        code: "wire_transfer",
        name: "Wire Transfer",
        kind: ProviderKind::WireTransfer,
        description: "For larger amounts, from or to your bank.",
        details: "Wires usually arrive within one business day.",
        vendor_information: None,
        country: None,
        deposit: range(10_000, 100_000_000),
        withdrawal: range(10_000, 100_000_000),
        supports_methods: false,
        withdrawal_fields: WIRE_FIELDS,
        capabilities: &[],
    },
    Provider {
        code: "cash_at_casino",
        name: "Cash at Casino Cage",
        kind: ProviderKind::CashAtCasino,
        description: "Pay in or collect cash at a partner casino cage.",
        details: "Bring a government photo ID and your code from the receipt.",
        vendor_information: None,
        country: Some(Country::Us),
        deposit: range(1_000, 1_000_000),
        withdrawal: range(1_000, 1_000_000),
        supports_methods: false,
        withdrawal_fields: &[],
        capabilities: &[],
    },
    Provider {
        code: "apple_pay",
        name: "Apple Pay",
        kind: ProviderKind::WalletButton,
        description: "Pay with a card in your device's wallet.",
        details: "Deposits arrive at once once you confirm on your device.",
        vendor_information: Some("Apple Pay is a trademark of Apple Inc."),
        country: None,
        deposit: range(1_000, 500_000),
        withdrawal: None,
        supports_methods: false,
        withdrawal_fields: &[],
        capabilities: &[Capability::ApplePay],
    },
    Provider {
        code: "card_drop_in",
        name: "Express Card Checkout",
        kind: ProviderKind::CardDropIn,
        description: "Pay by card in Halfpenny's secure checkout.",
        details: "Deposits arrive at once. The card is not saved.",
        vendor_information: Some("Express Card Checkout is run by Halfpenny Payments."),
        country: None,
        deposit: range(1_000, 1_000_000),
        withdrawal: None,
        supports_methods: false,
        withdrawal_fields: &[],
        capabilities: &[],
    },
    Provider {
        code: "instant_bank",
        name: "Instant Bank Pay",
        kind: ProviderKind::HiddenGateway,
        description: "Pay from the bank account you linked with Halfpenny, in one step.",
        details: "Deposits arrive at once, with nothing to fill in.",
        vendor_information: Some("Instant Bank Pay is run by Halfpenny Payments."),
        country: None,
        deposit: range(1_000, 250_000),
        withdrawal: None,
        supports_methods: false,
        withdrawal_fields: &[],
        capabilities: &[],
    },
    Provider {
        code: "instant_bank_slow",
        name: "Instant Bank Pay (slow bank)",
        kind: ProviderKind::HiddenGateway,
        description: "Pay from a linked bank account whose bank does not answer.",
        details: "Sandbox: this bank never answers, so the deposit stalls and nothing is charged.",
        vendor_information: Some("Instant Bank Pay is run by Halfpenny Payments."),
        country: None,
        deposit: range(1_000, 250_000),
        withdrawal: None,
        supports_methods: false,
        withdrawal_fields: &[],
        capabilities: &[],
    },
];

/// The sandbox behaviour of a hidden-gateway provider's bank: `approve` or `stall` (the
/// processor never answers).
pub fn hidden_gateway_behaviour(provider: &Provider) -> &'static str {
    if provider.code == "instant_bank_slow" {
        "stall"
    } else {
        "approve"
    }
}

/// A provider by code.
pub fn by_code(code: &str) -> Option<&'static Provider> {
    PROVIDERS.iter().find(|p| p.code == code)
}

/// A provider and direction from a node id (`PaymentProvider:card:DEPOSIT`).
pub fn by_node_id(id: &str) -> Option<(&'static Provider, Direction)> {
    let rest = id.strip_prefix("PaymentProvider:")?;
    let (code, direction) = rest.split_once(':')?;
    let provider = by_code(code)?;
    let direction = Direction::parse(direction)?;
    provider.range(direction).map(|_| (provider, direction))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn node_ids_round_trip_and_name_only_offered_directions() {
        for p in PROVIDERS {
            for d in Direction::ALL {
                if p.range(d).is_some() {
                    assert_eq!(by_node_id(&p.node_id(d)), Some((p, d)));
                }
            }
        }
        assert_eq!(by_node_id("PaymentProvider:card"), None);
        assert_eq!(by_node_id("PaymentProvider:bitcoin:DEPOSIT"), None);
        assert_eq!(by_node_id("Event:card:DEPOSIT"), None);
    }

    #[test]
    fn interac_is_canadian_and_bank_transfer_american() {
        let nj = domain::region::find("US-NJ").unwrap_or_else(|| panic!("US-NJ"));
        let on = domain::region::find("CA-ON").unwrap_or_else(|| panic!("CA-ON"));
        let interac = by_code("interac").unwrap_or_else(|| panic!("interac"));
        let bank = by_code("bank_transfer").unwrap_or_else(|| panic!("bank"));
        assert!(
            interac.offered(on, Direction::Deposit) && !interac.offered(nj, Direction::Deposit)
        );
        assert!(
            bank.offered(nj, Direction::Withdrawal) && !bank.offered(on, Direction::Withdrawal)
        );
    }

    #[test]
    fn every_maximum_is_within_the_platform_maximum() {
        for p in PROVIDERS {
            for r in [p.deposit, p.withdrawal].into_iter().flatten() {
                assert!(0 < r.min_cents && r.min_cents <= r.max_cents);
                assert!(r.max_cents <= domain::payments::MAX_AMOUNT_CENTS);
            }
        }
    }

    #[test]
    fn form_field_patterns_compile() {
        for field in WIRE_FIELDS.iter().chain(INTERAC_FIELDS) {
            if let Some(p) = field.pattern {
                assert!(regex::Regex::new(p).is_ok(), "{p}");
            }
        }
    }
}
