//! The betslip's GraphQL types (see `docs/product/betslip.md`), rendered from a
//! [`Computed`] slip for one [`View`] (odds format, trends).

use super::super::bets::types::PlacedBet;
use super::super::deep_link::DeepLink;
use super::super::money::{Balances, Money};
use super::super::responsible_gaming::{RgLimitPeriod, RgLimitType};
use super::super::sports::types::{
    EventStatus, Odds, OddsTrend, Points, SelectionName, SelectionStatus, View, points,
};
use crate::betslip::service::{Computed, LegView};
use async_graphql::{Enum, ID, Object, SimpleObject};
use chrono::{DateTime, Utc};
use domain::betslip::{
    AmountField as DomainField, AmountSource, AutoAccept, BetType as DomainBetType, DisplayType,
    DraftBet as DomainDraftBet, DraftBetKey, ErrorCode, EventGrouping, Section,
};
use domain::money::{Currency, Money as DomainMoney};
use domain::odds::{Odds as DomainOdds, OddsTrend as DomainTrend};
use domain::sports::Points as DomainPoints;
use std::sync::Arc;

/// What a draft or placed bet is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum BetType {
    Straight,
    Parlay,
    Teaser,
    RoundRobin,
    /// A parlay holding a same-game group (eligible for Parlay+, whatever the rebrand flag).
    ParlayPlus,
    /// A bet that cannot be built as it stands (a draft bet carrying an `INVALID` error, such
    /// as contradictory parlay legs), or a stored bet of a kind this server does not know.
    Invalid,
}

impl From<DomainBetType> for BetType {
    fn from(t: DomainBetType) -> Self {
        match t {
            DomainBetType::Straight => BetType::Straight,
            DomainBetType::Parlay => BetType::Parlay,
            DomainBetType::Teaser => BetType::Teaser,
            DomainBetType::RoundRobin => BetType::RoundRobin,
        }
    }
}

/// What pays for a bet: cash, promotional credit (Credits) or a free bet (Bonus Bet).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum AmountSourceType {
    Cash,
    PromotionalCredit,
    FreeBet,
}

impl From<AmountSource> for AmountSourceType {
    fn from(s: AmountSource) -> Self {
        match s {
            AmountSource::Cash => AmountSourceType::Cash,
            AmountSource::PromotionalCredit => AmountSourceType::PromotionalCredit,
            AmountSource::FreeBet => AmountSourceType::FreeBet,
        }
    }
}

impl From<AmountSourceType> for AmountSource {
    fn from(s: AmountSourceType) -> Self {
        match s {
            AmountSourceType::Cash => AmountSource::Cash,
            AmountSourceType::PromotionalCredit => AmountSource::PromotionalCredit,
            AmountSourceType::FreeBet => AmountSource::FreeBet,
        }
    }
}

/// Which amount the bettor typed: the stake (BET) or the win (WIN).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum AmountField {
    Bet,
    Win,
}

impl From<DomainField> for AmountField {
    fn from(f: DomainField) -> Self {
        match f {
            DomainField::Bet => AmountField::Bet,
            DomainField::Win => AmountField::Win,
        }
    }
}

impl From<AmountField> for DomainField {
    fn from(f: AmountField) -> Self {
        match f {
            AmountField::Bet => DomainField::Bet,
            AmountField::Win => DomainField::Win,
        }
    }
}

/// How the client shows a betslip error.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum BetslipErrorDisplayType {
    OddsChanged,
    Geo,
    RgAcknowledgementRequired,
    Deposit,
    Retryable,
    AnonymousRegion,
    BetAlreadyPlaced,
    BetAmount,
    WinAmount,
    Generic,
    Invalid,
    RgLimit,
    SelectionDisabled,
}

