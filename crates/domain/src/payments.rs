//! Payment rules (docs/product/wallet.md): the `amountCents` a bettor may move, a provider's
//! minimum and maximum, the life cycle of deposits and withdrawals and what each step does to
//! the ledger, the sandbox processor's test cards, signed provider callbacks, and the deposit
//! totals that call for a responsible-gaming acknowledgement. No I/O: the store posts the
//! ledger movements these rules name, the server runs the processors.

use crate::ids::{PaymentId, UserId};
use crate::ledger::{
    AccountRef, BalancedTransaction, Bucket, HouseAccount, LedgerError, Owner, TransactionKind,
};
use crate::money::Money;
use chrono::{DateTime, Utc};
use hmac::{Hmac, Mac};
use serde::{Deserialize, Serialize};
use sha2::Sha256;

/// The largest amount one deposit or withdrawal may carry: $1,000,000.00. Providers set lower
/// maximums; this bounds what any of them may be configured with.
pub const MAX_AMOUNT_CENTS: i64 = 100_000_000;

/// Why an `amountCents` input is refused (the message is the userError's). Non-numbers and
/// fractions never get this far: the GraphQL `Int` type refuses them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum AmountError {
    #[error("Enter an amount greater than zero.")]
    NotPositive,
    #[error("Enter an amount of at most $1,000,000.00.")]
    TooLarge,
}

/// Checks an amount of cents: positive and at most [`MAX_AMOUNT_CENTS`].
pub fn check_amount_cents(cents: i64) -> Result<i64, AmountError> {
    if cents <= 0 {
        return Err(AmountError::NotPositive);
    }
    if cents > MAX_AMOUNT_CENTS {
        return Err(AmountError::TooLarge);
    }
    Ok(cents)
}

/// Which way money moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Direction {
    Deposit,
    Withdrawal,
}

impl Direction {
    pub const ALL: [Direction; 2] = [Direction::Deposit, Direction::Withdrawal];

    /// The stored and sent name (`DEPOSIT`, `WITHDRAWAL`).
    pub fn as_str(self) -> &'static str {
        match self {
            Direction::Deposit => "DEPOSIT",
            Direction::Withdrawal => "WITHDRAWAL",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        Direction::ALL.into_iter().find(|d| d.as_str() == s)
    }

    fn noun(self) -> &'static str {
        match self {
            Direction::Deposit => "deposit",
            Direction::Withdrawal => "withdrawal",
        }
    }
}

/// A provider's smallest and largest amount for one direction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    pub min: Money,
    pub max: Money,
}

/// An amount outside a provider's limits (the message names the limit).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LimitError {
    #[error("The minimum {} is {}.", .direction.noun(), .min.formatted())]
    BelowMinimum { direction: Direction, min: Money },
    #[error("The maximum {} is {}.", .direction.noun(), .max.formatted())]
    AboveMaximum { direction: Direction, max: Money },
}

impl Limits {
    /// Whether `cents` may move through the provider in `direction`.
    pub fn check(&self, direction: Direction, cents: i64) -> Result<(), LimitError> {
        if cents < self.min.cents {
            return Err(LimitError::BelowMinimum {
                direction,
                min: self.min,
            });
        }
        if cents > self.max.cents {
            return Err(LimitError::AboveMaximum {
                direction,
                max: self.max,
            });
        }
        Ok(())
    }
}

/// Where a deposit or withdrawal stands (docs/product/wallet.md, "Payment statuses and
/// receipts").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum PaymentStatus {
    /// Waiting for the processor (a card challenge, a bank transfer on its way, a withdrawal
    /// under review).
    Pending,
    /// A cash deposit to be paid at the casino cage.
    PendingCashDeposit,
    /// A wire deposit the bank has not received yet.
    PendingWireDeposit,
    /// A withdrawal to be collected in cash at the casino cage.
    PendingCashPickup,
    /// A withdrawal by wire the bank has not sent yet.
    PendingWireWithdrawal,
    Successful,
    Failed,
}

impl PaymentStatus {
    pub const ALL: [PaymentStatus; 7] = [
        PaymentStatus::Pending,
        PaymentStatus::PendingCashDeposit,
        PaymentStatus::PendingWireDeposit,
        PaymentStatus::PendingCashPickup,
        PaymentStatus::PendingWireWithdrawal,
        PaymentStatus::Successful,
        PaymentStatus::Failed,
    ];

