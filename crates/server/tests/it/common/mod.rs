//! The integration-test harness: starts the real server on `127.0.0.1:0` with a fresh
//! database per test and drives it over HTTP.
//!
//! The backend comes from `STORE_BACKEND`: `sqlite` (default; a database file in a fresh
//! temporary folder) or `postgres` (a uniquely named database on `TEST_POSTGRES_URL`,
//! default `postgres://postgres@127.0.0.1:5432/postgres`, dropped when the app is dropped).

pub mod betting;
pub mod casino;
pub mod feed;
pub mod nats;
pub mod statements;
pub mod ws;

use chrono::{DateTime, Utc};
use serde_json::{Value, json};
use server::config::Config;
use server::state::AppState;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;
use store::Store;
use tokio::sync::oneshot;

/// Password every helper-created account uses unless told otherwise.
pub const PASSWORD: &str = "correct-horse-battery-staple";

/// Which database a test runs against.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

impl Backend {
    /// From `STORE_BACKEND` (`sqlite` when unset).
    pub fn from_env() -> Backend {
        match std::env::var("STORE_BACKEND")
            .unwrap_or_default()
            .to_ascii_lowercase()
            .as_str()
        {
            "" | "sqlite" => Backend::Sqlite,
            "postgres" | "postgresql" | "pg" => Backend::Postgres,
            other => panic!("STORE_BACKEND must be sqlite or postgres, not {other:?}"),
        }
    }
}

/// A running server with its own database and data folder.
pub struct TestApp {
    pub addr: SocketAddr,
    /// `http://127.0.0.1:<port>`
    pub base_url: String,
    /// Keeps cookies, does not follow redirects (tests assert on them).
    pub client: reqwest::Client,
    pub state: AppState,
    /// The server's data folder (dev mailbox under `mail/`).
    pub data_dir: PathBuf,
    shutdown: Option<oneshot::Sender<()>>,
    pg: Option<store_postgres::test_support::TestDb>,
}

fn temp_dir() -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "sbtest-{}",
        ulid::Ulid::new().to_string().to_lowercase()
    ));
    std::fs::create_dir_all(&dir).expect("create temp data folder");
    dir
}

impl TestApp {
    /// Starts a server with the development configuration.
    pub async fn spawn() -> TestApp {
        Self::spawn_with(|_| {}).await
    }

    /// Starts a server after `configure` adjusted the development configuration.
    pub async fn spawn_with(configure: impl FnOnce(&mut Config)) -> TestApp {
        let backend = Backend::from_env();
        let data_dir = temp_dir();
        let (store, pg): (Arc<dyn Store>, _) = match backend {
            Backend::Sqlite => {
                // A copy of the migrated template: no migrations run per test.
                let file =
                    store_sqlite::test_support::TestFile::create_at(data_dir.join("test.db")).await;
                let store = store_sqlite::SqliteStore::connect(&file.url())
                    .await
                    .expect("open SQLite");
                (Arc::new(store), None)
            }
            Backend::Postgres => {
                let base = std::env::var("TEST_POSTGRES_URL")
                    .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/postgres".into());
                let db = store_postgres::test_support::TestDb::create(&base).await;
                // Created from the migrated template.
                let store = store_postgres::PgStore::connect(db.url())
                    .await
                    .expect("connect PostgreSQL");
                (Arc::new(store), Some(db))
            }
        };
        Self::serve_on(
            store,
            pg,
            server::bus::Bus::in_process(),
            data_dir,
            configure,
        )
        .await
    }

    /// Starts one node of several: on `store` (shared with the other nodes, which own it)
    /// and `bus` (NATS).
    pub async fn spawn_node(
        store: Arc<dyn Store>,
        bus: server::bus::Bus,
        configure: impl FnOnce(&mut Config),
    ) -> TestApp {
        Self::serve_on(store, None, bus, temp_dir(), configure).await
    }

    async fn serve_on(
        store: Arc<dyn Store>,
        pg: Option<store_postgres::test_support::TestDb>,
        bus: server::bus::Bus,
        data_dir: PathBuf,
        configure: impl FnOnce(&mut Config),
    ) -> TestApp {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind port 0");
        let addr = listener.local_addr().expect("local addr");
        let base_url = format!("http://{addr}");

        let mut config = Config::development(data_dir.clone());
        config.bind = addr;
        config.public_url = base_url.clone();
        config.password_hash_cost = server::password::HashCost::Test;
        configure(&mut config);

        let state = AppState::with_bus(config, store, bus);
        let (tx, rx) = oneshot::channel::<()>();
        let served = state.clone();
        tokio::spawn(async move {
            let shutdown = async move {
                let _ = rx.await;
            };
            if let Err(err) = server::serve(listener, served, shutdown).await {
                eprintln!("test server stopped with error: {err}");
            }
        });

        let client = reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .cookie_store(true)
            .build()
            .expect("HTTP client");
        TestApp {
            addr,
            base_url,
            client,
            state,
            data_dir,
            shutdown: Some(tx),
            pg,
        }
    }

