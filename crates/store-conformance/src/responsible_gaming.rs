//! Conformance cases of [`ResponsibleGamingStore`](store::ResponsibleGamingStore): limit
//! writes with history and audit rows, optimistic concurrency on limits, exclusions that
//! revoke sessions and cannot be shortened, acknowledgements, wager activity totals, deposit
//! totals, deposits under a limit (including two concurrent ones), failed deposits, the
//! sessions the time limit counts, and operators' casino restrictions (created, listed, lifted
//! once, never deleted).

use super::{new_session, t0, user};
use chrono::{DateTime, Duration, Utc};
use domain::ids::{PaymentId, UserId};
use domain::money::{Currency, Money};
use domain::payments::{Direction, PaymentEvent, PaymentStatus};
use domain::responsible_gaming::changes::{HistoryAction, HistoryLine, Pending, SlotState};
use domain::responsible_gaming::exclusions::ExclusionKind;
use domain::responsible_gaming::{LimitPeriod, LimitType, Slot};
use std::sync::Arc;
use store::{
    Audit, DepositWindow, DepositWithinLimits, Exclusion, ExclusionStarted, LimitWrite, NewPayment,
    OperatorRestriction, PaymentCreated, RestrictionLifted, SessionKind, Store, StoreError,
    WagerActivity, WagerTotals,
};
use tokio::sync::Barrier;

pub(crate) fn audit(user: &UserId, action: &str, at: DateTime<Utc>) -> Audit {
    Audit {
        user_id: user.clone(),
        session_id: None,
        action: action.to_owned(),
        detail: format!("{action} detail"),
        at,
    }
}

fn daily_deposit() -> Slot {
    Slot::new(LimitType::Deposit, Some(LimitPeriod::Daily)).unwrap()
}

fn deposit(user: &UserId, cents: i64, key: &str, at: DateTime<Utc>) -> NewPayment {
    NewPayment {
        id: PaymentId::generate(),
        user_id: user.clone(),
        direction: Direction::Deposit,
        provider: "card".to_owned(),
        method_id: None,
        amount: Money::new(cents, Currency::Usd),
        status: PaymentStatus::Pending,
        idempotency_key: key.to_owned(),
        region: "US-NJ".to_owned(),
        promotion_code: None,
        processor_reference: None,
        next_step_at: None,
        at,
    }
}

/// A limit write stores state, history and audit; a stale version is refused whole.
pub async fn rg_limit_writes_history_and_audit<S: Store + Clone>(store: S) {
    let u = user(&store, "rg-limits@example.com").await;
    assert!(store.limits(&u.id).await.unwrap().is_empty());
    let slot = daily_deposit();
    let first = store
        .write_limit(LimitWrite {
            user_id: u.id.clone(),
            slot,
            expected_version: 0,
            state: SlotState {
                active: Some(50_000),
                pending: None,
            },
            history: vec![HistoryLine {
                action: HistoryAction::Set,
                previous: None,
                current: Some(50_000),
            }],
            audit: audit(&u.id, "limit.set", t0()),
        })
        .await
        .unwrap();
    assert_eq!(first.version, 1);
    assert_eq!(first.state.active, Some(50_000));
    let pending = Pending {
        id: "pending-1".to_owned(),
        value: Some(80_000),
        requested_at: t0(),
        effective_at: t0() + Duration::hours(24),
    };
    let second = store
        .write_limit(LimitWrite {
            user_id: u.id.clone(),
            slot,
            expected_version: 1,
            state: SlotState {
                active: Some(50_000),
                pending: Some(pending.clone()),
            },
            history: vec![HistoryLine {
                action: HistoryAction::IncreaseRequested,
                previous: Some(50_000),
                current: Some(80_000),
            }],
            audit: audit(&u.id, "limit.set", t0() + Duration::seconds(1)),
        })
        .await
        .unwrap();
    assert_eq!(second.version, 2);
    assert_eq!(second.state.pending, Some(pending));
    // A write decided on version 1 again is a conflict and writes nothing.
    let stale = store
        .write_limit(LimitWrite {
            user_id: u.id.clone(),
            slot,
            expected_version: 1,
            state: SlotState::default(),
            history: vec![HistoryLine {
                action: HistoryAction::Cancelled,
                previous: None,
                current: None,
            }],
            audit: audit(&u.id, "limit.cancel", t0()),
        })
        .await;
    assert!(
        matches!(stale, Err(StoreError::Conflict("limit"))),
        "{stale:?}"
    );
    let limits = store.limits(&u.id).await.unwrap();
    assert_eq!(limits, vec![second]);
    let history = store.limit_history(&u.id, 10, None).await.unwrap();
    assert_eq!(history.len(), 2);
    assert_eq!(history[0].line.action, HistoryAction::IncreaseRequested);
    assert_eq!(history[1].line.action, HistoryAction::Set);
    let older = store
        .limit_history(&u.id, 10, Some(history[0].id))
        .await
        .unwrap();
    assert_eq!(older.len(), 1);
    assert_eq!(older[0].id, history[1].id);
    let log = store.audit_log(&u.id, 10).await.unwrap();
    assert_eq!(log.len(), 2);
    assert!(log.iter().all(|r| r.action == "limit.set"));
}

