//! Settings over real HTTP: the email preferences (signed in, and by the link every account
//! email carries), the preferences GraphQL keeps (auto-accept, the content setting) and the
//! support chat in startup.

use crate::common::{PASSWORD, TestApp, eventually};
use serde_json::{Value, json};
use std::time::Duration;

async fn email_prefs(app: &TestApp, bearer: Option<&str>, query: &str) -> (u16, Value) {
    let mut req = app
        .client
        .get(app.url(&format!("/i/email_preferences{query}")));
    if let Some(b) = bearer {
        req = req.bearer_auth(b);
    }
    let res = req.send().await.unwrap();
    (res.status().as_u16(), res.json().await.unwrap())
}

async fn patch_email_prefs(app: &TestApp, bearer: Option<&str>, body: Value) -> (u16, Value) {
    let mut req = app
        .client
        .patch(app.url("/i/email_preferences"))
        .json(&body);
    if let Some(b) = bearer {
        req = req.bearer_auth(b);
    }
    let res = req.send().await.unwrap();
    (res.status().as_u16(), res.json().await.unwrap())
}

/// The email-preferences token of the link in the latest email to `to`.
async fn link_token(app: &TestApp, to: &str) -> String {
    let prefix = app.url("/email-preferences?token=");
    let body = eventually("an account email", Duration::from_secs(5), || {
        let prefix = prefix.clone();
        async move {
            let msg = app.last_message_to(to).await?;
            let body = msg["body"].as_str()?.to_owned();
            body.contains(&prefix).then_some(body)
        }
    })
    .await;
    let start = body.find(&prefix).unwrap() + prefix.len();
    let raw: String = body[start..]
        .chars()
        .take_while(|c| !c.is_whitespace())
        .collect();
    url::form_urlencoded::parse(format!("t={raw}").as_bytes())
        .next()
        .map(|(_, v)| v.into_owned())
        .unwrap()
}

#[tokio::test]
async fn email_preferences_are_kept_per_account_when_signed_in() {
    let app = TestApp::spawn().await;
    let (_, access, _) = app.user_with_tokens("ema@example.com").await;
    let (_, other, _) = app.user_with_tokens("eli@example.com").await;
    assert_eq!(
        email_prefs(&app, Some(&access), "").await,
        (
            200,
            json!({"promotions": true, "product_news": true, "email": "e***@example.com"})
        )
    );
    let (status, body) = patch_email_prefs(&app, Some(&access), json!({"promotions": false})).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["promotions"], false);
    assert_eq!(body["product_news"], true);
    assert_eq!(
        email_prefs(&app, Some(&access), "").await.1["promotions"],
        false
    );
    assert_eq!(
        email_prefs(&app, Some(&other), "").await.1["promotions"],
        true,
        "another account keeps its own"
    );

    assert_eq!(email_prefs(&app, None, "").await.0, 401);
    assert_eq!(
        patch_email_prefs(&app, None, json!({"promotions": true}))
            .await
            .0,
        401
    );
    let (status, body) = patch_email_prefs(&app, Some(&access), json!({})).await;
    assert_eq!(status, 422);
    assert_eq!(
        body["errors"]["base"][0]["message"],
        "Say which emails to turn on or off: promotions, product_news."
    );
    let (status, _) = patch_email_prefs(&app, Some(&access), json!({"promotions": "no"})).await;
    assert_eq!(status, 422);
    let (status, _) = patch_email_prefs(&app, Some(&access), json!({"sms": false})).await;
    assert_eq!(status, 422, "unknown switches are refused");
}

#[tokio::test]
async fn the_link_in_account_emails_opens_the_preferences_without_a_login() {
    let app = TestApp::spawn().await;
    app.create_user("lin@example.com", PASSWORD).await;
    let (_, other, _) = app.user_with_tokens("lou@example.com").await;
    let res = app
        .client
        .post(app.url("/api/password_reset_requests"))
        .json(&json!({"email": "lin@example.com", "client_id": "web"}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 201);
    let token = link_token(&app, "lin@example.com").await;
    // The reset link's own token is still the one the reset helper finds.
    let reset = crate::common::reset_token_from_mailbox(&app, "lin@example.com").await;
    assert_ne!(reset, token);

    let query = format!(
        "?token={}",
        url::form_urlencoded::byte_serialize(token.as_bytes()).collect::<String>()
    );
    let (status, body) = email_prefs(&app, None, &query).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["email"], "l***@example.com");
    let (status, body) = patch_email_prefs(
        &app,
        None,
        json!({"token": token, "promotions": false, "product_news": false}),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        body,
        json!({"promotions": false, "product_news": false, "email": "l***@example.com"})
    );
    // A signed-in tab following the link changes the link's account, not its own.
    let (_, body) = patch_email_prefs(
        &app,
        Some(&other),
        json!({"token": token, "product_news": true}),
    )
    .await;
    assert_eq!(body["email"], "l***@example.com");
    assert_eq!(
        email_prefs(&app, Some(&other), "").await.1["product_news"],
        true
    );
    assert_eq!(
        email_prefs(&app, Some(&other), "").await.1["promotions"],
        true
    );

    // Change the signature's last digit (to one it is not already).
    let last = if token.ends_with('0') { '1' } else { '0' };
    let forged = format!("{}{last}", &token[..token.len() - 1]);
    for bad in [forged.as_str(), "nobody.abc", "x"] {
        let (status, body) =
            patch_email_prefs(&app, None, json!({"token": bad, "promotions": true})).await;
        assert_eq!(status, 400, "{bad}");
        assert_eq!(
            body["errors"]["token"][0]["message"],
            "This email preferences link is not valid. Log in to change your email preferences."
        );
    }
    let (status, _) = email_prefs(&app, None, "?token=x&token=y").await;
    assert_eq!(status, 400);
}

