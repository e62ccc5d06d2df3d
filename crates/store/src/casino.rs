//! The casino's seamless wallet: game sessions and the balance, debit, credit and rollback
//! calls a game provider moves a player's money with (`domain::casino` has the rules). Each
//! call is one database transaction: its record, its round's totals and its ledger movement
//! commit together, so a provider's retry after a lost answer finds either everything or
//! nothing.

use crate::{StoreResult, WagerWindow};
use async_trait::async_trait;
use chrono::{DateTime, NaiveDate, Utc};
use domain::casino::{GameMode, WalletCall};
use domain::casino_rewards::{FreeRoundsState, FreeToPlay};
use domain::ids::{GameSessionId, SessionId, UserId};
use domain::jackpot::JackpotDraw;
use domain::money::Money;

/// One game opened by one player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameSession {
    pub id: GameSessionId,
    pub user_id: UserId,
    /// The game provider's code (`builtin`): its transaction ids are unique within it.
    pub provider: String,
    /// The game's slug (`roulette`, `blackjack`).
    pub game: String,
    pub mode: GameMode,
    /// The login session it was launched from (real money): its location authorisation
    /// and liveness are checked on every stake.
    pub login_session: Option<SessionId>,
    pub opened_at: DateTime<Utc>,
    /// When the session was closed: no more debits, credits and rollbacks still land.
    pub closed_at: Option<DateTime<Utc>>,
}

/// A session to open.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewGameSession {
    pub id: GameSessionId,
    pub user_id: UserId,
    pub provider: String,
    pub game: String,
    pub mode: GameMode,
    pub login_session: Option<SessionId>,
    pub at: DateTime<Utc>,
}

/// The win that closes a debit's round in the debit's own call: a credit of `cents` (zero
/// for a lost round) with the provider's transaction id `provider_tx_id`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClosingCredit {
    pub provider_tx_id: String,
    pub cents: i64,
}

/// One debit, credit or rollback for [`CasinoStore::casino_wallet`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WalletOrder {
    pub user: UserId,
    pub session: GameSessionId,
    /// The provider's transaction id.
    pub provider_tx_id: String,
    pub call: WalletCall,
    /// The spend and loss windows a real-money stake is checked against.
    pub windows: Vec<WagerWindow>,
    /// The jackpot draw of a debit on a game that feeds a jackpot.
    pub jackpot: Option<JackpotDraw>,
    /// The provider's round record, kept in the call's transaction.
    pub record: Option<RoundRecordRow>,
    /// For a debit: the win that closes the debit's round in the same transaction (a round
    /// whose outcome the provider knows before its stake).
    pub closing_credit: Option<ClosingCredit>,
    pub at: DateTime<Utc>,
}

impl WalletOrder {
    /// The call `call` of `user`'s session `session`, with no windows, draw or record.
    pub fn new(
        user: &UserId,
        session: &GameSessionId,
        provider_tx_id: &str,
        call: WalletCall,
        at: DateTime<Utc>,
    ) -> Self {
        Self {
            user: user.clone(),
            session: session.clone(),
            provider_tx_id: provider_tx_id.to_owned(),
            call,
            windows: Vec::new(),
            jackpot: None,
            record: None,
            closing_credit: None,
            at,
        }
    }

    /// The same order checked against `windows`.
    pub fn windows(self, windows: Vec<WagerWindow>) -> Self {
        Self { windows, ..self }
    }

    /// The same order carrying the jackpot draw `jackpot`.
    pub fn jackpot(self, jackpot: Option<JackpotDraw>) -> Self {
        Self { jackpot, ..self }
    }

    /// The same order keeping `record`.
    pub fn record(self, record: Option<RoundRecordRow>) -> Self {
        Self { record, ..self }
    }

    /// The same debit closing its round with the win `closing_credit`.
    pub fn closing_credit(self, closing_credit: Option<ClosingCredit>) -> Self {
        Self {
            closing_credit,
            ..self
        }
    }
}

