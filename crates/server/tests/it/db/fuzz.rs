//! Malformed input never breaks the server: generated GraphQL requests (the money mutations
//! with variables of the wrong type, huge or odd strings, bad enums, missing fields, numbers out
//! of range, deeply nested queries) and REST requests (malformed or huge bodies, wrong content
//! types, bad path parameters) must each get an answer below 500: the identity, wallet and
//! responsible-gaming calls, identity verification's scans and callbacks, and the sandbox
//! partner of account linking.

use crate::common::{TestApp, betting};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestRunner};
use serde_json::{Map, Number, Value, json};

/// Cases per target: enough to cover every template, few enough for a few seconds.
const CASES: u32 = 96;
/// The smallest body limit of a route: the payments frame's.
const REFUSED_BODY_BYTES: usize = 4 * 1024;

const MUTATIONS: &[(&str, &[&str])] = &[
    (
        "mutation($bets: [PlaceBetInput!]!, $version: Int!, $key: String!, $keep: Boolean) { placeBets(bets: $bets, betslipVersion: $version, idempotencyKey: $key, keepBetslipSelections: $keep) { placedBets { id } errors { code } } }",
        &["bets", "version", "key", "keep"],
    ),
    (
        "mutation($id: ID!, $odds: BetslipOddsInput!, $origin: String!) { betslipAddMarketSelection(selectionId: $id, odds: $odds, selectionOrigin: $origin) { version } }",
        &["id", "odds", "origin"],
    ),
    (
        "mutation($id: ID!, $amount: String!, $field: AmountField!) { betslipSetBetAmount(draftBetId: $id, amount: $amount, amountField: $field) { version } }",
        &["id", "amount", "field"],
    ),
    (
        "mutation($id: ID!) { betslipRemoveMarketSelection(selectionId: $id) { version } }",
        &["id"],
    ),
    (
        "mutation($input: DepositCreateInput!) { depositCreate(input: $input) { permitted uri userErrors { field message } } }",
        &["input"],
    ),
    (
        "mutation($input: WithdrawalCreateInput!) { withdrawalCreate(input: $input) { __typename } }",
        &["input"],
    ),
    (
        "mutation($t: RgLimitType!, $p: RgLimitPeriod, $a: Int) { setLimit(rgLimitType: $t, rgLimitPeriod: $p, amountOrDuration: $a) { __typename } }",
        &["t", "p", "a"],
    ),
    (
        "mutation($id: ID!) { cancelPendingLimit(limitId: $id) { __typename } }",
        &["id"],
    ),
];

/// Odd strings: empty, huge, control characters, unusual unicode, numbers and money that do
/// not fit, enum-looking words.
fn odd_string() -> impl Strategy<Value = String> {
    prop_oneof![
        any::<String>(),
        "\\PC{0,40}",
        (0usize..200_000).prop_map(|n| "9".repeat(n)),
        Just(String::new()),
        Just("\u{0}\u{202e}\u{feff}\u{1f600}\u{10ffff}".to_owned()),
        Just("-0.001".to_owned()),
        Just("1e308".to_owned()),
        Just("99999999999999999999999.99".to_owned()),
        Just("NaN".to_owned()),
        Just("PaymentProvider:card:DEPOSIT".to_owned()),
        Just("DEPOSIT".to_owned()),
        Just("BET".to_owned()),
    ]
}

/// Any JSON, biased towards the values that break parsers of money and ids.
fn odd_json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        any::<f64>().prop_map(|f| Number::from_f64(f).map_or(Value::Null, Value::Number)),
        prop_oneof![
            Just(i64::MAX),
            Just(i64::MIN),
            Just(-1),
            Just(0),
            Just(2_147_483_648)
        ]
        .prop_map(Value::from),
        odd_string().prop_map(Value::String),
    ];
    leaf.prop_recursive(4, 48, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            prop::collection::vec(
                (
                    prop_oneof![
                        Just("amountCents".to_owned()),
                        Just("paymentProviderId".to_owned()),
                        Just("idempotencyKey".to_owned()),
                        Just("draftBetId".to_owned()),
                        Just("betAmount".to_owned()),
                        Just("numeratorLong".to_owned()),
                        Just("denominatorLong".to_owned()),
                        Just("documentNumber".to_owned()),
                        Just("front".to_owned()),
                        Just("eventId".to_owned()),
                        "\\PC{0,12}",
                    ],
                    inner
                ),
                0..6
            )
            .prop_map(|fields| Value::Object(fields.into_iter().collect::<Map<_, _>>())),
        ]
    })
}

