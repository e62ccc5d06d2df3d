//! Account linking end to end over HTTP: the sandbox partner's discovery, JWKS, login page and
//! token endpoint (PKCE S256, single-use codes), `createAccountLink` verifying the ID token
//! against the JWKS, the duplicate identity, privacy between accounts, prompts, the
//! subscription, and the brand and flag gates.

use crate::common::TestApp;
use crate::common::ws;
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use serde_json::{Value, json};
use std::collections::HashMap;
use std::time::Duration;

const CLIENT: &str = "sportsbook-web";
const STATE: &str = "link-state-of-at-least-22-chars";
const PARTNER_PASSWORD: &str = "partner-pass-1";

const LINKED: &str = "{ linkedAccounts { id linked label accountType url favorites linkedAt } }";
const CREATE: &str = "mutation($t: String!) { createAccountLink(input: {partnerToken: $t}) { result linkedAccount { id linked } } }";
const DELETE: &str = "mutation($id: ID!) { deleteAccountLink(id: $id) { id linked } }";
const DISMISS: &str = "mutation { dismissAccountLinkPrompt(prompt: ACCOUNT_SUMMARY) }";
const DISMISSED: &str = "{ accountLinkPromptDismissals }";
const STARTUP: &str = "{ startup { serviceAttributes { partnerIdentityTokenUrl partnerClientId partnerAuthorizeUrl singleSignOnClientId } } }";

fn code(body: &Value) -> &str {
    body["errors"][0]["extensions"]["code"]
        .as_str()
        .unwrap_or_default()
}

fn verifier(n: u8) -> String {
    format!("verifier-{n}-{}", "v".repeat(50))
}

