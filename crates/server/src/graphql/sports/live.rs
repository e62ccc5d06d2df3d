//! Live updates: markets, table cards, market cards and scoreboards.
//!
//! Over graphql-transport-ws these fields are normally served by the shared fan-out
//! ([`crate::graphql::fanout`]), which renders each state once for every watcher; the
//! streams here serve the rest (the legacy protocol, persisted-query hashes, inline ids).
//!
//! Each subscription watches a bounded set of keys (market, event or market-card ids). It
//! sends the current state of every key once, then the state of each key again after a change
//! touches it. Coalescing: dirty keys wait in a set (at most one entry per watched key) and are
//! rendered only when the client is ready for the next message, so a slow reader receives the
//! latest state, never a backlog; a reader so slow that the change channel lapped it marks every
//! key dirty. Memory per subscription is bounded by its key count.

use super::super::context::state;
use super::super::errors::bad_user_input;
use super::quick_bets::QuickBetCard;
use super::types::{
    Event, EventStatus, LiveEventStatus, Market, MarketCard, OddsFormat, TableCard, View,
    market_card_id,
};
use crate::catalogue::{Catalogue, Changed};
use async_graphql::SimpleObject;
use async_graphql::{Context, ID, Result, Subscription};
use chrono::{DateTime, Utc};
use domain::sports::OfferStatus;
use futures::Stream;
use std::collections::{HashSet, VecDeque};
use std::sync::Arc;
use tokio::sync::broadcast::Receiver;
use tokio::sync::broadcast::error::{RecvError, TryRecvError};

/// Most markets one `marketUpdated` subscription may watch.
pub const MAX_MARKETS: usize = 200;
/// Most events (or market cards) one subscription may watch.
pub const MAX_EVENTS: usize = 100;

/// Subscription root of the sports area.
#[derive(Default)]
pub struct SportsSubscription;

#[Subscription]
impl SportsSubscription {
    /// Markets by id: each now, then again after every change (coalesced).
    async fn market_updated(
        &self,
        ctx: &Context<'_>,
        market_ids: Vec<ID>,
        odds_format: Option<OddsFormat>,
        include_odds_trend: Option<bool>,
    ) -> Result<impl Stream<Item = Market> + use<>> {
        let keys = keys("marketIds", market_ids, MAX_MARKETS)?;
        let state = state(ctx)?;
        let catalogue = Arc::clone(&state.catalogue);
        let clock = Arc::clone(&state.clock);
        Ok(watch(
            catalogue,
            keys,
            |changed, key| changed.market_ids.contains(key),
            move |catalogue, key| {
                let entry = catalogue.market(key)?;
                let event = catalogue.event(&entry.market.event_id);
                Some(Market::new(
                    entry,
                    event,
                    View::new(odds_format, include_odds_trend, clock.now()),
                ))
            },
        ))
    }

    /// Table cards (an event's main lines) by event id.
    async fn table_card_updated(
        &self,
        ctx: &Context<'_>,
        event_ids: Vec<ID>,
        odds_format: Option<OddsFormat>,
        include_odds_trend: Option<bool>,
    ) -> Result<impl Stream<Item = TableCard> + use<>> {
        let keys = keys("eventIds", event_ids, MAX_EVENTS)?;
        let state = state(ctx)?;
        let catalogue = Arc::clone(&state.catalogue);
        let clock = Arc::clone(&state.clock);
        Ok(watch(
            catalogue,
            keys,
            touches_event_or_its_markets,
            move |catalogue, key| {
                let entry = catalogue.event(key)?;
                Some(TableCard::new(
                    catalogue,
                    entry,
                    View::new(odds_format, include_odds_trend, clock.now()),
                ))
            },
        ))
    }

