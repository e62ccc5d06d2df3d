//! [`store::SettlementStore`] on SQLite. A batch of grades is one `BEGIN IMMEDIATE`
//! transaction holding the writer's turn, so the bets, balances and rewards it reads cannot
//! change before it commits. Each step of a batch is one statement over a JSON array
//! parameter (`json_each`): the bets' state and legs are read (each read answers one row, a
//! JSON array, as the bet-id pages do: one driver round trip instead of one per row), the
//! grades planned in memory (`store::plan_grade`), then the bets, legs, rewards, wager
//! activity, ledger transactions, postings and balances are written with one statement each,
//! whatever the batch's size. Every bet's money is its own balanced ledger transaction with
//! its own postings; the balances of the accounts they touch (the house's wagers account
//! once) are updated by the sum of their postings.

use std::collections::{BTreeMap, HashMap};

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::ids::{BetId, TransactionId, UserId};
use domain::ledger::{BalancedTransaction, Bucket};
use domain::settlement::{BetOutcome, LegResult};
use serde_json::{Value, json};
use sqlx::{QueryBuilder, Sqlite, SqliteConnection};
use store::{
    AppliedGrade, BetGrade, BetHistoryFilter, BetHistoryPage, BetHistoryQuery, BetOverride,
    BetStatus, BetTotals, CashoutOutcome, GradePlan, GradeTarget, MAX_HISTORY_PAGE,
    MAX_SETTLEMENT_BATCH, NewSettlementAudit, OverrideOutcome, PlacedBet, RewardAction,
    SettleReport, SettlementAuditEntry, SettlementStore, ShareLink, SkippedGrade, StoreError,
    StoreResult, check_grades, check_override, history_cursor, is_share_channel, is_share_code,
    new_share_code, overridable, parse_history_cursor, plan_grade, settlement_transaction,
    shift_credit_shortfall,
};

use crate::betting::{bets_where, corrupt, currency, ids_json, leg_result, load_bets};
use crate::rows::{AccountKey, fingerprint, instant, millis, sorted_postings};
use crate::{SqliteStore, backend, balances_in, count, insert_error, post_in};

/// Most markets one bets-for-markets page may name.
const MAX_MARKETS: usize = 1_000;

/// The bets' state `apply_grades` plans from (read as a JSON array, in column order).
#[derive(serde::Deserialize)]
struct StateRow {
    id: String,
    user_id: String,
    currency: String,
    status: String,
    outcome: String,
    source: String,
    free_bet_id: Option<String>,
    total_stake_cents: i64,
    payout_cents: i64,
    payout_credit_cents: i64,
    grade_version: i64,
}

fn status_filter(filter: BetHistoryFilter) -> Option<&'static str> {
    match filter {
        BetHistoryFilter::All => None,
        BetHistoryFilter::Open => Some("status IN ('pending_acceptance', 'open')"),
        BetHistoryFilter::Settled => Some("status IN ('settled', 'rejected')"),
    }
}

/// `user_id = ? [AND status ...] [AND placed_at >= from] [AND placed_at < to]`.
fn history_where(
    query: &mut QueryBuilder<'static, Sqlite>,
    user: &UserId,
    filter: BetHistoryFilter,
    from: Option<DateTime<Utc>>,
    to: Option<DateTime<Utc>>,
) {
    query.push("user_id = ");
    query.push_bind(user.as_str().to_owned());
    if let Some(status) = status_filter(filter) {
        query.push(" AND ");
        query.push(status);
    }
    if let Some(from) = from {
        query.push(" AND placed_at >= ");
        query.push_bind(millis(from));
    }
    if let Some(to) = to {
        query.push(" AND placed_at < ");
        query.push_bind(millis(to));
    }
}

/// Which bets a bets-for-markets page lists.
#[derive(Clone, Copy)]
enum MarketBets {
    Open,
    Settled,
}

impl MarketBets {
    fn filter(self) -> &'static str {
        match self {
            MarketBets::Open => " AND status = 'open'",
            MarketBets::Settled => {
                " AND status = 'settled' AND outcome NOT IN ('cash_out', 'patron_cancelled')"
            }
        }
    }
}