/// The answer to a debit, credit or rollback.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WalletAnswer {
    /// The session's balance after the call (the player's cash, or the demo money).
    pub balance: Money,
    /// What the call moved: the stake, the win, the stake given back (zero for a rollback
    /// that found nothing to give back).
    pub moved: Money,
    /// `true` when the transaction id was seen before with the same call: this is the first
    /// answer again and nothing moved now.
    pub replayed: bool,
    /// Whether the debit (or the debit a rollback gave back) was a free round: the
    /// operator's money, which the player's spend and loss limits do not count.
    pub free_round: bool,
    /// The jackpot this debit hit (also on its replay): the pool it paid to the player's cash,
    /// already in `balance`.
    pub jackpot: Option<JackpotWin>,
    /// Whether the player may have bonus cash being played through (`BonusCashStore`): `false`
    /// when the call found none active, so its stake need not be counted; a replay does not
    /// look and answers `true`.
    pub bonus_cash: bool,
}

/// A jackpot a debit hit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JackpotWin {
    /// The hit's id (`JackpotHit::id`).
    pub hit_id: String,
    pub slug: String,
    pub amount: Money,
}

/// Free rounds to grant: `rounds` rounds at `stake_cents` each on `games` (provider game ids
/// of `provider`) until `expires_at`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewFreeRounds {
    pub user_id: UserId,
    pub title: String,
    pub provider: String,
    pub games: Vec<String>,
    pub stake_cents: i64,
    pub rounds: u32,
    pub expires_at: DateTime<Utc>,
    /// Who granted them (`admin`, a promotion id).
    pub granted_by: String,
    pub created_at: DateTime<Utc>,
}

/// A grant of free rounds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FreeRounds {
    pub id: String,
    pub user_id: UserId,
    pub title: String,
    pub provider: String,
    /// The provider game ids they play on.
    pub games: Vec<String>,
    /// Each round's stake, in the player's currency.
    pub stake: Money,
    pub rounds_granted: u32,
    pub rounds_left: u32,
    pub expires_at: DateTime<Utc>,
    pub granted_by: String,
    /// The free-to-play promotion and US Eastern day of a daily grant.
    pub promotion: Option<(String, NaiveDate)>,
    pub created_at: DateTime<Utc>,
}

impl FreeRounds {
    /// What a debit checks against ([`FreeRoundsState::check_debit`]).
    pub fn state(&self) -> FreeRoundsState {
        FreeRoundsState {
            provider: self.provider.clone(),
            games: self.games.clone(),
            stake_cents: self.stake.cents,
            rounds_left: self.rounds_left,
            expires_at: self.expires_at,
        }
    }
}

/// One game round of a session, with its totals.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CasinoRound {
    pub session_id: GameSessionId,
    /// The provider's round id.
    pub round_id: String,
    /// Stakes of the round, less those rolled back.
    pub staked: Money,
    /// Wins paid in the round.
    pub won: Money,
    pub started_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// A game provider's record of one round, kept for audit and replay.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundRecordRow {
    pub provider: String,
    pub round_id: String,
    pub session_id: GameSessionId,
    /// The game's slug.
    pub game: String,
    /// A finished record never changes again.
    pub finished: bool,
    /// The provider's record (the built-in provider's `casino_games::RoundRecord` as JSON).
    pub record: String,
    pub started_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// A game session with what the checks of a stake in it read of the player and of the login
/// session it was launched from ([`CasinoStore::stake_account`]), from one committed state.
#[derive(Debug, Clone)]
pub struct StakeAccount {
    pub session: GameSession,
    pub user: crate::User,
    /// Every self-exclusion, newest first (as `exclusions` answers them).
    pub exclusions: Vec<crate::Exclusion>,
    /// The operator's casino restrictions in force at the snapshot's `now`.
    pub restrictions: Vec<crate::OperatorRestriction>,
    /// A deposit total the player has not acknowledged yet.
    pub acknowledgement: Option<crate::DepositAcknowledgement>,
    /// The oldest W-2G form waiting for the player's ID.
    pub pending_w2g: Option<crate::W2gForm>,
    /// The login session's location authorisation (of any age; `None` without a login
    /// session).
    pub authorisation: Option<crate::GeoAuthorisation>,
    /// Responsible-gaming limit slots, as stored (changes due are applied by the caller).
    pub limits: Vec<crate::StoredLimit>,
}

/// Casino wallet storage. The calls taking a session and a user refuse a session of another
/// user as `NotFound("game_session")`, like an unknown one. A malformed call (a stake of zero
/// or less, a negative win, an empty or over-long id) is `Conflict("amount")` or
/// `Conflict("id")` and writes nothing.
#[async_trait]
pub trait CasinoStore: Send + Sync {
    /// Opens a game session; `NotFound("user")` for unknown users. A demo session starts
    /// with `domain::casino::DEMO_BALANCE_CENTS` of play money.
    async fn open_game_session(&self, session: NewGameSession) -> StoreResult<GameSession>;