    /// Market cards (`{eventId}:{group}`, an event page's drawers).
    async fn market_card_updated(
        &self,
        ctx: &Context<'_>,
        market_card_ids: Vec<ID>,
        odds_format: Option<OddsFormat>,
        include_odds_trend: Option<bool>,
    ) -> Result<impl Stream<Item = MarketCard> + use<>> {
        let keys = keys("marketCardIds", market_card_ids, MAX_EVENTS)?;
        let state = state(ctx)?;
        let catalogue = Arc::clone(&state.catalogue);
        let clock = Arc::clone(&state.clock);
        Ok(watch(
            catalogue,
            keys,
            |changed, key| {
                let event_id = key.rsplit_once(':').map_or(key, |(event, _)| event);
                changed.market_event_ids.contains(event_id)
            },
            move |catalogue, key| {
                let (event_id, _) = key.rsplit_once(':')?;
                let event = catalogue.event(event_id)?;
                let view = View::new(odds_format, include_odds_trend, clock.now());
                let markets = catalogue
                    .markets_of(&event)
                    .into_iter()
                    .filter(|m| m.market.status != OfferStatus::Hidden)
                    .map(|m| Market::new(m, Some(Arc::clone(&event)), view))
                    .collect();
                MarketCard::group(markets, event_id)
                    .into_iter()
                    .find(|card| card.id == key)
                    .or_else(|| {
                        // Every market of the group closed: an empty card says so.
                        let group = domain::catalogue::MarketGroup::ALL
                            .into_iter()
                            .find(|g| market_card_id(event_id, *g) == key)?;
                        Some(MarketCard {
                            id: key.to_owned(),
                            event_id: event_id.to_owned(),
                            group,
                            markets: Vec::new(),
                        })
                    })
            },
        ))
    }

    /// Quick Bets cards (an event and its result market) by event id.
    async fn event_quick_bet_details_updated(
        &self,
        ctx: &Context<'_>,
        event_ids: Vec<ID>,
        odds_format: Option<OddsFormat>,
        include_odds_trend: Option<bool>,
    ) -> Result<impl Stream<Item = QuickBetCard> + use<>> {
        let keys = keys("eventIds", event_ids, MAX_EVENTS)?;
        let state = state(ctx)?;
        let catalogue = Arc::clone(&state.catalogue);
        let clock = Arc::clone(&state.clock);
        Ok(watch(
            catalogue,
            keys,
            touches_event_or_its_markets,
            move |catalogue, key| {
                let entry = catalogue.event(key)?;
                Some(QuickBetCard::new(
                    catalogue,
                    entry,
                    View::new(odds_format, include_odds_trend, clock.now()),
                ))
            },
        ))
    }

    /// A light status-and-score update per event: what clients without rich scoreboards
    /// follow.
    async fn fallback_event_updated(
        &self,
        ctx: &Context<'_>,
        event_ids: Vec<ID>,
    ) -> Result<impl Stream<Item = EventUpdate> + use<>> {
        let keys = keys("eventIds", event_ids, MAX_EVENTS)?;
        let catalogue = Arc::clone(&state(ctx)?.catalogue);
        Ok(watch(
            catalogue,
            keys,
            |changed, key| changed.event_ids.contains(key),
            |catalogue, key| catalogue.event(key).map(|e| EventUpdate::of(&e)),
        ))
    }

    /// Events (header and scoreboard) by id.
    async fn rich_event_updated(
        &self,
        ctx: &Context<'_>,
        event_ids: Vec<ID>,
    ) -> Result<impl Stream<Item = Event> + use<>> {
        let keys = keys("eventIds", event_ids, MAX_EVENTS)?;
        let state = state(ctx)?;
        let catalogue = Arc::clone(&state.catalogue);
        let clock = Arc::clone(&state.clock);
        Ok(watch(
            catalogue,
            keys,
            |changed, key| changed.event_ids.contains(key),
            move |catalogue, key| {
                Some(Event::new(
                    catalogue.event(key)?,
                    View::new(None, None, clock.now()),
                ))
            },
        ))
    }
}

/// An event's status and score, without the rest of the event.
#[derive(SimpleObject)]
pub struct EventUpdate {
    pub id: ID,
    pub status: EventStatus,
    pub live_status: Option<LiveEventStatus>,
    pub start_time: DateTime<Utc>,
    pub home_score: Option<u32>,
    pub away_score: Option<u32>,
    /// "Q3", "Top 5th".
    pub progress: Option<String>,
}