#[tokio::test]
async fn preferences_keep_auto_accept_and_the_content_setting() {
    let app = TestApp::spawn().await;
    let (_, access, _) = app.user_with_tokens("pia@example.com").await;
    const READ: &str = "{ userPreferences { oddsFormat autoAcceptOddsChanges showOddsTrend casinoBalanceUsagePreferences } }";
    let body = app.graphql(Some(&access), READ, json!({})).await;
    assert_eq!(
        body["data"]["userPreferences"],
        json!({"oddsFormat": "AMERICAN", "autoAcceptOddsChanges": "NONE", "showOddsTrend": true, "casinoBalanceUsagePreferences": ["CASH"]})
    );
    const SET: &str = "mutation($input: UserPreferencesInput!) { setUserPreferences(input: $input) { oddsFormat autoAcceptOddsChanges showOddsTrend } }";
    let body = app
        .graphql(
            Some(&access),
            SET,
            json!({"input": {"autoAcceptOddsChanges": "HIGHER", "showOddsTrend": false}}),
        )
        .await;
    assert_eq!(
        body["data"]["setUserPreferences"],
        json!({"oddsFormat": "AMERICAN", "autoAcceptOddsChanges": "HIGHER", "showOddsTrend": false})
    );
    let body = app.graphql(Some(&access), READ, json!({})).await;
    assert_eq!(
        body["data"]["userPreferences"]["autoAcceptOddsChanges"],
        "HIGHER"
    );
    assert_eq!(body["data"]["userPreferences"]["showOddsTrend"], false);
    // The betslip reads the same stored choice.
    let slip = app
        .graphql(
            Some(&access),
            "{ betslip(oddsFormat: AMERICAN) { autoAcceptOddsChanges } }",
            json!({}),
        )
        .await;
    assert_eq!(
        slip["data"]["betslip"]["autoAcceptOddsChanges"], "HIGHER",
        "{slip}"
    );

    // A refused field saves nothing.
    let body = app
        .graphql(
            Some(&access),
            SET,
            json!({"input": {"casinoBalanceUsagePreferences": [], "showOddsTrend": true}}),
        )
        .await;
    assert_eq!(body["errors"][0]["extensions"]["code"], "BAD_USER_INPUT");
    let body = app.graphql(Some(&access), READ, json!({})).await;
    assert_eq!(body["data"]["userPreferences"]["showOddsTrend"], false);

    let body = app
        .graphql(None, SET, json!({"input": {"showOddsTrend": true}}))
        .await;
    assert_eq!(body["errors"][0]["extensions"]["code"], "UNAUTHENTICATED");
}

#[tokio::test]
async fn startup_names_the_support_chat_only_when_one_is_configured() {
    const Q: &str = "{ startup { serviceAttributes { supportChatUrl } } }";
    let app = TestApp::spawn().await;
    let (_, access, _) = app.user_with_tokens("sam@example.com").await;
    let body = app.graphql(Some(&access), Q, json!({})).await;
    assert_eq!(
        body["data"]["startup"]["serviceAttributes"]["supportChatUrl"],
        Value::Null,
        "{body}"
    );
    let app = TestApp::spawn_with(|c| {
        c.support_chat_url = Some("https://support.example.com/chat".into());
    })
    .await;
    let (_, access, _) = app.user_with_tokens("sal@example.com").await;
    let body = app.graphql(Some(&access), Q, json!({})).await;
    assert_eq!(
        body["data"]["startup"]["serviceAttributes"]["supportChatUrl"],
        "https://support.example.com/chat"
    );
}
