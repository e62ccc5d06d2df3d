//! GraphQL over HTTP (the GraphQL-over-HTTP draft, audited with `graphql-http`).
//!
//! - `POST /graphql` with `Content-Type: application/json` (other types: 415).
//! - `GET /graphql?query=...&variables=...&operationName=...&extensions=...` for queries,
//!   including hash-only automatic persisted queries; a mutation over GET answers 405.
//! - `Accept`: `application/graphql-response+json` is answered in that type, with 400 when
//!   the request failed before execution (bad JSON, parse, validation, unknown persisted
//!   query) and no `data` entry; `application/json`, `*/*` or no header get
//!   `application/json` with 200 for GraphQL errors. Unacceptable types: 406.
//! - The viewer comes from `Authorization: Bearer`; a refused token never fails the whole
//!   request: resolvers that need a session answer UNAUTHENTICATED.

use super::context::RequestContext;
use super::{AppSchema, MAX_QUERY_BYTES};
use crate::state::AppState;
use crate::viewer::Viewer;
use async_graphql::extensions::{Extension, ExtensionContext, ExtensionFactory, NextParseQuery};
use async_graphql::parser::types::{DocumentOperations, ExecutableDocument, OperationType};
use async_graphql::{ServerError, ServerResult, Variables};
use axum::Extension as AxumExtension;
use axum::body::Body;
use axum::extract::{ConnectInfo, FromRequestParts, Request, State, WebSocketUpgrade};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde_json::{Map, Value, json};
use std::net::SocketAddr;
use std::sync::Arc;

/// Message of the error the GET guard raises (turned into a 405 by [`handle`]).
const GET_MUTATION_MESSAGE: &str = "Mutations are not allowed over GET; use POST.";
const PERSISTED_QUERY_NOT_FOUND: &str = "PersistedQueryNotFound";

/// The response media types we produce.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MediaType {
    /// `application/graphql-response+json`
    GraphqlResponseJson,
    /// `application/json`
    Json,
}

impl MediaType {
    fn content_type(self) -> HeaderValue {
        HeaderValue::from_static(match self {
            MediaType::GraphqlResponseJson => "application/graphql-response+json; charset=utf-8",
            MediaType::Json => "application/json; charset=utf-8",
        })
    }
}

/// Picks the response media type from `Accept` (highest q first, then order); `None`
/// when nothing we produce is acceptable.
pub fn negotiate(headers: &HeaderMap) -> Option<MediaType> {
    let accept: Vec<&str> = headers
        .get_all(header::ACCEPT)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .collect();
    let accept = accept.join(",");
    if accept.trim().is_empty() {
        return Some(MediaType::Json);
    }
    let mut ranges: Vec<(f32, usize, MediaType)> = Vec::new();
    for (i, item) in accept.split(',').enumerate() {
        let mut parts = item.split(';').map(str::trim);
        let essence = parts.next().unwrap_or("").to_ascii_lowercase();
        let mut q = 1.0_f32;
        let mut charset_ok = true;
        for param in parts {
            if let Some((k, v)) = param.split_once('=') {
                let (k, v) = (k.trim().to_ascii_lowercase(), v.trim().trim_matches('"'));
                if k == "q" {
                    q = v.parse().unwrap_or(0.0);
                } else if k == "charset" {
                    charset_ok = v.eq_ignore_ascii_case("utf-8");
                }
            }
        }
        if q <= 0.0 || !charset_ok {
            continue;
        }
        let media = match essence.as_str() {
            "application/graphql-response+json" => MediaType::GraphqlResponseJson,
            "application/json" | "application/*" | "*/*" => MediaType::Json,
            _ => continue,
        };
        ranges.push((q, i, media));
    }
    ranges.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    ranges.first().map(|r| r.2)
}

/// Marker put in a GET request's data so [`GetMutationGuard`] can refuse mutations.
#[derive(Debug, Clone)]
struct GetRequest {
    operation_name: Option<String>,
}

/// Refuses mutations arriving over GET, including persisted ones known only by hash.
pub struct GetMutationGuard;

impl ExtensionFactory for GetMutationGuard {
    fn create(&self) -> Arc<dyn Extension> {
        Arc::new(GetMutationGuard)
    }
}