fn authorize_params(app: &TestApp, verifier: &str) -> Vec<(&'static str, String)> {
    vec![
        ("client_id", CLIENT.into()),
        ("redirect_uri", app.url("/account_linking/callback")),
        ("response_type", "code".into()),
        ("code_challenge", domain::pkce::challenge_for(verifier)),
        ("code_challenge_method", "S256".into()),
        ("state", STATE.into()),
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

/// Logs in on the sandbox's page; answers the response (303 to the callback on success).
async fn partner_login(
    app: &TestApp,
    params: Vec<(&'static str, String)>,
    email: &str,
    password: &str,
) -> reqwest::Response {
    let mut form = params;
    form.push(("email", email.into()));
    form.push(("password", password.into()));
    app.client
        .post(app.url("/partner-sandbox/authorize"))
        .form(&form)
        .send()
        .await
        .unwrap()
}

fn query_of(location: &str) -> HashMap<String, String> {
    url::Url::parse(location)
        .unwrap()
        .query_pairs()
        .into_owned()
        .collect()
}

/// The code of a successful partner login with `verifier`.
async fn partner_code(app: &TestApp, email: &str, verifier: &str) -> String {
    let res = partner_login(
        app,
        authorize_params(app, verifier),
        email,
        PARTNER_PASSWORD,
    )
    .await;
    assert_eq!(res.status(), 303);
    let location = res.headers()["location"].to_str().unwrap().to_owned();
    assert!(
        location.starts_with(&app.url("/account_linking/callback?")),
        "{location}"
    );
    let q = query_of(&location);
    assert_eq!(q["state"], STATE, "the state comes back untouched");
    q["code"].clone()
}

/// `POST /partner-sandbox/token`, exactly the request of the web app.
async fn exchange(app: &TestApp, form: &[(&str, String)]) -> (u16, Value) {
    let res = app
        .client
        .post(app.url("/partner-sandbox/token"))
        .form(form)
        .send()
        .await
        .unwrap();
    let status = res.status().as_u16();
    assert_eq!(res.headers()["cache-control"], "no-store");
    (status, res.json().await.unwrap())
}

fn token_form(app: &TestApp, code: &str, verifier: &str) -> Vec<(&'static str, String)> {
    vec![
        ("code", code.into()),
        ("code_verifier", verifier.into()),
        ("grant_type", "authorization_code".into()),
        ("client_id", CLIENT.into()),
        ("redirect_uri", app.url("/account_linking/callback")),
    ]
}

/// A partner login and code exchange; answers the ID token.
async fn id_token(app: &TestApp, email: &str) -> String {
    let v = verifier(1);
    let code = partner_code(app, email, &v).await;
    let (status, body) = exchange(app, &token_form(app, &code, &v)).await;
    assert_eq!(status, 200, "{body}");
    body["id_token"].as_str().unwrap().to_owned()
}

async fn create(app: &TestApp, token: &str, partner_token: &str) -> Value {
    app.graphql(Some(token), CREATE, json!({"t": partner_token}))
        .await
}

fn result(body: &Value) -> &str {
    body["data"]["createAccountLink"]["result"]
        .as_str()
        .unwrap_or_else(|| panic!("no result: {body}"))
}

#[tokio::test]
async fn the_sandbox_publishes_its_discovery_document_and_keys() {
    let app = TestApp::spawn().await;
    let res = app
        .client
        .get(app.url("/partner-sandbox/.well-known/openid-configuration"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let doc: Value = res.json().await.unwrap();
    let issuer = app.url("/partner-sandbox");
    assert_eq!(doc["issuer"], issuer.as_str());
    assert_eq!(doc["authorization_endpoint"], format!("{issuer}/authorize"));
    assert_eq!(doc["token_endpoint"], format!("{issuer}/token"));
    assert_eq!(doc["jwks_uri"], format!("{issuer}/jwks"));
    assert_eq!(doc["code_challenge_methods_supported"], json!(["S256"]));
    let jwks: Value = app
        .client
        .get(app.url("/partner-sandbox/jwks"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let key = &jwks["keys"][0];
    assert_eq!(
        (key["kty"].as_str(), key["crv"].as_str()),
        (Some("OKP"), Some("Ed25519"))
    );
    assert_eq!(key["alg"], "EdDSA");
    assert!(key["kid"].as_str().is_some_and(|k| !k.is_empty()));

    // The token's claims: issuer, audience, a pairwise subject, a short life.
    let token = id_token(&app, "fan@partner.example").await;
    let payload = token.split('.').nth(1).unwrap();
    let claims: Value = serde_json::from_slice(&URL_SAFE_NO_PAD.decode(payload).unwrap()).unwrap();
    assert_eq!(claims["iss"], issuer.as_str());
    assert_eq!(claims["aud"], CLIENT);
    assert_eq!(
        claims["exp"].as_i64().unwrap() - claims["iat"].as_i64().unwrap(),
        300
    );
    let sub = claims["sub"].as_str().unwrap().to_owned();
    assert!(
        !sub.contains("fan"),
        "the subject reveals nothing of the account"
    );
    // The same partner account (any case of its email) has the same subject.
    let again = id_token(&app, "FAN@partner.example").await;
    let payload = again.split('.').nth(1).unwrap();
    let claims: Value = serde_json::from_slice(&URL_SAFE_NO_PAD.decode(payload).unwrap()).unwrap();
    assert_eq!(claims["sub"], sub.as_str());
}

#[tokio::test]
async fn the_whole_flow_links_lists_and_unlinks_privately() {
    let app = TestApp::spawn().await;
    let (_, me, _) = app.user_with_tokens("linker@example.com").await;
    let (_, you, _) = app.user_with_tokens("other@example.com").await;

    let body = app.graphql(Some(&me), STARTUP, json!({})).await;
    let attrs = &body["data"]["startup"]["serviceAttributes"];
    assert_eq!(
        attrs["partnerIdentityTokenUrl"],
        app.url("/partner-sandbox/token").as_str()
    );
    assert_eq!(
        attrs["partnerAuthorizeUrl"],
        app.url("/partner-sandbox/authorize").as_str()
    );
    assert_eq!(attrs["partnerClientId"], CLIENT);
    assert_eq!(
        attrs["singleSignOnClientId"], "web",
        "the platform's own sign-in is untouched"
    );

    let body = app.graphql(Some(&me), LINKED, json!({})).await;
    let entry = &body["data"]["linkedAccounts"][0];
    assert_eq!(entry["linked"], false, "{body}");
    assert_eq!(entry["label"], "Halftime Media");
    assert_eq!(entry["accountType"], "MEDIA_PARTNER");
    assert_eq!(entry["url"], app.url("/partner-sandbox/authorize").as_str());

    // The login page first (a sandbox account is made on first use).
    let page = app
        .client
        .get(app.url("/partner-sandbox/authorize"))
        .query(&authorize_params(&app, &verifier(1)))
        .send()
        .await
        .unwrap();
    assert_eq!(page.status(), 200);
    assert!(
        page.headers()["content-security-policy"]
            .to_str()
            .unwrap()
            .starts_with("default-src 'none'")
    );
    let html = page.text().await.unwrap();
    assert!(html.contains("Halftime Media login"), "{html}");

    let token = id_token(&app, "fan@partner.example").await;
    let body = create(&app, &me, &token).await;
    assert_eq!(result(&body), "SUCCESS", "{body}");
    let link_id = body["data"]["createAccountLink"]["linkedAccount"]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    // The same link again is still a success.
    let token = id_token(&app, "fan@partner.example").await;
    assert_eq!(result(&create(&app, &me, &token).await), "SUCCESS");

    let body = app.graphql(Some(&me), LINKED, json!({})).await;
    let entry = &body["data"]["linkedAccounts"][0];
    assert_eq!(entry["linked"], true);
    assert_eq!(entry["id"], link_id.as_str());
    assert!(entry["linkedAt"].is_string());

    // The partner identity is mine: another account gets the duplicate result.
    let token = id_token(&app, "fan@partner.example").await;
    assert_eq!(
        result(&create(&app, &you, &token).await),
        "DUPLICATE_PAIRWISE_ID"
    );
    // Another partner identity for me: already linked.
    let token = id_token(&app, "second@partner.example").await;
    assert_eq!(result(&create(&app, &me, &token).await), "ALREADY_LINKED");

    // The other account neither sees nor deletes my link.
    let body = app.graphql(Some(&you), LINKED, json!({})).await;
    assert_eq!(body["data"]["linkedAccounts"][0]["linked"], false);
    let body = app
        .graphql(Some(&you), DELETE, json!({"id": link_id}))
        .await;
    assert_eq!(code(&body), "NOT_FOUND", "{body}");

    let body = app.graphql(Some(&me), DELETE, json!({"id": link_id})).await;
    assert_eq!(
        body["data"]["deleteAccountLink"][0]["linked"], false,
        "{body}"
    );
    let body = app.graphql(Some(&me), DELETE, json!({"id": link_id})).await;
    assert_eq!(code(&body), "NOT_FOUND");
    // Unlinked, the identity is free for the other account.
    let token = id_token(&app, "fan@partner.example").await;
    assert_eq!(result(&create(&app, &you, &token).await), "SUCCESS");

    // Prompts are dismissed per account, for good.
    let body = app.graphql(Some(&me), DISMISSED, json!({})).await;
    assert_eq!(body["data"]["accountLinkPromptDismissals"], json!([]));
    let body = app.graphql(Some(&me), DISMISS, json!({})).await;
    assert_eq!(
        body["data"]["dismissAccountLinkPrompt"],
        json!(["ACCOUNT_SUMMARY"])
    );
    let body = app.graphql(Some(&me), DISMISSED, json!({})).await;
    assert_eq!(
        body["data"]["accountLinkPromptDismissals"],
        json!(["ACCOUNT_SUMMARY"])
    );
    let body = app.graphql(Some(&you), DISMISSED, json!({})).await;
    assert_eq!(body["data"]["accountLinkPromptDismissals"], json!([]));

    // Visitors get nothing.
    let body = app.graphql(None, LINKED, json!({})).await;
    assert_eq!(code(&body), "UNAUTHENTICATED");
}

#[tokio::test]
async fn the_sandbox_refuses_tampered_reused_and_mismatched_requests() {
    let app = TestApp::spawn().await;
    let v = verifier(1);
    // Tampered authorize requests get the sandbox's page, never a redirect.
    for (key, value) in [
        ("state", "short"),
        ("state", "a state with spaces in it, long enough"),
        (
            "redirect_uri",
            "http://evil.example/account_linking/callback",
        ),
        ("client_id", "someone-else"),
        ("code_challenge_method", "plain"),
        ("response_type", "token"),
    ] {
        let params = with(authorize_params(&app, &v), key, value);
        let res = app
            .client
            .get(app.url("/partner-sandbox/authorize"))
            .query(&params)
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 400, "{key}={value}");
        let res = partner_login(&app, params, "fan@partner.example", PARTNER_PASSWORD).await;
        assert_eq!(res.status(), 400, "{key}={value}");
        assert!(res.headers().get("location").is_none());
    }
    // Login problems stay on the page.
    let res = partner_login(
        &app,
        authorize_params(&app, &v),
        "not-an-email",
        PARTNER_PASSWORD,
    )
    .await;
    assert_eq!(res.status(), 422);
    let res = partner_login(
        &app,
        authorize_params(&app, &v),
        "fan@partner.example",
        "short",
    )
    .await;
    assert_eq!(res.status(), 422);
    partner_code(&app, "fan@partner.example", &v).await;
    let res = partner_login(
        &app,
        authorize_params(&app, &v),
        "fan@partner.example",
        "wrong-password",
    )
    .await;
    assert_eq!(res.status(), 401);
    assert!(res.text().await.unwrap().contains("does not match"));

    // A wrong verifier is refused, and spends the code.
    let code = partner_code(&app, "fan@partner.example", &v).await;
    let (status, body) = exchange(&app, &token_form(&app, &code, &verifier(2))).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (400, Some("invalid_grant"))
    );
    let (status, body) = exchange(&app, &token_form(&app, &code, &v)).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (400, Some("invalid_grant")),
        "{body}"
    );

    // A reused code is refused.
    let code = partner_code(&app, "fan@partner.example", &v).await;
    let (status, _) = exchange(&app, &token_form(&app, &code, &v)).await;
    assert_eq!(status, 200);
    let (status, body) = exchange(&app, &token_form(&app, &code, &v)).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (400, Some("invalid_grant"))
    );

    // A wrong redirect URI or client id, a wrong grant type, missing fields.
    let code = partner_code(&app, "fan@partner.example", &v).await;
    let form = with(
        token_form(&app, &code, &v),
        "redirect_uri",
        "http://evil.example/cb",
    );
    let (status, body) = exchange(&app, &form).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (400, Some("invalid_grant"))
    );
    let code = partner_code(&app, "fan@partner.example", &v).await;
    let form = with(token_form(&app, &code, &v), "client_id", "web");
    let (status, body) = exchange(&app, &form).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (401, Some("invalid_client"))
    );
    let form = with(token_form(&app, &code, &v), "grant_type", "password");
    let (_, body) = exchange(&app, &form).await;
    assert_eq!(body["error"], "unsupported_grant_type");
    let mut form = token_form(&app, &code, &v);
    form.retain(|(k, _)| *k != "code_verifier");
    let (_, body) = exchange(&app, &form).await;
    assert_eq!(body["error"], "invalid_request");

    // A code lives a minute.
    let code = partner_code(&app, "fan@partner.example", &v).await;
    app.state.clock.advance(chrono::Duration::seconds(61));
    let (status, body) = exchange(&app, &token_form(&app, &code, &v)).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (400, Some("invalid_grant"))
    );
}

