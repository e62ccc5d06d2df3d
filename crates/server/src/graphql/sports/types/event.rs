//! Events, their participants and their place in the sport -> organization -> competition tree.

use super::super::super::context::state;
use super::super::super::deep_link::DeepLink;
use super::cards::MarketCard;
use super::market::Market;
use super::statistics::{EventStatistics, statistics};
use super::{EventStatus, View};
use crate::catalogue::EventEntry;
use crate::catalogue::display::event_path;
use async_graphql::{Context, ID, Object, Result, SimpleObject};
use chrono::{DateTime, Utc};
use domain::catalogue::{Participant as DomainParticipant, Side, Taxon, lists_home_first};
use domain::sports::OfferStatus;
use std::sync::Arc;

/// A team or player.
pub struct Participant {
    pub participant: DomainParticipant,
    pub side: Side,
}

#[Object]
impl Participant {
    async fn id(&self) -> ID {
        ID(self.participant.id.clone())
    }
    /// "KC".
    async fn abbreviation(&self) -> &str {
        &self.participant.abbreviation
    }
    /// "Chiefs".
    async fn medium_name(&self) -> &str {
        &self.participant.medium_name
    }
    /// "Kansas City Chiefs".
    async fn full_name(&self) -> &str {
        &self.participant.full_name
    }
}

/// A link to coverage of an event.
#[derive(SimpleObject)]
pub struct MediaLink {
    pub label: String,
    pub url: String,
}

/// A sport.
#[derive(SimpleObject)]
pub struct Sport {
    pub id: ID,
    pub slug: String,
    pub name: String,
    /// The web app's icon key (the slug).
    pub icon: String,
}

impl From<&Taxon> for Sport {
    fn from(t: &Taxon) -> Self {
        Sport {
            id: ID(t.slug.clone()),
            slug: t.slug.clone(),
            name: t.name.clone(),
            icon: t.slug.clone(),
        }
    }
}

/// An organization (country, tour or governing body).
#[derive(SimpleObject)]
pub struct Organization {
    /// `{sport}/{organization}`.
    pub id: ID,
    pub slug: String,
    pub name: String,
}

/// A league, tournament or cup.
#[derive(SimpleObject)]
pub struct Competition {
    /// `{sport}/{organization}/{competition}`.
    pub id: ID,
    pub slug: String,
    pub name: String,
    /// The competition page's app path.
    pub deep_link: DeepLink,
}

/// A sporting event.
pub struct Event {
    pub entry: Arc<EventEntry>,
    pub view: View,
}

impl Event {
    pub fn new(entry: Arc<EventEntry>, view: View) -> Self {
        Self { entry, view }
    }

    /// The visible markets of the event, in display order.
    pub fn market_values(&self, ctx: &Context<'_>) -> Result<Vec<Market>> {
        let catalogue = &state(ctx)?.catalogue;
        Ok(catalogue
            .markets_of(&self.entry)
            .into_iter()
            .filter(|m| m.market.status != OfferStatus::Hidden)
            .map(|m| Market::new(m, Some(Arc::clone(&self.entry)), self.view))
            .collect())
    }

    fn participant(&self, side: Side) -> Participant {
        let participant = match side {
            Side::Home => self.entry.event.home.clone(),
            Side::Away => self.entry.event.away.clone(),
        };
        Participant { participant, side }
    }
}

