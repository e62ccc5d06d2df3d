//! Grading tables and worked examples (exact cents, the arithmetic in the comments), and
//! property tests of grading and cash-out.

use super::*;
use crate::betslip::TeaserSport;
use crate::betslip::amounts::{boosted_win_for_stake, win_for_stake};
use crate::betslip::round_robin::combinations;
use crate::betslip::teaser::pay_table;
use crate::odds::Odds;
use proptest::prelude::*;

const WIN: LegResult = LegResult::Win;
const LOSS: LegResult = LegResult::Loss;
const PUSH: LegResult = LegResult::Push;
const VOID: LegResult = LegResult::Void;
const PENDING: LegResult = LegResult::Pending;
const DH2: LegResult = LegResult::DeadHeat {
    numerator: 1,
    denominator: 2,
};
const DH3: LegResult = LegResult::DeadHeat {
    numerator: 1,
    denominator: 3,
};

fn am(american: i64) -> Odds {
    Odds::from_american(american).unwrap()
}

fn frac(n: u64, d: u64) -> Odds {
    Odds::new(n, d).unwrap()
}

fn legs(legs: &[(Odds, LegResult)]) -> Vec<LegToGrade> {
    legs.iter()
        .enumerate()
        .map(|(i, &(odds, result))| LegToGrade {
            odds,
            event_id: format!("event-{i}"),
            market_id: format!("market-{i}"),
            result,
        })
        .collect()
}

fn straight(odds: Odds, result: LegResult, stake: i64) -> BetToGrade {
    BetToGrade {
        kind: GradedKind::Straight,
        source: StakeSource::Cash,
        stake_cents: stake,
        total_stake_cents: stake,
        odds,
        boost: None,
        legs: legs(&[(odds, result)]),
    }
}

/// A parlay of independent legs, priced at their product.
fn parlay(parts: &[(Odds, LegResult)], stake: i64) -> BetToGrade {
    let prices: Vec<Odds> = parts.iter().map(|p| p.0).collect();
    joint_parlay(Odds::combine(&prices).unwrap(), parts, stake)
}

/// A parlay at a given (joint) price.
fn joint_parlay(placed: Odds, parts: &[(Odds, LegResult)], stake: i64) -> BetToGrade {
    BetToGrade {
        kind: GradedKind::Parlay,
        source: StakeSource::Cash,
        stake_cents: stake,
        total_stake_cents: stake,
        odds: placed,
        boost: None,
        legs: legs(parts),
    }
}

/// A teaser of -110 legs at the pay table's price.
fn teaser(sport: TeaserSport, points: &str, results: &[LegResult], stake: i64) -> BetToGrade {
    let points = points.parse().unwrap();
    let placed = pay_table(sport, points, results.len()).unwrap();
    let parts: Vec<(Odds, LegResult)> = results.iter().map(|&r| (am(-110), r)).collect();
    BetToGrade {
        kind: GradedKind::Teaser { sport, points },
        source: StakeSource::Cash,
        stake_cents: stake,
        total_stake_cents: stake,
        odds: placed,
        boost: None,
        legs: legs(&parts),
    }
}

fn football(results: &[LegResult], stake: i64) -> BetToGrade {
    teaser(TeaserSport::Football, "6", results, stake)
}

fn round_robin(parts: &[(Odds, LegResult)], sizes: &[u32], stake: i64) -> BetToGrade {
    let n = u32::try_from(parts.len()).unwrap();
    let count: u64 = sizes.iter().map(|&k| combinations(n, k)).sum();
    BetToGrade {
        kind: GradedKind::RoundRobin {
            sizes: sizes.to_vec(),
        },
        source: StakeSource::Cash,
        stake_cents: stake,
        total_stake_cents: stake * i64::try_from(count).unwrap(),
        odds: crate::odds::EVEN,
        boost: None,
        legs: legs(parts),
    }
}

fn with_source(mut bet: BetToGrade, source: StakeSource) -> BetToGrade {
    bet.source = source;
    bet
}

fn with_boost(mut bet: BetToGrade, percentage: u32, max_stake_cents: i64) -> BetToGrade {
    bet.boost = Some(Boost {
        percentage,
        max_stake_cents,
    });
    bet
}

fn g(bet: &BetToGrade) -> Grade {
    try_grade(bet, &HouseRules::default()).unwrap()
}

fn lose_ties(bet: &BetToGrade) -> Grade {
    try_grade(
        bet,
        &HouseRules {
            teaser_ties: TeaserTies::Lose,
        },
    )
    .unwrap()
}

/// (outcome, payout).
fn op(grade: Grade) -> (BetOutcome, i64) {
    (grade.outcome, grade.payout_cents)
}

/// A cash win paying `payout` at `effective` odds.
fn cash_win(payout: i64, effective: Option<Odds>) -> Grade {
    Grade {
        outcome: BetOutcome::Win,
        payout_cents: payout,
        to_cash_cents: payout,
        to_credit_cents: 0,
        restore_free_bet: false,
        effective_odds: effective,
    }
}

fn cash_back(outcome: BetOutcome, stake: i64) -> Grade {
    Grade {
        outcome,
        payout_cents: stake,
        to_cash_cents: stake,
        to_credit_cents: 0,
        restore_free_bet: false,
        effective_odds: None,
    }
}

// Straights ------------------------------------------------------------------------------

