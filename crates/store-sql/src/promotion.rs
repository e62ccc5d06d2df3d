//! [`store::PromotionStore`]: promotions (`promotions`, one row per promotion holding its
//! current version; `promotion_versions`, every version; `promotion_audit`, every change with
//! the promotion before and after), opt-ins (`promotion_enrollments`) and awards
//! (`promotion_awards`, unique per account, promotion and instance; `promotion_bonus_cash`).
//!
//! An award locks its promotion's row first (shared when the promotion has no cap, exclusive
//! when a cap counts accounts), so a pause or an end waits for awards in flight and the
//! accounts under a cap are counted one award at a time; then it claims the award row with
//! `ON CONFLICT DO NOTHING`: of a retry, a second node or two concurrent qualifying events, one
//! inserts and every other one finds the row and answers it, writing nothing. A batch of
//! awards (a page of graded bets) does the same for each in one transaction, its promotions'
//! rows locked first.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::ids::{AuditEntryId, BonusCashId, PaymentId, PromotionAwardId, PromotionId, UserId};
use domain::ledger::{
    AccountRef, BalancedTransaction, Bucket, HouseAccount, Owner, TransactionKind,
};
use domain::promotion::{self as rules, Action, Definition, Grant, Lifecycle, TriggerKind};
use std::collections::BTreeMap;
use store::{
    AwardItem, AwardOutcome, BonusCash, NewPromotionAward, Promotion, PromotionAudit,
    PromotionAward, PromotionHolder, PromotionStore, StoreError, StoreResult,
};

use crate::SqlStore;
use crate::betting::grant_reward;
use crate::casino::insert_free_rounds;
use crate::convert::{corrupt, count, from_json, instant, millis, small, to_json};
use crate::db::{Backend, Executor, List, query, query_as, query_scalar};
use crate::ledger;
use crate::row;

const PROMOTION_COLUMNS: &str =
    "id, version, status, definition, created_by, created_at, updated_at";
const AWARD_COLUMNS: &str = "id, promotion_id, version, user_id, instance, source, grants, at";

row! {
    struct PromotionRow {
        id: String,
        version: i64,
        status: String,
        definition: String,
        created_by: String,
        created_at: i64,
        updated_at: i64,
    }
}

impl TryFrom<PromotionRow> for Promotion {
    type Error = StoreError;

    fn try_from(row: PromotionRow) -> StoreResult<Self> {
        let definition = Definition::from_json(row.definition.as_bytes())
            .map_err(|e| corrupt("promotion definition", e))?;
        Ok(Promotion {
            lifecycle: Lifecycle::parse(&row.status)
                .ok_or_else(|| corrupt("promotion status", &row.status))?,
            version: small(row.version)?,
            id: PromotionId::from_raw(row.id),
            definition,
            created_by: row.created_by,
            created_at: instant(row.created_at)?,
            updated_at: instant(row.updated_at)?,
        })
    }
}

row! {
    struct AwardRow {
        id: String,
        promotion_id: String,
        version: i64,
        user_id: String,
        instance: String,
        source: String,
        grants: String,
        at: i64,
    }
}

impl TryFrom<AwardRow> for PromotionAward {
    type Error = StoreError;

    fn try_from(row: AwardRow) -> StoreResult<Self> {
        Ok(PromotionAward {
            id: PromotionAwardId::from_raw(row.id),
            promotion_id: PromotionId::from_raw(row.promotion_id),
            version: small(row.version)?,
            user_id: UserId::from_raw(row.user_id),
            instance: row.instance,
            source: row.source,
            grants: from_json::<Vec<Grant>>(&row.grants, "promotion award grants")?,
            at: instant(row.at)?,
        })
    }
}

/// What an audit row keeps of a promotion.
fn snapshot(status: Lifecycle, version: u32, definition: &Definition) -> StoreResult<String> {
    to_json(&serde_json::json!({
        "status": status.as_str(),
        "version": version,
        "definition": definition.get(),
    }))
}

