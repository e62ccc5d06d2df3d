//! Same-game pricing: legs on one event are correlated (a favourite's moneyline and its
//! spread, an over and a team total), so their parlay is priced jointly rather than as the
//! product of the legs.
//!
//! The model: the game's outcome is summarised by the home margin `M` (home minus away
//! points) and the total `T`, drawn from a bivariate normal distribution. Its means come
//! from the event's main lines (`E[M]` is minus the home spread, `E[T]` the total line); its
//! standard deviations and the correlation between margin and total are per sport (football
//! 13.5 / 13.0 / 0.10, basketball 12.0 / 17.0 / 0.05, hockey 2.3 / 2.2, baseball 4.3 / 4.4,
//! soccer 1.7 / 1.6, others a quarter and a fifth of the total line). The distribution is
//! sampled with 20,000 fixed quasi-random draws (a Halton sequence in bases 2 and 3 through
//! the inverse normal distribution), so a price is deterministic and smooth in the lines.
//!
//! Each draw grades the legs the model covers: moneylines (`M > 0`), spreads (`M + line > 0`
//! for home, `−M + line > 0` for away), totals (`T` against the line) and team totals (home
//! `(T + M) / 2`, away `(T − M) / 2`). Other legs (three-way results, props) are independent.
//! The correlation factor is the model's joint probability of the covered legs over the
//! product of their model marginals; the joint probability is the factor times the product
//! of every leg's implied probability (so each leg keeps the book's price for it), plus the
//! same-game margin of 10% on the probability. The price snaps to the American ladder, is
//! never better than the product of the legs' odds and never worse than the longest leg's
//! own price (a leg implied by another adds nothing). A combination no draw can win together
//! (a moneyline and the other side's spread beyond it) is contradictory and refused.

use super::amounts::Fraction;
use super::quote::LegQuote;
use crate::catalogue::{LineFamily, MarketType, SelectionKind, Side};
use crate::odds::Odds;
use std::sync::LazyLock;

/// Draws of the quasi-random sample.
pub const DRAWS: usize = 20_000;
/// The same-game margin on the joint probability.
pub const MARGIN: f64 = 0.10;

/// A same-game group's price.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GroupPrice {
    Priced(Odds),
    /// The legs cannot all win together.
    Contradictory,
    /// The product of the legs is too long to represent.
    TooLong,
}

/// The joint price of legs on one event (two or more).
pub fn price(legs: &[&LegQuote]) -> GroupPrice {
    let product = legs
        .iter()
        .try_fold(Fraction::ONE, |p, leg| p.times(Fraction::decimal(leg.odds)))
        .and_then(Fraction::to_odds);
    let Some(product) = product else {
        return GroupPrice::TooLong;
    };
    let Some(lines) = legs.iter().find_map(|leg| leg.main_lines) else {
        return GroupPrice::Priced(product);
    };
    let sport = legs.first().map_or("", |leg| leg.sport.as_str());
    let total_line = f64::from(lines.total.halves()) / 2.0;
    let model = SportModel::of(sport, total_line);
    let mean_margin = -f64::from(lines.home_spread.halves()) / 2.0;

    let graders: Vec<Grader> = legs.iter().filter_map(|leg| Grader::of(leg)).collect();
    let mut joint: u32 = 0;
    let mut marginal = vec![0u32; graders.len()];
    let rho_c = (1.0 - model.rho * model.rho).sqrt();
    for &(z1, z2) in SAMPLE.iter() {
        let margin = mean_margin + model.margin_sd * z1;
        let total = total_line + model.total_sd * (model.rho * z1 + rho_c * z2);
        let mut all = true;
        for (grader, count) in graders.iter().zip(marginal.iter_mut()) {
            if grader.wins(margin, total) {
                *count += 1;
            } else {
                all = false;
            }
        }
        if all {
            joint += 1;
        }
    }
    let draws = f64::from(u32::try_from(DRAWS).unwrap_or(u32::MAX));
    // A leg the model never (or always) sees winning carries no correlation information.
    let informative = marginal.iter().all(|&c| c > 0);
    let factor = if graders.is_empty() || !informative {
        1.0
    } else if joint == 0 {
        return GroupPrice::Contradictory;
    } else {
        let product_of_marginals: f64 = marginal.iter().map(|&c| f64::from(c) / draws).product();
        (f64::from(joint) / draws) / product_of_marginals
    };
    let implied: f64 = legs
        .iter()
        .map(|leg| leg.odds.implied_probability())
        .product();
    let probability = (implied * factor * (1.0 + MARGIN)).min(0.9999);
    let longest_leg = legs
        .iter()
        .map(|leg| leg.odds)
        .max_by(|a, b| a.cmp_payout(*b))
        .unwrap_or(product);
    let odds = match Odds::from_probability(probability) {
        Ok(odds) if odds.cmp_payout(product).is_lt() => odds,
        _ => product,
    };
    // Adding a leg never makes a bet pay less than its longest leg alone.
    GroupPrice::Priced(if odds.cmp_payout(longest_leg).is_lt() {
        longest_leg
    } else {
        odds
    })
}

/// A sport's outcome distribution.
struct SportModel {
    margin_sd: f64,
    total_sd: f64,
    rho: f64,
}

