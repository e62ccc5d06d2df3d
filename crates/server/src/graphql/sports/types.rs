//! The catalogue's GraphQL types (spec 002 §3 "Event"): events, statistics, participants,
//! markets, selections and odds, each rendered for one [`View`] (odds format, trends, time).

use super::super::context::state;
use super::super::deep_link::DeepLink;
use crate::catalogue::{Catalogue, EventEntry, MarketEntry};
use async_graphql::{Context, Enum, ID, Object, Result, SimpleObject};
use chrono::{DateTime, Utc};
use domain::catalogue::{
    Market as DomainMarket, MarketGroup, MarketType, Participant as DomainParticipant,
    Selection as DomainSelection, SelectionKind, Side, SportExtras, Taxon,
};
use domain::odds::{Odds as DomainOdds, OddsFormat as DomainOddsFormat, OddsTrend as DomainTrend};
use domain::sports::{
    EventStatus as DomainEventStatus, LiveStatus, OfferStatus, Points as DomainPoints,
};
use std::sync::Arc;

/// How prices are shown (spec 000 §3 "Odds preference").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum, Default)]
pub enum OddsFormat {
    #[default]
    American,
    /// Decimal.
    Euro,
}

impl From<OddsFormat> for DomainOddsFormat {
    fn from(f: OddsFormat) -> Self {
        match f {
            OddsFormat::American => DomainOddsFormat::American,
            OddsFormat::Euro => DomainOddsFormat::Decimal,
        }
    }
}

impl From<DomainOddsFormat> for OddsFormat {
    fn from(f: DomainOddsFormat) -> Self {
        match f {
            DomainOddsFormat::American => OddsFormat::American,
            DomainOddsFormat::Decimal => OddsFormat::Euro,
        }
    }
}

/// Odds movement (spec 002 §4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum OddsTrend {
    Up,
    Down,
    NoChange,
}

impl From<DomainTrend> for OddsTrend {
    fn from(t: DomainTrend) -> Self {
        match t {
            DomainTrend::Up => OddsTrend::Up,
            DomainTrend::Down => OddsTrend::Down,
            DomainTrend::Unchanged => OddsTrend::NoChange,
        }
    }
}

/// Where an event is in its life (spec 002 §4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum EventStatus {
    PreGame,
    InPlay,
    Finished,
    Cancelled,
    Hidden,
    Invalid,
}

impl From<DomainEventStatus> for EventStatus {
    fn from(s: DomainEventStatus) -> Self {
        match s {
            DomainEventStatus::PreGame => EventStatus::PreGame,
            DomainEventStatus::InPlay => EventStatus::InPlay,
            DomainEventStatus::Finished => EventStatus::Finished,
            DomainEventStatus::Cancelled => EventStatus::Cancelled,
            DomainEventStatus::Hidden => EventStatus::Hidden,
            DomainEventStatus::Invalid => EventStatus::Invalid,
        }
    }
}

/// The live status a scoreboard shows (spec 002 §4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum LiveEventStatus {
    Scheduled,
    InProgress,
    Delayed,
    Postponed,
    Suspended,
    HalfOver,
    Final,
    Cancelled,
    Withdrawn,
}

impl From<LiveStatus> for LiveEventStatus {
    fn from(s: LiveStatus) -> Self {
        match s {
            LiveStatus::Scheduled => LiveEventStatus::Scheduled,
            LiveStatus::InProgress => LiveEventStatus::InProgress,
            LiveStatus::Delayed => LiveEventStatus::Delayed,
            LiveStatus::Postponed => LiveEventStatus::Postponed,
            LiveStatus::Suspended => LiveEventStatus::Suspended,
            LiveStatus::HalfOver => LiveEventStatus::HalfOver,
            LiveStatus::Final => LiveEventStatus::Final,
            LiveStatus::Cancelled => LiveEventStatus::Cancelled,
            LiveStatus::Withdrawn => LiveEventStatus::Withdrawn,
        }
    }
}

/// Market status: CLOSED is shown as "Suspended", HIDDEN and FINISHED as "Closed".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum MarketStatus {
    Open,
    Closed,
    Hidden,
    Finished,
}

