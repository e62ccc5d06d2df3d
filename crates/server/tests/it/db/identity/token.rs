//! `POST /oauth/token` over real HTTP: grants, failures, rotation, reuse, lockout, throttling.

use crate::common::{PASSWORD, TestApp};
use serde_json::{Value, json};

fn password_grant(email: &str, password: &str) -> Value {
    json!({"grant_type": "password", "username": email, "password": password, "client_id": "web"})
}

#[tokio::test]
async fn password_grant_issues_tokens_with_no_store() {
    let app = TestApp::spawn().await;
    let user_id = app.create_user("ann@example.com", PASSWORD).await;
    let res = app
        .client
        .post(app.url("/oauth/token"))
        .header("x-region-code", "US-NJ")
        .header("x-country-code", "US")
        .form(&[
            ("grant_type", "password"),
            ("username", "ANN@example.com"),
            ("password", PASSWORD),
            ("client_id", "web"),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["cache-control"], "no-store");
    assert_eq!(res.headers()["pragma"], "no-cache");
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["user_id"], user_id);
    assert_eq!(body["token_type"], "Bearer");
    assert_eq!(body["expires_in"], 900);
    assert!(body["access_token"].as_str().unwrap().split('.').count() == 3);
    assert!(body["refresh_token"].as_str().unwrap().len() > 40);

    // The access token opens the session check.
    let res = app
        .client
        .get(app.url("/api/login_preferences"))
        .bearer_auth(body["access_token"].as_str().unwrap())
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    // Last login was recorded.
    let user = app
        .store()
        .user_by_email("ann@example.com")
        .await
        .unwrap()
        .unwrap();
    assert!(user.last_login_at.is_some());
}

#[tokio::test]
async fn wrong_password_and_unknown_email_look_the_same() {
    let app = TestApp::spawn().await;
    app.create_user("bob@example.com", PASSWORD).await;
    let (s1, wrong) = app
        .token(&password_grant("bob@example.com", "not the password"))
        .await;
    let (s2, unknown) = app
        .token(&password_grant("nobody@example.com", "not the password"))
        .await;
    assert_eq!((s1, s2), (400, 400));
    assert_eq!(wrong, unknown);
    assert_eq!(wrong["error"], "invalid_grant");
    assert_eq!(
        wrong["error_description"],
        "The email or password you entered is incorrect. Too many failed attempts lock the account; reset your password to unlock it."
    );
}

#[tokio::test]
async fn request_format_errors_are_specific() {
    let app = TestApp::spawn().await;
    let post = |ct: &'static str, body: &'static str| {
        app.client
            .post(app.url("/oauth/token"))
            .header("content-type", ct)
            .body(body)
            .send()
    };
    // Wrong content type.
    let res = post("text/plain", "grant_type=password").await.unwrap();
    assert_eq!(res.status(), 400);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["error"], "invalid_request");
    assert!(
        body["error_description"]
            .as_str()
            .unwrap()
            .contains("Content-Type")
    );
    // Malformed JSON names the problem.
    let body: Value = post("application/json", "{\"grant_type\": ")
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(body["error"], "invalid_request");
    assert!(
        body["error_description"]
            .as_str()
            .unwrap()
            .starts_with("malformed JSON body"),
        "{body}"
    );
    // Non-string values.
    let body: Value = post("application/json", r#"{"grant_type": 5}"#)
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(
        body["error_description"],
        "parameter grant_type must be a string"
    );
    // Unknown grant.
    let (status, body) = app
        .token(&json!({"grant_type": "client_credentials", "client_id": "web"}))
        .await;
    assert_eq!(status, 400);
    assert_eq!(body["error"], "unsupported_grant_type");
    // Missing fields are named.
    let (_, body) = app.token(&json!({"client_id": "web"})).await;
    assert_eq!(
        body["error_description"],
        "missing required parameter: grant_type"
    );
    let (_, body) = app
        .token(&json!({"grant_type": "password", "client_id": "web", "username": "a@b.co"}))
        .await;
    assert_eq!(
        body["error_description"],
        "missing required parameter: password"
    );
    let (_, body) = app
        .token(&json!({"grant_type": "refresh_token", "client_id": "web"}))
        .await;
    assert_eq!(
        body["error_description"],
        "missing required parameter: refresh_token"
    );
    // Repeated form parameter.
    let body: Value = post(
        "application/x-www-form-urlencoded",
        "grant_type=password&grant_type=password",
    )
    .await
    .unwrap()
    .json()
    .await
    .unwrap();
    assert_eq!(
        body["error_description"],
        "parameter grant_type is repeated"
    );
    // Unknown client.
    let (status, body) = app.token(&json!({"grant_type": "password", "client_id": "evil", "username": "a", "password": "b"})).await;
    assert_eq!(status, 401);
    assert_eq!(body["error"], "invalid_client");
}

