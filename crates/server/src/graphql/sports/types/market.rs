//! Markets and their selections.

use super::event::Participant;
use super::odds::{Odds, Points, points};
use super::{MarketStatus, OddsTrend, SelectionStatus, View};
use crate::catalogue::display::{self, effective_status, selection_name};
use crate::catalogue::{EventEntry, MarketEntry};
use async_graphql::{Enum, ID, Object, SimpleObject};
use chrono::{DateTime, Utc};
use domain::catalogue::{
    MarketType as DomainMarketType, Selection as DomainSelection, SelectionKind, Side,
    lists_home_first,
};
use domain::odds::Odds as DomainOdds;
use domain::sports::OfferStatus;
use std::sync::Arc;

/// What a market offers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum MarketType {
    Moneyline,
    /// Point spread, puck line or run line.
    Spread,
    /// Over/under the total points, goals or runs.
    Total,
    AlternateSpread,
    AlternateTotal,
    /// Home, draw, away (soccer).
    ThreeWay,
    TeamTotal,
    PlayerProp,
    GameProp,
}

impl From<DomainMarketType> for MarketType {
    fn from(t: DomainMarketType) -> Self {
        match t {
            DomainMarketType::Moneyline => MarketType::Moneyline,
            DomainMarketType::Spread => MarketType::Spread,
            DomainMarketType::Total => MarketType::Total,
            DomainMarketType::AlternateSpread => MarketType::AlternateSpread,
            DomainMarketType::AlternateTotal => MarketType::AlternateTotal,
            DomainMarketType::ThreeWay => MarketType::ThreeWay,
            DomainMarketType::TeamTotal => MarketType::TeamTotal,
            DomainMarketType::PlayerProp => MarketType::PlayerProp,
            DomainMarketType::GameProp => MarketType::GameProp,
        }
    }
}

/// The role of a selection in its market.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum SelectionType {
    Home,
    Away,
    Draw,
    Over,
    Under,
    Yes,
    No,
}

impl From<SelectionKind> for SelectionType {
    fn from(k: SelectionKind) -> Self {
        match k {
            SelectionKind::Home => SelectionType::Home,
            SelectionKind::Away => SelectionType::Away,
            SelectionKind::Draw => SelectionType::Draw,
            SelectionKind::Over => SelectionType::Over,
            SelectionKind::Under => SelectionType::Under,
            SelectionKind::Yes => SelectionType::Yes,
            SelectionKind::No => SelectionType::No,
        }
    }
}

/// A selection's name in the lengths the client needs.
#[derive(Debug, Clone, SimpleObject)]
pub struct SelectionName {
    /// What a price button or betslip leg shows ("Chiefs", "Over").
    pub clean: String,
    /// The same as `clean`, under the name the betslip reads (`name.cleanName`).
    pub clean_name: String,
    pub default: String,
    /// With its subject ("Kansas City Chiefs", "Chiefs Team Total Over 27.5").
    pub full: String,
    /// The shortest form ("KC", "O").
    pub minimal: String,
}

impl From<display::SelectionName> for SelectionName {
    fn from(name: display::SelectionName) -> Self {
        let display::SelectionName {
            clean,
            default,
            full,
            minimal,
        } = name;
        Self {
            clean_name: clean.clone(),
            clean,
            default,
            full,
            minimal,
        }
    }
}

/// One outcome of a market.
pub struct MarketSelection {
    entry: Arc<MarketEntry>,
    event: Option<Arc<EventEntry>>,
    selection: DomainSelection,
    view: View,
}

impl MarketSelection {
    /// The selection's current price.
    pub fn odds_value(&self) -> DomainOdds {
        self.selection.odds
    }

    /// The selection's id.
    pub fn selection_id(&self) -> &str {
        &self.selection.id
    }
}

#[Object]
impl MarketSelection {
    async fn id(&self) -> ID {
        ID(self.selection.id.clone())
    }
    async fn market_id(&self) -> ID {
        ID(self.entry.market.id.clone())
    }
    async fn event_id(&self) -> ID {
        ID(self.entry.market.event_id.clone())
    }
    async fn name(&self) -> SelectionName {
        selection_name(&self.selection, &self.entry.market, self.event.as_deref()).into()
    }
    #[graphql(name = "type")]
    async fn kind(&self) -> SelectionType {
        self.selection.kind.into()
    }
    /// The team or player a home/away selection backs.
    async fn participant(&self) -> Option<Participant> {
        let event = self.event.as_deref()?;
        let side = self.selection.side?;
        let participant = match side {
            Side::Home => event.event.home.clone(),
            Side::Away => event.event.away.clone(),
        };
        Some(Participant { participant, side })
    }
    async fn points(&self) -> Option<Points> {
        let spread = matches!(
            self.entry.market.market_type,
            DomainMarketType::Spread | DomainMarketType::AlternateSpread
        );
        self.selection.points.map(|p| points(p, spread))
    }
    async fn odds(&self) -> Odds {
        Odds::new(self.selection.odds, &self.view)
    }
    /// The price before the last move.
    async fn previous_odds(&self) -> Option<Odds> {
        self.entry
            .previous_odds(&self.selection.id)
            .map(|o| Odds::new(o, &self.view))
    }
    /// The last move within 10 s (`NO_CHANGE` after); null unless `includeOddsTrend`.
    async fn trend(&self) -> Option<OddsTrend> {
        self.view.include_trend.then(|| {
            self.entry
                .trend(&self.selection.id, self.selection.odds, self.view.now)
                .into()
        })
    }
    async fn status(&self) -> SelectionStatus {
        effective_status(self.entry.market.status, self.selection.status).into()
    }
    /// "Suspended", "Closed", or null when the selection can be backed.
    async fn unavailable_label(&self) -> Option<&'static str> {
        effective_status(self.entry.market.status, self.selection.status).unavailable_label()
    }
}

