//! [`store::CasinoStore`]: the seamless wallet's game sessions, provider transactions and
//! rounds. Every wallet call reads its session under a row lock first (where row locks
//! exist; elsewhere a write holds the whole database), so the calls of one session run one
//! after another; then it claims its provider transaction id with one insert on the unique
//! `(provider, provider_tx_id)` key (a concurrent call with the same id in another session
//! waits for it and then finds it), moves the money through [`ledger::post_in`] (whose
//! conditional balance update refuses an overdraft, also between sessions) or the demo
//! balance's conditional update, counts the player's money for the spend and loss limits,
//! updates the round and records the balance it answers. A real-money debit of the player's
//! money re-checks the player's spend and loss windows first, under a lock on the player's row.
//! A refusal is an error, so nothing of it is written. Locks are taken in one order: session,
//! player, transaction ids, free rounds grant, ledger accounts by key, round.
//!
//! Free rounds (`casino_free_rounds`) are used by a conditional update of their count, so
//! concurrent debits never take it below zero; a promotion's daily grant is one row per
//! player, promotion and US Eastern day (a unique index), inserted when missing.

use async_trait::async_trait;
use chrono::NaiveDate;
use chrono::{DateTime, Utc};
use domain::casino::{
    self, GameMode, Replay, RollbackEffect, RollbackTarget, WalletCall, WalletError, WalletKind,
};
use domain::casino_rewards::{self, BalanceUsage, FreeRoundRefusal, FreeToPlay, StakeSplit};
use domain::ids::{GameSessionId, RewardId, SessionId, UserId};
use domain::ledger::Bucket;
use domain::money::{Currency, Money};
use domain::responsible_gaming::checks;
use store::{
    CasinoRound, CasinoStore, FreeRounds, GameSession, NewFreeRounds, NewGameSession,
    RoundRecordRow, StakeAccount, StoreError, StoreResult, WagerWindow, WalletAnswer, WalletOrder,
};

use crate::SqlStore;
use crate::betting::window_usage;
use crate::convert::{corrupt, currency, instant, millis, opt_instant};
use crate::db::{Backend, Executor, query, query_as, query_scalar};
use crate::ledger;
use crate::row;

/// Columns of `casino_sessions` read into [`SessionRow`].
const SESSION_COLUMNS: &str =
    "id, user_id, provider, game, mode, currency, login_session_id, opened_at, closed_at";

/// Columns of `casino_round_records` read into [`RecordRow`].
const RECORD_COLUMNS: &str =
    "provider, round_id, session_id, game, status, record, started_at, updated_at";

/// Columns of `casino_transactions` read into [`TxRow`].
const TX_COLUMNS: &str = "session_id, kind, round_id, amount_cents, rolled_back_tx_id, rolled_back_by, \
     balance_after_cents, free_rounds_id, credit_cents";

/// Columns of `casino_free_rounds` read into [`FreeRoundsRow`].
const FREE_ROUNDS_COLUMNS: &str = "id, user_id, title, provider, games, stake_cents, currency, \
     rounds_granted, rounds_left, expires_at, granted_by, promotion_id, promotion_day, created_at";

/// Columns of `casino_promotions` read into [`PromotionRow`].
const PROMOTION_COLUMNS: &str = "id, title, description, provider, game, rounds_per_day, \
     stake_cents, starts_at, ends_at";

row! {
    struct FreeRoundsRow {
        id: String,
        user_id: String,
        title: String,
        provider: String,
        games: String,
        stake_cents: i64,
        currency: String,
        rounds_granted: i64,
        rounds_left: i64,
        expires_at: i64,
        granted_by: String,
        promotion_id: Option<String>,
        promotion_day: Option<String>,
        created_at: i64,
    }
}

impl TryFrom<FreeRoundsRow> for FreeRounds {
    type Error = StoreError;

    fn try_from(row: FreeRoundsRow) -> StoreResult<Self> {
        let count = |n: i64| u32::try_from(n).map_err(|_| corrupt("free rounds count", n));
        let promotion = match (row.promotion_id, row.promotion_day) {
            (Some(id), Some(day)) => Some((
                id,
                NaiveDate::parse_from_str(&day, "%Y-%m-%d")
                    .map_err(|_| corrupt("free rounds day", &day))?,
            )),
            _ => None,
        };
        Ok(FreeRounds {
            stake: Money::new(row.stake_cents, currency(&row.currency)?),
            id: row.id,
            user_id: UserId::from_raw(row.user_id),
            title: row.title,
            provider: row.provider,
            games: row.games.split(',').map(str::to_owned).collect(),
            rounds_granted: count(row.rounds_granted)?,
            rounds_left: count(row.rounds_left)?,
            expires_at: instant(row.expires_at)?,
            granted_by: row.granted_by,
            promotion,
            created_at: instant(row.created_at)?,
        })
    }
}

row! {
    struct PromotionRow {
        id: String,
        title: String,
        description: String,
        provider: String,
        game: String,
        rounds_per_day: i64,
        stake_cents: i64,
        starts_at: i64,
        ends_at: i64,
    }
}

impl TryFrom<PromotionRow> for FreeToPlay {
    type Error = StoreError;

    fn try_from(row: PromotionRow) -> StoreResult<Self> {
        Ok(FreeToPlay {
            rounds_per_day: u32::try_from(row.rounds_per_day)
                .map_err(|_| corrupt("promotion rounds", row.rounds_per_day))?,
            id: row.id,
            title: row.title,
            description: row.description,
            provider: row.provider,
            game: row.game,
            stake_cents: row.stake_cents,
            starts_at: instant(row.starts_at)?,
            ends_at: instant(row.ends_at)?,
        })
    }
}

row! {
    struct SessionRow {
        id: String,
        user_id: String,
        provider: String,
        game: String,
        mode: String,
        currency: String,
        login_session_id: Option<String>,
        opened_at: i64,
        closed_at: Option<i64>,
    }
}

/// A session with the currency its money is in.
pub(crate) struct Open {
    pub(crate) session: GameSession,
    pub(crate) currency: Currency,
}

impl TryFrom<SessionRow> for Open {
    type Error = StoreError;

    fn try_from(row: SessionRow) -> StoreResult<Self> {
        Ok(Open {
            currency: currency(&row.currency)?,
            session: GameSession {
                mode: GameMode::parse(&row.mode).ok_or_else(|| corrupt("game mode", &row.mode))?,
                id: GameSessionId::from_raw(row.id),
                user_id: UserId::from_raw(row.user_id),
                provider: row.provider,
                game: row.game,
                login_session: row.login_session_id.map(SessionId::from_raw),
                opened_at: instant(row.opened_at)?,
                closed_at: opt_instant(row.closed_at)?,
            },
        })
    }
}

row! {
    struct TxRow {
        session_id: String,
        kind: String,
        round_id: Option<String>,
        amount_cents: i64,
        rolled_back_tx_id: Option<String>,
        rolled_back_by: Option<String>,
        balance_after_cents: i64,
        free_rounds_id: Option<String>,
        credit_cents: i64,
    }
}

