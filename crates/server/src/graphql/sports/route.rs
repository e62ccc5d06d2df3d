//! Canonical marketplace URLs (see `docs/product/sports-and-odds.md`): parsing an app path into the
//! page it names.

use async_graphql::Enum;

/// The kinds of marketplace page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum MarketplacePageType {
    Home,
    Live,
    Sport,
    Organization,
    Competition,
    Event,
    Exclusives,
}

/// A marketplace path, parsed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PageRoute {
    Home,
    /// `/live`, optionally narrowed to one sport (`/live/{sport}`).
    Live {
        sport: Option<String>,
    },
    Exclusives,
    Sport {
        sport: String,
        section: Option<String>,
    },
    Organization {
        sport: String,
        organization: String,
    },
    Competition {
        sport: String,
        organization: String,
        competition: String,
        section: Option<String>,
    },
    Event {
        sport: String,
        organization: String,
        competition: String,
        event_id: String,
        section: Option<String>,
    },
}

/// Longest path accepted.
const MAX_PATH: usize = 512;

impl PageRoute {
    /// Parses an app path (query string and trailing slash ignored); `None` when it names no
    /// marketplace page.
    pub fn parse(path: &str) -> Option<Self> {
        if path.len() > MAX_PATH || !path.starts_with('/') {
            return None;
        }
        let path = path.split(['?', '#']).next().unwrap_or_default();
        let parts: Vec<&str> = path.split('/').filter(|p| !p.is_empty()).collect();
        if !parts.iter().all(|p| is_segment(p)) {
            return None;
        }
        let owned = |s: &&str| (*s).to_owned();
        match parts.as_slice() {
            [] => Some(PageRoute::Home),
            ["live"] => Some(PageRoute::Live { sport: None }),
            ["live", sport] => Some(PageRoute::Live {
                sport: Some(owned(sport)),
            }),
            ["exclusives"] => Some(PageRoute::Exclusives),
            ["sport", sport] => Some(PageRoute::Sport {
                sport: owned(sport),
                section: None,
            }),
            ["sport", sport, "section", section] => Some(PageRoute::Sport {
                sport: owned(sport),
                section: Some(owned(section)),
            }),
            ["sport", sport, "organization", organization] => Some(PageRoute::Organization {
                sport: owned(sport),
                organization: owned(organization),
            }),
            [
                "sport",
                sport,
                "organization",
                organization,
                "competition",
                competition,
                rest @ ..,
            ] => match rest {
                [] => Some(PageRoute::Competition {
                    sport: owned(sport),
                    organization: owned(organization),
                    competition: owned(competition),
                    section: None,
                }),
                ["event", event_id] | ["event", event_id, _] => Some(PageRoute::Event {
                    sport: owned(sport),
                    organization: owned(organization),
                    competition: owned(competition),
                    event_id: owned(event_id),
                    section: rest.get(2).map(owned),
                }),
                [section] if *section != "event" => Some(PageRoute::Competition {
                    sport: owned(sport),
                    organization: owned(organization),
                    competition: owned(competition),
                    section: Some(owned(section)),
                }),
                _ => None,
            },
            _ => None,
        }
    }

    pub fn page_type(&self) -> MarketplacePageType {
        match self {
            PageRoute::Home => MarketplacePageType::Home,
            PageRoute::Live { .. } => MarketplacePageType::Live,
            PageRoute::Exclusives => MarketplacePageType::Exclusives,
            PageRoute::Sport { .. } => MarketplacePageType::Sport,
            PageRoute::Organization { .. } => MarketplacePageType::Organization,
            PageRoute::Competition { .. } => MarketplacePageType::Competition,
            PageRoute::Event { .. } => MarketplacePageType::Event,
        }
    }
}

/// A path segment: letters, digits and `-_.:` (vendor ids), at most 64 characters.
fn is_segment(s: &str) -> bool {
    s.len() <= 64
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.' | ':'))
}

/// `/sport/{sport}`.
pub fn sport_path(sport: &str) -> String {
    format!("/sport/{sport}")
}

/// `/sport/{sport}/organization/{organization}`.
pub fn organization_path(sport: &str, organization: &str) -> String {
    format!("/sport/{sport}/organization/{organization}")
}

/// `/sport/{sport}/organization/{organization}/competition/{competition}`.
pub fn competition_path(sport: &str, organization: &str, competition: &str) -> String {
    format!("/sport/{sport}/organization/{organization}/competition/{competition}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_every_page_kind() {
        assert_eq!(PageRoute::parse("/"), Some(PageRoute::Home));
        assert_eq!(
            PageRoute::parse("/live/"),
            Some(PageRoute::Live { sport: None })
        );
        assert_eq!(
            PageRoute::parse("/sport/football/organization/usa/competition/nfl/live?x=1"),
            Some(PageRoute::Competition {
                sport: "football".into(),
                organization: "usa".into(),
                competition: "nfl".into(),
                section: Some("live".into()),
            })
        );
        assert_eq!(
            PageRoute::parse(
                "/sport/football/organization/usa/competition/nfl/event/nfl-1/player-props"
            )
            .map(|r| r.page_type()),
            Some(MarketplacePageType::Event)
        );
        for bad in [
            "",
            "sport",
            "/sport",
            "/sport/a/b",
            "/nope",
            "/sport/<x>",
            "/sport/a/organization/b/competition/c/event",
        ] {
            assert_eq!(PageRoute::parse(bad), None, "{bad}");
        }
        assert_eq!(PageRoute::parse(&format!("/{}", "a".repeat(600))), None);
    }
}
