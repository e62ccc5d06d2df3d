//! The password policy (NIST SP 800-63B §5.1.1.2): at least 8 characters, up to 128
//! accepted (so long passphrases work), no composition rules, and refused when it is among
//! the 10,000 most common passwords or is built from the account's email address.

use std::collections::HashSet;
use std::sync::LazyLock;

/// Fewest characters accepted.
pub const MIN_CHARS: usize = 8;
/// Most characters accepted.
pub const MAX_CHARS: usize = 128;
/// The email's local part is only looked for inside the password when it is at least this
/// long (a one-letter local part would otherwise forbid most passwords).
const MIN_LOCAL_PART_CHECKED: usize = 3;

static COMMON_TEXT: &str = include_str!("../data/common-passwords.txt");

static COMMON: LazyLock<HashSet<&'static str>> = LazyLock::new(|| {
    COMMON_TEXT
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect()
});

/// Whether `password` is on the shipped list of common passwords (case-insensitive).
pub fn is_common(password: &str) -> bool {
    COMMON.contains(password.to_lowercase().as_str())
}

/// How many passwords the shipped list holds.
pub fn common_list_len() -> usize {
    COMMON.len()
}

/// One broken rule. `Display` is the message shown to the person.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum PasswordProblem {
    #[error("Please enter a password")]
    Missing,
    #[error("Password must be at least 8 characters")]
    TooShort,
    #[error("Password must be at most 128 characters")]
    TooLong,
    #[error("Password must not contain control characters")]
    ControlCharacters,
    #[error("This password is too common. Please choose one that is harder to guess")]
    Common,
    #[error("Password must not contain your email address")]
    ContainsEmail,
}

/// Checks `password` against every rule; `email` (when known) must not be the password or
/// be contained in it. Returns every problem found, in a stable order.
pub fn check(password: &str, email: Option<&str>) -> Result<(), Vec<PasswordProblem>> {
    if password.is_empty() {
        return Err(vec![PasswordProblem::Missing]);
    }
    let mut problems = Vec::new();
    let chars = password.chars().count();
    if chars < MIN_CHARS {
        problems.push(PasswordProblem::TooShort);
    }
    if chars > MAX_CHARS {
        problems.push(PasswordProblem::TooLong);
    }
    if password.chars().any(char::is_control) {
        problems.push(PasswordProblem::ControlCharacters);
    }
    if is_common(password) {
        problems.push(PasswordProblem::Common);
    }
    if let Some(email) = email.map(str::trim).filter(|e| !e.is_empty()) {
        let lower = password.to_lowercase();
        let email = email.to_lowercase();
        let local = email.rsplit_once('@').map_or(email.as_str(), |(l, _)| l);
        let contains_local =
            local.chars().count() >= MIN_LOCAL_PART_CHECKED && lower.contains(local);
        if lower == email || lower.contains(&email) || contains_local {
            problems.push(PasswordProblem::ContainsEmail);
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems)
    }
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
    fn list_is_shipped() {
        assert!(common_list_len() >= 9_900, "{}", common_list_len());
        assert!(is_common("password"));
        assert!(is_common("PassWord1"));
        assert!(is_common("iloveyou"));
        assert!(!is_common("Demo-password-1"));
    }

    #[test]
    fn rules() {
        assert_eq!(check("", None), Err(vec![PasswordProblem::Missing]));
        assert_eq!(check("zq7!x", None), Err(vec![PasswordProblem::TooShort]));
        assert_eq!(
            check("abc123", None),
            Err(vec![PasswordProblem::TooShort, PasswordProblem::Common])
        );
        assert_eq!(check("password1", None), Err(vec![PasswordProblem::Common]));
        assert_eq!(
            check("QWERTYUIOP", None),
            Err(vec![PasswordProblem::Common])
        );
        assert_eq!(
            check(&"x".repeat(129), None),
            Err(vec![PasswordProblem::TooLong])
        );
        assert_eq!(
            check("tab\there-ok?", None),
            Err(vec![PasswordProblem::ControlCharacters])
        );
        // No composition rules: lower-case letters and spaces only is fine.
        assert_eq!(check("purple monkey dishwasher", None), Ok(()));
        // 64+ characters are accepted, and so is any Unicode.
        assert_eq!(
            check(&"correct horse battery staple ".repeat(4), None),
            Ok(())
        );
        assert_eq!(check("пароль-для-ставок", None), Ok(()));
        // Length counts characters, not bytes.
        assert_eq!(check("ééééééé", None), Err(vec![PasswordProblem::TooShort]));
    }

    #[test]
    fn email_rules() {
        let email = Some("Jordan.Lee@example.com");
        assert_eq!(
            check("jordan.lee@example.com", email),
            Err(vec![PasswordProblem::ContainsEmail])
        );
        assert_eq!(
            check("my-JORDAN.LEE-secret", email),
            Err(vec![PasswordProblem::ContainsEmail])
        );
        assert_eq!(check("completely different", email), Ok(()));
        // Very short local parts are not searched for.
        assert_eq!(check("banana split sundae", Some("an@example.com")), Ok(()));
    }

    proptest! {
        #[test]
        fn long_random_passphrases_pass(p in "[a-zA-Z0-9 !@#%^&*()_+=-]{20,128}") {
            prop_assert_eq!(check(&p, Some("someone@example.com")), Ok(()));
        }

        #[test]
        fn short_passwords_always_fail(p in "\\PC{1,7}") {
            let problems = check(&p, None).err().unwrap_or_default();
            prop_assert!(problems.contains(&PasswordProblem::TooShort));
        }

        #[test]
        fn case_never_hides_a_common_password(i in 0usize..10_000, upper in any::<bool>()) {
            let p = COMMON_TEXT.lines().nth(i).unwrap_or("password");
            let p = if upper { p.to_uppercase() } else { p.to_owned() };
            // Upper-casing some non-ASCII letters (ß) does not round-trip; skip those.
            prop_assume!(COMMON.contains(p.to_lowercase().as_str()));
            prop_assert!(check(&p, None).err().unwrap_or_default().contains(&PasswordProblem::Common));
        }
    }
}
