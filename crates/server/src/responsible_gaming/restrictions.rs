//! Whether the casino is closed to a bettor, and operators' restrictions of the casino.
//!
//! [`casino_restriction`] combines the bettor's cool-offs and self-exclusions with the
//! operators' restrictions in force (the rule is `domain::responsible_gaming::casino`); the
//! account's `casinoRestriction`, `GET /i/restrictions/active/casino` and (later) casino
//! launch read it. [`restrict`], [`lift`] and [`list`] are the operator's actions behind
//! `sportsbook admin restrict ...`: inputs are checked by the domain before anything is read or
//! written, and every creation and lift is stored with its audit row (`casino_restriction.create`,
//! `casino_restriction.lift`; no session, the operator named in the detail) in one transaction.
//! A restriction is lifted, never deleted. They take the store, not the application state, so
//! the command line can run them without a server; "now" is the caller's.

use chrono::{DateTime, Utc};
use domain::ids::UserId;
use domain::responsible_gaming::casino::{
    self, Actor, CasinoRestriction, Reason, RestrictionError, RestrictionLength,
};
use domain::responsible_gaming::periods;
use store::{Audit, OperatorRestriction, RestrictionLifted, Store, StoreError, User};

/// Audit actions of operators' restrictions.
pub const CREATE_ACTION: &str = "casino_restriction.create";
pub const LIFT_ACTION: &str = "casino_restriction.lift";

/// The casino restriction of `user` at `now`: breaks and operators' restrictions together.
pub async fn casino_restriction(
    store: &dyn Store,
    user: &UserId,
    now: DateTime<Utc>,
) -> Result<CasinoRestriction, StoreError> {
    let exclusions = store.exclusions(user).await?;
    let restrictions = store.active_casino_restrictions(user, now).await?;
    Ok(restriction_of(&exclusions, &restrictions, now))
}

/// The casino restriction the bettor's `exclusions` and the operators' `restrictions` make
/// at `now`, for a caller that read them already.
pub fn restriction_of(
    exclusions: &[store::Exclusion],
    restrictions: &[OperatorRestriction],
    now: DateTime<Utc>,
) -> CasinoRestriction {
    casino::restriction(
        exclusions
            .iter()
            .map(store::Exclusion::closure)
            .chain(restrictions.iter().map(OperatorRestriction::closure)),
        now,
    )
}

/// Why an operator's action was refused or failed. The text is what the operator reads.
#[derive(Debug, thiserror::Error)]
pub enum RestrictError {
    #[error("no account with email {0:?}")]
    UnknownEmail(String),
    #[error(transparent)]
    Invalid(#[from] RestrictionError),
    #[error("no casino restriction with id {0:?}")]
    UnknownRestriction(String),
    #[error("casino restriction {id} was already lifted at {at} by {by}")]
    AlreadyLifted {
        id: String,
        at: DateTime<Utc>,
        by: String,
    },
    #[error("casino restriction {id} already ended at {at}: there is nothing to lift")]
    Ended { id: String, at: DateTime<Utc> },
    #[error("storage failed: {0}")]
    Store(#[from] StoreError),
}

/// What an operator asks for: close the casino to the holder of `email` for `length`.
#[derive(Debug, Clone, Copy)]
pub struct Restrict<'a> {
    pub email: &'a str,
    pub length: RestrictionLength,
    pub reason: &'a str,
    /// The operator who acts.
    pub by: &'a str,
}

/// Millisecond precision, as stored: what is answered is what is read back later.
fn stored_precision(at: DateTime<Utc>) -> DateTime<Utc> {
    DateTime::from_timestamp_millis(at.timestamp_millis()).unwrap_or(at)
}

fn audit(user: &UserId, action: &str, detail: String, at: DateTime<Utc>) -> Audit {
    Audit {
        user_id: user.clone(),
        session_id: None,
        action: action.to_owned(),
        detail,
        at,
    }
}

/// Closes the casino to one account holder from `now`. A `--until` date is read in the
/// holder's region's time zone. Answers the holder and the stored restriction.
pub async fn restrict(
    store: &dyn Store,
    request: Restrict<'_>,
    now: DateTime<Utc>,
) -> Result<(User, OperatorRestriction), RestrictError> {
    let reason = Reason::parse(request.reason)?;
    let by = Actor::parse(request.by)?;
    let email = request.email.trim();
    let user = store
        .user_by_email(email)
        .await?
        .ok_or_else(|| RestrictError::UnknownEmail(email.to_owned()))?;
    let now = stored_precision(now);
    let ends_at = casino::end_of(request.length, now, periods::zone(&user.region))?;
    let restriction = OperatorRestriction {
        id: ulid::Ulid::new().to_string(),
        user_id: user.id.clone(),
        ends_at,
        reason: reason.as_str().to_owned(),
        created_by: by.as_str().to_owned(),
        created_at: now,
        lifted_at: None,
        lifted_by: None,
    };
    let detail = format!(
        "{} until {} by {}: {}",
        restriction.id,
        ends_at.map_or_else(|| "lifted".to_owned(), |e| e.to_rfc3339()),
        by.as_str(),
        reason.as_str()
    );
    let stored = store
        .create_casino_restriction(restriction, audit(&user.id, CREATE_ACTION, detail, now))
        .await?;
    tracing::info!(user_id = %user.id, restriction = %stored.id, by = by.as_str(), "casino restricted");
    Ok((user, stored))
}

/// Lifts restriction `id` at `now`: the casino opens again unless something else keeps it
/// closed. Refused when it was lifted before or has ended anyway.
pub async fn lift(
    store: &dyn Store,
    id: &str,
    by: &str,
    now: DateTime<Utc>,
) -> Result<OperatorRestriction, RestrictError> {
    let by = Actor::parse(by)?;
    let id = id.trim();
    let current = store
        .casino_restriction(id)
        .await?
        .ok_or_else(|| RestrictError::UnknownRestriction(id.to_owned()))?;
    let already = |r: &OperatorRestriction| RestrictError::AlreadyLifted {
        id: r.id.clone(),
        at: r.lifted_at.unwrap_or(now),
        by: r.lifted_by.clone().unwrap_or_default(),
    };
    if current.lifted_at.is_some() {
        return Err(already(&current));
    }
    let now = stored_precision(now);
    if let Some(end) = current.ends_at
        && end <= now
    {
        return Err(RestrictError::Ended {
            id: current.id,
            at: end,
        });
    }
    let detail = format!("{} lifted by {}", current.id, by.as_str());
    match store
        .lift_casino_restriction(
            &current.id,
            by.as_str(),
            audit(&current.user_id, LIFT_ACTION, detail, now),
        )
        .await?
    {
        RestrictionLifted::Lifted(lifted) => {
            tracing::info!(user_id = %lifted.user_id, restriction = %lifted.id, by = by.as_str(), "casino restriction lifted");
            Ok(lifted)
        }
        // Another operator lifted it between the read and the write.
        RestrictionLifted::AlreadyLifted(current) => Err(already(&current)),
    }
}

/// The account holder of `email` and every casino restriction of theirs, newest first.
pub async fn list(
    store: &dyn Store,
    email: &str,
) -> Result<(User, Vec<OperatorRestriction>), RestrictError> {
    let email = email.trim();
    let user = store
        .user_by_email(email)
        .await?
        .ok_or_else(|| RestrictError::UnknownEmail(email.to_owned()))?;
    let restrictions = store.casino_restrictions(&user.id).await?;
    Ok((user, restrictions))
}
