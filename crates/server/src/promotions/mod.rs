//! Promotions on the server: operators' commands ([`admin`]), the engine that turns a
//! qualifying event into awards ([`engine`]), the places it hears of events ([`triggers`]),
//! deposit promo codes ([`codes`]), opt-ins ([`enrollment`]), what a bettor is offered
//! ([`offers`]) and has been awarded ([`awards`]), and bonus cash's play-through, conversion
//! and expiry ([`bonus_cash`]). The rules are `domain::promotion`; storage is
//! `store::PromotionStore`; docs/product/promotions.md says what a bettor meets.

pub mod admin;
pub mod awards;
pub mod bonus_cash;
pub mod codes;
pub mod demo;
pub mod engine;
pub mod enrollment;
pub mod offers;
pub mod triggers;
