//! Subscriptions. `accountBalance` is driven by the event bus: every
//! `Event::BalanceChanged` for the viewer makes it read the balances again.
//!
//! Coalescing: events are notifications, so when several queue up (a burst of ledger
//! postings, or a slow client) the stream drains them all and sends one fresh read, the
//! latest balances. A lagged receiver (more than the bus capacity behind) is treated the
//! same way. Memory per subscriber is bounded by the bus capacity.

use super::account::{load_balances, load_user};
use super::context::{require_user, state};
use super::money::Balances;
use crate::bus::Event;
use async_graphql::{Context, Result, Subscription};
use futures::Stream;
use tokio::sync::broadcast::error::{RecvError, TryRecvError};

/// Subscription root of the balance area.
#[derive(Default)]
pub struct BalanceSubscription;

#[Subscription]
impl BalanceSubscription {
    /// The viewer's balances: sent once at subscription start, then again after every
    /// ledger change of the viewer (bursts coalesce into one message with the latest
    /// balances). UNAUTHENTICATED for visitors.
    async fn account_balance(
        &self,
        ctx: &Context<'_>,
    ) -> Result<impl Stream<Item = Result<Balances>>> {
        let (user_id, _) = require_user(ctx)?;
        let state = state(ctx)?.clone();
        let user = load_user(ctx, user_id).await?;
        // Subscribe before the first read so no change can slip between the two.
        let events = state.bus.subscribe();
        Ok(balance_stream(state, user, events))
    }
}

/// Whether an event concerns `user`'s balances.
fn is_balance_change_of(event: &Event, user: &domain::ids::UserId) -> bool {
    matches!(event, Event::BalanceChanged { user_id } if user_id == user)
}

/// The balances now, then after every (coalesced) change of `user`.
fn balance_stream(
    state: crate::state::AppState,
    user: store::User,
    rx: tokio::sync::broadcast::Receiver<Event>,
) -> impl Stream<Item = Result<Balances>> {
    // State of the unfold: (receiver, first message still to send?)
    futures::stream::unfold((rx, true), move |(mut rx, first)| {
        let state = state.clone();
        let user = user.clone();
        async move {
            if !first {
                // Wait for a change of this user (or a lag, which may hide one).
                loop {
                    match rx.recv().await {
                        Ok(event) if is_balance_change_of(&event, &user.id) => break,
                        Ok(_) => {}
                        Err(RecvError::Lagged(_)) => break,
                        Err(RecvError::Closed) => return None,
                    }
                }
                // Coalesce whatever else is already queued.
                loop {
                    match rx.try_recv() {
                        Ok(_) | Err(TryRecvError::Lagged(_)) => {}
                        Err(TryRecvError::Empty) => break,
                        Err(TryRecvError::Closed) => return None,
                    }
                }
            }
            let balances = load_balances(&state, &user.id, user.currency).await;
            Some((balances, (rx, false)))
        }
    })
}
