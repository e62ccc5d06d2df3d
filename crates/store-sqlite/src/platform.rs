//! [`store::PlatformStore`] on SQLite: maintenance switch, admission tickets, custom dialogs.
//! Every write takes the database write lock first (`BEGIN IMMEDIATE`), so an admission
//! decision sees no concurrent change between counting seats and admitting.

use crate::rows::{instant, millis};
use crate::{SqliteStore, backend};
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::ids::{SessionId, UserId};
use store::{
    Admission, AdmissionRules, CustomDialogRecord, MaintenanceContent, PlatformSettings,
    PlatformStore, REASON_MAINTENANCE, RevokedSession, StoreError, StoreResult,
};

type SettingsRow = (
    bool,
    String,
    String,
    Option<String>,
    Option<String>,
    Option<String>,
    i64,
    Option<i64>,
    i64,
);

fn to_u32(n: i64, what: &str) -> StoreResult<u32> {
    u32::try_from(n).map_err(|_| StoreError::Corrupt(format!("{what} out of range: {n}")))
}

fn to_u64(n: i64) -> StoreResult<u64> {
    u64::try_from(n).map_err(|_| StoreError::Corrupt(format!("negative count {n}")))
}

#[async_trait]
impl PlatformStore for SqliteStore {
    async fn platform_settings(&self) -> StoreResult<PlatformSettings> {
        let row: SettingsRow = sqlx::query_as(
            "SELECT maintenance_active, maintenance_title, maintenance_message, \
             maintenance_image, maintenance_link, maintenance_label, \
             maintenance_refresh_seconds, waiting_room_max, updated_at \
             FROM platform_settings WHERE id = 1",
        )
        .fetch_one(&self.pool)
        .await
        .map_err(backend)?;
        let (active, title, message, image, link, label, refresh, max, updated) = row;
        Ok(PlatformSettings {
            maintenance_active: active,
            maintenance_content: MaintenanceContent {
                title,
                message,
                image,
                link,
                label,
                refresh_interval_seconds: to_u32(refresh, "refresh seconds")?,
            },
            waiting_room_max: max.map(|m| to_u32(m, "waiting room max")).transpose()?,
            updated_at: instant(updated)?,
        })
    }

    async fn set_maintenance(
        &self,
        active: bool,
        content: &MaintenanceContent,
        at: DateTime<Utc>,
    ) -> StoreResult<Vec<RevokedSession>> {
        let mut tx = self.write().await?;
        sqlx::query(
            "UPDATE platform_settings SET maintenance_active = ?1, maintenance_title = ?2, \
             maintenance_message = ?3, maintenance_image = ?4, maintenance_link = ?5, \
             maintenance_label = ?6, maintenance_refresh_seconds = ?7, updated_at = ?8 \
             WHERE id = 1",
        )
        .bind(active)
        .bind(&content.title)
        .bind(&content.message)
        .bind(&content.image)
        .bind(&content.link)
        .bind(&content.label)
        .bind(i64::from(content.refresh_interval_seconds.max(1)))
        .bind(millis(at))
        .execute(&mut *tx)
        .await
        .map_err(backend)?;
        let revoked: Vec<(String, String)> = if active {
            sqlx::query_as(
                "UPDATE sessions SET revoked_at = ?1, revoke_reason = ?2 \
                 WHERE revoked_at IS NULL AND absolute_expires_at > ?1 \
                 RETURNING id, user_id",
            )
            .bind(millis(at))
            .bind(REASON_MAINTENANCE)
            .fetch_all(&mut *tx)
            .await
            .map_err(backend)?
        } else {
            Vec::new()
        };
        tx.commit().await.map_err(backend)?;
        Ok(revoked
            .into_iter()
            .map(|(sid, uid)| RevokedSession {
                session_id: SessionId::from_raw(sid),
                user_id: UserId::from_raw(uid),
            })
            .collect())
    }

    async fn set_waiting_room_max(&self, max: Option<u32>, at: DateTime<Utc>) -> StoreResult<()> {
        let mut tx = self.write().await?;
        sqlx::query(
            "UPDATE platform_settings SET waiting_room_max = ?1, updated_at = ?2 WHERE id = 1",
        )
        .bind(max.map(i64::from))
        .bind(millis(at))
        .execute(&mut *tx)
        .await
        .map_err(backend)?;
        tx.commit().await.map_err(backend)
    }

