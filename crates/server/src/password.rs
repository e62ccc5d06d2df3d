//! Password hashing with argon2id. Hashing runs on the blocking pool so it never stalls the
//! async workers. The cost is a setting ([`HashCost`]): production uses the OWASP parameters,
//! tests a far cheaper set. A hash carries its own parameters (PHC string), so hashes made
//! with either cost verify under both.

use argon2::password_hash::{
    PasswordHash, PasswordHasher, PasswordVerifier, SaltString, rand_core::OsRng,
};
use argon2::{Algorithm, Argon2, Params, Version};
use std::sync::LazyLock;

/// Hashing failed (parameters or the blocking pool); never caused by the password itself.
#[derive(Debug, thiserror::Error)]
#[error("password hashing failed: {0}")]
pub struct HashError(String);

/// How much work one new hash costs (`PASSWORD_HASH_COST`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum HashCost {
    /// OWASP's argon2id parameters: 19 MiB, 2 passes, 1 lane.
    #[default]
    Production,
    /// The smallest argon2id parameters (8 KiB, 1 pass, 1 lane), for test servers only.
    Test,
}

impl HashCost {
    /// `production` or `test`.
    pub fn parse(s: &str) -> Result<Self, String> {
        match s {
            "production" | "prod" => Ok(HashCost::Production),
            "test" => Ok(HashCost::Test),
            other => Err(format!(
                "PASSWORD_HASH_COST must be production or test, not {other:?}"
            )),
        }
    }

    /// Memory in KiB, passes and lanes.
    fn params(self) -> Result<Params, HashError> {
        let (memory_kib, passes, lanes) = match self {
            HashCost::Production => (19 * 1024, 2, 1),
            HashCost::Test => (Params::MIN_M_COST, Params::MIN_T_COST, Params::MIN_P_COST),
        };
        Params::new(memory_kib, passes, lanes, None).map_err(|e| HashError(e.to_string()))
    }

    fn hasher(self) -> Result<Argon2<'static>, HashError> {
        Ok(Argon2::new(
            Algorithm::Argon2id,
            Version::V0x13,
            self.params()?,
        ))
    }

    /// A hash of a random password at this cost, computed once, so unknown accounts cost the
    /// same time to check as known ones (no account enumeration by timing).
    fn dummy_hash(self) -> &'static str {
        static PRODUCTION: LazyLock<String> = LazyLock::new(|| dummy(HashCost::Production));
        static TEST: LazyLock<String> = LazyLock::new(|| dummy(HashCost::Test));
        match self {
            HashCost::Production => &PRODUCTION,
            HashCost::Test => &TEST,
        }
    }
}

fn dummy(cost: HashCost) -> String {
    hash_blocking(cost, &crate::tokens::random_token()).unwrap_or_default()
}

fn hash_blocking(cost: HashCost, password: &str) -> Result<String, HashError> {
    let salt = SaltString::generate(&mut OsRng);
    cost.hasher()?
        .hash_password(password.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(|e| HashError(e.to_string()))
}

/// Checks against the parameters written in `hash`, whatever the configured cost.
fn verify_blocking(password: &str, hash: &str) -> bool {
    let Ok(parsed) = PasswordHash::new(hash) else {
        return false;
    };
    Argon2::default()
        .verify_password(password.as_bytes(), &parsed)
        .is_ok()
}

/// A PHC-format argon2id hash of `password` with a fresh random salt.
pub async fn hash(cost: HashCost, password: &str) -> Result<String, HashError> {
    let password = password.to_owned();
    tokio::task::spawn_blocking(move || hash_blocking(cost, &password))
        .await
        .map_err(|e| HashError(e.to_string()))?
}

/// Whether `password` matches the stored `hash` (false for unreadable hashes).
pub async fn verify(password: &str, hash: &str) -> bool {
    let (password, hash) = (password.to_owned(), hash.to_owned());
    tokio::task::spawn_blocking(move || verify_blocking(&password, &hash))
        .await
        .unwrap_or(false)
}

/// Spends the time of one password check at `cost` without any account behind it.
pub async fn verify_dummy(cost: HashCost, password: &str) {
    let password = password.to_owned();
    let _ =
        tokio::task::spawn_blocking(move || verify_blocking(&password, cost.dummy_hash())).await;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn production_cost_is_owasp_argon2id() {
        let params = HashCost::default().params().unwrap();
        assert_eq!(HashCost::default(), HashCost::Production);
        assert_eq!(
            (params.m_cost(), params.t_cost(), params.p_cost()),
            (19_456, 2, 1)
        );
        assert_eq!(params.output_len(), None);
    }

    #[tokio::test]
    async fn hashes_verify_and_are_salted() {
        let a = hash(HashCost::Production, "purple monkey dishwasher")
            .await
            .unwrap();
        let b = hash(HashCost::Production, "purple monkey dishwasher")
            .await
            .unwrap();
        assert!(a.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"), "{a}");
        assert_ne!(a, b);
        assert!(verify("purple monkey dishwasher", &a).await);
        assert!(!verify("purple monkey dishwasheR", &a).await);
        assert!(!verify("anything", "not a hash").await);
        verify_dummy(HashCost::Production, "anything").await;
    }

    #[tokio::test]
    async fn either_cost_verifies_by_the_parameters_in_the_hash() {
        let cheap = hash(HashCost::Test, "purple monkey dishwasher")
            .await
            .unwrap();
        assert!(cheap.starts_with("$argon2id$v=19$m=8,t=1,p=1$"), "{cheap}");
        assert!(verify("purple monkey dishwasher", &cheap).await);
        assert!(!verify("purple monkey dishwasheR", &cheap).await);
        verify_dummy(HashCost::Test, "anything").await;
    }

    #[test]
    fn parses_the_setting() {
        assert_eq!(HashCost::parse("production"), Ok(HashCost::Production));
        assert_eq!(HashCost::parse("test"), Ok(HashCost::Test));
        assert!(HashCost::parse("cheap").is_err());
    }
}
