//! Whole-world tests: the simulator's documents applied, in order, to an in-memory
//! catalogue with the same `domain::feed` rules a store applies.
#![allow(clippy::as_conversions, reason = "test arithmetic on counts")]

use super::*;
use chrono::{Duration, TimeZone};
use domain::catalogue::{Event, Market, MarketType, SelectionKind, SelectionResult, Statistics};
use domain::feed::{
    FeedError, apply_market_status, apply_prices, apply_result, check_market_replace,
    status_after_statistics,
};
use domain::sports::{EventStatus, LiveStatus, OfferStatus};
use std::collections::{BTreeMap, HashMap};

/// An in-memory catalogue applying documents like a store.
#[derive(Default)]
pub(crate) struct Catalogue {
    pub events: BTreeMap<String, (Event, Option<Statistics>)>,
    pub markets: BTreeMap<String, Market>,
    pub last_sequence: u64,
    /// Every statistics update per event, in order.
    pub history: HashMap<String, Vec<Statistics>>,
    /// Graded markets in the order graded.
    pub graded: Vec<String>,
    /// Markets graded while their event was still in play.
    pub graded_in_play: usize,
}

impl Catalogue {
    pub(crate) fn apply(&mut self, doc: &FeedDocument) -> Result<(), FeedError> {
        doc.validate()?;
        assert!(
            doc.sequence > self.last_sequence,
            "sequence {} after {}",
            doc.sequence,
            self.last_sequence
        );
        // One document, one event.
        let events: std::collections::HashSet<String> =
            doc.changes.iter().filter_map(event_of).collect();
        assert_eq!(
            events.len(),
            1,
            "document {} concerns {events:?}",
            doc.sequence
        );
        // Whole or nothing: apply to copies of what the document touches.
        let mut next_events: BTreeMap<String, (Event, Option<Statistics>)> = BTreeMap::new();
        let mut next_markets: BTreeMap<String, Market> = BTreeMap::new();
        let mut history = Vec::new();
        let mut graded = Vec::new();
        for (i, change) in doc.changes.iter().enumerate() {
            let at = format!("changes[{i}].{}", change.kind());
            let market_id = match change {
                FeedChange::Market(m) => Some(&m.id),
                FeedChange::Prices(c) => Some(&c.market_id),
                FeedChange::MarketStatus(c) => Some(&c.market_id),
                FeedChange::Result(c) => Some(&c.market_id),
                _ => None,
            };
            if let Some(id) = market_id
                && !next_markets.contains_key(id)
                && let Some(stored) = self.markets.get(id)
            {
                next_markets.insert(id.clone(), stored.clone());
            }
            let event_id = match change {
                FeedChange::Event(e) => Some(&e.id),
                FeedChange::Statistics(c) => Some(&c.event_id),
                FeedChange::Market(m) => Some(&m.event_id),
                _ => None,
            };
            if let Some(id) = event_id
                && !next_events.contains_key(id)
                && let Some(stored) = self.events.get(id)
            {
                next_events.insert(id.clone(), stored.clone());
            }
            match change {
                FeedChange::Event(event) => {
                    let statistics = next_events.get(&event.id).and_then(|(_, s)| s.clone());
                    next_events.insert(event.id.clone(), ((**event).clone(), statistics));
                }
                FeedChange::Statistics(change) => {
                    let (event, stats) = next_events
                        .get_mut(&change.event_id)
                        .ok_or_else(|| FeedError::new(format!("{at}.event_id"), "unknown event"))?;
                    event.status = status_after_statistics(event.status, &change.statistics);
                    *stats = Some(change.statistics.clone());
                    history.push((change.event_id.clone(), change.statistics.clone()));
                }
                FeedChange::Market(market) => {
                    if !next_events.contains_key(&market.event_id) {
                        return Err(FeedError::new(format!("{at}.event_id"), "unknown event"));
                    }
                    check_market_replace(&at, next_markets.get(&market.id), market)?;
                    next_markets.insert(market.id.clone(), (**market).clone());
                }
                FeedChange::Prices(change) => {
                    let market = next_markets.get_mut(&change.market_id).ok_or_else(|| {
                        FeedError::new(format!("{at}.market_id"), "unknown market")
                    })?;
                    apply_prices(&at, market, &change.prices)?;
                }
                FeedChange::MarketStatus(change) => {
                    let market = next_markets.get_mut(&change.market_id).ok_or_else(|| {
                        FeedError::new(format!("{at}.market_id"), "unknown market")
                    })?;
                    apply_market_status(&at, market, change.status)?;
                }
                FeedChange::Result(change) => {
                    let market = next_markets.get_mut(&change.market_id).ok_or_else(|| {
                        FeedError::new(format!("{at}.market_id"), "unknown market")
                    })?;
                    let outcome = apply_result(&at, market, &change.results)?;
                    assert_eq!(
                        outcome,
                        domain::feed::Resulted::Graded,
                        "{} graded twice",
                        change.market_id
                    );
                    graded.push(change.market_id.clone());
                    let event_id = market.event_id.clone();
                    let in_play = next_events
                        .get(&event_id)
                        .or_else(|| self.events.get(&event_id))
                        .is_some_and(|(e, _)| e.status == EventStatus::InPlay);
                    if in_play {
                        self.graded_in_play += 1;
                    }
                }
            }
        }
        self.events.extend(next_events);
        self.markets.extend(next_markets);
        self.last_sequence = doc.sequence;
        for (id, s) in history {
            self.history.entry(id).or_default().push(s);
        }
        self.graded.extend(graded);
        Ok(())
    }

    pub(crate) fn apply_all(&mut self, docs: &[FeedDocument]) {
        for doc in docs {
            if let Err(error) = self.apply(doc) {
                panic!("document {} rejected: {error}\n{doc:#?}", doc.sequence);
            }
        }
    }

    pub(crate) fn markets_of<'a>(
        &'a self,
        event_id: &'a str,
    ) -> impl Iterator<Item = &'a Market> + 'a {
        self.markets
            .values()
            .filter(move |m| m.event_id == event_id)
    }
}

