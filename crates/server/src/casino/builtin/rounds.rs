//! A round of a built-in game, from the player's bets to the money moving, the same for real
//! money and demo play (the [`Purse`] differs).
//!
//! A slot spin, a roulette spin or a keno draw is drawn first, then staked, paid (a lost one
//! with its zero win) and kept as `settled` in one step ([`Purse::debit_settled`]); a refused
//! stake keeps the round as `void`, with nothing played. (A round kept `pending` with its seed,
//! staked and waiting for its win, was written by earlier versions, which paid in a second
//! step; [`super::recovery`] still finishes one.) A blackjack hand (the seed,
//! the stake and the actions so far, which rebuild the table exactly) is staked and kept as
//! `playing`, then dealt; an action that raises the stake (double, split, insurance) is staked
//! and kept with it, others are kept alone; the hand that ends is paid and kept as `settled`.
//! Stakes are debited with the transaction id `{round}:stake:{n}` (`n` is 0 for the first
//! stake, then the number of the action that raised it), the win credited with `{round}:win`.
//!
//! A purse keeps a round's new state with the stake or win that brings it
//! ([`Purse::debit`], [`Purse::credit`]): the real-money purse in the wallet call's own
//! transaction, so money never moves without its record. Whatever is interrupted, the record
//! says enough for [`super::recovery`] to finish the round without losing or creating money.

use super::api::ApiError;
use crate::casino::catalogue::GameInfo;
use crate::casino::wallet::JackpotReply;
use async_trait::async_trait;
use casino_games::blackjack::{self, Action, BlackjackError, BlackjackOutcome, Card, Round};
use casino_games::{Bets, Game, Outcome, Rng, RoundRecord, Seed, Stake};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

/// A blackjack hand in play as the provider keeps it between the player's actions.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OpenHand {
    pub round_id: String,
    /// Secret until the round ends.
    pub seed: Seed,
    pub stake_cents: u64,
    pub actions: Vec<Action>,
}

impl OpenHand {
    /// The table as the seed and the actions so far leave it.
    pub fn table(&self) -> Result<Round, BlackjackError> {
        let stake = Stake::new(self.stake_cents).map_err(|_| BlackjackError::OddStake)?;
        let mut round = Round::deal(stake, &mut Rng::from_seed(&self.seed))?;
        for action in &self.actions {
            round.act(*action)?;
        }
        Ok(round)
    }

    /// The finished hand's audit record.
    pub fn record(&self) -> Result<RoundRecord, ApiError> {
        let stake =
            Stake::new(self.stake_cents).map_err(|_| ApiError::bad_bet("Invalid stake."))?;
        casino_games::play(
            self.seed.clone(),
            Bets::Blackjack {
                stake,
                actions: self.actions.clone(),
            },
        )
        .map_err(|e| ApiError::unavailable("blackjack record", e))
    }
}

/// What the provider keeps of a round (`casino_round_records.record`, JSON).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StoredRound {
    /// Drawn and waiting for its stake.
    Pending(RoundRecord),
    /// A blackjack hand in play.
    Playing(OpenHand),
    /// Played and paid: what an auditor replays.
    Settled(RoundRecord),
    /// Its stake was refused: nothing was played.
    Void { reason: String },
}

impl StoredRound {
    /// Whether the round is over (its record never changes again).
    pub fn finished(&self) -> bool {
        matches!(self, StoredRound::Settled(_) | StoredRound::Void { .. })
    }
}

/// A stake taken: the balance after it, and the jackpot it hit (already paid into the
/// balance), if any.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Staked {
    pub balance_cents: i64,
    pub jackpot: Option<JackpotReply>,
}

/// A stake as a purse takes it: its transaction id, its amount, and the player's free rounds
/// that pay it, if any.
#[derive(Debug, Clone, Copy)]
pub struct Wager<'a> {
    pub tx_id: &'a str,
    pub cents: i64,
    pub free_rounds: Option<&'a str>,
}

/// A round as a purse keeps it: its id, its state, and when.
#[derive(Debug, Clone, Copy)]
pub struct Snapshot<'a> {
    pub round_id: &'a str,
    pub state: &'a StoredRound,
    pub at: DateTime<Utc>,
}

