//! A graphql-transport-ws client for tests.

use super::TestApp;
use futures::{SinkExt, StreamExt};
use serde_json::{Value, json};
use std::time::Duration;
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

pub type Ws = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// Opens `/graphql` offering `protocol`; asserts the server chose it.
pub async fn connect_with(app: &TestApp, protocol: &str) -> Ws {
    let mut request = format!("ws://{}/graphql", app.addr)
        .into_client_request()
        .unwrap();
    request
        .headers_mut()
        .insert("sec-websocket-protocol", protocol.parse().unwrap());
    let (ws, response) = tokio_tungstenite::connect_async(request)
        .await
        .expect("websocket connects");
    assert_eq!(response.headers()["sec-websocket-protocol"], protocol);
    ws
}

/// Opens a graphql-transport-ws connection.
pub async fn connect(app: &TestApp) -> Ws {
    connect_with(app, "graphql-transport-ws").await
}

pub async fn send(ws: &mut Ws, message: Value) {
    ws.send(Message::text(message.to_string())).await.unwrap();
}

/// The next protocol message (skipping websocket pings), within 5 s.
pub async fn next(ws: &mut Ws) -> Value {
    next_within(ws, Duration::from_secs(5))
        .await
        .expect("a message within the time limit")
}

/// The next protocol message within `limit`, or `None`.
pub async fn next_within(ws: &mut Ws, limit: Duration) -> Option<Value> {
    let deadline = tokio::time::Instant::now() + limit;
    loop {
        let msg = tokio::time::timeout_at(deadline, ws.next()).await.ok()?;
        match msg.expect("stream open").expect("no websocket error") {
            Message::Text(t) => return Some(serde_json::from_str(t.as_str()).unwrap()),
            Message::Close(frame) => panic!("closed: {frame:?}"),
            _ => {}
        }
    }
}

/// Reads until the server closes; returns the close code.
pub async fn close_code(ws: &mut Ws) -> u16 {
    close_frame(ws).await.0
}

/// Reads until the server closes; returns the close code and reason.
pub async fn close_frame(ws: &mut Ws) -> (u16, String) {
    loop {
        let msg = tokio::time::timeout(Duration::from_secs(5), ws.next())
            .await
            .expect("closed within 5 s");
        match msg {
            Some(Ok(Message::Close(Some(frame)))) => {
                return (u16::from(frame.code), frame.reason.to_string());
            }
            Some(Ok(Message::Close(None))) | None => panic!("closed without a code"),
            Some(Err(e)) => panic!("websocket error before close: {e}"),
            Some(Ok(_)) => {}
        }
    }
}

/// `connection_init` (with a bearer token when given), expecting `connection_ack`.
pub async fn init(ws: &mut Ws, token: Option<&str>) {
    let payload = token.map_or_else(
        || json!({}),
        |t| json!({ "Authorization": format!("Bearer {t}") }),
    );
    send(ws, json!({ "type": "connection_init", "payload": payload })).await;
    assert_eq!(next(ws).await, json!({ "type": "connection_ack" }));
}

/// Sends `subscribe` for operation `id`.
pub async fn subscribe(ws: &mut Ws, id: &str, query: &str, variables: Value) {
    send(
        ws,
        json!({"id": id, "type": "subscribe", "payload": {"query": query, "variables": variables}}),
    )
    .await;
}