pub(crate) fn config(seed: u64, speed: f64) -> SimConfig {
    SimConfig {
        seed,
        speed,
        source: "sim".to_owned(),
    }
}

pub(crate) fn at(hours: i64) -> DateTime<Utc> {
    // An arbitrary instant well after the schedule's epoch.
    Utc.with_ymd_and_hms(2026, 3, 14, 15, 9, 26)
        .single()
        .unwrap()
        + Duration::hours(hours)
}

/// Runs a simulator from `start` in steps, applying every document to `catalogue`.
pub(crate) fn drive(
    sim: &mut Simulator,
    catalogue: &mut Catalogue,
    start: DateTime<Utc>,
    step: Duration,
    steps: usize,
) -> Vec<FeedDocument> {
    let mut all = Vec::new();
    for i in 0..steps {
        let now = start + step * i32::try_from(i).unwrap();
        let docs = sim.advance(now);
        catalogue.apply_all(&docs);
        all.extend(docs);
    }
    all
}

/// The server moves the simulator onto a blocking thread for each tick.
#[test]
fn the_simulator_can_move_between_threads() {
    fn send<T: Send + 'static>() {}
    send::<Simulator>();
}

fn json(docs: &[FeedDocument]) -> String {
    serde_json::to_string(docs).unwrap()
}

#[test]
fn same_seed_same_documents_different_seed_different_world() {
    // Irregular steps over an hour and a half of simulated time.
    let times: Vec<DateTime<Utc>> = (0..30)
        .map(|i| at(0) + Duration::milliseconds(200 * i * i))
        .collect();
    let run = |seed: u64| {
        let mut sim = Simulator::new(config(seed, 30.0));
        times
            .iter()
            .flat_map(|t| sim.advance(*t))
            .collect::<Vec<_>>()
    };
    let a = run(11);
    let b = run(11);
    assert!(a.len() > 300, "{}", a.len());
    assert_eq!(json(&a), json(&b));
    let c = run(12);
    assert_ne!(json(&a), json(&c));
    // Every event id carries the world's tag.
    let tag = Simulator::new(config(11, 30.0)).tag().to_owned();
    assert_ne!(tag, Simulator::new(config(11, 31.0)).tag());
    for doc in &a {
        let id = doc.changes.iter().find_map(event_of).unwrap();
        assert_eq!(id.split('-').nth(1), Some(tag.as_str()), "{id}");
    }
}

/// The world at speed 60 over five and a half simulated hours: every document validates and applies in
/// order; every game that ends is fully graded consistently with its final score.
#[test]
fn whole_games_of_every_sport_apply_cleanly_and_grade_consistently() {
    let mut sim = Simulator::new(config(3, 60.0));
    sim.set_last_sequence(41);
    let mut catalogue = Catalogue {
        last_sequence: 41,
        ..Catalogue::default()
    };
    let docs = drive(&mut sim, &mut catalogue, at(0), Duration::seconds(1), 330);
    assert_eq!(docs.first().map(|d| d.sequence), Some(42));
    assert!(docs.windows(2).all(|w| w[1].sequence == w[0].sequence + 1));
    let mut finished_by_sport: BTreeMap<String, usize> = BTreeMap::new();
    for (id, (event, statistics)) in &catalogue.events {
        let Some(statistics) = statistics else {
            continue;
        };
        if statistics.live_status == LiveStatus::Final {
            assert_eq!(event.status, EventStatus::Finished);
            *finished_by_sport
                .entry(event.sport.slug.clone())
                .or_default() += 1;
            check_final(&catalogue, event, statistics);
        }
        if matches!(
            statistics.live_status,
            LiveStatus::Cancelled | LiveStatus::Withdrawn
        ) {
            for market in catalogue.markets_of(id) {
                assert_eq!(market.status, OfferStatus::Finished, "{}", market.id);
            }
        }
        // Scores never go down.
        let history = &catalogue.history[id];
        for w in history.windows(2) {
            assert!(
                w[1].home_score >= w[0].home_score && w[1].away_score >= w[0].away_score,
                "{id}"
            );
        }
    }
    for sport in [
        "football",
        "basketball",
        "hockey",
        "baseball",
        "soccer",
        "tennis",
        "darts",
    ] {
        assert!(
            finished_by_sport.get(sport).copied().unwrap_or(0) >= 3,
            "{sport}: {finished_by_sport:?}"
        );
    }
    // Markets were suspended and re-opened around scores, far lines hidden in play, and some
    // markets graded before their game ended (an over reached, both teams scored...).
    let statuses: Vec<OfferStatus> = docs
        .iter()
        .flat_map(|d| &d.changes)
        .filter_map(|c| match c {
            FeedChange::MarketStatus(s) => Some(s.status),
            _ => None,
        })
        .collect();
    for status in [OfferStatus::Closed, OfferStatus::Open, OfferStatus::Hidden] {
        assert!(statuses.contains(&status), "no market became {status:?}");
    }
    assert!(
        catalogue.graded_in_play > 50,
        "{}",
        catalogue.graded_in_play
    );
    assert!(
        docs.iter()
            .flat_map(|d| &d.changes)
            .any(|c| matches!(c, FeedChange::Prices(_)))
    );
}

