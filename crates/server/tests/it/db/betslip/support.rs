//! What the betslip operation tests share: the GraphQL documents they send, the betslip
//! errors as the server words them, and small calls.

use crate::common::TestApp;
use crate::common::betting::*;
use serde_json::{Value, json};

pub(super) const BOOST: &str = "mutation($b: ID!, $p: ID) { betslipSelectProfitBoost(draftBetId: $b, profitBoostId: $p) { ...S } }";
pub(super) const SOURCE: &str = "mutation($b: ID!, $t: AmountSourceType!, $f: ID) { betslipSetAmountSource(draftBetId: $b, amountSourceType: $t, freeBetId: $f) { ...S } }";
pub(super) const ADJUST: &str = "mutation($o: ID!, $n: ID!) { betslipAdjustMarketSelectionPoints(oldMarketSelectionId: $o, newMarketSelectionId: $n) { ...S } }";
pub(super) const TEASE: &str =
    "mutation($b: ID!, $p: Float!) { betslipBuyTeaserPoints(draftBetId: $b, points: $p) { ...S } }";
pub(super) const FEATURED: &str =
    "mutation($f: ID!) { betslipAddFeaturedBet(featuredBetId: $f) { ...S } }";
pub(super) const REPLACE: &str = "mutation($s: [BetslipAddSelectionInput!]!, $m: Boolean!) { betslipReplace(selections: $s, mergeBetslip: $m) { ...S } }";
pub(super) const CLEAR: &str = "mutation { betslipClear { ...S } }";
pub(super) const CLEAR_TEASER: &str = "mutation { betslipClearTeaser { ...S } }";

pub(super) const QUICK: &str = "query { quickBetslip { ...S } }";
pub(super) const QUICK_ADD: &str = "mutation($id: ID!, $n: String!, $d: String!) { quickBetslipAddMarketSelection(selectionId: $id, odds: {numeratorLong: $n, denominatorLong: $d}, selectionOrigin: \"quick-bets\") { ...S } }";
pub(super) const QUICK_REMOVE: &str =
    "mutation($id: ID!) { quickBetslipRemoveMarketSelection(selectionId: $id) { ...S } }";
pub(super) const QUICK_SET: &str = "mutation($b: ID!, $a: String!, $f: AmountField!) { quickBetslipSetBetAmount(draftBetId: $b, amount: $a, amountField: $f) { ...S } }";
pub(super) const QUICK_SOURCE: &str = "mutation($b: ID!, $t: AmountSourceType!) { quickBetslipSetAmountSource(draftBetId: $b, amountSourceType: $t) { ...S } }";
pub(super) const QUICK_ACCEPT: &str = "mutation { quickBetslipAcceptChanges { ...S } }";
pub(super) const QUICK_PLACE: &str = "mutation($b: ID!, $a: String!, $v: Int!, $k: String!) { quickBetslipPlaceBet(bet: {draftBetId: $b, betAmount: $a}, betslipVersion: $v, idempotencyKey: $k) { placedBets { id type betAmount { amount } potentialPayout { amount } legs { marketSelectionId odds { american } } } patronBalanceAfter { withdrawableBalance { amount } } errors { code message priority displayType } betslip { ...S } } }";

// ---- the betslip errors as the server sends them ----------------------------------------

pub(super) fn error(code: &str, message: &str, priority: u8, display: &str) -> Value {
    json!({"code": code, "message": message, "priority": priority, "displayType": display})
}

pub(super) fn invalid(message: &str) -> Value {
    error("INVALID", message, 8, "INVALID")
}

pub(super) fn reward_unavailable() -> Value {
    error(
        "REWARD_UNAVAILABLE",
        "This reward is no longer available.",
        8,
        "INVALID",
    )
}

pub(super) fn low_credits() -> Value {
    error(
        "LOW_PROMOTIONAL_CREDITS",
        "You don't have enough Credits for this bet.",
        5,
        "BET_AMOUNT",
    )
}

pub(super) fn selection_closed() -> Value {
    error(
        "SELECTION_CLOSED",
        "This selection is no longer available.",
        6,
        "SELECTION_DISABLED",
    )
}

pub(super) fn odds_changed() -> Value {
    error(
        "ODDS_CHANGED",
        "Odds have changed. Please review and accept the changes.",
        2,
        "ODDS_CHANGED",
    )
}

