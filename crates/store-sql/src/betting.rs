//! [`store::BettingStore`]. A placement is one unit of work: the idempotency key is claimed by
//! an `INSERT ... ON CONFLICT` (a concurrent duplicate waits for the first and then answers
//! its bets), rewards are used by conditional updates, wager windows are checked under a lock
//! on the account's row (where row locks exist; elsewhere the write holds the whole
//! database, so the claim, reward use, window check, stake postings and bet rows see no
//! concurrent change), and the stake postings come last so the shared house account's row
//! is held for as short a time as possible. Everything commits together; a refusal drops the
//! unit of work and nothing remains.

use std::collections::HashMap;

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::ids::{BetId, RewardId, SessionId, TransactionId, UserId};
use domain::ledger::{
    AccountRef, BalancedTransaction, Bucket, HouseAccount, Owner, TransactionKind,
};
use domain::money::Currency;
use domain::responsible_gaming::checks;
use domain::settlement::{BetOutcome, LegResult};
use serde_json::{Value as JsonValue, json};
use store::{
    BetStatus, BetslipRecord, BettingAccount, BettingStore, NewBet, NewReward, PlaceBets,
    PlaceOutcome, PlacedBet, PlacedBetLeg, Reward, RewardKind, RewardStatus, StoreError,
    StoreResult, WagerWindow,
};

use crate::SqlStore;
use crate::convert::{
    corrupt, count, currency, instant, joined, millis, opt_instant, signed, small, split, unsigned,
};
use crate::db::{Backend, Builder, Executor, Json, List, QueryAs, query, query_as, query_scalar};
use crate::ledger::{balances_in, post_in};
use crate::row;

/// Columns of `bets` read into [`BetRow`].
/// Available, unexpired rewards of `user` at `now`, soonest expiry first.
async fn available_rewards_in(
    db: &mut dyn Executor,
    user: &UserId,
    now: DateTime<Utc>,
) -> StoreResult<Vec<Reward>> {
    let rows: Vec<RewardRow> = query_as(format!(
        "SELECT {REWARD_COLUMNS} FROM rewards \
         WHERE user_id = $1 AND status = 'available' AND expires_at > $2 \
         ORDER BY expires_at, id"
    ))
    .bind(user.as_str())
    .bind(millis(now))
    .fetch_all(db)
    .await?;
    rows.into_iter().map(|r| r.into_reward(now)).collect()
}

pub(crate) const BET_COLUMNS: &str = "id, user_id, session_id, idempotency_key, bet_type, \
     status, stake_cents, total_stake_cents, source, free_bet_id, profit_boost_id, currency, \
     odds_numerator, odds_denominator, boosted_numerator, boosted_denominator, \
     boost_percentage, boost_max_stake_cents, potential_payout_cents, round_robin_sizes, \
     teaser_points_halves, accept_after, placed_at, resolved_at, outcome, payout_cents, \
     payout_credit_cents, cashout_cents, closed_at, regraded, grade_version, override_outcome";

/// Columns of `bet_legs` read into [`LegRow`].
const LEG_COLUMNS: &str = "bet_id, position, selection_id, market_id, event_id, \
     odds_numerator, odds_denominator, points_halves, teased_points_halves, selection_name, \
     market_name, event_name, event_starts_at, in_play, result, dead_heat_numerator, \
     dead_heat_denominator, regraded, override_result, override_dead_heat_numerator, \
     override_dead_heat_denominator";

/// Columns of `rewards` read into [`RewardRow`].
const REWARD_COLUMNS: &str = "id, user_id, kind, title, amount_cents, currency, \
     boost_percentage, max_stake_cents, min_legs, max_legs, event_id, bet_types, expires_at, \
     granted_by, created_at, status, used_by_bet";

row! {
    pub(crate) struct BetRow {
        id: String,
        user_id: String,
        session_id: String,
        idempotency_key: String,
        bet_type: String,
        status: String,
        stake_cents: i64,
        total_stake_cents: i64,
        source: String,
        free_bet_id: Option<String>,
        profit_boost_id: Option<String>,
        currency: String,
        odds_numerator: i64,
        odds_denominator: i64,
        boosted_numerator: Option<i64>,
        boosted_denominator: Option<i64>,
        boost_percentage: Option<i64>,
        boost_max_stake_cents: Option<i64>,
        potential_payout_cents: i64,
        round_robin_sizes: String,
        teaser_points_halves: Option<i32>,
        accept_after: Option<i64>,
        placed_at: i64,
        resolved_at: Option<i64>,
        outcome: String,
        payout_cents: i64,
        payout_credit_cents: i64,
        cashout_cents: Option<i64>,
        closed_at: Option<i64>,
        regraded: bool,
        grade_version: i64,
        override_outcome: Option<String>,
    }
}