    /// The server's now (its clock, which tests move instead of sleeping).
    pub fn now(&self) -> DateTime<Utc> {
        self.state.clock.now()
    }

    /// The session an access token of this server belongs to.
    pub fn session_of(&self, access: &str) -> domain::ids::SessionId {
        let sid = self.state.keys.verify(access, self.now()).unwrap().sid;
        domain::ids::SessionId::from_raw(sid.expect("an account holder's token"))
    }

    /// Absolute URL of `path` on this server.
    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.base_url, path)
    }

    /// Creates a promotion from its definition, as an operator's `admin promotions create`.
    pub async fn create_promotion(&self, definition: &Value) -> store::Promotion {
        server::promotions::admin::create(
            self.store().as_ref(),
            definition.to_string().as_bytes(),
            "ops@example.com",
            self.now(),
        )
        .await
        .expect("create promotion")
    }

    /// The store behind the server (to check what was, or was not, written).
    pub fn store(&self) -> &Arc<dyn Store> {
        &self.state.store
    }

    /// A valid sign-up body for `email` (US-NJ, born 1990-05-15).
    pub fn signup_body(email: &str, password: &str) -> Value {
        json!({
            "email": email,
            "password": password,
            "first_name": "Alex",
            "last_name": "Morgan",
            "date_of_birth": "1990-05-15",
            "region": "US-NJ",
        })
    }

    /// `POST /api/accounts` with `body`.
    pub async fn signup(&self, body: &Value) -> reqwest::Response {
        self.client
            .post(self.url("/api/accounts"))
            .json(body)
            .send()
            .await
            .expect("sign-up request")
    }

    /// Signs up `email` through the API (US-NJ) and returns the new user id.
    pub async fn create_user(&self, email: &str, password: &str) -> String {
        let res = self.signup(&Self::signup_body(email, password)).await;
        let status = res.status();
        let body: Value = res.json().await.expect("sign-up answer is JSON");
        assert_eq!(status, 201, "sign-up of {email} failed: {body}");
        body["user_id"]
            .as_str()
            .expect("user_id in sign-up answer")
            .to_owned()
    }

    /// `POST /oauth/token` with a JSON body; returns status and body.
    pub async fn token(&self, body: &Value) -> (u16, Value) {
        let res = self
            .client
            .post(self.url("/oauth/token"))
            .json(body)
            .send()
            .await
            .expect("token request");
        let status = res.status().as_u16();
        (status, res.json().await.expect("token answer is JSON"))
    }

    /// Password grant for the web client; panics unless it answers 200.
    pub async fn login(&self, email: &str, password: &str) -> Value {
        let (status, body) = self
            .token(&json!({"grant_type": "password", "username": email, "password": password, "client_id": "web"}))
            .await;
        assert_eq!(status, 200, "login of {email} failed: {body}");
        body
    }

    /// Signs up and logs in; returns (user id, access token, refresh token).
    pub async fn user_with_tokens(&self, email: &str) -> (String, String, String) {
        let id = self.create_user(email, PASSWORD).await;
        let tokens = self.login(email, PASSWORD).await;
        (
            id,
            tokens["access_token"]
                .as_str()
                .expect("access_token")
                .to_owned(),
            tokens["refresh_token"]
                .as_str()
                .expect("refresh_token")
                .to_owned(),
        )
    }

    /// Verifies `email`'s identity the way support does by hand (`sportsbook admin
    /// verification approve`, audited): the fixture of tests that withdraw or deposit more
    /// than an unverified account may, and are not about verification.
    pub async fn verify_identity(&self, email: &str) {
        server::verification::admin::decide(
            self.store().as_ref(),
            server::verification::admin::Decision {
                email,
                reject: &[],
                note: "identity checked by support for the test",
                by: "support@example.com",
            },
            self.now(),
        )
        .await
        .expect("verify the test account's identity");
    }

    /// `POST /graphql` with an optional bearer token; returns the JSON answer.
    pub async fn graphql(&self, token: Option<&str>, query: &str, variables: Value) -> Value {
        let mut req = self
            .client
            .post(self.url("/graphql"))
            .header(
                "accept",
                "application/graphql-response+json, application/json",
            )
            .json(&json!({ "query": query, "variables": variables }));
        if let Some(token) = token {
            req = req.bearer_auth(token);
        }
        let res = req.send().await.expect("GraphQL request");
        res.json().await.expect("GraphQL answer is JSON")
    }

    /// The dev mailbox (newest first), read over `GET /api/dev/mailbox`.
    pub async fn mailbox(&self) -> Vec<Value> {
        let res = self
            .client
            .get(self.url("/api/dev/mailbox"))
            .send()
            .await
            .expect("mailbox request");
        assert_eq!(res.status(), 200);
        let body: Value = res.json().await.expect("mailbox JSON");
        body["messages"].as_array().cloned().unwrap_or_default()
    }

    /// The newest dev-mailbox message sent to `to`.
    pub async fn last_message_to(&self, to: &str) -> Option<Value> {
        self.mailbox()
            .await
            .into_iter()
            .find(|m| m["to"].as_str() == Some(to))
    }
}

