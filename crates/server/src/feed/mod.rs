//! Feed ingestion: the one path by which the sports catalogue changes, whoever sends the
//! document: a data vendor pushing over HTTP ([`http`]), an operator with
//! `sportsbook admin feed push`, or the built-in simulator ([`simulator`]).
//!
//! [`Ingestor::ingest`] checks a document, applies it to the store in one transaction, then to
//! this node's in-memory [`Catalogue`], and publishes what changed on the bus. A document that
//! cancels an event also voids the event's unfinished markets (unless it grades them itself),
//! so bets on a cancelled game are refunded whoever sent the cancellation. Documents are
//! applied one at a time per node so the in-memory catalogue sees them in the store's commit
//! order; a bounded queue answers "busy" instead of letting a flood of documents pile up.

pub mod http;
pub mod keys;
pub mod simulator;

use crate::bus::{Bus, Event};
use crate::catalogue::Catalogue;
use domain::feed::{FeedChange, FeedDocument, FeedError};
use std::sync::Arc;
use std::time::Duration;
use store::{FeedOutcome, Store, StoreError};
use tokio::sync::{Mutex, Semaphore};

/// Documents that may wait for their turn on one node; more are refused as busy.
pub const QUEUE_DEPTH: usize = 64;
/// Longest a document waits for its turn before it is refused as busy.
pub const QUEUE_WAIT: Duration = Duration::from_secs(10);

/// What happened to an accepted document.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ingested {
    /// Applied: the source's sequence is now `sequence`.
    Applied {
        sequence: u64,
        events: usize,
        markets: usize,
        graded: usize,
    },
    /// Stale or duplicate: the source had already applied `last_sequence`; nothing changed.
    Ignored { last_sequence: u64 },
}

/// Why a document was not applied.
#[derive(Debug, thiserror::Error)]
pub enum IngestError {
    /// The document breaks a rule; nothing was written. The error names the field.
    #[error("invalid feed document: {0}")]
    Invalid(FeedError),
    /// Too many documents are waiting on this node; the sender should retry shortly.
    #[error("the feed queue is full; retry shortly")]
    Busy,
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// Applies feed documents on this node.
pub struct Ingestor {
    store: Arc<dyn Store>,
    catalogue: Arc<Catalogue>,
    bus: Bus,
    clock: Arc<crate::clock::Clock>,
    /// Held while a document is applied: one at a time per node.
    turn: Mutex<()>,
    /// Places in the queue (the one being applied included).
    queue: Semaphore,
}

impl Ingestor {
    pub fn new(
        store: Arc<dyn Store>,
        catalogue: Arc<Catalogue>,
        bus: Bus,
        clock: Arc<crate::clock::Clock>,
    ) -> Self {
        Self {
            store,
            catalogue,
            bus,
            clock,
            turn: Mutex::new(()),
            queue: Semaphore::new(QUEUE_DEPTH),
        }
    }

    /// Checks and applies one document (whole or not at all), updates this node's catalogue
    /// and publishes [`Event::CatalogueChanged`]. Refused as [`IngestError::Busy`] when the
    /// queue is full or the turn does not come within [`QUEUE_WAIT`].
    pub async fn ingest(&self, document: &FeedDocument) -> Result<Ingested, IngestError> {
        document.validate().map_err(IngestError::Invalid)?;
        let _place = self.queue.try_acquire().map_err(|_| IngestError::Busy)?;
        let turn = tokio::time::timeout(QUEUE_WAIT, self.turn.lock())
            .await
            .map_err(|_| IngestError::Busy)?;
        self.apply(document, turn).await
    }

    /// [`Ingestor::ingest`] for a producer inside this process (the simulator): it waits for
    /// its turn however long the queue is, and is never refused as busy.
    pub async fn ingest_in_turn(&self, document: &FeedDocument) -> Result<Ingested, IngestError> {
        document.validate().map_err(IngestError::Invalid)?;
        let turn = self.turn.lock().await;
        self.apply(document, turn).await
    }

    /// Applies `changes` as the next document of `source`, numbered in turn from the
    /// source's last applied sequence (the operator's hand-made documents, which no vendor
    /// numbers). A document another node numbered first is renumbered, a few times at most.
    pub async fn ingest_next(
        &self,
        source: &str,
        changes: Vec<FeedChange>,
    ) -> Result<Ingested, IngestError> {
        let _place = self.queue.try_acquire().map_err(|_| IngestError::Busy)?;
        let mut document = FeedDocument {
            source: source.to_owned(),
            sequence: 1,
            changes,
        };
        for _ in 0..3 {
            let turn = tokio::time::timeout(QUEUE_WAIT, self.turn.lock())
                .await
                .map_err(|_| IngestError::Busy)?;
            document.sequence = self.store.feed_sequence(source).await? + 1;
            document.validate().map_err(IngestError::Invalid)?;
            match self.apply(&document, turn).await? {
                Ingested::Ignored { .. } => continue,
                applied => return Ok(applied),
            }
        }
        Err(IngestError::Busy)
    }

