//! The catalogue's GraphQL types (see `docs/product/sports-and-odds.md`): events, statistics,
//! participants, markets, selections and odds, each rendered for one [`View`] (odds format, trends,
//! time).

mod cards;
mod event;
mod market;
mod odds;
mod statistics;

pub use cards::{MarketCard, TableCard, TableColumn, column_types, group_key, market_card_id};
pub use event::{Competition, Event, Organization, Participant, Sport};
pub use market::{Market, MarketSelection, MarketType, SelectionName, SelectionType};
pub use odds::{Odds, Points, points};
pub use statistics::EventStatistics;

use async_graphql::Enum;
use chrono::{DateTime, Utc};
use domain::catalogue::Side;
use domain::odds::{OddsFormat as DomainOddsFormat, OddsTrend as DomainTrend};
use domain::sports::{EventStatus as DomainEventStatus, LiveStatus, OfferStatus};

/// How prices are shown.
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

/// Odds movement.
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

/// Where an event is in its life.
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

/// The live status a scoreboard shows.
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
    pub fn new(
        format: Option<OddsFormat>,
        include_trend: Option<bool>,
        now: DateTime<Utc>,
    ) -> Self {
        Self {
            format: format.unwrap_or_default().into(),
            include_trend: include_trend.unwrap_or(false),
            now,
        }
    }
}
