//! Turns flags and environment into a validated [`server::config::Config`].

use crate::cli::Cli;
use anyhow::{Context, bail};
use server::config::{AppEnv, Config, Secret};
use server::password::HashCost;
use std::path::Path;
use std::time::Duration;

/// The database URL, defaulting to a SQLite file under the data folder.
pub fn database_url(cli: &Cli) -> anyhow::Result<String> {
    if let Some(url) = &cli.database_url {
        return Ok(url.clone());
    }
    std::fs::create_dir_all(&cli.data_dir)
        .with_context(|| format!("cannot create data folder {}", cli.data_dir.display()))?;
    Ok(format!(
        "sqlite://{}",
        cli.data_dir.join("sportsbook.db").display()
    ))
}

pub fn load(cli: &Cli) -> anyhow::Result<Config> {
    let env = AppEnv::parse(&cli.app_env).map_err(anyhow::Error::msg)?;
    let brand = cli.brand.as_str();
    if !["halftime", "scorecard", "riverbend", "silvermesa"].contains(&brand) {
        bail!("BRAND must be one of halftime, scorecard, riverbend, silvermesa (got {brand:?})");
    }
    if domain::region::find(&cli.dev_default_region).is_none() {
        bail!(
            "DEV_DEFAULT_REGION {:?} is not an ISO 3166-2 region we know",
            cli.dev_default_region
        );
    }
    let bind = cli
        .bind
        .parse()
        .with_context(|| format!("BIND {:?} is not host:port", cli.bind))?;
    let mut config = Config::development(cli.data_dir.clone());
    config.env = env;
    config.bind = bind;
    config.brand = brand.to_owned();
    config.token_secret = Secret(token_secret(cli, env)?);
    config.public_url = cli
        .public_url
        .clone()
        .unwrap_or_else(|| format!("http://{bind}"));
    config.web_dir = cli.web_dir.clone().or_else(|| {
        let dir = Path::new("web/dist").join(brand);
        dir.join("index.html").exists().then_some(dir)
    });
    config.access_token_ttl = positive(cli.access_token_ttl_seconds, "ACCESS_TOKEN_TTL_SECONDS")?;
    config.refresh_token_ttl =
        positive(cli.refresh_token_ttl_seconds, "REFRESH_TOKEN_TTL_SECONDS")?;
    config.session_max_age = positive(cli.session_max_age_seconds, "SESSION_MAX_AGE_SECONDS")?;
    config.inactivity_minutes = cli.inactivity_minutes.max(1);
    config.heartbeat_seconds = cli.heartbeat_seconds.max(5);
    config.dev_default_region = cli.dev_default_region.to_ascii_uppercase();
    config.failed_login_limits = parse_limits(&cli.failed_login_limits)?;
    config.trusted_proxies = match &cli.trusted_proxies {
        Some(raw) => server::config::parse_trusted_proxies(raw).map_err(anyhow::Error::msg)?,
        None if env.is_production() => Vec::new(),
        None => server::config::loopback_proxies(),
    };
    config.smtp_url = cli.smtp_url.clone().map(Secret);
    config.flags_private_key = Secret(match &cli.flags_private_key {
        Some(key) if !key.trim().is_empty() => key.trim().to_owned(),
        Some(_) => bail!("FLAGS_PRIVATE_KEY must not be empty"),
        // Production never serves the listing; a random key keeps it closed regardless.
        None if env.is_production() => server::tokens::random_token(),
        None => "dev-flags-key".to_owned(),
    });
    config.waiting_room_max_sessions = cli.waiting_room_max_sessions;
    config.waiting_room_idle =
        positive(cli.waiting_room_idle_seconds, "WAITING_ROOM_IDLE_SECONDS")?;
    config.simulator = simulator(cli, env)?;
    payments(cli, env, &mut config)?;
    verification(cli, env, &mut config)?;
    config.geo = server::location::config::GeoConfig::from_env(
        &server::location::config::GeoEnv {
            signing_key: cli.geo_signing_key.as_deref(),
            auth_ttl_seconds: cli.geo_auth_ttl_seconds,
            licence_ttl_seconds: cli.geo_license_ttl_seconds,
            border_meters: cli.geo_border_meters,
            max_speed_kmh: cli.geo_max_speed_kmh,
            vpn_list: cli.geo_vpn_list.as_deref(),
            service: cli.geo_service.as_deref(),
        },
        env.is_production(),
    )
    .map_err(anyhow::Error::msg)?;
    config.betting = betting(cli)?;
    config.password_hash_cost =
        HashCost::parse(&cli.password_hash_cost).map_err(anyhow::Error::msg)?;
    if env.is_production() && config.password_hash_cost != HashCost::Production {
        bail!("PASSWORD_HASH_COST=test is for test servers, not APP_ENV=production");
    }
    server::mail::check_config(&config).context("SMTP_URL is not usable")?;
    config.sentry_dsn = cli
        .sentry_dsn
        .as_deref()
        .map(str::trim)
        .filter(|dsn| !dsn.is_empty())
        .map(server::telemetry::sentry::SentryDsn::parse)
        .transpose()
        .map_err(|e| anyhow::anyhow!("SENTRY_DSN is not usable: {e}"))?;
    config.w2g_payer_ein = match cli.w2g_payer_ein.as_deref().map(str::trim) {
        Some(ein) if !ein.is_empty() => Some(
            domain::tax::w2g::check_ein(ein)
                .map_err(|e| anyhow::anyhow!("W2G_PAYER_EIN is not usable: {e}"))?,
        ),
        _ if env.is_production() => {
            bail!(
                "W2G_PAYER_EIN is required when APP_ENV=production (the operator's EIN, 12-3456789)"
            )
        }
        _ => None,
    };
    config.support_chat_url = cli
        .support_chat_url
        .as_deref()
        .map(str::trim)
        .filter(|u| !u.is_empty())
        .map(|u| support_chat_url(u, env))
        .transpose()?;
    config.partner = partner(cli, env)?;
    config.nats = match cli.nats_url.as_deref().filter(|u| !u.trim().is_empty()) {
        Some(url) => Some(
            server::config::NatsConfig::parse(url, &cli.nats_prefix).map_err(anyhow::Error::msg)?,
        ),
        None => None,
    };
    Ok(config)
}

