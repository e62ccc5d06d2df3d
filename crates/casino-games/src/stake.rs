//! A stake: a positive whole number of cents up to the casino's maximum.

use serde::{Deserialize, Serialize};

/// Why an amount is not a stake.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum StakeError {
    #[error("a stake must be at least one cent")]
    Zero,
    #[error("a stake may be at most {max} cents (got {got})", max = Stake::MAX_CENTS)]
    TooLarge { got: u64 },
}

/// An amount wagered, in cents: at least one cent, at most [`Stake::MAX_CENTS`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "u64", into = "u64")]
pub struct Stake(u64);

impl Stake {
    /// The largest stake a game takes, $1,000,000. Table limits are the wallet's business; this
    /// bound keeps every win (at most 1.4 million times a slot's line bet) far inside `u64`.
    pub const MAX_CENTS: u64 = 100_000_000;

    /// A stake of `cents`.
    pub fn new(cents: u64) -> Result<Self, StakeError> {
        match cents {
            0 => Err(StakeError::Zero),
            got if got > Self::MAX_CENTS => Err(StakeError::TooLarge { got }),
            cents => Ok(Self(cents)),
        }
    }

    /// The amount in cents.
    pub const fn cents(self) -> u64 {
        self.0
    }
}

impl TryFrom<u64> for Stake {
    type Error = StakeError;
    fn try_from(cents: u64) -> Result<Self, Self::Error> {
        Self::new(cents)
    }
}

impl From<Stake> for u64 {
    fn from(stake: Stake) -> Self {
        stake.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stake_is_between_one_cent_and_the_maximum() {
        assert_eq!(Stake::new(0), Err(StakeError::Zero));
        assert_eq!(Stake::new(1).map(Stake::cents), Ok(1));
        assert_eq!(
            Stake::new(Stake::MAX_CENTS).map(Stake::cents),
            Ok(Stake::MAX_CENTS)
        );
        assert_eq!(
            Stake::new(Stake::MAX_CENTS + 1),
            Err(StakeError::TooLarge {
                got: Stake::MAX_CENTS + 1
            })
        );
    }

    #[test]
    fn deserialising_validates() {
        assert_eq!(
            serde_json::from_str::<Stake>("250").unwrap(),
            Stake::new(250).unwrap()
        );
        assert!(serde_json::from_str::<Stake>("0").is_err());
        assert_eq!(
            serde_json::to_string(&Stake::new(250).unwrap()).unwrap(),
            "250"
        );
    }
}
