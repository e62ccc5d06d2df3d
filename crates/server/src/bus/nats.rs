//! The bus between nodes: events on a NATS JetStream stream (`NATS_URL`).
//!
//! Every node publishes its events to the stream, one subject per event family
//! (`{prefix}.events.balance`, `.session`, `.catalogue`, ...), with the node's id in a header,
//! and follows the whole stream with an ordered consumer of its own. Its own events reach its
//! subscribers at once through the local broadcast channel and are skipped when they come back
//! from the stream; other nodes' events are handed to the [`Follower`] first (a catalogue
//! change re-reads the changed events and markets from the store into this node's catalogue)
//! and then delivered on the same local channel, so the rest of the server does not know
//! which node an event came from.
//!
//! Nothing acknowledged is lost: publishing waits for the stream's acknowledgement and retries
//! (in order) while NATS is away, and a follower resumes from the last stream sequence it saw,
//! so a node that reconnects reads what it missed. A node that starts late loads its
//! catalogue from the store and follows the stream from the position it noted before loading
//! ([`NatsBus::position`]); events it reads twice are harmless (they are notifications). If
//! the stream no longer holds what a node missed (older than [`RETENTION`]), the follower
//! reloads everything from the store ([`Follower::resync`]).

use super::{EventBus, Follower};
use crate::bus::Event;
use crate::config::NatsConfig;
use anyhow::Context as _;
use async_nats::HeaderMap;
use async_nats::jetstream::{self, consumer, stream};
use futures::StreamExt;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;
use tokio::sync::{broadcast, mpsc};

/// Header naming the node that published an event.
pub const NODE_HEADER: &str = "Sportsbook-Node";
/// How long the stream keeps events: how long a node may be away and still catch up by
/// reading what it missed (longer, it reloads from the store).
pub const RETENTION: Duration = Duration::from_secs(24 * 3600);
/// Longest pause between two attempts to publish (or to follow) while NATS is away.
const MAX_BACKOFF: Duration = Duration::from_secs(2);

/// Subject of every event family under `prefix`.
pub fn subject(prefix: &str, event: &Event) -> String {
    format!("{prefix}.events.{}", event.family())
}

/// The JetStream stream name of `prefix`: its letters and digits upper-cased, anything else
/// `_`, then `_EVENTS` (`sportsbook` -> `SPORTSBOOK_EVENTS`).
pub fn stream_name(prefix: &str) -> String {
    let mut name: String = prefix
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_uppercase()
            } else {
                '_'
            }
        })
        .collect();
    name.push_str("_EVENTS");
    name
}

/// An [`EventBus`] over NATS JetStream; see the module docs.
pub struct NatsBus {
    node: String,
    prefix: String,
    stream: String,
    jetstream: jetstream::Context,
    local: broadcast::Sender<Event>,
    outbox: mpsc::UnboundedSender<Event>,
    /// The last stream sequence this node's follower read.
    seen: AtomicU64,
}

impl NatsBus {
    /// Connects to `config.url`, creates the stream when missing and starts the publishing
    /// task. `node` names this node in the events it publishes (unique per process).
    pub async fn connect(config: &NatsConfig, node: &str) -> anyhow::Result<Arc<Self>> {
        let client = async_nats::ConnectOptions::new()
            .name(format!("sportsbook {node}"))
            .connect(config.url.0.as_str())
            .await
            .context("cannot connect to NATS (NATS_URL)")?;
        let jetstream = jetstream::new(client);
        let stream = stream_name(&config.prefix);
        jetstream
            .get_or_create_stream(stream::Config {
                name: stream.clone(),
                subjects: vec![format!("{}.events.>", config.prefix)],
                max_age: RETENTION,
                storage: stream::StorageType::File,
                discard: stream::DiscardPolicy::Old,
                ..Default::default()
            })
            .await
            .with_context(|| format!("cannot create the JetStream stream {stream}"))?;
        let (local, _) = broadcast::channel(super::IN_PROCESS_CAPACITY);
        let (outbox, queued) = mpsc::unbounded_channel();
        let bus = Arc::new(Self {
            node: node.to_owned(),
            prefix: config.prefix.clone(),
            stream,
            jetstream,
            local,
            outbox,
            seen: AtomicU64::new(0),
        });
        tokio::spawn(publish_all(
            bus.jetstream.clone(),
            bus.prefix.clone(),
            bus.node.clone(),
            queued,
        ));
        Ok(bus)
    }

