//! Geo packets: what the collector saw, signed so the server can tell it was not altered.
//!
//! A packet is `base64url(JSON payload) + "." + base64url(HMAC-SHA256(key, first part))`
//! (no padding). The MAC covers the encoded payload exactly as sent, so any changed
//! character fails verification.

use super::errors::GeoErrorKind;
use super::position::{Position, PositionError};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use chrono::{DateTime, Duration, Utc};
use hmac::{Hmac, Mac};
use serde::{Deserialize, Serialize};
use sha2::Sha256;

/// Oldest packet accepted, in seconds.
pub const MAX_PACKET_AGE_SECONDS: i64 = 120;
/// How far in the future a packet's `collectedAt` may be (clock steps between nodes).
pub const MAX_CLOCK_SKEW_SECONDS: i64 = 5;
/// Longest packet accepted, in bytes (real ones are a few hundred).
pub const MAX_PACKET_BYTES: usize = 4096;

/// Where the client got the position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PositionSource {
    /// The browser's geolocation API.
    Browser,
    /// A fixed coordinate chosen on the dev-tools location page (outside production only).
    Fixed,
}

/// What a packet says.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PacketPayload {
    pub licence_id: String,
    pub user_id: String,
    pub session_id: String,
    pub lat: f64,
    pub lon: f64,
    /// Metres.
    pub accuracy: f64,
    pub source: PositionSource,
    /// The client address the collector saw, when it knew one.
    pub ip: Option<String>,
    /// Milliseconds since the Unix epoch.
    pub collected_at: i64,
    /// Random, unique per packet: a packet is authorised at most once.
    pub nonce: String,
}

/// Why a packet was refused before looking at the position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum PacketError {
    /// Not two base64url parts, not JSON of the expected shape, or too long.
    #[error("the packet cannot be read")]
    Malformed,
    /// The signature does not match (altered, or signed with another key).
    #[error("the packet signature does not match")]
    BadSignature,
    /// Signed, but its position is not a valid one.
    #[error("the packet position is invalid: {0}")]
    Position(PositionError),
    /// Signed, but collected in the future.
    #[error("the packet was collected in the future")]
    FromTheFuture,
    /// Older than [`MAX_PACKET_AGE_SECONDS`].
    #[error("the packet is too old")]
    Expired,
}

impl PacketError {
    /// The authorisation error it answers.
    pub fn kind(self) -> GeoErrorKind {
        match self {
            PacketError::Expired => GeoErrorKind::PacketExpired,
            PacketError::Malformed
            | PacketError::BadSignature
            | PacketError::Position(_)
            | PacketError::FromTheFuture => GeoErrorKind::PacketInvalid,
        }
    }
}

fn mac(key: &[u8]) -> Hmac<Sha256> {
    <Hmac<Sha256> as Mac>::new_from_slice(key)
        .unwrap_or_else(|_| unreachable!("HMAC takes keys of any length"))
}

impl PacketPayload {
    /// The validated position it carries.
    pub fn position(&self) -> Result<Position, PositionError> {
        Position::new(self.lat, self.lon, self.accuracy)
    }

    /// When it was collected.
    pub fn collected_at(&self) -> Option<DateTime<Utc>> {
        DateTime::from_timestamp_millis(self.collected_at)
    }

    /// Encodes and signs the payload with `key`.
    pub fn sign(&self, key: &[u8]) -> String {
        // Serialising a struct of strings and finite numbers cannot fail.
        let json = serde_json::to_vec(self).unwrap_or_default();
        let body = URL_SAFE_NO_PAD.encode(json);
        let mut mac = mac(key);
        mac.update(body.as_bytes());
        let tag = URL_SAFE_NO_PAD.encode(mac.finalize().into_bytes());
        format!("{body}.{tag}")
    }

