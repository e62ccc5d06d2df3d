//! Subscriptions. `accountBalance` is driven by the event bus through [`crate::watch`]:
//! every `Event::BalanceChanged` of the viewer makes it read the balances again.
//!
//! Coalescing: wake-ups are notifications, so a burst of ledger postings (or a slow client)
//! ends in one fresh read, the latest balances. Memory per subscriber is one watch.

use super::account::{load_balances, load_user};
use super::context::{require_user, state};
use super::money::Balances;
use crate::watch::Watch;
use async_graphql::{Context, Result, Subscription};
use domain::ids::UserId;
use futures::Stream;

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
        // Watch before the first read so no change can slip between the two.
        let watch = state.watchers.balances(&user.id);
        Ok(balance_stream(state, user, watch))
    }
}

/// The balances now, then after every (coalesced) change of `user`.
fn balance_stream(
    state: crate::state::AppState,
    user: store::User,
    watch: Watch<UserId>,
) -> impl Stream<Item = Result<Balances>> {
    // State of the unfold: (watch, first message still to send?)
    futures::stream::unfold((watch, true), move |(watch, first)| {
        let state = state.clone();
        let user = user.clone();
        async move {
            if !first {
                watch.woken().await;
            }
            let balances = load_balances(&state, &user.id, user.currency).await;
            Some((balances, (watch, false)))
        }
    })
}
