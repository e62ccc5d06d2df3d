//! Quick Bets (`/quick-bets`): one-tap cards, an event with its result market (moneyline,
//! or the three-way result in soccer), in three modes: Popular, Live and Starting Soon. The
//! page lists the modes with their counts and the selected mode's first cards; sections page
//! on with an offset cursor; `eventQuickBetDetailsUpdated` keeps cards live.

use super::super::context::state;
use super::super::errors::bad_user_input;
use super::types::{Event, Market, View};
use crate::catalogue::taxonomy::popularity;
use crate::catalogue::{Catalogue, EventEntry};
use async_graphql::{Enum, ID, Object, SimpleObject};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use chrono::{DateTime, Duration, Utc};
use domain::catalogue::MarketType;
use domain::sports::OfferStatus;
use std::sync::Arc;

/// Cards per page when `first` is not given, and at most.
pub const DEFAULT_PAGE: usize = 20;
pub const MAX_PAGE: usize = 50;
/// How far ahead "Starting Soon" looks.
pub const STARTING_SOON: Duration = Duration::hours(3);

/// The modes of the Quick Bets page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum QuickBetsMode {
    /// Featured games first, then the biggest leagues by start time.
    Popular,
    /// Games in play.
    Live,
    /// Games starting within three hours.
    StartingSoon,
}

impl QuickBetsMode {
    const ALL: [QuickBetsMode; 3] = [
        QuickBetsMode::Popular,
        QuickBetsMode::Live,
        QuickBetsMode::StartingSoon,
    ];

    fn title(self) -> &'static str {
        match self {
            QuickBetsMode::Popular => "Popular",
            QuickBetsMode::Live => "Live",
            QuickBetsMode::StartingSoon => "Starting Soon",
        }
    }

    fn key(self) -> &'static str {
        match self {
            QuickBetsMode::Popular => "popular",
            QuickBetsMode::Live => "live",
            QuickBetsMode::StartingSoon => "starting-soon",
        }
    }

    /// The mode's events, best first, each with an open-or-suspended result market.
    fn events(self, catalogue: &Catalogue, now: DateTime<Utc>) -> Vec<Arc<EventEntry>> {
        let mut events = catalogue.events(now, |e| {
            let fits = match self {
                QuickBetsMode::Popular => !e.event.status.is_over(),
                QuickBetsMode::Live => e.is_live(),
                QuickBetsMode::StartingSoon => {
                    !e.is_live()
                        && !e.event.status.is_over()
                        && e.event.start_time <= now + STARTING_SOON
                }
            };
            fits && result_market(catalogue, e).is_some()
        });
        if self == QuickBetsMode::Popular {
            // Stable: within a rank, the catalogue's start-time order stays.
            events.sort_by_key(|e| (!e.event.featured, popularity(&e.event.competition.slug)));
        }
        events
    }
}

/// The event's result market: the three-way result where there is one, else the moneyline;
/// only while it can be shown (open or suspended).
pub fn result_market(
    catalogue: &Catalogue,
    event: &EventEntry,
) -> Option<Arc<crate::catalogue::MarketEntry>> {
    let markets = catalogue.markets_of(event);
    let shown = |m: &&Arc<crate::catalogue::MarketEntry>| {
        matches!(m.market.status, OfferStatus::Open | OfferStatus::Closed)
    };
    markets
        .iter()
        .filter(shown)
        .find(|m| m.market.market_type == MarketType::ThreeWay)
        .or_else(|| {
            markets
                .iter()
                .filter(shown)
                .find(|m| m.market.market_type == MarketType::Moneyline)
        })
        .cloned()
}

/// A one-tap card: the event and its result market.
pub struct QuickBetCard {
    pub event: Event,
    pub market: Option<Market>,
}

impl QuickBetCard {
    pub fn new(catalogue: &Catalogue, entry: Arc<EventEntry>, view: View) -> Self {
        let market = result_market(catalogue, &entry)
            .map(|m| Market::new(m, Some(Arc::clone(&entry)), view));
        Self {
            event: Event::new(entry, view),
            market,
        }
    }
}

#[Object]
impl QuickBetCard {
    /// The event id.
    async fn id(&self) -> ID {
        ID(self.event.entry.event.id.clone())
    }
    async fn event(&self) -> &Event {
        &self.event
    }
    /// The result market (null once it is closed or settled).
    async fn market(&self) -> Option<&Market> {
        self.market.as_ref()
    }
}

/// Where the next page starts.
#[derive(SimpleObject)]
pub struct PageInfo {
    pub has_next_page: bool,
    /// Pass as `after` for the next page.
    pub end_cursor: Option<String>,
}