/// The bets with a leg on any of `markets` (as [`MarketBets`] selects), by id after `after`.
/// Each market's bet ids come from its index range in id order; the union is safe up to the
/// lowest last id of a market that filled its page.
async fn bets_for_markets(
    db: &mut SqliteConnection,
    markets: &[String],
    limit: u32,
    after: Option<&BetId>,
    which: MarketBets,
) -> StoreResult<Vec<PlacedBet>> {
    if markets.len() > MAX_MARKETS {
        return Err(StoreError::Conflict("markets"));
    }
    let want = usize::try_from(limit)
        .unwrap_or(usize::MAX)
        .min(MAX_SETTLEMENT_BATCH);
    let mut markets: Vec<&str> = markets.iter().map(String::as_str).collect();
    markets.sort_unstable();
    markets.dedup();
    let mut found: Vec<PlacedBet> = Vec::new();
    let mut cursor: String = after.map(|b| b.as_str().to_owned()).unwrap_or_default();
    while found.len() < want && !markets.is_empty() {
        let page = want - found.len();
        let page_i64 = i64::try_from(page).unwrap_or(i64::MAX);
        let mut candidates: Vec<String> = Vec::new();
        let mut bound: Option<String> = None;
        for market in &markets {
            // One row (a JSON array) instead of one row per bet: far fewer driver round trips.
            let ids: String = sqlx::query_scalar(
                "SELECT json_group_array(bet_id) FROM (SELECT DISTINCT bet_id FROM bet_legs \
                 WHERE market_id = ?1 AND bet_id > ?2 ORDER BY bet_id LIMIT ?3)",
            )
            .bind(*market)
            .bind(&cursor)
            .bind(page_i64)
            .fetch_one(&mut *db)
            .await
            .map_err(backend)?;
            let ids: Vec<String> =
                serde_json::from_str(&ids).map_err(|e| corrupt("bet id list", e))?;
            if ids.len() == page
                && let Some(last) = ids.iter().max()
                && bound.as_ref().is_none_or(|b| last < b)
            {
                bound = Some(last.clone());
            }
            candidates.extend(ids);
        }
        candidates.sort_unstable();
        candidates.dedup();
        if let Some(bound) = &bound {
            candidates.retain(|id| id <= bound);
        }
        candidates.truncate(page);
        let Some(last) = candidates.last().cloned() else {
            break;
        };
        let ids: Vec<&str> = candidates.iter().map(String::as_str).collect();
        let mut query = bets_where("id IN (SELECT value FROM json_each(");
        query.push_bind(ids_json(&ids));
        query.push("))");
        query.push(which.filter());
        query.push(" ORDER BY id");
        found.extend(load_bets(db, query).await?);
        if bound.is_none() && candidates.len() < page {
            break;
        }
        cursor = last;
    }
    Ok(found)
}

/// A leg's grade as stored: bet id, position, result, dead-heat factor.
type LegStateRow = (String, i64, String, Option<i64>, Option<i64>);

/// The stored state and legs of the bets `ids` names.
async fn grade_targets(
    db: &mut SqliteConnection,
    ids: &[&str],
) -> StoreResult<HashMap<String, GradeTarget>> {
    let json = ids_json(ids);
    // Each read is one row holding a JSON array of rows: far fewer driver round trips.
    let rows: String = sqlx::query_scalar(
        "SELECT json_group_array(json_array(id, user_id, currency, status, outcome, source, \
         free_bet_id, total_stake_cents, payout_cents, payout_credit_cents, grade_version)) \
         FROM bets WHERE id IN (SELECT value FROM json_each(?1))",
    )
    .bind(&json)
    .fetch_one(&mut *db)
    .await
    .map_err(backend)?;
    let rows: Vec<StateRow> = serde_json::from_str(&rows).map_err(|e| corrupt("bet state", e))?;
    let legs: String = sqlx::query_scalar(
        "SELECT json_group_array(json_array(bet_id, position, result, dead_heat_numerator, \
         dead_heat_denominator)) FROM bet_legs WHERE bet_id IN (SELECT value FROM json_each(?1))",
    )
    .bind(&json)
    .fetch_one(&mut *db)
    .await
    .map_err(backend)?;
    let legs: Vec<LegStateRow> =
        serde_json::from_str(&legs).map_err(|e| corrupt("leg state", e))?;
    let mut by_bet: HashMap<String, Vec<(u32, LegResult)>> = HashMap::with_capacity(rows.len());
    for (bet, position, result, n, d) in legs {
        let position = u32::try_from(position).map_err(|_| corrupt("leg position", position))?;
        by_bet
            .entry(bet)
            .or_default()
            .push((position, leg_result(&result, n, d)?));
    }
    rows.into_iter()
        .map(|row| {
            let target = GradeTarget {
                user_id: UserId::from_raw(row.user_id),
                currency: currency(&row.currency)?,
                status: BetStatus::parse(&row.status)
                    .ok_or_else(|| corrupt("bet status", &row.status))?,
                outcome: BetOutcome::parse(&row.outcome)
                    .ok_or_else(|| corrupt("bet outcome", &row.outcome))?,
                source: row.source,
                free_bet_id: row.free_bet_id,
                total_stake_cents: row.total_stake_cents,
                payout_cents: row.payout_cents,
                payout_credit_cents: row.payout_credit_cents,
                grade_version: row.grade_version,
                legs: by_bet.remove(&row.id).unwrap_or_default(),
            };
            Ok((row.id, target))
        })
        .collect()
}

