//! [`store::JackpotStore`] and the jackpot part of a wallet debit: pools (`casino_jackpots`)
//! whose amount only changes together with a posting to House(Jackpot) in the same
//! transaction, and their hits (`casino_jackpot_hits`, one per debit at most).
//!
//! A debit's jackpot step ([`after_debit`]) runs in the debit's own unit of work, after the
//! wallet call moved the stake: it locks the pool's row (so the contributions and hits of one
//! pool run one after another and a pool is paid once), posts the contribution, and on a hit
//! pays the pool and funds it again. Its house postings use the player's house rows
//! ([`ledger::post_in_for`]), which the stake's posting holds already, so the step takes no
//! house row another unit of work could hold while waiting for this pool.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::casino::{self as casino_rules, GameMode};
use domain::ids::{GameSessionId, JackpotHitId, UserId};
use domain::jackpot::{self, JackpotDraw};
use domain::money::{Currency, Money};
use store::{
    JackpotHit, JackpotPool, JackpotStore, JackpotWin, StoreError, StoreResult, WalletAnswer,
};

use crate::SqlStore;
use crate::casino::{balance_in, session_of};
use crate::convert::{corrupt, count, currency, instant, millis};
use crate::db::{Backend, Executor, query, query_as};
use crate::ledger;
use crate::row;

/// Columns of `casino_jackpots` read into [`PoolRow`].
const POOL_COLUMNS: &str = "slug, currency, amount_cents, funded_cents, contributed_cents, \
     paid_cents, hits, updated_at";

/// Columns of `casino_jackpot_hits` read into [`HitRow`].
const HIT_COLUMNS: &str = "id, slug, user_id, session_id, round_id, amount_cents, currency, at";

row! {
    struct PoolRow {
        slug: String,
        currency: String,
        amount_cents: i64,
        funded_cents: i64,
        contributed_cents: i64,
        paid_cents: i64,
        hits: i64,
        updated_at: i64,
    }
}

impl TryFrom<PoolRow> for JackpotPool {
    type Error = StoreError;

    fn try_from(row: PoolRow) -> StoreResult<Self> {
        let c = currency(&row.currency)?;
        Ok(JackpotPool {
            slug: row.slug,
            amount: Money::new(row.amount_cents, c),
            funded: Money::new(row.funded_cents, c),
            contributed: Money::new(row.contributed_cents, c),
            paid: Money::new(row.paid_cents, c),
            hits: count(row.hits)?,
            updated_at: instant(row.updated_at)?,
        })
    }
}

row! {
    struct HitRow {
        id: String,
        slug: String,
        user_id: String,
        session_id: String,
        round_id: String,
        amount_cents: i64,
        currency: String,
        at: i64,
    }
}

impl TryFrom<HitRow> for JackpotHit {
    type Error = StoreError;

    fn try_from(row: HitRow) -> StoreResult<Self> {
        Ok(JackpotHit {
            amount: Money::new(row.amount_cents, currency(&row.currency)?),
            id: row.id,
            slug: row.slug,
            user_id: UserId::from_raw(row.user_id),
            session_id: GameSessionId::from_raw(row.session_id),
            round_id: row.round_id,
            at: instant(row.at)?,
        })
    }
}

fn ledger_error(e: domain::ledger::LedgerError) -> StoreError {
    StoreError::Backend(format!("jackpot ledger transaction: {e}"))
}

/// A debit's draw, checked before anything is written (`Conflict("jackpot")`).
pub(crate) fn checked(draw: Option<JackpotDraw>) -> StoreResult<Option<JackpotDraw>> {
    if let Some(d) = &draw {
        d.check().map_err(|_| StoreError::Conflict("jackpot"))?;
    }
    Ok(draw)
}

/// `slug`'s pool, locked with `lock` (a row-lock clause, or nothing).
async fn pool(db: &mut dyn Executor, slug: &str, lock: &str) -> StoreResult<Option<PoolRow>> {
    Ok(query_as(format!(
        "SELECT {POOL_COLUMNS} FROM casino_jackpots WHERE slug = $1 {lock}"
    ))
    .bind(slug)
    .fetch_optional(db)
    .await?)
}

