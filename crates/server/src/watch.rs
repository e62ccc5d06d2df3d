//! Per-key wake-ups from the bus: which open connections wait for news of which session
//! (revocation closes its websockets) or account holder (balance changes refresh
//! `accountBalance`, bet changes `betHistory` and `cashoutUpdated`, link changes
//! `linkedAccountUpdated`) or jackpot (its pool's
//! page, the lobby and the games it is fed by).
//!
//! One listener follows the bus for the whole node and wakes only the watchers of the key an
//! event names. A connection therefore costs nothing per published event: thousands of
//! bettors watch odds while the feed publishes dozens of catalogue changes a second, and a bus
//! receiver per connection would wake every one of them for each.
//!
//! A wake-up is a notification, like the events behind it: several before the watcher looks
//! again coalesce into one.

use crate::bus::{Bus, Event};
use crate::clock::Clock;
use domain::ids::{SessionId, UserId};
use futures::FutureExt;
use std::collections::HashMap;
use std::hash::Hash;
use std::sync::{Arc, Mutex, MutexGuard, Once};
use store::Store;
use tokio::sync::Notify;
use tokio::sync::broadcast::error::TryRecvError;

/// How long a wake-up waits for the rest of its burst.
pub const SETTLE: std::time::Duration = std::time::Duration::from_millis(25);

/// Watchers by key.
pub struct Registry<K> {
    watching: Mutex<HashMap<K, Vec<Arc<Notify>>>>,
}

impl<K> Default for Registry<K> {
    fn default() -> Self {
        Self {
            watching: Mutex::default(),
        }
    }
}

/// One watcher's interest in a key; unregisters when dropped.
pub struct Watch<K: Hash + Eq> {
    registry: Arc<Registry<K>>,
    key: K,
    notify: Arc<Notify>,
}

impl<K: Hash + Eq> Watch<K> {
    /// The watched key.
    pub fn key(&self) -> &K {
        &self.key
    }

    /// Completes at the next wake-up of the key (at once when one came since the last call),
    /// [`SETTLE`] after it: the rest of a burst (several postings of one bet or payment, the
    /// listener still handing them out) lands meanwhile and is taken with it, so a burst ends
    /// in one read.
    pub async fn woken(&self) {
        self.notify.notified().await;
        tokio::time::sleep(SETTLE).await;
        let _ = self.notify.notified().now_or_never();
    }
}

impl<K: Hash + Eq> Drop for Watch<K> {
    fn drop(&mut self) {
        let mut watching = lock(&self.registry.watching);
        if let Some(list) = watching.get_mut(&self.key) {
            list.retain(|n| !Arc::ptr_eq(n, &self.notify));
            if list.is_empty() {
                watching.remove(&self.key);
            }
        }
    }
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    // A plain map: still consistent after a panic elsewhere.
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl<K: Hash + Eq + Clone> Registry<K> {
    /// A new watcher of `key`.
    pub fn watch(self: &Arc<Self>, key: &K) -> Watch<K> {
        let notify = Arc::new(Notify::new());
        lock(&self.watching)
            .entry(key.clone())
            .or_default()
            .push(Arc::clone(&notify));
        Watch {
            registry: Arc::clone(self),
            key: key.clone(),
            notify,
        }
    }

    /// Wakes every watcher of `key`.
    pub fn wake(&self, key: &K) {
        if let Some(list) = lock(&self.watching).get(key) {
            for notify in list {
                notify.notify_one();
            }
        }
    }

    /// Every watched key.
    pub fn keys(&self) -> Vec<K> {
        lock(&self.watching).keys().cloned().collect()
    }

    fn len(&self) -> usize {
        lock(&self.watching).len()
    }
}

/// The node's watchers of sessions and balances.
pub struct Watchers {
    bus: Bus,
    store: Arc<dyn Store>,
    clock: Arc<Clock>,
    sessions: Arc<Registry<SessionId>>,
    balances: Arc<Registry<UserId>>,
    bets: Arc<Registry<UserId>>,
    jackpots: Arc<Registry<String>>,
    links: Arc<Registry<UserId>>,
    listening: Once,
}

impl Watchers {
    pub fn new(bus: Bus, store: Arc<dyn Store>, clock: Arc<Clock>) -> Arc<Self> {
        Arc::new(Self {
            bus,
            store,
            clock,
            sessions: Arc::default(),
            balances: Arc::default(),
            bets: Arc::default(),
            jackpots: Arc::default(),
            links: Arc::default(),
            listening: Once::new(),
        })
    }

    /// Woken when `session_id` is revoked. A revocation published between the caller's
    /// last read of the session and this call is not seen here: callers that authenticated
    /// from the store check the bus receiver they opened before that read
    /// ([`Self::revoked_since`]).
    pub fn session(self: &Arc<Self>, session_id: &SessionId) -> Watch<SessionId> {
        self.listen();
        self.sessions.watch(session_id)
    }

    /// Woken when the ledger posts to `user_id`'s balances. Watch before reading them, so
    /// no change slips between the read and the watch.
    pub fn balances(self: &Arc<Self>, user_id: &UserId) -> Watch<UserId> {
        self.listen();
        self.balances.watch(user_id)
    }

    /// Woken when one of `user_id`'s bets is placed, accepted, graded or cashed out. Watch
    /// before reading the bets.
    pub fn bets(self: &Arc<Self>, user_id: &UserId) -> Watch<UserId> {
        self.listen();
        self.bets.watch(user_id)
    }

    /// Woken when the pool of jackpot `slug` changes. Watch before reading it.
    pub fn jackpot(self: &Arc<Self>, slug: &str) -> Watch<String> {
        self.listen();
        self.jackpots.watch(&slug.to_owned())
    }

