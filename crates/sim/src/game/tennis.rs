//! Tennis (ATP, best of three sets): a point-by-point Markov model.
//!
//! Each player wins a point on serve with a probability set by their rating gap and serve
//! strength; games with deuce and advantage, sets to six with a tie-break at 6-6, the serve
//! alternating every game (every two points in a tie-break, after the first). Rare
//! retirements void the markets still open.
//!
//! Pricing is exact: the chance of winning the game, tie-break and set in progress, then
//! every combination of the remaining sets, give the distributions of the winner, the games
//! won by each player (spreads and totals are on games), tie-breaks and sets won.

use super::{Ctx, GameProp, Live, Moment, PlayerProp, Props, State as GameState, Timeline, other};
use crate::num::f;
use crate::pmf::{Joint, Outlook, Pmf, Winner};
use crate::rng::{Rng, ms};
use domain::catalogue::{Side, SportExtras};
use domain::sports::LiveStatus;

/// The state behind a tennis scoreboard.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct State {
    /// Completed sets' games (home, away).
    pub sets: Vec<(u32, u32)>,
    /// Games in the set in progress.
    pub games: (u32, u32),
    /// Points in the game (or tie-break) in progress.
    pub points: (u32, u32),
    pub tiebreak: bool,
    /// Who serves the game in progress (the tie-break's first server during a tie-break).
    pub game_server: Side,
}

const TOUR_SERVE: f64 = 0.635;
/// Serve-point edge per rating point of difference.
const PER_RATING_POINT: f64 = 0.000_12;
const SETS_TO_WIN: u32 = 2;

/// The chance each player wins a point on serve (home, away).
fn serve_points(ctx: &Ctx, adjust: f64) -> (f64, f64) {
    let gap = ctx.home.rating + adjust - ctx.away.rating;
    (
        (TOUR_SERVE + ctx.home.style + PER_RATING_POINT * gap).clamp(0.45, 0.85),
        (TOUR_SERVE + ctx.away.style - PER_RATING_POINT * gap).clamp(0.45, 0.85),
    )
}

fn ace_rate(ctx: &Ctx, side: Side) -> f64 {
    (0.065 + 1.6 * ctx.team(side).style).clamp(0.02, 0.2)
}

/// The props a tennis match offers: each player's aces, a tie-break, each player to win a
/// set.
pub(crate) fn props(ctx: &Ctx) -> Props {
    let players = [Side::Home, Side::Away]
        .into_iter()
        .map(|side| PlayerProp {
            side,
            player: ctx.team(side).full.to_owned(),
            statistic: "Aces",
            monotone: true,
        })
        .collect();
    Props {
        players,
        game: vec![
            GameProp::Tiebreak,
            GameProp::WinsASet(Side::Home),
            GameProp::WinsASet(Side::Away),
        ],
    }
}

/// The chance the server wins a game from `a`-`b` in points.
fn game_win(p: f64, a: u32, b: u32) -> f64 {
    if a >= 4 && a >= b + 2 {
        return 1.0;
    }
    if b >= 4 && b >= a + 2 {
        return 0.0;
    }
    let q = 1.0 - p;
    if a >= 3 && b >= 3 {
        let deuce = p * p / (p * p + q * q);
        return match a.cmp(&b) {
            std::cmp::Ordering::Equal => deuce,
            std::cmp::Ordering::Greater => p + q * deuce,
            std::cmp::Ordering::Less => p * deuce,
        };
    }
    p * game_win(p, a + 1, b) + q * game_win(p, a, b + 1)
}

/// Whether the tie-break's first server serves point `n` (0-based).
fn first_serves(n: u32) -> bool {
    n.div_ceil(2).is_multiple_of(2)
}

/// The chance player A wins a tie-break at `a`-`b` when A serves first (`a_first`) and the
/// players win their serve points with `pa` and `pb`.
fn tiebreak_win(pa: f64, pb: f64, a: u32, b: u32, a_first: bool) -> f64 {
    if a >= 7 && a >= b + 2 {
        return 1.0;
    }
    if b >= 7 && b >= a + 2 {
        return 0.0;
    }
    if a >= 6 && b >= 6 && a == b {
        let win = pa * (1.0 - pb);
        let lose = (1.0 - pa) * pb;
        return win / (win + lose).max(1e-12);
    }
    let a_serves = first_serves(a + b) == a_first;
    let p = if a_serves { pa } else { 1.0 - pb };
    p * tiebreak_win(pa, pb, a + 1, b, a_first)
        + (1.0 - p) * tiebreak_win(pa, pb, a, b + 1, a_first)
}

