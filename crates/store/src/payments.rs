//! Deposits, withdrawals, saved payment methods, provider exclusions, processor callbacks and
//! the deposit acknowledgement. Each call is one database transaction: a payment
//! row and the ledger movement of its step commit together or not at all, so a crash between
//! a processor's answer and the credit neither loses nor repeats money.

use crate::StoreResult;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::ids::{PaymentId, PaymentMethodId, UserId};
use domain::money::Money;
use domain::payments::{Direction, PaymentEvent, PaymentStatus, Submission};

/// A deposit or withdrawal as stored (its id is also its receipt id).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Payment {
    pub id: PaymentId,
    pub user_id: UserId,
    pub direction: Direction,
    /// The provider's code (`card`, `bank_transfer`, `interac`, `wire_transfer`,
    /// `cash_at_casino`).
    pub provider: String,
    /// The saved method used, if any.
    pub method_id: Option<PaymentMethodId>,
    pub amount: Money,
    pub status: PaymentStatus,
    /// The client's key: a retried create with the same key is the same payment.
    pub idempotency_key: String,
    /// The account holder's region when the payment was made (ISO 3166-2).
    pub region: String,
    pub promotion_code: Option<String>,
    /// The processor's reference once it has one.
    pub processor_reference: Option<String>,
    /// Why the payment failed (`Declined by the card issuer.`, `Cancelled by you.`).
    pub failure_reason: Option<String>,
    /// When the processing job should look at the payment next; `None` when final or when
    /// the bettor has details to give first.
    pub next_step_at: Option<DateTime<Utc>>,
    /// How far the bettor's details have gone to the processor (the payments frame's steps);
    /// `Open` for a new payment.
    pub submission: Submission,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// A payment to record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewPayment {
    pub id: PaymentId,
    pub user_id: UserId,
    pub direction: Direction,
    pub provider: String,
    pub method_id: Option<PaymentMethodId>,
    pub amount: Money,
    /// The first status; deposits and withdrawals start in a pending status of their
    /// direction.
    pub status: PaymentStatus,
    pub idempotency_key: String,
    pub region: String,
    pub promotion_code: Option<String>,
    pub processor_reference: Option<String>,
    pub next_step_at: Option<DateTime<Utc>>,
    pub at: DateTime<Utc>,
}

/// What [`PaymentStore::create_payment`] did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PaymentCreated {
    /// A new payment (a withdrawal's funds are now held).
    New(Payment),
    /// The key was used before with the same request: the first payment, nothing moved.
    Replayed(Payment),
}

impl PaymentCreated {
    pub fn payment(&self) -> &Payment {
        match self {
            PaymentCreated::New(p) | PaymentCreated::Replayed(p) => p,
        }
    }
}

/// What [`PaymentStore::settle_payment`] did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PaymentSettled {
    pub payment: Payment,
    /// `false` when the payment was already final: the event was a repeat and moved nothing.
    pub applied: bool,
    /// A confirmed deposit took the region's cumulative deposits over its acknowledgement
    /// threshold: the bettor now has to acknowledge.
    pub acknowledgement_raised: bool,
}

/// A card or bank account on file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PaymentMethod {
    pub id: PaymentMethodId,
    pub user_id: UserId,
    pub provider: String,
    /// What the bettor sees (`Visa •••• 4242`, `Checking •••• 6789`): never a full number.
    pub label: String,
    /// The processor's token for the method (what charges it; never card data).
    pub processor_token: String,
    pub created_at: DateTime<Utc>,
}

/// A method to save.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewPaymentMethod {
    pub id: PaymentMethodId,
    pub user_id: UserId,
    pub provider: String,
    pub label: String,
    pub processor_token: String,
    pub at: DateTime<Utc>,
}

/// A deposit total that reached its region's threshold and waits for the bettor's
/// acknowledgement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DepositAcknowledgement {
    pub region: String,
    /// Cumulative confirmed deposits in the region when the threshold was reached.
    pub total: Money,
    pub raised_at: DateTime<Utc>,
}

/// Payments storage.
#[async_trait]
pub trait PaymentStore: Send + Sync {
    /// Records a payment. A withdrawal holds its amount (withdrawable cash to the held
    /// bucket) in the same transaction: `StoreError::InsufficientFunds(Bucket::Cash)` when
    /// the cash is short, and then nothing is written; of concurrent withdrawals of the
    /// whole balance exactly one succeeds. The same `(user, idempotency_key)` again answers
    /// [`PaymentCreated::Replayed`] with the first payment when direction, provider, method
    /// and amount match, `StoreError::Conflict("idempotency_key")` otherwise.
    async fn create_payment(&self, payment: NewPayment) -> StoreResult<PaymentCreated>;

