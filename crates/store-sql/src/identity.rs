//! [`store::IdentityStore`]: account holders, preferences, sessions and the tokens and codes
//! that prove who is calling. Every single-use secret is spent with a conditional update (or
//! under a row lock), so of two concurrent spends exactly one wins.

use async_trait::async_trait;
use chrono::{DateTime, NaiveDate, Utc};
use domain::betslip::AutoAccept;
use domain::casino_rewards::BalanceUsage;
use domain::ids::{SessionId, UserId};
use domain::odds::OddsFormat;
use store::{
    AuthorizationCode, EmailPreferences, IdentityStore, NewAuthorizationCode, NewOneTimeCode,
    NewPasswordReset, NewRefreshToken, NewSession, NewUser, OneTimeCodeOutcome, RefreshOutcome,
    Session, SessionKind, StoreError, StoreResult, User, UserPreferences,
};

pub use store::{REASON_PASSWORD_RESET, REASON_REFRESH_TOKEN_REUSE};

use crate::SqlStore;
use crate::convert::{corrupt, currency, instant, millis, opt_instant};
use crate::db::{Backend, Executor, List, Query, query, query_as, query_scalar};
use crate::row;

/// Columns of `users` read into [`UserRow`].
const USER_COLUMNS: &str = "id, email, password_hash, first_name, last_name, date_of_birth, \
     region, currency, phone, strong_auth_enabled, failed_login_count, locked_at, \
     last_login_at, previous_login_at, created_at";

/// Columns of `sessions` read into [`SessionRow`].
pub(crate) const SESSION_COLUMNS: &str = "id, user_id, kind, client_id, created_at, \
     absolute_expires_at, last_seen_at, verified_at, revoked_at, revoke_reason, ip, user_agent";

/// The case-insensitive form of an email address used for uniqueness and lookups.
fn normalize_email(email: &str) -> String {
    email.trim().to_lowercase()
}

row! {
    struct UserRow {
        id: String,
        email: String,
        password_hash: String,
        first_name: String,
        last_name: String,
        date_of_birth: NaiveDate,
        region: String,
        currency: String,
        phone: Option<String>,
        strong_auth_enabled: bool,
        failed_login_count: i64,
        locked_at: Option<i64>,
        last_login_at: Option<i64>,
        previous_login_at: Option<i64>,
        created_at: i64,
    }
}

impl TryFrom<UserRow> for User {
    type Error = StoreError;

    fn try_from(row: UserRow) -> StoreResult<Self> {
        Ok(User {
            id: UserId::from_raw(row.id),
            email: row.email,
            password_hash: row.password_hash,
            first_name: row.first_name,
            last_name: row.last_name,
            date_of_birth: row.date_of_birth,
            region: row.region,
            currency: currency(&row.currency)?,
            phone: row.phone,
            strong_auth_enabled: row.strong_auth_enabled,
            failed_login_count: u32::try_from(row.failed_login_count)
                .map_err(|_| corrupt("failed_login_count", row.failed_login_count))?,
            locked_at: opt_instant(row.locked_at)?,
            last_login_at: opt_instant(row.last_login_at)?,
            previous_login_at: opt_instant(row.previous_login_at)?,
            created_at: instant(row.created_at)?,
        })
    }
}

row! {
    pub(crate) struct SessionRow {
        id: String,
        user_id: String,
        kind: String,
        client_id: String,
        created_at: i64,
        absolute_expires_at: i64,
        last_seen_at: i64,
        verified_at: Option<i64>,
        revoked_at: Option<i64>,
        revoke_reason: Option<String>,
        ip: Option<String>,
        user_agent: Option<String>,
    }
}

impl TryFrom<SessionRow> for Session {
    type Error = StoreError;

    fn try_from(row: SessionRow) -> StoreResult<Self> {
        Ok(Session {
            id: SessionId::from_raw(row.id),
            user_id: UserId::from_raw(row.user_id),
            kind: SessionKind::parse(&row.kind)
                .ok_or_else(|| corrupt("session kind", &row.kind))?,
            client_id: row.client_id,
            created_at: instant(row.created_at)?,
            absolute_expires_at: instant(row.absolute_expires_at)?,
            last_seen_at: instant(row.last_seen_at)?,
            verified_at: opt_instant(row.verified_at)?,
            revoked_at: opt_instant(row.revoked_at)?,
            revoke_reason: row.revoke_reason,
            ip: row.ip,
            user_agent: row.user_agent,
        })
    }
}

