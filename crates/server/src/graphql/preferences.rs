//! The account holder's preferences (see `docs/product/shell-and-identity.md`): today the odds
//! format (American or decimal), kept server-side so every device shows the same. Visitors
//! keep theirs in the browser.

use super::context::{require_user, state};
use super::errors;
use super::sports::types::OddsFormat;
use async_graphql::{Context, InputObject, Object, Result, SimpleObject};

/// How the account holder wants things shown.
#[derive(SimpleObject)]
pub struct UserPreferences {
    /// American (the default) or decimal (`EURO`).
    pub odds_format: OddsFormat,
}

impl From<store::UserPreferences> for UserPreferences {
    fn from(p: store::UserPreferences) -> Self {
        UserPreferences {
            odds_format: p.odds_format.into(),
        }
    }
}

/// The preferences to change; fields left out stay as they are.
#[derive(InputObject)]
pub struct UserPreferencesInput {
    pub odds_format: Option<OddsFormat>,
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
