//! The geolocation compliance provider: the trait the server codes against and the built-in
//! implementation (licences, packet collection and signing, authorisation).

use super::boundaries::Boundaries;
use super::config::GeoConfig;
use crate::telemetry::rate_limit::TokenBuckets;
use async_trait::async_trait;
use chrono::{DateTime, Duration, Utc};
use domain::geolocation::packet::{MAX_CLOCK_SKEW_SECONDS, MAX_PACKET_AGE_SECONDS};
use domain::geolocation::{
    Area, CollectorError, Fix, GeoErrorKind, LocationFacts, PacketPayload, Position,
    PositionSource, decide, is_teleport,
};
use domain::ids::{SessionId, UserId};
use std::collections::HashSet;
use std::net::IpAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use store::{GeoAuthorisation, GeoLicence, GeoLicenceType, Store, StoreError};

/// Authorisations one session may ask for per minute.
pub const AUTHORISATIONS_PER_MINUTE: u32 = 30;
/// Packets one licence may collect per minute.
pub const COLLECTIONS_PER_MINUTE: u32 = 60;
/// Longest licence key accepted.
const MAX_LICENCE_KEY_BYTES: usize = 128;
/// Prefix of licence keys.
const LICENCE_PREFIX: &str = "gl_";

/// A licence handed to the client.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IssuedLicence {
    /// The secret key (only its hash is stored).
    pub key: String,
    pub expires_at: DateTime<Utc>,
}

/// Why no licence was issued.
#[derive(Debug, thiserror::Error)]
pub enum LicenceError {
    /// The provider is switched off.
    #[error("the location service is unavailable")]
    Unavailable,
    /// The licence to refetch is not one of this session's.
    #[error("the licence is not one of this session's")]
    UnknownLicence,
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// The collector's request body.
#[derive(Debug, Clone, PartialEq, serde::Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CollectRequest {
    pub license_key: String,
    pub latitude: f64,
    pub longitude: f64,
    /// Metres.
    pub accuracy: f64,
    pub source: PositionSource,
}

/// Why the collector produced no packet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CollectRefusal {
    pub error: CollectorError,
    pub message: String,
}

impl From<CollectorError> for CollectRefusal {
    fn from(error: CollectorError) -> Self {
        Self {
            error,
            message: error.message().to_owned(),
        }
    }
}

/// Who is asking for an authorisation.
#[derive(Debug, Clone, Copy)]
pub struct PacketOwner<'a> {
    pub user: &'a UserId,
    pub session: &'a SessionId,
    /// The account's region (ISO 3166-2).
    pub account_region: &'a str,
}

/// A successful authorisation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Authorised {
    pub region: String,
    pub expires_at: DateTime<Utc>,
    /// When the client should check again (80 % of the lifetime).
    pub refresh_at: DateTime<Utc>,
}

/// A geolocation compliance provider.
#[async_trait]
pub trait GeolocationProvider: Send + Sync {
    /// Whether the provider is up (the collector answers 604 when it is not).
    fn is_available(&self) -> bool;

    /// Issues a licence bound to `user`'s `session`.
    async fn issue_licence(
        &self,
        user: &UserId,
        session: &SessionId,
        licence_type: GeoLicenceType,
        now: DateTime<Utc>,
    ) -> Result<IssuedLicence, LicenceError>;

    /// Issues a fresh licence in place of `current_key` (expired or not), which must be one of
    /// this session's.
    async fn refetch_licence(
        &self,
        current_key: &str,
        user: &UserId,
        session: &SessionId,
        licence_type: GeoLicenceType,
        now: DateTime<Utc>,
    ) -> Result<IssuedLicence, LicenceError>;

    /// Collects a position with a licence and answers the signed packet.
    async fn collect(
        &self,
        request: &CollectRequest,
        ip: Option<IpAddr>,
        now: DateTime<Utc>,
    ) -> Result<String, CollectRefusal>;

