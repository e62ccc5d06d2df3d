//! Location verification over GraphQL (contract `geo.md`): licences, packet authorisation
//! and the public IP check. Licences and authorisations need a logged-in session; refusals
//! are answered in `errors` (never UNAUTHORIZED_REGION: the client ignores that code for
//! these operations and needs the geo errors).

use super::context::{request, require_user, state};
use super::errors;
use crate::location::{LicenceError, PacketOwner};
use async_graphql::{Context, Enum, InputObject, Object, Result, SimpleObject};
use chrono::{DateTime, Utc};
use domain::geolocation::{GeoErrorKind, Position};
use store::GeoLicenceType as StoredLicenceType;

/// The kind of licence.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum GeoLicenseType {
    /// The installed location client.
    Regular,
    /// The browser's geolocation API.
    Browser,
}

impl From<GeoLicenseType> for StoredLicenceType {
    fn from(t: GeoLicenseType) -> Self {
        match t {
            GeoLicenseType::Regular => StoredLicenceType::Regular,
            GeoLicenseType::Browser => StoredLicenceType::Browser,
        }
    }
}

/// How the client presents a location error.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum GeoDisplayType {
    ContactSupport,
    DeviceRooted,
    InExclusionBoundary,
    OutsideActiveOrValidRegion,
    Troubleshoot,
    VersionOutdated,
}

impl From<domain::geolocation::GeoDisplayType> for GeoDisplayType {
    fn from(t: domain::geolocation::GeoDisplayType) -> Self {
        use domain::geolocation::GeoDisplayType as D;
        match t {
            D::ContactSupport => Self::ContactSupport,
            D::DeviceRooted => Self::DeviceRooted,
            D::InExclusionBoundary => Self::InExclusionBoundary,
            D::OutsideActiveOrValidRegion => Self::OutsideActiveOrValidRegion,
            D::Troubleshoot => Self::Troubleshoot,
            D::VersionOutdated => Self::VersionOutdated,
        }
    }
}

/// Where the client is, for the licence (optional; validated when given).
#[derive(Debug, Clone, InputObject)]
pub struct GeolocationParamsInput {
    pub latitude: Option<f64>,
    pub longitude: Option<f64>,
    /// Metres.
    pub accuracy: Option<f64>,
    /// ISO 3166-2 of a region-specific fixed coordinate (dev tools), e.g. `US-NJ`.
    pub region: Option<String>,
}

/// One location error.
#[derive(Debug, Clone, SimpleObject)]
pub struct GeoError {
    pub code: i32,
    /// e.g. `OUT_OF_BOUNDARY`.
    pub name: String,
    pub message: String,
    pub display_type: GeoDisplayType,
    /// Lower shows first.
    pub priority: i32,
}

impl From<GeoErrorKind> for GeoError {
    fn from(e: GeoErrorKind) -> Self {
        Self {
            code: i32::from(e.code()),
            name: e.name().to_owned(),
            message: e.message().to_owned(),
            display_type: e.display_type().into(),
            priority: i32::from(e.priority()),
        }
    }
}

/// A licence key, or why there is none.
#[derive(Debug, Clone, SimpleObject)]
pub struct GeoLicense {
    pub license_key: Option<String>,
    pub errors: Vec<GeoError>,
}

/// The outcome of an authorisation: empty `errors` is success.
#[derive(Debug, Clone, SimpleObject)]
pub struct GeoAuthorization {
    pub errors: Vec<GeoError>,
    pub expires_at: Option<DateTime<Utc>>,
    pub refresh_at: Option<DateTime<Utc>>,
    /// ISO 3166-2 of the authorised region, null on failure.
    pub region: Option<String>,
}

/// The client address the server sees.
#[derive(Debug, Clone, SimpleObject)]
pub struct PublicIp {
    pub ip_address: Option<String>,
}

/// Location queries.
#[derive(Default)]
pub struct LocationQuery;

#[Object]
impl LocationQuery {
    /// The client IP address the server sees (visitors too).
    async fn public_ip_check(&self, ctx: &Context<'_>) -> Result<PublicIp> {
        Ok(PublicIp {
            ip_address: request(ctx)?.location.ip.map(|ip| ip.to_string()),
        })
    }
}

