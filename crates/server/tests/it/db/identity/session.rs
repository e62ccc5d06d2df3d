//! Sessions over real HTTP: bearer checks, logout, login preferences, strong
//! authentication, password change and cross-user isolation.

use crate::common::{PASSWORD, TestApp};
use serde_json::{Value, json};
use server::tokens::{TokenKeys, TokenKind};
use std::time::Duration;

async fn preferences(app: &TestApp, token: &str) -> reqwest::Response {
    app.client
        .get(app.url("/api/login_preferences"))
        .bearer_auth(token)
        .send()
        .await
        .unwrap()
}

async fn patch_preferences(app: &TestApp, token: &str, body: Value) -> reqwest::Response {
    app.client
        .patch(app.url("/api/login_preferences"))
        .bearer_auth(token)
        .json(&body)
        .send()
        .await
        .unwrap()
}

#[tokio::test]
async fn forged_expired_and_missing_tokens_are_401() {
    let app = TestApp::spawn().await;
    let (user_id, access, _) = app.user_with_tokens("gus@example.com").await;
    assert_eq!(preferences(&app, &access).await.status(), 200);

    let sid = app.state.keys.verify(&access, app.now()).unwrap().sid;
    let forged = TokenKeys::new(b"someone-elses-secret-0000000000000000")
        .issue(
            TokenKind::Access,
            &user_id,
            sid.as_deref(),
            app.now(),
            Duration::from_secs(600),
        )
        .unwrap();
    let expired = app
        .state
        .keys
        .issue(
            TokenKind::Access,
            &user_id,
            sid.as_deref(),
            app.now() - chrono::Duration::hours(1),
            Duration::from_secs(60),
        )
        .unwrap();
    let anonymous = app
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
    for token in [
        forged.as_str(),
        expired.as_str(),
        anonymous.as_str(),
        "not-a-token",
        "a.b.c",
    ] {
        let res = preferences(&app, token).await;
        assert_eq!(res.status(), 401, "{token}");
        assert_eq!(res.headers()["www-authenticate"], "Bearer");
        let body: Value = res.json().await.unwrap();
        assert_eq!(
            body["errors"]["base"][0]["message"],
            "You are not logged in. Please log in again to proceed."
        );
    }
    let res = app
        .client
        .get(app.url("/api/login_preferences"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 401);
    let res = app
        .client
        .get(app.url("/api/login_preferences"))
        .header("authorization", "Basic abc")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 401);
}

