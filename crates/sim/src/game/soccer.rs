//! Soccer (Premier League, LaLiga): goals as a Poisson process per team.
//!
//! Scoring rates come from attack and defence ratings and home advantage; a red card lowers
//! the punished side's rate and raises the other's; penalties are awarded (markets suspended
//! until taken) and converted most of the time; dangerous attacks suspend the markets for a
//! few seconds. Two halves of 45 minutes plus stoppage time, a 15-minute break; the clock
//! counts up. Draws stand (league play).
//!
//! Pricing: remaining goals of each side are Poisson over the remaining minutes, stoppage
//! time included, at the current number of players.

use super::{Ctx, GameProp, Live, Moment, PlayerProp, Props, State as GameState, Timeline};
use crate::num::f;
use crate::pmf::{Outlook, Pmf, independent};
use crate::rng::{Rng, ms};
use domain::catalogue::{Clock, Side, SportExtras};
use domain::sports::LiveStatus;

/// The state behind a soccer scoreboard.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct State {
    /// 1 or 2.
    pub half: u32,
    /// Seconds played in the half's regulation (0 to 2700), stoppage time beyond.
    pub played: u32,
    /// Stoppage time announced for the half, in seconds.
    pub stoppage: u32,
    pub home_red: u32,
    pub away_red: u32,
}

const BASE: f64 = 1.38;
const HOME_EDGE: f64 = 0.3;
const HALF: u32 = 2700;
/// Expected stoppage minutes per half (first, second).
const STOPPAGE: (f64, f64) = (2.5, 5.5);
const RED_CARDS: f64 = 0.07;
const PENALTIES: f64 = 0.13;
const PENALTY_SCORED: f64 = 0.78;
const DANGER: f64 = 9.0;
/// The striker's share of his team's goals.
const STRIKER_SHARE: f64 = 0.3;

/// The props a soccer match offers: each side's striker to score, both teams to score.
pub(crate) fn props(ctx: &Ctx) -> Props {
    let players = [Side::Home, Side::Away]
        .into_iter()
        .map(|side| PlayerProp {
            side,
            player: ctx.player(side, "ST"),
            statistic: "Goals",
            monotone: true,
        })
        .collect();
    Props {
        players,
        game: vec![GameProp::BothTeamsToScore],
    }
}

/// Each side's expected goals over a full match (home, away).
fn expected_goals(ctx: &Ctx, adjust: f64) -> (f64, f64) {
    let home_rating = ctx.home.rating + adjust;
    let home = BASE
        + (home_rating + ctx.home.style) / 2.0
        + (ctx.away.style - ctx.away.rating) / 2.0
        + HOME_EDGE / 2.0;
    let away =
        BASE + (ctx.away.rating + ctx.away.style) / 2.0 + (ctx.home.style - home_rating) / 2.0
            - HOME_EDGE / 2.0;
    (home.max(0.25), away.max(0.25))
}

/// Scoring-rate multipliers for the red cards (home, away).
fn red_card_factors(home_red: u32, away_red: u32) -> (f64, f64) {
    let h = i32::try_from(home_red).unwrap_or(0);
    let a = i32::try_from(away_red).unwrap_or(0);
    (
        0.7f64.powi(h) * 1.25f64.powi(a),
        0.7f64.powi(a) * 1.25f64.powi(h),
    )
}

fn full_time() -> f64 {
    2.0 * f(i64::from(HALF)) + (STOPPAGE.0 + STOPPAGE.1) * 60.0
}

