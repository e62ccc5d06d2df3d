//! [`store::SettlementStore`] on PostgreSQL. A batch of grades is one transaction: the
//! bets are locked (`FOR UPDATE`, in id order) and read with their legs, the grades planned
//! in memory (`store::plan_grade`), then each step is one statement over arrays
//! (`UNNEST`): bets, legs, rewards, wager activity, then the ledger. Every bet's money is its
//! own balanced ledger transaction with its own postings; the accounts they touch are
//! locked once, house rows first then the bettors', in account-key order (the order
//! `post_in` locks in, so a settlement batch and a placement cannot deadlock), and each
//! balance moves once by the sum of its postings. Bet ids are compared and paged in byte
//! order (`COLLATE "C"`).

use std::collections::{BTreeMap, BTreeSet, HashMap};

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::ids::{BetId, TransactionId, UserId};
use domain::ledger::{AccountRef, BalancedTransaction, Bucket, HouseAccount, Owner};
use domain::money::Currency;
use domain::settlement::{BetOutcome, LegResult};
use sqlx::{PgConnection, Postgres, QueryBuilder};
use store::{
    AppliedGrade, BetGrade, BetHistoryFilter, BetHistoryPage, BetHistoryQuery, BetOverride,
    BetStatus, BetTotals, CashoutOutcome, GradePlan, GradeTarget, MAX_HISTORY_PAGE,
    MAX_SETTLEMENT_BATCH, NewSettlementAudit, OverrideOutcome, PlacedBet, RewardAction,
    SettleReport, SettlementAuditEntry, SettlementStore, ShareLink, SkippedGrade, StoreError,
    StoreResult, check_grades, check_override, history_cursor, is_share_channel, is_share_code,
    new_share_code, overridable, parse_history_cursor, plan_grade, settlement_transaction,
    shift_credit_shortfall,
};

use crate::betting::{bets_where, corrupt, currency, leg_result, load_bets};
use crate::rows::{AccountKey, fingerprint, house_row_of, instant, millis, sorted_postings};
use crate::{PgStore, backend, balances_in, count, insert_error, post_in};

/// Most markets one bets-for-markets page may name.
const MAX_MARKETS: usize = 1_000;

/// The bets' state `apply_grades` plans from.
#[derive(sqlx::FromRow)]
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

/// `user_id = $ [AND status ...] [AND placed_at >= from] [AND placed_at < to]`.
fn history_where(
    query: &mut QueryBuilder<'static, Postgres>,
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
    db: &mut PgConnection,
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
            let ids: Vec<String> = sqlx::query_scalar(
                "SELECT DISTINCT bet_id COLLATE \"C\" FROM bet_legs \
                 WHERE market_id = $1 AND bet_id COLLATE \"C\" > $2 ORDER BY 1 LIMIT $3",
            )
            .bind(*market)
            .bind(&cursor)
            .bind(page_i64)
            .fetch_all(&mut *db)
            .await
            .map_err(backend)?;
            if ids.len() == page
                && let Some(last) = ids.last()
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
        let mut query = bets_where("id = ANY(");
        query.push_bind(candidates);
        query.push(")");
        query.push(which.filter());
        query.push(" ORDER BY id COLLATE \"C\"");
        found.extend(load_bets(db, query).await?);
        if exhausted {
            break;
        }
        cursor = last;
    }
    Ok(found)
}

/// A leg's grade as stored: bet id, position, result, dead-heat factor.
type LegStateRow = (String, i64, String, Option<i64>, Option<i64>);

