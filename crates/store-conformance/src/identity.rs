//! Conformance cases of [`IdentityStore`](store::IdentityStore): accounts and their
//! lockout, sessions, refresh-token rotation and reuse, authorization codes, one-time codes
//! and password resets, each single-use secret spent once under concurrency.

use super::*;

/// The database answers.
pub async fn ping<S: Store + Clone>(store: S) {
    store.ping().await.expect("ping");
}

/// A created user reads back identically by id and by email in any case.
pub async fn create_user_round_trips<S: Store + Clone>(store: S) {
    let created = user(&store, "Alex.Morgan@Example.com").await;
    assert!(!created.id.as_str().is_empty());
    assert_eq!(
        created.email, "Alex.Morgan@Example.com",
        "email is kept as typed"
    );
    assert_eq!(created.first_name, "Alex");
    assert_eq!(created.last_name, "Morgan");
    assert_eq!(
        created.date_of_birth,
        NaiveDate::from_ymd_opt(1990, 5, 15).expect("date")
    );
    assert_eq!(created.region, "US-NJ");
    assert_eq!(created.currency, Currency::Usd);
    assert_eq!(created.created_at, t0());
    assert_eq!(created.failed_login_count, 0);
    assert!(!created.strong_auth_enabled);
    assert_eq!(created.phone, None);
    assert_eq!(created.locked_at, None);
    assert_eq!(created.last_login_at, None);
    assert_eq!(created.previous_login_at, None);

    let by_id = store.user_by_id(&created.id).await.expect("by id");
    assert_eq!(by_id.as_ref(), Some(&created));
    let by_email = store
        .user_by_email("alex.morgan@example.COM")
        .await
        .expect("by email");
    assert_eq!(by_email.as_ref(), Some(&created));

    let other = user(&store, "jordan@example.com").await;
    assert_ne!(other.id, created.id);
    assert_eq!(
        store
            .user_by_id(&UserId::from_raw("nope"))
            .await
            .expect("by id"),
        None
    );
    assert_eq!(
        store
            .user_by_email("nobody@example.com")
            .await
            .expect("by email"),
        None
    );
}

/// Emails are unique regardless of case.
pub async fn duplicate_email_is_conflict_case_insensitively<S: Store + Clone>(store: S) {
    let first = user(&store, "Case@Example.com").await;
    match store.create_user(new_user("case@EXAMPLE.com")).await {
        Err(StoreError::Conflict(what)) => assert_eq!(what, "email"),
        other => panic!("expected Conflict(email), got {other:?}"),
    }
    let found = store
        .user_by_email("CASE@example.com")
        .await
        .expect("lookup");
    assert_eq!(found.map(|u| u.id), Some(first.id));
}

/// A successful login resets failures and shifts the last login into the previous one.
pub async fn login_success_moves_last_login<S: Store + Clone>(store: S) {
    let u = user(&store, "login@example.com").await;
    let first = store
        .record_login_success(&u.id, t0() + ms(1_000))
        .await
        .expect("success");
    assert_eq!(first.last_login_at, Some(t0() + ms(1_000)));
    assert_eq!(first.previous_login_at, None);

    let failed = store
        .record_login_failure(&u.id, t0() + ms(1_500), 5)
        .await
        .expect("failure");
    assert_eq!(failed.failed_login_count, 1);

    let second = store
        .record_login_success(&u.id, t0() + ms(2_000))
        .await
        .expect("success");
    assert_eq!(second.last_login_at, Some(t0() + ms(2_000)));
    assert_eq!(second.previous_login_at, Some(t0() + ms(1_000)));
    assert_eq!(second.failed_login_count, 0);
    assert_eq!(store.user_by_id(&u.id).await.expect("read"), Some(second));
}

