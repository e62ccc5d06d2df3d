//! A round of blackjack as a state machine: [`Round::deal`], then the player's actions until the
//! round is settled.

use super::cards::{Card, Hand, Rank, Shoe};
use crate::rng::Rng;
use crate::stake::Stake;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The most hands a player may have after splitting.
pub const MAX_HANDS: usize = 4;

/// What the player does next.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Another card.
    Hit,
    /// No more cards for this hand.
    Stand,
    /// Double the hand's stake for exactly one more card (a hand of two cards, also after a split).
    Double,
    /// Split a pair into two hands, each with the hand's stake.
    Split,
    /// Take (`true`) or decline insurance, offered when the dealer shows an ace.
    Insurance(bool),
}

/// Why an action was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum BlackjackError {
    #[error(
        "a blackjack stake must be a whole number of 2 cents, so that 3:2 and insurance pay exact cents"
    )]
    OddStake,
    #[error("the dealer shows an ace: take or decline insurance first")]
    InsuranceDecisionPending,
    #[error("insurance is offered only before play, when the dealer shows an ace")]
    InsuranceNotOffered,
    #[error("only a hand of two cards can double")]
    CannotDouble,
    #[error("only a pair can be split")]
    CannotSplit,
    #[error("a player may have at most {MAX_HANDS} hands")]
    TooManyHands,
    #[error("the round is over")]
    RoundOver,
    #[error("the actions end before the round does")]
    Unfinished,
    /// Never from a shoe of six decks, as a round takes far fewer cards.
    #[error("the shoe ran out of cards")]
    ShoeExhausted,
}

/// How a hand ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HandOutcome {
    /// Two cards making 21 on the deal, against a dealer without: pays 3 to 2.
    Blackjack,
    /// Pays 1 to 1.
    Win,
    /// The stake comes back.
    Push,
    Lose,
    /// Over 21: lost whatever the dealer has.
    Bust,
}

/// One of the player's hands, settled.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandResult {
    pub cards: Hand,
    /// The hand's stake, doubled when the hand doubled.
    pub stake_cents: u64,
    pub doubled: bool,
    pub outcome: HandOutcome,
    /// What the hand paid back, its stake included.
    pub win_cents: u64,
}

/// The insurance bet, settled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct InsuranceResult {
    /// Half the round's initial stake.
    pub stake_cents: u64,
    /// Three times the stake (2 to 1) when the dealer has blackjack, else 0.
    pub win_cents: u64,
}

/// A settled round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BlackjackOutcome {
    pub dealer: Hand,
    /// The player's hands, in the order they were played.
    pub hands: Vec<HandResult>,
    pub insurance: Option<InsuranceResult>,
    /// Everything staked: the hands' stakes (doubles and splits included) and insurance.
    pub stake_cents: u64,
    pub win_cents: u64,
}

/// One of the player's hands as the table shows it while the round is played.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandView {
    pub cards: Hand,
    pub stake_cents: u64,
    pub doubled: bool,
}

/// Where insurance stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Insurance {
    NotOffered,
    Offered,
    Declined,
    Taken { stake_cents: u64 },
}

#[derive(Debug, Clone)]
struct PlayerHand {
    hand: Hand,
    stake_cents: u64,
    doubled: bool,
    /// Made by splitting: two cards making 21 are then not a blackjack.
    split: bool,
}

impl PlayerHand {
    /// Whether the hand takes no more cards on its own: 21 or more, doubled, or a split ace with
    /// its one card.
    fn is_complete(&self) -> bool {
        let split_ace = self.split
            && self
                .hand
                .cards()
                .first()
                .is_some_and(|c| c.rank == Rank::Ace);
        self.hand.total() >= 21 || self.doubled || (split_ace && self.hand.cards().len() >= 2)
    }

    fn is_blackjack(&self) -> bool {
        !self.split && self.hand.is_two_card_21()
    }
}

/// A round in play. `Debug` leaves out the hole card and the shoe, which are secret until the
/// round is over.
pub struct Round {
    shoe: Shoe,
    stake_cents: u64,
    up_card: Card,
    dealer: Hand,
    /// The player's hands in play order; `active` indexes the one being played, and equals
    /// their number once all are played.
    hands: Vec<PlayerHand>,
    active: usize,
    insurance: Insurance,
    actions: Vec<Action>,
    outcome: Option<BlackjackOutcome>,
}

impl Round {
    /// Shuffles a fresh shoe and deals: a card to the player, one face up to the dealer, a second
    /// to the player and the dealer's hole card. With an ace up the dealer offers insurance; with
    /// an ace or a ten-valued card up the dealer then checks the hole card and a dealer blackjack
    /// settles the round at once, as does a player blackjack.
    pub fn deal(stake: Stake, rng: &mut Rng) -> Result<Self, BlackjackError> {
        Self::deal_from(Shoe::shuffled(rng), stake)
    }

