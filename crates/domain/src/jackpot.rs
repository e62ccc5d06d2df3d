//! Progressive jackpots: pools that grow with a share of every real-money stake on the games
//! that feed them, and pay out whole to the player whose stake hits.
//!
//! - **Contribution**: `floor(stake × rate_bp / 10,000)` cents of each real-money stake
//!   ([`contribution`]). The stake itself is already the casino's, so the contribution moves
//!   house money: House(Casino) -> House(Jackpot). Free rounds and demo play contribute
//!   nothing and never hit.
//! - **Hit**: a uniform draw in `0..H` (the casino RNG's unbiased range mapping) below the
//!   stake in cents ([`JackpotDraw::hits`]): the chance is `stake / H`, proportional to the
//!   stake, so one cent staked has the same chance whatever the stake's size. The draw comes
//!   after the contribution, so the hitting stake's share is part of the pool it wins.
//! - **Payout**: the whole pool goes to the player's cash (House(Jackpot) -> cash); the house
//!   funds the pool again with its seed (House(Casino) -> House(Jackpot)).
//!
//! **Choosing H.** Each cent staked hits with chance `1/H`, so on average `H` cents are staked
//! up to and including the hit, and they contribute `H × rate_bp / 10,000` cents. The pool at a
//! hit is then on average `seed + H × rate_bp / 10,000`; for it to be twice the seed,
//! `H = seed × 10,000 / rate_bp` ([`balanced_denominator`]). Gold Rush Mega ($10,000 seed, 1%):
//! `H = 1,000,000 × 10,000 / 100 = 100,000,000`, one hit per $1,000,000 staked on average.
//!
//! Pools are kept in US dollars ([`POOL_CURRENCY`]): accounts in another currency (Ontario's
//! Canadian dollars) neither feed nor win them, as a jackpot's players share one
//! jurisdiction's pool.

use crate::ids::UserId;
use crate::ledger::{
    AccountRef, BalancedTransaction, Bucket, HouseAccount, LedgerError, Owner, TransactionKind,
};
use crate::money::Currency;

/// Basis points in a whole.
pub const BASIS_POINTS: i64 = 10_000;

/// The longest jackpot slug.
pub const MAX_SLUG_LEN: usize = 40;

/// The currency of every pool.
pub const POOL_CURRENCY: Currency = Currency::Usd;

/// A progressive jackpot as the catalogue defines it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Jackpot {
    /// Its page's route segment (`gold-rush-mega`).
    pub slug: &'static str,
    pub name: &'static str,
    /// The slugs of the catalogue games whose real-money stakes feed it.
    pub games: &'static [&'static str],
    /// What the house funds the pool with, at creation and after every hit.
    pub seed_cents: i64,
    /// The share of each stake that goes to the pool, in basis points.
    pub rate_bp: i64,
    /// H: a stake of `s` cents hits with chance `s / H`.
    pub denominator: u64,
}

impl Jackpot {
    /// The draw a stake on one of its games is judged with (`draw` uniform in `0..H`).
    pub fn draw(&self, draw: u64) -> JackpotDraw {
        JackpotDraw {
            slug: self.slug.to_owned(),
            rate_bp: self.rate_bp,
            seed_cents: self.seed_cents,
            draw,
            denominator: self.denominator,
        }
    }
}

/// H for which the expected pool at a hit is twice the seed: `seed × 10,000 / rate_bp` (see
/// the module docs).
pub fn balanced_denominator(seed_cents: i64, rate_bp: i64) -> u64 {
    match (u64::try_from(seed_cents), u64::try_from(rate_bp)) {
        (Ok(seed), Ok(rate)) if seed > 0 && rate > 0 => {
            seed.saturating_mul(BASIS_POINTS.unsigned_abs()) / rate
        }
        _ => 0,
    }
}

/// A stake's contribution: `floor(stake × rate_bp / 10,000)` cents (zero for no stake).
pub fn contribution(stake_cents: i64, rate_bp: i64) -> i64 {
    if stake_cents <= 0 || rate_bp <= 0 {
        return 0;
    }
    let share = i128::from(stake_cents) * i128::from(rate_bp) / i128::from(BASIS_POINTS);
    i64::try_from(share).unwrap_or(i64::MAX)
}

/// Why a jackpot draw handed to the store is unusable.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum JackpotError {
    #[error("a jackpot slug is 1 to {MAX_SLUG_LEN} lowercase letters, digits and dashes")]
    BadSlug,
    #[error("a contribution rate is 1 to 10,000 basis points")]
    BadRate,
    #[error("a seed is more than zero")]
    BadSeed,
    #[error("a draw is below its denominator, which is more than zero")]
    BadDraw,
}

