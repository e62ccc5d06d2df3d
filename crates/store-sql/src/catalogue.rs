//! [`store::CatalogueStore`]: the catalogue as JSON rows, feed sequences, feed keys.
//!
//! A feed document is one unit of work:
//!
//! 1. The source's sequence moves with a conditional upsert (`ON CONFLICT ... WHERE
//!    feed_sources.sequence < excluded.sequence`). Where rows are locked it holds the source's
//!    row until the unit of work ends, so documents of one source apply one at a time; of two
//!    with the same sequence the second finds the first's committed and is ignored, and a
//!    rejected document's rollback leaves the sequence as it was.
//! 2. The events and markets the document names are read (and locked, each table in id order
//!    and events before markets, so concurrent documents lock in one order) and changed in
//!    memory by [`store::feed_apply`].
//! 3. New rows are inserted and changed rows updated, one statement per table over a JSON
//!    array of the rows.
//!
//! Documents of different sources touching the same rows therefore apply one after the
//! other. Two creating the same event, market or selection at once cannot both insert it: the
//! later insert fails on the primary key (or the database breaks a deadlock), and that
//! document is applied again from the start, now seeing the other's rows.
//!
//! Reads that take several statements (snapshot, one event) see one committed state.

use std::collections::HashMap;

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::catalogue::{Event, Market, Statistics};
use domain::feed::FeedDocument;
use store::feed_apply::{
    self, Loaded, Reads, StoredEvent, Write, event_status_name, offer_status_name, stored_sequence,
};
use store::{
    CatalogueSnapshot, CatalogueStore, EventState, FeedKey, FeedOutcome, NewFeedKey, StoreError,
    StoreResult,
};

use crate::SqlStore;
use crate::convert::{from_json, instant, millis, opt_instant, to_json};
use crate::db::{
    Backend, DbError, DbErrorKind, Executor, Json, List, Mode, query, query_as, query_scalar,
};

/// How many times a document that lost a race to create the same rows is applied.
const ATTEMPTS: u32 = 5;

/// Events in the snapshot: live and upcoming ones, and those that ended since `$1`.
const SNAPSHOT_EVENTS: &str = "e.status IN ('pre_game', 'in_play') \
     OR (e.status IN ('finished', 'cancelled') AND e.ended_at >= $1)";

/// The columns of an event row as [`EventRow`] reads them.
const EVENT_COLUMNS: &str = "e.id, e.ended_at, CAST(e.event AS TEXT), CAST(e.statistics AS TEXT)";

/// An event row: id, ended_at, event JSON, statistics JSON.
type EventRow = (String, Option<i64>, String, Option<String>);

type FeedKeyRow = (String, String, i64, String, Option<i64>);

/// Why one attempt at a document failed.
enum Failure {
    Store(StoreError),
    /// Lost a race with a concurrent document (a row it meant to create exists now, or a
    /// deadlock): worth applying again.
    Contended(DbError),
}

impl From<StoreError> for Failure {
    fn from(error: StoreError) -> Self {
        Failure::Store(error)
    }
}

impl From<DbError> for Failure {
    fn from(error: DbError) -> Self {
        match error.kind {
            DbErrorKind::UniqueViolation | DbErrorKind::Contended => Failure::Contended(error),
            _ => Failure::Store(error.into()),
        }
    }
}

fn to_u64(n: i64) -> StoreResult<u64> {
    u64::try_from(n).map_err(|_| StoreError::Corrupt(format!("negative sequence {n}")))
}

fn event_state(row: EventRow) -> StoreResult<StoredEvent> {
    let (id, ended_at, event, statistics) = row;
    let event: Event = from_json(&event, &format!("catalogue event {id}"))?;
    let statistics: Option<Statistics> = statistics
        .map(|json| from_json(&json, &format!("statistics of event {id}")))
        .transpose()?;
    Ok(StoredEvent {
        state: EventState { event, statistics },
        ended_at: opt_instant(ended_at)?,
    })
}

