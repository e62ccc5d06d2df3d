//! The winner's US street address on a W-2G: street (1 to 100 characters), an optional second
//! line, city, a US state or territory code (the 50 states, DC, the five inhabited territories
//! and the military AA, AE and AP) and a ZIP code, `12345` or `12345-6789`. Every field is
//! checked and every problem answered at once, each naming its request field
//! (`address.line1`...).

use serde::{Deserialize, Serialize};

/// The longest street line accepted, in characters.
pub const MAX_LINE: usize = 100;

/// The longest city accepted, in characters.
pub const MAX_CITY: usize = 50;

/// The US states, DC, territories and military "states", by USPS code, with their names.
pub const US_STATES: [(&str, &str); 59] = [
    ("AL", "Alabama"),
    ("AK", "Alaska"),
    ("AZ", "Arizona"),
    ("AR", "Arkansas"),
    ("CA", "California"),
    ("CO", "Colorado"),
    ("CT", "Connecticut"),
    ("DE", "Delaware"),
    ("DC", "District of Columbia"),
    ("FL", "Florida"),
    ("GA", "Georgia"),
    ("HI", "Hawaii"),
    ("ID", "Idaho"),
    ("IL", "Illinois"),
    ("IN", "Indiana"),
    ("IA", "Iowa"),
    ("KS", "Kansas"),
    ("KY", "Kentucky"),
    ("LA", "Louisiana"),
    ("ME", "Maine"),
    ("MD", "Maryland"),
    ("MA", "Massachusetts"),
    ("MI", "Michigan"),
    ("MN", "Minnesota"),
    ("MS", "Mississippi"),
    ("MO", "Missouri"),
    ("MT", "Montana"),
    ("NE", "Nebraska"),
    ("NV", "Nevada"),
    ("NH", "New Hampshire"),
    ("NJ", "New Jersey"),
    ("NM", "New Mexico"),
    ("NY", "New York"),
    ("NC", "North Carolina"),
    ("ND", "North Dakota"),
    ("OH", "Ohio"),
    ("OK", "Oklahoma"),
    ("OR", "Oregon"),
    ("PA", "Pennsylvania"),
    ("RI", "Rhode Island"),
    ("SC", "South Carolina"),
    ("SD", "South Dakota"),
    ("TN", "Tennessee"),
    ("TX", "Texas"),
    ("UT", "Utah"),
    ("VT", "Vermont"),
    ("VA", "Virginia"),
    ("WA", "Washington"),
    ("WV", "West Virginia"),
    ("WI", "Wisconsin"),
    ("WY", "Wyoming"),
    ("AS", "American Samoa"),
    ("GU", "Guam"),
    ("MP", "Northern Mariana Islands"),
    ("PR", "Puerto Rico"),
    ("VI", "U.S. Virgin Islands"),
    ("AA", "Armed Forces Americas"),
    ("AE", "Armed Forces Europe"),
    ("AP", "Armed Forces Pacific"),
];

/// An address as the request gives it, unchecked.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AddressInput {
    #[serde(default)]
    pub line1: String,
    #[serde(default)]
    pub line2: Option<String>,
    #[serde(default)]
    pub city: String,
    #[serde(default)]
    pub state: String,
    #[serde(default)]
    pub zip: String,
}

/// Why an address was refused; each names the field it is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum AddressError {
    #[error("Enter your street address.")]
    Line1Missing,
    #[error("The street address can be at most 100 characters.")]
    Line1TooLong,
    #[error("The street address has characters that cannot be printed on a form.")]
    Line1Characters,
    #[error("The second address line can be at most 100 characters.")]
    Line2TooLong,
    #[error("The second address line has characters that cannot be printed on a form.")]
    Line2Characters,
    #[error("Enter your city.")]
    CityMissing,
    #[error("The city can be at most 50 characters.")]
    CityTooLong,
    #[error("Enter the city in letters, spaces, periods, apostrophes or hyphens.")]
    CityCharacters,
    #[error("Choose your state or territory.")]
    StateMissing,
    #[error("Choose a US state or territory.")]
    StateUnknown,
    #[error("Enter your ZIP code.")]
    ZipMissing,
    #[error("Enter the ZIP code as 5 digits, or ZIP+4 as 12345-6789.")]
    ZipFormat,
}

