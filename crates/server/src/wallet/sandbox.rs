//! The payment processor behind the providers, as a trait, and its sandbox: a processor that
//! behaves like a real one without moving real money. Test cards approve, decline or ask for
//! a security check (`domain::payments::sandbox_card`); bank transfers, wires, cash and
//! withdrawals stay pending and are confirmed when the processing job asks after the
//! configured delay.
//!
//! Every charge carries an idempotency key, one per payment ([`charge_key`]): the processor
//! charges a key once and answers any repeat with the first outcome, so a retried or
//! duplicated request can never charge twice.

use super::providers::{self, ProviderKind};
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::ids::PaymentId;
use domain::money::Money;
use domain::payments::{CardOutcome, Direction, PaymentEvent};
use rand::seq::SliceRandom;
use std::collections::HashMap;
use std::collections::hash_map::Entry;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use store::Payment;

/// What the processor says about a pending payment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Poll {
    /// The payment is decided.
    Settle {
        event: PaymentEvent,
        reason: Option<String>,
    },
    /// Still on its way: ask again at `at`.
    Wait { at: DateTime<Utc> },
}

/// The processor could not be asked (network, outage) or refused the request; nothing was
/// decided by this call.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("processor unavailable: {0}")]
pub struct ProcessorError(pub String);

/// What charging a card did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Charge {
    Approved,
    Declined {
        reason: String,
    },
    /// The issuer wants the cardholder to pass a security check first.
    ChallengeRequired,
}

/// A payment processor.
#[async_trait]
pub trait Processor: Send + Sync {
    /// Where a pending payment stands (the processing job asks when it is due). For a
    /// charged deposit (card or device wallet) it is the outcome of the payment's charge; a
    /// charge the processor never received, or one still waiting for its security check, is
    /// closed by this call (a later request with its key is declined), so the answer is
    /// final and no charge can follow it.
    async fn poll(&self, payment: &Payment, now: DateTime<Utc>) -> Result<Poll, ProcessorError>;

    /// Charges a card number typed in the payments frame, once per `key`: a repeat answers
    /// the first outcome and charges nothing more (a repeat for another amount is refused).
    /// A card may ask for a security check first, whose result goes to
    /// [`Processor::complete_challenge`].
    async fn charge_card(
        &self,
        key: &str,
        number: &str,
        amount: Money,
    ) -> Result<Charge, ProcessorError>;

    /// Charges a saved card or a one-time wallet token, once per `key` like
    /// [`Processor::charge_card`]. A token that still needs a security check is refused
    /// without a charge, and nothing is kept under the key.
    async fn charge_token(
        &self,
        key: &str,
        token: &str,
        amount: Money,
    ) -> Result<Charge, ProcessorError>;

    /// Sends the cardholder's security-check result for the charge `key` that asked for one:
    /// passed, the charge is approved; failed, declined. A repeat answers the first outcome.
    async fn complete_challenge(&self, key: &str, passed: bool) -> Result<Charge, ProcessorError>;

    /// The processor's public client id, which the app starts a device wallet's sheet or the
    /// card drop-in with; `None` when the processor has not issued one.
    fn client_id(&self) -> Option<&str> {
        None
    }

    /// Whether the processor takes payments through the provider `code` right now (a
    /// provider it reports down is shown UNAVAILABLE and refused).
    fn available(&self, _code: &str) -> bool {
        true
    }
}

/// The sandbox's public client id.
pub const CLIENT_ID: &str = "halfpenny-sandbox-client";

/// The processor's idempotency key for a payment's charge: one per payment, so the processor
/// charges a payment at most once however often it is asked.
pub fn charge_key(id: &PaymentId) -> String {
    format!("charge-{id}")
}

/// The decline text shown in the frame and on the receipt.
pub const DECLINED: &str = "Your card was declined by the issuer. Try another card.";
/// A failed security check.
pub const CHECK_FAILED: &str =
    "Your bank's security check was not passed. Try again or use another card.";
/// A security check nobody answered before the job asked.
pub const CHECK_NOT_DONE: &str =
    "Your bank's security check was not completed in time. Nothing was charged.";
/// A charge that never reached the processor.
pub const NOT_RECEIVED: &str = "The card payment did not go through. Nothing was charged.";

/// The sandbox processor. It keeps its charges in memory for the life of the process, as a
/// real processor keeps them on its side, and counts the requests it receives.
#[derive(Debug, Default)]
pub struct Sandbox {
    charges: Mutex<HashMap<String, Recorded>>,
    calls: AtomicU64,
}

/// A charge the sandbox knows, by key.
#[derive(Debug, Clone)]
struct Recorded {
    amount: Money,
    state: ChargeState,
}

