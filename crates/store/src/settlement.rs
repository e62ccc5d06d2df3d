//! Settlement storage: graded bets and their payouts, cash-outs, bet history, shared bets
//! and the operator's settlement audit.
//!
//! **Grades.** The settlement job reads the bets a result touches
//! ([`SettlementStore::open_bets_for_markets`], [`SettlementStore::settled_bets_for_markets`]
//! for corrections), grades them with `domain::settlement` and hands the grades to
//! [`SettlementStore::apply_grades`], which writes a whole batch in one database transaction:
//! the bet's outcome, status and leg results, and the ledger movement. Every bet carries a
//! `grade_version` that each applied grade (and a cash-out) increases by one; a grade names
//! the version it was computed from and is applied only when the bet is still at that
//! version (compare-and-set), otherwise it is reported as skipped. So applying the same
//! grades twice, or a batch a crashed job had half-done before (nothing of an unfinished
//! transaction remains), pays once.
//!
//! **Money.** A bet stores what it has paid so far (`payout_cents`, of which
//! `payout_credit_cents` went back as promotional credit). A grade names the new total; the
//! ledger posts the difference, split into cash and credit, as one balanced transaction per
//! bet with the idempotency key `settle:{bet_id}:{new_grade_version}`:
//! `BetPayout` (or `BetCreditRefund` when only credit moves) for a bet settled for the first
//! time, `BetRegrade` for a settled bet graded again (either way). A regrade down may take
//! the bettor's cash below zero (the only way it can go negative: see
//! `domain::ledger::TransactionKind::may_overdraw`); credit taken back beyond the bettor's
//! promotional credit balance is taken from cash instead. The house side of every
//! transaction is House(Wagers). The bet's stake in the responsible-gaming wager activity
//! (`bet:{id}`) gets the bet's total return, so loss limits count it.
//!
//! **Operator overrides.** [`SettlementStore::override_bet`] records an operator's decision on
//! one bet (the whole bet voided, or legs' results set by hand), which later grades follow
//! whatever the feed says, and applies the grade that follows from it in the same transaction
//! (with its audit row), under the same compare-and-set: the override moves the version even
//! when the grade changes nothing, so a grade computed from the bet before it is never
//! applied after it.
//!
//! **Bonus bets.** A grade with `restore_free_bet` gives the bonus bet the bet used back to
//! the bettor (available again, until its own expiry); a later grade without it takes the
//! bonus bet back when it is still unused (a bonus bet already used again stays used).

use crate::{Balances, PlacedBet, StoreResult};
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::ids::{BetId, TransactionId, UserId};
use domain::money::Currency;
use domain::settlement::{BetOutcome, LegResult};

/// Most bets one page or one [`SettlementStore::apply_grades`] call may hold.
pub const MAX_SETTLEMENT_BATCH: usize = 5_000;

/// Most bets one [`SettlementStore::bet_history`] page may hold.
pub const MAX_HISTORY_PAGE: u32 = 100;

/// Length of a share link's code.
pub const SHARE_CODE_LEN: usize = 10;

/// The URL-safe alphabet share codes are drawn from (64 characters, 6 bits each).
pub const SHARE_CODE_ALPHABET: &[u8; 64] =
    b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// A fresh random share code: [`SHARE_CODE_LEN`] characters of [`SHARE_CODE_ALPHABET`] (60
/// random bits from the operating system's generator, through a ULID's random part).
pub fn new_share_code() -> String {
    let mut bits = ulid::Ulid::new().random();
    let mut code = String::with_capacity(SHARE_CODE_LEN);
    for _ in 0..SHARE_CODE_LEN {
        let index = usize::try_from(bits & 0x3f).unwrap_or(0);
        code.push(char::from(
            SHARE_CODE_ALPHABET.get(index).copied().unwrap_or(b'A'),
        ));
        bits >>= 6;
    }
    code
}

/// Whether `code` has a share code's shape (checked before any lookup).
pub fn is_share_code(code: &str) -> bool {
    code.len() == SHARE_CODE_LEN && code.bytes().all(|b| SHARE_CODE_ALPHABET.contains(&b))
}

/// Whether `channel` is an acceptable share channel name: 1 to 40 characters of letters,
/// digits, `-`, `_` and `.` (it ends up in a URL's `utm_source`).
pub fn is_share_channel(channel: &str) -> bool {
    (1..=40).contains(&channel.len())
        && channel
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'))
}

