//! Basic strategy for this table's rules (six decks, dealer stands on soft 17, double on any two
//! cards and after splits, the dealer checks for blackjack, no surrender): the play that maximises
//! the player's expected return knowing only the hand and the dealer's up card. The casino uses it
//! to confirm blackjack's RTP by simulation.

use super::cards::Rank;
use super::round::{Action, Round};

/// Basic strategy's action for `round`, `None` once it is over. Insurance is always declined.
pub fn basic_strategy(round: &Round) -> Option<Action> {
    if round.insurance_offered() {
        return Some(Action::Insurance(false));
    }
    let hand = round.hand()?;
    // The dealer's card as the charts count it: an ace is 11.
    let dealer = match round.up_card().rank {
        Rank::Ace => 11,
        rank => rank.points(),
    };
    if let Some(rank) = hand.pair().filter(|_| round.can_split())
        && splits(rank, dealer)
    {
        return Some(Action::Split);
    }
    let double = |otherwise| {
        if round.can_double() {
            Action::Double
        } else {
            otherwise
        }
    };
    let total = hand.total();
    let action = if hand.is_soft() {
        match total {
            19.. => Action::Stand,
            18 if (3..=6).contains(&dealer) => double(Action::Stand),
            18 if dealer <= 8 => Action::Stand,
            17 if (3..=6).contains(&dealer) => double(Action::Hit),
            15 | 16 if (4..=6).contains(&dealer) => double(Action::Hit),
            13 | 14 if (5..=6).contains(&dealer) => double(Action::Hit),
            _ => Action::Hit,
        }
    } else {
        match total {
            17.. => Action::Stand,
            13..=16 if dealer <= 6 => Action::Stand,
            12 if (4..=6).contains(&dealer) => Action::Stand,
            11 if dealer <= 10 => double(Action::Hit),
            10 if dealer <= 9 => double(Action::Hit),
            9 if (3..=6).contains(&dealer) => double(Action::Hit),
            _ => Action::Hit,
        }
    };
    Some(action)
}

/// Whether to split a pair of `rank` against the dealer's `dealer` (an ace counting 11).
fn splits(rank: Rank, dealer: u32) -> bool {
    match rank {
        Rank::Ace | Rank::Eight => true,
        Rank::Nine => matches!(dealer, 2..=6 | 8 | 9),
        Rank::Seven | Rank::Three | Rank::Two => dealer <= 7,
        Rank::Six => dealer <= 6,
        Rank::Four => matches!(dealer, 5 | 6),
        Rank::Five | Rank::Ten | Rank::Jack | Rank::Queen | Rank::King => false,
    }
}
