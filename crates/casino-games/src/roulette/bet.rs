//! Roulette bets: their shapes on the layout, the numbers they cover and what they pay.
//!
//! The layout has 0 at the head and 1 to 36 in twelve rows of three (1 2 3, 4 5 6, ... 34 35
//! 36); the columns are the numbers that leave the same remainder divided by 3.

use crate::rtp::ExactRtp;
use serde::{Deserialize, Serialize};

/// The highest number on the wheel.
pub const HIGHEST: u32 = 36;

/// The red numbers; the other numbers but 0 are black.
pub const RED: [u32; 18] = [
    1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
];

/// A bet as placed: its kind and, for inside bets, the numbers it covers in any order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BetKind {
    /// One number, 35 to 1.
    Straight(u32),
    /// Two numbers next to each other on the layout (0 with 1, 2 or 3), 17 to 1.
    Split([u32; 2]),
    /// A row of three, or 0 with 1 and 2 or with 2 and 3, 11 to 1.
    Street([u32; 3]),
    /// Four numbers meeting at a corner, or 0 to 3, 8 to 1.
    Corner([u32; 4]),
    /// Two adjacent rows, 5 to 1.
    SixLine([u32; 6]),
    /// Column 1 (1, 4, ... 34), 2 or 3, 2 to 1.
    Column(u32),
    /// Dozen 1 (1 to 12), 2 or 3, 2 to 1.
    Dozen(u32),
    Red,
    Black,
    Odd,
    Even,
    /// 1 to 18.
    Low,
    /// 19 to 36.
    High,
}

/// Why a bet or a spin's wagers were refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RouletteError {
    #[error("there is no number {0} on a European wheel")]
    NoSuchNumber(u32),
    #[error("{0:?} are not two adjacent numbers")]
    NotASplit([u32; 2]),
    #[error("{0:?} are not a street")]
    NotAStreet([u32; 3]),
    #[error("{0:?} do not meet at a corner")]
    NotACorner([u32; 4]),
    #[error("{0:?} are not two adjacent streets")]
    NotASixLine([u32; 6]),
    #[error("there is no column {0}: columns are 1, 2 and 3")]
    NoSuchColumn(u32),
    #[error("there is no dozen {0}: dozens are 1, 2 and 3")]
    NoSuchDozen(u32),
    #[error("a spin needs at least one wager")]
    NoWagers,
    #[error("a spin takes at most {max} wagers", max = super::MAX_WAGERS)]
    TooManyWagers,
}

/// A valid bet: its kind, with inside bets' numbers in ascending order, and the pockets it covers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "BetKind", into = "BetKind")]
pub struct Bet {
    kind: BetKind,
    /// Bit `n` set when the bet covers number `n`.
    pockets: u64,
}

impl Bet {
    /// Checks `kind`'s shape on the layout.
    pub fn new(kind: BetKind) -> Result<Self, RouletteError> {
        let kind = sorted(kind);
        let pockets = match kind {
            BetKind::Straight(n) => cover(&[n])?,
            BetKind::Split(numbers @ [a, b]) => {
                let adjacent = match a {
                    0 => (1..=3).contains(&b),
                    _ => b == a + 3 || (b == a + 1 && a % 3 != 0),
                };
                covering(&numbers, adjacent, RouletteError::NotASplit(numbers))?
            }
            BetKind::Street(numbers @ [a, b, c]) => {
                let street = matches!(numbers, [0, 1, 2] | [0, 2, 3])
                    || (a % 3 == 1 && b == a + 1 && c == a + 2);
                covering(&numbers, street, RouletteError::NotAStreet(numbers))?
            }
            BetKind::Corner(numbers @ [a, b, c, d]) => {
                let corner = numbers == [0, 1, 2, 3]
                    || (a % 3 != 0 && b == a + 1 && c == a + 3 && d == a + 4);
                covering(&numbers, corner, RouletteError::NotACorner(numbers))?
            }
            BetKind::SixLine(numbers @ [first, ..]) => {
                let six_line = first % 3 == 1
                    && numbers
                        .iter()
                        .zip(first..)
                        .all(|(n, expected)| *n == expected);
                covering(&numbers, six_line, RouletteError::NotASixLine(numbers))?
            }
            BetKind::Column(column) if (1..=3).contains(&column) => {
                numbers_where(|n| n % 3 == column % 3)
            }
            BetKind::Column(column) => return Err(RouletteError::NoSuchColumn(column)),
            BetKind::Dozen(dozen) if (1..=3).contains(&dozen) => {
                numbers_where(|n| (n - 1) / 12 + 1 == dozen)
            }
            BetKind::Dozen(dozen) => return Err(RouletteError::NoSuchDozen(dozen)),
            BetKind::Red => numbers_where(|n| RED.contains(&n)),
            BetKind::Black => numbers_where(|n| !RED.contains(&n)),
            BetKind::Odd => numbers_where(|n| n % 2 == 1),
            BetKind::Even => numbers_where(|n| n % 2 == 0),
            BetKind::Low => numbers_where(|n| n <= 18),
            BetKind::High => numbers_where(|n| n >= 19),
        };
        Ok(Self { kind, pockets })
    }