/// `PARTNER_*`: all five or none; the URLs https (http on loopback outside production).
fn partner(cli: &Cli, env: AppEnv) -> anyhow::Result<Option<server::config::PartnerConfig>> {
    let given = [
        ("PARTNER_ISSUER", &cli.partner_issuer),
        ("PARTNER_JWKS_URL", &cli.partner_jwks_url),
        ("PARTNER_AUTHORIZE_URL", &cli.partner_authorize_url),
        ("PARTNER_TOKEN_URL", &cli.partner_token_url),
        ("PARTNER_CLIENT_ID", &cli.partner_client_id),
    ]
    .map(|(name, v)| (name, v.as_deref().map(str::trim).filter(|v| !v.is_empty())));
    if given.iter().all(|(_, v)| v.is_none()) {
        return Ok(None);
    }
    let missing: Vec<&str> = given
        .iter()
        .filter(|(_, v)| v.is_none())
        .map(|(name, _)| *name)
        .collect();
    if !missing.is_empty() {
        bail!(
            "account linking needs every PARTNER_* setting; missing {}",
            missing.join(", ")
        );
    }
    let [issuer, jwks, authorize, token, client] = given.map(|(name, v)| (name, v.unwrap_or("")));
    for (name, raw) in [issuer, jwks, authorize, token] {
        partner_url(name, raw, env)?;
    }
    Ok(Some(server::config::PartnerConfig {
        issuer: issuer.1.to_owned(),
        jwks_url: jwks.1.to_owned(),
        authorize_url: authorize.1.to_owned(),
        token_url: token.1.to_owned(),
        client_id: client.1.to_owned(),
    }))
}

fn partner_url(name: &str, raw: &str, env: AppEnv) -> anyhow::Result<()> {
    let url =
        url::Url::parse(raw).map_err(|e| anyhow::anyhow!("{name} {raw:?} is not a URL: {e}"))?;
    let loopback = matches!(url.host_str(), Some("localhost" | "127.0.0.1" | "[::1]"));
    match url.scheme() {
        "https" if url.host_str().is_some() => Ok(()),
        "http" if loopback && !env.is_production() => Ok(()),
        _ => bail!("{name} must be an https URL (http only on loopback outside production)"),
    }
}

