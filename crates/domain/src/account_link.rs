//! Account linking with a media partner (docs/product/account-linking.md): what a partner's
//! ID token must hold, the pairwise subject the sandbox partner derives, how a link request
//! is decided against the links already stored, and the prompts an account holder may dismiss.

use crate::ids::UserId;
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use chrono::{DateTime, Duration, Utc};
use hmac::{Hmac, Mac};
use sha2::Sha256;

/// The partner a link is with (one media partner today; the store keys links by it).
pub const MEDIA_PARTNER: &str = "media_partner";
/// Longest pairwise subject accepted (OpenID Connect allows 255 ASCII characters).
pub const SUBJECT_MAX: usize = 255;
/// Most favourites a link keeps, and the longest one.
pub const FAVORITES_MAX: usize = 20;
pub const FAVORITE_MAX_CHARS: usize = 100;
/// Clock difference allowed between the partner and the platform when checking `iat`/`exp`.
pub const CLOCK_LEEWAY_SECS: i64 = 60;
/// Longest ID token lifetime accepted (`exp - iat`).
pub const ID_TOKEN_MAX_LIFETIME_SECS: i64 = 3600;
/// Shortest sandbox partner password.
pub const SANDBOX_PASSWORD_MIN: usize = 8;

/// The answer of a link request (`LinkResult.result`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LinkResult {
    /// The partner identity is linked to the account (now, or already before).
    Success,
    /// The partner identity is linked to another account.
    DuplicatePairwiseId,
    /// The account is linked to another identity of the same partner.
    AlreadyLinked,
    /// The ID token did not verify (signature, issuer, audience, times, subject).
    InvalidToken,
}

impl LinkResult {
    /// `SUCCESS`, `DUPLICATE_PAIRWISE_ID`, `ALREADY_LINKED`, `INVALID_TOKEN`.
    pub fn as_str(self) -> &'static str {
        match self {
            LinkResult::Success => "SUCCESS",
            LinkResult::DuplicatePairwiseId => "DUPLICATE_PAIRWISE_ID",
            LinkResult::AlreadyLinked => "ALREADY_LINKED",
            LinkResult::InvalidToken => "INVALID_TOKEN",
        }
    }
}

/// A prompt inviting the account holder to link, which they may dismiss for good.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LinkPrompt {
    /// The card on the account summary page.
    AccountSummary,
}

impl LinkPrompt {
    pub const ALL: [LinkPrompt; 1] = [LinkPrompt::AccountSummary];

    /// As stored: `account_summary`.
    pub fn as_str(self) -> &'static str {
        match self {
            LinkPrompt::AccountSummary => "account_summary",
        }
    }

    /// The prompt stored as `raw`.
    pub fn parse(raw: &str) -> Option<LinkPrompt> {
        LinkPrompt::ALL.into_iter().find(|p| p.as_str() == raw)
    }
}

/// Why an ID token's contents were refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum ClaimError {
    #[error("sub must be 1 to 255 printable ASCII characters")]
    InvalidSubject,
    #[error("favorites must be at most 20 names of 1 to 100 characters")]
    InvalidFavorites,
    #[error("the ID token has expired")]
    Expired,
    #[error("the ID token was issued in the future")]
    IssuedInFuture,
    #[error("the ID token lives longer than an hour")]
    TooLongLived,
}

/// Checks a pairwise subject: 1 to [`SUBJECT_MAX`] printable ASCII characters.
pub fn validate_subject(sub: &str) -> Result<(), ClaimError> {
    if (1..=SUBJECT_MAX).contains(&sub.len()) && sub.bytes().all(|b| b.is_ascii_graphic()) {
        Ok(())
    } else {
        Err(ClaimError::InvalidSubject)
    }
}

/// The favourites claim, trimmed: at most [`FAVORITES_MAX`], each 1 to
/// [`FAVORITE_MAX_CHARS`] characters.
pub fn clean_favorites(favorites: &[String]) -> Result<Vec<String>, ClaimError> {
    if favorites.len() > FAVORITES_MAX {
        return Err(ClaimError::InvalidFavorites);
    }
    favorites
        .iter()
        .map(|f| {
            let f = f.trim();
            if (1..=FAVORITE_MAX_CHARS).contains(&f.chars().count()) {
                Ok(f.to_owned())
            } else {
                Err(ClaimError::InvalidFavorites)
            }
        })
        .collect()
}

/// Checks `iat` and `exp` (seconds since the epoch) against `now`, with
/// [`CLOCK_LEEWAY_SECS`] either way: not expired, not issued in the future, and not living
/// longer than [`ID_TOKEN_MAX_LIFETIME_SECS`].
pub fn check_times(iat: i64, exp: i64, now: DateTime<Utc>) -> Result<(), ClaimError> {
    let now = now.timestamp();
    if exp <= now - CLOCK_LEEWAY_SECS {
        return Err(ClaimError::Expired);
    }
    if iat > now + CLOCK_LEEWAY_SECS {
        return Err(ClaimError::IssuedInFuture);
    }
    if exp - iat > ID_TOKEN_MAX_LIFETIME_SECS {
        return Err(ClaimError::TooLongLived);
    }
    Ok(())
}

