//! Settings of the built-in location provider (the `GEO_*` environment variables).

use crate::config::Secret;
use domain::geolocation::IpList;
use std::path::Path;
use std::time::Duration;

/// The VPN/proxy list shipped with the server (`crates/server/data/geo-vpn-list.txt`).
pub const DEFAULT_VPN_LIST: &str = include_str!("../../data/geo-vpn-list.txt");

/// Validated location settings.
#[derive(Debug, Clone)]
pub struct GeoConfig {
    /// HMAC key of geo packets (`GEO_SIGNING_KEY`; random per start outside production).
    pub signing_key: Secret,
    /// How long an authorisation lasts (`GEO_AUTH_TTL_SECONDS`); the client refreshes at 80 %.
    pub auth_ttl: Duration,
    /// How long a licence lasts (`GEO_LICENSE_TTL_SECONDS`).
    pub licence_ttl: Duration,
    /// Positions closer than this to another region are in the exclusion zone
    /// (`GEO_BORDER_METERS`).
    pub border_meters: f64,
    /// Faster moves between authorised positions are teleports (`GEO_MAX_SPEED_KMH`).
    pub max_speed_kmh: f64,
    /// Flagged client addresses (`GEO_VPN_LIST`, a file; the shipped list by default).
    pub vpn_list: IpList,
    /// Whether the provider answers (`GEO_SERVICE=on|off`; off: the collector answers 604).
    pub service_on: bool,
}

/// The raw `GEO_*` values, as the command line read them.
#[derive(Debug, Clone, Default)]
pub struct GeoEnv<'a> {
    pub signing_key: Option<&'a str>,
    pub auth_ttl_seconds: Option<u64>,
    pub licence_ttl_seconds: Option<u64>,
    pub border_meters: Option<f64>,
    pub max_speed_kmh: Option<f64>,
    pub vpn_list: Option<&'a Path>,
    pub service: Option<&'a str>,
}

impl GeoConfig {
    /// The defaults, with a random signing key.
    pub fn development() -> Self {
        Self {
            signing_key: Secret(crate::tokens::random_token()),
            auth_ttl: Duration::from_secs(1200),
            licence_ttl: Duration::from_secs(3600),
            border_meters: 400.0,
            max_speed_kmh: 900.0,
            // The shipped list is checked by a test; an unreadable one would be empty.
            vpn_list: IpList::parse(DEFAULT_VPN_LIST).unwrap_or_default(),
            service_on: true,
        }
    }

    /// Validates the environment's values; `production` requires a signing key.
    pub fn from_env(env: &GeoEnv<'_>, production: bool) -> Result<Self, String> {
        let mut config = Self::development();
        match env.signing_key.map(str::trim) {
            Some(key) if key.len() >= 32 => config.signing_key = Secret(key.to_owned()),
            Some(_) => return Err("GEO_SIGNING_KEY must be at least 32 characters".into()),
            None if production => {
                return Err("GEO_SIGNING_KEY is required when APP_ENV=production".into());
            }
            None => {}
        }
        if let Some(s) = env.auth_ttl_seconds {
            config.auth_ttl = seconds(s, "GEO_AUTH_TTL_SECONDS", 60, 86_400)?;
        }
        if let Some(s) = env.licence_ttl_seconds {
            config.licence_ttl = seconds(s, "GEO_LICENSE_TTL_SECONDS", 60, 86_400)?;
        }
        if let Some(m) = env.border_meters {
            config.border_meters = within(m, "GEO_BORDER_METERS", 0.0, 50_000.0)?;
        }
        if let Some(v) = env.max_speed_kmh {
            config.max_speed_kmh = within(v, "GEO_MAX_SPEED_KMH", 50.0, 5_000.0)?;
        }
        if let Some(path) = env.vpn_list {
            let text = std::fs::read_to_string(path)
                .map_err(|e| format!("GEO_VPN_LIST {} cannot be read: {e}", path.display()))?;
            config.vpn_list = IpList::parse(&text)
                .map_err(|e| format!("GEO_VPN_LIST {}: {e}", path.display()))?;
        }
        config.service_on = match env.service.map(str::trim) {
            None | Some("on") => true,
            Some("off") => false,
            Some(other) => return Err(format!("GEO_SERVICE must be on or off, not {other:?}")),
        };
        Ok(config)
    }
}

fn seconds(s: u64, name: &str, min: u64, max: u64) -> Result<Duration, String> {
    if (min..=max).contains(&s) {
        Ok(Duration::from_secs(s))
    } else {
        Err(format!("{name} must be from {min} to {max} seconds"))
    }
}

fn within(v: f64, name: &str, min: f64, max: f64) -> Result<f64, String> {
    if v.is_finite() && (min..=max).contains(&v) {
        Ok(v)
    } else {
        Err(format!("{name} must be from {min} to {max}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_list_parses() {
        let list = IpList::parse(DEFAULT_VPN_LIST).unwrap();
        assert_eq!(list.len(), 8);
        assert_eq!(
            list.flag("192.0.2.44".parse().unwrap()),
            Some(domain::geolocation::IpFlag::Vpn)
        );
    }

    #[test]
    fn defaults_and_validation() {
        let dev = GeoConfig::from_env(&GeoEnv::default(), false).unwrap();
        assert_eq!(dev.auth_ttl, Duration::from_secs(1200));
        assert_eq!(dev.licence_ttl, Duration::from_secs(3600));
        assert_eq!((dev.border_meters, dev.max_speed_kmh), (400.0, 900.0));
        assert!(dev.service_on && dev.signing_key.0.len() >= 32);
        let other = GeoConfig::development();
        assert_ne!(dev.signing_key.0, other.signing_key.0, "random per start");

        let err = GeoConfig::from_env(&GeoEnv::default(), true).unwrap_err();
        assert!(err.contains("GEO_SIGNING_KEY is required"), "{err}");
        let key = "k".repeat(32);
        let env = GeoEnv {
            signing_key: Some(&key),
            auth_ttl_seconds: Some(600),
            border_meters: Some(250.0),
            service: Some("off"),
            ..GeoEnv::default()
        };
        let prod = GeoConfig::from_env(&env, true).unwrap();
        assert_eq!(prod.signing_key.0, key);
        assert_eq!(prod.auth_ttl, Duration::from_secs(600));
        assert_eq!(prod.border_meters, 250.0);
        assert!(!prod.service_on);

        for bad in [
            GeoEnv {
                signing_key: Some("short"),
                ..GeoEnv::default()
            },
            GeoEnv {
                auth_ttl_seconds: Some(10),
                ..GeoEnv::default()
            },
            GeoEnv {
                licence_ttl_seconds: Some(999_999),
                ..GeoEnv::default()
            },
            GeoEnv {
                border_meters: Some(f64::NAN),
                ..GeoEnv::default()
            },
            GeoEnv {
                max_speed_kmh: Some(-1.0),
                ..GeoEnv::default()
            },
            GeoEnv {
                service: Some("maybe"),
                ..GeoEnv::default()
            },
            GeoEnv {
                vpn_list: Some(Path::new("/nonexistent/list.txt")),
                ..GeoEnv::default()
            },
        ] {
            assert!(
                GeoConfig::from_env(&bad, false).is_err(),
                "{bad:?} accepted"
            );
        }
    }
}