impl TxRow {
    fn kind(&self) -> StoreResult<WalletKind> {
        WalletKind::parse(&self.kind).ok_or_else(|| corrupt("casino transaction kind", &self.kind))
    }

    /// The call first recorded with this id; `None` for a voided id.
    fn call(&self) -> StoreResult<Option<WalletCall>> {
        let round = || {
            self.round_id
                .clone()
                .ok_or_else(|| corrupt("casino transaction without round", &self.kind))
        };
        Ok(match self.kind()? {
            WalletKind::Debit => Some(WalletCall::Debit {
                round_id: round()?,
                cents: self.amount_cents,
                free_rounds: self.free_rounds_id.clone(),
            }),
            WalletKind::Credit => Some(WalletCall::Credit {
                round_id: round()?,
                cents: self.amount_cents,
            }),
            WalletKind::Rollback => Some(WalletCall::Rollback {
                rolled_back_tx_id: self
                    .rolled_back_tx_id
                    .clone()
                    .ok_or_else(|| corrupt("casino rollback without target", &self.session_id))?,
            }),
            WalletKind::Voided => None,
        })
    }
}

fn malformed(err: WalletError) -> StoreError {
    match err {
        WalletError::NonPositiveStake | WalletError::NegativeWin => StoreError::Conflict("amount"),
        WalletError::BadId => StoreError::Conflict("id"),
    }
}

/// One of `user`'s sessions, read with `lock` appended (a row-lock clause, or nothing);
/// `NotFound("game_session")` for unknown ids and other users' sessions.
pub(crate) async fn session_of(
    db: &mut dyn Executor,
    user: &UserId,
    id: &GameSessionId,
    lock: &str,
) -> StoreResult<Open> {
    let row: Option<SessionRow> = query_as(format!(
        "SELECT {SESSION_COLUMNS} FROM casino_sessions WHERE id = $1 AND user_id = $2 {lock}"
    ))
    .bind(id.as_str())
    .bind(user.as_str())
    .fetch_optional(db)
    .await?;
    row.ok_or(StoreError::NotFound("game_session"))?.try_into()
}

/// The session's balance now: the player's cash, or the demo money.
pub(crate) async fn balance_in(db: &mut dyn Executor, open: &Open) -> StoreResult<Money> {
    Ok(session_purse_in(db, open).await?.0)
}

/// The session's balance now, and whether the player has bonus cash being played through
/// (never in a demo session).
async fn session_purse_in(db: &mut dyn Executor, open: &Open) -> StoreResult<(Money, bool)> {
    let (cents, bonus_cash) = match open.session.mode {
        GameMode::Real => {
            let purse = purse_in(db, &open.session.user_id, open.currency).await?;
            (
                purse.usage.playable(purse.cash, purse.credit),
                purse.bonus_cash,
            )
        }
        GameMode::Demo => (
            query_scalar("SELECT demo_balance_cents FROM casino_sessions WHERE id = $1")
                .bind(open.session.id.as_str())
                .fetch_one(db)
                .await?,
            false,
        ),
    };
    Ok((Money::new(cents, open.currency), bonus_cash))
}

/// What the provider transaction id was recorded as, if anything.
async fn recorded(
    db: &mut dyn Executor,
    provider: &str,
    tx_id: &str,
) -> StoreResult<Option<TxRow>> {
    Ok(query_as(format!(
        "SELECT {TX_COLUMNS} FROM casino_transactions \
         WHERE provider = $1 AND provider_tx_id = $2"
    ))
    .bind(provider)
    .bind(tx_id)
    .fetch_optional(db)
    .await?)
}

/// The answer to a call whose id was recorded as `first`.
fn replayed(first: &TxRow, open: &Open, asked: &WalletCall) -> StoreResult<WalletAnswer> {
    let same_session = first.session_id == open.session.id.as_str();
    match casino::replay(first.call()?.as_ref(), same_session, asked) {
        Replay::Same => Ok(WalletAnswer {
            balance: Money::new(first.balance_after_cents, open.currency),
            moved: Money::new(first.amount_cents, open.currency),
            replayed: true,
            free_round: first.free_rounds_id.is_some(),
            jackpot: None,
            bonus_cash: true,
        }),
        Replay::RolledBack => Err(StoreError::Conflict("rolled_back")),
        Replay::Conflict => Err(StoreError::Conflict("provider_tx_id")),
    }
}

/// The answer to `asked` when its id was claimed already (by an earlier call, or meanwhile by
/// a call in another session).
async fn first_answer(
    db: &mut dyn Executor,
    open: &Open,
    tx_id: &str,
    asked: &WalletCall,
) -> StoreResult<WalletAnswer> {
    let first = recorded(db, &open.session.provider, tx_id)
        .await?
        .ok_or(StoreError::Conflict("provider_tx_id"))?;
    replayed(&first, open, asked)
}

/// Records a provider transaction id for the session (its balance is filled in when known):
/// the row's id, or `None` when the id was recorded already.
async fn claim(
    db: &mut dyn Executor,
    open: &Open,
    tx_id: &str,
    kind: WalletKind,
    call: Option<&WalletCall>,
    cents: i64,
    at: DateTime<Utc>,
) -> StoreResult<Option<i64>> {
    let rolled_back_tx_id = match call {
        Some(WalletCall::Rollback { rolled_back_tx_id }) => Some(rolled_back_tx_id.as_str()),
        _ => None,
    };
    let free_rounds = match call {
        Some(WalletCall::Debit { free_rounds, .. }) => free_rounds.as_deref(),
        _ => None,
    };
    Ok(query_scalar(
        "INSERT INTO casino_transactions (provider, provider_tx_id, session_id, kind, \
         round_id, amount_cents, rolled_back_tx_id, balance_after_cents, created_at, \
         free_rounds_id) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, 0, $8, $9) \
         ON CONFLICT (provider, provider_tx_id) DO NOTHING RETURNING id",
    )
    .bind(open.session.provider.as_str())
    .bind(tx_id)
    .bind(open.session.id.as_str())
    .bind(kind.as_str())
    .bind(call.and_then(WalletCall::round_id))
    .bind(cents)
    .bind(rolled_back_tx_id)
    .bind(millis(at))
    .bind(free_rounds)
    .fetch_optional(db)
    .await?)
}

/// What a player's casino stakes may be paid from: their balance usage preference (cash alone
/// until chosen) and the cash and promotional credits it chooses between.
struct Purse {
    usage: BalanceUsage,
    cash: i64,
    credit: i64,
    /// Whether the player has bonus cash being played through.
    bonus_cash: bool,
}

