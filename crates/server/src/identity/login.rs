//! Checking a password login, shared by the password grant and the sign-in page: the
//! per-IP throttle, the per-account lockout (limit by region), and no hint about whether
//! an email has an account.

use super::extract::RequestContext;
use crate::state::AppState;
use store::User;

/// Answer to a wrong email or password (the same for both).
pub const INVALID_CREDENTIALS: &str = "The email or password you entered is incorrect.";
/// Answer for a locked account.
pub const LOCKED: &str = "Your account is locked after too many failed login attempts. Reset your password to unlock it.";

/// Why a login was refused.
#[derive(Debug)]
pub enum LoginFailure {
    /// Too many failures from this IP; seconds to wait.
    Throttled(u64),
    InvalidCredentials,
    Locked,
    Unavailable(store::StoreError),
}

impl LoginFailure {
    /// The message shown to the person.
    pub fn message(&self) -> String {
        match self {
            LoginFailure::Throttled(secs) => format!(
                "Too many failed login attempts from your network. Please wait {} minutes and try again.",
                secs.div_ceil(60).max(1)
            ),
            LoginFailure::InvalidCredentials => INVALID_CREDENTIALS.to_owned(),
            LoginFailure::Locked => LOCKED.to_owned(),
            LoginFailure::Unavailable(_) => super::errors::GENERIC_MESSAGE.to_owned(),
        }
    }
}

impl From<store::StoreError> for LoginFailure {
    fn from(e: store::StoreError) -> Self {
        LoginFailure::Unavailable(e)
    }
}

/// Checks `email` and `password`. Unknown emails cost one dummy hash so timing does not
/// tell them apart; every failure counts against the IP, wrong passwords against the
/// account, which locks at its region's limit.
pub async fn check_credentials(
    state: &AppState,
    ctx: &RequestContext,
    email: &str,
    password: &str,
) -> Result<User, LoginFailure> {
    let ip = ctx.ip_key();
    let now = state.clock.now();
    if let Some(wait) = state.throttles.login_failures_by_ip.blocked(&ip, now) {
        tracing::warn!(ip, "login throttled");
        return Err(LoginFailure::Throttled(wait));
    }
    let email = email.trim();
    let user = if email.is_empty() || email.len() > domain::identity::EMAIL_MAX_LEN {
        None
    } else {
        state.store.user_by_email(email).await?
    };
    let Some(user) = user else {
        crate::password::verify_dummy(state.config.password_hash_cost, password).await;
        state.throttles.login_failures_by_ip.record(&ip, now);
        return Err(LoginFailure::InvalidCredentials);
    };
    let matches = crate::password::verify(password, &user.password_hash).await;
    if user.locked_at.is_some() {
        if !matches {
            state.throttles.login_failures_by_ip.record(&ip, now);
        }
        return Err(LoginFailure::Locked);
    }
    if !matches {
        state.throttles.login_failures_by_ip.record(&ip, now);
        let limit =
            domain::region::find(&user.region).map_or(5, |r| state.config.failed_login_limit(r));
        let updated = state
            .store
            .record_login_failure(&user.id, now, limit)
            .await?;
        tracing::info!(user_id = %user.id, failures = updated.failed_login_count, locked = updated.locked_at.is_some(), "failed login");
        return Err(if updated.locked_at.is_some() {
            LoginFailure::Locked
        } else {
            LoginFailure::InvalidCredentials
        });
    }
    Ok(state.store.record_login_success(&user.id, now).await?)
}