/// Failures count up and lock the account exactly when the threshold is reached.
pub async fn login_failures_lock_at_threshold<S: Store + Clone>(store: S) {
    let u = user(&store, "lock@example.com").await;
    for n in 1..=2u32 {
        let after = store
            .record_login_failure(&u.id, t0() + ms(i64::from(n)), 3)
            .await
            .expect("failure");
        assert_eq!(after.failed_login_count, n);
        assert_eq!(after.locked_at, None, "not locked after {n} failures");
    }
    let locked = store
        .record_login_failure(&u.id, t0() + ms(3), 3)
        .await
        .expect("failure");
    assert_eq!(locked.failed_login_count, 3);
    assert_eq!(locked.locked_at, Some(t0() + ms(3)));
    let again = store
        .record_login_failure(&u.id, t0() + ms(4), 3)
        .await
        .expect("failure");
    assert_eq!(again.failed_login_count, 4);
    assert_eq!(
        again.locked_at,
        Some(t0() + ms(3)),
        "the lock keeps its first instant"
    );
    assert_eq!(store.user_by_id(&u.id).await.expect("read"), Some(again));
}

/// Concurrent failures are all counted and the lock lands on exactly the threshold.
pub async fn concurrent_login_failures_lock_exactly_at_threshold<S: Store + Clone>(store: S) {
    let u = user(&store, "race@example.com").await;
    let tasks: Vec<_> = (1..=12i64)
        .map(|i| {
            let store = store.clone();
            let id = u.id.clone();
            tokio::spawn(async move {
                let at = t0() + ms(i * 10);
                (
                    at,
                    store
                        .record_login_failure(&id, at, 5)
                        .await
                        .expect("failure"),
                )
            })
        })
        .collect();
    let mut results = Vec::new();
    for task in tasks {
        results.push(task.await.expect("task"));
    }
    let mut counts: Vec<u32> = results.iter().map(|(_, u)| u.failed_login_count).collect();
    counts.sort_unstable();
    assert_eq!(
        counts,
        (1..=12).collect::<Vec<u32>>(),
        "every failure counted once"
    );
    for (_, after) in &results {
        assert_eq!(
            after.locked_at.is_some(),
            after.failed_login_count >= 5,
            "locked exactly from the 5th failure on: {after:?}"
        );
    }
    let (lock_at, _) = results
        .iter()
        .find(|(_, after)| after.failed_login_count == 5)
        .expect("the 5th failure");
    let last = store.user_by_id(&u.id).await.expect("read").expect("user");
    assert_eq!(last.failed_login_count, 12);
    assert_eq!(last.locked_at, Some(*lock_at), "locked by the 5th failure");
}

/// Strong-auth flag and phone number are stored and cleared.
pub async fn strong_auth_and_phone<S: Store + Clone>(store: S) {
    let u = user(&store, "phone@example.com").await;
    store.set_strong_auth(&u.id, true).await.expect("enable");
    store
        .set_phone(&u.id, Some("+12015550123".to_owned()))
        .await
        .expect("phone");
    let read = store.user_by_id(&u.id).await.expect("read").expect("user");
    assert!(read.strong_auth_enabled);
    assert_eq!(read.phone.as_deref(), Some("+12015550123"));
    store.set_strong_auth(&u.id, false).await.expect("disable");
    store.set_phone(&u.id, None).await.expect("clear phone");
    let read = store.user_by_id(&u.id).await.expect("read").expect("user");
    assert!(!read.strong_auth_enabled);
    assert_eq!(read.phone, None);
}

/// Updates of a user that does not exist report `NotFound`.
pub async fn unknown_user_updates_are_not_found<S: Store + Clone>(store: S) {
    let ghost = UserId::from_raw("01J00000000000000000000000");
    assert!(matches!(
        store.record_login_success(&ghost, t0()).await,
        Err(StoreError::NotFound(_))
    ));
    assert!(matches!(
        store.record_login_failure(&ghost, t0(), 3).await,
        Err(StoreError::NotFound(_))
    ));
    assert!(matches!(
        store.set_strong_auth(&ghost, true).await,
        Err(StoreError::NotFound(_))
    ));
    assert!(matches!(
        store.set_phone(&ghost, None).await,
        Err(StoreError::NotFound(_))
    ));
    assert!(matches!(
        store
            .insert_authorization_code(code("c", &ghost, t0()))
            .await,
        Err(StoreError::NotFound(_))
    ));
    assert!(matches!(
        store
            .insert_password_reset(NewPasswordReset {
                token_hash: "r".to_owned(),
                user_id: ghost.clone(),
                created_at: t0(),
                expires_at: t0() + Duration::hours(1),
            })
            .await,
        Err(StoreError::NotFound(_))
    ));
}

