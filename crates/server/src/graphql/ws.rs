//! GraphQL subscriptions over websocket at `/graphql`.
//!
//! The `graphql-transport-ws` protocol (the `graphql-ws` library's) is implemented here,
//! because async-graphql's built-in handler does not use the protocol's close codes:
//!
//! | code | when | |------|------| | 4400 | a message is not valid JSON, has an unknown type or a
//! malformed payload; binary frames | | 4401 | `subscribe` before the server acknowledged
//! `connection_init` | | 4403 | `connection_init` carries a refused token; the session is revoked
//! while connected | | 4406 | the client offers only subprotocols we do not speak | | 4408 | no
//! `connection_init` within `Config::ws_init_timeout` (10 s by default) | | 4409 | `subscribe` with
//! the id of an operation still running | | 4429 | a second `connection_init` | | 4500 | the store
//! could not be reached while authenticating `connection_init` | | 1012 | the node is shutting
//! down (service restart): the client reconnects, to another node |
//!
//! A 4403 for a revoked session carries the reason GraphQL over HTTP gives in
//! `extensions.reason` (`cool-off`, `self-exclusion`, `time-limit`) as its close reason, so the
//! client can say why the session ended; other refusals (logout, a forged or expired token)
//! close with `Forbidden`, as HTTP gives them no reason either.
//!
//! Authentication: `connection_init`'s payload `{"Authorization": "Bearer <token>"}` (also
//! `authorization` or `authToken`, with or without the `Bearer ` prefix). No token means a
//! visitor connection; operations needing a session then answer UNAUTHENTICATED.
//! The legacy `graphql-ws` subprotocol (subscriptions-transport-ws) is served by
//! async-graphql's implementation with the same authentication.

use super::AppSchema;
use super::context::RequestContext;
use super::fanout::{Fanout, Plan, Registration};
use crate::client_location::ClientLocation;
use crate::config::Config;
use crate::state::AppState;
use crate::viewer::{Viewer, ViewerError};
use crate::watch::Watch;
use async_graphql::Data;
use async_graphql_axum::{GraphQLProtocol, GraphQLWebSocket};
use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::http::{HeaderMap, header};
use axum::response::Response;
use domain::ids::SessionId;
use futures::{SinkExt, StreamExt};
use serde_json::{Value, json};
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{Notify, mpsc};
use tokio::task::AbortHandle;

/// The modern protocol's subprotocol name.
pub const TRANSPORT_WS: &str = "graphql-transport-ws";
/// The legacy (subscriptions-transport-ws) subprotocol name.
pub const LEGACY_WS: &str = "graphql-ws";
/// Interval of websocket-level pings that keep proxies from closing idle connections.
const KEEPALIVE: Duration = Duration::from_secs(30);
/// Largest message a client may send (a subscribe of the longest query and its variables).
const MAX_CLIENT_MESSAGE: usize = 64 * 1024;
/// Buffers per connection: small, so thousands of watchers stay cheap.
/// The reader zeroes its whole buffer before every read attempt, and a connection attempts one
/// each time it wakes to push frames: client messages are rare and small, so it stays small.
const READ_BUFFER: usize = 2 * 1024;
const WRITE_BUFFER: usize = 16 * 1024;

/// Close codes of graphql-transport-ws.
pub mod close {
    pub const INVALID_MESSAGE: u16 = 4400;
    pub const UNAUTHORIZED: u16 = 4401;
    pub const FORBIDDEN: u16 = 4403;
    pub const SUBPROTOCOL_NOT_ACCEPTABLE: u16 = 4406;
    pub const CONNECTION_INIT_TIMEOUT: u16 = 4408;
    pub const SUBSCRIBER_EXISTS: u16 = 4409;
    pub const TOO_MANY_INIT: u16 = 4429;
    pub const INTERNAL_ERROR: u16 = 4500;
    /// The node shuts down (websocket "service restart"): reconnect, to another node.
    pub const SERVICE_RESTART: u16 = 1012;
}

