//! [`store::PlatformStore`]: maintenance switch, admission tickets, custom dialogs. An
//! admission decision first locks the single `platform_settings` row (where row locks exist;
//! elsewhere a write holds the whole database), so concurrent decisions run one after the
//! other, see no concurrent change between counting seats and admitting, and never admit
//! more than the limit.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::ids::{SessionId, UserId};
use store::{
    Admission, AdmissionRules, CustomDialogRecord, MaintenanceContent, PlatformSettings,
    PlatformStore, REASON_MAINTENANCE, RevokedSession, StoreError, StoreResult,
};

use crate::SqlStore;
use crate::convert::{corrupt, count, instant, millis, small};
use crate::db::{Backend, Executor, query, query_as, query_scalar};
use crate::row;

/// The longest maintenance page refresh interval stored (a day; the column is a 32-bit
/// integer on PostgreSQL).
const MAX_REFRESH_SECONDS: u32 = 86_400;

row! {
    struct SettingsRow {
        maintenance_active: bool,
        maintenance_title: String,
        maintenance_message: String,
        maintenance_image: Option<String>,
        maintenance_link: Option<String>,
        maintenance_label: Option<String>,
        maintenance_refresh_seconds: i64,
        waiting_room_max: Option<i64>,
        updated_at: i64,
    }
}

impl TryFrom<SettingsRow> for PlatformSettings {
    type Error = StoreError;

    fn try_from(row: SettingsRow) -> StoreResult<Self> {
        let seconds = row.maintenance_refresh_seconds;
        Ok(PlatformSettings {
            maintenance_active: row.maintenance_active,
            maintenance_content: MaintenanceContent {
                title: row.maintenance_title,
                message: row.maintenance_message,
                image: row.maintenance_image,
                link: row.maintenance_link,
                label: row.maintenance_label,
                refresh_interval_seconds: u32::try_from(seconds)
                    .map_err(|_| corrupt("refresh seconds out of range:", seconds))?,
            },
            waiting_room_max: row.waiting_room_max.map(small).transpose()?,
            updated_at: instant(row.updated_at)?,
        })
    }
}

async fn set_maintenance(
    db: &mut dyn Executor,
    active: bool,
    content: MaintenanceContent,
    at: DateTime<Utc>,
) -> StoreResult<Vec<RevokedSession>> {
    query(
        "UPDATE platform_settings SET maintenance_active = $1, maintenance_title = $2, \
         maintenance_message = $3, maintenance_image = $4, maintenance_link = $5, \
         maintenance_label = $6, maintenance_refresh_seconds = $7, updated_at = $8 \
         WHERE id = 1",
    )
    .bind(active)
    .bind(content.title.as_str())
    .bind(content.message.as_str())
    .bind(&content.image)
    .bind(&content.link)
    .bind(&content.label)
    .bind(
        content
            .refresh_interval_seconds
            .clamp(1, MAX_REFRESH_SECONDS),
    )
    .bind(millis(at))
    .execute(db)
    .await?;
    if !active {
        return Ok(Vec::new());
    }
    let revoked: Vec<(String, String)> = query_as(
        "UPDATE sessions SET revoked_at = $1, revoke_reason = $2 \
         WHERE revoked_at IS NULL AND absolute_expires_at > $1 \
         RETURNING id, user_id",
    )
    .bind(millis(at))
    .bind(REASON_MAINTENANCE)
    .fetch_all(db)
    .await?;
    Ok(revoked
        .into_iter()
        .map(|(session_id, user_id)| RevokedSession {
            session_id: SessionId::from_raw(session_id),
            user_id: UserId::from_raw(user_id),
        })
        .collect())
}

async fn admit_ticket(
    db: &mut dyn Executor,
    ticket: String,
    rules: AdmissionRules,
    now: DateTime<Utc>,
) -> StoreResult<Admission> {
    let now_ms = millis(now);
    if db.dialect().row_locks() {
        query("SELECT id FROM platform_settings WHERE id = 1 FOR UPDATE")
            .execute(db)
            .await?;
    }
    query(
        "DELETE FROM admission_tickets \
         WHERE (state = 'admitted' AND last_seen_at < $1) \
            OR (state = 'waiting' AND last_seen_at < $2)",
    )
    .bind(millis(now - rules.idle))
    .bind(millis(now - rules.waiting_idle))
    .execute(db)
    .await?;
    query(
        "INSERT INTO admission_tickets (id, state, created_at, last_seen_at) \
         VALUES ($1, 'waiting', $2, $2) \
         ON CONFLICT (id) DO UPDATE SET last_seen_at = CASE \
         WHEN admission_tickets.last_seen_at > excluded.last_seen_at \
         THEN admission_tickets.last_seen_at ELSE excluded.last_seen_at END",
    )
    .bind(ticket.as_str())
    .bind(now_ms)
    .execute(db)
    .await?;
    let admitted: i64 =
        query_scalar("SELECT COUNT(*) FROM admission_tickets WHERE state = 'admitted'")
            .fetch_one(db)
            .await?;
    let free = i64::from(rules.max_sessions).saturating_sub(admitted);
    if free > 0 {
        query(
            "UPDATE admission_tickets SET state = 'admitted', last_seen_at = $1 \
             WHERE id IN (SELECT id FROM admission_tickets WHERE state = 'waiting' \
                          ORDER BY created_at, id LIMIT $2)",
        )
        .bind(now_ms)
        .bind(free)
        .execute(db)
        .await?;
    }
    let (state, created_at): (String, i64) =
        query_as("SELECT state, created_at FROM admission_tickets WHERE id = $1")
            .bind(ticket.as_str())
            .fetch_one(db)
            .await?;
    if state == "admitted" {
        return Ok(Admission::Admitted);
    }
    let ahead: i64 = query_scalar(
        "SELECT COUNT(*) FROM admission_tickets WHERE state = 'waiting' \
         AND (created_at < $1 OR (created_at = $1 AND id < $2))",
    )
    .bind(created_at)
    .bind(ticket.as_str())
    .fetch_one(db)
    .await?;
    Ok(Admission::Waiting {
        position: count(ahead)?.saturating_add(1),
    })
}

