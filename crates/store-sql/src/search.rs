//! [`store::SearchStore`]: recent searches, one row per user and term (the lower-cased term
//! is the key, so a search of the same term in other case replaces it). Recording locks the
//! user's row first, so concurrent searches of one user keep at most three rows.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::ids::UserId;
use domain::search::{RECENT_SEARCHES_KEPT, recent_key};
use store::{SearchStore, StoreError, StoreResult};

use crate::SqlStore;
use crate::convert::millis;
use crate::db::{Backend, Executor, query, query_scalar};

async fn recent_searches(db: &mut dyn Executor, user: UserId) -> StoreResult<Vec<String>> {
    Ok(query_scalar(
        "SELECT term FROM recent_searches WHERE user_id = $1 \
         ORDER BY searched_at DESC, sequence DESC",
    )
    .bind(user.as_str())
    .fetch_all(db)
    .await?)
}

async fn record_search(
    db: &mut dyn Executor,
    user: UserId,
    term: String,
    at: DateTime<Utc>,
) -> StoreResult<Vec<String>> {
    let lock = db.dialect().lock("FOR UPDATE");
    let found: Option<String> = query_scalar(format!("SELECT id FROM users WHERE id = $1 {lock}"))
        .bind(user.as_str())
        .fetch_optional(&mut *db)
        .await?;
    if found.is_none() {
        return Err(StoreError::NotFound("user"));
    }
    // Orders searches made within one millisecond: one more than the user's highest.
    let sequence: i64 = query_scalar(
        "SELECT COALESCE(MAX(sequence), 0) + 1 FROM recent_searches WHERE user_id = $1",
    )
    .bind(user.as_str())
    .fetch_one(&mut *db)
    .await?;
    let key = recent_key(&term);
    query("DELETE FROM recent_searches WHERE user_id = $1 AND term_key = $2")
        .bind(user.as_str())
        .bind(key.as_str())
        .execute(&mut *db)
        .await?;
    query(
        "INSERT INTO recent_searches (user_id, term_key, term, searched_at, sequence) \
         VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(user.as_str())
    .bind(key.as_str())
    .bind(term.as_str())
    .bind(millis(at))
    .bind(sequence)
    .execute(&mut *db)
    .await?;
    let recent = recent_searches(&mut *db, user.clone()).await?;
    for old in recent.iter().skip(RECENT_SEARCHES_KEPT) {
        query("DELETE FROM recent_searches WHERE user_id = $1 AND term_key = $2")
            .bind(user.as_str())
            .bind(recent_key(old).as_str())
            .execute(&mut *db)
            .await?;
    }
    Ok(recent.into_iter().take(RECENT_SEARCHES_KEPT).collect())
}

#[async_trait]
impl<B: Backend> SearchStore for SqlStore<B> {
    async fn recent_searches(&self, user: &UserId) -> StoreResult<Vec<String>> {
        let user = user.clone();
        self.read(move |db| Box::pin(recent_searches(db, user)))
            .await
    }

    async fn record_search(
        &self,
        user: &UserId,
        term: &str,
        at: DateTime<Utc>,
    ) -> StoreResult<Vec<String>> {
        let (user, term) = (user.clone(), term.to_owned());
        self.write(move |db| Box::pin(record_search(db, user, term, at)))
            .await
    }

    async fn clear_recent_searches(&self, user: &UserId) -> StoreResult<()> {
        let user = user.clone();
        self.write(move |db| {
            Box::pin(async move {
                query("DELETE FROM recent_searches WHERE user_id = $1")
                    .bind(user.as_str())
                    .execute(db)
                    .await?;
                Ok(())
            })
        })
        .await
    }
}
