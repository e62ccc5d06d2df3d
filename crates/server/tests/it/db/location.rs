//! Location verification over real HTTP (contract `geo.md`): licence, collector, authorisation
//! and the enforcement check, on the backend `STORE_BACKEND` selects. Time moves with the
//! server's one clock (`AppState::clock`, which responsible gaming reads too) instead of
//! sleeping.

use crate::common::{TestApp, long_sessions};
use chrono::{Duration, Utc};
use domain::ids::SessionId;
use serde_json::{Value, json};
use server::location::{LocationRefusal, require_authorised};

/// Trenton NJ, about 1.5 km from the Delaware River.
const TRENTON: (f64, f64) = (40.2237, -74.7400);
/// Atlantic City NJ, about 90 km from Trenton.
const ATLANTIC_CITY: (f64, f64) = (39.3643, -74.4229);
/// Philadelphia PA: an operating region that is not the test accounts' (US-NJ).
const PHILADELPHIA: (f64, f64) = (39.9526, -75.1652);
/// Dover DE: a region the operator does not serve.
const DOVER: (f64, f64) = (39.1582, -75.5244);
/// On the Delaware River between Trenton and Morrisville PA.
const DELAWARE_RIVER: (f64, f64) = (40.2100, -74.7700);

const LICENCE: &str = "mutation($t: GeoLicenseType!) { geolocationGetApiToken(licenseType: $t) { licenseKey errors { code name } } }";
const REFETCH: &str = "mutation($k: String!) { geolocationForceRefetchLicense(currentLicenseKey: $k, licenseType: BROWSER) { licenseKey errors { code name } } }";
const AUTHORISE: &str = "mutation($p: String!) { geolocationAuthorizeGeoPacket(geoPacket: $p) { errors { code name message displayType priority } expiresAt refreshAt region } }";

struct Bettor {
    token: String,
    session: SessionId,
}

async fn bettor(app: &TestApp, email: &str) -> Bettor {
    let (_, token, _) = app.user_with_tokens(email).await;
    let claims = app.state.keys.verify(&token, app.now()).expect("own token");
    Bettor {
        token,
        session: SessionId::from_raw(claims.sid.expect("session id")),
    }
}

async fn licence(app: &TestApp, b: &Bettor) -> String {
    let res = app
        .graphql(Some(&b.token), LICENCE, json!({"t": "BROWSER"}))
        .await;
    let l = &res["data"]["geolocationGetApiToken"];
    assert_eq!(l["errors"], json!([]), "{res}");
    l["licenseKey"].as_str().expect("licence key").to_owned()
}

async fn collect_raw(app: &TestApp, body: &Value, ip: Option<&str>) -> (u16, Value) {
    let mut req = app.client.post(app.url("/geo/v1/packets")).json(body);
    if let Some(ip) = ip {
        req = req.header("x-client-ip", ip);
    }
    let res = req.send().await.expect("collector request");
    let status = res.status().as_u16();
    (status, res.json().await.expect("collector answers JSON"))
}

async fn collect(app: &TestApp, key: &str, at: (f64, f64), ip: Option<&str>) -> (u16, Value) {
    let body = json!({"licenseKey": key, "latitude": at.0, "longitude": at.1, "accuracy": 20, "source": "fixed"});
    collect_raw(app, &body, ip).await
}

async fn packet(app: &TestApp, b: &Bettor, at: (f64, f64), ip: Option<&str>) -> String {
    let key = licence(app, b).await;
    let (status, body) = collect(app, &key, at, ip).await;
    assert_eq!(status, 200, "{body}");
    body["geoPacket"].as_str().expect("geoPacket").to_owned()
}

async fn authorise(app: &TestApp, b: &Bettor, packet: &str) -> Value {
    let res = app
        .graphql(Some(&b.token), AUTHORISE, json!({"p": packet}))
        .await;
    assert!(res["errors"].is_null(), "{res}");
    res["data"]["geolocationAuthorizeGeoPacket"].clone()
}

fn error_names(answer: &Value) -> Vec<String> {
    answer["errors"]
        .as_array()
        .expect("errors list")
        .iter()
        .map(|e| e["name"].as_str().unwrap_or_default().to_owned())
        .collect()
}

fn now(app: &TestApp) -> chrono::DateTime<Utc> {
    app.state.clock.now()
}

