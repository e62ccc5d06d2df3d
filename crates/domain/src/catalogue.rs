//! The sports catalogue's entities (docs/product/sports-and-odds.md, "Catalogue"):
//! sport -> organization -> competition -> event -> markets -> selections, with live
//! statistics per sport and the results that settle markets.
//!
//! These are the shapes the feed carries (see [`crate::feed`]), the store persists and the
//! server serves. Identifiers are the data vendor's, validated by [`crate::feed`].

use crate::odds::Odds;
use crate::sports::{EventStatus, LiveStatus, OfferStatus, Points};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use std::collections::HashSet;

/// A named node of the taxonomy (sport, organization or competition): `slug` is the URL
/// segment (`/sport/{sport}/organization/{organization}/competition/{competition}`).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Taxon {
    pub slug: String,
    pub name: String,
}

/// Home or away.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    Home,
    Away,
}

/// US team sports (football, basketball, hockey, baseball) list the away side first
/// ("Bills @ Chiefs"); every other sport lists the home side first ("Arsenal vs Chelsea").
pub fn lists_home_first(sport_slug: &str) -> bool {
    !matches!(
        sport_slug,
        "football" | "basketball" | "hockey" | "baseball"
    )
}

/// A team or player taking part in an event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Participant {
    pub id: String,
    /// Two to five capitals ("KC").
    pub abbreviation: String,
    /// The name a scoreboard shows ("Chiefs").
    pub medium_name: String,
    /// "Kansas City Chiefs".
    pub full_name: String,
}

/// An event's header: everything but its statistics and markets.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Event {
    pub id: String,
    /// "Buffalo Bills @ Kansas City Chiefs".
    pub name: String,
    pub sport: Taxon,
    pub organization: Taxon,
    pub competition: Taxon,
    pub start_time: DateTime<Utc>,
    pub status: EventStatus,
    pub home: Participant,
    pub away: Participant,
    /// Featured on the home page.
    #[serde(default)]
    pub featured: bool,
    /// TV networks carrying the event ("CBS").
    #[serde(default)]
    pub networks: Vec<String>,
    /// A line under the event name ("Week 12", "Best of 3 sets").
    #[serde(default)]
    pub extra_information: Option<String>,
    /// Links to coverage of the event (the broadcaster's page, a preview), https only.
    #[serde(default)]
    pub media_links: Vec<MediaLink>,
}

/// A link to coverage of an event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MediaLink {
    /// "Watch on CBS", "Match preview".
    pub label: String,
    /// An `https://` URL.
    pub url: String,
}

/// One period's score ("Q1 7-3").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Segment {
    /// "Q1", "1st", "Set 2", "OT".
    pub label: String,
    pub home: u32,
    pub away: u32,
}

/// The game clock at the moment of the update; the client runs it on from `updated_at`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Clock {
    /// Seconds shown on the clock (remaining for countdown sports, elapsed for soccer).
    pub seconds: u32,
    pub running: bool,
    /// Counts down (basketball, football, hockey) or up (soccer).
    pub counts_down: bool,
}

/// Live statistics of an event: the scoreboard.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Statistics {
    pub live_status: LiveStatus,
    pub home_score: u32,
    pub away_score: u32,
    /// The scoreboard's progress text ("Q3", "Top 5th", "2nd Half", "Set 2").
    pub progress: String,
    #[serde(default)]
    pub clock: Option<Clock>,
    #[serde(default)]
    pub segments: Vec<Segment>,
    #[serde(default)]
    pub extras: Option<SportExtras>,
    pub updated_at: DateTime<Utc>,
}

impl Statistics {
    /// Whether the event is being played now.
    pub fn is_in_play(&self) -> bool {
        self.live_status.event_status() == EventStatus::InPlay
    }
}

/// The per-sport parts of the statistics (football field position, baseball count, ...).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "sport", rename_all = "snake_case", deny_unknown_fields)]
pub enum SportExtras {
    Football {
        possession: Side,
        /// "KC 35", the line of scrimmage.
        field_position: String,
        yards_from_goal: u32,
        /// "3rd & 4".
        down_and_distance: String,
        red_zone: bool,
    },
    Baseball {
        balls: u32,
        strikes: u32,
        outs: u32,
        on_first: bool,
        on_second: bool,
        on_third: bool,
        /// Whether the home side is batting.
        home_batting: bool,
    },
    Tennis {
        server: Side,
        /// "0", "15", "30", "40", "A".
        home_game_score: String,
        away_game_score: String,
    },
    Soccer {
        home_red_cards: u32,
        away_red_cards: u32,
    },
    Hockey {
        home_players_in_box: u32,
        away_players_in_box: u32,
    },
    Cricket {
        home_wickets: u32,
        away_wickets: u32,
        current_batter: String,
        game_state: String,
        home_score_text: String,
        away_score_text: String,
    },
    Darts {
        home_leg_score: u32,
        away_leg_score: u32,
        thrower: Side,
    },
    Futsal {
        home_suspensions: u32,
        away_suspensions: u32,
    },
    Esports {
        /// The map or game being played ("Map 2: Inferno").
        current_map: String,
    },
}

