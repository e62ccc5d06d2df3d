//! Placed bets as the bet history, `/my-bets`, cash-out and the shared bet page show them
//! (see `docs/product/settlement-and-cash-out.md`).

use super::super::money::{Balances, Money};
use super::super::sports::types::{Odds, Points, View, points};
use crate::catalogue::Catalogue;
use crate::settlement::cashout::{Offer, offer};
use crate::state::AppState;
use async_graphql::{Context, Enum, ID, Object, SimpleObject};
use chrono::{DateTime, Utc};
use domain::betslip::{AmountSource, BetType as DomainBetType};
use domain::money::{Currency, Money as DomainMoney};
use domain::odds::Odds as DomainOdds;
use domain::settlement::{BetOutcome as DomainOutcome, LegResult};
use domain::sports::Points as DomainPoints;
use store::BetStatus;

pub use super::super::betslip::types::{AmountSourceType, BetType};

/// Open (not settled yet) or settled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum BetState {
    Open,
    Settled,
}

/// A bet's outcome.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum BetOutcome {
    Pending,
    Win,
    Loss,
    Push,
    Refund,
    Voided,
    CashOut,
    PatronCancelled,
}

impl From<DomainOutcome> for BetOutcome {
    fn from(o: DomainOutcome) -> Self {
        match o {
            DomainOutcome::Pending => BetOutcome::Pending,
            DomainOutcome::Win => BetOutcome::Win,
            DomainOutcome::Loss => BetOutcome::Loss,
            DomainOutcome::Push => BetOutcome::Push,
            DomainOutcome::Refund => BetOutcome::Refund,
            DomainOutcome::Voided => BetOutcome::Voided,
            DomainOutcome::CashOut => BetOutcome::CashOut,
            DomainOutcome::PatronCancelled => BetOutcome::PatronCancelled,
        }
    }
}

/// A leg's result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum LegOutcome {
    Pending,
    Win,
    Loss,
    Push,
    Void,
    DeadHeat,
    /// The leg's result cannot be shown (reserved for legs graded outside this platform).
    Unavailable,
}

impl From<LegResult> for LegOutcome {
    fn from(r: LegResult) -> Self {
        match r {
            LegResult::Pending => LegOutcome::Pending,
            LegResult::Win => LegOutcome::Win,
            LegResult::Loss => LegOutcome::Loss,
            LegResult::Push => LegOutcome::Push,
            LegResult::Void => LegOutcome::Void,
            LegResult::DeadHeat { .. } => LegOutcome::DeadHeat,
        }
    }
}

/// Only full cash-outs are offered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum CashoutVariant {
    Full,
}

/// A bet's amounts.
#[derive(SimpleObject)]
pub struct BetAmounts {
    /// The total stake.
    pub bet: Money,
    /// What a full win would return.
    pub potential: Money,
    /// The profit of a settled winning bet.
    pub win: Option<Money>,
    /// What the bet returned (settled bets).
    pub payout: Option<Money>,
    /// The cash-out amount (cashed-out bets).
    pub cashout: Option<Money>,
}

/// A profit boost used on a bet.
#[derive(SimpleObject)]
pub struct BetProfitBoost {
    pub percentage: i32,
    pub max_stake: Money,
}

/// A cash-out offer: pay `cashoutAmount` now and close the bet.
pub struct Cashout {
    pub offer: Offer,
    pub bet_cents: i64,
    pub currency: Currency,
}

#[Object]
impl Cashout {
    /// Names the offer (`fullCashoutTrigger` pays only the offer the bettor saw).
    async fn id(&self) -> ID {
        ID(self.offer.id())
    }
    async fn bet_id(&self) -> ID {
        ID(self.offer.bet_id.to_string())
    }
    async fn variant(&self) -> CashoutVariant {
        CashoutVariant::Full
    }
    async fn bet_amount(&self) -> Money {
        Money(DomainMoney::new(self.bet_cents, self.currency))
    }
    async fn cashout_amount(&self) -> Money {
        Money(DomainMoney::new(self.offer.amount_cents, self.currency))
    }
    /// The selections still to be decided.
    async fn cashout_selections(&self) -> Vec<ID> {
        self.offer.selections.iter().cloned().map(ID).collect()
    }
    /// How long the trigger waits before paying (in play).
    async fn delay_milliseconds(&self) -> i32 {
        i32::try_from(self.offer.delay.as_millis()).unwrap_or(i32::MAX)
    }
}

