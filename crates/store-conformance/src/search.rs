//! Conformance cases of [`SearchStore`](store::SearchStore): recent searches newest first,
//! one per term ignoring case, at most three, private to their user, cleared on demand, and
//! kept within three under concurrent searches of one user.

use super::{new_user, t0};
use chrono::Duration;
use domain::ids::UserId;
use store::{Store, StoreError};

pub async fn recent_searches_newest_first_unique_and_bounded<S: Store + Clone>(store: S) {
    let user = store
        .create_user(new_user("search@example.com"))
        .await
        .expect("user")
        .id;
    let other = store
        .create_user(new_user("search-other@example.com"))
        .await
        .expect("user")
        .id;
    assert!(
        store
            .recent_searches(&user)
            .await
            .expect("empty")
            .is_empty()
    );
    let mut last = Vec::new();
    for (i, term) in ["chiefs", "lakers", "roulette", "Chiefs", "keno"]
        .into_iter()
        .enumerate()
    {
        let at = t0() + Duration::seconds(i64::try_from(i).expect("small"));
        last = store.record_search(&user, term, at).await.expect("record");
    }
    assert_eq!(last, vec!["keno", "Chiefs", "roulette"]);
    assert_eq!(store.recent_searches(&user).await.expect("read"), last);
    // Two searches within one millisecond keep their order.
    let same = t0() + Duration::seconds(10);
    store
        .record_search(&user, "darts", same)
        .await
        .expect("record");
    let after = store
        .record_search(&user, "tennis", same)
        .await
        .expect("record");
    assert_eq!(after, vec!["tennis", "darts", "keno"]);
    assert!(
        store
            .recent_searches(&other)
            .await
            .expect("other")
            .is_empty()
    );
    store
        .record_search(&other, "blackjack", t0())
        .await
        .expect("other records");
    store.clear_recent_searches(&user).await.expect("clear");
    assert!(
        store
            .recent_searches(&user)
            .await
            .expect("cleared")
            .is_empty()
    );
    assert_eq!(
        store.recent_searches(&other).await.expect("other kept"),
        vec!["blackjack"]
    );
    let unknown = UserId::from_raw("no-such-user");
    assert!(matches!(
        store.record_search(&unknown, "chiefs", t0()).await,
        Err(StoreError::NotFound("user"))
    ));
}

pub async fn concurrent_searches_keep_three<S: Store + Clone>(store: S) {
    let user = store
        .create_user(new_user("search-race@example.com"))
        .await
        .expect("user")
        .id;
    let tasks: Vec<_> = (0..8)
        .map(|i| {
            let (store, user) = (store.clone(), user.clone());
            tokio::spawn(async move {
                store
                    .record_search(&user, &format!("term {i}"), t0())
                    .await
                    .expect("record")
            })
        })
        .collect();
    for task in tasks {
        task.await.expect("task");
    }
    let recent = store.recent_searches(&user).await.expect("read");
    assert_eq!(recent.len(), 3);
    let mut unique = recent.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), 3);
}
