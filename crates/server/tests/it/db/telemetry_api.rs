//! Error reports and analytics events over HTTP: masking, size and type limits, schema
//! errors, per-client rate limits, the bus, Sentry forwarding and the dev-only reads.

use crate::common::{PASSWORD, TestApp};
use serde_json::{Value, json};
use server::bus::Event;
use server::config::AppEnv;
use store::TelemetryKind;

fn full_report() -> Value {
    json!({
        "message": "Payment failed for alex.morgan@example.com",
        "level": "error",
        "stack": "Error: boom\n    at pay (https://app.example/assets/main.a1b2c3.js:1:2)",
        "url": "https://app.example/account?email=alex.morgan%40example.com",
        "release": "25.10.0",
        "context": {
            "user": {
                "firstName": "Alex",
                "lastName": "Morgan",
                "contact": { "phone": "+1 (555) 123-4567", "note": "call 555.987.6543 after 5" },
                "home": {
                    "address": "123 Main St",
                    "shipTo": "ship to 742 Evergreen Terrace, Apt 2",
                    "zip": "07102",
                    "postal": "K1A 0B1",
                    "other": ["ZIP 07102-1234", "Ottawa ON K1A 0B1"]
                }
            },
            "payment": [{ "card": "4111 1111 1111 1111", "cvv": "123", "iban": "GB82WEST12345698765432" }]
        },
        "tags": { "route": "/account", "owner": "jordan@example.com" }
    })
}

/// Every personal value of [`full_report`], none of which may be stored.
const SECRETS: [&str; 16] = [
    "alex.morgan",
    "example.com",
    "Alex",
    "Morgan",
    "555",
    "123-4567",
    "987",
    "Main St",
    "Evergreen",
    "07102",
    "K1A",
    "0B1",
    "4111",
    "GB82",
    "jordan",
    "\"123\"",
];

async fn post(app: &TestApp, path: &str, body: &Value) -> reqwest::Response {
    app.client
        .post(app.url(path))
        .header("x-install-id", "install-1")
        .json(body)
        .send()
        .await
        .expect("request")
}

async fn dev_list(app: &TestApp, path: &str, key: &str) -> Vec<Value> {
    let res = app
        .client
        .get(app.url(path))
        .send()
        .await
        .expect("dev read");
    assert_eq!(res.status(), 200);
    let body: Value = res.json().await.expect("JSON");
    body[key].as_array().cloned().expect("list")
}

async fn stored(app: &TestApp, kind: TelemetryKind) -> usize {
    app.store()
        .recent_telemetry(kind, 200)
        .await
        .expect("read")
        .len()
}

#[tokio::test]
async fn reports_are_stored_fully_masked() {
    let app = TestApp::spawn().await;
    let (user_id, token, _) = app.user_with_tokens("reporter@example.com").await;
    let res = app
        .client
        .post(app.url("/api/client-errors"))
        .header("x-install-id", "install-1")
        .bearer_auth(&token)
        .json(&full_report())
        .send()
        .await
        .expect("report");
    assert_eq!(res.status(), 202);
    let id = res.json::<Value>().await.unwrap()["id"]
        .as_str()
        .unwrap()
        .to_owned();

    let reports = dev_list(&app, "/api/dev/client-errors", "clientErrors").await;
    assert_eq!(reports.len(), 1);
    let report = &reports[0];
    let text = sent_text(report);
    for secret in SECRETS {
        assert!(!text.contains(secret), "{secret:?} leaked in {text}");
    }
    assert_eq!(report["id"], id.as_str());
    assert_eq!(report["userId"], user_id.as_str());
    assert_eq!(report["installId"], "install-1");
    assert_eq!(report["message"], "Payment failed for [email]");
    assert_eq!(report["level"], "error");
    assert_eq!(report["release"], "25.10.0");
    assert_eq!(report["url"], "https://app.example/account?email=[email]");
    assert!(report["stack"].as_str().unwrap().contains("main.a1b2c3.js"));
    let user = &report["context"]["user"];
    assert_eq!(user["firstName"], "[name]");
    assert_eq!(user["lastName"], "[name]");
    assert_eq!(user["contact"]["phone"], "[phone]");
    assert_eq!(user["contact"]["note"], "call [phone] after 5");
    assert_eq!(user["home"]["address"], "[address]");
    assert_eq!(user["home"]["shipTo"], "ship to [address]");
    assert_eq!(user["home"]["zip"], "[postal-code]");
    assert_eq!(user["home"]["postal"], "[postal-code]");
    assert_eq!(
        user["home"]["other"],
        json!(["ZIP [postal-code]", "Ottawa ON [postal-code]"])
    );
    assert_eq!(
        report["context"]["payment"][0],
        json!({"card": "[card]", "cvv": "[redacted]", "iban": "[redacted]"})
    );
    assert_eq!(
        report["tags"],
        json!({"route": "/account", "owner": "[email]"})
    );
    assert!(report["createdAt"].as_str().unwrap().ends_with('Z'));
}