impl Cashout {
    /// The offer of `bet` now, if there is one.
    pub fn of(state: &AppState, bet: &store::PlacedBet) -> Option<Cashout> {
        offer(state, bet).ok().map(|offer| Cashout {
            offer,
            bet_cents: bet.total_stake_cents,
            currency: bet.currency,
        })
    }
}

/// What both leg types show of a stored leg: its price, line and result as the viewer reads
/// them.
struct LegView {
    leg: store::PlacedBetLeg,
    view: View,
    /// Whether the line is a spread (signed) rather than a total.
    spread: bool,
    /// Pending on a market the catalogue no longer offers.
    unavailable: bool,
}

impl LegView {
    fn odds(&self) -> Odds {
        Odds::new(
            DomainOdds::new(self.leg.odds_numerator, self.leg.odds_denominator)
                .unwrap_or(domain::odds::EVEN),
            &self.view,
        )
    }

    /// The line the bettor took (a teaser leg's teased line).
    fn points(&self) -> Option<Points> {
        self.leg
            .teased_points_halves
            .or(self.leg.points_halves)
            .and_then(|h| DomainPoints::from_halves(h).ok())
            .map(|p| points(p, self.spread))
    }

    fn outcome(&self) -> LegOutcome {
        if self.unavailable {
            LegOutcome::Unavailable
        } else {
            self.leg.result.into()
        }
    }
}

/// A leg of a placed bet.
pub struct PlacedBetLeg(LegView);

#[Object]
impl PlacedBetLeg {
    async fn id(&self) -> ID {
        ID(self.0.leg.id.clone())
    }
    async fn placed_bet_id(&self) -> ID {
        ID(self.0.leg.bet_id.to_string())
    }
    async fn market_selection_id(&self) -> ID {
        ID(self.0.leg.selection_id.clone())
    }
    async fn selection_name(&self) -> &str {
        &self.0.leg.selection_name
    }
    async fn market_name(&self) -> &str {
        &self.0.leg.market_name
    }
    async fn event_name(&self) -> &str {
        &self.0.leg.event_name
    }
    async fn event_id(&self) -> ID {
        ID(self.0.leg.event_id.clone())
    }
    async fn event_start_time(&self) -> DateTime<Utc> {
        self.0.leg.event_starts_at
    }
    async fn odds(&self) -> Odds {
        self.0.odds()
    }
    /// The line the bettor took (a teaser leg's teased line).
    async fn points(&self) -> Option<Points> {
        self.0.points()
    }
    /// The leg's result; UNAVAILABLE while pending on a market no longer offered.
    async fn outcome(&self) -> LegOutcome {
        self.0.outcome()
    }
    /// The result an operator set by hand, which the leg is graded on whatever its market's
    /// result says (feed corrections come as re-grades instead).
    async fn override_outcome(&self) -> Option<LegOutcome> {
        self.0.leg.override_result.map(LegOutcome::from)
    }
    async fn regraded(&self) -> bool {
        self.0.leg.regraded
    }
    /// How the leg was graded when not simply on its market's result.
    async fn conditional_grading_details(&self) -> Option<String> {
        if self.0.leg.override_result.is_some() {
            return Some("Result set by the sportsbook's settlement team.".into());
        }
        match (self.0.leg.teased_points_halves, self.0.leg.result) {
            (Some(_), r) if r.is_final() => {
                Some("Graded on the teased line from the final score.".into())
            }
            (_, LegResult::DeadHeat { .. }) => {
                Some("Dead heat: the stake on this leg is divided by the places shared.".into())
            }
            _ => None,
        }
    }
    /// The dead-heat factor ("1/2").
    async fn dead_heat_factor(&self) -> Option<String> {
        self.0
            .leg
            .result
            .dead_heat_factor()
            .map(|(n, d)| format!("{n}/{d}"))
    }
    async fn in_play(&self) -> bool {
        self.0.leg.in_play
    }
}

