//! What the server stores per owner: the engine's [`SlipState`] plus what the server needs
//! beside it (a display snapshot of each selection, a visitor's auto-accept choice, the last
//! placement for idempotent retries), as one JSON document.

use chrono::{DateTime, Utc};
use domain::betslip::{PlacementFingerprint, SlipState};
use domain::sports::Points;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The stored betslip document.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Document {
    pub slip: SlipState,
    /// How each selection looked when added (by selection id): shown for selections the
    /// catalogue no longer lists.
    #[serde(default)]
    pub legs: BTreeMap<String, LegSnapshot>,
    /// A visitor's auto-accept choice (account holders keep theirs with their preferences).
    #[serde(default)]
    pub auto_accept: Option<String>,
    /// The last successful placement, so a retry with its key answers the same bets.
    #[serde(default)]
    pub last_placement: Option<LastPlacement>,
}

/// A selection's names and line as they were when added.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LegSnapshot {
    pub market_id: String,
    pub event_id: String,
    pub selection_name: String,
    pub market_name: String,
    pub event_name: String,
    pub starts_at: DateTime<Utc>,
    pub points: Option<Points>,
    /// Whether the line is a spread (shown "+3.5") rather than a total.
    pub spread: bool,
}

/// The idempotency key, fingerprint and bets of the last placement.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastPlacement {
    pub idempotency_key: String,
    pub bet_ids: Vec<String>,
    /// What the key was used for: a retry is compared on its request half, since the
    /// placement took its draft bets out of the slip. `None` for a placement made before
    /// fingerprints were kept (such a key replays whatever is asked).
    #[serde(default)]
    pub fingerprint: Option<PlacementFingerprint>,
}

impl Document {
    /// Reads a stored document; `None` when it no longer parses (the owner starts afresh).
    pub fn parse(json: &str) -> Option<Document> {
        match serde_json::from_str(json) {
            Ok(doc) => Some(doc),
            Err(e) => {
                tracing::warn!(error = %e, "unreadable betslip document, starting afresh");
                None
            }
        }
    }

    /// The document as stored.
    pub fn to_json(&self) -> Result<String, serde_json::Error> {
        serde_json::to_string(self)
    }

    /// Whether `selection_id` is in the slip.
    pub fn contains(&self, selection_id: &str) -> bool {
        self.slip
            .selections
            .iter()
            .any(|s| s.selection_id == selection_id)
    }

    /// Removes a selection with its straight stake and snapshot; `false` when absent.
    pub fn remove(&mut self, selection_id: &str) -> bool {
        let before = self.slip.selections.len();
        self.slip
            .selections
            .retain(|s| s.selection_id != selection_id);
        self.slip
            .stakes
            .remove(&domain::betslip::DraftBetKey::Straight(selection_id.to_owned()).id());
        self.legs.remove(selection_id);
        before != self.slip.selections.len()
    }

    /// Empties the slip (the owner's auto-accept choice stays).
    pub fn clear(&mut self) {
        self.slip.selections.clear();
        self.slip.stakes.clear();
        self.slip.teaser_points.clear();
        self.slip.accepted_group_odds.clear();
        self.slip.accepted_teaser_odds.clear();
        self.legs.clear();
    }
}
