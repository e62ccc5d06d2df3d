//! Pure rules of the sportsbook: money, odds, the sports catalogue and its feed, the double-entry
//! ledger, regions, identity rules, the casino and its jackpots.
//!
//! Nothing in this crate performs I/O, knows a database, HTTP or GraphQL. Every value that
//! comes from outside is parsed into a type that can only hold valid values.

pub mod account_link;
pub mod amount;
pub mod betslip;
pub mod bonus_cash;
pub mod casino;
pub mod casino_rewards;
pub mod catalogue;
pub mod custom_dialog;
pub mod feed;
pub mod flags;
pub mod geolocation;
pub mod identity;
pub mod ids;
pub mod jackpot;
pub mod ledger;
pub mod masking;
pub mod money;
pub mod odds;
pub mod password;
pub mod payments;
pub mod pkce;
pub mod promotion;
pub mod region;
pub mod responsible_gaming;
pub mod search;
pub mod settlement;
pub mod signup;
pub mod sports;
pub mod streaming;
pub mod tax;
pub mod verification;