impl BetRow {
    pub(crate) fn into_bet(self, legs: Vec<PlacedBetLeg>) -> StoreResult<PlacedBet> {
        Ok(PlacedBet {
            status: BetStatus::parse(&self.status)
                .ok_or_else(|| corrupt("bet status", &self.status))?,
            currency: currency(&self.currency)?,
            odds_numerator: unsigned(self.odds_numerator)?,
            odds_denominator: unsigned(self.odds_denominator)?,
            boosted_numerator: self.boosted_numerator.map(unsigned).transpose()?,
            boosted_denominator: self.boosted_denominator.map(unsigned).transpose()?,
            boost_percentage: self.boost_percentage.map(small).transpose()?,
            round_robin_sizes: split(&self.round_robin_sizes)
                .map(|n| {
                    n.parse::<u32>()
                        .map_err(|_| corrupt("round robin sizes", n))
                })
                .collect::<StoreResult<_>>()?,
            accept_after: opt_instant(self.accept_after)?,
            placed_at: instant(self.placed_at)?,
            resolved_at: opt_instant(self.resolved_at)?,
            outcome: BetOutcome::parse(&self.outcome)
                .ok_or_else(|| corrupt("bet outcome", &self.outcome))?,
            payout_cents: self.payout_cents,
            payout_credit_cents: self.payout_credit_cents,
            cashout_cents: self.cashout_cents,
            closed_at: opt_instant(self.closed_at)?,
            regraded: self.regraded,
            grade_version: self.grade_version,
            override_outcome: self
                .override_outcome
                .map(|o| BetOutcome::parse(&o).ok_or_else(|| corrupt("override outcome", &o)))
                .transpose()?,
            id: BetId::from_raw(self.id),
            user_id: UserId::from_raw(self.user_id),
            session_id: SessionId::from_raw(self.session_id),
            idempotency_key: self.idempotency_key,
            bet_type: self.bet_type,
            stake_cents: self.stake_cents,
            total_stake_cents: self.total_stake_cents,
            source: self.source,
            free_bet_id: self.free_bet_id,
            profit_boost_id: self.profit_boost_id,
            boost_max_stake_cents: self.boost_max_stake_cents,
            potential_payout_cents: self.potential_payout_cents,
            teaser_points_halves: self.teaser_points_halves,
            legs,
        })
    }
}

row! {
    pub(crate) struct LegRow {
        bet_id: String,
        position: i64,
        selection_id: String,
        market_id: String,
        event_id: String,
        odds_numerator: i64,
        odds_denominator: i64,
        points_halves: Option<i32>,
        teased_points_halves: Option<i32>,
        selection_name: String,
        market_name: String,
        event_name: String,
        event_starts_at: i64,
        in_play: bool,
        result: String,
        dead_heat_numerator: Option<i64>,
        dead_heat_denominator: Option<i64>,
        regraded: bool,
        override_result: Option<String>,
        override_dead_heat_numerator: Option<i64>,
        override_dead_heat_denominator: Option<i64>,
    }
}

impl TryFrom<LegRow> for PlacedBetLeg {
    type Error = StoreError;

    fn try_from(row: LegRow) -> StoreResult<Self> {
        Ok(PlacedBetLeg {
            id: format!("{}:{}", row.bet_id, row.position),
            position: small(row.position)?,
            bet_id: BetId::from_raw(row.bet_id),
            selection_id: row.selection_id,
            market_id: row.market_id,
            event_id: row.event_id,
            odds_numerator: unsigned(row.odds_numerator)?,
            odds_denominator: unsigned(row.odds_denominator)?,
            points_halves: row.points_halves,
            teased_points_halves: row.teased_points_halves,
            selection_name: row.selection_name,
            market_name: row.market_name,
            event_name: row.event_name,
            event_starts_at: instant(row.event_starts_at)?,
            in_play: row.in_play,
            result: leg_result(
                &row.result,
                row.dead_heat_numerator,
                row.dead_heat_denominator,
            )?,
            regraded: row.regraded,
            override_result: row
                .override_result
                .map(|r| {
                    leg_result(
                        &r,
                        row.override_dead_heat_numerator,
                        row.override_dead_heat_denominator,
                    )
                })
                .transpose()?,
        })
    }
}

row! {
    struct RewardRow {
        id: String,
        user_id: String,
        kind: String,
        title: String,
        amount_cents: i64,
        currency: String,
        boost_percentage: i64,
        max_stake_cents: i64,
        min_legs: Option<i64>,
        max_legs: Option<i64>,
        event_id: Option<String>,
        bet_types: String,
        expires_at: i64,
        granted_by: String,
        created_at: i64,
        status: String,
        used_by_bet: Option<String>,
    }
}

impl RewardRow {
    /// The reward as of `now`: a stored `available` past its expiry reads as `Expired`.
    fn into_reward(self, now: DateTime<Utc>) -> StoreResult<Reward> {
        let expires_at = instant(self.expires_at)?;
        let status = RewardStatus::parse(&self.status)
            .ok_or_else(|| corrupt("reward status", &self.status))?;
        let status = if status == RewardStatus::Available && expires_at <= now {
            RewardStatus::Expired
        } else {
            status
        };
        Ok(Reward {
            kind: RewardKind::parse(&self.kind)
                .ok_or_else(|| corrupt("reward kind", &self.kind))?,
            currency: currency(&self.currency)?,
            boost_percentage: small(self.boost_percentage)?,
            min_legs: self.min_legs.map(small).transpose()?,
            max_legs: self.max_legs.map(small).transpose()?,
            bet_types: split(&self.bet_types).map(str::to_owned).collect(),
            created_at: instant(self.created_at)?,
            used_by_bet: self.used_by_bet.map(BetId::from_raw),
            id: self.id,
            user_id: UserId::from_raw(self.user_id),
            title: self.title,
            amount_cents: self.amount_cents,
            max_stake_cents: self.max_stake_cents,
            event_id: self.event_id,
            expires_at,
            granted_by: self.granted_by,
            status,
        })
    }
}

