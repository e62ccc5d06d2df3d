//! `Money` and `Balances` as GraphQL sees them: integer cents plus currency, never floats.

use async_graphql::{Object, Result};
use domain::money::Money as DomainMoney;

/// An amount of money.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Money(pub DomainMoney);

/// An amount of money in minor units (cents) of its currency.
#[Object]
impl Money {
    /// Cents as a 32-bit integer (the web app divides by 100). Amounts beyond 32 bits are an
    /// error here; read `amountLong` for those.
    async fn amount(&self) -> Result<i32> {
        i32::try_from(self.0.cents)
            .map_err(|_| super::errors::internal("Money.amount", "amount exceeds 32 bits"))
    }

    /// Cents as a 64-bit decimal string.
    async fn amount_long(&self) -> String {
        self.0.cents.to_string()
    }

    /// ISO 4217 code: `USD` or `CAD`.
    async fn currency(&self) -> &'static str {
        self.0.currency.code()
    }

    /// Display form, e.g. `$1,000.00`.
    async fn formatted_amount(&self) -> String {
        self.0.formatted()
    }
}

/// An account holder's balances.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Balances(pub store::Balances);

impl Balances {
    fn sum(&self, parts: &[DomainMoney]) -> Result<Money> {
        let mut total = DomainMoney::zero(self.0.cash.currency);
        for part in parts {
            total = total
                .checked_add(*part)
                .map_err(|e| super::errors::internal("Balances sum", e))?;
        }
        Ok(Money(total))
    }
}

/// The six balances of an account, all in the account's currency.
#[Object]
impl Balances {
    /// Cash plus restricted cash: what can be wagered without bonus money.
    async fn playable_balance(&self) -> Result<Money> {
        self.sum(&[self.0.cash, self.0.restricted])
    }

    /// Cash, restricted cash and bonus money.
    async fn total_playable_balance(&self) -> Result<Money> {
        self.sum(&[self.0.cash, self.0.restricted, self.0.bonus])
    }

    /// Cash that can be withdrawn.
    async fn withdrawable_balance(&self) -> Money {
        Money(self.0.cash)
    }

    /// Cash that can be played but not withdrawn yet.
    async fn restricted_balance(&self) -> Money {
        Money(self.0.restricted)
    }

    /// Bonus money.
    async fn bonus_balance(&self) -> Money {
        Money(self.0.bonus)
    }

    /// Cash set aside for pending withdrawals (neither playable nor withdrawable until the
    /// withdrawal completes or is cancelled).
    async fn held_balance(&self) -> Money {
        Money(self.0.held)
    }

    /// Everything: cash, restricted, bonus, promotional credit and cash held for pending
    /// withdrawals.
    async fn global_balance(&self) -> Result<Money> {
        self.sum(&[
            self.0.cash,
            self.0.restricted,
            self.0.bonus,
            self.0.promotional_credit,
            self.0.held,
        ])
    }
}
