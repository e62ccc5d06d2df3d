//! American football (NFL and NCAAF): a play-by-play model of drives.
//!
//! Every play is a run, a pass (sack, interception, completion or incompletion), a punt or a
//! field goal attempt, chosen from down, distance, field position, score and clock. Gains
//! depend on the offence's edge over the defence. The clock runs on in-bounds plays and
//! stops on incompletions, out-of-bounds plays and changes of possession (and, in college,
//! on first downs); 15-minute quarters, the two-minute warning, half-time, kick-offs after
//! scores, touchdowns with the try, field goals and safeties. Overtime: NFL one 10-minute
//! sudden-death period (a tie is possible); college alternating possessions from the 25, a
//! two-point shoot-out from the third.
//!
//! Pricing: each side's remaining points are normal around its scoring rate times the
//! remaining regulation time, plus the expected points of the drive in progress; a tie at
//! the end of regulation is resolved by the overtime rules.

use super::{Ctx, GameProp, Live, Moment, PlayerProp, Props, State as GameState, Timeline, other};
use crate::num::{f, round_i64};
use crate::pmf::{Builder, Joint, Outlook, Pmf};
use crate::rng::{Rng, ms};
use crate::teams::League;
use domain::catalogue::{Clock, Side, SportExtras};
use domain::sports::LiveStatus;

/// The state behind a football scoreboard.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct State {
    /// 1-4, then 5 and up for overtime.
    pub period: u32,
    /// Seconds left in the period at the moment.
    pub clock: u32,
    pub possession: Side,
    pub yards_to_goal: u32,
    pub down: u32,
    pub to_go: u32,
    /// Between a score and the kick-off that follows (the possession is the kicking side).
    pub kickoff: bool,
}

#[derive(Debug, Clone, Copy)]
struct Params {
    /// Points an average team scores.
    base: f64,
    /// Home advantage in points.
    home_edge: f64,
    college: bool,
    halftime: f64,
    /// Yards per play per point of offensive edge.
    yards_per_point: f64,
    /// Scoring chances of a side over a game, and the share of its scores that are field
    /// goals (pricing; measured on the play model).
    chances: f64,
    field_goals: f64,
    /// End-game play (kicking to tie) makes a tie after regulation likelier than the scoring
    /// model says: the overtime proposition is priced up by this factor (measured).
    tie_boost: f64,
    /// Shift of every play's mean gain (tunes the league's scoring to `base`).
    yard_shift: f64,
    /// Chance of a stoppage (timeout, review, injury) before a snap.
    stoppage: f64,
    pat: f64,
}

fn params(league: League) -> Params {
    match league {
        League::Ncaaf => Params {
            base: 28.0,
            home_edge: 3.0,
            college: true,
            halftime: 20.0 * 60.0,
            yards_per_point: 0.065,
            chances: 13.0,
            field_goals: 0.45,
            tie_boost: 1.55,
            yard_shift: -0.45,
            stoppage: 0.05,
            pat: 0.97,
        },
        _ => Params {
            base: 22.0,
            home_edge: 1.6,
            college: false,
            halftime: 13.0 * 60.0,
            yards_per_point: 0.11,
            chances: 8.0,
            field_goals: 0.49,
            tie_boost: 1.35,
            yard_shift: -0.55,
            stoppage: 0.14,
            pat: 0.95,
        },
    }
}

const QUARTER: u32 = 900;
const REGULATION: f64 = 3600.0;

// Prop slots.
const QB: usize = 0;
const RB: usize = 1;
const WR: usize = 2;
const SLOTS_PER_SIDE: usize = 3;

fn slot(side: Side, role: usize) -> usize {
    match side {
        Side::Home => role,
        Side::Away => SLOTS_PER_SIDE + role,
    }
}

/// The props a football game offers: a quarterback's passing yards, a running back's rushing
/// yards and a receiver's receiving yards per team, and overtime.
pub(crate) fn props(ctx: &Ctx) -> Props {
    let mut players = Vec::new();
    for side in [Side::Home, Side::Away] {
        players.push(PlayerProp {
            side,
            player: ctx.player(side, "QB"),
            statistic: "Passing Yards",
            monotone: false,
        });
        players.push(PlayerProp {
            side,
            player: ctx.player(side, "RB1"),
            statistic: "Rushing Yards",
            monotone: false,
        });
        players.push(PlayerProp {
            side,
            player: ctx.player(side, "WR1"),
            statistic: "Receiving Yards",
            monotone: false,
        });
    }
    Props {
        players,
        game: vec![GameProp::Overtime],
    }
}

/// Each side's expected points over regulation (home, away), with the model's adjustment
/// to the home side's rating.
pub(crate) fn expected_points(ctx: &Ctx, adjust: f64) -> (f64, f64) {
    let p = params(ctx.league);
    let home_rating = ctx.home.rating + adjust;
    let home_attack = (home_rating + ctx.home.style) / 2.0;
    let home_allows = (ctx.home.style - home_rating) / 2.0;
    let away_attack = (ctx.away.rating + ctx.away.style) / 2.0;
    let away_allows = (ctx.away.style - ctx.away.rating) / 2.0;
    let home = p.base + home_attack + away_allows + p.home_edge / 2.0;
    let away = p.base + away_attack + home_allows - p.home_edge / 2.0;
    (home.max(6.0), away.max(6.0))
}

/// Mean and standard deviation over a whole game of a prop statistic for a team that
/// expects `edge` points more than an average one (measured on the play model).
fn prop_model(college: bool, role: usize, edge: f64) -> (f64, f64) {
    match (college, role) {
        (false, QB) => (255.0 + 4.0 * edge, 64.0),
        (false, RB) => (71.0 + 1.2 * edge, 34.0),
        (false, _) => (71.0 + 1.2 * edge, 36.0),
        (true, QB) => (339.0 + 4.0 * edge, 80.0),
        (true, RB) => (99.0 + 1.2 * edge, 40.0),
        (true, _) => (95.0 + 1.2 * edge, 42.0),
    }
}

