//! Shared fan-out of the catalogue subscriptions (`marketUpdated`, `tableCardUpdated`,
//! `marketCardUpdated`, `richEventUpdated`, `fallbackEventUpdated`,
//! `eventQuickBetDetailsUpdated`): thousands of bettors watch the same markets, so
//! each state of a market is rendered once per query shape and the same bytes go to every
//! watcher.
//!
//! A *shape* is a subscription document with its variables, less the list of watched ids
//! (the *keys*). When the catalogue changes, every watcher of a touched key is marked dirty and
//! its connection woken; the connection then takes its dirty keys and sends each key's
//! latest frame, rendering it only when no watcher of the same shape has rendered that state
//! yet. A slow connection therefore gets the latest state of each key, never a backlog, and
//! its memory is bounded by its key count.
//!
//! Rendering runs the subscription document itself through the schema, narrowed to one key:
//! its first response is that key's current state, with exactly the fields, aliases and
//! fragments the client asked for. Documents that do not fit (persisted-query hashes without
//! text, ids written inline, directives on the root field) take the per-operation path of
//! [`super::ws`] instead, with the same results.

use super::AppSchema;
use super::context::RequestContext;
use crate::catalogue::{Catalogue, Changed};
use crate::client_location::ClientLocation;
use crate::clock::Clock;
use crate::viewer::Viewer;
use async_graphql::parser::types::{DocumentOperations, OperationType, Selection};
use async_graphql::{Request, Variables};
use chrono::{DateTime, Utc};
use futures::{FutureExt, StreamExt};
use serde_json::Value;
use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, Once};
use std::time::Duration;
use tokio::sync::Notify;
use tokio::sync::broadcast::error::RecvError;

/// A rendered frame older than this is rendered again even if its key did not change, so
/// time-dependent fields (the odds trend) do not go stale.
const FRESH_FOR: Duration = Duration::from_secs(5);

/// The catalogue subscription fields and their key arguments.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Topic {
    Market,
    TableCard,
    MarketCard,
    RichEvent,
    FallbackEvent,
    QuickBet,
}

impl Topic {
    /// The topic of a root subscription field, its key argument and how many keys it takes.
    pub fn of_field(name: &str) -> Option<(Topic, &'static str, usize)> {
        use super::sports::live::{MAX_EVENTS, MAX_MARKETS};
        match name {
            "marketUpdated" => Some((Topic::Market, "marketIds", MAX_MARKETS)),
            "tableCardUpdated" => Some((Topic::TableCard, "eventIds", MAX_EVENTS)),
            "marketCardUpdated" => Some((Topic::MarketCard, "marketCardIds", MAX_EVENTS)),
            "richEventUpdated" => Some((Topic::RichEvent, "eventIds", MAX_EVENTS)),
            "fallbackEventUpdated" => Some((Topic::FallbackEvent, "eventIds", MAX_EVENTS)),
            "eventQuickBetDetailsUpdated" => Some((Topic::QuickBet, "eventIds", MAX_EVENTS)),
            _ => None,
        }
    }
}

type TopicKey = (Topic, String);

/// A subscription document with its variables, less the watched ids.
#[derive(Debug)]
pub struct Shape {
    text: String,
    topic: Topic,
    query: String,
    operation_name: Option<String>,
    variables: serde_json::Map<String, Value>,
    key_variable: String,
    /// Frames rendered for this shape, by key.
    frames: Mutex<HashMap<String, Frame>>,
}

#[derive(Debug, Clone)]
struct Frame {
    generation: u64,
    rendered_at: DateTime<Utc>,
    /// The `payload` of a graphql-transport-ws `next` message (a GraphQL response).
    payload: Arc<str>,
}

/// How a subscription request is served.
pub enum Plan {
    /// Through the fan-out: these keys of this shape.
    Shared { shape: ShapeSpec, keys: Vec<String> },
    /// Through the per-operation path.
    Own,
    /// Refused before execution: the errors of a graphql-transport-ws `error` message.
    Refused(Value),
}

