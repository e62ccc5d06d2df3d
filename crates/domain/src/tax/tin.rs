//! The winner's taxpayer identification number on a W-2G: a Social Security number (SSN) or
//! an IRS individual taxpayer identification number (ITIN), nine digits written `123-45-6789`
//! or `123456789`. The server seals the digits at rest and shows only the masked form
//! `***-**-6789`; this type's `Debug` is masked too, so a TIN never reaches a log.
//!
//! Rules, on the area (first three digits), group (middle two) and serial (last four):
//! - an area starting with 9 is an ITIN, valid only with a group of 50-65, 70-88, 90-92 or
//!   94-99 (the IRS's ranges);
//! - any other area is an SSN, which the SSA never issues with area 000 or 666;
//! - neither is ever issued with group 00 or serial 0000.

use serde::{Deserialize, Serialize};

/// Which kind of number a TIN is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum TinKind {
    Ssn,
    Itin,
}

impl TinKind {
    /// The stored (and API) code.
    pub fn as_str(self) -> &'static str {
        match self {
            TinKind::Ssn => "SSN",
            TinKind::Itin => "ITIN",
        }
    }

    /// Reads a code.
    pub fn parse(s: &str) -> Option<Self> {
        [TinKind::Ssn, TinKind::Itin]
            .into_iter()
            .find(|k| k.as_str() == s)
    }
}

/// Why a TIN was refused (all about the request's `tin` field).
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum TinError {
    #[error("Enter your Social Security number or ITIN.")]
    Missing,
    #[error("Enter your SSN or ITIN as 9 digits, like 123-45-6789 or 123456789.")]
    Format,
    #[error("This is not a valid Social Security number: none starts with 000 or 666.")]
    SsnArea,
    #[error(
        "This is not a valid ITIN: an ITIN starts with 9 and its middle two digits are 50-65, 70-88, 90-92 or 94-99."
    )]
    ItinGroup,
    #[error("This is not a valid SSN or ITIN: the middle two digits are never 00.")]
    Group,
    #[error("This is not a valid SSN or ITIN: the last four digits are never 0000.")]
    Serial,
}

impl TinError {
    /// The request field the error is about.
    pub fn field(self) -> &'static str {
        "tin"
    }
}

/// A valid SSN or ITIN: nine digits and their kind.
#[derive(Clone, PartialEq, Eq)]
pub struct Tin {
    digits: String,
    kind: TinKind,
}

impl std::fmt::Debug for Tin {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Tin({}, {})", self.kind.as_str(), self.masked())
    }
}

/// The ITIN's middle two digits.
fn itin_group(group: u32) -> bool {
    matches!(group, 50..=65 | 70..=88 | 90..=92 | 94..=99)
}

impl Tin {
    /// Reads `123-45-6789` or `123456789` (surrounding spaces ignored).
    pub fn parse(raw: &str) -> Result<Self, TinError> {
        let raw = raw.trim();
        if raw.is_empty() {
            return Err(TinError::Missing);
        }
        let digits: String = match raw.len() {
            9 => raw.to_owned(),
            11 if raw.get(3..4) == Some("-") && raw.get(6..7) == Some("-") => raw.replace('-', ""),
            _ => return Err(TinError::Format),
        };
        if digits.len() != 9 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(TinError::Format);
        }
        let part = |range: std::ops::Range<usize>| {
            digits
                .get(range)
                .and_then(|s| s.parse::<u32>().ok())
                .ok_or(TinError::Format)
        };
        let (area, group, serial) = (part(0..3)?, part(3..5)?, part(5..9)?);
        let kind = if area >= 900 {
            if group != 0 && !itin_group(group) {
                return Err(TinError::ItinGroup);
            }
            TinKind::Itin
        } else {
            if area == 0 || area == 666 {
                return Err(TinError::SsnArea);
            }
            TinKind::Ssn
        };
        if group == 0 {
            return Err(TinError::Group);
        }
        if serial == 0 {
            return Err(TinError::Serial);
        }
        Ok(Self { digits, kind })
    }

    pub fn kind(&self) -> TinKind {
        self.kind
    }

    /// The nine digits, without dashes: what is sealed, never shown.
    pub fn digits(&self) -> &str {
        &self.digits
    }

    /// The last four digits: all an answer ever carries of it.
    pub fn last_four(&self) -> &str {
        self.digits.get(5..).unwrap_or_default()
    }

    /// `***-**-6789`: how the form and the app print it.
    pub fn masked(&self) -> String {
        mask(self.last_four())
    }
}