#[derive(Debug, Clone)]
enum ChargeState {
    Decided(Charge),
    /// Waiting for the cardholder's security check.
    Challenge,
    /// Closed by a poll before it was decided: later requests are declined with the reason.
    Closed(&'static str),
}

impl ChargeState {
    fn answer(&self) -> Charge {
        match self {
            ChargeState::Decided(charge) => charge.clone(),
            ChargeState::Challenge => Charge::ChallengeRequired,
            ChargeState::Closed(reason) => declined(reason),
        }
    }
}

fn declined(reason: &str) -> Charge {
    Charge::Declined {
        reason: reason.to_owned(),
    }
}

impl Sandbox {
    /// How many requests (charges, security-check results, polls) the sandbox has received.
    pub fn calls(&self) -> u64 {
        self.calls.load(Ordering::SeqCst)
    }

    /// Counts a request and opens the book of charges.
    fn receive(&self) -> std::sync::MutexGuard<'_, HashMap<String, Recorded>> {
        self.calls.fetch_add(1, Ordering::SeqCst);
        self.charges
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Answers the charge `key` for `amount`: the first outcome when the key is known,
    /// otherwise `decide`'s, kept under the key unless it is `None` (nothing charged).
    fn charge(
        &self,
        key: &str,
        amount: Money,
        decide: impl FnOnce() -> (Charge, Option<ChargeState>),
    ) -> Result<Charge, ProcessorError> {
        match self.receive().entry(key.to_owned()) {
            Entry::Occupied(known) if known.get().amount != amount => Err(ProcessorError(format!(
                "idempotency key {key} was used for another amount"
            ))),
            Entry::Occupied(known) => Ok(known.get().state.answer()),
            Entry::Vacant(slot) => {
                let (charge, kept) = decide();
                if let Some(state) = kept {
                    slot.insert(Recorded { amount, state });
                }
                Ok(charge)
            }
        }
    }
}

/// Whether a payment's money comes from a charge (a card or device-wallet deposit).
fn is_charge(payment: &Payment) -> bool {
    payment.direction == Direction::Deposit
        && providers::by_code(&payment.provider).is_some_and(|p| {
            matches!(
                p.kind,
                ProviderKind::Card
                    | ProviderKind::WalletButton
                    | ProviderKind::CardDropIn
                    | ProviderKind::HiddenGateway
            )
        })
}

#[async_trait]
impl Processor for Sandbox {
    fn client_id(&self) -> Option<&str> {
        Some(CLIENT_ID)
    }

    async fn poll(&self, payment: &Payment, _now: DateTime<Utc>) -> Result<Poll, ProcessorError> {
        let mut charges = self.receive();
        if !is_charge(payment) {
            // Everything the sandbox kept pending (transfers, wires, cash, withdrawals under
            // review) goes through once its time has come.
            return Ok(Poll::Settle {
                event: PaymentEvent::Confirmed,
                reason: None,
            });
        }
        let recorded = charges.entry(charge_key(&payment.id)).or_insert(Recorded {
            amount: payment.amount,
            state: ChargeState::Closed(NOT_RECEIVED),
        });
        if matches!(recorded.state, ChargeState::Challenge) {
            recorded.state = ChargeState::Closed(CHECK_NOT_DONE);
        }
        Ok(match recorded.state.answer() {
            Charge::Approved => Poll::Settle {
                event: PaymentEvent::Confirmed,
                reason: None,
            },
            Charge::Declined { reason } => Poll::Settle {
                event: PaymentEvent::Declined,
                reason: Some(reason),
            },
            Charge::ChallengeRequired => Poll::Settle {
                event: PaymentEvent::Declined,
                reason: Some(CHECK_NOT_DONE.to_owned()),
            },
        })
    }

    async fn charge_card(
        &self,
        key: &str,
        number: &str,
        amount: Money,
    ) -> Result<Charge, ProcessorError> {
        self.charge(key, amount, || {
            let state = match domain::payments::sandbox_card(number) {
                Ok(CardOutcome::Approve) => ChargeState::Decided(Charge::Approved),
                Ok(CardOutcome::Challenge) => ChargeState::Challenge,
                Ok(CardOutcome::Decline) => ChargeState::Decided(declined(DECLINED)),
                Err(e) => ChargeState::Decided(declined(&e.to_string())),
            };
            (state.answer(), Some(state))
        })
    }

    async fn charge_token(
        &self,
        key: &str,
        token: &str,
        amount: Money,
    ) -> Result<Charge, ProcessorError> {
        if token.split('_').nth(1) == Some("stall") {
            // A bank that never answers: the caller's timeout ends the wait, nothing is kept
            // under the key, so the processing job's poll closes it.
            self.calls.fetch_add(1, Ordering::SeqCst);
            return std::future::pending().await;
        }
        self.charge(key, amount, || match token.split('_').nth(1) {
            Some("challenge") => (Charge::ChallengeRequired, None),
            Some("approve") => (
                Charge::Approved,
                Some(ChargeState::Decided(Charge::Approved)),
            ),
            _ => (
                declined(DECLINED),
                Some(ChargeState::Decided(declined(DECLINED))),
            ),
        })
    }

