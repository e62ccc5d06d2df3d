//! [`store::TelemetryStore`] on PostgreSQL: one row per report or event; a batch is one
//! transaction.

use crate::rows::{instant, millis};
use crate::{PgStore, backend, insert_error};
use async_trait::async_trait;
use domain::ids::UserId;
use store::{
    MAX_TELEMETRY_PAGE, NewTelemetryRecord, StoreError, StoreResult, TelemetryKind,
    TelemetryRecord, TelemetryStore,
};

type Row = (String, String, String, Option<String>, Option<String>, i64);

#[async_trait]
impl TelemetryStore for PgStore {
    async fn insert_telemetry(&self, records: Vec<NewTelemetryRecord>) -> StoreResult<()> {
        if records.is_empty() {
            return Ok(());
        }
        let mut tx = self.write().await?;
        for record in records {
            sqlx::query(
                "INSERT INTO telemetry_records (id, kind, payload, user_id, install_id, created_at) \
                 VALUES ($1, $2, $3::json, $4, $5, $6)",
            )
            .bind(&record.id)
            .bind(record.kind.as_str())
            .bind(&record.payload)
            .bind(record.user_id.as_ref().map(UserId::as_str))
            .bind(&record.install_id)
            .bind(millis(record.created_at))
            .execute(&mut *tx)
            .await
            .map_err(|e| insert_error(e, "id", "telemetry"))?;
        }
        tx.commit().await.map_err(backend)
    }

    async fn recent_telemetry(
        &self,
        kind: TelemetryKind,
        limit: u32,
    ) -> StoreResult<Vec<TelemetryRecord>> {
        let limit = i64::from(limit.clamp(1, MAX_TELEMETRY_PAGE));
        let rows: Vec<Row> = sqlx::query_as(
            "SELECT id, kind, payload::text, user_id, install_id, created_at FROM telemetry_records \
             WHERE kind = $1 ORDER BY created_at DESC, seq DESC LIMIT $2",
        )
        .bind(kind.as_str())
        .bind(limit)
        .fetch_all(&self.pool)
        .await
        .map_err(backend)?;
        rows.into_iter().map(to_record).collect()
    }
}

fn to_record(row: Row) -> StoreResult<TelemetryRecord> {
    let (id, kind, payload, user_id, install_id, created_at) = row;
    Ok(TelemetryRecord {
        id,
        kind: TelemetryKind::parse(&kind)
            .ok_or_else(|| StoreError::Corrupt(format!("telemetry kind {kind:?}")))?,
        payload,
        user_id: user_id.map(UserId::from_raw),
        install_id,
        created_at: instant(created_at)?,
    })
}
