//! [`store::CasinoStore`]: the seamless wallet's game sessions, provider transactions and
//! rounds. Every wallet call reads its session under a row lock first (where row locks
//! exist; elsewhere a write holds the whole database), so the calls of one session run one
//! after another; then it claims its provider transaction id with one insert on the unique
//! `(provider, provider_tx_id)` key (a concurrent call with the same id in another session
//! waits for it and then finds it), moves the money through [`ledger::post_in`] (whose
//! conditional balance update refuses an overdraft, also between sessions) or the demo
//! balance's conditional update, counts real money for the spend and loss limits, updates the
//! round and records the balance it answers. A real-money debit re-checks the player's spend
//! and loss windows first, under a lock on the player's row. A refusal is an error, so nothing
//! of it is written. Locks are taken in one order: session, player, transaction ids, ledger
//! accounts by key, round.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::casino::{
    self, GameMode, Replay, RollbackEffect, RollbackTarget, WalletCall, WalletError, WalletKind,
};
use domain::ids::{GameSessionId, SessionId, UserId};
use domain::ledger::Bucket;
use domain::money::{Currency, Money};
use domain::responsible_gaming::checks;
use store::{
    CasinoRound, CasinoStore, GameSession, NewGameSession, RoundRecordRow, StoreError, StoreResult,
    WagerWindow, WalletAnswer,
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
     balance_after_cents";

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
struct Open {
    session: GameSession,
    currency: Currency,
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
async fn session_of(
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
async fn balance_in(db: &mut dyn Executor, open: &Open) -> StoreResult<Money> {
    let cents = match open.session.mode {
        GameMode::Real => {
            ledger::balances_in(db, &open.session.user_id, open.currency)
                .await?
                .cash
                .cents
        }
        GameMode::Demo => {
            query_scalar("SELECT demo_balance_cents FROM casino_sessions WHERE id = $1")
                .bind(open.session.id.as_str())
                .fetch_one(db)
                .await?
        }
    };
    Ok(Money::new(cents, open.currency))
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
        }),
        Replay::RolledBack => Err(StoreError::Conflict("rolled_back")),
        Replay::Conflict => Err(StoreError::Conflict("provider_tx_id")),
    }
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
    Ok(query_scalar(
        "INSERT INTO casino_transactions (provider, provider_tx_id, session_id, kind, \
         round_id, amount_cents, rolled_back_tx_id, balance_after_cents, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, 0, $8) \
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
    .fetch_optional(db)
    .await?)
}

/// Moves `cents` of a call of `kind` (a debit out of the balance, anything else into it):
/// `InsufficientFunds(Cash)` when a debit would take the balance below zero.
async fn move_money(
    db: &mut dyn Executor,
    open: &Open,
    tx_id: &str,
    kind: WalletKind,
    cents: i64,
    at: DateTime<Utc>,
) -> StoreResult<()> {
    match open.session.mode {
        GameMode::Real => {
            let tx = casino::ledger_transaction(
                kind,
                &open.session.user_id,
                open.currency,
                &open.session.provider,
                tx_id,
                cents,
            )
            .map_err(|e| StoreError::Backend(format!("casino ledger transaction: {e}")))?;
            if let Some(tx) = tx {
                ledger::post_in(db, &tx, at).await?;
            }
        }
        GameMode::Demo => {
            let delta = if kind == WalletKind::Debit {
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
        }
    }
    Ok(())
}

/// Adds to a round's totals (a negative `staked` takes a rolled-back stake off).
async fn add_to_round(
    db: &mut dyn Executor,
    session: &GameSessionId,
    round_id: &str,
    staked: i64,
    won: i64,
    at: DateTime<Utc>,
) -> StoreResult<()> {
    query(
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
    if let Some(first) = recorded(db, &provider, &tx_id).await? {
        return replayed(&first, &open, &call);
    }

    // What the call moves, and for a rollback the debit it gives back (its round).
    let (cents, rolled_back) = match &call {
        WalletCall::Debit { cents, .. } => {
            if open.session.closed_at.is_some() {
                return Err(StoreError::Conflict("game_session_closed"));
            }
            if open.session.mode == GameMode::Real {
                check_windows(db, &user, &windows, *cents).await?;
            }
            (*cents, None)
        }
        WalletCall::Credit { round_id, cents } => {
            let known: Option<i64> =
                query_scalar("SELECT 1 FROM casino_rounds WHERE session_id = $1 AND round_id = $2")
                    .bind(session.as_str())
                    .bind(round_id.as_str())
                    .fetch_optional(db)
                    .await?;
            if known.is_none() {
                return Err(StoreError::NotFound("casino_round"));
            }
            (*cents, None)
        }
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
                RollbackEffect::GiveBack(cents) => (
                    cents,
                    target
                        .and_then(|t| t.round_id)
                        .map(|round| (rolled_back_tx_id, round)),
                ),
            }
        }
    };

    let Some(row_id) = claim(db, &open, &tx_id, call.kind(), Some(&call), cents, at).await? else {
        // Recorded meanwhile by a call in another session.
        let first = recorded(db, &provider, &tx_id)
            .await?
            .ok_or(StoreError::Conflict("provider_tx_id"))?;
        return replayed(&first, &open, &call);
    };
    move_money(db, &open, &tx_id, call.kind(), cents, at).await?;
    if open.session.mode == GameMode::Real && cents > 0 {
        count_for_limits(db, &open, &tx_id, call.kind(), cents, at).await?;
    }
    match &call {
        WalletCall::Debit { round_id, cents } => {
            query(
                "INSERT INTO casino_rounds (session_id, round_id, staked_cents, won_cents, \
                 started_at, updated_at) VALUES ($1, $2, $3, 0, $4, $4) \
                 ON CONFLICT (session_id, round_id) DO UPDATE SET \
                 staked_cents = casino_rounds.staked_cents + excluded.staked_cents, \
                 updated_at = excluded.updated_at",
            )
            .bind(session.as_str())
            .bind(round_id.as_str())
            .bind(*cents)
            .bind(millis(at))
            .execute(db)
            .await?;
        }
        WalletCall::Credit { round_id, cents } => {
            add_to_round(db, &session, round_id, 0, *cents, at).await?;
        }
        WalletCall::Rollback { .. } => {
            if let Some((debit_tx_id, round_id)) = rolled_back {
                query(
                    "UPDATE casino_transactions SET rolled_back_by = $1 \
                     WHERE provider = $2 AND provider_tx_id = $3",
                )
                .bind(tx_id.as_str())
                .bind(provider.as_str())
                .bind(debit_tx_id.as_str())
                .execute(db)
                .await?;
                add_to_round(db, &session, &round_id, -cents, 0, at).await?;
            }
        }
    }
    let balance = balance_in(db, &open).await?;
    query("UPDATE casino_transactions SET balance_after_cents = $1 WHERE id = $2")
        .bind(balance.cents)
        .bind(row_id)
        .execute(db)
        .await?;
    Ok(WalletAnswer {
        balance,
        moved: Money::new(cents, open.currency),
        replayed: false,
    })
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

    async fn casino_wallet(
        &self,
        user: &UserId,
        session: &GameSessionId,
        provider_tx_id: &str,
        call: WalletCall,
        windows: &[WagerWindow],
        at: DateTime<Utc>,
    ) -> StoreResult<WalletAnswer> {
        let (user, session, tx_id) = (user.clone(), session.clone(), provider_tx_id.to_owned());
        let windows = windows.to_vec();
        self.write(move |db| Box::pin(wallet_call(db, user, session, tx_id, call, windows, at)))
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
}