    /// The stored and sent name (`PENDING_WIRE_DEPOSIT`).
    pub fn as_str(self) -> &'static str {
        match self {
            PaymentStatus::Pending => "PENDING",
            PaymentStatus::PendingCashDeposit => "PENDING_CASH_DEPOSIT",
            PaymentStatus::PendingWireDeposit => "PENDING_WIRE_DEPOSIT",
            PaymentStatus::PendingCashPickup => "PENDING_CASH_PICKUP",
            PaymentStatus::PendingWireWithdrawal => "PENDING_WIRE_WITHDRAWAL",
            PaymentStatus::Successful => "SUCCESSFUL",
            PaymentStatus::Failed => "FAILED",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        PaymentStatus::ALL.into_iter().find(|p| p.as_str() == s)
    }

    /// Whether nothing changes any more.
    pub fn is_final(self) -> bool {
        matches!(self, PaymentStatus::Successful | PaymentStatus::Failed)
    }

    /// Whether a payment of `direction` may be in this status.
    pub fn fits(self, direction: Direction) -> bool {
        match self {
            PaymentStatus::Pending | PaymentStatus::Successful | PaymentStatus::Failed => true,
            PaymentStatus::PendingCashDeposit | PaymentStatus::PendingWireDeposit => {
                direction == Direction::Deposit
            }
            PaymentStatus::PendingCashPickup | PaymentStatus::PendingWireWithdrawal => {
                direction == Direction::Withdrawal
            }
        }
    }
}

/// How far a payment's details have gone to the processor: the payments frame's card,
/// security-check (3-D Secure) and transfer steps. Each step is taken once: the store moves a
/// payment from one step to the next with a conditional update, so of concurrent submits
/// exactly one reaches the processor and the others read its outcome.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Submission {
    /// Nothing submitted: the bettor may give their details.
    Open,
    /// A card charge is with the processor.
    Charging,
    /// The card's issuer asked the cardholder for a security check.
    Challenge,
    /// The security check's result is with the processor.
    Completing,
    /// A bank or Interac transfer was started; the processor confirms it later.
    Transfer,
}

impl Submission {
    pub const ALL: [Submission; 5] = [
        Submission::Open,
        Submission::Charging,
        Submission::Challenge,
        Submission::Completing,
        Submission::Transfer,
    ];

    /// The stored name (`OPEN`, `CHARGING`, ...).
    pub fn as_str(self) -> &'static str {
        match self {
            Submission::Open => "OPEN",
            Submission::Charging => "CHARGING",
            Submission::Challenge => "CHALLENGE",
            Submission::Completing => "COMPLETING",
            Submission::Transfer => "TRANSFER",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        Submission::ALL.into_iter().find(|x| x.as_str() == s)
    }

    /// Whether a payment at this step may move to `next`: a card is charged from the open
    /// form, a charge may ask for a security check whose result is then sent, and a transfer
    /// starts from the open form. Nothing moves back, so no step is taken twice.
    pub fn can_move_to(self, next: Submission) -> bool {
        use Submission::*;
        matches!(
            (self, next),
            (Open, Charging) | (Charging, Challenge) | (Challenge, Completing) | (Open, Transfer)
        )
    }

    /// Whether the processor is answering this step: other submits wait for its outcome.
    pub fn in_flight(self) -> bool {
        matches!(self, Submission::Charging | Submission::Completing)
    }
}

/// What happened to a payment.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PaymentEvent {
    /// The processor moved the money.
    Confirmed,
    /// The processor refused or gave up (declined card, failed challenge, returned wire).
    Declined,
    /// The bettor cancelled (withdrawals only, while pending).
    CancelledByPatron,
}

/// What the ledger does when a payment changes status. Deposits touch the ledger once, when
/// confirmed; withdrawals hold the funds at request and then pay them out or give them back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LedgerEffect {
    /// Nothing moves.
    None,
    /// Deposit confirmed: the amount is credited to withdrawable cash.
    CreditCash,
    /// Withdrawal requested: withdrawable cash moves to the held bucket (refused when the
    /// withdrawable balance is short).
    HoldFunds,
    /// Withdrawal paid: the held amount leaves the platform.
    PayOutHeld,
    /// Withdrawal failed or cancelled: the held amount goes back to withdrawable cash.
    ReleaseHeld,
}

