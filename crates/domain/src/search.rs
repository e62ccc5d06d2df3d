//! Search rules (docs/product/search.md): how a typed term is cleaned and checked, the
//! account holder's recent searches, and the nicknames bettors use for teams.

/// Characters removed from a typed term (they would otherwise reach URLs and markup).
pub const STRIPPED_CHARACTERS: [char; 2] = ['%', '<'];
/// Fewest characters of a cleaned term that run a search.
pub const MINIMUM_TERM_LENGTH: usize = 3;
/// Most characters of a term; the search box takes no more.
pub const MAXIMUM_TERM_LENGTH: usize = 99;
/// How many recent searches an account keeps.
pub const RECENT_SEARCHES_KEPT: usize = 3;

/// Why a term cannot be searched.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum TermError {
    #[error("Enter at least {MINIMUM_TERM_LENGTH} characters to search.")]
    TooShort,
    #[error("Search terms are at most {MAXIMUM_TERM_LENGTH} characters.")]
    TooLong,
}

/// The typed value with `%` and `<` removed (what the search box shows).
pub fn strip(typed: &str) -> String {
    typed
        .chars()
        .filter(|c| !STRIPPED_CHARACTERS.contains(c))
        .collect()
}

/// The term a search runs with: stripped, trimmed, inner whitespace collapsed to one space,
/// at least [`MINIMUM_TERM_LENGTH`] and at most [`MAXIMUM_TERM_LENGTH`] characters.
pub fn clean_term(typed: &str) -> Result<String, TermError> {
    let stripped = strip(typed);
    let term = stripped.split_whitespace().collect::<Vec<_>>().join(" ");
    let length = term.chars().count();
    if length < MINIMUM_TERM_LENGTH {
        Err(TermError::TooShort)
    } else if length > MAXIMUM_TERM_LENGTH {
        Err(TermError::TooLong)
    } else {
        Ok(term)
    }
}

/// The recent searches after searching `term`: it goes first, an earlier search of the same
/// term (ignoring case) leaves, and only the newest [`RECENT_SEARCHES_KEPT`] stay.
pub fn remember(recent: &[String], term: &str) -> Vec<String> {
    let key = recent_key(term);
    std::iter::once(term.to_owned())
        .chain(recent.iter().filter(|t| recent_key(t) != key).cloned())
        .take(RECENT_SEARCHES_KEPT)
        .collect()
}

/// What makes two recent searches the same: the term in lower case.
pub fn recent_key(term: &str) -> String {
    term.to_lowercase()
}

/// Sports whose participants are people, not teams: their participants are found as players.
const INDIVIDUAL_SPORTS: &[&str] = &["tennis", "darts", "golf", "boxing", "mma", "snooker"];

/// Whether the participants of sport `slug` are players rather than teams.
pub fn participants_are_players(sport_slug: &str) -> bool {
    INDIVIDUAL_SPORTS.contains(&sport_slug)
}

/// The player a player-prop market is about: its name without the statistic at its end
/// ("Patrick Mahomes Passing Yards" on "Passing Yards" is "Patrick Mahomes"); `None` when
/// the name does not end with the statistic or nothing is left.
pub fn prop_player<'a>(market_name: &'a str, statistic: &str) -> Option<&'a str> {
    let player = market_name.strip_suffix(statistic)?.trim();
    (!player.is_empty() && !statistic.trim().is_empty()).then_some(player)
}

/// Nicknames of teams, by the team's full name as the feed sends it: a search for a nickname
/// finds the team and its events.
const NICKNAMES: &[(&str, &[&str])] = &[
    ("San Francisco 49ers", &["Niners"]),
    ("New England Patriots", &["Pats"]),
    ("Tampa Bay Buccaneers", &["Bucs"]),
    ("Philadelphia 76ers", &["Sixers"]),
    ("Cleveland Cavaliers", &["Cavs"]),
    ("Dallas Mavericks", &["Mavs"]),
    ("Golden State Warriors", &["Dubs"]),
    ("Minnesota Timberwolves", &["Wolves", "T-Wolves"]),
    ("Montreal Canadiens", &["Habs"]),
    ("Toronto Maple Leafs", &["Leafs Nation"]),
    ("Boston Red Sox", &["Sox"]),
    ("New York Yankees", &["Bronx Bombers"]),
    ("Chicago Cubs", &["Cubbies"]),
    ("Arsenal", &["Gunners"]),
    ("Chelsea", &["Blues"]),
    ("Liverpool", &["Reds"]),
    ("Manchester City", &["Citizens", "Sky Blues"]),
    ("Manchester United", &["Red Devils"]),
    ("Tottenham Hotspur", &["Spurs"]),
    ("Atlético Madrid", &["Atleti"]),
    ("FC Barcelona", &["Barça", "Barca"]),
    ("Real Madrid", &["Los Blancos"]),
];

/// The nicknames of the team called `full_name` (none for most teams).
pub fn nicknames(full_name: &str) -> &'static [&'static str] {
    NICKNAMES
        .iter()
        .find(|(name, _)| *name == full_name)
        .map_or(&[], |(_, nicknames)| nicknames)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percent_and_angle_bracket_are_stripped() {
        assert_eq!(strip("50% <b>Chiefs"), "50 b>Chiefs");
        assert_eq!(clean_term("  %Chi<efs  "), Ok("Chiefs".to_owned()));
        assert_eq!(clean_term("kansas   city"), Ok("kansas city".to_owned()));
    }

    #[test]
    fn terms_need_the_minimum_length_after_cleaning() {
        assert_eq!(clean_term("ab"), Err(TermError::TooShort));
        assert_eq!(clean_term("a%%<b"), Err(TermError::TooShort));
        assert_eq!(clean_term(" ab "), Err(TermError::TooShort));
        assert_eq!(clean_term("abc"), Ok("abc".to_owned()));
        assert_eq!(clean_term("été"), Ok("été".to_owned()));
        assert_eq!(clean_term(&"x".repeat(99)).map(|t| t.len()), Ok(99));
        assert_eq!(clean_term(&"x".repeat(100)), Err(TermError::TooLong));
    }

    #[test]
    fn recent_searches_are_newest_first_unique_and_at_most_three() {
        let mut recent = Vec::new();
        for term in ["chiefs", "lakers", "roulette", "Chiefs", "keno"] {
            recent = remember(&recent, term);
        }
        assert_eq!(recent, vec!["keno", "Chiefs", "roulette"]);
        assert_eq!(
            remember(&recent, "ROULETTE"),
            vec!["ROULETTE", "keno", "Chiefs"]
        );
    }

    #[test]
    fn players_come_from_individual_sports_and_props() {
        assert!(participants_are_players("tennis"));
        assert!(!participants_are_players("football"));
        assert_eq!(
            prop_player("Patrick Mahomes Passing Yards", "Passing Yards"),
            Some("Patrick Mahomes")
        );
        assert_eq!(prop_player("Passing Yards", "Passing Yards"), None);
        assert_eq!(prop_player("Will there be overtime?", "Points"), None);
    }

    #[test]
    fn nicknames_name_their_team() {
        assert_eq!(nicknames("San Francisco 49ers"), ["Niners"]);
        assert!(nicknames("Kansas City Chiefs").is_empty());
    }
}