/// One mode's cards, a page at a time.
pub struct QuickBetsSection {
    mode: QuickBetsMode,
    cards: Vec<QuickBetCard>,
    total: usize,
    next_offset: Option<usize>,
}

#[Object]
impl QuickBetsSection {
    async fn id(&self) -> ID {
        ID(format!("quick-bets:{}", self.mode.key()))
    }
    async fn mode(&self) -> QuickBetsMode {
        self.mode
    }
    async fn title(&self) -> &'static str {
        self.mode.title()
    }
    /// How many cards the mode has in all.
    async fn total_count(&self) -> usize {
        self.total
    }
    async fn cards(&self) -> &[QuickBetCard] {
        &self.cards
    }
    async fn page_info(&self) -> PageInfo {
        PageInfo {
            has_next_page: self.next_offset.is_some(),
            end_cursor: self.next_offset.map(cursor),
        }
    }
    /// What to show when there are no cards.
    async fn empty_message(&self) -> &'static str {
        match self.mode {
            QuickBetsMode::Popular => {
                "No games are open for quick bets right now. Check back soon."
            }
            QuickBetsMode::Live => "No games are in play right now. Check the games starting soon.",
            QuickBetsMode::StartingSoon => {
                "No games start in the next three hours. See the popular games."
            }
        }
    }
}

/// A tab of the Quick Bets page.
#[derive(SimpleObject)]
pub struct QuickBetsModeTab {
    pub mode: QuickBetsMode,
    pub title: &'static str,
    pub count: usize,
    pub selected: bool,
}

/// The Quick Bets page: its modes and the selected mode's first page.
#[derive(SimpleObject)]
pub struct QuickBetsPage {
    pub modes: Vec<QuickBetsModeTab>,
    pub section: QuickBetsSection,
}

fn cursor(offset: usize) -> String {
    URL_SAFE_NO_PAD.encode(format!("offset:{offset}"))
}

fn offset_of(after: Option<&str>) -> async_graphql::Result<usize> {
    let Some(after) = after else { return Ok(0) };
    URL_SAFE_NO_PAD
        .decode(after)
        .ok()
        .and_then(|bytes| String::from_utf8(bytes).ok())
        .and_then(|text| text.strip_prefix("offset:")?.parse().ok())
        .ok_or_else(|| bad_user_input("after is not a cursor this API gave out"))
}

fn page_size(first: Option<i32>) -> async_graphql::Result<usize> {
    match first {
        None => Ok(DEFAULT_PAGE),
        Some(n) => usize::try_from(n)
            .ok()
            .filter(|n| (1..=MAX_PAGE).contains(n))
            .ok_or_else(|| bad_user_input(format!("first must be between 1 and {MAX_PAGE}"))),
    }
}

/// One page of a mode's cards.
pub fn section(
    catalogue: &Catalogue,
    mode: QuickBetsMode,
    first: Option<i32>,
    after: Option<&str>,
    view: View,
) -> async_graphql::Result<QuickBetsSection> {
    let size = page_size(first)?;
    let offset = offset_of(after)?;
    let events = mode.events(catalogue, view.now);
    let total = events.len();
    let cards = events
        .into_iter()
        .skip(offset)
        .take(size)
        .map(|e| QuickBetCard::new(catalogue, e, view))
        .collect::<Vec<_>>();
    let end = offset + cards.len();
    Ok(QuickBetsSection {
        mode,
        cards,
        total,
        next_offset: (end < total).then_some(end),
    })
}

/// The page with `mode` selected.
pub fn page(
    ctx: &async_graphql::Context<'_>,
    mode: QuickBetsMode,
    first: Option<i32>,
    view: View,
) -> async_graphql::Result<QuickBetsPage> {
    let catalogue = &state(ctx)?.catalogue;
    let modes = QuickBetsMode::ALL
        .into_iter()
        .map(|m| QuickBetsModeTab {
            mode: m,
            title: m.title(),
            count: m.events(catalogue, view.now).len(),
            selected: m == mode,
        })
        .collect();
    Ok(QuickBetsPage {
        modes,
        section: section(catalogue, mode, first, None, view)?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cursors_round_trip_and_garbage_is_refused() {
        assert_eq!(offset_of(Some(&cursor(40))).unwrap(), 40);
        assert_eq!(offset_of(None).unwrap(), 0);
        assert!(offset_of(Some("nope")).is_err());
        assert!(page_size(Some(0)).is_err());
        assert!(page_size(Some(51)).is_err());
        assert_eq!(page_size(Some(5)).unwrap(), 5);
    }
}