/// Runs one statement over a JSON array parameter (`?1`); nothing for no rows.
async fn run_json(
    db: &mut SqliteConnection,
    sql: &'static str,
    rows: Vec<Value>,
) -> StoreResult<u64> {
    if rows.is_empty() {
        return Ok(0);
    }
    let done = sqlx::query(sql)
        .bind(Value::Array(rows).to_string())
        .execute(&mut *db)
        .await
        .map_err(|e| insert_error(e, "idempotency_key", "account"))?;
    Ok(done.rows_affected())
}

/// A ledger account's key as JSON `[kind, owner, bucket, currency]`.
fn key_json(key: &AccountKey) -> Value {
    json!([key.owner_kind, key.owner_id, key.bucket, key.currency])
}

/// The bettor's account key of `bucket`.
fn holder_key(user: &UserId, bucket: Bucket, currency: domain::money::Currency) -> AccountKey {
    AccountKey::of(&domain::ledger::AccountRef {
        owner: domain::ledger::Owner::User(user.clone(), bucket),
        currency,
    })
}

/// Posts the money of the planned grades: one balanced transaction per bet, its postings,
/// and each touched account's balance moved once by the sum of its postings. Answers each
/// grade's `(cash, credit, transaction)` in `planned` order.
async fn post_settlements(
    db: &mut SqliteConnection,
    planned: &[(&BetGrade, GradePlan)],
    at: DateTime<Utc>,
) -> StoreResult<Vec<(i64, i64, Option<TransactionId>)>> {
    let mut out = vec![(0, 0, None); planned.len()];
    // Accounts whose balance decides an amount: the credit of bettors losing credit.
    let mut watched: Vec<AccountKey> = Vec::new();
    for (grade, plan) in planned {
        if plan.credit_delta < 0 {
            watched.push(holder_key(
                &grade.user_id,
                Bucket::PromotionalCredit,
                grade.currency,
            ));
        }
    }
    let mut balances: BTreeMap<AccountKey, i64> = BTreeMap::new();
    if !watched.is_empty() {
        let keys: Vec<Value> = watched.iter().map(key_json).collect();
        let rows: Vec<(String, String, String, String, i64)> = sqlx::query_as(
            "SELECT a.owner_kind, a.owner_id, a.bucket, a.currency, a.balance \
             FROM json_each(?1) j JOIN ledger_accounts a ON a.owner_kind = j.value ->> 0 \
             AND a.owner_id = j.value ->> 1 AND a.bucket = j.value ->> 2 \
             AND a.currency = j.value ->> 3",
        )
        .bind(Value::Array(keys).to_string())
        .fetch_all(&mut *db)
        .await
        .map_err(backend)?;
        for (kind, owner, bucket, code, balance) in rows {
            if let Some(key) = watched.iter().find(|k| {
                k.owner_kind == kind
                    && k.owner_id == owner
                    && k.bucket == bucket
                    && k.currency == code
            }) {
                balances.insert(key.clone(), balance);
            }
        }
    }

    let mut transactions: Vec<(usize, BalancedTransaction)> = Vec::new();
    for (index, (grade, plan)) in planned.iter().enumerate() {
        let (cash, credit) = if plan.credit_delta < 0 {
            let key = holder_key(&grade.user_id, Bucket::PromotionalCredit, grade.currency);
            let balance = balances.entry(key).or_insert(0);
            let shifted = shift_credit_shortfall(plan.cash_delta, plan.credit_delta, *balance);
            *balance += shifted.1;
            shifted
        } else {
            (plan.cash_delta, plan.credit_delta)
        };
        if let Some(slot) = out.get_mut(index) {
            slot.0 = cash;
            slot.1 = credit;
        }
        if let Some(tx) = settlement_transaction(
            plan.kind,
            &grade.bet_id,
            plan.new_version,
            &grade.user_id,
            grade.currency,
            cash,
            credit,
        )? {
            transactions.push((index, tx));
        }
    }
    if transactions.is_empty() {
        return Ok(out);
    }

    // Every account the postings touch, with the sum of its postings.
    let mut sums: BTreeMap<AccountKey, i64> = BTreeMap::new();
    let mut prepared = Vec::with_capacity(transactions.len());
    for (index, tx) in &transactions {
        let sorted = sorted_postings(tx.postings());
        let print = fingerprint(tx.kind(), &sorted);
        for (key, posting) in &sorted {
            let sum = sums.entry(key.clone()).or_insert(0);
            *sum = sum
                .checked_add(posting.amount)
                .ok_or(StoreError::Conflict("grade"))?;
        }
        let id = TransactionId::generate();
        if let Some(slot) = out.get_mut(*index) {
            slot.2 = Some(id.clone());
        }
        prepared.push((id, tx, sorted, print));
    }
    let keys: Vec<Value> = sums.keys().map(key_json).collect();
    sqlx::query(
        "INSERT INTO ledger_accounts (owner_kind, owner_id, bucket, currency, balance) \
         SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3, 0 FROM json_each(?1) \
         WHERE true ON CONFLICT (owner_kind, owner_id, bucket, currency) DO NOTHING",
    )
    .bind(Value::Array(keys.clone()).to_string())
    .execute(&mut *db)
    .await
    .map_err(backend)?;
    let rows: Vec<(i64, String, String, String, String)> = sqlx::query_as(
        "SELECT a.id, a.owner_kind, a.owner_id, a.bucket, a.currency \
         FROM json_each(?1) j JOIN ledger_accounts a ON a.owner_kind = j.value ->> 0 \
         AND a.owner_id = j.value ->> 1 AND a.bucket = j.value ->> 2 \
         AND a.currency = j.value ->> 3",
    )
    .bind(Value::Array(keys).to_string())
    .fetch_all(&mut *db)
    .await
    .map_err(backend)?;
    let mut ids: HashMap<(String, String, String, String), i64> =
        HashMap::with_capacity(rows.len());
    for (id, kind, owner, bucket, code) in rows {
        ids.insert((kind, owner, bucket, code), id);
    }
    let account_id = |key: &AccountKey| -> StoreResult<i64> {
        ids.get(&(
            key.owner_kind.to_owned(),
            key.owner_id.clone(),
            key.bucket.to_owned(),
            key.currency.to_owned(),
        ))
        .copied()
        .ok_or(StoreError::NotFound("account"))
    };

    let at = millis(at);
    let mut tx_rows = Vec::with_capacity(prepared.len());
    let mut posting_rows = Vec::with_capacity(prepared.len() * 2);
    for (id, tx, sorted, print) in &prepared {
        tx_rows.push(json!([
            id.as_str(),
            tx.kind().as_str(),
            tx.idempotency_key(),
            tx.memo(),
            print,
            at
        ]));
        for (key, posting) in sorted {
            posting_rows.push(json!([id.as_str(), account_id(key)?, posting.amount]));
        }
    }
    let mut balance_rows = Vec::with_capacity(sums.len());
    for (key, sum) in &sums {
        if *sum != 0 {
            balance_rows.push(json!([account_id(key)?, sum]));
        }
    }
    run_json(
        db,
        "INSERT INTO ledger_transactions (id, kind, idempotency_key, memo, fingerprint, \
         created_at) SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, \
         value ->> 5 FROM json_each(?1)",
        tx_rows,
    )
    .await?;
    run_json(
        db,
        "INSERT INTO ledger_postings (transaction_id, account_id, amount) \
         SELECT value ->> 0, value ->> 1, value ->> 2 FROM json_each(?1)",
        posting_rows,
    )
    .await?;
    // The amounts were checked above against balances read under the writer's turn; the
    // table's CHECK is the last guard (a holder's bucket other than cash never below zero).
    run_json(
        db,
        "UPDATE ledger_accounts SET balance = balance + (j.value ->> 1) \
         FROM json_each(?1) AS j WHERE ledger_accounts.id = j.value ->> 0",
        balance_rows,
    )
    .await?;
    Ok(out)
}

