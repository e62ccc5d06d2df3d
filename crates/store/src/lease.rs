//! Leases of singleton jobs: which node runs the simulator, settlement and the periodic jobs
//! while several nodes share one database.
//!
//! A lease has a name (`jobs`), a holder (a node id, unique per process), an expiry and a
//! fencing token that grows by one each time the lease changes hands. A holder renews its
//! lease well before it expires; when it stops renewing (it died, or paused), another node
//! takes the lease after the expiry with the next token. Writes a job makes under a lease
//! name its [`LeaseFence`]; the store checks it in the write's own transaction (and on
//! PostgreSQL holds the lease row until commit), so a paused old holder cannot write once
//! another node took over.

use crate::StoreResult;
use async_trait::async_trait;
use chrono::{DateTime, Utc};

/// Longest lease name and holder id.
pub const MAX_LEASE_NAME: usize = 64;

/// A held lease.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lease {
    pub name: String,
    pub holder: String,
    /// Grows by one each time the lease changes hands (never on a renewal).
    pub token: i64,
    pub expires_at: DateTime<Utc>,
}

impl Lease {
    /// What writes made under this lease carry.
    pub fn fence(&self) -> LeaseFence {
        LeaseFence {
            name: self.name.clone(),
            holder: self.holder.clone(),
            token: self.token,
        }
    }
}

/// Proof that a write is made by the current holder of a lease: the store refuses it with
/// `StoreError::Conflict("lease")` (nothing written) when the lease has changed hands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeaseFence {
    pub name: String,
    pub holder: String,
    pub token: i64,
}

#[async_trait]
pub trait LeaseStore: Send + Sync {
    /// Takes or renews lease `name` for `holder` until `until`: when nobody holds it, its
    /// holder's lease expired by `now`, or `holder` already holds it (a renewal keeps the
    /// token). With `take_over` it is taken whoever holds it (a single node, which competes
    /// with nobody, after a restart). `None` when another holder's lease is still live.
    /// `StoreError::Conflict("lease")` for an empty or over-long name or holder, or `until`
    /// not after `now`.
    async fn acquire_lease(
        &self,
        name: &str,
        holder: &str,
        now: DateTime<Utc>,
        until: DateTime<Utc>,
        take_over: bool,
    ) -> StoreResult<Option<Lease>>;

    /// Gives up the lease if `fence` still holds it (it expires at once, so another node may
    /// take it without waiting); `false` when it had already changed hands.
    async fn release_lease(&self, fence: &LeaseFence, now: DateTime<Utc>) -> StoreResult<bool>;

    /// The lease's current state (`None` when it was never taken).
    async fn lease(&self, name: &str) -> StoreResult<Option<Lease>>;
}