struct Game<'a> {
    ctx: &'a Ctx,
    p: Params,
    rng: &'a mut Rng,
    live: Live,
    timeline: Timeline,
    /// Seconds since kick-off.
    t: f64,
    s: State,
    /// Whether the clock runs into the next play.
    running: bool,
    expected: (f64, f64),
    first_receiver: Side,
    over: bool,
}

/// Plays a football game.
pub(crate) fn play(ctx: &Ctx, rng: &mut Rng) -> Vec<Moment> {
    let props = props(ctx).players.len();
    if rng.chance(0.004) {
        return super::postponed(rng, props);
    }
    let first_receiver = if rng.chance(0.5) {
        Side::Home
    } else {
        Side::Away
    };
    let mut game = Game {
        ctx,
        p: params(ctx.league),
        rng,
        live: Live::pre(props),
        timeline: Timeline::default(),
        t: 0.0,
        s: State {
            period: 1,
            clock: QUARTER,
            possession: other(first_receiver),
            yards_to_goal: 65,
            down: 1,
            to_go: 10,
            kickoff: true,
        },
        running: false,
        expected: expected_points(ctx, 0.0),
        first_receiver,
        over: false,
    };
    game.live.status = LiveStatus::InProgress;
    game.live.open_segment("Q1");
    game.push(false);
    game.kickoff(other(first_receiver), false);
    let mut guard = 0;
    while !game.over && guard < 2_000 {
        guard += 1;
        if game.s.period <= 4 && game.s.clock == 0 {
            game.end_of_period();
        } else if game.s.period >= 5 && game.p.college {
            game.college_overtime();
        } else if game.s.period >= 5 && game.s.clock == 0 {
            game.finish();
        } else {
            game.play_down();
        }
    }
    if !game.over {
        game.finish();
    }
    game.timeline.moments
}

fn yard_line(ctx: &Ctx, s: &State) -> String {
    let offense = ctx.team(s.possession).abbreviation;
    let defense = ctx.team(other(s.possession)).abbreviation;
    match s.yards_to_goal.cmp(&50) {
        std::cmp::Ordering::Greater => format!("{offense} {}", 100 - s.yards_to_goal),
        std::cmp::Ordering::Less => format!("{defense} {}", s.yards_to_goal),
        std::cmp::Ordering::Equal => "50".to_owned(),
    }
}

fn down_text(s: &State) -> String {
    if s.kickoff {
        return "Kickoff".to_owned();
    }
    let distance = if s.to_go >= s.yards_to_goal {
        "Goal".to_owned()
    } else {
        s.to_go.to_string()
    };
    format!("{} & {distance}", super::ordinal(s.down))
}