/// The dead-heat factor of a result as JSON numbers (nulls otherwise).
fn factor_json(result: &LegResult) -> (Value, Value) {
    match result.dead_heat_factor() {
        Some((n, d)) => (json!(n), json!(d)),
        None => (Value::Null, Value::Null),
    }
}

async fn load_bet(db: &mut SqliteConnection, id: &BetId) -> StoreResult<Option<PlacedBet>> {
    let mut query = bets_where("id = ");
    query.push_bind(id.as_str().to_owned());
    Ok(load_bets(db, query).await?.into_iter().next())
}

/// Applies checked grades inside the caller's write transaction (committed by the caller).
async fn apply_in(
    db: &mut SqliteConnection,
    grades: &[BetGrade],
    at: DateTime<Utc>,
) -> StoreResult<SettleReport> {
    let ids: Vec<&str> = grades.iter().map(|g| g.bet_id.as_str()).collect();
    let targets = grade_targets(&mut *db, &ids).await?;

    let mut report = SettleReport::default();
    let mut planned: Vec<(&BetGrade, GradePlan)> = Vec::with_capacity(grades.len());
    for grade in grades {
        let Some(target) = targets.get(grade.bet_id.as_str()) else {
            report.skipped.push(SkippedGrade {
                bet_id: grade.bet_id.clone(),
                reason: store::SkipReason::UnknownBet,
            });
            continue;
        };
        match plan_grade(grade, target)? {
            Ok(plan) => planned.push((grade, plan)),
            Err(reason) => report.skipped.push(SkippedGrade {
                bet_id: grade.bet_id.clone(),
                reason,
            }),
        }
    }
    if planned.is_empty() {
        return Ok(report);
    }
    let at_ms = millis(at);

    let mut bet_rows = Vec::with_capacity(planned.len());
    let mut leg_rows = Vec::new();
    let mut restores = Vec::new();
    let mut retakes = Vec::new();
    let mut returns = Vec::new();
    for (grade, plan) in &planned {
        let target = targets
            .get(grade.bet_id.as_str())
            .ok_or(StoreError::NotFound("bet"))?;
        bet_rows.push(json!([
            grade.bet_id.as_str(),
            plan.status.as_str(),
            plan.outcome.as_str(),
            plan.payout_cents,
            plan.payout_credit_cents,
            plan.closing,
            plan.regraded,
            plan.new_version,
            grade.expected_grade_version,
            at_ms
        ]));
        for (position, result, correction) in &plan.legs {
            let (n, d) = factor_json(result);
            leg_rows.push(json!([
                grade.bet_id.as_str(),
                position,
                result.as_str(),
                n,
                d,
                *correction
            ]));
        }
        match &plan.reward {
            RewardAction::None => {}
            RewardAction::Restore { reward_id } => {
                restores.push(json!([reward_id, grade.bet_id.as_str()]));
            }
            RewardAction::Retake { reward_id } => {
                retakes.push(json!([reward_id, grade.bet_id.as_str()]));
            }
        }
        if plan.payout_cents != target.payout_cents {
            returns.push(json!([
                grade.user_id.as_str(),
                format!("bet:{}", grade.bet_id),
                plan.payout_cents
            ]));
        }
    }
    let expected = u64::try_from(bet_rows.len()).unwrap_or(u64::MAX);
    let updated = run_json(
        &mut *db,
        "UPDATE bets SET status = j.value ->> 1, outcome = j.value ->> 2, \
         payout_cents = j.value ->> 3, payout_credit_cents = j.value ->> 4, \
         closed_at = CASE WHEN j.value ->> 5 THEN COALESCE(bets.closed_at, j.value ->> 9) \
                     ELSE NULL END, \
         regraded = (bets.regraded OR j.value ->> 6), grade_version = j.value ->> 7 \
         FROM json_each(?1) AS j \
         WHERE bets.id = j.value ->> 0 AND bets.grade_version = j.value ->> 8",
        bet_rows,
    )
    .await?;
    if updated != expected {
        return Err(StoreError::Backend(format!(
            "settlement updated {updated} of {expected} bets"
        )));
    }
    run_json(
        &mut *db,
        "UPDATE bet_legs SET result = j.value ->> 2, dead_heat_numerator = j.value ->> 3, \
         dead_heat_denominator = j.value ->> 4, \
         regraded = (bet_legs.regraded OR j.value ->> 5) \
         FROM json_each(?1) AS j \
         WHERE bet_legs.bet_id = j.value ->> 0 AND bet_legs.position = j.value ->> 1",
        leg_rows,
    )
    .await?;
    run_json(
        &mut *db,
        "UPDATE rewards SET status = 'available', used_by_bet = NULL \
         FROM json_each(?1) AS j \
         WHERE rewards.id = j.value ->> 0 AND rewards.used_by_bet = j.value ->> 1",
        restores,
    )
    .await?;
    run_json(
        &mut *db,
        "UPDATE rewards SET status = 'used', used_by_bet = j.value ->> 1 \
         FROM json_each(?1) AS j \
         WHERE rewards.id = j.value ->> 0 AND rewards.status = 'available'",
        retakes,
    )
    .await?;
    run_json(
        &mut *db,
        "UPDATE rg_wager_activity SET return_cents = j.value ->> 2 \
         FROM json_each(?1) AS j \
         WHERE rg_wager_activity.user_id = j.value ->> 0 \
         AND rg_wager_activity.reference = j.value ->> 1",
        returns,
    )
    .await?;
    let money = post_settlements(&mut *db, &planned, at).await?;

    report.applied = planned
        .iter()
        .zip(money)
        .map(
            |((grade, plan), (cash, credit, transaction_id))| AppliedGrade {
                bet_id: grade.bet_id.clone(),
                user_id: grade.user_id.clone(),
                currency: grade.currency,
                outcome: plan.outcome,
                grade_version: plan.new_version,
                cash_delta_cents: cash,
                credit_delta_cents: credit,
                transaction_id,
            },
        )
        .collect();
    Ok(report)
}

