//! Casino rewards over GraphQL: the viewer's free rounds, the lobby's "play with rewards"
//! category, free-to-play promotions (`casinoFreeToPlay`, `launchFreeToPlayGame`) and the
//! first casino visit (`markCasinoVisited`; read as `applicationMetadata.userHasVisitedCasino`).

use super::super::context::{request, require_user, state};
use super::super::errors;
use super::super::money::Money;
use super::types::{CasinoGame, CasinoLaunch};
use crate::casino::catalogue::{self, GameKind};
use crate::casino::launch;
use crate::state::AppState;
use crate::viewer::Viewer;
use async_graphql::{Context, ID, Object, Result, SimpleObject};
use chrono::{DateTime, Utc};
use domain::casino_rewards::{self, FreeToPlay};
use domain::ids::UserId;
use domain::money::{Currency, Money as DomainMoney};
use store::FreeRounds;

/// "10 free spins at $0.20" (spins on slots, rounds elsewhere).
pub fn label(rounds: u32, stake: DomainMoney, game: Option<&catalogue::GameInfo>) -> String {
    let spins = game.is_some_and(|g| g.kind == GameKind::Slot);
    casino_rewards::free_rounds_label(rounds, stake, spins)
}

/// The viewer's free rounds still playable now (empty for visitors).
pub async fn viewer_free_rounds(ctx: &Context<'_>) -> Result<Vec<FreeRounds>> {
    let Some((user, _)) = request(ctx)?.viewer.as_ref().ok().and_then(Viewer::user) else {
        return Ok(Vec::new());
    };
    let state = state(ctx)?;
    load(state, user).await
}

async fn load(state: &AppState, user: &UserId) -> Result<Vec<FreeRounds>> {
    state
        .store
        .free_rounds(user, state.clock.now())
        .await
        .map_err(|e| errors::internal("free rounds", e))
}

/// The games a grant plays on.
fn games_of(grant: &FreeRounds) -> Vec<&'static catalogue::GameInfo> {
    grant
        .games
        .iter()
        .filter_map(|g| catalogue::by_provider(&grant.provider, g))
        .collect()
}

/// Free rounds granted to the viewer: rounds at a fixed stake on named games, paid by the
/// operator; their wins are cash.
pub struct CasinoFreeRounds(pub FreeRounds);

#[Object]
impl CasinoFreeRounds {
    async fn id(&self) -> ID {
        ID(self.0.id.clone())
    }
    async fn title(&self) -> &str {
        &self.0.title
    }
    async fn rounds_granted(&self) -> i32 {
        i32::try_from(self.0.rounds_granted).unwrap_or(i32::MAX)
    }
    async fn rounds_left(&self) -> i32 {
        i32::try_from(self.0.rounds_left).unwrap_or(i32::MAX)
    }
    /// Each round's stake.
    async fn stake(&self) -> Money {
        Money(self.0.stake)
    }
    async fn expires_at(&self) -> DateTime<Utc> {
        self.0.expires_at
    }
    /// "10 free spins at $0.20".
    async fn label(&self) -> String {
        label(
            self.0.rounds_left,
            self.0.stake,
            games_of(&self.0).first().copied(),
        )
    }
    /// The games they play on.
    async fn games(&self) -> Vec<CasinoGame> {
        games_of(&self.0).into_iter().map(CasinoGame).collect()
    }
    /// The free-to-play promotion of a daily grant.
    async fn promotion_id(&self) -> Option<&str> {
        self.0.promotion.as_ref().map(|(id, _)| id.as_str())
    }
}

/// A game of the "play with rewards" category: the viewer's free rounds on it.
#[derive(SimpleObject)]
pub struct CasinoRewardGame {
    pub game: CasinoGame,
    /// Free rounds left on the game over all the viewer's grants.
    pub free_rounds_left: i32,
    /// "10 free spins" (the soonest-expiring grant's stake follows in `label`).
    pub badge: String,
    /// "10 free spins at $0.20" of the soonest-expiring grant.
    pub label: String,
    /// The soonest expiry.
    pub expires_at: DateTime<Utc>,
    /// The free-to-play promotion when the rounds come from one.
    pub promotion_id: Option<String>,
}

