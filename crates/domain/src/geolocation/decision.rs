//! The authorisation decision: from what is known about one verified position to the errors
//! the bettor sees (empty: authorised).

use super::errors::GeoErrorKind;
use super::ip_list::IpFlag;
use crate::region::Region;

/// Where a point lies according to the shipped boundaries.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Area {
    /// A US state or Canadian province/territory the product knows.
    Region(&'static Region),
    /// Land of another country, or a subdivision the product does not know.
    Unserved,
    /// No land at all (water, or outside every boundary).
    Nowhere,
}

impl Area {
    fn is_operating(self) -> bool {
        matches!(self, Area::Region(r) if r.operating)
    }
}

/// What the server established about one authentic, fresh, unused packet.
#[derive(Debug, Clone)]
pub struct LocationFacts<'a> {
    /// The area of the position itself.
    pub area: Area,
    /// Other areas within the exclusion distance of the position (never `Nowhere`: a
    /// coastline is not a border).
    pub neighbours: &'a [Area],
    /// What the client address is flagged as on the VPN/proxy list.
    pub ip_flag: Option<IpFlag>,
    /// Whether the move from the last authorised position was faster than travel allows.
    pub teleported: bool,
    /// The account's region (ISO 3166-2).
    pub account_region: &'a str,
}

/// The errors for `facts`, most important first; empty means authorised.
///
/// A position in no area is `NO_DATA_FOR_BOUNDARY`. Near a border that touches an operating
/// region the side cannot be trusted, so the answer is `IN_EXCLUSION_BOUNDARY` instead of a
/// region verdict. Otherwise a position outside the operating regions is `OUT_OF_BOUNDARY`,
/// and one in an operating region other than the account's is
/// `USER_IN_DIFFERENT_VALID_REGION`. VPN/proxy and teleport findings are added to any of these.
pub fn decide(facts: &LocationFacts<'_>) -> Vec<GeoErrorKind> {
    let mut errors = Vec::new();
    match facts.ip_flag {
        Some(IpFlag::Vpn | IpFlag::Hosting) => errors.push(GeoErrorKind::Vpn),
        Some(IpFlag::Proxy) => errors.push(GeoErrorKind::Proxy),
        None => {}
    }
    if facts.teleported {
        errors.push(GeoErrorKind::Teleported);
    }
    let near_border = facts.neighbours.iter().any(|n| *n != facts.area);
    let operating_involved =
        facts.area.is_operating() || facts.neighbours.iter().any(|n| n.is_operating());
    match facts.area {
        Area::Nowhere => errors.push(GeoErrorKind::NoDataForBoundary),
        _ if near_border && operating_involved => errors.push(GeoErrorKind::InExclusionBoundary),
        Area::Region(r) if r.operating => {
            if !r.code.eq_ignore_ascii_case(facts.account_region) {
                errors.push(GeoErrorKind::UserInDifferentValidRegion);
            }
        }
        Area::Region(_) | Area::Unserved => errors.push(GeoErrorKind::OutOfBoundary),
    }
    errors.sort_by_key(|e| (e.priority(), e.code()));
    errors
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::region::find;
    use GeoErrorKind::*;

    fn region(code: &str) -> Area {
        Area::Region(find(code).unwrap())
    }

    fn facts<'a>(area: Area, neighbours: &'a [Area]) -> LocationFacts<'a> {
        LocationFacts {
            area,
            neighbours,
            ip_flag: None,
            teleported: false,
            account_region: "US-NJ",
        }
    }

    #[test]
    fn inside_the_account_region_is_authorised() {
        assert_eq!(decide(&facts(region("US-NJ"), &[])), vec![]);
        assert_eq!(decide(&facts(region("us-nj"), &[])), vec![]);
    }

    #[test]
    fn region_verdicts() {
        assert!(!find("US-DE").unwrap().operating);
        assert_eq!(decide(&facts(region("US-DE"), &[])), vec![OutOfBoundary]);
        assert_eq!(decide(&facts(Area::Unserved, &[])), vec![OutOfBoundary]);
        assert_eq!(decide(&facts(Area::Nowhere, &[])), vec![NoDataForBoundary]);
        assert_eq!(
            decide(&facts(region("US-PA"), &[])),
            vec![UserInDifferentValidRegion]
        );
    }

    #[test]
    fn borders() {
        let pa = [region("US-PA")];
        assert_eq!(
            decide(&facts(region("US-NJ"), &pa)),
            vec![InExclusionBoundary]
        );
        // The other side of the same river: still the exclusion zone, not a region change.
        assert_eq!(
            decide(&facts(region("US-PA"), &[region("US-NJ")])),
            vec![InExclusionBoundary]
        );
        // A neighbour that is the same area is no border.
        assert_eq!(decide(&facts(region("US-NJ"), &[region("US-NJ")])), vec![]);
        // Between two unserved areas the verdict stays out of boundary.
        assert_eq!(
            decide(&facts(Area::Unserved, &[region("US-CA")])),
            vec![OutOfBoundary]
        );
        // Near another country's land: the exclusion zone too.
        assert_eq!(
            decide(&facts(region("CA-ON"), &[Area::Unserved])),
            vec![InExclusionBoundary]
        );
    }

    #[test]
    fn network_and_travel_findings_add_up_in_priority_order() {
        let mut f = facts(region("US-NY"), &[]);
        f.ip_flag = Some(IpFlag::Proxy);
        f.teleported = true;
        assert_eq!(
            decide(&f),
            vec![UserInDifferentValidRegion, Proxy, Teleported]
        );
        let mut f = facts(region("US-NJ"), &[]);
        f.ip_flag = Some(IpFlag::Hosting);
        assert_eq!(decide(&f), vec![Vpn]);
        f.ip_flag = Some(IpFlag::Vpn);
        assert_eq!(decide(&f), vec![Vpn]);
    }
}
