//! Server configuration: defaults in code, overridden by flags and environment variables
//! (see the `sportsbook` binary). Secrets are redacted in `Debug` output.

use std::fmt;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

/// `development` (the default) or `production`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AppEnv {
    Development,
    Production,
}

impl AppEnv {
    pub fn parse(s: &str) -> Result<Self, String> {
        match s {
            "development" | "dev" => Ok(AppEnv::Development),
            "production" | "prod" => Ok(AppEnv::Production),
            other => Err(format!(
                "APP_ENV must be development or production, not {other:?}"
            )),
        }
    }
    pub fn is_production(self) -> bool {
        self == AppEnv::Production
    }
}

/// A secret value: never printed.
#[derive(Clone)]
pub struct Secret(pub String);

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(***)")
    }
}

/// Everything `serve` needs.
#[derive(Debug, Clone)]
pub struct Config {
    pub env: AppEnv,
    pub bind: SocketAddr,
    /// Theme code of the brand served: halftime, scorecard, riverbend, silvermesa.
    pub brand: String,
    /// Where runtime files live (SQLite file, dev secret, dev mailbox).
    pub data_dir: PathBuf,
    /// Built web app to serve (index.html and assets); `None` serves the API only.
    pub web_dir: Option<PathBuf>,
    /// Public origin of the app, used in emailed links and redirect URIs.
    pub public_url: String,
    /// HMAC key for access, limited and anonymous tokens.
    pub token_secret: Secret,
    pub access_token_ttl: Duration,
    pub limited_token_ttl: Duration,
    pub anonymous_token_ttl: Duration,
    /// Idle lifetime of one refresh token.
    pub refresh_token_ttl: Duration,
    /// Absolute lifetime of a session, however often it refreshes.
    pub session_max_age: Duration,
    /// Region assumed for loopback and private addresses in development (e.g. `US-NJ`).
    pub dev_default_region: String,
    /// Peers whose `x-client-*` forwarding headers are believed (`TRUSTED_PROXIES`); every
    /// other peer is the client itself. Loopback in development, none in production.
    pub trusted_proxies: Vec<domain::geolocation::Cidr>,
    /// Failed-login lock threshold overrides, `REGION=N` pairs (default: 3 in US-NJ, 5 elsewhere).
    pub failed_login_limits: Vec<(String, u32)>,
    /// SMTP URL (`smtp://user:pass@host:port`); `None` writes mail under `data_dir/mail`.
    pub smtp_url: Option<Secret>,
    pub mail_from: String,
    /// Largest request body accepted, in bytes.
    pub max_body_bytes: usize,
    /// Minutes of inactivity before the client logs out.
    pub inactivity_minutes: u32,
    pub heartbeat_seconds: u32,
    /// How long a GraphQL websocket may stay open without `connection_init` (closes 4408).
    pub ws_init_timeout: Duration,
    /// Sentry-compatible DSN client error reports are also forwarded to (`SENTRY_DSN`).
    pub sentry_dsn: Option<crate::telemetry::sentry::SentryDsn>,
    /// Error reports one client (IP + install id) may send per minute (token bucket).
    pub client_errors_per_minute: u32,
    /// Analytics events one client may send per minute (token bucket).
    pub analytics_events_per_minute: u32,
    /// Largest `POST /api/client-errors` body, in bytes.
    pub client_error_max_bytes: usize,
    /// Largest `POST /api/analytics/events` body, in bytes (also capped by `max_body_bytes`).
    pub analytics_max_bytes: usize,
    /// Waiting-room limit on concurrent sessions (0 = off) unless an operator set one
    /// (`sportsbook admin waiting-room --max N`), which wins.
    pub waiting_room_max_sessions: u32,
    /// An admitted waiting-room ticket not seen for this long frees its seat.
    pub waiting_room_idle: Duration,
    /// Key required by `GET /api/dev/feature-flags` (header `x-flags-private-key`).
    pub flags_private_key: Secret,
    /// Longest time a node serves feature-flag rules without re-reading them.
    pub flags_refresh: Duration,
    /// The built-in live sports simulator (`SIM`, `SIM_SEED`, `SIM_SPEED`); `None` leaves the
    /// catalogue to external feeds.
    pub simulator: Option<crate::feed::simulator::SimulatorConfig>,
    /// The wallet's processor settings; see [`crate::wallet`].
    pub payments: PaymentsConfig,
    /// Identity verification settings (`VERIFICATION_*`); see [`crate::verification`].
    pub verification: VerificationConfig,
    /// Location verification settings (`GEO_*`); see [`crate::location`].
    pub geo: crate::location::config::GeoConfig,
    /// Stake limits and in-play delays of bet placement (`BET_*`); see [`crate::betslip`].
    pub betting: BettingConfig,
    /// Work spent on each new password hash (`PASSWORD_HASH_COST`); production unless a test
    /// server lowers it.
    pub password_hash_cost: crate::password::HashCost,
    /// The operator's EIN printed as the payer's TIN on W-2G forms (`W2G_PAYER_EIN`,
    /// required in production; a development server without one says so on the form).
    pub w2g_payer_ein: Option<String>,
    /// The brand's live support chat (`SUPPORT_CHAT_URL`, an https URL; http only on
    /// loopback outside production); `None` hides the Live Chat button.
    pub support_chat_url: Option<String>,
    /// The media partner of account linking (`PARTNER_*`); `None` is the built-in sandbox
    /// partner under `/partner-sandbox` (outside production only); see [`crate::linking`].
    pub partner: Option<PartnerConfig>,
    /// The bus between nodes (`NATS_URL`, `NATS_PREFIX`); `None` is the in-process bus of a
    /// single node; see [`crate::bus::nats`].
    pub nats: Option<NatsConfig>,
}