#[tokio::test]
async fn new_jersey_is_authorised_until_it_expires() {
    let app = TestApp::spawn().await;
    let b = bettor(&app, "geo-nj@example.com").await;
    assert_eq!(
        require_authorised(&app.state, &b.session, now(&app)).await,
        Err(LocationRefusal::NotVerified)
    );
    let packet = packet(&app, &b, TRENTON, None).await;
    let before = now(&app);
    let answer = authorise(&app, &b, &packet).await;
    assert_eq!(answer["errors"], json!([]), "{answer}");
    assert_eq!(answer["region"], "US-NJ");
    let expires: chrono::DateTime<Utc> = answer["expiresAt"].as_str().unwrap().parse().unwrap();
    let refresh: chrono::DateTime<Utc> = answer["refreshAt"].as_str().unwrap().parse().unwrap();
    let ttl = (expires - before).num_seconds();
    assert!(
        (1199..=1201).contains(&ttl),
        "authorisation lasts 1200 s, got {ttl}"
    );
    assert_eq!((expires - refresh).num_seconds(), 240, "refresh at 80 %");

    let ok = require_authorised(&app.state, &b.session, now(&app))
        .await
        .expect("authorised");
    assert_eq!(ok.region, "US-NJ");
    assert_eq!(ok.expires_at.timestamp(), expires.timestamp());
    let stored = app
        .store()
        .geo_authorisation(&b.session)
        .await
        .unwrap()
        .expect("stored");
    assert_eq!((stored.latitude, stored.longitude), TRENTON);
    assert_eq!(stored.ip.as_deref(), Some("127.0.0.1"));

    app.state.clock.advance(Duration::seconds(1201));
    let refused = require_authorised(&app.state, &b.session, now(&app)).await;
    assert_eq!(refused, Err(LocationRefusal::Expired));
    assert_eq!(
        refused.unwrap_err().message(),
        "We need to verify your location before you proceed. Please Check Location."
    );
}

#[tokio::test]
async fn region_verdicts() {
    let app = TestApp::spawn_with(long_sessions).await;
    let b = bettor(&app, "geo-regions@example.com").await;

    let out = authorise(&app, &b, &packet(&app, &b, DOVER, None).await).await;
    assert_eq!(error_names(&out), ["OUT_OF_BOUNDARY"]);
    assert_eq!(out["errors"][0]["code"], 701);
    assert_eq!(
        out["errors"][0]["displayType"],
        "OUTSIDE_ACTIVE_OR_VALID_REGION"
    );
    assert_eq!(out["errors"][0]["priority"], 1);
    assert!(out["region"].is_null() && out["expiresAt"].is_null());

    // Far enough in time for the next places not to be teleports.
    app.state.clock.advance(Duration::hours(3));
    let other = authorise(&app, &b, &packet(&app, &b, PHILADELPHIA, None).await).await;
    assert_eq!(error_names(&other), ["USER_IN_DIFFERENT_VALID_REGION"]);
    assert_eq!(other["errors"][0]["code"], 702);

    let river = authorise(&app, &b, &packet(&app, &b, DELAWARE_RIVER, None).await).await;
    assert_eq!(error_names(&river), ["IN_EXCLUSION_BOUNDARY"]);
    assert_eq!(river["errors"][0]["displayType"], "IN_EXCLUSION_BOUNDARY");

    let sea = authorise(&app, &b, &packet(&app, &b, (38.0, -40.0), None).await).await;
    assert_eq!(error_names(&sea), ["NO_DATA_FOR_BOUNDARY"]);

    assert_eq!(
        require_authorised(&app.state, &b.session, now(&app)).await,
        Err(LocationRefusal::NotVerified),
        "no refusal is stored as an authorisation"
    );
}

#[tokio::test]
async fn vpn_and_proxy_addresses_are_refused() {
    let app = TestApp::spawn().await;
    let b = bettor(&app, "geo-vpn@example.com").await;
    let vpn = authorise(
        &app,
        &b,
        &packet(&app, &b, TRENTON, Some("192.0.2.10")).await,
    )
    .await;
    assert_eq!(error_names(&vpn), ["VPN"]);
    assert_eq!(vpn["errors"][0]["displayType"], "TROUBLESHOOT");
    let proxy = authorise(
        &app,
        &b,
        &packet(&app, &b, TRENTON, Some("198.51.100.20")).await,
    )
    .await;
    assert_eq!(error_names(&proxy), ["PROXY"]);
    let hosting = authorise(
        &app,
        &b,
        &packet(&app, &b, TRENTON, Some("88.198.1.2")).await,
    )
    .await;
    assert_eq!(error_names(&hosting), ["VPN"]);
    let home = authorise(
        &app,
        &b,
        &packet(&app, &b, TRENTON, Some("203.0.113.5")).await,
    )
    .await;
    assert_eq!(home["errors"], json!([]), "{home}");
}

