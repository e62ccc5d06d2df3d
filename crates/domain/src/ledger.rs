//! The double-entry ledger's rules. Every movement of money is a [`BalancedTransaction`]:
//! postings of one currency that sum to zero. Account holders' buckets may never go
//! negative, with one exception: a [`TransactionKind::BetRegrade`] may take a holder's cash
//! below zero (a correction after a payout the bettor already withdrew or spent: the debt
//! the bettor owes, repaid by the next money in). House accounts (the operator's side of
//! each movement) may always go negative. [`BalancedTransaction::allows_negative`] is the
//! rule the stores apply; a credit (a positive posting) is always accepted, so money can
//! still come into a cash balance that is below zero.

use crate::ids::UserId;
use crate::money::Currency;
use serde::{Deserialize, Serialize};

/// The balance buckets an account holder has.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Bucket {
    /// Cash the bettor may withdraw.
    Cash,
    /// Cash that can be played but not withdrawn yet (for example deposits under review).
    Restricted,
    /// Bonus money with wagering requirements.
    Bonus,
    /// Promotional credit ("Credits", or loyalty cash in some brands).
    PromotionalCredit,
    /// Withdrawable cash set aside for a pending withdrawal: neither playable nor
    /// withdrawable until the withdrawal completes (paid out) or fails (given back).
    Held,
}

impl Bucket {
    pub const ALL: [Bucket; 5] = [
        Bucket::Cash,
        Bucket::Restricted,
        Bucket::Bonus,
        Bucket::PromotionalCredit,
        Bucket::Held,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Bucket::Cash => "cash",
            Bucket::Restricted => "restricted",
            Bucket::Bonus => "bonus",
            Bucket::PromotionalCredit => "promotional_credit",
            Bucket::Held => "held",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        Bucket::ALL.into_iter().find(|b| b.as_str() == s)
    }
}

/// The operator's accounts, the other side of every movement of a bettor's money.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum HouseAccount {
    /// Money that entered or left through payment processors (and demo funding).
    Funding,
    /// Promotions, bonuses and credits the operator grants.
    Promotions,
    /// Stakes of open bets: the house side of every stake, refund and payout.
    Wagers,
    /// The casino's side of every game round: stakes in, wins and rolled-back stakes out
    /// (kept apart from [`HouseAccount::Wagers`] so the casino reports on its own).
    Casino,
    /// Progressive jackpot pools (`crate::jackpot`): filled from House(Casino) by seeds and
    /// contributions, paid out to the player who hits one. Its balance is the pools' sum.
    Jackpot,
}

impl HouseAccount {
    pub const ALL: [HouseAccount; 5] = [
        HouseAccount::Funding,
        HouseAccount::Promotions,
        HouseAccount::Wagers,
        HouseAccount::Casino,
        HouseAccount::Jackpot,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            HouseAccount::Funding => "funding",
            HouseAccount::Promotions => "promotions",
            HouseAccount::Wagers => "wagers",
            HouseAccount::Casino => "casino",
            HouseAccount::Jackpot => "jackpot",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        HouseAccount::ALL.into_iter().find(|h| h.as_str() == s)
    }
}

/// Who a ledger account belongs to.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Owner {
    User(UserId, Bucket),
    House(HouseAccount),
}

impl Owner {
    /// Whether this account's balance may go below zero.
    pub fn allows_negative(&self) -> bool {
        matches!(self, Owner::House(_))
    }
}

/// A ledger account: an owner's balance in one currency.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct AccountRef {
    pub owner: Owner,
    pub currency: Currency,
}

/// One line of a transaction: `amount` cents into (positive) or out of (negative) `account`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Posting {
    pub account: AccountRef,
    pub amount: i64,
}