impl Drop for TestApp {
    fn drop(&mut self) {
        if let Some(tx) = self.shutdown.take() {
            let _ = tx.send(());
        }
        if let Some(db) = self.pg.take() {
            // Dropping the database needs async I/O; run it on a runtime of its own so Drop
            // works from any test runtime flavour.
            let handle = std::thread::spawn(move || {
                if let Ok(rt) = tokio::runtime::Builder::new_current_thread()
                    .enable_all()
                    .build()
                {
                    rt.block_on(db.drop());
                }
            });
            let _ = handle.join();
        }
        let _ = std::fs::remove_dir_all(&self.data_dir);
    }
}

/// For tests that move the clock by hours or days: access tokens and sessions outlive the
/// simulated time, as if the client refreshed its access token every few minutes as it does.
pub fn long_sessions(config: &mut Config) {
    let ninety_days = Duration::from_secs(90 * 24 * 3600);
    config.access_token_ttl = ninety_days;
    config.session_max_age = ninety_days;
}

/// How often [`eventually`] asks again.
const POLL_EVERY: Duration = Duration::from_millis(50);

/// Asks `probe` until it answers `Some` and returns that; fails the test naming `what` once
/// `within` has passed. This waits for work the server does on its own (jobs, pushes, mail),
/// never for time to pass: tests move `state.clock` for that.
pub async fn eventually<T, Fut>(what: &str, within: Duration, mut probe: impl FnMut() -> Fut) -> T
where
    Fut: Future<Output = Option<T>>,
{
    let deadline = tokio::time::Instant::now() + within;
    loop {
        if let Some(found) = probe().await {
            return found;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "{what}: not within {within:?}"
        );
        tokio::time::sleep(POLL_EVERY).await;
    }
}

/// The reset link's path and query up to its token.
const RESET_LINK: &str = "/account/update-password?token=";

/// Waits (up to 5 s) for a password-reset email to `to` and returns the token of its link.
pub async fn reset_token_from_mailbox(app: &TestApp, to: &str) -> String {
    let body = eventually(
        "a password reset email",
        Duration::from_secs(5),
        || async move {
            let msg = app.last_message_to(to).await?;
            let body = msg["body"].as_str()?;
            body.contains(RESET_LINK).then(|| body.to_owned())
        },
    )
    .await;
    // The email also carries the email-preferences link, with a token of its own.
    let start = body.find(RESET_LINK).expect("a reset link") + RESET_LINK.len();
    let rest = &body[start..];
    let end = rest.find(|c: char| c.is_whitespace()).unwrap_or(rest.len());
    let raw = &rest[..end];
    url::form_urlencoded::parse(format!("t={raw}").as_bytes())
        .next()
        .map(|(_, v)| v.into_owned())
        .expect("token in link")
}

/// Waits (up to 5 s) for a one-time code sent to `phone` and returns it.
pub async fn code_from_mailbox(app: &TestApp, phone: &str) -> String {
    eventually("a one-time code", Duration::from_secs(5), || async move {
        let msg = app.last_message_to(phone).await?;
        let body = msg["body"].as_str().unwrap_or_default();
        let digits: String = body.chars().take_while(|c| c.is_ascii_digit()).collect();
        (digits.len() == 6).then_some(digits)
    })
    .await
}