/// A shape as read from a request, before it is shared.
pub struct ShapeSpec {
    text: String,
    topic: Topic,
    query: String,
    operation_name: Option<String>,
    variables: serde_json::Map<String, Value>,
    key_variable: String,
}

/// One watching subscription (a graphql-transport-ws operation of a connection).
#[derive(Debug)]
pub struct Watcher {
    id: String,
    shape: Arc<Shape>,
    keys: Vec<String>,
    dirty: Mutex<Dirty>,
    wake: Arc<Notify>,
}

#[derive(Debug, Default)]
struct Dirty {
    queue: VecDeque<usize>,
    marked: HashSet<usize>,
}

impl Watcher {
    fn mark(&self, i: usize) {
        let mut dirty = lock(&self.dirty);
        if dirty.marked.insert(i) {
            dirty.queue.push_back(i);
        }
    }

    fn mark_all(&self) {
        let mut dirty = lock(&self.dirty);
        for i in 0..self.keys.len() {
            if dirty.marked.insert(i) {
                dirty.queue.push_back(i);
            }
        }
    }

    fn take(&self) -> Vec<usize> {
        let mut dirty = lock(&self.dirty);
        dirty.marked.clear();
        dirty.queue.drain(..).collect()
    }
}

#[derive(Default)]
struct Inner {
    shapes: HashMap<String, (Arc<Shape>, usize)>,
    /// The watchers of each key, with the key's index in the watcher's list.
    watchers: HashMap<TopicKey, Vec<(Arc<Watcher>, usize)>>,
    /// Changes seen per key, by topic (looked up by `&str` for every frame sent).
    generations: HashMap<Topic, HashMap<String, u64>>,
}

/// What the fan-out did, for operators, benchmarks and tests (`GET /api/dev/fanout`).
#[derive(Debug, Default)]
pub struct FanoutStats {
    /// Frames rendered (executions of a subscription document).
    pub renders: AtomicU64,
    /// Frames handed to connections.
    pub frames: AtomicU64,
    /// Watchers registered now.
    pub watchers: AtomicU64,
}

impl FanoutStats {
    /// `{"renders", "frames", "watchers"}`.
    pub fn to_json(&self) -> Value {
        serde_json::json!({
            "renders": self.renders.load(Ordering::Relaxed),
            "frames": self.frames.load(Ordering::Relaxed),
            "watchers": self.watchers.load(Ordering::Relaxed),
        })
    }
}

/// The fan-out of one node.
pub struct Fanout {
    schema: AppSchema,
    catalogue: Arc<Catalogue>,
    clock: Arc<Clock>,
    inner: Mutex<Inner>,
    listening: Once,
    stats: Arc<FanoutStats>,
}

/// A registered watcher; unregisters when dropped.
pub struct Registration {
    fanout: Arc<Fanout>,
    watcher: Arc<Watcher>,
}

impl Drop for Registration {
    fn drop(&mut self) {
        self.fanout.unregister(&self.watcher);
    }
}

