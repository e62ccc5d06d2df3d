//! The in-memory catalogue: this node's read model of every current event, its statistics
//! and markets, kept in step with the store by the feed ingestion path.
//!
//! Pages and subscriptions read from here, never from the database, so a flood of feed
//! documents and many bettors browsing never queue behind each other on the store. The store
//! stays the source of truth: a node loads a snapshot at start ([`Catalogue::load`]) and then
//! applies the [`store::AppliedChanges`] of every document it ingests ([`Catalogue::apply`]).
//! Each applied document is announced once on [`Catalogue::subscribe`], naming what changed,
//! so subscriptions re-read only what they watch.

pub mod display;
pub mod taxonomy;

use chrono::{DateTime, Duration, Utc};
use domain::catalogue::{Event, Market, Statistics};
use domain::odds::{Odds, OddsTrend};
use domain::sports::EventStatus;
use std::collections::{HashMap, HashSet};
use std::sync::{Arc, RwLock, RwLockReadGuard, RwLockWriteGuard};
use tokio::sync::broadcast;

/// How long a price move shows as a trend (the client highlights it for 2 s).
pub const TREND_WINDOW: Duration = Duration::seconds(10);
/// Buffer of the change channel: a subscriber further behind is told it lagged and re-reads
/// everything it watches.
pub const CHANGE_CAPACITY: usize = 256;
/// Finished events stay on pages this long.
pub const FINISHED_VISIBLE: Duration = Duration::minutes(30);

/// A selection's price before its last change.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PreviousPrice {
    pub odds: Odds,
    /// When the price moved to the current one.
    pub moved_at: DateTime<Utc>,
}

/// A market with the price each selection had before its last move.
#[derive(Debug, Clone)]
pub struct MarketEntry {
    pub market: Market,
    /// Previous price per selection id.
    pub previous: HashMap<String, PreviousPrice>,
    /// The catalogue revision that last changed it (strictly increasing per node).
    pub revision: u64,
    /// When this node applied its last change (feed accepted).
    pub changed_at: DateTime<Utc>,
}

impl MarketEntry {
    /// The selection's previous price, if it ever moved.
    pub fn previous_odds(&self, selection_id: &str) -> Option<Odds> {
        self.previous.get(selection_id).map(|p| p.odds)
    }

    /// How the selection's price moved, if within [`TREND_WINDOW`] of `now`.
    pub fn trend(&self, selection_id: &str, current: Odds, now: DateTime<Utc>) -> OddsTrend {
        match self.previous.get(selection_id) {
            Some(p) if now - p.moved_at <= TREND_WINDOW => OddsTrend::between(p.odds, current),
            _ => OddsTrend::Unchanged,
        }
    }
}

/// An event with its statistics and the ids of its markets in display order.
#[derive(Debug, Clone)]
pub struct EventEntry {
    pub event: Event,
    pub statistics: Option<Statistics>,
    pub market_ids: Vec<String>,
    /// When the event was last seen finished or cancelled (for [`FINISHED_VISIBLE`]).
    pub ended_at: Option<DateTime<Utc>>,
    /// The catalogue revision that last changed its header, statistics or market list.
    pub revision: u64,
    /// When this node applied its last change.
    pub changed_at: DateTime<Utc>,
    /// The markets shown as the event's main lines now
    /// ([`domain::catalogue::main_market_ids`]: re-centred in play).
    pub main_market_ids: HashSet<String>,
}

impl EventEntry {
    /// Whether the event is being played now.
    pub fn is_live(&self) -> bool {
        self.event.status == EventStatus::InPlay
    }

    /// Whether lists (pages, menus, counts) show it at `now`.
    pub fn is_listed(&self, now: DateTime<Utc>) -> bool {
        match self.event.status {
            EventStatus::PreGame | EventStatus::InPlay => true,
            EventStatus::Finished => self.ended_at.is_some_and(|t| now - t <= FINISHED_VISIBLE),
            EventStatus::Cancelled | EventStatus::Hidden | EventStatus::Invalid => false,
        }
    }
}

