//! Worked examples and properties of the whole engine.

use super::amounts::Fraction;
use super::errors::ErrorCode;
use super::same_game::{self, GroupPrice};
use super::*;
use crate::catalogue::{MarketType, SelectionKind, Side};
use crate::odds::{Odds, OddsTrend};
use crate::sports::{OfferStatus, Points};
use chrono::{DateTime, Duration, TimeZone, Utc};
use proptest::prelude::*;
use std::collections::HashMap;

fn now() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2025, 1, 5, 18, 0, 0).unwrap()
}

fn am(american: i64) -> Odds {
    Odds::from_american(american).unwrap()
}

fn pts(s: &str) -> Points {
    s.parse().unwrap()
}

/// A pre-game NFL selection.
fn quote(
    id: &str,
    event: &str,
    market: &str,
    market_type: MarketType,
    kind: SelectionKind,
    points: Option<&str>,
    american: i64,
) -> LegQuote {
    let side = match kind {
        SelectionKind::Home => Some(Side::Home),
        SelectionKind::Away => Some(Side::Away),
        _ => None,
    };
    LegQuote {
        selection_id: id.to_owned(),
        market_id: market.to_owned(),
        event_id: event.to_owned(),
        sport: "football".to_owned(),
        competition: "nfl".to_owned(),
        market_type,
        kind,
        side,
        points: points.map(pts),
        odds: am(american),
        selection_status: OfferStatus::Open,
        market_status: OfferStatus::Open,
        started: false,
        in_play_priced: false,
        decided: false,
        main_lines: Some(MainLines {
            home_spread: pts("-3.5"),
            total: pts("44.5"),
        }),
    }
}

/// A home moneyline on its own event.
fn ml(id: &str, american: i64) -> LegQuote {
    quote(
        id,
        &format!("ev-{id}"),
        &format!("ml-{id}"),
        MarketType::Moneyline,
        SelectionKind::Home,
        None,
        american,
    )
}

struct World {
    quotes: HashMap<String, LegQuote>,
    free_bets: Vec<FreeBetOffer>,
    boosts: Vec<ProfitBoostOffer>,
    credits: i64,
    auto: AutoAccept,
}

impl World {
    fn new(quotes: Vec<LegQuote>) -> Self {
        World {
            quotes: quotes
                .into_iter()
                .map(|q| (q.selection_id.clone(), q))
                .collect(),
            free_bets: Vec::new(),
            boosts: Vec::new(),
            credits: 0,
            auto: AutoAccept::None,
        }
    }

    fn ctx(&self) -> Context<'_> {
        Context {
            quotes: &self.quotes,
            auto_accept: self.auto,
            free_bets: &self.free_bets,
            profit_boosts: &self.boosts,
            promotional_credit_cents: self.credits,
            limits: StakeLimits::default(),
            max_single_wager_cents: None,
            teaser_enabled: true,
            round_robins_enabled: true,
            now: now(),
        }
    }

    /// A slip with every quote's selection at its current price, in `ids` order.
    fn slip(&self, ids: &[&str]) -> SlipState {
        SlipState {
            selections: ids
                .iter()
                .map(|id| SlipSelection {
                    selection_id: (*id).to_owned(),
                    accepted_odds: self.quotes.get(*id).map_or(am(100), |q| q.odds),
                    origin: "test".to_owned(),
                    share_id: None,
                    branch_channel: None,
                    attributes: Vec::new(),
                })
                .collect(),
            ..SlipState::default()
        }
    }
}

fn stake(state: &mut SlipState, id: &str, cents: i64, field: AmountField) {
    set_amount(state, id, cents, field).unwrap();
}

fn codes(errors: &[BetslipError]) -> Vec<ErrorCode> {
    errors.iter().map(|e| e.code).collect()
}

#[test]
fn a_straight_bet_at_plus_150() {
    let world = World::new(vec![ml("a", 150)]);
    let mut state = world.slip(&["a"]);
    stake(&mut state, "straight:a", 1000, AmountField::Bet);
    let slip = compute(&state, &world.ctx());
    let bet = &slip.straight.bets[0];
    assert_eq!(bet.id, "straight:a");
    assert_eq!(bet.bet_cents, 1000);
    assert_eq!(bet.win_cents, 1500);
    assert_eq!(bet.total_odds, Some(am(150)));
    assert_eq!(slip.straight.total_bet_cents, 1000);
    assert_eq!(slip.straight.total_return_cents, 2500);
    assert!(bet.errors.is_empty());
    assert!(slip.errors.is_empty());
    // One selection: no parlay, and the parlay tab says why.
    assert!(slip.parlay.bets.is_empty());
    assert_eq!(
        slip.parlay.errors[0].message,
        "A parlay needs 2 or more selections."
    );
}

#[test]
fn a_win_amount_sets_the_stake_rounded_up() {
    let world = World::new(vec![ml("a", -110)]);
    let mut state = world.slip(&["a"]);
    stake(&mut state, "straight:a", 910, AmountField::Win);
    let slip = compute(&state, &world.ctx());
    let bet = &slip.straight.bets[0];
    // 9.10 × 11/10 = 10.01.
    assert_eq!((bet.bet_cents, bet.win_cents), (1001, 910));
    assert_eq!(bet.field, AmountField::Win);
    stake(&mut state, "straight:a", 1000, AmountField::Win);
    let bet = &compute(&state, &world.ctx()).straight.bets[0];
    assert_eq!((bet.bet_cents, bet.win_cents), (1100, 1000));
}

#[test]
fn a_two_leg_parlay_at_minus_110_each_is_plus_264_46() {
    let world = World::new(vec![ml("a", -110), ml("b", -110)]);
    let mut state = world.slip(&["a", "b"]);
    stake(&mut state, "parlay", 10_000, AmountField::Bet);
    let slip = compute(&state, &world.ctx());
    let bet = &slip.parlay.bets[0];
    assert_eq!(bet.total_odds, Some(Odds::new(320, 121).unwrap()));
    assert_eq!(bet.total_odds.unwrap().american(), 264);
    assert_eq!(bet.win_cents, 26_446);
    assert_eq!(bet.leg_ids, vec!["a", "b"]);
    assert!(!bet.parlay_plus_eligible, "no same-game group");
    assert_eq!(slip.parlay.total_return_cents, 36_446);
    assert_eq!(slip.groupings.len(), 2);
}

