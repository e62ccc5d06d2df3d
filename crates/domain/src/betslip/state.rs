//! What the bettor chose: the persisted slip document.

use super::errors::BetslipError;
use super::{AmountField, AmountSource, DraftBetKey, MAX_AMOUNT_CENTS};
use crate::odds::Odds;
use crate::sports::Points;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The slip as the server persists it (JSON). The server bumps `version` on every saved change.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct SlipState {
    pub version: u64,
    /// In the order added.
    pub selections: Vec<SlipSelection>,
    /// By draft bet id.
    pub stakes: BTreeMap<String, Stake>,
    /// By teaser draft bet id (`teaser:football` -> 6).
    pub teaser_points: BTreeMap<String, Points>,
    /// By same-game group ([`super::compute::group_key`]: the event and its legs): the group
    /// price the bettor accepted.
    pub accepted_group_odds: BTreeMap<String, Odds>,
    /// By teaser ([`super::compute::teaser_key`]: the teaser, its points and its legs): the
    /// pay-table price the bettor accepted (or saw when buying the points).
    pub accepted_teaser_odds: BTreeMap<String, Odds>,
}

/// One selection in the slip.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SlipSelection {
    pub selection_id: String,
    /// The price the bettor saw when adding it, or last accepted.
    pub accepted_odds: Odds,
    pub origin: String,
    #[serde(default)]
    pub share_id: Option<String>,
    #[serde(default)]
    pub branch_channel: Option<String>,
    /// Markers such as `QuickBet`.
    #[serde(default)]
    pub attributes: Vec<String>,
}

/// An amount the bettor set on one draft bet.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Stake {
    /// What the bettor typed, in `field`.
    pub amount_cents: i64,
    pub field: AmountField,
    pub source: AmountSource,
    #[serde(default)]
    pub free_bet_id: Option<String>,
    #[serde(default)]
    pub profit_boost_id: Option<String>,
}

impl SlipState {
    /// The selection with this id, if in the slip.
    pub fn selection(&self, selection_id: &str) -> Option<&SlipSelection> {
        self.selections
            .iter()
            .find(|s| s.selection_id == selection_id)
    }
}

/// Sets the amount of a draft bet: `cents` in `field` (stake or win). Refuses an unknown
/// draft bet id, a negative amount, one above [`MAX_AMOUNT_CENTS`], and a bonus bet's amount
/// (it is the reward's). Keeps the stake's source and rewards.
pub fn set_amount(
    state: &mut SlipState,
    draft_bet_id: &str,
    cents: i64,
    field: AmountField,
) -> Result<(), BetslipError> {
    if DraftBetKey::parse(draft_bet_id).is_none() {
        return Err(BetslipError::invalid("This bet is not in your betslip."));
    }
    if cents < 0 {
        return Err(BetslipError::invalid("Amounts can't be negative."));
    }
    if cents > MAX_AMOUNT_CENTS {
        return Err(BetslipError::amount_too_large());
    }
    let stake = state.stakes.entry(draft_bet_id.to_owned()).or_default();
    if stake.source == AmountSource::FreeBet {
        return Err(BetslipError::invalid(
            "A bonus bet's amount is set by the bonus bet.",
        ));
    }
    stake.amount_cents = cents;
    stake.field = field;
    Ok(())
}