    async fn complete_challenge(&self, key: &str, passed: bool) -> Result<Charge, ProcessorError> {
        let mut charges = self.receive();
        let recorded = charges
            .get_mut(key)
            .ok_or_else(|| ProcessorError(format!("no charge {key} waits for a security check")))?;
        if matches!(recorded.state, ChargeState::Challenge) {
            recorded.state = ChargeState::Decided(if passed {
                Charge::Approved
            } else {
                declined(CHECK_FAILED)
            });
        }
        Ok(recorded.state.answer())
    }
}

/// The token a card is saved under: it remembers the sandbox outcome and a keyed fingerprint
/// of the number (the same card saved twice is one method), never the number itself.
pub fn card_token(secret: &[u8], digits: &str, outcome: CardOutcome) -> String {
    use hmac::{Hmac, Mac};
    let kind = match outcome {
        CardOutcome::Approve => "approve",
        CardOutcome::Challenge => "challenge",
        CardOutcome::Decline => "decline",
    };
    let mut mac = <Hmac<sha2::Sha256> as Mac>::new_from_slice(secret)
        .unwrap_or_else(|_| unreachable!("HMAC takes keys of any length"));
    mac.update(b"card:");
    mac.update(digits.as_bytes());
    let fingerprint: String = mac
        .finalize()
        .into_bytes()
        .iter()
        .take(12)
        .map(|b| format!("{b:02x}"))
        .collect();
    format!("tok_{kind}_{fingerprint}")
}

/// A processor reference (`HP-7Q2K9XWD4M`): capital letters and digits without look-alikes.
pub fn reference() -> String {
    format!("HP-{}", random_code(10))
}

/// A random code of `len` characters from an alphabet without 0/O and 1/I.
pub fn random_code(len: usize) -> String {
    const ALPHABET: &[u8] = b"23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
    let mut rng = rand::rngs::OsRng;
    (0..len)
        .filter_map(|_| ALPHABET.choose(&mut rng).copied().map(char::from))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    use domain::ids::UserId;
    use domain::money::Currency;
    use domain::payments::{PaymentStatus, Submission};

    fn usd(cents: i64) -> Money {
        Money::new(cents, Currency::Usd)
    }

    fn payment(id: &str, direction: Direction, provider: &str) -> Payment {
        let at = DateTime::from_timestamp(1_800_000_000, 0).unwrap_or_default();
        Payment {
            id: PaymentId::from_raw(id),
            user_id: UserId::from_raw("u1"),
            direction,
            provider: provider.to_owned(),
            method_id: None,
            amount: usd(2_500),
            status: PaymentStatus::Pending,
            idempotency_key: "key-00000001".to_owned(),
            region: "US-NJ".to_owned(),
            promotion_code: None,
            processor_reference: None,
            failure_reason: None,
            next_step_at: Some(at),
            submission: Submission::Charging,
            created_at: at,
            updated_at: at,
        }
    }

    fn settled(event: PaymentEvent, reason: Option<&str>) -> Result<Poll, ProcessorError> {
        Ok(Poll::Settle {
            event,
            reason: reason.map(str::to_owned),
        })
    }

    #[tokio::test]
    async fn saved_tokens_charge_as_their_card_did() {
        let sandbox = Sandbox::default();
        let approve = card_token(b"k", "4242424242424242", CardOutcome::Approve);
        assert_eq!(
            sandbox.charge_token("k1", &approve, usd(100)).await,
            Ok(Charge::Approved)
        );
        assert_eq!(
            approve,
            card_token(b"k", "4242424242424242", CardOutcome::Approve),
            "one card, one token"
        );
        assert!(!approve.contains("4242"));
        let challenge = card_token(b"k", "4000000000003220", CardOutcome::Challenge);
        assert_eq!(
            sandbox.charge_token("k2", &challenge, usd(100)).await,
            Ok(Charge::ChallengeRequired)
        );
        assert!(matches!(
            sandbox.charge_token("k3", "forged", usd(100)).await,
            Ok(Charge::Declined { .. })
        ));
        // A token that needed a check charged nothing: its key is still free.
        assert_eq!(
            sandbox
                .charge_card("k2", "4242424242424242", usd(100))
                .await,
            Ok(Charge::Approved)
        );
        assert_eq!(sandbox.calls(), 4);
    }

    #[tokio::test]
    async fn a_key_is_charged_once() {
        let sandbox = Sandbox::default();
        let declined = Ok(Charge::Declined {
            reason: DECLINED.to_owned(),
        });
        assert_eq!(
            sandbox
                .charge_card("k", "4000000000000002", usd(2_500))
                .await,
            declined
        );
        assert_eq!(
            sandbox
                .charge_card("k", "4242424242424242", usd(2_500))
                .await,
            declined,
            "a repeat answers the first outcome, whatever the card"
        );
        assert_eq!(
            sandbox.charge_token("k", "tok_approve_x", usd(2_500)).await,
            declined
        );
        assert!(
            sandbox
                .charge_card("k", "4000000000000002", usd(2_600))
                .await
                .is_err(),
            "a key is for one amount"
        );
        assert_eq!(sandbox.calls(), 4);
    }

    #[tokio::test]
    async fn a_security_check_completes_its_charge_once() {
        let sandbox = Sandbox::default();
        assert!(
            sandbox.complete_challenge("k", true).await.is_err(),
            "no charge asked"
        );
        assert_eq!(
            sandbox
                .charge_card("k", "4000000000003220", usd(2_500))
                .await,
            Ok(Charge::ChallengeRequired)
        );
        let failed = Ok(Charge::Declined {
            reason: CHECK_FAILED.to_owned(),
        });
        assert_eq!(sandbox.complete_challenge("k", false).await, failed);
        assert_eq!(sandbox.complete_challenge("k", true).await, failed);
        assert_eq!(
            sandbox
                .charge_card("k", "4000000000003220", usd(2_500))
                .await,
            failed
        );
    }

    #[tokio::test]
    async fn a_poll_answers_the_charge_and_closes_what_was_not_decided() {
        let sandbox = Sandbox::default();
        let now = DateTime::from_timestamp(1_800_000_000, 0).unwrap_or_default();
        let approved = payment("p1", Direction::Deposit, "card");
        let key = charge_key(&approved.id);
        sandbox
            .charge_card(&key, "4242424242424242", usd(2_500))
            .await
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            sandbox.poll(&approved, now).await,
            settled(PaymentEvent::Confirmed, None)
        );

        let lost = payment("p2", Direction::Deposit, "card");
        let not_received = settled(PaymentEvent::Declined, Some(NOT_RECEIVED));
        assert_eq!(sandbox.poll(&lost, now).await, not_received);
        assert_eq!(
            sandbox
                .charge_card(&charge_key(&lost.id), "4242424242424242", usd(2_500))
                .await,
            Ok(Charge::Declined {
                reason: NOT_RECEIVED.to_owned()
            }),
            "a charge arriving after the poll is refused"
        );
        assert_eq!(sandbox.poll(&lost, now).await, not_received);

        let unchecked = payment("p3", Direction::Deposit, "card");
        let key = charge_key(&unchecked.id);
        sandbox
            .charge_card(&key, "4000000000003220", usd(2_500))
            .await
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            sandbox.poll(&unchecked, now).await,
            settled(PaymentEvent::Declined, Some(CHECK_NOT_DONE))
        );
        assert_eq!(
            sandbox.complete_challenge(&key, true).await,
            Ok(Charge::Declined {
                reason: CHECK_NOT_DONE.to_owned()
            })
        );

