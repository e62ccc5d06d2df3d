//! Baseball (MLB): plate appearances pitch by pitch.
//!
//! Each plate appearance ends in a strikeout, walk, hit by pitch, single, double, triple,
//! home run or an out in play, with probabilities from the batting side's offence and the
//! pitching side's strikeout rate; the pitches leading to it (balls, strikes, fouls with two
//! strikes) make the count. Runners advance by the usual rules (forced on walks, scoring from
//! second on most singles, double plays, sacrifice flies). Nine innings, the home side skips
//! the bottom of the ninth when ahead and wins on a walk-off; extra innings start with a
//! runner on second. Rare rain delays (suspended, then resumed), delayed starts and
//! postponements.
//!
//! Pricing: the runs of the half-inning in progress come from an exact Markov chain over
//! outs and bases; each later half-inning's runs from the same chain from an empty inning;
//! ties after nine go to extra innings priced with the runner on second.

use super::{Ctx, GameProp, Live, Moment, PlayerProp, Props, State as GameState, Timeline, other};
use crate::num::{f, fu, round_u32};
use crate::pmf::{Joint, Outlook, Pmf, Winner};
use crate::rng::{Rng, hash_str, ms};
use domain::catalogue::{Side, SportExtras};
use domain::sports::LiveStatus;

/// The state behind a baseball scoreboard.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct State {
    pub inning: u32,
    /// The home side is batting.
    pub bottom: bool,
    /// Between halves (the half shown is the one about to start).
    pub between: bool,
    pub outs: u32,
    /// First, second, third.
    pub bases: [bool; 3],
    /// Batters faced by each side's starting pitcher (home, away) and whether they are still in.
    pub starters_in: (bool, bool),
    /// Plate appearances of each side so far (home, away).
    pub appearances: (u32, u32),
}

const BASE: f64 = 4.45;
const HOME_EDGE: f64 = 0.25;
/// League plate-appearance outcomes: strikeout, walk, hit by pitch, single, double, triple,
/// home run, out in play.
const LEAGUE: [f64; 8] = [0.222, 0.085, 0.011, 0.143, 0.044, 0.004, 0.031, 0.46];
const K: usize = 0;
const BB: usize = 1;
const HBP: usize = 2;
const SINGLE: usize = 3;
const DOUBLE: usize = 4;
const TRIPLE: usize = 5;
const HR: usize = 6;
/// Exponent linking the share of plate appearances reaching base to runs scored.
const OFFENCE_EXPONENT: f64 = 0.5;
/// Scales league on-base outcomes so an average side scores `BASE` runs.
const CALIBRATION: f64 = 1.04;
/// Innings a starting pitcher pitches.
const STARTER_INNINGS: u32 = 6;

/// Prop slots: home starter strikeouts, home cleanup total bases, away starter, away cleanup.
const PITCHER: usize = 0;
const HITTER: usize = 1;

fn slot(side: Side, role: usize) -> usize {
    match side {
        Side::Home => role,
        Side::Away => 2 + role,
    }
}

/// The props a baseball game offers: each starting pitcher's strikeouts and each side's
/// number-three hitter's total bases, a run in the first inning and extra innings.
pub(crate) fn props(ctx: &Ctx) -> Props {
    let mut players = Vec::new();
    for side in [Side::Home, Side::Away] {
        players.push(PlayerProp {
            side,
            player: ctx.player(side, "SP"),
            statistic: "Strikeouts",
            monotone: true,
        });
        players.push(PlayerProp {
            side,
            player: ctx.player(side, "B3"),
            statistic: "Total Bases",
            monotone: true,
        });
    }
    Props {
        players,
        game: vec![GameProp::RunInFirstInning, GameProp::ExtraInnings],
    }
}

/// Each side's expected runs over nine innings (home, away).
fn expected_runs(ctx: &Ctx, adjust: f64) -> (f64, f64) {
    let home_rating = ctx.home.rating + adjust;
    let home = BASE
        + (home_rating + ctx.home.style) / 2.0
        + (ctx.away.style - ctx.away.rating) / 2.0
        + HOME_EDGE / 2.0;
    let away =
        BASE + (ctx.away.rating + ctx.away.style) / 2.0 + (ctx.home.style - home_rating) / 2.0
            - HOME_EDGE / 2.0;
    (home.max(1.5), away.max(1.5))
}

/// A pitching staff's strikeout factor (stable per team).
fn strikeout_factor(ctx: &Ctx, side: Side) -> f64 {
    let h = hash_str(&format!("k/{}", ctx.team(side).id)) % 1000;
    0.85 + 0.35 * fu(usize::try_from(h).unwrap_or(0)) / 1000.0
}

