//! [`store::SettlementStore`]. A batch of grades is one unit of work: the bets' state and
//! legs are read (the bets locked in id order where row locks exist; elsewhere the write
//! holds the whole database, so the bets, balances and rewards it reads cannot change before
//! it commits), the grades planned in memory (`store::plan_grade`), then each step is one
//! statement over a JSON array parameter ([`Dialect::json_rows`]), whatever the batch's
//! size: bets, legs, rewards, wager activity, then the ledger's accounts, transactions,
//! postings and balances. Each read of a batch, like each bet-id page, answers one row
//! holding a JSON array ([`Dialect::json_agg`]): one driver round trip instead of one per
//! row. Every bet's money is its own balanced ledger transaction with its own postings; the
//! accounts they touch are locked once, house rows first then the bettors', in account-key
//! order (the order `ledger::post_in` locks in, so a settlement batch and a placement cannot
//! deadlock), and each balance moves once by the sum of its postings. Bet ids are compared
//! and paged in byte order ([`Dialect::byte_order`]).

use std::collections::{BTreeMap, BTreeSet, HashMap};

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::ids::{BetId, TransactionId, UserId};
use domain::ledger::{AccountRef, BalancedTransaction, Bucket, HouseAccount, Owner};
use domain::money::Currency;
use domain::settlement::{BetOutcome, LegResult};
use serde_json::{Value as JsonValue, json};
use store::{
    AppliedGrade, BetGrade, BetHistoryFilter, BetHistoryPage, BetHistoryQuery, BetOverride,
    BetStatus, BetTotals, CashoutOutcome, GradePlan, GradeTarget, MAX_HISTORY_PAGE,
    MAX_SETTLEMENT_BATCH, NewSettlementAudit, OverrideOutcome, PlacedBet, RewardAction,
    SettleReport, SettlementAuditEntry, SettlementStore, ShareLink, SkippedGrade, StoreError,
    StoreResult, check_grades, check_override, history_cursor, is_share_channel, is_share_code,
    new_share_code, overridable, parse_history_cursor, plan_grade, settlement_transaction,
    shift_credit_shortfall,
};

use crate::SqlStore;
use crate::betting::{BET_COLUMNS, bets_where, leg_result, load_bet, load_bets};
use crate::convert::{corrupt, count, currency, instant, millis};
use crate::db::{
    Backend, Builder, DbError, Dialect, Executor, Json, List, query, query_as, query_scalar,
};
use crate::ledger::{AccountKey, balances_in, fingerprint, house_row, post_in, sorted_postings};
use crate::row;

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

/// A leg's grade as stored: bet id, position, result, dead-heat factor.
type LegStateRow = (String, i64, String, Option<i64>, Option<i64>);

/// `expr`'s values over the rows of a query as one JSON array (text; `[]` for no rows).
fn json_list(dialect: &dyn Dialect, expr: &str) -> String {
    format!(
        "COALESCE(CAST({}({expr}) AS TEXT), '[]')",
        dialect.json_agg()
    )
}

/// The rows of a query as one JSON array of arrays of `columns` (see [`json_list`]).
fn json_table(dialect: &dyn Dialect, columns: &str) -> String {
    json_list(dialect, &format!("{}({columns})", dialect.json_array()))
}

fn status_filter(filter: BetHistoryFilter) -> Option<&'static str> {
    match filter {
        BetHistoryFilter::All => None,
        BetHistoryFilter::Open => Some("status IN ('pending_acceptance', 'open')"),
        BetHistoryFilter::Settled => Some("status IN ('settled', 'rejected')"),
    }
}

