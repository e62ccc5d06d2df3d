//! GraphQL over HTTP against the real server: startup for visitors, account and balances,
//! cross-user isolation, persisted queries over GET, limits, introspection, error codes.

use crate::common::TestApp;
use chrono::Utc;
use domain::ids::UserId;
use domain::ledger::{
    AccountRef, BalancedTransaction, Bucket, HouseAccount, Owner, TransactionKind,
};
use domain::money::Currency;
use serde_json::{Value, json};
use server::bus::Event;
use server::tokens::{TokenKeys, TokenKind};
use sha2::{Digest, Sha256};
use std::time::Duration;

const STARTUP: &str = r#"query Startup($geoPacket: String) {
  startup(geoPacket: $geoPacket) {
    sportsbookUrl
    anonymousToken
    serviceAttributes { sportsbookWebsocketUrl identityBaseUrl appUrl singleSignOnClientId singleSignOnAuthorizeUrl
      partnerIdentityTokenUrl locationComplianceServiceUrls
      webFooterDisclaimers { body hyperlinkText deepLink { canonicalUrl webUrl } } }
    applicationMetadata { currentTime inactivityThresholdMinutes heartbeatIntervalSeconds casinoEnabled
      searchDebounceMilliseconds monitoringSampleRate toolbarIcons { id label icon deepLink { webUrl } } }
    regionalMetadata { validRegion currentRegionCode currentCountryCode ipAddress ipAddressShortRegionCode
      ipAddressCountryCode ipAddressCity ipAddressCheckTimerSeconds }
    responsibleGaming { logos { id name imageUrl altText deepLink { webUrl } } }
    maintenanceModeContent { title }
    cfWaitingRoom { inWaitingRoom refreshIntervalSeconds }
  }
}"#;

const ACCOUNT: &str = r#"{ account { id username firstName lastName email region currency
  balances { playableBalance { amount amountLong currency formattedAmount } totalPlayableBalance { amount }
    withdrawableBalance { amount formattedAmount } restrictedBalance { amount } bonusBalance { amount }
    globalBalance { amount formattedAmount } }
  casinoRestriction { active expiresAt } lastLoginAt requiresResponsibleGamingAcknowledgement showLimitsModal } }"#;

fn code(body: &Value) -> Option<&str> {
    body["errors"][0]["extensions"]["code"].as_str()
}

/// Funds `user` with `cents` of cash through a real ledger transaction and publishes it.
async fn fund(app: &TestApp, user: &str, cents: i64, key: &str) {
    let tx = BalancedTransaction::transfer(
        TransactionKind::Adjustment,
        key,
        "test funding",
        AccountRef {
            owner: Owner::House(HouseAccount::Funding),
            currency: Currency::Usd,
        },
        AccountRef {
            owner: Owner::User(UserId::from_raw(user), Bucket::Cash),
            currency: Currency::Usd,
        },
        cents,
    )
    .unwrap();
    app.store().post_transaction(&tx, app.now()).await.unwrap();
    app.state.bus.publish(Event::BalanceChanged {
        user_id: UserId::from_raw(user),
    });
}

