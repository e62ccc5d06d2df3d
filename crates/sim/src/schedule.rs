//! Time and the schedule: the simulated world's clock runs `speed` times faster than the
//! wall clock from a fixed epoch, and every competition kicks off a game at fixed intervals
//! of that clock, teams paired round by round.

use crate::rng::{Rng, hash_str, mix};
use crate::teams::Competition;
use chrono::{DateTime, TimeZone, Utc};

/// The schedule's epoch: 2025-01-01T00:00:00Z.
const EPOCH_MS: i64 = 1_735_689_600_000;
const MINUTE: i64 = 60_000;

/// Converts between wall-clock time and simulated time (milliseconds since the epoch).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct TimeScale {
    /// Speed in millionths.
    micros: i128,
}

impl TimeScale {
    /// Speeds are kept to six decimals; nonsense speeds are real time.
    pub(crate) fn new(speed: f64) -> Self {
        let speed = if speed.is_finite() && speed > 0.0 {
            speed.clamp(1e-3, 1e6)
        } else {
            1.0
        };
        TimeScale {
            micros: i128::from(crate::num::round_i64(speed * 1e6).max(1)),
        }
    }

    pub(crate) fn micros(self) -> i128 {
        self.micros
    }

    /// Simulated milliseconds at a wall-clock instant.
    pub(crate) fn simulated(self, wall: DateTime<Utc>) -> i64 {
        let elapsed = i128::from(wall.timestamp_millis() - EPOCH_MS);
        let v = (elapsed * self.micros).div_euclid(1_000_000);
        i64::try_from(v).unwrap_or(if v < 0 { i64::MIN } else { i64::MAX })
    }

    /// The first wall-clock instant at which simulated time reaches `v`.
    pub(crate) fn wall(self, v: i64) -> DateTime<Utc> {
        let scaled = -((-i128::from(v) * 1_000_000).div_euclid(self.micros));
        let ms = i64::try_from(scaled).unwrap_or(0).saturating_add(EPOCH_MS);
        Utc.timestamp_millis_opt(ms)
            .single()
            .unwrap_or(DateTime::<Utc>::MIN_UTC)
    }
}

/// A competition's schedule under a seed.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Schedule {
    pub comp: &'static Competition,
    pub index: usize,
    seed: u64,
    offset: i64,
    interval: i64,
}

/// One game of the schedule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Fixture {
    pub slot: i64,
    pub round: i64,
    /// Simulated time of the start.
    pub kickoff: i64,
    pub home: usize,
    pub away: usize,
}

impl Schedule {
    pub(crate) fn new(seed: u64, index: usize, comp: &'static Competition) -> Self {
        let jitter = i64::try_from(mix(seed, hash_str(comp.key)) % 4).unwrap_or(0) * 5;
        Schedule {
            comp,
            index,
            seed,
            offset: (comp.offset_min + jitter) * MINUTE,
            interval: comp.interval_min * MINUTE,
        }
    }

    pub(crate) fn kickoff(&self, slot: i64) -> i64 {
        self.offset + slot * self.interval
    }

    /// When a slot's event is listed.
    pub(crate) fn listed_at(&self, slot: i64) -> i64 {
        self.kickoff(slot) - self.comp.horizon_min * MINUTE
    }

    /// The first slot kicking off at or after `v`.
    pub(crate) fn first_slot_from(&self, v: i64) -> i64 {
        -((self.offset - v).div_euclid(self.interval))
    }

    /// The longest an event lasts, in simulated milliseconds.
    pub(crate) fn max_span(&self) -> i64 {
        self.comp.max_span_min * MINUTE
    }