/// Whether a browser on the handshake's `Origin` may open the websocket: the app's origin
/// ([`Config::app_origin`]); outside production also any loopback origin (the Vite dev server
/// on its own port, `localhost` for `127.0.0.1`). Browsers always send `Origin` on a websocket
/// handshake and a page cannot change it, so a handshake without one comes from no browser (a
/// native client, a tool, a test): it is let through, and authenticates in `connection_init`
/// like any other. `Origin: null` (sandboxed frames, local files), a malformed origin and
/// several origins are refused.
pub fn origin_allowed(config: &Config, headers: &HeaderMap) -> bool {
    let mut origins = headers.get_all(header::ORIGIN).iter();
    let (Some(origin), None) = (origins.next(), origins.next()) else {
        return headers.get(header::ORIGIN).is_none();
    };
    let Some(url) = origin.to_str().ok().and_then(|o| url::Url::parse(o).ok()) else {
        return false;
    };
    let origin = url.origin();
    if !origin.is_tuple() {
        return false;
    }
    if origin.ascii_serialization() == config.app_origin() {
        return true;
    }
    let loopback = match url.host() {
        Some(url::Host::Domain(domain)) => domain.eq_ignore_ascii_case("localhost"),
        Some(url::Host::Ipv4(ip)) => ip.is_loopback(),
        Some(url::Host::Ipv6(ip)) => ip.is_loopback(),
        None => false,
    };
    loopback && !config.env.is_production()
}

/// Answers a websocket upgrade on `/graphql`, choosing the subprotocol.
pub fn upgrade(
    upgrade: WebSocketUpgrade,
    legacy: Option<GraphQLProtocol>,
    schema: AppSchema,
    fanout: Arc<Fanout>,
    state: AppState,
    headers: &HeaderMap,
    peer: Option<IpAddr>,
) -> Response {
    let offered: Vec<String> = headers
        .get_all(header::SEC_WEBSOCKET_PROTOCOL)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| {
            v.split(',')
                .map(|p| p.trim().to_ascii_lowercase())
                .collect::<Vec<_>>()
        })
        .filter(|p| !p.is_empty())
        .collect();
    let location = crate::client_location::resolve(&state.config, headers, peer);
    let upgrade = upgrade
        .read_buffer_size(READ_BUFFER)
        .write_buffer_size(WRITE_BUFFER)
        .max_message_size(MAX_CLIENT_MESSAGE)
        .max_frame_size(MAX_CLIENT_MESSAGE);
    if offered.is_empty() || offered.iter().any(|p| p == TRANSPORT_WS) {
        return upgrade
            .protocols([TRANSPORT_WS])
            .on_upgrade(move |socket| async move {
                let connection = Connection::new(schema, fanout, state, location).run(socket);
                match connections_runtime() {
                    Some(runtime) => drop(runtime.spawn(connection)),
                    None => connection.await,
                }
            });
    }
    if offered.iter().any(|p| p == LEGACY_WS)
        && let Some(protocol) = legacy
    {
        return upgrade
            .protocols([LEGACY_WS])
            .on_upgrade(move |socket| async move {
                GraphQLWebSocket::new(socket, schema, protocol)
                    .on_connection_init(move |payload| async move {
                        let viewer = authenticate(&state, &payload).await;
                        match viewer {
                            Ok(viewer) => {
                                let mut data = Data::default();
                                data.insert(RequestContext {
                                    viewer: Ok(viewer),
                                    location,
                                });
                                Ok(data)
                            }
                            Err(_) => Err(async_graphql::Error::new("Forbidden")),
                        }
                    })
                    .serve()
                    .await;
            });
    }
    upgrade.on_upgrade(|mut socket| async move {
        let _ = socket
            .send(close_message(
                close::SUBPROTOCOL_NOT_ACCEPTABLE,
                "Subprotocol not acceptable",
            ))
            .await;
    })
}

/// The runtime graphql-transport-ws connections run on: one of their own, so pushing frames
/// to thousands of watchers never queues ahead of feed pushes, GraphQL queries and the REST
/// API on the main runtime's workers (the operating system shares the cores between the two
/// fairly). `None` if it could not be built; connections then run where they were accepted.
fn connections_runtime() -> Option<&'static tokio::runtime::Runtime> {
    static RUNTIME: std::sync::LazyLock<Option<tokio::runtime::Runtime>> =
        std::sync::LazyLock::new(|| {
            tokio::runtime::Builder::new_multi_thread()
                .worker_threads(std::thread::available_parallelism().map_or(2, usize::from))
                .thread_name("ws")
                .enable_all()
                .build()
                .inspect_err(|e| tracing::error!(error = %e, "websocket runtime"))
                .ok()
        });
    RUNTIME.as_ref()
}