#[async_trait::async_trait]
impl Extension for GetMutationGuard {
    async fn parse_query(
        &self,
        ctx: &ExtensionContext<'_>,
        query: &str,
        variables: &Variables,
        next: NextParseQuery<'_>,
    ) -> ServerResult<ExecutableDocument> {
        let doc = next.run(ctx, query, variables).await?;
        if let Some(get) = ctx.data_opt::<GetRequest>()
            && selected_operation_is_mutation(&doc, get.operation_name.as_deref())
        {
            return Err(ServerError::new(GET_MUTATION_MESSAGE, None));
        }
        Ok(doc)
    }
}

fn selected_operation_is_mutation(doc: &ExecutableDocument, name: Option<&str>) -> bool {
    match (&doc.operations, name) {
        (DocumentOperations::Single(op), _) => op.node.ty == OperationType::Mutation,
        (DocumentOperations::Multiple(ops), Some(name)) => ops
            .get(name)
            .is_some_and(|op| op.node.ty == OperationType::Mutation),
        // Ambiguous without a name: refuse if any operation is a mutation.
        (DocumentOperations::Multiple(ops), None) => {
            ops.values().any(|op| op.node.ty == OperationType::Mutation)
        }
    }
}

/// A request-level failure answered without executing anything.
fn request_error(status: StatusCode, media: MediaType, message: &str) -> Response {
    let body = json!({ "errors": [{ "message": message }] });
    let mut res = (status, body.to_string()).into_response();
    res.headers_mut()
        .insert(header::CONTENT_TYPE, media.content_type());
    res.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    res
}

/// The parameters of one GraphQL-over-HTTP request.
#[derive(Debug, Default)]
struct Params {
    query: Option<String>,
    operation_name: Option<String>,
    variables: Option<Map<String, Value>>,
    extensions: Option<Map<String, Value>>,
}

fn parse_body(body: &[u8]) -> Result<Params, &'static str> {
    if body.is_empty() {
        return Err("The request body is empty; send a JSON object with a query.");
    }
    let value: Value =
        serde_json::from_slice(body).map_err(|_| "The request body is not valid JSON.")?;
    let Value::Object(mut obj) = value else {
        return Err("The request body must be a JSON object (batches are not supported).");
    };
    let query = match obj.remove("query") {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) => Some(s),
        Some(_) => return Err("The query parameter must be a string."),
    };
    let operation_name = match obj.remove("operationName") {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) => Some(s),
        Some(_) => return Err("The operationName parameter must be a string."),
    };
    let variables = match obj.remove("variables") {
        None | Some(Value::Null) => None,
        Some(Value::Object(m)) => Some(m),
        Some(_) => return Err("The variables parameter must be a map."),
    };
    let extensions = match obj.remove("extensions") {
        None | Some(Value::Null) => None,
        Some(Value::Object(m)) => Some(m),
        Some(_) => return Err("The extensions parameter must be a map."),
    };
    Ok(Params {
        query,
        operation_name,
        variables,
        extensions,
    })
}

fn parse_query_string(raw: &str) -> Result<Params, &'static str> {
    let mut p = Params::default();
    let mut seen = std::collections::HashSet::new();
    for (k, v) in url::form_urlencoded::parse(raw.as_bytes()) {
        if !seen.insert(k.clone()) {
            return Err("A query-string parameter appears more than once.");
        }
        match k.as_ref() {
            "query" => p.query = Some(v.into_owned()),
            "operationName" => p.operation_name = Some(v.into_owned()).filter(|s| !s.is_empty()),
            "variables" => {
                p.variables = json_map(&v, "The variables parameter must be a JSON map.")?
            }
            "extensions" => {
                p.extensions = json_map(&v, "The extensions parameter must be a JSON map.")?
            }
            _ => {}
        }
    }
    Ok(p)
}

