//! What the engine is told about the world: the catalogue's current view of each selection,
//! the bettor's rewards and the operator's limits and switches.

use super::{AutoAccept, BetType};
use crate::catalogue::{MarketType, SelectionKind, Side};
use crate::odds::Odds;
use crate::sports::{OfferStatus, Points};
use chrono::{DateTime, Utc};
use std::collections::HashMap;

/// One selection as the catalogue has it now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LegQuote {
    pub selection_id: String,
    pub market_id: String,
    pub event_id: String,
    /// Catalogue sport slug: `football`, `basketball`, `hockey`, ...
    pub sport: String,
    /// Competition slug: `nfl`, `ncaaf`, `nba`, `ncaab`, ...
    pub competition: String,
    pub market_type: MarketType,
    pub kind: SelectionKind,
    pub side: Option<Side>,
    pub points: Option<Points>,
    pub odds: Odds,
    pub selection_status: OfferStatus,
    pub market_status: OfferStatus,
    /// The event is in play or past its start time.
    pub started: bool,
    /// The event is priced in play (`false` with `started` is a late bet: refused).
    pub in_play_priced: bool,
    /// The market (or this selection) is already resulted.
    pub decided: bool,
    /// The event's main lines for the same-game model (`None`: legs of this event are
    /// treated as independent).
    pub main_lines: Option<MainLines>,
}

/// An event's main lines: the home side's spread points and the total points.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MainLines {
    pub home_spread: Points,
    pub total: Points,
}

/// Which bets a reward may be used on.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct RewardRestriction {
    pub min_legs: Option<u32>,
    pub max_legs: Option<u32>,
    /// Every leg must be on this event.
    pub event_id: Option<String>,
    /// Empty: any bet type.
    pub bet_types: Vec<BetType>,
}

/// A bonus bet the bettor holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FreeBetOffer {
    pub id: String,
    pub title: String,
    pub amount_cents: i64,
    pub expires_at: DateTime<Utc>,
    pub restriction: RewardRestriction,
}

/// A profit boost the bettor holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProfitBoostOffer {
    pub id: String,
    pub title: String,
    /// 25 boosts the profit by 25%.
    pub percentage: u32,
    /// The boost applies to the stake up to this; the rest earns the normal profit.
    pub max_stake_cents: i64,
    pub expires_at: DateTime<Utc>,
    pub restriction: RewardRestriction,
}

/// The operator's stake and win limits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StakeLimits {
    pub min_stake_cents: i64,
    /// The most staked on any one selection (a round robin stakes a leg in several
    /// combinations).
    pub max_stake_per_selection_cents: i64,
    /// The most a bet may stake in total.
    pub max_stake_per_bet_cents: i64,
    pub max_win_cents: i64,
}

impl Default for StakeLimits {
    /// Minimum $0.10, $50,000.00 per selection, $250,000.00 per bet, $1,000,000.00 win.
    fn default() -> Self {
        StakeLimits {
            min_stake_cents: 10,
            max_stake_per_selection_cents: 5_000_000,
            max_stake_per_bet_cents: 25_000_000,
            max_win_cents: 100_000_000,
        }
    }
}

/// Everything [`super::compute`] needs besides the slip.
#[derive(Debug, Clone)]
pub struct Context<'a> {
    /// By selection id; a missing id is a selection no longer offered.
    pub quotes: &'a HashMap<String, LegQuote>,
    pub auto_accept: AutoAccept,
    pub free_bets: &'a [FreeBetOffer],
    pub profit_boosts: &'a [ProfitBoostOffer],
    pub promotional_credit_cents: i64,
    pub limits: StakeLimits,
    /// The bettor's max single wager limit in force (cents of total stake), if any: it caps
    /// each draft bet's [`super::DraftBet::max_bet_cents`].
    pub max_single_wager_cents: Option<i64>,
    pub teaser_enabled: bool,
    pub round_robins_enabled: bool,
    pub now: DateTime<Utc>,
}
