//! The waiting room over HTTP: tickets issued and echoed, 202 with the payload over the
//! limit, seats freed by idling or logging out (FIFO), exact admission under concurrency,
//! and the paths that are never held back.

use crate::common::{PASSWORD, TestApp};
use serde_json::{Value, json};
use std::time::Duration;

const QUERY: &str = "{ customDialogs { id } }";

async fn set_max(app: &TestApp, max: u32) {
    let res = app
        .client
        .post(app.url("/api/dev/waiting-room"))
        .json(&json!({ "maxSessions": max }))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["maxSessions"], max);
}

/// One GraphQL request with an optional ticket: (status, ticket header, body).
async fn ask(app: &TestApp, ticket: Option<&str>) -> (u16, Option<String>, Value) {
    let mut req = app
        .client
        .post(app.url("/graphql"))
        .json(&json!({ "query": QUERY }));
    if let Some(t) = ticket {
        req = req.header("x-admission-ticket", t);
    }
    let res = req.send().await.unwrap();
    let status = res.status().as_u16();
    let header = res
        .headers()
        .get("x-admission-ticket")
        .map(|v| v.to_str().unwrap().to_owned());
    (status, header, res.json().await.unwrap())
}

#[tokio::test]
async fn over_the_limit_visitors_wait_and_get_in_when_a_seat_idles() {
    let app = TestApp::spawn_with(|c| c.waiting_room_idle = Duration::from_secs(30)).await;
    set_max(&app, 2).await;

    let (s1, t1, _) = ask(&app, None).await;
    let (s2, t2, _) = ask(&app, None).await;
    let (s3, t3, body3) = ask(&app, None).await;
    let (t1, t2, t3) = (t1.unwrap(), t2.unwrap(), t3.unwrap());
    assert_eq!((s1, s2), (200, 200));
    assert_eq!(s3, 202, "{body3}");
    assert!(t1 != t2 && t2 != t3 && t1 != t3, "distinct tickets");
    assert_eq!(
        body3,
        json!({"cfWaitingRoom": {"inWaitingRoom": true, "refreshIntervalSeconds": 5, "position": 1}})
    );

    // Admitted tickets are echoed and keep their seat.
    let (s, echoed, body) = ask(&app, Some(&t1)).await;
    assert_eq!(s, 200);
    assert_eq!(echoed.as_deref(), Some(t1.as_str()));
    assert!(body["data"]["customDialogs"].is_array());

    // The status endpoint is never held back and tells the position.
    let res = app
        .client
        .get(app.url("/api/waiting-room"))
        .header("x-admission-ticket", &t3)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let st: Value = res.json().await.unwrap();
    assert_eq!(st["cfWaitingRoom"]["inWaitingRoom"], true);
    assert_eq!(st["cfWaitingRoom"]["position"], 1);
    assert_eq!(st["ticket"], t3.as_str());
    for path in ["/healthz", "/api/maintenance"] {
        let res = app.client.get(app.url(path)).send().await.unwrap();
        assert_eq!(res.status(), 200, "{path}");
    }

    // Still waiting while the seats are in use...
    let (s, _, _) = ask(&app, Some(&t3)).await;
    assert_eq!(s, 202);
    // ...and admitted once an admitted ticket idled past 30 s (by the server's clock).
    app.state.clock.advance(chrono::Duration::seconds(31));
    let (s, echoed, _) = ask(&app, Some(&t3)).await;
    assert_eq!(s, 200);
    assert_eq!(echoed.as_deref(), Some(t3.as_str()));
    let res = app
        .client
        .get(app.url("/api/waiting-room"))
        .header("x-admission-ticket", &t3)
        .send()
        .await
        .unwrap();
    let st: Value = res.json().await.unwrap();
    assert_eq!(
        st["cfWaitingRoom"],
        json!({"inWaitingRoom": false, "refreshIntervalSeconds": 30})
    );
}

#[tokio::test]
async fn logging_out_frees_the_seat_for_the_next_in_line() {
    let app = TestApp::spawn().await;
    app.create_user("seat@example.com", PASSWORD).await;
    set_max(&app, 1).await;

    // The first browser logs in with its ticket.
    let (s, ta, _) = ask(&app, None).await;
    assert_eq!(s, 200);
    let ta = ta.unwrap();
    let res = app
        .client
        .post(app.url("/oauth/token"))
        .header("x-admission-ticket", &ta)
        .json(&json!({"grant_type": "password", "username": "seat@example.com", "password": PASSWORD, "client_id": "web"}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let tokens: Value = res.json().await.unwrap();
    let access = tokens["access_token"].as_str().unwrap();

    // The second waits; even the token endpoint holds it back.
    let (s, tb, _) = ask(&app, None).await;
    assert_eq!(s, 202);
    let tb = tb.unwrap();
    let res = app
        .client
        .post(app.url("/oauth/token"))
        .header("x-admission-ticket", &tb)
        .json(&json!({"grant_type": "password", "username": "seat@example.com", "password": PASSWORD, "client_id": "web"}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 202);

    let res = app
        .client
        .post(app.url("/api/logout"))
        .header("x-admission-ticket", &ta)
        .bearer_auth(access)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 204);

    let (s, _, _) = ask(&app, Some(&tb)).await;
    assert_eq!(s, 200, "the next in line is admitted after the logout");
    let (s, _, body) = ask(&app, Some(&ta)).await;
    assert_eq!(s, 202, "the logged-out ticket queues again");
    assert_eq!(body["cfWaitingRoom"]["position"], 1);
}

#[tokio::test]
async fn concurrent_visitors_are_admitted_exactly_up_to_the_limit() {
    let app = TestApp::spawn().await;
    set_max(&app, 3).await;
    let asks: Vec<_> = (0..10).map(|_| ask(&app, None)).collect();
    let answers = futures::future::join_all(asks).await;
    let admitted = answers.iter().filter(|(s, _, _)| *s == 200).count();
    let waiting = answers.iter().filter(|(s, _, _)| *s == 202).count();
    assert_eq!((admitted, waiting), (3, 7));
    let mut positions: Vec<u64> = Vec::new();
    for (_, ticket, _) in &answers {
        let (s, _, body) = ask(&app, ticket.as_deref()).await;
        if s == 202 {
            positions.push(body["cfWaitingRoom"]["position"].as_u64().unwrap());
        }
    }
    positions.sort_unstable();
    assert_eq!(positions, (1..=7).collect::<Vec<u64>>());
}

#[tokio::test]
async fn with_the_room_off_nothing_waits_and_no_ticket_is_issued() {
    let app = TestApp::spawn().await;
    for _ in 0..5 {
        let (s, ticket, _) = ask(&app, None).await;
        assert_eq!(s, 200);
        assert_eq!(ticket, None);
    }
    // The configured limit applies until an operator sets one; 0 turns it off again.
    let app = TestApp::spawn_with(|c| c.waiting_room_max_sessions = 1).await;
    assert_eq!(ask(&app, None).await.0, 200);
    assert_eq!(ask(&app, None).await.0, 202);
    set_max(&app, 0).await;
    assert_eq!(ask(&app, None).await.0, 200);
}
