//! Which legs may share a parlay.
//!
//! Two legs contradict (or duplicate each other) when they are on one event and are two
//! selections of one market (both sides of a moneyline, spread or total), two lines of one
//! family (a spread and an alternate spread, two totals), two moneylines, or two team totals
//! of one team. Other same-event legs combine into a same-game group priced jointly by
//! [`super::same_game`], which also refuses legs that can never win together.

use super::quote::LegQuote;
use crate::catalogue::MarketType;

/// The message of a parlay with contradictory legs.
pub const CONTRADICTORY: &str = "These selections cannot be combined in a parlay.";
/// The message of a parlay with fewer than two legs.
pub const TOO_FEW: &str = "A parlay needs 2 or more selections.";

/// Whether the two legs cannot be in one parlay.
pub fn contradictory(a: &LegQuote, b: &LegQuote) -> bool {
    if a.event_id != b.event_id {
        return false;
    }
    if a.market_id == b.market_id {
        return true;
    }
    if let (Some(fa), Some(fb)) = (a.market_type.line_family(), b.market_type.line_family())
        && fa == fb
    {
        return true;
    }
    match (a.market_type, b.market_type) {
        (MarketType::Moneyline, MarketType::Moneyline)
        | (MarketType::ThreeWay, MarketType::ThreeWay) => true,
        (MarketType::TeamTotal, MarketType::TeamTotal) => a.side == b.side,
        _ => false,
    }
}

/// Whether any two of the legs cannot be in one parlay.
pub fn any_contradictory(legs: &[&LegQuote]) -> bool {
    legs.iter()
        .enumerate()
        .any(|(i, a)| legs.iter().skip(i + 1).any(|b| contradictory(a, b)))
}
