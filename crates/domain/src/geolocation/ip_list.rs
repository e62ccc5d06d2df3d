//! The VPN/proxy address list: CIDR ranges with what they are, read from a text file with
//! one `<cidr> <vpn|proxy|hosting>` entry per line (`#` starts a comment).

use std::net::IpAddr;

/// An IPv4 or IPv6 network, e.g. `192.0.2.0/24`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cidr {
    network: IpAddr,
    prefix: u8,
}

impl Cidr {
    /// Parses `address/prefix` (a bare address is a single host). The address must be the
    /// network's first address (`192.0.2.1/24` is refused as ambiguous).
    pub fn parse(s: &str) -> Result<Self, String> {
        let (addr, prefix) = match s.trim().split_once('/') {
            Some((a, p)) => (a, Some(p)),
            None => (s.trim(), None),
        };
        let network: IpAddr = addr
            .parse()
            .map_err(|_| format!("{s:?} is not an IP address or CIDR range"))?;
        let max = if network.is_ipv4() { 32 } else { 128 };
        let prefix = match prefix {
            Some(p) => p
                .parse::<u8>()
                .ok()
                .filter(|p| *p <= max)
                .ok_or_else(|| format!("{s:?} has a prefix length outside 0..={max}"))?,
            None => max,
        };
        let cidr = Cidr { network, prefix };
        if mask(bits(network), prefix, max) != bits(network) {
            return Err(format!("{s:?} has host bits set after the prefix"));
        }
        Ok(cidr)
    }

    /// Whether `ip` lies in this network (IPv4-mapped IPv6 addresses count as IPv4).
    pub fn contains(&self, ip: IpAddr) -> bool {
        let ip = canonical(ip);
        if ip.is_ipv4() != self.network.is_ipv4() {
            return false;
        }
        let max = if ip.is_ipv4() { 32 } else { 128 };
        mask(bits(ip), self.prefix, max) == mask(bits(self.network), self.prefix, max)
    }
}

fn canonical(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
        IpAddr::V4(_) => ip,
    }
}

fn bits(ip: IpAddr) -> u128 {
    match ip {
        IpAddr::V4(v4) => u128::from(u32::from(v4)),
        IpAddr::V6(v6) => u128::from(v6),
    }
}

/// Keeps the first `prefix` of `width` bits.
fn mask(value: u128, prefix: u8, width: u8) -> u128 {
    if prefix == 0 {
        return 0;
    }
    let keep = u128::MAX << (128 - u32::from(prefix));
    let aligned = value << (128 - u32::from(width));
    (aligned & keep) >> (128 - u32::from(width))
}

/// What an address on the list is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IpFlag {
    /// A commercial VPN exit.
    Vpn,
    /// An open or anonymising proxy.
    Proxy,
    /// A hosting or cloud range: no home connection; treated as a VPN exit.
    Hosting,
}

impl IpFlag {
    fn parse(s: &str) -> Option<Self> {
        match s {
            "vpn" => Some(IpFlag::Vpn),
            "proxy" => Some(IpFlag::Proxy),
            "hosting" => Some(IpFlag::Hosting),
            _ => None,
        }
    }
}

/// The configured list of flagged ranges.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct IpList {
    entries: Vec<(Cidr, IpFlag)>,
}

impl IpList {
    /// Parses the list file; an error names the line.
    pub fn parse(text: &str) -> Result<Self, String> {
        let mut entries = Vec::new();
        for (n, line) in text.lines().enumerate() {
            let line = line.split_once('#').map_or(line, |(l, _)| l).trim();
            if line.is_empty() {
                continue;
            }
            let mut words = line.split_whitespace();
            let (Some(range), Some(kind), None) = (words.next(), words.next(), words.next()) else {
                return Err(format!(
                    "line {}: expected `<cidr> <vpn|proxy|hosting>`",
                    n + 1
                ));
            };
            let cidr = Cidr::parse(range).map_err(|e| format!("line {}: {e}", n + 1))?;
            let flag = IpFlag::parse(kind)
                .ok_or_else(|| format!("line {}: {kind:?} is not vpn, proxy or hosting", n + 1))?;
            entries.push((cidr, flag));
        }
        Ok(Self { entries })
    }

    /// How many ranges the list holds.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether the list is empty.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// What `ip` is flagged as (the first matching entry), if anything.
    pub fn flag(&self, ip: IpAddr) -> Option<IpFlag> {
        self.entries
            .iter()
            .find(|(cidr, _)| cidr.contains(ip))
            .map(|(_, flag)| *flag)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    #[test]
    fn cidr_matching() {
        let net = Cidr::parse("192.0.2.0/24").unwrap();
        assert!(net.contains(ip("192.0.2.0")));
        assert!(net.contains(ip("192.0.2.255")));
        assert!(!net.contains(ip("192.0.3.0")));
        assert!(!net.contains(ip("2001:db8::1")));
        assert!(net.contains(ip("::ffff:192.0.2.7")), "IPv4-mapped IPv6");
        let odd = Cidr::parse("10.0.0.0/13").unwrap();
        assert!(odd.contains(ip("10.7.255.255")));
        assert!(!odd.contains(ip("10.8.0.0")));
        let all = Cidr::parse("0.0.0.0/0").unwrap();
        assert!(all.contains(ip("8.8.8.8")));
        let host = Cidr::parse("203.0.113.9").unwrap();
        assert!(host.contains(ip("203.0.113.9")) && !host.contains(ip("203.0.113.8")));
        let v6 = Cidr::parse("2001:db8::/32").unwrap();
        assert!(v6.contains(ip("2001:db8:ffff::1")));
        assert!(!v6.contains(ip("2001:db9::1")));
        assert!(!v6.contains(ip("192.0.2.1")));
    }

    #[test]
    fn bad_ranges_are_refused() {
        assert!(Cidr::parse("192.0.2.1/24").is_err(), "host bits");
        assert!(Cidr::parse("192.0.2.0/33").is_err());
        assert!(Cidr::parse("2001:db8::/129").is_err());
        assert!(Cidr::parse("example.com/8").is_err());
        assert!(Cidr::parse("192.0.2.0/x").is_err());
    }

    #[test]
    fn list_file() {
        let list = IpList::parse(
            "# documentation ranges\n192.0.2.0/24 vpn\n\n198.51.100.0/24 proxy # TEST-NET-2\n88.198.0.0/16 hosting\n",
        )
        .unwrap();
        assert_eq!(list.len(), 3);
        assert_eq!(list.flag(ip("192.0.2.10")), Some(IpFlag::Vpn));
        assert_eq!(list.flag(ip("198.51.100.1")), Some(IpFlag::Proxy));
        assert_eq!(list.flag(ip("88.198.3.4")), Some(IpFlag::Hosting));
        assert_eq!(list.flag(ip("127.0.0.1")), None);
        let err = IpList::parse("192.0.2.0/24 vpn\n10.0.0.0/8 tor\n").unwrap_err();
        assert!(err.starts_with("line 2:"), "{err}");
        assert!(IpList::parse("192.0.2.0/24").is_err());
        assert!(IpList::parse("192.0.2.0/24 vpn extra").is_err());
        assert!(IpList::parse("").unwrap().is_empty());
    }
}