/// Why money moved. Stored as text; later areas add their kinds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TransactionKind {
    /// Development seed money for demo accounts.
    DemoFunding,
    /// A manual correction by an operator.
    Adjustment,
    /// A deposit the payment processor confirmed.
    Deposit,
    /// Cash set aside for a requested withdrawal.
    WithdrawalHold,
    /// A completed withdrawal leaving the platform.
    WithdrawalPayout,
    /// A failed or cancelled withdrawal's held cash given back.
    WithdrawalRelease,
    /// A bet's stake taken from the bettor into the house's wagers account.
    BetStake,
    /// A rejected bet's stake given back.
    BetStakeRefund,
    /// Promotional credit the operator grants.
    RewardGrant,
    /// A graded bet's return paid for the first time: House(Wagers) -> the bettor's cash
    /// (winnings with the stake, or a refunded cash stake); a refunded Credits stake in the
    /// same grade goes back to promotional credit in the same transaction.
    BetPayout,
    /// A correction of a settled bet: the difference between the new grade's return and
    /// what was paid before, either way (House(Wagers) <-> the bettor's cash and credit). The
    /// only kind that may take a holder's cash below zero (see [`TransactionKind::may_overdraw`]).
    BetRegrade,
    /// An open bet cashed out: the agreed value, House(Wagers) -> the bettor's cash.
    BetCashout,
    /// A refunded promotional-credit stake returned as credit: House(Wagers) -> the
    /// bettor's promotional credit (nothing paid as cash).
    BetCreditRefund,
    /// A casino stake (a game provider's debit): the player's cash -> House(Casino).
    CasinoStake,
    /// A casino win (a game provider's credit): House(Casino) -> the player's cash.
    CasinoWin,
    /// A casino stake given back (a game provider's rollback of a debit): House(Casino) ->
    /// the player's cash.
    CasinoRollback,
    /// A free round's stake, paid by the operator: House(Promotions) -> House(Casino).
    CasinoFreeRound,
    /// A free round's stake given back (its debit rolled back): House(Casino) ->
    /// House(Promotions).
    CasinoFreeRoundRollback,
    /// A jackpot's share of a real-money stake (the stake is already the casino's):
    /// House(Casino) -> House(Jackpot).
    JackpotContribution,
    /// A jackpot pool funded with its seed, at creation and after each hit: House(Casino) ->
    /// House(Jackpot).
    JackpotSeed,
    /// A jackpot hit: the whole pool, House(Jackpot) -> the player's cash.
    JackpotWin,
    /// A promotion's bonus cash: House(Promotions) -> the holder's bonus bucket.
    BonusCashGrant,
    /// Bonus cash played through: its remaining amount, the holder's bonus bucket -> cash.
    BonusCashConversion,
    /// Bonus cash not played through before it expired: its remaining amount, the holder's
    /// bonus bucket -> House(Promotions).
    BonusCashExpiry,
}

impl TransactionKind {
    pub fn as_str(self) -> &'static str {
        match self {
            TransactionKind::DemoFunding => "demo_funding",
            TransactionKind::Adjustment => "adjustment",
            TransactionKind::Deposit => "deposit",
            TransactionKind::WithdrawalHold => "withdrawal_hold",
            TransactionKind::WithdrawalPayout => "withdrawal_payout",
            TransactionKind::WithdrawalRelease => "withdrawal_release",
            TransactionKind::BetStake => "bet_stake",
            TransactionKind::BetStakeRefund => "bet_stake_refund",
            TransactionKind::RewardGrant => "reward_grant",
            TransactionKind::BetPayout => "bet_payout",
            TransactionKind::BetRegrade => "bet_regrade",
            TransactionKind::BetCashout => "bet_cashout",
            TransactionKind::BetCreditRefund => "bet_credit_refund",
            TransactionKind::CasinoStake => "casino_stake",
            TransactionKind::CasinoWin => "casino_win",
            TransactionKind::CasinoRollback => "casino_rollback",
            TransactionKind::CasinoFreeRound => "casino_free_round",
            TransactionKind::CasinoFreeRoundRollback => "casino_free_round_rollback",
            TransactionKind::JackpotContribution => "jackpot_contribution",
            TransactionKind::JackpotSeed => "jackpot_seed",
            TransactionKind::JackpotWin => "jackpot_win",
            TransactionKind::BonusCashGrant => "bonus_cash_grant",
            TransactionKind::BonusCashConversion => "bonus_cash_conversion",
            TransactionKind::BonusCashExpiry => "bonus_cash_expiry",
        }
    }

    pub const ALL: [TransactionKind; 24] = [
        TransactionKind::DemoFunding,
        TransactionKind::Adjustment,
        TransactionKind::Deposit,
        TransactionKind::WithdrawalHold,
        TransactionKind::WithdrawalPayout,
        TransactionKind::WithdrawalRelease,
        TransactionKind::BetStake,
        TransactionKind::BetStakeRefund,
        TransactionKind::RewardGrant,
        TransactionKind::BetPayout,
        TransactionKind::BetRegrade,
        TransactionKind::BetCashout,
        TransactionKind::BetCreditRefund,
        TransactionKind::CasinoStake,
        TransactionKind::CasinoWin,
        TransactionKind::CasinoRollback,
        TransactionKind::CasinoFreeRound,
        TransactionKind::CasinoFreeRoundRollback,
        TransactionKind::JackpotContribution,
        TransactionKind::JackpotSeed,
        TransactionKind::JackpotWin,
        TransactionKind::BonusCashGrant,
        TransactionKind::BonusCashConversion,
        TransactionKind::BonusCashExpiry,
    ];

    /// Whether a posting of this kind may take a holder's `bucket` below zero. Only a
    /// regrade may, and only cash: a settled bet re-graded down after its payout was
    /// withdrawn or spent leaves the bettor owing the difference (a negative cash balance,
    /// which refuses every debit until money comes in). Every other kind, and every other
    /// bucket, must stay at or above zero.
    pub fn may_overdraw(self, bucket: Bucket) -> bool {
        matches!((self, bucket), (TransactionKind::BetRegrade, Bucket::Cash))
    }

    pub fn parse(s: &str) -> Option<Self> {
        TransactionKind::ALL.into_iter().find(|k| k.as_str() == s)
    }
}

