//! The settlement job: follows the bus, and for every market a feed document graded (or
//! re-graded) grades the bets with a leg on it, in batches of [`BATCH`] bets per store
//! transaction, then tells the bettors (balances, `betHistory`).
//!
//! Idempotent by construction: a grade names the bet version it was computed from and the
//! store applies it only to that version, posting the difference between the new payout and
//! what the bet already paid. Settling twice pays once; a crash mid-way leaves some batches
//! applied and the rest open, and the start-up sweep ([`resume`]) grades those again.

use crate::bus::{Event, GradedMarket};
use crate::state::AppState;
use domain::ids::BetId;
use domain::settlement::BetOutcome;
use std::collections::{BTreeSet, HashMap};
use store::{BetGrade, NewSettlementAudit, PlacedBet, SkipReason, StoreError, StoreResult};
use tokio::sync::broadcast::error::RecvError;
use tokio::task::{JoinError, JoinSet};

use super::grading::grade_bet;

/// Bets graded per store transaction.
pub const BATCH: u32 = 5_000;
/// Pages graded and written at once.
const WRITERS: usize = 2;

/// What one settlement pass did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Settled {
    /// Bets read.
    pub examined: usize,
    /// Grades written.
    pub applied: usize,
    /// Bets whose version moved under the pass (graded again by the next one).
    pub stale: usize,
}

/// Starts the job: settles what the start-up found resulted but open, then every graded
/// market the bus announces.
pub fn start(state: AppState) -> tokio::task::JoinHandle<()> {
    let mut events = state.bus.subscribe();
    tokio::spawn(async move {
        if let Err(e) = resume(&state).await {
            tracing::error!(error = %e, "settlement sweep failed");
        }
        loop {
            match events.recv().await {
                Ok(Event::CatalogueChanged { graded, source, .. }) if !graded.is_empty() => {
                    if let Err(e) = settle_graded(&state, &source, &graded).await {
                        tracing::error!(error = %e, "settlement failed");
                    }
                }
                Ok(_) => {}
                Err(RecvError::Lagged(skipped)) => {
                    tracing::warn!(skipped, "settlement fell behind the bus: sweeping");
                    if let Err(e) = resume(&state).await {
                        tracing::error!(error = %e, "settlement sweep failed");
                    }
                }
                Err(RecvError::Closed) => return,
            }
        }
    })
}

/// Grades the open bets on every resulted market this node holds (start-up, or after the job
/// missed bus events).
pub async fn resume(state: &AppState) -> StoreResult<Settled> {
    let market_ids = state.catalogue.resulted_market_ids();
    settle_markets(state, &market_ids, false).await
}

/// Grades the bets of the markets a feed document from `source` graded: open bets, and for
/// corrections the settled bets too. Each market's grading is recorded in the settlement
/// audit (who: `feed:{source}`; what: `result` or `regrade`; how many bets it paid).
pub async fn settle_graded(
    state: &AppState,
    source: &str,
    graded: &[GradedMarket],
) -> StoreResult<Settled> {
    let all: Vec<String> = graded.iter().map(|g| g.market_id.clone()).collect();
    let corrected: Vec<String> = graded
        .iter()
        .filter(|g| g.corrected)
        .map(|g| g.market_id.clone())
        .collect();
    let mut done = settle_markets(state, &all, false).await?;
    if !corrected.is_empty() {
        let again = settle_markets(state, &corrected, true).await?;
        done.examined += again.examined;
        done.applied += again.applied;
        done.stale += again.stale;
    }
    for market in graded {
        state
            .store
            .record_settlement_audit(NewSettlementAudit {
                actor: format!("feed:{source}"),
                action: if market.corrected {
                    "regrade"
                } else {
                    "result"
                }
                .into(),
                market_id: Some(market.market_id.clone()),
                detail: format!(
                    "event {}; {} bets read, {} grades written for this document's markets",
                    market.event_id, done.examined, done.applied
                ),
                at: state.clock.now(),
            })
            .await?;
    }
    Ok(done)
}

