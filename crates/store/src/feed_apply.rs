//! How a backend applies a feed document, minus the SQL: both backends load the rows a
//! document names ([`Reads`]) in one query per table, hand them to [`apply`], and write back
//! what it returns ([`Writes`]), all in the transaction that checked the source's sequence.
//! Keeping this here means SQLite and PostgreSQL apply documents with one piece of code.
//!
//! [`apply`] runs the changes in order against a working set (each touched event and market
//! is copied out of the loaded rows once and changed in memory with `domain::feed`'s rules),
//! so a later change sees the earlier ones, and each changed row is written once at the end.
//! Error fields are the change's JSON path: `changes[{i}].{kind}` followed by the field.

use std::collections::hash_map::Entry;
use std::collections::{BTreeSet, HashMap, HashSet};

use chrono::{DateTime, Utc};
use domain::catalogue::Market;
use domain::feed::{
    FeedChange, FeedDocument, FeedError, Resulted, apply_market_status, apply_prices, apply_result,
    check_market_replace, status_after_statistics,
};
use domain::sports::{EventStatus, OfferStatus};

use crate::{AppliedChanges, EventState, GradedMarket};

/// An event row: its state and when it ended.
#[derive(Debug, Clone, PartialEq)]
pub struct StoredEvent {
    pub state: EventState,
    /// When the event became finished or cancelled (the `at` of that document); `None`
    /// while it is pre-game or in play. [`crate::CatalogueStore::catalogue_snapshot`] keeps
    /// an ended event while this is recent.
    pub ended_at: Option<DateTime<Utc>>,
}

/// The stored rows a document needs, by id: sorted and without repeats, so a backend that
/// locks them does so in one order in every transaction.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Reads {
    /// Events the document creates, replaces, updates or hangs markets on.
    pub event_ids: Vec<String>,
    /// Markets the document creates, replaces, prices, opens or closes, or grades.
    pub market_ids: Vec<String>,
    /// Selections of the markets the document creates or replaces (who owns them).
    pub selection_ids: Vec<String>,
}

impl Reads {
    /// What `document` reads.
    pub fn of(document: &FeedDocument) -> Reads {
        let mut events = BTreeSet::new();
        let mut markets = BTreeSet::new();
        let mut selections = BTreeSet::new();
        for change in &document.changes {
            match change {
                FeedChange::Event(event) => {
                    events.insert(event.id.as_str());
                }
                FeedChange::Statistics(change) => {
                    events.insert(change.event_id.as_str());
                }
                FeedChange::Market(market) => {
                    events.insert(market.event_id.as_str());
                    markets.insert(market.id.as_str());
                    selections.extend(market.selections.iter().map(|s| s.id.as_str()));
                }
                FeedChange::Prices(change) => {
                    markets.insert(change.market_id.as_str());
                }
                FeedChange::MarketStatus(change) => {
                    markets.insert(change.market_id.as_str());
                }
                FeedChange::Result(change) => {
                    markets.insert(change.market_id.as_str());
                }
            }
        }
        let owned = |ids: BTreeSet<&str>| ids.into_iter().map(str::to_owned).collect();
        Reads {
            event_ids: owned(events),
            market_ids: owned(markets),
            selection_ids: owned(selections),
        }
    }
}

/// The stored rows of a document's [`Reads`]; ids that are not stored are simply absent.
#[derive(Debug, Clone, Default)]
pub struct Loaded {
    pub events: HashMap<String, StoredEvent>,
    pub markets: HashMap<String, Market>,
    /// Selection id to the id of the market that owns it.
    pub selection_owners: HashMap<String, String>,
}

/// A row to write: `new` rows are inserted, the others updated.
#[derive(Debug, Clone, PartialEq)]
pub struct Write<T> {
    pub row: T,
    pub new: bool,
}

/// Everything an applied document writes, and what it tells the caller.
#[derive(Debug, Clone, PartialEq)]
pub struct Writes {
    /// Events created or changed, in the order first touched.
    pub events: Vec<Write<StoredEvent>>,
    /// Markets created or changed, in the order first touched.
    pub markets: Vec<Write<Market>>,
    /// Selections seen for the first time: (selection id, market id), to insert. A selection
    /// id stays its first market's for good, even if that market later drops it.
    pub selections: Vec<(String, String)>,
    pub changes: AppliedChanges,
}

