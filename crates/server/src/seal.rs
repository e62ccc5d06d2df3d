//! Sealing personal data at rest (W-2G ID numbers and documents, identity-verification
//! details and photos): AES-256-GCM under a key derived from the server's token secret
//! (HMAC-SHA256 of a fixed label per purpose, so every node derives the same key and no other
//! use of the secret, nor another purpose, shares it), a fresh random 96-bit nonce per value,
//! and the record's id and field as associated data (a sealed value copied into another row or
//! field does not open). A sealed value is base64 of the nonce followed by the ciphertext and
//! tag.

use aes_gcm::aead::{Aead, AeadCore, KeyInit, OsRng, Payload};
use aes_gcm::{Aes256Gcm, Nonce};
use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use hmac::{Hmac, Mac};
use sha2::Sha256;

/// The purpose whose key seals W-2G ID documents.
pub const W2G_ID_DOCUMENTS: &[u8] = b"w2g-id-documents:aes-256-gcm:v1";

/// The purpose whose key seals identity-verification details and photos.
pub const IDENTITY_VERIFICATION: &[u8] = b"identity-verification:aes-256-gcm:v1";

/// The nonce's length in bytes.
const NONCE_BYTES: usize = 12;

/// A value could not be sealed or opened.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum SealError {
    #[error("encryption failed")]
    Seal,
    #[error("the sealed value is malformed or does not belong to this record")]
    Open,
}

/// Seals and opens values under the server's key of one purpose.
#[derive(Clone)]
pub struct Sealer {
    cipher: Aes256Gcm,
}

impl std::fmt::Debug for Sealer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Sealer(..)")
    }
}

impl Sealer {
    /// The sealer of `purpose` on a server with `token_secret`.
    pub fn new(token_secret: &str, purpose: &[u8]) -> Self {
        let mut mac = <Hmac<Sha256> as Mac>::new_from_slice(token_secret.as_bytes())
            .unwrap_or_else(|_| unreachable!("HMAC takes keys of any length"));
        mac.update(purpose);
        let key = mac.finalize().into_bytes();
        Self {
            cipher: Aes256Gcm::new(&key),
        }
    }

    /// Seals `plaintext` for `record`'s `field`.
    pub fn seal(&self, record: &str, field: &str, plaintext: &[u8]) -> Result<String, SealError> {
        let nonce = Aes256Gcm::generate_nonce(&mut OsRng);
        let aad = format!("{record}:{field}");
        let ciphertext = self
            .cipher
            .encrypt(
                &nonce,
                Payload {
                    msg: plaintext,
                    aad: aad.as_bytes(),
                },
            )
            .map_err(|_| SealError::Seal)?;
        let mut sealed = nonce.to_vec();
        sealed.extend_from_slice(&ciphertext);
        Ok(STANDARD.encode(sealed))
    }

    /// Opens a value [`Sealer::seal`] sealed for `record`'s `field` (an operator's compliance
    /// export or a document check; the app never answers it).
    pub fn open(&self, record: &str, field: &str, sealed: &str) -> Result<Vec<u8>, SealError> {
        let bytes = STANDARD.decode(sealed).map_err(|_| SealError::Open)?;
        if bytes.len() <= NONCE_BYTES {
            return Err(SealError::Open);
        }
        let (nonce, ciphertext) = bytes.split_at(NONCE_BYTES);
        let nonce: [u8; NONCE_BYTES] = nonce.try_into().map_err(|_| SealError::Open)?;
        let aad = format!("{record}:{field}");
        self.cipher
            .decrypt(
                &Nonce::from(nonce),
                Payload {
                    msg: ciphertext,
                    aad: aad.as_bytes(),
                },
            )
            .map_err(|_| SealError::Open)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sealed_values_open_only_for_their_record_and_key() {
        let sealer = Sealer::new(
            "a server secret of at least thirty-two chars",
            W2G_ID_DOCUMENTS,
        );
        let first = sealer
            .seal("doc-1", "number", b"D1234567")
            .unwrap_or_default();
        let second = sealer
            .seal("doc-1", "number", b"D1234567")
            .unwrap_or_default();
        assert_ne!(first, second, "a fresh nonce per value");
        assert!(!first.contains("D1234567"));
        assert_eq!(
            sealer.open("doc-1", "number", &first),
            Ok(b"D1234567".to_vec())
        );
        assert_eq!(sealer.open("doc-2", "number", &first), Err(SealError::Open));
        assert_eq!(
            sealer.open("doc-1", "document", &first),
            Err(SealError::Open)
        );
        let other = Sealer::new(
            "another server secret of thirty-two chars",
            W2G_ID_DOCUMENTS,
        );
        assert_eq!(other.open("doc-1", "number", &first), Err(SealError::Open));
        let purpose = Sealer::new(
            "a server secret of at least thirty-two chars",
            IDENTITY_VERIFICATION,
        );
        assert_eq!(
            purpose.open("doc-1", "number", &first),
            Err(SealError::Open)
        );
        assert_eq!(sealer.open("doc-1", "number", "AAAA"), Err(SealError::Open));
        assert_eq!(sealer.open("doc-1", "number", "%%%"), Err(SealError::Open));
    }
}
