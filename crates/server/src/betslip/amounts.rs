//! Amounts as clients send them: dollars as typed ("12.50", "1,000") for the bet and To Win
//! fields, cents as a decimal string for the amount a placement confirms.

use domain::amount::{self, AmountError};
use domain::betslip::BetslipError;
use domain::betslip::MAX_AMOUNT_CENTS;

fn malformed() -> BetslipError {
    BetslipError::invalid("Enter an amount in dollars with at most 2 decimals, like 12.50.")
}

fn refused(e: AmountError, malformed: BetslipError) -> BetslipError {
    match e {
        AmountError::Malformed => malformed,
        AmountError::TooLarge => BetslipError::amount_too_large(),
    }
}

/// Parses dollars as typed: digits with an optional leading `$`, thousand separators in
/// groups of three and at most two decimals; empty means zero (a cleared field). Spaces,
/// signs, misplaced separators and sub-cent amounts are refused; amounts above $9,999,999.99
/// are `AMOUNT_TOO_LARGE`.
pub fn parse_dollars(raw: &str) -> Result<i64, BetslipError> {
    if raw.is_empty() {
        return Ok(0);
    }
    amount::parse_dollars(raw, true, MAX_AMOUNT_CENTS).map_err(|e| refused(e, malformed()))
}

/// Parses a whole number of cents sent as a decimal string ("1250").
pub fn parse_cents(raw: &str) -> Result<i64, BetslipError> {
    amount::parse_cents(raw, MAX_AMOUNT_CENTS).map_err(|e| {
        refused(
            e,
            BetslipError::invalid("Bet amounts are whole cents, like 1250."),
        )
    })
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
        for bad in [
            "-1", "abc", "1.234", "1.2.3", ".", "1e5", "12.5x", " 500", "500 ", "1,00", "+5",
        ] {
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
        assert!(parse_cents(" 500").is_err());
        assert!(parse_cents("").is_err());
        assert_eq!(
            parse_cents("1000000000").unwrap_err(),
            BetslipError::amount_too_large()
        );
    }
}