impl From<DisplayType> for BetslipErrorDisplayType {
    fn from(d: DisplayType) -> Self {
        match d {
            DisplayType::OddsChanged => Self::OddsChanged,
            DisplayType::Geo => Self::Geo,
            DisplayType::RgAcknowledgementRequired => Self::RgAcknowledgementRequired,
            DisplayType::Deposit => Self::Deposit,
            DisplayType::Retryable => Self::Retryable,
            DisplayType::AnonymousRegion => Self::AnonymousRegion,
            DisplayType::BetAlreadyPlaced => Self::BetAlreadyPlaced,
            DisplayType::BetAmount => Self::BetAmount,
            DisplayType::WinAmount => Self::WinAmount,
            DisplayType::Generic => Self::Generic,
            DisplayType::Invalid => Self::Invalid,
            DisplayType::RgLimit => Self::RgLimit,
            DisplayType::SelectionDisabled => Self::SelectionDisabled,
        }
    }
}

/// Which price moves the slip accepts by itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum AutoAcceptOddsChanges {
    None,
    Higher,
    Any,
}

impl From<AutoAccept> for AutoAcceptOddsChanges {
    fn from(a: AutoAccept) -> Self {
        match a {
            AutoAccept::None => Self::None,
            AutoAccept::Higher => Self::Higher,
            AutoAccept::Any => Self::Any,
        }
    }
}

impl From<AutoAcceptOddsChanges> for AutoAccept {
    fn from(a: AutoAcceptOddsChanges) -> Self {
        match a {
            AutoAcceptOddsChanges::None => AutoAccept::None,
            AutoAcceptOddsChanges::Higher => AutoAccept::Higher,
            AutoAcceptOddsChanges::Any => AutoAccept::Any,
        }
    }
}

/// Where `betslipTransfer` moves the slip.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum BetslipTransferDirection {
    /// The visitor's slip (named by `X-Anonymous-Authorization`) becomes the account's.
    ToAccount,
    /// The account's slip goes back to the visitor (before logout).
    ToAnonymous,
}

/// The responsible-gaming limit that stopped a wager (on `RG_LIMIT` errors): the limits
/// alert names it and links to the page where it is changed.
#[derive(Debug, Clone, SimpleObject)]
pub struct BetslipRgLimit {
    #[graphql(name = "type")]
    pub limit_type: RgLimitType,
    /// Null for a limit without a period (the max single wager).
    pub period: Option<RgLimitPeriod>,
    pub amount: Money,
}

/// One betslip error.
#[derive(Debug, Clone, SimpleObject)]
pub struct BetslipError {
    pub code: String,
    pub message: String,
    /// Lower is shown first.
    pub priority: i32,
    pub display_type: BetslipErrorDisplayType,
    pub disable_awards_display: bool,
    /// For `RG_LIMIT`: the limit that stopped the wager (null for a break, or another error).
    pub limit: Option<BetslipRgLimit>,
}

impl BetslipError {
    /// The client's error from the engine's, with amounts in `currency`.
    pub fn new(e: &domain::betslip::BetslipError, currency: Currency) -> Self {
        BetslipError {
            code: e.code.as_str().to_owned(),
            message: e.message.clone(),
            priority: i32::from(e.priority),
            display_type: e.display_type.into(),
            disable_awards_display: e.disable_awards_display,
            limit: e.limit.map(|l| BetslipRgLimit {
                limit_type: l.slot.limit_type.into(),
                period: l.slot.period.map(Into::into),
                amount: Money(DomainMoney::new(l.amount_cents, currency)),
            }),
        }
    }
}

/// Betslip errors, most important first, with amounts in `currency`.
pub fn errors(list: &[domain::betslip::BetslipError], currency: Currency) -> Vec<BetslipError> {
    let mut out: Vec<BetslipError> = list
        .iter()
        .map(|e| BetslipError::new(e, currency))
        .collect();
    out.sort_by_key(|e| e.priority);
    out
}

fn trend(view: &View, t: DomainTrend) -> Option<OddsTrend> {
    view.include_trend.then(|| t.into())
}