fn market(json: &str) -> StoreResult<Market> {
    from_json(json, "catalogue market")
}

fn feed_key((id, source, created_at, created_by, revoked_at): FeedKeyRow) -> StoreResult<FeedKey> {
    Ok(FeedKey {
        id,
        source,
        created_at: instant(created_at)?,
        created_by,
        revoked_at: opt_instant(revoked_at)?,
    })
}

/// Reads (and locks) the stored rows a document names.
async fn load(db: &mut dyn Executor, reads: &Reads) -> Result<Loaded, Failure> {
    let dialect = db.dialect();
    let mut loaded = Loaded::default();
    if !reads.event_ids.is_empty() {
        let rows: Vec<EventRow> = query_as(format!(
            "SELECT {EVENT_COLUMNS} FROM catalogue_events e WHERE e.id IN {} ORDER BY e.id {}",
            dialect.list(1),
            dialect.lock("FOR UPDATE")
        ))
        .bind(List::of(&reads.event_ids))
        .fetch_all(db)
        .await?;
        for row in rows {
            let event = event_state(row)?;
            loaded.events.insert(event.state.event.id.clone(), event);
        }
    }
    if !reads.market_ids.is_empty() {
        let rows: Vec<String> = query_scalar(format!(
            "SELECT CAST(market AS TEXT) FROM catalogue_markets WHERE id IN {} ORDER BY id {}",
            dialect.list(1),
            dialect.lock("FOR UPDATE")
        ))
        .bind(List::of(&reads.market_ids))
        .fetch_all(db)
        .await?;
        for json in rows {
            let market = market(&json)?;
            loaded.markets.insert(market.id.clone(), market);
        }
    }
    if !reads.selection_ids.is_empty() {
        // Never updated once written: no lock needed.
        let rows: Vec<(String, String)> = query_as(format!(
            "SELECT id, market_id FROM catalogue_selections WHERE id IN {}",
            dialect.list(1)
        ))
        .bind(List::of(&reads.selection_ids))
        .fetch_all(db)
        .await?;
        loaded.selection_owners = rows.into_iter().collect::<HashMap<_, _>>();
    }
    Ok(loaded)
}

/// Event rows as one JSON array (`[[id, sport, competition, status, start, ended, event,
/// statistics], ...]`): one parameter for a statement that writes them all.
fn event_rows<'a>(rows: impl Iterator<Item = &'a StoredEvent>) -> StoreResult<Option<String>> {
    let rows: Vec<_> = rows
        .map(|StoredEvent { state, ended_at }| {
            let event = &state.event;
            (
                &event.id,
                &event.sport.slug,
                &event.competition.slug,
                event_status_name(event.status),
                millis(event.start_time),
                ended_at.map(millis),
                event,
                &state.statistics,
            )
        })
        .collect();
    if rows.is_empty() {
        return Ok(None);
    }
    to_json(&rows).map(Some)
}

/// Market rows as one JSON array (`[[id, event, status, market], ...]`).
fn market_rows<'a>(rows: impl Iterator<Item = &'a Market>) -> StoreResult<Option<String>> {
    let rows: Vec<_> = rows
        .map(|market| {
            (
                &market.id,
                &market.event_id,
                offer_status_name(market.status),
                market,
            )
        })
        .collect();
    if rows.is_empty() {
        return Ok(None);
    }
    to_json(&rows).map(Some)
}

/// The event columns of the JSON rows of `$1`, named like the table's.
fn event_source(db: &dyn Executor) -> String {
    format!(
        "SELECT value ->> 0 AS id, value ->> 1 AS sport, value ->> 2 AS competition, \
         value ->> 3 AS status, CAST(value ->> 4 AS BIGINT) AS start_time, \
         CAST(value ->> 5 AS BIGINT) AS ended_at, value -> 6 AS event, \
         NULLIF(value -> 7, 'null') AS statistics FROM {}",
        db.dialect().json_rows(1)
    )
}

