//! Betting storage: betslips (one JSON document per owner, written with a version check),
//! rewards (bonus bets and profit boosts) and promotional credit, and placed bets with their
//! legs. A placement is one transaction: the idempotency check, the rewards it uses, one
//! ledger stake posting per bet, the wager activity the spend and loss limits count (with
//! every window re-checked), and the bet rows. Any refusal leaves nothing behind.

use crate::{Balances, StoreResult};
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::betslip::PlacementFingerprint;
use domain::ids::{BetId, SessionId, TransactionId, UserId};
use domain::money::Currency;
use domain::settlement::{BetOutcome, LegResult};

/// A stored betslip document.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BetslipRecord {
    /// `user:{userId}`, `visitor:{visitorId}`, `quick:user:{id}` or `quick:visitor:{id}`.
    pub owner: String,
    /// Counts writes, starting at 1 (compare-and-set on save).
    pub version: i64,
    /// The slip state as JSON (the server's `SlipState`).
    pub document: String,
    pub updated_at: DateTime<Utc>,
}

/// What a reward is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RewardKind {
    /// A bonus bet: a stake the bettor does not pay (winnings without the stake).
    FreeBet,
    /// A profit boost: the profit multiplied by a percentage up to a maximum stake.
    ProfitBoost,
}

impl RewardKind {
    /// The stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            RewardKind::FreeBet => "free_bet",
            RewardKind::ProfitBoost => "profit_boost",
        }
    }

    /// Parses a stored name.
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "free_bet" => Some(RewardKind::FreeBet),
            "profit_boost" => Some(RewardKind::ProfitBoost),
            _ => None,
        }
    }
}

/// Where a reward stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RewardStatus {
    Available,
    /// Used by a bet (`Reward::used_by_bet`).
    Used,
    /// Not used before its expiry (reported for a stored `available` past `expires_at`).
    Expired,
    /// Taken back by the operator.
    Revoked,
}

impl RewardStatus {
    /// The stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            RewardStatus::Available => "available",
            RewardStatus::Used => "used",
            RewardStatus::Expired => "expired",
            RewardStatus::Revoked => "revoked",
        }
    }

    /// Parses a stored name.
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "available" => Some(RewardStatus::Available),
            "used" => Some(RewardStatus::Used),
            "expired" => Some(RewardStatus::Expired),
            "revoked" => Some(RewardStatus::Revoked),
            _ => None,
        }
    }
}

/// A reward to grant.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewReward {
    pub user_id: UserId,
    pub kind: RewardKind,
    pub title: String,
    /// The bonus bet's value; 0 for profit boosts.
    pub amount_cents: i64,
    pub currency: Currency,
    /// The profit boost's percentage; 0 for bonus bets.
    pub boost_percentage: u32,
    /// The largest stake a profit boost applies to; 0 for bonus bets.
    pub max_stake_cents: i64,
    pub min_legs: Option<u32>,
    pub max_legs: Option<u32>,
    /// Only bets on this event.
    pub event_id: Option<String>,
    /// Bet types allowed (`straight`, `parlay`, ...); empty = any.
    pub bet_types: Vec<String>,
    pub expires_at: DateTime<Utc>,
    /// Who granted it (`admin:{email}`, a promotion id).
    pub granted_by: String,
    pub created_at: DateTime<Utc>,
}

/// A granted reward.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reward {
    pub id: String,
    pub user_id: UserId,
    pub kind: RewardKind,
    pub title: String,
    pub amount_cents: i64,
    pub currency: Currency,
    pub boost_percentage: u32,
    pub max_stake_cents: i64,
    pub min_legs: Option<u32>,
    pub max_legs: Option<u32>,
    pub event_id: Option<String>,
    pub bet_types: Vec<String>,
    pub expires_at: DateTime<Utc>,
    pub granted_by: String,
    pub created_at: DateTime<Utc>,
    pub status: RewardStatus,
    pub used_by_bet: Option<BetId>,
}

/// Where a bet stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BetStatus {
    /// Placed in play: waiting out the acceptance delay with the stake held.
    PendingAcceptance,
    /// Accepted, not settled.
    Open,
    /// Refused after the acceptance delay; the stake was given back.
    Rejected,
    /// Resulted and paid.
    Settled,
}