    /// Woken when `user_id`'s partner links change. Watch before reading them.
    pub fn links(self: &Arc<Self>, user_id: &UserId) -> Watch<UserId> {
        self.listen();
        self.links.watch(user_id)
    }

    /// Whether `receiver` (opened before the session was read from the store) carries the
    /// revocation of `session_id`. When it fell behind, the store answers instead.
    pub async fn revoked_since(
        &self,
        receiver: &mut tokio::sync::broadcast::Receiver<Event>,
        session_id: &SessionId,
    ) -> bool {
        loop {
            match receiver.try_recv() {
                Ok(Event::SessionRevoked { session_id: s, .. }) if &s == session_id => {
                    return true;
                }
                Ok(_) => {}
                Err(TryRecvError::Lagged(_)) => return !self.is_live(session_id).await,
                Err(TryRecvError::Empty | TryRecvError::Closed) => return false,
            }
        }
    }

    async fn is_live(&self, session_id: &SessionId) -> bool {
        match self.store.session(session_id).await {
            Ok(Some(session)) => session.is_live(self.clock.now()),
            Ok(None) => false,
            // An unreachable store decides nothing here; the next request authenticates again.
            Err(_) => true,
        }
    }

    /// Starts following the bus (once).
    fn listen(self: &Arc<Self>) {
        self.listening.call_once(|| {
            self.bus.follow_for(self, |watchers, heard| async move {
                match heard {
                    Ok(Event::SessionRevoked { session_id, .. }) => {
                        watchers.sessions.wake(&session_id);
                    }
                    Ok(Event::BalanceChanged { user_id }) => watchers.balances.wake(&user_id),
                    Ok(Event::BetChanged { user_id, .. }) => watchers.bets.wake(&user_id),
                    Ok(Event::JackpotChanged { slug }) => watchers.jackpots.wake(&slug),
                    Ok(Event::AccountLinksChanged { user_id }) => {
                        watchers.links.wake(&user_id);
                    }
                    Ok(
                        Event::CatalogueChanged { .. }
                        | Event::Analytics { .. }
                        | Event::BetslipChanged { .. },
                    ) => {}
                    // Skipped events may have touched any watched key: every balance is read
                    // again, and the store says which sessions are gone.
                    Err(_) => {
                        for user_id in watchers.balances.keys() {
                            watchers.balances.wake(&user_id);
                        }
                        for user_id in watchers.bets.keys() {
                            watchers.bets.wake(&user_id);
                        }
                        for user_id in watchers.links.keys() {
                            watchers.links.wake(&user_id);
                        }
                        for slug in watchers.jackpots.keys() {
                            watchers.jackpots.wake(&slug);
                        }
                        for session_id in watchers.sessions.keys() {
                            if !watchers.is_live(&session_id).await {
                                watchers.sessions.wake(&session_id);
                            }
                        }
                    }
                }
            });
        });
    }
}

impl std::fmt::Debug for Watchers {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Watchers")
            .field("sessions", &self.sessions.len())
            .field("balances", &self.balances.len())
            .finish_non_exhaustive()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    async fn watchers() -> Arc<Watchers> {
        let store = store_sqlite::SqliteStore::connect("sqlite::memory:")
            .await
            .unwrap();
        Watchers::new(Bus::in_process(), Arc::new(store), Arc::default())
    }

    fn revoke(bus: &Bus, session: &str) {
        bus.publish(Event::SessionRevoked {
            session_id: SessionId::from_raw(session),
            user_id: UserId::from_raw("u1"),
            reason: "logout".into(),
        });
    }

    async fn wakes<K: Hash + Eq>(watch: &Watch<K>) -> bool {
        tokio::time::timeout(Duration::from_millis(200), watch.woken())
            .await
            .is_ok()
    }

    #[tokio::test]
    async fn only_the_named_keys_watchers_wake() {
        let watchers = watchers().await;
        let mine = watchers.session(&SessionId::from_raw("s1"));
        let other = watchers.session(&SessionId::from_raw("s2"));
        let balance = watchers.balances(&UserId::from_raw("u1"));
        revoke(&watchers.bus, "s1");
        assert!(wakes(&mine).await, "s1's watch wakes");
        assert!(!wakes(&other).await, "s2 is still live");
        assert!(
            !wakes(&balance).await,
            "a revocation is not a balance change"
        );
        watchers.bus.publish(Event::BalanceChanged {
            user_id: UserId::from_raw("u1"),
        });
        assert!(wakes(&balance).await);
    }

    #[tokio::test]
    async fn wake_ups_before_the_watcher_looks_coalesce() {
        let watchers = watchers().await;
        let balance = watchers.balances(&UserId::from_raw("u1"));
        for _ in 0..3 {
            watchers.bus.publish(Event::BalanceChanged {
                user_id: UserId::from_raw("u1"),
            });
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
        assert!(wakes(&balance).await);
        assert!(!wakes(&balance).await, "three changes, one wake-up");
    }

    #[tokio::test]
    async fn dropped_watches_unregister() {
        let watchers = watchers().await;
        drop(watchers.session(&SessionId::from_raw("s1")));
        drop(watchers.balances(&UserId::from_raw("u1")));
        assert_eq!((watchers.sessions.len(), watchers.balances.len()), (0, 0));
    }

    #[tokio::test]
    async fn a_revocation_published_while_authenticating_is_found() {
        let watchers = watchers().await;
        let s1 = SessionId::from_raw("s1");
        let mut receiver = watchers.bus.subscribe();
        revoke(&watchers.bus, "s2");
        revoke(&watchers.bus, "s1");
        assert!(watchers.revoked_since(&mut receiver, &s1).await);
        let mut receiver = watchers.bus.subscribe();
        revoke(&watchers.bus, "s2");
        assert!(!watchers.revoked_since(&mut receiver, &s1).await);
    }
}