/// A status change a payment cannot make.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum TransitionError {
    #[error("This {} is already final.", .direction.noun())]
    AlreadyFinal { direction: Direction },
    #[error("Only pending withdrawals can be cancelled.")]
    NotCancellable,
}

/// The ledger effect of creating a payment of `direction` in its first status.
pub fn on_create(direction: Direction, status: PaymentStatus) -> LedgerEffect {
    match (direction, status) {
        (Direction::Withdrawal, _) => LedgerEffect::HoldFunds,
        (Direction::Deposit, PaymentStatus::Successful) => LedgerEffect::CreditCash,
        (Direction::Deposit, _) => LedgerEffect::None,
    }
}

/// The status after `event` and what the ledger does. Final payments never change, so a
/// repeated confirmation or a late decline moves no money.
pub fn apply(
    direction: Direction,
    status: PaymentStatus,
    event: PaymentEvent,
) -> Result<(PaymentStatus, LedgerEffect), TransitionError> {
    if status.is_final() {
        return Err(TransitionError::AlreadyFinal { direction });
    }
    Ok(match (direction, event) {
        (Direction::Deposit, PaymentEvent::Confirmed) => {
            (PaymentStatus::Successful, LedgerEffect::CreditCash)
        }
        (Direction::Deposit, PaymentEvent::Declined) => (PaymentStatus::Failed, LedgerEffect::None),
        (Direction::Deposit, PaymentEvent::CancelledByPatron) => {
            return Err(TransitionError::NotCancellable);
        }
        (Direction::Withdrawal, PaymentEvent::Confirmed) => {
            (PaymentStatus::Successful, LedgerEffect::PayOutHeld)
        }
        (Direction::Withdrawal, PaymentEvent::Declined | PaymentEvent::CancelledByPatron) => {
            (PaymentStatus::Failed, LedgerEffect::ReleaseHeld)
        }
    })
}

impl LedgerEffect {
    /// The balanced ledger transaction of this effect for payment `payment` of `user`, or
    /// `None` when nothing moves. Its idempotency key is the payment id and the effect, so
    /// the same step of the same payment can never post twice.
    pub fn transaction(
        self,
        payment: &PaymentId,
        user: &UserId,
        amount: Money,
    ) -> Result<Option<BalancedTransaction>, LedgerError> {
        let holder = |bucket| AccountRef {
            owner: Owner::User(user.clone(), bucket),
            currency: amount.currency,
        };
        let funding = AccountRef {
            owner: Owner::House(HouseAccount::Funding),
            currency: amount.currency,
        };
        let (kind, step, from, to) = match self {
            LedgerEffect::None => return Ok(None),
            LedgerEffect::CreditCash => (
                TransactionKind::Deposit,
                "credit",
                funding,
                holder(Bucket::Cash),
            ),
            LedgerEffect::HoldFunds => (
                TransactionKind::WithdrawalHold,
                "hold",
                holder(Bucket::Cash),
                holder(Bucket::Held),
            ),
            LedgerEffect::PayOutHeld => (
                TransactionKind::WithdrawalPayout,
                "payout",
                holder(Bucket::Held),
                funding,
            ),
            LedgerEffect::ReleaseHeld => (
                TransactionKind::WithdrawalRelease,
                "release",
                holder(Bucket::Held),
                holder(Bucket::Cash),
            ),
        };
        BalancedTransaction::transfer(
            kind,
            format!("payment:{payment}:{step}"),
            format!("payment {payment}"),
            from,
            to,
            amount.cents,
        )
        .map(Some)
    }
}

/// What the sandbox card processor does with a card number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CardOutcome {
    /// Approved at once.
    Approve,
    /// Declined by the issuer.
    Decline,
    /// Approved after the cardholder passes a 3-D Secure style challenge.
    Challenge,
}

/// Sandbox test cards: these decline or ask for a challenge; every other valid number approves.
pub const DECLINED_CARD: &str = "4000000000000002";
pub const CHALLENGE_CARD: &str = "4000000000003220";
pub const APPROVED_CARD: &str = "4242424242424242";

/// A card number that is not one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum CardError {
    #[error("Enter a card number of 12 to 19 digits.")]
    Length,
    #[error("This card number is not valid.")]
    Checksum,
}

