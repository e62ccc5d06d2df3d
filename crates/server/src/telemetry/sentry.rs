//! Optional forwarding of client error reports to a Sentry-compatible service
//! (`SENTRY_DSN=https://<key>@host/<project>`): each stored report is posted, masked, to
//! `<scheme>://host/api/<project>/store/` with the `X-Sentry-Auth` header, in a background
//! task that never delays the request. When too many deliveries are in flight, new ones
//! are dropped (and logged) rather than queued without bound.

use serde_json::{Value, json};
use std::fmt;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Semaphore;

/// Deliveries in flight at once.
const MAX_IN_FLIGHT: usize = 16;
/// Time limit of one delivery.
const DELIVERY_TIMEOUT: Duration = Duration::from_secs(5);

/// A parsed Sentry DSN. The key is not printed by `Debug`.
#[derive(Clone, PartialEq, Eq)]
pub struct SentryDsn {
    scheme: String,
    /// Host with the port when one is given.
    authority: String,
    /// Path before the project id, without a trailing slash (usually empty).
    path_prefix: String,
    project_id: String,
    public_key: String,
    secret_key: Option<String>,
}

impl fmt::Debug for SentryDsn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "SentryDsn({}://***@{}{}/{})",
            self.scheme, self.authority, self.path_prefix, self.project_id
        )
    }
}

impl SentryDsn {
    /// Parses `<scheme>://<public_key>[:<secret>]@<host>[:port][/<path>]/<project_id>`.
    pub fn parse(raw: &str) -> Result<SentryDsn, String> {
        let url = url::Url::parse(raw.trim()).map_err(|e| format!("not a URL ({e})"))?;
        let scheme = url.scheme();
        if scheme != "https" && scheme != "http" {
            return Err(format!("scheme must be https or http, not {scheme:?}"));
        }
        if url.username().is_empty() {
            return Err("the public key (before '@') is missing".into());
        }
        let host = url
            .host_str()
            .filter(|h| !h.is_empty())
            .ok_or("the host is missing")?;
        if url.query().is_some() || url.fragment().is_some() {
            return Err("a DSN has no query or fragment".into());
        }
        let path = url.path().trim_end_matches('/');
        let (prefix, project) = path.rsplit_once('/').ok_or("the project id is missing")?;
        if project.is_empty()
            || !project
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        {
            return Err("the project id (last path segment) is missing or invalid".into());
        }
        let authority = match url.port() {
            Some(port) => format!("{host}:{port}"),
            None => host.to_owned(),
        };
        Ok(SentryDsn {
            scheme: scheme.to_owned(),
            authority,
            path_prefix: prefix.to_owned(),
            project_id: project.to_owned(),
            public_key: url.username().to_owned(),
            secret_key: url.password().map(str::to_owned),
        })
    }

    /// Where events are posted.
    pub fn store_url(&self) -> String {
        format!(
            "{}://{}{}/api/{}/store/",
            self.scheme, self.authority, self.path_prefix, self.project_id
        )
    }

    /// The `X-Sentry-Auth` header value at `unix_seconds`.
    pub fn auth_header(&self, unix_seconds: i64) -> String {
        let mut header = format!(
            "Sentry sentry_version=7, sentry_client=sportsbook-server/{}, sentry_timestamp={unix_seconds}, sentry_key={}",
            env!("CARGO_PKG_VERSION"),
            self.public_key
        );
        if let Some(secret) = &self.secret_key {
            header.push_str(", sentry_secret=");
            header.push_str(secret);
        }
        header
    }
}

/// The stored (masked) report a Sentry event is built from.
#[derive(Debug, Clone)]
pub struct ReportForSentry {
    pub id: String,
    /// The masked payload as stored.
    pub payload: Value,
    pub user_id: Option<String>,
    pub created_at: chrono::DateTime<chrono::Utc>,
}