/// Where a table's money and rounds are kept: the seamless wallet and the store for real
/// money, the demo table for play money. Balances are in cents.
#[async_trait]
pub trait Purse: Send + Sync {
    async fn balance(&self) -> Result<i64, ApiError>;
    /// Takes a stake for `round` (paid by the player's free rounds `free_rounds` when set)
    /// and keeps the round's state with it: both or neither.
    async fn debit(
        &self,
        tx_id: &str,
        cents: i64,
        free_rounds: Option<&str>,
        round: Snapshot<'_>,
    ) -> Result<Staked, ApiError>;
    /// Takes the stake of a round whose outcome is already drawn and pays its win in the same
    /// step: the stake `tx_id` as [`Self::debit`] takes it, the win `win` (zero for a lost
    /// round) as [`Self::credit`] pays it with `win_tx_id`, and `round` (settled) kept with
    /// both; both or neither for the real-money purse, which makes it one wallet call.
    async fn debit_settled(
        &self,
        stake: Wager<'_>,
        win_tx_id: &str,
        win: i64,
        round: Snapshot<'_>,
    ) -> Result<Staked, ApiError> {
        let staked = self
            .debit(stake.tx_id, stake.cents, stake.free_rounds, round)
            .await?;
        let balance_cents = self.credit(win_tx_id, win, round).await?;
        Ok(Staked {
            balance_cents,
            ..staked
        })
    }
    /// Pays a win in `round` (zero closes a lost round) and keeps the round's state with it:
    /// both or neither. Answers the balance after it.
    async fn credit(&self, tx_id: &str, cents: i64, round: Snapshot<'_>) -> Result<i64, ApiError>;
    /// Gives back the stake `rolled_back_tx_id`, or voids it when it never arrived.
    async fn rollback(&self, tx_id: &str, rolled_back_tx_id: &str) -> Result<i64, ApiError>;
    /// Keeps the round's state.
    async fn keep(&self, round: Snapshot<'_>) -> Result<(), ApiError>;
    /// The blackjack hand in play, if any.
    async fn open_hand(&self) -> Result<Option<OpenHand>, ApiError>;
}

/// A played round as the game client gets it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RoundReply {
    pub round_id: String,
    pub commitment: String,
    pub seed: String,
    pub outcome: Outcome,
    pub stake_cents: u64,
    pub win_cents: u64,
    pub balance_cents: i64,
    /// After a free round: how many rounds of its grant are left.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub free_rounds_left: Option<u32>,
    /// The jackpot the round's stake hit (paid into `balance_cents`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub jackpot: Option<JackpotReply>,
}

/// One of the player's blackjack hands as the game client gets it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct HandState {
    pub cards: Vec<Card>,
    pub stake_cents: u64,
    pub doubled: bool,
    pub total: u32,
    pub soft: bool,
}

/// A blackjack table as the game client gets it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BlackjackState {
    pub round_id: String,
    pub commitment: String,
    /// The up card alone while the hand is played; every card once it is over.
    pub dealer: Vec<Card>,
    pub dealer_hole_hidden: bool,
    pub hands: Vec<HandState>,
    pub active_hand: Option<usize>,
    pub insurance_offered: bool,
    pub legal_actions: Vec<Action>,
    pub finished: bool,
    pub outcome: Option<BlackjackOutcome>,
    pub balance_cents: i64,
}

fn stake_of(bets: &Bets) -> u64 {
    match bets {
        Bets::Slot(bet) => bet.total_cents(),
        Bets::Roulette(wagers) => wagers.iter().map(|w| w.stake.cents()).sum(),
        Bets::Blackjack { stake, .. } => stake.cents(),
        Bets::Keno(ticket) => ticket.stake().cents(),
    }
}

/// The provider's game id of `game`.
pub fn game_id(game: Game) -> &'static str {
    match game {
        Game::Slot => "slot",
        Game::Roulette => "roulette",
        Game::Blackjack => "blackjack",
        Game::Keno => "keno",
    }
}

fn check_stake(game: &GameInfo, cents: u64) -> Result<i64, ApiError> {
    let cents = i64::try_from(cents).map_err(|_| ApiError::bad_bet("That stake is too large."))?;
    if cents < game.min_stake_cents || cents > game.max_stake_cents {
        return Err(ApiError::bad_bet(format!(
            "Stakes on {} are from {} to {} cents.",
            game.name, game.min_stake_cents, game.max_stake_cents
        )));
    }
    Ok(cents)
}

fn draw_seed() -> Result<Seed, ApiError> {
    Seed::from_os().map_err(|e| ApiError::unavailable("draw a seed", e))
}

