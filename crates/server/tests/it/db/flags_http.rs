//! Feature flags over HTTP: evaluation per viewer (defaults, rollouts, region and brand
//! targeting, private email allow lists, bots), development overrides, the dev listing and
//! bad input. Runs on SQLite or PostgreSQL (`STORE_BACKEND`).

use crate::common::TestApp;
use serde_json::{Value, json};
use server::config::AppEnv;
use server::flags::admin;
use std::collections::BTreeMap;

const FLAGS: &str = "{ featureFlags { key enabled overridden } }";
const STARTUP: &str = "{ startup { anonymousToken featureFlags { key enabled overridden } } }";
const SET: &str = "mutation($key: String!, $enabled: Boolean) { setFeatureFlagOverride(key: $key, enabled: $enabled) { key enabled overridden } }";
const GOOGLEBOT: &str = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const HEADLESS: &str =
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/131.0 Safari/537.36";

/// A GraphQL request with optional token, user agent and client region; the raw body too.
async fn gql(
    app: &TestApp,
    token: Option<&str>,
    user_agent: Option<&str>,
    region: Option<&str>,
    query: &str,
    variables: Value,
) -> (Value, String) {
    let mut req = app
        .client
        .post(app.url("/graphql"))
        .header("accept", "application/graphql-response+json")
        .json(&json!({ "query": query, "variables": variables }));
    if let Some(token) = token {
        req = req.bearer_auth(token);
    }
    if let Some(ua) = user_agent {
        req = req.header("user-agent", ua);
    }
    if let Some(region) = region {
        req = req.header("x-client-region", region);
    }
    let text = req.send().await.unwrap().text().await.unwrap();
    (serde_json::from_str(&text).unwrap(), text)
}

/// key -> (enabled, overridden) from a list of flags.
fn flags(list: &Value) -> BTreeMap<String, (bool, bool)> {
    list.as_array()
        .unwrap_or_else(|| panic!("flag list expected, got {list}"))
        .iter()
        .map(|f| {
            (
                f["key"].as_str().unwrap().to_owned(),
                (
                    f["enabled"].as_bool().unwrap(),
                    f["overridden"].as_bool().unwrap(),
                ),
            )
        })
        .collect()
}

fn defaults() -> BTreeMap<String, (bool, bool)> {
    domain::flags::CATALOGUE
        .iter()
        .map(|f| (f.key.to_owned(), (f.default, false)))
        .collect()
}

async fn set_rules(app: &TestApp, key: &str, json: &str) {
    admin::set_rules(app.store().as_ref(), key, json, "test", app.now())
        .await
        .unwrap();
    app.state.flags.invalidate();
}

/// A visitor's anonymous token and visitor id (from startup).
async fn visitor(app: &TestApp) -> (String, String) {
    let (body, _) = gql(app, None, None, None, STARTUP, json!({})).await;
    let token = body["data"]["startup"]["anonymousToken"]
        .as_str()
        .unwrap_or_else(|| panic!("anonymous token expected: {body}"))
        .to_owned();
    let id = app.state.keys.verify(&token, app.now()).unwrap().sub;
    (token, id)
}

fn code(body: &Value) -> &str {
    body["errors"][0]["extensions"]["code"]
        .as_str()
        .unwrap_or("")
}

#[tokio::test]
async fn visitors_get_the_defaults() {
    let app = TestApp::spawn().await;
    let (body, _) = gql(&app, None, None, None, STARTUP, json!({})).await;
    assert_eq!(flags(&body["data"]["startup"]["featureFlags"]), defaults());
    assert_eq!(
        body["data"]["startup"]["featureFlags"]
            .as_array()
            .unwrap()
            .len(),
        27
    );
    let (body, _) = gql(&app, None, None, None, FLAGS, json!({})).await;
    assert_eq!(flags(&body["data"]["featureFlags"]), defaults());
    let on: Vec<_> = defaults()
        .into_iter()
        .filter(|(_, (on, _))| *on)
        .map(|(k, _)| k)
        .collect();
    assert_eq!(
        on,
        [
            "accountLinking",
            "cashbackManagement",
            "casinoFilters",
            "casinoPromos",
            "depositPromoCodes",
            "liveChat",
            "loyaltyProgram",
            "referralProgram",
            "search"
        ]
    );
}

