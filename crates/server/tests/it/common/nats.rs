//! NATS for the bus and multi-node tests: the machine's server (`TEST_NATS_URL`, default
//! `nats://127.0.0.1:4222`), or one of the test's own that it can restart ([`OwnNats`]).
//!
//! When NATS is not there a test is skipped with a message, unless `REQUIRE_NATS=1` (CI), which
//! fails it.

use server::config::NatsConfig;
use std::net::TcpStream;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The machine's NATS with a stream of the caller's own (`{kind}-{ulid}` prefix); `None`
/// (the test is skipped, saying so) when it does not answer and `REQUIRE_NATS` is unset.
pub async fn machine(kind: &str) -> Option<NatsConfig> {
    let url = std::env::var("TEST_NATS_URL").unwrap_or_else(|_| "nats://127.0.0.1:4222".into());
    let reachable = tokio::time::timeout(Duration::from_secs(3), async_nats::connect(&url))
        .await
        .is_ok_and(|c| c.is_ok());
    if !reachable {
        skip(&format!("NATS does not answer at {url} (TEST_NATS_URL)"));
        return None;
    }
    Some(config(&url, kind))
}

/// A stream of its own (`{kind}-{ulid}` prefix) on the NATS at `url`.
pub fn config(url: &str, kind: &str) -> NatsConfig {
    let prefix = format!("{kind}-{}", ulid::Ulid::new().to_string().to_lowercase());
    NatsConfig::parse(url, &prefix).unwrap()
}

/// Deletes the stream of `config`.
pub async fn drop_stream(config: &NatsConfig) {
    let client = async_nats::connect(config.url.0.as_str()).await.unwrap();
    async_nats::jetstream::new(client)
        .delete_stream(server::bus::nats::stream_name(&config.prefix))
        .await
        .unwrap();
}

/// Panics under `REQUIRE_NATS=1`; otherwise says the test is skipped and why.
fn skip(why: &str) {
    assert!(
        std::env::var("REQUIRE_NATS").as_deref() != Ok("1"),
        "{why} and REQUIRE_NATS=1"
    );
    eprintln!("NATS test SKIPPED: {why}");
}

/// A `nats-server` of the test's own with JetStream, on a free port, its store in a
/// temporary folder that outlives restarts; stopped (and the folder removed) when dropped.
pub struct OwnNats {
    port: u16,
    dir: PathBuf,
    child: Option<Child>,
}

impl OwnNats {
    /// Starts one; `None` (the test is skipped, saying so) when `nats-server` is not
    /// installed and `REQUIRE_NATS` is unset.
    pub fn start() -> Option<OwnNats> {
        if Command::new("nats-server")
            .arg("--version")
            .output()
            .is_err()
        {
            skip("nats-server is not installed");
            return None;
        }
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .map(|a| a.port())
            .unwrap();
        let dir = std::env::temp_dir().join(format!("sbtest-nats-{}", ulid::Ulid::new()));
        let mut nats = OwnNats {
            port,
            dir,
            child: None,
        };
        nats.up();
        Some(nats)
    }

    pub fn url(&self) -> String {
        format!("nats://127.0.0.1:{}", self.port)
    }

    /// Starts the server and waits (10 s at most) until it takes connections.
    fn up(&mut self) {
        let child = Command::new("nats-server")
            .args([
                "-a",
                "127.0.0.1",
                "-p",
                &self.port.to_string(),
                "-js",
                "-sd",
            ])
            .arg(&self.dir)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("start nats-server");
        self.child = Some(child);
        let deadline = Instant::now() + Duration::from_secs(10);
        while TcpStream::connect(("127.0.0.1", self.port)).is_err() {
            assert!(Instant::now() < deadline, "nats-server did not start");
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Stops the server as an operator would (SIGTERM), and waits until it has exited.
    fn down(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = Command::new("kill")
                .args(["-TERM", &child.id().to_string()])
                .status();
            let _ = child.wait();
        }
    }

    /// Stops the server, leaves it down for `away`, and starts it again on the same port and
    /// store.
    pub async fn restart(&mut self, away: Duration) {
        self.down();
        tokio::time::sleep(away).await;
        self.up();
    }
}

impl Drop for OwnNats {
    fn drop(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}
