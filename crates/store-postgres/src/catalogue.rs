//! [`store::CatalogueStore`] on PostgreSQL: the catalogue as JSONB rows, feed sequences, feed
//! keys.
//!
//! A feed document is one READ COMMITTED transaction:
//!
//! 1. The source's sequence moves with a conditional upsert (`ON CONFLICT ... WHERE
//!    feed_sources.sequence < excluded.sequence`). It holds the source's row lock until the
//!    transaction ends, so documents of one source apply one at a time; of two with the same
//!    sequence the second finds the first's committed and is ignored, and a rejected
//!    document's rollback leaves the sequence as it was.
//! 2. The events and markets the document names are read `FOR UPDATE`, each table in id
//!    order and events before markets, so concurrent documents lock in one order; they are
//!    changed in memory by [`store::feed_apply`].
//! 3. Changed rows are updated and new ones inserted, one statement per table (`UNNEST`).
//!
//! Documents of different sources touching the same rows therefore apply one after the
//! other. Two creating the same event, market or selection at once cannot both insert it: the
//! later insert fails on the primary key (or PostgreSQL breaks a deadlock), and that document
//! is applied again from the start, now seeing the other's rows.
//!
//! Reads that take several queries (snapshot, one event) run in one REPEATABLE READ
//! transaction, so they see one committed state.

use std::collections::HashMap;

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::catalogue::{Event, Market, Statistics};
use domain::feed::FeedDocument;
use sqlx::{PgConnection, Postgres, Transaction};
use store::feed_apply::{
    self, Loaded, Reads, StoredEvent, Write, event_status_name, offer_status_name, stored_sequence,
};
use store::{
    CatalogueSnapshot, CatalogueStore, EventState, FeedKey, FeedOutcome, NewFeedKey, StoreError,
    StoreResult,
};

use crate::rows::{instant, millis};
use crate::{PgStore, backend, insert_error};

/// How many times a document that lost a race to create the same rows is applied.
const ATTEMPTS: u32 = 5;

/// Events in the snapshot: live and upcoming ones, and those that ended since `$1`.
const SNAPSHOT_EVENTS: &str = "e.status IN ('pre_game', 'in_play') \
     OR (e.status IN ('finished', 'cancelled') AND e.ended_at >= $1)";

/// An event row: id, ended_at, event JSON, statistics JSON.
type EventRow = (String, Option<i64>, String, Option<String>);

type FeedKeyRow = (String, String, i64, String, Option<i64>);

/// Why one attempt at a document failed.
enum Failure {
    Store(StoreError),
    /// Lost a race with a concurrent document (a row it meant to create exists now, or a
    /// deadlock): worth applying again.
    Contended(sqlx::Error),
}

impl From<StoreError> for Failure {
    fn from(error: StoreError) -> Self {
        Failure::Store(error)
    }
}

/// Classifies a database error of a feed document's transaction.
fn db(err: sqlx::Error) -> Failure {
    if let sqlx::Error::Database(e) = &err
        // unique_violation, deadlock_detected, serialization_failure
        && matches!(e.code().as_deref(), Some("23505" | "40P01" | "40001"))
    {
        return Failure::Contended(err);
    }
    Failure::Store(backend(err))
}

fn to_u64(n: i64) -> StoreResult<u64> {
    u64::try_from(n).map_err(|_| StoreError::Corrupt(format!("negative sequence {n}")))
}

fn to_json<T: serde::Serialize>(value: &T) -> StoreResult<String> {
    serde_json::to_string(value).map_err(|e| StoreError::Backend(format!("to JSON: {e}")))
}

fn from_json<T: serde::de::DeserializeOwned>(json: &str, what: &str) -> StoreResult<T> {
    serde_json::from_str(json).map_err(|e| StoreError::Corrupt(format!("{what}: {e}")))
}

fn event_state(row: EventRow) -> StoreResult<StoredEvent> {
    let (id, ended_at, event, statistics) = row;
    let event: Event = from_json(&event, &format!("catalogue event {id}"))?;
    let statistics: Option<Statistics> = statistics
        .map(|json| from_json(&json, &format!("statistics of event {id}")))
        .transpose()?;
    Ok(StoredEvent {
        state: EventState { event, statistics },
        ended_at: ended_at.map(instant).transpose()?,
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
        revoked_at: revoked_at.map(instant).transpose()?,
    })
}