#[test]
fn contradictory_legs_are_refused() {
    let home = quote(
        "h",
        "e",
        "spread",
        MarketType::Spread,
        SelectionKind::Home,
        Some("-3.5"),
        -110,
    );
    let away = quote(
        "a",
        "e",
        "spread",
        MarketType::Spread,
        SelectionKind::Away,
        Some("3.5"),
        -110,
    );
    let alt = quote(
        "alt",
        "e",
        "alt",
        MarketType::AlternateSpread,
        SelectionKind::Home,
        Some("-7.5"),
        150,
    );
    let world = World::new(vec![home, away, alt, ml("x", 120)]);
    for pair in [["h", "a"], ["h", "alt"]] {
        let state = world.slip(&[pair[0], pair[1], "x"]);
        let slip = compute(&state, &world.ctx());
        let bet = &slip.parlay.bets[0];
        assert_eq!(bet.total_odds, None);
        assert!(
            bet.errors
                .iter()
                .any(|e| e.message == "These selections cannot be combined in a parlay.")
        );
        assert!(bet.errors.iter().all(|e| e.disable_awards_display));
    }
}

#[test]
fn same_game_legs_are_priced_jointly_below_the_product() {
    let ml_home = quote(
        "mlh",
        "e",
        "ml",
        MarketType::Moneyline,
        SelectionKind::Home,
        None,
        -180,
    );
    let spread = quote(
        "sh",
        "e",
        "spread",
        MarketType::Spread,
        SelectionKind::Home,
        Some("-3.5"),
        -110,
    );
    let over = quote(
        "o",
        "e",
        "total",
        MarketType::Total,
        SelectionKind::Over,
        Some("44.5"),
        -110,
    );
    let away_big = quote(
        "ab",
        "e",
        "alt",
        MarketType::AlternateSpread,
        SelectionKind::Away,
        Some("-7.5"),
        400,
    );
    let world = World::new(vec![
        ml_home.clone(),
        spread.clone(),
        over.clone(),
        away_big.clone(),
        ml("x", 100),
    ]);

    let product = Odds::combine(&[ml_home.odds, spread.odds]).unwrap();
    let GroupPrice::Priced(joint) = same_game::price(&[&ml_home, &spread]) else {
        panic!("priced");
    };
    // Winning by 4+ implies winning: the pair is strongly correlated.
    assert!(joint.cmp_payout(product).is_lt(), "{joint} vs {product}");
    assert!(joint.cmp_payout(spread.odds).is_ge());
    // Deterministic.
    assert_eq!(
        same_game::price(&[&ml_home, &spread]),
        GroupPrice::Priced(joint)
    );
    // Never better than the product, even for nearly independent legs.
    let GroupPrice::Priced(with_over) = same_game::price(&[&spread, &over]) else {
        panic!("priced");
    };
    assert!(
        with_over
            .cmp_payout(Odds::combine(&[spread.odds, over.odds]).unwrap())
            .is_le()
    );
    // A home win and an away win by 8+ can never happen together.
    assert_eq!(
        same_game::price(&[&ml_home, &away_big]),
        GroupPrice::Contradictory
    );

    let mut state = world.slip(&["mlh", "sh", "x"]);
    stake(&mut state, "parlay", 1000, AmountField::Bet);
    let slip = compute(&state, &world.ctx());
    let group = slip.groupings.iter().find(|g| g.event_id == "e").unwrap();
    assert_eq!(group.odds, Some(joint));
    assert!(group.parlay_plus_eligible);
    let bet = &slip.parlay.bets[0];
    assert_eq!(
        bet.total_odds,
        Some(Odds::combine(&[joint, am(100)]).unwrap())
    );
    assert!(bet.parlay_plus_eligible);

    let state = world.slip(&["mlh", "ab"]);
    let slip = compute(&state, &world.ctx());
    assert_eq!(slip.parlay.bets[0].errors[0].message, parlay::CONTRADICTORY);
}

#[test]
fn a_moved_group_price_needs_acceptance() {
    let ml_home = quote(
        "mlh",
        "e",
        "ml",
        MarketType::Moneyline,
        SelectionKind::Home,
        None,
        -180,
    );
    let over = quote(
        "o",
        "e",
        "total",
        MarketType::Total,
        SelectionKind::Over,
        Some("44.5"),
        -110,
    );
    let mut world = World::new(vec![ml_home, over]);
    let mut state = world.slip(&["mlh", "o"]);
    // A group just formed is recorded as accepted.
    assert!(auto_accept(&mut state, &world.ctx()));
    assert!(!auto_accept(&mut state, &world.ctx()));
    assert!(compute(&state, &world.ctx()).errors.is_empty());
    // The over shortens: the leg and the group both moved down.
    world.quotes.get_mut("o").unwrap().odds = am(-150);
    let slip = compute(&state, &world.ctx());
    let group = &slip.groupings[0];
    assert_eq!(group.trend, OddsTrend::Down);
    assert!(group.requires_acceptance);
    assert_eq!(codes(&slip.errors), vec![ErrorCode::OddsChanged]);
    assert!(slip.parlay.bets[0].requires_acceptance);
    accept_changes(&mut state, &world.ctx());
    let slip = compute(&state, &world.ctx());
    assert!(slip.errors.is_empty());
    assert!(!slip.groupings[0].requires_acceptance);
}

#[test]
fn a_group_the_bettor_changes_is_accepted_as_first_shown() {
    let leg = |id: &str, market: &str, market_type, kind, points, american| {
        quote(id, "e", market, market_type, kind, points, american)
    };
    let world = World::new(vec![
        leg(
            "mlh",
            "ml",
            MarketType::Moneyline,
            SelectionKind::Home,
            None,
            -180,
        ),
        leg(
            "sh",
            "spread",
            MarketType::Spread,
            SelectionKind::Home,
            Some("-3.5"),
            -110,
        ),
        leg(
            "sh7",
            "alt",
            MarketType::AlternateSpread,
            SelectionKind::Home,
            Some("-7.5"),
            200,
        ),
        leg(
            "o",
            "total",
            MarketType::Total,
            SelectionKind::Over,
            Some("44.5"),
            -110,
        ),
    ]);
    let mut state = world.slip(&["sh", "o"]);
    assert!(auto_accept(&mut state, &world.ctx()));
    assert_eq!(
        state.accepted_group_odds.keys().collect::<Vec<_>>(),
        ["e|o|sh"]
    );
    // A third leg, a leg moved to another line, a leg taken out: each is a new group.
    for legs in [
        &["sh", "o", "mlh"][..],
        &["sh7", "o", "mlh"],
        &["sh7", "o"],
        &["o", "sh"],
    ] {
        let mut next = world.slip(legs);
        next.accepted_group_odds = state.accepted_group_odds.clone();
        auto_accept(&mut next, &world.ctx());
        let slip = compute(&next, &world.ctx());
        assert!(slip.errors.is_empty(), "{legs:?}: {:?}", slip.errors);
        assert!(!slip.parlay.bets[0].requires_acceptance, "{legs:?}");
        assert_eq!(next.accepted_group_odds.len(), 1, "{legs:?}");
        state = next;
    }
    // Back to the first two legs, in another order: the same key.
    assert_eq!(
        state.accepted_group_odds.keys().collect::<Vec<_>>(),
        ["e|o|sh"]
    );
}