/// A token of the sandbox's shape signed with another key, under the sandbox's key id.
fn forged(claims: &Value, kid: &str) -> String {
    use ed25519_dalek::pkcs8::EncodePrivateKey;
    let key = ed25519_dalek::SigningKey::from_bytes(&[7u8; 32]);
    let der = key.to_pkcs8_der().unwrap();
    let mut header = jsonwebtoken::Header::new(jsonwebtoken::Algorithm::EdDSA);
    header.kid = Some(kid.to_owned());
    jsonwebtoken::encode(
        &header,
        claims,
        &jsonwebtoken::EncodingKey::from_ed_der(der.as_bytes()),
    )
    .unwrap()
}

#[tokio::test]
async fn forged_tampered_and_expired_tokens_are_refused() {
    let app = TestApp::spawn().await;
    let (_, me, _) = app.user_with_tokens("linker@example.com").await;
    let token = id_token(&app, "fan@partner.example").await;
    let parts: Vec<&str> = token.split('.').collect();
    let header: Value = serde_json::from_slice(&URL_SAFE_NO_PAD.decode(parts[0]).unwrap()).unwrap();
    let mut claims: Value =
        serde_json::from_slice(&URL_SAFE_NO_PAD.decode(parts[1]).unwrap()).unwrap();
    let kid = header["kid"].as_str().unwrap();

    // Signed with another key.
    assert_eq!(
        result(&create(&app, &me, &forged(&claims, kid)).await),
        "INVALID_TOKEN"
    );
    // The real signature over another subject.
    claims["sub"] = json!("someone-else");
    let tampered = format!(
        "{}.{}.{}",
        parts[0],
        URL_SAFE_NO_PAD.encode(serde_json::to_vec(&claims).unwrap()),
        parts[2]
    );
    assert_eq!(result(&create(&app, &me, &tampered).await), "INVALID_TOKEN");
    // An HMAC token, an unsigned one, garbage.
    let hs = jsonwebtoken::encode(
        &jsonwebtoken::Header::new(jsonwebtoken::Algorithm::HS256),
        &claims,
        &jsonwebtoken::EncodingKey::from_secret(b"guess"),
    )
    .unwrap();
    assert_eq!(result(&create(&app, &me, &hs).await), "INVALID_TOKEN");
    let none = format!(
        "{}.{}.",
        URL_SAFE_NO_PAD.encode(br#"{"alg":"none","typ":"JWT"}"#),
        parts[1]
    );
    assert_eq!(result(&create(&app, &me, &none).await), "INVALID_TOKEN");
    assert_eq!(
        result(&create(&app, &me, "not-a-token").await),
        "INVALID_TOKEN"
    );
    let body = create(&app, &me, "  ").await;
    assert_eq!(code(&body), "BAD_USER_INPUT");

    // A genuine token, presented after it expired.
    let token = id_token(&app, "fan@partner.example").await;
    app.state.clock.advance(chrono::Duration::minutes(10));
    assert_eq!(result(&create(&app, &me, &token).await), "INVALID_TOKEN");
    let body = app.graphql(Some(&me), LINKED, json!({})).await;
    assert_eq!(
        body["data"]["linkedAccounts"][0]["linked"], false,
        "nothing was linked"
    );
    // The partner's keys were fetched once for all of these.
    assert_eq!(app.state.linking.keys.fetches(), 1);
}

#[tokio::test]
async fn linked_account_updates_reach_the_subscription() {
    let app = TestApp::spawn().await;
    let (_, me, _) = app.user_with_tokens("linker@example.com").await;
    let mut socket = ws::connect(&app).await;
    ws::init(&mut socket, Some(&me)).await;
    ws::subscribe(
        &mut socket,
        "1",
        "subscription { linkedAccountUpdated { id linked } }",
        json!({}),
    )
    .await;
    let first = ws::next(&mut socket).await;
    assert_eq!(
        first["payload"]["data"]["linkedAccountUpdated"][0]["linked"], false,
        "{first}"
    );
    let token = id_token(&app, "fan@partner.example").await;
    assert_eq!(result(&create(&app, &me, &token).await), "SUCCESS");
    let next = ws::next_within(&mut socket, Duration::from_secs(5))
        .await
        .expect("an update");
    assert_eq!(
        next["payload"]["data"]["linkedAccountUpdated"][0]["linked"], true,
        "{next}"
    );
}

#[tokio::test]
async fn linking_needs_the_brand_and_the_flag() {
    let scorecard = TestApp::spawn_with(|c| c.brand = "scorecard".into()).await;
    let (_, token, _) = scorecard.user_with_tokens("linker@example.com").await;
    let body = scorecard.graphql(Some(&token), STARTUP, json!({})).await;
    let attrs = &body["data"]["startup"]["serviceAttributes"];
    assert!(attrs["partnerIdentityTokenUrl"].is_null(), "{body}");
    assert!(attrs["partnerAuthorizeUrl"].is_null());
    assert!(attrs["partnerClientId"].is_null());
    let body = scorecard.graphql(Some(&token), LINKED, json!({})).await;
    assert_eq!(code(&body), "NOT_FOUND");
    assert_eq!(
        body["errors"][0]["message"],
        "Account linking is not available."
    );
    let body = create(&scorecard, &token, "x").await;
    assert_eq!(code(&body), "NOT_FOUND");

    let app = TestApp::spawn().await;
    let (_, token, _) = app.user_with_tokens("linker@example.com").await;
    let off = app
        .graphql(
            Some(&token),
            "mutation { setFeatureFlagOverride(key: \"accountLinking\", enabled: false) { key } }",
            json!({}),
        )
        .await;
    assert!(off["errors"].is_null(), "{off}");
    let body = app.graphql(Some(&token), STARTUP, json!({})).await;
    assert!(body["data"]["startup"]["serviceAttributes"]["partnerIdentityTokenUrl"].is_null());
    for op in [LINKED, DISMISS, DISMISSED] {
        let body = app.graphql(Some(&token), op, json!({})).await;
        assert_eq!(code(&body), "NOT_FOUND", "{op}");
    }
}