/// Where the nodes of one deployment exchange their events.
#[derive(Debug, Clone)]
pub struct NatsConfig {
    /// `nats://[user:password@]host:port` (`NATS_URL`); may carry credentials.
    pub url: Secret,
    /// First subject token of the deployment's events and the stream's name
    /// (`NATS_PREFIX`, default `sportsbook`: subjects `sportsbook.events.*`, stream
    /// `SPORTSBOOK_EVENTS`). Deployments sharing one NATS need different prefixes.
    pub prefix: String,
}

/// The default [`NatsConfig::prefix`].
pub const DEFAULT_NATS_PREFIX: &str = "sportsbook";

impl NatsConfig {
    /// Checks `NATS_URL` and `NATS_PREFIX`: a `nats://` or `tls://` URL with a host, and a
    /// prefix of 1 to 64 letters, digits, `-` or `_` (one subject token).
    pub fn parse(url: &str, prefix: &str) -> Result<Self, String> {
        let parsed =
            url::Url::parse(url.trim()).map_err(|e| format!("NATS_URL is not a URL: {e}"))?;
        if !matches!(parsed.scheme(), "nats" | "tls") || parsed.host_str().is_none() {
            return Err("NATS_URL must be nats://host:port or tls://host:port".into());
        }
        let valid = (1..=64).contains(&prefix.len())
            && prefix
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
        if !valid {
            return Err(format!(
                "NATS_PREFIX must be 1 to 64 letters, digits, '-' or '_', not {prefix:?}"
            ));
        }
        Ok(Self {
            url: Secret(url.trim().to_owned()),
            prefix: prefix.to_owned(),
        })
    }
}

/// A real partner's OpenID Connect endpoints and the platform's client id there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PartnerConfig {
    /// `iss` of its ID tokens.
    pub issuer: String,
    pub jwks_url: String,
    pub authorize_url: String,
    pub token_url: String,
    /// `aud` of its ID tokens; the web app's `client_id` at its endpoints.
    pub client_id: String,
}

/// The operator's betting settings.
#[derive(Debug, Clone)]
pub struct BettingConfig {
    /// Minimum stake, per-selection and per-bet maximum stakes and maximum win
    /// (`BET_MIN_STAKE_CENTS`, `BET_MAX_STAKE_PER_SELECTION_CENTS`, `BET_MAX_STAKE_PER_BET_CENTS`,
    /// `BET_MAX_WIN_CENTS`).
    pub limits: domain::betslip::StakeLimits,
    /// Multiplies every in-play acceptance delay (`BET_DELAY_SCALE`; 1 in production, 0.1 in
    /// tests that wait the delay out).
    pub delay_scale: f64,
    /// The house's cut of a cash-out value, in basis points of its fair value
    /// (`CASHOUT_MARGIN_BP`, default 500 = 5%).
    pub cashout_margin_bp: u32,
    /// How settlement treats a pushed teaser leg (`BET_TEASER_TIES`: `reduce`, the default,
    /// drops it and reprices; `lose` loses the teaser).
    pub house_rules: domain::settlement::HouseRules,
}

/// The largest cash-out margin accepted (50%).
pub const MAX_CASHOUT_MARGIN_BP: u32 = 5_000;

impl Default for BettingConfig {
    fn default() -> Self {
        Self {
            limits: domain::betslip::StakeLimits::default(),
            delay_scale: 1.0,
            cashout_margin_bp: 500,
            house_rules: domain::settlement::HouseRules::default(),
        }
    }
}

