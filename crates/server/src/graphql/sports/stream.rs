//! `liveStream(eventId, geoPacket)` (see `docs/product/sports-and-odds.md`): a stream of the event
//! for the viewer, or why not: the event's state (cancelled, closed, pending), too many requests,
//! the rights holder's refusal, or a patron restriction (anonymous, no balance or bet, out of
//! region). Rules in `domain::streaming`; the stream comes from the configured provider.

use super::super::context::{request, state, viewer};
use super::super::errors::{ErrorCode, bad_user_input, error, internal};
use crate::state::AppState;
use crate::streaming::StreamKind;
use async_graphql::{Context, Enum, ID, Result, SimpleObject, Union};
use chrono::{DateTime, Utc};
use domain::ids::UserId;
use domain::streaming::{self as rules, Restriction, Unavailable};
use store::{BetHistoryFilter, BetHistoryQuery, BetStatus, MAX_HISTORY_PAGE};

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
    let session = viewer(ctx)?.user();
    let limit_key = session.map_or_else(
        || {
            format!(
                "ip:{}",
                location.ip.map(|ip| ip.to_string()).unwrap_or_default()
            )
        },
        |(u, _)| format!("user:{u}"),
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
    let funded = match session {
        None => false,
        Some((user, _)) => rules::funded_or_bet(&activity(state, user, now).await?, now),
    };
    // The verified location (this packet, else the session's authorisation) over the IP's.
    let in_operating_region =
        match crate::location::verified_location(state, session, geo_packet, now).await {
            Some(verified) => verified.operating_region().is_some(),
            None => location.operating_region().is_some(),
        };
    if let Some(r) = rules::restriction(rules::Viewer {
        logged_in: session.is_some(),
        in_operating_region,
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

/// The viewer's balances and bets, as far as streams care: the balance, whether a bet is open,
/// and when the most recent settled bet of the last [`rules::RECENT_BET`] was placed.
async fn activity(state: &AppState, user: &UserId, now: DateTime<Utc>) -> Result<rules::Activity> {
    let balance_cents = match state
        .store
        .user_by_id(user)
        .await
        .map_err(|e| internal("load user for stream", e))?
    {
        None => 0,
        Some(account) => {
            let balances = state
                .store
                .balances(user, account.currency)
                .await
                .map_err(|e| internal("load balances for stream", e))?;
            balances.cash.cents + balances.restricted.cents + balances.bonus.cents
        }
    };
    let open = BetHistoryQuery {
        filter: BetHistoryFilter::Open,
        from: None,
        to: None,
        first: 1,
        after: None,
    };
    let open_bet = !state
        .store
        .bet_history(user, &open)
        .await
        .map_err(|e| internal("open bets for stream", e))?
        .bets
        .is_empty();
    // With an open bet the settled ones do not matter.
    let last_settled_bet_placed_at = if open_bet {
        None
    } else {
        last_settled_bet_placed_at(state, user, now).await?
    };
    Ok(rules::Activity {
        balance_cents,
        open_bet,
        last_settled_bet_placed_at,
    })
}

/// When the most recently placed settled bet of the last [`rules::RECENT_BET`] was placed;
/// rejected bets (stake returned, nothing wagered) do not count.
async fn last_settled_bet_placed_at(
    state: &AppState,
    user: &UserId,
    now: DateTime<Utc>,
) -> Result<Option<DateTime<Utc>>> {
    let mut after = None;
    loop {
        let query = BetHistoryQuery {
            filter: BetHistoryFilter::Settled,
            from: Some(now - rules::RECENT_BET),
            to: None,
            first: MAX_HISTORY_PAGE,
            after,
        };
        let page = state
            .store
            .bet_history(user, &query)
            .await
            .map_err(|e| internal("settled bets for stream", e))?;
        // Newest first.
        if let Some(bet) = page.bets.iter().find(|b| b.status != BetStatus::Rejected) {
            return Ok(Some(bet.placed_at));
        }
        if !page.has_next_page {
            return Ok(None);
        }
        after = page.end_cursor;
    }
}