impl BetStatus {
    /// The stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            BetStatus::PendingAcceptance => "pending_acceptance",
            BetStatus::Open => "open",
            BetStatus::Rejected => "rejected",
            BetStatus::Settled => "settled",
        }
    }

    /// Parses a stored name.
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "pending_acceptance" => Some(BetStatus::PendingAcceptance),
            "open" => Some(BetStatus::Open),
            "rejected" => Some(BetStatus::Rejected),
            "settled" => Some(BetStatus::Settled),
            _ => None,
        }
    }
}

/// One bet of a placement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewBet {
    pub id: BetId,
    /// `straight`, `parlay`, `teaser` or `round_robin`.
    pub bet_type: String,
    /// Stake per combination (the whole stake for anything but round robins).
    pub stake_cents: i64,
    /// Stake of all combinations: what the placement takes from the bettor.
    pub total_stake_cents: i64,
    /// `cash`, `free_bet` or `promotional_credit`.
    pub source: String,
    /// The bonus bet used (required for source `free_bet`, refused otherwise).
    pub free_bet_id: Option<String>,
    pub profit_boost_id: Option<String>,
    /// Total odds as a profit fraction (one combination's for round robins: 1/1 and legs).
    pub odds_numerator: u64,
    pub odds_denominator: u64,
    pub boosted_numerator: Option<u64>,
    pub boosted_denominator: Option<u64>,
    pub boost_percentage: Option<u32>,
    pub boost_max_stake_cents: Option<i64>,
    /// What a full win returns (the stake back for cash and credit, plus profit).
    pub potential_payout_cents: i64,
    /// Legs per combination of a round robin (e.g. `[2, 3]`); empty otherwise.
    pub round_robin_sizes: Vec<u32>,
    /// Teaser points in half points (6 points = 12).
    pub teaser_points_halves: Option<i32>,
    pub legs: Vec<NewBetLeg>,
    /// `Open`, or `PendingAcceptance` for an in-play delay.
    pub status: BetStatus,
    /// When a pending bet may be accepted.
    pub accept_after: Option<DateTime<Utc>>,
}

/// One leg of a bet as the bettor saw it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewBetLeg {
    pub selection_id: String,
    pub market_id: String,
    pub event_id: String,
    pub odds_numerator: u64,
    pub odds_denominator: u64,
    /// The line in half points (-3.5 = -7).
    pub points_halves: Option<i32>,
    /// A teaser leg's teased line in half points.
    pub teased_points_halves: Option<i32>,
    pub selection_name: String,
    pub market_name: String,
    pub event_name: String,
    pub event_starts_at: DateTime<Utc>,
    pub in_play: bool,
}

/// A stored leg.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlacedBetLeg {
    /// `{betId}:{position}`.
    pub id: String,
    pub bet_id: BetId,
    /// 0-based, in the order given.
    pub position: u32,
    pub selection_id: String,
    pub market_id: String,
    pub event_id: String,
    pub odds_numerator: u64,
    pub odds_denominator: u64,
    pub points_halves: Option<i32>,
    pub teased_points_halves: Option<i32>,
    pub selection_name: String,
    pub market_name: String,
    pub event_name: String,
    pub event_starts_at: DateTime<Utc>,
    pub in_play: bool,
    /// The leg's grade (`Pending` until its market is resulted).
    pub result: LegResult,
    /// The result was corrected after the bet had been settled.
    pub regraded: bool,
    /// An operator's result for this leg, which its grade follows whatever the market's
    /// result says (`SettlementStore::override_bet`).
    pub override_result: Option<LegResult>,
}