/// The masked form of a TIN from its last four digits: `***-**-6789`.
pub fn mask(last_four: &str) -> String {
    format!("***-**-{last_four}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn both_spellings_read_the_same_number() {
        let dashed = Tin::parse("123-45-6789").unwrap();
        let plain = Tin::parse(" 123456789 ").unwrap();
        assert_eq!(dashed, plain);
        assert_eq!(dashed.digits(), "123456789");
        assert_eq!(dashed.kind(), TinKind::Ssn);
        assert_eq!(dashed.last_four(), "6789");
        assert_eq!(dashed.masked(), "***-**-6789");
    }

    #[test]
    fn other_spellings_are_refused() {
        for raw in [
            "12-345-6789",
            "123 45 6789",
            "12345678",
            "1234567890",
            "123-45-678a",
            "１２３456789",
            "123-456789-",
            "+12345678",
        ] {
            assert_eq!(Tin::parse(raw), Err(TinError::Format), "{raw}");
        }
        assert_eq!(Tin::parse("   "), Err(TinError::Missing));
    }

    #[test]
    fn ssns_the_ssa_never_issues_are_refused() {
        assert_eq!(Tin::parse("000-12-3456"), Err(TinError::SsnArea));
        assert_eq!(Tin::parse("666-12-3456"), Err(TinError::SsnArea));
        assert_eq!(Tin::parse("123-00-4567"), Err(TinError::Group));
        assert_eq!(Tin::parse("123-45-0000"), Err(TinError::Serial));
        assert_eq!(Tin::parse("665-12-3456").unwrap().kind(), TinKind::Ssn);
        assert_eq!(Tin::parse("667-12-3456").unwrap().kind(), TinKind::Ssn);
        assert_eq!(Tin::parse("899-99-9999").unwrap().kind(), TinKind::Ssn);
    }

    #[test]
    fn itins_start_with_nine_and_have_the_irs_groups() {
        for group in [50, 65, 70, 88, 90, 92, 94, 99] {
            let tin = Tin::parse(&format!("912-{group}-3456")).unwrap();
            assert_eq!(tin.kind(), TinKind::Itin, "group {group}");
        }
        for group in [1, 10, 49, 66, 69, 89, 93] {
            assert_eq!(
                Tin::parse(&format!("912-{group:02}-3456")),
                Err(TinError::ItinGroup),
                "group {group}"
            );
        }
        assert_eq!(Tin::parse("900-00-1234"), Err(TinError::Group));
        assert_eq!(Tin::parse("999-70-0000"), Err(TinError::Serial));
    }

    #[test]
    fn the_debug_form_is_masked() {
        let tin = Tin::parse("912-70-3456").unwrap();
        assert_eq!(format!("{tin:?}"), "Tin(ITIN, ***-**-3456)");
        assert_eq!(TinKind::parse("ITIN"), Some(TinKind::Itin));
        assert_eq!(TinKind::parse("itin"), None);
        assert_eq!(TinError::Serial.field(), "tin");
    }

    proptest! {
        /// Every nine digits either parse to the same TIN in both spellings, with its kind by
        /// the rules above, or are refused in both; the masked form shows the last four only.
        #[test]
        fn the_rules_hold_for_every_number(n in 0u32..1_000_000_000) {
            let plain = format!("{n:09}");
            let dashed = format!("{}-{}-{}", &plain[..3], &plain[3..5], &plain[5..]);
            let (area, group, serial) = (n / 1_000_000, n / 10_000 % 100, n % 10_000);
            let parsed = Tin::parse(&plain);
            prop_assert_eq!(&parsed, &Tin::parse(&dashed));
            let valid = group != 0
                && serial != 0
                && if area >= 900 { itin_group(group) } else { area != 0 && area != 666 };
            prop_assert_eq!(parsed.is_ok(), valid);
            if let Ok(tin) = parsed {
                prop_assert_eq!(tin.kind() == TinKind::Itin, area >= 900);
                let masked = tin.masked();
                prop_assert_eq!(masked.len(), 11);
                prop_assert!(masked.ends_with(&plain[5..]));
                let debug = format!("{tin:?}");
                prop_assert!(!debug.contains(&plain[..5]));
            }
        }
    }
}