    pub(crate) fn deal_from(mut shoe: Shoe, stake: Stake) -> Result<Self, BlackjackError> {
        if !stake.cents().is_multiple_of(2) {
            return Err(BlackjackError::OddStake);
        }
        let mut draw = || shoe.draw().ok_or(BlackjackError::ShoeExhausted);
        let (first, up_card, second, hole_card) = (draw()?, draw()?, draw()?, draw()?);
        let mut round = Self {
            shoe,
            stake_cents: stake.cents(),
            up_card,
            dealer: Hand::of(vec![up_card, hole_card]),
            hands: vec![PlayerHand {
                hand: Hand::of(vec![first, second]),
                stake_cents: stake.cents(),
                doubled: false,
                split: false,
            }],
            active: 0,
            insurance: if up_card.rank == Rank::Ace {
                Insurance::Offered
            } else {
                Insurance::NotOffered
            },
            actions: Vec::new(),
            outcome: None,
        };
        if round.insurance == Insurance::NotOffered {
            round.check_blackjacks()?;
        }
        Ok(round)
    }

    /// Plays `action`; a refused action changes nothing.
    pub fn act(&mut self, action: Action) -> Result<(), BlackjackError> {
        if self.outcome.is_some() {
            return Err(BlackjackError::RoundOver);
        }
        match (self.insurance, action) {
            (Insurance::Offered, Action::Insurance(take)) => {
                self.insurance = if take {
                    Insurance::Taken {
                        stake_cents: self.stake_cents / 2,
                    }
                } else {
                    Insurance::Declined
                };
                self.check_blackjacks()?;
            }
            (Insurance::Offered, _) => return Err(BlackjackError::InsuranceDecisionPending),
            (_, Action::Insurance(_)) => return Err(BlackjackError::InsuranceNotOffered),
            (_, Action::Hit) => {
                let card = self.draw()?;
                let hand = self.active_hand()?;
                hand.hand.push(card);
                if hand.is_complete() {
                    self.next_hand()?;
                }
            }
            (_, Action::Stand) => self.next_hand()?,
            (_, Action::Double) => {
                if !self.can_double() {
                    return Err(BlackjackError::CannotDouble);
                }
                let card = self.draw()?;
                let hand = self.active_hand()?;
                hand.hand.push(card);
                hand.stake_cents *= 2;
                hand.doubled = true;
                self.next_hand()?;
            }
            (_, Action::Split) => self.split()?,
        }
        self.actions.push(action);
        Ok(())
    }

    /// The actions played so far.
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    /// The settled round, once it is over.
    pub fn outcome(&self) -> Option<&BlackjackOutcome> {
        self.outcome.as_ref()
    }

    /// The player's hands in play order (after a split, the hands not reached yet hold one
    /// card).
    pub fn hands(&self) -> Vec<HandView> {
        self.hands
            .iter()
            .map(|hand| HandView {
                cards: hand.hand.clone(),
                stake_cents: hand.stake_cents,
                doubled: hand.doubled,
            })
            .collect()
    }

    /// The index of the hand being played, while one is.
    pub fn active_hand_index(&self) -> Option<usize> {
        self.playing().map(|_| self.active)
    }

    /// Everything staked so far: the hands' stakes, doubles and splits included, and insurance.
    /// An action that raises it needs that much more stake from the player first.
    pub fn staked_cents(&self) -> u64 {
        let insurance = match self.insurance {
            Insurance::Taken { stake_cents } => stake_cents,
            Insurance::NotOffered | Insurance::Offered | Insurance::Declined => 0,
        };
        self.hands.iter().map(|hand| hand.stake_cents).sum::<u64>() + insurance
    }

    /// The dealer's face-up card.
    pub fn up_card(&self) -> Card {
        self.up_card
    }

    /// The hand being played, while one is.
    pub fn hand(&self) -> Option<&Hand> {
        self.playing().map(|hand| &hand.hand)
    }

    /// Whether the player must decide on insurance before anything else.
    pub fn insurance_offered(&self) -> bool {
        self.insurance == Insurance::Offered && self.outcome.is_none()
    }

    /// Whether the hand being played may double.
    pub fn can_double(&self) -> bool {
        self.playing()
            .is_some_and(|hand| hand.hand.cards().len() == 2)
    }

    /// Whether the hand being played may split.
    pub fn can_split(&self) -> bool {
        self.playing()
            .is_some_and(|hand| hand.hand.pair().is_some())
            && self.hands.len() < MAX_HANDS
    }

    /// Every action the round would accept now.
    pub fn legal_actions(&self) -> Vec<Action> {
        if self.insurance_offered() {
            return vec![Action::Insurance(true), Action::Insurance(false)];
        }
        if self.playing().is_none() {
            return Vec::new();
        }
        let mut actions = vec![Action::Hit, Action::Stand];
        if self.can_double() {
            actions.push(Action::Double);
        }
        if self.can_split() {
            actions.push(Action::Split);
        }
        actions
    }

    /// The hand being played: none while insurance is pending or once the round is over.
    fn playing(&self) -> Option<&PlayerHand> {
        if self.insurance == Insurance::Offered || self.outcome.is_some() {
            return None;
        }
        self.hands.get(self.active)
    }

    fn active_hand(&mut self) -> Result<&mut PlayerHand, BlackjackError> {
        self.hands
            .get_mut(self.active)
            .ok_or(BlackjackError::RoundOver)
    }

