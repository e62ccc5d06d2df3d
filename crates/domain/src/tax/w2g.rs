//! Form W-2G (certain gambling winnings): which casino wins the operator reports to the IRS.
//!
//! The thresholds are data ([`THRESHOLDS`]), one row per game from a tax year on, so an
//! operator updates the table when the IRS publishes a new figure (from 2027 the $2,000
//! threshold is indexed for inflation). A tax year after the table's last row uses that row
//! until the table is updated. A round is judged once, on its totals: everything it won
//! against everything it staked. The win's date in US Eastern time decides its tax year.

use chrono::{DateTime, Datelike, Utc};
use chrono_tz::America::New_York;
use serde::{Deserialize, Serialize};

/// The kinds of wager a W-2G distinguishes among the casino's games (box 3, "type of wager").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WagerType {
    /// Slot machines (video slots): reported on the gross win.
    Slot,
    /// Keno: reported on the win less the wager.
    Keno,
    /// Roulette and other table games paying at least 300 times the wager.
    Roulette,
    /// Blackjack: never reportable on a W-2G.
    Blackjack,
}

impl WagerType {
    /// The stored code.
    pub fn as_str(self) -> &'static str {
        match self {
            WagerType::Slot => "slot",
            WagerType::Keno => "keno",
            WagerType::Roulette => "roulette",
            WagerType::Blackjack => "blackjack",
        }
    }

    /// Reads a stored code.
    pub fn parse(s: &str) -> Option<Self> {
        [
            WagerType::Slot,
            WagerType::Keno,
            WagerType::Roulette,
            WagerType::Blackjack,
        ]
        .into_iter()
        .find(|t| t.as_str() == s)
    }

    /// What box 3 of the form says.
    pub fn label(self) -> &'static str {
        match self {
            WagerType::Slot => "Slot machine",
            WagerType::Keno => "Keno",
            WagerType::Roulette => "Roulette",
            WagerType::Blackjack => "Blackjack",
        }
    }
}

/// What a threshold is compared with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Measure {
    /// Everything the round won.
    GrossWin,
    /// What the round won less what it staked.
    WinLessWager,
}

/// When a game's win is reportable.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rule {
    /// Never reported on a W-2G.
    NotReportable,
    /// Reportable when the measured amount is at least `cents` and, when set, the win is at
    /// least `min_multiple_of_wager` times the wager.
    AtLeast {
        cents: i64,
        measure: Measure,
        min_multiple_of_wager: Option<i64>,
    },
}

/// One row of the threshold table: `game`'s rule from `from_year` on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Threshold {
    pub from_year: i32,
    pub game: WagerType,
    pub rule: Rule,
}

const fn at_least(cents: i64, measure: Measure, multiple: Option<i64>) -> Rule {
    Rule::AtLeast {
        cents,
        measure,
        min_multiple_of_wager: multiple,
    }
}

/// The year the first rows apply from; earlier years use them too.
pub const TABLE_START_YEAR: i32 = 1977;

/// The thresholds, oldest first per game. From 2026 every figure is $2,000 (the One Big
/// Beautiful Bill Act, 2025); from 2027 it is indexed for inflation, and the operator adds a
/// row per year as the IRS publishes it.
pub const THRESHOLDS: &[Threshold] = &[
    Threshold {
        from_year: TABLE_START_YEAR,
        game: WagerType::Slot,
        rule: at_least(120_000, Measure::GrossWin, None),
    },
    Threshold {
        from_year: 2026,
        game: WagerType::Slot,
        rule: at_least(200_000, Measure::GrossWin, None),
    },
    Threshold {
        from_year: TABLE_START_YEAR,
        game: WagerType::Keno,
        rule: at_least(150_000, Measure::WinLessWager, None),
    },
    Threshold {
        from_year: 2026,
        game: WagerType::Keno,
        rule: at_least(200_000, Measure::WinLessWager, None),
    },
    Threshold {
        from_year: TABLE_START_YEAR,
        game: WagerType::Roulette,
        rule: at_least(60_000, Measure::WinLessWager, Some(300)),
    },
    Threshold {
        from_year: 2026,
        game: WagerType::Roulette,
        rule: at_least(200_000, Measure::WinLessWager, Some(300)),
    },
    Threshold {
        from_year: TABLE_START_YEAR,
        game: WagerType::Blackjack,
        rule: Rule::NotReportable,
    },
];

/// The tax year of a win at `at`: its calendar year in US Eastern time.
pub fn tax_year(at: DateTime<Utc>) -> i32 {
    at.with_timezone(&New_York).year()
}

/// `game`'s rule in `year` in `table`: the latest row from that year or before (a year past the
/// table uses its last row; a year before it, its first).
pub fn rule_in(table: &[Threshold], game: WagerType, year: i32) -> Rule {
    let rows = || table.iter().filter(|t| t.game == game);
    rows()
        .filter(|t| t.from_year <= year)
        .max_by_key(|t| t.from_year)
        .or_else(|| rows().min_by_key(|t| t.from_year))
        .map_or(Rule::NotReportable, |t| t.rule)
}

