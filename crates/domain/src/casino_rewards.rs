//! Casino rewards: free rounds (bonus spins) and free-to-play promotions, and which balances
//! a player lets casino stakes use.
//!
//! - **Free rounds** are a reward kind next to bonus bets and profit boosts: `rounds` rounds
//!   at a fixed stake on named games, until an expiry. A free round's stake is paid by the
//!   operator (`House(Promotions)`), never by the player; its win is the player's cash like
//!   any win. One round is used per debit that names the grant, never below zero; a rollback
//!   of that debit gives the round back.
//! - **Free-to-play promotions** grant a number of free rounds of one game per player and US
//!   Eastern day while they run.
//! - **Balance usage**: casino stakes may use cash, promotional credit ("Credits") or both
//!   (at least one; cash alone by default). With credits on, a stake draws credit first, then
//!   cash; a rollback gives each part back to the balance it came from.

use crate::ids::UserId;
use crate::ledger::{
    AccountRef, BalancedTransaction, Bucket, HouseAccount, LedgerError, Owner, Posting,
    TransactionKind,
};
use crate::money::{Currency, Money};
use chrono::{DateTime, Duration, NaiveDate, TimeZone, Utc};
use chrono_tz::America::New_York;

/// The most free rounds one grant may carry.
pub const MAX_FREE_ROUNDS: u32 = 500;

/// The longest life of an operator's grant, in days.
pub const MAX_FREE_ROUNDS_DAYS: i64 = 365;

/// The longest title of a grant or a promotion.
pub const MAX_TITLE_CHARS: usize = 100;

/// Why free rounds cannot be granted as asked.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GrantError {
    #[error("rounds must be between 1 and {MAX_FREE_ROUNDS}")]
    Rounds,
    #[error("the stake must be between {min} and {max} on this game", min = Money::new(*.min, Currency::Usd).formatted(), max = Money::new(*.max, Currency::Usd).formatted())]
    Stake { min: i64, max: i64 },
    #[error("days must be between 1 and {MAX_FREE_ROUNDS_DAYS}")]
    Days,
    #[error("the title must be 1 to {MAX_TITLE_CHARS} characters")]
    Title,
    #[error("free rounds need at least one game")]
    NoGames,
}

/// The stake range of a game free rounds are granted on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StakeRange {
    pub min_cents: i64,
    pub max_cents: i64,
}

/// Checks a grant of `rounds` rounds at `stake_cents` on games with `ranges`, living
/// `days` days, titled `title`: 1 to [`MAX_FREE_ROUNDS`] rounds, a stake every game takes,
/// 1 to [`MAX_FREE_ROUNDS_DAYS`] days, a title of 1 to [`MAX_TITLE_CHARS`] characters.
pub fn check_grant(
    rounds: u32,
    stake_cents: i64,
    ranges: &[StakeRange],
    days: i64,
    title: &str,
) -> Result<(), GrantError> {
    if ranges.is_empty() {
        return Err(GrantError::NoGames);
    }
    if !(1..=MAX_FREE_ROUNDS).contains(&rounds) {
        return Err(GrantError::Rounds);
    }
    for range in ranges {
        if stake_cents < range.min_cents || stake_cents > range.max_cents {
            return Err(GrantError::Stake {
                min: range.min_cents,
                max: range.max_cents,
            });
        }
    }
    if !(1..=MAX_FREE_ROUNDS_DAYS).contains(&days) {
        return Err(GrantError::Days);
    }
    let chars = title.trim().chars().count();
    if chars == 0 || chars > MAX_TITLE_CHARS {
        return Err(GrantError::Title);
    }
    Ok(())
}

/// A grant of free rounds as a debit finds it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FreeRoundsState {
    pub provider: String,
    /// The provider game ids it plays on.
    pub games: Vec<String>,
    pub stake_cents: i64,
    pub rounds_left: u32,
    pub expires_at: DateTime<Utc>,
}

/// Why a debit cannot be paid by free rounds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum FreeRoundRefusal {
    #[error("these free rounds have expired")]
    Expired,
    #[error("these free rounds are used up")]
    UsedUp,
    #[error("these free rounds are for another game")]
    OtherGame,
    #[error("a free round's stake is its fixed value")]
    OtherStake,
}

impl FreeRoundsState {
    /// Whether they are still playable at `now` (rounds left, not expired).
    pub fn available(&self, now: DateTime<Utc>) -> bool {
        self.rounds_left > 0 && now < self.expires_at
    }