fn close_message(code: u16, reason: &str) -> Message {
    Message::Close(Some(CloseFrame {
        code,
        reason: reason.into(),
    }))
}

/// Reads the bearer token of a `connection_init` payload and resolves the viewer.
/// No token is a visitor; a refused token is an error.
pub async fn authenticate(state: &AppState, payload: &Value) -> Result<Viewer, ViewerError> {
    let raw = ["Authorization", "authorization", "authToken"]
        .iter()
        .find_map(|k| payload.get(*k).and_then(Value::as_str))
        .map(str::trim)
        .filter(|t| !t.is_empty());
    let Some(raw) = raw else {
        return Ok(Viewer::Nobody);
    };
    let token = raw
        .strip_prefix("Bearer ")
        .or_else(|| raw.strip_prefix("bearer "))
        .unwrap_or(raw)
        .trim();
    Viewer::from_token(state, token).await
}

/// Messages from operation tasks to the connection.
enum Outgoing {
    Text(String),
    /// The operation `id` (of `generation`) finished; send `complete` when `complete`.
    Done {
        id: String,
        generation: u64,
        complete: bool,
    },
}

/// Why the connection loop should close the socket.
struct CloseWith(u16, String);

/// A running operation of a connection.
enum Operation {
    /// Executed on its own task (generation, task).
    Own(u64, AbortHandle),
    /// Served by the shared fan-out.
    Shared(Registration),
}

/// One graphql-transport-ws connection.
struct Connection {
    schema: AppSchema,
    fanout: Arc<Fanout>,
    state: AppState,
    location: ClientLocation,
    init_received: bool,
    context: Option<RequestContext>,
    operations: HashMap<String, Operation>,
    generation: u64,
    out_tx: mpsc::Sender<Outgoing>,
    out_rx: mpsc::Receiver<Outgoing>,
    /// Woken when a shared operation has frames to send.
    wake: Arc<Notify>,
    /// The connection's session, watched for revocation (none for visitors).
    session: Option<Watch<SessionId>>,
}

impl Connection {
    fn new(
        schema: AppSchema,
        fanout: Arc<Fanout>,
        state: AppState,
        location: ClientLocation,
    ) -> Self {
        let (out_tx, out_rx) = mpsc::channel(64);
        Self {
            schema,
            fanout,
            state,
            location,
            init_received: false,
            context: None,
            operations: HashMap::new(),
            generation: 0,
            out_tx,
            out_rx,
            wake: Arc::new(Notify::new()),
            session: None,
        }
    }

    /// The frames every shared operation has ready.
    fn shared_frames(&self) -> Vec<String> {
        self.operations
            .values()
            .filter_map(|op| match op {
                Operation::Shared(registration) => Some(registration.frames()),
                Operation::Own(..) => None,
            })
            .flatten()
            .collect()
    }