#[tokio::test]
async fn oversized_bodies_get_413_json() {
    let app = TestApp::spawn_with(|c| c.max_body_bytes = 1024).await;
    let big = "x".repeat(4096);
    let res = app
        .client
        .post(app.url("/oauth/token"))
        .json(&json!({"grant_type": "password", "client_id": "web", "username": big, "password": "p"}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 413);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["error"], "invalid_request");
    let res = app.signup(&json!({"email": big})).await;
    assert_eq!(res.status(), 413);
    let body: Value = res.json().await.unwrap();
    assert!(body["errors"]["base"][0]["message"].is_string());
}

#[tokio::test]
async fn refresh_rotates_and_reuse_revokes_the_family() {
    let app = TestApp::spawn().await;
    let (_, access, refresh1) = app.user_with_tokens("cat@example.com").await;
    let (status, second) = app
        .token(
            &json!({"grant_type": "refresh_token", "refresh_token": refresh1, "client_id": "web"}),
        )
        .await;
    assert_eq!(status, 200, "{second}");
    let refresh2 = second["refresh_token"].as_str().unwrap().to_owned();
    assert_ne!(refresh2, refresh1);
    let access2 = second["access_token"].as_str().unwrap().to_owned();

    // Presenting the spent token again is reuse: the whole family dies.
    let (status, body) = app
        .token(
            &json!({"grant_type": "refresh_token", "refresh_token": refresh1, "client_id": "web"}),
        )
        .await;
    assert_eq!(status, 400);
    assert_eq!(body["error"], "invalid_grant");
    assert_eq!(
        body["error_description"],
        "refresh token reuse detected; please log in again"
    );
    let (status, _) = app
        .token(
            &json!({"grant_type": "refresh_token", "refresh_token": refresh2, "client_id": "web"}),
        )
        .await;
    assert_eq!(status, 400);
    for token in [&access, &access2] {
        let res = app
            .client
            .get(app.url("/api/login_preferences"))
            .bearer_auth(token)
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 401);
    }
    // Unknown and garbage refresh tokens.
    let (status, body) = app
        .token(
            &json!({"grant_type": "refresh_token", "refresh_token": "garbage", "client_id": "web"}),
        )
        .await;
    assert_eq!(
        (status, body["error"].as_str()),
        (400, Some("invalid_grant"))
    );
}

#[tokio::test]
async fn refresh_never_outlives_the_session() {
    let app = TestApp::spawn_with(|c| {
        c.session_max_age = std::time::Duration::from_secs(3600);
    })
    .await;
    let (_, _, refresh) = app.user_with_tokens("dan@example.com").await;
    app.state.clock.advance(chrono::Duration::seconds(3601));
    let (status, body) = app
        .token(
            &json!({"grant_type": "refresh_token", "refresh_token": refresh, "client_id": "web"}),
        )
        .await;
    assert_eq!(status, 400);
    assert_eq!(body["error"], "invalid_grant");
    assert!(
        body["error_description"]
            .as_str()
            .unwrap()
            .contains("expired"),
        "{body}"
    );
}

