//! Marketplace pages (see `docs/product/sports-and-odds.md`): sections, shelves (carousels,
//! tables, drawers, featured bets), chips and breadcrumbs for the home, live, sport,
//! organization, competition and event pages, all built from the in-memory catalogue.

use super::super::context::{request, state};
use super::super::deep_link::DeepLink;
use super::super::errors::{ErrorCode, error};
use super::featured::{self, FeaturedBetCard, Theme};
use super::route::{
    MarketplacePageType, PageRoute, competition_path, organization_path, sport_path,
};
use super::types::{Event, MarketCard, TableCard, View, column_types, group_key};
use crate::catalogue::taxonomy::SportNode;
use crate::catalogue::{Catalogue, EventEntry};
use async_graphql::{Context, ID, InputObject, Result};
use chrono::{DateTime, Duration, Utc};
use chrono_tz::Tz;
use domain::catalogue::MarketGroup;
use domain::money::Currency;
use std::sync::Arc;

mod event;
mod home;
mod listing;
mod shelves;

pub use shelves::*;

/// Events a table shelf lists at most.
const TABLE_LIMIT: usize = 30;
/// Upcoming events per sport on the home page.
const HOME_PER_SPORT: usize = 4;
/// Day headings are in the operator's home time zone.
const DAY_ZONE: Tz = chrono_tz::America::New_York;

/// Narrows the events of a page.
#[derive(Debug, Clone, Copy, Default, InputObject)]
pub struct MarketplaceFilters {
    /// Only in-play events (true) or only upcoming ones (false).
    pub live: Option<bool>,
    /// Only events starting within this many hours (1 to 720).
    pub starts_within_hours: Option<i32>,
}

impl MarketplaceFilters {
    fn validate(self) -> Result<Self> {
        if let Some(h) = self.starts_within_hours
            && !(1..=720).contains(&h)
        {
            return Err(super::super::errors::bad_user_input(
                "filters.startsWithinHours must be between 1 and 720",
            ));
        }
        Ok(self)
    }

    fn accepts(self, e: &EventEntry, now: DateTime<Utc>) -> bool {
        let live_ok = self.live.is_none_or(|live| live == e.is_live());
        let window_ok = self.starts_within_hours.is_none_or(|h| {
            e.is_live() || e.event.start_time <= now + Duration::hours(i64::from(h))
        });
        live_ok && window_ok
    }
}

fn not_found(what: &str) -> async_graphql::Error {
    error(ErrorCode::NotFound, format!("{what} was not found"))
}

/// Resolves a path to its canonical page, checking that what it names exists.
pub fn resolve(ctx: &Context<'_>, path: &str) -> Result<DeeplinkResolution> {
    let page = build(
        ctx,
        path,
        MarketplaceFilters::default(),
        View::new(None, None, state(ctx)?.clock.now()),
    )?;
    Ok(DeeplinkResolution {
        web_url: page.canonical_url.clone(),
        canonical_url: page.canonical_url,
        page_type: page.page_type,
    })
}

/// Builds the page a canonical URL names; NOT_FOUND when it names nothing we offer.
pub fn build(
    ctx: &Context<'_>,
    path: &str,
    filters: MarketplaceFilters,
    view: View,
) -> Result<MarketplacePage> {
    let filters = filters.validate()?;
    let route = PageRoute::parse(path).ok_or_else(|| not_found("The page"))?;
    let catalogue = Arc::clone(&state(ctx)?.catalogue);
    let b = Builder {
        ctx,
        catalogue: &catalogue,
        view,
        filters,
    };
    match route {
        PageRoute::Home => b.home(),
        PageRoute::Live { sport } => b.live(sport.as_deref()),
        PageRoute::Exclusives => b.exclusives(),
        PageRoute::Sport { sport, section } => b.sport(&sport, section.as_deref()),
        PageRoute::Organization {
            sport,
            organization,
        } => b.organization(&sport, &organization),
        PageRoute::Competition {
            sport,
            organization,
            competition,
            section,
        } => b.competition(&sport, &organization, &competition, section.as_deref()),
        PageRoute::Event {
            sport,
            organization,
            competition,
            event_id,
            section,
        } => b.event(
            &sport,
            &organization,
            &competition,
            &event_id,
            section.as_deref(),
        ),
    }
}

struct Builder<'a, 'c> {
    ctx: &'a Context<'c>,
    catalogue: &'a Catalogue,
    view: View,
    filters: MarketplaceFilters,
}

impl Builder<'_, '_> {
    fn now(&self) -> DateTime<Utc> {
        self.view.now
    }

    /// The listed events `filter` accepts: in play first, then upcoming by start time, then
    /// those just finished.
    fn events(&self, filter: impl Fn(&EventEntry) -> bool) -> Vec<Arc<EventEntry>> {
        let now = self.now();
        let mut events = self
            .catalogue
            .events(now, |e| self.filters.accepts(e, now) && filter(e));
        events.sort_by_key(|e| listing_rank(e));
        events
    }

    fn cards(&self, events: &[Arc<EventEntry>]) -> Result<Vec<TableCard>> {
        events
            .iter()
            .take(TABLE_LIMIT)
            .map(|e| Ok(TableCard::new(self.catalogue, Arc::clone(e), self.view)))
            .collect()
    }

