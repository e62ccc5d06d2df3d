//! Settlement: how a bet's legs are graded and what a graded bet pays ([`mod@grade`]), and what
//! an open bet is worth cashed out now ([`cashout`]).

pub mod cashout;
pub mod grade;
pub mod legs;

pub use cashout::{CashoutLeg, CashoutUnavailable, cashout_value};
pub use grade::{
    BetToGrade, Boost, Grade, GradeError, GradedKind, HouseRules, LegToGrade, StakeSource,
    TeaserTies, grade, try_grade, void_grade,
};
pub use legs::{FinalScore, leg_result, teased_leg_result};

/// A leg's grade.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LegResult {
    /// Its market is not resulted yet.
    Pending,
    Win,
    Loss,
    /// Landed exactly on the line: the leg drops out.
    Push,
    /// Cancelled (an abandoned event, a voided market): the leg drops out.
    Void,
    /// Won, but shares the place: the leg's stake is multiplied by `numerator / denominator`
    /// (a factor in (0, 1]).
    DeadHeat {
        numerator: u32,
        denominator: u32,
    },
}

impl LegResult {
    /// The stored name (`pending`, `win`, `loss`, `push`, `void`, `dead_heat`).
    pub fn as_str(&self) -> &'static str {
        match self {
            LegResult::Pending => "pending",
            LegResult::Win => "win",
            LegResult::Loss => "loss",
            LegResult::Push => "push",
            LegResult::Void => "void",
            LegResult::DeadHeat { .. } => "dead_heat",
        }
    }

    /// Reads a stored name; a dead heat needs its factor (refused when it is not in (0, 1]).
    pub fn parse(name: &str, dead_heat: Option<(u32, u32)>) -> Option<Self> {
        match (name, dead_heat) {
            ("pending", None) => Some(LegResult::Pending),
            ("win", None) => Some(LegResult::Win),
            ("loss", None) => Some(LegResult::Loss),
            ("push", None) => Some(LegResult::Push),
            ("void", None) => Some(LegResult::Void),
            ("dead_heat", Some((numerator, denominator))) => Some(LegResult::DeadHeat {
                numerator,
                denominator,
            })
            .filter(LegResult::is_valid),
            _ => None,
        }
    }

    /// Whether it can be graded: a dead heat's factor must be in (0, 1].
    pub fn is_valid(&self) -> bool {
        match *self {
            LegResult::DeadHeat {
                numerator,
                denominator,
            } => numerator > 0 && numerator <= denominator,
            _ => true,
        }
    }

    /// The dead-heat factor, for storage.
    pub fn dead_heat_factor(&self) -> Option<(u32, u32)> {
        match *self {
            LegResult::DeadHeat {
                numerator,
                denominator,
            } => Some((numerator, denominator)),
            _ => None,
        }
    }

    /// Whether the leg is decided.
    pub fn is_final(&self) -> bool {
        !matches!(self, LegResult::Pending)
    }
}

/// A bet's outcome (docs/product/settlement-and-cash-out.md, "Bet outcomes").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BetOutcome {
    /// Open: a leg that matters is not resulted yet.
    Pending,
    Win,
    Loss,
    /// The stake came back because legs pushed.
    Push,
    /// The stake came back by an operator's decision on the bet itself (grading never
    /// answers it).
    Refund,
    /// The stake came back because every leg that dropped out was void.
    Voided,
    /// Closed early at its cash-out value.
    CashOut,
    /// Cancelled at the bettor's request.
    PatronCancelled,
}

impl BetOutcome {
    pub const ALL: [BetOutcome; 8] = [
        BetOutcome::Pending,
        BetOutcome::Win,
        BetOutcome::Loss,
        BetOutcome::Push,
        BetOutcome::Refund,
        BetOutcome::Voided,
        BetOutcome::CashOut,
        BetOutcome::PatronCancelled,
    ];

    /// The stored name (`pending`, `win`, `loss`, `push`, `refund`, `voided`, `cash_out`,
    /// `patron_cancelled`).
    pub fn as_str(self) -> &'static str {
        match self {
            BetOutcome::Pending => "pending",
            BetOutcome::Win => "win",
            BetOutcome::Loss => "loss",
            BetOutcome::Push => "push",
            BetOutcome::Refund => "refund",
            BetOutcome::Voided => "voided",
            BetOutcome::CashOut => "cash_out",
            BetOutcome::PatronCancelled => "patron_cancelled",
        }
    }

    /// Whether the bet is closed (anything but `Pending`).
    pub fn is_settled(self) -> bool {
        self != BetOutcome::Pending
    }

    /// Reads a stored name.
    pub fn parse(s: &str) -> Option<Self> {
        BetOutcome::ALL.into_iter().find(|o| o.as_str() == s)
    }
}

#[cfg(test)]
mod cashout_placement;
#[cfg(test)]
mod tests;

#[cfg(test)]
mod names {
    use super::*;

    #[test]
    fn names_round_trip() {
        for outcome in BetOutcome::ALL {
            assert_eq!(BetOutcome::parse(outcome.as_str()), Some(outcome));
        }
        for leg in [
            LegResult::Pending,
            LegResult::Win,
            LegResult::Loss,
            LegResult::Push,
            LegResult::Void,
            LegResult::DeadHeat {
                numerator: 1,
                denominator: 2,
            },
        ] {
            assert_eq!(
                LegResult::parse(leg.as_str(), leg.dead_heat_factor()),
                Some(leg)
            );
        }
        assert_eq!(LegResult::parse("dead_heat", Some((3, 2))), None);
        assert_eq!(LegResult::parse("dead_heat", None), None);
        assert_eq!(LegResult::parse("win", Some((1, 2))), None);
    }
}