#[tokio::test]
async fn logout_revokes_at_once_and_is_idempotent() {
    let app = TestApp::spawn().await;
    let (_, access, refresh) = app.user_with_tokens("hal@example.com").await;
    let logout = || {
        app.client
            .post(app.url("/api/logout"))
            .bearer_auth(&access)
            .send()
    };
    assert_eq!(logout().await.unwrap().status(), 204);
    assert_eq!(preferences(&app, &access).await.status(), 401);
    let (status, _) = app
        .token(
            &json!({"grant_type": "refresh_token", "refresh_token": refresh, "client_id": "web"}),
        )
        .await;
    assert_eq!(status, 400);
    assert_eq!(logout().await.unwrap().status(), 204);
    let res = app
        .client
        .post(app.url("/api/logout"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 401);
}

#[tokio::test]
async fn a_revocation_made_outside_the_server_is_honoured_once_the_kept_session_is_stale() {
    let app = TestApp::spawn().await;
    let (_, access, _) = app.user_with_tokens("nell@example.com").await;
    // This node keeps the session it just read.
    assert_eq!(preferences(&app, &access).await.status(), 200);
    // Another process (the admin CLI) revokes it through the store, without the bus.
    let sid = app.session_of(&access);
    app.store()
        .revoke_session(&sid, "maintenance", app.now())
        .await
        .unwrap();
    app.state
        .clock
        .advance(server::identity::live_sessions::TTL + chrono::Duration::milliseconds(1));
    assert_eq!(preferences(&app, &access).await.status(), 401);
}

#[tokio::test]
async fn preferences_validation() {
    let app = TestApp::spawn().await;
    let (_, access, _) = app.user_with_tokens("ivy@example.com").await;
    let body: Value = preferences(&app, &access).await.json().await.unwrap();
    assert_eq!(
        body,
        json!({"strong_auth_enabled": false, "phone_on_file": null})
    );

    let res = patch_preferences(&app, &access, json!({"strong_auth_enabled": true})).await;
    assert_eq!(res.status(), 422);
    let body: Value = res.json().await.unwrap();
    assert!(body["errors"]["phone"][0]["message"].is_string());
    let res = patch_preferences(
        &app,
        &access,
        json!({"strong_auth_enabled": true, "phone": "555-0123"}),
    )
    .await;
    assert_eq!(res.status(), 422);
    let res = patch_preferences(&app, &access, json!({"strong_auth_enabled": "yes"})).await;
    assert_eq!(res.status(), 422);
    let res = app
        .client
        .patch(app.url("/api/login_preferences"))
        .bearer_auth(&access)
        .header("content-type", "application/json")
        .body("{nope")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 400);
    let res = app
        .client
        .patch(app.url("/api/login_preferences"))
        .bearer_auth(&access)
        .body("x")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 415);

    let res = patch_preferences(
        &app,
        &access,
        json!({"strong_auth_enabled": true, "phone": "+1 (201) 555-0123"}),
    )
    .await;
    assert_eq!(res.status(), 200);
    let body: Value = res.json().await.unwrap();
    assert_eq!(
        body,
        json!({"strong_auth_enabled": true, "phone_on_file": "+*********23"})
    );
    let res = patch_preferences(&app, &access, json!({"strong_auth_enabled": false})).await;
    assert_eq!(res.status(), 200);
    let user = app
        .store()
        .user_by_email("ivy@example.com")
        .await
        .unwrap()
        .unwrap();
    assert!(!user.strong_auth_enabled);
    assert_eq!(user.phone.as_deref(), Some("+12015550123"));
}

#[tokio::test]
async fn users_never_see_or_change_each_other() {
    let app = TestApp::spawn().await;
    let (a_id, a_token, _) = app.user_with_tokens("amy@example.com").await;
    let (b_id, b_token, _) = app.user_with_tokens("ben@example.com").await;
    let res = patch_preferences(
        &app,
        &a_token,
        json!({"strong_auth_enabled": true, "phone": "+12015550199"}),
    )
    .await;
    assert_eq!(res.status(), 200);
    let b: Value = preferences(&app, &b_token).await.json().await.unwrap();
    assert_eq!(
        b,
        json!({"strong_auth_enabled": false, "phone_on_file": null})
    );
    // A's token changes only A, whatever the body says.
    let res = patch_preferences(
        &app,
        &a_token,
        json!({"strong_auth_enabled": false, "user_id": b_id}),
    )
    .await;
    assert_eq!(res.status(), 422, "unknown fields are refused");
    let a = app
        .store()
        .user_by_id(&domain::ids::UserId::from_raw(a_id))
        .await
        .unwrap()
        .unwrap();
    let b = app
        .store()
        .user_by_id(&domain::ids::UserId::from_raw(b_id))
        .await
        .unwrap()
        .unwrap();
    assert!(a.strong_auth_enabled);
    assert!(!b.strong_auth_enabled && b.phone.is_none());
    // Logging A out leaves B's session alone.
    app.client
        .post(app.url("/api/logout"))
        .bearer_auth(&a_token)
        .send()
        .await
        .unwrap();
    assert_eq!(preferences(&app, &a_token).await.status(), 401);
    assert_eq!(preferences(&app, &b_token).await.status(), 200);
}

