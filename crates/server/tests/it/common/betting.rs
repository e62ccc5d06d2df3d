//! Betting helpers for integration tests: funded bettors with a verified location, NFL games
//! from the vendor feed, and the betslip calls that place bets.

use super::TestApp;
use super::feed;
use chrono::Duration;
use domain::ids::{BetId, UserId};
use domain::ledger::{
    AccountRef, BalancedTransaction, Bucket, HouseAccount, Owner, TransactionKind,
};
use domain::money::Currency;
use serde_json::{Value, json};
use std::sync::atomic::{AtomicU64, Ordering};
use store::{NewReward, PlacedBet, Reward, RewardKind};

pub const GEO: &str = "We need to verify your location before you proceed. Please Check Location.";
/// Trenton NJ.
pub const TRENTON: (f64, f64) = (40.2237, -74.7400);

pub const SLIP: &str = "id version numberOfSelections autoAcceptOddsChanges errors { code message }
  marketSelections { id status odds { american } points { formattedPoints } }
  marketSelectionsMetadata { marketSelectionId selectionOrigin attributes }
  straight { draftBets { ...B draftLegs { id marketSelection { id odds { american } points { formattedPoints } } buyPointOptions { marketSelectionId points { formattedPoints } odds { american } } } } totalBetAmount { amount } totalPotentialReturnAmount { amount } totalPotentialBoostedReturnAmount { amount } errors { code message } }
  parlay { draftBets { ...B draftLegs { id } } errors { code message } }
  teaser { draftBets { ...B draftLegs { id } label teaserPoints { decimalPoints } teaserPreviews { enabled points { formattedPoints } totalOdds { american } } teaserMarketSelectionsMappings { draftLegId teasedPoints { formattedPoints } } } errors { code message } }
  roundRobin { draftBets { id label numberOfCombinations betAmount { amount } totalBetAmount { amount } } errors { code message } }";

/// What every draft bet of [`SLIP`] reads.
pub const DRAFT_BET: &str = "id betAmount { amount } winAmount { amount } boostedWinAmount { amount }
  totalOdds { american numerator denominator } boostedTotalOdds { american numerator denominator }
  errors { code message priority displayType } amountSourceType patronSetAmountType
  selectedFreeBetId selectedProfitBoostId availablePromotionalCreditBalance { amount }
  availableFreeBets { rawId } availableProfitBoosts { rawId boostPercentage maximumStakeAmount { amount } maximumAmount { amount } isRestricted eventRestrictionLabel }";

pub const ADD: &str = "mutation($id: ID!, $n: String!, $d: String!) { betslipAddMarketSelection(selectionId: $id, odds: {numeratorLong: $n, denominatorLong: $d}, selectionOrigin: \"event-page\") { ...S } }";
pub const SET: &str = "mutation($b: ID!, $a: String!, $f: AmountField!) { betslipSetBetAmount(draftBetId: $b, amount: $a, amountField: $f) { ...S } }";
pub const PLACE: &str = "mutation($bets: [PlaceBetInput!]!, $v: Int!, $k: String!) { placeBets(bets: $bets, betslipVersion: $v, idempotencyKey: $k) { placedBets { id rawId type status betAmount { amount } potentialPayout { amount } amountSourceType profitBoost { percentage maxStake { amount } } teaserPoints odds { american } legs { marketSelectionId points { formattedPoints } odds { american } } } patronBalanceAfter { withdrawableBalance { amount } globalBalance { amount } } errors { code message priority displayType } betslip { ...S } } }";

pub fn with_slip(op: &str) -> String {
    format!("{op} fragment S on Betslip {{ {SLIP} }} fragment B on DraftBet {{ {DRAFT_BET} }}")
}

pub struct Bettor {
    pub token: String,
    pub user: UserId,
}

pub async fn app() -> TestApp {
    TestApp::spawn_with(|c| c.betting.delay_scale = 0.2).await
}

/// The RFC 3339 instant `days` from the server's now.
pub fn start_in(app: &TestApp, days: i64) -> String {
    (app.now() + Duration::days(days)).to_rfc3339()
}

/// Three NFL games (`g1`, `g2`, `g3`) tomorrow.
pub async fn games(app: &TestApp) -> String {
    let key = app.feed_key(feed::SOURCE).await;
    for (i, id) in ["g1", "g2", "g3"].iter().enumerate() {
        let seq = u64::try_from(i).unwrap() + 1;
        app.push_ok(&key, &feed::new_game(seq, id, &start_in(app, 1)))
            .await;
    }
    key
}

pub async fn gql(app: &TestApp, token: &str, query: &str, vars: Value) -> Value {
    app.graphql(Some(token), &with_slip(query), vars).await
}

pub fn data<'a>(res: &'a Value, field: &str) -> &'a Value {
    assert!(res["errors"].is_null(), "{field}: {res}");
    &res["data"][field]
}

pub fn error_code(res: &Value) -> &str {
    res["errors"][0]["extensions"]["code"]
        .as_str()
        .unwrap_or_default()
}