#[Object]
impl Event {
    async fn id(&self) -> ID {
        ID(self.entry.event.id.clone())
    }
    /// "Buffalo Bills @ Kansas City Chiefs".
    async fn name(&self) -> &str {
        &self.entry.event.name
    }
    async fn slug(&self) -> String {
        slug(&self.entry.event.name)
    }
    async fn start_time(&self) -> DateTime<Utc> {
        self.entry.event.start_time
    }
    async fn status(&self) -> EventStatus {
        self.entry.event.status.into()
    }
    /// The event page's app path.
    async fn resource_uri(&self) -> String {
        event_path(&self.entry.event)
    }
    async fn deep_link(&self) -> DeepLink {
        DeepLink::path(&event_path(&self.entry.event))
    }
    async fn sport(&self) -> Sport {
        Sport::from(&self.entry.event.sport)
    }
    async fn organization(&self) -> Organization {
        let e = &self.entry.event;
        Organization {
            id: ID(format!("{}/{}", e.sport.slug, e.organization.slug)),
            slug: e.organization.slug.clone(),
            name: e.organization.name.clone(),
        }
    }
    async fn competition(&self) -> Competition {
        let e = &self.entry.event;
        Competition {
            id: ID(format!(
                "{}/{}/{}",
                e.sport.slug, e.organization.slug, e.competition.slug
            )),
            slug: e.competition.slug.clone(),
            name: e.competition.name.clone(),
            deep_link: DeepLink::path(&super::super::route::competition_path(
                &e.sport.slug,
                &e.organization.slug,
                &e.competition.slug,
            )),
        }
    }
    async fn home_participant(&self) -> Participant {
        self.participant(Side::Home)
    }
    async fn away_participant(&self) -> Participant {
        self.participant(Side::Away)
    }
    /// Both participants in the order the sport lists them: away first in US team sports
    /// ("Bills @ Chiefs"), home first elsewhere ("Arsenal vs Chelsea").
    async fn participants(&self) -> Vec<Participant> {
        if lists_home_first(&self.entry.event.sport.slug) {
            vec![self.participant(Side::Home), self.participant(Side::Away)]
        } else {
            vec![self.participant(Side::Away), self.participant(Side::Home)]
        }
    }
    /// Null before the feed sent any.
    async fn statistics(&self) -> Option<EventStatistics> {
        self.entry.statistics.as_ref().map(statistics)
    }
    /// TV networks carrying the event.
    async fn networks(&self) -> &[String] {
        &self.entry.event.networks
    }
    /// A line under the name ("Week 12", "Best of 3 sets").
    async fn extra_information(&self) -> Option<&str> {
        self.entry.event.extra_information.as_deref()
    }
    /// Featured by the trading team.
    async fn featured(&self) -> bool {
        self.entry.event.featured
    }
    /// Links to coverage of the event.
    async fn media_links(&self) -> Vec<MediaLink> {
        self.entry
            .event
            .media_links
            .iter()
            .map(|l| MediaLink {
                label: l.label.clone(),
                url: l.url.clone(),
            })
            .collect()
    }
    /// Whether a live stream (video or match tracker) can be opened now: the badge of the
    /// `liveStreamingBadge` flag. `liveStream` tells a viewer whether they may watch it.
    async fn live_stream_available(&self, ctx: &Context<'_>) -> Result<bool> {
        let e = &self.entry.event;
        Ok(
            domain::streaming::availability(e.status, e.start_time, self.view.now).is_ok()
                && state(ctx)?
                    .streams
                    .grant(&self.entry, self.view.now)
                    .is_ok(),
        )
    }
    /// How many markets are offered (hidden ones excluded).
    async fn market_count(&self, ctx: &Context<'_>) -> Result<usize> {
        Ok(self.market_values(ctx)?.len())
    }
    /// Every visible market, in display order.
    async fn markets(&self, ctx: &Context<'_>) -> Result<Vec<Market>> {
        self.market_values(ctx)
    }
    /// The markets grouped into the event page's drawers.
    async fn market_cards(&self, ctx: &Context<'_>) -> Result<Vec<MarketCard>> {
        Ok(MarketCard::group(
            self.market_values(ctx)?,
            &self.entry.event.id,
        ))
    }
}

/// A URL-safe slug of a name ("Bills @ Chiefs" -> "bills-chiefs").
pub fn slug(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars().flat_map(char::to_lowercase) {
        if c.is_ascii_alphanumeric() {
            out.push(c);
        } else if !out.ends_with('-') && !out.is_empty() {
            out.push('-');
        }
    }
    out.trim_end_matches('-').to_owned()
}

#[cfg(test)]
mod tests {
    #[test]
    fn slugs_names() {
        assert_eq!(
            super::slug("Buffalo Bills @ Kansas City Chiefs"),
            "buffalo-bills-kansas-city-chiefs"
        );
        assert_eq!(super::slug("  Arsenal vs. Chelsea! "), "arsenal-vs-chelsea");
    }
}
