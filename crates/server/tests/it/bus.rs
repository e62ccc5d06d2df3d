//! The NATS bus between nodes (`server::bus::nats`), on its own: every node hears every
//! event once, in order per publisher, through its follower first; a node that starts late
//! reads what it missed; a restart of NATS loses and doubles nothing.

use crate::common::nats::{self, OwnNats};
use domain::ids::{SessionId, UserId};
use server::bus::nats::NatsBus;
use server::bus::{Event, EventBus, Follower, GradedMarket};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::broadcast;

/// Records what it was handed, and when each catalogue change was handed relative to the
/// subscribers (it must come first).
#[derive(Default)]
struct Recorder {
    seen: Mutex<Vec<Event>>,
    resyncs: AtomicU64,
}

#[async_trait::async_trait]
impl Follower for Recorder {
    async fn before_delivery(&self, event: &Event) {
        self.seen.lock().unwrap().push(event.clone());
    }
    async fn resync(&self) {
        self.resyncs.fetch_add(1, Ordering::SeqCst);
    }
}

async fn recv(rx: &mut broadcast::Receiver<Event>) -> Event {
    tokio::time::timeout(Duration::from_secs(10), rx.recv())
        .await
        .expect("an event within 10 s")
        .unwrap()
}

fn balance(user: &str) -> Event {
    Event::BalanceChanged {
        user_id: UserId::from_raw(user),
    }
}

#[tokio::test]
async fn events_reach_other_nodes_once_through_the_follower_and_late_nodes_catch_up() {
    let Some(config) = nats::machine("sbbus").await else {
        return;
    };
    let a = NatsBus::connect(&config, "node-a").await.unwrap();
    let b = NatsBus::connect(&config, "node-b").await.unwrap();
    let (follows_a, follows_b) = (Arc::new(Recorder::default()), Arc::new(Recorder::default()));
    a.follow(a.position().await.unwrap(), follows_a.clone());
    b.follow(b.position().await.unwrap(), follows_b.clone());
    let (mut on_a, mut on_b) = (a.subscribe(), b.subscribe());

    let revoked = Event::SessionRevoked {
        session_id: SessionId::from_raw("s1"),
        user_id: UserId::from_raw("u1"),
        reason: "logout".into(),
    };
    let changed = Event::CatalogueChanged {
        source: "vendor".into(),
        sequence: 7,
        event_ids: vec!["g1".into()],
        market_ids: vec!["g1.ml".into()],
        market_event_ids: vec!["g1".into()],
        graded: vec![GradedMarket {
            market_id: "g1.ml".into(),
            event_id: "g1".into(),
            corrected: false,
        }],
    };
    a.publish(revoked.clone());
    a.publish(changed.clone());
    b.publish(balance("u2"));
    // Each node's subscribers hear every event once, in order per publisher.
    assert_eq!(recv(&mut on_a).await, revoked);
    assert_eq!(recv(&mut on_a).await, changed);
    assert_eq!(recv(&mut on_a).await, balance("u2"));
    let mut heard_on_b = vec![
        recv(&mut on_b).await,
        recv(&mut on_b).await,
        recv(&mut on_b).await,
    ];
    heard_on_b.sort_by_key(|e| e.family());
    assert_eq!(
        heard_on_b,
        vec![balance("u2"), changed.clone(), revoked.clone()]
    );
    // Nothing more: a node's own events, coming back from the stream before the next
    // node's marker, are not delivered a second time.
    a.publish(balance("marker-a"));
    assert_eq!(recv(&mut on_a).await, balance("marker-a"));
    assert_eq!(recv(&mut on_b).await, balance("marker-a"));
    b.publish(balance("marker-b"));
    assert_eq!(recv(&mut on_b).await, balance("marker-b"));
    assert_eq!(recv(&mut on_a).await, balance("marker-b"));
    // The follower saw the other node's events only, before the subscribers.
    assert_eq!(
        *follows_b.seen.lock().unwrap(),
        vec![revoked.clone(), changed.clone(), balance("marker-a")]
    );
    assert_eq!(
        *follows_a.seen.lock().unwrap(),
        vec![balance("u2"), balance("marker-b")]
    );

    // A node starting late from an older position reads what it missed.
    let late = NatsBus::connect(&config, "node-late").await.unwrap();
    let follows_late = Arc::new(Recorder::default());
    let mut on_late = late.subscribe();
    late.follow(0, follows_late.clone());
    let mut caught_up = Vec::new();
    for _ in 0..5 {
        caught_up.push(recv(&mut on_late).await);
    }
    assert!(caught_up.contains(&revoked) && caught_up.contains(&changed));
    assert_eq!(follows_late.resyncs.load(Ordering::SeqCst), 0);
    nats::drop_stream(&config).await;
}

#[tokio::test]
async fn a_restart_of_nats_under_load_loses_and_doubles_nothing() {
    let Some(mut own) = OwnNats::start() else {
        return;
    };
    let config = nats::config(&own.url(), "sbrestart");
    let a = NatsBus::connect(&config, "node-a").await.unwrap();
    let b = NatsBus::connect(&config, "node-b").await.unwrap();
    b.follow(b.position().await.unwrap(), Arc::new(Recorder::default()));
    let mut on_b = b.subscribe();

    // A publishes 600 events over about 3 s; NATS is down for 1 s in the middle of it.
    const EVENTS: usize = 600;
    let publishing = {
        let a = Arc::clone(&a);
        tokio::spawn(async move {
            for n in 0..EVENTS {
                a.publish(balance(&format!("u{n}")));
                tokio::time::sleep(Duration::from_millis(5)).await;
            }
        })
    };
    tokio::time::sleep(Duration::from_millis(800)).await;
    own.restart(Duration::from_secs(1)).await;
    publishing.await.unwrap();

    // B hears every one of them, once and in order, once NATS is back.
    let mut heard = Vec::with_capacity(EVENTS);
    while heard.len() < EVENTS {
        let event = tokio::time::timeout(Duration::from_secs(30), on_b.recv())
            .await
            .unwrap_or_else(|_| panic!("only {} of {EVENTS} events reached B", heard.len()))
            .unwrap();
        heard.push(event);
    }
    let sent: Vec<Event> = (0..EVENTS).map(|n| balance(&format!("u{n}"))).collect();
    assert_eq!(heard, sent);
    let extra = tokio::time::timeout(Duration::from_secs(1), on_b.recv()).await;
    assert!(extra.is_err(), "an event heard twice: {extra:?}");
    // The stream holds each once: a retried event whose acknowledgement was lost is dropped.
    assert_eq!(a.position().await.unwrap(), u64::try_from(EVENTS).unwrap());
}