/// A bet the bettor placed.
pub struct PlacedBet {
    pub bet: store::PlacedBet,
    pub view: View,
    /// Whether each leg's line is a spread, in leg order.
    pub spreads: Vec<bool>,
    /// Whether each leg is pending on a market the catalogue no longer offers (removed,
    /// hidden, or its event over without grades): its result is unavailable.
    pub unavailable: Vec<bool>,
    /// The bet's share link, when it has one.
    pub share_link: Option<String>,
}

impl PlacedBet {
    /// Renders `bet` (spread lines are told apart from totals by the catalogue).
    pub fn new(bet: store::PlacedBet, view: View, catalogue: &Catalogue) -> Self {
        let spreads = bet
            .legs
            .iter()
            .map(|l| {
                catalogue.market(&l.market_id).is_some_and(|m| {
                    m.market.market_type.line_family()
                        == Some(domain::catalogue::LineFamily::Spread)
                })
            })
            .collect();
        let unavailable = bet
            .legs
            .iter()
            .map(|l| {
                l.result == LegResult::Pending
                    && catalogue
                        .market(&l.market_id)
                        .is_none_or(|m| m.market.status == domain::sports::OfferStatus::Hidden)
            })
            .collect();
        Self {
            bet,
            view,
            spreads,
            unavailable,
            share_link: None,
        }
    }

    fn money(&self, cents: i64) -> Money {
        Money(DomainMoney::new(cents, self.bet.currency))
    }

    fn leg_view(&self, i: usize, leg: &store::PlacedBetLeg) -> LegView {
        LegView {
            leg: leg.clone(),
            view: self.view,
            spread: self.spreads.get(i).copied().unwrap_or(false),
            unavailable: self.unavailable.get(i).copied().unwrap_or(false),
        }
    }

    fn settled(&self) -> bool {
        matches!(self.bet.status, BetStatus::Settled | BetStatus::Rejected)
    }
}