#[tokio::test]
async fn startup_is_served_to_visitors_with_an_anonymous_token() {
    let app = TestApp::spawn().await;
    let body = app.graphql(None, STARTUP, json!({})).await;
    assert!(body.get("errors").is_none(), "{body}");
    let s = &body["data"]["startup"];
    let token = s["anonymousToken"]
        .as_str()
        .expect("anonymous token for visitors");
    let claims = app.state.keys.verify(token, app.now()).unwrap();
    assert_eq!(claims.kind, TokenKind::Anonymous);

    assert_eq!(s["regionalMetadata"]["validRegion"], true);
    assert_eq!(s["regionalMetadata"]["currentRegionCode"], "US-NJ");
    assert_eq!(s["regionalMetadata"]["currentCountryCode"], "US");
    assert_eq!(s["regionalMetadata"]["ipAddressShortRegionCode"], "NJ");
    assert_eq!(s["regionalMetadata"]["ipAddress"], "127.0.0.1");
    assert_eq!(s["regionalMetadata"]["ipAddressCheckTimerSeconds"], 10);
    assert_eq!(s["sportsbookUrl"], app.base_url);
    assert_eq!(
        s["serviceAttributes"]["sportsbookWebsocketUrl"],
        format!("ws://{}/graphql", app.addr)
    );
    assert_eq!(s["serviceAttributes"]["singleSignOnClientId"], "web");
    assert_eq!(
        s["serviceAttributes"]["singleSignOnAuthorizeUrl"],
        format!("{}/oauth/authorize", app.base_url)
    );
    assert_eq!(
        s["serviceAttributes"]["partnerIdentityTokenUrl"],
        Value::Null
    );
    let disclaimers = s["serviceAttributes"]["webFooterDisclaimers"]
        .as_array()
        .unwrap();
    assert!(
        disclaimers
            .iter()
            .any(|d| d["body"].as_str().unwrap().contains("1-800-GAMBLER"))
    );
    assert_eq!(s["applicationMetadata"]["inactivityThresholdMinutes"], 30);
    assert_eq!(s["applicationMetadata"]["heartbeatIntervalSeconds"], 60);
    assert_eq!(s["applicationMetadata"]["casinoEnabled"], true);
    assert_eq!(s["applicationMetadata"]["searchDebounceMilliseconds"], 300);
    assert_eq!(s["applicationMetadata"]["monitoringSampleRate"], 0.0);
    let now = chrono::DateTime::parse_from_rfc3339(
        s["applicationMetadata"]["currentTime"].as_str().unwrap(),
    )
    .unwrap();
    assert!((app.now() - now.with_timezone(&Utc)).num_seconds().abs() < 60);
    let logos = s["responsibleGaming"]["logos"].as_array().unwrap();
    assert!(!logos.is_empty());
    assert!(
        logos
            .iter()
            .all(|l| l["imageUrl"].as_str().unwrap().starts_with("/brand/rg/"))
    );
    assert_eq!(s["maintenanceModeContent"], Value::Null);
    assert_eq!(
        s["cfWaitingRoom"],
        json!({ "inWaitingRoom": false, "refreshIntervalSeconds": 30 })
    );

    // Presenting the anonymous token keeps the visitor id.
    let again = app
        .graphql(Some(token), "{ startup { anonymousToken } }", json!({}))
        .await;
    let renewed = again["data"]["startup"]["anonymousToken"].as_str().unwrap();
    assert_eq!(
        app.state.keys.verify(renewed, app.now()).unwrap().sub,
        claims.sub
    );
}

#[tokio::test]
async fn startup_reports_an_invalid_region() {
    let app = TestApp::spawn().await;
    let res = app
        .client
        .post(app.url("/graphql"))
        .header("x-client-region", "US-CA")
        .json(&json!({ "query": "{ startup { regionalMetadata { validRegion currentRegionCode currentCountryCode } } }" }))
        .send()
        .await
        .unwrap();
    let body: Value = res.json().await.unwrap();
    assert_eq!(
        body["data"]["startup"]["regionalMetadata"],
        json!({ "validRegion": false, "currentRegionCode": "US-CA", "currentCountryCode": "US" })
    );
}

#[tokio::test]
async fn startup_for_logged_in_users_has_no_anonymous_token() {
    let app = TestApp::spawn().await;
    let (_, access, _) = app.user_with_tokens("startup@example.com").await;
    let body = app
        .graphql(
            Some(&access),
            "{ startup { anonymousToken sportsbookUrl } }",
            json!({}),
        )
        .await;
    assert_eq!(
        body["data"]["startup"]["anonymousToken"],
        Value::Null,
        "{body}"
    );
}

#[tokio::test]
async fn startup_rejects_bad_location_arguments() {
    let app = TestApp::spawn().await;
    let body = app
        .graphql(
            None,
            "{ startup(latLongParams: { latitude: 123.0, longitude: 0.0 }) { sportsbookUrl } }",
            json!({}),
        )
        .await;
    assert_eq!(code(&body), Some("BAD_USER_INPUT"), "{body}");
}

