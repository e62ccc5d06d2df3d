//! Darts (PDC, first to six legs): visit by visit.
//!
//! Each visit (three darts) either scores, with a spread around the player's three-dart
//! average and a chance of a maximum 180, or, within reach of a finish, tries to check out
//! with a success rate that falls with the remaining score; a missed finish busts or leaves
//! a double. Players alternate the throw within a leg and the first throw between legs.
//!
//! Pricing uses the same visit model: the distribution of visits each player needs to finish
//! from any score gives the chance the player to throw wins the leg in progress; the legs
//! then combine exactly into the match.

use super::{Ctx, GameProp, Live, Moment, PlayerProp, Props, State as GameState, Timeline, other};
use crate::num::{f, round_i64};
use crate::pmf::{Joint, Outlook, Pmf};
use crate::rng::{Rng, ms};
use domain::catalogue::{Side, SportExtras};
use domain::sports::LiveStatus;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

/// The state behind a darts scoreboard.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct State {
    pub legs: (u32, u32),
    /// What each player still needs in the leg in progress.
    pub remaining: (u32, u32),
    pub thrower: Side,
    pub leg_starter: Side,
}

const LEGS_TO_WIN: u32 = 6;
const START: u32 = 501;
/// Most visits the pricing distribution tracks (more are lumped into the last).
const MAX_VISITS: usize = 40;
const BOGEYS: [u32; 7] = [159, 162, 163, 165, 166, 168, 169];
/// Scores around the scoring average a non-maximum visit lands on, with normal weights.
const SPREAD: [(f64, f64); 7] = [
    (-45.0, 0.06),
    (-30.0, 0.12),
    (-15.0, 0.2),
    (0.0, 0.24),
    (15.0, 0.2),
    (30.0, 0.12),
    (45.0, 0.06),
];

/// The props a darts match offers: each player's 180s, and a deciding leg.
pub(crate) fn props(ctx: &Ctx) -> Props {
    let players = [Side::Home, Side::Away]
        .into_iter()
        .map(|side| PlayerProp {
            side,
            player: ctx.team(side).full.to_owned(),
            statistic: "180s",
            monotone: true,
        })
        .collect();
    Props {
        players,
        game: vec![GameProp::DecidingLeg],
    }
}

/// For every score, the distribution of visits to finish.
type Table = Rc<Vec<[f64; MAX_VISITS]>>;

/// A player's visit model: three-dart average and heavy scoring.
#[derive(Debug, Clone, Copy)]
struct Thrower {
    average: f64,
    heavy: f64,
}

fn thrower(ctx: &Ctx, side: Side, adjust: f64) -> Thrower {
    let team = ctx.team(side);
    let shift = match side {
        Side::Home => adjust,
        Side::Away => 0.0,
    };
    Thrower {
        average: (team.rating + shift).clamp(70.0, 115.0),
        heavy: team.style,
    }
}

impl Thrower {
    fn maximum(&self) -> f64 {
        (0.004 * (self.average - 85.0) + 0.008 * self.heavy).clamp(0.005, 0.12)
    }

    /// The outcomes of a visit from `rem`: the remaining score after it (0 is a checkout),
    /// whether it was a 180, and the probability.
    fn visit(&self, rem: u32) -> Vec<(u32, bool, f64)> {
        let scoring_mode = rem > 170 || BOGEYS.contains(&rem);
        if scoring_mode {
            let max = self.maximum();
            let mean = (self.average - 180.0 * max) / (1.0 - max);
            let mut out = vec![(rem.saturating_sub(180).max(2), true, max)];
            if rem < 182 {
                // A maximum would bust or leave nothing to finish on.
                out.clear();
                out.push((rem - 40, false, max));
            }
            for (offset, w) in SPREAD {
                let score = u32::try_from(round_i64(mean + offset).clamp(0, 177)).unwrap_or(60);
                let next = if rem.saturating_sub(score) < 2 {
                    40.min(rem)
                } else {
                    rem - score
                };
                out.push((next, false, (1.0 - max) * w));
            }
            return out;
        }
        let skill = (self.average / 95.0).powi(2).clamp(0.6, 1.3);
        let base = match rem {
            0..=40 if rem.is_multiple_of(2) => 0.45,
            0..=41 => 0.36,
            42..=60 => 0.38,
            61..=80 => 0.32,
            81..=100 => 0.26,
            101..=120 => 0.16,
            121..=140 => 0.1,
            141..=160 => 0.06,
            _ => 0.035,
        };
        let success = (base * skill).min(0.8);
        let miss = 1.0 - success;
        let mut out = vec![(0, false, success)];
        if rem <= 40 {
            let leave = if rem.is_multiple_of(2) && rem >= 4 {
                rem / 2
            } else {
                rem.saturating_sub(1).max(2)
            };
            out.push((rem, false, miss * 0.6));
            out.push((leave, false, miss * 0.4));
        } else if rem <= 100 {
            let leaves: Vec<u32> = [32, 40, 16, 20, 36, 24]
                .into_iter()
                .filter(|l| *l < rem)
                .collect();
            out.push((rem, false, miss * 0.3));
            let share = miss * 0.7 / f(i64::try_from(leaves.len().max(1)).unwrap_or(1));
            for l in leaves {
                out.push((l, false, share));
            }
        } else {
            let leaves: Vec<u32> = [32, 40, 50, 60, 36]
                .into_iter()
                .filter(|l| *l + 10 < rem)
                .collect();
            let share = miss / f(i64::try_from(leaves.len().max(1)).unwrap_or(1));
            for l in leaves {
                out.push((l, false, share));
            }
        }
        out
    }