/// The user read by `SELECT <user columns> FROM users WHERE {filter}` with one parameter.
pub(crate) async fn user_where(
    db: &mut dyn Executor,
    filter: &str,
    value: String,
) -> StoreResult<Option<User>> {
    let row: Option<UserRow> = query_as(format!("SELECT {USER_COLUMNS} FROM users WHERE {filter}"))
        .bind(value)
        .fetch_optional(db)
        .await?;
    row.map(User::try_from).transpose()
}

/// The accounts with these ids (the ones that exist).
pub(crate) async fn users_in(db: &mut dyn Executor, ids: Vec<String>) -> StoreResult<Vec<User>> {
    let rows: Vec<UserRow> = query_as(format!(
        "SELECT {USER_COLUMNS} FROM users WHERE id IN {}",
        db.dialect().list(1)
    ))
    .bind(List(ids))
    .fetch_all(db)
    .await?;
    rows.into_iter().map(User::try_from).collect()
}

/// Runs an `UPDATE users ... RETURNING <user columns>` built by the caller.
async fn update_user(db: &mut dyn Executor, update: Query<'_>) -> StoreResult<User> {
    let row: Option<UserRow> = update.fetch_optional(db).await?;
    User::try_from(row.ok_or(StoreError::NotFound("user"))?)
}

async fn load_session(db: &mut dyn Executor, id: &str) -> StoreResult<Option<Session>> {
    let row: Option<SessionRow> = query_as(format!(
        "SELECT {SESSION_COLUMNS} FROM sessions WHERE id = $1"
    ))
    .bind(id)
    .fetch_optional(db)
    .await?;
    row.map(Session::try_from).transpose()
}

/// Fails with `NotFound(what)` when a statement changed no row.
fn found(changed: u64, what: &'static str) -> StoreResult<()> {
    if changed == 0 {
        Err(StoreError::NotFound(what))
    } else {
        Ok(())
    }
}

/// `last_seen_at` moved to `$1` unless it is later already (written the same on both
/// databases: SQLite's `max` and PostgreSQL's `GREATEST` differ).
const TOUCH: &str = "last_seen_at = CASE WHEN last_seen_at > $1 THEN last_seen_at ELSE $1 END";

async fn create_user(db: &mut dyn Executor, user: NewUser) -> StoreResult<User> {
    let id = UserId::generate();
    let email = user.email.trim();
    let row: UserRow = query_as(format!(
        "INSERT INTO users (id, email, email_normalized, password_hash, first_name, \
         last_name, date_of_birth, region, currency, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING {USER_COLUMNS}"
    ))
    .bind(id.as_str())
    .bind(email)
    .bind(normalize_email(email))
    .bind(&user.password_hash)
    .bind(&user.first_name)
    .bind(&user.last_name)
    .bind(user.date_of_birth)
    .bind(&user.region)
    .bind(user.currency.code())
    .bind(millis(user.created_at))
    .fetch_one(db)
    .await
    .map_err(|e| e.on_insert("email", "user"))?;
    User::try_from(row)
}

/// A stored on/off switch (`on_value` or its opposite).
fn switch(
    value: Option<String>,
    on_value: &str,
    off_value: &str,
    default: bool,
) -> StoreResult<bool> {
    match value {
        None => Ok(default),
        Some(v) if v == on_value => Ok(true),
        Some(v) if v == off_value => Ok(false),
        Some(v) => Err(corrupt("preference switch", v)),
    }
}

type PreferencesRow = (
    Option<String>,
    Option<String>,
    Option<String>,
    Option<String>,
    Option<String>,
    Option<String>,
);