#[test]
fn odds_changes_and_auto_accept() {
    let mut world = World::new(vec![ml("a", 150), ml("b", 150)]);
    let mut state = world.slip(&["a", "b"]);
    world.quotes.get_mut("a").unwrap().odds = am(170);
    world.quotes.get_mut("b").unwrap().odds = am(130);
    let slip = compute(&state, &world.ctx());
    assert_eq!(slip.legs[0].trend, OddsTrend::Up);
    assert_eq!(slip.legs[1].trend, OddsTrend::Down);
    assert!(slip.legs.iter().all(|l| l.requires_acceptance));
    assert_eq!(
        codes(&slip.straight.bets[0].errors),
        vec![ErrorCode::OddsChanged]
    );
    assert_eq!(slip.straight.bets[0].total_odds, Some(am(170)));
    assert_eq!(slip.straight.total_return_trend, OddsTrend::Down);
    // 2.7 × 2.3 = 6.21 against 6.25 accepted.
    assert_eq!(slip.parlay.bets[0].total_odds_trend, OddsTrend::Down);

    world.auto = AutoAccept::Higher;
    let slip = compute(&state, &world.ctx());
    assert!(!slip.legs[0].requires_acceptance);
    assert!(slip.legs[1].requires_acceptance);
    assert!(auto_accept(&mut state, &world.ctx()));
    assert_eq!(state.selections[0].accepted_odds, am(170));
    assert_eq!(state.selections[1].accepted_odds, am(150));

    world.auto = AutoAccept::Any;
    assert!(auto_accept(&mut state, &world.ctx()));
    assert!(!auto_accept(&mut state, &world.ctx()));
    assert_eq!(state.selections[1].accepted_odds, am(130));

    world.auto = AutoAccept::None;
    world.quotes.get_mut("a").unwrap().odds = am(200);
    assert!(!auto_accept(&mut state, &world.ctx()));
    accept_changes(&mut state, &world.ctx());
    assert_eq!(state.selections[0].accepted_odds, am(200));
    assert!(compute(&state, &world.ctx()).errors.is_empty());
}

#[test]
fn unavailable_selections_disable_their_legs_and_bets() {
    let mut suspended = ml("s", 100);
    suspended.market_status = OfferStatus::Closed;
    let mut hidden = ml("h", 100);
    hidden.selection_status = OfferStatus::Hidden;
    let mut late = ml("l", 100);
    late.started = true;
    let mut live = ml("v", 100);
    live.started = true;
    live.in_play_priced = true;
    let mut decided = ml("d", 100);
    decided.decided = true;
    let world = World::new(vec![suspended, hidden, late, live, decided]);
    let state = world.slip(&["s", "h", "l", "v", "d", "gone"]);
    let slip = compute(&state, &world.ctx());
    let leg_codes: Vec<Vec<ErrorCode>> = slip.legs.iter().map(|l| codes(&l.errors)).collect();
    assert_eq!(
        leg_codes,
        vec![
            vec![ErrorCode::SelectionSuspended],
            vec![ErrorCode::SelectionClosed],
            vec![ErrorCode::EventStarted],
            vec![],
            vec![ErrorCode::SelectionClosed],
            vec![ErrorCode::SelectionClosed],
        ]
    );
    assert_eq!(slip.legs[5].current_odds, None);
    assert!(slip.legs[0].disabled && !slip.legs[3].disabled);
    assert_eq!(
        slip.straight.bets[0].errors[0].message,
        "This selection is suspended."
    );
    assert!(slip.straight.bets[3].errors.is_empty());
    let parlay = &slip.parlay.bets[0];
    assert_eq!(parlay.total_odds, None);
    assert!(codes(&parlay.errors).contains(&ErrorCode::EventStarted));
}

#[test]
fn bonus_bets_return_the_profit_only() {
    let mut world = World::new(vec![ml("a", 150), ml("b", 150)]);
    let offer = |id: &str, expires| FreeBetOffer {
        id: id.to_owned(),
        title: "$10 Bonus Bet".to_owned(),
        amount_cents: 1000,
        expires_at: expires,
        restriction: RewardRestriction::default(),
    };
    world.free_bets = vec![
        offer("fb1", now() + Duration::hours(5)),
        offer("old", now() - Duration::hours(1)),
    ];
    let mut state = world.slip(&["a"]);
    state.stakes.insert(
        "straight:a".to_owned(),
        Stake {
            amount_cents: 0,
            field: AmountField::Win,
            source: AmountSource::FreeBet,
            free_bet_id: Some("fb1".to_owned()),
            profit_boost_id: None,
        },
    );
    let slip = compute(&state, &world.ctx());
    let bet = &slip.straight.bets[0];
    assert_eq!((bet.bet_cents, bet.win_cents), (1000, 1500));
    assert_eq!(bet.field, AmountField::Bet);
    assert_eq!(bet.selected_free_bet_id.as_deref(), Some("fb1"));
    assert_eq!(bet.available_free_bet_ids, vec!["fb1"]);
    assert!(bet.available_profit_boost_ids.is_empty());
    // A win returns $15, not $25.
    assert_eq!(slip.straight.total_return_cents, 1500);
    // The amount is the bonus bet's.
    assert!(set_amount(&mut state, "straight:a", 500, AmountField::Bet).is_err());

    // An expired one is unavailable.
    state.stakes.get_mut("straight:a").unwrap().free_bet_id = Some("old".to_owned());
    let bet = &compute(&state, &world.ctx()).straight.bets[0];
    assert_eq!(codes(&bet.errors), vec![ErrorCode::RewardUnavailable]);
    assert_eq!(bet.win_cents, 0);

    // One bonus bet serves one bet only.
    let mut state = world.slip(&["a", "b"]);
    for id in ["straight:a", "straight:b"] {
        state.stakes.insert(
            id.to_owned(),
            Stake {
                source: AmountSource::FreeBet,
                free_bet_id: Some("fb1".to_owned()),
                ..Stake::default()
            },
        );
    }
    let slip = compute(&state, &world.ctx());
    assert!(slip.straight.bets[0].errors.is_empty());
    assert_eq!(
        codes(&slip.straight.bets[1].errors),
        vec![ErrorCode::RewardUnavailable]
    );
}

