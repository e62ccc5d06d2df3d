//! A round's seed and the commitment that binds the casino to it before the round is played.
//!
//! The casino draws a fresh 32-byte seed from the operating system for every round and publishes
//! its commitment, the SHA-256 of the seed, before any bet is settled. The round's randomness is
//! the ChaCha20 stream of that seed alone ([`crate::Rng::from_seed`]). After the round the seed is
//! revealed in the round record: anyone can check that it hashes to the commitment and replay the
//! round from it ([`crate::replay`]).

use rand_core::{OsRng, RngCore};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::fmt;

/// The operating system could not provide entropy.
#[derive(Debug, thiserror::Error)]
#[error("the operating system's random source failed")]
pub struct EntropyError(#[source] rand_core::Error);

/// A text is not 32 bytes written as 64 hexadecimal digits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("expected 64 hexadecimal digits")]
pub struct HexError;

/// The 32 bytes a round's random stream is generated from. Secret until the round is over, so
/// `Debug` shows only its commitment.
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Seed([u8; 32]);

impl Seed {
    /// A fresh seed from the operating system's random source (`getrandom`).
    pub fn from_os() -> Result<Self, EntropyError> {
        let mut bytes = [0; 32];
        OsRng.try_fill_bytes(&mut bytes).map_err(EntropyError)?;
        Ok(Self(bytes))
    }

    /// The seed made of `bytes`: for replaying a revealed seed, and for tests.
    pub const fn from_bytes(bytes: [u8; 32]) -> Self {
        Self(bytes)
    }

    /// The seed's bytes.
    pub const fn bytes(&self) -> &[u8; 32] {
        &self.0
    }

    /// The commitment published before the round: SHA-256 of the seed's bytes.
    pub fn commitment(&self) -> Commitment {
        Commitment(Sha256::digest(self.0).into())
    }

    /// Lowercase hexadecimal, as revealed in the round record.
    pub fn to_hex(&self) -> String {
        to_hex(&self.0)
    }

    /// Parses 64 hexadecimal digits.
    pub fn from_hex(text: &str) -> Result<Self, HexError> {
        from_hex(text).map(Self)
    }
}

impl fmt::Debug for Seed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Seed")
            .field(&format_args!("committed as {}", self.commitment().to_hex()))
            .finish()
    }
}

impl TryFrom<String> for Seed {
    type Error = HexError;
    fn try_from(text: String) -> Result<Self, Self::Error> {
        Self::from_hex(&text)
    }
}

impl From<Seed> for String {
    fn from(seed: Seed) -> Self {
        seed.to_hex()
    }
}

/// SHA-256 of a seed, published before the round it seeds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Commitment([u8; 32]);

impl Commitment {
    /// Whether `seed` is the seed this commits to.
    pub fn matches(&self, seed: &Seed) -> bool {
        *self == seed.commitment()
    }

    /// Lowercase hexadecimal, as published.
    pub fn to_hex(&self) -> String {
        to_hex(&self.0)
    }

    /// Parses 64 hexadecimal digits.
    pub fn from_hex(text: &str) -> Result<Self, HexError> {
        from_hex(text).map(Self)
    }
}

impl TryFrom<String> for Commitment {
    type Error = HexError;
    fn try_from(text: String) -> Result<Self, Self::Error> {
        Self::from_hex(&text)
    }
}

impl From<Commitment> for String {
    fn from(commitment: Commitment) -> Self {
        commitment.to_hex()
    }
}

fn to_hex(bytes: &[u8; 32]) -> String {
    bytes.iter().map(|byte| format!("{byte:02x}")).collect()
}

fn from_hex(text: &str) -> Result<[u8; 32], HexError> {
    let digits = text.as_bytes();
    let mut bytes = [0; 32];
    if digits.len() != 2 * bytes.len() {
        return Err(HexError);
    }
    for (byte, pair) in bytes.iter_mut().zip(digits.chunks_exact(2)) {
        let [high, low] = pair else {
            return Err(HexError);
        };
        *byte = nibble(*high)? << 4 | nibble(*low)?;
    }
    Ok(bytes)
}

fn nibble(digit: u8) -> Result<u8, HexError> {
    match digit {
        b'0'..=b'9' => Ok(digit - b'0'),
        b'a'..=b'f' => Ok(digit - b'a' + 10),
        b'A'..=b'F' => Ok(digit - b'A' + 10),
        _ => Err(HexError),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_commitment_is_the_sha256_of_the_seed() {
        // SHA-256 of 32 zero bytes.
        assert_eq!(
            Seed::from_bytes([0; 32]).commitment().to_hex(),
            "66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925"
        );
        let seed = Seed::from_bytes([7; 32]);
        assert!(seed.commitment().matches(&seed));
        assert!(!seed.commitment().matches(&Seed::from_bytes([8; 32])));
    }

    #[test]
    fn hex_round_trips_and_rejects_malformed_text() {
        let seed = Seed::from_bytes(std::array::from_fn(|i| u8::try_from(i * 8).unwrap()));
        let hex = seed.to_hex();
        assert_eq!(&hex[..6], "000810");
        assert_eq!(Seed::from_hex(&hex), Ok(seed.clone()));
        assert_eq!(Seed::from_hex(&hex.to_uppercase()), Ok(seed));
        assert_eq!(Seed::from_hex(&hex[1..]), Err(HexError));
        assert_eq!(Seed::from_hex(&format!("{}g", &hex[1..])), Err(HexError));
        assert_eq!(Commitment::from_hex(""), Err(HexError));
    }

    #[test]
    fn os_seeds_differ() {
        assert_ne!(Seed::from_os().unwrap(), Seed::from_os().unwrap());
    }

    #[test]
    fn debug_hides_the_seed() {
        let seed = Seed::from_bytes([0xab; 32]);
        let shown = format!("{seed:?}");
        assert!(!shown.contains(&seed.to_hex()), "{shown}");
        assert!(shown.contains(&seed.commitment().to_hex()), "{shown}");
    }

    #[test]
    fn serialises_as_hex() {
        let seed = Seed::from_bytes([1; 32]);
        let json = serde_json::to_string(&seed).unwrap();
        assert_eq!(json, format!("\"{}\"", "01".repeat(32)));
        assert_eq!(serde_json::from_str::<Seed>(&json).unwrap(), seed);
        assert!(serde_json::from_str::<Seed>("\"01\"").is_err());
    }
}
