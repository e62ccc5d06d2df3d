//! Sign-up validation: turns the raw form into a [`ValidSignup`] or reports every field's
//! problems at once, with the messages shown next to each field.

use crate::identity::{Email, EmailError, NameError, PersonName};
use crate::password;
use crate::region::{self, Region};
use chrono::{Datelike, NaiveDate};
use std::collections::BTreeMap;

/// The sign-up form as received.
#[derive(Debug, Clone, Default)]
pub struct SignupForm {
    pub email: String,
    pub password: String,
    pub first_name: String,
    pub last_name: String,
    /// `YYYY-MM-DD`.
    pub date_of_birth: String,
    /// ISO 3166-2 code of the home region, e.g. `US-NJ`.
    pub region: String,
}

/// A form that passed every rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ValidSignup {
    pub email: Email,
    pub password: String,
    pub first_name: PersonName,
    pub last_name: PersonName,
    pub date_of_birth: NaiveDate,
    pub region: &'static Region,
}

/// Messages per field name (`email`, `password`, `first_name`, `last_name`,
/// `date_of_birth`, `region`), in a stable order.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FieldErrors(pub BTreeMap<&'static str, Vec<String>>);

impl FieldErrors {
    /// Adds one message to `field`.
    pub fn add(&mut self, field: &'static str, message: impl Into<String>) {
        self.0.entry(field).or_default().push(message.into());
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The messages of one field (empty when it has none).
    pub fn field(&self, field: &str) -> &[String] {
        self.0.get(field).map_or(&[], Vec::as_slice)
    }
}

/// Earliest date of birth accepted.
fn earliest_birth_date() -> Option<NaiveDate> {
    NaiveDate::from_ymd_opt(1900, 1, 1)
}

/// Full years between `born` and `today`.
pub fn age_on(born: NaiveDate, today: NaiveDate) -> i32 {
    let had_birthday = (today.month(), today.day()) >= (born.month(), born.day());
    today.year() - born.year() - if had_birthday { 0 } else { 1 }
}

/// Parses a strict `YYYY-MM-DD` date.
pub fn parse_date(raw: &str) -> Option<NaiveDate> {
    let s = raw.trim();
    if s.len() != 10
        || !s.bytes().enumerate().all(|(i, b)| {
            if i == 4 || i == 7 {
                b == b'-'
            } else {
                b.is_ascii_digit()
            }
        })
    {
        return None;
    }
    NaiveDate::parse_from_str(s, "%Y-%m-%d").ok()
}

fn name_message(label: &str, err: NameError) -> String {
    match err {
        NameError::Missing => format!("Please enter your {}", label.to_lowercase()),
        other => format!("{label} {other}"),
    }
}

/// Checks every field against its rules as of `today` (the region's local date).
pub fn validate(form: &SignupForm, today: NaiveDate) -> Result<ValidSignup, FieldErrors> {
    let mut errors = FieldErrors::default();

    let email = Email::parse(&form.email).map_err(|e| match e {
        EmailError::Missing | EmailError::Invalid => errors.add("email", e.to_string()),
    });

    if let Err(problems) = password::check(&form.password, Some(form.email.trim())) {
        for p in problems {
            errors.add("password", p.to_string());
        }
    }

    let first_name = PersonName::parse(&form.first_name)
        .map_err(|e| errors.add("first_name", name_message("First name", e)));
    let last_name = PersonName::parse(&form.last_name)
        .map_err(|e| errors.add("last_name", name_message("Last name", e)));

    let region = match form.region.trim() {
        "" => {
            errors.add("region", "Please select your region");
            None
        }
        code => {
            let found = region::find(code);
            if found.is_none() {
                errors.add(
                    "region",
                    "Please select a valid region in the United States or Canada",
                );
            }
            found
        }
    };

    let date_of_birth = if form.date_of_birth.trim().is_empty() {
        errors.add("date_of_birth", "Please enter your date of birth");
        None
    } else {
        match parse_date(&form.date_of_birth) {
            None => {
                errors.add(
                    "date_of_birth",
                    "Please enter a valid date of birth (YYYY-MM-DD)",
                );
                None
            }
            Some(born) if born > today => {
                errors.add("date_of_birth", "Date of birth cannot be in the future");
                None
            }
            Some(born) if earliest_birth_date().is_some_and(|min| born < min) => {
                errors.add(
                    "date_of_birth",
                    "Please enter a valid date of birth (YYYY-MM-DD)",
                );
                None
            }
            Some(born) => {
                if let Some(r) = region
                    && age_on(born, today) < i32::from(r.legal_age)
                {
                    errors.add(
                        "date_of_birth",
                        format!(
                            "You must be at least {} years old to sign up in {}",
                            r.legal_age, r.name
                        ),
                    );
                }
                Some(born)
            }
        }
    };

    match (email, first_name, last_name, date_of_birth, region) {
        (Ok(email), Ok(first_name), Ok(last_name), Some(date_of_birth), Some(region))
            if errors.is_empty() =>
        {
            Ok(ValidSignup {
                email,
                password: form.password.clone(),
                first_name,
                last_name,
                date_of_birth,
                region,
            })
        }
        _ => Err(errors),
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

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2025, 6, 1).unwrap()
    }