async fn audit(
    db: &mut dyn Executor,
    promotion: &str,
    actor: &str,
    action: &str,
    before: Option<&str>,
    after: &str,
    at: DateTime<Utc>,
) -> StoreResult<()> {
    // The next number of the promotion's trail: its changes hold its row (a creation is the
    // first), so they number one after another.
    query(
        "INSERT INTO promotion_audit (id, promotion_id, actor, action, before, after, at, seq) \
         SELECT $1, $2, $3, $4, $5, $6, $7, COALESCE(MAX(seq), 0) + 1 FROM promotion_audit \
         WHERE promotion_id = $2",
    )
    .bind(AuditEntryId::generate().as_str())
    .bind(promotion)
    .bind(actor)
    .bind(action)
    .bind(before)
    .bind(after)
    .bind(millis(at))
    .execute(db)
    .await?;
    Ok(())
}

fn check_actor(actor: &str) -> StoreResult<()> {
    if actor.is_empty() || actor.len() > 200 {
        return Err(StoreError::Conflict("actor"));
    }
    Ok(())
}

async fn create_promotion(
    db: &mut dyn Executor,
    definition: Definition,
    actor: String,
    at: DateTime<Utc>,
) -> StoreResult<Promotion> {
    let id = PromotionId::generate();
    let d = definition.get();
    let json = definition.to_json();
    query(
        "INSERT INTO promotions (id, slug, version, status, trigger_kind, promo_code, \
         starts_at, ends_at, definition, created_by, created_at, updated_at) \
         VALUES ($1, $2, 1, 'live', $3, $4, $5, $6, $7, $8, $9, $9)",
    )
    .bind(id.as_str())
    .bind(d.slug.as_str())
    .bind(d.trigger.kind().as_str())
    .bind(definition.promo_code())
    .bind(millis(d.starts_at))
    .bind(millis(d.ends_at))
    .bind(json.as_str())
    .bind(actor.as_str())
    .bind(millis(at))
    .execute(&mut *db)
    .await
    .map_err(|e| {
        // Two unique rules: the slug, and the code of a promotion that has not ended.
        let slug = e.message.contains("slug");
        e.on_insert(
            if slug { "promotion_slug" } else { "promo_code" },
            "promotion",
        )
    })?;
    query(
        "INSERT INTO promotion_versions (promotion_id, version, definition, created_by, \
         created_at) VALUES ($1, 1, $2, $3, $4)",
    )
    .bind(id.as_str())
    .bind(json.as_str())
    .bind(actor.as_str())
    .bind(millis(at))
    .execute(&mut *db)
    .await?;
    let after = snapshot(Lifecycle::Live, 1, &definition)?;
    audit(db, id.as_str(), &actor, "create", None, &after, at).await?;
    load(db, id.as_str(), "")
        .await?
        .ok_or_else(|| corrupt("promotion", &id))
}

async fn load(db: &mut dyn Executor, id: &str, lock: &str) -> StoreResult<Option<Promotion>> {
    let row: Option<PromotionRow> = query_as(format!(
        "SELECT {PROMOTION_COLUMNS} FROM promotions WHERE id = $1 {lock}"
    ))
    .bind(id)
    .fetch_optional(db)
    .await?;
    row.map(Promotion::try_from).transpose()
}

async fn change_promotion(
    db: &mut dyn Executor,
    id: PromotionId,
    action: Action,
    actor: String,
    at: DateTime<Utc>,
) -> StoreResult<Promotion> {
    let lock = db.dialect().lock("FOR UPDATE");
    let before = load(db, id.as_str(), lock)
        .await?
        .ok_or(StoreError::NotFound("promotion"))?;
    let next = rules::apply(before.lifecycle, action)
        .map_err(|_| StoreError::Conflict("promotion_state"))?;
    query("UPDATE promotions SET status = $1, updated_at = $2 WHERE id = $3")
        .bind(next.as_str())
        .bind(millis(at))
        .bind(id.as_str())
        .execute(&mut *db)
        .await
        // Resuming a promotion whose code another promotion took meanwhile.
        .map_err(|e| e.on_insert("promo_code", "promotion"))?;
    let before_json = snapshot(before.lifecycle, before.version, &before.definition)?;
    let after_json = snapshot(next, before.version, &before.definition)?;
    audit(
        db,
        id.as_str(),
        &actor,
        action.as_str(),
        Some(&before_json),
        &after_json,
        at,
    )
    .await?;
    load(db, id.as_str(), "")
        .await?
        .ok_or_else(|| corrupt("promotion", &id))
}

