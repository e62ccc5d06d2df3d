//! The games: each sport's model plays a whole game forward from its seed into a timeline of
//! moments (what the scoreboard shows after every play), and prices any moment from the game
//! state with an in-play win-probability model.
//!
//! A timeline is a pure function of the fixture and its random stream, so the state at any
//! instant does not depend on how often the simulator looks at it.

pub(crate) mod baseball;
pub(crate) mod basketball;
pub(crate) mod darts;
pub(crate) mod football;
pub(crate) mod hockey;
pub(crate) mod soccer;
pub(crate) mod tennis;

use crate::pmf::Outlook;
use crate::rng::Rng;
use crate::teams::{League, Sport, Team};
use domain::catalogue::{Clock, Segment, Side, SportExtras};
use domain::sports::LiveStatus;

/// What a model needs to know about a fixture.
#[derive(Debug, Clone)]
pub(crate) struct Ctx {
    pub league: League,
    pub competition: &'static str,
    pub home: Team,
    pub away: Team,
}

impl Ctx {
    pub(crate) fn team(&self, side: Side) -> &Team {
        match side {
            Side::Home => &self.home,
            Side::Away => &self.away,
        }
    }

    /// A fictional player of a side's team in a role ("QB").
    pub(crate) fn player(&self, side: Side, role: &str) -> String {
        crate::teams::player_name(self.competition, self.team(side).id, role)
    }
}

/// The other side.
pub(crate) fn other(side: Side) -> Side {
    match side {
        Side::Home => Side::Away,
        Side::Away => Side::Home,
    }
}

/// Facts game propositions are graded on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) struct Facts {
    /// Regulation is over (the overtime question is answered).
    pub regulation_over: bool,
    /// The game went beyond regulation (overtime, extra innings).
    pub overtime: bool,
    /// Runs scored in the first inning, once it is complete or a run scored.
    pub first_inning_runs: u32,
    pub first_inning_done: bool,
    /// A tie-break was played.
    pub tiebreak: bool,
    /// Sets won.
    pub home_sets: u32,
    pub away_sets: u32,
    /// A deciding leg was reached.
    pub deciding_leg: bool,
}

/// The sport-specific state a pricing model reads.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum State {
    /// Before the start (or postponed, cancelled before it).
    Pre,
    Football(football::State),
    Basketball(basketball::State),
    Hockey(hockey::State),
    Soccer(soccer::State),
    Baseball(baseball::State),
    Tennis(tennis::State),
    Darts(darts::State),
}

/// What the scoreboard shows at a moment, and the state behind it.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Live {
    pub status: LiveStatus,
    pub home: u32,
    pub away: u32,
    pub progress: String,
    /// The clock at the moment's instant.
    pub clock: Option<Clock>,
    pub segments: Vec<Segment>,
    pub extras: Option<SportExtras>,
    /// Markets are suspended (a score, a dangerous moment, a delay).
    pub suspended: bool,
    pub state: State,
    /// Player statistics the props follow, by prop slot.
    pub stats: Vec<i32>,
    pub facts: Facts,
}

impl Live {
    /// The state before the start.
    pub(crate) fn pre(props: usize) -> Self {
        Live {
            status: LiveStatus::Scheduled,
            home: 0,
            away: 0,
            progress: String::new(),
            clock: None,
            segments: Vec::new(),
            extras: None,
            suspended: false,
            state: State::Pre,
            stats: vec![0; props],
            facts: Facts::default(),
        }
    }

    /// The clock `elapsed_ms` after the moment.
    pub(crate) fn clock_after(&self, elapsed_ms: i64) -> Option<Clock> {
        let clock = self.clock?;
        if !clock.running {
            return Some(clock);
        }
        let elapsed = u32::try_from((elapsed_ms / 1000).max(0)).unwrap_or(u32::MAX);
        let seconds = if clock.counts_down {
            clock.seconds.saturating_sub(elapsed)
        } else {
            clock.seconds.saturating_add(elapsed).min(6 * 3600)
        };
        Some(Clock { seconds, ..clock })
    }

