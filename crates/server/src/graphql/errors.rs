//! GraphQL error codes (`extensions.code`), shared with the web app's error link (see
//! `docs/product/platform-services.md`): UNAUTHENTICATED, UNAUTHORIZED, UNAUTHORIZED_REGION,
//! BAD_USER_INPUT, NOT_FOUND, INTERNAL_SERVER_ERROR. Internal causes are logged, never sent.

use crate::config::Config;
use async_graphql::{Error, ErrorExtensions};

/// Stable error codes of the GraphQL API.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorCode {
    /// No valid session: the token is missing, expired, forged or revoked.
    Unauthenticated,
    /// The viewer is known but may not do this.
    Unauthorized,
    /// The request comes from a region the operator is not licensed in.
    UnauthorizedRegion,
    /// An argument is invalid.
    BadUserInput,
    /// The thing asked for does not exist (or is not the viewer's).
    NotFound,
    /// Something failed on our side.
    InternalServerError,
}

impl ErrorCode {
    /// The value of `extensions.code`.
    pub fn as_str(self) -> &'static str {
        match self {
            ErrorCode::Unauthenticated => "UNAUTHENTICATED",
            ErrorCode::Unauthorized => "UNAUTHORIZED",
            ErrorCode::UnauthorizedRegion => "UNAUTHORIZED_REGION",
            ErrorCode::BadUserInput => "BAD_USER_INPUT",
            ErrorCode::NotFound => "NOT_FOUND",
            ErrorCode::InternalServerError => "INTERNAL_SERVER_ERROR",
        }
    }
}

/// An error with `message` and `extensions.code`.
pub fn error(code: ErrorCode, message: impl Into<String>) -> Error {
    Error::new(message).extend_with(|_, e| e.set("code", code.as_str()))
}

/// The caller has no valid session.
pub fn unauthenticated() -> Error {
    error(
        ErrorCode::Unauthenticated,
        "You are not logged in. Please log in again to proceed.",
    )
}

/// The viewer may not do this.
pub fn unauthorized(message: impl Into<String>) -> Error {
    error(ErrorCode::Unauthorized, message)
}

/// An invalid argument.
pub fn bad_user_input(message: impl Into<String>) -> Error {
    error(ErrorCode::BadUserInput, message)
}

/// Logs `cause` with `context` and answers a generic INTERNAL_SERVER_ERROR.
pub fn internal(context: &str, cause: impl std::fmt::Display) -> Error {
    tracing::error!(%cause, "{context}");
    error(
        ErrorCode::InternalServerError,
        "Oops, we encountered an error. Please try again later.",
    )
}

/// The request comes from a region the operator does not serve. Carries the URLs the
/// client should use (the client stores them and retries).
pub fn unauthorized_region(config: &Config) -> Error {
    let sportsbook_url = config.public_url.trim_end_matches('/').to_owned();
    let websocket_url = websocket_url(config);
    error(
        ErrorCode::UnauthorizedRegion,
        "Sports betting is not available in your current location.",
    )
    .extend_with(move |_, e| {
        e.set("sportsbookUrl", sportsbook_url.clone());
        e.set("websocketUrl", websocket_url.clone());
    })
}

/// The websocket URL of `/graphql` derived from the public URL
/// (`http://host` -> `ws://host/graphql`, `https://host` -> `wss://host/graphql`).
pub fn websocket_url(config: &Config) -> String {
    let base = config.public_url.trim_end_matches('/');
    let ws = if let Some(rest) = base.strip_prefix("https://") {
        format!("wss://{rest}")
    } else if let Some(rest) = base.strip_prefix("http://") {
        format!("ws://{rest}")
    } else {
        base.to_owned()
    };
    format!("{ws}/graphql")
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    #[test]
    fn websocket_urls_follow_the_scheme() {
        let mut c = Config::development(PathBuf::from("/tmp"));
        c.public_url = "https://bet.example.com/".into();
        assert_eq!(websocket_url(&c), "wss://bet.example.com/graphql");
        c.public_url = "http://127.0.0.1:8080".into();
        assert_eq!(websocket_url(&c), "ws://127.0.0.1:8080/graphql");
    }

    #[test]
    fn region_errors_carry_urls() {
        let c = Config::development(PathBuf::from("/tmp"));
        let e = unauthorized_region(&c).into_server_error(async_graphql::Pos::default());
        let ext = serde_json::to_value(&e.extensions).unwrap();
        assert_eq!(ext["code"], "UNAUTHORIZED_REGION");
        assert_eq!(ext["sportsbookUrl"], "http://127.0.0.1:8080");
        assert_eq!(ext["websocketUrl"], "ws://127.0.0.1:8080/graphql");
    }
}