/// Plate-appearance outcome probabilities of `batting` against the other side's pitchers.
fn outcomes(ctx: &Ctx, batting: Side, adjust: f64) -> [f64; 8] {
    let (home, away) = expected_runs(ctx, adjust);
    let runs = match batting {
        Side::Home => home,
        Side::Away => away,
    };
    let boost = CALIBRATION * (runs / BASE).powf(OFFENCE_EXPONENT);
    let strikeouts = strikeout_factor(ctx, other(batting));
    let mut p = LEAGUE;
    for (i, v) in p.iter_mut().enumerate() {
        if (BB..=HR).contains(&i) {
            *v *= boost;
        } else if i == K {
            *v *= strikeouts;
        }
    }
    let on_base: f64 = p.iter().take(HR + 1).skip(BB).sum();
    let k = p.first().copied().unwrap_or(0.2);
    if let Some(out) = p.get_mut(7) {
        *out = (1.0 - on_base - k).max(0.2);
    }
    let sum: f64 = p.iter().sum();
    p.map(|v| v / sum)
}

/// Where the runners end up after a plate appearance: each branch's probability, the new
/// bases, the outs made and the runs scored.
fn advance(outcome: usize, bases: [bool; 3], outs: u32) -> Vec<(f64, [bool; 3], u32, u32)> {
    let [first, second, third] = bases;
    let two_outs = outs == 2;
    let runs_of = |b: &[bool]| u32::try_from(b.iter().filter(|x| **x).count()).unwrap_or(0);
    match outcome {
        K => vec![(1.0, bases, 1, 0)],
        BB | HBP => {
            let mut b = bases;
            let mut runs = 0;
            if !first {
                b[0] = true;
            } else if !second {
                b[1] = true;
            } else if !third {
                b[2] = true;
            } else {
                runs = 1;
            }
            vec![(1.0, b, 0, runs)]
        }
        SINGLE => {
            let home_from_second = if two_outs { 0.85 } else { 0.6 };
            let base_runs = u32::from(third);
            if second {
                vec![
                    (home_from_second, [true, first, false], 0, base_runs + 1),
                    (1.0 - home_from_second, [true, first, true], 0, base_runs),
                ]
            } else {
                vec![(1.0, [true, first, false], 0, base_runs)]
            }
        }
        DOUBLE => {
            let base_runs = u32::from(third) + u32::from(second);
            if first {
                let home_from_first = if two_outs { 0.6 } else { 0.4 };
                vec![
                    (home_from_first, [false, true, false], 0, base_runs + 1),
                    (1.0 - home_from_first, [false, true, true], 0, base_runs),
                ]
            } else {
                vec![(1.0, [false, true, false], 0, base_runs)]
            }
        }
        TRIPLE => vec![(1.0, [false, false, true], 0, runs_of(&bases))],
        HR => vec![(1.0, [false, false, false], 0, runs_of(&bases) + 1)],
        _ => {
            if two_outs {
                return vec![(1.0, bases, 1, 0)];
            }
            let mut branches = Vec::new();
            let mut rest = 1.0;
            if first {
                // Double play: the runner from first and the batter.
                let dp = 0.22;
                let runs = if outs == 0 { u32::from(third) } else { 0 };
                branches.push((dp, [false, false, second], 2, runs));
                rest -= dp;
            }
            if third {
                let sac = 0.4;
                branches.push((rest * sac, [first, second, false], 1, 1));
                branches.push((rest * (1.0 - sac), [first, second, true], 1, 0));
            } else if second {
                branches.push((rest * 0.3, [first, false, true], 1, 0));
                branches.push((rest * 0.7, [first, true, false], 1, 0));
            } else {
                branches.push((rest, bases, 1, 0));
            }
            branches
        }
    }
}

/// The distribution of runs for the rest of a half-inning from `outs` and `bases` (cached:
/// a game prices the same few situations over and over).
fn half_inning_runs(p: &[f64; 8], outs: u32, bases: [bool; 3]) -> Pmf {
    type Key = ([u64; 8], u32, [bool; 3]);
    thread_local! {
        static CACHE: std::cell::RefCell<std::collections::HashMap<Key, Pmf>> =
            std::cell::RefCell::new(std::collections::HashMap::new());
    }
    let key = (p.map(f64::to_bits), outs, bases);
    if let Some(hit) = CACHE.with(|c| c.borrow().get(&key).cloned()) {
        return hit;
    }
    let pmf = half_inning_chain(p, outs, bases);
    CACHE.with(|c| {
        let mut cache = c.borrow_mut();
        if cache.len() > 4096 {
            cache.clear();
        }
        cache.insert(key, pmf.clone());
    });
    pmf
}

