//! Grading: what a bet pays once its legs are resulted.
//!
//! Prices are exact fractions and money is integer cents. A payout is computed exactly and
//! rounded down to the cent once, at the end (a round robin rounds each combination).
//! "Decimal" below is the decimal price `1 + n/d` of a profit fraction `n/d`; `S` is the stake.
//!
//! # Legs
//! - **Loss** loses the bet (a round robin: the combinations holding the leg), at once, even
//!   while other legs are pending.
//! - **Push** and **Void** drop out of the bet: the bet is priced as if the leg was never in it.
//! - **Dead heat** `f` (in (0, 1]): the leg won, but only the fraction `f` of the stake rides on
//!   it; the rest is lost. In a parlay the leg's decimal is multiplied by `f`. The bet is a
//!   `Win` even when that returns less than the stake.
//! - **Pending**: the bet waits ([`BetOutcome::Pending`], nothing paid) unless a loss already
//!   decides it.
//!
//! # Bets
//! - **Straight**: win pays `S × decimal`; loss 0; push/void return `S` (outcome `Push` or
//!   `Voided`); dead heat pays `floor(S × f × decimal)`.
//! - **Parlay**: the effective decimal is `placed × Π(remaining legs) / Π(all legs)`, i.e. the
//!   placed decimal divided by the dropped legs' decimals. For independent legs that is the
//!   product of the remaining legs; for a same-game group priced jointly it keeps the joint
//!   price's correlation ratio. It never falls below 1 (the remaining legs never return less
//!   than the stake). Dead-heat factors multiply it afterwards. Every leg dropped: the stake
//!   comes back, outcome `Voided` when every leg was void, `Push` otherwise.
//! - **Teaser**: a loss loses. Under [`TeaserTies::Reduce`] (the default) a push or void drops
//!   the leg and the bet is repriced from [`teaser::pay_table`] for the legs left, never above the
//!   placed price; with fewer than two legs left and none pending or lost (a two-team teaser with
//!   a push and a win) the bet has no action: the stake comes back (`Push`, or `Voided` when only
//!   voids dropped). Under [`TeaserTies::Lose`] a push loses the teaser; a void still drops.
//!   A dead heat (not expected on teaser lines) counts as a win with its factor on the stake.
//! - **Round robin**: every `k`-leg combination (each `k` of `sizes`) is a parlay of `stake_cents`
//!   priced at the product of its legs' decimals (round robin legs are distinct events, no
//!   joint price), graded as above and rounded down on its own; the payouts are summed. The bet
//!   is `Pending` while any combination is; then `Voided` when every leg was void, else `Win`
//!   when the payout exceeds the total stake, `Push` when it equals it, `Loss` below it (a
//!   partial return is a loss). No `effective_odds`.
//!
//! # Stakes and rewards
//! - **Cash**: the payout is cash.
//! - **Bonus bet** ([`StakeSource::FreeBet`]): the stake never comes back. A win pays the profit
//!   only, `floor(f × S × (decimal − 1))` (with a dead heat, the profit of the part of the stake
//!   that rode). A stake that would come back (every leg dropped, a teaser with no action)
//!   instead restores the bonus bet: payout 0, `restore_free_bet`.
//! - **Promotional credit**: the stake came from credits. A win pays `S × decimal` as cash; a
//!   returned stake goes back to credits (`to_credit_cents`). In a round robin the refunded
//!   combinations' stakes go to credits and the winning ones' payouts to cash.
//! - **Profit boost** `p%` up to `max_stake_cents`: the profit of `min(S, max)` is multiplied by
//!   `1 + p/100` at the *effective* price (after drops, before dead heats), the rest of the stake
//!   earns the normal profit (as [`crate::betslip::amounts::boosted_win_for_stake`]); dead heats
//!   scale the whole return. `effective_odds` stays unboosted.
//! - Bonus bets and boosts never apply to round robins, nor together on one bet.
//!
//! A payout never exceeds the potential payout computed at placement: drops only divide the
//! price by decimals above 1, dead-heat factors are at most 1, a repriced teaser is capped at
//! its placed price.
//!
//! A bet of a shape placement never produces (an unpriced teaser, round robin sizes out of
//! range, a stake total that does not match, an invalid dead-heat factor, prices too long to
//! represent) is refused by [`try_grade`] with a [`GradeError`]; [`grade`] leaves such a bet
//! `Pending` (no money moves) for an operator to look at.