fn set_over(h: u32, a: u32) -> bool {
    (h >= 6 && h >= a + 2) || (a >= 6 && a >= h + 2) || h == 7 || a == 7
}

/// Final set scores with their probabilities.
type SetScores = Vec<((u32, u32), f64)>;

/// Hold and tie-break probabilities of a match-up, computed once per pricing.
struct Model {
    /// The home (away) player holds serve.
    hold: (f64, f64),
    /// The home player wins a tie-break from 0-0 when the home (away) player serves first.
    tiebreak: (f64, f64),
    /// A fresh set's outcomes when the home (away) player serves first.
    fresh: (SetScores, SetScores),
}

impl Model {
    fn new(ph: f64, pa: f64) -> Self {
        let mut model = Model {
            hold: (game_win(ph, 0, 0), game_win(pa, 0, 0)),
            tiebreak: (
                tiebreak_win(ph, pa, 0, 0, true),
                tiebreak_win(ph, pa, 0, 0, false),
            ),
            fresh: (Vec::new(), Vec::new()),
        };
        let home_first = model.set_outcomes((0, 0), Side::Home, model.hold.0);
        let away_first = model.set_outcomes((0, 0), Side::Away, 1.0 - model.hold.1);
        model.fresh = (home_first, away_first);
        model
    }

    /// Final scores of the set in progress with their probabilities, from `games` with
    /// `server` serving the game in progress, which the home player wins with `current_home`.
    fn set_outcomes(&self, games: (u32, u32), server: Side, current_home: f64) -> SetScores {
        let mut frontier: Vec<((u32, u32), f64)> = vec![(games, 1.0)];
        let mut done: Vec<((u32, u32), f64)> = Vec::new();
        let mut first = true;
        while !frontier.is_empty() {
            let mut next: Vec<((u32, u32), f64)> = Vec::new();
            for ((h, a), q) in frontier {
                if set_over(h, a) {
                    add(&mut done, (h, a), q);
                    continue;
                }
                let played = h + a - games.0 - games.1;
                let game_server = if played.is_multiple_of(2) {
                    server
                } else {
                    other(server)
                };
                let home_wins = if first {
                    current_home
                } else if h == 6 && a == 6 {
                    match game_server {
                        Side::Home => self.tiebreak.0,
                        Side::Away => self.tiebreak.1,
                    }
                } else {
                    match game_server {
                        Side::Home => self.hold.0,
                        Side::Away => 1.0 - self.hold.1,
                    }
                };
                add(&mut next, (h + 1, a), q * home_wins);
                add(&mut next, (h, a + 1), q * (1.0 - home_wins));
            }
            first = false;
            frontier = next;
        }
        done
    }
}

fn add(list: &mut Vec<((u32, u32), f64)>, key: (u32, u32), q: f64) {
    if q <= 0.0 {
        return;
    }
    if let Some(entry) = list.iter_mut().find(|(k, _)| *k == key) {
        entry.1 += q;
    } else {
        list.push((key, q));
    }
}

/// What the pricer accumulates over match outcomes.
#[derive(Default)]
struct Tally {
    joint: Joint,
    tiebreak: f64,
    home_set: f64,
    away_set: f64,
}

/// A partial match: games won so far, sets won, whether a tie-break was played.
#[derive(Clone, Copy)]
struct Path {
    games: (u32, u32),
    sets: (u32, u32),
    tiebreak: bool,
    q: f64,
}

fn finish_match(model: &Model, path: Path, next_server: Side, tally: &mut Tally) {
    if path.sets.0 >= SETS_TO_WIN || path.sets.1 >= SETS_TO_WIN {
        let winner = if path.sets.0 > path.sets.1 {
            Winner::Home
        } else {
            Winner::Away
        };
        let h = i32::try_from(path.games.0).unwrap_or(0);
        let a = i32::try_from(path.games.1).unwrap_or(0);
        tally.joint.add_won(h, a, path.q, winner);
        if path.tiebreak {
            tally.tiebreak += path.q;
        }
        if path.sets.0 > 0 {
            tally.home_set += path.q;
        }
        if path.sets.1 > 0 {
            tally.away_set += path.q;
        }
        return;
    }
    let fresh = match next_server {
        Side::Home => &model.fresh.0,
        Side::Away => &model.fresh.1,
    };
    for &((h, a), q) in fresh {
        let server = if (h + a).is_multiple_of(2) {
            next_server
        } else {
            other(next_server)
        };
        let next = Path {
            games: (path.games.0 + h, path.games.1 + a),
            sets: if h > a {
                (path.sets.0 + 1, path.sets.1)
            } else {
                (path.sets.0, path.sets.1 + 1)
            },
            tiebreak: path.tiebreak || h + a == 13,
            q: path.q * q,
        };
        finish_match(model, next, server, tally);
    }
}