impl Game<'_> {
    fn edge(&self, side: Side) -> f64 {
        let points = match side {
            Side::Home => self.expected.0,
            Side::Away => self.expected.1,
        };
        points - self.p.base
    }

    fn margin_for(&self, side: Side) -> i64 {
        let us = i64::from(self.live.points(side));
        let them = i64::from(self.live.points(other(side)));
        us - them
    }

    fn progress(&self) -> String {
        match self.s.period {
            1..=4 => format!("Q{}", self.s.period),
            5 => "OT".to_owned(),
            n => format!("{}OT", n - 4),
        }
    }

    /// Records the scoreboard now.
    fn push(&mut self, suspended: bool) {
        self.s.yards_to_goal = self.s.yards_to_goal.clamp(1, 99);
        self.s.to_go = self.s.to_go.clamp(1, 99);
        let live = &mut self.live;
        if live.status == LiveStatus::InProgress {
            live.progress = match self.s.period {
                1..=4 => format!("Q{}", self.s.period),
                5 => "OT".to_owned(),
                n => format!("{}OT", n - 4),
            };
        }
        let clocked = self.s.period <= 4 || !self.p.college;
        live.clock = clocked.then_some(Clock {
            seconds: self.s.clock,
            running: self.running && self.s.clock > 0,
            counts_down: true,
        });
        live.extras = Some(SportExtras::Football {
            possession: self.s.possession,
            field_position: yard_line(self.ctx, &self.s),
            yards_from_goal: self.s.yards_to_goal,
            down_and_distance: down_text(&self.s),
            red_zone: !self.s.kickoff && self.s.yards_to_goal <= 20,
        });
        live.suspended = suspended;
        live.state = GameState::Football(self.s.clone());
        self.timeline.push(ms(self.t), &self.live);
    }

    /// Spends `seconds` of real time, the clock running for `clock_seconds` of them.
    fn spend(&mut self, seconds: f64, clock_seconds: u32) {
        self.t += seconds;
        self.s.clock = self.s.clock.saturating_sub(clock_seconds);
    }

    fn kickoff(&mut self, kicking: Side, after_safety: bool) {
        let receiving = other(kicking);
        self.s.kickoff = false;
        self.s.possession = receiving;
        self.s.down = 1;
        let touchback = if self.p.college { 75 } else { 65 };
        let (ytg, clock_used) = if after_safety {
            (round_u(self.rng.normal(60.0, 8.0)), 6)
        } else if self.rng.chance(0.002) {
            (0, 12)
        } else if self.rng.chance(if self.p.college { 0.6 } else { 0.62 }) {
            (touchback, 0)
        } else {
            (round_u(self.rng.normal(71.0, 7.0)).clamp(45, 92), 6)
        };
        self.spend(6.0, clock_used.min(self.s.clock));
        if ytg == 0 {
            self.touchdown(receiving);
            return;
        }
        self.s.yards_to_goal = ytg.clamp(1, 99);
        self.s.to_go = 10.min(self.s.yards_to_goal);
        self.running = false;
        self.push(false);
    }

    fn play_down(&mut self) {
        let offense = self.s.possession;
        let in_half_end = self.s.period == 2 || self.s.period == 4;
        let margin = self.margin_for(offense);
        let hurry = (in_half_end && self.s.clock <= 120 && margin <= 7)
            || (self.s.period == 4 && self.s.clock <= 300 && margin < 0);
        // Time before the snap.
        let pre = if self.running {
            if hurry {
                self.rng.uniform(10.0, 18.0)
            } else {
                self.rng.uniform(27.0, 38.0)
            }
        } else {
            self.rng.uniform(22.0, 40.0)
        };
        let pre_clock = if self.running { round_u(pre) } else { 0 };
        // The two-minute warning stops the clock.
        if in_half_end
            && self.s.period <= 4
            && self.s.clock > 120
            && self.s.clock.saturating_sub(pre_clock) <= 120
        {
            let used = self.s.clock - 120;
            self.spend(f(i64::from(used)), used);
            self.running = false;
            self.push(false);
            self.t += 120.0;
            return;
        }
        self.spend(pre, pre_clock);
        if self.s.clock == 0 && self.s.period <= 4 {
            self.running = false;
            self.push(false);
            return;
        }
        // Occasional stoppages: timeouts, challenges, injuries.
        if self.rng.chance(self.p.stoppage) {
            self.t += self.rng.uniform(40.0, 100.0);
        }
        // Kneel downs to end the game.
        if self.s.period == 4 && margin > 0 && self.s.clock <= 42 * (5 - self.s.down.min(4)) {
            self.spend(2.0, 2);
            self.s.yards_to_goal = (self.s.yards_to_goal + 1).min(99);
            self.running = true;
            self.advance_down(0);
            self.push(false);
            return;
        }
        let field_goal_range = self.s.yards_to_goal <= 37;
        let last_snap = self.s.clock <= 12 && self.s.period <= 4;
        if last_snap && field_goal_range && (self.s.period == 2 || (-3..=0).contains(&margin)) {
            self.field_goal();
            return;
        }
        if self.s.down == 4 {
            let need_touchdown = self.s.period >= 4 && margin < -3 && self.s.clock <= 300;
            let desperate = self.s.period >= 4 && margin < 0 && self.s.clock <= 180;
            if field_goal_range
                && !need_touchdown
                && !(self.s.to_go <= 1 && self.s.yards_to_goal <= 3)
            {
                self.field_goal();
                return;
            }
            let go = need_touchdown
                || desperate
                || (self.s.to_go <= 1 && self.s.yards_to_goal <= 60 && self.rng.chance(0.45))
                || (self.s.to_go <= 3 && self.s.yards_to_goal <= 45 && self.rng.chance(0.35));
            if !go {
                self.punt();
                return;
            }
        }
        self.scrimmage(hurry);
    }

    fn scrimmage(&mut self, hurry: bool) {
        let offense = self.s.possession;
        let edge = self.edge(offense);
        let k = self.p.yards_per_point;
        let leading_late =
            self.s.period == 4 && self.s.clock <= 300 && self.margin_for(offense) > 0;
        let pass_share = if hurry {
            0.8
        } else if leading_late {
            0.3
        } else if self.s.down == 3 && self.s.to_go >= 7 {
            0.85
        } else if self.s.to_go <= 2 {
            0.35
        } else {
            0.56
        };
        let duration = self.rng.uniform(4.0, 7.0);
        let mut running_after;
        let gain: i64;
        if self.rng.chance(pass_share) {
            if self.rng.chance(0.065) {
                gain = -round_i64(self.rng.normal(7.0, 2.5)).clamp(1, 15);
                running_after = true;
            } else if self.rng.chance((0.023 - 0.0008 * edge).clamp(0.008, 0.04)) {
                let air = round_i64(self.rng.uniform(6.0, 28.0));
                self.spend(duration, round_u(duration));
                self.interception(air);
                return;
            } else if self.rng.chance((0.635 + 0.006 * edge).clamp(0.5, 0.75)) {
                let mut yards = self.rng.normal(9.6 + self.p.yard_shift + k * edge, 7.0);
                if self.rng.chance(0.11) {
                    yards += self.rng.exponential(16.0);
                }
                gain = round_i64(yards).clamp(-3, 99);
                running_after = !self.rng.chance(if hurry { 0.55 } else { 0.22 });
                let credited =
                    i32::try_from(gain.min(i64::from(self.s.yards_to_goal))).unwrap_or(0);
                self.live.stat_add(slot(offense, QB), credited);
                if self.rng.chance(0.28) {
                    self.live.stat_add(slot(offense, WR), credited);
                }
            } else {
                gain = 0;
                running_after = false;
            }
        } else {
            let mut yards = self.rng.normal(3.9 + self.p.yard_shift + k * edge, 4.8);
            if self.rng.chance(0.08) {
                yards += self.rng.exponential(12.0);
            }
            gain = round_i64(yards).clamp(-8, 99);
            if self.rng.chance(0.006) {
                self.spend(duration, round_u(duration));
                self.fumble(gain);
                return;
            }
            running_after = !self.rng.chance(if hurry { 0.35 } else { 0.07 });
            if self.rng.chance(0.62) {
                let credited =
                    i32::try_from(gain.min(i64::from(self.s.yards_to_goal))).unwrap_or(0);
                self.live.stat_add(slot(offense, RB), credited);
            }
        }
        self.spend(duration, round_u(duration));
        let ytg = i64::from(self.s.yards_to_goal);
        if gain >= ytg {
            self.touchdown(offense);
            return;
        }
        if ytg - gain >= 100 {
            self.safety(offense);
            return;
        }
        self.s.yards_to_goal = u32::try_from(ytg - gain).unwrap_or(50);
        let first_down = gain >= i64::from(self.s.to_go);
        if first_down && self.p.college {
            running_after = false;
        }
        self.running = running_after;
        if !self.advance_down(gain) {
            // Turnover on downs.
            self.turnover(100 - self.s.yards_to_goal);
            return;
        }
        let goal_line = self.s.yards_to_goal <= 5;
        self.push(goal_line);
    }

    /// Moves the chains; false on a failed fourth down.
    fn advance_down(&mut self, gain: i64) -> bool {
        if gain >= i64::from(self.s.to_go) {
            self.s.down = 1;
            self.s.to_go = 10.min(self.s.yards_to_goal);
            return true;
        }
        let left = i64::from(self.s.to_go) - gain;
        self.s.to_go = u32::try_from(left.clamp(1, 99)).unwrap_or(10);
        self.s.down += 1;
        self.s.down <= 4
    }

    fn turnover(&mut self, new_yards_to_goal: u32) {
        self.s.possession = other(self.s.possession);
        self.s.yards_to_goal = new_yards_to_goal.clamp(1, 99);
        self.s.down = 1;
        self.s.to_go = 10.min(self.s.yards_to_goal);
        self.running = false;
        self.push(true);
        // A break before the new possession.
        if self.rng.chance(0.4) {
            self.t += self.rng.uniform(60.0, 120.0);
        }
    }

    fn interception(&mut self, air: i64) {
        let spot = i64::from(self.s.yards_to_goal) - air;
        if spot <= 0 {
            self.turnover(80);
            return;
        }
        let returned = round_i64(self.rng.normal(9.0, 9.0)).max(0);
        let new = 100 - spot - returned;
        if new <= 0 {
            let defense = other(self.s.possession);
            self.s.possession = defense;
            self.touchdown(defense);
            return;
        }
        self.turnover(u32::try_from(new).unwrap_or(50));
    }

    fn fumble(&mut self, gain: i64) {
        let spot = (i64::from(self.s.yards_to_goal) - gain).clamp(1, 99);
        self.turnover(u32::try_from(100 - spot).unwrap_or(50));
    }

    fn punt(&mut self) {
        let net = round_i64(self.rng.normal(41.0, 8.0)).clamp(20, 65);
        let landing = i64::from(self.s.yards_to_goal) - net;
        self.spend(8.0, 8.min(self.s.clock));
        let receiver_ytg = if landing <= 0 {
            80
        } else {
            u32::try_from(100 - landing).unwrap_or(80)
        };
        self.turnover(receiver_ytg);
    }

    fn field_goal(&mut self) {
        let distance = f(i64::from(self.s.yards_to_goal) + 17);
        let mut make = 0.99 - 0.000_25 * (distance - 20.0).powi(2);
        if self.p.college {
            make -= 0.05;
        }
        self.spend(5.0, 5.min(self.s.clock));
        let kicker = self.s.possession;
        if self.rng.chance(make.clamp(0.2, 0.99)) {
            self.live.score(kicker, 3);
            self.after_score(kicker);
        } else {
            let new = 93u32.saturating_sub(self.s.yards_to_goal).min(80);
            self.turnover(new);
        }
    }

    fn touchdown(&mut self, scorer: Side) {
        self.live.score(scorer, 6);
        self.s.possession = scorer;
        self.s.kickoff = true;
        self.s.yards_to_goal = 65;
        self.running = false;
        self.push(true);
        if self.sudden_death_over() {
            return;
        }
        self.t += self.rng.uniform(35.0, 60.0);
        let margin = self.margin_for(scorer);
        let late = self.s.period >= 4;
        let go_for_two = (late && matches!(margin, -2 | -5 | -10 | 1 | 5)) || self.rng.chance(0.04);
        if go_for_two {
            if self.rng.chance(0.48) {
                self.live.score(scorer, 2);
            }
        } else if self.rng.chance(self.p.pat) {
            self.live.score(scorer, 1);
        }
        self.after_score(scorer);
    }

    fn safety(&mut self, offense: Side) {
        let defense = other(offense);
        self.live.score(defense, 2);
        self.s.possession = offense;
        self.s.kickoff = true;
        self.s.yards_to_goal = 80;
        self.running = false;
        self.push(true);
        self.t += self.rng.uniform(80.0, 140.0);
        if self.sudden_death_over() {
            return;
        }
        self.kickoff(offense, true);
    }

    fn sudden_death_over(&mut self) -> bool {
        if self.s.period >= 5 && !self.p.college && self.live.home != self.live.away {
            self.finish();
            return true;
        }
        false
    }

    /// After a touchdown's try or a field goal: a break, then the kick-off.
    fn after_score(&mut self, scorer: Side) {
        self.s.possession = scorer;
        self.s.kickoff = true;
        self.s.yards_to_goal = 65;
        self.running = false;
        self.push(true);
        if self.sudden_death_over() {
            return;
        }
        self.t += self.rng.uniform(70.0, 150.0);
        if self.s.period <= 4 && self.s.clock == 0 {
            return;
        }
        self.kickoff(scorer, false);
    }

    fn end_of_period(&mut self) {
        self.running = false;
        match self.s.period {
            1 | 3 => {
                self.t += 120.0;
                self.s.period += 1;
                self.s.clock = QUARTER;
                let label = self.progress();
                self.live.open_segment(&label);
                self.push(false);
            }
            2 => {
                self.live.status = LiveStatus::HalfOver;
                self.live.progress = "Half".to_owned();
                self.s.clock = 0;
                // The second half starts with a kick-off: no drive is in progress.
                let kicking = other(self.first_receiver);
                self.s.possession = kicking;
                self.s.kickoff = true;
                self.s.yards_to_goal = 65;
                self.push(false);
                self.t += self.p.halftime;
                self.live.status = LiveStatus::InProgress;
                self.s.period = 3;
                self.s.clock = QUARTER;
                self.live.open_segment("Q3");
                let kicking = other(self.first_receiver);
                self.s.possession = kicking;
                self.s.kickoff = true;
                self.s.yards_to_goal = 65;
                self.push(false);
                self.t += 30.0;
                self.kickoff(kicking, false);
            }
            _ => {
                self.live.facts.regulation_over = true;
                if self.live.home != self.live.away {
                    self.finish();
                    return;
                }
                self.live.facts.overtime = true;
                self.t += 180.0;
                self.s.period = 5;
                self.live.open_segment("OT");
                if self.p.college {
                    self.s.clock = 0;
                    self.push(false);
                    return;
                }
                self.s.clock = 600;
                let receiving = if self.rng.chance(0.5) {
                    Side::Home
                } else {
                    Side::Away
                };
                self.s.possession = other(receiving);
                self.s.kickoff = true;
                self.s.yards_to_goal = 65;
                self.push(false);
                self.t += 30.0;
                self.kickoff(other(receiving), false);
            }
        }
    }

    /// One college overtime round: each side has a possession from the 25 (a two-point
    /// attempt from the third round).
    fn college_overtime(&mut self) {
        let round = self.s.period - 4;
        let first = if round % 2 == 1 {
            Side::Away
        } else {
            Side::Home
        };
        for side in [first, other(first)] {
            if round >= 3 {
                self.s.possession = side;
                self.s.yards_to_goal = 3;
                self.s.down = 1;
                self.s.to_go = 3;
                self.s.kickoff = false;
                self.push(true);
                self.t += self.rng.uniform(60.0, 100.0);
                let edge = self.edge(side) * 0.01;
                if self.rng.chance(0.46 + edge) {
                    self.live.score(side, 2);
                }
                self.push(false);
                continue;
            }
            self.college_possession(side, round);
        }
        if self.live.home != self.live.away {
            self.finish();
            return;
        }
        if round >= 9 {
            let side = if self.rng.chance(0.5) {
                Side::Home
            } else {
                Side::Away
            };
            self.live.score(side, 2);
            self.finish();
            return;
        }
        self.t += 60.0;
        self.s.period += 1;
        let label = self.progress();
        if let Some(last) = self.live.segments.last_mut() {
            last.label = label;
        }
    }

    fn college_possession(&mut self, side: Side, round: u32) {
        self.s.possession = side;
        self.s.yards_to_goal = 25;
        self.s.down = 1;
        self.s.to_go = 10;
        self.s.kickoff = false;
        self.running = false;
        self.push(false);
        let edge = self.edge(side);
        for _ in 0..30 {
            self.t += self.rng.uniform(25.0, 40.0);
            if self.s.down == 4 && (self.s.yards_to_goal > 3 || self.rng.chance(0.5)) {
                let distance = f(i64::from(self.s.yards_to_goal) + 17);
                let make = 0.94 - 0.000_25 * (distance - 20.0).powi(2);
                if self.rng.chance(make) {
                    self.live.score(side, 3);
                }
                self.push(true);
                return;
            }
            let mut yards = self.rng.normal(4.8 + self.p.yards_per_point * edge, 6.0);
            if self.rng.chance(0.08) {
                yards += self.rng.exponential(10.0);
            }
            if self.rng.chance(0.03) {
                self.push(true);
                return;
            }
            let gain = round_i64(yards).clamp(-8, 30);
            if gain >= i64::from(self.s.yards_to_goal) {
                self.live.score(side, 6);
                if round >= 2 {
                    if self.rng.chance(0.46) {
                        self.live.score(side, 2);
                    }
                } else if self.rng.chance(self.p.pat) {
                    self.live.score(side, 1);
                }
                self.push(true);
                return;
            }
            let ytg = (i64::from(self.s.yards_to_goal) - gain).clamp(1, 60);
            self.s.yards_to_goal = u32::try_from(ytg).unwrap_or(25);
            if !self.advance_down(gain) {
                self.push(true);
                return;
            }
            self.push(false);
        }
    }

    fn finish(&mut self) {
        self.over = true;
        self.running = false;
        self.t += 5.0;
        self.live.status = LiveStatus::Final;
        self.live.progress = if self.s.period >= 5 {
            "Final/OT".to_owned()
        } else {
            "Final".to_owned()
        };
        self.live.facts.regulation_over = true;
        self.live.clock = None;
        self.live.extras = None;
        self.live.suspended = false;
        self.live.state = GameState::Football(self.s.clone());
        self.timeline.push(ms(self.t), &self.live);
    }
}