    /// Closes a session (again: no change) and answers it.
    async fn close_game_session(
        &self,
        user: &UserId,
        session: &GameSessionId,
        at: DateTime<Utc>,
    ) -> StoreResult<GameSession>;

    /// The session's balance: for real money the balances the player's casino balance usage
    /// allows (cash, promotional credit or both), the demo money otherwise.
    async fn casino_balance(&self, user: &UserId, session: &GameSessionId) -> StoreResult<Money>;

    /// Carries out one wallet call of the session's game provider, identified by the
    /// provider's `provider_tx_id`; the same call again answers the first answer, and
    /// `Conflict("provider_tx_id")` when the id was used for another call. A refusal writes
    /// nothing.
    /// - A debit takes a stake for its round (opened by its first debit), promotional credit
    ///   first when the player's casino balance usage allows it, then cash:
    ///   `InsufficientFunds(Bucket::Cash)` when the balance is short (of concurrent debits on
    ///   one balance, only those it covers succeed), `Conflict("game_session_closed")` on a
    ///   closed session, `Conflict("rolled_back")` when a rollback named the id first, and
    ///   for real money `Conflict("wager_limit")` when the stake does not fit one of the
    ///   player's spend or loss `windows` (checked in the same transaction, so concurrent
    ///   debits of one player cannot together pass a limit each passed alone). A
    ///   debit naming free rounds uses one of them instead (the operator pays the stake, the
    ///   round records no stake of the player's): `NotFound("free_rounds")` for unknown
    ///   rounds or another user's, `Conflict("free_rounds_used_up")` when none is left (of
    ///   concurrent debits, only as many as there are rounds succeed),
    ///   `Conflict("free_rounds_expired")`, `Conflict("free_rounds_game")` for another game,
    ///   `Conflict("free_rounds_stake")` for another stake.
    /// - A credit pays a win (zero for a loss) in a round a debit of the session opened
    ///   (`NotFound("casino_round")` otherwise), also on a closed session.
    /// - A rollback gives back the session's debit, once: a later rollback of it moves
    ///   nothing. A debit never seen is recorded as voided, so that debit arriving later is
    ///   refused. `Conflict("rolled_back_tx_id")` when the id is a credit, a rollback or another
    ///   session's. Also on a closed session. Each part goes back where it came from: cash,
    ///   promotional credit, or the free round (its grant gets the round back).
    ///
    /// Real money moved is counted for the spend and loss limits in the same transaction (a
    /// stake for a debit, a return for a credit or rollback, by `casino::ledger_key`).
    ///
    /// `windows` are the spend and loss windows a real-money stake is checked against again.
    /// `jackpot` is the draw of a debit on a game that feeds a jackpot. A real-money debit of
    /// the player's money (not a free round, not demo, in the pool's currency) adds its
    /// contribution to the pool in the same transaction and, when the draw hits, pays the
    /// whole pool to the player's cash and funds it again with its seed (`answer.jackpot`).
    /// A replay neither contributes nor draws again (it answers the first hit); a rollback
    /// of the debit keeps its contribution in the pool. `Conflict("jackpot")` for a malformed
    /// draw, `NotFound("jackpot")` when its pool does not exist; both write nothing.
    ///
    /// `record` is a round record the provider keeps with the call (the built-in provider,
    /// which shares this store): written in the call's transaction as [`Self::save_round_record`]
    /// writes it, so a stake and the record of the round it pays for, or a win and the settled
    /// record, commit together or not at all. On a replay a record already finished is left as
    /// it is. `Conflict("round_record")` as for `save_round_record`.
    ///
    /// `closing_credit` (a debit only) is the win that closes the debit's round in the same
    /// transaction, exactly as a credit of that amount and id made after it would (its own
    /// row, its own replay: a call repeated answers the first answer of each); the answer is
    /// the debit's, its balance the balance after both. A credit's or rollback's
    /// `closing_credit` is `Conflict("closing_credit")`, and writes nothing.
    async fn casino_wallet(&self, order: WalletOrder) -> StoreResult<WalletAnswer>;