#[tokio::test]
async fn ten_percent_nj_rollout_reaches_exactly_the_low_buckets() {
    let app = TestApp::spawn().await;
    set_rules(
        &app,
        "parlayLounge",
        r#"{"rules":[{"regions":["US-NJ"],"percentage":10,"value":true}]}"#,
    )
    .await;

    // Visitors in New Jersey: exactly those whose bucket is under 10%.
    let mut enabled = 0;
    for _ in 0..200 {
        let (token, id) = visitor(&app).await;
        let (body, _) = gql(&app, Some(&token), None, Some("US-NJ"), FLAGS, json!({})).await;
        let got = flags(&body["data"]["featureFlags"])["parlayLounge"];
        let expected = domain::flags::in_rollout("parlayLounge", &id, 1_000);
        assert_eq!(got, (expected, false), "visitor {id}");
        enabled += usize::from(got.0);
        // Nobody outside New Jersey.
        let (body, _) = gql(&app, Some(&token), None, Some("US-PA"), FLAGS, json!({})).await;
        assert!(!flags(&body["data"]["featureFlags"])["parlayLounge"].0);
    }
    assert!(
        (5..=45).contains(&enabled),
        "{enabled} of 200 in a 10% rollout"
    );

    // Account holders: bucketed by user id, placed by their account's region (US-NJ) even
    // when the request comes from elsewhere.
    for i in 0..4 {
        let (id, token, _) = app.user_with_tokens(&format!("nj{i}@example.com")).await;
        let (body, _) = gql(&app, Some(&token), None, Some("US-PA"), FLAGS, json!({})).await;
        let expected = domain::flags::in_rollout("parlayLounge", &id, 1_000);
        assert_eq!(
            flags(&body["data"]["featureFlags"])["parlayLounge"],
            (expected, false),
            "user {id}"
        );
    }
}

#[tokio::test]
async fn account_region_decides_for_users_and_client_region_for_visitors() {
    let app = TestApp::spawn().await;
    set_rules(
        &app,
        "tournaments",
        r#"{"rules":[{"regions":["US-NJ"],"percentage":100,"value":true}]}"#,
    )
    .await;
    let (_, token, _) = app.user_with_tokens("region@example.com").await;
    let (body, _) = gql(&app, Some(&token), None, Some("US-PA"), FLAGS, json!({})).await;
    assert!(flags(&body["data"]["featureFlags"])["tournaments"].0);
    let (visitor_token, _) = visitor(&app).await;
    let (body, _) = gql(
        &app,
        Some(&visitor_token),
        None,
        Some("US-PA"),
        FLAGS,
        json!({}),
    )
    .await;
    assert!(!flags(&body["data"]["featureFlags"])["tournaments"].0);
    let (body, _) = gql(
        &app,
        Some(&visitor_token),
        None,
        Some("US-NJ"),
        FLAGS,
        json!({}),
    )
    .await;
    assert!(flags(&body["data"]["featureFlags"])["tournaments"].0);
}

#[tokio::test]
async fn brand_targeting_follows_the_served_brand() {
    let rules = r#"{"rules":[{"brands":["scorecard"],"value":true},{"brands":["halftime"],"value":false}]}"#;
    let halftime = TestApp::spawn().await;
    set_rules(&halftime, "teaser", rules).await;
    set_rules(&halftime, "search", rules).await;
    let scorecard = TestApp::spawn_with(|c| c.brand = "scorecard".into()).await;
    set_rules(&scorecard, "teaser", rules).await;
    set_rules(&scorecard, "search", rules).await;

    let (body, _) = gql(&halftime, None, None, None, FLAGS, json!({})).await;
    let h = flags(&body["data"]["featureFlags"]);
    assert_eq!((h["teaser"].0, h["search"].0), (false, false));
    let (body, _) = gql(&scorecard, None, None, None, FLAGS, json!({})).await;
    let s = flags(&body["data"]["featureFlags"]);
    assert_eq!((s["teaser"].0, s["search"].0), (true, true));
}