/// Locks the bets `ids` names (in id order) and reads their state and legs.
async fn grade_targets(
    db: &mut PgConnection,
    ids: &[&str],
) -> StoreResult<HashMap<String, GradeTarget>> {
    let rows: Vec<StateRow> = sqlx::query_as(
        "SELECT id, user_id, currency, status, outcome, source, free_bet_id, \
         total_stake_cents, payout_cents, payout_credit_cents, grade_version \
         FROM bets WHERE id = ANY($1) ORDER BY id COLLATE \"C\" FOR UPDATE",
    )
    .bind(ids)
    .fetch_all(&mut *db)
    .await
    .map_err(backend)?;
    let legs: Vec<LegStateRow> = sqlx::query_as(
        "SELECT bet_id, position, result, dead_heat_numerator, dead_heat_denominator \
         FROM bet_legs WHERE bet_id = ANY($1)",
    )
    .bind(ids)
    .fetch_all(&mut *db)
    .await
    .map_err(backend)?;
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
fn house_key(user: &UserId, currency: Currency) -> AccountKey {
    AccountKey::of(
        &AccountRef {
            owner: Owner::House(HouseAccount::Wagers),
            currency,
        },
        house_row_of(user.as_str()),
    )
}

/// Account keys as four parallel arrays (kind, owner, bucket, currency).
fn key_arrays(keys: &[&AccountKey]) -> (Vec<String>, Vec<String>, Vec<String>, Vec<String>) {
    let mut out = (
        Vec::with_capacity(keys.len()),
        Vec::with_capacity(keys.len()),
        Vec::with_capacity(keys.len()),
        Vec::with_capacity(keys.len()),
    );
    for key in keys {
        out.0.push(key.owner_kind.to_owned());
        out.1.push(key.owner_id.clone());
        out.2.push(key.bucket.to_owned());
        out.3.push(key.currency.to_owned());
    }
    out
}

/// Posts the money of the planned grades: one balanced transaction per bet, its postings,
/// and each touched account's balance moved once by the sum of its postings. Answers each
/// grade's `(cash, credit, transaction)` in `planned` order.
async fn post_settlements(
    db: &mut PgConnection,
    planned: &[(&BetGrade, GradePlan)],
    at: DateTime<Utc>,
) -> StoreResult<Vec<(i64, i64, Option<TransactionId>)>> {
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
            touched.insert(house_key(user, code));
        }
    }
    if touched.is_empty() {
        return Ok(out);
    }
    let keys: Vec<&AccountKey> = touched.iter().collect();
    let (kinds, owners, buckets, codes) = key_arrays(&keys);
    sqlx::query(
        "INSERT INTO ledger_accounts (owner_kind, owner_id, bucket, currency, balance) \
         SELECT k, o, b, c, 0 FROM UNNEST($1::text[], $2::text[], $3::text[], $4::text[]) \
         AS v(k, o, b, c) ORDER BY k COLLATE \"C\", o COLLATE \"C\", b COLLATE \"C\", c \
         ON CONFLICT (owner_kind, owner_id, bucket, currency) DO NOTHING",
    )
    .bind(&kinds)
    .bind(&owners)
    .bind(&buckets)
    .bind(&codes)
    .execute(&mut *db)
    .await
    .map_err(backend)?;
    // House rows sort before holders ('house' < 'user'): the order post_in locks in.
    let rows: Vec<(i64, String, String, String, String, i64)> = sqlx::query_as(
        "SELECT a.id, a.owner_kind, a.owner_id, a.bucket, a.currency, a.balance \
         FROM ledger_accounts a \
         JOIN UNNEST($1::text[], $2::text[], $3::text[], $4::text[]) AS v(k, o, b, c) \
         ON a.owner_kind = v.k AND a.owner_id = v.o AND a.bucket = v.b AND a.currency = v.c \
         ORDER BY a.owner_kind COLLATE \"C\", a.owner_id COLLATE \"C\", \
         a.bucket COLLATE \"C\", a.currency COLLATE \"C\" FOR UPDATE OF a",
    )
    .bind(&kinds)
    .bind(&owners)
    .bind(&buckets)
    .bind(&codes)
    .fetch_all(&mut *db)
    .await
    .map_err(backend)?;
    let mut accounts: HashMap<(String, String, String, String), (i64, i64)> =
        HashMap::with_capacity(rows.len());
    for (id, kind, owner, bucket, code, balance) in rows {
        accounts.insert((kind, owner, bucket, code), (id, balance));
    }
    let lookup = |key: &AccountKey| {
        (
            key.owner_kind.to_owned(),
            key.owner_id.clone(),
            key.bucket.to_owned(),
            key.currency.to_owned(),
        )
    };

    let mut transactions: Vec<(usize, BalancedTransaction)> = Vec::new();
    for (index, (grade, plan)) in planned.iter().enumerate() {
        let (cash, credit) = if plan.credit_delta < 0 {
            let key = lookup(&holder_key(
                &grade.user_id,
                Bucket::PromotionalCredit,
                grade.currency,
            ));
            let balance = accounts
                .get_mut(&key)
                .map(|(_, balance)| balance)
                .ok_or(StoreError::NotFound("account"))?;
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

    let mut sums: BTreeMap<i64, i64> = BTreeMap::new();
    let (mut tx_ids, mut tx_kinds, mut tx_keys, mut tx_memos, mut tx_prints) = (
        Vec::with_capacity(transactions.len()),
        Vec::with_capacity(transactions.len()),
        Vec::with_capacity(transactions.len()),
        Vec::with_capacity(transactions.len()),
        Vec::with_capacity(transactions.len()),
    );
    let (mut p_tx, mut p_account, mut p_amount) = (Vec::new(), Vec::new(), Vec::new());
    for (index, tx) in &transactions {
        let sorted = sorted_postings(tx);
        let id = TransactionId::generate();
        for (key, posting) in &sorted {
            let (account, _) = accounts
                .get(&lookup(key))
                .copied()
                .ok_or(StoreError::NotFound("account"))?;
            let sum = sums.entry(account).or_insert(0);
            *sum = sum
                .checked_add(posting.amount)
                .ok_or(StoreError::Conflict("grade"))?;
            p_tx.push(id.as_str().to_owned());
            p_account.push(account);
            p_amount.push(posting.amount);
        }
        tx_prints.push(fingerprint(tx.kind(), &sorted));
        tx_ids.push(id.as_str().to_owned());
        tx_kinds.push(tx.kind().as_str());
        tx_keys.push(tx.idempotency_key().to_owned());
        tx_memos.push(tx.memo().to_owned());
        if let Some(slot) = out.get_mut(*index) {
            slot.2 = Some(id);
        }
    }
    sqlx::query(
        "INSERT INTO ledger_transactions (id, kind, idempotency_key, memo, fingerprint, \
         created_at) SELECT i, k, key, m, f, $6 \
         FROM UNNEST($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) \
         AS v(i, k, key, m, f)",
    )
    .bind(&tx_ids)
    .bind(&tx_kinds)
    .bind(&tx_keys)
    .bind(&tx_memos)
    .bind(&tx_prints)
    .bind(millis(at))
    .execute(&mut *db)
    .await
    .map_err(|e| insert_error(e, "idempotency_key", "account"))?;
    sqlx::query(
        "INSERT INTO ledger_postings (transaction_id, account_id, amount) \
         SELECT t, a, m FROM UNNEST($1::text[], $2::bigint[], $3::bigint[]) AS v(t, a, m)",
    )
    .bind(&p_tx)
    .bind(&p_account)
    .bind(&p_amount)
    .execute(&mut *db)
    .await
    .map_err(backend)?;
    let (ids, deltas): (Vec<i64>, Vec<i64>) = sums.into_iter().filter(|(_, d)| *d != 0).unzip();
    // The amounts were checked above against the locked balances; the table's CHECK is the
    // last guard (a holder's bucket other than cash never below zero).
    sqlx::query(
        "UPDATE ledger_accounts a SET balance = a.balance + v.d \
         FROM UNNEST($1::bigint[], $2::bigint[]) AS v(id, d) WHERE a.id = v.id",
    )
    .bind(&ids)
    .bind(&deltas)
    .execute(&mut *db)
    .await
    .map_err(backend)?;
    Ok(out)
}

/// Applies checked grades inside the caller's transaction (committed by the caller).
async fn apply_in(
    db: &mut PgConnection,
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

    let mut rows = BatchRows::default();
    for (grade, plan) in &planned {
        let target = targets
            .get(grade.bet_id.as_str())
            .ok_or(StoreError::NotFound("bet"))?;
        rows.bet_id.push(grade.bet_id.as_str().to_owned());
        rows.status.push(plan.status.as_str());
        rows.outcome.push(plan.outcome.as_str());
        rows.payout.push(plan.payout_cents);
        rows.credit.push(plan.payout_credit_cents);
        rows.closing.push(plan.closing);
        rows.regraded.push(plan.regraded);
        rows.version.push(plan.new_version);
        rows.expected.push(grade.expected_grade_version);
        for (position, result, correction) in &plan.legs {
            let factor = result.dead_heat_factor();
            rows.leg_bet.push(grade.bet_id.as_str().to_owned());
            rows.leg_position.push(i64::from(*position));
            rows.leg_result.push(result.as_str());
            rows.leg_numerator.push(factor.map(|(n, _)| i64::from(n)));
            rows.leg_denominator.push(factor.map(|(_, d)| i64::from(d)));
            rows.leg_correction.push(*correction);
        }
        match &plan.reward {
            RewardAction::None => {}
            RewardAction::Restore { reward_id } => {
                rows.restore.0.push(reward_id.clone());
                rows.restore.1.push(grade.bet_id.as_str().to_owned());
            }
            RewardAction::Retake { reward_id } => {
                rows.retake.0.push(reward_id.clone());
                rows.retake.1.push(grade.bet_id.as_str().to_owned());
            }
        }
        if plan.payout_cents != target.payout_cents {
            rows.returns.0.push(grade.user_id.as_str().to_owned());
            rows.returns.1.push(format!("bet:{}", grade.bet_id));
            rows.returns.2.push(plan.payout_cents);
        }
    }
    let expected = u64::try_from(rows.bet_id.len()).unwrap_or(u64::MAX);
    let updated = sqlx::query(
        "UPDATE bets AS b SET status = v.status, outcome = v.outcome, \
         payout_cents = v.payout, payout_credit_cents = v.credit, \
         closed_at = CASE WHEN v.closing THEN COALESCE(b.closed_at, $10) ELSE NULL END, \
         regraded = (b.regraded OR v.regraded), grade_version = v.version \
         FROM UNNEST($1::text[], $2::text[], $3::text[], $4::bigint[], $5::bigint[], \
                     $6::bool[], $7::bool[], $8::bigint[], $9::bigint[]) \
              AS v(id, status, outcome, payout, credit, closing, regraded, version, expected) \
         WHERE b.id = v.id AND b.grade_version = v.expected",
    )
    .bind(&rows.bet_id)
    .bind(&rows.status)
    .bind(&rows.outcome)
    .bind(&rows.payout)
    .bind(&rows.credit)
    .bind(&rows.closing)
    .bind(&rows.regraded)
    .bind(&rows.version)
    .bind(&rows.expected)
    .bind(millis(at))
    .execute(&mut *db)
    .await
    .map_err(backend)?
    .rows_affected();
    if updated != expected {
        return Err(StoreError::Backend(format!(
            "settlement updated {updated} of {expected} bets"
        )));
    }
    if !rows.leg_bet.is_empty() {
        sqlx::query(
            "UPDATE bet_legs AS l SET result = v.result, dead_heat_numerator = v.n, \
             dead_heat_denominator = v.d, regraded = (l.regraded OR v.correction) \
             FROM UNNEST($1::text[], $2::bigint[], $3::text[], $4::bigint[], \
                         $5::bigint[], $6::bool[]) \
                  AS v(bet_id, position, result, n, d, correction) \
             WHERE l.bet_id = v.bet_id AND l.position = v.position",
        )
        .bind(&rows.leg_bet)
        .bind(&rows.leg_position)
        .bind(&rows.leg_result)
        .bind(&rows.leg_numerator)
        .bind(&rows.leg_denominator)
        .bind(&rows.leg_correction)
        .execute(&mut *db)
        .await
        .map_err(backend)?;
    }
    if !rows.restore.0.is_empty() {
        sqlx::query(
            "UPDATE rewards AS r SET status = 'available', used_by_bet = NULL \
             FROM UNNEST($1::text[], $2::text[]) AS v(id, bet) \
             WHERE r.id = v.id AND r.used_by_bet = v.bet",
        )
        .bind(&rows.restore.0)
        .bind(&rows.restore.1)
        .execute(&mut *db)
        .await
        .map_err(backend)?;
    }
    if !rows.retake.0.is_empty() {
        sqlx::query(
            "UPDATE rewards AS r SET status = 'used', used_by_bet = v.bet \
             FROM UNNEST($1::text[], $2::text[]) AS v(id, bet) \
             WHERE r.id = v.id AND r.status = 'available'",
        )
        .bind(&rows.retake.0)
        .bind(&rows.retake.1)
        .execute(&mut *db)
        .await
        .map_err(backend)?;
    }
    if !rows.returns.0.is_empty() {
        sqlx::query(
            "UPDATE rg_wager_activity AS w SET return_cents = v.ret \
             FROM UNNEST($1::text[], $2::text[], $3::bigint[]) AS v(user_id, reference, ret) \
             WHERE w.user_id = v.user_id AND w.reference = v.reference",
        )
        .bind(&rows.returns.0)
        .bind(&rows.returns.1)
        .bind(&rows.returns.2)
        .execute(&mut *db)
        .await
        .map_err(backend)?;
    }
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

/// Writes an audit row on `db` (in the caller's transaction, if any);
/// `StoreError::Conflict("audit")` without an actor or an action.
async fn insert_audit(
    db: &mut PgConnection,
    entry: &NewSettlementAudit,
) -> StoreResult<SettlementAuditEntry> {
    if entry.actor.is_empty() || entry.action.is_empty() {
        return Err(StoreError::Conflict("audit"));
    }
    let row: AuditRow = sqlx::query_as(
        "INSERT INTO settlement_audit (actor, action, market_id, detail, at) \
         VALUES ($1, $2, $3, $4, $5) RETURNING id, actor, action, market_id, detail, at",
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

async fn load_bet(db: &mut PgConnection, id: &BetId) -> StoreResult<Option<PlacedBet>> {
    let mut query = bets_where("id = ");
    query.push_bind(id.as_str().to_owned());
    Ok(load_bets(db, query).await?.into_iter().next())
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

/// The bet, leg, reward and wager-activity rows of a planned batch, as parallel arrays.
#[derive(Default)]
struct BatchRows {
    bet_id: Vec<String>,
    status: Vec<&'static str>,
    outcome: Vec<&'static str>,
    payout: Vec<i64>,
    credit: Vec<i64>,
    closing: Vec<bool>,
    regraded: Vec<bool>,
    version: Vec<i64>,
    expected: Vec<i64>,
    leg_bet: Vec<String>,
    leg_position: Vec<i64>,
    leg_result: Vec<&'static str>,
    leg_numerator: Vec<Option<i64>>,
    leg_denominator: Vec<Option<i64>>,
    leg_correction: Vec<bool>,
    restore: (Vec<String>, Vec<String>),
    retake: (Vec<String>, Vec<String>),
    returns: (Vec<String>, Vec<String>, Vec<i64>),
}

#[async_trait]
impl SettlementStore for PgStore {
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
        let bet_id = change.bet_id.as_str();
        // The bet's row lock: a grade or a cash-out of this bet waits for this transaction.
        let locked: Option<i64> =
            sqlx::query_scalar("SELECT grade_version FROM bets WHERE id = $1 FOR UPDATE")
                .bind(bet_id)
                .fetch_optional(&mut *db)
                .await
                .map_err(backend)?;
        if locked.is_none() {
            return Ok(OverrideOutcome::UnknownBet);
        }
        let bet = load_bet(&mut db, &change.bet_id)
            .await?
            .ok_or(StoreError::NotFound("bet"))?;
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
        sqlx::query(
            "UPDATE bets SET override_outcome = $1, \
             grade_version = grade_version + CASE WHEN $2 THEN 1 ELSE 0 END WHERE id = $3",
        )
        .bind(change.outcome.map(BetOutcome::as_str))
        .bind(grade.is_none())
        .bind(bet_id)
        .execute(&mut *db)
        .await
        .map_err(backend)?;
        let positions: Vec<i64> = change.legs.iter().map(|(p, _)| i64::from(*p)).collect();
        let results: Vec<Option<&str>> = change
            .legs
            .iter()
            .map(|(_, r)| r.as_ref().map(LegResult::as_str))
            .collect();
        let factors: Vec<Option<(u32, u32)>> = change
            .legs
            .iter()
            .map(|(_, r)| r.as_ref().and_then(LegResult::dead_heat_factor))
            .collect();
        let numerators: Vec<Option<i64>> = factors
            .iter()
            .map(|f| f.map(|(n, _)| i64::from(n)))
            .collect();
        let denominators: Vec<Option<i64>> = factors
            .iter()
            .map(|f| f.map(|(_, d)| i64::from(d)))
            .collect();
        sqlx::query(
            "UPDATE bet_legs AS l SET override_result = v.result, \
             override_dead_heat_numerator = v.n, override_dead_heat_denominator = v.d \
             FROM UNNEST($2::bigint[], $3::text[], $4::bigint[], $5::bigint[]) \
                  AS v(position, result, n, d) \
             WHERE l.bet_id = $1 AND l.position = v.position",
        )
        .bind(bet_id)
        .bind(&positions)
        .bind(&results)
        .bind(&numerators)
        .bind(&denominators)
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
        .fetch_optional(&mut *db)
        .await
        .map_err(backend)?;
        let Some(code) = closed else {
            let found = load_bet(&mut db, bet_id).await?;
            db.rollback().await.map_err(backend)?;
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
            "UPDATE rg_wager_activity SET return_cents = $1 WHERE user_id = $2 AND reference = $3",
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
            query.push(" AND id COLLATE \"C\" < ");
            query.push_bind(id);
            query.push("))");
        }
        query.push(" ORDER BY placed_at DESC, id COLLATE \"C\" DESC LIMIT ");
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
        let mut query = QueryBuilder::<Postgres>::new(
            "SELECT COUNT(*), \
             COALESCE(SUM(CASE WHEN source <> 'free_bet' AND status <> 'rejected' \
                          THEN total_stake_cents ELSE 0 END), 0)::BIGINT, \
             COALESCE(SUM(payout_cents), 0)::BIGINT FROM bets WHERE ",
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
        let owner: Option<String> = sqlx::query_scalar("SELECT user_id FROM bets WHERE id = $1")
            .bind(bet_id.as_str())
            .fetch_optional(&mut *db)
            .await
            .map_err(backend)?;
        if owner.as_deref() != Some(user.as_str()) {
            return Err(StoreError::NotFound("bet"));
        }
        for _ in 0..8 {
            // A concurrent creation of the same link waits here for the first, then reads it.
            sqlx::query(
                "INSERT INTO bet_share_links (code, bet_id, channel, created_at) \
                 VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING",
            )
            .bind(new_share_code())
            .bind(bet_id.as_str())
            .bind(channel)
            .bind(millis(at))
            .execute(&mut *db)
            .await
            .map_err(backend)?;
            let link: Option<(String, i64)> = sqlx::query_as(
                "SELECT code, created_at FROM bet_share_links WHERE bet_id = $1 AND channel = $2",
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
             WHERE bet_id = ANY($1) \
             ORDER BY bet_id COLLATE \"C\", created_at, code COLLATE \"C\"",
        )
        .bind(&ids)
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
        let mut db = self.pool.acquire().await.map_err(backend)?;
        insert_audit(&mut db, &entry).await
    }

    async fn settlement_audit(
        &self,
        market_id: Option<&str>,
        limit: u32,
    ) -> StoreResult<Vec<SettlementAuditEntry>> {
        let rows: Vec<AuditRow> = sqlx::query_as(
            "SELECT id, actor, action, market_id, detail, at FROM settlement_audit \
             WHERE $1::text IS NULL OR market_id = $1 ORDER BY id DESC LIMIT $2",
        )
        .bind(market_id)
        .bind(i64::from(limit))
        .fetch_all(&self.pool)
        .await
        .map_err(backend)?;
        rows.into_iter().map(AuditRow::into_entry).collect()
    }
}