#[tokio::test]
async fn strong_auth_end_to_end() {
    let app = TestApp::spawn().await;
    let (user_id, access, _) = app.user_with_tokens("kim@example.com").await;
    let phone = "+12015550142";
    let res = patch_preferences(
        &app,
        &access,
        json!({"strong_auth_enabled": true, "phone": phone}),
    )
    .await;
    assert_eq!(res.status(), 200);

    // While a full session's bearer token is presented, no limited token is issued.
    let res = app
        .client
        .post(app.url("/oauth/token"))
        .bearer_auth(&access)
        .json(&json!({"grant_type": "password", "username": "kim@example.com", "password": PASSWORD, "client_id": "web"}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 400);
    let body: Value = res.json().await.unwrap();
    assert_eq!(
        body["error_description"],
        "a limited access token cannot be issued while a session is active"
    );

    // Without it, the password grant answers a limited token.
    let (status, body) = app
        .token(&json!({"grant_type": "password", "username": "kim@example.com", "password": PASSWORD, "client_id": "web"}))
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["strong_auth_required"], true);
    assert_eq!(body["user_id"], user_id);
    assert!(body.get("access_token").is_none() && body.get("refresh_token").is_none());
    let limited = body["limited_access_token"].as_str().unwrap().to_owned();
    // A limited token is not a session.
    assert_eq!(preferences(&app, &limited).await.status(), 401);
    let upgrade = json!({"grant_type": "limited_access_token", "limited_access_token": limited, "client_id": "web"});
    let (status, body) = app.token(&upgrade).await;
    assert_eq!(status, 400);
    assert!(
        body["error_description"]
            .as_str()
            .unwrap()
            .contains("one-time code"),
        "{body}"
    );

    // Send and verify the code through the identity service (what the GraphQL mutations call).
    let claims = app.state.keys.verify(&limited, app.now()).unwrap();
    let sid = domain::ids::SessionId::from_raw(claims.sid.unwrap());
    let uid = domain::ids::UserId::from_raw(user_id.clone());
    use domain::identity::one_time_code::Channel;
    use server::identity::one_time_code::{self, OneTimeCodeError};
    let sent = one_time_code::send(&app.state, &uid, &sid, Channel::Sms)
        .await
        .unwrap();
    assert_eq!(sent.masked_destination, "+*********42");
    let code = crate::common::code_from_mailbox(&app, phone).await;
    let wrong = if code == "000000" { "111111" } else { "000000" };
    match one_time_code::verify(&app.state, &sid, wrong).await {
        Err(OneTimeCodeError::WrongCode { attempts_left: 4 }) => {}
        other => panic!("expected a wrong code with 4 attempts left, got {other:?}"),
    }
    assert!(matches!(
        one_time_code::verify(&app.state, &sid, "12ab").await,
        Err(OneTimeCodeError::Malformed)
    ));
    one_time_code::verify(&app.state, &sid, &code)
        .await
        .unwrap();
    // Single use.
    assert!(
        one_time_code::verify(&app.state, &sid, &code)
            .await
            .is_err()
    );

    let (status, body) = app.token(&upgrade).await;
    assert_eq!(status, 200, "{body}");
    let full = body["access_token"].as_str().unwrap();
    assert!(body["refresh_token"].is_string());
    assert_eq!(preferences(&app, full).await.status(), 200);
    // The limited session was spent by the upgrade.
    let (status, _) = app.token(&upgrade).await;
    assert_eq!(status, 400);
    let session = app.store().session(&sid).await.unwrap().unwrap();
    assert_eq!(session.revoke_reason.as_deref(), Some("upgraded"));
}

#[tokio::test]
async fn one_time_codes_die_after_five_wrong_attempts() {
    let app = TestApp::spawn().await;
    let (user_id, access, _) = app.user_with_tokens("lou@example.com").await;
    patch_preferences(
        &app,
        &access,
        json!({"strong_auth_enabled": true, "phone": "+12015550143"}),
    )
    .await;
    let body = app.token(&json!({"grant_type": "password", "username": "lou@example.com", "password": PASSWORD, "client_id": "web"})).await.1;
    let limited = body["limited_access_token"].as_str().unwrap();
    let sid = domain::ids::SessionId::from_raw(
        app.state
            .keys
            .verify(limited, app.now())
            .unwrap()
            .sid
            .unwrap(),
    );
    let uid = domain::ids::UserId::from_raw(user_id);
    use server::identity::one_time_code::{self, OneTimeCodeError};
    one_time_code::send(
        &app.state,
        &uid,
        &sid,
        domain::identity::one_time_code::Channel::Call,
    )
    .await
    .unwrap();
    let msg = app.last_message_to("+12015550143").await.unwrap();
    assert_eq!(msg["kind"], "call");
    let spoken: String = msg["body"]
        .as_str()
        .unwrap()
        .split("code is ")
        .nth(1)
        .unwrap()
        .chars()
        .filter(char::is_ascii_digit)
        .take(6)
        .collect();
    let wrong = if spoken == "999999" {
        "888888"
    } else {
        "999999"
    };
    for left in (0..5).rev() {
        match one_time_code::verify(&app.state, &sid, wrong).await {
            Err(OneTimeCodeError::WrongCode { attempts_left }) => assert_eq!(attempts_left, left),
            other => panic!("{other:?}"),
        }
    }
    assert!(
        one_time_code::verify(&app.state, &sid, &spoken)
            .await
            .is_err()
    );
}

