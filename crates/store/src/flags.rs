//! Feature-flag storage: each flag's rule document (validated JSON, see `domain::flags`)
//! and the per-session / per-visitor overrides used outside production.

use async_trait::async_trait;
use chrono::{DateTime, Utc};

use crate::StoreResult;

/// The stored rules of one flag.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FlagRules {
    /// Flag key (camelCase, from the catalogue).
    pub key: String,
    /// The canonical JSON rule document.
    pub rules_json: String,
    pub updated_at: DateTime<Utc>,
    /// Who wrote it (e.g. `admin-cli`).
    pub updated_by: String,
}

/// One override of one flag for one owner (a session id or an anonymous visitor id).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FlagOverride {
    pub key: String,
    pub enabled: bool,
}

/// Storage of feature flags.
#[async_trait]
pub trait FlagStore: Send + Sync {
    /// Every stored rule document, ordered by key.
    async fn flag_rules(&self) -> StoreResult<Vec<FlagRules>>;
    /// Creates or replaces the rules of `rules.key`.
    async fn put_flag_rules(&self, rules: FlagRules) -> StoreResult<()>;
    /// Removes the rules of `key`; whether there were any.
    async fn delete_flag_rules(&self, key: &str) -> StoreResult<bool>;
    /// The overrides of `owner`, ordered by key.
    async fn flag_overrides(&self, owner: &str) -> StoreResult<Vec<FlagOverride>>;
    /// Sets (`Some`) or clears (`None`) the override of `key` for `owner`.
    async fn set_flag_override(
        &self,
        owner: &str,
        key: &str,
        enabled: Option<bool>,
        at: DateTime<Utc>,
    ) -> StoreResult<()>;
}