fn round_id() -> String {
    ulid::Ulid::new().to_string()
}

/// Pays a staked round's win and keeps it as settled; answers the balance.
pub async fn settle(
    purse: &dyn Purse,
    round_id: &str,
    record: RoundRecord,
    now: DateTime<Utc>,
) -> Result<i64, ApiError> {
    let win = i64::try_from(record.win_cents).map_err(|e| ApiError::unavailable("win", e))?;
    let settled = StoredRound::Settled(record);
    let round = Snapshot {
        round_id,
        state: &settled,
        at: now,
    };
    purse.credit(&win_tx(round_id), win, round).await
}

/// The transaction id of a round's `n`th stake (0: the first; then the action's number).
pub fn stake_tx(round_id: &str, n: usize) -> String {
    format!("{round_id}:stake:{n}")
}

fn win_tx(round_id: &str) -> String {
    format!("{round_id}:win")
}

/// Keeps a refused round as void (logged if even that fails) and answers the refusal.
async fn void(
    purse: &dyn Purse,
    round_id: &str,
    refusal: ApiError,
    now: DateTime<Utc>,
) -> ApiError {
    let stored = StoredRound::Void {
        reason: refusal.code.to_owned(),
    };
    let round = Snapshot {
        round_id,
        state: &stored,
        at: now,
    };
    if let Err(e) = purse.keep(round).await {
        tracing::error!(round_id, error = %e.message, "void round not kept");
    }
    refusal
}

/// Plays one slot spin, roulette spin or keno draw, staked by the player or by the player's
/// free rounds `free_rounds`.
pub async fn play(
    purse: &dyn Purse,
    game: &GameInfo,
    bets: Bets,
    free_rounds: Option<&str>,
    now: DateTime<Utc>,
) -> Result<RoundReply, ApiError> {
    if game_id(bets.game()) != game.provider_game_id || matches!(bets, Bets::Blackjack { .. }) {
        return Err(ApiError::bad_bet(format!(
            "These bets are not for {}.",
            game.name
        )));
    }
    let stake = check_stake(game, stake_of(&bets))?;
    let round_id = round_id();
    let record =
        casino_games::play(draw_seed()?, bets).map_err(|e| ApiError::bad_bet(e.to_string()))?;
    let stake_id = stake_tx(&round_id, 0);
    let win = i64::try_from(record.win_cents).map_err(|e| ApiError::unavailable("win", e))?;
    // Drawn before its stake: staked, paid and kept settled at once.
    let settled = StoredRound::Settled(record.clone());
    let round = Snapshot {
        round_id: &round_id,
        state: &settled,
        at: now,
    };
    let stake = Wager {
        tx_id: &stake_id,
        cents: stake,
        free_rounds,
    };
    let staked = match purse
        .debit_settled(stake, &win_tx(&round_id), win, round)
        .await
    {
        Ok(staked) => staked,
        Err(refusal) => return Err(void(purse, &round_id, refusal, now).await),
    };
    let balance = staked.balance_cents;
    Ok(RoundReply {
        round_id,
        commitment: record.commitment.to_hex(),
        seed: record.seed.to_hex(),
        stake_cents: record.stake_cents,
        win_cents: record.win_cents,
        outcome: record.outcome,
        balance_cents: balance,
        free_rounds_left: None,
        jackpot: staked.jackpot,
    })
}

/// Stakes and deals a blackjack hand.
pub async fn deal(
    purse: &dyn Purse,
    game: &GameInfo,
    stake_cents: u64,
    now: DateTime<Utc>,
) -> Result<BlackjackState, ApiError> {
    if game.provider_game_id != game_id(Game::Blackjack) {
        return Err(ApiError::bad_bet(format!(
            "{} is not blackjack.",
            game.name
        )));
    }
    if purse.open_hand().await?.is_some() {
        return Err(ApiError::bad_bet("Finish the hand in play first."));
    }
    let stake = check_stake(game, stake_cents)?;
    if stake % 2 != 0 {
        return Err(ApiError::bad_bet(
            "Blackjack stakes are in whole multiples of 2 cents.",
        ));
    }
    let hand = OpenHand {
        round_id: round_id(),
        seed: draw_seed()?,
        stake_cents,
        actions: Vec::new(),
    };
    let table = hand.table().map_err(|e| ApiError::bad_bet(e.to_string()))?;
    let playing = StoredRound::Playing(hand.clone());
    let round = Snapshot {
        round_id: &hand.round_id,
        state: &playing,
        at: now,
    };
    let balance = match purse
        .debit(&stake_tx(&hand.round_id, 0), stake, None, round)
        .await
    {
        Ok(staked) => staked.balance_cents,
        Err(refusal) => return Err(void(purse, &hand.round_id, refusal, now).await),
    };
    advance(purse, hand, table, Some(balance), now).await
}

