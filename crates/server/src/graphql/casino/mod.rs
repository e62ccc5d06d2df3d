//! The casino over GraphQL: the catalogue (lobby, categories, game pages, menu), launching
//! games, the viewer's game sessions and rounds, `casinoGameSessionUpdated`, and the
//! progressive jackpots with the live catalogue subscriptions ([`jackpots`]).

mod jackpots;
mod rewards;
mod types;

pub use jackpots::{CasinoJackpotQuery, CasinoLiveSubscription};
pub use rewards::{CasinoRewardsMutation, CasinoRewardsQuery};

use super::context::{request, require_user, state};
use super::errors;
use crate::casino::catalogue;
use crate::casino::launch::{self, LaunchError, Launched};
use crate::viewer::Viewer;
use async_graphql::{Context, ID, Object, Result, Subscription};
use domain::casino::GameMode;
use domain::ids::{GameSessionId, SessionId, UserId};
use domain::money::Currency;
use futures::Stream;
use types::{
    CasinoCategory, CasinoGame, CasinoGameSession, CasinoGameSessionPage, CasinoLaunch,
    CasinoLaunchError, CasinoLobby, CasinoMenuItem, CasinoRound, bounds,
};

#[derive(Default)]
pub struct CasinoQuery;

/// The viewer's currency.
async fn currency_of(ctx: &Context<'_>, user: &UserId) -> Result<Currency> {
    Ok(super::account::load_user(ctx, user).await?.currency)
}

/// One of `user`'s sessions with its rounds, `None` when unknown or another user's.
async fn session_of(
    state: &crate::state::AppState,
    user: &UserId,
    id: &GameSessionId,
    currency: Currency,
) -> Result<Option<CasinoGameSession>> {
    let Some(session) = state
        .store
        .game_session(user, id)
        .await
        .map_err(|e| errors::internal("casino game session", e))?
    else {
        return Ok(None);
    };
    let rounds = state
        .store
        .casino_rounds(user, id)
        .await
        .map_err(|e| errors::internal("casino rounds", e))?;
    let hits = jackpot_hits(state, user, id).await?;
    Ok(Some(
        CasinoGameSession::new(&session, &rounds, currency, state.clock.now())
            .with_jackpot_hits(&hits),
    ))
}

/// The jackpot hits of one of `user`'s sessions.
async fn jackpot_hits(
    state: &crate::state::AppState,
    user: &UserId,
    id: &GameSessionId,
) -> Result<Vec<store::JackpotHit>> {
    state
        .store
        .session_jackpot_hits(user, id)
        .await
        .map_err(|e| errors::internal("jackpot hits", e))
}

#[Object]
impl CasinoQuery {
    /// The lobby (`main`); null for another slug.
    async fn casino_lobby(&self, #[graphql(default = "main")] slug: String) -> Option<CasinoLobby> {
        (slug == catalogue::MAIN_LOBBY).then_some(CasinoLobby)
    }

    /// A category of the lobby; null when unknown.
    async fn casino_category(&self, slug: String) -> Option<CasinoCategory> {
        catalogue::category(&slug).map(CasinoCategory)
    }

    /// A game page by the provider's game id; null when unknown.
    async fn casino_game_page(&self, game_provider_game_id: String) -> Option<CasinoGame> {
        catalogue::by_provider_game_id(&game_provider_game_id).map(CasinoGame)
    }

    /// The casino's side menu: the lobby, then each category.
    async fn casino_menu(&self) -> Vec<CasinoMenuItem> {
        let item = |id: &str, label: &str, path: String, icon: &str| CasinoMenuItem {
            id: ID(id.to_owned()),
            label: label.to_owned(),
            path,
            icon: icon.to_owned(),
            children: Vec::new(),
        };
        std::iter::once(item("lobby", "Lobby", "/casino".to_owned(), "home"))
            .chain(catalogue::CATEGORIES.iter().map(|c| {
                item(
                    c.slug,
                    c.name,
                    format!("/casino/category/{}", c.slug),
                    c.slug,
                )
            }))
            .collect()
    }

