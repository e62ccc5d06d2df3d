//! What PostgreSQL says its own way.

use store_sql::db::Dialect;

/// PostgreSQL's dialect.
pub(crate) struct PgDialect;

/// The one instance.
pub(crate) static POSTGRES: PgDialect = PgDialect;

impl Dialect for PgDialect {
    fn list(&self, param: usize) -> String {
        format!("(SELECT UNNEST(${param}::TEXT[]))")
    }

    fn json_text(&self, param: usize) -> String {
        // `json` (not `jsonb`) validates the text and keeps it as it is.
        format!("CAST(${param} AS JSON)")
    }

    fn json_rows(&self, param: usize) -> String {
        format!("jsonb_array_elements(${param})")
    }

    fn json_agg(&self) -> &'static str {
        "json_agg"
    }

    fn json_array(&self) -> &'static str {
        "json_build_array"
    }

    fn byte_order(&self) -> &'static str {
        "COLLATE \"C\""
    }

    fn row_locks(&self) -> bool {
        true
    }

    fn house_rows(&self) -> usize {
        16
    }
}