use super::{BetOutcome, LegResult};
use crate::betslip::amounts::{Fraction, mul_div};
use crate::betslip::{TeaserSport, round_robin, teaser};
use crate::odds::Odds;
use crate::sports::Points;
use std::cmp::Ordering;

/// Where a bet's stake came from (the betslip's amount source).
pub use crate::betslip::AmountSource as StakeSource;

/// One leg as placed, with its grade.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LegToGrade {
    /// The leg's price as placed (a profit fraction).
    pub odds: Odds,
    pub event_id: String,
    pub market_id: String,
    pub result: LegResult,
}

/// The kind of bet, with what grading needs to know about it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GradedKind {
    Straight,
    Parlay,
    Teaser {
        sport: TeaserSport,
        points: Points,
    },
    /// The combination sizes (legs per combination), each at `stake_cents`.
    RoundRobin {
        sizes: Vec<u32>,
    },
}

/// A profit boost as placed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Boost {
    /// The profit is multiplied by `1 + percentage / 100`.
    pub percentage: u32,
    /// On at most this much of the stake.
    pub max_stake_cents: i64,
}

/// A placed bet to grade.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BetToGrade {
    pub kind: GradedKind,
    pub source: StakeSource,
    /// Per combination (the whole stake for every bet but a round robin).
    pub stake_cents: i64,
    /// `stake_cents` times the number of combinations.
    pub total_stake_cents: i64,
    /// The total price as placed, unboosted: the leg's for a straight, the product (or the
    /// same-game joint price) for a parlay, the pay table's for a teaser; unused for a round
    /// robin.
    pub odds: Odds,
    pub boost: Option<Boost>,
    /// In placement order.
    pub legs: Vec<LegToGrade>,
}

/// How a teaser treats a leg that lands exactly on its teased line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum TeaserTies {
    /// The leg drops out and the teaser is repriced for the legs left (the default).
    #[default]
    Reduce,
    /// The teaser loses.
    Lose,
}

impl TeaserTies {
    /// The configuration name (`reduce`, `lose`).
    pub fn as_str(self) -> &'static str {
        match self {
            TeaserTies::Reduce => "reduce",
            TeaserTies::Lose => "lose",
        }
    }

    /// Reads a configuration name.
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "reduce" => Some(TeaserTies::Reduce),
            "lose" => Some(TeaserTies::Lose),
            _ => None,
        }
    }
}

/// The operator's grading choices.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct HouseRules {
    pub teaser_ties: TeaserTies,
}

/// What a bet's legs decide.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Grade {
    /// `Pending` while any leg that still matters is pending.
    pub outcome: BetOutcome,
    /// Everything the bettor gets back, `to_cash_cents + to_credit_cents` (0 for a loss and
    /// while pending).
    pub payout_cents: i64,
    /// The part paid as cash.
    pub to_cash_cents: i64,
    /// The part returned to promotional credits (a refunded credits stake).
    pub to_credit_cents: i64,
    /// A refunded bonus bet is given back to the bettor.
    pub restore_free_bet: bool,
    /// The unboosted price after drops, repricing and dead heats, when it still pays a profit;
    /// `None` for a loss, a refund, a round robin, or a dead heat that returns no profit.
    pub effective_odds: Option<Odds>,
}

impl Grade {
    /// Not decided yet: nothing paid.
    pub const PENDING: Grade = Grade::nothing(BetOutcome::Pending);
    /// Lost: nothing paid.
    pub const LOSS: Grade = Grade::nothing(BetOutcome::Loss);

    const fn nothing(outcome: BetOutcome) -> Grade {
        Grade {
            outcome,
            payout_cents: 0,
            to_cash_cents: 0,
            to_credit_cents: 0,
            restore_free_bet: false,
            effective_odds: None,
        }
    }
}

