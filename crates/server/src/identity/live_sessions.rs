//! Sessions this node read lately, so checking a request's access token does not read the
//! store on every request.
//!
//! Only live sessions are kept, each for [`TTL`] after it was read. A revocation anywhere in
//! the server is announced on the bus (`SessionRevoked`, which reaches every node through
//! NATS) and drops every kept session of that account at once, on this node synchronously
//! ([`LiveSessions::forget_user`] from `sessions::announce_revoked`); a revocation the bus
//! does not carry (the admin CLI switching maintenance on, from its own process) is seen
//! within [`TTL`]. A kept session that has expired by its own dates is read again, so the
//! store decides every refusal.

use crate::bus::{Bus, Event};
use chrono::{DateTime, Utc};
use domain::ids::{SessionId, UserId};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard, Once};
use store::{Session, Store, StoreResult};

/// How long a session read from the store is trusted without reading it again.
pub const TTL: chrono::Duration = chrono::Duration::seconds(2);

/// Most sessions kept; past it, the stale ones are dropped (and all of them if none is).
const CAPACITY: usize = 100_000;

/// Live sessions by id, with when each was read.
pub struct LiveSessions {
    store: Arc<dyn Store>,
    bus: Bus,
    kept: Mutex<HashMap<SessionId, (Session, DateTime<Utc>)>>,
    listening: Once,
}

impl LiveSessions {
    pub fn new(store: Arc<dyn Store>, bus: Bus) -> Arc<Self> {
        Arc::new(Self {
            store,
            bus,
            kept: Mutex::default(),
            listening: Once::new(),
        })
    }

    /// The session `id` at `now`: the kept copy while it is fresh and live, else the store's.
    pub async fn session(
        self: &Arc<Self>,
        id: &SessionId,
        now: DateTime<Utc>,
    ) -> StoreResult<Option<Session>> {
        self.listen();
        if let Some((session, read_at)) = self.kept().get(id)
            && *read_at <= now
            && now - *read_at < TTL
            && session.is_live(now)
        {
            return Ok(Some(session.clone()));
        }
        let read = self.store.session(id).await?;
        let mut kept = self.kept();
        match &read {
            Some(session) if session.is_live(now) => {
                if kept.len() >= CAPACITY {
                    kept.retain(|_, (_, read_at)| *read_at <= now && now - *read_at < TTL);
                    if kept.len() >= CAPACITY {
                        kept.clear();
                    }
                }
                kept.insert(id.clone(), (session.clone(), now));
            }
            _ => {
                kept.remove(id);
            }
        }
        Ok(read)
    }

    /// Drops every kept session of `user_id` (one of them was revoked, or all were).
    pub fn forget_user(&self, user_id: &UserId) {
        self.kept()
            .retain(|_, (session, _)| &session.user_id != user_id);
    }

    fn kept(&self) -> MutexGuard<'_, HashMap<SessionId, (Session, DateTime<Utc>)>> {
        self.kept
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Starts following the bus (once): other nodes' revocations, and any this node missed.
    fn listen(self: &Arc<Self>) {
        self.listening.call_once(|| {
            self.bus.follow_for(self, |sessions, heard| async move {
                match heard {
                    Ok(Event::SessionRevoked { user_id, .. }) => sessions.forget_user(&user_id),
                    Ok(_) => {}
                    // A skipped event may have been a revocation: read every session again.
                    Err(_) => sessions.kept().clear(),
                }
            });
        });
    }
}
