//! US states and Canadian provinces: where the product operates, the currency, legal
//! betting age and the other rules that vary by region.

use crate::money::Currency;
use serde::Serialize;

/// A country the product serves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum Country {
    Us,
    Ca,
}

impl Country {
    /// ISO 3166-1 alpha-2 code.
    pub fn code(self) -> &'static str {
        match self {
            Country::Us => "US",
            Country::Ca => "CA",
        }
    }

    /// Parses an ISO 3166-1 alpha-2 code (case-insensitive); `None` for other countries.
    pub fn parse(code: &str) -> Option<Self> {
        match code.to_ascii_uppercase().as_str() {
            "US" => Some(Country::Us),
            "CA" => Some(Country::Ca),
            _ => None,
        }
    }

    pub fn currency(self) -> Currency {
        match self {
            Country::Us => Currency::Usd,
            Country::Ca => Currency::Cad,
        }
    }
}

/// One US state, district or Canadian province/territory.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Region {
    /// ISO 3166-2 code, e.g. `US-NJ`, `CA-ON`.
    pub code: &'static str,
    pub name: &'static str,
    pub country: Country,
    /// Whether the operator is licensed to take wagers here.
    pub operating: bool,
    /// Minimum age to open an account.
    pub legal_age: u8,
    /// IANA time zone used for limit periods and display.
    pub time_zone: &'static str,
}

impl Region {
    pub fn currency(&self) -> Currency {
        self.country.currency()
    }

    /// The short code after the country prefix (`NJ` for `US-NJ`).
    pub fn short_code(&self) -> &'static str {
        self.code.split_once('-').map_or(self.code, |(_, s)| s)
    }

    /// Failed logins allowed before the account locks (US-NJ: 3; elsewhere 5).
    pub fn default_failed_login_limit(&self) -> u32 {
        if self.code == "US-NJ" { 3 } else { 5 }
    }
}

const fn us(code: &'static str, name: &'static str, operating: bool, tz: &'static str) -> Region {
    Region {
        code,
        name,
        country: Country::Us,
        operating,
        legal_age: 21,
        time_zone: tz,
    }
}

const fn ca(
    code: &'static str,
    name: &'static str,
    operating: bool,
    age: u8,
    tz: &'static str,
) -> Region {
    Region {
        code,
        name,
        country: Country::Ca,
        operating,
        legal_age: age,
        time_zone: tz,
    }
}

const ET: &str = "America/New_York";
const CT: &str = "America/Chicago";
const MT: &str = "America/Denver";
const PT: &str = "America/Los_Angeles";