    /// Whether the event is over.
    pub(crate) fn is_terminal(&self) -> bool {
        self.status.is_terminal()
    }

    /// Adds points to a side and to the last segment.
    pub(crate) fn score(&mut self, side: Side, points: u32) {
        match side {
            Side::Home => self.home += points,
            Side::Away => self.away += points,
        }
        if let Some(segment) = self.segments.last_mut() {
            match side {
                Side::Home => segment.home += points,
                Side::Away => segment.away += points,
            }
        }
    }

    /// Opens a new segment.
    pub(crate) fn open_segment(&mut self, label: &str) {
        self.segments.push(Segment {
            label: label.to_owned(),
            home: 0,
            away: 0,
        });
    }

    /// The score of a side.
    pub(crate) fn points(&self, side: Side) -> u32 {
        match side {
            Side::Home => self.home,
            Side::Away => self.away,
        }
    }

    /// Adds to a prop statistic.
    pub(crate) fn stat_add(&mut self, slot: usize, value: i32) {
        if let Some(s) = self.stats.get_mut(slot) {
            *s += value;
        }
    }
}

/// One instant of a timeline: what the scoreboard shows from `at` (milliseconds after the
/// scheduled start) until the next moment.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Moment {
    pub at: i64,
    pub live: Live,
}

/// Collects a timeline.
#[derive(Debug, Default)]
pub(crate) struct Timeline {
    pub moments: Vec<Moment>,
}

impl Timeline {
    /// Records the scoreboard at `at` (never before the previous moment).
    pub(crate) fn push(&mut self, at: i64, live: &Live) {
        let at = self.moments.last().map_or(at, |m| at.max(m.at));
        if let Some(last) = self.moments.last_mut()
            && last.at == at
        {
            last.live = live.clone();
            return;
        }
        self.moments.push(Moment {
            at,
            live: live.clone(),
        });
    }
}

/// A player statistic a prop follows.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct PlayerProp {
    pub side: Side,
    pub player: String,
    /// "Passing Yards".
    pub statistic: &'static str,
    /// Whether the statistic only goes up (an over reached is decided at once).
    pub monotone: bool,
}

/// A yes/no question about the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum GameProp {
    Overtime,
    BothTeamsToScore,
    RunInFirstInning,
    ExtraInnings,
    Tiebreak,
    WinsASet(Side),
    DecidingLeg,
}

/// The props an event offers, in slot order.
#[derive(Debug, Clone, Default)]
pub(crate) struct Props {
    pub players: Vec<PlayerProp>,
    pub game: Vec<GameProp>,
}

/// Plays a whole game: its timeline, from the start (or the rare pre-game postponement) to
/// the final whistle, cancellation or retirement.
pub(crate) fn play(ctx: &Ctx, rng: &mut Rng) -> Vec<Moment> {
    match ctx.league.sport() {
        Sport::Football => football::play(ctx, rng),
        Sport::Basketball => basketball::play(ctx, rng),
        Sport::Hockey => hockey::play(ctx, rng),
        Sport::Soccer => soccer::play(ctx, rng),
        Sport::Baseball => baseball::play(ctx, rng),
        Sport::Tennis => tennis::play(ctx, rng),
        Sport::Darts => darts::play(ctx, rng),
    }
}

/// The props the sport offers for the fixture.
pub(crate) fn props(ctx: &Ctx) -> Props {
    match ctx.league.sport() {
        Sport::Football => football::props(ctx),
        Sport::Basketball => basketball::props(ctx),
        Sport::Hockey => hockey::props(ctx),
        Sport::Soccer => soccer::props(ctx),
        Sport::Baseball => baseball::props(ctx),
        Sport::Tennis => tennis::props(ctx),
        Sport::Darts => darts::props(ctx),
    }
}

