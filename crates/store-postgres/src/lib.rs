//! The storage trait on PostgreSQL.
//!
//! Transactions run at READ COMMITTED; every rule that must hold under concurrency is a
//! conditional `UPDATE` (re-checked by PostgreSQL against the latest row version), a row
//! lock (`SELECT ... FOR UPDATE`) or an `INSERT ... ON CONFLICT` on a unique constraint.
//! Rows touched by one ledger transaction are locked in a fixed order (by account key), so
//! concurrent postings cannot deadlock. Instants are stored as BIGINT milliseconds since
//! the Unix epoch (UTC), like the SQLite backend; money as BIGINT cents.
#![deny(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::as_conversions,
    clippy::indexing_slicing
)]

mod betting;
mod catalogue;
mod flags;
mod geolocation;
mod payments;
mod platform;
mod responsible_gaming;
mod rows;
mod settlement;
mod telemetry;
pub mod test_support;

use std::str::FromStr;
use std::time::Duration;

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::ids::{SessionId, TransactionId, UserId};
use domain::ledger::{BalancedTransaction, Bucket};
use domain::money::{Currency, Money};
use domain::odds::OddsFormat;
use sqlx::Transaction;
use sqlx::error::ErrorKind;
use sqlx::postgres::{PgConnectOptions, PgPool, PgPoolOptions, Postgres};
use store::{
    AuthorizationCode, Balances, LedgerReport, NewAuthorizationCode, NewOneTimeCode,
    NewPasswordReset, NewRefreshToken, NewSession, NewUser, OneTimeCodeOutcome, RefreshOutcome,
    Session, Store, StoreError, StoreResult, User, UserPreferences,
};

use rows::{
    AccountKey, SessionRow, UserRow, fingerprint, millis, normalize_email, session_columns,
    sorted_postings, user_columns,
};

/// Revoke reason recorded when a spent refresh token is presented again.
pub const REASON_REFRESH_TOKEN_REUSE: &str = "refresh_token_reuse";
/// Revoke reason recorded when a password reset completes.
pub const REASON_PASSWORD_RESET: &str = "password_reset";

/// Pool size used by [`PgStore::connect`].
pub const DEFAULT_MAX_CONNECTIONS: u32 = 10;

static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("./migrations");

/// The PostgreSQL backend: a cheap-to-clone handle to a connection pool.
#[derive(Debug, Clone)]
pub struct PgStore {
    pool: PgPool,
}

impl PgStore {
    /// Connects to `url` (`postgres://user@host:port/db`) with a pool of up to
    /// [`DEFAULT_MAX_CONNECTIONS`] connections, opened on demand.
    pub async fn connect(url: &str) -> Result<PgStore, StoreError> {
        Self::connect_with(url, DEFAULT_MAX_CONNECTIONS).await
    }

    /// Connects with a pool of at most `max_connections` (tests use small pools).
    pub async fn connect_with(url: &str, max_connections: u32) -> Result<PgStore, StoreError> {
        let options = PgConnectOptions::from_str(url).map_err(backend)?;
        let pool = PgPoolOptions::new()
            .max_connections(max_connections.max(1))
            .acquire_timeout(Duration::from_secs(30))
            .connect_with(options)
            .await
            .map_err(backend)?;
        tracing::debug!(max_connections, "connected PostgreSQL store");
        Ok(PgStore { pool })
    }

    /// Wraps a pool opened by the caller (who is then responsible for its options).
    pub fn from_pool(pool: PgPool) -> PgStore {
        PgStore { pool }
    }

    /// The connection pool (for tests and maintenance commands).
    pub fn pool(&self) -> &PgPool {
        &self.pool
    }

    /// Applies the pending migrations in `crates/store-postgres/migrations`.
    pub async fn migrate(&self) -> Result<(), StoreError> {
        MIGRATOR
            .run(&self.pool)
            .await
            .map_err(|e| StoreError::Backend(e.to_string()))
    }

    /// Closes every connection (waits for checked-out ones to come back).
    pub async fn close(&self) {
        self.pool.close().await;
    }

    /// Starts a read-write transaction (READ COMMITTED).
    async fn write(&self) -> StoreResult<Transaction<'static, Postgres>> {
        self.pool.begin().await.map_err(backend)
    }
}

/// Any database failure not mapped to a business error.
fn backend(err: sqlx::Error) -> StoreError {
    StoreError::Backend(err.to_string())
}

/// Maps an insert's failure: a uniqueness violation becomes `Conflict(unique)`, a
/// missing referenced row `NotFound(missing)`.
fn insert_error(err: sqlx::Error, unique: &'static str, missing: &'static str) -> StoreError {
    if let sqlx::Error::Database(db) = &err {
        match db.kind() {
            ErrorKind::UniqueViolation => return StoreError::Conflict(unique),
            ErrorKind::ForeignKeyViolation => return StoreError::NotFound(missing),
            _ => {}
        }
    }
    backend(err)
}

