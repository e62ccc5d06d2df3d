//! What a statement can fail with.

use store::StoreError;

/// Why a statement failed, as far as the units of work care.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DbErrorKind {
    /// A unique or primary-key constraint was hit.
    UniqueViolation,
    /// A referenced row is missing.
    ForeignKeyViolation,
    /// The unit of work lost a race with a concurrent one (a deadlock, a serialization
    /// failure, a busy database): running it again may succeed.
    Contended,
    /// A row did not hold what its reader expected.
    Decode,
    /// A statement expected a row and found none.
    RowNotFound,
    /// Anything else (connection, I/O, syntax).
    Other,
}

/// A failed statement: its kind and the database's message (for logs, never shown).
#[derive(Debug, Clone, thiserror::Error)]
#[error("{message}")]
pub struct DbError {
    pub kind: DbErrorKind,
    pub message: String,
}

impl DbError {
    /// An error of `kind`.
    pub fn new(kind: DbErrorKind, message: impl Into<String>) -> DbError {
        DbError {
            kind,
            message: message.into(),
        }
    }

    /// A row that could not be read.
    pub fn decode(message: impl Into<String>) -> DbError {
        DbError::new(DbErrorKind::Decode, message)
    }

    /// Maps an insert's failure: a uniqueness violation becomes `Conflict(unique)`, a missing
    /// referenced row `NotFound(missing)`.
    pub fn on_insert(self, unique: &'static str, missing: &'static str) -> StoreError {
        match self.kind {
            DbErrorKind::UniqueViolation => StoreError::Conflict(unique),
            DbErrorKind::ForeignKeyViolation => StoreError::NotFound(missing),
            _ => self.into(),
        }
    }
}

impl From<DbError> for StoreError {
    fn from(err: DbError) -> Self {
        match err.kind {
            DbErrorKind::Decode => StoreError::Corrupt(err.message),
            _ => StoreError::Backend(err.message),
        }
    }
}
