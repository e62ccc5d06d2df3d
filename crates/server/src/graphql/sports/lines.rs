//! "See all lines": every line of an event's spread or total, the main line and its
//! alternates, ordered by line (what teaser point-buying and "adjust points" choose from).

use super::super::errors::{ErrorCode, bad_user_input, error};
use super::types::{Event, Market, MarketType, View};
use crate::catalogue::{Catalogue, MarketEntry};
use async_graphql::{Result, SimpleObject};
use domain::catalogue::{MarketType as DomainMarketType, SelectionKind};
use domain::sports::OfferStatus;
use std::sync::Arc;

/// The lines of one market family of an event.
#[derive(SimpleObject)]
pub struct SeeAllLines {
    pub event: Event,
    /// "Spread" or "Total".
    pub title: String,
    /// The main line and every alternate that is offered, by line.
    pub markets: Vec<Market>,
}

/// The family a market type belongs to, if it has alternates.
fn family(kind: MarketType) -> Option<(DomainMarketType, DomainMarketType, &'static str)> {
    match kind {
        MarketType::Spread | MarketType::AlternateSpread => Some((
            DomainMarketType::Spread,
            DomainMarketType::AlternateSpread,
            "Spread",
        )),
        MarketType::Total | MarketType::AlternateTotal => Some((
            DomainMarketType::Total,
            DomainMarketType::AlternateTotal,
            "Total",
        )),
        _ => None,
    }
}

/// The line a market is ordered by: the home spread, or the total.
fn line(market: &MarketEntry) -> i32 {
    market
        .market
        .selections
        .iter()
        .find(|s| matches!(s.kind, SelectionKind::Home | SelectionKind::Over))
        .and_then(|s| s.points)
        .map_or(0, domain::sports::Points::halves)
}

/// Every line of `kind`'s family for the event. NOT_FOUND for unknown events;
/// BAD_USER_INPUT for market types without alternates.
pub fn see_all_lines(
    catalogue: &Catalogue,
    event_id: &str,
    kind: MarketType,
    view: View,
) -> Result<SeeAllLines> {
    let (main, alternate, title) = family(kind).ok_or_else(|| {
        bad_user_input("marketType must be SPREAD, ALTERNATE_SPREAD, TOTAL or ALTERNATE_TOTAL")
    })?;
    let event = catalogue
        .event(event_id)
        .filter(|e| e.event.status.is_public())
        .ok_or_else(|| error(ErrorCode::NotFound, "The event was not found"))?;
    let mut markets: Vec<Arc<MarketEntry>> = catalogue
        .markets_of(&event)
        .into_iter()
        .filter(|m| {
            let t = m.market.market_type;
            (t == main || t == alternate) && m.market.status != OfferStatus::Hidden
        })
        .collect();
    markets.sort_by_key(|m| line(m));
    Ok(SeeAllLines {
        markets: markets
            .into_iter()
            .map(|m| Market::new(m, Some(Arc::clone(&event)), view))
            .collect(),
        event: Event::new(event, view),
        title: title.into(),
    })
}
