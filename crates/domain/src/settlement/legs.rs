//! A placed leg's grade from its resulted market: the selection's result as the feed graded
//! it, except for a teaser leg, whose teased line is graded again from the final score (the
//! feed grades the market's own line, not the bettor's).

use crate::catalogue::{SelectionKind, SelectionResult};
use crate::sports::Points;

use super::LegResult;

/// The grade of a leg on a market's own line (`None` while the market is not resulted).
pub fn leg_result(result: Option<SelectionResult>) -> LegResult {
    match result {
        None => LegResult::Pending,
        Some(SelectionResult::Win) => LegResult::Win,
        Some(SelectionResult::Loss) => LegResult::Loss,
        Some(SelectionResult::Push) => LegResult::Push,
        Some(SelectionResult::Void) => LegResult::Void,
        Some(SelectionResult::DeadHeat {
            numerator,
            denominator,
        }) => LegResult::DeadHeat {
            numerator,
            denominator,
        },
    }
}

/// The final score of an event.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FinalScore {
    pub home: u32,
    pub away: u32,
}

/// The grade of a teaser leg on its teased line. A void market stays void; a win on the
/// market's line is a win on the teased one (teasing only helps); otherwise the teased line is
/// graded from the final score: a spread side wins when its margin plus the line is above zero
/// and pushes at zero, a total's over wins above the line and pushes on it. Without a final
/// score (or for a selection that is neither a spread side nor a total) the leg keeps the
/// market's grade.
pub fn teased_leg_result(
    kind: SelectionKind,
    market_result: Option<SelectionResult>,
    teased: Points,
    score: Option<FinalScore>,
) -> LegResult {
    let graded = leg_result(market_result);
    match graded {
        LegResult::Pending | LegResult::Void | LegResult::Win | LegResult::DeadHeat { .. } => {
            return graded;
        }
        LegResult::Loss | LegResult::Push => {}
    }
    let Some(score) = score else {
        return graded;
    };
    let (home, away) = (i64::from(score.home), i64::from(score.away));
    let line = i64::from(teased.halves());
    // In half points: the side's margin (or the total's distance from the line) plus the line.
    let edge = match kind {
        SelectionKind::Home => (home - away) * 2 + line,
        SelectionKind::Away => (away - home) * 2 + line,
        SelectionKind::Over => (home + away) * 2 - line,
        SelectionKind::Under => line - (home + away) * 2,
        SelectionKind::Draw | SelectionKind::Yes | SelectionKind::No => return graded,
    };
    match edge.cmp(&0) {
        std::cmp::Ordering::Greater => LegResult::Win,
        std::cmp::Ordering::Equal => LegResult::Push,
        std::cmp::Ordering::Less => LegResult::Loss,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pts(s: &str) -> Points {
        s.parse().unwrap()
    }

    #[test]
    fn market_grades_map_one_to_one() {
        assert_eq!(leg_result(None), LegResult::Pending);
        assert_eq!(leg_result(Some(SelectionResult::Win)), LegResult::Win);
        assert_eq!(leg_result(Some(SelectionResult::Void)), LegResult::Void);
        assert_eq!(
            leg_result(Some(SelectionResult::DeadHeat {
                numerator: 1,
                denominator: 3
            })),
            LegResult::DeadHeat {
                numerator: 1,
                denominator: 3
            }
        );
    }

    #[test]
    fn teased_spreads_and_totals_are_graded_from_the_score() {
        let score = Some(FinalScore { home: 24, away: 20 });
        // Home -7 lost (won by 4); teased 6 points to -1 it wins.
        assert_eq!(
            teased_leg_result(
                SelectionKind::Home,
                Some(SelectionResult::Loss),
                pts("-1"),
                score
            ),
            LegResult::Win
        );
        // Home -10 teased to -4: lands on the margin, a push.
        assert_eq!(
            teased_leg_result(
                SelectionKind::Home,
                Some(SelectionResult::Loss),
                pts("-4"),
                score
            ),
            LegResult::Push
        );
        // Away +1.5 lost (lost by 4) ; teased to +7.5 it wins; teased to +3.5 it still loses.
        assert_eq!(
            teased_leg_result(
                SelectionKind::Away,
                Some(SelectionResult::Loss),
                pts("7.5"),
                score
            ),
            LegResult::Win
        );
        assert_eq!(
            teased_leg_result(
                SelectionKind::Away,
                Some(SelectionResult::Loss),
                pts("3.5"),
                score
            ),
            LegResult::Loss
        );
        // Total 44: over 50 lost; teased down to 44 pushes; under 38 teased to 44 pushes.
        assert_eq!(
            teased_leg_result(
                SelectionKind::Over,
                Some(SelectionResult::Loss),
                pts("44"),
                score
            ),
            LegResult::Push
        );
        assert_eq!(
            teased_leg_result(
                SelectionKind::Under,
                Some(SelectionResult::Loss),
                pts("44.5"),
                score
            ),
            LegResult::Win
        );
    }

    #[test]
    fn voids_wins_and_unknown_scores_keep_the_market_grade() {
        let score = Some(FinalScore { home: 0, away: 50 });
        for kept in [SelectionResult::Void, SelectionResult::Win] {
            assert_eq!(
                teased_leg_result(SelectionKind::Home, Some(kept), pts("-1"), score),
                leg_result(Some(kept))
            );
        }
        assert_eq!(
            teased_leg_result(SelectionKind::Home, None, pts("-1"), score),
            LegResult::Pending
        );
        assert_eq!(
            teased_leg_result(
                SelectionKind::Home,
                Some(SelectionResult::Loss),
                pts("6"),
                None
            ),
            LegResult::Loss
        );
    }
}
