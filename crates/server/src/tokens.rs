//! Signed bearer tokens (JWT, HS256): short-lived access tokens, limited-access tokens
//! (strong authentication pending) and long-lived anonymous tokens for visitors.
//! Refresh tokens are opaque random strings stored hashed (see [`random_token`]).

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use chrono::{DateTime, Utc};
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use rand::RngCore;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::time::Duration;

/// What a token lets its bearer do.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TokenKind {
    /// A full session of an account holder.
    Access,
    /// A session waiting for its one-time code.
    Limited,
    /// A visitor without an account.
    Anonymous,
}

/// Claims carried by every token.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Claims {
    /// User id, or the visitor id for anonymous tokens.
    pub sub: String,
    /// Session id (absent for anonymous tokens).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sid: Option<String>,
    pub kind: TokenKind,
    pub iat: i64,
    pub exp: i64,
}

/// Why a presented token was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TokenError {
    #[error("token expired")]
    Expired,
    #[error("token invalid")]
    Invalid,
}

/// Signing and verification keys.
#[derive(Clone)]
pub struct TokenKeys {
    encoding: EncodingKey,
    decoding: DecodingKey,
}

impl TokenKeys {
    pub fn new(secret: &[u8]) -> Self {
        Self {
            encoding: EncodingKey::from_secret(secret),
            decoding: DecodingKey::from_secret(secret),
        }
    }

    /// Signs a token of `kind` for `sub` valid for `ttl` from `now`.
    pub fn issue(
        &self,
        kind: TokenKind,
        sub: &str,
        sid: Option<&str>,
        now: DateTime<Utc>,
        ttl: Duration,
    ) -> Result<String, TokenError> {
        let ttl = i64::try_from(ttl.as_secs()).map_err(|_| TokenError::Invalid)?;
        let claims = Claims {
            sub: sub.to_owned(),
            sid: sid.map(str::to_owned),
            kind,
            iat: now.timestamp(),
            exp: now.timestamp() + ttl,
        };
        jsonwebtoken::encode(&Header::new(Algorithm::HS256), &claims, &self.encoding)
            .map_err(|_| TokenError::Invalid)
    }

    /// Verifies signature, algorithm and expiry at `now`.
    pub fn verify(&self, token: &str, now: DateTime<Utc>) -> Result<Claims, TokenError> {
        let mut validation = Validation::new(Algorithm::HS256);
        // Expiry is checked below against the caller's clock (testable, no leeway).
        validation.validate_exp = false;
        validation.required_spec_claims = ["exp", "sub"].iter().map(|s| (*s).to_owned()).collect();
        let data = jsonwebtoken::decode::<Claims>(token, &self.decoding, &validation)
            .map_err(|_| TokenError::Invalid)?;
        if data.claims.exp <= now.timestamp() {
            return Err(TokenError::Expired);
        }
        Ok(data.claims)
    }
}

/// A fresh 256-bit random secret, base64url without padding (refresh tokens, codes, reset links).
pub fn random_token() -> String {
    let mut bytes = [0u8; 32];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    URL_SAFE_NO_PAD.encode(bytes)
}

/// SHA-256 of a secret, hex-encoded: what the store keeps instead of the secret.
pub fn hash_secret(secret: &str) -> String {
    let digest = Sha256::digest(secret.as_bytes());
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_expiry() {
        let keys = TokenKeys::new(b"0123456789abcdef0123456789abcdef");
        let now = DateTime::from_timestamp(1_800_000_000, 0).unwrap();
        let t = keys
            .issue(
                TokenKind::Access,
                "u1",
                Some("s1"),
                now,
                Duration::from_secs(60),
            )
            .unwrap();
        let c = keys.verify(&t, now).unwrap();
        assert_eq!(c.sub, "u1");
        assert_eq!(c.sid.as_deref(), Some("s1"));
        assert_eq!(c.kind, TokenKind::Access);
        assert_eq!(
            keys.verify(&t, now + chrono::Duration::seconds(61)),
            Err(TokenError::Expired)
        );
    }

    #[test]
    fn forged_tokens_are_invalid() {
        let keys = TokenKeys::new(b"0123456789abcdef0123456789abcdef");
        let other = TokenKeys::new(b"another-secret-another-secret-xx");
        let now = DateTime::from_timestamp(1_800_000_000, 0).unwrap();
        let t = other
            .issue(TokenKind::Access, "u1", None, now, Duration::from_secs(60))
            .unwrap();
        assert_eq!(keys.verify(&t, now), Err(TokenError::Invalid));
        assert_eq!(keys.verify("not.a.token", now), Err(TokenError::Invalid));
        // alg=none token
        let none = format!(
            "{}.{}.",
            URL_SAFE_NO_PAD.encode(r#"{"alg":"none","typ":"JWT"}"#),
            URL_SAFE_NO_PAD.encode(r#"{"sub":"u1","kind":"access","iat":0,"exp":9999999999}"#)
        );
        assert_eq!(keys.verify(&none, now), Err(TokenError::Invalid));
    }

    #[test]
    fn hashes_are_stable_hex() {
        assert_eq!(hash_secret("abc").len(), 64);
        assert_eq!(hash_secret("abc"), hash_secret("abc"));
        assert_ne!(random_token(), random_token());
    }
}
