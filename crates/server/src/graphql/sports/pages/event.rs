//! The event page: the scoreboard's event and its markets in drawers, one tab per group.

use super::*;

impl Builder<'_, '_> {
    pub(super) fn event(
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
                    && ev.status.is_public()
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
}
