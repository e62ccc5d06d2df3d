//! [`store::CatalogueStore`] on SQLite: the catalogue as JSON rows, feed sequences, feed keys.
//!
//! A feed document is one `BEGIN IMMEDIATE` transaction, so documents apply one after the
//! other and the sequence check, the reads and the writes see no concurrent change. The rows a
//! document names are read with one query per table (`json_each` over the ids), changed in
//! memory by [`store::feed_apply`], and the changed rows are written with one statement per
//! table (`json_each` over the rows). Reads that take
//! several queries (snapshot, one event) run in one read transaction, a consistent view
//! under WAL.

use std::collections::HashMap;

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::catalogue::{Event, Market, Statistics};
use domain::feed::FeedDocument;
use sqlx::SqliteConnection;
use store::feed_apply::{
    self, Loaded, Reads, StoredEvent, Write, event_status_name, offer_status_name, stored_sequence,
};
use store::{
    CatalogueSnapshot, CatalogueStore, EventState, FeedKey, FeedOutcome, NewFeedKey, StoreError,
    StoreResult,
};

use crate::rows::{instant, millis};
use crate::{SqliteStore, WriteTx, backend, insert_error};

/// Statuses whose events are always in the snapshot.
const LIVE_STATUSES: &str = "('pre_game', 'in_play')";

/// An event row: id, ended_at, event JSON, statistics JSON.
type EventRow = (String, Option<i64>, String, Option<String>);

type FeedKeyRow = (String, String, i64, String, Option<i64>);

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

/// Reads the stored rows a document names.
async fn load(conn: &mut SqliteConnection, reads: &Reads) -> StoreResult<Loaded> {
    let mut loaded = Loaded::default();
    if !reads.event_ids.is_empty() {
        let rows: Vec<EventRow> = sqlx::query_as(
            "SELECT id, ended_at, event, statistics FROM catalogue_events \
             WHERE id IN (SELECT value FROM json_each(?1))",
        )
        .bind(to_json(&reads.event_ids)?)
        .fetch_all(&mut *conn)
        .await
        .map_err(backend)?;
        for row in rows {
            let event = event_state(row)?;
            loaded.events.insert(event.state.event.id.clone(), event);
        }
    }
    if !reads.market_ids.is_empty() {
        let rows: Vec<(String,)> = sqlx::query_as(
            "SELECT market FROM catalogue_markets WHERE id IN (SELECT value FROM json_each(?1))",
        )
        .bind(to_json(&reads.market_ids)?)
        .fetch_all(&mut *conn)
        .await
        .map_err(backend)?;
        for (json,) in rows {
            let market = market(&json)?;
            loaded.markets.insert(market.id.clone(), market);
        }
    }
    if !reads.selection_ids.is_empty() {
        let rows: Vec<(String, String)> = sqlx::query_as(
            "SELECT id, market_id FROM catalogue_selections \
             WHERE id IN (SELECT value FROM json_each(?1))",
        )
        .bind(to_json(&reads.selection_ids)?)
        .fetch_all(&mut *conn)
        .await
        .map_err(backend)?;
        loaded.selection_owners = rows.into_iter().collect::<HashMap<_, _>>();
    }
    Ok(loaded)
}

/// Creates or replaces event rows, one statement for all (`json_each` over an array of rows).
async fn write_events(
    conn: &mut SqliteConnection,
    writes: &[Write<StoredEvent>],
    at: i64,
) -> StoreResult<()> {
    if writes.is_empty() {
        return Ok(());
    }
    // Serialized in one pass; `->>` reads an embedded object back as its JSON text.
    let rows: Vec<_> = writes
        .iter()
        .map(|Write { row, .. }| {
            let event = &row.state.event;
            (
                &event.id,
                &event.sport.slug,
                &event.competition.slug,
                event_status_name(event.status),
                millis(event.start_time),
                row.ended_at.map(millis),
                event,
                &row.state.statistics,
            )
        })
        .collect();
    sqlx::query(
        "INSERT INTO catalogue_events (id, sport, competition, status, start_time, ended_at, \
         event, statistics, updated_at) \
         SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5, \
         value ->> 6, value ->> 7, ?2 FROM json_each(?1) WHERE true \
         ON CONFLICT (id) DO UPDATE SET sport = excluded.sport, \
         competition = excluded.competition, status = excluded.status, \
         start_time = excluded.start_time, ended_at = excluded.ended_at, \
         event = excluded.event, statistics = excluded.statistics, \
         updated_at = excluded.updated_at",
    )
    .bind(to_json(&rows)?)
    .bind(at)
    .execute(&mut *conn)
    .await
    .map_err(backend)?;
    Ok(())
}

/// Creates or replaces market rows, one statement for all. The event of a market never
/// changes (`check_market_replace`), so an update leaves `event_id` alone.
async fn write_markets(
    conn: &mut SqliteConnection,
    writes: &[Write<Market>],
    at: i64,
) -> StoreResult<()> {
    if writes.is_empty() {
        return Ok(());
    }
    let rows: Vec<_> = writes
        .iter()
        .map(|Write { row: market, .. }| {
            (
                &market.id,
                &market.event_id,
                offer_status_name(market.status),
                market,
            )
        })
        .collect();
    sqlx::query(
        "INSERT INTO catalogue_markets (id, event_id, status, market, updated_at) \
         SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3, ?2 \
         FROM json_each(?1) WHERE true \
         ON CONFLICT (id) DO UPDATE SET status = excluded.status, market = excluded.market, \
         updated_at = excluded.updated_at",
    )
    .bind(to_json(&rows)?)
    .bind(at)
    .execute(&mut *conn)
    .await
    .map_err(backend)?;
    Ok(())
}

