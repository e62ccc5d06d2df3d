//! Search storage: each account holder's recent searches (`domain::search` has the rules:
//! newest first, one entry per term ignoring case, at most three).

use crate::StoreResult;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::ids::UserId;

#[async_trait]
pub trait SearchStore: Send + Sync {
    /// The user's recent searches, newest first (empty for an unknown user).
    async fn recent_searches(&self, user: &UserId) -> StoreResult<Vec<String>>;
    /// Records that the user searched `term` (already cleaned) at `at`, in one transaction: the
    /// term becomes the newest (an earlier search of it, ignoring case, is replaced), and
    /// only the newest [`domain::search::RECENT_SEARCHES_KEPT`] stay. Answers the list after.
    /// `NotFound("user")` for an unknown user.
    async fn record_search(
        &self,
        user: &UserId,
        term: &str,
        at: DateTime<Utc>,
    ) -> StoreResult<Vec<String>>;
    /// Forgets every recent search of the user.
    async fn clear_recent_searches(&self, user: &UserId) -> StoreResult<()>;
}