/// Location mutations.
#[derive(Default)]
pub struct LocationMutation;

fn validate_params(params: Option<&GeolocationParamsInput>) -> Result<()> {
    let Some(p) = params else { return Ok(()) };
    match (p.latitude, p.longitude) {
        (Some(lat), Some(lon)) => {
            Position::new(lat, lon, p.accuracy.unwrap_or(1.0))
                .map_err(|e| errors::bad_user_input(format!("geolocationParams: {e}")))?;
        }
        (None, None) if p.accuracy.is_none() => {}
        _ => {
            return Err(errors::bad_user_input(
                "geolocationParams needs latitude and longitude together (accuracy with them)",
            ));
        }
    }
    if let Some(region) = &p.region
        && domain::region::find(region).is_none()
    {
        return Err(errors::bad_user_input(
            "geolocationParams.region must be an ISO 3166-2 code we know, e.g. US-NJ",
        ));
    }
    Ok(())
}

fn licence_answer(
    result: Result<crate::location::IssuedLicence, LicenceError>,
) -> Result<GeoLicense> {
    match result {
        Ok(licence) => Ok(GeoLicense {
            license_key: Some(licence.key),
            errors: Vec::new(),
        }),
        Err(LicenceError::Unavailable) => Ok(GeoLicense {
            license_key: None,
            errors: vec![GeoErrorKind::ServerError.into()],
        }),
        Err(LicenceError::UnknownLicence) => Err(errors::bad_user_input(
            "currentLicenseKey is not a licence of this session",
        )),
        Err(LicenceError::Store(e)) => Err(errors::internal("geo licence", e)),
    }
}

#[Object]
impl LocationMutation {
    /// A licence for this session's location checks (login required).
    async fn geolocation_get_api_token(
        &self,
        ctx: &Context<'_>,
        geolocation_params: Option<GeolocationParamsInput>,
        license_type: GeoLicenseType,
    ) -> Result<GeoLicense> {
        validate_params(geolocation_params.as_ref())?;
        let (user, session) = require_user(ctx)?;
        let state = state(ctx)?;
        let location = &state.location;
        let now = state.clock.now();
        licence_answer(
            location
                .provider
                .issue_licence(user, session, license_type.into(), now)
                .await,
        )
    }

    /// A fresh licence in place of `currentLicenseKey` (expired or not), which must be one of
    /// this session's (login required).
    async fn geolocation_force_refetch_license(
        &self,
        ctx: &Context<'_>,
        current_license_key: String,
        license_type: GeoLicenseType,
    ) -> Result<GeoLicense> {
        let (user, session) = require_user(ctx)?;
        let state = state(ctx)?;
        let location = &state.location;
        let now = state.clock.now();
        licence_answer(
            location
                .provider
                .refetch_licence(
                    &current_license_key,
                    user,
                    session,
                    license_type.into(),
                    now,
                )
                .await,
        )
    }

    /// Verifies a geo packet and authorises this session's location (login required).
    async fn geolocation_authorize_geo_packet(
        &self,
        ctx: &Context<'_>,
        geo_packet: String,
    ) -> Result<GeoAuthorization> {
        let (user, session) = require_user(ctx)?;
        let state = state(ctx)?;
        let account = super::account::load_user(ctx, user).await?;
        let now = state.clock.now();
        let owner = PacketOwner {
            user,
            session,
            account_region: &account.region,
        };
        let outcome = state
            .location
            .provider
            .authorise(&geo_packet, owner, now)
            .await;
        if outcome.is_ok() {
            crate::betslip::gate_changed(state, user);
        }
        Ok(match outcome {
            Ok(ok) => GeoAuthorization {
                errors: Vec::new(),
                expires_at: Some(ok.expires_at),
                refresh_at: Some(ok.refresh_at),
                region: Some(ok.region),
            },
            Err(kinds) => GeoAuthorization {
                errors: kinds.into_iter().map(GeoError::from).collect(),
                expires_at: None,
                refresh_at: None,
                region: None,
            },
        })
    }
}