/// The player's [`Purse`] in `currency`, in one statement: it is read under the writer's turn
/// on every stake and credit, where each statement is a round trip to the database.
async fn purse_in(db: &mut dyn Executor, user: &UserId, currency: Currency) -> StoreResult<Purse> {
    let bucket = |bucket: Bucket| {
        format!(
            "COALESCE((SELECT balance FROM ledger_accounts WHERE owner_kind = 'user' \
             AND owner_id = $1 AND bucket = '{}' AND currency = $2), 0)",
            bucket.as_str()
        )
    };
    let (usage, cash, credit, grants): (Option<String>, i64, i64, i64) = query_as(format!(
        "SELECT (SELECT casino_balance_usage FROM user_preferences WHERE user_id = $1), {}, {}, \
         (SELECT COUNT(*) FROM promotion_bonus_cash WHERE user_id = $1 AND status = 'active')",
        bucket(Bucket::Cash),
        bucket(Bucket::PromotionalCredit)
    ))
    .bind(user.as_str())
    .bind(currency.code())
    .fetch_one(db)
    .await?;
    let usage = usage
        .map(|name| BalanceUsage::parse(&name).ok_or_else(|| corrupt("casino balance usage", name)))
        .transpose()?
        .unwrap_or_default();
    Ok(Purse {
        usage,
        cash,
        credit,
        bonus_cash: grants > 0,
    })
}

/// What a call moved besides its amount: the promotional-credit part of a stake (or of the
/// stake a rollback gave back), and whether it was a free round.
#[derive(Debug, Clone, Copy, Default)]
struct Moved {
    credit_cents: i64,
    free_round: bool,
}

fn ledger_error(e: domain::ledger::LedgerError) -> StoreError {
    StoreError::Backend(format!("casino ledger transaction: {e}"))
}

/// Uses one of the user's free rounds `id` for a debit of `cents` in `open`'s session:
/// checks the grant under a row lock and takes one round with a conditional update, so
/// concurrent debits never take the count below zero.
async fn use_free_round(
    db: &mut dyn Executor,
    open: &Open,
    id: &str,
    cents: i64,
    at: DateTime<Utc>,
) -> StoreResult<()> {
    if open.session.mode != GameMode::Real {
        return Err(StoreError::Conflict("free_rounds_game"));
    }
    let lock = db.dialect().lock("FOR UPDATE");
    let row: Option<FreeRoundsRow> = query_as(format!(
        "SELECT {FREE_ROUNDS_COLUMNS} FROM casino_free_rounds WHERE id = $1 AND user_id = $2 {lock}"
    ))
    .bind(id)
    .bind(open.session.user_id.as_str())
    .fetch_optional(&mut *db)
    .await?;
    let grant = FreeRounds::try_from(row.ok_or(StoreError::NotFound("free_rounds"))?)?;
    grant
        .state()
        .check_debit(&open.session.provider, &open.session.game, cents, at)
        .map_err(|refusal| {
            StoreError::Conflict(match refusal {
                FreeRoundRefusal::Expired => "free_rounds_expired",
                FreeRoundRefusal::UsedUp => "free_rounds_used_up",
                FreeRoundRefusal::OtherGame => "free_rounds_game",
                FreeRoundRefusal::OtherStake => "free_rounds_stake",
            })
        })?;
    let left: Option<i64> = query_scalar(
        "UPDATE casino_free_rounds SET rounds_left = rounds_left - 1 \
         WHERE id = $1 AND rounds_left > 0 RETURNING rounds_left",
    )
    .bind(id)
    .fetch_optional(db)
    .await?;
    if left.is_none() {
        return Err(StoreError::Conflict("free_rounds_used_up"));
    }
    Ok(())
}

/// Posts a free round's stake (or with `rollback`, gives it back): the operator's money.
async fn post_free_round(
    db: &mut dyn Executor,
    rollback: bool,
    open: &Open,
    key: String,
    cents: i64,
    at: DateTime<Utc>,
) -> StoreResult<Moved> {
    let tx = casino_rewards::free_round_transaction(rollback, open.currency, key, cents)
        .map_err(ledger_error)?;
    ledger::post_in(db, &tx, at).await?;
    Ok(Moved {
        credit_cents: 0,
        free_round: true,
    })
}

/// Posts a stake paid from cash and promotional credits as `split` says (or with `rollback`,
/// gives it back to the buckets it came from).
async fn post_split_stake(
    db: &mut dyn Executor,
    rollback: bool,
    open: &Open,
    key: String,
    split: StakeSplit,
    at: DateTime<Utc>,
) -> StoreResult<Moved> {
    let tx = casino_rewards::split_stake_transaction(
        rollback,
        &open.session.user_id,
        open.currency,
        key,
        split,
    )
    .map_err(ledger_error)?;
    if let Some(tx) = tx {
        ledger::post_in(db, &tx, at).await?;
    }
    Ok(Moved {
        credit_cents: split.credit,
        free_round: false,
    })
}

/// Moves the money of `call` (`cents`; for a rollback, of the debit `target` it gives back):
/// a real-money debit takes promotional credit first when allowed, then cash
/// (`InsufficientFunds(Cash)` when they do not cover it), or uses a free round; a credit pays
/// cash; a rollback gives each part back where it came from. Demo money moves on the
/// session's own balance.
async fn move_money(
    db: &mut dyn Executor,
    open: &Open,
    tx_id: &str,
    call: &WalletCall,
    target: Option<&TxRow>,
    cents: i64,
    at: DateTime<Utc>,
) -> StoreResult<Moved> {
    let key = || casino::ledger_key(&open.session.provider, tx_id);
    let user = &open.session.user_id;
    match open.session.mode {
        GameMode::Real => match call {
            WalletCall::Debit {
                free_rounds: Some(id),
                ..
            } => {
                use_free_round(db, open, id, cents, at).await?;
                post_free_round(db, false, open, key(), cents, at).await
            }
            WalletCall::Debit { .. } => {
                let purse = purse_in(db, user, open.currency).await?;
                let split = purse
                    .usage
                    .split(cents, purse.cash, purse.credit)
                    .ok_or(StoreError::InsufficientFunds(Bucket::Cash))?;
                post_split_stake(db, false, open, key(), split, at).await
            }
            WalletCall::Credit { .. } => {
                let tx = casino::ledger_transaction(
                    WalletKind::Credit,
                    user,
                    open.currency,
                    &open.session.provider,
                    tx_id,
                    cents,
                )
                .map_err(ledger_error)?;
                if let Some(tx) = tx {
                    ledger::post_in(db, &tx, at).await?;
                }
                Ok(Moved::default())
            }
            WalletCall::Rollback { .. } => {
                let Some(target) = target.filter(|_| cents > 0) else {
                    return Ok(Moved::default());
                };
                if let Some(id) = &target.free_rounds_id {
                    query(
                        "UPDATE casino_free_rounds SET rounds_left = rounds_left + 1 \
                         WHERE id = $1 AND rounds_left < rounds_granted",
                    )
                    .bind(id.as_str())
                    .execute(&mut *db)
                    .await?;
                    return post_free_round(db, true, open, key(), cents, at).await;
                }
                let split = StakeSplit {
                    credit: target.credit_cents,
                    cash: cents - target.credit_cents,
                };
                post_split_stake(db, true, open, key(), split, at).await
            }
        },
        GameMode::Demo => {
            if matches!(
                call,
                WalletCall::Debit {
                    free_rounds: Some(_),
                    ..
                }
            ) {
                return Err(StoreError::Conflict("free_rounds_game"));
            }
            let delta = if call.kind() == WalletKind::Debit {
                -cents
            } else {
                cents
            };
            let applied: Option<i64> = query_scalar(
                "UPDATE casino_sessions SET demo_balance_cents = demo_balance_cents + $1 \
                 WHERE id = $2 AND demo_balance_cents + $1 >= 0 RETURNING demo_balance_cents",
            )
            .bind(delta)
            .bind(open.session.id.as_str())
            .fetch_optional(db)
            .await?;
            if applied.is_none() {
                return Err(StoreError::InsufficientFunds(Bucket::Cash));
            }
            Ok(Moved::default())
        }
    }
}