fn half_inning_chain(p: &[f64; 8], outs: u32, bases: [bool; 3]) -> Pmf {
    const MAX_RUNS: usize = 20;
    let mut done = vec![0.0; MAX_RUNS + 1];
    // Active states: (outs, bases as bits) -> runs distribution.
    let mut active: Vec<(u32, [bool; 3], Vec<f64>)> = vec![(outs, bases, {
        let mut v = vec![0.0; MAX_RUNS + 1];
        if let Some(x) = v.first_mut() {
            *x = 1.0;
        }
        v
    })];
    for _ in 0..60 {
        let mut next: Vec<(u32, [bool; 3], Vec<f64>)> = Vec::new();
        for (o, b, runs) in &active {
            for (outcome, q) in p.iter().enumerate() {
                for (w, nb, made, scored) in advance(outcome, *b, *o) {
                    let weight = q * w;
                    let new_outs = o + made;
                    let target: &mut Vec<f64> = if new_outs >= 3 {
                        &mut done
                    } else if let Some(i) = next
                        .iter()
                        .position(|(no, nbb, _)| *no == new_outs && *nbb == nb)
                    {
                        match next.get_mut(i) {
                            Some(entry) => &mut entry.2,
                            None => continue,
                        }
                    } else {
                        next.push((new_outs, nb, vec![0.0; MAX_RUNS + 1]));
                        match next.last_mut() {
                            Some(entry) => &mut entry.2,
                            None => continue,
                        }
                    };
                    let add = if new_outs >= 3 { 0 } else { scored };
                    for (r, m) in runs.iter().enumerate() {
                        if *m == 0.0 {
                            continue;
                        }
                        let to = (r + usize::try_from(add).unwrap_or(0)).min(MAX_RUNS);
                        if let Some(slot) = target.get_mut(to) {
                            *slot += m * weight;
                        }
                    }
                }
            }
        }
        let mass: f64 = next.iter().map(|(_, _, r)| r.iter().sum::<f64>()).sum();
        active = next;
        if mass < 1e-10 {
            break;
        }
    }
    Pmf::from_weights(0, done)
}

/// Pitches before a plate appearance's last pitch: the balls, strikes and two-strike fouls,
/// in order (`b`, `s`, `f`).
fn pitch_sequence(rng: &mut Rng, outcome: usize) -> Vec<char> {
    let (balls, strikes, fouls) = match outcome {
        K => (
            rng.weighted(&[0.3, 0.3, 0.25, 0.15]),
            2,
            rng.weighted(&[0.5, 0.25, 0.15, 0.1]),
        ),
        BB => {
            let s = rng.weighted(&[0.3, 0.4, 0.3]);
            (
                3,
                s,
                if s == 2 {
                    rng.weighted(&[0.6, 0.25, 0.15])
                } else {
                    0
                },
            )
        }
        _ => {
            let s = rng.weighted(&[0.35, 0.35, 0.3]);
            (
                rng.weighted(&[0.35, 0.3, 0.22, 0.13]),
                s,
                if s == 2 {
                    rng.weighted(&[0.6, 0.25, 0.15])
                } else {
                    0
                },
            )
        }
    };
    let mut seq: Vec<char> = std::iter::repeat_n('b', balls)
        .chain(std::iter::repeat_n('s', strikes))
        .collect();
    rng.shuffle(&mut seq);
    seq.extend(std::iter::repeat_n('f', fouls));
    seq
}

struct Game<'a> {
    rng: &'a mut Rng,
    live: Live,
    timeline: Timeline,
    t: f64,
    s: State,
    p: [[f64; 8]; 2],
    lineup: (usize, usize),
    balls: u32,
    strikes: u32,
    rain_delay_inning: Option<u32>,
    limit: f64,
}

/// Plays a baseball game.
pub(crate) fn play(ctx: &Ctx, rng: &mut Rng) -> Vec<Moment> {
    let props = props(ctx);
    if rng.chance(0.01) {
        return super::postponed(rng, props.players.len());
    }
    let rain_delay_inning = rng.chance(0.015).then(|| round_u32(rng.uniform(3.0, 7.99)));
    let mut game = Game {
        live: Live::pre(props.players.len()),
        timeline: Timeline::default(),
        t: 0.0,
        s: State {
            inning: 1,
            bottom: false,
            between: true,
            outs: 0,
            bases: [false; 3],
            starters_in: (true, true),
            appearances: (0, 0),
        },
        p: [
            outcomes(ctx, Side::Home, 0.0),
            outcomes(ctx, Side::Away, 0.0),
        ],
        lineup: (0, 0),
        balls: 0,
        strikes: 0,
        rain_delay_inning,
        limit: 430.0 * 60.0,
        rng,
    };
    if game.rng.chance(0.02) {
        // A delayed start.
        game.live.status = LiveStatus::Delayed;
        game.live.progress = "Delayed".to_owned();
        game.live.suspended = true;
        game.timeline.push(0, &game.live);
        game.t = game.rng.uniform(20.0, 45.0) * 60.0;
        game.live.suspended = false;
    }
    game.live.status = LiveStatus::InProgress;
    game.run();
    game.timeline.moments
}

