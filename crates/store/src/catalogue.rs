//! Sports catalogue storage: events, statistics, markets and selections as the feed left
//! them, each feed source's last applied sequence number, and the keys push feeds sign in with.
//!
//! A feed document is one transaction: its sequence is checked and recorded, every change
//! is checked against the stored entities with `domain::feed`'s rules, and either all of it
//! is written or nothing is.

use crate::StoreResult;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::catalogue::{Event, Market, Statistics};
use domain::feed::{FeedDocument, FeedError};

/// An event with its latest statistics (`None` until the feed sent some).
#[derive(Debug, Clone, PartialEq)]
pub struct EventState {
    pub event: Event,
    pub statistics: Option<Statistics>,
}

/// A market the document graded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GradedMarket {
    pub market_id: String,
    pub event_id: String,
    /// The market had been graded before with other grades: its bets are re-graded.
    pub corrected: bool,
}

/// What a feed document changed: the new state of every event and market it touched.
#[derive(Debug, Clone, PartialEq)]
pub struct AppliedChanges {
    pub source: String,
    pub sequence: u64,
    /// Events whose header or statistics changed, whole, in the order first touched.
    pub events: Vec<EventState>,
    /// Markets that were created or changed, whole, in the order first touched.
    pub markets: Vec<Market>,
    /// Markets graded or re-graded (a repeated identical result is not listed).
    pub graded: Vec<GradedMarket>,
}

/// The answer to [`CatalogueStore::apply_feed_document`].
#[derive(Debug, Clone, PartialEq)]
pub enum FeedOutcome {
    Applied(AppliedChanges),
    /// The sequence was at or below the source's last applied one; nothing was written.
    Ignored {
        last_sequence: u64,
    },
    /// A change broke a rule that needs stored state (unknown market, reopening a finished
    /// market, a statistics change for an unknown event...); nothing was written. The error's
    /// field is the change's path (`changes[3].prices.market_id`).
    Rejected(FeedError),
}

/// Everything a server node loads into its in-memory catalogue at start.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct CatalogueSnapshot {
    pub events: Vec<EventState>,
    pub markets: Vec<Market>,
}

/// A push feed's credential: a secret bound to one source. Only its SHA-256 is stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FeedKey {
    pub id: String,
    pub source: String,
    pub created_at: DateTime<Utc>,
    /// Who created it (the operator's name as given to the CLI).
    pub created_by: String,
    pub revoked_at: Option<DateTime<Utc>>,
}

/// Input to [`CatalogueStore::create_feed_key`].
#[derive(Debug, Clone)]
pub struct NewFeedKey {
    pub id: String,
    pub source: String,
    pub key_hash: String,
    pub created_at: DateTime<Utc>,
    pub created_by: String,
}

#[async_trait]
pub trait CatalogueStore: Send + Sync {
    /// Applies a document that passed `FeedDocument::validate`, atomically: the source's
    /// sequence moves to the document's, and every change is applied with `domain::feed`'s
    /// rules, or nothing is written. Of two concurrent calls with the same source and
    /// sequence exactly one applies; the other is `Ignored`.
    ///
    /// Changes apply in order, so a document may create an event and its markets and then
    /// price them. Statistics set the event's status with `feed::status_after_statistics`.
    async fn apply_feed_document(
        &self,
        document: &FeedDocument,
        at: DateTime<Utc>,
    ) -> StoreResult<FeedOutcome>;
    /// The last applied sequence of a source (0 when none).
    async fn feed_sequence(&self, source: &str) -> StoreResult<u64>;
    /// Every event that is pre-game or in play, or that finished or was cancelled at or after
    /// `ended_since` (by its last change), with all their markets.
    async fn catalogue_snapshot(
        &self,
        ended_since: DateTime<Utc>,
    ) -> StoreResult<CatalogueSnapshot>;
    /// One event with its statistics and markets, whatever its age (bet history, settlement).
    async fn catalogue_event(&self, id: &str) -> StoreResult<Option<(EventState, Vec<Market>)>>;
    /// The market a selection belongs to, whatever its age.
    async fn market_of_selection(&self, selection_id: &str) -> StoreResult<Option<Market>>;

    /// Stores a push-feed key. `StoreError::Conflict("feed_key")` when the id is taken.
    async fn create_feed_key(&self, key: NewFeedKey) -> StoreResult<FeedKey>;
    /// The live (not revoked) key with this hash.
    async fn feed_key_by_hash(&self, key_hash: &str) -> StoreResult<Option<FeedKey>>;
    /// Every key, newest first.
    async fn feed_keys(&self) -> StoreResult<Vec<FeedKey>>;
    /// Revokes a key; `false` when no live key has that id.
    async fn revoke_feed_key(&self, id: &str, at: DateTime<Utc>) -> StoreResult<bool>;
}