/// `SUPPORT_CHAT_URL`: an absolute https URL, or http on a loopback host outside production
/// (a local chat during development); anything else fails start-up.
fn support_chat_url(raw: &str, env: AppEnv) -> anyhow::Result<String> {
    let url = url::Url::parse(raw)
        .map_err(|e| anyhow::anyhow!("SUPPORT_CHAT_URL {raw:?} is not a URL: {e}"))?;
    let loopback = matches!(url.host_str(), Some("localhost" | "127.0.0.1" | "[::1]"));
    match url.scheme() {
        "https" if url.host_str().is_some() => Ok(url.to_string()),
        "http" if loopback && !env.is_production() => Ok(url.to_string()),
        _ => bail!(
            "SUPPORT_CHAT_URL must be an https URL (http only on localhost outside production), got {raw:?}"
        ),
    }
}

/// Stake limits and in-play delays (`BET_*`): every amount positive and at most
/// $9,999,999.99, the minimum below the maximums, the delay scale between 0 and 10.
fn betting(cli: &Cli) -> anyhow::Result<server::config::BettingConfig> {
    let mut betting = server::config::BettingConfig::default();
    let limits = &mut betting.limits;
    for (value, slot, name) in [
        (
            cli.bet_min_stake_cents,
            &mut limits.min_stake_cents,
            "BET_MIN_STAKE_CENTS",
        ),
        (
            cli.bet_max_stake_per_selection_cents,
            &mut limits.max_stake_per_selection_cents,
            "BET_MAX_STAKE_PER_SELECTION_CENTS",
        ),
        (
            cli.bet_max_stake_per_bet_cents,
            &mut limits.max_stake_per_bet_cents,
            "BET_MAX_STAKE_PER_BET_CENTS",
        ),
        (
            cli.bet_max_win_cents,
            &mut limits.max_win_cents,
            "BET_MAX_WIN_CENTS",
        ),
    ] {
        if let Some(cents) = value {
            if !(1..=domain::betslip::MAX_AMOUNT_CENTS).contains(&cents) {
                bail!(
                    "{name} must be between 1 and {}",
                    domain::betslip::MAX_AMOUNT_CENTS
                );
            }
            *slot = cents;
        }
    }
    if limits.min_stake_cents > limits.max_stake_per_selection_cents
        || limits.min_stake_cents > limits.max_stake_per_bet_cents
    {
        bail!("BET_MIN_STAKE_CENTS must not exceed the maximum stakes");
    }
    if let Some(scale) = cli.bet_delay_scale {
        if !(scale.is_finite() && (0.0..=10.0).contains(&scale)) {
            bail!("BET_DELAY_SCALE must be between 0 and 10 (1 is the operator's delays)");
        }
        betting.delay_scale = scale;
    }
    if let Some(margin) = cli.cashout_margin_bp {
        if margin > server::config::MAX_CASHOUT_MARGIN_BP {
            bail!(
                "CASHOUT_MARGIN_BP must be between 0 and {} basis points",
                server::config::MAX_CASHOUT_MARGIN_BP
            );
        }
        betting.cashout_margin_bp = margin;
    }
    if let Some(ties) = &cli.bet_teaser_ties {
        betting.house_rules.teaser_ties = domain::settlement::TeaserTies::parse(ties)
            .ok_or_else(|| anyhow::anyhow!("BET_TEASER_TIES must be reduce or lose"))?;
    }
    Ok(betting)
}

