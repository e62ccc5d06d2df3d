//! The ledger: balanced transactions and the balances they keep.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::ids::{TransactionId, UserId};
use domain::ledger::{BalancedTransaction, HouseAccount};
use domain::money::Currency;

use crate::{Balances, LedgerReport, StoreResult};

/// Money movements: every one a balanced transaction, idempotent by key.
#[async_trait]
pub trait LedgerStore: Send + Sync {
    /// Posts a balanced transaction. Refuses with `StoreError::InsufficientFunds` when any
    /// holder's bucket would go negative (checked by a conditional update, safe under
    /// concurrency). Idempotent by key: the same key with the same postings returns the
    /// first transaction's id; with different postings it is `StoreError::Conflict`.
    async fn post_transaction(
        &self,
        tx: &BalancedTransaction,
        at: DateTime<Utc>,
    ) -> StoreResult<TransactionId>;
    /// A holder's cached balances in one currency (zero for buckets never used).
    async fn balances(&self, user: &UserId, currency: Currency) -> StoreResult<Balances>;
    /// A house account's balance in `currency` (every row of it added up; zero when unused).
    async fn house_balance(&self, account: HouseAccount, currency: Currency) -> StoreResult<i64>;
    /// Checks every transaction sums to zero and every cached balance equals the sum of its
    /// postings.
    async fn verify_ledger(&self) -> StoreResult<LedgerReport>;
}