/// Writes an audit row in the caller's transaction; `StoreError::Conflict("audit")` without
/// an actor or an action.
async fn insert_audit(
    db: &mut SqliteConnection,
    entry: &NewSettlementAudit,
) -> StoreResult<SettlementAuditEntry> {
    if entry.actor.is_empty() || entry.action.is_empty() {
        return Err(StoreError::Conflict("audit"));
    }
    let row: AuditRow = sqlx::query_as(
        "INSERT INTO settlement_audit (actor, action, market_id, detail, at) \
         VALUES (?1, ?2, ?3, ?4, ?5) RETURNING id, actor, action, market_id, detail, at",
    )
    .bind(&entry.actor)
    .bind(&entry.action)
    .bind(&entry.market_id)
    .bind(&entry.detail)
    .bind(millis(entry.at))
    .fetch_one(&mut *db)
    .await
    .map_err(backend)?;
    row.into_entry()
}

#[derive(sqlx::FromRow)]
struct AuditRow {
    id: i64,
    actor: String,
    action: String,
    market_id: Option<String>,
    detail: String,
    at: i64,
}

impl AuditRow {
    fn into_entry(self) -> StoreResult<SettlementAuditEntry> {
        Ok(SettlementAuditEntry {
            id: self.id,
            actor: self.actor,
            action: self.action,
            market_id: self.market_id,
            detail: self.detail,
            at: instant(self.at)?,
        })
    }
}