async fn existing_award(
    db: &mut dyn Executor,
    award: &NewPromotionAward,
) -> StoreResult<PromotionAward> {
    let row: AwardRow = query_as(format!(
        "SELECT {AWARD_COLUMNS} FROM promotion_awards \
         WHERE promotion_id = $1 AND user_id = $2 AND instance = $3"
    ))
    .bind(award.promotion_id.as_str())
    .bind(award.user_id.as_str())
    .bind(award.instance.as_str())
    .fetch_one(db)
    .await?;
    row.try_into()
}

fn check_award(award: &NewPromotionAward) -> StoreResult<()> {
    let bad = award.items.is_empty()
        || award.instance.is_empty()
        || award.instance.len() > 100
        || award.source.is_empty()
        || award.source.len() > 200
        || award.items.iter().any(|item| match item {
            AwardItem::Reward(r) => {
                r.user_id != award.user_id
                    || r.currency != award.currency
                    || r.amount_cents < 0
                    || r.max_stake_cents < 0
                    || r.bet_types.iter().any(|t| t.is_empty() || t.contains(','))
            }
            AwardItem::FreeRounds(f) => f.user_id != award.user_id,
            AwardItem::BonusCash {
                cents,
                play_through_cents,
                ..
            } => *cents <= 0 || play_through_cents < cents,
            AwardItem::PromotionalCredit { cents } | AwardItem::Cashback { cents } => *cents <= 0,
        });
    if bad {
        return Err(StoreError::Conflict("award"));
    }
    Ok(())
}

fn ledger_error(e: domain::ledger::LedgerError) -> StoreError {
    StoreError::Backend(format!("promotion ledger transaction: {e}"))
}

/// A promotion as a batch of awards holds it: its row locked, and under a cap the accounts
/// it has awarded so far (counted once, then as the batch grants).
struct Locked {
    promotion: Promotion,
    awarded: Option<u64>,
}

/// Locks the promotions `ids` for awarding: exclusive under a cap (its accounts are counted
/// one transaction at a time), then shared for the others (a pause waits), each kind in id
/// order, so two batches lock what they share in the same order. Promotions not found are
/// left out.
async fn lock_promotions(
    db: &mut dyn Executor,
    mut ids: Vec<String>,
) -> StoreResult<BTreeMap<String, Locked>> {
    ids.sort_unstable();
    ids.dedup();
    let dialect = db.dialect();
    let (shared, exclusive) = (dialect.lock("FOR SHARE"), dialect.lock("FOR UPDATE"));
    let read = format!(
        "SELECT {PROMOTION_COLUMNS} FROM promotions WHERE id IN {} ORDER BY id",
        dialect.list(1)
    );
    let rows: Vec<PromotionRow> = query_as(read.clone())
        .bind(List(ids))
        .fetch_all(&mut *db)
        .await?;
    let found = rows
        .into_iter()
        .map(Promotion::try_from)
        .collect::<StoreResult<Vec<_>>>()?;
    // A database without row locks (SQLite's write transaction holds the whole database)
    // has read them as they stay.
    if exclusive.is_empty() {
        return counted(db, found).await;
    }
    let (capped, open): (Vec<Promotion>, Vec<Promotion>) = found
        .into_iter()
        .partition(|p| p.definition.get().caps.max_awards.is_some());
    let mut locked = Vec::new();
    for (promotions, lock) in [(capped, exclusive), (open, shared)] {
        if promotions.is_empty() {
            continue;
        }
        let ids: Vec<String> = promotions
            .iter()
            .map(|p| p.id.as_str().to_owned())
            .collect();
        let rows: Vec<PromotionRow> = query_as(format!("{read} {lock}"))
            .bind(List(ids))
            .fetch_all(&mut *db)
            .await?;
        for row in rows {
            locked.push(Promotion::try_from(row)?);
        }
    }
    counted(db, locked).await
}

