//! The authorisation errors (codes 701-713) and the collector's errors (601-605) of the
//! location-verification contract, with their display types and priorities.

use serde::Serialize;

/// How the client presents an authorisation error (its display type; see
/// docs/product/responsible-gaming-and-location.md, "Location errors").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum GeoDisplayType {
    ContactSupport,
    DeviceRooted,
    InExclusionBoundary,
    OutsideActiveOrValidRegion,
    Troubleshoot,
    VersionOutdated,
}

/// One reason an authorisation was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum GeoErrorKind {
    /// The position is in a region (or country) the operator does not serve.
    OutOfBoundary,
    /// The position is in an operating region other than the account's.
    UserInDifferentValidRegion,
    /// The position is too close to a border to tell which side it is on.
    InExclusionBoundary,
    /// The client address is a known VPN (or hosting) exit.
    Vpn,
    /// The client address is a known proxy.
    Proxy,
    /// The position moved faster than travel allows since the last authorised one.
    Teleported,
    /// The position is in no known region (at sea, for example).
    NoDataForBoundary,
    /// The packet was altered, belongs to another session, or cannot be read.
    PacketInvalid,
    /// The packet is older than [`crate::geolocation::packet::MAX_PACKET_AGE_SECONDS`].
    PacketExpired,
    /// The packet was authorised (or refused) before.
    PacketReplayed,
    /// Too many authorisations for this session in the last minute.
    RateLimited,
    /// The location service failed or is switched off.
    ServerError,
    /// The licence the packet was collected with has expired.
    LicenseExpired,
}

impl GeoErrorKind {
    /// Every kind, in code order.
    pub const ALL: [GeoErrorKind; 13] = [
        GeoErrorKind::OutOfBoundary,
        GeoErrorKind::UserInDifferentValidRegion,
        GeoErrorKind::InExclusionBoundary,
        GeoErrorKind::Vpn,
        GeoErrorKind::Proxy,
        GeoErrorKind::Teleported,
        GeoErrorKind::NoDataForBoundary,
        GeoErrorKind::PacketInvalid,
        GeoErrorKind::PacketExpired,
        GeoErrorKind::PacketReplayed,
        GeoErrorKind::RateLimited,
        GeoErrorKind::ServerError,
        GeoErrorKind::LicenseExpired,
    ];

    /// The numeric code (701-713).
    pub fn code(self) -> u16 {
        match self {
            GeoErrorKind::OutOfBoundary => 701,
            GeoErrorKind::UserInDifferentValidRegion => 702,
            GeoErrorKind::InExclusionBoundary => 703,
            GeoErrorKind::Vpn => 704,
            GeoErrorKind::Proxy => 705,
            GeoErrorKind::Teleported => 706,
            GeoErrorKind::NoDataForBoundary => 707,
            GeoErrorKind::PacketInvalid => 708,
            GeoErrorKind::PacketExpired => 709,
            GeoErrorKind::PacketReplayed => 710,
            GeoErrorKind::RateLimited => 711,
            GeoErrorKind::ServerError => 712,
            GeoErrorKind::LicenseExpired => 713,
        }
    }

