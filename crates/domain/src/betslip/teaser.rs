//! Teasers: football (NFL, college) and basketball spread and total legs moved in the
//! bettor's favour by a fixed number of points, priced from a pay table by the number of
//! legs and the points rather than from the legs' own prices. Only legs whose event has not
//! started can be teased: the pay table assumes pre-game lines.

use super::TeaserSport;
use super::quote::LegQuote;
use crate::catalogue::{LineFamily, SelectionKind};
use crate::odds::Odds;
use crate::sports::Points;

/// The fewest and the most legs a teaser may have.
pub const MIN_LEGS: usize = 2;
pub const MAX_LEGS: usize = 8;

/// College basketball's own sport keys (the tournament ones included): teased as basketball
/// wherever a feed puts them, as the sport or as the competition.
pub const COLLEGE_BASKETBALL_KEYS: [&str; 3] =
    ["ncaab", "ncaab-championship", "wncaab-championship"];
/// College football's sport key: teased as football, as the sport or as the competition.
pub const COLLEGE_FOOTBALL_KEY: &str = "ncaaf";

/// Why a teasable leg is left out of its teaser: its event is in play (or past its start).
pub const IN_PLAY: &str = "Selections already in play cannot be teased.";

/// The points options of a sport, lowest (the default) first.
pub fn points_options(sport: TeaserSport) -> Vec<Points> {
    let halves: [i32; 3] = match sport {
        TeaserSport::Football => [12, 13, 14],
        TeaserSport::Basketball => [8, 9, 10],
    };
    halves
        .iter()
        .filter_map(|&h| Points::from_halves(h).ok())
        .collect()
}

/// The default (lowest) points of a sport.
pub fn default_points(sport: TeaserSport) -> Option<Points> {
    points_options(sport).first().copied()
}

/// The American price for `legs` legs teased by `points`; `None` outside 2..=8 legs or for a
/// points option the sport does not offer.
pub fn pay_table(sport: TeaserSport, points: Points, legs: usize) -> Option<Odds> {
    // Columns: 2 to 8 legs.
    let row: [i64; 7] = match (sport, points.halves()) {
        (TeaserSport::Football, 12) => [-120, 160, 260, 400, 600, 900, 1200],
        (TeaserSport::Football, 13) => [-130, 150, 240, 360, 550, 800, 1000],
        (TeaserSport::Football, 14) => [-140, 140, 200, 325, 500, 700, 900],
        (TeaserSport::Basketball, 8) => [-110, 180, 300, 450, 600, 900, 1200],
        (TeaserSport::Basketball, 9) => [-120, 160, 265, 400, 550, 800, 1000],
        (TeaserSport::Basketball, 10) => [-130, 150, 240, 350, 500, 700, 900],
        _ => return None,
    };
    let american = *row.get(legs.checked_sub(MIN_LEGS)?)?;
    Odds::from_american(american).ok()
}

/// The teaser sport of a selection's market: a spread or total (main or alternate) of a
/// football game of the NFL or college football, or of any basketball game, college
/// basketball keys ([`COLLEGE_BASKETBALL_KEYS`], [`COLLEGE_FOOTBALL_KEY`]) included. Whether
/// the leg can be teased now also needs its event not started ([`can_tease`]).
pub fn sport_of(quote: &LegQuote) -> Option<TeaserSport> {
    quote.market_type.line_family()?;
    quote.points?;
    sport_of_keys(&quote.sport, &quote.competition)
}

/// The teaser sport a leg is teased in now: [`sport_of`] for a leg whose event has not
/// started; `None` in play.
pub fn can_tease(quote: &LegQuote) -> Option<TeaserSport> {
    sport_of(quote).filter(|_| !quote.started)
}