/// A bet's new grade, computed by `domain::settlement::grade` from the bet as read at
/// `expected_grade_version`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BetGrade {
    pub bet_id: BetId,
    /// The bet's owner (checked against the stored bet).
    pub user_id: UserId,
    /// The bet's currency (checked against the stored bet).
    pub currency: Currency,
    /// The version the grade was computed from: applied only when the bet is still there.
    pub expected_grade_version: i64,
    /// Anything but `CashOut` (that is [`SettlementStore::cash_out`]). `Pending`: some leg
    /// that matters is not decided yet; the bet stays (or becomes again) open.
    pub outcome: BetOutcome,
    /// What the bet returns in total (0 for a loss or while pending).
    pub payout_cents: i64,
    /// The part of `payout_cents` paid as cash.
    pub to_cash_cents: i64,
    /// The part of `payout_cents` returned as promotional credit (a refunded Credits stake).
    pub to_credit_cents: i64,
    /// Give the bonus bet back (a refunded or voided bonus bet).
    pub restore_free_bet: bool,
    /// Leg results by leg position; legs not named keep theirs.
    pub leg_results: Vec<(u32, LegResult)>,
    /// A correction of an earlier result: the bet and its changed legs are marked regraded
    /// (a settled bet graded again always is).
    pub regrade: bool,
}

/// A grade [`SettlementStore::apply_grades`] wrote.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AppliedGrade {
    pub bet_id: BetId,
    pub user_id: UserId,
    pub currency: Currency,
    pub outcome: BetOutcome,
    /// The bet's version now.
    pub grade_version: i64,
    /// Cash moved to (positive) or from (negative) the bettor.
    pub cash_delta_cents: i64,
    /// Promotional credit moved to (positive) or from (negative) the bettor.
    pub credit_delta_cents: i64,
    /// The ledger transaction, when money moved.
    pub transaction_id: Option<TransactionId>,
}

/// Why a grade was not applied (nothing of it was written).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SkipReason {
    /// No such bet.
    UnknownBet,
    /// The bet moved on since the grade was computed (another grade or a cash-out): the
    /// caller reads the bet again and re-grades it if it still needs it.
    Stale { current_version: i64 },
    /// The bet cannot be graded: still waiting out its in-play delay, rejected, or closed by
    /// a cash-out or a patron cancellation.
    NotGradable,
    /// The grade changes nothing the bet does not already show.
    Unchanged,
}

/// A grade [`SettlementStore::apply_grades`] did not apply.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SkippedGrade {
    pub bet_id: BetId,
    pub reason: SkipReason,
}

/// What one [`SettlementStore::apply_grades`] call did, in the order of the grades given.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SettleReport {
    pub applied: Vec<AppliedGrade>,
    pub skipped: Vec<SkippedGrade>,
}

/// What [`SettlementStore::cash_out`] did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CashoutOutcome {
    /// Closed with outcome `CashOut`; the amount paid to the bettor's cash.
    CashedOut { bet: PlacedBet, balances: Balances },
    /// No such bet.
    UnknownBet,
    /// Another bettor's bet (nothing about it is answered).
    NotYours,
    /// The bet is not open (waiting out its delay, settled, cashed out, rejected).
    NotOpen { bet: PlacedBet },
    /// The bet was graded (a leg resulted) since the value was computed: the caller values
    /// it again.
    Stale { bet: PlacedBet },
}

/// Which bets a history page lists.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum BetHistoryFilter {
    #[default]
    All,
    /// Pending acceptance or open.
    Open,
    /// Settled (cashed-out included) or rejected.
    Settled,
}

/// One history request. `from` is inclusive and `to` exclusive, both on `placed_at`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BetHistoryQuery {
    pub filter: BetHistoryFilter,
    pub from: Option<DateTime<Utc>>,
    pub to: Option<DateTime<Utc>>,
    /// 1 to [`MAX_HISTORY_PAGE`] (anything else is `StoreError::Conflict("first")`).
    pub first: u32,
    /// The `end_cursor` of the page before.
    pub after: Option<String>,
}

/// A history page: newest placement first (`placed_at` descending, then id descending).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BetHistoryPage {
    pub bets: Vec<PlacedBet>,
    /// Opaque; names the last bet of the page (None for an empty page).
    pub end_cursor: Option<String>,
    pub has_next_page: bool,
}

/// Totals of the bets a filter selects.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct BetTotals {
    pub count: u64,
    /// Money staked: total stakes of cash and Credits bets that were not rejected (a bonus
    /// bet's stake is not the bettor's money; a rejected bet's stake was given back).
    pub staked_cents: i64,
    /// Returned so far: payouts, refunds and cash-outs (cash and credit).
    pub paid_cents: i64,
}

/// A bet's share link.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShareLink {
    /// [`SHARE_CODE_LEN`] URL-safe characters.
    pub code: String,
    pub bet_id: BetId,
    pub channel: String,
    pub created_at: DateTime<Utc>,
}