/// Selection status, with the same meanings as [`MarketStatus`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum SelectionStatus {
    Open,
    Closed,
    Hidden,
    Finished,
}

impl From<OfferStatus> for MarketStatus {
    fn from(s: OfferStatus) -> Self {
        match s {
            OfferStatus::Open => MarketStatus::Open,
            OfferStatus::Closed => MarketStatus::Closed,
            OfferStatus::Hidden => MarketStatus::Hidden,
            OfferStatus::Finished => MarketStatus::Finished,
        }
    }
}

impl From<OfferStatus> for SelectionStatus {
    fn from(s: OfferStatus) -> Self {
        match s {
            OfferStatus::Open => SelectionStatus::Open,
            OfferStatus::Closed => SelectionStatus::Closed,
            OfferStatus::Hidden => SelectionStatus::Hidden,
            OfferStatus::Finished => SelectionStatus::Finished,
        }
    }
}

/// Home or away.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum ParticipantSide {
    Home,
    Away,
}

impl From<Side> for ParticipantSide {
    fn from(s: Side) -> Self {
        match s {
            Side::Home => ParticipantSide::Home,
            Side::Away => ParticipantSide::Away,
        }
    }
}

/// How an operation wants odds rendered.
#[derive(Debug, Clone, Copy)]
pub struct View {
    pub format: DomainOddsFormat,
    pub include_trend: bool,
    pub now: DateTime<Utc>,
}

impl View {
    pub fn new(format: Option<OddsFormat>, include_trend: Option<bool>) -> Self {
        Self {
            format: format.unwrap_or_default().into(),
            include_trend: include_trend.unwrap_or(false),
            now: Utc::now(),
        }
    }
}

/// A price: the profit as a reduced fraction, and its American and decimal texts.
pub struct Odds {
    odds: DomainOdds,
    format: DomainOddsFormat,
}

impl Odds {
    pub fn new(odds: DomainOdds, view: &View) -> Self {
        Self {
            odds,
            format: view.format,
        }
    }
}

#[Object]
impl Odds {
    /// The numerator of the reduced profit fraction (decimal = 1 + numerator / denominator);
    /// an error beyond 32 bits (read `numeratorLong`).
    async fn numerator(&self) -> Result<i32> {
        i32::try_from(self.odds.numerator())
            .map_err(|_| "numerator exceeds 32 bits; read numeratorLong".into())
    }
    async fn denominator(&self) -> Result<i32> {
        i32::try_from(self.odds.denominator())
            .map_err(|_| "denominator exceeds 32 bits; read denominatorLong".into())
    }
    /// The numerator as a decimal string (64-bit safe).
    async fn numerator_long(&self) -> String {
        self.odds.numerator().to_string()
    }
    async fn denominator_long(&self) -> String {
        self.odds.denominator().to_string()
    }
    /// "+150", "-110", "Even".
    async fn american(&self) -> String {
        self.odds.format_american()
    }
    /// "2.50" (Even is "2.00").
    async fn decimal(&self) -> String {
        self.odds.format_decimal()
    }
    /// In the operation's `oddsFormat`.
    async fn formatted_odds(&self) -> String {
        self.odds.format(self.format)
    }
}

/// A line (spread or total).
#[derive(SimpleObject)]
pub struct Points {
    pub value: f64,
    /// "+3.5", "-7", "PK" for spreads; "47.5" for totals.
    pub formatted_points: String,
}

fn points(p: DomainPoints, spread: bool) -> Points {
    Points {
        value: f64::from(p.halves()) / 2.0,
        formatted_points: if spread {
            p.format_spread()
        } else {
            p.to_string()
        },
    }
}

/// A selection's name in the lengths the client needs.
#[derive(SimpleObject)]
pub struct SelectionName {
    pub clean: String,
    pub default: String,
    pub full: String,
    pub minimal: String,
}

/// A team or player.
pub struct Participant {
    pub participant: DomainParticipant,
    pub side: Side,
}

