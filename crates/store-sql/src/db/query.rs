//! Statements with their parameters, shaped like sqlx's so units of work read the same on
//! every backend: `query(..).bind(..).execute(db)`, `query_as::<T>(..).fetch_all(db)`,
//! `query_scalar::<T>(..).fetch_one(db)` and a [`Builder`] for statements assembled at run time.
//! Parameters are written `$1`, `$2`, ... (both backends read that form).

use std::borrow::Cow;
use std::marker::PhantomData;

use super::{Bind, DbError, DbErrorKind, Executor, FromRow, Scalar, Value};

/// A statement and its parameters.
#[derive(Debug, Clone)]
pub struct Query<'a> {
    sql: Cow<'a, str>,
    args: Vec<Value<'a>>,
}

/// A statement without parameters yet.
pub fn query<'a>(sql: impl Into<Cow<'a, str>>) -> Query<'a> {
    Query {
        sql: sql.into(),
        args: Vec::new(),
    }
}

/// A statement whose rows read as `T`.
pub fn query_as<'a, T: FromRow>(sql: impl Into<Cow<'a, str>>) -> QueryAs<'a, T> {
    QueryAs {
        query: query(sql),
        row: PhantomData,
    }
}

/// A statement whose rows read as their first column, a `T`.
pub fn query_scalar<'a, T: super::Decode>(sql: impl Into<Cow<'a, str>>) -> QueryScalar<'a, T> {
    QueryScalar {
        query: query(sql),
        value: PhantomData,
    }
}

fn no_row() -> DbError {
    DbError::new(DbErrorKind::RowNotFound, "no row returned")
}

impl<'a> Query<'a> {
    /// Adds the next parameter.
    #[must_use]
    pub fn bind(mut self, value: impl Bind<'a>) -> Self {
        self.args.push(value.value());
        self
    }

    /// Runs the statement; answers how many rows it changed.
    pub async fn execute(self, db: &mut dyn Executor) -> Result<u64, DbError> {
        db.execute(&self.sql, &self.args).await
    }

    /// Every row.
    pub async fn fetch_all<T: FromRow>(self, db: &mut dyn Executor) -> Result<Vec<T>, DbError> {
        db.fetch_all(&self.sql, &self.args)
            .await?
            .into_iter()
            .map(T::from_row)
            .collect()
    }

    /// The first row, if any.
    pub async fn fetch_optional<T: FromRow>(
        self,
        db: &mut dyn Executor,
    ) -> Result<Option<T>, DbError> {
        db.fetch_optional(&self.sql, &self.args)
            .await?
            .map(T::from_row)
            .transpose()
    }

    /// The first row; `RowNotFound` when there is none.
    pub async fn fetch_one<T: FromRow>(self, db: &mut dyn Executor) -> Result<T, DbError> {
        self.fetch_optional(db).await?.ok_or_else(no_row)
    }
}

/// A [`Query`] whose rows read as `T`.
#[derive(Debug)]
pub struct QueryAs<'a, T> {
    query: Query<'a>,
    row: PhantomData<fn() -> T>,
}

impl<'a, T: FromRow> QueryAs<'a, T> {
    /// Adds the next parameter.
    #[must_use]
    pub fn bind(mut self, value: impl Bind<'a>) -> Self {
        self.query = self.query.bind(value);
        self
    }

    /// Every row.
    pub async fn fetch_all(self, db: &mut dyn Executor) -> Result<Vec<T>, DbError> {
        self.query.fetch_all(db).await
    }

    /// The first row, if any.
    pub async fn fetch_optional(self, db: &mut dyn Executor) -> Result<Option<T>, DbError> {
        self.query.fetch_optional(db).await
    }

    /// The first row; `RowNotFound` when there is none.
    pub async fn fetch_one(self, db: &mut dyn Executor) -> Result<T, DbError> {
        self.query.fetch_one(db).await
    }
}

/// A [`Query`] whose rows read as their first column.
#[derive(Debug)]
pub struct QueryScalar<'a, T> {
    query: Query<'a>,
    value: PhantomData<fn() -> T>,
}

impl<'a, T: super::Decode> QueryScalar<'a, T> {
    /// Adds the next parameter.
    #[must_use]
    pub fn bind(mut self, value: impl Bind<'a>) -> Self {
        self.query = self.query.bind(value);
        self
    }

    /// The first column of every row.
    pub async fn fetch_all(self, db: &mut dyn Executor) -> Result<Vec<T>, DbError> {
        let rows: Vec<Scalar<T>> = self.query.fetch_all(db).await?;
        Ok(rows.into_iter().map(|Scalar(v)| v).collect())
    }

    /// The first column of the first row, if any.
    pub async fn fetch_optional(self, db: &mut dyn Executor) -> Result<Option<T>, DbError> {
        let row: Option<Scalar<T>> = self.query.fetch_optional(db).await?;
        Ok(row.map(|Scalar(v)| v))
    }

    /// The first column of the first row; `RowNotFound` when there is none.
    pub async fn fetch_one(self, db: &mut dyn Executor) -> Result<T, DbError> {
        self.fetch_optional(db).await?.ok_or_else(no_row)
    }
}

/// A statement assembled at run time; [`Builder::push_bind`] numbers the parameters.
#[derive(Debug, Clone, Default)]
pub struct Builder<'a> {
    sql: String,
    args: Vec<Value<'a>>,
}

impl<'a> Builder<'a> {
    /// A statement starting with `sql`.
    pub fn new(sql: impl Into<String>) -> Self {
        Builder {
            sql: sql.into(),
            args: Vec::new(),
        }
    }

    /// Appends SQL text.
    pub fn push(&mut self, sql: impl AsRef<str>) -> &mut Self {
        self.sql.push_str(sql.as_ref());
        self
    }

    /// Appends the next parameter's placeholder and binds `value` to it.
    pub fn push_bind(&mut self, value: impl Bind<'a>) -> &mut Self {
        self.args.push(value.value());
        self.sql.push('$');
        self.sql.push_str(&self.args.len().to_string());
        self
    }

    /// The statement.
    pub fn build(self) -> Query<'a> {
        Query {
            sql: Cow::Owned(self.sql),
            args: self.args,
        }
    }

    /// The statement, its rows read as `T`.
    pub fn build_query_as<T: FromRow>(self) -> QueryAs<'a, T> {
        QueryAs {
            query: self.build(),
            row: PhantomData,
        }
    }
}
