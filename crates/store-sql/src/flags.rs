//! [`store::FlagStore`]: rule documents and overrides, each write one unit of work (upserts,
//! so concurrent writers never conflict).

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use store::{FlagOverride, FlagRules, FlagStore, StoreResult};

use crate::SqlStore;
use crate::convert::{instant, millis};
use crate::db::{Backend, query, query_as};
use crate::row;

row! {
    struct RulesRow {
        key: String,
        rules_json: String,
        updated_at: i64,
        updated_by: String,
    }
}

impl TryFrom<RulesRow> for FlagRules {
    type Error = store::StoreError;

    fn try_from(row: RulesRow) -> StoreResult<Self> {
        Ok(FlagRules {
            key: row.key,
            rules_json: row.rules_json,
            updated_at: instant(row.updated_at)?,
            updated_by: row.updated_by,
        })
    }
}

#[async_trait]
impl<B: Backend> FlagStore for SqlStore<B> {
    async fn flag_rules(&self) -> StoreResult<Vec<FlagRules>> {
        self.read(|db| {
            Box::pin(async move {
                let rows: Vec<RulesRow> = query_as(
                    "SELECT key, rules_json, updated_at, updated_by FROM flag_rules ORDER BY key",
                )
                .fetch_all(db)
                .await?;
                rows.into_iter().map(FlagRules::try_from).collect()
            })
        })
        .await
    }

    async fn put_flag_rules(&self, rules: FlagRules) -> StoreResult<()> {
        self.write(move |db| {
            Box::pin(async move {
                query(
                    "INSERT INTO flag_rules (key, rules_json, updated_at, updated_by) \
                     VALUES ($1, $2, $3, $4) \
                     ON CONFLICT (key) DO UPDATE SET rules_json = excluded.rules_json, \
                     updated_at = excluded.updated_at, updated_by = excluded.updated_by",
                )
                .bind(rules.key.as_str())
                .bind(rules.rules_json.as_str())
                .bind(millis(rules.updated_at))
                .bind(rules.updated_by.as_str())
                .execute(db)
                .await?;
                Ok(())
            })
        })
        .await
    }

    async fn delete_flag_rules(&self, key: &str) -> StoreResult<bool> {
        let key = key.to_owned();
        self.write(move |db| {
            Box::pin(async move {
                let done = query("DELETE FROM flag_rules WHERE key = $1")
                    .bind(key.as_str())
                    .execute(db)
                    .await?;
                Ok(done > 0)
            })
        })
        .await
    }

    async fn flag_overrides(&self, owner: &str) -> StoreResult<Vec<FlagOverride>> {
        let owner = owner.to_owned();
        self.read(move |db| {
            Box::pin(async move {
                let rows: Vec<(String, bool)> = query_as(
                    "SELECT key, enabled FROM flag_overrides WHERE owner_id = $1 ORDER BY key",
                )
                .bind(owner.as_str())
                .fetch_all(db)
                .await?;
                Ok(rows
                    .into_iter()
                    .map(|(key, enabled)| FlagOverride { key, enabled })
                    .collect())
            })
        })
        .await
    }

    async fn set_flag_override(
        &self,
        owner: &str,
        key: &str,
        enabled: Option<bool>,
        at: DateTime<Utc>,
    ) -> StoreResult<()> {
        let (owner, key) = (owner.to_owned(), key.to_owned());
        self.write(move |db| {
            Box::pin(async move {
                match enabled {
                    Some(enabled) => {
                        query(
                            "INSERT INTO flag_overrides (owner_id, key, enabled, updated_at) \
                             VALUES ($1, $2, $3, $4) \
                             ON CONFLICT (owner_id, key) DO UPDATE SET \
                             enabled = excluded.enabled, updated_at = excluded.updated_at",
                        )
                        .bind(owner.as_str())
                        .bind(key.as_str())
                        .bind(enabled)
                        .bind(millis(at))
                        .execute(db)
                        .await?
                    }
                    None => {
                        query("DELETE FROM flag_overrides WHERE owner_id = $1 AND key = $2")
                            .bind(owner.as_str())
                            .bind(key.as_str())
                            .execute(db)
                            .await?
                    }
                };
                Ok(())
            })
        })
        .await
    }
}