/// Why a set of postings is not a valid transaction.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LedgerError {
    #[error("a transaction needs at least two postings")]
    TooFewPostings,
    #[error("a posting of zero is not allowed")]
    ZeroPosting,
    #[error("postings mix currencies")]
    MixedCurrencies,
    #[error("the same account appears twice")]
    DuplicateAccount,
    #[error("postings sum to {0}, not zero")]
    Unbalanced(i128),
    #[error("idempotency key must be 1 to 200 characters")]
    BadIdempotencyKey,
}

/// A transaction whose postings are known to balance. Only [`BalancedTransaction::new`]
/// builds one, so storage never sees an unbalanced set.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BalancedTransaction {
    kind: TransactionKind,
    idempotency_key: String,
    postings: Vec<Posting>,
    memo: String,
}

impl BalancedTransaction {
    /// Checks the postings balance in one currency, with no zero lines and no account twice.
    pub fn new(
        kind: TransactionKind,
        idempotency_key: impl Into<String>,
        memo: impl Into<String>,
        postings: Vec<Posting>,
    ) -> Result<Self, LedgerError> {
        let idempotency_key = idempotency_key.into();
        if idempotency_key.is_empty() || idempotency_key.len() > 200 {
            return Err(LedgerError::BadIdempotencyKey);
        }
        let Some(first) = postings.first() else {
            return Err(LedgerError::TooFewPostings);
        };
        if postings.len() < 2 {
            return Err(LedgerError::TooFewPostings);
        }
        let currency = first.account.currency;
        let mut sum: i128 = 0;
        for (i, p) in postings.iter().enumerate() {
            if p.amount == 0 {
                return Err(LedgerError::ZeroPosting);
            }
            if p.account.currency != currency {
                return Err(LedgerError::MixedCurrencies);
            }
            if postings.iter().skip(i + 1).any(|q| q.account == p.account) {
                return Err(LedgerError::DuplicateAccount);
            }
            sum += i128::from(p.amount);
        }
        if sum != 0 {
            return Err(LedgerError::Unbalanced(sum));
        }
        Ok(Self {
            kind,
            idempotency_key,
            postings,
            memo: memo.into(),
        })
    }

    /// A two-line transfer of `cents` from one account to another.
    pub fn transfer(
        kind: TransactionKind,
        idempotency_key: impl Into<String>,
        memo: impl Into<String>,
        from: AccountRef,
        to: AccountRef,
        cents: i64,
    ) -> Result<Self, LedgerError> {
        let out = cents
            .checked_neg()
            .ok_or(LedgerError::Unbalanced(i128::from(cents)))?;
        Self::new(
            kind,
            idempotency_key,
            memo,
            vec![
                Posting {
                    account: from,
                    amount: out,
                },
                Posting {
                    account: to,
                    amount: cents,
                },
            ],
        )
    }

    pub fn kind(&self) -> TransactionKind {
        self.kind
    }
    pub fn idempotency_key(&self) -> &str {
        &self.idempotency_key
    }
    pub fn memo(&self) -> &str {
        &self.memo
    }
    pub fn postings(&self) -> &[Posting] {
        &self.postings
    }