impl Game<'_> {
    fn batting(&self) -> Side {
        if self.s.bottom {
            Side::Home
        } else {
            Side::Away
        }
    }

    fn record(&mut self, suspended: bool) {
        let live = &mut self.live;
        let inning = super::ordinal(self.s.inning);
        live.progress = if live.status == LiveStatus::Suspended {
            format!("Delayed {inning}")
        } else if self.s.between {
            if self.s.bottom {
                format!("Mid {inning}")
            } else if self.s.inning == 1 {
                "Top 1st".to_owned()
            } else {
                format!("End {}", super::ordinal(self.s.inning - 1))
            }
        } else if self.s.bottom {
            format!("Bot {inning}")
        } else {
            format!("Top {inning}")
        };
        live.extras = Some(SportExtras::Baseball {
            balls: self.balls.min(3),
            strikes: self.strikes.min(2),
            outs: self.s.outs.min(2),
            on_first: self.s.bases[0],
            on_second: self.s.bases[1],
            on_third: self.s.bases[2],
            home_batting: self.s.bottom,
        });
        live.suspended = suspended;
        live.state = GameState::Baseball(self.s.clone());
        self.timeline.push(ms(self.t), &self.live);
    }

    fn run(&mut self) {
        self.live.open_segment("1");
        self.record(false);
        self.t += 30.0;
        loop {
            // Top half.
            self.half(false);
            if self.s.inning >= 9 && self.live.home > self.live.away {
                break;
            }
            self.between(true);
            // Bottom half.
            self.half(true);
            if self.s.inning == 1 {
                self.live.facts.first_inning_done = true;
            }
            if self.s.inning >= 9 && self.live.home != self.live.away {
                break;
            }
            if self.s.inning >= 9 {
                self.live.facts.regulation_over = true;
                self.live.facts.overtime = true;
            }
            if self.s.inning >= 30 {
                // Settle an endless game.
                self.live.score(Side::Home, 1);
                break;
            }
            self.s.inning += 1;
            self.live.open_segment(&self.s.inning.to_string());
            self.between(false);
        }
        self.live.facts.regulation_over = true;
        self.live.facts.first_inning_done = true;
        self.t += 10.0;
        self.live.status = LiveStatus::Final;
        self.live.progress = if self.s.inning > 9 {
            format!("Final/{}", self.s.inning)
        } else {
            "Final".to_owned()
        };
        self.s.between = false;
        self.balls = 0;
        self.strikes = 0;
        self.live.suspended = false;
        self.live.extras = None;
        self.live.state = GameState::Baseball(self.s.clone());
        self.timeline.push(ms(self.t), &self.live);
    }

    /// The break before the next half; `bottom` is the half about to start.
    fn between(&mut self, bottom: bool) {
        self.s.bottom = bottom;
        self.s.between = true;
        self.s.outs = 0;
        self.s.bases = [false; 3];
        self.balls = 0;
        self.strikes = 0;
        self.record(false);
        self.t += self.rng.uniform(115.0, 140.0);
        if self.rain_delay_inning == Some(self.s.inning) && bottom {
            self.rain_delay_inning = None;
            self.live.status = LiveStatus::Suspended;
            self.record(true);
            self.t += self.rng.uniform(20.0, 60.0) * 60.0;
            self.live.status = LiveStatus::InProgress;
            self.record(false);
        }
    }

    fn half(&mut self, bottom: bool) {
        self.s.bottom = bottom;
        self.s.between = false;
        self.s.outs = 0;
        self.s.bases = [false, self.s.inning >= 10, false];
        if self.s.inning > STARTER_INNINGS {
            self.s.starters_in = (false, false);
        }
        let batting = self.batting();
        // A runaway clock: the home side walks it off.
        if bottom && self.s.inning >= 10 && self.t > self.limit && self.live.home <= self.live.away
        {
            let needed = self.live.away - self.live.home + 1;
            self.live.score(Side::Home, needed);
            self.record(false);
            return;
        }
        self.record(false);
        let mut guard = 0;
        while self.s.outs < 3 && guard < 200 {
            guard += 1;
            self.appearance(batting);
            if bottom && self.s.inning >= 9 && self.live.home > self.live.away {
                return;
            }
        }
    }

    fn appearance(&mut self, batting: Side) {
        let p = match batting {
            Side::Home => self.p[0],
            Side::Away => self.p[1],
        };
        let outcome = self.rng.weighted(&p);
        let order = match batting {
            Side::Home => &mut self.lineup.0,
            Side::Away => &mut self.lineup.1,
        };
        let batter = *order;
        *order = (*order + 1) % 9;
        match batting {
            Side::Home => self.s.appearances.0 += 1,
            Side::Away => self.s.appearances.1 += 1,
        }
        self.balls = 0;
        self.strikes = 0;
        self.t += self.rng.uniform(8.0, 16.0);
        for pitch in pitch_sequence(self.rng, outcome) {
            match pitch {
                'b' => self.balls += 1,
                's' => self.strikes += 1,
                _ => {}
            }
            self.t += self.rng.uniform(15.0, 23.0);
            self.record(false);
        }
        self.t += self.rng.uniform(15.0, 23.0);
        let starter_in = match other(batting) {
            Side::Home => self.s.starters_in.0,
            Side::Away => self.s.starters_in.1,
        };
        if outcome == K && starter_in {
            self.live.stat_add(slot(other(batting), PITCHER), 1);
        }
        if batter == 2 {
            let bases = match outcome {
                SINGLE => 1,
                DOUBLE => 2,
                TRIPLE => 3,
                HR => 4,
                _ => 0,
            };
            self.live.stat_add(slot(batting, HITTER), bases);
        }
        let branches = advance(outcome, self.s.bases, self.s.outs);
        let weights: Vec<f64> = branches.iter().map(|b| b.0).collect();
        let pick = self.rng.weighted(&weights);
        let Some(&(_, bases, made, runs)) = branches.get(pick) else {
            return;
        };
        self.balls = 0;
        self.strikes = 0;
        self.s.outs += made;
        if self.s.outs >= 3 {
            self.s.outs = 3;
            self.s.bases = [false; 3];
            self.record(false);
            return;
        }
        self.s.bases = bases;
        let mut runs = runs;
        if self.s.bottom && self.s.inning >= 9 && outcome != HR {
            // A walk-off ends the game with the winning run.
            let needed = (self.live.away + 1).saturating_sub(self.live.home);
            if self.live.home <= self.live.away && runs >= needed {
                runs = needed;
            }
        }
        if runs > 0 {
            self.live.score(batting, runs);
            if self.s.inning == 1 {
                self.live.facts.first_inning_runs += runs;
            }
        }
        self.record(runs > 0);
        if runs > 0 {
            self.t += self.rng.uniform(10.0, 25.0);
        }
    }
}