impl EventUpdate {
    fn of(entry: &crate::catalogue::EventEntry) -> Self {
        let stats = entry.statistics.as_ref();
        EventUpdate {
            id: ID(entry.event.id.clone()),
            status: entry.event.status.into(),
            live_status: stats.map(|s| s.live_status.into()),
            start_time: entry.event.start_time,
            home_score: stats.map(|s| s.home_score),
            away_score: stats.map(|s| s.away_score),
            progress: stats.map(|s| s.progress.clone()),
        }
    }
}

/// Whether `changed` touched the event `key` or one of its markets.
fn touches_event_or_its_markets(changed: &Changed, key: &str) -> bool {
    changed.event_ids.contains(key) || changed.market_event_ids.contains(key)
}

/// Checks and de-duplicates the watched ids.
fn keys(field: &str, ids: Vec<ID>, max: usize) -> Result<Vec<String>> {
    if ids.is_empty() || ids.len() > max {
        return Err(bad_user_input(format!("{field} must hold 1 to {max} ids")));
    }
    let mut seen = HashSet::new();
    Ok(ids
        .into_iter()
        .map(|id| id.0)
        .filter(|id| seen.insert(id.clone()))
        .collect())
}

/// What a subscription stream keeps between messages.
struct Watch<M, R> {
    catalogue: Arc<Catalogue>,
    rx: Receiver<Arc<Changed>>,
    keys: Vec<String>,
    dirty: VecDeque<String>,
    dirty_set: HashSet<String>,
    touches: M,
    render: R,
}

impl<M, R> Watch<M, R>
where
    M: Fn(&Changed, &str) -> bool,
{
    fn mark(&mut self, key: &str) {
        if self.dirty_set.insert(key.to_owned()) {
            self.dirty.push_back(key.to_owned());
        }
    }

    fn mark_all(&mut self) {
        for key in self.keys.clone() {
            self.mark(&key);
        }
    }

    fn note(&mut self, changed: &Changed) {
        if changed.everything {
            self.mark_all();
            return;
        }
        for key in self.keys.clone() {
            if (self.touches)(changed, &key) {
                self.mark(&key);
            }
        }
    }

    /// Folds every change already queued into the dirty set; `false` when the catalogue is gone.
    fn drain(&mut self) -> bool {
        loop {
            match self.rx.try_recv() {
                Ok(changed) => self.note(&changed),
                Err(TryRecvError::Lagged(_)) => self.mark_all(),
                Err(TryRecvError::Empty) => return true,
                Err(TryRecvError::Closed) => return false,
            }
        }
    }
}

/// The watched keys' current states, then each key's latest state after a change touches it.
fn watch<T, M, R>(
    catalogue: Arc<Catalogue>,
    keys: Vec<String>,
    touches: M,
    render: R,
) -> impl Stream<Item = T>
where
    T: Send + 'static,
    M: Fn(&Changed, &str) -> bool + Send + 'static,
    R: Fn(&Catalogue, &str) -> Option<T> + Send + 'static,
{
    // Subscribe before the first render so no change slips in between.
    let rx = catalogue.subscribe();
    let mut state = Watch {
        catalogue,
        rx,
        keys,
        dirty: VecDeque::new(),
        dirty_set: HashSet::new(),
        touches,
        render,
    };
    state.mark_all();
    futures::stream::unfold(state, |mut w| async move {
        loop {
            if !w.drain() {
                return None;
            }
            while let Some(key) = w.dirty.pop_front() {
                w.dirty_set.remove(&key);
                if let Some(item) = (w.render)(&w.catalogue, &key) {
                    return Some((item, w));
                }
            }
            match w.rx.recv().await {
                Ok(changed) => w.note(&changed),
                Err(RecvError::Lagged(_)) => w.mark_all(),
                Err(RecvError::Closed) => return None,
            }
        }
    })
}
