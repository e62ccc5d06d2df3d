//! Conformance cases of a placement's idempotency key and its fingerprint
//! ([`BettingStore::place_bets`](store::BettingStore::place_bets)): the same key with the
//! same fingerprint replays (see `betting_idempotent_replay`), with another fingerprint it is
//! refused and writes nothing, also when the placements race; a key claimed before
//! fingerprints were kept replays.

use super::betting::{fingerprint, free_bet, grant, placement, straight};
use super::{assert_ledger_ok, cash, fund, session, t0, user};
use domain::betslip::{PlacementFingerprint, RequestFingerprint};
use std::future::Future;
use std::sync::Arc;
use store::{PlaceBets, PlaceOutcome, PlacedBet, RewardKind, Store};
use tokio::sync::Barrier;

/// Everything a refused placement must leave as it was.
#[derive(Debug, PartialEq, Eq)]
struct Footprint {
    cash: i64,
    bets: Vec<PlacedBet>,
    transactions: u64,
    stakes: i64,
    rewards: usize,
}

async fn footprint<S: Store>(store: &S, user: &domain::ids::UserId) -> Footprint {
    Footprint {
        cash: cash(store, user).await,
        bets: store.bets_of(user, 100).await.unwrap(),
        transactions: store.verify_ledger().await.unwrap().transactions,
        stakes: store.wager_totals(user, &[t0()]).await.unwrap()[0].stakes,
        rewards: store.available_rewards(user, t0()).await.unwrap().len(),
    }
}

/// A key used before with another fingerprint (other bets, another stake, or the same bets
/// asked differently) is refused: no bet, no stake, no reward used, no wager activity; the
/// first placement still replays afterwards.
pub async fn placement_keys_with_another_fingerprint_are_refused<S: Store + Clone>(store: S) {
    let u = user(&store, "bets-key-reuse@example.com").await;
    let s = session(&store, &u.id).await;
    fund(&store, &u.id, 5_000, "fund-bets-key-reuse").await;
    let bonus = grant(&store, &u.id, RewardKind::FreeBet, 500).await;
    let first = placement(&u.id, &s, "click-1", vec![straight("sel-x", 1_000)]);
    let bets = match store.place_bets(first.clone()).await.unwrap() {
        PlaceOutcome::Placed { bets, .. } => bets,
        other => panic!("expected Placed, got {other:?}"),
    };
    let before = footprint(&store, &u.id).await;
    assert_eq!(before.cash, 4_000);

    let same_bets_asked_otherwise = {
        let asked = RequestFingerprint::of(2, false, &[("straight:sel-x", 1_000)]);
        PlaceBets {
            fingerprint: PlacementFingerprint::of(&asked, &[]),
            ..placement(&u.id, &s, "click-1", vec![straight("sel-x", 1_000)])
        }
    };
    let reuses = [
        placement(&u.id, &s, "click-1", vec![straight("sel-y", 2_000)]),
        placement(&u.id, &s, "click-1", vec![straight("sel-x", 2_000)]),
        placement(
            &u.id,
            &s,
            "click-1",
            vec![free_bet("sel-z", 500, &bonus.id)],
        ),
        same_bets_asked_otherwise,
    ];
    for reuse in reuses {
        assert_ne!(reuse.fingerprint, first.fingerprint);
        let outcome = store.place_bets(reuse.clone()).await.unwrap();
        assert_eq!(outcome, PlaceOutcome::KeyReused, "{reuse:?}");
        assert_eq!(footprint(&store, &u.id).await, before, "{reuse:?}");
    }

    // The genuine retry (fresh bet ids, same fingerprint) still answers the first bets.
    let retry = placement(&u.id, &s, "click-1", vec![straight("sel-x", 1_000)]);
    assert_eq!(retry.fingerprint, first.fingerprint);
    match store.place_bets(retry).await.unwrap() {
        PlaceOutcome::Replayed {
            bets: replayed,
            balances,
        } => {
            assert_eq!(replayed, bets);
            assert_eq!(balances.cash.cents, 4_000);
        }
        other => panic!("expected Replayed, got {other:?}"),
    }
    assert_eq!(footprint(&store, &u.id).await, before);
    assert_ledger_ok(&store).await;
}