#[tokio::test]
async fn account_needs_a_valid_session() {
    let app = TestApp::spawn().await;
    let (user, _, _) = app.user_with_tokens("acct@example.com").await;

    // No token, anonymous token: UNAUTHENTICATED with HTTP 200.
    let res = app
        .client
        .post(app.url("/graphql"))
        .json(&json!({ "query": ACCOUNT }))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let body: Value = res.json().await.unwrap();
    assert_eq!(code(&body), Some("UNAUTHENTICATED"), "{body}");
    assert_eq!(body["data"]["account"], Value::Null);

    let anon = app
        .state
        .keys
        .issue(
            TokenKind::Anonymous,
            "visitor",
            None,
            app.now(),
            Duration::from_secs(60),
        )
        .unwrap();
    assert_eq!(
        code(&app.graphql(Some(&anon), ACCOUNT, json!({})).await),
        Some("UNAUTHENTICATED")
    );

    // Forged (other key) and expired tokens: UNAUTHENTICATED, never a 500.
    let forged = TokenKeys::new(b"someone-elses-secret-someone-elses")
        .issue(
            TokenKind::Access,
            &user,
            Some("whatever"),
            app.now(),
            Duration::from_secs(600),
        )
        .unwrap();
    let expired = app
        .state
        .keys
        .issue(
            TokenKind::Access,
            &user,
            Some("whatever"),
            app.now() - chrono::Duration::hours(2),
            Duration::from_secs(60),
        )
        .unwrap();
    for token in [forged.as_str(), expired.as_str(), "garbage", ""] {
        let res = app
            .client
            .post(app.url("/graphql"))
            .header("authorization", format!("Bearer {token}"))
            .json(&json!({ "query": ACCOUNT }))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 200);
        let body: Value = res.json().await.unwrap();
        assert_eq!(code(&body), Some("UNAUTHENTICATED"), "{token}: {body}");
    }
    // Startup with a refused bearer is UNAUTHENTICATED too (the client refreshes tokens).
    assert_eq!(
        code(
            &app.graphql(Some(&forged), "{ startup { sportsbookUrl } }", json!({}))
                .await
        ),
        Some("UNAUTHENTICATED")
    );
}

#[tokio::test]
async fn account_shows_ledger_balances() {
    let app = TestApp::spawn().await;
    let (user, access, _) = app.user_with_tokens("rich@example.com").await;
    fund(&app, &user, 100_000, "fund-rich").await;

    let body = app.graphql(Some(&access), ACCOUNT, json!({})).await;
    assert!(body.get("errors").is_none(), "{body}");
    let a = &body["data"]["account"];
    assert_eq!(a["id"], user.as_str());
    assert_eq!(a["email"], "rich@example.com");
    assert_eq!(a["username"], "rich@example.com");
    assert_eq!(a["firstName"], "Alex");
    assert_eq!(a["lastName"], "Morgan");
    assert_eq!(a["region"], "US-NJ");
    assert_eq!(a["currency"], "USD");
    assert_eq!(
        a["balances"]["playableBalance"],
        json!({ "amount": 100_000, "amountLong": "100000", "currency": "USD", "formattedAmount": "$1,000.00" })
    );
    assert_eq!(
        a["balances"]["withdrawableBalance"]["formattedAmount"],
        "$1,000.00"
    );
    assert_eq!(a["balances"]["globalBalance"]["amount"], 100_000);
    assert_eq!(a["balances"]["restrictedBalance"]["amount"], 0);
    assert_eq!(a["balances"]["bonusBalance"]["amount"], 0);
    assert_eq!(
        a["casinoRestriction"],
        json!({ "active": false, "expiresAt": null })
    );
    assert!(a["lastLoginAt"].is_string());
}

