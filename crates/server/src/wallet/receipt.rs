//! What a receipt shows (see `docs/product/wallet.md`): display lines per
//! provider and status, and whether the bettor may still cancel.

use super::providers::{self, ProviderKind};
use domain::payments::Direction;
use store::{Payment, PaymentMethod};

/// The operator's wire instructions (sandbox bank).
pub const WIRE_BANK: &str = "First Meridian Trust Bank";
pub const WIRE_ACCOUNT_NAME: &str = "Halftime Gaming LLC Player Funds";
pub const WIRE_ROUTING: &str = "021000021";
pub const WIRE_ACCOUNT: &str = "000123456789";

/// Casino cages where cash deposits and pickups happen.
pub const FACILITIES: &[Facility] = &[
    Facility {
        name: "Boardwalk Grand Casino Cage",
        address: "1200 Boardwalk, Atlantic City, NJ 08401",
        hours: "Open 24 hours",
        region: "US-NJ",
    },
    Facility {
        name: "Meadowlands Racetrack Cashier",
        address: "1 Racetrack Dr, East Rutherford, NJ 07073",
        hours: "Daily 10 AM - 11 PM",
        region: "US-NJ",
    },
    Facility {
        name: "Keystone Riverside Casino Cage",
        address: "777 Waterfront Dr, Pittsburgh, PA 15222",
        hours: "Open 24 hours",
        region: "US-PA",
    },
    Facility {
        name: "Mountaineer Park Cashier",
        address: "1420 Mountaineer Cir, New Cumberland, WV 26047",
        hours: "Daily 9 AM - 2 AM",
        region: "US-WV",
    },
];

/// A cash desk.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Facility {
    pub name: &'static str,
    pub address: &'static str,
    pub hours: &'static str,
    pub region: &'static str,
}

/// The cages of a region.
pub fn facilities(region: &str) -> impl Iterator<Item = &'static Facility> {
    FACILITIES.iter().filter(move |f| f.region == region)
}

/// The display lines of a receipt.
pub fn lines(payment: &Payment, method: Option<&PaymentMethod>) -> Vec<(String, String)> {
    let provider = providers::by_code(&payment.provider);
    let mut lines = vec![(
        "Method".to_owned(),
        method.map_or_else(
            || provider.map_or(payment.provider.clone(), |p| p.name.to_owned()),
            |m| m.label.clone(),
        ),
    )];
    let pending = !payment.status.is_final();
    match (provider.map(|p| p.kind), payment.direction) {
        (Some(ProviderKind::WireTransfer), Direction::Deposit) if pending => {
            lines.push(("Bank".into(), WIRE_BANK.into()));
            lines.push(("Account name".into(), WIRE_ACCOUNT_NAME.into()));
            lines.push(("Routing number".into(), WIRE_ROUTING.into()));
            lines.push(("Account number".into(), WIRE_ACCOUNT.into()));
            lines.push((
                "Wire memo".into(),
                format!(
                    "Include {} so we can match your wire",
                    payment.processor_reference.as_deref().unwrap_or_default()
                ),
            ));
        }
        (Some(ProviderKind::CashAtCasino), _) if pending => {
            let facility = facilities(&payment.region)
                .next()
                .map_or("any partner casino cage", |f| f.name);
            lines.push(("Where".into(), facility.to_owned()));
            lines.push((
                "Bring".into(),
                format!(
                    "A government photo ID and the code {}",
                    payment.processor_reference.as_deref().unwrap_or_default()
                ),
            ));
        }
        _ => {}
    }
    if let Some(promo) = &payment.promotion_code {
        lines.push(("Promo code".into(), promo.clone()));
    }
    lines
}

/// Whether the bettor may still cancel: a withdrawal that has not been paid out.
pub fn cancellable(payment: &Payment) -> bool {
    payment.direction == Direction::Withdrawal && !payment.status.is_final()
}