/// The viewer's games with free rounds, soonest expiry first.
pub fn reward_games(grants: &[FreeRounds]) -> Vec<CasinoRewardGame> {
    let mut out: Vec<CasinoRewardGame> = Vec::new();
    for grant in grants {
        for game in games_of(grant) {
            let rounds = i32::try_from(grant.rounds_left).unwrap_or(i32::MAX);
            if let Some(seen) = out.iter_mut().find(|g| std::ptr::eq(g.game.0, game)) {
                seen.free_rounds_left = seen.free_rounds_left.saturating_add(rounds);
                seen.badge = badge(seen.free_rounds_left, game);
                continue;
            }
            out.push(CasinoRewardGame {
                game: CasinoGame(game),
                free_rounds_left: rounds,
                badge: badge(rounds, game),
                label: label(grant.rounds_left, grant.stake, Some(game)),
                expires_at: grant.expires_at,
                promotion_id: grant.promotion.as_ref().map(|(id, _)| id.clone()),
            });
        }
    }
    out
}

fn badge(rounds: i32, game: &catalogue::GameInfo) -> String {
    let noun = match (game.kind == GameKind::Slot, rounds == 1) {
        (true, true) => "free spin",
        (true, false) => "free spins",
        (false, true) => "free round",
        (false, false) => "free rounds",
    };
    format!("{rounds} {noun}")
}

/// A free-to-play promotion's card.
pub struct CasinoFreeToPlay {
    promotion: FreeToPlay,
    /// The viewer's grant for today, if any.
    today: Option<FreeRounds>,
    signed_in: bool,
    now: DateTime<Utc>,
}

#[Object]
impl CasinoFreeToPlay {
    async fn id(&self) -> ID {
        ID(self.promotion.id.clone())
    }
    async fn title(&self) -> &str {
        &self.promotion.title
    }
    async fn description(&self) -> &str {
        &self.promotion.description
    }
    /// The game it plays (null when it left the catalogue).
    async fn game(&self) -> Option<CasinoGame> {
        catalogue::by_provider(&self.promotion.provider, &self.promotion.game).map(CasinoGame)
    }
    async fn rounds_per_day(&self) -> i32 {
        i32::try_from(self.promotion.rounds_per_day).unwrap_or(i32::MAX)
    }
    /// Each free round's stake.
    async fn stake(&self) -> Money {
        let currency = self
            .today
            .as_ref()
            .map_or(Currency::Usd, |t| t.stake.currency);
        Money(DomainMoney::new(self.promotion.stake_cents, currency))
    }
    /// Whether the promotion runs now.
    async fn active(&self) -> bool {
        self.promotion.running(self.now)
    }
    /// Free rounds left today: all of them until the day's are granted (at the first Play),
    /// then what is left of them; null for visitors.
    async fn rounds_left_today(&self) -> Option<i32> {
        if !self.signed_in {
            return None;
        }
        let left = match &self.today {
            Some(grant) if grant.expires_at > self.now => grant.rounds_left,
            Some(_) => 0,
            None if self.promotion.running(self.now) => self.promotion.rounds_per_day,
            None => 0,
        };
        Some(i32::try_from(left).unwrap_or(i32::MAX))
    }
    /// When today's rounds are renewed: the next midnight, US Eastern.
    async fn next_reset_at(&self) -> DateTime<Utc> {
        casino_rewards::next_eastern_midnight(self.now)
    }
    /// "5 free spins at $0.20": what a day brings.
    async fn label(&self) -> String {
        let game = catalogue::by_provider(&self.promotion.provider, &self.promotion.game);
        label(
            self.promotion.rounds_per_day,
            DomainMoney::new(self.promotion.stake_cents, Currency::Usd),
            game,
        )
    }
    async fn starts_at(&self) -> DateTime<Utc> {
        self.promotion.starts_at
    }
    async fn ends_at(&self) -> DateTime<Utc> {
        self.promotion.ends_at
    }
}

async fn promotion(state: &AppState, id: &str) -> Result<Option<FreeToPlay>> {
    state
        .store
        .free_to_play(id)
        .await
        .map_err(|e| errors::internal("free-to-play promotion", e))
}

#[derive(Default)]
pub struct CasinoRewardsQuery;

#[Object]
impl CasinoRewardsQuery {
    /// The viewer's free rounds still playable, soonest expiry first. UNAUTHENTICATED for
    /// visitors.
    async fn casino_free_rounds(&self, ctx: &Context<'_>) -> Result<Vec<CasinoFreeRounds>> {
        let (user, _) = require_user(ctx)?;
        Ok(load(state(ctx)?, user)
            .await?
            .into_iter()
            .map(CasinoFreeRounds)
            .collect())
    }

    /// The lobby's "play with rewards" category: the viewer's games with free rounds (from
    /// an operator's grant or a free-to-play promotion), with how many are left, soonest
    /// expiry first. UNAUTHENTICATED for visitors.
    async fn casino_play_with_rewards(&self, ctx: &Context<'_>) -> Result<Vec<CasinoRewardGame>> {
        let (user, _) = require_user(ctx)?;
        Ok(reward_games(&load(state(ctx)?, user).await?))
    }