/// What a market offers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MarketType {
    Moneyline,
    /// Point spread, puck line or run line: two selections with opposite points.
    Spread,
    /// Total points: Over and Under at one line.
    Total,
    AlternateSpread,
    AlternateTotal,
    /// Soccer's result: home, draw, away.
    ThreeWay,
    /// A team's total (Over/Under).
    TeamTotal,
    /// A player's statistic (Over/Under) or yes/no proposition.
    PlayerProp,
    /// A yes/no proposition about the game.
    GameProp,
}

impl MarketType {
    /// The drawer an event page shows the market in.
    pub fn group(self) -> MarketGroup {
        match self {
            MarketType::Moneyline
            | MarketType::Spread
            | MarketType::Total
            | MarketType::ThreeWay => MarketGroup::GameLines,
            MarketType::AlternateSpread | MarketType::AlternateTotal => MarketGroup::Alternates,
            MarketType::TeamTotal | MarketType::GameProp => MarketGroup::GameProps,
            MarketType::PlayerProp => MarketGroup::PlayerProps,
        }
    }

    /// Whether its selections carry points (a line).
    pub fn has_points(self) -> bool {
        !matches!(
            self,
            MarketType::Moneyline | MarketType::ThreeWay | MarketType::GameProp
        )
    }

    /// The family of lines it belongs to: a spread and its alternates, a total and its
    /// alternates.
    pub fn line_family(self) -> Option<LineFamily> {
        match self {
            MarketType::Spread | MarketType::AlternateSpread => Some(LineFamily::Spread),
            MarketType::Total | MarketType::AlternateTotal => Some(LineFamily::Total),
            _ => None,
        }
    }
}

/// A spread or a total with all its lines.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LineFamily {
    Spread,
    Total,
}

/// The markets an event shows as its main lines. Pre-game (and for markets without
/// alternates) the feed's `main` flags decide. In play, a spread's or total's main line is
/// the open line whose two prices are closest to even, as books re-centre lines while a game
/// goes on; the flagged line stays main while no line of its family is open. Lines themselves
/// never move: a re-centred main line is another market of the family.
pub fn main_market_ids<'a>(markets: &[&'a Market], in_play: bool) -> HashSet<&'a str> {
    let mut main: HashSet<&str> = markets
        .iter()
        .filter(|m| m.main)
        .map(|m| m.id.as_str())
        .collect();
    if !in_play {
        return main;
    }
    for family in [LineFamily::Spread, LineFamily::Total] {
        let balanced = markets
            .iter()
            .filter(|m| {
                m.market_type.line_family() == Some(family) && m.status == OfferStatus::Open
            })
            .filter_map(|m| imbalance(m).map(|d| (d, !m.main, m.id.as_str())))
            .min_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
        if let Some((_, _, id)) = balanced {
            main.retain(|kept| {
                markets
                    .iter()
                    .find(|m| m.id == *kept)
                    .is_none_or(|m| m.market_type.line_family() != Some(family))
            });
            main.insert(id);
        }
    }
    main
}

/// How far apart a two-way line's implied probabilities are (0 is a pick'em); `None` unless
/// exactly two selections are open.
fn imbalance(market: &Market) -> Option<f64> {
    let mut open = market
        .selections
        .iter()
        .filter(|s| s.status == OfferStatus::Open)
        .map(|s| s.odds.implied_probability());
    let (a, b) = (open.next()?, open.next()?);
    open.next().is_none().then(|| (a - b).abs())
}

/// Event-page drawers, in display order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MarketGroup {
    GameLines,
    Alternates,
    GameProps,
    PlayerProps,
}

impl MarketGroup {
    /// Every group, in display order.
    pub const ALL: [MarketGroup; 4] = [
        MarketGroup::GameLines,
        MarketGroup::Alternates,
        MarketGroup::GameProps,
        MarketGroup::PlayerProps,
    ];

    /// The drawer's title.
    pub fn title(self) -> &'static str {
        match self {
            MarketGroup::GameLines => "Game Lines",
            MarketGroup::Alternates => "Alternate Lines",
            MarketGroup::GameProps => "Game Props",
            MarketGroup::PlayerProps => "Player Props",
        }
    }
}