/// The locked promotions by id, with the accounts each capped one has awarded.
async fn counted(
    db: &mut dyn Executor,
    found: Vec<Promotion>,
) -> StoreResult<BTreeMap<String, Locked>> {
    let capped: Vec<String> = found
        .iter()
        .filter(|p| p.definition.get().caps.max_awards.is_some())
        .map(|p| p.id.as_str().to_owned())
        .collect();
    let mut awarded = BTreeMap::new();
    if !capped.is_empty() {
        let rows: Vec<(String, i64)> = query_as(format!(
            "SELECT promotion_id, COUNT(*) FROM promotion_awards WHERE promotion_id IN {} \
             GROUP BY promotion_id",
            db.dialect().list(1)
        ))
        .bind(List(capped.clone()))
        .fetch_all(&mut *db)
        .await?;
        for (id, n) in rows {
            awarded.insert(id, count(n)?);
        }
        for id in capped {
            awarded.entry(id).or_insert(0);
        }
    }
    Ok(found
        .into_iter()
        .map(|promotion| {
            let id = promotion.id.as_str().to_owned();
            let awarded = awarded.get(&id).copied();
            (id, Locked { promotion, awarded })
        })
        .collect())
}

/// What an award's locked promotion says before anything is written.
enum Admission<'a> {
    /// Nothing to write: this is the answer.
    Answered(AwardOutcome),
    /// Write the award under this promotion.
    Write(&'a mut Locked),
}

/// Admits an award under its locked promotion, or refuses it.
fn admit<'a>(
    award: &NewPromotionAward,
    locked: Option<&'a mut Locked>,
) -> StoreResult<Admission<'a>> {
    let locked = locked.ok_or(StoreError::NotFound("promotion"))?;
    if locked.promotion.lifecycle != Lifecycle::Live {
        return Ok(Admission::Answered(AwardOutcome::NotLive));
    }
    if locked.promotion.version != award.version {
        return Err(StoreError::Conflict("promotion_version"));
    }
    Ok(Admission::Write(locked))
}

/// Makes each award in one transaction (see [`PromotionStore::award_promotions`]).
async fn award_promotions(
    db: &mut dyn Executor,
    awards: Vec<NewPromotionAward>,
) -> StoreResult<Vec<StoreResult<AwardOutcome>>> {
    let ids = awards
        .iter()
        .map(|a| a.promotion_id.as_str().to_owned())
        .collect();
    let mut locked = lock_promotions(db, ids).await?;
    let mut outcomes = Vec::with_capacity(awards.len());
    for award in awards {
        let promotion = locked.get_mut(award.promotion_id.as_str());
        let outcome = match check_award(&award).and_then(|()| admit(&award, promotion)) {
            Err(refused) => Err(refused),
            Ok(Admission::Answered(answered)) => Ok(answered),
            Ok(Admission::Write(promotion)) => Ok(write_award(db, award, promotion).await?),
        };
        outcomes.push(outcome);
    }
    Ok(outcomes)
}

/// Makes one award.
async fn award_promotion(
    db: &mut dyn Executor,
    award: NewPromotionAward,
) -> StoreResult<AwardOutcome> {
    let mut locked = lock_promotions(db, vec![award.promotion_id.as_str().to_owned()]).await?;
    match admit(&award, locked.get_mut(award.promotion_id.as_str()))? {
        Admission::Answered(answered) => Ok(answered),
        Admission::Write(promotion) => write_award(db, award, promotion).await,
    }
}

