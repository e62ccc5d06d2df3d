//! The checks deposits, wagers and sessions must pass. Where several limits of a type overlap
//! (daily, weekly, monthly), the lowest remaining amount applies and the message names that
//! limit.

use super::exclusions::{self, ExclusionKind};
use super::periods::Window;
use super::rules::RegionRules;
use super::{LimitPeriod, Slot};
use crate::money::{Currency, Money};
use chrono::{DateTime, Utc};
use chrono_tz::Tz;
use serde::{Deserialize, Serialize};

/// A limit in force with what has been used of it in its current period.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Usage {
    pub slot: Slot,
    pub limit: i64,
    pub used: i64,
    pub window: Window,
}

impl Usage {
    /// What is left, never below zero.
    pub fn remaining(&self) -> i64 {
        remaining(self.limit, self.used)
    }
}

/// `limit - used`, floored at zero.
pub fn remaining(limit: i64, used: i64) -> i64 {
    limit.saturating_sub(used).max(0)
}

/// The lowest-applicable-limit rule: of overlapping limits, the one with least remaining
/// (the shortest period on a tie).
pub fn binding(usages: &[Usage]) -> Option<&Usage> {
    usages
        .iter()
        .min_by_key(|u| (u.remaining(), u.slot.period.unwrap_or(LimitPeriod::Daily)))
}

/// Whether `amount` fits every `(used, limit)` pair: what the stores check atomically.
pub fn fits(amount: i64, windows: &[(i64, i64)]) -> bool {
    windows
        .iter()
        .all(|(used, limit)| used.saturating_add(amount) <= *limit)
}

/// "until midnight" for a day, else "until <date the period resets>".
fn until(usage: &Usage, tz: Tz) -> String {
    match usage.slot.period {
        Some(LimitPeriod::Daily) | None => "until midnight".to_owned(),
        Some(_) => format!("until {}", exclusions::format_date(usage.window.end, tz)),
    }
}

/// Checks a deposit of `amount` cents against the deposit limits in force. The refusal names
/// the binding limit: "This deposit would exceed your daily deposit limit of $100.00. You
/// can deposit up to $40.00 until midnight."
pub fn check_deposit(
    amount: i64,
    usages: &[Usage],
    currency: Currency,
    tz: Tz,
) -> Result<(), String> {
    match binding(usages) {
        Some(u) if amount > u.remaining() => Err(format!(
            "This deposit would exceed your {} of {}. You can deposit up to {} {}.",
            u.slot.phrase(),
            Money::new(u.limit, currency).formatted(),
            Money::new(u.remaining(), currency).formatted(),
            until(u, tz)
        )),
        _ => Ok(()),
    }
}

/// The limits a wager must fit.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct WagerLimits {
    pub max_single_wager: Option<i64>,
    /// Spend limits: usage is the stakes of the period.
    pub spend: Vec<Usage>,
    /// Loss limits: usage is stakes minus returns of the period, floored at zero.
    pub loss: Vec<Usage>,
}

/// Why a wager is refused; its `Display` is the betslip's message.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum WagerRefusal {
    #[error("{0}")]
    Excluded(String),
    #[error("This wager exceeds your max single wager limit of {0}.")]
    MaxSingleWager(String),
    #[error(
        "This wager would exceed your {phrase} of {limit}. You can wager up to {remaining} {until}."
    )]
    Limit {
        phrase: String,
        limit: String,
        remaining: String,
        until: String,
    },
    #[error("Enter a stake greater than zero.")]
    InvalidStake,
}

/// Checks a stake of `stake` cents: max single wager, then every spend and loss limit (a
/// wager may be lost entirely, so it counts in full against the loss limit).
pub fn check_wager(
    stake: i64,
    limits: &WagerLimits,
    currency: Currency,
    tz: Tz,
) -> Result<(), WagerRefusal> {
    if stake <= 0 {
        return Err(WagerRefusal::InvalidStake);
    }
    if let Some(max) = limits.max_single_wager
        && stake > max
    {
        return Err(WagerRefusal::MaxSingleWager(
            Money::new(max, currency).formatted(),
        ));
    }
    let all: Vec<Usage> = limits.spend.iter().chain(&limits.loss).copied().collect();
    match binding(&all) {
        Some(u) if stake > u.remaining() => Err(WagerRefusal::Limit {
            phrase: u.slot.phrase(),
            limit: Money::new(u.limit, currency).formatted(),
            remaining: Money::new(u.remaining(), currency).formatted(),
            until: until(u, tz),
        }),
        _ => Ok(()),
    }
}