/// Of two concurrent writes decided on the same version, exactly one lands.
pub async fn concurrent_limit_writes_have_one_winner<S: Store + Clone>(store: S) {
    let u = user(&store, "rg-race@example.com").await;
    let start = Arc::new(Barrier::new(2));
    let tasks: Vec<_> = [10_000, 20_000]
        .into_iter()
        .map(|value| {
            let (store, start, id) = (store.clone(), start.clone(), u.id.clone());
            tokio::spawn(async move {
                start.wait().await;
                store
                    .write_limit(LimitWrite {
                        user_id: id.clone(),
                        slot: daily_deposit(),
                        expected_version: 0,
                        state: SlotState {
                            active: Some(value),
                            pending: None,
                        },
                        history: vec![],
                        audit: audit(&id, "limit.set", t0()),
                    })
                    .await
            })
        })
        .collect();
    let mut ok = 0;
    for t in tasks {
        match t.await.unwrap() {
            Ok(_) => ok += 1,
            Err(e) => assert!(matches!(e, StoreError::Conflict("limit")), "{e:?}"),
        }
    }
    assert_eq!(ok, 1);
    assert_eq!(store.audit_log(&u.id, 10).await.unwrap().len(), 1);
}

pub(crate) fn exclusion(
    user: &UserId,
    kind: ExclusionKind,
    ends: Option<DateTime<Utc>>,
) -> Exclusion {
    Exclusion {
        id: ulid_like(),
        user_id: user.clone(),
        kind,
        duration: "1w".to_owned(),
        starts_at: t0(),
        ends_at: ends,
    }
}

fn ulid_like() -> String {
    PaymentId::generate().to_string()
}