/// Prices a baseball game.
pub(crate) fn outlook(ctx: &Ctx, live: &Live, _elapsed_ms: i64, adjust: f64) -> Outlook {
    let p_home = outcomes(ctx, Side::Home, adjust);
    let p_away = outcomes(ctx, Side::Away, adjust);
    let fresh_home = half_inning_runs(&p_home, 0, [false; 3]);
    let fresh_away = half_inning_runs(&p_away, 0, [false; 3]);
    let ghost_home = half_inning_runs(&p_home, 0, [false, true, false]);
    let ghost_away = half_inning_runs(&p_away, 0, [false, true, false]);
    let h_now = i32::try_from(live.home).unwrap_or(0);
    let a_now = i32::try_from(live.away).unwrap_or(0);
    let pre = State {
        inning: 1,
        bottom: false,
        between: true,
        outs: 0,
        bases: [false; 3],
        starters_in: (true, true),
        appearances: (0, 0),
    };
    let s = match &live.state {
        GameState::Baseball(s) => s.clone(),
        _ => pre,
    };
    // The half in progress.
    let current = if s.between || s.outs >= 3 {
        None
    } else {
        let p = if s.bottom { &p_home } else { &p_away };
        Some(half_inning_runs(p, s.outs, s.bases))
    };
    // The half-innings still to bat in regulation: the away side's, and the home side's
    // before the bottom of the ninth, which is only played when the home side is not ahead
    // and ends on a walk-off.
    let inning = s.inning;
    let in_bottom_ninth = inning == 9 && s.bottom && !s.between;
    let (away_halves, home_halves) = if inning > 9 {
        (0, 0)
    } else {
        let later = 9 - inning;
        let away = if s.between && !s.bottom {
            later + 1
        } else {
            later
        };
        let home_incl_ninth = if s.bottom && !s.between {
            later
        } else {
            later + 1
        };
        (
            away,
            home_incl_ninth.saturating_sub(u32::from(!in_bottom_ninth)),
        )
    };
    let terminal = live.is_terminal();
    let mut joint = Joint::default();
    let mut ties = Ties::default();
    let first_inning_yes;
    let mut extra_yes = if live.facts.overtime { 1.0 } else { 0.0 };
    if terminal {
        joint.add(h_now, a_now, 1.0);
        first_inning_yes = if live.facts.first_inning_runs > 0 {
            1.0
        } else {
            0.0
        };
    } else if inning <= 9 {
        let mut home = Pmf::point(h_now);
        let mut away = Pmf::point(a_now);
        let mut ninth = fresh_home.clone();
        if let Some(cur) = &current {
            if in_bottom_ninth {
                ninth = cur.clone();
            } else if s.bottom {
                home = home.plus(cur);
            } else {
                away = away.plus(cur);
            }
        }
        for _ in 0..home_halves {
            home = home.plus(&fresh_home);
        }
        for _ in 0..away_halves {
            away = away.plus(&fresh_away);
        }
        let mut tie = 0.0;
        for (h, qh) in home.iter() {
            for (a, qa) in away.iter() {
                let q = qh * qa;
                if q < 1e-14 {
                    continue;
                }
                if h > a {
                    joint.add(h, a, q);
                    continue;
                }
                for (r, qr) in ninth.iter() {
                    let w = q * qr;
                    match (h + r).cmp(&a) {
                        std::cmp::Ordering::Greater => joint.add(a + 1, a, w),
                        std::cmp::Ordering::Equal => {
                            tie += w;
                            ties.add(a, w);
                        }
                        std::cmp::Ordering::Less => joint.add(h + r, a, w),
                    }
                }
            }
        }
        extra_yes = if live.facts.overtime { 1.0 } else { tie };
        // A run in the first inning.
        first_inning_yes = if live.facts.first_inning_runs > 0 {
            1.0
        } else if live.facts.first_inning_done || inning > 1 {
            0.0
        } else {
            let zero_away = if s.bottom {
                1.0
            } else {
                current.as_ref().map_or(fresh_away.prob(0), |c| c.prob(0))
            };
            let zero_home = if s.bottom && !s.between {
                current.as_ref().map_or(fresh_home.prob(0), |c| c.prob(0))
            } else {
                fresh_home.prob(0)
            };
            1.0 - zero_away * zero_home
        };
    } else {
        // Extra innings in progress.
        let diff = h_now - a_now;
        if s.bottom && !s.between {
            let cur = current.unwrap_or_else(|| ghost_home.clone());
            for (r, q) in cur.iter() {
                if r + diff > 0 {
                    joint.add(a_now + 1, a_now, q);
                } else if r + diff == 0 {
                    ties.add(a_now, q);
                } else {
                    joint.add(h_now + r, a_now, q);
                }
            }
        } else {
            let away_runs = if s.between && !s.bottom {
                ghost_away.clone()
            } else if s.bottom {
                Pmf::point(0)
            } else {
                current.unwrap_or_else(|| ghost_away.clone())
            };
            for (ra, qa) in away_runs.iter() {
                let a_after = a_now + ra;
                for (rh, qh) in ghost_home.iter() {
                    let q = qa * qh;
                    if h_now + rh > a_after {
                        joint.add(a_after + 1, a_after, q);
                    } else if h_now + rh == a_after {
                        ties.add(a_after, q);
                    } else {
                        joint.add(h_now + rh, a_after, q);
                    }
                }
            }
        }
        first_inning_yes = if live.facts.first_inning_runs > 0 {
            1.0
        } else {
            0.0
        };
    }
    ties.resolve(&mut joint, &ghost_home, &ghost_away);
    let players = player_outlook(ctx, live, &s, &p_home, &p_away);
    joint.outlook(players, vec![first_inning_yes, extra_yes])
}

