//! Custom dialogs: a valid config published through the development endpoint shows in
//! `Query.customDialogs`; bad configs are refused with the field named and nothing stored.

use crate::common::TestApp;
use serde_json::{Value, json};

const QUERY: &str = "{ customDialogs { id title body dismissible triggers { type pages } buttons { label type url style } } }";

fn welcome() -> Value {
    json!({
        "id": "welcome-2025",
        "title": "Welcome back",
        "body": "New markets are live.",
        "dismissible": true,
        "triggers": [{"type": "pages", "pages": ["/", "/account/*"]}, {"type": "on_login"}],
        "buttons": [
            {"label": "Read more", "type": "external_link", "url": "https://example.com/news", "style": "primary"},
            {"label": "Close", "type": "dismiss", "style": "secondary"}
        ]
    })
}

async fn publish(app: &TestApp, body: &Value) -> (u16, Value) {
    let res = app
        .client
        .post(app.url("/api/dev/custom-dialogs"))
        .json(body)
        .send()
        .await
        .unwrap();
    (res.status().as_u16(), res.json().await.unwrap())
}

#[tokio::test]
async fn published_dialogs_show_in_the_query() {
    let app = TestApp::spawn().await;
    let empty = app.graphql(None, QUERY, json!({})).await;
    assert_eq!(empty["data"]["customDialogs"], json!([]));

    let (status, body) = publish(&app, &welcome()).await;
    assert_eq!(status, 201, "{body}");
    assert_eq!(body["published"], json!(["welcome-2025"]));

    let answer = app.graphql(None, QUERY, json!({})).await;
    assert_eq!(
        answer["data"]["customDialogs"],
        json!([{
            "id": "welcome-2025",
            "title": "Welcome back",
            "body": "New markets are live.",
            "dismissible": true,
            "triggers": [{"type": "PAGES", "pages": ["/", "/account/*"]}, {"type": "ON_LOGIN", "pages": []}],
            "buttons": [
                {"label": "Read more", "type": "EXTERNAL_LINK", "url": "https://example.com/news", "style": "PRIMARY"},
                {"label": "Close", "type": "DISMISS", "url": null, "style": "SECONDARY"}
            ]
        }]),
        "{answer}"
    );

    // Logged-in callers see the same; unpublished dialogs disappear.
    let (_, access, _) = app.user_with_tokens("dialogs@example.com").await;
    let answer = app.graphql(Some(&access), QUERY, json!({})).await;
    assert_eq!(answer["data"]["customDialogs"][0]["id"], "welcome-2025");
    app.store()
        .unpublish_custom_dialog("welcome-2025", app.now())
        .await
        .unwrap();
    let answer = app.graphql(None, QUERY, json!({})).await;
    assert_eq!(answer["data"]["customDialogs"], json!([]));
}

#[tokio::test]
async fn bad_configs_name_the_field_and_store_nothing() {
    let app = TestApp::spawn().await;

    let mut http = welcome();
    http["id"] = json!("insecure");
    http["buttons"][0]["url"] = json!("http://example.com/news");
    let (status, body) = publish(&app, &http).await;
    assert_eq!(status, 422, "{body}");
    let message = body["errors"]["buttons[0].url"][0]["message"]
        .as_str()
        .unwrap_or_else(|| panic!("field named: {body}"));
    assert!(
        message.contains("buttons[0].url") && message.contains("https"),
        "{message}"
    );

    // An array is all or nothing: one bad entry stores none of them.
    let mut bad_id = welcome();
    bad_id["id"] = json!("Bad Id!");
    let (status, body) = publish(&app, &json!([welcome(), bad_id])).await;
    assert_eq!(status, 422);
    assert!(body["errors"]["[1].id"].is_array(), "{body}");

    let cases = [
        (
            json!({"id": "x", "title": "T", "body": "B", "triggers": [{"type": "on_login"}], "buttons": []}),
            "buttons",
        ),
        (
            json!({"id": "x", "body": "B", "triggers": [{"type": "on_login"}], "buttons": [{"label": "OK", "type": "dismiss"}]}),
            "title",
        ),
        (
            json!({"id": "x", "title": "t".repeat(121), "body": "B", "triggers": [{"type": "on_login"}], "buttons": [{"label": "OK", "type": "dismiss"}]}),
            "title",
        ),
        (
            json!({"id": "x", "title": "T", "body": "B", "triggers": [{"type": "pages", "pages": ["account"]}], "buttons": [{"label": "OK", "type": "dismiss"}]}),
            "triggers[0].pages[0]",
        ),
        (
            json!({"id": "x", "title": "T", "body": "B", "triggers": [{"type": "on_login"}], "buttons": [{"label": "OK", "type": "teleport"}]}),
            "config",
        ),
    ];
    for (config, field) in cases {
        let (status, body) = publish(&app, &config).await;
        assert_eq!(status, 422, "{config}");
        assert!(body["errors"][field].is_array(), "{field}: {body}");
    }
    let res = app
        .client
        .post(app.url("/api/dev/custom-dialogs"))
        .header("content-type", "application/json")
        .body("{not json")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 422);

    assert!(
        app.store().custom_dialogs(false).await.unwrap().is_empty(),
        "nothing stored"
    );
    let answer = app.graphql(None, QUERY, json!({})).await;
    assert_eq!(answer["data"]["customDialogs"], json!([]));
}
