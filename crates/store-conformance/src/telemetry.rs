//! Conformance cases of [`TelemetryStore`](store::TelemetryStore).

use super::{new_user, t0};
use chrono::Duration;
use domain::ids::UserId;
use store::{NewTelemetryRecord, Store, StoreError, TelemetryKind};

fn record(
    id: &str,
    kind: TelemetryKind,
    payload: &str,
    at_ms: i64,
    user: Option<&UserId>,
) -> NewTelemetryRecord {
    NewTelemetryRecord {
        id: id.to_owned(),
        kind,
        payload: payload.to_owned(),
        user_id: user.cloned(),
        install_id: Some(format!("install-{id}")),
        created_at: t0() + Duration::milliseconds(at_ms),
    }
}

/// Records round-trip with every field; reads are per kind, newest first, limited.
pub async fn telemetry_round_trips_newest_first<S: Store>(store: S) {
    let user = store
        .create_user(new_user("telemetry@example.com"))
        .await
        .expect("user");
    store
        .insert_telemetry(vec![
            record(
                "e1",
                TelemetryKind::ClientError,
                r#"{"message":"first"}"#,
                0,
                Some(&user.id),
            ),
            record(
                "a1",
                TelemetryKind::AnalyticsEvent,
                r#"{"name":"x"}"#,
                5,
                None,
            ),
        ])
        .await
        .expect("insert");
    store
        .insert_telemetry(vec![record(
            "e2",
            TelemetryKind::ClientError,
            r#"{"message":"second","nested":{"list":[1,2]}}"#,
            10,
            None,
        )])
        .await
        .expect("insert");

    let errors = store
        .recent_telemetry(TelemetryKind::ClientError, 50)
        .await
        .expect("read");
    assert_eq!(
        errors.iter().map(|r| r.id.as_str()).collect::<Vec<_>>(),
        ["e2", "e1"]
    );
    let first = &errors[1];
    assert_eq!(first.kind, TelemetryKind::ClientError);
    assert_eq!(first.user_id.as_ref(), Some(&user.id));
    assert_eq!(first.install_id.as_deref(), Some("install-e1"));
    assert_eq!(first.created_at, t0());
    assert_eq!(first.payload, r#"{"message":"first"}"#);
    assert_eq!(
        errors[0].payload,
        r#"{"message":"second","nested":{"list":[1,2]}}"#
    );
    assert_eq!(errors[0].user_id, None);

    let limited = store
        .recent_telemetry(TelemetryKind::ClientError, 1)
        .await
        .expect("read");
    assert_eq!(limited.len(), 1);
    assert_eq!(limited[0].id, "e2");

    let events = store
        .recent_telemetry(TelemetryKind::AnalyticsEvent, 0)
        .await
        .expect("read");
    assert_eq!(events.len(), 1, "a limit of 0 is clamped to 1");
    assert_eq!(events[0].id, "a1");
}

/// Records of one instant come back in reverse insertion order (a batch keeps its order).
pub async fn telemetry_same_instant_keeps_insertion_order<S: Store>(store: S) {
    let batch = (0..5)
        .map(|i| {
            record(
                &format!("b{i}"),
                TelemetryKind::AnalyticsEvent,
                "{}",
                0,
                None,
            )
        })
        .collect();
    store.insert_telemetry(batch).await.expect("insert");
    let read = store
        .recent_telemetry(TelemetryKind::AnalyticsEvent, 200)
        .await
        .expect("read");
    assert_eq!(
        read.iter().map(|r| r.id.as_str()).collect::<Vec<_>>(),
        ["b4", "b3", "b2", "b1", "b0"]
    );
}

/// A batch with a duplicate id stores nothing.
pub async fn telemetry_batch_is_all_or_nothing<S: Store>(store: S) {
    store
        .insert_telemetry(vec![record(
            "dup",
            TelemetryKind::ClientError,
            "{}",
            0,
            None,
        )])
        .await
        .expect("insert");
    let err = store
        .insert_telemetry(vec![
            record("fresh", TelemetryKind::ClientError, "{}", 1, None),
            record("dup", TelemetryKind::ClientError, "{}", 2, None),
        ])
        .await
        .expect_err("duplicate id");
    assert!(matches!(err, StoreError::Conflict("id")), "{err:?}");
    let read = store
        .recent_telemetry(TelemetryKind::ClientError, 200)
        .await
        .expect("read");
    assert_eq!(
        read.iter().map(|r| r.id.as_str()).collect::<Vec<_>>(),
        ["dup"]
    );
    // An empty batch is a no-op.
    store.insert_telemetry(Vec::new()).await.expect("empty");
}

/// Concurrent writers all land.
pub async fn concurrent_telemetry_inserts_all_land<S: Store + Clone>(store: S) {
    let tasks: Vec<_> = (0..16)
        .map(|i| {
            let store = store.clone();
            tokio::spawn(async move {
                store
                    .insert_telemetry(vec![
                        record(
                            &format!("c{i}-a"),
                            TelemetryKind::AnalyticsEvent,
                            "{}",
                            i,
                            None,
                        ),
                        record(
                            &format!("c{i}-b"),
                            TelemetryKind::AnalyticsEvent,
                            "{}",
                            i,
                            None,
                        ),
                    ])
                    .await
            })
        })
        .collect();
    for task in tasks {
        task.await.expect("join").expect("insert");
    }
    let read = store
        .recent_telemetry(TelemetryKind::AnalyticsEvent, 200)
        .await
        .expect("read");
    assert_eq!(read.len(), 32);
}