/// Prices a tennis match.
pub(crate) fn outlook(ctx: &Ctx, live: &Live, adjust: f64) -> Outlook {
    let (ph, pa) = serve_points(ctx, adjust);
    let model = Model::new(ph, pa);
    let pre = State {
        sets: Vec::new(),
        games: (0, 0),
        points: (0, 0),
        tiebreak: false,
        game_server: Side::Home,
    };
    let s = match &live.state {
        GameState::Tennis(s) => s.clone(),
        _ => pre,
    };
    let mut tally = Tally::default();
    let done_games = s
        .sets
        .iter()
        .fold((0, 0), |acc, (h, a)| (acc.0 + h, acc.1 + a));
    let sets_won = s.sets.iter().fold((0, 0), |acc, (h, a)| {
        if h > a {
            (acc.0 + 1, acc.1)
        } else {
            (acc.0, acc.1 + 1)
        }
    });
    let tiebreak_seen = live.facts.tiebreak || s.sets.iter().any(|(h, a)| h + a == 13);
    if live.is_terminal() || sets_won.0 >= SETS_TO_WIN || sets_won.1 >= SETS_TO_WIN {
        let path = Path {
            games: done_games,
            sets: sets_won,
            tiebreak: tiebreak_seen,
            q: 1.0,
        };
        finish_match(&model, path, Side::Home, &mut tally);
    } else if matches!(live.state, GameState::Tennis(_)) {
        let current_home = if s.tiebreak {
            tiebreak_win(ph, pa, s.points.0, s.points.1, s.game_server == Side::Home)
        } else {
            match s.game_server {
                Side::Home => game_win(ph, s.points.0, s.points.1),
                Side::Away => 1.0 - game_win(pa, s.points.1, s.points.0),
            }
        };
        for ((h, a), q) in model.set_outcomes(s.games, s.game_server, current_home) {
            let played = h + a - s.games.0 - s.games.1;
            let server = if played.is_multiple_of(2) {
                s.game_server
            } else {
                other(s.game_server)
            };
            let path = Path {
                games: (done_games.0 + h, done_games.1 + a),
                sets: if h > a {
                    (sets_won.0 + 1, sets_won.1)
                } else {
                    (sets_won.0, sets_won.1 + 1)
                },
                tiebreak: tiebreak_seen || h + a == 13,
                q,
            };
            // The server after the set's last game serves the next set's first game.
            finish_match(&model, path, other(server), &mut tally);
        }
    } else {
        let path = Path {
            games: (0, 0),
            sets: (0, 0),
            tiebreak: false,
            q: 0.5,
        };
        // Either player may serve first.
        finish_match(&model, path, Side::Home, &mut tally);
        finish_match(&model, path, Side::Away, &mut tally);
    }
    let Tally {
        joint,
        tiebreak,
        home_set,
        away_set,
    } = tally;
    let mut outlook = joint.outlook(Vec::new(), vec![tiebreak, home_set, away_set]);
    // Aces: the service points left to each player.
    let games_now = f(i64::from(
        done_games.0 + s.games.0 + done_games.1 + s.games.1,
    ));
    let games_left = (outlook.total.mean() - games_now).max(0.0);
    let service_points = games_left / 2.0 * 6.4;
    for (i, side) in [Side::Home, Side::Away].into_iter().enumerate() {
        let now = live.stats.get(i).copied().unwrap_or(0);
        outlook
            .players
            .push(Pmf::poisson(service_points * ace_rate(ctx, side)).shifted(now));
    }
    outlook
}