fn round_u(x: f64) -> u32 {
    crate::num::round_u32(x)
}

/// The chances the drive in progress ends in a field goal and in a touchdown, from field
/// position, down and the time left to get there.
fn drive_outcomes(s: &State, remaining: f64) -> (f64, f64) {
    if s.kickoff {
        return (0.0, 0.0);
    }
    let ytg = f(i64::from(s.yards_to_goal));
    let mut score = (0.97 - 0.0081 * ytg).clamp(0.2, 0.95);
    score -= match s.down {
        1 => 0.0,
        2 => 0.04,
        3 => 0.1 + 0.01 * f(i64::from(s.to_go)),
        _ => 0.25,
    };
    // Reaching the end zone (or field goal range) takes time.
    let needed = (ytg - 35.0).max(0.0) * 1.1 + 6.0;
    let feasible = ((remaining + 3.0) / needed).clamp(0.0, 1.0);
    let score = (score * feasible).clamp(0.0, 0.95);
    let touchdown_share = if ytg <= 10.0 {
        0.55 + 0.03 * (10.0 - ytg)
    } else {
        0.55
    };
    // Beyond field-goal range, a drive running out of time only scores touchdowns.
    let touchdown_share = if ytg > 40.0 && remaining < 40.0 {
        1.0
    } else {
        touchdown_share
    };
    (score * (1.0 - touchdown_share), score * touchdown_share)
}

