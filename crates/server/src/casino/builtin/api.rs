//! The built-in provider's API for its game client, under `/casino/builtin/api`. Every call
//! carries the launch token (`Authorization: Bearer`); errors are
//! `{"error": {"code", "message"}}` with a sentence for the player.
//!
//! A real-money session lists the player's free rounds on its game (`freeRounds`); a round
//! played with `freeRoundsId` is staked through the wallet as a free round of that grant
//! (the operator pays it) and answers the rounds left (`freeRoundsLeft`).

use super::purse::{DemoPurse, RealPurse};
use super::rounds::{self, Purse};
use super::token::Seat;
use crate::casino::catalogue::{self, GameInfo};
use crate::casino::wallet::{RefusalCode, WalletRefusal};
use crate::state::AppState;
use axum::extract::{FromRequestParts, State};
use axum::http::StatusCode;
use axum::http::request::Parts;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use casino_games::Bets;
use casino_games::blackjack::Action;
use domain::casino::GameMode;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

/// A refused call of the game client.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ApiError {
    pub status: StatusCode,
    pub code: &'static str,
    pub message: String,
}

impl ApiError {
    pub fn new(status: StatusCode, code: &'static str, message: impl Into<String>) -> Self {
        Self {
            status,
            code,
            message: message.into(),
        }
    }

    pub fn bad_bet(message: impl Into<String>) -> Self {
        Self::new(StatusCode::UNPROCESSABLE_ENTITY, "BAD_BET", message)
    }

    /// Logs `cause` and answers that the game is unavailable.
    pub fn unavailable(context: &str, cause: impl std::fmt::Display) -> Self {
        tracing::error!(%cause, "built-in casino: {context}");
        Self::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "UNAVAILABLE",
            "The game is unavailable right now. Please try again.",
        )
    }

    fn session_ended() -> Self {
        Self::new(
            StatusCode::UNAUTHORIZED,
            "UNAUTHORIZED",
            "This game session has ended. Close the game and open it again.",
        )
    }
}

impl From<WalletRefusal> for ApiError {
    fn from(refusal: WalletRefusal) -> Self {
        let (status, code) = match refusal.code {
            RefusalCode::InsufficientFunds => (StatusCode::CONFLICT, "INSUFFICIENT_FUNDS"),
            RefusalCode::Limit => (StatusCode::FORBIDDEN, "LIMIT"),
            RefusalCode::Location => (StatusCode::FORBIDDEN, "LOCATION"),
            RefusalCode::Restricted => (StatusCode::FORBIDDEN, "RESTRICTED"),
            RefusalCode::W2gIdRequired => (StatusCode::FORBIDDEN, "W2G_ID_REQUIRED"),
            RefusalCode::SessionClosed | RefusalCode::NotFound => {
                (StatusCode::CONFLICT, "SESSION_CLOSED")
            }
            RefusalCode::BadRequest => (StatusCode::UNPROCESSABLE_ENTITY, "BAD_BET"),
            RefusalCode::FreeRounds => (StatusCode::CONFLICT, "FREE_ROUNDS"),
            RefusalCode::Unauthorized
            | RefusalCode::Conflict
            | RefusalCode::RolledBack
            | RefusalCode::Unavailable => {
                return ApiError::unavailable("wallet refused the provider", refusal.message);
            }
        };
        ApiError::new(status, code, refusal.message)
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = json!({ "error": { "code": self.code, "message": self.message } });
        (self.status, Json(body)).into_response()
    }
}

/// The caller's seat, from its launch token.
pub struct Player {
    seat: Seat,
    game: &'static GameInfo,
}

impl FromRequestParts<AppState> for Player {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        let token = parts
            .headers
            .get(axum::http::header::AUTHORIZATION)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.strip_prefix("Bearer "))
            .ok_or_else(ApiError::session_ended)?;
        let seat = state
            .casino
            .builtin
            .keys
            .read(token.trim(), state.clock.now())
            .ok_or_else(ApiError::session_ended)?;
        let game = catalogue::by_provider(catalogue::BUILTIN, &seat.game)
            .ok_or_else(ApiError::session_ended)?;
        Ok(Player { seat, game })
    }
}

impl Player {
    /// The player's free rounds on this game (none on a demo table).
    async fn free_rounds(&self, state: &AppState) -> Result<Vec<FreeRoundsOffer>, ApiError> {
        let (GameMode::Real, Some(player)) = (self.seat.mode, self.seat.player.as_deref()) else {
            return Ok(Vec::new());
        };
        let now = state.clock.now();
        let granted = state
            .store
            .free_rounds(&domain::ids::UserId::from_raw(player), now)
            .await
            .map_err(|e| ApiError::unavailable("read free rounds", e))?;
        Ok(granted
            .into_iter()
            .filter(|f| {
                f.state()
                    .check_debit(catalogue::BUILTIN, &self.seat.game, f.stake.cents, now)
                    .is_ok()
            })
            .map(|f| FreeRoundsOffer {
                label: domain::casino_rewards::free_rounds_label(
                    f.rounds_left,
                    f.stake,
                    self.game.kind == catalogue::GameKind::Slot,
                ),
                id: f.id,
                title: f.title,
                rounds_left: f.rounds_left,
                stake_cents: f.stake.cents,
                expires_at: f.expires_at,
            })
            .collect())
    }

