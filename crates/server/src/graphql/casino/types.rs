//! The casino's GraphQL types.

use super::super::money::Money;
use super::jackpots::CasinoJackpot;
use crate::casino::catalogue::{self, CategoryInfo, GameInfo, GameKind};
use crate::casino::launch::LaunchErrorCode;
use async_graphql::{ComplexObject, Context, Enum, ID, Object, Result, SimpleObject};
use chrono::{DateTime, Utc};
use domain::money::{Currency, Money as DomainMoney};

/// How a game is played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum CasinoGameKind {
    Slot,
    Table,
    Instant,
}

impl From<GameKind> for CasinoGameKind {
    fn from(kind: GameKind) -> Self {
        match kind {
            GameKind::Slot => CasinoGameKind::Slot,
            GameKind::Table => CasinoGameKind::Table,
            GameKind::Instant => CasinoGameKind::Instant,
        }
    }
}

/// A game of the casino's catalogue.
pub struct CasinoGame(pub &'static GameInfo);

fn usd(cents: i64) -> Money {
    Money(DomainMoney::new(cents, Currency::Usd))
}

#[Object]
impl CasinoGame {
    async fn id(&self) -> ID {
        ID(format!("{}:{}", self.0.provider, self.0.provider_game_id))
    }
    /// What `launchCasinoGame` takes.
    async fn slug(&self) -> &str {
        self.0.slug
    }
    async fn game_provider(&self) -> &str {
        self.0.provider
    }
    /// The provider's id of the game (the game page's route segment).
    async fn game_provider_game_id(&self) -> &str {
        self.0.provider_game_id
    }
    async fn name(&self) -> &str {
        self.0.name
    }
    async fn kind(&self) -> CasinoGameKind {
        self.0.kind.into()
    }
    /// The primary category's slug.
    async fn category_slug(&self) -> &str {
        self.0.categories.first().copied().unwrap_or_default()
    }
    async fn description(&self) -> &str {
        self.0.description
    }
    /// The designed return to player, in percent.
    async fn rtp_percent(&self) -> f64 {
        self.0.rtp_percent
    }
    async fn min_stake(&self) -> Money {
        usd(self.0.min_stake_cents)
    }
    async fn max_stake(&self) -> Money {
        usd(self.0.max_stake_cents)
    }
    async fn demo_available(&self) -> bool {
        self.0.demo
    }
    /// Which tile art the web app draws.
    async fn art(&self) -> &str {
        self.0.art
    }
    async fn rules(&self) -> Vec<&str> {
        self.0.rules.to_vec()
    }
    /// Whether the viewer has free rounds to play on this game (false for visitors).
    async fn has_free_wager(&self, ctx: &Context<'_>) -> Result<bool> {
        Ok(self.free_wager(ctx).await?.is_some())
    }
    /// What the viewer's free rounds here are ("10 free spins at $0.20", the soonest to
    /// expire); null without any.
    async fn free_wager_label(&self, ctx: &Context<'_>) -> Result<Option<String>> {
        self.free_wager(ctx).await
    }
    /// The progressive jackpot the game's real-money stakes feed; null for none.
    async fn jackpot(&self) -> Option<CasinoJackpot> {
        catalogue::jackpot_of(self.0.slug).map(CasinoJackpot)
    }
}

impl CasinoGame {
    /// The label of the viewer's soonest-expiring free rounds on this game.
    async fn free_wager(&self, ctx: &Context<'_>) -> Result<Option<String>> {
        let grants = super::rewards::viewer_free_rounds(ctx).await?;
        Ok(grants
            .iter()
            .find(|g| {
                g.provider == self.0.provider
                    && g.games.iter().any(|id| id == self.0.provider_game_id)
            })
            .map(|g| super::rewards::label(g.rounds_left, g.stake, Some(self.0))))
    }
}

/// A page of games.
#[derive(SimpleObject)]
pub struct CasinoGamePage {
    pub items: Vec<CasinoGame>,
    pub offset: i32,
    pub limit: i32,
    pub total_count: i32,
}

/// Checks an offset/limit pair: offset from 0, limit from 1 to `catalogue::MAX_PAGE`.
pub fn bounds(offset: i32, limit: i32) -> Result<(usize, usize)> {
    let max = i32::try_from(catalogue::MAX_PAGE).unwrap_or(i32::MAX);
    if offset < 0 || !(1..=max).contains(&limit) {
        return Err(super::super::errors::bad_user_input(format!(
            "offset must be 0 or more and limit 1 to {max}."
        )));
    }
    Ok((
        usize::try_from(offset).unwrap_or_default(),
        usize::try_from(limit).unwrap_or_default(),
    ))
}

fn count(n: usize) -> i32 {
    i32::try_from(n).unwrap_or(i32::MAX)
}

/// A category of the lobby.
pub struct CasinoCategory(pub &'static CategoryInfo);

#[Object]
impl CasinoCategory {
    async fn id(&self) -> ID {
        ID(self.0.slug.to_owned())
    }
    async fn slug(&self) -> &str {
        self.0.slug
    }
    async fn name(&self) -> &str {
        self.0.name
    }
    async fn description(&self) -> &str {
        self.0.description
    }
    async fn games(
        &self,
        #[graphql(default = 0)] offset: i32,
        #[graphql(default = 24)] limit: i32,
    ) -> Result<CasinoGamePage> {
        let (skip, take) = bounds(offset, limit)?;
        let games = catalogue::games_in(self.0.slug);
        Ok(CasinoGamePage {
            items: catalogue::page(&games, skip, take)
                .into_iter()
                .map(CasinoGame)
                .collect(),
            offset,
            limit,
            total_count: count(games.len()),
        })
    }
}

/// A page of categories.
#[derive(SimpleObject)]
pub struct CasinoCategoryPage {
    pub items: Vec<CasinoCategory>,
    pub offset: i32,
    pub limit: i32,
    pub total_count: i32,
}

/// The casino's lobby.
pub struct CasinoLobby;

#[Object]
impl CasinoLobby {
    async fn id(&self) -> ID {
        ID(catalogue::MAIN_LOBBY.to_owned())
    }
    async fn slug(&self) -> &str {
        catalogue::MAIN_LOBBY
    }
    async fn name(&self) -> &str {
        "Casino Lobby"
    }
    /// The progressive jackpots, with their live amounts.
    async fn jackpots(&self) -> Vec<CasinoJackpot> {
        catalogue::jackpots().iter().map(CasinoJackpot).collect()
    }
    async fn categories(
        &self,
        #[graphql(default = 0)] offset: i32,
        #[graphql(default = 12)] limit: i32,
    ) -> Result<CasinoCategoryPage> {
        let (skip, take) = bounds(offset, limit)?;
        Ok(CasinoCategoryPage {
            items: catalogue::CATEGORIES
                .iter()
                .skip(skip)
                .take(take)
                .map(CasinoCategory)
                .collect(),
            offset,
            limit,
            total_count: count(catalogue::CATEGORIES.len()),
        })
    }
}

/// An item of the casino's side menu.
#[derive(SimpleObject)]
pub struct CasinoMenuItem {
    pub id: ID,
    pub label: String,
    pub path: String,
    pub icon: String,
    pub children: Vec<CasinoMenuItem>,
}

/// One round of a game session.
#[derive(SimpleObject)]
pub struct CasinoRound {
    pub round_id: String,
    pub session_id: ID,
    pub game_name: String,
    pub staked: Money,
    pub won: Money,
    /// What the round won less what it staked.
    pub net: Money,
    pub started_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    /// What a jackpot hit by the round's stake paid (besides `won`); null for none.
    pub jackpot_won: Option<Money>,
}

impl CasinoRound {
    pub fn new(round: &store::CasinoRound, game_name: &str) -> Self {
        let net = DomainMoney::new(round.won.cents - round.staked.cents, round.won.currency);
        Self {
            round_id: round.round_id.clone(),
            session_id: ID(round.session_id.to_string()),
            game_name: game_name.to_owned(),
            staked: Money(round.staked),
            won: Money(round.won),
            net: Money(net),
            started_at: round.started_at,
            updated_at: round.updated_at,
            jackpot_won: None,
        }
    }
}

/// A game played by the viewer, with its rounds.
#[derive(SimpleObject)]
#[graphql(complex)]
pub struct CasinoGameSession {
    pub id: ID,
    /// Whether the game may still take stakes: not closed, and its launch has not expired.
    pub active: bool,
    pub game_provider: String,
    pub game_provider_session_id: String,
    /// When the session last took a stake (its newest round's first stake).
    pub last_wallet_transaction_debit_inserted_at: Option<DateTime<Utc>>,
    pub opened_at: DateTime<Utc>,
    pub closed_at: Option<DateTime<Utc>>,
    pub staked: Money,
    pub won: Money,
    pub round_count: i32,
    /// Oldest first.
    pub rounds: Vec<CasinoRound>,
    #[graphql(skip)]
    pub provider_game_id: String,
}

#[ComplexObject]
impl CasinoGameSession {
    /// The game (null when it left the catalogue).
    async fn game(&self) -> Option<CasinoGame> {
        catalogue::by_provider(&self.game_provider, &self.provider_game_id).map(CasinoGame)
    }
}

impl CasinoGameSession {
    pub fn new(
        session: &store::GameSession,
        rounds: &[store::CasinoRound],
        currency: Currency,
        now: DateTime<Utc>,
    ) -> Self {
        let name = catalogue::by_provider(&session.provider, &session.game)
            .map_or(session.game.as_str(), |g| g.name);
        let sum = |f: fn(&store::CasinoRound) -> i64| {
            Money(DomainMoney::new(rounds.iter().map(f).sum(), currency))
        };
        Self {
            id: ID(session.id.to_string()),
            active: session.closed_at.is_none()
                && now < session.opened_at + crate::casino::builtin::token::TOKEN_TTL,
            game_provider: session.provider.clone(),
            game_provider_session_id: session.id.to_string(),
            last_wallet_transaction_debit_inserted_at: rounds
                .iter()
                .filter(|r| r.staked.cents > 0)
                .map(|r| r.started_at)
                .max(),
            opened_at: session.opened_at,
            closed_at: session.closed_at,
            staked: sum(|r| r.staked.cents),
            won: sum(|r| r.won.cents),
            round_count: count(rounds.len()),
            rounds: rounds.iter().map(|r| CasinoRound::new(r, name)).collect(),
            provider_game_id: session.game.clone(),
        }
    }
}

impl CasinoGameSession {
    /// Marks the rounds whose stake hit a jackpot with what it paid.
    pub fn with_jackpot_hits(mut self, hits: &[store::JackpotHit]) -> Self {
        for round in &mut self.rounds {
            let won: i64 = hits
                .iter()
                .filter(|h| h.round_id == round.round_id)
                .map(|h| h.amount.cents)
                .sum();
            if won > 0 {
                round.jackpot_won = Some(Money(DomainMoney::new(won, round.won.0.currency)));
            }
        }
        self
    }
}

/// A page of game sessions.
#[derive(SimpleObject)]
pub struct CasinoGameSessionPage {
    pub items: Vec<CasinoGameSession>,
    pub offset: i32,
    pub limit: i32,
    pub total_count: i32,
}

/// Why a launch was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[graphql(remote = "LaunchErrorCode")]
pub enum CasinoLaunchErrorCode {
    LoginRequired,
    CasinoRestriction,
    LocationCheckError,
    InExclusionBoundary,
    LaunchFailed,
    RgAckRequired,
    LossLimit,
    SpendLimit,
}

/// A refused launch.
#[derive(SimpleObject)]
pub struct CasinoLaunchError {
    pub code: CasinoLaunchErrorCode,
    pub message: String,
}

/// The answer to `launchCasinoGame`: a URL to frame, or why not.
#[derive(SimpleObject)]
pub struct CasinoLaunch {
    /// Where the game client is (same origin), on success.
    pub launch_url: Option<String>,
    /// The platform's game session (real money).
    pub game_session: Option<CasinoGameSession>,
    pub error: Option<CasinoLaunchError>,
}
