//! The sports catalogue: feed ingestion, live subscriptions and the built-in simulator.

mod feed;
mod live;
mod simulator;
