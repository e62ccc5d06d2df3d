//! The betslip on the running server: building, pricing and placing ([`slip`]), and every
//! other operation by topic, with its errors. Amounts are exact cents; the ledger verifies
//! after each test that moves money. See `docs/product/betslip.md`.

#![allow(
    clippy::inconsistent_digit_grouping,
    reason = "cents are written as dollars_cents: 13_80 is $13.80"
)]

mod accepting;
mod credits;
mod featured;
mod gating;
mod idempotency;
mod lines;
mod parlay_plus;
mod profit_boosts;
mod quick_slip;
mod replace_and_clear;
mod slip;
mod support;
mod teasers;
