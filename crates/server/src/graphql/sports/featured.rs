//! Featured bets (see `docs/product/sports-and-odds.md`): ready-made straights and parlays the
//! trading team puts in front of bettors on the home page, /exclusives and the parlay lounge.
//! Picks come from the live catalogue: favourites, underdogs and overs of upcoming games.

use super::super::money::Money;
use super::types::{Event, Market, MarketSelection, Odds, View};
use crate::catalogue::{Catalogue, EventEntry, MarketEntry};
use async_graphql::{ID, SimpleObject, Union};
use domain::catalogue::{MarketType, Selection, SelectionKind};
use domain::money::{Currency, Money as DomainMoney};
use domain::odds::Odds as DomainOdds;
use domain::sports::OfferStatus;
use std::sync::Arc;

/// The stake featured cards quote a payout for, in cents ($10).
pub const STAKE_CENTS: i64 = 1_000;
/// Legs of a featured parlay.
pub const PARLAY_LEGS: usize = 3;

/// A single bet quoted with its payout.
#[derive(SimpleObject)]
pub struct FeaturedStraightBetCard {
    pub id: ID,
    pub title: String,
    pub event: Event,
    pub selection: MarketSelection,
    pub market: Market,
    pub odds: Odds,
    pub previous_odds: Option<Odds>,
    /// What a $10 stake returns (stake included).
    pub estimated_payout: Money,
}

/// A ready-made parlay.
#[derive(SimpleObject)]
pub struct FeaturedParlayBetCard {
    pub id: ID,
    pub title: String,
    /// One line on what the parlay is ("Three favourites starting today").
    pub description: String,
    pub selections: Vec<MarketSelection>,
    pub events: Vec<Event>,
    /// The legs' odds multiplied exactly.
    pub odds: Odds,
    /// What a $10 stake returns (stake included).
    pub estimated_payout: Money,
}

/// A featured bet.
#[derive(Union)]
pub enum FeaturedBetCard {
    Straight(FeaturedStraightBetCard),
    Parlay(FeaturedParlayBetCard),
}

/// One selection of one market of one event.
#[derive(Clone)]
pub struct Pick {
    pub event: Arc<EventEntry>,
    pub market: Arc<MarketEntry>,
    pub selection: Selection,
}

impl Pick {
    fn value(&self, view: View) -> Option<MarketSelection> {
        Market::new(
            Arc::clone(&self.market),
            Some(Arc::clone(&self.event)),
            view,
        )
        .selection_values()
        .into_iter()
        .find(|s| s.selection_id() == self.selection.id)
    }
}

/// What a $10 stake returns at `odds`: stake plus profit, rounded down to the cent.
pub fn payout(odds: DomainOdds, currency: Currency) -> DomainMoney {
    let stake = i128::from(STAKE_CENTS);
    let profit = stake * i128::from(odds.numerator()) / i128::from(odds.denominator().max(1));
    DomainMoney::new(i64::try_from(stake + profit).unwrap_or(i64::MAX), currency)
}

/// Which side of a two-way market a theme picks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Theme {
    /// The moneyline favourite of each game, shortest first.
    Favourites,
    /// The moneyline underdog of each game priced between +120 and +400, shortest first.
    Underdogs,
    /// The Over of each game's main total.
    Overs,
}

/// Up to `n` picks of `theme` from upcoming games that `filter` accepts, one per game, in the
/// catalogue's start order.
pub fn picks(
    catalogue: &Catalogue,
    view: View,
    theme: Theme,
    n: usize,
    filter: impl Fn(&EventEntry) -> bool,
) -> Vec<Pick> {
    let mut out = Vec::new();
    for event in catalogue.events(view.now, |e| {
        !e.is_live() && !e.event.status.is_over() && filter(e)
    }) {
        if out.len() == n {
            break;
        }
        let wanted = match theme {
            Theme::Favourites | Theme::Underdogs => MarketType::Moneyline,
            Theme::Overs => MarketType::Total,
        };
        let Some(market) = catalogue.markets_of(&event).into_iter().find(|m| {
            m.market.market_type == wanted && m.market.main && m.market.status == OfferStatus::Open
        }) else {
            continue;
        };
        let open = market
            .market
            .selections
            .iter()
            .filter(|s| s.status == OfferStatus::Open);
        let selection = match theme {
            Theme::Favourites => open
                .filter(|s| matches!(s.kind, SelectionKind::Home | SelectionKind::Away))
                .min_by(|a, b| a.odds.cmp_payout(b.odds)),
            Theme::Underdogs => open
                .filter(|s| matches!(s.kind, SelectionKind::Home | SelectionKind::Away))
                .max_by(|a, b| a.odds.cmp_payout(b.odds))
                .filter(|s| (120..=400).contains(&s.odds.american())),
            Theme::Overs => {
                let mut open = open;
                open.find(|s| s.kind == SelectionKind::Over)
            }
        };
        if let Some(selection) = selection.cloned() {
            out.push(Pick {
                event: Arc::clone(&event),
                market,
                selection,
            });
        }
    }
    if theme == Theme::Underdogs {
        out.sort_by(|a, b| a.selection.odds.cmp_payout(b.selection.odds));
    }
    out
}

/// A straight card for one pick.
pub fn straight(pick: &Pick, view: View, currency: Currency) -> Option<FeaturedStraightBetCard> {
    let selection = pick.value(view)?;
    let side = match pick.selection.kind {
        SelectionKind::Away => &pick.event.event.away.medium_name,
        _ => &pick.event.event.home.medium_name,
    };
    Some(FeaturedStraightBetCard {
        id: ID(format!("featured:{}", pick.selection.id)),
        title: format!("{side} to Win"),
        previous_odds: pick
            .market
            .previous_odds(&pick.selection.id)
            .map(|o| Odds::new(o, &view)),
        odds: Odds::new(pick.selection.odds, &view),
        estimated_payout: Money(payout(pick.selection.odds, currency)),
        selection,
        market: Market::new(
            Arc::clone(&pick.market),
            Some(Arc::clone(&pick.event)),
            view,
        ),
        event: Event::new(Arc::clone(&pick.event), view),
    })
}

/// A parlay card of `picks` (`None` with fewer than two legs or odds too long to show).
pub fn parlay(
    title: &str,
    description: &str,
    picks: &[Pick],
    view: View,
    currency: Currency,
) -> Option<FeaturedParlayBetCard> {
    if picks.len() < 2 {
        return None;
    }
    let prices: Vec<DomainOdds> = picks.iter().map(|p| p.selection.odds).collect();
    let combined = DomainOdds::combine(&prices).ok()?;
    let selections = picks
        .iter()
        .map(|p| p.value(view))
        .collect::<Option<Vec<_>>>()?;
    Some(FeaturedParlayBetCard {
        id: ID(format!(
            "featured-parlay:{}",
            picks
                .iter()
                .map(|p| p.selection.id.as_str())
                .collect::<Vec<_>>()
                .join("+")
        )),
        title: title.to_owned(),
        description: description.to_owned(),
        selections,
        events: picks
            .iter()
            .map(|p| Event::new(Arc::clone(&p.event), view))
            .collect(),
        odds: Odds::new(combined, &view),
        estimated_payout: Money(payout(combined, currency)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn payouts_round_down_to_the_cent() {
        let plus150 = DomainOdds::from_american(150).unwrap();
        assert_eq!(payout(plus150, Currency::Usd).cents, 2_500);
        // 10/11: $10 wins $9.0909..., paid $19.09.
        let minus110 = DomainOdds::from_american(-110).unwrap();
        assert_eq!(payout(minus110, Currency::Usd).cents, 1_909);
    }
}