    fn table(
        &self,
        id: String,
        title: String,
        subtitle: Option<String>,
        events: &[Arc<EventEntry>],
        see_all: Option<String>,
    ) -> Result<Shelf> {
        let sport = events
            .first()
            .map(|e| e.event.sport.slug.clone())
            .unwrap_or_default();
        Ok(Shelf::Table(TableShelf {
            id: ID(id),
            title,
            subtitle,
            column_headers: column_types(&sport)
                .iter()
                .map(|(h, _)| (*h).to_owned())
                .collect(),
            cards: self.cards(events)?,
            see_all_link: see_all.map(|p| DeepLink::path(&p)),
        }))
    }

    fn sport_chips(&self, sports: &[SportNode], live: bool, selected: Option<&str>) -> Vec<Chip> {
        sports
            .iter()
            .filter(|s| !live || s.live() > 0)
            .map(|s| {
                let path = if live {
                    format!("/live/{}", s.taxon.slug)
                } else {
                    sport_path(&s.taxon.slug)
                };
                Chip {
                    id: ID(format!("sport:{}", s.taxon.slug)),
                    label: s.taxon.name.clone(),
                    count: Some(if live { s.live() } else { s.events() }),
                    icon: Some(s.taxon.slug.clone()),
                    deep_link: DeepLink::path(&path),
                    selected: selected == Some(s.taxon.slug.as_str()),
                }
            })
            .collect()
    }

    fn page(
        &self,
        canonical_url: String,
        page_type: MarketplacePageType,
        title: String,
        breadcrumbs: Vec<Breadcrumb>,
        chips: Vec<Chip>,
        sections: Vec<MarketplaceSection>,
    ) -> MarketplacePage {
        MarketplacePage {
            id: ID(canonical_url.clone()),
            canonical_url,
            page_type,
            title,
            breadcrumbs,
            chips,
            sections,
            event: None,
        }
    }

    /// Featured bets: a straight on each featured game's favourite (up to three), the
    /// favourites parlay, and an underdog parlay when the book has one.
    fn featured_bets(&self) -> Result<Option<Shelf>> {
        let currency = self.currency()?;
        let featured = featured::picks(
            self.catalogue,
            self.view,
            Theme::Favourites,
            featured::PARLAY_LEGS,
            |e| e.event.featured,
        );
        let mut cards: Vec<FeaturedBetCard> = featured
            .iter()
            .filter_map(|pick| featured::straight(pick, self.view, currency))
            .map(FeaturedBetCard::Straight)
            .collect();
        if cards.is_empty() {
            return Ok(None);
        }
        if let Some(card) = featured::parlay(
            "Favourites Parlay",
            "The favourites of today's featured games",
            &featured,
            self.view,
            currency,
        ) {
            cards.push(FeaturedBetCard::Parlay(card));
        }
        let underdogs = featured::picks(
            self.catalogue,
            self.view,
            Theme::Underdogs,
            featured::PARLAY_LEGS,
            |_| true,
        );
        if let Some(card) = featured::parlay(
            "Underdog Parlay",
            "Three underdogs between +120 and +400 for a bigger payout",
            &underdogs,
            self.view,
            currency,
        ) {
            cards.push(FeaturedBetCard::Parlay(card));
        }
        Ok(Some(Shelf::FeaturedBets(FeaturedBetsShelf {
            id: ID("featured-bets".into()),
            title: "Featured Bets".into(),
            cards,
        })))
    }

    /// The currency of the region the request comes from (USD outside Canada).
    fn currency(&self) -> Result<Currency> {
        Ok(request(self.ctx)?
            .location
            .operating_region()
            .map_or(Currency::Usd, |r| r.currency()))
    }
}

/// In play (0), upcoming (1), over (2).
fn listing_rank(e: &EventEntry) -> u8 {
    if e.is_live() {
        0
    } else if e.event.status.is_over() {
        2
    } else {
        1
    }
}

fn crumb(label: &str, path: &str) -> Breadcrumb {
    Breadcrumb {
        label: label.to_owned(),
        deep_link: DeepLink::path(path),
    }
}

fn or_empty(shelves: Vec<Shelf>, base: &str, live: bool) -> Vec<Shelf> {
    if !shelves.is_empty() {
        return shelves;
    }
    vec![Shelf::Empty(EmptyShelf {
        id: ID(format!("{base}:empty")),
        title: if live { "Live" } else { "Games" }.into(),
        message: if live {
            "No games are in play right now.".into()
        } else {
            "No games are scheduled right now. Check back soon.".into()
        },
    })]
}

/// Upcoming events grouped by their day in [`DAY_ZONE`]: "Today", "Tomorrow", "Wed, Nov 25".
fn by_day(events: &[Arc<EventEntry>], now: DateTime<Utc>) -> Vec<(String, Vec<Arc<EventEntry>>)> {
    let today = now.with_timezone(&DAY_ZONE).date_naive();
    let mut days: Vec<(String, Vec<Arc<EventEntry>>)> = Vec::new();
    for e in events {
        let date = e.event.start_time.with_timezone(&DAY_ZONE).date_naive();
        let label = match (date - today).num_days() {
            d if d <= 0 => "Today".to_owned(),
            1 => "Tomorrow".to_owned(),
            _ => date.format("%a, %b %-d").to_string(),
        };
        match days.last_mut() {
            Some((l, list)) if *l == label => list.push(Arc::clone(e)),
            _ => days.push((label, vec![Arc::clone(e)])),
        }
    }
    days
}