/// Why a bet cannot be graded: shapes placement never produces.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GradeError {
    #[error("a {kind} cannot have {legs} legs")]
    LegCount { kind: &'static str, legs: usize },
    #[error("leg {position} has a dead-heat factor outside (0, 1]")]
    DeadHeatFactor { position: usize },
    #[error("the teaser pay table has no price for {legs} legs at these points")]
    TeaserUnpriced { legs: usize },
    #[error("round robin sizes must be distinct, each between 2 and the number of legs")]
    RoundRobinSizes,
    #[error("bonus bets and profit boosts do not apply to round robins")]
    RewardOnRoundRobin,
    #[error("a bonus bet cannot be boosted")]
    BoostedFreeBet,
    #[error("a boost needs a maximum stake of zero or more")]
    Boost,
    #[error("stakes must be zero or more and the total must be the stake times the combinations")]
    Stakes,
    #[error("the amounts are too large to represent")]
    Overflow,
}

/// Grades a bet; a bet that cannot be graded (see [`try_grade`]) stays [`Grade::PENDING`].
pub fn grade(bet: &BetToGrade, rules: &HouseRules) -> Grade {
    try_grade(bet, rules).unwrap_or(Grade::PENDING)
}

/// Grades a bet, or says why its shape cannot be graded.
pub fn try_grade(bet: &BetToGrade, rules: &HouseRules) -> Result<Grade, GradeError> {
    validate(bet)?;
    let legs: Vec<(Odds, LegResult)> = bet.legs.iter().map(|l| (l.odds, l.result)).collect();
    let verdict = match &bet.kind {
        GradedKind::Straight | GradedKind::Parlay => parlay_verdict(bet.odds, &legs)?,
        GradedKind::Teaser { sport, points } => {
            teaser_verdict(bet.odds, *sport, *points, rules.teaser_ties, &legs)?
        }
        GradedKind::RoundRobin { sizes } => return grade_round_robin(bet, sizes),
    };
    settle(bet, verdict)
}

/// The grade of a bet an operator voids as a whole (a palpable error, a breach of the
/// rules), whatever its legs say: the stake comes back as when every leg is void (outcome
/// `Voided`; a bonus bet is restored, a Credits stake returns to credits).
pub fn void_grade(bet: &BetToGrade) -> Result<Grade, GradeError> {
    validate(bet)?;
    Ok(refunded(bet.source, bet.total_stake_cents, true))
}

/// A bet's (or one combination's) legs taken together, before money.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Verdict {
    Lost,
    Pending,
    /// The stake comes back; `all_void` when only voids dropped out.
    Refunded {
        all_void: bool,
    },
    /// Won at the decimal `price` (at least 1, after drops and repricing) on the fraction
    /// `factor` of the stake (the dead-heat factors' product).
    Won {
        price: Fraction,
        factor: Fraction,
    },
}

/// Checks the bet's shape; answers its number of combinations.
pub(super) fn validate(bet: &BetToGrade) -> Result<u64, GradeError> {
    let n = bet.legs.len();
    if let Some(position) = bet.legs.iter().position(|l| !l.result.is_valid()) {
        return Err(GradeError::DeadHeatFactor { position });
    }
    if let Some(boost) = bet.boost {
        if bet.source == StakeSource::FreeBet {
            return Err(GradeError::BoostedFreeBet);
        }
        if boost.max_stake_cents < 0 {
            return Err(GradeError::Boost);
        }
    }
    let leg_count = |kind: &'static str, ok: bool| {
        if ok {
            Ok(1)
        } else {
            Err(GradeError::LegCount { kind, legs: n })
        }
    };
    let combinations = match &bet.kind {
        GradedKind::Straight => leg_count("straight", n == 1)?,
        GradedKind::Parlay => leg_count("parlay", n >= 2)?,
        GradedKind::Teaser { sport, points } => {
            leg_count("teaser", (teaser::MIN_LEGS..=teaser::MAX_LEGS).contains(&n))?;
            teaser::pay_table(*sport, *points, n).ok_or(GradeError::TeaserUnpriced { legs: n })?;
            1
        }
        GradedKind::RoundRobin { sizes } => {
            leg_count(
                "round robin",
                (round_robin::MIN_LEGS..=round_robin::MAX_LEGS).contains(&n),
            )?;
            if bet.source == StakeSource::FreeBet || bet.boost.is_some() {
                return Err(GradeError::RewardOnRoundRobin);
            }
            let legs = u32::try_from(n).map_err(|_| GradeError::RoundRobinSizes)?;
            let mut seen = Vec::with_capacity(sizes.len());
            let mut combinations: u64 = 0;
            for &k in sizes {
                if k < 2 || k > legs || seen.contains(&k) {
                    return Err(GradeError::RoundRobinSizes);
                }
                seen.push(k);
                combinations = combinations
                    .checked_add(round_robin::combinations(legs, k))
                    .ok_or(GradeError::Overflow)?;
            }
            if combinations == 0 {
                return Err(GradeError::RoundRobinSizes);
            }
            combinations
        }
    };
    let expected = i64::try_from(combinations)
        .ok()
        .and_then(|c| bet.stake_cents.checked_mul(c));
    if bet.stake_cents < 0 || expected != Some(bet.total_stake_cents) {
        return Err(GradeError::Stakes);
    }
    Ok(combinations)
}