#[tokio::test]
async fn a_token_only_ever_shows_its_own_account() {
    let app = TestApp::spawn().await;
    let (a, token_a, _) = app.user_with_tokens("a@example.com").await;
    let (b, token_b, _) = app.user_with_tokens("b@example.com").await;
    fund(&app, &b, 5_000, "fund-b").await;

    let body_a = app.graphql(Some(&token_a), ACCOUNT, json!({})).await;
    assert_eq!(body_a["data"]["account"]["id"], a.as_str());
    assert_eq!(body_a["data"]["account"]["email"], "a@example.com");
    assert_eq!(
        body_a["data"]["account"]["balances"]["globalBalance"]["amount"],
        0
    );
    let body_b = app.graphql(Some(&token_b), ACCOUNT, json!({})).await;
    assert_eq!(body_b["data"]["account"]["id"], b.as_str());
    assert_eq!(
        body_b["data"]["account"]["balances"]["globalBalance"]["amount"],
        5_000
    );

    // There is no argument to name another user.
    let probe = app
        .graphql(
            Some(&token_a),
            &format!(r#"{{ account(id: "{b}") {{ id }} }}"#),
            json!({}),
        )
        .await;
    assert!(
        probe.get("data").is_none() || probe["data"].is_null(),
        "{probe}"
    );
    assert!(
        probe["errors"][0]["message"]
            .as_str()
            .unwrap()
            .contains("Unknown argument"),
        "{probe}"
    );
    let session = app
        .graphql(
            Some(&token_a),
            "{ sessionAccount { email firstName } }",
            json!({}),
        )
        .await;
    assert_eq!(session["data"]["sessionAccount"]["email"], "a@example.com");
}

#[tokio::test]
async fn session_account_and_heartbeat() {
    let app = TestApp::spawn().await;
    let (_, access, _) = app.user_with_tokens("beat@example.com").await;
    let body = app
        .graphql(Some(&access), "{ sessionAccount { firstName email lastLoginAt previousLoginAt realityCheckinInterval currentTime } }", json!({}))
        .await;
    let s = &body["data"]["sessionAccount"];
    assert_eq!(s["firstName"], "Alex");
    assert!(s["lastLoginAt"].is_string());
    assert_eq!(s["previousLoginAt"], Value::Null);

    let beat = app
        .graphql(
            Some(&access),
            "mutation { heartbeat(elapsedSeconds: 60) { heartbeat serverTime } }",
            json!({}),
        )
        .await;
    assert_eq!(beat["data"]["heartbeat"]["heartbeat"], "OK", "{beat}");
    let bad = app
        .graphql(
            Some(&access),
            "mutation { heartbeat(elapsedSeconds: -1) { heartbeat } }",
            json!({}),
        )
        .await;
    assert_eq!(code(&bad), Some("BAD_USER_INPUT"));
    let anon = app
        .graphql(
            None,
            "mutation { heartbeat(elapsedSeconds: 1) { heartbeat } }",
            json!({}),
        )
        .await;
    assert_eq!(code(&anon), Some("UNAUTHENTICATED"));
    assert_eq!(
        code(
            &app.graphql(None, "{ sessionAccount { email } }", json!({}))
                .await
        ),
        Some("UNAUTHENTICATED")
    );
}

const MENU: &str = r#"{ accountMenu {
  menuShelves { accountMenuShelf { menuShelfItems { __typename
    ... on MenuLeafItem { id label icon deepLink { canonicalUrl webUrl } }
    ... on MenuParentItem { id label children { id deepLink { webUrl } } }
    ... on MenuClientDisplayDescriptiveItem { id label description clientDisplayType } } }
    awardsMenuShelf { freeBets { webUrl } } referralMenuShelf { label } }
  promotionalCreditBalance { amount currency } availableFreeBets { id } availableFreeWagersCount availableProfitBoostCount } }"#;

fn menu_paths(body: &Value) -> Vec<String> {
    let items = body["data"]["accountMenu"]["menuShelves"]["accountMenuShelf"]["menuShelfItems"]
        .as_array()
        .unwrap();
    let mut out = Vec::new();
    for item in items {
        if let Some(url) = item["deepLink"]["webUrl"].as_str() {
            out.push(url.to_owned());
        }
        for child in item["children"].as_array().into_iter().flatten() {
            out.push(child["deepLink"]["webUrl"].as_str().unwrap().to_owned());
        }
    }
    out
}