/// A finished event: segments add up, every market is graded and the grades follow from
/// the final score.
fn check_final(catalogue: &Catalogue, event: &Event, statistics: &Statistics) {
    let tennis = event.sport.slug == "tennis";
    let seg_home: u32 = statistics.segments.iter().map(|s| s.home).sum();
    let seg_away: u32 = statistics.segments.iter().map(|s| s.away).sum();
    let (line_home, line_away) = if tennis {
        let sets_home = statistics
            .segments
            .iter()
            .filter(|s| s.home > s.away)
            .count();
        let sets_away = statistics
            .segments
            .iter()
            .filter(|s| s.away > s.home)
            .count();
        assert_eq!(
            (sets_home, sets_away),
            (
                statistics.home_score as usize,
                statistics.away_score as usize
            )
        );
        (i64::from(seg_home), i64::from(seg_away))
    } else {
        assert_eq!(
            (seg_home, seg_away),
            (statistics.home_score, statistics.away_score),
            "{}",
            event.id
        );
        (
            i64::from(statistics.home_score),
            i64::from(statistics.away_score),
        )
    };
    let markets: Vec<&Market> = catalogue.markets_of(&event.id).collect();
    assert!(
        markets.len() >= 10,
        "{}: {} markets",
        event.id,
        markets.len()
    );
    for market in markets {
        assert_eq!(
            market.status,
            OfferStatus::Finished,
            "{} left {:?}",
            market.id,
            market.status
        );
        let result = |kind: SelectionKind| {
            market
                .selections
                .iter()
                .find(|s| s.kind == kind)
                .and_then(|s| s.result)
                .unwrap()
        };
        let expect = |v: i64| match v.cmp(&0) {
            std::cmp::Ordering::Greater => (SelectionResult::Win, SelectionResult::Loss),
            std::cmp::Ordering::Less => (SelectionResult::Loss, SelectionResult::Win),
            std::cmp::Ordering::Equal => (SelectionResult::Push, SelectionResult::Push),
        };
        let halves = |kind: SelectionKind| {
            market
                .selections
                .iter()
                .find(|s| s.kind == kind)
                .and_then(|s| s.points)
                .unwrap()
                .halves()
        };
        match market.market_type {
            MarketType::Moneyline => {
                let v = i64::from(statistics.home_score) - i64::from(statistics.away_score);
                assert_eq!(
                    (result(SelectionKind::Home), result(SelectionKind::Away)),
                    expect(v),
                    "{}",
                    market.id
                );
                if event.sport.slug != "football" {
                    assert_ne!(v, 0, "{}: no ties in {}", event.id, event.sport.slug);
                }
            }
            MarketType::ThreeWay => {
                let winner = match statistics.home_score.cmp(&statistics.away_score) {
                    std::cmp::Ordering::Greater => SelectionKind::Home,
                    std::cmp::Ordering::Equal => SelectionKind::Draw,
                    std::cmp::Ordering::Less => SelectionKind::Away,
                };
                for s in &market.selections {
                    let want = if s.kind == winner {
                        SelectionResult::Win
                    } else {
                        SelectionResult::Loss
                    };
                    assert_eq!(s.result, Some(want), "{}", market.id);
                }
            }
            MarketType::Spread | MarketType::AlternateSpread => {
                let v = 2 * (line_home - line_away) + i64::from(halves(SelectionKind::Home));
                assert_eq!(
                    (result(SelectionKind::Home), result(SelectionKind::Away)),
                    expect(v),
                    "{}",
                    market.id
                );
            }
            MarketType::Total | MarketType::AlternateTotal => {
                let v = 2 * (line_home + line_away) - i64::from(halves(SelectionKind::Over));
                assert_eq!(
                    (result(SelectionKind::Over), result(SelectionKind::Under)),
                    expect(v),
                    "{}",
                    market.id
                );
            }
            MarketType::TeamTotal => {
                let home = market.name.starts_with(&event.home.full_name);
                let value = if home { line_home } else { line_away };
                let v = 2 * value - i64::from(halves(SelectionKind::Over));
                assert_eq!(
                    (result(SelectionKind::Over), result(SelectionKind::Under)),
                    expect(v),
                    "{}",
                    market.id
                );
            }
            MarketType::PlayerProp | MarketType::GameProp => {
                // Exactly one side wins (or both push or void).
                let results: Vec<SelectionResult> = market
                    .selections
                    .iter()
                    .map(|s| s.result.unwrap())
                    .collect();
                let wins = results
                    .iter()
                    .filter(|r| **r == SelectionResult::Win)
                    .count();
                assert!(
                    wins == 1 || results.iter().all(|r| *r == results[0]),
                    "{}: {results:?}",
                    market.id
                );
            }
        }
        if market.name == "Both Teams to Score" {
            let yes = statistics.home_score > 0 && statistics.away_score > 0;
            assert_eq!(
                result(SelectionKind::Yes) == SelectionResult::Win,
                yes,
                "{}",
                market.id
            );
        }
        if market.name == "Will the game go to overtime?" {
            let overtime = statistics.segments.iter().any(|s| s.label.contains("OT"));
            assert_eq!(
                result(SelectionKind::Yes) == SelectionResult::Win,
                overtime,
                "{}",
                market.id
            );
        }
    }
}

/// What a scoreboard shows, but its clock.
type Board = (
    LiveStatus,
    u32,
    u32,
    String,
    Vec<domain::catalogue::Segment>,
    Option<domain::catalogue::SportExtras>,
);

/// The live boards of every event, to compare two runs.
fn boards(catalogue: &Catalogue) -> BTreeMap<String, (EventStatus, Option<Board>)> {
    catalogue
        .events
        .iter()
        .map(|(id, (event, s))| {
            let board = s.as_ref().map(|s| {
                (
                    s.live_status,
                    s.home_score,
                    s.away_score,
                    s.progress.clone(),
                    s.segments.clone(),
                    s.extras.clone(),
                )
            });
            (id.clone(), (event.status, board))
        })
        .collect()
}

fn results(catalogue: &Catalogue) -> BTreeMap<String, Vec<Option<SelectionResult>>> {
    catalogue
        .markets
        .iter()
        .filter(|(_, m)| m.status == OfferStatus::Finished)
        .map(|(id, m)| (id.clone(), m.selections.iter().map(|s| s.result).collect()))
        .collect()
}