/// Adds to a round's totals (a negative `staked` takes a rolled-back stake off);
/// `NotFound("casino_round")` when no debit opened the round.
async fn add_to_round(
    db: &mut dyn Executor,
    session: &GameSessionId,
    round_id: &str,
    staked: i64,
    won: i64,
    at: DateTime<Utc>,
) -> StoreResult<()> {
    let updated = query(
        "UPDATE casino_rounds SET staked_cents = staked_cents + $1, won_cents = won_cents + $2, \
         updated_at = $3 WHERE session_id = $4 AND round_id = $5",
    )
    .bind(staked)
    .bind(won)
    .bind(millis(at))
    .bind(session.as_str())
    .bind(round_id)
    .execute(db)
    .await?;
    if updated == 0 {
        return Err(StoreError::NotFound("casino_round"));
    }
    Ok(())
}

/// Refuses a real-money stake of `cents` that does not fit one of the player's spend or loss
/// `windows` (`Conflict("wager_limit")`). Where row locks exist the player's row is locked
/// first, so the stakes of two sessions of one player are checked one after the other.
async fn check_windows(
    db: &mut dyn Executor,
    user: &UserId,
    windows: &[WagerWindow],
    cents: i64,
) -> StoreResult<()> {
    if windows.is_empty() {
        return Ok(());
    }
    let lock = db.dialect().lock("FOR NO KEY UPDATE");
    if !lock.is_empty() {
        query(format!("SELECT 1 FROM users WHERE id = $1 {lock}"))
            .bind(user.as_str())
            .execute(&mut *db)
            .await?;
    }
    let used = window_usage(db, user, windows).await?;
    let pairs: Vec<(i64, i64)> = used
        .iter()
        .zip(windows)
        .map(|(u, w)| (*u, w.limit_cents))
        .collect();
    if checks::fits(cents, &pairs) {
        Ok(())
    } else {
        Err(StoreError::Conflict("wager_limit"))
    }
}

/// Counts real money a call moved for the spend and loss limits: a debit's stake, a credit's
/// or rollback's return.
async fn count_for_limits(
    db: &mut dyn Executor,
    open: &Open,
    tx_id: &str,
    kind: WalletKind,
    cents: i64,
    at: DateTime<Utc>,
) -> StoreResult<()> {
    let (stake, returned) = match kind {
        WalletKind::Debit => (cents, 0),
        WalletKind::Credit | WalletKind::Rollback | WalletKind::Voided => (0, cents),
    };
    query(
        "INSERT INTO rg_wager_activity (user_id, reference, stake_cents, return_cents, at) \
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (user_id, reference) DO NOTHING",
    )
    .bind(open.session.user_id.as_str())
    .bind(casino::ledger_key(&open.session.provider, tx_id))
    .bind(stake)
    .bind(returned)
    .bind(millis(at))
    .execute(db)
    .await?;
    Ok(())
}

/// One wallet call: see [`CasinoStore::casino_wallet`].
async fn wallet_call(
    db: &mut dyn Executor,
    user: UserId,
    session: GameSessionId,
    tx_id: String,
    call: WalletCall,
    windows: Vec<WagerWindow>,
    at: DateTime<Utc>,
) -> StoreResult<WalletAnswer> {
    casino::check_id(&tx_id).map_err(malformed)?;
    call.check().map_err(malformed)?;
    let lock = db.dialect().lock("FOR UPDATE");
    let open = session_of(db, &user, &session, lock).await?;
    let provider = open.session.provider.clone();
    // A debit or a credit claims its id at once, and a replay finds it taken (one statement
    // for the usual call); a rollback's effect depends on the call it names, so it looks for
    // its own id first. A refusal below undoes the claim with the rest.
    let mut claimed = None;
    if let WalletCall::Debit { cents, .. } | WalletCall::Credit { cents, .. } = &call {
        claimed = claim(db, &open, &tx_id, call.kind(), Some(&call), *cents, at).await?;
        if claimed.is_none() {
            return first_answer(db, &open, &tx_id, &call).await;
        }
    } else if let Some(first) = recorded(db, &provider, &tx_id).await? {
        return replayed(&first, &open, &call);
    }

    // What the call moves, and for a rollback the debit it gives back (its record).
    let (cents, rolled_back) = match &call {
        WalletCall::Debit {
            cents, free_rounds, ..
        } => {
            if open.session.closed_at.is_some() {
                return Err(StoreError::Conflict("game_session_closed"));
            }
            // A free round's stake is the operator's: the player's limits do not count it.
            if open.session.mode == GameMode::Real && free_rounds.is_none() {
                check_windows(db, &user, &windows, *cents).await?;
            }
            (*cents, None)
        }
        // A round no debit opened is found when its totals are updated below: the error
        // then undoes the whole call.
        WalletCall::Credit { cents, .. } => (*cents, None),
        WalletCall::Rollback { rolled_back_tx_id } => {
            let target = recorded(db, &provider, rolled_back_tx_id).await?;
            let found = target
                .as_ref()
                .map(|t| {
                    Ok::<_, StoreError>(RollbackTarget {
                        kind: t.kind()?,
                        cents: t.amount_cents,
                        rolled_back: t.rolled_back_by.is_some(),
                        same_session: t.session_id == session.as_str(),
                    })
                })
                .transpose()?;
            match casino::rollback_effect(found) {
                RollbackEffect::Refused => {
                    return Err(StoreError::Conflict("rolled_back_tx_id"));
                }
                RollbackEffect::Nothing => (0, None),
                RollbackEffect::Void => {
                    claim(
                        db,
                        &open,
                        rolled_back_tx_id,
                        WalletKind::Voided,
                        None,
                        0,
                        at,
                    )
                    .await?
                    .ok_or(StoreError::Conflict("rolled_back_tx_id"))?;
                    (0, None)
                }
                RollbackEffect::GiveBack(cents) => (cents, target.map(|t| (rolled_back_tx_id, t))),
            }
        }
    };

    let row_id = match claimed {
        Some(row_id) => row_id,
        None => match claim(db, &open, &tx_id, call.kind(), Some(&call), cents, at).await? {
            Some(row_id) => row_id,
            // Recorded meanwhile by a call in another session.
            None => return first_answer(db, &open, &tx_id, &call).await,
        },
    };
    let target = rolled_back.as_ref().map(|(_, t)| t);
    let moved = move_money(db, &open, &tx_id, &call, target, cents, at).await?;
    // A free round's stake is the operator's: the round shows no stake of the player's, and
    // the limits count neither it nor its rollback (its win counts, as every win does).
    let player_stake = if moved.free_round { 0 } else { cents };
    let counted = match call.kind() {
        WalletKind::Credit => cents,
        WalletKind::Debit | WalletKind::Rollback | WalletKind::Voided => player_stake,
    };
    if open.session.mode == GameMode::Real && counted > 0 {
        count_for_limits(db, &open, &tx_id, call.kind(), counted, at).await?;
    }
    match &call {
        WalletCall::Debit { round_id, .. } => {
            query(
                "INSERT INTO casino_rounds (session_id, round_id, staked_cents, won_cents, \
                 started_at, updated_at) VALUES ($1, $2, $3, 0, $4, $4) \
                 ON CONFLICT (session_id, round_id) DO UPDATE SET \
                 staked_cents = casino_rounds.staked_cents + excluded.staked_cents, \
                 updated_at = excluded.updated_at",
            )
            .bind(session.as_str())
            .bind(round_id.as_str())
            .bind(player_stake)
            .bind(millis(at))
            .execute(db)
            .await?;
        }
        WalletCall::Credit { round_id, cents } => {
            add_to_round(db, &session, round_id, 0, *cents, at).await?;
        }
        WalletCall::Rollback { .. } => {
            if let Some((debit_tx_id, debit)) = &rolled_back {
                let round_id = debit
                    .round_id
                    .clone()
                    .ok_or_else(|| corrupt("casino debit without round", &debit.session_id))?;
                query(
                    "UPDATE casino_transactions SET rolled_back_by = $1 \
                     WHERE provider = $2 AND provider_tx_id = $3",
                )
                .bind(tx_id.as_str())
                .bind(provider.as_str())
                .bind(debit_tx_id.as_str())
                .execute(db)
                .await?;
                add_to_round(db, &session, &round_id, -player_stake, 0, at).await?;
            }
        }
    }
    let (balance, bonus_cash) = session_purse_in(db, &open).await?;
    query(
        "UPDATE casino_transactions SET balance_after_cents = $1, credit_cents = $2, \
         free_rounds_id = COALESCE(free_rounds_id, $3) WHERE id = $4",
    )
    .bind(balance.cents)
    .bind(moved.credit_cents)
    .bind(
        target
            .filter(|_| moved.free_round)
            .and_then(|t| t.free_rounds_id.as_deref()),
    )
    .bind(row_id)
    .execute(db)
    .await?;
    Ok(WalletAnswer {
        balance,
        moved: Money::new(cents, open.currency),
        replayed: false,
        free_round: moved.free_round,
        jackpot: None,
        bonus_cash,
    })
}

