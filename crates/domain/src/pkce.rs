//! Proof Key for Code Exchange (RFC 7636), method S256 only, and the other rules of the
//! authorization-code flow: exact redirect-URI matching and the client's `state`.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use sha2::{Digest, Sha256};

/// Shortest and longest code verifier (RFC 7636 §4.1).
pub const VERIFIER_MIN: usize = 43;
pub const VERIFIER_MAX: usize = 128;
/// Shortest `state` the web client sends (22 characters: docs/product/shell-and-identity.md,
/// "Logging in").
pub const STATE_MIN: usize = 22;
/// Longest `state` accepted.
pub const STATE_MAX: usize = 512;

/// Why a PKCE or authorization parameter was refused. `Display` is the OAuth
/// `error_description`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum PkceError {
    #[error("code_verifier must be 43 to 128 characters of A-Z, a-z, 0-9, '-', '.', '_', '~'")]
    InvalidVerifier,
    #[error("code_challenge must be a 43-character base64url SHA-256 digest")]
    InvalidChallenge,
    #[error("code_challenge_method must be S256")]
    UnsupportedMethod,
    #[error("code_verifier does not match the code_challenge")]
    Mismatch,
    #[error("state must be 22 to 512 printable characters")]
    InvalidState,
}

fn is_unreserved(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~')
}

/// Checks a verifier's length and alphabet.
pub fn validate_verifier(verifier: &str) -> Result<(), PkceError> {
    if (VERIFIER_MIN..=VERIFIER_MAX).contains(&verifier.len())
        && verifier.bytes().all(is_unreserved)
    {
        Ok(())
    } else {
        Err(PkceError::InvalidVerifier)
    }
}

/// Checks a challenge has the shape of BASE64URL(SHA256(..)) without padding.
pub fn validate_challenge(challenge: &str) -> Result<(), PkceError> {
    let decoded = URL_SAFE_NO_PAD
        .decode(challenge)
        .map_err(|_| PkceError::InvalidChallenge)?;
    if challenge.len() == 43 && decoded.len() == 32 {
        Ok(())
    } else {
        Err(PkceError::InvalidChallenge)
    }
}

/// Only `S256` is supported; `plain` and anything else are refused.
pub fn validate_method(method: &str) -> Result<(), PkceError> {
    if method == "S256" {
        Ok(())
    } else {
        Err(PkceError::UnsupportedMethod)
    }
}

/// BASE64URL(SHA256(verifier)), no padding.
pub fn challenge_for(verifier: &str) -> String {
    URL_SAFE_NO_PAD.encode(Sha256::digest(verifier.as_bytes()))
}

/// Verifies `verifier` against the stored S256 `challenge` (constant-time comparison).
pub fn verify_s256(verifier: &str, challenge: &str) -> Result<(), PkceError> {
    validate_verifier(verifier)?;
    let computed = challenge_for(verifier);
    if constant_time_eq(computed.as_bytes(), challenge.as_bytes()) {
        Ok(())
    } else {
        Err(PkceError::Mismatch)
    }
}

/// Checks the client's `state`: 22 to 512 printable ASCII characters.
pub fn validate_state(state: &str) -> Result<(), PkceError> {
    if (STATE_MIN..=STATE_MAX).contains(&state.len()) && state.bytes().all(|b| b.is_ascii_graphic())
    {
        Ok(())
    } else {
        Err(PkceError::InvalidState)
    }
}

/// The PKCE part of an authorization request (RFC 6749 §4.1 with RFC 7636 S256).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CodeRequest {
    pub state: String,
    pub code_challenge: String,
}

/// Why an authorization request is refused: its OAuth error code and description.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RequestRefusal {
    /// `unsupported_response_type` or `invalid_request`.
    pub error: &'static str,
    pub description: String,
}

/// Checks an authorization request once its client and redirect URI are trusted, in order:
/// `response_type=code`, `state`, `code_challenge_method=S256`, `code_challenge`. `get`
/// answers a parameter's value, `None` for one missing or empty. Both authorization
/// endpoints (the platform's sign-in and the sandbox partner's) check requests this way.
pub fn check_code_request<'a>(
    get: impl Fn(&str) -> Option<&'a str>,
) -> Result<CodeRequest, RequestRefusal> {
    let invalid = |description: String| RequestRefusal {
        error: "invalid_request",
        description,
    };
    if get("response_type") != Some("code") {
        return Err(RequestRefusal {
            error: "unsupported_response_type",
            description: "response_type must be code".into(),
        });
    }
    let state = get("state").ok_or_else(|| invalid("state is required".into()))?;
    validate_state(state).map_err(|e| invalid(e.to_string()))?;
    validate_method(get("code_challenge_method").unwrap_or(""))
        .map_err(|e| invalid(e.to_string()))?;
    let challenge =
        get("code_challenge").ok_or_else(|| invalid("code_challenge is required".into()))?;
    validate_challenge(challenge).map_err(|e| invalid(e.to_string()))?;
    Ok(CodeRequest {
        state: state.to_owned(),
        code_challenge: challenge.to_owned(),
    })
}

