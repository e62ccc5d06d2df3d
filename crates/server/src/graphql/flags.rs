//! Feature flags in GraphQL: `Query.featureFlags`, `Startup.featureFlags` (see
//! [`for_viewer`]) and, outside production, `Mutation.setFeatureFlagOverride` for the
//! caller's session or anonymous visitor id.

use super::context::{request, state, viewer};
use super::errors;
use crate::flags::{UserAgent, evaluate, override_owner};
use async_graphql::{Context, Object, Result, SimpleObject};
use domain::flags::Evaluation;

/// One feature flag's value for the viewer.
#[derive(Debug, Clone, SimpleObject)]
pub struct FeatureFlag {
    /// camelCase key, e.g. `search`.
    pub key: String,
    pub enabled: bool,
    /// Whether a development override (this session's or visitor's) decided the value.
    pub overridden: bool,
}

impl From<Evaluation> for FeatureFlag {
    fn from(e: Evaluation) -> Self {
        Self {
            key: e.key.to_owned(),
            enabled: e.enabled,
            overridden: e.overridden,
        }
    }
}

/// Every flag evaluated for the caller. `visitor_id` names a visitor whose anonymous token
/// is being issued in the same answer (startup).
pub async fn for_viewer(ctx: &Context<'_>, visitor_id: Option<&str>) -> Result<Vec<FeatureFlag>> {
    let state = state(ctx)?;
    let viewer = viewer(ctx)?;
    let location = &request(ctx)?.location;
    let user_agent = ctx.data_opt::<UserAgent>().map(|ua| ua.0.as_str());
    Ok(evaluate(state, viewer, visitor_id, location, user_agent)
        .await
        .into_iter()
        .map(FeatureFlag::from)
        .collect())
}

/// Whether the flag `key` is on for the caller (resolvers of flag-gated features).
pub async fn is_enabled(ctx: &Context<'_>, key: &str) -> Result<bool> {
    Ok(for_viewer(ctx, None)
        .await?
        .into_iter()
        .any(|f| f.key == key && f.enabled))
}

/// Flag queries.
#[derive(Default)]
pub struct FlagsQuery;

#[Object]
impl FlagsQuery {
    /// Every feature flag evaluated for the caller (visitors included).
    async fn feature_flags(&self, ctx: &Context<'_>) -> Result<Vec<FeatureFlag>> {
        for_viewer(ctx, None).await
    }
}

/// Flag mutations.
#[derive(Default)]
pub struct FlagsMutation;

#[Object]
impl FlagsMutation {
    /// Overrides one flag for the caller's session (or anonymous visitor); `enabled: null`
    /// clears the override. Development only: UNAUTHORIZED in production; BAD_USER_INPUT
    /// for unknown keys. Answers every flag re-evaluated.
    async fn set_feature_flag_override(
        &self,
        ctx: &Context<'_>,
        key: String,
        enabled: Option<bool>,
    ) -> Result<Vec<FeatureFlag>> {
        let state = state(ctx)?;
        if state.config.env.is_production() {
            return Err(errors::unauthorized(
                "Feature flag overrides are not available in production.",
            ));
        }
        let Some(flag) = domain::flags::find(&key) else {
            return Err(errors::bad_user_input(format!(
                "Unknown feature flag {:?}.",
                key.chars().take(64).collect::<String>()
            )));
        };
        let owner = override_owner(viewer(ctx)?, None).ok_or_else(errors::unauthenticated)?;
        state
            .store
            .set_flag_override(&owner, flag.key, enabled, state.clock.now())
            .await
            .map_err(|e| errors::internal("set flag override", e))?;
        for_viewer(ctx, None).await
    }
}
