//! Conformance cases of [`LeaseStore`](store::LeaseStore): one holder at a time, renewals
//! keep the token, a take-over after expiry (or a forced one) moves it on, releases only by
//! the current holder, refusals of malformed requests, and one winner among nodes racing for
//! a free lease.

use super::t0;
use chrono::Duration;
use std::sync::Arc;
use store::{Store, StoreError};
use tokio::sync::Barrier;

pub async fn lease_has_one_holder_and_a_growing_token<S: Store + Clone>(store: S) {
    let ttl = Duration::seconds(6);
    assert_eq!(store.lease("jobs").await.unwrap(), None);
    let a = store
        .acquire_lease("jobs", "node-a", t0(), t0() + ttl, false)
        .await
        .unwrap()
        .expect("a free lease is taken");
    assert_eq!((a.holder.as_str(), a.token), ("node-a", 1));
    assert_eq!(a.expires_at, t0() + ttl);
    // Another node waits while the lease is live.
    let later = t0() + Duration::seconds(3);
    assert_eq!(
        store
            .acquire_lease("jobs", "node-b", later, later + ttl, false)
            .await
            .unwrap(),
        None
    );
    // A renewal keeps the token and moves the expiry.
    let renewed = store
        .acquire_lease("jobs", "node-a", later, later + ttl, false)
        .await
        .unwrap()
        .expect("the holder renews");
    assert_eq!((renewed.token, renewed.expires_at), (1, later + ttl));
    assert_eq!(store.lease("jobs").await.unwrap(), Some(renewed.clone()));
    // Another lease name is independent.
    let other = store
        .acquire_lease("other", "node-b", later, later + ttl, false)
        .await
        .unwrap()
        .expect("another lease");
    assert_eq!(other.token, 1);

    // Expired: another node takes it with the next token; the old holder can neither renew
    // nor release it.
    let expired = later + ttl;
    let b = store
        .acquire_lease("jobs", "node-b", expired, expired + ttl, false)
        .await
        .unwrap()
        .expect("an expired lease is taken");
    assert_eq!((b.holder.as_str(), b.token), ("node-b", 2));
    assert_eq!(
        store
            .acquire_lease("jobs", "node-a", expired, expired + ttl, false)
            .await
            .unwrap(),
        None
    );
    assert!(!store.release_lease(&a.fence(), expired).await.unwrap());
    // A forced take-over (a single node after a restart) moves the token on too.
    let c = store
        .acquire_lease("jobs", "node-c", expired, expired + ttl, true)
        .await
        .unwrap()
        .expect("a take-over");
    assert_eq!((c.holder.as_str(), c.token), ("node-c", 3));
    // Released by its holder: free at once for the next node.
    assert!(store.release_lease(&c.fence(), expired).await.unwrap());
    assert!(!store.release_lease(&b.fence(), expired).await.unwrap());
    let d = store
        .acquire_lease("jobs", "node-a", expired, expired + ttl, false)
        .await
        .unwrap()
        .expect("a released lease is free");
    assert_eq!((d.holder.as_str(), d.token), ("node-a", 4));

    let long = "n".repeat(65);
    for (name, holder, until) in [
        ("", "node-a", expired + ttl),
        ("jobs", "", expired + ttl),
        (long.as_str(), "node-a", expired + ttl),
        ("jobs", "node-a", expired),
    ] {
        let refused = store
            .acquire_lease(name, holder, expired, until, false)
            .await;
        assert!(
            matches!(refused, Err(StoreError::Conflict("lease"))),
            "{name:?} {holder:?}: {refused:?}"
        );
    }
}

pub async fn concurrent_lease_acquisitions_have_one_winner<S: Store + Clone>(store: S) {
    const NODES: usize = 8;
    let barrier = Arc::new(Barrier::new(NODES));
    let mut tasks = Vec::new();
    for i in 0..NODES {
        let (store, barrier) = (store.clone(), Arc::clone(&barrier));
        tasks.push(tokio::spawn(async move {
            barrier.wait().await;
            store
                .acquire_lease(
                    "race",
                    &format!("node-{i}"),
                    t0(),
                    t0() + Duration::seconds(6),
                    false,
                )
                .await
                .unwrap()
        }));
    }
    let mut winners = Vec::new();
    for task in tasks {
        if let Some(lease) = task.await.unwrap() {
            winners.push(lease);
        }
    }
    assert_eq!(winners.len(), 1, "{winners:?}");
    assert_eq!(winners[0].token, 1);
    assert_eq!(store.lease("race").await.unwrap(), Some(winners[0].clone()));
}