pub async fn fund(app: &TestApp, user: &UserId, cents: i64) {
    // A key of its own per call: the ledger posts a key once, so a key made of the user and the
    // amount would never fund a second top-up of the same amount.
    static CALLS: AtomicU64 = AtomicU64::new(0);
    let call = CALLS.fetch_add(1, Ordering::Relaxed);
    let tx = BalancedTransaction::transfer(
        TransactionKind::DemoFunding,
        format!("fund-{user}-{call}"),
        "demo funding",
        AccountRef {
            owner: Owner::House(HouseAccount::Funding),
            currency: Currency::Usd,
        },
        AccountRef {
            owner: Owner::User(user.clone(), Bucket::Cash),
            currency: Currency::Usd,
        },
        cents,
    )
    .unwrap();
    app.store().post_transaction(&tx, app.now()).await.unwrap();
}

pub async fn cash(app: &TestApp, user: &UserId) -> i64 {
    app.store()
        .balances(user, Currency::Usd)
        .await
        .unwrap()
        .cash
        .cents
}

/// A signed packet of `token`'s session placing the client at `at` (licence, then collector).
pub async fn packet(app: &TestApp, token: &str, at: (f64, f64)) -> String {
    let res = app
        .graphql(
            Some(token),
            "mutation { geolocationGetApiToken(licenseType: BROWSER) { licenseKey } }",
            json!({}),
        )
        .await;
    let key = res["data"]["geolocationGetApiToken"]["licenseKey"]
        .as_str()
        .expect("licence")
        .to_owned();
    let body = json!({"licenseKey": key, "latitude": at.0, "longitude": at.1, "accuracy": 20, "source": "fixed"});
    let res = app
        .client
        .post(app.url("/geo/v1/packets"))
        .json(&body)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    res.json::<Value>().await.unwrap()["geoPacket"]
        .as_str()
        .expect("geoPacket")
        .to_owned()
}

/// Verifies the location of `token`'s session in Trenton.
pub async fn authorise(app: &TestApp, token: &str) {
    let packet = packet(app, token, TRENTON).await;
    let res = app
        .graphql(
            Some(token),
            "mutation($p: String!) { geolocationAuthorizeGeoPacket(geoPacket: $p) { errors { code } } }",
            json!({"p": packet}),
        )
        .await;
    assert_eq!(
        res["data"]["geolocationAuthorizeGeoPacket"]["errors"],
        json!([]),
        "{res}"
    );
}

/// A funded account holder with a verified location.
pub async fn bettor(app: &TestApp, email: &str, cents: i64) -> Bettor {
    let (id, token, _) = app.user_with_tokens(email).await;
    let user = UserId::from_raw(id);
    if cents > 0 {
        fund(app, &user, cents).await;
    }
    authorise(app, &token).await;
    Bettor { token, user }
}

/// The selection's current price as numerator/denominator strings.
pub fn price(app: &TestApp, selection: &str) -> (String, String) {
    let (market, _) = app.state.catalogue.selection(selection).expect("offered");
    let odds = market.market.selection(selection).unwrap().odds;
    (odds.numerator().to_string(), odds.denominator().to_string())
}

pub async fn add(app: &TestApp, token: &str, selection: &str) -> Value {
    let (n, d) = price(app, selection);
    let res = gql(app, token, ADD, json!({"id": selection, "n": n, "d": d})).await;
    data(&res, "betslipAddMarketSelection").clone()
}

pub async fn set_amount(app: &TestApp, token: &str, bet: &str, amount: &str) -> Value {
    let res = gql(app, token, SET, json!({"b": bet, "a": amount, "f": "BET"})).await;
    data(&res, "betslipSetBetAmount").clone()
}

pub async fn place(app: &TestApp, token: &str, bets: Value, version: i64, key: &str) -> Value {
    let res = gql(
        app,
        token,
        PLACE,
        json!({"bets": bets, "v": version, "k": key}),
    )
    .await;
    data(&res, "placeBets").clone()
}

/// The viewer's betslip as it is now.
pub async fn read_slip(app: &TestApp, token: &str) -> Value {
    let res = gql(app, token, "query { betslip { ...S } }", json!({})).await;
    data(&res, "betslip").clone()
}

/// `extensions.betslipError` of a refused betslip operation.
pub fn betslip_error(res: &Value) -> &Value {
    &res["errors"][0]["extensions"]["betslipError"]
}

pub fn bets_of<'a>(slip: &'a Value, section: &str) -> &'a Vec<Value> {
    slip[section]["draftBets"].as_array().expect("draft bets")
}

pub async fn ledger_ok(app: &TestApp) {
    let report = app.store().verify_ledger().await.unwrap();
    assert!(report.is_ok(), "{report:?}");
}

pub async fn flag_on(app: &TestApp, token: &str, key: &str) {
    let res = app
        .graphql(
            Some(token),
            "mutation($k: String!) { setFeatureFlagOverride(key: $k, enabled: true) { key } }",
            json!({"k": key}),
        )
        .await;
    assert!(res["errors"].is_null(), "{res}");
}

