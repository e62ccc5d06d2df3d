//! Responsible-gaming rules (docs/product/responsible-gaming-and-location.md): limits a bettor sets
//! on deposits, losses, spending, single wagers, daily play time and reality check-ins; how a
//! change applies (a decrease at once, an increase or removal only after a cooling period and a
//! fresh confirmation); cool-offs and self-exclusions; and the checks that deposits, wagers and
//! sessions must pass. Periods follow the bettor's region's local midnight. Whether the casino is
//! closed (breaks and operators' restrictions together) is [`casino`].
//!
//! Per-region differences live in one table, [`rules::RegionRules`].

pub mod casino;
pub mod changes;
pub mod checks;
pub mod exclusions;
pub mod periods;
pub mod rules;

use crate::money::{Currency, Money};
use serde::{Deserialize, Serialize};

/// Smallest money limit: $1.00.
pub const MIN_MONEY_CENTS: i64 = 100;
/// Largest money limit: $9,999,999.99.
pub const MAX_MONEY_CENTS: i64 = 999_999_999;
/// Daily time limit bounds in minutes (1 to 10 hours, whole hours).
pub const MIN_TIME_MINUTES: i64 = 60;
pub const MAX_TIME_MINUTES: i64 = 600;
/// Reality check-in intervals a bettor may choose, in minutes.
pub const CHECK_IN_MINUTES: [i64; 6] = [15, 30, 60, 120, 180, 240];

/// What a limit restricts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum LimitType {
    Deposit,
    Loss,
    Spend,
    MaxSingleWager,
    DailyTime,
    CheckInFrequency,
}

impl LimitType {
    pub const ALL: [LimitType; 6] = [
        LimitType::Deposit,
        LimitType::Loss,
        LimitType::Spend,
        LimitType::MaxSingleWager,
        LimitType::DailyTime,
        LimitType::CheckInFrequency,
    ];

    /// The stored and sent name (`DEPOSIT`, `MAX_SINGLE_WAGER`).
    pub fn as_str(self) -> &'static str {
        match self {
            LimitType::Deposit => "DEPOSIT",
            LimitType::Loss => "LOSS",
            LimitType::Spend => "SPEND",
            LimitType::MaxSingleWager => "MAX_SINGLE_WAGER",
            LimitType::DailyTime => "DAILY_TIME",
            LimitType::CheckInFrequency => "CHECK_IN_FREQUENCY",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        LimitType::ALL.into_iter().find(|t| t.as_str() == s)
    }

    /// Whether the value is money (cents); otherwise minutes.
    pub fn is_money(self) -> bool {
        matches!(
            self,
            LimitType::Deposit | LimitType::Loss | LimitType::Spend | LimitType::MaxSingleWager
        )
    }

    /// Whether the type is set per day, week and month.
    pub fn has_period(self) -> bool {
        matches!(
            self,
            LimitType::Deposit | LimitType::Loss | LimitType::Spend
        )
    }

    /// Lower-case noun used in titles and messages (`deposit`, `max single wager`).
    fn noun(self) -> &'static str {
        match self {
            LimitType::Deposit => "deposit",
            LimitType::Loss => "loss",
            LimitType::Spend => "spend",
            LimitType::MaxSingleWager => "max single wager",
            LimitType::DailyTime => "time",
            LimitType::CheckInFrequency => "reality check-in",
        }
    }
}

/// The period a money limit covers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum LimitPeriod {
    Daily,
    Weekly,
    Monthly,
}

impl LimitPeriod {
    pub const ALL: [LimitPeriod; 3] = [
        LimitPeriod::Daily,
        LimitPeriod::Weekly,
        LimitPeriod::Monthly,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            LimitPeriod::Daily => "DAILY",
            LimitPeriod::Weekly => "WEEKLY",
            LimitPeriod::Monthly => "MONTHLY",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        LimitPeriod::ALL.into_iter().find(|p| p.as_str() == s)
    }