#[Object]
impl Participant {
    async fn id(&self) -> ID {
        ID(self.participant.id.clone())
    }
    async fn abbreviation(&self) -> &str {
        &self.participant.abbreviation
    }
    async fn medium_name(&self) -> &str {
        &self.participant.medium_name
    }
    async fn full_name(&self) -> &str {
        &self.participant.full_name
    }
    async fn side(&self) -> ParticipantSide {
        self.side.into()
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
    pub fn odds_value(&self) -> DomainOdds {
        self.selection.odds
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
        selection_name(&self.selection, &self.entry.market, self.event.as_deref())
    }
    /// HOME, AWAY, DRAW, OVER, UNDER, YES or NO.
    #[graphql(name = "type")]
    async fn kind(&self) -> &'static str {
        match self.selection.kind {
            SelectionKind::Home => "HOME",
            SelectionKind::Away => "AWAY",
            SelectionKind::Draw => "DRAW",
            SelectionKind::Over => "OVER",
            SelectionKind::Under => "UNDER",
            SelectionKind::Yes => "YES",
            SelectionKind::No => "NO",
        }
    }
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
            MarketType::Spread | MarketType::AlternateSpread
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

/// A selection is only as available as its market.
fn effective_status(market: OfferStatus, selection: OfferStatus) -> OfferStatus {
    match (market, selection) {
        (OfferStatus::Open, s) => s,
        (m, OfferStatus::Open) => m,
        (_, s) => s,
    }
}

fn selection_name(
    s: &DomainSelection,
    market: &DomainMarket,
    event: Option<&EventEntry>,
) -> SelectionName {
    let team = |side: Side| {
        event.map(|e| match side {
            Side::Home => &e.event.home,
            Side::Away => &e.event.away,
        })
    };
    let line = s.points.map(|p| p.to_string()).unwrap_or_default();
    match (s.kind, s.side.and_then(team)) {
        (SelectionKind::Home | SelectionKind::Away, Some(p)) => SelectionName {
            clean: p.medium_name.clone(),
            default: p.medium_name.clone(),
            full: p.full_name.clone(),
            minimal: p.abbreviation.clone(),
        },
        (SelectionKind::Over | SelectionKind::Under, _) => {
            let word = if s.kind == SelectionKind::Over {
                "Over"
            } else {
                "Under"
            };
            let subject = match market.market_type {
                MarketType::Total | MarketType::AlternateTotal => String::new(),
                _ => format!("{} ", market.name),
            };
            SelectionName {
                clean: word.to_owned(),
                default: word.to_owned(),
                full: format!("{subject}{word} {line}").trim().to_owned(),
                minimal: word.chars().take(1).collect(),
            }
        }
        _ => SelectionName {
            clean: s.name.clone(),
            default: s.name.clone(),
            full: s.name.clone(),
            minimal: s.name.chars().take(3).collect(),
        },
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

    /// Its selections (those not hidden) as GraphQL values.
    pub fn selection_values(&self) -> Vec<MarketSelection> {
        self.entry
            .market
            .selections
            .iter()
            .filter(|s| s.status != OfferStatus::Hidden)
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
    /// MONEYLINE, SPREAD, TOTAL, ALTERNATE_SPREAD, ALTERNATE_TOTAL, THREE_WAY, TEAM_TOTAL,
    /// PLAYER_PROP or GAME_PROP.
    #[graphql(name = "type")]
    async fn kind(&self) -> &'static str {
        market_type_name(self.entry.market.market_type)
    }
    async fn status(&self) -> MarketStatus {
        self.entry.market.status.into()
    }
    /// The event's start time.
    async fn start_time(&self) -> Option<DateTime<Utc>> {
        self.event.as_ref().map(|e| e.event.start_time)
    }
    async fn statistic_accrued(&self) -> Option<&str> {
        self.entry.market.statistic_accrued.as_deref()
    }
    async fn selections(&self) -> Vec<MarketSelection> {
        self.selection_values()
    }
}

pub fn market_type_name(t: MarketType) -> &'static str {
    match t {
        MarketType::Moneyline => "MONEYLINE",
        MarketType::Spread => "SPREAD",
        MarketType::Total => "TOTAL",
        MarketType::AlternateSpread => "ALTERNATE_SPREAD",
        MarketType::AlternateTotal => "ALTERNATE_TOTAL",
        MarketType::ThreeWay => "THREE_WAY",
        MarketType::TeamTotal => "TEAM_TOTAL",
        MarketType::PlayerProp => "PLAYER_PROP",
        MarketType::GameProp => "GAME_PROP",
    }
}

/// A sport.
#[derive(SimpleObject)]
pub struct Sport {
    pub id: ID,
    pub slug: String,
    pub name: String,
    /// The web app's icon key (the slug).
    pub icon: String,
}

/// An organization (country or governing body).
#[derive(SimpleObject)]
pub struct Organization {
    pub id: ID,
    pub slug: String,
    pub name: String,
}

/// A league, tournament or cup.
#[derive(SimpleObject)]
pub struct Competition {
    pub id: ID,
    pub slug: String,
    pub name: String,
}

fn sport(t: &Taxon) -> Sport {
    Sport {
        id: ID(t.slug.clone()),
        slug: t.slug.clone(),
        name: t.name.clone(),
        icon: t.slug.clone(),
    }
}

/// One period's score.
#[derive(SimpleObject)]
pub struct Segment {
    pub label: String,
    pub home: u32,
    pub away: u32,
}

/// The game clock when the statistics were sent; the client runs it on from `updatedAt`.
#[derive(SimpleObject)]
pub struct Clock {
    pub seconds: u32,
    pub running: bool,
    pub counts_down: bool,
    pub updated_at: DateTime<Utc>,
}

#[derive(SimpleObject)]
pub struct FootballStatistics {
    pub possession: ParticipantSide,
    pub field_position: String,
    pub yards_from_goal: u32,
    pub down_and_distance: String,
    pub red_zone: bool,
}

#[derive(SimpleObject)]
pub struct BaseballStatistics {
    pub balls: u32,
    pub strikes: u32,
    pub outs: u32,
    pub on_first: bool,
    pub on_second: bool,
    pub on_third: bool,
    pub home_batting: bool,
}

#[derive(SimpleObject)]
pub struct TennisStatistics {
    pub current_server: ParticipantSide,
    pub home_game_score: String,
    pub away_game_score: String,
}

#[derive(SimpleObject)]
pub struct SoccerStatistics {
    pub home_red_cards: u32,
    pub away_red_cards: u32,
}

#[derive(SimpleObject)]
pub struct HockeyStatistics {
    pub home_players_in_box: u32,
    pub away_players_in_box: u32,
}

#[derive(SimpleObject)]
pub struct CricketStatistics {
    pub home_wickets: u32,
    pub away_wickets: u32,
    pub current_batter: String,
    pub game_state: String,
    pub home_score_text: String,
    pub away_score_text: String,
}

#[derive(SimpleObject)]
pub struct DartsStatistics {
    pub home_leg_score: u32,
    pub away_leg_score: u32,
    pub thrower: ParticipantSide,
}

#[derive(SimpleObject)]
pub struct FutsalStatistics {
    pub home_suspensions: u32,
    pub away_suspensions: u32,
}

#[derive(SimpleObject)]
pub struct EsportsStatistics {
    pub current_map: String,
}

/// Live statistics (spec 002 §3): the score and progress, and one sport's extras.
#[derive(SimpleObject, Default)]
pub struct EventStatistics {
    pub home_score: u32,
    pub away_score: u32,
    /// "Q3", "Top 5th", "2nd Half", "Set 2".
    pub progress: String,
    pub is_in_play: bool,
    pub live_status: Option<LiveEventStatus>,
    pub clock: Option<Clock>,
    pub segments: Vec<Segment>,
    pub football: Option<FootballStatistics>,
    pub baseball: Option<BaseballStatistics>,
    pub tennis: Option<TennisStatistics>,
    pub soccer: Option<SoccerStatistics>,
    pub hockey: Option<HockeyStatistics>,
    pub cricket: Option<CricketStatistics>,
    pub darts: Option<DartsStatistics>,
    pub futsal: Option<FutsalStatistics>,
    pub esports: Option<EsportsStatistics>,
}

fn statistics(s: &domain::catalogue::Statistics) -> EventStatistics {
    let mut out = EventStatistics {
        home_score: s.home_score,
        away_score: s.away_score,
        progress: s.progress.clone(),
        is_in_play: s.is_in_play(),
        live_status: Some(s.live_status.into()),
        clock: s.clock.map(|c| Clock {
            seconds: c.seconds,
            running: c.running,
            counts_down: c.counts_down,
            updated_at: s.updated_at,
        }),
        segments: s
            .segments
            .iter()
            .map(|g| Segment {
                label: g.label.clone(),
                home: g.home,
                away: g.away,
            })
            .collect(),
        ..EventStatistics::default()
    };
    match s.extras.clone() {
        Some(SportExtras::Football {
            possession,
            field_position,
            yards_from_goal,
            down_and_distance,
            red_zone,
        }) => {
            out.football = Some(FootballStatistics {
                possession: possession.into(),
                field_position,
                yards_from_goal,
                down_and_distance,
                red_zone,
            })
        }
        Some(SportExtras::Baseball {
            balls,
            strikes,
            outs,
            on_first,
            on_second,
            on_third,
            home_batting,
        }) => {
            out.baseball = Some(BaseballStatistics {
                balls,
                strikes,
                outs,
                on_first,
                on_second,
                on_third,
                home_batting,
            })
        }
        Some(SportExtras::Tennis {
            server,
            home_game_score,
            away_game_score,
        }) => {
            out.tennis = Some(TennisStatistics {
                current_server: server.into(),
                home_game_score,
                away_game_score,
            })
        }
        Some(SportExtras::Soccer {
            home_red_cards,
            away_red_cards,
        }) => {
            out.soccer = Some(SoccerStatistics {
                home_red_cards,
                away_red_cards,
            })
        }
        Some(SportExtras::Hockey {
            home_players_in_box,
            away_players_in_box,
        }) => {
            out.hockey = Some(HockeyStatistics {
                home_players_in_box,
                away_players_in_box,
            })
        }
        Some(SportExtras::Cricket {
            home_wickets,
            away_wickets,
            current_batter,
            game_state,
            home_score_text,
            away_score_text,
        }) => {
            out.cricket = Some(CricketStatistics {
                home_wickets,
                away_wickets,
                current_batter,
                game_state,
                home_score_text,
                away_score_text,
            })
        }
        Some(SportExtras::Darts {
            home_leg_score,
            away_leg_score,
            thrower,
        }) => {
            out.darts = Some(DartsStatistics {
                home_leg_score,
                away_leg_score,
                thrower: thrower.into(),
            })
        }
        Some(SportExtras::Futsal {
            home_suspensions,
            away_suspensions,
        }) => {
            out.futsal = Some(FutsalStatistics {
                home_suspensions,
                away_suspensions,
            })
        }
        Some(SportExtras::Esports { current_map }) => {
            out.esports = Some(EsportsStatistics { current_map })
        }
        None => {}
    }
    out
}

/// The app path of an event's page.
pub fn event_path(e: &domain::catalogue::Event) -> String {
    format!(
        "/sport/{}/organization/{}/competition/{}/event/{}",
        e.sport.slug, e.organization.slug, e.competition.slug, e.id
    )
}

/// A sporting event.
pub struct Event {
    pub entry: Arc<EventEntry>,
    pub view: View,
}

impl Event {
    pub fn new(entry: Arc<EventEntry>, view: View) -> Self {
        Self { entry, view }
    }

