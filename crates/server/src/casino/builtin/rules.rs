//! Each built-in game's rules as its client draws them (paytables from the game maths).

use casino_games::slot::{self, Symbol};
use casino_games::{blackjack, keno};
use serde_json::{Value, json};

/// The rules of the provider's game `game`.
pub fn of(game: &str) -> Value {
    match game {
        "slot" => json!({
            "reels": slot::REELS,
            "rows": slot::ROWS,
            "lines": slot::LINES.len(),
            "symbols": Symbol::ALL,
            // What 3, 4 and 5 of a symbol on a line pay, in line bets.
            "paytable": Symbol::ALL
                .iter()
                .filter(|s| **s != Symbol::Scatter)
                .map(|s| json!({ "symbol": s, "pays": s.line_pays() }))
                .collect::<Vec<_>>(),
            // Scatters anywhere: pays in total bets, and free spins.
            "scatter": (3..=5)
                .map(|n| {
                    let award = slot::scatter_award(n);
                    json!({ "count": n, "pays": award.pays, "freeSpins": award.free_spins })
                })
                .collect::<Vec<_>>(),
            "freeSpinMultiplier": slot::FREE_SPIN_MULTIPLIER,
        }),
        "keno" => json!({
            "numbers": keno::NUMBERS,
            "drawn": keno::DRAWN,
            "maxPicks": keno::MAX_PICKS,
            "stakeStepCents": keno::STAKE_STEP_CENTS,
            // By number of picks: the multiplier of the stake for 0, 1, ... hits.
            "paytable": (1..=keno::MAX_PICKS)
                .map(|picks| {
                    let pays: Vec<f64> = keno::paytable(picks)
                        .iter()
                        .map(|tenths| u32::try_from(*tenths).map_or(0.0, f64::from) / 10.0)
                        .collect();
                    (picks.to_string(), json!(pays))
                })
                .collect::<serde_json::Map<_, _>>(),
        }),
        "blackjack" => json!({
            "decks": blackjack::DECKS,
            "blackjackPays": "3:2",
            "insurancePays": "2:1",
            "dealerStandsOnSoft17": true,
            "maxHands": blackjack::MAX_HANDS,
        }),
        _ => json!({}),
    }
}