#[test]
fn straight_grading_table() {
    // $10 at +150 (profit 3/2, decimal 5/2).
    let cases = [
        // 1000 × 5/2 = 2500.
        (WIN, cash_win(2500, Some(frac(3, 2)))),
        (LOSS, Grade::LOSS),
        (PUSH, cash_back(BetOutcome::Push, 1000)),
        (VOID, cash_back(BetOutcome::Voided, 1000)),
        // Half the stake rides: 1000 × 1/2 × 5/2 = 1250 (decimal 5/4, profit 1/4).
        (DH2, cash_win(1250, Some(frac(1, 4)))),
        // 1000 × 1/3 × 5/2 = 833.33 -> 833; decimal 5/6 pays no profit: no odds.
        (DH3, cash_win(833, None)),
        (PENDING, Grade::PENDING),
    ];
    for (result, expected) in cases {
        assert_eq!(g(&straight(am(150), result, 1000)), expected, "{result:?}");
    }
    // $10 at -110: 1000 × 21/11 = 1909.09 -> 1909.
    assert_eq!(
        op(g(&straight(am(-110), WIN, 1000))),
        (BetOutcome::Win, 1909)
    );
    // 1 cent at -110: 1 × 21/11 = 1.9 -> 1 (rounded down).
    assert_eq!(op(g(&straight(am(-110), WIN, 1))), (BetOutcome::Win, 1));
}

#[test]
fn free_bet_straights_pay_the_profit_only() {
    let free = |result, odds| {
        g(&with_source(
            straight(odds, result, 1000),
            StakeSource::FreeBet,
        ))
    };
    // 1000 × 3/2 = 1500.
    assert_eq!(free(WIN, am(150)), cash_win(1500, Some(frac(3, 2))));
    // The half that rode wins its profit: 1/2 × 1000 × 3/2 = 750.
    assert_eq!(op(free(DH2, am(150))), (BetOutcome::Win, 750));
    // 1/3 × 1000 × 10/11 = 303.03 -> 303.
    assert_eq!(op(free(DH3, am(-110))), (BetOutcome::Win, 303));
    assert_eq!(free(LOSS, am(150)), Grade::LOSS);
    assert_eq!(free(PENDING, am(150)), Grade::PENDING);
    for (result, outcome) in [(PUSH, BetOutcome::Push), (VOID, BetOutcome::Voided)] {
        let grade = free(result, am(150));
        assert_eq!(
            grade,
            Grade {
                outcome,
                payout_cents: 0,
                to_cash_cents: 0,
                to_credit_cents: 0,
                restore_free_bet: true,
                effective_odds: None,
            }
        );
    }
}

#[test]
fn credit_stakes_win_cash_and_refund_credit() {
    let credit = |result| {
        g(&with_source(
            straight(am(150), result, 1000),
            StakeSource::PromotionalCredit,
        ))
    };
    // Stake and profit as cash: 1000 × 5/2 = 2500.
    assert_eq!(credit(WIN), cash_win(2500, Some(frac(3, 2))));
    assert_eq!(credit(DH2), cash_win(1250, Some(frac(1, 4))));
    assert_eq!(credit(LOSS), Grade::LOSS);
    for (result, outcome) in [(PUSH, BetOutcome::Push), (VOID, BetOutcome::Voided)] {
        assert_eq!(
            credit(result),
            Grade {
                outcome,
                payout_cents: 1000,
                to_cash_cents: 0,
                to_credit_cents: 1000,
                restore_free_bet: false,
                effective_odds: None,
            }
        );
    }
}

// Parlays --------------------------------------------------------------------------------

/// -110 (decimal 21/11), +150 (5/2), +200 (3): placed at 21/11 × 5/2 × 3 = 315/22.
fn three_legs(a: LegResult, b: LegResult, c: LegResult) -> BetToGrade {
    parlay(&[(am(-110), a), (am(150), b), (am(200), c)], 1000)
}

#[test]
fn parlay_grading_table() {
    let cases = [
        // 1000 × 315/22 = 14318.18 -> 14318 (profit 293/22).
        ((WIN, WIN, WIN), cash_win(14_318, Some(frac(293, 22)))),
        // A loss settles at once, pending legs or not.
        ((WIN, LOSS, PENDING), Grade::LOSS),
        ((PENDING, PENDING, LOSS), Grade::LOSS),
        ((WIN, PENDING, WIN), Grade::PENDING),
        // The +200 leg voids: 315/22 ÷ 3 = 105/22 (= 21/11 × 5/2); 1000 × 105/22 = 4772.72.
        ((WIN, WIN, VOID), cash_win(4_772, Some(frac(83, 22)))),
        ((WIN, WIN, PUSH), cash_win(4_772, Some(frac(83, 22)))),
        // Two drop out: 315/22 ÷ (5/2 × 3) = 21/11; 1000 × 21/11 = 1909.09.
        ((WIN, PUSH, VOID), cash_win(1_909, Some(frac(10, 11)))),
        // Every leg out: the stake comes back.
        ((VOID, VOID, VOID), cash_back(BetOutcome::Voided, 1000)),
        ((PUSH, VOID, PUSH), cash_back(BetOutcome::Push, 1000)),
        ((PUSH, PUSH, PUSH), cash_back(BetOutcome::Push, 1000)),
        // A void does not save a loss.
        ((VOID, VOID, LOSS), Grade::LOSS),
        ((VOID, PENDING, VOID), Grade::PENDING),
        // Dead heat on +150: 315/22 × 1/2 = 315/44; 1000 × 315/44 = 7159.09 (profit 271/44).
        ((WIN, DH2, WIN), cash_win(7_159, Some(frac(271, 44)))),
        // And the +200 leg void: 105/22 × 1/2 = 105/44; 1000 × 105/44 = 2386.36.
        ((WIN, DH2, VOID), cash_win(2_386, Some(frac(61, 44)))),
        // Two dead heats: 315/22 × 1/2 × 1/3 = 105/44 again -> 2386.
        ((DH2, WIN, DH3), cash_win(2_386, Some(frac(61, 44)))),
    ];
    for ((a, b, c), expected) in cases {
        assert_eq!(g(&three_legs(a, b, c)), expected, "{a:?} {b:?} {c:?}");
    }
}