#[test]
fn profit_boosts_apply_up_to_their_maximum_stake() {
    let mut world = World::new(vec![ml("a", 150), ml("b", -110)]);
    world.boosts = vec![ProfitBoostOffer {
        id: "pb".to_owned(),
        title: "50% Profit Boost".to_owned(),
        percentage: 50,
        max_stake_cents: 2500,
        expires_at: now() + Duration::days(1),
        restriction: RewardRestriction {
            min_legs: None,
            max_legs: Some(1),
            event_id: None,
            bet_types: vec![BetType::Straight],
        },
    }];
    let mut state = world.slip(&["a", "b"]);
    stake(&mut state, "straight:a", 5000, AmountField::Bet);
    state.stakes.get_mut("straight:a").unwrap().profit_boost_id = Some("pb".to_owned());
    let slip = compute(&state, &world.ctx());
    let bet = &slip.straight.bets[0];
    assert_eq!(bet.win_cents, 7500);
    // $25 boosted: 25 × 1.5 × 1.5 = 56.25; $25 plain: 37.50.
    assert_eq!(bet.boosted_win_cents, Some(9375));
    assert_eq!(bet.boosted_total_odds, Some(Odds::new(9, 4).unwrap()));
    assert_eq!(slip.straight.total_boosted_return_cents, 5000 + 9375);
    // The boost is claimed: not offered to the second straight, nor to the parlay (restricted).
    assert!(slip.straight.bets[1].available_profit_boost_ids.is_empty());
    assert!(slip.parlay.bets[0].available_profit_boost_ids.is_empty());
    // Selecting it on the parlay is an error.
    state.stakes.get_mut("straight:a").unwrap().profit_boost_id = None;
    stake(&mut state, "parlay", 1000, AmountField::Bet);
    state.stakes.get_mut("parlay").unwrap().profit_boost_id = Some("pb".to_owned());
    let slip = compute(&state, &world.ctx());
    assert_eq!(slip.straight.bets[1].available_profit_boost_ids, vec!["pb"]);
    assert_eq!(
        codes(&slip.parlay.bets[0].errors),
        vec![ErrorCode::RewardUnavailable]
    );
    assert_eq!(slip.parlay.bets[0].boosted_win_cents, None);
}

#[test]
fn promotional_credit_must_cover_the_stakes() {
    let mut world = World::new(vec![ml("a", 150), ml("b", 150)]);
    world.credits = 1500;
    let mut state = world.slip(&["a", "b"]);
    for id in ["straight:a", "straight:b"] {
        state.stakes.insert(
            id.to_owned(),
            Stake {
                amount_cents: 1000,
                source: AmountSource::PromotionalCredit,
                ..Stake::default()
            },
        );
    }
    let slip = compute(&state, &world.ctx());
    assert!(slip.straight.bets[0].errors.is_empty());
    let error = &slip.straight.bets[1].errors[0];
    assert_eq!(error.code, ErrorCode::LowPromotionalCredits);
    assert_eq!(error.message, "You don't have enough Credits for this bet.");
    // Credits are returned with the profit like cash.
    assert_eq!(
        slip.straight.bets[0].source,
        AmountSource::PromotionalCredit
    );
    assert_eq!(slip.straight.total_return_cents, 5000);
}

#[test]
fn stake_limits() {
    let world = World::new(vec![
        ml("a", 10_000),
        ml("b", 150),
        ml("c", 150),
        ml("d", 150),
    ]);
    let mut state = world.slip(&["a", "b", "c", "d"]);
    stake(&mut state, "straight:a", 5, AmountField::Bet);
    stake(&mut state, "straight:b", 5_000_001, AmountField::Bet);
    stake(&mut state, "straight:c", 2_000_000, AmountField::Bet);
    let slip = compute(&state, &world.ctx());
    assert_eq!(
        slip.straight.bets[0].errors[0].message,
        "The minimum bet is $0.10."
    );
    assert_eq!(
        slip.straight.bets[1].errors[0].message,
        "The maximum bet is $50,000.00."
    );
    assert!(slip.straight.bets[2].errors.is_empty());
    // $2,000,000 to win at +10000 needs $20,000; the maximum win is $1,000,000.
    stake(&mut state, "straight:a", 200_000_000, AmountField::Win);
    let slip = compute(&state, &world.ctx());
    let bet = &slip.straight.bets[0];
    assert_eq!(bet.bet_cents, 2_000_000);
    assert_eq!(bet.errors[0].message, "The maximum win is $1,000,000.00.");
    assert_eq!(bet.errors[0].display_type, DisplayType::WinAmount);
    // A win needing more than $9,999,999.99 of stake.
    let world = World::new(vec![ml("fav", -10_000)]);
    let mut state = world.slip(&["fav"]);
    stake(&mut state, "straight:fav", 999_999_999, AmountField::Win);
    let bet = &compute(&state, &world.ctx()).straight.bets[0];
    assert_eq!(codes(&bet.errors), vec![ErrorCode::AmountTooLarge]);
    assert_eq!(bet.bet_cents, 0);
    // Round robins: a leg is staked in C(n-1, k-1) combinations; the per-selection limit
    // of $50,000 over 3 combinations is $16,666.66 per combination.
    let world = World::new(vec![ml("a", 150), ml("b", 150), ml("c", 150), ml("d", 150)]);
    let mut state = world.slip(&["a", "b", "c", "d"]);
    stake(&mut state, "round-robin:2", 1_666_667, AmountField::Bet);
    let bet = &compute(&state, &world.ctx()).round_robin.bets[0];
    assert_eq!(bet.errors[0].message, "The maximum bet is $16,666.66.");
}

#[test]
fn set_amount_validates() {
    let mut state = SlipState::default();
    assert_eq!(
        set_amount(
            &mut state,
            "straight:x",
            MAX_AMOUNT_CENTS + 1,
            AmountField::Bet
        )
        .unwrap_err()
        .message,
        "Amounts can be at most $9,999,999.99."
    );
    assert_eq!(
        set_amount(&mut state, "straight:x", -1, AmountField::Bet)
            .unwrap_err()
            .code,
        ErrorCode::Invalid
    );
    assert!(set_amount(&mut state, "nonsense", 1, AmountField::Bet).is_err());
    assert!(state.stakes.is_empty());
    set_amount(
        &mut state,
        "round-robin:3",
        MAX_AMOUNT_CENTS,
        AmountField::Win,
    )
    .unwrap();
    assert_eq!(state.stakes["round-robin:3"].amount_cents, MAX_AMOUNT_CENTS);
    assert_eq!(state.stakes["round-robin:3"].field, AmountField::Win);
}