/// A game's state at an instant does not depend on how often the simulator looked at it.
#[test]
fn the_world_does_not_depend_on_the_tick() {
    let end = at(5) + Duration::seconds(120);
    let mut fine = Simulator::new(config(21, 60.0));
    let mut fine_catalogue = Catalogue::default();
    drive(
        &mut fine,
        &mut fine_catalogue,
        at(5),
        Duration::milliseconds(500),
        240,
    );
    fine_catalogue.apply_all(&fine.advance(end));
    let mut coarse = Simulator::new(config(21, 60.0));
    let mut coarse_catalogue = Catalogue::default();
    drive(
        &mut coarse,
        &mut coarse_catalogue,
        at(5),
        Duration::seconds(7),
        17,
    );
    coarse_catalogue.apply_all(&coarse.advance(end));
    assert_eq!(boards(&fine_catalogue), boards(&coarse_catalogue));
    assert_eq!(results(&fine_catalogue), results(&coarse_catalogue));
    assert!(results(&fine_catalogue).len() > 200);
}

/// A restarted simulator continues the same games without re-sending what is finished.
#[test]
fn a_restart_continues_the_same_games_without_resending_finished_markets() {
    let mut first = Simulator::new(config(5, 60.0));
    let mut catalogue = Catalogue::default();
    drive(&mut first, &mut catalogue, at(9), Duration::seconds(1), 150);
    let restart_at = at(9) + Duration::seconds(150);
    let finished_events: Vec<String> = catalogue
        .events
        .iter()
        .filter(|(_, (e, _))| e.status.is_over())
        .map(|(id, _)| id.clone())
        .collect();
    let finished_markets: Vec<String> = catalogue
        .markets
        .iter()
        .filter(|(_, m)| m.status == OfferStatus::Finished)
        .map(|(id, _)| id.clone())
        .collect();
    assert!(!finished_events.is_empty() && finished_markets.len() > 100);

    // The first simulator carries on...
    let mut carried_on = Catalogue {
        events: catalogue.events.clone(),
        markets: catalogue.markets.clone(),
        last_sequence: catalogue.last_sequence,
        ..Catalogue::default()
    };
    carried_on.apply_all(&first.advance(restart_at));
    // ...and a new one takes over from the store's state.
    let mut second = Simulator::new(config(5, 60.0));
    second.set_last_sequence(catalogue.last_sequence);
    second.resume(finished_events.clone(), finished_markets.clone());
    let docs = second.advance(restart_at);
    assert_eq!(
        docs.first().map(|d| d.sequence),
        Some(catalogue.last_sequence + 1)
    );
    for doc in &docs {
        for change in &doc.changes {
            let event = event_of(change).unwrap();
            assert!(
                !finished_events.contains(&event),
                "finished event {event} sent again"
            );
            let market = match change {
                FeedChange::Market(m) => Some(&m.id),
                FeedChange::Prices(c) => Some(&c.market_id),
                FeedChange::MarketStatus(c) => Some(&c.market_id),
                FeedChange::Result(c) => Some(&c.market_id),
                _ => None,
            };
            if let Some(market) = market {
                assert!(
                    !finished_markets.contains(market),
                    "finished market {market} sent again"
                );
            }
        }
    }
    catalogue.apply_all(&docs);
    // The same games, in the same state.
    assert_eq!(boards(&catalogue), boards(&carried_on));
    assert!(
        catalogue
            .events
            .values()
            .filter(|(e, _)| e.status == EventStatus::InPlay)
            .count()
            >= 5
    );
    // And it goes on cleanly.
    drive(
        &mut second,
        &mut catalogue,
        restart_at + Duration::seconds(1),
        Duration::seconds(2),
        30,
    );
}

/// After a rejection the simulator says nothing more about that event.
#[test]
fn a_rejected_document_stops_its_event() {
    let mut sim = Simulator::new(config(8, 60.0));
    let docs = sim.advance(at(2));
    let live: Vec<&FeedDocument> = docs
        .iter()
        .filter(|d| {
            d.changes.iter().any(|c| matches!(c, FeedChange::Statistics(s) if s.statistics.live_status == LiveStatus::InProgress))
        })
        .collect();
    let victim = live.first().copied().unwrap().clone();
    let victim_id = victim.changes.iter().find_map(event_of).unwrap();
    sim.reject(&victim);
    let mut later = 0;
    for i in 1..120 {
        for doc in sim.advance(at(2) + Duration::seconds(i)) {
            later += 1;
            assert!(
                doc.changes
                    .iter()
                    .all(|c| event_of(c).as_deref() != Some(&victim_id)),
                "{victim_id} still simulated"
            );
        }
    }
    assert!(later > 50);
}

/// At real-time speed, at any instant, several games are in play and every competition
/// lists upcoming games for the next day and more.
#[test]
fn at_real_time_games_are_live_and_every_competition_lists_upcoming_games() {
    for (k, hours) in [0, 17, 40, 101].into_iter().enumerate() {
        let now = at(hours) + Duration::minutes(13 * i64::try_from(k).unwrap());
        let mut sim = Simulator::new(config(1, 1.0));
        let mut catalogue = Catalogue::default();
        catalogue.apply_all(&sim.advance(now));
        let live = catalogue
            .events
            .values()
            .filter(|(e, _)| e.status == EventStatus::InPlay)
            .count();
        assert!((8..=30).contains(&live), "{live} in play at {now}");
        for comp in teams::COMPETITIONS {
            let upcoming: Vec<&Event> = catalogue
                .events
                .values()
                .map(|(e, _)| e)
                .filter(|e| {
                    e.competition.slug == comp.competition.0
                        && e.status == EventStatus::PreGame
                        && e.start_time > now
                })
                .collect();
            assert!(
                (15..=40).contains(&upcoming.len()),
                "{}: {} upcoming",
                comp.key,
                upcoming.len()
            );
            let furthest = upcoming.iter().map(|e| e.start_time).max().unwrap();
            assert!(furthest - now > Duration::hours(17), "{}", comp.key);
        }
    }
}

