//! A bettor driving the real `sportsbook` binary over HTTP, shared by the placement benchmark
//! and the crash test (`tests/it/db/crash.rs`, which includes this file by path).
//!
//! [`start_server`] migrates and serves the binary in its own process; [`prepare`] takes one
//! bettor the whole way to a betslip ready to place (sign-up, log-in, a card deposit through the
//! payments frame, location verification, two selections and their parlay staked).

use serde_json::{Value, json};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

const PASSWORD: &str = "Bench-password-1";
/// Central New Jersey, far from any border.
const NEW_JERSEY: (f64, f64) = (40.4862, -74.4518);
/// What [`prepare`] deposits, in cents.
pub const DEPOSIT_CENTS: i64 = 200_000;
/// Each bet's stake.
pub const STAKE: &str = "1.00";
pub const STAKE_CENTS: i64 = 100;

const LICENCE: &str =
    "mutation { geolocationGetApiToken(licenseType: BROWSER) { licenseKey errors { code } } }";
const AUTHORISE: &str = "mutation($p: String!) { geolocationAuthorizeGeoPacket(geoPacket: $p) { errors { code name } expiresAt } }";
const DEPOSIT: &str = "mutation($input: DepositCreateInput!) { depositCreate(input: $input) { permitted uri userErrors { field message } } }";
const ADD: &str = "mutation($id: ID!, $odds: BetslipOddsInput!) { betslipAddMarketSelection(selectionId: $id, odds: $odds, selectionOrigin: \"event-page\") { version } }";
pub const SET_AMOUNT: &str = "mutation($id: ID!, $amount: String!) { betslipSetBetAmount(draftBetId: $id, amount: $amount, amountField: BET) { version } }";
pub const SLIP: &str = "{ betslip { version straight { draftBets { id betAmount { amountLong } } } parlay { draftBets { id betAmount { amountLong } } } } }";
pub const PLACE: &str = "mutation($bets: [PlaceBetInput!]!, $version: Int!, $key: String!) { placeBets(bets: $bets, betslipVersion: $version, idempotencyKey: $key, keepBetslipSelections: true) { placedBets { id } errors { code message } betslip { version } } }";

/// The `sportsbook` binary of `profile` (`debug` or `release`): `SPORTSBOOK_BIN`, else under
/// `CARGO_TARGET_DIR` (default `~/.cache/sportsbook/target`).
pub fn binary(profile: &str) -> PathBuf {
    if let Ok(bin) = std::env::var("SPORTSBOOK_BIN") {
        return bin.into();
    }
    let target = std::env::var("CARGO_TARGET_DIR").unwrap_or_else(|_| {
        format!(
            "{}/.cache/sportsbook/target",
            std::env::var("HOME").unwrap_or_default()
        )
    });
    Path::new(&target).join(profile).join("sportsbook")
}

/// The server process; killed (SIGKILL) when dropped.
pub struct Server {
    pub child: Child,
    pub url: String,
    pub payments_url: String,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

/// How to run the binary on one data folder and database, on fixed ports (a restart serves
/// where the killed server served).
pub struct Launcher {
    bin: PathBuf,
    data_dir: PathBuf,
    database_url: Option<String>,
    env: Vec<(String, String)>,
    port: u16,
    payments_port: u16,
}

impl Launcher {
    /// `database_url` None: SQLite under `data_dir`.
    pub fn new(bin: PathBuf, data_dir: &Path, database_url: Option<&str>) -> Launcher {
        assert!(
            bin.exists(),
            "{} is missing: build it with `cargo build -p sportsbook` (add --release for the benchmarks; `make build-tests` builds the debug one)",
            bin.display()
        );
        Launcher {
            bin,
            data_dir: data_dir.to_owned(),
            database_url: database_url.map(str::to_owned),
            env: Vec::new(),
            port: free_port(),
            payments_port: free_port(),
        }
    }

    /// The same, with `name=value` in the binary's environment.
    pub fn with_env(mut self, name: &str, value: &str) -> Launcher {
        self.env.push((name.to_owned(), value.to_owned()));
        self
    }

    /// Another node on the same data folder, database and environment, on ports of its own.
    pub fn another_node(&self) -> Launcher {
        Launcher {
            bin: self.bin.clone(),
            data_dir: self.data_dir.clone(),
            database_url: self.database_url.clone(),
            env: self.env.clone(),
            port: free_port(),
            payments_port: free_port(),
        }
    }