/// A stored leg result with its dead-heat factor.
pub(crate) fn leg_result(
    name: &str,
    numerator: Option<i64>,
    denominator: Option<i64>,
) -> StoreResult<LegResult> {
    let factor = match (numerator, denominator) {
        (Some(n), Some(d)) => Some((small(n)?, small(d)?)),
        (None, None) => None,
        _ => return Err(corrupt("dead heat factor of", name)),
    };
    LegResult::parse(name, factor).ok_or_else(|| corrupt("leg result", name))
}

/// The ledger bucket a bet's stake comes from; `None` for a bonus bet (no money moves).
pub(crate) fn stake_bucket(source: &str) -> StoreResult<Option<Bucket>> {
    match source {
        "cash" => Ok(Some(Bucket::Cash)),
        "promotional_credit" => Ok(Some(Bucket::PromotionalCredit)),
        "free_bet" => Ok(None),
        _ => Err(StoreError::Conflict("bet")),
    }
}

/// Refuses a malformed bet before anything is written.
fn check_bet(bet: &NewBet) -> StoreResult<()> {
    let bucket = stake_bucket(&bet.source)?;
    let well_formed = bet.stake_cents > 0
        && bet.total_stake_cents >= bet.stake_cents
        && bet.potential_payout_cents >= 0
        && bet.odds_numerator > 0
        && bet.odds_denominator > 0
        && !bet.legs.is_empty()
        && bet.free_bet_id.is_some() == bucket.is_none()
        && (bet.status == BetStatus::Open
            || (bet.status == BetStatus::PendingAcceptance && bet.accept_after.is_some()));
    if well_formed {
        Ok(())
    } else {
        Err(StoreError::Conflict("bet"))
    }
}

/// The stake posting of a bet paid with money.
fn stake_transaction(
    bet: &NewBet,
    user: &UserId,
    bucket: Bucket,
    currency: Currency,
) -> StoreResult<BalancedTransaction> {
    BalancedTransaction::transfer(
        TransactionKind::BetStake,
        format!("bet:{}:stake", bet.id),
        format!("stake of bet {}", bet.id),
        AccountRef {
            owner: Owner::User(user.clone(), bucket),
            currency,
        },
        AccountRef {
            owner: Owner::House(HouseAccount::Wagers),
            currency,
        },
        bet.total_stake_cents,
    )
    .map_err(|_| StoreError::Conflict("bet"))
}

/// `SELECT <bet columns> FROM bets WHERE {filter}`, for the caller to complete.
pub(crate) fn bets_where(filter: &str) -> Builder<'static> {
    Builder::new(format!("SELECT {BET_COLUMNS} FROM bets WHERE {filter}"))
}

/// Runs a query of bet rows (see [`bets_where`]) and reads the legs of the bets it found.
pub(crate) async fn load_bets(
    db: &mut dyn Executor,
    query: QueryAs<'_, BetRow>,
) -> StoreResult<Vec<PlacedBet>> {
    let rows = query.fetch_all(db).await?;
    if rows.is_empty() {
        return Ok(Vec::new());
    }
    let ids: Vec<String> = rows.iter().map(|row| row.id.clone()).collect();
    let mut legs = legs_of(db, ids).await?;
    rows.into_iter()
        .map(|row| {
            let bet_legs = legs.remove(&row.id).unwrap_or_default();
            row.into_bet(bet_legs)
        })
        .collect()
}

/// The bet `id`, whoever owns it.
pub(crate) async fn load_bet(db: &mut dyn Executor, id: &BetId) -> StoreResult<Option<PlacedBet>> {
    let mut query = bets_where("id = ");
    query.push_bind(id.as_str().to_owned());
    Ok(load_bets(db, query.build_query_as())
        .await?
        .into_iter()
        .next())
}

/// The legs of these bets, by bet id, in position order.
async fn legs_of(
    db: &mut dyn Executor,
    ids: Vec<String>,
) -> StoreResult<HashMap<String, Vec<PlacedBetLeg>>> {
    let capacity = ids.len();
    let leg_rows: Vec<LegRow> = query_as(format!(
        "SELECT {LEG_COLUMNS} FROM bet_legs WHERE bet_id IN {} ORDER BY bet_id, position",
        db.dialect().list(1)
    ))
    .bind(List(ids))
    .fetch_all(db)
    .await?;
    let mut legs: HashMap<String, Vec<PlacedBetLeg>> = HashMap::with_capacity(capacity);
    for leg in leg_rows {
        legs.entry(leg.bet_id.clone())
            .or_default()
            .push(PlacedBetLeg::try_from(leg)?);
    }
    Ok(legs)
}

async fn placement_bets(
    db: &mut dyn Executor,
    user: &UserId,
    key: &str,
) -> StoreResult<Vec<PlacedBet>> {
    let mut query = bets_where("user_id = ");
    query.push_bind(user.as_str().to_owned());
    query.push(" AND idempotency_key = ");
    query.push_bind(key.to_owned());
    query.push(" ORDER BY position");
    load_bets(db, query.build_query_as()).await
}

