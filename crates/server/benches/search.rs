//! Search: queries per second and latency over a catalogue of 100,000 items, and how soon a
//! new event is findable.
//!
//! In process, without a database: a generated book of 500 competitions of 40 teams each
//! (79,500 events, 20,000 teams, 500 competitions, plus the casino's games) goes into the
//! in-memory catalogue and the index ([`server::search`]). Then:
//! - throughput: `SEARCH_QUERIES` (20,000) queries back to back on two threads (whole names,
//!   prefixes of the last word, one-typo words, nicknames of games), p50/p99/max;
//! - paced: `SEARCH_RATE` (1,000) queries per second for `SEARCH_SECONDS` (5), p50/p99/max
//!   (the goal is a p99 under 10 ms at 1,000 queries per second);
//! - freshness: 50 new events applied to the catalogue one by one, with the index's own
//!   listener keeping up; the time from the catalogue change to the first search finding it.
//!
//! Run with `make bench`.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    clippy::as_conversions,
    reason = "a benchmark stops at the first surprise, and its figures are measurements, not money"
)]

use chrono::{DateTime, Duration as Span, Utc};
use domain::catalogue::{Event, Participant, Taxon};
use domain::sports::EventStatus;
use server::catalogue::Catalogue;
use server::clock::Clock;
use server::search::Search;
use std::collections::HashSet;
use std::sync::Arc;
use std::time::{Duration, Instant};
use store::{AppliedChanges, EventState};

#[allow(dead_code, reason = "each benchmark uses the measures it prints")]
#[path = "common/measure.rs"]
mod measure;

use measure::{percentile, setting};

const COMPETITIONS: usize = 500;
const TEAMS_PER_COMPETITION: usize = 40;
/// Each team meets the next few teams of its competition.
const ROUNDS: usize = 4;

const SYLLABLES: [&str; 24] = [
    "ka", "lo", "ven", "dor", "mi", "sar", "tek", "ul", "bra", "nos", "qui", "fel", "ran", "zu",
    "pet", "hal", "gor", "is", "wen", "tav", "del", "mon", "cro", "bey",
];

fn word(mut n: usize, syllables: usize) -> String {
    let mut w = String::new();
    for _ in 0..syllables {
        w.push_str(SYLLABLES[n % SYLLABLES.len()]);
        n /= SYLLABLES.len();
    }
    let mut chars = w.chars();
    chars
        .next()
        .map(|c| c.to_ascii_uppercase().to_string() + chars.as_str())
        .unwrap_or_default()
}

fn team(n: usize) -> Participant {
    // 20,000 distinct names: a three-syllable city and a two-syllable nickname.
    let city = word(n, 3);
    let nickname = word(n / 7 + 13, 2);
    Participant {
        id: format!("t{n}"),
        abbreviation: city.chars().take(3).collect::<String>().to_uppercase(),
        medium_name: nickname.clone(),
        full_name: format!("{city} {nickname}"),
    }
}

fn taxon(slug: String, name: String) -> Taxon {
    Taxon { slug, name }
}

fn event(id: String, competition: usize, home: usize, away: usize, start: DateTime<Utc>) -> Event {
    let (home, away) = (team(home), team(away));
    Event {
        name: format!("{} @ {}", away.full_name, home.full_name),
        id,
        sport: taxon("soccer".into(), "Soccer".into()),
        organization: taxon("world".into(), "World".into()),
        competition: taxon(
            format!("c{competition}"),
            format!("{} League", word(competition + 5_000, 3)),
        ),
        start_time: start,
        status: EventStatus::PreGame,
        home,
        away,
        featured: false,
        networks: Vec::new(),
        extra_information: None,
        media_links: Vec::new(),
    }
}

fn applied(events: Vec<Event>) -> AppliedChanges {
    AppliedChanges {
        source: "bench".into(),
        sequence: 1,
        events: events
            .into_iter()
            .map(|event| EventState {
                event,
                statistics: None,
            })
            .collect(),
        markets: Vec::new(),
        graded: Vec::new(),
    }
}

/// The book: every team of a competition meets the next [`ROUNDS`] teams, and the first nine
/// the team twenty places on: 159 events per competition.
fn book(now: DateTime<Utc>) -> Vec<Event> {
    let mut events = Vec::new();
    for c in 0..COMPETITIONS {
        let first = c * TEAMS_PER_COMPETITION;
        for i in 0..TEAMS_PER_COMPETITION {
            let mut opponents: Vec<usize> = (1..=ROUNDS)
                .map(|r| i + r)
                .filter(|j| *j < TEAMS_PER_COMPETITION)
                .collect();
            if i < 9 {
                opponents.push(i + 20);
            }
            for j in opponents {
                let n = events.len();
                events.push(event(
                    format!("e{n}"),
                    c,
                    first + i,
                    first + j,
                    now + Span::minutes(i64::try_from(n % 10_000).unwrap_or(0)),
                ));
            }
        }
    }
    events
}