    /// A free-to-play promotion's card; null when unknown. Visitors see it without their
    /// rounds (`roundsLeftToday` null).
    async fn casino_free_to_play(
        &self,
        ctx: &Context<'_>,
        promotion_id: String,
    ) -> Result<Option<CasinoFreeToPlay>> {
        let state = state(ctx)?;
        let Some(found) = promotion(state, &promotion_id).await? else {
            return Ok(None);
        };
        let now = state.clock.now();
        let viewer = request(ctx)?.viewer.as_ref().ok().and_then(Viewer::user);
        let today = match viewer {
            Some((user, _)) => state
                .store
                .daily_free_rounds(user, &found.id, casino_rewards::eastern_day(now))
                .await
                .map_err(|e| errors::internal("daily free rounds", e))?,
            None => None,
        };
        Ok(Some(CasinoFreeToPlay {
            promotion: found,
            today,
            signed_in: viewer.is_some(),
            now,
        }))
    }
}

/// The answer to `launchFreeToPlayGame`: the launch, and the day's free rounds.
#[derive(SimpleObject)]
pub struct FreeToPlayLaunch {
    pub launch: CasinoLaunch,
    /// Today's free rounds of the promotion (null when the launch was refused).
    pub free_rounds: Option<CasinoFreeRounds>,
}

#[derive(Default)]
pub struct CasinoRewardsMutation;

#[Object]
impl CasinoRewardsMutation {
    /// Launches a free-to-play promotion's game for real money with the day's free rounds,
    /// granting them first if not yet granted today (once per player, promotion and US
    /// Eastern day). The checks and refusals are `launchCasinoGame`'s; a promotion outside
    /// its window is LAUNCH_FAILED. An unknown promotion is BAD_USER_INPUT.
    async fn launch_free_to_play_game(
        &self,
        ctx: &Context<'_>,
        promotion_id: String,
    ) -> Result<FreeToPlayLaunch> {
        let state = state(ctx)?;
        let found = promotion(state, &promotion_id).await?.ok_or_else(|| {
            errors::bad_user_input(format!("Unknown promotion {promotion_id:?}."))
        })?;
        let viewer = request(ctx)?.viewer.as_ref().ok().and_then(Viewer::user);
        let (launched, granted) = match launch::launch_free_to_play(state, viewer, &found).await {
            Ok((launched, granted)) => (Ok(launched), Some(CasinoFreeRounds(granted))),
            Err(e) => (Err(e), None),
        };
        Ok(FreeToPlayLaunch {
            launch: super::launch_answer(ctx, viewer, launched).await?,
            free_rounds: granted,
        })
    }

    /// Records that the viewer opened the casino; true the first time. UNAUTHENTICATED for
    /// visitors.
    async fn mark_casino_visited(&self, ctx: &Context<'_>) -> Result<bool> {
        let (user, _) = require_user(ctx)?;
        let state = state(ctx)?;
        state
            .store
            .mark_casino_visited(user, state.clock.now())
            .await
            .map_err(|e| errors::internal("mark casino visited", e))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::Duration;

    fn grant(id: &str, games: &[&str], left: u32, hours: i64) -> FreeRounds {
        FreeRounds {
            id: id.to_owned(),
            user_id: UserId::from_raw("u1"),
            title: "Spins".to_owned(),
            provider: "builtin".to_owned(),
            games: games.iter().map(|g| (*g).to_owned()).collect(),
            stake: DomainMoney::new(20, Currency::Usd),
            rounds_granted: 10,
            rounds_left: left,
            expires_at: DateTime::<Utc>::UNIX_EPOCH + Duration::hours(hours),
            granted_by: "admin".to_owned(),
            promotion: None,
            created_at: DateTime::<Utc>::UNIX_EPOCH,
        }
    }

    #[test]
    fn reward_games_add_up_rounds_per_game() {
        let games = reward_games(&[
            grant("a", &["slot"], 10, 1),
            grant("b", &["slot", "keno"], 1, 2),
            grant("c", &["gone"], 3, 3),
        ]);
        let summary: Vec<_> = games
            .iter()
            .map(|g| (g.game.0.slug, g.free_rounds_left, g.badge.as_str()))
            .collect();
        assert_eq!(
            summary,
            vec![
                ("gold-rush-reels", 11, "11 free spins"),
                ("keno-80", 1, "1 free round"),
            ]
        );
        assert_eq!(games[0].label, "10 free spins at $0.20");
    }
}
