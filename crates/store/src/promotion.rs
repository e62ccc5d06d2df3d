//! Promotions (`domain::promotion` has the rules): definitions with their versions and an
//! audit trail, bettors' opt-ins, and awards. An award is one unit of work: the award row
//! (unique per account, promotion and instance, so of a retry, a second node or two
//! concurrent qualifying events one grants and the others answer the first award), the
//! bonus bets, profit boosts and free rounds it grants, and its money through the ledger
//! (bonus cash: House(Promotions) -> User(Bonus); promotional credit: House(Promotions) ->
//! User(PromotionalCredit); cashback: House(Promotions) -> User(Cash)), all or nothing.

use crate::{NewFreeRounds, NewReward, StoreResult};
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::ids::{PaymentId, PromotionAwardId, PromotionId, UserId};
use domain::money::Currency;
use domain::promotion::{Action, Definition, Grant, Lifecycle, TriggerKind};

/// A stored promotion (its current version).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Promotion {
    pub id: PromotionId,
    pub version: u32,
    pub lifecycle: Lifecycle,
    pub definition: Definition,
    pub created_by: String,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl Promotion {
    pub fn slug(&self) -> &str {
        &self.definition.get().slug
    }
}

/// One change of a promotion: who, when, what, and the promotion before and after (JSON:
/// `{"status":..,"version":..,"definition":..}`; `before` is absent for a creation).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PromotionAudit {
    pub promotion_id: PromotionId,
    pub actor: String,
    /// `create`, `pause`, `resume` or `end`.
    pub action: String,
    pub before: Option<String>,
    pub after: String,
    pub at: DateTime<Utc>,
}

/// What an award grants, worked out by the server from the domain's [`Grant`]s (free rounds
/// with their games resolved to the provider's ids).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AwardItem {
    /// A bonus bet or a profit boost (its `granted_by` is overwritten with the award's
    /// `promotion:{id}`).
    Reward(NewReward),
    /// Free rounds (`granted_by` overwritten likewise).
    FreeRounds(NewFreeRounds),
    /// Bonus cash to the bonus bucket, to be wagered `play_through_cents` before it converts.
    BonusCash {
        cents: i64,
        play_through_cents: i64,
        expires_at: DateTime<Utc>,
    },
    /// Promotional credit.
    PromotionalCredit { cents: i64 },
    /// Cashback to the cash balance.
    Cashback { cents: i64 },
}

/// An award to make.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewPromotionAward {
    pub promotion_id: PromotionId,
    /// The version whose rules qualified the event: refused (`Conflict("promotion_version")`)
    /// when the promotion changed since.
    pub version: u32,
    pub user_id: UserId,
    pub currency: Currency,
    /// `domain::promotion::AWARD_INSTANCE`.
    pub instance: String,
    /// The qualifying event (`deposit:{id}`, `bet:{id}`, `signup:{userId}`).
    pub source: String,
    /// What the domain worked out (kept on the award row).
    pub grants: Vec<Grant>,
    /// What to write.
    pub items: Vec<AwardItem>,
    pub at: DateTime<Utc>,
}

/// An account as the promotion engine sees it ([`PromotionStore::promotion_holders`]).
#[derive(Debug, Clone)]
pub struct PromotionHolder {
    pub user: crate::User,
    pub enrolled: Vec<PromotionId>,
    pub segments: Vec<String>,
    pub awards: Vec<PromotionAward>,
}

/// A stored award.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PromotionAward {
    pub id: PromotionAwardId,
    pub promotion_id: PromotionId,
    pub version: u32,
    pub user_id: UserId,
    pub instance: String,
    pub source: String,
    pub grants: Vec<Grant>,
    pub at: DateTime<Utc>,
}

/// The answer to an award.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AwardOutcome {
    /// Granted now.
    Granted(PromotionAward),
    /// The account already had this instance's award (a retry, another node, a concurrent
    /// event): nothing written, the first award answered.
    AlreadyAwarded(PromotionAward),
    /// The promotion's cap of accounts is reached: nothing written.
    CapReached,
    /// The promotion is paused or ended (it changed after the event qualified): nothing
    /// written.
    NotLive,
}

/// Promotion storage.
#[async_trait]
pub trait PromotionStore: Send + Sync {
    /// Stores a new promotion (live, version 1) with its first version and a `create` audit
    /// row by `actor`. `Conflict("promotion_slug")` when the slug is taken,
    /// `Conflict("promo_code")` when a promotion that has not ended carries the same code.
    async fn create_promotion(
        &self,
        definition: Definition,
        actor: &str,
        at: DateTime<Utc>,
    ) -> StoreResult<Promotion>;

    /// One promotion by id or slug.
    async fn promotion(&self, id_or_slug: &str) -> StoreResult<Option<Promotion>>;

    /// Every promotion, newest first.
    async fn promotions(&self) -> StoreResult<Vec<Promotion>>;

