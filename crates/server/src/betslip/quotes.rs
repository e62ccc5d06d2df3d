//! Selections as the engine and the slip's display need them, read from the in-memory
//! catalogue: the engine's [`LegQuote`] (with the event's main lines for the same-game
//! model), display snapshots, and the buy-point options (other lines of the same family).

use super::document::LegSnapshot;
use crate::catalogue::display::{effective_status, selection_name};
use crate::catalogue::{Catalogue, EventEntry, MarketEntry};
use chrono::{DateTime, Utc};
use domain::betslip::{LegQuote, MainLines};
use domain::catalogue::{LineFamily, MarketType, Selection, SelectionKind};
use domain::odds::Odds;
use domain::sports::{EventStatus, OfferStatus, Points};
use std::collections::HashMap;
use std::sync::Arc;

/// A selection the catalogue offers now, with its market and event.
#[derive(Debug, Clone)]
pub struct Offer {
    pub market: Arc<MarketEntry>,
    pub event: Arc<EventEntry>,
    pub selection: Selection,
}

impl Offer {
    /// Looks `selection_id` up; `None` when no current market of a known event lists it.
    pub fn find(catalogue: &Catalogue, selection_id: &str) -> Option<Offer> {
        let (market, event) = catalogue.selection(selection_id)?;
        let event = event?;
        let selection = market.market.selection(selection_id)?.clone();
        Some(Offer {
            market,
            event,
            selection,
        })
    }

    /// Whether a bettor may add it to a slip: the event is public and neither the market nor
    /// the selection is hidden or finished.
    pub fn is_listed(&self) -> bool {
        self.event.event.status.is_public()
            && !matches!(self.status(), OfferStatus::Hidden | OfferStatus::Finished)
    }

    /// The selection's status as its market allows it.
    pub fn status(&self) -> OfferStatus {
        effective_status(self.market.market.status, self.selection.status)
    }

    /// The line family of its market (spread or total, main or alternate).
    pub fn family(&self) -> Option<LineFamily> {
        self.market.market.market_type.line_family()
    }

    /// Whether its line is a spread (shown with a sign).
    pub fn is_spread(&self) -> bool {
        self.family() == Some(LineFamily::Spread)
    }

    /// The engine's view of the selection at `now`.
    pub fn quote(&self, catalogue: &Catalogue, now: DateTime<Utc>) -> LegQuote {
        let event = &self.event.event;
        let market = &self.market.market;
        let in_play = event.status == EventStatus::InPlay;
        LegQuote {
            selection_id: self.selection.id.clone(),
            market_id: market.id.clone(),
            event_id: event.id.clone(),
            sport: event.sport.slug.clone(),
            competition: event.competition.slug.clone(),
            market_type: market.market_type,
            kind: self.selection.kind,
            side: self.selection.side,
            points: self.selection.points,
            odds: self.selection.odds,
            selection_status: self.selection.status,
            market_status: market.status,
            started: in_play || event.status.is_over() || event.start_time <= now,
            in_play_priced: in_play,
            decided: market.status == OfferStatus::Finished
                || self.selection.result.is_some()
                || event.status.is_over(),
            main_lines: main_lines(catalogue, &self.event),
        }
    }

    /// How the selection looks now, kept in the document for when it is gone.
    pub fn snapshot(&self) -> LegSnapshot {
        let names = selection_name(
            &self.selection,
            &self.market.market,
            Some(self.event.as_ref()),
        );
        LegSnapshot {
            market_id: self.market.market.id.clone(),
            event_id: self.event.event.id.clone(),
            selection_name: names.full,
            market_name: self.market.market.name.clone(),
            event_name: self.event.event.name.clone(),
            starts_at: self.event.event.start_time,
            points: self.selection.points,
            spread: self.is_spread(),
        }
    }

    /// Other lines of the same family and side in the same event (alternate spreads or
    /// totals), open now, by line.
    pub fn buy_point_options(&self, catalogue: &Catalogue) -> Vec<BuyPointOption> {
        let Some(family) = self.family() else {
            return Vec::new();
        };
        let mut options: Vec<BuyPointOption> = catalogue
            .markets_of(&self.event)
            .iter()
            .filter(|m| m.market.market_type.line_family() == Some(family))
            .filter(|m| m.market.status == OfferStatus::Open)
            .flat_map(|m| m.market.selections.iter())
            .filter(|s| {
                s.id != self.selection.id
                    && s.kind == self.selection.kind
                    && s.side == self.selection.side
                    && s.status == OfferStatus::Open
            })
            .filter_map(|s| {
                Some(BuyPointOption {
                    selection_id: s.id.clone(),
                    points: s.points?,
                    odds: s.odds,
                })
            })
            .collect();
        options.sort_by_key(|o| (o.points, o.selection_id.clone()));
        options.dedup_by(|a, b| a.points == b.points);
        options
    }
}

/// Another line a leg can move to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BuyPointOption {
    pub selection_id: String,
    pub points: Points,
    pub odds: Odds,
}

/// The event's main home spread and total, when it has both.
pub fn main_lines(catalogue: &Catalogue, event: &EventEntry) -> Option<MainLines> {
    let mut home_spread = None;
    let mut total = None;
    for id in &event.main_market_ids {
        let Some(entry) = catalogue.market(id) else {
            continue;
        };
        let market = &entry.market;
        match market.market_type.line_family() {
            Some(LineFamily::Spread) if market.market_type != MarketType::TeamTotal => {
                home_spread = market
                    .selections
                    .iter()
                    .find(|s| s.kind == SelectionKind::Home)
                    .and_then(|s| s.points);
            }
            Some(LineFamily::Total) => {
                total = market
                    .selections
                    .iter()
                    .find(|s| s.kind == SelectionKind::Over)
                    .and_then(|s| s.points);
            }
            _ => {}
        }
    }
    Some(MainLines {
        home_spread: home_spread?,
        total: total?,
    })
}

/// Quotes of `selection_ids` whose event the catalogue still shows (a missing id: no longer
/// offered); suspended and closed selections are quoted with their status.
pub fn quotes<'a>(
    catalogue: &Catalogue,
    selection_ids: impl IntoIterator<Item = &'a str>,
    now: DateTime<Utc>,
) -> HashMap<String, LegQuote> {
    selection_ids
        .into_iter()
        .filter_map(|id| Offer::find(catalogue, id))
        .filter(|offer| offer.event.event.status.is_public())
        .map(|offer| (offer.selection.id.clone(), offer.quote(catalogue, now)))
        .collect()
}