#[Object]
impl PlacedBet {
    async fn id(&self) -> ID {
        ID(self.bet.id.to_string())
    }
    async fn raw_id(&self) -> String {
        self.bet.id.to_string()
    }
    #[graphql(name = "type")]
    async fn bet_type(&self) -> BetType {
        DomainBetType::parse(&self.bet.bet_type).map_or(BetType::Invalid, BetType::from)
    }
    /// PENDING_ACCEPTANCE, OPEN, REJECTED or SETTLED.
    async fn status(&self) -> String {
        self.bet.status.as_str().to_ascii_uppercase()
    }
    async fn state(&self) -> BetState {
        if self.settled() {
            BetState::Settled
        } else {
            BetState::Open
        }
    }
    /// A rejected bet reads as refunded (its stake was given back).
    async fn outcome(&self) -> BetOutcome {
        if self.bet.status == BetStatus::Rejected {
            BetOutcome::Refund
        } else {
            self.bet.outcome.into()
        }
    }
    /// The outcome an operator gave the whole bet (VOIDED: a palpable error or a breach of
    /// the rules), whatever its legs say (feed corrections come as re-grades instead).
    async fn override_outcome(&self) -> Option<BetOutcome> {
        self.bet.override_outcome.map(BetOutcome::from)
    }
    async fn num_legs(&self) -> i32 {
        i32::try_from(self.bet.legs.len()).unwrap_or(i32::MAX)
    }
    async fn bet_amount(&self) -> Money {
        self.money(self.bet.stake_cents)
    }
    async fn total_bet_amount(&self) -> Money {
        self.money(self.bet.total_stake_cents)
    }
    async fn potential_payout(&self) -> Money {
        self.money(self.bet.potential_payout_cents)
    }
    async fn amounts(&self) -> BetAmounts {
        let b = &self.bet;
        let settled = b.status == BetStatus::Settled;
        let stake_back = if b.source == AmountSource::FreeBet.as_str() {
            0
        } else {
            b.total_stake_cents
        };
        BetAmounts {
            bet: self.money(b.total_stake_cents),
            potential: self.money(b.potential_payout_cents),
            win: (settled && b.payout_cents > stake_back)
                .then(|| self.money(b.payout_cents - stake_back)),
            payout: settled.then(|| self.money(b.payout_cents)),
            cashout: b.cashout_cents.map(|c| self.money(c)),
        }
    }
    async fn odds(&self) -> Odds {
        let odds = DomainOdds::new(self.bet.odds_numerator, self.bet.odds_denominator)
            .unwrap_or(domain::odds::EVEN);
        Odds::new(odds, &self.view)
    }
    async fn amount_source_type(&self) -> AmountSourceType {
        AmountSource::parse(&self.bet.source).map_or(AmountSourceType::Cash, Into::into)
    }
    async fn profit_boost(&self) -> Option<BetProfitBoost> {
        let (percentage, max) = (self.bet.boost_percentage?, self.bet.boost_max_stake_cents?);
        Some(BetProfitBoost {
            percentage: i32::try_from(percentage).unwrap_or(i32::MAX),
            max_stake: self.money(max),
        })
    }
    async fn free_bet(&self) -> bool {
        self.bet.free_bet_id.is_some()
    }
    async fn regraded(&self) -> bool {
        self.bet.regraded
    }
    async fn teaser_points(&self) -> Option<f64> {
        self.bet.teaser_points_halves.map(|h| f64::from(h) / 2.0)
    }
    async fn round_robin_sizes(&self) -> Vec<i32> {
        self.bet
            .round_robin_sizes
            .iter()
            .map(|k| i32::try_from(*k).unwrap_or(i32::MAX))
            .collect()
    }
    async fn placed_at(&self) -> DateTime<Utc> {
        self.bet.placed_at
    }
    async fn closed_at(&self) -> Option<DateTime<Utc>> {
        if self.bet.status == BetStatus::Rejected {
            self.bet.resolved_at
        } else {
            self.bet.closed_at
        }
    }
    /// The bet's share link, once `shareBet` made one.
    async fn shareable_deep_link(&self) -> Option<&str> {
        self.share_link.as_deref()
    }
    /// The cash-out offer now (null: not available; see `cashoutUnavailableReason`).
    async fn cashout(&self, ctx: &Context<'_>) -> async_graphql::Result<Option<Cashout>> {
        let state = super::super::context::state(ctx)?;
        Ok(Cashout::of(state, &self.bet))
    }
    /// Why an open bet has no cash-out offer now.
    async fn cashout_unavailable_reason(
        &self,
        ctx: &Context<'_>,
    ) -> async_graphql::Result<Option<String>> {
        if self.settled() {
            return Ok(None);
        }
        let state = super::super::context::state(ctx)?;
        Ok(offer(state, &self.bet).err().map(|why| why.to_string()))
    }
    async fn legs(&self) -> Vec<PlacedBetLeg> {
        self.bet
            .legs
            .iter()
            .enumerate()
            .map(|(i, leg)| PlacedBetLeg(self.leg_view(i, leg)))
            .collect()
    }
}

/// A cash-out refusal's code.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum CashoutErrorCode {
    Generic,
    Geo,
    Invalid,
}

/// Why a cash-out was refused.
#[derive(SimpleObject)]
pub struct CashoutError {
    pub code: CashoutErrorCode,
    pub message: String,
}

/// What `fullCashoutTrigger` answers.
#[derive(SimpleObject)]
pub struct FullCashoutResult {
    /// The offer paid, or the bet's new offer after an INVALID refusal.
    pub cashout: Option<Cashout>,
    pub cashout_error: Option<CashoutError>,
    pub success: bool,
    pub patron_balance_after: Option<Balances>,
    /// The bet after the cash-out.
    pub bet: Option<PlacedBet>,
}

/// A bet history section.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum BetHistorySectionId {
    Betting,
    Casino,
    Transaction,
}

/// Which bets a history section lists.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum, Default)]
pub enum BetHistoryFilter {
    #[default]
    All,
    Open,
    Settled,
}

impl From<BetHistoryFilter> for store::BetHistoryFilter {
    fn from(f: BetHistoryFilter) -> Self {
        match f {
            BetHistoryFilter::All => store::BetHistoryFilter::All,
            BetHistoryFilter::Open => store::BetHistoryFilter::Open,
            BetHistoryFilter::Settled => store::BetHistoryFilter::Settled,
        }
    }
}