/// Pre-game prices carry the book's margin: -110/-110 main lines, a 4-5% moneyline
/// overround, favourites shorter than underdogs.
#[test]
fn pregame_prices_carry_the_book_margin() {
    let mut sim = Simulator::new(config(4, 1.0));
    let docs = sim.advance(at(30));
    let mut main_lines = Vec::new();
    let mut moneylines = Vec::new();
    let mut three_ways = Vec::new();
    let mut events = 0;
    for doc in &docs {
        let markets: Vec<&Market> = doc
            .changes
            .iter()
            .filter_map(|c| match c {
                FeedChange::Market(m) if m.status == OfferStatus::Open => Some(&**m),
                _ => None,
            })
            .collect();
        let pre_game = doc
            .changes
            .iter()
            .any(|c| matches!(c, FeedChange::Event(e) if e.status == EventStatus::PreGame));
        if !pre_game || markets.is_empty() {
            continue;
        }
        events += 1;
        let implied = |m: &Market| {
            m.selections
                .iter()
                .map(|s| s.odds.implied_probability())
                .sum::<f64>()
        };
        let price = |m: &Market, kind: SelectionKind| {
            m.selections.iter().find(|s| s.kind == kind).unwrap().odds
        };
        let spread = markets
            .iter()
            .find(|m| m.market_type == MarketType::Spread)
            .unwrap();
        for m in markets
            .iter()
            .filter(|m| m.main && matches!(m.market_type, MarketType::Spread | MarketType::Total))
        {
            let sum = implied(m);
            assert!((1.035..=1.06).contains(&sum), "{}: {sum}", m.id);
            main_lines.push(sum);
            // Goal, game and leg lines move in whole units (half-point lines only; a tennis
            // match's game margin is lumpy), puck and run lines are the favourite at -1.5:
            // their prices can be some way off even. Everywhere else the main lines sit at
            // about -110.
            let league = m.id.split('-').next();
            let coarse = matches!(league, Some("epl" | "laliga" | "pdc"))
                || (m.market_type == MarketType::Spread
                    && matches!(league, Some("nhl" | "mlb" | "atp")));
            for s in m.selections.iter().filter(|_| !coarse) {
                assert!(
                    (-130..=110).contains(&s.odds.american()),
                    "{}: {}",
                    m.id,
                    s.odds.format_american()
                );
            }
        }
        if let Some(ml) = markets
            .iter()
            .find(|m| m.market_type == MarketType::Moneyline)
        {
            let (home, away) = (
                price(ml, SelectionKind::Home),
                price(ml, SelectionKind::Away),
            );
            let top = home.implied_probability().max(away.implied_probability());
            let sum = implied(ml);
            assert!(sum > 1.02 && sum < 1.06, "{}: {sum}", ml.id);
            if top < 0.8 {
                moneylines.push(sum);
            }
            // The side giving points is the favourite and is priced shorter (puck and run
            // lines are always 1.5 for the favourite).
            let home_points = spread
                .selections
                .iter()
                .find(|s| s.kind == SelectionKind::Home)
                .unwrap()
                .points
                .unwrap()
                .halves();
            if home_points < -1 && (top - 0.5).abs() > 0.03 {
                assert_eq!(home.cmp_payout(away), std::cmp::Ordering::Less, "{}", ml.id);
            } else if home_points > 1 && (top - 0.5).abs() > 0.03 {
                assert_eq!(
                    home.cmp_payout(away),
                    std::cmp::Ordering::Greater,
                    "{}",
                    ml.id
                );
            }
        }
        if let Some(result) = markets
            .iter()
            .find(|m| m.market_type == MarketType::ThreeWay)
        {
            three_ways.push(implied(result));
        }
    }
    let mean = |v: &[f64]| v.iter().sum::<f64>() / v.len() as f64;
    assert!(events > 200, "{events}");
    assert!(
        (mean(&main_lines) - 1.0476).abs() < 0.004,
        "{}",
        mean(&main_lines)
    );
    assert!(
        (1.04..=1.055).contains(&mean(&moneylines)),
        "{}",
        mean(&moneylines)
    );
    assert!(
        (1.05..=1.075).contains(&mean(&three_ways)),
        "{}",
        mean(&three_ways)
    );
}

/// In play, a side leading late by a clear margin is priced short.
#[test]
fn leaders_late_in_games_are_priced_short() {
    use crate::game::{self, Ctx, State};
    use crate::teams::{COMPETITIONS, Sport};
    let mut checked: BTreeMap<&str, usize> = BTreeMap::new();
    for comp in COMPETITIONS
        .iter()
        .filter(|c| c.key != "ncaaf" && c.key != "ncaab" && c.key != "laliga")
    {
        for g in 0..12usize {
            let home = comp.teams[g % comp.teams.len()];
            let away = comp.teams[(g * 5 + 3) % comp.teams.len()];
            if home.id == away.id {
                continue;
            }
            let ctx = Ctx {
                league: comp.league,
                competition: comp.key,
                home,
                away,
            };
            let moments = game::play(&ctx, &mut crate::rng::Rng::new(g as u64 + 500));
            let props = game::props(&ctx);
            let pre = game::outlook(&ctx, &game::Live::pre(props.players.len()), 0, 0.0);
            let spec = crate::markets::build(&ctx, &props, &pre)
                .into_iter()
                .next()
                .unwrap();
            for moment in &moments {
                let live = &moment.live;
                if live.is_terminal() {
                    continue;
                }
                let lead = i64::from(live.home) - i64::from(live.away);
                let clock = live.clock.map_or(0, |c| c.seconds);
                let late_and_clear = match (&live.state, comp.league.sport()) {
                    (State::Football(s), Sport::Football) => {
                        s.period == 4 && clock < 300 && lead.abs() >= 17
                    }
                    (State::Basketball(s), Sport::Basketball) => {
                        s.period == 4 && clock < 180 && lead.abs() >= 14
                    }
                    (State::Hockey(s), Sport::Hockey) => {
                        s.period == 3 && clock < 300 && lead.abs() >= 2
                    }
                    (State::Soccer(s), Sport::Soccer) => {
                        s.half == 2 && clock >= 80 * 60 && lead.abs() >= 2
                    }
                    (State::Baseball(s), Sport::Baseball) => {
                        s.inning >= 9 && lead.abs() >= 4 && s.bases == [false; 3]
                    }
                    (State::Tennis(s), Sport::Tennis) => {
                        s.sets.len() == 1 && {
                            let (h, a) = s.games;
                            let first_home = s.sets.first().is_some_and(|(sh, sa)| sh > sa);
                            (first_home && h >= 5 && h >= a + 3)
                                || (!first_home && a >= 5 && a >= h + 3)
                        }
                    }
                    (State::Darts(s), Sport::Darts) => {
                        s.legs.0.max(s.legs.1) == 5 && s.legs.0.min(s.legs.1) <= 1
                    }
                    _ => false,
                };
                if !late_and_clear {
                    continue;
                }
                let o = game::outlook(&ctx, live, 0, 0.0);
                let leader_home = match &live.state {
                    State::Tennis(s) => s.sets.first().is_some_and(|(h, a)| h > a),
                    State::Darts(s) => s.legs.0 > s.legs.1,
                    _ => lead > 0,
                };
                let p = if leader_home { o.home_win } else { o.away_win };
                assert!(
                    p > 0.9,
                    "{} leader at {:?} only {p}: {}-{} {:?}",
                    comp.key,
                    live.progress,
                    live.home,
                    live.away,
                    live.state
                );
                // Priced at -500 or shorter (or beyond the quoted range, and hidden).
                let (quoted, _) = crate::markets::quote(&spec, &o);
                if let Some(odds) = quoted {
                    let leader = if leader_home {
                        odds[0]
                    } else {
                        odds[odds.len() - 1]
                    };
                    assert!(
                        leader.american() <= -500,
                        "{}: {}",
                        comp.key,
                        leader.format_american()
                    );
                }
                *checked.entry(comp.key).or_default() += 1;
            }
        }
    }
    for key in ["nfl", "nba", "nhl", "mlb", "epl", "atp", "pdc"] {
        assert!(
            checked.get(key).copied().unwrap_or(0) > 0,
            "no late lead seen in {key}: {checked:?}"
        );
    }
}

