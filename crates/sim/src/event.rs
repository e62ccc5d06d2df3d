//! One event in the simulated world: its fixture, its whole game (played lazily, once), its
//! markets, and what has been sent about it, so each step emits only what changed.

use crate::game::{self, Ctx, Live, Moment};
use crate::markets::{self, MarketSpec};
use crate::pmf::Outlook;
use crate::rng::{Rng, hash_str, mix};
use crate::schedule::{Fixture, Schedule, TimeScale};
use crate::teams::League;
use chrono::{DateTime, Utc};
use domain::catalogue::{Clock, Event, Market, Participant, Selection, Statistics, Taxon};
use domain::feed::{
    FeedChange, MarketStatusChange, Outcome, Price, PriceChange, ResultChange, StatisticsChange,
};
use domain::odds::Odds;
use domain::sports::{LiveStatus, OfferStatus};
use std::collections::HashSet;

/// While a clock runs, statistics are re-sent at least this often (simulated milliseconds).
const CLOCK_RESYNC_MS: i64 = 5_000;
/// A game's timeline is played this long before its start (postponements come earlier).
const PLAY_AHEAD_MS: i64 = 7 * 3_600_000;
/// In play, markets are re-priced when the game state changes, and at least this often
/// while clocks run (simulated milliseconds).
const REPRICE_MS: i64 = 3_000;

/// What was last sent about a market.
#[derive(Debug, Clone)]
struct SentMarket {
    status: OfferStatus,
    odds: Vec<Odds>,
}

/// An event of the world.
#[derive(Debug)]
pub(crate) struct EventSim {
    pub id: String,
    pub kickoff: i64,
    seed: u64,
    ctx: Ctx,
    header: Event,
    moments: Option<Vec<Moment>>,
    /// Pre-game news: (simulated time, cumulative change to the home side's rating).
    news: Vec<(i64, f64)>,
    specs: Vec<MarketSpec>,
    market_ids: Vec<String>,
    pre: Live,
    header_sent: bool,
    stats_sent: Option<(Statistics, i64)>,
    sent: Vec<Option<SentMarket>>,
    finished: Vec<bool>,
    /// The pre-game quotes for the news level they were computed at.
    pre_quotes: Option<(u64, Vec<Quote>)>,
    /// The last pre-game step's (news level), to skip unchanged steps.
    quiet_at: Option<u64>,
    /// The moment and time markets were last priced at in play.
    priced: Option<(usize, i64)>,
}

type Quote = (Option<Vec<Odds>>, Vec<Odds>);

/// The most pre-game news moves a rating, by league (in the sport's rating unit): enough to
/// move a price by a few cents, not enough to need another main line.
fn news_size(league: League) -> f64 {
    match league {
        League::Nfl => 0.6,
        League::Ncaaf => 0.8,
        League::Nba => 0.7,
        League::Ncaab => 0.8,
        League::Nhl => 0.05,
        League::Mlb => 0.07,
        League::Epl | League::LaLiga => 0.05,
        League::Atp => 12.0,
        League::Pdc => 0.4,
    }
}

impl EventSim {
    /// The event of a schedule slot.
    pub(crate) fn new(
        seed: u64,
        tag: &str,
        schedule: &Schedule,
        fixture: &Fixture,
        scale: TimeScale,
        finished_markets: &HashSet<String>,
    ) -> Option<Self> {
        let comp = schedule.comp;
        let id = format!("{}-{tag}-{}", comp.key, fixture.slot);
        let home = comp.teams.get(fixture.home).copied()?;
        let away = comp.teams.get(fixture.away).copied()?;
        let ctx = Ctx {
            league: comp.league,
            competition: comp.key,
            home,
            away,
        };
        let props = game::props(&ctx);
        let pre = Live::pre(props.players.len());
        let pre_outlook = game::outlook(&ctx, &pre, 0, 0.0);
        let specs = markets::build(&ctx, &props, &pre_outlook);
        let market_ids: Vec<String> = specs.iter().map(|s| format!("{id}:{}", s.suffix)).collect();
        let finished = market_ids
            .iter()
            .map(|m| finished_markets.contains(m))
            .collect();
        // News: up to two items between listing and the start.
        let mut news_rng = Rng::keyed(seed, &format!("{id}/news"));
        let listed = schedule.listed_at(fixture.slot);
        let mut news = Vec::new();
        let mut level = 0.0;
        let items = news_rng.below(3);
        let mut times: Vec<i64> = (0..items)
            .map(|_| news_rng.between(listed, fixture.kickoff - 60_000))
            .collect();
        times.sort_unstable();
        let size = news_size(comp.league);
        for at in times {
            level = (level + news_rng.uniform(-size, size)).clamp(-size, size);
            news.push((at, level));
        }
        let header = header(seed, &id, schedule, fixture, &ctx, scale);
        let n = specs.len();
        Some(EventSim {
            id,
            kickoff: fixture.kickoff,
            seed,
            ctx,
            header,
            moments: None,
            news,
            specs,
            market_ids,
            pre,
            header_sent: false,
            stats_sent: None,
            sent: vec![None; n],
            finished,
            pre_quotes: None,
            quiet_at: None,
            priced: None,
        })
    }