#[tokio::test]
async fn tampered_replayed_foreign_and_old_packets_are_refused() {
    let app = TestApp::spawn().await;
    let b = bettor(&app, "geo-packets@example.com").await;
    let other = bettor(&app, "geo-other@example.com").await;

    let good = packet(&app, &b, TRENTON, None).await;
    let mut bytes = good.clone().into_bytes();
    bytes[10] = if bytes[10] == b'A' { b'B' } else { b'A' };
    let tampered = String::from_utf8(bytes).unwrap();
    let answer = authorise(&app, &b, &tampered).await;
    assert_eq!(error_names(&answer), ["PACKET_INVALID"]);
    assert_eq!(answer["errors"][0]["displayType"], "CONTACT_SUPPORT");
    assert_eq!(
        error_names(&authorise(&app, &b, "not a packet").await),
        ["PACKET_INVALID"]
    );

    // Another bettor's packet is foreign, and presenting it does not spend it.
    assert_eq!(
        error_names(&authorise(&app, &other, &good).await),
        ["PACKET_INVALID"]
    );
    assert_eq!(authorise(&app, &b, &good).await["errors"], json!([]));
    assert_eq!(
        error_names(&authorise(&app, &b, &good).await),
        ["PACKET_REPLAYED"]
    );

    let old = packet(&app, &b, TRENTON, None).await;
    app.state.clock.advance(Duration::seconds(121));
    assert_eq!(
        error_names(&authorise(&app, &b, &old).await),
        ["PACKET_EXPIRED"]
    );
}

#[tokio::test]
async fn moving_faster_than_travel_allows_is_a_teleport() {
    let app = TestApp::spawn_with(long_sessions).await;
    let b = bettor(&app, "geo-teleport@example.com").await;
    let first = authorise(&app, &b, &packet(&app, &b, TRENTON, None).await).await;
    assert_eq!(first["errors"], json!([]));
    app.state.clock.advance(Duration::minutes(1));
    let jump = authorise(&app, &b, &packet(&app, &b, ATLANTIC_CITY, None).await).await;
    assert_eq!(error_names(&jump), ["TELEPORTED"]);
    app.state.clock.advance(Duration::hours(2));
    let drive = authorise(&app, &b, &packet(&app, &b, ATLANTIC_CITY, None).await).await;
    assert_eq!(drive["errors"], json!([]), "{drive}");
}

#[tokio::test]
async fn collector_refusals() {
    let app = TestApp::spawn_with(long_sessions).await;
    let b = bettor(&app, "geo-collector@example.com").await;
    let key = licence(&app, &b).await;

    for (lat, lon, acc) in [
        (91.0, 0.0, 20.0),
        (0.0, -180.5, 20.0),
        (40.0, -74.0, 0.0),
        (40.0, -74.0, -3.0),
        (40.0, -74.0, 200_000.0),
    ] {
        let body = json!({"licenseKey": key, "latitude": lat, "longitude": lon, "accuracy": acc, "source": "browser"});
        let (status, answer) = collect_raw(&app, &body, None).await;
        assert_eq!(status, 400, "{answer}");
        assert_eq!(answer["code"], 603);
        assert_eq!(answer["name"], "INVALID_POSITION");
        assert!(answer["message"].as_str().unwrap().len() > 10);
    }
    let (status, answer) =
        collect_raw(&app, &json!({"licenseKey": key, "latitude": 40.0}), None).await;
    assert_eq!(
        (status, answer["code"].clone()),
        (400, json!(603)),
        "{answer}"
    );
    let (status, answer) = collect(&app, "gl_not-a-licence", TRENTON, None).await;
    assert_eq!(
        (status, answer["code"].clone()),
        (403, json!(601)),
        "{answer}"
    );
    assert_eq!(answer["name"], "LICENSE_INVALID");

    app.state.clock.advance(Duration::seconds(3601));
    let (status, answer) = collect(&app, &key, TRENTON, None).await;
    assert_eq!(
        (status, answer["code"].clone()),
        (403, json!(602)),
        "{answer}"
    );
    assert_eq!(answer["name"], "LICENSE_EXPIRED");

    // The client refetches with the expired key and retries.
    let res = app
        .graphql(Some(&b.token), REFETCH, json!({"k": key}))
        .await;
    let fresh = res["data"]["geolocationForceRefetchLicense"]["licenseKey"]
        .as_str()
        .expect("fresh licence")
        .to_owned();
    assert_ne!(fresh, key);
    assert_eq!(collect(&app, &fresh, TRENTON, None).await.0, 200);
    // Someone else's key cannot be refetched.
    let other = bettor(&app, "geo-collector-2@example.com").await;
    let res = app
        .graphql(Some(&other.token), REFETCH, json!({"k": fresh}))
        .await;
    assert_eq!(
        res["errors"][0]["extensions"]["code"], "BAD_USER_INPUT",
        "{res}"
    );

    // A licence dies with its session.
    app.store()
        .revoke_session(&b.session, "logout", app.now())
        .await
        .unwrap();
    let (status, answer) = collect(&app, &fresh, TRENTON, None).await;
    assert_eq!(
        (status, answer["code"].clone()),
        (403, json!(601)),
        "{answer}"
    );
}

