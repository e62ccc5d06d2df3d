//! GraphQL subscriptions over websocket (graphql-transport-ws) against the real server:
//! balance pushes driven by the bus, authentication, and the protocol's close codes (a revoked
//! session's 4403 naming the reason GraphQL over HTTP gives).

use crate::common::ws::{close_code, close_frame, connect, connect_with, init, next, send};
use crate::common::{TestApp, long_sessions};
use domain::ids::UserId;
use domain::ledger::{
    AccountRef, BalancedTransaction, Bucket, HouseAccount, Owner, TransactionKind,
};
use domain::money::Currency;
use domain::responsible_gaming::LimitPeriod;
use domain::responsible_gaming::periods;
use futures::{SinkExt, StreamExt};
use serde_json::json;
use server::bus::Event;
use std::time::Duration;
use tokio_tungstenite::tungstenite::Message;

const BALANCE: &str =
    "subscription { accountBalance { withdrawableBalance { amount formattedAmount } } }";

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
async fn account_balance_is_pushed_after_a_ledger_change() {
    let app = TestApp::spawn().await;
    let (user, access, _) = app.user_with_tokens("ws@example.com").await;
    let (other, _, _) = app.user_with_tokens("other@example.com").await;

    let mut ws = connect(&app).await;
    init(&mut ws, Some(&access)).await;
    send(
        &mut ws,
        json!({ "type": "subscribe", "id": "1", "payload": { "query": BALANCE } }),
    )
    .await;
    let first = next(&mut ws).await;
    assert_eq!(first["type"], "next");
    assert_eq!(first["id"], "1");
    assert_eq!(
        first["payload"]["data"]["accountBalance"]["withdrawableBalance"]["formattedAmount"],
        "$0.00"
    );

    // Another user's change is not pushed to this subscriber...
    fund(&app, &other, 2_500, "fund-other").await;
    // ...this user's is, with the new balance.
    fund(&app, &user, 100_000, "fund-ws").await;
    let pushed = next(&mut ws).await;
    assert_eq!(pushed["id"], "1");
    assert_eq!(
        pushed["payload"]["data"]["accountBalance"]["withdrawableBalance"],
        json!({ "amount": 100_000, "formattedAmount": "$1,000.00" }),
        "{pushed}"
    );

    // Ping/pong and client-side completion.
    send(&mut ws, json!({ "type": "ping" })).await;
    assert_eq!(next(&mut ws).await, json!({ "type": "pong" }));
    send(&mut ws, json!({ "type": "complete", "id": "1" })).await;
    // The id is free again after completion.
    send(
        &mut ws,
        json!({ "type": "subscribe", "id": "1", "payload": { "query": BALANCE } }),
    )
    .await;
    assert_eq!(
        next(&mut ws).await["payload"]["data"]["accountBalance"]["withdrawableBalance"]["amount"],
        100_000
    );
}

#[tokio::test]
async fn queries_over_websocket_complete() {
    let app = TestApp::spawn().await;
    let mut ws = connect(&app).await;
    init(&mut ws, None).await;
    send(&mut ws, json!({ "type": "subscribe", "id": "q", "payload": { "query": "{ startup { regionalMetadata { validRegion } } }" } })).await;
    let data = next(&mut ws).await;
    assert_eq!(
        data["payload"]["data"]["startup"]["regionalMetadata"]["validRegion"], true,
        "{data}"
    );
    assert_eq!(
        next(&mut ws).await,
        json!({ "type": "complete", "id": "q" })
    );

    // Validation failures answer `error` (no complete).
    send(&mut ws, json!({ "type": "subscribe", "id": "bad", "payload": { "query": "subscription { nope }" } })).await;
    let err = next(&mut ws).await;
    assert_eq!(err["type"], "error");
    assert!(err["payload"].is_array(), "{err}");
}

#[tokio::test]
async fn visitors_cannot_subscribe_to_balances() {
    let app = TestApp::spawn().await;
    let mut ws = connect(&app).await;
    init(&mut ws, None).await;
    send(
        &mut ws,
        json!({ "type": "subscribe", "id": "1", "payload": { "query": BALANCE } }),
    )
    .await;
    let msg = next(&mut ws).await;
    assert_eq!(msg["type"], "next", "{msg}");
    assert_eq!(
        msg["payload"]["errors"][0]["extensions"]["code"],
        "UNAUTHENTICATED"
    );
    assert_eq!(
        next(&mut ws).await,
        json!({ "type": "complete", "id": "1" })
    );
}

