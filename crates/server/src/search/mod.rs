//! Search (docs/product/search.md): one full-text index over the sportsbook's events,
//! competitions, teams and players and the casino's games, kept current as the catalogue
//! changes.
//!
//! The index is built from this node's in-memory catalogue ([`crate::catalogue`]), not from
//! the database: [`start`] listens to the catalogue's change announcements (one per applied
//! feed document, whichever path it came by: a vendor's push, an operator, the simulator),
//! re-derives the items of the events they name and writes only what differs, so a new event
//! is searchable as soon as its document is applied and a finished or cancelled event leaves
//! with its document. A team, competition or player stays while at least one of its events
//! is pre-game or in play, and opens that team's next event. The casino's games are indexed
//! once: its catalogue is fixed at build time.

pub mod index;

use crate::catalogue::{Catalogue, Changed, EventEntry};
use chrono::{DateTime, Utc};
use domain::catalogue::MarketType;
use domain::sports::EventStatus;
pub use index::{Area, Entry, Hit, Kind, Results, TextIndex};
use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::{Arc, Mutex};
use tokio::sync::broadcast::error::RecvError;

/// The index with what each event contributed to it.
#[derive(Debug)]
pub struct Search {
    /// `Err` when the index could not start (no thread or memory for its writer): searches
    /// then answer that error rather than stopping the whole server.
    index: Result<TextIndex, String>,
    derived: Mutex<Derived>,
}

/// What the index holds, by item key: the entry each contributing event would give it.
#[derive(Debug, Default)]
struct Derived {
    /// The entries each indexed event contributes (itself, its competition, teams, players).
    events: HashMap<String, Vec<Entry>>,
    /// For each item key, its entry as seen from each event that contributes it.
    items: HashMap<String, BTreeMap<String, Entry>>,
}

impl Search {
    /// An index holding the casino's games.
    pub fn new() -> Self {
        let index = TextIndex::new()
            .and_then(|index| index.update(&games(), &[]).map(|()| index))
            .map_err(|e| {
                tracing::error!(error = %e, "the search index cannot start");
                e.to_string()
            });
        Self {
            index,
            derived: Mutex::default(),
        }
    }

    fn index(&self) -> Result<&TextIndex, SearchError> {
        self.index
            .as_ref()
            .map_err(|e| SearchError(format!("the index did not start: {e}")))
    }

    /// The best `limit` matches of a cleaned term (see `domain::search::clean_term`).
    pub fn search(
        &self,
        term: &str,
        tab: Option<Area>,
        limit: usize,
    ) -> Result<Results, SearchError> {
        Ok(self.index()?.search(term, tab, limit)?)
    }

    /// How many items are searchable.
    pub fn len(&self) -> u64 {
        self.index.as_ref().map_or(0, TextIndex::len)
    }

    /// Whether nothing is searchable.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Brings the items of the named events (every event when `everything`) in line with the
    /// catalogue at `now`.
    pub fn sync(
        &self,
        catalogue: &Catalogue,
        event_ids: &HashSet<String>,
        everything: bool,
    ) -> Result<(), SearchError> {
        let index = self.index()?;
        let mut derived = self.derived.lock().unwrap_or_else(|e| e.into_inner());
        let mut ids: HashSet<String> = event_ids.clone();
        if everything {
            ids.extend(derived.events.keys().cloned());
            ids.extend(catalogue.event_ids());
        }
        let mut dirty = HashSet::new();
        for id in ids {
            let now_entries = catalogue
                .event(&id)
                .map(|e| entries_of(catalogue, &e))
                .unwrap_or_default();
            let before = derived.events.get(&id).cloned().unwrap_or_default();
            if before == now_entries {
                continue;
            }
            for entry in &before {
                if let Some(by_event) = derived.items.get_mut(&entry.key) {
                    by_event.remove(&id);
                }
                dirty.insert(entry.key.clone());
            }
            for entry in &now_entries {
                derived
                    .items
                    .entry(entry.key.clone())
                    .or_default()
                    .insert(id.clone(), entry.clone());
                dirty.insert(entry.key.clone());
            }
            if now_entries.is_empty() {
                derived.events.remove(&id);
            } else {
                derived.events.insert(id, now_entries);
            }
        }
        let mut upserts = Vec::new();
        let mut removals = Vec::new();
        for key in dirty {
            let chosen = derived.items.get(&key).and_then(|by_event| {
                // The item opens its soonest event.
                by_event
                    .values()
                    .min_by(|a, b| (a.start_time, &a.path).cmp(&(b.start_time, &b.path)))
                    .cloned()
            });
            match chosen {
                Some(entry) => upserts.push(entry),
                None => {
                    derived.items.remove(&key);
                    removals.push(key);
                }
            }
        }
        Ok(index.update(&upserts, &removals)?)
    }
}

/// The index failed (it did not start, or tantivy refused a read or a write).
#[derive(Debug, thiserror::Error)]
#[error("search: {0}")]
pub struct SearchError(String);

impl From<tantivy::TantivyError> for SearchError {
    fn from(e: tantivy::TantivyError) -> Self {
        SearchError(e.to_string())
    }
}

impl Default for Search {
    fn default() -> Self {
        Self::new()
    }
}