/// Steps one event through its life, applying its changes like a store would.
fn live_through(
    event: &mut crate::event::EventSim,
    scale: crate::schedule::TimeScale,
    from: i64,
    to: i64,
    step: i64,
) -> (Catalogue, Vec<FeedChange>) {
    let mut catalogue = Catalogue::default();
    let mut all = Vec::new();
    let mut v = from;
    let mut sequence = 0;
    while v < to + step {
        let v_now = v.min(to);
        let changes = event.step(v_now, scale.wall(v_now));
        if !changes.is_empty() {
            sequence += 1;
            let doc = FeedDocument {
                source: "sim".into(),
                sequence,
                changes: changes.clone(),
            };
            catalogue.apply_all(std::slice::from_ref(&doc));
            all.extend(changes);
        }
        v += step;
    }
    (catalogue, all)
}

/// The rare turns: a postponement and then a cancellation voids every market; a rain delay
/// suspends the markets and the game resumes; a delayed start; a retirement voids what is
/// still open.
#[test]
fn postponements_delays_and_retirements_run_their_course() {
    use crate::event::EventSim;
    use crate::schedule::{Schedule, TimeScale};
    let scale = TimeScale::new(1.0);
    let none = std::collections::HashSet::new();
    let mut seen = std::collections::BTreeSet::new();
    for (index, key, wanted) in [
        (
            5usize,
            "mlb",
            &["postponed", "rain delay", "delayed start"][..],
        ),
        (8, "atp", &["retirement"][..]),
    ] {
        let comp = &teams::COMPETITIONS[index];
        assert_eq!(comp.key, key);
        let schedule = Schedule::new(17, index, comp);
        for slot in 0..400 {
            if wanted.iter().all(|k| seen.contains(k)) {
                break;
            }
            let fixture = schedule.fixture(slot).unwrap();
            let mut event = EventSim::new(17, "t", &schedule, &fixture, scale, &none).unwrap();
            let statuses = event.statuses();
            let kind = if statuses.contains(&LiveStatus::Postponed) {
                "postponed"
            } else if statuses.contains(&LiveStatus::Suspended) {
                "rain delay"
            } else if statuses.first() == Some(&LiveStatus::Delayed) {
                "delayed start"
            } else if statuses.contains(&LiveStatus::Withdrawn) {
                "retirement"
            } else {
                continue;
            };
            if !seen.insert(kind) {
                continue;
            }
            let end = event.end();
            let (catalogue, changes) = live_through(
                &mut event,
                scale,
                fixture.kickoff - 7 * 3_600_000,
                end + 1_000,
                45_000,
            );
            let (header, stats) = catalogue.events.values().next().unwrap();
            let stats = stats.as_ref().unwrap();
            let markets: Vec<&Market> = catalogue.markets.values().collect();
            assert!(
                markets.iter().all(|m| m.status == OfferStatus::Finished),
                "{kind}"
            );
            let voided = |m: &&Market| {
                m.selections
                    .iter()
                    .all(|s| s.result == Some(SelectionResult::Void))
            };
            match kind {
                "postponed" => {
                    assert_eq!(stats.live_status, LiveStatus::Cancelled);
                    assert_eq!(header.status, EventStatus::Cancelled);
                    assert!(markets.iter().all(voided));
                    // Suspended while postponed.
                    assert!(changes.iter().any(|c| matches!(c, FeedChange::MarketStatus(s) if s.status == OfferStatus::Closed)));
                }
                "retirement" => {
                    assert_eq!(stats.live_status, LiveStatus::Withdrawn);
                    assert_eq!(header.status, EventStatus::Cancelled);
                    let moneyline = markets
                        .iter()
                        .find(|m| m.market_type == MarketType::Moneyline)
                        .unwrap();
                    assert!(voided(moneyline));
                }
                _ => {
                    assert_eq!(stats.live_status, LiveStatus::Final, "{kind}");
                    assert!(!markets.iter().all(voided));
                    assert!(changes.iter().any(|c| matches!(c, FeedChange::MarketStatus(s) if s.status == OfferStatus::Closed)));
                    assert!(changes.iter().any(|c| matches!(c, FeedChange::MarketStatus(s) if s.status == OfferStatus::Open)));
                }
            }
        }
    }
    for kind in ["postponed", "rain delay", "delayed start", "retirement"] {
        assert!(seen.contains(kind), "no {kind} in 400 slots: {seen:?}");
    }
}