/// Claims the award row and writes and posts every item, under its locked promotion: what
/// an award already made or a reached cap leaves unwritten.
async fn write_award(
    db: &mut dyn Executor,
    award: NewPromotionAward,
    locked: &mut Locked,
) -> StoreResult<AwardOutcome> {
    if let Some(awarded) = locked.awarded {
        // Under a cap an account's own award answers before the cap does.
        let granted_before: Option<AwardRow> = query_as(format!(
            "SELECT {AWARD_COLUMNS} FROM promotion_awards \
             WHERE promotion_id = $1 AND user_id = $2 AND instance = $3"
        ))
        .bind(award.promotion_id.as_str())
        .bind(award.user_id.as_str())
        .bind(award.instance.as_str())
        .fetch_optional(&mut *db)
        .await?;
        if let Some(row) = granted_before {
            return Ok(AwardOutcome::AlreadyAwarded(row.try_into()?));
        }
        if !rules::under_cap(&locked.promotion.definition.get().caps, awarded) {
            return Ok(AwardOutcome::CapReached);
        }
    }

    let id = PromotionAwardId::generate();
    let claimed = query(
        "INSERT INTO promotion_awards (id, promotion_id, version, user_id, instance, source, \
         grants, at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) \
         ON CONFLICT (promotion_id, user_id, instance) DO NOTHING",
    )
    .bind(id.as_str())
    .bind(award.promotion_id.as_str())
    .bind(i64::from(award.version))
    .bind(award.user_id.as_str())
    .bind(award.instance.as_str())
    .bind(award.source.as_str())
    .bind(to_json(&award.grants)?.as_str())
    .bind(millis(award.at))
    .execute(&mut *db)
    .await
    .map_err(|e| e.on_insert("award", "user"))?;
    if claimed == 0 {
        // A concurrent award of this instance committed first (its row was invisible above).
        return Ok(AwardOutcome::AlreadyAwarded(
            existing_award(db, &award).await?,
        ));
    }
    if let Some(awarded) = &mut locked.awarded {
        *awarded += 1;
    }

    let granted_by = format!("promotion:{}", award.promotion_id);
    let house = AccountRef {
        owner: Owner::House(HouseAccount::Promotions),
        currency: award.currency,
    };
    for (i, item) in award.items.iter().enumerate() {
        match item {
            AwardItem::Reward(reward) => {
                let mut reward = reward.clone();
                reward.granted_by = granted_by.clone();
                grant_reward(db, reward).await?;
            }
            AwardItem::FreeRounds(rounds) => {
                let mut rounds = rounds.clone();
                rounds.granted_by = granted_by.clone();
                insert_free_rounds(db, rounds, None)
                    .await?
                    .ok_or(StoreError::Conflict("free_rounds"))?;
            }
            AwardItem::BonusCash {
                cents,
                play_through_cents,
                expires_at,
            } => {
                let tx = BalancedTransaction::transfer(
                    TransactionKind::BonusCashGrant,
                    format!("promotion_award:{id}:{i}"),
                    "promotion bonus cash",
                    house.clone(),
                    AccountRef {
                        owner: Owner::User(award.user_id.clone(), Bucket::Bonus),
                        currency: award.currency,
                    },
                    *cents,
                )
                .map_err(ledger_error)?;
                ledger::post_in(db, &tx, award.at).await?;
                query(
                    "INSERT INTO promotion_bonus_cash (id, award_id, user_id, currency, \
                     amount_cents, remaining_cents, play_through_cents, wagered_cents, status, \
                     expires_at, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5, $6, 0, \
                     'active', $7, $8, $8)",
                )
                .bind(BonusCashId::generate().as_str())
                .bind(id.as_str())
                .bind(award.user_id.as_str())
                .bind(award.currency.code())
                .bind(*cents)
                .bind(*play_through_cents)
                .bind(millis(*expires_at))
                .bind(millis(award.at))
                .execute(&mut *db)
                .await?;
            }
            AwardItem::PromotionalCredit { cents } | AwardItem::Cashback { cents } => {
                let (memo, bucket) = match item {
                    AwardItem::Cashback { .. } => ("promotion cashback", Bucket::Cash),
                    _ => ("promotion credit", Bucket::PromotionalCredit),
                };
                let tx = BalancedTransaction::transfer(
                    TransactionKind::RewardGrant,
                    format!("promotion_award:{id}:{i}"),
                    memo,
                    house.clone(),
                    AccountRef {
                        owner: Owner::User(award.user_id.clone(), bucket),
                        currency: award.currency,
                    },
                    *cents,
                )
                .map_err(ledger_error)?;
                ledger::post_in(db, &tx, award.at).await?;
            }
        }
    }
    Ok(AwardOutcome::Granted(PromotionAward {
        id,
        promotion_id: award.promotion_id,
        version: award.version,
        user_id: award.user_id,
        instance: award.instance,
        source: award.source,
        grants: award.grants,
        // As the row keeps it.
        at: instant(millis(award.at))?,
    }))
}

#[async_trait]
impl<B: Backend> PromotionStore for SqlStore<B> {
    async fn create_promotion(
        &self,
        definition: Definition,
        actor: &str,
        at: DateTime<Utc>,
    ) -> StoreResult<Promotion> {
        check_actor(actor)?;
        let actor = actor.to_owned();
        self.write(move |db| Box::pin(create_promotion(db, definition, actor, at)))
            .await
    }

    async fn promotion(&self, id_or_slug: &str) -> StoreResult<Option<Promotion>> {
        let key = id_or_slug.to_owned();
        self.read(move |db| {
            Box::pin(async move {
                let row: Option<PromotionRow> = query_as(format!(
                    "SELECT {PROMOTION_COLUMNS} FROM promotions WHERE id = $1 OR slug = $1"
                ))
                .bind(key.as_str())
                .fetch_optional(db)
                .await?;
                row.map(Promotion::try_from).transpose()
            })
        })
        .await
    }