/// The points of one score: a field goal, or a touchdown with its try (mostly 7, sometimes
/// 6 or 8).
fn one_score(field_goal_share: f64) -> Pmf {
    let td = 1.0 - field_goal_share;
    Pmf::from_weights(
        3,
        vec![field_goal_share, 0.0, 0.0, 0.06 * td, 0.9 * td, 0.04 * td],
    )
}

/// A side's remaining regulation points: the drive in progress (field goal and touchdown
/// chances) and, over the time after it, a binomial number of scores among the side's
/// remaining scoring chances, each a field goal or a touchdown. Scores come in threes and
/// (mostly) sevens, so the key margins (3, 7, 10, a tie) carry their weight.
fn remaining_points(p: &Params, mean: f64, share: f64, drive: (f64, f64)) -> Pmf {
    let per_score = one_score(p.field_goals).mean();
    let chances = p.chances * share;
    let whole = crate::num::floor_i64(chances).max(0);
    let frac = chances - f(whole);
    let q = if chances > 0.0 {
        (mean / (chances * per_score)).clamp(0.0, 0.97)
    } else {
        0.0
    };
    let top = usize::try_from(whole + 1).unwrap_or(0);
    let score = one_score(p.field_goals);
    let mut builder = Builder::default();
    let mut power = Pmf::point(0);
    for k in 0..=top {
        let n_low = usize::try_from(whole).unwrap_or(0);
        let weight = (1.0 - frac) * binomial(n_low, k, q) + frac * binomial(n_low + 1, k, q);
        if weight > 1e-12 {
            for (v, w) in power.iter() {
                builder.add(v, w * weight);
            }
        }
        power = power.plus(&score);
    }
    let future = builder.build();
    let (field_goal, touchdown) = drive;
    if field_goal + touchdown <= 0.0 {
        return future;
    }
    let current = Pmf::from_weights(
        0,
        vec![
            1.0 - field_goal - touchdown,
            0.0,
            0.0,
            field_goal,
            0.0,
            0.0,
            0.0,
            touchdown,
        ],
    );
    future.plus(&current)
}

