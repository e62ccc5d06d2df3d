//! Relevance and freshness of the index: typos, prefixes, accents, nicknames, players, tabs,
//! and events entering and leaving with the catalogue.

use super::*;
use chrono::Duration;
use domain::catalogue::{Event, Market, Participant, Selection, SelectionKind, Side, Taxon};
use domain::sports::OfferStatus;
use store::{AppliedChanges, EventState};

fn now() -> DateTime<Utc> {
    DateTime::from_timestamp_millis(1_767_225_600_000).expect("instant")
}

fn taxon(slug: &str, name: &str) -> Taxon {
    Taxon {
        slug: slug.into(),
        name: name.into(),
    }
}

fn team(id: &str, abbreviation: &str, medium: &str, full: &str) -> Participant {
    Participant {
        id: id.into(),
        abbreviation: abbreviation.into(),
        medium_name: medium.into(),
        full_name: full.into(),
    }
}

fn event(
    id: &str,
    (sport, competition): (&str, &str),
    away: Participant,
    home: Participant,
    hours: i64,
) -> Event {
    Event {
        id: id.into(),
        name: format!("{} @ {}", away.full_name, home.full_name),
        sport: taxon(sport, &sport.to_uppercase()),
        organization: taxon("world", "World"),
        competition: taxon(&competition.to_lowercase().replace(' ', "-"), competition),
        start_time: now() + Duration::hours(hours),
        status: EventStatus::PreGame,
        home,
        away,
        featured: false,
        networks: Vec::new(),
        extra_information: None,
        media_links: Vec::new(),
    }
}

fn prop(event_id: &str, player: &str, statistic: &str) -> Market {
    let id = format!("{event_id}.{player}");
    let selection = |kind, name: &str| Selection {
        id: format!("{id}.{name}"),
        name: name.into(),
        kind,
        side: None::<Side>,
        points: None,
        odds: domain::odds::EVEN,
        status: OfferStatus::Open,
        result: None,
    };
    Market {
        id: id.clone(),
        event_id: event_id.into(),
        name: format!("{player} {statistic}"),
        market_type: MarketType::PlayerProp,
        status: OfferStatus::Open,
        main: false,
        order: 0,
        statistic_accrued: Some(statistic.into()),
        selections: vec![
            selection(SelectionKind::Over, "Over"),
            selection(SelectionKind::Under, "Under"),
        ],
    }
}

fn chiefs() -> Participant {
    team("nfl-kc", "KC", "Chiefs", "Kansas City Chiefs")
}

fn book() -> Vec<Event> {
    vec![
        event(
            "e1",
            ("football", "NFL"),
            team("nfl-buf", "BUF", "Bills", "Buffalo Bills"),
            chiefs(),
            2,
        ),
        event(
            "e2",
            ("football", "NFL"),
            team("nfl-sf", "SF", "49ers", "San Francisco 49ers"),
            team("nfl-sea", "SEA", "Seahawks", "Seattle Seahawks"),
            3,
        ),
        event(
            "e3",
            ("soccer", "La Liga"),
            team("laliga-atm", "ATM", "Atlético", "Atlético Madrid"),
            team("laliga-bar", "BAR", "Barcelona", "FC Barcelona"),
            4,
        ),
        event(
            "e4",
            ("tennis", "ATP"),
            team("atp-faa", "FAA", "Auger-Aliassime", "Félix Auger-Aliassime"),
            team("atp-sin", "SIN", "Sinner", "Jannik Sinner"),
            5,
        ),
        event(
            "e5",
            ("basketball", "NBA"),
            team("nba-lal", "LAL", "Lakers", "Los Angeles Lakers"),
            team("nba-bos", "BOS", "Celtics", "Boston Celtics"),
            6,
        ),
        event(
            "e6",
            ("soccer", "Premier League"),
            team("epl-ars", "ARS", "Arsenal", "Arsenal"),
            team("epl-che", "CHE", "Chelsea", "Chelsea"),
            7,
        ),
    ]
}

fn applied(events: Vec<Event>, markets: Vec<Market>) -> AppliedChanges {
    AppliedChanges {
        source: "test".into(),
        sequence: 1,
        events: events
            .into_iter()
            .map(|event| EventState {
                event,
                statistics: None,
            })
            .collect(),
        markets,
        graded: Vec::new(),
    }
}

