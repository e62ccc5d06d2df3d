//! Statements on a PostgreSQL connection: parameters bound with their PostgreSQL types
//! (typed NULLs included), rows read back by the type of each column.

use std::sync::Arc;

use async_trait::async_trait;
use chrono::NaiveDate;
use sqlx::encode::IsNull;
use sqlx::error::BoxDynError;
use sqlx::postgres::types::Oid;
use sqlx::postgres::{PgArgumentBuffer, PgArguments, PgRow, PgTypeInfo, PgValueFormat};
use sqlx::{Column, Decode, Encode, PgConnection, Postgres, Row as _, Type, TypeInfo, ValueRef};
use store_sql::db::{Answer, Connection, DbError, DbErrorKind, Dialect, Fetch, Kind, Row, Value};

use crate::dialect::POSTGRES;

/// The `jsonb` type's object id.
const JSONB_OID: u32 = 3802;

/// Runs statements on one connection (inside the caller's transaction, if any).
pub(crate) struct PgConn<'c>(pub(crate) &'c mut PgConnection);

/// Maps a driver error to its kind (SQLSTATE codes).
pub(crate) fn db_error(err: sqlx::Error) -> DbError {
    let kind = match &err {
        sqlx::Error::Database(e) => match e.code().as_deref() {
            Some("23505") => DbErrorKind::UniqueViolation,
            Some("23503") => DbErrorKind::ForeignKeyViolation,
            // deadlock_detected, serialization_failure
            Some("40P01" | "40001") => DbErrorKind::Contended,
            _ => DbErrorKind::Other,
        },
        sqlx::Error::RowNotFound => DbErrorKind::RowNotFound,
        _ => DbErrorKind::Other,
    };
    DbError::new(kind, err.to_string())
}

/// JSON text bound as `jsonb` (PostgreSQL casts it to `json` columns on assignment).
struct JsonText<'a>(&'a str);

impl Type<Postgres> for JsonText<'_> {
    fn type_info() -> PgTypeInfo {
        PgTypeInfo::with_oid(Oid(JSONB_OID))
    }
}

impl Encode<'_, Postgres> for JsonText<'_> {
    fn encode_by_ref(&self, buf: &mut PgArgumentBuffer) -> Result<IsNull, BoxDynError> {
        // jsonb's binary form: a version byte, then the text.
        buf.push(1);
        buf.extend_from_slice(self.0.as_bytes());
        Ok(IsNull::No)
    }
}

type PgQuery<'q> = sqlx::query::Query<'q, Postgres, PgArguments>;

/// Binds the parameters in order, NULLs with their type.
fn bind<'q>(sql: &'q str, args: &'q [Value<'_>]) -> PgQuery<'q> {
    let mut query = sqlx::query(sql);
    for arg in args {
        query = match arg {
            Value::Null(Kind::Int) => query.bind(None::<i64>),
            Value::Null(Kind::Real) => query.bind(None::<f64>),
            Value::Null(Kind::Bool) => query.bind(None::<bool>),
            Value::Null(Kind::Text) => query.bind(None::<&str>),
            Value::Null(Kind::Date) => query.bind(None::<NaiveDate>),
            Value::Null(Kind::Json) => query.bind(None::<JsonText<'_>>),
            Value::Null(Kind::TextList) => query.bind(None::<Vec<String>>),
            Value::Int(n) => query.bind(*n),
            Value::Real(x) => query.bind(*x),
            Value::Bool(b) => query.bind(*b),
            Value::Text(s) => query.bind(s.as_ref()),
            Value::Date(d) => query.bind(*d),
            Value::Json(s) => query.bind(JsonText(s.as_ref())),
            Value::TextList(items) => query.bind(items.as_slice()),
        };
    }
    query
}

/// A result's rows by the type of each column (the column names read once).
fn read_all(rows: &[PgRow]) -> Result<Vec<Row>, DbError> {
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

fn decode<'r, T: Decode<'r, Postgres>>(raw: sqlx::postgres::PgValueRef<'r>) -> Result<T, DbError> {
    T::decode(raw).map_err(|e| DbError::decode(e.to_string()))
}

/// A row's values by the type of each column.
fn read(row: &PgRow, columns: &Arc<[String]>) -> Result<Row, DbError> {
    let mut values = Vec::with_capacity(columns.len());
    for index in 0..columns.len() {
        let raw = row.try_get_raw(index).map_err(db_error)?;
        let type_name = raw.type_info().name().to_owned();
        if raw.is_null() {
            values.push(Value::Null(Kind::Text));
            continue;
        }
        let value = match type_name.as_str() {
            "INT8" => Value::Int(decode::<i64>(raw)?),
            "INT4" => Value::Int(i64::from(decode::<i32>(raw)?)),
            "INT2" => Value::Int(i64::from(decode::<i16>(raw)?)),
            "BOOL" => Value::Bool(decode::<bool>(raw)?),
            "FLOAT8" => Value::Real(decode::<f64>(raw)?),
            "FLOAT4" => Value::Real(f64::from(decode::<f32>(raw)?)),
            "DATE" => Value::Date(decode::<NaiveDate>(raw)?),
            "TEXT[]" => Value::TextList(decode::<Vec<String>>(raw)?),
            "JSON" | "JSONB" => {
                let binary = raw.format() == PgValueFormat::Binary && type_name == "JSONB";
                let bytes = raw.as_bytes().map_err(|e| DbError::decode(e.to_string()))?;
                // jsonb's binary form starts with a version byte.
                let text = if binary {
                    bytes.get(1..).unwrap_or_default()
                } else {
                    bytes
                };
                Value::Json(
                    String::from_utf8(text.to_vec())
                        .map_err(|e| DbError::decode(e.to_string()))?
                        .into(),
                )
            }
            "TEXT" | "VARCHAR" | "NAME" | "BPCHAR" => Value::Text(decode::<String>(raw)?.into()),
            other => {
                return Err(DbError::decode(format!(
                    "column {} has type {other}: cast it to BIGINT, TEXT or BOOLEAN",
                    columns.get(index).map_or("?", String::as_str)
                )));
            }
        };
        values.push(value);
    }
    Ok(Row::new(columns.clone(), values))
}

#[async_trait]
impl Connection for PgConn<'_> {
    fn dialect(&self) -> &'static dyn Dialect {
        &POSTGRES
    }

    async fn run(
        &mut self,
        sql: &str,
        args: &[Value<'_>],
        fetch: Fetch,
    ) -> Result<Answer, DbError> {
        let statement = bind(sql, args);
        let rows = match fetch {
            Fetch::Count => {
                let done = statement.execute(&mut *self.0).await.map_err(db_error)?;
                return Ok(Answer::Count(done.rows_affected()));
            }
            Fetch::All => statement.fetch_all(&mut *self.0).await,
            Fetch::First => statement
                .fetch_optional(&mut *self.0)
                .await
                .map(Vec::from_iter),
        };
        read_all(&rows.map_err(db_error)?).map(Answer::Rows)
    }
}