/// A selection of the slip.
pub struct BetslipMarketSelection {
    leg: LegView,
    selection_id: String,
    view: View,
}

#[Object]
impl BetslipMarketSelection {
    async fn id(&self) -> ID {
        ID(self.selection_id.clone())
    }
    async fn market_id(&self) -> ID {
        ID(self.leg.snapshot.market_id.clone())
    }
    async fn event_id(&self) -> ID {
        ID(self.leg.snapshot.event_id.clone())
    }
    async fn name(&self) -> SelectionName {
        self.leg.name.clone().into()
    }
    /// The price now (the last accepted one when no longer offered).
    async fn odds(&self) -> Odds {
        Odds::new(self.leg.odds, &self.view)
    }
    async fn points(&self) -> Option<Points> {
        self.leg
            .snapshot
            .points
            .map(|p| points(p, self.leg.snapshot.spread))
    }
    /// OPEN, CLOSED (shown "Suspended"), HIDDEN or FINISHED (shown "Closed").
    async fn status(&self) -> SelectionStatus {
        self.leg.status.into()
    }
}

/// Another line a leg can move to (`betslipAdjustMarketSelectionPoints`).
pub struct BuyPointOption {
    selection_id: String,
    points: DomainPoints,
    odds: DomainOdds,
    spread: bool,
    view: View,
}

#[Object]
impl BuyPointOption {
    async fn market_selection_id(&self) -> ID {
        ID(self.selection_id.clone())
    }
    async fn points(&self) -> Points {
        points(self.points, self.spread)
    }
    async fn odds(&self) -> Odds {
        Odds::new(self.odds, &self.view)
    }
}

/// A selection of the slip with its state.
pub struct DraftLeg {
    c: Arc<Computed>,
    id: String,
    view: View,
}

impl DraftLeg {
    fn leg(&self) -> Option<&domain::betslip::DraftLeg> {
        self.c.slip.legs.iter().find(|l| l.selection_id == self.id)
    }
    fn view_of(&self) -> LegView {
        self.c
            .legs
            .get(&self.id)
            .cloned()
            .unwrap_or_else(|| unknown_leg(&self.id))
    }
    fn selection(c: &Arc<Computed>, id: &str, view: View) -> BetslipMarketSelection {
        BetslipMarketSelection {
            leg: c.legs.get(id).cloned().unwrap_or_else(|| unknown_leg(id)),
            selection_id: id.to_owned(),
            view,
        }
    }
}

/// A leg neither the catalogue nor the document describes (a document from before
/// snapshots): shown by id, closed.
fn unknown_leg(id: &str) -> LegView {
    LegView {
        snapshot: crate::betslip::document::LegSnapshot {
            market_id: String::new(),
            event_id: String::new(),
            selection_name: id.to_owned(),
            market_name: String::new(),
            event_name: String::new(),
            starts_at: DateTime::<Utc>::UNIX_EPOCH,
            points: None,
            spread: false,
        },
        name: crate::catalogue::display::SelectionName::plain(id),
        odds: domain::odds::EVEN,
        status: domain::sports::OfferStatus::Hidden,
        buy_points: Vec::new(),
    }
}