    /// For every score up to 501, the distribution of the number of visits to finish
    /// (index 0 is one visit).
    fn visits_to_finish(&self) -> Table {
        thread_local! {
            static CACHE: RefCell<HashMap<(u64, u64), Table>> = RefCell::new(HashMap::new());
        }
        let key = (self.average.to_bits(), self.heavy.to_bits());
        if let Some(hit) = CACHE.with(|c| c.borrow().get(&key).cloned()) {
            return hit;
        }
        let size = usize::try_from(START + 1).unwrap_or(502);
        let mut table = vec![[0.0; MAX_VISITS]; size];
        for rem in 2..=START {
            let outcomes = self.visit(rem);
            let mut row = [0.0; MAX_VISITS];
            let stay: f64 = outcomes
                .iter()
                .filter(|(n, _, _)| *n == rem)
                .map(|(_, _, q)| q)
                .sum();
            for n in 0..MAX_VISITS {
                let mut v = 0.0;
                for &(next, _, q) in &outcomes {
                    if next == 0 {
                        if n == 0 {
                            v += q;
                        }
                    } else if next != rem && n > 0 {
                        let from = table
                            .get(usize::try_from(next).unwrap_or(0))
                            .and_then(|r| r.get(n - 1))
                            .copied()
                            .unwrap_or(0.0);
                        v += q * from;
                    }
                }
                if n > 0 {
                    v += stay * row.get(n - 1).copied().unwrap_or(0.0);
                }
                if let Some(slot) = row.get_mut(n) {
                    *slot = v;
                }
            }
            // Lump what is left into the last visit.
            let sum: f64 = row.iter().sum();
            if let Some(last) = row.last_mut() {
                *last += (1.0 - sum).max(0.0);
            }
            if let Some(slot) = table.get_mut(usize::try_from(rem).unwrap_or(0)) {
                *slot = row;
            }
        }
        let table = Rc::new(table);
        CACHE.with(|c| {
            let mut cache = c.borrow_mut();
            if cache.len() > 256 {
                cache.clear();
            }
            cache.insert(key, Rc::clone(&table));
        });
        table
    }
}

/// The chance the player about to throw wins the leg, needing `own` against `theirs`.
fn leg_win(to_throw: &[f64; MAX_VISITS], waiting: &[f64; MAX_VISITS]) -> f64 {
    let mut waiting_done = 0.0;
    let mut win = 0.0;
    for (n, q) in to_throw.iter().enumerate() {
        // Wins on visit n+1 if the other has not finished in n visits.
        win += q * (1.0 - waiting_done);
        waiting_done += waiting.get(n).copied().unwrap_or(0.0);
    }
    win.clamp(0.0, 1.0)
}

fn row(table: &[[f64; MAX_VISITS]], rem: u32) -> [f64; MAX_VISITS] {
    table
        .get(usize::try_from(rem).unwrap_or(0))
        .copied()
        .unwrap_or([0.0; MAX_VISITS])
}