/// One wallet call with its jackpot draw and the provider's round record: see
/// [`CasinoStore::casino_wallet`].
async fn wallet_order(db: &mut dyn Executor, order: WalletOrder) -> StoreResult<WalletAnswer> {
    let WalletOrder {
        user,
        session,
        provider_tx_id: tx_id,
        call,
        windows,
        jackpot,
        record,
        closing_credit,
        at,
    } = order;
    let round = call.round_id().unwrap_or_default().to_owned();
    let debit = call.kind() == WalletKind::Debit;
    // The round's win, as its own credit would be: its own row and replay.
    let close = match closing_credit {
        Some(_) if !debit => return Err(StoreError::Conflict("closing_credit")),
        Some(credit) => {
            let call = WalletCall::Credit {
                round_id: round.clone(),
                cents: credit.cents,
            };
            call.check()
                .map_err(|_| StoreError::Conflict("closing_credit"))?;
            Some((credit.provider_tx_id, call))
        }
        None => None,
    };
    let draw = crate::jackpot::checked(jackpot.filter(|_| debit))?;
    let (u, s, t) = (user.clone(), session.clone(), tx_id.clone());
    let answer = wallet_call(db, u, s, t, call, windows, at).await?;
    let mut answer =
        crate::jackpot::after_debit(db, &user, &session, &tx_id, &round, draw, answer, at).await?;
    if let Some((credit_tx, call)) = close {
        let (u, s) = (user.clone(), session.clone());
        let closed = wallet_call(db, u, s, credit_tx, call, Vec::new(), at).await?;
        answer.balance = closed.balance;
        answer.bonus_cash |= closed.bonus_cash;
    }
    if let Some(record) = record {
        if record.session_id != session {
            return Err(StoreError::Conflict("round_record"));
        }
        match save_round_record(db, record).await {
            // Kept by the first of these calls.
            Err(StoreError::Conflict("round_record")) if answer.replayed => {}
            kept => kept?,
        }
    }
    Ok(answer)
}

async fn open_game_session(db: &mut dyn Executor, new: NewGameSession) -> StoreResult<GameSession> {
    casino::check_id(&new.provider).map_err(malformed)?;
    casino::check_id(&new.game).map_err(malformed)?;
    let demo = (new.mode == GameMode::Demo).then_some(casino::DEMO_BALANCE_CENTS);
    let row: Option<SessionRow> = query_as(format!(
        "INSERT INTO casino_sessions (id, user_id, provider, game, mode, currency, \
         demo_balance_cents, login_session_id, opened_at) \
         SELECT $1, id, $2, $3, $4, currency, $5, $6, $7 FROM users WHERE id = $8 \
         RETURNING {SESSION_COLUMNS}"
    ))
    .bind(new.id.as_str())
    .bind(new.provider.as_str())
    .bind(new.game.as_str())
    .bind(new.mode.as_str())
    .bind(demo)
    .bind(new.login_session.as_ref().map(SessionId::as_str))
    .bind(millis(new.at))
    .bind(new.user_id.as_str())
    .fetch_optional(db)
    .await
    .map_err(|e| e.on_insert("game_session", "user"))?;
    let open = Open::try_from(row.ok_or(StoreError::NotFound("user"))?)?;
    Ok(open.session)
}

async fn close_game_session(
    db: &mut dyn Executor,
    user: UserId,
    id: GameSessionId,
    at: DateTime<Utc>,
) -> StoreResult<GameSession> {
    let row: Option<SessionRow> = query_as(format!(
        "UPDATE casino_sessions SET closed_at = COALESCE(closed_at, $1) \
         WHERE id = $2 AND user_id = $3 RETURNING {SESSION_COLUMNS}"
    ))
    .bind(millis(at))
    .bind(id.as_str())
    .bind(user.as_str())
    .fetch_optional(db)
    .await?;
    let open = Open::try_from(row.ok_or(StoreError::NotFound("game_session"))?)?;
    Ok(open.session)
}