    /// This node's id (the `Sportsbook-Node` header of what it publishes).
    pub fn node(&self) -> &str {
        &self.node
    }

    /// The stream's last sequence now: note it before loading state from the store, then
    /// [`NatsBus::follow`] from it, so nothing committed in between is missed.
    pub async fn position(&self) -> anyhow::Result<u64> {
        let mut stream = self
            .jetstream
            .get_stream(&self.stream)
            .await
            .with_context(|| format!("cannot read the JetStream stream {}", self.stream))?;
        let info = stream
            .info()
            .await
            .with_context(|| format!("cannot read the JetStream stream {}", self.stream))?;
        Ok(info.state.last_sequence)
    }

    /// Starts following other nodes' events after stream sequence `after`: each goes through
    /// `follower`, then to this node's subscribers.
    pub fn follow(self: &Arc<Self>, after: u64, follower: Arc<dyn Follower>) {
        self.seen.store(after, Ordering::SeqCst);
        let bus = Arc::clone(self);
        tokio::spawn(async move {
            let mut backoff = Duration::from_millis(100);
            loop {
                match bus.follow_once(follower.as_ref()).await {
                    Ok(()) => backoff = Duration::from_millis(100),
                    Err(e) => {
                        tracing::warn!(error = %e, seen = bus.seen.load(Ordering::SeqCst), "following the NATS stream; resuming");
                        tokio::time::sleep(backoff).await;
                        backoff = (backoff * 2).min(MAX_BACKOFF);
                    }
                }
            }
        });
    }

    /// One ordered consumer from the last sequence seen, until it fails or ends.
    async fn follow_once(&self, follower: &dyn Follower) -> anyhow::Result<()> {
        let start = self.seen.load(Ordering::SeqCst) + 1;
        let stream = self.jetstream.get_stream(&self.stream).await?;
        let consumer = stream
            .create_consumer(consumer::push::OrderedConfig {
                deliver_subject: self.jetstream.client().new_inbox(),
                deliver_policy: consumer::DeliverPolicy::ByStartSequence {
                    start_sequence: start,
                },
                ..Default::default()
            })
            .await?;
        let mut messages = consumer.messages().await?;
        while let Some(message) = messages.next().await {
            let message = message?;
            let sequence = message
                .info()
                .map_err(|e| anyhow::anyhow!("a stream message without its metadata: {e}"))?
                .stream_sequence;
            let expected = self.seen.load(Ordering::SeqCst) + 1;
            if sequence < expected {
                continue;
            }
            if sequence > expected {
                tracing::warn!(
                    expected,
                    sequence,
                    "events missed are gone from the stream: reloading from the store"
                );
                follower.resync().await;
            }
            self.seen.store(sequence, Ordering::SeqCst);
            let from = message
                .headers
                .as_ref()
                .and_then(|h| h.get(NODE_HEADER))
                .map(|v| v.as_str());
            if from == Some(self.node.as_str()) {
                continue;
            }
            match serde_json::from_slice::<Event>(&message.payload) {
                Ok(event) => {
                    follower.before_delivery(&event).await;
                    let _ = self.local.send(event);
                }
                Err(e) => {
                    tracing::warn!(error = %e, subject = %message.subject, sequence, "an unreadable event on the stream: skipped");
                }
            }
        }
        Ok(())
    }
}