/// Reads (and locks) the stored rows a document names.
async fn load(conn: &mut PgConnection, reads: &Reads) -> Result<Loaded, Failure> {
    let mut loaded = Loaded::default();
    if !reads.event_ids.is_empty() {
        let rows: Vec<EventRow> = sqlx::query_as(
            "SELECT id, ended_at, event::text, statistics::text FROM catalogue_events \
             WHERE id = ANY($1) ORDER BY id FOR UPDATE",
        )
        .bind(reads.event_ids.as_slice())
        .fetch_all(&mut *conn)
        .await
        .map_err(db)?;
        for row in rows {
            let event = event_state(row)?;
            loaded.events.insert(event.state.event.id.clone(), event);
        }
    }
    if !reads.market_ids.is_empty() {
        let rows: Vec<(String,)> = sqlx::query_as(
            "SELECT market::text FROM catalogue_markets WHERE id = ANY($1) ORDER BY id FOR UPDATE",
        )
        .bind(reads.market_ids.as_slice())
        .fetch_all(&mut *conn)
        .await
        .map_err(db)?;
        for (json,) in rows {
            let market = market(&json)?;
            loaded.markets.insert(market.id.clone(), market);
        }
    }
    if !reads.selection_ids.is_empty() {
        // Never updated once written: no lock needed.
        let rows: Vec<(String, String)> =
            sqlx::query_as("SELECT id, market_id FROM catalogue_selections WHERE id = ANY($1)")
                .bind(reads.selection_ids.as_slice())
                .fetch_all(&mut *conn)
                .await
                .map_err(db)?;
        loaded.selection_owners = rows.into_iter().collect::<HashMap<_, _>>();
    }
    Ok(loaded)
}

/// Event rows as column arrays, for `UNNEST`.
#[derive(Default)]
struct EventColumns {
    id: Vec<String>,
    sport: Vec<String>,
    competition: Vec<String>,
    status: Vec<&'static str>,
    start_time: Vec<i64>,
    ended_at: Vec<Option<i64>>,
    event: Vec<String>,
    statistics: Vec<Option<String>>,
}

impl EventColumns {
    fn of<'a>(rows: impl Iterator<Item = &'a StoredEvent>) -> StoreResult<Self> {
        let mut columns = EventColumns::default();
        for StoredEvent { state, ended_at } in rows {
            let event = &state.event;
            columns.id.push(event.id.clone());
            columns.sport.push(event.sport.slug.clone());
            columns.competition.push(event.competition.slug.clone());
            columns.status.push(event_status_name(event.status));
            columns.start_time.push(millis(event.start_time));
            columns.ended_at.push(ended_at.map(millis));
            columns.event.push(to_json(event)?);
            columns
                .statistics
                .push(state.statistics.as_ref().map(to_json).transpose()?);
        }
        Ok(columns)
    }

    fn is_empty(&self) -> bool {
        self.id.is_empty()
    }

    /// Runs `sql`, whose `$1..$8` are the columns and `$9` the time of the change.
    async fn execute(&self, conn: &mut PgConnection, sql: &str, at: i64) -> Result<(), Failure> {
        if self.is_empty() {
            return Ok(());
        }
        sqlx::query(sql)
            .bind(self.id.as_slice())
            .bind(self.sport.as_slice())
            .bind(self.competition.as_slice())
            .bind(self.status.as_slice())
            .bind(self.start_time.as_slice())
            .bind(self.ended_at.as_slice())
            .bind(self.event.as_slice())
            .bind(self.statistics.as_slice())
            .bind(at)
            .execute(&mut *conn)
            .await
            .map_err(db)?;
        Ok(())
    }
}

const EVENT_COLUMNS: &str = "UNNEST($1::text[], $2::text[], $3::text[], $4::text[], \
     $5::int8[], $6::int8[], $7::text[], $8::text[]) \
     AS t(id, sport, competition, status, start_time, ended_at, event, statistics)";

