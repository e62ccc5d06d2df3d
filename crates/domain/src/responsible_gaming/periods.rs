//! Limit periods in the bettor's region's time zone: a day runs from local midnight to local
//! midnight, a week from Monday's, a month from the first's. Computed on local calendar dates,
//! so days of 23 or 25 hours around DST changes are still one day.

use super::LimitPeriod;
use chrono::{DateTime, Datelike, Days, Duration, Months, NaiveDate, TimeZone, Utc};
use chrono_tz::Tz;

/// The time zone of a region (ISO 3166-2 code); America/New_York for unknown codes.
pub fn zone(region_code: &str) -> Tz {
    crate::region::find(region_code)
        .and_then(|r| r.time_zone.parse::<Tz>().ok())
        .unwrap_or(chrono_tz::America::New_York)
}

/// One period: `start` inclusive, `end` exclusive.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Window {
    pub start: DateTime<Utc>,
    pub end: DateTime<Utc>,
}

impl Window {
    pub fn contains(&self, at: DateTime<Utc>) -> bool {
        self.start <= at && at < self.end
    }
}

/// The instant a local date begins in `tz`. Where midnight does not exist (a DST gap at
/// midnight, as in some zones), the first instant after the gap.
pub fn local_midnight(tz: Tz, date: NaiveDate) -> DateTime<Utc> {
    let midnight = date.and_hms_opt(0, 0, 0).unwrap_or_default();
    let mut probe = midnight;
    // Gaps last at most a few hours; step forward a quarter hour at a time.
    for _ in 0..16 {
        if let Some(at) = tz.from_local_datetime(&probe).earliest() {
            return at.with_timezone(&Utc);
        }
        probe += Duration::minutes(15);
    }
    // No zone has a gap this long; read the wall clock as UTC rather than fail.
    Utc.from_utc_datetime(&midnight)
}

/// The local calendar date of `at` in `tz`.
pub fn local_date(tz: Tz, at: DateTime<Utc>) -> NaiveDate {
    at.with_timezone(&tz).date_naive()
}

/// The first local date of the period containing `date`.
fn period_start(period: LimitPeriod, date: NaiveDate) -> NaiveDate {
    match period {
        LimitPeriod::Daily => date,
        LimitPeriod::Weekly => date
            .checked_sub_days(Days::new(u64::from(date.weekday().num_days_from_monday())))
            .unwrap_or(date),
        LimitPeriod::Monthly => date.with_day(1).unwrap_or(date),
    }
}

/// The first local date after the period beginning on `start`.
fn next_start(period: LimitPeriod, start: NaiveDate) -> NaiveDate {
    let next = match period {
        LimitPeriod::Daily => start.checked_add_days(Days::new(1)),
        LimitPeriod::Weekly => start.checked_add_days(Days::new(7)),
        LimitPeriod::Monthly => start.checked_add_months(Months::new(1)),
    };
    next.unwrap_or(NaiveDate::MAX)
}

/// The period of kind `period` containing `now`, in `tz`.
pub fn window(period: LimitPeriod, tz: Tz, now: DateTime<Utc>) -> Window {
    let start = period_start(period, local_date(tz, now));
    Window {
        start: local_midnight(tz, start),
        end: local_midnight(tz, next_start(period, start)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono_tz::America::New_York;

    fn utc(s: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(s).unwrap().with_timezone(&Utc)
    }

    #[test]
    fn day_is_local_midnight_to_local_midnight() {
        // 23:30 EST on Nov 23 is 04:30 UTC on Nov 24.
        let w = window(LimitPeriod::Daily, New_York, utc("2026-11-24T04:30:00Z"));
        assert_eq!(w.start, utc("2026-11-23T05:00:00Z"));
        assert_eq!(w.end, utc("2026-11-24T05:00:00Z"));
        // Thirty-one minutes later it is the next local day.
        let w2 = window(LimitPeriod::Daily, New_York, utc("2026-11-24T05:01:00Z"));
        assert_eq!(w2.start, w.end);
    }

    #[test]
    fn spring_forward_day_has_23_hours() {
        // 2026-03-08: clocks jump from 02:00 EST to 03:00 EDT.
        let w = window(LimitPeriod::Daily, New_York, utc("2026-03-08T12:00:00Z"));
        assert_eq!(w.start, utc("2026-03-08T05:00:00Z"));
        assert_eq!(w.end, utc("2026-03-09T04:00:00Z"));
        assert_eq!(w.end - w.start, Duration::hours(23));
        // Rollover at local midnight after the change: 23:59 EDT is still the 8th.
        let before = window(LimitPeriod::Daily, New_York, utc("2026-03-09T03:59:00Z"));
        assert_eq!(before.start, w.start);
        let after = window(LimitPeriod::Daily, New_York, utc("2026-03-09T04:00:00Z"));
        assert_eq!(after.start, w.end);
        assert_eq!(after.end - after.start, Duration::hours(24));
    }

    #[test]
    fn fall_back_day_has_25_hours() {
        // 2026-11-01: clocks fall back from 02:00 EDT to 01:00 EST.
        let w = window(LimitPeriod::Daily, New_York, utc("2026-11-01T12:00:00Z"));
        assert_eq!(w.start, utc("2026-11-01T04:00:00Z"));
        assert_eq!(w.end, utc("2026-11-02T05:00:00Z"));
        assert_eq!(w.end - w.start, Duration::hours(25));
        let last_minute = window(LimitPeriod::Daily, New_York, utc("2026-11-02T04:59:00Z"));
        assert_eq!(last_minute.start, w.start);
        let next = window(LimitPeriod::Daily, New_York, utc("2026-11-02T05:00:00Z"));
        assert_eq!(next.start, w.end);
    }

    #[test]
    fn weeks_start_monday_and_months_on_the_first() {
        // Sunday 2026-03-08 12:00 UTC: the week began Monday 2026-03-02 at EST midnight and
        // ends Monday 2026-03-09 at EDT midnight.
        let w = window(LimitPeriod::Weekly, New_York, utc("2026-03-08T12:00:00Z"));
        assert_eq!(w.start, utc("2026-03-02T05:00:00Z"));
        assert_eq!(w.end, utc("2026-03-09T04:00:00Z"));
        // A Monday belongs to its own week.
        let monday = window(LimitPeriod::Weekly, New_York, utc("2026-03-09T04:00:00Z"));
        assert_eq!(monday.start, w.end);
        let m = window(LimitPeriod::Monthly, New_York, utc("2026-11-15T12:00:00Z"));
        assert_eq!(m.start, utc("2026-11-01T04:00:00Z"));
        assert_eq!(m.end, utc("2026-12-01T05:00:00Z"));
        let dec = window(LimitPeriod::Monthly, New_York, utc("2026-12-31T23:00:00Z"));
        assert_eq!(dec.end, utc("2027-01-01T05:00:00Z"));
    }

    #[test]
    fn zones_follow_the_region() {
        assert_eq!(zone("US-NJ"), New_York);
        assert_eq!(zone("CA-ON"), chrono_tz::America::Toronto);
        assert_eq!(zone("US-IL"), chrono_tz::America::Chicago);
        assert_eq!(zone("XX-YY"), New_York);
    }
}