impl SportModel {
    fn of(sport: &str, total_line: f64) -> Self {
        let (margin_sd, total_sd, rho) = match sport {
            "football" => (13.5, 13.0, 0.10),
            "basketball" => (12.0, 17.0, 0.05),
            "hockey" => (2.3, 2.2, 0.0),
            "baseball" => (4.3, 4.4, 0.0),
            "soccer" => (1.7, 1.6, 0.0),
            _ => (
                (total_line * 0.25).max(1.0),
                (total_line * 0.2).max(1.0),
                0.0,
            ),
        };
        SportModel {
            margin_sd,
            total_sd,
            rho,
        }
    }
}

/// How one leg is graded from a draw's margin and total.
enum Grader {
    /// Wins when `sign × margin + line > 0`.
    Margin { sign: f64, line: f64 },
    /// Wins when `sign × (total − line) > 0`.
    Total { sign: f64, line: f64 },
    /// A team's points `(total + side × margin) / 2` against the line.
    TeamTotal { side: f64, sign: f64, line: f64 },
}

impl Grader {
    fn of(leg: &LegQuote) -> Option<Grader> {
        let half = |p: crate::sports::Points| f64::from(p.halves()) / 2.0;
        let team_sign = |kind: SelectionKind, side: Option<Side>| match (kind, side) {
            (SelectionKind::Home, _) | (_, Some(Side::Home)) => Some(1.0),
            (SelectionKind::Away, _) | (_, Some(Side::Away)) => Some(-1.0),
            _ => None,
        };
        let over_sign = |kind: SelectionKind| match kind {
            SelectionKind::Over => Some(1.0),
            SelectionKind::Under => Some(-1.0),
            _ => None,
        };
        match leg.market_type {
            MarketType::Moneyline => Some(Grader::Margin {
                sign: team_sign(leg.kind, leg.side)?,
                line: 0.0,
            }),
            MarketType::TeamTotal => Some(Grader::TeamTotal {
                side: team_sign(SelectionKind::Yes, leg.side)?,
                sign: over_sign(leg.kind)?,
                line: half(leg.points?),
            }),
            other => match other.line_family()? {
                LineFamily::Spread => Some(Grader::Margin {
                    sign: team_sign(leg.kind, leg.side)?,
                    line: half(leg.points?),
                }),
                LineFamily::Total => Some(Grader::Total {
                    sign: over_sign(leg.kind)?,
                    line: half(leg.points?),
                }),
            },
        }
    }

    fn wins(&self, margin: f64, total: f64) -> bool {
        match *self {
            Grader::Margin { sign, line } => sign * margin + line > 0.0,
            Grader::Total { sign, line } => sign * (total - line) > 0.0,
            Grader::TeamTotal { side, sign, line } => {
                sign * ((total + side * margin) / 2.0 - line) > 0.0
            }
        }
    }
}

/// Standard normal pairs of the fixed quasi-random sample.
static SAMPLE: LazyLock<Vec<(f64, f64)>> = LazyLock::new(|| {
    (1..=DRAWS)
        .map(|i| {
            let i = u32::try_from(i).unwrap_or(u32::MAX);
            (inverse_normal(halton(i, 2)), inverse_normal(halton(i, 3)))
        })
        .collect()
});

/// The `index`-th element of the van der Corput sequence in `base`, in (0, 1).
fn halton(mut index: u32, base: u32) -> f64 {
    let mut result = 0.0;
    let mut fraction = 1.0 / f64::from(base);
    while index > 0 {
        result += f64::from(index % base) * fraction;
        index /= base;
        fraction /= f64::from(base);
    }
    result
}

/// The standard normal quantile (Acklam's rational approximation, relative error < 1.2e-9).
fn inverse_normal(p: f64) -> f64 {
    const A: [f64; 6] = [
        -3.969_683_028_665_376e1,
        2.209_460_984_245_205e2,
        -2.759_285_104_469_687e2,
        1.383_577_518_672_69e2,
        -3.066_479_806_614_716e1,
        2.506_628_277_459_239,
    ];
    const B: [f64; 5] = [
        -5.447_609_879_822_406e1,
        1.615_858_368_580_409e2,
        -1.556_989_798_598_866e2,
        6.680_131_188_771_972e1,
        -1.328_068_155_288_572e1,
    ];
    const C: [f64; 6] = [
        -7.784_894_002_430_293e-3,
        -3.223_964_580_411_365e-1,
        -2.400_758_277_161_838,
        -2.549_732_539_343_734,
        4.374_664_141_464_968,
        2.938_163_982_698_783,
    ];
    const D: [f64; 4] = [
        7.784_695_709_041_462e-3,
        3.224_671_290_700_398e-1,
        2.445_134_137_142_996,
        3.754_408_661_907_416,
    ];
    let p = p.clamp(1e-12, 1.0 - 1e-12);
    let tail = |q: f64| {
        (((((C[0] * q + C[1]) * q + C[2]) * q + C[3]) * q + C[4]) * q + C[5])
            / ((((D[0] * q + D[1]) * q + D[2]) * q + D[3]) * q + 1.0)
    };
    if p < 0.02425 {
        tail((-2.0 * p.ln()).sqrt())
    } else if p > 1.0 - 0.02425 {
        -tail((-2.0 * (1.0 - p).ln()).sqrt())
    } else {
        let q = p - 0.5;
        let r = q * q;
        (((((A[0] * r + A[1]) * r + A[2]) * r + A[3]) * r + A[4]) * r + A[5]) * q
            / (((((B[0] * r + B[1]) * r + B[2]) * r + B[3]) * r + B[4]) * r + 1.0)
    }
}