#[test]
fn a_same_game_joint_price_keeps_its_ratio() {
    // Two -110 legs of one game priced jointly at +250 (decimal 7/2, below their product
    // 441/121), with a +150 leg of another game: placed 7/2 × 5/2 = 35/4; $10 pays 8750.
    let parts = [(am(-110), WIN), (am(-110), WIN), (am(150), WIN)];
    let placed = frac(31, 4);
    assert_eq!(
        op(g(&joint_parlay(placed, &parts, 1000))),
        (BetOutcome::Win, 8_750)
    );
    // One same-game leg voids: 35/4 ÷ 21/11 = 55/12 (the joint leg keeps 7/2 ÷ 21/11 = 11/6,
    // times 5/2); 1000 × 55/12 = 4583.33 -> 4583.
    let parts = [(am(-110), VOID), (am(-110), WIN), (am(150), WIN)];
    assert_eq!(
        g(&joint_parlay(placed, &parts, 1000)),
        cash_win(4_583, Some(frac(43, 12)))
    );
    // A strongly correlated pair: two -200 legs (3/2 each, product 9/4) jointly at -300
    // (4/3). One voids: 4/3 ÷ 3/2 = 8/9 < 1, so the price is held at 1: the stake back, as a
    // win of no profit.
    let parts = [(am(-200), WIN), (am(-200), VOID)];
    assert_eq!(
        g(&joint_parlay(am(-300), &parts, 1000)),
        cash_win(1000, None)
    );
}

#[test]
fn parlay_rewards() {
    // Bonus bet, the +200 leg void: profit only, 1000 × 83/22 = 3772.72 -> 3772.
    let free = with_source(three_legs(WIN, WIN, VOID), StakeSource::FreeBet);
    assert_eq!(op(g(&free)), (BetOutcome::Win, 3_772));
    // Every leg void: the bonus bet comes back.
    let free = with_source(three_legs(VOID, VOID, VOID), StakeSource::FreeBet);
    let grade = g(&free);
    assert_eq!((grade.payout_cents, grade.restore_free_bet), (0, true));
    // Credits, every leg pushed: back to credits.
    let credit = with_source(three_legs(PUSH, PUSH, VOID), StakeSource::PromotionalCredit);
    let grade = g(&credit);
    assert_eq!(
        (
            grade.outcome,
            grade.payout_cents,
            grade.to_cash_cents,
            grade.to_credit_cents
        ),
        (BetOutcome::Push, 1000, 0, 1000)
    );
}

// Profit boosts --------------------------------------------------------------------------

#[test]
fn boosts_apply_on_the_effective_price() {
    // $10 at +150 boosted 50% (max $25): profit 1000 × 3/2 × 1.5 = 2250; payout 3250.
    let bet = with_boost(straight(am(150), WIN, 1000), 50, 2500);
    assert_eq!(g(&bet), cash_win(3_250, Some(frac(3, 2))));
    // $50, boosted on $25 only: 2500 × 3/2 × 1.5 + 2500 × 3/2 = 5625 + 3750 = 9375; + 5000.
    let bet = with_boost(straight(am(150), WIN, 5000), 50, 2500);
    assert_eq!(op(g(&bet)), (BetOutcome::Win, 14_375));
    assert_eq!(
        14_375,
        5000 + boosted_win_for_stake(5000, am(150), 50, 2500)
    );
    // Parlay with the +200 leg void, 25% on up to $100: effective profit 83/22;
    // 1000 × 83/22 × 1.25 = 4715.90 -> 4715; payout 5715.
    let bet = with_boost(three_legs(WIN, WIN, VOID), 25, 10_000);
    assert_eq!(op(g(&bet)), (BetOutcome::Win, 5_715));
    assert_eq!(
        5_715,
        1000 + boosted_win_for_stake(1000, frac(83, 22), 25, 10_000)
    );
    // Dead heat scales the boosted return: 1/2 × (1000 + 1000 × 3/2 × 1.5) = 1/2 × 3250.
    let bet = with_boost(straight(am(150), DH2, 1000), 50, 2500);
    assert_eq!(op(g(&bet)), (BetOutcome::Win, 1_625));
    // A refund is the stake, boost or not.
    let bet = with_boost(straight(am(150), PUSH, 1000), 50, 2500);
    assert_eq!(g(&bet), cash_back(BetOutcome::Push, 1000));
    // Credits stake, boosted: paid as cash.
    let bet = with_source(
        with_boost(straight(am(150), WIN, 1000), 50, 2500),
        StakeSource::PromotionalCredit,
    );
    assert_eq!(g(&bet), cash_win(3_250, Some(frac(3, 2))));
}

// Teasers --------------------------------------------------------------------------------

#[test]
fn teaser_grading_table() {
    // Football 6 points: 3 legs +160 (decimal 13/5), 2 legs -120 (decimal 11/6). $10.
    let cases: [(&[LegResult], Grade, Grade); 12] = [
        // 1000 × 13/5 = 2600.
        (
            &[WIN, WIN, WIN],
            cash_win(2_600, Some(frac(8, 5))),
            cash_win(2_600, Some(frac(8, 5))),
        ),
        // A push drops the leg: 2 legs at -120, 1000 × 11/6 = 1833.33 -> 1833. Under
        // TeaserTies::Lose the push loses.
        (
            &[WIN, PUSH, WIN],
            cash_win(1_833, Some(frac(5, 6))),
            Grade::LOSS,
        ),
        // A void drops the leg under both rules.
        (
            &[VOID, WIN, WIN],
            cash_win(1_833, Some(frac(5, 6))),
            cash_win(1_833, Some(frac(5, 6))),
        ),
        (&[WIN, LOSS, PENDING], Grade::LOSS, Grade::LOSS),
        (&[WIN, PUSH, PENDING], Grade::PENDING, Grade::LOSS),
        (&[WIN, WIN, PENDING], Grade::PENDING, Grade::PENDING),
        // One leg left: no action.
        (
            &[PUSH, WIN, PUSH],
            cash_back(BetOutcome::Push, 1000),
            Grade::LOSS,
        ),
        (
            &[VOID, VOID, WIN],
            cash_back(BetOutcome::Voided, 1000),
            cash_back(BetOutcome::Voided, 1000),
        ),
        (
            &[PUSH, PUSH, PUSH],
            cash_back(BetOutcome::Push, 1000),
            Grade::LOSS,
        ),
        (
            &[VOID, VOID, VOID],
            cash_back(BetOutcome::Voided, 1000),
            cash_back(BetOutcome::Voided, 1000),
        ),
        (&[VOID, VOID, PENDING], Grade::PENDING, Grade::PENDING),
        // A dead heat rides half the stake: 1000 × 1/2 × 13/5 = 1300.
        (
            &[WIN, DH2, WIN],
            cash_win(1_300, Some(frac(3, 10))),
            cash_win(1_300, Some(frac(3, 10))),
        ),
    ];
    for (results, reduce, lose) in cases {
        let bet = football(results, 1000);
        assert_eq!(g(&bet), reduce, "reduce {results:?}");
        assert_eq!(lose_ties(&bet), lose, "lose {results:?}");
    }
}