/// `P(X = k)` for `X ~ Binomial(n, q)`.
fn binomial(n: usize, k: usize, q: f64) -> f64 {
    if k > n {
        return 0.0;
    }
    let mut coefficient = 1.0;
    for i in 0..k {
        coefficient *= crate::num::fu(n - i) / crate::num::fu(i + 1);
    }
    let k_i32 = i32::try_from(k).unwrap_or(0);
    let rest = i32::try_from(n - k).unwrap_or(0);
    coefficient * q.powi(k_i32) * (1.0 - q).powi(rest)
}

/// Prices a football game.
pub(crate) fn outlook(ctx: &Ctx, live: &Live, elapsed_ms: i64, adjust: f64) -> Outlook {
    let p = params(ctx.league);
    let (home_rate, away_rate) = expected_points(ctx, adjust);
    let clock = live.clock_after(elapsed_ms).map_or(0, |c| c.seconds);
    let (period, state) = match &live.state {
        GameState::Football(s) => (s.period, Some(s)),
        _ => (0, None),
    };
    let remaining = match period {
        0 => REGULATION,
        1..=4 => f(i64::from((4 - period) * QUARTER + clock)),
        _ => 0.0,
    };
    let share = remaining / REGULATION;
    let h_now = i32::try_from(live.home).unwrap_or(0);
    let a_now = i32::try_from(live.away).unwrap_or(0);
    let players = player_outlook(ctx, live, share, adjust);
    let mut joint = Joint::default();
    let overtime_prob;
    if live.is_terminal() {
        overtime_prob = if live.facts.overtime { 1.0 } else { 0.0 };
        joint.add(h_now, a_now, 1.0);
    } else if period >= 5 {
        overtime_prob = 1.0;
        let (home_share, no_score) = overtime_shares(ctx, live, elapsed_ms, adjust, p.college);
        if h_now != a_now {
            joint.add(h_now, a_now, 1.0);
        } else {
            add_overtime(&mut joint, h_now, 1.0 - no_score, home_share, p.college);
            joint.add(h_now, a_now, no_score);
        }
    } else {
        // The drive in progress, then the time after it.
        let mut drives = [(0.0, 0.0), (0.0, 0.0)];
        let mut after = share;
        if let Some(s) = state
            && !s.kickoff
        {
            let outcome = drive_outcomes(s, remaining);
            let drive_time = (f(i64::from(s.yards_to_goal)) * 2.2).min(remaining);
            after = ((remaining - drive_time) / REGULATION).max(0.0);
            let i = side_index(s.possession);
            if let Some(d) = drives.get_mut(i) {
                *d = outcome;
            }
        }
        let [home_drive, away_drive] = drives;
        let home = remaining_points(&p, home_rate * after, after, home_drive).shifted(h_now);
        let away = remaining_points(&p, away_rate * after, after, away_drive).shifted(a_now);
        let home_share = (0.5 + 0.015 * (home_rate - away_rate)).clamp(0.2, 0.8);
        let mut tie = 0.0;
        joint = crate::pmf::independent(&home, &away, |j, score, q| {
            tie += q;
            add_overtime(
                j,
                score,
                q * (1.0 - overtime_margins(p.college).1),
                home_share,
                p.college,
            );
            j.add(score, score, q * overtime_margins(p.college).1);
        });
        overtime_prob = if live.facts.regulation_over {
            0.0
        } else {
            (tie * p.tie_boost).min(1.0)
        };
    }
    joint.outlook(players, vec![overtime_prob])
}