#[tokio::test]
async fn close_4401_when_subscribing_before_init() {
    let app = TestApp::spawn().await;
    let mut ws = connect(&app).await;
    send(
        &mut ws,
        json!({ "type": "subscribe", "id": "1", "payload": { "query": BALANCE } }),
    )
    .await;
    assert_eq!(close_code(&mut ws).await, 4401);
}

#[tokio::test]
async fn close_4408_without_init_in_time() {
    let app = TestApp::spawn_with(|c| c.ws_init_timeout = Duration::from_millis(300)).await;
    let mut ws = connect(&app).await;
    assert_eq!(close_code(&mut ws).await, 4408);
}

#[tokio::test]
async fn close_4409_for_a_duplicate_id() {
    let app = TestApp::spawn().await;
    let (_, access, _) = app.user_with_tokens("dup@example.com").await;
    let mut ws = connect(&app).await;
    init(&mut ws, Some(&access)).await;
    send(
        &mut ws,
        json!({ "type": "subscribe", "id": "same", "payload": { "query": BALANCE } }),
    )
    .await;
    assert_eq!(next(&mut ws).await["type"], "next");
    send(
        &mut ws,
        json!({ "type": "subscribe", "id": "same", "payload": { "query": BALANCE } }),
    )
    .await;
    assert_eq!(close_code(&mut ws).await, 4409);
}

#[tokio::test]
async fn close_4429_for_a_second_init() {
    let app = TestApp::spawn().await;
    let mut ws = connect(&app).await;
    init(&mut ws, None).await;
    send(&mut ws, json!({ "type": "connection_init" })).await;
    assert_eq!(close_code(&mut ws).await, 4429);
}

#[tokio::test]
async fn close_4400_for_invalid_messages() {
    let app = TestApp::spawn().await;
    for garbage in [
        Message::text("this is not json"),
        Message::text(r#"{"type":"unknown"}"#),
        Message::text(r#"{"type":"subscribe","id":"1"}"#),
        Message::text("[]"),
        Message::binary(vec![1u8, 2, 3]),
    ] {
        let mut ws = connect(&app).await;
        ws.send(garbage.clone()).await.unwrap();
        assert_eq!(close_code(&mut ws).await, 4400, "{garbage:?}");
    }
}

#[tokio::test]
async fn close_4403_for_a_refused_token_or_a_revoked_session() {
    let app = TestApp::spawn().await;
    let mut ws = connect(&app).await;
    send(&mut ws, json!({ "type": "connection_init", "payload": { "Authorization": "Bearer forged.token.here" } })).await;
    assert_eq!(close_frame(&mut ws).await, (4403, "Forbidden".to_owned()));

    // `authToken` without the Bearer prefix is accepted too.
    let (user, access, _) = app.user_with_tokens("revoked@example.com").await;
    let mut ws = connect(&app).await;
    send(
        &mut ws,
        json!({ "type": "connection_init", "payload": { "authToken": access } }),
    )
    .await;
    assert_eq!(next(&mut ws).await, json!({ "type": "connection_ack" }));
    let sid = app.session_of(&access);
    app.state.bus.publish(Event::SessionRevoked {
        session_id: sid,
        user_id: UserId::from_raw(user),
        reason: "logout".into(),
    });
    assert_eq!(close_frame(&mut ws).await, (4403, "Forbidden".to_owned()));
}

const ACCOUNT: &str = "{ account { id } }";

/// `connection_init` with `access`, expecting a 4403 close.
async fn refused_init(app: &TestApp, access: &str) -> (u16, String) {
    let mut ws = connect(app).await;
    send(
        &mut ws,
        json!({ "type": "connection_init", "payload": { "Authorization": format!("Bearer {access}") } }),
    )
    .await;
    close_frame(&mut ws).await
}

/// `extensions.reason` of GraphQL over HTTP with `access` (null when none is given).
async fn http_reason(app: &TestApp, access: &str) -> serde_json::Value {
    let body = app.graphql(Some(access), ACCOUNT, json!({})).await;
    assert_eq!(
        body["errors"][0]["extensions"]["code"], "UNAUTHENTICATED",
        "{body}"
    );
    body["errors"][0]["extensions"]["reason"].clone()
}

#[tokio::test]
async fn close_4403_names_the_revocation_reason_graphql_over_http_gives() {
    let app = TestApp::spawn().await;
    // A break started in another tab ends every session of the account: the open socket
    // closes naming it, HTTP names the same, and a new connection_init is refused naming it.
    for (email, path, duration, reason) in [
        ("ws-cool-off@example.com", "/i/cool_offs", "24h", "cool-off"),
        (
            "ws-self-ex@example.com",
            "/i/self_exclusions",
            "1y",
            "self-exclusion",
        ),
    ] {
        let (_, access, _) = app.user_with_tokens(email).await;
        let mut ws = connect(&app).await;
        init(&mut ws, Some(&access)).await;
        let res = app
            .client
            .post(app.url(path))
            .bearer_auth(&access)
            .json(&json!({ "duration": duration }))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 201, "{path}");
        assert_eq!(close_frame(&mut ws).await, (4403, reason.to_owned()));
        assert_eq!(http_reason(&app, &access).await, reason);
        assert_eq!(refused_init(&app, &access).await, (4403, reason.to_owned()));
    }

    // A logout elsewhere (another tab of the same session): HTTP gives no reason, and the
    // close is the plain 4403.
    let (_, access, _) = app.user_with_tokens("ws-logout@example.com").await;
    let mut ws = connect(&app).await;
    init(&mut ws, Some(&access)).await;
    let res = app
        .client
        .post(app.url("/api/logout"))
        .bearer_auth(&access)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 204);
    assert_eq!(close_frame(&mut ws).await, (4403, "Forbidden".to_owned()));
    assert!(http_reason(&app, &access).await.is_null());
    assert_eq!(
        refused_init(&app, &access).await,
        (4403, "Forbidden".to_owned())
    );
}

