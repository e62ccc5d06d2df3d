//! `/oauth/authorize` and the `authorization_code` grant with PKCE S256 over real HTTP.

use crate::common::{PASSWORD, TestApp};
use serde_json::{Value, json};

const VERIFIER: &str = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk-longer-than-43-chars";
const STATE: &str = "state-value-of-at-least-22-chars";

fn authorize_params(app: &TestApp) -> Vec<(&'static str, String)> {
    vec![
        ("client_id", "web".into()),
        ("redirect_uri", app.url("/oauth_callback")),
        ("response_type", "code".into()),
        ("code_challenge", domain::pkce::challenge_for(VERIFIER)),
        ("code_challenge_method", "S256".into()),
        ("state", STATE.into()),
        ("prompt", "login".into()),
    ]
}

fn with(
    mut params: Vec<(&'static str, String)>,
    key: &'static str,
    value: &str,
) -> Vec<(&'static str, String)> {
    params.retain(|(k, _)| *k != key);
    params.push((key, value.to_owned()));
    params
}

async fn get_page(app: &TestApp, params: &[(&'static str, String)]) -> reqwest::Response {
    app.client
        .get(app.url("/oauth/authorize"))
        .query(params)
        .send()
        .await
        .unwrap()
}

/// Signs in through the form; returns the redirect `Location`.
async fn sign_in(app: &TestApp, email: &str, password: &str) -> reqwest::Response {
    let mut form = authorize_params(app);
    form.push(("email", email.into()));
    form.push(("password", password.into()));
    app.client
        .post(app.url("/oauth/authorize"))
        .form(&form)
        .send()
        .await
        .unwrap()
}

fn query_of(location: &str) -> std::collections::HashMap<String, String> {
    url::Url::parse(location)
        .unwrap()
        .query_pairs()
        .into_owned()
        .collect()
}

async fn code_for(app: &TestApp, email: &str) -> String {
    let res = sign_in(app, email, PASSWORD).await;
    assert_eq!(res.status(), 303);
    let location = res.headers()["location"].to_str().unwrap().to_owned();
    assert!(
        location.starts_with(&app.url("/oauth_callback?")),
        "{location}"
    );
    let q = query_of(&location);
    assert_eq!(q["state"], STATE);
    q["code"].clone()
}

fn redeem(app: &TestApp, code: &str, verifier: &str, redirect_uri: &str) -> Value {
    json!({
        "grant_type": "authorization_code",
        "code": code,
        "code_verifier": verifier,
        "client_id": "web",
        "redirect_uri": if redirect_uri.is_empty() { app.url("/oauth_callback") } else { redirect_uri.to_owned() },
    })
}

#[tokio::test]
async fn sign_in_page_is_self_contained_and_accessible() {
    let app = TestApp::spawn().await;
    let res = get_page(&app, &authorize_params(&app)).await;
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["x-frame-options"], "DENY");
    assert!(
        res.headers()["content-security-policy"]
            .to_str()
            .unwrap()
            .contains("default-src 'none'")
    );
    let html = res.text().await.unwrap();
    assert!(html.contains("<html lang=\"en\">"));
    assert!(html.contains("Halftime Sportsbook"));
    assert!(html.contains("<label for=\"email\">Email</label>"));
    assert!(html.contains("<label for=\"password\">Password</label>"));
    assert!(!html.contains("<script") && !html.contains("<link") && !html.contains("src="));
}

#[tokio::test]
async fn bad_client_or_redirect_gets_an_error_page_never_a_redirect() {
    let app = TestApp::spawn().await;
    for params in [
        with(authorize_params(&app), "client_id", "evil"),
        with(
            authorize_params(&app),
            "redirect_uri",
            "https://evil.example/oauth_callback",
        ),
        with(
            authorize_params(&app),
            "redirect_uri",
            &app.url("/oauth_callback/"),
        ),
        with(
            authorize_params(&app),
            "redirect_uri",
            &app.url("/oauth_callback?x=1"),
        ),
    ] {
        let res = get_page(&app, &params).await;
        assert_eq!(res.status(), 400);
        assert!(res.headers().get("location").is_none());
        let html = res.text().await.unwrap();
        assert!(html.contains("role=\"alert\""));
    }
    // Other problems go back to the registered redirect URI with an error.
    for (key, value, error) in [
        ("response_type", "token", "unsupported_response_type"),
        ("code_challenge_method", "plain", "invalid_request"),
        ("code_challenge", "too-short", "invalid_request"),
        ("state", "short", "invalid_request"),
    ] {
        let res = get_page(&app, &with(authorize_params(&app), key, value)).await;
        assert_eq!(res.status(), 303, "{key}");
        let q = query_of(res.headers()["location"].to_str().unwrap());
        assert_eq!(q["error"], error, "{key}");
    }
}

#[tokio::test]
async fn code_flow_with_pkce() {
    let app = TestApp::spawn().await;
    let user_id = app.create_user("wes@example.com", PASSWORD).await;
    let code = code_for(&app, "wes@example.com").await;
    let (status, body) = app.token(&redeem(&app, &code, VERIFIER, "")).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["user_id"], user_id);
    assert!(body["access_token"].is_string() && body["refresh_token"].is_string());
    // Single use.
    let (status, body) = app.token(&redeem(&app, &code, VERIFIER, "")).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (400, Some("invalid_grant"))
    );
}