/// Margins an overtime is won by, with their probabilities, and the chance it ends tied.
fn overtime_margins(college: bool) -> (Vec<(i32, f64)>, f64) {
    if college {
        (vec![(3, 0.3), (7, 0.45), (8, 0.1), (2, 0.15)], 0.0)
    } else {
        (vec![(3, 0.58), (6, 0.42)], 0.06)
    }
}

fn add_overtime(joint: &mut Joint, score: i32, decided: f64, home_share: f64, college: bool) {
    let (margins, _) = overtime_margins(college);
    for (m, q) in margins {
        joint.add(score + m, score, decided * q * home_share);
        joint.add(score, score + m, decided * q * (1.0 - home_share));
    }
}

/// In overtime: the home side's share of the decided outcomes and the chance nobody scores.
fn overtime_shares(
    ctx: &Ctx,
    live: &Live,
    elapsed_ms: i64,
    adjust: f64,
    college: bool,
) -> (f64, f64) {
    let (home_rate, away_rate) = expected_points(ctx, adjust);
    let mut share = 0.5 + 0.012 * (home_rate - away_rate);
    if let GameState::Football(s) = &live.state
        && !s.kickoff
    {
        let sign = if s.possession == Side::Home {
            1.0
        } else {
            -1.0
        };
        let (field_goal, touchdown) = drive_outcomes(s, 600.0);
        share += sign * ((3.0 * field_goal + 7.0 * touchdown) / 7.0 - 0.25) * 0.5;
    }
    if college {
        return (share.clamp(0.05, 0.95), 0.0);
    }
    let left = f(i64::from(
        live.clock_after(elapsed_ms).map_or(0, |c| c.seconds),
    ));
    let scores_per_second = (home_rate + away_rate) / REGULATION / 4.0;
    let no_score = (-scores_per_second * left).exp();
    (share.clamp(0.05, 0.95), no_score)
}

fn player_outlook(ctx: &Ctx, live: &Live, share: f64, adjust: f64) -> Vec<Pmf> {
    let (home_rate, away_rate) = expected_points(ctx, adjust);
    let p = params(ctx.league);
    let base = p.base;
    let mut out = Vec::with_capacity(2 * SLOTS_PER_SIDE);
    for (side, rate) in [(Side::Home, home_rate), (Side::Away, away_rate)] {
        for role in [QB, RB, WR] {
            let (mean, sd) = prop_model(p.college, role, rate - base);
            let now = f(i64::from(
                live.stats.get(slot(side, role)).copied().unwrap_or(0),
            ));
            out.push(Pmf::normal(now + mean * share, sd * share.sqrt()));
        }
    }
    out
}

fn side_index(side: Side) -> usize {
    match side {
        Side::Home => 0,
        Side::Away => 1,
    }
}

#[cfg(test)]
#[allow(clippy::as_conversions, reason = "test arithmetic on counts")]
mod tests {
    use super::*;
    use crate::teams::{NCAAF, NFL};

    fn ctx(league: League, home: usize, away: usize) -> Ctx {
        let teams = if league == League::Nfl { NFL } else { NCAAF };
        Ctx {
            league,
            competition: "nfl",
            home: teams[home],
            away: teams[away],
        }
    }

    #[test]
    fn games_are_complete_and_consistent() {
        for seed in 0..40 {
            let c = ctx(
                if seed % 3 == 0 {
                    League::Ncaaf
                } else {
                    League::Nfl
                },
                seed % 30,
                (seed + 7) % 30,
            );
            let moments = play(&c, &mut Rng::new(seed as u64));
            let last = moments.last().unwrap();
            if last.live.status == LiveStatus::Cancelled {
                continue;
            }
            assert_eq!(last.live.status, LiveStatus::Final);
            let seg_home: u32 = last.live.segments.iter().map(|s| s.home).sum();
            let seg_away: u32 = last.live.segments.iter().map(|s| s.away).sum();
            assert_eq!((seg_home, seg_away), (last.live.home, last.live.away));
            if c.league == League::Ncaaf {
                assert_ne!(last.live.home, last.live.away);
            }
            // Scores never go down and time moves forward.
            for w in moments.windows(2) {
                assert!(w[1].at >= w[0].at);
                assert!(w[1].live.home >= w[0].live.home && w[1].live.away >= w[0].live.away);
            }
            let minutes = last.at / 60_000;
            assert!((120..270).contains(&minutes), "{minutes} min");
        }
    }
}

#[cfg(test)]
#[allow(clippy::as_conversions, reason = "test arithmetic on counts")]
mod calibration {
    use super::*;
    use crate::teams::{NCAAF, NFL};

    /// Expected and actual regulation points, duration, moments, prop statistics, the
    /// pre-game win probability, the result and whether it went to overtime.
    type Row = (f64, f64, f64, f64, f64, f64, Vec<i32>, f64, f64, bool);

