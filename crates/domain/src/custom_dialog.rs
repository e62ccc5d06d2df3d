//! Custom dialogs (docs/product/platform-services.md, "Custom dialogs"): operator-published dialogs
//! the web app opens on some pages and/or right after login. This module holds the config shape and
//! its validation; a config that fails [`CustomDialog::validate`] is never stored.
//!
//! Config (JSON, snake_case):
//!
//! ```json
//! {
//!   "id": "welcome-2025",
//!   "title": "Welcome back",
//!   "body": "New markets are live.",
//!   "dismissible": true,
//!   "triggers": [{"type": "pages", "pages": ["/", "/account/*"]}, {"type": "on_login"}],
//!   "buttons": [
//!     {"label": "Read more", "type": "external_link", "url": "https://example.com", "style": "primary"},
//!     {"label": "Close", "type": "dismiss", "style": "secondary"}
//!   ]
//! }
//! ```

use serde::{Deserialize, Serialize};
use std::fmt;

/// Longest dialog id (ids are `[a-z0-9-]{1,64}`).
pub const MAX_ID_CHARS: usize = 64;
/// Longest title, in characters.
pub const MAX_TITLE_CHARS: usize = 120;
/// Longest body, in characters.
pub const MAX_BODY_CHARS: usize = 2000;
/// Longest button label, in characters.
pub const MAX_LABEL_CHARS: usize = 40;
/// Most buttons on one dialog.
pub const MAX_BUTTONS: usize = 3;
/// Most page patterns on one trigger.
pub const MAX_PAGES: usize = 50;
/// Longest URL or page pattern, in characters.
pub const MAX_URL_CHARS: usize = 2048;

/// When a dialog opens.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TriggerType {
    /// On the listed pages.
    Pages,
    /// Within 5 s after a user id appears (login).
    OnLogin,
}

/// One trigger of a dialog.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Trigger {
    #[serde(rename = "type")]
    pub kind: TriggerType,
    /// Path patterns for [`TriggerType::Pages`]: an exact path (`/`, `/account/summary`) or
    /// a prefix ending in `/*` (`/account/*`). Empty for `on_login`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub pages: Vec<String>,
}

/// What a button does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ButtonType {
    /// Closes the dialog.
    Dismiss,
    /// Navigates inside the app (`url` is a path).
    DeepLink,
    /// Opens an https URL in a new tab.
    ExternalLink,
}

/// How a button looks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ButtonStyle {
    #[default]
    Primary,
    Secondary,
    Link,
}

/// One button of a dialog.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Button {
    pub label: String,
    #[serde(rename = "type")]
    pub kind: ButtonType,
    /// Required for links, absent for `dismiss`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
    #[serde(default)]
    pub style: ButtonStyle,
}

/// A custom dialog config.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CustomDialog {
    pub id: String,
    pub title: String,
    pub body: String,
    #[serde(default = "default_true")]
    pub dismissible: bool,
    pub triggers: Vec<Trigger>,
    pub buttons: Vec<Button>,
}

fn default_true() -> bool {
    true
}

/// Why a config is refused: the field (a path like `buttons[1].url`) and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DialogError {
    pub field: String,
    pub message: String,
}

impl DialogError {
    fn new(field: impl Into<String>, message: impl Into<String>) -> Self {
        Self {
            field: field.into(),
            message: message.into(),
        }
    }
}

impl fmt::Display for DialogError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.field, self.message)
    }
}

impl std::error::Error for DialogError {}

/// Whether `id` is 1 to 64 characters of `a-z`, `0-9` and `-`.
pub fn is_valid_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= MAX_ID_CHARS
        && id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

/// Whether `url` is an absolute https URL with a host and no whitespace.
pub fn is_https_url(url: &str) -> bool {
    let Some(rest) = url.strip_prefix("https://") else {
        return false;
    };
    let host = rest.split(['/', '?', '#']).next().unwrap_or_default();
    !host.is_empty()
        && !host.starts_with(':')
        && !host.contains('@')
        && url.len() <= MAX_URL_CHARS
        && !url.chars().any(|c| c.is_whitespace() || c.is_control())
}

/// Whether `path` is an in-app path: starts with one `/`, no whitespace or scheme.
fn is_app_path(path: &str) -> bool {
    path.starts_with('/')
        && !path.starts_with("//")
        && !path.contains('\\')
        && path.len() <= MAX_URL_CHARS
        && !path.chars().any(|c| c.is_whitespace() || c.is_control())
}

/// Whether `pattern` is a page pattern: an app path whose only `*` is a final `/*`.
pub fn is_page_pattern(pattern: &str) -> bool {
    if !is_app_path(pattern) || pattern.contains(['?', '#']) {
        return false;
    }
    match pattern.find('*') {
        None => true,
        Some(i) => pattern.len() >= 2 && i == pattern.len() - 1 && pattern.ends_with("/*"),
    }
}