    /// Verifies a packet and decides; a success is stored for the session. The errors come
    /// most important first.
    async fn authorise(
        &self,
        packet: &str,
        owner: PacketOwner<'_>,
        now: DateTime<Utc>,
    ) -> Result<Authorised, Vec<GeoErrorKind>>;

    /// Where a packet of `user`'s `session` places the client, deciding and storing nothing:
    /// its nonce is not spent (it may be the packet just authorised) and no rule but the
    /// signature, its age and its owner is applied. `Area::Region` for a region the product
    /// knows (operating or not); an error when the packet is not a fresh, genuine packet of
    /// this session or the provider is down.
    fn locate(
        &self,
        packet: &str,
        user: &UserId,
        session: &SessionId,
        now: DateTime<Utc>,
    ) -> Result<Area, GeoErrorKind>;
}

/// The built-in provider: licences and authorisations in the store, packets signed with
/// `GEO_SIGNING_KEY`, regions from [`Boundaries`].
pub struct BuiltIn {
    config: GeoConfig,
    store: Arc<dyn Store>,
    available: AtomicBool,
    production: bool,
    in_flight: Mutex<HashSet<String>>,
    collections: TokenBuckets,
    authorisations: TokenBuckets,
}

impl BuiltIn {
    /// A provider over `store`; `production` refuses fixed (dev-tools) positions.
    pub fn new(config: GeoConfig, store: Arc<dyn Store>, production: bool) -> Self {
        Self {
            available: AtomicBool::new(config.service_on),
            config,
            store,
            production,
            in_flight: Mutex::new(HashSet::new()),
            collections: TokenBuckets::per_minute(COLLECTIONS_PER_MINUTE),
            authorisations: TokenBuckets::per_minute(AUTHORISATIONS_PER_MINUTE),
        }
    }

    fn duration(d: std::time::Duration) -> Duration {
        Duration::from_std(d).unwrap_or(Duration::MAX)
    }

    async fn licence_for_key(&self, key: &str) -> Result<Option<GeoLicence>, StoreError> {
        if !key.starts_with(LICENCE_PREFIX) || key.len() > MAX_LICENCE_KEY_BYTES {
            return Ok(None);
        }
        self.store
            .geo_licence(&crate::tokens::hash_secret(key))
            .await
    }

    /// Claims the right to collect with `licence` (one collection at a time).
    fn claim(&self, licence: &str) -> Option<InFlight<'_>> {
        let mut set = self.in_flight.lock().unwrap_or_else(|e| e.into_inner());
        set.insert(licence.to_owned()).then(|| InFlight {
            set: &self.in_flight,
            licence: licence.to_owned(),
        })
    }

    async fn decide(
        &self,
        payload: &PacketPayload,
        position: &Position,
        owner: PacketOwner<'_>,
        now: DateTime<Utc>,
    ) -> Result<(Vec<GeoErrorKind>, Option<&'static str>), String> {
        let boundaries = Boundaries::shared()?;
        let located = boundaries.locate(position, self.config.border_meters);
        let ip_flag = payload
            .ip
            .as_deref()
            .and_then(|ip| ip.parse::<IpAddr>().ok())
            .and_then(|ip| self.config.vpn_list.flag(ip));
        let previous = self
            .store
            .last_geo_fix(owner.user)
            .await
            .map_err(|e| e.to_string())?;
        let teleported = previous
            .and_then(|fix| {
                Position::new(fix.latitude, fix.longitude, fix.accuracy_meters)
                    .ok()
                    .map(|position| Fix {
                        position,
                        at: fix.at,
                    })
            })
            .is_some_and(|previous| {
                let next = Fix {
                    position: *position,
                    at: now,
                };
                is_teleport(&previous, &next, self.config.max_speed_kmh)
            });
        let errors = decide(&LocationFacts {
            area: located.area,
            neighbours: &located.neighbours,
            ip_flag,
            teleported,
            account_region: owner.account_region,
        });
        let region = match located.area {
            domain::geolocation::Area::Region(r) => Some(r.code),
            _ => None,
        };
        Ok((errors, region))
    }
}