    fn moments(&mut self) -> &[Moment] {
        if self.moments.is_none() {
            let mut rng = Rng::keyed(self.seed, &self.id);
            self.moments = Some(game::play(&self.ctx, &mut rng));
        }
        self.moments.as_deref().unwrap_or(&[])
    }

    /// Treats these markets as finished: they are never sent again.
    pub(crate) fn forget_finished(&mut self, finished_markets: &HashSet<String>) {
        for (id, finished) in self.market_ids.iter().zip(self.finished.iter_mut()) {
            if finished_markets.contains(id) {
                *finished = true;
            }
        }
    }

    /// Every live status the event's timeline goes through, in order.
    #[cfg(test)]
    pub(crate) fn statuses(&mut self) -> Vec<LiveStatus> {
        let mut out: Vec<LiveStatus> = Vec::new();
        for m in self.moments() {
            if out.last() != Some(&m.live.status) {
                out.push(m.live.status);
            }
        }
        out
    }

    /// When the event's last moment happens (simulated time).
    pub(crate) fn end(&mut self) -> i64 {
        let kickoff = self.kickoff;
        self.moments().last().map_or(kickoff, |m| kickoff + m.at)
    }

    /// Whether everything about the event has been said: it is over and every market graded.
    pub(crate) fn done(&self) -> bool {
        let terminal = self
            .moments
            .as_ref()
            .and_then(|m| m.last())
            .is_some_and(|m| m.live.is_terminal());
        terminal
            && self.finished.iter().all(|f| *f)
            && self
                .stats_sent
                .as_ref()
                .is_some_and(|(s, _)| s.live_status.is_terminal())
    }

    /// The news level at simulated time `v` (frozen at the start).
    fn adjust(&self, v: i64) -> f64 {
        let v = v.min(self.kickoff);
        self.news
            .iter()
            .take_while(|(at, _)| *at <= v)
            .last()
            .map_or(0.0, |(_, level)| *level)
    }

    /// The state at `v`: the moment's index, its scoreboard and how long after it we are.
    fn state_at(&mut self, v: i64) -> Option<(usize, Live, i64)> {
        let rel = v - self.kickoff;
        if rel < -PLAY_AHEAD_MS && self.moments.is_none() {
            return None;
        }
        let moments = self.moments();
        let idx = moments.partition_point(|m| m.at <= rel).checked_sub(1)?;
        moments.get(idx).map(|m| (idx, m.live.clone(), rel - m.at))
    }

    /// The changes that bring the feed's picture of the event to simulated time `v`.
    pub(crate) fn step(&mut self, v: i64, now: DateTime<Utc>) -> Vec<FeedChange> {
        let adjust = self.adjust(v);
        let state = self.state_at(v);
        if state.is_none() && self.quiet_at == Some(adjust.to_bits()) {
            return Vec::new();
        }
        let moment = state.as_ref().map(|(idx, _, _)| *idx);
        let (live, elapsed) = match state {
            Some((_, live, elapsed)) => (live, elapsed),
            None => (self.pre.clone(), 0),
        };
        let mut changes = Vec::new();
        if !self.header_sent {
            let mut header = self.header.clone();
            header.status = live.status.event_status();
            changes.push(FeedChange::Event(Box::new(header)));
            self.header_sent = true;
        }
        if moment.is_some() {
            self.statistics(&live, elapsed, v, now, &mut changes);
        }
        // In play, prices follow the game state; between changes of state they are refreshed
        // every few simulated seconds as the clock runs down.
        let fresh = match (moment, self.priced) {
            (Some(idx), Some((priced_idx, at))) => idx == priced_idx && v - at < REPRICE_MS,
            _ => false,
        };
        if !fresh {
            self.markets(&live, elapsed, adjust, moment.is_none(), &mut changes);
            self.priced = moment.map(|idx| (idx, v));
        }
        self.quiet_at = moment.is_none().then_some(adjust.to_bits());
        changes
    }

