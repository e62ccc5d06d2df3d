//! The casino's catalogue: its games, the categories they are shown in, the lobby and the
//! side menu, and the progressive jackpots the games feed. The built-in provider's four games are the catalogue today; a game from an
//! external provider would be one more entry naming its provider.

use casino_games::{blackjack, keno, roulette, slot};
use domain::casino::GameMode;
use domain::jackpot::{Jackpot, balanced_denominator};

/// How a game is played, for the lobby's grouping and the tiles.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameKind {
    Slot,
    Table,
    Instant,
}

/// One game of the catalogue.
#[derive(Debug, Clone, PartialEq)]
pub struct GameInfo {
    /// What `launchCasinoGame` takes.
    pub slug: &'static str,
    /// The provider's code (`builtin`).
    pub provider: &'static str,
    /// The provider's own id of the game (the game client's game, a route segment).
    pub provider_game_id: &'static str,
    pub name: &'static str,
    pub kind: GameKind,
    /// The categories it is listed in, its primary category first.
    pub categories: &'static [&'static str],
    pub description: &'static str,
    /// The designed return to player, in percent.
    pub rtp_percent: f64,
    pub min_stake_cents: i64,
    pub max_stake_cents: i64,
    pub demo: bool,
    /// Which tile art the web app draws.
    pub art: &'static str,
    pub rules: &'static [&'static str],
}

impl GameInfo {
    /// Whether the game may be played in `mode`.
    pub fn offers(&self, mode: GameMode) -> bool {
        mode == GameMode::Real || self.demo
    }
}

/// A group of games in the lobby.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CategoryInfo {
    pub slug: &'static str,
    pub name: &'static str,
    pub description: &'static str,
}

/// The built-in provider's code.
pub const BUILTIN: &str = "builtin";

/// The largest stake of one round (one spin, one ticket, the initial blackjack stake).
const MAX_STAKE_CENTS: i64 = 50_000;

fn percent(rtp: f64) -> f64 {
    (rtp * 10_000.0).round() / 100.0
}

/// Every game of the catalogue, in lobby order.
pub fn games() -> &'static [GameInfo] {
    static GAMES: std::sync::OnceLock<Vec<GameInfo>> = std::sync::OnceLock::new();
    GAMES.get_or_init(|| {
        vec![
            GameInfo {
                slug: "gold-rush-reels",
                provider: BUILTIN,
                provider_game_id: "slot",
                name: "Gold Rush Reels",
                kind: GameKind::Slot,
                categories: &["slots", "popular", "new"],
                description: "A five-reel video slot with 20 paylines, wilds and free spins.",
                rtp_percent: percent(slot::DESIGNED_RTP),
                // 20 lines at 1 cent to 25 dollars a line.
                min_stake_cents: 20,
                max_stake_cents: MAX_STAKE_CENTS,
                demo: true,
                art: "slot",
                rules: &[
                    "5 reels, 3 rows and 20 fixed paylines, paid left to right.",
                    "The wild stands in for every symbol except the scatter.",
                    "Three or more scatters anywhere award free spins, where every win pays triple.",
                    "Your stake is the line bet times 20 lines.",
                ],
            },
            GameInfo {
                slug: "european-roulette",
                provider: BUILTIN,
                provider_game_id: "roulette",
                name: "European Roulette",
                kind: GameKind::Table,
                categories: &["table-games", "popular"],
                description: "A single-zero wheel with every standard inside and outside bet.",
                rtp_percent: percent(roulette::DESIGNED_RTP),
                min_stake_cents: 10,
                max_stake_cents: MAX_STAKE_CENTS,
                demo: true,
                art: "roulette",
                rules: &[
                    "37 pockets: 0 to 36.",
                    "Straight pays 35 to 1, split 17 to 1, street 11 to 1, corner 8 to 1, six line 5 to 1.",
                    "Columns and dozens pay 2 to 1; red, black, odd, even, 1-18 and 19-36 pay even money.",
                ],
            },
            GameInfo {
                slug: "blackjack-classic",
                provider: BUILTIN,
                provider_game_id: "blackjack",
                name: "Classic Blackjack",
                kind: GameKind::Table,
                categories: &["table-games", "popular"],
                description: "Six decks, dealer stands on soft 17, blackjack pays 3 to 2.",
                rtp_percent: percent(blackjack::DESIGNED_RTP),
                min_stake_cents: 100,
                max_stake_cents: MAX_STAKE_CENTS,
                demo: true,
                art: "blackjack",
                rules: &[
                    "Six decks, shuffled for every round.",
                    "The dealer stands on soft 17 and checks for blackjack under an ace or a ten.",
                    "Blackjack pays 3 to 2, insurance 2 to 1.",
                    "Double on any two cards, also after a split; split pairs up to four hands.",
                ],
            },
            GameInfo {
                slug: "keno-80",
                provider: BUILTIN,
                provider_game_id: "keno",
                name: "Keno 80",
                kind: GameKind::Instant,
                categories: &["instant-win", "new"],
                description: "Pick up to ten numbers of eighty; twenty are drawn.",
                rtp_percent: percent(keno::DESIGNED_RTP[keno::MAX_PICKS - 1]),
                min_stake_cents: i64::try_from(keno::STAKE_STEP_CENTS).unwrap_or(10),
                max_stake_cents: MAX_STAKE_CENTS,
                demo: true,
                art: "keno",
                rules: &[
                    "Pick 1 to 10 numbers from 1 to 80, then 20 numbers are drawn.",
                    "What a ticket pays depends on how many of its numbers are drawn.",
                    "Stakes are multiples of 10 cents.",
                ],
            },
        ]
    })
}