#[test]
fn draft_bet_ids_round_trip() {
    for key in [
        DraftBetKey::Straight("sel-1".to_owned()),
        DraftBetKey::Parlay,
        DraftBetKey::Teaser(TeaserSport::Football),
        DraftBetKey::Teaser(TeaserSport::Basketball),
        DraftBetKey::RoundRobin(2),
        DraftBetKey::RoundRobin(12),
    ] {
        assert_eq!(DraftBetKey::parse(&key.id()), Some(key));
    }
    assert_eq!(DraftBetKey::RoundRobin(3).id(), "round-robin:3");
    assert_eq!(
        DraftBetKey::Teaser(TeaserSport::Football).id(),
        "teaser:football"
    );
    for bad in [
        "",
        "straight:",
        "teaser:hockey",
        "round-robin:1",
        "round-robin:03",
        "round-robin:x",
        "round-robin:300",
        "parlays",
    ] {
        assert_eq!(DraftBetKey::parse(bad), None, "{bad}");
    }
    for t in [
        BetType::Straight,
        BetType::Parlay,
        BetType::Teaser,
        BetType::RoundRobin,
    ] {
        assert_eq!(BetType::parse(t.as_str()), Some(t));
    }
    for s in [
        AmountSource::Cash,
        AmountSource::FreeBet,
        AmountSource::PromotionalCredit,
    ] {
        assert_eq!(AmountSource::parse(s.as_str()), Some(s));
    }
    for a in [AutoAccept::None, AutoAccept::Higher, AutoAccept::Any] {
        assert_eq!(AutoAccept::parse(a.as_str()), Some(a));
    }
    assert_eq!(BetType::RoundRobin.as_str(), "round_robin");
}

fn nfl_spread(id: &str, event: &str, kind: SelectionKind, line: &str) -> LegQuote {
    quote(
        id,
        event,
        &format!("sp-{event}"),
        MarketType::Spread,
        kind,
        Some(line),
        -110,
    )
}

#[test]
fn a_two_team_six_point_football_teaser_is_minus_120() {
    let mut total = quote(
        "over",
        "e2",
        "tot-e2",
        MarketType::AlternateTotal,
        SelectionKind::Over,
        Some("45"),
        -110,
    );
    total.competition = "ncaaf".to_owned();
    let mut nba = nfl_spread("nba1", "e3", SelectionKind::Away, "+2.5");
    nba.sport = "basketball".to_owned();
    nba.competition = "nba".to_owned();
    let mut ncaab = quote(
        "nc",
        "e4",
        "t4",
        MarketType::Total,
        SelectionKind::Under,
        Some("140.5"),
        -110,
    );
    ncaab.sport = "basketball".to_owned();
    ncaab.competition = "ncaab".to_owned();
    let world = World::new(vec![
        nfl_spread("fav", "e1", SelectionKind::Home, "-7"),
        total,
        nba,
        ncaab,
        ml("m", 150),
    ]);
    let mut state = world.slip(&["fav", "over", "nba1", "nc", "m"]);
    stake(&mut state, "teaser:football", 12_000, AmountField::Bet);
    let slip = compute(&state, &world.ctx());
    assert!(slip.teaser.errors.is_empty());
    let [football, basketball] = slip.teaser.bets.as_slice() else {
        panic!("two teasers");
    };
    assert_eq!(football.id, "teaser:football");
    assert_eq!(football.leg_ids, vec!["fav", "over"]);
    assert_eq!(football.total_odds.unwrap().american(), -120);
    assert_eq!(football.win_cents, 10_000);
    let info = football.teaser.as_ref().unwrap();
    assert_eq!(info.points, pts("6"));
    assert_eq!(
        info.teased_points,
        vec![
            ("fav".to_owned(), pts("-1")),
            ("over".to_owned(), pts("39"))
        ]
    );
    let previews: Vec<(Points, i64)> = info
        .previews
        .iter()
        .map(|p| (p.points, p.total_odds.unwrap().american()))
        .collect();
    assert_eq!(
        previews,
        vec![(pts("6"), -120), (pts("6.5"), -130), (pts("7"), -140)]
    );
    let info = basketball.teaser.as_ref().unwrap();
    assert_eq!(basketball.total_odds.unwrap().american(), -110);
    assert_eq!(
        info.teased_points,
        vec![
            ("nba1".to_owned(), pts("6.5")),
            ("nc".to_owned(), pts("144.5"))
        ]
    );
    // Buying points: 7 in football.
    state
        .teaser_points
        .insert("teaser:football".to_owned(), pts("7"));
    // An option the sport does not offer falls back to the default.
    state
        .teaser_points
        .insert("teaser:basketball".to_owned(), pts("6"));
    let slip = compute(&state, &world.ctx());
    assert_eq!(slip.teaser.bets[0].total_odds.unwrap().american(), -140);
    assert_eq!(
        slip.teaser.bets[1].teaser.as_ref().unwrap().points,
        pts("4")
    );

    // Nothing teasable.
    let state = world.slip(&["fav", "m", "nba1"]);
    let slip = compute(&state, &world.ctx());
    assert!(slip.teaser.bets.is_empty());
    assert_eq!(
        slip.teaser.errors[0].message,
        "Teasers need 2 or more football or basketball spread or total selections."
    );
}

#[test]
fn legs_in_play_are_not_teased_and_the_section_says_why() {
    let mut live = nfl_spread("live", "e2", SelectionKind::Away, "+3.5");
    live.started = true;
    live.in_play_priced = true;
    let world = World::new(vec![
        nfl_spread("a", "e1", SelectionKind::Home, "-7"),
        nfl_spread("b", "e3", SelectionKind::Home, "-2.5"),
        live,
    ]);
    let in_play = BetslipError::invalid("Selections already in play cannot be teased.");
    // Three teasable markets, one live: a two-leg teaser of the others.
    let slip = compute(&world.slip(&["a", "b", "live"]), &world.ctx());
    let [teaser] = slip.teaser.bets.as_slice() else {
        panic!("one teaser");
    };
    assert_eq!(teaser.leg_ids, vec!["a", "b"]);
    assert_eq!(teaser.total_odds.unwrap().american(), -120);
    assert!(teaser.errors.is_empty());
    assert_eq!(slip.teaser.errors, vec![in_play.clone()]);
    // The live leg still plays in the straight and the parlay.
    assert_eq!(slip.straight.bets.len(), 3);
    assert_eq!(slip.parlay.bets[0].leg_ids.len(), 3);
    // With it, too few are left to tease: both reasons show.
    let slip = compute(&world.slip(&["a", "live"]), &world.ctx());
    assert!(slip.teaser.bets.is_empty());
    assert_eq!(
        codes(&slip.teaser.errors),
        vec![ErrorCode::Invalid, ErrorCode::Invalid]
    );
    assert!(slip.teaser.errors.contains(&in_play));
    assert!(
        slip.teaser
            .errors
            .iter()
            .any(|e| e.message.starts_with("Teasers need 2"))
    );
    // Pre-game, the same legs make a teaser and no error.
    let slip = compute(&world.slip(&["a", "b"]), &world.ctx());
    assert_eq!(slip.teaser.bets.len(), 1);
    assert!(slip.teaser.errors.is_empty());
}

