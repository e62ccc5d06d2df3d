//! Identity values: email addresses, personal names, phone numbers and the rules of
//! one-time codes. Each type can only be built through its fallible parser.

use serde::Serialize;
use std::fmt;

/// Longest email address accepted (RFC 5321 path limit less the angle brackets).
pub const EMAIL_MAX_LEN: usize = 254;
/// Longest local part (before the `@`) accepted.
pub const EMAIL_LOCAL_MAX_LEN: usize = 64;

/// Why an email address was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum EmailError {
    #[error("Please enter your email")]
    Missing,
    #[error("Please enter a valid email")]
    Invalid,
}

/// A syntactically valid email address: trimmed, at most 254 characters, a dot-atom local
/// part and a domain of at least two labels whose last one is alphabetic. The domain is
/// lowercased; lookups compare the whole address case-insensitively.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
#[serde(transparent)]
pub struct Email(String);

fn is_atom_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || "._%+-'".contains(c)
}

fn valid_local(local: &str) -> bool {
    !local.is_empty()
        && local.len() <= EMAIL_LOCAL_MAX_LEN
        && local
            .split('.')
            .all(|atom| !atom.is_empty() && atom.chars().all(is_atom_char))
}

fn valid_domain(domain: &str) -> bool {
    let labels: Vec<&str> = domain.split('.').collect();
    let Some(tld) = labels.last() else {
        return false;
    };
    labels.len() >= 2
        && domain.len() <= 253
        && tld.len() >= 2
        && tld.chars().all(|c| c.is_ascii_alphabetic())
        && labels.iter().all(|label| {
            !label.is_empty()
                && label.len() <= 63
                && !label.starts_with('-')
                && !label.ends_with('-')
                && label.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
        })
}

impl Email {
    /// Parses an address as typed (surrounding whitespace is ignored).
    pub fn parse(raw: &str) -> Result<Email, EmailError> {
        let s = raw.trim();
        if s.is_empty() {
            return Err(EmailError::Missing);
        }
        if s.len() > EMAIL_MAX_LEN {
            return Err(EmailError::Invalid);
        }
        let (local, domain) = s.rsplit_once('@').ok_or(EmailError::Invalid)?;
        if !valid_local(local) || !valid_domain(domain) {
            return Err(EmailError::Invalid);
        }
        Ok(Email(format!("{local}@{}", domain.to_ascii_lowercase())))
    }

    /// The address as stored.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The part before the `@`.
    pub fn local_part(&self) -> &str {
        self.0
            .rsplit_once('@')
            .map_or(self.0.as_str(), |(local, _)| local)
    }

    pub fn into_string(self) -> String {
        self.0
    }
}

impl fmt::Display for Email {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Longest first or last name accepted, in characters.
pub const NAME_MAX_CHARS: usize = 50;

/// Why a name was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum NameError {
    #[error("is required")]
    Missing,
    #[error("must be at most 50 characters")]
    TooLong,
    #[error("may only contain letters, spaces, apostrophes, hyphens and periods")]
    InvalidCharacters,
}

/// A first or last name: 1 to 50 characters of letters (any script), spaces, apostrophes
/// (`'` or `’`), hyphens and periods, with at least one letter. Surrounding whitespace is
/// removed; control characters, digits, angle brackets and other punctuation are refused.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
#[serde(transparent)]
pub struct PersonName(String);