/// Ties to be resolved by extra innings: the probability of a tie at each score.
#[derive(Default)]
struct Ties {
    mass: std::collections::BTreeMap<i32, f64>,
}

impl Ties {
    fn add(&mut self, score: i32, p: f64) {
        *self.mass.entry(score).or_insert(0.0) += p;
    }

    /// Resolves every tie by extra innings (a runner on second; the home side stops at the
    /// winning run; a tied extra inning is played again).
    fn resolve(self, joint: &mut Joint, ghost_home: &Pmf, ghost_away: &Pmf) {
        let mut tie = 0.0;
        let mut outcomes = Vec::new();
        for (a, qa) in ghost_away.iter() {
            for (h, qh) in ghost_home.iter() {
                let q = qa * qh;
                if q < 1e-12 {
                    continue;
                }
                match h.cmp(&a) {
                    std::cmp::Ordering::Equal => tie += q,
                    std::cmp::Ordering::Greater => outcomes.push((a + 1, a, q)),
                    std::cmp::Ordering::Less => outcomes.push((h, a, q)),
                }
            }
        }
        let decided = (1.0 - tie).max(1e-12);
        for (score, p) in self.mass {
            for &(h, a, q) in &outcomes {
                let winner = if h > a { Winner::Home } else { Winner::Away };
                joint.add_won(score + h, score + a, p * q / decided, winner);
            }
        }
    }
}

