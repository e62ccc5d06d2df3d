//! The static marketplace: the book's directory (popular competitions, every sport and its
//! competitions), without prices, for browsing and for pages that only need links.

use super::super::deep_link::DeepLink;
use super::route::{competition_path, sport_path};
use crate::catalogue::Catalogue;
use crate::catalogue::taxonomy::POPULAR_COMPETITIONS;
use async_graphql::{ID, SimpleObject};
use chrono::{DateTime, Utc};

/// A link of the directory.
#[derive(SimpleObject)]
pub struct DirectoryLink {
    pub id: ID,
    pub label: String,
    /// Icon key (a sport slug).
    pub icon: String,
    pub deep_link: DeepLink,
    /// Games listed under it.
    pub event_count: usize,
    /// Games in play under it.
    pub live_count: usize,
}

/// A titled group of links.
#[derive(SimpleObject)]
pub struct DirectorySection {
    pub id: ID,
    pub title: String,
    pub links: Vec<DirectoryLink>,
}

/// The static marketplace.
#[derive(SimpleObject)]
pub struct StaticMarketplace {
    pub sections: Vec<DirectorySection>,
}

/// The directory of what the book lists at `now`.
pub fn static_marketplace(catalogue: &Catalogue, now: DateTime<Utc>) -> StaticMarketplace {
    let sports = catalogue.taxonomy(now);
    let mut competitions = Vec::new();
    for sport in &sports {
        for org in &sport.organizations {
            for comp in &org.competitions {
                competitions.push(DirectoryLink {
                    id: ID(format!(
                        "competition:{}:{}",
                        sport.taxon.slug, comp.taxon.slug
                    )),
                    label: comp.taxon.name.clone(),
                    icon: sport.taxon.slug.clone(),
                    deep_link: DeepLink::path(&competition_path(
                        &sport.taxon.slug,
                        &org.taxon.slug,
                        &comp.taxon.slug,
                    )),
                    event_count: comp.events,
                    live_count: comp.live,
                });
            }
        }
    }
    let popular: Vec<DirectoryLink> = POPULAR_COMPETITIONS
        .iter()
        .filter_map(|slug| {
            competitions
                .iter()
                .find(|c| c.id.0.ends_with(&format!(":{slug}")))
                .map(|c| DirectoryLink {
                    id: ID(format!("popular:{slug}")),
                    label: c.label.clone(),
                    icon: c.icon.clone(),
                    deep_link: c.deep_link.clone(),
                    event_count: c.event_count,
                    live_count: c.live_count,
                })
        })
        .collect();
    let mut by_name: Vec<_> = sports.iter().collect();
    by_name.sort_by(|a, b| a.taxon.name.cmp(&b.taxon.name));
    let a_to_z = by_name
        .iter()
        .map(|s| DirectoryLink {
            id: ID(format!("sport:{}", s.taxon.slug)),
            label: s.taxon.name.clone(),
            icon: s.taxon.slug.clone(),
            deep_link: DeepLink::path(&sport_path(&s.taxon.slug)),
            event_count: s.events(),
            live_count: s.live(),
        })
        .collect();
    let mut sections = Vec::new();
    if !popular.is_empty() {
        sections.push(DirectorySection {
            id: ID("directory:popular".into()),
            title: "Popular".into(),
            links: popular,
        });
    }
    sections.push(DirectorySection {
        id: ID("directory:a-z".into()),
        title: "A-Z Sports".into(),
        links: a_to_z,
    });
    sections.push(DirectorySection {
        id: ID("directory:competitions".into()),
        title: "All Competitions".into(),
        links: competitions,
    });
    StaticMarketplace { sections }
}