async fn game_sessions(
    db: &mut dyn Executor,
    user: UserId,
    offset: u32,
    limit: u32,
) -> StoreResult<(Vec<GameSession>, u64)> {
    let rows: Vec<SessionRow> = query_as(format!(
        "SELECT {SESSION_COLUMNS} FROM casino_sessions WHERE user_id = $1 \
         ORDER BY opened_at DESC, id DESC LIMIT $2 OFFSET $3"
    ))
    .bind(user.as_str())
    .bind(limit)
    .bind(offset)
    .fetch_all(&mut *db)
    .await?;
    let total: i64 = query_scalar("SELECT COUNT(*) FROM casino_sessions WHERE user_id = $1")
        .bind(user.as_str())
        .fetch_one(db)
        .await?;
    let sessions = rows
        .into_iter()
        .map(|row| Open::try_from(row).map(|open| open.session))
        .collect::<StoreResult<_>>()?;
    Ok((sessions, u64::try_from(total).unwrap_or(0)))
}

row! {
    struct RecordRow {
        provider: String,
        round_id: String,
        session_id: String,
        game: String,
        status: String,
        record: String,
        started_at: i64,
        updated_at: i64,
    }
}

impl TryFrom<RecordRow> for RoundRecordRow {
    type Error = StoreError;

    fn try_from(row: RecordRow) -> StoreResult<Self> {
        let finished = match row.status.as_str() {
            "open" => false,
            "finished" => true,
            other => return Err(corrupt("round record status", other)),
        };
        Ok(RoundRecordRow {
            provider: row.provider,
            round_id: row.round_id,
            session_id: GameSessionId::from_raw(row.session_id),
            game: row.game,
            finished,
            record: row.record,
            started_at: instant(row.started_at)?,
            updated_at: instant(row.updated_at)?,
        })
    }
}

async fn save_round_record(db: &mut dyn Executor, record: RoundRecordRow) -> StoreResult<()> {
    casino::check_id(&record.provider).map_err(malformed)?;
    casino::check_id(&record.round_id).map_err(malformed)?;
    let status = if record.finished { "finished" } else { "open" };
    let written = query(
        "INSERT INTO casino_round_records (provider, round_id, session_id, game, status, record, \
         started_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) \
         ON CONFLICT (provider, round_id) DO UPDATE SET status = excluded.status, \
         record = excluded.record, updated_at = excluded.updated_at \
         WHERE casino_round_records.status = 'open' \
         AND casino_round_records.session_id = excluded.session_id",
    )
    .bind(record.provider.as_str())
    .bind(record.round_id.as_str())
    .bind(record.session_id.as_str())
    .bind(record.game.as_str())
    .bind(status)
    .bind(record.record.as_str())
    .bind(millis(record.started_at))
    .bind(millis(record.updated_at))
    .execute(db)
    .await
    .map_err(|e| e.on_insert("round_record", "game_session"))?;
    if written == 0 {
        return Err(StoreError::Conflict("round_record"));
    }
    Ok(())
}

async fn round_record(
    db: &mut dyn Executor,
    provider: String,
    round_id: String,
) -> StoreResult<Option<RoundRecordRow>> {
    let row: Option<RecordRow> = query_as(format!(
        "SELECT {RECORD_COLUMNS} FROM casino_round_records WHERE provider = $1 AND round_id = $2"
    ))
    .bind(provider.as_str())
    .bind(round_id.as_str())
    .fetch_optional(db)
    .await?;
    row.map(RoundRecordRow::try_from).transpose()
}

row! {
    struct StaleRow {
        provider: String,
        round_id: String,
        session_id: String,
        game: String,
        status: String,
        record: String,
        started_at: i64,
        updated_at: i64,
        user_id: String,
    }
}

async fn stale_round_records(
    db: &mut dyn Executor,
    provider: String,
    before: DateTime<Utc>,
    limit: u32,
) -> StoreResult<Vec<(RoundRecordRow, UserId)>> {
    let rows: Vec<StaleRow> = query_as(
        "SELECT r.provider, r.round_id, r.session_id, r.game, r.status, r.record, r.started_at, \
         r.updated_at, s.user_id FROM casino_round_records r \
         JOIN casino_sessions s ON s.id = r.session_id \
         WHERE r.provider = $1 AND r.status = 'open' AND r.updated_at < $2 \
         ORDER BY r.updated_at, r.round_id LIMIT $3",
    )
    .bind(provider.as_str())
    .bind(millis(before))
    .bind(limit)
    .fetch_all(db)
    .await?;
    rows.into_iter()
        .map(|row| {
            let user = UserId::from_raw(row.user_id);
            let record = RoundRecordRow::try_from(RecordRow {
                provider: row.provider,
                round_id: row.round_id,
                session_id: row.session_id,
                game: row.game,
                status: row.status,
                record: row.record,
                started_at: row.started_at,
                updated_at: row.updated_at,
            })?;
            Ok((record, user))
        })
        .collect()
}

async fn open_round_record(
    db: &mut dyn Executor,
    session: GameSessionId,
) -> StoreResult<Option<RoundRecordRow>> {
    let row: Option<RecordRow> = query_as(format!(
        "SELECT {RECORD_COLUMNS} FROM casino_round_records \
         WHERE session_id = $1 AND status = 'open' ORDER BY started_at DESC, round_id DESC LIMIT 1"
    ))
    .bind(session.as_str())
    .fetch_optional(db)
    .await?;
    row.map(RoundRecordRow::try_from).transpose()
}

row! {
    struct RoundRow {
        session_id: String,
        round_id: String,
        staked_cents: i64,
        won_cents: i64,
        started_at: i64,
        updated_at: i64,
        currency: String,
    }
}

async fn casino_rounds(
    db: &mut dyn Executor,
    user: UserId,
    session: GameSessionId,
    round: Option<String>,
) -> StoreResult<Vec<CasinoRound>> {
    let rows: Vec<RoundRow> = query_as(
        "SELECT r.session_id, r.round_id, r.staked_cents, r.won_cents, r.started_at, \
         r.updated_at, s.currency FROM casino_rounds r \
         JOIN casino_sessions s ON s.id = r.session_id \
         WHERE s.id = $1 AND s.user_id = $2 AND ($3 IS NULL OR r.round_id = $3) \
         ORDER BY r.started_at, r.round_id",
    )
    .bind(session.as_str())
    .bind(user.as_str())
    .bind(round)
    .fetch_all(db)
    .await?;
    rows.into_iter()
        .map(|row| {
            let currency = currency(&row.currency)?;
            Ok(CasinoRound {
                session_id: GameSessionId::from_raw(row.session_id),
                round_id: row.round_id,
                staked: Money::new(row.staked_cents, currency),
                won: Money::new(row.won_cents, currency),
                started_at: instant(row.started_at)?,
                updated_at: instant(row.updated_at)?,
            })
        })
        .collect()
}