fn player_outlook(
    ctx: &Ctx,
    live: &Live,
    s: &State,
    p_home: &[f64; 8],
    p_away: &[f64; 8],
) -> Vec<Pmf> {
    let terminal = live.is_terminal();
    let out_rate =
        |p: &[f64; 8]| p.first().copied().unwrap_or(0.0) + p.get(7).copied().unwrap_or(0.0);
    let mut players = Vec::new();
    for side in [Side::Home, Side::Away] {
        let (bat, pitch) = match side {
            Side::Home => (p_home, p_away),
            Side::Away => (p_away, p_home),
        };
        // Starter strikeouts: outs left in his innings, over the chance of an out per batter.
        let starter_in = match side {
            Side::Home => s.starters_in.0,
            Side::Away => s.starters_in.1,
        };
        let pitching_now = s.bottom != (side == Side::Home) && !s.between;
        let outs_left = if terminal || !starter_in || s.inning > STARTER_INNINGS {
            0.0
        } else {
            let innings_after = f(i64::from(STARTER_INNINGS - s.inning));
            let this = if s.between {
                // About to pitch this inning's half unless it has been pitched.
                let pitched = side == Side::Away && s.bottom;
                if pitched { 0.0 } else { 3.0 }
            } else if pitching_now {
                f(i64::from(3 - s.outs.min(3)))
            } else if side == Side::Away && s.bottom {
                0.0
            } else {
                3.0
            };
            innings_after * 3.0 + this
        };
        let batters = outs_left / out_rate(pitch).max(0.3);
        let k_rate = pitch.first().copied().unwrap_or(0.2);
        let now_k = live.stats.get(slot(side, PITCHER)).copied().unwrap_or(0);
        players.push(Pmf::poisson(batters * k_rate).shifted(now_k));
        // Cleanup hitter total bases: his share of the side's remaining plate appearances.
        let own_outs_left = if terminal {
            0.0
        } else {
            let batting_now = (side == Side::Home) == s.bottom && !s.between;
            let innings_left = f(i64::from(9u32.saturating_sub(s.inning)));
            let this = if batting_now {
                f(i64::from(3 - s.outs.min(3)))
            } else if (s.between && (side == Side::Home) == s.bottom)
                || (side == Side::Home && !s.bottom)
            {
                3.0
            } else {
                0.0
            };
            innings_left * 3.0 + this
        };
        let appearances = own_outs_left / out_rate(bat).max(0.3) / 9.0;
        let per_pa = [
            1.0 - bat.iter().skip(SINGLE).take(4).sum::<f64>(),
            bat.get(SINGLE).copied().unwrap_or(0.0),
            bat.get(DOUBLE).copied().unwrap_or(0.0),
            bat.get(TRIPLE).copied().unwrap_or(0.0),
            bat.get(HR).copied().unwrap_or(0.0),
        ];
        let one = Pmf::from_weights(0, per_pa.to_vec());
        let whole = crate::num::floor_i64(appearances).clamp(0, 8);
        let frac = appearances - f(whole);
        let mut low = Pmf::point(0);
        for _ in 0..whole {
            low = low.plus(&one);
        }
        let high = low.plus(&one);
        let now_tb = live.stats.get(slot(side, HITTER)).copied().unwrap_or(0);
        players.push(Pmf::mixture(&[(1.0 - frac, &low), (frac, &high)]).shifted(now_tb));
    }
    let _ = ctx;
    players
}

#[cfg(test)]
#[allow(clippy::as_conversions, reason = "test arithmetic on counts")]
mod tests {
    use super::*;
    use crate::teams::{League, MLB};

    #[test]
    fn runners_advance_by_the_rules() {
        // Bases loaded walk forces a run.
        assert_eq!(
            advance(BB, [true, true, true], 0),
            vec![(1.0, [true, true, true], 0, 1)]
        );
        // Home run clears the bases.
        assert_eq!(
            advance(HR, [true, false, true], 1),
            vec![(1.0, [false; 3], 0, 3)]
        );
        // Branch probabilities sum to one.
        for outcome in 0..8 {
            for bits in 0..8u8 {
                let bases = [bits & 1 != 0, bits & 2 != 0, bits & 4 != 0];
                for outs in 0..3 {
                    let sum: f64 = advance(outcome, bases, outs).iter().map(|b| b.0).sum();
                    assert!((sum - 1.0).abs() < 1e-12);
                }
            }
        }
        let pmf = half_inning_runs(&LEAGUE, 0, [false; 3]);
        assert!((pmf.mean() - 0.5).abs() < 0.15, "{}", pmf.mean());
    }

