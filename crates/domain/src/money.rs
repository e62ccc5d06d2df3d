//! Money in integer minor units (cents) with its currency. Never floats.

use serde::{Deserialize, Serialize};
use std::fmt;

/// The currencies the product settles in: USD in US regions, CAD in Canadian ones.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "UPPERCASE")]
pub enum Currency {
    Usd,
    Cad,
}

impl Currency {
    /// ISO 4217 code as stored and sent.
    pub fn code(self) -> &'static str {
        match self {
            Currency::Usd => "USD",
            Currency::Cad => "CAD",
        }
    }

    /// Parses an ISO 4217 code.
    pub fn parse(code: &str) -> Result<Self, MoneyError> {
        match code {
            "USD" => Ok(Currency::Usd),
            "CAD" => Ok(Currency::Cad),
            other => Err(MoneyError::UnknownCurrency(other.to_owned())),
        }
    }
}

/// Errors building money values.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoneyError {
    #[error("unknown currency {0}")]
    UnknownCurrency(String),
    #[error("amount overflow")]
    Overflow,
}

/// An amount in cents of one currency.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Money {
    pub cents: i64,
    pub currency: Currency,
}

impl Money {
    pub fn new(cents: i64, currency: Currency) -> Self {
        Self { cents, currency }
    }

    pub fn zero(currency: Currency) -> Self {
        Self { cents: 0, currency }
    }

    /// Sum of two amounts of the same currency.
    pub fn checked_add(self, other: Money) -> Result<Money, MoneyError> {
        if self.currency != other.currency {
            return Err(MoneyError::UnknownCurrency(
                other.currency.code().to_owned(),
            ));
        }
        let cents = self
            .cents
            .checked_add(other.cents)
            .ok_or(MoneyError::Overflow)?;
        Ok(Money::new(cents, self.currency))
    }

    /// The amount in major units as a decimal string, e.g. `1000.00` or `-0.05`.
    pub fn decimal_string(self) -> String {
        let sign = if self.cents < 0 { "-" } else { "" };
        let abs = self.cents.unsigned_abs();
        format!("{sign}{}.{:02}", abs / 100, abs % 100)
    }

    /// Display form with symbol and thousands separators: `$1,000.00`, `-$5.25`.
    pub fn formatted(self) -> String {
        let sign = if self.cents < 0 { "-" } else { "" };
        let abs = self.cents.unsigned_abs();
        let whole = (abs / 100).to_string();
        let mut grouped = String::with_capacity(whole.len() + whole.len() / 3);
        for (i, ch) in whole.chars().enumerate() {
            if i > 0 && (whole.len() - i).is_multiple_of(3) {
                grouped.push(',');
            }
            grouped.push(ch);
        }
        format!("{sign}${grouped}.{:02}", abs % 100)
    }
}

impl fmt::Display for Money {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.formatted(), self.currency.code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn formats_with_separators() {
        assert_eq!(Money::new(100_000, Currency::Usd).formatted(), "$1,000.00");
        assert_eq!(Money::new(5, Currency::Usd).formatted(), "$0.05");
        assert_eq!(Money::new(-525, Currency::Cad).formatted(), "-$5.25");
        assert_eq!(
            Money::new(123_456_789, Currency::Usd).formatted(),
            "$1,234,567.89"
        );
        assert_eq!(Money::new(0, Currency::Usd).formatted(), "$0.00");
    }

    #[test]
    fn decimal_string() {
        assert_eq!(
            Money::new(100_000, Currency::Usd).decimal_string(),
            "1000.00"
        );
        assert_eq!(Money::new(-5, Currency::Usd).decimal_string(), "-0.05");
    }

    #[test]
    fn currency_round_trip() {
        for c in [Currency::Usd, Currency::Cad] {
            assert_eq!(Currency::parse(c.code()), Ok(c));
        }
        assert!(Currency::parse("EUR").is_err());
    }

    #[test]
    fn add_refuses_mixed_currency_and_overflow() {
        let usd = Money::new(1, Currency::Usd);
        assert!(usd.checked_add(Money::new(1, Currency::Cad)).is_err());
        assert_eq!(
            Money::new(i64::MAX, Currency::Usd).checked_add(usd),
            Err(MoneyError::Overflow)
        );
    }

    proptest! {
        #[test]
        fn formatted_digits_match_cents(cents in -10_000_000_000i64..10_000_000_000i64) {
            let s = Money::new(cents, Currency::Usd).formatted();
            let digits: String = s.chars().filter(|c| c.is_ascii_digit()).collect();
            let parsed: i64 = digits.parse().unwrap_or(-1);
            prop_assert_eq!(parsed, cents.abs());
            prop_assert_eq!(s.starts_with('-'), cents < 0);
        }
    }
}