    /// The name the client matches on, e.g. `OUT_OF_BOUNDARY`.
    pub fn name(self) -> &'static str {
        match self {
            GeoErrorKind::OutOfBoundary => "OUT_OF_BOUNDARY",
            GeoErrorKind::UserInDifferentValidRegion => "USER_IN_DIFFERENT_VALID_REGION",
            GeoErrorKind::InExclusionBoundary => "IN_EXCLUSION_BOUNDARY",
            GeoErrorKind::Vpn => "VPN",
            GeoErrorKind::Proxy => "PROXY",
            GeoErrorKind::Teleported => "TELEPORTED",
            GeoErrorKind::NoDataForBoundary => "NO_DATA_FOR_BOUNDARY",
            GeoErrorKind::PacketInvalid => "PACKET_INVALID",
            GeoErrorKind::PacketExpired => "PACKET_EXPIRED",
            GeoErrorKind::PacketReplayed => "PACKET_REPLAYED",
            GeoErrorKind::RateLimited => "RATE_LIMITED",
            GeoErrorKind::ServerError => "SERVER_ERROR",
            GeoErrorKind::LicenseExpired => "LICENSE_EXPIRED",
        }
    }

    /// How the client presents it.
    pub fn display_type(self) -> GeoDisplayType {
        match self {
            GeoErrorKind::OutOfBoundary
            | GeoErrorKind::UserInDifferentValidRegion
            | GeoErrorKind::NoDataForBoundary => GeoDisplayType::OutsideActiveOrValidRegion,
            GeoErrorKind::InExclusionBoundary => GeoDisplayType::InExclusionBoundary,
            GeoErrorKind::PacketInvalid | GeoErrorKind::PacketReplayed => {
                GeoDisplayType::ContactSupport
            }
            GeoErrorKind::Vpn
            | GeoErrorKind::Proxy
            | GeoErrorKind::Teleported
            | GeoErrorKind::PacketExpired
            | GeoErrorKind::RateLimited
            | GeoErrorKind::ServerError
            | GeoErrorKind::LicenseExpired => GeoDisplayType::Troubleshoot,
        }
    }

    /// Lower shows first.
    pub fn priority(self) -> u8 {
        match self {
            GeoErrorKind::OutOfBoundary
            | GeoErrorKind::UserInDifferentValidRegion
            | GeoErrorKind::NoDataForBoundary => 1,
            GeoErrorKind::InExclusionBoundary
            | GeoErrorKind::Vpn
            | GeoErrorKind::Proxy
            | GeoErrorKind::Teleported => 2,
            GeoErrorKind::PacketInvalid
            | GeoErrorKind::PacketExpired
            | GeoErrorKind::PacketReplayed => 3,
            GeoErrorKind::RateLimited
            | GeoErrorKind::ServerError
            | GeoErrorKind::LicenseExpired => 4,
        }
    }

    /// What the bettor reads.
    pub fn message(self) -> &'static str {
        match self {
            GeoErrorKind::OutOfBoundary => {
                "You appear to be outside an area where we offer real-money play."
            }
            GeoErrorKind::UserInDifferentValidRegion => {
                "You appear to be in a different state or province than your account's. Please log in again."
            }
            GeoErrorKind::InExclusionBoundary => {
                "You are too close to a border for us to confirm your location. Please move further inside the state or province and try again."
            }
            GeoErrorKind::Vpn => "A VPN appears to be in use. Please disconnect it and try again.",
            GeoErrorKind::Proxy => "A proxy appears to be in use. Please disable it and try again.",
            GeoErrorKind::Teleported => {
                "Your location changed faster than travel allows. Please try again."
            }
            GeoErrorKind::NoDataForBoundary => {
                "We could not match your position to a state or province."
            }
            GeoErrorKind::PacketInvalid => {
                "An unexpected error has occurred. Contact our support team if you continue to experience these issues."
            }
            GeoErrorKind::PacketExpired => {
                "Your location check took too long. To continue, please try validating your location again."
            }
            GeoErrorKind::PacketReplayed => {
                "This location check was already used. Contact our support team if you continue to experience these issues."
            }
            GeoErrorKind::RateLimited => {
                "Too many location checks. Please wait a minute and try again."
            }
            GeoErrorKind::ServerError => {
                "An unexpected error has occurred. To continue, please try validating your location again."
            }
            GeoErrorKind::LicenseExpired => {
                "Your location licence has expired. Please try validating your location again."
            }
        }
    }
}

/// The error the client shows when several came back: the lowest priority number, the
/// lowest code among equals. `None` for no errors.
pub fn highest_priority(errors: &[GeoErrorKind]) -> Option<GeoErrorKind> {
    errors
        .iter()
        .copied()
        .min_by_key(|e| (e.priority(), e.code()))
}

/// Why the collector (`POST /geo/v1/packets`) did not produce a packet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CollectorError {
    /// The licence key is unknown, malformed or not this caller's.
    LicenseInvalid,
    /// The licence has expired: refetch it and retry once.
    LicenseExpired,
    /// The position or the request body is not valid.
    InvalidPosition,
    /// The service is switched off or failing.
    ServiceUnavailable,
    /// A collection with this licence is already running, or too many were asked for.
    RequestInProgress,
}

impl CollectorError {
    /// The numeric code (601-605).
    pub fn code(self) -> u16 {
        match self {
            CollectorError::LicenseInvalid => 601,
            CollectorError::LicenseExpired => 602,
            CollectorError::InvalidPosition => 603,
            CollectorError::ServiceUnavailable => 604,
            CollectorError::RequestInProgress => 605,
        }
    }

