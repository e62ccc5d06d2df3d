//! Runs the built-in simulator ([`sim::Simulator`]) as a data vendor would run a feed: it
//! produces documents, and this job hands each to [`super::Ingestor::ingest`], the same path
//! a vendor's push takes. On by default in development, off in production unless asked for
//! (`SIM=on`).

use super::IngestError;
use crate::state::AppState;
use chrono::{Duration as ChronoDuration, Utc};
use domain::catalogue::Statistics;
use domain::feed::{FeedChange, FeedDocument, ResultChange, StatisticsChange};
use domain::sports::{LiveStatus, OfferStatus};
use sim::{SimConfig, Simulator};
use std::time::Duration;

/// How often the simulated world moves forward.
pub const TICK: Duration = Duration::from_millis(250);
/// On start, finished events this recent are handed to the simulator so it does not send
/// them again.
const RESUME_WINDOW_HOURS: i64 = 12;

/// The simulator's settings (`SIM_SEED`, `SIM_SPEED`).
#[derive(Debug, Clone, PartialEq)]
pub struct SimulatorConfig {
    pub seed: u64,
    /// 1.0 is real time.
    pub speed: f64,
}

/// The feed source name of the simulator's documents.
pub const SOURCE: &str = "sim";

/// Starts the simulator job; it runs until the process ends.
pub async fn start(
    state: AppState,
    config: SimulatorConfig,
) -> anyhow::Result<tokio::task::JoinHandle<()>> {
    let mut simulator = Simulator::new(SimConfig {
        seed: config.seed,
        speed: config.speed,
        source: SOURCE.to_owned(),
    });
    let last_sequence = state.store.feed_sequence(SOURCE).await?;
    let now = state.clock.now();
    let snapshot = state
        .store
        .catalogue_snapshot(now - ChronoDuration::hours(RESUME_WINDOW_HOURS))
        .await?;
    // Games of an earlier world (another seed or speed) would stay open for ever: void them.
    let retired = retire_other_worlds(simulator.tag(), &snapshot, last_sequence, now);
    for document in &retired {
        if let Err(error) = state.feed.ingest_in_turn(document).await {
            tracing::warn!(%error, "could not retire a game of an earlier simulated world");
        }
    }
    simulator.set_last_sequence(last_sequence + u64::try_from(retired.len())?);
    let finished_events = snapshot
        .events
        .iter()
        .filter(|e| e.event.status.is_over())
        .map(|e| e.event.id.clone())
        .collect::<Vec<_>>();
    let finished_markets = snapshot
        .markets
        .iter()
        .filter(|m| m.status == OfferStatus::Finished)
        .map(|m| m.id.clone())
        .collect::<Vec<_>>();
    simulator.resume(finished_events, finished_markets);
    tracing::info!(
        seed = config.seed,
        speed = config.speed,
        "simulator started"
    );
    Ok(tokio::spawn(run(state, simulator)))
}

/// Documents cancelling every unfinished game of another simulated world and voiding its
/// open markets, one document per game, numbered after `last_sequence`.
fn retire_other_worlds(
    tag: &str,
    snapshot: &store::CatalogueSnapshot,
    last_sequence: u64,
    now: chrono::DateTime<Utc>,
) -> Vec<FeedDocument> {
    let mut sequence = last_sequence;
    snapshot
        .events
        .iter()
        .filter(|e| !e.event.status.is_over())
        .filter(|e| Simulator::world_tag(&e.event.id).is_some_and(|t| t != tag))
        .map(|stale| {
            let statistics = stale.statistics.clone().map_or_else(
                || Statistics {
                    live_status: LiveStatus::Cancelled,
                    home_score: 0,
                    away_score: 0,
                    progress: "Cancelled".into(),
                    clock: None,
                    segments: Vec::new(),
                    extras: None,
                    updated_at: now,
                },
                |s| Statistics {
                    live_status: LiveStatus::Cancelled,
                    progress: "Cancelled".into(),
                    clock: None,
                    updated_at: now,
                    ..s
                },
            );
            let mut changes = vec![FeedChange::Statistics(Box::new(StatisticsChange {
                event_id: stale.event.id.clone(),
                statistics,
            }))];
            changes.extend(
                snapshot
                    .markets
                    .iter()
                    .filter(|m| m.event_id == stale.event.id && m.status != OfferStatus::Finished)
                    .map(|m| FeedChange::Result(ResultChange::void(m))),
            );
            sequence += 1;
            FeedDocument {
                source: SOURCE.to_owned(),
                sequence,
                changes,
            }
        })
        .collect()
}

