//! The side navigation's sports menu (see `docs/product/sports-and-odds.md`) and the live events
//! count.

use super::super::deep_link::DeepLink;
use super::route::{competition_path, sport_path};
use crate::catalogue::Catalogue;
use async_graphql::{Enum, ID, SimpleObject};
use chrono::{DateTime, Utc};

/// LEAF items navigate; HEADER items title a group.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum SportsMenuItemType {
    Leaf,
    Header,
}

/// An entry of the sports menu (nested up to four levels).
#[derive(SimpleObject)]
pub struct SportsMenuItem {
    pub id: ID,
    pub label: String,
    /// Icon key: a sport slug, or `live`.
    pub icon: Option<String>,
    pub deep_link: Option<DeepLink>,
    /// Whether games under it are in play.
    pub live: bool,
    pub live_count: usize,
    #[graphql(name = "type")]
    pub kind: SportsMenuItemType,
    pub children: Vec<SportsMenuItem>,
}

/// The sports menu.
#[derive(SimpleObject)]
pub struct SportsMenu {
    pub items: Vec<SportsMenuItem>,
}

/// The live events count shown beside live entries.
#[derive(SimpleObject)]
pub struct LiveEventsCount {
    pub count: usize,
    /// "12 Live".
    pub label: String,
}

pub fn live_events_count(catalogue: &Catalogue) -> LiveEventsCount {
    let count = catalogue.live_count();
    LiveEventsCount {
        count,
        label: format!("{count} Live"),
    }
}

/// "Live" and "Exclusives", then a "Sports" header over every sport with its competitions.
pub fn sports_menu(catalogue: &Catalogue, now: DateTime<Utc>) -> SportsMenu {
    let sports = catalogue.taxonomy(now);
    let live = catalogue.live_count();
    let sport_items = sports
        .iter()
        .map(|s| SportsMenuItem {
            id: ID(format!("sport:{}", s.taxon.slug)),
            label: s.taxon.name.clone(),
            icon: Some(s.taxon.slug.clone()),
            deep_link: Some(DeepLink::path(&sport_path(&s.taxon.slug))),
            live: s.live() > 0,
            live_count: s.live(),
            kind: SportsMenuItemType::Leaf,
            children: s
                .organizations
                .iter()
                .flat_map(|o| o.competitions.iter().map(move |c| (o, c)))
                .map(|(o, c)| SportsMenuItem {
                    id: ID(format!("competition:{}:{}", s.taxon.slug, c.taxon.slug)),
                    label: c.taxon.name.clone(),
                    icon: None,
                    deep_link: Some(DeepLink::path(&competition_path(
                        &s.taxon.slug,
                        &o.taxon.slug,
                        &c.taxon.slug,
                    ))),
                    live: c.live > 0,
                    live_count: c.live,
                    kind: SportsMenuItemType::Leaf,
                    children: Vec::new(),
                })
                .collect(),
        })
        .collect();
    SportsMenu {
        items: vec![
            SportsMenuItem {
                id: ID("live".into()),
                label: "Live".into(),
                icon: Some("live".into()),
                deep_link: Some(DeepLink::path("/live")),
                live: live > 0,
                live_count: live,
                kind: SportsMenuItemType::Leaf,
                children: Vec::new(),
            },
            SportsMenuItem {
                id: ID("exclusives".into()),
                label: "Exclusives".into(),
                icon: Some("exclusives".into()),
                deep_link: Some(DeepLink::path("/exclusives")),
                live: false,
                live_count: 0,
                kind: SportsMenuItemType::Leaf,
                children: Vec::new(),
            },
            SportsMenuItem {
                id: ID("sports".into()),
                label: "Sports".into(),
                icon: None,
                deep_link: None,
                live: live > 0,
                live_count: live,
                kind: SportsMenuItemType::Header,
                children: sport_items,
            },
        ],
    }
}
