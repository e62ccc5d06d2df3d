//! The sport -> organization -> competition tree of the listed events, with event and live
//! counts: what the sports menu and the page resolver walk.

use super::{Catalogue, EventEntry};
use chrono::{DateTime, Utc};
use domain::catalogue::Taxon;
use std::collections::BTreeMap;

/// Sports in the order bettors in the US and Canada look for them; others follow by name.
const SPORT_ORDER: &[&str] = &[
    "football",
    "basketball",
    "hockey",
    "baseball",
    "soccer",
    "tennis",
    "golf",
    "mma",
    "darts",
];

/// The competitions bettors in the US and Canada look for first, most popular first: the
/// order of "Popular" lists and of competitions within a sport (others follow by name).
pub const POPULAR_COMPETITIONS: &[&str] = &[
    "nfl",
    "nba",
    "premier-league",
    "nhl",
    "mlb",
    "ncaaf",
    "ncaab",
    "la-liga",
    "atp-tour",
];

/// A competition's place in [`POPULAR_COMPETITIONS`] (after all of them when not listed).
pub fn popularity(competition: &str) -> usize {
    rank(POPULAR_COMPETITIONS, competition)
}

fn rank(order: &[&str], slug: &str) -> usize {
    order.iter().position(|s| *s == slug).unwrap_or(order.len())
}

/// A competition with its counts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompetitionNode {
    pub taxon: Taxon,
    pub events: usize,
    pub live: usize,
}

/// An organization (country or governing body) with its competitions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrganizationNode {
    pub taxon: Taxon,
    pub competitions: Vec<CompetitionNode>,
}

/// A sport with its organizations.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SportNode {
    pub taxon: Taxon,
    pub organizations: Vec<OrganizationNode>,
}

impl SportNode {
    pub fn live(&self) -> usize {
        self.competitions().map(|c| c.live).sum()
    }

    pub fn events(&self) -> usize {
        self.competitions().map(|c| c.events).sum()
    }

    pub fn competitions(&self) -> impl Iterator<Item = &CompetitionNode> {
        self.organizations
            .iter()
            .flat_map(|o| o.competitions.iter())
    }

    pub fn organization(&self, slug: &str) -> Option<&OrganizationNode> {
        self.organizations.iter().find(|o| o.taxon.slug == slug)
    }
}

impl OrganizationNode {
    pub fn competition(&self, slug: &str) -> Option<&CompetitionNode> {
        self.competitions.iter().find(|c| c.taxon.slug == slug)
    }
}

type Tree = BTreeMap<
    String,
    (
        Taxon,
        BTreeMap<String, (Taxon, BTreeMap<String, CompetitionNode>)>,
    ),
>;

impl Catalogue {
    /// The tree of every listed event at `now`, sports in [`SPORT_ORDER`].
    pub fn taxonomy(&self, now: DateTime<Utc>) -> Vec<SportNode> {
        let mut tree: Tree = BTreeMap::new();
        for entry in self.events(now, |_| true) {
            add(&mut tree, &entry);
        }
        let mut sports: Vec<SportNode> = tree
            .into_values()
            .map(|(taxon, orgs)| SportNode {
                taxon,
                organizations: orgs
                    .into_values()
                    .map(|(taxon, comps)| {
                        let mut competitions: Vec<CompetitionNode> = comps.into_values().collect();
                        competitions
                            .sort_by_key(|c| (popularity(&c.taxon.slug), c.taxon.name.clone()));
                        OrganizationNode {
                            taxon,
                            competitions,
                        }
                    })
                    .collect(),
            })
            .collect();
        sports.sort_by_key(|s| (rank(SPORT_ORDER, &s.taxon.slug), s.taxon.name.clone()));
        sports
    }

    /// One sport of the tree.
    pub fn sport(&self, slug: &str, now: DateTime<Utc>) -> Option<SportNode> {
        self.taxonomy(now)
            .into_iter()
            .find(|s| s.taxon.slug == slug)
    }
}

fn add(tree: &mut Tree, entry: &EventEntry) {
    let e = &entry.event;
    let (_, orgs) = tree
        .entry(e.sport.slug.clone())
        .or_insert_with(|| (e.sport.clone(), BTreeMap::new()));
    let (_, comps) = orgs
        .entry(e.organization.slug.clone())
        .or_insert_with(|| (e.organization.clone(), BTreeMap::new()));
    let node = comps
        .entry(e.competition.slug.clone())
        .or_insert_with(|| CompetitionNode {
            taxon: e.competition.clone(),
            events: 0,
            live: 0,
        });
    node.events += 1;
    if entry.is_live() {
        node.live += 1;
    }
}
