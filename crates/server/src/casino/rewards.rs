//! Casino rewards on the server: granting free rounds with their checks (the admin CLI's
//! `award free-rounds`), and the free-to-play promotions the platform defines (data for now;
//! `sportsbook seed` saves them). The rules are `domain::casino_rewards`;
//! docs/product/casino-rewards.md.

use super::catalogue::{self, GameInfo};
use chrono::{DateTime, Duration, TimeZone, Utc};
use domain::casino_rewards::{self, FreeToPlay, GrantError, StakeRange};
use store::{FreeRounds, NewFreeRounds, Store, StoreError};

/// The seed's free-to-play promotion.
pub const DAILY_FREE_SPINS: &str = "daily-free-spins";

/// "Daily Free Spins": 5 spins a day of Gold Rush Reels at $0.20, through 2035.
pub fn daily_free_spins() -> FreeToPlay {
    let at = |y| {
        Utc.with_ymd_and_hms(y, 1, 1, 5, 0, 0)
            .single()
            .unwrap_or_default()
    };
    FreeToPlay {
        id: DAILY_FREE_SPINS.to_owned(),
        title: "Daily Free Spins".to_owned(),
        description: "Five free spins of Gold Rush Reels every day, on us. Wins are paid as cash; \
                      new spins arrive at midnight Eastern."
            .to_owned(),
        provider: catalogue::BUILTIN.to_owned(),
        game: "slot".to_owned(),
        rounds_per_day: 5,
        stake_cents: 20,
        starts_at: at(2025),
        ends_at: at(2036),
    }
}

/// Whether `game` takes free rounds: slots (free spins), whose game client offers them.
/// Table and instant games do not: blackjack's stake grows with doubles, splits and
/// insurance, so a hand has no fixed stake, and the roulette and keno clients have no free
/// round offer.
pub fn takes_free_rounds(game: &GameInfo) -> bool {
    game.kind == catalogue::GameKind::Slot
}

/// Why free rounds were not granted.
#[derive(Debug, thiserror::Error)]
pub enum GrantFailure {
    #[error("unknown game {0:?}")]
    UnknownGame(String),
    #[error("{0} does not take free rounds (only slots do)")]
    NotForGame(&'static str),
    #[error("free rounds on several games must be of one provider")]
    MixedProviders,
    #[error("{0}")]
    Invalid(#[from] GrantError),
    #[error("store: {0}")]
    Store(#[from] StoreError),
}

/// What to grant: `rounds` rounds at `stake_cents` on the games `slugs`, for `days` days.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GrantRequest {
    pub slugs: Vec<String>,
    pub rounds: u32,
    pub stake_cents: i64,
    pub days: i64,
    /// Shown to the player (default "Free Spins").
    pub title: Option<String>,
}

/// Grants free rounds to `user` after checking them ([`checked`]).
pub async fn grant(
    store: &dyn Store,
    user: &store::User,
    request: &GrantRequest,
    granted_by: &str,
    now: DateTime<Utc>,
) -> Result<FreeRounds, GrantFailure> {
    let grant = checked(&user.id, request, granted_by, now)?;
    Ok(store.grant_free_rounds(grant).await?)
}

/// The free rounds to store for `user` after checking the games (known, slots, one
/// provider), the rounds (1 to 500), the stake (within every game's limits), the days and
/// the title (a promotion's award checks its free rounds the same way).
pub fn checked(
    user: &domain::ids::UserId,
    request: &GrantRequest,
    granted_by: &str,
    now: DateTime<Utc>,
) -> Result<NewFreeRounds, GrantFailure> {
    let mut games: Vec<&'static GameInfo> = Vec::new();
    for slug in &request.slugs {
        let game = catalogue::by_slug(slug.trim())
            .ok_or_else(|| GrantFailure::UnknownGame(slug.clone()))?;
        if !takes_free_rounds(game) {
            return Err(GrantFailure::NotForGame(game.name));
        }
        if !games.iter().any(|g| std::ptr::eq(*g, game)) {
            games.push(game);
        }
    }
    let provider = games.first().map_or(catalogue::BUILTIN, |g| g.provider);
    if games.iter().any(|g| g.provider != provider) {
        return Err(GrantFailure::MixedProviders);
    }
    let ranges: Vec<StakeRange> = games
        .iter()
        .map(|g| StakeRange {
            min_cents: g.min_stake_cents,
            max_cents: g.max_stake_cents,
        })
        .collect();
    let title = request
        .title
        .as_deref()
        .map(str::trim)
        .unwrap_or("Free Spins")
        .to_owned();
    casino_rewards::check_grant(
        request.rounds,
        request.stake_cents,
        &ranges,
        request.days,
        &title,
    )?;
    Ok(NewFreeRounds {
        user_id: user.clone(),
        title,
        provider: provider.to_owned(),
        games: games
            .iter()
            .map(|g| g.provider_game_id.to_owned())
            .collect(),
        stake_cents: request.stake_cents,
        rounds: request.rounds,
        expires_at: now + Duration::days(request.days),
        granted_by: granted_by.to_owned(),
        created_at: now,
    })
}