    /// Whether a debit of `cents` in a session of `provider`'s `game` at `now` may use one
    /// of these rounds.
    pub fn check_debit(
        &self,
        provider: &str,
        game: &str,
        cents: i64,
        now: DateTime<Utc>,
    ) -> Result<(), FreeRoundRefusal> {
        if provider != self.provider || !self.games.iter().any(|g| g == game) {
            return Err(FreeRoundRefusal::OtherGame);
        }
        if now >= self.expires_at {
            return Err(FreeRoundRefusal::Expired);
        }
        if self.rounds_left == 0 {
            return Err(FreeRoundRefusal::UsedUp);
        }
        if cents != self.stake_cents {
            return Err(FreeRoundRefusal::OtherStake);
        }
        Ok(())
    }
}

/// What a player reads of free rounds: "10 free spins at $0.20" (slots) or "1 free round at
/// $1.00".
pub fn free_rounds_label(rounds: u32, stake: Money, spins: bool) -> String {
    let noun = match (spins, rounds == 1) {
        (true, true) => "free spin",
        (true, false) => "free spins",
        (false, true) => "free round",
        (false, false) => "free rounds",
    };
    format!("{rounds} {noun} at {}", stake.formatted())
}

/// The ledger transaction of a free round's stake (`cents` > 0), or of its rollback: the
/// operator pays the stake from House(Promotions) into House(Casino), and a rollback moves it
/// back. The player's buckets are untouched.
pub fn free_round_transaction(
    rollback: bool,
    currency: Currency,
    key: String,
    cents: i64,
) -> Result<BalancedTransaction, LedgerError> {
    let promotions = AccountRef {
        owner: Owner::House(HouseAccount::Promotions),
        currency,
    };
    let casino = AccountRef {
        owner: Owner::House(HouseAccount::Casino),
        currency,
    };
    if rollback {
        BalancedTransaction::transfer(
            TransactionKind::CasinoFreeRoundRollback,
            key,
            "casino free round rolled back",
            casino,
            promotions,
            cents,
        )
    } else {
        BalancedTransaction::transfer(
            TransactionKind::CasinoFreeRound,
            key,
            "casino free round",
            promotions,
            casino,
            cents,
        )
    }
}

/// Which balances a player's casino stakes may use.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct BalanceUsage {
    cash: bool,
    credits: bool,
}

/// A balance usage with neither balance.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("choose at least one balance for casino play")]
pub struct NoBalanceChosen;

impl Default for BalanceUsage {
    /// Cash alone.
    fn default() -> Self {
        Self {
            cash: true,
            credits: false,
        }
    }
}

impl BalanceUsage {
    /// Cash, credits, or both; at least one.
    pub fn new(cash: bool, credits: bool) -> Result<Self, NoBalanceChosen> {
        if !cash && !credits {
            return Err(NoBalanceChosen);
        }
        Ok(Self { cash, credits })
    }

    pub fn cash(self) -> bool {
        self.cash
    }

    pub fn credits(self) -> bool {
        self.credits
    }

    /// The stored name: `cash`, `credits` or `cash,credits`.
    pub fn as_str(self) -> &'static str {
        match (self.cash, self.credits) {
            (true, true) => "cash,credits",
            (false, true) => "credits",
            _ => "cash",
        }
    }

    /// Parses a stored name.
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "cash" => Some(Self::default()),
            "credits" => Some(Self {
                cash: false,
                credits: true,
            }),
            "cash,credits" => Some(Self {
                cash: true,
                credits: true,
            }),
            _ => None,
        }
    }

    /// The balance a game may play with: the allowed balances added up.
    pub fn playable(self, cash_cents: i64, credit_cents: i64) -> i64 {
        let cash = if self.cash { cash_cents.max(0) } else { 0 };
        let credit = if self.credits { credit_cents.max(0) } else { 0 };
        cash + credit
    }

    /// How a stake of `cents` is paid: promotional credit first (as much as there is, when
    /// allowed), then cash (when allowed). `None` when the allowed balances do not cover it.
    pub fn split(self, cents: i64, cash_cents: i64, credit_cents: i64) -> Option<StakeSplit> {
        let credit = if self.credits {
            cents.min(credit_cents.max(0))
        } else {
            0
        };
        let cash = cents - credit;
        if cash > 0 && (!self.cash || cash > cash_cents) {
            return None;
        }
        Some(StakeSplit { credit, cash })
    }
}

/// A stake's parts by the balance that pays them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StakeSplit {
    pub credit: i64,
    pub cash: i64,
}