/// An exclusion revokes every live session with its reason; a shorter one is refused.
pub async fn rg_exclusion_revokes_sessions_and_cannot_be_shortened<S: Store + Clone>(store: S) {
    let u = user(&store, "rg-exclusion@example.com").await;
    let a = store
        .create_session(new_session(&u.id, SessionKind::Full, t0()))
        .await
        .unwrap();
    let b = store
        .create_session(new_session(&u.id, SessionKind::Full, t0()))
        .await
        .unwrap();
    let week = exclusion(
        &u.id,
        ExclusionKind::CoolOff,
        Some(t0() + Duration::weeks(1)),
    );
    match store
        .start_exclusion(week.clone(), audit(&u.id, "cool_off.start", t0()))
        .await
        .unwrap()
    {
        ExclusionStarted::Started { exclusion, revoked } => {
            assert_eq!(exclusion, week);
            assert_eq!(revoked.len(), 2);
            assert!(revoked.contains(&a.id) && revoked.contains(&b.id));
        }
        other => panic!("expected started, got {other:?}"),
    }
    let session = store.session(&a.id).await.unwrap().unwrap();
    assert_eq!(session.revoke_reason.as_deref(), Some("cool-off"));
    let shorter = exclusion(
        &u.id,
        ExclusionKind::CoolOff,
        Some(t0() + Duration::days(1)),
    );
    assert_eq!(
        store
            .start_exclusion(shorter, audit(&u.id, "cool_off.start", t0()))
            .await
            .unwrap(),
        ExclusionStarted::WouldShorten(week.clone())
    );
    let lifetime = exclusion(&u.id, ExclusionKind::SelfExclusion, None);
    assert!(matches!(
        store
            .start_exclusion(lifetime.clone(), audit(&u.id, "self_exclusion.start", t0()))
            .await
            .unwrap(),
        ExclusionStarted::Started { .. }
    ));
    let after_lifetime = exclusion(
        &u.id,
        ExclusionKind::CoolOff,
        Some(t0() + Duration::weeks(9)),
    );
    assert!(matches!(
        store
            .start_exclusion(after_lifetime, audit(&u.id, "cool_off.start", t0()))
            .await
            .unwrap(),
        ExclusionStarted::WouldShorten(_)
    ));
    let all = store.exclusions(&u.id).await.unwrap();
    assert_eq!(all.len(), 2);
    assert!(all.iter().any(|e| e.ends_at.is_none()));
    assert!(lifetime.active_at(t0() + Duration::weeks(500)));
    assert!(!week.active_at(t0() + Duration::weeks(1)));
    // Two starts, two audit rows: the refused ones wrote none.
    assert_eq!(store.audit_log(&u.id, 10).await.unwrap().len(), 2);
}

/// Acknowledgements keep the latest time per type, each with an audit row.
pub async fn rg_acks_keep_the_latest<S: Store + Clone>(store: S) {
    let u = user(&store, "rg-acks@example.com").await;
    store
        .record_ack("LIMITS_MODAL", audit(&u.id, "ack", t0()))
        .await
        .unwrap();
    store
        .record_ack(
            "LIMITS_MODAL",
            audit(&u.id, "ack", t0() + Duration::minutes(5)),
        )
        .await
        .unwrap();
    store
        .record_ack("RESPONSIBLE_GAMING", audit(&u.id, "ack", t0()))
        .await
        .unwrap();
    let acks = store.acks(&u.id).await.unwrap();
    assert_eq!(
        acks,
        vec![
            ("LIMITS_MODAL".to_owned(), t0() + Duration::minutes(5)),
            ("RESPONSIBLE_GAMING".to_owned(), t0())
        ]
    );
    assert_eq!(store.audit_log(&u.id, 10).await.unwrap().len(), 3);
}

/// Wager activity sums per window; a repeated reference counts once.
pub async fn rg_wager_activity_totals<S: Store + Clone>(store: S) {
    let u = user(&store, "rg-wagers@example.com").await;
    let activity = |reference: &str, stake, ret, at| WagerActivity {
        user_id: u.id.clone(),
        reference: reference.to_owned(),
        stake_cents: stake,
        return_cents: ret,
        at,
    };
    assert!(
        store
            .record_wager_activity(activity("bet-1", 1_000, 0, t0()))
            .await
            .unwrap()
    );
    assert!(
        !store
            .record_wager_activity(activity("bet-1", 1_000, 0, t0()))
            .await
            .unwrap()
    );
    store
        .record_wager_activity(activity(
            "bet-1:settled",
            0,
            2_500,
            t0() + Duration::hours(2),
        ))
        .await
        .unwrap();
    store
        .record_wager_activity(activity("bet-2", 4_000, 0, t0() + Duration::hours(3)))
        .await
        .unwrap();
    let totals = store
        .wager_totals(
            &u.id,
            &[t0(), t0() + Duration::hours(1), t0() + Duration::days(1)],
        )
        .await
        .unwrap();
    assert_eq!(
        totals,
        vec![
            WagerTotals {
                stakes: 5_000,
                returns: 2_500
            },
            WagerTotals {
                stakes: 4_000,
                returns: 2_500
            },
            WagerTotals::default()
        ]
    );
}