#[tokio::test]
async fn password_change_enforces_policy_and_ends_sessions() {
    let app = TestApp::spawn().await;
    let (_, access, _) = app.user_with_tokens("max@example.com").await;
    let change = |body: Value| {
        app.client
            .post(app.url("/api/password"))
            .bearer_auth(&access)
            .json(&body)
            .send()
    };
    let res =
        change(json!({"current_password": "nope nope nope", "new_password": "a fresh passphrase"}))
            .await
            .unwrap();
    assert_eq!(res.status(), 422);
    let body: Value = res.json().await.unwrap();
    assert_eq!(
        body["errors"]["current_password"][0]["message"],
        "Your current password is incorrect."
    );
    let res = change(json!({"current_password": PASSWORD, "new_password": "password123"}))
        .await
        .unwrap();
    assert_eq!(res.status(), 422);
    let body: Value = res.json().await.unwrap();
    assert!(
        body["errors"]["new_password"][0]["message"]
            .as_str()
            .unwrap()
            .contains("too common")
    );
    let res = change(json!({"current_password": PASSWORD, "new_password": "a fresh passphrase"}))
        .await
        .unwrap();
    assert_eq!(res.status(), 204);
    assert_eq!(preferences(&app, &access).await.status(), 401);
    app.login("max@example.com", "a fresh passphrase").await;
    let (status, _) = app.token(&json!({"grant_type": "password", "username": "max@example.com", "password": PASSWORD, "client_id": "web"})).await;
    assert_eq!(status, 400);
}

#[tokio::test]
async fn strong_auth_through_graphql() {
    let app = TestApp::spawn().await;
    let (_, access, _) = app.user_with_tokens("ned@example.com").await;
    let phone = "+12015550177";
    patch_preferences(
        &app,
        &access,
        json!({"strong_auth_enabled": true, "phone": phone}),
    )
    .await;
    let (_, body) = app
        .token(&json!({"grant_type": "password", "username": "ned@example.com", "password": PASSWORD, "client_id": "web"}))
        .await;
    let limited = body["limited_access_token"].as_str().unwrap().to_owned();

    let sent = app
        .graphql(
            Some(&limited),
            "mutation { sendOneTimeCode(channel: SMS) { success error maskedDestination } }",
            json!({}),
        )
        .await;
    assert_eq!(sent["data"]["sendOneTimeCode"]["success"], true, "{sent}");
    assert_eq!(
        sent["data"]["sendOneTimeCode"]["maskedDestination"],
        "+*********77"
    );
    let code = crate::common::code_from_mailbox(&app, phone).await;
    let verify = "mutation($c: String!) { verifyOneTimeCode(oneTimeCode: $c, source: LOGIN) { success error } }";
    let wrong = if code == "000000" { "111111" } else { "000000" };
    let res = app
        .graphql(Some(&limited), verify, json!({"c": wrong}))
        .await;
    assert_eq!(res["data"]["verifyOneTimeCode"]["success"], false);
    assert_eq!(
        res["data"]["verifyOneTimeCode"]["error"],
        "That code is incorrect. You have 4 attempts left."
    );
    let res = app
        .graphql(Some(&limited), verify, json!({"c": code}))
        .await;
    assert_eq!(res["data"]["verifyOneTimeCode"]["success"], true, "{res}");

    let (status, body) = app
        .token(&json!({"grant_type": "limited_access_token", "limited_access_token": limited, "client_id": "web"}))
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        preferences(&app, body["access_token"].as_str().unwrap())
            .await
            .status(),
        200
    );
}
