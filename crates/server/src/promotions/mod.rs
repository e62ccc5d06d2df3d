//! Promotions on the server: operators' commands ([`admin`]). The rules are
//! `domain::promotion`; storage is `store::PromotionStore`; docs/product/promotions.md says
//! what a bettor meets.

pub mod admin;