    fn draw(&mut self) -> Result<Card, BlackjackError> {
        self.shoe.draw().ok_or(BlackjackError::ShoeExhausted)
    }

    fn split(&mut self) -> Result<(), BlackjackError> {
        if self.playing().and_then(|hand| hand.hand.pair()).is_none() {
            return Err(BlackjackError::CannotSplit);
        }
        if self.hands.len() >= MAX_HANDS {
            return Err(BlackjackError::TooManyHands);
        }
        let card = self.draw()?;
        let hand = self.active_hand()?;
        let Some(second) = hand.hand.pop() else {
            return Err(BlackjackError::CannotSplit);
        };
        hand.split = true;
        hand.hand.push(card);
        let new_hand = PlayerHand {
            hand: Hand::of(vec![second]),
            stake_cents: hand.stake_cents,
            doubled: false,
            split: true,
        };
        let complete = hand.is_complete();
        self.hands.insert(self.active + 1, new_hand);
        if complete { self.next_hand() } else { Ok(()) }
    }

    /// Moves on to the next hand that needs the player, dealing a split hand its second card;
    /// after the last one, the dealer plays and the round is settled.
    fn next_hand(&mut self) -> Result<(), BlackjackError> {
        self.active += 1;
        while let Some(hand) = self.hands.get_mut(self.active) {
            if hand.hand.cards().len() < 2 {
                hand.hand
                    .push(self.shoe.draw().ok_or(BlackjackError::ShoeExhausted)?);
            }
            if !hand.is_complete() {
                return Ok(());
            }
            self.active += 1;
        }
        self.finish()
    }

    /// After the deal (or the insurance decision): a blackjack on either side ends the round.
    fn check_blackjacks(&mut self) -> Result<(), BlackjackError> {
        let player = self.hands.first().is_some_and(PlayerHand::is_blackjack);
        if player || self.dealer.is_two_card_21() {
            self.active = self.hands.len();
            self.finish()
        } else {
            Ok(())
        }
    }

    /// The dealer draws to 17 or more, standing on soft 17, when a hand of the player's is
    /// still waiting on the dealer's; then every bet is settled.
    fn finish(&mut self) -> Result<(), BlackjackError> {
        let dealer_blackjack = self.dealer.is_two_card_21();
        let waiting = self
            .hands
            .iter()
            .any(|hand| !hand.hand.is_bust() && !hand.is_blackjack());
        if waiting && !dealer_blackjack {
            while self.dealer.total() < 17 {
                let card = self.draw()?;
                self.dealer.push(card);
            }
        }
        let hands: Vec<HandResult> = self
            .hands
            .iter()
            .map(|hand| settle(hand, &self.dealer))
            .collect();
        let insurance = match self.insurance {
            Insurance::Taken { stake_cents } => Some(InsuranceResult {
                stake_cents,
                win_cents: if dealer_blackjack { 3 * stake_cents } else { 0 },
            }),
            Insurance::NotOffered | Insurance::Offered | Insurance::Declined => None,
        };
        let (insurance_stake, insurance_win) =
            insurance.map_or((0, 0), |bet| (bet.stake_cents, bet.win_cents));
        self.outcome = Some(BlackjackOutcome {
            stake_cents: hands.iter().map(|h| h.stake_cents).sum::<u64>() + insurance_stake,
            win_cents: hands.iter().map(|h| h.win_cents).sum::<u64>() + insurance_win,
            dealer: self.dealer.clone(),
            hands,
            insurance,
        });
        Ok(())
    }
}

impl fmt::Debug for Round {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Round")
            .field("stake_cents", &self.stake_cents)
            .field("up_card", &self.up_card)
            .field("hands", &self.hands)
            .field("active", &self.active)
            .field("insurance", &self.insurance)
            .field("actions", &self.actions)
            .field("outcome", &self.outcome)
            .finish_non_exhaustive()
    }
}

/// How `hand` fares against the dealer's final `dealer` hand.
fn settle(hand: &PlayerHand, dealer: &Hand) -> HandResult {
    let (player, house) = (hand.hand.total(), dealer.total());
    let outcome = if hand.is_blackjack() {
        if dealer.is_two_card_21() {
            HandOutcome::Push
        } else {
            HandOutcome::Blackjack
        }
    } else if hand.hand.is_bust() {
        HandOutcome::Bust
    } else if dealer.is_two_card_21() {
        HandOutcome::Lose
    } else if dealer.is_bust() || player > house {
        HandOutcome::Win
    } else if player == house {
        HandOutcome::Push
    } else {
        HandOutcome::Lose
    };
    let stake = hand.stake_cents;
    let win_cents = match outcome {
        HandOutcome::Blackjack => stake + stake / 2 * 3,
        HandOutcome::Win => 2 * stake,
        HandOutcome::Push => stake,
        HandOutcome::Lose | HandOutcome::Bust => 0,
    };
    HandResult {
        cards: hand.hand.clone(),
        stake_cents: stake,
        doubled: hand.doubled,
        outcome,
        win_cents,
    }
}
