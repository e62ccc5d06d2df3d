//! Promotions on the server: operators' commands ([`admin`]), the engine that turns a
//! qualifying event into awards ([`engine`]), the places it hears of events ([`triggers`]),
//! deposit promo codes ([`codes`]) and opt-ins ([`enrollment`]). The rules are `domain::promotion`; storage is
//! `store::PromotionStore`; docs/product/promotions.md says what a bettor meets.

pub mod admin;
pub mod codes;
pub mod demo;
pub mod engine;
pub mod enrollment;
pub mod triggers;