    async fn run(mut self, socket: WebSocket) {
        let (mut sink, mut stream) = socket.split();
        let init_deadline = tokio::time::sleep(self.state.config.ws_init_timeout);
        tokio::pin!(init_deadline);
        let mut keepalive =
            tokio::time::interval_at(tokio::time::Instant::now() + KEEPALIVE, KEEPALIVE);
        let wake = Arc::clone(&self.wake);

        let close = loop {
            tokio::select! {
                () = wake.notified() => {
                    // Queue every ready frame, then write them in one flush.
                    let mut failed = false;
                    for frame in self.shared_frames() {
                        if sink.feed(Message::Text(frame.into())).await.is_err() {
                            failed = true;
                            break;
                        }
                    }
                    if failed || sink.flush().await.is_err() {
                        break None;
                    }
                }
                () = &mut init_deadline, if !self.init_received => {
                    break Some(CloseWith(close::CONNECTION_INIT_TIMEOUT, "Connection initialisation timeout".into()));
                }
                incoming = stream.next() => match incoming {
                    None | Some(Err(_)) | Some(Ok(Message::Close(_))) => break None,
                    Some(Ok(Message::Text(text))) => {
                        match self.on_text(text.as_str()).await {
                            Ok(replies) => {
                                let mut failed = false;
                                for reply in replies {
                                    if sink.send(Message::Text(reply.into())).await.is_err() {
                                        failed = true;
                                        break;
                                    }
                                }
                                if failed {
                                    break None;
                                }
                            }
                            Err(close) => break Some(close),
                        }
                    }
                    Some(Ok(Message::Binary(_))) => {
                        break Some(CloseWith(close::INVALID_MESSAGE, "Binary messages are not supported".into()));
                    }
                    Some(Ok(Message::Ping(_) | Message::Pong(_))) => {}
                },
                Some(out) = self.out_rx.recv() => {
                    let text = match out {
                        Outgoing::Text(text) => text,
                        Outgoing::Done { id, generation, complete } => {
                            if self.operations.get(&id).is_some_and(|op| matches!(op, Operation::Own(g, _) if *g == generation)) {
                                self.operations.remove(&id);
                            }
                            if !complete {
                                continue;
                            }
                            json!({ "type": "complete", "id": id }).to_string()
                        }
                    };
                    if sink.send(Message::Text(text.into())).await.is_err() {
                        break None;
                    }
                }
                () = revoked(self.session.as_ref()) => {
                    let reason = match &self.session {
                        Some(watch) => revocation_reason(&self.state, watch.key()).await,
                        None => FORBIDDEN.to_owned(),
                    };
                    break Some(CloseWith(close::FORBIDDEN, reason));
                }
                _ = keepalive.tick() => {
                    if sink.send(Message::Ping(Default::default())).await.is_err() {
                        break None;
                    }
                }
                () = self.state.drain.wait() => {
                    break Some(CloseWith(close::SERVICE_RESTART, "Service restart".into()));
                }
            }
        };

        for (_, operation) in self.operations.drain() {
            if let Operation::Own(_, handle) = operation {
                handle.abort();
            }
        }
        if let Some(CloseWith(code, reason)) = close {
            let _ = sink.send(close_message(code, &reason)).await;
        }
        let _ = sink.close().await;
    }

