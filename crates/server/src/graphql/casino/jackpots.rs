//! Progressive jackpots over GraphQL: `casinoJackpot(slug)`, the lobby's and the game tiles'
//! jackpots (in `types`), and the live casino subscriptions: `casinoJackpotUpdated`,
//! `casinoGameUpdated`, `casinoCategoryUpdated` and `casinoLobbyUpdated`. Each sends its
//! object at once, then again when a pool it shows changes (`Event::JackpotChanged`, published
//! after the debit's transaction committed), at most once per [`THROTTLE`] per subscriber:
//! changes meanwhile coalesce into the next message.

use super::super::errors;
use super::super::money::Money;
use super::types::{CasinoCategory, CasinoGame, CasinoLobby};
use crate::casino::catalogue;
use crate::state::AppState;
use crate::watch::Watch;
use async_graphql::{Context, ID, Object, Result, SimpleObject, Subscription};
use chrono::{DateTime, Utc};
use domain::jackpot::{Jackpot, POOL_CURRENCY};
use domain::money::Money as DomainMoney;
use futures::Stream;
use std::future::Future;
use std::time::Duration;

/// The least time between two messages of one subscription.
pub const THROTTLE: Duration = Duration::from_millis(500);

/// A progressive jackpot and its pool.
pub struct CasinoJackpot(pub &'static Jackpot);

/// The pool's amount now.
async fn amount_of(state: &AppState, slug: &str) -> Result<DomainMoney> {
    let pools = state
        .store
        .jackpots()
        .await
        .map_err(|e| errors::internal("jackpot pools", e))?;
    pools
        .into_iter()
        .find(|p| p.slug == slug)
        .map(|p| p.amount)
        .ok_or_else(|| errors::internal("jackpot pool", format!("no pool {slug}")))
}

/// The last time a jackpot was won: how much and when (never who).
#[derive(SimpleObject)]
pub struct CasinoJackpotHit {
    pub amount: Money,
    pub at: DateTime<Utc>,
}

#[Object]
impl CasinoJackpot {
    async fn id(&self) -> ID {
        ID(self.0.slug.to_owned())
    }
    /// The jackpot page's route segment.
    async fn slug(&self) -> &str {
        self.0.slug
    }
    async fn name(&self) -> &str {
        self.0.name
    }
    /// What a hit pays now.
    async fn amount(&self, ctx: &Context<'_>) -> Result<Money> {
        let state = super::super::context::state(ctx)?;
        Ok(Money(amount_of(state, self.0.slug).await?))
    }
    /// What the house funds the pool with, at the start and after every hit.
    async fn seed(&self) -> Money {
        Money(DomainMoney::new(self.0.seed_cents, POOL_CURRENCY))
    }
    /// The games whose real-money stakes feed it.
    async fn games(&self) -> Vec<CasinoGame> {
        catalogue::games_of(self.0)
            .into_iter()
            .map(CasinoGame)
            .collect()
    }
    /// The newest hit; null until it is first won.
    async fn last_hit(&self, ctx: &Context<'_>) -> Result<Option<CasinoJackpotHit>> {
        let state = super::super::context::state(ctx)?;
        let hit = state
            .store
            .last_jackpot_hit(self.0.slug)
            .await
            .map_err(|e| errors::internal("last jackpot hit", e))?;
        Ok(hit.map(|h| CasinoJackpotHit {
            amount: Money(h.amount),
            at: h.at,
        }))
    }
}

#[derive(Default)]
pub struct CasinoJackpotQuery;

#[Object]
impl CasinoJackpotQuery {
    /// A progressive jackpot; null when unknown.
    async fn casino_jackpot(&self, slug: String) -> Option<CasinoJackpot> {
        catalogue::jackpot(&slug).map(CasinoJackpot)
    }
}

/// Completes when any of `watches` is woken (never without watches).
async fn any_woken(watches: &[Watch<String>]) {
    if watches.is_empty() {
        return futures::future::pending().await;
    }
    let waits = watches.iter().map(|w| Box::pin(w.woken()));
    futures::future::select_all(waits).await;
}

/// `read()` at once, then after each change of the watched pools, at most once per
/// [`THROTTLE`].
fn throttled<T, F, Fut>(watches: Vec<Watch<String>>, read: F) -> impl Stream<Item = Result<T>>
where
    F: Fn() -> Fut + Clone + Send + Sync + 'static,
    Fut: Future<Output = Result<T>> + Send,
    T: Send,
{
    futures::stream::unfold(
        (watches, None::<tokio::time::Instant>),
        move |(watches, sent)| {
            let read = read.clone();
            async move {
                if let Some(sent) = sent {
                    any_woken(&watches).await;
                    tokio::time::sleep_until(sent + THROTTLE).await;
                }
                let item = read().await;
                Some((item, (watches, Some(tokio::time::Instant::now()))))
            }
        },
    )
}

/// Watches of the pools of `jackpots`.
fn watch_all<'a>(
    state: &AppState,
    jackpots: impl IntoIterator<Item = &'a Jackpot>,
) -> Vec<Watch<String>> {
    jackpots
        .into_iter()
        .map(|j| state.watchers.jackpot(j.slug))
        .collect()
}

