//! Launching a game (`launchCasinoGame`): the platform's checks, then the provider's launch.
//!
//! Demo play needs nothing: it never touches the player's money. Real money needs a login,
//! an open casino (no break, no operator's restriction), no pending responsible-gaming
//! acknowledgement, an authorised location in the account's region, and room under the
//! loss and spend limits for the game's smallest stake. The same rules (but the last, which
//! checks each stake in full) guard every stake through the seamless wallet, so a launch
//! that passed does not let a player play on after a rule starts to bite.

use super::catalogue::GameInfo;
use super::provider::{Launch, LaunchRequest};
use crate::location::LocationRefusal;
use crate::responsible_gaming::{self, WagerRefusal};
use crate::state::AppState;
use chrono::{DateTime, Utc};
use domain::casino::GameMode;
use domain::casino_rewards::FreeToPlay;
use domain::ids::{GameSessionId, SessionId, UserId};
use domain::responsible_gaming::LimitType;
use store::{FreeRounds, GameSession, NewGameSession};

/// What a pending acknowledgement says.
pub const ACK_MESSAGE: &str =
    "Please review and acknowledge your responsible gaming information before you play.";

/// The launch errors the game page tells apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LaunchErrorCode {
    LoginRequired,
    CasinoRestriction,
    LocationCheckError,
    InExclusionBoundary,
    LaunchFailed,
    RgAckRequired,
    LossLimit,
    SpendLimit,
}

/// A refused launch.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LaunchError {
    pub code: LaunchErrorCode,
    pub message: String,
}

impl LaunchError {
    fn new(code: LaunchErrorCode, message: impl Into<String>) -> Self {
        Self {
            code,
            message: message.into(),
        }
    }

    fn failed() -> Self {
        Self::new(
            LaunchErrorCode::LaunchFailed,
            "We could not open this game. Please try again.",
        )
    }
}

/// A launched game: where its client is, and the platform's session for real money.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Launched {
    pub url: String,
    pub session: Option<GameSession>,
}

/// The message of an active casino restriction.
pub fn restriction_message(expires_at: Option<DateTime<Utc>>) -> String {
    match expires_at {
        Some(at) => format!(
            "The casino is closed to your account until {}.",
            at.format("%B %-d, %Y at %-I:%M %p UTC")
        ),
        None => "The casino is closed to your account.".to_owned(),
    }
}

fn login_required() -> LaunchError {
    LaunchError::new(
        LaunchErrorCode::LoginRequired,
        "Log in to play for real money.",
    )
}

/// Launches a free-to-play promotion's game for `viewer` (`None`: a visitor) for real money:
/// the checks of a real-money launch, then the day's free rounds granted (once per player,
/// promotion and US Eastern day), then the game opened. Answers the launch and the day's
/// grant. A promotion outside its window is LAUNCH_FAILED ("This promotion is not running.").
pub async fn launch_free_to_play(
    state: &AppState,
    viewer: Option<(&UserId, &SessionId)>,
    promotion: &FreeToPlay,
) -> Result<(Launched, FreeRounds), LaunchError> {
    let game = super::catalogue::by_provider(&promotion.provider, &promotion.game)
        .ok_or_else(LaunchError::failed)?;
    let now = state.clock.now();
    let (user_id, login) = viewer.ok_or_else(login_required)?;
    let user = check_real_money(state, user_id, login, game, now).await?;
    let granted = state
        .store
        .grant_daily_free_rounds(&user.id, &promotion.id, now)
        .await
        .map_err(|e| match e {
            store::StoreError::Conflict("promotion_not_running")
            | store::StoreError::NotFound("promotion") => LaunchError::new(
                LaunchErrorCode::LaunchFailed,
                "This promotion is not running.",
            ),
            other => {
                tracing::error!(error = %other, "grant daily free rounds");
                LaunchError::failed()
            }
        })?;
    let launched = open(state, game, GameMode::Real, Some((&user, login)), now).await?;
    Ok((launched, granted))
}

/// Launches `game` for `viewer` (`None`: a visitor) in `mode`.
pub async fn launch(
    state: &AppState,
    viewer: Option<(&UserId, &SessionId)>,
    game: &'static GameInfo,
    mode: GameMode,
) -> Result<Launched, LaunchError> {
    let now = state.clock.now();
    let user = match mode {
        GameMode::Demo => None,
        GameMode::Real => {
            let (user_id, login) = viewer.ok_or_else(login_required)?;
            Some((
                check_real_money(state, user_id, login, game, now).await?,
                login,
            ))
        }
    };
    open(state, game, mode, user.as_ref().map(|(u, l)| (u, *l)), now).await
}