/// The catalogue with [`book`] (and Mahomes' passing yards) and an index synced with it.
fn indexed() -> (Catalogue, Search) {
    let catalogue = Catalogue::default();
    catalogue.apply(
        &applied(book(), vec![prop("e1", "Patrick Mahomes", "Passing Yards")]),
        now(),
    );
    let search = Search::new();
    search
        .sync(&catalogue, &HashSet::new(), true)
        .expect("synced");
    (catalogue, search)
}

fn titles(search: &Search, term: &str, tab: Option<Area>) -> Vec<String> {
    search
        .search(term, tab, 10)
        .expect("search")
        .hits
        .into_iter()
        .map(|h| h.title)
        .collect()
}

fn first(search: &Search, term: &str) -> Option<Hit> {
    search
        .search(term, None, 10)
        .expect("search")
        .hits
        .into_iter()
        .next()
}

#[test]
fn exact_names_find_the_team_first_then_its_event() {
    let (_, search) = indexed();
    let found = titles(&search, "Kansas City Chiefs", None);
    assert_eq!(
        found.first().map(String::as_str),
        Some("Kansas City Chiefs")
    );
    assert!(found.contains(&"Buffalo Bills @ Kansas City Chiefs".to_owned()));
    let team = first(&search, "chiefs").expect("a hit");
    assert_eq!(team.kind, Kind::Team);
    assert_eq!(
        team.path,
        "/sport/football/organization/world/competition/nfl/event/e1"
    );
}

#[test]
fn prefixes_of_the_last_word_match() {
    let (_, search) = indexed();
    assert_eq!(
        first(&search, "kansas ci").map(|h| h.title),
        Some("Kansas City Chiefs".to_owned())
    );
    assert_eq!(
        first(&search, "sea").map(|h| h.title),
        Some("Seattle Seahawks".to_owned())
    );
    assert_eq!(
        first(&search, "gold ru").map(|h| h.title),
        Some("Gold Rush Reels".to_owned())
    );
    // Only the last word is a prefix: a whole earlier word must match (within typos).
    assert!(titles(&search, "kan chiefs", None).is_empty());
}

#[test]
fn typos_are_tolerated() {
    let (_, search) = indexed();
    assert_eq!(
        first(&search, "cheifs").map(|h| h.title),
        Some("Kansas City Chiefs".to_owned())
    );
    assert_eq!(
        first(&search, "lakrs").map(|h| h.title),
        Some("Los Angeles Lakers".to_owned())
    );
    assert_eq!(
        first(&search, "roulete").map(|h| h.title),
        Some("European Roulette".to_owned())
    );
    assert_eq!(
        first(&search, "blakcjack").map(|h| h.title),
        Some("Classic Blackjack".to_owned())
    );
    // Short words must be exact: "kd" is not "kc".
    assert!(titles(&search, "kd", None).is_empty());
}

#[test]
fn accents_are_folded_both_ways() {
    let (_, search) = indexed();
    assert_eq!(
        first(&search, "atletico").map(|h| h.title),
        Some("Atlético Madrid".to_owned())
    );
    assert_eq!(
        first(&search, "ATLÉTICO MADRID").map(|h| h.title),
        Some("Atlético Madrid".to_owned())
    );
    let felix = first(&search, "felix auger").expect("a hit");
    assert_eq!(felix.title, "Félix Auger-Aliassime");
    // Tennis players are players, not teams.
    assert_eq!(felix.kind, Kind::Player);
}

#[test]
fn team_nicknames_and_abbreviations_find_the_team() {
    let (_, search) = indexed();
    assert_eq!(
        first(&search, "niners").map(|h| h.title),
        Some("San Francisco 49ers".to_owned())
    );
    assert_eq!(
        first(&search, "gunners").map(|h| h.title),
        Some("Arsenal".to_owned())
    );
    assert_eq!(
        first(&search, "barça").map(|h| h.title),
        Some("FC Barcelona".to_owned())
    );
    assert!(
        titles(&search, "niners", None)
            .contains(&"San Francisco 49ers @ Seattle Seahawks".to_owned())
    );
}