#[async_trait]
impl SettlementStore for SqliteStore {
    async fn open_bets_for_markets(
        &self,
        market_ids: &[String],
        limit: u32,
        after_bet_id: Option<&BetId>,
    ) -> StoreResult<Vec<PlacedBet>> {
        let mut db = self.pool.acquire().await.map_err(backend)?;
        bets_for_markets(&mut db, market_ids, limit, after_bet_id, MarketBets::Open).await
    }

    async fn settled_bets_for_markets(
        &self,
        market_ids: &[String],
        limit: u32,
        after_bet_id: Option<&BetId>,
    ) -> StoreResult<Vec<PlacedBet>> {
        let mut db = self.pool.acquire().await.map_err(backend)?;
        bets_for_markets(
            &mut db,
            market_ids,
            limit,
            after_bet_id,
            MarketBets::Settled,
        )
        .await
    }

    async fn apply_grades(
        &self,
        grades: Vec<BetGrade>,
        at: DateTime<Utc>,
    ) -> StoreResult<SettleReport> {
        check_grades(&grades)?;
        if grades.is_empty() {
            return Ok(SettleReport::default());
        }
        let mut db = self.write().await?;
        let report = apply_in(&mut db, &grades, at).await?;
        db.commit().await.map_err(backend)?;
        Ok(report)
    }

    async fn bet_by_id(&self, bet_id: &BetId) -> StoreResult<Option<PlacedBet>> {
        let mut db = self.pool.acquire().await.map_err(backend)?;
        load_bet(&mut db, bet_id).await
    }

    async fn override_bet(
        &self,
        change: BetOverride,
        at: DateTime<Utc>,
    ) -> StoreResult<OverrideOutcome> {
        check_override(&change)?;
        let mut db = self.write().await?;
        let Some(bet) = load_bet(&mut db, &change.bet_id).await? else {
            return Ok(OverrideOutcome::UnknownBet);
        };
        if !overridable(&bet) {
            return Ok(OverrideOutcome::NotGradable);
        }
        if bet.grade_version != change.expected_grade_version {
            return Ok(OverrideOutcome::Stale);
        }
        if change
            .legs
            .iter()
            .any(|(position, _)| !bet.legs.iter().any(|l| l.position == *position))
        {
            return Err(StoreError::Conflict("override"));
        }
        let grades: Vec<BetGrade> = change.grade.into_iter().collect();
        let grade = apply_in(&mut db, &grades, at).await?.applied.pop();
        let bet_id = change.bet_id.as_str();
        if grade.is_none() {
            sqlx::query("UPDATE bets SET grade_version = grade_version + 1 WHERE id = ?1")
                .bind(bet_id)
                .execute(&mut *db)
                .await
                .map_err(backend)?;
        }
        sqlx::query("UPDATE bets SET override_outcome = ?1 WHERE id = ?2")
            .bind(change.outcome.map(BetOutcome::as_str))
            .bind(bet_id)
            .execute(&mut *db)
            .await
            .map_err(backend)?;
        let legs = change
            .legs
            .iter()
            .map(|(position, result)| {
                let (n, d) = result
                    .as_ref()
                    .map_or((Value::Null, Value::Null), factor_json);
                json!([position, result.as_ref().map(LegResult::as_str), n, d])
            })
            .collect();
        sqlx::query(
            "UPDATE bet_legs SET override_result = j.value ->> 1, \
             override_dead_heat_numerator = j.value ->> 2, \
             override_dead_heat_denominator = j.value ->> 3 \
             FROM json_each(?2) AS j \
             WHERE bet_legs.bet_id = ?1 AND bet_legs.position = j.value ->> 0",
        )
        .bind(bet_id)
        .bind(Value::Array(legs).to_string())
        .execute(&mut *db)
        .await
        .map_err(backend)?;
        insert_audit(&mut db, &change.audit).await?;
        let bet = load_bet(&mut db, &change.bet_id)
            .await?
            .ok_or(StoreError::NotFound("bet"))?;
        db.commit().await.map_err(backend)?;
        Ok(OverrideOutcome::Applied {
            bet: Box::new(bet),
            grade,
        })
    }

