//! The betslip error catalogue (docs/product/betslip.md, "Errors"): every error a slip, a section,
//! a draft bet or a leg can carry, with its code, message, priority (lower is shown first) and how
//! the client displays it.

use crate::money::{Currency, Money};
use crate::responsible_gaming::checks::StoppingLimit;
use serde::{Deserialize, Serialize};

/// How the client shows an error.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum DisplayType {
    OddsChanged,
    Geo,
    RgAcknowledgementRequired,
    Deposit,
    Retryable,
    AnonymousRegion,
    BetAlreadyPlaced,
    BetAmount,
    WinAmount,
    Generic,
    Invalid,
    RgLimit,
    SelectionDisabled,
}

impl DisplayType {
    /// The name sent to clients (`ODDS_CHANGED`, `GEO`, ...).
    pub fn as_str(self) -> &'static str {
        match self {
            DisplayType::OddsChanged => "ODDS_CHANGED",
            DisplayType::Geo => "GEO",
            DisplayType::RgAcknowledgementRequired => "RG_ACKNOWLEDGEMENT_REQUIRED",
            DisplayType::Deposit => "DEPOSIT",
            DisplayType::Retryable => "RETRYABLE",
            DisplayType::AnonymousRegion => "ANONYMOUS_REGION",
            DisplayType::BetAlreadyPlaced => "BET_ALREADY_PLACED",
            DisplayType::BetAmount => "BET_AMOUNT",
            DisplayType::WinAmount => "WIN_AMOUNT",
            DisplayType::Generic => "GENERIC",
            DisplayType::Invalid => "INVALID",
            DisplayType::RgLimit => "RG_LIMIT",
            DisplayType::SelectionDisabled => "SELECTION_DISABLED",
        }
    }
}

/// What went wrong, precisely.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum ErrorCode {
    RgAcknowledgementRequired,
    OddsChanged,
    GeoNotVerified,
    GeoUnavailable,
    AnonymousRegion,
    RgLimit,
    InsufficientFunds,
    LowPromotionalCredits,
    SelectionSuspended,
    SelectionClosed,
    EventStarted,
    MinStake,
    MaxStake,
    MaxWin,
    AmountTooLarge,
    Invalid,
    RewardUnavailable,
    IdempotencyKeyReused,
    BetAlreadyPlaced,
    BetslipChanged,
    Retryable,
    Generic,
}

impl ErrorCode {
    /// The code sent to clients (`ODDS_CHANGED`, `MIN_STAKE`, ...).
    pub fn as_str(self) -> &'static str {
        match self {
            ErrorCode::RgAcknowledgementRequired => "RG_ACKNOWLEDGEMENT_REQUIRED",
            ErrorCode::OddsChanged => "ODDS_CHANGED",
            ErrorCode::GeoNotVerified => "GEO_NOT_VERIFIED",
            ErrorCode::GeoUnavailable => "GEO_UNAVAILABLE",
            ErrorCode::AnonymousRegion => "ANONYMOUS_REGION",
            ErrorCode::RgLimit => "RG_LIMIT",
            ErrorCode::InsufficientFunds => "INSUFFICIENT_FUNDS",
            ErrorCode::LowPromotionalCredits => "LOW_PROMOTIONAL_CREDITS",
            ErrorCode::SelectionSuspended => "SELECTION_SUSPENDED",
            ErrorCode::SelectionClosed => "SELECTION_CLOSED",
            ErrorCode::EventStarted => "EVENT_STARTED",
            ErrorCode::MinStake => "MIN_STAKE",
            ErrorCode::MaxStake => "MAX_STAKE",
            ErrorCode::MaxWin => "MAX_WIN",
            ErrorCode::AmountTooLarge => "AMOUNT_TOO_LARGE",
            ErrorCode::Invalid => "INVALID",
            ErrorCode::RewardUnavailable => "REWARD_UNAVAILABLE",
            ErrorCode::IdempotencyKeyReused => "IDEMPOTENCY_KEY_REUSED",
            ErrorCode::BetAlreadyPlaced => "BET_ALREADY_PLACED",
            ErrorCode::BetslipChanged => "BETSLIP_CHANGED",
            ErrorCode::Retryable => "RETRYABLE",
            ErrorCode::Generic => "GENERIC",
        }
    }
}