    /// The visible markets of the event, in display order.
    pub fn market_values(&self, ctx: &Context<'_>) -> Result<Vec<Market>> {
        let catalogue = &state(ctx)?.catalogue;
        Ok(catalogue
            .markets_of(&self.entry)
            .into_iter()
            .filter(|m| m.market.status != OfferStatus::Hidden)
            .map(|m| Market::new(m, Some(Arc::clone(&self.entry)), self.view))
            .collect())
    }
}

#[Object]
impl Event {
    async fn id(&self) -> ID {
        ID(self.entry.event.id.clone())
    }
    async fn name(&self) -> &str {
        &self.entry.event.name
    }
    async fn slug(&self) -> String {
        slug(&self.entry.event.name)
    }
    async fn start_time(&self) -> DateTime<Utc> {
        self.entry.event.start_time
    }
    async fn status(&self) -> EventStatus {
        self.entry.event.status.into()
    }
    /// The event page's app path.
    async fn resource_uri(&self) -> String {
        event_path(&self.entry.event)
    }
    async fn deep_link(&self) -> DeepLink {
        DeepLink::path(&event_path(&self.entry.event))
    }
    async fn sport(&self) -> Sport {
        sport(&self.entry.event.sport)
    }
    async fn organization(&self) -> Organization {
        let t = &self.entry.event.organization;
        Organization {
            id: ID(format!("{}/{}", self.entry.event.sport.slug, t.slug)),
            slug: t.slug.clone(),
            name: t.name.clone(),
        }
    }
    async fn competition(&self) -> Competition {
        let e = &self.entry.event;
        Competition {
            id: ID(format!(
                "{}/{}/{}",
                e.sport.slug, e.organization.slug, e.competition.slug
            )),
            slug: e.competition.slug.clone(),
            name: e.competition.name.clone(),
        }
    }
    async fn home_participant(&self) -> Participant {
        Participant {
            participant: self.entry.event.home.clone(),
            side: Side::Home,
        }
    }
    async fn away_participant(&self) -> Participant {
        Participant {
            participant: self.entry.event.away.clone(),
            side: Side::Away,
        }
    }
    /// Null before the feed sent any.
    async fn statistics(&self) -> Option<EventStatistics> {
        self.entry.statistics.as_ref().map(statistics)
    }
    async fn networks(&self) -> &[String] {
        &self.entry.event.networks
    }
    async fn extra_information(&self) -> Option<&str> {
        self.entry.event.extra_information.as_deref()
    }
    /// How many markets are offered (hidden ones excluded).
    async fn market_count(&self, ctx: &Context<'_>) -> Result<usize> {
        Ok(self.market_values(ctx)?.len())
    }
    /// Every visible market, in display order.
    async fn markets(&self, ctx: &Context<'_>) -> Result<Vec<Market>> {
        self.market_values(ctx)
    }
    /// The markets grouped into the event page's drawers.
    async fn market_cards(&self, ctx: &Context<'_>) -> Result<Vec<MarketCard>> {
        Ok(MarketCard::group(
            self.market_values(ctx)?,
            &self.entry.event.id,
        ))
    }
}

/// A URL-safe slug of a name ("Bills @ Chiefs" -> "bills-chiefs").
pub fn slug(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars().flat_map(char::to_lowercase) {
        if c.is_ascii_alphanumeric() {
            out.push(c);
        } else if !out.ends_with('-') && !out.is_empty() {
            out.push('-');
        }
    }
    out.trim_end_matches('-').to_owned()
}

/// A drawer of related markets on the event page ("Game Lines", "Player Props").
pub struct MarketCard {
    pub id: String,
    pub event_id: String,
    pub group: MarketGroup,
    pub markets: Vec<Market>,
}

impl MarketCard {
    /// The drawers of an event's markets, in group order.
    pub fn group(markets: Vec<Market>, event_id: &str) -> Vec<MarketCard> {
        let mut cards: Vec<MarketCard> = Vec::new();
        for market in markets {
            let group = market.entry.market.market_type.group();
            match cards.iter_mut().find(|c| c.group == group) {
                Some(card) => card.markets.push(market),
                None => cards.push(MarketCard {
                    id: market_card_id(event_id, group),
                    event_id: event_id.to_owned(),
                    group,
                    markets: vec![market],
                }),
            }
        }
        cards.sort_by_key(|c| c.group);
        cards
    }
}

/// `{eventId}:{group}`.
pub fn market_card_id(event_id: &str, group: MarketGroup) -> String {
    let key = match group {
        MarketGroup::GameLines => "game-lines",
        MarketGroup::Alternates => "alternates",
        MarketGroup::GameProps => "game-props",
        MarketGroup::PlayerProps => "player-props",
    };
    format!("{event_id}:{key}")
}

#[Object]
impl MarketCard {
    async fn id(&self) -> ID {
        ID(self.id.clone())
    }
    async fn event_id(&self) -> ID {
        ID(self.event_id.clone())
    }
    async fn title(&self) -> &'static str {
        self.group.title()
    }
    /// Game lines open expanded; the rest start collapsed.
    async fn expanded(&self) -> bool {
        self.group == MarketGroup::GameLines
    }
    async fn markets(&self) -> &[Market] {
        &self.markets
    }
}