/// A straight or parlay: any loss loses, any pending waits, drops divide the placed price.
pub(super) fn parlay_verdict(
    placed: Odds,
    legs: &[(Odds, LegResult)],
) -> Result<Verdict, GradeError> {
    if legs.iter().any(|(_, r)| *r == LegResult::Loss) {
        return Ok(Verdict::Lost);
    }
    if legs.iter().any(|(_, r)| *r == LegResult::Pending) {
        return Ok(Verdict::Pending);
    }
    let mut dropped = Fraction::ONE;
    let mut factor = Fraction::ONE;
    let mut counted = false;
    let mut pushed = false;
    for &(odds, result) in legs {
        match result {
            LegResult::Push | LegResult::Void => {
                pushed |= result == LegResult::Push;
                dropped = mul(dropped, Fraction::decimal(odds))?;
            }
            LegResult::Win | LegResult::DeadHeat { .. } => {
                counted = true;
                factor = mul(factor, dead_heat_factor(result))?;
            }
            LegResult::Loss | LegResult::Pending => {}
        }
    }
    if !counted {
        return Ok(Verdict::Refunded { all_void: !pushed });
    }
    // placed / Π(dropped decimals), at least 1.
    let ratio = mul(
        Fraction::decimal(placed),
        Fraction {
            num: dropped.den,
            den: dropped.num,
        },
    )?;
    let price = if ratio.num < ratio.den {
        Fraction::ONE
    } else {
        ratio
    };
    Ok(Verdict::Won { price, factor })
}

/// A teaser: a loss (or, under [`TeaserTies::Lose`], a push) loses; drops reprice.
fn teaser_verdict(
    placed: Odds,
    sport: TeaserSport,
    points: Points,
    ties: TeaserTies,
    legs: &[(Odds, LegResult)],
) -> Result<Verdict, GradeError> {
    let push_loses = ties == TeaserTies::Lose;
    if legs
        .iter()
        .any(|(_, r)| *r == LegResult::Loss || (push_loses && *r == LegResult::Push))
    {
        return Ok(Verdict::Lost);
    }
    let remaining: Vec<LegResult> = legs
        .iter()
        .map(|(_, r)| *r)
        .filter(|r| !matches!(r, LegResult::Push | LegResult::Void))
        .collect();
    if remaining.contains(&LegResult::Pending) {
        return Ok(Verdict::Pending);
    }
    if remaining.len() < teaser::MIN_LEGS {
        let pushed = legs.iter().any(|(_, r)| *r == LegResult::Push);
        return Ok(Verdict::Refunded { all_void: !pushed });
    }
    let mut factor = Fraction::ONE;
    for result in &remaining {
        factor = mul(factor, dead_heat_factor(*result))?;
    }
    let price = if remaining.len() == legs.len() {
        placed
    } else {
        let table = teaser::pay_table(sport, points, remaining.len()).ok_or(
            GradeError::TeaserUnpriced {
                legs: remaining.len(),
            },
        )?;
        if table.cmp_payout(placed) == Ordering::Greater {
            placed
        } else {
            table
        }
    };
    Ok(Verdict::Won {
        price: Fraction::decimal(price),
        factor,
    })
}

