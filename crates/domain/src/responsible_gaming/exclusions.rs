//! Cool-offs (24 hours to 3 months; 72 hours in New Jersey) and self-exclusions (1 year,
//! 5 years, lifetime): their end dates in calendar terms, the rule that one can only be
//! extended, never shortened, and the login refusal texts.

use super::rules::RegionRules;
use chrono::{DateTime, Duration, Months, Utc};
use chrono_tz::Tz;
use serde::{Deserialize, Serialize};

/// Which kind of break.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum ExclusionKind {
    CoolOff,
    SelfExclusion,
}

impl ExclusionKind {
    /// `COOL_OFF`, `SELF_EXCLUSION`.
    pub fn as_str(self) -> &'static str {
        match self {
            ExclusionKind::CoolOff => "COOL_OFF",
            ExclusionKind::SelfExclusion => "SELF_EXCLUSION",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "COOL_OFF" => Some(ExclusionKind::CoolOff),
            "SELF_EXCLUSION" => Some(ExclusionKind::SelfExclusion),
            _ => None,
        }
    }

    /// The session revocation reason (`cool-off`, `self-exclusion`).
    pub fn revoke_reason(self) -> &'static str {
        match self {
            ExclusionKind::CoolOff => "cool-off",
            ExclusionKind::SelfExclusion => "self-exclusion",
        }
    }

    /// `cool-off`, `self-exclusion` in sentences.
    pub fn noun(self) -> &'static str {
        self.revoke_reason()
    }
}

/// A duration a bettor may choose.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExclusionLength {
    Hours(i64),
    Weeks(i64),
    Months(u32),
    Years(u32),
    Lifetime,
}

/// Why a requested break is refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ExclusionError {
    #[error("Choose a cool-off of {0}.")]
    UnknownCoolOff(&'static str),
    #[error("Choose a self-exclusion of 1 year, 5 years or lifetime.")]
    UnknownSelfExclusion,
    #[error("Your current {kind} runs until {until}. A new one cannot end sooner.")]
    WouldShorten { kind: &'static str, until: String },
}

/// The cool-off codes of a region, in order.
pub fn cool_off_codes(rules: &RegionRules) -> Vec<&'static str> {
    let mut codes = vec!["24h"];
    if rules.cool_off_72h {
        codes.push("72h");
    }
    codes.extend(["1w", "1m", "2m", "3m"]);
    codes
}

/// Parses a duration code for `kind` in a region.
pub fn parse_length(
    kind: ExclusionKind,
    code: &str,
    rules: &RegionRules,
) -> Result<ExclusionLength, ExclusionError> {
    match kind {
        ExclusionKind::CoolOff => {
            let offered = cool_off_codes(rules);
            let length = match code {
                "24h" => ExclusionLength::Hours(24),
                "72h" => ExclusionLength::Hours(72),
                "1w" => ExclusionLength::Weeks(1),
                "1m" => ExclusionLength::Months(1),
                "2m" => ExclusionLength::Months(2),
                "3m" => ExclusionLength::Months(3),
                _ => ExclusionLength::Lifetime,
            };
            if offered.contains(&code) {
                Ok(length)
            } else if rules.cool_off_72h {
                Err(ExclusionError::UnknownCoolOff(
                    "24 hours, 72 hours, 1 week, or 1, 2 or 3 months",
                ))
            } else {
                Err(ExclusionError::UnknownCoolOff(
                    "24 hours, 1 week, or 1, 2 or 3 months",
                ))
            }
        }
        ExclusionKind::SelfExclusion => match code {
            "1y" => Ok(ExclusionLength::Years(1)),
            "5y" => Ok(ExclusionLength::Years(5)),
            "lifetime" => Ok(ExclusionLength::Lifetime),
            _ => Err(ExclusionError::UnknownSelfExclusion),
        },
    }
}

/// When a break starting at `start` ends (`None`: never). Months and years are calendar
/// months in the region's zone: Jan 31 + 1 month is Feb 28 (or 29), same wall-clock time.
pub fn end_of(length: ExclusionLength, start: DateTime<Utc>, tz: Tz) -> Option<DateTime<Utc>> {
    let local = start.with_timezone(&tz);
    let months = |m: u32| {
        local
            .checked_add_months(Months::new(m))
            .map(|d| d.with_timezone(&Utc))
            // Past the calendar's end: a date no one will reach.
            .or(Some(DateTime::<Utc>::MAX_UTC))
    };
    match length {
        ExclusionLength::Hours(h) => Some(start + Duration::hours(h)),
        ExclusionLength::Weeks(w) => Some(start + Duration::weeks(w)),
        ExclusionLength::Months(m) => months(m),
        ExclusionLength::Years(y) => months(y.saturating_mul(12)),
        ExclusionLength::Lifetime => None,
    }
}

/// Whether a break ending at `new_end` may replace one ending at `current_end` (`None` is
/// never): only if it ends at the same time or later.
pub fn extends(current_end: Option<DateTime<Utc>>, new_end: Option<DateTime<Utc>>) -> bool {
    match (current_end, new_end) {
        (None, Some(_)) => false,
        (None, None) | (Some(_), None) => true,
        (Some(c), Some(n)) => n >= c,
    }
}

/// "Dec 1, 2026 at 3:00 PM EST" in the region's zone.
pub fn format_moment(at: DateTime<Utc>, tz: Tz) -> String {
    at.with_timezone(&tz)
        .format("%b %-d, %Y at %-I:%M %p %Z")
        .to_string()
}

/// "Dec 1, 2026" in the region's zone.
pub fn format_date(at: DateTime<Utc>, tz: Tz) -> String {
    at.with_timezone(&tz).format("%b %-d, %Y").to_string()
}