    /// Handles one text message: the replies to send, or why to close.
    async fn on_text(&mut self, text: &str) -> Result<Vec<String>, CloseWith> {
        let invalid = |why: &str| CloseWith(close::INVALID_MESSAGE, why.to_owned());
        let Ok(Value::Object(mut msg)) = serde_json::from_str::<Value>(text) else {
            return Err(invalid("Invalid message received"));
        };
        let kind = match msg.get("type") {
            Some(Value::String(t)) => t.clone(),
            _ => return Err(invalid("Invalid message received")),
        };
        match kind.as_str() {
            "connection_init" => {
                let payload = match msg.remove("payload") {
                    None | Some(Value::Null) => Value::Object(Default::default()),
                    Some(p @ Value::Object(_)) => p,
                    Some(_) => return Err(invalid("Invalid message received")),
                };
                if self.init_received {
                    return Err(CloseWith(
                        close::TOO_MANY_INIT,
                        "Too many initialisation requests".into(),
                    ));
                }
                self.init_received = true;
                // Opened before the session is read, so a revocation racing the read is seen.
                let mut recent = self.state.bus.subscribe();
                match authenticate(&self.state, &payload).await {
                    Ok(viewer) => {
                        if let Some(session_id) = session_of(&viewer) {
                            let watch = self.state.watchers.session(session_id);
                            if self
                                .state
                                .watchers
                                .revoked_since(&mut recent, session_id)
                                .await
                            {
                                let reason = revocation_reason(&self.state, session_id).await;
                                return Err(CloseWith(close::FORBIDDEN, reason));
                            }
                            self.session = Some(watch);
                        }
                        self.context = Some(RequestContext {
                            viewer: Ok(viewer),
                            location: self.location.clone(),
                        });
                        Ok(vec![json!({ "type": "connection_ack" }).to_string()])
                    }
                    Err(ViewerError::Revoked(reason)) => {
                        Err(CloseWith(close::FORBIDDEN, reason.to_owned()))
                    }
                    Err(ViewerError::Unauthenticated) => {
                        Err(CloseWith(close::FORBIDDEN, FORBIDDEN.to_owned()))
                    }
                    Err(ViewerError::Unavailable) => {
                        Err(CloseWith(close::INTERNAL_ERROR, "Internal error".into()))
                    }
                }
            }
            "ping" => {
                let pong = match msg.remove("payload") {
                    Some(p @ Value::Object(_)) => json!({ "type": "pong", "payload": p }),
                    _ => json!({ "type": "pong" }),
                };
                Ok(vec![pong.to_string()])
            }
            "pong" => Ok(vec![]),
            "subscribe" => {
                let id = match msg.get("id") {
                    Some(Value::String(id)) if !id.is_empty() => id.clone(),
                    _ => return Err(invalid("Invalid message received")),
                };
                let Some(request) = parse_subscribe_payload(msg.remove("payload")) else {
                    return Err(invalid("Invalid message received"));
                };
                let Some(context) = self.context.clone() else {
                    return Err(CloseWith(close::UNAUTHORIZED, "Unauthorized".into()));
                };
                if self.operations.contains_key(&id) {
                    return Err(CloseWith(
                        close::SUBSCRIBER_EXISTS,
                        format!("Subscriber for {id} already exists"),
                    ));
                }
                match Fanout::plan(&request) {
                    Plan::Shared { shape, keys } => {
                        match self
                            .fanout
                            .register(&id, shape, keys, Arc::clone(&self.wake))
                        {
                            Ok(registration) => {
                                self.operations.insert(id, Operation::Shared(registration));
                                Ok(vec![])
                            }
                            Err(errors) => Ok(vec![
                                json!({ "type": "error", "id": id, "payload": errors }).to_string(),
                            ]),
                        }
                    }
                    Plan::Refused(errors) => Ok(vec![
                        json!({ "type": "error", "id": id, "payload": errors }).to_string(),
                    ]),
                    Plan::Own => {
                        self.generation += 1;
                        let generation = self.generation;
                        let task = tokio::spawn(run_operation(
                            self.schema.clone(),
                            request.data(context),
                            id.clone(),
                            generation,
                            self.out_tx.clone(),
                        ));
                        self.operations
                            .insert(id, Operation::Own(generation, task.abort_handle()));
                        Ok(vec![])
                    }
                }
            }
            "complete" => {
                let Some(Value::String(id)) = msg.get("id") else {
                    return Err(invalid("Invalid message received"));
                };
                if let Some(Operation::Own(_, handle)) = self.operations.remove(id) {
                    handle.abort();
                }
                Ok(vec![])
            }
            _ => Err(invalid("Invalid message received")),
        }
    }
}

/// The close reason of a 4403 without a reason the client is told.
const FORBIDDEN: &str = "Forbidden";

/// The close reason of a revoked session: the revocation reason the client is told
/// ([`crate::viewer::told_reason`], as GraphQL over HTTP in `extensions.reason`), else
/// [`FORBIDDEN`]. Read from the store, which holds it once the revocation is announced (on
/// every node, and after a missed bus event too); a failed read closes with [`FORBIDDEN`].
async fn revocation_reason(state: &AppState, session_id: &SessionId) -> String {
    let told = match state.store.session(session_id).await {
        Ok(Some(session)) => session
            .revoke_reason
            .as_deref()
            .and_then(crate::viewer::told_reason),
        Ok(None) => None,
        Err(e) => {
            tracing::warn!(error = %e, "read the revoked session's reason");
            None
        }
    };
    told.unwrap_or(FORBIDDEN).to_owned()
}

/// Completes when the watched session is revoked; never without a session.
async fn revoked(session: Option<&Watch<SessionId>>) {
    match session {
        Some(watch) => watch.woken().await,
        None => std::future::pending().await,
    }
}

fn session_of(viewer: &Viewer) -> Option<&SessionId> {
    match viewer {
        Viewer::User { session_id, .. } | Viewer::Limited { session_id, .. } => Some(session_id),
        Viewer::Nobody | Viewer::Anonymous { .. } => None,
    }
}

