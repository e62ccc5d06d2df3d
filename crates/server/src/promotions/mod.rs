//! Promotions on the server: operators' commands ([`admin`]), the engine that turns a
//! qualifying event into awards ([`engine`]), the places it hears of events ([`triggers`]),
//! and deposit promo codes ([`codes`]). The rules are `domain::promotion`; storage is
//! `store::PromotionStore`; docs/product/promotions.md says what a bettor meets.

pub mod admin;
pub mod codes;
pub mod engine;
pub mod triggers;