/// Records the market of selections seen for the first time, one statement for all.
async fn write_selections(
    conn: &mut SqliteConnection,
    selections: &[(String, String)],
) -> StoreResult<()> {
    if selections.is_empty() {
        return Ok(());
    }
    sqlx::query(
        "INSERT INTO catalogue_selections (id, market_id) \
         SELECT value ->> 0, value ->> 1 FROM json_each(?1)",
    )
    .bind(to_json(&selections)?)
    .execute(&mut *conn)
    .await
    .map_err(backend)?;
    Ok(())
}

async fn rollback(tx: WriteTx) -> StoreResult<()> {
    tx.rollback().await.map_err(backend)
}

#[async_trait]
impl CatalogueStore for SqliteStore {
    async fn apply_feed_document(
        &self,
        document: &FeedDocument,
        at: DateTime<Utc>,
    ) -> StoreResult<FeedOutcome> {
        let sequence = match stored_sequence(document) {
            Ok(sequence) => sequence,
            Err(error) => return Ok(FeedOutcome::Rejected(error)),
        };
        let at_ms = millis(at);
        let mut tx = self.write().await?;
        let last: Option<i64> =
            sqlx::query_scalar("SELECT sequence FROM feed_sources WHERE source = ?1")
                .bind(&document.source)
                .fetch_optional(&mut *tx)
                .await
                .map_err(backend)?;
        if let Some(last) = last
            && last >= sequence
        {
            rollback(tx).await?;
            return Ok(FeedOutcome::Ignored {
                last_sequence: to_u64(last)?,
            });
        }
        let loaded = load(&mut tx, &Reads::of(document)).await?;
        let writes = match feed_apply::apply(document, at, loaded) {
            Ok(writes) => writes,
            Err(error) => {
                rollback(tx).await?;
                return Ok(FeedOutcome::Rejected(error));
            }
        };
        sqlx::query(
            "INSERT INTO feed_sources (source, sequence, updated_at) VALUES (?1, ?2, ?3) \
             ON CONFLICT (source) DO UPDATE SET sequence = excluded.sequence, \
             updated_at = excluded.updated_at",
        )
        .bind(&document.source)
        .bind(sequence)
        .bind(at_ms)
        .execute(&mut *tx)
        .await
        .map_err(backend)?;
        write_events(&mut tx, &writes.events, at_ms).await?;
        write_markets(&mut tx, &writes.markets, at_ms).await?;
        write_selections(&mut tx, &writes.selections).await?;
        tx.commit().await.map_err(backend)?;
        Ok(FeedOutcome::Applied(writes.changes))
    }

    async fn feed_sequence(&self, source: &str) -> StoreResult<u64> {
        let last: Option<i64> =
            sqlx::query_scalar("SELECT sequence FROM feed_sources WHERE source = ?1")
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
        let mut tx = self.pool.begin().await.map_err(backend)?;
        let events: Vec<EventRow> = sqlx::query_as(&format!(
            "SELECT id, ended_at, event, statistics FROM catalogue_events \
             WHERE status IN {LIVE_STATUSES} \
                OR (status IN ('finished', 'cancelled') AND ended_at >= ?1) \
             ORDER BY start_time, id"
        ))
        .bind(millis(ended_since))
        .fetch_all(&mut *tx)
        .await
        .map_err(backend)?;
        let markets: Vec<(String,)> = sqlx::query_as(&format!(
            "SELECT m.market FROM catalogue_events e \
             JOIN catalogue_markets m ON m.event_id = e.id \
             WHERE e.status IN {LIVE_STATUSES} \
                OR (e.status IN ('finished', 'cancelled') AND e.ended_at >= ?1) \
             ORDER BY e.start_time, e.id, m.id"
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
        let mut tx = self.pool.begin().await.map_err(backend)?;
        let row: Option<EventRow> = sqlx::query_as(
            "SELECT id, ended_at, event, statistics FROM catalogue_events WHERE id = ?1",
        )
        .bind(id)
        .fetch_optional(&mut *tx)
        .await
        .map_err(backend)?;
        let Some(row) = row else {
            tx.rollback().await.map_err(backend)?;
            return Ok(None);
        };
        let markets: Vec<(String,)> =
            sqlx::query_as("SELECT market FROM catalogue_markets WHERE event_id = ?1 ORDER BY id")
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
            "SELECT m.market FROM catalogue_selections s \
             JOIN catalogue_markets m ON m.id = s.market_id WHERE s.id = ?1",
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
             VALUES (?1, ?2, ?3, ?4, ?5) \
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
             WHERE key_hash = ?1 AND revoked_at IS NULL",
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
            "UPDATE feed_keys SET revoked_at = ?1 WHERE id = ?2 AND revoked_at IS NULL",
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