/// Applies `document`'s changes in order to the `loaded` rows, at `at` (the instant recorded
/// as an event's `ended_at`). Only the sequence check is left to the caller. Any broken rule
/// rejects the whole document: nothing of it may be written.
pub fn apply(
    document: &FeedDocument,
    at: DateTime<Utc>,
    loaded: Loaded,
) -> Result<Writes, FeedError> {
    let Loaded {
        events: stored_events,
        markets: stored_markets,
        mut selection_owners,
    } = loaded;
    let mut set = WorkingSet::new(&stored_events, &stored_markets);
    let mut new_selections = Vec::new();
    // Once per market, in the order first graded: the first grading decides `corrected`
    // (a market first graded by this document is graded once, with its final grades).
    let mut graded: Vec<GradedMarket> = Vec::new();
    let mut graded_ids: HashSet<String> = HashSet::new();

    for (i, change) in document.changes.iter().enumerate() {
        let path = format!("changes[{i}].{}", change.kind());
        match change {
            FeedChange::Event(header) => {
                // The header is replaced; the stored statistics stay.
                let event = set.event_or_insert(&header.id, || StoredEvent {
                    state: EventState {
                        event: header.as_ref().clone(),
                        statistics: None,
                    },
                    ended_at: None,
                });
                event.state.event = header.as_ref().clone();
                settle_ended_at(event, at);
            }
            FeedChange::Statistics(update) => {
                let event = set.event(&update.event_id).ok_or_else(|| {
                    FeedError::new(format!("{path}.event_id"), "is not a known event")
                })?;
                event.state.event.status =
                    status_after_statistics(event.state.event.status, &update.statistics);
                event.state.statistics = Some(update.statistics.clone());
                settle_ended_at(event, at);
            }
            FeedChange::Market(next) => {
                if !set.has_event(&next.event_id) {
                    return Err(FeedError::new(
                        format!("{path}.event_id"),
                        "is not a known event",
                    ));
                }
                check_market_replace(&path, set.peek_market(&next.id), next)?;
                for (j, selection) in next.selections.iter().enumerate() {
                    match selection_owners.get(&selection.id) {
                        Some(owner) if *owner != next.id => {
                            return Err(FeedError::new(
                                format!("{path}.selections[{j}].id"),
                                "belongs to another market",
                            ));
                        }
                        Some(_) => {}
                        None => {
                            selection_owners.insert(selection.id.clone(), next.id.clone());
                            new_selections.push((selection.id.clone(), next.id.clone()));
                        }
                    }
                }
                set.put_market(next.as_ref().clone());
            }
            FeedChange::Prices(update) => {
                let market = set
                    .market(&update.market_id)
                    .ok_or_else(|| unknown_market(&path))?;
                apply_prices(&path, market, &update.prices)?;
            }
            FeedChange::MarketStatus(update) => {
                let market = set
                    .market(&update.market_id)
                    .ok_or_else(|| unknown_market(&path))?;
                apply_market_status(&path, market, update.status)?;
            }
            FeedChange::Result(update) => {
                let market = set
                    .market(&update.market_id)
                    .ok_or_else(|| unknown_market(&path))?;
                let corrected = match apply_result(&path, market, &update.results)? {
                    Resulted::Graded => false,
                    Resulted::Corrected => true,
                    Resulted::Unchanged => continue,
                };
                if graded_ids.insert(market.id.clone()) {
                    graded.push(GradedMarket {
                        market_id: market.id.clone(),
                        event_id: market.event_id.clone(),
                        corrected,
                    });
                }
            }
        }
    }

    let (events, markets) = set.finish();
    let changed_markets: HashSet<&str> = markets.iter().map(|m| m.row.id.as_str()).collect();
    let changes = AppliedChanges {
        source: document.source.clone(),
        sequence: document.sequence,
        events: events.iter().map(|w| w.row.state.clone()).collect(),
        markets: markets.iter().map(|w| w.row.clone()).collect(),
        // A market graded and then re-graded back to its stored grades did not change.
        graded: graded
            .into_iter()
            .filter(|g| changed_markets.contains(g.market_id.as_str()))
            .collect(),
    };
    Ok(Writes {
        events,
        markets,
        selections: new_selections,
        changes,
    })
}

/// The column form of an event status (its serde name).
pub fn event_status_name(status: EventStatus) -> &'static str {
    match status {
        EventStatus::PreGame => "pre_game",
        EventStatus::InPlay => "in_play",
        EventStatus::Finished => "finished",
        EventStatus::Cancelled => "cancelled",
        EventStatus::Hidden => "hidden",
        EventStatus::Invalid => "invalid",
    }
}

/// The column form of a market status (its serde name).
pub fn offer_status_name(status: OfferStatus) -> &'static str {
    match status {
        OfferStatus::Open => "open",
        OfferStatus::Closed => "closed",
        OfferStatus::Hidden => "hidden",
        OfferStatus::Finished => "finished",
    }
}

/// A document's sequence as the backends store it (a signed 64-bit column): sequences above
/// `i64::MAX` are refused.
pub fn stored_sequence(document: &FeedDocument) -> Result<i64, FeedError> {
    i64::try_from(document.sequence)
        .map_err(|_| FeedError::new("sequence", format!("must be at most {}", i64::MAX)))
}

fn unknown_market(path: &str) -> FeedError {
    FeedError::new(format!("{path}.market_id"), "is not a known market")
}

/// `ended_at` follows the status: set when the event is over (kept if it already was),
/// cleared when it is pre-game or in play again, left alone while hidden or invalid.
fn settle_ended_at(event: &mut StoredEvent, at: DateTime<Utc>) {
    match event.state.event.status {
        EventStatus::Finished | EventStatus::Cancelled => {
            event.ended_at = event.ended_at.or(Some(at));
        }
        EventStatus::PreGame | EventStatus::InPlay => event.ended_at = None,
        EventStatus::Hidden | EventStatus::Invalid => {}
    }
}

