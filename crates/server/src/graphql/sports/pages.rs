//! Marketplace pages (spec 002 §3 "Marketplace structure"): sections, shelves (carousels,
//! tables, drawers, featured bets), chips and breadcrumbs for the home, live, sport,
//! organization, competition and event pages, all built from the in-memory catalogue.

use super::super::context::{request, state};
use super::super::deep_link::DeepLink;
use super::super::errors::{ErrorCode, error};
use super::super::money::Money;
use super::route::{
    MarketplacePageType, PageRoute, competition_path, organization_path, sport_path,
};
use super::types::{
    Event, Market, MarketCard, MarketSelection, Odds, TableCard, View, column_types,
};
use crate::catalogue::taxonomy::SportNode;
use crate::catalogue::{Catalogue, EventEntry};
use async_graphql::{Context, ID, InputObject, Result, SimpleObject, Union};
use chrono::{DateTime, Duration, Utc};
use chrono_tz::Tz;
use domain::catalogue::{MarketGroup, MarketType, SelectionKind};
use domain::money::{Currency, Money as DomainMoney};
use domain::odds::Odds as DomainOdds;
use domain::sports::OfferStatus;
use std::sync::Arc;

/// Events a table shelf lists at most.
const TABLE_LIMIT: usize = 30;
/// Upcoming events per sport on the home page.
const HOME_PER_SPORT: usize = 4;
/// The stake featured bet cards quote a payout for, in cents.
const FEATURED_STAKE_CENTS: i64 = 1_000;
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

/// A quick link (a competition of a sport, a sport on the live page).
#[derive(SimpleObject)]
pub struct Chip {
    pub id: ID,
    pub label: String,
    /// Icon key (a sport slug) where one applies.
    pub icon: Option<String>,
    pub deep_link: DeepLink,
    pub selected: bool,
}

/// A horizontal row of cards.
#[derive(SimpleObject)]
pub struct CarouselShelf {
    pub id: ID,
    pub title: String,
    pub icon: Option<String>,
    pub cards: Vec<TableCard>,
    pub see_all_link: Option<DeepLink>,
}

/// A table of events with their main lines under shared column headers.
#[derive(SimpleObject)]
pub struct TableShelf {
    pub id: ID,
    pub title: String,
    pub subtitle: Option<String>,
    pub column_headers: Vec<String>,
    pub cards: Vec<TableCard>,
    pub see_all_link: Option<DeepLink>,
}

/// Collapsible groups of markets (the event page).
#[derive(SimpleObject)]
pub struct DrawerShelf {
    pub id: ID,
    pub title: String,
    pub expanded: bool,
    pub market_cards: Vec<MarketCard>,
}

/// A single bet quoted with its payout.
#[derive(SimpleObject)]
pub struct FeaturedStraightBetCard {
    pub id: ID,
    pub title: String,
    pub event: Event,
    pub selection: MarketSelection,
    pub market: Market,
    pub odds: Odds,
    pub previous_odds: Option<Odds>,
    /// What a $10 stake returns.
    pub estimated_payout: Money,
}

/// A ready-made parlay.
#[derive(SimpleObject)]
pub struct FeaturedParlayBetCard {
    pub id: ID,
    pub title: String,
    pub selections: Vec<MarketSelection>,
    pub events: Vec<Event>,
    pub odds: Odds,
    /// What a $10 stake returns.
    pub estimated_payout: Money,
}

/// A featured bet.
#[derive(Union)]
pub enum FeaturedBetCard {
    Straight(FeaturedStraightBetCard),
    Parlay(FeaturedParlayBetCard),
}

/// Featured bets.
#[derive(SimpleObject)]
pub struct FeaturedBetsShelf {
    pub id: ID,
    pub title: String,
    pub cards: Vec<FeaturedBetCard>,
}

/// A shelf with nothing to show, and why.
#[derive(SimpleObject)]
pub struct EmptyShelf {
    pub id: ID,
    pub title: String,
    pub message: String,
}

