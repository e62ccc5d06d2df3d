//! Conformance cases of [`store::PlatformStore`]: maintenance switch and session
//! revocation, waiting-room admission (FIFO, idle expiry, release, concurrency), custom
//! dialogs.

use super::{ms, session, t0, user};
use chrono::Duration;
use domain::ids::SessionId;
use store::{Admission, AdmissionRules, MaintenanceContent, REASON_MAINTENANCE, Store, StoreError};

fn rules(max: u32) -> AdmissionRules {
    AdmissionRules {
        max_sessions: max,
        idle: Duration::seconds(60),
        waiting_idle: Duration::seconds(120),
    }
}

fn content(title: &str) -> MaintenanceContent {
    MaintenanceContent {
        title: title.to_owned(),
        message: "Back at noon".to_owned(),
        image: Some("/maintenance.png".to_owned()),
        link: Some("https://status.example.com".to_owned()),
        label: Some("More info".to_owned()),
        refresh_interval_seconds: 15,
    }
}

pub async fn platform_settings_defaults<S: Store + Clone>(store: S) {
    let s = store.platform_settings().await.expect("settings");
    assert!(!s.maintenance_active);
    assert_eq!(s.maintenance_content.title, "We're working on a few things");
    assert_eq!(s.maintenance_content.message, "Check back soon!");
    assert_eq!(s.maintenance_content.refresh_interval_seconds, 30);
    assert_eq!(s.maintenance_content.link, None);
    assert_eq!(s.waiting_room_max, None);

    store
        .set_waiting_room_max(Some(5), t0())
        .await
        .expect("set max");
    let s = store.platform_settings().await.expect("settings");
    assert_eq!(s.waiting_room_max, Some(5));
    assert_eq!(s.updated_at, t0());
    store
        .set_waiting_room_max(None, t0())
        .await
        .expect("clear max");
    assert_eq!(
        store
            .platform_settings()
            .await
            .expect("settings")
            .waiting_room_max,
        None
    );
}

pub async fn maintenance_on_revokes_live_sessions<S: Store + Clone>(store: S) {
    let a = user(&store, "maint-a@example.com").await;
    let b = user(&store, "maint-b@example.com").await;
    let a1 = session(&store, &a.id).await;
    let a2 = session(&store, &a.id).await;
    let b1 = session(&store, &b.id).await;
    store
        .revoke_session(&a2.id, "logout", t0() + ms(1))
        .await
        .expect("logout");

    let at = t0() + ms(10);
    let mut revoked = store
        .set_maintenance(true, &content("Upgrade"), at)
        .await
        .expect("maintenance on");
    revoked.sort_by(|x, y| x.session_id.as_str().cmp(y.session_id.as_str()));
    let mut expected: Vec<(SessionId, _)> =
        vec![(a1.id.clone(), a.id.clone()), (b1.id.clone(), b.id.clone())];
    expected.sort_by(|x, y| x.0.as_str().cmp(y.0.as_str()));
    let got: Vec<_> = revoked
        .iter()
        .map(|r| (r.session_id.clone(), r.user_id.clone()))
        .collect();
    assert_eq!(got, expected, "only the live sessions are revoked");

    for id in [&a1.id, &b1.id] {
        let s = store.session(id).await.expect("read").expect("exists");
        assert_eq!(s.revoke_reason.as_deref(), Some(REASON_MAINTENANCE));
        assert_eq!(s.revoked_at, Some(at));
    }
    let s = store.session(&a2.id).await.expect("read").expect("exists");
    assert_eq!(
        s.revoke_reason.as_deref(),
        Some("logout"),
        "first reason wins"
    );

    let settings = store.platform_settings().await.expect("settings");
    assert!(settings.maintenance_active);
    assert_eq!(settings.maintenance_content, content("Upgrade"));

    // Switching off keeps the content and revokes nothing.
    let c = session(&store, &a.id).await;
    let revoked = store
        .set_maintenance(false, &content("Upgrade"), at + ms(1))
        .await
        .expect("maintenance off");
    assert!(revoked.is_empty());
    assert!(
        store
            .session(&c.id)
            .await
            .expect("read")
            .expect("exists")
            .is_live(at + ms(2))
    );
    assert!(
        !store
            .platform_settings()
            .await
            .expect("settings")
            .maintenance_active
    );
}

pub async fn admission_is_fifo_with_positions<S: Store + Clone>(store: S) {
    let r = rules(2);
    let now = t0();
    assert_eq!(
        store.admit_ticket("t1", r, now).await.expect("t1"),
        Admission::Admitted
    );
    assert_eq!(
        store.admit_ticket("t2", r, now + ms(1)).await.expect("t2"),
        Admission::Admitted
    );
    assert_eq!(
        store.admit_ticket("t3", r, now + ms(2)).await.expect("t3"),
        Admission::Waiting { position: 1 }
    );
    assert_eq!(
        store.admit_ticket("t4", r, now + ms(3)).await.expect("t4"),
        Admission::Waiting { position: 2 }
    );
    // Polling again keeps the place in line, and admitted tickets stay admitted.
    assert_eq!(
        store.admit_ticket("t4", r, now + ms(4)).await.expect("t4"),
        Admission::Waiting { position: 2 }
    );
    assert_eq!(
        store.admit_ticket("t1", r, now + ms(5)).await.expect("t1"),
        Admission::Admitted
    );

    // Logout frees a seat for the oldest waiting ticket, even when a younger one asks.
    store.release_ticket("t1").await.expect("release");
    store
        .release_ticket("unknown")
        .await
        .expect("unknown is fine");
    assert_eq!(
        store.admit_ticket("t4", r, now + ms(6)).await.expect("t4"),
        Admission::Waiting { position: 1 }
    );
    assert_eq!(
        store.admit_ticket("t3", r, now + ms(7)).await.expect("t3"),
        Admission::Admitted
    );
    // A released ticket presented again queues at the back.
    assert_eq!(
        store.admit_ticket("t1", r, now + ms(8)).await.expect("t1"),
        Admission::Waiting { position: 2 }
    );
    // A higher limit admits the queue in order.
    assert_eq!(
        store
            .admit_ticket("t1", rules(4), now + ms(9))
            .await
            .expect("t1"),
        Admission::Admitted
    );
    assert_eq!(
        store
            .admit_ticket("t4", rules(4), now + ms(10))
            .await
            .expect("t4"),
        Admission::Admitted
    );
}

