//! The two purses a built-in table plays from: real money through the platform's seamless
//! wallet (signed calls, as any provider makes them) with the rounds kept in the store, and
//! play money on a demo table.
//!
//! The built-in provider shares the platform's store, so the real-money purse hands the
//! round's record to the wallet with the signed call ([`wallet::handle_keeping`]) and the
//! store keeps it in the call's transaction: one write per stake or win (one for both when the
//! round's outcome is drawn before its stake), and never a stake without the record of its
//! round. An external provider keeps its records in its own system.

use super::api::ApiError;
use super::demo::DemoTable;
use super::rounds::{OpenHand, Purse, Snapshot, Staked, StoredRound, Wager};
use super::token::Seat;
use crate::casino::catalogue::BUILTIN;
use crate::casino::wallet::{self, CallBody, ClosingCreditBody, WalletReply, WalletRequest};
use crate::state::AppState;
use async_trait::async_trait;
use axum::http::StatusCode;
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

    /// One signed wallet call, keeping `round` with it.
    async fn call(
        &self,
        tx_id: Option<&str>,
        call: CallBody,
        round: Option<Snapshot<'_>>,
    ) -> Result<WalletReply, ApiError> {
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
        let record = round.map(|round| self.row(round)).transpose()?;
        Ok(wallet::handle_keeping(self.state, BUILTIN, &body, &signature, record).await?)
    }

    /// Takes a stake (`tx_id`), closing the round with the win `closing` (its transaction id
    /// and amount) in the same call when the round's outcome is already drawn.
    async fn stake(
        &self,
        tx_id: &str,
        cents: i64,
        free_rounds: Option<&str>,
        closing: Option<(&str, i64)>,
        round: Snapshot<'_>,
    ) -> Result<Staked, ApiError> {
        let call = CallBody::Debit {
            round_id: round.round_id.to_owned(),
            amount_cents: cents,
            free_rounds_id: free_rounds.map(str::to_owned),
            closing_credit: closing.map(|(tx_id, cents)| ClosingCreditBody {
                transaction_id: tx_id.to_owned(),
                amount_cents: cents,
            }),
        };
        let reply = self.call(Some(tx_id), call, Some(round)).await?;
        Ok(Staked {
            balance_cents: reply.balance_cents,
            jackpot: reply.jackpot,
        })
    }

    /// The store's row of `round`.
    fn row(&self, round: Snapshot<'_>) -> Result<RoundRecordRow, ApiError> {
        let record = serde_json::to_string(round.state)
            .map_err(|e| ApiError::unavailable("round record", e))?;
        Ok(RoundRecordRow {
            provider: BUILTIN.to_owned(),
            round_id: round.round_id.to_owned(),
            session_id: self.session(),
            game: self.game.clone(),
            finished: round.state.finished(),
            record,
            started_at: round.at,
            updated_at: round.at,
        })
    }

    fn session(&self) -> GameSessionId {
        GameSessionId::from_raw(self.session.clone())
    }
}

#[async_trait]
impl Purse for RealPurse<'_> {
    async fn balance(&self) -> Result<i64, ApiError> {
        Ok(self
            .call(None, CallBody::Balance, None)
            .await?
            .balance_cents)
    }

    async fn debit(
        &self,
        tx_id: &str,
        cents: i64,
        free_rounds: Option<&str>,
        round: Snapshot<'_>,
    ) -> Result<Staked, ApiError> {
        self.stake(tx_id, cents, free_rounds, None, round).await
    }

    async fn debit_settled(
        &self,
        stake: Wager<'_>,
        win_tx_id: &str,
        win: i64,
        round: Snapshot<'_>,
    ) -> Result<Staked, ApiError> {
        self.stake(
            stake.tx_id,
            stake.cents,
            stake.free_rounds,
            Some((win_tx_id, win)),
            round,
        )
        .await
    }

    async fn credit(&self, tx_id: &str, cents: i64, round: Snapshot<'_>) -> Result<i64, ApiError> {
        let call = CallBody::Credit {
            round_id: round.round_id.to_owned(),
            amount_cents: cents,
        };
        Ok(self
            .call(Some(tx_id), call, Some(round))
            .await?
            .balance_cents)
    }

    async fn rollback(&self, tx_id: &str, rolled_back_tx_id: &str) -> Result<i64, ApiError> {
        let call = CallBody::Rollback {
            rolled_back_transaction_id: rolled_back_tx_id.to_owned(),
        };
        Ok(self.call(Some(tx_id), call, None).await?.balance_cents)
    }

    async fn keep(&self, round: Snapshot<'_>) -> Result<(), ApiError> {
        self.state
            .store
            .save_round_record(self.row(round)?)
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
        cents: i64,
        _free_rounds: Option<&str>,
        round: Snapshot<'_>,
    ) -> Result<Staked, ApiError> {
        let staked = self.with(|t| {
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
        })??;
        self.keep(round).await?;
        Ok(staked)
    }

    async fn credit(&self, _tx_id: &str, cents: i64, round: Snapshot<'_>) -> Result<i64, ApiError> {
        let balance = self.with(|t| {
            t.balance_cents += cents;
            t.balance_cents
        })?;
        self.keep(round).await?;
        Ok(balance)
    }

    /// Demo rounds run within one call of this node: nothing is left to give back.
    async fn rollback(&self, _tx_id: &str, _rolled_back_tx_id: &str) -> Result<i64, ApiError> {
        self.with(|t| t.balance_cents)
    }

    async fn keep(&self, round: Snapshot<'_>) -> Result<(), ApiError> {
        let hand = match round.state {
            StoredRound::Playing(hand) => Some(hand.clone()),
            _ => None,
        };
        self.with(|t| t.open_hand = hand)
    }

    async fn open_hand(&self) -> Result<Option<OpenHand>, ApiError> {
        self.with(|t| t.open_hand.clone())
    }
}