/// The limit a refused stake ran into: its slot and amount (cents). The betslip's
/// responsible-gaming limits alert names it and links to where it is changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct StoppingLimit {
    pub slot: Slot,
    pub amount_cents: i64,
}

/// The limit that refuses a stake of `stake` cents, by the same order as [`check_wager`]
/// (the max single wager, then the binding spend or loss limit); `None` when no limit does
/// (the stake fits, or it is not positive).
pub fn stopping_limit(stake: i64, limits: &WagerLimits) -> Option<StoppingLimit> {
    if stake <= 0 {
        return None;
    }
    if let Some(max) = limits.max_single_wager
        && stake > max
    {
        return Some(StoppingLimit {
            slot: Slot {
                limit_type: super::LimitType::MaxSingleWager,
                period: None,
            },
            amount_cents: max,
        });
    }
    let all: Vec<Usage> = limits.spend.iter().chain(&limits.loss).copied().collect();
    binding(&all)
        .filter(|u| stake > u.remaining())
        .map(|u| StoppingLimit {
            slot: u.slot,
            amount_cents: u.limit,
        })
}

/// The refusal of a wager during a break.
pub fn excluded_wager(kind: ExclusionKind, ends_at: Option<DateTime<Utc>>, tz: Tz) -> WagerRefusal {
    WagerRefusal::Excluded(match ends_at {
        Some(end) => format!(
            "Wagering is unavailable during your {} (until {}).",
            kind.noun(),
            exclusions::format_date(end, tz)
        ),
        None => format!("Wagering is unavailable during your {}.", kind.noun()),
    })
}

/// Loss in a period: stakes minus returns, floored at zero.
pub fn loss(stakes: i64, returns: i64) -> i64 {
    stakes.saturating_sub(returns).max(0)
}

/// Shown when deposits are paused after failed attempts.
pub const DEPOSITS_PAUSED: &str = "Deposits are paused for review after several failed attempts. Please contact Customer Support.";

/// Whether `failures` failed deposits within the region's window pause deposits.
pub fn deposits_paused(failures: u64, rules: &RegionRules) -> bool {
    rules
        .failed_deposit_review
        .is_some_and(|r| failures >= u64::from(r.attempts))
}

/// The refusal after the daily time limit (login and heartbeat).
pub const TIME_LIMIT_REACHED: &str = "You reached your daily time limit. Come back tomorrow!";

/// One session's logged-in span.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Span {
    pub start: DateTime<Utc>,
    pub end: DateTime<Utc>,
}