/// Deposits count from creation while pending or confirmed; failed ones do not. A deposit
/// over the limit writes nothing; a replay of a created one is not checked again.
pub async fn rg_deposits_within_limits<S: Store + Clone>(store: S) {
    let u = user(&store, "rg-deposits@example.com").await;
    let window = [DepositWindow {
        since: t0(),
        limit_cents: 10_000,
    }];
    let first = deposit(&u.id, 6_000, "d1", t0());
    let created = store
        .create_deposit_within_limits(first.clone(), &window)
        .await
        .unwrap();
    let DepositWithinLimits::Created(created) = created else {
        panic!("expected a new deposit");
    };
    let PaymentCreated::New(p1) = *created else {
        panic!("expected a new deposit, got {created:?}");
    };
    let over = store
        .create_deposit_within_limits(deposit(&u.id, 4_001, "d2", t0()), &window)
        .await
        .unwrap();
    assert_eq!(over, DepositWithinLimits::Exceeded { used: vec![6_000] });
    assert_eq!(store.payments(&u.id, 10, None).await.unwrap().len(), 1);
    // The same key again replays even though it would not fit twice.
    assert!(matches!(
        store
            .create_deposit_within_limits(first, &window)
            .await
            .unwrap(),
        DepositWithinLimits::Created(c) if matches!(*c, PaymentCreated::Replayed(_))
    ));
    // A failed deposit frees its share; a confirmed one keeps it.
    store
        .settle_payment(&p1.id, PaymentEvent::Declined, Some("Declined"), t0())
        .await
        .unwrap();
    assert_eq!(
        store.deposit_totals_since(&u.id, &[t0()]).await.unwrap(),
        vec![0]
    );
    let fits = store
        .create_deposit_within_limits(deposit(&u.id, 10_000, "d3", t0()), &window)
        .await
        .unwrap();
    let DepositWithinLimits::Created(fits) = fits else {
        panic!("expected a new deposit, got {fits:?}");
    };
    let PaymentCreated::New(p3) = *fits else {
        panic!("expected a new deposit, got {fits:?}");
    };
    store
        .settle_payment(&p3.id, PaymentEvent::Confirmed, None, t0())
        .await
        .unwrap();
    assert_eq!(
        store
            .deposit_totals_since(&u.id, &[t0(), t0() + Duration::seconds(1)])
            .await
            .unwrap(),
        vec![10_000, 0]
    );
}

/// Two concurrent deposits that each fit but not together: exactly one is created.
pub async fn concurrent_deposits_within_a_limit_only_the_fitting_pass<S: Store + Clone>(store: S) {
    let u = user(&store, "rg-deposit-race@example.com").await;
    let window = [DepositWindow {
        since: t0(),
        limit_cents: 10_000,
    }];
    let start = Arc::new(Barrier::new(4));
    let tasks: Vec<_> = (0..4)
        .map(|i| {
            let (store, start, id) = (store.clone(), start.clone(), u.id.clone());
            tokio::spawn(async move {
                start.wait().await;
                store
                    .create_deposit_within_limits(
                        deposit(&id, 6_000, &format!("race-{i}"), t0()),
                        &window,
                    )
                    .await
                    .unwrap()
            })
        })
        .collect();
    let mut created = 0;
    for t in tasks {
        match t.await.unwrap() {
            DepositWithinLimits::Created(c) if matches!(*c, PaymentCreated::New(_)) => created += 1,
            DepositWithinLimits::Exceeded { used } => assert_eq!(used, vec![6_000]),
            other => panic!("unexpected {other:?}"),
        }
    }
    assert_eq!(created, 1);
    assert_eq!(
        store.deposit_totals_since(&u.id, &[t0()]).await.unwrap(),
        vec![6_000]
    );
}

