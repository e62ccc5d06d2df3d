//! Push-feed keys: a secret per vendor feed, bound to one source name. The vendor sends it
//! as `Authorization: Bearer <key>`; the store keeps only its SHA-256.
//!
//! A key reads `fk_<id>_<secret>`: the id names it in listings and revocation, the secret is
//! 256 random bits. `sportsbook admin feed keys create` prints it once.

use crate::tokens::{hash_secret, random_token};
use chrono::{DateTime, Utc};
use store::{FeedKey, NewFeedKey, Store, StoreResult};

/// A key as created: the secret to hand to the vendor, and its stored record.
#[derive(Debug)]
pub struct CreatedKey {
    pub secret: String,
    pub key: FeedKey,
}

/// Creates a key for `source`, recording `created_by` (the operator) for the audit trail.
pub async fn create(
    store: &dyn Store,
    source: &str,
    created_by: &str,
    now: DateTime<Utc>,
) -> StoreResult<CreatedKey> {
    let id = ulid::Ulid::new().to_string().to_lowercase();
    let secret = format!("fk_{id}_{}", random_token());
    let key = store
        .create_feed_key(NewFeedKey {
            id,
            source: source.to_owned(),
            key_hash: hash_secret(&secret),
            created_at: now,
            created_by: created_by.to_owned(),
        })
        .await?;
    Ok(CreatedKey { secret, key })
}

/// The live key a presented secret matches, if any.
pub async fn authenticate(store: &dyn Store, presented: &str) -> StoreResult<Option<FeedKey>> {
    if !presented.starts_with("fk_") || presented.len() > 200 {
        return Ok(None);
    }
    store.feed_key_by_hash(&hash_secret(presented)).await
}
