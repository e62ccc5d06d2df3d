//! Identity storage: account holders, their preferences, sessions, refresh tokens,
//! authorization codes, one-time codes and password resets.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::ids::{SessionId, UserId};
use domain::odds::OddsFormat;

use crate::{
    AuthorizationCode, NewAuthorizationCode, NewOneTimeCode, NewPasswordReset, NewRefreshToken,
    NewSession, NewUser, OneTimeCodeOutcome, RefreshOutcome, Session, StoreResult, User,
    UserPreferences,
};

/// Revoke reason recorded when a spent refresh token is presented again.
pub const REASON_REFRESH_TOKEN_REUSE: &str = "refresh_token_reuse";
/// Revoke reason recorded when a password reset completes.
pub const REASON_PASSWORD_RESET: &str = "password_reset";

/// Account holders and everything that proves who is calling.
#[async_trait]
pub trait IdentityStore: Send + Sync {
    /// Creates an account holder. `StoreError::Conflict("email")` when the email (compared
    /// case-insensitively) is taken.
    async fn create_user(&self, user: NewUser) -> StoreResult<User>;
    async fn user_by_id(&self, id: &UserId) -> StoreResult<Option<User>>;
    /// Case-insensitive lookup.
    async fn user_by_email(&self, email: &str) -> StoreResult<Option<User>>;
    /// Records a successful password check: resets the failure counter, moves
    /// `last_login_at` to `previous_login_at` and sets `last_login_at = at`. Returns the
    /// updated user.
    async fn record_login_success(&self, id: &UserId, at: DateTime<Utc>) -> StoreResult<User>;
    /// Counts a failed password check; locks the account (sets `locked_at`) when the count
    /// reaches `lock_after`. Atomic under concurrent failures. Returns the updated user.
    async fn record_login_failure(
        &self,
        id: &UserId,
        at: DateTime<Utc>,
        lock_after: u32,
    ) -> StoreResult<User>;
    async fn set_strong_auth(&self, id: &UserId, enabled: bool) -> StoreResult<()>;
    /// Sets the phone number used for one-time codes.
    async fn set_phone(&self, id: &UserId, phone: Option<String>) -> StoreResult<()>;
    /// The account holder's display preferences: the defaults until they choose.
    /// `StoreError::NotFound("user")` for an unknown user.
    async fn user_preferences(&self, id: &UserId) -> StoreResult<UserPreferences>;
    /// Stores the odds format the account holder chose and returns the preferences now in
    /// force. `StoreError::NotFound("user")` for an unknown user.
    async fn set_odds_format(
        &self,
        id: &UserId,
        format: OddsFormat,
        at: DateTime<Utc>,
    ) -> StoreResult<UserPreferences>;
    /// Stores which betslip price moves the account holder accepts without asking and
    /// returns the preferences now in force. `StoreError::NotFound("user")` for an unknown
    /// user.
    async fn set_auto_accept_odds_changes(
        &self,
        id: &UserId,
        value: domain::betslip::AutoAccept,
        at: DateTime<Utc>,
    ) -> StoreResult<UserPreferences>;
    /// Stores which balances the account holder's casino stakes may use and returns the
    /// preferences now in force. `StoreError::NotFound("user")` for an unknown user.
    async fn set_casino_balance_usage(
        &self,
        id: &UserId,
        usage: domain::casino_rewards::BalanceUsage,
        at: DateTime<Utc>,
    ) -> StoreResult<UserPreferences>;

    /// Stores whether prices show their movement and returns the preferences now in force.
    /// `StoreError::NotFound("user")` for an unknown user.
    async fn set_show_odds_trend(
        &self,
        id: &UserId,
        show: bool,
        at: DateTime<Utc>,
    ) -> StoreResult<UserPreferences>;
    /// Stores which optional emails the account holder receives (both switches in one
    /// write) and returns the preferences now in force. `StoreError::NotFound("user")` for
    /// an unknown user.
    async fn set_email_preferences(
        &self,
        id: &UserId,
        email: crate::EmailPreferences,
        at: DateTime<Utc>,
    ) -> StoreResult<UserPreferences>;

    async fn create_session(&self, session: NewSession) -> StoreResult<Session>;
    async fn session(&self, id: &SessionId) -> StoreResult<Option<Session>>;
    /// Revokes one session (idempotent: the first reason wins).
    async fn revoke_session(
        &self,
        id: &SessionId,
        reason: &str,
        at: DateTime<Utc>,
    ) -> StoreResult<()>;
    /// Revokes every live session of a user; returns how many were revoked.
    async fn revoke_user_sessions(
        &self,
        user: &UserId,
        reason: &str,
        at: DateTime<Utc>,
    ) -> StoreResult<u64>;
    /// Marks the session's strong authentication as passed (one-time code verified).
    async fn mark_session_verified(&self, id: &SessionId, at: DateTime<Utc>) -> StoreResult<()>;
    /// Updates `last_seen_at` (heartbeat).
    async fn touch_session(&self, id: &SessionId, at: DateTime<Utc>) -> StoreResult<()>;

    /// Stores a new refresh token (by hash) in a session's family.
    async fn insert_refresh_token(&self, token: NewRefreshToken) -> StoreResult<()>;
    /// Atomically spends `presented_hash` and stores `next` in the same family.
    /// A token already spent is reuse: the whole family (session) is revoked with reason
    /// `refresh_token_reuse` and `RefreshOutcome::Reused` returned. Exactly one of two
    /// concurrent rotations of the same token succeeds.
    async fn rotate_refresh_token(
        &self,
        presented_hash: &str,
        next: NewRefreshToken,
        now: DateTime<Utc>,
    ) -> StoreResult<RefreshOutcome>;

    /// Stores a single-use authorization code (by hash).
    async fn insert_authorization_code(&self, code: NewAuthorizationCode) -> StoreResult<()>;
    /// Spends a code: returns it once if it exists and has not expired at `now`; every
    /// later call (and any call after expiry) returns `None`.
    async fn consume_authorization_code(
        &self,
        code_hash: &str,
        now: DateTime<Utc>,
    ) -> StoreResult<Option<AuthorizationCode>>;

    /// Stores a one-time code for a session, replacing any earlier unspent one.
    async fn insert_one_time_code(&self, code: NewOneTimeCode) -> StoreResult<()>;
    /// Checks a one-time code for a session: spends it when it matches, otherwise uses
    /// up one attempt. Atomic.
    async fn verify_one_time_code(
        &self,
        session: &SessionId,
        code_hash: &str,
        now: DateTime<Utc>,
    ) -> StoreResult<OneTimeCodeOutcome>;

    /// Stores a password-reset token (by hash).
    async fn insert_password_reset(&self, reset: NewPasswordReset) -> StoreResult<()>;
    /// Spends a reset token and sets the new password hash in one transaction: clears the
    /// lock and failure counter and revokes every session with reason `password_reset`.
    /// `None` when the token is unknown, spent or expired.
    async fn complete_password_reset(
        &self,
        token_hash: &str,
        new_password_hash: &str,
        now: DateTime<Utc>,
    ) -> StoreResult<Option<UserId>>;
}