    fn form() -> SignupForm {
        SignupForm {
            email: "alex@example.com".into(),
            password: "a long enough passphrase".into(),
            first_name: "Alex".into(),
            last_name: "Morgan".into(),
            date_of_birth: "1990-05-15".into(),
            region: "us-nj".into(),
        }
    }

    #[test]
    fn valid_form() {
        let ok = validate(&form(), today()).unwrap();
        assert_eq!(ok.region.code, "US-NJ");
        assert_eq!(ok.first_name.as_str(), "Alex");
        assert_eq!(
            ok.date_of_birth,
            NaiveDate::from_ymd_opt(1990, 5, 15).unwrap()
        );
    }

    #[test]
    fn every_error_at_once() {
        let bad = SignupForm {
            email: "nope".into(),
            password: "123456".into(),
            first_name: "<script>".into(),
            last_name: "".into(),
            date_of_birth: "1990-02-30".into(),
            region: "FR-75".into(),
        };
        let errs = validate(&bad, today()).unwrap_err();
        assert_eq!(errs.field("email"), ["Please enter a valid email"]);
        assert!(
            errs.field("password")
                .contains(&"Password must be at least 8 characters".to_owned())
        );
        assert!(
            errs.field("password")
                .iter()
                .any(|m| m.contains("too common"))
        );
        assert_eq!(
            errs.field("first_name"),
            ["First name may only contain letters, spaces, apostrophes, hyphens and periods"]
        );
        assert_eq!(errs.field("last_name"), ["Please enter your last name"]);
        assert_eq!(
            errs.field("date_of_birth"),
            ["Please enter a valid date of birth (YYYY-MM-DD)"]
        );
        assert_eq!(
            errs.field("region"),
            ["Please select a valid region in the United States or Canada"]
        );
    }

    #[test]
    fn legal_age_by_region() {
        let mut f = form();
        f.date_of_birth = "2004-06-02".into(); // 20 years old on 2025-06-01
        let errs = validate(&f, today()).unwrap_err();
        assert_eq!(
            errs.field("date_of_birth"),
            ["You must be at least 21 years old to sign up in New Jersey"]
        );
        f.date_of_birth = "2004-06-01".into(); // 21st birthday today
        assert!(validate(&f, today()).is_ok());
        f.date_of_birth = "2006-05-01".into(); // 19 in Ontario, 18 in Quebec
        f.region = "CA-ON".into();
        assert!(validate(&f, today()).is_ok());
        f.date_of_birth = "2007-05-01".into();
        assert!(validate(&f, today()).is_err());
        f.region = "CA-QC".into();
        assert!(validate(&f, today()).is_ok());
        f.date_of_birth = "2030-01-01".into();
        assert_eq!(
            validate(&f, today()).unwrap_err().field("date_of_birth"),
            ["Date of birth cannot be in the future"]
        );
        f.date_of_birth = "1890-01-01".into();
        assert!(validate(&f, today()).is_err());
        f.date_of_birth = "01/05/1990".into();
        assert!(validate(&f, today()).is_err());
    }

    #[test]
    fn password_must_not_be_the_email() {
        let mut f = form();
        f.password = "alex@example.com".into();
        let errs = validate(&f, today()).unwrap_err();
        assert_eq!(
            errs.field("password"),
            ["Password must not contain your email address"]
        );
    }

    #[test]
    fn leap_day_birthdays() {
        let born = NaiveDate::from_ymd_opt(2004, 2, 29).unwrap();
        assert_eq!(
            age_on(born, NaiveDate::from_ymd_opt(2025, 2, 28).unwrap()),
            20
        );
        assert_eq!(
            age_on(born, NaiveDate::from_ymd_opt(2025, 3, 1).unwrap()),
            21
        );
    }

    proptest! {
        #[test]
        fn age_matches_calendar(y in 1900i32..2020, m in 1u32..=12, d in 1u32..=28, years in 0i32..100) {
            let born = NaiveDate::from_ymd_opt(y, m, d).unwrap();
            let birthday = NaiveDate::from_ymd_opt(y + years, m, d).unwrap();
            prop_assert_eq!(age_on(born, birthday), years);
            if let Some(day_before) = birthday.pred_opt() {
                prop_assert_eq!(age_on(born, day_before), years - 1);
            }
        }

        #[test]
        fn injection_in_any_text_field_is_refused(field in 0usize..4, payload in prop::sample::select(vec![
            "<script>alert(1)</script>", "'; DROP TABLE users; --", "\" OR \"1\"=\"1", "${7*7}", "a\u{0}b",
        ])) {
            let mut f = form();
            match field {
                0 => f.email = format!("{payload}@example.com"),
                1 => f.first_name = payload.to_owned(),
                2 => f.last_name = payload.to_owned(),
                _ => f.region = payload.to_owned(),
            }
            prop_assert!(validate(&f, today()).is_err());
        }
    }
}