/// The ledger transaction of a real-money stake paid as `split` (into House(Casino)), or of
/// its rollback (back to the buckets it came from).
pub fn split_stake_transaction(
    rollback: bool,
    user: &UserId,
    currency: Currency,
    key: String,
    split: StakeSplit,
) -> Result<Option<BalancedTransaction>, LedgerError> {
    let sign = if rollback { 1 } else { -1 };
    let mut postings = Vec::new();
    for (bucket, cents) in [
        (Bucket::PromotionalCredit, split.credit),
        (Bucket::Cash, split.cash),
    ] {
        if cents > 0 {
            postings.push(Posting {
                account: AccountRef {
                    owner: Owner::User(user.clone(), bucket),
                    currency,
                },
                amount: sign * cents,
            });
        }
    }
    let total = split.credit + split.cash;
    if total == 0 {
        return Ok(None);
    }
    postings.push(Posting {
        account: AccountRef {
            owner: Owner::House(HouseAccount::Casino),
            currency,
        },
        amount: -sign * total,
    });
    let (kind, memo) = if rollback {
        (TransactionKind::CasinoRollback, "casino stake rolled back")
    } else {
        (TransactionKind::CasinoStake, "casino stake")
    };
    BalancedTransaction::new(kind, key, memo, postings).map(Some)
}

/// The US Eastern calendar day of `at`: free-to-play promotions grant once per player per
/// such day.
pub fn eastern_day(at: DateTime<Utc>) -> NaiveDate {
    at.with_timezone(&New_York).date_naive()
}

/// When the US Eastern day of `at` ends (the next midnight in New York), in UTC.
pub fn next_eastern_midnight(at: DateTime<Utc>) -> DateTime<Utc> {
    let day = eastern_day(at);
    let next = day.succ_opt().unwrap_or(day);
    let midnight = next.and_hms_opt(0, 0, 0).unwrap_or_default();
    // New York changes its clocks at 2 a.m.: midnight always exists, once.
    New_York
        .from_local_datetime(&midnight)
        .earliest()
        .map_or(at + Duration::hours(24), |t| t.with_timezone(&Utc))
}

/// A free-to-play promotion: `rounds_per_day` free rounds at `stake_cents` on one game,
/// once per player and US Eastern day, from `starts_at` until `ends_at`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FreeToPlay {
    pub id: String,
    pub title: String,
    pub description: String,
    pub provider: String,
    /// The provider's game id.
    pub game: String,
    pub rounds_per_day: u32,
    pub stake_cents: i64,
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
}

impl FreeToPlay {
    /// Whether the promotion runs at `now`.
    pub fn running(&self, now: DateTime<Utc>) -> bool {
        self.starts_at <= now && now < self.ends_at
    }

