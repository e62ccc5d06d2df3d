//! The server's integration tests, in one binary so the whole server links once.
//!
//! Every test under [`db`] starts the real server on a fresh database: SQLite in a temporary
//! folder, or PostgreSQL with `STORE_BACKEND=postgres` (see [`common`]). A nextest filter picks
//! them by that prefix: `-E 'test(/^db::/)'` runs the database tests, `-E 'not test(/^db::/)'`
//! the pure ones (the crate's unit tests).

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "the harness and the tests' helpers fail the test at the first surprise"
)]

mod bus;
mod common;
mod db;
