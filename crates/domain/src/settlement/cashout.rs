//! Cash-out valuation: what the house offers now for an open bet.
//!
//! - Offered on straights and parlays staked with cash or promotional credit, without a
//!   profit boost; never on teasers, round robins or bonus bets ([`CashoutUnavailable::NotOffered`]).
//! - A lost leg ends the offer ([`CashoutUnavailable::LegLost`]); a bet with no pending leg is
//!   for grading, not cash-out ([`CashoutUnavailable::Settled`]); a pending leg without a
//!   current price (market suspended or unpriced) suspends it ([`CashoutUnavailable::Suspended`]).
//! - Fair value = what the bet pays if every pending leg wins, decided legs applied as in
//!   [`super::grade()`] (voids and pushes drop out, dead heats scale), times the chance the
//!   market gives the pending legs now, times `1 − margin_bp / 10,000`; exact, rounded down
//!   once, never above the potential payout (`floor(S × placed decimal)`), never negative.
//!   Margins above 10,000 bp value it at 0.
//! - The chance is priced the way placement priced the bet: `1 / decimal` of the joint
//!   same-game price ([`crate::betslip::same_game::price`]) at current prices for the pending
//!   legs of a parlay on one event (two or more, each with a current quote), `1 / decimal` of
//!   the current price for every other pending leg. So right after placement, with no price
//!   move, every bet is offered its stake less the margin.
//! - The value is cash whatever the stake's source.

use super::LegResult;
use super::grade::{BetToGrade, GradedKind, StakeSource, Verdict, mul};
use super::grade::{parlay_verdict, times_stake, validate};
use crate::betslip::LegQuote;
use crate::betslip::amounts::{Fraction, win_for_stake};
use crate::betslip::same_game::{self, GroupPrice};
use crate::odds::Odds;

/// A leg of the bet as it stands now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CashoutLeg {
    /// Its grade now (this, not the result in the [`BetToGrade`], is used).
    pub result: LegResult,
    /// Its market's current price; `None` while suspended or unpriced.
    pub current_odds: Option<Odds>,
    /// The catalogue's current view of the selection, which the same-game model reads;
    /// `None` prices the leg on its own.
    pub quote: Option<LegQuote>,
}

/// Why a bet has no cash-out value now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
pub enum CashoutUnavailable {
    /// Every leg is decided: the bet is graded, not cashed out.
    #[error("This bet is settled.")]
    Settled,
    /// A leg lost: the bet is lost.
    #[error("A leg of this bet has lost.")]
    LegLost,
    /// A pending leg's market is suspended or unpriced.
    #[error("Cash out is suspended while a market is closed.")]
    Suspended,
    /// Not offered on this bet (teaser, round robin, bonus bet, profit boost, or a shape that
    /// cannot be graded).
    #[error("Cash out is not offered on this bet.")]
    NotOffered,
}

impl CashoutUnavailable {
    /// A stable name (`settled`, `leg_lost`, `suspended`, `not_offered`).
    pub fn as_str(self) -> &'static str {
        match self {
            CashoutUnavailable::Settled => "settled",
            CashoutUnavailable::LegLost => "leg_lost",
            CashoutUnavailable::Suspended => "suspended",
            CashoutUnavailable::NotOffered => "not_offered",
        }
    }
}

