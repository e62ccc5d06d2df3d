//! Sport, organization and competition pages: tables of games, with Games and Live tabs.

use super::*;

impl Builder<'_, '_> {
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

    pub(super) fn sport(&self, slug: &str, section: Option<&str>) -> Result<MarketplacePage> {
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
            .map(|(o, c)| competition_chip(slug, &o.taxon.slug, c))
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

    pub(super) fn organization(&self, sport: &str, organization: &str) -> Result<MarketplacePage> {
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
            .map(|c| competition_chip(sport, organization, c))
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

    pub(super) fn competition(
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
            let (in_play, rest): (Vec<_>, Vec<_>) = events.into_iter().partition(|e| e.is_live());
            let (finished, upcoming): (Vec<_>, Vec<_>) =
                rest.into_iter().partition(|e| e.event.status.is_over());
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
            if !finished.is_empty() {
                let mut finished = finished;
                finished.reverse();
                shelves.push(self.table(
                    format!("{base}:results"),
                    "Results".into(),
                    None,
                    &finished,
                    None,
                )?);
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
}

/// A chip leading to a competition's page, with its number of games.
fn competition_chip(
    sport: &str,
    organization: &str,
    competition: &crate::catalogue::taxonomy::CompetitionNode,
) -> Chip {
    Chip {
        id: ID(format!("competition:{}", competition.taxon.slug)),
        label: competition.taxon.name.clone(),
        count: Some(competition.events),
        icon: None,
        deep_link: DeepLink::path(&competition_path(
            sport,
            organization,
            &competition.taxon.slug,
        )),
        selected: false,
    }
}