/// The bets of a placement as they now stand in the database (instants at millisecond
/// precision, as stored), without reading them back.
fn as_placed(p: &PlaceBets) -> StoreResult<Vec<PlacedBet>> {
    let stored = |at: DateTime<Utc>| instant(millis(at));
    let placed_at = stored(p.at)?;
    p.bets
        .iter()
        .map(|bet| {
            let legs = bet
                .legs
                .iter()
                .enumerate()
                .map(|(position, leg)| {
                    let position =
                        u32::try_from(position).map_err(|_| StoreError::Conflict("bet"))?;
                    Ok(PlacedBetLeg {
                        id: format!("{}:{position}", bet.id),
                        bet_id: bet.id.clone(),
                        position,
                        selection_id: leg.selection_id.clone(),
                        market_id: leg.market_id.clone(),
                        event_id: leg.event_id.clone(),
                        odds_numerator: leg.odds_numerator,
                        odds_denominator: leg.odds_denominator,
                        points_halves: leg.points_halves,
                        teased_points_halves: leg.teased_points_halves,
                        selection_name: leg.selection_name.clone(),
                        market_name: leg.market_name.clone(),
                        event_name: leg.event_name.clone(),
                        event_starts_at: stored(leg.event_starts_at)?,
                        in_play: leg.in_play,
                        result: LegResult::Pending,
                        regraded: false,
                        override_result: None,
                    })
                })
                .collect::<StoreResult<Vec<_>>>()?;
            Ok(PlacedBet {
                id: bet.id.clone(),
                user_id: p.user_id.clone(),
                session_id: p.session_id.clone(),
                idempotency_key: p.idempotency_key.clone(),
                bet_type: bet.bet_type.clone(),
                status: bet.status,
                stake_cents: bet.stake_cents,
                total_stake_cents: bet.total_stake_cents,
                source: bet.source.clone(),
                free_bet_id: bet.free_bet_id.clone(),
                profit_boost_id: bet.profit_boost_id.clone(),
                currency: p.currency,
                odds_numerator: bet.odds_numerator,
                odds_denominator: bet.odds_denominator,
                boosted_numerator: bet.boosted_numerator,
                boosted_denominator: bet.boosted_denominator,
                boost_percentage: bet.boost_percentage,
                boost_max_stake_cents: bet.boost_max_stake_cents,
                potential_payout_cents: bet.potential_payout_cents,
                round_robin_sizes: bet.round_robin_sizes.clone(),
                teaser_points_halves: bet.teaser_points_halves,
                accept_after: bet.accept_after.map(stored).transpose()?,
                placed_at,
                resolved_at: None,
                outcome: BetOutcome::Pending,
                payout_cents: 0,
                payout_credit_cents: 0,
                cashout_cents: None,
                closed_at: None,
                regraded: false,
                grade_version: 0,
                override_outcome: None,
                legs,
            })
        })
        .collect()
}

/// What each spend or loss window has used so far (before the stake being taken now).
pub(crate) async fn window_usage(
    db: &mut dyn Executor,
    user: &UserId,
    windows: &[WagerWindow],
) -> StoreResult<Vec<i64>> {
    let mut used = Vec::with_capacity(windows.len());
    for w in windows {
        let (stakes, returns): (i64, i64) = query_as(
            "SELECT CAST(COALESCE(SUM(stake_cents), 0) AS BIGINT), \
             CAST(COALESCE(SUM(return_cents), 0) AS BIGINT) \
             FROM rg_wager_activity WHERE user_id = $1 AND at >= $2",
        )
        .bind(user.as_str())
        .bind(millis(w.since))
        .fetch_one(db)
        .await?;
        used.push(if w.loss {
            checks::loss(stakes, returns)
        } else {
            stakes
        });
    }
    Ok(used)
}

/// Marks a reward used by `bet` when it is the user's, of `kind` and `currency`, available,
/// unexpired at `now` and worth at least `min_amount`; `false` (nothing written) otherwise.
#[allow(clippy::too_many_arguments)]
async fn use_reward(
    db: &mut dyn Executor,
    reward: &str,
    kind: RewardKind,
    user: &UserId,
    currency: Currency,
    now: DateTime<Utc>,
    bet: &BetId,
    min_amount: i64,
) -> StoreResult<bool> {
    let done = query(
        "UPDATE rewards SET status = 'used', used_by_bet = $1 \
         WHERE id = $2 AND user_id = $3 AND kind = $4 AND currency = $5 \
         AND status = 'available' AND expires_at > $6 AND amount_cents >= $7",
    )
    .bind(bet.as_str())
    .bind(reward)
    .bind(user.as_str())
    .bind(kind.as_str())
    .bind(currency.code())
    .bind(millis(now))
    .bind(min_amount)
    .execute(db)
    .await?;
    Ok(done == 1)
}

