//! The markets an event offers, how each is priced from an [`Outlook`] with a bookmaker's
//! margin, and how each is graded.
//!
//! Lines are chosen once, from the pre-game model without news, so a market's id and line
//! never change; in play only prices move. Two-way main spreads and totals carry the
//! standard -110/-110 margin (4.76%), moneylines 4.5%, alternates 5%, three-way results
//! and props more. The margin is added in log-odds, which keeps long favourites quotable,
//! and shrinks for lopsided markets; prices are snapped to the American ladder.

use crate::game::{Ctx, GameProp, Live, Props, game_prop_known};
use crate::pmf::{Outlook, Pmf};
use crate::teams::{League, Sport};
use domain::catalogue::{MarketType, SelectionKind, SelectionResult, Side};
use domain::odds::Odds;
use domain::sports::{LiveStatus, Points};

/// What a market is about.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Line {
    Moneyline,
    ThreeWay,
    /// The home side's points, in half points.
    Spread(i32),
    /// The total's line, in half points.
    Total(i32),
    TeamTotal(Side, i32),
    /// A player statistic (prop slot) and its line.
    Player(usize, i32),
    /// A game proposition (game-prop slot).
    Yes(usize),
}

/// One selection of a market.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct SelectionSpec {
    /// The id's suffix after the market id.
    pub suffix: &'static str,
    pub name: String,
    pub kind: SelectionKind,
    pub side: Option<Side>,
    pub points: Option<Points>,
}

/// A market of an event.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct MarketSpec {
    /// The id's suffix after the event id.
    pub suffix: String,
    pub name: String,
    pub market_type: MarketType,
    pub main: bool,
    pub order: u32,
    pub statistic: Option<String>,
    pub line: Line,
    pub overround: f64,
    pub selections: Vec<SelectionSpec>,
    /// For player props: whether the statistic only grows.
    pub monotone: bool,
    pub game_prop: Option<GameProp>,
}

/// Per-sport market names and line rules.
struct Plan {
    spread: &'static str,
    total: &'static str,
    points_word: &'static str,
    /// Main spread: the line nearest an even split, or the favourite at -1.5.
    spread_at_one_and_a_half: bool,
    /// Main lines may be whole numbers (pushes possible).
    whole_lines: bool,
    /// Alternate spreads: offsets from the main line (relative) or absolute home lines.
    spread_alternates: Alternates,
    total_alternates: Alternates,
    three_way: bool,
}