/// Whether `presented` is exactly one of the `registered` redirect URIs (no prefix, case or
/// trailing-slash leniency: RFC 9700 §2.1).
pub fn redirect_uri_matches<'a>(
    registered: impl IntoIterator<Item = &'a str>,
    presented: &str,
) -> bool {
    registered
        .into_iter()
        .any(|r| constant_time_eq(r.as_bytes(), presented.as_bytes()))
}

fn constant_time_eq(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

#[cfg(test)]
#[allow(
    clippy::panic,
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing
)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn rfc7636_appendix_b() {
        let verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
        let challenge = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";
        assert_eq!(challenge_for(verifier), challenge);
        assert_eq!(verify_s256(verifier, challenge), Ok(()));
        assert_eq!(validate_challenge(challenge), Ok(()));
        assert_eq!(
            verify_s256("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXj", challenge),
            Err(PkceError::Mismatch)
        );
    }

    #[test]
    fn code_requests_are_checked_in_order() {
        let challenge = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";
        let state = "state-value-of-at-least-22-chars";
        let check = |pairs: &[(&'static str, &'static str)]| {
            let pairs = pairs.to_vec();
            check_code_request(move |k| {
                pairs
                    .iter()
                    .find(|(key, v)| *key == k && !v.is_empty())
                    .map(|(_, v)| *v)
            })
        };
        let full = [
            ("response_type", "code"),
            ("state", state),
            ("code_challenge_method", "S256"),
            ("code_challenge", challenge),
        ];
        assert_eq!(
            check(&full),
            Ok(CodeRequest {
                state: state.into(),
                code_challenge: challenge.into()
            })
        );
        let refusal =
            |pairs: &[(&'static str, &'static str)]| check(pairs).map(|_| ()).unwrap_err();
        let token = refusal(&[("response_type", "token"), ("state", "short")]);
        assert_eq!(token.error, "unsupported_response_type");
        assert_eq!(
            refusal(&[("response_type", "code")]).description,
            "state is required"
        );
        assert_eq!(
            refusal(&[("response_type", "code"), ("state", "short")]).description,
            PkceError::InvalidState.to_string()
        );
        let plain = refusal(&[
            ("response_type", "code"),
            ("state", state),
            ("code_challenge_method", "plain"),
        ]);
        assert_eq!(plain.error, "invalid_request");
        assert_eq!(plain.description, PkceError::UnsupportedMethod.to_string());
        assert_eq!(
            refusal(&full[..3]).description,
            "code_challenge is required"
        );
        assert_eq!(
            refusal(&[
                ("response_type", "code"),
                ("state", state),
                ("code_challenge_method", "S256"),
                ("code_challenge", "short")
            ])
            .description,
            PkceError::InvalidChallenge.to_string()
        );
    }

    #[test]
    fn verifier_rules() {
        assert_eq!(
            validate_verifier(&"a".repeat(42)),
            Err(PkceError::InvalidVerifier)
        );
        assert_eq!(validate_verifier(&"a".repeat(43)), Ok(()));
        assert_eq!(validate_verifier(&"a".repeat(128)), Ok(()));
        assert_eq!(
            validate_verifier(&"a".repeat(129)),
            Err(PkceError::InvalidVerifier)
        );
        assert_eq!(
            validate_verifier(&format!("{}+", "a".repeat(43))),
            Err(PkceError::InvalidVerifier)
        );
        assert_eq!(validate_method("plain"), Err(PkceError::UnsupportedMethod));
        assert_eq!(
            validate_challenge("short"),
            Err(PkceError::InvalidChallenge)
        );
        assert_eq!(
            validate_challenge(&"!".repeat(43)),
            Err(PkceError::InvalidChallenge)
        );
    }

    #[test]
    fn state_and_redirects() {
        assert_eq!(validate_state("abc"), Err(PkceError::InvalidState));
        assert_eq!(validate_state(&"s".repeat(22)), Ok(()));
        assert_eq!(
            validate_state(&format!("{} x", "s".repeat(22))),
            Err(PkceError::InvalidState)
        );
        let registered = ["http://127.0.0.1:8080/oauth_callback"];
        assert!(redirect_uri_matches(
            registered,
            "http://127.0.0.1:8080/oauth_callback"
        ));
        for bad in [
            "http://127.0.0.1:8080/oauth_callback/",
            "http://127.0.0.1:8080/oauth_callback?x=1",
            "http://127.0.0.1:8080/OAUTH_CALLBACK",
            "http://evil.example/oauth_callback",
            "http://127.0.0.1:8080/oauth_callbac",
        ] {
            assert!(!redirect_uri_matches(registered, bad), "{bad}");
        }
    }

    proptest! {
        #[test]
        fn any_valid_verifier_verifies_its_own_challenge(v in "[A-Za-z0-9._~-]{43,128}") {
            let c = challenge_for(&v);
            prop_assert_eq!(validate_challenge(&c), Ok(()));
            prop_assert_eq!(verify_s256(&v, &c), Ok(()));
        }

        #[test]
        fn a_different_verifier_never_verifies(a in "[A-Za-z0-9._~-]{43,128}", b in "[A-Za-z0-9._~-]{43,128}") {
            prop_assume!(a != b);
            prop_assert_eq!(verify_s256(&b, &challenge_for(&a)), Err(PkceError::Mismatch));
        }
    }
}