/// Prices the game at a moment: `live` is the moment's state, `elapsed_ms` how long after it
/// we are (clocks run on), `adjust` the model's pre-game news (a change to the home side's
/// strength in the sport's rating unit).
pub(crate) fn outlook(ctx: &Ctx, live: &Live, elapsed_ms: i64, adjust: f64) -> Outlook {
    match ctx.league.sport() {
        Sport::Football => football::outlook(ctx, live, elapsed_ms, adjust),
        Sport::Basketball => basketball::outlook(ctx, live, elapsed_ms, adjust),
        Sport::Hockey => hockey::outlook(ctx, live, elapsed_ms, adjust),
        Sport::Soccer => soccer::outlook(ctx, live, elapsed_ms, adjust),
        Sport::Baseball => baseball::outlook(ctx, live, elapsed_ms, adjust),
        Sport::Tennis => tennis::outlook(ctx, live, adjust),
        Sport::Darts => darts::outlook(ctx, live, adjust),
    }
}

/// The probability of a game prop from a distribution-free fact check: the answer once it is
/// known (`Some(true)` yes, `Some(false)` no).
pub(crate) fn game_prop_known(prop: GameProp, live: &Live) -> Option<bool> {
    let terminal = live.status == LiveStatus::Final;
    let f = &live.facts;
    match prop {
        GameProp::Overtime | GameProp::ExtraInnings => {
            if f.overtime {
                Some(true)
            } else if f.regulation_over || terminal {
                Some(false)
            } else {
                None
            }
        }
        GameProp::BothTeamsToScore => {
            if live.home > 0 && live.away > 0 {
                Some(true)
            } else if terminal {
                Some(false)
            } else {
                None
            }
        }
        GameProp::RunInFirstInning => {
            if f.first_inning_runs > 0 {
                Some(true)
            } else if f.first_inning_done || terminal {
                Some(false)
            } else {
                None
            }
        }
        GameProp::Tiebreak => {
            if f.tiebreak {
                Some(true)
            } else if terminal {
                Some(false)
            } else {
                None
            }
        }
        GameProp::WinsASet(side) => {
            let sets = match side {
                Side::Home => f.home_sets,
                Side::Away => f.away_sets,
            };
            if sets > 0 {
                Some(true)
            } else if terminal {
                Some(false)
            } else {
                None
            }
        }
        GameProp::DecidingLeg => {
            if f.deciding_leg {
                Some(true)
            } else if terminal {
                Some(false)
            } else {
                None
            }
        }
    }
}

/// A rare disruption before the start, shared by the outdoor sports: the event is postponed
/// a few hours before its start and cancelled after it; its markets are voided.
pub(crate) fn postponed(rng: &mut Rng, props: usize) -> Vec<Moment> {
    let mut live = Live::pre(props);
    live.status = LiveStatus::Postponed;
    live.progress = "Postponed".to_owned();
    live.suspended = true;
    let mut timeline = Timeline::default();
    let before = crate::rng::ms(rng.uniform(2.0, 6.0) * 3600.0);
    timeline.push(-before, &live);
    live.status = LiveStatus::Cancelled;
    live.progress = "Cancelled".to_owned();
    timeline.push(crate::rng::ms(rng.uniform(0.5, 1.5) * 3600.0), &live);
    timeline.moments
}

/// `"1st"`, `"2nd"`, `"3rd"`, `"4th"`...
pub(crate) fn ordinal(n: u32) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ordinals() {
        assert_eq!(ordinal(1), "1st");
        assert_eq!(ordinal(2), "2nd");
        assert_eq!(ordinal(3), "3rd");
        assert_eq!(ordinal(4), "4th");
        assert_eq!(ordinal(11), "11th");
        assert_eq!(ordinal(12), "12th");
        assert_eq!(ordinal(21), "21st");
    }

    #[test]
    fn clocks_run_on_between_moments() {
        let mut live = Live::pre(0);
        live.clock = Some(Clock {
            seconds: 100,
            running: true,
            counts_down: true,
        });
        assert_eq!(live.clock_after(30_500).map(|c| c.seconds), Some(70));
        assert_eq!(live.clock_after(500_000).map(|c| c.seconds), Some(0));
        live.clock = Some(Clock {
            seconds: 100,
            running: true,
            counts_down: false,
        });
        assert_eq!(live.clock_after(30_000).map(|c| c.seconds), Some(130));
    }
}