// ---- sessions --------------------------------------------------------------------------

/// Create, read, touch, verify and revoke a session; the first revoke reason wins.
pub async fn session_lifecycle<S: Store + Clone>(store: S) {
    let u = user(&store, "session@example.com").await;
    let input = new_session(&u.id, SessionKind::Limited, t0());
    let created = store.create_session(input.clone()).await.expect("create");
    assert_eq!(created.id, input.id);
    assert_eq!(created.user_id, u.id);
    assert_eq!(created.kind, SessionKind::Limited);
    assert_eq!(created.client_id, "web");
    assert_eq!(created.created_at, t0());
    assert_eq!(created.absolute_expires_at, input.absolute_expires_at);
    assert_eq!(created.last_seen_at, t0());
    assert_eq!(created.verified_at, None);
    assert_eq!(created.revoked_at, None);
    assert_eq!(created.revoke_reason, None);
    assert_eq!(created.ip, input.ip);
    assert_eq!(created.user_agent, input.user_agent);
    assert!(created.is_live(t0()));
    assert_eq!(
        store.session(&created.id).await.expect("read").as_ref(),
        Some(&created)
    );

    store
        .touch_session(&created.id, t0() + ms(60_000))
        .await
        .expect("touch");
    store
        .touch_session(&created.id, t0() + ms(30_000))
        .await
        .expect("late touch");
    let read = store
        .session(&created.id)
        .await
        .expect("read")
        .expect("session");
    assert_eq!(
        read.last_seen_at,
        t0() + ms(60_000),
        "last_seen_at never moves back"
    );

    store
        .mark_session_verified(&created.id, t0() + ms(70_000))
        .await
        .expect("verify");
    let read = store
        .session(&created.id)
        .await
        .expect("read")
        .expect("session");
    assert_eq!(read.verified_at, Some(t0() + ms(70_000)));

    store
        .revoke_session(&created.id, "logout", t0() + ms(80_000))
        .await
        .expect("revoke");
    store
        .revoke_session(&created.id, "other", t0() + ms(90_000))
        .await
        .expect("revoke again");
    let read = store
        .session(&created.id)
        .await
        .expect("read")
        .expect("session");
    assert_eq!(read.revoked_at, Some(t0() + ms(80_000)));
    assert_eq!(
        read.revoke_reason.as_deref(),
        Some("logout"),
        "the first reason wins"
    );
    assert!(!read.is_live(t0() + ms(90_000)));

    let ghost = SessionId::generate();
    assert_eq!(store.session(&ghost).await.expect("read"), None);
    assert!(matches!(
        store.revoke_session(&ghost, "logout", t0()).await,
        Err(StoreError::NotFound(_))
    ));
    assert!(matches!(
        store.touch_session(&ghost, t0()).await,
        Err(StoreError::NotFound(_))
    ));
    assert!(matches!(
        store.mark_session_verified(&ghost, t0()).await,
        Err(StoreError::NotFound(_))
    ));
}

/// A session needs an existing user; a session id is unique.
pub async fn session_for_unknown_user_is_refused<S: Store + Clone>(store: S) {
    let ghost = UserId::from_raw("01J00000000000000000000000");
    assert!(matches!(
        store
            .create_session(new_session(&ghost, SessionKind::Full, t0()))
            .await,
        Err(StoreError::NotFound(_))
    ));
    let u = user(&store, "dup-session@example.com").await;
    let input = new_session(&u.id, SessionKind::Full, t0());
    store.create_session(input.clone()).await.expect("create");
    assert!(matches!(
        store.create_session(input).await,
        Err(StoreError::Conflict(_))
    ));
}