impl AddressError {
    /// The request field the error is about.
    pub fn field(self) -> &'static str {
        match self {
            AddressError::Line1Missing
            | AddressError::Line1TooLong
            | AddressError::Line1Characters => "address.line1",
            AddressError::Line2TooLong | AddressError::Line2Characters => "address.line2",
            AddressError::CityMissing
            | AddressError::CityTooLong
            | AddressError::CityCharacters => "address.city",
            AddressError::StateMissing | AddressError::StateUnknown => "address.state",
            AddressError::ZipMissing | AddressError::ZipFormat => "address.zip",
        }
    }
}

/// A checked US address: trimmed, inner runs of spaces collapsed, the state upper-cased.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct UsAddress {
    pub line1: String,
    pub line2: Option<String>,
    pub city: String,
    /// The USPS code (`NJ`).
    pub state: String,
    /// `12345` or `12345-6789`.
    pub zip: String,
}

/// Trims and collapses runs of whitespace into one space.
fn tidy(raw: &str) -> String {
    raw.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A street line prints on the form: no control characters.
fn printable(line: &str) -> bool {
    !line.chars().any(char::is_control)
}

/// `12345` or `12345-6789`.
fn zip_ok(zip: &str) -> bool {
    let digits = |s: &str, n: usize| s.len() == n && s.bytes().all(|b| b.is_ascii_digit());
    match zip.split_once('-') {
        None => digits(zip, 5),
        Some((five, four)) => digits(five, 5) && digits(four, 4),
    }
}

/// The name of a state or territory code (`NJ` is New Jersey).
pub fn state_name(code: &str) -> Option<&'static str> {
    US_STATES
        .iter()
        .find(|(c, _)| *c == code)
        .map(|(_, name)| *name)
}

