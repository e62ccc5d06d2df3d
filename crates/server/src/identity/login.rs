//! Checking a password login, shared by the password grant and the sign-in page: the
//! per-IP throttle, the per-account lockout (limit by region), and no hint about whether
//! an email has an account or whether it is locked: an unknown email, a wrong password and a
//! locked account get the same answer after the same work (one password hash), and the
//! holder of an account that locks is told by mail how to unlock it.

use super::extract::RequestContext;
use crate::state::AppState;
use store::User;

/// Answer to every refused password login: unknown email, wrong password or locked account
/// alike, with the hint that repeated failures lock the account.
pub const INVALID_CREDENTIALS: &str = "The email or password you entered is incorrect. \
Too many failed attempts lock the account; reset your password to unlock it.";
/// Answer for a locked account to a caller who has already proven who they are (a one-time
/// code or refresh after sign-in), never to a password login.
pub const LOCKED: &str = "Your account is locked after too many failed login attempts. Reset your password to unlock it.";

/// Why a login was refused.
#[derive(Debug)]
pub enum LoginFailure {
    /// Too many failures from this IP; seconds to wait.
    Throttled(u64),
    /// Unknown email, wrong password or locked account (told apart in logs only).
    InvalidCredentials,
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
        tracing::info!(user_id = %user.id, "login to a locked account");
        return Err(LoginFailure::InvalidCredentials);
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
        if updated.locked_at.is_some() {
            tokio::spawn(tell_holder_locked(state.clone(), updated));
        }
        return Err(LoginFailure::InvalidCredentials);
    }
    Ok(state.store.record_login_success(&user.id, now).await?)
}

/// Mails the holder of an account that just locked how to unlock it, in the background so
/// the login answer takes no longer. A failed send is logged: the lock stands.
async fn tell_holder_locked(state: AppState, user: User) {
    let brand = super::clients::brand_name(&state.config.brand);
    let link = format!(
        "{}/forgot-password",
        state.config.public_url.trim_end_matches('/')
    );
    let body = format!(
        "Hi {name},\n\nYour {brand} account was locked after too many failed login attempts. \
To unlock it, reset your password here:\n\n{link}\n\n\
If these attempts were not yours, resetting your password also keeps your account safe.\n\n{brand}\n{footer}",
        name = user.first_name,
        footer = super::email_preferences::footer(&state, &user.id),
    );
    let message = crate::mail::Message {
        kind: crate::mail::MessageKind::Email,
        to: user.email.clone(),
        subject: format!("Your {brand} account is locked"),
        body,
    };
    if let Err(e) = state.mailer.send(message).await {
        tracing::error!(user_id = %user.id, error = %e, "lockout mail not sent");
    }
}
