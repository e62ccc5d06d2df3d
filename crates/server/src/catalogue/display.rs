//! How the catalogue's offers read to bettors, whatever shows them (pages, the betslip, bet
//! history): a selection's names, the status it shows, an event's app path.

use super::EventEntry;
use domain::catalogue::{Event, Market, MarketType, Selection, SelectionKind, Side};
use domain::sports::OfferStatus;

/// A selection's name in the lengths the client needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SelectionName {
    /// What a price button or betslip leg shows ("Chiefs", "Over").
    pub clean: String,
    pub default: String,
    /// With its subject ("Kansas City Chiefs", "Chiefs Team Total Over 27.5").
    pub full: String,
    /// The shortest form ("KC", "O").
    pub minimal: String,
}

impl SelectionName {
    /// A name known in one form only (the shortest form is its first three characters).
    pub fn plain(name: &str) -> Self {
        Self {
            clean: name.to_owned(),
            default: name.to_owned(),
            full: name.to_owned(),
            minimal: name.chars().take(3).collect(),
        }
    }
}

/// A selection is only as available as its market.
pub fn effective_status(market: OfferStatus, selection: OfferStatus) -> OfferStatus {
    match (market, selection) {
        (OfferStatus::Open, s) => s,
        (m, OfferStatus::Open) => m,
        (_, s) => s,
    }
}

/// A selection's names: the team for home/away selections, "Over"/"Under" with the line, the
/// feed's name otherwise.
pub fn selection_name(s: &Selection, market: &Market, event: Option<&EventEntry>) -> SelectionName {
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
        _ => SelectionName::plain(&s.name),
    }
}

/// The app path of an event's page.
pub fn event_path(e: &Event) -> String {
    format!(
        "/sport/{}/organization/{}/competition/{}/event/{}",
        e.sport.slug, e.organization.slug, e.competition.slug, e.id
    )
}