impl EventBus for NatsBus {
    fn publish(&self, event: Event) {
        // This node's subscribers hear it now; other nodes through the stream.
        let _ = self.local.send(event.clone());
        if self.outbox.send(event).is_err() {
            tracing::error!("the NATS publishing task stopped: event not sent to other nodes");
        }
    }

    fn subscribe(&self) -> broadcast::Receiver<Event> {
        self.local.subscribe()
    }
}

/// Publishes queued events in order, each until the stream acknowledged it.
async fn publish_all(
    jetstream: jetstream::Context,
    prefix: String,
    node: String,
    mut queued: mpsc::UnboundedReceiver<Event>,
) {
    while let Some(event) = queued.recv().await {
        let payload = match serde_json::to_vec(&event) {
            Ok(payload) => payload,
            Err(e) => {
                tracing::error!(error = %e, ?event, "event not serialisable: not sent to other nodes");
                continue;
            }
        };
        let subject = subject(&prefix, &event);
        let mut backoff = Duration::from_millis(50);
        loop {
            let mut headers = HeaderMap::new();
            headers.insert(NODE_HEADER, node.as_str());
            let acked = match jetstream
                .publish_with_headers(subject.clone(), headers, payload.clone().into())
                .await
            {
                Ok(ack) => ack.await.map(|_| ()).map_err(anyhow::Error::from),
                Err(e) => Err(anyhow::Error::from(e)),
            };
            match acked {
                Ok(()) => break,
                Err(e) => {
                    tracing::warn!(error = %e, %subject, "publishing to NATS; retrying");
                    tokio::time::sleep(backoff).await;
                    backoff = (backoff * 2).min(MAX_BACKOFF);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bus::GradedMarket;
    use domain::ids::{SessionId, UserId};
    use std::sync::Mutex;

    /// The local NATS (`TEST_NATS_URL`, default `nats://127.0.0.1:4222`) with a stream of the
    /// test's own; `None` (skipped, saying so) when it does not answer and `REQUIRE_NATS` is
    /// unset.
    async fn nats() -> Option<NatsConfig> {
        let url = std::env::var("TEST_NATS_URL").unwrap_or_else(|_| "nats://127.0.0.1:4222".into());
        let reachable = tokio::time::timeout(Duration::from_secs(3), async_nats::connect(&url))
            .await
            .is_ok_and(|c| c.is_ok());
        if !reachable {
            assert!(
                std::env::var("REQUIRE_NATS").as_deref() != Ok("1"),
                "NATS does not answer at {url} (TEST_NATS_URL) and REQUIRE_NATS=1"
            );
            eprintln!("NATS bus test SKIPPED: NATS does not answer at {url} (TEST_NATS_URL)");
            return None;
        }
        let prefix = format!("sbunit-{}", ulid::Ulid::new().to_string().to_lowercase());
        Some(NatsConfig::parse(&url, &prefix).unwrap())
    }

    async fn drop_stream(config: &NatsConfig) {
        let client = async_nats::connect(config.url.0.as_str()).await.unwrap();
        jetstream::new(client)
            .delete_stream(stream_name(&config.prefix))
            .await
            .unwrap();
    }

    /// Records what it was handed, and when each catalogue change was handed relative to the
    /// subscribers (it must come first).
    #[derive(Default)]
    struct Recorder {
        seen: Mutex<Vec<Event>>,
        resyncs: AtomicU64,
    }

    #[async_trait::async_trait]
    impl Follower for Recorder {
        async fn before_delivery(&self, event: &Event) {
            self.seen.lock().unwrap().push(event.clone());
        }
        async fn resync(&self) {
            self.resyncs.fetch_add(1, Ordering::SeqCst);
        }
    }

    async fn recv(rx: &mut broadcast::Receiver<Event>) -> Event {
        tokio::time::timeout(Duration::from_secs(10), rx.recv())
            .await
            .expect("an event within 10 s")
            .unwrap()
    }

    fn balance(user: &str) -> Event {
        Event::BalanceChanged {
            user_id: UserId::from_raw(user),
        }
    }

    #[tokio::test]
    async fn events_reach_other_nodes_once_through_the_follower_and_late_nodes_catch_up() {
        let Some(config) = nats().await else {
            return;
        };
        let a = NatsBus::connect(&config, "node-a").await.unwrap();
        let b = NatsBus::connect(&config, "node-b").await.unwrap();
        let (follows_a, follows_b) = (Arc::new(Recorder::default()), Arc::new(Recorder::default()));
        a.follow(a.position().await.unwrap(), follows_a.clone());
        b.follow(b.position().await.unwrap(), follows_b.clone());
        let (mut on_a, mut on_b) = (a.subscribe(), b.subscribe());

        let revoked = Event::SessionRevoked {
            session_id: SessionId::from_raw("s1"),
            user_id: UserId::from_raw("u1"),
            reason: "logout".into(),
        };
        let changed = Event::CatalogueChanged {
            source: "vendor".into(),
            sequence: 7,
            event_ids: vec!["g1".into()],
            market_ids: vec!["g1.ml".into()],
            market_event_ids: vec!["g1".into()],
            graded: vec![GradedMarket {
                market_id: "g1.ml".into(),
                event_id: "g1".into(),
                corrected: false,
            }],
        };
        a.publish(revoked.clone());
        a.publish(changed.clone());
        b.publish(balance("u2"));
        // Each node's subscribers hear every event once, in order per publisher.
        assert_eq!(recv(&mut on_a).await, revoked);
        assert_eq!(recv(&mut on_a).await, changed);
        assert_eq!(recv(&mut on_a).await, balance("u2"));
        let mut heard_on_b = vec![
            recv(&mut on_b).await,
            recv(&mut on_b).await,
            recv(&mut on_b).await,
        ];
        heard_on_b.sort_by_key(|e| e.family());
        assert_eq!(
            heard_on_b,
            vec![balance("u2"), changed.clone(), revoked.clone()]
        );
        // Nothing more: a node's own events, coming back from the stream before the next
        // node's marker, are not delivered a second time.
        a.publish(balance("marker-a"));
        assert_eq!(recv(&mut on_a).await, balance("marker-a"));
        assert_eq!(recv(&mut on_b).await, balance("marker-a"));
        b.publish(balance("marker-b"));
        assert_eq!(recv(&mut on_b).await, balance("marker-b"));
        assert_eq!(recv(&mut on_a).await, balance("marker-b"));
        // The follower saw the other node's events only, before the subscribers.
        assert_eq!(
            *follows_b.seen.lock().unwrap(),
            vec![revoked.clone(), changed.clone(), balance("marker-a")]
        );
        assert_eq!(
            *follows_a.seen.lock().unwrap(),
            vec![balance("u2"), balance("marker-b")]
        );

        // A node starting late from an older position reads what it missed.
        let late = NatsBus::connect(&config, "node-late").await.unwrap();
        let follows_late = Arc::new(Recorder::default());
        let mut on_late = late.subscribe();
        late.follow(0, follows_late.clone());
        let mut caught_up = Vec::new();
        for _ in 0..5 {
            caught_up.push(recv(&mut on_late).await);
        }
        assert!(caught_up.contains(&revoked) && caught_up.contains(&changed));
        assert_eq!(follows_late.resyncs.load(Ordering::SeqCst), 0);
        drop_stream(&config).await;
    }

    #[test]
    fn subjects_follow_the_event_family() {
        let event = Event::BalanceChanged {
            user_id: UserId::from_raw("u1"),
        };
        assert_eq!(subject("sportsbook", &event), "sportsbook.events.balance");
        assert_eq!(stream_name("sportsbook"), "SPORTSBOOK_EVENTS");
        assert_eq!(stream_name("test-1.a"), "TEST_1_A_EVENTS");
    }
}
