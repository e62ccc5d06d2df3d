//! `betslipUpdated` wake-ups. One listener per node follows the catalogue's change
//! announcements and the bus; watchers are indexed by the selection ids of their slip, so a
//! price move wakes only the slips holding one of the moved market's selections (a catalogue
//! change costs a lookup per selection of the touched markets, not one per watcher). A saved
//! or moved slip (`Event::BetslipChanged`) wakes its owner's watchers on every node.

use crate::bus::{Bus, Event};
use crate::catalogue::Catalogue;
use crate::watch::{Registry, Watch};
use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex, MutexGuard, Once, Weak};
use tokio::sync::broadcast::error::RecvError;

/// Watchers of slips by owner key, and the owners watching each selection.
pub struct SlipWatchers {
    catalogue: Arc<Catalogue>,
    bus: Bus,
    owners: Arc<Registry<String>>,
    /// selection id -> owner key -> how many of the owner's watchers hold it.
    selections: Mutex<HashMap<String, HashMap<String, usize>>>,
    listening: Once,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    // Plain maps: still consistent after a panic elsewhere.
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// One subscription's interest in a slip; unregisters its selections when dropped.
pub struct SlipWatch {
    watchers: Arc<SlipWatchers>,
    owner: String,
    watch: Watch<String>,
    tracked: Mutex<HashSet<String>>,
}

impl SlipWatch {
    /// Follows price moves of exactly `selections` from now on (the slip's current ones).
    pub fn track(&self, selections: HashSet<String>) {
        let mut tracked = lock(&self.tracked);
        let mut index = lock(&self.watchers.selections);
        for gone in tracked.difference(&selections) {
            unindex(&mut index, gone, &self.owner);
        }
        for new in selections.difference(&tracked) {
            *index
                .entry(new.clone())
                .or_default()
                .entry(self.owner.clone())
                .or_default() += 1;
        }
        *tracked = selections;
    }

    /// Completes at the next change of the slip or of a tracked price (bursts coalesce).
    pub async fn woken(&self) {
        self.watch.woken().await;
    }
}

fn unindex(index: &mut HashMap<String, HashMap<String, usize>>, selection: &str, owner: &str) {
    if let Some(owners) = index.get_mut(selection) {
        if let Some(count) = owners.get_mut(owner) {
            *count = count.saturating_sub(1);
            if *count == 0 {
                owners.remove(owner);
            }
        }
        if owners.is_empty() {
            index.remove(selection);
        }
    }
}

impl Drop for SlipWatch {
    fn drop(&mut self) {
        let tracked = std::mem::take(&mut *lock(&self.tracked));
        let mut index = lock(&self.watchers.selections);
        for selection in &tracked {
            unindex(&mut index, selection, &self.owner);
        }
    }
}

impl SlipWatchers {
    pub fn new(catalogue: Arc<Catalogue>, bus: Bus) -> Arc<Self> {
        Arc::new(Self {
            catalogue,
            bus,
            owners: Arc::default(),
            selections: Mutex::default(),
            listening: Once::new(),
        })
    }

    /// Watches the slip of `owner` (a store key). Watch before the first read, so no change
    /// slips between the two.
    pub fn watch(self: &Arc<Self>, owner: &str) -> SlipWatch {
        self.listen();
        SlipWatch {
            watchers: Arc::clone(self),
            owner: owner.to_owned(),
            watch: self.owners.watch(&owner.to_owned()),
            tracked: Mutex::default(),
        }
    }

    /// How many selections are watched (tests, counters).
    pub fn watched_selections(&self) -> usize {
        lock(&self.selections).len()
    }

    /// Wakes the owners holding any selection of the markets of `market_ids`.
    fn wake_markets<'a>(&self, market_ids: impl Iterator<Item = &'a String>) {
        let mut owners: HashSet<String> = HashSet::new();
        {
            let index = lock(&self.selections);
            if index.is_empty() {
                return;
            }
            for id in market_ids {
                let Some(entry) = self.catalogue.market(id) else {
                    continue;
                };
                for selection in &entry.market.selections {
                    if let Some(holders) = index.get(&selection.id) {
                        owners.extend(holders.keys().cloned());
                    }
                }
            }
        }
        for owner in &owners {
            self.owners.wake(owner);
        }
    }

    fn wake_all(&self) {
        for owner in self.owners.keys() {
            self.owners.wake(&owner);
        }
    }

    /// Starts the node's listener (once).
    fn listen(self: &Arc<Self>) {
        self.listening.call_once(|| {
            let weak: Weak<Self> = Arc::downgrade(self);
            let mut changes = self.catalogue.subscribe();
            let mut events = self.bus.subscribe();
            tokio::spawn(async move {
                loop {
                    tokio::select! {
                        change = changes.recv() => {
                            let Some(watchers) = weak.upgrade() else { return };
                            match change {
                                Ok(changed) if changed.everything => watchers.wake_all(),
                                Ok(changed) => {
                                    // Event changes (a start, a result) touch every market.
                                    let event_markets: Vec<String> = changed
                                        .event_ids
                                        .iter()
                                        .filter_map(|id| watchers.catalogue.event(id))
                                        .flat_map(|e| e.market_ids.clone())
                                        .collect();
                                    watchers.wake_markets(
                                        changed.market_ids.iter().chain(event_markets.iter()),
                                    );
                                }
                                Err(RecvError::Lagged(_)) => watchers.wake_all(),
                                Err(RecvError::Closed) => return,
                            }
                        }
                        event = events.recv() => {
                            let Some(watchers) = weak.upgrade() else { return };
                            match event {
                                Ok(Event::BetslipChanged { owner }) => watchers.owners.wake(&owner),
                                Ok(_) => {}
                                Err(RecvError::Lagged(_)) => watchers.wake_all(),
                                Err(RecvError::Closed) => return,
                            }
                        }
                    }
                }
            });
        });
    }
}

impl std::fmt::Debug for SlipWatchers {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SlipWatchers")
            .field("selections", &self.watched_selections())
            .finish_non_exhaustive()
    }
}
