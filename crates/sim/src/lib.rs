//! The built-in live sports simulator: it plays the role of an odds and data vendor.
//!
//! It keeps a rolling schedule of real leagues (NFL, NCAAF, NBA, NCAAB, NHL, MLB, Premier
//! League, LaLiga, ATP Tour, PDC Pro Tour), prices every game from a model with a
//! bookmaker's margin, plays the games forward in time, re-prices them in play, suspends and
//! re-opens markets around scores and dangerous moments, grades markets as soon as they are
//! decided and publishes results. It speaks only by producing [`domain::feed::FeedDocument`]s,
//! which the server ingests through the same path as any vendor's feed.
//!
//! # Models
//!
//! Each sport has its own game model and an in-play pricing model that reads the same
//! state: football plays and drives (down, distance, field position, clock), basketball
//! possessions, hockey goals and power plays as a Poisson process, soccer goals and red
//! cards, baseball plate appearances pitch by pitch (count, outs, bases), tennis points
//! (exact Markov pricing) and darts visits. Every market of an event (moneyline or result,
//! main spread and total, alternate lines, team totals, game and player props) is priced
//! from the model's distributions of the final score, margin, total and statistics.
//!
//! # Time, speed and seed
//!
//! Everything is a function of the seed, the speed and the wall clock. Simulated time runs
//! `speed` times faster than the wall clock from a fixed epoch (2025-01-01 UTC). Each
//! competition kicks off a game at fixed intervals of simulated time, so the schedule's
//! intervals and listing horizon compress with the speed and the number of listed and live
//! games stays the same at any speed (at speed 1: about 15-20 games in play and 24-27
//! upcoming per competition, listed a day and a half ahead). A game's whole evolution comes
//! from a random stream seeded by the seed and the event id, so a restarted simulator
//! re-creates the same games in the same state, and a game's state at an instant does not
//! depend on how often [`Simulator::advance`] is called; only the granularity of the price
//! updates does. The same seed, speed and sequence of `advance` times give byte-identical
//! documents. Event ids carry a tag of the seed and speed, so worlds of different settings
//! never share ids.
//!
//! # What the feed says
//!
//! - Ids: events `<competition>-<tag>-<slot>` (`nfl-3fa2c1-7420`), markets
//!   `<event>:<kind>` (`:ml`, `:3w`, `:sp`, `:tot`, `:asp-7` for an alternate spread at
//!   home -3.5, `:atot89`, `:tth`/`:tta` team totals, `:gp0` game props, `:pp0` player
//!   props), selections `<market>:<h|a|d|o|u|y|n>`; participants `<competition>-<team>`.
//! - An event's header is sent once, with the status its live status implies; statistics on
//!   every change of the scoreboard, and at least every 5 simulated seconds while a clock
//!   runs.
//! - Lines never move: a market keeps its points for life (in play the main line stays where
//!   it was set pre-game and its price moves), so a bet's line is always its market's line.
//!   Prices follow the game state and are refreshed at least every 3 simulated seconds in
//!   play; only selections whose price changed are sent.
//! - Markets are suspended (`closed`) around scores, penalties, power plays, break points,
//!   finishes and other dangerous moments, and during delays and postponements; they re-open
//!   with new prices. A market whose price would leave the quoted range (about -6500 to
//!   +7900) is `hidden` and comes back if the game does.
//! - A market is graded as soon as it is decided (an over reached, both teams scored, a
//!   tie-break played...), every other one at the end; cancellations and retirements void
//!   what is still open. Once an event's results are out, it leaves the world.

mod event;
mod game;
mod markets;
mod num;
mod pmf;
mod rng;
mod schedule;
mod teams;
#[cfg(test)]
mod tests;

use chrono::{DateTime, Utc};
use domain::feed::{FeedChange, FeedDocument};
use event::EventSim;
use schedule::{Schedule, TimeScale};
use std::collections::{BTreeMap, HashSet};

/// Finished events this recent (simulated time) are still described when the simulator
/// starts, so a store that saw them in play learns how they ended.
const CATCH_UP_MS: i64 = 12 * 3_600_000;

/// The simulator's settings.
#[derive(Debug, Clone, PartialEq)]
pub struct SimConfig {
    /// Seeds the schedule's pairings, the news and every game.
    pub seed: u64,
    /// How much faster than the wall clock simulated time runs (1.0 is real time).
    pub speed: f64,
    /// The feed source name of the documents ("sim").
    pub source: String,
}

/// The simulated world of events and the feed documents that describe it.
#[derive(Debug)]
pub struct Simulator {
    config: SimConfig,
    scale: TimeScale,
    /// A short tag of seed and speed that every event id carries.
    tag: String,
    schedules: Vec<Schedule>,
    /// The last sequence number used.
    sequence: u64,
    /// The simulated time of the last `advance`.
    last: Option<i64>,
    /// Per competition, the next slot to list.
    next_slot: Vec<Option<i64>>,
    /// The events of the world, in kick-off order.
    events: BTreeMap<(i64, usize, i64), EventSim>,
    finished_events: HashSet<String>,
    finished_markets: HashSet<String>,
    rejected: HashSet<String>,
}