/// A column of a table card: a main market (null when not offered).
pub struct TableColumn {
    pub header: &'static str,
    pub market: Option<Market>,
}

#[Object]
impl TableColumn {
    async fn header(&self) -> &'static str {
        self.header
    }
    /// Two selections (away first, then home) or three (home, draw, away).
    async fn market(&self) -> Option<&Market> {
        self.market.as_ref()
    }
}

/// An event's row on a list page with its main lines.
pub struct TableCard {
    pub event: Event,
    pub columns: Vec<TableColumn>,
}

/// The main-line columns a sport's table cards show.
pub fn column_types(sport: &str) -> &'static [(&'static str, MarketType)] {
    match sport {
        "soccer" => &[
            ("Result", MarketType::ThreeWay),
            ("Total", MarketType::Total),
        ],
        "hockey" => &[
            ("Puck Line", MarketType::Spread),
            ("Total", MarketType::Total),
            ("Moneyline", MarketType::Moneyline),
        ],
        "baseball" => &[
            ("Run Line", MarketType::Spread),
            ("Total", MarketType::Total),
            ("Moneyline", MarketType::Moneyline),
        ],
        "tennis" | "darts" => &[
            ("Moneyline", MarketType::Moneyline),
            ("Spread", MarketType::Spread),
            ("Total", MarketType::Total),
        ],
        _ => &[
            ("Spread", MarketType::Spread),
            ("Total", MarketType::Total),
            ("Moneyline", MarketType::Moneyline),
        ],
    }
}

