//! Conformance cases of [`store::FlagStore`].

use chrono::Duration;

use super::t0;
use store::{FlagOverride, FlagRules, Store};

fn rules(key: &str, json: &str, minutes: i64) -> FlagRules {
    FlagRules {
        key: key.to_owned(),
        rules_json: json.to_owned(),
        updated_at: t0() + Duration::minutes(minutes),
        updated_by: "conformance".to_owned(),
    }
}

/// Rule documents are stored, replaced, listed by key and deleted.
pub async fn flag_rules_round_trip<S: Store>(store: S) {
    assert!(store.flag_rules().await.unwrap().is_empty());
    let search = rules(
        "search",
        r#"{"rules":[{"percentage":10,"value":false}]}"#,
        0,
    );
    let teaser = rules(
        "teaser",
        r#"{"rules":[{"regions":["US-NJ"],"value":true}]}"#,
        1,
    );
    store.put_flag_rules(teaser.clone()).await.unwrap();
    store.put_flag_rules(search.clone()).await.unwrap();
    assert_eq!(
        store.flag_rules().await.unwrap(),
        vec![search.clone(), teaser.clone()]
    );

    let replaced = FlagRules {
        updated_by: "someone-else".to_owned(),
        ..rules(
            "search",
            r#"{"rules":[{"brands":["halftime"],"value":true}]}"#,
            5,
        )
    };
    store.put_flag_rules(replaced.clone()).await.unwrap();
    assert_eq!(
        store.flag_rules().await.unwrap(),
        vec![replaced, teaser.clone()]
    );

    assert!(store.delete_flag_rules("search").await.unwrap());
    assert!(!store.delete_flag_rules("search").await.unwrap());
    assert_eq!(store.flag_rules().await.unwrap(), vec![teaser]);
}

/// Overrides belong to one owner; `None` clears; clearing nothing is fine.
pub async fn flag_overrides_per_owner<S: Store>(store: S) {
    assert!(store.flag_overrides("session-a").await.unwrap().is_empty());
    store
        .set_flag_override("session-a", "debugMenu", Some(true), t0())
        .await
        .unwrap();
    store
        .set_flag_override("session-a", "search", Some(false), t0())
        .await
        .unwrap();
    store
        .set_flag_override("visitor-b", "debugMenu", Some(false), t0())
        .await
        .unwrap();
    let ov = |key: &str, enabled: bool| FlagOverride {
        key: key.to_owned(),
        enabled,
    };
    assert_eq!(
        store.flag_overrides("session-a").await.unwrap(),
        vec![ov("debugMenu", true), ov("search", false)]
    );
    assert_eq!(
        store.flag_overrides("visitor-b").await.unwrap(),
        vec![ov("debugMenu", false)]
    );

    store
        .set_flag_override(
            "session-a",
            "debugMenu",
            Some(false),
            t0() + Duration::seconds(1),
        )
        .await
        .unwrap();
    store
        .set_flag_override("session-a", "search", None, t0() + Duration::seconds(2))
        .await
        .unwrap();
    store
        .set_flag_override("session-a", "teaser", None, t0())
        .await
        .unwrap();
    assert_eq!(
        store.flag_overrides("session-a").await.unwrap(),
        vec![ov("debugMenu", false)]
    );
    assert_eq!(
        store.flag_overrides("visitor-b").await.unwrap(),
        vec![ov("debugMenu", false)]
    );
}

/// Concurrent writers of the same flag leave exactly one document (the upsert is atomic).
pub async fn concurrent_flag_writes_keep_one_document<S: Store + Clone>(store: S) {
    let writers = (0..8i64).map(|i| {
        let store = store.clone();
        tokio::spawn(async move {
            let json = format!(r#"{{"rules":[{{"percentage":{i},"value":true}}]}}"#);
            store
                .put_flag_rules(rules("quickDeposit", &json, i))
                .await
                .unwrap();
            store
                .set_flag_override("session-x", "quickDeposit", Some(i % 2 == 0), t0())
                .await
                .unwrap();
        })
    });
    for w in futures::future::join_all(writers).await {
        w.unwrap();
    }
    let stored = store.flag_rules().await.unwrap();
    assert_eq!(stored.len(), 1);
    assert_eq!(stored[0].key, "quickDeposit");
    assert_eq!(store.flag_overrides("session-x").await.unwrap().len(), 1);
}