fn not_found(what: &str) -> async_graphql::Error {
    errors::error(errors::ErrorCode::NotFound, format!("Unknown {what}."))
}

#[derive(Default)]
pub struct CasinoLiveSubscription;

#[Subscription]
impl CasinoLiveSubscription {
    /// A jackpot with its live amount: sent at once, then after its pool changes (at most
    /// every 500 ms). NOT_FOUND for an unknown slug.
    async fn casino_jackpot_updated(
        &self,
        ctx: &Context<'_>,
        slug: String,
    ) -> Result<impl Stream<Item = Result<CasinoJackpot>>> {
        let jackpot = catalogue::jackpot(&slug).ok_or_else(|| not_found("jackpot"))?;
        let state = super::super::context::state(ctx)?;
        let watches = watch_all(state, [jackpot]);
        Ok(throttled(watches, move || async move {
            Ok(CasinoJackpot(jackpot))
        }))
    }

    /// A game (its tile and page), again when the jackpot it feeds changes (at most every
    /// 500 ms). NOT_FOUND for an unknown game.
    async fn casino_game_updated(
        &self,
        ctx: &Context<'_>,
        game_provider_game_id: String,
    ) -> Result<impl Stream<Item = Result<CasinoGame>>> {
        let game = catalogue::by_provider_game_id(&game_provider_game_id)
            .ok_or_else(|| not_found("game"))?;
        let state = super::super::context::state(ctx)?;
        let watches = watch_all(state, catalogue::jackpot_of(game.slug));
        Ok(throttled(
            watches,
            move || async move { Ok(CasinoGame(game)) },
        ))
    }

    /// A category, again when a jackpot one of its games feeds changes (at most every
    /// 500 ms). NOT_FOUND for an unknown category.
    async fn casino_category_updated(
        &self,
        ctx: &Context<'_>,
        slug: String,
    ) -> Result<impl Stream<Item = Result<CasinoCategory>>> {
        let category = catalogue::category(&slug).ok_or_else(|| not_found("category"))?;
        let state = super::super::context::state(ctx)?;
        let games = catalogue::games_in(category.slug);
        let fed = catalogue::jackpots()
            .iter()
            .filter(|j| games.iter().any(|g| j.games.contains(&g.slug)));
        let watches = watch_all(state, fed);
        Ok(throttled(watches, move || async move {
            Ok(CasinoCategory(category))
        }))
    }

    /// The lobby with its jackpots, again when one of them changes (at most every 500 ms).
    /// NOT_FOUND for another lobby than `main`.
    async fn casino_lobby_updated(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = "main")] slug: String,
    ) -> Result<impl Stream<Item = Result<CasinoLobby>>> {
        if slug != catalogue::MAIN_LOBBY {
            return Err(not_found("lobby"));
        }
        let state = super::super::context::state(ctx)?;
        let watches = watch_all(state, catalogue::jackpots());
        Ok(throttled(watches, || async { Ok(CasinoLobby) }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bus::{Bus, Event};
    use crate::watch::Watchers;
    use futures::StreamExt;
    use std::sync::Arc;

    #[tokio::test]
    async fn messages_are_sent_at_most_every_500_ms_and_changes_coalesce() {
        let store = store_sqlite::SqliteStore::connect("sqlite::memory:")
            .await
            .unwrap_or_else(|e| panic!("{e}"));
        let bus = Bus::in_process();
        let watchers = Watchers::new(bus.clone(), Arc::new(store), Arc::default());
        let reads = Arc::new(std::sync::atomic::AtomicU32::new(0));
        let counted = Arc::clone(&reads);
        let stream = throttled(vec![watchers.jackpot("pot")], move || {
            let counted = Arc::clone(&counted);
            async move {
                Ok::<_, async_graphql::Error>(
                    counted.fetch_add(1, std::sync::atomic::Ordering::SeqCst),
                )
            }
        });
        let mut stream = Box::pin(stream);
        let start = tokio::time::Instant::now();
        assert_eq!(stream.next().await.and_then(Result::ok), Some(0));
        for _ in 0..5 {
            bus.publish(Event::JackpotChanged { slug: "pot".into() });
        }
        bus.publish(Event::JackpotChanged {
            slug: "other".into(),
        });
        assert_eq!(stream.next().await.and_then(Result::ok), Some(1));
        assert!(start.elapsed() >= THROTTLE, "{:?}", start.elapsed());
        // Five changes, one message: nothing else is waiting.
        let next = tokio::time::timeout(THROTTLE * 2, stream.next()).await;
        assert!(next.is_err(), "no change, no message");
        bus.publish(Event::JackpotChanged { slug: "pot".into() });
        assert_eq!(stream.next().await.and_then(Result::ok), Some(2));
    }
}