#[tokio::test]
async fn email_allow_list_applies_and_the_email_never_leaves() {
    let app = TestApp::spawn().await;
    let vip = "vip.bettor@example.com";
    set_rules(
        &app,
        "tournaments",
        &format!(
            r#"{{"rules":[{{"emails":["{}"],"value":true}}]}}"#,
            vip.to_uppercase()
        ),
    )
    .await;
    let (_, vip_token, _) = app.user_with_tokens(vip).await;
    let (_, other_token, _) = app.user_with_tokens("other.bettor@example.com").await;

    let both = "{ startup { featureFlags { key enabled overridden } } featureFlags { key enabled overridden } }";
    let (body, text) = gql(&app, Some(&vip_token), None, None, both, json!({})).await;
    assert!(flags(&body["data"]["featureFlags"])["tournaments"].0);
    assert!(flags(&body["data"]["startup"]["featureFlags"])["tournaments"].0);
    assert!(!text.to_lowercase().contains("vip.bettor"), "{text}");

    let (body, text) = gql(&app, Some(&other_token), None, None, both, json!({})).await;
    assert!(!flags(&body["data"]["featureFlags"])["tournaments"].0);
    assert!(!text.to_lowercase().contains("vip.bettor"));

    // The operator listing counts allow-listed emails, never shows them.
    let listing = app
        .client
        .get(app.url("/api/dev/feature-flags"))
        .header("x-flags-private-key", "dev-flags-key")
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(!listing.to_lowercase().contains("vip.bettor"), "{listing}");
    assert!(listing.contains(r#""emailCount":1"#), "{listing}");
}

#[tokio::test]
async fn bots_get_defaults_despite_rules_and_overrides() {
    let app = TestApp::spawn().await;
    set_rules(
        &app,
        "search",
        r#"{"rules":[{"percentage":100,"value":false}]}"#,
    )
    .await;
    let (token, _) = visitor(&app).await;
    let (body, _) = gql(
        &app,
        Some(&token),
        None,
        None,
        SET,
        json!({"key": "debugMenu", "enabled": true}),
    )
    .await;
    assert!(body["errors"].is_null(), "{body}");

    // A person (even a headless browser) sees the rule and the override.
    let (body, _) = gql(&app, Some(&token), Some(HEADLESS), None, FLAGS, json!({})).await;
    let seen = flags(&body["data"]["featureFlags"]);
    assert_eq!(seen["search"], (false, false));
    assert_eq!(seen["debugMenu"], (true, true));

    for ua in [
        GOOGLEBOT,
        "Mozilla/5.0 (Linux; Android 11; moto g power) Chrome/120.0 Mobile Safari/537.36 Chrome-Lighthouse",
    ] {
        let (body, _) = gql(&app, Some(&token), Some(ua), None, FLAGS, json!({})).await;
        assert_eq!(flags(&body["data"]["featureFlags"]), defaults(), "{ua}");
        let (body, _) = gql(&app, Some(&token), Some(ua), None, STARTUP, json!({})).await;
        assert_eq!(
            flags(&body["data"]["startup"]["featureFlags"]),
            defaults(),
            "{ua}"
        );
    }
}

#[tokio::test]
async fn overrides_are_per_session_and_per_visitor() {
    let app = TestApp::spawn().await;
    let (_, a, _) = app.user_with_tokens("a@example.com").await;
    let (_, b, _) = app.user_with_tokens("b@example.com").await;

    let (body, _) = gql(
        &app,
        Some(&a),
        None,
        None,
        SET,
        json!({"key": "debugMenu", "enabled": true}),
    )
    .await;
    assert_eq!(
        flags(&body["data"]["setFeatureFlagOverride"])["debugMenu"],
        (true, true)
    );
    let (body, _) = gql(
        &app,
        Some(&a),
        None,
        None,
        SET,
        json!({"key": "search", "enabled": false}),
    )
    .await;
    assert_eq!(
        flags(&body["data"]["setFeatureFlagOverride"])["search"],
        (false, true)
    );
    let (body, _) = gql(&app, Some(&a), None, None, STARTUP, json!({})).await;
    let seen = flags(&body["data"]["startup"]["featureFlags"]);
    assert_eq!(
        (seen["debugMenu"], seen["search"]),
        ((true, true), (false, true))
    );

    // Another session is untouched.
    let (body, _) = gql(&app, Some(&b), None, None, FLAGS, json!({})).await;
    assert_eq!(flags(&body["data"]["featureFlags"]), defaults());

    // null clears.
    let (body, _) = gql(
        &app,
        Some(&a),
        None,
        None,
        SET,
        json!({"key": "debugMenu", "enabled": null}),
    )
    .await;
    let seen = flags(&body["data"]["setFeatureFlagOverride"]);
    assert_eq!(seen["debugMenu"], (false, false));
    assert_eq!(seen["search"], (false, true));

    // Visitors override with their anonymous token.
    let (visitor_token, _) = visitor(&app).await;
    gql(
        &app,
        Some(&visitor_token),
        None,
        None,
        SET,
        json!({"key": "quickDeposit", "enabled": true}),
    )
    .await;
    let (body, _) = gql(&app, Some(&visitor_token), None, None, FLAGS, json!({})).await;
    assert_eq!(
        flags(&body["data"]["featureFlags"])["quickDeposit"],
        (true, true)
    );
    // Without any token there is nothing to attach an override to.
    let (body, _) = gql(
        &app,
        None,
        None,
        None,
        SET,
        json!({"key": "quickDeposit", "enabled": true}),
    )
    .await;
    assert_eq!(code(&body), "UNAUTHENTICATED", "{body}");
}

#[tokio::test]
async fn unknown_flags_are_bad_user_input_and_store_nothing() {
    let app = TestApp::spawn().await;
    let (token, _) = visitor(&app).await;
    for key in ["noSuchFlag", "Search", ""] {
        let (body, _) = gql(
            &app,
            Some(&token),
            None,
            None,
            SET,
            json!({"key": key, "enabled": true}),
        )
        .await;
        assert_eq!(code(&body), "BAD_USER_INPUT", "{body}");
    }
    let (body, _) = gql(&app, Some(&token), None, None, FLAGS, json!({})).await;
    assert_eq!(flags(&body["data"]["featureFlags"]), defaults());
    // Malformed rules are refused by the admin path too.
    let err = admin::set_rules(
        app.store().as_ref(),
        "search",
        r#"{"rules":[{"percentage":120,"value":true}]}"#,
        "test",
        app.now(),
    )
    .await
    .unwrap_err();
    assert!(err.to_string().contains("between 0 and 100"), "{err}");
    assert!(app.store().flag_rules().await.unwrap().is_empty());
}

#[tokio::test]
async fn production_refuses_overrides_and_ignores_stored_ones() {
    let app = TestApp::spawn_with(|c| c.env = AppEnv::Production).await;
    let (token, id) = visitor(&app).await;
    let (body, _) = gql(
        &app,
        Some(&token),
        None,
        None,
        SET,
        json!({"key": "debugMenu", "enabled": true}),
    )
    .await;
    assert_eq!(code(&body), "UNAUTHORIZED", "{body}");
    // Even an override written straight into the store is not applied in production.
    app.store()
        .set_flag_override(&format!("visitor:{id}"), "debugMenu", Some(true), app.now())
        .await
        .unwrap();
    let (body, _) = gql(&app, Some(&token), None, None, FLAGS, json!({})).await;
    assert_eq!(flags(&body["data"]["featureFlags"]), defaults());
}

#[tokio::test]
async fn dev_listing_needs_the_private_key() {
    let app = TestApp::spawn().await;
    set_rules(
        &app,
        "parlayLounge",
        r#"{"rules":[{"regions":["US-NJ"],"percentage":10,"value":true}]}"#,
    )
    .await;
    let url = app.url("/api/dev/feature-flags");
    let res = app.client.get(&url).send().await.unwrap();
    assert_eq!(res.status(), 401);
    let body: Value = res.json().await.unwrap();
    assert!(
        body["errors"]["x-flags-private-key"][0]["message"].is_string(),
        "{body}"
    );
    let res = app
        .client
        .get(&url)
        .header("x-flags-private-key", "wrong")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 401);

    let res = app
        .client
        .get(&url)
        .header("x-flags-private-key", "dev-flags-key")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let body: Value = res.json().await.unwrap();
    let list = body["flags"].as_array().unwrap();
    assert_eq!(list.len(), 27);
    let lounge = list.iter().find(|f| f["key"] == "parlayLounge").unwrap();
    assert_eq!(lounge["default"], json!(false));
    assert_eq!(lounge["summary"], "region US-NJ, 10% -> on");
    assert_eq!(
        lounge["rules"],
        json!({"rules": [{"regions": ["US-NJ"], "percentage": 10.0, "value": true}]})
    );
    assert_eq!(lounge["updatedBy"], "test");
    let search = list.iter().find(|f| f["key"] == "search").unwrap();
    assert_eq!(
        (search["default"].clone(), search["rules"].clone()),
        (json!(true), Value::Null)
    );

    let custom =
        TestApp::spawn_with(|c| c.flags_private_key = server::config::Secret("s3cret".into()))
            .await;
    let res = custom
        .client
        .get(custom.url("/api/dev/feature-flags"))
        .header("x-flags-private-key", "dev-flags-key")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 401);
}