    fn purse<'a>(&'a self, state: &'a AppState) -> Result<Box<dyn Purse + 'a>, ApiError> {
        Ok(match self.seat.mode {
            GameMode::Real => Box::new(RealPurse::of_seat(state, &self.seat)?),
            GameMode::Demo => Box::new(DemoPurse::new(state, &self.seat)),
        })
    }
}

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/casino/builtin/api/session", get(session))
        .route("/casino/builtin/api/rounds", post(play))
        .route("/casino/builtin/api/blackjack/deal", post(deal))
        .route("/casino/builtin/api/blackjack/act", post(act))
}

/// Reads a JSON body, answering a malformed one as a bad bet.
fn body<T: serde::de::DeserializeOwned>(bytes: &[u8]) -> Result<T, ApiError> {
    serde_json::from_slice(bytes).map_err(|e| ApiError::bad_bet(format!("Invalid request: {e}")))
}

async fn session(State(state): State<AppState>, player: Player) -> Result<Json<Value>, ApiError> {
    let purse = player.purse(&state)?;
    let balance = purse.balance().await?;
    let open_hand = match purse.open_hand().await? {
        Some(hand) => {
            let table = hand
                .table()
                .map_err(|e| ApiError::unavailable("rebuild blackjack table", e))?;
            Some(rounds::state_of(&hand, &table, balance))
        }
        None => None,
    };
    let game = player.game;
    let free_rounds = player.free_rounds(&state).await?;
    Ok(Json(json!({
        "game": game.provider_game_id,
        "name": game.name,
        "mode": player.seat.mode.as_str(),
        "currency": player.seat.currency.code(),
        "balanceCents": balance,
        "minStakeCents": game.min_stake_cents,
        "maxStakeCents": game.max_stake_cents,
        "rules": super::rules::of(game.provider_game_id),
        "openHand": open_hand,
        "freeRounds": free_rounds,
    })))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct PlayBody {
    bets: Bets,
    /// The player's free rounds to play this round with (real money only).
    #[serde(default)]
    free_rounds_id: Option<String>,
}

/// Free rounds the game client can offer: the player's, on this game, still playable.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FreeRoundsOffer {
    pub id: String,
    pub title: String,
    pub rounds_left: u32,
    pub stake_cents: i64,
    pub expires_at: chrono::DateTime<chrono::Utc>,
    /// "10 free spins at $0.20".
    pub label: String,
}

async fn play(
    State(state): State<AppState>,
    player: Player,
    bytes: axum::body::Bytes,
) -> Result<Json<rounds::RoundReply>, ApiError> {
    let PlayBody {
        bets,
        free_rounds_id,
    } = body(&bytes)?;
    if free_rounds_id.is_some() && player.seat.mode != GameMode::Real {
        return Err(ApiError::bad_bet("Free rounds are played for real money."));
    }
    let purse = player.purse(&state)?;
    let mut reply = rounds::play(
        purse.as_ref(),
        player.game,
        bets,
        free_rounds_id.as_deref(),
        state.clock.now(),
    )
    .await?;
    if let Some(id) = free_rounds_id {
        let left = player.free_rounds(&state).await?;
        reply.free_rounds_left = Some(
            left.iter()
                .find(|f| f.id == id)
                .map_or(0, |f| f.rounds_left),
        );
    }
    Ok(Json(reply))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct DealBody {
    stake_cents: u64,
}

async fn deal(
    State(state): State<AppState>,
    player: Player,
    bytes: axum::body::Bytes,
) -> Result<Json<rounds::BlackjackState>, ApiError> {
    let DealBody { stake_cents } = body(&bytes)?;
    let purse = player.purse(&state)?;
    let reply = rounds::deal(purse.as_ref(), player.game, stake_cents, state.clock.now()).await?;
    Ok(Json(reply))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ActBody {
    action: Action,
}

async fn act(
    State(state): State<AppState>,
    player: Player,
    bytes: axum::body::Bytes,
) -> Result<Json<rounds::BlackjackState>, ApiError> {
    let ActBody { action } = body(&bytes)?;
    if player.game.provider_game_id != "blackjack" {
        return Err(ApiError::bad_bet(format!(
            "{} is not blackjack.",
            player.game.name
        )));
    }
    let purse = player.purse(&state)?;
    let reply = rounds::act(purse.as_ref(), action, state.clock.now()).await?;
    Ok(Json(reply))
}
