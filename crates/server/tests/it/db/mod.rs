//! Tests that run the server on a fresh database, by area.

mod betslip;
mod casino;
mod casino_jackpots;
mod casino_rewards;
mod casino_taxes;
mod crash;
mod flags_http;
mod fuzz;
mod graphql;
mod identity;
mod keep_alive;
mod linking;
mod location;
mod platform;
mod promotion_triggers;
mod promotions;
mod promotions_api;
mod responsible_gaming;
mod search;
mod security_headers;
mod settlement;
mod sports;
mod telemetry_api;
mod verification;
mod wallet;
mod web_app;