    fn statistics(
        &mut self,
        live: &Live,
        elapsed: i64,
        v: i64,
        now: DateTime<Utc>,
        changes: &mut Vec<FeedChange>,
    ) {
        let statistics = Statistics {
            live_status: live.status,
            home_score: live.home,
            away_score: live.away,
            progress: live.progress.clone(),
            clock: live.clock_after(elapsed),
            segments: live.segments.clone(),
            extras: live.extras.clone(),
            updated_at: now,
        };
        let send = match &self.stats_sent {
            None => true,
            Some((previous, at)) => {
                let same_board = previous.live_status == statistics.live_status
                    && previous.home_score == statistics.home_score
                    && previous.away_score == statistics.away_score
                    && previous.progress == statistics.progress
                    && previous.segments == statistics.segments
                    && previous.extras == statistics.extras;
                let running = statistics.clock.is_some_and(|c| c.running);
                !same_board
                    || !clock_consistent(previous.clock, *at, statistics.clock, v)
                    || (running && v - at >= CLOCK_RESYNC_MS)
            }
        };
        if send {
            changes.push(FeedChange::Statistics(Box::new(StatisticsChange {
                event_id: self.id.clone(),
                statistics: statistics.clone(),
            })));
            self.stats_sent = Some((statistics, v));
        }
    }

    fn quotes(&mut self, live: &Live, elapsed: i64, adjust: f64, pre_game: bool) -> Vec<Quote> {
        if pre_game
            && let Some((bits, quotes)) = &self.pre_quotes
            && *bits == adjust.to_bits()
        {
            return quotes.clone();
        }
        let outlook: Outlook = game::outlook(&self.ctx, live, elapsed, adjust);
        let quotes: Vec<Quote> = self
            .specs
            .iter()
            .map(|s| markets::quote(s, &outlook))
            .collect();
        if pre_game {
            self.pre_quotes = Some((adjust.to_bits(), quotes.clone()));
        }
        quotes
    }

    fn markets(
        &mut self,
        live: &Live,
        elapsed: i64,
        adjust: f64,
        pre_game: bool,
        changes: &mut Vec<FeedChange>,
    ) {
        let blocked = live.suspended
            || matches!(
                live.status,
                LiveStatus::Postponed | LiveStatus::Delayed | LiveStatus::Suspended
            );
        let mut quotes: Option<Vec<Quote>> = None;
        let mut settled_quotes: Option<Vec<Quote>> = None;
        for i in 0..self.specs.len() {
            if self.finished.get(i).copied().unwrap_or(true) {
                continue;
            }
            let Some(market_id) = self.market_ids.get(i).cloned() else {
                continue;
            };
            let unsent = self.sent.get(i).is_some_and(Option::is_none);
            let grades = self
                .specs
                .get(i)
                .and_then(|spec| markets::grade(&self.ctx, spec, live));
            // A market decided before it was ever described (an event first seen over, after
            // a restart) is described at its pre-game prices, suspended, then graded.
            if grades.is_some() && unsent && settled_quotes.is_none() {
                let pre = self.pre.clone();
                settled_quotes = Some(self.quotes(&pre, 0, adjust, true));
            }
            let needs_prices = grades.is_none() && (!blocked || unsent);
            if needs_prices && quotes.is_none() {
                quotes = Some(self.quotes(live, elapsed, adjust, pre_game));
            }
            let quote = quotes.as_ref().and_then(|q| q.get(i));
            let Some(spec) = self.specs.get(i) else {
                continue;
            };
            if let Some(results) = grades {
                if unsent
                    && let Some((_, fallback)) = settled_quotes.as_ref().and_then(|q| q.get(i))
                {
                    changes.push(FeedChange::Market(Box::new(market(
                        &self.id,
                        &market_id,
                        spec,
                        OfferStatus::Closed,
                        fallback,
                    ))));
                }
                changes.push(FeedChange::Result(ResultChange {
                    market_id: market_id.clone(),
                    results: spec
                        .selections
                        .iter()
                        .zip(results)
                        .map(|(s, result)| Outcome {
                            selection_id: format!("{market_id}:{}", s.suffix),
                            result,
                        })
                        .collect(),
                }));
                if let Some(f) = self.finished.get_mut(i) {
                    *f = true;
                }
                continue;
            }
            let (status, odds) = match quote {
                _ if blocked && !unsent => (OfferStatus::Closed, None),
                Some((_, fallback)) if blocked => (OfferStatus::Closed, Some(fallback.clone())),
                Some((Some(odds), _)) => (OfferStatus::Open, Some(odds.clone())),
                Some((None, fallback)) => (OfferStatus::Hidden, Some(fallback.clone())),
                None => continue,
            };
            let Some(slot) = self.sent.get_mut(i) else {
                continue;
            };
            match slot {
                None => {
                    let Some(odds) = odds else { continue };
                    changes.push(FeedChange::Market(Box::new(market(
                        &self.id, &market_id, spec, status, &odds,
                    ))));
                    *slot = Some(SentMarket { status, odds });
                }
                Some(sent) => {
                    if status == OfferStatus::Open
                        && let Some(odds) = odds
                    {
                        let moved: Vec<Price> = spec
                            .selections
                            .iter()
                            .zip(odds.iter().zip(sent.odds.iter()))
                            .filter(|(_, (new, old))| new != old)
                            .map(|(s, (new, _))| Price {
                                selection_id: format!("{market_id}:{}", s.suffix),
                                odds: *new,
                                points: None,
                                status: None,
                            })
                            .collect();
                        if !moved.is_empty() {
                            changes.push(FeedChange::Prices(PriceChange {
                                market_id: market_id.clone(),
                                prices: moved,
                            }));
                            sent.odds = odds;
                        }
                    }
                    if sent.status != status {
                        changes.push(FeedChange::MarketStatus(MarketStatusChange {
                            market_id: market_id.clone(),
                            status,
                        }));
                        sent.status = status;
                    }
                }
            }
        }
    }
}