#[tokio::test]
async fn an_invalid_token_does_not_stop_a_report() {
    let app = TestApp::spawn().await;
    let res = app
        .client
        .post(app.url("/api/client-errors"))
        .bearer_auth("expired.or.forged")
        .json(&json!({"message": "401 on refresh", "level": "warning"}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 202);
    let reports = dev_list(&app, "/api/dev/client-errors", "clientErrors").await;
    assert_eq!(reports[0]["userId"], Value::Null);
    assert_eq!(reports[0]["installId"], Value::Null);
}

#[tokio::test]
async fn huge_payloads_are_refused_and_nothing_is_stored() {
    let app = TestApp::spawn().await;
    // Over the 64 KiB report limit but under the server-wide limit.
    let big = json!({"message": "x", "level": "error", "context": {"blob": "a".repeat(70 * 1024)}});
    let res = post(&app, "/api/client-errors", &big).await;
    assert_eq!(res.status(), 413);
    let body: Value = res.json().await.unwrap();
    assert!(body["errors"]["base"][0]["message"].is_string(), "{body}");
    // Over the server-wide limit.
    let huge =
        json!({"message": "x", "level": "error", "context": {"blob": "a".repeat(1024 * 1024)}});
    let res = post(&app, "/api/client-errors", &huge).await;
    assert_eq!(res.status(), 413);
    assert!(res.json::<Value>().await.unwrap()["errors"].is_object());
    let events: Vec<Value> = (0..50)
        .map(|_| json!({"name": "x", "timestamp": 1, "installId": "i", "properties": {"blob": "a".repeat(6 * 1024)}}))
        .collect();
    let res = post(&app, "/api/analytics/events", &json!({ "events": events })).await;
    assert_eq!(res.status(), 413);
    assert_eq!(stored(&app, TelemetryKind::ClientError).await, 0);
    assert_eq!(stored(&app, TelemetryKind::AnalyticsEvent).await, 0);
}

#[tokio::test]
async fn non_json_and_bad_shapes_are_refused_and_nothing_is_stored() {
    let app = TestApp::spawn().await;
    for path in ["/api/client-errors", "/api/analytics/events"] {
        let res = app
            .client
            .post(app.url(path))
            .header("content-type", "text/plain")
            .body("message=boom")
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 415, "{path}");
        assert!(res.json::<Value>().await.unwrap()["errors"]["base"].is_array());

        let res = app
            .client
            .post(app.url(path))
            .header("content-type", "application/json")
            .body("{not json")
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 400, "{path}");
        assert!(res.json::<Value>().await.unwrap()["errors"]["base"].is_array());

        let res = post(&app, path, &json!([1, 2])).await;
        assert_eq!(res.status(), 422, "{path}");
    }
    let res = post(
        &app,
        "/api/client-errors",
        &json!({"message": 3, "level": "fatal"}),
    )
    .await;
    assert_eq!(res.status(), 422);
    let body: Value = res.json().await.unwrap();
    assert!(body["errors"]["message"].is_array(), "{body}");
    assert!(body["errors"]["level"].is_array(), "{body}");

    let res = post(
        &app,
        "/api/analytics/events",
        &json!({"events": [{"name": "ok", "timestamp": 1, "installId": "i"}, {"name": "x", "installId": "i"}]}),
    )
    .await;
    assert_eq!(res.status(), 422);
    let body: Value = res.json().await.unwrap();
    assert!(body["errors"]["events[1].timestamp"].is_array(), "{body}");

    assert_eq!(stored(&app, TelemetryKind::ClientError).await, 0);
    assert_eq!(stored(&app, TelemetryKind::AnalyticsEvent).await, 0);
}

