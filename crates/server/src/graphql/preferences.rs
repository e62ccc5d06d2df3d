//! The account holder's preferences (see `docs/product/shell-and-identity.md`): the odds
//! format (American or decimal) and which balances casino stakes may use
//! (`docs/product/casino-rewards.md`), kept server-side so every device shows the same.
//! Visitors keep their odds format in the browser.

use super::context::{require_user, state};
use super::errors;
use super::sports::types::OddsFormat;
use async_graphql::{Context, Enum, InputObject, Object, Result, SimpleObject};
use domain::casino_rewards::BalanceUsage;

/// A balance casino stakes may use.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum CasinoBalanceUsage {
    /// Withdrawable cash.
    Cash,
    /// Promotional credit ("Casino credits"), used before cash.
    Credits,
}

/// How the account holder wants things shown and played.
#[derive(SimpleObject)]
pub struct UserPreferences {
    /// American (the default) or decimal (`EURO`).
    pub odds_format: OddsFormat,
    /// The balances casino stakes may use: at least one; cash alone by default. With
    /// credits, a stake draws promotional credit first, then cash.
    pub casino_balance_usage_preferences: Vec<CasinoBalanceUsage>,
}

impl From<store::UserPreferences> for UserPreferences {
    fn from(p: store::UserPreferences) -> Self {
        let usage = p.casino_balance_usage;
        UserPreferences {
            odds_format: p.odds_format.into(),
            casino_balance_usage_preferences: [
                (usage.cash(), CasinoBalanceUsage::Cash),
                (usage.credits(), CasinoBalanceUsage::Credits),
            ]
            .into_iter()
            .filter_map(|(on, b)| on.then_some(b))
            .collect(),
        }
    }
}

/// The preferences to change; fields left out stay as they are.
#[derive(InputObject)]
pub struct UserPreferencesInput {
    pub odds_format: Option<OddsFormat>,
    /// The balances casino stakes may use; at least one (BAD_USER_INPUT otherwise).
    pub casino_balance_usage_preferences: Option<Vec<CasinoBalanceUsage>>,
}

#[derive(Default)]
pub struct PreferencesQuery;

#[Object]
impl PreferencesQuery {
    /// The viewer's preferences. UNAUTHENTICATED for visitors.
    async fn user_preferences(&self, ctx: &Context<'_>) -> Result<UserPreferences> {
        let (user, _) = require_user(ctx)?;
        state(ctx)?
            .store
            .user_preferences(user)
            .await
            .map(UserPreferences::from)
            .map_err(|e| errors::internal("load preferences", e))
    }
}

#[derive(Default)]
pub struct PreferencesMutation;

#[Object]
impl PreferencesMutation {
    /// Changes the viewer's preferences and answers them as stored. UNAUTHENTICATED for
    /// visitors.
    async fn set_user_preferences(
        &self,
        ctx: &Context<'_>,
        input: UserPreferencesInput,
    ) -> Result<UserPreferences> {
        let (user, _) = require_user(ctx)?;
        let state = state(ctx)?;
        let store = &state.store;
        if let Some(chosen) = input.casino_balance_usage_preferences {
            let usage = BalanceUsage::new(
                chosen.contains(&CasinoBalanceUsage::Cash),
                chosen.contains(&CasinoBalanceUsage::Credits),
            )
            .map_err(|_| errors::bad_user_input("Choose at least one balance for casino play."))?;
            let saved = store
                .set_casino_balance_usage(user, usage, state.clock.now())
                .await;
            if input.odds_format.is_none() {
                return saved
                    .map(UserPreferences::from)
                    .map_err(|e| errors::internal("save preferences", e));
            }
            saved.map_err(|e| errors::internal("save preferences", e))?;
        }
        let stored = match input.odds_format {
            Some(format) => {
                store
                    .set_odds_format(user, format.into(), state.clock.now())
                    .await
            }
            None => store.user_preferences(user).await,
        };
        stored
            .map(UserPreferences::from)
            .map_err(|e| errors::internal("save preferences", e))
    }
}