/// Prices a darts match.
pub(crate) fn outlook(ctx: &Ctx, live: &Live, adjust: f64) -> Outlook {
    let home = thrower(ctx, Side::Home, adjust);
    let away = thrower(ctx, Side::Away, adjust);
    let th = home.visits_to_finish();
    let ta = away.visits_to_finish();
    let fresh_h = row(&th, START);
    let fresh_a = row(&ta, START);
    // The home player's chance to win a fresh leg by who throws first.
    let hold_home = leg_win(&fresh_h, &fresh_a);
    let break_home = 1.0 - leg_win(&fresh_a, &fresh_h);
    let s = match &live.state {
        GameState::Darts(s) => s.clone(),
        _ => State {
            legs: (0, 0),
            remaining: (START, START),
            thrower: Side::Home,
            leg_starter: Side::Home,
        },
    };
    let pre = !matches!(live.state, GameState::Darts(_));
    let mut joint = Joint::default();
    let mut deciding = 0.0;
    if live.is_terminal() {
        joint.add(
            i32::try_from(live.home).unwrap_or(0),
            i32::try_from(live.away).unwrap_or(0),
            1.0,
        );
        deciding = if live.facts.deciding_leg { 1.0 } else { 0.0 };
    } else {
        let current = match s.thrower {
            Side::Home => leg_win(&row(&th, s.remaining.0), &row(&ta, s.remaining.1)),
            Side::Away => 1.0 - leg_win(&row(&ta, s.remaining.1), &row(&th, s.remaining.0)),
        };
        let starts: Vec<(Side, f64)> = if pre {
            vec![(Side::Home, 0.5), (Side::Away, 0.5)]
        } else {
            vec![(s.leg_starter, 1.0)]
        };
        for (starter, w) in starts {
            let first = if pre {
                match starter {
                    Side::Home => hold_home,
                    Side::Away => break_home,
                }
            } else {
                current
            };
            let mut frontier = vec![(s.legs, other(starter), w * first, w * (1.0 - first))];
            // Expand legs: (legs, next starter, p home won the leg in progress, p away won).
            let mut states: Vec<((u32, u32), Side, f64)> = Vec::new();
            for (legs, next, ph, pa) in frontier.drain(..) {
                states.push(((legs.0 + 1, legs.1), next, ph));
                states.push(((legs.0, legs.1 + 1), next, pa));
            }
            while let Some((legs, next, q)) = states.pop() {
                if q < 1e-15 {
                    continue;
                }
                if legs.0 == LEGS_TO_WIN - 1 && legs.1 == LEGS_TO_WIN - 1 {
                    deciding += q;
                }
                if legs.0 >= LEGS_TO_WIN || legs.1 >= LEGS_TO_WIN {
                    joint.add(
                        i32::try_from(legs.0).unwrap_or(0),
                        i32::try_from(legs.1).unwrap_or(0),
                        q,
                    );
                    continue;
                }
                let p_home = match next {
                    Side::Home => hold_home,
                    Side::Away => break_home,
                };
                states.push(((legs.0 + 1, legs.1), other(next), q * p_home));
                states.push(((legs.0, legs.1 + 1), other(next), q * (1.0 - p_home)));
            }
        }
        if live.facts.deciding_leg {
            deciding = 1.0;
        }
    }
    let mut outlook = joint.outlook(Vec::new(), vec![deciding]);
    // 180s: the scoring visits left to each player.
    let legs_played = f(i64::from(s.legs.0 + s.legs.1));
    let legs_left = (outlook.total.mean() - legs_played - if pre { 0.0 } else { 1.0 }).max(0.0);
    for (i, (player, rem)) in [(home, s.remaining.0), (away, s.remaining.1)]
        .into_iter()
        .enumerate()
    {
        let now = live.stats.get(i).copied().unwrap_or(0);
        let per_leg = (f(i64::from(START)) - 165.0) / player.average;
        let this_leg = if live.is_terminal() {
            0.0
        } else {
            (f(i64::from(rem)) - 165.0).max(0.0) / player.average
        };
        let visits = legs_left * per_leg + this_leg;
        outlook
            .players
            .push(Pmf::poisson(visits * player.maximum()).shifted(now));
    }
    outlook
}

/// Plays a darts match.
pub(crate) fn play(ctx: &Ctx, rng: &mut Rng) -> Vec<Moment> {
    let props = props(ctx);
    let players = (thrower(ctx, Side::Home, 0.0), thrower(ctx, Side::Away, 0.0));
    let mut live = Live::pre(props.players.len());
    live.status = LiveStatus::InProgress;
    let mut timeline = Timeline::default();
    let mut t = 0.0;
    let first = if rng.chance(0.5) {
        Side::Home
    } else {
        Side::Away
    };
    let mut s = State {
        legs: (0, 0),
        remaining: (START, START),
        thrower: first,
        leg_starter: first,
    };
    let mut leg = 1;
    live.open_segment("Leg 1");
    live.progress = "Leg 1".to_owned();
    record(&mut live, &mut timeline, t, &s);
    let mut guard = 0;
    while guard < 2_000 {
        guard += 1;
        t += rng.uniform(14.0, 22.0);
        let player = match s.thrower {
            Side::Home => &players.0,
            Side::Away => &players.1,
        };
        let rem = match s.thrower {
            Side::Home => s.remaining.0,
            Side::Away => s.remaining.1,
        };
        let outcomes = player.visit(rem);
        let weights: Vec<f64> = outcomes.iter().map(|o| o.2).collect();
        let Some(&(next, maximum, _)) = outcomes.get(rng.weighted(&weights)) else {
            break;
        };
        if maximum {
            live.stat_add(if s.thrower == Side::Home { 0 } else { 1 }, 1);
        }
        match s.thrower {
            Side::Home => s.remaining.0 = next,
            Side::Away => s.remaining.1 = next,
        }
        if next != 0 {
            s.thrower = other(s.thrower);
            record(&mut live, &mut timeline, t, &s);
            continue;
        }
        // Leg won.
        let winner = s.thrower;
        live.score(winner, 1);
        match winner {
            Side::Home => s.legs.0 += 1,
            Side::Away => s.legs.1 += 1,
        }
        if s.legs.0 == LEGS_TO_WIN - 1 && s.legs.1 == LEGS_TO_WIN - 1 {
            live.facts.deciding_leg = true;
        }
        if s.legs.0 >= LEGS_TO_WIN || s.legs.1 >= LEGS_TO_WIN {
            t += 5.0;
            live.status = LiveStatus::Final;
            live.progress = "Final".to_owned();
            live.suspended = false;
            live.extras = None;
            live.state = GameState::Darts(s.clone());
            timeline.push(ms(t), &live);
            return timeline.moments;
        }
        s.remaining = (START, START);
        record(&mut live, &mut timeline, t, &s);
        t += rng.uniform(30.0, 50.0);
        leg += 1;
        s.leg_starter = other(s.leg_starter);
        s.thrower = s.leg_starter;
        let label = format!("Leg {leg}");
        live.open_segment(&label);
        live.progress = label;
        record(&mut live, &mut timeline, t, &s);
    }
    live.status = LiveStatus::Final;
    timeline.push(ms(t + 5.0), &live);
    timeline.moments
}