/// What one applied feed document changed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Changed {
    /// The catalogue revision the change produced.
    pub revision: u64,
    /// The whole catalogue was replaced (a reload): every key changed.
    pub everything: bool,
    pub event_ids: HashSet<String>,
    pub market_ids: HashSet<String>,
    /// The events of the changed markets.
    pub market_event_ids: HashSet<String>,
}

#[derive(Debug, Default)]
struct Data {
    events: HashMap<String, Arc<EventEntry>>,
    markets: HashMap<String, Arc<MarketEntry>>,
    /// The market of every selection id ever seen (the betslip looks selections up by id).
    selection_markets: HashMap<String, String>,
    /// Bumped by every applied document.
    revision: u64,
}

/// The catalogue of one node. Reads take a short read lock and return `Arc`s.
#[derive(Debug)]
pub struct Catalogue {
    data: RwLock<Data>,
    changes: broadcast::Sender<Arc<Changed>>,
}

impl Default for Catalogue {
    fn default() -> Self {
        let (changes, _) = broadcast::channel(CHANGE_CAPACITY);
        Self {
            data: RwLock::default(),
            changes,
        }
    }
}

impl Catalogue {
    fn read(&self) -> RwLockReadGuard<'_, Data> {
        // A poisoned lock means a panic mid-update of plain maps; the data is still usable.
        self.data.read().unwrap_or_else(|e| e.into_inner())
    }

    fn write(&self) -> RwLockWriteGuard<'_, Data> {
        self.data.write().unwrap_or_else(|e| e.into_inner())
    }

    /// Replaces everything with a store snapshot (at start).
    pub fn load(&self, snapshot: store::CatalogueSnapshot, now: DateTime<Utc>) {
        let revision = self.read().revision + 1;
        let mut data = Data {
            revision,
            ..Data::default()
        };
        for state in snapshot.events {
            let ended_at = ended(&state.event, None, now);
            data.events.insert(
                state.event.id.clone(),
                Arc::new(EventEntry {
                    event: state.event,
                    statistics: state.statistics,
                    market_ids: Vec::new(),
                    ended_at,
                    revision,
                    changed_at: now,
                    main_market_ids: HashSet::new(),
                }),
            );
        }
        for market in snapshot.markets {
            index_selections(&mut data.selection_markets, &market);
            data.markets.insert(
                market.id.clone(),
                Arc::new(MarketEntry {
                    market,
                    previous: HashMap::new(),
                    revision,
                    changed_at: now,
                }),
            );
        }
        reindex_markets(&mut data, None);
        let all: Vec<String> = data.events.keys().cloned().collect();
        refresh_main_lines(&mut data, &all);
        *self.write() = data;
        // Everything may have changed: every watcher re-reads.
        let _ = self.changes.send(Arc::new(Changed {
            everything: true,
            ..Changed::default()
        }));
    }

    /// Applies what a feed document changed at `now` and announces it.
    pub fn apply(&self, changes: &store::AppliedChanges, now: DateTime<Utc>) {
        let mut changed = Changed::default();
        {
            let mut data = self.write();
            data.revision += 1;
            let revision = data.revision;
            changed.revision = revision;
            let mut touched_events = HashSet::new();
            for state in &changes.events {
                let previous = data.events.get(&state.event.id);
                let market_ids = previous.map(|e| e.market_ids.clone()).unwrap_or_default();
                let main_market_ids = previous
                    .map(|e| e.main_market_ids.clone())
                    .unwrap_or_default();
                let ended_at = ended(&state.event, previous.and_then(|e| e.ended_at), now);
                data.events.insert(
                    state.event.id.clone(),
                    Arc::new(EventEntry {
                        event: state.event.clone(),
                        statistics: state.statistics.clone(),
                        market_ids,
                        ended_at,
                        revision,
                        changed_at: now,
                        main_market_ids,
                    }),
                );
                changed.event_ids.insert(state.event.id.clone());
            }
            for market in &changes.markets {
                let previous = data
                    .markets
                    .get(&market.id)
                    .map(|old| moved_prices(old, market, now))
                    .unwrap_or_default();
                if !data.markets.contains_key(&market.id) {
                    touched_events.insert(market.event_id.clone());
                }
                index_selections(&mut data.selection_markets, market);
                data.markets.insert(
                    market.id.clone(),
                    Arc::new(MarketEntry {
                        market: market.clone(),
                        previous,
                        revision,
                        changed_at: now,
                    }),
                );
                changed.market_ids.insert(market.id.clone());
                changed.market_event_ids.insert(market.event_id.clone());
            }
            if !touched_events.is_empty() {
                reindex_markets(&mut data, Some(&touched_events));
                for id in &touched_events {
                    if let Some(entry) = data.events.get_mut(id) {
                        let entry = Arc::make_mut(entry);
                        entry.revision = revision;
                        entry.changed_at = now;
                    }
                }
                changed.event_ids.extend(touched_events);
            }
            let events: Vec<String> = changed
                .event_ids
                .union(&changed.market_event_ids)
                .cloned()
                .collect();
            refresh_main_lines(&mut data, &events);
        }
        // Nobody listening is fine.
        let _ = self.changes.send(Arc::new(changed));
    }

    /// Announcements of every applied document from now on.
    pub fn subscribe(&self) -> broadcast::Receiver<Arc<Changed>> {
        self.changes.subscribe()
    }

    pub fn event(&self, id: &str) -> Option<Arc<EventEntry>> {
        self.read().events.get(id).cloned()
    }

    pub fn market(&self, id: &str) -> Option<Arc<MarketEntry>> {
        self.read().markets.get(id).cloned()
    }

    /// Every market this node holds with its grades (finished), sorted: what the
    /// settlement sweep looks for open bets on.
    pub fn resulted_market_ids(&self) -> Vec<String> {
        let mut ids: Vec<String> = self
            .read()
            .markets
            .values()
            .filter(|m| m.market.status == domain::sports::OfferStatus::Finished)
            .map(|m| m.market.id.clone())
            .collect();
        ids.sort();
        ids
    }

    /// The market offering selection `id` now, with its event (`None` when no market of the
    /// catalogue lists it).
    pub fn selection(&self, id: &str) -> Option<(Arc<MarketEntry>, Option<Arc<EventEntry>>)> {
        let data = self.read();
        let market = data
            .selection_markets
            .get(id)
            .and_then(|m| data.markets.get(m))
            .filter(|m| m.market.selection(id).is_some())?;
        let event = data.events.get(&market.market.event_id).cloned();
        Some((Arc::clone(market), event))
    }

    /// The markets of an event in display order (hidden ones included).
    pub fn markets_of(&self, event: &EventEntry) -> Vec<Arc<MarketEntry>> {
        let data = self.read();
        event
            .market_ids
            .iter()
            .filter_map(|id| data.markets.get(id).cloned())
            .collect()
    }

    /// Every listed event matching `filter`, by start time then id.
    ///
    /// `filter` runs after the read lock is released: filters read the catalogue again
    /// (markets of an event), and a second read on the same thread while a feed write waits
    /// would deadlock (the lock queues new readers behind a waiting writer).
    pub fn events(
        &self,
        now: DateTime<Utc>,
        filter: impl Fn(&EventEntry) -> bool,
    ) -> Vec<Arc<EventEntry>> {
        let listed: Vec<Arc<EventEntry>> = self
            .read()
            .events
            .values()
            .filter(|e| e.is_listed(now))
            .cloned()
            .collect();
        let mut events: Vec<_> = listed.into_iter().filter(|e| filter(e)).collect();
        events.sort_by(|a, b| {
            (a.event.start_time, &a.event.id).cmp(&(b.event.start_time, &b.event.id))
        });
        events
    }

    /// The id of every event held, listed or not.
    pub fn event_ids(&self) -> Vec<String> {
        self.read().events.keys().cloned().collect()
    }

    /// How many events are in play.
    pub fn live_count(&self) -> usize {
        self.read().events.values().filter(|e| e.is_live()).count()
    }

    /// How many events and markets are held.
    pub fn len(&self) -> (usize, usize) {
        let data = self.read();
        (data.events.len(), data.markets.len())
    }
}

