//! Cards: an event page's market drawers and a list page's table rows.

use super::View;
use super::event::Event;
use super::market::Market;
use crate::catalogue::{Catalogue, EventEntry};
use async_graphql::{ID, Object};
use domain::catalogue::{MarketGroup, MarketType};
use domain::sports::OfferStatus;
use std::sync::Arc;

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
            let group = market.group();
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

/// The URL key of a market group (an event page's section: `.../event/{id}/player-props`).
pub fn group_key(group: MarketGroup) -> &'static str {
    match group {
        MarketGroup::GameLines => "game-lines",
        MarketGroup::Alternates => "alternates",
        MarketGroup::GameProps => "game-props",
        MarketGroup::PlayerProps => "player-props",
    }
}

/// `{eventId}:{group key}`.
pub fn market_card_id(event_id: &str, group: MarketGroup) -> String {
    format!("{event_id}:{}", group_key(group))
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
    /// The main market of the column, selections in the event's display order.
    async fn market(&self) -> Option<&Market> {
        self.market.as_ref()
    }
}

/// An event's row on a list page with its main lines.
pub struct TableCard {
    pub event: Event,
    pub columns: Vec<TableColumn>,
}

/// The main-line columns a sport's table cards show (in play, a spread or total column
/// shows the family's re-centred main line).
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
                        let t = m.market.market_type;
                        let fits = match kind.line_family() {
                            Some(family) => t.line_family() == Some(family),
                            None => t == *kind,
                        };
                        fits && m.market.status != OfferStatus::Hidden
                    })
                    .find(|m| entry.main_market_ids.contains(&m.market.id))
                    .map(|m| Market::new(Arc::clone(m), Some(Arc::clone(&entry)), view)),
            })
            .collect();
        Self {
            event: Event::new(entry, view),
            columns,
        }
    }
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