/// The lobby's categories, in order.
pub const CATEGORIES: &[CategoryInfo] = &[
    CategoryInfo {
        slug: "popular",
        name: "Popular",
        description: "What players open most.",
    },
    CategoryInfo {
        slug: "slots",
        name: "Slots",
        description: "Video slots with paylines and free spins.",
    },
    CategoryInfo {
        slug: "table-games",
        name: "Table Games",
        description: "Roulette and blackjack.",
    },
    CategoryInfo {
        slug: "instant-win",
        name: "Instant Win",
        description: "Quick games settled at once.",
    },
    CategoryInfo {
        slug: "new",
        name: "New",
        description: "Just added to the casino.",
    },
];

/// The one lobby's slug.
pub const MAIN_LOBBY: &str = "main";

/// The game `launchCasinoGame` names.
pub fn by_slug(slug: &str) -> Option<&'static GameInfo> {
    games().iter().find(|g| g.slug == slug)
}

/// The game of `provider_game_id` (route segment).
pub fn by_provider_game_id(id: &str) -> Option<&'static GameInfo> {
    games().iter().find(|g| g.provider_game_id == id)
}

/// The game a provider's session plays.
pub fn by_provider(provider: &str, id: &str) -> Option<&'static GameInfo> {
    games()
        .iter()
        .find(|g| g.provider == provider && g.provider_game_id == id)
}

/// A category by slug.
pub fn category(slug: &str) -> Option<&'static CategoryInfo> {
    CATEGORIES.iter().find(|c| c.slug == slug)
}

/// The games listed in `category`, in lobby order.
pub fn games_in(category: &str) -> Vec<&'static GameInfo> {
    games()
        .iter()
        .filter(|g| g.categories.contains(&category))
        .collect()
}

/// The progressive jackpots (docs/product/casino.md, "Jackpots"), in lobby order. Each H is
/// balanced so the pool at a hit is on average twice the seed.
pub fn jackpots() -> &'static [Jackpot] {
    static JACKPOTS: std::sync::OnceLock<Vec<Jackpot>> = std::sync::OnceLock::new();
    JACKPOTS.get_or_init(|| {
        vec![
            Jackpot {
                slug: "gold-rush-mega",
                name: "Gold Rush Mega",
                games: &["gold-rush-reels"],
                seed_cents: 1_000_000,
                rate_bp: 100,
                denominator: balanced_denominator(1_000_000, 100),
            },
            Jackpot {
                slug: "keno-cash-pot",
                name: "Keno Cash Pot",
                games: &["keno-80"],
                seed_cents: 100_000,
                rate_bp: 100,
                denominator: balanced_denominator(100_000, 100),
            },
        ]
    })
}

