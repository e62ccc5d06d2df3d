//! Responsible gaming (see `docs/product/responsible-gaming-and-location.md`): the limits a bettor
//! sets, cool-offs and self-exclusions, acknowledgements, and the checks that deposits, wagers,
//! logins and heartbeats pass. Rules come from `domain::responsible_gaming` (per-region rules in
//! its `rules` table); [`service`] applies them and stores each change with an audit row;
//! [`enforcement`] holds the checks other areas call, among them [`check_wager`] for the betslip
//! and the casino; [`restrictions`] says whether the casino is closed (breaks and operators'
//! restrictions) and holds the operator's actions on restrictions; [`http`] serves the REST paths.

pub mod enforcement;
pub mod http;
pub mod restrictions;
pub mod service;
pub mod views;

pub use enforcement::{
    WagerRefusal, check_wager, check_wager_limit, check_wager_of, check_wagers,
    max_single_wager_of, record_wager_activity, wager_windows,
};

use crate::state::AppState;
use axum::Router;
use axum::routing::{get, patch, post};

/// The REST paths, with the identity API's time limit.
pub fn routes() -> Router<AppState> {
    let routes = Router::new()
        .route(
            "/i/cashflow_limits/{kind}",
            get(http::show_cashflow).post(http::set_cashflow),
        )
        .route(
            "/i/cashflow_limits/{kind}/{sub}",
            post(http::post_cashflow_sub).delete(http::delete_cashflow_sub),
        )
        .route(
            "/i/cashflow_limits/{kind}/{period}/pending",
            post(http::post_cashflow_pending).delete(http::delete_cashflow_pending),
        )
        .route("/i/time_limits", get(http::show_time).post(http::set_time))
        .route(
            "/i/time_limits/pending",
            post(http::confirm_time).delete(http::cancel_time),
        )
        .route(
            "/i/reality_checkin_interval",
            get(http::show_checkin).put(http::set_checkin),
        )
        .route(
            "/i/cool_offs",
            get(http::show_cool_off).post(http::start_cool_off),
        )
        .route(
            "/i/self_exclusions",
            get(http::show_self_exclusion).post(http::start_self_exclusion),
        )
        .route("/i/restrictions", get(http::restrictions))
        .route("/i/restrictions/active/casino", get(http::casino))
        .route("/i/acks", get(http::acks).post(http::post_ack))
        .route(
            "/i/acks/limits_modal_dismissed_at",
            patch(http::dismiss_limits_modal),
        );
    crate::identity::with_timeout(routes, crate::identity::TIMEOUT)
}