impl UsAddress {
    /// Checks every field; answers every problem found.
    pub fn parse(input: &AddressInput) -> Result<Self, Vec<AddressError>> {
        let mut errors = Vec::new();
        let line1 = tidy(&input.line1);
        if line1.is_empty() {
            errors.push(AddressError::Line1Missing);
        } else if line1.chars().count() > MAX_LINE {
            errors.push(AddressError::Line1TooLong);
        } else if !printable(&line1) {
            errors.push(AddressError::Line1Characters);
        }
        let line2 = input.line2.as_deref().map(tidy).filter(|l| !l.is_empty());
        if let Some(line2) = &line2 {
            if line2.chars().count() > MAX_LINE {
                errors.push(AddressError::Line2TooLong);
            } else if !printable(line2) {
                errors.push(AddressError::Line2Characters);
            }
        }
        let city = tidy(&input.city);
        if city.is_empty() {
            errors.push(AddressError::CityMissing);
        } else if city.chars().count() > MAX_CITY {
            errors.push(AddressError::CityTooLong);
        } else if !city
            .chars()
            .all(|c| c.is_alphabetic() || matches!(c, ' ' | '.' | '\'' | '-'))
            || !city.chars().any(char::is_alphabetic)
        {
            errors.push(AddressError::CityCharacters);
        }
        let state = input.state.trim().to_ascii_uppercase();
        if state.is_empty() {
            errors.push(AddressError::StateMissing);
        } else if state_name(&state).is_none() {
            errors.push(AddressError::StateUnknown);
        }
        let zip = input.zip.trim().to_owned();
        if zip.is_empty() {
            errors.push(AddressError::ZipMissing);
        } else if !zip_ok(&zip) {
            errors.push(AddressError::ZipFormat);
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        Ok(Self {
            line1,
            line2,
            city,
            state,
            zip,
        })
    }

    /// The form's last address line: `Newark, NJ 07102`.
    pub fn city_line(&self) -> String {
        format!("{}, {} {}", self.city, self.state, self.zip)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn input(line1: &str, line2: Option<&str>, city: &str, state: &str, zip: &str) -> AddressInput {
        AddressInput {
            line1: line1.into(),
            line2: line2.map(Into::into),
            city: city.into(),
            state: state.into(),
            zip: zip.into(),
        }
    }

    #[test]
    fn a_full_address_is_tidied() {
        let address = UsAddress::parse(&input(
            "  1 Main   Street ",
            Some(" Apt 4 "),
            " Coeur d'Alene ",
            "id",
            " 83814-1234 ",
        ))
        .unwrap();
        assert_eq!(
            address,
            UsAddress {
                line1: "1 Main Street".into(),
                line2: Some("Apt 4".into()),
                city: "Coeur d'Alene".into(),
                state: "ID".into(),
                zip: "83814-1234".into(),
            }
        );
        assert_eq!(address.city_line(), "Coeur d'Alene, ID 83814-1234");
        let plain = UsAddress::parse(&input("PO Box 12", Some("  "), "San Juan", "PR", "00901"));
        assert_eq!(plain.unwrap().line2, None);
    }

    #[test]
    fn every_problem_is_answered_by_field() {
        let errors = UsAddress::parse(&input("", None, "", "", "")).unwrap_err();
        assert_eq!(
            errors,
            vec![
                AddressError::Line1Missing,
                AddressError::CityMissing,
                AddressError::StateMissing,
                AddressError::ZipMissing,
            ]
        );
        let fields: Vec<_> = errors.iter().map(|e| e.field()).collect();
        assert_eq!(
            fields,
            [
                "address.line1",
                "address.city",
                "address.state",
                "address.zip"
            ]
        );
        let long = "x".repeat(MAX_LINE + 1);
        let errors =
            UsAddress::parse(&input(&long, Some(&long), "Newark 2", "ZZ", "0710")).unwrap_err();
        assert_eq!(
            errors,
            vec![
                AddressError::Line1TooLong,
                AddressError::Line2TooLong,
                AddressError::CityCharacters,
                AddressError::StateUnknown,
                AddressError::ZipFormat,
            ]
        );
        assert!(UsAddress::parse(&input(&"x".repeat(MAX_LINE), None, "A", "NJ", "07102")).is_ok());
        assert_eq!(
            UsAddress::parse(&input(
                "1 Main St",
                Some("Apt\u{7}4"),
                "...",
                "NJ",
                "07102-12"
            ))
            .unwrap_err(),
            vec![
                AddressError::Line2Characters,
                AddressError::CityCharacters,
                AddressError::ZipFormat,
            ]
        );
        assert_eq!(
            UsAddress::parse(&input("1 Main St", None, &"a".repeat(51), "NJ", "07102"))
                .unwrap_err(),
            vec![AddressError::CityTooLong]
        );
    }

    #[test]
    fn states_are_the_usps_codes() {
        assert_eq!(state_name("NJ"), Some("New Jersey"));
        assert_eq!(state_name("DC"), Some("District of Columbia"));
        assert_eq!(state_name("ON"), None);
        let mut codes: Vec<_> = US_STATES.iter().map(|(c, _)| *c).collect();
        codes.sort_unstable();
        codes.dedup();
        assert_eq!(codes.len(), US_STATES.len());
    }

    proptest! {
        /// A ZIP is accepted exactly when it is 5 digits, or 5 digits, a dash and 4 digits.
        #[test]
        fn zips_are_five_digits_or_zip_plus_four(zip in "[0-9-]{0,11}") {
            let accepted = UsAddress::parse(&input("1 Main St", None, "Newark", "NJ", &zip)).is_ok();
            let bytes = zip.as_bytes();
            let expected = (zip.len() == 5 && !zip.contains('-'))
                || (zip.len() == 10
                    && bytes[5] == b'-'
                    && zip.bytes().filter(|b| *b == b'-').count() == 1);
            prop_assert_eq!(accepted, expected);
        }
    }
}
