//! Basketball (NBA, NCAAB): a possession model.
//!
//! Each possession scores 0, 1, 2 or 3 points with probabilities set by the offence's points
//! per possession (its scoring rate against that defence); its length comes from the shot
//! clock. 12-minute quarters (NBA) or 20-minute halves (NCAAB), 5-minute overtimes until
//! someone leads, intentional fouls at the end of close games.
//!
//! Pricing: each side's remaining points are normal with the mean and variance of its
//! remaining possessions; a tie at the end of regulation goes to overtime, priced the same
//! way over five minutes.

use super::{Ctx, GameProp, Live, Moment, PlayerProp, Props, State as GameState, Timeline, other};
use crate::num::{f, fu, round_i32};
use crate::pmf::{Builder, Outlook, Pmf};
use crate::rng::{Rng, ms};
use crate::teams::League;
use domain::catalogue::{Clock, Side};
use domain::sports::LiveStatus;

/// The state behind a basketball scoreboard.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct State {
    /// Regulation periods first (4 quarters or 2 halves), then overtimes.
    pub period: u32,
    pub clock: u32,
    pub possession: Side,
}

#[derive(Debug, Clone, Copy)]
struct Params {
    base: f64,
    home_edge: f64,
    periods: u32,
    period_len: u32,
    /// Possessions per team over regulation.
    possessions: f64,
    /// Share of possessions ending in a three.
    threes: f64,
    shot_clock: f64,
    halftime: f64,
    period_break: f64,
    /// Chance the clock stops after a possession, and the stoppage's bounds.
    stop_chance: f64,
    stop: (f64, f64),
    /// Usage of the star players props are offered on (share of the team's points).
    usage: &'static [f64],
}

fn params(league: League) -> Params {
    match league {
        League::Ncaab => Params {
            base: 72.0,
            home_edge: 3.5,
            periods: 2,
            period_len: 1200,
            possessions: 68.0,
            threes: 0.11,
            shot_clock: 30.0,
            halftime: 20.0 * 60.0,
            period_break: 0.0,
            stop_chance: 0.6,
            stop: (20.0, 62.0),
            usage: &[0.24, 0.18],
        },
        _ => Params {
            base: 114.0,
            home_edge: 2.5,
            periods: 4,
            period_len: 720,
            possessions: 99.0,
            threes: 0.125,
            shot_clock: 24.0,
            halftime: 15.0 * 60.0,
            period_break: 130.0,
            stop_chance: 0.55,
            stop: (14.0, 50.0),
            usage: &[0.26, 0.2, 0.15],
        },
    }
}

const OVERTIME: u32 = 300;

/// The props a basketball game offers: the points of each team's leading scorers, and
/// overtime.
pub(crate) fn props(ctx: &Ctx) -> Props {
    let p = params(ctx.league);
    let mut players = Vec::new();
    for side in [Side::Home, Side::Away] {
        for (i, _) in p.usage.iter().enumerate() {
            players.push(PlayerProp {
                side,
                player: ctx.player(side, &format!("P{}", i + 1)),
                statistic: "Points",
                monotone: true,
            });
        }
    }
    Props {
        players,
        game: vec![GameProp::Overtime],
    }
}

/// Each side's expected regulation points (home, away).
fn expected_points(ctx: &Ctx, adjust: f64) -> (f64, f64) {
    let p = params(ctx.league);
    let home_rating = ctx.home.rating + adjust;
    let home = p.base
        + (home_rating + ctx.home.style) / 2.0
        + (ctx.away.style - ctx.away.rating) / 2.0
        + p.home_edge / 2.0;
    let away =
        p.base + (ctx.away.rating + ctx.away.style) / 2.0 + (ctx.home.style - home_rating) / 2.0
            - p.home_edge / 2.0;
    (home.max(30.0), away.max(30.0))
}

/// Probabilities of 0, 1, 2 and 3 points on a possession worth `ppp` on average.
fn possession_outcomes(p: &Params, ppp: f64) -> [f64; 4] {
    let one = 0.05;
    let three = p.threes;
    let two = ((ppp - one - 3.0 * three) / 2.0).clamp(0.05, 0.9);
    let zero = (1.0 - one - two - three).max(0.0);
    [zero, one, two, three]
}

/// Mean and variance of a possession's points.
fn possession_moments(outcomes: &[f64; 4]) -> (f64, f64) {
    let mean: f64 = outcomes.iter().enumerate().map(|(k, q)| fu(k) * q).sum();
    let square: f64 = outcomes
        .iter()
        .enumerate()
        .map(|(k, q)| fu(k * k) * q)
        .sum();
    (mean, square - mean * mean)
}