    /// The live promotions with `trigger` (every live one for `None`), oldest first. Their
    /// windows and eligibility are the caller's to check (`domain::promotion::qualifies`).
    async fn live_promotions(&self, trigger: Option<TriggerKind>) -> StoreResult<Vec<Promotion>>;

    /// The live promotion carrying `code` (upper case), if any.
    async fn live_promotion_by_code(&self, code: &str) -> StoreResult<Option<Promotion>>;

    /// Applies an operator's action (`domain::promotion::apply`) with an audit row by
    /// `actor` holding the promotion before and after. `NotFound("promotion")`;
    /// `Conflict("promotion_state")` when the action does not apply to its state.
    async fn change_promotion(
        &self,
        id: &PromotionId,
        action: Action,
        actor: &str,
        at: DateTime<Utc>,
    ) -> StoreResult<Promotion>;

    /// A promotion's audit trail in the order the changes were made.
    async fn promotion_audit(&self, id: &PromotionId) -> StoreResult<Vec<PromotionAudit>>;

    /// Records `user`'s opt-in; `Ok(false)` when already opted in. An opt-in in a pick-one
    /// `group` (play your way) is the account's only one in that group: another promotion's
    /// opt-in there is `Conflict("pick_one")`, also when two are made at once.
    /// `NotFound("promotion")`, `NotFound("user")`.
    async fn enroll_promotion(
        &self,
        user: &UserId,
        promotion: &PromotionId,
        group: Option<&str>,
        at: DateTime<Utc>,
    ) -> StoreResult<bool>;

    /// The promotions `user` opted in to.
    async fn promotion_enrollments(&self, user: &UserId) -> StoreResult<Vec<PromotionId>>;

    /// What the promotion engine reads of each of `users` that exists, in the order of their
    /// ids: the account with its opt-ins, segments and awards (each list ordered as
    /// [`PromotionStore::promotion_enrollments`], [`PromotionStore::user_segments`] and
    /// [`PromotionStore::promotion_awards`] order it). A few reads however many accounts: for
    /// a page of graded bets.
    async fn promotion_holders(&self, users: &[UserId]) -> StoreResult<Vec<PromotionHolder>>;

    /// Puts `user` in `segment` (added by `actor`); `Ok(false)` when already in it.
    /// `NotFound("user")`.
    async fn add_to_segment(
        &self,
        segment: &str,
        user: &UserId,
        actor: &str,
        at: DateTime<Utc>,
    ) -> StoreResult<bool>;

    /// Takes `user` out of `segment`; `Ok(false)` when not in it.
    async fn remove_from_segment(&self, segment: &str, user: &UserId) -> StoreResult<bool>;

    /// The segments `user` is in, by name.
    async fn user_segments(&self, user: &UserId) -> StoreResult<Vec<String>>;

    /// Every segment with its number of accounts, by name.
    async fn segments(&self) -> StoreResult<Vec<(String, u64)>>;

    /// Makes an award in one transaction (see the module): the promotion's row locked, its
    /// state, version and cap checked, the award row claimed, every item written and posted.
    /// `Conflict("promotion_version")` for a stale version, `Conflict("award")` for a
    /// malformed item (nothing to grant, an amount of zero or less), `NotFound("promotion")`,
    /// `NotFound("user")`.
    async fn award_promotion(&self, award: NewPromotionAward) -> StoreResult<AwardOutcome>;

    /// Makes many awards in one transaction, each as [`PromotionStore::award_promotion`]
    /// makes it, answered in their order: their promotions' rows are locked first, in id
    /// order. An award's own refusal (`Conflict("promotion_version")`, `Conflict("award")`,
    /// `NotFound("promotion")`) is answered in its place and leaves the others be; a failed
    /// write (`NotFound("user")` among them) undoes them all and is the answer. What a page of
    /// graded bets grants costs one transaction, not one per award.
    async fn award_promotions(
        &self,
        awards: Vec<NewPromotionAward>,
    ) -> StoreResult<Vec<StoreResult<AwardOutcome>>>;

    /// `user`'s awards, newest first.
    async fn promotion_awards(&self, user: &UserId) -> StoreResult<Vec<PromotionAward>>;

    /// How many accounts a promotion awarded.
    async fn promotion_award_count(&self, promotion: &PromotionId) -> StoreResult<u64>;

    /// The money `user` staked on accepted bets placed at or after `since` (a turnover
    /// trigger's figure): cash and credit stakes of bets open or settled; a bonus bet's stake,
    /// bets refused or waiting for acceptance, and bets voided, refunded, pushed or cancelled
    /// count nothing.
    async fn money_staked_since(&self, user: &UserId, since: DateTime<Utc>) -> StoreResult<i64>;

    /// `user`'s bonus cash grants, newest first.
    async fn bonus_cash(&self, user: &UserId) -> StoreResult<Vec<crate::BonusCash>>;

    /// The account's first successful deposit (the earliest to complete), if any: what a
    /// first-deposit trigger compares a completed deposit with.
    async fn first_successful_deposit(&self, user: &UserId) -> StoreResult<Option<PaymentId>>;
}