    /// The bet as placed, its numbers in ascending order.
    pub const fn kind(self) -> BetKind {
        self.kind
    }

    /// Whether the ball landing in `pocket` wins the bet.
    pub fn covers(self, pocket: u32) -> bool {
        self.pockets
            .checked_shr(pocket)
            .is_some_and(|bits| bits & 1 == 1)
    }

    /// How many numbers the bet covers.
    pub fn numbers(self) -> u32 {
        self.pockets.count_ones()
    }

    /// What a winning bet pays back per unit staked, the stake included: 36 over the numbers
    /// covered (36 for a straight, 2 for red), so that every bet returns 36/37.
    pub fn returns(self) -> u64 {
        36 / u64::from(self.numbers())
    }

    /// What `stake_cents` on this bet pays back when the ball lands in `pocket`.
    pub fn win_cents(self, stake_cents: u64, pocket: u32) -> u64 {
        if self.covers(pocket) {
            stake_cents * self.returns()
        } else {
            0
        }
    }

    /// The bet's RTP, exactly: its return summed over the 37 equally likely pockets, over 37.
    pub fn exact_rtp(self) -> ExactRtp {
        let returned: u64 = (0..=HIGHEST).map(|pocket| self.win_cents(1, pocket)).sum();
        ExactRtp::new(u128::from(returned), u128::from(HIGHEST + 1))
    }
}

impl TryFrom<BetKind> for Bet {
    type Error = RouletteError;
    fn try_from(kind: BetKind) -> Result<Self, Self::Error> {
        Self::new(kind)
    }
}

impl From<Bet> for BetKind {
    fn from(bet: Bet) -> Self {
        bet.kind
    }
}

/// `kind` with its numbers in ascending order.
fn sorted(kind: BetKind) -> BetKind {
    fn ascending<const N: usize>(mut numbers: [u32; N]) -> [u32; N] {
        numbers.sort_unstable();
        numbers
    }
    match kind {
        BetKind::Split(numbers) => BetKind::Split(ascending(numbers)),
        BetKind::Street(numbers) => BetKind::Street(ascending(numbers)),
        BetKind::Corner(numbers) => BetKind::Corner(ascending(numbers)),
        BetKind::SixLine(numbers) => BetKind::SixLine(ascending(numbers)),
        other => other,
    }
}

/// The pockets of `numbers`, when they are all on the wheel and make the shape (`shape`).
fn covering(
    numbers: &[u32],
    shape: bool,
    not_the_shape: RouletteError,
) -> Result<u64, RouletteError> {
    let pockets = cover(numbers)?;
    if shape {
        Ok(pockets)
    } else {
        Err(not_the_shape)
    }
}

/// The pockets of `numbers`, when they are all on the wheel.
fn cover(numbers: &[u32]) -> Result<u64, RouletteError> {
    numbers.iter().try_fold(0, |pockets, &n| {
        if n > HIGHEST {
            Err(RouletteError::NoSuchNumber(n))
        } else {
            Ok(pockets | 1 << n)
        }
    })
}