/// Every region the product knows, operating or not.
pub static REGIONS: &[Region] = &[
    us("US-AL", "Alabama", false, CT),
    us("US-AK", "Alaska", false, "America/Anchorage"),
    us("US-AZ", "Arizona", true, "America/Phoenix"),
    us("US-AR", "Arkansas", false, CT),
    us("US-CA", "California", false, PT),
    us("US-CO", "Colorado", true, MT),
    us("US-CT", "Connecticut", false, ET),
    us("US-DE", "Delaware", false, ET),
    us("US-DC", "District of Columbia", false, ET),
    us("US-FL", "Florida", false, ET),
    us("US-GA", "Georgia", false, ET),
    us("US-HI", "Hawaii", false, "Pacific/Honolulu"),
    us("US-ID", "Idaho", false, MT),
    us("US-IL", "Illinois", true, CT),
    us("US-IN", "Indiana", true, "America/Indiana/Indianapolis"),
    us("US-IA", "Iowa", true, CT),
    us("US-KS", "Kansas", true, CT),
    us("US-KY", "Kentucky", true, ET),
    us("US-LA", "Louisiana", true, CT),
    us("US-ME", "Maine", true, ET),
    us("US-MD", "Maryland", true, ET),
    us("US-MA", "Massachusetts", true, ET),
    us("US-MI", "Michigan", true, "America/Detroit"),
    us("US-MN", "Minnesota", false, CT),
    us("US-MS", "Mississippi", false, CT),
    us("US-MO", "Missouri", false, CT),
    us("US-MT", "Montana", false, MT),
    us("US-NE", "Nebraska", false, CT),
    us("US-NV", "Nevada", false, PT),
    us("US-NH", "New Hampshire", false, ET),
    us("US-NJ", "New Jersey", true, ET),
    us("US-NM", "New Mexico", false, MT),
    us("US-NY", "New York", true, ET),
    us("US-NC", "North Carolina", true, ET),
    us("US-ND", "North Dakota", false, CT),
    us("US-OH", "Ohio", true, ET),
    us("US-OK", "Oklahoma", false, CT),
    us("US-OR", "Oregon", false, PT),
    us("US-PA", "Pennsylvania", true, ET),
    us("US-RI", "Rhode Island", false, ET),
    us("US-SC", "South Carolina", false, ET),
    us("US-SD", "South Dakota", false, CT),
    us("US-TN", "Tennessee", true, CT),
    us("US-TX", "Texas", false, CT),
    us("US-UT", "Utah", false, MT),
    us("US-VT", "Vermont", true, ET),
    us("US-VA", "Virginia", true, ET),
    us("US-WA", "Washington", false, PT),
    us("US-WV", "West Virginia", true, ET),
    us("US-WI", "Wisconsin", false, CT),
    us("US-WY", "Wyoming", true, MT),
    ca("CA-AB", "Alberta", false, 18, "America/Edmonton"),
    ca("CA-BC", "British Columbia", false, 19, "America/Vancouver"),
    ca("CA-MB", "Manitoba", false, 18, "America/Winnipeg"),
    ca("CA-NB", "New Brunswick", false, 19, "America/Moncton"),
    ca(
        "CA-NL",
        "Newfoundland and Labrador",
        false,
        19,
        "America/St_Johns",
    ),
    ca("CA-NS", "Nova Scotia", false, 19, "America/Halifax"),
    ca(
        "CA-NT",
        "Northwest Territories",
        false,
        19,
        "America/Yellowknife",
    ),
    ca("CA-NU", "Nunavut", false, 19, "America/Iqaluit"),
    ca("CA-ON", "Ontario", true, 19, "America/Toronto"),
    ca(
        "CA-PE",
        "Prince Edward Island",
        false,
        19,
        "America/Halifax",
    ),
    ca("CA-QC", "Quebec", false, 18, "America/Toronto"),
    ca("CA-SK", "Saskatchewan", false, 19, "America/Regina"),
    ca("CA-YT", "Yukon", false, 19, "America/Whitehorse"),
];

/// Looks a region up by its ISO 3166-2 code (case-insensitive).
pub fn find(code: &str) -> Option<&'static Region> {
    REGIONS.iter().find(|r| r.code.eq_ignore_ascii_case(code))
}

/// The regions where the operator takes wagers.
pub fn operating() -> impl Iterator<Item = &'static Region> {
    REGIONS.iter().filter(|r| r.operating)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lookup_and_rules() {
        let nj = find("us-nj").unwrap_or_else(|| panic!("NJ missing"));
        assert_eq!(nj.short_code(), "NJ");
        assert_eq!(nj.currency(), Currency::Usd);
        assert_eq!(nj.default_failed_login_limit(), 3);
        assert_eq!(nj.legal_age, 21);
        let on = find("CA-ON").unwrap_or_else(|| panic!("ON missing"));
        assert_eq!(on.currency(), Currency::Cad);
        assert_eq!(on.legal_age, 19);
        assert_eq!(on.default_failed_login_limit(), 5);
        assert!(find("XX-YY").is_none());
    }

    #[test]
    fn table_is_complete_and_consistent() {
        assert_eq!(
            REGIONS.iter().filter(|r| r.country == Country::Us).count(),
            51
        );
        assert_eq!(
            REGIONS.iter().filter(|r| r.country == Country::Ca).count(),
            13
        );
        for r in REGIONS {
            assert!(r.code.starts_with(r.country.code()));
            assert!(
                r.time_zone.parse::<chrono_tz::Tz>().is_ok(),
                "{}",
                r.time_zone
            );
        }
        assert!(operating().any(|r| r.code == "US-NJ"));
    }
}