/// An operator's settlement action to record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewSettlementAudit {
    /// Who (`admin:{email}`, `feed:{source}`, `settlement-job`).
    pub actor: String,
    /// What (`void_market`, `regrade_market`, `result`...).
    pub action: String,
    pub market_id: Option<String>,
    /// Free text or JSON: the results given, the bets touched.
    pub detail: String,
    pub at: DateTime<Utc>,
}

/// An operator's override of one bet, with the grade that follows from it (see the module
/// docs).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BetOverride {
    pub bet_id: BetId,
    /// The version the override and its grade were computed from.
    pub expected_grade_version: i64,
    /// The bet's override from now on: `Some(Voided)`, or `None` (none, or a void lifted).
    pub outcome: Option<BetOutcome>,
    /// Leg overrides from now on, by position (`None` lifts one); legs not named keep theirs.
    pub legs: Vec<(u32, Option<LegResult>)>,
    /// The bet's grade with the overrides, computed from `expected_grade_version`; `None`
    /// when it grades as it stands.
    pub grade: Option<BetGrade>,
    /// The action's audit row, written in the same transaction.
    pub audit: NewSettlementAudit,
}

/// What [`SettlementStore::override_bet`] did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OverrideOutcome {
    /// Written: the bet as it now stands, and the grade when it changed anything.
    Applied {
        bet: Box<PlacedBet>,
        grade: Option<AppliedGrade>,
    },
    /// No such bet.
    UnknownBet,
    /// The bet moved on since it was read: the caller reads it again.
    Stale,
    /// The bet is not graded (pending acceptance, rejected, cashed out or cancelled by the
    /// patron): there is nothing to override.
    NotGradable,
}

/// Whether an operator may override `bet`: it is open or settled by its grade.
pub fn overridable(bet: &PlacedBet) -> bool {
    match bet.status {
        crate::BetStatus::Open | crate::BetStatus::Settled => !matches!(
            bet.outcome,
            BetOutcome::CashOut | BetOutcome::PatronCancelled
        ),
        crate::BetStatus::PendingAcceptance | crate::BetStatus::Rejected => false,
    }
}

/// Checks an override before anything is read or written: the outcome is `Voided` when
/// given, leg positions are distinct and their results decided, the grade is this bet's from
/// the same version (and well formed, [`check_grades`]). `StoreError::Conflict("override")`
/// otherwise.
pub fn check_override(o: &BetOverride) -> StoreResult<()> {
    let bad = || crate::StoreError::Conflict("override");
    if o.outcome
        .is_some_and(|outcome| outcome != BetOutcome::Voided)
    {
        return Err(bad());
    }
    let mut positions = std::collections::HashSet::with_capacity(o.legs.len());
    for (position, result) in &o.legs {
        if !positions.insert(*position) || result.is_some_and(|r| !r.is_final() || !r.is_valid()) {
            return Err(bad());
        }
    }
    if let Some(grade) = &o.grade {
        if grade.bet_id != o.bet_id || grade.expected_grade_version != o.expected_grade_version {
            return Err(bad());
        }
        check_grades(std::slice::from_ref(grade)).map_err(|_| bad())?;
    }
    Ok(())
}

/// A recorded settlement action.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SettlementAuditEntry {
    pub id: i64,
    pub actor: String,
    pub action: String,
    pub market_id: Option<String>,
    pub detail: String,
    pub at: DateTime<Utc>,
}

/// Settlement storage.
#[async_trait]
pub trait SettlementStore: Send + Sync {
    /// Open bets with a leg on any of `market_ids`, by bet id ascending after `after_bet_id`
    /// (exclusive), at most `limit` (capped at [`MAX_SETTLEMENT_BATCH`]; 0 answers nothing).
    /// The caller pages with the last bet's id until a page comes back short.
    async fn open_bets_for_markets(
        &self,
        market_ids: &[String],
        limit: u32,
        after_bet_id: Option<&BetId>,
    ) -> StoreResult<Vec<PlacedBet>>;

    /// Settled bets (not cashed out, not patron-cancelled) with a leg on any of
    /// `market_ids`, paged like [`SettlementStore::open_bets_for_markets`]: what a correcting
    /// result re-grades.
    async fn settled_bets_for_markets(
        &self,
        market_ids: &[String],
        limit: u32,
        after_bet_id: Option<&BetId>,
    ) -> StoreResult<Vec<PlacedBet>>;

