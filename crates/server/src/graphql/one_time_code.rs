//! `Mutation.sendOneTimeCode` / `Mutation.verifyOneTimeCode`: thin resolvers over
//! [`crate::identity::one_time_code`] (strong authentication).
//!
//! Both accept the limited access token of a login waiting for its code; a full session may
//! send codes and verify with source `SETTINGS` (turning strong authentication on).
//! Business failures (wrong code, expired, no phone...) come back in the result's `error`,
//! not as GraphQL errors; a missing or refused token is UNAUTHENTICATED.

use super::context::{state, viewer};
use super::errors;
use crate::identity::one_time_code::{self as service, OneTimeCodeError};
use crate::viewer::Viewer;
use async_graphql::{Context, Enum, Object, Result, SimpleObject};
use domain::identity::one_time_code::Channel;

/// How the code travels.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum OneTimeCodeChannel {
    Sms,
    Call,
}

/// Which screen verifies the code.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum OneTimeCodeSource {
    /// Completing a login (limited access token).
    Login,
    /// Account settings (full session).
    Settings,
}

/// Where the client shows an error.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum OneTimeCodeDisplayType {
    /// Under the code input (wrong, malformed or expired code).
    Inline,
    /// As a toast (everything else).
    Toast,
}

/// Outcome of sending or verifying a code.
#[derive(Debug, Clone, SimpleObject)]
pub struct OneTimeCodeResult {
    pub success: bool,
    /// Message to show when `success` is false.
    pub error: Option<String>,
    /// Stable code of the error: NO_PHONE, TOO_MANY_REQUESTS, MALFORMED_CODE, WRONG_CODE,
    /// EXPIRED_CODE, NO_CODE, SEND_FAILED.
    pub error_code: Option<String>,
    pub display_type: Option<OneTimeCodeDisplayType>,
    /// Where the code went, masked (send only).
    pub masked_destination: Option<String>,
}

impl OneTimeCodeResult {
    fn failed(e: &OneTimeCodeError) -> Result<Self> {
        let display = match e {
            OneTimeCodeError::Unavailable(cause) => {
                return Err(errors::internal("one-time code", cause));
            }
            OneTimeCodeError::Malformed
            | OneTimeCodeError::WrongCode { .. }
            | OneTimeCodeError::Expired => OneTimeCodeDisplayType::Inline,
            OneTimeCodeError::NoPhone
            | OneTimeCodeError::TooManyRequests(_)
            | OneTimeCodeError::NoCode
            | OneTimeCodeError::SendFailed => OneTimeCodeDisplayType::Toast,
        };
        Ok(Self {
            success: false,
            error: Some(e.message()),
            error_code: Some(e.code().to_owned()),
            display_type: Some(display),
            masked_destination: None,
        })
    }
}

/// One-time code mutations.
#[derive(Default)]
pub struct OneTimeCodeMutation;

#[Object]
impl OneTimeCodeMutation {
    /// Sends a fresh code to the phone on file (replacing any earlier one).
    async fn send_one_time_code(
        &self,
        ctx: &Context<'_>,
        channel: OneTimeCodeChannel,
    ) -> Result<OneTimeCodeResult> {
        let (user_id, session_id) = match viewer(ctx)? {
            Viewer::User {
                user_id,
                session_id,
            }
            | Viewer::Limited {
                user_id,
                session_id,
            } => (user_id, session_id),
            Viewer::Nobody | Viewer::Anonymous { .. } => return Err(errors::unauthenticated()),
        };
        let channel = match channel {
            OneTimeCodeChannel::Sms => Channel::Sms,
            OneTimeCodeChannel::Call => Channel::Call,
        };
        match service::send(state(ctx)?, user_id, session_id, channel).await {
            Ok(sent) => Ok(OneTimeCodeResult {
                success: true,
                error: None,
                error_code: None,
                display_type: None,
                masked_destination: Some(sent.masked_destination),
            }),
            Err(e) => OneTimeCodeResult::failed(&e),
        }
    }

    /// Checks a code: `LOGIN` with the limited access token (then the
    /// `limited_access_token` grant upgrades the session), `SETTINGS` with a full session.
    async fn verify_one_time_code(
        &self,
        ctx: &Context<'_>,
        one_time_code: String,
        source: OneTimeCodeSource,
    ) -> Result<OneTimeCodeResult> {
        let session_id = match (viewer(ctx)?, source) {
            (Viewer::Limited { session_id, .. }, OneTimeCodeSource::Login)
            | (Viewer::User { session_id, .. }, OneTimeCodeSource::Settings) => session_id,
            (Viewer::Nobody | Viewer::Anonymous { .. }, _) => return Err(errors::unauthenticated()),
            (Viewer::User { .. }, OneTimeCodeSource::Login) => {
                return Err(errors::unauthorized("This session is already logged in."));
            }
            (Viewer::Limited { .. }, OneTimeCodeSource::Settings) => {
                return Err(errors::unauthorized(
                    "Complete the login before changing settings.",
                ));
            }
        };
        if one_time_code.len() > 64 {
            return OneTimeCodeResult::failed(&OneTimeCodeError::Malformed);
        }
        match service::verify(state(ctx)?, session_id, &one_time_code).await {
            Ok(()) => Ok(OneTimeCodeResult {
                success: true,
                error: None,
                error_code: None,
                display_type: None,
                masked_destination: None,
            }),
            Err(e) => OneTimeCodeResult::failed(&e),
        }
    }
}