#[tokio::test]
async fn new_jersey_locks_after_three_failures_and_reset_unlocks() {
    let app = TestApp::spawn().await;
    app.create_user("eve@example.com", PASSWORD).await;
    for _ in 0..2 {
        let (_, body) = app
            .token(&password_grant("eve@example.com", "wrong password!"))
            .await;
        assert_eq!(
            body["error_description"],
            "The email or password you entered is incorrect. Too many failed attempts lock the account; reset your password to unlock it."
        );
    }
    // The third failure locks, and nothing in the answer tells a locked account from a
    // wrong password or an unknown email.
    let (_, unknown) = app
        .token(&password_grant("nobody@example.com", "wrong password!"))
        .await;
    let (status, body) = app
        .token(&password_grant("eve@example.com", "wrong password!"))
        .await;
    assert_eq!((status, &body), (400, &unknown));
    // Even the right password is refused now, with the same answer.
    let (status, body) = app
        .token(&password_grant("eve@example.com", PASSWORD))
        .await;
    assert_eq!((status, &body), (400, &unknown));

    // The holder is told by mail, with the way to unlock.
    let mail = crate::common::eventually(
        "a lockout email",
        std::time::Duration::from_secs(5),
        || async {
            app.last_message_to("eve@example.com")
                .await
                .filter(|m| m["subject"].as_str().is_some_and(|s| s.contains("locked")))
        },
    )
    .await;
    let body = mail["body"].as_str().unwrap();
    assert!(body.contains("/forgot-password"), "{body}");
    let lock_mails = app
        .mailbox()
        .await
        .into_iter()
        .filter(|m| m["subject"].as_str().is_some_and(|s| s.contains("locked")))
        .count();
    assert_eq!(lock_mails, 1, "one lockout email only");

    // Reset through the emailed link.
    let res = app
        .client
        .post(app.url("/api/password_reset_requests"))
        .json(&json!({"email": "eve@example.com", "client_id": "web"}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 201);
    let token = crate::common::reset_token_from_mailbox(&app, "eve@example.com").await;
    let res = app
        .client
        .post(app.url("/api/password_resets"))
        .json(&json!({"token": token, "password": "a brand new passphrase"}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    app.login("eve@example.com", "a brand new passphrase").await;
    // The link is single-use.
    let res = app
        .client
        .post(app.url("/api/password_resets"))
        .json(&json!({"token": token, "password": "another new passphrase"}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 400);
    let body: Value = res.json().await.unwrap();
    assert_eq!(
        body["errors"]["token"][0]["message"],
        "This password reset link is invalid or has expired."
    );
}

#[tokio::test]
async fn other_regions_lock_after_five() {
    let app = TestApp::spawn().await;
    let mut body = TestApp::signup_body("fay@example.com", PASSWORD);
    body["region"] = json!("US-PA");
    assert_eq!(app.signup(&body).await.status(), 201);
    for _ in 0..4 {
        let (_, b) = app
            .token(&password_grant("fay@example.com", "wrong password!"))
            .await;
        assert_eq!(
            b["error_description"],
            "The email or password you entered is incorrect. Too many failed attempts lock the account; reset your password to unlock it."
        );
    }
    // The fifth locks: the right password is refused from then on, with the same answer.
    app.token(&password_grant("fay@example.com", "wrong password!"))
        .await;
    let (status, b) = app
        .token(&password_grant("fay@example.com", PASSWORD))
        .await;
    assert_eq!(status, 400);
    assert!(
        b["error_description"]
            .as_str()
            .unwrap()
            .starts_with("The email or password you entered is incorrect.")
    );
}

#[tokio::test]
async fn failed_logins_are_throttled_per_ip() {
    let app = TestApp::spawn().await;
    for i in 0..20 {
        let (status, _) = app
            .token(&password_grant(
                &format!("ghost{i}@example.com"),
                "whatever-password",
            ))
            .await;
        assert_eq!(status, 400);
    }
    let res = app
        .client
        .post(app.url("/oauth/token"))
        .json(&password_grant("ghost@example.com", "whatever-password"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 429);
    assert!(res.headers().contains_key("retry-after"));
    let body: Value = res.json().await.unwrap();
    assert!(
        body["error_description"]
            .as_str()
            .unwrap()
            .starts_with("Too many failed login attempts"),
        "{body}"
    );
}
