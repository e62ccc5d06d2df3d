//! Opaque identifiers. New ids are ULIDs: sortable by creation time, unguessable enough
//! for row ids (never used as secrets; secrets come from a CSPRNG elsewhere).

use serde::{Deserialize, Serialize};
use std::fmt;

macro_rules! id_type {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        #[serde(transparent)]
        pub struct $name(String);

        impl $name {
            /// A fresh, time-ordered id (ids made in one millisecond keep their order).
            pub fn generate() -> Self {
                Self($crate::ids::next_ulid().to_string())
            }

            /// Wraps an id read back from storage or parsed from a token.
            pub fn from_raw(raw: impl Into<String>) -> Self {
                Self(raw.into())
            }

            /// The id as stored and sent.
            pub fn as_str(&self) -> &str {
                &self.0
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&self.0)
            }
        }
    };
}

id_type!(
    /// An account holder.
    UserId
);
id_type!(
    /// One signed-in session (a refresh-token family).
    SessionId
);
id_type!(
    /// A ledger transaction.
    TransactionId
);
id_type!(
    /// A deposit or withdrawal (its receipt id too).
    PaymentId
);
id_type!(
    /// A saved payment method (a card or bank account on file).
    PaymentMethodId
);
id_type!(
    /// A placed bet.
    BetId
);
id_type!(
    /// A granted reward (a bonus bet or a profit boost).
    RewardId
);
id_type!(
    /// A jackpot hit (one payout of a pool).
    JackpotHitId
);
id_type!(
    /// A casino game session (one game opened by one player, real or demo money).
    GameSessionId
);
id_type!(
    /// A promotion.
    PromotionId
);
id_type!(
    /// One account's award of a promotion.
    PromotionAwardId
);
id_type!(
    /// A bonus cash grant (part of a promotion award).
    BonusCashId
);
id_type!(
    /// One entry of an audit trail.
    AuditEntryId
);

/// A ULID later than every one this process made before: ids made within one millisecond
/// (a batch's rows in one transaction) still sort in the order they were made.
pub fn next_ulid() -> ulid::Ulid {
    static GENERATOR: std::sync::Mutex<ulid::Generator> =
        std::sync::Mutex::new(ulid::Generator::new());
    // A poisoned lock or a millisecond's ids used up (2^80 of them): a plain fresh ULID.
    match GENERATOR.lock().ok().and_then(|mut g| g.generate().ok()) {
        Some(id) => id,
        None => ulid::Ulid::new(),
    }
}