    /// Checks the signature with `key` (constant time), reads the payload, and checks its
    /// position and age at `now`.
    pub fn verify(packet: &str, key: &[u8], now: DateTime<Utc>) -> Result<Self, PacketError> {
        if packet.len() > MAX_PACKET_BYTES {
            return Err(PacketError::Malformed);
        }
        let (body, tag) = packet.split_once('.').ok_or(PacketError::Malformed)?;
        let tag = URL_SAFE_NO_PAD
            .decode(tag)
            .map_err(|_| PacketError::Malformed)?;
        let mut mac = mac(key);
        mac.update(body.as_bytes());
        mac.verify_slice(&tag)
            .map_err(|_| PacketError::BadSignature)?;
        let json = URL_SAFE_NO_PAD
            .decode(body)
            .map_err(|_| PacketError::Malformed)?;
        let payload: PacketPayload =
            serde_json::from_slice(&json).map_err(|_| PacketError::Malformed)?;
        payload.position().map_err(PacketError::Position)?;
        let collected = payload.collected_at().ok_or(PacketError::Malformed)?;
        if collected > now + Duration::seconds(MAX_CLOCK_SKEW_SECONDS) {
            return Err(PacketError::FromTheFuture);
        }
        if now - collected > Duration::seconds(MAX_PACKET_AGE_SECONDS) {
            return Err(PacketError::Expired);
        }
        Ok(payload)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn now() -> DateTime<Utc> {
        DateTime::from_timestamp(1_767_225_600, 0).unwrap()
    }

    fn payload() -> PacketPayload {
        PacketPayload {
            licence_id: "lic1".into(),
            user_id: "u1".into(),
            session_id: "s1".into(),
            lat: 40.2237,
            lon: -74.74,
            accuracy: 20.0,
            source: PositionSource::Browser,
            ip: Some("203.0.113.7".into()),
            collected_at: now().timestamp_millis(),
            nonce: "n1".into(),
        }
    }

    #[test]
    fn a_signed_packet_verifies_with_its_key() {
        let packet = payload().sign(b"key");
        assert_eq!(PacketPayload::verify(&packet, b"key", now()), Ok(payload()));
        assert_eq!(
            PacketPayload::verify(&packet, b"other key", now()),
            Err(PacketError::BadSignature)
        );
        let (body, _) = packet.split_once('.').unwrap();
        let json = String::from_utf8(URL_SAFE_NO_PAD.decode(body).unwrap()).unwrap();
        assert!(json.contains("\"licenceId\":\"lic1\"") && json.contains("\"collectedAt\":"));
    }

    #[test]
    fn any_altered_byte_is_caught() {
        let packet = payload().sign(b"key");
        for i in 0..packet.len() {
            let mut bytes = packet.clone().into_bytes();
            bytes[i] = if bytes[i] == b'A' { b'B' } else { b'A' };
            let altered = String::from_utf8(bytes).unwrap();
            if altered == packet {
                continue;
            }
            let got = PacketPayload::verify(&altered, b"key", now());
            assert!(
                matches!(got, Err(PacketError::BadSignature | PacketError::Malformed)),
                "byte {i}: {got:?}"
            );
        }
        // A payload rewritten to another position, re-encoded with the old signature.
        let (_, tag) = packet.split_once('.').unwrap();
        let mut moved = payload();
        moved.lat = 40.5;
        let forged = format!("{}.{tag}", moved.sign(b"key").split_once('.').unwrap().0);
        assert_eq!(
            PacketPayload::verify(&forged, b"key", now()),
            Err(PacketError::BadSignature)
        );
    }

    #[test]
    fn unreadable_packets() {
        for bad in [
            "",
            "abc",
            "a.b.c",
            "!!.??",
            &"x".repeat(MAX_PACKET_BYTES + 1),
        ] {
            assert!(
                PacketPayload::verify(bad, b"key", now()).is_err(),
                "{bad:?} accepted"
            );
        }
        // Correctly signed, but not a payload.
        let body = URL_SAFE_NO_PAD.encode(br#"{"hello":1}"#);
        let mut m = mac(b"key");
        m.update(body.as_bytes());
        let packet = format!(
            "{body}.{}",
            URL_SAFE_NO_PAD.encode(m.finalize().into_bytes())
        );
        assert_eq!(
            PacketPayload::verify(&packet, b"key", now()),
            Err(PacketError::Malformed)
        );
        assert_eq!(PacketError::Malformed.kind(), GeoErrorKind::PacketInvalid);
    }

    #[test]
    fn age_and_position_are_checked() {
        let packet = payload().sign(b"key");
        let at = |s| now() + Duration::seconds(s);
        assert!(PacketPayload::verify(&packet, b"key", at(120)).is_ok());
        assert_eq!(
            PacketPayload::verify(&packet, b"key", at(121)),
            Err(PacketError::Expired)
        );
        assert_eq!(PacketError::Expired.kind(), GeoErrorKind::PacketExpired);
        assert_eq!(
            PacketPayload::verify(&packet, b"key", at(-6)),
            Err(PacketError::FromTheFuture)
        );
        let mut off = payload();
        off.lat = 91.0;
        assert!(matches!(
            PacketPayload::verify(&off.sign(b"key"), b"key", now()),
            Err(PacketError::Position(_))
        ));
    }
}
