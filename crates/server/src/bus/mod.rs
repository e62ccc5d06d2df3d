//! The event bus: how one part of the server tells the others (and the other server nodes)
//! that something changed, so subscriptions can push fresh data.
//!
//! Events are notifications, not data: a subscriber that hears `BalanceChanged` reads the
//! balances again from the store. That keeps events small, makes a lost or coalesced event
//! harmless, and lets the NATS-backed [`nats::NatsBus`] (`NATS_URL`, several nodes) carry the
//! same serde-serialised enum as the in-process bus (one node, the default).
//!
//! Publishing rule: publish *after* the store call that caused the change has succeeded
//! (for money, after `Store::post_transaction` returned), never before and never inside a
//! database transaction. Publishing never fails and never blocks; with nobody listening the
//! event is dropped.

pub mod nats;

use domain::ids::{SessionId, UserId};
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use tokio::sync::broadcast;

/// Buffer of the in-process bus. A subscriber that falls further behind than this skips the
/// oldest events and is told so (`RecvError::Lagged`); every current consumer treats a lag
/// as "something changed, read again".
pub const IN_PROCESS_CAPACITY: usize = 1024;

/// Something other parts of the server may want to react to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// A ledger transaction touching this account holder's balances was posted.
    BalanceChanged { user_id: UserId },
    /// A session was revoked (logout, refresh-token reuse, password reset, ...): open
    /// websocket connections of that session close.
    SessionRevoked {
        session_id: SessionId,
        user_id: UserId,
        reason: String,
    },
    /// A feed document changed the sports catalogue (after the store committed it). Names
    /// what changed; another node re-reads those from the store, settlement grades bets of
    /// the `graded` markets.
    CatalogueChanged {
        source: String,
        sequence: u64,
        /// Events whose header or statistics changed.
        event_ids: Vec<String>,
        market_ids: Vec<String>,
        /// The events of `market_ids` (another node reads a market through its event).
        #[serde(default)]
        market_event_ids: Vec<String>,
        graded: Vec<GradedMarket>,
    },
    /// A betslip was saved or moved: its owner's `betslipUpdated` watchers read it again.
    BetslipChanged { owner: String },
    /// A bet was placed, accepted, graded or cashed out: its owner's `betHistory` and
    /// `cashoutUpdated` watchers read it again.
    BetChanged { user_id: UserId, bet_id: String },
    /// A jackpot's pool changed (a contribution, a hit): after the debit's transaction
    /// committed. Its page, lobby and game watchers read it again.
    JackpotChanged { slug: String },
    /// An account holder's partner links changed (linked, unlinked): their
    /// `linkedAccountUpdated` watchers read them again.
    AccountLinksChanged { user_id: UserId },
    /// An analytics event the web app sent (`POST /api/analytics/events`); `properties`
    /// are already masked (`domain::masking`).
    Analytics {
        name: String,
        properties: serde_json::Value,
        /// The account holder when the request carried a valid session token.
        user_id: Option<UserId>,
        install_id: Option<String>,
    },
}

/// A market a feed document graded (or re-graded: `corrected`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GradedMarket {
    pub market_id: String,
    pub event_id: String,
    pub corrected: bool,
}

impl Event {
    /// The account holder the event concerns (`None` for catalogue changes and anonymous
    /// analytics events).
    pub fn user_id(&self) -> Option<&UserId> {
        match self {
            Event::BalanceChanged { user_id }
            | Event::SessionRevoked { user_id, .. }
            | Event::BetChanged { user_id, .. }
            | Event::AccountLinksChanged { user_id } => Some(user_id),
            Event::Analytics { user_id, .. } => user_id.as_ref(),
            Event::CatalogueChanged { .. }
            | Event::BetslipChanged { .. }
            | Event::JackpotChanged { .. } => None,
        }
    }
}

impl Event {
    /// The family of the event: the last part of its NATS subject.
    pub fn family(&self) -> &'static str {
        match self {
            Event::BalanceChanged { .. } => "balance",
            Event::SessionRevoked { .. } => "session",
            Event::CatalogueChanged { .. } => "catalogue",
            Event::BetslipChanged { .. } => "betslip",
            Event::BetChanged { .. } => "bet",
            Event::JackpotChanged { .. } => "jackpot",
            Event::AccountLinksChanged { .. } => "account_links",
            Event::Analytics { .. } => "analytics",
        }
    }
}

/// What a node does with another node's event before its own subscribers hear it (see
/// [`nats`]): keep its in-memory state in step with the store.
#[async_trait::async_trait]
pub trait Follower: Send + Sync + 'static {
    /// Brings this node's state up to date with what `event` announces.
    async fn before_delivery(&self, event: &Event);
    /// Events were missed for good: re-reads everything from the store.
    async fn resync(&self);
}

