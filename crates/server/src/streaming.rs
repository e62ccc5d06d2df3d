//! Live streaming (see `docs/product/sports-and-odds.md`): a stream provider behind a trait, like
//! any video rights vendor an operator contracts, and the built-in provider: a match tracker drawn
//! from the live statistics, the view a sportsbook shows where it holds no video rights.
//!
//! The web app opens a stream's `url` (under the startup data's streaming base URL): for
//! the match tracker it is the app's own tracker page for the event.

use crate::catalogue::EventEntry;
use chrono::{DateTime, Duration, Utc};

/// How long a granted stream URL stays valid.
pub const GRANT_LIFETIME: Duration = Duration::minutes(30);
/// Stream requests one viewer may make per minute.
pub const REQUESTS_PER_MINUTE: u32 = 30;

/// What a provider hands out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StreamKind {
    /// An animated tracker of the live statistics.
    MatchTracker,
    /// A video stream (HLS).
    Video,
}

/// A stream the viewer may open.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StreamGrant {
    pub provider: String,
    pub kind: StreamKind,
    pub url: String,
    pub expires_at: DateTime<Utc>,
}

/// The rights holder refuses this event (no rights in the territory, no coverage).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RightsRefusal {
    pub message: String,
}

/// A stream vendor.
pub trait StreamProvider: Send + Sync {
    /// A stream of `event` for a viewer who passed the operator's checks.
    fn grant(&self, event: &EventEntry, now: DateTime<Utc>) -> Result<StreamGrant, RightsRefusal>;
}

/// The built-in match tracker: every sport whose statistics the tracker can draw.
#[derive(Debug, Clone)]
pub struct MatchTracker {
    /// The streaming base URL (`{public_url}/streams`).
    pub base_url: String,
}

/// Sports the tracker draws.
const TRACKED: [&str; 10] = [
    "football",
    "basketball",
    "hockey",
    "baseball",
    "soccer",
    "tennis",
    "darts",
    "cricket",
    "futsal",
    "esports",
];

impl StreamProvider for MatchTracker {
    fn grant(&self, event: &EventEntry, now: DateTime<Utc>) -> Result<StreamGrant, RightsRefusal> {
        if !TRACKED.contains(&event.event.sport.slug.as_str()) {
            return Err(RightsRefusal {
                message: "We don't have the rights to stream this event.".into(),
            });
        }
        Ok(StreamGrant {
            provider: "match-tracker".into(),
            kind: StreamKind::MatchTracker,
            url: format!(
                "{}/{}/tracker",
                self.base_url.trim_end_matches('/'),
                event.event.id
            ),
            expires_at: now + GRANT_LIFETIME,
        })
    }
}

/// The streaming base URL for an app served at `public_url`.
pub fn base_url(public_url: &str) -> String {
    format!("{}/streams", public_url.trim_end_matches('/'))
}
