//! The built-in game provider: the games of `casino_games` (a video slot, European roulette,
//! blackjack and keno) behind a game server of the platform's own. It launches a game by
//! signing a launch token ([`token`]) for its game client, which the web app serves at
//! `/casino-games/builtin/{game}` and the game page frames; the client plays through
//! [`api`]; real money moves only through the seamless wallet with signed calls
//! ([`purse::RealPurse`]), and every round's record is kept for audit ([`rounds`]). Demo play
//! stays on the provider's own tables ([`demo`]).

pub mod api;
pub mod audit;
pub mod demo;
pub mod purse;
pub mod recovery;
pub mod rounds;
pub mod rules;
pub mod token;

use super::catalogue::{self, BUILTIN};
use super::provider::{GameProvider, Launch, LaunchFailure, LaunchRequest};
use crate::clock::Clock;
use async_trait::async_trait;
use domain::casino::GameMode;
use std::sync::Arc;
use token::{LaunchKeys, Seat};

/// The built-in provider: its launch key and demo tables.
pub struct BuiltinProvider {
    pub keys: LaunchKeys,
    pub demo: demo::DemoTables,
    clock: Arc<Clock>,
}

impl BuiltinProvider {
    /// The provider with a launch key derived from the server's token secret.
    pub fn new(token_secret: &str, clock: Arc<Clock>) -> Self {
        let key = super::wallet::provider_secret(token_secret, "builtin-launch");
        Self {
            keys: LaunchKeys::new(&key),
            demo: demo::DemoTables::default(),
            clock,
        }
    }
}

/// Where the game client of `game` is, with its token in the fragment (never sent to a
/// server, so never in a log).
pub fn client_url(game: &str, token: &str) -> String {
    format!("/casino-games/builtin/{game}#token={token}")
}

#[async_trait]
impl GameProvider for BuiltinProvider {
    fn code(&self) -> &'static str {
        BUILTIN
    }

    async fn launch(&self, request: LaunchRequest) -> Result<Launch, LaunchFailure> {
        let game = catalogue::by_provider(BUILTIN, &request.game)
            .ok_or_else(|| LaunchFailure::UnknownGame(request.game.clone()))?;
        if !game.offers(request.mode) {
            return Err(LaunchFailure::ModeNotOffered(request.game));
        }
        let now = self.clock.now();
        let (session, player) = match request.mode {
            GameMode::Real => {
                let session = request.session.ok_or_else(|| {
                    LaunchFailure::Provider("a real-money launch needs a game session".into())
                })?;
                let player = request.player.ok_or_else(|| {
                    LaunchFailure::Provider("a real-money launch needs a player".into())
                })?;
                (
                    session.as_str().to_owned(),
                    Some(player.as_str().to_owned()),
                )
            }
            GameMode::Demo => {
                let id = format!("demo-{}", ulid::Ulid::new());
                self.demo.open(&id, now);
                (id, None)
            }
        };
        let seat = Seat {
            session: session.clone(),
            game: game.provider_game_id.to_owned(),
            mode: request.mode,
            player,
            currency: request.currency,
        };
        let token = self
            .keys
            .issue(&seat, now)
            .ok_or_else(|| LaunchFailure::Provider("could not sign the launch token".into()))?;
        Ok(Launch {
            url: client_url(game.provider_game_id, &token),
            provider_session_id: session,
        })
    }
}