/// A round's totals that cannot be judged.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum AssessError {
    #[error("a round's stake and win cannot be negative")]
    Negative,
}

/// A reportable win, as the form reports it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reportable {
    pub tax_year: i32,
    pub wager_type: WagerType,
    /// Box 1: the amount the threshold was met with (the gross win for slots; the win less
    /// the wager for keno and roulette).
    pub reportable_cents: i64,
    /// The threshold it met.
    pub threshold_cents: i64,
}

/// Judges one round (or one payout, such as a jackpot) of `game`: `staked_cents` is everything
/// it staked (zero for a free round), `won_cents` everything it paid, `at` when it was won.
/// `None`: not reportable.
pub fn assess(
    game: WagerType,
    staked_cents: i64,
    won_cents: i64,
    at: DateTime<Utc>,
) -> Result<Option<Reportable>, AssessError> {
    assess_in(THRESHOLDS, game, staked_cents, won_cents, at)
}

/// [`assess`] against another table (an operator's update, tests).
pub fn assess_in(
    table: &[Threshold],
    game: WagerType,
    staked_cents: i64,
    won_cents: i64,
    at: DateTime<Utc>,
) -> Result<Option<Reportable>, AssessError> {
    if staked_cents < 0 || won_cents < 0 {
        return Err(AssessError::Negative);
    }
    let year = tax_year(at);
    let Rule::AtLeast {
        cents,
        measure,
        min_multiple_of_wager,
    } = rule_in(table, game, year)
    else {
        return Ok(None);
    };
    let measured = match measure {
        Measure::GrossWin => won_cents,
        Measure::WinLessWager => won_cents.saturating_sub(staked_cents),
    };
    let multiple_met = min_multiple_of_wager
        .is_none_or(|m| i128::from(won_cents) >= i128::from(m) * i128::from(staked_cents));
    Ok((measured >= cents && multiple_met).then_some(Reportable {
        tax_year: year,
        wager_type: game,
        reportable_cents: measured,
        threshold_cents: cents,
    }))
}

/// A payer's EIN that is not nine digits written `12-3456789`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("an EIN is nine digits written 12-3456789")]
pub struct BadEin;