/// What bettors type: whole names, prefixes, one typo, competitions, games.
fn terms() -> Vec<String> {
    let mut terms = Vec::new();
    for n in (0..COMPETITIONS * TEAMS_PER_COMPETITION).step_by(97) {
        let t = team(n);
        let city = t.full_name.split(' ').next().unwrap_or_default().to_owned();
        terms.push(t.full_name.to_lowercase());
        terms.push(city.chars().take(4).collect::<String>().to_lowercase());
        let mut typo: Vec<char> = city.to_lowercase().chars().collect();
        typo.swap(1, 2);
        terms.push(typo.into_iter().collect());
        terms.push(format!(
            "{} {}",
            t.medium_name.to_lowercase(),
            &city[..3].to_lowercase()
        ));
    }
    for c in (0..COMPETITIONS).step_by(50) {
        terms.push(format!("{} league", word(c + 5_000, 3).to_lowercase()));
    }
    terms.extend(["roulette", "blakjack", "gold ru", "keno"].map(str::to_owned));
    terms
}

fn summary(mut samples: Vec<Duration>) -> String {
    samples.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    format!(
        "p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        ms(percentile(&samples, 0.5)),
        ms(percentile(&samples, 0.99)),
        ms(samples.last().copied().unwrap_or_default())
    )
}

fn run_queries(search: &Search, terms: &[String], count: usize, offset: usize) -> Vec<Duration> {
    (0..count)
        .map(|i| {
            let term = &terms[(i + offset) % terms.len()];
            let started = Instant::now();
            let found = search.search(term, None, 8).expect("search");
            std::hint::black_box(found);
            started.elapsed()
        })
        .collect()
}

#[tokio::main]
async fn main() {
    let now = Clock::system().now();
    let catalogue = Arc::new(Catalogue::default());
    let search = Arc::new(Search::new());
    let events = book(now);
    let built = Instant::now();
    for chunk in events.chunks(5_000) {
        catalogue.apply(&applied(chunk.to_vec()), now);
    }
    search
        .sync(&catalogue, &HashSet::new(), true)
        .expect("indexed");
    println!(
        "search: {} items indexed ({} events) in {:.2} s",
        search.len(),
        events.len(),
        built.elapsed().as_secs_f64()
    );

    let terms = terms();
    // Warm up the readers' caches.
    run_queries(&search, &terms, terms.len(), 0);
    let queries: usize = setting("SEARCH_QUERIES", 20_000);
    let started = Instant::now();
    let threads: Vec<_> = (0..2)
        .map(|t| {
            let (search, terms) = (Arc::clone(&search), terms.clone());
            std::thread::spawn(move || run_queries(&search, &terms, queries / 2, t * 7))
        })
        .collect();
    let samples: Vec<Duration> = threads
        .into_iter()
        .flat_map(|t| t.join().expect("thread"))
        .collect();
    let elapsed = started.elapsed().as_secs_f64();
    println!(
        "  throughput: {:.0} queries/s on 2 threads ({} queries), {}",
        samples.len() as f64 / elapsed,
        samples.len(),
        summary(samples)
    );

    let rate: u64 = setting("SEARCH_RATE", 1_000);
    let seconds: u64 = setting("SEARCH_SECONDS", 5);
    let total = rate * seconds;
    let every = Duration::from_secs_f64(1.0 / rate as f64);
    let started = Instant::now();
    let mut samples = Vec::new();
    for i in 0..total {
        let due = started + every * u32::try_from(i).unwrap_or(u32::MAX);
        if let Some(wait) = due.checked_duration_since(Instant::now()) {
            std::thread::sleep(wait);
        }
        let term = &terms[i as usize % terms.len()];
        let one = Instant::now();
        std::hint::black_box(search.search(term, None, 8).expect("search"));
        samples.push(one.elapsed());
    }
    let elapsed = started.elapsed().as_secs_f64();
    println!(
        "  paced: {:.0} queries/s asked {rate}/s for {seconds} s, {}",
        total as f64 / elapsed,
        summary(samples)
    );

    server::search::start(Arc::clone(&catalogue), Arc::clone(&search));
    tokio::time::sleep(Duration::from_millis(200)).await;
    let mut samples = Vec::new();
    for n in 0..50 {
        let fresh = Event {
            name: format!("Freshly Added {n}"),
            ..event(format!("fresh{n}"), 0, 0, 1, now + Span::hours(1))
        };
        let applied_at = Instant::now();
        catalogue.apply(&applied(vec![fresh]), now);
        let term = format!("freshly added {n}");
        loop {
            let found = search.search(&term, None, 3).expect("search");
            if found
                .hits
                .iter()
                .any(|h| h.title == format!("Freshly Added {n}"))
            {
                break;
            }
            assert!(
                applied_at.elapsed() < Duration::from_secs(5),
                "a new event was not findable within 5 s"
            );
            tokio::time::sleep(Duration::from_micros(200)).await;
        }
        samples.push(applied_at.elapsed());
    }
    println!(
        "  index update: a new event findable after {} (50 events, catalogue change to first hit)",
        summary(samples)
    );
}