/// Writes the bets, their legs and their wager activity: three statements, each over one
/// JSON array of rows ([`Dialect::json_rows`](crate::db::Dialect::json_rows)) whatever the
/// placement's size (a driver may look each numbered parameter up by name as it binds it, so
/// a statement with thousands of them would spend its time there).
async fn insert_bets(db: &mut dyn Executor, p: &PlaceBets) -> StoreResult<()> {
    let mut bets = Vec::with_capacity(p.bets.len());
    let mut legs = Vec::new();
    let mut activity = Vec::with_capacity(p.bets.len());
    for (position, bet) in p.bets.iter().enumerate() {
        bets.push(json!([
            bet.id.as_str(),
            bet.bet_type,
            bet.status.as_str(),
            bet.stake_cents,
            bet.total_stake_cents,
            bet.source,
            bet.free_bet_id,
            bet.profit_boost_id,
            signed(bet.odds_numerator)?,
            signed(bet.odds_denominator)?,
            bet.boosted_numerator.map(signed).transpose()?,
            bet.boosted_denominator.map(signed).transpose()?,
            bet.boost_percentage,
            bet.boost_max_stake_cents,
            bet.potential_payout_cents,
            joined(&bet.round_robin_sizes),
            bet.teaser_points_halves,
            bet.accept_after.map(millis),
            position
        ]));
        for (position, leg) in bet.legs.iter().enumerate() {
            legs.push(json!([
                bet.id.as_str(),
                position,
                leg.selection_id,
                leg.market_id,
                leg.event_id,
                signed(leg.odds_numerator)?,
                signed(leg.odds_denominator)?,
                leg.points_halves,
                leg.teased_points_halves,
                leg.selection_name,
                leg.market_name,
                leg.event_name,
                millis(leg.event_starts_at),
                leg.in_play
            ]));
        }
        let money = if bet.source == "free_bet" {
            0
        } else {
            bet.total_stake_cents
        };
        activity.push(json!([format!("bet:{}", bet.id), money]));
    }
    let rows = db.dialect().json_rows(1);
    let at = millis(p.at);

    let bets = JsonValue::Array(bets).to_string();
    query(format!(
        "INSERT INTO bets (id, user_id, session_id, idempotency_key, currency, placed_at, \
         bet_type, status, stake_cents, total_stake_cents, source, free_bet_id, \
         profit_boost_id, odds_numerator, odds_denominator, boosted_numerator, \
         boosted_denominator, boost_percentage, boost_max_stake_cents, \
         potential_payout_cents, round_robin_sizes, teaser_points_halves, accept_after, \
         position, resolved_at) \
         SELECT j.value ->> 0, $2, $3, $4, $5, $6, j.value ->> 1, j.value ->> 2, \
         CAST(j.value ->> 3 AS BIGINT), CAST(j.value ->> 4 AS BIGINT), j.value ->> 5, \
         j.value ->> 6, j.value ->> 7, CAST(j.value ->> 8 AS BIGINT), \
         CAST(j.value ->> 9 AS BIGINT), CAST(j.value ->> 10 AS BIGINT), \
         CAST(j.value ->> 11 AS BIGINT), CAST(j.value ->> 12 AS BIGINT), \
         CAST(j.value ->> 13 AS BIGINT), CAST(j.value ->> 14 AS BIGINT), j.value ->> 15, \
         CAST(j.value ->> 16 AS BIGINT), CAST(j.value ->> 17 AS BIGINT), \
         CAST(j.value ->> 18 AS BIGINT), NULL FROM {rows} AS j"
    ))
    .bind(Json(&bets))
    .bind(p.user_id.as_str())
    .bind(p.session_id.as_str())
    .bind(p.idempotency_key.as_str())
    .bind(p.currency.code())
    .bind(at)
    .execute(db)
    .await
    .map_err(|e| e.on_insert("bet", "user"))?;

    let legs = JsonValue::Array(legs).to_string();
    query(format!(
        "INSERT INTO bet_legs (bet_id, position, selection_id, market_id, event_id, \
         odds_numerator, odds_denominator, points_halves, teased_points_halves, selection_name, \
         market_name, event_name, event_starts_at, in_play) \
         SELECT j.value ->> 0, CAST(j.value ->> 1 AS BIGINT), j.value ->> 2, j.value ->> 3, \
         j.value ->> 4, CAST(j.value ->> 5 AS BIGINT), CAST(j.value ->> 6 AS BIGINT), \
         CAST(j.value ->> 7 AS BIGINT), CAST(j.value ->> 8 AS BIGINT), j.value ->> 9, \
         j.value ->> 10, j.value ->> 11, CAST(j.value ->> 12 AS BIGINT), \
         CAST(j.value ->> 13 AS BOOLEAN) FROM {rows} AS j"
    ))
    .bind(Json(&legs))
    .execute(db)
    .await
    .map_err(|e| e.on_insert("bet_leg", "bet"))?;

    let activity = JsonValue::Array(activity).to_string();
    query(format!(
        "INSERT INTO rg_wager_activity (user_id, reference, stake_cents, return_cents, at) \
         SELECT $2, j.value ->> 0, CAST(j.value ->> 1 AS BIGINT), 0, $3 FROM {rows} AS j"
    ))
    .bind(Json(&activity))
    .bind(p.user_id.as_str())
    .bind(at)
    .execute(db)
    .await
    .map_err(|e| e.on_insert("wager_activity", "user"))?;
    Ok(())
}