impl PersonName {
    pub fn parse(raw: &str) -> Result<PersonName, NameError> {
        let s = raw.trim();
        if s.is_empty() {
            return Err(NameError::Missing);
        }
        if s.chars().count() > NAME_MAX_CHARS {
            return Err(NameError::TooLong);
        }
        let allowed =
            |c: char| c.is_alphabetic() || matches!(c, ' ' | '\'' | '\u{2019}' | '-' | '.');
        if !s.chars().all(allowed) || !s.chars().any(char::is_alphabetic) {
            return Err(NameError::InvalidCharacters);
        }
        Ok(PersonName(s.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn into_string(self) -> String {
        self.0
    }
}

/// Why a phone number was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum PhoneError {
    #[error("Please enter a phone number in international format, for example +12015550123")]
    Invalid,
}

/// A phone number in E.164 form: `+`, a non-zero digit, then 7 to 14 more digits.
/// Spaces, dashes, dots and parentheses typed around the digits are dropped.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
#[serde(transparent)]
pub struct Phone(String);

impl Phone {
    pub fn parse(raw: &str) -> Result<Phone, PhoneError> {
        let s = raw.trim();
        let rest = s.strip_prefix('+').ok_or(PhoneError::Invalid)?;
        let mut digits = String::with_capacity(rest.len());
        for c in rest.chars() {
            match c {
                '0'..='9' => digits.push(c),
                ' ' | '-' | '.' | '(' | ')' => {}
                _ => return Err(PhoneError::Invalid),
            }
        }
        if !(8..=15).contains(&digits.len()) || digits.starts_with('0') {
            return Err(PhoneError::Invalid);
        }
        Ok(Phone(format!("+{digits}")))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The number with every digit but the last two hidden: `+*********23`.
    pub fn masked(&self) -> String {
        mask_phone(&self.0)
    }
}

/// An email address with its local part hidden but the first character: `j***@example.com`
/// (what a page reached by an emailed link shows, to say whose settings these are).
pub fn mask_email(email: &str) -> String {
    match email.split_once('@') {
        Some((local, domain)) => {
            let first: String = local.chars().take(1).collect();
            format!("{first}***@{domain}")
        }
        None => "***".to_owned(),
    }
}

/// Masks a stored phone number for display, keeping the `+` and the last two digits.
pub fn mask_phone(phone: &str) -> String {
    let count = phone.chars().filter(char::is_ascii_digit).count();
    let mut seen = 0usize;
    phone
        .chars()
        .map(|c| {
            if c.is_ascii_digit() {
                seen += 1;
                if seen + 2 > count { c } else { '*' }
            } else {
                c
            }
        })
        .collect()
}

/// Rules of strong-authentication one-time codes.
pub mod one_time_code {
    use std::time::Duration;

    /// Digits in a code.
    pub const LENGTH: usize = 6;
    /// How long a code may be used after it was sent.
    pub const LIFETIME: Duration = Duration::from_secs(10 * 60);
    /// Wrong guesses allowed before the code dies.
    pub const ATTEMPTS: u32 = 5;

    /// How a code reaches the account holder.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum Channel {
        Sms,
        Call,
    }

    impl Channel {
        /// Stored and logged form: `sms` or `call`.
        pub fn as_str(self) -> &'static str {
            match self {
                Channel::Sms => "sms",
                Channel::Call => "call",
            }
        }

        pub fn parse(s: &str) -> Option<Channel> {
            match s.to_ascii_lowercase().as_str() {
                "sms" => Some(Channel::Sms),
                "call" => Some(Channel::Call),
                _ => None,
            }
        }
    }

    /// Whether `code` has the shape of a one-time code (six ASCII digits).
    pub fn is_well_formed(code: &str) -> bool {
        code.len() == LENGTH && code.bytes().all(|b| b.is_ascii_digit())
    }

    /// Formats a number below one million as a zero-padded code.
    pub fn format(n: u32) -> String {
        format!("{:06}", n % 1_000_000)
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
    fn emails() {
        let e = Email::parse("  Jane.Doe+bets@Example.COM ").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(e.as_str(), "Jane.Doe+bets@example.com");
        assert_eq!(e.local_part(), "Jane.Doe+bets");
        assert_eq!(Email::parse(""), Err(EmailError::Missing));
        for bad in [
            "plainaddress",
            "@example.com",
            "a@b",
            "a@b.c",
            "a@-b.com",
            "a..b@example.com",
            ".a@example.com",
            "a b@example.com",
            "<script>alert(1)</script>@example.com",
            "' OR 1=1 --@example.com",
            "a@example.com<script>",
            "a@exa mple.com",
            "a@example.123",
            "a\u{0}@example.com",
        ] {
            assert_eq!(Email::parse(bad), Err(EmailError::Invalid), "{bad:?}");
        }
        let long = format!("{}@example.com", "a".repeat(250));
        assert_eq!(Email::parse(&long), Err(EmailError::Invalid));
    }

    #[test]
    fn names() {
        for ok in [
            "Alex",
            "O'Brien",
            "Mary-Jane",
            "J. R.",
            "José",
            "Zoë Ångström",
            "D’Arcy",
        ] {
            assert!(PersonName::parse(ok).is_ok(), "{ok}");
        }
        assert_eq!(PersonName::parse("  "), Err(NameError::Missing));
        assert_eq!(PersonName::parse(&"a".repeat(51)), Err(NameError::TooLong));
        assert!(PersonName::parse(&"é".repeat(50)).is_ok());
        for bad in [
            "<b>",
            "Robert'); DROP TABLE users;--",
            "x\u{7}",
            "R2D2",
            "---",
            "a\nb",
        ] {
            assert_eq!(
                PersonName::parse(bad),
                Err(NameError::InvalidCharacters),
                "{bad:?}"
            );
        }
    }

    #[test]
    fn emails_are_masked_but_the_first_letter_and_domain() {
        assert_eq!(mask_email("jane.doe@example.com"), "j***@example.com");
        assert_eq!(mask_email("x@y.io"), "x***@y.io");
        assert_eq!(mask_email("not-an-email"), "***");
    }

    #[test]
    fn phones() {
        let p = Phone::parse("+1 (201) 555-0123").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(p.as_str(), "+12015550123");
        assert_eq!(p.masked(), "+*********23");
        for bad in [
            "2015550123",
            "+0123456789",
            "+1234567",
            "+1234567890123456",
            "+1 201 555 O123",
        ] {
            assert_eq!(Phone::parse(bad), Err(PhoneError::Invalid), "{bad}");
        }
    }

    #[test]
    fn codes() {
        assert!(one_time_code::is_well_formed("012345"));
        assert!(!one_time_code::is_well_formed("12345"));
        assert!(!one_time_code::is_well_formed("12345a"));
        assert_eq!(one_time_code::format(42), "000042");
        assert_eq!(
            one_time_code::Channel::parse("SMS"),
            Some(one_time_code::Channel::Sms)
        );
        assert_eq!(one_time_code::Channel::parse("fax"), None);
    }

    proptest! {
        #[test]
        fn simple_addresses_parse(local in "[a-z0-9]{1,20}(\\.[a-z0-9_+-]{1,10})?", domain in "[a-z0-9]{1,20}\\.[a-z]{2,6}") {
            let raw = format!("{local}@{domain}");
            let email = Email::parse(&raw);
            prop_assert!(email.is_ok());
            prop_assert_eq!(email.map(Email::into_string), Ok(raw));
        }

        #[test]
        fn angle_brackets_never_parse(prefix in "[a-z]{0,10}", suffix in "[a-z]{0,10}", bracket in "[<>]") {
            let name = format!("{prefix}{bracket}{suffix}");
            prop_assert!(PersonName::parse(&name).is_err());
            let email = format!("{name}@example.com");
            prop_assert!(Email::parse(&email).is_err());
        }

        #[test]
        fn masking_keeps_length_and_last_two(digits in "[1-9][0-9]{7,14}") {
            let phone = Phone::parse(&format!("+{digits}")).map_err(|e| TestCaseError::fail(e.to_string()))?;
            let masked = phone.masked();
            prop_assert_eq!(masked.len(), phone.as_str().len());
            prop_assert!(masked.ends_with(&digits[digits.len() - 2..]));
        }
    }
}