/// A collection in progress; dropping it frees the licence.
struct InFlight<'a> {
    set: &'a Mutex<HashSet<String>>,
    licence: String,
}

impl Drop for InFlight<'_> {
    fn drop(&mut self) {
        let mut set = self.set.lock().unwrap_or_else(|e| e.into_inner());
        set.remove(&self.licence);
    }
}

fn server_error(context: &str, cause: impl std::fmt::Display) -> Vec<GeoErrorKind> {
    tracing::error!(%cause, "{context}");
    vec![GeoErrorKind::ServerError]
}

#[async_trait]
impl GeolocationProvider for BuiltIn {
    fn is_available(&self) -> bool {
        self.available.load(Ordering::Relaxed)
    }

    async fn issue_licence(
        &self,
        user: &UserId,
        session: &SessionId,
        licence_type: GeoLicenceType,
        now: DateTime<Utc>,
    ) -> Result<IssuedLicence, LicenceError> {
        if !self.is_available() {
            return Err(LicenceError::Unavailable);
        }
        let key = format!("{LICENCE_PREFIX}{}", crate::tokens::random_token());
        let licence = GeoLicence {
            id: ulid::Ulid::new().to_string(),
            key_hash: crate::tokens::hash_secret(&key),
            user_id: user.clone(),
            session_id: session.clone(),
            licence_type,
            created_at: now,
            expires_at: now + Self::duration(self.config.licence_ttl),
        };
        self.store.insert_geo_licence(&licence).await?;
        Ok(IssuedLicence {
            key,
            expires_at: licence.expires_at,
        })
    }

    async fn refetch_licence(
        &self,
        current_key: &str,
        user: &UserId,
        session: &SessionId,
        licence_type: GeoLicenceType,
        now: DateTime<Utc>,
    ) -> Result<IssuedLicence, LicenceError> {
        let current = self.licence_for_key(current_key).await?;
        if !current.is_some_and(|l| &l.user_id == user && &l.session_id == session) {
            return Err(LicenceError::UnknownLicence);
        }
        self.issue_licence(user, session, licence_type, now).await
    }

    async fn collect(
        &self,
        request: &CollectRequest,
        ip: Option<IpAddr>,
        now: DateTime<Utc>,
    ) -> Result<String, CollectRefusal> {
        if !self.is_available() {
            return Err(CollectorError::ServiceUnavailable.into());
        }
        let unavailable = |context: &str, e: StoreError| {
            tracing::error!(error = %e, "{context}");
            CollectRefusal::from(CollectorError::ServiceUnavailable)
        };
        let licence = self
            .licence_for_key(&request.license_key)
            .await
            .map_err(|e| unavailable("read geo licence", e))?
            .ok_or(CollectorError::LicenseInvalid)?;
        if licence.expires_at <= now {
            return Err(CollectorError::LicenseExpired.into());
        }
        let session = self
            .store
            .session(&licence.session_id)
            .await
            .map_err(|e| unavailable("read session of a geo licence", e))?;
        if !session.is_some_and(|s| s.is_live(now)) {
            return Err(CollectRefusal {
                error: CollectorError::LicenseInvalid,
                message: "The session this licence belongs to has ended.".into(),
            });
        }
        let position = Position::new(request.latitude, request.longitude, request.accuracy)
            .map_err(|e| CollectRefusal {
                error: CollectorError::InvalidPosition,
                message: format!("The position is not valid: {e}."),
            })?;
        if request.source == PositionSource::Fixed && self.production {
            return Err(CollectRefusal {
                error: CollectorError::InvalidPosition,
                message: "Fixed positions are accepted only outside production.".into(),
            });
        }
        let Some(_guard) = self.claim(&licence.id) else {
            return Err(CollectorError::RequestInProgress.into());
        };
        if self.collections.try_acquire(&licence.id, 1, now).is_err() {
            return Err(CollectRefusal {
                error: CollectorError::RequestInProgress,
                message: "Too many location checks with this licence. Please wait a minute.".into(),
            });
        }
        let payload = PacketPayload {
            licence_id: licence.id,
            user_id: licence.user_id.as_str().to_owned(),
            session_id: licence.session_id.as_str().to_owned(),
            lat: position.latitude(),
            lon: position.longitude(),
            accuracy: position.accuracy_meters(),
            source: request.source,
            ip: ip.map(|ip| ip.to_string()),
            collected_at: now.timestamp_millis(),
            nonce: crate::tokens::random_token(),
        };
        Ok(payload.sign(self.config.signing_key.0.as_bytes()))
    }