        for other in [
            payment("p4", Direction::Withdrawal, "card"),
            payment("p5", Direction::Deposit, "bank_transfer"),
        ] {
            assert_eq!(
                sandbox.poll(&other, now).await,
                settled(PaymentEvent::Confirmed, None)
            );
        }
    }

    #[tokio::test]
    async fn a_stalling_bank_never_answers_and_its_poll_charges_nothing() {
        let sandbox = Sandbox::default();
        let stalled = tokio::time::timeout(
            std::time::Duration::from_millis(50),
            sandbox.charge_token("charge-p6", "linked_stall_p6", usd(2_000)),
        )
        .await;
        assert!(stalled.is_err(), "the bank does not answer");
        let now = DateTime::from_timestamp(1_800_000_000, 0).unwrap_or_default();
        assert_eq!(
            sandbox
                .poll(&payment("p6", Direction::Deposit, "instant_bank_slow"), now)
                .await,
            settled(PaymentEvent::Declined, Some(NOT_RECEIVED))
        );
        assert_eq!(
            sandbox
                .charge_token("charge-p7", "linked_approve_p7", usd(2_000))
                .await,
            Ok(Charge::Approved)
        );
        assert_eq!(sandbox.client_id(), Some(CLIENT_ID));
    }

    #[test]
    fn references_use_the_unambiguous_alphabet() {
        let r = reference();
        assert_eq!(r.len(), 13);
        assert!(
            r[3..]
                .chars()
                .all(|c| c.is_ascii_alphanumeric() && !"01IO".contains(c))
        );
    }
}