fn count(n: i64) -> StoreResult<u64> {
    u64::try_from(n).map_err(|_| StoreError::Corrupt(format!("negative count {n}")))
}

async fn load_session(conn: &mut sqlx::PgConnection, id: &str) -> StoreResult<Option<Session>> {
    let row: Option<SessionRow> = sqlx::query_as(concat!(
        "SELECT ",
        session_columns!(),
        " FROM sessions WHERE id = $1"
    ))
    .bind(id)
    .fetch_optional(&mut *conn)
    .await
    .map_err(backend)?;
    row.map(Session::try_from).transpose()
}

#[async_trait]
impl Store for PgStore {
    async fn ping(&self) -> StoreResult<()> {
        sqlx::query("SELECT 1")
            .execute(&self.pool)
            .await
            .map_err(backend)?;
        Ok(())
    }

    // ---- accounts -------------------------------------------------------------------

    async fn create_user(&self, user: NewUser) -> StoreResult<User> {
        let id = UserId::generate();
        let email = user.email.trim();
        let mut tx = self.write().await?;
        let row: UserRow = sqlx::query_as(concat!(
            "INSERT INTO users (id, email, email_normalized, password_hash, first_name, \
             last_name, date_of_birth, region, currency, created_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ",
            user_columns!()
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
        .fetch_one(&mut *tx)
        .await
        .map_err(|e| insert_error(e, "email", "user"))?;
        tx.commit().await.map_err(backend)?;
        User::try_from(row)
    }

    async fn user_by_id(&self, id: &UserId) -> StoreResult<Option<User>> {
        let row: Option<UserRow> = sqlx::query_as(concat!(
            "SELECT ",
            user_columns!(),
            " FROM users WHERE id = $1"
        ))
        .bind(id.as_str())
        .fetch_optional(&self.pool)
        .await
        .map_err(backend)?;
        row.map(User::try_from).transpose()
    }

    async fn user_by_email(&self, email: &str) -> StoreResult<Option<User>> {
        let row: Option<UserRow> = sqlx::query_as(concat!(
            "SELECT ",
            user_columns!(),
            " FROM users WHERE email_normalized = $1"
        ))
        .bind(normalize_email(email))
        .fetch_optional(&self.pool)
        .await
        .map_err(backend)?;
        row.map(User::try_from).transpose()
    }

    async fn record_login_success(&self, id: &UserId, at: DateTime<Utc>) -> StoreResult<User> {
        let mut tx = self.write().await?;
        let row: Option<UserRow> = sqlx::query_as(concat!(
            "UPDATE users SET failed_login_count = 0, previous_login_at = last_login_at, \
             last_login_at = $1 WHERE id = $2 RETURNING ",
            user_columns!()
        ))
        .bind(millis(at))
        .bind(id.as_str())
        .fetch_optional(&mut *tx)
        .await
        .map_err(backend)?;
        let row = row.ok_or(StoreError::NotFound("user"))?;
        tx.commit().await.map_err(backend)?;
        User::try_from(row)
    }

    async fn record_login_failure(
        &self,
        id: &UserId,
        at: DateTime<Utc>,
        lock_after: u32,
    ) -> StoreResult<User> {
        let mut tx = self.write().await?;
        let row: Option<UserRow> = sqlx::query_as(concat!(
            "UPDATE users SET failed_login_count = failed_login_count + 1, \
             locked_at = CASE WHEN locked_at IS NULL AND failed_login_count + 1 >= $1 \
                              THEN $2 ELSE locked_at END \
             WHERE id = $3 RETURNING ",
            user_columns!()
        ))
        .bind(i64::from(lock_after))
        .bind(millis(at))
        .bind(id.as_str())
        .fetch_optional(&mut *tx)
        .await
        .map_err(backend)?;
        let row = row.ok_or(StoreError::NotFound("user"))?;
        tx.commit().await.map_err(backend)?;
        User::try_from(row)
    }

    async fn set_strong_auth(&self, id: &UserId, enabled: bool) -> StoreResult<()> {
        let mut tx = self.write().await?;
        let done = sqlx::query("UPDATE users SET strong_auth_enabled = $1 WHERE id = $2")
            .bind(enabled)
            .bind(id.as_str())
            .execute(&mut *tx)
            .await
            .map_err(backend)?;
        if done.rows_affected() == 0 {
            return Err(StoreError::NotFound("user"));
        }
        tx.commit().await.map_err(backend)
    }

    async fn set_phone(&self, id: &UserId, phone: Option<String>) -> StoreResult<()> {
        let mut tx = self.write().await?;
        let done = sqlx::query("UPDATE users SET phone = $1 WHERE id = $2")
            .bind(phone)
            .bind(id.as_str())
            .execute(&mut *tx)
            .await
            .map_err(backend)?;
        if done.rows_affected() == 0 {
            return Err(StoreError::NotFound("user"));
        }
        tx.commit().await.map_err(backend)
    }

    async fn user_preferences(&self, id: &UserId) -> StoreResult<UserPreferences> {
        let row: Option<(Option<String>, Option<String>)> = sqlx::query_as(
            "SELECT p.odds_format, p.auto_accept_odds_changes FROM users u \
             LEFT JOIN user_preferences p ON p.user_id = u.id WHERE u.id = $1",
        )
        .bind(id.as_str())
        .fetch_optional(&self.pool)
        .await
        .map_err(backend)?;
        let (odds_format, auto_accept) = row.ok_or(StoreError::NotFound("user"))?;
        Ok(UserPreferences {
            odds_format: odds_format
                .map(|name| {
                    OddsFormat::parse(&name)
                        .ok_or_else(|| StoreError::Corrupt(format!("odds format {name:?}")))
                })
                .transpose()?
                .unwrap_or_default(),
            auto_accept_odds_changes: auto_accept
                .map(|name| {
                    domain::betslip::AutoAccept::parse(&name)
                        .ok_or_else(|| StoreError::Corrupt(format!("auto accept {name:?}")))
                })
                .transpose()?
                .unwrap_or_default(),
        })
    }

    async fn set_odds_format(
        &self,
        id: &UserId,
        format: OddsFormat,
    ) -> StoreResult<UserPreferences> {
        let mut tx = self.write().await?;
        sqlx::query(
            "INSERT INTO user_preferences (user_id, odds_format, updated_at) \
             VALUES ($1, $2, $3) \
             ON CONFLICT (user_id) DO UPDATE SET odds_format = excluded.odds_format, \
             updated_at = excluded.updated_at",
        )
        .bind(id.as_str())
        .bind(format.as_str())
        .bind(millis(Utc::now()))
        .execute(&mut *tx)
        .await
        .map_err(|e| insert_error(e, "user_preferences", "user"))?;
        tx.commit().await.map_err(backend)?;
        self.user_preferences(id).await
    }

    async fn set_auto_accept_odds_changes(
        &self,
        id: &UserId,
        value: domain::betslip::AutoAccept,
    ) -> StoreResult<UserPreferences> {
        let mut tx = self.write().await?;
        sqlx::query(
            "INSERT INTO user_preferences (user_id, odds_format, auto_accept_odds_changes, updated_at) \
             VALUES ($1, 'american', $2, $3) \
             ON CONFLICT (user_id) DO UPDATE SET \
             auto_accept_odds_changes = excluded.auto_accept_odds_changes, \
             updated_at = excluded.updated_at",
        )
        .bind(id.as_str())
        .bind(value.as_str())
        .bind(millis(Utc::now()))
        .execute(&mut *tx)
        .await
        .map_err(|e| insert_error(e, "user_preferences", "user"))?;
        tx.commit().await.map_err(backend)?;
        self.user_preferences(id).await
    }

    // ---- sessions and tokens -------------------------------------------------------

    async fn create_session(&self, session: NewSession) -> StoreResult<Session> {
        let mut tx = self.write().await?;
        let row: SessionRow = sqlx::query_as(concat!(
            "INSERT INTO sessions (id, user_id, kind, client_id, created_at, \
             absolute_expires_at, last_seen_at, ip, user_agent) \
             VALUES ($1, $2, $3, $4, $5, $6, $5, $7, $8) RETURNING ",
            session_columns!()
        ))
        .bind(session.id.as_str())
        .bind(session.user_id.as_str())
        .bind(session.kind.as_str())
        .bind(&session.client_id)
        .bind(millis(session.created_at))
        .bind(millis(session.absolute_expires_at))
        .bind(&session.ip)
        .bind(&session.user_agent)
        .fetch_one(&mut *tx)
        .await
        .map_err(|e| insert_error(e, "session", "user"))?;
        tx.commit().await.map_err(backend)?;
        Session::try_from(row)
    }

    async fn session(&self, id: &SessionId) -> StoreResult<Option<Session>> {
        let mut conn = self.pool.acquire().await.map_err(backend)?;
        load_session(&mut conn, id.as_str()).await
    }

    async fn revoke_session(
        &self,
        id: &SessionId,
        reason: &str,
        at: DateTime<Utc>,
    ) -> StoreResult<()> {
        let mut tx = self.write().await?;
        let done = sqlx::query(
            "UPDATE sessions SET revoked_at = $1, revoke_reason = $2 \
             WHERE id = $3 AND revoked_at IS NULL",
        )
        .bind(millis(at))
        .bind(reason)
        .bind(id.as_str())
        .execute(&mut *tx)
        .await
        .map_err(backend)?;
        if done.rows_affected() == 0 {
            let exists: Option<bool> =
                sqlx::query_scalar("SELECT TRUE FROM sessions WHERE id = $1")
                    .bind(id.as_str())
                    .fetch_optional(&mut *tx)
                    .await
                    .map_err(backend)?;
            if exists.is_none() {
                return Err(StoreError::NotFound("session"));
            }
        }
        tx.commit().await.map_err(backend)
    }

    async fn revoke_user_sessions(
        &self,
        user: &UserId,
        reason: &str,
        at: DateTime<Utc>,
    ) -> StoreResult<u64> {
        let mut tx = self.write().await?;
        let done = sqlx::query(
            "UPDATE sessions SET revoked_at = $1, revoke_reason = $2 \
             WHERE user_id = $3 AND revoked_at IS NULL AND absolute_expires_at > $1",
        )
        .bind(millis(at))
        .bind(reason)
        .bind(user.as_str())
        .execute(&mut *tx)
        .await
        .map_err(backend)?;
        tx.commit().await.map_err(backend)?;
        Ok(done.rows_affected())
    }

    async fn mark_session_verified(&self, id: &SessionId, at: DateTime<Utc>) -> StoreResult<()> {
        let mut tx = self.write().await?;
        let done = sqlx::query("UPDATE sessions SET verified_at = $1 WHERE id = $2")
            .bind(millis(at))
            .bind(id.as_str())
            .execute(&mut *tx)
            .await
            .map_err(backend)?;
        if done.rows_affected() == 0 {
            return Err(StoreError::NotFound("session"));
        }
        tx.commit().await.map_err(backend)
    }

    async fn touch_session(&self, id: &SessionId, at: DateTime<Utc>) -> StoreResult<()> {
        let mut tx = self.write().await?;
        let done = sqlx::query(
            "UPDATE sessions SET last_seen_at = GREATEST(last_seen_at, $1) WHERE id = $2",
        )
        .bind(millis(at))
        .bind(id.as_str())
        .execute(&mut *tx)
        .await
        .map_err(backend)?;
        if done.rows_affected() == 0 {
            return Err(StoreError::NotFound("session"));
        }
        tx.commit().await.map_err(backend)
    }

    async fn insert_refresh_token(&self, token: NewRefreshToken) -> StoreResult<()> {
        let mut tx = self.write().await?;
        sqlx::query(
            "INSERT INTO refresh_tokens (token_hash, session_id, created_at, expires_at) \
             VALUES ($1, $2, $3, $4)",
        )
        .bind(&token.token_hash)
        .bind(token.session_id.as_str())
        .bind(millis(token.created_at))
        .bind(millis(token.expires_at))
        .execute(&mut *tx)
        .await
        .map_err(|e| insert_error(e, "refresh_token", "session"))?;
        tx.commit().await.map_err(backend)
    }

    async fn rotate_refresh_token(
        &self,
        presented_hash: &str,
        next: NewRefreshToken,
        now: DateTime<Utc>,
    ) -> StoreResult<RefreshOutcome> {
        let now_ms = millis(now);
        let mut tx = self.write().await?;
        let found: Option<(String, i64, Option<i64>)> = sqlx::query_as(
            "SELECT session_id, expires_at, spent_at FROM refresh_tokens WHERE token_hash = $1 \
             FOR UPDATE",
        )
        .bind(presented_hash)
        .fetch_optional(&mut *tx)
        .await
        .map_err(backend)?;
        let Some((session_id, expires_at, spent_at)) = found else {
            return Ok(RefreshOutcome::NotFound);
        };
        if spent_at.is_some() {
            revoke_for_reuse(&mut tx, &session_id, now_ms).await?;
            tx.commit().await.map_err(backend)?;
            return Ok(RefreshOutcome::Reused);
        }
        if expires_at <= now_ms {
            return Ok(RefreshOutcome::Expired);
        }
        let Some(session) = load_session(&mut tx, &session_id).await? else {
            return Err(StoreError::Corrupt(format!(
                "refresh token of missing session {session_id}"
            )));
        };
        if !session.is_live(now) {
            return Ok(RefreshOutcome::Expired);
        }
        let spent = sqlx::query(
            "UPDATE refresh_tokens SET spent_at = $1 WHERE token_hash = $2 AND spent_at IS NULL",
        )
        .bind(now_ms)
        .bind(presented_hash)
        .execute(&mut *tx)
        .await
        .map_err(backend)?;
        if spent.rows_affected() == 0 {
            // Unreachable under the row lock; treated as reuse to stay on the safe side.
            revoke_for_reuse(&mut tx, &session_id, now_ms).await?;
            tx.commit().await.map_err(backend)?;
            return Ok(RefreshOutcome::Reused);
        }
        // The replacement joins the presented token's family, whatever `next.session_id` says.
        sqlx::query(
            "INSERT INTO refresh_tokens (token_hash, session_id, created_at, expires_at) \
             VALUES ($1, $2, $3, $4)",
        )
        .bind(&next.token_hash)
        .bind(&session_id)
        .bind(millis(next.created_at))
        .bind(millis(next.expires_at))
        .execute(&mut *tx)
        .await
        .map_err(|e| insert_error(e, "refresh_token", "session"))?;
        let row: SessionRow = sqlx::query_as(concat!(
            "UPDATE sessions SET last_seen_at = GREATEST(last_seen_at, $1) WHERE id = $2 RETURNING ",
            session_columns!()
        ))
        .bind(now_ms)
        .bind(&session_id)
        .fetch_one(&mut *tx)
        .await
        .map_err(backend)?;
        tx.commit().await.map_err(backend)?;
        Ok(RefreshOutcome::Rotated(Session::try_from(row)?))
    }

    async fn insert_authorization_code(&self, code: NewAuthorizationCode) -> StoreResult<()> {
        let mut tx = self.write().await?;
        sqlx::query(
            "INSERT INTO authorization_codes (code_hash, user_id, client_id, redirect_uri, \
             code_challenge, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)",
        )
        .bind(&code.code_hash)
        .bind(code.user_id.as_str())
        .bind(&code.client_id)
        .bind(&code.redirect_uri)
        .bind(&code.code_challenge)
        .bind(millis(code.created_at))
        .bind(millis(code.expires_at))
        .execute(&mut *tx)
        .await
        .map_err(|e| insert_error(e, "authorization_code", "user"))?;
        tx.commit().await.map_err(backend)
    }

    async fn consume_authorization_code(
        &self,
        code_hash: &str,
        now: DateTime<Utc>,
    ) -> StoreResult<Option<AuthorizationCode>> {
        let mut tx = self.write().await?;
        let row: Option<(String, String, String, String)> = sqlx::query_as(
            "UPDATE authorization_codes SET consumed_at = $1 \
             WHERE code_hash = $2 AND consumed_at IS NULL AND expires_at > $1 \
             RETURNING user_id, client_id, redirect_uri, code_challenge",
        )
        .bind(millis(now))
        .bind(code_hash)
        .fetch_optional(&mut *tx)
        .await
        .map_err(backend)?;
        tx.commit().await.map_err(backend)?;
        Ok(row.map(
            |(user_id, client_id, redirect_uri, code_challenge)| AuthorizationCode {
                user_id: UserId::from_raw(user_id),
                client_id,
                redirect_uri,
                code_challenge,
            },
        ))
    }

    async fn insert_one_time_code(&self, code: NewOneTimeCode) -> StoreResult<()> {
        let mut tx = self.write().await?;
        sqlx::query(
            "INSERT INTO one_time_codes (session_id, code_hash, channel, attempts_left, \
             created_at, expires_at, spent_at) VALUES ($1, $2, $3, $4, $5, $6, NULL) \
             ON CONFLICT (session_id) DO UPDATE SET code_hash = excluded.code_hash, \
             channel = excluded.channel, attempts_left = excluded.attempts_left, \
             created_at = excluded.created_at, expires_at = excluded.expires_at, spent_at = NULL",
        )
        .bind(code.session_id.as_str())
        .bind(&code.code_hash)
        .bind(&code.channel)
        .bind(i64::from(code.attempts_allowed))
        .bind(millis(code.created_at))
        .bind(millis(code.expires_at))
        .execute(&mut *tx)
        .await
        .map_err(|e| insert_error(e, "one_time_code", "session"))?;
        tx.commit().await.map_err(backend)
    }

    async fn verify_one_time_code(
        &self,
        session: &SessionId,
        code_hash: &str,
        now: DateTime<Utc>,
    ) -> StoreResult<OneTimeCodeOutcome> {
        let now_ms = millis(now);
        let mut tx = self.write().await?;
        let found: Option<(String, i64)> = sqlx::query_as(
            "SELECT code_hash, expires_at FROM one_time_codes \
             WHERE session_id = $1 AND spent_at IS NULL AND attempts_left > 0 FOR UPDATE",
        )
        .bind(session.as_str())
        .fetch_optional(&mut *tx)
        .await
        .map_err(backend)?;
        let Some((stored_hash, expires_at)) = found else {
            return Ok(OneTimeCodeOutcome::NoCode);
        };
        if expires_at <= now_ms {
            return Ok(OneTimeCodeOutcome::Expired);
        }
        let outcome = if stored_hash == code_hash {
            sqlx::query("UPDATE one_time_codes SET spent_at = $1 WHERE session_id = $2")
                .bind(now_ms)
                .bind(session.as_str())
                .execute(&mut *tx)
                .await
                .map_err(backend)?;
            OneTimeCodeOutcome::Verified
        } else {
            let left: i64 = sqlx::query_scalar(
                "UPDATE one_time_codes SET attempts_left = attempts_left - 1 \
                 WHERE session_id = $1 RETURNING attempts_left",
            )
            .bind(session.as_str())
            .fetch_one(&mut *tx)
            .await
            .map_err(backend)?;
            let attempts_left = u32::try_from(left)
                .map_err(|_| StoreError::Corrupt(format!("attempts_left {left}")))?;
            OneTimeCodeOutcome::Wrong { attempts_left }
        };
        tx.commit().await.map_err(backend)?;
        Ok(outcome)
    }

    async fn insert_password_reset(&self, reset: NewPasswordReset) -> StoreResult<()> {
        let mut tx = self.write().await?;
        sqlx::query(
            "INSERT INTO password_resets (token_hash, user_id, created_at, expires_at) \
             VALUES ($1, $2, $3, $4)",
        )
        .bind(&reset.token_hash)
        .bind(reset.user_id.as_str())
        .bind(millis(reset.created_at))
        .bind(millis(reset.expires_at))
        .execute(&mut *tx)
        .await
        .map_err(|e| insert_error(e, "password_reset", "user"))?;
        tx.commit().await.map_err(backend)
    }

    async fn complete_password_reset(
        &self,
        token_hash: &str,
        new_password_hash: &str,
        now: DateTime<Utc>,
    ) -> StoreResult<Option<UserId>> {
        let now_ms = millis(now);
        let mut tx = self.write().await?;
        // Lock the holder first: two links of one user completed at once then run one
        // after the other (instead of locking each other's reset rows and deadlocking).
        let holder: Option<String> = sqlx::query_scalar(
            "SELECT u.id FROM users u JOIN password_resets r ON r.user_id = u.id \
             WHERE r.token_hash = $1 FOR UPDATE OF u",
        )
        .bind(token_hash)
        .fetch_optional(&mut *tx)
        .await
        .map_err(backend)?;
        if holder.is_none() {
            return Ok(None);
        }
        let user_id: Option<String> = sqlx::query_scalar(
            "UPDATE password_resets SET spent_at = $1 \
             WHERE token_hash = $2 AND spent_at IS NULL AND expires_at > $1 RETURNING user_id",
        )
        .bind(now_ms)
        .bind(token_hash)
        .fetch_optional(&mut *tx)
        .await
        .map_err(backend)?;
        let Some(user_id) = user_id else {
            return Ok(None);
        };
        sqlx::query(
            "UPDATE users SET password_hash = $1, failed_login_count = 0, locked_at = NULL \
             WHERE id = $2",
        )
        .bind(new_password_hash)
        .bind(&user_id)
        .execute(&mut *tx)
        .await
        .map_err(backend)?;
        // Other outstanding links of this user die with the password they were meant to reset.
        sqlx::query(
            "UPDATE password_resets SET spent_at = $1 WHERE user_id = $2 AND spent_at IS NULL",
        )
        .bind(now_ms)
        .bind(&user_id)
        .execute(&mut *tx)
        .await
        .map_err(backend)?;
        sqlx::query(
            "UPDATE sessions SET revoked_at = $1, revoke_reason = $2 \
             WHERE user_id = $3 AND revoked_at IS NULL",
        )
        .bind(now_ms)
        .bind(REASON_PASSWORD_RESET)
        .bind(&user_id)
        .execute(&mut *tx)
        .await
        .map_err(backend)?;
        tx.commit().await.map_err(backend)?;
        Ok(Some(UserId::from_raw(user_id)))
    }

    // ---- ledger ----------------------------------------------------------------------

    async fn post_transaction(
        &self,
        tx: &BalancedTransaction,
        at: DateTime<Utc>,
    ) -> StoreResult<TransactionId> {
        let mut db = self.write().await?;
        let id = post_in(&mut db, tx, at).await?;
        db.commit().await.map_err(backend)?;
        Ok(id)
    }

    async fn balances(&self, user: &UserId, currency: Currency) -> StoreResult<Balances> {
        let mut conn = self.pool.acquire().await.map_err(backend)?;
        balances_in(&mut conn, user, currency).await
    }

    async fn verify_ledger(&self) -> StoreResult<LedgerReport> {
        // One snapshot of the whole ledger, so concurrent postings cannot skew the sums.
        let mut db = self
            .pool
            .begin_with("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
            .await
            .map_err(backend)?;
        let (transactions, postings, accounts): (i64, i64, i64) = sqlx::query_as(
            "SELECT (SELECT COUNT(*) FROM ledger_transactions), \
                    (SELECT COUNT(*) FROM ledger_postings), \
                    (SELECT COUNT(*) FROM ledger_accounts)",
        )
        .fetch_one(&mut *db)
        .await
        .map_err(backend)?;
        let unbalanced: Vec<String> = sqlx::query_scalar(
            "SELECT t.id FROM ledger_transactions t \
             LEFT JOIN ledger_postings p ON p.transaction_id = t.id \
             GROUP BY t.id HAVING COALESCE(SUM(p.amount), 0)::BIGINT <> 0 \
             ORDER BY t.id",
        )
        .fetch_all(&mut *db)
        .await
        .map_err(backend)?;
        let mismatched: Vec<(String, String, String, String, i64, i64)> = sqlx::query_as(
            "SELECT a.owner_kind, a.owner_id, a.bucket, a.currency, a.balance, \
                    COALESCE(SUM(p.amount), 0)::BIGINT AS summed \
             FROM ledger_accounts a LEFT JOIN ledger_postings p ON p.account_id = a.id \
             GROUP BY a.id HAVING a.balance <> COALESCE(SUM(p.amount), 0)::BIGINT \
             ORDER BY a.id",
        )
        .fetch_all(&mut *db)
        .await
        .map_err(backend)?;
        db.rollback().await.map_err(backend)?;
        Ok(LedgerReport {
            transactions: count(transactions)?,
            postings: count(postings)?,
            accounts: count(accounts)?,
            unbalanced: unbalanced
                .into_iter()
                .map(TransactionId::from_raw)
                .collect(),
            mismatched: mismatched
                .into_iter()
                .map(|(kind, owner, bucket, currency, cached, summed)| {
                    (
                        AccountKey::describe(&kind, &owner, &bucket, &currency),
                        cached,
                        summed,
                    )
                })
                .collect(),
        })
    }
}

/// A holder's cached balances in one currency, read on the caller's connection (inside its
/// transaction when it has one).
pub(crate) async fn balances_in(
    db: &mut sqlx::PgConnection,
    user: &UserId,
    currency: Currency,
) -> StoreResult<Balances> {
    let rows: Vec<(String, i64)> = sqlx::query_as(
        "SELECT bucket, balance FROM ledger_accounts \
         WHERE owner_kind = 'user' AND owner_id = $1 AND currency = $2",
    )
    .bind(user.as_str())
    .bind(currency.code())
    .fetch_all(&mut *db)
    .await
    .map_err(backend)?;
    let mut balances = Balances::zero(currency);
    for (bucket, cents) in rows {
        let money = Money::new(cents, currency);
        match Bucket::parse(&bucket) {
            Some(Bucket::Cash) => balances.cash = money,
            Some(Bucket::Restricted) => balances.restricted = money,
            Some(Bucket::Bonus) => balances.bonus = money,
            Some(Bucket::PromotionalCredit) => balances.promotional_credit = money,
            Some(Bucket::Held) => balances.held = money,
            None => return Err(StoreError::Corrupt(format!("ledger bucket {bucket}"))),
        }
    }
    Ok(balances)
}

/// Posts a balanced transaction inside the caller's open transaction (see
/// [`Store::post_transaction`]): the caller commits, or drops the transaction on an error so
/// nothing of a refused posting (or of the caller's own writes) remains.
pub(crate) async fn post_in(
    db: &mut sqlx::PgConnection,
    tx: &BalancedTransaction,
    at: DateTime<Utc>,
) -> StoreResult<TransactionId> {
    let sorted = sorted_postings(tx);
    let print = fingerprint(tx.kind(), &sorted);
    let id = TransactionId::generate();

    let inserted = sqlx::query(
        "INSERT INTO ledger_transactions (id, kind, idempotency_key, memo, fingerprint, \
         created_at) VALUES ($1, $2, $3, $4, $5, $6) \
         ON CONFLICT (idempotency_key) DO NOTHING",
    )
    .bind(id.as_str())
    .bind(tx.kind().as_str())
    .bind(tx.idempotency_key())
    .bind(tx.memo())
    .bind(&print)
    .bind(millis(at))
    .execute(&mut *db)
    .await
    .map_err(backend)?;
    if inserted.rows_affected() == 0 {
        let (existing, existing_print): (String, String) = sqlx::query_as(
            "SELECT id, fingerprint FROM ledger_transactions WHERE idempotency_key = $1",
        )
        .bind(tx.idempotency_key())
        .fetch_one(&mut *db)
        .await
        .map_err(backend)?;
        return if existing_print == print {
            Ok(TransactionId::from_raw(existing))
        } else {
            Err(StoreError::Conflict("idempotency_key"))
        };
    }

    for (key, posting) in &sorted {
        let allows_negative = tx.allows_negative(&posting.account);
        // Fast path: the account exists and the amount applies (one statement). A credit
        // always applies (a regrade may have left cash below zero); a debit may not take a
        // holder's bucket below zero unless the transaction's kind allows it.
        let applied: Option<i64> = sqlx::query_scalar(
            "UPDATE ledger_accounts SET balance = balance + $1 \
             WHERE owner_kind = $2 AND owner_id = $3 AND bucket = $4 AND currency = $5 \
             AND ($6 OR $1 >= 0 OR balance + $1 >= 0) RETURNING id",
        )
        .bind(posting.amount)
        .bind(key.owner_kind)
        .bind(&key.owner_id)
        .bind(key.bucket)
        .bind(key.currency)
        .bind(allows_negative)
        .fetch_optional(&mut *db)
        .await
        .map_err(backend)?;
        let account_id = match applied {
            Some(id) => id,
            None => open_and_apply(db, key, posting, allows_negative).await?,
        };
        sqlx::query(
            "INSERT INTO ledger_postings (transaction_id, account_id, amount) \
             VALUES ($1, $2, $3)",
        )
        .bind(id.as_str())
        .bind(account_id)
        .bind(posting.amount)
        .execute(&mut *db)
        .await
        .map_err(backend)?;
    }
    Ok(id)
}

/// The slow path of a posting: creates the account when it is new (its user must exist),
/// then applies the amount, refusing an overdraft of a holder's bucket.
async fn open_and_apply(
    db: &mut sqlx::PgConnection,
    key: &AccountKey,
    posting: &domain::ledger::Posting,
    allows_negative: bool,
) -> StoreResult<i64> {
    if key.owner_kind == "user" {
        let exists: Option<bool> = sqlx::query_scalar("SELECT TRUE FROM users WHERE id = $1")
            .bind(&key.owner_id)
            .fetch_optional(&mut *db)
            .await
            .map_err(backend)?;
        if exists.is_none() {
            return Err(StoreError::NotFound("user"));
        }
    }
    sqlx::query(
        "INSERT INTO ledger_accounts (owner_kind, owner_id, bucket, currency, balance) \
         VALUES ($1, $2, $3, $4, 0) \
         ON CONFLICT (owner_kind, owner_id, bucket, currency) DO NOTHING",
    )
    .bind(key.owner_kind)
    .bind(&key.owner_id)
    .bind(key.bucket)
    .bind(key.currency)
    .execute(&mut *db)
    .await
    .map_err(backend)?;
    let applied: Option<i64> = sqlx::query_scalar(
        "UPDATE ledger_accounts SET balance = balance + $1 \
         WHERE owner_kind = $2 AND owner_id = $3 AND bucket = $4 AND currency = $5 \
         AND ($6 OR $1 >= 0 OR balance + $1 >= 0) RETURNING id",
    )
    .bind(posting.amount)
    .bind(key.owner_kind)
    .bind(&key.owner_id)
    .bind(key.bucket)
    .bind(key.currency)
    .bind(allows_negative)
    .fetch_optional(&mut *db)
    .await
    .map_err(backend)?;
    applied.ok_or_else(|| match &posting.account.owner {
        domain::ledger::Owner::User(_, bucket) => StoreError::InsufficientFunds(*bucket),
        domain::ledger::Owner::House(house) => StoreError::Backend(format!(
            "house account {} could not be updated",
            house.as_str()
        )),
    })
}

/// Revokes a refresh-token family after a spent token was presented again.
async fn revoke_for_reuse(
    tx: &mut Transaction<'static, Postgres>,
    session_id: &str,
    now_ms: i64,
) -> StoreResult<()> {
    sqlx::query(
        "UPDATE sessions SET revoked_at = $1, revoke_reason = $2 \
         WHERE id = $3 AND revoked_at IS NULL",
    )
    .bind(now_ms)
    .bind(REASON_REFRESH_TOKEN_REUSE)
    .bind(session_id)
    .execute(&mut **tx)
    .await
    .map_err(backend)?;
    Ok(())
}
