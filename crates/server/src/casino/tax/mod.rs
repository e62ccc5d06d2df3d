//! W-2G tax reporting (docs/product/casino-taxes.md): a reportable casino win writes the
//! winner's form and raises their "ID required" state ([`report_win`]); while it is raised
//! real-money stakes are refused ([`id_required`]; the seamless wallet reads it with a stake's
//! other checks) and the web shows the W-2G win modal until a government ID, the TIN and the
//! address are given ([`id_upload`], the ID and TIN sealed at rest by [`crate::seal`]); the
//! forms are listed by year over GraphQL and printed on request ([`pdf`]). The thresholds are
//! `domain::tax::w2g`.

pub mod id_upload;
pub mod pdf;

use crate::casino::catalogue::{self, GameInfo, GameKind};
use crate::state::AppState;
use axum::Router;
use chrono::{DateTime, Utc};
use chrono_tz::America::New_York;
use domain::ids::{GameSessionId, UserId};
use domain::money::{Currency, Money};
use domain::tax::w2g::{self, WagerType};
use store::{NewW2gForm, StoreError, W2gForm};

/// A win to judge: one round of a game (or one payout such as a jackpot), with everything it
/// staked and everything it paid.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReportableWin {
    pub user: UserId,
    /// The provider's code (`builtin`); with `round` it names the form, once.
    pub provider: String,
    /// The provider's game id (`slot`), as the catalogue knows it.
    pub game: String,
    /// The game session it was played in (none for a payout outside a session).
    pub session: Option<GameSessionId>,
    /// The provider's round (or payout) id.
    pub round: String,
    /// Everything the round staked: zero for a free round.
    pub staked: Money,
    /// Everything the round paid, stakes on winning bets included.
    pub won: Money,
    /// When it was won: its date in US Eastern time is its tax year.
    pub at: DateTime<Utc>,
}

/// Why a win could not be judged or written.
#[derive(Debug, thiserror::Error)]
pub enum ReportError {
    #[error("unknown game {provider}/{game}")]
    UnknownGame { provider: String, game: String },
    #[error("the stake and the win are in different currencies")]
    Currencies,
    #[error("bad totals: {0}")]
    Totals(#[from] w2g::AssessError),
    #[error("store: {0}")]
    Store(#[from] StoreError),
}

/// The kind of wager a catalogue game is on a W-2G.
pub fn wager_type(game: &GameInfo) -> WagerType {
    match (game.kind, game.provider_game_id) {
        (GameKind::Slot, _) => WagerType::Slot,
        (_, "keno") => WagerType::Keno,
        (_, "roulette") => WagerType::Roulette,
        _ => WagerType::Blackjack,
    }
}

/// Judges a win and, when it is reportable, writes its W-2G form (once per provider and
/// round: a repeated report answers the same form) and so raises the winner's "ID required"
/// state. `Ok(None)`: not reportable (under the year's threshold, blackjack, or not in US
/// dollars: the W-2G is a US form). The money has already moved: callers log an error and go
/// on; a repeated report of the same round writes the form it missed.
pub async fn report_win(
    state: &AppState,
    win: ReportableWin,
) -> Result<Option<W2gForm>, ReportError> {
    let game = catalogue::by_provider(&win.provider, &win.game).ok_or_else(|| {
        ReportError::UnknownGame {
            provider: win.provider.clone(),
            game: win.game.clone(),
        }
    })?;
    if win.staked.currency != win.won.currency {
        return Err(ReportError::Currencies);
    }
    if win.won.currency != Currency::Usd {
        return Ok(None);
    }
    let Some(reportable) = w2g::assess(wager_type(game), win.staked.cents, win.won.cents, win.at)?
    else {
        return Ok(None);
    };
    let form = state
        .store
        .record_w2g_form(NewW2gForm {
            id: ulid::Ulid::new().to_string(),
            user_id: win.user.clone(),
            provider: win.provider,
            round_id: win.round,
            session_id: win.session.map(|s| s.to_string()),
            game: win.game,
            game_name: game.name.to_owned(),
            wager_type: reportable.wager_type,
            tax_year: reportable.tax_year,
            reportable: Money::new(reportable.reportable_cents, win.won.currency),
            staked: win.staked,
            won: win.won,
            won_at: win.at,
        })
        .await?;
    tracing::info!(form = %form.id, user = %win.user, "W-2G form written");
    Ok(Some(form))
}

/// The winner's oldest form still waiting for an ID, if any: while there is one, their
/// real-money stakes are refused.
pub async fn id_required(state: &AppState, user: &UserId) -> Result<Option<W2gForm>, StoreError> {
    state.store.pending_w2g_form(user).await
}

/// What a stake refused for a missing ID says.
pub const ID_REQUIRED_MESSAGE: &str = "You won an amount the IRS asks us to report on form W-2G. \
     Give a government ID, your Social Security number or ITIN and your address to keep playing.";

/// How a form is listed: "2026 W-2G (Gold Rush Reels, Nov 27)", the date in US Eastern time.
pub fn display_name(form: &W2gForm) -> String {
    format!(
        "{} W-2G ({}, {})",
        form.tax_year,
        form.game_name,
        form.won_at.with_timezone(&New_York).format("%b %-d")
    )
}

/// Where a form's PDF is downloaded.
pub fn download_path(form: &W2gForm) -> String {
    format!("/api/tax/w2g/forms/{}/pdf", form.id)
}

/// The ID upload and the forms' PDFs.
pub fn routes() -> Router<AppState> {
    id_upload::routes().merge(pdf::routes())
}