    #[test]
    #[ignore = "prints model figures; run by hand when tuning"]
    fn football_figures() {
        for (league, teams) in [(League::Nfl, NFL), (League::Ncaaf, NCAAF)] {
            let mut rows = Vec::new();
            let mut model_ot = Vec::new();
            let mut kinds = [0usize; 3];
            let mut model_margin = [0.0f64; 15];
            let mut model_sd = 0.0;
            let n = 3000;
            for i in 0..n {
                let h = i % teams.len();
                let a = (i * 7 + 3) % teams.len();
                if h == a {
                    continue;
                }
                let c = Ctx {
                    league,
                    competition: "x",
                    home: teams[h],
                    away: teams[a],
                };
                let moments = play(&c, &mut Rng::new(i as u64 + 1000));
                let last = moments.last().unwrap();
                if last.live.status != LiveStatus::Final {
                    continue;
                }
                let reg: (u32, u32) = last
                    .live
                    .segments
                    .iter()
                    .take(4)
                    .fold((0, 0), |acc, s| (acc.0 + s.home, acc.1 + s.away));
                let (eh, ea) = expected_points(&c, 0.0);
                let pre = outlook(&c, &Live::pre(6), 0, 0.0);
                rows.push((
                    eh,
                    ea,
                    f64::from(reg.0),
                    f64::from(reg.1),
                    last.at as f64 / 60000.0,
                    moments.len() as f64,
                    last.live.stats.clone(),
                    pre.home_win,
                    if last.live.home > last.live.away {
                        1.0
                    } else {
                        0.0
                    },
                    last.live.facts.overtime,
                ));
                model_ot.push(pre.yes[0]);
                for d in 0..15i32 {
                    model_margin[d as usize] += if d == 0 {
                        pre.margin.prob(0)
                    } else {
                        pre.margin.prob(d) + pre.margin.prob(-d)
                    };
                }
                model_sd += (pre
                    .margin
                    .iter()
                    .map(|(k, q)| (f64::from(k) - pre.margin.mean()).powi(2) * q)
                    .sum::<f64>())
                .sqrt();
                for w in moments.windows(2) {
                    for (a, b) in [
                        (w[0].live.home, w[1].live.home),
                        (w[0].live.away, w[1].live.away),
                    ] {
                        match b - a {
                            3 => kinds[0] += 1,
                            6..=8 => kinds[1] += 1,
                            2 => kinds[2] += 1,
                            _ => {}
                        }
                    }
                }
            }
            let m = rows.len() as f64;
            let mean = |g: &dyn Fn(&Row) -> f64| rows.iter().map(g).sum::<f64>() / m;
            let err_h = mean(&|r| r.2 - r.0);
            let err_a = mean(&|r| r.3 - r.1);
            let sd_h = mean(&|r| (r.2 - r.0).powi(2)).sqrt();
            let margin_err = mean(&|r| (r.2 - r.3) - (r.0 - r.1));
            let margin_sd = mean(&|r| ((r.2 - r.3) - (r.0 - r.1)).powi(2)).sqrt();
            let total_sd = mean(&|r| ((r.2 + r.3) - (r.0 + r.1)).powi(2)).sqrt();
            let dur = mean(&|r| r.4);
            let moments = mean(&|r| r.5);
            let qb = mean(&|r| f64::from(r.6[0] + r.6[3]) / 2.0);
            let rb = mean(&|r| f64::from(r.6[1] + r.6[4]) / 2.0);
            let wr = mean(&|r| f64::from(r.6[2] + r.6[5]) / 2.0);
            let qb_sd = mean(&|r| (f64::from(r.6[0]) - qb).powi(2)).sqrt();
            let rb_sd = mean(&|r| (f64::from(r.6[1]) - rb).powi(2)).sqrt();
            let wr_sd = mean(&|r| (f64::from(r.6[2]) - wr).powi(2)).sqrt();
            let ot = rows.iter().filter(|r| r.9).count() as f64 / m;
            println!(
                "model overtime {:.4}; field goals, touchdowns, twos {kinds:?}",
                model_ot.iter().sum::<f64>() / model_ot.len() as f64
            );
            let mut hist = [0usize; 15];
            for r in &rows {
                let d = ((r.2 - r.3).abs()) as usize;
                if d < 15 {
                    hist[d] += 1;
                }
            }
            let shape: Vec<String> = (0..15)
                .map(|d| format!("{d}:{:.3}/{:.3}", hist[d] as f64 / m, model_margin[d] / m))
                .collect();
            println!(
                "margins actual/model {} model sd {:.2}",
                shape.join(" "),
                model_sd / m
            );
            let brier_model = mean(&|r| (r.7 - r.8).powi(2));
            let win_pred = mean(&|r| r.7);
            let win_act = mean(&|r| r.8);
            // Slope of actual margin on expected margin.
            let xm = mean(&|r| r.0 - r.1);
            let ym = mean(&|r| r.2 - r.3);
            let cov = mean(&|r| (r.0 - r.1 - xm) * (r.2 - r.3 - ym));
            let var = mean(&|r| (r.0 - r.1 - xm).powi(2));
            let xt = mean(&|r| r.0 + r.1);
            let yt = mean(&|r| r.2 + r.3);
            let covt = mean(&|r| (r.0 + r.1 - xt) * (r.2 + r.3 - yt));
            let vart = mean(&|r| (r.0 + r.1 - xt).powi(2));
            println!(
                "{league:?}: n={m} err_h={err_h:.2} err_a={err_a:.2} team_sd={sd_h:.2} margin_err={margin_err:.2} margin_sd={margin_sd:.2} total_sd={total_sd:.2} slope_margin={:.2} slope_total={:.2} dur={dur:.0}min moments={moments:.0} qb={qb:.0}±{qb_sd:.0} rb={rb:.0}±{rb_sd:.0} wr={wr:.0}±{wr_sd:.0} ot={ot:.3} win_pred={win_pred:.3} win_act={win_act:.3} brier={brier_model:.3}",
                cov / var,
                covt / vart
            );
        }
    }
}