pub(super) fn betslip_changed() -> Value {
    error(
        "BETSLIP_CHANGED",
        "Your betslip changed. Please review it and try again.",
        9,
        "RETRYABLE",
    )
}

pub(super) fn key_reused() -> Value {
    error(
        "IDEMPOTENCY_KEY_REUSED",
        "This request was already used for a different bet. Please review your betslip and place your bet again.",
        8,
        "INVALID",
    )
}

pub(super) const NOT_IN_SLIP: &str = "This bet is not in your betslip.";

/// Asserts an operation was refused as BAD_USER_INPUT carrying `expected`.
#[track_caller]
pub(super) fn refused(res: &Value, expected: &Value) {
    assert_eq!(error_code(res), "BAD_USER_INPUT", "{res}");
    assert_eq!(betslip_error(res), expected, "{res}");
}

// ---- small calls -------------------------------------------------------------------------

pub(super) async fn select_boost(
    app: &TestApp,
    token: &str,
    bet: &str,
    boost: Option<&str>,
) -> Value {
    gql(app, token, BOOST, json!({"b": bet, "p": boost})).await
}

pub(super) async fn source(
    app: &TestApp,
    token: &str,
    bet: &str,
    kind: &str,
    free_bet: Option<&str>,
) -> Value {
    gql(
        app,
        token,
        SOURCE,
        json!({"b": bet, "t": kind, "f": free_bet}),
    )
    .await
}

pub(super) fn version(slip: &Value) -> i64 {
    slip["version"].as_i64().expect("version")
}

pub(super) fn ids(list: &Value, field: &str) -> Vec<String> {
    list.as_array()
        .expect("a list")
        .iter()
        .map(|v| v[field].as_str().expect("a string").to_owned())
        .collect()
}

/// The selections of the slip, in order.
pub(super) fn selections(slip: &Value) -> Vec<String> {
    ids(&slip["marketSelections"], "id")
}

/// The profit boosts a draft bet offers.
pub(super) fn boosts(bet: &Value) -> Vec<String> {
    ids(&bet["availableProfitBoosts"], "rawId")
}

/// A selection to add at its current price.
pub(super) fn pick(app: &TestApp, selection: &str) -> Value {
    let (n, d) = price(app, selection);
    json!({"selectionId": selection, "odds": {"numeratorLong": n, "denominatorLong": d}, "selectionOrigin": "share"})
}

pub(super) fn straight_bet(slip: &Value, selection: &str) -> Value {
    let id = format!("straight:{selection}");
    bets_of(slip, "straight")
        .iter()
        .find(|b| b["id"] == id.as_str())
        .cloned()
        .unwrap_or_else(|| panic!("no {id} in {slip}"))
}

pub(super) const TEASE_SEEN: &str = "mutation($b: ID!, $p: Float!, $m: [ID!], $o: BetslipOddsInput) { betslipBuyTeaserPoints(draftBetId: $b, points: $p, affectedMarkets: $m, odds: $o, includeOddsTrend: true) { ...S teaser { draftBets { id totalOddsTrend } } } }";
pub(super) const ACCEPT_ONLY: &str = "mutation($s: [ID!], $g: [[ID!]!]) { betslipAcceptChanges(marketSelections: $s, sameGameParlayLegs: $g, includeOddsTrend: true) { ...S teaser { draftBets { id totalOddsTrend } } draftBetEventGroupings: straight { draftBetEventGroupings { eventId legGroupRequiresAcceptance } } } }";
pub(super) const QUICK_DRAFT: &str = "mutation($id: ID!, $n: String!, $d: String!, $a: String!, $f: AmountField!, $t: AmountSourceType, $fb: ID) { quickBetslipSetDraftBet(selectionId: $id, odds: {numeratorLong: $n, denominatorLong: $d}, amount: $a, amountField: $f, amountSourceType: $t, freeBetId: $fb, selectionOrigin: \"quick-bets\") { ...S } }";

/// ODDS_CHANGED as the slip's own errors read it (code and message).
pub(super) fn slip_odds_changed() -> Value {
    json!({"code": "ODDS_CHANGED", "message": "Odds have changed. Please review and accept the changes."})
}

pub(super) fn american(odds: &str) -> Value {
    // American to numerator/denominator strings as the client sends them.
    let a: i64 = odds.parse().unwrap();
    let (n, d) = if a > 0 { (a, 100) } else { (100, -a) };
    json!({"numeratorLong": n.to_string(), "denominatorLong": d.to_string()})
}