    async fn cash_out(
        &self,
        user: &UserId,
        bet_id: &BetId,
        expected_grade_version: i64,
        amount_cents: i64,
        at: DateTime<Utc>,
    ) -> StoreResult<CashoutOutcome> {
        if amount_cents <= 0 {
            return Err(StoreError::Conflict("amount"));
        }
        let mut db = self.write().await?;
        let closed: Option<String> = sqlx::query_scalar(
            "UPDATE bets SET status = 'settled', outcome = 'cash_out', payout_cents = ?1, \
             payout_credit_cents = 0, cashout_cents = ?1, closed_at = ?2, \
             grade_version = grade_version + 1 \
             WHERE id = ?3 AND user_id = ?4 AND status = 'open' AND grade_version = ?5 \
             RETURNING currency",
        )
        .bind(amount_cents)
        .bind(millis(at))
        .bind(bet_id.as_str())
        .bind(user.as_str())
        .bind(expected_grade_version)
        .fetch_optional(&mut *db)
        .await
        .map_err(backend)?;
        let Some(code) = closed else {
            let found = load_bet(&mut db, bet_id).await?;
            drop(db);
            return Ok(match found {
                None => CashoutOutcome::UnknownBet,
                Some(bet) if &bet.user_id != user => CashoutOutcome::NotYours,
                Some(bet) if bet.status != BetStatus::Open => CashoutOutcome::NotOpen { bet },
                Some(bet) => CashoutOutcome::Stale { bet },
            });
        };
        let currency = currency(&code)?;
        let tx = store::cashout_transaction(bet_id, user, currency, amount_cents)?;
        post_in(&mut db, &tx, at).await?;
        sqlx::query(
            "UPDATE rg_wager_activity SET return_cents = ?1 WHERE user_id = ?2 AND reference = ?3",
        )
        .bind(amount_cents)
        .bind(user.as_str())
        .bind(format!("bet:{bet_id}"))
        .execute(&mut *db)
        .await
        .map_err(backend)?;
        let bet = load_bet(&mut db, bet_id)
            .await?
            .ok_or(StoreError::NotFound("bet"))?;
        let balances = balances_in(&mut db, user, currency).await?;
        db.commit().await.map_err(backend)?;
        Ok(CashoutOutcome::CashedOut { bet, balances })
    }

    async fn bet_history(&self, user: &UserId, q: &BetHistoryQuery) -> StoreResult<BetHistoryPage> {
        if q.first == 0 || q.first > MAX_HISTORY_PAGE {
            return Err(StoreError::Conflict("first"));
        }
        let after = q
            .after
            .as_deref()
            .map(|c| parse_history_cursor(c).ok_or(StoreError::Conflict("cursor")))
            .transpose()?;
        let mut query = bets_where("");
        history_where(&mut query, user, q.filter, q.from, q.to);
        if let Some((ms, id)) = after {
            query.push(" AND (placed_at < ");
            query.push_bind(ms);
            query.push(" OR (placed_at = ");
            query.push_bind(ms);
            query.push(" AND id < ");
            query.push_bind(id);
            query.push("))");
        }
        query.push(" ORDER BY placed_at DESC, id DESC LIMIT ");
        query.push_bind(i64::from(q.first) + 1);
        let mut db = self.pool.acquire().await.map_err(backend)?;
        let mut bets = load_bets(&mut db, query).await?;
        let first = usize::try_from(q.first).unwrap_or(usize::MAX);
        let has_next_page = bets.len() > first;
        bets.truncate(first);
        let end_cursor = bets.last().map(|b| history_cursor(b.placed_at, &b.id));
        Ok(BetHistoryPage {
            bets,
            end_cursor,
            has_next_page,
        })
    }

