//! The sportsbook's catalogue over GraphQL: the sports menu, marketplace pages, events, and
//! live updates of markets, table cards, market cards and scoreboards.
//!
//! Every operation that returns odds takes `oddsFormat` and `includeOddsTrend`. Reads come from
//! the node's in-memory [`crate::catalogue::Catalogue`].

pub mod directory;
pub mod featured;
pub mod lines;
pub mod live;
pub mod lounge;
pub mod menu;
pub mod pages;
pub mod quick_bets;
pub mod route;
pub mod stream;
pub mod types;

use super::context::state;
use super::errors::{ErrorCode, error};
use async_graphql::{Context, ID, Object, Result};
use pages::{DeeplinkResolution, MarketplaceFilters, MarketplacePage};
use std::sync::Arc;
use types::{Event, MarketType, OddsFormat, View};

/// Query root of the sports area.
#[derive(Default)]
pub struct SportsQuery;

#[Object]
impl SportsQuery {
    /// The side navigation's sports content (nested up to four levels).
    async fn sports_menu(&self, ctx: &Context<'_>) -> Result<menu::SportsMenu> {
        Ok(menu::sports_menu(
            &state(ctx)?.catalogue,
            state(ctx)?.clock.now(),
        ))
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
            View::new(odds_format, include_odds_trend, state(ctx)?.clock.now()),
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
            .filter(|e| e.event.status.is_public())
            .ok_or_else(|| error(ErrorCode::NotFound, "The event was not found"))?;
        Ok(Event::new(
            Arc::clone(&entry),
            View::new(odds_format, include_odds_trend, state(ctx)?.clock.now()),
        ))
    }

    /// The chips of the page at a canonical URL, with fresh counts (the client refreshes them
    /// without reloading the page). NOT_FOUND like `marketplacePage`.
    async fn dynamic_chips(
        &self,
        ctx: &Context<'_>,
        canonical_url: String,
    ) -> Result<Vec<pages::Chip>> {
        Ok(pages::build(
            ctx,
            &canonical_url,
            MarketplaceFilters::default(),
            View::new(None, None, state(ctx)?.clock.now()),
        )?
        .chips)
    }

    /// The book's directory: popular competitions, every sport and competition.
    async fn static_marketplace(&self, ctx: &Context<'_>) -> Result<directory::StaticMarketplace> {
        Ok(directory::static_marketplace(
            &state(ctx)?.catalogue,
            state(ctx)?.clock.now(),
        ))
    }

    /// Every line of an event's spread or total family, by line. NOT_FOUND for unknown
    /// events; BAD_USER_INPUT for other market types.
    async fn see_all_lines(
        &self,
        ctx: &Context<'_>,
        event_id: ID,
        market_type: MarketType,
        odds_format: Option<OddsFormat>,
        include_odds_trend: Option<bool>,
    ) -> Result<lines::SeeAllLines> {
        lines::see_all_lines(
            &state(ctx)?.catalogue,
            &event_id,
            market_type,
            View::new(odds_format, include_odds_trend, state(ctx)?.clock.now()),
        )
    }

    /// The Quick Bets page with `mode` selected (Popular by default).
    async fn quick_bets_page(
        &self,
        ctx: &Context<'_>,
        mode: Option<quick_bets::QuickBetsMode>,
        first: Option<i32>,
        odds_format: Option<OddsFormat>,
        include_odds_trend: Option<bool>,
    ) -> Result<quick_bets::QuickBetsPage> {
        quick_bets::page(
            ctx,
            mode.unwrap_or(quick_bets::QuickBetsMode::Popular),
            first,
            View::new(odds_format, include_odds_trend, state(ctx)?.clock.now()),
        )
    }

    /// A page of one Quick Bets mode's cards (`first` 1 to 50, `after` a cursor from
    /// `pageInfo`).
    async fn quick_bets_section(
        &self,
        ctx: &Context<'_>,
        mode: quick_bets::QuickBetsMode,
        first: Option<i32>,
        after: Option<String>,
        odds_format: Option<OddsFormat>,
        include_odds_trend: Option<bool>,
    ) -> Result<quick_bets::QuickBetsSection> {
        quick_bets::section(
            &state(ctx)?.catalogue,
            mode,
            first,
            after.as_deref(),
            View::new(odds_format, include_odds_trend, state(ctx)?.clock.now()),
        )
    }

    /// The live stream of an event for the viewer, or why there is none. NOT_FOUND for
    /// unknown events. `geoPacket` is the location check's packet (verified by the location
    /// service where one is configured).
    async fn live_stream(
        &self,
        ctx: &Context<'_>,
        event_id: ID,
        geo_packet: Option<String>,
    ) -> Result<stream::LiveStreamResult> {
        stream::live_stream(ctx, &event_id, geo_packet.as_deref()).await
    }

    /// The parlay lounge. NOT_FOUND while the `parlayLounge` flag is off for the caller.
    async fn parlay_lounge_page(
        &self,
        ctx: &Context<'_>,
        odds_format: Option<OddsFormat>,
        include_odds_trend: Option<bool>,
    ) -> Result<lounge::ParlayLoungePage> {
        lounge::page(
            ctx,
            View::new(odds_format, include_odds_trend, state(ctx)?.clock.now()),
        )
        .await
    }
}