    fn command(&self, args: &[&str]) -> Command {
        let mut c = Command::new(&self.bin);
        c.args(args)
            .env("DATA_DIR", &self.data_dir)
            .env("BIND", format!("127.0.0.1:{}", self.port))
            .env("PAYMENTS_BIND", format!("127.0.0.1:{}", self.payments_port))
            .env("APP_ENV", "development")
            .env("SIM", "off")
            .env("PASSWORD_HASH_COST", "test")
            .env("RUST_LOG", "warn")
            .env_remove("WEB_DIR");
        match &self.database_url {
            Some(url) => c.env("DATABASE_URL", url),
            None => c.env_remove("DATABASE_URL"),
        };
        c.env_remove("NATS_URL")
            .envs(self.env.iter().map(|(k, v)| (k, v)));
        c
    }

    /// Runs an operator command to its end; answers its standard output, panics on failure.
    pub fn run(&self, args: &[&str]) -> String {
        let out = self.command(args).output().expect("run the binary");
        assert!(
            out.status.success(),
            "{args:?}: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// Migrates, then creates a feed key of `source`.
    pub fn migrate_and_key(&self, source: &str) -> String {
        self.run(&["migrate"]);
        self.run(&[
            "admin", "feed", "keys", "create", "--source", source, "--by", "bench",
        ])
        .lines()
        .find(|l| l.starts_with("fk_"))
        .expect("the key is printed")
        .to_owned()
    }

    /// Starts `serve` and waits (10 s at most) until it answers.
    pub async fn serve(&self, client: &reqwest::Client) -> Server {
        let child = self
            .command(&["serve"])
            .stdout(Stdio::null())
            .spawn()
            .expect("start the server");
        let server = Server {
            child,
            url: format!("http://127.0.0.1:{}", self.port),
            payments_url: format!("http://127.0.0.1:{}", self.payments_port),
        };
        let deadline = std::time::Instant::now() + Duration::from_secs(10);
        while client
            .get(format!("{}/healthz", server.url))
            .send()
            .await
            .is_err()
        {
            assert!(
                std::time::Instant::now() < deadline,
                "the server did not start"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        server
    }
}

/// Pushes feed documents to the server with a feed key.
pub async fn push_feed<T: serde::Serialize>(
    client: &reqwest::Client,
    server: &Server,
    key: &str,
    documents: &[T],
) {
    for document in documents {
        let res = client
            .post(format!("{}/api/feed/documents", server.url))
            .bearer_auth(key)
            .json(document)
            .send()
            .await
            .expect("feed push");
        assert!(res.status().is_success(), "feed push: {}", res.status());
    }
}

/// One bettor's HTTP conversation.
pub struct Bettor {
    pub client: reqwest::Client,
    pub url: String,
    pub token: String,
    pub email: String,
}

impl Bettor {
    /// A GraphQL request; Err when the server does not answer (it was killed) or answers with
    /// errors.
    pub async fn try_graphql(&self, query: &str, variables: Value) -> Result<Value, String> {
        let answer: Value = self
            .client
            .post(format!("{}/graphql", self.url))
            .bearer_auth(&self.token)
            .json(&json!({ "query": query, "variables": variables }))
            .send()
            .await
            .map_err(|e| e.to_string())?
            .json()
            .await
            .map_err(|e| e.to_string())?;
        if answer["errors"].is_null() {
            Ok(answer["data"].clone())
        } else {
            Err(format!("{query}: {answer}"))
        }
    }

    /// A GraphQL request that must succeed.
    pub async fn graphql(&self, query: &str, variables: Value) -> Value {
        self.try_graphql(query, variables)
            .await
            .unwrap_or_else(|e| panic!("{e}"))
    }

    /// The slip's draft bet ids (straights, then the parlay) and its version.
    pub async fn slip(&self) -> (Vec<String>, i64) {
        self.try_slip().await.unwrap_or_else(|e| panic!("{e}"))
    }

    /// [`Bettor::slip`], with a failed request as an error (the server may be gone).
    pub async fn try_slip(&self) -> Result<(Vec<String>, i64), String> {
        let slip = self.try_graphql(SLIP, json!({})).await?;
        let ids = ["straight", "parlay"]
            .iter()
            .flat_map(|section| {
                slip["betslip"][section]["draftBets"]
                    .as_array()
                    .cloned()
                    .unwrap_or_default()
            })
            .filter_map(|bet| bet["id"].as_str().map(str::to_owned))
            .collect();
        Ok((ids, slip["betslip"]["version"].as_i64().unwrap_or(0)))
    }
}

/// Bettor `n` as [`account`] leaves them, with a slip of the two `selections` (two straights
/// and their parlay at [`STAKE`] each).
pub async fn prepare(
    client: reqwest::Client,
    server: &Server,
    n: u64,
    selections: [String; 2],
) -> Bettor {
    let bettor = account(client, server, n).await;
    for selection in selections {
        // -110 is 10/11.
        bettor
            .graphql(
                ADD,
                json!({"id": selection, "odds": {"numeratorLong": "10", "denominatorLong": "11"}}),
            )
            .await;
    }
    let (ids, _) = bettor.slip().await;
    assert_eq!(ids.len(), 3, "two straights and a parlay");
    for id in &ids {
        bettor
            .graphql(SET_AMOUNT, json!({"id": id, "amount": STAKE}))
            .await;
    }
    bettor
}

/// Signs up bettor `n`, logs in, deposits [`DEPOSIT_CENTS`] by card and verifies the location
/// in New Jersey.
pub async fn account(client: reqwest::Client, server: &Server, n: u64) -> Bettor {
    let email = format!("bettor{n}@bench.example.com");
    let res = client
        .post(format!("{}/api/accounts", server.url))
        .json(&json!({"email": email, "password": PASSWORD, "first_name": "Bench", "last_name": "Bettor",
            "date_of_birth": "1990-05-15", "region": "US-NJ"}))
        .send()
        .await
        .expect("sign up");
    assert_eq!(res.status().as_u16(), 201, "sign-up {email}");
    let tokens: Value = client
        .post(format!("{}/oauth/token", server.url))
        .json(&json!({"grant_type": "password", "username": email, "password": PASSWORD, "client_id": "web"}))
        .send()
        .await
        .expect("log in")
        .json()
        .await
        .expect("token answer");
    let bettor = Bettor {
        client,
        url: server.url.clone(),
        token: tokens["access_token"]
            .as_str()
            .expect("access token")
            .to_owned(),
        email,
    };

    let created = bettor
        .graphql(
            DEPOSIT,
            json!({"input": {"amountCents": DEPOSIT_CENTS, "paymentProviderId": "PaymentProvider:card:DEPOSIT",
                "idempotencyKey": format!("bench-deposit-{n}")}}),
        )
        .await;
    let uri = created["depositCreate"]["uri"]
        .as_str()
        .expect("deposit uri");
    let link = url::Url::parse(&format!("http://app{uri}")).expect("deep link");
    let frame = link
        .query_pairs()
        .find(|(k, _)| k == "frame")
        .map(|(_, v)| url::Url::parse(&v).expect("frame URL"))
        .expect("frame parameter");
    let frame_token = frame
        .query_pairs()
        .find(|(k, _)| k == "token")
        .map(|(_, v)| v.into_owned())
        .expect("frame token");
    let payment = frame.path().trim_start_matches("/frame/").to_owned();
    let paid = bettor
        .client
        .post(format!("{}/frame/api/{payment}/card", server.payments_url))
        .header("x-frame-token", frame_token)
        .json(
            &json!({"cardNumber": "4242424242424242", "expiry": "12/39", "cvc": "123",
            "nameOnCard": "Bench Bettor", "saveCard": false}),
        )
        .send()
        .await
        .expect("card payment");
    assert_eq!(
        paid.status().as_u16(),
        200,
        "card deposit of {}",
        bettor.email
    );

    let licence = bettor.graphql(LICENCE, json!({})).await;
    let key = licence["geolocationGetApiToken"]["licenseKey"]
        .as_str()
        .expect("licence key");
    let collected: Value = bettor
        .client
        .post(format!("{}/geo/v1/packets", server.url))
        .json(
            &json!({"licenseKey": key, "latitude": NEW_JERSEY.0, "longitude": NEW_JERSEY.1,
            "accuracy": 20, "source": "fixed"}),
        )
        .send()
        .await
        .expect("collector")
        .json()
        .await
        .expect("collector answer");
    let packet = collected["geoPacket"].as_str().expect("geo packet");
    let authorised = bettor.graphql(AUTHORISE, json!({"p": packet})).await;
    assert_eq!(
        authorised["geolocationAuthorizeGeoPacket"]["errors"],
        json!([]),
        "location of {}",
        bettor.email
    );
    bettor
}