/// Revoking a user's sessions touches only that user's live sessions.
pub async fn revoke_user_sessions_counts_live_sessions<S: Store + Clone>(store: S) {
    let u = user(&store, "many@example.com").await;
    let other = user(&store, "other@example.com").await;
    let a = session(&store, &u.id).await;
    let b = session(&store, &u.id).await;
    let c = session(&store, &u.id).await;
    let theirs = session(&store, &other.id).await;
    store
        .revoke_session(&c.id, "logout", t0() + ms(5))
        .await
        .expect("revoke");

    let n = store
        .revoke_user_sessions(&u.id, "admin", t0() + ms(10))
        .await
        .expect("revoke all");
    assert_eq!(n, 2);
    assert_eq!(
        store
            .revoke_user_sessions(&u.id, "admin", t0() + ms(20))
            .await
            .expect("again"),
        0
    );
    for (id, reason) in [(&a.id, "admin"), (&b.id, "admin"), (&c.id, "logout")] {
        let s = store.session(id).await.expect("read").expect("session");
        assert_eq!(s.revoke_reason.as_deref(), Some(reason));
    }
    let s = store
        .session(&theirs.id)
        .await
        .expect("read")
        .expect("session");
    assert_eq!(s.revoked_at, None, "another user's session is untouched");
}

// ---- refresh tokens --------------------------------------------------------------------

/// Rotation spends the token; presenting a spent token revokes the whole family.
pub async fn refresh_token_rotation_and_reuse<S: Store + Clone>(store: S) {
    let u = user(&store, "refresh@example.com").await;
    let s = session(&store, &u.id).await;
    store
        .insert_refresh_token(refresh("rt1", &s.id, t0()))
        .await
        .expect("insert");

    let now = t0() + ms(1_000);
    // The replacement joins the presented token's family whatever session id it names.
    let out = store
        .rotate_refresh_token("rt1", refresh("rt2", &SessionId::generate(), now), now)
        .await
        .expect("rotate");
    match out {
        RefreshOutcome::Rotated(session) => {
            assert_eq!(session.id, s.id);
            assert!(session.is_live(now));
        }
        other => panic!("expected Rotated, got {other:?}"),
    }
    let now = t0() + ms(2_000);
    let out = store
        .rotate_refresh_token("rt2", refresh("rt3", &s.id, now), now)
        .await;
    assert!(matches!(out, Ok(RefreshOutcome::Rotated(_))), "{out:?}");

    let now = t0() + ms(3_000);
    let out = store
        .rotate_refresh_token("rt1", refresh("rt4", &s.id, now), now)
        .await;
    assert_eq!(out.expect("reuse"), RefreshOutcome::Reused);
    let revoked = store.session(&s.id).await.expect("read").expect("session");
    assert_eq!(revoked.revoked_at, Some(now));
    assert_eq!(
        revoked.revoke_reason.as_deref(),
        Some("refresh_token_reuse")
    );

    // The newest token of the revoked family is dead too, and rt4 was never stored.
    let now = t0() + ms(4_000);
    let out = store
        .rotate_refresh_token("rt3", refresh("rt5", &s.id, now), now)
        .await;
    assert_eq!(out.expect("revoked family"), RefreshOutcome::Expired);
    let out = store
        .rotate_refresh_token("rt4", refresh("rt6", &s.id, now), now)
        .await;
    assert_eq!(out.expect("never stored"), RefreshOutcome::NotFound);
    let out = store
        .rotate_refresh_token("unknown", refresh("rt7", &s.id, now), now)
        .await;
    assert_eq!(out.expect("unknown"), RefreshOutcome::NotFound);
}