/// Keeps `search` in step with `catalogue` from now on (and syncs everything once).
pub fn start(catalogue: Arc<Catalogue>, search: Arc<Search>) {
    let mut changes = catalogue.subscribe();
    tokio::spawn(async move {
        let mut pending = Changed {
            everything: true,
            ..Changed::default()
        };
        loop {
            // Apply what piled up while the last batch was written, in one commit.
            let batch = std::mem::take(&mut pending);
            let (catalogue, search) = (Arc::clone(&catalogue), Arc::clone(&search));
            let written = tokio::task::spawn_blocking(move || {
                let ids: HashSet<String> = batch
                    .event_ids
                    .union(&batch.market_event_ids)
                    .cloned()
                    .collect();
                search.sync(&catalogue, &ids, batch.everything)
            })
            .await;
            match written {
                Ok(Ok(())) => {}
                Ok(Err(e)) => tracing::error!(error = %e, "search index update failed"),
                Err(e) => tracing::error!(error = %e, "search index update panicked"),
            }
            match changes.recv().await {
                Ok(changed) => merge(&mut pending, &changed),
                Err(RecvError::Lagged(_)) => pending.everything = true,
                Err(RecvError::Closed) => return,
            }
            loop {
                match changes.try_recv() {
                    Ok(changed) => merge(&mut pending, &changed),
                    Err(tokio::sync::broadcast::error::TryRecvError::Lagged(_)) => {
                        pending.everything = true;
                    }
                    Err(_) => break,
                }
            }
        }
    });
}

fn merge(into: &mut Changed, changed: &Changed) {
    into.everything |= changed.everything;
    into.event_ids.extend(changed.event_ids.iter().cloned());
    into.market_event_ids
        .extend(changed.market_event_ids.iter().cloned());
}

/// The items an event contributes: none unless it is pre-game or in play; else itself, its
/// competition, its two participants (teams, or players in individual sports) and the
/// players of its player props.
pub fn entries_of(catalogue: &Catalogue, entry: &EventEntry) -> Vec<Entry> {
    let event = &entry.event;
    let live = match event.status {
        EventStatus::PreGame => false,
        EventStatus::InPlay => true,
        _ => return Vec::new(),
    };
    let path = crate::catalogue::display::event_path(event);
    let start_time: Option<DateTime<Utc>> = Some(event.start_time);
    let competition = &event.competition.name;
    let mut entries = Vec::new();
    let mut participant_words = Vec::new();
    let individual = domain::search::participants_are_players(&event.sport.slug);
    for p in [&event.home, &event.away] {
        let nicknames = domain::search::nicknames(&p.full_name);
        let mut keywords = vec![p.medium_name.clone(), p.abbreviation.clone()];
        keywords.extend(nicknames.iter().map(|n| (*n).to_owned()));
        participant_words.extend(keywords.iter().cloned());
        participant_words.push(p.full_name.clone());
        keywords.push(competition.clone());
        entries.push(Entry {
            key: format!("participant:{}", p.id),
            kind: if individual { Kind::Player } else { Kind::Team },
            title: p.full_name.clone(),
            subtitle: competition.clone(),
            keywords,
            path: path.clone(),
            start_time,
            live: false,
        });
    }
    let mut players: Vec<String> = catalogue
        .markets_of(entry)
        .iter()
        .filter(|m| m.market.market_type == MarketType::PlayerProp)
        .filter_map(|m| {
            let statistic = m.market.statistic_accrued.as_deref()?;
            domain::search::prop_player(&m.market.name, statistic).map(str::to_owned)
        })
        .collect();
    players.sort();
    players.dedup();
    for player in players {
        entries.push(Entry {
            key: format!(
                "player:{}:{}",
                event.competition.slug,
                player.to_lowercase()
            ),
            kind: Kind::Player,
            title: player.clone(),
            subtitle: competition.clone(),
            keywords: vec![competition.clone()],
            path: path.clone(),
            start_time,
            live: false,
        });
    }
    entries.push(Entry {
        key: format!(
            "competition:{}/{}/{}",
            event.sport.slug, event.organization.slug, event.competition.slug
        ),
        kind: Kind::Competition,
        title: competition.clone(),
        subtitle: event.sport.name.clone(),
        keywords: vec![event.sport.name.clone(), event.organization.name.clone()],
        path: crate::graphql::sports::route::competition_path(
            &event.sport.slug,
            &event.organization.slug,
            &event.competition.slug,
        ),
        start_time: None,
        live: false,
    });
    let mut keywords = participant_words;
    keywords.push(competition.clone());
    keywords.push(event.sport.name.clone());
    entries.push(Entry {
        key: format!("event:{}", event.id),
        kind: Kind::Event,
        title: event.name.clone(),
        subtitle: competition.clone(),
        keywords,
        path,
        start_time,
        live,
    });
    entries
}

/// The casino's games as items: found by name, category and kind, opening the game's page in
/// its primary category.
fn games() -> Vec<Entry> {
    let category_name = |slug: &str| {
        crate::casino::catalogue::category(slug)
            .map_or_else(|| slug.to_owned(), |c| c.name.to_owned())
    };
    crate::casino::catalogue::games()
        .iter()
        .map(|g| {
            let primary = g.categories.first().copied().unwrap_or("slots");
            let mut keywords: Vec<String> =
                g.categories.iter().copied().map(category_name).collect();
            keywords.push(
                match g.kind {
                    crate::casino::catalogue::GameKind::Slot => "Slot",
                    crate::casino::catalogue::GameKind::Table => "Table game",
                    crate::casino::catalogue::GameKind::Instant => "Instant game",
                }
                .to_owned(),
            );
            keywords.push("Casino".to_owned());
            Entry {
                key: format!("game:{}", g.slug),
                kind: Kind::Game,
                title: g.name.to_owned(),
                subtitle: category_name(primary),
                keywords,
                path: format!("/casino/category/{primary}/{}", g.provider_game_id),
                start_time: None,
                live: false,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests;