    async fn promotions(&self) -> StoreResult<Vec<Promotion>> {
        self.read(|db| {
            Box::pin(async move {
                let rows: Vec<PromotionRow> = query_as(format!(
                    "SELECT {PROMOTION_COLUMNS} FROM promotions ORDER BY created_at DESC, id DESC"
                ))
                .fetch_all(db)
                .await?;
                rows.into_iter().map(Promotion::try_from).collect()
            })
        })
        .await
    }

    async fn live_promotions(&self, trigger: Option<TriggerKind>) -> StoreResult<Vec<Promotion>> {
        self.read(move |db| {
            Box::pin(async move {
                let rows: Vec<PromotionRow> = match trigger {
                    Some(kind) => {
                        query_as(format!(
                            "SELECT {PROMOTION_COLUMNS} FROM promotions \
                         WHERE status = 'live' AND trigger_kind = $1 ORDER BY created_at, id"
                        ))
                        .bind(kind.as_str())
                        .fetch_all(db)
                        .await?
                    }
                    None => {
                        query_as(format!(
                            "SELECT {PROMOTION_COLUMNS} FROM promotions \
                         WHERE status = 'live' ORDER BY created_at, id"
                        ))
                        .fetch_all(db)
                        .await?
                    }
                };
                rows.into_iter().map(Promotion::try_from).collect()
            })
        })
        .await
    }

    async fn live_promotion_by_code(&self, code: &str) -> StoreResult<Option<Promotion>> {
        let code = code.to_owned();
        self.read(move |db| {
            Box::pin(async move {
                let row: Option<PromotionRow> = query_as(format!(
                    "SELECT {PROMOTION_COLUMNS} FROM promotions \
                     WHERE promo_code = $1 AND status = 'live'"
                ))
                .bind(code.as_str())
                .fetch_optional(db)
                .await?;
                row.map(Promotion::try_from).transpose()
            })
        })
        .await
    }

    async fn change_promotion(
        &self,
        id: &PromotionId,
        action: Action,
        actor: &str,
        at: DateTime<Utc>,
    ) -> StoreResult<Promotion> {
        check_actor(actor)?;
        let (id, actor) = (id.clone(), actor.to_owned());
        self.write(move |db| Box::pin(change_promotion(db, id, action, actor, at)))
            .await
    }

    async fn promotion_audit(&self, id: &PromotionId) -> StoreResult<Vec<PromotionAudit>> {
        let id = id.clone();
        self.read(move |db| {
            Box::pin(async move {
                let rows: Vec<(String, String, String, Option<String>, String, i64)> = query_as(
                    "SELECT promotion_id, actor, action, before, after, at FROM promotion_audit \
                     WHERE promotion_id = $1 ORDER BY seq",
                )
                .bind(id.as_str())
                .fetch_all(db)
                .await?;
                rows.into_iter()
                    .map(|(promotion_id, actor, action, before, after, at)| {
                        Ok(PromotionAudit {
                            promotion_id: PromotionId::from_raw(promotion_id),
                            actor,
                            action,
                            before,
                            after,
                            at: instant(at)?,
                        })
                    })
                    .collect()
            })
        })
        .await
    }

    async fn enroll_promotion(
        &self,
        user: &UserId,
        promotion: &PromotionId,
        group: Option<&str>,
        at: DateTime<Utc>,
    ) -> StoreResult<bool> {
        let (user, promotion) = (user.clone(), promotion.clone());
        let group = group.map(str::to_owned);
        self.write(move |db| {
            Box::pin(async move {
                let known: Option<i64> = query_scalar("SELECT 1 FROM promotions WHERE id = $1")
                    .bind(promotion.as_str())
                    .fetch_optional(&mut *db)
                    .await?;
                if known.is_none() {
                    return Err(StoreError::NotFound("promotion"));
                }
                let inserted = query(
                    "INSERT INTO promotion_enrollments (promotion_id, user_id, at, pick_group) \
                     VALUES ($1, $2, $3, $4) ON CONFLICT (promotion_id, user_id) DO NOTHING",
                )
                .bind(promotion.as_str())
                .bind(user.as_str())
                .bind(millis(at))
                .bind(group.as_deref())
                .execute(db)
                .await
                .map_err(|e| e.on_insert("pick_one", "user"))?;
                Ok(inserted > 0)
            })
        })
        .await
    }