    /// The viewer's game sessions, newest first. UNAUTHENTICATED for visitors.
    async fn casino_game_sessions(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = 0)] offset: i32,
        #[graphql(default = 20)] limit: i32,
    ) -> Result<CasinoGameSessionPage> {
        let (user, _) = require_user(ctx)?;
        let (skip, take) = bounds(offset, limit)?;
        let state = state(ctx)?;
        let currency = currency_of(ctx, user).await?;
        let (sessions, total) = state
            .store
            .game_sessions(
                user,
                u32::try_from(skip).unwrap_or(u32::MAX),
                u32::try_from(take).unwrap_or(u32::MAX),
            )
            .await
            .map_err(|e| errors::internal("casino game sessions", e))?;
        let mut items = Vec::with_capacity(sessions.len());
        for session in &sessions {
            let rounds = state
                .store
                .casino_rounds(user, &session.id)
                .await
                .map_err(|e| errors::internal("casino rounds", e))?;
            let hits = jackpot_hits(state, user, &session.id).await?;
            items.push(
                CasinoGameSession::new(session, &rounds, currency, state.clock.now())
                    .with_jackpot_hits(&hits),
            );
        }
        Ok(CasinoGameSessionPage {
            items,
            offset,
            limit,
            total_count: i32::try_from(total).unwrap_or(i32::MAX),
        })
    }

    /// One of the viewer's game sessions; null when unknown or another player's.
    async fn casino_game_session(
        &self,
        ctx: &Context<'_>,
        id: ID,
    ) -> Result<Option<CasinoGameSession>> {
        let (user, _) = require_user(ctx)?;
        let currency = currency_of(ctx, user).await?;
        session_of(state(ctx)?, user, &GameSessionId::from_raw(id.0), currency).await
    }

    /// One round of one of the viewer's sessions; null when unknown.
    async fn casino_round_detail(
        &self,
        ctx: &Context<'_>,
        session_id: ID,
        round_id: String,
    ) -> Result<Option<CasinoRound>> {
        let (user, _) = require_user(ctx)?;
        let currency = currency_of(ctx, user).await?;
        let session = session_of(
            state(ctx)?,
            user,
            &GameSessionId::from_raw(session_id.0),
            currency,
        )
        .await?;
        Ok(session.and_then(|s| s.rounds.into_iter().find(|r| r.round_id == round_id)))
    }
}

#[derive(Default)]
pub struct CasinoMutation;

#[Object]
impl CasinoMutation {
    /// Opens a game for real money (`demo: false`: login, an open casino, an authorised
    /// location and room under the limits) or for fun. Refusals are `error`, an unknown slug
    /// BAD_USER_INPUT.
    async fn launch_casino_game(
        &self,
        ctx: &Context<'_>,
        game_slug: String,
        demo: bool,
    ) -> Result<CasinoLaunch> {
        let state = state(ctx)?;
        let game = catalogue::by_slug(&game_slug)
            .ok_or_else(|| errors::bad_user_input(format!("Unknown game {game_slug:?}.")))?;
        let viewer = request(ctx)?.viewer.as_ref().ok().and_then(Viewer::user);
        let mode = if demo { GameMode::Demo } else { GameMode::Real };
        launch_answer(ctx, viewer, launch::launch(state, viewer, game, mode).await).await
    }
}

/// A launch's answer: the URL and the viewer's new game session, or the refusal.
async fn launch_answer(
    ctx: &Context<'_>,
    viewer: Option<(&UserId, &SessionId)>,
    launched: Result<Launched, LaunchError>,
) -> Result<CasinoLaunch> {
    let Launched { url, session } = match launched {
        Ok(launched) => launched,
        Err(e) => {
            return Ok(CasinoLaunch {
                launch_url: None,
                game_session: None,
                error: Some(CasinoLaunchError {
                    code: e.code.into(),
                    message: e.message,
                }),
            });
        }
    };
    let game_session = match (session, viewer) {
        (Some(session), Some((user, _))) => {
            let currency = currency_of(ctx, user).await?;
            let now = state(ctx)?.clock.now();
            Some(CasinoGameSession::new(&session, &[], currency, now))
        }
        _ => None,
    };
    Ok(CasinoLaunch {
        launch_url: Some(url),
        game_session,
        error: None,
    })
}

#[derive(Default)]
pub struct CasinoSubscription;

#[Subscription]
impl CasinoSubscription {
    /// One of the viewer's game sessions: sent at once, then after every stake, win and
    /// rollback of the viewer (bursts coalesce). NOT_FOUND for an unknown session.
    async fn casino_game_session_updated(
        &self,
        ctx: &Context<'_>,
        session_id: ID,
    ) -> Result<impl Stream<Item = Result<CasinoGameSession>>> {
        let (user, _) = require_user(ctx)?;
        let state = state(ctx)?.clone();
        let currency = currency_of(ctx, user).await?;
        let id = GameSessionId::from_raw(session_id.0);
        let watch = state.watchers.balances(user);
        if session_of(&state, user, &id, currency).await?.is_none() {
            return Err(errors::error(
                errors::ErrorCode::NotFound,
                "Unknown game session.",
            ));
        }
        let user = user.clone();
        Ok(futures::stream::unfold(
            (watch, true),
            move |(watch, first)| {
                let (state, user, id) = (state.clone(), user.clone(), id.clone());
                async move {
                    if !first {
                        watch.woken().await;
                    }
                    let session = session_of(&state, &user, &id, currency)
                        .await
                        .and_then(|s| {
                            s.ok_or_else(|| {
                                errors::error(errors::ErrorCode::NotFound, "Unknown game session.")
                            })
                        });
                    Some((session, (watch, false)))
                }
            },
        ))
    }
}