/// Market rows as column arrays, for `UNNEST`.
#[derive(Default)]
struct MarketColumns {
    id: Vec<String>,
    event_id: Vec<String>,
    status: Vec<&'static str>,
    market: Vec<String>,
}

impl MarketColumns {
    fn of<'a>(rows: impl Iterator<Item = &'a Market>) -> StoreResult<Self> {
        let mut columns = MarketColumns::default();
        for market in rows {
            columns.id.push(market.id.clone());
            columns.event_id.push(market.event_id.clone());
            columns.status.push(offer_status_name(market.status));
            columns.market.push(to_json(market)?);
        }
        Ok(columns)
    }

    /// Runs `sql`, whose `$1..$4` are the columns and `$5` the time of the change.
    async fn execute(&self, conn: &mut PgConnection, sql: &str, at: i64) -> Result<(), Failure> {
        if self.id.is_empty() {
            return Ok(());
        }
        sqlx::query(sql)
            .bind(self.id.as_slice())
            .bind(self.event_id.as_slice())
            .bind(self.status.as_slice())
            .bind(self.market.as_slice())
            .bind(at)
            .execute(&mut *conn)
            .await
            .map_err(db)?;
        Ok(())
    }
}

const MARKET_COLUMNS: &str = "UNNEST($1::text[], $2::text[], $3::text[], $4::text[]) \
     AS t(id, event_id, status, market)";

/// New rows and changed rows of one kind.
fn split<T>(writes: &[Write<T>]) -> (impl Iterator<Item = &T>, impl Iterator<Item = &T>) {
    (
        writes.iter().filter(|w| w.new).map(|w| &w.row),
        writes.iter().filter(|w| !w.new).map(|w| &w.row),
    )
}

async fn rollback(tx: Transaction<'static, Postgres>) -> Result<(), Failure> {
    tx.rollback().await.map_err(db)
}

impl PgStore {
    /// One attempt at applying a document, in one transaction.
    async fn try_apply(
        &self,
        document: &FeedDocument,
        sequence: i64,
        reads: &Reads,
        at: DateTime<Utc>,
    ) -> Result<FeedOutcome, Failure> {
        let at_ms = millis(at);
        let mut tx = self.write().await?;
        let moved: Option<i64> = sqlx::query_scalar(
            "INSERT INTO feed_sources (source, sequence, updated_at) VALUES ($1, $2, $3) \
             ON CONFLICT (source) DO UPDATE SET sequence = excluded.sequence, \
             updated_at = excluded.updated_at \
             WHERE feed_sources.sequence < excluded.sequence \
             RETURNING sequence",
        )
        .bind(&document.source)
        .bind(sequence)
        .bind(at_ms)
        .fetch_optional(&mut *tx)
        .await
        .map_err(db)?;
        if moved.is_none() {
            let last: i64 =
                sqlx::query_scalar("SELECT sequence FROM feed_sources WHERE source = $1")
                    .bind(&document.source)
                    .fetch_one(&mut *tx)
                    .await
                    .map_err(db)?;
            rollback(tx).await?;
            return Ok(FeedOutcome::Ignored {
                last_sequence: to_u64(last)?,
            });
        }

        let loaded = load(&mut tx, reads).await?;
        let writes = match feed_apply::apply(document, at, loaded) {
            Ok(writes) => writes,
            Err(error) => {
                rollback(tx).await?;
                return Ok(FeedOutcome::Rejected(error));
            }
        };

        let (new_events, changed_events) = split(&writes.events);
        EventColumns::of(new_events)?
            .execute(
                &mut tx,
                &format!(
                    "INSERT INTO catalogue_events (id, sport, competition, status, start_time, \
                     ended_at, event, statistics, updated_at) \
                     SELECT t.id, t.sport, t.competition, t.status, t.start_time, t.ended_at, \
                     t.event::jsonb, t.statistics::jsonb, $9 FROM {EVENT_COLUMNS}"
                ),
                at_ms,
            )
            .await?;
        EventColumns::of(changed_events)?
            .execute(
                &mut tx,
                &format!(
                    "UPDATE catalogue_events AS e SET sport = t.sport, \
                     competition = t.competition, status = t.status, \
                     start_time = t.start_time, ended_at = t.ended_at, \
                     event = t.event::jsonb, statistics = t.statistics::jsonb, updated_at = $9 \
                     FROM {EVENT_COLUMNS} WHERE e.id = t.id"
                ),
                at_ms,
            )
            .await?;
        let (new_markets, changed_markets) = split(&writes.markets);
        MarketColumns::of(new_markets)?
            .execute(
                &mut tx,
                &format!(
                    "INSERT INTO catalogue_markets (id, event_id, status, market, updated_at) \
                     SELECT t.id, t.event_id, t.status, t.market::jsonb, $5 FROM {MARKET_COLUMNS}"
                ),
                at_ms,
            )
            .await?;
        // The event of a market never changes (`check_market_replace`): `event_id` stays.
        MarketColumns::of(changed_markets)?
            .execute(
                &mut tx,
                &format!(
                    "UPDATE catalogue_markets AS m SET status = t.status, \
                     market = t.market::jsonb, updated_at = $5 \
                     FROM {MARKET_COLUMNS} WHERE m.id = t.id"
                ),
                at_ms,
            )
            .await?;
        if !writes.selections.is_empty() {
            let (ids, markets): (Vec<&str>, Vec<&str>) = writes
                .selections
                .iter()
                .map(|(selection, market)| (selection.as_str(), market.as_str()))
                .unzip();
            sqlx::query(
                "INSERT INTO catalogue_selections (id, market_id) \
                 SELECT * FROM UNNEST($1::text[], $2::text[])",
            )
            .bind(ids.as_slice())
            .bind(markets.as_slice())
            .execute(&mut *tx)
            .await
            .map_err(db)?;
        }
        tx.commit().await.map_err(db)?;
        Ok(FeedOutcome::Applied(writes.changes))
    }

