//! [`store::BonusCashStore`]: bonus cash grants (`promotion_bonus_cash`, written by an award)
//! and the wagers counted towards them (`promotion_bonus_cash_wagers`, one row per source).
//!
//! A unit of work that changes a grant locks its row first (`FOR UPDATE OF b`, re-read after
//! the wait: a grant that converted or expired meanwhile is no longer active) and only then
//! claims a wager's row or posts to the ledger, so every path takes a bettor's grant before
//! their ledger rows and none waits for a grant while holding a balance. Each bettor's wagers
//! are one transaction of their own.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::bonus_cash;
use domain::ids::{BonusCashId, PromotionAwardId, PromotionId, UserId};
use domain::ledger::{
    AccountRef, BalancedTransaction, Bucket, HouseAccount, Owner, TransactionKind,
};
use domain::money::{Currency, Money};
use std::collections::BTreeMap;
use store::{BonusCash, BonusCashStatus, BonusCashStore, BonusCashWager, StoreError, StoreResult};

use crate::SqlStore;
use crate::convert::{corrupt, currency, instant, millis};
use crate::db::{Backend, Executor, List, query, query_as, query_scalar};
use crate::ledger;
use crate::row;

/// The grant's columns (table alias `b`) with its promotion (alias `a`, the award).
const COLUMNS: &str = "b.id, b.award_id, a.promotion_id, b.user_id, b.currency, b.amount_cents, \
     b.remaining_cents, b.play_through_cents, b.wagered_cents, b.status, b.chosen_at, \
     b.expires_at, b.created_at";
const FROM: &str = "promotion_bonus_cash b JOIN promotion_awards a ON a.id = b.award_id";
/// The order in which active grants play (`domain::bonus_cash::plays_first`).
const PLAY_ORDER: &str = "b.chosen_at DESC, b.created_at, b.id";

row! {
    struct BonusCashRow {
        id: String,
        award_id: String,
        promotion_id: String,
        user_id: String,
        currency: String,
        amount_cents: i64,
        remaining_cents: i64,
        play_through_cents: i64,
        wagered_cents: i64,
        status: String,
        chosen_at: i64,
        expires_at: i64,
        created_at: i64,
    }
}

impl TryFrom<BonusCashRow> for BonusCash {
    type Error = StoreError;

    fn try_from(row: BonusCashRow) -> StoreResult<Self> {
        let c = currency(&row.currency)?;
        Ok(BonusCash {
            id: BonusCashId::from_raw(row.id),
            award_id: PromotionAwardId::from_raw(row.award_id),
            promotion_id: PromotionId::from_raw(row.promotion_id),
            user_id: UserId::from_raw(row.user_id),
            amount: Money::new(row.amount_cents, c),
            remaining: Money::new(row.remaining_cents, c),
            play_through: Money::new(row.play_through_cents, c),
            wagered: Money::new(row.wagered_cents, c),
            status: BonusCashStatus::parse(&row.status)
                .ok_or_else(|| corrupt("bonus cash status", &row.status))?,
            chosen_at: match row.chosen_at {
                0 => None,
                ms => Some(instant(ms)?),
            },
            expires_at: instant(row.expires_at)?,
            created_at: instant(row.created_at)?,
        })
    }
}

/// `user`'s grants, newest first.
pub(crate) async fn list(db: &mut dyn Executor, user: &UserId) -> StoreResult<Vec<BonusCash>> {
    let rows: Vec<BonusCashRow> = query_as(format!(
        "SELECT {COLUMNS} FROM {FROM} WHERE b.user_id = $1 ORDER BY b.created_at DESC, b.id DESC"
    ))
    .bind(user.as_str())
    .fetch_all(db)
    .await?;
    rows.into_iter().map(BonusCash::try_from).collect()
}

/// The grant `id` locked, if it is still active.
async fn lock_active(db: &mut dyn Executor, id: &str) -> StoreResult<Option<BonusCash>> {
    let lock = db.dialect().lock("FOR UPDATE OF b");
    let row: Option<BonusCashRow> = query_as(format!(
        "SELECT {COLUMNS} FROM {FROM} WHERE b.id = $1 AND b.status = 'active' {lock}"
    ))
    .bind(id)
    .fetch_optional(db)
    .await?;
    row.map(BonusCash::try_from).transpose()
}