/// Copies of the events and markets a document touched, taken from the loaded rows on first
/// touch, with the order of first touch.
struct WorkingSet<'a> {
    stored_events: &'a HashMap<String, StoredEvent>,
    stored_markets: &'a HashMap<String, Market>,
    events: HashMap<String, StoredEvent>,
    markets: HashMap<String, Market>,
    event_order: Vec<String>,
    market_order: Vec<String>,
}

impl<'a> WorkingSet<'a> {
    fn new(
        stored_events: &'a HashMap<String, StoredEvent>,
        stored_markets: &'a HashMap<String, Market>,
    ) -> Self {
        Self {
            stored_events,
            stored_markets,
            events: HashMap::new(),
            markets: HashMap::new(),
            event_order: Vec::new(),
            market_order: Vec::new(),
        }
    }

    fn has_event(&self, id: &str) -> bool {
        self.events.contains_key(id) || self.stored_events.contains_key(id)
    }

    /// The working copy of a known event.
    fn event(&mut self, id: &str) -> Option<&mut StoredEvent> {
        if !self.events.contains_key(id) {
            let stored = self.stored_events.get(id)?.clone();
            self.event_order.push(id.to_owned());
            self.events.insert(id.to_owned(), stored);
        }
        self.events.get_mut(id)
    }

    /// The working copy of an event; `fresh` when neither the store nor the document has
    /// it yet.
    fn event_or_insert(
        &mut self,
        id: &str,
        fresh: impl FnOnce() -> StoredEvent,
    ) -> &mut StoredEvent {
        match self.events.entry(id.to_owned()) {
            Entry::Occupied(slot) => slot.into_mut(),
            Entry::Vacant(slot) => {
                let row = self
                    .stored_events
                    .get(slot.key())
                    .cloned()
                    .unwrap_or_else(fresh);
                self.event_order.push(slot.key().clone());
                slot.insert(row)
            }
        }
    }

    /// The current state of a market, without touching it.
    fn peek_market(&self, id: &str) -> Option<&Market> {
        self.markets.get(id).or_else(|| self.stored_markets.get(id))
    }

    /// The working copy of a known market.
    fn market(&mut self, id: &str) -> Option<&mut Market> {
        if !self.markets.contains_key(id) {
            let stored = self.stored_markets.get(id)?.clone();
            self.market_order.push(id.to_owned());
            self.markets.insert(id.to_owned(), stored);
        }
        self.markets.get_mut(id)
    }

    /// Creates or replaces a market.
    fn put_market(&mut self, market: Market) {
        if !self.markets.contains_key(&market.id) {
            self.market_order.push(market.id.clone());
        }
        self.markets.insert(market.id.clone(), market);
    }

    /// The rows whose state differs from the stored one, in the order first touched.
    fn finish(mut self) -> (Vec<Write<StoredEvent>>, Vec<Write<Market>>) {
        let mut events = Vec::new();
        for id in &self.event_order {
            let Some(row) = self.events.remove(id) else {
                continue;
            };
            let stored = self.stored_events.get(id);
            if stored != Some(&row) {
                events.push(Write {
                    new: stored.is_none(),
                    row,
                });
            }
        }
        let mut markets = Vec::new();
        for id in &self.market_order {
            let Some(row) = self.markets.remove(id) else {
                continue;
            };
            let stored = self.stored_markets.get(id);
            if stored != Some(&row) {
                markets.push(Write {
                    new: stored.is_none(),
                    row,
                });
            }
        }
        (events, markets)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn column_names_are_the_serde_names() {
        use EventStatus as E;
        for status in [
            E::PreGame,
            E::InPlay,
            E::Finished,
            E::Cancelled,
            E::Hidden,
            E::Invalid,
        ] {
            assert_eq!(
                serde_json::to_value(status).unwrap(),
                event_status_name(status)
            );
        }
        use OfferStatus as O;
        for status in [O::Open, O::Closed, O::Hidden, O::Finished] {
            assert_eq!(
                serde_json::to_value(status).unwrap(),
                offer_status_name(status)
            );
        }
    }

    #[test]
    fn reads_are_sorted_without_repeats() {
        let document: FeedDocument = serde_json::from_value(serde_json::json!({
            "source": "s", "sequence": 1, "changes": [
                {"market_status": {"market_id": "m2", "status": "closed"}},
                {"statistics": {"event_id": "e2", "statistics": {
                    "live_status": "scheduled", "home_score": 0, "away_score": 0,
                    "progress": "", "updated_at": "2026-11-29T18:00:00Z"}}},
                {"result": {"market_id": "m1", "results": []}},
                {"market_status": {"market_id": "m2", "status": "open"}}
            ]
        }))
        .unwrap();
        assert_eq!(
            Reads::of(&document),
            Reads {
                event_ids: vec!["e2".to_owned()],
                market_ids: vec!["m1".to_owned(), "m2".to_owned()],
                selection_ids: Vec::new(),
            }
        );
    }
}
