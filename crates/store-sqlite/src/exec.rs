//! Statements on an SQLite connection: parameters bound as SQLite values, rows read back by
//! the type of each value.

use std::sync::Arc;

use async_trait::async_trait;
use sqlx::sqlite::{SqliteArguments, SqliteRow};
use sqlx::{Column, Decode, Row as _, Sqlite, SqliteConnection, TypeInfo, ValueRef};
use store_sql::db::{DbError, DbErrorKind, Dialect, Executor, Kind, Row, Value};

use crate::dialect::SQLITE;

/// Runs statements on one connection (inside the caller's transaction, if any).
pub(crate) struct SqliteExecutor<'c> {
    conn: &'c mut SqliteConnection,
    discarded: bool,
}

impl<'c> SqliteExecutor<'c> {
    pub(crate) fn new(conn: &'c mut SqliteConnection) -> Self {
        SqliteExecutor {
            conn,
            discarded: false,
        }
    }

    /// Whether the unit of work asked for a rollback.
    pub(crate) fn discarded(&self) -> bool {
        self.discarded
    }
}

/// Maps a driver error to its kind (SQLite's extended result codes).
pub(crate) fn db_error(err: sqlx::Error) -> DbError {
    let kind = match &err {
        sqlx::Error::Database(e) => match e.kind() {
            sqlx::error::ErrorKind::UniqueViolation => DbErrorKind::UniqueViolation,
            sqlx::error::ErrorKind::ForeignKeyViolation => DbErrorKind::ForeignKeyViolation,
            // SQLITE_BUSY (5) and SQLITE_LOCKED (6), with their extended codes.
            _ if matches!(e.code().as_deref(), Some("5" | "6" | "261" | "262" | "517")) => {
                DbErrorKind::Contended
            }
            _ => DbErrorKind::Other,
        },
        sqlx::Error::RowNotFound => DbErrorKind::RowNotFound,
        _ => DbErrorKind::Other,
    };
    DbError::new(kind, err.to_string())
}

type SqliteQuery<'q> = sqlx::query::Query<'q, Sqlite, SqliteArguments<'q>>;

/// Binds the parameters in order.
fn bind<'q>(sql: &'q str, args: &'q [Value<'_>]) -> Result<SqliteQuery<'q>, DbError> {
    let mut query = sqlx::query(sql);
    for arg in args {
        query = match arg {
            Value::Null(_) => query.bind(None::<i64>),
            Value::Int(n) => query.bind(*n),
            Value::Real(x) => query.bind(*x),
            Value::Bool(b) => query.bind(*b),
            Value::Text(s) | Value::Json(s) => query.bind(s.as_ref()),
            Value::Date(d) => query.bind(*d),
            Value::TextList(items) => query.bind(
                serde_json::to_string(items).map_err(|e| DbError::decode(e.to_string()))?,
            ),
        };
    }
    Ok(query)
}

/// The column names of a result, read once.
fn columns(row: &SqliteRow) -> Arc<[String]> {
    row.columns().iter().map(|c| c.name().to_owned()).collect()
}

/// A row's values by the type SQLite holds for each.
fn read(row: &SqliteRow, columns: &Arc<[String]>) -> Result<Row, DbError> {
    let mut values = Vec::with_capacity(columns.len());
    for index in 0..columns.len() {
        let raw = row.try_get_raw(index).map_err(db_error)?;
        let value = if raw.is_null() {
            Value::Null(Kind::Text)
        } else {
            let type_name = raw.type_info().name().to_owned();
            let failed = |e: sqlx::error::BoxDynError| DbError::decode(e.to_string());
            match type_name.as_str() {
                "INTEGER" => Value::Int(<i64 as Decode<Sqlite>>::decode(raw).map_err(failed)?),
                "REAL" => Value::Real(<f64 as Decode<Sqlite>>::decode(raw).map_err(failed)?),
                _ => Value::Text(<String as Decode<Sqlite>>::decode(raw).map_err(failed)?.into()),
            }
        };
        values.push(value);
    }
    Ok(Row::new(columns.clone(), values))
}

#[async_trait]
impl Executor for SqliteExecutor<'_> {
    fn dialect(&self) -> &'static dyn Dialect {
        &SQLITE
    }

    async fn execute(&mut self, sql: &str, args: &[Value<'_>]) -> Result<u64, DbError> {
        let done = bind(sql, args)?
            .execute(&mut *self.conn)
            .await
            .map_err(db_error)?;
        Ok(done.rows_affected())
    }

    async fn fetch_all(&mut self, sql: &str, args: &[Value<'_>]) -> Result<Vec<Row>, DbError> {
        let rows = bind(sql, args)?
            .fetch_all(&mut *self.conn)
            .await
            .map_err(db_error)?;
        let Some(first) = rows.first() else {
            return Ok(Vec::new());
        };
        let columns = columns(first);
        rows.iter().map(|row| read(row, &columns)).collect()
    }

    async fn fetch_optional(
        &mut self,
        sql: &str,
        args: &[Value<'_>],
    ) -> Result<Option<Row>, DbError> {
        let row = bind(sql, args)?
            .fetch_optional(&mut *self.conn)
            .await
            .map_err(db_error)?;
        row.map(|row| read(&row, &columns(&row))).transpose()
    }

    fn discard(&mut self) {
        self.discarded = true;
    }
}