/// A jackpot by slug.
pub fn jackpot(slug: &str) -> Option<&'static Jackpot> {
    jackpots().iter().find(|j| j.slug == slug)
}

/// The jackpot a game (by slug) feeds, if any.
pub fn jackpot_of(game_slug: &str) -> Option<&'static Jackpot> {
    jackpots().iter().find(|j| j.games.contains(&game_slug))
}

/// The games a jackpot is fed by, in lobby order.
pub fn games_of(jackpot: &Jackpot) -> Vec<&'static GameInfo> {
    games()
        .iter()
        .filter(|g| jackpot.games.contains(&g.slug))
        .collect()
}

/// The largest page a paginated casino list answers.
pub const MAX_PAGE: usize = 100;

/// `items[offset..offset + limit]`; the bounds are checked by the caller.
pub fn page<T: Clone>(items: &[T], offset: usize, limit: usize) -> Vec<T> {
    items.iter().skip(offset).take(limit).cloned().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_is_listed_in_known_categories_and_found_by_its_ids() {
        for game in games() {
            assert!(!game.categories.is_empty(), "{}", game.slug);
            for slug in game.categories {
                assert!(category(slug).is_some(), "{} lists {slug}", game.slug);
            }
            assert_eq!(by_slug(game.slug), Some(game));
            assert_eq!(by_provider_game_id(game.provider_game_id), Some(game));
            assert!(game.min_stake_cents > 0 && game.min_stake_cents <= game.max_stake_cents);
            assert!((90.0..100.0).contains(&game.rtp_percent), "{}", game.slug);
        }
        for c in CATEGORIES {
            assert!(!games_in(c.slug).is_empty(), "{} is empty", c.slug);
        }
        assert_eq!(by_slug("nope"), None);
    }

    #[test]
    fn jackpots_are_fed_by_known_games_one_each() {
        for jackpot in jackpots() {
            assert_eq!(domain::jackpot::check_slug(jackpot.slug), Ok(()));
            assert_eq!(
                games_of(jackpot).len(),
                jackpot.games.len(),
                "{}",
                jackpot.slug
            );
            for game in jackpot.games {
                assert_eq!(jackpot_of(game).map(|j| j.slug), Some(jackpot.slug));
            }
            // H × rate / 10,000 contributions until a hit: the seed again, on average.
            let expected = i128::from(jackpot.denominator) * i128::from(jackpot.rate_bp)
                / i128::from(domain::jackpot::BASIS_POINTS);
            assert_eq!(expected, i128::from(jackpot.seed_cents), "{}", jackpot.slug);
            assert!(jackpot.denominator <= u64::from(u32::MAX));
            assert_eq!(jackpot.draw(0).check(), Ok(()));
        }
        assert_eq!(
            jackpot("gold-rush-mega").map(|j| j.seed_cents),
            Some(1_000_000)
        );
        assert_eq!(
            jackpot("keno-cash-pot").map(|j| j.name),
            Some("Keno Cash Pot")
        );
        assert_eq!(jackpot_of("european-roulette"), None);
        assert_eq!(jackpot("nope"), None);
    }

    #[test]
    fn rtp_is_shown_to_two_decimals() {
        assert_eq!(
            by_slug("european-roulette").map(|g| g.rtp_percent),
            Some(97.3)
        );
        assert_eq!(
            by_slug("gold-rush-reels").map(|g| g.rtp_percent),
            Some(95.97)
        );
    }

    #[test]
    fn pages_skip_and_take() {
        let items = [1, 2, 3, 4, 5];
        assert_eq!(page(&items, 1, 2), vec![2, 3]);
        assert_eq!(page(&items, 4, 10), vec![5]);
        assert!(page(&items, 9, 10).is_empty());
    }
}
