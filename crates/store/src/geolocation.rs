//! Location-verification storage: licences, the authorisation of each session, spent packet
//! nonces (replay protection) and each account holder's last authorised position (teleport
//! rule). Positions are degrees and metres; instants UTC.

use crate::StoreResult;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::ids::{SessionId, UserId};

/// The kind of licence the client asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GeoLicenceType {
    /// The installed location client.
    Regular,
    /// The browser's geolocation API (no download).
    Browser,
}

impl GeoLicenceType {
    /// The stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            GeoLicenceType::Regular => "regular",
            GeoLicenceType::Browser => "browser",
        }
    }

    /// Parses a stored name.
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "regular" => Some(GeoLicenceType::Regular),
            "browser" => Some(GeoLicenceType::Browser),
            _ => None,
        }
    }
}

/// A licence: a short-lived key (stored by hash) bound to one session of one user.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GeoLicence {
    /// Unique id (a ULID), carried in packets.
    pub id: String,
    /// SHA-256 of the key, hex.
    pub key_hash: String,
    pub user_id: UserId,
    pub session_id: SessionId,
    pub licence_type: GeoLicenceType,
    pub created_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
}

/// A session's current location authorisation.
#[derive(Debug, Clone, PartialEq)]
pub struct GeoAuthorisation {
    pub session_id: SessionId,
    pub user_id: UserId,
    /// ISO 3166-2 of the authorised region.
    pub region: String,
    pub latitude: f64,
    pub longitude: f64,
    pub accuracy_meters: f64,
    /// The client address the collector saw.
    pub ip: Option<String>,
    pub authorised_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
}

/// An account holder's last authorised position.
#[derive(Debug, Clone, PartialEq)]
pub struct GeoFix {
    pub latitude: f64,
    pub longitude: f64,
    pub accuracy_meters: f64,
    pub at: DateTime<Utc>,
}

/// Storage of location verification.
#[async_trait]
pub trait GeolocationStore: Send + Sync {
    /// Stores a licence. `StoreError::Conflict("key_hash")` when the hash exists,
    /// `StoreError::NotFound("session")` for an unknown user or session. Licences that
    /// expired a day before `licence.created_at` are removed in the same transaction.
    async fn insert_geo_licence(&self, licence: &GeoLicence) -> StoreResult<()>;

    /// The licence with this key hash, expired or not.
    async fn geo_licence(&self, key_hash: &str) -> StoreResult<Option<GeoLicence>>;

    /// Spends a packet nonce: `true` the first time, `false` when it was spent before
    /// (exactly one of concurrent calls gets `true`). The nonce is remembered until
    /// `keep_until`; nonces whose time passed by `now` are forgotten in the same transaction.
    async fn spend_geo_nonce(
        &self,
        nonce: &str,
        keep_until: DateTime<Utc>,
        now: DateTime<Utc>,
    ) -> StoreResult<bool>;

    /// Stores the session's authorisation (replacing the previous one) and makes its
    /// position the user's last authorised fix, in one transaction.
    /// `StoreError::NotFound("session")` for an unknown user or session.
    async fn save_geo_authorisation(&self, authorisation: &GeoAuthorisation) -> StoreResult<()>;

    /// The session's authorisation, expired or not.
    async fn geo_authorisation(&self, session: &SessionId)
    -> StoreResult<Option<GeoAuthorisation>>;

    /// The user's last authorised position.
    async fn last_geo_fix(&self, user: &UserId) -> StoreResult<Option<GeoFix>>;
}
