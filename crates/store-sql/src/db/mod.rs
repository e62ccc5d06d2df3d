//! What a backend provides: an [`Executor`] that runs statements, a [`Dialect`] for the few
//! things SQLite and PostgreSQL say differently, and a [`Backend`] that runs units of work
//! in transactions. Everything above this module is written once for both.

mod error;
mod query;
mod row;
mod value;

use async_trait::async_trait;
use futures::future::BoxFuture;

pub use error::{DbError, DbErrorKind};
pub use query::{Builder, Query, QueryAs, QueryScalar, Separated, query, query_as, query_scalar};
pub use row::{Decode, FromRow, Row, Scalar};
pub use value::{Bind, Json, Kind, List, Value};

/// A connection (inside a transaction for writes) that runs statements.
#[async_trait]
pub trait Executor: Send {
    /// How this backend's SQL differs.
    fn dialect(&self) -> &'static dyn Dialect;

    /// Runs a statement; answers how many rows it changed.
    async fn execute(&mut self, sql: &str, args: &[Value<'_>]) -> Result<u64, DbError>;

    /// Runs a statement; answers every row.
    async fn fetch_all(&mut self, sql: &str, args: &[Value<'_>]) -> Result<Vec<Row>, DbError>;

    /// Runs a statement; answers its first row.
    async fn fetch_optional(
        &mut self,
        sql: &str,
        args: &[Value<'_>],
    ) -> Result<Option<Row>, DbError>;

    /// Ends this unit of work with a rollback whatever it returns: for a refusal found after
    /// some writes (a placement over a limit after claiming its key), so nothing remains.
    fn discard(&mut self);
}

/// The SQL a backend writes its own way. Statements use `$n` parameters on both backends.
pub trait Dialect: Send + Sync {
    /// A parenthesised subquery of the strings of parameter `$param` (bound as a [`List`]),
    /// for `column IN {list}`.
    fn list(&self, param: usize) -> String;

    /// A set-returning call over the elements of the JSON array parameter `$param` (bound as
    /// [`Json`]), each element in a column `value` (`value ->> 0` reads its first item as
    /// text, `value -> 0` as JSON): for statements that write many rows at once.
    fn json_rows(&self, param: usize) -> String;

    /// The aggregate that gathers a column's values into one JSON array (`NULL` over no
    /// rows on PostgreSQL: wrap it in `COALESCE(CAST(.. AS TEXT), '[]')`): for a read that
    /// answers one row instead of one per item, far fewer driver round trips.
    fn json_agg(&self) -> &'static str;

    /// The function that builds a JSON array of its arguments (one row of a [`Dialect::json_agg`]).
    fn json_array(&self) -> &'static str;

    /// The collation that orders and compares text by bytes (as Rust compares `str`), written
    /// after a column: ids paged or locked in byte order. Empty where that is the default.
    fn byte_order(&self) -> &'static str;

    /// Text parameter `$param` as a value of a `JSON` column that keeps its text exactly as
    /// written (a [`Json`] parameter is `JSONB` on PostgreSQL, which reorders keys and
    /// respaces): for documents read back byte for byte.
    fn json_text(&self, param: usize) -> String;

    /// Whether `SELECT ... FOR UPDATE` row locks exist. Where they don't (SQLite), a write
    /// holds the whole database, so no two units of work interleave anyway.
    fn row_locks(&self) -> bool;

    /// How many rows a house account is spread over (see `ledger::house_row`): one where
    /// writes are serial anyway, several where concurrent writers would queue on one row.
    fn house_rows(&self) -> usize;

    /// `clause` (`FOR UPDATE`, `FOR UPDATE OF u`, ...) where row locks exist, nothing
    /// elsewhere: for a `SELECT` that reads rows it is about to change, so concurrent units
    /// of work queue on them.
    fn lock(&self, clause: &'static str) -> &'static str {
        if self.row_locks() { clause } else { "" }
    }
}

/// A unit of work: statements on one executor, returning `T` or failing with `E`.
pub type WorkFuture<'t, T, E> = BoxFuture<'t, Result<T, E>>;

/// Connections and transactions of one database.
#[async_trait]
pub trait Backend: Send + Sync + 'static {
    /// Runs `work` in one read-write transaction: committed when it returns `Ok` (unless it
    /// [discarded](Executor::discard) its writes), rolled back otherwise. A backend may run
    /// it wherever its connection lives (the work owns everything it needs).
    async fn write<T, E, F>(&self, work: F) -> Result<T, E>
    where
        T: Send + 'static,
        E: From<DbError> + Send + 'static,
        F: for<'t> FnOnce(&'t mut dyn Executor) -> WorkFuture<'t, T, E> + Send + 'static;

    /// Runs read-only `work` on one connection; each statement sees the latest commit.
    async fn read<T, E, F>(&self, work: F) -> Result<T, E>
    where
        T: Send + 'static,
        E: From<DbError> + Send + 'static,
        F: for<'t> FnOnce(&'t mut dyn Executor) -> WorkFuture<'t, T, E> + Send + 'static;

    /// Runs read-only `work` in one read transaction: every statement sees the same commit.
    async fn snapshot<T, E, F>(&self, work: F) -> Result<T, E>
    where
        T: Send + 'static,
        E: From<DbError> + Send + 'static,
        F: for<'t> FnOnce(&'t mut dyn Executor) -> WorkFuture<'t, T, E> + Send + 'static;
}
