//! The storage trait on SQLite: a [`store_sql::db::Backend`] for the units of work of
//! `store-sql`.
//!
//! One database file in WAL mode. Every write runs in a transaction opened with
//! `BEGIN IMMEDIATE` after this store's earlier writers (a queue in the process), so writers
//! never fail half-way when a read lock cannot be upgraded, and no two units of work
//! interleave: SQLite needs no row locks. Reads run on the other pooled connections.

mod dialect;
mod exec;
pub mod test_support;

use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

use async_trait::async_trait;
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};
use store::{StoreError, StoreResult};
use store_sql::db::{Backend, Connection, DbError, Done, Mode, WorkFuture};
use store_sql::{Connect, SqlStore};
use tokio::sync::Mutex;

use exec::{SqliteConn, db_error};

/// The store on SQLite.
pub type SqliteStore = SqlStore<SqliteDb>;

/// How long a writer waits for the database lock (held by another process) before giving up.
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("./migrations");

/// An SQLite database: a cheap-to-clone handle to a connection pool.
#[derive(Debug, Clone)]
pub struct SqliteDb {
    pool: SqlitePool,
    /// The writer's turn: SQLite has one writer at a time, so this store's writers queue
    /// here in order instead of polling the database lock through the busy handler.
    writer: Arc<Mutex<()>>,
}

impl SqliteDb {
    /// The connection pool (for tests and maintenance commands).
    pub fn pool(&self) -> &SqlitePool {
        &self.pool
    }
}

/// Any failure opening or migrating the database.
fn backend(err: sqlx::Error) -> StoreError {
    StoreError::Backend(err.to_string())
}

#[async_trait]
impl Backend for SqliteDb {
    async fn run<T, E, F>(&self, mode: Mode, work: F) -> Result<T, E>
    where
        T: Send + 'static,
        E: From<DbError> + Send + 'static,
        F: for<'t> FnOnce(&'t mut dyn Connection) -> WorkFuture<'t, Done<T>, E> + Send + 'static,
    {
        match mode {
            Mode::Write => {
                // After this store's earlier writers, holding the database's write lock.
                let _turn = self.writer.lock().await;
                let mut tx = self
                    .pool
                    .begin_with("BEGIN IMMEDIATE")
                    .await
                    .map_err(db_error)?;
                let done = work(&mut SqliteConn(&mut tx)).await?;
                // Not committed, the transaction rolls back when dropped.
                if done.commit {
                    tx.commit().await.map_err(db_error)?;
                }
                Ok(done.value)
            }
            Mode::Read => {
                let mut conn = self.pool.acquire().await.map_err(db_error)?;
                Ok(work(&mut SqliteConn(&mut conn)).await?.value)
            }
            Mode::Snapshot => {
                // A deferred read transaction: under WAL every statement sees the same commit.
                let mut tx = self.pool.begin().await.map_err(db_error)?;
                Ok(work(&mut SqliteConn(&mut tx)).await?.value)
            }
        }
    }
}

/// Opens the database at `url` (`sqlite://path/to.db`, created when missing, or
/// `sqlite::memory:` for a private in-memory database held by a single connection). Sets WAL
/// journal, foreign keys, a 5 s busy timeout and `synchronous = NORMAL`.
#[async_trait]
impl Connect for SqliteDb {
    async fn connect(url: &str) -> StoreResult<Self> {
        let in_memory = url.contains(":memory:") || url.contains("mode=memory");
        let mut options = SqliteConnectOptions::from_str(url)
            .map_err(backend)?
            .create_if_missing(true)
            .foreign_keys(true)
            .busy_timeout(BUSY_TIMEOUT)
            .synchronous(SqliteSynchronous::Normal);
        let pool_options = if in_memory {
            // Every connection to `:memory:` is its own database: keep exactly one, forever.
            SqlitePoolOptions::new()
                .max_connections(1)
                .min_connections(1)
                .idle_timeout(None)
                .max_lifetime(None)
        } else {
            // `create_if_missing` creates the file, not its folder (e.g. `./data/`).
            if let Some(folder) = options.get_filename().parent()
                && !folder.as_os_str().is_empty()
            {
                std::fs::create_dir_all(folder).map_err(|e| {
                    StoreError::Backend(format!("cannot create {}: {e}", folder.display()))
                })?;
            }
            options = options.journal_mode(SqliteJournalMode::Wal);
            SqlitePoolOptions::new().max_connections(8)
        };
        let pool = pool_options
            // No ping before each use: a connection to a local file has no other end to lose,
            // and the ping was a round trip to the connection's thread on every unit of work.
            .test_before_acquire(false)
            .acquire_timeout(Duration::from_secs(30))
            .connect_with(options)
            .await
            .map_err(backend)?;
        tracing::debug!(url, "opened SQLite store");
        Ok(SqliteDb {
            pool,
            writer: Arc::new(Mutex::new(())),
        })
    }

    /// Applies the pending migrations in `crates/store-sqlite/migrations`.
    async fn migrate(&self) -> StoreResult<()> {
        MIGRATOR
            .run(&self.pool)
            .await
            .map_err(|e| StoreError::Backend(e.to_string()))
    }

    async fn close(&self) {
        self.pool.close().await;
    }
}
