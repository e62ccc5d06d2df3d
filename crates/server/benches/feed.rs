//! Feed throughput: price updates accepted (validated, stored in one transaction per document)
//! and published (applied to the node's live catalogue and announced on the bus) per second,
//! on SQLite and, when `TEST_POSTGRES_URL` answers, on PostgreSQL.
//!
//! Run with `make bench` (or `cargo bench -p server --bench feed`). Prints figures; asserts
//! nothing.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    clippy::as_conversions,
    reason = "a benchmark stops at the first surprise, and its figures are measurements, not money"
)]

use domain::feed::FeedDocument;
use server::bus::Event as BusEvent;
use server::config::Config;
use server::feed::Ingested;
use server::state::AppState;
use std::sync::Arc;
use std::time::Instant;
use store::Store;

mod common;

use common::{MARKETS, SOURCE};

/// A document moving `updates` prices on distinct markets picked by `step`. Every visit of a
/// market moves its price (the feed publishes only what changed): the markets start at -110
/// and go to -105, -115, -105, ... on each round through the book.
fn price_document(sequence: u64, updates: usize, step: usize) -> FeedDocument {
    let changes = (0..updates)
        .map(|i| {
            let k = step * updates + i;
            let n = k * 7919 % MARKETS;
            let american = if (k / MARKETS).is_multiple_of(2) {
                -105
            } else {
                -115
            };
            common::price_change(n, true, american)
        })
        .collect();
    FeedDocument {
        source: SOURCE.into(),
        sequence,
        changes,
    }
}

async fn run(name: &str, store: Arc<dyn Store>, data_dir: std::path::PathBuf) {
    let state = AppState::new(Config::development(data_dir), store);
    server::start(&state).await.expect("catalogue loads");
    let documents = common::catalogue(1);
    let mut sequence = documents.len() as u64;
    for document in &documents {
        state.feed.ingest(document).await.expect("catalogue stored");
    }
    println!(
        "feed throughput on {name}: {} markets in the catalogue",
        MARKETS
    );
    for (updates_per_document, documents) in [(1usize, 2_000usize), (10, 1_000), (100, 200)] {
        // Count the price updates the bus publishes (each document moves distinct markets)
        // while the documents go in.
        let expected = updates_per_document * documents;
        let mut bus = state.bus.subscribe();
        let counter = tokio::spawn(async move {
            let mut published = 0usize;
            while published < expected {
                match bus.recv().await {
                    Ok(BusEvent::CatalogueChanged { market_ids, .. }) => {
                        published += market_ids.len();
                    }
                    Ok(_) => {}
                    Err(tokio::sync::broadcast::error::RecvError::Lagged(n)) => {
                        panic!("the bus dropped {n} events: the counter fell behind")
                    }
                    Err(tokio::sync::broadcast::error::RecvError::Closed) => break,
                }
            }
            (published, Instant::now())
        });
        let started = Instant::now();
        let mut accepted = 0usize;
        for step in 0..documents {
            sequence += 1;
            let document = price_document(sequence, updates_per_document, step);
            match state.feed.ingest(&document).await {
                Ok(Ingested::Applied { .. }) => accepted += updates_per_document,
                other => panic!("bench document not applied: {other:?}"),
            }
        }
        let elapsed = started.elapsed().as_secs_f64();
        let (published, last) = tokio::time::timeout(std::time::Duration::from_secs(30), counter)
            .await
            .expect("every update is published")
            .expect("counter");
        let published_in = (last - started).as_secs_f64();
        println!(
            "  {updates_per_document:>3} price updates per document: {:>8.0} updates/s accepted, {:>8.0} published/s ({documents} documents in {elapsed:.2} s, {:.2} ms per document)",
            f64::from(u32::try_from(accepted).unwrap_or(u32::MAX)) / elapsed,
            f64::from(u32::try_from(published).unwrap_or(u32::MAX)) / published_in,
            elapsed * 1000.0 / f64::from(u32::try_from(documents).unwrap_or(1)),
        );
    }
}

#[tokio::main]
async fn main() {
    common::on_both_stores("feed throughput", run).await;
}
