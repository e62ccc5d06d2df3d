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
    /// sequence exactly one applies; the other is `Ignored`. A `Rejected` document does not
    /// record its sequence: the same sequence may be sent again, corrected.
    ///
    /// Changes apply in order, so a document may create an event and its markets and then
    /// price them; `at` is the instant recorded for what the document did.
    ///
    /// - An event change replaces the header and keeps the stored statistics. A statistics
    ///   change replaces the statistics and sets the event's status with
    ///   `feed::status_after_statistics`. An event's `ended_at` becomes `at` when its status
    ///   becomes finished or cancelled (kept if it was already over) and is cleared when it
    ///   is pre-game or in play again.
    /// - A selection id belongs to the first market that used it, for good (a bet on it
    ///   finds that market even if the market later drops it); another market naming it is
    ///   refused.
    /// - Rejections name the change's path, `changes[{i}].{kind}` (kind from
    ///   `FeedChange::kind`) and the field: `changes[i].market.event_id` and
    ///   `changes[i].statistics.event_id` "is not a known event",
    ///   `changes[i].{prices|market_status|result}.market_id` "is not a known market",
    ///   `changes[i].market.selections[j].id` "belongs to another market", and whatever
    ///   `domain::feed`'s functions refuse (a finished market reopened, priced or moved...).
    /// - `AppliedChanges` lists every event and market whose stored state changed, whole and
    ///   once, in the order first touched; a repeated identical result changes nothing and
    ///   is not listed. `graded` lists each graded market once; `corrected` when it had
    ///   been graded before this document.
    async fn apply_feed_document(
        &self,
        document: &FeedDocument,
        at: DateTime<Utc>,
    ) -> StoreResult<FeedOutcome>;
    /// The last applied sequence of a source (0 when none).
    async fn feed_sequence(&self, source: &str) -> StoreResult<u64>;
    /// Every event that is pre-game or in play, or that finished or was cancelled at or after
    /// `ended_since` (its `ended_at`, see [`CatalogueStore::apply_feed_document`]), with all
    /// their markets. Hidden and invalid events are left out. Events are ordered by start
    /// time (then id), markets in their events' order, then by id.
    async fn catalogue_snapshot(
        &self,
        ended_since: DateTime<Utc>,
    ) -> StoreResult<CatalogueSnapshot>;
    /// One event with its statistics and markets (ordered by id), whatever its age or
    /// status (bet history, settlement).
    async fn catalogue_event(&self, id: &str) -> StoreResult<Option<(EventState, Vec<Market>)>>;
    /// The market a selection belongs to, whatever its age.
    async fn market_of_selection(&self, selection_id: &str) -> StoreResult<Option<Market>>;

    /// Stores a push-feed key. `StoreError::Conflict("feed_key")` when the id or the hash is
    /// taken.
    async fn create_feed_key(&self, key: NewFeedKey) -> StoreResult<FeedKey>;
    /// The live (not revoked) key with this hash.
    async fn feed_key_by_hash(&self, key_hash: &str) -> StoreResult<Option<FeedKey>>;
    /// Every key, revoked ones included, newest first.
    async fn feed_keys(&self) -> StoreResult<Vec<FeedKey>>;
    /// Revokes a key; `false` when no live key has that id.
    async fn revoke_feed_key(&self, id: &str, at: DateTime<Utc>) -> StoreResult<bool>;
}