/// Inserts a grant of free rounds (for a promotion's day when `promotion` is set); `None`
/// when that day's grant exists already. `NotFound("user")` for unknown users.
pub(crate) async fn insert_free_rounds(
    db: &mut dyn Executor,
    grant: NewFreeRounds,
    promotion: Option<(&str, NaiveDate)>,
) -> StoreResult<Option<FreeRounds>> {
    if grant.games.is_empty() || grant.games.iter().any(|g| g.is_empty() || g.contains(',')) {
        return Err(StoreError::Conflict("games"));
    }
    if grant.stake_cents <= 0 || grant.rounds == 0 {
        return Err(StoreError::Conflict("amount"));
    }
    let exists: Option<i64> = query_scalar("SELECT 1 FROM users WHERE id = $1")
        .bind(grant.user_id.as_str())
        .fetch_optional(&mut *db)
        .await?;
    if exists.is_none() {
        return Err(StoreError::NotFound("user"));
    }
    let id = RewardId::generate();
    let row: Option<FreeRoundsRow> = query_as(format!(
        "INSERT INTO casino_free_rounds (id, user_id, title, provider, games, stake_cents, \
         currency, rounds_granted, rounds_left, expires_at, granted_by, promotion_id, \
         promotion_day, created_at) \
         SELECT $1, id, $2, $3, $4, $5, currency, $6, $6, $7, $8, $9, $10, $11 \
         FROM users WHERE id = $12 \
         ON CONFLICT (user_id, promotion_id, promotion_day) WHERE promotion_id IS NOT NULL \
         DO NOTHING RETURNING {FREE_ROUNDS_COLUMNS}"
    ))
    .bind(id.as_str())
    .bind(grant.title.as_str())
    .bind(grant.provider.as_str())
    .bind(grant.games.join(","))
    .bind(grant.stake_cents)
    .bind(i64::from(grant.rounds))
    .bind(millis(grant.expires_at))
    .bind(grant.granted_by.as_str())
    .bind(promotion.map(|(p, _)| p))
    .bind(promotion.map(|(_, day)| day.format("%Y-%m-%d").to_string()))
    .bind(millis(grant.created_at))
    .bind(grant.user_id.as_str())
    .fetch_optional(db)
    .await?;
    row.map(FreeRounds::try_from).transpose()
}

async fn free_rounds(
    db: &mut dyn Executor,
    user: UserId,
    now: DateTime<Utc>,
) -> StoreResult<Vec<FreeRounds>> {
    let rows: Vec<FreeRoundsRow> = query_as(format!(
        "SELECT {FREE_ROUNDS_COLUMNS} FROM casino_free_rounds \
         WHERE user_id = $1 AND rounds_left > 0 AND expires_at > $2 \
         ORDER BY expires_at, id"
    ))
    .bind(user.as_str())
    .bind(millis(now))
    .fetch_all(db)
    .await?;
    rows.into_iter().map(FreeRounds::try_from).collect()
}

async fn daily_free_rounds(
    db: &mut dyn Executor,
    user: UserId,
    promotion: String,
    day: NaiveDate,
) -> StoreResult<Option<FreeRounds>> {
    let row: Option<FreeRoundsRow> = query_as(format!(
        "SELECT {FREE_ROUNDS_COLUMNS} FROM casino_free_rounds \
         WHERE user_id = $1 AND promotion_id = $2 AND promotion_day = $3"
    ))
    .bind(user.as_str())
    .bind(promotion.as_str())
    .bind(day.format("%Y-%m-%d").to_string())
    .fetch_optional(db)
    .await?;
    row.map(FreeRounds::try_from).transpose()
}

async fn free_to_play(db: &mut dyn Executor, id: String) -> StoreResult<Option<FreeToPlay>> {
    let row: Option<PromotionRow> = query_as(format!(
        "SELECT {PROMOTION_COLUMNS} FROM casino_promotions WHERE id = $1"
    ))
    .bind(id.as_str())
    .fetch_optional(db)
    .await?;
    row.map(FreeToPlay::try_from).transpose()
}

async fn save_free_to_play(
    db: &mut dyn Executor,
    p: FreeToPlay,
    at: DateTime<Utc>,
) -> StoreResult<()> {
    casino::check_id(&p.id).map_err(malformed)?;
    if p.rounds_per_day == 0 || p.stake_cents <= 0 {
        return Err(StoreError::Conflict("amount"));
    }
    if p.ends_at <= p.starts_at {
        return Err(StoreError::Conflict("window"));
    }
    query(
        "INSERT INTO casino_promotions (id, title, description, provider, game, rounds_per_day, \
         stake_cents, starts_at, ends_at, updated_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (id) DO UPDATE SET \
         title = excluded.title, description = excluded.description, \
         provider = excluded.provider, game = excluded.game, \
         rounds_per_day = excluded.rounds_per_day, stake_cents = excluded.stake_cents, \
         starts_at = excluded.starts_at, ends_at = excluded.ends_at, \
         updated_at = excluded.updated_at",
    )
    .bind(p.id.as_str())
    .bind(p.title.as_str())
    .bind(p.description.as_str())
    .bind(p.provider.as_str())
    .bind(p.game.as_str())
    .bind(i64::from(p.rounds_per_day))
    .bind(p.stake_cents)
    .bind(millis(p.starts_at))
    .bind(millis(p.ends_at))
    .bind(millis(at))
    .execute(db)
    .await?;
    Ok(())
}

async fn grant_daily_free_rounds(
    db: &mut dyn Executor,
    user: UserId,
    promotion: String,
    now: DateTime<Utc>,
) -> StoreResult<FreeRounds> {
    let p = free_to_play(db, promotion.clone())
        .await?
        .ok_or(StoreError::NotFound("promotion"))?;
    if !p.running(now) {
        return Err(StoreError::Conflict("promotion_not_running"));
    }
    let day = casino_rewards::eastern_day(now);
    if let Some(granted) = daily_free_rounds(db, user.clone(), promotion.clone(), day).await? {
        return Ok(granted);
    }
    let grant = NewFreeRounds {
        user_id: user.clone(),
        title: p.title.clone(),
        provider: p.provider.clone(),
        games: vec![p.game.clone()],
        stake_cents: p.stake_cents,
        rounds: p.rounds_per_day,
        expires_at: p.grant_expiry(now),
        granted_by: format!("promotion:{}", p.id),
        created_at: now,
    };
    if let Some(granted) = insert_free_rounds(db, grant, Some((&p.id, day))).await? {
        return Ok(granted);
    }
    // Granted meanwhile by a concurrent call.
    daily_free_rounds(db, user, promotion, day)
        .await?
        .ok_or(StoreError::Conflict("free_rounds"))
}

async fn mark_casino_visited(
    db: &mut dyn Executor,
    user: UserId,
    at: DateTime<Utc>,
) -> StoreResult<bool> {
    let inserted = query(
        "INSERT INTO casino_visits (user_id, first_visited_at) VALUES ($1, $2) \
         ON CONFLICT (user_id) DO NOTHING",
    )
    .bind(user.as_str())
    .bind(millis(at))
    .execute(db)
    .await
    .map_err(|e| e.on_insert("casino_visit", "user"))?;
    Ok(inserted > 0)
}

#[async_trait]
impl<B: Backend> CasinoStore for SqlStore<B> {
    async fn open_game_session(&self, session: NewGameSession) -> StoreResult<GameSession> {
        self.write(move |db| Box::pin(open_game_session(db, session)))
            .await
    }

    async fn close_game_session(
        &self,
        user: &UserId,
        session: &GameSessionId,
        at: DateTime<Utc>,
    ) -> StoreResult<GameSession> {
        let (user, session) = (user.clone(), session.clone());
        self.write(move |db| Box::pin(close_game_session(db, user, session, at)))
            .await
    }