/// Plays a soccer match.
pub(crate) fn play(ctx: &Ctx, rng: &mut Rng) -> Vec<Moment> {
    let props = props(ctx);
    if rng.chance(0.005) {
        return super::postponed(rng, props.players.len());
    }
    let (home, away) = expected_goals(ctx, 0.0);
    let per_second = full_time();
    // Open-play rates (penalties are added on top), over the time the ball is in play
    // (restarts after goals and dangerous moments stop the goal process).
    let in_play = per_second - 480.0;
    let open = (
        (home - PENALTIES * PENALTY_SCORED).max(0.1) / in_play,
        (away - PENALTIES * PENALTY_SCORED).max(0.1) / in_play,
    );
    let mut live = Live::pre(props.players.len());
    live.status = LiveStatus::InProgress;
    let mut timeline = Timeline::default();
    let mut s = State {
        half: 1,
        played: 0,
        stoppage: 0,
        home_red: 0,
        away_red: 0,
    };
    let mut t = 0.0;
    for half in 1..=2u32 {
        s.half = half;
        s.played = 0;
        let expected = if half == 1 { STOPPAGE.0 } else { STOPPAGE.1 };
        let stoppage_min = (expected + rng.normal(0.0, 1.2)).round().clamp(1.0, 10.0);
        s.stoppage = crate::num::round_u32(stoppage_min * 60.0);
        let label = if half == 1 { "1st Half" } else { "2nd Half" };
        live.open_segment(label);
        live.progress = label.to_owned();
        let offset = (half - 1) * HALF;
        let record = |live: &mut Live,
                      timeline: &mut Timeline,
                      t: f64,
                      s: &State,
                      running: bool,
                      suspended: bool| {
            live.clock = Some(Clock {
                seconds: offset + s.played,
                running,
                counts_down: false,
            });
            live.extras = Some(SportExtras::Soccer {
                home_red_cards: s.home_red,
                away_red_cards: s.away_red,
            });
            live.suspended = suspended;
            live.state = GameState::Soccer(s.clone());
            timeline.push(ms(t), live);
        };
        record(&mut live, &mut timeline, t, &s, true, false);
        let end = HALF + s.stoppage;
        let mut guard = 0;
        while s.played < end && guard < 1_000 {
            guard += 1;
            let (fh, fa) = red_card_factors(s.home_red, s.away_red);
            let goal_h = open.0 * fh;
            let goal_a = open.1 * fa;
            let pen = PENALTIES / per_second;
            let red = RED_CARDS / per_second;
            let danger = DANGER / per_second;
            let total = goal_h + goal_a + 2.0 * pen + 2.0 * red + 2.0 * danger;
            let wait = crate::num::round_u32(rng.exponential(1.0 / total).ceil()).max(1);
            if s.played + wait >= end {
                t += f(i64::from(end - s.played));
                s.played = end;
                break;
            }
            s.played += wait;
            t += f(i64::from(wait));
            let pick = rng.uniform(0.0, total);
            let mut edges = [goal_h, goal_a, pen, pen, red, red, danger, danger].into_iter();
            let mut acc = 0.0;
            let mut event = 0;
            for (i, w) in edges.by_ref().enumerate() {
                acc += w;
                if pick < acc {
                    event = i;
                    break;
                }
            }
            let side = if event % 2 == 0 {
                Side::Home
            } else {
                Side::Away
            };
            match event {
                0 | 1 => {
                    goal(&mut live, rng, side);
                    record(&mut live, &mut timeline, t, &s, true, true);
                    let pause = crate::num::round_u32(rng.uniform(50.0, 90.0));
                    s.played += pause;
                    t += f(i64::from(pause));
                    record(&mut live, &mut timeline, t, &s, true, false);
                }
                2 | 3 => {
                    // A penalty: suspended until it is taken.
                    record(&mut live, &mut timeline, t, &s, true, true);
                    let pause = crate::num::round_u32(rng.uniform(60.0, 110.0));
                    s.played += pause;
                    t += f(i64::from(pause));
                    if rng.chance(PENALTY_SCORED) {
                        goal(&mut live, rng, side);
                        record(&mut live, &mut timeline, t, &s, true, true);
                        let pause = crate::num::round_u32(rng.uniform(50.0, 80.0));
                        s.played += pause;
                        t += f(i64::from(pause));
                    }
                    record(&mut live, &mut timeline, t, &s, true, false);
                }
                4 | 5 => {
                    match side {
                        Side::Home => s.home_red += 1,
                        Side::Away => s.away_red += 1,
                    }
                    record(&mut live, &mut timeline, t, &s, true, true);
                    let pause = crate::num::round_u32(rng.uniform(40.0, 80.0));
                    s.played += pause;
                    t += f(i64::from(pause));
                    record(&mut live, &mut timeline, t, &s, true, false);
                }
                _ => {
                    record(&mut live, &mut timeline, t, &s, true, true);
                    let pause = crate::num::round_u32(rng.uniform(8.0, 20.0));
                    s.played += pause;
                    t += f(i64::from(pause));
                    record(&mut live, &mut timeline, t, &s, true, false);
                }
            }
        }
        s.played = s.played.max(end);
        if half == 1 {
            live.status = LiveStatus::HalfOver;
            live.progress = "Half".to_owned();
            s.played = HALF;
            record(&mut live, &mut timeline, t, &s, false, false);
            t += 15.0 * 60.0;
            live.status = LiveStatus::InProgress;
        }
    }
    t += 5.0;
    live.status = LiveStatus::Final;
    live.progress = "Full Time".to_owned();
    live.clock = Some(Clock {
        seconds: 2 * HALF,
        running: false,
        counts_down: false,
    });
    live.suspended = false;
    live.facts.regulation_over = true;
    live.state = GameState::Soccer(s);
    timeline.push(ms(t), &live);
    timeline.moments
}