/// Expired tokens and expired or revoked sessions do not rotate.
pub async fn refresh_token_expiry<S: Store + Clone>(store: S) {
    let u = user(&store, "expiry@example.com").await;
    let s = session(&store, &u.id).await;
    let mut short = refresh("short", &s.id, t0());
    short.expires_at = t0() + ms(10_000);
    store.insert_refresh_token(short).await.expect("insert");
    let at = t0() + ms(10_000);
    let out = store
        .rotate_refresh_token("short", refresh("n1", &s.id, at), at)
        .await;
    assert_eq!(out.expect("expired token"), RefreshOutcome::Expired);

    // A token outliving its session's absolute expiry is not honoured.
    let mut brief = new_session(&u.id, SessionKind::Full, t0());
    brief.absolute_expires_at = t0() + ms(5_000);
    let brief = store.create_session(brief).await.expect("session");
    store
        .insert_refresh_token(refresh("outlives", &brief.id, t0()))
        .await
        .expect("insert");
    let at = t0() + ms(6_000);
    let out = store
        .rotate_refresh_token("outlives", refresh("n2", &brief.id, at), at)
        .await;
    assert_eq!(out.expect("expired session"), RefreshOutcome::Expired);

    let gone = session(&store, &u.id).await;
    store
        .insert_refresh_token(refresh("loggedout", &gone.id, t0()))
        .await
        .expect("insert");
    store
        .revoke_session(&gone.id, "logout", t0() + ms(1))
        .await
        .expect("revoke");
    let at = t0() + ms(2);
    let out = store
        .rotate_refresh_token("loggedout", refresh("n3", &gone.id, at), at)
        .await;
    assert_eq!(out.expect("revoked session"), RefreshOutcome::Expired);
    let read = store
        .session(&gone.id)
        .await
        .expect("read")
        .expect("session");
    assert_eq!(read.revoke_reason.as_deref(), Some("logout"));
}

/// Refresh tokens are unique and belong to an existing session.
pub async fn refresh_token_inserts<S: Store + Clone>(store: S) {
    let u = user(&store, "rt-insert@example.com").await;
    let s = session(&store, &u.id).await;
    store
        .insert_refresh_token(refresh("same", &s.id, t0()))
        .await
        .expect("insert");
    assert!(matches!(
        store
            .insert_refresh_token(refresh("same", &s.id, t0()))
            .await,
        Err(StoreError::Conflict(_))
    ));
    assert!(matches!(
        store
            .insert_refresh_token(refresh("orphan", &SessionId::generate(), t0()))
            .await,
        Err(StoreError::NotFound(_))
    ));
}

/// Of several concurrent rotations of one token exactly one wins; the rest are reuse and
/// the family ends revoked.
pub async fn concurrent_refresh_rotation_has_one_winner<S: Store + Clone>(store: S) {
    let u = user(&store, "rotate-race@example.com").await;
    let s = session(&store, &u.id).await;
    store
        .insert_refresh_token(refresh("contested", &s.id, t0()))
        .await
        .expect("insert");
    let now = t0() + ms(1_000);
    let tasks: Vec<_> = (0..8)
        .map(|i| {
            let store = store.clone();
            let sid = s.id.clone();
            tokio::spawn(async move {
                let next = refresh(&format!("next-{i}"), &sid, now);
                (
                    i,
                    store
                        .rotate_refresh_token("contested", next, now)
                        .await
                        .expect("rotate"),
                )
            })
        })
        .collect();
    let mut winners = Vec::new();
    let mut reused = 0;
    for task in tasks {
        match task.await.expect("task") {
            (i, RefreshOutcome::Rotated(_)) => winners.push(i),
            (_, RefreshOutcome::Reused) => reused += 1,
            (_, other) => panic!("unexpected outcome {other:?}"),
        }
    }
    assert_eq!(winners.len(), 1, "exactly one rotation wins");
    assert_eq!(reused, 7);
    let read = store.session(&s.id).await.expect("read").expect("session");
    assert_eq!(read.revoke_reason.as_deref(), Some("refresh_token_reuse"));
    let winner = format!("next-{}", winners[0]);
    let later = t0() + ms(2_000);
    let out = store
        .rotate_refresh_token(&winner, refresh("after", &s.id, later), later)
        .await;
    assert_eq!(
        out.expect("rotate"),
        RefreshOutcome::Expired,
        "the family is revoked"
    );
}

// ---- authorization codes ---------------------------------------------------------------