/// The pockets of the numbers 1 to 36 for which `rule` holds.
fn numbers_where(rule: impl Fn(u32) -> bool) -> u64 {
    (1..=HIGHEST)
        .filter(|n| rule(*n))
        .fold(0, |pockets, n| pockets | 1 << n)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn valid(kind: BetKind) -> bool {
        Bet::new(kind).is_ok()
    }

    fn numbers_of(kind: BetKind) -> Vec<u32> {
        let bet = Bet::new(kind).unwrap();
        (0..=HIGHEST).filter(|n| bet.covers(*n)).collect()
    }

    #[test]
    fn every_number_pocket_pays_35_to_1() {
        for n in 0..=HIGHEST {
            let bet = Bet::new(BetKind::Straight(n)).unwrap();
            assert_eq!(bet.win_cents(100, n), 3600);
            assert_eq!(bet.win_cents(100, (n + 1) % 37), 0);
        }
        assert_eq!(
            Bet::new(BetKind::Straight(37)),
            Err(RouletteError::NoSuchNumber(37))
        );
    }

    #[test]
    fn splits_are_neighbours_across_or_along_the_layout() {
        let all: Vec<[u32; 2]> = (0..=HIGHEST)
            .flat_map(|a| (a + 1..=HIGHEST).map(move |b| [a, b]))
            .filter(|pair| valid(BetKind::Split(*pair)))
            .collect();
        // 24 within rows, 33 between rows, and 0 with 1, 2 and 3.
        assert_eq!(all.len(), 60);
        assert!(valid(BetKind::Split([2, 1])), "any order");
        assert!(valid(BetKind::Split([5, 8])));
        assert!(valid(BetKind::Split([0, 3])));
        assert_eq!(
            Bet::new(BetKind::Split([3, 4])),
            Err(RouletteError::NotASplit([3, 4])),
            "3 ends a row, 4 starts the next"
        );
        assert!(!valid(BetKind::Split([0, 4])));
        assert!(!valid(BetKind::Split([7, 7])));
        assert_eq!(
            Bet::new(BetKind::Split([36, 39])),
            Err(RouletteError::NoSuchNumber(39))
        );
    }

    #[test]
    fn streets_are_rows_or_a_trio_with_zero() {
        let mut all = Vec::new();
        for a in 0..=HIGHEST {
            for b in a + 1..=HIGHEST {
                for c in b + 1..=HIGHEST {
                    if valid(BetKind::Street([a, b, c])) {
                        all.push([a, b, c]);
                    }
                }
            }
        }
        assert_eq!(all.len(), 14);
        assert!(all.contains(&[34, 35, 36]) && all.contains(&[0, 2, 3]));
        assert!(!valid(BetKind::Street([2, 3, 4])));
        assert!(!valid(BetKind::Street([0, 1, 3])));
    }

    #[test]
    fn corners_are_four_numbers_meeting_or_zero_to_three() {
        let mut count = 0;
        for a in 0..=HIGHEST {
            for b in a + 1..=HIGHEST {
                for c in b + 1..=HIGHEST {
                    for d in c + 1..=HIGHEST {
                        count += usize::from(valid(BetKind::Corner([a, b, c, d])));
                    }
                }
            }
        }
        // Two per row boundary (11 of them), and 0-1-2-3.
        assert_eq!(count, 23);
        assert_eq!(numbers_of(BetKind::Corner([5, 1, 4, 2])), [1, 2, 4, 5]);
        assert!(!valid(BetKind::Corner([3, 4, 6, 7])));
        assert_eq!(
            Bet::new(BetKind::Corner([0, 1, 2, 3])).unwrap().returns(),
            9
        );
    }

    #[test]
    fn six_lines_are_two_adjacent_rows() {
        let starts: Vec<u32> = (0..=HIGHEST - 5)
            .filter(|&n| valid(BetKind::SixLine([n, n + 1, n + 2, n + 3, n + 4, n + 5])))
            .collect();
        assert_eq!(starts, [1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31]);
        assert!(!valid(BetKind::SixLine([1, 2, 3, 4, 5, 7])));
        assert!(valid(BetKind::SixLine([6, 5, 4, 3, 2, 1])));
    }

    #[test]
    fn outside_bets_cover_their_numbers_and_never_zero() {
        assert_eq!(
            numbers_of(BetKind::Column(1)),
            [1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34]
        );
        assert_eq!(numbers_of(BetKind::Column(3))[..3], [3, 6, 9]);
        assert_eq!(numbers_of(BetKind::Dozen(2)), (13..=24).collect::<Vec<_>>());
        assert_eq!(
            Bet::new(BetKind::Column(0)),
            Err(RouletteError::NoSuchColumn(0))
        );
        assert_eq!(
            Bet::new(BetKind::Dozen(4)),
            Err(RouletteError::NoSuchDozen(4))
        );
        for (a, b) in [
            (BetKind::Red, BetKind::Black),
            (BetKind::Odd, BetKind::Even),
            (BetKind::Low, BetKind::High),
        ] {
            let (a, b) = (numbers_of(a), numbers_of(b));
            assert_eq!((a.len(), b.len()), (18, 18));
            let mut both: Vec<u32> = a.into_iter().chain(b).collect();
            both.sort_unstable();
            assert_eq!(both, (1..=HIGHEST).collect::<Vec<_>>());
        }
        assert_eq!(numbers_of(BetKind::Red)[..4], [1, 3, 5, 7]);
        assert_eq!(numbers_of(BetKind::Black)[..4], [2, 4, 6, 8]);
    }

    #[test]
    fn payouts_are_the_standard_odds() {
        let odds = |kind| Bet::new(kind).unwrap().returns() - 1;
        assert_eq!(odds(BetKind::Straight(17)), 35);
        assert_eq!(odds(BetKind::Split([17, 20])), 17);
        assert_eq!(odds(BetKind::Street([16, 17, 18])), 11);
        assert_eq!(odds(BetKind::Corner([17, 18, 20, 21])), 8);
        assert_eq!(odds(BetKind::SixLine([13, 14, 15, 16, 17, 18])), 5);
        assert_eq!(odds(BetKind::Column(2)), 2);
        assert_eq!(odds(BetKind::Dozen(3)), 2);
        assert_eq!(odds(BetKind::Even), 1);
    }

    #[test]
    fn a_bet_deserialises_only_in_a_valid_shape() {
        let bet: Bet = serde_json::from_str(r#"{"split":[20,17]}"#).unwrap();
        assert_eq!(bet.kind(), BetKind::Split([17, 20]));
        assert_eq!(serde_json::to_string(&bet).unwrap(), r#"{"split":[17,20]}"#);
        assert!(serde_json::from_str::<Bet>(r#"{"split":[18,19]}"#).is_err());
        assert_eq!(
            serde_json::from_str::<Bet>(r#""red""#).unwrap().kind(),
            BetKind::Red
        );
    }
}