/// One block of a page.
#[derive(Union)]
pub enum Shelf {
    Carousel(CarouselShelf),
    Table(TableShelf),
    Drawer(DrawerShelf),
    FeaturedBets(FeaturedBetsShelf),
    Empty(EmptyShelf),
}

/// A tab of a page; only the selected one carries shelves.
#[derive(SimpleObject)]
pub struct MarketplaceSection {
    pub id: ID,
    pub title: String,
    pub deep_link: DeepLink,
    pub selected: bool,
    pub shelves: Vec<Shelf>,
}

/// A step of the page's trail.
#[derive(SimpleObject)]
pub struct Breadcrumb {
    pub label: String,
    pub deep_link: DeepLink,
}

/// A page of the sportsbook.
#[derive(SimpleObject)]
pub struct MarketplacePage {
    pub id: ID,
    pub canonical_url: String,
    pub page_type: MarketplacePageType,
    pub title: String,
    pub breadcrumbs: Vec<Breadcrumb>,
    pub chips: Vec<Chip>,
    pub sections: Vec<MarketplaceSection>,
    /// Set on event pages.
    pub event: Option<Event>,
}

/// Where a path leads.
#[derive(SimpleObject)]
pub struct DeeplinkResolution {
    pub canonical_url: String,
    pub page_type: MarketplacePageType,
    pub web_url: String,
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
        View::new(None, None),
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