/// The cash-out value of `bet` in cents, from `legs` (the bet's legs in order, with their
/// current results and prices) and the house margin in basis points.
pub fn cashout_value(
    bet: &BetToGrade,
    legs: &[CashoutLeg],
    margin_bp: u32,
) -> Result<i64, CashoutUnavailable> {
    if !matches!(bet.kind, GradedKind::Straight | GradedKind::Parlay)
        || bet.source == StakeSource::FreeBet
        || bet.boost.is_some()
        || legs.len() != bet.legs.len()
        || legs.iter().any(|l| !l.result.is_valid())
        || validate(bet).is_err()
    {
        return Err(CashoutUnavailable::NotOffered);
    }
    if legs.iter().any(|l| l.result == LegResult::Loss) {
        return Err(CashoutUnavailable::LegLost);
    }
    let pending: Vec<usize> = (0..legs.len())
        .filter(|&i| legs.get(i).is_some_and(|l| l.result == LegResult::Pending))
        .collect();
    if pending.is_empty() {
        return Err(CashoutUnavailable::Settled);
    }
    if pending
        .iter()
        .any(|&i| legs.get(i).is_some_and(|l| l.current_odds.is_none()))
    {
        return Err(CashoutUnavailable::Suspended);
    }
    // The chance the market gives the pending legs: Π d / (n + d) of their current prices,
    // a same-game group's joint price standing for its legs.
    let mut chance = Fraction::ONE;
    for price in pending_prices(bet, legs, &pending)? {
        let decimal = Fraction::decimal(price);
        chance = mul(
            chance,
            Fraction {
                num: decimal.den,
                den: decimal.num,
            },
        )
        .map_err(|_| CashoutUnavailable::NotOffered)?;
    }
    // What the bet pays if every pending leg wins.
    let if_won: Vec<(Odds, LegResult)> = bet
        .legs
        .iter()
        .zip(legs)
        .map(|(placed, now)| {
            let result = match now.result {
                LegResult::Pending => LegResult::Win,
                decided => decided,
            };
            (placed.odds, result)
        })
        .collect();
    let Ok(Verdict::Won { price, factor }) = parlay_verdict(bet.odds, &if_won) else {
        return Err(CashoutUnavailable::NotOffered);
    };
    let keep = Fraction {
        num: u128::from(10_000u32.saturating_sub(margin_bp)),
        den: 10_000,
    };
    // floor(S × price × factor × chance × keep).
    let value = mul(price, factor)
        .and_then(|v| mul(v, chance))
        .and_then(|v| mul(v, keep))
        .and_then(|v| times_stake(u128::try_from(bet.stake_cents).unwrap_or(0), v))
        .map_err(|_| CashoutUnavailable::NotOffered)?;
    let potential = bet
        .stake_cents
        .saturating_add(win_for_stake(bet.stake_cents, bet.odds));
    Ok(value.min(potential).max(0))
}

/// The current prices standing for the `pending` legs (indices into `legs`, every one with a
/// current price): one joint same-game price per event of a parlay with two or more pending
/// quoted legs, the leg's own price otherwise.
fn pending_prices(
    bet: &BetToGrade,
    legs: &[CashoutLeg],
    pending: &[usize],
) -> Result<Vec<Odds>, CashoutUnavailable> {
    let now = |i: usize| legs.get(i).and_then(|l| l.current_odds.map(|o| (l, o)));
    let event = |i: usize| bet.legs.get(i).map(|l| l.event_id.as_str());
    let mut prices = Vec::with_capacity(pending.len());
    let mut done: Vec<usize> = Vec::new();
    for &i in pending {
        if done.contains(&i) {
            continue;
        }
        let group: Vec<usize> = if bet.kind == GradedKind::Parlay {
            pending
                .iter()
                .copied()
                .filter(|&j| event(j) == event(i) && now(j).is_some_and(|(l, _)| l.quote.is_some()))
                .collect()
        } else {
            Vec::new()
        };
        if group.len() < 2 || !group.contains(&i) {
            let (_, odds) = now(i).ok_or(CashoutUnavailable::Suspended)?;
            prices.push(odds);
            done.push(i);
            continue;
        }
        // The model reads each leg at its current price.
        let quotes: Vec<LegQuote> = group
            .iter()
            .filter_map(|&j| {
                let (leg, odds) = now(j)?;
                let mut quote = leg.quote.clone()?;
                quote.odds = odds;
                Some(quote)
            })
            .collect();
        let refs: Vec<&LegQuote> = quotes.iter().collect();
        match same_game::price(&refs) {
            GroupPrice::Priced(odds) => prices.push(odds),
            GroupPrice::Contradictory | GroupPrice::TooLong => {
                return Err(CashoutUnavailable::NotOffered);
            }
        }
        done.extend(group);
    }
    Ok(prices)
}
