//! `POST /api/accounts` over real HTTP: the sign-up rules, and that refused input writes
//! nothing.

use crate::common::{PASSWORD, TestApp};
use chrono::Datelike;
use serde_json::{Value, json};

async fn errors(res: reqwest::Response) -> (u16, Value) {
    let status = res.status().as_u16();
    let body: Value = res.json().await.unwrap();
    (status, body["errors"].clone())
}

fn years_ago(app: &TestApp, years: i32, days_later: i64) -> String {
    let today = app
        .now()
        .with_timezone(&chrono_tz::America::New_York)
        .date_naive();
    let d =
        today.with_year(today.year() - years).unwrap_or(today) + chrono::Duration::days(days_later);
    d.format("%Y-%m-%d").to_string()
}

#[tokio::test]
async fn sign_up_creates_an_account_in_the_regions_currency() {
    let app = TestApp::spawn().await;
    let res = app
        .signup(&TestApp::signup_body("  Nia@Example.com ", PASSWORD))
        .await;
    assert_eq!(res.status(), 201);
    let body: Value = res.json().await.unwrap();
    let user = app
        .store()
        .user_by_email("nia@example.com")
        .await
        .unwrap()
        .unwrap();
    assert_eq!(body["user_id"], user.id.as_str());
    assert_eq!(user.currency, domain::money::Currency::Usd);
    assert_eq!(user.first_name, "Alex");
    assert!(user.password_hash.starts_with("$argon2id$"));

    let mut ca = TestApp::signup_body("oli@example.com", PASSWORD);
    ca["region"] = json!("CA-ON");
    ca["first_name"] = json!("Zoë");
    ca["last_name"] = json!("O'Brien-Smith");
    assert_eq!(app.signup(&ca).await.status(), 201);
    let user = app
        .store()
        .user_by_email("oli@example.com")
        .await
        .unwrap()
        .unwrap();
    assert_eq!(user.currency, domain::money::Currency::Cad);
    assert_eq!(user.region, "CA-ON");
    // The new account can log in straight away.
    app.login("oli@example.com", PASSWORD).await;
}

#[tokio::test]
async fn every_field_error_at_once() {
    let app = TestApp::spawn().await;
    let (status, errs) = errors(app.signup(&json!({})).await).await;
    assert_eq!(status, 422);
    assert_eq!(errs["email"][0]["message"], "Please enter your email");
    assert_eq!(errs["password"][0]["message"], "Please enter a password");
    assert_eq!(
        errs["first_name"][0]["message"],
        "Please enter your first name"
    );
    assert_eq!(
        errs["last_name"][0]["message"],
        "Please enter your last name"
    );
    assert_eq!(
        errs["date_of_birth"][0]["message"],
        "Please enter your date of birth"
    );
    assert_eq!(errs["region"][0]["message"], "Please select your region");
}

#[tokio::test]
async fn age_rules_follow_the_region() {
    let app = TestApp::spawn().await;
    let mut body = TestApp::signup_body("pam@example.com", PASSWORD);
    body["date_of_birth"] = json!(years_ago(&app, 21, 1));
    let (status, errs) = errors(app.signup(&body).await).await;
    assert_eq!(status, 422);
    assert_eq!(
        errs["date_of_birth"][0]["message"],
        "You must be at least 21 years old to sign up in New Jersey"
    );
    body["date_of_birth"] = json!(years_ago(&app, 21, 0));
    assert_eq!(app.signup(&body).await.status(), 201);

    let mut qc = TestApp::signup_body("quinn@example.com", PASSWORD);
    qc["region"] = json!("CA-QC");
    qc["date_of_birth"] = json!(years_ago(&app, 18, -1));
    assert_eq!(app.signup(&qc).await.status(), 201);
    let mut on = TestApp::signup_body("ray@example.com", PASSWORD);
    on["region"] = json!("CA-ON");
    on["date_of_birth"] = json!(years_ago(&app, 18, -1));
    let (_, errs) = errors(app.signup(&on).await).await;
    assert_eq!(
        errs["date_of_birth"][0]["message"],
        "You must be at least 19 years old to sign up in Ontario"
    );
    on["date_of_birth"] = json!(years_ago(&app, -1, 0));
    let (_, errs) = errors(app.signup(&on).await).await;
    assert_eq!(
        errs["date_of_birth"][0]["message"],
        "Date of birth cannot be in the future"
    );
    on["date_of_birth"] = json!("1990-13-01");
    let (_, errs) = errors(app.signup(&on).await).await;
    assert_eq!(
        errs["date_of_birth"][0]["message"],
        "Please enter a valid date of birth (YYYY-MM-DD)"
    );
    on["region"] = json!("MX-CMX");
    let (_, errs) = errors(app.signup(&on).await).await;
    assert!(errs["region"][0]["message"].is_string());
}