/// The payments frame's listener and origin, the sandbox pace and the callback secret.
fn payments(cli: &Cli, env: AppEnv, config: &mut Config) -> anyhow::Result<()> {
    let payments = &mut config.payments;
    payments.bind = match cli.payments_bind.as_deref().map(str::trim) {
        Some("off") => None,
        Some(addr) => Some(
            addr.parse()
                .with_context(|| format!("PAYMENTS_BIND {addr:?} is not host:port"))?,
        ),
        None => {
            let mut addr = config.bind;
            addr.set_port(
                config
                    .bind
                    .port()
                    .checked_add(1)
                    .context("BIND port too high")?,
            );
            Some(addr)
        }
    };
    payments.origin = match (&cli.payments_origin, payments.bind) {
        (Some(origin), _) => {
            let url = url::Url::parse(origin.trim())
                .with_context(|| format!("PAYMENTS_ORIGIN {origin:?} is not a URL"))?;
            url.origin().ascii_serialization()
        }
        (None, Some(bind)) => format!("http://{bind}"),
        (None, None) => config.public_url.clone(),
    };
    payments.settle_delay = positive(cli.payments_settle_seconds, "PAYMENTS_SETTLE_SECONDS")?;
    payments.callback_secret = Secret(match &cli.payments_callback_secret {
        Some(secret) if secret.trim().len() >= 32 => secret.trim().to_owned(),
        Some(_) => bail!("PAYMENTS_CALLBACK_SECRET must be at least 32 characters"),
        None if env.is_production() => {
            bail!("PAYMENTS_CALLBACK_SECRET is required in production")
        }
        None => payments.callback_secret.0.clone(),
    });
    Ok(())
}

/// The identity-verification provider's callback secret, the sandbox's delay and the
/// unverified deposit threshold.
fn verification(cli: &Cli, env: AppEnv, config: &mut Config) -> anyhow::Result<()> {
    let verification = &mut config.verification;
    verification.callback_secret = Secret(match &cli.verification_callback_secret {
        Some(secret) if secret.trim().len() >= 32 => secret.trim().to_owned(),
        Some(_) => bail!("VERIFICATION_CALLBACK_SECRET must be at least 32 characters"),
        None if env.is_production() => {
            bail!("VERIFICATION_CALLBACK_SECRET is required in production")
        }
        None => verification.callback_secret.0.clone(),
    });
    verification.result_delay = Duration::from_secs(cli.verification_result_seconds);
    if !(0..=domain::payments::MAX_AMOUNT_CENTS).contains(&cli.verification_deposit_threshold_cents)
    {
        bail!("VERIFICATION_DEPOSIT_THRESHOLD_CENTS must be 0 to 100000000");
    }
    verification.deposit_threshold_cents = cli.verification_deposit_threshold_cents;
    Ok(())
}

/// The simulator runs when `SIM=on`, or by default outside production.
fn simulator(
    cli: &Cli,
    env: AppEnv,
) -> anyhow::Result<Option<server::feed::simulator::SimulatorConfig>> {
    let on = match cli.sim.as_deref().map(str::trim) {
        None | Some("") => !env.is_production(),
        Some("on" | "true" | "1") => true,
        Some("off" | "false" | "0") => false,
        Some(other) => bail!("SIM must be on or off, not {other:?}"),
    };
    if !(cli.sim_speed.is_finite() && (0.1..=10_000.0).contains(&cli.sim_speed)) {
        bail!("SIM_SPEED must be between 0.1 and 10000 (1 is real time)");
    }
    Ok(on.then_some(server::feed::simulator::SimulatorConfig {
        seed: cli.sim_seed,
        speed: cli.sim_speed,
    }))
}

fn positive(seconds: u64, name: &str) -> anyhow::Result<Duration> {
    if seconds == 0 {
        bail!("{name} must be greater than zero");
    }
    Ok(Duration::from_secs(seconds))
}

fn parse_limits(raw: &str) -> anyhow::Result<Vec<(String, u32)>> {
    raw.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|pair| {
            let (region, n) = pair
                .split_once('=')
                .with_context(|| format!("FAILED_LOGIN_LIMITS entry {pair:?} is not REGION=N"))?;
            if domain::region::find(region).is_none() {
                bail!("FAILED_LOGIN_LIMITS names unknown region {region:?}");
            }
            let n: u32 = n
                .parse()
                .with_context(|| format!("FAILED_LOGIN_LIMITS count {n:?} is not a number"))?;
            if n == 0 {
                bail!("FAILED_LOGIN_LIMITS count for {region} must be at least 1");
            }
            Ok((region.to_ascii_uppercase(), n))
        })
        .collect()
}