    fn events(&self, filter: impl Fn(&EventEntry) -> bool) -> Vec<Arc<EventEntry>> {
        let now = self.now();
        self.catalogue
            .events(now, |e| self.filters.accepts(e, now) && filter(e))
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
                    label: if live {
                        format!("{} ({})", s.taxon.name, s.live())
                    } else {
                        s.taxon.name.clone()
                    },
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

    fn home(&self) -> Result<MarketplacePage> {
        let sports = self.catalogue.taxonomy(self.now());
        let mut shelves = Vec::new();
        if let Some(featured) = self.featured_bets()? {
            shelves.push(featured);
        }
        let live = self.events(EventEntry::is_live);
        if live.is_empty() {
            shelves.push(Shelf::Empty(EmptyShelf {
                id: ID("home:live".into()),
                title: "Live Now".into(),
                message: "No games are in play right now. Upcoming games are below.".into(),
            }));
        } else {
            shelves.push(Shelf::Carousel(CarouselShelf {
                id: ID("home:live".into()),
                title: "Live Now".into(),
                icon: Some("live".into()),
                cards: self.cards(&live[..live.len().min(12)])?,
                see_all_link: Some(DeepLink::path("/live")),
            }));
        }
        for sport in &sports {
            let slug = sport.taxon.slug.clone();
            let upcoming = self.events(|e| e.event.sport.slug == slug && !e.is_live());
            if upcoming.is_empty() {
                continue;
            }
            shelves.push(self.table(
                format!("home:{slug}"),
                format!("Upcoming {}", sport.taxon.name),
                None,
                &upcoming[..upcoming.len().min(HOME_PER_SPORT)],
                Some(sport_path(&slug)),
            )?);
        }
        let section = MarketplaceSection {
            id: ID("home".into()),
            title: "Featured".into(),
            deep_link: DeepLink::path("/"),
            selected: true,
            shelves,
        };
        Ok(self.page(
            "/".into(),
            MarketplacePageType::Home,
            "Sportsbook".into(),
            Vec::new(),
            self.sport_chips(&sports, false, None),
            vec![section],
        ))
    }

    fn live(&self, sport: Option<&str>) -> Result<MarketplacePage> {
        let sports = self.catalogue.taxonomy(self.now());
        if let Some(slug) = sport
            && !sports.iter().any(|s| s.taxon.slug == slug)
        {
            return Err(not_found("The sport"));
        }
        let mut shelves = Vec::new();
        for node in sports
            .iter()
            .filter(|s| sport.is_none_or(|slug| s.taxon.slug == slug))
        {
            for comp in node.competitions().filter(|c| c.live > 0) {
                let live = self.events(|e| {
                    e.is_live()
                        && e.event.sport.slug == node.taxon.slug
                        && e.event.competition.slug == comp.taxon.slug
                });
                if live.is_empty() {
                    continue;
                }
                let org = &live[0].event.organization.slug;
                shelves.push(self.table(
                    format!("live:{}:{}", node.taxon.slug, comp.taxon.slug),
                    comp.taxon.name.clone(),
                    Some(node.taxon.name.clone()),
                    &live,
                    Some(competition_path(&node.taxon.slug, org, &comp.taxon.slug)),
                )?);
            }
        }
        if shelves.is_empty() {
            shelves.push(Shelf::Empty(EmptyShelf {
                id: ID("live:empty".into()),
                title: "Live".into(),
                message: "No games are in play right now. Check back soon.".into(),
            }));
        }
        let path = sport.map_or_else(|| "/live".to_owned(), |s| format!("/live/{s}"));
        let section = MarketplaceSection {
            id: ID("live".into()),
            title: "Live".into(),
            deep_link: DeepLink::path(&path),
            selected: true,
            shelves,
        };
        Ok(self.page(
            path,
            MarketplacePageType::Live,
            "Live Betting".into(),
            vec![crumb("Home", "/")],
            self.sport_chips(&sports, true, sport),
            vec![section],
        ))
    }

    fn exclusives(&self) -> Result<MarketplacePage> {
        let shelves = match self.featured_bets()? {
            Some(shelf) => vec![shelf],
            None => vec![Shelf::Empty(EmptyShelf {
                id: ID("exclusives:empty".into()),
                title: "Exclusives".into(),
                message: "No featured bets right now. Check back soon.".into(),
            })],
        };
        let section = MarketplaceSection {
            id: ID("exclusives".into()),
            title: "Exclusives".into(),
            deep_link: DeepLink::path("/exclusives"),
            selected: true,
            shelves,
        };
        Ok(self.page(
            "/exclusives".into(),
            MarketplacePageType::Exclusives,
            "Exclusives".into(),
            vec![crumb("Home", "/")],
            Vec::new(),
            vec![section],
        ))
    }

    /// Tabs "Games" and "Live" of a sport or competition page.
    fn game_sections(
        &self,
        base: &str,
        section: Option<&str>,
        sep: &str,
        shelves: impl FnOnce(bool) -> Result<Vec<Shelf>>,
    ) -> Result<Vec<MarketplaceSection>> {
        let live = match section {
            None | Some("games") => false,
            Some("live") => true,
            Some(_) => return Err(not_found("The section")),
        };
        let mut shelves = Some(shelves(live)?);
        Ok([("games", "Games", false), ("live", "Live", true)]
            .into_iter()
            .map(|(id, title, is_live)| MarketplaceSection {
                id: ID(format!("{base}:{id}")),
                title: title.into(),
                deep_link: DeepLink::path(&if is_live {
                    format!("{base}{sep}live")
                } else {
                    base.to_owned()
                }),
                selected: is_live == live,
                shelves: if is_live == live {
                    shelves.take().unwrap_or_default()
                } else {
                    Vec::new()
                },
            })
            .collect())
    }

    fn sport(&self, slug: &str, section: Option<&str>) -> Result<MarketplacePage> {
        let node = self
            .catalogue
            .sport(slug, self.now())
            .ok_or_else(|| not_found("The sport"))?;
        let base = sport_path(slug);
        let sections = self.game_sections(&base, section, "/section/", |live| {
            let mut shelves = Vec::new();
            for org in &node.organizations {
                for comp in &org.competitions {
                    let events = self.events(|e| {
                        e.event.sport.slug == slug
                            && e.event.competition.slug == comp.taxon.slug
                            && (!live || e.is_live())
                    });
                    if events.is_empty() {
                        continue;
                    }
                    shelves.push(self.table(
                        format!("{base}:{}", comp.taxon.slug),
                        comp.taxon.name.clone(),
                        Some(org.taxon.name.clone()),
                        &events,
                        Some(competition_path(slug, &org.taxon.slug, &comp.taxon.slug)),
                    )?);
                }
            }
            Ok(or_empty(shelves, &base, live))
        })?;
        let chips = node
            .organizations
            .iter()
            .flat_map(|o| o.competitions.iter().map(move |c| (o, c)))
            .map(|(o, c)| Chip {
                id: ID(format!("competition:{}", c.taxon.slug)),
                label: c.taxon.name.clone(),
                icon: None,
                deep_link: DeepLink::path(&competition_path(slug, &o.taxon.slug, &c.taxon.slug)),
                selected: false,
            })
            .collect();
        Ok(self.page(
            base,
            MarketplacePageType::Sport,
            node.taxon.name.clone(),
            vec![crumb("Home", "/")],
            chips,
            sections,
        ))
    }

    fn organization(&self, sport: &str, organization: &str) -> Result<MarketplacePage> {
        let node = self
            .catalogue
            .sport(sport, self.now())
            .ok_or_else(|| not_found("The sport"))?;
        let org = node
            .organization(organization)
            .ok_or_else(|| not_found("The organization"))?;
        let base = organization_path(sport, organization);
        let mut shelves = Vec::new();
        for comp in &org.competitions {
            let events = self.events(|e| {
                e.event.sport.slug == sport
                    && e.event.organization.slug == organization
                    && e.event.competition.slug == comp.taxon.slug
            });
            shelves.push(self.table(
                format!("{base}:{}", comp.taxon.slug),
                comp.taxon.name.clone(),
                None,
                &events,
                Some(competition_path(sport, organization, &comp.taxon.slug)),
            )?);
        }
        let chips = org
            .competitions
            .iter()
            .map(|c| Chip {
                id: ID(format!("competition:{}", c.taxon.slug)),
                label: c.taxon.name.clone(),
                icon: None,
                deep_link: DeepLink::path(&competition_path(sport, organization, &c.taxon.slug)),
                selected: false,
            })
            .collect();
        let section = MarketplaceSection {
            id: ID(base.clone()),
            title: org.taxon.name.clone(),
            deep_link: DeepLink::path(&base),
            selected: true,
            shelves: or_empty(shelves, &base, false),
        };
        Ok(self.page(
            base,
            MarketplacePageType::Organization,
            format!("{} {}", org.taxon.name, node.taxon.name),
            vec![
                crumb("Home", "/"),
                crumb(&node.taxon.name, &sport_path(sport)),
            ],
            chips,
            vec![section],
        ))
    }

    fn competition(
        &self,
        sport: &str,
        organization: &str,
        competition: &str,
        section: Option<&str>,
    ) -> Result<MarketplacePage> {
        let node = self
            .catalogue
            .sport(sport, self.now())
            .ok_or_else(|| not_found("The sport"))?;
        let org = node
            .organization(organization)
            .ok_or_else(|| not_found("The organization"))?;
        let comp = org
            .competition(competition)
            .ok_or_else(|| not_found("The competition"))?;
        let base = competition_path(sport, organization, competition);
        let sections = self.game_sections(&base, section, "/", |live| {
            let events = self.events(|e| {
                e.event.sport.slug == sport
                    && e.event.organization.slug == organization
                    && e.event.competition.slug == competition
                    && (!live || e.is_live())
            });
            let mut shelves = Vec::new();
            let (in_play, upcoming): (Vec<_>, Vec<_>) =
                events.into_iter().partition(|e| e.is_live());
            if !in_play.is_empty() {
                shelves.push(self.table(
                    format!("{base}:live"),
                    "Live".into(),
                    None,
                    &in_play,
                    None,
                )?);
            }
            for (day, events) in by_day(&upcoming, self.now()) {
                shelves.push(self.table(format!("{base}:{day}"), day, None, &events, None)?);
            }
            Ok(or_empty(shelves, &base, live))
        })?;
        Ok(self.page(
            base,
            MarketplacePageType::Competition,
            comp.taxon.name.clone(),
            vec![
                crumb("Home", "/"),
                crumb(&node.taxon.name, &sport_path(sport)),
                crumb(&org.taxon.name, &organization_path(sport, organization)),
            ],
            Vec::new(),
            sections,
        ))
    }

    fn event(
        &self,
        sport: &str,
        organization: &str,
        competition: &str,
        event_id: &str,
        section: Option<&str>,
    ) -> Result<MarketplacePage> {
        let entry = self
            .catalogue
            .event(event_id)
            .filter(|e| {
                let ev = &e.event;
                ev.sport.slug == sport
                    && ev.organization.slug == organization
                    && ev.competition.slug == competition
                    && !matches!(
                        ev.status,
                        domain::sports::EventStatus::Hidden | domain::sports::EventStatus::Invalid
                    )
            })
            .ok_or_else(|| not_found("The event"))?;
        let event = Event::new(Arc::clone(&entry), self.view);
        let cards = MarketCard::group(event.market_values(self.ctx)?, event_id);
        let base = format!(
            "{}/event/{event_id}",
            competition_path(sport, organization, competition)
        );
        let groups: Vec<MarketGroup> = cards.iter().map(|c| c.group).collect();
        let selected = match section {
            None | Some("all") => None,
            Some(key) => Some(
                groups
                    .iter()
                    .copied()
                    .find(|g| group_key(*g) == key)
                    .ok_or_else(|| not_found("The section"))?,
            ),
        };
        let mut cards = Some(cards);
        let mut sections = vec![MarketplaceSection {
            id: ID(format!("{base}:all")),
            title: "All".into(),
            deep_link: DeepLink::path(&base),
            selected: selected.is_none(),
            shelves: Vec::new(),
        }];
        for group in &groups {
            sections.push(MarketplaceSection {
                id: ID(format!("{base}:{}", group_key(*group))),
                title: group.title().into(),
                deep_link: DeepLink::path(&format!("{base}/{}", group_key(*group))),
                selected: selected == Some(*group),
                shelves: Vec::new(),
            });
        }
        let all = cards.take().unwrap_or_default();
        let shown: Vec<MarketCard> = all
            .into_iter()
            .filter(|c| selected.is_none_or(|g| g == c.group))
            .collect();
        let drawer = if shown.is_empty() {
            Shelf::Empty(EmptyShelf {
                id: ID(format!("{base}:markets")),
                title: "Markets".into(),
                message: "No markets are available for this event right now.".into(),
            })
        } else {
            Shelf::Drawer(DrawerShelf {
                id: ID(format!("{base}:markets")),
                title: "Markets".into(),
                expanded: true,
                market_cards: shown,
            })
        };
        if let Some(s) = sections.iter_mut().find(|s| s.selected) {
            s.shelves.push(drawer);
        }
        let e = &entry.event;
        let mut page = self.page(
            base,
            MarketplacePageType::Event,
            e.name.clone(),
            vec![
                crumb("Home", "/"),
                crumb(&e.sport.name, &sport_path(sport)),
                crumb(
                    &e.competition.name,
                    &competition_path(sport, organization, competition),
                ),
            ],
            Vec::new(),
            sections,
        );
        page.event = Some(event);
        Ok(page)
    }

    /// A straight and a parlay built from the featured events' moneyline favourites.
    fn featured_bets(&self) -> Result<Option<Shelf>> {
        let featured = self.events(|e| e.event.featured && !e.is_live());
        let mut picks = Vec::new();
        for entry in &featured {
            let Some(moneyline) = self.catalogue.markets_of(entry).into_iter().find(|m| {
                m.market.market_type == MarketType::Moneyline
                    && m.market.status == OfferStatus::Open
            }) else {
                continue;
            };
            let favourite = moneyline
                .market
                .selections
                .iter()
                .filter(|s| {
                    s.status == OfferStatus::Open
                        && matches!(s.kind, SelectionKind::Home | SelectionKind::Away)
                })
                .min_by(|a, b| a.odds.cmp_payout(b.odds))
                .cloned();
            if let Some(selection) = favourite {
                picks.push((Arc::clone(entry), moneyline, selection));
            }
        }
        let Some((event, market, selection)) = picks.first().cloned() else {
            return Ok(None);
        };
        let currency = self.currency()?;
        let market_value = Market::new(Arc::clone(&market), Some(Arc::clone(&event)), self.view);
        let selection_value = market_value
            .selection_values()
            .into_iter()
            .find(|s| s.odds_value() == selection.odds)
            .ok_or_else(|| not_found("The featured selection"))?;
        let mut cards = vec![FeaturedBetCard::Straight(FeaturedStraightBetCard {
            id: ID(format!("featured:{}", selection.id)),
            title: format!("{} to win", event_side_name(&event, selection.kind)),
            previous_odds: market
                .previous_odds(&selection.id)
                .map(|o| Odds::new(o, &self.view)),
            odds: Odds::new(selection.odds, &self.view),
            estimated_payout: Money(payout(selection.odds, currency)),
            selection: selection_value,
            market: market_value,
            event: Event::new(event, self.view),
        })];
        if picks.len() >= 3 {
            let legs: Vec<_> = picks.iter().take(3).collect();
            let prices: Vec<DomainOdds> = legs.iter().map(|(_, _, s)| s.odds).collect();
            if let Ok(combined) = DomainOdds::combine(&prices) {
                let mut selections = Vec::new();
                for (event, market, selection) in &legs {
                    let m = Market::new(Arc::clone(market), Some(Arc::clone(event)), self.view);
                    if let Some(s) = m
                        .selection_values()
                        .into_iter()
                        .find(|s| s.odds_value() == selection.odds)
                    {
                        selections.push(s);
                    }
                }
                cards.push(FeaturedBetCard::Parlay(FeaturedParlayBetCard {
                    id: ID(format!(
                        "featured-parlay:{}",
                        legs.iter()
                            .map(|(_, _, s)| s.id.as_str())
                            .collect::<Vec<_>>()
                            .join("+")
                    )),
                    title: "Favourites Parlay".into(),
                    selections,
                    events: legs
                        .iter()
                        .map(|(e, _, _)| Event::new(Arc::clone(e), self.view))
                        .collect(),
                    odds: Odds::new(combined, &self.view),
                    estimated_payout: Money(payout(combined, currency)),
                }));
            }
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

fn event_side_name(event: &EventEntry, kind: SelectionKind) -> String {
    match kind {
        SelectionKind::Away => event.event.away.medium_name.clone(),
        _ => event.event.home.medium_name.clone(),
    }
}

/// What a $10 stake returns at `odds` (stake plus profit, rounded down to the cent).
fn payout(odds: DomainOdds, currency: Currency) -> DomainMoney {
    let stake = i128::from(FEATURED_STAKE_CENTS);
    let profit = stake * i128::from(odds.numerator()) / i128::from(odds.denominator().max(1));
    DomainMoney::new(i64::try_from(stake + profit).unwrap_or(i64::MAX), currency)
}

fn crumb(label: &str, path: &str) -> Breadcrumb {
    Breadcrumb {
        label: label.to_owned(),
        deep_link: DeepLink::path(path),
    }
}

fn group_key(group: MarketGroup) -> &'static str {
    match group {
        MarketGroup::GameLines => "game-lines",
        MarketGroup::Alternates => "alternates",
        MarketGroup::GameProps => "game-props",
        MarketGroup::PlayerProps => "player-props",
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