    /// `daily`, `weekly`, `monthly` (messages and REST paths).
    pub fn adjective(self) -> &'static str {
        match self {
            LimitPeriod::Daily => "daily",
            LimitPeriod::Weekly => "weekly",
            LimitPeriod::Monthly => "monthly",
        }
    }

    /// `day`, `week`, `month`.
    pub fn unit(self) -> &'static str {
        match self {
            LimitPeriod::Daily => "day",
            LimitPeriod::Weekly => "week",
            LimitPeriod::Monthly => "month",
        }
    }
}

/// One limit slot of an account: a type and, for money types with periods, the period.
/// `DAILY_TIME` counts per day but has no selectable period.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Slot {
    pub limit_type: LimitType,
    pub period: Option<LimitPeriod>,
}

/// Why a slot or a value is refused (the message is the client's `errors.amount`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LimitInputError {
    #[error("Choose a period (daily, weekly or monthly) for this limit.")]
    PeriodRequired,
    #[error("This limit has no period.")]
    PeriodNotAllowed,
    #[error("Enter an amount of at least $1.00.")]
    AmountTooSmall,
    #[error("Enter an amount of at most $9,999,999.99.")]
    AmountTooLarge,
    #[error("Choose a time limit of 1 to 10 hours.")]
    TimeOutOfRange,
    #[error("Choose a reality check-in of 15 or 30 minutes, or 1, 2, 3 or 4 hours.")]
    CheckInNotOffered,
    #[error("Unknown limit {0}.")]
    UnknownSlot(String),
}

impl Slot {
    /// A slot, refusing a period where none applies and a missing one where one is needed.
    pub fn new(
        limit_type: LimitType,
        period: Option<LimitPeriod>,
    ) -> Result<Slot, LimitInputError> {
        match (limit_type.has_period(), period) {
            (true, None) => Err(LimitInputError::PeriodRequired),
            (false, Some(_)) => Err(LimitInputError::PeriodNotAllowed),
            _ => Ok(Slot { limit_type, period }),
        }
    }

    /// Every slot of a type: money types daily, weekly, monthly in that order.
    pub fn all_of(limit_type: LimitType) -> Vec<Slot> {
        if limit_type.has_period() {
            LimitPeriod::ALL
                .into_iter()
                .map(|p| Slot {
                    limit_type,
                    period: Some(p),
                })
                .collect()
        } else {
            vec![Slot {
                limit_type,
                period: None,
            }]
        }
    }

    /// Every slot of every type.
    pub fn all() -> Vec<Slot> {
        LimitType::ALL.into_iter().flat_map(Slot::all_of).collect()
    }

    /// The stable id: `DEPOSIT:DAILY`, `DAILY_TIME`, `MAX_SINGLE_WAGER`.
    pub fn id(&self) -> String {
        match self.period {
            Some(p) => format!("{}:{}", self.limit_type.as_str(), p.as_str()),
            None => self.limit_type.as_str().to_owned(),
        }
    }

    /// Parses [`Slot::id`].
    pub fn parse(id: &str) -> Result<Slot, LimitInputError> {
        let unknown = || LimitInputError::UnknownSlot(id.chars().take(40).collect());
        let (t, p) = match id.split_once(':') {
            Some((t, p)) => (t, Some(LimitPeriod::parse(p).ok_or_else(unknown)?)),
            None => (id, None),
        };
        let t = LimitType::parse(t).ok_or_else(unknown)?;
        Slot::new(t, p).map_err(|_| unknown())
    }

    /// The period over which usage counts: the slot's, or a day for the time limit.
    pub fn counting_period(&self) -> Option<LimitPeriod> {
        match self.limit_type {
            LimitType::DailyTime => Some(LimitPeriod::Daily),
            _ => self.period,
        }
    }