fn json_map(raw: &str, message: &'static str) -> Result<Option<Map<String, Value>>, &'static str> {
    if raw.is_empty() {
        return Ok(None);
    }
    match serde_json::from_str::<Value>(raw) {
        Ok(Value::Null) => Ok(None),
        Ok(Value::Object(m)) => Ok(Some(m)),
        _ => Err(message),
    }
}

fn is_websocket_upgrade(headers: &HeaderMap) -> bool {
    headers
        .get(header::UPGRADE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.eq_ignore_ascii_case("websocket"))
}

fn content_type_is_json(headers: &HeaderMap) -> bool {
    let Some(ct) = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
    else {
        return false;
    };
    let mut parts = ct.split(';').map(str::trim);
    let essence_ok = parts
        .next()
        .is_some_and(|e| e.eq_ignore_ascii_case("application/json"));
    let charset_ok = parts.all(|p| match p.split_once('=') {
        Some((k, v)) if k.trim().eq_ignore_ascii_case("charset") => {
            v.trim().trim_matches('"').eq_ignore_ascii_case("utf-8")
        }
        _ => true,
    });
    essence_ok && charset_ok
}

/// The `/graphql` handler for GET and POST.
pub async fn handle(
    State(state): State<AppState>,
    AxumExtension(schema): AxumExtension<AppSchema>,
    AxumExtension(fanout): AxumExtension<std::sync::Arc<super::fanout::Fanout>>,
    request: Request,
) -> Response {
    let (mut parts, body) = request.into_parts();
    let peer = parts
        .extensions
        .get::<ConnectInfo<SocketAddr>>()
        .map(|c| c.0.ip());

    if parts.method == Method::GET && is_websocket_upgrade(&parts.headers) {
        if !super::ws::origin_allowed(&state.config, &parts.headers) {
            tracing::info!(origin = ?parts.headers.get(header::ORIGIN), "websocket refused: origin");
            return request_error(
                StatusCode::FORBIDDEN,
                MediaType::Json,
                "This site may not open the GraphQL websocket.",
            );
        }
        return match WebSocketUpgrade::from_request_parts(&mut parts, &state).await {
            Ok(upgrade) => {
                let legacy =
                    async_graphql_axum::GraphQLProtocol::from_request_parts(&mut parts, &state)
                        .await
                        .ok();
                super::ws::upgrade(upgrade, legacy, schema, fanout, state, &parts.headers, peer)
            }
            Err(rejection) => rejection.into_response(),
        };
    }

    let Some(media) = negotiate(&parts.headers) else {
        return request_error(
            StatusCode::NOT_ACCEPTABLE,
            MediaType::Json,
            "Accept application/graphql-response+json or application/json.",
        );
    };

    let params = if parts.method == Method::POST {
        if !content_type_is_json(&parts.headers) {
            return request_error(
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
                media,
                "Send the request as Content-Type: application/json.",
            );
        }
        let bytes = match axum::body::to_bytes(body, state.config.max_body_bytes).await {
            Ok(b) => b,
            Err(_) => {
                return request_error(
                    StatusCode::PAYLOAD_TOO_LARGE,
                    media,
                    "The request body is too large.",
                );
            }
        };
        parse_body(&bytes)
    } else {
        drop(body);
        parse_query_string(parts.uri.query().unwrap_or(""))
    };
    let params = match params {
        Ok(p) => p,
        Err(message) => return request_error(StatusCode::BAD_REQUEST, media, message),
    };

    let has_persisted = params
        .extensions
        .as_ref()
        .is_some_and(|e| e.contains_key("persistedQuery"));
    if params.query.as_deref().is_none_or(str::is_empty) && !has_persisted {
        return request_error(
            StatusCode::BAD_REQUEST,
            media,
            "The query parameter is missing.",
        );
    }
    if params
        .query
        .as_ref()
        .is_some_and(|q| q.len() > MAX_QUERY_BYTES)
    {
        return request_error(
            StatusCode::PAYLOAD_TOO_LARGE,
            media,
            "The query document is too large.",
        );
    }

    let viewer = Viewer::from_headers(&state, &parts.headers).await;
    let location = crate::client_location::resolve(&state.config, &parts.headers, peer);
    let mut gql = async_graphql::Request::new(params.query.unwrap_or_default())
        .variables(Variables::from_json(Value::Object(
            params.variables.unwrap_or_default(),
        )))
        .data(RequestContext { viewer, location });
    if let Some(ua) = parts
        .headers
        .get(axum::http::header::USER_AGENT)
        .and_then(|v| v.to_str().ok())
    {
        gql = gql.data(crate::flags::UserAgent(ua.to_owned()));
    }
    if let Some(value) = parts
        .headers
        .get("x-anonymous-authorization")
        .and_then(|v| v.to_str().ok())
    {
        gql = gql.data(super::betslip::AnonymousAuthorization(value.to_owned()));
    }
    if let Some(name) = params.operation_name.clone() {
        gql = gql.operation_name(name);
    }
    if let Some(ext) = params.extensions {
        for (k, v) in ext {
            if let Ok(v) = async_graphql::Value::from_json(v) {
                gql.extensions.insert(k, v);
            }
        }
    }
    let is_get = parts.method == Method::GET;
    if is_get {
        gql = gql.data(GetRequest {
            operation_name: params.operation_name,
        });
    }

    let response = schema.execute(gql).await;
    respond(response, media, is_get)
}

/// Maps an execution result to the HTTP answer for `media`.
pub fn respond(response: async_graphql::Response, media: MediaType, is_get: bool) -> Response {
    let get_mutation = is_get
        && response
            .errors
            .iter()
            .any(|e| e.message == GET_MUTATION_MESSAGE);
    let request_failed = response.data == async_graphql::Value::Null
        && !response.errors.is_empty()
        && response.errors.iter().all(|e| e.path.is_empty());
    let mut body = match serde_json::to_value(&response) {
        Ok(Value::Object(m)) => m,
        _ => Map::new(),
    };
    if request_failed {
        body.remove("data");
    }
    if let Some(Value::Array(errors)) = body.get_mut("errors") {
        for e in errors {
            if e.get("message").and_then(Value::as_str) == Some(PERSISTED_QUERY_NOT_FOUND)
                && let Some(obj) = e.as_object_mut()
            {
                obj.insert(
                    "extensions".into(),
                    json!({ "code": "PERSISTED_QUERY_NOT_FOUND" }),
                );
            }
        }
    }
    let status = if get_mutation {
        StatusCode::METHOD_NOT_ALLOWED
    } else if request_failed && media == MediaType::GraphqlResponseJson {
        StatusCode::BAD_REQUEST
    } else {
        StatusCode::OK
    };
    let mut res = Response::new(Body::from(Value::Object(body).to_string()));
    *res.status_mut() = status;
    let h = res.headers_mut();
    h.insert(header::CONTENT_TYPE, media.content_type());
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    h.insert(
        header::VARY,
        HeaderValue::from_static("Accept, Authorization"),
    );
    if get_mutation {
        h.insert(header::ALLOW, HeaderValue::from_static("POST"));
    }
    res
}

#[cfg(test)]
mod tests {
    use super::*;

    fn accept(v: &str) -> HeaderMap {
        let mut h = HeaderMap::new();
        h.insert(header::ACCEPT, HeaderValue::from_str(v).unwrap());
        h
    }

    #[test]
    fn negotiation_follows_accept() {
        assert_eq!(negotiate(&HeaderMap::new()), Some(MediaType::Json));
        assert_eq!(negotiate(&accept("*/*")), Some(MediaType::Json));
        assert_eq!(
            negotiate(&accept("application/graphql-response+json")),
            Some(MediaType::GraphqlResponseJson)
        );
        assert_eq!(
            negotiate(&accept(
                "application/json;q=0.9, application/graphql-response+json"
            )),
            Some(MediaType::GraphqlResponseJson)
        );
        assert_eq!(
            negotiate(&accept(
                "application/json, application/graphql-response+json"
            )),
            Some(MediaType::Json)
        );
        assert_eq!(negotiate(&accept("text/html")), None);
        assert_eq!(negotiate(&accept("application/json; charset=latin1")), None);
    }

    #[test]
    fn bodies_are_checked() {
        assert!(parse_body(b"").is_err());
        assert!(parse_body(b"{ \"not json").is_err());
        assert!(parse_body(br#"[{"query":"{a}"}]"#).is_err());
        assert!(parse_body(br#"{"query":1}"#).is_err());
        assert!(parse_body(br#"{"query":"{a}","variables":"x"}"#).is_err());
        assert!(parse_body(br#"{"query":"{a}","extensions":[1]}"#).is_err());
        assert!(parse_body(br#"{"query":"{a}","operationName":false}"#).is_err());
        let p = parse_body(
            br#"{"query":"{a}","variables":null,"extensions":null,"operationName":null}"#,
        )
        .unwrap();
        assert_eq!(p.query.as_deref(), Some("{a}"));
    }

    #[test]
    fn query_strings_are_checked() {
        assert!(parse_query_string("query=%7Ba%7D&query=%7Bb%7D").is_err());
        assert!(parse_query_string("query=%7Ba%7D&variables=%5B%5D").is_err());
        let p = parse_query_string("query=%7Ba%7D&variables=%7B%22x%22%3A1%7D").unwrap();
        assert_eq!(p.variables.unwrap()["x"], 1);
    }
}
