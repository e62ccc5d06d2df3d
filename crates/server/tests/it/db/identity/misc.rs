//! Regions, the dev mailbox, password-reset requests and the seed.

use crate::common::{PASSWORD, TestApp};
use serde_json::{Value, json};

#[tokio::test]
async fn regions_list() {
    let app = TestApp::spawn().await;
    let body: Value = app
        .client
        .get(app.url("/i/regions"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let regions = body["regions"].as_array().unwrap();
    assert_eq!(regions.len(), 64);
    let nj = regions
        .iter()
        .find(|r| r["iso_3166_2_code"] == "US-NJ")
        .unwrap();
    assert_eq!(
        nj,
        &json!({"iso_3166_2_code": "US-NJ", "name": "New Jersey", "country": "US", "operating": true})
    );
    assert_eq!(body["country"], "US");
    assert_eq!(body["region"], "US-NJ");
}

#[tokio::test]
async fn reset_requests_never_reveal_accounts() {
    let app = TestApp::spawn().await;
    app.create_user("zed@example.com", PASSWORD).await;
    let request = |email: &str| {
        app.client
            .post(app.url("/api/password_reset_requests"))
            .json(&json!({"email": email, "client_id": "web"}))
            .send()
    };
    assert_eq!(request("zed@example.com").await.unwrap().status(), 201);
    assert_eq!(request("nobody@example.com").await.unwrap().status(), 201);
    let res = request("not an email").await.unwrap();
    assert_eq!(res.status(), 422);
    let body: Value = res.json().await.unwrap();
    assert_eq!(
        body,
        json!({"errors": {"email": [{"message": "Please enter a valid email"}]}})
    );

    let token = crate::common::reset_token_from_mailbox(&app, "zed@example.com").await;
    let msg = app.last_message_to("zed@example.com").await.unwrap();
    assert_eq!(msg["subject"], "Reset your Halftime Sportsbook password");
    assert!(
        msg["body"]
            .as_str()
            .unwrap()
            .contains(&app.url("/account/update-password?token="))
    );
    assert!(app.last_message_to("nobody@example.com").await.is_none());

    // Weak passwords are refused before the token is spent.
    let reset = |password: &str| {
        app.client
            .post(app.url("/api/password_resets"))
            .json(&json!({"token": token, "password": password}))
            .send()
    };
    let res = reset("123456789").await.unwrap();
    assert_eq!(res.status(), 422);
    let body: Value = res.json().await.unwrap();
    assert!(
        body["errors"]["password"][0]["message"]
            .as_str()
            .unwrap()
            .contains("too common")
    );
    assert_eq!(reset("zed@example.com").await.unwrap().status(), 422);
    assert_eq!(
        reset("a new and fine passphrase").await.unwrap().status(),
        200
    );
    let res = app
        .client
        .post(app.url("/api/password_resets"))
        .json(&json!({"token": "forged.token-forged-token-forged-token-forged", "password": "a new and fine passphrase"}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 400);
}

#[tokio::test]
async fn dev_mailbox_is_development_only() {
    let app = TestApp::spawn().await;
    let body: Value = app
        .client
        .get(app.url("/api/dev/mailbox"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(body, json!({"messages": []}));
    let prod = TestApp::spawn_with(|c| c.env = server::config::AppEnv::Production).await;
    let res = prod
        .client
        .get(prod.url("/api/dev/mailbox"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 404);
    let body: Value = res.json().await.unwrap();
    assert!(body["errors"]["base"].is_array());
}

#[tokio::test]
async fn seed_is_idempotent() {
    let app = TestApp::spawn().await;
    let store = app.store().as_ref();
    let first = server::seed::run(store, &app.state.config, app.now())
        .await
        .unwrap();
    assert!(first.contains("demo@example.com: created"));
    let second = server::seed::run(store, &app.state.config, app.now())
        .await
        .unwrap();
    assert!(second.contains("demo@example.com: already present"));
    // The demo operator's betslip features are switched on once; later runs keep the rules.
    assert!(
        first.contains("flag teaser: on in the sportsbook brands"),
        "{first}"
    );
    assert!(
        second.contains("flag teaser: rules already written"),
        "{second}"
    );
    // The demo promotions are created once, live.
    assert!(
        first.contains("promotion welcome-offer: created"),
        "{first}"
    );
    assert!(
        second.contains("promotion casino-free-spins: already present"),
        "{second}"
    );
    let promotions = store.promotions().await.unwrap();
    assert_eq!(promotions.len(), 8);
    assert!(
        promotions
            .iter()
            .all(|p| p.lifecycle == domain::promotion::Lifecycle::Live)
    );
    assert_eq!(
        store
            .live_promotion_by_code("WELCOME100")
            .await
            .unwrap()
            .map(|p| p.slug().to_owned()),
        Some("deposit-match-welcome100".to_owned())
    );
    let rules = store.flag_rules().await.unwrap();
    for key in ["teaser", "roundRobins", "quickDeposit"] {
        assert!(rules.iter().any(|r| r.key == key), "{key} has rules");
    }
    for email in ["demo@example.com", "demo2@example.com"] {
        let user = store.user_by_email(email).await.unwrap().unwrap();
        assert_eq!(user.region, "US-NJ");
        let balances = store.balances(&user.id, user.currency).await.unwrap();
        assert_eq!(balances.cash.formatted(), "$1,000.00");
    }
    let demo = store
        .user_by_email("demo@example.com")
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        (demo.first_name.as_str(), demo.last_name.as_str()),
        ("Alex", "Morgan")
    );
    let report = store.verify_ledger().await.unwrap();
    assert!(report.is_ok());
    // The demo funding of both accounts, and the two jackpot pools' seeds.
    assert_eq!(report.transactions, 4);
    app.login("demo2@example.com", "Demo-password-1").await;
}
