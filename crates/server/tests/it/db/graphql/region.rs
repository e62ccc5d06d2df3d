//! Where the bettor is, as the server judges it: UNAUTHORIZED_REGION on wagers outside the
//! operating regions (over HTTP and the websocket, with the sportsbook and websocket URLs in
//! `extensions`), and the verified location (a geo packet, or the session's authorisation)
//! taking precedence over the IP's region in `startup`, on wagers and in `liveStream`.

use crate::common::betting::{self, TRENTON, packet};
use crate::common::{TestApp, feed, long_sessions, ws};
use chrono::Duration;
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;

/// Dover DE: a region the product knows but does not operate in.
const DOVER: (f64, f64) = (39.1582, -75.5244);

const PLACE: &str = "mutation { placeBets(bets: [], betslipVersion: 1, idempotencyKey: \"region-1\") { errors { code } } }";
const CASHOUT: &str = "mutation { fullCashoutTrigger(input: {betId: \"nope\", cashoutId: \"nope\", cashoutAmount: \"100\"}) { __typename } }";
const STARTUP: &str = "query($p: String) { startup(geoPacket: $p) { regionalMetadata { validRegion currentRegionCode currentCountryCode ipAddressShortRegionCode } } }";
const STREAM: &str = "query($e: ID!, $p: String) { liveStream(eventId: $e, geoPacket: $p) { __typename ... on LiveStreamPatronRestriction { reason } } }";

/// A GraphQL POST as if from `region` (the edge's `x-client-region`; the tests' loopback peer
/// is a trusted proxy).
async fn from_region(
    app: &TestApp,
    token: Option<&str>,
    region: &str,
    query: &str,
    variables: Value,
) -> Value {
    let mut req = app
        .client
        .post(app.url("/graphql"))
        .header("x-client-region", region)
        .header("x-client-country", &region[..2])
        .json(&json!({ "query": query, "variables": variables }));
    if let Some(token) = token {
        req = req.bearer_auth(token);
    }
    req.send().await.unwrap().json().await.unwrap()
}

/// The extensions UNAUTHORIZED_REGION must carry on this test server.
fn region_extensions(app: &TestApp) -> Value {
    let public = app.state.config.public_url.trim_end_matches('/').to_owned();
    let ws = public.replacen("http://", "ws://", 1);
    json!({
        "code": "UNAUTHORIZED_REGION",
        "sportsbookUrl": public,
        "websocketUrl": format!("{ws}/graphql"),
    })
}

#[tokio::test]
async fn wagers_outside_the_operating_regions_are_unauthorized_region_with_the_urls() {
    let app = TestApp::spawn().await;
    let (_, token, _) = app.user_with_tokens("region-http@example.com").await;
    let expected = region_extensions(&app);

    for query in [PLACE, CASHOUT] {
        let res = from_region(&app, Some(&token), "US-CA", query, json!({})).await;
        assert_eq!(res["errors"][0]["extensions"], expected, "{query}: {res}");
        assert_eq!(
            res["errors"][0]["message"],
            "Sports betting is not available in your current location."
        );
    }

    // From an operating region the same calls get past the region check (to their own answers).
    for query in [PLACE, CASHOUT] {
        let res = from_region(&app, Some(&token), "US-NJ", query, json!({})).await;
        assert_ne!(
            res["errors"][0]["extensions"]["code"], "UNAUTHORIZED_REGION",
            "{res}"
        );
    }

    // Browsing needs no operating region.
    let res = from_region(&app, Some(&token), "US-CA", STARTUP, json!({})).await;
    assert!(res["errors"].is_null(), "{res}");
    assert_eq!(
        res["data"]["startup"]["regionalMetadata"]["validRegion"],
        false
    );
}

