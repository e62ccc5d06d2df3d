//! The shapes of a marketplace page: sections, shelves, chips, breadcrumbs.

use super::super::super::deep_link::DeepLink;
use super::super::featured::FeaturedBetCard;
use super::super::route::MarketplacePageType;
use super::super::types::{Event, MarketCard, TableCard};
use async_graphql::{ID, SimpleObject, Union};

/// A quick link (a competition of a sport, a sport on the live page).
#[derive(SimpleObject)]
pub struct Chip {
    pub id: ID,
    pub label: String,
    /// Icon key (a sport slug) where one applies.
    pub icon: Option<String>,
    pub deep_link: DeepLink,
    pub selected: bool,
    /// Games behind the chip (in play, on the live page).
    pub count: Option<usize>,
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
