//! Location verification (see `docs/product/responsible-gaming-and-location.md`): a compliance
//! provider behind [`GeolocationProvider`], its built-in implementation ([`provider::BuiltIn`]),
//! the collector endpoint `POST /geo/v1/packets` ([`collector`]) and the enforcement check
//! [`require_authorised`] that wagers call, and [`verified_location`], the verified place that
//! takes precedence over the IP's region wherever the server asks where a bettor is.
//!
//! Flow: the client gets a licence (GraphQL), posts its position to the collector with it and
//! receives a signed packet, then has the server authorise the packet (GraphQL). A successful
//! authorisation is stored for the session until it expires.

pub mod boundaries;
pub mod collector;
pub mod config;
pub mod provider;

pub use provider::{
    Authorised, CollectRefusal, CollectRequest, GeolocationProvider, IssuedLicence, LicenceError,
    PacketOwner,
};

use crate::state::AppState;
use chrono::{DateTime, Utc};
use domain::geolocation::Area;
use domain::ids::{SessionId, UserId};
use domain::region::Region;
use std::sync::Arc;

/// The location service of the application state. Its "now" is the application's one clock,
/// `AppState::clock` (callers pass it in), so moving that clock in a test ages packets,
/// licences and authorisations together with everything else.
#[derive(Clone)]
pub struct Location {
    pub provider: Arc<dyn GeolocationProvider>,
}

impl Location {
    /// The built-in provider over `store` with `config`'s location settings.
    pub fn built_in(config: &crate::config::Config, store: Arc<dyn store::Store>) -> Self {
        let production = config.env.is_production();
        Self {
            provider: Arc::new(provider::BuiltIn::new(
                config.geo.clone(),
                store,
                production,
            )),
        }
    }
}

/// A valid location authorisation of a session.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Authorisation {
    /// ISO 3166-2 of the authorised region (the account's).
    pub region: String,
    pub expires_at: DateTime<Utc>,
}

/// Why a session may not wager from where it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum LocationRefusal {
    /// The session never had its location verified.
    #[error("location not verified")]
    NotVerified,
    /// The last authorisation has expired.
    #[error("location authorisation expired")]
    Expired,
    /// The authorised region is not (or no longer) the account's operating region.
    #[error("location authorised for another region")]
    OtherRegion,
    /// The location provider is down: nothing is accepted.
    #[error("location service unavailable")]
    ServiceUnavailable,
    /// The authorisation could not be read (logged): refused rather than guessed.
    #[error("location authorisation unreadable")]
    StoreUnavailable,
}

impl LocationRefusal {
    /// What the bettor reads (the betslip's location message).
    pub fn message(self) -> &'static str {
        "We need to verify your location before you proceed. Please Check Location."
    }
}

/// Whether `session` may wager now: it holds an unexpired authorisation, for its account's
/// region, and that region is an operating one. Placing bets, cashing out and launching
/// casino games call this; browsing and depositing do not. While the provider is down every
/// session is refused, whatever was authorised before.
pub async fn require_authorised(
    state: &AppState,
    session_id: &SessionId,
    now: DateTime<Utc>,
) -> Result<Authorisation, LocationRefusal> {
    let authorisation = authorisation(state, session_id, now).await?;
    let user = state
        .store
        .user_by_id(&authorisation.user_id)
        .await
        .map_err(unreadable)?
        .ok_or(LocationRefusal::NotVerified)?;
    for_region(authorisation, &user)
}

/// [`require_authorised`] for a caller that read the session's account holder `user` already.
pub async fn require_authorised_for(
    state: &AppState,
    session_id: &SessionId,
    user: &store::User,
    now: DateTime<Utc>,
) -> Result<Authorisation, LocationRefusal> {
    let authorisation = authorisation(state, session_id, now).await?;
    if authorisation.user_id != user.id {
        return Err(LocationRefusal::NotVerified);
    }
    for_region(authorisation, user)
}