    async fn authorise(
        &self,
        packet: &str,
        owner: PacketOwner<'_>,
        now: DateTime<Utc>,
    ) -> Result<Authorised, Vec<GeoErrorKind>> {
        if self
            .authorisations
            .try_acquire(owner.session.as_str(), 1, now)
            .is_err()
        {
            return Err(vec![GeoErrorKind::RateLimited]);
        }
        if !self.is_available() {
            return Err(vec![GeoErrorKind::ServerError]);
        }
        let payload = PacketPayload::verify(packet, self.config.signing_key.0.as_bytes(), now)
            .map_err(|e| vec![e.kind()])?;
        if payload.user_id != owner.user.as_str() || payload.session_id != owner.session.as_str() {
            return Err(vec![GeoErrorKind::PacketInvalid]);
        }
        let position = payload
            .position()
            .map_err(|_| vec![GeoErrorKind::PacketInvalid])?;
        let collected_at = payload
            .collected_at()
            .ok_or_else(|| vec![GeoErrorKind::PacketInvalid])?;
        let keep_until =
            collected_at + Duration::seconds(MAX_PACKET_AGE_SECONDS + MAX_CLOCK_SKEW_SECONDS);
        let fresh = self
            .store
            .spend_geo_nonce(&payload.nonce, keep_until, now)
            .await
            .map_err(|e| server_error("spend geo packet nonce", e))?;
        if !fresh {
            return Err(vec![GeoErrorKind::PacketReplayed]);
        }
        let (errors, region) = self
            .decide(&payload, &position, owner, now)
            .await
            .map_err(|e| server_error("decide geo packet", e))?;
        let Some(region) = region.filter(|_| errors.is_empty()) else {
            return Err(errors);
        };
        let ttl = Self::duration(self.config.auth_ttl);
        let expires_at = now + ttl;
        let authorisation = GeoAuthorisation {
            session_id: owner.session.clone(),
            user_id: owner.user.clone(),
            region: region.to_owned(),
            latitude: position.latitude(),
            longitude: position.longitude(),
            accuracy_meters: position.accuracy_meters(),
            ip: payload.ip.clone(),
            authorised_at: now,
            expires_at,
        };
        self.store
            .save_geo_authorisation(&authorisation)
            .await
            .map_err(|e| server_error("save geo authorisation", e))?;
        Ok(Authorised {
            region: region.to_owned(),
            expires_at,
            refresh_at: now + ttl * 4 / 5,
        })
    }

    fn locate(
        &self,
        packet: &str,
        user: &UserId,
        session: &SessionId,
        now: DateTime<Utc>,
    ) -> Result<Area, GeoErrorKind> {
        if !self.is_available() {
            return Err(GeoErrorKind::ServerError);
        }
        let payload = PacketPayload::verify(packet, self.config.signing_key.0.as_bytes(), now)
            .map_err(|e| e.kind())?;
        if payload.user_id != user.as_str() || payload.session_id != session.as_str() {
            return Err(GeoErrorKind::PacketInvalid);
        }
        let position = payload
            .position()
            .map_err(|_| GeoErrorKind::PacketInvalid)?;
        let boundaries = Boundaries::shared().map_err(|cause| {
            tracing::error!(%cause, "load location boundaries");
            GeoErrorKind::ServerError
        })?;
        Ok(boundaries.locate(&position, self.config.border_meters).area)
    }
}