/// Whole minutes logged in during `day`, counting overlapping sessions once.
pub fn minutes_in(spans: &[Span], day: Window) -> i64 {
    let mut clipped: Vec<(DateTime<Utc>, DateTime<Utc>)> = spans
        .iter()
        .map(|s| (s.start.max(day.start), s.end.min(day.end)))
        .filter(|(a, b)| a < b)
        .collect();
    clipped.sort();
    let mut total = chrono::Duration::zero();
    let mut current: Option<(DateTime<Utc>, DateTime<Utc>)> = None;
    for (a, b) in clipped {
        current = match current {
            Some((ca, cb)) if a <= cb => Some((ca, cb.max(b))),
            Some((ca, cb)) => {
                total += cb - ca;
                Some((a, b))
            }
            None => Some((a, b)),
        };
    }
    if let Some((ca, cb)) = current {
        total += cb - ca;
    }
    total.num_minutes()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::responsible_gaming::periods::window;
    use crate::responsible_gaming::{LimitType, rules};
    use chrono::Duration;
    use chrono_tz::America::New_York;

    fn utc(s: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(s).unwrap().with_timezone(&Utc)
    }

    fn usage(t: LimitType, p: LimitPeriod, limit: i64, used: i64, now: DateTime<Utc>) -> Usage {
        Usage {
            slot: Slot::new(t, Some(p)).unwrap(),
            limit,
            used,
            window: window(p, New_York, now),
        }
    }

    #[test]
    fn lowest_applicable_limit_wins() {
        let now = utc("2026-11-23T17:00:00Z");
        // Daily $100 with $60 used leaves $40; weekly $500 with $480 used leaves $20.
        let usages = [
            usage(LimitType::Deposit, LimitPeriod::Daily, 10_000, 6_000, now),
            usage(LimitType::Deposit, LimitPeriod::Weekly, 50_000, 48_000, now),
            usage(
                LimitType::Deposit,
                LimitPeriod::Monthly,
                100_000,
                48_000,
                now,
            ),
        ];
        assert_eq!(
            binding(&usages).unwrap().slot.period,
            Some(LimitPeriod::Weekly)
        );
        assert_eq!(
            check_deposit(2_000, &usages, Currency::Usd, New_York),
            Ok(())
        );
        assert_eq!(
            check_deposit(2_001, &usages, Currency::Usd, New_York),
            Err("This deposit would exceed your weekly deposit limit of $500.00. You can deposit up to $20.00 until Nov 30, 2026.".to_owned())
        );
        let daily_only = [usage(
            LimitType::Deposit,
            LimitPeriod::Daily,
            10_000,
            6_000,
            now,
        )];
        assert_eq!(
            check_deposit(5_000, &daily_only, Currency::Usd, New_York),
            Err("This deposit would exceed your daily deposit limit of $100.00. You can deposit up to $40.00 until midnight.".to_owned())
        );
        assert!(check_deposit(1_000_000, &[], Currency::Usd, New_York).is_ok());
        assert!(fits(2_000, &[(6_000, 10_000), (48_000, 50_000)]));
        assert!(!fits(2_001, &[(6_000, 10_000), (48_000, 50_000)]));
    }

    #[test]
    fn wagers_check_single_spend_and_loss() {
        let now = utc("2026-11-23T17:00:00Z");
        let limits = WagerLimits {
            max_single_wager: Some(5_000),
            spend: vec![usage(
                LimitType::Spend,
                LimitPeriod::Daily,
                20_000,
                1_000,
                now,
            )],
            loss: vec![usage(
                LimitType::Loss,
                LimitPeriod::Weekly,
                10_000,
                loss(12_000, 5_000),
                now,
            )],
        };
        assert_eq!(
            check_wager(6_000, &limits, Currency::Usd, New_York),
            Err(WagerRefusal::MaxSingleWager("$50.00".into()))
        );
        // Loss so far $70 of $100: a $30 stake fits, $30.01 does not.
        assert!(check_wager(3_000, &limits, Currency::Usd, New_York).is_ok());
        assert_eq!(
            stopping_limit(6_000, &limits),
            Some(StoppingLimit {
                slot: Slot {
                    limit_type: LimitType::MaxSingleWager,
                    period: None
                },
                amount_cents: 5_000
            })
        );
        assert_eq!(stopping_limit(3_000, &limits), None);
        assert_eq!(
            stopping_limit(3_001, &limits),
            Some(StoppingLimit {
                slot: Slot {
                    limit_type: LimitType::Loss,
                    period: Some(LimitPeriod::Weekly)
                },
                amount_cents: 10_000
            })
        );
        assert_eq!(stopping_limit(0, &limits), None);
        let refused = check_wager(3_001, &limits, Currency::Usd, New_York).unwrap_err();
        assert_eq!(
            refused.to_string(),
            "This wager would exceed your weekly loss limit of $100.00. You can wager up to $30.00 until Nov 30, 2026."
        );
        assert_eq!(
            check_wager(0, &limits, Currency::Usd, New_York),
            Err(WagerRefusal::InvalidStake)
        );
        assert_eq!(loss(100, 500), 0);
    }

    #[test]
    fn failed_deposit_review() {
        let nj = rules::for_region("US-NJ");
        assert!(!deposits_paused(4, &nj));
        assert!(deposits_paused(5, &nj));
        let none = rules::RegionRules {
            failed_deposit_review: None,
            ..nj
        };
        assert!(!deposits_paused(50, &none));
    }

    #[test]
    fn time_counts_overlaps_once_within_the_local_day() {
        let now = utc("2026-11-23T17:00:00Z");
        let day = window(LimitPeriod::Daily, New_York, now);
        let spans = [
            // Began yesterday evening: only the part after local midnight counts.
            Span {
                start: day.start - Duration::minutes(30),
                end: day.start + Duration::minutes(30),
            },
            Span {
                start: day.start + Duration::minutes(60),
                end: day.start + Duration::minutes(120),
            },
            // Overlaps the previous one by 30 minutes.
            Span {
                start: day.start + Duration::minutes(90),
                end: day.start + Duration::minutes(150),
            },
        ];
        assert_eq!(minutes_in(&spans, day), 30 + 90);
        assert_eq!(minutes_in(&[], day), 0);
    }
}