/// The market columns of the JSON rows of `$1`, named like the table's.
fn market_source(db: &dyn Executor) -> String {
    format!(
        "SELECT value ->> 0 AS id, value ->> 1 AS event_id, value ->> 2 AS status, \
         value -> 3 AS market FROM {}",
        db.dialect().json_rows(1)
    )
}

/// Runs a statement over JSON rows (`$1`) at `$2`, when there are rows.
async fn write_rows(
    db: &mut dyn Executor,
    sql: String,
    rows: Option<String>,
    at: i64,
) -> Result<(), Failure> {
    if let Some(rows) = rows {
        query(sql).bind(Json(&rows)).bind(at).execute(db).await?;
    }
    Ok(())
}

/// New rows and changed rows of one kind.
fn split<T>(writes: &[Write<T>]) -> (impl Iterator<Item = &T>, impl Iterator<Item = &T>) {
    (
        writes.iter().filter(|w| w.new).map(|w| &w.row),
        writes.iter().filter(|w| !w.new).map(|w| &w.row),
    )
}

/// One attempt at applying a document, in one unit of work.
async fn try_apply(
    db: &mut dyn Executor,
    document: &FeedDocument,
    sequence: i64,
    reads: &Reads,
    at: DateTime<Utc>,
) -> Result<FeedOutcome, Failure> {
    let at_ms = millis(at);
    let moved: Option<i64> = query_scalar(
        "INSERT INTO feed_sources (source, sequence, updated_at) VALUES ($1, $2, $3) \
         ON CONFLICT (source) DO UPDATE SET sequence = excluded.sequence, \
         updated_at = excluded.updated_at \
         WHERE feed_sources.sequence < excluded.sequence \
         RETURNING sequence",
    )
    .bind(document.source.as_str())
    .bind(sequence)
    .bind(at_ms)
    .fetch_optional(db)
    .await?;
    if moved.is_none() {
        let last: i64 = query_scalar("SELECT sequence FROM feed_sources WHERE source = $1")
            .bind(document.source.as_str())
            .fetch_one(db)
            .await?;
        return Ok(FeedOutcome::Ignored {
            last_sequence: to_u64(last)?,
        });
    }

    let loaded = load(db, reads).await?;
    let writes = match feed_apply::apply(document, at, loaded) {
        Ok(writes) => writes,
        Err(error) => {
            // The sequence stays where it was: the document may come again, mended.
            db.discard();
            return Ok(FeedOutcome::Rejected(error));
        }
    };

    let (new_events, changed_events) = split(&writes.events);
    let sql = format!(
        "INSERT INTO catalogue_events (id, sport, competition, status, start_time, ended_at, \
         event, statistics, updated_at) \
         SELECT t.id, t.sport, t.competition, t.status, t.start_time, t.ended_at, t.event, \
         t.statistics, $2 FROM ({}) AS t",
        event_source(db)
    );
    write_rows(db, sql, event_rows(new_events)?, at_ms).await?;
    let sql = format!(
        "UPDATE catalogue_events SET sport = t.sport, competition = t.competition, \
         status = t.status, start_time = t.start_time, ended_at = t.ended_at, \
         event = t.event, statistics = t.statistics, updated_at = $2 \
         FROM ({}) AS t WHERE catalogue_events.id = t.id",
        event_source(db)
    );
    write_rows(db, sql, event_rows(changed_events)?, at_ms).await?;

    let (new_markets, changed_markets) = split(&writes.markets);
    let sql = format!(
        "INSERT INTO catalogue_markets (id, event_id, status, market, updated_at) \
         SELECT t.id, t.event_id, t.status, t.market, $2 FROM ({}) AS t",
        market_source(db)
    );
    write_rows(db, sql, market_rows(new_markets)?, at_ms).await?;
    // The event of a market never changes (`check_market_replace`): `event_id` stays.
    let sql = format!(
        "UPDATE catalogue_markets SET status = t.status, market = t.market, updated_at = $2 \
         FROM ({}) AS t WHERE catalogue_markets.id = t.id",
        market_source(db)
    );
    write_rows(db, sql, market_rows(changed_markets)?, at_ms).await?;

    if !writes.selections.is_empty() {
        query(format!(
            "INSERT INTO catalogue_selections (id, market_id) \
             SELECT value ->> 0, value ->> 1 FROM {}",
            db.dialect().json_rows(1)
        ))
        .bind(Json(&to_json(&writes.selections)?))
        .execute(db)
        .await?;
    }
    Ok(FeedOutcome::Applied(writes.changes))
}