#[tokio::test]
async fn account_menu_depends_on_login_and_brand() {
    let app = TestApp::spawn().await;
    let visitor = app.graphql(None, MENU, json!({})).await;
    assert!(visitor.get("errors").is_none(), "{visitor}");
    assert_eq!(
        visitor["data"]["accountMenu"]["promotionalCreditBalance"],
        Value::Null
    );
    assert_eq!(menu_paths(&visitor), ["/promotions", "/support"]);
    assert_eq!(
        visitor["data"]["accountMenu"]["menuShelves"]["awardsMenuShelf"],
        Value::Null
    );

    let (_, access, _) = app.user_with_tokens("menu@example.com").await;
    let member = app.graphql(Some(&access), MENU, json!({})).await;
    let m = &member["data"]["accountMenu"];
    assert_eq!(
        m["promotionalCreditBalance"],
        json!({ "amount": 0, "currency": "USD" })
    );
    assert_eq!(m["availableFreeBets"], json!([]));
    assert_eq!(m["availableFreeWagersCount"], 0);
    assert_eq!(
        m["menuShelves"]["awardsMenuShelf"]["freeBets"]["webUrl"],
        "/account/award-details/free-bets"
    );
    let paths = menu_paths(&member);
    assert_eq!(
        paths,
        [
            "/account/summary",
            "/promotions",
            "/account/taxes",
            "/account/wallet/deposit",
            "/account/wallet/withdrawal",
            "/account/history/transactions",
            "/account/identity-verification",
            "/account/responsible-gaming",
            "/account/settings",
            "/account/settings/notifications",
            "/account/settings/content",
            "/account/settings/security",
            "/account/linked-accounts",
            "/account/help",
            "/account/about"
        ]
    );
    let kinds: Vec<&str> = m["menuShelves"]["accountMenuShelf"]["menuShelfItems"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["__typename"].as_str().unwrap())
        .collect();
    assert!(
        kinds.contains(&"MenuParentItem") && kinds.contains(&"MenuClientDisplayDescriptiveItem"),
        "{kinds:?}"
    );

    let casino = TestApp::spawn_with(|c| c.brand = "riverbend".into()).await;
    let (_, access, _) = casino.user_with_tokens("casino@example.com").await;
    let reduced = casino.graphql(Some(&access), MENU, json!({})).await;
    assert_eq!(
        menu_paths(&reduced),
        [
            "/account/summary",
            "/promotions",
            "/account/taxes",
            "/account/wallet/deposit",
            "/account/wallet/withdrawal",
            "/account/history/transactions",
            "/account/identity-verification",
            "/account/responsible-gaming",
            "/account/settings",
            "/account/settings/notifications",
            "/account/settings/security",
            "/account/help"
        ]
    );
}

fn sha256(query: &str) -> String {
    format!("{:x}", Sha256::digest(query.as_bytes()))
}

async fn get(app: &TestApp, params: &[(&str, String)]) -> (u16, Value) {
    let res = app
        .client
        .get(app.url("/graphql"))
        .query(params)
        .header("accept", "application/json")
        .send()
        .await
        .unwrap();
    let status = res.status().as_u16();
    (status, res.json().await.unwrap())
}