/// Plays a basketball game.
pub(crate) fn play(ctx: &Ctx, rng: &mut Rng) -> Vec<Moment> {
    let p = params(ctx.league);
    let props = props(ctx);
    let (home_points, away_points) = expected_points(ctx, 0.0);
    let outcomes = [
        possession_outcomes(&p, home_points / p.possessions),
        possession_outcomes(&p, away_points / p.possessions),
    ];
    // Slightly longer than the average so that partial possessions at the buzzer do not add
    // to the count.
    let mean_len = 1.02 * f(i64::from(p.period_len * p.periods)) / (2.0 * p.possessions);
    let mut live = Live::pre(props.players.len());
    live.status = LiveStatus::InProgress;
    let mut timeline = Timeline::default();
    let mut t = 0.0;
    let mut s = State {
        period: 1,
        clock: p.period_len,
        possession: if rng.chance(0.5) {
            Side::Home
        } else {
            Side::Away
        },
    };
    let label = |period: u32| -> String {
        if period > p.periods {
            match period - p.periods {
                1 => "OT".to_owned(),
                n => format!("{n}OT"),
            }
        } else if p.periods == 4 {
            format!("Q{period}")
        } else {
            super::ordinal(period)
        }
    };
    let progress = |period: u32| -> String {
        if period <= p.periods && p.periods == 2 {
            format!("{} Half", super::ordinal(period))
        } else {
            label(period)
        }
    };
    live.open_segment(&label(1));
    let record = |live: &mut Live,
                  timeline: &mut Timeline,
                  t: f64,
                  s: &State,
                  running: bool,
                  suspended: bool| {
        live.clock = Some(Clock {
            seconds: s.clock,
            running: running && s.clock > 0,
            counts_down: true,
        });
        live.suspended = suspended;
        live.state = GameState::Basketball(s.clone());
        timeline.push(ms(t), live);
    };
    live.progress = progress(1);
    record(&mut live, &mut timeline, t, &s, false, false);
    let mut running = false;
    let mut guard = 0;
    loop {
        guard += 1;
        if guard > 4_000 {
            break;
        }
        if s.clock == 0 {
            // End of a period.
            let regulation_end = s.period >= p.periods;
            if regulation_end && live.home != live.away {
                break;
            }
            if regulation_end && s.period == p.periods {
                live.facts.regulation_over = true;
                live.facts.overtime = true;
            }
            if s.period > p.periods + 6 {
                // Six overtimes: settle it at the line.
                let side = if rng.chance(0.5) {
                    Side::Home
                } else {
                    Side::Away
                };
                live.score(side, 1);
                break;
            }
            let half = p.periods / 2;
            if s.period == half {
                live.status = LiveStatus::HalfOver;
                live.progress = "Half".to_owned();
                record(&mut live, &mut timeline, t, &s, false, false);
                t += p.halftime;
                live.status = LiveStatus::InProgress;
            } else {
                t += if regulation_end {
                    150.0
                } else {
                    p.period_break
                };
            }
            s.period += 1;
            s.clock = if s.period > p.periods {
                OVERTIME
            } else {
                p.period_len
            };
            s.possession = if rng.chance(0.5) {
                Side::Home
            } else {
                Side::Away
            };
            live.open_segment(&label(s.period));
            live.progress = progress(s.period);
            running = false;
            record(&mut live, &mut timeline, t, &s, false, false);
            continue;
        }
        if !running {
            // The clock restarts on the inbound or tip.
            t += 4.0;
            record(&mut live, &mut timeline, t, &s, true, false);
        }
        let offense = s.possession;
        let defense = other(offense);
        let last_period = s.period >= p.periods;
        let lead = i64::from(live.points(offense)) - i64::from(live.points(defense));
        let fouling = last_period && s.clock <= 60 && (1..=8).contains(&lead);
        let length = if fouling {
            rng.uniform(2.0, 6.0)
        } else {
            rng.normal(mean_len, mean_len * 0.35)
                .clamp(3.0, p.shot_clock)
        };
        let used = crate::num::round_u32(length).min(s.clock).max(1);
        s.clock -= used;
        t += f(i64::from(used));
        let points = if fouling {
            u32::from(rng.chance(0.77)) + u32::from(rng.chance(0.77))
        } else {
            let side_outcomes = match offense {
                Side::Home => &outcomes[0],
                Side::Away => &outcomes[1],
            };
            u32::try_from(rng.weighted(side_outcomes)).unwrap_or(0)
        };
        if points > 0 {
            live.score(offense, points);
            let slot_base = match offense {
                Side::Home => 0,
                Side::Away => p.usage.len(),
            };
            let mut weights: Vec<f64> = p.usage.to_vec();
            weights.push(1.0 - p.usage.iter().sum::<f64>());
            let scorer = rng.weighted(&weights);
            if scorer < p.usage.len() {
                live.stat_add(slot_base + scorer, i32::try_from(points).unwrap_or(0));
            }
        }
        s.possession = defense;
        let stops = fouling || s.clock == 0 || rng.chance(p.stop_chance);
        let tense = last_period && s.clock <= 120 && lead.abs() <= 6 && points > 0;
        running = !stops;
        record(&mut live, &mut timeline, t, &s, running, tense && stops);
        if stops {
            t += if fouling {
                rng.uniform(25.0, 45.0)
            } else {
                rng.uniform(p.stop.0, p.stop.1)
            };
        }
    }
    t += 5.0;
    live.status = LiveStatus::Final;
    live.progress = if s.period > p.periods {
        "Final/OT".to_owned()
    } else {
        "Final".to_owned()
    };
    live.facts.regulation_over = true;
    live.clock = None;
    live.suspended = false;
    live.state = GameState::Basketball(s);
    timeline.push(ms(t), &live);
    timeline.moments
}