/// `user`'s grant that plays, locked. A grant found but converted or expired by another unit
/// of work before the lock is skipped for the next one.
async fn lock_playing(db: &mut dyn Executor, user: &UserId) -> StoreResult<Option<BonusCash>> {
    loop {
        let id: Option<String> = query_scalar(format!(
            "SELECT b.id FROM promotion_bonus_cash b WHERE b.user_id = $1 \
             AND b.status = 'active' ORDER BY {PLAY_ORDER} LIMIT 1"
        ))
        .bind(user.as_str())
        .fetch_optional(&mut *db)
        .await?;
        let Some(id) = id else {
            return Ok(None);
        };
        if let Some(grant) = lock_active(db, &id).await? {
            return Ok(Some(grant));
        }
    }
}

fn ledger_error(e: domain::ledger::LedgerError) -> StoreError {
    StoreError::Backend(format!("bonus cash ledger transaction: {e}"))
}

fn holder(user: &UserId, bucket: Bucket, currency: Currency) -> AccountRef {
    AccountRef {
        owner: Owner::User(user.clone(), bucket),
        currency,
    }
}

/// Ends the locked, active `grant` as `to` (`Converted`: its remaining amount to cash;
/// `Expired`: back to House(Promotions)), moving its remaining amount through the ledger.
async fn close(
    db: &mut dyn Executor,
    grant: &BonusCash,
    to: BonusCashStatus,
    at: DateTime<Utc>,
) -> StoreResult<BonusCash> {
    query(
        "UPDATE promotion_bonus_cash SET status = $2, remaining_cents = 0, updated_at = $3 \
         WHERE id = $1 AND status = 'active'",
    )
    .bind(grant.id.as_str())
    .bind(to.as_str())
    .bind(millis(at))
    .execute(&mut *db)
    .await?;
    let c = grant.remaining.currency;
    let bonus = holder(&grant.user_id, Bucket::Bonus, c);
    let (kind, key, memo, into) = match to {
        BonusCashStatus::Expired => (
            TransactionKind::BonusCashExpiry,
            "bonus_cash_expiry",
            "bonus cash expired",
            AccountRef {
                owner: Owner::House(HouseAccount::Promotions),
                currency: c,
            },
        ),
        BonusCashStatus::Converted | BonusCashStatus::Active => (
            TransactionKind::BonusCashConversion,
            "bonus_cash_conversion",
            "bonus cash played through",
            holder(&grant.user_id, Bucket::Cash, c),
        ),
    };
    if grant.remaining.cents > 0 {
        let tx = BalancedTransaction::transfer(
            kind,
            format!("{key}:{}", grant.id),
            memo,
            bonus,
            into,
            grant.remaining.cents,
        )
        .map_err(ledger_error)?;
        ledger::post_in(db, &tx, at).await?;
    }
    Ok(BonusCash {
        status: to,
        remaining: Money::new(0, c),
        ..grant.clone()
    })
}

/// Counts one bettor's wagers, in order (see [`BonusCashStore::count_bonus_cash_wagers`]).
async fn count(
    db: &mut dyn Executor,
    user: UserId,
    wagers: Vec<BonusCashWager>,
    at: DateTime<Utc>,
) -> StoreResult<Vec<BonusCash>> {
    let mut converted = Vec::new();
    for wager in wagers {
        let Some(grant) = lock_playing(db, &user).await? else {
            break;
        };
        let claimed = query(
            "INSERT INTO promotion_bonus_cash_wagers (source, user_id, bonus_cash_id, cents, at) \
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT (source) DO NOTHING",
        )
        .bind(wager.source.as_str())
        .bind(user.as_str())
        .bind(grant.id.as_str())
        .bind(wager.cents)
        .bind(millis(at))
        .execute(&mut *db)
        .await?;
        if claimed == 0 {
            continue;
        }
        let wagered: i64 = query_scalar(
            "UPDATE promotion_bonus_cash SET wagered_cents = wagered_cents + $2, updated_at = $3 \
             WHERE id = $1 RETURNING wagered_cents",
        )
        .bind(grant.id.as_str())
        .bind(wager.cents)
        .bind(millis(at))
        .fetch_one(&mut *db)
        .await?;
        if bonus_cash::played_through(wagered, grant.play_through.cents) {
            let grant = BonusCash {
                wagered: Money::new(wagered, grant.wagered.currency),
                ..grant
            };
            converted.push(close(db, &grant, BonusCashStatus::Converted, at).await?);
        }
    }
    Ok(converted)
}