/// The sandbox outcome of a card number (spaces and dashes allowed between digits).
pub fn sandbox_card(number: &str) -> Result<CardOutcome, CardError> {
    let digits: String = number.chars().filter(|c| !matches!(c, ' ' | '-')).collect();
    if !(12..=19).contains(&digits.len()) || !digits.chars().all(|c| c.is_ascii_digit()) {
        return Err(CardError::Length);
    }
    if !luhn(&digits) {
        return Err(CardError::Checksum);
    }
    Ok(match digits.as_str() {
        DECLINED_CARD => CardOutcome::Decline,
        CHALLENGE_CARD => CardOutcome::Challenge,
        _ => CardOutcome::Approve,
    })
}

/// The Luhn checksum of a string of ASCII digits.
fn luhn(digits: &str) -> bool {
    let sum: u32 = digits
        .bytes()
        .rev()
        .enumerate()
        .map(|(i, b)| {
            let d = u32::from(b - b'0');
            if i % 2 == 1 {
                let doubled = d * 2;
                if doubled > 9 { doubled - 9 } else { doubled }
            } else {
                d
            }
        })
        .sum();
    sum.is_multiple_of(10)
}

/// How old a signed callback may be (and how far ahead of our clock).
pub const CALLBACK_TOLERANCE_SECONDS: i64 = 300;

/// Why a provider callback is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum SignatureError {
    #[error("the signature header is missing or malformed")]
    Malformed,
    #[error("the signature does not match")]
    Mismatch,
    #[error("the callback is too old or from the future")]
    Stale,
}

/// The signature header of a callback `body` sent at `at`: `t=<unix seconds>,v1=<hex HMAC-SHA256
/// of "<t>.<body>">`.
pub fn sign_callback(secret: &[u8], at: DateTime<Utc>, body: &[u8]) -> String {
    let t = at.timestamp();
    let hex: String = callback_mac(secret, t, body)
        .map(|mac| mac.finalize().into_bytes().to_vec())
        .unwrap_or_default()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    format!("t={t},v1={hex}")
}

/// Checks a callback's signature header against its body, in constant time, and that it was
/// signed within [`CALLBACK_TOLERANCE_SECONDS`] of `now`. Replays inside that window are the
/// store's to refuse (each callback id is applied once).
pub fn verify_callback(
    secret: &[u8],
    header: &str,
    body: &[u8],
    now: DateTime<Utc>,
) -> Result<(), SignatureError> {
    let mut t = None;
    let mut v1 = None;
    for part in header.split(',') {
        match part.trim().split_once('=') {
            Some(("t", value)) => t = value.parse::<i64>().ok(),
            Some(("v1", value)) => v1 = decode_hex(value),
            _ => {}
        }
    }
    let (Some(t), Some(signature)) = (t, v1) else {
        return Err(SignatureError::Malformed);
    };
    callback_mac(secret, t, body)
        .ok_or(SignatureError::Mismatch)?
        .verify_slice(&signature)
        .map_err(|_| SignatureError::Mismatch)?;
    if (now.timestamp() - t).abs() > CALLBACK_TOLERANCE_SECONDS {
        return Err(SignatureError::Stale);
    }
    Ok(())
}

/// The MAC of a callback; `None` never happens (HMAC takes keys of any length).
fn callback_mac(secret: &[u8], t: i64, body: &[u8]) -> Option<Hmac<Sha256>> {
    let mut mac = <Hmac<Sha256> as Mac>::new_from_slice(secret).ok()?;
    mac.update(t.to_string().as_bytes());
    mac.update(b".");
    mac.update(body);
    Some(mac)
}

fn decode_hex(text: &str) -> Option<Vec<u8>> {
    if !text.len().is_multiple_of(2) {
        return None;
    }
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(text.get(i..i + 2)?, 16).ok())
        .collect()
}

/// Cumulative deposits that call for a responsible-gaming acknowledgement in a region
/// (`US-NJ` and `US-NY`: $2,500; `US-WV`: $5,000), in cents.
pub fn deposit_acknowledgement_threshold(region_code: &str) -> Option<i64> {
    match region_code {
        "US-NJ" | "US-NY" => Some(250_000),
        "US-WV" => Some(500_000),
        _ => None,
    }
}

/// Whether a confirmed deposit took a bettor's total in a region from below its threshold
/// to at least it (each threshold asks once).
pub fn reaches_acknowledgement(region_code: &str, total_before: i64, total_after: i64) -> bool {
    deposit_acknowledgement_threshold(region_code)
        .is_some_and(|threshold| total_before < threshold && total_after >= threshold)
}

