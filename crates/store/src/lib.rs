//! The storage trait. Each method is one business-level unit of work that runs in a single
//! database transaction; rules come from `domain`.
//!
//! `store-sql` implements every unit of work once, over a backend's connections:
//! `store-sqlite` (default, embedded) and `store-postgres`. Both pass `store-conformance`.

mod betting;
mod bonus_cash;
mod casino;
mod catalogue;
mod error;
pub mod feed_apply;
mod flags;
mod geolocation;
mod identity;
mod jackpot;
mod lease;
mod ledger;
mod linking;
mod model;
mod payments;
mod platform;
mod promotion;
mod responsible_gaming;
mod search;
mod settlement;
mod tax;
mod telemetry;
mod verification;

pub use betting::*;
pub use bonus_cash::*;
pub use casino::*;
pub use catalogue::*;
pub use error::StoreError;
pub use flags::*;
pub use geolocation::*;
pub use identity::*;
pub use jackpot::*;
pub use lease::*;
pub use ledger::*;
pub use linking::*;
pub use model::*;
pub use payments::*;
pub use platform::*;
pub use promotion::*;
pub use responsible_gaming::*;
pub use search::*;
pub use settlement::*;
pub use tax::*;
pub use telemetry::*;
pub use verification::*;

use async_trait::async_trait;

/// Result of every store call.
pub type StoreResult<T> = Result<T, StoreError>;

/// Everything the server persists. Implementations are cheap to clone handles to a pool.
#[async_trait]
pub trait Store:
    IdentityStore
    + BonusCashStore
    + JackpotStore
    + LeaseStore
    + LedgerStore
    + LinkingStore
    + BettingStore
    + CasinoStore
    + CatalogueStore
    + FlagStore
    + GeolocationStore
    + PaymentStore
    + PlatformStore
    + PromotionStore
    + ResponsibleGamingStore
    + SearchStore
    + SettlementStore
    + TaxStore
    + TelemetryStore
    + VerificationStore
    + Send
    + Sync
    + 'static
{
    /// Checks the database answers (readiness probe).
    async fn ping(&self) -> StoreResult<()>;
}