impl Registration {
    /// The frames (graphql-transport-ws `next` messages) of this watcher's dirty keys.
    pub fn frames(&self) -> Vec<String> {
        self.fanout.frames(&self.watcher)
    }
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    // Plain maps and queues: still consistent after a panic elsewhere.
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl Fanout {
    pub fn new(
        schema: AppSchema,
        catalogue: Arc<Catalogue>,
        clock: Arc<Clock>,
        stats: Arc<FanoutStats>,
    ) -> Arc<Self> {
        Arc::new(Self {
            schema,
            catalogue,
            clock,
            inner: Mutex::default(),
            listening: Once::new(),
            stats,
        })
    }

    /// Decides how a subscription request is served.
    pub fn plan(request: &Request) -> Plan {
        let Ok(document) = async_graphql::parser::parse_query(&request.query) else {
            return Plan::Own;
        };
        let operation = match (&document.operations, &request.operation_name) {
            (DocumentOperations::Single(op), _) => op,
            (DocumentOperations::Multiple(ops), Some(name)) => match ops.get(name.as_str()) {
                Some(op) => op,
                None => return Plan::Own,
            },
            // One named operation needs no operationName.
            (DocumentOperations::Multiple(ops), None) => match ops.values().next() {
                Some(op) if ops.len() == 1 => op,
                _ => return Plan::Own,
            },
        };
        let operation = &operation.node;
        if operation.ty != OperationType::Subscription || !operation.directives.is_empty() {
            return Plan::Own;
        }
        let [item] = operation.selection_set.node.items.as_slice() else {
            return Plan::Own;
        };
        let Selection::Field(field) = &item.node else {
            return Plan::Own;
        };
        let field = &field.node;
        let Some((topic, argument, max)) = Topic::of_field(field.name.node.as_str()) else {
            return Plan::Own;
        };
        if !field.directives.is_empty() {
            return Plan::Own;
        }
        // The parser's value type is not exported; a variable prints as `$name`.
        let Some(variable) = field
            .get_argument(argument)
            .map(|v| v.node.to_string())
            .and_then(|text| text.strip_prefix('$').map(str::to_owned))
        else {
            return Plan::Own;
        };
        let Ok(Value::Object(mut variables)) = request.variables.clone().into_value().into_json()
        else {
            return Plan::Own;
        };
        let keys = match variables.remove(variable.as_str()) {
            Some(Value::Array(ids)) => ids,
            _ => return Plan::Own,
        };
        let mut seen = HashSet::new();
        let mut unique = Vec::new();
        for id in keys {
            let id = match id {
                Value::String(s) => s,
                Value::Number(n) => n.to_string(),
                _ => return Plan::Own,
            };
            if seen.insert(id.clone()) {
                unique.push(id);
            }
        }
        if unique.is_empty() || unique.len() > max {
            return Plan::Refused(serde_json::json!([{
                "message": format!("{argument} must hold 1 to {max} ids"),
                "extensions": {"code": "BAD_USER_INPUT"},
            }]));
        }
        let text = format!(
            "{topic:?}\u{0}{}\u{0}{}\u{0}{}\u{0}{}",
            request.query,
            request.operation_name.as_deref().unwrap_or_default(),
            variable,
            Value::Object(variables.clone())
        );
        Plan::Shared {
            shape: ShapeSpec {
                text,
                topic,
                query: request.query.clone(),
                operation_name: request.operation_name.clone(),
                variables,
                key_variable: variable,
            },
            keys: unique,
        }
    }

    /// Registers a watcher of `keys` for the operation `id`; `wake` is notified whenever it
    /// has frames to send. Every key is dirty at first (its current state is sent).
    /// Answers the errors of a `error` message when the document does not execute.
    pub fn register(
        self: &Arc<Self>,
        id: &str,
        spec: ShapeSpec,
        keys: Vec<String>,
        wake: Arc<Notify>,
    ) -> Result<Registration, Value> {
        self.listen();
        let shape = {
            let mut inner = lock(&self.inner);
            let (shape, count) = inner.shapes.entry(spec.text.clone()).or_insert_with(|| {
                (
                    Arc::new(Shape {
                        text: spec.text,
                        topic: spec.topic,
                        query: spec.query,
                        operation_name: spec.operation_name,
                        variables: spec.variables,
                        key_variable: spec.key_variable,
                        frames: Mutex::default(),
                    }),
                    0,
                )
            });
            *count += 1;
            Arc::clone(shape)
        };
        self.stats.watchers.fetch_add(1, Ordering::Relaxed);
        let watcher = Arc::new(Watcher {
            id: id.to_owned(),
            shape: Arc::clone(&shape),
            keys,
            dirty: Mutex::default(),
            wake,
        });
        {
            let mut inner = lock(&self.inner);
            for (i, key) in watcher.keys.iter().enumerate() {
                inner
                    .watchers
                    .entry((shape.topic, key.clone()))
                    .or_default()
                    .push((Arc::clone(&watcher), i));
            }
        }
        let registration = Registration {
            fanout: Arc::clone(self),
            watcher: Arc::clone(&watcher),
        };
        // A document that cannot execute (unknown fields, bad variables) is refused whole.
        if let Some(key) = watcher.keys.first()
            && let Some(Rendered::Failed(errors)) = self.current(&shape, key)
        {
            return Err(errors);
        }
        watcher.mark_all();
        watcher.wake.notify_one();
        Ok(registration)
    }

    fn unregister(&self, watcher: &Arc<Watcher>) {
        self.stats.watchers.fetch_sub(1, Ordering::Relaxed);
        let mut inner = lock(&self.inner);
        for key in &watcher.keys {
            let topic_key = (watcher.shape.topic, key.clone());
            if let Some(list) = inner.watchers.get_mut(&topic_key) {
                list.retain(|(w, _)| !Arc::ptr_eq(w, watcher));
                if list.is_empty() {
                    inner.watchers.remove(&topic_key);
                    if let Some(generations) = inner.generations.get_mut(&topic_key.0) {
                        generations.remove(key);
                    }
                    for (shape, _) in inner.shapes.values() {
                        if shape.topic == watcher.shape.topic {
                            lock(&shape.frames).remove(key);
                        }
                    }
                }
            }
        }
        if let Some((_, count)) = inner.shapes.get_mut(&watcher.shape.text) {
            *count -= 1;
            if *count == 0 {
                inner.shapes.remove(&watcher.shape.text);
            }
        }
    }

    /// Starts following the catalogue's changes (once).
    fn listen(self: &Arc<Self>) {
        self.listening.call_once(|| {
            let weak = Arc::downgrade(self);
            let mut changes = self.catalogue.subscribe();
            tokio::spawn(async move {
                loop {
                    let changed = changes.recv().await;
                    let Some(fanout) = weak.upgrade() else { return };
                    match changed {
                        Ok(changed) => fanout.on_change(&changed),
                        Err(RecvError::Lagged(_)) => fanout.on_change(&Changed {
                            everything: true,
                            ..Changed::default()
                        }),
                        Err(RecvError::Closed) => return,
                    }
                }
            });
        });
    }

    /// Marks the watchers of every key `changed` touches and wakes their connections.
    fn on_change(&self, changed: &Changed) {
        let mut inner = lock(&self.inner);
        let touched: Vec<TopicKey> = if changed.everything {
            inner.watchers.keys().cloned().collect()
        } else {
            let mut touched = Vec::new();
            for id in &changed.market_ids {
                touched.push((Topic::Market, id.clone()));
            }
            for id in &changed.event_ids {
                touched.push((Topic::RichEvent, id.clone()));
                touched.push((Topic::FallbackEvent, id.clone()));
            }
            for id in changed.event_ids.union(&changed.market_event_ids) {
                touched.push((Topic::TableCard, id.clone()));
                touched.push((Topic::QuickBet, id.clone()));
                for group in domain::catalogue::MarketGroup::ALL {
                    touched.push((
                        Topic::MarketCard,
                        super::sports::types::market_card_id(id, group),
                    ));
                }
            }
            touched
        };
        // One wake per connection, however many of its keys changed.
        let mut woken: HashMap<*const Notify, Arc<Notify>> = HashMap::new();
        for key in touched {
            let Some(watchers) = inner.watchers.get(&key) else {
                continue;
            };
            for (watcher, i) in watchers {
                watcher.mark(*i);
                woken
                    .entry(Arc::as_ptr(&watcher.wake))
                    .or_insert_with(|| Arc::clone(&watcher.wake));
            }
            let (topic, key) = key;
            *inner
                .generations
                .entry(topic)
                .or_default()
                .entry(key)
                .or_insert(0) += 1;
        }
        drop(inner);
        for wake in woken.into_values() {
            wake.notify_one();
        }
    }

    fn generation(&self, topic: Topic, key: &str) -> u64 {
        lock(&self.inner)
            .generations
            .get(&topic)
            .and_then(|keys| keys.get(key))
            .copied()
            .unwrap_or(0)
    }

    /// The frames of a watcher's dirty keys, rendering what is not cached.
    fn frames(&self, watcher: &Watcher) -> Vec<String> {
        let id = serde_json::to_string(&watcher.id).unwrap_or_else(|_| "\"\"".to_owned());
        let frames: Vec<String> = watcher
            .take()
            .into_iter()
            .filter_map(|i| watcher.keys.get(i))
            .filter_map(|key| self.current(&watcher.shape, key))
            .map(|rendered| match rendered {
                Rendered::Payload(payload) => {
                    format!(r#"{{"id":{id},"type":"next","payload":{payload}}}"#)
                }
                Rendered::Failed(errors) => {
                    let payload = serde_json::json!({ "data": null, "errors": errors });
                    format!(r#"{{"id":{id},"type":"next","payload":{payload}}}"#)
                }
            })
            .collect();
        self.stats.frames.fetch_add(
            u64::try_from(frames.len()).unwrap_or(u64::MAX),
            Ordering::Relaxed,
        );
        frames
    }

    /// The current state of `key` in `shape`: the cached frame when fresh, rendered (and
    /// cached) otherwise. `None` when the key does not exist (yet).
    fn current(&self, shape: &Shape, key: &str) -> Option<Rendered> {
        let generation = self.generation(shape.topic, key);
        let now = self.clock.now();
        if let Some(frame) = lock(&shape.frames).get(key)
            && frame.generation == generation
            && (now - frame.rendered_at)
                .to_std()
                .is_ok_and(|age| age < FRESH_FOR)
        {
            return Some(Rendered::Payload(Arc::clone(&frame.payload)));
        }
        let rendered = self.render(shape, key)?;
        // Cache it unless the key changed while rendering (then it is dirty again).
        if let Rendered::Payload(payload) = &rendered
            && self.generation(shape.topic, key) == generation
        {
            lock(&shape.frames).insert(
                key.to_owned(),
                Frame {
                    generation,
                    rendered_at: now,
                    payload: Arc::clone(payload),
                },
            );
        }
        Some(rendered)
    }

    /// Executes the shape's document for one key; `None` when the key has nothing to show.
    fn render(&self, shape: &Shape, key: &str) -> Option<Rendered> {
        let mut variables = shape.variables.clone();
        variables.insert(
            shape.key_variable.clone(),
            Value::Array(vec![Value::String(key.to_owned())]),
        );
        let mut request = Request::new(shape.query.clone())
            .variables(Variables::from_json(Value::Object(variables)))
            .data(RequestContext {
                viewer: Ok(Viewer::Nobody),
                location: ClientLocation::unknown(),
            });
        if let Some(name) = &shape.operation_name {
            request = request.operation_name(name.clone());
        }
        // Catalogue subscriptions answer a key's current state without waiting: the first
        // response is ready at the first poll, or the key does not exist.
        let response = self
            .schema
            .execute_stream(request)
            .next()
            .now_or_never()??;
        self.stats.renders.fetch_add(1, Ordering::Relaxed);
        let failed = response.data == async_graphql::Value::Null
            && !response.errors.is_empty()
            && response.errors.iter().all(|e| e.path.is_empty());
        if failed {
            return Some(Rendered::Failed(
                serde_json::to_value(&response.errors).unwrap_or(Value::Null),
            ));
        }
        serde_json::to_string(&response)
            .ok()
            .map(|s| Rendered::Payload(Arc::from(s)))
    }
}

enum Rendered {
    Payload(Arc<str>),
    Failed(Value),
}

impl std::fmt::Debug for Fanout {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Fanout")
            .field("stats", &self.stats)
            .finish_non_exhaustive()
    }
}

/// `GET /api/dev/fanout` (not in production): [`FanoutStats`] as JSON.
pub async fn dev_stats(
    axum::extract::State(state): axum::extract::State<crate::state::AppState>,
) -> axum::response::Response {
    use axum::response::IntoResponse;
    if state.config.env.is_production() {
        return axum::http::StatusCode::NOT_FOUND.into_response();
    }
    axum::Json(state.fanout_stats.to_json()).into_response()
}