/// Plays `action` on the hand in play, staking first what it adds.
pub async fn act(
    purse: &dyn Purse,
    action: Action,
    now: DateTime<Utc>,
) -> Result<BlackjackState, ApiError> {
    let mut hand = purse.open_hand().await?.ok_or_else(|| {
        ApiError::new(
            axum::http::StatusCode::CONFLICT,
            "NO_OPEN_HAND",
            "There is no hand in play. Deal a new one.",
        )
    })?;
    let mut table = hand
        .table()
        .map_err(|e| ApiError::unavailable("rebuild blackjack table", e))?;
    if !table.legal_actions().contains(&action) {
        return Err(ApiError::bad_bet("That move is not allowed now."));
    }
    let before = table.staked_cents();
    let extra = match action {
        Action::Double | Action::Split => table
            .hands()
            .get(table.active_hand_index().unwrap_or_default())
            .map_or(0, |h| h.stake_cents),
        Action::Insurance(true) => hand.stake_cents / 2,
        Action::Hit | Action::Stand | Action::Insurance(false) => 0,
    };
    // The table is rebuilt for every call: a refused stake leaves the kept hand as it was.
    table
        .act(action)
        .map_err(|e| ApiError::unavailable("play a legal action", e))?;
    debug_assert_eq!(table.staked_cents(), before + extra);
    let stake_tx = stake_tx(&hand.round_id, hand.actions.len() + 1);
    hand.actions.push(action);
    let playing = StoredRound::Playing(hand.clone());
    let round = Snapshot {
        round_id: &hand.round_id,
        state: &playing,
        at: now,
    };
    let balance = if extra > 0 {
        let cents = i64::try_from(extra).map_err(|e| ApiError::unavailable("stake", e))?;
        Some(
            purse
                .debit(&stake_tx, cents, None, round)
                .await?
                .balance_cents,
        )
    } else if table.outcome().is_none() {
        purse.keep(round).await?;
        Some(purse.balance().await?)
    } else {
        // The hand ends with this action: it is kept with its win.
        None
    };
    advance(purse, hand, table, balance, now).await
}

/// Pays and settles the kept hand when it is over, and answers the table.
async fn advance(
    purse: &dyn Purse,
    hand: OpenHand,
    table: Round,
    balance: Option<i64>,
    now: DateTime<Utc>,
) -> Result<BlackjackState, ApiError> {
    let balance = match (table.outcome(), balance) {
        (Some(_), _) => settle(purse, &hand.round_id, hand.record()?, now).await?,
        (None, Some(balance)) => balance,
        (None, None) => purse.balance().await?,
    };
    Ok(state_of(&hand, &table, balance))
}

/// The table as the game client sees it: the hole card stays hidden until the hand is over.
pub fn state_of(hand: &OpenHand, table: &Round, balance_cents: i64) -> BlackjackState {
    let outcome = table.outcome().cloned();
    let hand_state = |cards: &blackjack::Hand, stake_cents, doubled| HandState {
        cards: cards.cards().to_vec(),
        stake_cents,
        doubled,
        total: cards.total(),
        soft: cards.is_soft(),
    };
    let (dealer, hands) = match &outcome {
        Some(o) => (
            o.dealer.cards().to_vec(),
            o.hands
                .iter()
                .map(|h| hand_state(&h.cards, h.stake_cents, h.doubled))
                .collect(),
        ),
        None => (
            vec![table.up_card()],
            table
                .hands()
                .iter()
                .map(|h| hand_state(&h.cards, h.stake_cents, h.doubled))
                .collect(),
        ),
    };
    BlackjackState {
        round_id: hand.round_id.clone(),
        commitment: hand.seed.commitment().to_hex(),
        dealer_hole_hidden: outcome.is_none(),
        dealer,
        hands,
        active_hand: table.active_hand_index(),
        insurance_offered: table.insurance_offered(),
        legal_actions: table.legal_actions(),
        finished: outcome.is_some(),
        outcome,
        balance_cents,
    }
}