/// `user_id = $ [AND status ...] [AND placed_at >= from] [AND placed_at < to]`.
fn history_where(
    query: &mut Builder<'static>,
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
    db: &mut dyn Executor,
    mut markets: Vec<String>,
    limit: u32,
    after: Option<BetId>,
    which: MarketBets,
) -> StoreResult<Vec<PlacedBet>> {
    if markets.len() > MAX_MARKETS {
        return Err(StoreError::Conflict("markets"));
    }
    let want = usize::try_from(limit)
        .unwrap_or(usize::MAX)
        .min(MAX_SETTLEMENT_BATCH);
    markets.sort_unstable();
    markets.dedup();
    let dialect = db.dialect();
    let bytes = dialect.byte_order();
    // One row (a JSON array) instead of one row per bet: far fewer driver round trips.
    let page_sql = format!(
        "SELECT {} FROM (SELECT DISTINCT bet_id {bytes} AS bet_id FROM bet_legs \
         WHERE market_id = $1 AND bet_id {bytes} > $2 ORDER BY 1 LIMIT $3) p",
        json_list(dialect, "bet_id")
    );
    let bets_sql = format!(
        "SELECT {BET_COLUMNS} FROM bets WHERE id IN {}{} ORDER BY id {bytes}",
        dialect.list(1),
        which.filter()
    );
    let mut found: Vec<PlacedBet> = Vec::new();
    let mut cursor: String = after.map(|b| b.as_str().to_owned()).unwrap_or_default();
    while found.len() < want && !markets.is_empty() {
        let page = want.saturating_sub(found.len());
        let page_i64 = i64::try_from(page).unwrap_or(i64::MAX);
        let mut candidates: Vec<String> = Vec::new();
        let mut bound: Option<String> = None;
        for market in &markets {
            let ids: String = query_scalar(page_sql.as_str())
                .bind(market.as_str())
                .bind(cursor.as_str())
                .bind(page_i64)
                .fetch_one(db)
                .await?;
            let ids: Vec<String> =
                serde_json::from_str(&ids).map_err(|e| corrupt("bet id list", e))?;
            // The array's order is not promised: its last id in byte order (as Rust compares).
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
        let exhausted = bound.is_none() && candidates.len() < page;
        found.extend(load_bets(db, query_as(bets_sql.as_str()).bind(List(candidates))).await?);
        if exhausted {
            break;
        }
        cursor = last;
    }
    Ok(found)
}

/// Reads the state and legs of the bets `ids` names, locking the bets (in id order) where
/// row locks exist.
async fn grade_targets(
    db: &mut dyn Executor,
    ids: Vec<String>,
) -> StoreResult<HashMap<String, GradeTarget>> {
    let dialect = db.dialect();
    // Each read is one row holding a JSON array of rows: far fewer driver round trips.
    let rows: String = query_scalar(format!(
        "SELECT {} FROM (SELECT id, user_id, currency, status, outcome, source, free_bet_id, \
         total_stake_cents, payout_cents, payout_credit_cents, grade_version \
         FROM bets WHERE id IN {} {}) b",
        json_table(
            dialect,
            "id, user_id, currency, status, outcome, source, free_bet_id, total_stake_cents, \
             payout_cents, payout_credit_cents, grade_version"
        ),
        dialect.list(1),
        dialect.lock("ORDER BY id COLLATE \"C\" FOR UPDATE")
    ))
    .bind(List(ids.clone()))
    .fetch_one(db)
    .await?;
    let rows: Vec<StateRow> = serde_json::from_str(&rows).map_err(|e| corrupt("bet state", e))?;
    let legs: String = query_scalar(format!(
        "SELECT {} FROM bet_legs WHERE bet_id IN {}",
        json_table(
            dialect,
            "bet_id, position, result, dead_heat_numerator, dead_heat_denominator"
        ),
        dialect.list(1)
    ))
    .bind(List(ids))
    .fetch_one(db)
    .await?;
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

/// Runs `sql` with the JSON array of `rows` as `$1` (and `at` as `$2` when given); nothing
/// for no rows.
async fn run_rows(
    db: &mut dyn Executor,
    sql: &str,
    rows: Vec<JsonValue>,
    at: Option<i64>,
) -> Result<u64, DbError> {
    if rows.is_empty() {
        return Ok(0);
    }
    let json = JsonValue::Array(rows).to_string();
    let mut statement = query(sql).bind(Json(&json));
    if let Some(at) = at {
        statement = statement.bind(at);
    }
    statement.execute(db).await
}

/// A ledger account's key as JSON `[kind, owner, bucket, currency]`.
fn key_json(key: &AccountKey) -> JsonValue {
    json!([key.owner_kind, key.owner_id, key.bucket, key.currency])
}

/// The bettor's account key of `bucket`.
fn holder_key(user: &UserId, bucket: Bucket, currency: Currency) -> AccountKey {
    AccountKey::of(
        &AccountRef {
            owner: Owner::User(user.clone(), bucket),
            currency,
        },
        "main",
    )
}

/// The house wagers row the bettor's transactions use.
fn house_key(dialect: &dyn Dialect, user: &UserId, currency: Currency) -> AccountKey {
    AccountKey::of(
        &AccountRef {
            owner: Owner::House(HouseAccount::Wagers),
            currency,
        },
        house_row(dialect, user.as_str()),
    )
}

/// An account's key columns, as read back.
type KeyColumns = (String, String, String, String);

fn key_columns(key: &AccountKey) -> KeyColumns {
    (
        key.owner_kind.to_owned(),
        key.owner_id.clone(),
        key.bucket.to_owned(),
        key.currency.to_owned(),
    )
}

/// Posts the money of the planned grades: one balanced transaction per bet, its postings,
/// and each touched account's balance moved once by the sum of its postings. Answers each
/// grade's `(cash, credit, transaction)` in `planned` order.
async fn post_settlements(
    db: &mut dyn Executor,
    planned: &[(&BetGrade, GradePlan)],
    at: DateTime<Utc>,
) -> StoreResult<Vec<(i64, i64, Option<TransactionId>)>> {
    let dialect = db.dialect();
    let mut out = vec![(0, 0, None); planned.len()];
    // Every account the batch may post to: a credit shortfall moves to cash, never to
    // another account, so the house side and its row are known before the amounts are.
    let mut touched: BTreeSet<AccountKey> = BTreeSet::new();
    for (grade, plan) in planned {
        let (user, code) = (&grade.user_id, grade.currency);
        if plan.cash_delta != 0 || plan.credit_delta < 0 {
            touched.insert(holder_key(user, Bucket::Cash, code));
        }
        if plan.credit_delta != 0 {
            touched.insert(holder_key(user, Bucket::PromotionalCredit, code));
        }
        if plan.cash_delta.checked_add(plan.credit_delta) != Some(0) {
            touched.insert(house_key(dialect, user, code));
        }
    }
    if touched.is_empty() {
        return Ok(out);
    }
    // In account-key order (a BTreeSet's, byte order like `COLLATE "C"`).
    let keys = JsonValue::Array(touched.iter().map(key_json).collect()).to_string();
    let rows = dialect.json_rows(1);
    query(format!(
        "INSERT INTO ledger_accounts (owner_kind, owner_id, bucket, currency, balance) \
         SELECT j.value ->> 0, j.value ->> 1, j.value ->> 2, j.value ->> 3, 0 \
         FROM {rows} AS j WHERE true {} \
         ON CONFLICT (owner_kind, owner_id, bucket, currency) DO NOTHING",
        // New rows inserted in the order the accounts are locked in below.
        dialect.lock(
            "ORDER BY (j.value ->> 0) COLLATE \"C\", (j.value ->> 1) COLLATE \"C\", \
             (j.value ->> 2) COLLATE \"C\", (j.value ->> 3) COLLATE \"C\""
        )
    ))
    .bind(Json(&keys))
    .execute(db)
    .await?;
    // House rows sort before holders ('house' < 'user'): the order post_in locks in.
    let found: Vec<(i64, String, String, String, String, i64)> = query_as(format!(
        "SELECT a.id, a.owner_kind, a.owner_id, a.bucket, a.currency, a.balance \
         FROM {rows} AS j JOIN ledger_accounts a ON a.owner_kind = j.value ->> 0 \
         AND a.owner_id = j.value ->> 1 AND a.bucket = j.value ->> 2 \
         AND a.currency = j.value ->> 3 {}",
        dialect.lock(
            "ORDER BY a.owner_kind COLLATE \"C\", a.owner_id COLLATE \"C\", \
             a.bucket COLLATE \"C\", a.currency COLLATE \"C\" FOR UPDATE OF a"
        )
    ))
    .bind(Json(&keys))
    .fetch_all(db)
    .await?;
    let mut accounts: HashMap<KeyColumns, (i64, i64)> = HashMap::with_capacity(found.len());
    for (id, kind, owner, bucket, code, balance) in found {
        accounts.insert((kind, owner, bucket, code), (id, balance));
    }

    let mut transactions: Vec<(usize, BalancedTransaction)> = Vec::new();
    for (index, (grade, plan)) in planned.iter().enumerate() {
        let (cash, credit) = if plan.credit_delta < 0 {
            // The amounts are checked against the balance read (and locked) above.
            let key = key_columns(&holder_key(
                &grade.user_id,
                Bucket::PromotionalCredit,
                grade.currency,
            ));
            let balance = accounts
                .get_mut(&key)
                .map(|(_, balance)| balance)
                .ok_or(StoreError::NotFound("account"))?;
            let shifted = shift_credit_shortfall(plan.cash_delta, plan.credit_delta, *balance);
            *balance = balance.saturating_add(shifted.1);
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

    let mut sums: BTreeMap<i64, i64> = BTreeMap::new();
    let mut tx_rows = Vec::with_capacity(transactions.len());
    let mut posting_rows = Vec::with_capacity(transactions.len().saturating_mul(2));
    for (index, tx) in &transactions {
        let sorted = sorted_postings(dialect, tx);
        let id = TransactionId::generate();
        for (key, posting) in &sorted {
            let (account, _) = accounts
                .get(&key_columns(key))
                .copied()
                .ok_or(StoreError::NotFound("account"))?;
            let sum = sums.entry(account).or_insert(0);
            *sum = sum
                .checked_add(posting.amount)
                .ok_or(StoreError::Conflict("grade"))?;
            posting_rows.push(json!([id.as_str(), account, posting.amount]));
        }
        tx_rows.push(json!([
            id.as_str(),
            tx.kind().as_str(),
            tx.idempotency_key(),
            tx.memo(),
            fingerprint(tx.kind(), &sorted)
        ]));
        if let Some(slot) = out.get_mut(*index) {
            slot.2 = Some(id);
        }
    }
    run_rows(
        db,
        &format!(
            "INSERT INTO ledger_transactions (id, kind, idempotency_key, memo, fingerprint, \
             created_at) SELECT j.value ->> 0, j.value ->> 1, j.value ->> 2, j.value ->> 3, \
             j.value ->> 4, $2 FROM {rows} AS j"
        ),
        tx_rows,
        Some(millis(at)),
    )
    .await
    .map_err(|e| e.on_insert("idempotency_key", "account"))?;
    run_rows(
        db,
        &format!(
            "INSERT INTO ledger_postings (transaction_id, account_id, amount) \
             SELECT j.value ->> 0, CAST(j.value ->> 1 AS BIGINT), CAST(j.value ->> 2 AS BIGINT) \
             FROM {rows} AS j"
        ),
        posting_rows,
        None,
    )
    .await
    .map_err(|e| e.on_insert("idempotency_key", "account"))?;
    let balance_rows: Vec<JsonValue> = sums
        .into_iter()
        .filter(|(_, delta)| *delta != 0)
        .map(|(id, delta)| json!([id, delta]))
        .collect();
    // The amounts were checked above against the balances read under the lock (or the
    // writer's turn); the table's CHECK is the last guard (a holder's bucket other than cash
    // never below zero).
    run_rows(
        db,
        &format!(
            "UPDATE ledger_accounts SET balance = balance + CAST(j.value ->> 1 AS BIGINT) \
             FROM {rows} AS j WHERE ledger_accounts.id = CAST(j.value ->> 0 AS BIGINT)"
        ),
        balance_rows,
        None,
    )
    .await?;
    Ok(out)
}

/// A leg result's dead-heat factor as JSON numbers (nulls otherwise).
fn factor_json(result: Option<&LegResult>) -> (JsonValue, JsonValue) {
    match result.and_then(LegResult::dead_heat_factor) {
        Some((n, d)) => (json!(n), json!(d)),
        None => (JsonValue::Null, JsonValue::Null),
    }
}

/// Applies checked grades inside the caller's unit of work.
async fn apply_in(
    db: &mut dyn Executor,
    grades: &[BetGrade],
    at: DateTime<Utc>,
) -> StoreResult<SettleReport> {
    let ids: Vec<String> = grades
        .iter()
        .map(|g| g.bet_id.as_str().to_owned())
        .collect();
    let targets = grade_targets(db, ids).await?;

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
            grade.expected_grade_version
        ]));
        for (position, result, correction) in &plan.legs {
            let (n, d) = factor_json(Some(result));
            leg_rows.push(json!([
                grade.bet_id.as_str(),
                position,
                result.as_str(),
                n,
                d,
                correction
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
    let rows = db.dialect().json_rows(1);
    let expected = u64::try_from(bet_rows.len()).unwrap_or(u64::MAX);
    let updated = run_rows(
        db,
        &format!(
            "UPDATE bets SET status = j.value ->> 1, outcome = j.value ->> 2, \
             payout_cents = CAST(j.value ->> 3 AS BIGINT), \
             payout_credit_cents = CAST(j.value ->> 4 AS BIGINT), \
             closed_at = CASE WHEN CAST(j.value ->> 5 AS BOOLEAN) \
                         THEN COALESCE(bets.closed_at, $2) ELSE NULL END, \
             regraded = (bets.regraded OR CAST(j.value ->> 6 AS BOOLEAN)), \
             grade_version = CAST(j.value ->> 7 AS BIGINT) \
             FROM {rows} AS j \
             WHERE bets.id = j.value ->> 0 AND bets.grade_version = CAST(j.value ->> 8 AS BIGINT)"
        ),
        bet_rows,
        Some(millis(at)),
    )
    .await?;
    if updated != expected {
        return Err(StoreError::Backend(format!(
            "settlement updated {updated} of {expected} bets"
        )));
    }
    run_rows(
        db,
        &format!(
            "UPDATE bet_legs SET result = j.value ->> 2, \
             dead_heat_numerator = CAST(j.value ->> 3 AS BIGINT), \
             dead_heat_denominator = CAST(j.value ->> 4 AS BIGINT), \
             regraded = (bet_legs.regraded OR CAST(j.value ->> 5 AS BOOLEAN)) \
             FROM {rows} AS j \
             WHERE bet_legs.bet_id = j.value ->> 0 \
             AND bet_legs.position = CAST(j.value ->> 1 AS BIGINT)"
        ),
        leg_rows,
        None,
    )
    .await?;
    run_rows(
        db,
        &format!(
            "UPDATE rewards SET status = 'available', used_by_bet = NULL FROM {rows} AS j \
             WHERE rewards.id = j.value ->> 0 AND rewards.used_by_bet = j.value ->> 1"
        ),
        restores,
        None,
    )
    .await?;
    run_rows(
        db,
        &format!(
            "UPDATE rewards SET status = 'used', used_by_bet = j.value ->> 1 FROM {rows} AS j \
             WHERE rewards.id = j.value ->> 0 AND rewards.status = 'available'"
        ),
        retakes,
        None,
    )
    .await?;
    run_rows(
        db,
        &format!(
            "UPDATE rg_wager_activity SET return_cents = CAST(j.value ->> 2 AS BIGINT) \
             FROM {rows} AS j WHERE rg_wager_activity.user_id = j.value ->> 0 \
             AND rg_wager_activity.reference = j.value ->> 1"
        ),
        returns,
        None,
    )
    .await?;
    let money = post_settlements(db, &planned, at).await?;

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

row! {
    struct AuditRow {
        id: i64,
        actor: String,
        action: String,
        market_id: Option<String>,
        detail: String,
        at: i64,
    }
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

/// Writes an audit row in the caller's unit of work; `StoreError::Conflict("audit")` without
/// an actor or an action.
async fn insert_audit(
    db: &mut dyn Executor,
    entry: &NewSettlementAudit,
) -> StoreResult<SettlementAuditEntry> {
    if entry.actor.is_empty() || entry.action.is_empty() {
        return Err(StoreError::Conflict("audit"));
    }
    let row: AuditRow = query_as(
        "INSERT INTO settlement_audit (actor, action, market_id, detail, at) \
         VALUES ($1, $2, $3, $4, $5) RETURNING id, actor, action, market_id, detail, at",
    )
    .bind(entry.actor.as_str())
    .bind(entry.action.as_str())
    .bind(entry.market_id.as_deref())
    .bind(entry.detail.as_str())
    .bind(millis(entry.at))
    .fetch_one(db)
    .await?;
    row.into_entry()
}

async fn override_bet(
    db: &mut dyn Executor,
    mut change: BetOverride,
    at: DateTime<Utc>,
) -> StoreResult<OverrideOutcome> {
    let bet_id = change.bet_id.as_str();
    if db.dialect().row_locks() {
        // The bet's row lock: a grade or a cash-out of this bet waits for this unit of work.
        let locked: Option<i64> =
            query_scalar("SELECT grade_version FROM bets WHERE id = $1 FOR UPDATE")
                .bind(bet_id)
                .fetch_optional(db)
                .await?;
        if locked.is_none() {
            return Ok(OverrideOutcome::UnknownBet);
        }
    }
    let Some(bet) = load_bet(db, &change.bet_id).await? else {
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
    let grades: Vec<BetGrade> = change.grade.take().into_iter().collect();
    let grade = apply_in(db, &grades, at).await?.applied.pop();
    query(
        "UPDATE bets SET override_outcome = $1, \
         grade_version = grade_version + CASE WHEN $2 THEN 1 ELSE 0 END WHERE id = $3",
    )
    .bind(change.outcome.map(BetOutcome::as_str))
    .bind(grade.is_none())
    .bind(bet_id)
    .execute(db)
    .await?;
    if !change.legs.is_empty() {
        let legs: Vec<JsonValue> = change
            .legs
            .iter()
            .map(|(position, result)| {
                let (n, d) = factor_json(result.as_ref());
                json!([position, result.as_ref().map(LegResult::as_str), n, d])
            })
            .collect();
        let legs = JsonValue::Array(legs).to_string();
        query(format!(
            "UPDATE bet_legs SET override_result = j.value ->> 1, \
             override_dead_heat_numerator = CAST(j.value ->> 2 AS BIGINT), \
             override_dead_heat_denominator = CAST(j.value ->> 3 AS BIGINT) \
             FROM {} AS j \
             WHERE bet_legs.bet_id = $2 AND bet_legs.position = CAST(j.value ->> 0 AS BIGINT)",
            db.dialect().json_rows(1)
        ))
        .bind(Json(&legs))
        .bind(bet_id)
        .execute(db)
        .await?;
    }
    insert_audit(db, &change.audit).await?;
    let bet = load_bet(db, &change.bet_id)
        .await?
        .ok_or(StoreError::NotFound("bet"))?;
    Ok(OverrideOutcome::Applied {
        bet: Box::new(bet),
        grade,
    })
}

async fn cash_out(
    db: &mut dyn Executor,
    user: UserId,
    bet_id: BetId,
    expected_grade_version: i64,
    amount_cents: i64,
    at: DateTime<Utc>,
) -> StoreResult<CashoutOutcome> {
    let closed: Option<String> = query_scalar(
        "UPDATE bets SET status = 'settled', outcome = 'cash_out', payout_cents = $1, \
         payout_credit_cents = 0, cashout_cents = $1, closed_at = $2, \
         grade_version = grade_version + 1 \
         WHERE id = $3 AND user_id = $4 AND status = 'open' AND grade_version = $5 \
         RETURNING currency",
    )
    .bind(amount_cents)
    .bind(millis(at))
    .bind(bet_id.as_str())
    .bind(user.as_str())
    .bind(expected_grade_version)
    .fetch_optional(db)
    .await?;
    let Some(code) = closed else {
        let found = load_bet(db, &bet_id).await?;
        db.discard();
        return Ok(match found {
            None => CashoutOutcome::UnknownBet,
            Some(bet) if bet.user_id != user => CashoutOutcome::NotYours,
            Some(bet) if bet.status != BetStatus::Open => CashoutOutcome::NotOpen { bet },
            Some(bet) => CashoutOutcome::Stale { bet },
        });
    };
    let currency = currency(&code)?;
    let tx = store::cashout_transaction(&bet_id, &user, currency, amount_cents)?;
    post_in(db, &tx, at).await?;
    query("UPDATE rg_wager_activity SET return_cents = $1 WHERE user_id = $2 AND reference = $3")
        .bind(amount_cents)
        .bind(user.as_str())
        .bind(format!("bet:{bet_id}"))
        .execute(db)
        .await?;
    let bet = load_bet(db, &bet_id)
        .await?
        .ok_or(StoreError::NotFound("bet"))?;
    let balances = balances_in(db, &user, currency).await?;
    Ok(CashoutOutcome::CashedOut { bet, balances })
}

async fn bet_history(
    db: &mut dyn Executor,
    user: UserId,
    q: BetHistoryQuery,
    after: Option<(i64, String)>,
) -> StoreResult<BetHistoryPage> {
    let bytes = db.dialect().byte_order();
    let mut query = bets_where("");
    history_where(&mut query, &user, q.filter, q.from, q.to);
    if let Some((ms, id)) = after {
        query.push(" AND (placed_at < ");
        query.push_bind(ms);
        query.push(" OR (placed_at = ");
        query.push_bind(ms);
        query.push(format!(" AND id {bytes} < "));
        query.push_bind(id);
        query.push("))");
    }
    query.push(format!(" ORDER BY placed_at DESC, id {bytes} DESC LIMIT "));
    query.push_bind(i64::from(q.first).saturating_add(1));
    let mut bets = load_bets(db, query.build_query_as()).await?;
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

async fn create_share_link(
    db: &mut dyn Executor,
    user: UserId,
    bet_id: BetId,
    channel: String,
    at: DateTime<Utc>,
) -> StoreResult<ShareLink> {
    let owner: Option<String> = query_scalar("SELECT user_id FROM bets WHERE id = $1")
        .bind(bet_id.as_str())
        .fetch_optional(db)
        .await?;
    if owner.as_deref() != Some(user.as_str()) {
        return Err(StoreError::NotFound("bet"));
    }
    for _ in 0..8 {
        // A concurrent creation of the same link waits here for the first, then reads it.
        query(
            "INSERT INTO bet_share_links (code, bet_id, channel, created_at) \
             VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING",
        )
        .bind(new_share_code())
        .bind(bet_id.as_str())
        .bind(channel.as_str())
        .bind(millis(at))
        .execute(db)
        .await?;
        let link: Option<(String, i64)> = query_as(
            "SELECT code, created_at FROM bet_share_links WHERE bet_id = $1 AND channel = $2",
        )
        .bind(bet_id.as_str())
        .bind(channel.as_str())
        .fetch_optional(db)
        .await?;
        // None: the fresh code was taken (by another bet): draw again.
        if let Some((code, created_at)) = link {
            return Ok(ShareLink {
                code,
                bet_id,
                channel,
                created_at: instant(created_at)?,
            });
        }
    }
    Err(StoreError::Conflict("code"))
}

async fn share_links(db: &mut dyn Executor, ids: Vec<String>) -> StoreResult<Vec<ShareLink>> {
    let bytes = db.dialect().byte_order();
    let rows: Vec<(String, String, String, i64)> = query_as(format!(
        "SELECT code, bet_id, channel, created_at FROM bet_share_links \
         WHERE bet_id IN {} ORDER BY bet_id {bytes}, created_at, code {bytes}",
        db.dialect().list(1)
    ))
    .bind(List(ids))
    .fetch_all(db)
    .await?;
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

#[async_trait]
impl<B: Backend> SettlementStore for SqlStore<B> {
    async fn open_bets_for_markets(
        &self,
        market_ids: &[String],
        limit: u32,
        after_bet_id: Option<&BetId>,
    ) -> StoreResult<Vec<PlacedBet>> {
        let (markets, after) = (market_ids.to_vec(), after_bet_id.cloned());
        self.read(move |db| {
            Box::pin(bets_for_markets(
                db,
                markets,
                limit,
                after,
                MarketBets::Open,
            ))
        })
        .await
    }

    async fn settled_bets_for_markets(
        &self,
        market_ids: &[String],
        limit: u32,
        after_bet_id: Option<&BetId>,
    ) -> StoreResult<Vec<PlacedBet>> {
        let (markets, after) = (market_ids.to_vec(), after_bet_id.cloned());
        self.read(move |db| {
            Box::pin(bets_for_markets(
                db,
                markets,
                limit,
                after,
                MarketBets::Settled,
            ))
        })
        .await
    }

    async fn apply_grades(
        &self,
        grades: Vec<BetGrade>,
        at: DateTime<Utc>,
        fence: Option<&store::LeaseFence>,
    ) -> StoreResult<SettleReport> {
        check_grades(&grades)?;
        if grades.is_empty() {
            return Ok(SettleReport::default());
        }
        let fence = fence.cloned();
        self.write(move |db| {
            Box::pin(async move {
                if let Some(fence) = &fence {
                    crate::lease::check_fence(&mut *db, fence).await?;
                }
                apply_in(db, &grades, at).await
            })
        })
        .await
    }

    async fn bet_by_id(&self, bet_id: &BetId) -> StoreResult<Option<PlacedBet>> {
        let bet_id = bet_id.clone();
        self.read(move |db| Box::pin(async move { load_bet(db, &bet_id).await }))
            .await
    }

    async fn override_bet(
        &self,
        change: BetOverride,
        at: DateTime<Utc>,
    ) -> StoreResult<OverrideOutcome> {
        check_override(&change)?;
        self.write(move |db| Box::pin(override_bet(db, change, at)))
            .await
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
        let (user, bet_id) = (user.clone(), bet_id.clone());
        self.write(move |db| {
            Box::pin(cash_out(
                db,
                user,
                bet_id,
                expected_grade_version,
                amount_cents,
                at,
            ))
        })
        .await
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
        let (user, q) = (user.clone(), q.clone());
        self.read(move |db| Box::pin(bet_history(db, user, q, after)))
            .await
    }

    async fn bet_totals(
        &self,
        user: &UserId,
        filter: BetHistoryFilter,
        from: Option<DateTime<Utc>>,
        to: Option<DateTime<Utc>>,
    ) -> StoreResult<BetTotals> {
        let mut query = Builder::new(
            "SELECT COUNT(*), \
             CAST(COALESCE(SUM(CASE WHEN source <> 'free_bet' AND status <> 'rejected' \
                               THEN total_stake_cents ELSE 0 END), 0) AS BIGINT), \
             CAST(COALESCE(SUM(payout_cents), 0) AS BIGINT) FROM bets WHERE ",
        );
        history_where(&mut query, user, filter, from, to);
        self.read(move |db| {
            Box::pin(async move {
                let (n, staked, paid): (i64, i64, i64) =
                    query.build_query_as().fetch_one(db).await?;
                Ok(BetTotals {
                    count: count(n)?,
                    staked_cents: staked,
                    paid_cents: paid,
                })
            })
        })
        .await
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
        let (user, bet_id, channel) = (user.clone(), bet_id.clone(), channel.to_owned());
        self.write(move |db| Box::pin(create_share_link(db, user, bet_id, channel, at)))
            .await
    }

    async fn share_links(&self, bet_ids: &[BetId]) -> StoreResult<Vec<ShareLink>> {
        if bet_ids.is_empty() {
            return Ok(Vec::new());
        }
        let ids: Vec<String> = bet_ids.iter().map(|id| id.as_str().to_owned()).collect();
        self.read(move |db| Box::pin(share_links(db, ids))).await
    }

    async fn shared_bet(&self, code: &str) -> StoreResult<Option<PlacedBet>> {
        if !is_share_code(code) {
            return Ok(None);
        }
        let mut query = bets_where("id = (SELECT bet_id FROM bet_share_links WHERE code = ");
        query.push_bind(code.to_owned());
        query.push(")");
        self.read(move |db| {
            Box::pin(async move {
                Ok(load_bets(db, query.build_query_as())
                    .await?
                    .into_iter()
                    .next())
            })
        })
        .await
    }

    async fn record_settlement_audit(
        &self,
        entry: NewSettlementAudit,
    ) -> StoreResult<SettlementAuditEntry> {
        self.write(move |db| Box::pin(async move { insert_audit(db, &entry).await }))
            .await
    }

    async fn settlement_audit(
        &self,
        market_id: Option<&str>,
        limit: u32,
    ) -> StoreResult<Vec<SettlementAuditEntry>> {
        let market_id = market_id.map(str::to_owned);
        self.read(move |db| {
            Box::pin(async move {
                let rows: Vec<AuditRow> = query_as(
                    "SELECT id, actor, action, market_id, detail, at FROM settlement_audit \
                     WHERE CAST($1 AS TEXT) IS NULL OR market_id = $1 ORDER BY id DESC LIMIT $2",
                )
                .bind(market_id.as_deref())
                .bind(i64::from(limit))
                .fetch_all(db)
                .await?;
                rows.into_iter().map(AuditRow::into_entry).collect()
            })
        })
        .await
    }
}