    /// Applies up to [`MAX_SETTLEMENT_BATCH`] grades in one transaction (see the module
    /// docs). A grade whose bet moved on, cannot be graded or would change nothing is
    /// skipped and reported, not an error. `StoreError::Conflict("grade")` (nothing written)
    /// for a malformed batch: too many grades, a bet twice, amounts that do not add up or
    /// are negative, a `CashOut` outcome, a payout while pending, a restored bonus bet on a
    /// bet that used none, a leg position the bet does not have, or an owner or currency
    /// that is not the bet's. With a `fence` (the settlement job's lease) the batch is
    /// written only while that lease has not changed hands, else `Conflict("lease")` and
    /// nothing is written.
    async fn apply_grades(
        &self,
        grades: Vec<BetGrade>,
        at: DateTime<Utc>,
        fence: Option<&crate::LeaseFence>,
    ) -> StoreResult<SettleReport>;

    /// Cashes out `user`'s open bet for `amount_cents` (the value the caller computed from the
    /// bet at `expected_grade_version` and the bettor accepted): status settled, outcome
    /// `CashOut`, payout and cash-out amount set, version increased, BetCashout
    /// House(Wagers) -> the bettor's cash (key `cashout:{bet_id}`), in one transaction.
    /// Of two concurrent cash-outs of one bet exactly one succeeds.
    /// `StoreError::Conflict("amount")` for a non-positive amount.
    async fn cash_out(
        &self,
        user: &UserId,
        bet_id: &BetId,
        expected_grade_version: i64,
        amount_cents: i64,
        at: DateTime<Utc>,
    ) -> StoreResult<CashoutOutcome>;

    /// A page of `user`'s bets (see [`BetHistoryQuery`]). `StoreError::Conflict("first")`
    /// for a page size out of range, `StoreError::Conflict("cursor")` for a cursor this
    /// store did not hand out.
    async fn bet_history(
        &self,
        user: &UserId,
        query: &BetHistoryQuery,
    ) -> StoreResult<BetHistoryPage>;

    /// Count, money staked and returns of `user`'s bets the filter and range select.
    async fn bet_totals(
        &self,
        user: &UserId,
        filter: BetHistoryFilter,
        from: Option<DateTime<Utc>>,
        to: Option<DateTime<Utc>>,
    ) -> StoreResult<BetTotals>;

    /// The bet's share link for `channel`, created on first use (a fresh random code) and
    /// the same link afterwards. `StoreError::NotFound("bet")` when the bet is unknown or not
    /// `user`'s; `StoreError::Conflict("channel")` for a channel name [`is_share_channel`]
    /// refuses.
    async fn create_share_link(
        &self,
        user: &UserId,
        bet_id: &BetId,
        channel: &str,
        at: DateTime<Utc>,
    ) -> StoreResult<ShareLink>;

    /// The share links of these bets, oldest first per bet.
    async fn share_links(&self, bet_ids: &[BetId]) -> StoreResult<Vec<ShareLink>>;

    /// The bet a share code names (None for an unknown or malformed code).
    async fn shared_bet(&self, code: &str) -> StoreResult<Option<PlacedBet>>;

    /// Any bettor's bet, for operator tools (a bettor reads theirs with
    /// `BettingStore::bet`, which checks the owner).
    async fn bet_by_id(&self, bet_id: &BetId) -> StoreResult<Option<PlacedBet>>;

    /// Writes an operator's override of one bet, applies its grade and records its audit
    /// row, in one transaction (see the module docs): `Stale` (nothing written) when the bet
    /// is no longer at `expected_grade_version`. `StoreError::Conflict("override")` for an
    /// override [`check_override`] refuses or a leg position the bet does not have;
    /// `StoreError::Conflict("grade")` for a grade that does not fit the bet.
    async fn override_bet(
        &self,
        change: BetOverride,
        at: DateTime<Utc>,
    ) -> StoreResult<OverrideOutcome>;

    /// Records an operator's settlement action.
    async fn record_settlement_audit(
        &self,
        entry: NewSettlementAudit,
    ) -> StoreResult<SettlementAuditEntry>;

    /// Recorded actions, newest first, at most `limit`; only one market's when given.
    async fn settlement_audit(
        &self,
        market_id: Option<&str>,
        limit: u32,
    ) -> StoreResult<Vec<SettlementAuditEntry>>;
}

/// The history cursor of a bet: opaque to callers (hex of `{placed_at ms}:{bet id}`).
pub fn history_cursor(placed_at: DateTime<Utc>, bet_id: &BetId) -> String {
    let plain = format!("{}:{}", placed_at.timestamp_millis(), bet_id.as_str());
    let mut out = String::with_capacity(plain.len() * 2);
    for b in plain.bytes() {
        out.push_str(&format!("{b:02x}"));
    }
    out
}