/// The sandbox partner's pairwise subject of one of its accounts for one client:
/// BASE64URL(HMAC-SHA256(secret, "{client_id}\n{account}")). Stable for a client, different
/// for every client, and revealing nothing of the account.
pub fn pairwise_subject(secret: &[u8], client_id: &str, account: &str) -> String {
    // HMAC accepts keys of any length.
    let mut mac = match Hmac::<Sha256>::new_from_slice(secret) {
        Ok(mac) => mac,
        Err(_) => return String::new(),
    };
    mac.update(client_id.as_bytes());
    mac.update(b"\n");
    mac.update(account.as_bytes());
    URL_SAFE_NO_PAD.encode(mac.finalize().into_bytes())
}

/// Whether a link of `subject` to `requester` is made, given who holds the subject now and
/// which subject the requester holds now (for the same partner).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LinkDecision {
    /// Store the link.
    Create,
    /// The same link exists: nothing to store, the answer is SUCCESS.
    AlreadyDone,
    /// Refused with this result.
    Refuse(LinkResult),
}

pub fn decide(
    requester: &UserId,
    holder_of_subject: Option<&UserId>,
    requester_subject: Option<&str>,
    subject: &str,
) -> LinkDecision {
    match (holder_of_subject, requester_subject) {
        (Some(holder), _) if holder == requester => LinkDecision::AlreadyDone,
        (Some(_), _) => LinkDecision::Refuse(LinkResult::DuplicatePairwiseId),
        (None, Some(other)) if other != subject => LinkDecision::Refuse(LinkResult::AlreadyLinked),
        (None, _) => LinkDecision::Create,
    }
}

/// When a sandbox authorization code stops being redeemable.
pub fn code_expiry(issued: DateTime<Utc>) -> DateTime<Utc> {
    issued + Duration::seconds(60)
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn now() -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 3, 1, 12, 0, 0).unwrap()
    }

    #[test]
    fn subjects() {
        assert_eq!(validate_subject("abc"), Ok(()));
        assert_eq!(validate_subject(&"s".repeat(255)), Ok(()));
        for bad in ["", "a b", "é", &"s".repeat(256)] {
            assert_eq!(
                validate_subject(bad),
                Err(ClaimError::InvalidSubject),
                "{bad}"
            );
        }
    }

    #[test]
    fn favorites() {
        let ok = vec![" Chiefs ".to_owned(), "Lakers".to_owned()];
        assert_eq!(
            clean_favorites(&ok),
            Ok(vec!["Chiefs".into(), "Lakers".into()])
        );
        assert_eq!(clean_favorites(&[]), Ok(vec![]));
        assert_eq!(
            clean_favorites(&["  ".to_owned()]),
            Err(ClaimError::InvalidFavorites)
        );
        assert_eq!(
            clean_favorites(&vec!["x".to_owned(); 21]),
            Err(ClaimError::InvalidFavorites)
        );
        assert_eq!(
            clean_favorites(&["x".repeat(101)]),
            Err(ClaimError::InvalidFavorites)
        );
    }

    #[test]
    fn times() {
        let t = now().timestamp();
        assert_eq!(check_times(t, t + 300, now()), Ok(()));
        // Within the leeway either way.
        assert_eq!(check_times(t - 400, t - 30, now()), Ok(()));
        assert_eq!(check_times(t + 30, t + 300, now()), Ok(()));
        assert_eq!(
            check_times(t - 400, t - 60, now()),
            Err(ClaimError::Expired)
        );
        assert_eq!(
            check_times(t + 61, t + 300, now()),
            Err(ClaimError::IssuedInFuture)
        );
        assert_eq!(
            check_times(t, t + 3601, now()),
            Err(ClaimError::TooLongLived)
        );
    }

    #[test]
    fn pairwise_subjects_are_stable_per_client_and_differ_between_clients() {
        let a = pairwise_subject(b"secret", "web", "acct-1");
        assert_eq!(a, pairwise_subject(b"secret", "web", "acct-1"));
        assert_eq!(a.len(), 43);
        assert_eq!(validate_subject(&a), Ok(()));
        assert_ne!(a, pairwise_subject(b"secret", "other", "acct-1"));
        assert_ne!(a, pairwise_subject(b"secret", "web", "acct-2"));
        assert_ne!(a, pairwise_subject(b"other", "web", "acct-1"));
    }

    #[test]
    fn decisions() {
        let me = UserId::from_raw("me");
        let you = UserId::from_raw("you");
        assert_eq!(decide(&me, None, None, "s1"), LinkDecision::Create);
        assert_eq!(
            decide(&me, Some(&me), Some("s1"), "s1"),
            LinkDecision::AlreadyDone
        );
        assert_eq!(
            decide(&me, Some(&you), None, "s1"),
            LinkDecision::Refuse(LinkResult::DuplicatePairwiseId)
        );
        assert_eq!(
            decide(&me, Some(&you), Some("s0"), "s1"),
            LinkDecision::Refuse(LinkResult::DuplicatePairwiseId)
        );
        assert_eq!(
            decide(&me, None, Some("s0"), "s1"),
            LinkDecision::Refuse(LinkResult::AlreadyLinked)
        );
    }

    #[test]
    fn prompts_round_trip() {
        for p in LinkPrompt::ALL {
            assert_eq!(LinkPrompt::parse(p.as_str()), Some(p));
        }
        assert_eq!(LinkPrompt::parse("nope"), None);
    }

    #[test]
    fn codes_live_a_minute() {
        assert_eq!(code_expiry(now()) - now(), Duration::seconds(60));
    }
}