#[Object]
impl DraftLeg {
    /// The selection's id.
    async fn id(&self) -> ID {
        ID(self.id.clone())
    }
    async fn market_selection(&self) -> BetslipMarketSelection {
        DraftLeg::selection(&self.c, &self.id, self.view)
    }
    async fn market_name(&self) -> String {
        self.view_of().snapshot.market_name
    }
    async fn market_start_at(&self) -> DateTime<Utc> {
        self.view_of().snapshot.starts_at
    }
    async fn event_name(&self) -> String {
        self.view_of().snapshot.event_name
    }
    async fn errors(&self) -> Vec<BetslipError> {
        self.leg()
            .map(|l| errors(&l.errors, self.c.account.currency))
            .unwrap_or_default()
    }
    /// The price moved from the accepted one and the slip may not accept it by itself.
    async fn market_selection_requires_acceptance(&self) -> bool {
        self.leg().is_some_and(|l| l.requires_acceptance)
    }
    /// From the accepted price to the current one; null unless `includeOddsTrend`.
    async fn market_selection_odds_trend(&self) -> Option<OddsTrend> {
        self.leg().and_then(|l| trend(&self.view, l.trend))
    }
    async fn accepted_odds(&self) -> Odds {
        let accepted = self
            .leg()
            .map(|l| l.accepted_odds)
            .unwrap_or(domain::odds::EVEN);
        Odds::new(accepted, &self.view)
    }
    async fn buy_point_options(&self) -> Vec<BuyPointOption> {
        let leg = self.view_of();
        leg.buy_points
            .iter()
            .map(|o| BuyPointOption {
                selection_id: o.selection_id.clone(),
                points: o.points,
                odds: o.odds,
                spread: leg.snapshot.spread,
                view: self.view,
            })
            .collect()
    }
}

/// The legs of one event (a same-game group when two or more).
pub struct DraftLegEventGrouping {
    c: Arc<Computed>,
    grouping: EventGrouping,
    /// The legs shown (the bet's own, for a draft bet's groupings).
    leg_ids: Vec<String>,
    view: View,
}

#[Object]
impl DraftLegEventGrouping {
    async fn event_id(&self) -> ID {
        ID(self.grouping.event_id.clone())
    }
    async fn event_name(&self) -> String {
        self.c
            .events
            .get(&self.grouping.event_id)
            .map(|e| e.name.clone())
            .unwrap_or_default()
    }
    async fn event_status(&self) -> EventStatus {
        self.c
            .events
            .get(&self.grouping.event_id)
            .map_or(EventStatus::Hidden, |e| e.status.into())
    }
    async fn starts_at(&self) -> DateTime<Utc> {
        self.c
            .events
            .get(&self.grouping.event_id)
            .map_or(DateTime::<Utc>::UNIX_EPOCH, |e| e.starts_at)
    }
    async fn deep_link(&self) -> DeepLink {
        DeepLink::path(
            self.c
                .events
                .get(&self.grouping.event_id)
                .map_or("/", |e| e.path.as_str()),
        )
    }
    /// The group's joint price (same-game model), or the single leg's.
    async fn odds(&self) -> Option<Odds> {
        self.grouping.odds.map(|o| Odds::new(o, &self.view))
    }
    /// From the accepted group price to the current one; null unless `includeOddsTrend`.
    async fn odds_trend(&self) -> Option<OddsTrend> {
        trend(&self.view, self.grouping.trend)
    }
    async fn leg_group_requires_acceptance(&self) -> bool {
        self.grouping.requires_acceptance
    }
    async fn is_parlay_plus_eligible(&self) -> bool {
        self.grouping.parlay_plus_eligible
    }
    async fn draft_legs(&self) -> Vec<DraftLeg> {
        self.leg_ids
            .iter()
            .map(|id| DraftLeg {
                c: Arc::clone(&self.c),
                id: id.clone(),
                view: self.view,
            })
            .collect()
    }
}

/// Groupings touching any of `legs`, each narrowed to those legs.
fn groupings_of(c: &Arc<Computed>, legs: &[String], view: View) -> Vec<DraftLegEventGrouping> {
    c.slip
        .groupings
        .iter()
        .filter_map(|g| {
            let leg_ids: Vec<String> = g
                .leg_ids
                .iter()
                .filter(|id| legs.contains(id))
                .cloned()
                .collect();
            (!leg_ids.is_empty()).then(|| DraftLegEventGrouping {
                c: Arc::clone(c),
                grouping: g.clone(),
                leg_ids,
                view,
            })
        })
        .collect()
}

/// A profit boost of the bettor.
pub struct ProfitBoost {
    reward: store::Reward,
    event_name: Option<String>,
}

