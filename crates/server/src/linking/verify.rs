//! Verifying a partner's ID token: its signature against the partner's JWKS (fetched over
//! HTTPS and kept for ten minutes; a token naming an unknown key fetches it again, at most
//! every 30 seconds), its issuer and audience, its times against the server's clock
//! (`domain::account_link::check_times`) and its subject.

use super::Partner;
use chrono::{DateTime, Utc};
use domain::account_link::{ClaimError, check_times, clean_favorites, validate_subject};
use jsonwebtoken::jwk::{Jwk, JwkSet};
use jsonwebtoken::{Algorithm, DecodingKey, Validation};
use serde::Deserialize;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// How long a fetched key set is used.
const KEYS_FRESH: Duration = Duration::from_secs(600);
/// Shortest time between two fetches for an unknown key id.
const REFETCH_AFTER: Duration = Duration::from_secs(30);
/// Time limit of a JWKS fetch.
const FETCH_TIMEOUT: Duration = Duration::from_secs(5);
/// Signature algorithms accepted (never `none` or HMAC: the JWKS is public).
const ALGORITHMS: [Algorithm; 2] = [Algorithm::EdDSA, Algorithm::RS256];

/// Why an ID token was refused.
#[derive(Debug, thiserror::Error)]
pub enum VerifyError {
    #[error("malformed token: {0}")]
    Malformed(String),
    #[error("algorithm {0:?} is not accepted")]
    Algorithm(Algorithm),
    #[error("the partner has no key {0:?}")]
    UnknownKey(String),
    #[error("the partner's keys could not be read: {0}")]
    Keys(String),
    #[error("signature, issuer or audience: {0}")]
    Invalid(String),
    #[error(transparent)]
    Claims(#[from] ClaimError),
}

/// The identity an ID token names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Identity {
    pub subject: String,
    pub favorites: Vec<String>,
}

#[derive(Deserialize)]
struct Claims {
    sub: String,
    iat: i64,
    exp: i64,
    #[serde(default)]
    favorites: Vec<String>,
}

struct Cached {
    url: String,
    keys: JwkSet,
    fetched: Instant,
}

/// The partner's keys as last fetched.
pub struct PartnerKeys {
    http: reqwest::Client,
    cached: tokio::sync::Mutex<Option<Cached>>,
    fetches: AtomicU64,
}

impl Default for PartnerKeys {
    fn default() -> Self {
        Self::new()
    }
}

impl PartnerKeys {
    pub fn new() -> PartnerKeys {
        PartnerKeys {
            http: reqwest::Client::builder()
                .timeout(FETCH_TIMEOUT)
                .redirect(reqwest::redirect::Policy::none())
                .build()
                .unwrap_or_default(),
            cached: tokio::sync::Mutex::default(),
            fetches: AtomicU64::new(0),
        }
    }

    /// How many times the key set was fetched (tests check the cache).
    pub fn fetches(&self) -> u64 {
        self.fetches.load(Ordering::Relaxed)
    }

    async fn fetch(&self, url: &str) -> Result<JwkSet, VerifyError> {
        self.fetches.fetch_add(1, Ordering::Relaxed);
        let response = self
            .http
            .get(url)
            .send()
            .await
            .map_err(|e| VerifyError::Keys(e.to_string()))?;
        if !response.status().is_success() {
            return Err(VerifyError::Keys(format!("status {}", response.status())));
        }
        response
            .json::<JwkSet>()
            .await
            .map_err(|e| VerifyError::Keys(e.to_string()))
    }

    /// The key `kid` of the set at `url`.
    async fn key(&self, url: &str, kid: &str) -> Result<Jwk, VerifyError> {
        let mut cached = self.cached.lock().await;
        let usable = cached
            .as_ref()
            .filter(|c| c.url == url && c.fetched.elapsed() < KEYS_FRESH);
        if let Some(key) = usable.and_then(|c| c.keys.find(kid)) {
            return Ok(key.clone());
        }
        let may_fetch = usable.is_none_or(|c| c.fetched.elapsed() >= REFETCH_AFTER);
        if !may_fetch {
            return Err(VerifyError::UnknownKey(kid.to_owned()));
        }
        let keys = self.fetch(url).await?;
        let found = keys.find(kid).cloned();
        *cached = Some(Cached {
            url: url.to_owned(),
            keys,
            fetched: Instant::now(),
        });
        found.ok_or_else(|| VerifyError::UnknownKey(kid.to_owned()))
    }
}

/// Verifies `token` as an ID token `partner` issued to the platform, at `now`.
pub async fn verify(
    keys: &PartnerKeys,
    partner: &Partner,
    token: &str,
    now: DateTime<Utc>,
) -> Result<Identity, VerifyError> {
    let header =
        jsonwebtoken::decode_header(token).map_err(|e| VerifyError::Malformed(e.to_string()))?;
    if !ALGORITHMS.contains(&header.alg) {
        return Err(VerifyError::Algorithm(header.alg));
    }
    let kid = header
        .kid
        .ok_or_else(|| VerifyError::Malformed("no kid".into()))?;
    let jwk = keys.key(&partner.jwks_url, &kid).await?;
    let key = DecodingKey::from_jwk(&jwk).map_err(|e| VerifyError::Keys(e.to_string()))?;
    let mut validation = Validation::new(header.alg);
    // Times are checked below against the server's clock.
    validation.validate_exp = false;
    validation.set_issuer(&[&partner.issuer]);
    validation.set_audience(&[&partner.client_id]);
    validation.set_required_spec_claims(&["iss", "aud", "sub", "exp", "iat"]);
    let claims = jsonwebtoken::decode::<Claims>(token, &key, &validation)
        .map_err(|e| VerifyError::Invalid(e.to_string()))?
        .claims;
    check_times(claims.iat, claims.exp, now)?;
    validate_subject(&claims.sub)?;
    Ok(Identity {
        favorites: clean_favorites(&claims.favorites)?,
        subject: claims.sub,
    })
}
