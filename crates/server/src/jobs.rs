//! Singleton jobs: the simulator, settlement, pending in-play bets, payment processing, casino
//! round recovery and bonus-cash expiry run on exactly one node at a time, the holder of the
//! `jobs` lease in the store ([`store::LeaseStore`]).
//!
//! Every node competes for the lease: it tries at start and then every [`RENEW_EVERY`]; the
//! holder renews on the same beat, so its lease never gets near [`LEASE_TTL`] while it lives.
//! When the holder dies (or stalls), its lease expires and another node takes it within
//! `LEASE_TTL + RENEW_EVERY` and starts the jobs, which resume from what the store says (the
//! simulator from the source's last sequence, settlement with a sweep of resulted markets
//! with open bets, the payment job from the due payments). A node that fails to renew before
//! its lease would expire stops its jobs; the settlement job's writes carry the lease's
//! fencing token ([`Leadership::fence`]), so a paused old holder cannot write grades once
//! another node took over. The other jobs' writes are compare-and-set or idempotent in the
//! store, so one running a moment too long changes nothing twice.
//!
//! A single node (no `NATS_URL`) competes with nobody: it takes the lease over at start,
//! whoever held it, so a restart does not wait for the previous process's lease to expire.

use crate::state::AppState;
use chrono::Duration as ChronoDuration;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use store::{Lease, LeaseFence};
use tokio::task::JoinHandle;

/// The lease all singleton jobs run under.
pub const LEASE: &str = "jobs";
/// How long a taken or renewed lease lasts.
pub const LEASE_TTL: Duration = Duration::from_secs(6);
/// How often the holder renews and the other nodes try to take the lease.
pub const RENEW_EVERY: Duration = Duration::from_secs(2);

/// This node's part in running the singleton jobs.
pub struct Leadership {
    node: Arc<str>,
    /// Takes the lease over at start whoever holds it (a single node).
    standalone: bool,
    inner: Mutex<Term>,
}

#[derive(Default)]
struct Term {
    /// The lease of the current or last term (kept after losing it: its stale fence makes
    /// the store refuse a lingering job's writes).
    lease: Option<Lease>,
    /// The running jobs (empty while another node holds the lease).
    tasks: Vec<JoinHandle<()>>,
    /// Set by [`Leadership::stop`]: no new term starts.
    stopped: bool,
    /// The loop that renews or competes.
    renewer: Option<JoinHandle<()>>,
}

impl Leadership {
    pub fn new(node: Arc<str>, standalone: bool) -> Self {
        Self {
            node,
            standalone,
            inner: Mutex::new(Term::default()),
        }
    }

    fn term(&self) -> std::sync::MutexGuard<'_, Term> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Whether this node runs the jobs now.
    pub fn is_leader(&self) -> bool {
        let term = self.term();
        !term.tasks.is_empty() && term.lease.is_some()
    }

    /// The fence of this node's current or last lease, `None` if it never held one (writes
    /// made outside the jobs, e.g. by tests and benchmarks, are not fenced).
    pub fn fence(&self) -> Option<LeaseFence> {
        self.term().lease.as_ref().map(Lease::fence)
    }

    /// Stops the jobs and gives the lease up so another node takes over at once (graceful
    /// shutdown). Idempotent.
    pub async fn stop(&self, state: &AppState) {
        let (lease, tasks, renewer) = {
            let mut term = self.term();
            term.stopped = true;
            (
                term.lease.clone(),
                std::mem::take(&mut term.tasks),
                term.renewer.take(),
            )
        };
        if let Some(renewer) = renewer {
            renewer.abort();
        }
        let held = !tasks.is_empty();
        for task in tasks {
            task.abort();
        }
        if held && let Some(lease) = lease {
            match state
                .store
                .release_lease(&lease.fence(), state.clock.now())
                .await
            {
                Ok(_) => tracing::info!(node = %self.node, "jobs lease released"),
                Err(e) => tracing::warn!(error = %e, "jobs lease not released"),
            }
        }
    }
}

/// Takes the lease if free (a single node: whoever held it) and starts the jobs when it got
/// it, then keeps renewing or competing in the background. Errors of the first start (the
/// simulator's set-up) are returned.
pub async fn start(state: &AppState) -> anyhow::Result<()> {
    let leadership = Arc::clone(&state.jobs);
    let first = acquire(state, leadership.standalone).await;
    match first {
        Ok(Some(lease)) => begin(state, lease).await?,
        Ok(None) => tracing::info!(node = %leadership.node, "another node runs the jobs"),
        Err(e) => tracing::warn!(error = %e, "jobs lease not taken; retrying"),
    }
    let looping = state.clone();
    let renewer = tokio::spawn(async move { compete(looping).await });
    let mut term = leadership.term();
    if term.stopped {
        renewer.abort();
    } else {
        term.renewer = Some(renewer);
    }
    Ok(())
}

async fn acquire(state: &AppState, take_over: bool) -> Result<Option<Lease>, store::StoreError> {
    let now = state.clock.now();
    let ttl = ChronoDuration::from_std(LEASE_TTL).unwrap_or(ChronoDuration::seconds(6));
    state
        .store
        .acquire_lease(LEASE, &state.node, now, now + ttl, take_over)
        .await
}

/// Renews while leading, competes while not.
async fn compete(state: AppState) {
    let leadership = Arc::clone(&state.jobs);
    loop {
        tokio::time::sleep(RENEW_EVERY).await;
        let leading = leadership.is_leader();
        match acquire(&state, false).await {
            Ok(Some(lease)) if leading => leadership.term().lease = Some(lease),
            Ok(Some(lease)) => {
                if let Err(e) = begin(&state, lease).await {
                    tracing::error!(error = %e, "jobs not started");
                    end(&state, "they could not start");
                }
            }
            Ok(None) if leading => end(&state, "another node took the lease"),
            Ok(None) => {}
            Err(e) => {
                let expired = leadership
                    .term()
                    .lease
                    .as_ref()
                    .is_none_or(|l| l.expires_at <= state.clock.now());
                tracing::warn!(error = %e, "jobs lease not renewed");
                if leading && expired {
                    end(&state, "the lease expired unrenewed");
                }
            }
        }
    }
}

/// Starts this node's term: every singleton job.
async fn begin(state: &AppState, lease: Lease) -> anyhow::Result<()> {
    tracing::info!(node = %state.node, token = lease.token, "this node runs the jobs");
    state.jobs.term().lease = Some(lease);
    let mut tasks = Vec::new();
    if let Some(simulator) = &state.config.simulator {
        tasks.push(crate::feed::simulator::start(state.clone(), simulator.clone()).await?);
    }
    tasks.push(crate::wallet::job::start(
        state.clone(),
        state.config.payments.job_interval,
    ));
    let pending = crate::betslip::placement::resume_pending(state).await?;
    if pending > 0 {
        tracing::info!(pending, "resolving in-play bets left pending");
    }
    tasks.push(crate::settlement::job::start(state.clone()));
    tasks.push(crate::casino::builtin::recovery::start(state.clone()));
    tasks.push(crate::promotions::bonus_cash::start(state.clone()));
    let mut term = state.jobs.term();
    if term.stopped {
        for task in tasks {
            task.abort();
        }
    } else {
        term.tasks = tasks;
    }
    Ok(())
}

/// Ends this node's term: its jobs stop at once.
fn end(state: &AppState, why: &str) {
    let tasks = std::mem::take(&mut state.jobs.term().tasks);
    for task in tasks {
        task.abort();
    }
    tracing::warn!(node = %state.node, why, "this node stopped running the jobs");
}