    /// When the day's grant expires: the end of the US Eastern day, or of the promotion.
    pub fn grant_expiry(&self, now: DateTime<Utc>) -> DateTime<Utc> {
        next_eastern_midnight(now).min(self.ends_at)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(s: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(s)
            .map(|t| t.with_timezone(&Utc))
            .unwrap_or_else(|e| panic!("{e}"))
    }

    const SLOT: StakeRange = StakeRange {
        min_cents: 20,
        max_cents: 50_000,
    };

    #[test]
    fn grants_are_checked() {
        assert_eq!(check_grant(10, 20, &[SLOT], 7, "Spins"), Ok(()));
        assert_eq!(check_grant(500, 50_000, &[SLOT], 365, "x"), Ok(()));
        assert_eq!(check_grant(0, 20, &[SLOT], 7, "x"), Err(GrantError::Rounds));
        assert_eq!(
            check_grant(501, 20, &[SLOT], 7, "x"),
            Err(GrantError::Rounds)
        );
        let stake = Err(GrantError::Stake {
            min: 20,
            max: 50_000,
        });
        assert_eq!(check_grant(10, 19, &[SLOT], 7, "x"), stake);
        assert_eq!(check_grant(10, 50_001, &[SLOT], 7, "x"), stake);
        assert_eq!(check_grant(10, 20, &[SLOT], 0, "x"), Err(GrantError::Days));
        assert_eq!(
            check_grant(10, 20, &[SLOT], 366, "x"),
            Err(GrantError::Days)
        );
        assert_eq!(check_grant(10, 20, &[SLOT], 7, " "), Err(GrantError::Title));
        assert_eq!(
            check_grant(10, 20, &[SLOT], 7, &"t".repeat(101)),
            Err(GrantError::Title)
        );
        assert_eq!(check_grant(10, 20, &[], 7, "x"), Err(GrantError::NoGames));
        assert_eq!(
            GrantError::Stake {
                min: 20,
                max: 50_000
            }
            .to_string(),
            "the stake must be between $0.20 and $500.00 on this game"
        );
    }

    #[test]
    fn a_free_round_fits_its_game_stake_expiry_and_count() {
        let now = at("2026-11-28T12:00:00Z");
        let grant = FreeRoundsState {
            provider: "builtin".into(),
            games: vec!["slot".into(), "keno".into()],
            stake_cents: 20,
            rounds_left: 1,
            expires_at: now + Duration::hours(1),
        };
        assert_eq!(grant.check_debit("builtin", "slot", 20, now), Ok(()));
        assert_eq!(grant.check_debit("builtin", "keno", 20, now), Ok(()));
        assert_eq!(
            grant.check_debit("builtin", "roulette", 20, now),
            Err(FreeRoundRefusal::OtherGame)
        );
        assert_eq!(
            grant.check_debit("other", "slot", 20, now),
            Err(FreeRoundRefusal::OtherGame)
        );
        assert_eq!(
            grant.check_debit("builtin", "slot", 40, now),
            Err(FreeRoundRefusal::OtherStake)
        );
        assert_eq!(
            grant.check_debit("builtin", "slot", 20, now + Duration::hours(1)),
            Err(FreeRoundRefusal::Expired)
        );
        let used = FreeRoundsState {
            rounds_left: 0,
            ..grant.clone()
        };
        assert_eq!(
            used.check_debit("builtin", "slot", 20, now),
            Err(FreeRoundRefusal::UsedUp)
        );
        assert!(grant.available(now));
        assert!(!used.available(now));
        assert!(!grant.available(now + Duration::hours(2)));
    }

    #[test]
    fn labels_count_spins_and_rounds() {
        let stake = Money::new(20, Currency::Usd);
        assert_eq!(free_rounds_label(10, stake, true), "10 free spins at $0.20");
        assert_eq!(free_rounds_label(1, stake, true), "1 free spin at $0.20");
        assert_eq!(free_rounds_label(3, stake, false), "3 free rounds at $0.20");
        assert_eq!(free_rounds_label(1, stake, false), "1 free round at $0.20");
    }

    #[test]
    fn the_operator_pays_a_free_round() {
        let tx = free_round_transaction(false, Currency::Usd, "casino:builtin:t1".into(), 20)
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(tx.kind(), TransactionKind::CasinoFreeRound);
        assert!(
            tx.postings()
                .iter()
                .all(|p| matches!(p.account.owner, Owner::House(_)))
        );
        let promotions: i64 = tx
            .postings()
            .iter()
            .filter(|p| p.account.owner == Owner::House(HouseAccount::Promotions))
            .map(|p| p.amount)
            .sum();
        assert_eq!(promotions, -20);
        let back = free_round_transaction(true, Currency::Usd, "casino:builtin:t2".into(), 20)
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(back.kind(), TransactionKind::CasinoFreeRoundRollback);
        assert!(
            back.postings().iter().any(|p| p.account.owner
                == Owner::House(HouseAccount::Promotions)
                && p.amount == 20)
        );
    }

    #[test]
    fn balance_usage_needs_one_balance_and_round_trips() {
        assert_eq!(BalanceUsage::new(false, false), Err(NoBalanceChosen));
        assert_eq!(BalanceUsage::default().as_str(), "cash");
        for (cash, credits) in [(true, false), (false, true), (true, true)] {
            let usage = BalanceUsage::new(cash, credits).unwrap_or_default();
            assert_eq!((usage.cash(), usage.credits()), (cash, credits));
            assert_eq!(BalanceUsage::parse(usage.as_str()), Some(usage));
        }
        assert_eq!(BalanceUsage::parse("none"), None);
    }

    #[test]
    fn credits_pay_first_then_cash() {
        let both = BalanceUsage::new(true, true).unwrap_or_default();
        let cash = BalanceUsage::default();
        let credits = BalanceUsage::new(false, true).unwrap_or_default();
        assert_eq!(
            both.split(500, 1000, 300),
            Some(StakeSplit {
                credit: 300,
                cash: 200
            })
        );
        assert_eq!(
            both.split(200, 1000, 300),
            Some(StakeSplit {
                credit: 200,
                cash: 0
            })
        );
        assert_eq!(both.split(1500, 1000, 300), None);
        assert_eq!(
            cash.split(500, 1000, 300),
            Some(StakeSplit {
                credit: 0,
                cash: 500
            })
        );
        assert_eq!(cash.split(1500, 1000, 300), None);
        assert_eq!(
            credits.split(300, 1000, 300),
            Some(StakeSplit {
                credit: 300,
                cash: 0
            })
        );
        assert_eq!(credits.split(301, 1000, 300), None);
        assert_eq!(both.playable(1000, 300), 1300);
        assert_eq!(cash.playable(1000, 300), 1000);
        assert_eq!(credits.playable(1000, 300), 300);
        assert_eq!(cash.playable(-50, 300), 0);
    }

    #[test]
    fn a_split_stake_goes_back_where_it_came_from() {
        let user = UserId::from_raw("u1");
        let split = StakeSplit {
            credit: 300,
            cash: 200,
        };
        let stake = split_stake_transaction(false, &user, Currency::Usd, "k1".into(), split)
            .unwrap_or_else(|e| panic!("{e}"))
            .unwrap_or_else(|| panic!("moves"));
        let of = |tx: &BalancedTransaction, bucket| -> i64 {
            tx.postings()
                .iter()
                .filter(|p| p.account.owner == Owner::User(user.clone(), bucket))
                .map(|p| p.amount)
                .sum()
        };
        assert_eq!(stake.kind(), TransactionKind::CasinoStake);
        assert_eq!(
            (
                of(&stake, Bucket::PromotionalCredit),
                of(&stake, Bucket::Cash)
            ),
            (-300, -200)
        );
        let back = split_stake_transaction(true, &user, Currency::Usd, "k2".into(), split)
            .unwrap_or_else(|e| panic!("{e}"))
            .unwrap_or_else(|| panic!("moves"));
        assert_eq!(back.kind(), TransactionKind::CasinoRollback);
        assert_eq!(
            (
                of(&back, Bucket::PromotionalCredit),
                of(&back, Bucket::Cash)
            ),
            (300, 200)
        );
        let cash_only = StakeSplit {
            credit: 0,
            cash: 200,
        };
        let tx = split_stake_transaction(false, &user, Currency::Usd, "k3".into(), cash_only)
            .unwrap_or_else(|e| panic!("{e}"))
            .unwrap_or_else(|| panic!("moves"));
        assert_eq!(tx.postings().len(), 2);
        assert_eq!(
            split_stake_transaction(
                false,
                &user,
                Currency::Usd,
                "k4".into(),
                StakeSplit { credit: 0, cash: 0 }
            ),
            Ok(None)
        );
    }

    #[test]
    fn days_are_us_eastern() {
        // 03:00 UTC on the 28th is still the 27th in New York (EST, UTC-5).
        let late = at("2026-11-28T03:00:00Z");
        assert_eq!(
            eastern_day(late),
            NaiveDate::from_ymd_opt(2026, 11, 27).unwrap_or_default()
        );
        assert_eq!(next_eastern_midnight(late), at("2026-11-28T05:00:00Z"));
        // Summer time (EDT, UTC-4).
        let summer = at("2026-07-04T12:00:00Z");
        assert_eq!(next_eastern_midnight(summer), at("2026-07-05T04:00:00Z"));
        // The day the clocks go back is 25 hours long.
        let fall_back = at("2026-11-01T05:00:00Z");
        assert_eq!(
            eastern_day(fall_back),
            NaiveDate::from_ymd_opt(2026, 11, 1).unwrap_or_default()
        );
        assert_eq!(next_eastern_midnight(fall_back), at("2026-11-02T05:00:00Z"));
    }

    #[test]
    fn a_promotion_runs_in_its_window_and_its_grant_ends_with_the_day() {
        let start = at("2026-11-01T00:00:00Z");
        let promotion = FreeToPlay {
            id: "daily-free-spins".into(),
            title: "Daily Free Spins".into(),
            description: "5 spins".into(),
            provider: "builtin".into(),
            game: "slot".into(),
            rounds_per_day: 5,
            stake_cents: 20,
            starts_at: start,
            ends_at: at("2026-12-01T00:00:00Z"),
        };
        assert!(!promotion.running(start - Duration::seconds(1)));
        assert!(promotion.running(start));
        assert!(!promotion.running(promotion.ends_at));
        let now = at("2026-11-28T12:00:00Z");
        assert_eq!(promotion.grant_expiry(now), at("2026-11-29T05:00:00Z"));
        let last_day = at("2026-11-30T23:30:00Z");
        assert_eq!(promotion.grant_expiry(last_day), promotion.ends_at);
    }
}