#[test]
fn two_team_teasers() {
    // -120 (decimal 11/6): 1000 × 11/6 = 1833.
    assert_eq!(
        op(g(&football(&[WIN, WIN], 1000))),
        (BetOutcome::Win, 1_833)
    );
    // A push and a win: no action.
    assert_eq!(
        g(&football(&[PUSH, WIN], 1000)),
        cash_back(BetOutcome::Push, 1000)
    );
    assert_eq!(
        g(&football(&[WIN, VOID], 1000)),
        cash_back(BetOutcome::Voided, 1000)
    );
    // A push and a loss: lost; a push and a pending leg: waits.
    assert_eq!(g(&football(&[PUSH, LOSS], 1000)), Grade::LOSS);
    assert_eq!(g(&football(&[PUSH, PENDING], 1000)), Grade::PENDING);
    // A bonus bet with no action comes back.
    let free = with_source(football(&[PUSH, WIN], 1000), StakeSource::FreeBet);
    let grade = g(&free);
    assert_eq!(
        (grade.outcome, grade.payout_cents, grade.restore_free_bet),
        (BetOutcome::Push, 0, true)
    );
    // Credits: back to credits.
    let credit = with_source(football(&[WIN, PUSH], 1000), StakeSource::PromotionalCredit);
    assert_eq!(g(&credit).to_credit_cents, 1000);
}

#[test]
fn teasers_reprice_from_the_pay_table() {
    // Basketball 4 points, 4 legs at +300 (decimal 4): 1000 × 4 = 4000.
    let bet = |results: &[LegResult]| teaser(TeaserSport::Basketball, "4", results, 1000);
    assert_eq!(op(g(&bet(&[WIN; 4]))), (BetOutcome::Win, 4_000));
    // One push: 3 legs at +180 (14/5): 2800. Two: 2 legs at -110 (21/11): 1909.09 -> 1909.
    assert_eq!(
        op(g(&bet(&[WIN, PUSH, WIN, WIN]))),
        (BetOutcome::Win, 2_800)
    );
    assert_eq!(
        op(g(&bet(&[PUSH, WIN, VOID, WIN]))),
        (BetOutcome::Win, 1_909)
    );
    // Free bet, one push: profit only at +180: 1000 × 9/5 = 1800.
    let free = with_source(bet(&[WIN, PUSH, WIN, WIN]), StakeSource::FreeBet);
    assert_eq!(op(g(&free)), (BetOutcome::Win, 1_800));
    // Football 7 points, 8 legs +900, two voids: 6 legs at +500 -> 1000 × 6 = 6000.
    let mut results = [WIN; 8];
    results[2] = VOID;
    results[7] = VOID;
    let bet = teaser(TeaserSport::Football, "7", &results, 1000);
    assert_eq!(op(g(&bet)), (BetOutcome::Win, 6_000));
}

#[test]
fn a_repriced_teaser_never_beats_its_placed_price() {
    // Placed at -130 for 3 legs (an older, meaner table); with a push the 2-leg price -120
    // (decimal 11/6) would pay more than placed, so it stays at -130 (decimal 23/13):
    // 1000 × 23/13 = 1769.23 -> 1769.
    let mut bet = football(&[WIN, PUSH, WIN], 1000);
    bet.odds = am(-130);
    assert_eq!(g(&bet), cash_win(1_769, Some(frac(10, 13))));
}

#[test]
fn teaser_ties_have_names() {
    assert_eq!(TeaserTies::default(), TeaserTies::Reduce);
    for ties in [TeaserTies::Reduce, TeaserTies::Lose] {
        assert_eq!(TeaserTies::parse(ties.as_str()), Some(ties));
    }
    assert_eq!(TeaserTies::parse("push"), None);
}

// Round robins ---------------------------------------------------------------------------

/// -110 (21/11), +150 (5/2), +200 (3) by 2s at $10 a combination, $30 in all. The
/// combinations: AB 105/22 (4772.72), AC 63/11 (5727.27), BC 15/2 (7500).
fn by_twos(a: LegResult, b: LegResult, c: LegResult) -> BetToGrade {
    round_robin(&[(am(-110), a), (am(150), b), (am(200), c)], &[2], 1000)
}

fn rr_grade(outcome: BetOutcome, payout: i64) -> Grade {
    Grade {
        outcome,
        payout_cents: payout,
        to_cash_cents: payout,
        to_credit_cents: 0,
        restore_free_bet: false,
        effective_odds: None,
    }
}