/// The hit a debit (by its casino ledger key) made, if any.
async fn hit_of_debit(db: &mut dyn Executor, debit_key: &str) -> StoreResult<Option<JackpotWin>> {
    let row: Option<HitRow> = query_as(format!(
        "SELECT {HIT_COLUMNS} FROM casino_jackpot_hits WHERE debit_key = $1"
    ))
    .bind(debit_key)
    .fetch_optional(db)
    .await?;
    Ok(row
        .map(JackpotHit::try_from)
        .transpose()?
        .map(|hit| JackpotWin {
            hit_id: hit.id,
            slug: hit.slug,
            amount: hit.amount,
        }))
}

/// The jackpot step of a wallet call (see [`store::CasinoStore::casino_wallet`]): `draw` is
/// set for a debit on a game feeding a jackpot; `round_id` is the debit's round. A replay
/// answers the hit its first call made; a free round, demo money or another currency than
/// the pool's leaves the pool alone. On a hit the answer's balance is read again and kept as
/// the debit's recorded answer, so a replay answers it too.
#[allow(clippy::too_many_arguments)]
pub(crate) async fn after_debit(
    db: &mut dyn Executor,
    user: &UserId,
    session: &GameSessionId,
    tx_id: &str,
    round_id: &str,
    draw: Option<JackpotDraw>,
    mut answer: WalletAnswer,
    at: DateTime<Utc>,
) -> StoreResult<WalletAnswer> {
    let Some(draw) = draw else {
        return Ok(answer);
    };
    if answer.free_round {
        return Ok(answer);
    }
    let open = session_of(db, user, session, "").await?;
    if open.session.mode != GameMode::Real {
        return Ok(answer);
    }
    let debit_key = casino_rules::ledger_key(&open.session.provider, tx_id);
    if answer.replayed {
        answer.jackpot = hit_of_debit(db, &debit_key).await?;
        return Ok(answer);
    }
    let lock = db.dialect().lock("FOR UPDATE");
    let pool = pool(db, &draw.slug, lock)
        .await?
        .ok_or(StoreError::NotFound("jackpot"))?;
    if currency(&pool.currency)? != open.currency {
        return Ok(answer);
    }
    let stake = answer.moved.cents;
    let share = draw.contribution(stake);
    let mut amount = pool.amount_cents;
    if share > 0 {
        let tx = jackpot::contribution_transaction(&draw.slug, open.currency, &debit_key, share)
            .map_err(ledger_error)?;
        ledger::post_in_for(db, &tx, at, user).await?;
        query(
            "UPDATE casino_jackpots SET amount_cents = amount_cents + $1, \
             contributed_cents = contributed_cents + $1, updated_at = $2 WHERE slug = $3",
        )
        .bind(share)
        .bind(millis(at))
        .bind(draw.slug.as_str())
        .execute(&mut *db)
        .await?;
        amount += share;
    }
    if !draw.hits(stake) {
        return Ok(answer);
    }

    let hit_id = JackpotHitId::generate();
    let win = jackpot::win_transaction(&draw.slug, user, open.currency, hit_id.as_str(), amount)
        .map_err(ledger_error)?;
    ledger::post_in(db, &win, at).await?;
    let reseed = jackpot::seed_transaction(
        &draw.slug,
        open.currency,
        count(pool.hits)? + 1,
        draw.seed_cents,
    )
    .map_err(ledger_error)?;
    ledger::post_in_for(db, &reseed, at, user).await?;
    query(
        "UPDATE casino_jackpots SET amount_cents = amount_cents - $1 + $2, \
         paid_cents = paid_cents + $1, funded_cents = funded_cents + $2, hits = hits + 1, \
         updated_at = $3 WHERE slug = $4",
    )
    .bind(amount)
    .bind(draw.seed_cents)
    .bind(millis(at))
    .bind(draw.slug.as_str())
    .execute(&mut *db)
    .await?;
    query(
        "INSERT INTO casino_jackpot_hits (id, slug, user_id, session_id, round_id, debit_key, \
         amount_cents, currency, at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
    )
    .bind(hit_id.as_str())
    .bind(draw.slug.as_str())
    .bind(user.as_str())
    .bind(session.as_str())
    .bind(round_id)
    .bind(debit_key.as_str())
    .bind(amount)
    .bind(open.currency.code())
    .bind(millis(at))
    .execute(&mut *db)
    .await?;
    let balance = balance_in(db, &open).await?;
    query(
        "UPDATE casino_transactions SET balance_after_cents = $1 \
         WHERE provider = $2 AND provider_tx_id = $3",
    )
    .bind(balance.cents)
    .bind(open.session.provider.as_str())
    .bind(tx_id)
    .execute(db)
    .await?;
    answer.balance = balance;
    answer.jackpot = Some(JackpotWin {
        hit_id: hit_id.to_string(),
        slug: draw.slug,
        amount: Money::new(amount, open.currency),
    });
    Ok(answer)
}

