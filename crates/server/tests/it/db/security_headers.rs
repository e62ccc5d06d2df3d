//! The security headers over real HTTP: one route of every family on the app's listener (and
//! the answers no route gives: 404, 413, maintenance 503, the websocket's 403), the pages with
//! a policy of their own (the match tracker, the OAuth sign-in page, the sandbox partner's login
//! page, the payments frame, whose inline elements must be exactly the hashed ones), HSTS only with an https public URL; and the
//! GraphQL websocket's `Origin` check.

use crate::common::ws::{init, next, send};
use crate::common::{PASSWORD, TestApp, long_sessions};
use axum::body::Body;
use axum::http::Request;
use reqwest::header::HeaderMap;
use serde_json::json;
use server::config::AppEnv;
use server::http::security_headers::hash_source;
use tokio_tungstenite::tungstenite::Error as WsError;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tower::ServiceExt;

const PAYMENTS: &str = "http://127.0.0.1:19999";

/// A server serving a minimal built web app (an `index.html` and one asset).
async fn app_with_web(configure: impl FnOnce(&mut server::config::Config)) -> TestApp {
    TestApp::spawn_with(|c| {
        let web = c.data_dir.join("web");
        std::fs::create_dir_all(web.join("assets")).unwrap();
        std::fs::write(
            web.join("index.html"),
            "<!doctype html><title>t</title><script type=\"module\" src=\"/assets/app.js\"></script>",
        )
        .unwrap();
        std::fs::write(web.join("assets/app.js"), "console.log(1)").unwrap();
        c.web_dir = Some(web);
        c.payments.origin = PAYMENTS.into();
        configure(c);
    })
    .await
}

/// The app's policy on a server at `base` (`http://127.0.0.1:port`), framed by `ancestors`.
fn app_policy(base: &str, ancestors: &str) -> String {
    let ws = base.replacen("http", "ws", 1);
    format!(
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self'; \
         font-src 'self'; connect-src 'self' {base} {ws}; frame-src 'self' {base} {PAYMENTS}; \
         worker-src 'none'; object-src 'none'; base-uri 'none'; form-action 'self'; \
         frame-ancestors {ancestors}"
    )
}

fn header<'a>(headers: &'a HeaderMap, name: &str) -> Option<&'a str> {
    headers.get(name).map(|v| v.to_str().unwrap())
}

/// Asserts every security header of one answer.
fn assert_headers(
    what: &str,
    headers: &HeaderMap,
    csp: &str,
    frame_options: Option<&str>,
    referrer: &str,
) {
    assert_eq!(
        header(headers, "content-security-policy"),
        Some(csp),
        "{what}"
    );
    assert_eq!(header(headers, "x-frame-options"), frame_options, "{what}");
    assert_eq!(
        header(headers, "x-content-type-options"),
        Some("nosniff"),
        "{what}"
    );
    assert_eq!(header(headers, "referrer-policy"), Some(referrer), "{what}");
    assert!(
        header(headers, "permissions-policy").is_some_and(|p| p.starts_with("geolocation=(")),
        "{what}"
    );
    assert_eq!(header(headers, "strict-transport-security"), None, "{what}");
}

/// The content of the first `<tag>` element of `html` (without attributes).
fn element<'a>(html: &'a str, tag: &str) -> &'a str {
    let open = format!("<{tag}>");
    let start = html.find(&open).unwrap() + open.len();
    let end = start + html[start..].find(&format!("</{tag}>")).unwrap();
    &html[start..end]
}