/// [`require_authorised_for`] for a caller that read the session's authorisation too
/// (`None`: the session has none).
pub fn require_authorised_by(
    state: &AppState,
    authorisation: Option<store::GeoAuthorisation>,
    user: &store::User,
    now: DateTime<Utc>,
) -> Result<Authorisation, LocationRefusal> {
    let authorisation = unexpired(state, authorisation, now)?;
    if authorisation.user_id != user.id {
        return Err(LocationRefusal::NotVerified);
    }
    for_region(authorisation, user)
}

fn unreadable(e: store::StoreError) -> LocationRefusal {
    tracing::error!(error = %e, "read location authorisation");
    LocationRefusal::StoreUnavailable
}

/// The session's unexpired authorisation, while the provider is up.
async fn authorisation(
    state: &AppState,
    session_id: &SessionId,
    now: DateTime<Utc>,
) -> Result<store::GeoAuthorisation, LocationRefusal> {
    if !state.location.provider.is_available() {
        return Err(LocationRefusal::ServiceUnavailable);
    }
    let read = state
        .store
        .geo_authorisation(session_id)
        .await
        .map_err(unreadable)?;
    unexpired(state, read, now)
}

/// The authorisation `read` when there is one, it has not expired and the provider is up.
fn unexpired(
    state: &AppState,
    read: Option<store::GeoAuthorisation>,
    now: DateTime<Utc>,
) -> Result<store::GeoAuthorisation, LocationRefusal> {
    if !state.location.provider.is_available() {
        return Err(LocationRefusal::ServiceUnavailable);
    }
    let authorisation = read.ok_or(LocationRefusal::NotVerified)?;
    if authorisation.expires_at <= now {
        return Err(LocationRefusal::Expired);
    }
    Ok(authorisation)
}

/// An authorisation counts for an operating region that is the account's own.
fn for_region(
    authorisation: store::GeoAuthorisation,
    user: &store::User,
) -> Result<Authorisation, LocationRefusal> {
    let operating = domain::region::find(&authorisation.region).is_some_and(|r| r.operating);
    if !operating || !authorisation.region.eq_ignore_ascii_case(&user.region) {
        return Err(LocationRefusal::OtherRegion);
    }
    Ok(Authorisation {
        region: authorisation.region,
        expires_at: authorisation.expires_at,
    })
}

/// Where a location check placed the bettor.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verified {
    /// Inside a region the product knows (operating or not).
    In(&'static Region),
    /// Outside every region the product knows (another country, or water).
    Elsewhere,
}

impl Verified {
    /// The region when it is one the operator is licensed in.
    pub fn operating_region(self) -> Option<&'static Region> {
        match self {
            Verified::In(region) if region.operating => Some(region),
            _ => None,
        }
    }

    /// The region, operating or not.
    pub fn region(self) -> Option<&'static Region> {
        match self {
            Verified::In(region) => Some(region),
            Verified::Elsewhere => None,
        }
    }
}

/// Where `session` verifiably is, which takes precedence over the region of the request's
/// IP: the place of `packet` when it is a fresh, genuine packet of this session (read only:
/// it may be the packet just authorised), otherwise the session's unexpired location
/// authorisation. `None` (the caller falls back to the IP) for visitors, for a packet that is
/// not valid (too old, forged, another session's) with no authorisation to fall back on, and
/// while the provider is down.
pub async fn verified_location(
    state: &AppState,
    session: Option<(&UserId, &SessionId)>,
    packet: Option<&str>,
    now: DateTime<Utc>,
) -> Option<Verified> {
    let (user, session) = session?;
    if let Some(packet) = packet {
        match state.location.provider.locate(packet, user, session, now) {
            Ok(Area::Region(region)) => return Some(Verified::In(region)),
            Ok(Area::Unserved | Area::Nowhere) => return Some(Verified::Elsewhere),
            Err(kind) => tracing::debug!(error = kind.name(), "geo packet not used"),
        }
    }
    let authorisation = require_authorised(state, session, now).await.ok()?;
    domain::region::find(&authorisation.region).map(Verified::In)
}