/// Concurrent placements with one key, half of them asking for other bets: exactly one
/// placement's bets exist, every caller that asked for them gets those bets, every other
/// caller is refused, and the ledger balances.
pub async fn concurrent_placements_with_one_key_place_one_payload<S: Store + Clone>(store: S) {
    let u = user(&store, "bets-key-race@example.com").await;
    let s = session(&store, &u.id).await;
    fund(&store, &u.id, 10_000, "fund-bets-key-race").await;
    let payload = |i: usize| {
        if i.is_multiple_of(2) {
            vec![straight("sel-a", 1_000)]
        } else {
            vec![straight("sel-b", 2_000), straight("sel-c", 500)]
        }
    };
    let barrier = Arc::new(Barrier::new(10));
    let tasks: Vec<_> = (0..10)
        .map(|i| {
            let store = store.clone();
            let p = placement(&u.id, &s, "race-key", payload(i));
            let barrier = barrier.clone();
            tokio::spawn(async move {
                barrier.wait().await;
                (p.fingerprint.clone(), store.place_bets(p).await.unwrap())
            })
        })
        .collect();
    let mut answers = Vec::new();
    for task in tasks {
        answers.push(task.await.unwrap());
    }
    let winners: Vec<&PlacementFingerprint> = answers
        .iter()
        .filter(|(_, o)| matches!(o, PlaceOutcome::Placed { .. }))
        .map(|(f, _)| f)
        .collect();
    assert_eq!(winners.len(), 1, "{answers:?}");
    let winner = winners[0].clone();
    let placed = store.bets_of(&u.id, 100).await.unwrap();
    let won_with = if winner == fingerprint(&payload(0)) {
        0
    } else {
        1
    };
    assert_eq!(placed.len(), payload(won_with).len());
    for (print, outcome) in &answers {
        match outcome {
            PlaceOutcome::Placed { bets, .. } | PlaceOutcome::Replayed { bets, .. } => {
                assert_eq!(*print, winner);
                let mut bets = bets.clone();
                let mut stored = placed.clone();
                bets.sort_by(|a, b| a.id.cmp(&b.id));
                stored.sort_by(|a, b| a.id.cmp(&b.id));
                assert_eq!(bets, stored, "every such caller gets the placed bets");
            }
            PlaceOutcome::KeyReused => assert_ne!(*print, winner),
            other => panic!("unexpected {other:?}"),
        }
    }
    let refused = answers
        .iter()
        .filter(|(_, o)| *o == PlaceOutcome::KeyReused)
        .count();
    assert_eq!(refused, 5, "the other payload's five callers");
    let staked: i64 = payload(won_with).iter().map(|b| b.total_stake_cents).sum();
    assert_eq!(cash(&store, &u.id).await, 10_000 - staked);
    let report = assert_ledger_ok(&store).await;
    assert_eq!(
        report.transactions,
        1 + u64::try_from(placed.len()).unwrap(),
        "funding and one stake per placed bet"
    );
}

/// A key claimed before fingerprints were kept (its claim has none: `forget_fingerprints`
/// makes every stored claim so, as the migration left them) replays its bets whatever is
/// asked: there is nothing to compare a retry with, and a genuine retry must not be
/// refused. Called by each backend's tests with its own way to erase the fingerprints.
pub async fn placement_keys_from_before_fingerprints_replay<S, F, Fut>(
    store: S,
    forget_fingerprints: F,
) where
    S: Store + Clone,
    F: FnOnce(S) -> Fut,
    Fut: Future<Output = ()>,
{
    let u = user(&store, "bets-key-legacy@example.com").await;
    let s = session(&store, &u.id).await;
    fund(&store, &u.id, 5_000, "fund-bets-key-legacy").await;
    let first = placement(&u.id, &s, "old-click", vec![straight("sel-a", 1_000)]);
    let bets = match store.place_bets(first).await.unwrap() {
        PlaceOutcome::Placed { bets, .. } => bets,
        other => panic!("expected Placed, got {other:?}"),
    };
    forget_fingerprints(store.clone()).await;
    let before = footprint(&store, &u.id).await;
    for retry in [
        placement(&u.id, &s, "old-click", vec![straight("sel-a", 1_000)]),
        placement(&u.id, &s, "old-click", vec![straight("sel-b", 2_000)]),
    ] {
        match store.place_bets(retry).await.unwrap() {
            PlaceOutcome::Replayed { bets: replayed, .. } => assert_eq!(replayed, bets),
            other => panic!("expected Replayed, got {other:?}"),
        }
        assert_eq!(footprint(&store, &u.id).await, before);
    }
    assert_ledger_ok(&store).await;
}
