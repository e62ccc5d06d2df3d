//! Conformance cases of progressive jackpots ([`JackpotStore`](store::JackpotStore) and the
//! jackpot step of [`CasinoStore::casino_wallet`](store::CasinoStore::casino_wallet)):
//! concurrent contributions are exact and lose no cent, a forced hit pays the whole pool once
//! and funds it again, a replay neither contributes nor draws, free rounds and demo play
//! leave the pool alone, and the pools always equal the jackpot account's balance.

use super::casino::{Wallet, game, usd};
use super::{assert_ledger_ok, cash, fund, t0, user};
use domain::casino::{GameMode, WalletCall};
use domain::ids::{GameSessionId, UserId};
use domain::jackpot::{JackpotDraw, contribution};
use domain::ledger::HouseAccount;
use domain::money::Currency;
use std::sync::Arc;
use store::{
    JackpotPool, NewFreeRounds, Store, StoreError, StoreResult, WalletAnswer, WalletOrder,
};
use tokio::sync::Barrier;

const SLUG: &str = "test-pot";
const SEED: i64 = 100_000;
const RATE: i64 = 150;
const H: u64 = 10_000_000;

fn draw(n: u64) -> JackpotDraw {
    JackpotDraw {
        slug: SLUG.to_owned(),
        rate_bp: RATE,
        seed_cents: SEED,
        draw: n,
        denominator: H,
    }
}

/// A draw no stake of these cases hits.
fn miss() -> JackpotDraw {
    draw(H - 1)
}

async fn pool<S: Store>(store: &S) -> JackpotPool {
    store
        .ensure_jackpot(SLUG, Currency::Usd, SEED, t0())
        .await
        .expect("ensure jackpot")
}

/// A debit of `cents` in round `r-{tx}` with `jackpot`.
async fn debit<S: Store>(
    store: &S,
    user: &UserId,
    session: &GameSessionId,
    tx: &str,
    cents: i64,
    jackpot: Option<JackpotDraw>,
) -> StoreResult<WalletAnswer> {
    let call = WalletCall::Debit {
        round_id: format!("r-{tx}"),
        cents,
        free_rounds: None,
    };
    store
        .casino_wallet(WalletOrder::new(user, session, tx, call, t0()).jackpot(jackpot))
        .await
}

/// A funded player with a real-money session.
async fn player<S: Store>(store: &S, email: &str, cents: i64) -> (UserId, GameSessionId) {
    let u = user(store, email).await;
    fund(store, &u.id, cents, &format!("fund-{email}")).await;
    let session = game(store, &u.id, GameMode::Real).await;
    (u.id, session.id)
}

/// The pools equal the jackpot account, and the ledger verifies.
async fn assert_pools_are_the_account<S: Store>(store: &S) {
    let pools: i64 = store
        .jackpots()
        .await
        .expect("jackpots")
        .iter()
        .map(|p| p.amount.cents)
        .sum();
    let account = store
        .house_balance(HouseAccount::Jackpot, Currency::Usd)
        .await
        .expect("house balance");
    assert_eq!(
        pools, account,
        "the pools are the jackpot account's balance"
    );
    assert_ledger_ok(store).await;
}

/// A pool is created once, funded by a ledger posting; malformed ones are refused.
pub async fn jackpot_pools_are_funded_once<S: Store + Clone>(store: S) {
    let tasks: Vec<_> = (0..5)
        .map(|_| {
            let store = store.clone();
            tokio::spawn(async move { pool(&store).await })
        })
        .collect();
    for task in tasks {
        let p = task.await.expect("task");
        assert_eq!((p.amount, p.funded, p.hits), (usd(SEED), usd(SEED), 0));
    }
    assert_eq!(store.jackpots().await.expect("jackpots").len(), 1);
    for (slug, seed) in [("Bad Slug", SEED), ("", SEED), ("ok-slug", 0)] {
        let refused = store.ensure_jackpot(slug, Currency::Usd, seed, t0()).await;
        assert!(
            matches!(refused, Err(StoreError::Conflict("jackpot"))),
            "{slug:?} {seed}: {refused:?}"
        );
    }
    assert_pools_are_the_account(&store).await;
}