enum Alternates {
    /// Every half point within this many half points of the main line.
    Around(i32),
    /// Every whole step (two half points) within this many half points of the main line.
    Steps(i32),
    /// These lines (half points).
    Fixed(&'static [i32]),
}

fn plan(league: League) -> Plan {
    match league.sport() {
        Sport::Football => Plan {
            spread: "Spread",
            total: "Total Points",
            points_word: "Total Points",
            spread_at_one_and_a_half: false,
            whole_lines: true,
            spread_alternates: Alternates::Around(14),
            total_alternates: Alternates::Around(14),
            three_way: false,
        },
        Sport::Basketball => Plan {
            spread: "Spread",
            total: "Total Points",
            points_word: "Total Points",
            spread_at_one_and_a_half: false,
            whole_lines: true,
            spread_alternates: Alternates::Around(10),
            total_alternates: Alternates::Around(10),
            three_way: false,
        },
        Sport::Hockey => Plan {
            spread: "Puck Line",
            total: "Total Goals",
            points_word: "Total Goals",
            spread_at_one_and_a_half: true,
            whole_lines: true,
            spread_alternates: Alternates::Fixed(&[-7, -5, -3, -1, 1, 3, 5, 7]),
            total_alternates: Alternates::Around(4),
            three_way: false,
        },
        Sport::Baseball => Plan {
            spread: "Run Line",
            total: "Total Runs",
            points_word: "Total Runs",
            spread_at_one_and_a_half: true,
            whole_lines: true,
            spread_alternates: Alternates::Fixed(&[-7, -5, -3, -1, 1, 3, 5, 7]),
            total_alternates: Alternates::Around(5),
            three_way: false,
        },
        Sport::Soccer => Plan {
            spread: "Goal Line",
            total: "Total Goals",
            points_word: "Total Goals",
            spread_at_one_and_a_half: false,
            whole_lines: false,
            spread_alternates: Alternates::Fixed(&[-5, -3, -1, 1, 3, 5]),
            total_alternates: Alternates::Fixed(&[1, 3, 5, 7, 9, 11]),
            three_way: true,
        },
        Sport::Tennis => Plan {
            spread: "Game Spread",
            total: "Total Games",
            points_word: "Total Games",
            spread_at_one_and_a_half: false,
            whole_lines: false,
            spread_alternates: Alternates::Steps(8),
            total_alternates: Alternates::Steps(6),
            three_way: false,
        },
        Sport::Darts => Plan {
            spread: "Leg Spread",
            total: "Total Legs",
            points_word: "Total Legs",
            spread_at_one_and_a_half: false,
            whole_lines: false,
            spread_alternates: Alternates::Fixed(&[-7, -5, -3, -1, 1, 3, 5, 7]),
            total_alternates: Alternates::Fixed(&[15, 17, 19, 21]),
            three_way: false,
        },
    }
}

/// Overrounds (the sum of the implied probabilities a market is priced to).
pub(crate) const MAIN_LINE_OVERROUND: f64 = 1.0 + 2.0 * (110.0 / 210.0 - 0.5);
const MONEYLINE_OVERROUND: f64 = 1.045;
const ALTERNATE_OVERROUND: f64 = 1.05;
const THREE_WAY_OVERROUND: f64 = 1.06;
const TEAM_TOTAL_OVERROUND: f64 = 1.06;
const PLAYER_OVERROUND: f64 = 1.07;
const GAME_PROP_OVERROUND: f64 = 1.06;

/// Shortest and longest probability a selection is quoted at; beyond, the market is hidden.
const MAX_QUOTED: f64 = 0.985;
const MIN_QUOTED: f64 = 0.0125;

/// The chance the home side covers `halves` (excluding the push) and the push.
fn cover(margin: &Pmf, halves: i32) -> (f64, f64) {
    // Home covers when 2 * margin + halves > 0, i.e. 2 * margin > -halves.
    margin.above(-halves)
}

/// The line (in half points) whose over is nearest an even split.
fn nearest_even(pmf: &Pmf, whole: bool, lo: i32, hi: i32, spread: bool) -> i32 {
    let mut best = if whole { lo } else { lo | 1 };
    let mut best_gap = f64::INFINITY;
    let mut halves = lo;
    while halves <= hi {
        if whole || halves % 2 != 0 {
            let (over, push) = if spread {
                cover(pmf, halves)
            } else {
                pmf.above(halves)
            };
            let decided = (1.0 - push).max(1e-12);
            let gap = (over / decided - 0.5).abs();
            if gap < best_gap - 1e-12 {
                best_gap = gap;
                best = halves;
            }
        }
        halves += 1;
    }
    best
}

fn points(halves: i32) -> Option<Points> {
    Points::from_halves(halves).ok()
}

fn two_sides(ctx: &Ctx, halves: Option<i32>) -> Vec<SelectionSpec> {
    vec![
        SelectionSpec {
            suffix: "h",
            name: ctx.home.full.to_owned(),
            kind: SelectionKind::Home,
            side: Some(Side::Home),
            points: halves.and_then(points),
        },
        SelectionSpec {
            suffix: "a",
            name: ctx.away.full.to_owned(),
            kind: SelectionKind::Away,
            side: Some(Side::Away),
            points: halves.and_then(|h| points(-h)),
        },
    ]
}

fn over_under(halves: i32) -> Vec<SelectionSpec> {
    vec![
        SelectionSpec {
            suffix: "o",
            name: "Over".to_owned(),
            kind: SelectionKind::Over,
            side: None,
            points: points(halves),
        },
        SelectionSpec {
            suffix: "u",
            name: "Under".to_owned(),
            kind: SelectionKind::Under,
            side: None,
            points: points(halves),
        },
    ]
}

fn yes_no() -> Vec<SelectionSpec> {
    vec![
        SelectionSpec {
            suffix: "y",
            name: "Yes".to_owned(),
            kind: SelectionKind::Yes,
            side: None,
            points: None,
        },
        SelectionSpec {
            suffix: "n",
            name: "No".to_owned(),
            kind: SelectionKind::No,
            side: None,
            points: None,
        },
    ]
}

fn prop_question(ctx: &Ctx, prop: GameProp) -> String {
    match prop {
        GameProp::Overtime => "Will the game go to overtime?".to_owned(),
        GameProp::BothTeamsToScore => "Both Teams to Score".to_owned(),
        GameProp::RunInFirstInning => "Run in the 1st inning?".to_owned(),
        GameProp::ExtraInnings => "Will the game go to extra innings?".to_owned(),
        GameProp::Tiebreak => "Tie-break in the match?".to_owned(),
        GameProp::WinsASet(side) => format!("{} to win a set?", ctx.team(side).full),
        GameProp::DecidingLeg => "Will the match go to a deciding leg?".to_owned(),
    }
}

/// Every market of an event, with its lines chosen from the pre-game outlook `pre`.
pub(crate) fn build(ctx: &Ctx, props: &Props, pre: &Outlook) -> Vec<MarketSpec> {
    let plan = plan(ctx.league);
    let mut out = Vec::new();
    let simple =
        |suffix: &str, name: String, market_type, main, order, line, overround, selections| {
            MarketSpec {
                suffix: suffix.to_owned(),
                name,
                market_type,
                main,
                order,
                statistic: None,
                line,
                overround,
                selections,
                monotone: false,
                game_prop: None,
            }
        };
    // Moneyline or result.
    if plan.three_way {
        let mut selections = two_sides(ctx, None);
        selections.insert(
            1,
            SelectionSpec {
                suffix: "d",
                name: "Draw".to_owned(),
                kind: SelectionKind::Draw,
                side: None,
                points: None,
            },
        );
        out.push(simple(
            "3w",
            "Result".to_owned(),
            MarketType::ThreeWay,
            true,
            0,
            Line::ThreeWay,
            THREE_WAY_OVERROUND,
            selections,
        ));
    } else {
        out.push(simple(
            "ml",
            "Moneyline".to_owned(),
            MarketType::Moneyline,
            true,
            0,
            Line::Moneyline,
            MONEYLINE_OVERROUND,
            two_sides(ctx, None),
        ));
    }
    // Main spread and its alternates.
    let spread_main = if plan.spread_at_one_and_a_half {
        if pre.home_win >= pre.away_win { -3 } else { 3 }
    } else {
        let centre = crate::num::round_i32(-2.0 * pre.margin.mean());
        nearest_even(
            &pre.margin,
            plan.whole_lines,
            centre - 12,
            centre + 12,
            true,
        )
    };
    out.push(simple(
        "sp",
        plan.spread.to_owned(),
        MarketType::Spread,
        true,
        1,
        Line::Spread(spread_main),
        MAIN_LINE_OVERROUND,
        two_sides(ctx, Some(spread_main)),
    ));
    let total_main = {
        let centre = crate::num::round_i32(2.0 * pre.total.mean());
        nearest_even(
            &pre.total,
            plan.whole_lines,
            (centre - 12).max(1),
            centre + 12,
            false,
        )
    };
    out.push(simple(
        "tot",
        plan.total.to_owned(),
        MarketType::Total,
        true,
        2,
        Line::Total(total_main),
        MAIN_LINE_OVERROUND,
        over_under(total_main),
    ));
    for (i, halves) in alternates(&plan.spread_alternates, spread_main)
        .into_iter()
        .enumerate()
    {
        out.push(simple(
            &format!("asp{halves}"),
            format!("Alternate {}", plan.spread),
            MarketType::AlternateSpread,
            false,
            u32::try_from(i).unwrap_or(0),
            Line::Spread(halves),
            ALTERNATE_OVERROUND,
            two_sides(ctx, Some(halves)),
        ));
    }
    let spread_count = u32::try_from(out.len()).unwrap_or(0);
    for (i, halves) in alternates(&plan.total_alternates, total_main)
        .into_iter()
        .filter(|h| *h > 0)
        .enumerate()
    {
        out.push(simple(
            &format!("atot{halves}"),
            format!("Alternate {}", plan.total),
            MarketType::AlternateTotal,
            false,
            spread_count + u32::try_from(i).unwrap_or(0),
            Line::Total(halves),
            ALTERNATE_OVERROUND,
            over_under(halves),
        ));
    }
    // Team totals.
    for (order, (side, pmf, suffix)) in [
        (Side::Home, &pre.home, "tth"),
        (Side::Away, &pre.away, "tta"),
    ]
    .into_iter()
    .enumerate()
    {
        let centre = crate::num::round_i32(2.0 * pmf.mean());
        let halves = nearest_even(pmf, false, (centre - 8).max(1), centre + 8, false);
        out.push(MarketSpec {
            suffix: suffix.to_owned(),
            name: format!("{} {}", ctx.team(side).full, plan.points_word),
            market_type: MarketType::TeamTotal,
            main: false,
            order: u32::try_from(order).unwrap_or(0),
            statistic: Some(plan.points_word.trim_start_matches("Total ").to_owned()),
            line: Line::TeamTotal(side, halves),
            overround: TEAM_TOTAL_OVERROUND,
            selections: over_under(halves),
            monotone: true,
            game_prop: None,
        });
    }
    // Game props.
    for (slot, prop) in props.game.iter().enumerate() {
        out.push(MarketSpec {
            suffix: format!("gp{slot}"),
            name: prop_question(ctx, *prop),
            market_type: MarketType::GameProp,
            main: false,
            order: 10 + u32::try_from(slot).unwrap_or(0),
            statistic: None,
            line: Line::Yes(slot),
            overround: GAME_PROP_OVERROUND,
            selections: yes_no(),
            monotone: false,
            game_prop: Some(*prop),
        });
    }
    // Player props.
    for (slot, prop) in props.players.iter().enumerate() {
        let Some(pmf) = pre.players.get(slot) else {
            continue;
        };
        let centre = crate::num::round_i32(2.0 * pmf.mean());
        let halves = nearest_even(pmf, false, (centre - 10).max(1), centre + 10, false);
        out.push(MarketSpec {
            suffix: format!("pp{slot}"),
            name: format!("{} {}", prop.player, prop.statistic),
            market_type: MarketType::PlayerProp,
            main: false,
            order: u32::try_from(slot).unwrap_or(0),
            statistic: Some(prop.statistic.to_owned()),
            line: Line::Player(slot, halves),
            overround: PLAYER_OVERROUND,
            selections: over_under(halves),
            monotone: prop.monotone,
            game_prop: None,
        });
    }
    out
}

fn alternates(rule: &Alternates, main: i32) -> Vec<i32> {
    match rule {
        Alternates::Around(width) => (main - width..=main + width)
            .filter(|h| *h != main)
            .collect(),
        Alternates::Steps(width) => (1..=width / 2)
            .flat_map(|k| [main - 2 * k, main + 2 * k])
            .collect::<std::collections::BTreeSet<i32>>()
            .into_iter()
            .collect(),
        Alternates::Fixed(lines) => lines.iter().copied().filter(|h| *h != main).collect(),
    }
}

/// Fair probabilities of a market's selections (pushes excluded), in selection order.
pub(crate) fn fair(spec: &MarketSpec, o: &Outlook) -> Vec<f64> {
    let two = |win: f64, lose: f64| -> Vec<f64> {
        let sum = (win + lose).max(1e-12);
        vec![win / sum, lose / sum]
    };
    match spec.line {
        Line::Moneyline => two(o.home_win, o.away_win),
        Line::ThreeWay => vec![o.home_win, o.draw, o.away_win],
        Line::Spread(halves) => {
            let (home, push) = cover(&o.margin, halves);
            two(home, 1.0 - home - push)
        }
        Line::Total(halves) => {
            let (over, push) = o.total.above(halves);
            two(over, 1.0 - over - push)
        }
        Line::TeamTotal(side, halves) => {
            let pmf = match side {
                Side::Home => &o.home,
                Side::Away => &o.away,
            };
            let (over, push) = pmf.above(halves);
            two(over, 1.0 - over - push)
        }
        Line::Player(slot, halves) => match o.players.get(slot) {
            Some(pmf) => {
                let (over, push) = pmf.above(halves);
                two(over, 1.0 - over - push)
            }
            None => vec![0.5, 0.5],
        },
        Line::Yes(slot) => {
            let yes = o.yes.get(slot).copied().unwrap_or(0.5);
            two(yes, 1.0 - yes)
        }
    }
}

fn logit(p: f64) -> f64 {
    let p = p.clamp(1e-9, 1.0 - 1e-9);
    (p / (1.0 - p)).ln()
}

fn logistic(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// Adds the margin to fair probabilities: every selection's log-odds move by the same amount,
/// chosen so the probabilities sum to the overround (up to 30% less for lopsided markets, as
/// books quote long favourites).
pub(crate) fn with_margin(fair: &[f64], overround: f64) -> Vec<f64> {
    let top = fair.iter().copied().fold(0.0, f64::max).clamp(0.0, 1.0);
    let lopsided = if top <= 0.5 {
        1.0
    } else {
        0.7 + 1.2 * top * (1.0 - top)
    };
    let target = 1.0 + (overround - 1.0) * lopsided;
    if let [q, _] = fair {
        // Two ways: with a = q / (1 - q) and u = e^c, a u / (1 + a u) + u / (a + u) = target
        // is a quadratic in u.
        let q = q.clamp(1e-9, 1.0 - 1e-9);
        let a = q / (1.0 - q);
        let qa = a * (2.0 - target);
        let qb = (1.0 - target) * (1.0 + a * a);
        let qc = -target * a;
        let u = (-qb + (qb * qb - 4.0 * qa * qc).sqrt()) / (2.0 * qa);
        return vec![a * u / (1.0 + a * u), u / (a + u)];
    }
    let sum_at = |c: f64| fair.iter().map(|q| logistic(logit(*q) + c)).sum::<f64>();
    let (mut lo, mut hi) = (0.0, 5.0);
    for _ in 0..60 {
        let mid = (lo + hi) / 2.0;
        if sum_at(mid) < target {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    let c = (lo + hi) / 2.0;
    fair.iter().map(|q| logistic(logit(*q) + c)).collect()
}

/// The quoted prices of a market, or `None` when a selection falls outside the quoted range
/// (the market is then hidden). Hidden markets still need prices: `fallback` has them.
pub(crate) fn quote(spec: &MarketSpec, outlook: &Outlook) -> (Option<Vec<Odds>>, Vec<Odds>) {
    let margined = with_margin(&fair(spec, outlook), spec.overround);
    let odds: Vec<Odds> = margined
        .iter()
        .map(|q| Odds::from_probability(q.clamp(0.005, 0.995)).unwrap_or(domain::odds::EVEN))
        .collect();
    let quotable = margined
        .iter()
        .all(|q| (MIN_QUOTED..=MAX_QUOTED).contains(q));
    (quotable.then(|| odds.clone()), odds)
}

/// The quantities lines are graded on: games in tennis, the score elsewhere.
pub(crate) fn line_score(ctx: &Ctx, live: &Live) -> (i64, i64) {
    if ctx.league.sport() == Sport::Tennis {
        live.segments.iter().fold((0, 0), |acc, s| {
            (acc.0 + i64::from(s.home), acc.1 + i64::from(s.away))
        })
    } else {
        (i64::from(live.home), i64::from(live.away))
    }
}

fn by_sign(v: i64) -> [SelectionResult; 2] {
    use SelectionResult::{Loss, Push, Win};
    match v.cmp(&0) {
        std::cmp::Ordering::Greater => [Win, Loss],
        std::cmp::Ordering::Less => [Loss, Win],
        std::cmp::Ordering::Equal => [Push, Push],
    }
}

/// A market's grades once decided: at the end of the event, or earlier when nothing can
/// change them (an over already reached, both teams scored...).
pub(crate) fn grade(ctx: &Ctx, spec: &MarketSpec, live: &Live) -> Option<Vec<SelectionResult>> {
    use SelectionResult::{Loss, Void, Win};
    let n = spec.selections.len();
    match live.status {
        LiveStatus::Cancelled | LiveStatus::Withdrawn => return Some(vec![Void; n]),
        _ => {}
    }
    let terminal = live.status == LiveStatus::Final;
    let (h, a) = line_score(ctx, live);
    let over = |value: i64, halves: i32| 2 * value - i64::from(halves);
    match spec.line {
        Line::Moneyline if terminal => {
            Some(by_sign(i64::from(live.home) - i64::from(live.away)).to_vec())
        }
        Line::ThreeWay if terminal => Some(match live.home.cmp(&live.away) {
            std::cmp::Ordering::Greater => vec![Win, Loss, Loss],
            std::cmp::Ordering::Equal => vec![Loss, Win, Loss],
            std::cmp::Ordering::Less => vec![Loss, Loss, Win],
        }),
        Line::Spread(halves) if terminal => Some(by_sign(2 * (h - a) + i64::from(halves)).to_vec()),
        Line::Total(halves) => {
            let v = over(h + a, halves);
            (terminal || v > 0).then(|| by_sign(v).to_vec())
        }
        Line::TeamTotal(side, halves) => {
            let value = if side == Side::Home { h } else { a };
            let v = over(value, halves);
            (terminal || v > 0).then(|| by_sign(v).to_vec())
        }
        Line::Player(slot, halves) => {
            let value = i64::from(live.stats.get(slot).copied().unwrap_or(0));
            let v = over(value, halves);
            (terminal || (spec.monotone && v > 0)).then(|| by_sign(v).to_vec())
        }
        Line::Yes(_) => {
            let prop = spec.game_prop?;
            match game_prop_known(prop, live) {
                Some(true) => Some(vec![Win, Loss]),
                Some(false) => Some(vec![Loss, Win]),
                None if terminal => Some(vec![Void; n]),
                None => None,
            }
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn even_money_with_the_standard_margin_is_minus_110() {
        let q = with_margin(&[0.5, 0.5], MAIN_LINE_OVERROUND);
        for p in &q {
            assert_eq!(Odds::from_probability(*p).unwrap().american(), -110);
        }
        // Lopsided markets keep both sides on the ladder.
        let q = with_margin(&[0.96, 0.04], MONEYLINE_OVERROUND);
        assert!(q[0] < 0.985 && q[1] > 0.04, "{q:?}");
        let sum: f64 = q.iter().sum();
        assert!(sum > 1.0 && sum < 1.045, "{sum}");
        let three = with_margin(&[0.45, 0.27, 0.28], THREE_WAY_OVERROUND);
        assert!((three.iter().sum::<f64>() - 1.06).abs() < 1e-6);
        // The closed form for two ways agrees with the general one.
        let two = with_margin(&[0.7, 0.3], 1.05);
        let target = 1.0 + 0.05 * (0.7 + 1.2 * 0.7 * 0.3);
        assert!((two.iter().sum::<f64>() - target).abs() < 1e-9, "{two:?}");
        let shift = logit(two[0]) - logit(0.7);
        assert!((logit(two[1]) - logit(0.3) - shift).abs() < 1e-9);
    }

    #[test]
    fn main_lines_split_the_distribution() {
        let margin = Pmf::normal(3.2, 13.0);
        // Home favoured by about 3: the line is home -3 (halves -6) give or take a point.
        let halves = nearest_even(&margin, true, -20, 20, true);
        assert!((-8..=-5).contains(&halves), "{halves}");
        let total = Pmf::normal(44.6, 13.0);
        let t = nearest_even(&total, false, 70, 110, false);
        assert_eq!(t % 2, 1);
        assert!((87..=91).contains(&t), "{t}");
    }
}