/// Takes back the count of `source` (see [`BonusCashStore::uncount_bonus_cash_wager`]).
async fn uncount(
    db: &mut dyn Executor,
    user: UserId,
    source: String,
    at: DateTime<Utc>,
) -> StoreResult<bool> {
    // The bettor's active grants first (the order every path locks in), then the wager.
    let lock = db.dialect().lock("FOR UPDATE");
    let _held: Vec<String> = query_scalar(format!(
        "SELECT id FROM promotion_bonus_cash WHERE user_id = $1 AND status = 'active' \
         ORDER BY id {lock}"
    ))
    .bind(user.as_str())
    .fetch_all(&mut *db)
    .await?;
    let counted: Option<(Option<String>, i64, Option<i64>)> = query_as(
        "SELECT bonus_cash_id, cents, rolled_back_at FROM promotion_bonus_cash_wagers \
         WHERE source = $1 AND user_id = $2",
    )
    .bind(source.as_str())
    .bind(user.as_str())
    .fetch_optional(&mut *db)
    .await?;
    let Some((grant, cents, None)) = counted else {
        // Never counted: recorded as rolled back, so a late count of it finds it.
        query(
            "INSERT INTO promotion_bonus_cash_wagers (source, user_id, bonus_cash_id, cents, at, \
             rolled_back_at) VALUES ($1, $2, NULL, 0, $3, $3) ON CONFLICT (source) DO NOTHING",
        )
        .bind(source.as_str())
        .bind(user.as_str())
        .bind(millis(at))
        .execute(&mut *db)
        .await?;
        return Ok(false);
    };
    query("UPDATE promotion_bonus_cash_wagers SET rolled_back_at = $2 WHERE source = $1")
        .bind(source.as_str())
        .bind(millis(at))
        .execute(&mut *db)
        .await?;
    let taken = query(
        "UPDATE promotion_bonus_cash SET wagered_cents = wagered_cents - $2, updated_at = $3 \
         WHERE id = $1 AND status = 'active' AND wagered_cents >= $2",
    )
    .bind(grant.as_deref())
    .bind(cents)
    .bind(millis(at))
    .execute(db)
    .await?;
    Ok(taken > 0)
}

async fn set_active(
    db: &mut dyn Executor,
    user: UserId,
    id: BonusCashId,
    at: DateTime<Utc>,
) -> StoreResult<BonusCash> {
    let owner: Option<String> =
        query_scalar("SELECT user_id FROM promotion_bonus_cash WHERE id = $1")
            .bind(id.as_str())
            .fetch_optional(&mut *db)
            .await?;
    if owner.as_deref() != Some(user.as_str()) {
        return Err(StoreError::NotFound("bonus_cash"));
    }
    let grant = lock_active(db, id.as_str())
        .await?
        .ok_or(StoreError::Conflict("bonus_cash_not_active"))?;
    // Later than every earlier choice of the bettor's, even within one millisecond.
    let latest: Option<i64> =
        query_scalar("SELECT MAX(chosen_at) FROM promotion_bonus_cash WHERE user_id = $1")
            .bind(user.as_str())
            .fetch_one(&mut *db)
            .await?;
    let chosen = millis(at).max(latest.unwrap_or(0).saturating_add(1));
    query("UPDATE promotion_bonus_cash SET chosen_at = $2, updated_at = $3 WHERE id = $1")
        .bind(id.as_str())
        .bind(chosen)
        .bind(millis(at))
        .execute(db)
        .await?;
    Ok(BonusCash {
        chosen_at: Some(instant(chosen)?),
        ..grant
    })
}

