//! Progressive jackpots' pools and hits (`domain::jackpot` has the rules). A pool's money is
//! always its ledger: every change of a pool's amount is a posting to House(Jackpot) in the
//! same transaction, so the pools of a currency add up to that account's balance. The
//! contribution, draw and payout of a stake happen inside its wallet debit
//! ([`crate::CasinoStore::casino_wallet`]).

use crate::StoreResult;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::ids::{GameSessionId, UserId};
use domain::money::{Currency, Money};

/// A jackpot's pool.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JackpotPool {
    pub slug: String,
    /// What a hit pays now: `funded + contributed - paid`.
    pub amount: Money,
    /// Every seed the house put in.
    pub funded: Money,
    /// Every stake's contribution.
    pub contributed: Money,
    /// Every hit's payout.
    pub paid: Money,
    pub hits: u64,
    pub updated_at: DateTime<Utc>,
}

/// One hit of a jackpot: the whole pool paid to a player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JackpotHit {
    pub id: String,
    pub slug: String,
    pub user_id: UserId,
    pub session_id: GameSessionId,
    /// The provider's round whose stake hit.
    pub round_id: String,
    pub amount: Money,
    pub at: DateTime<Utc>,
}

/// Jackpot storage.
#[async_trait]
pub trait JackpotStore: Send + Sync {
    /// The pool of `slug`, created in `currency` and funded with `seed_cents` by a ledger
    /// posting (House(Casino) -> House(Jackpot)) when it does not exist yet; an existing pool
    /// is answered as it is (concurrent calls create it once). `Conflict("jackpot")` for a
    /// malformed slug or a seed of zero or less.
    async fn ensure_jackpot(
        &self,
        slug: &str,
        currency: Currency,
        seed_cents: i64,
        at: DateTime<Utc>,
    ) -> StoreResult<JackpotPool>;

    /// Every pool, by slug.
    async fn jackpots(&self) -> StoreResult<Vec<JackpotPool>>;

    /// The newest hit of `slug`, if any.
    async fn last_jackpot_hit(&self, slug: &str) -> StoreResult<Option<JackpotHit>>;

    /// The hits in one of `user`'s game sessions, oldest first (empty for another user's).
    async fn session_jackpot_hits(
        &self,
        user: &UserId,
        session: &GameSessionId,
    ) -> StoreResult<Vec<JackpotHit>>;
}
