//! Rows as a backend returns them, and their decoding into Rust values.

use std::sync::Arc;

use chrono::NaiveDate;

use super::{DbError, Value};

/// One result row: column names (shared by the rows of one result) and values.
#[derive(Debug, Clone)]
pub struct Row {
    columns: Arc<[String]>,
    values: Vec<Value<'static>>,
}

impl Row {
    /// A row of `values` named by `columns` (in the same order).
    pub fn new(columns: Arc<[String]>, values: Vec<Value<'static>>) -> Row {
        Row { columns, values }
    }

    /// Takes the value at `index` out of the row.
    pub fn take<T: Decode>(&mut self, index: usize) -> Result<T, DbError> {
        let value = self
            .values
            .get_mut(index)
            .map(|v| std::mem::replace(v, Value::Null(super::Kind::Text)))
            .ok_or_else(|| DbError::decode(format!("no column {index}")))?;
        T::decode(value).map_err(|e| {
            let name = self.columns.get(index).map_or("?", String::as_str);
            DbError::decode(format!("column {name}: {e}"))
        })
    }

    /// Takes the value of the column `name` out of the row.
    pub fn get<T: Decode>(&mut self, name: &str) -> Result<T, DbError> {
        let index = self
            .columns
            .iter()
            .position(|c| c == name)
            .ok_or_else(|| DbError::decode(format!("no column {name}")))?;
        self.take(index)
    }
}

/// A Rust value read from one column.
pub trait Decode: Sized {
    /// Reads `value`; the error says what was found instead.
    fn decode(value: Value<'static>) -> Result<Self, String>;
}

fn unexpected(want: &str, found: &Value<'_>) -> String {
    format!("expected {want}, found {found:?}")
}

impl Decode for i64 {
    fn decode(value: Value<'static>) -> Result<Self, String> {
        match value {
            Value::Int(n) => Ok(n),
            Value::Bool(b) => Ok(i64::from(b)),
            other => Err(unexpected("an integer", &other)),
        }
    }
}

macro_rules! decode_narrow {
    ($($t:ty),*) => {$(
        impl Decode for $t {
            fn decode(value: Value<'static>) -> Result<Self, String> {
                let n = i64::decode(value)?;
                <$t>::try_from(n).map_err(|_| format!("{n} out of range"))
            }
        }
    )*};
}
decode_narrow!(i32, u32, u64);

impl Decode for f64 {
    fn decode(value: Value<'static>) -> Result<Self, String> {
        match value {
            Value::Real(x) => Ok(x),
            // SQLite answers an integral REAL expression as an integer.
            Value::Int(n) => i32::try_from(n)
                .map(f64::from)
                .map_err(|_| format!("{n} is not a real")),
            other => Err(unexpected("a number", &other)),
        }
    }
}

impl Decode for bool {
    fn decode(value: Value<'static>) -> Result<Self, String> {
        match value {
            Value::Bool(b) => Ok(b),
            Value::Int(0) => Ok(false),
            Value::Int(1) => Ok(true),
            other => Err(unexpected("a boolean", &other)),
        }
    }
}

impl Decode for String {
    fn decode(value: Value<'static>) -> Result<Self, String> {
        match value {
            Value::Text(s) | Value::Json(s) => Ok(s.into_owned()),
            other => Err(unexpected("text", &other)),
        }
    }
}

impl Decode for NaiveDate {
    fn decode(value: Value<'static>) -> Result<Self, String> {
        match value {
            Value::Date(d) => Ok(d),
            Value::Text(s) => {
                NaiveDate::parse_from_str(&s, "%Y-%m-%d").map_err(|e| format!("date {s:?}: {e}"))
            }
            other => Err(unexpected("a date", &other)),
        }
    }
}

impl<T: Decode> Decode for Option<T> {
    fn decode(value: Value<'static>) -> Result<Self, String> {
        match value {
            Value::Null(_) => Ok(None),
            other => T::decode(other).map(Some),
        }
    }
}

/// A Rust value read from a whole row.
pub trait FromRow: Sized {
    /// Reads `row`.
    fn from_row(row: Row) -> Result<Self, DbError>;
}

impl FromRow for Row {
    fn from_row(row: Row) -> Result<Self, DbError> {
        Ok(row)
    }
}

macro_rules! tuple_from_row {
    ($($t:ident $i:tt),+) => {
        impl<$($t: Decode),+> FromRow for ($($t,)+) {
            fn from_row(mut row: Row) -> Result<Self, DbError> {
                Ok(($(row.take::<$t>($i)?,)+))
            }
        }
    };
}
tuple_from_row!(A 0);
tuple_from_row!(A 0, B 1);
tuple_from_row!(A 0, B 1, C 2);
tuple_from_row!(A 0, B 1, C 2, D 3);
tuple_from_row!(A 0, B 1, C 2, D 3, E 4);
tuple_from_row!(A 0, B 1, C 2, D 3, E 4, F 5);
tuple_from_row!(A 0, B 1, C 2, D 3, E 4, F 5, G 6);
tuple_from_row!(A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7);
tuple_from_row!(A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7, I 8);
tuple_from_row!(A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7, I 8, J 9);
tuple_from_row!(A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7, I 8, J 9, K 10);
tuple_from_row!(A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7, I 8, J 9, K 10, L 11);

/// The first column of a row (what `query_scalar` reads).
pub struct Scalar<T>(pub T);

impl<T: Decode> FromRow for Scalar<T> {
    fn from_row(mut row: Row) -> Result<Self, DbError> {
        row.take(0).map(Scalar)
    }
}

/// Declares a row struct read by column name (like a derived `FromRow`).
///
/// ```ignore
/// row! {
///     pub(crate) struct UserRow { id: String, created_at: i64 }
/// }
/// ```
#[macro_export]
macro_rules! row {
    ($(#[$meta:meta])* $vis:vis struct $name:ident { $($fvis:vis $field:ident : $ty:ty),* $(,)? }) => {
        $(#[$meta])*
        $vis struct $name { $($fvis $field: $ty),* }

        impl $crate::db::FromRow for $name {
            fn from_row(mut row: $crate::db::Row) -> Result<Self, $crate::db::DbError> {
                Ok(Self { $($field: row.get(stringify!($field))?),* })
            }
        }
    };
}
