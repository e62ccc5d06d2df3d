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
//! Nothing acknowledged is lost or doubled: publishing waits for the stream's acknowledgement
//! and retries (in order) while NATS is away, each event under a message id of its own
//! (`Nats-Msg-Id`), so a retry of an event the stream stored but whose acknowledgement was
//! lost is dropped as a duplicate; a follower resumes from the last stream sequence it saw, so
//! a node that reconnects reads what it missed. A node that starts late loads its
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
    let mut published = 0u64;
    while let Some(event) = queued.recv().await {
        published += 1;
        let id = format!("{node}-{published}");
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
            headers.insert(async_nats::header::NATS_MESSAGE_ID, id.as_str());
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
    use domain::ids::UserId;

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