/// One error as a client shows it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize, thiserror::Error)]
#[error("{message}")]
pub struct BetslipError {
    pub code: ErrorCode,
    pub message: String,
    /// Lower is more important and shown first.
    pub priority: u8,
    pub display_type: DisplayType,
    /// Whether the client hides the reward controls while the error shows.
    pub disable_awards_display: bool,
    /// For `RG_LIMIT`: the limit that stopped the wager (none for a break, which is no
    /// limit the bettor can change).
    #[serde(default)]
    pub limit: Option<StoppingLimit>,
}

/// `$1,234.56`.
fn dollars(cents: i64) -> String {
    Money::new(cents, Currency::Usd).formatted()
}

impl BetslipError {
    fn new(code: ErrorCode, display_type: DisplayType, priority: u8, message: String) -> Self {
        let disable_awards_display = matches!(
            display_type,
            DisplayType::Invalid
                | DisplayType::SelectionDisabled
                | DisplayType::Geo
                | DisplayType::AnonymousRegion
                | DisplayType::RgLimit
                | DisplayType::RgAcknowledgementRequired
        );
        BetslipError {
            code,
            message,
            priority,
            display_type,
            disable_awards_display,
            limit: None,
        }
    }

    /// The bettor must acknowledge their responsible-gaming limits first.
    pub fn rg_acknowledgement_required() -> Self {
        Self::new(
            ErrorCode::RgAcknowledgementRequired,
            DisplayType::RgAcknowledgementRequired,
            1,
            "Please review and acknowledge your responsible gaming limits before placing a bet."
                .to_owned(),
        )
    }

    /// A price in the slip moved and the bettor has not accepted it.
    pub fn odds_changed() -> Self {
        Self::new(
            ErrorCode::OddsChanged,
            DisplayType::OddsChanged,
            2,
            "Odds have changed. Please review and accept the changes.".to_owned(),
        )
    }

    /// No current authorised location for the session.
    pub fn geo_not_verified() -> Self {
        Self::new(
            ErrorCode::GeoNotVerified,
            DisplayType::Geo,
            3,
            "We need to verify your location before you proceed. Please Check Location.".to_owned(),
        )
    }

    /// The location service is down, so betting is paused.
    pub fn geo_service_unavailable() -> Self {
        Self::new(
            ErrorCode::GeoUnavailable,
            DisplayType::Geo,
            3,
            "We can't verify your location right now, so betting is paused. Please try again shortly."
                .to_owned(),
        )
    }

    /// The bettor's region does not allow betting.
    pub fn anonymous_region() -> Self {
        Self::new(
            ErrorCode::AnonymousRegion,
            DisplayType::AnonymousRegion,
            3,
            "Betting isn't available in your region.".to_owned(),
        )
    }

    /// A responsible-gaming limit refuses the wager; `message` is the limit's own text and
    /// `limit` the limit itself (`None` for a break).
    pub fn rg_limit(message: impl Into<String>, limit: Option<StoppingLimit>) -> Self {
        BetslipError {
            limit,
            ..Self::new(ErrorCode::RgLimit, DisplayType::RgLimit, 4, message.into())
        }
    }

    /// The cash balance does not cover the stake.
    pub fn insufficient_funds() -> Self {
        Self::new(
            ErrorCode::InsufficientFunds,
            DisplayType::Deposit,
            5,
            "Insufficient funds. Deposit to place this bet.".to_owned(),
        )
    }

    /// The promotional credit balance does not cover the stake.
    pub fn low_promotional_credits() -> Self {
        Self::new(
            ErrorCode::LowPromotionalCredits,
            DisplayType::BetAmount,
            5,
            "You don't have enough Credits for this bet.".to_owned(),
        )
    }

    /// The selection or its market is suspended.
    pub fn selection_suspended() -> Self {
        Self::new(
            ErrorCode::SelectionSuspended,
            DisplayType::SelectionDisabled,
            6,
            "This selection is suspended.".to_owned(),
        )
    }

