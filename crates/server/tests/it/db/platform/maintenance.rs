//! Maintenance mode over HTTP: 503 with the header and content on the API, the status
//! endpoint never blocked, live sessions revoked (and announced on the bus), normal
//! service after it ends, and the development switch refused in production.

use crate::common::{PASSWORD, TestApp};
use serde_json::{Value, json};
use server::bus::Event;
use std::time::Duration;

async fn switch(app: &TestApp, body: Value) -> Value {
    let res = app
        .client
        .post(app.url("/api/dev/maintenance"))
        .json(&body)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    res.json().await.unwrap()
}

async fn status(app: &TestApp) -> Value {
    let res = app
        .client
        .get(app.url("/api/maintenance"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200, "GET /api/maintenance is never blocked");
    res.json().await.unwrap()
}

fn assert_blocked(res: &reqwest::Response) {
    assert_eq!(res.status(), 503, "{}", res.url());
    assert_eq!(
        res.headers()
            .get("x-maintenance-mode")
            .and_then(|v| v.to_str().ok()),
        Some("true")
    );
}

#[tokio::test]
async fn maintenance_blocks_the_api_and_logs_everyone_out() {
    let app = TestApp::spawn().await;
    let (user_id, access, refresh) = app.user_with_tokens("maint@example.com").await;
    let ok = app
        .graphql(Some(&access), "{ account { id } }", json!({}))
        .await;
    assert_eq!(ok["data"]["account"]["id"], user_id.as_str());

    let off = status(&app).await;
    assert_eq!(off, json!({"active": false, "content": null}));

    let mut events = app.state.bus.subscribe();
    let on = switch(
        &app,
        json!({"active": true, "content": {"title": "Upgrading", "link": "https://status.example.com"}}),
    )
    .await;
    assert_eq!(on["active"], true);
    assert_eq!(on["revokedSessions"], 1);
    assert_eq!(on["content"]["title"], "Upgrading");
    assert_eq!(on["content"]["message"], "Check back soon!");
    assert_eq!(on["content"]["label"], "More info");
    assert_eq!(on["content"]["refreshIntervalSeconds"], 30);

    // The session's websockets are told to close.
    let event = tokio::time::timeout(Duration::from_secs(2), events.recv())
        .await
        .expect("an event")
        .expect("bus open");
    match event {
        Event::SessionRevoked {
            user_id: uid,
            reason,
            ..
        } => {
            assert_eq!(uid.as_str(), user_id);
            assert_eq!(reason, "maintenance");
        }
        other => panic!("unexpected event {other:?}"),
    }

    // The API answers 503 with the header and the content.
    let res = app
        .client
        .post(app.url("/graphql"))
        .bearer_auth(&access)
        .json(&json!({"query": "{ account { id } }"}))
        .send()
        .await
        .unwrap();
    assert_blocked(&res);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["maintenanceModeContent"]["title"], "Upgrading");
    assert_eq!(
        body["maintenanceModeContent"]["link"],
        "https://status.example.com"
    );
    assert_eq!(body["maintenanceModeContent"]["refreshIntervalSeconds"], 30);

    let res = app
        .client
        .post(app.url("/oauth/token"))
        .json(&json!({"grant_type": "password", "username": "maint@example.com", "password": PASSWORD, "client_id": "web"}))
        .send()
        .await
        .unwrap();
    assert_blocked(&res);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["maintenanceModeContent"]["title"], "Upgrading");
    for path in ["/i/regions", "/api/login_preferences"] {
        let res = app.client.get(app.url(path)).send().await.unwrap();
        assert_blocked(&res);
    }

    // Never blocked: status, health, dev endpoints.
    let st = status(&app).await;
    assert_eq!(st["active"], true);
    assert_eq!(st["content"]["title"], "Upgrading");
    let health = app.client.get(app.url("/healthz")).send().await.unwrap();
    assert_eq!(health.status(), 200);
    let mailbox = app
        .client
        .get(app.url("/api/dev/mailbox"))
        .send()
        .await
        .unwrap();
    assert_eq!(mailbox.status(), 200);

    // The session was revoked with reason `maintenance`.
    let user = app
        .store()
        .user_by_email("maint@example.com")
        .await
        .unwrap()
        .unwrap();
    assert_eq!(user.id.as_str(), user_id);

    // Off: normal service; the old tokens stay dead.
    let off = switch(&app, json!({"active": false})).await;
    assert_eq!(
        off,
        json!({"active": false, "content": null, "revokedSessions": 0})
    );
    let answer = app
        .graphql(Some(&access), "{ account { id } }", json!({}))
        .await;
    assert_eq!(
        answer["errors"][0]["extensions"]["code"], "UNAUTHENTICATED",
        "{answer}"
    );
    let (status_code, body) = app
        .token(
            &json!({"grant_type": "refresh_token", "refresh_token": refresh, "client_id": "web"}),
        )
        .await;
    assert_eq!(status_code, 400, "{body}");
    assert_eq!(body["error"], "invalid_grant");

    // Logging in again works, and startup shows no maintenance content.
    let tokens = app.login("maint@example.com", PASSWORD).await;
    let fresh = tokens["access_token"].as_str().unwrap();
    let answer = app
        .graphql(
            Some(fresh),
            "{ account { id } startup { maintenanceModeContent { title } cfWaitingRoom { inWaitingRoom refreshIntervalSeconds } } }",
            json!({}),
        )
        .await;
    assert_eq!(
        answer["data"]["account"]["id"],
        user_id.as_str(),
        "{answer}"
    );
    assert_eq!(
        answer["data"]["startup"]["maintenanceModeContent"],
        Value::Null
    );
    assert_eq!(
        answer["data"]["startup"]["cfWaitingRoom"],
        json!({"inWaitingRoom": false, "refreshIntervalSeconds": 30})
    );
}