/// Reads a cursor [`history_cursor`] made: `(placed_at ms, bet id)`, None when malformed.
pub fn parse_history_cursor(cursor: &str) -> Option<(i64, String)> {
    if cursor.is_empty() || !cursor.len().is_multiple_of(2) || cursor.len() > 400 {
        return None;
    }
    let bytes = (0..cursor.len())
        .step_by(2)
        .map(|i| {
            cursor
                .get(i..i + 2)
                .and_then(|pair| u8::from_str_radix(pair, 16).ok())
        })
        .collect::<Option<Vec<u8>>>()?;
    let plain = String::from_utf8(bytes).ok()?;
    let (ms, id) = plain.split_once(':')?;
    let ms: i64 = ms.parse().ok()?;
    if id.is_empty() {
        return None;
    }
    Some((ms, id.to_owned()))
}

/// Checks a batch of grades before anything is read or written (see
/// [`SettlementStore::apply_grades`] for the rules; the per-bet checks need the stored bet
/// and are the backends'). `StoreError::Conflict("grade")` on the first broken rule.
pub fn check_grades(grades: &[BetGrade]) -> StoreResult<()> {
    let bad = || crate::StoreError::Conflict("grade");
    if grades.len() > MAX_SETTLEMENT_BATCH {
        return Err(bad());
    }
    let mut seen = std::collections::HashSet::with_capacity(grades.len());
    for g in grades {
        if !seen.insert(g.bet_id.as_str()) {
            return Err(bad());
        }
        let sums = g
            .to_cash_cents
            .checked_add(g.to_credit_cents)
            .is_some_and(|sum| sum == g.payout_cents);
        let pending = g.outcome == BetOutcome::Pending;
        let mut positions = std::collections::HashSet::with_capacity(g.leg_results.len());
        let legs_ok = g.leg_results.iter().all(|(p, _)| positions.insert(*p));
        if g.expected_grade_version < 0
            || g.payout_cents < 0
            || g.to_cash_cents < 0
            || g.to_credit_cents < 0
            || !sums
            || g.outcome == BetOutcome::CashOut
            || (pending && (g.payout_cents != 0 || g.restore_free_bet))
            || !legs_ok
        {
            return Err(bad());
        }
    }
    Ok(())
}

// ---- shared by the backends: what a grade does to a stored bet ---------------------------

/// A bet as [`SettlementStore::apply_grades`] reads it (under the backend's lock) before
/// planning a grade.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GradeTarget {
    pub user_id: UserId,
    pub currency: Currency,
    pub status: crate::BetStatus,
    pub outcome: BetOutcome,
    /// `cash`, `free_bet` or `promotional_credit`.
    pub source: String,
    pub free_bet_id: Option<String>,
    pub total_stake_cents: i64,
    pub payout_cents: i64,
    pub payout_credit_cents: i64,
    pub grade_version: i64,
    /// Every leg's position and stored result.
    pub legs: Vec<(u32, LegResult)>,
}

/// What happens to a bonus bet when a grade is applied.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RewardAction {
    None,
    /// Available again, when this bet still holds it (`used_by_bet` = the bet).
    Restore {
        reward_id: String,
    },
    /// Used by this bet again, when it is still available (restored by an earlier grade).
    Retake {
        reward_id: String,
    },
}

/// The writes of one grade (the backends turn a batch of them into a few statements).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GradePlan {
    pub new_version: i64,
    /// `Open` while pending, else `Settled`.
    pub status: crate::BetStatus,
    pub outcome: BetOutcome,
    pub payout_cents: i64,
    pub payout_credit_cents: i64,
    /// Settled now: `closed_at` keeps its first value or becomes the grade's instant;
    /// open again: `closed_at` is cleared.
    pub closing: bool,
    /// Marks the bet regraded (never unmarks).
    pub regraded: bool,
    /// Legs whose result changes: position, result, and whether it is a correction of a
    /// decided leg (marks the leg regraded).
    pub legs: Vec<(u32, LegResult, bool)>,
    /// Cash to (positive) or from the bettor, before [`shift_credit_shortfall`].
    pub cash_delta: i64,
    /// Promotional credit to (positive) or from the bettor, before [`shift_credit_shortfall`].
    pub credit_delta: i64,
    /// The ledger kind when money moves.
    pub kind: domain::ledger::TransactionKind,
    pub reward: RewardAction,
}