    /// The name the client matches on.
    pub fn name(self) -> &'static str {
        match self {
            CollectorError::LicenseInvalid => "LICENSE_INVALID",
            CollectorError::LicenseExpired => "LICENSE_EXPIRED",
            CollectorError::InvalidPosition => "INVALID_POSITION",
            CollectorError::ServiceUnavailable => "SERVICE_UNAVAILABLE",
            CollectorError::RequestInProgress => "REQUEST_IN_PROGRESS",
        }
    }

    /// The HTTP status of the answer.
    pub fn http_status(self) -> u16 {
        match self {
            CollectorError::LicenseInvalid | CollectorError::LicenseExpired => 403,
            CollectorError::InvalidPosition => 400,
            CollectorError::ServiceUnavailable => 503,
            CollectorError::RequestInProgress => 429,
        }
    }

    /// The default message (handlers may give a more specific one).
    pub fn message(self) -> &'static str {
        match self {
            CollectorError::LicenseInvalid => "The location licence is not valid.",
            CollectorError::LicenseExpired => "The location licence has expired.",
            CollectorError::InvalidPosition => "The position is not valid.",
            CollectorError::ServiceUnavailable => {
                "The location service is unavailable. Please try again later."
            }
            CollectorError::RequestInProgress => {
                "A location check is already in progress. Please wait and try again."
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_matches_the_contract() {
        let rows: Vec<(u16, &str, GeoDisplayType, u8)> = GeoErrorKind::ALL
            .iter()
            .map(|e| (e.code(), e.name(), e.display_type(), e.priority()))
            .collect();
        use GeoDisplayType::*;
        assert_eq!(
            rows,
            vec![
                (701, "OUT_OF_BOUNDARY", OutsideActiveOrValidRegion, 1),
                (
                    702,
                    "USER_IN_DIFFERENT_VALID_REGION",
                    OutsideActiveOrValidRegion,
                    1
                ),
                (703, "IN_EXCLUSION_BOUNDARY", InExclusionBoundary, 2),
                (704, "VPN", Troubleshoot, 2),
                (705, "PROXY", Troubleshoot, 2),
                (706, "TELEPORTED", Troubleshoot, 2),
                (707, "NO_DATA_FOR_BOUNDARY", OutsideActiveOrValidRegion, 1),
                (708, "PACKET_INVALID", ContactSupport, 3),
                (709, "PACKET_EXPIRED", Troubleshoot, 3),
                (710, "PACKET_REPLAYED", ContactSupport, 3),
                (711, "RATE_LIMITED", Troubleshoot, 4),
                (712, "SERVER_ERROR", Troubleshoot, 4),
                (713, "LICENSE_EXPIRED", Troubleshoot, 4),
            ]
        );
        assert!(GeoErrorKind::ALL.iter().all(|e| !e.message().is_empty()));
    }

    #[test]
    fn the_lowest_priority_number_shows() {
        use GeoErrorKind::*;
        assert_eq!(highest_priority(&[]), None);
        assert_eq!(highest_priority(&[Vpn, OutOfBoundary]), Some(OutOfBoundary));
        assert_eq!(
            highest_priority(&[RateLimited, PacketExpired]),
            Some(PacketExpired)
        );
        assert_eq!(highest_priority(&[Teleported, Proxy, Vpn]), Some(Vpn));
        assert_eq!(
            highest_priority(&[NoDataForBoundary, UserInDifferentValidRegion]),
            Some(UserInDifferentValidRegion)
        );
    }

    #[test]
    fn collector_codes() {
        let all = [
            CollectorError::LicenseInvalid,
            CollectorError::LicenseExpired,
            CollectorError::InvalidPosition,
            CollectorError::ServiceUnavailable,
            CollectorError::RequestInProgress,
        ];
        let codes: Vec<(u16, &str, u16)> = all
            .iter()
            .map(|e| (e.code(), e.name(), e.http_status()))
            .collect();
        assert_eq!(
            codes,
            vec![
                (601, "LICENSE_INVALID", 403),
                (602, "LICENSE_EXPIRED", 403),
                (603, "INVALID_POSITION", 400),
                (604, "SERVICE_UNAVAILABLE", 503),
                (605, "REQUEST_IN_PROGRESS", 429),
            ]
        );
    }
}