/// Figures for the documentation: games live and listed at real time, the margins quoted,
/// and the cost of a tick.
#[test]
#[ignore = "prints figures; run by hand"]
fn world_figures() {
    let mut live_counts = Vec::new();
    let mut upcoming: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
    let mut featured = Vec::new();
    let mut markets_per_event = Vec::new();
    for k in 0..24 {
        let now = at(0) + Duration::minutes(397 * k);
        let mut sim = Simulator::new(config(1, 1.0));
        let mut catalogue = Catalogue::default();
        let started = std::time::Instant::now();
        let docs = sim.advance(now);
        let first = started.elapsed();
        catalogue.apply_all(&docs);
        live_counts.push(
            catalogue
                .events
                .values()
                .filter(|(e, _)| e.status == EventStatus::InPlay)
                .count(),
        );
        featured.push(
            catalogue
                .events
                .values()
                .filter(|(e, _)| e.featured && e.status == EventStatus::PreGame)
                .count(),
        );
        for comp in teams::COMPETITIONS {
            upcoming.entry(comp.key).or_default().push(
                catalogue
                    .events
                    .values()
                    .filter(|(e, _)| {
                        e.competition.slug == comp.competition.0 && e.status == EventStatus::PreGame
                    })
                    .count(),
            );
        }
        for (id, _) in catalogue.events.iter().take(400) {
            markets_per_event.push(catalogue.markets_of(id).count());
        }
        if k == 0 {
            let started = std::time::Instant::now();
            let mut docs = 0;
            let mut changes = 0;
            for i in 1..=240 {
                let d = sim.advance(now + Duration::milliseconds(250 * i));
                docs += d.len();
                changes += d.iter().map(|x| x.changes.len()).sum::<usize>();
            }
            println!(
                "first advance {first:?}; 240 ticks of 250 ms: {:?}, {docs} documents, {changes} changes",
                started.elapsed()
            );
        }
    }
    live_counts.sort_unstable();
    println!(
        "in play: min {} median {} max {}",
        live_counts[0],
        live_counts[live_counts.len() / 2],
        live_counts[live_counts.len() - 1]
    );
    for (k, v) in &upcoming {
        println!(
            "{k}: upcoming min {} max {}",
            v.iter().min().unwrap(),
            v.iter().max().unwrap()
        );
    }
    println!("featured upcoming: {featured:?}");
    markets_per_event.sort_unstable();
    println!(
        "markets per event: min {} median {} max {}",
        markets_per_event[0],
        markets_per_event[markets_per_event.len() / 2],
        markets_per_event[markets_per_event.len() - 1]
    );
}

#[test]
#[ignore = "prints sample documents; run by hand"]
fn sample_documents() {
    let mut sim = Simulator::new(config(1, 1.0));
    let now = at(3);
    let first = sim.advance(now);
    let mut shown = std::collections::HashSet::new();
    for doc in &first {
        for c in &doc.changes {
            if let FeedChange::Statistics(s) = c {
                let sport = s.event_id.split('-').next().unwrap().to_owned();
                if s.statistics.is_in_play() && shown.insert(sport) {
                    println!("{}", serde_json::to_string(&s.statistics).unwrap());
                }
            }
        }
    }
    let later = sim.advance(now + Duration::seconds(20));
    for doc in later.iter().take(6) {
        println!("{}", serde_json::to_string(doc).unwrap());
    }
}

#[test]
#[ignore = "prints pricing figures; run by hand"]
fn pricing_figures() {
    let mut sim = Simulator::new(config(4, 1.0));
    let docs = sim.advance(at(30));
    let mut by_type: BTreeMap<String, Vec<f64>> = BTreeMap::new();
    let mut exactly_110 = 0;
    let mut mains = 0;
    let mut favourite_shorter = (0, 0);
    for doc in &docs {
        let pre_game = doc
            .changes
            .iter()
            .any(|c| matches!(c, FeedChange::Event(e) if e.status == EventStatus::PreGame));
        if !pre_game {
            continue;
        }
        for c in &doc.changes {
            let FeedChange::Market(m) = c else { continue };
            if m.status != OfferStatus::Open {
                continue;
            }
            let sum: f64 = m
                .selections
                .iter()
                .map(|s| s.odds.implied_probability())
                .sum();
            let sport = m.id.split('-').next().unwrap();
            let key = if m.main && matches!(m.market_type, MarketType::Spread | MarketType::Total) {
                mains += 1;
                if m.selections.iter().all(|s| s.odds.american() == -110) {
                    exactly_110 += 1;
                }
                format!("main {:?} {sport}", m.market_type)
            } else {
                format!("{:?}", m.market_type)
            };
            by_type.entry(key).or_default().push(sum);
            if m.market_type == MarketType::Moneyline {
                favourite_shorter.1 += 1;
                let (h, a) = (&m.selections[0], &m.selections[1]);
                if (h.odds.implied_probability() > a.odds.implied_probability())
                    == (h.odds.american() < a.odds.american())
                {
                    favourite_shorter.0 += 1;
                }
            }
        }
    }
    for (k, v) in &by_type {
        let mean = v.iter().sum::<f64>() / v.len() as f64;
        let min = v.iter().copied().fold(f64::MAX, f64::min);
        let max = v.iter().copied().fold(0.0, f64::max);
        println!(
            "{k}: n={} overround mean {mean:.4} min {min:.4} max {max:.4}",
            v.len()
        );
    }
    println!(
        "main lines at exactly -110/-110: {exactly_110}/{mains}; favourite shorter {favourite_shorter:?}"
    );
}