#[tokio::test]
async fn revoked_session_has_the_maintenance_reason() {
    let app = TestApp::spawn().await;
    let (_, access, _) = app.user_with_tokens("reason@example.com").await;
    let session_id = app.session_of(&access);
    switch(&app, json!({"active": true})).await;
    let session = app.store().session(&session_id).await.unwrap().unwrap();
    assert_eq!(session.revoke_reason.as_deref(), Some("maintenance"));
    assert!(session.revoked_at.is_some());
    let st = status(&app).await;
    assert_eq!(
        st["content"],
        json!({"title": "We're working on a few things", "message": "Check back soon!",
               "image": null, "link": null, "label": null, "refreshIntervalSeconds": 30})
    );
}

#[tokio::test]
async fn a_switch_made_elsewhere_is_seen_within_a_second_or_two() {
    let app = TestApp::spawn().await;
    // Warm this node's cache with "off".
    let answer = app
        .graphql(None, "{ customDialogs { id } }", json!({}))
        .await;
    assert!(answer["errors"].is_null(), "{answer}");
    // Another node (or the admin CLI) switches through the store.
    let content = server::platform::maintenance::default_content();
    app.store()
        .set_maintenance(true, &content, app.now())
        .await
        .unwrap();
    // This node reads the switches again once its copy is older than the settings TTL.
    app.state.clock.advance(
        chrono::Duration::from_std(server::platform::SETTINGS_TTL).unwrap()
            + chrono::Duration::milliseconds(1),
    );
    let res = app
        .client
        .post(app.url("/graphql"))
        .json(&json!({"query": "{ customDialogs { id } }"}))
        .send()
        .await
        .unwrap();
    assert_eq!(
        res.status(),
        503,
        "maintenance seen once the cached switches are stale"
    );
}

#[tokio::test]
async fn bad_switch_content_names_the_field() {
    let app = TestApp::spawn().await;
    let res = app
        .client
        .post(app.url("/api/dev/maintenance"))
        .json(&json!({"active": true, "content": {"link": "http://insecure.example.com"}}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 422);
    let body: Value = res.json().await.unwrap();
    assert!(body["errors"]["link"][0]["message"].is_string(), "{body}");
    assert_eq!(status(&app).await["active"], false, "nothing switched");
}

#[tokio::test]
async fn development_endpoints_are_404_in_production() {
    let app = TestApp::spawn_with(|c| c.env = server::config::AppEnv::Production).await;
    for (path, body) in [
        ("/api/dev/maintenance", json!({"active": true})),
        ("/api/dev/waiting-room", json!({"maxSessions": 1})),
        ("/api/dev/custom-dialogs", json!({})),
    ] {
        let res = app
            .client
            .post(app.url(path))
            .json(&body)
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 404, "{path}");
    }
    let res = app
        .client
        .get(app.url("/api/dev/custom-dialogs"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 404);
    assert_eq!(status(&app).await["active"], false);
    let res = app
        .client
        .get(app.url("/api/waiting-room"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
}