/// Plays a tennis match.
pub(crate) fn play(ctx: &Ctx, rng: &mut Rng) -> Vec<Moment> {
    let (ph, pa) = serve_points(ctx, 0.0);
    let aces = (ace_rate(ctx, Side::Home), ace_rate(ctx, Side::Away));
    let props = props(ctx);
    let mut live = Live::pre(props.players.len());
    live.status = LiveStatus::InProgress;
    let mut timeline = Timeline::default();
    let mut t = 0.0;
    let mut s = State {
        sets: Vec::new(),
        games: (0, 0),
        points: (0, 0),
        tiebreak: false,
        game_server: if rng.chance(0.5) {
            Side::Home
        } else {
            Side::Away
        },
    };
    let retire_at = rng.chance(0.015).then(|| rng.between(30, 170));
    let mut point_index = 0;
    live.open_segment("Set 1");
    live.progress = "Set 1".to_owned();
    record(ctx, &mut live, &mut timeline, t, &s);
    loop {
        point_index += 1;
        if Some(point_index) == retire_at {
            t += rng.uniform(60.0, 240.0);
            live.status = LiveStatus::Withdrawn;
            live.progress = "Retired".to_owned();
            live.suspended = false;
            live.state = GameState::Tennis(s.clone());
            timeline.push(ms(t), &live);
            return timeline.moments;
        }
        let server = point_server(&s);
        let p = match server {
            Side::Home => ph,
            Side::Away => pa,
        };
        t += rng.uniform(22.0, 42.0);
        let server_wins = rng.chance(p);
        if server_wins {
            let ace = match server {
                Side::Home => aces.0,
                Side::Away => aces.1,
            };
            if rng.chance(ace / p) {
                live.stat_add(if server == Side::Home { 0 } else { 1 }, 1);
            }
        }
        let winner = if server_wins { server } else { other(server) };
        match winner {
            Side::Home => s.points.0 += 1,
            Side::Away => s.points.1 += 1,
        }
        let game_won = if s.tiebreak {
            (s.points.0 >= 7 && s.points.0 >= s.points.1 + 2)
                || (s.points.1 >= 7 && s.points.1 >= s.points.0 + 2)
        } else {
            (s.points.0 >= 4 && s.points.0 >= s.points.1 + 2)
                || (s.points.1 >= 4 && s.points.1 >= s.points.0 + 2)
        };
        if !game_won {
            record(ctx, &mut live, &mut timeline, t, &s);
            continue;
        }
        // The game (or tie-break) is over.
        let game_winner = if s.points.0 > s.points.1 {
            Side::Home
        } else {
            Side::Away
        };
        match game_winner {
            Side::Home => s.games.0 += 1,
            Side::Away => s.games.1 += 1,
        }
        live.score_segment_game(game_winner);
        s.points = (0, 0);
        let was_tiebreak = s.tiebreak;
        s.tiebreak = false;
        s.game_server = other(s.game_server);
        if set_over(s.games.0, s.games.1) {
            let set_winner = if s.games.0 > s.games.1 {
                Side::Home
            } else {
                Side::Away
            };
            live.score(set_winner, 1);
            live.segments_fix_last_set(s.games);
            match set_winner {
                Side::Home => live.facts.home_sets += 1,
                Side::Away => live.facts.away_sets += 1,
            }
            s.sets.push(s.games);
            s.games = (0, 0);
            let _ = was_tiebreak;
            if live.home >= SETS_TO_WIN || live.away >= SETS_TO_WIN {
                t += 10.0;
                live.status = LiveStatus::Final;
                live.progress = "Final".to_owned();
                live.extras = None;
                live.suspended = false;
                live.state = GameState::Tennis(s.clone());
                timeline.push(ms(t), &live);
                return timeline.moments;
            }
            let label = format!("Set {}", s.sets.len() + 1);
            live.open_segment(&label);
            live.progress = label;
            t += rng.uniform(100.0, 140.0);
        } else {
            if s.games == (6, 6) {
                s.tiebreak = true;
                live.facts.tiebreak = true;
            }
            let played = s.games.0 + s.games.1;
            if !played.is_multiple_of(2) {
                t += if played == 1 {
                    25.0
                } else {
                    rng.uniform(80.0, 100.0)
                };
            }
        }
        record(ctx, &mut live, &mut timeline, t, &s);
        if timeline.moments.len() > 2_000 {
            break;
        }
    }
    live.status = LiveStatus::Final;
    timeline.push(ms(t + 10.0), &live);
    timeline.moments
}

/// Who serves the next point.
fn point_server(s: &State) -> Side {
    if s.tiebreak {
        if first_serves(s.points.0 + s.points.1) {
            s.game_server
        } else {
            other(s.game_server)
        }
    } else {
        s.game_server
    }
}

fn score_text(own: u32, theirs: u32) -> String {
    if own >= 3 && theirs >= 3 {
        return if own > theirs { "A" } else { "40" }.to_owned();
    }
    match own {
        0 => "0",
        1 => "15",
        2 => "30",
        _ => "40",
    }
    .to_owned()
}

