//! Settlement throughput: one football game carries 100,000 open bets (a realistic mix:
//! 60% straights, 25% parlays with legs on three other games already resulted, 10% two-leg
//! 6-point teasers, 5% round robins by 2s of three legs) of 1,000 bettors; the game's final
//! score and results go in through the feed, and the settlement pass grades every bet and pays
//! it through the ledger, in batches of one store transaction. Prints the time from the
//! results until every bet is settled and paid, and bets settled per second, on SQLite and
//! (when `TEST_POSTGRES_URL` answers) on PostgreSQL; then verifies the ledger. Then the same
//! again with two settled-losing promotions live ([`promotions`]), which every losing bet
//! runs through after its grade commits: the figure with promotion triggers beside the one
//! without.
//!
//! Settings: `SETTLEMENT_BETS` (100000), `SETTLEMENT_BETTORS` (1000). Run with `make bench`
//! (or `cargo bench -p server --bench settlement`). Prints figures; asserts nothing but a
//! balanced ledger and every bet settled.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    clippy::as_conversions,
    reason = "a benchmark stops at the first surprise, and its figures are measurements, not money"
)]

use chrono::Duration;
use domain::betslip::{
    PlacementFingerprint, RequestFingerprint, TeaserSport, amounts::win_for_stake, teaser,
};
use domain::feed::FeedDocument;
use domain::ids::{BetId, SessionId, UserId};
use domain::ledger::{
    AccountRef, BalancedTransaction, Bucket, HouseAccount, Owner, TransactionKind,
};
use domain::money::Currency;
use domain::odds::Odds;
use serde_json::{Value, json};
use server::clock::Clock;
use server::config::Config;
use server::state::AppState;
use std::sync::Arc;
use std::time::Instant;
use store::{BetStatus, NewBet, NewBetLeg, NewUser, PlaceBets, PlaceOutcome, Store};

#[allow(
    dead_code,
    reason = "the book is shared with the feed, fan-out and placement benchmarks"
)]
mod common;

#[allow(dead_code, reason = "each benchmark uses the measures it prints")]
#[path = "common/measure.rs"]
mod measure;

use measure::setting;

const SOURCE: &str = "bench-settlement";
/// The game whose result settles everything.
const GAME: &str = "final";
/// Games resulted before (parlay and teaser partners).
const EARLIER: [&str; 3] = ["early1", "early2", "early3"];
/// Bets per placement (one store transaction).
const PER_PLACEMENT: usize = 100;

fn odds(american: i64) -> Value {
    if american > 0 {
        json!({"numerator": american, "denominator": 100})
    } else {
        json!({"numerator": 100, "denominator": -american})
    }
}

fn game_document(sequence: u64, id: &str) -> FeedDocument {
    let start = (Clock::system().now() + Duration::hours(2)).to_rfc3339();
    let selection = |sid: &str, kind: &str, points: Option<&str>, american: i64| {
        let mut s = json!({"id": format!("{id}.{sid}"), "name": sid, "kind": kind, "odds": odds(american), "status": "open"});
        if let Some(p) = points {
            s["points"] = json!(p);
        }
        if kind == "home" || kind == "away" {
            s["side"] = json!(kind);
        }
        s
    };
    let doc = json!({
        "source": SOURCE,
        "sequence": sequence,
        "changes": [
            {"event": {
                "id": id, "name": "Away @ Home",
                "sport": {"slug": "football", "name": "Football"},
                "organization": {"slug": "usa", "name": "USA"},
                "competition": {"slug": "nfl", "name": "NFL"},
                "start_time": start, "status": "pre_game",
                "home": {"id": "h", "abbreviation": "HOM", "medium_name": "Home", "full_name": "Home Team"},
                "away": {"id": "a", "abbreviation": "AWY", "medium_name": "Away", "full_name": "Away Team"}
            }},
            {"market": {"id": format!("{id}.ml"), "event_id": id, "name": "Moneyline", "type": "moneyline", "status": "open", "main": true,
                "selections": [selection("ml.h", "home", None, -150), selection("ml.a", "away", None, 130)]}},
            {"market": {"id": format!("{id}.sp"), "event_id": id, "name": "Spread", "type": "spread", "status": "open", "main": true,
                "selections": [selection("sp.h", "home", Some("-3.5"), -110), selection("sp.a", "away", Some("+3.5"), -110)]}},
            {"market": {"id": format!("{id}.tot"), "event_id": id, "name": "Total Points", "type": "total", "status": "open", "main": true,
                "selections": [selection("tot.o", "over", Some("47.5"), -110), selection("tot.u", "under", Some("47.5"), -110)]}}
        ]
    });
    FeedDocument::from_json(doc.to_string().as_bytes()).expect("game document")
}