#[tokio::test]
async fn persisted_queries_over_get() {
    let app = TestApp::spawn().await;
    let query = "query Region { startup { regionalMetadata { validRegion } } }";
    let ext =
        json!({ "persistedQuery": { "version": 1, "sha256Hash": sha256(query) } }).to_string();

    // Hash only, unknown: PersistedQueryNotFound so the client resends the full query.
    let (status, body) = get(
        &app,
        &[
            ("extensions", ext.clone()),
            ("operationName", "Region".into()),
        ],
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(
        body["errors"][0]["message"], "PersistedQueryNotFound",
        "{body}"
    );
    assert_eq!(
        body["errors"][0]["extensions"]["code"],
        "PERSISTED_QUERY_NOT_FOUND"
    );
    assert!(body.get("data").is_none());

    // Full query plus hash: executed and remembered.
    let (status, body) = get(
        &app,
        &[("query", query.into()), ("extensions", ext.clone())],
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(
        body["data"]["startup"]["regionalMetadata"]["validRegion"], true,
        "{body}"
    );

    // Hash only now works.
    let (_, body) = get(&app, &[("extensions", ext.clone())]).await;
    assert_eq!(
        body["data"]["startup"]["regionalMetadata"]["validRegion"], true,
        "{body}"
    );

    // A hash that does not match the query is an error.
    let wrong = json!({ "persistedQuery": { "version": 1, "sha256Hash": sha256("{ other }") } })
        .to_string();
    let (_, body) = get(&app, &[("query", query.into()), ("extensions", wrong)]).await;
    assert_eq!(
        body["errors"][0]["message"], "provided sha does not match query",
        "{body}"
    );

    // Plain GET queries work; mutations over GET are refused with 405, persisted or not.
    let (status, body) = get(&app, &[("query", "{ __typename }".into())]).await;
    assert_eq!(
        (status, &body["data"]["__typename"]),
        (200, &json!("Query"))
    );
    let mutation = "mutation Beat { heartbeat(elapsedSeconds: 1) { heartbeat } }";
    let (status, _) = get(&app, &[("query", mutation.into())]).await;
    assert_eq!(status, 405);
    let mext =
        json!({ "persistedQuery": { "version": 1, "sha256Hash": sha256(mutation) } }).to_string();
    let res = app
        .client
        .post(app.url("/graphql"))
        .json(&json!({ "query": mutation, "extensions": serde_json::from_str::<Value>(&mext).unwrap() }))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let (status, _) = get(&app, &[("extensions", mext)]).await;
    assert_eq!(status, 405);
}

#[tokio::test]
async fn http_transport_follows_graphql_over_http() {
    let app = TestApp::spawn().await;
    let post = |accept: &'static str, body: String| {
        app.client
            .post(app.url("/graphql"))
            .header("content-type", "application/json")
            .header("accept", accept)
            .body(body)
            .send()
    };
    // graphql-response+json: request errors are 400 without data.
    let res = post(
        "application/graphql-response+json",
        json!({ "query": "{ nope }" }).to_string(),
    )
    .await
    .unwrap();
    assert_eq!(res.status(), 400);
    assert!(
        res.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("application/graphql-response+json")
    );
    let body: Value = res.json().await.unwrap();
    assert!(body.get("data").is_none() && body["errors"].is_array());
    // application/json: 200 for the same.
    let res = post(
        "application/json",
        json!({ "query": "{ nope }" }).to_string(),
    )
    .await
    .unwrap();
    assert_eq!(res.status(), 200);
    // Bad JSON and bad parameters: 400.
    assert_eq!(
        post("application/json", "{ \"not json".into())
            .await
            .unwrap()
            .status(),
        400
    );
    assert_eq!(
        post("application/json", json!({ "query": 1 }).to_string())
            .await
            .unwrap()
            .status(),
        400
    );
    assert_eq!(
        post("application/json", json!({ "qeury": "{ a }" }).to_string())
            .await
            .unwrap()
            .status(),
        400
    );
    // Unacceptable Accept and missing content type.
    assert_eq!(
        post(
            "text/html",
            json!({ "query": "{ __typename }" }).to_string()
        )
        .await
        .unwrap()
        .status(),
        406
    );
    let res = app
        .client
        .post(app.url("/graphql"))
        .body(json!({ "query": "{ __typename }" }).to_string())
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 415);
    // Oversized query documents are refused.
    let huge = format!("{{ {} }}", "__typename ".repeat(4000));
    assert_eq!(
        post("application/json", json!({ "query": huge }).to_string())
            .await
            .unwrap()
            .status(),
        413
    );
}

#[tokio::test]
async fn depth_and_complexity_are_limited() {
    let app = TestApp::spawn().await;
    let deep = format!(
        "{{ __schema {{ types {{ fields {{ type {}{{ name }}{} }} }} }} }}",
        "{ ofType ".repeat(9),
        " }".repeat(9)
    );
    let deep = deep.as_str();
    let body = app.graphql(None, deep, json!({})).await;
    assert!(
        body["errors"][0]["message"]
            .as_str()
            .unwrap()
            .contains("too deep"),
        "{body}"
    );
    assert!(body.get("data").is_none());

    let wide: String = (0..700)
        .map(|i| format!("a{i}: startup {{ sportsbookUrl }} "))
        .collect();
    let body = app.graphql(None, &format!("{{ {wide} }}"), json!({})).await;
    assert!(
        body["errors"][0]["message"]
            .as_str()
            .unwrap()
            .contains("too complex"),
        "{body}"
    );
}

#[tokio::test]
async fn introspection_is_off_in_production() {
    let dev = TestApp::spawn().await;
    let q = "{ __schema { queryType { name } } }";
    assert_eq!(
        dev.graphql(None, q, json!({})).await["data"]["__schema"]["queryType"]["name"],
        "Query"
    );

    let prod = TestApp::spawn_with(|c| c.env = server::config::AppEnv::Production).await;
    let body = prod.graphql(None, q, json!({})).await;
    // async-graphql answers introspection fields with null when it is disabled.
    assert!(
        body["data"].is_null() || body["data"]["__schema"].is_null(),
        "{body}"
    );
    let body = prod
        .graphql(
            None,
            r#"{ __type(name: "Account") { fields { name } } }"#,
            json!({}),
        )
        .await;
    assert!(
        body["data"].is_null() || body["data"]["__type"].is_null(),
        "{body}"
    );
    // Ordinary queries still work.
    assert_eq!(
        prod.graphql(None, "{ __typename }", json!({})).await["data"]["__typename"],
        "Query"
    );
}