/// The money of a verdict on a straight, parlay or teaser.
fn settle(bet: &BetToGrade, verdict: Verdict) -> Result<Grade, GradeError> {
    match verdict {
        Verdict::Lost => Ok(Grade::LOSS),
        Verdict::Pending => Ok(Grade::PENDING),
        Verdict::Refunded { all_void } => Ok(refunded(bet.source, bet.total_stake_cents, all_void)),
        Verdict::Won { price, factor } => {
            let stake_back = bet.source != StakeSource::FreeBet;
            let payout = payout_cents(bet.stake_cents, stake_back, bet.boost, price, factor)?;
            Ok(Grade {
                outcome: BetOutcome::Win,
                payout_cents: payout,
                to_cash_cents: payout,
                to_credit_cents: 0,
                restore_free_bet: false,
                effective_odds: mul(price, factor).ok().and_then(Fraction::to_odds),
            })
        }
    }
}

/// A returned stake, back where it came from.
fn refunded(source: StakeSource, stake_cents: i64, all_void: bool) -> Grade {
    let outcome = if all_void {
        BetOutcome::Voided
    } else {
        BetOutcome::Push
    };
    let mut grade = Grade::nothing(outcome);
    match source {
        StakeSource::Cash => {
            grade.payout_cents = stake_cents;
            grade.to_cash_cents = stake_cents;
        }
        StakeSource::PromotionalCredit => {
            grade.payout_cents = stake_cents;
            grade.to_credit_cents = stake_cents;
        }
        StakeSource::FreeBet => grade.restore_free_bet = true,
    }
    grade
}

/// The return of `stake_cents` won at the decimal `price` (at least 1) on the fraction
/// `factor` of the stake, rounded down once:
/// `factor × (S [if stake_back] + (price − 1) × (B × (100 + p) + (S − B) × 100) / 100)` with
/// `B = min(S, max)` the boosted part (0 without a boost).
pub(super) fn payout_cents(
    stake_cents: i64,
    stake_back: bool,
    boost: Option<Boost>,
    price: Fraction,
    factor: Fraction,
) -> Result<i64, GradeError> {
    let stake = u128::try_from(stake_cents).map_err(|_| GradeError::Stakes)?;
    let Some(boost) = boost else {
        // Linear in the stake: floor(S × unit) through 256 bits, as the betslip does.
        let unit = if stake_back { price } else { profit(price)? };
        return times_stake(stake, mul(unit, factor)?);
    };
    let boosted = stake.min(u128::try_from(boost.max_stake_cents).unwrap_or(0));
    // The stake weighted by the boost, in hundredths of a cent.
    let weighted = boosted
        .checked_mul(100 + u128::from(boost.percentage))
        .and_then(|b| (stake - boosted).checked_mul(100)?.checked_add(b))
        .ok_or(GradeError::Overflow)?;
    let won = mul(
        profit(price)?,
        Fraction {
            num: weighted,
            den: 100,
        },
    )?;
    let base = if stake_back {
        add(Fraction { num: stake, den: 1 }, won)?
    } else {
        won
    };
    let value = mul(base, factor)?;
    let cents = value
        .num
        .checked_div(value.den)
        .ok_or(GradeError::Overflow)?;
    i64::try_from(cents).map_err(|_| GradeError::Overflow)
}

/// `floor(stake × fraction)` in cents.
pub(super) fn times_stake(stake: u128, fraction: Fraction) -> Result<i64, GradeError> {
    let (cents, _) = mul_div(stake, fraction.num, fraction.den);
    i64::try_from(cents).map_err(|_| GradeError::Overflow)
}

/// The profit part `price − 1` of a decimal price of at least 1.
fn profit(price: Fraction) -> Result<Fraction, GradeError> {
    Ok(Fraction {
        num: price
            .num
            .checked_sub(price.den)
            .ok_or(GradeError::Overflow)?,
        den: price.den,
    })
}

/// The totals of a round robin's combinations.
#[derive(Debug, Default)]
struct Tally {
    pending: bool,
    won_cents: i64,
    refunded_cents: i64,
}

/// One combination being built: its size, the product of its counted (won) legs' decimals
/// and dead-heat factors.
#[derive(Debug, Clone, Copy)]
struct Combination {
    size: usize,
    counted: bool,
    pending: bool,
    price: Fraction,
    factor: Fraction,
}