#[async_trait]
impl<B: Backend> PlatformStore for SqlStore<B> {
    async fn platform_settings(&self) -> StoreResult<PlatformSettings> {
        self.read(|db| {
            Box::pin(async move {
                let row: SettingsRow = query_as(
                    "SELECT maintenance_active, maintenance_title, maintenance_message, \
                     maintenance_image, maintenance_link, maintenance_label, \
                     maintenance_refresh_seconds, waiting_room_max, updated_at \
                     FROM platform_settings WHERE id = 1",
                )
                .fetch_one(db)
                .await?;
                PlatformSettings::try_from(row)
            })
        })
        .await
    }

    async fn set_maintenance(
        &self,
        active: bool,
        content: &MaintenanceContent,
        at: DateTime<Utc>,
    ) -> StoreResult<Vec<RevokedSession>> {
        let content = content.clone();
        self.write(move |db| Box::pin(set_maintenance(db, active, content, at)))
            .await
    }

    async fn set_waiting_room_max(&self, max: Option<u32>, at: DateTime<Utc>) -> StoreResult<()> {
        // The column is a 32-bit integer on PostgreSQL.
        let max = max.map(|m| i32::try_from(m).unwrap_or(i32::MAX));
        self.write(move |db| {
            Box::pin(async move {
                query(
                    "UPDATE platform_settings SET waiting_room_max = $1, updated_at = $2 \
                     WHERE id = 1",
                )
                .bind(max)
                .bind(millis(at))
                .execute(db)
                .await?;
                Ok(())
            })
        })
        .await
    }

    async fn admit_ticket(
        &self,
        ticket: &str,
        rules: AdmissionRules,
        now: DateTime<Utc>,
    ) -> StoreResult<Admission> {
        let ticket = ticket.to_owned();
        self.write(move |db| Box::pin(admit_ticket(db, ticket, rules, now)))
            .await
    }

    async fn release_ticket(&self, ticket: &str) -> StoreResult<()> {
        let ticket = ticket.to_owned();
        self.write(move |db| {
            Box::pin(async move {
                query("DELETE FROM admission_tickets WHERE id = $1")
                    .bind(ticket.as_str())
                    .execute(db)
                    .await?;
                Ok(())
            })
        })
        .await
    }

    async fn publish_custom_dialog(
        &self,
        id: &str,
        config: &str,
        at: DateTime<Utc>,
    ) -> StoreResult<()> {
        let (id, config) = (id.to_owned(), config.to_owned());
        self.write(move |db| {
            Box::pin(async move {
                query(
                    "INSERT INTO custom_dialogs (id, config, published, updated_at) \
                     VALUES ($1, $2, TRUE, $3) \
                     ON CONFLICT (id) DO UPDATE SET config = excluded.config, \
                     published = TRUE, updated_at = excluded.updated_at",
                )
                .bind(id.as_str())
                .bind(config.as_str())
                .bind(millis(at))
                .execute(db)
                .await?;
                Ok(())
            })
        })
        .await
    }

    async fn unpublish_custom_dialog(&self, id: &str, at: DateTime<Utc>) -> StoreResult<()> {
        let id = id.to_owned();
        self.write(move |db| {
            Box::pin(async move {
                let done = query(
                    "UPDATE custom_dialogs SET published = FALSE, updated_at = $1 WHERE id = $2",
                )
                .bind(millis(at))
                .bind(id.as_str())
                .execute(db)
                .await?;
                if done == 0 {
                    return Err(StoreError::NotFound("custom dialog"));
                }
                Ok(())
            })
        })
        .await
    }

    async fn custom_dialogs(&self, published_only: bool) -> StoreResult<Vec<CustomDialogRecord>> {
        self.read(move |db| {
            Box::pin(async move {
                let rows: Vec<(String, String, bool, i64)> = query_as(
                    "SELECT id, config, published, updated_at FROM custom_dialogs \
                     WHERE published OR NOT $1 ORDER BY id",
                )
                .bind(published_only)
                .fetch_all(db)
                .await?;
                rows.into_iter()
                    .map(|(id, config, published, updated_at)| {
                        Ok(CustomDialogRecord {
                            id,
                            config,
                            published,
                            updated_at: instant(updated_at)?,
                        })
                    })
                    .collect()
            })
        })
        .await
    }
}