/// After a long pause at a high speed, the simulator skips what ended long ago and carries
/// on with the world of the moment.
#[test]
fn a_long_pause_at_high_speed_is_cheap() {
    let mut sim = Simulator::new(config(2, 10_000.0));
    let mut catalogue = Catalogue::default();
    catalogue.apply_all(&sim.advance(at(0)));
    let started = std::time::Instant::now();
    // An hour of wall-clock time is more than a year of simulated time.
    let docs = sim.advance(at(1));
    catalogue.apply_all(&docs);
    assert!(started.elapsed() < std::time::Duration::from_secs(20));
    let live = catalogue
        .events
        .values()
        .filter(|(e, _)| e.status == EventStatus::InPlay)
        .count();
    assert!(live >= 8, "{live}");
    drive(
        &mut sim,
        &mut catalogue,
        at(1) + Duration::milliseconds(250),
        Duration::milliseconds(250),
        12,
    );
}

#[test]
#[ignore = "prints market names; run by hand"]
fn market_names() {
    let mut sim = Simulator::new(config(1, 1.0));
    let docs = sim.advance(at(3));
    let mut seen = std::collections::HashSet::new();
    for doc in &docs {
        let Some(FeedChange::Event(e)) = doc.changes.first() else {
            continue;
        };
        if !seen.insert(e.competition.slug.clone()) {
            continue;
        }
        println!(
            "== {} | {} | {:?} | {:?} | featured {}",
            e.name, e.competition.name, e.extra_information, e.networks, e.featured
        );
        let mut names: Vec<String> = doc
            .changes
            .iter()
            .filter_map(|c| match c {
                FeedChange::Market(m) => Some(format!(
                    "{} [{:?}{}] {}",
                    m.name,
                    m.market_type,
                    if m.main { " main" } else { "" },
                    m.selections
                        .iter()
                        .map(|s| format!(
                            "{}{} {}",
                            s.name,
                            s.points.map(|p| format!(" {p}")).unwrap_or_default(),
                            s.odds.format_american()
                        ))
                        .collect::<Vec<_>>()
                        .join(" / ")
                )),
                _ => None,
            })
            .collect();
        names.dedup_by(|a, b| {
            a.split(" [").next() == b.split(" [").next() && a.contains("Alternate")
        });
        for n in names.iter().take(14) {
            println!("   {n}");
        }
    }
}

/// In-play calibration: predicted home-win probability at random moments against results.
#[test]
#[ignore = "prints calibration; run by hand"]
fn in_play_calibration() {
    use crate::game::{self, Ctx};
    for comp in teams::COMPETITIONS {
        let mut buckets = [(0.0f64, 0.0f64, 0usize); 10];
        let mut brier = 0.0;
        let mut n = 0.0;
        let mut pre_brier = 0.0;
        let mut games = 0.0;
        for g in 0..600usize {
            let home = comp.teams[g % comp.teams.len()];
            let away = comp.teams[(g * 7 + 3) % comp.teams.len()];
            if home.id == away.id {
                continue;
            }
            let ctx = Ctx {
                league: comp.league,
                competition: comp.key,
                home,
                away,
            };
            let moments = game::play(&ctx, &mut crate::rng::Rng::new(g as u64 + 9_000));
            let last = moments.last().unwrap();
            if last.live.status != LiveStatus::Final || last.live.home == last.live.away {
                continue;
            }
            let won = if last.live.home > last.live.away {
                1.0
            } else {
                0.0
            };
            let pre = game::outlook(&ctx, &game::Live::pre(last.live.stats.len()), 0, 0.0);
            pre_brier += (pre.home_win / (pre.home_win + pre.away_win) - won).powi(2);
            games += 1.0;
            let mut rng = crate::rng::Rng::new(g as u64);
            for _ in 0..6 {
                let m = &moments[rng.below(moments.len())];
                if m.live.is_terminal() {
                    continue;
                }
                let o = game::outlook(&ctx, &m.live, 0, 0.0);
                let p = o.home_win / (o.home_win + o.away_win).max(1e-9);
                let b = ((p * 10.0) as usize).min(9);
                buckets[b].0 += p;
                buckets[b].1 += won;
                buckets[b].2 += 1;
                brier += (p - won).powi(2);
                n += 1.0;
            }
        }
        let cal: Vec<String> = buckets
            .iter()
            .filter(|b| b.2 > 0)
            .map(|b| format!("{:.2}->{:.2}({})", b.0 / b.2 as f64, b.1 / b.2 as f64, b.2))
            .collect();
        println!(
            "{}: in-play brier {:.3} (pre-game {:.3}) {}",
            comp.key,
            brier / n,
            pre_brier / games,
            cal.join(" ")
        );
    }
}

#[test]
#[ignore = "prints the cost of ticks at several speeds; run by hand in release"]
fn tick_costs() {
    for speed in [1.0, 60.0, 1000.0, 10_000.0] {
        let mut sim = Simulator::new(config(1, speed));
        let started = std::time::Instant::now();
        let first = sim.advance(at(0));
        let first_cost = started.elapsed();
        let started = std::time::Instant::now();
        let mut docs = 0;
        let mut changes = 0;
        for i in 1..=480 {
            let d = sim.advance(at(0) + Duration::milliseconds(250 * i));
            docs += d.len();
            changes += d.iter().map(|x| x.changes.len()).sum::<usize>();
        }
        println!(
            "speed {speed}: first advance {first_cost:?} ({} documents); 480 ticks {:?}, {docs} documents, {changes} changes, {} events in the world",
            first.len(),
            started.elapsed(),
            sim.events.len()
        );
    }
}

#[test]
fn world_tags_are_read_from_simulated_ids_only() {
    let sim = Simulator::new(config(11, 30.0));
    let id = format!("nfl-{}-7420", sim.tag());
    assert_eq!(Simulator::world_tag(&id), Some(sim.tag()));
    for other in [
        "nfl-3fa2c1",
        "xfl-3fa2c1-1",
        "nfl-3fa2cg-1",
        "nfl-3fa2c1-1-2",
        "g1",
        "nfl-3fa2c1-",
    ] {
        assert_eq!(Simulator::world_tag(other), None, "{other}");
    }
}
