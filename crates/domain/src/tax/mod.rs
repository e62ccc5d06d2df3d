//! Tax reporting rules: the IRS form W-2G for casino winnings ([`w2g`]) and what a winner gives
//! for it: a government ID ([`id_document`]), a taxpayer identification number ([`tin`]) and a
//! US street address ([`address`]).

pub mod address;
pub mod id_document;
pub mod tin;
pub mod w2g;
