//! Cash-out against placement: a bet priced by the betslip engine and valued for cash-out
//! at the same prices is offered its stake less the margin, whatever its shape (straight,
//! parlay of independent legs, parlay with same-game groups).

use super::grade::{BetToGrade, GradedKind, LegToGrade, StakeSource};
use super::{CashoutLeg, LegResult, cashout_value};
use crate::betslip::{
    AutoAccept, Context, DraftBet, LegQuote, MainLines, SlipSelection, SlipState, StakeLimits,
    compute,
};
use crate::catalogue::{MarketType, SelectionKind, Side};
use crate::odds::Odds;
use crate::sports::{OfferStatus, Points};
use chrono::{TimeZone, Utc};
use proptest::prelude::*;
use std::collections::HashMap;

/// One of the markets the same-game model covers, and the side taken in it.
#[derive(Debug, Clone, Copy)]
enum Pick {
    Moneyline(bool),
    Spread(bool),
    Total(bool),
    TeamTotal(bool, bool),
}

/// An event: its sport, main lines (half points) and at most one pick per market.
#[derive(Debug, Clone)]
struct Game {
    basketball: bool,
    home_spread_halves: i32,
    total_halves: i32,
    picks: Vec<(Pick, i64)>,
}

fn american() -> impl Strategy<Value = i64> {
    prop_oneof![-400i64..=-101, 100i64..=400]
}

fn game() -> impl Strategy<Value = Game> {
    (
        any::<bool>(),
        -10i32..=10,
        80i32..=120,
        prop::option::of((any::<bool>(), american())),
        prop::option::of((any::<bool>(), american())),
        prop::option::of((any::<bool>(), american())),
        prop::option::of((any::<bool>(), any::<bool>(), american())),
    )
        .prop_map(|(basketball, spread, total, ml, sp, tot, tt)| {
            let mut picks = Vec::new();
            picks.extend(ml.map(|(home, a)| (Pick::Moneyline(home), a)));
            picks.extend(sp.map(|(home, a)| (Pick::Spread(home), a)));
            picks.extend(tot.map(|(over, a)| (Pick::Total(over), a)));
            picks.extend(tt.map(|(home, over, a)| (Pick::TeamTotal(home, over), a)));
            Game {
                basketball,
                // Odd half points: lines on the half point.
                home_spread_halves: spread * 2 + 1,
                total_halves: total * 2 + 1,
                picks,
            }
        })
}

fn points(halves: i32) -> Points {
    Points::from_halves(halves).unwrap()
}

fn quotes(games: &[Game]) -> Vec<LegQuote> {
    let mut out = Vec::new();
    for (g, game) in games.iter().enumerate() {
        let event = format!("e{g}");
        for (p, &(pick, american)) in game.picks.iter().enumerate() {
            let side = |home: bool| if home { Side::Home } else { Side::Away };
            let team = |home: bool| {
                if home {
                    SelectionKind::Home
                } else {
                    SelectionKind::Away
                }
            };
            let ou = |over: bool| {
                if over {
                    SelectionKind::Over
                } else {
                    SelectionKind::Under
                }
            };
            let (market_type, kind, side, line) = match pick {
                Pick::Moneyline(home) => {
                    (MarketType::Moneyline, team(home), Some(side(home)), None)
                }
                Pick::Spread(home) => {
                    let line = if home {
                        game.home_spread_halves
                    } else {
                        -game.home_spread_halves
                    };
                    (MarketType::Spread, team(home), Some(side(home)), Some(line))
                }
                Pick::Total(over) => (MarketType::Total, ou(over), None, Some(game.total_halves)),
                Pick::TeamTotal(home, over) => (
                    MarketType::TeamTotal,
                    ou(over),
                    Some(side(home)),
                    Some((game.total_halves / 2) | 1),
                ),
            };
            out.push(LegQuote {
                selection_id: format!("{event}-s{p}"),
                market_id: format!("{event}-m{p}"),
                event_id: event.clone(),
                sport: if game.basketball {
                    "basketball"
                } else {
                    "football"
                }
                .to_owned(),
                competition: if game.basketball { "nba" } else { "nfl" }.to_owned(),
                market_type,
                kind,
                side,
                points: line.map(points),
                odds: Odds::from_american(american).unwrap(),
                selection_status: OfferStatus::Open,
                market_status: OfferStatus::Open,
                started: false,
                in_play_priced: false,
                decided: false,
                main_lines: Some(MainLines {
                    home_spread: points(game.home_spread_halves),
                    total: points(game.total_halves),
                }),
            });
        }
    }
    out
}