#[tokio::test]
async fn authorisations_are_rate_limited_per_session() {
    let app = TestApp::spawn().await;
    let b = bettor(&app, "geo-rate@example.com").await;
    for _ in 0..30 {
        assert_eq!(
            error_names(&authorise(&app, &b, "x.y").await),
            ["PACKET_INVALID"]
        );
    }
    let limited = authorise(&app, &b, "x.y").await;
    assert_eq!(error_names(&limited), ["RATE_LIMITED"]);
    assert_eq!(limited["errors"][0]["priority"], 4);
}

#[tokio::test]
async fn a_switched_off_service_refuses_everything() {
    let app = TestApp::spawn_with(|c| c.geo.service_on = false).await;
    let b = bettor(&app, "geo-off@example.com").await;
    let res = app
        .graphql(Some(&b.token), LICENCE, json!({"t": "REGULAR"}))
        .await;
    let l = &res["data"]["geolocationGetApiToken"];
    assert!(l["licenseKey"].is_null(), "{res}");
    assert_eq!(l["errors"][0]["name"], "SERVER_ERROR");
    let (status, answer) = collect(&app, "gl_anything", TRENTON, None).await;
    assert_eq!(status, 503);
    assert_eq!(answer["code"], 604);
    assert_eq!(answer["name"], "SERVICE_UNAVAILABLE");

    // Even an authorisation stored before the outage no longer counts.
    let user = app.state.keys.verify(&b.token, app.now()).unwrap().sub;
    app.store()
        .save_geo_authorisation(&store::GeoAuthorisation {
            session_id: b.session.clone(),
            user_id: domain::ids::UserId::from_raw(user),
            region: "US-NJ".into(),
            latitude: TRENTON.0,
            longitude: TRENTON.1,
            accuracy_meters: 20.0,
            ip: None,
            authorised_at: app.now(),
            expires_at: app.now() + Duration::minutes(20),
        })
        .await
        .unwrap();
    assert_eq!(
        require_authorised(&app.state, &b.session, now(&app)).await,
        Err(LocationRefusal::ServiceUnavailable)
    );
}

#[tokio::test]
async fn visitors_get_only_the_public_ip() {
    let app = TestApp::spawn().await;
    let res = app.graphql(None, LICENCE, json!({"t": "BROWSER"})).await;
    assert_eq!(
        res["errors"][0]["extensions"]["code"], "UNAUTHENTICATED",
        "{res}"
    );
    let res = app.graphql(None, AUTHORISE, json!({"p": "x.y"})).await;
    assert_eq!(
        res["errors"][0]["extensions"]["code"], "UNAUTHENTICATED",
        "{res}"
    );
    let res = app.graphql(None, REFETCH, json!({"k": "gl_x"})).await;
    assert_eq!(
        res["errors"][0]["extensions"]["code"], "UNAUTHENTICATED",
        "{res}"
    );

    let res: Value = app
        .client
        .post(app.url("/graphql"))
        .header("x-client-ip", "203.0.113.77")
        .json(&json!({"query": "{ publicIpCheck { ipAddress } }"}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(
        res["data"]["publicIpCheck"]["ipAddress"], "203.0.113.77",
        "{res}"
    );
}

#[tokio::test]
async fn licence_parameters_are_validated() {
    let app = TestApp::spawn().await;
    let b = bettor(&app, "geo-params@example.com").await;
    let q = "mutation($p: GeolocationParamsInput) { geolocationGetApiToken(geolocationParams: $p, licenseType: BROWSER) { licenseKey } }";
    let ok = app
        .graphql(
            Some(&b.token),
            q,
            json!({"p": {"latitude": 40.2, "longitude": -74.7, "accuracy": 20, "region": "US-NJ"}}),
        )
        .await;
    assert!(
        ok["data"]["geolocationGetApiToken"]["licenseKey"].is_string(),
        "{ok}"
    );
    for bad in [
        json!({"latitude": 95.0, "longitude": 0.0}),
        json!({"latitude": 40.0}),
        json!({"accuracy": 20}),
        json!({"region": "XX-YY"}),
    ] {
        let res = app.graphql(Some(&b.token), q, json!({"p": bad})).await;
        assert_eq!(
            res["errors"][0]["extensions"]["code"], "BAD_USER_INPUT",
            "{bad}: {res}"
        );
    }
}