#[tokio::test]
async fn the_31st_report_in_a_minute_is_rate_limited() {
    let app = TestApp::spawn().await;
    let report = json!({"message": "boom", "level": "error"});
    for i in 0..30 {
        let res = post(&app, "/api/client-errors", &report).await;
        assert_eq!(res.status(), 202, "report {}", i + 1);
    }
    let res = post(&app, "/api/client-errors", &report).await;
    assert_eq!(res.status(), 429);
    let retry: u64 = res.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((1..=60).contains(&retry));
    assert!(res.json::<Value>().await.unwrap()["errors"]["base"].is_array());
    assert_eq!(stored(&app, TelemetryKind::ClientError).await, 30);

    // Another install on the same address has its own allowance.
    let res = app
        .client
        .post(app.url("/api/client-errors"))
        .header("x-install-id", "install-2")
        .json(&report)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 202);
}

#[tokio::test]
async fn analytics_are_rate_limited_per_event() {
    let app = TestApp::spawn().await;
    let batch = json!({"events": (0..50).map(|i| json!({"name": "tick", "timestamp": i, "installId": "i"})).collect::<Vec<_>>()});
    assert_eq!(
        post(&app, "/api/analytics/events", &batch).await.status(),
        202
    );
    assert_eq!(
        post(&app, "/api/analytics/events", &batch).await.status(),
        202
    );
    let res = post(&app, "/api/analytics/events", &batch).await;
    assert_eq!(res.status(), 429);
    assert!(res.headers().contains_key("retry-after"));
    assert_eq!(stored(&app, TelemetryKind::AnalyticsEvent).await, 100);
    // The 20 events left still fit.
    let small = json!({"events": (0..20).map(|i| json!({"name": "tick", "timestamp": i, "installId": "i"})).collect::<Vec<_>>()});
    assert_eq!(
        post(&app, "/api/analytics/events", &small).await.status(),
        202
    );
}

#[tokio::test]
async fn analytics_batches_are_stored_masked_and_published() {
    let app = TestApp::spawn().await;
    let user_id = app.create_user("bettor@example.com", PASSWORD).await;
    let token = app.login("bettor@example.com", PASSWORD).await["access_token"]
        .as_str()
        .unwrap()
        .to_owned();
    let mut bus = app.state.bus.subscribe();
    let res = app
        .client
        .post(app.url("/api/analytics/events"))
        .bearer_auth(&token)
        .json(&json!({"events": [
            {"name": "modal_opened", "properties": {"modal": "deposit"}, "timestamp": 1_767_225_600_000_i64, "installId": "inst-9"},
            {"name": "deposit_error", "properties": {"email": "bettor@example.com", "card": "4111-1111-1111-1111", "amount": 2500, "nested": [{"lastName": "Lee"}]}, "timestamp": 1_767_225_600_500_i64, "installId": "inst-9"}
        ]}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 202);
    assert_eq!(res.json::<Value>().await.unwrap()["accepted"], 2);

    let mut published = Vec::new();
    while published.len() < 2 {
        let event = tokio::time::timeout(std::time::Duration::from_secs(5), bus.recv())
            .await
            .expect("published in time")
            .expect("bus open");
        if let Event::Analytics { .. } = event {
            published.push(event);
        }
    }
    assert_eq!(
        published[1],
        Event::Analytics {
            name: "deposit_error".into(),
            properties: json!({"email": "[email]", "card": "[card]", "amount": 2500, "nested": [{"lastName": "[name]"}]}),
            user_id: Some(domain::ids::UserId::from_raw(user_id.clone())),
            install_id: Some("inst-9".into()),
        }
    );
    assert!(matches!(&published[0], Event::Analytics { name, .. } if name == "modal_opened"));

    let events = dev_list(&app, "/api/dev/analytics-events", "analyticsEvents").await;
    assert_eq!(events.len(), 2);
    assert_eq!(events[0]["name"], "deposit_error", "newest first");
    assert_eq!(events[0]["properties"]["email"], "[email]");
    assert_eq!(events[0]["properties"]["card"], "[card]");
    assert_eq!(events[0]["timestamp"], 1_767_225_600_500_i64);
    assert_eq!(events[0]["installId"], "inst-9");
    assert_eq!(events[0]["userId"], user_id.as_str());
    assert_eq!(events[1]["name"], "modal_opened");
    assert!(!json!(events).to_string().contains("bettor@"));

    let limited = dev_list(&app, "/api/dev/analytics-events?limit=1", "analyticsEvents").await;
    assert_eq!(limited.len(), 1);
    for bad in ["0", "201", "x"] {
        let res = app
            .client
            .get(app.url(&format!("/api/dev/analytics-events?limit={bad}")))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 400, "limit={bad}");
        assert!(res.json::<Value>().await.unwrap()["errors"]["limit"].is_array());
    }
}

