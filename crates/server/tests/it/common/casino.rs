//! The built-in casino provider's game client, as the casino tests drive it.

use super::TestApp;
use serde_json::Value;

/// The game client's token in a launch's URL fragment (`launchCasinoGame`'s answer).
pub fn client_token(launched: &Value) -> String {
    let url = launched["launchUrl"].as_str().expect("a launch URL");
    assert!(url.starts_with("/casino-games/builtin/"), "{url}");
    url.split_once("#token=").expect("token").1.to_owned()
}

/// A call of the built-in game client API: a POST with `body`, or a GET without.
pub async fn api(app: &TestApp, token: &str, path: &str, body: Option<Value>) -> (u16, Value) {
    let url = app.url(&format!("/casino/builtin/api/{path}"));
    let req = match body {
        Some(body) => app.client.post(url).json(&body),
        None => app.client.get(url),
    };
    let res = req.bearer_auth(token).send().await.unwrap();
    let status = res.status().as_u16();
    (status, res.json().await.unwrap_or(Value::Null))
}
