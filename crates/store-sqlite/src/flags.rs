//! [`store::FlagStore`] on SQLite: rule documents and overrides, each write one
//! `BEGIN IMMEDIATE` transaction (upserts, so concurrent writers never conflict).

use crate::rows::{instant, millis};
use crate::{SqliteStore, backend};
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use store::{FlagOverride, FlagRules, FlagStore, StoreResult};

#[async_trait]
impl FlagStore for SqliteStore {
    async fn flag_rules(&self) -> StoreResult<Vec<FlagRules>> {
        let rows: Vec<(String, String, i64, String)> = sqlx::query_as(
            "SELECT key, rules_json, updated_at, updated_by FROM flag_rules ORDER BY key",
        )
        .fetch_all(&self.pool)
        .await
        .map_err(backend)?;
        rows.into_iter()
            .map(|(key, rules_json, at, updated_by)| {
                Ok(FlagRules {
                    key,
                    rules_json,
                    updated_at: instant(at)?,
                    updated_by,
                })
            })
            .collect()
    }

    async fn put_flag_rules(&self, rules: FlagRules) -> StoreResult<()> {
        let mut tx = self.write().await?;
        sqlx::query(
            "INSERT INTO flag_rules (key, rules_json, updated_at, updated_by) \
             VALUES (?1, ?2, ?3, ?4) \
             ON CONFLICT (key) DO UPDATE SET rules_json = excluded.rules_json, \
             updated_at = excluded.updated_at, updated_by = excluded.updated_by",
        )
        .bind(&rules.key)
        .bind(&rules.rules_json)
        .bind(millis(rules.updated_at))
        .bind(&rules.updated_by)
        .execute(&mut *tx)
        .await
        .map_err(backend)?;
        tx.commit().await.map_err(backend)
    }

    async fn delete_flag_rules(&self, key: &str) -> StoreResult<bool> {
        let mut tx = self.write().await?;
        let done = sqlx::query("DELETE FROM flag_rules WHERE key = ?1")
            .bind(key)
            .execute(&mut *tx)
            .await
            .map_err(backend)?;
        tx.commit().await.map_err(backend)?;
        Ok(done.rows_affected() > 0)
    }

    async fn flag_overrides(&self, owner: &str) -> StoreResult<Vec<FlagOverride>> {
        let rows: Vec<(String, bool)> = sqlx::query_as(
            "SELECT key, enabled FROM flag_overrides WHERE owner_id = ?1 ORDER BY key",
        )
        .bind(owner)
        .fetch_all(&self.pool)
        .await
        .map_err(backend)?;
        Ok(rows
            .into_iter()
            .map(|(key, enabled)| FlagOverride { key, enabled })
            .collect())
    }

    async fn set_flag_override(
        &self,
        owner: &str,
        key: &str,
        enabled: Option<bool>,
        at: DateTime<Utc>,
    ) -> StoreResult<()> {
        let mut tx = self.write().await?;
        match enabled {
            Some(enabled) => sqlx::query(
                "INSERT INTO flag_overrides (owner_id, key, enabled, updated_at) \
                 VALUES (?1, ?2, ?3, ?4) \
                 ON CONFLICT (owner_id, key) DO UPDATE SET enabled = excluded.enabled, \
                 updated_at = excluded.updated_at",
            )
            .bind(owner)
            .bind(key)
            .bind(enabled)
            .bind(millis(at))
            .execute(&mut *tx)
            .await
            .map_err(backend)?,
            None => sqlx::query("DELETE FROM flag_overrides WHERE owner_id = ?1 AND key = ?2")
                .bind(owner)
                .bind(key)
                .execute(&mut *tx)
                .await
                .map_err(backend)?,
        };
        tx.commit().await.map_err(backend)
    }
}