/// A stored bet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlacedBet {
    pub id: BetId,
    pub user_id: UserId,
    pub session_id: SessionId,
    /// The placement's idempotency key.
    pub idempotency_key: String,
    pub bet_type: String,
    pub status: BetStatus,
    pub stake_cents: i64,
    pub total_stake_cents: i64,
    pub source: String,
    pub free_bet_id: Option<String>,
    pub profit_boost_id: Option<String>,
    pub currency: Currency,
    pub odds_numerator: u64,
    pub odds_denominator: u64,
    pub boosted_numerator: Option<u64>,
    pub boosted_denominator: Option<u64>,
    pub boost_percentage: Option<u32>,
    pub boost_max_stake_cents: Option<i64>,
    pub potential_payout_cents: i64,
    pub round_robin_sizes: Vec<u32>,
    pub teaser_points_halves: Option<i32>,
    pub accept_after: Option<DateTime<Utc>>,
    pub placed_at: DateTime<Utc>,
    /// When a pending bet was accepted or rejected.
    pub resolved_at: Option<DateTime<Utc>>,
    /// The grade's outcome (`Pending` while open; `CashOut` once cashed out).
    pub outcome: BetOutcome,
    /// Returned to the bettor so far: payout, refund or cash-out (cash and credit).
    pub payout_cents: i64,
    /// The part of `payout_cents` returned as promotional credit (a refunded Credits stake).
    pub payout_credit_cents: i64,
    /// The cash-out amount, once cashed out.
    pub cashout_cents: Option<i64>,
    /// When the bet was settled (kept through later regrades).
    pub closed_at: Option<DateTime<Utc>>,
    /// A settled bet that was graded again.
    pub regraded: bool,
    /// Increases with every applied grade, operator override and the cash-out
    /// (compare-and-set of `SettlementStore::apply_grades`, `override_bet` and `cash_out`);
    /// 0 as placed.
    pub grade_version: i64,
    /// An operator's outcome for the whole bet (`Voided`: a palpable error or a breach of the
    /// rules), which its grade follows whatever its legs say.
    pub override_outcome: Option<BetOutcome>,
    pub legs: Vec<PlacedBetLeg>,
}

/// A spend or loss limit in force for a placement: the stakes (spend) or the stakes minus
/// returns floored at zero (loss) since `since`, plus the placement's money stakes, may not
/// exceed `limit_cents`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WagerWindow {
    pub since: DateTime<Utc>,
    pub limit_cents: i64,
    pub loss: bool,
}

/// A placement: the bets one click places.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlaceBets {
    pub user_id: UserId,
    pub session_id: SessionId,
    pub currency: Currency,
    /// The client's key, per user: a placement with a key used before answers the first
    /// placement's bets when it has the same fingerprint, and is refused otherwise.
    pub idempotency_key: String,
    /// What was asked for with the key (the request and what the slip priced for it).
    pub fingerprint: PlacementFingerprint,
    pub bets: Vec<NewBet>,
    pub wager_windows: Vec<WagerWindow>,
    pub at: DateTime<Utc>,
}

/// What [`BettingStore::place_bets`] did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlaceOutcome {
    /// Every bet written, stakes taken.
    Placed {
        bets: Vec<PlacedBet>,
        balances: Balances,
    },
    /// The same idempotency key was placed before with the same fingerprint (or before
    /// fingerprints were kept, when there is nothing to compare): the first answer's bets,
    /// nothing moved.
    Replayed {
        bets: Vec<PlacedBet>,
        balances: Balances,
    },
    /// The idempotency key was placed before with another fingerprint: nothing written.
    KeyReused,
    /// The bet at this index (of the placement's bets) could not be paid for; nothing written.
    InsufficientFunds { bet_index: usize },
    /// A window would be exceeded: the amounts already used in each, same order as given.
    WagerLimit { used_cents: Vec<i64> },
    /// The reward is used, expired, revoked, another user's, of the wrong kind or currency,
    /// or (a bonus bet) worth less than the stake; nothing written.
    RewardUnavailable { reward_id: String },
}

/// What every betslip operation reads of its account holder, read together
/// ([`BettingStore::betting_account`]).
#[derive(Debug, Clone)]
pub struct BettingAccount {
    /// Available, unexpired rewards, soonest expiry first.
    pub rewards: Vec<Reward>,
    /// Balances in the account's currency.
    pub balances: Balances,
    pub preferences: crate::UserPreferences,
    /// Responsible-gaming limit slots, as stored (changes due are applied by the caller).
    pub limits: Vec<crate::StoredLimit>,
}

/// Betting storage.
#[async_trait]
pub trait BettingStore: Send + Sync {
    /// The user's rewards available at `now`, balances in `currency`, preferences and limit
    /// slots, from one snapshot (one round trip instead of four).
    /// `StoreError::NotFound("user")` for an unknown user.
    async fn betting_account(
        &self,
        user: &UserId,
        currency: Currency,
        now: DateTime<Utc>,
    ) -> StoreResult<BettingAccount>;