#[test]
fn players_of_props_and_competitions_are_found() {
    let (_, search) = indexed();
    let mahomes = first(&search, "mahomes").expect("a hit");
    assert_eq!(mahomes.title, "Patrick Mahomes");
    assert_eq!(mahomes.kind, Kind::Player);
    assert_eq!(mahomes.subtitle, "NFL");
    let liga = first(&search, "la liga").expect("a hit");
    assert_eq!(liga.kind, Kind::Competition);
    assert_eq!(
        liga.path,
        "/sport/soccer/organization/world/competition/la-liga"
    );
}

#[test]
fn tabs_split_sportsbook_and_casino_with_counts() {
    let (_, search) = indexed();
    let all = search.search("classic", None, 10).expect("search");
    assert_eq!((all.sportsbook_count, all.casino_count), (0, 1));
    let casino = search
        .search("casino", Some(Area::Casino), 10)
        .expect("search");
    assert_eq!(casino.casino_count, 4);
    assert!(casino.hits.iter().all(|h| h.kind == Kind::Game));
    assert_eq!(casino.hits.len(), 4);
    let sportsbook = search
        .search("nfl", Some(Area::Sportsbook), 3)
        .expect("search");
    assert_eq!(sportsbook.hits.len(), 3);
    assert!(sportsbook.sportsbook_count > 3);
    assert_eq!(sportsbook.casino_count, 0);
    let game = first(&search, "european roulette").expect("a hit");
    assert_eq!(game.path, "/casino/category/table-games/roulette");
}

#[test]
fn new_events_are_found_and_finished_events_leave() {
    let (catalogue, search) = indexed();
    assert!(titles(&search, "packers", None).is_empty());
    let packers = event(
        "e7",
        ("football", "NFL"),
        team("nfl-gb", "GB", "Packers", "Green Bay Packers"),
        chiefs(),
        1,
    );
    catalogue.apply(&applied(vec![packers.clone()], Vec::new()), now());
    search
        .sync(&catalogue, &HashSet::from(["e7".to_owned()]), false)
        .expect("synced");
    assert_eq!(
        titles(&search, "packers", None),
        vec![
            "Green Bay Packers",
            "Green Bay Packers @ Kansas City Chiefs"
        ]
    );
    // The Chiefs now open their sooner event.
    assert_eq!(
        first(&search, "chiefs").map(|h| h.path),
        Some("/sport/football/organization/world/competition/nfl/event/e7".to_owned())
    );
    let finished = Event {
        status: EventStatus::Finished,
        ..packers
    };
    catalogue.apply(&applied(vec![finished], Vec::new()), now());
    search
        .sync(&catalogue, &HashSet::from(["e7".to_owned()]), false)
        .expect("synced");
    assert!(titles(&search, "packers", None).is_empty());
    // The Chiefs still play e1.
    assert_eq!(
        first(&search, "chiefs").map(|h| h.path),
        Some("/sport/football/organization/world/competition/nfl/event/e1".to_owned())
    );
}

#[test]
fn unchanged_events_write_nothing_and_live_events_say_so() {
    let (catalogue, search) = indexed();
    let before = search.len();
    search
        .sync(&catalogue, &HashSet::from(["e1".to_owned()]), false)
        .expect("synced");
    assert_eq!(search.len(), before);
    let live = Event {
        status: EventStatus::InPlay,
        ..book().remove(0)
    };
    catalogue.apply(&applied(vec![live], Vec::new()), now());
    search
        .sync(&catalogue, &HashSet::from(["e1".to_owned()]), false)
        .expect("synced");
    assert_eq!(search.len(), before);
    let event = search
        .search("bills chiefs", None, 10)
        .expect("search")
        .hits
        .into_iter()
        .find(|h| h.kind == Kind::Event)
        .expect("the event");
    assert!(event.live);
}

#[tokio::test]
async fn the_running_index_follows_the_catalogue_within_a_second() {
    let catalogue = Arc::new(Catalogue::default());
    let search = Arc::new(Search::new());
    start(Arc::clone(&catalogue), Arc::clone(&search));
    let packers = event(
        "e9",
        ("football", "NFL"),
        team("nfl-gb", "GB", "Packers", "Green Bay Packers"),
        chiefs(),
        1,
    );
    let applied_at = std::time::Instant::now();
    catalogue.apply(&applied(vec![packers], Vec::new()), now());
    loop {
        let found = search.search("packers", None, 5).expect("search");
        if !found.hits.is_empty() {
            break;
        }
        assert!(
            applied_at.elapsed() < std::time::Duration::from_secs(1),
            "not findable within a second"
        );
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    }
}