/// Whether a clock reads what the previous one would have run on to.
fn clock_consistent(previous: Option<Clock>, previous_at: i64, now: Option<Clock>, v: i64) -> bool {
    match (previous, now) {
        (None, None) => true,
        (Some(p), Some(n)) => {
            if p.running != n.running || p.counts_down != n.counts_down {
                return false;
            }
            let expected = if p.running {
                let run = (v - previous_at) / 1000;
                if p.counts_down {
                    (i64::from(p.seconds) - run).max(0)
                } else {
                    i64::from(p.seconds) + run
                }
            } else {
                i64::from(p.seconds)
            };
            (expected - i64::from(n.seconds)).abs() <= 1
        }
        _ => false,
    }
}

fn market(
    event_id: &str,
    market_id: &str,
    spec: &MarketSpec,
    status: OfferStatus,
    odds: &[Odds],
) -> Market {
    Market {
        id: market_id.to_owned(),
        event_id: event_id.to_owned(),
        name: spec.name.clone(),
        market_type: spec.market_type,
        status,
        main: spec.main,
        order: spec.order,
        statistic_accrued: spec.statistic.clone(),
        selections: spec
            .selections
            .iter()
            .zip(odds.iter())
            .map(|(s, odds)| Selection {
                id: format!("{market_id}:{}", s.suffix),
                name: s.name.clone(),
                kind: s.kind,
                side: s.side,
                points: s.points,
                odds: *odds,
                status: OfferStatus::Open,
                result: None,
            })
            .collect(),
    }
}

fn participant(comp: &str, team: &crate::teams::Team) -> Participant {
    Participant {
        id: format!("{comp}-{}", team.id),
        abbreviation: team.abbreviation.to_owned(),
        medium_name: team.medium.to_owned(),
        full_name: team.full.to_owned(),
    }
}

/// Whether a team ranks in the top half of its competition.
fn top_half(teams: &[crate::teams::Team], team: &crate::teams::Team) -> bool {
    let better = teams.iter().filter(|t| t.rating > team.rating).count();
    better < teams.len() / 2
}

fn header(
    seed: u64,
    id: &str,
    schedule: &Schedule,
    fixture: &Fixture,
    ctx: &Ctx,
    scale: TimeScale,
) -> Event {
    let comp = schedule.comp;
    let name = if domain::catalogue::lists_home_first(comp.sport.0) {
        format!("{} vs {}", ctx.home.full, ctx.away.full)
    } else {
        format!("{} @ {}", ctx.away.full, ctx.home.full)
    };
    let h = mix(seed, hash_str(id));
    let marquee = !matches!(comp.league, League::Ncaab | League::Pdc);
    let featured = marquee
        && top_half(comp.teams, &ctx.home)
        && top_half(comp.teams, &ctx.away)
        && h.is_multiple_of(6);
    let count = u64::try_from(comp.networks.len()).unwrap_or(1).max(1);
    let first = usize::try_from((h >> 8) % count).unwrap_or(0);
    let mut networks: Vec<String> = comp
        .networks
        .get(first)
        .map(|n| (*n).to_owned())
        .into_iter()
        .collect();
    if (h >> 20).is_multiple_of(4) && comp.networks.len() > 1 {
        let second = (first + 1) % comp.networks.len();
        networks.extend(comp.networks.get(second).map(|n| (*n).to_owned()));
    }
    Event {
        id: id.to_owned(),
        name,
        sport: Taxon {
            slug: comp.sport.0.to_owned(),
            name: comp.sport.1.to_owned(),
        },
        organization: Taxon {
            slug: comp.organization.0.to_owned(),
            name: comp.organization.1.to_owned(),
        },
        competition: Taxon {
            slug: comp.competition.0.to_owned(),
            name: comp.competition.1.to_owned(),
        },
        start_time: scale.wall(fixture.kickoff),
        status: domain::sports::EventStatus::PreGame,
        home: participant(comp.key, &ctx.home),
        away: participant(comp.key, &ctx.away),
        featured,
        networks,
        extra_information: comp.round_label(fixture.round),
        media_links: Vec::new(),
    }
}
