//! Statements on an SQLite connection: parameters bound as SQLite values, rows read back by
//! the type of each value.

use std::sync::Arc;

use async_trait::async_trait;
use sqlx::sqlite::{SqliteArguments, SqliteRow};
use sqlx::{Column, Decode, Row as _, Sqlite, SqliteConnection, TypeInfo, ValueRef};
use store_sql::db::{Answer, Connection, DbError, DbErrorKind, Dialect, Fetch, Kind, Row, Value};

use crate::dialect::SQLITE;

/// Runs statements on one connection (inside the caller's transaction, if any).
pub(crate) struct SqliteConn<'c>(pub(crate) &'c mut SqliteConnection);

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
            Value::TextList(items) => query
                .bind(serde_json::to_string(items).map_err(|e| DbError::decode(e.to_string()))?),
        };
    }
    Ok(query)
}

#[async_trait]
impl Connection for SqliteConn<'_> {
    fn dialect(&self) -> &'static dyn Dialect {
        &SQLITE
    }

    async fn run(
        &mut self,
        sql: &str,
        args: &[Value<'_>],
        fetch: Fetch,
    ) -> Result<Answer, DbError> {
        let query = bind(sql, args)?;
        let conn = &mut *self.0;
        Ok(match fetch {
            Fetch::Count => {
                Answer::Count(query.execute(conn).await.map_err(db_error)?.rows_affected())
            }
            Fetch::All => Answer::Rows(read_all(&query.fetch_all(conn).await.map_err(db_error)?)?),
            Fetch::First => {
                let row = query.fetch_optional(conn).await.map_err(db_error)?;
                Answer::Rows(read_all(row.as_slice())?)
            }
        })
    }
}

/// A result's rows by the type SQLite holds for each value (the column names read once).
fn read_all(rows: &[SqliteRow]) -> Result<Vec<Row>, DbError> {
    let Some(first) = rows.first() else {
        return Ok(Vec::new());
    };
    let columns: Arc<[String]> = first
        .columns()
        .iter()
        .map(|c| c.name().to_owned())
        .collect();
    rows.iter().map(|row| read(row, &columns)).collect()
}

/// The storage class of a value SQLite answered (no BLOBs in this schema).
enum Stored {
    Integer,
    Real,
    Text,
}

fn read(row: &SqliteRow, columns: &Arc<[String]>) -> Result<Row, DbError> {
    let mut values = Vec::with_capacity(columns.len());
    for index in 0..columns.len() {
        let raw = row.try_get_raw(index).map_err(db_error)?;
        if raw.is_null() {
            values.push(Value::Null(Kind::Text));
            continue;
        }
        let failed = |e: sqlx::error::BoxDynError| DbError::decode(e.to_string());
        let stored = match raw.type_info().name() {
            "INTEGER" => Stored::Integer,
            "REAL" => Stored::Real,
            _ => Stored::Text,
        };
        let value = match stored {
            Stored::Integer => Value::Int(<i64 as Decode<Sqlite>>::decode(raw).map_err(failed)?),
            Stored::Real => Value::Real(<f64 as Decode<Sqlite>>::decode(raw).map_err(failed)?),
            Stored::Text => Value::Text(
                <String as Decode<Sqlite>>::decode(raw)
                    .map_err(failed)?
                    .into(),
            ),
        };
        values.push(value);
    }
    Ok(Row::new(columns.clone(), values))
}