/// "3+ legs", "2-4 legs", "Up to 3 legs", "2 legs"; `None` without a restriction.
pub fn legs_label(min: Option<u32>, max: Option<u32>) -> Option<String> {
    match (min, max) {
        (Some(a), Some(b)) if a == b => Some(format!("{a} legs")),
        (Some(a), Some(b)) => Some(format!("{a}-{b} legs")),
        (Some(a), None) => Some(format!("{a}+ legs")),
        (None, Some(b)) => Some(format!("Up to {b} legs")),
        (None, None) => None,
    }
}

fn is_restricted(r: &store::Reward) -> bool {
    r.min_legs.is_some() || r.max_legs.is_some() || r.event_id.is_some() || !r.bet_types.is_empty()
}

#[Object]
impl ProfitBoost {
    async fn id(&self) -> ID {
        ID(self.reward.id.clone())
    }
    async fn raw_id(&self) -> &str {
        &self.reward.id
    }
    async fn title(&self) -> &str {
        &self.reward.title
    }
    /// 25 boosts the profit by 25%.
    async fn boost_percentage(&self) -> i32 {
        i32::try_from(self.reward.boost_percentage).unwrap_or(i32::MAX)
    }
    /// The largest stake the boost applies to.
    async fn maximum_stake_amount(&self) -> Money {
        Money(DomainMoney::new(
            self.reward.max_stake_cents,
            self.reward.currency,
        ))
    }
    /// The most extra winnings the boost can add at even money: its maximum stake times
    /// its percentage.
    async fn maximum_amount(&self) -> Money {
        let extra = i128::from(self.reward.max_stake_cents)
            * i128::from(self.reward.boost_percentage)
            / 100;
        Money(DomainMoney::new(
            i64::try_from(extra).unwrap_or(i64::MAX),
            self.reward.currency,
        ))
    }
    async fn number_of_legs_restriction_label(&self) -> Option<String> {
        legs_label(self.reward.min_legs, self.reward.max_legs)
    }
    /// The event the boost is limited to.
    async fn event_restriction_label(&self) -> Option<String> {
        self.reward
            .event_id
            .as_ref()
            .map(|id| self.event_name.clone().unwrap_or_else(|| id.clone()))
    }
    async fn expires_time(&self) -> DateTime<Utc> {
        self.reward.expires_at
    }
    async fn is_restricted(&self) -> bool {
        is_restricted(&self.reward)
    }
    /// AVAILABLE, USED, EXPIRED or REVOKED.
    async fn status(&self) -> String {
        self.reward.status.as_str().to_ascii_uppercase()
    }
}

/// A free bet as the slip and the account menu show it.
pub fn free_bet(r: &store::Reward) -> super::super::menu::FreeBet {
    super::super::menu::FreeBet {
        id: ID(r.id.clone()),
        raw_id: r.id.clone(),
        title: r.title.clone(),
        amount: Money(DomainMoney::new(r.amount_cents, r.currency)),
        expires_at: Some(r.expires_at),
        expires_time: r.expires_at,
        is_restricted: is_restricted(r),
    }
}

/// Teaser points as shown ("6", "6.5") and as a number.
#[derive(Debug, Clone, SimpleObject)]
pub struct TeaserPoints {
    pub formatted_points: String,
    pub decimal_points: f64,
}

impl From<DomainPoints> for TeaserPoints {
    fn from(p: DomainPoints) -> Self {
        TeaserPoints {
            formatted_points: p.to_string(),
            decimal_points: f64::from(p.halves()) / 2.0,
        }
    }
}

/// What the teaser would pay with another points option.
#[derive(SimpleObject)]
pub struct TeaserPreview {
    pub enabled: bool,
    pub points: TeaserPoints,
    pub total_odds: Option<Odds>,
}

/// A teaser leg and its teased line.
#[derive(SimpleObject)]
pub struct TeaserMarketSelectionMapping {
    pub draft_leg_id: ID,
    pub root_market_selection: BetslipMarketSelection,
    pub teased_points: Points,
}