/// The role of a selection within its market.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SelectionKind {
    Home,
    Away,
    Draw,
    Over,
    Under,
    Yes,
    No,
}

/// How a selection was graded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SelectionResult {
    Win,
    Loss,
    Push,
    Void,
    /// Won, sharing the place with others: pays on `numerator / denominator` of the stake
    /// (`{"dead_heat": {"numerator": 1, "denominator": 2}}` in a feed document).
    DeadHeat {
        numerator: u32,
        denominator: u32,
    },
}

/// One outcome a bettor can back.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Selection {
    pub id: String,
    /// The full name ("Kansas City Chiefs", "Over", "Patrick Mahomes Over").
    pub name: String,
    pub kind: SelectionKind,
    /// The team it backs, for home/away selections.
    #[serde(default)]
    pub side: Option<Side>,
    #[serde(default)]
    pub points: Option<Points>,
    pub odds: Odds,
    pub status: OfferStatus,
    /// Set once the market is resulted.
    #[serde(default)]
    pub result: Option<SelectionResult>,
}

/// A market of an event with its selections.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Market {
    pub id: String,
    pub event_id: String,
    /// "Spread", "Total Points", "Patrick Mahomes Passing Yards".
    pub name: String,
    #[serde(rename = "type")]
    pub market_type: MarketType,
    pub status: OfferStatus,
    /// Whether it is the event's main line of its type (the table card's column).
    #[serde(default)]
    pub main: bool,
    /// Display order within its group.
    #[serde(default)]
    pub order: u32,
    /// What the market accrues on ("Passing Yards"), for props.
    #[serde(default)]
    pub statistic_accrued: Option<String>,
    pub selections: Vec<Selection>,
}

impl Market {
    pub fn selection(&self, id: &str) -> Option<&Selection> {
        self.selections.iter().find(|s| s.id == id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(
        id: &str,
        kind: MarketType,
        main: bool,
        home: i64,
        away: i64,
        status: OfferStatus,
    ) -> Market {
        let selection = |suffix: &str, kind, side, american| Selection {
            id: format!("{id}.{suffix}"),
            name: suffix.into(),
            kind,
            side: Some(side),
            points: Some(Points::from_halves(if suffix == "h" { -7 } else { 7 }).unwrap()),
            odds: Odds::from_american(american).unwrap(),
            status: OfferStatus::Open,
            result: None,
        };
        Market {
            id: id.into(),
            event_id: "e".into(),
            name: id.into(),
            market_type: kind,
            status,
            main,
            order: 0,
            statistic_accrued: None,
            selections: vec![
                selection("h", SelectionKind::Home, Side::Home, home),
                selection("a", SelectionKind::Away, Side::Away, away),
            ],
        }
    }

    #[test]
    fn in_play_the_most_balanced_open_line_is_main() {
        let main = line("sp", MarketType::Spread, true, 320, -410, OfferStatus::Open);
        let near = line(
            "asp1",
            MarketType::AlternateSpread,
            false,
            -115,
            -105,
            OfferStatus::Open,
        );
        let far = line(
            "asp2",
            MarketType::AlternateSpread,
            false,
            150,
            -180,
            OfferStatus::Open,
        );
        let ml = line(
            "ml",
            MarketType::Moneyline,
            true,
            -200,
            170,
            OfferStatus::Open,
        );
        let markets = [&main, &near, &far, &ml];
        let pre = main_market_ids(&markets, false);
        assert_eq!(pre, HashSet::from(["sp", "ml"]));
        let live = main_market_ids(&markets, true);
        assert_eq!(live, HashSet::from(["asp1", "ml"]));

        // Suspended lines are not candidates; with none open the flagged line stays.
        let near = line(
            "asp1",
            MarketType::AlternateSpread,
            false,
            -115,
            -105,
            OfferStatus::Closed,
        );
        let far = line(
            "asp2",
            MarketType::AlternateSpread,
            false,
            150,
            -180,
            OfferStatus::Closed,
        );
        let main = line(
            "sp",
            MarketType::Spread,
            true,
            320,
            -410,
            OfferStatus::Closed,
        );
        assert_eq!(
            main_market_ids(&[&main, &near, &far, &ml], true),
            HashSet::from(["sp", "ml"])
        );
        // Equally balanced: the flagged main line wins.
        let main = line(
            "sp",
            MarketType::Spread,
            true,
            -110,
            -110,
            OfferStatus::Open,
        );
        let twin = line(
            "asp3",
            MarketType::AlternateSpread,
            false,
            -110,
            -110,
            OfferStatus::Open,
        );
        assert_eq!(
            main_market_ids(&[&twin, &main], true),
            HashSet::from(["sp"])
        );
    }
}