    /// The user's game sessions, newest first: `limit` of them after skipping `offset`, and
    /// how many there are in all.
    async fn game_sessions(
        &self,
        user: &UserId,
        offset: u32,
        limit: u32,
    ) -> StoreResult<(Vec<GameSession>, u64)>;

    /// One of the user's game sessions; `None` for unknown sessions and other users'.
    async fn game_session(
        &self,
        user: &UserId,
        session: &GameSessionId,
    ) -> StoreResult<Option<GameSession>>;

    /// One of the user's game sessions (as [`Self::game_session`]) with what a stake in it is
    /// checked against, read together (one round trip instead of eight); `None` for unknown
    /// sessions and other users'.
    async fn stake_account(
        &self,
        user: &UserId,
        session: &GameSessionId,
        now: DateTime<Utc>,
    ) -> StoreResult<Option<StakeAccount>>;

    /// Writes a round's record: inserts it, or replaces an open one (its `started_at` kept).
    /// `Conflict("round_record")` when the round's record is already finished or is another
    /// session's, `NotFound("game_session")` for an unknown session.
    async fn save_round_record(&self, record: RoundRecordRow) -> StoreResult<()>;

    /// The record of `provider`'s round `round_id`.
    async fn round_record(
        &self,
        provider: &str,
        round_id: &str,
    ) -> StoreResult<Option<RoundRecordRow>>;

    /// `provider`'s rounds still open and untouched since before `before`, oldest first, at
    /// most `limit`, each with its player: what the provider's recovery finishes.
    async fn stale_round_records(
        &self,
        provider: &str,
        before: DateTime<Utc>,
        limit: u32,
    ) -> StoreResult<Vec<(RoundRecordRow, UserId)>>;

    /// The session's round still open, if any (the newest when there are several).
    async fn open_round_record(
        &self,
        session: &GameSessionId,
    ) -> StoreResult<Option<RoundRecordRow>>;

    /// The rounds of one of the user's sessions, oldest first; empty for unknown sessions
    /// and other users' sessions.
    async fn casino_rounds(
        &self,
        user: &UserId,
        session: &GameSessionId,
    ) -> StoreResult<Vec<CasinoRound>>;

    /// One round of one of the user's sessions, with its totals so far; `None` for unknown
    /// rounds and other users' sessions.
    async fn casino_round(
        &self,
        user: &UserId,
        session: &GameSessionId,
        round_id: &str,
    ) -> StoreResult<Option<CasinoRound>>;
    /// Grants free rounds (in the user's currency, under a new id); `NotFound("user")` for
    /// unknown users.
    async fn grant_free_rounds(&self, grant: NewFreeRounds) -> StoreResult<FreeRounds>;

    /// The user's free rounds still playable at `now` (rounds left, not expired), soonest
    /// expiry first.
    async fn free_rounds(&self, user: &UserId, now: DateTime<Utc>) -> StoreResult<Vec<FreeRounds>>;

    /// Saves a free-to-play promotion (inserted, or replaced by id).
    async fn save_free_to_play(&self, promotion: FreeToPlay, at: DateTime<Utc>) -> StoreResult<()>;

    /// A free-to-play promotion by id.
    async fn free_to_play(&self, id: &str) -> StoreResult<Option<FreeToPlay>>;

    /// The user's grant of the promotion for the US Eastern day of `now`, granting it first
    /// when there is none yet: once per user, promotion and day, also under concurrent calls.
    /// `NotFound("promotion")` for an unknown promotion, `Conflict("promotion_not_running")`
    /// outside its window, `NotFound("user")` for unknown users.
    async fn grant_daily_free_rounds(
        &self,
        user: &UserId,
        promotion: &str,
        now: DateTime<Utc>,
    ) -> StoreResult<FreeRounds>;

    /// The user's grant of the promotion for `day`, if it was granted.
    async fn daily_free_rounds(
        &self,
        user: &UserId,
        promotion: &str,
        day: NaiveDate,
    ) -> StoreResult<Option<FreeRounds>>;

    /// Records that the user opened the casino; `true` the first time.
    async fn mark_casino_visited(&self, user: &UserId, at: DateTime<Utc>) -> StoreResult<bool>;

    /// Whether the user has opened the casino.
    async fn casino_visited(&self, user: &UserId) -> StoreResult<bool>;
}
