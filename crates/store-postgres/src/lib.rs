//! The storage trait on PostgreSQL: a [`store_sql::db::Backend`] for the units of work of
//! `store-sql`.
//!
//! Transactions run at READ COMMITTED; every rule that must hold under concurrency is a
//! conditional `UPDATE` (re-checked by PostgreSQL against the latest row version), a row
//! lock (`SELECT ... FOR UPDATE`, which the units of work ask for through the dialect) or an
//! `INSERT ... ON CONFLICT` on a unique constraint. Reads that take several statements and
//! must agree run in one `REPEATABLE READ` read-only transaction.

mod dialect;
mod exec;
pub mod test_support;

use std::str::FromStr;
use std::time::Duration;

use async_trait::async_trait;
use sqlx::postgres::{PgConnectOptions, PgPool, PgPoolOptions};
use store::{StoreError, StoreResult};
use store_sql::db::{Backend, DbError, Executor, WorkFuture};
use store_sql::{Connect, SqlStore};

use exec::{PgExecutor, db_error};

/// The store on PostgreSQL.
pub type PgStore = SqlStore<PgDb>;

/// Pool size used by [`PgDb::open`].
pub const DEFAULT_MAX_CONNECTIONS: u32 = 10;

static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("./migrations");

/// A PostgreSQL database: a cheap-to-clone handle to a connection pool.
#[derive(Debug, Clone)]
pub struct PgDb {
    pool: PgPool,
}

impl PgDb {
    /// Connects to `url` (`postgres://user@host:port/db`) with a pool of up to
    /// `max_connections` connections, opened on demand.
    pub async fn open(url: &str, max_connections: u32) -> StoreResult<PgDb> {
        let options = PgConnectOptions::from_str(url).map_err(backend)?;
        let pool = PgPoolOptions::new()
            .max_connections(max_connections.max(1))
            .acquire_timeout(Duration::from_secs(30))
            .connect_with(options)
            .await
            .map_err(backend)?;
        tracing::debug!(max_connections, "connected PostgreSQL store");
        Ok(PgDb { pool })
    }

    /// Wraps a pool opened by the caller (who is then responsible for its options).
    pub fn from_pool(pool: PgPool) -> PgDb {
        PgDb { pool }
    }

    /// The connection pool (for tests and maintenance commands).
    pub fn pool(&self) -> &PgPool {
        &self.pool
    }

    /// Applies the pending migrations in `crates/store-postgres/migrations`.
    pub async fn migrate(&self) -> StoreResult<()> {
        MIGRATOR
            .run(&self.pool)
            .await
            .map_err(|e| StoreError::Backend(e.to_string()))
    }

    /// Closes every connection (waits for checked-out ones to come back).
    pub async fn close(&self) {
        self.pool.close().await;
    }
}

/// Any failure connecting or migrating.
fn backend(err: sqlx::Error) -> StoreError {
    StoreError::Backend(err.to_string())
}

#[async_trait]
impl Connect for PgDb {
    async fn connect(url: &str) -> StoreResult<Self> {
        PgDb::open(url, DEFAULT_MAX_CONNECTIONS).await
    }
}

#[async_trait]
impl Backend for PgDb {
    async fn write<T, E, F>(&self, work: F) -> Result<T, E>
    where
        T: Send + 'static,
        E: From<DbError> + Send + 'static,
        F: for<'t> FnOnce(&'t mut dyn Executor) -> WorkFuture<'t, T, E> + Send + 'static,
    {
        let mut tx = self.pool.begin().await.map_err(db_error)?;
        let mut db = PgExecutor::new(&mut tx);
        let out = work(&mut db).await;
        let keep = !db.discarded();
        match out {
            Ok(value) if keep => {
                tx.commit().await.map_err(db_error)?;
                Ok(value)
            }
            // Dropping the transaction rolls it back.
            other => other,
        }
    }

    async fn read<T, E, F>(&self, work: F) -> Result<T, E>
    where
        T: Send + 'static,
        E: From<DbError> + Send + 'static,
        F: for<'t> FnOnce(&'t mut dyn Executor) -> WorkFuture<'t, T, E> + Send + 'static,
    {
        let mut conn = self.pool.acquire().await.map_err(db_error)?;
        work(&mut PgExecutor::new(&mut conn)).await
    }

    async fn snapshot<T, E, F>(&self, work: F) -> Result<T, E>
    where
        T: Send + 'static,
        E: From<DbError> + Send + 'static,
        F: for<'t> FnOnce(&'t mut dyn Executor) -> WorkFuture<'t, T, E> + Send + 'static,
    {
        let mut tx = self
            .pool
            .begin_with("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
            .await
            .map_err(db_error)?;
        work(&mut PgExecutor::new(&mut tx)).await
    }
}