#[tokio::test]
async fn the_websocket_answers_unauthorized_region_with_the_urls() {
    let app = TestApp::spawn().await;
    let (_, token, _) = app.user_with_tokens("region-ws@example.com").await;
    let mut request = format!("ws://{}/graphql", app.addr)
        .into_client_request()
        .unwrap();
    let headers = request.headers_mut();
    headers.insert(
        "sec-websocket-protocol",
        "graphql-transport-ws".parse().unwrap(),
    );
    headers.insert("x-client-region", "US-CA".parse().unwrap());
    headers.insert("x-client-country", "US".parse().unwrap());
    let (mut socket, _) = tokio_tungstenite::connect_async(request).await.unwrap();
    ws::init(&mut socket, Some(&token)).await;
    ws::subscribe(&mut socket, "1", PLACE, json!({})).await;
    let message = ws::next(&mut socket).await;
    assert_eq!(message["id"], "1", "{message}");
    let errors = match message["type"].as_str() {
        Some("next") => message["payload"]["errors"].clone(),
        Some("error") => message["payload"].clone(),
        other => panic!("unexpected {other:?}: {message}"),
    };
    assert_eq!(
        errors[0]["extensions"],
        region_extensions(&app),
        "{message}"
    );
}

#[tokio::test]
async fn a_verified_location_outweighs_the_ip_region() {
    let app = TestApp::spawn().await;
    let (_, token, _) = app.user_with_tokens("region-verified@example.com").await;

    // Unverified, from California: refused; verified in Trenton, the same IP region is not.
    let res = from_region(&app, Some(&token), "US-CA", PLACE, json!({})).await;
    assert_eq!(
        res["errors"][0]["extensions"]["code"],
        "UNAUTHORIZED_REGION"
    );
    betting::authorise(&app, &token).await;
    let res = from_region(&app, Some(&token), "US-CA", PLACE, json!({})).await;
    assert_ne!(
        res["errors"][0]["extensions"]["code"], "UNAUTHORIZED_REGION",
        "{res}"
    );

    // Startup follows the authorisation too, keeping the IP's own region beside it.
    let res = from_region(&app, Some(&token), "US-CA", STARTUP, json!({})).await;
    assert_eq!(
        res["data"]["startup"]["regionalMetadata"],
        json!({"validRegion": true, "currentRegionCode": "US-NJ", "currentCountryCode": "US", "ipAddressShortRegionCode": "CA"}),
        "{res}"
    );
}

#[tokio::test]
async fn startup_uses_the_geo_packet_when_given() {
    let app = TestApp::spawn().await;
    let (_, token, _) = app.user_with_tokens("region-startup@example.com").await;
    let meta = |res: &Value| res["data"]["startup"]["regionalMetadata"].clone();

    // A packet from Trenton makes a California IP valid; nothing was authorised by it.
    let trenton = packet(&app, &token, TRENTON).await;
    let res = from_region(&app, Some(&token), "US-CA", STARTUP, json!({"p": trenton})).await;
    assert_eq!(
        meta(&res),
        json!({"validRegion": true, "currentRegionCode": "US-NJ", "currentCountryCode": "US", "ipAddressShortRegionCode": "CA"}),
        "{res}"
    );
    let res = from_region(&app, Some(&token), "US-CA", PLACE, json!({})).await;
    assert_eq!(
        res["errors"][0]["extensions"]["code"],
        "UNAUTHORIZED_REGION"
    );

    // A packet from Dover makes a New Jersey IP invalid.
    let dover = packet(&app, &token, DOVER).await;
    let res = from_region(&app, Some(&token), "US-NJ", STARTUP, json!({"p": dover})).await;
    assert_eq!(
        meta(&res),
        json!({"validRegion": false, "currentRegionCode": "US-DE", "currentCountryCode": "US", "ipAddressShortRegionCode": "NJ"}),
        "{res}"
    );

    // A packet that is not genuine, too old or another session's is not used: the IP decides.
    let res = from_region(
        &app,
        Some(&token),
        "US-CA",
        STARTUP,
        json!({"p": "forged.packet"}),
    )
    .await;
    assert_eq!(meta(&res)["currentRegionCode"], "US-CA", "{res}");
    let (_, other, _) = app.user_with_tokens("region-other@example.com").await;
    let res = from_region(&app, Some(&other), "US-CA", STARTUP, json!({"p": trenton})).await;
    assert_eq!(meta(&res)["validRegion"], false, "{res}");
    app.state.clock.advance(Duration::minutes(3));
    let res = from_region(&app, Some(&token), "US-CA", STARTUP, json!({"p": trenton})).await;
    assert_eq!(meta(&res)["validRegion"], false, "{res}");

    // Visitors have no packets: the IP decides.
    let res = from_region(&app, None, "US-NJ", STARTUP, json!({"p": dover})).await;
    assert_eq!(meta(&res)["validRegion"], true, "{res}");
}