/// Whether `path` (without query) matches `pattern`: exact, or under the prefix of a `/*`
/// pattern (`/account/*` matches `/account` and everything below it).
pub fn page_matches(pattern: &str, path: &str) -> bool {
    let path = if path.len() > 1 {
        path.trim_end_matches('/')
    } else {
        path
    };
    match pattern.strip_suffix("/*") {
        Some("") => true,
        Some(prefix) => {
            path == prefix
                || path
                    .strip_prefix(prefix)
                    .is_some_and(|rest| rest.starts_with('/'))
        }
        None => {
            let pattern = if pattern.len() > 1 {
                pattern.trim_end_matches('/')
            } else {
                pattern
            };
            path == pattern
        }
    }
}

fn text(field: &str, value: &str, max: usize) -> Result<(), DialogError> {
    if value.trim().is_empty() {
        return Err(DialogError::new(field, "must not be empty"));
    }
    if value.chars().count() > max {
        return Err(DialogError::new(
            field,
            format!("must be at most {max} characters"),
        ));
    }
    Ok(())
}

impl CustomDialog {
    /// Checks every rule; the first broken one is returned, naming its field.
    pub fn validate(&self) -> Result<(), DialogError> {
        if !is_valid_id(&self.id) {
            return Err(DialogError::new(
                "id",
                "must be 1 to 64 characters of a-z, 0-9 and -",
            ));
        }
        text("title", &self.title, MAX_TITLE_CHARS)?;
        text("body", &self.body, MAX_BODY_CHARS)?;
        self.validate_triggers()?;
        self.validate_buttons()
    }

    fn validate_triggers(&self) -> Result<(), DialogError> {
        if self.triggers.is_empty() {
            return Err(DialogError::new(
                "triggers",
                "must list at least one trigger (pages or on_login)",
            ));
        }
        for (i, trigger) in self.triggers.iter().enumerate() {
            let field = format!("triggers[{i}]");
            if self.triggers.iter().take(i).any(|t| t.kind == trigger.kind) {
                return Err(DialogError::new(
                    format!("{field}.type"),
                    "each trigger type may appear once",
                ));
            }
            match trigger.kind {
                TriggerType::OnLogin if !trigger.pages.is_empty() => {
                    return Err(DialogError::new(
                        format!("{field}.pages"),
                        "must be empty for an on_login trigger",
                    ));
                }
                TriggerType::OnLogin => {}
                TriggerType::Pages => {
                    if trigger.pages.is_empty() || trigger.pages.len() > MAX_PAGES {
                        return Err(DialogError::new(
                            format!("{field}.pages"),
                            format!("must list 1 to {MAX_PAGES} page patterns"),
                        ));
                    }
                    for (j, page) in trigger.pages.iter().enumerate() {
                        if !is_page_pattern(page) {
                            return Err(DialogError::new(
                                format!("{field}.pages[{j}]"),
                                "must be a path like \"/\" or \"/account/*\" (`*` only as a final /*)",
                            ));
                        }
                    }
                }
            }
        }
        Ok(())
    }