/// Twenty concurrent debits over two players contribute exactly the sum of their floored
/// shares; no cent is created or lost.
pub async fn concurrent_jackpot_contributions_are_exact<S: Store + Clone>(store: S) {
    pool(&store).await;
    let players = [
        player(&store, "jackpot-a@example.com", 100_000).await,
        player(&store, "jackpot-b@example.com", 100_000).await,
    ];
    let stake = |i: i64| 20 + 137 * i;
    let start = Arc::new(Barrier::new(20));
    let tasks: Vec<_> = (0..20_i64)
        .map(|i| {
            let (store, start) = (store.clone(), start.clone());
            let (u, s) = players[usize::try_from(i % 2).unwrap_or(0)].clone();
            tokio::spawn(async move {
                start.wait().await;
                debit(&store, &u, &s, &format!("tx-{i}"), stake(i), Some(miss())).await
            })
        })
        .collect();
    for task in tasks {
        let answer = task.await.expect("task").expect("debit");
        assert_eq!(answer.jackpot, None);
    }
    let shares: i64 = (0..20).map(|i| contribution(stake(i), RATE)).sum();
    let staked: i64 = (0..20).map(stake).sum();
    let p = pool(&store).await;
    assert_eq!(p.contributed, usd(shares));
    assert_eq!(p.amount, usd(SEED + shares));
    let a = cash(&store, &players[0].0).await;
    let b = cash(&store, &players[1].0).await;
    assert_eq!(a + b, 200_000 - staked);
    let casino = store
        .house_balance(HouseAccount::Casino, Currency::Usd)
        .await
        .expect("casino balance");
    assert_eq!(casino, staked - SEED - shares);
    assert_pools_are_the_account(&store).await;
}

/// A draw of 0 hits: the whole pool (with this stake's share) goes to the player's cash
/// once, the pool is funded again with its seed, and a replay answers the same hit.
pub async fn a_forced_jackpot_hit_pays_the_pool_once<S: Store + Clone>(store: S) {
    pool(&store).await;
    let (u, s) = player(&store, "jackpot-hit@example.com", 100_000).await;
    debit(&store, &u, &s, "tx-1", 10_000, Some(miss()))
        .await
        .expect("debit");
    let before = pool(&store).await.amount.cents;
    let hit = debit(&store, &u, &s, "tx-2", 5_000, Some(draw(0)))
        .await
        .expect("hitting debit");
    let won = before + contribution(5_000, RATE);
    let paid = hit.jackpot.clone().expect("a hit");
    assert_eq!((paid.slug.as_str(), paid.amount), (SLUG, usd(won)));
    assert_eq!(hit.balance, usd(100_000 - 15_000 + won));
    assert_eq!(cash(&store, &u).await, 100_000 - 15_000 + won);
    let p = pool(&store).await;
    assert_eq!((p.amount, p.paid, p.hits), (usd(SEED), usd(won), 1));
    assert_eq!(p.funded, usd(2 * SEED));

    // The replay answers the first answer, hit included, and pays nothing again.
    let again = debit(&store, &u, &s, "tx-2", 5_000, Some(draw(0)))
        .await
        .expect("replay");
    assert!(again.replayed);
    assert_eq!((again.balance, again.jackpot), (hit.balance, hit.jackpot));
    assert_eq!(pool(&store).await.hits, 1);
    let last = store
        .last_jackpot_hit(SLUG)
        .await
        .expect("last hit")
        .expect("a hit");
    assert_eq!(
        (last.user_id, last.round_id.as_str()),
        (u.clone(), "r-tx-2")
    );
    assert_eq!(last.amount, usd(won));
    let hits = store
        .session_jackpot_hits(&u, &s)
        .await
        .expect("session hits");
    assert_eq!(hits.len(), 1);
    let stranger = user(&store, "jackpot-stranger@example.com").await;
    let none = store.session_jackpot_hits(&stranger.id, &s).await;
    assert!(none.expect("hits").is_empty());

    // A rollback of the hitting stake gives the stake back and keeps the pool as it is.
    store
        .casino_rollback(&u, &s, "rb", "tx-2", t0())
        .await
        .expect("rollback");
    assert_eq!(pool(&store).await.amount, usd(SEED));
    assert_pools_are_the_account(&store).await;
}

