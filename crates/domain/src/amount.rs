//! Amounts of money sent as text, parsed strictly and in one place: ASCII digits only, no
//! surrounding spaces, no signs, no exponents. Each field documents which of the two forms it
//! takes: dollars with at most two decimals, or a whole number of cents.

/// Why an amount was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AmountError {
    /// Not an amount of the field's form.
    Malformed,
    /// Above the field's largest amount.
    TooLarge,
}

/// Parses dollars: digits with at most one decimal point and at most two decimals (`12`,
/// `12.5`, `12.50`, `.75`, `12.`); with `grouped`, an optional leading `$` and thousand
/// separators in groups of three (`$1,000.50`). Amounts above `max_cents` are `TooLarge`.
pub fn parse_dollars(text: &str, grouped: bool, max_cents: i64) -> Result<i64, AmountError> {
    let (whole, fraction) = match text.split_once('.') {
        Some((w, f)) => (w, f),
        None => (text, ""),
    };
    let whole = if grouped {
        ungroup(whole.strip_prefix('$').unwrap_or(whole)).ok_or(AmountError::Malformed)?
    } else {
        whole.to_owned()
    };
    if !all_digits(&whole)
        || !all_digits(fraction)
        || fraction.len() > 2
        || (whole.is_empty() && fraction.is_empty())
    {
        return Err(AmountError::Malformed);
    }
    let whole_cents = whole_number(&whole, max_cents / 100)?.saturating_mul(100);
    let fraction_cents = match fraction.len() {
        0 => 0,
        1 => whole_number(fraction, 9)? * 10,
        _ => whole_number(fraction, 99)?,
    };
    let total = whole_cents + fraction_cents;
    if total > max_cents {
        return Err(AmountError::TooLarge);
    }
    Ok(total)
}

/// Parses a whole number of cents: digits only (`1250`). Amounts above `max_cents` are
/// `TooLarge`.
pub fn parse_cents(text: &str, max_cents: i64) -> Result<i64, AmountError> {
    if text.is_empty() || !all_digits(text) {
        return Err(AmountError::Malformed);
    }
    whole_number(text, max_cents)
}

fn all_digits(s: &str) -> bool {
    s.bytes().all(|b| b.is_ascii_digit())
}

/// Digits (already checked) as a number no larger than `max`, without overflowing.
fn whole_number(digits: &str, max: i64) -> Result<i64, AmountError> {
    if digits.is_empty() {
        return Ok(0);
    }
    let significant = digits.trim_start_matches('0');
    // Digits only, so the one way to fail is a number beyond i64.
    let n: i64 = if significant.is_empty() {
        0
    } else {
        significant.parse().map_err(|_| AmountError::TooLarge)?
    };
    if n > max {
        return Err(AmountError::TooLarge);
    }
    Ok(n)
}

/// Removes thousand separators when they stand every three digits (`1,000,000`); `None`
/// for misplaced ones (`1,00`, `,100`, `1,,000`).
fn ungroup(whole: &str) -> Option<String> {
    if !whole.contains(',') {
        return Some(whole.to_owned());
    }
    let mut groups = whole.split(',');
    let first = groups.next()?;
    if first.is_empty() || first.len() > 3 {
        return None;
    }
    let mut out = first.to_owned();
    for group in groups {
        if group.len() != 3 {
            return None;
        }
        out.push_str(group);
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    const MAX: i64 = 999_999_999;

    #[test]
    fn dollars() {
        for (text, cents) in [
            ("12", 1_200),
            ("12.5", 1_250),
            ("12.50", 1_250),
            (".75", 75),
            ("12.", 1_200),
            ("0", 0),
            ("007.05", 705),
            ("9999999.99", MAX),
        ] {
            assert_eq!(parse_dollars(text, false, MAX), Ok(cents), "{text}");
        }
        for bad in [
            "", " 500", "500 ", "5 00", "+5", "-5", "1.234", "1.2.3", ".", "1e5", "12.5x", "$5",
            "1,000", "５", "0x10", "1_000", "\t5",
        ] {
            assert_eq!(
                parse_dollars(bad, false, MAX),
                Err(AmountError::Malformed),
                "{bad:?}"
            );
        }
        assert_eq!(
            parse_dollars("10000000", false, MAX),
            Err(AmountError::TooLarge)
        );
        assert_eq!(
            parse_dollars("99999999999999999999999", false, MAX),
            Err(AmountError::TooLarge)
        );
    }

    #[test]
    fn grouped_dollars() {
        assert_eq!(parse_dollars("$1,000", true, MAX), Ok(100_000));
        assert_eq!(parse_dollars("1,234,567.89", true, MAX), Ok(123_456_789));
        assert_eq!(parse_dollars("$.50", true, MAX), Ok(50));
        for bad in [
            "1,00", ",100", "1,,000", "1000,000", "$$5", " $5", "$ 5", "5$", "$-5", "1,000 ",
        ] {
            assert_eq!(
                parse_dollars(bad, true, MAX),
                Err(AmountError::Malformed),
                "{bad:?}"
            );
        }
    }

    #[test]
    fn cents() {
        assert_eq!(parse_cents("1250", MAX), Ok(1_250));
        assert_eq!(parse_cents("0", MAX), Ok(0));
        for bad in ["", " 1250", "1250 ", "+1250", "-5", "12.50", "1e3", "1,250"] {
            assert_eq!(
                parse_cents(bad, MAX),
                Err(AmountError::Malformed),
                "{bad:?}"
            );
        }
        assert_eq!(parse_cents("1000000000", MAX), Err(AmountError::TooLarge));
        assert_eq!(
            parse_cents(&"9".repeat(40), i64::MAX),
            Err(AmountError::TooLarge)
        );
        assert_eq!(parse_cents("9223372036854775807", i64::MAX), Ok(i64::MAX));
    }
}