fn record(live: &mut Live, timeline: &mut Timeline, t: f64, s: &State) {
    live.extras = Some(SportExtras::Darts {
        home_leg_score: s.remaining.0,
        away_leg_score: s.remaining.1,
        thrower: s.thrower,
    });
    let on_a_finish = match s.thrower {
        Side::Home => s.remaining.0,
        Side::Away => s.remaining.1,
    } <= 100;
    live.suspended = on_a_finish;
    live.state = GameState::Darts(s.clone());
    timeline.push(ms(t), live);
}

#[cfg(test)]
#[allow(clippy::as_conversions, reason = "test arithmetic on counts")]
mod tests {
    use super::*;
    use crate::teams::{League, PDC};

    #[test]
    fn visit_outcomes_are_distributions() {
        let p = Thrower {
            average: 97.0,
            heavy: 0.5,
        };
        for rem in [501, 180, 170, 169, 100, 61, 40, 33, 2] {
            let sum: f64 = p.visit(rem).iter().map(|o| o.2).sum();
            assert!((sum - 1.0).abs() < 1e-9, "{rem}: {sum}");
            assert!(p.visit(rem).iter().all(|o| o.0 <= rem && o.0 != 1));
        }
        let table = p.visits_to_finish();
        let from_start = row(&table, START);
        let mean: f64 = from_start
            .iter()
            .enumerate()
            .map(|(n, q)| (n as f64 + 1.0) * q)
            .sum();
        assert!((5.0..9.0).contains(&mean), "{mean}");
        let even = leg_win(&from_start, &from_start);
        assert!(even > 0.5 && even < 0.7, "{even}");
    }

    #[test]
    #[ignore = "prints model figures; run by hand when tuning"]
    fn darts_figures() {
        let n = 2000;
        let mut dur = 0.0;
        let mut brier = 0.0;
        let mut legs = 0.0;
        let mut model_legs = 0.0;
        let mut deciding = 0.0;
        let mut model_deciding = 0.0;
        let mut maxes = 0.0;
        let mut model_maxes = 0.0;
        for i in 0..n {
            let h = i % 24;
            let a = (i * 7 + 3) % 24;
            let c = Ctx {
                league: League::Pdc,
                competition: "pdc",
                home: PDC[h],
                away: PDC[if a == h { (a + 1) % 24 } else { a }],
            };
            let m = play(&c, &mut Rng::new(i as u64));
            let last = m.last().unwrap();
            let pre = outlook(&c, &Live::pre(2), 0.0);
            dur += last.at as f64 / 60000.0;
            brier += (pre.home_win
                - if last.live.home > last.live.away {
                    1.0
                } else {
                    0.0
                })
            .powi(2);
            legs += f64::from(last.live.home + last.live.away);
            model_legs += pre.total.mean();
            deciding += if last.live.facts.deciding_leg {
                1.0
            } else {
                0.0
            };
            model_deciding += pre.yes[0];
            maxes += f64::from(last.live.stats[0]);
            model_maxes += pre.players[0].mean();
        }
        let n = n as f64;
        println!(
            "Darts: dur={:.0} brier={:.3} legs={:.2}/{:.2} deciding={:.3}/{:.3} 180s={:.2}/{:.2}",
            dur / n,
            brier / n,
            legs / n,
            model_legs / n,
            deciding / n,
            model_deciding / n,
            maxes / n,
            model_maxes / n
        );
    }
}