/// When an event ended: kept from before, now when it just ended, `None` while it is on.
fn ended(
    event: &Event,
    before: Option<DateTime<Utc>>,
    now: DateTime<Utc>,
) -> Option<DateTime<Utc>> {
    match event.status {
        EventStatus::Finished | EventStatus::Cancelled => Some(before.unwrap_or(now)),
        _ => None,
    }
}

/// The previous prices after `next` replaces `old`: moved selections remember the old price.
fn moved_prices(
    old: &MarketEntry,
    next: &Market,
    now: DateTime<Utc>,
) -> HashMap<String, PreviousPrice> {
    let mut previous = old.previous.clone();
    for selection in &next.selections {
        if let Some(before) = old.market.selection(&selection.id)
            && before.odds != selection.odds
        {
            previous.insert(
                selection.id.clone(),
                PreviousPrice {
                    odds: before.odds,
                    moved_at: now,
                },
            );
        }
    }
    previous.retain(|id, _| next.selection(id).is_some());
    previous
}

/// Records which market offers each of `market`'s selections.
fn index_selections(index: &mut HashMap<String, String>, market: &Market) {
    for selection in &market.selections {
        if index.get(&selection.id) != Some(&market.id) {
            index.insert(selection.id.clone(), market.id.clone());
        }
    }
}