async fn expire_one(
    db: &mut dyn Executor,
    id: String,
    now: DateTime<Utc>,
) -> StoreResult<Option<BonusCash>> {
    let Some(grant) = lock_active(db, &id).await? else {
        return Ok(None);
    };
    if !bonus_cash::expired(grant.status, grant.expires_at, now) {
        return Ok(None);
    }
    close(db, &grant, BonusCashStatus::Expired, now)
        .await
        .map(Some)
}

fn check_wager(w: &BonusCashWager) -> StoreResult<()> {
    if w.cents <= 0 || w.source.is_empty() || w.source.len() > 300 {
        return Err(StoreError::Conflict("bonus_cash_wager"));
    }
    Ok(())
}

#[async_trait]
impl<B: Backend> BonusCashStore for SqlStore<B> {
    async fn count_bonus_cash_wagers(
        &self,
        wagers: Vec<BonusCashWager>,
        at: DateTime<Utc>,
    ) -> StoreResult<Vec<BonusCash>> {
        wagers.iter().try_for_each(check_wager)?;
        let mut by_user: BTreeMap<UserId, Vec<BonusCashWager>> = BTreeMap::new();
        for w in wagers {
            by_user.entry(w.user_id.clone()).or_default().push(w);
        }
        if by_user.is_empty() {
            return Ok(Vec::new());
        }
        let users = List::of(&by_user.keys().map(UserId::as_str).collect::<Vec<_>>());
        let playing: Vec<String> = self
            .read(move |db| {
                Box::pin(async move {
                    let sql = format!(
                        "SELECT DISTINCT user_id FROM promotion_bonus_cash \
                         WHERE status = 'active' AND user_id IN {}",
                        db.dialect().list(1)
                    );
                    Ok(query_scalar(sql).bind(users).fetch_all(db).await?)
                })
            })
            .await?;
        let mut converted = Vec::new();
        for user in playing {
            let user = UserId::from_raw(user);
            let Some(wagers) = by_user.remove(&user) else {
                continue;
            };
            converted.extend(
                self.write(move |db| Box::pin(count(db, user, wagers, at)))
                    .await?,
            );
        }
        Ok(converted)
    }

    async fn uncount_bonus_cash_wager(
        &self,
        user: &UserId,
        source: &str,
        at: DateTime<Utc>,
    ) -> StoreResult<bool> {
        let (user, source) = (user.clone(), source.to_owned());
        let probe = user.clone();
        let playing: Option<i64> = self
            .read(move |db| {
                Box::pin(async move {
                    Ok(query_scalar(
                        "SELECT 1 FROM promotion_bonus_cash WHERE user_id = $1 \
                         AND status = 'active' LIMIT 1",
                    )
                    .bind(probe.as_str())
                    .fetch_optional(db)
                    .await?)
                })
            })
            .await?;
        if playing.is_none() {
            return Ok(false);
        }
        self.write(move |db| Box::pin(uncount(db, user, source, at)))
            .await
    }

    async fn set_active_bonus_cash(
        &self,
        user: &UserId,
        id: &BonusCashId,
        at: DateTime<Utc>,
    ) -> StoreResult<BonusCash> {
        let (user, id) = (user.clone(), id.clone());
        self.write(move |db| Box::pin(set_active(db, user, id, at)))
            .await
    }

    async fn expire_bonus_cash(
        &self,
        now: DateTime<Utc>,
        limit: u32,
    ) -> StoreResult<Vec<BonusCash>> {
        let due: Vec<String> = self
            .read(move |db| {
                Box::pin(async move {
                    Ok(query_scalar(
                        "SELECT id FROM promotion_bonus_cash WHERE status = 'active' \
                         AND expires_at <= $1 ORDER BY expires_at, id LIMIT $2",
                    )
                    .bind(millis(now))
                    .bind(i64::from(limit))
                    .fetch_all(db)
                    .await?)
                })
            })
            .await?;
        let mut expired = Vec::new();
        for id in due {
            if let Some(grant) = self
                .write(move |db| Box::pin(expire_one(db, id, now)))
                .await?
            {
                expired.push(grant);
            }
        }
        Ok(expired)
    }
}