    /// A read-only transaction that sees one committed state throughout.
    async fn read_snapshot(&self) -> StoreResult<Transaction<'static, Postgres>> {
        let mut tx = self.pool.begin().await.map_err(backend)?;
        sqlx::query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
            .execute(&mut *tx)
            .await
            .map_err(backend)?;
        Ok(tx)
    }
}

#[async_trait]
impl CatalogueStore for PgStore {
    async fn apply_feed_document(
        &self,
        document: &FeedDocument,
        at: DateTime<Utc>,
    ) -> StoreResult<FeedOutcome> {
        let sequence = match stored_sequence(document) {
            Ok(sequence) => sequence,
            Err(error) => return Ok(FeedOutcome::Rejected(error)),
        };
        let reads = Reads::of(document);
        let mut attempt = 1;
        loop {
            match self.try_apply(document, sequence, &reads, at).await {
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
                Err(Failure::Contended(error)) => return Err(backend(error)),
            }
        }
    }

    async fn feed_sequence(&self, source: &str) -> StoreResult<u64> {
        let last: Option<i64> =
            sqlx::query_scalar("SELECT sequence FROM feed_sources WHERE source = $1")
                .bind(source)
                .fetch_optional(&self.pool)
                .await
                .map_err(backend)?;
        last.map_or(Ok(0), to_u64)
    }

    async fn catalogue_snapshot(
        &self,
        ended_since: DateTime<Utc>,
    ) -> StoreResult<CatalogueSnapshot> {
        let mut tx = self.read_snapshot().await?;
        let events: Vec<EventRow> = sqlx::query_as(&format!(
            "SELECT e.id, e.ended_at, e.event::text, e.statistics::text FROM catalogue_events e \
             WHERE {SNAPSHOT_EVENTS} ORDER BY e.start_time, e.id"
        ))
        .bind(millis(ended_since))
        .fetch_all(&mut *tx)
        .await
        .map_err(backend)?;
        let markets: Vec<(String,)> = sqlx::query_as(&format!(
            "SELECT m.market::text FROM catalogue_events e \
             JOIN catalogue_markets m ON m.event_id = e.id \
             WHERE {SNAPSHOT_EVENTS} ORDER BY e.start_time, e.id, m.id"
        ))
        .bind(millis(ended_since))
        .fetch_all(&mut *tx)
        .await
        .map_err(backend)?;
        tx.rollback().await.map_err(backend)?;
        Ok(CatalogueSnapshot {
            events: events
                .into_iter()
                .map(|row| event_state(row).map(|e| e.state))
                .collect::<StoreResult<_>>()?,
            markets: markets
                .iter()
                .map(|(json,)| market(json))
                .collect::<StoreResult<_>>()?,
        })
    }