/// The final score and every market's result: home wins 27-20 (covers -3.5, under 47.5).
fn result_document(sequence: u64, id: &str) -> FeedDocument {
    let grade = |market: &str, a: &str, ra: &str, b: &str, rb: &str| {
        json!({"result": {"market_id": format!("{id}.{market}"), "results": [
            {"selection_id": format!("{id}.{a}"), "result": ra},
            {"selection_id": format!("{id}.{b}"), "result": rb}
        ]}})
    };
    let doc = json!({
        "source": SOURCE,
        "sequence": sequence,
        "changes": [
            {"statistics": {"event_id": id, "statistics": {
                "live_status": "final", "home_score": 27, "away_score": 20, "progress": "Final",
                "updated_at": Clock::system().now().to_rfc3339()
            }}},
            grade("ml", "ml.h", "win", "ml.a", "loss"),
            grade("sp", "sp.h", "win", "sp.a", "loss"),
            grade("tot", "tot.o", "loss", "tot.u", "win")
        ]
    });
    FeedDocument::from_json(doc.to_string().as_bytes()).expect("result document")
}

/// A leg on `game`'s selection `sid` at `american` (a spread or total line in half points).
fn leg(game: &str, sid: &str, american: i64, points_halves: Option<i32>) -> NewBetLeg {
    let market = sid.split('.').next().unwrap_or("ml");
    let o = american_odds(american);
    NewBetLeg {
        selection_id: format!("{game}.{sid}"),
        market_id: format!("{game}.{market}"),
        event_id: game.to_owned(),
        odds_numerator: o.numerator(),
        odds_denominator: o.denominator(),
        points_halves,
        teased_points_halves: None,
        selection_name: sid.to_owned(),
        market_name: market.to_owned(),
        event_name: "Away @ Home".into(),
        event_starts_at: Clock::system().now() + Duration::hours(2),
        in_play: false,
    }
}

fn american_odds(american: i64) -> Odds {
    if american > 0 {
        Odds::new(american.unsigned_abs(), 100).expect("odds")
    } else {
        Odds::new(100, american.unsigned_abs()).expect("odds")
    }
}

fn product(legs: &[NewBetLeg]) -> Odds {
    let (mut n, mut d) = (1u128, 1u128);
    for l in legs {
        n *= u128::from(l.odds_numerator + l.odds_denominator);
        d *= u128::from(l.odds_denominator);
    }
    Odds::new(
        u64::try_from(n - d).expect("fits"),
        u64::try_from(d).expect("fits"),
    )
    .expect("odds")
}

fn bet(kind: &str, stake: i64, odds: Odds, legs: Vec<NewBetLeg>) -> NewBet {
    NewBet {
        id: BetId::generate(),
        bet_type: kind.into(),
        stake_cents: stake,
        total_stake_cents: stake,
        source: "cash".into(),
        free_bet_id: None,
        profit_boost_id: None,
        odds_numerator: odds.numerator(),
        odds_denominator: odds.denominator(),
        boosted_numerator: None,
        boosted_denominator: None,
        boost_percentage: None,
        boost_max_stake_cents: None,
        potential_payout_cents: stake + win_for_stake(stake, odds),
        round_robin_sizes: Vec::new(),
        teaser_points_halves: None,
        legs,
        status: BetStatus::Open,
        accept_after: None,
    }
}

