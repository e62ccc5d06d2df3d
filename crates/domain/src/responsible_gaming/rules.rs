//! Per-region responsible-gaming rules, one row per regulator whose rule the product follows.
//! Regions without a row get [`DEFAULT`], the strictest combination of the rows.

use chrono::Duration;

/// What differs between regulators.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RegionRules {
    /// An increase or removal needs the bettor's confirmation once it may take effect
    /// (New Jersey, Pennsylvania).
    pub reconfirm_increase: bool,
    /// The least time before an increase or removal may take effect (Ontario: 24 hours).
    pub minimum_wait_hours: i64,
    /// The 72-hour cool-off is offered (New Jersey).
    pub cool_off_72h: bool,
    /// Failed deposits within the window that pause deposits for review (New Jersey: 5).
    pub failed_deposit_review: Option<FailedDepositReview>,
}

/// "N failed deposits within M minutes pause deposits for review."
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FailedDepositReview {
    pub attempts: u32,
    pub window_minutes: i64,
}

impl FailedDepositReview {
    pub fn window(&self) -> Duration {
        Duration::minutes(self.window_minutes)
    }
}

const NJ_REVIEW: FailedDepositReview = FailedDepositReview {
    attempts: 5,
    window_minutes: 10,
};

/// The regulators' rows, keyed by ISO 3166-2 region code.
pub static TABLE: &[(&str, RegionRules)] = &[
    (
        "US-NJ",
        RegionRules {
            reconfirm_increase: true,
            minimum_wait_hours: 24,
            cool_off_72h: true,
            failed_deposit_review: Some(NJ_REVIEW),
        },
    ),
    (
        "US-PA",
        RegionRules {
            reconfirm_increase: true,
            minimum_wait_hours: 24,
            cool_off_72h: false,
            failed_deposit_review: Some(NJ_REVIEW),
        },
    ),
    (
        "CA-ON",
        RegionRules {
            reconfirm_increase: false,
            minimum_wait_hours: 24,
            cool_off_72h: false,
            failed_deposit_review: Some(NJ_REVIEW),
        },
    ),
];

/// Everywhere else: the strictest of the rows (confirmation, 24 hours, the review rule).
/// The 72-hour cool-off is a New Jersey option, not a restriction, so it stays NJ-only.
pub const DEFAULT: RegionRules = RegionRules {
    reconfirm_increase: true,
    minimum_wait_hours: 24,
    cool_off_72h: false,
    failed_deposit_review: Some(NJ_REVIEW),
};

/// The rules of a region (case-insensitive code).
pub fn for_region(code: &str) -> RegionRules {
    TABLE
        .iter()
        .find(|(c, _)| c.eq_ignore_ascii_case(code))
        .map_or(DEFAULT, |(_, r)| *r)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_rows_and_default() {
        assert!(for_region("US-NJ").reconfirm_increase);
        assert!(for_region("us-nj").cool_off_72h);
        assert!(for_region("US-PA").reconfirm_increase);
        assert!(!for_region("US-PA").cool_off_72h);
        assert!(!for_region("CA-ON").reconfirm_increase);
        assert_eq!(for_region("CA-ON").minimum_wait_hours, 24);
        let other = for_region("US-CO");
        assert_eq!(other, DEFAULT);
        assert!(other.reconfirm_increase);
        assert_eq!(other.minimum_wait_hours, 24);
        assert_eq!(
            for_region("US-NJ").failed_deposit_review,
            Some(FailedDepositReview {
                attempts: 5,
                window_minutes: 10
            })
        );
    }
}