async fn catalogue_snapshot(
    db: &mut dyn Executor,
    ended_since: DateTime<Utc>,
) -> StoreResult<CatalogueSnapshot> {
    let events: Vec<EventRow> = query_as(format!(
        "SELECT {EVENT_COLUMNS} FROM catalogue_events e WHERE {SNAPSHOT_EVENTS} \
         ORDER BY e.start_time, e.id"
    ))
    .bind(millis(ended_since))
    .fetch_all(db)
    .await?;
    let markets: Vec<String> = query_scalar(format!(
        "SELECT CAST(m.market AS TEXT) FROM catalogue_events e \
         JOIN catalogue_markets m ON m.event_id = e.id \
         WHERE {SNAPSHOT_EVENTS} ORDER BY e.start_time, e.id, m.id"
    ))
    .bind(millis(ended_since))
    .fetch_all(db)
    .await?;
    Ok(CatalogueSnapshot {
        events: events
            .into_iter()
            .map(|row| event_state(row).map(|e| e.state))
            .collect::<StoreResult<_>>()?,
        markets: markets
            .iter()
            .map(|json| market(json))
            .collect::<StoreResult<_>>()?,
    })
}

async fn catalogue_event(
    db: &mut dyn Executor,
    id: String,
) -> StoreResult<Option<(EventState, Vec<Market>)>> {
    let row: Option<EventRow> = query_as(format!(
        "SELECT {EVENT_COLUMNS} FROM catalogue_events e WHERE e.id = $1"
    ))
    .bind(id.as_str())
    .fetch_optional(db)
    .await?;
    let Some(row) = row else {
        return Ok(None);
    };
    let markets: Vec<String> = query_scalar(
        "SELECT CAST(market AS TEXT) FROM catalogue_markets WHERE event_id = $1 ORDER BY id",
    )
    .bind(id.as_str())
    .fetch_all(db)
    .await?;
    let markets = markets
        .iter()
        .map(|json| market(json))
        .collect::<StoreResult<_>>()?;
    Ok(Some((event_state(row)?.state, markets)))
}

/// Columns of `feed_keys` read into [`FeedKeyRow`].
const FEED_KEY_COLUMNS: &str = "id, source, created_at, created_by, revoked_at";

#[async_trait]
impl<B: Backend> CatalogueStore for SqlStore<B> {
    async fn apply_feed_document(
        &self,
        document: &FeedDocument,
        at: DateTime<Utc>,
    ) -> StoreResult<FeedOutcome> {
        let sequence = match stored_sequence(document) {
            Ok(sequence) => sequence,
            Err(error) => return Ok(FeedOutcome::Rejected(error)),
        };
        let reads = std::sync::Arc::new(Reads::of(document));
        let document = std::sync::Arc::new(document.clone());
        let mut attempt = 1;
        loop {
            let (doc, rd) = (document.clone(), reads.clone());
            let outcome = self
                .run(Mode::Write, move |db| {
                    Box::pin(async move { try_apply(db, &doc, sequence, &rd, at).await })
                })
                .await;
            match outcome {
                Ok(outcome) => return Ok(outcome),
                Err(Failure::Store(error)) => return Err(error),
                Err(Failure::Contended(error)) if attempt < ATTEMPTS => {
                    tracing::debug!(
                        source = %document.source,
                        sequence = document.sequence,
                        attempt,
                        %error,
                        "feed document raced another; applying it again"
                    );
                    attempt += 1;
                }
                Err(Failure::Contended(error)) => return Err(error.into()),
            }
        }
    }