/// Failed deposits count per window; the time limit sees the day's full sessions.
pub async fn rg_failed_deposits_and_sessions_between<S: Store + Clone>(store: S) {
    let u = user(&store, "rg-failed@example.com").await;
    for i in 0..3 {
        store
            .record_failed_deposit(&u.id, &format!("p{i}"), t0() + Duration::minutes(i))
            .await
            .unwrap();
    }
    assert_eq!(store.failed_deposits_since(&u.id, t0()).await.unwrap(), 3);
    assert_eq!(
        store
            .failed_deposits_since(&u.id, t0() + Duration::minutes(2))
            .await
            .unwrap(),
        1
    );
    let old = store
        .create_session(new_session(
            &u.id,
            SessionKind::Full,
            t0() - Duration::days(2),
        ))
        .await
        .unwrap();
    store
        .revoke_session(
            &old.id,
            "logout",
            t0() - Duration::days(2) + Duration::hours(1),
        )
        .await
        .unwrap();
    let today = store
        .create_session(new_session(
            &u.id,
            SessionKind::Full,
            t0() + Duration::hours(1),
        ))
        .await
        .unwrap();
    store
        .create_session(new_session(
            &u.id,
            SessionKind::Limited,
            t0() + Duration::hours(1),
        ))
        .await
        .unwrap();
    let found = store
        .sessions_between(&u.id, t0(), t0() + Duration::hours(5))
        .await
        .unwrap();
    assert_eq!(
        found.iter().map(|s| s.id.clone()).collect::<Vec<_>>(),
        vec![today.id]
    );
}

pub(crate) fn casino_restriction(
    user: &UserId,
    ends_at: Option<DateTime<Utc>>,
    created_at: DateTime<Utc>,
) -> OperatorRestriction {
    OperatorRestriction {
        id: ulid_like(),
        user_id: user.clone(),
        ends_at,
        reason: "affordability review".to_owned(),
        created_by: "ops-jane".to_owned(),
        created_at,
        lifted_at: None,
        lifted_by: None,
    }
}

/// Casino restrictions: stored with their audit rows, listed newest first, in force from
/// creation until they end or are lifted; a lift is written once and keeps the row.
pub async fn rg_casino_restrictions_create_lift_and_list<S: Store + Clone>(store: S) {
    let u = user(&store, "rg-casino@example.com").await;
    let other = user(&store, "rg-casino-other@example.com").await;
    let ghost = UserId::from_raw("no-such-user");
    let refused = store
        .create_casino_restriction(
            casino_restriction(&ghost, None, t0()),
            audit(&ghost, "casino_restriction.create", t0()),
        )
        .await;
    assert!(
        matches!(refused, Err(StoreError::NotFound("user"))),
        "{refused:?}"
    );

    let indefinite = casino_restriction(&u.id, None, t0());
    let stored = store
        .create_casino_restriction(
            indefinite.clone(),
            audit(&u.id, "casino_restriction.create", t0()),
        )
        .await
        .unwrap();
    assert_eq!(stored, indefinite);
    let dated = casino_restriction(
        &u.id,
        Some(t0() + Duration::days(30)),
        t0() + Duration::minutes(1),
    );
    store
        .create_casino_restriction(
            dated.clone(),
            audit(&u.id, "casino_restriction.create", t0()),
        )
        .await
        .unwrap();
    let again = store
        .create_casino_restriction(
            dated.clone(),
            audit(&u.id, "casino_restriction.create", t0()),
        )
        .await;
    assert!(
        matches!(again, Err(StoreError::Conflict("casino restriction"))),
        "{again:?}"
    );
    assert_eq!(
        store.casino_restriction(&dated.id).await.unwrap(),
        Some(dated.clone())
    );
    assert_eq!(store.casino_restriction("no-such-id").await.unwrap(), None);
    assert_eq!(
        store.casino_restrictions(&u.id).await.unwrap(),
        vec![dated.clone(), indefinite.clone()]
    );
    assert!(
        store
            .casino_restrictions(&other.id)
            .await
            .unwrap()
            .is_empty()
    );

    let active = |at: DateTime<Utc>| {
        let store = store.clone();
        let id = u.id.clone();
        async move {
            store
                .active_casino_restrictions(&id, at)
                .await
                .unwrap()
                .into_iter()
                .map(|r| r.id)
                .collect::<Vec<_>>()
        }
    };
    assert!(active(t0() - Duration::milliseconds(1)).await.is_empty());
    assert_eq!(active(t0()).await, [indefinite.id.as_str()]);
    assert_eq!(
        active(t0() + Duration::hours(1)).await,
        [dated.id.as_str(), indefinite.id.as_str()]
    );
    assert_eq!(
        active(t0() + Duration::days(30)).await,
        [indefinite.id.as_str()],
        "a restriction ends at its end, exclusive"
    );

    // Lifting: by the owner's id only; once; the row stays with who lifted it and when.
    let lifted_at = t0() + Duration::days(2);
    let wrong_owner = store
        .lift_casino_restriction(
            &indefinite.id,
            "ops-sam",
            audit(&other.id, "casino_restriction.lift", lifted_at),
        )
        .await;
    assert!(
        matches!(wrong_owner, Err(StoreError::NotFound("casino restriction"))),
        "{wrong_owner:?}"
    );
    let unknown = store
        .lift_casino_restriction(
            "no-such-id",
            "ops-sam",
            audit(&u.id, "casino_restriction.lift", lifted_at),
        )
        .await;
    assert!(
        matches!(unknown, Err(StoreError::NotFound("casino restriction"))),
        "{unknown:?}"
    );
    let first = store
        .lift_casino_restriction(
            &indefinite.id,
            "ops-sam",
            audit(&u.id, "casino_restriction.lift", lifted_at),
        )
        .await
        .unwrap();
    let expected = OperatorRestriction {
        lifted_at: Some(lifted_at),
        lifted_by: Some("ops-sam".to_owned()),
        ..indefinite.clone()
    };
    assert_eq!(first, RestrictionLifted::Lifted(expected.clone()));
    let second = store
        .lift_casino_restriction(
            &indefinite.id,
            "ops-kim",
            audit(
                &u.id,
                "casino_restriction.lift",
                lifted_at + Duration::hours(1),
            ),
        )
        .await
        .unwrap();
    assert_eq!(second, RestrictionLifted::AlreadyLifted(expected.clone()));
    assert_eq!(
        store.casino_restrictions(&u.id).await.unwrap(),
        vec![dated.clone(), expected]
    );
    assert_eq!(
        active(lifted_at - Duration::milliseconds(1)).await,
        [dated.id.as_str(), indefinite.id.as_str()],
        "in force until the moment it was lifted"
    );
    assert_eq!(active(lifted_at).await, [dated.id.as_str()]);

    // Two creations and one lift wrote audit rows; the refused calls wrote none.
    let actions: Vec<String> = store
        .audit_log(&u.id, 10)
        .await
        .unwrap()
        .into_iter()
        .map(|r| r.action)
        .collect();
    assert_eq!(
        actions,
        [
            "casino_restriction.lift",
            "casino_restriction.create",
            "casino_restriction.create"
        ]
    );
    assert!(store.audit_log(&other.id, 10).await.unwrap().is_empty());
}