/// A GraphQL body: a money mutation with generated variables (some left out), a deeply
/// nested selection, or a query of odd text.
fn graphql_body() -> impl Strategy<Value = String> {
    let mutation = (
        0..MUTATIONS.len(),
        prop::collection::vec(prop::option::of(odd_json()), 4),
    )
        .prop_map(|(i, values)| {
            let (query, names) = MUTATIONS[i];
            let variables: Map<String, Value> = names
                .iter()
                .zip(values)
                .filter_map(|(name, value)| value.map(|v| ((*name).to_owned(), v)))
                .collect();
            json!({"query": query, "variables": variables}).to_string()
        });
    let nested = (1usize..2_000).prop_map(|depth| {
        let query = format!("{}{}", "{ betslip ".repeat(depth), "}".repeat(depth));
        json!({ "query": query }).to_string()
    });
    let odd_query = odd_string().prop_map(|q| json!({ "query": q }).to_string());
    let odd_body = odd_json().prop_map(|v| v.to_string());
    prop_oneof![4 => mutation, 1 => nested, 1 => odd_query, 1 => odd_body]
}

/// A REST request: method, path, content type and body.
#[derive(Clone)]
struct Rest {
    post: bool,
    path: String,
    content_type: Option<&'static str>,
    body: Vec<u8>,
}

impl std::fmt::Debug for Rest {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let head = String::from_utf8_lossy(self.body.get(..100).unwrap_or(&self.body));
        write!(
            f,
            "{} {} ({:?}, {} bytes: {head:?})",
            if self.post { "POST" } else { "GET" },
            short(&self.path),
            self.content_type,
            self.body.len()
        )
    }
}

const POSTS: &[&str] = &[
    "/oauth/token",
    "/api/accounts",
    "/api/logout",
    "/api/password",
    "/api/password_resets",
    "/i/time_limits",
    "/i/acks",
    "/api/client-errors",
    "/api/analytics/events",
    "/api/settlements",
    "/api/settlements/bets",
    "/api/deposit_acknowledgements",
    "/api/payments/callbacks",
    "/i/identity_verifications/scans",
    "/i/identity_verifications/callbacks",
    "/partner-sandbox/authorize",
    "/partner-sandbox/token",
    "/geo/v1/packets",
    "/api/feed/documents",
    "/graphql",
];
const GETS: &[&str] = &[
    "/i/regions",
    "/i/email_preferences",
    "/i/time_limits",
    "/i/restrictions",
    "/i/restrictions/active/casino",
    "/i/acks",
    "/i/identity_verifications/account",
    "/partner-sandbox/.well-known/openid-configuration",
    "/partner-sandbox/jwks",
    "/partner-sandbox/authorize",
    "/api/maintenance",
    "/api/waiting-room",
    "/graphql",
];

/// An odd path segment, percent-encoded and cut to 2,000 characters (longer request lines
/// are the HTTP layer's to refuse, not the handlers').
fn path_param() -> impl Strategy<Value = String> {
    odd_string().prop_map(|s| {
        url::form_urlencoded::byte_serialize(s.as_bytes())
            .collect::<String>()
            .chars()
            .take(2_000)
            .collect()
    })
}