async fn save_betslip(
    db: &mut dyn Executor,
    owner: String,
    expected_version: Option<i64>,
    document: String,
    at: DateTime<Utc>,
) -> StoreResult<BetslipRecord> {
    let version: Option<i64> = match expected_version {
        None => {
            query_scalar(
                "INSERT INTO betslips (owner, version, document, updated_at) \
                 VALUES ($1, 1, $2, $3) ON CONFLICT (owner) DO NOTHING RETURNING version",
            )
            .bind(owner.as_str())
            .bind(document.as_str())
            .bind(millis(at))
            .fetch_optional(db)
            .await?
        }
        Some(expected) => {
            query_scalar(
                "UPDATE betslips SET version = version + 1, document = $1, updated_at = $2 \
                 WHERE owner = $3 AND version = $4 RETURNING version",
            )
            .bind(document.as_str())
            .bind(millis(at))
            .bind(owner.as_str())
            .bind(expected)
            .fetch_optional(db)
            .await?
        }
    };
    let version = version.ok_or(StoreError::Conflict("betslip"))?;
    Ok(BetslipRecord {
        owner,
        version,
        document,
        updated_at: at,
    })
}

async fn move_betslip(
    db: &mut dyn Executor,
    from: String,
    to: String,
    at: DateTime<Utc>,
) -> StoreResult<bool> {
    if from == to {
        let exists: Option<i64> = query_scalar("SELECT 1 FROM betslips WHERE owner = $1")
            .bind(from.as_str())
            .fetch_optional(db)
            .await?;
        return Ok(exists.is_some());
    }
    let document: Option<String> =
        query_scalar("DELETE FROM betslips WHERE owner = $1 RETURNING document")
            .bind(from.as_str())
            .fetch_optional(db)
            .await?;
    let Some(document) = document else {
        return Ok(false);
    };
    query(
        "INSERT INTO betslips (owner, version, document, updated_at) VALUES ($1, 1, $2, $3) \
         ON CONFLICT (owner) DO UPDATE SET version = betslips.version + 1, \
         document = excluded.document, updated_at = excluded.updated_at",
    )
    .bind(to.as_str())
    .bind(document.as_str())
    .bind(millis(at))
    .execute(db)
    .await?;
    Ok(true)
}

pub(crate) async fn grant_reward(db: &mut dyn Executor, reward: NewReward) -> StoreResult<Reward> {
    let id = RewardId::generate();
    let row: RewardRow = query_as(format!(
        "INSERT INTO rewards (id, user_id, kind, title, amount_cents, currency, \
         boost_percentage, max_stake_cents, min_legs, max_legs, event_id, bet_types, \
         expires_at, granted_by, created_at, status, used_by_bet) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, \
         'available', NULL) RETURNING {REWARD_COLUMNS}"
    ))
    .bind(id.as_str())
    .bind(reward.user_id.as_str())
    .bind(reward.kind.as_str())
    .bind(reward.title.as_str())
    .bind(reward.amount_cents)
    .bind(reward.currency.code())
    .bind(i64::from(reward.boost_percentage))
    .bind(reward.max_stake_cents)
    .bind(reward.min_legs.map(i64::from))
    .bind(reward.max_legs.map(i64::from))
    .bind(reward.event_id.as_deref())
    .bind(joined(&reward.bet_types))
    .bind(millis(reward.expires_at))
    .bind(reward.granted_by.as_str())
    .bind(millis(reward.created_at))
    .fetch_one(db)
    .await
    .map_err(|e| e.on_insert("reward", "user"))?;
    row.into_reward(reward.created_at)
}

async fn place_bets(db: &mut dyn Executor, p: PlaceBets) -> StoreResult<PlaceOutcome> {
    // A concurrent claim of the key waits here for the first one to commit or roll back
    // (PostgreSQL's unique index; SQLite has one writer).
    let claimed = query(
        "INSERT INTO bet_placements (user_id, idempotency_key, fingerprint, created_at) \
         VALUES ($1, $2, $3, $4) ON CONFLICT (user_id, idempotency_key) DO NOTHING",
    )
    .bind(p.user_id.as_str())
    .bind(p.idempotency_key.as_str())
    .bind(p.fingerprint.as_str())
    .bind(millis(p.at))
    .execute(db)
    .await
    .map_err(|e| e.on_insert("bet_placement", "user"))?;
    if claimed == 0 {
        return replay(db, &p).await;
    }

    let mut money: i64 = 0;
    for bet in &p.bets {
        if stake_bucket(&bet.source)?.is_some() {
            money = money
                .checked_add(bet.total_stake_cents)
                .ok_or(StoreError::Conflict("bet"))?;
        }
    }
    if money > 0 && !p.wager_windows.is_empty() {
        if db.dialect().row_locks() {
            // Concurrent placements of the account check their windows one after another.
            query("SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE")
                .bind(p.user_id.as_str())
                .execute(db)
                .await?;
        }
        let used = window_usage(db, &p.user_id, &p.wager_windows).await?;
        let pairs: Vec<(i64, i64)> = used
            .iter()
            .zip(&p.wager_windows)
            .map(|(u, w)| (*u, w.limit_cents))
            .collect();
        if !checks::fits(money, &pairs) {
            db.discard();
            return Ok(PlaceOutcome::WagerLimit { used_cents: used });
        }
    }

    // Rewards in id order: concurrent placements lock them in one order.
    let mut uses: Vec<(&String, RewardKind, i64, &BetId)> = Vec::new();
    for bet in &p.bets {
        if let Some(reward) = &bet.free_bet_id {
            uses.push((reward, RewardKind::FreeBet, bet.total_stake_cents, &bet.id));
        }
        if let Some(reward) = &bet.profit_boost_id {
            uses.push((reward, RewardKind::ProfitBoost, 0, &bet.id));
        }
    }
    uses.sort_by(|a, b| a.0.cmp(b.0));
    for (reward, kind, min_amount, bet) in uses {
        if !use_reward(
            db, reward, kind, &p.user_id, p.currency, p.at, bet, min_amount,
        )
        .await?
        {
            db.discard();
            return Ok(PlaceOutcome::RewardUnavailable {
                reward_id: reward.clone(),
            });
        }
    }

    if !p.bets.is_empty() {
        insert_bets(db, &p).await?;
    }
    let bets = as_placed(&p)?;

    // The stake postings last: they lock the shared house account's row until commit.
    for (bet_index, bet) in p.bets.iter().enumerate() {
        let Some(bucket) = stake_bucket(&bet.source)? else {
            continue;
        };
        let tx = stake_transaction(bet, &p.user_id, bucket, p.currency)?;
        match post_in(db, &tx, p.at).await {
            Ok(_) => {}
            Err(StoreError::InsufficientFunds(_)) => {
                db.discard();
                return Ok(PlaceOutcome::InsufficientFunds { bet_index });
            }
            Err(other) => return Err(other),
        }
    }

    let balances = balances_in(db, &p.user_id, p.currency).await?;
    Ok(PlaceOutcome::Placed { bets, balances })
}