#[test]
fn round_robin_grading_table() {
    let cases = [
        // 4772 + 5727 + 7500 = 17999.
        ((WIN, WIN, WIN), rr_grade(BetOutcome::Win, 17_999)),
        // Only AB: 4772 > 3000.
        ((WIN, WIN, LOSS), rr_grade(BetOutcome::Win, 4_772)),
        // Only BC: 7500.
        ((LOSS, WIN, WIN), rr_grade(BetOutcome::Win, 7_500)),
        ((WIN, LOSS, LOSS), rr_grade(BetOutcome::Loss, 0)),
        // A void: AB = B alone 2500, AC = C alone 3000, BC 7500: 13000.
        ((VOID, WIN, WIN), rr_grade(BetOutcome::Win, 13_000)),
        // AB refunded 1000, AC 3000, BC 3000: 7000.
        ((VOID, VOID, WIN), rr_grade(BetOutcome::Win, 7_000)),
        // AB refunded 1000, the others lost: 1000 < 3000, a loss with a partial return.
        ((VOID, VOID, LOSS), rr_grade(BetOutcome::Loss, 1_000)),
        // AC = C alone 3000, the others lost: 3000 = 3000.
        ((PUSH, LOSS, WIN), rr_grade(BetOutcome::Push, 3_000)),
        ((VOID, VOID, VOID), rr_grade(BetOutcome::Voided, 3_000)),
        ((PUSH, VOID, PUSH), rr_grade(BetOutcome::Push, 3_000)),
        // AB waits.
        ((PENDING, WIN, WIN), Grade::PENDING),
        ((PENDING, WIN, LOSS), Grade::PENDING),
        // Every combination holds a loss: settled at once.
        ((PENDING, LOSS, LOSS), rr_grade(BetOutcome::Loss, 0)),
        // Dead heat on C: AB 4772, AC 1000 × 63/11 × 1/2 = 2863.63, BC 1000 × 15/2 × 1/2 =
        // 3750: 11385.
        ((WIN, WIN, DH2), rr_grade(BetOutcome::Win, 11_385)),
    ];
    for ((a, b, c), expected) in cases {
        assert_eq!(g(&by_twos(a, b, c)), expected, "{a:?} {b:?} {c:?}");
    }
}

#[test]
fn round_robins_of_several_sizes() {
    // By 2s and 3s, $10 each, $40 in all: 17999 + 1000 × 315/22 (14318.18) = 32317.
    let parts = [(am(-110), WIN), (am(150), WIN), (am(200), WIN)];
    let bet = round_robin(&parts, &[2, 3], 1000);
    assert_eq!(bet.total_stake_cents, 4000);
    assert_eq!(op(g(&bet)), (BetOutcome::Win, 32_317));
    // Three -110 legs by 2s at $1: 3 × floor(100 × 441/121 = 364.46) = 1092 (each rounded).
    let parts = [(am(-110), WIN); 3];
    assert_eq!(
        op(g(&round_robin(&parts, &[2], 100))),
        (BetOutcome::Win, 1_092)
    );
}

#[test]
fn round_robin_credits_split_the_money() {
    // AB refunded to credits, AC and BC lost.
    let bet = with_source(by_twos(VOID, VOID, LOSS), StakeSource::PromotionalCredit);
    let grade = g(&bet);
    assert_eq!(
        (
            grade.outcome,
            grade.payout_cents,
            grade.to_cash_cents,
            grade.to_credit_cents
        ),
        (BetOutcome::Loss, 1000, 0, 1000)
    );
    // AB refunded to credits, AC and BC 3000 each as cash.
    let bet = with_source(by_twos(VOID, VOID, WIN), StakeSource::PromotionalCredit);
    let grade = g(&bet);
    assert_eq!(
        (
            grade.payout_cents,
            grade.to_cash_cents,
            grade.to_credit_cents
        ),
        (7000, 6000, 1000)
    );
}

// Shapes that cannot be graded -----------------------------------------------------------

#[test]
fn bad_shapes_are_refused_and_stay_pending() {
    let rules = HouseRules::default();
    let check = |bet: BetToGrade, error: GradeError| {
        assert_eq!(try_grade(&bet, &rules), Err(error.clone()), "{error}");
        assert_eq!(grade(&bet, &rules), Grade::PENDING);
    };
    let mut two = straight(am(150), WIN, 1000);
    two.legs = legs(&[(am(150), WIN), (am(150), WIN)]);
    check(
        two,
        GradeError::LegCount {
            kind: "straight",
            legs: 2,
        },
    );
    check(
        parlay(&[(am(150), WIN)], 1000),
        GradeError::LegCount {
            kind: "parlay",
            legs: 1,
        },
    );
    let mut nine = football(&[WIN; 8], 1000);
    nine.legs = legs(&[(am(-110), WIN); 9]);
    check(
        nine,
        GradeError::LegCount {
            kind: "teaser",
            legs: 9,
        },
    );
    let mut unoffered = football(&[WIN, WIN], 1000);
    unoffered.kind = GradedKind::Teaser {
        sport: TeaserSport::Football,
        points: "5".parse().unwrap(),
    };
    check(unoffered, GradeError::TeaserUnpriced { legs: 2 });
    check(
        round_robin(&[(am(150), WIN), (am(150), WIN)], &[2], 100),
        GradeError::LegCount {
            kind: "round robin",
            legs: 2,
        },
    );
    let three = [(am(150), WIN); 3];
    for sizes in [&[][..], &[1], &[4], &[2, 2]] {
        let mut bet = round_robin(&three, &[2], 100);
        bet.kind = GradedKind::RoundRobin {
            sizes: sizes.to_vec(),
        };
        check(bet, GradeError::RoundRobinSizes);
    }
    check(
        with_source(round_robin(&three, &[2], 100), StakeSource::FreeBet),
        GradeError::RewardOnRoundRobin,
    );
    check(
        with_boost(round_robin(&three, &[2], 100), 50, 1000),
        GradeError::RewardOnRoundRobin,
    );
    check(
        with_boost(
            with_source(straight(am(150), WIN, 1000), StakeSource::FreeBet),
            50,
            1000,
        ),
        GradeError::BoostedFreeBet,
    );
    check(
        with_boost(straight(am(150), WIN, 1000), 50, -1),
        GradeError::Boost,
    );
    for (numerator, denominator) in [(0, 2), (3, 2), (1, 0), (0, 0)] {
        let dead_heat = LegResult::DeadHeat {
            numerator,
            denominator,
        };
        check(
            three_legs(WIN, dead_heat, WIN),
            GradeError::DeadHeatFactor { position: 1 },
        );
    }
    check(straight(am(150), WIN, -1), GradeError::Stakes);
    let mut mismatch = straight(am(150), WIN, 1000);
    mismatch.total_stake_cents = 2000;
    check(mismatch, GradeError::Stakes);
    let mut mismatch = round_robin(&three, &[2], 100);
    mismatch.total_stake_cents = 100;
    check(mismatch, GradeError::Stakes);
    // Prices too long to divide out exactly.
    let huge = frac(u64::MAX - 1, 1);
    check(
        joint_parlay(
            crate::odds::EVEN,
            &[(huge, VOID), (huge, VOID), (huge, VOID), (am(150), WIN)],
            1000,
        ),
        GradeError::Overflow,
    );
}

