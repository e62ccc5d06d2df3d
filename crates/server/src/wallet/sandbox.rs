//! The payment processor behind the providers, as a trait, and its sandbox: a processor that
//! behaves like a real one without moving real money. Test cards approve, decline or ask for
//! a challenge (`domain::payments::sandbox_card`); bank transfers, wires, cash and
//! withdrawals stay pending and are confirmed when the processing job asks after the
//! configured delay.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::payments::{CardOutcome, PaymentEvent};
use rand::seq::SliceRandom;
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

/// The processor could not be asked (network, outage); the job tries again later.
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
    /// The issuer wants the cardholder to pass a challenge first.
    ChallengeRequired,
}

/// A payment processor.
#[async_trait]
pub trait Processor: Send + Sync {
    /// Where a pending payment stands (the processing job asks when it is due).
    async fn poll(&self, payment: &Payment, now: DateTime<Utc>) -> Result<Poll, ProcessorError>;

    /// Charges a saved card by its token.
    async fn charge_token(&self, token: &str) -> Result<Charge, ProcessorError>;
}

/// The sandbox processor.
#[derive(Debug, Default, Clone)]
pub struct Sandbox;

#[async_trait]
impl Processor for Sandbox {
    async fn poll(&self, _payment: &Payment, _now: DateTime<Utc>) -> Result<Poll, ProcessorError> {
        // Everything the sandbox kept pending (transfers, wires, cash, withdrawals under
        // review) goes through once its time has come.
        Ok(Poll::Settle {
            event: PaymentEvent::Confirmed,
            reason: None,
        })
    }

    async fn charge_token(&self, token: &str) -> Result<Charge, ProcessorError> {
        Ok(match token.split('_').nth(1) {
            Some("challenge") => Charge::ChallengeRequired,
            Some("approve") => Charge::Approved,
            _ => Charge::Declined {
                reason: DECLINED.to_owned(),
            },
        })
    }
}

/// The decline text shown in the frame and on the receipt.
pub const DECLINED: &str = "Your card was declined by the issuer. Try another card.";

/// The charge of a card entered in the frame.
pub fn charge_card(outcome: CardOutcome) -> Charge {
    match outcome {
        CardOutcome::Approve => Charge::Approved,
        CardOutcome::Decline => Charge::Declined {
            reason: DECLINED.to_owned(),
        },
        CardOutcome::Challenge => Charge::ChallengeRequired,
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

    #[tokio::test]
    async fn saved_tokens_charge_as_their_card_did() {
        let sandbox = Sandbox;
        let approve = card_token(b"k", "4242424242424242", CardOutcome::Approve);
        assert_eq!(sandbox.charge_token(&approve).await, Ok(Charge::Approved));
        assert_eq!(
            approve,
            card_token(b"k", "4242424242424242", CardOutcome::Approve),
            "one card, one token"
        );
        assert!(!approve.contains("4242"));
        let challenge = card_token(b"k", "4000000000003220", CardOutcome::Challenge);
        assert_eq!(
            sandbox.charge_token(&challenge).await,
            Ok(Charge::ChallengeRequired)
        );
        assert!(matches!(
            sandbox.charge_token("forged").await,
            Ok(Charge::Declined { .. })
        ));
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
