//! Engine benchmark: recomputes a 12-leg betslip with a stake on every round robin size
//! (4,083 combinations), a parlay, twelve straights and a teaser, and prints the mean and
//! p99 time per compute. Goal: under 5 ms in release.
//!
//! `cargo run --release -p domain --example betslip_bench [runs]`

use chrono::DateTime;
use domain::betslip::{
    AmountField, AutoAccept, Context, LegQuote, MainLines, SlipSelection, SlipState, StakeLimits,
    compute, set_amount,
};
use domain::catalogue::{MarketType, SelectionKind, Side};
use domain::odds::Odds;
use domain::sports::{OfferStatus, Points};
use std::collections::HashMap;
use std::time::{Duration, Instant};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let runs: usize = std::env::args()
        .nth(1)
        .map(|s| s.parse())
        .transpose()?
        .unwrap_or(500);
    let prices = [
        -110, 150, -120, 200, -105, 130, -150, 110, -200, 250, 100, -130,
    ];
    let mut quotes = HashMap::new();
    let mut state = SlipState::default();
    for (i, &american) in prices.iter().enumerate() {
        let id = format!("sel-{i}");
        let odds = Odds::from_american(american)?;
        // Half the legs are NFL spreads (teasable), half moneylines.
        let spread = i % 2 == 0;
        quotes.insert(
            id.clone(),
            LegQuote {
                selection_id: id.clone(),
                market_id: format!("mkt-{i}"),
                event_id: format!("evt-{i}"),
                sport: "football".to_owned(),
                competition: "nfl".to_owned(),
                market_type: if spread {
                    MarketType::Spread
                } else {
                    MarketType::Moneyline
                },
                kind: SelectionKind::Home,
                side: Some(Side::Home),
                points: spread.then(|| Points::from_halves(-7)).transpose()?,
                odds,
                selection_status: OfferStatus::Open,
                market_status: OfferStatus::Open,
                started: false,
                in_play_priced: false,
                decided: false,
                main_lines: Some(MainLines {
                    home_spread: Points::from_halves(-7)?,
                    total: Points::from_halves(89)?,
                }),
            },
        );
        state.selections.push(SlipSelection {
            selection_id: id,
            accepted_odds: odds,
            origin: "bench".to_owned(),
            share_id: None,
            branch_channel: None,
            attributes: Vec::new(),
        });
    }
    for k in 2..=12 {
        set_amount(
            &mut state,
            &format!("round-robin:{k}"),
            100,
            AmountField::Bet,
        )?;
    }
    set_amount(&mut state, "parlay", 1000, AmountField::Bet)?;
    set_amount(&mut state, "teaser:football", 5000, AmountField::Win)?;
    let ctx = Context {
        quotes: &quotes,
        auto_accept: AutoAccept::None,
        free_bets: &[],
        profit_boosts: &[],
        promotional_credit_cents: 0,
        limits: StakeLimits::default(),
        max_single_wager_cents: None,
        teaser_enabled: true,
        round_robins_enabled: true,
        now: DateTime::from_timestamp(1_800_000_000, 0).unwrap_or_default(),
    };

    let slip = compute(&state, &ctx);
    let combinations: u32 = slip.round_robin.bets.iter().map(|b| b.combinations).sum();
    println!(
        "betslip engine: 12 legs, round robins by 2s..12s = {combinations} combinations, total stake {} cents, potential return {} cents",
        slip.round_robin.total_bet_cents, slip.round_robin.total_return_cents
    );

    // Warm up, then measure.
    for _ in 0..20 {
        std::hint::black_box(compute(&state, &ctx));
    }
    let mut times: Vec<Duration> = Vec::with_capacity(runs);
    for _ in 0..runs {
        let start = Instant::now();
        std::hint::black_box(compute(std::hint::black_box(&state), &ctx));
        times.push(start.elapsed());
    }
    times.sort();
    let total: Duration = times.iter().sum();
    let mean = total / u32::try_from(runs.max(1))?;
    let p99 = times
        .get((runs * 99 / 100).min(runs.saturating_sub(1)))
        .copied()
        .unwrap_or_default();
    let p50 = times.get(runs / 2).copied().unwrap_or_default();
    let p95 = times.get(runs * 95 / 100).copied().unwrap_or_default();
    println!(
        "compute over {runs} runs: mean {:.3} ms, p50 {:.3} ms, p95 {:.3} ms, p99 {:.3} ms (goal < 5 ms)",
        mean.as_secs_f64() * 1e3,
        p50.as_secs_f64() * 1e3,
        p95.as_secs_f64() * 1e3,
        p99.as_secs_f64() * 1e3
    );
    println!("(p99 on a loaded 2-core machine includes scheduler preemption; compare p50/p95)");
    Ok(())
}