impl BettingConfig {
    /// How long an in-play bet on `sport` waits before it is accepted: basketball, hockey and
    /// baseball 5 s, tennis 7 s, soccer 8 s, football and everything else 6 s, times the scale.
    pub fn in_play_delay(&self, sport: &str) -> Duration {
        let millis: u32 = match sport {
            "basketball" | "hockey" | "baseball" => 5_000,
            "tennis" => 7_000,
            "soccer" => 8_000,
            _ => 6_000,
        };
        Duration::from_secs_f64(f64::from(millis) / 1000.0 * self.delay_scale.max(0.0))
    }
}

/// Where the payments frame is served and how the sandbox processor paces itself.
#[derive(Debug, Clone)]
pub struct PaymentsConfig {
    /// The payments frame's own listener (`PAYMENTS_BIND`); `None` serves no frame.
    pub bind: Option<SocketAddr>,
    /// The frame's public origin (`PAYMENTS_ORIGIN`): where the app opens the frame and the
    /// only origin whose messages it accepts.
    pub origin: String,
    /// How long bank transfers, wires, cash and withdrawals stay pending in the sandbox
    /// (`PAYMENTS_SETTLE_SECONDS`).
    pub settle_delay: Duration,
    /// How often the processing job looks for due payments.
    pub job_interval: Duration,
    /// How long a frame request waits for the processor before it answers "pending" and
    /// leaves the payment to the processing job.
    pub processor_timeout: Duration,
    /// HMAC key of processor callbacks (`PAYMENTS_CALLBACK_SECRET`).
    pub callback_secret: Secret,
}

/// Identity verification settings.
#[derive(Debug, Clone)]
pub struct VerificationConfig {
    /// HMAC key of the provider's result callbacks (`VERIFICATION_CALLBACK_SECRET`).
    pub callback_secret: Secret,
    /// How long the sandbox provider takes to post its result (`VERIFICATION_RESULT_SECONDS`).
    pub result_delay: Duration,
    /// Lifetime deposits an unverified account may reach, in cents
    /// (`VERIFICATION_DEPOSIT_THRESHOLD_CENTS`).
    pub deposit_threshold_cents: i64,
}

impl Config {
    /// Defaults for tests and development: ephemeral secret, loopback, short-free lifetimes.
    pub fn development(data_dir: PathBuf) -> Self {
        Self {
            env: AppEnv::Development,
            bind: SocketAddr::from(([127, 0, 0, 1], 8080)),
            brand: "halftime".into(),
            data_dir,
            web_dir: None,
            public_url: "http://127.0.0.1:8080".into(),
            token_secret: Secret("development-only-secret-change-me-000000000000".into()),
            access_token_ttl: Duration::from_secs(900),
            limited_token_ttl: Duration::from_secs(600),
            anonymous_token_ttl: Duration::from_secs(30 * 24 * 3600),
            refresh_token_ttl: Duration::from_secs(7 * 24 * 3600),
            session_max_age: Duration::from_secs(30 * 24 * 3600),
            dev_default_region: "US-NJ".into(),
            trusted_proxies: loopback_proxies(),
            failed_login_limits: Vec::new(),
            smtp_url: None,
            mail_from: "Halftime Sportsbook <no-reply@halftime.example>".into(),
            max_body_bytes: 256 * 1024,
            inactivity_minutes: 30,
            heartbeat_seconds: 60,
            ws_init_timeout: Duration::from_secs(10),
            sentry_dsn: None,
            client_errors_per_minute: 30,
            analytics_events_per_minute: 120,
            client_error_max_bytes: 64 * 1024,
            analytics_max_bytes: 256 * 1024,
            waiting_room_max_sessions: 0,
            waiting_room_idle: Duration::from_secs(60),
            flags_private_key: Secret("dev-flags-key".into()),
            flags_refresh: Duration::from_secs(2),
            simulator: None,
            payments: PaymentsConfig {
                bind: None,
                origin: "http://127.0.0.1:8081".into(),
                settle_delay: Duration::from_secs(60),
                job_interval: Duration::from_secs(1),
                processor_timeout: Duration::from_secs(15),
                callback_secret: Secret("development-only-payments-callback-secret".into()),
            },
            verification: VerificationConfig {
                callback_secret: Secret("development-only-verification-callback-secret".into()),
                result_delay: Duration::from_secs(2),
                deposit_threshold_cents: domain::verification::DEFAULT_DEPOSIT_THRESHOLD_CENTS,
            },
            geo: crate::location::config::GeoConfig::development(),
            betting: BettingConfig::default(),
            password_hash_cost: crate::password::HashCost::Production,
            w2g_payer_ein: None,
            support_chat_url: None,
            partner: None,
            nats: None,
        }
    }