    async fn promotion_enrollments(&self, user: &UserId) -> StoreResult<Vec<PromotionId>> {
        let user = user.clone();
        self.read(move |db| {
            Box::pin(async move {
                let ids: Vec<String> = query_scalar(
                    "SELECT promotion_id FROM promotion_enrollments WHERE user_id = $1 \
                     ORDER BY at, promotion_id",
                )
                .bind(user.as_str())
                .fetch_all(db)
                .await?;
                Ok(ids.into_iter().map(PromotionId::from_raw).collect())
            })
        })
        .await
    }

    async fn promotion_holders(&self, users: &[UserId]) -> StoreResult<Vec<PromotionHolder>> {
        if users.is_empty() {
            return Ok(Vec::new());
        }
        let mut ids: Vec<String> = users.iter().map(|u| u.as_str().to_owned()).collect();
        ids.sort_unstable();
        ids.dedup();
        self.read(move |db| {
            Box::pin(async move {
                let list = db.dialect().list(1);
                let accounts = crate::identity::users_in(db, ids.clone()).await?;
                let enrolled: Vec<(String, String)> = query_as(format!(
                    "SELECT user_id, promotion_id FROM promotion_enrollments \
                     WHERE user_id IN {list} ORDER BY at, promotion_id"
                ))
                .bind(List(ids.clone()))
                .fetch_all(&mut *db)
                .await?;
                let segments: Vec<(String, String)> = query_as(format!(
                    "SELECT user_id, segment FROM segment_members WHERE user_id IN {list} \
                     ORDER BY segment"
                ))
                .bind(List(ids.clone()))
                .fetch_all(&mut *db)
                .await?;
                let awards: Vec<AwardRow> = query_as(format!(
                    "SELECT {AWARD_COLUMNS} FROM promotion_awards WHERE user_id IN {list} \
                     ORDER BY at DESC, id DESC"
                ))
                .bind(List(ids))
                .fetch_all(&mut *db)
                .await?;
                // By id in Rust's byte order, whatever the database's collation.
                let mut holders: BTreeMap<String, PromotionHolder> = accounts
                    .into_iter()
                    .map(|user| {
                        let holder = PromotionHolder {
                            user,
                            enrolled: Vec::new(),
                            segments: Vec::new(),
                            awards: Vec::new(),
                        };
                        (holder.user.id.as_str().to_owned(), holder)
                    })
                    .collect();
                for (user, promotion) in enrolled {
                    if let Some(h) = holders.get_mut(&user) {
                        h.enrolled.push(PromotionId::from_raw(promotion));
                    }
                }
                for (user, segment) in segments {
                    if let Some(h) = holders.get_mut(&user) {
                        h.segments.push(segment);
                    }
                }
                for row in awards {
                    let award = PromotionAward::try_from(row)?;
                    if let Some(h) = holders.get_mut(award.user_id.as_str()) {
                        h.awards.push(award);
                    }
                }
                Ok(holders.into_values().collect())
            })
        })
        .await
    }

    async fn money_staked_since(&self, user: &UserId, since: DateTime<Utc>) -> StoreResult<i64> {
        let user = user.clone();
        self.read(move |db| {
            Box::pin(async move {
                Ok(query_scalar(
                    "SELECT CAST(COALESCE(SUM(total_stake_cents), 0) AS BIGINT) FROM bets \
                     WHERE user_id = $1 AND placed_at >= $2 AND source <> 'free_bet' \
                       AND status IN ('open', 'settled') AND override_outcome IS NULL \
                       AND outcome NOT IN ('voided', 'refund', 'push', 'patron_cancelled')",
                )
                .bind(user.as_str())
                .bind(millis(since))
                .fetch_one(db)
                .await?)
            })
        })
        .await
    }

