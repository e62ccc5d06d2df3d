//! Conformance cases of [`GeolocationStore`](store::GeolocationStore).

use super::{ms, session, t0, user};
use chrono::Duration;
use domain::ids::{SessionId, UserId};
use store::{GeoAuthorisation, GeoFix, GeoLicence, GeoLicenceType, Store, StoreError};

fn licence(id: &str, user: &UserId, session: &SessionId, created_ms: i64) -> GeoLicence {
    let created = t0() + ms(created_ms);
    GeoLicence {
        id: id.to_owned(),
        key_hash: format!("hash-{id}"),
        user_id: user.clone(),
        session_id: session.clone(),
        licence_type: GeoLicenceType::Browser,
        created_at: created,
        expires_at: created + Duration::hours(1),
    }
}

pub(crate) fn authorisation(
    user: &UserId,
    session: &SessionId,
    region: &str,
    at_ms: i64,
) -> GeoAuthorisation {
    GeoAuthorisation {
        session_id: session.clone(),
        user_id: user.clone(),
        region: region.to_owned(),
        latitude: 40.2237,
        longitude: -74.74,
        accuracy_meters: 20.5,
        ip: Some("203.0.113.7".to_owned()),
        authorised_at: t0() + ms(at_ms),
        expires_at: t0() + ms(at_ms) + Duration::minutes(20),
    }
}

/// Licences round-trip by key hash; a duplicate hash is a conflict, an unknown session is
/// not found; licences expired for a day are cleared by later inserts.
pub async fn geo_licences_round_trip<S: Store>(store: S) {
    let u = user(&store, "geo-licence@example.com").await;
    let s = session(&store, &u.id).await;
    let first = licence("l1", &u.id, &s.id, 0);
    store.insert_geo_licence(&first).await.expect("insert");
    assert_eq!(
        store.geo_licence("hash-l1").await.expect("read"),
        Some(first.clone())
    );
    assert_eq!(store.geo_licence("hash-none").await.expect("read"), None);

    let mut dup = licence("l2", &u.id, &s.id, 0);
    dup.key_hash = first.key_hash.clone();
    assert!(matches!(
        store.insert_geo_licence(&dup).await,
        Err(StoreError::Conflict("key_hash"))
    ));
    let foreign = licence("l3", &u.id, &SessionId::from_raw("no-such-session"), 0);
    assert!(matches!(
        store.insert_geo_licence(&foreign).await,
        Err(StoreError::NotFound("session"))
    ));

    let mut regular = licence("l4", &u.id, &s.id, 10);
    regular.licence_type = GeoLicenceType::Regular;
    store
        .insert_geo_licence(&regular)
        .await
        .expect("insert regular");
    assert_eq!(
        store
            .geo_licence("hash-l4")
            .await
            .expect("read")
            .map(|l| l.licence_type),
        Some(GeoLicenceType::Regular)
    );
    // Two days later both have been expired for more than a day: they go.
    let later = licence("l5", &u.id, &s.id, 2 * 24 * 3600 * 1000);
    store
        .insert_geo_licence(&later)
        .await
        .expect("insert later");
    assert_eq!(store.geo_licence("hash-l1").await.expect("read"), None);
    assert_eq!(
        store.geo_licence("hash-l5").await.expect("read"),
        Some(later)
    );
}

/// A nonce is spent once; it is forgotten only after its keep-until instant.
pub async fn geo_nonces_are_spent_once<S: Store>(store: S) {
    let keep = t0() + Duration::minutes(2);
    assert!(
        store
            .spend_geo_nonce("n1", keep, t0())
            .await
            .expect("spend")
    );
    assert!(
        !store
            .spend_geo_nonce("n1", keep, t0())
            .await
            .expect("spend again")
    );
    assert!(
        !store
            .spend_geo_nonce("n1", keep, keep)
            .await
            .expect("at keep-until"),
        "still remembered at its keep-until instant"
    );
    assert!(
        store
            .spend_geo_nonce("n2", keep, t0())
            .await
            .expect("other nonce")
    );
    let after = keep + ms(1);
    assert!(
        store
            .spend_geo_nonce("n1", after + Duration::minutes(2), after)
            .await
            .expect("after"),
        "forgotten once its time passed"
    );
}

/// Of concurrent spends of one nonce exactly one wins.
pub async fn concurrent_geo_nonce_spends_have_one_winner<S: Store + Clone>(store: S) {
    let keep = t0() + Duration::minutes(2);
    let tasks: Vec<_> = (0..8)
        .map(|_| {
            let store = store.clone();
            tokio::spawn(async move { store.spend_geo_nonce("same", keep, t0()).await })
        })
        .collect();
    let mut winners = 0;
    for task in tasks {
        if task.await.expect("join").expect("spend") {
            winners += 1;
        }
    }
    assert_eq!(winners, 1);
}

/// The session's authorisation is replaced by the next one and moves the user's last fix;
/// sessions are independent; an unknown session is not found.
pub async fn geo_authorisations_per_session_and_last_fix<S: Store>(store: S) {
    let u = user(&store, "geo-auth@example.com").await;
    let s1 = session(&store, &u.id).await;
    let s2 = session(&store, &u.id).await;
    assert_eq!(store.geo_authorisation(&s1.id).await.expect("read"), None);
    assert_eq!(store.last_geo_fix(&u.id).await.expect("read"), None);

    let first = authorisation(&u.id, &s1.id, "US-NJ", 0);
    store.save_geo_authorisation(&first).await.expect("save");
    assert_eq!(
        store.geo_authorisation(&s1.id).await.expect("read"),
        Some(first.clone())
    );
    assert_eq!(store.geo_authorisation(&s2.id).await.expect("read"), None);
    assert_eq!(
        store.last_geo_fix(&u.id).await.expect("read"),
        Some(GeoFix {
            latitude: 40.2237,
            longitude: -74.74,
            accuracy_meters: 20.5,
            at: t0(),
        })
    );

    let mut second = authorisation(&u.id, &s1.id, "US-PA", 60_000);
    second.latitude = 39.9526;
    second.longitude = -75.1652;
    second.ip = None;
    store
        .save_geo_authorisation(&second)
        .await
        .expect("replace");
    assert_eq!(
        store.geo_authorisation(&s1.id).await.expect("read"),
        Some(second.clone())
    );
    let fix = store.last_geo_fix(&u.id).await.expect("read").expect("fix");
    assert_eq!(
        (fix.latitude, fix.longitude, fix.at),
        (39.9526, -75.1652, t0() + ms(60_000))
    );

    let unknown = authorisation(&u.id, &SessionId::from_raw("no-such-session"), "US-NJ", 0);
    assert!(matches!(
        store.save_geo_authorisation(&unknown).await,
        Err(StoreError::NotFound("session"))
    ));
    assert_eq!(
        store.last_geo_fix(&u.id).await.expect("read").map(|f| f.at),
        Some(t0() + ms(60_000)),
        "a refused save changes nothing"
    );
}
