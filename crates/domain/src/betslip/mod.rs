//! The betslip engine (rules in docs/product/betslip.md): from the selections a bettor collected,
//! the stakes they typed and the catalogue's current prices, every draft bet of the slip —
//! straights, one parlay (same-game legs priced jointly), teasers and round robins — with exact
//! odds, payouts, rewards, odds-change acceptance and the errors that block placement.
//!
//! Everything here is pure: the server builds a [`Context`] from its catalogue, the bettor's
//! rewards and the operator's configuration, and calls [`compute`]. Odds are exact rationals
//! ([`crate::odds::Odds`]); money is integer cents; payouts are rounded down to the cent and
//! stakes derived from a win amount are rounded up to the cent.

pub mod amounts;
pub mod compute;
pub mod errors;
pub mod fingerprint;
pub mod gating;
pub mod parlay;
pub mod quote;
pub mod rewards;
pub mod round_robin;
pub mod same_game;
pub mod state;
pub mod teaser;

pub use compute::{
    ACCEPT_UNKNOWN_GROUP, ACCEPT_UNKNOWN_SELECTION, Acceptance, DraftBet, DraftLeg, EventGrouping,
    Section, Slip, TeaserInfo, TeaserPreview, accept_changes, accept_listed, auto_accept, compute,
    group_key, teaser_key,
};
pub use errors::{BetslipError, DisplayType, ErrorCode};
pub use fingerprint::{PlacementFingerprint, PricedBet, RequestFingerprint};
pub use gating::{Gate, LocationGate};
pub use quote::{
    Context, FreeBetOffer, LegQuote, MainLines, ProfitBoostOffer, RewardRestriction, StakeLimits,
};
pub use state::{SlipSelection, SlipState, Stake, set_amount};

use serde::{Deserialize, Serialize};

/// The largest amount a bettor may type or a slip may compute: $9,999,999.99.
pub const MAX_AMOUNT_CENTS: i64 = 999_999_999;

/// The kinds of draft bet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BetType {
    Straight,
    Parlay,
    Teaser,
    RoundRobin,
}

impl BetType {
    /// The stored name (`straight`, `parlay`, `teaser`, `round_robin`).
    pub fn as_str(self) -> &'static str {
        match self {
            BetType::Straight => "straight",
            BetType::Parlay => "parlay",
            BetType::Teaser => "teaser",
            BetType::RoundRobin => "round_robin",
        }
    }

    /// Parses a stored name.
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "straight" => Some(BetType::Straight),
            "parlay" => Some(BetType::Parlay),
            "teaser" => Some(BetType::Teaser),
            "round_robin" => Some(BetType::RoundRobin),
            _ => None,
        }
    }
}

/// Which amount the bettor typed (`patronSetAmountType`): the stake or the win.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AmountField {
    #[default]
    Bet,
    Win,
}

/// Where a stake's money comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AmountSource {
    #[default]
    Cash,
    /// A bonus bet: the stake is the reward's amount and a win returns the profit only.
    FreeBet,
    /// Credits: promotional credit balance.
    PromotionalCredit,
}

impl AmountSource {
    /// The stored name (`cash`, `free_bet`, `promotional_credit`).
    pub fn as_str(self) -> &'static str {
        match self {
            AmountSource::Cash => "cash",
            AmountSource::FreeBet => "free_bet",
            AmountSource::PromotionalCredit => "promotional_credit",
        }
    }

    /// Parses a stored name.
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "cash" => Some(AmountSource::Cash),
            "free_bet" => Some(AmountSource::FreeBet),
            "promotional_credit" => Some(AmountSource::PromotionalCredit),
            _ => None,
        }
    }
}

/// The bettor's preference for price changes on selections in the slip.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AutoAccept {
    /// Every change needs the bettor's acceptance.
    #[default]
    None,
    /// Prices that pay more are accepted silently.
    Higher,
    /// Every change is accepted silently.
    Any,
}

impl AutoAccept {
    /// The stored name (`none`, `higher`, `any`).
    pub fn as_str(self) -> &'static str {
        match self {
            AutoAccept::None => "none",
            AutoAccept::Higher => "higher",
            AutoAccept::Any => "any",
        }
    }

    /// Parses a stored name.
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "none" => Some(AutoAccept::None),
            "higher" => Some(AutoAccept::Higher),
            "any" => Some(AutoAccept::Any),
            _ => None,
        }
    }
}

/// The sports a teaser can be built in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TeaserSport {
    Football,
    Basketball,
}

impl TeaserSport {
    /// Both, in display order.
    pub const ALL: [TeaserSport; 2] = [TeaserSport::Football, TeaserSport::Basketball];

    /// The stored name (`football`, `basketball`).
    pub fn as_str(self) -> &'static str {
        match self {
            TeaserSport::Football => "football",
            TeaserSport::Basketball => "basketball",
        }
    }

    /// Parses a stored name.
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "football" => Some(TeaserSport::Football),
            "basketball" => Some(TeaserSport::Basketball),
            _ => None,
        }
    }

    /// The sport's name in messages ("Football").
    pub fn name(self) -> &'static str {
        match self {
            TeaserSport::Football => "Football",
            TeaserSport::Basketball => "Basketball",
        }
    }

    /// The label a teaser draft bet shows ("Football Teaser").
    pub fn label(self) -> &'static str {
        match self {
            TeaserSport::Football => "Football Teaser",
            TeaserSport::Basketball => "Basketball Teaser",
        }
    }
}

/// A draft bet's identity. Ids are derived, stable strings: `straight:{selectionId}`,
/// `parlay`, `teaser:football` | `teaser:basketball`, `round-robin:{k}` (k = legs per
/// combination, 2 or more).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum DraftBetKey {
    Straight(String),
    Parlay,
    Teaser(TeaserSport),
    RoundRobin(u8),
}

impl DraftBetKey {
    /// The draft bet id.
    pub fn id(&self) -> String {
        match self {
            DraftBetKey::Straight(selection) => format!("straight:{selection}"),
            DraftBetKey::Parlay => "parlay".to_owned(),
            DraftBetKey::Teaser(sport) => format!("teaser:{}", sport.as_str()),
            DraftBetKey::RoundRobin(k) => format!("round-robin:{k}"),
        }
    }

    /// Parses a draft bet id; `None` for anything that is not one.
    pub fn parse(id: &str) -> Option<Self> {
        if id == "parlay" {
            return Some(DraftBetKey::Parlay);
        }
        if let Some(selection) = id.strip_prefix("straight:") {
            return (!selection.is_empty()).then(|| DraftBetKey::Straight(selection.to_owned()));
        }
        if let Some(sport) = id.strip_prefix("teaser:") {
            return TeaserSport::parse(sport).map(DraftBetKey::Teaser);
        }
        let k = id.strip_prefix("round-robin:")?;
        if !k.bytes().all(|b| b.is_ascii_digit()) || k.starts_with('0') {
            return None;
        }
        let k: u8 = k.parse().ok()?;
        (k >= 2).then_some(DraftBetKey::RoundRobin(k))
    }

    /// The kind of bet it is.
    pub fn bet_type(&self) -> BetType {
        match self {
            DraftBetKey::Straight(_) => BetType::Straight,
            DraftBetKey::Parlay => BetType::Parlay,
            DraftBetKey::Teaser(_) => BetType::Teaser,
            DraftBetKey::RoundRobin(_) => BetType::RoundRobin,
        }
    }
}

#[cfg(test)]
mod tests;