/// A placement whose key was claimed before: its bets when the fingerprints match (a key
/// claimed before fingerprints were kept has none and replays: nothing to compare it with),
/// refused otherwise. Writes nothing either way.
async fn replay(db: &mut dyn Executor, p: &PlaceBets) -> StoreResult<PlaceOutcome> {
    let stored: Option<String> = query_scalar(
        "SELECT fingerprint FROM bet_placements WHERE user_id = $1 AND idempotency_key = $2",
    )
    .bind(p.user_id.as_str())
    .bind(p.idempotency_key.as_str())
    .fetch_one(db)
    .await?;
    if stored.is_some_and(|f| f != p.fingerprint.as_str()) {
        return Ok(PlaceOutcome::KeyReused);
    }
    let bets = placement_bets(db, &p.user_id, &p.idempotency_key).await?;
    let balances = balances_in(db, &p.user_id, p.currency).await?;
    Ok(PlaceOutcome::Replayed { bets, balances })
}

async fn resolve_pending_bet(
    db: &mut dyn Executor,
    bet: BetId,
    accepted: bool,
    at: DateTime<Utc>,
) -> StoreResult<PlacedBet> {
    let status = if accepted {
        BetStatus::Open
    } else {
        BetStatus::Rejected
    };
    let resolved: Option<(String, String, i64, String)> = query_as(
        "UPDATE bets SET status = $1, resolved_at = $2 \
         WHERE id = $3 AND status = 'pending_acceptance' \
         RETURNING user_id, source, total_stake_cents, currency",
    )
    .bind(status.as_str())
    .bind(millis(at))
    .bind(bet.as_str())
    .fetch_optional(db)
    .await?;
    if let Some((user_id, source, stake, code)) = resolved
        && !accepted
    {
        let user = UserId::from_raw(user_id);
        query(
            "UPDATE rewards SET status = 'available', used_by_bet = NULL \
             WHERE used_by_bet = $1",
        )
        .bind(bet.as_str())
        .execute(db)
        .await?;
        if let Some(bucket) = stake_bucket(&source)? {
            let currency = currency(&code)?;
            let refund = BalancedTransaction::transfer(
                TransactionKind::BetStakeRefund,
                format!("bet:{bet}:refund"),
                format!("refund of rejected bet {bet}"),
                AccountRef {
                    owner: Owner::House(HouseAccount::Wagers),
                    currency,
                },
                AccountRef {
                    owner: Owner::User(user.clone(), bucket),
                    currency,
                },
                stake,
            )
            .map_err(|_| corrupt("bet stake", stake))?;
            post_in(db, &refund, at).await?;
        }
        query(
            "UPDATE rg_wager_activity SET stake_cents = 0 \
             WHERE user_id = $1 AND reference = $2",
        )
        .bind(user.as_str())
        .bind(format!("bet:{bet}"))
        .execute(db)
        .await?;
    }
    load_bet(db, &bet).await?.ok_or(StoreError::NotFound("bet"))
}

#[async_trait]
impl<B: Backend> BettingStore for SqlStore<B> {
    async fn betslip(&self, owner: &str) -> StoreResult<Option<BetslipRecord>> {
        let owner = owner.to_owned();
        self.read(move |db| {
            Box::pin(async move {
                let row: Option<(i64, String, i64)> =
                    query_as("SELECT version, document, updated_at FROM betslips WHERE owner = $1")
                        .bind(owner.as_str())
                        .fetch_optional(db)
                        .await?;
                row.map(|(version, document, updated_at)| {
                    Ok(BetslipRecord {
                        owner,
                        version,
                        document,
                        updated_at: instant(updated_at)?,
                    })
                })
                .transpose()
            })
        })
        .await
    }

    async fn save_betslip(
        &self,
        owner: &str,
        expected_version: Option<i64>,
        document: &str,
        at: DateTime<Utc>,
    ) -> StoreResult<BetslipRecord> {
        let (owner, document) = (owner.to_owned(), document.to_owned());
        self.write(move |db| Box::pin(save_betslip(db, owner, expected_version, document, at)))
            .await
    }