/// Prices a basketball game.
pub(crate) fn outlook(ctx: &Ctx, live: &Live, elapsed_ms: i64, adjust: f64) -> Outlook {
    let p = params(ctx.league);
    let (home_rate, away_rate) = expected_points(ctx, adjust);
    let regulation = f(i64::from(p.period_len * p.periods));
    let clock = f(i64::from(
        live.clock_after(elapsed_ms).map_or(0, |c| c.seconds),
    ));
    let (remaining, possession, in_overtime) = match &live.state {
        GameState::Basketball(s) if s.period <= p.periods => (
            f(i64::from((p.periods - s.period) * p.period_len)) + clock,
            Some(s.possession),
            false,
        ),
        GameState::Basketball(s) => (clock, Some(s.possession), true),
        _ => (regulation, None, false),
    };
    let terminal = live.is_terminal();
    let remaining = if terminal { 0.0 } else { remaining };
    let per_team = remaining / regulation * p.possessions;
    let moments = [
        possession_moments(&possession_outcomes(&p, home_rate / p.possessions)),
        possession_moments(&possession_outcomes(&p, away_rate / p.possessions)),
    ];
    let mut n = [per_team, per_team];
    if let Some(side) = possession
        && remaining > 0.0
    {
        let (with, without) = match side {
            Side::Home => (0, 1),
            Side::Away => (1, 0),
        };
        if let Some(v) = n.get_mut(with) {
            *v += 0.5;
        }
        if let Some(v) = n.get_mut(without) {
            *v = (*v - 0.5).max(0.0);
        }
    }
    let [(mh, vh), (ma, va)] = moments;
    let [nh, na] = n;
    let (mean_h, mean_a) = (nh * mh, na * ma);
    let (var_h, var_a) = (nh * vh, na * va);
    let sd = (var_h + var_a).sqrt();
    let home_now = f(i64::from(live.home));
    let away_now = f(i64::from(live.away));
    let margin = Pmf::normal(home_now - away_now + mean_h - mean_a, sd);
    let total = Pmf::normal(home_now + away_now + mean_h + mean_a, sd);
    // Overtime: five minutes of the same game, repeated while tied.
    let ot_n = f(i64::from(OVERTIME)) / regulation * p.possessions;
    let ot_margin = Pmf::normal(ot_n * (mh - ma), (ot_n * (vh + va)).sqrt());
    let ot_tie = ot_margin.prob(0);
    let ot_points = round_i32(ot_n * (mh + ma));
    let tie = if terminal { 0.0 } else { margin.prob(0) };
    let mut margin_b = Builder::default();
    let mut home_win = 0.0;
    for (m, q) in margin.iter() {
        if m == 0 {
            continue;
        }
        margin_b.add(m, q);
        if m > 0 {
            home_win += q;
        }
    }
    let decided = (1.0 - ot_tie).max(1e-9);
    for (m, q) in ot_margin.iter() {
        if m == 0 {
            continue;
        }
        margin_b.add(m, tie * q / decided);
        if m > 0 {
            home_win += tie * q / decided;
        }
    }
    let mut total_b = Builder::default();
    for (t, q) in total.iter() {
        total_b.add(t, q * (1.0 - tie));
        total_b.add(t + ot_points, q * tie);
    }
    let now_h = i32::try_from(live.home).unwrap_or(0);
    let now_a = i32::try_from(live.away).unwrap_or(0);
    let home = Pmf::normal_at_least(home_now + mean_h, var_h.sqrt(), now_h);
    let away = Pmf::normal_at_least(away_now + mean_a, var_a.sqrt(), now_a);
    let mut players = Vec::new();
    for (side, n_side, ppp) in [(Side::Home, nh, mh), (Side::Away, na, ma)] {
        let base = match side {
            Side::Home => 0,
            Side::Away => p.usage.len(),
        };
        let outcomes = possession_outcomes(&p, ppp);
        let square: f64 = outcomes
            .iter()
            .enumerate()
            .map(|(k, q)| fu(k * k) * q)
            .sum();
        for (i, w) in p.usage.iter().enumerate() {
            let now = f(i64::from(live.stats.get(base + i).copied().unwrap_or(0)));
            let mean = n_side * w * ppp;
            let var = n_side * (w * square - (w * ppp).powi(2));
            players.push(Pmf::normal_at_least(
                now + mean,
                var.max(0.0).sqrt(),
                round_i32(now),
            ));
        }
    }
    let overtime = if live.facts.overtime {
        1.0
    } else if live.facts.regulation_over || terminal {
        0.0
    } else {
        tie
    };
    let _ = in_overtime;
    Outlook {
        home_win,
        away_win: (1.0 - home_win).max(0.0),
        draw: 0.0,
        margin: margin_b.build(),
        total: total_b.build(),
        home,
        away,
        players,
        yes: vec![overtime],
    }
}