#[tokio::test]
async fn dev_listing_is_absent_in_production() {
    let app = TestApp::spawn_with(|c| c.env = AppEnv::Production).await;
    let res = app
        .client
        .get(app.url("/api/dev/feature-flags"))
        .header("x-flags-private-key", "dev-flags-key")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 404);
}

#[tokio::test]
async fn nodes_converge_on_changes_made_elsewhere() {
    let app = TestApp::spawn().await;
    // Prime the cache, then change the rules behind the server's back (as the CLI or
    // another node would); the server serves them within its refresh interval.
    let (body, _) = gql(&app, None, None, None, FLAGS, json!({})).await;
    assert!(!flags(&body["data"]["featureFlags"])["rgIconSizing"].0);
    admin::set_rules(
        app.store().as_ref(),
        "rgIconSizing",
        r#"{"rules":[{"brands":["halftime"],"value":true}]}"#,
        "other-node",
        app.now(),
    )
    .await
    .unwrap();
    // One refresh interval later (by the server's clock) the next request reads them.
    let refresh = chrono::Duration::from_std(app.state.config.flags_refresh).unwrap();
    app.state.clock.advance(refresh);
    let (body, _) = gql(&app, None, None, None, FLAGS, json!({})).await;
    assert!(
        flags(&body["data"]["featureFlags"])["rgIconSizing"].0,
        "the change is served once the cached rules are a refresh interval old"
    );
}
