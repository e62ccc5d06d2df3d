//! Prices and lines as the client reads them.

use super::View;
use async_graphql::{Object, Result, SimpleObject};
use domain::odds::{Odds as DomainOdds, OddsFormat as DomainOddsFormat};
use domain::sports::Points as DomainPoints;

/// A price: the profit as a reduced fraction, and its American and decimal texts.
pub struct Odds {
    odds: DomainOdds,
    format: DomainOddsFormat,
}

impl Odds {
    pub fn new(odds: DomainOdds, view: &View) -> Self {
        Self {
            odds,
            format: view.format,
        }
    }
}

#[Object]
impl Odds {
    /// The numerator of the reduced profit fraction (decimal = 1 + numerator / denominator);
    /// an error beyond 32 bits (read `numeratorLong`).
    async fn numerator(&self) -> Result<i32> {
        i32::try_from(self.odds.numerator())
            .map_err(|_| "numerator exceeds 32 bits; read numeratorLong".into())
    }
    async fn denominator(&self) -> Result<i32> {
        i32::try_from(self.odds.denominator())
            .map_err(|_| "denominator exceeds 32 bits; read denominatorLong".into())
    }
    /// The numerator as a decimal string (64-bit safe).
    async fn numerator_long(&self) -> String {
        self.odds.numerator().to_string()
    }
    async fn denominator_long(&self) -> String {
        self.odds.denominator().to_string()
    }
    /// "+150", "-110", "Even".
    async fn american(&self) -> String {
        self.odds.format_american()
    }
    /// "2.50" (Even is "2.00").
    async fn decimal(&self) -> String {
        self.odds.format_decimal()
    }
    /// In the operation's `oddsFormat`.
    async fn formatted_odds(&self) -> String {
        self.odds.format(self.format)
    }
}

/// A line (spread or total).
#[derive(SimpleObject)]
pub struct Points {
    pub value: f64,
    /// "+3.5", "-7", "PK" for spreads; "47.5" for totals.
    pub formatted_points: String,
}

/// A line as shown on a spread (`+3.5`, `PK`) or a total (`47.5`).
pub fn points(p: DomainPoints, spread: bool) -> Points {
    Points {
        value: f64::from(p.halves()) / 2.0,
        formatted_points: if spread {
            p.format_spread()
        } else {
            p.to_string()
        },
    }
}