pub(crate) async fn user_preferences(
    db: &mut dyn Executor,
    id: UserId,
) -> StoreResult<UserPreferences> {
    let row: Option<PreferencesRow> = query_as(
        "SELECT p.odds_format, p.auto_accept_odds_changes, p.casino_balance_usage, \
         p.odds_trend, p.email_promotions, p.email_product_news FROM users u \
         LEFT JOIN user_preferences p ON p.user_id = u.id WHERE u.id = $1",
    )
    .bind(id.as_str())
    .fetch_optional(db)
    .await?;
    let (odds_format, auto_accept, casino_usage, odds_trend, promotions, news) =
        row.ok_or(StoreError::NotFound("user"))?;
    let defaults = UserPreferences::default();
    Ok(UserPreferences {
        odds_format: odds_format
            .map(|name| OddsFormat::parse(&name).ok_or_else(|| corrupt("odds format", name)))
            .transpose()?
            .unwrap_or_default(),
        auto_accept_odds_changes: auto_accept
            .map(|name| AutoAccept::parse(&name).ok_or_else(|| corrupt("auto accept", name)))
            .transpose()?
            .unwrap_or_default(),
        casino_balance_usage: casino_usage
            .map(|name| {
                BalanceUsage::parse(&name).ok_or_else(|| corrupt("casino balance usage", name))
            })
            .transpose()?
            .unwrap_or_default(),
        show_odds_trend: switch(odds_trend, "show", "hide", defaults.show_odds_trend)?,
        email: EmailPreferences {
            promotions: switch(promotions, "on", "off", defaults.email.promotions)?,
            product_news: switch(news, "on", "off", defaults.email.product_news)?,
        },
    })
}

/// Upserts the odds format.
const SET_ODDS_FORMAT: &str = "INSERT INTO user_preferences (user_id, odds_format, updated_at) \
     VALUES ($1, $2, $3) ON CONFLICT (user_id) DO UPDATE SET \
     odds_format = excluded.odds_format, updated_at = excluded.updated_at";

/// Upserts the betslip's auto-accept choice (a new row takes the default odds format).
const SET_AUTO_ACCEPT: &str = "INSERT INTO user_preferences \
     (user_id, odds_format, auto_accept_odds_changes, updated_at) \
     VALUES ($1, 'american', $2, $3) ON CONFLICT (user_id) DO UPDATE SET \
     auto_accept_odds_changes = excluded.auto_accept_odds_changes, \
     updated_at = excluded.updated_at";

/// Upserts the casino balance usage (a new row takes the default odds format).
const SET_CASINO_BALANCE_USAGE: &str = "INSERT INTO user_preferences \
     (user_id, odds_format, casino_balance_usage, updated_at) \
     VALUES ($1, 'american', $2, $3) ON CONFLICT (user_id) DO UPDATE SET \
     casino_balance_usage = excluded.casino_balance_usage, updated_at = excluded.updated_at";

/// Upserts the content setting "show price movement" (a new row takes the default odds
/// format).
const SET_ODDS_TREND: &str = "INSERT INTO user_preferences \
     (user_id, odds_format, odds_trend, updated_at) \
     VALUES ($1, 'american', $2, $3) ON CONFLICT (user_id) DO UPDATE SET \
     odds_trend = excluded.odds_trend, updated_at = excluded.updated_at";

/// Upserts both email switches at once (a new row takes the default odds format).
const SET_EMAIL_PREFERENCES: &str = "INSERT INTO user_preferences \
     (user_id, odds_format, email_promotions, email_product_news, updated_at) \
     VALUES ($1, 'american', $2, $3, $4) ON CONFLICT (user_id) DO UPDATE SET \
     email_promotions = excluded.email_promotions, \
     email_product_news = excluded.email_product_news, updated_at = excluded.updated_at";

fn on_off(on: bool) -> &'static str {
    if on { "on" } else { "off" }
}

async fn set_email_preferences(
    db: &mut dyn Executor,
    id: UserId,
    email: EmailPreferences,
    at: DateTime<Utc>,
) -> StoreResult<UserPreferences> {
    query(SET_EMAIL_PREFERENCES)
        .bind(id.as_str())
        .bind(on_off(email.promotions))
        .bind(on_off(email.product_news))
        .bind(millis(at))
        .execute(db)
        .await
        .map_err(|e| e.on_insert("user_preferences", "user"))?;
    user_preferences(db, id).await
}