/// A code is returned once, never after expiry, and never twice.
pub async fn authorization_code_single_use<S: Store + Clone>(store: S) {
    let u = user(&store, "code@example.com").await;
    let input = code("code-1", &u.id, t0());
    store
        .insert_authorization_code(input.clone())
        .await
        .expect("insert");
    assert!(matches!(
        store.insert_authorization_code(input.clone()).await,
        Err(StoreError::Conflict(_))
    ));
    let spent = store
        .consume_authorization_code("code-1", t0() + ms(1))
        .await
        .expect("consume");
    let spent = spent.expect("first use returns the code");
    assert_eq!(spent.user_id, u.id);
    assert_eq!(spent.client_id, input.client_id);
    assert_eq!(spent.redirect_uri, input.redirect_uri);
    assert_eq!(spent.code_challenge, input.code_challenge);
    assert_eq!(
        store
            .consume_authorization_code("code-1", t0() + ms(2))
            .await
            .expect("again"),
        None
    );

    store
        .insert_authorization_code(code("code-2", &u.id, t0()))
        .await
        .expect("insert");
    let expired = t0() + Duration::minutes(1);
    assert_eq!(
        store
            .consume_authorization_code("code-2", expired)
            .await
            .expect("late"),
        None
    );
    let after = expired + ms(1);
    assert_eq!(
        store
            .consume_authorization_code("code-2", after)
            .await
            .expect("after"),
        None
    );
    assert_eq!(
        store
            .consume_authorization_code("missing", t0())
            .await
            .expect("unknown"),
        None
    );
}

/// Concurrent consumers of one code: exactly one gets it.
pub async fn concurrent_authorization_code_consume_has_one_winner<S: Store + Clone>(store: S) {
    let u = user(&store, "code-race@example.com").await;
    store
        .insert_authorization_code(code("raced", &u.id, t0()))
        .await
        .expect("insert");
    let tasks: Vec<_> = (0..10)
        .map(|_| {
            let store = store.clone();
            tokio::spawn(async move {
                store
                    .consume_authorization_code("raced", t0() + ms(5))
                    .await
                    .expect("consume")
            })
        })
        .collect();
    let mut got = 0;
    for task in tasks {
        if task.await.expect("task").is_some() {
            got += 1;
        }
    }
    assert_eq!(got, 1, "exactly one consumer gets the code");
}

// ---- one-time codes --------------------------------------------------------------------

/// The right code verifies once; a wrong one uses an attempt.
pub async fn one_time_code_verifies_once<S: Store + Clone>(store: S) {
    let u = user(&store, "otc@example.com").await;
    let s = session(&store, &u.id).await;
    let now = t0() + ms(1_000);
    assert_eq!(
        store
            .verify_one_time_code(&s.id, "123456", now)
            .await
            .expect("verify"),
        OneTimeCodeOutcome::NoCode,
        "nothing sent yet"
    );
    store
        .insert_one_time_code(otc("123456", &s.id, 3, t0()))
        .await
        .expect("insert");
    assert_eq!(
        store
            .verify_one_time_code(&s.id, "000000", now)
            .await
            .expect("verify"),
        OneTimeCodeOutcome::Wrong { attempts_left: 2 }
    );
    assert_eq!(
        store
            .verify_one_time_code(&s.id, "123456", now)
            .await
            .expect("verify"),
        OneTimeCodeOutcome::Verified
    );
    assert_eq!(
        store
            .verify_one_time_code(&s.id, "123456", now)
            .await
            .expect("verify"),
        OneTimeCodeOutcome::NoCode,
        "a code verifies once"
    );
    assert!(matches!(
        store
            .insert_one_time_code(otc("1", &SessionId::generate(), 3, t0()))
            .await,
        Err(StoreError::NotFound(_))
    ));
}

