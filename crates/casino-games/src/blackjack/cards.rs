//! Cards, hands and the shoe.

use crate::rng::Rng;
use serde::{Deserialize, Serialize};

/// Decks in the shoe.
pub const DECKS: usize = 6;

/// A card's suit, which blackjack ignores.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Suit {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
}

impl Suit {
    /// Every suit.
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];
}

/// A card's rank.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Rank {
    Two,
    Three,
    Four,
    Five,
    Six,
    Seven,
    Eight,
    Nine,
    Ten,
    Jack,
    Queen,
    King,
    Ace,
}

impl Rank {
    /// Every rank, from two to ace.
    pub const ALL: [Rank; 13] = [
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
        Rank::Ace,
    ];

    /// What the rank counts: its number, 10 for a picture, 1 for an ace (which a hand may count as
    /// 11, see [`Hand::total`]).
    pub const fn points(self) -> u32 {
        match self {
            Rank::Two => 2,
            Rank::Three => 3,
            Rank::Four => 4,
            Rank::Five => 5,
            Rank::Six => 6,
            Rank::Seven => 7,
            Rank::Eight => 8,
            Rank::Nine => 9,
            Rank::Ten | Rank::Jack | Rank::Queen | Rank::King => 10,
            Rank::Ace => 1,
        }
    }
}

/// A playing card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Card {
    pub rank: Rank,
    pub suit: Suit,
}

/// The cards of a hand, the player's or the dealer's.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Hand {
    cards: Vec<Card>,
}

impl Hand {
    pub(crate) fn of(cards: Vec<Card>) -> Self {
        Self { cards }
    }

    /// The cards, in the order they were dealt.
    pub fn cards(&self) -> &[Card] {
        &self.cards
    }

    pub(crate) fn push(&mut self, card: Card) {
        self.cards.push(card);
    }

    pub(crate) fn pop(&mut self) -> Option<Card> {
        self.cards.pop()
    }

    /// The cards' points with one ace counted as 11 when that does not bust the hand.
    pub fn total(&self) -> u32 {
        let hard = self.hard_total();
        if self.is_soft() { hard + 10 } else { hard }
    }

    /// Whether an ace counts 11.
    pub fn is_soft(&self) -> bool {
        self.cards.iter().any(|card| card.rank == Rank::Ace) && self.hard_total() + 10 <= 21
    }

    /// Whether the total is over 21.
    pub fn is_bust(&self) -> bool {
        self.total() > 21
    }

    /// Two cards making 21 (a blackjack, unless the hand comes from a split).
    pub fn is_two_card_21(&self) -> bool {
        self.cards.len() == 2 && self.total() == 21
    }

    /// The rank of a two-card hand of one rank.
    pub fn pair(&self) -> Option<Rank> {
        match self.cards.as_slice() {
            [first, second] if first.rank == second.rank => Some(first.rank),
            _ => None,
        }
    }

    fn hard_total(&self) -> u32 {
        self.cards.iter().map(|card| card.rank.points()).sum()
    }
}

/// The cards of a round, in the order they are dealt.
pub(crate) struct Shoe {
    cards: std::vec::IntoIter<Card>,
}

impl Shoe {
    /// [`DECKS`] decks shuffled.
    pub fn shuffled(rng: &mut Rng) -> Self {
        let mut cards: Vec<Card> = (0..DECKS)
            .flat_map(|_| Suit::ALL)
            .flat_map(|suit| Rank::ALL.map(|rank| Card { rank, suit }))
            .collect();
        rng.shuffle(&mut cards);
        Self::stacked(cards)
    }

    /// A shoe dealing `cards` in this order.
    pub fn stacked(cards: Vec<Card>) -> Self {
        Self {
            cards: cards.into_iter(),
        }
    }

    /// The next card, if any is left.
    pub fn draw(&mut self) -> Option<Card> {
        self.cards.next()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seed::Seed;
    use std::collections::HashMap;

    fn hand(ranks: &[Rank]) -> Hand {
        Hand::of(
            ranks
                .iter()
                .map(|&rank| Card {
                    rank,
                    suit: Suit::Spades,
                })
                .collect(),
        )
    }

    #[test]
    fn an_ace_counts_eleven_while_the_hand_stays_under_22() {
        use Rank::*;
        assert_eq!(hand(&[Ace, Six]).total(), 17);
        assert!(hand(&[Ace, Six]).is_soft());
        assert_eq!(hand(&[Ace, Six, Ten]).total(), 17);
        assert!(!hand(&[Ace, Six, Ten]).is_soft());
        assert_eq!(hand(&[Ace, Ace, Nine]).total(), 21);
        assert_eq!(hand(&[Ace, Ace]).total(), 12);
        assert_eq!(hand(&[King, Queen, Two]).total(), 22);
        assert!(hand(&[King, Queen, Two]).is_bust());
        assert!(hand(&[Ace, Jack]).is_two_card_21());
        assert!(!hand(&[Seven, Seven, Seven]).is_two_card_21());
    }

    #[test]
    fn a_pair_is_two_cards_of_one_rank() {
        use Rank::*;
        assert_eq!(hand(&[Eight, Eight]).pair(), Some(Eight));
        assert_eq!(hand(&[King, Queen]).pair(), None);
        assert_eq!(hand(&[Eight, Eight, Eight]).pair(), None);
    }

    #[test]
    fn the_shoe_holds_six_full_decks() {
        let mut rng = Rng::from_seed(&Seed::from_bytes([5; 32]));
        let mut shoe = Shoe::shuffled(&mut rng);
        let mut counts: HashMap<Card, usize> = HashMap::new();
        while let Some(card) = shoe.draw() {
            *counts.entry(card).or_default() += 1;
        }
        assert_eq!(counts.len(), 52);
        assert!(counts.values().all(|n| *n == DECKS));
    }
}