/// Opens `game` (for real money: a game session of `player`, whose checks passed) and asks
/// the provider for its client's URL.
async fn open(
    state: &AppState,
    game: &'static GameInfo,
    mode: GameMode,
    player: Option<(&store::User, &SessionId)>,
    now: DateTime<Utc>,
) -> Result<Launched, LaunchError> {
    let provider = state
        .casino
        .provider(game.provider)
        .ok_or_else(LaunchError::failed)?;
    if !game.offers(mode) {
        return Err(LaunchError::new(
            LaunchErrorCode::LaunchFailed,
            "This game cannot be played for fun.",
        ));
    }
    let (session, player, currency) = match (mode, player) {
        (GameMode::Demo, _) => (None, None, domain::money::Currency::Usd),
        (GameMode::Real, None) => return Err(login_required()),
        (GameMode::Real, Some((user, login))) => {
            let session = state
                .store
                .open_game_session(NewGameSession {
                    id: GameSessionId::generate(),
                    user_id: user.id.clone(),
                    provider: game.provider.to_owned(),
                    game: game.provider_game_id.to_owned(),
                    mode,
                    login_session: Some(login.clone()),
                    at: now,
                })
                .await
                .map_err(|e| {
                    tracing::error!(error = %e, "open game session");
                    LaunchError::failed()
                })?;
            (Some(session), Some(user.id.clone()), user.currency)
        }
    };
    let request = LaunchRequest {
        game: game.provider_game_id.to_owned(),
        mode,
        session: session.as_ref().map(|s| s.id.clone()),
        player,
        currency,
    };
    match provider.launch(request).await {
        Ok(Launch { url, .. }) => Ok(Launched { url, session }),
        Err(e) => {
            tracing::error!(error = %e, game = game.slug, "provider launch failed");
            if let Some(s) = &session
                && let Err(e) = state.store.close_game_session(&s.user_id, &s.id, now).await
            {
                tracing::error!(error = %e, "close game session after a failed launch");
            }
            Err(LaunchError::failed())
        }
    }
}

async fn check_real_money(
    state: &AppState,
    user_id: &UserId,
    login: &SessionId,
    game: &GameInfo,
    now: DateTime<Utc>,
) -> Result<store::User, LaunchError> {
    let unavailable = |e: store::StoreError| {
        tracing::error!(error = %e, "casino launch checks");
        LaunchError::failed()
    };
    let user = state
        .store
        .user_by_id(user_id)
        .await
        .map_err(unavailable)?
        .ok_or_else(login_required)?;
    let restriction =
        responsible_gaming::restrictions::casino_restriction(state.store.as_ref(), user_id, now)
            .await
            .map_err(unavailable)?;
    if restriction.active {
        return Err(LaunchError::new(
            LaunchErrorCode::CasinoRestriction,
            restriction_message(restriction.expires_at),
        ));
    }
    if state
        .store
        .pending_deposit_acknowledgement(user_id)
        .await
        .map_err(unavailable)?
        .is_some()
    {
        return Err(LaunchError::new(
            LaunchErrorCode::RgAckRequired,
            ACK_MESSAGE,
        ));
    }
    if let Err(refusal) = crate::location::require_authorised(state, login, now).await {
        return Err(match refusal {
            LocationRefusal::OtherRegion => LaunchError::new(
                LaunchErrorCode::InExclusionBoundary,
                "You appear to be outside the area where the casino is licensed. We will check your location again.",
            ),
            _ => LaunchError::new(LaunchErrorCode::LocationCheckError, refusal.message()),
        });
    }
    match responsible_gaming::check_wager_limit(state, user_id, game.min_stake_cents, now).await {
        Ok(_) => Ok(user),
        Err((WagerRefusal::Refused(refusal), stopping)) => {
            let code = match stopping.map(|s| s.slot.limit_type) {
                Some(LimitType::Loss) => LaunchErrorCode::LossLimit,
                Some(LimitType::Spend) => LaunchErrorCode::SpendLimit,
                // Refused without a limit: a break, which closes the casino.
                None => LaunchErrorCode::CasinoRestriction,
                // A max single wager under the game's smallest stake leaves nothing to play.
                Some(_) => LaunchErrorCode::LaunchFailed,
            };
            Err(LaunchError::new(code, refusal.to_string()))
        }
        Err((refusal, _)) => Err(LaunchError::new(
            LaunchErrorCode::LaunchFailed,
            refusal.to_string(),
        )),
    }
}