    /// A round's games in kick-off order, as (home, away) team indices. Every team plays once
    /// per round; the first games of a round only involve one half of the league and the last
    /// games the other half, so no team ends one round and starts the next within `guard`
    /// slots.
    pub(crate) fn round(&self, round: i64) -> Vec<(usize, usize)> {
        let n = self.comp.teams.len();
        let guard = self.comp.guard();
        let mut order: Vec<usize> = (0..n).collect();
        Rng::keyed(self.seed, &format!("split/{}", self.comp.key)).shuffle(&mut order);
        let (x, y) = order.split_at(n / 2);
        let mut rng = Rng::keyed(self.seed, &format!("round/{}/{round}", self.comp.key));
        let mut x = x.to_vec();
        let mut y = y.to_vec();
        rng.shuffle(&mut x);
        rng.shuffle(&mut y);
        let first: Vec<usize> = x.iter().copied().take(2 * guard).collect();
        let last: Vec<usize> = y.iter().copied().take(2 * guard).collect();
        let mut middle: Vec<usize> = x
            .iter()
            .copied()
            .skip(2 * guard)
            .chain(y.iter().copied().skip(2 * guard))
            .collect();
        rng.shuffle(&mut middle);
        let mut teams = first;
        teams.extend(middle);
        teams.extend(last);
        teams
            .chunks(2)
            .filter_map(|pair| match pair {
                [a, b] => Some(if rng.chance(0.5) { (*a, *b) } else { (*b, *a) }),
                _ => None,
            })
            .collect()
    }

    pub(crate) fn fixture(&self, slot: i64) -> Option<Fixture> {
        let per_round = self.comp.games_per_round();
        let round = slot.div_euclid(per_round);
        let game = usize::try_from(slot.rem_euclid(per_round)).ok()?;
        let (home, away) = self.round(round).get(game).copied()?;
        Some(Fixture {
            slot,
            round,
            kickoff: self.kickoff(slot),
            home,
            away,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::teams::COMPETITIONS;
    use std::collections::HashMap;

    #[test]
    fn time_scales_round_trip() {
        for speed in [1.0, 60.0, 0.1, 10_000.0, 3.7] {
            let scale = TimeScale::new(speed);
            for v in [-5_000_000, 0, 1, 123_456_789, 9_000_000_000_000] {
                let wall = scale.wall(v);
                assert!(scale.simulated(wall) >= v, "{speed} {v}");
                assert!(scale.simulated(wall - chrono::Duration::milliseconds(1)) < v);
            }
        }
        assert_eq!(TimeScale::new(f64::NAN), TimeScale::new(1.0));
    }

    #[test]
    fn no_team_plays_overlapping_games() {
        for (index, comp) in COMPETITIONS.iter().enumerate() {
            let schedule = Schedule::new(7, index, comp);
            let mut last_start: HashMap<usize, i64> = HashMap::new();
            let per_round = comp.games_per_round();
            for slot in -3 * per_round..6 * per_round {
                let fixture = schedule.fixture(slot).unwrap();
                assert_ne!(fixture.home, fixture.away);
                for team in [fixture.home, fixture.away] {
                    if let Some(previous) = last_start.insert(team, fixture.kickoff) {
                        assert!(
                            fixture.kickoff - previous > schedule.max_span(),
                            "{} team {team} plays at {previous} and {}",
                            comp.key,
                            fixture.kickoff
                        );
                    }
                }
            }
            // Every team plays exactly once per round.
            for round in 0..3 {
                let games = schedule.round(round);
                let mut seen: Vec<usize> = games.iter().flat_map(|(h, a)| [*h, *a]).collect();
                seen.sort_unstable();
                assert_eq!(seen, (0..comp.teams.len()).collect::<Vec<_>>());
            }
        }
    }

    #[test]
    fn slots_are_found_from_times() {
        let schedule = Schedule::new(1, 0, &COMPETITIONS[0]);
        for slot in [-10, 0, 5, 1234] {
            let k = schedule.kickoff(slot);
            assert_eq!(schedule.first_slot_from(k), slot);
            assert_eq!(schedule.first_slot_from(k - 1), slot);
            assert_eq!(schedule.first_slot_from(k + 1), slot + 1);
        }
    }
}