pub async fn admission_idle_tickets_lose_their_seat<S: Store + Clone>(store: S) {
    let r = AdmissionRules {
        max_sessions: 1,
        idle: Duration::seconds(1),
        waiting_idle: Duration::seconds(10),
    };
    assert_eq!(
        store.admit_ticket("a", r, t0()).await.expect("a"),
        Admission::Admitted
    );
    assert_eq!(
        store.admit_ticket("b", r, t0() + ms(500)).await.expect("b"),
        Admission::Waiting { position: 1 }
    );
    // `a` was seen within the idle time: still holds the seat.
    assert_eq!(
        store.admit_ticket("a", r, t0() + ms(900)).await.expect("a"),
        Admission::Admitted
    );
    assert_eq!(
        store
            .admit_ticket("b", r, t0() + ms(1500))
            .await
            .expect("b"),
        Admission::Waiting { position: 1 }
    );
    // Idle past 1 s: the seat goes to `b`; `a` queues again.
    assert_eq!(
        store
            .admit_ticket("b", r, t0() + ms(2000))
            .await
            .expect("b"),
        Admission::Admitted
    );
    assert_eq!(
        store
            .admit_ticket("a", r, t0() + ms(2100))
            .await
            .expect("a"),
        Admission::Waiting { position: 1 }
    );
    // A waiting ticket that stops polling leaves the queue.
    assert_eq!(
        store
            .admit_ticket("c", r, t0() + ms(2200))
            .await
            .expect("c"),
        Admission::Waiting { position: 2 }
    );
    assert_eq!(
        store
            .admit_ticket("c", r, t0() + ms(12_200))
            .await
            .expect("c"),
        Admission::Admitted,
        "a and b went idle, c is the only one left"
    );
}

pub async fn concurrent_admission_respects_the_limit<S: Store + Clone>(store: S) {
    let r = rules(3);
    let tasks: Vec<_> = (0..10)
        .map(|i| {
            let store = store.clone();
            tokio::spawn(async move {
                store
                    .admit_ticket(&format!("ticket-{i:02}"), r, t0() + ms(i))
                    .await
                    .expect("admit")
            })
        })
        .collect();
    let mut admitted = 0;
    for task in tasks {
        if task.await.expect("join") == Admission::Admitted {
            admitted += 1;
        }
    }
    assert_eq!(admitted, 3, "exactly the limit is admitted");

    // Asking again: still 3 seats, the other 7 hold distinct places 1..=7.
    let mut positions = Vec::new();
    let mut seats = 0;
    for i in 0..10 {
        match store
            .admit_ticket(&format!("ticket-{i:02}"), r, t0() + ms(100))
            .await
            .expect("admit")
        {
            Admission::Admitted => seats += 1,
            Admission::Waiting { position } => positions.push(position),
        }
    }
    positions.sort_unstable();
    assert_eq!(seats, 3);
    assert_eq!(positions, (1..=7).collect::<Vec<u64>>());
}

pub async fn custom_dialogs_publish_and_unpublish<S: Store + Clone>(store: S) {
    assert!(store.custom_dialogs(false).await.expect("list").is_empty());
    store
        .publish_custom_dialog("welcome", r#"{"id":"welcome","v":1}"#, t0())
        .await
        .expect("publish");
    store
        .publish_custom_dialog("promo", r#"{"id":"promo"}"#, t0())
        .await
        .expect("publish");
    let all = store.custom_dialogs(true).await.expect("list");
    assert_eq!(
        all.iter().map(|d| d.id.as_str()).collect::<Vec<_>>(),
        ["promo", "welcome"]
    );
    assert!(all.iter().all(|d| d.published && d.updated_at == t0()));

    // Publishing again replaces the config.
    store
        .publish_custom_dialog("welcome", r#"{"id":"welcome","v":2}"#, t0() + ms(1))
        .await
        .expect("republish");
    store
        .unpublish_custom_dialog("promo", t0() + ms(2))
        .await
        .expect("unpublish");
    let published = store.custom_dialogs(true).await.expect("list");
    assert_eq!(published.len(), 1);
    assert_eq!(published[0].config, r#"{"id":"welcome","v":2}"#);
    let all = store.custom_dialogs(false).await.expect("list");
    assert_eq!(all.len(), 2);
    assert!(!all[0].published);

    assert!(matches!(
        store.unpublish_custom_dialog("missing", t0()).await,
        Err(StoreError::NotFound("custom dialog"))
    ));
}