#[test]
fn outcomes_know_when_they_are_settled() {
    assert!(!BetOutcome::Pending.is_settled());
    for outcome in BetOutcome::ALL.into_iter().skip(1) {
        assert!(outcome.is_settled());
    }
}

// Operator voids ------------------------------------------------------------------------

#[test]
fn a_voided_bet_returns_its_stake_whatever_its_legs_say() {
    let won = parlay(&[(am(-110), WIN), (am(150), WIN)], 1_000);
    assert_eq!(
        void_grade(&won).unwrap(),
        cash_back(BetOutcome::Voided, 1_000)
    );
    let open = round_robin(
        &[(am(-110), LOSS), (am(120), PENDING), (am(200), WIN)],
        &[2],
        500,
    );
    assert_eq!(op(void_grade(&open).unwrap()), (BetOutcome::Voided, 1_500));
    let credits = with_source(
        straight(am(-110), LOSS, 700),
        StakeSource::PromotionalCredit,
    );
    let back = void_grade(&credits).unwrap();
    assert_eq!((back.to_cash_cents, back.to_credit_cents), (0, 700));
    let bonus = with_source(straight(am(-110), WIN, 700), StakeSource::FreeBet);
    let back = void_grade(&bonus).unwrap();
    assert!(back.restore_free_bet);
    assert_eq!(back.payout_cents, 0);
    let mut broken = straight(am(-110), WIN, 700);
    broken.total_stake_cents = 1;
    assert_eq!(void_grade(&broken), Err(GradeError::Stakes));
}

// Cash-out -------------------------------------------------------------------------------

fn now(result: LegResult, current: Option<Odds>) -> CashoutLeg {
    CashoutLeg {
        result,
        current_odds: current,
        quote: None,
    }
}

#[test]
fn cashout_worked_examples() {
    let bet = straight(am(150), PENDING, 1000);
    let value = |current: Odds, margin| cashout_value(&bet, &[now(PENDING, Some(current))], margin);
    // Unchanged price: 2500 × 2/5 = 1000; with 5%: 950.
    assert_eq!(value(am(150), 0), Ok(1000));
    assert_eq!(value(am(150), 500), Ok(950));
    // Shortened to -200 (decimal 3/2): 2500 × 2/3 × 0.95 = 1583.33 -> 1583.
    assert_eq!(value(am(-200), 500), Ok(1583));
    // Drifted to +400 (decimal 5): 2500 / 5 × 0.95 = 475.
    assert_eq!(value(am(400), 500), Ok(475));
    // The whole margin (or more) leaves nothing.
    assert_eq!(value(am(150), 10_000), Ok(0));
    assert_eq!(value(am(150), 20_000), Ok(0));

    // Parlay, -110 won, +150 and +200 pending at their placed prices: 1000 × 315/22 × 2/5 ×
    // 1/3 = 1909.09 (the won leg's 1000 × 21/11); × 0.95 = 1813.63 -> 1813.
    let bet = three_legs(WIN, PENDING, PENDING);
    let legs = [
        now(WIN, None),
        now(PENDING, Some(am(150))),
        now(PENDING, Some(am(200))),
    ];
    assert_eq!(cashout_value(&bet, &legs, 500), Ok(1813));
    // The -110 leg void instead: 1000 × 15/2 × 2/5 × 1/3 = 1000.
    let legs = [
        now(VOID, None),
        now(PENDING, Some(am(150))),
        now(PENDING, Some(am(200))),
    ];
    assert_eq!(cashout_value(&bet, &legs, 0), Ok(1000));
    // A dead heat on it: 1000 × 315/22 × 1/2 × 2/15 = 954.54 -> 954.
    let legs = [
        now(DH2, None),
        now(PENDING, Some(am(150))),
        now(PENDING, Some(am(200))),
    ];
    assert_eq!(cashout_value(&bet, &legs, 0), Ok(954));
    // Credits stakes are offered too.
    let credit = with_source(bet.clone(), StakeSource::PromotionalCredit);
    assert_eq!(cashout_value(&credit, &legs, 0), Ok(954));
}