/// An anonymous visitor's token (from the startup data).
pub async fn visitor(app: &TestApp) -> String {
    let res = app
        .graphql(None, "{ startup { anonymousToken } }", json!({}))
        .await;
    res["data"]["startup"]["anonymousToken"]
        .as_str()
        .expect("anonymous token")
        .to_owned()
}

/// Empties the bettor's slip.
pub async fn clear(app: &TestApp, b: &Bettor) {
    let res = app
        .graphql(
            Some(&b.token),
            "mutation { betslipClear { id } }",
            json!({}),
        )
        .await;
    assert!(res["errors"].is_null(), "{res}");
}

/// A reward as `sportsbook admin award bonus-bet|profit-boost` builds it (USD, 7 days, no
/// restriction, no amount or boost yet); tests set what they need and [`grant`] it.
pub fn new_reward(app: &TestApp, user: &UserId, kind: RewardKind) -> NewReward {
    let now = app.now();
    NewReward {
        user_id: user.clone(),
        kind,
        title: match kind {
            RewardKind::FreeBet => "Bonus Bet",
            RewardKind::ProfitBoost => "Profit Boost",
        }
        .into(),
        amount_cents: 0,
        currency: Currency::Usd,
        boost_percentage: 0,
        max_stake_cents: 0,
        min_legs: None,
        max_legs: None,
        event_id: None,
        bet_types: Vec::new(),
        expires_at: now + Duration::days(7),
        granted_by: "admin".into(),
        created_at: now,
    }
}

/// A profit boost of `percentage` up to a stake of `max_stake_cents`.
pub fn profit_boost(
    app: &TestApp,
    user: &UserId,
    percentage: u32,
    max_stake_cents: i64,
) -> NewReward {
    NewReward {
        boost_percentage: percentage,
        max_stake_cents,
        ..new_reward(app, user, RewardKind::ProfitBoost)
    }
}

/// Grants the reward through the store (what `sportsbook admin award` calls).
pub async fn grant(app: &TestApp, reward: NewReward) -> Reward {
    app.store()
        .grant_reward(reward)
        .await
        .expect("grant reward")
}

/// Credits promotional credit (what `sportsbook admin award credits` calls).
pub async fn grant_credits(app: &TestApp, user: &UserId, cents: i64) {
    app.store()
        .grant_promotional_credit(
            user,
            cents,
            Currency::Usd,
            &format!("credits-{user}-{cents}"),
            app.now(),
        )
        .await
        .expect("grant credits");
}

/// The bettor's promotional credit (Credits) balance.
pub async fn credits(app: &TestApp, user: &UserId) -> i64 {
    app.store()
        .balances(user, Currency::Usd)
        .await
        .unwrap()
        .promotional_credit
        .cents
}

/// Waits (up to 10 s) for the settlement job to settle the bet and answers it.
pub async fn settled(app: &TestApp, user: &UserId, bet_id: &str) -> PlacedBet {
    let id = &BetId::from_raw(bet_id.to_owned());
    super::eventually(
        "the settlement job settles the bet",
        std::time::Duration::from_secs(10),
        || async move {
            let bet = app.store().bet(user, id).await.unwrap()?;
            (bet.status == store::BetStatus::Settled).then_some(bet)
        },
    )
    .await
}

/// Places one straight of `amount` dollars on `selection` alone (idempotency `key`) from an
/// emptied slip; answers the bet's id.
pub async fn place_straight(
    app: &TestApp,
    b: &Bettor,
    selection: &str,
    amount: &str,
    key: &str,
) -> String {
    clear(app, b).await;
    add(app, &b.token, selection).await;
    let slip = set_amount(app, &b.token, &format!("straight:{selection}"), amount).await;
    let bet = &bets_of(&slip, "straight")[0];
    let placed = place(
        app,
        &b.token,
        json!([{"draftBetId": bet["id"], "betAmount": bet["betAmount"]["amount"].to_string()}]),
        slip["version"].as_i64().unwrap(),
        key,
    )
    .await;
    assert_eq!(placed["errors"], json!([]), "{placed}");
    placed["placedBets"][0]["id"].as_str().unwrap().to_owned()
}

/// Places a parlay of `selections` at `amount` (idempotency `key`) from an emptied slip;
/// answers the bet's id.
pub async fn place_parlay(
    app: &TestApp,
    b: &Bettor,
    selections: &[&str],
    amount: &str,
    key: &str,
) -> String {
    clear(app, b).await;
    for s in selections {
        add(app, &b.token, s).await;
    }
    let slip = set_amount(app, &b.token, "parlay", amount).await;
    let bet = &bets_of(&slip, "parlay")[0];
    let placed = place(
        app,
        &b.token,
        json!([{"draftBetId": "parlay", "betAmount": bet["betAmount"]["amount"].to_string()}]),
        slip["version"].as_i64().unwrap(),
        key,
    )
    .await;
    assert_eq!(placed["errors"], json!([]), "{placed}");
    placed["placedBets"][0]["id"].as_str().unwrap().to_owned()
}