    async fn add_to_segment(
        &self,
        segment: &str,
        user: &UserId,
        actor: &str,
        at: DateTime<Utc>,
    ) -> StoreResult<bool> {
        let (segment, user, actor) = (segment.to_owned(), user.clone(), actor.to_owned());
        self.write(move |db| {
            Box::pin(async move {
                let inserted = query(
                    "INSERT INTO segment_members (segment, user_id, added_by, added_at) \
                     VALUES ($1, $2, $3, $4) ON CONFLICT (segment, user_id) DO NOTHING",
                )
                .bind(segment.as_str())
                .bind(user.as_str())
                .bind(actor.as_str())
                .bind(millis(at))
                .execute(db)
                .await
                .map_err(|e| e.on_insert("segment_member", "user"))?;
                Ok(inserted > 0)
            })
        })
        .await
    }

    async fn remove_from_segment(&self, segment: &str, user: &UserId) -> StoreResult<bool> {
        let (segment, user) = (segment.to_owned(), user.clone());
        self.write(move |db| {
            Box::pin(async move {
                let removed =
                    query("DELETE FROM segment_members WHERE segment = $1 AND user_id = $2")
                        .bind(segment.as_str())
                        .bind(user.as_str())
                        .execute(db)
                        .await?;
                Ok(removed > 0)
            })
        })
        .await
    }

    async fn user_segments(&self, user: &UserId) -> StoreResult<Vec<String>> {
        let user = user.clone();
        self.read(move |db| {
            Box::pin(async move {
                Ok(query_scalar(
                    "SELECT segment FROM segment_members WHERE user_id = $1 ORDER BY segment",
                )
                .bind(user.as_str())
                .fetch_all(db)
                .await?)
            })
        })
        .await
    }

    async fn segments(&self) -> StoreResult<Vec<(String, u64)>> {
        self.read(move |db| {
            Box::pin(async move {
                let rows: Vec<(String, i64)> = query_as(
                    "SELECT segment, COUNT(*) FROM segment_members GROUP BY segment ORDER BY segment",
                )
                .fetch_all(db)
                .await?;
                rows.into_iter()
                    .map(|(segment, n)| Ok((segment, count(n)?)))
                    .collect()
            })
        })
        .await
    }

    async fn award_promotion(&self, award: NewPromotionAward) -> StoreResult<AwardOutcome> {
        check_award(&award)?;
        self.write(move |db| Box::pin(award_promotion(db, award)))
            .await
    }

    async fn award_promotions(
        &self,
        awards: Vec<NewPromotionAward>,
    ) -> StoreResult<Vec<StoreResult<AwardOutcome>>> {
        if awards.is_empty() {
            return Ok(Vec::new());
        }
        self.write(move |db| Box::pin(award_promotions(db, awards)))
            .await
    }

    async fn promotion_awards(&self, user: &UserId) -> StoreResult<Vec<PromotionAward>> {
        let user = user.clone();
        self.read(move |db| {
            Box::pin(async move {
                let rows: Vec<AwardRow> = query_as(format!(
                    "SELECT {AWARD_COLUMNS} FROM promotion_awards WHERE user_id = $1 \
                     ORDER BY at DESC, id DESC"
                ))
                .bind(user.as_str())
                .fetch_all(db)
                .await?;
                rows.into_iter().map(PromotionAward::try_from).collect()
            })
        })
        .await
    }

    async fn promotion_award_count(&self, promotion: &PromotionId) -> StoreResult<u64> {
        let promotion = promotion.clone();
        self.read(move |db| {
            Box::pin(async move {
                let n: i64 =
                    query_scalar("SELECT COUNT(*) FROM promotion_awards WHERE promotion_id = $1")
                        .bind(promotion.as_str())
                        .fetch_one(db)
                        .await?;
                count(n)
            })
        })
        .await
    }

    async fn bonus_cash(&self, user: &UserId) -> StoreResult<Vec<BonusCash>> {
        let user = user.clone();
        self.read(move |db| Box::pin(async move { crate::bonus_cash::list(db, &user).await }))
            .await
    }

    async fn first_successful_deposit(&self, user: &UserId) -> StoreResult<Option<PaymentId>> {
        let user = user.clone();
        self.read(move |db| {
            Box::pin(async move {
                let id: Option<String> = query_scalar(
                    "SELECT id FROM payments WHERE user_id = $1 AND direction = 'DEPOSIT' \
                     AND status = 'SUCCESSFUL' ORDER BY updated_at, id LIMIT 1",
                )
                .bind(user.as_str())
                .fetch_optional(db)
                .await?;
                Ok(id.map(PaymentId::from_raw))
            })
        })
        .await
    }
}