#[test]
fn cashout_is_unavailable() {
    let bet = three_legs(WIN, PENDING, PENDING);
    let priced = [
        now(WIN, None),
        now(PENDING, Some(am(150))),
        now(PENDING, Some(am(200))),
    ];
    let lost = [
        now(LOSS, None),
        now(PENDING, None),
        now(PENDING, Some(am(200))),
    ];
    assert_eq!(
        cashout_value(&bet, &lost, 0),
        Err(CashoutUnavailable::LegLost)
    );
    let decided = [now(WIN, None), now(VOID, None), now(DH2, None)];
    assert_eq!(
        cashout_value(&bet, &decided, 0),
        Err(CashoutUnavailable::Settled)
    );
    let suspended = [
        now(WIN, None),
        now(PENDING, None),
        now(PENDING, Some(am(200))),
    ];
    assert_eq!(
        cashout_value(&bet, &suspended, 0),
        Err(CashoutUnavailable::Suspended)
    );
    let not_offered = [
        football(&[PENDING, PENDING, PENDING], 1000),
        by_twos(PENDING, PENDING, PENDING),
        with_source(bet.clone(), StakeSource::FreeBet),
        with_boost(bet.clone(), 50, 1000),
    ];
    for other in not_offered {
        assert_eq!(
            cashout_value(&other, &priced, 0),
            Err(CashoutUnavailable::NotOffered)
        );
    }
    // Legs that do not match the bet's, or a bet that cannot be graded.
    assert_eq!(
        cashout_value(&bet, priced.get(..2).unwrap(), 0),
        Err(CashoutUnavailable::NotOffered)
    );
    let mut broken = bet.clone();
    broken.total_stake_cents = 1;
    assert_eq!(
        cashout_value(&broken, &priced, 0),
        Err(CashoutUnavailable::NotOffered)
    );
    let bad_dead_heat = [
        now(
            LegResult::DeadHeat {
                numerator: 3,
                denominator: 2,
            },
            None,
        ),
        now(PENDING, Some(am(150))),
        now(PENDING, Some(am(200))),
    ];
    assert_eq!(
        cashout_value(&bet, &bad_dead_heat, 0),
        Err(CashoutUnavailable::NotOffered)
    );
    assert_eq!(CashoutUnavailable::Suspended.as_str(), "suspended");
    assert_eq!(
        CashoutUnavailable::Suspended.to_string(),
        "Cash out is suspended while a market is closed."
    );
}

// Properties -----------------------------------------------------------------------------

fn any_result() -> impl Strategy<Value = LegResult> {
    prop_oneof![
        Just(WIN),
        Just(LOSS),
        Just(PUSH),
        Just(VOID),
        Just(PENDING),
        (1u32..=6).prop_flat_map(|d| (1..=d).prop_map(move |n| LegResult::DeadHeat {
            numerator: n,
            denominator: d,
        })),
    ]
}

fn any_odds() -> impl Strategy<Value = Odds> {
    (1u64..400, 1u64..200).prop_map(|(n, d)| frac(n, d))
}

fn any_source() -> impl Strategy<Value = StakeSource> {
    prop_oneof![
        Just(StakeSource::Cash),
        Just(StakeSource::FreeBet),
        Just(StakeSource::PromotionalCredit),
    ]
}

/// What placement promises: the stake (not for a bonus bet) plus the (boosted) win at the
/// placed price.
fn potential(bet: &BetToGrade) -> i64 {
    let win = match bet.boost {
        Some(b) => {
            boosted_win_for_stake(bet.stake_cents, bet.odds, b.percentage, b.max_stake_cents)
        }
        None => win_for_stake(bet.stake_cents, bet.odds),
    };
    let back = if bet.source == StakeSource::FreeBet {
        0
    } else {
        bet.stake_cents
    };
    back + win
}

prop_compose! {
    /// A straight or parlay (independent or at a joint price), any source, maybe boosted.
    fn any_single()(
        parts in prop::collection::vec((any_odds(), any_result()), 1..7),
        joint in prop::option::of(any_odds()),
        stake in 0i64..10_000_000,
        source in any_source(),
        boost in prop::option::of((1u32..200, 0i64..10_000_000)),
    ) -> BetToGrade {
        let mut bet = if parts.len() == 1 {
            straight(parts[0].0, parts[0].1, stake)
        } else {
            match joint {
                Some(price) => joint_parlay(price, &parts, stake),
                None => parlay(&parts, stake),
            }
        };
        bet.source = source;
        if source != StakeSource::FreeBet {
            bet.boost = boost.map(|(percentage, max_stake_cents)| Boost { percentage, max_stake_cents });
        }
        bet
    }
}