/// The teaser sport of a catalogue sport and competition key.
fn sport_of_keys(sport: &str, competition: &str) -> Option<TeaserSport> {
    let college_basketball = |key: &str| COLLEGE_BASKETBALL_KEYS.contains(&key);
    if sport == "basketball" || college_basketball(sport) || college_basketball(competition) {
        Some(TeaserSport::Basketball)
    } else if sport == COLLEGE_FOOTBALL_KEY
        || (sport == "football" && is_teasable_football(competition))
    {
        Some(TeaserSport::Football)
    } else {
        None
    }
}

fn is_teasable_football(competition: &str) -> bool {
    ["nfl", COLLEGE_FOOTBALL_KEY]
        .iter()
        .any(|c| competition == *c || competition.starts_with(&format!("{c}-")))
}

/// The line of a leg teased by `points`: a spread plus the points, an over minus them, an
/// under plus them. `None` for a leg that is not a spread or total.
pub fn teased_line(quote: &LegQuote, points: Points) -> Option<Points> {
    let line = quote.points?;
    let by = match (quote.market_type.line_family()?, quote.kind) {
        (LineFamily::Spread, _) => points.halves(),
        (LineFamily::Total, SelectionKind::Over) => -points.halves(),
        (LineFamily::Total, SelectionKind::Under) => points.halves(),
        (LineFamily::Total, _) => return None,
    };
    line.shifted(by).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pts(s: &str) -> Points {
        s.parse().unwrap()
    }

    #[test]
    fn the_pay_table_matches_the_published_one() {
        let f =
            |p: &str, legs| pay_table(TeaserSport::Football, pts(p), legs).map(|o| o.american());
        let b =
            |p: &str, legs| pay_table(TeaserSport::Basketball, pts(p), legs).map(|o| o.american());
        assert_eq!(f("6", 2), Some(-120));
        assert_eq!(f("6", 3), Some(160));
        assert_eq!(f("6", 8), Some(1200));
        assert_eq!(f("6.5", 4), Some(240));
        assert_eq!(f("7", 5), Some(325));
        assert_eq!(b("4", 2), Some(-110));
        assert_eq!(b("4.5", 6), Some(550));
        assert_eq!(b("5", 8), Some(900));
        assert_eq!(f("6", 1), None);
        assert_eq!(f("6", 9), None);
        assert_eq!(f("4", 2), None);
        assert_eq!(b("6", 2), None);
    }

    #[test]
    fn options_and_defaults() {
        assert_eq!(
            points_options(TeaserSport::Football),
            vec![pts("6"), pts("6.5"), pts("7")]
        );
        assert_eq!(default_points(TeaserSport::Basketball), Some(pts("4")));
        assert!(is_teasable_football("nfl"));
        assert!(is_teasable_football("ncaaf"));
        assert!(!is_teasable_football("cfl"));
        assert!(!is_teasable_football("nflx"));
    }

    #[test]
    fn college_sport_keys_tease_as_their_sport() {
        use TeaserSport::{Basketball, Football};
        // As the sport key (a feed keying college sports on their own).
        for key in ["ncaab", "ncaab-championship", "wncaab-championship"] {
            assert_eq!(sport_of_keys(key, key), Some(Basketball), "{key}");
            assert_eq!(
                sport_of_keys(key, "regular-season"),
                Some(Basketball),
                "{key}"
            );
            // As the competition, whatever the sport is called.
            assert_eq!(sport_of_keys("basketball", key), Some(Basketball), "{key}");
            assert_eq!(sport_of_keys("college", key), Some(Basketball), "{key}");
        }
        assert_eq!(sport_of_keys("ncaaf", "bowls"), Some(Football));
        assert_eq!(sport_of_keys("football", "ncaaf"), Some(Football));
        assert_eq!(sport_of_keys("football", "ncaaf-bowls"), Some(Football));
        // Other football and sports are not teased; near misses of the keys neither.
        assert_eq!(sport_of_keys("football", "cfl"), None);
        assert_eq!(sport_of_keys("hockey", "nhl"), None);
        assert_eq!(sport_of_keys("ncaabx", "ncaabx"), None);
        assert_eq!(sport_of_keys("hockey", "ncaab-hockey"), None);
    }
}
