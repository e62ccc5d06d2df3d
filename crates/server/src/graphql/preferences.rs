//! The account holder's preferences (see `docs/product/settings.md`): the odds format
//! (American or decimal), the betslip's auto-accept choice, which balances casino stakes may
//! use (`docs/product/casino-rewards.md`) and the content setting "show price movement",
//! kept server-side so every device shows the same. Visitors keep their odds format in the
//! browser. The email preferences are REST (`identity::email_preferences`).

use super::betslip::types::AutoAcceptOddsChanges;
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
    /// Which betslip price moves are accepted without asking (`NONE` by default).
    pub auto_accept_odds_changes: AutoAcceptOddsChanges,
    /// The balances casino stakes may use: at least one; cash alone by default. With
    /// credits, a stake draws promotional credit first, then cash.
    pub casino_balance_usage_preferences: Vec<CasinoBalanceUsage>,
    /// Content setting: prices flash and show an arrow when they move (on by default).
    pub show_odds_trend: bool,
}

impl From<store::UserPreferences> for UserPreferences {
    fn from(p: store::UserPreferences) -> Self {
        let usage = p.casino_balance_usage;
        UserPreferences {
            odds_format: p.odds_format.into(),
            auto_accept_odds_changes: p.auto_accept_odds_changes.into(),
            casino_balance_usage_preferences: [
                (usage.cash(), CasinoBalanceUsage::Cash),
                (usage.credits(), CasinoBalanceUsage::Credits),
            ]
            .into_iter()
            .filter_map(|(on, b)| on.then_some(b))
            .collect(),
            show_odds_trend: p.show_odds_trend,
        }
    }
}

/// The preferences to change; fields left out stay as they are. An input refused (no
/// casino balance) saves nothing.
#[derive(InputObject)]
pub struct UserPreferencesInput {
    pub odds_format: Option<OddsFormat>,
    pub auto_accept_odds_changes: Option<AutoAcceptOddsChanges>,
    /// The balances casino stakes may use; at least one (BAD_USER_INPUT otherwise).
    pub casino_balance_usage_preferences: Option<Vec<CasinoBalanceUsage>>,
    pub show_odds_trend: Option<bool>,
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
    /// visitors; BAD_USER_INPUT (nothing saved) when the casino balances are empty.
    async fn set_user_preferences(
        &self,
        ctx: &Context<'_>,
        input: UserPreferencesInput,
    ) -> Result<UserPreferences> {
        let (user, _) = require_user(ctx)?;
        let state = state(ctx)?;
        let store = &state.store;
        let now = state.clock.now();
        let usage = input
            .casino_balance_usage_preferences
            .map(|chosen| {
                BalanceUsage::new(
                    chosen.contains(&CasinoBalanceUsage::Cash),
                    chosen.contains(&CasinoBalanceUsage::Credits),
                )
                .map_err(|_| errors::bad_user_input("Choose at least one balance for casino play."))
            })
            .transpose()?;
        let saved = |e: store::StoreError| errors::internal("save preferences", e);
        let mut stored = None;
        if let Some(usage) = usage {
            stored = Some(
                store
                    .set_casino_balance_usage(user, usage, now)
                    .await
                    .map_err(saved)?,
            );
        }
        if let Some(format) = input.odds_format {
            stored = Some(
                store
                    .set_odds_format(user, format.into(), now)
                    .await
                    .map_err(saved)?,
            );
        }
        if let Some(auto) = input.auto_accept_odds_changes {
            stored = Some(
                store
                    .set_auto_accept_odds_changes(user, auto.into(), now)
                    .await
                    .map_err(saved)?,
            );
        }
        if let Some(show) = input.show_odds_trend {
            stored = Some(
                store
                    .set_show_odds_trend(user, show, now)
                    .await
                    .map_err(saved)?,
            );
        }
        match stored {
            Some(p) => Ok(p.into()),
            None => store
                .user_preferences(user)
                .await
                .map(UserPreferences::from)
                .map_err(|e| errors::internal("load preferences", e)),
        }
    }
}
