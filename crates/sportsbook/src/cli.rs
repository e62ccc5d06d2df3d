//! Command-line flags; every flag can also come from its environment variable.

use clap::{Parser, Subcommand};
use std::path::PathBuf;

#[derive(Debug, Parser)]
#[command(
    name = "sportsbook",
    version,
    about = "Multi-brand sportsbook and casino server"
)]
pub struct Cli {
    /// Database: a SQLite path or URL (default ./data/sportsbook.db), or postgres://...
    #[arg(long, env = "DATABASE_URL", global = true)]
    pub database_url: Option<String>,
    /// Folder for runtime files (SQLite, development secret, dev mailbox).
    #[arg(long, env = "DATA_DIR", default_value = "./data", global = true)]
    pub data_dir: PathBuf,
    /// development or production.
    #[arg(long, env = "APP_ENV", default_value = "development", global = true)]
    pub app_env: String,
    /// Brand theme code: halftime, scorecard, riverbend, silvermesa.
    #[arg(long, env = "BRAND", default_value = "halftime", global = true)]
    pub brand: String,
    /// Address to listen on.
    #[arg(long, env = "BIND", default_value = "127.0.0.1:8080", global = true)]
    pub bind: String,
    /// Built web app to serve (default web/dist/<brand> when it exists).
    #[arg(long, env = "WEB_DIR", global = true)]
    pub web_dir: Option<PathBuf>,
    /// Public origin used in emailed links (default http://<BIND>).
    #[arg(long, env = "PUBLIC_URL", global = true)]
    pub public_url: Option<String>,
    /// HMAC secret for tokens (required in production; generated under DATA_DIR in development).
    #[arg(long, env = "TOKEN_SECRET", hide_env_values = true, global = true)]
    pub token_secret: Option<String>,
    /// Access-token lifetime in seconds.
    #[arg(
        long,
        env = "ACCESS_TOKEN_TTL_SECONDS",
        default_value_t = 900,
        global = true
    )]
    pub access_token_ttl_seconds: u64,
    /// Refresh-token idle lifetime in seconds.
    #[arg(
        long,
        env = "REFRESH_TOKEN_TTL_SECONDS",
        default_value_t = 604_800,
        global = true
    )]
    pub refresh_token_ttl_seconds: u64,
    /// Absolute session lifetime in seconds.
    #[arg(
        long,
        env = "SESSION_MAX_AGE_SECONDS",
        default_value_t = 2_592_000,
        global = true
    )]
    pub session_max_age_seconds: u64,
    /// Minutes of inactivity before the web app logs out.
    #[arg(long, env = "INACTIVITY_MINUTES", default_value_t = 30, global = true)]
    pub inactivity_minutes: u32,
    /// Heartbeat interval in seconds.
    #[arg(long, env = "HEARTBEAT_SECONDS", default_value_t = 60, global = true)]
    pub heartbeat_seconds: u32,
    /// Region assumed for loopback/private client addresses outside production.
    #[arg(
        long,
        env = "DEV_DEFAULT_REGION",
        default_value = "US-NJ",
        global = true
    )]
    pub dev_default_region: String,
    /// Proxies whose x-client-* forwarding headers are believed: comma-separated IPs or CIDR
    /// ranges (default: loopback in development, none in production; empty trusts none).
    #[arg(long, env = "TRUSTED_PROXIES", global = true)]
    pub trusted_proxies: Option<String>,
    /// Failed-login lock thresholds by region, e.g. "US-NJ=3,US-PA=5".
    #[arg(long, env = "FAILED_LOGIN_LIMITS", default_value = "", global = true)]
    pub failed_login_limits: String,
    /// SMTP server URL for outgoing mail; unset writes mail under DATA_DIR/mail.
    #[arg(long, env = "SMTP_URL", hide_env_values = true, global = true)]
    pub smtp_url: Option<String>,
    /// Sentry-compatible DSN (`https://<key>@host/<project>`) client error reports are also
    /// forwarded to; unset keeps them on this server only.
    #[arg(long, env = "SENTRY_DSN", hide_env_values = true, global = true)]
    pub sentry_dsn: Option<String>,
    /// The operator's federal employer identification number (`12-3456789`), printed as the
    /// payer's TIN on W-2G forms; required in production.
    #[arg(long, env = "W2G_PAYER_EIN", global = true)]
    pub w2g_payer_ein: Option<String>,
    /// The brand's live support chat, opened by the Live Chat button of the help page
    /// (an https URL; http only on loopback outside production); unset hides the button.
    #[arg(long, env = "SUPPORT_CHAT_URL", global = true)]
    pub support_chat_url: Option<String>,
    /// The media partner of account linking: its ID tokens' issuer. With PARTNER_JWKS_URL,
    /// PARTNER_AUTHORIZE_URL, PARTNER_TOKEN_URL and PARTNER_CLIENT_ID (all or none; https).
    /// Unset: the built-in sandbox partner (outside production only).
    #[arg(long, env = "PARTNER_ISSUER", global = true)]
    pub partner_issuer: Option<String>,
    #[arg(long, env = "PARTNER_JWKS_URL", global = true)]
    pub partner_jwks_url: Option<String>,
    #[arg(long, env = "PARTNER_AUTHORIZE_URL", global = true)]
    pub partner_authorize_url: Option<String>,
    #[arg(long, env = "PARTNER_TOKEN_URL", global = true)]
    pub partner_token_url: Option<String>,
    #[arg(long, env = "PARTNER_CLIENT_ID", global = true)]
    pub partner_client_id: Option<String>,
    /// NATS (with JetStream) carrying events between the nodes of a multi-node deployment:
    /// `nats://host:4222`. Unset: one node with the in-process bus.
    #[arg(long, env = "NATS_URL", hide_env_values = true, global = true)]
    pub nats_url: Option<String>,
    /// Subject prefix and stream name of this deployment's events on NATS.
    #[arg(long, env = "NATS_PREFIX", default_value = server::config::DEFAULT_NATS_PREFIX, global = true)]
    pub nats_prefix: String,
    /// Log as JSON lines.
    #[arg(long, env = "LOG_JSON", global = true)]
    pub log_json: bool,
    /// Key for GET /api/dev/feature-flags (header x-flags-private-key); default "dev-flags-key"
    /// outside production (the endpoint answers 404 in production).
    #[arg(long, env = "FLAGS_PRIVATE_KEY", hide_env_values = true, global = true)]
    pub flags_private_key: Option<String>,
    /// Waiting-room limit on concurrent sessions (0 = off); `admin waiting-room` overrides it.
    #[arg(
        long,
        env = "WAITING_ROOM_MAX_SESSIONS",
        default_value_t = 0,
        global = true
    )]
    pub waiting_room_max_sessions: u32,
    /// Seconds an admitted waiting-room ticket may idle before its seat frees.
    #[arg(
        long,
        env = "WAITING_ROOM_IDLE_SECONDS",
        default_value_t = 60,
        global = true
    )]
    pub waiting_room_idle_seconds: u64,
    /// The built-in live sports simulator: on or off (default on in development, off in
    /// production).
    #[arg(long, env = "SIM", global = true)]
    pub sim: Option<String>,
    /// The simulator's seed (the same seed plays the same games).
    #[arg(long, env = "SIM_SEED", default_value_t = 2026, global = true)]
    pub sim_seed: u64,
    /// How much faster than real time simulated games run (1 = real time).
    #[arg(long, env = "SIM_SPEED", default_value_t = 1.0, global = true)]
    pub sim_speed: f64,
    /// Address of the payments frame's own listener (default: BIND's port + 1; `off` serves
    /// no frame).
    #[arg(long, env = "PAYMENTS_BIND", global = true)]
    pub payments_bind: Option<String>,
    /// Public origin of the payments frame (default http://<PAYMENTS_BIND>).
    #[arg(long, env = "PAYMENTS_ORIGIN", global = true)]
    pub payments_origin: Option<String>,
    /// Seconds the sandbox processor keeps transfers, wires, cash and withdrawals pending.
    #[arg(
        long,
        env = "PAYMENTS_SETTLE_SECONDS",
        default_value_t = 60,
        global = true
    )]
    pub payments_settle_seconds: u64,
    /// HMAC secret of processor callbacks (required in production).
    #[arg(
        long,
        env = "PAYMENTS_CALLBACK_SECRET",
        hide_env_values = true,
        global = true
    )]
    pub payments_callback_secret: Option<String>,
    /// HMAC secret of identity-verification result callbacks (required in production).
    #[arg(
        long,
        env = "VERIFICATION_CALLBACK_SECRET",
        hide_env_values = true,
        global = true
    )]
    pub verification_callback_secret: Option<String>,
    /// Seconds the sandbox identity-verification provider takes to post its result.
    #[arg(
        long,
        env = "VERIFICATION_RESULT_SECONDS",
        default_value_t = 2,
        global = true
    )]
    pub verification_result_seconds: u64,
    /// Lifetime deposits (cents) an account may make before it must verify its identity.
    #[arg(
        long,
        env = "VERIFICATION_DEPOSIT_THRESHOLD_CENTS",
        default_value_t = domain::verification::DEFAULT_DEPOSIT_THRESHOLD_CENTS,
        global = true
    )]
    pub verification_deposit_threshold_cents: i64,
    /// HMAC key of geo packets (random per start outside production; required in production).
    #[arg(long, env = "GEO_SIGNING_KEY", hide_env_values = true, global = true)]
    pub geo_signing_key: Option<String>,
    /// Seconds a location authorisation lasts (default 1200; the client refreshes at 80 %).
    #[arg(long, env = "GEO_AUTH_TTL_SECONDS", global = true)]
    pub geo_auth_ttl_seconds: Option<u64>,
    /// Seconds a location licence lasts (default 3600).
    #[arg(long, env = "GEO_LICENSE_TTL_SECONDS", global = true)]
    pub geo_license_ttl_seconds: Option<u64>,
    /// Positions closer than this many metres to another region are refused (default 400).
    #[arg(long, env = "GEO_BORDER_METERS", global = true)]
    pub geo_border_meters: Option<f64>,
    /// Moves between authorised positions faster than this are teleports (default 900).
    #[arg(long, env = "GEO_MAX_SPEED_KMH", global = true)]
    pub geo_max_speed_kmh: Option<f64>,
    /// File of flagged CIDR ranges (default: the list shipped in crates/server/data/).
    #[arg(long, env = "GEO_VPN_LIST", global = true)]
    pub geo_vpn_list: Option<std::path::PathBuf>,
    /// `on` (default) or `off`: off makes the location collector answer 604.
    #[arg(long, env = "GEO_SERVICE", global = true)]
    pub geo_service: Option<String>,
    /// Minimum stake in cents (default 10 = $0.10).
    #[arg(long, env = "BET_MIN_STAKE_CENTS", global = true)]
    pub bet_min_stake_cents: Option<i64>,
    /// Most staked on one selection, in cents (default 5000000 = $50,000.00).
    #[arg(long, env = "BET_MAX_STAKE_PER_SELECTION_CENTS", global = true)]
    pub bet_max_stake_per_selection_cents: Option<i64>,
    /// Most staked on one bet, in cents (default 25000000 = $250,000.00).
    #[arg(long, env = "BET_MAX_STAKE_PER_BET_CENTS", global = true)]
    pub bet_max_stake_per_bet_cents: Option<i64>,
    /// Largest win of one bet, in cents (default 100000000 = $1,000,000.00).
    #[arg(long, env = "BET_MAX_WIN_CENTS", global = true)]
    pub bet_max_win_cents: Option<i64>,
    /// Multiplies the in-play acceptance delays (default 1; e.g. 0.1 in end-to-end tests).
    #[arg(long, env = "BET_DELAY_SCALE", global = true)]
    pub bet_delay_scale: Option<f64>,
    /// The house's cut of cash-out values in basis points (default 500 = 5%; 0 to 5000).
    #[arg(long, env = "CASHOUT_MARGIN_BP", global = true)]
    pub cashout_margin_bp: Option<u32>,
    /// A pushed teaser leg: `reduce` (default: dropped, the teaser repriced) or `lose`.
    #[arg(long, env = "BET_TEASER_TIES", global = true)]
    pub bet_teaser_ties: Option<String>,
    /// Work per new password hash: `production` (default, OWASP argon2id) or `test` (cheapest;
    /// for test servers only, refused with APP_ENV=production).
    #[arg(
        long,
        env = "PASSWORD_HASH_COST",
        default_value = "production",
        global = true
    )]
    pub password_hash_cost: String,
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Apply migrations, then serve.
    Serve,
    /// Apply migrations.
    Migrate,
    /// Create demo data (development only; idempotent).
    Seed,
    /// Print the GraphQL schema (SDL).
    Schema,
    /// Operator commands.
    Admin {
        #[command(subcommand)]
        command: AdminCommand,
    },
}