proptest! {
    #[test]
    fn payouts_never_exceed_the_potential(bet in any_single()) {
        let grade = g(&bet);
        prop_assert!(grade.payout_cents >= 0);
        prop_assert!(grade.payout_cents <= potential(&bet).max(bet.total_stake_cents));
        prop_assert_eq!(grade.payout_cents, grade.to_cash_cents + grade.to_credit_cents);
        if grade.outcome == BetOutcome::Win {
            prop_assert!(grade.payout_cents <= potential(&bet));
        }
    }

    #[test]
    fn any_loss_pays_nothing(mut bet in any_single(), at in 0usize..7) {
        let i = at % bet.legs.len();
        bet.legs[i].result = LOSS;
        prop_assert_eq!(g(&bet), Grade::LOSS);
    }

    #[test]
    fn dropping_every_leg_refunds_the_stake(mut bet in any_single(), pushes in prop::collection::vec(any::<bool>(), 7)) {
        for (leg, push) in bet.legs.iter_mut().zip(pushes) {
            leg.result = if push { PUSH } else { VOID };
        }
        let grade = g(&bet);
        let all_void = bet.legs.iter().all(|l| l.result == VOID);
        prop_assert_eq!(grade.outcome, if all_void { BetOutcome::Voided } else { BetOutcome::Push });
        let stake = bet.stake_cents;
        let expected = match bet.source {
            StakeSource::Cash => (stake, stake, 0, false),
            StakeSource::PromotionalCredit => (stake, 0, stake, false),
            StakeSource::FreeBet => (0, 0, 0, true),
        };
        prop_assert_eq!(
            (grade.payout_cents, grade.to_cash_cents, grade.to_credit_cents, grade.restore_free_bet),
            expected
        );
    }

    #[test]
    fn a_pending_leg_waits_unless_a_loss_decides(bet in any_single()) {
        let results: Vec<LegResult> = bet.legs.iter().map(|l| l.result).collect();
        let outcome = g(&bet).outcome;
        if results.contains(&LOSS) {
            prop_assert_eq!(outcome, BetOutcome::Loss);
        } else if results.contains(&PENDING) {
            prop_assert_eq!(outcome, BetOutcome::Pending);
        } else {
            prop_assert!(outcome.is_settled());
        }
    }

    #[test]
    fn boosts_match_the_betslip(
        parts in prop::collection::vec((any_odds(), prop_oneof![Just(WIN), Just(PUSH), Just(VOID)]), 2..6),
        stake in 0i64..10_000_000,
        percentage in 1u32..200,
        max in 0i64..10_000_000,
    ) {
        prop_assume!(parts.iter().any(|p| p.1 == WIN));
        let bet = with_boost(parlay(&parts, stake), percentage, max);
        let grade = g(&bet);
        // Independent legs: the effective price is the product of the winning legs.
        let won: Vec<Odds> = parts.iter().filter(|p| p.1 == WIN).map(|p| p.0).collect();
        let effective = Odds::combine(&won).unwrap();
        prop_assert_eq!(grade.effective_odds, Some(effective));
        prop_assert_eq!(
            grade.payout_cents,
            stake + boosted_win_for_stake(stake, effective, percentage, max)
        );
    }

    #[test]
    fn a_zero_boost_changes_nothing(mut bet in any_single()) {
        prop_assume!(bet.source != StakeSource::FreeBet);
        bet.boost = None;
        let plain = g(&bet);
        bet.boost = Some(Boost { percentage: 0, max_stake_cents: bet.stake_cents });
        prop_assert_eq!(g(&bet), plain);
    }

    #[test]
    fn teasers_never_exceed_the_potential(
        results in prop::collection::vec(any_result(), 2..=8),
        basketball in any::<bool>(),
        option in 0usize..3,
        stake in 0i64..10_000_000,
        source in any_source(),
        lose in any::<bool>(),
    ) {
        let sport = if basketball { TeaserSport::Basketball } else { TeaserSport::Football };
        let points = crate::betslip::teaser::points_options(sport)[option].to_string();
        let bet = with_source(teaser(sport, &points, &results, stake), source);
        let grade = if lose { lose_ties(&bet) } else { g(&bet) };
        prop_assert!(grade.payout_cents <= potential(&bet).max(stake));
        if results.contains(&LOSS) {
            prop_assert_eq!(grade, Grade::LOSS);
        }
    }

    #[test]
    fn round_robins_are_their_combinations_as_parlays(
        parts in prop::collection::vec((any_odds(), any_result()), 3..=6),
        size_mask in 1u32..16,
        stake in 0i64..1_000_000,
        credit in any::<bool>(),
    ) {
        let n = u32::try_from(parts.len()).unwrap();
        let sizes: Vec<u32> = (2..=n).filter(|k| size_mask & (1 << (k - 2)) != 0).collect();
        prop_assume!(!sizes.is_empty());
        let source = if credit { StakeSource::PromotionalCredit } else { StakeSource::Cash };
        let bet = with_source(round_robin(&parts, &sizes, stake), source);
        let grade = g(&bet);

        let (mut pending, mut cash, mut credits) = (false, 0i64, 0i64);
        for mask in 0u32..(1 << n) {
            if !sizes.contains(&mask.count_ones()) {
                continue;
            }
            let combination: Vec<(Odds, LegResult)> = parts
                .iter()
                .enumerate()
                .filter(|(i, _)| mask & (1 << i) != 0)
                .map(|(_, p)| *p)
                .collect();
            let one = g(&with_source(parlay(&combination, stake), source));
            pending |= one.outcome == BetOutcome::Pending;
            cash += one.to_cash_cents;
            credits += one.to_credit_cents;
        }
        if pending {
            prop_assert_eq!(grade, Grade::PENDING);
        } else {
            prop_assert_eq!((grade.to_cash_cents, grade.to_credit_cents), (cash, credits));
            let payout = cash + credits;
            prop_assert_eq!(grade.payout_cents, payout);
            let expected = if parts.iter().all(|p| p.1 == VOID) {
                BetOutcome::Voided
            } else {
                match payout.cmp(&bet.total_stake_cents) {
                    std::cmp::Ordering::Greater => BetOutcome::Win,
                    std::cmp::Ordering::Equal => BetOutcome::Push,
                    std::cmp::Ordering::Less => BetOutcome::Loss,
                }
            };
            prop_assert_eq!(grade.outcome, expected);
        }
    }

    #[test]
    fn cashout_stays_below_what_winning_pays(
        parts in prop::collection::vec((any_odds(), any_result(), prop::option::of(any_odds())), 1..6),
        joint in prop::option::of(any_odds()),
        stake in 0i64..10_000_000,
        margin in 0u32..3_000,
    ) {
        let placed: Vec<(Odds, LegResult)> = parts.iter().map(|p| (p.0, PENDING)).collect();
        let bet = if parts.len() == 1 {
            straight(parts[0].0, PENDING, stake)
        } else {
            match joint {
                Some(price) => joint_parlay(price, &placed, stake),
                None => parlay(&placed, stake),
            }
        };
        let current: Vec<CashoutLeg> = parts.iter().map(|p| now(p.1, p.2)).collect();
        if let Ok(value) = cashout_value(&bet, &current, margin) {
            prop_assert!(value >= 0);
            prop_assert!(value <= potential(&bet));
            // Never more than the bet pays if every pending leg wins.
            let mut if_won = bet.clone();
            for (leg, now) in if_won.legs.iter_mut().zip(&current) {
                leg.result = if now.result == PENDING { WIN } else { now.result };
            }
            prop_assert!(value <= g(&if_won).payout_cents);
            // A wider margin never offers more.
            let wider = cashout_value(&bet, &current, margin + 100).unwrap();
            prop_assert!(wider <= value);
        } else {
            let any = |r: LegResult| current.iter().any(|c| c.result == r);
            prop_assert!(any(LOSS) || !any(PENDING) || current.iter().any(|c| c.result == PENDING && c.current_odds.is_none()));
        }
    }
}