#[tokio::test]
async fn dev_reads_are_absent_in_production() {
    let app = TestApp::spawn_with(|c| c.env = AppEnv::Production).await;
    // Reporting itself works in production.
    assert_eq!(
        post(
            &app,
            "/api/client-errors",
            &json!({"message": "x", "level": "error"})
        )
        .await
        .status(),
        202
    );
    for path in ["/api/dev/client-errors", "/api/dev/analytics-events"] {
        let res = app.client.get(app.url(path)).send().await.unwrap();
        assert_eq!(res.status(), 404, "{path}");
    }
}

#[tokio::test]
async fn reports_are_forwarded_to_a_sentry_compatible_dsn() {
    use axum::extract::State;
    use axum::http::HeaderMap;
    use tokio::sync::mpsc;

    let (tx, mut rx) = mpsc::unbounded_channel::<(String, String, Value)>();
    let sink = axum::Router::new()
        .route(
            "/{*path}",
            axum::routing::post(
                |State(tx): State<mpsc::UnboundedSender<(String, String, Value)>>,
                 uri: axum::http::Uri,
                 headers: HeaderMap,
                 body: String| async move {
                    let auth = headers["x-sentry-auth"]
                        .to_str()
                        .unwrap_or_default()
                        .to_owned();
                    let _ = tx.send((
                        uri.path().to_owned(),
                        auth,
                        serde_json::from_str(&body).unwrap_or_default(),
                    ));
                    "{}"
                },
            ),
        )
        .with_state(tx);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    tokio::spawn(async move { axum::serve(listener, sink).await });

    let dsn = server::telemetry::sentry::SentryDsn::parse(&format!(
        "http://publickey@127.0.0.1:{port}/42"
    ))
    .unwrap();
    let app = TestApp::spawn_with(|c| c.sentry_dsn = Some(dsn)).await;
    let res = post(&app, "/api/client-errors", &full_report()).await;
    assert_eq!(res.status(), 202);
    let id = res.json::<Value>().await.unwrap()["id"]
        .as_str()
        .unwrap()
        .to_owned();

    let (path, auth, event) = tokio::time::timeout(std::time::Duration::from_secs(10), rx.recv())
        .await
        .expect("forwarded in time")
        .expect("sink open");
    assert_eq!(path, "/api/42/store/");
    assert!(auth.starts_with("Sentry sentry_version=7"), "{auth}");
    assert!(auth.contains("sentry_key=publickey"), "{auth}");
    assert_eq!(event["message"]["formatted"], "Payment failed for [email]");
    assert_eq!(event["extra"]["reportId"], id.as_str());
    assert_eq!(event["extra"]["context"]["user"]["firstName"], "[name]");
    let text = sent_text(&event);
    for secret in SECRETS {
        assert!(
            !text.contains(secret),
            "{secret:?} leaked to Sentry: {text}"
        );
    }
}

/// A stored or forwarded report as text, less the identifiers and instants the server made up
/// (random ids and clock digits may spell a secret's digits by chance, such as "555").
fn sent_text(report: &Value) -> String {
    const GENERATED: [&str; 6] = [
        "id",
        "userId",
        "createdAt",
        "reportId",
        "event_id",
        "timestamp",
    ];
    fn strip(value: &mut Value) {
        match value {
            Value::Object(fields) => {
                fields.retain(|key, _| !GENERATED.contains(&key.as_str()));
                fields.values_mut().for_each(strip);
            }
            Value::Array(items) => items.iter_mut().for_each(strip),
            _ => {}
        }
    }
    let mut report = report.clone();
    strip(&mut report);
    report.to_string()
}
