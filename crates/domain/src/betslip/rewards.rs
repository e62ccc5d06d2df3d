//! Which rewards a draft bet may use: unexpired, matching the reward's restriction (bet
//! type, number of legs, event) and not already claimed by another bet of the slip.
//! Bonus bets and profit boosts apply to straight, parlay and teaser bets, not to round
//! robins (whose stake is spread over many combinations), and never together on one bet.

use super::BetType;
use super::quote::{FreeBetOffer, ProfitBoostOffer, RewardRestriction};
use chrono::{DateTime, Utc};

/// The shape of a draft bet a restriction is checked against.
#[derive(Debug, Clone, Copy)]
pub struct BetShape<'a> {
    pub bet_type: BetType,
    pub legs: usize,
    /// The event of each leg (`None` for a leg no longer offered).
    pub events: &'a [Option<&'a str>],
}

/// Whether a restriction allows a bet of this shape.
pub fn allows(restriction: &RewardRestriction, shape: &BetShape) -> bool {
    if shape.bet_type == BetType::RoundRobin {
        return false;
    }
    if !restriction.bet_types.is_empty() && !restriction.bet_types.contains(&shape.bet_type) {
        return false;
    }
    let legs = u32::try_from(shape.legs).unwrap_or(u32::MAX);
    if restriction.min_legs.is_some_and(|min| legs < min)
        || restriction.max_legs.is_some_and(|max| legs > max)
    {
        return false;
    }
    match &restriction.event_id {
        Some(event) => shape.events.iter().all(|e| *e == Some(event.as_str())),
        None => true,
    }
}

/// Whether the bonus bet may be used on the bet at `now`.
pub fn free_bet_usable(offer: &FreeBetOffer, shape: &BetShape, now: DateTime<Utc>) -> bool {
    offer.amount_cents > 0 && offer.expires_at > now && allows(&offer.restriction, shape)
}

/// Whether the profit boost may be used on the bet at `now`.
pub fn boost_usable(offer: &ProfitBoostOffer, shape: &BetShape, now: DateTime<Utc>) -> bool {
    offer.percentage > 0
        && offer.max_stake_cents > 0
        && offer.expires_at > now
        && allows(&offer.restriction, shape)
}