#[tokio::test]
async fn blocked_outside_the_us_and_canada() {
    let app = TestApp::spawn().await;
    let res = app
        .client
        .post(app.url("/api/accounts"))
        .header("x-client-country", "FR")
        .json(&TestApp::signup_body("sam@example.com", PASSWORD))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 403);
    let body: Value = res.json().await.unwrap();
    assert_eq!(
        body,
        json!({"errors": {"base": [{"message": "We're sorry, Halftime Sportsbook does not operate in your region."}]}})
    );
    assert!(
        app.store()
            .user_by_email("sam@example.com")
            .await
            .unwrap()
            .is_none()
    );

    let scorecard = TestApp::spawn_with(|c| c.brand = "scorecard".into()).await;
    let res = scorecard
        .client
        .post(scorecard.url("/api/accounts"))
        .header("x-client-country", "GB")
        .json(&TestApp::signup_body("sam@example.com", PASSWORD))
        .send()
        .await
        .unwrap();
    let body: Value = res.json().await.unwrap();
    assert_eq!(
        body["errors"]["base"][0]["message"],
        "We're sorry, Scorecard Bet does not operate in your region."
    );
    // Canada is served.
    let res = app
        .client
        .post(app.url("/api/accounts"))
        .header("x-client-country", "CA")
        .json(&TestApp::signup_body("sam@example.com", PASSWORD))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 201);
}

#[tokio::test]
async fn duplicate_email_is_409() {
    let app = TestApp::spawn().await;
    app.create_user("tia@example.com", PASSWORD).await;
    let (status, errs) = errors(
        app.signup(&TestApp::signup_body("TIA@example.com", PASSWORD))
            .await,
    )
    .await;
    assert_eq!(status, 409);
    assert!(
        errs["email"][0]["message"]
            .as_str()
            .unwrap()
            .contains("already exists")
    );
}

#[tokio::test]
async fn weak_and_common_passwords_are_refused() {
    let app = TestApp::spawn().await;
    for (password, message) in [
        ("short", "Password must be at least 8 characters"),
        (
            "password1",
            "This password is too common. Please choose one that is harder to guess",
        ),
        (
            "Iloveyou",
            "This password is too common. Please choose one that is harder to guess",
        ),
        (
            "uma@example.com",
            "Password must not contain your email address",
        ),
    ] {
        let (status, errs) = errors(
            app.signup(&TestApp::signup_body("uma@example.com", password))
                .await,
        )
        .await;
        assert_eq!(status, 422, "{password}");
        assert_eq!(errs["password"][0]["message"], message, "{password}");
    }
    // 64+ characters and no composition rules.
    let long = "a very long and perfectly fine passphrase without digits or capitals at all";
    assert!(long.len() > 64);
    assert_eq!(
        app.signup(&TestApp::signup_body("uma@example.com", long))
            .await
            .status(),
        201
    );
}

#[tokio::test]
async fn injection_strings_are_refused_and_nothing_is_written() {
    let app = TestApp::spawn().await;
    let payloads = [
        "<script>alert(1)</script>",
        "'; DROP TABLE users; --",
        "\" OR \"1\"=\"1",
        "Robert'); DELETE FROM sessions;--",
        "<img src=x onerror=alert(1)>",
        "${jndi:ldap://x}",
        "\u{0000}admin",
    ];
    for payload in payloads {
        for field in [
            "email",
            "first_name",
            "last_name",
            "date_of_birth",
            "region",
        ] {
            let mut body = TestApp::signup_body("vic@example.com", PASSWORD);
            body[field] = if field == "email" {
                json!(format!("{payload}@example.com"))
            } else {
                json!(payload)
            };
            let (status, errs) = errors(app.signup(&body).await).await;
            assert_eq!(status, 422, "{field}: {payload:?}");
            assert!(errs[field][0]["message"].is_string(), "{field}: {errs}");
        }
    }
    assert!(
        app.store()
            .user_by_email("vic@example.com")
            .await
            .unwrap()
            .is_none()
    );
}

#[tokio::test]
async fn bad_bodies_get_specific_errors() {
    let app = TestApp::spawn().await;
    let send = |ct: &'static str, body: &'static str| {
        app.client
            .post(app.url("/api/accounts"))
            .header("content-type", ct)
            .body(body)
            .send()
    };
    let (status, errs) = errors(send("application/json", "{\"email\":").await.unwrap()).await;
    assert_eq!(status, 400);
    assert!(
        errs["base"][0]["message"]
            .as_str()
            .unwrap()
            .contains("not valid JSON")
    );
    let (status, _) = errors(send("text/plain", "email=x").await.unwrap()).await;
    assert_eq!(status, 415);
    let (status, errs) = errors(send("application/json", r#"{"email": 42}"#).await.unwrap()).await;
    assert_eq!(status, 422);
    assert!(
        errs["base"][0]["message"]
            .as_str()
            .unwrap()
            .contains("email"),
        "{errs}"
    );
    let (status, _) = errors(send("application/json", "[]").await.unwrap()).await;
    assert_eq!(status, 422);
}