/// Grades every open bet (or, with `settled`, every settled bet: a correction) with a leg on
/// `market_ids`, page by page, with up to [`WRITERS`] pages graded and written at once while
/// the next is read. Pages follow bet ids and a write only touches its own page's bets, so
/// neither a read nor another write sees a half-applied page; the stores lock what pages
/// share (the house's accounts, a bettor's balances) in one fixed order.
pub async fn settle_markets(
    state: &AppState,
    market_ids: &[String],
    settled: bool,
) -> StoreResult<Settled> {
    let mut done = Settled::default();
    if market_ids.is_empty() {
        return Ok(done);
    }
    let mut writes = JoinSet::new();
    let mut after: Option<BetId> = None;
    loop {
        let page = read_page(state, market_ids, settled, after.as_ref()).await?;
        let full = u32::try_from(page.len()).unwrap_or(u32::MAX) >= BATCH;
        done.examined += page.len();
        after = page.last().map(|bet| bet.id.clone());
        if writes.len() >= WRITERS
            && let Some(written) = writes.join_next().await
        {
            add(&mut done, written)?;
        }
        if !page.is_empty() {
            let state = state.clone();
            writes.spawn(async move { apply(&state, &page, settled).await });
        }
        if !full {
            break;
        }
    }
    while let Some(written) = writes.join_next().await {
        add(&mut done, written)?;
    }
    Ok(done)
}

/// Counts one page's write into the pass.
fn add(
    done: &mut Settled,
    written: Result<StoreResult<(usize, usize)>, JoinError>,
) -> StoreResult<()> {
    let (applied, stale) = written
        .map_err(|e| StoreError::Backend(format!("settlement page write stopped: {e}")))??;
    done.applied += applied;
    done.stale += stale;
    Ok(())
}

/// One page of the bets [`settle_markets`] grades, after bet `after` (exclusive).
async fn read_page(
    state: &AppState,
    market_ids: &[String],
    settled: bool,
    after: Option<&BetId>,
) -> StoreResult<Vec<PlacedBet>> {
    if settled {
        state
            .store
            .settled_bets_for_markets(market_ids, BATCH, after)
            .await
    } else {
        state
            .store
            .open_bets_for_markets(market_ids, BATCH, after)
            .await
    }
}

/// Grades one page of bets in one store transaction and tells their owners.
async fn apply(state: &AppState, bets: &[PlacedBet], regrade: bool) -> StoreResult<(usize, usize)> {
    let rules = &state.config.betting.house_rules;
    let grades: Vec<BetGrade> = bets
        .iter()
        .filter_map(
            |bet| match grade_bet(&state.catalogue, rules, bet, regrade) {
                Ok(grade) => grade,
                Err(e) => {
                    tracing::error!(error = %e, "bet not graded");
                    None
                }
            },
        )
        .collect();
    if grades.is_empty() {
        return Ok((0, 0));
    }
    // Fenced by this node's jobs lease: once another node took it over, nothing is written.
    let fence = state.jobs.fence();
    let report = state
        .store
        .apply_grades(grades, state.clock.now(), fence.as_ref())
        .await?;
    let stale = report
        .skipped
        .iter()
        .filter(|s| matches!(s.reason, SkipReason::Stale { .. }))
        .count();
    let mut paid = BTreeSet::new();
    for applied in &report.applied {
        state.bus.publish(Event::BetChanged {
            user_id: applied.user_id.clone(),
            bet_id: applied.bet_id.to_string(),
        });
        if applied.transaction_id.is_some() {
            paid.insert(applied.user_id.clone());
        }
    }
    for user_id in paid {
        state.bus.publish(Event::BalanceChanged { user_id });
    }
    // Losing bets meet the settled-losing promotions, after the grades committed.
    let by_id: HashMap<&BetId, &PlacedBet> = bets.iter().map(|b| (&b.id, b)).collect();
    let graded: Vec<(&PlacedBet, BetOutcome)> = report
        .applied
        .iter()
        .filter_map(|a| by_id.get(&a.bet_id).map(|b| (*b, a.outcome)))
        .collect();
    crate::promotions::triggers::bets_settled(state, &graded, state.clock.now()).await;
    // Wins and losses count towards their bettors' bonus cash play-through.
    crate::promotions::bonus_cash::bets_graded(state, &graded).await;
    Ok((report.applied.len(), stale))
}
