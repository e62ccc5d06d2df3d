//! The home, live and exclusives pages.

use super::*;

impl Builder<'_, '_> {
    pub(super) fn home(&self) -> Result<MarketplacePage> {
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
                cards: self.cards(live.get(..live.len().min(12)).unwrap_or_default())?,
                see_all_link: Some(DeepLink::path("/live")),
            }));
        }
        for sport in &sports {
            let slug = sport.taxon.slug.clone();
            let upcoming = self.events(|e| {
                e.event.sport.slug == slug && !e.is_live() && !e.event.status.is_over()
            });
            if upcoming.is_empty() {
                continue;
            }
            shelves.push(
                self.table(
                    format!("home:{slug}"),
                    format!("Upcoming {}", sport.taxon.name),
                    None,
                    upcoming
                        .get(..upcoming.len().min(HOME_PER_SPORT))
                        .unwrap_or_default(),
                    Some(sport_path(&slug)),
                )?,
            );
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

    pub(super) fn live(&self, sport: Option<&str>) -> Result<MarketplacePage> {
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
                let Some(first) = live.first() else {
                    continue;
                };
                let org = &first.event.organization.slug;
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

    pub(super) fn exclusives(&self) -> Result<MarketplacePage> {
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
}
