//! What a backend provides: a [`Connection`] that runs statements, a [`Dialect`] for the
//! few things SQLite and PostgreSQL say differently, and a [`Backend`] that runs units of work
//! in transactions. Units of work see an [`Executor`]. Everything above this module is written
//! once for both.

mod error;
mod executor;
mod query;
mod row;
mod value;

use async_trait::async_trait;
use futures::future::BoxFuture;

pub use error::{DbError, DbErrorKind};
pub(crate) use executor::Tracked;
pub use query::{Builder, Query, QueryAs, QueryScalar, query, query_as, query_scalar};
pub use row::{Decode, FromRow, Row, Scalar};
pub use value::{Bind, Json, Kind, List, Value};

/// What a statement is run for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fetch {
    /// How many rows it changed.
    Count,
    /// Every row it answers.
    All,
    /// Its first row.
    First,
}

/// What a statement answered.
#[derive(Debug)]
pub enum Answer {
    Count(u64),
    Rows(Vec<Row>),
}

/// A backend's connection (inside a transaction for writes): runs one statement.
#[async_trait]
pub trait Connection: Send {
    /// How this backend's SQL differs.
    fn dialect(&self) -> &'static dyn Dialect;

    /// Runs a statement with its parameters.
    async fn run(&mut self, sql: &str, args: &[Value<'_>], fetch: Fetch)
    -> Result<Answer, DbError>;
}

/// What units of work run their statements on.
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

/// A unit of work's future: statements on one connection, returning `T` or failing with `E`.
pub type WorkFuture<'t, T, E> = BoxFuture<'t, Result<T, E>>;

/// How a unit of work runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// In one read-write transaction.
    Write,
    /// On one connection, outside a transaction: each statement sees the latest commit.
    Read,
    /// In one read-only transaction: every statement sees the same commit.
    Snapshot,
}

/// What a unit of work answered, and whether its writes stay.
#[derive(Debug)]
pub struct Done<T> {
    pub value: T,
    pub commit: bool,
}

/// Connections and transactions of one database: a cheap-to-clone handle (a pool's).
#[async_trait]
pub trait Backend: Clone + Send + Sync + 'static {
    /// Runs `work` as `mode` says. A write is committed when `work` answers
    /// `Done { commit: true, .. }` and rolled back otherwise (an error included). A backend may
    /// run it wherever its connection lives: the work owns everything it needs.
    async fn run<T, E, F>(&self, mode: Mode, work: F) -> Result<T, E>
    where
        T: Send + 'static,
        E: From<DbError> + Send + 'static,
        F: for<'t> FnOnce(&'t mut dyn Connection) -> WorkFuture<'t, Done<T>, E> + Send + 'static;
}
