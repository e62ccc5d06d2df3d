//! Bonus cash grants after their award (`domain::bonus_cash` has the rules): the wagers that
//! play them through, the bettor's choice of the one that plays, their conversion to cash and
//! their expiry. Each grant keeps what is left of it in the holder's bonus bucket
//! (`remaining`); every change of it moves that money through the ledger in the same
//! transaction: a conversion User(Bonus) -> User(Cash) (`bonus_cash_conversion`), an expiry
//! User(Bonus) -> House(Promotions) (`bonus_cash_expiry`), each once.

use crate::StoreResult;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::ids::{BonusCashId, PromotionAwardId, PromotionId, UserId};
use domain::money::Money;

/// Where a bonus cash grant stands.
pub use domain::bonus_cash::Status as BonusCashStatus;

/// A bonus cash grant.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BonusCash {
    pub id: BonusCashId,
    pub award_id: PromotionAwardId,
    /// The promotion whose award granted it.
    pub promotion_id: PromotionId,
    pub user_id: UserId,
    /// What was granted.
    pub amount: Money,
    /// What is left of it in the bonus bucket (zero once converted or expired).
    pub remaining: Money,
    /// What must be wagered before it converts to cash (amount x play-through multiple).
    pub play_through: Money,
    /// What was wagered towards it so far.
    pub wagered: Money,
    pub status: BonusCashStatus,
    /// When the bettor chose it to play (`None`: never).
    pub chosen_at: Option<DateTime<Utc>>,
    pub expires_at: DateTime<Utc>,
    pub created_at: DateTime<Utc>,
}

/// A wager to count towards its bettor's active grant.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BonusCashWager {
    pub user_id: UserId,
    /// What it is, unique across wagers: `bet:{id}`, `casino:{provider}:{transaction id}`.
    pub source: String,
    /// The stake that counts (more than zero).
    pub cents: i64,
}

/// Bonus cash storage.
#[async_trait]
pub trait BonusCashStore: Send + Sync {
    /// Counts each wager towards its bettor's active grant (the one chosen last, otherwise the
    /// oldest active), once per source: a source counted before (or rolled back before it was
    /// counted) counts nothing. A grant whose wagered amount reaches its play-through converts
    /// in the same transaction: its remaining amount moves from the bonus bucket to cash, it
    /// is `Converted`, and the next wager counts towards the next active grant. Of concurrent
    /// wagers completing one grant, exactly one converts it. Bettors with no active grant cost
    /// one read together and nothing more. Answers the grants converted now.
    /// `Conflict("bonus_cash_wager")` for a stake of zero or less or a malformed source.
    async fn count_bonus_cash_wagers(
        &self,
        wagers: Vec<BonusCashWager>,
        at: DateTime<Utc>,
    ) -> StoreResult<Vec<BonusCash>>;

    /// Takes back what the wager `source` of `user` counted (a casino debit rolled back),
    /// once: `true` when a count was taken back from a grant still active. A grant that has
    /// converted or expired keeps its count. When nothing was counted yet, the source is
    /// recorded as rolled back so that it never counts later. With no active grant: one read.
    async fn uncount_bonus_cash_wager(
        &self,
        user: &UserId,
        source: &str,
        at: DateTime<Utc>,
    ) -> StoreResult<bool>;

    /// Makes `user`'s active grant `id` the one that plays (chosen now). `NotFound("bonus_cash")`
    /// for an unknown id or another user's; `Conflict("bonus_cash_not_active")` for a grant
    /// that converted or expired (also when that happened concurrently).
    async fn set_active_bonus_cash(
        &self,
        user: &UserId,
        id: &BonusCashId,
        at: DateTime<Utc>,
    ) -> StoreResult<BonusCash>;

    /// Expires up to `limit` active grants whose expiry is at or before `now`, oldest expiry
    /// first: each one's remaining amount goes back from the bonus bucket to
    /// House(Promotions) and it is `Expired`, in one transaction per grant. A grant that
    /// converted or expired meanwhile is left alone, so each expires once. Answers the
    /// grants expired now.
    async fn expire_bonus_cash(
        &self,
        now: DateTime<Utc>,
        limit: u32,
    ) -> StoreResult<Vec<BonusCash>>;
}