/// The token secret: from TOKEN_SECRET; in development generated once and kept under the
/// data folder; in production a missing secret is a start-up error.
fn token_secret(cli: &Cli, env: AppEnv) -> anyhow::Result<String> {
    if let Some(secret) = &cli.token_secret {
        if secret.len() < 32 {
            bail!("TOKEN_SECRET must be at least 32 characters");
        }
        return Ok(secret.clone());
    }
    if env.is_production() {
        bail!("TOKEN_SECRET is required when APP_ENV=production (at least 32 random characters)");
    }
    let path = cli.data_dir.join("token-secret");
    if let Ok(existing) = std::fs::read_to_string(&path) {
        let existing = existing.trim().to_owned();
        if existing.len() >= 32 {
            return Ok(existing);
        }
    }
    std::fs::create_dir_all(&cli.data_dir)
        .with_context(|| format!("cannot create data folder {}", cli.data_dir.display()))?;
    let secret = server::tokens::random_token();
    std::fs::write(&path, &secret).with_context(|| format!("cannot write {}", path.display()))?;
    Ok(secret)
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    fn cli(args: &[&str]) -> Cli {
        let base = [
            "sportsbook",
            "--token-secret",
            "test-secret-0123456789abcdef0123456789",
            "--data-dir",
            "/tmp/sportsbook-settings-test",
        ];
        Cli::try_parse_from(
            base.iter()
                .chain(args)
                .copied()
                .chain(["admin", "flags", "list"]),
        )
        .unwrap()
    }

    #[test]
    fn trusted_proxies_default_by_environment_and_refuse_bad_values() {
        let dev = load(&cli(&[])).unwrap();
        assert!(dev.trusts_proxy("127.0.0.1".parse().unwrap()));
        let set = load(&cli(&["--trusted-proxies", "10.1.0.0/16"])).unwrap();
        assert!(set.trusts_proxy("10.1.2.3".parse().unwrap()));
        assert!(!set.trusts_proxy("127.0.0.1".parse().unwrap()));
        let err = load(&cli(&["--trusted-proxies", "10.1.0.0/16,not-an-ip"])).unwrap_err();
        assert!(err.to_string().contains("TRUSTED_PROXIES"), "{err}");
    }

    #[test]
    fn support_chat_urls_are_https_or_local_in_development() {
        let dev = AppEnv::parse("development").expect("env");
        let prod = AppEnv::parse("production").expect("env");
        assert_eq!(
            support_chat_url("https://help.example.com/chat", prod).expect("https"),
            "https://help.example.com/chat"
        );
        assert!(support_chat_url("http://localhost:9000/chat", dev).is_ok());
        assert!(support_chat_url("http://localhost:9000/chat", prod).is_err());
        assert!(support_chat_url("http://help.example.com/chat", dev).is_err());
        assert!(support_chat_url("javascript:alert(1)", dev).is_err());
        assert!(support_chat_url("/chat", dev).is_err());
        let config =
            load(&cli(&["--support-chat-url", "https://help.example.com/c"])).expect("config");
        assert_eq!(
            config.support_chat_url.as_deref(),
            Some("https://help.example.com/c")
        );
        assert_eq!(load(&cli(&[])).expect("config").support_chat_url, None);
    }

    #[test]
    fn a_partner_needs_every_setting_and_https() {
        assert_eq!(load(&cli(&[])).expect("config").partner, None);
        let full = [
            "--partner-issuer",
            "https://id.partner.example",
            "--partner-jwks-url",
            "https://id.partner.example/jwks",
            "--partner-authorize-url",
            "https://id.partner.example/authorize",
            "--partner-token-url",
            "https://id.partner.example/token",
            "--partner-client-id",
            "sportsbook",
        ];
        let partner = load(&cli(&full)).expect("config").partner.expect("partner");
        assert_eq!(partner.client_id, "sportsbook");
        assert_eq!(partner.token_url, "https://id.partner.example/token");
        let err = load(&cli(&full[..8])).unwrap_err();
        assert!(err.to_string().contains("PARTNER_CLIENT_ID"), "{err}");
        let mut insecure = full;
        insecure[7] = "http://id.partner.example/token";
        let err = load(&cli(&insecure)).unwrap_err();
        assert!(err.to_string().contains("PARTNER_TOKEN_URL"), "{err}");
        let mut local = full;
        local[7] = "http://127.0.0.1:9000/token";
        assert!(
            load(&cli(&local)).is_ok(),
            "http on loopback outside production"
        );
    }
}