/// The login refusal of a bettor in a break.
pub fn login_refusal(kind: ExclusionKind, ends_at: Option<DateTime<Utc>>, tz: Tz) -> String {
    match (kind, ends_at) {
        (ExclusionKind::CoolOff, Some(end)) => format!(
            "Your cool-off period ends on {}. You can log in again after that.",
            format_moment(end, tz)
        ),
        (ExclusionKind::SelfExclusion, Some(end)) => format!(
            "You are self-excluded until {}. You can log in again after that.",
            format_moment(end, tz)
        ),
        (_, None) => "You have self-excluded permanently. Please contact Customer Support if you have questions.".to_owned(),
    }
}

/// The deposit refusal of a bettor in a break.
pub fn deposit_refusal(kind: ExclusionKind, ends_at: Option<DateTime<Utc>>, tz: Tz) -> String {
    match ends_at {
        Some(end) => format!(
            "Deposits are unavailable during your {} (until {}).",
            kind.noun(),
            format_date(end, tz)
        ),
        None => format!("Deposits are unavailable during your {}.", kind.noun()),
    }
}

/// The shortening refusal.
pub fn would_shorten(
    kind: ExclusionKind,
    current_end: Option<DateTime<Utc>>,
    tz: Tz,
) -> ExclusionError {
    ExclusionError::WouldShorten {
        kind: kind.noun(),
        until: current_end.map_or_else(|| "your lifetime".to_owned(), |e| format_moment(e, tz)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::responsible_gaming::rules;
    use chrono_tz::America::New_York;

    fn utc(s: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(s).unwrap().with_timezone(&Utc)
    }

    #[test]
    fn durations_per_region() {
        let nj = rules::for_region("US-NJ");
        let pa = rules::for_region("US-PA");
        assert_eq!(cool_off_codes(&nj), ["24h", "72h", "1w", "1m", "2m", "3m"]);
        assert_eq!(cool_off_codes(&pa), ["24h", "1w", "1m", "2m", "3m"]);
        assert_eq!(
            parse_length(ExclusionKind::CoolOff, "72h", &nj),
            Ok(ExclusionLength::Hours(72))
        );
        assert!(parse_length(ExclusionKind::CoolOff, "72h", &pa).is_err());
        assert!(parse_length(ExclusionKind::CoolOff, "1y", &nj).is_err());
        assert!(parse_length(ExclusionKind::SelfExclusion, "3m", &nj).is_err());
        assert_eq!(
            parse_length(ExclusionKind::SelfExclusion, "lifetime", &nj),
            Ok(ExclusionLength::Lifetime)
        );
    }

    #[test]
    fn end_dates_are_calendar_based() {
        let start = utc("2026-11-23T20:00:00Z"); // 3:00 PM EST
        assert_eq!(
            end_of(ExclusionLength::Hours(24), start, New_York),
            Some(utc("2026-11-24T20:00:00Z"))
        );
        assert_eq!(
            end_of(ExclusionLength::Weeks(1), start, New_York),
            Some(utc("2026-11-30T20:00:00Z"))
        );
        assert_eq!(
            end_of(ExclusionLength::Months(1), start, New_York),
            Some(utc("2026-12-23T20:00:00Z"))
        );
        // Three months from Nov 23 crosses the March DST change: same local 3:00 PM, now EDT.
        assert_eq!(
            end_of(
                ExclusionLength::Months(3),
                utc("2026-01-23T20:00:00Z"),
                New_York
            ),
            Some(utc("2026-04-23T19:00:00Z"))
        );
        // Jan 31 + 1 month is the last day of February.
        assert_eq!(
            end_of(
                ExclusionLength::Months(1),
                utc("2027-01-31T20:00:00Z"),
                New_York
            ),
            Some(utc("2027-02-28T20:00:00Z"))
        );
        assert_eq!(
            end_of(ExclusionLength::Years(1), start, New_York),
            Some(utc("2027-11-23T20:00:00Z"))
        );
        assert_eq!(
            end_of(ExclusionLength::Years(5), start, New_York),
            Some(utc("2031-11-23T20:00:00Z"))
        );
        assert_eq!(end_of(ExclusionLength::Lifetime, start, New_York), None);
    }

    #[test]
    fn cannot_be_shortened() {
        let a = utc("2026-12-01T00:00:00Z");
        let b = utc("2026-12-08T00:00:00Z");
        assert!(extends(Some(a), Some(b)));
        assert!(extends(Some(a), Some(a)));
        assert!(!extends(Some(b), Some(a)));
        assert!(extends(Some(a), None));
        assert!(!extends(None, Some(b)));
        assert!(extends(None, None));
    }

    #[test]
    fn messages_name_the_end() {
        let end = utc("2026-12-01T20:00:00Z");
        assert_eq!(
            login_refusal(ExclusionKind::CoolOff, Some(end), New_York),
            "Your cool-off period ends on Dec 1, 2026 at 3:00 PM EST. You can log in again after that."
        );
        assert!(
            login_refusal(
                ExclusionKind::SelfExclusion,
                Some(utc("2027-11-23T20:00:00Z")),
                New_York
            )
            .starts_with("You are self-excluded until Nov 23, 2027 at 3:00 PM EST.")
        );
        assert!(
            login_refusal(ExclusionKind::SelfExclusion, None, New_York)
                .starts_with("You have self-excluded permanently.")
        );
        assert_eq!(
            deposit_refusal(ExclusionKind::CoolOff, Some(end), New_York),
            "Deposits are unavailable during your cool-off (until Dec 1, 2026)."
        );
    }
}