#[tokio::test]
async fn code_flow_failures() {
    let app = TestApp::spawn().await;
    app.create_user("xan@example.com", PASSWORD).await;

    let code = code_for(&app, "xan@example.com").await;
    let other_verifier = "a-completely-different-verifier-of-enough-length-000";
    let (status, body) = app.token(&redeem(&app, &code, other_verifier, "")).await;
    assert_eq!(status, 400);
    assert_eq!(body["error"], "invalid_grant");
    assert_eq!(
        body["error_description"],
        "code_verifier does not match the code_challenge"
    );
    // A failed attempt spends the code.
    let (_, body) = app.token(&redeem(&app, &code, VERIFIER, "")).await;
    assert_eq!(body["error"], "invalid_grant");

    let code = code_for(&app, "xan@example.com").await;
    let (_, body) = app
        .token(&redeem(
            &app,
            &code,
            VERIFIER,
            "https://evil.example/oauth_callback",
        ))
        .await;
    assert_eq!(body["error"], "invalid_grant");
    assert_eq!(
        body["error_description"],
        "redirect_uri does not match the one the code was issued for."
    );

    let code = code_for(&app, "xan@example.com").await;
    let (_, body) = app.token(&redeem(&app, &code, "short", "")).await;
    assert_eq!(body["error"], "invalid_request");
    // A malformed verifier does not spend the code.
    let (status, _) = app.token(&redeem(&app, &code, VERIFIER, "")).await;
    assert_eq!(status, 200);

    let (_, body) = app.token(&redeem(&app, "made-up-code", VERIFIER, "")).await;
    assert_eq!(body["error"], "invalid_grant");
    let (_, body) = app
        .token(&json!({"grant_type": "authorization_code", "client_id": "web", "code": "x"}))
        .await;
    assert_eq!(
        body["error_description"],
        "missing required parameter: code_verifier"
    );
}

#[tokio::test]
async fn sign_in_form_refuses_wrong_credentials_and_locks() {
    let app = TestApp::spawn().await;
    app.create_user("yul@example.com", PASSWORD).await;
    let res = sign_in(&app, "yul@example.com", "wrong password!").await;
    assert_eq!(res.status(), 401);
    let html = res.text().await.unwrap();
    assert!(html.contains(
        "The email or password you entered is incorrect. Too many failed attempts lock the account"
    ));
    assert!(html.contains("value=\"yul@example.com\""));
    sign_in(&app, "yul@example.com", "wrong password!").await;
    // The third failure locks; the page says no more than to anyone else.
    let res = sign_in(&app, "yul@example.com", "wrong password!").await;
    let html = res.text().await.unwrap();
    assert!(
        html.contains("The email or password you entered is incorrect.")
            && !html.contains("is locked")
    );
    let res = sign_in(&app, "yul@example.com", PASSWORD).await;
    assert_eq!(res.status(), 401);
    assert!(!res.text().await.unwrap().contains("is locked"));
    // Markup in the email is escaped.
    let res = sign_in(&app, "<b>x</b>@example.com", "whatever password").await;
    let html = res.text().await.unwrap();
    assert!(html.contains("&lt;b&gt;x&lt;/b&gt;@example.com") && !html.contains("<b>x</b>"));
}