/// A section tab of the history page.
#[derive(SimpleObject)]
pub struct BetHistorySectionInfo {
    pub id: BetHistorySectionId,
    pub title: String,
}

/// The history page's frame.
#[derive(SimpleObject)]
pub struct BetHistoryPage {
    pub sections: Vec<BetHistorySectionInfo>,
    /// Whether the viewer ever placed a bet.
    pub has_bets: bool,
}

/// A page of bets, newest first.
#[derive(SimpleObject)]
pub struct BetHistoryConnection {
    pub bets: Vec<PlacedBet>,
    pub end_cursor: Option<String>,
    pub has_next_page: bool,
}

/// Totals of the bets a filter selects.
#[derive(SimpleObject)]
pub struct BetHistoryTotals {
    pub count: i32,
    /// Cash and Credits staked (bonus bets and rejected bets excluded).
    pub staked: Money,
    /// Returned: payouts, refunds and cash-outs.
    pub paid: Money,
    /// Paid minus staked (negative when down).
    pub profit: Money,
}

/// A refusal of `shareBet`.
#[derive(SimpleObject)]
pub struct ShareBetError {
    pub code: String,
    pub message: String,
}

/// What `shareBet` answers.
#[derive(SimpleObject)]
pub struct ShareBetResult {
    pub url: Option<String>,
    pub canonical_url: Option<String>,
    pub errors: Vec<ShareBetError>,
}

/// A leg of a shared bet.
pub struct SharedBetLeg(LegView);

#[Object]
impl SharedBetLeg {
    async fn market_selection_id(&self) -> ID {
        ID(self.0.leg.selection_id.clone())
    }
    async fn selection_name(&self) -> &str {
        &self.0.leg.selection_name
    }
    async fn market_name(&self) -> &str {
        &self.0.leg.market_name
    }
    async fn event_name(&self) -> &str {
        &self.0.leg.event_name
    }
    async fn event_start_time(&self) -> DateTime<Utc> {
        self.0.leg.event_starts_at
    }
    async fn odds(&self) -> Odds {
        self.0.odds()
    }
    async fn points(&self) -> Option<Points> {
        self.0.points()
    }
    /// The leg's result; UNAVAILABLE while pending on a market no longer offered.
    async fn outcome(&self) -> LegOutcome {
        self.0.outcome()
    }
}

/// A bet as anyone with its link sees it: the picks and the price, nothing of the bettor
/// (no stake, payout, ids or names).
pub struct SharedBet {
    pub code: String,
    pub bet: PlacedBet,
}

#[Object]
impl SharedBet {
    async fn canonical_url(&self) -> &str {
        &self.code
    }
    #[graphql(name = "type")]
    async fn bet_type(&self) -> BetType {
        DomainBetType::parse(&self.bet.bet.bet_type).map_or(BetType::Invalid, BetType::from)
    }
    async fn num_legs(&self) -> i32 {
        i32::try_from(self.bet.bet.legs.len()).unwrap_or(i32::MAX)
    }
    async fn odds(&self) -> Odds {
        let b = &self.bet.bet;
        Odds::new(
            DomainOdds::new(b.odds_numerator, b.odds_denominator).unwrap_or(domain::odds::EVEN),
            &self.bet.view,
        )
    }
    async fn outcome(&self) -> BetOutcome {
        if self.bet.bet.status == BetStatus::Rejected {
            BetOutcome::Refund
        } else {
            self.bet.bet.outcome.into()
        }
    }
    async fn state(&self) -> BetState {
        if self.bet.settled() {
            BetState::Settled
        } else {
            BetState::Open
        }
    }
    async fn placed_at(&self) -> DateTime<Utc> {
        self.bet.bet.placed_at
    }
    async fn legs(&self) -> Vec<SharedBetLeg> {
        self.bet
            .bet
            .legs
            .iter()
            .enumerate()
            .map(|(i, leg)| SharedBetLeg(self.bet.leg_view(i, leg)))
            .collect()
    }
}