#[test]
fn college_basketball_keys_are_teased_as_basketball() {
    let leg = |id: &str, event: &str, key: &str| {
        let mut q = nfl_spread(id, event, SelectionKind::Home, "-4.5");
        q.sport = key.to_owned();
        q.competition = key.to_owned();
        q
    };
    let world = World::new(vec![
        leg("w", "e1", "wncaab-championship"),
        leg("m", "e2", "ncaab-championship"),
        leg("n", "e3", "ncaab"),
        leg("f", "e4", "ncaaf"),
        leg("h", "e5", "nhl"),
    ]);
    let slip = compute(&world.slip(&["w", "m", "n", "f", "h"]), &world.ctx());
    let [basketball] = slip.teaser.bets.as_slice() else {
        panic!("one teaser: {:?}", slip.teaser.bets);
    };
    assert_eq!(basketball.id, "teaser:basketball");
    assert_eq!(basketball.leg_ids, vec!["w", "m", "n"]);
    // Three basketball legs at 4 points: +180.
    assert_eq!(basketball.total_odds.unwrap().american(), 180);
    // ncaaf alone is one football leg: too few for a football teaser.
    let slip = compute(&world.slip(&["f", "h"]), &world.ctx());
    assert!(slip.teaser.bets.is_empty());
}

#[test]
fn parlay_plus_eligibility_is_the_same_game_group() {
    let world = World::new(vec![
        quote(
            "fav",
            "e1",
            "ml-e1",
            MarketType::Moneyline,
            SelectionKind::Home,
            None,
            -180,
        ),
        nfl_spread("fav-sp", "e1", SelectionKind::Home, "-3.5"),
        ml("other", 120),
        ml("third", 150),
    ]);
    // Independent events only: a parlay, not Parlay+.
    let slip = compute(&world.slip(&["other", "third"]), &world.ctx());
    assert!(!slip.parlay.bets[0].parlay_plus_eligible);
    assert!(slip.groupings.iter().all(|g| !g.parlay_plus_eligible));
    // A same-game group makes the parlay and its group eligible; a single-leg event is not.
    let slip = compute(&world.slip(&["fav", "fav-sp", "other"]), &world.ctx());
    assert!(slip.parlay.bets[0].parlay_plus_eligible);
    let eligible: Vec<(&str, bool)> = slip
        .groupings
        .iter()
        .map(|g| (g.event_id.as_str(), g.parlay_plus_eligible))
        .collect();
    assert_eq!(eligible, vec![("e1", true), ("ev-other", false)]);
    // Straights never are.
    assert!(slip.straight.bets.iter().all(|b| !b.parlay_plus_eligible));
}

#[test]
fn round_robins_by_twos_and_threes() {
    let world = World::new(vec![
        ml("a", -110),
        ml("b", -110),
        ml("c", -110),
        ml("d", 150),
    ]);
    let mut state = world.slip(&["a", "b", "c", "d"]);
    stake(&mut state, "round-robin:2", 100, AmountField::Bet);
    stake(&mut state, "round-robin:3", 100, AmountField::Bet);
    let slip = compute(&state, &world.ctx());
    let bets = &slip.round_robin.bets;
    assert_eq!(
        bets.iter()
            .map(|b| (b.id.as_str(), b.combinations))
            .collect::<Vec<_>>(),
        vec![
            ("round-robin:2", 6),
            ("round-robin:3", 4),
            ("round-robin:4", 1)
        ]
    );
    assert!(
        bets.iter()
            .all(|b| b.distinct_legs == 4 && b.total_odds.is_none())
    );
    let by2 = &bets[0];
    assert_eq!((by2.bet_cents, by2.total_stake_cents), (100, 600));
    // Three -110 pairs at $2.64 each, three -110/+150 pairs at 21/11 × 5/2 − 1 = 3.7727 -> $3.77.
    assert_eq!(by2.win_cents, 3 * 264 + 3 * 377);
    assert_eq!(slip.round_robin.total_bet_cents, 1000);
    // To win $50.00 by 2s.
    stake(&mut state, "round-robin:2", 5000, AmountField::Win);
    let by2 = &compute(&state, &world.ctx()).round_robin.bets[0];
    // $1 by 2s wins 3 × 2.64 + 3 × 3.77 = $19.23: $2.60 per combination wins $50.00.
    assert_eq!((by2.bet_cents, by2.win_cents), (260, 5001));

    // Two legs of one event.
    let world = World::new(vec![
        quote(
            "h",
            "e",
            "ml",
            MarketType::Moneyline,
            SelectionKind::Home,
            None,
            -110,
        ),
        quote(
            "o",
            "e",
            "t",
            MarketType::Total,
            SelectionKind::Over,
            Some("44.5"),
            -110,
        ),
        ml("x", 100),
    ]);
    let slip = compute(&world.slip(&["h", "o", "x"]), &world.ctx());
    assert!(slip.round_robin.bets.is_empty());
    assert_eq!(
        slip.round_robin.errors[0].message,
        "Round robins need selections from different events."
    );
}

#[test]
fn twelve_legs_with_every_size() {
    let prices = [
        -110, 150, -120, 200, -105, 130, -150, 110, -200, 250, 100, -130,
    ];
    let ids: Vec<String> = (0..12).map(|i| format!("s{i}")).collect();
    let world = World::new(ids.iter().zip(prices).map(|(id, p)| ml(id, p)).collect());
    let refs: Vec<&str> = ids.iter().map(String::as_str).collect();
    let mut state = world.slip(&refs);
    for k in 2..=12 {
        stake(
            &mut state,
            &format!("round-robin:{k}"),
            100,
            AmountField::Bet,
        );
    }
    let slip = compute(&state, &world.ctx());
    let total: u32 = slip.round_robin.bets.iter().map(|b| b.combinations).sum();
    assert_eq!(total, 4083);
    assert_eq!(slip.round_robin.total_bet_cents, 408_300);
    // By 12s is the parlay.
    let parlay = Odds::combine(&prices.map(am)).unwrap();
    let by12 = slip.round_robin.bets.last().unwrap();
    assert_eq!(by12.win_cents, super::amounts::win_for_stake(100, parlay));
}

