//! How fast each game's maths runs, and the RTP it returns, measured over a few million rounds
//! from a seed drawn from the operating system, next to the designed RTP.
//!
//! `cargo run --release -p casino-games --example games_bench [-- ROUNDS]` (2,000,000 rounds per
//! game by default; keno plays that many for each number of picks).

use casino_games::blackjack::{self, Round, basic_strategy};
use casino_games::roulette::{self, Bet, BetKind, Wager};
use casino_games::rtp::RtpMeter;
use casino_games::{Rng, Stake, keno, slot};
use std::error::Error;
use std::time::Instant;

const DEFAULT_ROUNDS: u32 = 2_000_000;

type Outcome = Result<(u64, u64), Box<dyn Error>>;

fn main() -> Result<(), Box<dyn Error>> {
    let rounds = match std::env::args().nth(1) {
        Some(rounds) => rounds.parse()?,
        None => DEFAULT_ROUNDS,
    };
    let mut rng = Rng::from_os()?;
    println!(
        "{:<18} {:>10} {:>12} {:>10} {:>21} {:>10}",
        "game", "rounds", "rounds/s", "RTP", "99% interval", "designed"
    );

    let bet = slot::SlotBet::new(Stake::new(5)?)?;
    bench("slot", rounds, slot::DESIGNED_RTP, || {
        let round = slot::play(bet, &mut rng);
        Ok((round.stake_cents, round.win_cents))
    })?;

    let board = roulette_board()?;
    bench("roulette (board)", rounds, roulette::DESIGNED_RTP, || {
        let spin = roulette::play(&board, &mut rng)?;
        Ok((spin.stake_cents, spin.win_cents))
    })?;

    let stake = Stake::new(100)?;
    // In initial stakes, to compare with the published house edge.
    let (mut played, mut lost) = (0.0, 0.0);
    bench("blackjack", rounds, blackjack::DESIGNED_RTP, || {
        let mut round = Round::deal(stake, &mut rng)?;
        while let Some(action) = basic_strategy(&round) {
            round.act(action)?;
        }
        let outcome = round
            .outcome()
            .ok_or("basic strategy stopped before the end")?;
        played += 1.0;
        lost += (f64::from(u32::try_from(outcome.stake_cents)?)
            - f64::from(u32::try_from(outcome.win_cents)?))
            / f64::from(u32::try_from(stake.cents())?);
        Ok((outcome.stake_cents, outcome.win_cents))
    })?;
    println!(
        "{:<18} house edge per initial stake {:.3}%",
        "",
        100.0 * lost / played
    );

    for (picks, designed) in (1..=keno::MAX_PICKS).zip(keno::DESIGNED_RTP) {
        let numbers = (1..=keno::NUMBERS).take(picks).collect();
        let ticket = keno::Ticket::new(numbers, Stake::new(100)?)?;
        let name = format!("keno, {picks} pick{}", if picks == 1 { "" } else { "s" });
        bench(&name, rounds, designed, || {
            let game = keno::play(&ticket, &mut rng);
            Ok((game.stake_cents, game.win_cents))
        })?;
    }
    Ok(())
}

/// One wager of every kind of roulette bet, so that the spin's RTP is all of them at once.
fn roulette_board() -> Result<Vec<Wager>, Box<dyn Error>> {
    [
        BetKind::Straight(17),
        BetKind::Split([0, 2]),
        BetKind::Street([10, 11, 12]),
        BetKind::Corner([26, 27, 29, 30]),
        BetKind::SixLine([31, 32, 33, 34, 35, 36]),
        BetKind::Column(2),
        BetKind::Dozen(1),
        BetKind::Red,
        BetKind::Black,
        BetKind::Odd,
        BetKind::Even,
        BetKind::Low,
        BetKind::High,
    ]
    .into_iter()
    .map(|kind| {
        Ok(Wager {
            bet: Bet::new(kind)?,
            stake: Stake::new(100)?,
        })
    })
    .collect()
}

/// Plays `rounds` rounds and prints their speed and RTP.
fn bench(
    game: &str,
    rounds: u32,
    designed: f64,
    mut round: impl FnMut() -> Outcome,
) -> Result<(), Box<dyn Error>> {
    let mut meter = RtpMeter::default();
    let start = Instant::now();
    for _ in 0..rounds {
        let (stake, win) = round()?;
        meter.record(stake, win);
    }
    let seconds = start.elapsed().as_secs_f64();
    let (low, high) = meter.interval_99();
    println!(
        "{game:<18} {rounds:>10} {:>12.0} {:>9.3}% [{:>7.3}%, {:>7.3}%] {:>9.3}%{}",
        f64::from(rounds) / seconds,
        100.0 * meter.rtp(),
        100.0 * low,
        100.0 * high,
        100.0 * designed,
        if meter.admits(designed) {
            ""
        } else {
            "  outside the interval"
        }
    );
    Ok(())
}