/// A bet the slip offers.
pub struct DraftBet {
    c: Arc<Computed>,
    bet: DomainDraftBet,
    view: View,
}

impl DraftBet {
    fn money(&self, cents: i64) -> Money {
        Money(DomainMoney::new(cents, self.c.account.currency))
    }
    fn rewards(&self, ids: &[String]) -> impl Iterator<Item = &store::Reward> {
        self.c
            .account
            .rewards
            .iter()
            .filter(move |r| ids.contains(&r.id))
    }
}

#[Object]
impl DraftBet {
    /// `straight:{selectionId}`, `parlay`, `teaser:football`, `round-robin:{k}`.
    async fn id(&self) -> ID {
        ID(self.bet.id.clone())
    }
    #[graphql(name = "type")]
    async fn bet_type(&self) -> BetType {
        if self.bet.errors.iter().any(|e| e.code == ErrorCode::Invalid) {
            BetType::Invalid
        } else if self.bet.bet_type == DomainBetType::Parlay && self.bet.parlay_plus_eligible {
            BetType::ParlayPlus
        } else {
            self.bet.bet_type.into()
        }
    }
    /// The stake (per combination for round robins).
    async fn bet_amount(&self) -> Money {
        self.money(self.bet.bet_cents)
    }
    /// The stake of all combinations.
    async fn total_bet_amount(&self) -> Money {
        self.money(self.bet.total_stake_cents)
    }
    /// The profit if every leg wins, rounded down to the cent.
    async fn win_amount(&self) -> Money {
        self.money(self.bet.win_cents)
    }
    async fn boosted_win_amount(&self) -> Option<Money> {
        self.bet.boosted_win_cents.map(|c| self.money(c))
    }
    async fn total_odds(&self) -> Option<Odds> {
        self.bet.total_odds.map(|o| Odds::new(o, &self.view))
    }
    async fn boosted_total_odds(&self) -> Option<Odds> {
        self.bet
            .boosted_total_odds
            .map(|o| Odds::new(o, &self.view))
    }
    /// Null unless `includeOddsTrend`.
    async fn total_odds_trend(&self) -> Option<OddsTrend> {
        trend(&self.view, self.bet.total_odds_trend)
    }
    async fn draft_legs(&self) -> Vec<DraftLeg> {
        self.bet
            .leg_ids
            .iter()
            .map(|id| DraftLeg {
                c: Arc::clone(&self.c),
                id: id.clone(),
                view: self.view,
            })
            .collect()
    }
    async fn draft_leg_event_groupings(&self) -> Vec<DraftLegEventGrouping> {
        groupings_of(&self.c, &self.bet.leg_ids, self.view)
    }
    async fn errors(&self) -> Vec<BetslipError> {
        errors(&self.bet.errors, self.c.account.currency)
    }
    async fn amount_source_type(&self) -> AmountSourceType {
        self.bet.source.into()
    }
    async fn patron_set_amount_type(&self) -> AmountField {
        self.bet.field.into()
    }
    async fn selected_free_bet_id(&self) -> Option<ID> {
        self.bet.selected_free_bet_id.clone().map(ID)
    }
    async fn selected_profit_boost_id(&self) -> Option<ID> {
        self.bet.selected_profit_boost_id.clone().map(ID)
    }
    async fn available_free_bets(&self) -> Vec<super::super::menu::FreeBet> {
        self.rewards(&self.bet.available_free_bet_ids)
            .map(free_bet)
            .collect()
    }
    async fn available_profit_boosts(&self) -> Vec<ProfitBoost> {
        self.rewards(&self.bet.available_profit_boost_ids)
            .map(|r| ProfitBoost {
                reward: r.clone(),
                event_name: r
                    .event_id
                    .as_ref()
                    .and_then(|id| self.c.events.get(id))
                    .map(|e| e.name.clone()),
            })
            .collect()
    }
    /// The largest stake (per combination for round robins) the bettor may type: the
    /// operator's maximum for this bet, lowered by the bettor's max single wager limit. The
    /// bet amount input takes nothing above it.
    async fn maximum_bet_amount(&self) -> Money {
        self.money(self.bet.max_bet_cents)
    }
    async fn available_promotional_credit_balance(&self) -> Money {
        self.money(self.c.account.credit_cents)
    }
    async fn is_parlay_plus_eligible(&self) -> bool {
        self.bet.parlay_plus_eligible
    }
    async fn number_of_combinations(&self) -> i32 {
        i32::try_from(self.bet.combinations).unwrap_or(i32::MAX)
    }
    async fn number_of_distinct_legs(&self) -> i32 {
        i32::try_from(self.bet.distinct_legs).unwrap_or(i32::MAX)
    }
    /// The in-play acceptance delay (0 without in-play legs).
    async fn place_bet_delay_milliseconds(&self) -> i32 {
        let ms = self.c.delays_ms.get(&self.bet.id).copied().unwrap_or(0);
        i32::try_from(ms).unwrap_or(i32::MAX)
    }
    /// "Football Teaser", "Basketball Teaser", or "By 2's" for round robins.
    async fn label(&self) -> Option<String> {
        match DraftBetKey::parse(&self.bet.id)? {
            DraftBetKey::Teaser(sport) => Some(sport.label().to_owned()),
            DraftBetKey::RoundRobin(k) => Some(format!("By {k}'s")),
            DraftBetKey::Straight(_) | DraftBetKey::Parlay => None,
        }
    }
    async fn teaser_points(&self) -> Option<TeaserPoints> {
        self.bet.teaser.as_ref().map(|t| t.points.into())
    }
    async fn teaser_previews(&self) -> Vec<TeaserPreview> {
        self.bet
            .teaser
            .as_ref()
            .map(|t| {
                t.previews
                    .iter()
                    .map(|p| TeaserPreview {
                        enabled: p.enabled,
                        points: p.points.into(),
                        total_odds: p.total_odds.map(|o| Odds::new(o, &self.view)),
                    })
                    .collect()
            })
            .unwrap_or_default()
    }
    async fn teaser_market_selections_mappings(&self) -> Vec<TeaserMarketSelectionMapping> {
        let Some(teaser) = &self.bet.teaser else {
            return Vec::new();
        };
        teaser
            .teased_points
            .iter()
            .map(|(id, teased)| {
                let spread = self.c.legs.get(id).is_some_and(|l| l.snapshot.spread);
                TeaserMarketSelectionMapping {
                    draft_leg_id: ID(id.clone()),
                    root_market_selection: DraftLeg::selection(&self.c, id, self.view),
                    teased_points: points(*teased, spread),
                }
            })
            .collect()
    }
}