/// When the attempts are used up the code is dead, even for the right value.
pub async fn one_time_code_attempts_run_out<S: Store + Clone>(store: S) {
    let u = user(&store, "otc-attempts@example.com").await;
    let s = session(&store, &u.id).await;
    store
        .insert_one_time_code(otc("654321", &s.id, 2, t0()))
        .await
        .expect("insert");
    let now = t0() + ms(1);
    assert_eq!(
        store
            .verify_one_time_code(&s.id, "x", now)
            .await
            .expect("verify"),
        OneTimeCodeOutcome::Wrong { attempts_left: 1 }
    );
    assert_eq!(
        store
            .verify_one_time_code(&s.id, "y", now)
            .await
            .expect("verify"),
        OneTimeCodeOutcome::Wrong { attempts_left: 0 }
    );
    assert_eq!(
        store
            .verify_one_time_code(&s.id, "654321", now)
            .await
            .expect("verify"),
        OneTimeCodeOutcome::NoCode
    );
}

/// A new code replaces the previous one (with fresh attempts); codes expire.
pub async fn one_time_code_is_replaced_and_expires<S: Store + Clone>(store: S) {
    let u = user(&store, "otc-replace@example.com").await;
    let s = session(&store, &u.id).await;
    let other = session(&store, &u.id).await;
    store
        .insert_one_time_code(otc("first", &s.id, 1, t0()))
        .await
        .expect("insert");
    store
        .insert_one_time_code(otc("theirs", &other.id, 3, t0()))
        .await
        .expect("insert");
    store
        .insert_one_time_code(otc("second", &s.id, 3, t0() + ms(10)))
        .await
        .expect("replace");
    let now = t0() + ms(20);
    assert_eq!(
        store
            .verify_one_time_code(&s.id, "first", now)
            .await
            .expect("verify"),
        OneTimeCodeOutcome::Wrong { attempts_left: 2 },
        "the replaced code no longer matches"
    );
    assert_eq!(
        store
            .verify_one_time_code(&s.id, "theirs", now)
            .await
            .expect("verify"),
        OneTimeCodeOutcome::Wrong { attempts_left: 1 },
        "codes belong to their session"
    );
    assert_eq!(
        store
            .verify_one_time_code(&s.id, "second", now)
            .await
            .expect("verify"),
        OneTimeCodeOutcome::Verified
    );

    // A spent code is replaced by a new one too.
    store
        .insert_one_time_code(otc("third", &s.id, 3, t0()))
        .await
        .expect("insert");
    let expired = t0() + Duration::minutes(10);
    assert_eq!(
        store
            .verify_one_time_code(&s.id, "third", expired)
            .await
            .expect("verify"),
        OneTimeCodeOutcome::Expired
    );
    assert_eq!(
        store
            .verify_one_time_code(&other.id, "theirs", now)
            .await
            .expect("verify"),
        OneTimeCodeOutcome::Verified
    );
}

/// Concurrent wrong guesses each use exactly one attempt.
pub async fn concurrent_one_time_code_attempts_are_counted_once<S: Store + Clone>(store: S) {
    let u = user(&store, "otc-race@example.com").await;
    let s = session(&store, &u.id).await;
    store
        .insert_one_time_code(otc("secret", &s.id, 3, t0()))
        .await
        .expect("insert");
    let tasks: Vec<_> = (0..10)
        .map(|i| {
            let store = store.clone();
            let sid = s.id.clone();
            tokio::spawn(async move {
                store
                    .verify_one_time_code(&sid, &format!("guess-{i}"), t0() + ms(1))
                    .await
                    .expect("verify")
            })
        })
        .collect();
    let mut left = Vec::new();
    let mut no_code = 0;
    for task in tasks {
        match task.await.expect("task") {
            OneTimeCodeOutcome::Wrong { attempts_left } => left.push(attempts_left),
            OneTimeCodeOutcome::NoCode => no_code += 1,
            other => panic!("unexpected outcome {other:?}"),
        }
    }
    left.sort_unstable();
    assert_eq!(left, vec![0, 1, 2]);
    assert_eq!(no_code, 7);
}

// ---- password resets -------------------------------------------------------------------