impl TableCard {
    pub fn new(catalogue: &Catalogue, entry: Arc<EventEntry>, view: View) -> Self {
        let markets = catalogue.markets_of(&entry);
        let columns = column_types(&entry.event.sport.slug)
            .iter()
            .map(|(header, kind)| TableColumn {
                header,
                market: markets
                    .iter()
                    .filter(|m| {
                        m.market.market_type == *kind && m.market.status != OfferStatus::Hidden
                    })
                    .find(|m| m.market.main)
                    .map(|m| {
                        let mut market = Market::new(Arc::clone(m), Some(Arc::clone(&entry)), view);
                        market.entry = Arc::new(ordered_for_table(m));
                        market
                    }),
            })
            .collect();
        Self {
            event: Event::new(entry, view),
            columns,
        }
    }
}

/// Away before home (US convention); home, draw, away for three-way markets.
fn ordered_for_table(entry: &MarketEntry) -> MarketEntry {
    let mut entry = entry.clone();
    let rank = |k: SelectionKind| match k {
        SelectionKind::Away | SelectionKind::Over | SelectionKind::Yes => 0,
        SelectionKind::Home | SelectionKind::Under | SelectionKind::No => 1,
        SelectionKind::Draw => 2,
    };
    if entry.market.market_type == MarketType::ThreeWay {
        let three = |k: SelectionKind| match k {
            SelectionKind::Home => 0,
            SelectionKind::Draw => 1,
            _ => 2,
        };
        entry.market.selections.sort_by_key(|s| three(s.kind));
    } else {
        entry.market.selections.sort_by_key(|s| rank(s.kind));
    }
    entry
}

#[Object]
impl TableCard {
    /// The event id.
    async fn id(&self) -> ID {
        ID(self.event.entry.event.id.clone())
    }
    async fn event(&self) -> &Event {
        &self.event
    }
    async fn columns(&self) -> &[TableColumn] {
        &self.columns
    }
}
