//! The storage trait on SQLite: a [`store_sql::db::Backend`] for the units of work of
//! `store-sql`.
//!
//! One database file in WAL mode. A unit of work runs whole on a thread that owns its
//! connection ([`threads`]): every write on the one writer thread, in a transaction opened
//! with `BEGIN IMMEDIATE`, one after another (SQLite has one writer, and needs no row locks);
//! reads on a few reader threads. A connection pool of the async driver remains for
//! migrations, maintenance commands and tests.

mod dialect;
pub mod test_support;
mod threads;

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

pub use threads::STATEMENT_LOG;
use threads::{Opener, Workers};

/// The store on SQLite.
pub type SqliteStore = SqlStore<SqliteDb>;

/// How long a writer waits for the database lock (held by another process) before giving up.
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// Reader threads of a database file (reads of an in-memory database run on its writer).
const READERS: usize = 4;

static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("./migrations");

/// An SQLite database: a cheap-to-clone handle to its connection threads.
#[derive(Debug, Clone)]
pub struct SqliteDb {
    /// The async driver's pool: migrations, maintenance commands and tests.
    pool: SqlitePool,
    workers: Arc<Workers>,
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
        self.workers.run(mode, work).await
    }
}

/// Opens the database at `url` (`sqlite://path/to.db`, created when missing, or
/// `sqlite::memory:` for a private in-memory database whose one thread does every unit of
/// work), and starts its threads. Sets WAL journal, foreign keys, a 5 s busy timeout and
/// `synchronous = FULL` on every connection (a commit syncs the log).
#[async_trait]
impl Connect for SqliteDb {
    async fn connect(url: &str) -> StoreResult<Self> {
        let in_memory = url.contains(":memory:") || url.contains("mode=memory");
        let mut options = SqliteConnectOptions::from_str(url)
            .map_err(backend)?
            .create_if_missing(true)
            .foreign_keys(true)
            .busy_timeout(BUSY_TIMEOUT)
            .synchronous(SqliteSynchronous::Full);
        let pool_options = if in_memory {
            // The database lives while a connection is open: keep the pool's one, forever.
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
            // Units of work run on the threads; the pool serves migrations and maintenance.
            SqlitePoolOptions::new().max_connections(2)
        };
        let opener = if in_memory {
            // The driver names a shared-cache in-memory database; the threads join it.
            Opener {
                target: format!(
                    "{}?mode=memory&cache=shared",
                    options.get_filename().display()
                ),
                uri: true,
                busy_timeout: BUSY_TIMEOUT,
            }
        } else {
            Opener {
                target: options.get_filename().display().to_string(),
                uri: false,
                busy_timeout: BUSY_TIMEOUT,
            }
        };
        let pool = pool_options
            // No ping before each use: a connection to a local file has no other end to lose,
            // and the ping was a round trip to the connection's thread on every unit of work.
            .test_before_acquire(false)
            .acquire_timeout(Duration::from_secs(30))
            .connect_with(options)
            .await
            .map_err(backend)?;
        let readers = if in_memory { 0 } else { READERS };
        let workers = Workers::start(&opener, readers)
            .map_err(|e| StoreError::Backend(format!("cannot open {url}: {e}")))?;
        tracing::debug!(url, "opened SQLite store");
        Ok(SqliteDb { pool, workers })
    }

    /// Applies the pending migrations in `crates/store-sqlite/migrations`.
    async fn migrate(&self) -> StoreResult<()> {
        MIGRATOR
            .run(&self.pool)
            .await
            .map_err(|e| StoreError::Backend(e.to_string()))
    }

    /// Closes the threads' connections, then the pool's: the last connection to close folds
    /// the write-ahead log into the database file.
    async fn close(&self) {
        self.workers.close().await;
        self.pool.close().await;
    }
}