async fn run(state: AppState, mut simulator: Simulator) {
    let mut ticker = tokio::time::interval(TICK);
    ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticker.tick().await;
        // Moving the world is CPU work: keep it off the async workers.
        let now = state.clock.now();
        let advanced = tokio::task::spawn_blocking(move || {
            let documents = simulator.advance(now);
            (simulator, documents)
        })
        .await;
        let documents = match advanced {
            Ok((back, documents)) => {
                simulator = back;
                documents
            }
            Err(err) => {
                tracing::error!(error = %err, "simulator stopped");
                return;
            }
        };
        for document in documents {
            match state.feed.ingest_in_turn(&document).await {
                Ok(_) => {}
                Err(IngestError::Invalid(error)) => {
                    tracing::warn!(%error, sequence = document.sequence, "simulator document rejected; dropping its event");
                    simulator.reject(&document);
                }
                Err(error) => {
                    tracing::error!(%error, sequence = document.sequence, "simulator document not applied");
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::catalogue::{
        Event, Market, MarketType, Participant, Selection, SelectionKind, Taxon,
    };
    use domain::sports::EventStatus;

    /// A fixed instant the test world lives at.
    fn instant() -> chrono::DateTime<Utc> {
        chrono::DateTime::from_timestamp(1_800_000_000, 0).unwrap()
    }

    fn event(id: &str, status: EventStatus) -> store::EventState {
        let taxon = |s: &str| Taxon {
            slug: s.into(),
            name: s.into(),
        };
        let side = |id: &str| Participant {
            id: id.into(),
            abbreviation: "AB".into(),
            medium_name: id.into(),
            full_name: id.into(),
        };
        store::EventState {
            event: Event {
                id: id.into(),
                name: "A @ B".into(),
                sport: taxon("football"),
                organization: taxon("usa"),
                competition: taxon("nfl"),
                start_time: instant(),
                status,
                home: side("h"),
                away: side("a"),
                featured: false,
                networks: Vec::new(),
                extra_information: None,
                media_links: Vec::new(),
            },
            statistics: None,
        }
    }

    fn market(id: &str, event_id: &str, status: OfferStatus) -> Market {
        let selection = |suffix: &str, kind| Selection {
            id: format!("{id}.{suffix}"),
            name: suffix.into(),
            kind,
            side: None,
            points: None,
            odds: domain::odds::EVEN,
            status,
            result: None,
        };
        Market {
            id: id.into(),
            event_id: event_id.into(),
            name: "Will it go to overtime?".into(),
            market_type: MarketType::GameProp,
            status,
            main: false,
            order: 0,
            statistic_accrued: None,
            selections: vec![
                selection("y", SelectionKind::Yes),
                selection("n", SelectionKind::No),
            ],
        }
    }

    #[test]
    fn only_unfinished_games_of_other_worlds_are_voided() {
        let snapshot = store::CatalogueSnapshot {
            events: vec![
                event("nfl-aaaaaa-1", EventStatus::InPlay),
                event("nfl-aaaaaa-2", EventStatus::Finished),
                event("nfl-bbbbbb-1", EventStatus::InPlay),
                event("vendor-game", EventStatus::InPlay),
            ],
            markets: vec![
                market("m-open", "nfl-aaaaaa-1", OfferStatus::Open),
                market("m-done", "nfl-aaaaaa-1", OfferStatus::Finished),
                market("m-other", "nfl-bbbbbb-1", OfferStatus::Open),
            ],
        };
        let documents = retire_other_worlds("bbbbbb", &snapshot, 41, instant());
        assert_eq!(documents.len(), 1);
        let document = &documents[0];
        assert_eq!((document.source.as_str(), document.sequence), (SOURCE, 42));
        assert!(document.validate().is_ok());
        let [FeedChange::Statistics(stats), FeedChange::Result(result)] =
            document.changes.as_slice()
        else {
            panic!(
                "a cancellation and one voided market: {:?}",
                document.changes
            );
        };
        assert_eq!(stats.event_id, "nfl-aaaaaa-1");
        assert_eq!(stats.statistics.live_status, LiveStatus::Cancelled);
        assert_eq!(result.market_id, "m-open");
        assert!(
            result
                .results
                .iter()
                .all(|o| o.result == domain::catalogue::SelectionResult::Void)
        );
    }
}