/// One preference upserted by `statement`, then the preferences now in force.
async fn set_preference(
    db: &mut dyn Executor,
    id: UserId,
    statement: &'static str,
    value: &'static str,
    at: DateTime<Utc>,
) -> StoreResult<UserPreferences> {
    query(statement)
        .bind(id.as_str())
        .bind(value)
        .bind(millis(at))
        .execute(db)
        .await
        .map_err(|e| e.on_insert("user_preferences", "user"))?;
    user_preferences(db, id).await
}

async fn revoke_session(
    db: &mut dyn Executor,
    id: SessionId,
    reason: String,
    at: DateTime<Utc>,
) -> StoreResult<()> {
    let done = query(
        "UPDATE sessions SET revoked_at = $1, revoke_reason = $2 \
         WHERE id = $3 AND revoked_at IS NULL",
    )
    .bind(millis(at))
    .bind(&reason)
    .bind(id.as_str())
    .execute(db)
    .await?;
    if done == 0 {
        let exists: Option<i64> = query_scalar("SELECT 1 FROM sessions WHERE id = $1")
            .bind(id.as_str())
            .fetch_optional(db)
            .await?;
        if exists.is_none() {
            return Err(StoreError::NotFound("session"));
        }
    }
    Ok(())
}

async fn insert_refresh_token(db: &mut dyn Executor, token: NewRefreshToken) -> StoreResult<()> {
    query(
        "INSERT INTO refresh_tokens (token_hash, session_id, created_at, expires_at) \
         VALUES ($1, $2, $3, $4)",
    )
    .bind(&token.token_hash)
    .bind(token.session_id.as_str())
    .bind(millis(token.created_at))
    .bind(millis(token.expires_at))
    .execute(db)
    .await
    .map_err(|e| e.on_insert("refresh_token", "session"))?;
    Ok(())
}

async fn rotate_refresh_token(
    db: &mut dyn Executor,
    presented_hash: String,
    next: NewRefreshToken,
    now: DateTime<Utc>,
) -> StoreResult<RefreshOutcome> {
    let now_ms = millis(now);
    let found: Option<(String, i64, Option<i64>)> = query_as(format!(
        "SELECT session_id, expires_at, spent_at FROM refresh_tokens WHERE token_hash = $1 {}",
        db.dialect().lock("FOR UPDATE")
    ))
    .bind(&presented_hash)
    .fetch_optional(db)
    .await?;
    let Some((session_id, expires_at, spent_at)) = found else {
        return Ok(RefreshOutcome::NotFound);
    };
    if spent_at.is_some() {
        revoke_for_reuse(db, &session_id, now_ms).await?;
        return Ok(RefreshOutcome::Reused);
    }
    if expires_at <= now_ms {
        return Ok(RefreshOutcome::Expired);
    }
    let Some(session) = load_session(db, &session_id).await? else {
        return Err(corrupt("refresh token of missing session", session_id));
    };
    if !session.is_live(now) {
        return Ok(RefreshOutcome::Expired);
    }
    let spent =
        query("UPDATE refresh_tokens SET spent_at = $1 WHERE token_hash = $2 AND spent_at IS NULL")
            .bind(now_ms)
            .bind(&presented_hash)
            .execute(db)
            .await?;
    if spent == 0 {
        // Unreachable under the lock; treated as reuse to stay on the safe side.
        revoke_for_reuse(db, &session_id, now_ms).await?;
        return Ok(RefreshOutcome::Reused);
    }
    // The replacement joins the presented token's family, whatever `next.session_id` says.
    insert_refresh_token(
        db,
        NewRefreshToken {
            session_id: SessionId::from_raw(session_id.clone()),
            ..next
        },
    )
    .await?;
    let row: SessionRow = query_as(format!(
        "UPDATE sessions SET {TOUCH} WHERE id = $2 RETURNING {SESSION_COLUMNS}"
    ))
    .bind(now_ms)
    .bind(&session_id)
    .fetch_one(db)
    .await?;
    Ok(RefreshOutcome::Rotated(Session::try_from(row)?))
}