#[derive(Debug, Subcommand)]
pub enum AdminCommand {
    /// The money ledger.
    Ledger {
        #[command(subcommand)]
        command: LedgerCommand,
    },
    /// Feature-flag rules.
    Flags {
        #[command(subcommand)]
        command: crate::admin::flags::FlagsCommand,
    },
    /// Maintenance mode: on (logs every bettor out), off, status.
    Maintenance {
        #[command(subcommand)]
        command: crate::admin::maintenance::MaintenanceCommand,
    },
    /// Waiting room: cap concurrent sessions (--max N, 0 = off).
    WaitingRoom(crate::admin::waiting_room::WaitingRoomArgs),
    /// Identity verification: show, approve or reject (audited).
    Verification {
        #[command(subcommand)]
        command: crate::admin::verification::VerificationCommand,
    },
    /// Casino restrictions: casino --email E (--days N | --until DATE | --indefinite) --reason
    /// TEXT --by NAME, list --email E, lift ID --by NAME.
    Restrict {
        #[command(subcommand)]
        command: crate::admin::restrict::RestrictCommand,
    },
    /// Custom dialogs: publish FILE.json, list, unpublish ID.
    Dialogs {
        #[command(subcommand)]
        command: crate::admin::dialogs::DialogsCommand,
    },
    /// Rewards: award bonus-bet|profit-boost|credits --email E ...
    Award {
        #[command(subcommand)]
        command: crate::admin::award::AwardCommand,
    },
    /// Promotions: create FILE.json --by NAME, list, pause|resume|end ID --by NAME, audit ID.
    Promotions {
        #[command(subcommand)]
        command: crate::admin::promotions::PromotionsCommand,
    },
    /// Segments: add|remove NAME --email E --by NAME, list.
    Segments {
        #[command(subcommand)]
        command: crate::admin::segments::SegmentsCommand,
    },
    /// The casino's audit: replay ROUND.
    Casino {
        #[command(subcommand)]
        command: crate::admin::casino::CasinoCommand,
    },
    /// Grades, re-grades or voids one market by hand: MARKET --void | --result SEL=GRADE...
    Settle(crate::admin::settle::SettleArgs),
    /// Overrides one bet by hand: BET --void | --leg N=GRADE... | --clear
    SettleBet(crate::admin::settle::SettleBetArgs),
    /// The sports feed: push FILE..., check FILE..., keys create|list|revoke.
    Feed {
        #[command(subcommand)]
        command: crate::admin::feed::FeedCommand,
    },
}

#[derive(Debug, Subcommand)]
pub enum LedgerCommand {
    /// Check every transaction sums to zero and every cached balance equals its postings.
    Verify,
}