#[tokio::test]
async fn close_4403_names_the_daily_time_limit() {
    let app = TestApp::spawn_with(long_sessions).await;
    let (_, access, _) = app.user_with_tokens("ws-time@example.com").await;
    let res = app
        .client
        .post(app.url("/i/time_limits"))
        .bearer_auth(&access)
        .json(&json!({ "amount": 60 }))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    // From just after the next local midnight, so the day is predictable.
    let now = app.state.clock.now();
    let midnight = periods::window(LimitPeriod::Daily, periods::zone("US-NJ"), now).end;
    app.state
        .clock
        .advance(midnight - now + chrono::Duration::minutes(1));
    const BEAT: &str = "mutation { heartbeat(elapsedSeconds: 60) { heartbeat } }";
    let body = app.graphql(Some(&access), BEAT, json!({})).await;
    assert_eq!(body["data"]["heartbeat"]["heartbeat"], "OK", "{body}");
    let mut ws = connect(&app).await;
    init(&mut ws, Some(&access)).await;
    app.state.clock.advance(chrono::Duration::minutes(60));
    let body = app.graphql(Some(&access), BEAT, json!({})).await;
    assert_eq!(
        body["data"]["heartbeat"]["heartbeat"], "TIME_LIMIT_EXCEEDED",
        "{body}"
    );
    assert_eq!(close_frame(&mut ws).await, (4403, "time-limit".to_owned()));
    assert_eq!(http_reason(&app, &access).await, "time-limit");
    assert_eq!(
        refused_init(&app, &access).await,
        (4403, "time-limit".to_owned())
    );
}

#[tokio::test]
async fn legacy_graphql_ws_subprotocol_is_served() {
    let app = TestApp::spawn().await;
    let mut ws = connect_with(&app, "graphql-ws").await;
    send(&mut ws, json!({ "type": "connection_init", "payload": {} })).await;
    assert_eq!(next(&mut ws).await["type"], "connection_ack");
    send(
        &mut ws,
        json!({ "type": "start", "id": "1", "payload": { "query": "{ __typename }" } }),
    )
    .await;
    let data = next(&mut ws).await;
    assert_eq!(data["type"], "data");
    assert_eq!(data["payload"]["data"]["__typename"], "Query");
}

#[tokio::test]
async fn queued_balance_events_coalesce_into_one_push() {
    let app = TestApp::spawn().await;
    let (user, access, _) = app.user_with_tokens("burst@example.com").await;
    let mut ws = connect(&app).await;
    init(&mut ws, Some(&access)).await;
    send(
        &mut ws,
        json!({ "type": "subscribe", "id": "b", "payload": { "query": BALANCE } }),
    )
    .await;
    assert_eq!(
        next(&mut ws).await["payload"]["data"]["accountBalance"]["withdrawableBalance"]["amount"],
        0
    );

    // Post once, then publish a burst without yielding (the test runtime is single-threaded,
    // so the server sees the whole burst queued): one push with the latest balances.
    fund(&app, &user, 1_000, "burst-1").await;
    for _ in 0..20 {
        app.state.bus.publish(Event::BalanceChanged {
            user_id: UserId::from_raw(&user),
        });
    }
    let pushed = next(&mut ws).await;
    assert_eq!(
        pushed["payload"]["data"]["accountBalance"]["withdrawableBalance"]["amount"],
        1_000
    );
    let extra = tokio::time::timeout(Duration::from_millis(400), ws.next()).await;
    assert!(extra.is_err(), "expected no further push, got {extra:?}");
}