/// Revokes a refresh-token family after a spent token was presented again.
async fn revoke_for_reuse(db: &mut dyn Executor, session_id: &str, now_ms: i64) -> StoreResult<()> {
    query(
        "UPDATE sessions SET revoked_at = $1, revoke_reason = $2 \
         WHERE id = $3 AND revoked_at IS NULL",
    )
    .bind(now_ms)
    .bind(REASON_REFRESH_TOKEN_REUSE)
    .bind(session_id)
    .execute(db)
    .await?;
    Ok(())
}

async fn verify_one_time_code(
    db: &mut dyn Executor,
    session: SessionId,
    code_hash: String,
    now: DateTime<Utc>,
) -> StoreResult<OneTimeCodeOutcome> {
    let now_ms = millis(now);
    let found: Option<(String, i64)> = query_as(format!(
        "SELECT code_hash, expires_at FROM one_time_codes \
         WHERE session_id = $1 AND spent_at IS NULL AND attempts_left > 0 {}",
        db.dialect().lock("FOR UPDATE")
    ))
    .bind(session.as_str())
    .fetch_optional(db)
    .await?;
    let Some((stored_hash, expires_at)) = found else {
        return Ok(OneTimeCodeOutcome::NoCode);
    };
    if expires_at <= now_ms {
        return Ok(OneTimeCodeOutcome::Expired);
    }
    if stored_hash == code_hash {
        query("UPDATE one_time_codes SET spent_at = $1 WHERE session_id = $2")
            .bind(now_ms)
            .bind(session.as_str())
            .execute(db)
            .await?;
        return Ok(OneTimeCodeOutcome::Verified);
    }
    let left: i64 = query_scalar(
        "UPDATE one_time_codes SET attempts_left = attempts_left - 1 \
         WHERE session_id = $1 RETURNING attempts_left",
    )
    .bind(session.as_str())
    .fetch_one(db)
    .await?;
    let attempts_left = u32::try_from(left).map_err(|_| corrupt("attempts_left", left))?;
    Ok(OneTimeCodeOutcome::Wrong { attempts_left })
}

async fn complete_password_reset(
    db: &mut dyn Executor,
    token_hash: String,
    new_password_hash: String,
    now: DateTime<Utc>,
) -> StoreResult<Option<UserId>> {
    let now_ms = millis(now);
    if db.dialect().row_locks() {
        // Lock the holder first: two links of one user completed at once then run one
        // after the other (instead of locking each other's reset rows and deadlocking).
        let holder: Option<String> = query_scalar(
            "SELECT u.id FROM users u JOIN password_resets r ON r.user_id = u.id \
             WHERE r.token_hash = $1 FOR UPDATE OF u",
        )
        .bind(&token_hash)
        .fetch_optional(db)
        .await?;
        if holder.is_none() {
            return Ok(None);
        }
    }
    let user_id: Option<String> = query_scalar(
        "UPDATE password_resets SET spent_at = $1 \
         WHERE token_hash = $2 AND spent_at IS NULL AND expires_at > $1 RETURNING user_id",
    )
    .bind(now_ms)
    .bind(&token_hash)
    .fetch_optional(db)
    .await?;
    let Some(user_id) = user_id else {
        return Ok(None);
    };
    query(
        "UPDATE users SET password_hash = $1, failed_login_count = 0, locked_at = NULL \
         WHERE id = $2",
    )
    .bind(&new_password_hash)
    .bind(&user_id)
    .execute(db)
    .await?;
    // Other outstanding links of this user die with the password they were meant to reset.
    query("UPDATE password_resets SET spent_at = $1 WHERE user_id = $2 AND spent_at IS NULL")
        .bind(now_ms)
        .bind(&user_id)
        .execute(db)
        .await?;
    query(
        "UPDATE sessions SET revoked_at = $1, revoke_reason = $2 \
         WHERE user_id = $3 AND revoked_at IS NULL",
    )
    .bind(now_ms)
    .bind(REASON_PASSWORD_RESET)
    .bind(&user_id)
    .execute(db)
    .await?;
    Ok(Some(UserId::from_raw(user_id)))
}

#[async_trait]
impl<B: Backend> IdentityStore for SqlStore<B> {
    async fn create_user(&self, user: NewUser) -> StoreResult<User> {
        self.write(move |db| Box::pin(create_user(db, user))).await
    }