    async fn catalogue_event(&self, id: &str) -> StoreResult<Option<(EventState, Vec<Market>)>> {
        let mut tx = self.read_snapshot().await?;
        let row: Option<EventRow> = sqlx::query_as(
            "SELECT id, ended_at, event::text, statistics::text FROM catalogue_events \
             WHERE id = $1",
        )
        .bind(id)
        .fetch_optional(&mut *tx)
        .await
        .map_err(backend)?;
        let Some(row) = row else {
            tx.rollback().await.map_err(backend)?;
            return Ok(None);
        };
        let markets: Vec<(String,)> = sqlx::query_as(
            "SELECT market::text FROM catalogue_markets WHERE event_id = $1 ORDER BY id",
        )
        .bind(id)
        .fetch_all(&mut *tx)
        .await
        .map_err(backend)?;
        tx.rollback().await.map_err(backend)?;
        let markets = markets
            .iter()
            .map(|(json,)| market(json))
            .collect::<StoreResult<_>>()?;
        Ok(Some((event_state(row)?.state, markets)))
    }

    async fn market_of_selection(&self, selection_id: &str) -> StoreResult<Option<Market>> {
        let row: Option<(String,)> = sqlx::query_as(
            "SELECT m.market::text FROM catalogue_selections s \
             JOIN catalogue_markets m ON m.id = s.market_id WHERE s.id = $1",
        )
        .bind(selection_id)
        .fetch_optional(&self.pool)
        .await
        .map_err(backend)?;
        row.map(|(json,)| market(&json)).transpose()
    }

    async fn create_feed_key(&self, key: NewFeedKey) -> StoreResult<FeedKey> {
        let mut tx = self.write().await?;
        let row: FeedKeyRow = sqlx::query_as(
            "INSERT INTO feed_keys (id, source, key_hash, created_at, created_by) \
             VALUES ($1, $2, $3, $4, $5) \
             RETURNING id, source, created_at, created_by, revoked_at",
        )
        .bind(&key.id)
        .bind(&key.source)
        .bind(&key.key_hash)
        .bind(millis(key.created_at))
        .bind(&key.created_by)
        .fetch_one(&mut *tx)
        .await
        .map_err(|e| insert_error(e, "feed_key", "feed_key"))?;
        tx.commit().await.map_err(backend)?;
        feed_key(row)
    }

    async fn feed_key_by_hash(&self, key_hash: &str) -> StoreResult<Option<FeedKey>> {
        let row: Option<FeedKeyRow> = sqlx::query_as(
            "SELECT id, source, created_at, created_by, revoked_at FROM feed_keys \
             WHERE key_hash = $1 AND revoked_at IS NULL",
        )
        .bind(key_hash)
        .fetch_optional(&self.pool)
        .await
        .map_err(backend)?;
        row.map(feed_key).transpose()
    }

    async fn feed_keys(&self) -> StoreResult<Vec<FeedKey>> {
        let rows: Vec<FeedKeyRow> = sqlx::query_as(
            "SELECT id, source, created_at, created_by, revoked_at FROM feed_keys \
             ORDER BY created_at DESC, id DESC",
        )
        .fetch_all(&self.pool)
        .await
        .map_err(backend)?;
        rows.into_iter().map(feed_key).collect()
    }

    async fn revoke_feed_key(&self, id: &str, at: DateTime<Utc>) -> StoreResult<bool> {
        let mut tx = self.write().await?;
        let done = sqlx::query(
            "UPDATE feed_keys SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL",
        )
        .bind(millis(at))
        .bind(id)
        .execute(&mut *tx)
        .await
        .map_err(backend)?;
        tx.commit().await.map_err(backend)?;
        Ok(done.rows_affected() > 0)
    }
}