    /// Checks a limit value (cents or minutes) for this slot.
    pub fn check_value(&self, value: i64) -> Result<i64, LimitInputError> {
        match self.limit_type {
            t if t.is_money() => {
                if value < MIN_MONEY_CENTS {
                    Err(LimitInputError::AmountTooSmall)
                } else if value > MAX_MONEY_CENTS {
                    Err(LimitInputError::AmountTooLarge)
                } else {
                    Ok(value)
                }
            }
            LimitType::DailyTime => {
                if (MIN_TIME_MINUTES..=MAX_TIME_MINUTES).contains(&value) && value % 60 == 0 {
                    Ok(value)
                } else {
                    Err(LimitInputError::TimeOutOfRange)
                }
            }
            _ => {
                if CHECK_IN_MINUTES.contains(&value) {
                    Ok(value)
                } else {
                    Err(LimitInputError::CheckInNotOffered)
                }
            }
        }
    }

    /// "Daily Deposit Limit", "Max Single Wager Limit", "Daily Time Limit", "Reality Check-In".
    pub fn title(&self) -> String {
        match (self.limit_type, self.period) {
            (LimitType::CheckInFrequency, _) => "Reality Check-In".to_owned(),
            (LimitType::DailyTime, _) => "Daily Time Limit".to_owned(),
            (LimitType::MaxSingleWager, _) => "Max Single Wager Limit".to_owned(),
            (t, Some(p)) => format!(
                "{} {} Limit",
                title_case(p.adjective()),
                title_case(t.noun())
            ),
            (t, None) => format!("{} Limit", title_case(t.noun())),
        }
    }

    /// The paragraph explaining the limit on its page.
    pub fn body(&self) -> String {
        let period = self.period.map_or("period", LimitPeriod::unit);
        match self.limit_type {
            LimitType::Deposit => format!(
                "Limit how much you can deposit each {period}. Pending and completed deposits count; a lower limit applies at once, a higher one only after the current {period} ends and you confirm it."
            ),
            LimitType::Loss => format!(
                "Limit how much you can lose each {period}: your wagers minus your winnings. A lower limit applies at once, a higher one only after the current {period} ends and you confirm it."
            ),
            LimitType::Spend => format!(
                "Limit how much you can wager each {period}, win or lose. A lower limit applies at once, a higher one only after the current {period} ends and you confirm it."
            ),
            LimitType::MaxSingleWager => "Limit the stake of any single wager. A lower limit applies at once, a higher one only after 24 hours and your confirmation.".to_owned(),
            LimitType::DailyTime => "Limit how long you can be logged in each day, counted from each login. When you reach it you are logged out until tomorrow; a round in play may finish.".to_owned(),
            LimitType::CheckInFrequency => "Get a reminder of how long you have been logged in and how much you have wagered, at the interval you choose.".to_owned(),
        }
    }

    /// The value as shown: "$500.00 per day", "$25.00 per wager", "2 hours per day",
    /// "Every 30 minutes".
    pub fn describe(&self, value: i64, currency: Currency) -> String {
        match self.limit_type {
            LimitType::MaxSingleWager => {
                format!("{} per wager", Money::new(value, currency).formatted())
            }
            LimitType::DailyTime => format!("{} per day", duration_words(value)),
            LimitType::CheckInFrequency => format!("Every {}", duration_words(value)),
            _ => format!(
                "{} per {}",
                Money::new(value, currency).formatted(),
                self.period.map_or("period", LimitPeriod::unit)
            ),
        }
    }

    /// The noun phrase of messages: "daily deposit limit", "max single wager limit".
    pub fn phrase(&self) -> String {
        match self.period {
            Some(p) => format!("{} {} limit", p.adjective(), self.limit_type.noun()),
            None => match self.limit_type {
                LimitType::DailyTime => "daily time limit".to_owned(),
                t => format!("{} limit", t.noun()),
            },
        }
    }
}