    async fn user_by_id(&self, id: &UserId) -> StoreResult<Option<User>> {
        let id = id.as_str().to_owned();
        self.read(move |db| Box::pin(user_where(db, "id = $1", id)))
            .await
    }

    async fn user_by_email(&self, email: &str) -> StoreResult<Option<User>> {
        let email = normalize_email(email);
        self.read(move |db| Box::pin(user_where(db, "email_normalized = $1", email)))
            .await
    }

    async fn record_login_success(&self, id: &UserId, at: DateTime<Utc>) -> StoreResult<User> {
        let id = id.clone();
        self.write(move |db| {
            Box::pin(async move {
                update_user(
                    db,
                    query(format!(
                        "UPDATE users SET failed_login_count = 0, \
                         previous_login_at = last_login_at, last_login_at = $1 \
                         WHERE id = $2 RETURNING {USER_COLUMNS}"
                    ))
                    .bind(millis(at))
                    .bind(id.as_str().to_owned()),
                )
                .await
            })
        })
        .await
    }

    async fn record_login_failure(
        &self,
        id: &UserId,
        at: DateTime<Utc>,
        lock_after: u32,
    ) -> StoreResult<User> {
        let id = id.clone();
        self.write(move |db| {
            Box::pin(async move {
                update_user(
                    db,
                    query(format!(
                        "UPDATE users SET failed_login_count = failed_login_count + 1, \
                         locked_at = CASE WHEN locked_at IS NULL \
                         AND failed_login_count + 1 >= $1 THEN $2 ELSE locked_at END \
                         WHERE id = $3 RETURNING {USER_COLUMNS}"
                    ))
                    .bind(lock_after)
                    .bind(millis(at))
                    .bind(id.as_str().to_owned()),
                )
                .await
            })
        })
        .await
    }

    async fn set_strong_auth(&self, id: &UserId, enabled: bool) -> StoreResult<()> {
        let id = id.clone();
        self.write(move |db| {
            Box::pin(async move {
                let done = query("UPDATE users SET strong_auth_enabled = $1 WHERE id = $2")
                    .bind(enabled)
                    .bind(id.as_str())
                    .execute(db)
                    .await?;
                found(done, "user")
            })
        })
        .await
    }

    async fn set_phone(&self, id: &UserId, phone: Option<String>) -> StoreResult<()> {
        let id = id.clone();
        self.write(move |db| {
            Box::pin(async move {
                let done = query("UPDATE users SET phone = $1 WHERE id = $2")
                    .bind(phone)
                    .bind(id.as_str())
                    .execute(db)
                    .await?;
                found(done, "user")
            })
        })
        .await
    }

    async fn user_preferences(&self, id: &UserId) -> StoreResult<UserPreferences> {
        let id = id.clone();
        self.read(move |db| Box::pin(user_preferences(db, id)))
            .await
    }

    async fn set_odds_format(
        &self,
        id: &UserId,
        format: OddsFormat,
        at: DateTime<Utc>,
    ) -> StoreResult<UserPreferences> {
        let id = id.clone();
        self.write(move |db| Box::pin(set_preference(db, id, SET_ODDS_FORMAT, format.as_str(), at)))
            .await
    }

    async fn set_auto_accept_odds_changes(
        &self,
        id: &UserId,
        value: AutoAccept,
        at: DateTime<Utc>,
    ) -> StoreResult<UserPreferences> {
        let id = id.clone();
        self.write(move |db| Box::pin(set_preference(db, id, SET_AUTO_ACCEPT, value.as_str(), at)))
            .await
    }

    async fn set_casino_balance_usage(
        &self,
        id: &UserId,
        usage: BalanceUsage,
        at: DateTime<Utc>,
    ) -> StoreResult<UserPreferences> {
        let id = id.clone();
        self.write(move |db| {
            Box::pin(set_preference(
                db,
                id,
                SET_CASINO_BALANCE_USAGE,
                usage.as_str(),
                at,
            ))
        })
        .await
    }

    async fn set_show_odds_trend(
        &self,
        id: &UserId,
        show: bool,
        at: DateTime<Utc>,
    ) -> StoreResult<UserPreferences> {
        let id = id.clone();
        let value = if show { "show" } else { "hide" };
        self.write(move |db| Box::pin(set_preference(db, id, SET_ODDS_TREND, value, at)))
            .await
    }