/// Builds the GraphQL request of a `subscribe` payload; `None` when malformed.
fn parse_subscribe_payload(payload: Option<Value>) -> Option<async_graphql::Request> {
    let Some(Value::Object(mut p)) = payload else {
        return None;
    };
    let query = match p.remove("query") {
        Some(Value::String(q)) => q,
        None | Some(Value::Null) => String::new(),
        Some(_) => return None,
    };
    let mut request = async_graphql::Request::new(query);
    match p.remove("operationName") {
        None | Some(Value::Null) => {}
        Some(Value::String(name)) => request = request.operation_name(name),
        Some(_) => return None,
    }
    match p.remove("variables") {
        None | Some(Value::Null) => {}
        Some(v @ Value::Object(_)) => {
            request = request.variables(async_graphql::Variables::from_json(v))
        }
        Some(_) => return None,
    }
    match p.remove("extensions") {
        None | Some(Value::Null) => {}
        Some(Value::Object(ext)) => {
            for (k, v) in ext {
                request
                    .extensions
                    .insert(k, async_graphql::Value::from_json(v).ok()?);
            }
        }
        Some(_) => return None,
    }
    if request.query.len() > super::MAX_QUERY_BYTES {
        return None;
    }
    if request.query.is_empty() && !request.extensions.contains_key("persistedQuery") {
        return None;
    }
    Some(request)
}

/// Runs one operation, forwarding `next` messages, then `complete` (or a single `error`
/// when the operation fails before execution).
async fn run_operation(
    schema: AppSchema,
    request: async_graphql::Request,
    id: String,
    generation: u64,
    out: mpsc::Sender<Outgoing>,
) {
    let mut responses = schema.execute_stream(request);
    let mut first = true;
    while let Some(response) = responses.next().await {
        let request_failed = first
            && response.data == async_graphql::Value::Null
            && !response.errors.is_empty()
            && response.errors.iter().all(|e| e.path.is_empty());
        first = false;
        let message = if request_failed {
            json!({ "type": "error", "id": id, "payload": response.errors })
        } else {
            json!({ "type": "next", "id": id, "payload": response })
        };
        if out.send(Outgoing::Text(message.to_string())).await.is_err() {
            return;
        }
        if request_failed {
            // No `complete` after `error` (protocol); just free the id.
            let _ = out
                .send(Outgoing::Done {
                    id,
                    generation,
                    complete: false,
                })
                .await;
            return;
        }
    }
    let _ = out
        .send(Outgoing::Done {
            id,
            generation,
            complete: true,
        })
        .await;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::AppEnv;
    use axum::http::HeaderValue;

    fn allowed(env: AppEnv, origins: &[&str]) -> bool {
        let mut config = Config::development(std::path::PathBuf::from("/tmp"));
        config.env = env;
        config.public_url = "https://bet.example.com/".into();
        let mut headers = HeaderMap::new();
        for origin in origins {
            headers.append(header::ORIGIN, HeaderValue::from_str(origin).unwrap());
        }
        origin_allowed(&config, &headers)
    }

    #[test]
    fn only_the_app_origin_opens_the_websocket_in_production() {
        use AppEnv::Production;
        assert!(allowed(Production, &["https://bet.example.com"]));
        assert!(allowed(Production, &["https://bet.example.com:443"]));
        assert!(!allowed(Production, &["http://bet.example.com"]));
        assert!(!allowed(Production, &["https://evil.example"]));
        assert!(!allowed(
            Production,
            &["https://bet.example.com.evil.example"]
        ));
        assert!(!allowed(Production, &["http://localhost:5173"]));
        assert!(!allowed(Production, &["null"]));
        assert!(!allowed(Production, &["not an origin"]));
        assert!(!allowed(
            Production,
            &["https://bet.example.com", "https://evil.example"]
        ));
        assert!(allowed(Production, &[]));
    }

    #[test]
    fn development_also_accepts_loopback_origins() {
        use AppEnv::Development;
        for origin in [
            "http://localhost:5173",
            "http://127.0.0.1:8080",
            "http://[::1]:5173",
        ] {
            assert!(allowed(Development, &[origin]), "{origin}");
        }
        assert!(!allowed(Development, &["https://evil.example"]));
        assert!(!allowed(Development, &["http://localhost.evil.example"]));
    }
}
