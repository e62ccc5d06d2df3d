//! Platform services (see `docs/product/platform-services.md`): the maintenance switch, the waiting
//! room (admission control) and custom dialogs.
//!
//! The switches live in the store so every node sees them; each node caches them for at
//! most [`SETTINGS_TTL`]. The [`middleware::gate`] layer answers for the API while
//! maintenance is on (503) or the caller waits for a seat (202).

pub mod dialogs;
pub mod maintenance;
pub mod middleware;
pub mod waiting_room;

use crate::identity::errors::ApiError;
use crate::state::AppState;
use axum::Router;
use axum::http::StatusCode;
use axum::routing::{get, post};
use chrono::{DateTime, Utc};
use std::collections::HashMap;
use std::sync::Mutex;
use std::time::Duration;
use store::{PlatformSettings, Store, StoreResult};

/// How long a node trusts its copy of the platform switches.
pub const SETTINGS_TTL: Duration = Duration::from_secs(1);
/// Most admission tickets a node remembers as recently admitted.
const MAX_CACHED_TICKETS: usize = 100_000;

/// Per-node caches of the platform services (kept in `AppState`).
#[derive(Debug, Default)]
pub struct Platform {
    settings: Mutex<Option<(DateTime<Utc>, PlatformSettings)>>,
    /// Tickets this node saw admitted, and when the store last confirmed it.
    admitted: Mutex<HashMap<String, DateTime<Utc>>>,
}

impl Platform {
    /// The switches at `now`, read from the store at most once per [`SETTINGS_TTL`]. When the
    /// store fails, the last copy is used (if any).
    pub async fn settings(
        &self,
        store: &dyn Store,
        now: DateTime<Utc>,
    ) -> StoreResult<PlatformSettings> {
        if let Some(fresh) = self.cached(|at| younger_than(at, now, SETTINGS_TTL)) {
            return Ok(fresh);
        }
        match store.platform_settings().await {
            Ok(settings) => {
                if let Ok(mut slot) = self.settings.lock() {
                    *slot = Some((now, settings.clone()));
                }
                Ok(settings)
            }
            Err(err) => match self.cached(|_| true) {
                Some(stale) => {
                    tracing::warn!(error = %err, "platform settings unavailable; using last copy");
                    Ok(stale)
                }
                None => Err(err),
            },
        }
    }

    fn cached(&self, usable: impl Fn(DateTime<Utc>) -> bool) -> Option<PlatformSettings> {
        let slot = self.settings.lock().ok()?;
        slot.as_ref()
            .filter(|(at, _)| usable(*at))
            .map(|(_, s)| s.clone())
    }

    /// Forgets the cached switches (after this node changed them).
    pub fn invalidate(&self) {
        if let Ok(mut slot) = self.settings.lock() {
            *slot = None;
        }
    }

    /// Whether `ticket` was confirmed admitted less than `within` before `now`.
    fn recently_admitted(&self, ticket: &str, within: Duration, now: DateTime<Utc>) -> bool {
        self.admitted
            .lock()
            .ok()
            .and_then(|map| map.get(ticket).map(|at| younger_than(*at, now, within)))
            .unwrap_or(false)
    }

    fn remember_admitted(&self, ticket: &str, within: Duration, now: DateTime<Utc>) {
        if let Ok(mut map) = self.admitted.lock() {
            if map.len() >= MAX_CACHED_TICKETS {
                map.retain(|_, at| younger_than(*at, now, within));
                if map.len() >= MAX_CACHED_TICKETS {
                    map.clear();
                }
            }
            map.insert(ticket.to_owned(), now);
        }
    }

    fn forget_ticket(&self, ticket: &str) {
        if let Ok(mut map) = self.admitted.lock() {
            map.remove(ticket);
        }
    }
}

/// Whether `at` is less than `age` before `now` (an instant after `now` is not: the clock
/// was moved back).
fn younger_than(at: DateTime<Utc>, now: DateTime<Utc>, age: Duration) -> bool {
    (now - at).to_std().is_ok_and(|elapsed| elapsed < age)
}

/// 404 for development-only endpoints in production.
pub(crate) fn refuse_in_production(state: &AppState) -> Result<(), ApiError> {
    if state.config.env.is_production() {
        return Err(ApiError::base(StatusCode::NOT_FOUND, "Not found"));
    }
    Ok(())
}

/// `/api/maintenance`, `/api/waiting-room` and the development-only switches.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/api/maintenance", get(maintenance::show))
        .route("/api/waiting-room", get(waiting_room::show))
        .route("/api/dev/maintenance", post(maintenance::dev_switch))
        .route("/api/dev/waiting-room", post(waiting_room::dev_set_max))
        .route(
            "/api/dev/custom-dialogs",
            get(dialogs::dev_list).post(dialogs::dev_publish),
        )
}