/// Which part of the slip a section is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SectionKind {
    Straight,
    Parlay,
    Teaser,
    RoundRobin,
}

/// A tab of the slip (or the round robin drawer).
pub struct BetslipSection {
    c: Arc<Computed>,
    kind: SectionKind,
    view: View,
}

impl BetslipSection {
    fn section(&self) -> &Section {
        match self.kind {
            SectionKind::Straight => &self.c.slip.straight,
            SectionKind::Parlay => &self.c.slip.parlay,
            SectionKind::Teaser => &self.c.slip.teaser,
            SectionKind::RoundRobin => &self.c.slip.round_robin,
        }
    }
    fn money(&self, cents: i64) -> Money {
        Money(DomainMoney::new(cents, self.c.account.currency))
    }
}

#[Object]
impl BetslipSection {
    async fn draft_bets(&self) -> Vec<DraftBet> {
        self.section()
            .bets
            .iter()
            .map(|b| DraftBet {
                c: Arc::clone(&self.c),
                bet: b.clone(),
                view: self.view,
            })
            .collect()
    }
    /// The legs of the section's bets by event.
    async fn draft_bet_event_groupings(&self) -> Vec<DraftLegEventGrouping> {
        let legs: Vec<String> = self
            .section()
            .bets
            .iter()
            .flat_map(|b| b.leg_ids.iter().cloned())
            .collect();
        groupings_of(&self.c, &legs, self.view)
    }
    async fn errors(&self) -> Vec<BetslipError> {
        errors(&self.section().errors, self.c.account.currency)
    }
    async fn total_bet_amount(&self) -> Money {
        self.money(self.section().total_bet_cents)
    }
    async fn total_potential_return_amount(&self) -> Money {
        self.money(self.section().total_return_cents)
    }
    async fn total_potential_boosted_return_amount(&self) -> Money {
        self.money(self.section().total_boosted_return_cents)
    }
    /// Null unless `includeOddsTrend`.
    async fn total_potential_return_amount_trend(&self) -> Option<OddsTrend> {
        trend(&self.view, self.section().total_return_trend)
    }
}

