//! Where a request comes from: client IP, country and region.
//!
//! In production the edge (CDN or load balancer) geolocates the client IP and forwards the
//! result in trusted headers: `x-client-ip`, `x-client-country` (ISO 3166-1 alpha-2) and
//! `x-client-region` (ISO 3166-2, e.g. `US-NJ`), plus `x-client-city`. Those headers are
//! believed only from a peer listed in `TRUSTED_PROXIES` (loopback by default in development,
//! so the dev proxy and tests can act from other places; none by default in production);
//! from any other peer they are ignored and the socket address is the client. Outside
//! production, loopback and private addresses (a developer machine, tests) map to
//! `DEV_DEFAULT_REGION`.

use crate::config::Config;
use axum::http::HeaderMap;
use std::net::IpAddr;

/// Resolved origin of one request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClientLocation {
    pub ip: Option<IpAddr>,
    /// ISO 3166-1 alpha-2, upper case, when known.
    pub country: Option<String>,
    /// ISO 3166-2, upper case, when known (e.g. `US-NJ`).
    pub region: Option<String>,
    pub city: Option<String>,
}

impl ClientLocation {
    /// Nowhere known: for work done on nobody's behalf (rendering shared data).
    pub fn unknown() -> Self {
        Self {
            ip: None,
            country: None,
            region: None,
            city: None,
        }
    }

    /// The region when it is one the operator is licensed in.
    pub fn operating_region(&self) -> Option<&'static domain::region::Region> {
        self.region
            .as_deref()
            .and_then(domain::region::find)
            .filter(|r| r.operating)
    }

    /// Whether the country is one the product serves (US or CA).
    pub fn in_served_country(&self) -> bool {
        self.country
            .as_deref()
            .and_then(domain::region::Country::parse)
            .is_some()
    }
}

fn header(headers: &HeaderMap, name: &str) -> Option<String> {
    headers
        .get(name)
        .and_then(|v| v.to_str().ok())
        .map(str::trim)
        .filter(|v| !v.is_empty() && v.len() <= 64)
        .map(str::to_owned)
}

fn is_local(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => {
            v4.is_loopback() || v4.is_private() || v4.is_link_local() || v4.is_unspecified()
        }
        IpAddr::V6(v6) => {
            v6.is_loopback() || v6.is_unspecified() || (v6.segments()[0] & 0xfe00) == 0xfc00
        }
    }
}

/// Resolves the client's location from the edge headers (when `peer` is a trusted proxy) and
/// the peer address.
pub fn resolve(config: &Config, headers: &HeaderMap, peer: Option<IpAddr>) -> ClientLocation {
    if !peer.is_some_and(|p| config.trusts_proxy(p)) {
        return resolve_forwarded(config, &HeaderMap::new(), peer);
    }
    resolve_forwarded(config, headers, peer)
}

fn resolve_forwarded(config: &Config, headers: &HeaderMap, peer: Option<IpAddr>) -> ClientLocation {
    let forwarded_ip = header(headers, "x-client-ip").and_then(|v| v.parse::<IpAddr>().ok());
    let ip = forwarded_ip.or(peer);
    let country = header(headers, "x-client-country")
        .map(|c| c.to_ascii_uppercase())
        .filter(|c| c.len() == 2 && c.bytes().all(|b| b.is_ascii_alphabetic()));
    let region = header(headers, "x-client-region")
        .and_then(|r| domain::region::find(&r))
        .map(|r| r.code.to_owned());
    let city = header(headers, "x-client-city");

    if region.is_some() || country.is_some() {
        let country = country.or_else(|| {
            region
                .as_deref()
                .and_then(|r| r.get(..2))
                .map(str::to_owned)
        });
        return ClientLocation {
            ip,
            country,
            region,
            city,
        };
    }
    let local = ip.is_none_or(is_local);
    if local && !config.env.is_production() {
        let region = domain::region::find(&config.dev_default_region);
        return ClientLocation {
            ip,
            country: region.map(|r| r.country.code().to_owned()),
            region: region.map(|r| r.code.to_owned()),
            city: None,
        };
    }
    ClientLocation {
        ip,
        country: None,
        region: None,
        city,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;
    use std::path::PathBuf;

    fn config() -> Config {
        Config::development(PathBuf::from("/tmp"))
    }

    #[test]
    fn loopback_maps_to_dev_default_region() {
        let loc = resolve(
            &config(),
            &HeaderMap::new(),
            Some("127.0.0.1".parse().unwrap()),
        );
        assert_eq!(loc.region.as_deref(), Some("US-NJ"));
        assert_eq!(loc.country.as_deref(), Some("US"));
        assert!(loc.operating_region().is_some());
    }

    #[test]
    fn edge_headers_win_and_are_validated() {
        let mut h = HeaderMap::new();
        h.insert("x-client-country", HeaderValue::from_static("fr"));
        let loc = resolve(&config(), &h, Some("127.0.0.1".parse().unwrap()));
        assert_eq!(loc.country.as_deref(), Some("FR"));
        assert!(!loc.in_served_country());
        h.insert("x-client-region", HeaderValue::from_static("ca-on"));
        h.insert("x-client-country", HeaderValue::from_static("CA"));
        let loc = resolve(&config(), &h, Some("::1".parse().unwrap()));
        assert_eq!(loc.region.as_deref(), Some("CA-ON"));
        h.insert("x-client-region", HeaderValue::from_static("<script>"));
        assert_eq!(
            resolve(&config(), &h, Some("::1".parse().unwrap())).region,
            None
        );
    }

    #[test]
    fn forwarding_headers_from_untrusted_peers_are_ignored() {
        let mut h = HeaderMap::new();
        h.insert("x-client-ip", HeaderValue::from_static("203.0.113.9"));
        h.insert("x-client-region", HeaderValue::from_static("US-PA"));
        let peer: IpAddr = "198.51.100.20".parse().unwrap();
        let loc = resolve(&config(), &h, Some(peer));
        assert_eq!(loc.ip, Some(peer));
        assert_eq!(loc.region, None);
        assert_eq!(resolve(&config(), &h, None).ip, None);

        let mut c = config();
        c.trusted_proxies = crate::config::parse_trusted_proxies("198.51.100.0/24").unwrap();
        let loc = resolve(&c, &h, Some(peer));
        assert_eq!(loc.ip, Some("203.0.113.9".parse().unwrap()));
        assert_eq!(loc.region.as_deref(), Some("US-PA"));
        c.trusted_proxies.clear();
        let loopback = resolve(&c, &h, Some("127.0.0.1".parse().unwrap()));
        assert_eq!(loopback.ip, Some("127.0.0.1".parse().unwrap()));
        assert_eq!(loopback.region.as_deref(), Some("US-NJ"));
    }

    #[test]
    fn production_does_not_guess() {
        let mut c = config();
        c.env = crate::config::AppEnv::Production;
        let loc = resolve(&c, &HeaderMap::new(), Some("127.0.0.1".parse().unwrap()));
        assert_eq!(loc.region, None);
        assert_eq!(loc.country, None);
    }
}