    async fn move_betslip(&self, from: &str, to: &str, at: DateTime<Utc>) -> StoreResult<bool> {
        let (from, to) = (from.to_owned(), to.to_owned());
        self.write(move |db| Box::pin(move_betslip(db, from, to, at)))
            .await
    }

    async fn grant_reward(&self, reward: NewReward) -> StoreResult<Reward> {
        if reward.amount_cents < 0
            || reward.max_stake_cents < 0
            || reward
                .bet_types
                .iter()
                .any(|t| t.is_empty() || t.contains(','))
        {
            return Err(StoreError::Conflict("reward"));
        }
        self.write(move |db| Box::pin(grant_reward(db, reward)))
            .await
    }

    async fn available_rewards(
        &self,
        user: &UserId,
        now: DateTime<Utc>,
    ) -> StoreResult<Vec<Reward>> {
        let user = user.clone();
        self.read(move |db| Box::pin(async move { available_rewards_in(db, &user, now).await }))
            .await
    }

    async fn betting_account(
        &self,
        user: &UserId,
        currency: Currency,
        now: DateTime<Utc>,
    ) -> StoreResult<BettingAccount> {
        let user = user.clone();
        self.snapshot(move |db| {
            Box::pin(async move {
                // Preferences first: they answer NotFound for an unknown user.
                let preferences = crate::identity::user_preferences(db, user.clone()).await?;
                Ok(BettingAccount {
                    rewards: available_rewards_in(db, &user, now).await?,
                    balances: balances_in(db, &user, currency).await?,
                    preferences,
                    limits: crate::responsible_gaming::limits_in(db, &user).await?,
                })
            })
        })
        .await
    }

    async fn rewards(&self, user: &UserId, now: DateTime<Utc>) -> StoreResult<Vec<Reward>> {
        let user = user.clone();
        self.read(move |db| {
            Box::pin(async move {
                let rows: Vec<RewardRow> = query_as(format!(
                    "SELECT {REWARD_COLUMNS} FROM rewards WHERE user_id = $1 \
                     ORDER BY created_at DESC, id DESC"
                ))
                .bind(user.as_str())
                .fetch_all(db)
                .await?;
                rows.into_iter().map(|r| r.into_reward(now)).collect()
            })
        })
        .await
    }

    async fn grant_promotional_credit(
        &self,
        user: &UserId,
        cents: i64,
        currency: Currency,
        idempotency_key: &str,
        at: DateTime<Utc>,
    ) -> StoreResult<TransactionId> {
        if cents <= 0 {
            return Err(StoreError::Conflict("amount"));
        }
        let tx = BalancedTransaction::transfer(
            TransactionKind::RewardGrant,
            format!("promotional_credit:{idempotency_key}"),
            "promotional credit granted",
            AccountRef {
                owner: Owner::House(HouseAccount::Promotions),
                currency,
            },
            AccountRef {
                owner: Owner::User(user.clone(), Bucket::PromotionalCredit),
                currency,
            },
            cents,
        )
        .map_err(|_| StoreError::Conflict("idempotency_key"))?;
        self.write(move |db| Box::pin(async move { post_in(db, &tx, at).await }))
            .await
    }

    async fn place_bets(&self, p: PlaceBets) -> StoreResult<PlaceOutcome> {
        for bet in &p.bets {
            check_bet(bet)?;
        }
        self.write(move |db| Box::pin(place_bets(db, p))).await
    }

    async fn resolve_pending_bet(
        &self,
        bet: &BetId,
        accepted: bool,
        at: DateTime<Utc>,
    ) -> StoreResult<PlacedBet> {
        let bet = bet.clone();
        self.write(move |db| Box::pin(resolve_pending_bet(db, bet, accepted, at)))
            .await
    }

    async fn pending_bets(&self, until: DateTime<Utc>, limit: u32) -> StoreResult<Vec<PlacedBet>> {
        let mut query = bets_where("status = 'pending_acceptance' AND accept_after <= ");
        query.push_bind(millis(until));
        query.push(" ORDER BY accept_after, id LIMIT ");
        query.push_bind(i64::from(limit));
        self.read(move |db| Box::pin(load_bets(db, query.build_query_as())))
            .await
    }

    async fn bet(&self, user: &UserId, id: &BetId) -> StoreResult<Option<PlacedBet>> {
        let mut query = bets_where("id = ");
        query.push_bind(id.as_str().to_owned());
        query.push(" AND user_id = ");
        query.push_bind(user.as_str().to_owned());
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

    async fn bets_of(&self, user: &UserId, limit: u32) -> StoreResult<Vec<PlacedBet>> {
        let mut query = bets_where("user_id = ");
        query.push_bind(user.as_str().to_owned());
        query.push(" ORDER BY placed_at DESC, id DESC LIMIT ");
        query.push_bind(i64::from(limit));
        self.read(move |db| Box::pin(load_bets(db, query.build_query_as())))
            .await
    }

    async fn count_bets(&self, user: &UserId) -> StoreResult<u64> {
        let user = user.clone();
        self.read(move |db| {
            Box::pin(async move {
                let n: i64 = query_scalar("SELECT COUNT(*) FROM bets WHERE user_id = $1")
                    .bind(user.as_str())
                    .fetch_one(db)
                    .await?;
                count(n)
            })
        })
        .await
    }
}