/// The bet as placement would store it, and its legs now at the same prices.
fn placed(
    bet: &DraftBet,
    by_id: &HashMap<String, LegQuote>,
    stake: i64,
) -> (BetToGrade, Vec<CashoutLeg>) {
    let legs: Vec<&LegQuote> = bet.leg_ids.iter().map(|id| &by_id[id]).collect();
    let to_grade = BetToGrade {
        kind: if legs.len() == 1 {
            GradedKind::Straight
        } else {
            GradedKind::Parlay
        },
        source: StakeSource::Cash,
        stake_cents: stake,
        total_stake_cents: stake,
        odds: bet.total_odds.unwrap(),
        boost: None,
        legs: legs
            .iter()
            .map(|q| LegToGrade {
                odds: q.odds,
                event_id: q.event_id.clone(),
                market_id: q.market_id.clone(),
                result: LegResult::Pending,
            })
            .collect(),
    };
    let now = legs
        .iter()
        .map(|q| CashoutLeg {
            result: LegResult::Pending,
            current_odds: Some(q.odds),
            quote: Some((*q).clone()),
        })
        .collect();
    (to_grade, now)
}

/// A slip holding every quoted selection at its quoted price.
fn slip_of(quotes: &[LegQuote]) -> SlipState {
    SlipState {
        selections: quotes
            .iter()
            .map(|q| SlipSelection {
                selection_id: q.selection_id.clone(),
                accepted_odds: q.odds,
                origin: "test".to_owned(),
                share_id: None,
                branch_channel: None,
                attributes: Vec::new(),
            })
            .collect(),
        ..SlipState::default()
    }
}

fn context(quotes: &HashMap<String, LegQuote>) -> Context<'_> {
    Context {
        quotes,
        auto_accept: AutoAccept::None,
        free_bets: &[],
        profit_boosts: &[],
        promotional_credit_cents: 0,
        limits: StakeLimits::default(),
        teaser_enabled: false,
        round_robins_enabled: false,
        max_single_wager_cents: None,
        now: Utc.with_ymd_and_hms(2025, 1, 5, 18, 0, 0).unwrap(),
    }
}

proptest! {
    #[test]
    fn right_after_placement_cash_out_is_the_stake_less_the_margin(
        games in prop::collection::vec(game(), 1..4),
        stake in 1i64..10_000_000,
        margin in 0u32..=2_000,
    ) {
        let all = quotes(&games);
        prop_assume!(!all.is_empty());
        let by_id: HashMap<String, LegQuote> =
            all.iter().map(|q| (q.selection_id.clone(), q.clone())).collect();
        let slip = compute(&slip_of(&all), &context(&by_id));
        let expected = i64::try_from(
            i128::from(stake) * i128::from(10_000 - margin) / 10_000,
        ).unwrap();
        let mut priced = slip.straight.bets.iter().collect::<Vec<_>>();
        priced.extend(slip.parlay.bets.iter());
        for bet in priced.into_iter().filter(|b| b.total_odds.is_some()) {
            let (to_grade, now) = placed(bet, &by_id, stake);
            let value = cashout_value(&to_grade, &now, margin);
            prop_assert!(
                value.is_ok_and(|v| (v - expected).abs() <= 1),
                "{} at {}: {:?}, expected {}", bet.id, bet.total_odds.unwrap(), value, expected
            );
        }
    }
}

#[test]
fn a_same_game_parlay_is_valued_with_its_joint_price() {
    // A favourite's moneyline and its spread: correlated, so priced jointly below the product.
    let game = Game {
        basketball: false,
        home_spread_halves: -7,
        total_halves: 89,
        picks: vec![(Pick::Moneyline(true), -180), (Pick::Spread(true), -110)],
    };
    let all = quotes(&[game]);
    let by_id: HashMap<String, LegQuote> = all
        .iter()
        .map(|q| (q.selection_id.clone(), q.clone()))
        .collect();
    let slip = compute(&slip_of(&all), &context(&by_id));
    let parlay = &slip.parlay.bets[0];
    let product = Odds::combine(&all.iter().map(|q| q.odds).collect::<Vec<_>>()).unwrap();
    assert!(parlay.total_odds.unwrap().cmp_payout(product).is_lt());
    let (bet, now) = placed(parlay, &by_id, 10_000);
    assert_eq!(cashout_value(&bet, &now, 500), Ok(9_500));
    // Valued as independent legs it would offer far less than the stake less the margin.
    let independent: Vec<CashoutLeg> = now
        .iter()
        .map(|l| CashoutLeg {
            quote: None,
            ..l.clone()
        })
        .collect();
    assert!(cashout_value(&bet, &independent, 500).unwrap() < 9_000);
    // A leg's price moving moves the joint price, and the offer with it: the spread less
    // likely now, the bet is worth less; more likely, more.
    let moved = |american: i64| {
        let mut legs = now.clone();
        if let Some(leg) = legs.get_mut(1) {
            leg.current_odds = Some(Odds::from_american(american).unwrap());
        }
        cashout_value(&bet, &legs, 500).unwrap()
    };
    assert!(moved(120) < 9_500);
    assert!(moved(-160) > 9_500);
}
