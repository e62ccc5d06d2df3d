//! The book both benchmarks feed: 50 football games with 20 two-way markets each (1,000
//! markets), and price changes on them, as feed documents of one source.

use domain::catalogue::{
    Event, Market, MarketType, Participant, Selection, SelectionKind, Side, Taxon,
};
use domain::feed::{FeedChange, FeedDocument, Price, PriceChange};
use domain::odds::Odds;
use domain::sports::{EventStatus, OfferStatus};

pub const EVENTS: usize = 50;
pub const MARKETS_PER_EVENT: usize = 20;
pub const MARKETS: usize = EVENTS * MARKETS_PER_EVENT;
/// The benchmarks' feed source.
pub const SOURCE: &str = "bench";

/// The id of market `n` (0 to `MARKETS - 1`).
pub fn market_id(n: usize) -> String {
    format!("e{}.m{}", n / MARKETS_PER_EVENT, n % MARKETS_PER_EVENT)
}

/// One document per game creating it with its markets, numbered from `first_sequence`.
pub fn catalogue(first_sequence: u64) -> Vec<FeedDocument> {
    let taxon = |slug: &str, name: &str| Taxon {
        slug: slug.into(),
        name: name.into(),
    };
    let participant = |id: String| Participant {
        abbreviation: id.to_ascii_uppercase(),
        medium_name: id.clone(),
        full_name: id.clone(),
        id,
    };
    (0..EVENTS)
        .zip(first_sequence..)
        .map(|(e, sequence)| {
            let event_id = format!("e{e}");
            let mut changes = vec![FeedChange::Event(Box::new(Event {
                id: event_id.clone(),
                name: format!("Away {e} @ Home {e}"),
                sport: taxon("football", "Football"),
                organization: taxon("usa", "USA"),
                competition: taxon("nfl", "NFL"),
                start_time: server::clock::Clock::system().now() + chrono::Duration::hours(2),
                status: EventStatus::PreGame,
                home: participant(format!("h{e}")),
                away: participant(format!("a{e}")),
                featured: false,
                networks: Vec::new(),
                extra_information: None,
                media_links: Vec::new(),
            }))];
            for m in 0..MARKETS_PER_EVENT {
                let id = market_id(e * MARKETS_PER_EVENT + m);
                let selection = |kind, side, suffix: &str| Selection {
                    id: format!("{id}.{suffix}"),
                    name: suffix.into(),
                    kind,
                    side: Some(side),
                    points: None,
                    odds: price(-110),
                    status: OfferStatus::Open,
                    result: None,
                };
                changes.push(FeedChange::Market(Box::new(Market {
                    id: id.clone(),
                    event_id: event_id.clone(),
                    name: format!("Market {m}"),
                    market_type: MarketType::Moneyline,
                    status: OfferStatus::Open,
                    main: m == 0,
                    order: u32::try_from(m).unwrap_or(0),
                    statistic_accrued: None,
                    selections: vec![
                        selection(SelectionKind::Home, Side::Home, "h"),
                        selection(SelectionKind::Away, Side::Away, "a"),
                    ],
                })));
            }
            FeedDocument {
                source: SOURCE.into(),
                sequence,
                changes,
            }
        })
        .collect()
}

/// A change of market `n`'s home (or away) price to `american`.
pub fn price_change(n: usize, home: bool, american: i64) -> FeedChange {
    FeedChange::Prices(PriceChange {
        market_id: market_id(n),
        prices: vec![Price {
            selection_id: format!("{}.{}", market_id(n), if home { "h" } else { "a" }),
            odds: price(american),
            points: None,
            status: None,
        }],
    })
}

fn price(american: i64) -> Odds {
    Odds::from_american(american).unwrap_or(domain::odds::EVEN)
}

/// The PostgreSQL server the benchmarks use (`TEST_POSTGRES_URL`, default the local one),
/// when it answers within two seconds.
#[allow(
    dead_code,
    reason = "the fan-out benchmark's server opens its own database"
)]
pub async fn reachable_postgres() -> Result<String, String> {
    let base = std::env::var("TEST_POSTGRES_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/postgres".into());
    let rest = base.split_once('@').map_or(base.as_str(), |(_, r)| r);
    let host_port = rest.split('/').next().unwrap_or("127.0.0.1:5432");
    let addr = if host_port.contains(':') {
        host_port.to_owned()
    } else {
        format!("{host_port}:5432")
    };
    let answered = tokio::time::timeout(
        std::time::Duration::from_secs(2),
        tokio::net::TcpStream::connect(addr),
    )
    .await
    .is_ok_and(|c| c.is_ok());
    if answered { Ok(base) } else { Err(base) }
}

/// Runs `bench` in process on a fresh SQLite database, then on a fresh PostgreSQL one when
/// it answers (a line says so when it does not), with a scratch folder for each run.
#[allow(
    dead_code,
    reason = "the fan-out and placement benchmarks run the server binary instead"
)]
pub async fn on_both_stores(
    what: &str,
    bench: impl AsyncFn(&str, std::sync::Arc<dyn store::Store>, std::path::PathBuf),
) {
    let dir = std::env::temp_dir().join(format!("sb-bench-{what}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let url = format!("sqlite://{}", dir.join("bench.db").display());
    let sqlite = store_sqlite::SqliteStore::connect(&url)
        .await
        .expect("open SQLite");
    sqlite.migrate().await.expect("migrate SQLite");
    bench("SQLite", std::sync::Arc::new(sqlite), dir.clone()).await;
    match reachable_postgres().await {
        Ok(base) => {
            let db = store_postgres::test_support::TestDb::create(&base).await;
            let pg = store_postgres::PgStore::connect(db.url())
                .await
                .expect("connect PostgreSQL");
            bench("PostgreSQL", std::sync::Arc::new(pg), dir.clone()).await;
            db.drop().await;
        }
        Err(base) => println!("{what} on PostgreSQL: skipped (nothing answers at {base})"),
    }
    let _ = std::fs::remove_dir_all(&dir);
}