/// Recomputes the main lines of `events` (a status or price change can re-centre them).
fn refresh_main_lines(data: &mut Data, events: &[String]) {
    for id in events {
        let Some(entry) = data.events.get(id) else {
            continue;
        };
        let markets: Vec<&Market> = entry
            .market_ids
            .iter()
            .filter_map(|m| data.markets.get(m).map(|e| &e.market))
            .collect();
        let main: HashSet<String> =
            domain::catalogue::main_market_ids(&markets, entry.event.status == EventStatus::InPlay)
                .into_iter()
                .map(str::to_owned)
                .collect();
        if entry.main_market_ids != main
            && let Some(entry) = data.events.get_mut(id)
        {
            Arc::make_mut(entry).main_market_ids = main;
        }
    }
}

/// Rebuilds the market id lists of `events` (all when `None`), ordered by group, then the
/// feed's order, then name.
fn reindex_markets(data: &mut Data, events: Option<&HashSet<String>>) {
    let mut by_event: HashMap<&str, Vec<&Market>> = HashMap::new();
    for entry in data.markets.values() {
        let id = entry.market.event_id.as_str();
        if events.is_none_or(|wanted| wanted.contains(id)) {
            by_event.entry(id).or_default().push(&entry.market);
        }
    }
    let mut lists: Vec<(String, Vec<String>)> = Vec::new();
    for (event_id, mut markets) in by_event {
        markets.sort_by(|a, b| {
            (a.market_type.group(), !a.main, a.order, &a.name).cmp(&(
                b.market_type.group(),
                !b.main,
                b.order,
                &b.name,
            ))
        });
        lists.push((
            event_id.to_owned(),
            markets.iter().map(|m| m.id.clone()).collect(),
        ));
    }
    for (event_id, market_ids) in lists {
        if let Some(entry) = data.events.get_mut(&event_id) {
            Arc::make_mut(entry).market_ids = market_ids;
        }
    }
}