async fn ensure_jackpot(
    db: &mut dyn Executor,
    slug: String,
    currency: Currency,
    seed_cents: i64,
    at: DateTime<Utc>,
) -> StoreResult<JackpotPool> {
    jackpot::check_slug(&slug).map_err(|_| StoreError::Conflict("jackpot"))?;
    if seed_cents <= 0 {
        return Err(StoreError::Conflict("jackpot"));
    }
    let created = query(
        "INSERT INTO casino_jackpots (slug, currency, amount_cents, funded_cents, \
         contributed_cents, paid_cents, hits, updated_at) VALUES ($1, $2, 0, 0, 0, 0, 0, $3) \
         ON CONFLICT (slug) DO NOTHING",
    )
    .bind(slug.as_str())
    .bind(currency.code())
    .bind(millis(at))
    .execute(&mut *db)
    .await?;
    if created > 0 {
        let seed =
            jackpot::seed_transaction(&slug, currency, 0, seed_cents).map_err(ledger_error)?;
        ledger::post_in(db, &seed, at).await?;
        query(
            "UPDATE casino_jackpots SET amount_cents = amount_cents + $1, \
             funded_cents = funded_cents + $1 WHERE slug = $2",
        )
        .bind(seed_cents)
        .bind(slug.as_str())
        .execute(&mut *db)
        .await?;
    }
    pool(db, &slug, "")
        .await?
        .ok_or_else(|| corrupt("jackpot pool", &slug))?
        .try_into()
}

#[async_trait]
impl<B: Backend> JackpotStore for SqlStore<B> {
    async fn ensure_jackpot(
        &self,
        slug: &str,
        currency: Currency,
        seed_cents: i64,
        at: DateTime<Utc>,
    ) -> StoreResult<JackpotPool> {
        let slug = slug.to_owned();
        self.write(move |db| Box::pin(ensure_jackpot(db, slug, currency, seed_cents, at)))
            .await
    }

    async fn jackpots(&self) -> StoreResult<Vec<JackpotPool>> {
        self.read(|db| {
            Box::pin(async move {
                let rows: Vec<PoolRow> = query_as(format!(
                    "SELECT {POOL_COLUMNS} FROM casino_jackpots ORDER BY slug"
                ))
                .fetch_all(db)
                .await?;
                rows.into_iter().map(JackpotPool::try_from).collect()
            })
        })
        .await
    }

    async fn last_jackpot_hit(&self, slug: &str) -> StoreResult<Option<JackpotHit>> {
        let slug = slug.to_owned();
        self.read(move |db| {
            Box::pin(async move {
                let row: Option<HitRow> = query_as(format!(
                    "SELECT {HIT_COLUMNS} FROM casino_jackpot_hits WHERE slug = $1 \
                     ORDER BY at DESC, id DESC LIMIT 1"
                ))
                .bind(slug.as_str())
                .fetch_optional(db)
                .await?;
                row.map(JackpotHit::try_from).transpose()
            })
        })
        .await
    }

    async fn session_jackpot_hits(
        &self,
        user: &UserId,
        session: &GameSessionId,
    ) -> StoreResult<Vec<JackpotHit>> {
        let (user, session) = (user.clone(), session.clone());
        self.read(move |db| {
            Box::pin(async move {
                let rows: Vec<HitRow> = query_as(format!(
                    "SELECT {HIT_COLUMNS} FROM casino_jackpot_hits \
                     WHERE session_id = $1 AND user_id = $2 ORDER BY at, id"
                ))
                .bind(session.as_str())
                .bind(user.as_str())
                .fetch_all(db)
                .await?;
                rows.into_iter().map(JackpotHit::try_from).collect()
            })
        })
        .await
    }
}
