//! Settlement, cash-out and shared bets (see `docs/product/settlement-and-cash-out.md`): the job
//! that grades bets when the feed results their markets ([`job`], rules in `domain::settlement`,
//! money in the store's one transaction per batch), the cash-out value and trigger ([`cashout`]),
//! bet share links ([`share`]), and operators' hand grades of markets and overrides of bets
//! ([`operator`]).

pub mod cashout;
pub mod grading;
pub mod job;
pub mod operator;
pub mod share;