    async fn bet_totals(
        &self,
        user: &UserId,
        filter: BetHistoryFilter,
        from: Option<DateTime<Utc>>,
        to: Option<DateTime<Utc>>,
    ) -> StoreResult<BetTotals> {
        let mut query = QueryBuilder::<Sqlite>::new(
            "SELECT COUNT(*), \
             COALESCE(SUM(CASE WHEN source <> 'free_bet' AND status <> 'rejected' \
                          THEN total_stake_cents ELSE 0 END), 0), \
             COALESCE(SUM(payout_cents), 0) FROM bets WHERE ",
        );
        history_where(&mut query, user, filter, from, to);
        let (n, staked, paid): (i64, i64, i64) = query
            .build_query_as()
            .fetch_one(&self.pool)
            .await
            .map_err(backend)?;
        Ok(BetTotals {
            count: count(n)?,
            staked_cents: staked,
            paid_cents: paid,
        })
    }

    async fn create_share_link(
        &self,
        user: &UserId,
        bet_id: &BetId,
        channel: &str,
        at: DateTime<Utc>,
    ) -> StoreResult<ShareLink> {
        if !is_share_channel(channel) {
            return Err(StoreError::Conflict("channel"));
        }
        let mut db = self.write().await?;
        let owner: Option<String> = sqlx::query_scalar("SELECT user_id FROM bets WHERE id = ?1")
            .bind(bet_id.as_str())
            .fetch_optional(&mut *db)
            .await
            .map_err(backend)?;
        if owner.as_deref() != Some(user.as_str()) {
            return Err(StoreError::NotFound("bet"));
        }
        for _ in 0..8 {
            sqlx::query(
                "INSERT INTO bet_share_links (code, bet_id, channel, created_at) \
                 VALUES (?1, ?2, ?3, ?4) ON CONFLICT DO NOTHING",
            )
            .bind(new_share_code())
            .bind(bet_id.as_str())
            .bind(channel)
            .bind(millis(at))
            .execute(&mut *db)
            .await
            .map_err(backend)?;
            let link: Option<(String, i64)> = sqlx::query_as(
                "SELECT code, created_at FROM bet_share_links WHERE bet_id = ?1 AND channel = ?2",
            )
            .bind(bet_id.as_str())
            .bind(channel)
            .fetch_optional(&mut *db)
            .await
            .map_err(backend)?;
            // None: the fresh code was taken (by another bet): draw again.
            if let Some((code, created_at)) = link {
                db.commit().await.map_err(backend)?;
                return Ok(ShareLink {
                    code,
                    bet_id: bet_id.clone(),
                    channel: channel.to_owned(),
                    created_at: instant(created_at)?,
                });
            }
        }
        Err(StoreError::Conflict("code"))
    }

    async fn share_links(&self, bet_ids: &[BetId]) -> StoreResult<Vec<ShareLink>> {
        if bet_ids.is_empty() {
            return Ok(Vec::new());
        }
        let ids: Vec<&str> = bet_ids.iter().map(BetId::as_str).collect();
        let rows: Vec<(String, String, String, i64)> = sqlx::query_as(
            "SELECT code, bet_id, channel, created_at FROM bet_share_links \
             WHERE bet_id IN (SELECT value FROM json_each(?1)) \
             ORDER BY bet_id, created_at, code",
        )
        .bind(ids_json(&ids))
        .fetch_all(&self.pool)
        .await
        .map_err(backend)?;
        rows.into_iter()
            .map(|(code, bet, channel, created_at)| {
                Ok(ShareLink {
                    code,
                    bet_id: BetId::from_raw(bet),
                    channel,
                    created_at: instant(created_at)?,
                })
            })
            .collect()
    }

    async fn shared_bet(&self, code: &str) -> StoreResult<Option<PlacedBet>> {
        if !is_share_code(code) {
            return Ok(None);
        }
        let mut db = self.pool.acquire().await.map_err(backend)?;
        let mut query = bets_where("id = (SELECT bet_id FROM bet_share_links WHERE code = ");
        query.push_bind(code.to_owned());
        query.push(")");
        Ok(load_bets(&mut db, query).await?.into_iter().next())
    }

    async fn record_settlement_audit(
        &self,
        entry: NewSettlementAudit,
    ) -> StoreResult<SettlementAuditEntry> {
        let mut db = self.write().await?;
        let entry = insert_audit(&mut db, &entry).await?;
        db.commit().await.map_err(backend)?;
        Ok(entry)
    }

    async fn settlement_audit(
        &self,
        market_id: Option<&str>,
        limit: u32,
    ) -> StoreResult<Vec<SettlementAuditEntry>> {
        let rows: Vec<AuditRow> = sqlx::query_as(
            "SELECT id, actor, action, market_id, detail, at FROM settlement_audit \
             WHERE ?1 IS NULL OR market_id = ?1 ORDER BY id DESC LIMIT ?2",
        )
        .bind(market_id)
        .bind(i64::from(limit))
        .fetch_all(&self.pool)
        .await
        .map_err(backend)?;
        rows.into_iter().map(AuditRow::into_entry).collect()
    }
}