    async fn casino_balance(&self, user: &UserId, session: &GameSessionId) -> StoreResult<Money> {
        let (user, session) = (user.clone(), session.clone());
        self.read(move |db| {
            Box::pin(async move {
                let open = session_of(db, &user, &session, "").await?;
                balance_in(db, &open).await
            })
        })
        .await
    }

    async fn casino_wallet(&self, order: WalletOrder) -> StoreResult<WalletAnswer> {
        self.write(move |db| Box::pin(wallet_order(db, order)))
            .await
    }

    async fn game_sessions(
        &self,
        user: &UserId,
        offset: u32,
        limit: u32,
    ) -> StoreResult<(Vec<GameSession>, u64)> {
        let user = user.clone();
        self.read(move |db| Box::pin(game_sessions(db, user, offset, limit)))
            .await
    }

    async fn game_session(
        &self,
        user: &UserId,
        session: &GameSessionId,
    ) -> StoreResult<Option<GameSession>> {
        let (user, session) = (user.clone(), session.clone());
        self.read(move |db| {
            Box::pin(async move {
                match session_of(db, &user, &session, "").await {
                    Ok(open) => Ok(Some(open.session)),
                    Err(StoreError::NotFound(_)) => Ok(None),
                    Err(e) => Err(e),
                }
            })
        })
        .await
    }

    async fn stake_account(
        &self,
        user: &UserId,
        session: &GameSessionId,
        now: DateTime<Utc>,
    ) -> StoreResult<Option<StakeAccount>> {
        let (user, session) = (user.clone(), session.clone());
        self.snapshot(move |db| {
            Box::pin(async move {
                let session = match session_of(db, &user, &session, "").await {
                    Ok(open) => open.session,
                    Err(StoreError::NotFound(_)) => return Ok(None),
                    Err(e) => return Err(e),
                };
                let Some(account) =
                    crate::identity::user_where(db, "id = $1", user.to_string()).await?
                else {
                    return Ok(None);
                };
                let authorisation = match &session.login_session {
                    Some(login) => crate::geolocation::geo_authorisation_in(db, login).await?,
                    None => None,
                };
                Ok(Some(StakeAccount {
                    session,
                    user: account,
                    exclusions: crate::responsible_gaming::exclusions_in(db, &user).await?,
                    restrictions: crate::responsible_gaming::active_casino_restrictions_in(
                        db,
                        user.clone(),
                        now,
                    )
                    .await?,
                    acknowledgement: crate::payments::pending_acknowledgement_in(db, &user).await?,
                    pending_w2g: crate::tax::pending_w2g_form(db, user.clone()).await?,
                    authorisation,
                    limits: crate::responsible_gaming::limits_in(db, &user).await?,
                }))
            })
        })
        .await
    }

    async fn save_round_record(&self, record: RoundRecordRow) -> StoreResult<()> {
        self.write(move |db| Box::pin(save_round_record(db, record)))
            .await
    }

    async fn round_record(
        &self,
        provider: &str,
        round_id: &str,
    ) -> StoreResult<Option<RoundRecordRow>> {
        let (provider, round_id) = (provider.to_owned(), round_id.to_owned());
        self.read(move |db| Box::pin(round_record(db, provider, round_id)))
            .await
    }

    async fn stale_round_records(
        &self,
        provider: &str,
        before: DateTime<Utc>,
        limit: u32,
    ) -> StoreResult<Vec<(RoundRecordRow, UserId)>> {
        let provider = provider.to_owned();
        self.read(move |db| Box::pin(stale_round_records(db, provider, before, limit)))
            .await
    }

    async fn open_round_record(
        &self,
        session: &GameSessionId,
    ) -> StoreResult<Option<RoundRecordRow>> {
        let session = session.clone();
        self.read(move |db| Box::pin(open_round_record(db, session)))
            .await
    }

    async fn casino_rounds(
        &self,
        user: &UserId,
        session: &GameSessionId,
    ) -> StoreResult<Vec<CasinoRound>> {
        let (user, session) = (user.clone(), session.clone());
        self.read(move |db| Box::pin(casino_rounds(db, user, session, None)))
            .await
    }

    async fn casino_round(
        &self,
        user: &UserId,
        session: &GameSessionId,
        round_id: &str,
    ) -> StoreResult<Option<CasinoRound>> {
        let (user, session, round) = (user.clone(), session.clone(), round_id.to_owned());
        let rounds = self
            .read(move |db| Box::pin(casino_rounds(db, user, session, Some(round))))
            .await?;
        Ok(rounds.into_iter().next())
    }

    async fn grant_free_rounds(&self, grant: NewFreeRounds) -> StoreResult<FreeRounds> {
        self.write(move |db| {
            Box::pin(async move {
                insert_free_rounds(db, grant, None)
                    .await?
                    .ok_or(StoreError::Conflict("free_rounds"))
            })
        })
        .await
    }

    async fn free_rounds(&self, user: &UserId, now: DateTime<Utc>) -> StoreResult<Vec<FreeRounds>> {
        let user = user.clone();
        self.read(move |db| Box::pin(free_rounds(db, user, now)))
            .await
    }

    async fn save_free_to_play(&self, promotion: FreeToPlay, at: DateTime<Utc>) -> StoreResult<()> {
        self.write(move |db| Box::pin(save_free_to_play(db, promotion, at)))
            .await
    }

    async fn free_to_play(&self, id: &str) -> StoreResult<Option<FreeToPlay>> {
        let id = id.to_owned();
        self.read(move |db| Box::pin(free_to_play(db, id))).await
    }

    async fn grant_daily_free_rounds(
        &self,
        user: &UserId,
        promotion: &str,
        now: DateTime<Utc>,
    ) -> StoreResult<FreeRounds> {
        let (user, promotion) = (user.clone(), promotion.to_owned());
        self.write(move |db| Box::pin(grant_daily_free_rounds(db, user, promotion, now)))
            .await
    }

    async fn daily_free_rounds(
        &self,
        user: &UserId,
        promotion: &str,
        day: NaiveDate,
    ) -> StoreResult<Option<FreeRounds>> {
        let (user, promotion) = (user.clone(), promotion.to_owned());
        self.read(move |db| Box::pin(daily_free_rounds(db, user, promotion, day)))
            .await
    }

    async fn mark_casino_visited(&self, user: &UserId, at: DateTime<Utc>) -> StoreResult<bool> {
        let user = user.clone();
        self.write(move |db| Box::pin(mark_casino_visited(db, user, at)))
            .await
    }

    async fn casino_visited(&self, user: &UserId) -> StoreResult<bool> {
        let user = user.clone();
        self.read(move |db| {
            Box::pin(async move {
                let seen: Option<i64> =
                    query_scalar("SELECT 1 FROM casino_visits WHERE user_id = $1")
                        .bind(user.as_str())
                        .fetch_optional(db)
                        .await?;
                Ok(seen.is_some())
            })
        })
        .await
    }
}