/// "1 hour", "2 hours", "30 minutes", "1 hour 30 minutes".
fn duration_words(minutes: i64) -> String {
    let (h, m) = (minutes / 60, minutes % 60);
    let plural = |n: i64, one: &str| {
        if n == 1 {
            format!("1 {one}")
        } else {
            format!("{n} {one}s")
        }
    };
    match (h, m) {
        (0, m) => plural(m, "minute"),
        (h, 0) => plural(h, "hour"),
        (h, m) => format!("{} {}", plural(h, "hour"), plural(m, "minute")),
    }
}

fn title_case(s: &str) -> String {
    s.split(' ')
        .map(|w| {
            let mut c = w.chars();
            match c.next() {
                Some(f) => f.to_uppercase().chain(c).collect::<String>(),
                None => String::new(),
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slots_and_ids_round_trip() {
        assert_eq!(Slot::all().len(), 3 * 3 + 3);
        for slot in Slot::all() {
            assert_eq!(Slot::parse(&slot.id()).unwrap(), slot);
        }
        assert!(Slot::parse("DEPOSIT").is_err());
        assert!(Slot::parse("MAX_SINGLE_WAGER:DAILY").is_err());
        assert!(Slot::parse("BOGUS:DAILY").is_err());
        assert_eq!(
            Slot::new(LimitType::MaxSingleWager, Some(LimitPeriod::Daily)),
            Err(LimitInputError::PeriodNotAllowed)
        );
        assert_eq!(
            Slot::new(LimitType::Loss, None),
            Err(LimitInputError::PeriodRequired)
        );
    }

    #[test]
    fn values_are_checked_per_type() {
        let deposit = Slot::new(LimitType::Deposit, Some(LimitPeriod::Daily)).unwrap();
        assert_eq!(deposit.check_value(0), Err(LimitInputError::AmountTooSmall));
        assert_eq!(
            deposit.check_value(-500),
            Err(LimitInputError::AmountTooSmall)
        );
        assert_eq!(
            deposit.check_value(99),
            Err(LimitInputError::AmountTooSmall)
        );
        assert_eq!(deposit.check_value(100), Ok(100));
        assert_eq!(deposit.check_value(999_999_999), Ok(999_999_999));
        assert_eq!(
            deposit.check_value(1_000_000_000),
            Err(LimitInputError::AmountTooLarge)
        );
        let time = Slot::new(LimitType::DailyTime, None).unwrap();
        assert_eq!(time.check_value(120), Ok(120));
        assert!(time.check_value(90).is_err());
        assert!(time.check_value(660).is_err());
        assert!(time.check_value(0).is_err());
        let check_in = Slot::new(LimitType::CheckInFrequency, None).unwrap();
        assert_eq!(check_in.check_value(30), Ok(30));
        assert!(check_in.check_value(45).is_err());
    }

    #[test]
    fn descriptions_and_titles() {
        let usd = Currency::Usd;
        let daily = Slot::new(LimitType::Deposit, Some(LimitPeriod::Daily)).unwrap();
        assert_eq!(daily.describe(50_000, usd), "$500.00 per day");
        assert_eq!(daily.title(), "Daily Deposit Limit");
        assert_eq!(daily.phrase(), "daily deposit limit");
        let msw = Slot::new(LimitType::MaxSingleWager, None).unwrap();
        assert_eq!(msw.describe(2_500, usd), "$25.00 per wager");
        assert_eq!(msw.title(), "Max Single Wager Limit");
        let time = Slot::new(LimitType::DailyTime, None).unwrap();
        assert_eq!(time.describe(120, usd), "2 hours per day");
        assert_eq!(time.describe(60, usd), "1 hour per day");
        let check_in = Slot::new(LimitType::CheckInFrequency, None).unwrap();
        assert_eq!(check_in.describe(30, usd), "Every 30 minutes");
        assert_eq!(check_in.describe(60, usd), "Every 1 hour");
        let weekly_loss = Slot::new(LimitType::Loss, Some(LimitPeriod::Weekly)).unwrap();
        assert_eq!(weekly_loss.title(), "Weekly Loss Limit");
        assert_eq!(weekly_loss.describe(80_000, usd), "$800.00 per week");
    }
}