/// Concurrent forced hits each pay the pool they find: together exactly what went in.
pub async fn concurrent_jackpot_hits_pay_each_pool_once<S: Store + Clone>(store: S) {
    pool(&store).await;
    let (u, s) = player(&store, "jackpot-race@example.com", 100_000).await;
    let start = Arc::new(Barrier::new(6));
    let tasks: Vec<_> = (0..6)
        .map(|i| {
            let (store, start, u, s) = (store.clone(), start.clone(), u.clone(), s.clone());
            tokio::spawn(async move {
                start.wait().await;
                debit(&store, &u, &s, &format!("hit-{i}"), 1_000, Some(draw(0))).await
            })
        })
        .collect();
    let mut won = 0;
    for task in tasks {
        won += task
            .await
            .expect("task")
            .expect("debit")
            .jackpot
            .expect("every draw of 0 hits")
            .amount
            .cents;
    }
    let p = pool(&store).await;
    assert_eq!(p.hits, 6);
    assert_eq!(won, p.funded.cents + p.contributed.cents - p.amount.cents);
    assert_eq!(won, 6 * SEED + 6 * contribution(1_000, RATE));
    assert_eq!(cash(&store, &u).await, 100_000 - 6_000 + won);
    assert_pools_are_the_account(&store).await;
}

/// A replayed debit neither contributes nor draws, even with a hitting draw.
pub async fn a_replayed_debit_neither_contributes_nor_draws<S: Store + Clone>(store: S) {
    pool(&store).await;
    let (u, s) = player(&store, "jackpot-replay@example.com", 10_000).await;
    let first = debit(&store, &u, &s, "tx-1", 2_000, Some(miss()))
        .await
        .expect("debit");
    let after = pool(&store).await;
    assert_eq!(after.contributed, usd(contribution(2_000, RATE)));
    let again = debit(&store, &u, &s, "tx-1", 2_000, Some(draw(0)))
        .await
        .expect("replay");
    assert!(again.replayed);
    assert_eq!((again.balance, again.jackpot), (first.balance, None));
    assert_eq!(pool(&store).await, after);
    assert_pools_are_the_account(&store).await;
}

/// Free rounds and demo play neither contribute nor hit; credits ignore a draw; a bad draw
/// or an unknown pool refuses the debit and writes nothing.
pub async fn jackpots_skip_free_rounds_demo_and_bad_draws<S: Store + Clone>(store: S) {
    let seeded = pool(&store).await;
    let (u, s) = player(&store, "jackpot-free@example.com", 10_000).await;
    let grant = store
        .grant_free_rounds(NewFreeRounds {
            user_id: u.clone(),
            title: "Free spins".to_owned(),
            provider: "builtin".to_owned(),
            games: vec!["roulette".to_owned()],
            stake_cents: 500,
            rounds: 2,
            expires_at: t0() + chrono::Duration::days(1),
            granted_by: "admin".to_owned(),
            created_at: t0(),
        })
        .await
        .expect("grant");
    let call = WalletCall::Debit {
        round_id: "free-1".to_owned(),
        cents: 500,
        free_rounds: Some(grant.id.clone()),
    };
    let free = store
        .casino_wallet(WalletOrder::new(&u, &s, "free-1", call, t0()).jackpot(Some(draw(0))))
        .await
        .expect("free round");
    assert!(free.free_round);
    assert_eq!(free.jackpot, None);
    let credit = store
        .casino_wallet(
            WalletOrder::new(
                &u,
                &s,
                "win-1",
                WalletCall::Credit {
                    round_id: "free-1".to_owned(),
                    cents: 100,
                },
                t0(),
            )
            .jackpot(Some(draw(0))),
        )
        .await
        .expect("credit");
    assert_eq!(credit.jackpot, None);
    let demo = game(&store, &u, GameMode::Demo).await;
    let played = debit(&store, &u, &demo.id, "demo-1", 1_000, Some(draw(0)))
        .await
        .expect("demo debit");
    assert_eq!(played.jackpot, None);
    assert_eq!(pool(&store).await, seeded);

    let bad = JackpotDraw { draw: H, ..draw(0) };
    let refused = debit(&store, &u, &s, "bad-1", 1_000, Some(bad)).await;
    assert!(
        matches!(refused, Err(StoreError::Conflict("jackpot"))),
        "{refused:?}"
    );
    let unknown = JackpotDraw {
        slug: "no-such-pot".to_owned(),
        ..draw(0)
    };
    let refused = debit(&store, &u, &s, "bad-2", 1_000, Some(unknown)).await;
    assert!(
        matches!(refused, Err(StoreError::NotFound("jackpot"))),
        "{refused:?}"
    );
    assert_eq!(cash(&store, &u).await, 10_000 + 100);
    // Nothing of the refused debits was kept: their ids are still free.
    debit(&store, &u, &s, "bad-1", 1_000, Some(miss()))
        .await
        .expect("the id is free");
    assert_pools_are_the_account(&store).await;
}