fn rest() -> impl Strategy<Value = Rest> {
    let body = prop_oneof![
        odd_json().prop_map(|v| v.to_string().into_bytes()),
        prop::collection::vec(any::<u8>(), 0..256),
        // Up to 1.5 MB, under the server's body limit: a larger body is refused by the HTTP
        // layer (413), which may close the connection before the client has sent it all.
        (0usize..1_500_000).prop_map(|n| vec![b'['; n]),
        Just(b"{\"grant_type\": \"password\", \"username\": 1".to_vec()),
    ];
    let content_type = prop_oneof![
        Just(Some("application/json")),
        Just(Some("text/plain")),
        Just(Some("application/x-www-form-urlencoded")),
        Just(Some("multipart/form-data")),
        Just(None),
    ];
    let path = prop_oneof![
        3 => prop::sample::select(POSTS).prop_map(|p| (true, p.to_owned())),
        1 => prop::sample::select(GETS).prop_map(|p| (false, p.to_owned())),
        1 => (prop::sample::select(&["card", "challenge", "bank", "interac"][..]), path_param())
            .prop_map(|(step, id)| (true, format!("/frame/api/{id}/{step}"))),
        1 => path_param().prop_map(|id| (false, format!("/frame/{id}"))),
        1 => path_param().prop_map(|code| (false, format!("/s/{code}"))),
        1 => (prop::sample::select(&["document_initiations", "document_verifications"][..]), path_param())
            .prop_map(|(step, id)| (true, format!("/i/identity_verifications/scans/{id}/{step}"))),
    ];
    (path, content_type, body).prop_map(|((post, path), content_type, body)| Rest {
        post,
        path,
        content_type,
        body,
    })
}

fn short(text: &str) -> String {
    text.chars().take(120).collect()
}

/// Sends one request; Err on a 5xx or an unanswered request.
async fn send(
    client: &reqwest::Client,
    base: &str,
    token: &str,
    rest: &Rest,
) -> Result<(), TestCaseError> {
    let url = format!("{base}{}", rest.path);
    let mut request = if rest.post {
        client.post(url).body(rest.body.clone())
    } else {
        client.get(url)
    };
    if let Some(content_type) = rest.content_type {
        request = request.header("content-type", content_type);
    }
    let response = match request.bearer_auth(token).send().await {
        Ok(response) => response,
        // A body over a route's limit (4 KiB on the payments frame) is refused with a 413,
        // and the server may close the connection before the client has sent it all.
        Err(_) if rest.post && rest.body.len() > REFUSED_BODY_BYTES => return Ok(()),
        Err(e) => {
            return Err(TestCaseError::fail(format!(
                "{} unanswered: {e}",
                short(&rest.path)
            )));
        }
    };
    let status = response.status();
    let text = response.text().await.unwrap_or_default();
    prop_assert!(
        !status.is_server_error(),
        "{} answered {status}: {}",
        short(&rest.path),
        text.chars().take(300).collect::<String>()
    );
    Ok(())
}

/// A client that opens a connection per request, so an unanswered request is that request's.
fn fresh_connections() -> reqwest::Client {
    reqwest::Client::builder()
        .pool_max_idle_per_host(0)
        .build()
        .expect("HTTP client")
}

/// A server with a bettor whose location is verified (so the money mutations get past the
/// location check), its payments frame on its own port, and a runner of `CASES` cases.
fn setup() -> (tokio::runtime::Runtime, TestApp, String, String, TestRunner) {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("runtime");
    let (app, token, frame) = runtime.block_on(async {
        let app = TestApp::spawn().await;
        let (_, token, _) = app.user_with_tokens("fuzz@example.com").await;
        betting::authorise(&app, &token).await;
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind");
        let frame = format!("http://{}", listener.local_addr().expect("addr"));
        let state = app.state.clone();
        tokio::spawn(server::serve_payments_frame(
            listener,
            state,
            std::future::pending(),
        ));
        (app, token, frame)
    });
    let runner = TestRunner::new(Config {
        cases: CASES,
        failure_persistence: None,
        ..Config::default()
    });
    (runtime, app, token, frame, runner)
}

#[test]
fn generated_graphql_requests_never_get_a_server_error() {
    let (runtime, app, token, _, mut runner) = setup();
    let client = fresh_connections();
    runner
        .run(&graphql_body(), |body| {
            let rest = Rest {
                post: true,
                path: "/graphql".into(),
                content_type: Some("application/json"),
                body: body.into_bytes(),
            };
            runtime.block_on(send(&client, &app.base_url, &token, &rest))
        })
        .unwrap();
}

#[test]
fn generated_rest_requests_never_get_a_server_error() {
    let (runtime, app, token, frame, mut runner) = setup();
    let client = fresh_connections();
    runner
        .run(&rest(), |rest| {
            let base = if rest.path.starts_with("/frame") {
                &frame
            } else {
                &app.base_url
            };
            runtime.block_on(send(&client, base, &token, &rest))
        })
        .unwrap();
}