/// Decides what `grade` does to `target`: `Ok(Err(reason))` when it is skipped,
/// `Err(Conflict("grade"))` when it does not fit the bet (another owner or currency, an
/// unknown leg, a restored bonus bet on a bet without one, credit returned to a bet not
/// staked with credit or more than its stake).
pub fn plan_grade(
    grade: &BetGrade,
    target: &GradeTarget,
) -> StoreResult<Result<GradePlan, SkipReason>> {
    use crate::BetStatus;
    use domain::ledger::TransactionKind;
    let bad = || crate::StoreError::Conflict("grade");
    if grade.user_id != target.user_id || grade.currency != target.currency {
        return Err(bad());
    }
    let is_free_bet = target.source == "free_bet";
    if (grade.restore_free_bet && (!is_free_bet || target.free_bet_id.is_none()))
        || (grade.to_credit_cents > 0
            && (target.source != "promotional_credit"
                || grade.to_credit_cents > target.total_stake_cents))
    {
        return Err(bad());
    }
    let mut legs = Vec::new();
    for (position, result) in &grade.leg_results {
        let stored = target
            .legs
            .iter()
            .find(|(p, _)| p == position)
            .map(|(_, r)| *r)
            .ok_or_else(bad)?;
        if stored != *result {
            legs.push((*position, *result, stored.is_final()));
        }
    }
    let gradable = match target.status {
        BetStatus::Open => target.outcome == BetOutcome::Pending,
        BetStatus::Settled => !matches!(
            target.outcome,
            BetOutcome::CashOut | BetOutcome::PatronCancelled
        ),
        BetStatus::PendingAcceptance | BetStatus::Rejected => false,
    };
    if !gradable {
        return Ok(Err(SkipReason::NotGradable));
    }
    if target.grade_version != grade.expected_grade_version {
        return Ok(Err(SkipReason::Stale {
            current_version: target.grade_version,
        }));
    }
    let was_settled = target.status == BetStatus::Settled;
    let money_changes = grade.payout_cents != target.payout_cents
        || grade.to_credit_cents != target.payout_credit_cents;
    if legs.is_empty() && grade.outcome == target.outcome && !money_changes {
        return Ok(Err(SkipReason::Unchanged));
    }
    let paid_cash = target.payout_cents - target.payout_credit_cents;
    let cash_delta = grade.to_cash_cents - paid_cash;
    let credit_delta = grade.to_credit_cents - target.payout_credit_cents;
    let kind = if was_settled {
        TransactionKind::BetRegrade
    } else if cash_delta == 0 && credit_delta != 0 {
        TransactionKind::BetCreditRefund
    } else {
        TransactionKind::BetPayout
    };
    let corrected_leg = legs.iter().any(|(_, _, correction)| *correction);
    let reward = match (&target.free_bet_id, is_free_bet) {
        (Some(id), true) if grade.restore_free_bet => RewardAction::Restore {
            reward_id: id.clone(),
        },
        (Some(id), true) if was_settled => RewardAction::Retake {
            reward_id: id.clone(),
        },
        _ => RewardAction::None,
    };
    let pending = grade.outcome == BetOutcome::Pending;
    Ok(Ok(GradePlan {
        new_version: target.grade_version + 1,
        status: if pending {
            BetStatus::Open
        } else {
            BetStatus::Settled
        },
        outcome: grade.outcome,
        payout_cents: grade.payout_cents,
        payout_credit_cents: grade.to_credit_cents,
        closing: !pending,
        regraded: grade.regrade
            || corrected_leg
            || (was_settled && (grade.outcome != target.outcome || money_changes)),
        legs,
        cash_delta,
        credit_delta,
        kind,
        reward,
    }))
}

/// Credit taken back beyond the bettor's promotional credit balance is taken from cash
/// instead (only a regrade takes money back, and only cash may go below zero): answers the
/// `(cash, credit)` amounts to post given the credit balance before this posting.
pub fn shift_credit_shortfall(
    cash_delta: i64,
    credit_delta: i64,
    credit_balance: i64,
) -> (i64, i64) {
    if credit_delta >= 0 || credit_balance.saturating_add(credit_delta) >= 0 {
        return (cash_delta, credit_delta);
    }
    let take = credit_balance.max(0);
    let shortfall = credit_delta.saturating_neg().saturating_sub(take);
    (cash_delta.saturating_sub(shortfall), take.saturating_neg())
}

/// The ledger transaction of a grade's money: the bettor's cash and credit against
/// House(Wagers), key `settle:{bet}:{version}`. `None` when no money moves.
pub fn settlement_transaction(
    kind: domain::ledger::TransactionKind,
    bet_id: &BetId,
    version: i64,
    user: &UserId,
    currency: Currency,
    cash: i64,
    credit: i64,
) -> StoreResult<Option<domain::ledger::BalancedTransaction>> {
    use domain::ledger::{AccountRef, BalancedTransaction, Bucket, HouseAccount, Owner, Posting};
    let holder = |bucket| AccountRef {
        owner: Owner::User(user.clone(), bucket),
        currency,
    };
    let house = cash
        .checked_add(credit)
        .and_then(i64::checked_neg)
        .ok_or(crate::StoreError::Conflict("grade"))?;
    let mut postings = Vec::with_capacity(3);
    if cash != 0 {
        postings.push(Posting {
            account: holder(Bucket::Cash),
            amount: cash,
        });
    }
    if credit != 0 {
        postings.push(Posting {
            account: holder(Bucket::PromotionalCredit),
            amount: credit,
        });
    }
    if house != 0 {
        postings.push(Posting {
            account: AccountRef {
                owner: Owner::House(HouseAccount::Wagers),
                currency,
            },
            amount: house,
        });
    }
    if postings.is_empty() {
        return Ok(None);
    }
    let memo = match kind {
        domain::ledger::TransactionKind::BetRegrade => format!("regrade of bet {bet_id}"),
        domain::ledger::TransactionKind::BetCreditRefund => {
            format!("credit refund of bet {bet_id}")
        }
        _ => format!("payout of bet {bet_id}"),
    };
    BalancedTransaction::new(kind, format!("settle:{bet_id}:{version}"), memo, postings)
        .map(Some)
        .map_err(|_| crate::StoreError::Conflict("grade"))
}

