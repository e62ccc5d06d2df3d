//! The slot's symbols and what they pay: on a payline, left to right from the first reel, with
//! the wild standing in for every symbol but the scatter; the scatter anywhere in the window.

use serde::{Deserialize, Serialize};

/// A symbol on the reels.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Symbol {
    /// Stands in for every symbol but the scatter; a line of wilds pays as wilds.
    Wild,
    /// Pays anywhere in the window and awards free spins.
    Scatter,
    Seven,
    Bar,
    Bell,
    Melon,
    Plum,
    Orange,
    Lemon,
    Cherry,
}

impl Symbol {
    /// Every symbol, from the best paying down.
    pub const ALL: [Symbol; 10] = [
        Symbol::Wild,
        Symbol::Scatter,
        Symbol::Seven,
        Symbol::Bar,
        Symbol::Bell,
        Symbol::Melon,
        Symbol::Plum,
        Symbol::Orange,
        Symbol::Lemon,
        Symbol::Cherry,
    ];

    /// What three, four and five of this symbol on a line pay, in line bets. The scatter pays
    /// nothing on a line (see [`scatter_award`]).
    pub const fn line_pays(self) -> [u64; 3] {
        match self {
            Symbol::Wild => [50, 250, 1000],
            Symbol::Seven => [30, 125, 500],
            Symbol::Bar => [25, 100, 300],
            Symbol::Bell => [20, 60, 200],
            Symbol::Melon => [15, 40, 150],
            Symbol::Plum => [10, 30, 100],
            Symbol::Orange => [8, 25, 80],
            Symbol::Lemon => [5, 20, 60],
            Symbol::Cherry => [5, 15, 50],
            Symbol::Scatter => [0, 0, 0],
        }
    }

    /// What `count` of this symbol from the first reel pay, in line bets.
    fn pays(self, count: usize) -> u64 {
        let [three, four, five] = self.line_pays();
        match count {
            3 => three,
            4 => four,
            5 => five,
            _ => 0,
        }
    }
}

/// What the scatters in the window award.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ScatterAward {
    /// The pay, in total bets (line bet times lines).
    pub pays: u64,
    /// Free spins, in the base game only: free spins award none (no retriggers).
    pub free_spins: u32,
}

/// What `scatters` scatters anywhere in the window award.
pub const fn scatter_award(scatters: usize) -> ScatterAward {
    let (pays, free_spins) = match scatters {
        0..=2 => (0, 0),
        3 => (3, 10),
        4 => (15, 15),
        _ => (100, 20),
    };
    ScatterAward { pays, free_spins }
}

/// Every win in free spins, on the lines and from scatters, is multiplied by this.
pub const FREE_SPIN_MULTIPLIER: u64 = 3;

/// The win on one payline.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct LineHit {
    pub symbol: Symbol,
    /// How many symbols from the first reel make the win.
    pub count: usize,
    /// In line bets.
    pub pays: u64,
}

/// The best win of a payline showing `symbols` from the first reel on: the wilds it starts with
/// paid as wilds, or its first other symbol with the wilds around it standing in, whichever pays
/// more. A line whose first symbol other than a wild is the scatter pays only its wilds.
pub(crate) fn line_hit(symbols: &[Symbol]) -> Option<LineHit> {
    let wilds = symbols.iter().take_while(|s| **s == Symbol::Wild).count();
    let as_wilds = LineHit {
        symbol: Symbol::Wild,
        count: wilds,
        pays: Symbol::Wild.pays(wilds),
    };
    let as_symbol = symbols
        .iter()
        .copied()
        .find(|s| *s != Symbol::Wild)
        .filter(|s| *s != Symbol::Scatter)
        .map(|symbol| {
            let count = symbols
                .iter()
                .take_while(|s| **s == symbol || **s == Symbol::Wild)
                .count();
            LineHit {
                symbol,
                count,
                pays: symbol.pays(count),
            }
        });
    [Some(as_wilds), as_symbol]
        .into_iter()
        .flatten()
        .filter(|hit| hit.pays > 0)
        .max_by_key(|hit| hit.pays)
}

#[cfg(test)]
mod tests {
    use super::Symbol::*;
    use super::*;

    fn hit(symbols: [Symbol; 5]) -> Option<(Symbol, usize, u64)> {
        line_hit(&symbols).map(|hit| (hit.symbol, hit.count, hit.pays))
    }

    #[test]
    fn a_line_pays_its_run_from_the_first_reel() {
        assert_eq!(hit([Bar, Bar, Bar, Lemon, Bar]), Some((Bar, 3, 25)));
        assert_eq!(hit([Bar, Bar, Bar, Bar, Bar]), Some((Bar, 5, 300)));
        assert_eq!(hit([Lemon, Bar, Bar, Bar, Bar]), None);
        assert_eq!(hit([Bar, Bar, Lemon, Lemon, Lemon]), None);
    }

    #[test]
    fn wilds_stand_in_before_and_after_the_symbol() {
        assert_eq!(hit([Wild, Bell, Wild, Bell, Plum]), Some((Bell, 4, 60)));
        assert_eq!(
            hit([Wild, Wild, Cherry, Lemon, Lemon]),
            Some((Cherry, 3, 5))
        );
        assert_eq!(hit([Cherry, Wild, Wild, Wild, Wild]), Some((Cherry, 5, 50)));
    }

    #[test]
    fn leading_wilds_pay_as_wilds_when_that_pays_more() {
        // Three wilds (50) beat four cherries (15); five sevens (500) beat four wilds (250).
        assert_eq!(hit([Wild, Wild, Wild, Cherry, Lemon]), Some((Wild, 3, 50)));
        assert_eq!(hit([Wild, Wild, Wild, Wild, Seven]), Some((Seven, 5, 500)));
        assert_eq!(hit([Wild, Wild, Wild, Wild, Wild]), Some((Wild, 5, 1000)));
    }

    #[test]
    fn the_scatter_breaks_a_line_and_is_not_substituted() {
        assert_eq!(hit([Scatter, Scatter, Scatter, Scatter, Scatter]), None);
        assert_eq!(hit([Wild, Wild, Scatter, Bar, Bar]), None);
        assert_eq!(hit([Wild, Wild, Wild, Scatter, Bar]), Some((Wild, 3, 50)));
        assert_eq!(hit([Plum, Plum, Plum, Scatter, Plum]), Some((Plum, 3, 10)));
    }

    #[test]
    fn scatters_award_pays_and_free_spins_from_three() {
        assert_eq!(
            scatter_award(2),
            ScatterAward {
                pays: 0,
                free_spins: 0
            }
        );
        assert_eq!(
            scatter_award(3),
            ScatterAward {
                pays: 3,
                free_spins: 10
            }
        );
        assert_eq!(
            scatter_award(4),
            ScatterAward {
                pays: 15,
                free_spins: 15
            }
        );
        assert_eq!(
            scatter_award(5),
            ScatterAward {
                pays: 100,
                free_spins: 20
            }
        );
    }

    #[test]
    fn better_symbols_pay_more() {
        for pair in Symbol::ALL[2..].windows(2) {
            let [better, worse] = pair else {
                unreachable!()
            };
            for (b, w) in better.line_pays().iter().zip(worse.line_pays()) {
                assert!(*b >= w, "{better:?} pays less than {worse:?}");
            }
        }
    }
}
