//! Platform services storage: the maintenance switch, the waiting room (admission tickets)
//! and custom dialogs. Kept in the database so every server node sees the same state.

use crate::StoreResult;
use async_trait::async_trait;
use chrono::{DateTime, Duration, Utc};
use domain::ids::{SessionId, UserId};

/// Revoke reason recorded on every session live when maintenance starts.
pub const REASON_MAINTENANCE: &str = "maintenance";

/// What the maintenance page shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MaintenanceContent {
    pub title: String,
    pub message: String,
    pub image: Option<String>,
    pub link: Option<String>,
    pub label: Option<String>,
    pub refresh_interval_seconds: u32,
}

/// The persisted platform switches.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlatformSettings {
    pub maintenance_active: bool,
    /// The content last set (kept while maintenance is off).
    pub maintenance_content: MaintenanceContent,
    /// Waiting-room limit set by an operator; `None` uses the server's configuration,
    /// `Some(0)` turns the room off.
    pub waiting_room_max: Option<u32>,
    pub updated_at: DateTime<Utc>,
}

/// A session revoked by [`PlatformStore::set_maintenance`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RevokedSession {
    pub session_id: SessionId,
    pub user_id: UserId,
}

/// Rules of one admission decision.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AdmissionRules {
    /// Seats (admitted tickets that are not idle). Must be at least 1.
    pub max_sessions: u32,
    /// An admitted ticket not seen for this long loses its seat.
    pub idle: Duration,
    /// A waiting ticket not seen for this long leaves the queue.
    pub waiting_idle: Duration,
}

/// Where a ticket stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Admission {
    Admitted,
    /// In the queue; 1 is next in line.
    Waiting {
        position: u64,
    },
}

/// A stored custom dialog.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CustomDialogRecord {
    pub id: String,
    /// The validated config as JSON (see `domain::custom_dialog`).
    pub config: String,
    pub published: bool,
    pub updated_at: DateTime<Utc>,
}

/// Storage of the platform services.
#[async_trait]
pub trait PlatformStore: Send + Sync {
    /// The current switches (a fresh database has maintenance off with the default
    /// content and no waiting-room override).
    async fn platform_settings(&self) -> StoreResult<PlatformSettings>;

    /// Switches maintenance on or off and stores `content`. With `active` every live
    /// session (not revoked, not expired at `at`) is revoked with reason
    /// [`REASON_MAINTENANCE`] in the same transaction and returned; switching off revokes
    /// nothing.
    async fn set_maintenance(
        &self,
        active: bool,
        content: &MaintenanceContent,
        at: DateTime<Utc>,
    ) -> StoreResult<Vec<RevokedSession>>;

    /// Sets (or with `None` clears) the operator's waiting-room limit.
    async fn set_waiting_room_max(&self, max: Option<u32>, at: DateTime<Utc>) -> StoreResult<()>;

    /// Decides atomically where `ticket` stands: creates it (waiting, at the back of the
    /// queue) when unknown; drops admitted tickets idle longer than `rules.idle` and
    /// waiting ones idle longer than `rules.waiting_idle`; then admits the oldest waiting
    /// tickets into free seats (FIFO by creation) and marks `ticket` seen at `now`.
    /// Concurrent calls never admit more than `rules.max_sessions`.
    async fn admit_ticket(
        &self,
        ticket: &str,
        rules: AdmissionRules,
        now: DateTime<Utc>,
    ) -> StoreResult<Admission>;

    /// Removes a ticket (its holder logged out); unknown tickets are ignored.
    async fn release_ticket(&self, ticket: &str) -> StoreResult<()>;

    /// Stores (or replaces) a validated dialog config and publishes it.
    async fn publish_custom_dialog(
        &self,
        id: &str,
        config: &str,
        at: DateTime<Utc>,
    ) -> StoreResult<()>;

    /// Unpublishes a dialog; `StoreError::NotFound("custom dialog")` when unknown.
    async fn unpublish_custom_dialog(&self, id: &str, at: DateTime<Utc>) -> StoreResult<()>;

    /// Every dialog (or only the published ones), ordered by id.
    async fn custom_dialogs(&self, published_only: bool) -> StoreResult<Vec<CustomDialogRecord>>;
}
