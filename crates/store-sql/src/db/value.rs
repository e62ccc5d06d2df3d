//! Values bound to statements and read from rows, in the few types the schema uses.

use std::borrow::Cow;

use chrono::NaiveDate;

/// The type of a value, kept on NULLs too: PostgreSQL types every parameter.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Int,
    Real,
    Bool,
    Text,
    Date,
    Json,
    TextList,
}

/// One parameter or column value.
#[derive(Debug, Clone, PartialEq)]
pub enum Value<'a> {
    Null(Kind),
    /// Every integer column (`INTEGER` on SQLite, `BIGINT`/`INTEGER` on PostgreSQL).
    Int(i64),
    Real(f64),
    /// `0`/`1` on SQLite, `BOOLEAN` on PostgreSQL.
    Bool(bool),
    Text(Cow<'a, str>),
    /// A calendar date: ISO text on SQLite, `DATE` on PostgreSQL.
    Date(NaiveDate),
    /// JSON text: `TEXT` on SQLite, `JSONB` on PostgreSQL (which casts it to `JSON` columns).
    Json(Cow<'a, str>),
    /// A list of strings for [`crate::db::Dialect::list`]: a JSON array on SQLite, `TEXT[]` on
    /// PostgreSQL.
    TextList(Vec<String>),
}

impl Value<'_> {
    /// The value's type.
    pub fn kind(&self) -> Kind {
        match self {
            Value::Null(kind) => *kind,
            Value::Int(_) => Kind::Int,
            Value::Real(_) => Kind::Real,
            Value::Bool(_) => Kind::Bool,
            Value::Text(_) => Kind::Text,
            Value::Date(_) => Kind::Date,
            Value::Json(_) => Kind::Json,
            Value::TextList(_) => Kind::TextList,
        }
    }
}

/// A Rust value that binds as a statement parameter.
pub trait Bind<'a> {
    /// The parameter.
    fn value(self) -> Value<'a>;
    /// Its type when absent (for `Option<Self>`).
    fn kind() -> Kind;
}

macro_rules! bind_int {
    ($($t:ty),*) => {$(
        impl<'a> Bind<'a> for $t {
            fn value(self) -> Value<'a> {
                Value::Int(i64::from(self))
            }
            fn kind() -> Kind {
                Kind::Int
            }
        }
    )*};
}
bind_int!(i64, i32, u32, i16, u16, u8);

impl<'a> Bind<'a> for f64 {
    fn value(self) -> Value<'a> {
        Value::Real(self)
    }
    fn kind() -> Kind {
        Kind::Real
    }
}

impl<'a> Bind<'a> for bool {
    fn value(self) -> Value<'a> {
        Value::Bool(self)
    }
    fn kind() -> Kind {
        Kind::Bool
    }
}

impl<'a> Bind<'a> for &'a str {
    fn value(self) -> Value<'a> {
        Value::Text(Cow::Borrowed(self))
    }
    fn kind() -> Kind {
        Kind::Text
    }
}

impl<'a> Bind<'a> for &'a String {
    fn value(self) -> Value<'a> {
        Value::Text(Cow::Borrowed(self.as_str()))
    }
    fn kind() -> Kind {
        Kind::Text
    }
}

impl<'a> Bind<'a> for String {
    fn value(self) -> Value<'a> {
        Value::Text(Cow::Owned(self))
    }
    fn kind() -> Kind {
        Kind::Text
    }
}

impl<'a> Bind<'a> for NaiveDate {
    fn value(self) -> Value<'a> {
        Value::Date(self)
    }
    fn kind() -> Kind {
        Kind::Date
    }
}

impl<'a, T: Bind<'a>> Bind<'a> for Option<T> {
    fn value(self) -> Value<'a> {
        match self {
            Some(v) => v.value(),
            None => Value::Null(T::kind()),
        }
    }
    fn kind() -> Kind {
        T::kind()
    }
}

impl<'a> Bind<'a> for &'a Option<String> {
    fn value(self) -> Value<'a> {
        self.as_deref().value()
    }
    fn kind() -> Kind {
        Kind::Text
    }
}

/// JSON text bound as JSON (see [`Value::Json`]).
#[derive(Debug, Clone, Copy)]
pub struct Json<'a>(pub &'a str);

impl<'a> Bind<'a> for Json<'a> {
    fn value(self) -> Value<'a> {
        Value::Json(Cow::Borrowed(self.0))
    }
    fn kind() -> Kind {
        Kind::Json
    }
}

/// A list of strings bound for [`crate::db::Dialect::list`].
#[derive(Debug, Clone)]
pub struct List(pub Vec<String>);

impl List {
    /// The list of these strings.
    pub fn of<S: AsRef<str>>(items: &[S]) -> List {
        List(items.iter().map(|s| s.as_ref().to_owned()).collect())
    }
}

impl<'a> Bind<'a> for List {
    fn value(self) -> Value<'a> {
        Value::TextList(self.0)
    }
    fn kind() -> Kind {
        Kind::TextList
    }
}
