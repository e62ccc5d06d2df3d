//! [`store::TelemetryStore`]: one row per report or event; a batch is one unit of work. The
//! payload is kept exactly as the caller wrote it (see [`crate::db::Dialect::json_text`]).

use async_trait::async_trait;
use domain::ids::UserId;
use store::{
    MAX_TELEMETRY_PAGE, NewTelemetryRecord, StoreError, StoreResult, TelemetryKind,
    TelemetryRecord, TelemetryStore,
};

use crate::SqlStore;
use crate::convert::{corrupt, instant, millis};
use crate::db::{Backend, Executor, query, query_as};
use crate::row;

row! {
    struct RecordRow {
        id: String,
        kind: String,
        payload: String,
        user_id: Option<String>,
        install_id: Option<String>,
        created_at: i64,
    }
}

impl TryFrom<RecordRow> for TelemetryRecord {
    type Error = StoreError;

    fn try_from(row: RecordRow) -> StoreResult<Self> {
        Ok(TelemetryRecord {
            id: row.id,
            kind: TelemetryKind::parse(&row.kind)
                .ok_or_else(|| corrupt("telemetry kind", &row.kind))?,
            payload: row.payload,
            user_id: row.user_id.map(UserId::from_raw),
            install_id: row.install_id,
            created_at: instant(row.created_at)?,
        })
    }
}

async fn insert_telemetry(
    db: &mut dyn Executor,
    records: Vec<NewTelemetryRecord>,
) -> StoreResult<()> {
    let insert = format!(
        "INSERT INTO telemetry_records (id, kind, payload, user_id, install_id, created_at) \
         VALUES ($1, $2, {}, $4, $5, $6)",
        db.dialect().json_text(3)
    );
    for record in &records {
        query(insert.as_str())
            .bind(record.id.as_str())
            .bind(record.kind.as_str())
            .bind(record.payload.as_str())
            .bind(record.user_id.as_ref().map(UserId::as_str))
            .bind(&record.install_id)
            .bind(millis(record.created_at))
            .execute(db)
            .await
            .map_err(|e| e.on_insert("id", "telemetry"))?;
    }
    Ok(())
}

#[async_trait]
impl<B: Backend> TelemetryStore for SqlStore<B> {
    async fn insert_telemetry(&self, records: Vec<NewTelemetryRecord>) -> StoreResult<()> {
        if records.is_empty() {
            return Ok(());
        }
        self.write(move |db| Box::pin(insert_telemetry(db, records)))
            .await
    }

    async fn recent_telemetry(
        &self,
        kind: TelemetryKind,
        limit: u32,
    ) -> StoreResult<Vec<TelemetryRecord>> {
        let limit = limit.clamp(1, MAX_TELEMETRY_PAGE);
        self.read(move |db| {
            Box::pin(async move {
                let rows: Vec<RecordRow> = query_as(
                    "SELECT id, kind, CAST(payload AS TEXT) AS payload, user_id, install_id, \
                     created_at FROM telemetry_records \
                     WHERE kind = $1 ORDER BY created_at DESC, seq DESC LIMIT $2",
                )
                .bind(kind.as_str())
                .bind(limit)
                .fetch_all(db)
                .await?;
                rows.into_iter().map(TelemetryRecord::try_from).collect()
            })
        })
        .await
    }
}