    /// The owner's betslip.
    async fn betslip(&self, owner: &str) -> StoreResult<Option<BetslipRecord>>;

    /// Writes when the stored version is `expected_version` (None = no row yet); answers the
    /// new record, or `StoreError::Conflict("betslip")` when another write came first (the
    /// caller reloads and retries).
    async fn save_betslip(
        &self,
        owner: &str,
        expected_version: Option<i64>,
        document: &str,
        at: DateTime<Utc>,
    ) -> StoreResult<BetslipRecord>;

    /// Moves `from`'s slip to `to` (replacing `to`'s, whose version still increases so a
    /// stale save of `to` conflicts), deleting `from`; `Ok(false)` when `from` has none.
    async fn move_betslip(&self, from: &str, to: &str, at: DateTime<Utc>) -> StoreResult<bool>;

    /// Stores a reward (status available). `StoreError::NotFound("user")` for an unknown user.
    async fn grant_reward(&self, reward: NewReward) -> StoreResult<Reward>;

    /// Available, unexpired rewards of the user at `now`, soonest expiry first.
    async fn available_rewards(
        &self,
        user: &UserId,
        now: DateTime<Utc>,
    ) -> StoreResult<Vec<Reward>>;

    /// Every reward of the user, newest first, with `Expired` reported for an available one
    /// past its expiry at `now`.
    async fn rewards(&self, user: &UserId, now: DateTime<Utc>) -> StoreResult<Vec<Reward>>;

    /// Credits promotional credit: ledger House(Promotions) -> User(PromotionalCredit), kind
    /// RewardGrant, idempotent by key (a replay answers the first transaction).
    /// `StoreError::Conflict("amount")` for a non-positive amount.
    async fn grant_promotional_credit(
        &self,
        user: &UserId,
        cents: i64,
        currency: Currency,
        idempotency_key: &str,
        at: DateTime<Utc>,
    ) -> StoreResult<TransactionId>;

    /// One transaction: the key claimed (or, used before, replayed or refused by its
    /// fingerprint: of concurrent placements with one key, one places and every other waits
    /// for it and then replays or is refused), each reward marked used (conditional on
    /// available, unexpired, owned, of the right kind and currency), per bet a ledger
    /// BetStake posting (cash: User(Cash) -> House(Wagers); promotional credit:
    /// User(PromotionalCredit) -> House(Wagers); free bet: no money moves), wager activity
    /// `bet:{id}` recorded (the money stake; 0 for a bonus bet) and every wager window
    /// re-checked inside the transaction, bet and leg rows written. All or nothing: any
    /// refusal rolls everything back. `StoreError::Conflict("bet")` for a malformed bet (an
    /// unknown source, a bonus bet without its reward id, a non-positive stake).
    async fn place_bets(&self, placement: PlaceBets) -> StoreResult<PlaceOutcome>;

    /// In-play delay end: PendingAcceptance -> Open (accepted) or -> Rejected with the stake
    /// refunded (BetStakeRefund, the rewards given back, the wager activity's stake removed)
    /// in one transaction. Idempotent: a bet not pending answers its current state, nothing
    /// moved. `StoreError::NotFound("bet")` for an unknown bet.
    async fn resolve_pending_bet(
        &self,
        bet: &BetId,
        accepted: bool,
        at: DateTime<Utc>,
    ) -> StoreResult<PlacedBet>;

    /// Bets still pending acceptance whose `accept_after` is at or before `until`, oldest
    /// first, at most `limit` (what a restarted server resolves).
    async fn pending_bets(&self, until: DateTime<Utc>, limit: u32) -> StoreResult<Vec<PlacedBet>>;

    /// The bet, only when `user` owns it.
    async fn bet(&self, user: &UserId, id: &BetId) -> StoreResult<Option<PlacedBet>>;

    /// The user's bets, newest first, at most `limit`.
    async fn bets_of(&self, user: &UserId, limit: u32) -> StoreResult<Vec<PlacedBet>>;

    /// How many bets the user ever placed (the first-wager modal).
    async fn count_bets(&self, user: &UserId) -> StoreResult<u64>;
}