#[cfg(test)]
#[allow(clippy::as_conversions, reason = "test arithmetic on counts")]
mod tests {
    use super::*;
    use crate::teams::{NBA, NCAAB};

    #[test]
    #[ignore = "prints model figures; run by hand when tuning"]
    fn basketball_figures() {
        for (league, teams) in [(League::Nba, NBA), (League::Ncaab, NCAAB)] {
            let mut err = Vec::new();
            let mut dur = 0.0;
            let mut ot = 0;
            let mut brier = 0.0;
            let mut stars = 0.0;
            let n = 2000;
            for i in 0..n {
                let h = i % teams.len();
                let a = (i * 7 + 3) % teams.len();
                let c = Ctx {
                    league,
                    competition: "x",
                    home: teams[h],
                    away: teams[if a == h { (a + 1) % teams.len() } else { a }],
                };
                let moments = play(&c, &mut Rng::new(i as u64));
                let last = moments.last().unwrap();
                let (eh, ea) = expected_points(&c, 0.0);
                let pre = outlook(&c, &Live::pre(props(&c).players.len()), 0, 0.0);
                let won = if last.live.home > last.live.away {
                    1.0
                } else {
                    0.0
                };
                brier += (pre.home_win - won).powi(2);
                let reg: (u32, u32) = last
                    .live
                    .segments
                    .iter()
                    .take(params(league).periods as usize)
                    .fold((0, 0), |acc, s| (acc.0 + s.home, acc.1 + s.away));
                err.push((f64::from(reg.0) - eh, f64::from(reg.1) - ea));
                dur += last.at as f64 / 60000.0;
                ot += usize::from(last.live.facts.overtime);
                stars += f64::from(last.live.stats[0]);
            }
            let m = err.len() as f64;
            let mean_h = err.iter().map(|e| e.0).sum::<f64>() / m;
            let mean_a = err.iter().map(|e| e.1).sum::<f64>() / m;
            let margin_sd = (err.iter().map(|e| (e.0 - e.1).powi(2)).sum::<f64>() / m).sqrt();
            let total_sd = (err.iter().map(|e| (e.0 + e.1).powi(2)).sum::<f64>() / m).sqrt();
            let c = Ctx {
                league,
                competition: "x",
                home: teams[0],
                away: teams[1],
            };
            let pre = outlook(&c, &Live::pre(props(&c).players.len()), 0, 0.0);
            println!(
                "{league:?}: err_h={mean_h:.2} err_a={mean_a:.2} margin_sd={margin_sd:.2} total_sd={total_sd:.2} dur={:.0} ot={:.3} brier={:.3} star={:.1} model_star={:.1} model_tie={:.3}",
                dur / m,
                ot as f64 / m,
                brier / m,
                stars / m,
                pre.players[0].mean(),
                pre.yes[0]
            );
        }
    }
}