#[test]
fn parlays_too_long_to_represent_are_refused_cleanly() {
    // Denominators 1999, 1997, ... multiply past 64 bits.
    let prices = [-1999, -1997, -1993, -1987, -1979, -1973, -1951];
    let ids: Vec<String> = (0..prices.len()).map(|i| format!("s{i}")).collect();
    let world = World::new(ids.iter().zip(prices).map(|(id, p)| ml(id, p)).collect());
    let refs: Vec<&str> = ids.iter().map(String::as_str).collect();
    let mut state = world.slip(&refs);
    stake(&mut state, "parlay", 1000, AmountField::Bet);
    stake(&mut state, "round-robin:7", 1000, AmountField::Win);
    let slip = compute(&state, &world.ctx());
    let parlay = &slip.parlay.bets[0];
    assert_eq!(parlay.total_odds, None);
    assert_eq!(parlay.win_cents, 0);
    assert_eq!(
        parlay.errors[0].message,
        "These selections' combined odds are too long to bet."
    );
    // The round robin's exact sums are wider and still priced.
    let by7 = slip.round_robin.bets.last().unwrap();
    assert!(by7.errors.is_empty());
    assert!(by7.win_cents >= 1000);
}

#[test]
fn the_catalogue_of_errors() {
    let e = BetslipError::geo_not_verified();
    assert_eq!(
        (
            e.code.as_str(),
            e.display_type.as_str(),
            e.priority,
            e.disable_awards_display
        ),
        ("GEO_NOT_VERIFIED", "GEO", 3, true)
    );
    assert_eq!(
        e.message,
        "We need to verify your location before you proceed. Please Check Location."
    );
    assert_eq!(BetslipError::odds_changed().priority, 2);
    assert!(!BetslipError::odds_changed().disable_awards_display);
    assert_eq!(
        BetslipError::insufficient_funds().display_type.as_str(),
        "DEPOSIT"
    );
    assert_eq!(
        BetslipError::max_stake(5_000_000).message,
        "The maximum bet is $50,000.00."
    );
    assert_eq!(BetslipError::rg_limit("Over your limit.", None).priority, 4);
    assert_eq!(
        BetslipError::betslip_changed().display_type,
        DisplayType::Retryable
    );
    assert_eq!(BetslipError::generic().priority, 10);
    assert_eq!(
        BetslipError::rg_acknowledgement_required().code.as_str(),
        "RG_ACKNOWLEDGEMENT_REQUIRED"
    );
    let json = serde_json::to_value(BetslipError::selection_suspended()).unwrap();
    assert_eq!(json["display_type"], "SELECTION_DISABLED");
}

#[test]
fn the_slip_document_round_trips() {
    let world = World::new(vec![ml("a", 150)]);
    let mut state = world.slip(&["a"]);
    stake(&mut state, "straight:a", 1234, AmountField::Win);
    state
        .teaser_points
        .insert("teaser:football".to_owned(), pts("6.5"));
    state.accepted_group_odds.insert("e".to_owned(), am(250));
    let json = serde_json::to_string(&state).unwrap();
    let back: SlipState = serde_json::from_str(&json).unwrap();
    assert_eq!(back, state);
    assert_eq!(
        serde_json::from_str::<SlipState>("{}").unwrap(),
        SlipState::default()
    );
}

proptest! {
    /// A parlay's price is exactly the product of its legs' decimal prices, and its win is
    /// that product's profit on the stake rounded down. Legs are prices of the American
    /// ladder, as the catalogue quotes them.
    #[test]
    fn a_parlay_pays_the_product_of_its_legs(
        probabilities in prop::collection::vec(0.02f64..0.98, 2..13),
        stake_cents in 1i64..10_000_000,
    ) {
        let legs: Vec<i64> = probabilities
            .iter()
            .map(|&p| Odds::from_probability(p).unwrap().american())
            .collect();
        let ids: Vec<String> = (0..legs.len()).map(|i| format!("p{i}")).collect();
        let world = World::new(ids.iter().zip(&legs).map(|(id, &p)| ml(id, p)).collect());
        let refs: Vec<&str> = ids.iter().map(String::as_str).collect();
        let mut state = world.slip(&refs);
        set_amount(&mut state, "parlay", stake_cents, AmountField::Bet).unwrap();
        let slip = compute(&state, &world.ctx());
        let bet = &slip.parlay.bets[0];
        let odds = bet.total_odds.unwrap();
        // (n + d) / d == Π (n_i + d_i) / d_i, cross-multiplied exactly.
        let mut product = Fraction::ONE;
        for &p in &legs {
            product = product.times(Fraction::decimal(am(p))).unwrap();
        }
        let (n, d) = (u128::from(odds.numerator()), u128::from(odds.denominator()));
        prop_assert_eq!((n + d) * product.den, product.num * d);
        let expected = u128::try_from(stake_cents).unwrap() * (product.num - product.den) / product.den;
        prop_assert_eq!(u128::try_from(bet.win_cents).unwrap(), expected);
        // And each straight pays its own leg.
        for (straight, &p) in slip.straight.bets.iter().zip(&legs) {
            prop_assert_eq!(straight.total_odds, Some(am(p)));
        }
    }

    /// Typing a win gives the least stake that wins at least that much.
    #[test]
    fn win_amounts_give_minimal_stakes(price in prop_oneof![100i64..5000, -5000i64..=-100], win in 1i64..10_000_000) {
        let world = World::new(vec![ml("a", price)]);
        let mut state = world.slip(&["a"]);
        set_amount(&mut state, "straight:a", win, AmountField::Win).unwrap();
        let bet = &compute(&state, &world.ctx()).straight.bets[0];
        prop_assert!(bet.win_cents >= win);
        prop_assert!(super::amounts::win_for_stake(bet.bet_cents - 1, am(price)) < win);
    }
}