/// Completing a reset sets the password, unlocks, and revokes every session.
pub async fn password_reset_flow<S: Store + Clone>(store: S) {
    let u = user(&store, "reset@example.com").await;
    for i in 0..3 {
        store
            .record_login_failure(&u.id, t0() + ms(i), 3)
            .await
            .expect("failure");
    }
    let a = session(&store, &u.id).await;
    let b = session(&store, &u.id).await;
    let reset = |hash: &str| NewPasswordReset {
        token_hash: hash.to_owned(),
        user_id: u.id.clone(),
        created_at: t0(),
        expires_at: t0() + Duration::hours(1),
    };
    store
        .insert_password_reset(reset("reset-1"))
        .await
        .expect("insert");
    store
        .insert_password_reset(reset("reset-2"))
        .await
        .expect("insert");
    assert!(matches!(
        store.insert_password_reset(reset("reset-1")).await,
        Err(StoreError::Conflict(_))
    ));

    let now = t0() + ms(60_000);
    let done = store
        .complete_password_reset("reset-1", "new-hash", now)
        .await
        .expect("reset");
    assert_eq!(done, Some(u.id.clone()));
    let read = store.user_by_id(&u.id).await.expect("read").expect("user");
    assert_eq!(read.password_hash, "new-hash");
    assert_eq!(read.failed_login_count, 0);
    assert_eq!(read.locked_at, None);
    for id in [&a.id, &b.id] {
        let s = store.session(id).await.expect("read").expect("session");
        assert_eq!(s.revoked_at, Some(now));
        assert_eq!(s.revoke_reason.as_deref(), Some("password_reset"));
    }
    assert_eq!(
        store
            .complete_password_reset("reset-1", "again", now)
            .await
            .expect("spent"),
        None,
        "a token resets once"
    );
    assert_eq!(
        store
            .complete_password_reset("reset-2", "other", now)
            .await
            .expect("stale"),
        None,
        "other outstanding reset links die with the reset"
    );
    let read = store.user_by_id(&u.id).await.expect("read").expect("user");
    assert_eq!(read.password_hash, "new-hash");
}

/// Unknown and expired tokens change nothing.
pub async fn password_reset_refusals<S: Store + Clone>(store: S) {
    let u = user(&store, "reset-refused@example.com").await;
    let s = session(&store, &u.id).await;
    store
        .insert_password_reset(NewPasswordReset {
            token_hash: "short".to_owned(),
            user_id: u.id.clone(),
            created_at: t0(),
            expires_at: t0() + ms(1_000),
        })
        .await
        .expect("insert");
    let late = t0() + ms(1_000);
    assert_eq!(
        store
            .complete_password_reset("short", "h", late)
            .await
            .expect("expired"),
        None
    );
    assert_eq!(
        store
            .complete_password_reset("missing", "h", t0())
            .await
            .expect("unknown"),
        None
    );
    let read = store.user_by_id(&u.id).await.expect("read").expect("user");
    assert_eq!(read.password_hash, u.password_hash);
    let s = store.session(&s.id).await.expect("read").expect("session");
    assert_eq!(s.revoked_at, None);
}

/// Several links of one user completed at once: exactly one resets the password.
pub async fn concurrent_password_resets_complete_once<S: Store + Clone>(store: S) {
    let u = user(&store, "reset-race@example.com").await;
    for hash in ["link-a", "link-b", "link-c"] {
        store
            .insert_password_reset(NewPasswordReset {
                token_hash: hash.to_owned(),
                user_id: u.id.clone(),
                created_at: t0(),
                expires_at: t0() + Duration::hours(1),
            })
            .await
            .expect("insert");
    }
    let tasks: Vec<_> = ["link-a", "link-b", "link-c", "link-a", "link-b", "link-c"]
        .into_iter()
        .enumerate()
        .map(|(i, hash)| {
            let store = store.clone();
            tokio::spawn(async move {
                let password = format!("hash-{i}");
                let done = store
                    .complete_password_reset(hash, &password, t0() + ms(10))
                    .await
                    .expect("complete");
                done.map(|_| password)
            })
        })
        .collect();
    let mut winners = Vec::new();
    for task in tasks {
        if let Some(password) = task.await.expect("task") {
            winners.push(password);
        }
    }
    assert_eq!(winners.len(), 1, "exactly one reset completes: {winners:?}");
    let read = store.user_by_id(&u.id).await.expect("read").expect("user");
    assert_eq!(read.password_hash, winners[0]);
}