/// Checks a jackpot slug: 1 to [`MAX_SLUG_LEN`] of `a-z`, `0-9` and `-`.
pub fn check_slug(slug: &str) -> Result<(), JackpotError> {
    let ok = !slug.is_empty()
        && slug.len() <= MAX_SLUG_LEN
        && slug
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
    if ok {
        Ok(())
    } else {
        Err(JackpotError::BadSlug)
    }
}

/// The jackpot part of a real-money debit: the pool it feeds, its terms, and the server's draw
/// (the store has no RNG).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JackpotDraw {
    pub slug: String,
    pub rate_bp: i64,
    /// What the pool is funded with again after a hit.
    pub seed_cents: i64,
    /// Uniform in `0..denominator`.
    pub draw: u64,
    pub denominator: u64,
}

impl JackpotDraw {
    /// Checks the slug, the terms and that the draw is in range.
    pub fn check(&self) -> Result<(), JackpotError> {
        check_slug(&self.slug)?;
        if !(1..=BASIS_POINTS).contains(&self.rate_bp) {
            return Err(JackpotError::BadRate);
        }
        if self.seed_cents <= 0 {
            return Err(JackpotError::BadSeed);
        }
        if self.denominator == 0 || self.draw >= self.denominator {
            return Err(JackpotError::BadDraw);
        }
        Ok(())
    }

    /// Whether a stake of `stake_cents` hits: the draw is below the stake.
    pub fn hits(&self, stake_cents: i64) -> bool {
        u64::try_from(stake_cents).is_ok_and(|stake| self.draw < stake)
    }

    /// This stake's contribution.
    pub fn contribution(&self, stake_cents: i64) -> i64 {
        contribution(stake_cents, self.rate_bp)
    }
}

fn house(account: HouseAccount, currency: Currency) -> AccountRef {
    AccountRef {
        owner: Owner::House(account),
        currency,
    }
}

/// The contribution of the stake keyed `stake_key` (its casino ledger key) to `slug`'s pool.
pub fn contribution_transaction(
    slug: &str,
    currency: Currency,
    stake_key: &str,
    cents: i64,
) -> Result<BalancedTransaction, LedgerError> {
    BalancedTransaction::transfer(
        TransactionKind::JackpotContribution,
        format!("jackpot:{slug}:contribution:{stake_key}"),
        "jackpot contribution",
        house(HouseAccount::Casino, currency),
        house(HouseAccount::Jackpot, currency),
        cents,
    )
}

/// The `n`th funding of `slug`'s pool with its seed (0 at creation, then one per hit).
pub fn seed_transaction(
    slug: &str,
    currency: Currency,
    n: u64,
    cents: i64,
) -> Result<BalancedTransaction, LedgerError> {
    BalancedTransaction::transfer(
        TransactionKind::JackpotSeed,
        format!("jackpot:{slug}:seed:{n}"),
        "jackpot seed",
        house(HouseAccount::Casino, currency),
        house(HouseAccount::Jackpot, currency),
        cents,
    )
}

