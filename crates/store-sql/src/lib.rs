//! The storage trait on SQL, written once for SQLite and PostgreSQL.
//!
//! Every unit of work of [`store::Store`] lives here: its statements, its row shapes and
//! their conversion into the store's models, its checks and postings. It runs on a
//! backend's [`db::Executor`] inside a transaction the [`db::Backend`] opens, so a backend
//! (`store-sqlite`, `store-postgres`) keeps only what truly differs: connections,
//! transactions and locking, parameter binding and row reading, and its [`db::Dialect`].
//!
//! Statements write parameters as `$1`, `$2`, ... Instants are integer milliseconds since the
//! Unix epoch (UTC), money integer cents, on both databases.

pub mod db;

mod betting;
mod bonus_cash;
mod casino;
mod catalogue;
mod convert;
mod flags;
mod geolocation;
mod identity;
mod jackpot;
mod lease;
mod ledger;
mod linking;
mod payments;
mod platform;
mod promotion;
mod responsible_gaming;
mod search;
mod settlement;
mod tax;
mod telemetry;
mod verification;

use std::ops::Deref;

use async_trait::async_trait;
use store::{Store, StoreError, StoreResult};
use tracing::Instrument;

use db::{Backend, DbError, DbErrorKind, Done, Executor, Mode, Tracked, WorkFuture};

pub use identity::{REASON_PASSWORD_RESET, REASON_REFRESH_TOKEN_REUSE};

/// The store on a backend: a cheap-to-clone handle (clone the backend's pool).
#[derive(Debug, Clone)]
pub struct SqlStore<B> {
    backend: B,
}

/// A backend that opens itself from a URL and keeps its schema.
#[async_trait]
pub trait Connect: Backend + Sized {
    /// Opens the database at `url`.
    async fn connect(url: &str) -> StoreResult<Self>;

    /// Applies the backend's pending migrations.
    async fn migrate(&self) -> StoreResult<()>;

    /// Closes every connection (waits for checked-out ones to come back).
    async fn close(&self);
}

impl<B: Backend> SqlStore<B> {
    /// The store on `backend`.
    pub fn new(backend: B) -> Self {
        SqlStore { backend }
    }

    /// Opens the database at `url` with the backend's defaults.
    pub async fn connect(url: &str) -> StoreResult<Self>
    where
        B: Connect,
    {
        B::connect(url).await.map(Self::new)
    }

    /// Applies the backend's pending migrations.
    pub async fn migrate(&self) -> StoreResult<()>
    where
        B: Connect,
    {
        self.backend.migrate().await
    }

    /// Closes every connection.
    pub async fn close(&self)
    where
        B: Connect,
    {
        self.backend.close().await;
    }

    /// Runs `work` as `mode` says, on an executor that tracks whether it keeps its writes.
    ///
    /// The unit of work runs on a task of its own, to its commit or rollback, even when the
    /// caller stops waiting (a request timeout, a client gone): a future dropped half-way
    /// through opening or ending a transaction would otherwise put its connection back in
    /// the pool with the transaction still open, holding SQLite's write lock for good. The task
    /// carries the caller's span, so its statements' logs stay with the request.
    async fn run<T, E, F>(&self, mode: Mode, work: F) -> Result<T, E>
    where
        T: Send + 'static,
        E: From<DbError> + Send + 'static,
        F: for<'t> FnOnce(&'t mut dyn Executor) -> WorkFuture<'t, T, E> + Send + 'static,
    {
        let backend = self.backend.clone();
        let task = tokio::spawn(
            async move {
                backend
                    .run(mode, move |conn| {
                        Box::pin(async move {
                            let mut db = Tracked::new(conn);
                            let value = work(&mut db).await?;
                            let commit = db.keeps_writes();
                            Ok(Done { value, commit })
                        })
                    })
                    .await
            }
            .instrument(tracing::Span::current()),
        );
        task.await.unwrap_or_else(|stopped| {
            Err(E::from(DbError::new(
                DbErrorKind::Other,
                format!("the unit of work stopped: {stopped}"),
            )))
        })
    }

    /// Runs `work` in one read-write transaction.
    async fn write<T, F>(&self, work: F) -> StoreResult<T>
    where
        T: Send + 'static,
        F: for<'t> FnOnce(&'t mut dyn Executor) -> WorkFuture<'t, T, StoreError> + Send + 'static,
    {
        self.run(Mode::Write, work).await
    }

    /// Runs read-only `work` on one connection.
    async fn read<T, F>(&self, work: F) -> StoreResult<T>
    where
        T: Send + 'static,
        F: for<'t> FnOnce(&'t mut dyn Executor) -> WorkFuture<'t, T, StoreError> + Send + 'static,
    {
        self.run(Mode::Read, work).await
    }

    /// Runs read-only `work` against one committed state.
    async fn snapshot<T, F>(&self, work: F) -> StoreResult<T>
    where
        T: Send + 'static,
        F: for<'t> FnOnce(&'t mut dyn Executor) -> WorkFuture<'t, T, StoreError> + Send + 'static,
    {
        self.run(Mode::Snapshot, work).await
    }
}

/// The backend's own operations (pool, migrations, closing).
impl<B> Deref for SqlStore<B> {
    type Target = B;

    fn deref(&self) -> &B {
        &self.backend
    }
}

#[async_trait]
impl<B: Backend> Store for SqlStore<B> {
    async fn ping(&self) -> StoreResult<()> {
        self.read(|db| {
            Box::pin(async move {
                db::query("SELECT 1").execute(db).await?;
                Ok(())
            })
        })
        .await
    }
}
