//! The server's integration tests, in one binary so the whole server links once.
//!
//! Every test under [`db`] starts the real server on a fresh database: SQLite in a temporary
//! folder, or PostgreSQL with `STORE_BACKEND=postgres` (see [`common`]). A nextest filter picks
//! them by that prefix: `-E 'test(/^db::/)'` runs the database tests, `-E 'not test(/^db::/)'`
//! the pure ones (the crate's unit tests).

mod common;
mod db;
