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

    fn json_rows(&self, param: usize) -> String {
        format!("json_each(${param})")
    }

    fn json_agg(&self) -> &'static str {
        "json_group_array"
    }

    fn json_array(&self) -> &'static str {
        "json_array"
    }

    fn byte_order(&self) -> &'static str {
        // The default collation (BINARY) compares bytes.
        ""
    }

    fn json_text(&self, param: usize) -> String {
        // JSON is text; the column checks `json_valid`.
        format!("${param}")
    }

    fn row_locks(&self) -> bool {
        // A write holds the whole database (`BEGIN IMMEDIATE`, one writer at a time).
        false
    }

    fn house_rows(&self) -> usize {
        1
    }
}
