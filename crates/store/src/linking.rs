//! Account-linking storage: each account holder's links to a partner identity (one partner
//! identity links to one account at a time, one account to one identity per partner) and the
//! link prompts they dismissed. `domain::account_link` has the rules.

use crate::StoreResult;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::account_link::{LinkPrompt, LinkResult};
use domain::ids::UserId;

/// One stored link.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AccountLink {
    pub id: String,
    pub user_id: UserId,
    /// The partner (`domain::account_link::MEDIA_PARTNER`).
    pub partner: String,
    /// The partner's pairwise subject of the identity.
    pub subject: String,
    /// The partner's favourites of the identity, as last linked.
    pub favorites: Vec<String>,
    pub linked_at: DateTime<Utc>,
}

/// A link to make.
#[derive(Debug, Clone)]
pub struct NewAccountLink {
    pub user_id: UserId,
    pub partner: String,
    pub subject: String,
    pub favorites: Vec<String>,
    pub at: DateTime<Utc>,
}

/// What a link request did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LinkOutcome {
    /// Linked (now, or the same link already existed).
    Linked(AccountLink),
    /// Refused: `DuplicatePairwiseId` or `AlreadyLinked`.
    Refused(LinkResult),
}

#[async_trait]
pub trait LinkingStore: Send + Sync {
    /// The user's links, oldest first.
    async fn account_links(&self, user: &UserId) -> StoreResult<Vec<AccountLink>>;
    /// Links `link.subject` to `link.user_id` in one transaction (`domain::account_link::decide`):
    /// a subject held by another account is `Refused(DuplicatePairwiseId)` (also when two
    /// accounts race for it: the store's unique key decides), an account holding another
    /// subject of the partner `Refused(AlreadyLinked)`, the same link again answers it.
    /// `NotFound("user")` for an unknown user.
    async fn create_account_link(&self, link: NewAccountLink) -> StoreResult<LinkOutcome>;
    /// Deletes the user's link `id`; `NotFound("account_link")` when the user has no such link
    /// (another user's included).
    async fn delete_account_link(&self, user: &UserId, id: &str) -> StoreResult<AccountLink>;
    /// The prompts the user dismissed.
    async fn link_prompt_dismissals(&self, user: &UserId) -> StoreResult<Vec<LinkPrompt>>;
    /// Records that the user dismissed `prompt` (again is a no-op). `NotFound("user")` for an
    /// unknown user.
    async fn dismiss_link_prompt(
        &self,
        user: &UserId,
        prompt: LinkPrompt,
        at: DateTime<Utc>,
    ) -> StoreResult<()>;
}