fn record(ctx: &Ctx, live: &mut Live, timeline: &mut Timeline, t: f64, s: &State) {
    let server = point_server(s);
    let (home_text, away_text) = if s.tiebreak {
        (s.points.0.to_string(), s.points.1.to_string())
    } else {
        (
            score_text(s.points.0, s.points.1),
            score_text(s.points.1, s.points.0),
        )
    };
    live.extras = Some(SportExtras::Tennis {
        server,
        home_game_score: home_text,
        away_game_score: away_text,
    });
    // A break point, or a set point in a tie-break: suspended until it is played.
    let (serving, receiving) = match server {
        Side::Home => (s.points.0, s.points.1),
        Side::Away => (s.points.1, s.points.0),
    };
    live.suspended = if s.tiebreak {
        s.points.0.max(s.points.1) >= 6 && s.points.0 != s.points.1
    } else {
        receiving >= 3 && receiving > serving
    };
    live.state = GameState::Tennis(s.clone());
    let _ = ctx;
    timeline.push(ms(t), live);
}

impl Live {
    /// Adds a game to the set in progress's segment.
    fn score_segment_game(&mut self, side: Side) {
        if let Some(segment) = self.segments.last_mut() {
            match side {
                Side::Home => segment.home += 1,
                Side::Away => segment.away += 1,
            }
        }
    }

    fn segments_fix_last_set(&mut self, games: (u32, u32)) {
        if let Some(segment) = self.segments.last_mut() {
            segment.home = games.0;
            segment.away = games.1;
        }
    }
}

#[cfg(test)]
#[allow(clippy::as_conversions, reason = "test arithmetic on counts")]
mod tests {
    use super::*;
    use crate::teams::{ATP, League};

    #[test]
    fn game_and_tiebreak_probabilities() {
        assert!((game_win(0.5, 0, 0) - 0.5).abs() < 1e-12);
        // A 64% server holds about 80% of the time.
        let hold = game_win(0.64, 0, 0);
        assert!((0.78..0.83).contains(&hold), "{hold}");
        assert!((tiebreak_win(0.6, 0.6, 0, 0, true) - 0.5).abs() < 1e-9);
        assert_eq!(tiebreak_win(0.6, 0.6, 7, 5, true), 1.0);
        let sets = Model::new(0.64, 0.64).fresh.0;
        let total: f64 = sets.iter().map(|(_, q)| q).sum();
        assert!((total - 1.0).abs() < 1e-9);
        assert!(sets.iter().all(|((h, a), _)| set_over(*h, *a)));
    }

    #[test]
    #[ignore = "prints model figures; run by hand when tuning"]
    fn tennis_figures() {
        let n = 3000;
        let mut dur = 0.0;
        let mut brier = 0.0;
        let mut tb = 0.0;
        let mut model_tb = 0.0;
        let mut games = 0.0;
        let mut model_games = 0.0;
        let mut aces = 0.0;
        let mut model_aces = 0.0;
        let mut count = 0.0;
        for i in 0..n {
            let h = i % 24;
            let a = (i * 7 + 3) % 24;
            let c = Ctx {
                league: League::Atp,
                competition: "atp",
                home: ATP[h],
                away: ATP[if a == h { (a + 1) % 24 } else { a }],
            };
            let m = play(&c, &mut Rng::new(i as u64));
            let last = m.last().unwrap();
            if last.live.status != LiveStatus::Final {
                continue;
            }
            count += 1.0;
            let pre = outlook(&c, &Live::pre(2), 0.0);
            dur += last.at as f64 / 60000.0;
            brier += (pre.home_win
                - if last.live.home > last.live.away {
                    1.0
                } else {
                    0.0
                })
            .powi(2);
            tb += if last.live.facts.tiebreak { 1.0 } else { 0.0 };
            model_tb += pre.yes[0];
            games += last
                .live
                .segments
                .iter()
                .map(|s| f64::from(s.home + s.away))
                .sum::<f64>();
            model_games += pre.total.mean();
            aces += f64::from(last.live.stats[0]);
            model_aces += pre.players[0].mean();
        }
        let c = Ctx {
            league: League::Atp,
            competition: "atp",
            home: ATP[0],
            away: ATP[10],
        };
        let pre = outlook(&c, &Live::pre(2), 0.0);
        println!(
            "Tennis: dur={:.0} brier={:.3} tb={:.3}/{:.3} games={:.1}/{:.1} aces={:.2}/{:.2} sinner-medvedev={:.3}",
            dur / count,
            brier / count,
            tb / count,
            model_tb / count,
            games / count,
            model_games / count,
            aces / count,
            model_aces / count,
            pre.home_win
        );
    }
}
