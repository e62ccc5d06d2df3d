//! The feature-flag service: evaluates every flag of `domain::flags::CATALOGUE` for a viewer.
//!
//! Rule documents live in the store; each node keeps them in memory and reloads them at most
//! every `config.flags_refresh` (2 s by default), so every node converges within that time of
//! an operator's change. Evaluation never fails a request: when the store cannot be read the
//! last rules (or the defaults) are served and the failure is logged.
//!
//! Inputs per viewer: the brand from the configuration; the region of the account for
//! account holders and of the client location for visitors; the user id (or visitor id) for
//! rollouts; the account's email as a private attribute; and, outside production, the
//! overrides of the session (account holders) or of the anonymous visitor. Crawler and
//! Lighthouse user agents get the defaults.

pub mod admin;
pub mod dev;

use crate::client_location::ClientLocation;
use crate::state::AppState;
use crate::viewer::Viewer;
use chrono::{DateTime, Utc};
use domain::flags::{Evaluation, EvaluationContext, RuleSet};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use store::Store;

/// Default time between reloads of the rule documents.
pub const DEFAULT_REFRESH: Duration = Duration::from_secs(2);

/// The request's `User-Agent` (placed in the GraphQL request data by the HTTP transport).
#[derive(Debug, Clone)]
pub struct UserAgent(pub String);

/// Rule sets by flag key.
pub type Rules = HashMap<&'static str, RuleSet>;

struct Cache {
    loaded_at: Option<DateTime<Utc>>,
    rules: Arc<Rules>,
}

/// Cached rule documents of one node.
pub struct FlagService {
    store: Arc<dyn Store>,
    refresh: Duration,
    clock: Arc<crate::clock::Clock>,
    cache: Mutex<Cache>,
    reload: tokio::sync::Mutex<()>,
}

impl FlagService {
    pub fn new(store: Arc<dyn Store>, refresh: Duration, clock: Arc<crate::clock::Clock>) -> Self {
        Self {
            store,
            refresh,
            clock,
            cache: Mutex::new(Cache {
                loaded_at: None,
                rules: Arc::new(Rules::new()),
            }),
            reload: tokio::sync::Mutex::new(()),
        }
    }

    fn fresh(&self) -> Option<Arc<Rules>> {
        let cache = self
            .cache
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        cache
            .loaded_at
            .filter(|at| {
                (self.clock.now() - *at)
                    .to_std()
                    .is_ok_and(|age| age < self.refresh)
            })
            .map(|_| Arc::clone(&cache.rules))
    }

    /// The current rule sets, reloaded from the store when older than the refresh interval.
    pub async fn rules(&self) -> Arc<Rules> {
        if let Some(rules) = self.fresh() {
            return rules;
        }
        // One reload at a time; the others wait and reuse its result.
        let _guard = self.reload.lock().await;
        if let Some(rules) = self.fresh() {
            return rules;
        }
        let loaded = match self.store.flag_rules().await {
            Ok(rows) => Some(Arc::new(parse_rows(rows))),
            Err(err) => {
                tracing::warn!(%err, "cannot load feature-flag rules; serving the last ones");
                None
            }
        };
        let mut cache = self
            .cache
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        // On failure keep the old rules but retry after the next interval, not at once.
        cache.loaded_at = Some(self.clock.now());
        if let Some(rules) = loaded {
            cache.rules = rules;
        }
        Arc::clone(&cache.rules)
    }

    /// Forgets the cached rules (after a write on this node).
    pub fn invalidate(&self) {
        let mut cache = self
            .cache
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        cache.loaded_at = None;
    }
}

/// Parses stored documents; a document that no longer validates (e.g. a flag removed from
/// the catalogue) is skipped with a warning so the others still apply.
fn parse_rows(rows: Vec<store::FlagRules>) -> Rules {
    let mut rules = Rules::new();
    for row in rows {
        match RuleSet::parse(&row.key, &row.rules_json) {
            Ok(set) => {
                rules.insert(set.flag.key, set);
            }
            Err(err) => tracing::warn!(key = %row.key, %err, "ignoring stored flag rules"),
        }
    }
    rules
}

/// The owner of overrides: the session of an account holder, or the anonymous visitor.
pub fn override_owner(viewer: &Viewer, visitor_id: Option<&str>) -> Option<String> {
    match viewer {
        Viewer::User { session_id, .. } | Viewer::Limited { session_id, .. } => {
            Some(format!("session:{}", session_id.as_str()))
        }
        Viewer::Anonymous { visitor_id } => Some(format!("visitor:{visitor_id}")),
        Viewer::Nobody => visitor_id.map(|v| format!("visitor:{v}")),
    }
}

/// Evaluates every flag for the caller. `visitor_id` names a visitor who has no anonymous
/// token yet (startup issues one in the same answer).
pub async fn evaluate(
    state: &AppState,
    viewer: &Viewer,
    visitor_id: Option<&str>,
    location: &ClientLocation,
    user_agent: Option<&str>,
) -> Vec<Evaluation> {
    let config = &state.config;
    let mut ctx = EvaluationContext::new(config.brand.clone()).with_user_agent(user_agent);
    match viewer {
        Viewer::User { user_id, .. } | Viewer::Limited { user_id, .. } => {
            ctx = ctx.with_user(user_id.as_str());
            match state.store.user_by_id(user_id).await {
                Ok(Some(user)) => {
                    ctx = ctx.with_region(Some(&user.region)).with_email(&user.email);
                }
                Ok(None) => ctx = ctx.with_region(location.region.as_deref()),
                Err(err) => {
                    tracing::warn!(%err, "cannot load the account for flag evaluation");
                    ctx = ctx.with_region(location.region.as_deref());
                }
            }
        }
        Viewer::Anonymous { visitor_id } => {
            ctx = ctx
                .with_visitor(visitor_id)
                .with_region(location.region.as_deref());
        }
        Viewer::Nobody => {
            if let Some(v) = visitor_id {
                ctx = ctx.with_visitor(v);
            }
            ctx = ctx.with_region(location.region.as_deref());
        }
    }

    let mut overrides = HashMap::new();
    if !config.env.is_production()
        && !ctx.is_bot
        && let Some(owner) = override_owner(viewer, visitor_id)
    {
        match state.store.flag_overrides(&owner).await {
            Ok(list) => {
                overrides.extend(list.into_iter().map(|o| (o.key, o.enabled)));
            }
            Err(err) => tracing::warn!(%err, "cannot load flag overrides"),
        }
    }
    let rules = state.flags.rules().await;
    domain::flags::evaluate_all(&rules, &overrides, &ctx)
}
