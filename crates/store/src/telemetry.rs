//! Telemetry storage: client error reports and analytics events the web app sends, kept
//! (already masked by `domain::masking`) for the development tools and later analysis.

use crate::StoreResult;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::ids::UserId;

/// Largest page [`TelemetryStore::recent_telemetry`] returns.
pub const MAX_TELEMETRY_PAGE: u32 = 200;

/// What a telemetry record is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TelemetryKind {
    /// An unexpected error the client reported (`POST /api/client-errors`).
    ClientError,
    /// One analytics event (`POST /api/analytics/events`).
    AnalyticsEvent,
}

impl TelemetryKind {
    /// The stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            TelemetryKind::ClientError => "client_error",
            TelemetryKind::AnalyticsEvent => "analytics_event",
        }
    }

    /// Parses a stored name.
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "client_error" => Some(TelemetryKind::ClientError),
            "analytics_event" => Some(TelemetryKind::AnalyticsEvent),
            _ => None,
        }
    }
}

/// A record to store. `payload` is a JSON document (text), masked by the caller.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewTelemetryRecord {
    /// Unique id (a ULID).
    pub id: String,
    pub kind: TelemetryKind,
    pub payload: String,
    /// The account holder, when the request carried a valid session token.
    pub user_id: Option<UserId>,
    /// The client's install id (`x-install-id` or the event's `installId`).
    pub install_id: Option<String>,
    pub created_at: DateTime<Utc>,
}

/// A stored record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TelemetryRecord {
    pub id: String,
    pub kind: TelemetryKind,
    /// The JSON document exactly as stored.
    pub payload: String,
    pub user_id: Option<UserId>,
    pub install_id: Option<String>,
    pub created_at: DateTime<Utc>,
}

/// Storage of telemetry records.
#[async_trait]
pub trait TelemetryStore: Send + Sync {
    /// Stores a batch in one transaction: all records or none. `StoreError::Conflict("id")`
    /// when an id exists already.
    async fn insert_telemetry(&self, records: Vec<NewTelemetryRecord>) -> StoreResult<()>;

    /// The newest records of one kind, newest first (by `created_at`, then by insertion
    /// order), at most `limit` (clamped to 1..=[`MAX_TELEMETRY_PAGE`]).
    async fn recent_telemetry(
        &self,
        kind: TelemetryKind,
        limit: u32,
    ) -> StoreResult<Vec<TelemetryRecord>>;
}