    /// The app's origin (`https://bet.example.com`): the public URL's. The only origin that
    /// may open the GraphQL websocket in production, frame the app's framed pages and receive
    /// the payments frame's messages.
    pub fn app_origin(&self) -> String {
        url::Url::parse(&self.public_url)
            .map(|u| u.origin().ascii_serialization())
            .unwrap_or_else(|_| self.public_url.trim_end_matches('/').to_owned())
    }

    /// Whether `peer` is a configured proxy whose forwarding headers are believed.
    pub fn trusts_proxy(&self, peer: std::net::IpAddr) -> bool {
        self.trusted_proxies.iter().any(|c| c.contains(peer))
    }

    /// Failed logins allowed in `region` before the account locks.
    pub fn failed_login_limit(&self, region: &domain::region::Region) -> u32 {
        self.failed_login_limits
            .iter()
            .find(|(code, _)| code.eq_ignore_ascii_case(region.code))
            .map_or_else(|| region.default_failed_login_limit(), |(_, n)| *n)
    }
}

/// The loopback ranges (`127.0.0.0/8`, `::1`): the development default of `TRUSTED_PROXIES`,
/// so the Vite dev proxy and test clients on this machine can act from other places.
pub fn loopback_proxies() -> Vec<domain::geolocation::Cidr> {
    ["127.0.0.0/8", "::1"]
        .into_iter()
        .filter_map(|c| domain::geolocation::Cidr::parse(c).ok())
        .collect()
}

/// Parses `TRUSTED_PROXIES`: comma-separated IP addresses or CIDR ranges; an empty value is
/// no proxy. Any malformed entry (including an empty one between commas) is refused.
pub fn parse_trusted_proxies(raw: &str) -> Result<Vec<domain::geolocation::Cidr>, String> {
    if raw.trim().is_empty() {
        return Ok(Vec::new());
    }
    raw.split(',')
        .map(|entry| {
            let entry = entry.trim();
            if entry.is_empty() {
                return Err("TRUSTED_PROXIES has an empty entry between commas".to_owned());
            }
            domain::geolocation::Cidr::parse(entry).map_err(|e| format!("TRUSTED_PROXIES: {e}"))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trusted_proxies_parse_strictly() {
        let list = parse_trusted_proxies("10.0.0.0/8, 192.0.2.7,2001:db8::/32").unwrap();
        assert_eq!(list.len(), 3);
        assert!(list[0].contains("10.1.2.3".parse().unwrap()));
        assert!(list[1].contains("192.0.2.7".parse().unwrap()));
        assert!(!list[1].contains("192.0.2.8".parse().unwrap()));
        assert_eq!(parse_trusted_proxies(" ").unwrap(), Vec::new());
        for bad in [
            "10.0.0.0/33",
            "10.0.0.1/8",
            "proxy.example",
            "10.0.0.1,,10.0.0.2",
            "10.0.0.1,",
        ] {
            let err = parse_trusted_proxies(bad).unwrap_err();
            assert!(err.starts_with("TRUSTED_PROXIES"), "{bad}: {err}");
        }
    }

    #[test]
    fn nats_settings_parse_strictly() {
        let nats = NatsConfig::parse("nats://127.0.0.1:4222", "sportsbook").unwrap();
        assert_eq!(
            (nats.url.0.as_str(), nats.prefix.as_str()),
            ("nats://127.0.0.1:4222", "sportsbook")
        );
        assert!(NatsConfig::parse("tls://user:pw@nats.example:4222", "prod_1").is_ok());
        for (url, prefix, starts) in [
            ("http://127.0.0.1:4222", "sportsbook", "NATS_URL"),
            ("127.0.0.1:4222", "sportsbook", "NATS_URL"),
            ("nats://127.0.0.1:4222", "", "NATS_PREFIX"),
            ("nats://127.0.0.1:4222", "a.b", "NATS_PREFIX"),
            ("nats://127.0.0.1:4222", "a>", "NATS_PREFIX"),
        ] {
            let err = NatsConfig::parse(url, prefix).unwrap_err();
            assert!(err.starts_with(starts), "{url} {prefix}: {err}");
        }
    }

    #[test]
    fn development_trusts_loopback_only() {
        let config = Config::development(PathBuf::from("/tmp"));
        assert!(config.trusts_proxy("127.0.0.1".parse().unwrap()));
        assert!(config.trusts_proxy("::1".parse().unwrap()));
        assert!(!config.trusts_proxy("192.168.1.5".parse().unwrap()));
    }
}
