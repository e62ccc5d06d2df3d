//! The [`Executor`] units of work see: a backend's [`Connection`] that also remembers whether
//! the unit of work asked for a rollback.

use async_trait::async_trait;

use super::{Answer, Connection, DbError, Dialect, Executor, Fetch, Row, Value};

/// A connection for one unit of work.
pub(crate) struct Tracked<'c> {
    conn: &'c mut dyn Connection,
    discarded: bool,
}

impl<'c> Tracked<'c> {
    /// Statements of one unit of work on `conn`.
    pub(crate) fn new(conn: &'c mut dyn Connection) -> Self {
        Tracked {
            conn,
            discarded: false,
        }
    }

    /// Whether the writes stay: the unit of work did not [discard](Executor::discard) them.
    pub(crate) fn keeps_writes(&self) -> bool {
        !self.discarded
    }
}

fn unexpected(answer: &Answer) -> DbError {
    DbError::decode(format!("unexpected answer {answer:?}"))
}

#[async_trait]
impl Executor for Tracked<'_> {
    fn dialect(&self) -> &'static dyn Dialect {
        self.conn.dialect()
    }

    async fn execute(&mut self, sql: &str, args: &[Value<'_>]) -> Result<u64, DbError> {
        match self.conn.run(sql, args, Fetch::Count).await? {
            Answer::Count(n) => Ok(n),
            other => Err(unexpected(&other)),
        }
    }

    async fn fetch_all(&mut self, sql: &str, args: &[Value<'_>]) -> Result<Vec<Row>, DbError> {
        match self.conn.run(sql, args, Fetch::All).await? {
            Answer::Rows(rows) => Ok(rows),
            other => Err(unexpected(&other)),
        }
    }

    async fn fetch_optional(
        &mut self,
        sql: &str,
        args: &[Value<'_>],
    ) -> Result<Option<Row>, DbError> {
        match self.conn.run(sql, args, Fetch::First).await? {
            Answer::Rows(rows) => Ok(rows.into_iter().next()),
            other => Err(unexpected(&other)),
        }
    }

    fn discard(&mut self) {
        self.discarded = true;
    }
}