/// Where a selection came from and how it was shared.
#[derive(SimpleObject)]
pub struct MarketSelectionMetadata {
    pub market_selection_id: ID,
    pub share_id: Option<String>,
    pub selection_origin: Option<String>,
    pub branch_channel: Option<String>,
    pub attributes: Vec<String>,
}

/// The viewer's betslip.
pub struct Betslip {
    c: Arc<Computed>,
    view: View,
}

impl Betslip {
    pub fn new(c: Computed, view: View) -> Self {
        Betslip {
            c: Arc::new(c),
            view,
        }
    }

    fn section(&self, kind: SectionKind) -> BetslipSection {
        BetslipSection {
            c: Arc::clone(&self.c),
            kind,
            view: self.view,
        }
    }
}

#[Object]
impl Betslip {
    async fn id(&self) -> ID {
        ID(self.c.owner.key())
    }
    /// Changes with every saved change; `placeBets` names the version the bettor saw.
    async fn version(&self) -> i32 {
        i32::try_from(self.c.version).unwrap_or(i32::MAX)
    }
    async fn market_selections(&self) -> Vec<BetslipMarketSelection> {
        self.c
            .doc
            .slip
            .selections
            .iter()
            .map(|s| DraftLeg::selection(&self.c, &s.selection_id, self.view))
            .collect()
    }
    async fn number_of_selections(&self) -> i32 {
        i32::try_from(self.c.doc.slip.selections.len()).unwrap_or(i32::MAX)
    }
    async fn market_selections_metadata(&self) -> Vec<MarketSelectionMetadata> {
        self.c
            .doc
            .slip
            .selections
            .iter()
            .map(|s| MarketSelectionMetadata {
                market_selection_id: ID(s.selection_id.clone()),
                share_id: s.share_id.clone(),
                selection_origin: Some(s.origin.clone()),
                branch_channel: s.branch_channel.clone(),
                attributes: s.attributes.clone(),
            })
            .collect()
    }
    async fn errors(&self) -> Vec<BetslipError> {
        errors(&self.c.slip.errors, self.c.account.currency)
    }
    async fn straight(&self) -> BetslipSection {
        self.section(SectionKind::Straight)
    }
    async fn parlay(&self) -> BetslipSection {
        self.section(SectionKind::Parlay)
    }
    async fn teaser(&self) -> BetslipSection {
        self.section(SectionKind::Teaser)
    }
    async fn round_robin(&self) -> BetslipSection {
        self.section(SectionKind::RoundRobin)
    }
    async fn auto_accept_odds_changes(&self) -> AutoAcceptOddsChanges {
        self.c.auto_accept.into()
    }
}

/// What `placeBets` answers: the placed bets, the slip after them, the balances after them,
/// and the refusals (empty on success).
#[derive(SimpleObject)]
pub struct PlaceBetsResult {
    pub placed_bets: Vec<PlacedBet>,
    pub betslip: Betslip,
    pub patron_balance_after: Option<Balances>,
    pub errors: Vec<BetslipError>,
}