/// Of two concurrent lifts of one restriction, exactly one writes (and audits) the lift.
pub async fn concurrent_casino_restriction_lifts_have_one_winner<S: Store + Clone>(store: S) {
    let u = user(&store, "rg-casino-race@example.com").await;
    let restriction = casino_restriction(&u.id, None, t0());
    store
        .create_casino_restriction(
            restriction.clone(),
            audit(&u.id, "casino_restriction.create", t0()),
        )
        .await
        .unwrap();
    let start = Arc::new(Barrier::new(2));
    let tasks: Vec<_> = ["ops-a", "ops-b"]
        .into_iter()
        .map(|by| {
            let (store, start, user_id, id) = (
                store.clone(),
                start.clone(),
                u.id.clone(),
                restriction.id.clone(),
            );
            tokio::spawn(async move {
                start.wait().await;
                store
                    .lift_casino_restriction(
                        &id,
                        by,
                        audit(
                            &user_id,
                            "casino_restriction.lift",
                            t0() + Duration::hours(1),
                        ),
                    )
                    .await
                    .unwrap()
            })
        })
        .collect();
    let mut winners = Vec::new();
    let mut losers = Vec::new();
    for t in tasks {
        match t.await.unwrap() {
            RestrictionLifted::Lifted(r) => winners.push(r),
            RestrictionLifted::AlreadyLifted(r) => losers.push(r),
        }
    }
    assert_eq!((winners.len(), losers.len()), (1, 1));
    assert_eq!(winners, losers, "the loser sees the winner's lift");
    assert_eq!(store.audit_log(&u.id, 10).await.unwrap().len(), 2);
}