    /// The selection is no longer offered (hidden, resulted or gone).
    pub fn selection_closed() -> Self {
        Self::new(
            ErrorCode::SelectionClosed,
            DisplayType::SelectionDisabled,
            6,
            "This selection is no longer available.".to_owned(),
        )
    }

    /// The event started and is not priced in play.
    pub fn event_started() -> Self {
        Self::new(
            ErrorCode::EventStarted,
            DisplayType::SelectionDisabled,
            6,
            "This event has started and is no longer available for betting.".to_owned(),
        )
    }

    /// The stake is below the minimum of `limit_cents`.
    pub fn min_stake(limit_cents: i64) -> Self {
        Self::new(
            ErrorCode::MinStake,
            DisplayType::BetAmount,
            7,
            format!("The minimum bet is {}.", dollars(limit_cents)),
        )
    }

    /// The stake is above the maximum of `limit_cents`.
    pub fn max_stake(limit_cents: i64) -> Self {
        Self::new(
            ErrorCode::MaxStake,
            DisplayType::BetAmount,
            7,
            format!("The maximum bet is {}.", dollars(limit_cents)),
        )
    }

    /// The win is above the maximum of `limit_cents`.
    pub fn max_win(limit_cents: i64) -> Self {
        Self::new(
            ErrorCode::MaxWin,
            DisplayType::WinAmount,
            7,
            format!("The maximum win is {}.", dollars(limit_cents)),
        )
    }

    /// An amount above [`super::MAX_AMOUNT_CENTS`].
    pub fn amount_too_large() -> Self {
        Self::new(
            ErrorCode::AmountTooLarge,
            DisplayType::BetAmount,
            7,
            format!(
                "Amounts can be at most {}.",
                dollars(super::MAX_AMOUNT_CENTS)
            ),
        )
    }

    /// The bet cannot be built as chosen; `message` says why.
    pub fn invalid(message: impl Into<String>) -> Self {
        Self::new(ErrorCode::Invalid, DisplayType::Invalid, 8, message.into())
    }

    /// A selected reward is expired, used, restricted or not the bettor's.
    pub fn reward_unavailable() -> Self {
        Self::new(
            ErrorCode::RewardUnavailable,
            DisplayType::Invalid,
            8,
            "This reward is no longer available.".to_owned(),
        )
    }

    /// A placement reusing the idempotency key of an earlier placement that asked for
    /// something else (other bets, amounts or slip version): nothing is placed.
    pub fn idempotency_key_reused() -> Self {
        Self::new(
            ErrorCode::IdempotencyKeyReused,
            DisplayType::Invalid,
            8,
            "This request was already used for a different bet. Please review your betslip and place your bet again."
                .to_owned(),
        )
    }

    /// A retried placement of a bet already placed.
    pub fn bet_already_placed() -> Self {
        Self::new(
            ErrorCode::BetAlreadyPlaced,
            DisplayType::BetAlreadyPlaced,
            9,
            "This bet has already been placed.".to_owned(),
        )
    }

    /// The slip changed since the client last saw it.
    pub fn betslip_changed() -> Self {
        Self::new(
            ErrorCode::BetslipChanged,
            DisplayType::Retryable,
            9,
            "Your betslip changed. Please review it and try again.".to_owned(),
        )
    }

    /// A transient failure; trying again may work.
    pub fn retryable() -> Self {
        Self::new(
            ErrorCode::Retryable,
            DisplayType::Retryable,
            9,
            "Something went wrong placing your bet. Please try again.".to_owned(),
        )
    }

    /// Anything else.
    pub fn generic() -> Self {
        Self::new(
            ErrorCode::Generic,
            DisplayType::Generic,
            10,
            "Something went wrong. Please try again later.".to_owned(),
        )
    }
}

/// Sorts errors by priority (stable, so equal priorities keep their order) and drops exact
/// duplicates.
pub(crate) fn normalise(errors: &mut Vec<BetslipError>) {
    errors.sort_by_key(|e| e.priority);
    let mut kept: Vec<BetslipError> = Vec::with_capacity(errors.len());
    for error in errors.drain(..) {
        if !kept.contains(&error) {
            kept.push(error);
        }
    }
    *errors = kept;
}
