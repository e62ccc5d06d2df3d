//! Ice hockey (NHL): goals as a Poisson process whose rates follow the manpower on the ice.
//!
//! Minor penalties (two minutes in the box) give the other side a power play that multiplies
//! its scoring rate; a power-play goal ends the penalty. Three 20-minute periods with
//! intermissions and stoppages; a tie goes to five minutes of 3-on-3 sudden death, then a
//! shootout (three rounds, then sudden death) whose winner is credited one goal.
//!
//! Pricing: remaining regulation goals of each side are Poisson with the expected number at
//! the current manpower; a tie is resolved by overtime and shootout probabilities.

use super::{Ctx, GameProp, Live, Moment, PlayerProp, Props, State as GameState, Timeline};
use crate::num::f;
use crate::pmf::{Joint, Outlook, Pmf, independent};
use crate::rng::{Rng, ms};
use domain::catalogue::{Clock, Side, SportExtras};
use domain::sports::LiveStatus;

/// The state behind a hockey scoreboard.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct State {
    /// 1-3, 4 overtime, 5 shootout.
    pub period: u32,
    pub clock: u32,
    /// Seconds left on each penalty of the home side's players in the box.
    pub home_box: Vec<u32>,
    pub away_box: Vec<u32>,
    /// Shootout goals and attempts (home, away).
    pub shootout: (u32, u32, u32, u32),
}

const PERIOD: u32 = 1200;
const REGULATION: f64 = 3600.0;
const BASE: f64 = 3.05;
const HOME_EDGE: f64 = 0.2;
/// Minor penalties per team per game.
const PENALTIES: f64 = 3.2;
const POWER_PLAY: f64 = 2.3;
const SHORT_HANDED: f64 = 0.3;
/// Overall goals over even-strength goals, given the expected power plays.
const MANPOWER_FACTOR: f64 = 1.035;
/// 3-on-3 overtime scores this much faster.
const OVERTIME_PACE: f64 = 2.0;
const SHOOTOUT: f64 = 0.32;
/// Each team's top two skaters' chance of a point on a team goal.
const POINT_SHARE: [f64; 2] = [0.38, 0.31];