    #[test]
    #[ignore = "prints model figures; run by hand when tuning"]
    fn baseball_figures() {
        let mut err = (0.0, 0.0);
        let mut dur = 0.0;
        let mut extra = 0.0;
        let mut model_extra = 0.0;
        let mut first = 0.0;
        let mut model_first = 0.0;
        let mut brier = 0.0;
        let mut ks = 0.0;
        let mut model_ks = 0.0;
        let mut tb = 0.0;
        let mut model_tb = 0.0;
        let mut pitches = 0.0;
        let n = 1500;
        let mut count = 0.0;
        let (mut away_model, mut away_actual, mut home_model, mut home_actual) =
            (0.0, 0.0, 0.0, 0.0);
        for i in 0..n {
            let h = i % 30;
            let a = (i * 7 + 3) % 30;
            let c = Ctx {
                league: League::Mlb,
                competition: "mlb",
                home: MLB[h],
                away: MLB[if a == h { (a + 1) % 30 } else { a }],
            };
            let m = play(&c, &mut Rng::new(i as u64 + 77_000));
            let last = m.last().unwrap();
            if last.live.status != LiveStatus::Final {
                continue;
            }
            count += 1.0;
            let (eh, ea) = expected_runs(&c, 0.0);
            let reg: (u32, u32) = last
                .live
                .segments
                .iter()
                .take(9)
                .fold((0, 0), |acc, s| (acc.0 + s.home, acc.1 + s.away));
            err.0 += f64::from(reg.0) - eh;
            err.1 += f64::from(reg.1) - ea;
            dur += last.at as f64 / 60000.0;
            extra += if last.live.facts.overtime { 1.0 } else { 0.0 };
            first += if last.live.facts.first_inning_runs > 0 {
                1.0
            } else {
                0.0
            };
            let pre = outlook(&c, &Live::pre(4), 0, 0.0);
            model_extra += pre.yes[1];
            model_first += pre.yes[0];
            brier += (pre.home_win
                - if last.live.home > last.live.away {
                    1.0
                } else {
                    0.0
                })
            .powi(2);
            ks += f64::from(last.live.stats[0]);
            model_ks += pre.players[0].mean();
            tb += f64::from(last.live.stats[1]);
            model_tb += pre.players[1].mean();
            pitches += m.len() as f64;
            away_model += pre.away.mean();
            away_actual += f64::from(last.live.away);
            home_model += pre.home.mean();
            home_actual += f64::from(last.live.home);
        }
        println!(
            "away model {:.3} actual {:.3}; home model {:.3} actual {:.3}",
            away_model / count,
            away_actual / count,
            home_model / count,
            home_actual / count
        );
        let n = count;
        println!(
            "Mlb: err_h={:.3} err_a={:.3} dur={:.0} extra={:.3}/{:.3} first={:.3}/{:.3} brier={:.3} ks={:.2}/{:.2} tb={:.2}/{:.2} moments={:.0}",
            err.0 / n,
            err.1 / n,
            dur / n,
            extra / n,
            model_extra / n,
            first / n,
            model_first / n,
            brier / n,
            ks / n,
            model_ks / n,
            tb / n,
            model_tb / n,
            pitches / n
        );
    }
}
#[cfg(test)]
#[allow(clippy::as_conversions, reason = "test arithmetic on counts")]
mod dp_check {
    use super::*;

    /// The pricing chain and the game agree on how many runs a half-inning scores.
    #[test]
    fn half_inning_chain_matches_the_game() {
        let mut rng = Rng::new(5);
        let n = 40_000;
        let mut total = 0u64;
        let mut zero = 0u64;
        for _ in 0..n {
            let mut outs = 0;
            let mut bases = [false; 3];
            let mut runs = 0;
            while outs < 3 {
                let o = rng.weighted(&LEAGUE);
                let br = advance(o, bases, outs);
                let w: Vec<f64> = br.iter().map(|b| b.0).collect();
                let (_, nb, made, r) = br[rng.weighted(&w)];
                outs += made;
                if outs >= 3 {
                    break;
                }
                bases = nb;
                runs += r;
            }
            total += u64::from(runs);
            zero += u64::from(runs == 0);
        }
        let pmf = half_inning_runs(&LEAGUE, 0, [false; 3]);
        let mean = total as f64 / f64::from(n);
        let p0 = zero as f64 / f64::from(n);
        assert!((mean - pmf.mean()).abs() < 0.02, "{mean} {}", pmf.mean());
        assert!((p0 - pmf.prob(0)).abs() < 0.01, "{p0} {}", pmf.prob(0));
    }
}
