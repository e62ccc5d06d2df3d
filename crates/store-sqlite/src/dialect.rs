//! What SQLite says its own way.

use store_sql::db::Dialect;

/// SQLite's dialect.
pub(crate) struct SqliteDialect;

/// The one instance.
pub(crate) static SQLITE: SqliteDialect = SqliteDialect;

impl Dialect for SqliteDialect {
    fn list(&self, param: usize) -> String {
        format!("(SELECT value FROM json_each(${param}))")
    }

    fn row_locks(&self) -> bool {
        // A write holds the whole database (`BEGIN IMMEDIATE`, one writer at a time).
        false
    }

    fn house_rows(&self) -> usize {
        1
    }
}