    /// Applies a processor or bettor event (`domain::payments::apply`) and posts its ledger
    /// effect in one transaction. A final payment answers `applied: false` and moves
    /// nothing; a withdrawal cancel on a final payment is `StoreError::Conflict("status")`
    /// as is cancelling a deposit. A confirmed deposit adds to the bettor's region total and
    /// raises the acknowledgement when it crosses the threshold
    /// (`domain::payments::reaches_acknowledgement`). `NotFound("payment")` for unknown ids.
    async fn settle_payment(
        &self,
        id: &PaymentId,
        event: PaymentEvent,
        failure_reason: Option<&str>,
        at: DateTime<Utc>,
    ) -> StoreResult<PaymentSettled>;

    /// Moves a pending payment to another pending status of its direction and/or sets when
    /// the job looks next (a bank transfer on its way). `Conflict("status")` when the
    /// payment is final or the status does not fit its direction.
    async fn reschedule_payment(
        &self,
        id: &PaymentId,
        status: PaymentStatus,
        next_step_at: Option<DateTime<Utc>>,
        at: DateTime<Utc>,
    ) -> StoreResult<Payment>;

    /// Takes one submission step of a pending payment: moves it from `from` to `to`
    /// (`Submission::can_move_to`) and sets when the job looks next, as one conditional
    /// update. Of concurrent claims of one step exactly one answers the updated payment; the
    /// others, and a claim on a final payment or one at another step, answer `None` and
    /// write nothing. `Conflict("submission")` for a move the rules do not allow,
    /// `NotFound("payment")` for unknown ids.
    async fn claim_submission(
        &self,
        id: &PaymentId,
        from: Submission,
        to: Submission,
        next_step_at: Option<DateTime<Utc>>,
        at: DateTime<Utc>,
    ) -> StoreResult<Option<Payment>>;

    /// One of the user's payments; `None` for unknown ids and other users' payments.
    async fn payment(&self, user: &UserId, id: &PaymentId) -> StoreResult<Option<Payment>>;

    /// Any payment by id (the processing job and processor callbacks).
    async fn payment_by_id(&self, id: &PaymentId) -> StoreResult<Option<Payment>>;

    /// The user's payments, newest first, at most `limit`, strictly older than `before`
    /// (a payment id, for paging) when given.
    async fn payments(
        &self,
        user: &UserId,
        limit: u32,
        before: Option<&PaymentId>,
    ) -> StoreResult<Vec<Payment>>;

    /// Pending payments whose `next_step_at` is at or before `now`, oldest step first.
    async fn due_payments(&self, now: DateTime<Utc>, limit: u32) -> StoreResult<Vec<Payment>>;

    /// Saves a method; the same `(user, provider, processor_token)` again answers the saved
    /// one (un-deleting it).
    async fn save_payment_method(&self, method: NewPaymentMethod) -> StoreResult<PaymentMethod>;

    /// The user's saved methods, oldest first.
    async fn payment_methods(&self, user: &UserId) -> StoreResult<Vec<PaymentMethod>>;

    /// Deletes one of the user's methods; `false` for unknown ids and other users' methods.
    async fn delete_payment_method(
        &self,
        user: &UserId,
        id: &PaymentMethodId,
        at: DateTime<Utc>,
    ) -> StoreResult<bool>;

    /// The provider codes the user excluded.
    async fn provider_exclusions(&self, user: &UserId) -> StoreResult<Vec<String>>;

    /// Replaces the user's excluded providers.
    async fn set_provider_exclusions(
        &self,
        user: &UserId,
        providers: &[String],
        at: DateTime<Utc>,
    ) -> StoreResult<()>;

    /// Remembers a processor callback id: `true` the first time, `false` for a replay.
    async fn remember_callback(&self, callback_id: &str, at: DateTime<Utc>) -> StoreResult<bool>;

    /// The acknowledgement the user still owes, if any.
    async fn pending_deposit_acknowledgement(
        &self,
        user: &UserId,
    ) -> StoreResult<Option<DepositAcknowledgement>>;

    /// Clears the user's pending acknowledgement; `false` when none was pending.
    async fn acknowledge_deposits(&self, user: &UserId, at: DateTime<Utc>) -> StoreResult<bool>;
}
