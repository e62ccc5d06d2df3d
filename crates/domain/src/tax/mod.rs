//! Tax reporting rules: the IRS form W-2G for casino winnings ([`w2g`]) and the government ID
//! a winner gives for it ([`id_document`]).

pub mod id_document;
pub mod w2g;
