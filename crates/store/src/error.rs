use domain::ledger::Bucket;

/// What a unit of work can fail with. Backend causes are kept for logs, never shown.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// A uniqueness rule was hit; the value names it (`"email"`, `"idempotency_key"`).
    #[error("conflict on {0}")]
    Conflict(&'static str),
    /// The row the operation needs does not exist.
    #[error("not found: {0}")]
    NotFound(&'static str),
    /// A holder's bucket would go below zero.
    #[error("insufficient funds in {0:?}")]
    InsufficientFunds(Bucket),
    /// Stored data could not be read back into domain types.
    #[error("corrupt row: {0}")]
    Corrupt(String),
    /// The database failed (connection, I/O, constraint not mapped above).
    #[error("database error: {0}")]
    Backend(String),
}