/// Checks an employer identification number and answers it as `12-3456789`.
pub fn check_ein(raw: &str) -> Result<String, BadEin> {
    let digits: String = raw.chars().filter(|c| *c != '-').collect();
    let dashes = raw.chars().filter(|c| *c == '-').count();
    let dash_ok = dashes == 0 || (dashes == 1 && raw.find('-') == Some(2));
    if digits.len() != 9 || !digits.chars().all(|c| c.is_ascii_digit()) || !dash_ok {
        return Err(BadEin);
    }
    let (prefix, rest) = digits.split_at(2);
    Ok(format!("{prefix}-{rest}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn eastern(y: i32, m: u32, d: u32, h: u32) -> DateTime<Utc> {
        New_York
            .with_ymd_and_hms(y, m, d, h, 0, 0)
            .single()
            .map(|t| t.with_timezone(&Utc))
            .unwrap_or_default()
    }

    fn reported(game: WagerType, staked: i64, won: i64, at: DateTime<Utc>) -> Option<i64> {
        assess(game, staked, won, at)
            .ok()
            .flatten()
            .map(|r| r.reportable_cents)
    }

    #[test]
    fn slots_are_reported_on_the_gross_win_at_the_year_s_threshold() {
        let y2025 = eastern(2025, 6, 1, 12);
        assert_eq!(reported(WagerType::Slot, 100, 119_999, y2025), None);
        assert_eq!(
            reported(WagerType::Slot, 100, 120_000, y2025),
            Some(120_000)
        );
        assert_eq!(
            reported(WagerType::Slot, 100, 120_001, y2025),
            Some(120_001)
        );
        let y2026 = eastern(2026, 6, 1, 12);
        assert_eq!(reported(WagerType::Slot, 100, 120_000, y2026), None);
        assert_eq!(reported(WagerType::Slot, 100, 199_999, y2026), None);
        assert_eq!(
            reported(WagerType::Slot, 100, 200_000, y2026),
            Some(200_000)
        );
        assert_eq!(
            reported(WagerType::Slot, 100, 200_001, y2026),
            Some(200_001)
        );
    }

    #[test]
    fn keno_is_reported_on_the_win_less_the_wager() {
        let y2025 = eastern(2025, 3, 1, 12);
        assert_eq!(reported(WagerType::Keno, 500, 150_499, y2025), None);
        assert_eq!(
            reported(WagerType::Keno, 500, 150_500, y2025),
            Some(150_000)
        );
        assert_eq!(
            reported(WagerType::Keno, 500, 150_501, y2025),
            Some(150_001)
        );
        let y2026 = eastern(2026, 3, 1, 12);
        assert_eq!(reported(WagerType::Keno, 500, 200_499, y2026), None);
        assert_eq!(
            reported(WagerType::Keno, 500, 200_500, y2026),
            Some(200_000)
        );
        assert_eq!(
            reported(WagerType::Keno, 500, 200_501, y2026),
            Some(200_001)
        );
    }

    #[test]
    fn roulette_needs_the_amount_and_three_hundred_times_the_wager() {
        let y2025 = eastern(2025, 3, 1, 12);
        // $2 staked: 300 times is $600; the win less the wager must reach $600 too.
        assert_eq!(reported(WagerType::Roulette, 200, 60_199, y2025), None);
        assert_eq!(
            reported(WagerType::Roulette, 200, 60_200, y2025),
            Some(60_000)
        );
        assert_eq!(
            reported(WagerType::Roulette, 200, 60_201, y2025),
            Some(60_001)
        );
        // Enough money but less than 300 times the wager: not reportable.
        assert_eq!(reported(WagerType::Roulette, 1_000, 299_999, y2025), None);
        assert_eq!(
            reported(WagerType::Roulette, 1_000, 300_000, y2025),
            Some(299_000)
        );
        let y2026 = eastern(2026, 3, 1, 12);
        assert_eq!(reported(WagerType::Roulette, 200, 60_200, y2026), None);
        assert_eq!(reported(WagerType::Roulette, 200, 200_199, y2026), None);
        assert_eq!(
            reported(WagerType::Roulette, 200, 200_200, y2026),
            Some(200_000)
        );
    }

    #[test]
    fn blackjack_is_never_reportable() {
        let at = eastern(2025, 3, 1, 12);
        assert_eq!(reported(WagerType::Blackjack, 100, 100_000_000, at), None);
    }

    #[test]
    fn a_free_round_is_judged_with_a_wager_of_zero() {
        let at = eastern(2026, 3, 1, 12);
        assert_eq!(reported(WagerType::Keno, 0, 200_000, at), Some(200_000));
        assert_eq!(reported(WagerType::Roulette, 0, 200_000, at), Some(200_000));
    }

    #[test]
    fn the_eastern_date_decides_the_tax_year() {
        // 11:30 pm on New Year's Eve in New York is already January 1st in UTC.
        let eve = New_York
            .with_ymd_and_hms(2025, 12, 31, 23, 30, 0)
            .single()
            .map(|t| t.with_timezone(&Utc))
            .unwrap_or_default();
        assert_eq!(eve.year(), 2026);
        assert_eq!(tax_year(eve), 2025);
        assert_eq!(reported(WagerType::Slot, 100, 150_000, eve), Some(150_000));
        let new_year = eve + chrono::Duration::hours(1);
        assert_eq!(tax_year(new_year), 2026);
        assert_eq!(reported(WagerType::Slot, 100, 150_000, new_year), None);
    }

    #[test]
    fn a_year_past_the_table_uses_its_last_row_until_it_is_updated() {
        let later = eastern(2031, 7, 4, 12);
        assert_eq!(reported(WagerType::Slot, 100, 199_999, later), None);
        assert_eq!(
            reported(WagerType::Slot, 100, 200_000, later),
            Some(200_000)
        );
        let updated = [Threshold {
            from_year: 2031,
            game: WagerType::Slot,
            rule: at_least(210_000, Measure::GrossWin, None),
        }];
        let table: Vec<Threshold> = THRESHOLDS.iter().copied().chain(updated).collect();
        assert_eq!(
            assess_in(&table, WagerType::Slot, 100, 200_000, later),
            Ok(None)
        );
        assert_eq!(
            rule_in(&table, WagerType::Slot, 2030),
            at_least(200_000, Measure::GrossWin, None)
        );
        assert_eq!(
            rule_in(THRESHOLDS, WagerType::Slot, 1950),
            at_least(120_000, Measure::GrossWin, None)
        );
    }

    #[test]
    fn negative_totals_are_refused() {
        let at = eastern(2026, 1, 2, 12);
        assert_eq!(
            assess(WagerType::Slot, -1, 10, at),
            Err(AssessError::Negative)
        );
        assert_eq!(
            assess(WagerType::Slot, 1, -10, at),
            Err(AssessError::Negative)
        );
    }

    #[test]
    fn eins_are_nine_digits() {
        assert_eq!(check_ein("12-3456789"), Ok("12-3456789".into()));
        assert_eq!(check_ein("123456789"), Ok("12-3456789".into()));
        assert_eq!(check_ein("123-456789"), Err(BadEin));
        assert_eq!(check_ein("12-345678"), Err(BadEin));
        assert_eq!(check_ein("12-34567890"), Err(BadEin));
        assert_eq!(check_ein("AB-3456789"), Err(BadEin));
    }

    #[test]
    fn wager_types_read_back_their_codes() {
        for t in [
            WagerType::Slot,
            WagerType::Keno,
            WagerType::Roulette,
            WagerType::Blackjack,
        ] {
            assert_eq!(WagerType::parse(t.as_str()), Some(t));
        }
        assert_eq!(WagerType::parse("craps"), None);
    }
}