/// A transport for [`Event`]s: in-process for one node, NATS when several nodes run.
pub trait EventBus: Send + Sync + 'static {
    /// Delivers `event` to every current subscriber (of every node). Never blocks.
    fn publish(&self, event: Event);
    /// A new receiver of every event published from now on.
    fn subscribe(&self) -> broadcast::Receiver<Event>;
}

/// The single-process bus over a tokio broadcast channel.
#[derive(Debug)]
pub struct InProcessBus {
    sender: broadcast::Sender<Event>,
}

impl InProcessBus {
    /// A bus buffering up to `capacity` events per subscriber.
    pub fn new(capacity: usize) -> Self {
        let (sender, _) = broadcast::channel(capacity.max(1));
        Self { sender }
    }
}

impl EventBus for InProcessBus {
    fn publish(&self, event: Event) {
        // An error only means nobody is subscribed right now, which is fine.
        let _ = self.sender.send(event);
    }

    fn subscribe(&self) -> broadcast::Receiver<Event> {
        self.sender.subscribe()
    }
}

/// Cheap-to-clone handle to the server's event bus (kept in `AppState`).
#[derive(Clone)]
pub struct Bus {
    transport: Arc<dyn EventBus>,
    /// The NATS bus when this node is one of several.
    cluster: Option<Arc<nats::NatsBus>>,
}

impl Bus {
    /// Wraps any transport.
    pub fn new(transport: Arc<dyn EventBus>) -> Self {
        Self {
            transport,
            cluster: None,
        }
    }

    /// The default single-process bus.
    pub fn in_process() -> Self {
        Self::new(Arc::new(InProcessBus::new(IN_PROCESS_CAPACITY)))
    }

    /// The bus between nodes.
    pub fn nats(bus: Arc<nats::NatsBus>) -> Self {
        let transport: Arc<dyn EventBus> = bus.clone();
        Self {
            transport,
            cluster: Some(bus),
        }
    }

    /// The NATS bus when this node is one of several (`None`: the only node).
    pub fn cluster(&self) -> Option<&Arc<nats::NatsBus>> {
        self.cluster.as_ref()
    }

    /// Publishes `event` (see the module docs for when to call it).
    pub fn publish(&self, event: Event) {
        tracing::debug!(?event, "bus publish");
        self.transport.publish(event);
    }

    /// Receives every event published from now on.
    pub fn subscribe(&self) -> broadcast::Receiver<Event> {
        self.transport.subscribe()
    }

    /// Hands every event published from now on to `handle`, with `owner`, one after the
    /// other on a task of its own, for as long as `owner` lives: `Err(n)` when `n` events were
    /// skipped because the handler fell behind (any of them may have mattered). Holds `owner`
    /// only while it handles an event.
    pub fn follow_for<T, F, Fut>(&self, owner: &Arc<T>, handle: F)
    where
        T: Send + Sync + 'static,
        F: Fn(Arc<T>, Result<Event, u64>) -> Fut + Send + 'static,
        Fut: std::future::Future<Output = ()> + Send,
    {
        let weak = Arc::downgrade(owner);
        let mut events = self.subscribe();
        tokio::spawn(async move {
            loop {
                let heard = match events.recv().await {
                    Ok(event) => Ok(event),
                    Err(broadcast::error::RecvError::Lagged(skipped)) => Err(skipped),
                    Err(broadcast::error::RecvError::Closed) => return,
                };
                let Some(owner) = weak.upgrade() else {
                    return;
                };
                handle(owner, heard).await;
            }
        });
    }
}

impl std::fmt::Debug for Bus {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Bus")
    }
}

impl Default for Bus {
    fn default() -> Self {
        Self::in_process()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn subscribers_receive_events_published_after_subscribing() {
        let bus = Bus::in_process();
        bus.publish(Event::BalanceChanged {
            user_id: UserId::from_raw("early"),
        });
        let mut rx = bus.subscribe();
        let event = Event::BalanceChanged {
            user_id: UserId::from_raw("u1"),
        };
        bus.publish(event.clone());
        assert_eq!(rx.recv().await.ok(), Some(event));
    }

    #[test]
    fn events_serialise_with_a_type_tag() {
        let event = Event::SessionRevoked {
            session_id: SessionId::from_raw("s1"),
            user_id: UserId::from_raw("u1"),
            reason: "logout".into(),
        };
        let json = serde_json::to_value(&event).unwrap();
        assert_eq!(json["type"], "session_revoked");
        assert_eq!(json["session_id"], "s1");
        let back: Event = serde_json::from_value(json).unwrap();
        assert_eq!(back, event);
        assert_eq!(back.user_id().map(UserId::as_str), Some("u1"));
    }

    #[test]
    fn publishing_without_subscribers_is_fine() {
        let bus = InProcessBus::new(0);
        bus.publish(Event::BalanceChanged {
            user_id: UserId::from_raw("u1"),
        });
    }
}