impl Simulator {
    /// A simulator with an empty feed history (the first document has sequence 1).
    pub fn new(config: SimConfig) -> Self {
        let scale = TimeScale::new(config.speed);
        let tag_hash = rng::mix(config.seed, rng::hash_str(&scale.micros().to_string()));
        let tag = format!("{:06x}", tag_hash & 0xFF_FFFF);
        let schedules: Vec<Schedule> = teams::COMPETITIONS
            .iter()
            .enumerate()
            .map(|(i, comp)| Schedule::new(config.seed, i, comp))
            .collect();
        let count = schedules.len();
        Simulator {
            config,
            scale,
            tag,
            schedules,
            sequence: 0,
            last: None,
            next_slot: vec![None; count],
            events: BTreeMap::new(),
            finished_events: HashSet::new(),
            finished_markets: HashSet::new(),
            rejected: HashSet::new(),
        }
    }

    /// The world tag of a simulated event id (`nfl-3fa2c1-7420` has `3fa2c1`); `None` for ids
    /// the simulator never makes.
    pub fn world_tag(event_id: &str) -> Option<&str> {
        let mut parts = event_id.split('-');
        let (key, tag, slot) = (parts.next()?, parts.next()?, parts.next()?);
        let ours = parts.next().is_none()
            && teams::COMPETITIONS.iter().any(|c| c.key == key)
            && tag.len() == 6
            && tag.bytes().all(|b| b.is_ascii_hexdigit())
            && !slot.is_empty()
            && slot.bytes().all(|b| b.is_ascii_digit());
        ours.then_some(tag)
    }

    /// The tag every event id of this world carries (`<competition>-<tag>-<slot>`): a hash of
    /// the seed and speed. Events of the source whose ids carry another tag belong to a world
    /// of other settings that this simulator will never finish.
    pub fn tag(&self) -> &str {
        &self.tag
    }

    /// Sequence numbers of the documents continue after this (the store's last applied
    /// sequence for the source).
    pub fn set_last_sequence(&mut self, sequence: u64) {
        self.sequence = sequence;
    }

    /// After a restart: what the catalogue already holds from this source. Events already
    /// finished or cancelled are never replayed; markets already finished are never sent
    /// again (never re-opened, never re-graded: the simulator grades a market the same way
    /// every time).
    pub fn resume(
        &mut self,
        finished_event_ids: impl IntoIterator<Item = String>,
        finished_market_ids: impl IntoIterator<Item = String>,
    ) {
        self.finished_events.extend(finished_event_ids);
        self.finished_markets.extend(finished_market_ids);
        let finished_events = &self.finished_events;
        self.events.retain(|_, e| !finished_events.contains(&e.id));
        for event in self.events.values_mut() {
            event.forget_finished(&self.finished_markets);
        }
    }

    /// Moves the simulated world to wall-clock `now` and returns, in order, the documents
    /// describing every change since the previous call. The first call describes the whole
    /// current world: every listed event with its markets and, for games in play, their
    /// statistics (and events that ended in the last 12 simulated hours, with their results).
    /// One document concerns one event only. A clock that goes back is treated as standing
    /// still.
    pub fn advance(&mut self, now: DateTime<Utc>) -> Vec<FeedDocument> {
        let v = self.scale.simulated(now).max(self.last.unwrap_or(i64::MIN));
        self.last = Some(v);
        self.list(v);
        let mut documents = Vec::new();
        let mut done = Vec::new();
        for (key, event) in &mut self.events {
            let changes = event.step(v, now);
            if !changes.is_empty() {
                self.sequence += 1;
                documents.push(FeedDocument {
                    source: self.config.source.clone(),
                    sequence: self.sequence,
                    changes,
                });
            }
            if event.done() {
                done.push(*key);
            }
        }
        for key in done {
            self.events.remove(&key);
        }
        documents
    }

    /// The server rejected a document: the simulator stops simulating that document's event.
    pub fn reject(&mut self, document: &FeedDocument) {
        let Some(id) = document.changes.iter().find_map(event_of) else {
            return;
        };
        self.events.retain(|_, e| e.id != id);
        self.rejected.insert(id);
    }

    /// Lists every slot whose listing time has come.
    fn list(&mut self, v: i64) {
        for schedule in &self.schedules {
            let Some(next) = self.next_slot.get_mut(schedule.index) else {
                continue;
            };
            // Slots never listed that certainly ended before the catch-up window are skipped
            // (after a long pause, at a high speed, they can be many).
            let oldest = schedule.first_slot_from(v - schedule.max_span() - CATCH_UP_MS);
            let mut slot = next.map_or(oldest, |slot| slot.max(oldest));
            while schedule.listed_at(slot) <= v {
                let this = slot;
                slot += 1;
                let Some(fixture) = schedule.fixture(this) else {
                    continue;
                };
                let id = format!("{}-{}-{this}", schedule.comp.key, self.tag);
                if self.finished_events.contains(&id) || self.rejected.contains(&id) {
                    continue;
                }
                let Some(mut event) = EventSim::new(
                    self.config.seed,
                    &self.tag,
                    schedule,
                    &fixture,
                    self.scale,
                    &self.finished_markets,
                ) else {
                    continue;
                };
                // Never described, and over long ago: nobody needs to hear about it.
                if fixture.kickoff < v && event.end() < v - CATCH_UP_MS {
                    continue;
                }
                self.events
                    .insert((fixture.kickoff, schedule.index, this), event);
            }
            *next = Some(slot);
        }
    }
}

/// The event a change concerns (market ids start with their event's id and a colon).
fn event_of(change: &FeedChange) -> Option<String> {
    if let Some(id) = change.event_id() {
        return Some(id.to_owned());
    }
    let market_id = match change {
        FeedChange::Prices(c) => &c.market_id,
        FeedChange::MarketStatus(c) => &c.market_id,
        FeedChange::Result(c) => &c.market_id,
        _ => return None,
    };
    market_id.split(':').next().map(str::to_owned)
}
