//! `Query.sessionAccount` and `Mutation.heartbeat` (see `docs/product/shell-and-identity.md`).

use super::account::load_user;
use super::context::{require_user, state};
use super::errors;
use super::startup::{LatLongInput, validate_location_args};
use async_graphql::{Context, Object, Result, SimpleObject};
use chrono::{DateTime, Utc};

/// Session data read after login (welcome toast, reality check-in).
#[derive(Debug, Clone, SimpleObject)]
pub struct SessionAccount {
    pub first_name: String,
    /// This login.
    pub last_login_at: Option<DateTime<Utc>>,
    /// The login before this one (null on a first login): "Welcome Back" shows it.
    pub previous_login_at: Option<DateTime<Utc>>,
    pub email: String,
    /// Seconds between reality check-ins (null: off).
    pub reality_checkin_interval: Option<i32>,
    /// Server time now.
    pub current_time: DateTime<Utc>,
}

/// Answer of the heartbeat.
#[derive(Debug, Clone, SimpleObject)]
pub struct Heartbeat {
    /// `OK`, or `TIME_LIMIT_EXCEEDED` when a session time limit ran out (the client logs out).
    pub heartbeat: String,
    pub server_time: DateTime<Utc>,
}

/// Session queries.
#[derive(Default)]
pub struct SessionQuery;

#[Object]
impl SessionQuery {
    /// The viewer's session data. UNAUTHENTICATED for visitors.
    async fn session_account(
        &self,
        ctx: &Context<'_>,
        geo_packet: Option<String>,
        lat_long_params: Option<LatLongInput>,
    ) -> Result<Option<SessionAccount>> {
        validate_location_args(geo_packet.as_deref(), lat_long_params, None)?;
        let (user_id, _) = require_user(ctx)?;
        let user = load_user(ctx, user_id).await?;
        let state = state(ctx)?;
        let reality_checkin_interval = crate::responsible_gaming::service::reality_checkin_seconds(
            state,
            &user,
            state.clock.now(),
        )
        .await
        .map_err(|e| errors::internal("reality check-in", e))?;
        Ok(Some(SessionAccount {
            first_name: user.first_name,
            last_login_at: user.last_login_at,
            previous_login_at: user.previous_login_at,
            email: user.email,
            reality_checkin_interval,
            current_time: state.clock.now(),
        }))
    }
}

/// Session mutations.
#[derive(Default)]
pub struct SessionMutation;

#[Object]
impl SessionMutation {
    /// Tells the server the session is in use; `elapsedSeconds` is the client's count since
    /// the session began. Touches the session and answers `OK`, or `TIME_LIMIT_EXCEEDED` once
    /// today's logged-in time reaches the daily time limit (every session of the account is
    /// then revoked with reason `time-limit`).
    async fn heartbeat(&self, ctx: &Context<'_>, elapsed_seconds: i32) -> Result<Heartbeat> {
        if elapsed_seconds < 0 {
            return Err(errors::bad_user_input(
                "elapsedSeconds must not be negative",
            ));
        }
        let (user_id, session_id) = require_user(ctx)?;
        let state = state(ctx)?;
        let now = state.clock.now();
        state
            .store
            .touch_session(session_id, now)
            .await
            .map_err(|e| errors::internal("touch session", e))?;
        let exceeded =
            crate::responsible_gaming::enforcement::heartbeat_time_limit(state, user_id, now)
                .await
                .map_err(|e| errors::internal("time limit", e))?;
        Ok(Heartbeat {
            heartbeat: if exceeded {
                "TIME_LIMIT_EXCEEDED"
            } else {
                "OK"
            }
            .to_owned(),
            server_time: now,
        })
    }
}
