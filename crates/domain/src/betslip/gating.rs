//! Gating (docs/product/betslip.md, "Gating"): what stands between the slip's owner and a
//! placement before they try one, carried on the computed slip so the place button and the
//! banners show it at once. A visitor in a region where the product may not take bets gets
//! `ANONYMOUS_REGION`; an account holder gets `GEO` while the session's location is not
//! verified (or the location service is down) and `RG_ACKNOWLEDGEMENT_REQUIRED` while a
//! responsible-gaming acknowledgement is pending. The placement checks the same again.

use super::compute::Slip;
use super::errors::{BetslipError, normalise};

/// Where the session's location stands for wagering.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LocationGate {
    /// An unexpired authorisation for the account's operating region.
    Verified,
    /// Never verified, expired, another region, or unreadable.
    NotVerified,
    /// The location service is down: nobody may wager.
    ServiceUnavailable,
}

/// What the slip's owner brings to gating.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Gate {
    /// A visitor; `region_allows_betting` is the region flag of where the request comes from.
    Visitor { region_allows_betting: bool },
    /// An account holder.
    Account {
        location: LocationGate,
        acknowledgement_required: bool,
    },
}

impl Gate {
    /// The errors this gate puts on the slip, most important first.
    pub fn errors(self) -> Vec<BetslipError> {
        let mut errors = Vec::new();
        match self {
            Gate::Visitor {
                region_allows_betting,
            } => {
                if !region_allows_betting {
                    errors.push(BetslipError::anonymous_region());
                }
            }
            Gate::Account {
                location,
                acknowledgement_required,
            } => {
                if acknowledgement_required {
                    errors.push(BetslipError::rg_acknowledgement_required());
                }
                match location {
                    LocationGate::Verified => {}
                    LocationGate::NotVerified => errors.push(BetslipError::geo_not_verified()),
                    LocationGate::ServiceUnavailable => {
                        errors.push(BetslipError::geo_service_unavailable());
                    }
                }
            }
        }
        errors
    }
}

/// Adds `gate`'s errors to the slip's own errors (sorted by priority, without duplicates).
pub fn apply(slip: &mut Slip, gate: Gate) {
    slip.errors.extend(gate.errors());
    normalise(&mut slip.errors);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::betslip::ErrorCode;

    fn codes(gate: Gate) -> Vec<ErrorCode> {
        gate.errors().iter().map(|e| e.code).collect()
    }

    #[test]
    fn visitors_follow_the_region_flag() {
        assert_eq!(
            codes(Gate::Visitor {
                region_allows_betting: true
            }),
            vec![]
        );
        assert_eq!(
            codes(Gate::Visitor {
                region_allows_betting: false
            }),
            vec![ErrorCode::AnonymousRegion]
        );
    }

    #[test]
    fn account_holders_need_location_and_acknowledgement() {
        let gate = |location, acknowledgement_required| Gate::Account {
            location,
            acknowledgement_required,
        };
        assert_eq!(codes(gate(LocationGate::Verified, false)), vec![]);
        assert_eq!(
            codes(gate(LocationGate::NotVerified, false)),
            vec![ErrorCode::GeoNotVerified]
        );
        assert_eq!(
            codes(gate(LocationGate::ServiceUnavailable, false)),
            vec![ErrorCode::GeoUnavailable]
        );
        // The acknowledgement (priority 1) shows before the location (priority 3).
        assert_eq!(
            codes(gate(LocationGate::NotVerified, true)),
            vec![
                ErrorCode::RgAcknowledgementRequired,
                ErrorCode::GeoNotVerified
            ]
        );
    }

    #[test]
    fn applying_keeps_priority_order_and_drops_duplicates() {
        let mut slip = Slip {
            legs: Vec::new(),
            straight: crate::betslip::Section::default(),
            parlay: crate::betslip::Section::default(),
            teaser: crate::betslip::Section::default(),
            round_robin: crate::betslip::Section::default(),
            groupings: Vec::new(),
            errors: vec![
                BetslipError::odds_changed(),
                BetslipError::geo_not_verified(),
            ],
        };
        apply(
            &mut slip,
            Gate::Account {
                location: LocationGate::NotVerified,
                acknowledgement_required: true,
            },
        );
        let codes: Vec<ErrorCode> = slip.errors.iter().map(|e| e.code).collect();
        assert_eq!(
            codes,
            vec![
                ErrorCode::RgAcknowledgementRequired,
                ErrorCode::OddsChanged,
                ErrorCode::GeoNotVerified
            ]
        );
    }
}