    async fn admit_ticket(
        &self,
        ticket: &str,
        rules: AdmissionRules,
        now: DateTime<Utc>,
    ) -> StoreResult<Admission> {
        let now_ms = millis(now);
        let mut tx = self.write().await?;
        sqlx::query(
            "DELETE FROM admission_tickets \
             WHERE (state = 'admitted' AND last_seen_at < ?1) \
                OR (state = 'waiting' AND last_seen_at < ?2)",
        )
        .bind(millis(now - rules.idle))
        .bind(millis(now - rules.waiting_idle))
        .execute(&mut *tx)
        .await
        .map_err(backend)?;
        sqlx::query(
            "INSERT INTO admission_tickets (id, state, created_at, last_seen_at) \
             VALUES (?1, 'waiting', ?2, ?2) \
             ON CONFLICT (id) DO UPDATE SET last_seen_at = max(last_seen_at, excluded.last_seen_at)",
        )
        .bind(ticket)
        .bind(now_ms)
        .execute(&mut *tx)
        .await
        .map_err(backend)?;
        let (admitted,): (i64,) =
            sqlx::query_as("SELECT COUNT(*) FROM admission_tickets WHERE state = 'admitted'")
                .fetch_one(&mut *tx)
                .await
                .map_err(backend)?;
        let free = i64::from(rules.max_sessions).saturating_sub(admitted);
        if free > 0 {
            sqlx::query(
                "UPDATE admission_tickets SET state = 'admitted', last_seen_at = ?1 \
                 WHERE id IN (SELECT id FROM admission_tickets WHERE state = 'waiting' \
                              ORDER BY created_at, id LIMIT ?2)",
            )
            .bind(now_ms)
            .bind(free)
            .execute(&mut *tx)
            .await
            .map_err(backend)?;
        }
        let (state, created_at): (String, i64) =
            sqlx::query_as("SELECT state, created_at FROM admission_tickets WHERE id = ?1")
                .bind(ticket)
                .fetch_one(&mut *tx)
                .await
                .map_err(backend)?;
        let outcome = if state == "admitted" {
            Admission::Admitted
        } else {
            let (ahead,): (i64,) = sqlx::query_as(
                "SELECT COUNT(*) FROM admission_tickets WHERE state = 'waiting' \
                 AND (created_at < ?1 OR (created_at = ?1 AND id < ?2))",
            )
            .bind(created_at)
            .bind(ticket)
            .fetch_one(&mut *tx)
            .await
            .map_err(backend)?;
            Admission::Waiting {
                position: to_u64(ahead)?.saturating_add(1),
            }
        };
        tx.commit().await.map_err(backend)?;
        Ok(outcome)
    }

    async fn release_ticket(&self, ticket: &str) -> StoreResult<()> {
        let mut tx = self.write().await?;
        sqlx::query("DELETE FROM admission_tickets WHERE id = ?1")
            .bind(ticket)
            .execute(&mut *tx)
            .await
            .map_err(backend)?;
        tx.commit().await.map_err(backend)
    }

    async fn publish_custom_dialog(
        &self,
        id: &str,
        config: &str,
        at: DateTime<Utc>,
    ) -> StoreResult<()> {
        let mut tx = self.write().await?;
        sqlx::query(
            "INSERT INTO custom_dialogs (id, config, published, updated_at) VALUES (?1, ?2, 1, ?3) \
             ON CONFLICT (id) DO UPDATE SET config = excluded.config, published = 1, \
             updated_at = excluded.updated_at",
        )
        .bind(id)
        .bind(config)
        .bind(millis(at))
        .execute(&mut *tx)
        .await
        .map_err(backend)?;
        tx.commit().await.map_err(backend)
    }

    async fn unpublish_custom_dialog(&self, id: &str, at: DateTime<Utc>) -> StoreResult<()> {
        let mut tx = self.write().await?;
        let done =
            sqlx::query("UPDATE custom_dialogs SET published = 0, updated_at = ?1 WHERE id = ?2")
                .bind(millis(at))
                .bind(id)
                .execute(&mut *tx)
                .await
                .map_err(backend)?;
        if done.rows_affected() == 0 {
            return Err(StoreError::NotFound("custom dialog"));
        }
        tx.commit().await.map_err(backend)
    }

    async fn custom_dialogs(&self, published_only: bool) -> StoreResult<Vec<CustomDialogRecord>> {
        let rows: Vec<(String, String, bool, i64)> = sqlx::query_as(
            "SELECT id, config, published, updated_at FROM custom_dialogs \
             WHERE published = 1 OR ?1 = 0 ORDER BY id",
        )
        .bind(published_only)
        .fetch_all(&self.pool)
        .await
        .map_err(backend)?;
        rows.into_iter()
            .map(|(id, config, published, updated)| {
                Ok(CustomDialogRecord {
                    id,
                    config,
                    published,
                    updated_at: instant(updated)?,
                })
            })
            .collect()
    }
}