/// Where a selection sits in its market's display: away before home in US team sports and
/// home first elsewhere (`lists_home_first`); home, draw, away; over before under; yes, no.
fn display_rank(kind: SelectionKind, home_first: bool) -> u8 {
    match kind {
        SelectionKind::Home if home_first => 0,
        SelectionKind::Away if home_first => 2,
        SelectionKind::Away => 0,
        SelectionKind::Home => 2,
        SelectionKind::Draw => 1,
        SelectionKind::Over | SelectionKind::Yes => 0,
        SelectionKind::Under | SelectionKind::No => 2,
    }
}

/// A market with its selections.
pub struct Market {
    pub entry: Arc<MarketEntry>,
    pub event: Option<Arc<EventEntry>>,
    pub view: View,
}

impl Market {
    pub fn new(entry: Arc<MarketEntry>, event: Option<Arc<EventEntry>>, view: View) -> Self {
        Self { entry, event, view }
    }

    /// Whether it is one of the event's main lines now (re-centred in play).
    pub fn is_main_line(&self) -> bool {
        self.event.as_ref().map_or(self.entry.market.main, |e| {
            e.main_market_ids.contains(&self.entry.market.id)
        })
    }

    /// The event-page drawer it belongs in: a spread's or total's main line with the game
    /// lines, its other lines with the alternates.
    pub fn group(&self) -> domain::catalogue::MarketGroup {
        use domain::catalogue::MarketGroup;
        match self.entry.market.market_type.line_family() {
            Some(_) if self.is_main_line() => MarketGroup::GameLines,
            Some(_) => MarketGroup::Alternates,
            None => self.entry.market.market_type.group(),
        }
    }

    /// Its selections (those not hidden) in display order, as GraphQL values.
    pub fn selection_values(&self) -> Vec<MarketSelection> {
        let home_first = self
            .event
            .as_ref()
            .is_none_or(|e| lists_home_first(&e.event.sport.slug));
        let mut selections: Vec<&DomainSelection> = self
            .entry
            .market
            .selections
            .iter()
            .filter(|s| s.status != OfferStatus::Hidden)
            .collect();
        selections.sort_by_key(|s| display_rank(s.kind, home_first));
        selections
            .into_iter()
            .map(|s| MarketSelection {
                entry: Arc::clone(&self.entry),
                event: self.event.clone(),
                selection: s.clone(),
                view: self.view,
            })
            .collect()
    }
}

#[Object]
impl Market {
    async fn id(&self) -> ID {
        ID(self.entry.market.id.clone())
    }
    async fn event_id(&self) -> ID {
        ID(self.entry.market.event_id.clone())
    }
    async fn name(&self) -> &str {
        &self.entry.market.name
    }
    #[graphql(name = "type")]
    async fn kind(&self) -> MarketType {
        self.entry.market.market_type.into()
    }
    /// Whether it is the event's main line of its type now: the feed's main line pre-game,
    /// the most balanced open line of the spread or total in play.
    async fn is_main(&self) -> bool {
        self.is_main_line()
    }
    async fn status(&self) -> MarketStatus {
        self.entry.market.status.into()
    }
    /// The event's start time.
    async fn start_time(&self) -> Option<DateTime<Utc>> {
        self.event.as_ref().map(|e| e.event.start_time)
    }
    /// When this server applied the market's last change (the feed document's acceptance).
    async fn updated_at(&self) -> DateTime<Utc> {
        self.entry.changed_at
    }
    /// What a prop market accrues on ("Passing Yards").
    async fn statistic_accrued(&self) -> Option<&str> {
        self.entry.market.statistic_accrued.as_deref()
    }
    /// Visible selections in display order.
    async fn selections(&self) -> Vec<MarketSelection> {
        self.selection_values()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn us_sports_list_away_first_and_soccer_home_first() {
        let order = |kinds: &[SelectionKind], home_first: bool| {
            let mut kinds = kinds.to_vec();
            kinds.sort_by_key(|k| display_rank(*k, home_first));
            kinds
        };
        use SelectionKind::*;
        assert_eq!(order(&[Home, Away], false), vec![Away, Home]);
        assert_eq!(order(&[Home, Away], true), vec![Home, Away]);
        assert_eq!(order(&[Away, Draw, Home], true), vec![Home, Draw, Away]);
        assert_eq!(order(&[Under, Over], false), vec![Over, Under]);
        assert_eq!(order(&[No, Yes], true), vec![Yes, No]);
    }
}
