//! Strong-authentication one-time codes: the service the GraphQL mutations
//! `sendOneTimeCode` / `verifyOneTimeCode` call, so the rules live in one place.
//!
//! A code has 6 digits, lives 10 minutes, allows 5 wrong attempts, is stored only as a hash
//! and goes by SMS or voice call to the phone on file (through [`crate::sms::CodeSender`]).
//! Sending a new code replaces the previous one; at most 5 are sent per session per 10
//! minutes. A verified code marks the session verified, after which the
//! `limited_access_token` grant upgrades a limited session to a full one.

use crate::state::AppState;
use crate::tokens;
use domain::identity::mask_phone;
use domain::identity::one_time_code::{self, Channel};
use domain::ids::{SessionId, UserId};
use rand::Rng;
use store::{NewOneTimeCode, OneTimeCodeOutcome};

/// Why sending or verifying a code failed. `message()` is the text shown to the person.
#[derive(Debug)]
pub enum OneTimeCodeError {
    /// The account has no phone on file.
    NoPhone,
    /// Too many codes were sent recently; seconds to wait.
    TooManyRequests(u64),
    /// Not six digits.
    Malformed,
    /// Wrong code; attempts remaining (0: the code is dead).
    WrongCode {
        attempts_left: u32,
    },
    Expired,
    /// No code is pending (never sent, already used, or out of attempts).
    NoCode,
    /// The provider did not take the message.
    SendFailed,
    /// The store failed.
    Unavailable(store::StoreError),
}

impl OneTimeCodeError {
    /// Stable machine-readable code.
    pub fn code(&self) -> &'static str {
        match self {
            OneTimeCodeError::NoPhone => "NO_PHONE",
            OneTimeCodeError::TooManyRequests(_) => "TOO_MANY_REQUESTS",
            OneTimeCodeError::Malformed => "MALFORMED_CODE",
            OneTimeCodeError::WrongCode { .. } => "WRONG_CODE",
            OneTimeCodeError::Expired => "EXPIRED_CODE",
            OneTimeCodeError::NoCode => "NO_CODE",
            OneTimeCodeError::SendFailed => "SEND_FAILED",
            OneTimeCodeError::Unavailable(_) => "INTERNAL_SERVER_ERROR",
        }
    }

    /// The message shown to the person.
    pub fn message(&self) -> String {
        match self {
            OneTimeCodeError::NoPhone => {
                "Add a phone number in your login preferences to receive one-time codes.".into()
            }
            OneTimeCodeError::TooManyRequests(_) => {
                "Too many codes were requested. Please wait a few minutes and try again.".into()
            }
            OneTimeCodeError::Malformed => "Please enter the 6-digit code.".into(),
            OneTimeCodeError::WrongCode { attempts_left: 0 } => {
                "That code is incorrect and can no longer be used. Please request a new code."
                    .into()
            }
            OneTimeCodeError::WrongCode { attempts_left: 1 } => {
                "That code is incorrect. You have 1 attempt left.".into()
            }
            OneTimeCodeError::WrongCode { attempts_left } => {
                format!("That code is incorrect. You have {attempts_left} attempts left.")
            }
            OneTimeCodeError::Expired => "That code has expired. Please request a new code.".into(),
            OneTimeCodeError::NoCode => {
                "There is no active code. Please request a new code.".into()
            }
            OneTimeCodeError::SendFailed => "We could not send your code. Please try again.".into(),
            OneTimeCodeError::Unavailable(_) => super::errors::GENERIC_MESSAGE.into(),
        }
    }
}

impl From<store::StoreError> for OneTimeCodeError {
    fn from(e: store::StoreError) -> Self {
        tracing::error!(error = %e, "one-time code store call failed");
        OneTimeCodeError::Unavailable(e)
    }
}

/// A code that went out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SentCode {
    /// Where it went, masked (`+*********23`).
    pub masked_destination: String,
    pub channel: Channel,
}

/// Sends a fresh code for `session` to the user's phone over `channel`.
pub async fn send(
    state: &AppState,
    user_id: &UserId,
    session: &SessionId,
    channel: Channel,
) -> Result<SentCode, OneTimeCodeError> {
    let now = state.clock.now();
    let user = state
        .store
        .user_by_id(user_id)
        .await?
        .ok_or(OneTimeCodeError::NoPhone)?;
    let phone = user.phone.ok_or(OneTimeCodeError::NoPhone)?;
    state
        .throttles
        .codes_by_session
        .try_acquire(session.as_str(), now)
        .map_err(OneTimeCodeError::TooManyRequests)?;
    let code = one_time_code::format(rand::rngs::OsRng.gen_range(0..1_000_000));
    let lifetime = chrono::Duration::from_std(one_time_code::LIFETIME)
        .unwrap_or(chrono::Duration::minutes(10));
    state
        .store
        .insert_one_time_code(NewOneTimeCode {
            session_id: session.clone(),
            code_hash: tokens::hash_secret(&code),
            channel: channel.as_str().to_owned(),
            attempts_allowed: one_time_code::ATTEMPTS,
            created_at: now,
            expires_at: now + lifetime,
        })
        .await?;
    let brand = super::clients::brand_name(&state.config.brand);
    state
        .sms
        .send_code(&phone, channel, &code, brand)
        .await
        .map_err(|e| {
            tracing::error!(error = %e, user_id = %user_id, "one-time code not delivered");
            OneTimeCodeError::SendFailed
        })?;
    tracing::info!(user_id = %user_id, session_id = %session, channel = channel.as_str(), "one-time code sent");
    Ok(SentCode {
        masked_destination: mask_phone(&phone),
        channel,
    })
}

/// Checks `code` for `session`; on success the session is marked verified.
pub async fn verify(
    state: &AppState,
    session: &SessionId,
    code: &str,
) -> Result<(), OneTimeCodeError> {
    let code = code.trim();
    if !one_time_code::is_well_formed(code) {
        return Err(OneTimeCodeError::Malformed);
    }
    let now = state.clock.now();
    match state
        .store
        .verify_one_time_code(session, &tokens::hash_secret(code), now)
        .await?
    {
        OneTimeCodeOutcome::Verified => {
            state.store.mark_session_verified(session, now).await?;
            tracing::info!(session_id = %session, "one-time code verified");
            Ok(())
        }
        OneTimeCodeOutcome::Wrong { attempts_left } => {
            Err(OneTimeCodeError::WrongCode { attempts_left })
        }
        OneTimeCodeOutcome::Expired => Err(OneTimeCodeError::Expired),
        OneTimeCodeOutcome::NoCode => Err(OneTimeCodeError::NoCode),
    }
}