    async fn feed_sequence(&self, source: &str) -> StoreResult<u64> {
        let source = source.to_owned();
        self.read(move |db| {
            Box::pin(async move {
                let last: Option<i64> =
                    query_scalar("SELECT sequence FROM feed_sources WHERE source = $1")
                        .bind(&source)
                        .fetch_optional(db)
                        .await?;
                last.map_or(Ok(0), to_u64)
            })
        })
        .await
    }

    async fn catalogue_snapshot(
        &self,
        ended_since: DateTime<Utc>,
    ) -> StoreResult<CatalogueSnapshot> {
        self.snapshot(move |db| Box::pin(catalogue_snapshot(db, ended_since)))
            .await
    }

    async fn catalogue_event(&self, id: &str) -> StoreResult<Option<(EventState, Vec<Market>)>> {
        let id = id.to_owned();
        self.snapshot(move |db| Box::pin(catalogue_event(db, id)))
            .await
    }

    async fn market_of_selection(&self, selection_id: &str) -> StoreResult<Option<Market>> {
        let selection_id = selection_id.to_owned();
        self.read(move |db| {
            Box::pin(async move {
                let json: Option<String> = query_scalar(
                    "SELECT CAST(m.market AS TEXT) FROM catalogue_selections s \
                     JOIN catalogue_markets m ON m.id = s.market_id WHERE s.id = $1",
                )
                .bind(&selection_id)
                .fetch_optional(db)
                .await?;
                json.map(|json| market(&json)).transpose()
            })
        })
        .await
    }

    async fn create_feed_key(&self, key: NewFeedKey) -> StoreResult<FeedKey> {
        self.write(move |db| {
            Box::pin(async move {
                let row: FeedKeyRow = query_as(format!(
                    "INSERT INTO feed_keys (id, source, key_hash, created_at, created_by) \
                     VALUES ($1, $2, $3, $4, $5) RETURNING {FEED_KEY_COLUMNS}"
                ))
                .bind(&key.id)
                .bind(&key.source)
                .bind(&key.key_hash)
                .bind(millis(key.created_at))
                .bind(&key.created_by)
                .fetch_one(db)
                .await
                .map_err(|e| e.on_insert("feed_key", "feed_key"))?;
                feed_key(row)
            })
        })
        .await
    }

    async fn feed_key_by_hash(&self, key_hash: &str) -> StoreResult<Option<FeedKey>> {
        let key_hash = key_hash.to_owned();
        self.read(move |db| {
            Box::pin(async move {
                let row: Option<FeedKeyRow> = query_as(format!(
                    "SELECT {FEED_KEY_COLUMNS} FROM feed_keys \
                     WHERE key_hash = $1 AND revoked_at IS NULL"
                ))
                .bind(&key_hash)
                .fetch_optional(db)
                .await?;
                row.map(feed_key).transpose()
            })
        })
        .await
    }

    async fn feed_keys(&self) -> StoreResult<Vec<FeedKey>> {
        self.read(move |db| {
            Box::pin(async move {
                let rows: Vec<FeedKeyRow> = query_as(format!(
                    "SELECT {FEED_KEY_COLUMNS} FROM feed_keys ORDER BY created_at DESC, id DESC"
                ))
                .fetch_all(db)
                .await?;
                rows.into_iter().map(feed_key).collect()
            })
        })
        .await
    }

    async fn revoke_feed_key(&self, id: &str, at: DateTime<Utc>) -> StoreResult<bool> {
        let id = id.to_owned();
        self.write(move |db| {
            Box::pin(async move {
                let done = query(
                    "UPDATE feed_keys SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL",
                )
                .bind(millis(at))
                .bind(&id)
                .execute(db)
                .await?;
                Ok(done > 0)
            })
        })
        .await
    }
}