    async fn set_email_preferences(
        &self,
        id: &UserId,
        email: EmailPreferences,
        at: DateTime<Utc>,
    ) -> StoreResult<UserPreferences> {
        let id = id.clone();
        self.write(move |db| Box::pin(set_email_preferences(db, id, email, at)))
            .await
    }

    async fn create_session(&self, session: NewSession) -> StoreResult<Session> {
        self.write(move |db| {
            Box::pin(async move {
                let row: SessionRow = query_as(format!(
                    "INSERT INTO sessions (id, user_id, kind, client_id, created_at, \
                     absolute_expires_at, last_seen_at, ip, user_agent) \
                     VALUES ($1, $2, $3, $4, $5, $6, $5, $7, $8) RETURNING {SESSION_COLUMNS}"
                ))
                .bind(session.id.as_str())
                .bind(session.user_id.as_str())
                .bind(session.kind.as_str())
                .bind(&session.client_id)
                .bind(millis(session.created_at))
                .bind(millis(session.absolute_expires_at))
                .bind(&session.ip)
                .bind(&session.user_agent)
                .fetch_one(db)
                .await
                .map_err(|e| e.on_insert("session", "user"))?;
                Session::try_from(row)
            })
        })
        .await
    }

    async fn session(&self, id: &SessionId) -> StoreResult<Option<Session>> {
        let id = id.clone();
        self.read(move |db| Box::pin(async move { load_session(db, id.as_str()).await }))
            .await
    }

    async fn revoke_session(
        &self,
        id: &SessionId,
        reason: &str,
        at: DateTime<Utc>,
    ) -> StoreResult<()> {
        let (id, reason) = (id.clone(), reason.to_owned());
        self.write(move |db| Box::pin(revoke_session(db, id, reason, at)))
            .await
    }

    async fn revoke_user_sessions(
        &self,
        user: &UserId,
        reason: &str,
        at: DateTime<Utc>,
    ) -> StoreResult<u64> {
        let (user, reason) = (user.clone(), reason.to_owned());
        self.write(move |db| {
            Box::pin(async move {
                Ok(query(
                    "UPDATE sessions SET revoked_at = $1, revoke_reason = $2 \
                     WHERE user_id = $3 AND revoked_at IS NULL AND absolute_expires_at > $1",
                )
                .bind(millis(at))
                .bind(&reason)
                .bind(user.as_str())
                .execute(db)
                .await?)
            })
        })
        .await
    }

    async fn mark_session_verified(&self, id: &SessionId, at: DateTime<Utc>) -> StoreResult<()> {
        let id = id.clone();
        self.write(move |db| {
            Box::pin(async move {
                let done = query("UPDATE sessions SET verified_at = $1 WHERE id = $2")
                    .bind(millis(at))
                    .bind(id.as_str())
                    .execute(db)
                    .await?;
                found(done, "session")
            })
        })
        .await
    }

    async fn touch_session(&self, id: &SessionId, at: DateTime<Utc>) -> StoreResult<()> {
        let id = id.clone();
        self.write(move |db| {
            Box::pin(async move {
                let done = query(format!("UPDATE sessions SET {TOUCH} WHERE id = $2"))
                    .bind(millis(at))
                    .bind(id.as_str())
                    .execute(db)
                    .await?;
                found(done, "session")
            })
        })
        .await
    }

    async fn insert_refresh_token(&self, token: NewRefreshToken) -> StoreResult<()> {
        self.write(move |db| Box::pin(insert_refresh_token(db, token)))
            .await
    }

    async fn rotate_refresh_token(
        &self,
        presented_hash: &str,
        next: NewRefreshToken,
        now: DateTime<Utc>,
    ) -> StoreResult<RefreshOutcome> {
        let presented_hash = presented_hash.to_owned();
        self.write(move |db| Box::pin(rotate_refresh_token(db, presented_hash, next, now)))
            .await
    }

