//! The sportsbook's catalogue over GraphQL: the sports menu, marketplace pages, events, and
//! live updates of markets, table cards, market cards and scoreboards.
//!
//! Every operation that returns odds takes `oddsFormat` and `includeOddsTrend`. Reads come from
//! the node's in-memory [`crate::catalogue::Catalogue`].

pub mod live;
pub mod menu;
pub mod pages;
pub mod route;
pub mod types;

use super::context::state;
use super::errors::{ErrorCode, error};
use async_graphql::{Context, ID, Object, Result};
use chrono::Utc;
use pages::{DeeplinkResolution, MarketplaceFilters, MarketplacePage};
use std::sync::Arc;
use types::{Event, OddsFormat, View};

/// Query root of the sports area.
#[derive(Default)]
pub struct SportsQuery;

#[Object]
impl SportsQuery {
    /// The side navigation's sports content (nested up to four levels).
    async fn sports_menu(&self, ctx: &Context<'_>) -> Result<menu::SportsMenu> {
        Ok(menu::sports_menu(&state(ctx)?.catalogue, Utc::now()))
    }

    /// How many events are in play.
    async fn live_events_count(&self, ctx: &Context<'_>) -> Result<menu::LiveEventsCount> {
        Ok(menu::live_events_count(&state(ctx)?.catalogue))
    }

    /// The page at a canonical URL (`/`, `/live`, `/sport/{sport}`, `.../competition/{c}[/live]`,
    /// `.../event/{id}[/{section}]`). NOT_FOUND when the URL names nothing offered.
    async fn marketplace_page(
        &self,
        ctx: &Context<'_>,
        canonical_url: String,
        filters: Option<MarketplaceFilters>,
        odds_format: Option<OddsFormat>,
        include_odds_trend: Option<bool>,
    ) -> Result<MarketplacePage> {
        pages::build(
            ctx,
            &canonical_url,
            filters.unwrap_or_default(),
            View::new(odds_format, include_odds_trend),
        )
    }

    /// The canonical page of an app path. NOT_FOUND for paths that name no page.
    async fn deeplink_by_path(
        &self,
        ctx: &Context<'_>,
        path: String,
    ) -> Result<DeeplinkResolution> {
        pages::resolve(ctx, &path)
    }

    /// An event with all its markets. NOT_FOUND for unknown ids.
    async fn event(
        &self,
        ctx: &Context<'_>,
        id: ID,
        odds_format: Option<OddsFormat>,
        include_odds_trend: Option<bool>,
    ) -> Result<Event> {
        let entry = state(ctx)?
            .catalogue
            .event(&id)
            .filter(|e| {
                !matches!(
                    e.event.status,
                    domain::sports::EventStatus::Hidden | domain::sports::EventStatus::Invalid
                )
            })
            .ok_or_else(|| error(ErrorCode::NotFound, "The event was not found"))?;
        Ok(Event::new(
            Arc::clone(&entry),
            View::new(odds_format, include_odds_trend),
        ))
    }
}
