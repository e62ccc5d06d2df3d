//! Betting helpers for integration tests: funded bettors with a verified location, NFL games
//! from the vendor feed, and the betslip calls that place bets.
#![allow(dead_code)]

use super::TestApp;
use super::feed;
use chrono::{Duration, Utc};
use domain::ids::UserId;
use domain::ledger::{
    AccountRef, BalancedTransaction, Bucket, HouseAccount, Owner, TransactionKind,
};
use domain::money::Currency;
use serde_json::{Value, json};

pub const GEO: &str = "We need to verify your location before you proceed. Please Check Location.";
/// Trenton NJ.
pub const TRENTON: (f64, f64) = (40.2237, -74.7400);

pub const SLIP: &str = "id version numberOfSelections autoAcceptOddsChanges errors { code message }
  marketSelections { id status odds { american } }
  straight { draftBets { id betAmount { amount } winAmount { amount } totalOdds { american } errors { code displayType } } totalBetAmount { amount } }
  parlay { draftBets { id betAmount { amount } winAmount { amount } totalOdds { american } errors { code message } } errors { code message } }
  teaser { draftBets { id label teaserPoints { decimalPoints } teaserPreviews { enabled points { formattedPoints } totalOdds { american } } totalOdds { american } } errors { code message } }
  roundRobin { draftBets { id label numberOfCombinations betAmount { amount } totalBetAmount { amount } } errors { code message } }";

pub const ADD: &str = "mutation($id: ID!, $n: String!, $d: String!) { betslipAddMarketSelection(selectionId: $id, odds: {numeratorLong: $n, denominatorLong: $d}, selectionOrigin: \"event-page\") { ...S } }";
pub const SET: &str = "mutation($b: ID!, $a: String!, $f: AmountField!) { betslipSetBetAmount(draftBetId: $b, amount: $a, amountField: $f) { ...S } }";
pub const PLACE: &str = "mutation($bets: [PlaceBetInput!]!, $v: Int!, $k: String!) { placeBets(bets: $bets, betslipVersion: $v, idempotencyKey: $k) { placedBets { id rawId type status betAmount { amount } potentialPayout { amount } legs { marketSelectionId } } patronBalanceAfter { withdrawableBalance { amount } } errors { code message priority displayType } betslip { ...S } } }";

pub fn with_slip(op: &str) -> String {
    format!("{op} fragment S on Betslip {{ {SLIP} }}")
}

pub struct Bettor {
    pub token: String,
    pub user: UserId,
}

pub async fn app() -> TestApp {
    TestApp::spawn_with(|c| c.betting.delay_scale = 0.2).await
}

pub fn start_in(days: i64) -> String {
    (Utc::now() + Duration::days(days)).to_rfc3339()
}

/// Three NFL games (`g1`, `g2`, `g3`) tomorrow.
pub async fn games(app: &TestApp) -> String {
    let key = app.feed_key(feed::SOURCE).await;
    for (i, id) in ["g1", "g2", "g3"].iter().enumerate() {
        let seq = u64::try_from(i).unwrap() + 1;
        app.push_ok(&key, &feed::new_game(seq, id, &start_in(1)))
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
    let tx = BalancedTransaction::transfer(
        TransactionKind::DemoFunding,
        format!("fund-{user}-{cents}"),
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
    app.store().post_transaction(&tx, Utc::now()).await.unwrap();
}

pub async fn cash(app: &TestApp, user: &UserId) -> i64 {
    app.store()
        .balances(user, Currency::Usd)
        .await
        .unwrap()
        .cash
        .cents
}

/// Verifies the location of `token`'s session in Trenton.
pub async fn authorise(app: &TestApp, token: &str) {
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
    let body = json!({"licenseKey": key, "latitude": TRENTON.0, "longitude": TRENTON.1, "accuracy": 20, "source": "fixed"});
    let res = app
        .client
        .post(app.url("/geo/v1/packets"))
        .json(&body)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let packet = res.json::<Value>().await.unwrap()["geoPacket"]
        .as_str()
        .unwrap()
        .to_owned();
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
