//! The parlay lounge (`/parlay-lounge`, behind the `parlayLounge` flag): themed, ready-made
//! parlays from the live catalogue, a section for the whole book and one per major league.

use super::super::context::{request, state};
use super::super::errors::{ErrorCode, error};
use super::featured::{self, FeaturedParlayBetCard, Theme};
use super::types::View;
use crate::catalogue::taxonomy::POPULAR_COMPETITIONS;
use async_graphql::{Context, ID, Result, SimpleObject};
use domain::money::Currency;

/// A group of parlays.
#[derive(SimpleObject)]
pub struct ParlayLoungeSection {
    pub id: ID,
    pub title: String,
    pub cards: Vec<FeaturedParlayBetCard>,
}

/// The parlay lounge.
#[derive(SimpleObject)]
pub struct ParlayLoungePage {
    pub title: String,
    pub description: String,
    /// Empty when no upcoming games can make a parlay.
    pub sections: Vec<ParlayLoungeSection>,
}

/// The lounge for the caller; NOT_FOUND while the `parlayLounge` flag is off for them.
pub async fn page(ctx: &Context<'_>, view: View) -> Result<ParlayLoungePage> {
    if !super::super::flags::is_enabled(ctx, "parlayLounge").await? {
        return Err(error(ErrorCode::NotFound, "The page was not found"));
    }
    let catalogue = &state(ctx)?.catalogue;
    let currency = request(ctx)?
        .location
        .operating_region()
        .map_or(Currency::Usd, |r| r.currency());
    let n = featured::PARLAY_LEGS;
    let mut sections = Vec::new();
    let whole_book = [
        (
            "Favourites Parlay",
            "The three shortest favourites of the next games",
            Theme::Favourites,
        ),
        (
            "Underdog Parlay",
            "Three underdogs between +120 and +400",
            Theme::Underdogs,
        ),
        (
            "Overs Parlay",
            "The Over on three of the next games' totals",
            Theme::Overs,
        ),
    ];
    let cards: Vec<_> = whole_book
        .iter()
        .filter_map(|(title, description, theme)| {
            let picks = featured::picks(catalogue, view, *theme, n, |_| true);
            featured::parlay(title, description, &picks, view, currency)
        })
        .collect();
    if !cards.is_empty() {
        sections.push(ParlayLoungeSection {
            id: ID("parlay-lounge:featured".into()),
            title: "Featured Parlays".into(),
            cards,
        });
    }
    // The popular leagues get a section of their own.
    for &league in POPULAR_COMPETITIONS {
        let in_league = |e: &crate::catalogue::EventEntry| e.event.competition.slug == league;
        let favourites = featured::picks(catalogue, view, Theme::Favourites, n, in_league);
        let Some(name) = favourites
            .first()
            .map(|p| p.event.event.competition.name.clone())
        else {
            continue;
        };
        let overs = featured::picks(catalogue, view, Theme::Overs, n, in_league);
        let cards: Vec<_> = [
            featured::parlay(
                &format!("{name} Favourites"),
                &format!("The favourites of the next {name} games"),
                &favourites,
                view,
                currency,
            ),
            featured::parlay(
                &format!("{name} Overs"),
                &format!("The Over in the next {name} games"),
                &overs,
                view,
                currency,
            ),
        ]
        .into_iter()
        .flatten()
        .collect();
        if !cards.is_empty() {
            sections.push(ParlayLoungeSection {
                id: ID(format!("parlay-lounge:{league}")),
                title: format!("{name} Parlays"),
                cards,
            });
        }
    }
    Ok(ParlayLoungePage {
        title: "Parlay Lounge".into(),
        description: "Ready-made parlays from today's games. Add one to your betslip and adjust it as you like.".into(),
        sections,
    })
}