fn grade_round_robin(bet: &BetToGrade, sizes: &[u32]) -> Result<Grade, GradeError> {
    let deepest = sizes.iter().copied().max().unwrap_or(0);
    let deepest = usize::try_from(deepest).map_err(|_| GradeError::RoundRobinSizes)?;
    let mut wanted = vec![false; deepest + 1];
    for &k in sizes {
        let k = usize::try_from(k).map_err(|_| GradeError::RoundRobinSizes)?;
        if let Some(slot) = wanted.get_mut(k) {
            *slot = true;
        }
    }
    let legs: Vec<(Fraction, LegResult)> = bet
        .legs
        .iter()
        .map(|l| (Fraction::decimal(l.odds), l.result))
        .collect();
    let mut tally = Tally::default();
    let empty = Combination {
        size: 0,
        counted: false,
        pending: false,
        price: Fraction::ONE,
        factor: Fraction::ONE,
    };
    walk(&legs, &wanted, bet.stake_cents, 0, empty, &mut tally)?;
    if tally.pending {
        return Ok(Grade::PENDING);
    }
    let payout = tally
        .won_cents
        .checked_add(tally.refunded_cents)
        .ok_or(GradeError::Overflow)?;
    let outcome = if bet.legs.iter().all(|l| l.result == LegResult::Void) {
        BetOutcome::Voided
    } else {
        match payout.cmp(&bet.total_stake_cents) {
            Ordering::Greater => BetOutcome::Win,
            Ordering::Equal => BetOutcome::Push,
            Ordering::Less => BetOutcome::Loss,
        }
    };
    let (to_cash_cents, to_credit_cents) = match bet.source {
        StakeSource::PromotionalCredit => (tally.won_cents, tally.refunded_cents),
        StakeSource::Cash | StakeSource::FreeBet => (payout, 0),
    };
    Ok(Grade {
        outcome,
        payout_cents: payout,
        to_cash_cents,
        to_credit_cents,
        restore_free_bet: false,
        effective_odds: None,
    })
}

/// Depth-first over the legs' subsets up to the deepest size, grading each wanted size's
/// combination. A losing leg prunes its subtree: every combination through it loses.
fn walk(
    legs: &[(Fraction, LegResult)],
    wanted: &[bool],
    stake_cents: i64,
    start: usize,
    combination: Combination,
    tally: &mut Tally,
) -> Result<(), GradeError> {
    for (i, &(decimal, result)) in legs.iter().enumerate().skip(start) {
        let mut next = combination;
        next.size += 1;
        match result {
            LegResult::Loss => continue,
            LegResult::Pending => next.pending = true,
            LegResult::Push | LegResult::Void => {}
            LegResult::Win | LegResult::DeadHeat { .. } => {
                next.counted = true;
                next.price = mul(next.price, decimal)?;
                next.factor = mul(next.factor, dead_heat_factor(result))?;
            }
        }
        if wanted.get(next.size).copied().unwrap_or(false) {
            if next.pending {
                tally.pending = true;
            } else if next.counted {
                let won = payout_cents(stake_cents, true, None, next.price, next.factor)?;
                tally.won_cents = tally
                    .won_cents
                    .checked_add(won)
                    .ok_or(GradeError::Overflow)?;
            } else {
                tally.refunded_cents = tally
                    .refunded_cents
                    .checked_add(stake_cents)
                    .ok_or(GradeError::Overflow)?;
            }
        }
        if next.size + 1 < wanted.len() {
            walk(legs, wanted, stake_cents, i + 1, next, tally)?;
        }
    }
    Ok(())
}

/// The fraction of the stake a leg carries: `f` for a dead heat, 1 otherwise.
fn dead_heat_factor(result: LegResult) -> Fraction {
    match result {
        LegResult::DeadHeat {
            numerator,
            denominator,
        } => Fraction {
            num: u128::from(numerator),
            den: u128::from(denominator),
        },
        _ => Fraction::ONE,
    }
}

pub(super) fn mul(a: Fraction, b: Fraction) -> Result<Fraction, GradeError> {
    a.times(b)
        .map(Fraction::reduced)
        .ok_or(GradeError::Overflow)
}

fn add(a: Fraction, b: Fraction) -> Result<Fraction, GradeError> {
    let (a, b) = (a.reduced(), b.reduced());
    let num = a
        .num
        .checked_mul(b.den)
        .zip(b.num.checked_mul(a.den))
        .and_then(|(x, y)| x.checked_add(y));
    let den = a.den.checked_mul(b.den);
    match (num, den) {
        (Some(num), Some(den)) => Ok(Fraction { num, den }.reduced()),
        _ => Err(GradeError::Overflow),
    }
}
