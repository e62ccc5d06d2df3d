//! What a game provider is to the platform. Real remote game servers (and aggregators) work
//! this way: the platform asks the provider to launch a game for a player and frames the URL
//! it answers; from then on the provider's game server moves the player's money only through
//! the platform's seamless wallet ([`super::wallet`]), with signed calls that are idempotent
//! by the provider's transaction id. The built-in provider ([`super::builtin`]) is one such
//! provider; an external aggregator would be another implementation of [`GameProvider`].

use async_trait::async_trait;
use domain::casino::GameMode;
use domain::ids::{GameSessionId, UserId};
use domain::money::Currency;

/// A launch the platform asks of a provider, after its own checks passed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LaunchRequest {
    /// The provider's id of the game.
    pub game: String,
    pub mode: GameMode,
    /// The platform's game session (real money: the session the wallet calls name).
    pub session: Option<GameSessionId>,
    /// The player (real money), as the wallet calls name it.
    pub player: Option<UserId>,
    pub currency: Currency,
}

/// A launched game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Launch {
    /// Where the game client is: the URL the game page frames.
    pub url: String,
    /// The provider's own id of the session it opened.
    pub provider_session_id: String,
}

/// Why a provider could not launch a game.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LaunchFailure {
    #[error("the provider has no game {0:?}")]
    UnknownGame(String),
    #[error("the provider does not offer {0:?} in this mode")]
    ModeNotOffered(String),
    #[error("the provider failed: {0}")]
    Provider(String),
}

/// A game provider: launches games whose money moves through the seamless wallet.
#[async_trait]
pub trait GameProvider: Send + Sync {
    /// The provider's code, unique among providers (its transaction ids are unique within it).
    fn code(&self) -> &'static str;

    /// Opens `request.game` and answers where its client is.
    async fn launch(&self, request: LaunchRequest) -> Result<Launch, LaunchFailure>;
}