/// A Sentry store-API event for a report (`event_id` is 32 hex digits).
pub fn sentry_event(report: &ReportForSentry, environment: &str) -> Value {
    let p = &report.payload;
    let event_id = format!(
        "{:032x}",
        ulid::Ulid::from_string(&report.id).map_or_else(
            |_| u128::from_be_bytes(rand::random::<[u8; 16]>()),
            u128::from,
        )
    );
    let tags: serde_json::Map<String, Value> = p["tags"]
        .as_object()
        .map(|t| {
            t.iter()
                .map(|(k, v)| {
                    let text = v.as_str().map_or_else(|| v.to_string(), str::to_owned);
                    (k.clone(), Value::String(text))
                })
                .collect()
        })
        .unwrap_or_default();
    let mut event = json!({
        "event_id": event_id,
        "timestamp": report.created_at.to_rfc3339_opts(chrono::SecondsFormat::Millis, true),
        "platform": "javascript",
        "logger": "client",
        "level": p["level"].as_str().unwrap_or("error"),
        "environment": environment,
        "message": { "formatted": p["message"].as_str().unwrap_or_default() },
        "tags": tags,
        "extra": {
            "reportId": report.id,
            "context": p.get("context").cloned().unwrap_or(Value::Null),
            "stack": p.get("stack").cloned().unwrap_or(Value::Null),
        },
    });
    if let Some(fields) = event.as_object_mut() {
        if let Some(release) = p.get("release").and_then(Value::as_str) {
            fields.insert("release".into(), json!(release));
        }
        if let Some(url) = p.get("url").and_then(Value::as_str) {
            fields.insert("request".into(), json!({ "url": url }));
        }
        if let Some(user) = &report.user_id {
            fields.insert("user".into(), json!({ "id": user }));
        }
    }
    event
}

/// Posts events to the configured DSN in the background.
#[derive(Debug, Clone)]
pub struct SentryForwarder {
    dsn: SentryDsn,
    environment: String,
    client: reqwest::Client,
    in_flight: Arc<Semaphore>,
}

impl SentryForwarder {
    pub fn new(dsn: SentryDsn, environment: &str) -> Self {
        let client = reqwest::Client::builder()
            .timeout(DELIVERY_TIMEOUT)
            .build()
            .unwrap_or_default();
        Self {
            dsn,
            environment: environment.to_owned(),
            client,
            in_flight: Arc::new(Semaphore::new(MAX_IN_FLIGHT)),
        }
    }

    /// Sends the report in a spawned task; returns at once. Failures are logged.
    pub fn forward(&self, report: &ReportForSentry) {
        let Ok(permit) = Arc::clone(&self.in_flight).try_acquire_owned() else {
            tracing::warn!(report = %report.id, "Sentry forwarding busy; report not forwarded");
            return;
        };
        let event = sentry_event(report, &self.environment);
        let url = self.dsn.store_url();
        let auth = self.dsn.auth_header(report.created_at.timestamp());
        let client = self.client.clone();
        let id = report.id.clone();
        tokio::spawn(async move {
            let _permit = permit;
            let result = client
                .post(&url)
                .header("X-Sentry-Auth", auth)
                .json(&event)
                .send()
                .await;
            match result {
                Ok(res) if res.status().is_success() => {
                    tracing::debug!(report = %id, "report forwarded to Sentry");
                }
                Ok(res) => {
                    tracing::warn!(report = %id, status = %res.status(), "Sentry refused a report");
                }
                Err(err) => {
                    tracing::warn!(report = %id, error = %err, "Sentry forwarding failed");
                }
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_dsns() {
        let dsn = SentryDsn::parse("https://abc123@o1.ingest.sentry.io/4501").unwrap();
        assert_eq!(
            dsn.store_url(),
            "https://o1.ingest.sentry.io/api/4501/store/"
        );
        assert!(dsn.auth_header(7).contains("sentry_key=abc123"));
        assert!(dsn.auth_header(7).contains("sentry_timestamp=7"));
        assert!(!format!("{dsn:?}").contains("abc123"));

        let dsn = SentryDsn::parse("http://k:s@127.0.0.1:9000/sub/path/42/").unwrap();
        assert_eq!(
            dsn.store_url(),
            "http://127.0.0.1:9000/sub/path/api/42/store/"
        );
        assert!(
            dsn.auth_header(0)
                .ends_with("sentry_key=k, sentry_secret=s")
        );
    }

    #[test]
    fn refuses_invalid_dsns() {
        for bad in [
            "",
            "not a url",
            "ftp://k@host/1",
            "https://host/1",
            "https://k@host",
            "https://k@host/",
            "https://k@host/1?x=y",
        ] {
            assert!(SentryDsn::parse(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn builds_events_from_masked_reports() {
        let report = ReportForSentry {
            id: ulid::Ulid::new().to_string(),
            payload: json!({"message": "boom [email]", "level": "warning", "release": "1.2.3",
                "url": "https://x/y", "tags": {"route": "/a", "n": 3}, "context": {"k": 1}}),
            user_id: Some("u1".into()),
            created_at: crate::clock::Clock::system().now(),
        };
        let event = sentry_event(&report, "development");
        assert_eq!(event["event_id"].as_str().unwrap().len(), 32);
        assert_eq!(event["message"]["formatted"], "boom [email]");
        assert_eq!(event["level"], "warning");
        assert_eq!(event["tags"]["n"], "3");
        assert_eq!(event["user"]["id"], "u1");
        assert_eq!(event["request"]["url"], "https://x/y");
        assert_eq!(event["extra"]["context"]["k"], 1);
    }
}