    /// Whether this transaction may leave `account` below zero: house accounts always may;
    /// a holder's bucket only when the kind allows it ([`TransactionKind::may_overdraw`]).
    /// Stores refuse a debit that would break this with `InsufficientFunds`; a credit is
    /// always applied.
    pub fn allows_negative(&self, account: &AccountRef) -> bool {
        match &account.owner {
            Owner::House(_) => true,
            Owner::User(_, bucket) => self.kind.may_overdraw(*bucket),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn user(bucket: Bucket) -> AccountRef {
        AccountRef {
            owner: Owner::User(UserId::from_raw("u1"), bucket),
            currency: Currency::Usd,
        }
    }
    fn house() -> AccountRef {
        AccountRef {
            owner: Owner::House(HouseAccount::Funding),
            currency: Currency::Usd,
        }
    }

    #[test]
    fn transfer_balances() {
        let tx = BalancedTransaction::transfer(
            TransactionKind::DemoFunding,
            "k",
            "",
            house(),
            user(Bucket::Cash),
            100_000,
        );
        let tx = tx.unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(tx.postings().iter().map(|p| p.amount).sum::<i64>(), 0);
    }

    #[test]
    fn rejects_bad_sets() {
        let p = |a: AccountRef, amount| Posting { account: a, amount };
        let k = TransactionKind::Adjustment;
        assert_eq!(
            BalancedTransaction::new(k, "k", "", vec![]),
            Err(LedgerError::TooFewPostings)
        );
        assert_eq!(
            BalancedTransaction::new(k, "k", "", vec![p(house(), 5)]),
            Err(LedgerError::TooFewPostings)
        );
        assert_eq!(
            BalancedTransaction::new(k, "k", "", vec![p(house(), 5), p(user(Bucket::Cash), -4)]),
            Err(LedgerError::Unbalanced(1))
        );
        assert_eq!(
            BalancedTransaction::new(k, "k", "", vec![p(house(), 0), p(user(Bucket::Cash), 0)]),
            Err(LedgerError::ZeroPosting)
        );
        assert_eq!(
            BalancedTransaction::new(k, "k", "", vec![p(house(), 5), p(house(), -5)]),
            Err(LedgerError::DuplicateAccount)
        );
        let cad = AccountRef {
            owner: Owner::House(HouseAccount::Promotions),
            currency: Currency::Cad,
        };
        assert_eq!(
            BalancedTransaction::new(k, "k", "", vec![p(house(), 5), p(cad, -5)]),
            Err(LedgerError::MixedCurrencies)
        );
        assert_eq!(
            BalancedTransaction::new(k, "", "", vec![p(house(), 5), p(user(Bucket::Cash), -5)]),
            Err(LedgerError::BadIdempotencyKey)
        );
    }

    #[test]
    fn only_a_regrade_may_overdraw_and_only_cash() {
        for kind in TransactionKind::ALL {
            for bucket in Bucket::ALL {
                assert_eq!(
                    kind.may_overdraw(bucket),
                    kind == TransactionKind::BetRegrade && bucket == Bucket::Cash,
                    "{kind:?} {bucket:?}"
                );
            }
        }
        let regrade = BalancedTransaction::transfer(
            TransactionKind::BetRegrade,
            "settle:b1:2",
            "",
            user(Bucket::Cash),
            house(),
            500,
        )
        .unwrap_or_else(|e| panic!("{e}"));
        assert!(regrade.allows_negative(&user(Bucket::Cash)));
        assert!(!regrade.allows_negative(&user(Bucket::PromotionalCredit)));
        assert!(regrade.allows_negative(&house()));
        let payout = BalancedTransaction::transfer(
            TransactionKind::BetPayout,
            "settle:b1:1",
            "",
            house(),
            user(Bucket::Cash),
            500,
        )
        .unwrap_or_else(|e| panic!("{e}"));
        assert!(!payout.allows_negative(&user(Bucket::Cash)));
        assert!(payout.allows_negative(&house()));
    }

    #[test]
    fn names_round_trip() {
        for b in Bucket::ALL {
            assert_eq!(Bucket::parse(b.as_str()), Some(b));
        }
        for h in HouseAccount::ALL {
            assert_eq!(HouseAccount::parse(h.as_str()), Some(h));
        }
        for k in TransactionKind::ALL {
            assert_eq!(TransactionKind::parse(k.as_str()), Some(k));
        }
    }

    proptest! {
        #[test]
        fn accepted_transactions_always_sum_to_zero(amounts in proptest::collection::vec(-1_000_000i64..1_000_000, 1..4)) {
            let buckets = Bucket::ALL;
            let mut postings: Vec<Posting> = amounts.iter().zip(buckets.iter())
                .map(|(a, b)| Posting { account: user(*b), amount: *a }).collect();
            let total: i64 = amounts.iter().take(buckets.len()).sum();
            postings.push(Posting { account: house(), amount: -total });
            if let Ok(tx) = BalancedTransaction::new(TransactionKind::Adjustment, "k", "", postings) {
                prop_assert_eq!(tx.postings().iter().map(|p| i128::from(p.amount)).sum::<i128>(), 0);
            }
        }
    }
}
