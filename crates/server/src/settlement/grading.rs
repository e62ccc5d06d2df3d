//! From a stored bet and the catalogue to a grade: the legs' results (an operator's
//! override, else the feed's grades, a teaser leg's teased line graded from the final score),
//! the pure `domain::settlement` rules (an operator's void of the whole bet returns its
//! stake), and the store's [`BetGrade`].

use crate::catalogue::Catalogue;
use domain::betslip::{AmountSource, BetType, TeaserSport, teaser};
use domain::catalogue::SelectionResult;
use domain::odds::Odds;
use domain::settlement::{
    BetOutcome, BetToGrade, Boost, FinalScore, GradedKind, HouseRules, LegResult, LegToGrade,
    try_grade, void_grade,
};
use domain::sports::{EventStatus, Points};
use store::{BetGrade, PlacedBet};

/// Why a stored bet cannot be graded (logged; the bet stays as it is).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("bet {bet_id}: {reason}")]
pub struct Ungradable {
    pub bet_id: String,
    pub reason: String,
}

/// Each leg's result now: an operator's override when it has one, else its market's grade
/// when the catalogue has the market resulted, else what the bet already records (a market
/// no longer in memory keeps its stored grade).
pub fn leg_results(catalogue: &Catalogue, bet: &PlacedBet) -> Vec<LegResult> {
    bet.legs
        .iter()
        .map(|leg| {
            if let Some(result) = leg.override_result {
                return result;
            }
            let Some(entry) = catalogue.market(&leg.market_id) else {
                return leg.result;
            };
            let Some(selection) = entry.market.selection(&leg.selection_id) else {
                return leg.result;
            };
            let result: Option<SelectionResult> = selection.result;
            if result.is_none() {
                return leg.result;
            }
            match leg
                .teased_points_halves
                .and_then(|h| Points::from_halves(h).ok())
            {
                Some(teased) => domain::settlement::teased_leg_result(
                    selection.kind,
                    result,
                    teased,
                    final_score(catalogue, &leg.event_id),
                ),
                None => domain::settlement::leg_result(result),
            }
        })
        .collect()
}

/// The event's final score, once it is finished.
fn final_score(catalogue: &Catalogue, event_id: &str) -> Option<FinalScore> {
    let event = catalogue.event(event_id)?;
    if event.event.status != EventStatus::Finished {
        return None;
    }
    let statistics = event.statistics.as_ref()?;
    Some(FinalScore {
        home: statistics.home_score,
        away: statistics.away_score,
    })
}

fn odds(numerator: u64, denominator: u64, bet: &PlacedBet) -> Result<Odds, Ungradable> {
    Odds::new(numerator, denominator).map_err(|_| ungradable(bet, "odds out of range"))
}

fn ungradable(bet: &PlacedBet, reason: impl Into<String>) -> Ungradable {
    Ungradable {
        bet_id: bet.id.to_string(),
        reason: reason.into(),
    }
}

/// The pure form of a stored bet with these leg results.
pub fn to_grade(bet: &PlacedBet, results: &[LegResult]) -> Result<BetToGrade, Ungradable> {
    let bet_type =
        BetType::parse(&bet.bet_type).ok_or_else(|| ungradable(bet, "unknown bet type"))?;
    let legs = bet
        .legs
        .iter()
        .zip(results)
        .map(|(leg, result)| {
            Ok(LegToGrade {
                odds: odds(leg.odds_numerator, leg.odds_denominator, bet)?,
                event_id: leg.event_id.clone(),
                market_id: leg.market_id.clone(),
                result: *result,
            })
        })
        .collect::<Result<Vec<_>, Ungradable>>()?;
    let placed = odds(bet.odds_numerator, bet.odds_denominator, bet)?;
    let kind = match bet_type {
        BetType::Straight => GradedKind::Straight,
        BetType::Parlay => GradedKind::Parlay,
        BetType::RoundRobin => GradedKind::RoundRobin {
            sizes: bet.round_robin_sizes.clone(),
        },
        BetType::Teaser => {
            let points = bet
                .teaser_points_halves
                .and_then(|h| Points::from_halves(h).ok())
                .ok_or_else(|| ungradable(bet, "a teaser without its points"))?;
            GradedKind::Teaser {
                sport: teaser_sport(points, bet.legs.len(), placed)
                    .ok_or_else(|| ungradable(bet, "teaser points of no sport"))?,
                points,
            }
        }
    };
    let source =
        AmountSource::parse(&bet.source).ok_or_else(|| ungradable(bet, "unknown stake source"))?;
    let boost = match (bet.boost_percentage, bet.boost_max_stake_cents) {
        (Some(percentage), Some(max_stake_cents)) if bet_type != BetType::RoundRobin => {
            Some(Boost {
                percentage,
                max_stake_cents,
            })
        }
        _ => None,
    };
    Ok(BetToGrade {
        kind,
        source,
        stake_cents: bet.stake_cents,
        total_stake_cents: bet.total_stake_cents,
        odds: placed,
        boost,
        legs,
    })
}

/// The sport whose teaser pay table has these points (football teases 6 to 7 points,
/// basketball 4 to 5: the points name the sport), preferring the one whose price for this
/// many legs is the placed price.
fn teaser_sport(points: Points, legs: usize, placed: Odds) -> Option<TeaserSport> {
    let sports = [TeaserSport::Football, TeaserSport::Basketball];
    sports
        .into_iter()
        .find(|s| teaser::pay_table(*s, points, legs) == Some(placed))
        .or_else(|| {
            sports
                .into_iter()
                .find(|s| teaser::points_options(*s).contains(&points))
        })
}

/// The grade to apply to `bet` now, or None when nothing changes (still pending with the same
/// leg results, or already graded so). A bet an operator voided reads every leg void.
pub fn grade_bet(
    catalogue: &Catalogue,
    rules: &HouseRules,
    bet: &PlacedBet,
    regrade: bool,
) -> Result<Option<BetGrade>, Ungradable> {
    let voided = bet.override_outcome == Some(BetOutcome::Voided);
    let results = if voided {
        vec![LegResult::Void; bet.legs.len()]
    } else {
        leg_results(catalogue, bet)
    };
    let pure = to_grade(bet, &results)?;
    let grade = if voided {
        void_grade(&pure)
    } else {
        try_grade(&pure, rules)
    }
    .map_err(|e| ungradable(bet, e.to_string()))?;
    let legs_changed = bet
        .legs
        .iter()
        .zip(&results)
        .any(|(leg, result)| leg.result != *result);
    let paid = bet.payout_cents;
    if !legs_changed && grade.outcome == bet.outcome && grade.payout_cents == paid {
        return Ok(None);
    }
    Ok(Some(BetGrade {
        bet_id: bet.id.clone(),
        user_id: bet.user_id.clone(),
        currency: bet.currency,
        expected_grade_version: bet.grade_version,
        outcome: grade.outcome,
        payout_cents: grade.payout_cents,
        to_cash_cents: grade.to_cash_cents,
        to_credit_cents: grade.to_credit_cents,
        restore_free_bet: grade.restore_free_bet,
        leg_results: bet
            .legs
            .iter()
            .zip(&results)
            .filter(|(leg, result)| leg.result != **result)
            .map(|(leg, result)| (leg.position, *result))
            .collect(),
        regrade,
    }))
}