#[test]
fn a_teaser_price_other_than_the_one_seen_needs_acceptance() {
    let world = World::new(vec![
        nfl_spread("a", "e1", SelectionKind::Home, "-3.5"),
        nfl_spread("b", "e2", SelectionKind::Away, "+3.5"),
    ]);
    let mut state = world.slip(&["a", "b"]);
    // A teaser just formed is accepted as first shown (-120 at 6 points).
    assert!(auto_accept(&mut state, &world.ctx()));
    assert_eq!(
        state.accepted_teaser_odds.keys().collect::<Vec<_>>(),
        ["teaser:football|6|a|b"]
    );
    assert!(compute(&state, &world.ctx()).errors.is_empty());
    // The bettor buys 7 points having seen -130 (the table says -140): a move down.
    state
        .teaser_points
        .insert("teaser:football".to_owned(), pts("7"));
    state.accepted_teaser_odds.insert(
        teaser_key("teaser:football", pts("7"), &["b".into(), "a".into()]),
        am(-130),
    );
    assert!(auto_accept(&mut state, &world.ctx()), "6 points forgotten");
    assert_eq!(state.accepted_teaser_odds.len(), 1);
    let slip = compute(&state, &world.ctx());
    let bet = &slip.teaser.bets[0];
    assert_eq!(bet.total_odds, Some(am(-140)));
    assert_eq!(bet.total_odds_trend, OddsTrend::Down);
    assert!(bet.requires_acceptance);
    assert_eq!(codes(&bet.errors), vec![ErrorCode::OddsChanged]);
    assert_eq!(codes(&slip.errors), vec![ErrorCode::OddsChanged]);
    // Accepting only selections leaves it; accepting everything takes the table's price.
    let mut partly = state.clone();
    accept_listed(
        &mut partly,
        &world.ctx(),
        &Acceptance {
            selections: vec!["a".into(), "b".into()],
            groups: Vec::new(),
        },
    )
    .unwrap();
    assert!(compute(&partly, &world.ctx()).teaser.bets[0].requires_acceptance);
    accept_changes(&mut state, &world.ctx());
    let slip = compute(&state, &world.ctx());
    assert!(slip.errors.is_empty());
    assert_eq!(slip.teaser.bets[0].total_odds_trend, OddsTrend::Unchanged);
    // With auto-accept Any the move is taken silently.
    let mut world = world;
    world.auto = AutoAccept::Any;
    let mut state = world.slip(&["a", "b"]);
    state.accepted_teaser_odds.insert(
        teaser_key("teaser:football", pts("6"), &["a".into(), "b".into()]),
        am(-110),
    );
    assert!(auto_accept(&mut state, &world.ctx()));
    assert!(!compute(&state, &world.ctx()).teaser.bets[0].requires_acceptance);
}

#[test]
fn accepting_listed_changes_leaves_the_others() {
    let ml_home = quote(
        "mlh",
        "e",
        "ml",
        MarketType::Moneyline,
        SelectionKind::Home,
        None,
        -180,
    );
    let over = quote(
        "o",
        "e",
        "total",
        MarketType::Total,
        SelectionKind::Over,
        Some("44.5"),
        -110,
    );
    let mut world = World::new(vec![ml_home, over, ml("x", 150)]);
    let mut state = world.slip(&["mlh", "o", "x"]);
    auto_accept(&mut state, &world.ctx());
    world.quotes.get_mut("o").unwrap().odds = am(-150);
    world.quotes.get_mut("x").unwrap().odds = am(120);
    let requiring = |state: &SlipState, world: &World| {
        let slip = compute(state, &world.ctx());
        (
            slip.legs
                .iter()
                .filter(|l| l.requires_acceptance)
                .map(|l| l.selection_id.clone())
                .collect::<Vec<_>>(),
            slip.groupings
                .iter()
                .filter(|g| g.leg_ids.len() >= 2 && g.requires_acceptance)
                .count(),
        )
    };
    assert_eq!(requiring(&state, &world), (vec!["o".into(), "x".into()], 1));

    // Unknown selections and groups are refused, nothing accepted.
    let before = state.clone();
    for (acceptance, message) in [
        (
            Acceptance {
                selections: vec!["x".into(), "nope".into()],
                groups: Vec::new(),
            },
            ACCEPT_UNKNOWN_SELECTION,
        ),
        (
            Acceptance {
                selections: vec!["x".into()],
                groups: vec![vec!["o".into()]],
            },
            ACCEPT_UNKNOWN_GROUP,
        ),
        (
            Acceptance {
                selections: Vec::new(),
                groups: vec![vec!["o".into(), "x".into()]],
            },
            ACCEPT_UNKNOWN_GROUP,
        ),
    ] {
        let err = accept_listed(&mut state, &world.ctx(), &acceptance).unwrap_err();
        assert_eq!(err.message, message);
        assert_eq!(state, before);
    }

    // The group (legs in any order) only: its legs and the other selection still wait.
    accept_listed(
        &mut state,
        &world.ctx(),
        &Acceptance {
            selections: Vec::new(),
            groups: vec![vec!["o".into(), "mlh".into()]],
        },
    )
    .unwrap();
    assert_eq!(requiring(&state, &world), (vec!["o".into(), "x".into()], 0));
    accept_listed(
        &mut state,
        &world.ctx(),
        &Acceptance {
            selections: vec!["x".into()],
            groups: Vec::new(),
        },
    )
    .unwrap();
    assert_eq!(requiring(&state, &world), (vec!["o".into()], 0));
    assert_eq!(state.selection("x").unwrap().accepted_odds, am(120));
}

#[test]
fn the_max_bet_is_the_operators_lowered_by_the_max_single_wager() {
    let world = World::new(vec![
        ml("a", -110),
        ml("b", -110),
        ml("c", -110),
        ml("d", 150),
    ]);
    let state = world.slip(&["a", "b", "c", "d"]);
    let slip = compute(&state, &world.ctx());
    // $50,000.00 per selection for a straight.
    assert_eq!(slip.straight.bets[0].max_bet_cents, 5_000_000);
    // By 2s of 4 legs: each leg is in 3 of the 6 combinations, so $50,000.00 / 3.
    assert_eq!(slip.round_robin.bets[0].max_bet_cents, 1_666_666);
    // A $30.00 max single wager caps a straight at $30.00 and 6 combinations at $5.00 each.
    let mut ctx = world.ctx();
    ctx.max_single_wager_cents = Some(3_000);
    let slip = compute(&state, &ctx);
    assert_eq!(slip.straight.bets[0].max_bet_cents, 3_000);
    assert_eq!(slip.parlay.bets[0].max_bet_cents, 3_000);
    assert_eq!(slip.round_robin.bets[0].max_bet_cents, 500);
}