/// The acknowledgement modal's text: "You have reached $2,500.00 of deposits in New Jersey".
pub fn acknowledgement_message(total: Money, region_name: &str) -> String {
    format!(
        "You have reached {} of deposits in {region_name}",
        total.formatted()
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::money::Currency;
    use proptest::prelude::*;

    fn usd(cents: i64) -> Money {
        Money::new(cents, Currency::Usd)
    }

    #[test]
    fn names_round_trip() {
        for d in Direction::ALL {
            assert_eq!(Direction::parse(d.as_str()), Some(d));
        }
        for p in PaymentStatus::ALL {
            assert_eq!(PaymentStatus::parse(p.as_str()), Some(p));
        }
    }

    #[test]
    fn each_effect_posts_one_balanced_transfer_keyed_by_payment_and_step() {
        let payment = PaymentId::from_raw("p1");
        let user = UserId::from_raw("u1");
        let moved = |effect: LedgerEffect| {
            let tx = effect
                .transaction(&payment, &user, usd(2_500))
                .unwrap_or_else(|e| panic!("{e}"));
            tx.map(|tx| {
                let lines: Vec<(Owner, i64)> = tx
                    .postings()
                    .iter()
                    .map(|p| (p.account.owner.clone(), p.amount))
                    .collect();
                (tx.idempotency_key().to_owned(), lines)
            })
        };
        let holder = |b| Owner::User(user.clone(), b);
        let funding = Owner::House(HouseAccount::Funding);
        assert_eq!(moved(LedgerEffect::None), None);
        assert_eq!(
            moved(LedgerEffect::CreditCash),
            Some((
                "payment:p1:credit".into(),
                vec![(funding.clone(), -2_500), (holder(Bucket::Cash), 2_500)]
            ))
        );
        assert_eq!(
            moved(LedgerEffect::HoldFunds),
            Some((
                "payment:p1:hold".into(),
                vec![
                    (holder(Bucket::Cash), -2_500),
                    (holder(Bucket::Held), 2_500)
                ]
            ))
        );
        assert_eq!(
            moved(LedgerEffect::PayOutHeld),
            Some((
                "payment:p1:payout".into(),
                vec![(holder(Bucket::Held), -2_500), (funding, 2_500)]
            ))
        );
        assert_eq!(
            moved(LedgerEffect::ReleaseHeld),
            Some((
                "payment:p1:release".into(),
                vec![
                    (holder(Bucket::Held), -2_500),
                    (holder(Bucket::Cash), 2_500)
                ]
            ))
        );
    }

    #[test]
    fn amounts_are_positive_and_at_most_the_maximum() {
        assert_eq!(check_amount_cents(2500), Ok(2500));
        assert_eq!(check_amount_cents(MAX_AMOUNT_CENTS), Ok(MAX_AMOUNT_CENTS));
        assert_eq!(check_amount_cents(0), Err(AmountError::NotPositive));
        assert_eq!(check_amount_cents(-100), Err(AmountError::NotPositive));
        assert_eq!(
            check_amount_cents(MAX_AMOUNT_CENTS + 1),
            Err(AmountError::TooLarge)
        );
    }

    #[test]
    fn limits_name_the_bound_that_was_crossed() {
        let limits = Limits {
            min: usd(1_000),
            max: usd(500_000),
        };
        assert_eq!(limits.check(Direction::Deposit, 1_000), Ok(()));
        assert_eq!(limits.check(Direction::Deposit, 500_000), Ok(()));
        let low = limits.check(Direction::Deposit, 999).unwrap_err();
        assert_eq!(low.to_string(), "The minimum deposit is $10.00.");
        let high = limits.check(Direction::Withdrawal, 500_001).unwrap_err();
        assert_eq!(high.to_string(), "The maximum withdrawal is $5,000.00.");
    }

    #[test]
    fn statuses_fit_their_direction() {
        assert!(PaymentStatus::PendingWireDeposit.fits(Direction::Deposit));
        assert!(!PaymentStatus::PendingWireDeposit.fits(Direction::Withdrawal));
        assert!(PaymentStatus::PendingCashPickup.fits(Direction::Withdrawal));
        assert!(!PaymentStatus::PendingCashPickup.fits(Direction::Deposit));
        assert_eq!(
            serde_json::to_value(PaymentStatus::PendingWireWithdrawal).unwrap(),
            "PENDING_WIRE_WITHDRAWAL"
        );
    }

    #[test]
    fn submissions_only_move_forward() {
        use Submission::*;
        for s in Submission::ALL {
            assert_eq!(Submission::parse(s.as_str()), Some(s));
            assert!(!s.can_move_to(s), "{s:?} is taken once");
            assert!(!s.can_move_to(Open), "nothing goes back to the form");
        }
        assert!(Open.can_move_to(Charging) && Open.can_move_to(Transfer));
        assert!(Charging.can_move_to(Challenge) && Challenge.can_move_to(Completing));
        assert!(
            !Charging.can_move_to(Completing),
            "a result needs a check first"
        );
        assert!(!Completing.can_move_to(Challenge), "one check per charge");
        assert!(!Transfer.can_move_to(Charging), "a transfer is not charged");
        let waiting: Vec<_> = Submission::ALL
            .into_iter()
            .filter(|s| s.in_flight())
            .collect();
        assert_eq!(waiting, [Charging, Completing]);
    }

    #[test]
    fn deposits_credit_once_when_confirmed() {
        use PaymentEvent::*;
        assert_eq!(
            on_create(Direction::Deposit, PaymentStatus::Pending),
            LedgerEffect::None
        );
        let (status, effect) =
            apply(Direction::Deposit, PaymentStatus::Pending, Confirmed).unwrap();
        assert_eq!(
            (status, effect),
            (PaymentStatus::Successful, LedgerEffect::CreditCash)
        );
        assert_eq!(
            apply(Direction::Deposit, status, Confirmed),
            Err(TransitionError::AlreadyFinal {
                direction: Direction::Deposit
            }),
            "a repeated confirmation credits nothing"
        );
        assert_eq!(
            apply(Direction::Deposit, PaymentStatus::Pending, Declined),
            Ok((PaymentStatus::Failed, LedgerEffect::None))
        );
        assert_eq!(
            apply(
                Direction::Deposit,
                PaymentStatus::Pending,
                CancelledByPatron
            ),
            Err(TransitionError::NotCancellable)
        );
    }

    #[test]
    fn withdrawals_hold_then_pay_out_or_give_back() {
        use PaymentEvent::*;
        let status = PaymentStatus::PendingWireWithdrawal;
        assert_eq!(
            on_create(Direction::Withdrawal, status),
            LedgerEffect::HoldFunds
        );
        assert_eq!(
            apply(Direction::Withdrawal, status, Confirmed),
            Ok((PaymentStatus::Successful, LedgerEffect::PayOutHeld))
        );
        assert_eq!(
            apply(Direction::Withdrawal, status, CancelledByPatron),
            Ok((PaymentStatus::Failed, LedgerEffect::ReleaseHeld))
        );
        assert_eq!(
            apply(
                Direction::Withdrawal,
                PaymentStatus::Failed,
                CancelledByPatron
            ),
            Err(TransitionError::AlreadyFinal {
                direction: Direction::Withdrawal
            })
        );
    }

    /// The ledger's view of one payment: cash and held amounts after a run of events.
    fn replay(direction: Direction, cents: i64, events: &[PaymentEvent]) -> (i64, i64, i64) {
        let (mut cash, mut held, mut paid_out) = (0i64, 0i64, 0i64);
        let mut status = PaymentStatus::Pending;
        let mut effect = on_create(direction, status);
        let mut events = events.iter();
        loop {
            match effect {
                LedgerEffect::None => {}
                LedgerEffect::CreditCash => cash += cents,
                LedgerEffect::HoldFunds => {
                    cash -= cents;
                    held += cents;
                }
                LedgerEffect::PayOutHeld => {
                    held -= cents;
                    paid_out += cents;
                }
                LedgerEffect::ReleaseHeld => {
                    held -= cents;
                    cash += cents;
                }
            }
            let Some(event) = events.next() else {
                return (cash, held, paid_out);
            };
            match apply(direction, status, *event) {
                Ok((next, e)) => {
                    status = next;
                    effect = e;
                }
                Err(_) => effect = LedgerEffect::None,
            }
        }
    }

    fn event() -> impl Strategy<Value = PaymentEvent> {
        prop_oneof![
            Just(PaymentEvent::Confirmed),
            Just(PaymentEvent::Declined),
            Just(PaymentEvent::CancelledByPatron),
        ]
    }

    proptest! {
        /// Whatever callbacks arrive, in any order and repeated, a deposit credits its amount
        /// at most once and a withdrawal ends with nothing held once it is final.
        #[test]
        fn no_run_of_events_moves_money_twice(
            cents in 1i64..=MAX_AMOUNT_CENTS,
            events in proptest::collection::vec(event(), 0..8),
        ) {
            let (cash, held, paid) = replay(Direction::Deposit, cents, &events);
            prop_assert!(cash == 0 || cash == cents);
            prop_assert_eq!((held, paid), (0, 0));

            let (cash, held, paid) = replay(Direction::Withdrawal, cents, &events);
            prop_assert_eq!(cash + held + paid, 0, "money is neither made nor lost");
            if events.is_empty() {
                prop_assert_eq!(held, cents);
            } else {
                prop_assert_eq!(held, 0, "the first event makes a withdrawal final");
                prop_assert!(paid == 0 || paid == cents);
            }
        }

        #[test]
        fn any_valid_number_outside_the_test_cards_approves(digits in "[0-9]{15}") {
            let check = (0..10).find(|d| luhn(&format!("{digits}{d}"))).unwrap();
            let number = format!("{digits}{check}");
            prop_assume!(number != DECLINED_CARD && number != CHALLENGE_CARD);
            prop_assert_eq!(sandbox_card(&number), Ok(CardOutcome::Approve));
        }
    }

    #[test]
    fn test_cards_decline_challenge_or_approve() {
        assert_eq!(sandbox_card(APPROVED_CARD), Ok(CardOutcome::Approve));
        assert_eq!(
            sandbox_card("4242 4242 4242 4242"),
            Ok(CardOutcome::Approve)
        );
        assert_eq!(sandbox_card(DECLINED_CARD), Ok(CardOutcome::Decline));
        assert_eq!(
            sandbox_card("4000-0000-0000-3220"),
            Ok(CardOutcome::Challenge)
        );
        assert_eq!(sandbox_card("4242424242424241"), Err(CardError::Checksum));
        assert_eq!(sandbox_card("4242"), Err(CardError::Length));
        assert_eq!(sandbox_card("4242x24242424242"), Err(CardError::Length));
    }

    #[test]
    fn callbacks_verify_only_with_the_right_secret_body_and_time() {
        let now = DateTime::parse_from_rfc3339("2026-11-23T12:00:00Z")
            .unwrap()
            .with_timezone(&Utc);
        let body = br#"{"id":"cb_1","status":"SUCCESSFUL"}"#;
        let header = sign_callback(b"secret", now, body);
        assert_eq!(verify_callback(b"secret", &header, body, now), Ok(()));
        assert_eq!(
            verify_callback(b"other", &header, body, now),
            Err(SignatureError::Mismatch)
        );
        assert_eq!(
            verify_callback(
                b"secret",
                &header,
                br#"{"id":"cb_1","status":"FAILED"}"#,
                now
            ),
            Err(SignatureError::Mismatch)
        );
        let later = now + chrono::Duration::seconds(CALLBACK_TOLERANCE_SECONDS + 1);
        assert_eq!(
            verify_callback(b"secret", &header, body, later),
            Err(SignatureError::Stale)
        );
        for bad in ["", "t=1", "v1=00", "t=x,v1=00", "t=1,v1=zz", "t=1,v1=abc"] {
            assert_eq!(
                verify_callback(b"secret", bad, body, now),
                Err(SignatureError::Malformed),
                "{bad}"
            );
        }
    }

    #[test]
    fn acknowledgements_ask_once_per_threshold() {
        assert!(reaches_acknowledgement("US-NJ", 200_000, 250_000));
        assert!(reaches_acknowledgement("US-NY", 249_999, 300_000));
        assert!(!reaches_acknowledgement("US-NJ", 250_000, 300_000));
        assert!(!reaches_acknowledgement("US-WV", 200_000, 499_999));
        assert!(reaches_acknowledgement("US-WV", 499_999, 500_000));
        assert!(!reaches_acknowledgement("US-PA", 0, 10_000_000));
        assert_eq!(
            acknowledgement_message(usd(250_000), "New Jersey"),
            "You have reached $2,500.00 of deposits in New Jersey"
        );
    }
}
