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
use sqlx::Connection as _;
use sqlx::postgres::{PgConnectOptions, PgPool, PgPoolOptions};
use store::{StoreError, StoreResult};
use store_sql::db::{Backend, Connection, DbError, Done, Mode, WorkFuture};
use store_sql::{Connect, SqlStore};

use exec::{PgConn, db_error};

/// The store on PostgreSQL.
pub type PgStore = SqlStore<PgDb>;

/// How long a pooled connection may sit unused before it is pinged on its next use.
const PING_AFTER_IDLE: Duration = Duration::from_secs(1);

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
            // A connection is pinged before use only after a quiet spell, when the server may
            // have gone away meanwhile (a restart, an idle timeout); a busy pool's connections
            // were in use a moment ago, and a ping on every unit of work was a network round
            // trip of its own.
            .test_before_acquire(false)
            .before_acquire(|conn, meta| {
                Box::pin(async move {
                    if meta.idle_for >= PING_AFTER_IDLE {
                        conn.ping().await?;
                    }
                    Ok(true)
                })
            })
            .acquire_timeout(Duration::from_secs(30))
            .connect_with(options)
            .await
            .map_err(backend)?;
        tracing::debug!(max_connections, "connected PostgreSQL store");
        Ok(PgDb { pool })
    }

    /// The connection pool (for tests and maintenance commands).
    pub fn pool(&self) -> &PgPool {
        &self.pool
    }
}

/// Any failure connecting or migrating.
fn backend(err: sqlx::Error) -> StoreError {
    StoreError::Backend(err.to_string())
}

#[async_trait]
impl Backend for PgDb {
    async fn run<T, E, F>(&self, mode: Mode, work: F) -> Result<T, E>
    where
        T: Send + 'static,
        E: From<DbError> + Send + 'static,
        F: for<'t> FnOnce(&'t mut dyn Connection) -> WorkFuture<'t, Done<T>, E> + Send + 'static,
    {
        let begin = match mode {
            Mode::Read => {
                let mut conn = self.pool.acquire().await.map_err(db_error)?;
                return Ok(work(&mut PgConn(&mut conn)).await?.value);
            }
            Mode::Write => "BEGIN",
            Mode::Snapshot => "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY",
        };
        let mut tx = self.pool.begin_with(begin).await.map_err(db_error)?;
        let done = work(&mut PgConn(&mut tx)).await?;
        // A read-only snapshot has nothing to keep; a write not committed rolls back on drop.
        if done.commit && mode == Mode::Write {
            tx.commit().await.map_err(db_error)?;
        }
        Ok(done.value)
    }
}

#[async_trait]
impl Connect for PgDb {
    async fn connect(url: &str) -> StoreResult<Self> {
        PgDb::open(url, DEFAULT_MAX_CONNECTIONS).await
    }

    /// Applies the pending migrations in `crates/store-postgres/migrations`.
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