    fn validate_buttons(&self) -> Result<(), DialogError> {
        if self.buttons.is_empty() || self.buttons.len() > MAX_BUTTONS {
            return Err(DialogError::new(
                "buttons",
                format!("must have 1 to {MAX_BUTTONS} buttons"),
            ));
        }
        for (i, button) in self.buttons.iter().enumerate() {
            let field = format!("buttons[{i}]");
            text(&format!("{field}.label"), &button.label, MAX_LABEL_CHARS)?;
            let url_field = format!("{field}.url");
            match (button.kind, button.url.as_deref()) {
                (ButtonType::Dismiss, None) => {}
                (ButtonType::Dismiss, Some(_)) => {
                    return Err(DialogError::new(
                        url_field,
                        "must be absent for a dismiss button",
                    ));
                }
                (ButtonType::DeepLink | ButtonType::ExternalLink, None) => {
                    return Err(DialogError::new(url_field, "is required for a link button"));
                }
                (ButtonType::DeepLink, Some(url)) if !is_app_path(url) => {
                    return Err(DialogError::new(
                        url_field,
                        "must be an in-app path starting with /",
                    ));
                }
                (ButtonType::ExternalLink, Some(url)) if !is_https_url(url) => {
                    return Err(DialogError::new(
                        url_field,
                        "must be an https:// URL for an external_link button",
                    ));
                }
                (ButtonType::DeepLink | ButtonType::ExternalLink, Some(_)) => {}
            }
        }
        if !self.dismissible
            && !self
                .buttons
                .iter()
                .any(|b| b.kind == ButtonType::Dismiss || b.kind == ButtonType::DeepLink)
        {
            return Err(DialogError::new(
                "dismissible",
                "a dialog that is not dismissible needs a dismiss or deep_link button",
            ));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn valid() -> CustomDialog {
        CustomDialog {
            id: "welcome-2025".into(),
            title: "Welcome back".into(),
            body: "New markets are live.".into(),
            dismissible: true,
            triggers: vec![
                Trigger {
                    kind: TriggerType::Pages,
                    pages: vec!["/".into(), "/account/*".into()],
                },
                Trigger {
                    kind: TriggerType::OnLogin,
                    pages: vec![],
                },
            ],
            buttons: vec![
                Button {
                    label: "Read more".into(),
                    kind: ButtonType::ExternalLink,
                    url: Some("https://example.com/news".into()),
                    style: ButtonStyle::Primary,
                },
                Button {
                    label: "Close".into(),
                    kind: ButtonType::Dismiss,
                    url: None,
                    style: ButtonStyle::Secondary,
                },
            ],
        }
    }

    fn field_of(d: &CustomDialog) -> String {
        d.validate().expect_err("should be refused").field
    }

    #[test]
    fn a_valid_config_passes() {
        assert_eq!(valid().validate(), Ok(()));
    }

    #[test]
    fn ids_follow_the_pattern() {
        assert!(is_valid_id("a"));
        assert!(is_valid_id(&"a".repeat(64)));
        for bad in ["", "Welcome", "a b", "a_b", "é", &"a".repeat(65)] {
            let mut d = valid();
            d.id = bad.to_owned();
            assert_eq!(field_of(&d), "id", "{bad:?}");
        }
    }

    #[test]
    fn sizes_are_limited() {
        let mut d = valid();
        d.title = "t".repeat(121);
        assert_eq!(field_of(&d), "title");
        d.title = "t".repeat(120);
        assert_eq!(d.validate(), Ok(()));
        d.body = "b".repeat(2001);
        assert_eq!(field_of(&d), "body");
        d.body = "  ".into();
        assert_eq!(field_of(&d), "body");
    }

    #[test]
    fn one_to_three_buttons() {
        let mut d = valid();
        d.buttons.clear();
        assert_eq!(field_of(&d), "buttons");
        let mut d = valid();
        let extra = d.buttons[1].clone();
        d.buttons.push(extra.clone());
        assert_eq!(d.validate(), Ok(()));
        d.buttons.push(extra);
        assert_eq!(field_of(&d), "buttons");
    }

    #[test]
    fn external_links_must_be_https() {
        for bad in [
            "http://example.com",
            "javascript:alert(1)",
            "https://",
            "https:// example.com",
            "ftp://example.com",
            "//example.com",
        ] {
            let mut d = valid();
            d.buttons[0].url = Some(bad.to_owned());
            let err = d.validate().expect_err(bad);
            assert_eq!(err.field, "buttons[0].url", "{bad}");
            assert!(err.to_string().contains("https"), "{err}");
        }
    }

    #[test]
    fn link_buttons_need_urls_and_dismiss_buttons_have_none() {
        let mut d = valid();
        d.buttons[0].url = None;
        assert_eq!(field_of(&d), "buttons[0].url");
        let mut d = valid();
        d.buttons[1].url = Some("/x".into());
        assert_eq!(field_of(&d), "buttons[1].url");
        let mut d = valid();
        d.buttons[0].kind = ButtonType::DeepLink;
        assert_eq!(field_of(&d), "buttons[0].url");
        d.buttons[0].url = Some("/account/summary".into());
        assert_eq!(d.validate(), Ok(()));
    }

    #[test]
    fn triggers_are_checked() {
        let mut d = valid();
        d.triggers.clear();
        assert_eq!(field_of(&d), "triggers");
        let mut d = valid();
        d.triggers[0].pages = vec![];
        assert_eq!(field_of(&d), "triggers[0].pages");
        for bad in ["account", "/acc*unt", "/a/*/b", "//evil", "/ x"] {
            let mut d = valid();
            d.triggers[0].pages = vec![bad.into()];
            assert_eq!(field_of(&d), "triggers[0].pages[0]", "{bad}");
        }
        let mut d = valid();
        d.triggers[1].pages = vec!["/".into()];
        assert_eq!(field_of(&d), "triggers[1].pages");
        let mut d = valid();
        d.triggers[1].kind = TriggerType::Pages;
        d.triggers[1].pages = vec!["/".into()];
        assert_eq!(field_of(&d), "triggers[1].type");
    }

    #[test]
    fn undismissible_dialogs_need_a_way_out() {
        let mut d = valid();
        d.dismissible = false;
        assert_eq!(d.validate(), Ok(()));
        d.buttons.remove(1);
        assert_eq!(field_of(&d), "dismissible");
    }

    #[test]
    fn page_patterns_match() {
        assert!(page_matches("/", "/"));
        assert!(!page_matches("/", "/account"));
        assert!(page_matches("/account/*", "/account"));
        assert!(page_matches("/account/*", "/account/summary"));
        assert!(!page_matches("/account/*", "/accounts"));
        assert!(page_matches("/account/summary", "/account/summary/"));
        assert!(page_matches("/*", "/anything/at/all"));
    }
}
