//! Amounts as clients send them: dollars as typed ("12.50", "1,000") for the bet and To Win
//! fields, cents as a decimal string for the amount a placement confirms.

use domain::betslip::BetslipError;
use domain::betslip::MAX_AMOUNT_CENTS;

fn malformed() -> BetslipError {
    BetslipError::invalid("Enter an amount in dollars with at most 2 decimals, like 12.50.")
}

/// Parses dollars as typed: digits with optional thousand separators and at most two
/// decimals; empty means zero. Negative, non-numeric and sub-cent amounts are refused;
/// amounts above $9,999,999.99 are `AMOUNT_TOO_LARGE`.
pub fn parse_dollars(raw: &str) -> Result<i64, BetslipError> {
    let text = raw.trim().trim_start_matches('$').replace(',', "");
    if text.is_empty() {
        return Ok(0);
    }
    let (whole, fraction) = match text.split_once('.') {
        Some((w, f)) => (w, f),
        None => (text.as_str(), ""),
    };
    let digits = |s: &str| s.chars().all(|c| c.is_ascii_digit());
    if !digits(whole)
        || !digits(fraction)
        || fraction.len() > 2
        || (whole.is_empty() && fraction.is_empty())
    {
        return Err(malformed());
    }
    // More digits than any allowed amount has: too large, without overflowing.
    if whole.trim_start_matches('0').len() > 9 {
        return Err(BetslipError::amount_too_large());
    }
    let whole: i64 = if whole.is_empty() {
        0
    } else {
        whole.parse().map_err(|_| malformed())?
    };
    let cents: i64 = match fraction.len() {
        0 => 0,
        1 => fraction.parse::<i64>().map_err(|_| malformed())? * 10,
        _ => fraction.parse().map_err(|_| malformed())?,
    };
    let total = whole * 100 + cents;
    if total > MAX_AMOUNT_CENTS {
        return Err(BetslipError::amount_too_large());
    }
    Ok(total)
}

/// Parses a whole number of cents sent as a decimal string ("1250").
pub fn parse_cents(raw: &str) -> Result<i64, BetslipError> {
    let text = raw.trim();
    if text.is_empty() || text.len() > 12 || !text.chars().all(|c| c.is_ascii_digit()) {
        return Err(BetslipError::invalid(
            "Bet amounts are whole cents, like 1250.",
        ));
    }
    let cents: i64 = text.parse().map_err(|_| malformed())?;
    if cents > MAX_AMOUNT_CENTS {
        return Err(BetslipError::amount_too_large());
    }
    Ok(cents)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dollars_as_typed() {
        assert_eq!(parse_dollars("12.50"), Ok(1_250));
        assert_eq!(parse_dollars("12.5"), Ok(1_250));
        assert_eq!(parse_dollars("$1,000"), Ok(100_000));
        assert_eq!(parse_dollars(".75"), Ok(75));
        assert_eq!(parse_dollars(""), Ok(0));
        assert_eq!(parse_dollars("9999999.99"), Ok(999_999_999));
        for bad in ["-1", "abc", "1.234", "1.2.3", ".", "1e5", "12.5x"] {
            assert_eq!(
                parse_dollars(bad).unwrap_err().message,
                malformed().message,
                "{bad}"
            );
        }
        assert_eq!(
            parse_dollars("10000000").unwrap_err(),
            BetslipError::amount_too_large()
        );
        assert_eq!(
            parse_dollars("99999999999999999999").unwrap_err(),
            BetslipError::amount_too_large()
        );
    }

    #[test]
    fn cents_as_confirmed() {
        assert_eq!(parse_cents("1250"), Ok(1_250));
        assert!(parse_cents("12.50").is_err());
        assert!(parse_cents("-5").is_err());
        assert_eq!(
            parse_cents("1000000000").unwrap_err(),
            BetslipError::amount_too_large()
        );
    }
}