/// The cash-out's ledger transaction: House(Wagers) -> the bettor's cash, key
/// `cashout:{bet}`.
pub fn cashout_transaction(
    bet_id: &BetId,
    user: &UserId,
    currency: Currency,
    cents: i64,
) -> StoreResult<domain::ledger::BalancedTransaction> {
    use domain::ledger::{AccountRef, BalancedTransaction, Bucket, HouseAccount, Owner};
    BalancedTransaction::transfer(
        domain::ledger::TransactionKind::BetCashout,
        format!("cashout:{bet_id}"),
        format!("cash-out of bet {bet_id}"),
        AccountRef {
            owner: Owner::House(HouseAccount::Wagers),
            currency,
        },
        AccountRef {
            owner: Owner::User(user.clone(), Bucket::Cash),
            currency,
        },
        cents,
    )
    .map_err(|_| crate::StoreError::Conflict("amount"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn share_codes_are_url_safe_and_distinct() {
        let codes: std::collections::HashSet<String> =
            (0..1_000).map(|_| new_share_code()).collect();
        assert_eq!(codes.len(), 1_000);
        for code in &codes {
            assert!(is_share_code(code), "{code}");
        }
        assert!(!is_share_code("short"));
        assert!(!is_share_code("ABCDEFGHI/"));
    }

    #[test]
    fn channels_are_checked() {
        assert!(is_share_channel("copy"));
        assert!(is_share_channel("twitter.com"));
        assert!(!is_share_channel(""));
        assert!(!is_share_channel("a b"));
        assert!(!is_share_channel(&"x".repeat(41)));
    }

    #[test]
    fn cursors_round_trip_and_refuse_garbage() {
        let at = DateTime::from_timestamp_millis(1_767_225_600_123).unwrap_or_default();
        let id = BetId::from_raw("01JBET");
        let cursor = history_cursor(at, &id);
        assert_eq!(
            parse_history_cursor(&cursor),
            Some((1_767_225_600_123, "01JBET".to_owned()))
        );
        let cut = cursor.get(..cursor.len() - 1).unwrap_or_default();
        for bad in ["", "zz", "abc", "3132", cut] {
            assert_eq!(parse_history_cursor(bad), None, "{bad}");
        }
    }

    fn grade() -> BetGrade {
        BetGrade {
            bet_id: BetId::from_raw("b1"),
            user_id: UserId::from_raw("u1"),
            currency: Currency::Usd,
            expected_grade_version: 0,
            outcome: BetOutcome::Win,
            payout_cents: 1_910,
            to_cash_cents: 1_910,
            to_credit_cents: 0,
            restore_free_bet: false,
            leg_results: vec![(0, LegResult::Win)],
            regrade: false,
        }
    }

    #[test]
    fn malformed_grades_are_refused() {
        assert!(check_grades(&[grade()]).is_ok());
        let bad = [
            BetGrade {
                to_cash_cents: 1_000,
                ..grade()
            },
            BetGrade {
                payout_cents: -1,
                to_cash_cents: -1,
                ..grade()
            },
            BetGrade {
                outcome: BetOutcome::CashOut,
                ..grade()
            },
            BetGrade {
                outcome: BetOutcome::Pending,
                ..grade()
            },
            BetGrade {
                expected_grade_version: -1,
                ..grade()
            },
            BetGrade {
                leg_results: vec![(0, LegResult::Win), (0, LegResult::Loss)],
                ..grade()
            },
        ];
        for g in bad {
            assert!(check_grades(std::slice::from_ref(&g)).is_err(), "{g:?}");
        }
        assert!(check_grades(&[grade(), grade()]).is_err(), "a bet twice");
    }

    fn target() -> GradeTarget {
        GradeTarget {
            user_id: UserId::from_raw("u1"),
            currency: Currency::Usd,
            status: crate::BetStatus::Open,
            outcome: BetOutcome::Pending,
            source: "cash".to_owned(),
            free_bet_id: None,
            total_stake_cents: 1_000,
            payout_cents: 0,
            payout_credit_cents: 0,
            grade_version: 0,
            legs: vec![(0, LegResult::Pending)],
        }
    }

    #[test]
    fn a_first_win_pays_the_whole_payout() {
        let plan = plan_grade(&grade(), &target()).unwrap().unwrap();
        assert_eq!(plan.new_version, 1);
        assert_eq!(plan.status, crate::BetStatus::Settled);
        assert_eq!((plan.cash_delta, plan.credit_delta), (1_910, 0));
        assert_eq!(plan.kind, domain::ledger::TransactionKind::BetPayout);
        assert_eq!(plan.legs, vec![(0, LegResult::Win, false)]);
        assert!(!plan.regraded);
        assert!(plan.closing);
    }

    #[test]
    fn a_regrade_posts_the_difference_and_marks_corrected_legs() {
        let settled = GradeTarget {
            status: crate::BetStatus::Settled,
            outcome: BetOutcome::Win,
            payout_cents: 1_910,
            grade_version: 1,
            legs: vec![(0, LegResult::Win)],
            ..target()
        };
        let loss = BetGrade {
            expected_grade_version: 1,
            outcome: BetOutcome::Loss,
            payout_cents: 0,
            to_cash_cents: 0,
            leg_results: vec![(0, LegResult::Loss)],
            ..grade()
        };
        let plan = plan_grade(&loss, &settled).unwrap().unwrap();
        assert_eq!((plan.cash_delta, plan.credit_delta), (-1_910, 0));
        assert_eq!(plan.kind, domain::ledger::TransactionKind::BetRegrade);
        assert_eq!(plan.legs, vec![(0, LegResult::Loss, true)]);
        assert!(plan.regraded);
        assert_eq!(
            plan_grade(&grade(), &settled).unwrap(),
            Err(SkipReason::Stale { current_version: 1 })
        );
        let same = BetGrade {
            expected_grade_version: 1,
            ..grade()
        };
        assert_eq!(
            plan_grade(&same, &settled).unwrap(),
            Err(SkipReason::Unchanged)
        );
    }

    #[test]
    fn grades_that_do_not_fit_the_bet_are_refused() {
        let other = BetGrade {
            user_id: UserId::from_raw("u2"),
            ..grade()
        };
        assert!(plan_grade(&other, &target()).is_err());
        let restore = BetGrade {
            restore_free_bet: true,
            ..grade()
        };
        assert!(plan_grade(&restore, &target()).is_err());
        let credit = BetGrade {
            to_cash_cents: 0,
            to_credit_cents: 1_910,
            ..grade()
        };
        assert!(plan_grade(&credit, &target()).is_err());
        let unknown_leg = BetGrade {
            leg_results: vec![(3, LegResult::Win)],
            ..grade()
        };
        assert!(plan_grade(&unknown_leg, &target()).is_err());
        let cashed = GradeTarget {
            status: crate::BetStatus::Settled,
            outcome: BetOutcome::CashOut,
            ..target()
        };
        assert_eq!(
            plan_grade(&grade(), &cashed).unwrap(),
            Err(SkipReason::NotGradable)
        );
    }

    #[test]
    fn credit_taken_back_beyond_the_balance_comes_from_cash() {
        assert_eq!(shift_credit_shortfall(0, -1_000, 5_000), (0, -1_000));
        assert_eq!(shift_credit_shortfall(0, -1_000, 400), (-600, -400));
        assert_eq!(shift_credit_shortfall(200, -1_000, 0), (-800, 0));
        assert_eq!(shift_credit_shortfall(0, 1_000, 0), (0, 1_000));
    }

    #[test]
    fn settlement_transactions_balance_and_skip_zero_lines() {
        let bet = BetId::from_raw("b1");
        let user = UserId::from_raw("u1");
        let kind = domain::ledger::TransactionKind::BetRegrade;
        assert_eq!(
            settlement_transaction(kind, &bet, 2, &user, Currency::Usd, 0, 0).unwrap(),
            None
        );
        let swap = settlement_transaction(kind, &bet, 2, &user, Currency::Usd, 1_000, -1_000)
            .unwrap()
            .unwrap();
        assert_eq!(swap.postings().len(), 2, "no zero house line");
        assert_eq!(swap.idempotency_key(), "settle:b1:2");
        let pay = settlement_transaction(kind, &bet, 3, &user, Currency::Usd, -500, 0)
            .unwrap()
            .unwrap();
        assert_eq!(pay.postings().iter().map(|p| p.amount).sum::<i64>(), 0);
    }
}
