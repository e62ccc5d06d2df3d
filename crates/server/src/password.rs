//! Password hashing with argon2id (OWASP parameters: 19 MiB, 2 passes, 1 lane). Hashing
//! runs on the blocking pool so it never stalls the async workers.

use argon2::password_hash::{
    PasswordHash, PasswordHasher, PasswordVerifier, SaltString, rand_core::OsRng,
};
use argon2::{Algorithm, Argon2, Params, Version};
use std::sync::LazyLock;

/// Hashing failed (parameters or the blocking pool); never caused by the password itself.
#[derive(Debug, thiserror::Error)]
#[error("password hashing failed: {0}")]
pub struct HashError(String);

fn argon2() -> Result<Argon2<'static>, HashError> {
    let params = Params::new(19 * 1024, 2, 1, None).map_err(|e| HashError(e.to_string()))?;
    Ok(Argon2::new(Algorithm::Argon2id, Version::V0x13, params))
}

fn hash_blocking(password: &str) -> Result<String, HashError> {
    let salt = SaltString::generate(&mut OsRng);
    argon2()?
        .hash_password(password.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(|e| HashError(e.to_string()))
}

fn verify_blocking(password: &str, hash: &str) -> bool {
    let Ok(parsed) = PasswordHash::new(hash) else {
        return false;
    };
    argon2().is_ok_and(|a| a.verify_password(password.as_bytes(), &parsed).is_ok())
}

/// A PHC-format argon2id hash of `password` with a fresh random salt.
pub async fn hash(password: &str) -> Result<String, HashError> {
    let password = password.to_owned();
    tokio::task::spawn_blocking(move || hash_blocking(&password))
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

/// A hash of a random password, computed once, so unknown accounts cost the same time to
/// check as known ones (no account enumeration by timing).
static DUMMY_HASH: LazyLock<String> =
    LazyLock::new(|| hash_blocking(&crate::tokens::random_token()).unwrap_or_default());

/// Spends the time of one password check without any account behind it.
pub async fn verify_dummy(password: &str) {
    let password = password.to_owned();
    let _ = tokio::task::spawn_blocking(move || verify_blocking(&password, &DUMMY_HASH)).await;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn hashes_verify_and_are_salted() {
        let a = hash("purple monkey dishwasher").await.unwrap();
        let b = hash("purple monkey dishwasher").await.unwrap();
        assert!(a.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"), "{a}");
        assert_ne!(a, b);
        assert!(verify("purple monkey dishwasher", &a).await);
        assert!(!verify("purple monkey dishwasheR", &a).await);
        assert!(!verify("anything", "not a hash").await);
        verify_dummy("anything").await;
    }
}
