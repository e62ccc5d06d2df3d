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
                start_time: chrono::Utc::now() + chrono::Duration::hours(2),
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

/// `host:port` of a PostgreSQL URL (port 5432 when not given), to see whether it answers.
#[allow(
    dead_code,
    reason = "the fan-out benchmark's server opens its own database"
)]
pub fn postgres_addr(url: &str) -> String {
    let rest = url.split_once('@').map_or(url, |(_, r)| r);
    let host_port = rest.split('/').next().unwrap_or("127.0.0.1:5432");
    if host_port.contains(':') {
        host_port.to_owned()
    } else {
        format!("{host_port}:5432")
    }
}
