//! The two purses a built-in table plays from: real money through the platform's seamless
//! wallet (signed calls, as any provider makes them) with the rounds kept in the store, and
//! play money on a demo table.

use super::api::ApiError;
use super::demo::DemoTable;
use super::rounds::{OpenHand, Purse, Staked, StoredRound};
use super::token::Seat;
use crate::casino::catalogue::BUILTIN;
use crate::casino::wallet::{self, CallBody, WalletReply, WalletRequest};
use crate::state::AppState;
use async_trait::async_trait;
use axum::http::StatusCode;
use chrono::{DateTime, Utc};
use domain::ids::GameSessionId;
use store::RoundRecordRow;

/// Real money: the seamless wallet and the store.
pub struct RealPurse<'a> {
    state: &'a AppState,
    /// The platform's game session.
    session: String,
    player: String,
    /// The provider's game id.
    game: String,
    secret: Vec<u8>,
}

impl<'a> RealPurse<'a> {
    /// The purse of `player`'s game session `session` of `game`.
    pub fn new(state: &'a AppState, session: &str, player: &str, game: &str) -> Self {
        Self {
            state,
            session: session.to_owned(),
            player: player.to_owned(),
            game: game.to_owned(),
            secret: wallet::provider_secret(&state.config.token_secret.0, BUILTIN),
        }
    }

    /// The purse of a real-money seat.
    pub fn of_seat(state: &'a AppState, seat: &Seat) -> Result<Self, ApiError> {
        let player = seat.player.as_deref().ok_or_else(|| {
            ApiError::unavailable("real-money seat without a player", &seat.session)
        })?;
        Ok(Self::new(state, &seat.session, player, &seat.game))
    }

    /// One signed wallet call.
    async fn call(&self, tx_id: Option<&str>, call: CallBody) -> Result<WalletReply, ApiError> {
        let request = WalletRequest {
            player_id: self.player.clone(),
            session_id: self.session.clone(),
            transaction_id: tx_id.map(str::to_owned),
            call,
            sent_at: self.state.clock.now(),
        };
        let body =
            serde_json::to_vec(&request).map_err(|e| ApiError::unavailable("wallet body", e))?;
        let signature = wallet::sign(&self.secret, &body);
        Ok(wallet::handle(self.state, BUILTIN, &body, &signature).await?)
    }

    fn session(&self) -> GameSessionId {
        GameSessionId::from_raw(self.session.clone())
    }
}

#[async_trait]
impl Purse for RealPurse<'_> {
    async fn balance(&self) -> Result<i64, ApiError> {
        Ok(self.call(None, CallBody::Balance).await?.balance_cents)
    }

    async fn debit(
        &self,
        tx_id: &str,
        round_id: &str,
        cents: i64,
        free_rounds: Option<&str>,
    ) -> Result<Staked, ApiError> {
        let call = CallBody::Debit {
            round_id: round_id.to_owned(),
            amount_cents: cents,
            free_rounds_id: free_rounds.map(str::to_owned),
        };
        let reply = self.call(Some(tx_id), call).await?;
        Ok(Staked {
            balance_cents: reply.balance_cents,
            jackpot: reply.jackpot,
        })
    }

    async fn credit(&self, tx_id: &str, round_id: &str, cents: i64) -> Result<i64, ApiError> {
        let call = CallBody::Credit {
            round_id: round_id.to_owned(),
            amount_cents: cents,
        };
        Ok(self.call(Some(tx_id), call).await?.balance_cents)
    }

    async fn rollback(&self, tx_id: &str, rolled_back_tx_id: &str) -> Result<i64, ApiError> {
        let call = CallBody::Rollback {
            rolled_back_transaction_id: rolled_back_tx_id.to_owned(),
        };
        Ok(self.call(Some(tx_id), call).await?.balance_cents)
    }

    async fn keep(
        &self,
        round_id: &str,
        round: &StoredRound,
        now: DateTime<Utc>,
    ) -> Result<(), ApiError> {
        let record =
            serde_json::to_string(round).map_err(|e| ApiError::unavailable("round record", e))?;
        self.state
            .store
            .save_round_record(RoundRecordRow {
                provider: BUILTIN.to_owned(),
                round_id: round_id.to_owned(),
                session_id: self.session(),
                game: self.game.clone(),
                finished: round.finished(),
                record,
                started_at: now,
                updated_at: now,
            })
            .await
            .map_err(|e| ApiError::unavailable("keep round record", e))
    }

    async fn open_hand(&self) -> Result<Option<OpenHand>, ApiError> {
        let Some(row) = self
            .state
            .store
            .open_round_record(&self.session())
            .await
            .map_err(|e| ApiError::unavailable("read open round", e))?
        else {
            return Ok(None);
        };
        match serde_json::from_str::<StoredRound>(&row.record) {
            Ok(StoredRound::Playing(hand)) => Ok(Some(hand)),
            Ok(_) => Ok(None),
            Err(e) => Err(ApiError::unavailable("read open round", e)),
        }
    }
}

/// Play money on a demo table of this node.
pub struct DemoPurse<'a> {
    state: &'a AppState,
    seat: &'a Seat,
}

impl<'a> DemoPurse<'a> {
    pub fn new(state: &'a AppState, seat: &'a Seat) -> Self {
        Self { state, seat }
    }

    fn with<T>(&self, f: impl FnOnce(&mut DemoTable) -> T) -> Result<T, ApiError> {
        self.state
            .casino
            .builtin
            .demo
            .with(&self.seat.session, self.state.clock.now(), f)
            .ok_or_else(|| {
                ApiError::new(
                    StatusCode::UNAUTHORIZED,
                    "UNAUTHORIZED",
                    "This demo game has ended. Close the game and open it again.",
                )
            })
    }
}

#[async_trait]
impl Purse for DemoPurse<'_> {
    async fn balance(&self) -> Result<i64, ApiError> {
        self.with(|t| t.balance_cents)
    }

    async fn debit(
        &self,
        _tx_id: &str,
        _round_id: &str,
        cents: i64,
        _free_rounds: Option<&str>,
    ) -> Result<Staked, ApiError> {
        self.with(|t| {
            if t.balance_cents < cents {
                return Err(ApiError::new(
                    StatusCode::CONFLICT,
                    "INSUFFICIENT_FUNDS",
                    "Your demo balance is too low for this stake. Reopen the game to start again.",
                ));
            }
            t.balance_cents -= cents;
            Ok(Staked {
                balance_cents: t.balance_cents,
                jackpot: None,
            })
        })?
    }

    async fn credit(&self, _tx_id: &str, _round_id: &str, cents: i64) -> Result<i64, ApiError> {
        self.with(|t| {
            t.balance_cents += cents;
            t.balance_cents
        })
    }

    /// Demo rounds run within one call of this node: nothing is left to give back.
    async fn rollback(&self, _tx_id: &str, _rolled_back_tx_id: &str) -> Result<i64, ApiError> {
        self.with(|t| t.balance_cents)
    }

    async fn keep(
        &self,
        _round_id: &str,
        round: &StoredRound,
        _now: DateTime<Utc>,
    ) -> Result<(), ApiError> {
        let hand = match round {
            StoredRound::Playing(hand) => Some(hand.clone()),
            _ => None,
        };
        self.with(|t| t.open_hand = hand)
    }

    async fn open_hand(&self) -> Result<Option<OpenHand>, ApiError> {
        self.with(|t| t.open_hand.clone())
    }
}