#[tokio::test]
async fn every_route_family_answers_with_the_security_headers() {
    let app = app_with_web(|_| {}).await;
    let policy = app_policy(&app.base_url, "'none'");
    let oversized = "x".repeat(app.state.config.max_body_bytes + 1);
    let requests: Vec<(&str, reqwest::RequestBuilder, u16)> = vec![
        ("app shell", app.client.get(app.url("/")), 200),
        ("client route", app.client.get(app.url("/my-bets")), 200),
        (
            "static file",
            app.client.get(app.url("/assets/app.js")),
            200,
        ),
        (
            "graphql POST",
            app.client
                .post(app.url("/graphql"))
                .json(&json!({"query": "{ __typename }"})),
            200,
        ),
        (
            "graphql GET",
            app.client.get(app.url("/graphql?query=%7B__typename%7D")),
            200,
        ),
        (
            "oauth token",
            app.client
                .post(app.url("/oauth/token"))
                .json(&json!({"grant_type": "password"})),
            400,
        ),
        ("identity REST", app.client.get(app.url("/i/regions")), 200),
        (
            "sign-up",
            app.client.post(app.url("/api/accounts")).json(&json!({})),
            422,
        ),
        (
            "feed push",
            app.client
                .post(app.url("/api/feed/documents"))
                .json(&json!({})),
            401,
        ),
        (
            "operator settlement",
            app.client
                .post(app.url("/api/settlements"))
                .json(&json!({})),
            401,
        ),
        (
            "payment callbacks",
            app.client
                .post(app.url("/api/payments/callbacks"))
                .body("{}"),
            401,
        ),
        (
            "identity verification",
            app.client.get(app.url("/i/identity_verifications/account")),
            401,
        ),
        (
            "identity verification scans",
            app.client
                .post(app.url("/i/identity_verifications/scans"))
                .json(&json!({})),
            401,
        ),
        (
            "identity verification callbacks",
            app.client
                .post(app.url("/i/identity_verifications/callbacks"))
                .body("{}"),
            401,
        ),
        (
            "sandbox partner discovery",
            app.client
                .get(app.url("/partner-sandbox/.well-known/openid-configuration")),
            200,
        ),
        (
            "sandbox partner keys",
            app.client.get(app.url("/partner-sandbox/jwks")),
            200,
        ),
        (
            "sandbox partner token",
            app.client
                .post(app.url("/partner-sandbox/token"))
                .header("content-type", "application/x-www-form-urlencoded")
                .body("grant_type=password"),
            400,
        ),
        ("health", app.client.get(app.url("/healthz")), 200),
        ("readiness", app.client.get(app.url("/readyz")), 200),
        ("share link", app.client.get(app.url("/s/nothing")), 404),
        (
            "telemetry",
            app.client
                .post(app.url("/api/client-errors"))
                .json(&json!({})),
            422,
        ),
        (
            "dev tools",
            app.client.get(app.url("/api/dev/mailbox")),
            200,
        ),
        ("platform", app.client.get(app.url("/api/maintenance")), 200),
        (
            "location collector",
            app.client.post(app.url("/geo/v1/packets")).json(&json!({})),
            403,
        ),
        (
            "body too large",
            app.client.post(app.url("/api/accounts")).body(oversized),
            413,
        ),
    ];
    for (what, request, status) in requests {
        let res = request.send().await.unwrap();
        assert_eq!(res.status(), status, "{what}");
        assert_headers(
            what,
            res.headers(),
            &policy,
            Some("DENY"),
            "strict-origin-when-cross-origin",
        );
        assert_eq!(
            header(res.headers(), "permissions-policy"),
            Some("geolocation=(self), camera=(), microphone=()"),
            "{what}"
        );
    }

    // Maintenance answers (the platform gate) carry them too.
    let res = app
        .client
        .post(app.url("/api/dev/maintenance"))
        .json(&json!({"active": true}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let res = app.client.get(app.url("/i/regions")).send().await.unwrap();
    assert_eq!(res.status(), 503);
    assert_headers(
        "maintenance",
        res.headers(),
        &policy,
        Some("DENY"),
        "strict-origin-when-cross-origin",
    );
}

#[tokio::test]
async fn the_match_tracker_may_be_framed_by_the_app_only() {
    let app = app_with_web(|_| {}).await;
    let res = app
        .client
        .get(app.url("/streams/ev-1/tracker"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    assert_headers(
        "tracker",
        res.headers(),
        &app_policy(&app.base_url, &app.base_url),
        Some("SAMEORIGIN"),
        "strict-origin-when-cross-origin",
    );
    assert!(res.text().await.unwrap().contains("/assets/app.js"));
}

/// Checks a sign-in page's answer (the OAuth sign-in, the sandbox partner's login): `status`,
/// the sign-in page's own policy (its hashed style, forms posting to itself and to
/// `form_target`), no script.
async fn assert_sign_in_page(
    what: &str,
    res: reqwest::Response,
    status: u16,
    form_target: Option<&str>,
) {
    assert_eq!(res.status(), status, "{what}");
    let headers = res.headers().clone();
    let html = res.text().await.unwrap();
    let csp = format!(
        "default-src 'none'; style-src {}; form-action 'self'{}; base-uri 'none'; \
         frame-ancestors 'none'",
        hash_source(element(&html, "style")),
        form_target.map(|t| format!(" {t}")).unwrap_or_default(),
    );
    assert_headers(what, &headers, &csp, Some("DENY"), "no-referrer");
    assert!(!html.contains("<script"), "{what}");
}

/// An authorization request of `client_id` returning to `redirect_uri`.
fn authorize_query(client_id: &str, redirect_uri: String) -> [(&'static str, String); 6] {
    [
        ("client_id", client_id.to_owned()),
        ("redirect_uri", redirect_uri),
        ("response_type", "code".into()),
        (
            "code_challenge",
            domain::pkce::challenge_for("a-verifier-of-more-than-forty-three-characters-long"),
        ),
        ("code_challenge_method", "S256".into()),
        ("state", "state-value-of-at-least-22-chars".into()),
    ]
}

#[tokio::test]
async fn the_sign_in_page_allows_its_own_style_and_the_clients_redirect_origin() {
    let app = app_with_web(|_| {}).await;
    let query = authorize_query("web", app.url("/oauth_callback"));
    let res = app
        .client
        .get(app.url("/oauth/authorize"))
        .query(&query)
        .send()
        .await
        .unwrap();
    assert_sign_in_page("sign-in", res, 200, Some(&app.base_url)).await;
}

#[tokio::test]
async fn the_sandbox_partners_login_page_allows_its_own_style_and_the_apps_callback_origin() {
    let app = app_with_web(|_| {}).await;
    let query = authorize_query(
        server::linking::SANDBOX_CLIENT_ID,
        app.url("/account_linking/callback"),
    );
    let res = app
        .client
        .get(app.url("/partner-sandbox/authorize"))
        .query(&query)
        .send()
        .await
        .unwrap();
    assert_sign_in_page("sandbox partner login", res, 200, Some(&app.base_url)).await;

    // Its error page (no redirect to trust) allows no other form target.
    let res = app
        .client
        .get(app.url("/partner-sandbox/authorize?client_id=nobody"))
        .send()
        .await
        .unwrap();
    assert_sign_in_page("sandbox partner error", res, 400, None).await;
}

#[tokio::test]
async fn the_payments_frame_runs_only_its_hashed_script_and_is_framed_by_the_app_only() {
    let app = app_with_web(|_| {}).await;
    let frame = server::payments_frame_router(app.state.clone());
    let res = frame
        .clone()
        .oneshot(
            Request::get("/frame/unknown?token=t")
                .body(Body::empty())
                .unwrap(),
        )
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let headers = res.headers().clone();
    let html = String::from_utf8(
        axum::body::to_bytes(res.into_body(), 1 << 20)
            .await
            .unwrap()
            .to_vec(),
    )
    .unwrap();
    let csp = format!(
        "default-src 'none'; script-src {}; style-src {}; connect-src 'self'; base-uri 'none'; \
         form-action 'none'; frame-ancestors {}",
        hash_source(element(&html, "script")),
        hash_source(element(&html, "style")),
        app.base_url,
    );
    assert_headers("payments frame", &headers, &csp, None, "no-referrer");
    assert_eq!(
        header(&headers, "permissions-policy"),
        Some("geolocation=(), camera=(), microphone=()")
    );

    // The frame's calls and unknown paths: nothing may load or frame them.
    for (what, request) in [
        (
            "frame call",
            Request::post("/frame/api/unknown/card")
                .header("content-type", "application/json")
                .body(Body::from("{}"))
                .unwrap(),
        ),
        (
            "frame 404",
            Request::get("/nothing").body(Body::empty()).unwrap(),
        ),
    ] {
        let res = frame.clone().oneshot(request).await.unwrap();
        assert!(res.status().is_client_error(), "{what}");
        assert_headers(
            what,
            res.headers(),
            "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
            Some("DENY"),
            "strict-origin-when-cross-origin",
        );
    }
}

#[tokio::test]
async fn hsts_only_with_an_https_public_url() {
    let app = app_with_web(|c| {
        c.public_url = "https://bet.example.com".into();
        c.payments.origin = "https://pay.example.com".into();
    })
    .await;
    let res = app.client.get(app.url("/healthz")).send().await.unwrap();
    assert_eq!(
        header(res.headers(), "strict-transport-security"),
        Some("max-age=31536000")
    );
    let csp = header(res.headers(), "content-security-policy").unwrap();
    assert!(
        csp.contains("connect-src 'self' https://bet.example.com wss://bet.example.com;"),
        "{csp}"
    );
    let res = server::payments_frame_router(app.state.clone())
        .oneshot(Request::get("/nothing").body(Body::empty()).unwrap())
        .await
        .unwrap();
    assert_eq!(
        res.headers()["strict-transport-security"],
        "max-age=31536000"
    );

    // Plain http: none (the other tests assert its absence on every answer).
    let plain = TestApp::spawn().await;
    let res = plain
        .client
        .get(plain.url("/healthz"))
        .send()
        .await
        .unwrap();
    assert_eq!(header(res.headers(), "strict-transport-security"), None);
}

/// Opens `/graphql` with `origin` (none when `None`): the handshake's answer status, and the
/// socket when it upgraded.
async fn open_ws(
    app: &TestApp,
    origin: Option<&str>,
) -> Result<crate::common::ws::Ws, (u16, String)> {
    let mut request = format!("ws://{}/graphql", app.addr)
        .into_client_request()
        .unwrap();
    let headers = request.headers_mut();
    headers.insert(
        "sec-websocket-protocol",
        "graphql-transport-ws".parse().unwrap(),
    );
    if let Some(origin) = origin {
        headers.insert("origin", origin.parse().unwrap());
    }
    match tokio_tungstenite::connect_async(request).await {
        Ok((ws, _)) => Ok(ws),
        Err(WsError::Http(response)) => Err((
            response.status().as_u16(),
            String::from_utf8_lossy(response.body().as_deref().unwrap_or_default()).into_owned(),
        )),
        Err(e) => panic!("websocket handshake failed: {e}"),
    }
}

const BALANCE: &str = "subscription { accountBalance { withdrawableBalance { amount } } }";

/// Subscribes to `accountBalance` with `token` and answers the first balance pushed.
async fn balance_over(ws: &mut crate::common::ws::Ws, token: &str) -> serde_json::Value {
    init(ws, Some(token)).await;
    send(
        ws,
        json!({"type": "subscribe", "id": "1", "payload": {"query": BALANCE}}),
    )
    .await;
    next(ws).await["payload"]["data"]["accountBalance"].clone()
}

#[tokio::test]
async fn the_websocket_opens_for_the_app_origin_only() {
    let app = TestApp::spawn_with(|c| {
        long_sessions(c);
        c.env = AppEnv::Production;
    })
    .await;
    // In production the edge locates the client (here: New Jersey).
    let edge = |request: reqwest::RequestBuilder| {
        request
            .header("x-client-country", "US")
            .header("x-client-region", "US-NJ")
    };
    let email = "origin@example.com";
    let res = edge(app.client.post(app.url("/api/accounts")))
        .json(&TestApp::signup_body(email, PASSWORD))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 201);
    let tokens: serde_json::Value = edge(app.client.post(app.url("/oauth/token")))
        .json(&json!({"grant_type": "password", "username": email, "password": PASSWORD, "client_id": "web"}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let token = tokens["access_token"].as_str().unwrap().to_owned();

    // The app's own pages, and clients that are no browser (no Origin).
    for origin in [Some(app.base_url.as_str()), None] {
        let mut ws = open_ws(&app, origin)
            .await
            .unwrap_or_else(|e| panic!("{origin:?} refused: {e:?}"));
        assert_eq!(
            balance_over(&mut ws, &token).await["withdrawableBalance"]["amount"],
            0,
            "{origin:?}"
        );
    }

    // Any other site, even with the bearer of a live session, before any upgrade.
    for origin in [
        "https://evil.example",
        "http://localhost:5173",
        &app.base_url.replace("127.0.0.1", "localhost"),
        "null",
    ] {
        let Err((status, body)) = open_ws(&app, Some(origin)).await else {
            panic!("{origin} upgraded");
        };
        assert_eq!(status, 403, "{origin}");
        assert!(
            body.contains("may not open the GraphQL websocket"),
            "{body}"
        );
    }
}

#[tokio::test]
async fn development_also_opens_it_for_loopback_origins() {
    let app = TestApp::spawn_with(long_sessions).await;
    let (_, token, _) = app.user_with_tokens("dev-origin@example.com").await;
    // The Vite dev server forwards the browser's origin through its proxy.
    let mut ws = open_ws(&app, Some("http://localhost:5173")).await.unwrap();
    assert_eq!(
        balance_over(&mut ws, &token).await["withdrawableBalance"]["amount"],
        0
    );
    assert_eq!(
        open_ws(&app, Some("https://evil.example"))
            .await
            .err()
            .map(|e| e.0),
        Some(403)
    );
}