/// The props a hockey game offers: points of each side's top two skaters, and overtime.
pub(crate) fn props(ctx: &Ctx) -> Props {
    let mut players = Vec::new();
    for side in [Side::Home, Side::Away] {
        for role in ["C1", "W1"] {
            players.push(PlayerProp {
                side,
                player: ctx.player(side, role),
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

/// Each side's expected regulation goals (home, away).
fn expected_goals(ctx: &Ctx, adjust: f64) -> (f64, f64) {
    let home_rating = ctx.home.rating + adjust;
    let home = BASE
        + (home_rating + ctx.home.style) / 2.0
        + (ctx.away.style - ctx.away.rating) / 2.0
        + HOME_EDGE / 2.0;
    let away =
        BASE + (ctx.away.rating + ctx.away.style) / 2.0 + (ctx.home.style - home_rating) / 2.0
            - HOME_EDGE / 2.0;
    (home.max(1.0), away.max(1.0))
}

/// Scoring-rate multipliers (home, away) for the players in the boxes.
fn manpower(home_box: usize, away_box: usize) -> (f64, f64) {
    let advantage = i64::try_from(away_box).unwrap_or(0) - i64::try_from(home_box).unwrap_or(0);
    match advantage {
        0 => (1.0, 1.0),
        1 => (POWER_PLAY, SHORT_HANDED),
        -1 => (SHORT_HANDED, POWER_PLAY),
        a if a > 1 => (POWER_PLAY * 1.5, SHORT_HANDED * 0.5),
        _ => (SHORT_HANDED * 0.5, POWER_PLAY * 1.5),
    }
}

fn shooter_chance(ctx: &Ctx, side: Side) -> f64 {
    (SHOOTOUT + 0.03 * ctx.team(side).rating).clamp(0.2, 0.45)
}

struct Game<'a> {
    ctx: &'a Ctx,
    rng: &'a mut Rng,
    live: Live,
    timeline: Timeline,
    t: f64,
    s: State,
    rates: (f64, f64),
}

/// Plays a hockey game.
pub(crate) fn play(ctx: &Ctx, rng: &mut Rng) -> Vec<Moment> {
    let props = props(ctx);
    let (home, away) = expected_goals(ctx, 0.0);
    let mut game = Game {
        ctx,
        rng,
        live: Live::pre(props.players.len()),
        timeline: Timeline::default(),
        t: 0.0,
        s: State {
            period: 1,
            clock: PERIOD,
            home_box: Vec::new(),
            away_box: Vec::new(),
            shootout: (0, 0, 0, 0),
        },
        rates: (
            home / MANPOWER_FACTOR / REGULATION,
            away / MANPOWER_FACTOR / REGULATION,
        ),
    };
    game.live.status = LiveStatus::InProgress;
    game.run();
    game.timeline.moments
}

impl Game<'_> {
    fn record(&mut self, running: bool, suspended: bool) {
        let live = &mut self.live;
        live.progress = match self.s.period {
            1..=3 if self.s.clock == 0 => format!("End {}", super::ordinal(self.s.period)),
            1..=3 => super::ordinal(self.s.period),
            4 => "OT".to_owned(),
            _ => {
                let (h, a, _, _) = self.s.shootout;
                format!("SO {h}-{a}")
            }
        };
        live.clock = (self.s.period <= 4).then_some(Clock {
            seconds: self.s.clock,
            running: running && self.s.clock > 0,
            counts_down: true,
        });
        live.extras = Some(SportExtras::Hockey {
            home_players_in_box: u32::try_from(self.s.home_box.len()).unwrap_or(0),
            away_players_in_box: u32::try_from(self.s.away_box.len()).unwrap_or(0),
        });
        live.suspended = suspended;
        live.state = GameState::Hockey(self.s.clone());
        self.timeline.push(ms(self.t), &self.live);
    }

    fn run(&mut self) {
        for period in 1..=3 {
            self.s.period = period;
            self.s.clock = PERIOD;
            self.live.open_segment(&super::ordinal(period));
            self.record(false, false);
            self.t += 5.0;
            self.play_period(false);
            self.record(false, false);
            if period < 3 {
                self.t += 18.0 * 60.0;
            }
        }
        self.live.facts.regulation_over = true;
        if self.live.home != self.live.away {
            self.finish("Final");
            return;
        }
        self.live.facts.overtime = true;
        self.t += 120.0;
        self.s.period = 4;
        self.s.clock = 300;
        self.s.home_box.clear();
        self.s.away_box.clear();
        self.live.open_segment("OT");
        self.record(false, false);
        self.t += 5.0;
        self.play_period(true);
        if self.live.home != self.live.away {
            self.finish("Final/OT");
            return;
        }
        self.record(false, false);
        self.t += 120.0;
        self.shootout();
    }

    /// Plays a period until its clock runs out (or, in overtime, the first goal).
    fn play_period(&mut self, sudden_death: bool) {
        self.record(true, false);
        let mut guard = 0;
        while self.s.clock > 0 && guard < 2_000 {
            guard += 1;
            let (mh, ma) = manpower(self.s.home_box.len(), self.s.away_box.len());
            let pace = if sudden_death { OVERTIME_PACE } else { 1.0 };
            let goal_home = self.rates.0 * mh * pace;
            let goal_away = self.rates.1 * ma * pace;
            let penalty = if sudden_death {
                0.0
            } else {
                PENALTIES / REGULATION
            };
            let whistle = 1.0 / 50.0;
            let total = goal_home + goal_away + 2.0 * penalty + whistle;
            let wait = self.rng.exponential(1.0 / total);
            // The next change: an event, a penalty expiring or the end of the period.
            let expiry = self
                .s
                .home_box
                .iter()
                .chain(self.s.away_box.iter())
                .copied()
                .min()
                .unwrap_or(u32::MAX);
            let wait_s = crate::num::round_u32(wait.ceil()).max(1);
            if wait_s >= self.s.clock.min(expiry) {
                let step = self.s.clock.min(expiry);
                self.run_clock(step);
                if step == expiry {
                    self.expire();
                    self.record(true, false);
                }
                continue;
            }
            self.run_clock(wait_s);
            let pick = self.rng.uniform(0.0, total);
            if pick < goal_home {
                self.goal(Side::Home, sudden_death);
                if sudden_death {
                    return;
                }
            } else if pick < goal_home + goal_away {
                self.goal(Side::Away, sudden_death);
                if sudden_death {
                    return;
                }
            } else if pick < goal_home + goal_away + 2.0 * penalty {
                let side = if pick < goal_home + goal_away + penalty {
                    Side::Home
                } else {
                    Side::Away
                };
                self.penalty(side);
            } else {
                // A whistle: face-off.
                self.record(false, false);
                self.t += self.rng.uniform(22.0, 42.0);
                self.record(true, false);
            }
        }
    }

    fn run_clock(&mut self, seconds: u32) {
        let seconds = seconds.min(self.s.clock);
        self.s.clock -= seconds;
        self.t += f(i64::from(seconds));
        for r in self.s.home_box.iter_mut().chain(self.s.away_box.iter_mut()) {
            *r = r.saturating_sub(seconds);
        }
    }

    fn expire(&mut self) {
        self.s.home_box.retain(|&r| r > 0);
        self.s.away_box.retain(|&r| r > 0);
    }

    fn goal(&mut self, side: Side, sudden_death: bool) {
        self.live.score(side, 1);
        let base = match side {
            Side::Home => 0,
            Side::Away => 2,
        };
        for (i, share) in POINT_SHARE.iter().enumerate() {
            if self.rng.chance(*share) {
                self.live.stat_add(base + i, 1);
            }
        }
        // A power-play goal ends the shortest penalty of the short-handed side.
        let (own, theirs) = match side {
            Side::Home => (&self.s.home_box, &mut self.s.away_box),
            Side::Away => (&self.s.away_box, &mut self.s.home_box),
        };
        if theirs.len() > own.len()
            && let Some((i, _)) = theirs.iter().enumerate().min_by_key(|(_, r)| **r)
        {
            theirs.remove(i);
        }
        self.record(false, true);
        if sudden_death {
            return;
        }
        self.t += self.rng.uniform(55.0, 95.0);
        self.record(true, false);
    }

    fn penalty(&mut self, side: Side) {
        let own_box = match side {
            Side::Home => &mut self.s.home_box,
            Side::Away => &mut self.s.away_box,
        };
        if own_box.len() >= 2 {
            return;
        }
        own_box.push(120);
        self.record(false, true);
        self.t += self.rng.uniform(30.0, 55.0);
        self.record(true, false);
    }

    fn shootout(&mut self) {
        self.s.period = 5;
        self.live.open_segment("SO");
        self.record(false, false);
        let chances = (
            shooter_chance(self.ctx, Side::Home),
            shooter_chance(self.ctx, Side::Away),
        );
        let mut guard = 0;
        while guard < 60 {
            guard += 1;
            self.t += self.rng.uniform(35.0, 60.0);
            let (h, a, ht, at) = self.s.shootout;
            let home_turn = ht == at;
            let scored = self
                .rng
                .chance(if home_turn { chances.0 } else { chances.1 });
            self.s.shootout = if home_turn {
                (h + u32::from(scored), a, ht + 1, at)
            } else {
                (h, a + u32::from(scored), ht, at + 1)
            };
            if let Some(winner) = shootout_winner(self.s.shootout) {
                self.record(false, true);
                self.t += 30.0;
                self.live.score(winner, 1);
                self.finish("Final/SO");
                return;
            }
            self.record(false, false);
        }
        let side = if self.rng.chance(0.5) {
            Side::Home
        } else {
            Side::Away
        };
        self.live.score(side, 1);
        self.finish("Final/SO");
    }

    fn finish(&mut self, label: &str) {
        self.t += 5.0;
        self.live.status = LiveStatus::Final;
        self.live.progress = label.to_owned();
        self.live.clock = None;
        self.live.suspended = false;
        self.s.home_box.clear();
        self.s.away_box.clear();
        self.live.extras = Some(SportExtras::Hockey {
            home_players_in_box: 0,
            away_players_in_box: 0,
        });
        self.live.state = GameState::Hockey(self.s.clone());
        self.timeline.push(ms(self.t), &self.live);
    }
}

/// The shootout's winner, once decided: best of three rounds, then sudden death rounds.
fn shootout_winner((h, a, ht, at): (u32, u32, u32, u32)) -> Option<Side> {
    if ht <= 3 && at <= 3 {
        if h > a + (3 - at) {
            return Some(Side::Home);
        }
        if a > h + (3 - ht) {
            return Some(Side::Away);
        }
        return None;
    }
    if ht == at && h != a {
        return Some(if h > a { Side::Home } else { Side::Away });
    }
    None
}

/// The chance the home side wins a shootout from its current tally.
fn shootout_home(state: (u32, u32, u32, u32), ph: f64, pa: f64) -> f64 {
    if let Some(winner) = shootout_winner(state) {
        return if winner == Side::Home { 1.0 } else { 0.0 };
    }
    let (h, a, ht, at) = state;
    if ht >= 3 && at >= 3 && ht == at {
        // Level after full rounds: sudden death.
        let home_round = ph * (1.0 - pa);
        let away_round = pa * (1.0 - ph);
        return home_round / (home_round + away_round).max(1e-12);
    }
    if ht == at {
        ph * shootout_home((h + 1, a, ht + 1, at), ph, pa)
            + (1.0 - ph) * shootout_home((h, a, ht + 1, at), ph, pa)
    } else {
        pa * shootout_home((h, a + 1, ht, at + 1), ph, pa)
            + (1.0 - pa) * shootout_home((h, a, ht, at + 1), ph, pa)
    }
}

/// Prices a hockey game.
pub(crate) fn outlook(ctx: &Ctx, live: &Live, elapsed_ms: i64, adjust: f64) -> Outlook {
    let (home, away) = expected_goals(ctx, adjust);
    let (rh, ra) = (
        home / MANPOWER_FACTOR / REGULATION,
        away / MANPOWER_FACTOR / REGULATION,
    );
    let clock = f(i64::from(
        live.clock_after(elapsed_ms).map_or(0, |c| c.seconds),
    ));
    let terminal = live.is_terminal();
    let ph = shooter_chance(ctx, Side::Home);
    let pa = shooter_chance(ctx, Side::Away);
    let ot_goal = 1.0 - (-(rh + ra) * OVERTIME_PACE * 300.0).exp();
    let fresh_overtime =
        ot_goal * rh / (rh + ra) + (1.0 - ot_goal) * shootout_home((0, 0, 0, 0), ph, pa);
    let h_now = i32::try_from(live.home).unwrap_or(0);
    let a_now = i32::try_from(live.away).unwrap_or(0);
    let (period, state) = match &live.state {
        GameState::Hockey(s) => (s.period, Some(s)),
        _ => (0, None),
    };
    let mut mean = (0.0, 0.0);
    let mut joint = Joint::default();
    let mut overtime_yes = if live.facts.overtime { 1.0 } else { 0.0 };
    if terminal {
        joint.add(h_now, a_now, 1.0);
    } else if period <= 3 {
        let remaining = match period {
            0 => REGULATION,
            p => f(i64::from((3 - p) * PERIOD)) + clock,
        };
        let mut mh = rh * MANPOWER_FACTOR * remaining;
        let mut ma = ra * MANPOWER_FACTOR * remaining;
        if let Some(s) = state {
            // The power play in progress.
            let longest = |b: &Vec<u32>| f(i64::from(b.iter().copied().max().unwrap_or(0)));
            let home_pp = (longest(&s.away_box) - longest(&s.home_box))
                .max(0.0)
                .min(remaining);
            let away_pp = (longest(&s.home_box) - longest(&s.away_box))
                .max(0.0)
                .min(remaining);
            mh += rh * (home_pp * (POWER_PLAY - 1.0) + away_pp * (SHORT_HANDED - 1.0));
            ma += ra * (away_pp * (POWER_PLAY - 1.0) + home_pp * (SHORT_HANDED - 1.0));
        }
        mean = (mh.max(0.0), ma.max(0.0));
        let home_goals = Pmf::poisson(mean.0).shifted(h_now);
        let away_goals = Pmf::poisson(mean.1).shifted(a_now);
        let mut tie = 0.0;
        joint = independent(&home_goals, &away_goals, |j, score, p| {
            tie += p;
            j.add(score + 1, score, p * fresh_overtime);
            j.add(score, score + 1, p * (1.0 - fresh_overtime));
        });
        if !live.facts.regulation_over {
            overtime_yes = tie;
        }
    } else {
        let home_share = if period == 4 {
            let left = 1.0 - (-(rh + ra) * OVERTIME_PACE * clock).exp();
            let so = shootout_home((0, 0, 0, 0), ph, pa);
            left * rh / (rh + ra) + (1.0 - left) * so
        } else {
            let tally = state.map_or((0, 0, 0, 0), |s| s.shootout);
            shootout_home(tally, ph, pa)
        };
        joint.add(h_now + 1, a_now, home_share);
        joint.add(h_now, a_now + 1, 1.0 - home_share);
    }
    let mut players = Vec::new();
    for (side, m) in [(Side::Home, mean.0), (Side::Away, mean.1)] {
        let base = match side {
            Side::Home => 0,
            Side::Away => 2,
        };
        for (i, share) in POINT_SHARE.iter().enumerate() {
            let now = live.stats.get(base + i).copied().unwrap_or(0);
            players.push(Pmf::poisson(m * share).shifted(now));
        }
    }
    joint.outlook(players, vec![overtime_yes])
}

#[cfg(test)]
#[allow(clippy::as_conversions, reason = "test arithmetic on counts")]
mod tests {
    use super::*;
    use crate::teams::{League, NHL};

    #[test]
    fn shootouts_end_by_the_rules() {
        assert_eq!(shootout_winner((1, 0, 2, 2)), None);
        assert_eq!(shootout_winner((2, 0, 2, 2)), Some(Side::Home));
        assert_eq!(shootout_winner((2, 1, 3, 2)), None);
        assert_eq!(shootout_winner((0, 2, 2, 2)), Some(Side::Away));
        assert_eq!(shootout_winner((1, 1, 3, 3)), None);
        assert_eq!(shootout_winner((2, 1, 4, 4)), Some(Side::Home));
        assert_eq!(shootout_winner((2, 2, 4, 3)), None);
        let even = shootout_home((0, 0, 0, 0), 0.32, 0.32);
        assert!((even - 0.5).abs() < 0.03, "{even}");
        assert!(shootout_home((1, 0, 1, 1), 0.32, 0.32) > 0.6);
    }

    #[test]
    #[ignore = "prints model figures; run by hand when tuning"]
    fn hockey_figures() {
        let mut err = (0.0, 0.0);
        let mut dur = 0.0;
        let mut ot = 0;
        let mut brier = 0.0;
        let n = 3000;
        let mut tie_model = 0.0;
        for i in 0..n {
            let h = i % 32;
            let a = (i * 7 + 3) % 32;
            let c = Ctx {
                league: League::Nhl,
                competition: "nhl",
                home: NHL[h],
                away: NHL[if a == h { (a + 1) % 32 } else { a }],
            };
            let m = play(&c, &mut Rng::new(i as u64));
            let last = m.last().unwrap();
            let (eh, ea) = expected_goals(&c, 0.0);
            let reg: (u32, u32) = last
                .live
                .segments
                .iter()
                .take(3)
                .fold((0, 0), |acc, s| (acc.0 + s.home, acc.1 + s.away));
            err.0 += f64::from(reg.0) - eh;
            err.1 += f64::from(reg.1) - ea;
            dur += last.at as f64 / 60000.0;
            ot += usize::from(last.live.facts.overtime);
            let pre = outlook(&c, &Live::pre(4), 0, 0.0);
            tie_model += pre.yes[0];
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
            "Nhl: err_h={:.3} err_a={:.3} dur={:.0} ot={:.3} model_ot={:.3} brier={:.3}",
            err.0 / n,
            err.1 / n,
            dur / n,
            ot as f64 / n,
            tie_model / n,
            brier / n
        );
    }
}