fn goal(live: &mut Live, rng: &mut Rng, side: Side) {
    live.score(side, 1);
    if rng.chance(STRIKER_SHARE) {
        live.stat_add(
            match side {
                Side::Home => 0,
                Side::Away => 1,
            },
            1,
        );
    }
}

/// Prices a soccer match.
pub(crate) fn outlook(ctx: &Ctx, live: &Live, elapsed_ms: i64, adjust: f64) -> Outlook {
    let (home, away) = expected_goals(ctx, adjust);
    let per_second = full_time();
    let clock = live.clock_after(elapsed_ms).map_or(0, |c| c.seconds);
    let (remaining, factors) = match &live.state {
        GameState::Soccer(s) if !live.is_terminal() => {
            let in_half = clock.saturating_sub((s.half - 1) * HALF);
            let expected_stoppage = if in_half >= HALF {
                // In stoppage time: what is left of the announced time.
                f(i64::from((HALF + s.stoppage).saturating_sub(in_half)))
            } else {
                f(i64::from(HALF - in_half))
                    + if s.half == 1 {
                        STOPPAGE.0 * 60.0
                    } else {
                        STOPPAGE.1 * 60.0
                    }
            };
            let second_half = if s.half == 1 {
                f(i64::from(HALF)) + STOPPAGE.1 * 60.0
            } else {
                0.0
            };
            let left = if live.status == LiveStatus::HalfOver {
                second_half
            } else {
                expected_stoppage + second_half
            };
            (left, red_card_factors(s.home_red, s.away_red))
        }
        GameState::Soccer(_) => (0.0, (1.0, 1.0)),
        _ => (per_second, (1.0, 1.0)),
    };
    let share = (remaining / per_second).clamp(0.0, 1.2);
    let mh = home * share * factors.0;
    let ma = away * share * factors.1;
    let h_now = i32::try_from(live.home).unwrap_or(0);
    let a_now = i32::try_from(live.away).unwrap_or(0);
    let joint = independent(
        &Pmf::poisson(mh).shifted(h_now),
        &Pmf::poisson(ma).shifted(a_now),
        |j, score, p| {
            j.add(score, score, p);
        },
    );
    let p_home_scores = if h_now > 0 { 1.0 } else { 1.0 - (-mh).exp() };
    let p_away_scores = if a_now > 0 { 1.0 } else { 1.0 - (-ma).exp() };
    let players = vec![
        Pmf::poisson(mh * STRIKER_SHARE).shifted(live.stats.first().copied().unwrap_or(0)),
        Pmf::poisson(ma * STRIKER_SHARE).shifted(live.stats.get(1).copied().unwrap_or(0)),
    ];
    joint.outlook(players, vec![p_home_scores * p_away_scores])
}

#[cfg(test)]
#[allow(clippy::as_conversions, reason = "test arithmetic on counts")]
mod tests {
    use super::*;
    use crate::teams::{League, PREMIER_LEAGUE};

    #[test]
    #[ignore = "prints model figures; run by hand when tuning"]
    fn soccer_figures() {
        let mut err = (0.0, 0.0);
        let mut dur = 0.0;
        let mut draws = 0.0;
        let mut model_draw = 0.0;
        let mut brier = 0.0;
        let n = 4000;
        for i in 0..n {
            let h = i % 20;
            let a = (i * 7 + 3) % 20;
            let c = Ctx {
                league: League::Epl,
                competition: "epl",
                home: PREMIER_LEAGUE[h],
                away: PREMIER_LEAGUE[if a == h { (a + 1) % 20 } else { a }],
            };
            let m = play(&c, &mut Rng::new(i as u64));
            let last = m.last().unwrap();
            if last.live.status != LiveStatus::Final {
                continue;
            }
            let (eh, ea) = expected_goals(&c, 0.0);
            err.0 += f64::from(last.live.home) - eh;
            err.1 += f64::from(last.live.away) - ea;
            dur += last.at as f64 / 60000.0;
            draws += if last.live.home == last.live.away {
                1.0
            } else {
                0.0
            };
            let pre = outlook(&c, &Live::pre(2), 0, 0.0);
            model_draw += pre.draw;
            brier += (pre.home_win
                - if last.live.home > last.live.away {
                    1.0
                } else {
                    0.0
                })
            .powi(2);
        }
        let n = n as f64;
        println!(
            "Soccer: err_h={:.3} err_a={:.3} dur={:.0} draws={:.3} model_draw={:.3} brier={:.3}",
            err.0 / n,
            err.1 / n,
            dur / n,
            draws / n,
            model_draw / n,
            brier / n
        );
    }
}