/// The payout of hit `hit_id` of `slug`'s pool to `user`'s cash.
pub fn win_transaction(
    slug: &str,
    user: &UserId,
    currency: Currency,
    hit_id: &str,
    cents: i64,
) -> Result<BalancedTransaction, LedgerError> {
    BalancedTransaction::transfer(
        TransactionKind::JackpotWin,
        format!("jackpot:{slug}:win:{hit_id}"),
        "jackpot win",
        house(HouseAccount::Jackpot, currency),
        AccountRef {
            owner: Owner::User(user.clone(), Bucket::Cash),
            currency,
        },
        cents,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draw(n: u64, denominator: u64) -> JackpotDraw {
        JackpotDraw {
            slug: "gold-rush-mega".into(),
            rate_bp: 100,
            seed_cents: 1_000_000,
            draw: n,
            denominator,
        }
    }

    #[test]
    fn contributions_are_floored_integer_cents() {
        assert_eq!(contribution(20, 100), 0);
        assert_eq!(contribution(199, 100), 1);
        assert_eq!(contribution(200, 100), 2);
        assert_eq!(contribution(50_000, 100), 500);
        assert_eq!(contribution(333, 150), 4);
        assert_eq!(contribution(0, 100), 0);
        assert_eq!(contribution(-5, 100), 0);
        assert_eq!(contribution(i64::MAX, BASIS_POINTS), i64::MAX);
    }

    #[test]
    fn a_stake_hits_when_the_draw_is_below_it() {
        let d = |n| draw(n, 1_000);
        assert!(d(0).hits(1));
        assert!(d(99).hits(100));
        assert!(!d(100).hits(100));
        assert!(!d(0).hits(0));
        assert!(!d(0).hits(-1));
    }

    #[test]
    fn draws_and_slugs_are_checked() {
        assert_eq!(draw(0, 1).check(), Ok(()));
        assert_eq!(draw(1, 1).check(), Err(JackpotError::BadDraw));
        assert_eq!(draw(0, 0).check(), Err(JackpotError::BadDraw));
        assert_eq!(
            JackpotDraw {
                rate_bp: 0,
                ..draw(0, 5)
            }
            .check(),
            Err(JackpotError::BadRate)
        );
        assert_eq!(
            JackpotDraw {
                seed_cents: 0,
                ..draw(0, 5)
            }
            .check(),
            Err(JackpotError::BadSeed)
        );
        for bad in ["", "Gold", "a b", "a_b", &"x".repeat(MAX_SLUG_LEN + 1)] {
            assert_eq!(check_slug(bad), Err(JackpotError::BadSlug), "{bad:?}");
        }
        assert_eq!(check_slug("keno-cash-pot"), Ok(()));
    }

    #[test]
    fn the_balanced_denominator_doubles_the_seed_on_average() {
        // Gold Rush Mega: $10,000 at 1%.
        assert_eq!(balanced_denominator(1_000_000, 100), 100_000_000);
        // Keno Cash Pot: $1,000 at 1%.
        assert_eq!(balanced_denominator(100_000, 100), 10_000_000);
        assert_eq!(balanced_denominator(0, 100), 0);
        // Expected contributions until a hit: H × rate / 10,000 = the seed.
        let h = balanced_denominator(1_000_000, 100);
        assert_eq!(
            i128::from(h) * 100 / i128::from(BASIS_POINTS),
            1_000_000_i128
        );
    }

    /// A seeded splitmix64: the test's own uniform draws.
    struct Mix(u64);
    impl Mix {
        fn next(&mut self) -> u64 {
            self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        }
    }

    #[test]
    fn contributions_until_a_hit_average_h_times_the_rate() {
        // Small numbers so the simulation is quick: H = 100,000 and 1%, stakes of $1 to $5 in
        // whole dollars (so no contribution is floored): H × 100 / 10,000 = 1,000 cents.
        let (h, rate) = (100_000_u64, 100_i64);
        let mut rng = Mix(7);
        let hits = 20_000;
        let mut total: i64 = 0;
        for _ in 0..hits {
            loop {
                let stake = 100 * (1 + i64::try_from(rng.next() % 5).unwrap_or(0));
                total += contribution(stake, rate);
                let d = JackpotDraw {
                    rate_bp: rate,
                    ..draw(rng.next() % h, h)
                };
                if d.hits(stake) {
                    break;
                }
            }
        }
        let mean = total / hits;
        let expected = i64::try_from(h).unwrap_or(0) * rate / BASIS_POINTS;
        assert!(
            (mean - expected).abs() * 100 <= expected * 3,
            "mean contributions until a hit {mean}, expected about {expected}"
        );
    }

    #[test]
    fn ledger_flows_go_through_the_jackpot_account() {
        let user = UserId::from_raw("u1");
        let c = contribution_transaction("gold-rush-mega", Currency::Usd, "casino:builtin:t1", 5)
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(c.kind(), TransactionKind::JackpotContribution);
        assert_eq!(
            c.idempotency_key(),
            "jackpot:gold-rush-mega:contribution:casino:builtin:t1"
        );
        let owners = |tx: &BalancedTransaction| -> Vec<(Owner, i64)> {
            tx.postings()
                .iter()
                .map(|p| (p.account.owner.clone(), p.amount))
                .collect()
        };
        assert_eq!(
            owners(&c),
            vec![
                (Owner::House(HouseAccount::Casino), -5),
                (Owner::House(HouseAccount::Jackpot), 5)
            ]
        );
        let s = seed_transaction("gold-rush-mega", Currency::Usd, 3, 1_000_000)
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            (s.kind(), s.idempotency_key()),
            (
                TransactionKind::JackpotSeed,
                "jackpot:gold-rush-mega:seed:3"
            )
        );
        let w = win_transaction("gold-rush-mega", &user, Currency::Usd, "h1", 2_000_000)
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            owners(&w),
            vec![
                (Owner::House(HouseAccount::Jackpot), -2_000_000),
                (Owner::User(user, Bucket::Cash), 2_000_000)
            ]
        );
        assert!(!TransactionKind::JackpotWin.may_overdraw(Bucket::Cash));
    }
}