/// The `i`-th bet of the mix.
fn mixed_bet(i: usize) -> NewBet {
    let stake = 100 + i64::try_from(i % 50).unwrap_or(0) * 10;
    let early = EARLIER[i % EARLIER.len()];
    match i % 20 {
        // 60% straights across the game's markets.
        0..=11 => {
            let (sid, american, points) = match i % 6 {
                0 => ("ml.h", -150, None),
                1 => ("ml.a", 130, None),
                2 => ("sp.h", -110, Some(-7)),
                3 => ("sp.a", -110, Some(7)),
                4 => ("tot.o", -110, Some(95)),
                _ => ("tot.u", -110, Some(95)),
            };
            let legs = vec![leg(GAME, sid, american, points)];
            bet("straight", stake, american_odds(american), legs)
        }
        // 25% parlays of two to four legs, the others on games already resulted.
        12..=16 => {
            let mut legs = vec![leg(
                GAME,
                if i.is_multiple_of(2) { "ml.h" } else { "sp.a" },
                if i.is_multiple_of(2) { -150 } else { -110 },
                if i.is_multiple_of(2) { None } else { Some(7) },
            )];
            for g in EARLIER.iter().take(1 + i % 3) {
                legs.push(leg(g, "ml.h", -150, None));
            }
            let o = product(&legs);
            bet("parlay", stake, o, legs)
        }
        // 10% two-leg 6-point football teasers.
        17 | 18 => {
            let mut a = leg(GAME, "sp.h", -110, Some(-7));
            a.teased_points_halves = Some(5);
            let mut b = leg(early, "tot.u", -110, Some(95));
            b.teased_points_halves = Some(107);
            let six = "6".parse().expect("points");
            let o = teaser::pay_table(TeaserSport::Football, six, 2).expect("pay table");
            let mut t = bet("teaser", stake, o, vec![a, b]);
            t.teaser_points_halves = Some(12);
            t
        }
        // 5% round robins by 2s of three legs.
        _ => {
            let legs = vec![
                leg(GAME, "ml.h", -150, None),
                leg(EARLIER[0], "ml.h", -150, None),
                leg(EARLIER[1], "ml.h", -150, None),
            ];
            let mut rr = bet("round_robin", stake, domain::odds::EVEN, legs);
            rr.total_stake_cents = stake * 3;
            rr.round_robin_sizes = vec![2];
            // Every pair of the three legs at -150 each.
            let pair = product(&rr.legs[..2]);
            rr.potential_payout_cents = 3 * (stake + win_for_stake(stake, pair));
            rr
        }
    }
}

/// The settled-losing promotions of the second run: a second-chance parlay half the bettors
/// opted in to, and a bonus bet for any losing bet of $1 or more that needs no opt-in (every
/// losing bet meets it; each bettor is awarded once, and every later losing bet of theirs finds
/// that award).
fn promotions() -> [Value; 2] {
    let base = |slug: &str, opt_in: bool, conditions: Value, cents: i64| {
        json!({
            "schemaVersion": 1,
            "slug": slug,
            "title": slug,
            "startsAt": "2025-01-01T00:00:00Z",
            "endsAt": "2036-01-01T00:00:00Z",
            "eligibility": { "optInRequired": opt_in },
            "trigger": { "kind": "betSettledLosing", "conditions": conditions },
            "awards": [{ "kind": "bonusBet", "amount": { "fixedCents": cents } }]
        })
    };
    [
        base(
            "bench-second-chance",
            true,
            json!({ "betTypes": ["parlay"], "minLegs": 3, "minOddsAmerican": 300 }),
            2_500,
        ),
        base(
            "bench-any-loss",
            false,
            json!({ "minStakeCents": 100 }),
            500,
        ),
    ]
}

async fn without_promotions(name: &str, store: Arc<dyn Store>, data_dir: std::path::PathBuf) {
    run(name, store, data_dir, false).await;
}

async fn with_promotions(name: &str, store: Arc<dyn Store>, data_dir: std::path::PathBuf) {
    run(name, store, data_dir, true).await;
}