#[tokio::test]
async fn live_streams_count_open_and_settled_bets_and_the_verified_location() {
    let app = TestApp::spawn_with(|c| {
        c.betting.delay_scale = 0.2;
        long_sessions(c);
    })
    .await;
    let key = app.feed_key(feed::SOURCE).await;
    let start = (app.now() + Duration::minutes(10)).to_rfc3339();
    app.push_ok(&key, &feed::new_game(1, "g1", &start)).await;
    let stream = |token: String, region: &'static str, p: Option<String>| {
        let app = &app;
        async move {
            let res = from_region(
                app,
                Some(&token),
                region,
                STREAM,
                json!({"e": "g1", "p": p}),
            )
            .await;
            assert!(res["errors"].is_null(), "{res}");
            let answer = &res["data"]["liveStream"];
            match answer["__typename"].as_str() {
                Some("LiveStreamPatronRestriction") => {
                    answer["reason"].as_str().unwrap().to_owned()
                }
                other => other.unwrap_or_default().to_owned(),
            }
        }
    };

    // $5, all of it staked: no balance left, but an open bet.
    let b = betting::bettor(&app, "stream@example.com", 5_00).await;
    let unfunded = betting::bettor(&app, "stream-none@example.com", 0).await;
    assert_eq!(
        stream(unfunded.token.clone(), "US-NJ", None).await,
        "NO_BALANCE_OR_BET"
    );
    betting::add(&app, &b.token, "g1.ml.a").await;
    let slip = betting::set_amount(&app, &b.token, "straight:g1.ml.a", "5").await;
    let placed = betting::place(
        &app,
        &b.token,
        json!([{"draftBetId": "straight:g1.ml.a", "betAmount": "500"}]),
        slip["version"].as_i64().unwrap(),
        "stream-1",
    )
    .await;
    assert_eq!(placed["errors"], json!([]), "{placed}");
    assert_eq!(betting::cash(&app, &b.user).await, 0);
    assert_eq!(
        stream(b.token.clone(), "US-NJ", None).await,
        "LiveStreamDetails"
    );

    // Settled as a loss (still nothing on the balance): the bet placed today still counts.
    app.push_ok(
        &key,
        &feed::result(
            2,
            "g1.ml",
            &[("g1.ml.h", json!("win")), ("g1.ml.a", json!("loss"))],
        ),
    )
    .await;
    let bet = placed["placedBets"][0]["rawId"].as_str().unwrap();
    betting::settled(&app, &b.user, bet).await;
    assert_eq!(betting::cash(&app, &b.user).await, 0);
    assert_eq!(
        stream(b.token.clone(), "US-NJ", None).await,
        "LiveStreamDetails"
    );

    // The verified location outweighs the IP: authorised in Trenton, a California IP watches;
    // a fresh packet from Dover keeps a New Jersey IP out.
    assert_eq!(
        stream(b.token.clone(), "US-CA", None).await,
        "LiveStreamDetails"
    );
    assert_eq!(
        stream(unfunded.token.clone(), "US-CA", None).await,
        "NO_BALANCE_OR_BET"
    );
    let dover = packet(&app, &b.token, DOVER).await;
    assert_eq!(
        stream(b.token.clone(), "US-NJ", Some(dover)).await,
        "OUT_OF_REGION"
    );

    // A day later the settled bet no longer counts.
    app.state.clock.advance(Duration::hours(25));
    assert_eq!(
        stream(b.token.clone(), "US-NJ", None).await,
        "NO_BALANCE_OR_BET"
    );
}