    async fn apply(
        &self,
        document: &FeedDocument,
        _turn: tokio::sync::MutexGuard<'_, ()>,
    ) -> Result<Ingested, IngestError> {
        // A cancelled event's markets are void: read from this node's catalogue inside the
        // turn, so it holds every document applied before this one.
        let with_voids = document.with_cancellation_voids(|event_id| {
            self.catalogue
                .event(event_id)
                .map(|event| {
                    self.catalogue
                        .markets_of(&event)
                        .iter()
                        .map(|entry| entry.market.clone())
                        .collect()
                })
                .unwrap_or_default()
        });
        let document = with_voids.as_ref().unwrap_or(document);
        let outcome = self
            .store
            .apply_feed_document(document, self.clock.now())
            .await?;
        match outcome {
            FeedOutcome::Rejected(error) => Err(IngestError::Invalid(error)),
            FeedOutcome::Ignored { last_sequence } => Ok(Ingested::Ignored { last_sequence }),
            FeedOutcome::Applied(changes) => {
                self.catalogue.apply(&changes, self.clock.now());
                let ingested = Ingested::Applied {
                    sequence: changes.sequence,
                    events: changes.events.len(),
                    markets: changes.markets.len(),
                    graded: changes.graded.len(),
                };
                self.bus.publish(Event::CatalogueChanged {
                    source: changes.source.clone(),
                    sequence: changes.sequence,
                    event_ids: changes.events.iter().map(|e| e.event.id.clone()).collect(),
                    market_ids: changes.markets.iter().map(|m| m.id.clone()).collect(),
                    market_event_ids: changes
                        .markets
                        .iter()
                        .map(|m| m.event_id.clone())
                        .collect::<std::collections::BTreeSet<_>>()
                        .into_iter()
                        .collect(),
                    graded: changes
                        .graded
                        .iter()
                        .map(|g| crate::bus::GradedMarket {
                            market_id: g.market_id.clone(),
                            event_id: g.event_id.clone(),
                            corrected: g.corrected,
                        })
                        .collect(),
                });
                Ok(ingested)
            }
        }
    }
}

impl Ingestor {
    /// Re-reads from the store what another node's feed document changed (its events, and its
    /// markets through their events) and applies it to this node's catalogue, in turn with
    /// this node's own documents so an older read never overwrites a newer apply.
    pub async fn refresh(
        &self,
        source: &str,
        sequence: u64,
        event_ids: &[String],
        market_ids: &[String],
        market_event_ids: &[String],
    ) -> Result<(), StoreError> {
        let _turn = self.turn.lock().await;
        let headers: std::collections::BTreeSet<&String> = event_ids.iter().collect();
        let wanted: std::collections::HashSet<&String> = market_ids.iter().collect();
        let mut changes = store::AppliedChanges {
            source: source.to_owned(),
            sequence,
            events: Vec::new(),
            markets: Vec::new(),
            graded: Vec::new(),
        };
        let read: std::collections::BTreeSet<&String> =
            headers.iter().copied().chain(market_event_ids).collect();
        for event_id in read {
            let Some((state, markets)) = self.store.catalogue_event(event_id).await? else {
                continue;
            };
            if headers.contains(event_id) {
                changes.events.push(state);
            }
            changes
                .markets
                .extend(markets.into_iter().filter(|m| wanted.contains(&m.id)));
        }
        if !changes.events.is_empty() || !changes.markets.is_empty() {
            self.catalogue.apply(&changes, self.clock.now());
        }
        Ok(())
    }

    /// Replaces this node's catalogue with the store's (events were missed for good).
    pub async fn reload(&self) -> Result<(), StoreError> {
        let _turn = self.turn.lock().await;
        let now = self.clock.now();
        let snapshot = self
            .store
            .catalogue_snapshot(now - crate::catalogue::FINISHED_VISIBLE)
            .await?;
        self.catalogue.load(snapshot, now);
        Ok(())
    }
}

#[async_trait::async_trait]
impl crate::bus::Follower for Ingestor {
    async fn before_delivery(&self, event: &Event) {
        if let Event::CatalogueChanged {
            source,
            sequence,
            event_ids,
            market_ids,
            market_event_ids,
            ..
        } = event
            && let Err(e) = self
                .refresh(source, *sequence, event_ids, market_ids, market_event_ids)
                .await
        {
            tracing::error!(error = %e, %source, sequence, "another node's catalogue change not read");
        }
    }

    async fn resync(&self) {
        if let Err(e) = self.reload().await {
            tracing::error!(error = %e, "catalogue not reloaded");
        }
    }
}

impl std::fmt::Debug for Ingestor {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Ingestor")
            .field("queue_free", &self.queue.available_permits())
            .finish_non_exhaustive()
    }
}