async fn run(name: &str, store: Arc<dyn Store>, data_dir: std::path::PathBuf, promos: bool) {
    let total = setting("SETTLEMENT_BETS", 100_000);
    let bettors = setting("SETTLEMENT_BETTORS", 1_000).max(1);
    let state = AppState::new(Config::development(data_dir), Arc::clone(&store));
    let mut live = Vec::new();
    if promos {
        for definition in promotions() {
            live.push(
                server::promotions::admin::create(
                    store.as_ref(),
                    definition.to_string().as_bytes(),
                    "bench",
                    Clock::system().now(),
                )
                .await
                .expect("promotion"),
            );
        }
    }
    let mut sequence = 0;
    for game in EARLIER.iter().chain([&GAME]) {
        sequence += 1;
        state
            .feed
            .ingest(&game_document(sequence, game))
            .await
            .expect("game stored");
    }

    let preparing = Instant::now();
    let mut users = Vec::new();
    for n in 0..bettors {
        let user = store
            .create_user(NewUser {
                email: format!("settle{n}@bench.example"),
                password_hash: "x".into(),
                first_name: "Bench".into(),
                last_name: format!("Bettor{n}"),
                date_of_birth: chrono::NaiveDate::from_ymd_opt(1980, 1, 1).expect("date"),
                region: "US-NJ".into(),
                currency: Currency::Usd,
                created_at: Clock::system().now(),
            })
            .await
            .expect("bettor");
        let funding = BalancedTransaction::transfer(
            TransactionKind::DemoFunding,
            format!("bench-fund-{}", user.id),
            "bench funding",
            AccountRef {
                owner: Owner::House(HouseAccount::Funding),
                currency: Currency::Usd,
            },
            AccountRef {
                owner: Owner::User(user.id.clone(), Bucket::Cash),
                currency: Currency::Usd,
            },
            100_000_000,
        )
        .expect("funding");
        store
            .post_transaction(&funding, Clock::system().now())
            .await
            .expect("funded");
        if promos && n % 2 == 0 {
            store
                .enroll_promotion(&user.id, &live[0].id, None, Clock::system().now())
                .await
                .expect("opt in");
        }
        users.push(user.id);
    }
    let placements: Vec<(UserId, Vec<NewBet>)> = (0..total)
        .collect::<Vec<_>>()
        .chunks(PER_PLACEMENT)
        .enumerate()
        .map(|(p, chunk)| {
            (
                users[p % users.len()].clone(),
                chunk.iter().map(|i| mixed_bet(*i)).collect(),
            )
        })
        .collect();
    let mut placed = 0usize;
    for (p, (user, bets)) in placements.into_iter().enumerate() {
        let outcome = store
            .place_bets(PlaceBets {
                user_id: user,
                session_id: SessionId::generate(),
                currency: Currency::Usd,
                idempotency_key: format!("bench-{p}"),
                // Every key is new: what the fingerprint says is never compared.
                fingerprint: PlacementFingerprint::of(&RequestFingerprint::of(0, false, &[]), &[]),
                bets,
                wager_windows: Vec::new(),
                at: Clock::system().now(),
            })
            .await
            .expect("placement");
        match outcome {
            PlaceOutcome::Placed { bets, .. } => placed += bets.len(),
            other => panic!("bench placement refused: {other:?}"),
        }
    }
    // The partner games finish first: their results grade the parlays', teasers' and round
    // robins' other legs (the bets stay open, waiting for the final game).
    for game in EARLIER {
        sequence += 1;
        state
            .feed
            .ingest(&result_document(sequence, game))
            .await
            .expect("earlier results");
    }
    let early = settle(&state, &EARLIER.map(str::to_owned)).await;
    let name = if promos {
        format!("{name} with settled-losing promotions")
    } else {
        name.to_owned()
    };
    println!(
        "settlement on {name}: {placed} open bets of {bettors} bettors ready in {:.1} s (the earlier games graded legs of {})",
        preparing.elapsed().as_secs_f64(),
        early.applied
    );

    sequence += 1;
    let started = Instant::now();
    state
        .feed
        .ingest(&result_document(sequence, GAME))
        .await
        .expect("final results");
    let done = settle(&state, &[GAME.to_owned()]).await;
    let elapsed = started.elapsed().as_secs_f64();
    let open = store
        .open_bets_for_markets(
            &[
                format!("{GAME}.ml"),
                format!("{GAME}.sp"),
                format!("{GAME}.tot"),
            ],
            10,
            None,
        )
        .await
        .expect("open bets")
        .len();
    println!(
        "  the final result settled {} bets ({} graded) in {elapsed:.2} s: {:.0} bets settled/s; open bets left: {open}",
        done.applied,
        done.examined,
        f64::from(u32::try_from(done.applied).unwrap_or(u32::MAX)) / elapsed
    );
    if promos {
        let mut awarded = 0;
        for p in &live {
            awarded += store.promotion_award_count(&p.id).await.expect("awards");
        }
        println!("  promotion awards made: {awarded}");
    }
    let report = store.verify_ledger().await.expect("ledger verify");
    println!("  ledger balanced: {}", report.is_ok());
}

/// Settles every bet of the games' markets.
async fn settle(state: &AppState, games: &[String]) -> server::settlement::job::Settled {
    let markets: Vec<String> = games
        .iter()
        .flat_map(|g| ["ml", "sp", "tot"].map(|m| format!("{g}.{m}")))
        .collect();
    server::settlement::job::settle_markets(state, &markets, false)
        .await
        .expect("settlement")
}

#[tokio::main]
async fn main() {
    common::on_both_stores("settlement", without_promotions).await;
    common::on_both_stores("settlement-promotions", with_promotions).await;
}