    async fn insert_authorization_code(&self, code: NewAuthorizationCode) -> StoreResult<()> {
        self.write(move |db| {
            Box::pin(async move {
                query(
                    "INSERT INTO authorization_codes (code_hash, user_id, client_id, \
                     redirect_uri, code_challenge, created_at, expires_at) \
                     VALUES ($1, $2, $3, $4, $5, $6, $7)",
                )
                .bind(&code.code_hash)
                .bind(code.user_id.as_str())
                .bind(&code.client_id)
                .bind(&code.redirect_uri)
                .bind(&code.code_challenge)
                .bind(millis(code.created_at))
                .bind(millis(code.expires_at))
                .execute(db)
                .await
                .map_err(|e| e.on_insert("authorization_code", "user"))?;
                Ok(())
            })
        })
        .await
    }

    async fn consume_authorization_code(
        &self,
        code_hash: &str,
        now: DateTime<Utc>,
    ) -> StoreResult<Option<AuthorizationCode>> {
        let code_hash = code_hash.to_owned();
        self.write(move |db| {
            Box::pin(async move {
                let row: Option<(String, String, String, String)> = query_as(
                    "UPDATE authorization_codes SET consumed_at = $1 \
                     WHERE code_hash = $2 AND consumed_at IS NULL AND expires_at > $1 \
                     RETURNING user_id, client_id, redirect_uri, code_challenge",
                )
                .bind(millis(now))
                .bind(&code_hash)
                .fetch_optional(db)
                .await?;
                Ok(
                    row.map(|(user_id, client_id, redirect_uri, code_challenge)| {
                        AuthorizationCode {
                            user_id: UserId::from_raw(user_id),
                            client_id,
                            redirect_uri,
                            code_challenge,
                        }
                    }),
                )
            })
        })
        .await
    }

    async fn insert_one_time_code(&self, code: NewOneTimeCode) -> StoreResult<()> {
        self.write(move |db| {
            Box::pin(async move {
                query(
                    "INSERT INTO one_time_codes (session_id, code_hash, channel, attempts_left, \
                     created_at, expires_at, spent_at) VALUES ($1, $2, $3, $4, $5, $6, NULL) \
                     ON CONFLICT (session_id) DO UPDATE SET code_hash = excluded.code_hash, \
                     channel = excluded.channel, attempts_left = excluded.attempts_left, \
                     created_at = excluded.created_at, expires_at = excluded.expires_at, \
                     spent_at = NULL",
                )
                .bind(code.session_id.as_str())
                .bind(&code.code_hash)
                .bind(&code.channel)
                .bind(code.attempts_allowed)
                .bind(millis(code.created_at))
                .bind(millis(code.expires_at))
                .execute(db)
                .await
                .map_err(|e| e.on_insert("one_time_code", "session"))?;
                Ok(())
            })
        })
        .await
    }

    async fn verify_one_time_code(
        &self,
        session: &SessionId,
        code_hash: &str,
        now: DateTime<Utc>,
    ) -> StoreResult<OneTimeCodeOutcome> {
        let (session, code_hash) = (session.clone(), code_hash.to_owned());
        self.write(move |db| Box::pin(verify_one_time_code(db, session, code_hash, now)))
            .await
    }

    async fn insert_password_reset(&self, reset: NewPasswordReset) -> StoreResult<()> {
        self.write(move |db| {
            Box::pin(async move {
                query(
                    "INSERT INTO password_resets (token_hash, user_id, created_at, expires_at) \
                     VALUES ($1, $2, $3, $4)",
                )
                .bind(&reset.token_hash)
                .bind(reset.user_id.as_str())
                .bind(millis(reset.created_at))
                .bind(millis(reset.expires_at))
                .execute(db)
                .await
                .map_err(|e| e.on_insert("password_reset", "user"))?;
                Ok(())
            })
        })
        .await
    }

    async fn complete_password_reset(
        &self,
        token_hash: &str,
        new_password_hash: &str,
        now: DateTime<Utc>,
    ) -> StoreResult<Option<UserId>> {
        let (token_hash, new_password_hash) = (token_hash.to_owned(), new_password_hash.to_owned());
        self.write(move |db| {
            Box::pin(complete_password_reset(
                db,
                token_hash,
                new_password_hash,
                now,
            ))
        })
        .await
    }
}
