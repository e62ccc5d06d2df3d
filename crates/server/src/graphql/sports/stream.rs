//! `liveStream(eventId, geoPacket)` (see `docs/product/sports-and-odds.md`): a stream of the event
//! for the viewer, or why not: the event's state (cancelled, closed, pending), too many requests,
//! the rights holder's refusal, or a patron restriction (anonymous, no balance or bet, out of
//! region). Rules in `domain::streaming`; the stream comes from the configured provider.

use super::super::context::{request, state, viewer};
use super::super::errors::{ErrorCode, bad_user_input, error, internal};
use crate::streaming::StreamKind;
use async_graphql::{Context, Enum, ID, Result, SimpleObject, Union};
use chrono::{DateTime, Utc};
use domain::streaming::{self as rules, Restriction, Unavailable};

/// Longest geolocation packet accepted.
const MAX_GEO_PACKET: usize = 16 * 1024;

/// What the stream is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum LiveStreamType {
    /// An animated tracker drawn from the live statistics.
    MatchTracker,
    /// Video (HLS).
    Video,
}

/// A stream the viewer may open now.
#[derive(SimpleObject)]
pub struct LiveStreamDetails {
    pub event_id: ID,
    pub provider: String,
    pub stream_type: LiveStreamType,
    /// Where the stream plays (under the startup data's streaming base URL).
    pub url: String,
    pub expires_at: DateTime<Utc>,
}

/// Why there is no stream right now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum LiveStreamErrorCode {
    EventCancelled,
    /// Over, or closed for streaming.
    EventClosed,
    /// Not open yet (opens 15 minutes before the start).
    EventPending,
    RateLimited,
}

/// The event cannot be streamed now.
#[derive(SimpleObject)]
pub struct LiveStreamError {
    pub code: LiveStreamErrorCode,
    pub message: String,
    /// For RATE_LIMITED: when to ask again.
    pub retry_after_seconds: Option<u64>,
}

/// The rights holder does not allow this stream.
#[derive(SimpleObject)]
pub struct LiveStreamRightsError {
    pub message: String,
}

/// Why this viewer may not watch.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum PatronRestrictionReason {
    Anonymous,
    NoBalanceOrBet,
    OutOfRegion,
}

/// The viewer may not watch; the message says what to do.
#[derive(SimpleObject)]
pub struct LiveStreamPatronRestriction {
    pub reason: PatronRestrictionReason,
    pub message: String,
}

/// The answer to `liveStream`.
#[derive(Union)]
pub enum LiveStreamResult {
    Details(LiveStreamDetails),
    Error(LiveStreamError),
    RightsError(LiveStreamRightsError),
    PatronRestriction(LiveStreamPatronRestriction),
}

fn unavailable(u: Unavailable) -> LiveStreamResult {
    let code = match u {
        Unavailable::Cancelled => LiveStreamErrorCode::EventCancelled,
        Unavailable::Closed => LiveStreamErrorCode::EventClosed,
        Unavailable::Pending => LiveStreamErrorCode::EventPending,
    };
    LiveStreamResult::Error(LiveStreamError {
        code,
        message: u.message().into(),
        retry_after_seconds: None,
    })
}

fn restricted(r: Restriction) -> LiveStreamResult {
    let reason = match r {
        Restriction::Anonymous => PatronRestrictionReason::Anonymous,
        Restriction::NoBalanceOrBet => PatronRestrictionReason::NoBalanceOrBet,
        Restriction::OutOfRegion => PatronRestrictionReason::OutOfRegion,
    };
    LiveStreamResult::PatronRestriction(LiveStreamPatronRestriction {
        reason,
        message: r.message().into(),
    })
}

/// The stream of `event_id` for the viewer. NOT_FOUND for unknown events.
pub async fn live_stream(
    ctx: &Context<'_>,
    event_id: &str,
    geo_packet: Option<&str>,
) -> Result<LiveStreamResult> {
    if geo_packet.is_some_and(|p| p.len() > MAX_GEO_PACKET) {
        return Err(bad_user_input(format!(
            "geoPacket must be at most {MAX_GEO_PACKET} bytes"
        )));
    }
    let state = state(ctx)?;
    let entry = state
        .catalogue
        .event(event_id)
        .filter(|e| e.event.status.is_public())
        .ok_or_else(|| error(ErrorCode::NotFound, "The event was not found"))?;
    let location = &request(ctx)?.location;
    let user = viewer(ctx)?.user().map(|(user, _)| user.clone());
    let limit_key = user.as_ref().map_or_else(
        || {
            format!(
                "ip:{}",
                location.ip.map(|ip| ip.to_string()).unwrap_or_default()
            )
        },
        |u| format!("user:{u}"),
    );
    let now = state.clock.now();
    if let Err(retry) = state.stream_limits.check(&limit_key, now) {
        return Ok(LiveStreamResult::Error(LiveStreamError {
            code: LiveStreamErrorCode::RateLimited,
            message: "Too many stream requests. Try again in a moment.".into(),
            retry_after_seconds: Some(retry),
        }));
    }
    if let Err(u) = rules::availability(entry.event.status, entry.event.start_time, now) {
        return Ok(unavailable(u));
    }
    let funded = match &user {
        None => false,
        Some(user) => {
            let account = state
                .store
                .user_by_id(user)
                .await
                .map_err(|e| internal("load user for stream", e))?;
            match account {
                None => false,
                Some(account) => {
                    let balances = state
                        .store
                        .balances(user, account.currency)
                        .await
                        .map_err(|e| internal("load balances for stream", e))?;
                    // Bets come with the betslip; until then a positive balance qualifies.
                    balances.cash.cents + balances.restricted.cents + balances.bonus.cents > 0
                }
            }
        }
    };
    if let Some(r) = rules::restriction(rules::Viewer {
        logged_in: user.is_some(),
        in_operating_region: location.operating_region().is_some(),
        funded_or_bet: funded,
    }) {
        return Ok(restricted(r));
    }
    Ok(match state.streams.grant(&entry, now) {
        Ok(grant) => LiveStreamResult::Details(LiveStreamDetails {
            event_id: ID(entry.event.id.clone()),
            provider: grant.provider,
            stream_type: match grant.kind {
                StreamKind::MatchTracker => LiveStreamType::MatchTracker,
                StreamKind::Video => LiveStreamType::Video,
            },
            url: grant.url,
            expires_at: grant.expires_at,
        }),
        Err(refusal) => LiveStreamResult::RightsError(LiveStreamRightsError {
            message: refusal.message,
        }),
    })
}
